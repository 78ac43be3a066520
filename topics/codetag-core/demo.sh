#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Code tagging: the tags of the test type, in vmlinux and in a module.
list=/sys/kernel/debug/codetag_test
echo "\$ cat $list        # tags of the test type built into vmlinux"
cat "$list"
echo "\$ insmod test_codetag_mod.ko && cat $list"
insmod /modules/test_codetag_mod.ko && cat "$list"
echo "\$ rmmod test_codetag_mod && wc -l < $list"
rmmod test_codetag_mod && wc -l <"$list"
echo "\$ cat /sys/kernel/debug/codetag_test_modules"
cat /sys/kernel/debug/codetag_test_modules
