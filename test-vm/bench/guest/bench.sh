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
done_testing
