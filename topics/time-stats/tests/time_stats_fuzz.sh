#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The latency tracking control files under generated writes (ctlfuzz,
# fixed seed: the same writes every run).  The test module's places have
# counted a round and tracking is off, so the listing stays as it is
# unless a write resets a place: a refused write must leave it byte for
# byte.  The only reset among the words is of tcts_never, which never
# counts: an accepted write must leave tcts_delay listed, and is undone
# by that same harmless reset.  The switch takes 0/1/Y/N/y/n only, each
# accepted write is undone with "0".  As an unprivileged user every
# write is refused.
. /lib/tap.sh
ctl=/sys/kernel/debug/time_stats
on=/sys/module/codetag_time_stats/parameters/enabled
seed=20261206
ok "test_codetag_time_stats loads" insmod /modules/test_codetag_time_stats.ko
ok "a round counted, tracking off" sh -c "echo 1 >$on &&
	echo 1 >/sys/kernel/debug/test_codetag_time_stats/run && echo 0 >$on"
ok "the module's places are listed" grep -q "func:tcts_delay$" $ctl
out=$(ctlfuzz -n 10000 -s $seed -v 'func:tcts_delay' -r "func tcts_never reset" $ctl \
	"func tcts_never reset" "module test_codetag_time_stats" "func tcts_never" \
	"file test_codetag_time_stats.c" "line 50-58" "class x" "index 1" "func tcts_n*")
echo "$out"
is "$(echo "$out" | tail -n 1)" "# writes 10000 refused 9980 accepted 20 failures 0" \
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
