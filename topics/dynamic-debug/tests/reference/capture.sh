#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# What a user of dynamic debug sees, recorded as "#| " lines, in sections
# "#| ## name": the control file, queries (valid and not) with their exit
# status, error and kernel messages and the sites they changed, the
# class parameters of lib/test_dynamic_debug.c, dyndbg= at module load,
# a read from an offset.  Run by the reference boot (the parent kernel,
# same config) and again by dynamic_debug.sh, which compares the two.
. /lib/tap.sh
ctl=/proc/dynamic_debug/control
params=/sys/module/test_dynamic_debug/parameters

rec() { sed 's/^/#| /'; }
section() { echo "#| ## $1"; }
# The series edits kernel/module/main.c: the line numbers of its
# callsites move.  They are masked; all the rest must match.
mask() { sed -E 's|^kernel/module/main\.c:[0-9]+ |kernel/module/main.c:N |'; }
# The kernel messages since the last call, without their time stamps.
kmsg() { dmesg -c | sed -E 's/^\[[ 0-9.]*\] //' | grep -E 'dyndbg|test_dd' | rec; }
# The sites whose flags are not the default, "=_".
changed() { grep -v ' =_ "' $ctl | grep -v '^#' | mask | rec; }
# query TEXT: write TEXT to the control file; record what it gave.
query() {
	printf '%s\n' "$1" | sed 's/^/#| query: /'
	# One write(2): the shell's printf writes a long text in pieces.
	printf '%s\n' "$1" >/tmp/query
	dd if=/tmp/query of=$ctl bs=8192 2>/tmp/err
	st=$?
	err=$(grep -v records /tmp/err)
	echo "#| status $st ${err##*: }"
	kmsg
	changed
	# Back to the default, for the next query; classes stay as set.
	echo '=_' >$ctl
	dmesg -c >/dev/null
}

dmesg -c >/dev/null
section header
head -n 1 $ctl | rec
section listing-vmlinux
mask <$ctl | rec
section mode
ls -l $ctl | cut -d' ' -f1 | rec
section debugfs-copy
{ cmp -s $ctl /sys/kernel/debug/dynamic_debug/control && echo same || echo differs; } | rec

section module-load
insmod /modules/test_dynamic_debug.ko dyndbg=+pmf
echo "#| insmod $?"
kmsg
changed
rmmod test_dynamic_debug
echo "#| rmmod $?"
kmsg
grep -c test_dynamic_debug $ctl | rec
insmod /modules/test_dynamic_debug.ko
section listing-module
mask <$ctl | rec
section seek
{ dd if=$ctl bs=1 skip=300 count=200 2>/dev/null; echo; } | rec

section queries
query 'module test_dynamic_debug +p'
query 'module test_dynamic_debug -p'
query 'func do_cats +pf'
query 'file test_dynamic_debug.c line 140-150 +l'
query 'file lib/test_dynamic_debug.c +m'
query 'file */test_dyn*.c +m'
query 'format "doing" +t'
query 'format ^init +p'
query 'format "V1 msg" +p'
query 'module test_dynamic_debug class D2_CORE +p'
query 'class D2_KMS +p'
query 'class LOW +p'
query 'class HI +p'
query 'module test_dynamic_debug class V3 +p'
query 'module test_dyn* +mflt'
query 'module test_dynamic_debug =pm'
query 'func *init* +f'
query 'line 1-20 +m'
query 'module test_dynamic_debug +p; func do_levels -p'
query "$(printf 'module test_dynamic_debug +p\nfunc do_cats -p')"
query '  module   test_dynamic_debug    +p  '
query "$(printf '# a comment\nmodule test_dynamic_debug +f')"
query 'class NOPE +p'
query ''
query 'module'
query 'module test_dynamic_debug +q'
query 'module test_dynamic_debug +T'
query 'module test_dynamic_debug *p'
query 'module test_dynamic_debug'
query 'nonsense test_dynamic_debug +p'
query 'module test_dynamic_debug line 10-5 +p'
query 'module test_dynamic_debug line abc +p'
query 'module test_dynamic_debug line 12- +p'
query 'module a module b +p'
query 'format "unterminated +p'
query 'module test_dynamic_debug +p; bogus; func do_cats +m'
query "module test_dynamic_debug format $(printf '%04100d' 0) +p"

section class-params
for p in p_disjoint_bits p_disjoint_names p_level_num p_level_names T_disjoint_bits; do
	for v in 0x3 7 3 +LOW,-MID L3 +D2_CORE 0; do
		echo "#| $p=$v"
		err=$( { echo "$v" >$params/$p; } 2>&1 )
		echo "#| status $? ${err##*: }"
		cat $params/$p | rec
		kmsg
		changed
	done
done
rmmod test_dynamic_debug
kmsg
section listing-after-rmmod
mask <$ctl | rec

is "$(head -n 1 $ctl)" "# filename:lineno [module]function flags format" \
	"the control file still reads after all that"
done_testing
