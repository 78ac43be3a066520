#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Module churn: test_pgalloc_tag loaded and unloaded 1,000 times, every
# 10th instance leaving its pages to the holder module.  Each instance has
# tags of its own: a live one's lines go with it; a kept one's stay listed
# "(unloaded)" with exactly its pages, and go, with the module's memory,
# once the holder frees them.
. /lib/tap.sh
tags=/sys/kernel/debug/alloc_tags
mod=/modules/test_pgalloc_tag.ko
holder=/modules/test_pgalloc_tag_holder.ko
mine() { grep "module:test_pgalloc_tag " "$tags" | tr -s ' ' | sed 's/^ //'; }

dmesg -c >/dev/null
ok "the holder module loads" insmod "$holder"
failed=0 i=0
while [ $i -lt 1000 ]; do
	i=$((i + 1))
	handoff=0
	[ $((i % 10)) != 0 ] || handoff=1
	insmod "$mod" order=0 count=1 handoff=$handoff || failed=$((failed + 1))
	rmmod test_pgalloc_tag || failed=$((failed + 1))
done
is "$failed" 0 "1000 loads and unloads, every 10th leaving its pages behind"
is "$(mine | grep -vc '(unloaded)')" 0 "no line of a live instance is left"
is "$(mine | sort | uniq -c | tr -s ' ' | sed 's/^ //')" \
"100 4.00KiB 1 lib/test_pgalloc_tag.c:23 module:test_pgalloc_tag func:alloc_block (unloaded)
100 4.00KiB 1 lib/test_pgalloc_tag.c:28 module:test_pgalloc_tag func:alloc_single (unloaded)" \
	"the 100 kept instances: each line exactly its one page"
is "$(dmesg | grep -c 'test_pgalloc_tag: code tags still in use')" 100 "each kept instance said so"
ok "the holder frees the pages" rmmod test_pgalloc_tag_holder
# The kept modules are looked at again every 5 seconds.
none_kept() { [ -z "$(mine)" ]; }
wait_until 150 none_kept
is "$(mine)" "" "every kept line goes, within seconds"
# Their memory is freed after an RCU grace period, and said so.
freed() { dmesg | grep -c 'test_pgalloc_tag: code tags no longer in use, freeing the module'; }
all_freed() { [ "$(freed)" = 100 ]; }
wait_until 100 all_freed
is "$(freed)" 100 "and the 100 kept modules' memory is freed"
dmesg -c >/dev/null	# the tests after this one look for these messages anew
done_testing
