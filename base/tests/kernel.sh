#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The base guest came up: filesystems mounted, every vCPU online, KUnit ran,
# the slab allocator is the one expected.  test-vm/qemu.sh says how many
# vCPUs the machine has (testvm.cpus=) and make check-allocators which slab
# allocator the kernel has (testvm.allocator=, default slub).
. /lib/tap.sh

cpus=1 allocator=slub
for arg in $(cat /proc/cmdline); do
	case $arg in
	testvm.cpus=*) cpus=${arg#*=} ;;
	testvm.allocator=*) allocator=${arg#*=} ;;
	esac
done
online=0
[ "$cpus" = 1 ] || online=0-$((cpus - 1))

ok "proc is mounted" grep -q '^proc /proc proc' /proc/mounts
ok "sysfs is mounted" grep -q '^sysfs /sys sysfs' /proc/mounts
ok "debugfs is mounted" grep -q '^debugfs /sys/kernel/debug debugfs' /proc/mounts
is "$(cat /sys/devices/system/cpu/online)" "$online" "all $cpus vCPUs are online"
ok "KUnit results are in debugfs" test -d /sys/kernel/debug/kunit/example
ok "the example suite passed" grep -q '^ok 1 example' /sys/kernel/debug/kunit/example/results
if [ "$allocator" = slub ]; then
	ok "SLUB is the slab allocator" test -d /sys/kernel/slab
else
	ok "$allocator, not SLUB, is the slab allocator" test ! -d /sys/kernel/slab
fi
done_testing
