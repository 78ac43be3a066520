#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The dynamic fault control file under 10,000 generated writes (ctlfuzz,
# fixed seed: the same writes every run): each refused write leaves the
# listing byte for byte as it was; each accepted one is undone with
# "disable", which gives the first listing back (no site runs meanwhile).
# As an unprivileged user every write is refused.
. /lib/tap.sh
ctl=/sys/kernel/debug/dynamic_faults
seed=20261205
ok "test_dynamic_fault loads" insmod /modules/test_dynamic_fault.ko
before=$(cat $ctl)
# The same seed gives the same writes: the counts of refused and accepted
# ones change only when what the parser takes changes.
out=$(ctlfuzz -n 10000 -s $seed -r disable $ctl \
	enable disable oneshot task "frequency 3" "frequency 0" \
	"module test_dynamic_fault" "func dft_read" "class dft:io" \
	"file test_dynamic_fault.c" "line 51-53" "index 1" "func dft_*")
echo "$out"
# With memory fault sites (the allocation fault sites series), the listing
# starts with the kernel's allocation sites, which a bare "index" numbers
# too and arming passes over: 2 more of this seed's writes select no site
# it may arm and are refused.
want="refused 9861 accepted 139"
! grep -q ' class:memory ' $ctl || want="refused 9863 accepted 137"
is "$(echo "$out" | tail -n 1)" "# writes 10000 $want failures 0" \
	"10000 writes to $ctl: refused ones change nothing, as many accepted as before"
is "$(cat $ctl)" "$before" "the listing is as before"
ok "1000 writes as uid 1000: every one refused, nothing changed" \
	with_debugfs_open ctlfuzz -n 1000 -s $seed -u 1000 $ctl "module test_dynamic_fault enable" disable
ok "test_dynamic_fault unloads" rmmod test_dynamic_fault
done_testing
