#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# codetag_time_stats.enabled=1, one vCPU whose clock counts instructions:
# tracking is on from boot, and the test module's durations come out the
# same in every boot, so its figures are checked exactly as printed.
. /lib/tap.sh
ctl=/sys/kernel/debug/time_stats
on=/sys/module/codetag_time_stats/parameters/enabled
run=/sys/kernel/debug/test_codetag_time_stats/run

place() {
	awk -v f="module:test_codetag_time_stats func:$1" '
		index($0, f) { p = 1 } p && /^$/ { exit } p' $ctl
}

is "$(cat $on)" Y "codetag_time_stats.enabled=1 switched it on at boot"
ok "test_codetag_time_stats loads" insmod /modules/test_codetag_time_stats.ko
ok "a round" sh -c "echo 1 >$run"
for f in tcts_delay tcts_wait_event tcts_wait_loop; do place $f | sed 's/^/# /'; done
is "$(place tcts_delay | grep -e '^count' -e 'mean duration' -e 'min duration' -e 'max duration')" \
"count:            5
mean duration:    280 us
min duration:     100 us
max duration:     1000 us" "spins of 4 x 100 us and 1000 us, to the microsecond"
is "$(place tcts_delay | sed -n 's/^quantiles (ns): *p50:\([0-9]*\) .*/\1/p')" 131071 \
	"the median's bound: the top of the bucket of 100 us, [65536, 131072) ns"
ok "rmmod" rmmod test_codetag_time_stats
done_testing
