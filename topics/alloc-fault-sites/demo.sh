#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# alloc-fault-sites: every allocation line is a fault site; arm one line
# of the test module and watch that allocation, and only it, fail.
ctl=/sys/kernel/debug/dynamic_faults
dir=/sys/kernel/debug/test_memory_fault
insmod /modules/test_memory_fault.ko
echo "# $(grep -c ' class:memory ' $ctl) allocation call sites are memory fault sites, e.g.:"
grep ' func:alloc_task_struct_node class:memory ' $ctl
echo "# the test module's:"
grep 'module:test_memory_fault ' $ctl
line=$(sed -n 's/^body line:\([0-9]*\) .*/\1/p' $dir/results)
echo "# echo 'file lib/test_memory_fault.c line $line frequency 4' > $ctl; echo 20 > $dir/run"
echo "file lib/test_memory_fault.c line $line frequency 4" >$ctl
echo 20 >$dir/run 2>/dev/null
echo "# one kzalloc() in 4 failed, the other allocations never:"
grep "test_memory_fault.c:$line " $ctl
cat $dir/results
echo disable >$ctl
rmmod test_memory_fault
