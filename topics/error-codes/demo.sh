#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# error-codes: a refused module image, the site that refused it, and the
# errno user space got.
sites=/sys/kernel/debug/error_codes/sites
printf 'ABCD' >/tmp/short.ko
echo "# syscall_errno module /tmp/short.ko   (call, return value, errno)"
syscall_errno module /tmp/short.ko
echo "# what the kernel logged:"
dmesg | grep -E '] f?init_module: ' | tail -n 2
echo "# the loader's sites that counted an error:"
grep '^kernel/module/main.c' $sites | grep -v ' count:0$'
