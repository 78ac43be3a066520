#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Slab allocation tagging: the top kmalloc/kmem_cache call sites after
# boot, then a module's objects appearing and going away.  (GNU sort is
# /usr/bin/sort here: busybox's has no -h.)
tags=/sys/kernel/debug/alloc_tags
echo "\$ grep -v 'mm/slub.c\|page_alloc\|page_ext' $tags | sort -hr | head"
grep -v 'mm/slub.c\|page_alloc\|page_ext' "$tags" | /usr/bin/sort -hr | head
echo "\$ insmod test_slab_tag.ko count=100 size=100 && grep 'test_slab_tag.*func:alloc_' $tags"
insmod /modules/test_slab_tag.ko count=100 size=100 && grep 'test_slab_tag.*func:alloc_' "$tags"
echo "\$ rmmod test_slab_tag && grep -c test_slab_tag $tags"
rmmod test_slab_tag; grep -c test_slab_tag "$tags"
