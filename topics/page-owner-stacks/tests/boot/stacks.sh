#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# page_owner_stacks, booted with page_owner=on: the base pages the stacks
# of test_page_owner_stacks's functions hold, exactly, under each way a
# block is freed; migration; the threshold and its bad writes; root only;
# page_owner_sort --stacks.
. /lib/tap.sh
d=/sys/kernel/debug
stacks=$d/page_owner_stacks
threshold=$d/page_owner_threshold
ctl=$d/test_page_owner_stacks
mkdir -p /tmp

# held FUNC [FILE]: the base pages the listed stacks through FUNC hold.
held() {
	awk -v f=" $1+" 'index($0, f) == 1 { hit = 1 }
		/^stack count: / { if (hit) n += $3; hit = 0 }
		END { print n + 0 }' "${2:-$stacks}"
}
# nstacks FUNC: how many listed stacks go through FUNC.
nstacks() { grep -c "^ $1+" $stacks; }
run() { echo "$*" >$ctl; }

is "$(stat -c %a $stacks) $(stat -c %a $threshold)" "400 600" \
	"page_owner_stacks is 0400, page_owner_threshold 0600"
is "$(cat $threshold)" 0 "the threshold is 0 at boot"
ok "test_page_owner_stacks loads" insmod /modules/test_page_owner_stacks.ko

run alloc 100
is "$(held tpos_alloc_pages) $(nstacks tpos_alloc_pages)" "100 1" \
	"100 order-0 pages: one stack, stack count 100"
run free 30
is "$(held tpos_alloc_pages)" 70 "30 freed by the task that allocated them: 70"
run free_async 20
is "$(held tpos_alloc_pages)" 50 "20 freed by a work item (another task): 50"
run exact 5
is "$(held tpos_alloc_exact)" 5 \
	"alloc_pages_exact() of 5 pages (an order-3 block, 3 pages freed at once): 5"
run split 3 3
is "$(held tpos_alloc_split)" 5 "an order-3 block split, 3 of its pages freed: 5"
run compound 2
is "$(held tpos_alloc_compound)" 4 "an order-2 compound page: 4"

# The threshold hides the stacks holding fewer pages.
echo 51 >$threshold
is "$(held tpos_alloc_pages)" 0 "threshold 51: the stack holding 50 is not listed"
is "$(awk '/^stack count: / && $3 < 51' $stacks)" "" "threshold 51: every listed stack holds 51 or more"
echo 50 >$threshold
is "$(held tpos_alloc_pages)" 50 "threshold 50: it is listed"
# (busybox's printf reports no write error: echo does.)
for bad in abc -1 '\n' 0x10 '1 2' '5 ' 5x "$(printf '%033d' 1)"; do
	fails "Invalid argument" "threshold '$bad' is refused" sh -c "echo -ne '$bad' >$threshold"
done
fails "out of range" "threshold 2^64 is refused" sh -c "echo 18446744073709551616 >$threshold"
is "$(cat $threshold)" 50 "after the refused writes the threshold is still 50"
echo 0 >$threshold
# 10,000 generated writes (ctlfuzz, fixed seed: the same writes every
# run): each refused one leaves the threshold as it was, each accepted one
# leaves a number (and 0 is written back).
ok "10000 writes to $threshold: refused ones change nothing, accepted ones leave a number" \
	ctlfuzz -n 10000 -s 20261205 -v '^[0-9]+[[:space:]]*$' -r 0 $threshold \
	0 1 50 -1 +5 0x10 9223372036854775807 9223372036854775808

run release
is "$(held tpos_alloc_pages) $(held tpos_alloc_exact) $(held tpos_alloc_split) $(held tpos_alloc_compound)" \
	"0 0 0 0" "everything freed: none of the four stacks holds a page"
is "$(nstacks 'tpos_alloc_[a-z]*')" 0 "... and none is listed"

# Migration: tmpfs files written (write(2): shmem_write_begin) in turns
# with files of fallocate(2), which are deleted, then memory compacted:
# each migrated page keeps its owner's stack, and the pages compaction
# allocates to migrate into are not counted for compaction.  (Frees of
# the deleted files' pages may come late: their stack is another.)
mkdir -p /mnt/po && mount -t tmpfs -o size=256m tmpfs /mnt/po
i=0
while [ $i -lt 40 ]; do
	dd if=/dev/zero of=/mnt/po/keep$i bs=64k count=16 2>/dev/null
	fallocate -l 1048576 /mnt/po/drop$i
	i=$((i + 1))
done
rm -f /mnt/po/drop*
before=$(held shmem_write_begin)
echo 1 >/proc/sys/vm/compact_memory
is "$(held shmem_write_begin)" "$before" "the tmpfs pages' stacks hold as many pages as before"
is "$(held compaction_alloc)" 0 "compaction's own allocations hold none"
# Which pages moved: page_owner's records (separated by empty lines) of
# pages written by shmem_write_begin and migrated by compaction; and what
# a user reads for the same answer, with and without this series.
# (No file written here: a deleted tmpfs file's pages may be freed late.
# cat, as page_owner fails a read too small for a record.)
set -- $(cat $d/page_owner | awk '{ bytes += length($0) + 1 } /^Page allocated/ { records++ }
	/^$/ { n += s && m; s = m = 0 } / shmem_write_begin\+/ { s = 1 }
	/migrate reason: compaction/ { m = 1 }
	END { print n + (s && m), bytes, records }')
moved=$1 bytes=$2 records=$3
echo "# compaction migrated $moved pages written by shmem_write_begin" >&2
ok "compaction migrated pages of the tmpfs files" test "$moved" -gt 0
echo "# page_owner: $bytes bytes, $records records;" \
	"page_owner_stacks: $(wc -c <$stacks) bytes, $(grep -c '^stack count: ' $stacks) stacks" >&2
umount /mnt/po

# A transparent huge page of tmpfs migrated, then split and freed in part:
# each of its pages keeps the owner's record and gives its count back.
mkdir -p /mnt/thp && mount -t tmpfs -o size=64m,huge=always tmpfs /mnt/thp
dd if=/dev/zero of=/mnt/thp/f bs=1M count=4 2>/dev/null
is "$(awk '$1 == "ShmemHugePages:" { print $2 }' /proc/meminfo)" 4096 \
	"a 4 MiB file on tmpfs with huge=always is two huge pages"
owner=$(held shmem_write_begin)
run migrate /mnt/thp/f
is "$(held tpos_alloc_contig)" 512 \
	"alloc_contig_range() takes the 512 pages of the first: they count for the module"
is "$(held shmem_write_begin)" "$owner" "the huge page migrated: its owner's stacks hold as many pages"
is "$(held alloc_migration_target)" 0 "the migration's own allocation holds none"
truncate -s $((100 * 4096)) /mnt/thp/f
is "$(held shmem_write_begin)" "$((owner - 924))" \
	"truncated to 100 pages: the 924 pages freed from the split huge pages come off the owner's count"
run release
is "$(held tpos_alloc_contig)" 0 "the module's 512 pages freed"
umount /mnt/thp

# Root only: with debugfs opened to all, the files' modes stop others.
fails "Permission denied" "an unprivileged user cannot read page_owner_stacks" \
	with_debugfs_open as_nobody cat $stacks
fails "Permission denied" "an unprivileged user cannot set the threshold" \
	with_debugfs_open as_nobody "echo 1 >$threshold"
ok "1000 generated writes as uid 1000: every one refused, nothing changed" \
	with_debugfs_open ctlfuzz -n 1000 -s 20261205 -u 1000 $threshold 0 1 50
is "$(cat $threshold)" 0 "the threshold is unchanged"

# page_owner_sort --stacks sorts a snapshot by pages held, most first.
run alloc 50
cat $stacks >/tmp/stacks
ok "page_owner_sort --stacks reads page_owner_stacks" \
	page_owner_sort --stacks /tmp/stacks /tmp/sorted
is "$(sed -n 's/ pages:$//p' /tmp/sorted | tr '\n' ' ')" \
	"$(awk '/^stack count: / { print $3 }' /tmp/stacks | sort -rn | tr '\n' ' ')" \
	"its stacks are those of the file, by pages held, most first"
is "$(awk '/ pages:$/ { n = $1 } / tpos_alloc_pages\+/ { print n }' /tmp/sorted)" 50 \
	"the module's stack is there with its 50 pages"
run release
is "$(held tpos_alloc_pages)" 0 "released: its stack holds none"
ok "test_page_owner_stacks unloads" rmmod test_page_owner_stacks
done_testing
