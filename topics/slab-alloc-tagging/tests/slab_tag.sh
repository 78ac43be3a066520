#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# /sys/kernel/debug/alloc_tags: a module's slab allocations at known lines
# show up with exact sizes and counts and go away when freed; millions of
# objects allocated and freed through every path leave every count where it
# started; memcg accounts the same objects as it would without tagging.
. /lib/tap.sh
tags=/sys/kernel/debug/alloc_tags
mod=/modules/test_slab_tag.ko
at() { echo "lib/test_slab_tag.c:$1 module:test_slab_tag func:$2"; }

# mine: the test module's lines, white space squeezed, in line order;
# fixed: those of its four fixed allocations.
mine() { grep "module:test_slab_tag " "$tags" | tr -s ' ' | sed 's/^ //' | sort -t: -k2n; }
fixed() { mine | grep -v "func:stress_round\|func:run_stress"; }
# calls FUNC: the live objects of the mm/ line allocating in function FUNC.
calls() { grep " module:[^ ]* func:$1\$" "$tags" | awk '{ n += $2 } END { print n + 0 }'; }

is "$(mine)" "" "no test module lines before loading"

# The stress run, before any memory cgroup exists: memcg kmem accounting
# is off, and only tagging creates vectors.  100000 rounds of 42 objects.
vec0=$(calls alloc_slab_obj_exts)
ok "test_slab_tag runs 100000 rounds through every path" \
	insmod "$mod" stress=100000 count=0
# kfree_rcu() frees the last objects after a grace period.
all_zero() { [ "$(mine | grep -vc '^0B 0 ')" = 0 ]; }
wait_until 100 all_zero
is "$(mine | grep -vc '^0B 0 ')" 0 "every line of the module is back to 0B 0"
is "$(mine | grep -c .)" 22 "all 22 of its call sites are listed"
mine | grep -v '^0B 0 ' | sed 's/^/# /'
vec1=$(calls alloc_slab_obj_exts)
echo "# live slab object vectors charged: $vec0 before, $vec1 after"
ok "the vectors of the 391 destroyed caches' slabs are freed" \
	test "$vec1" -lt $((vec0 + 50))
ok "test_slab_tag unloads" rmmod test_slab_tag

ok "test_slab_tag loads: 5 objects of 100 bytes per entry point" \
	insmod "$mod" count=5 size=100
is "$(fixed)" "640B 5 $(at 24 alloc_kmalloc)
640B 5 $(at 29 alloc_kzalloc)
640B 5 $(at 34 alloc_kcalloc)
500B 5 $(at 39 alloc_cache)" "kmalloc lines are charged 128-byte objects, the 100-byte cache's 100"
ok "test_slab_tag unloads" rmmod test_slab_tag
is "$(mine)" "" "its lines are gone with its objects"
ok "bad parameters are refused" sh -c "! insmod $mod size=7"
is "$(mine)" "" "and leave no lines"

# kfree_rcu() batches objects for up to 5 seconds, which a module's
# rcu_barrier() does not wait for: unloading the module right after it
# queued some must not keep it (the unload flushes the batches first).
dmesg -c >/dev/null
ok "test_slab_tag runs a round, freeing objects with kfree_rcu()" \
	insmod "$mod" stress=1 count=0
ok "some of them are still batched" test "$(mine | grep -vc '^0B 0 ')" -gt 0
ok "test_slab_tag unloads at once" rmmod test_slab_tag
is "$(mine)" "" "no line is left: the batched objects were freed first"
ok "and the module is not kept" sh -c "! dmesg | grep -q 'test_slab_tag: code tags still in use'"

# The run-time switch: while off, objects are not charged; frees still
# take back what was charged before, and nothing for what was not.
sw=/proc/sys/vm/alloc_tagging
ok "test_slab_tag loads: 5 objects of 100 bytes per entry point" \
	insmod "$mod" count=5 size=100
ok "root switches tagging off" sh -c "echo 0 >$sw"
ok "test_slab_tag unloads" rmmod test_slab_tag
is "$(mine)" "" "frees while off take the charge back: the lines are gone"
ok "test_slab_tag loads while off" insmod "$mod" count=5 size=100
is "$(fixed | awk '{ print $1, $2 }' | tr '\n' ' ')" "0B 0 0B 0 0B 0 0B 0 " \
	"nothing is charged while off"
ok "root switches tagging on" sh -c "echo 1 >$sw"
ok "test_slab_tag unloads" rmmod test_slab_tag
is "$(mine)" "" "freeing what was allocated while off takes nothing back"

# memcg and tagging share the vector: accounted objects are charged to
# both, memcg with its usual size + 8 bytes per object, and uncharged.
# Only insmod runs in the child cgroup, so that nothing else is charged
# there.  memory.current moves by whole batches of pages; the slab
# statistic is exact but for what each CPU's objcg stock holds back (up
# to a page per CPU: 2 pages here), once the insmod process's own objects
# are freed (after an RCU grace period: sleep 1).
cg=/sys/fs/cgroup
ok "cgroup2 mounts" mount -t cgroup2 none $cg
ok "the memory controller is enabled" sh -c "echo +memory >$cg/cgroup.subtree_control"
ok "a child cgroup is created" mkdir $cg/t
slab() { sleep 1; awk '$1 == "slab_unreclaimable" { print $2 }' $cg/t/memory.stat; }
slab0=$(slab)
ok "test_slab_tag loads in the child: 1000 accounted 512-byte objects x 4" \
	sh -c "echo \$\$ >$cg/t/cgroup.procs && exec insmod $mod count=1000 size=512 account=1"
slab1=$(slab)
is "$(fixed | awk '{ print $1, $2 }' | tr '\n' ' ')" \
	"500KiB 1000 500KiB 1000 500KiB 1000 500KiB 1000 " "tagged: 1000 objects of 512 bytes at each line"
# The size of their objects (larger with slub_debug's red zones and
# tracking): three lines allocate from kmalloc-cg-512, one from the
# module's own cache, whose debug layout differs.
size_of() { cat "/sys/kernel/slab/$1/slab_size" 2>/dev/null || echo 512; }
km=$(size_of kmalloc-cg-512) own=$(size_of test_slab_tag)
echo "# slab_size: kmalloc-cg-512 $km, test_slab_tag $own"
expect=$((3000 * (km + 8) + 1000 * (own + 8)))
echo "# memcg slab_unreclaimable: $slab0 before, $slab1 loaded; expected +$expect"
ok "memcg is charged 4000 x (their slab_size + 8) bytes, within 2 pages" \
	test $((slab1 - slab0 - expect)) -ge -8192 -a $((slab1 - slab0 - expect)) -le 8192
ok "test_slab_tag unloads" rmmod test_slab_tag
slab2=$(slab)
echo "# memcg slab_unreclaimable: $slab2 unloaded"
ok "and uncharged, within 2 pages" test $((slab2 - slab0)) -ge -8192 -a $((slab2 - slab0)) -le 8192
ok "the child cgroup is removed" rmdir $cg/t
umount $cg
done_testing
