#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Guest side of the allocation benchmark: the first load after boot, then a
# second load into the same boot (reported apart).  From the kernel command
# line: bench.write=FILE:VALUE writes VALUE, its commas made spaces, to
# FILE first (a runtime switch); bench.account=1 loads the module with account=1 from a child
# memory cgroup, the root cgroup being never charged.
. /lib/tap.sh
account=0 write=
for arg in $(cat /proc/cmdline); do
	case $arg in
	bench.account=1) account=1 ;;
	bench.write=*) write=${arg#bench.write=} ;;
	esac
done
awk '/^(MemTotal|MemFree):/ { print "alloc_bench: meminfo", $1, $2 }' /proc/meminfo >/dev/kmsg
if [ -n "$write" ]; then
	value=$(echo "${write#*:}" | tr , ' ')
	ok "write $value to ${write%%:*}" sh -c "echo $value >${write%%:*}"
fi
load() { insmod /modules/alloc_bench.ko; }
if [ $account = 1 ]; then
	cg=/sys/fs/cgroup
	ok "cgroup2 mounts" mount -t cgroup2 none $cg
	ok "the memory controller is enabled" sh -c "echo +memory >$cg/cgroup.subtree_control"
	ok "a child cgroup is created" mkdir $cg/bench
	load() {
		sh -c "echo \$\$ >$cg/bench/cgroup.procs && exec insmod /modules/alloc_bench.ko account=1"
	}
fi
ok "first load" load
ok "unload" rmmod alloc_bench
echo "alloc_bench: second load" >/dev/kmsg
ok "second load" load
ok "unload again" rmmod alloc_bench

# With dynamic fault injection: the cost of one site, unarmed, armed but
# not failing, and failing every call.
if [ -f /modules/dfault_bench.ko ]; then
	ctl=/sys/kernel/debug/dynamic_faults
	measure() { sed "s/^/dfault_bench: $1: /" /sys/kernel/debug/dfault_bench >/dev/kmsg; }
	ok "dfault_bench loads" insmod /modules/dfault_bench.ko
	measure unarmed
	ok "its site armed, not failing" sh -c "echo 'module dfault_bench frequency 1073741823' >$ctl"
	measure armed
	ok "its site failing every call" sh -c "echo 'module dfault_bench enable' >$ctl"
	measure failing
	ok "dfault_bench unloads" rmmod dfault_bench
fi

# With allocation context capture: kmalloc()+kfree() and page alloc+free at
# a call site not selected, then selected.
if [ -f /modules/ctx_bench.ko ]; then
	ctl=/sys/kernel/debug/alloc_tags.ctx
	measure() { sed "s/^/ctx_bench: $1: /" /sys/kernel/debug/ctx_bench >/dev/kmsg; }
	ok "ctx_bench loads" insmod /modules/ctx_bench.ko
	measure "not selected"
	ok "its sites selected" sh -c "echo 'module ctx_bench enable' >$ctl"
	measure selected
	ok "its sites deselected" sh -c "echo 'module ctx_bench disable' >$ctl"
	ok "ctx_bench unloads" rmmod ctx_bench
fi

# With error codes: the cost of one ERR() site, on and switched off.
if [ -f /modules/errcode_bench.ko ]; then
	on=/sys/kernel/debug/error_codes/enabled
	measure() { sed "s/^/errcode_bench: $1: /" /sys/kernel/debug/errcode_bench >/dev/kmsg; }
	ok "errcode_bench loads" insmod /modules/errcode_bench.ko
	measure on
	ok "error codes switched off" sh -c "echo 0 >$on"
	measure off
	ok "error codes switched on" sh -c "echo 1 >$on"
	ok "errcode_bench unloads" rmmod errcode_bench
fi

# With latency tracking: the cost of a prepare_to_wait()/finish_wait() pair
# and of an empty timed event, latency tracking off and on; then, when the
# kernel has ftrace, the same question ("how long do the waits ending at
# each place take?") answered by a histogram of ftrace instead: kprobes on
# prepare_to_wait and finish_wait, finish_wait's return address as the
# place, keyed by task.  Each answer for ts_bench's place goes to the log.
ts_hist() {
	local tr=/sys/kernel/tracing ev=/sys/kernel/tracing/events
	mount -t tracefs nodev $tr && [ -f $tr/kprobe_events ] || return 1
	echo 'p:wstart prepare_to_wait' >>$tr/kprobe_events &&
	echo 'p:wfinish finish_wait place=$stack0:x64' >>$tr/kprobe_events &&
	echo 'wait_place u64 place; u64 lat' >>$tr/synthetic_events &&
	echo 'hist:keys=common_pid:ts0=common_timestamp' >>$ev/kprobes/wstart/trigger &&
	echo 'hist:keys=common_pid:p=place,lat=common_timestamp-$ts0:onmatch(kprobes.wstart).trace(wait_place,$p,$lat)' \
		>>$ev/kprobes/wfinish/trigger &&
	echo 'hist:keys=place.sym-offset,lat.log2:sort=place,lat' >>$ev/synthetic/wait_place/trigger
}
# ts_log WHAT: each line of stdin to the log, a write each (a write to
# /dev/kmsg is one record of at most 992 bytes), the out-of-tree module's
# build folder left out of its file name.
ts_log() {
	sed -e '/^$/d' -e 's|^/.*/ts_bench\.c|ts_bench.c|' | while IFS= read -r l; do
		echo "ts_bench: $1: $l" >/dev/kmsg
	done
}
if [ -f /modules/ts_bench.ko ]; then
	on=/sys/module/codetag_time_stats/parameters/enabled
	measure() { sed "s/^/ts_bench: $1: /" /sys/kernel/debug/ts_bench >/dev/kmsg; }
	ok "ts_bench loads" insmod /modules/ts_bench.ko
	measure off
	if [ -f $on ]; then
		ok "latency tracking switched on" sh -c "echo 1 >$on"
		measure on
		ok "latency tracking switched off" sh -c "echo 0 >$on"
		awk '/module:ts_bench func:wait_pair$/, /^$/' /sys/kernel/debug/time_stats |
			ts_log time_stats
	fi
	if grep -qw tracefs /proc/filesystems; then
		# Measured only when the whole histogram is set up.
		if ts_hist; then
			_tap 0 "ftrace: a histogram of waits by place"
			measure ftrace
			grep wait_pair /sys/kernel/tracing/events/synthetic/wait_place/hist | ts_log hist
		else
			_tap 1 "ftrace: a histogram of waits by place"
		fi
	fi
	ok "ts_bench unloads" rmmod ts_bench
fi
done_testing
