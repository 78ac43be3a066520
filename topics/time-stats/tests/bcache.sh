#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# bcache on lib/time_stats: a cache and a backing device on RAM disks,
# I/O through /dev/bcache0, garbage collection triggered; the 16
# statistics files of 6.1 keep their names and their format (an integer,
# -1 for "never" in the last_* files), and the figures of the events
# that happened moved.
. /lib/tap.sh

ok "brd: two RAM disks of 64 MiB" insmod /modules/brd.ko rd_nr=2 rd_size=65536
ok "bcache loads (and crc64, which it needs)" sh -c "insmod /modules/crc64.ko && insmod /modules/bcache.ko"
ok "make-bcache: a cache on ram0 (buckets of 32 KiB: 2048), a backing device on ram1" \
	sh -c "make-bcache --bucket 32k -C /dev/ram0 -B /dev/ram1 >/dev/null"
ok "both registered" sh -c "echo /dev/ram0 >/sys/fs/bcache/register &&
	echo /dev/ram1 >/sys/fs/bcache/register"
wait_until 50 test -b /dev/bcache0
ok "/dev/bcache0 is there" test -b /dev/bcache0
cset=$(ls -d /sys/fs/bcache/*-*-*-*-* 2>/dev/null | head -n 1)
in=$cset/internal
# stats: "name value" of each of the 16 files.
stats() {
	for f in $(ls $in | grep -E '^btree_(gc|split|sort|read)_(average|max|last)_'); do
		echo "$f $(cat $in/$f)"
	done
}
value() { cat $in/$1; }

is "$(stats | cut -d' ' -f1 | tr '\n' ' ')" \
"btree_gc_average_duration_ms btree_gc_average_frequency_sec btree_gc_last_sec btree_gc_max_duration_ms \
btree_read_average_duration_us btree_read_average_frequency_ms btree_read_last_ms btree_read_max_duration_us \
btree_sort_average_duration_us btree_sort_average_frequency_ms btree_sort_last_ms btree_sort_max_duration_us \
btree_split_average_duration_us btree_split_average_frequency_sec btree_split_last_sec btree_split_max_duration_us " \
	"the 16 statistics files of 6.1, by their names"
stats | sed 's/^/# registered: /'
is "$(stats | grep -cvE '^btree_[a-z]+_[a-z_]+ -?[0-9]+$')" 0 "each file holds an integer"
is "$(stats | grep _last_ | cut -d' ' -f2 | tr '\n' ' ')" "-1 -1 -1 -1 " \
	"no event yet: each last_* file reads -1"

ok "32 MiB written through /dev/bcache0" dd if=/dev/urandom of=/dev/bcache0 bs=1M count=32 conv=fsync
ok "and read back" dd if=/dev/bcache0 of=/dev/null bs=1M count=32
stats | sed 's/^/# after I\/O: /'
sleep 2
gc=$(value btree_gc_last_sec)
ok "no garbage collection ended in the last second (last: $gc)" [ "$gc" != 0 ]
ok "garbage collection triggered" sh -c "echo 1 >$in/trigger_gc"
# Between collections btree_gc_last_sec only grows: a value below the one
# read before the trigger (or any, if none had ended) means a collection
# ended since.  Polled with the shell's read, which does not fork, so
# that each try is short against the seconds that count.
last=$(i=0; while [ $i -lt 100 ]; do
	read -r v <$in/btree_gc_last_sec
	[ "$v" -ge 0 ] && { [ "$gc" = -1 ] || [ "$v" -lt "$gc" ]; } && break
	i=$((i + 1)); sleep 0.1; done; echo "$v")
ok "a garbage collection ended after the trigger: btree_gc_last_sec $gc, then $last" \
	sh -c "[ $last -ge 0 ] && { [ $gc = -1 ] || [ $last -lt $gc ]; }"
stats | sed 's/^/# after gc: /'
is "$(stats | grep -cvE '^btree_[a-z]+_[a-z_]+ -?[0-9]+$')" 0 "each file holds an integer"
# The I/O started a garbage collection more than a second before the
# triggered one: the average time between the two is a second or more.
ok "the time between collections was counted: $(value btree_gc_average_frequency_sec) s" \
	[ "$(value btree_gc_average_frequency_sec)" -ge 1 ]

ok "the backing device stopped" sh -c "echo 1 >/sys/block/bcache0/bcache/stop"
ok "the cache set stopped" sh -c "echo 1 >$cset/stop"
wait_until 50 sh -c "! test -d $cset"
ok "the cache set is gone" sh -c "! test -d $cset"
done_testing
