#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# codetag_time_stats.enabled=1, one vCPU whose clock counts instructions:
# tracking is on from boot, and the test module's durations come out the
# same in every boot of a kernel: its spins are checked to within 10 us of
# what they last, from both sides (a timer tick inside one adds a few).
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
# ns FUNC KEY: a duration of the place in FUNC, in ns (from "N unit").
ns() {
	place "$1" | sed -n "s/^$2: *//p" | awk '{ m["ns"] = 1; m["us"] = 1000
		m["ms"] = 1000000; m["s"] = 1000000000; print $1 * m[$2] }'
}
# within FUNC KEY LOW HIGH: LOW <= that duration (in us) <= HIGH.
within() {
	local v; v=$(ns "$1" "$2")
	[ "$v" -ge "$(($3 * 1000))" ] && [ "$v" -le "$(($4 * 1000))" ]
}
is "$(place tcts_delay | sed -n 's/^count: *//p')" 5 "tcts_delay: 5 events"
# The clock counts instructions: what a spin adds to its 100 or 1000 us
# (the calls, the clock reads, the last turn, a tick) is a few us in this
# kernel, and no host delay can add more.
ok "min duration: 100 us, 10 us more at most ($(ns tcts_delay 'min duration'))" \
	within tcts_delay "min duration" 100 110
ok "max duration: 1000 us, 10 us more at most ($(ns tcts_delay 'max duration'))" \
	within tcts_delay "max duration" 1000 1010
ok "mean duration: 280 us, 10 us more at most ($(ns tcts_delay 'mean duration'))" \
	within tcts_delay "mean duration" 280 290
is "$(place tcts_delay | sed -n 's/^quantiles (ns): *p50:\([0-9]*\) .*/\1/p')" 131071 \
	"the median's bound: the top of the bucket of 100 us, [65536, 131072) ns"
# HZ=250: a timer of n jiffies fires on a tick from n to n + 1 jiffies
# away (4 ms each), and the timer wheel may round it up by one more: a wait
# of 2 jiffies takes 4 to 12 ms, three sleeps of 1 jiffy 8 to 28 ms (3 x
# 2 jiffies, and the loop).  Both are counted in units of 1024 ns.
for f in tcts_wait_event tcts_wait_loop; do
	max=$(place $f | sed -n 's/^quantiles (ns): *p50:\([0-9]*\) .*/\1/p')
	is "$(place $f | sed -n 's/^count: *//p') $((max % 1024))" "1 0" \
		"$f: one wait, a whole number of 1024 ns units ($max ns)"
done
ok "wait_event_timeout(2): 4 to 12 ms" within tcts_wait_event "max duration" 4000 12000
ok "three sleeps of a jiffy: 8 to 28 ms" within tcts_wait_loop "max duration" 8000 28000
# What a wait and a timed event cost, in instructions (10,000 of each, in
# the test module): on, then off.
cost=/sys/kernel/debug/test_codetag_time_stats/cost
on_cost=$(cat $cost | tr '\n' ' ')
ok "switched off" sh -c "echo 0 >$on"
off_cost=$(cat $cost | tr '\n' ' ')
echo "# instructions per call, tracking on: $on_cost; off: $off_cost"
set -- $on_cost $off_cost
ok "a wait costs more with tracking on ($2 > $6)" [ "$2" -gt "$6" ]
ok "so does a timed event ($4 > $8)" [ "$4" -gt "$8" ]
ok "rmmod" rmmod test_codetag_time_stats
done_testing
