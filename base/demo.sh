#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Demo of the base guest: what kernel runs and what the harness sees.
echo "kernel: $(uname -r) ($(uname -v))"
echo "cpus online: $(cat /sys/devices/system/cpu/online)"
echo "memory: $(sed -n 's/^MemTotal: *//p' /proc/meminfo)"
echo "slab allocator: $(test -d /sys/kernel/slab && echo SLUB)"
echo "KUnit suites run at boot:"
for d in /sys/kernel/debug/kunit/*/; do
	s=$(basename "$d")
	echo "  $s: $(grep -E '^(not )?ok [0-9]+ '"$s"'$' "$d/results")"
done
echo "modules available to the tests: $(ls /modules | wc -l)"
