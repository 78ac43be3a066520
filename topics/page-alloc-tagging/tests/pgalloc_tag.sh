#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# /sys/kernel/debug/alloc_tags: a module's page allocations at known lines
# show up with exact sizes and counts and go away when freed, also when the
# module went away first; the listing reads the same with any buffer size.
. /lib/tap.sh
tags=/sys/kernel/debug/alloc_tags
mod=/modules/test_pgalloc_tag.ko
holder=/modules/test_pgalloc_tag_holder.ko
block="lib/test_pgalloc_tag.c:23 module:test_pgalloc_tag func:alloc_block"
single="lib/test_pgalloc_tag.c:28 module:test_pgalloc_tag func:alloc_single"

# mine: the test module's lines, white space squeezed, in line order.
mine() { grep "module:test_pgalloc_tag " "$tags" | tr -s ' ' | sed 's/^ //' | sort -k3; }
line_re='^ *[0-9.]+[KMGTPE]?i?B +[0-9]+ [^ ]+:[0-9]+ module:[^ ]+ func:[^ ]+( \(unloaded\))?$'

ok "alloc_tags is in debugfs" test -r "$tags"
is "$(grep -cvE "$line_re" "$tags")" 0 "every line is '<size> <calls> <file>:<line> module:<m> func:<f>'"
ok "the page allocator's callers are listed" grep -q " func:" "$tags"
is "$(mine)" "" "no test module lines before loading"

ok "the holder module loads" insmod "$holder"
ok "test_pgalloc_tag loads: 5 blocks of order 2, 5 pages" insmod "$mod" order=2 count=5
is "$(mine)" "80.0KiB 5 $block
20.0KiB 5 $single" "exactly 5 calls / 80 KiB and 5 calls / 20 KiB at their lines"

# /proc/allocinfo: the same tags in upstream's format, exact bytes.
info=/proc/allocinfo
is "$(head -n 2 $info)" "allocinfo - version: 1.0
#     <size>  <calls> <tag info>" "/proc/allocinfo starts with its version and comment lines"
is "$(tail -n +3 $info | grep -cvE '^ *-?[0-9]+ +-?[0-9]+ [^ ]+:[0-9]+ (\[[^ ]+\] )?func:[^ ]+$')" 0 \
	"then every line is '<bytes> <calls> <file>:<line> [<module>] func:<f>'"
is "$(grep -F '[test_pgalloc_tag]' $info | tr -s ' ' | sed 's/^ //' | sort -k3)" \
	"81920 5 lib/test_pgalloc_tag.c:23 [test_pgalloc_tag] func:alloc_block
20480 5 lib/test_pgalloc_tag.c:28 [test_pgalloc_tag] func:alloc_single" \
	"the module's lines in bytes, its name in brackets"
is "$(grep -c 'func:' $info)" "$(grep -c . $tags)" "as many call sites as alloc_tags"
ok "built-in call sites name no module" grep -qE ' mm/[^ ]+:[0-9]+ func:' $info
fails "Permission denied" "non-root cannot read /proc/allocinfo" as_nobody cat $info

# The same tags, in the same order, whatever the read size; the module's
# own lines (nothing else allocates there) are identical too.
for bs in 1 4096 1M; do
	dd if="$tags" bs=$bs 2>/dev/null >/tmp/tags.$bs
done
cols() { awk '{ print $3, $4, $5, $6 }' "$1"; }
is "$(cols /tmp/tags.1 | md5sum)" "$(cols /tmp/tags.1M | md5sum)" "1-byte reads list the same tags as 1 MiB reads"
is "$(cols /tmp/tags.4096 | md5sum)" "$(cols /tmp/tags.1M | md5sum)" "4 KiB reads list the same tags as 1 MiB reads"
is "$(grep -c . /tmp/tags.1)" "$(grep -c . /tmp/tags.1M)" "as many lines either way"
is "$(grep test_pgalloc_tag /tmp/tags.1 | md5sum)" "$(grep test_pgalloc_tag /tmp/tags.1M | md5sum)" \
	"the module's lines read the same byte for byte"

ok "test_pgalloc_tag unloads" rmmod test_pgalloc_tag
is "$(mine)" "" "its lines are gone with its pages"

ok "bad parameters are refused" sh -c "! insmod $mod order=99"
is "$(mine)" "" "and leave no lines"

# 4 blocks of 4 MiB, among the largest (on a debug kernel the slab pages
# are larger): sort -hr orders every line by its size in bytes, the
# 16 MiB call site among them.  (GNU sort: busybox's has no -h.)
ok "test_pgalloc_tag loads: 4 blocks of order 10" insmod "$mod" order=10 count=4
order=$(/usr/bin/sort -hr "$tags" | awk -v want="16.0MiB 4 $block" '
	function bytes(s, n) {
		n = s + 0
		if (s ~ /KiB$/) n *= 1024
		else if (s ~ /MiB$/) n *= 1048576
		else if (s ~ /GiB$/) n *= 1073741824
		return n
	}
	{ v = bytes($1); if (NR > 1 && v > last) bad++; last = v; $1 = $1; if ($0 == want) found = 1 }
	END { print (found ? "found" : "missing"), bad + 0, "out of order" }')
is "$order" "found 0 out of order" "sort -hr orders every line by size, the 16 MiB call site among them"
/usr/bin/sort -hr "$tags" | head -10 | sed 's/^/# /'
ok "test_pgalloc_tag unloads" rmmod test_pgalloc_tag

# Pages outliving their module: its tags stay, marked, and still count.
ok "test_pgalloc_tag loads with handoff=1" insmod "$mod" order=1 count=3 handoff=1
ok "test_pgalloc_tag unloads, leaving its pages to the holder" rmmod test_pgalloc_tag
ok "the kernel says why it keeps the module" sh -c "dmesg | grep -q 'test_pgalloc_tag: code tags still in use'"
is "$(mine)" "24.0KiB 3 $block (unloaded)
12.0KiB 3 $single (unloaded)" "the pages stay charged to the unloaded module's tags"
ok "test_pgalloc_tag loads again" insmod "$mod"
is "$(mine | grep -v unloaded)" "4.00KiB 1 $block
4.00KiB 1 $single" "the new instance has tags of its own"
ok "test_pgalloc_tag unloads again" rmmod test_pgalloc_tag
is "$(mine | grep -c unloaded)" 2 "only the unloaded tags are left"
ok "the holder frees the pages" rmmod test_pgalloc_tag_holder
# The kept module is looked at again every 5 seconds; its memory is freed
# after an RCU grace period.
none_kept() { [ -z "$(mine)" ]; }
wait_until 150 none_kept
is "$(mine)" "" "which takes their charge back: the kept tags go, within seconds"
freed() { dmesg | grep -q 'test_pgalloc_tag: code tags no longer in use, freeing the module'; }
wait_until 100 freed
ok "and the kept module's memory is freed" freed

# A transparent huge page: tmpfs mounted huge=always takes its pages from
# vma_alloc_folio().  Truncation splits it: each page is then charged as
# an allocation of its own (the bytes stay), and the pages truncated away
# take their share back.
thp() { grep ' mm/shmem.c:[0-9]* func:shmem_alloc_hugefolio$' $info |
	awk '{ print $1, $2 }'; }
# Wait up to 5 s for $(thp) to read $1 (truncated pages go back in batches).
thp_becomes() {
	for i in $(seq 50); do
		[ "$(thp)" = "$1" ] && return
		sleep 0.1
	done
}
mkdir -p /mnt/huge
ok "a tmpfs with huge=always mounts" mount -t tmpfs -o huge=always,size=8M none /mnt/huge
is "$(thp)" "0 0" "shmem's huge page call site has nothing charged"
ok "a 2 MiB file is written to it" dd if=/dev/zero of=/mnt/huge/f bs=1M count=2 2>/dev/null
is "$(awk '/^ShmemHugePages:/ { print $2 }' /proc/meminfo)" 2048 "in one transparent huge page" ||
	grep '^thp_file' /proc/vmstat | sed 's/^/# /'
is "$(thp)" "2097152 1" "1 call and 2 MiB are charged to shmem_alloc_hugefolio"
ok "the file is truncated to 1 MiB, which splits the huge page" truncate -s 1M /mnt/huge/f
is "$(awk '/^ShmemHugePages:/ { print $2 }' /proc/meminfo)" 0 "no huge page is left"
thp_becomes "1048576 256"
is "$(thp)" "1048576 256" "256 pages of 4 KiB are left charged, one call each"
ok "the file is removed" rm /mnt/huge/f
thp_becomes "0 0"
is "$(thp)" "0 0" "which takes the rest back"
ok "the tmpfs unmounts" umount /mnt/huge

# hugetlb's pool takes its huge pages from the page allocator and gives
# them back; the kept huge page frees as one compound block.
huge() { grep ' mm/hugetlb.c:[0-9]* func:alloc_buddy_huge_page$' $info |
	awk '{ print $1, $2 }'; }
nr=/proc/sys/vm/nr_hugepages
is "$(huge)" "0 0" "hugetlb's pool has no pages charged"
ok "4 huge pages go into the pool" sh -c "echo 4 >$nr && test \$(cat $nr) = 4"
is "$(huge)" "$((4 * 2 * 1024 * 1024)) 4" "4 calls and 8 MiB are charged to alloc_buddy_huge_page"
ok "the pool is emptied" sh -c "echo 0 >$nr && test \$(cat $nr) = 0"
is "$(huge)" "0 0" "which takes the charge back"

fails "Permission denied" "non-root cannot read alloc_tags" as_nobody cat "$tags"
fails "" "alloc_tags cannot be written" sh -c "echo 1 >$tags"

# The run-time switch: bad writes change nothing; while off nothing is
# charged, but frees still take back what was charged before.
sw=/proc/sys/vm/alloc_tagging
# The loaded module's lines (a kept one's would be marked unloaded).
live() { mine | grep -v "(unloaded)"; }
is "$(cat $sw)" 1 "tagging is on from boot (ALLOC_TAGGING_DEFAULT_ON)"
fails "Invalid argument" "writing 2 is refused" sh -c "echo 2 >$sw"
fails "Invalid argument" "writing a word is refused" sh -c "echo off >$sw"
fails "Permission denied" "non-root cannot switch it off" as_nobody "echo 0 >$sw"
is "$(cat $sw)" 1 "and tagging stays on"
ok "the holder module loads again (test_pgalloc_tag needs it)" insmod "$holder"
ok "test_pgalloc_tag loads: 5 blocks of order 2, 5 pages" insmod "$mod" order=2 count=5
ok "root switches tagging off" sh -c "echo 0 >$sw"
is "$(cat $sw)" 0 "the switch reads 0"
ok "test_pgalloc_tag unloads" rmmod test_pgalloc_tag
is "$(live)" "" "frees while off take the charge back: the lines are gone"
ok "test_pgalloc_tag loads while off" insmod "$mod" order=2 count=5
is "$(live)" "0B 0 $block
0B 0 $single" "nothing is charged while off"
ok "root switches tagging on" sh -c "echo 1 >$sw"
ok "test_pgalloc_tag unloads" rmmod test_pgalloc_tag
is "$(live)" "" "freeing what was allocated while off takes nothing back"
ok "test_pgalloc_tag loads with tagging on again" insmod "$mod" order=2 count=5
is "$(live)" "80.0KiB 5 $block
20.0KiB 5 $single" "exact counts again"
ok "test_pgalloc_tag unloads" rmmod test_pgalloc_tag
ok "the holder unloads" rmmod test_pgalloc_tag_holder
done_testing
