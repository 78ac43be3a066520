#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Guest side of the allocation benchmark: the first load after boot, then a
# second load into the same boot (reported apart).
. /lib/tap.sh
ok "first load" insmod /modules/alloc_bench.ko
ok "unload" rmmod alloc_bench
echo "alloc_bench: second load" >/dev/kmsg
ok "second load" insmod /modules/alloc_bench.ko
done_testing
