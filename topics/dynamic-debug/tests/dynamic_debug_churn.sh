#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# dynamic-debug: a module with callsites loaded and unloaded 100 times on
# CPU 0 while CPU 1 reads the control file all along; the listing is
# right after each step.  Then loads that fail at each of their first
# slab allocations in turn (fail-nth): a failed load leaves no table.
. /lib/tap.sh
ctl=/proc/dynamic_debug/control
mod=/modules/test_dynamic_debug.ko
header="# filename:lineno [module]function flags format"

sites() { grep -c '\[test_dynamic_debug\]' $ctl; }
mine() { grep '\[test_dynamic_debug\]' $ctl | md5sum; }
others() { grep -v '\[test_dynamic_debug\]' $ctl | md5sum; }

dmesg -c >/dev/null
before=$(others)
# The reader counts the whole listings it read (header first, last line
# complete), renaming its count into place.
taskset -c 1 sh -c "n=0; while :; do dd if=$ctl bs=4096 2>/dev/null >/tmp/listing &&
	[ \"\$(head -n 1 /tmp/listing)\" = '$header' ] &&
	[ \"\$(tail -c 1 /tmp/listing | od -An -c | tr -d ' ')\" = '\\n' ] &&
	n=\$((n + 1)) && echo \$n >/tmp/reads.new && mv /tmp/reads.new /tmp/reads; done" &
reader=$!
taskset -c 0 insmod $mod dyndbg=+p
first=$(mine)
taskset -c 0 rmmod test_dynamic_debug
bad=0 i=0
while [ $i -lt 100 ]; do
	taskset -c 0 insmod $mod dyndbg=+p || bad=$((bad + 1))
	[ "$(sites)" = 32 ] && [ "$(mine)" = "$first" ] || bad=$((bad + 1))
	taskset -c 0 rmmod test_dynamic_debug || bad=$((bad + 1))
	[ "$(sites)" = 0 ] && [ "$(others)" = "$before" ] || bad=$((bad + 1))
	i=$((i + 1))
done
kill $reader
wait $reader 2>/dev/null
is "$bad" 0 "100 loads and unloads: the module's 32 sites (5 enabled) as at the first load, then none; the rest unchanged"
ok "CPU 1 read whole listings meanwhile ($(cat /tmp/reads 2>/dev/null))" \
	test "$(cat /tmp/reads 2>/dev/null || echo 0)" -gt 0
is "$(dmesg | grep -c 'dyndbg')" 0 "no dyndbg message about the churn" ||
	dmesg | grep dyndbg | sort | uniq -c | sort -rn | head -n 5 | sed 's/^/#   /'

# Failed loads: fail the n-th slab allocation of insmod, n = 1..150,
# past the last one of the load.  A load that fails after its callsites
# were added (by code tagging, before the module's sysfs and parameters)
# must take them away; a load whose table allocation fails goes on
# without a table, as in 6.1.  busybox insmod retries a refused load
# once, with no failure injected.  The slab allocations before the
# table's are not the same in every load (for one, vmalloc, which the
# loader uses, refills a CPU's spare node of its free-area tree only when
# an earlier allocation took it), so a pass can step over the table's:
# another pass follows, up to 4, until a load went on without a table.
if ! failslab_arm; then
	skip "failed loads leave no table" "no failslab in this kernel"
	done_testing
	exit
fi
dmesg -c >/dev/null
pass=0 wrong=0 notable=0
while [ $notable = 0 ] && [ $pass -lt 4 ]; do
	pass=$((pass + 1)) n=0
	while [ $n -lt 150 ]; do
		n=$((n + 1))
		fail_nth $n insmod $mod
		if grep -q '^test_dynamic_debug ' /proc/modules; then
			s=$(sites)
			[ "$s" = 32 ] || [ "$s" = 0 ] || wrong=$((wrong + 1))
			[ "$s" = 32 ] || notable=$((notable + 1))
			rmmod test_dynamic_debug
		fi
		[ "$(sites)" = 0 ] && [ "$(others)" = "$before" ] || wrong=$((wrong + 1))
	done
done
failslab_disarm
refused=$(dmesg | grep -c 'test_dynamic_debug: code tags of type __dyndbg not registered')
echo "# $pass pass(es): registering refused $refused times; $notable loads without a table"
ok "registering the callsites failed at some allocation" test "$refused" -gt 0
ok "a table allocation failed at some other ($notable)" test "$notable" -gt 0
is "$wrong" 0 "after each: the module with its 32 sites (or none: no table), then none of it, the rest as before"
is "$(head -n 1 $ctl)" "$header" "the control file reads as before"
done_testing
