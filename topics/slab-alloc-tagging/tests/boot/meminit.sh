#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The kernel's own test of heap and page initialisation (lib/test_meminit.c)
# passes on the tagged slab and page allocators: it allocates and frees
# through kmalloc, kmem_cache (constructors, SLAB_TYPESAFE_BY_RCU, bulk)
# and the page allocator, checking what init_on_alloc/init_on_free leave
# (so it runs in a boot with both; without them it fails by design).
. /lib/tap.sh

# Slab poisoning (slub_debug=P, the debug kernel's) overrides init_on_alloc
# and init_on_free for the poisoned caches: test_meminit's slab checks
# then fail by design.
case "$(tr ' ' '\n' </proc/cmdline | sed -n 's/^slub_debug=//p')" in
*P*)
	skip "test_meminit" "slub_debug poisons slab objects instead of zeroing them"
	done_testing
	exit
	;;
esac
dmesg -c >/dev/null
ok "test_meminit loads (it fails to load when a test fails)" \
	insmod /modules/test_meminit.ko
log=$(dmesg | grep 'test_meminit:')
is "$(echo "$log" | grep -c 'failed\|failures')" 0 "no test_meminit failure reported"
is "$(echo "$log" | grep -c 'all [0-9]* tests passed!$')" 1 "test_meminit: all its tests passed"
echo "# $(echo "$log" | tail -1)"
rmmod test_meminit 2>/dev/null
done_testing
