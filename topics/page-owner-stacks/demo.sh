#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# page-owner-stacks: which stacks hold the most pages, and a module's own.
d=/sys/kernel/debug
mkdir -p /tmp
[ -e $d/page_owner_stacks ] || { echo "page_owner_stacks: boot with page_owner=on"; exit 0; }
insmod /modules/test_page_owner_stacks.ko
echo alloc 300 >$d/test_page_owner_stacks
echo "# cat $d/page_owner_stacks > stacks.txt; page_owner_sort --stacks stacks.txt sorted.txt"
cat $d/page_owner_stacks >/tmp/stacks.txt
page_owner_sort --stacks /tmp/stacks.txt /tmp/sorted.txt
echo "# the two stacks holding the most pages:"
awk '/ pages:$/ { n++ } n > 2 { exit } { print }' /tmp/sorted.txt
echo "# the test module allocated 300 pages from tpos_alloc_pages():"
awk '/ pages:$/ { b = $0 } / tpos_alloc_pages\+/ { print b; print }' /tmp/sorted.txt
if [ -e $d/alloc_tags ]; then
	echo "# the same 300 pages in allocation tagging's $d/alloc_tags (a line, not a stack):"
	grep test_page_owner_stacks $d/alloc_tags
fi
echo "# echo 200 > $d/page_owner_threshold: only stacks holding 200 pages or more"
echo 200 >$d/page_owner_threshold
grep -c '^stack count: ' $d/page_owner_stacks
echo 0 >$d/page_owner_threshold
rmmod test_page_owner_stacks
