#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# dynamic-faults: arm one site of the test module, watch its caller fail.
ctl=/sys/kernel/debug/dynamic_faults
run=/sys/kernel/debug/test_dynamic_fault/run
insmod /modules/test_dynamic_fault.ko
echo "# the test module's fault sites:"
grep 'module:test_dynamic_fault ' $ctl
echo "# echo 'func dft_write frequency 4' > $ctl; echo 10 > $run"
echo 'func dft_write frequency 4' >$ctl
echo 10 >$run
echo "# one run in 4 failed in its write step:"
grep 'func:dft_write ' $ctl
cat /sys/kernel/debug/test_dynamic_fault/results
echo disable >$ctl
rmmod test_dynamic_fault
