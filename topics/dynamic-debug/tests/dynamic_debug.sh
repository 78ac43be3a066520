#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# dynamic-debug: the callsites, found through code tagging, behave as
# before.  Exact values from lib/test_dynamic_debug.c (32 callsites, 27
# of them in classes), the control file read and sought in any size; and
# when this kernel's parent was booted with the same config (make check
# TOPIC=dynamic-debug: /reference), everything reference/capture.sh
# records compared with it section by section.
. /lib/tap.sh
ctl=/proc/dynamic_debug/control
mod=/modules/test_dynamic_debug.ko
params=/sys/module/test_dynamic_debug/parameters

# Lines of the listing of the test module, and those of them with FLAGS.
sites() { grep -c '\[test_dynamic_debug\]' $ctl; }
flagged() { grep '\[test_dynamic_debug\]' $ctl | grep -c " =$1 \""; }
# The messages of the test module since the last call.
msgs() { dmesg -c | grep -c 'test_dd: '; }

is "$(head -n 1 $ctl)" "# filename:lineno [module]function flags format" "header line"
is "$(ls -l $ctl | cut -d' ' -f1)" "-rw-r--r--" "control file mode as in 6.1"
is "$(sites)" 0 "no test module sites before it loads"

dmesg -c >/dev/null
insmod $mod dyndbg=+p
is "$(sites)" 32 "test module: 32 sites after insmod"
is "$(grep '\[test_dynamic_debug\]' $ctl | grep -c ' class:')" 26 "26 sites name their class"
is "$(grep -c '\[test_dynamic_debug\]do_cats =_ "HI msg\\n" class unknown, _id:13$' $ctl)" 1 \
	"HI (id 13, past its map's base 10 + 3) shows as unknown, as in 6.1"
is "$(flagged p)" 5 "dyndbg=+p at insmod: the 5 sites without a class"
# init start, doing categories, doing levels, init done.
is "$(msgs)" 4 "init printed its 4 enabled messages"

echo 'module test_dynamic_debug class D2_CORE +p' >$ctl
echo 3 >$params/p_level_num
is "$(flagged p)" 8 "class D2_CORE and level 3 (V1, V2): 8 sites print"
cat $params/do_prints >/dev/null
is "$(msgs)" 5 "do_prints: doing categories, D2_CORE, doing levels, V1, V2"
is "$(cat $params/p_level_num)" 3 "p_level_num reads back 3"

# Bad queries fail and change nothing.
before=$(md5sum <$ctl)
fails "Invalid argument" "unknown flag: EINVAL" sh -c "echo 'module test_dynamic_debug +q' >$ctl"
fails "Invalid argument" "unknown keyword: EINVAL" sh -c "echo 'nonsense x +p' >$ctl"
fails "Invalid argument" "reversed line range: EINVAL" sh -c "echo 'line 10-5 +p' >$ctl"
# One write(2) of 4107 bytes: dd, as the shell's printf writes in pieces.
printf 'format %04096d +p\n' 0 >/tmp/long
fails "Argument list too long" "4 KiB query: E2BIG" dd if=/tmp/long of=$ctl bs=8192
is "$(md5sum <$ctl)" "$before" "the bad queries changed nothing"
fails "Permission denied" "not root: the write is refused" \
	as_nobody "echo '+p' >$ctl"

# Any read size, and seeking, give the same text.
whole=$(md5sum <$ctl)
is "$(dd if=$ctl bs=1 2>/dev/null | md5sum)" "$whole" "1-byte reads"
is "$(dd if=$ctl bs=4096 2>/dev/null | md5sum)" "$whole" "4 KiB reads"
is "$(dd if=$ctl bs=1M 2>/dev/null | md5sum)" "$whole" "1 MiB reads"
is "$(dd if=$ctl bs=1 skip=5000 count=300 2>/dev/null | md5sum)" \
	"$(tail -c +5001 $ctl | head -c 300 | md5sum)" "a read at offset 5000"
size=$(wc -c <$ctl)
is "$(dd if=$ctl bs=1 skip=$((size - 40)) 2>/dev/null | md5sum)" \
	"$(tail -c 40 $ctl | md5sum)" "a read of the last 40 bytes"

rmmod test_dynamic_debug
is "$(sites)" 0 "rmmod takes the test module's sites away"

if [ -f /reference/tap.log ]; then
	sh /reference/capture.sh | grep '^#|' >/tmp/now
	grep '^#|' /reference/tap.log >/tmp/ref
	names=$(sed -n 's/^#| ## //p' /tmp/ref)
	is "$(sed -n 's/^#| ## //p' /tmp/now | tr '\n' ' ')" "$(echo $names) " \
		"the same sections as the parent kernel"
	for s in $names; do
		sec() { awk -v s="#| ## $s" '$0 == s { on = 1; next } /^#\| ## / { on = 0 } on' "$1"; }
		sec /tmp/ref >/tmp/ref.s
		sec /tmp/now >/tmp/now.s
		n=$(wc -l </tmp/ref.s)
		if [ "$n" -gt 0 ] && cmp -s /tmp/ref.s /tmp/now.s; then
			ok "$s: as in the parent kernel ($n lines)" true
		else
			ok "$s: as in the parent kernel ($n lines)" false
			diff /tmp/ref.s /tmp/now.s | head -n 20 | sed 's/^/#   /'
		fi
	done
else
	skip "comparison with the parent kernel" "no reference boot (make check TOPIC=dynamic-debug has one)"
fi
done_testing
