#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The extra boots of this topic (meta: "boot:"), one per value of the
# alloc_tagging= kernel parameter:
#   off:   nothing is charged until root switches tagging on, then a
#          module's pages are charged exactly;
#   never: no page_ext memory for tagging, and the switch cannot turn it on;
#   maybe: the kernel reports the unknown value and keeps its default (on,
#          from CONFIG_ALLOC_TAGGING_DEFAULT_ON).
. /lib/tap.sh
tags=/sys/kernel/debug/alloc_tags
sw=/proc/sys/vm/alloc_tagging
mod=/modules/test_pgalloc_tag.ko
block="lib/test_pgalloc_tag.c:23 module:test_pgalloc_tag func:alloc_block"
single="lib/test_pgalloc_tag.c:28 module:test_pgalloc_tag func:alloc_single"
mine() { grep "module:test_pgalloc_tag " "$tags" | tr -s " " | sed "s/^ //" | sort -k3; }
charged() { is "$(mine)" "80.0KiB 5 $block
20.0KiB 5 $single" "exactly 5 calls / 80 KiB and 5 calls / 20 KiB at their lines"; }
uncharged() { is "$(mine)" "0B 0 $block
0B 0 $single" "$1"; }
value=$(sed -n 's/.*alloc_tagging=\([^ ]*\).*/\1/p' /proc/cmdline)
ok "the holder module loads (test_pgalloc_tag needs it)" insmod /modules/test_pgalloc_tag_holder.ko

case $value in
off)
	is "$(cat $sw)" 0 "alloc_tagging=off: the switch reads 0"
	is "$(grep -cv '^ *0B ' $tags)" 0 "no call site has been charged since boot"
	ok "page_ext has room for tagging" sh -c "dmesg | grep -q 'allocated [0-9]* bytes of page_ext'"
	# 8 bytes a page (the tag, no flags word: page_owner is off) for
	# every page of the memory sections present, of 128 MiB each.
	total=$(dmesg | sed -n 's/.*Memory: [0-9]*K\/\([0-9]*\)K available.*/\1/p')
	pages=$(( (total + 131071) / 131072 * 32768 ))
	is "$(dmesg | sed -n 's/.*allocated \([0-9]*\) bytes of page_ext.*/\1/p')" \
		"$((pages * 8))" "page_ext is 8 bytes a page ($pages pages), no flags word"
	ok "test_pgalloc_tag loads while off" insmod "$mod" order=2 count=5
	uncharged "nothing is charged while off"
	ok "root switches tagging on" sh -c "echo 1 >$sw"
	is "$(cat $sw)" 1 "the switch reads 1"
	ok "test_pgalloc_tag unloads" rmmod test_pgalloc_tag
	is "$(mine)" "" "freeing what was allocated while off takes nothing back"
	ok "test_pgalloc_tag loads with tagging on" insmod "$mod" order=2 count=5
	charged
	;;
never)
	is "$(cat $sw)" 0 "alloc_tagging=never: the switch reads 0"
	fails "Operation not supported" "switching tagging on is refused" sh -c "echo 1 >$sw"
	is "$(cat $sw)" 0 "and it stays off"
	ok "no page_ext is allocated (nothing else needs it here)" \
		sh -c "! dmesg | grep -q 'bytes of page_ext'"
	is "$(grep -cv '^ *0B ' $tags)" 0 "no call site has been charged since boot"
	ok "test_pgalloc_tag loads" insmod "$mod" order=2 count=5
	uncharged "nothing is charged"
	;;
*)
	ok "the kernel reports the unknown value \"$value\"" \
		sh -c "dmesg | grep -q 'alloc_tagging: unknown value \"$value\"'"
	is "$(cat $sw)" 1 "tagging stays on"
	ok "test_pgalloc_tag loads" insmod "$mod" order=2 count=5
	charged
	;;
esac
ok "test_pgalloc_tag unloads" rmmod test_pgalloc_tag
is "$(mine)" "" "its lines are gone"
ok "the holder unloads" rmmod test_pgalloc_tag_holder
done_testing
