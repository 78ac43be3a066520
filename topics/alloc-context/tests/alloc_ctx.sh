#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Allocation context capture: the test module's kthread "actx-test" makes
# N kmalloc(192) and M alloc_page() calls at two call sites selected in
# alloc_tags.ctx; exactly N and M contexts are listed, each with the
# kthread's pid and comm, the size, a time between the module's before and
# after, and a stack with the allocating function.  Freeing half leaves
# half; disabling frees the contexts' memory; the per-site limit drops
# what exceeds it and counts it; a module removed with captured pages
# leaves them listed as unloaded; bad writes fail and change nothing.
. /lib/tap.sh
ctl=/sys/kernel/debug/alloc_tags.ctx
runf=/sys/kernel/debug/test_alloc_tag_ctx/run
mod=/modules/test_alloc_tag_ctx.ko
empty="# sites:0 contexts:0 max_total:65536 memory:0"

cmd() { echo "$*" >$ctl; }
run() { echo "$*" >$runf; }
# info FIELD: pid, before, after, objects or pages, from the run file.
info() { tr ' ' '\n' <$runf | sed -n "/^$1\$/{n;p;}"; }
# site FUNC: the end of the site line of the module's FUNC, from "live:".
site() { grep " func:$1 live:" $ctl | sed 's/.* live:/live:/'; }
# calls FUNC: the live calls alloc_tags counts for the module's FUNC.
calls() { grep " module:test_alloc_tag_ctx func:$1\$" /sys/kernel/debug/alloc_tags | awk '{print $2}'; }
# ctxs FUNC: one line per context of FUNC's site: "size pid tgid comm ts
# stack", stack 1 when a frame of the call stack is FUNC itself.
ctxs() {
	awk -v f="$1" '
	function flush() { if (have) print size, pid, tgid, comm, ts, stk; have = 0 }
	/^#/ { next }
	/^    size: / { flush(); if (insite) { have = 1; size = $2; stk = 0 }; next }
	/^    pid: / { pid = $2; next }
	/^    tgid: / { tgid = $2; next }
	/^    comm: / { comm = $2; next }
	/^    ts: / { ts = $2; next }
	/^    call stack/ { next }
	/^         / { if (index($1, f "+") == 1) stk = 1; next }
	{ flush(); insite = index($0, " func:" f " live:") > 0 }
	END { flush() }' $ctl
}
# check FUNC SIZE: the contexts of FUNC that have SIZE, the kthread's
# pid as pid and tgid, its comm, a time within its run and FUNC in the
# stack, counted; then the count of all contexts of FUNC.
check() {
	local p b a
	p=$(info pid) b=$(info before) a=$(info after)
	echo "$(ctxs $1 | awk -v s=$2 -v p=$p -v b=$b -v a=$a \
		'$1 == s && $2 == p && $3 == p && $4 == "actx-test" && $5 >= b && $5 <= a && $6 == 1' |
		wc -l) $(ctxs $1 | wc -l)"
}
memory() { head -n 1 $ctl | sed 's/.*memory://'; }
# in_use: live allocations of the capture's own memory, in /proc/allocinfo.
in_use() { grep 'lib/alloc_tag_ctx.c:.* func:ctx_site_alloc$' /proc/allocinfo | awk '{n += $2} END {print n + 0}'; }

ok "test_alloc_tag_ctx loads" insmod $mod
is "$(stat -c %a $ctl)" 600 "alloc_tags.ctx is root's only"
is "$(cat $ctl)" "$empty" "no site selected: the header alone"
fails "Permission denied" "uid 1000 cannot read it" with_debugfs_open as_nobody cat $ctl
fails "Permission denied" "uid 1000 cannot select a site" \
	with_debugfs_open as_nobody "echo 'func actx_kmalloc enable' >$ctl"
is "$(cat $ctl)" "$empty" "nothing selected by uid 1000"

# Bad writes: an error each, nothing changed.
# write FORMAT [ARG]: printf's output written to alloc_tags.ctx in one
# write; dd reports the error.
write() { printf "$@" | dd of=$ctl bs=4096 2>&1; }
bad() {	# bad ERRTEXT FORMAT: one write, refused with ERRTEXT
	fails "$1" "'$2' is refused" write "$2"
}
bad "Invalid argument" "func actx_kmalloc"
bad "Invalid argument" "func actx_kmalloc enable max 0"
bad "Invalid argument" "func actx_kmalloc enable max"
bad "Invalid argument" "func actx_kmalloc enable max x3"
bad "Invalid argument" "func actx_kmalloc enable now"
bad "Invalid argument" "func actx_kmalloc disable max 3"
bad "Invalid argument" "func actx_kmalloc enable disable"
bad "Invalid argument" "bogus actx_kmalloc enable"
bad "Invalid argument" 'func actx_kmalloc\001 enable'
bad "Invalid argument" 'func actx_kmalloc\000 enable'
bad "Invalid argument" 'func actx_kmalloc enable max 1048577'
bad "Invalid argument" 'func actx_kmalloc enable max -1'
bad "No such file or directory" "func no_such_function enable"
bad "No such file or directory" "class memory enable"
bad "No space left on device" "func actx_kmalloc enable max 65537"
bad "No space left on device" "module test_alloc_tag_ctx enable max 32769"
fails "Argument list too long" "a 300-byte write is refused" \
	write 'func actx_kmalloc enable %0290d' 0
is "$(cat $ctl)" "$empty" "after 17 refused writes nothing is selected"
ok "disabling a site not selected is no error" cmd func actx_kmalloc disable
is "$(cat $ctl)" "$empty" "and changes nothing"

# Select both call sites, allocate 10 objects and 4 pages.
used=$(in_use)
ok "func actx_kmalloc enable" cmd func actx_kmalloc enable
ok "func actx_alloc_page enable max 16" cmd func actx_alloc_page enable max 16
is "$(head -n 1 $ctl | sed 's/ memory:.*//')" "# sites:2 contexts:1040 max_total:65536" \
	"2 sites, 1024 + 16 contexts set aside"
m=$(memory)
ok "their memory, $m bytes, is 80 bytes per context and a header per site" \
	test "$m" -ge $((1040 * 80)) -a "$m" -lt $((1040 * 80 + 2 * 1024))
is "$(site actx_kmalloc)" "live:0 max:1024 dropped:0" "nothing captured before the first allocation"
ok "the kthread makes 10 kmalloc() and 4 alloc_page() calls" run alloc 10 4
is "$(site actx_kmalloc)" "live:10 max:1024 dropped:0" "the kmalloc() site holds 10 contexts"
is "$(check actx_kmalloc 192)" "10 10" \
	"10 contexts: size 192, the kthread's pid, tgid and comm, a time within its run, actx_kmalloc in the stack"
is "$(site actx_alloc_page)" "live:4 max:16 dropped:0" "the alloc_page() site holds 4 contexts"
is "$(check actx_alloc_page 4096)" "4 4" "4 contexts: size 4096, the kthread's, within its run, actx_alloc_page in the stack"
is "$(calls actx_kmalloc) $(calls actx_alloc_page)" "10 4" "alloc_tags counts the same allocations"

ok "free half of them" run free_half
is "$(site actx_kmalloc) $(site actx_alloc_page)" "live:5 max:1024 dropped:0 live:2 max:16 dropped:0" \
	"5 and 2 contexts remain"
is "$(check actx_kmalloc 192) $(check actx_alloc_page 4096)" "5 5 2 2" "the remaining ones as before"
is "$(calls actx_kmalloc) $(calls actx_alloc_page)" "5 2" "alloc_tags counts 5 and 2"
ok "a second kthread run adds 3 and 1" run alloc 3 1
is "$(site actx_kmalloc) $(site actx_alloc_page)" "live:8 max:1024 dropped:0 live:3 max:16 dropped:0" \
	"8 and 3 contexts"
is "$(check actx_kmalloc 192) $(check actx_alloc_page 4096)" "3 8 1 3" \
	"the new ones have the second kthread's pid and times"

ok "module test_alloc_tag_ctx disable" cmd module test_alloc_tag_ctx disable
is "$(cat $ctl)" "$empty" "nothing selected, no memory"
is "$(in_use)" "$used" "the contexts' memory is freed"
is "$(calls actx_kmalloc) $(calls actx_alloc_page)" "8 3" "the allocations are still counted"
ok "free the rest" run free
is "$(calls actx_kmalloc) $(calls actx_alloc_page)" "0 0" "and uncharged when freed"

# The per-site limit: allocations succeed, the rest are dropped and counted.
ok "func actx_kmalloc enable max 3" cmd func actx_kmalloc enable max 3
ok "10 kmalloc() calls succeed" run alloc 10 0
is "$(info objects)" 10 "the module holds 10 objects"
is "$(site actx_kmalloc)" "live:3 max:3 dropped:7" "3 contexts, 7 dropped"
is "$(check actx_kmalloc 192)" "3 3" "the 3 are the kthread's"
ok "enabling a selected site again keeps it as it is" cmd func actx_kmalloc enable max 5
is "$(site actx_kmalloc)" "live:3 max:3 dropped:7" "still 3 of 3, 7 dropped"
ok "free them" run free
is "$(site actx_kmalloc)" "live:0 max:3 dropped:7" "no context left, the dropped count kept"
ok "two more" run alloc 2 0
is "$(site actx_kmalloc)" "live:2 max:3 dropped:7" "freed contexts are used again"
run free
cmd func actx_kmalloc disable

# A module removed with captured allocations left behind.
ok "func actx_alloc_page enable" cmd func actx_alloc_page enable
run alloc 0 4
run leave
ok "test_alloc_tag_ctx unloads, leaving 4 pages" rmmod test_alloc_tag_ctx
is "$(site actx_alloc_page)" "live:4 max:1024 dropped:0 (unloaded)" "its site stays listed, unloaded"
is "$(ctxs actx_alloc_page | awk '$1 == 4096 && $4 == "actx-test"' | wc -l)" 4 \
	"with its 4 contexts"
fails "No such file or directory" "an unloaded module's sites cannot be selected" \
	cmd module test_alloc_tag_ctx enable
ok "they can be deselected" cmd module test_alloc_tag_ctx disable
is "$(cat $ctl)" "$empty" "nothing selected"
ok "test_alloc_tag_ctx loads again" insmod $mod
ok "func actx_kmalloc enable" cmd func actx_kmalloc enable
run alloc 2 0
is "$(site actx_kmalloc)" "live:2 max:1024 dropped:0" "its new site captures"
run free
ok "test_alloc_tag_ctx unloads with a site selected" rmmod test_alloc_tag_ctx
is "$(cat $ctl)" "$empty" "its sites went with it"
done_testing
