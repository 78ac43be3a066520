#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Page allocation tagging: the top 10 page allocators after boot, then a
# module's allocations appearing and going away.  (GNU sort is
# /usr/bin/sort here: busybox's has no -h.)
tags=/sys/kernel/debug/alloc_tags
echo "\$ sort -hr $tags | head"
/usr/bin/sort -hr "$tags" | head
echo "\$ insmod test_pgalloc_tag_holder.ko"
insmod /modules/test_pgalloc_tag_holder.ko
echo "\$ insmod test_pgalloc_tag.ko order=2 count=5 && grep test_pgalloc_tag $tags"
insmod /modules/test_pgalloc_tag.ko order=2 count=5 && grep test_pgalloc_tag "$tags"
echo "\$ rmmod test_pgalloc_tag && grep -c test_pgalloc_tag $tags"
rmmod test_pgalloc_tag && grep -c test_pgalloc_tag "$tags"
echo "\$ insmod test_pgalloc_tag.ko count=3 handoff=1 && rmmod test_pgalloc_tag"
insmod /modules/test_pgalloc_tag.ko count=3 handoff=1 && rmmod test_pgalloc_tag
echo "\$ grep test_pgalloc_tag $tags     # pages left to the holder module"
grep test_pgalloc_tag "$tags"
echo "\$ rmmod test_pgalloc_tag_holder && grep test_pgalloc_tag $tags"
rmmod test_pgalloc_tag_holder && grep test_pgalloc_tag "$tags"
