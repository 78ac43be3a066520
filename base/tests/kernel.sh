#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The base guest came up: filesystems mounted, both CPUs online, KUnit ran.
. /lib/tap.sh

ok "proc is mounted" grep -q '^proc /proc proc' /proc/mounts
ok "sysfs is mounted" grep -q '^sysfs /sys sysfs' /proc/mounts
ok "debugfs is mounted" grep -q '^debugfs /sys/kernel/debug debugfs' /proc/mounts
is "$(cat /sys/devices/system/cpu/online)" "0-1" "both vCPUs are online"
ok "KUnit results are in debugfs" test -d /sys/kernel/debug/kunit/example
ok "the example suite passed" grep -q '^ok 1 example' /sys/kernel/debug/kunit/example/results
ok "SLUB is the slab allocator" test -d /sys/kernel/slab
done_testing
