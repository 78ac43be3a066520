#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The latency tracking control files under generated writes (ctlfuzz,
# fixed seed: the same writes every run).  With tracking off and every
# place reset, the listing is empty: a refused write must leave it so,
# and must not crash or hang; an accepted one (a reset) leaves it empty
# too.  The switch takes 0/1/Y/N/y/n only, each accepted write is undone
# with "0".  As an unprivileged user every write is refused.
. /lib/tap.sh
ctl=/sys/kernel/debug/time_stats
on=/sys/module/codetag_time_stats/parameters/enabled
seed=20261206
ok "test_codetag_time_stats loads" insmod /modules/test_codetag_time_stats.ko
ok "tracking off, every place reset" sh -c "echo 0 >$on && echo reset >$ctl"
is "$(cat $ctl)" "" "the listing is empty"
out=$(ctlfuzz -n 10000 -s $seed -v '^$' -r reset $ctl \
	reset "module test_codetag_time_stats" "func tcts_delay" "func tcts_*" \
	"file test_codetag_time_stats.c" "line 30-40" "class x" "index 1")
echo "$out"
is "$(echo "$out" | tail -n 1)" "# writes 10000 refused 9963 accepted 37 failures 0" \
	"10000 writes to $ctl: refused ones change nothing, as many accepted as before"
out=$(ctlfuzz -n 2000 -s $seed -v '^[YN]
$' -r 0 $on 0 1 Y N y n yes on off)
echo "$out"
is "$(echo "$out" | tail -n 1)" "# writes 2000 refused 1699 accepted 301 failures 0" \
	"2000 writes to $on: refused ones change nothing, as many accepted as before"
is "$(cat $on)" N "tracking is off"
ok "1000 writes as uid 1000 to $ctl: every one refused" \
	with_debugfs_open ctlfuzz -n 1000 -s $seed -u 1000 $ctl reset
ok "1000 writes as uid 1000 to $on: every one refused" \
	ctlfuzz -n 1000 -s $seed -u 1000 $on 1 Y
ok "test_codetag_time_stats unloads" rmmod test_codetag_time_stats
done_testing
