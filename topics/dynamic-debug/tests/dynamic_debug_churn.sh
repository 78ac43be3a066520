#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# dynamic-debug: a module with callsites loaded and unloaded 100 times
# while another process reads the control file all along; the listing
# is right after each step.
. /lib/tap.sh
ctl=/proc/dynamic_debug/control
mod=/modules/test_dynamic_debug.ko

sites() { grep -c '\[test_dynamic_debug\]' $ctl; }
dmesg -c >/dev/null
base=$(grep -vc '\[test_dynamic_debug\]' $ctl)

(while :; do cat $ctl >/dev/null; done) &
reader=$!
bad=0 i=0
while [ $i -lt 100 ]; do
	insmod $mod dyndbg=+p || bad=$((bad + 1))
	[ "$(sites)" = 32 ] || bad=$((bad + 1))
	[ "$(grep '\[test_dynamic_debug\]' $ctl | grep -c ' =p "')" = 5 ] || bad=$((bad + 1))
	rmmod test_dynamic_debug || bad=$((bad + 1))
	[ "$(sites)" = 0 ] || bad=$((bad + 1))
	i=$((i + 1))
done
kill $reader
wait $reader 2>/dev/null
is "$bad" 0 "100 loads and unloads: 32 sites (5 enabled) after each load, 0 after each unload"
is "$(grep -vc '\[test_dynamic_debug\]' $ctl)" "$base" "the other sites are all still listed"
is "$(dmesg | grep -c 'dyndbg')" 0 "no dyndbg message about the churn" ||
	dmesg | grep dyndbg | sort | uniq -c | sort -rn | head -n 5 | sed 's/^/#   /'
done_testing
