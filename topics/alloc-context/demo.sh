#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Allocation context capture: select a call site of the kernel's own
# (the task_struct allocation of fork), fork, and see who made each live
# allocation there; then the test module's kmalloc() site, whose limit of
# 2 contexts drops the third allocation.
ctl=/sys/kernel/debug/alloc_tags.ctx
run=/sys/kernel/debug/test_alloc_tag_ctx/run
say() { echo "\$ $*"; }
say "echo 'func alloc_task_struct_node enable max 4' > $ctl"
echo 'func alloc_task_struct_node enable max 4' >$ctl
say "sleep 5 & cat $ctl"
sleep 5 &
cat $ctl
kill $! 2>/dev/null
echo 'func alloc_task_struct_node disable' >$ctl
insmod /modules/test_alloc_tag_ctx.ko
say "echo 'func actx_kmalloc enable max 2' > $ctl"
echo 'func actx_kmalloc enable max 2' >$ctl
say "echo 'alloc 3 0' > $run	# 3 kmalloc(192) calls by kthread actx-test"
echo 'alloc 3 0' >$run
say "cat $ctl"
cat $ctl
echo 'module test_alloc_tag_ctx disable' >$ctl
echo free >$run
rmmod test_alloc_tag_ctx
