#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# dynamic-debug: the control file as before, now filled by code tagging;
# a module's callsites come and go with it.
ctl=/proc/dynamic_debug/control
echo "# head -n 3 $ctl"
head -n 3 $ctl
insmod /modules/test_dynamic_debug.ko dyndbg=+p
echo "# insmod test_dynamic_debug.ko dyndbg=+p: its sites, enabled ones first"
grep '\[test_dynamic_debug\]' $ctl | sort -t= -k2 -r | head -n 6
echo "# echo 'module test_dynamic_debug class D2_CORE +p' >$ctl; do_prints"
echo 'module test_dynamic_debug class D2_CORE +p' >$ctl
dmesg -c >/dev/null
cat /sys/module/test_dynamic_debug/parameters/do_prints >/dev/null
dmesg | grep 'test_dd: '
rmmod test_dynamic_debug
echo "# after rmmod: $(grep -c '\[test_dynamic_debug\]' $ctl) sites of test_dynamic_debug"
