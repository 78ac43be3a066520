#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# time-stats: switch latency tracking on, time the test module's places
# and a pipe's reader, list them.
ctl=/sys/kernel/debug/time_stats
on=/sys/module/codetag_time_stats/parameters/enabled
insmod /modules/test_codetag_time_stats.ko
echo "# echo 1 > $on; echo 1 > /sys/kernel/debug/test_codetag_time_stats/run"
echo 1 >$on
echo 1 >/sys/kernel/debug/test_codetag_time_stats/run
(sleep 0.2; echo x) | cat >/dev/null
echo "# the test module's places (spins of 4 x 100 us and 1000 us, and two waits):"
awk '/module:test_codetag_time_stats /, /^$/' $ctl
echo "# a pipe's reader waiting for its writer, in fs/pipe.c:"
awk '/^fs\/pipe.c:.* func:pipe_read$/, /^$/' $ctl
echo "# the places of the kernel that counted waits: $(grep -c '^[a-z].*:[0-9]* module:' $ctl)"
echo 0 >$on
rmmod test_codetag_time_stats
