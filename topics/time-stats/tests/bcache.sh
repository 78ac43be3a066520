#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# bcache on lib/time_stats: a cache and a backing device on RAM disks,
# I/O through /dev/bcache0, garbage collection triggered; the 16
# statistics files of 6.1 keep their names and their format (an integer,
# -1 for "never" in the last_* files), and the figures of the events
# that happened moved.
. /lib/tap.sh

ok "brd: two RAM disks of 64 MiB" insmod /modules/brd.ko rd_nr=2 rd_size=65536
ok "bcache loads" insmod /modules/bcache.ko
ok "make-bcache: a cache on ram0, a backing device on ram1" \
	sh -c "make-bcache -C /dev/ram0 -B /dev/ram1 >/dev/null"
ok "both registered" sh -c "echo /dev/ram0 >/sys/fs/bcache/register &&
	echo /dev/ram1 >/sys/fs/bcache/register"
wait_until 50 test -b /dev/bcache0
ok "/dev/bcache0 is there" test -b /dev/bcache0
set=$(ls -d /sys/fs/bcache/*-*-*-*-* 2>/dev/null | head -n 1)
in=$set/internal
stats() { for f in $in/btree_*_[al]*; do echo "$(basename $f) $(cat $f)"; done; }
value() { cat $in/$1; }

is "$(cd $in && ls -d btree_* | grep -e average_ -e max_duration -e _last_ | tr '\n' ' ')" \
"btree_gc_average_duration_ms btree_gc_average_frequency_sec btree_gc_last_sec btree_gc_max_duration_ms \
btree_read_average_duration_us btree_read_average_frequency_ms btree_read_last_ms btree_read_max_duration_us \
btree_sort_average_duration_us btree_sort_average_frequency_ms btree_sort_last_ms btree_sort_max_duration_us \
btree_split_average_duration_us btree_split_average_frequency_sec btree_split_last_sec btree_split_max_duration_us " \
	"the 16 statistics files of 6.1, by their names"
stats | sed 's/^/# before: /'

ok "32 MiB written through /dev/bcache0" dd if=/dev/urandom of=/dev/bcache0 bs=1M count=32 conv=fsync
ok "and read back" dd if=/dev/bcache0 of=/dev/null bs=1M count=32
ok "garbage collection triggered" sh -c "echo 1 >$in/trigger_gc"
wait_until 50 sh -c "[ \$(cat $in/btree_gc_last_sec) != -1 ]"
stats | sed 's/^/# after: /'
is "$(stats | grep -cvE '^btree_[a-z]+_[a-z_]+ -?[0-9]+$')" 0 "each file holds an integer"
is "$(value btree_gc_last_sec)" 0 "garbage collection ran less than a second ago"
ok "it was timed: btree_gc_max_duration_ms >= average" \
	[ "$(value btree_gc_max_duration_ms)" -ge "$(value btree_gc_average_duration_ms)" ]
ok "the sorts of the inserts were timed" [ "$(value btree_sort_last_ms)" != -1 ]
ok "their longest lasted at least their average" \
	[ "$(value btree_sort_max_duration_us)" -ge "$(value btree_sort_average_duration_us)" ]

ok "the backing device stopped" sh -c "echo 1 >/sys/block/bcache0/bcache/stop"
ok "the cache set stopped" sh -c "echo 1 >$set/stop"
wait_until 50 sh -c "! test -d $set"
ok "the cache set is gone" sh -c "! test -d $set"
done_testing
