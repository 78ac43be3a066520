#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Memory fault sites: the five allocation lines of the test module are
# sites of class memory; arming one fails that allocation, and only it,
# exactly as its mode says (the module counts the failures its function
# saw); __GFP_NOFAIL never fails; fail-nth and make-it-fail count them;
# bare queries pass memory sites over; the kernel's own calls are sites.
. /lib/tap.sh
ctl=/sys/kernel/debug/dynamic_faults
dir=/sys/kernel/debug/test_memory_fault
mod=/modules/test_memory_fault.ko
src=lib/test_memory_fault.c

# The line of each of the module's allocations, from its results.
line() { sed -n "s/^$1 line:\([0-9]*\) .*/\1/p" $dir/results; }
# results: runs, completed, then the failures of header body page table nofail.
results() { sed -e 's/.*failed://' -e 's/^[a-z]* //' $dir/results | tr '\n' ' ' | sed 's/ $//'; }
# site LINE: mode frequency reached fired of the module's site at LINE.
site() {
	grep "^$src:$1 module:test_memory_fault " $ctl |
		sed -e 's/.* class:memory //' -e 's/frequency://; s/reached://; s/fired://'
}
# armed: the lines of the module's armed sites.
armed() { grep "^$src:.* module:test_memory_fault " $ctl | grep -v ' disabled ' | sed 's/^[^:]*:\([0-9]*\) .*/\1/' | tr '\n' ' '; }
cmd() { echo "$*" >$ctl; }
run() { echo "$1" >$dir/run; }
reset() { echo 1 >$dir/reset; }
# reload: the module again, its sites new: counters at zero, lines as before.
reload() { rmmod test_memory_fault && insmod $mod; }

# failslab, configured in this kernel, counts towards fail-nth too: only
# allocations that cannot sleep, by default, which the module makes none of.
echo Y >/sys/kernel/debug/failslab/ignore-gfp-wait

ok "test_memory_fault loads" insmod $mod
H=$(line header) B=$(line body) P=$(line page) T=$(line table) N=$(line nofail)
is "$H $B $P $T $N" "62 63 64 66 67" "the module's allocations are at the lines of its source"
is "$(grep "module:test_memory_fault " $ctl | sort -t: -k2n)" \
"$src:$H module:test_memory_fault func:tmf_transaction class:memory disabled frequency:1 reached:0 fired:0
$src:$B module:test_memory_fault func:tmf_transaction class:memory disabled frequency:1 reached:0 fired:0
$src:$P module:test_memory_fault func:tmf_transaction class:memory disabled frequency:1 reached:0 fired:0
$src:$T module:test_memory_fault func:tmf_transaction class:memory disabled frequency:1 reached:0 fired:0
$src:$N module:test_memory_fault func:tmf_transaction class:memory disabled frequency:1 reached:0 fired:0" \
	"its 5 allocation lines are listed as memory sites, unarmed, and nothing else of it"
ok "the kernel's own allocations are sites: alloc_task_struct_node() in kernel/fork.c" \
	grep -q "^kernel/fork.c:[0-9]* module:fork func:alloc_task_struct_node class:memory disabled " $ctl
echo "# $(grep -c ' class:memory ' $ctl) memory sites listed"

ok "100 runs with no site armed succeed" run 100
is "$(results)" "100 100 0 0 0 0 0" "100 runs, 100 completed, no allocation failed"

# enable at one line: that allocation fails every time, its neighbours never.
reset
ok "file $src line $B enable" cmd file $src line $B enable
is "$(armed)" "$B " "only the body's site is armed"
fails "Cannot allocate memory" "a run fails" run 50
is "$(results)" "50 0 0 50 0 0 0" "50 runs: the kzalloc() failed 50 times, the other 4 allocations never"
is "$(site $B)" "enabled 1 50 50" "the body's site: reached 50, fired 50"
is "$(site $H)" "disabled 1 0 0" "the kmalloc() on the line before: unarmed, not counted"
ok "disable" cmd disable
ok "a run succeeds again" run 1
is "$(site $B)" "disabled 1 50 50" "disabled: counters kept, nothing counted"

# The page allocator, and kvmalloc(), which fails as a whole (no vmalloc()).
reset
ok "func tmf_transaction line $P enable" cmd func tmf_transaction line $P enable
fails "Cannot allocate memory" "runs fail" run 10
is "$(results)" "10 0 0 0 10 0 0" "alloc_pages() failed 10 times, nothing else"
cmd disable
ok "func tmf_transaction line $T enable" cmd func tmf_transaction line $T enable
fails "Cannot allocate memory" "runs fail" run 10
is "$(results)" "20 0 0 0 10 10 0" "kvmalloc() failed 10 times: no vmalloc() fallback"
is "$(site $T)" "enabled 1 10 10" "the table's site: reached 10, fired 10 (once per call)"
cmd disable

# __GFP_NOFAIL: armed, never fails, never counted.
reset
ok "line $N of the module enable" cmd module test_memory_fault line $N enable
ok "runs succeed" run 10
is "$(results)" "10 10 0 0 0 0 0" "the __GFP_NOFAIL kmalloc() did not fail"
is "$(site $N)" "enabled 1 0 0" "nor was it counted as reached"
cmd disable

# oneshot and frequency.
reload
ok "module test_memory_fault line $H oneshot" cmd module test_memory_fault line $H oneshot
fails "Cannot allocate memory" "the next run fails" run 20
is "$(results)" "20 19 1 0 0 0 0" "exactly one of 20 runs failed, in the header's kmalloc()"
is "$(site $H)" "disabled 1 1 1" "the site fired once and disabled itself"
reload
ok "file test_memory_fault.c line $B frequency 4" cmd file test_memory_fault.c line $B frequency 4
fails "Cannot allocate memory" "runs fail" run 20
is "$(results)" "20 15 0 5 0 0 0" "one kzalloc() in 4 failed: 5 of 20"
is "$(site $B)" "enabled 4 20 5" "reached 20, fired 5"
cmd disable

# fail-nth: the Nth armed site the task reaches fails; __GFP_NOFAIL is not one.
reload
dmesg -c >/dev/null
ok "module test_memory_fault class memory task" cmd module test_memory_fault class memory task
ok "runs of a task without make-it-fail succeed" run 10
is "$(site $H)" "task 1 0 0" "and are not counted"
reset
got=$(for n in 1 2 3 4 5; do
	sh -c "exec 3>$dir/run; echo $n >/proc/self/fail-nth; echo 1 >&3 && echo ok" 2>&1 |
		sed 's/.*: //'
done)
is "$got" "Cannot allocate memory
Cannot allocate memory
Cannot allocate memory
Cannot allocate memory
ok" "fail-nth 1..4 fail a run, fail-nth 5 does not (4 sites can fail)"
is "$(results)" "5 1 1 1 1 1 0" "fail-nth N failed the Nth allocation, once each"
is "$(dmesg | grep -c "dynamic_fault: fail-nth: failing $src:[0-9]* class:memory")" 4 \
	"each fault logged with its site"
is "$(sh -c "exec 3>$dir/run 4</proc/self/fail-nth; echo 6 >/proc/self/fail-nth; echo 1 >&3 && read n <&4 && echo \$n")" \
	2 "fail-nth 6: a run reaches 4 sites, 2 are left"
reset
fails "Cannot allocate memory" "a task with make-it-fail fails in task mode" \
	sh -c "echo 1 >/proc/self/make-it-fail && echo 3 >$dir/run"
is "$(results)" "3 0 3 3 3 3 0" "each of its allocations failed, but the __GFP_NOFAIL one"
cmd disable

# Memory sites are everywhere: queries that do not say where pass them
# over (and fail with ENOENT when no other site matches).
cmd line $H enable 2>/dev/null
is "$(armed)" "" "'line $H enable' arms no memory site"
cmd enable 2>/dev/null
is "$(grep -c ' class:memory enabled ' $ctl)" 0 "'enable' alone arms no memory site"
ok "class memory file $src enable" cmd class memory file $src enable
is "$(armed | wc -w)" 5 "naming the class and the file arms the module's 5"
ok "disable reaches every site" cmd disable
is "$(grep -v -c ' disabled ' $ctl)" 0 "every site disarmed"

# A module going away with armed sites.
ok "module test_memory_fault enable" cmd module test_memory_fault enable
ok "test_memory_fault unloads with its sites armed" rmmod test_memory_fault
is "$(grep -c 'module:test_memory_fault ' $ctl)" 0 "its sites are gone"
ok "it loads again" insmod $mod
is "$(armed)" "" "with its sites unarmed"
ok "runs succeed" run 10
ok "test_memory_fault unloads" rmmod test_memory_fault
done_testing
