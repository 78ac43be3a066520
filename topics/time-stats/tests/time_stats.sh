#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Latency tracking by place: off at boot, the test module's places listed
# with their counts and durations once switched on, reset by query, bad
# commands and values refused with nothing changed, root only, nothing
# counted when off, gone with the module.  Timing is not exact in this
# boot (the ts-icount boot checks exact figures): durations are checked
# against what they cannot be less than.
. /lib/tap.sh
ctl=/sys/kernel/debug/time_stats
on=/sys/module/codetag_time_stats/parameters/enabled
mod=/modules/test_codetag_time_stats.ko
run=/sys/kernel/debug/test_codetag_time_stats/run
src=lib/test_codetag_time_stats.c

# record TEXT: the record (header line first) of the place whose header
# holds TEXT; place FUNC: the module's place in FUNC; at LINE: the
# module's place at LINE.
record() { awk -v f="$1" 'index($0, f) { p = 1 } p && /^$/ { exit } p' $ctl; }
place() { record "module:test_codetag_time_stats func:$1"; }
at() { record "$src:$1 "; }
# to_ns: "N unit" on stdin, in ns.
to_ns() {
	awk '{ m["ns"] = 1; m["us"] = 1000; m["ms"] = 1000000
		m["s"] = 1000000000; print $1 * m[$2] }'
}
# field FUNC KEY: the value of KEY (e.g. "count") at the place in FUNC;
# ns FUNC KEY, at_ns LINE KEY: a duration of a place, in ns.
field() { place "$1" | sed -n "s/^$2: *//p"; }
ns() { field "$1" "$2" | to_ns; }
at_ns() { at "$1" | sed -n "s/^$2: *//p" | to_ns; }
ge() { [ "$1" -ge "$2" ]; }
lt() { [ "$1" -lt "$2" ]; }
# places: the functions of the module's listed places, sorted.
places() {
	grep "module:test_codetag_time_stats " $ctl | sed 's/.* func://' | sort | tr '\n' ' '
}
cmd() { echo "$*" >$ctl; }

is "$(stat -c %a $ctl)" 600 "$ctl is root's only"
is "$(stat -c %a $on)" 600 "$on is root's only"
is "$(cat $on)" N "latency tracking is off at boot"
ok "test_codetag_time_stats loads" insmod $mod
ok "a round while off" sh -c "echo 1 >$run"
is "$(places)" "" "off: no place of the module is listed"

ok "switched on" sh -c "echo 1 >$on"
is "$(cat $on)" Y "the parameter reads Y"
ok "a round" sh -c "echo 1 >$run"
place tcts_delay | sed 's/^/# /'
is "$(places)" "tcts_delay tcts_nothing tcts_wait_event tcts_wait_loop tcts_wait_reuse tcts_wait_reuse " \
	"the six places reached are listed, the one never reached is not"
is "$(place tcts_delay | head -n 1)" \
	"$src:38 module:test_codetag_time_stats func:tcts_delay" \
	"a place is named by file, line, module and function"
is "$(place tcts_delay | sed 's/:.*//' | tr '\n' ' ')" \
	"$src count rate mean interval mean duration min duration max duration recent duration recent deviation recent interval quantiles (ns) " \
	"a place's record: its name, then the figures in order"
is "$(field tcts_delay count)" 5 "tcts_delay: 5 events"
is "$(field tcts_nothing count)" 1 "tcts_nothing: 1 event"
is "$(field tcts_nothing rate)" - "one event has no rate"
ok "tcts_delay: min duration >= 100 us ($(ns tcts_delay 'min duration'))" \
	ge "$(ns tcts_delay 'min duration')" 100000
ok "tcts_delay: max duration >= 1000 us ($(ns tcts_delay 'max duration'))" \
	ge "$(ns tcts_delay 'max duration')" 1000000
ok "tcts_delay: mean duration >= 280 us ($(ns tcts_delay 'mean duration'))" \
	ge "$(ns tcts_delay 'mean duration')" 280000
is "$(place tcts_wait_event | head -n 1)" \
	"$src:58 module:test_codetag_time_stats func:tcts_wait_event" \
	"a wait_event() is a place of its own, at its line"
is "$(field tcts_wait_event count) $(field tcts_wait_loop count)" "1 1" \
	"one wait each; the loop's three sleeps are one wait"
# HZ=250: a wait of 2 jiffies lasts more than one (4 ms); the loop's
# sleeps until the next tick, more than two.
ok "wait_event_timeout(2): >= 4 ms ($(ns tcts_wait_event 'min duration'))" \
	ge "$(ns tcts_wait_event 'min duration')" 4000000
ok "three sleeps of a jiffy: >= 8 ms ($(ns tcts_wait_loop 'min duration'))" \
	ge "$(ns tcts_wait_loop 'min duration')" 8000000
# One entry, two waits (lines 83 and 86): the second did not sleep, and is
# timed from its own start, not from the first's, so it took less than
# the first.  (Not "under 1 ms": on a guest as slow as the debug kernel,
# local_clock() can advance by whole ticks, and every duration there
# came out a multiple of 4 ms.)
is "$(at 83 | sed -n 's/^count: *//p') $(at 86 | sed -n 's/^count: *//p')" "1 1" \
	"an entry used for two waits: one wait counted at each finish_wait()"
first=$(at_ns 83 'max duration') second=$(at_ns 86 'max duration')
ok "the first slept 2 jiffies: >= 4 ms ($first)" ge "$first" 4000000
ok "the second, which did not sleep, took less ($second)" lt "$second" "$first"

ok "a pipe's reader waits for its writer" sh -c "(sleep 0.2; echo x) | cat >/dev/null"
ok "fs/pipe.c's pipe_read() has a place listed, with waits counted" \
	sh -c "grep -A1 '^fs/pipe.c:[0-9]* module:pipe func:pipe_read\$' $ctl | grep -q '^count: *[1-9]'"
ok "two rounds more" sh -c "echo 2 >$run"
is "$(field tcts_delay count) $(field tcts_nothing count) $(field tcts_wait_loop count)" "15 3 3" \
	"counts 15, 3 and 3"

before=$(grep -A10 "module:test_codetag_time_stats " $ctl)
fails "Invalid argument" "a command that is not one is refused" cmd bogus
fails "Invalid argument" "reset takes nothing after it" cmd reset now
fails "Invalid argument" "a query with a bad line range is refused" cmd line 5-3 reset
fails "Invalid argument" "a query without a command is refused" cmd func tcts_delay
fails "No such file or directory" "a query selecting nothing is refused" cmd func nosuch reset
printf 'reset\001' >/tmp/ctlbyte
fails "Invalid argument" "control bytes are refused" dd if=/tmp/ctlbyte of=$ctl bs=64
fails "Invalid argument" "2 is not a value of the switch" sh -c "echo 2 >$on"
fails "Invalid argument" "nor is yes" sh -c "echo yes >$on"
is "$(cat $on)" Y "the switch is still on"
is "$(grep -A10 "module:test_codetag_time_stats " $ctl)" "$before" \
	"the refused writes changed nothing"
fails "Permission denied" "a user cannot reset" with_debugfs_open as_nobody "echo reset >$ctl"
fails "Permission denied" "a user cannot read the statistics" with_debugfs_open as_nobody "cat $ctl"
fails "Permission denied" "a user cannot switch it" as_nobody "echo 0 >$on"

ok "func tcts_nothing reset" cmd func tcts_nothing reset
is "$(places)" "tcts_delay tcts_wait_event tcts_wait_loop tcts_wait_reuse tcts_wait_reuse " \
	"the reset place left the listing, the others stayed"
is "$(field tcts_delay count)" 15 "tcts_delay still counts 15"
ok "a round" sh -c "echo 1 >$run"
is "$(field tcts_delay count) $(field tcts_nothing count)" "20 1" \
	"the reset place counts again from 0"

ok "switched off" sh -c "echo 0 >$on"
ok "a round while off" sh -c "echo 1 >$run"
is "$(field tcts_delay count) $(field tcts_nothing count)" "20 1" "off: nothing counted"
ok "file $src line 1-42 reset" cmd file $src line 1-42 reset
is "$(places)" "tcts_nothing tcts_wait_event tcts_wait_loop tcts_wait_reuse tcts_wait_reuse " \
	"line 1-42 selected tcts_delay (line 38) only"
ok "module test_codetag_time_stats reset" cmd module test_codetag_time_stats reset
is "$(places)" "" "the module reset: none of its places listed"
ok "switched on again" sh -c "echo 1 >$on"
ok "a round" sh -c "echo 1 >$run"
ok "rmmod test_codetag_time_stats" rmmod test_codetag_time_stats
is "$(places)" "" "the module's places went with it"
ok "the listing reads to its end" sh -c "cat $ctl >/dev/null"
ok "reset, with no query, resets every place" cmd reset
ok "switched off" sh -c "echo 0 >$on"
done_testing
