#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Dynamic fault sites of the test module: listed at their lines, armed by
# every kind of query, failing exactly as their mode says (the module
# counts the errors its callers saw), fail-nth and make-it-fail honoured,
# bad commands refused with nothing changed, gone with the module.
. /lib/tap.sh
ctl=/sys/kernel/debug/dynamic_faults
dir=/sys/kernel/debug/test_dynamic_fault
mod=/modules/test_dynamic_fault.ko
src=lib/test_dynamic_fault.c

# The module's sites in line order: "<line> <mode> <frequency> <reached> <fired>".
sites() {
	grep "module:test_dynamic_fault " $ctl |
		sed -e 's/^[^:]*:\([0-9]*\) .* class:[^ ]* /\1 /' \
		    -e 's/frequency://; s/reached://; s/fired://' | sort -n
}
# listed PATTERN: the lines of the module's sites matching PATTERN in the
# order of the listing, which is the order of the module's section (the
# compiler's choice) and the order "index" counts in.
listed() {
	grep "module:test_dynamic_fault .*$1" $ctl | sed 's/^[^:]*:\([0-9]*\) .*/\1/' | tr '\n' ' '
}
# enabled: the lines of the module's armed sites, in line order.
enabled() { sites | grep -v disabled | cut -d' ' -f1 | tr '\n' ' '; }
# site LINE: the fields of the site at LINE of the module.
site() { sites | sed -n "s/^$1 //p"; }
# results: the module's counts on one line: runs completed and the
# errors of lookup read_header read_body write commit.
results() { cut -d' ' -f2 $dir/results | tr '\n' ' ' | sed 's/ $//'; }
cmd() { echo "$*" >$ctl; }
run() { echo "$1" >$dir/run; }
reload() { rmmod test_dynamic_fault 2>/dev/null; insmod $mod; }

ok "the site list is in debugfs" test -f $ctl
ok "test_dynamic_fault loads" insmod $mod
is "$(grep 'module:test_dynamic_fault ' $ctl | sort -t: -k2n)" \
"$src:45 module:test_dynamic_fault func:dft_lookup class:dft:lookup disabled frequency:1 reached:0 fired:0
$src:51 module:test_dynamic_fault func:dft_read class:dft:io disabled frequency:1 reached:0 fired:0
$src:53 module:test_dynamic_fault func:dft_read class:dft:io disabled frequency:1 reached:0 fired:0
$src:60 module:test_dynamic_fault func:dft_write class:dft:write disabled frequency:1 reached:0 fired:0
$src:65 module:test_dynamic_fault func:dft_commit class:dft:commit disabled frequency:1 reached:0 fired:0" \
	"the module's 5 sites, at their lines, unarmed"

ok "100 runs with no site armed succeed" run 100
is "$(results)" "100 100 0 0 0 0 0" "100 runs, 100 completed, no error"
is "$(sites | cut -d' ' -f4,5 | sort -u)" "0 0" "unarmed sites count nothing"

# enable: every call fails.
ok "func dft_write enable" cmd func dft_write enable
is "$(site 60)" "enabled 1 0 0" "the write site is enabled"
fails "No space left on device" "a run fails with the write step's error" run 100
is "$(results)" "200 100 0 0 0 100 0" "each of the 100 runs failed in the write step"
is "$(site 60)" "enabled 1 100 100" "the write site: reached 100, fired 100"
is "$(site 65)" "disabled 1 0 0" "the commit site after it was never reached"
ok "func dft_write disable" cmd func dft_write disable
ok "a run succeeds again" run 1
is "$(site 60)" "disabled 1 100 100" "disabled: counters kept, nothing counted"

# frequency N: one call in N.
reload
ok "class dft:commit frequency 7" cmd class dft:commit frequency 7
fails "Read-only file system" "runs fail with the commit step's error" run 100
is "$(results)" "100 86 0 0 0 0 14" "100 runs: 14 (100/7) failed in commit"
is "$(site 65)" "enabled 7 100 14" "the commit site: frequency 7, reached 100, fired 14"
ok "class dft:commit enable frequency 3" cmd class dft:commit enable frequency 3
run 10
is "$(site 65)" "enabled 3 110 17" "a new command restarts the count: 3 more in 10"

# oneshot: the next call fails, once.
reload
ok "file $src func dft_lookup oneshot" cmd file $src func dft_lookup oneshot
fails "No such file or directory" "the next run fails in lookup" run 50
is "$(results)" "50 49 1 0 0 0 0" "exactly one of 50 runs failed"
is "$(site 45)" "disabled 1 1 1" "the site fired once and disabled itself"
ok "file test_dynamic_fault.c func dft_lookup oneshot frequency 3" \
	cmd file test_dynamic_fault.c func dft_lookup oneshot frequency 3
run 50
is "$(results)" "100 98 2 0 0 0 0" "oneshot frequency 3: one more failure in 50 runs"
is "$(site 45)" "disabled 3 4 2" "it failed the 3rd call, then disabled itself"

# Line ranges and indexes pick one of the two sites of dft_read.
reload
ok "func dft_read line 53 enable" cmd func dft_read line 53 enable
is "$(sites | cut -d' ' -f1,2 | tr '\n' ' ')" \
	"45 disabled 51 disabled 53 enabled 60 disabled 65 disabled " "line 53 selects the body read only"
fails "Bad message" "runs fail reading the body" run 5
is "$(results)" "5 0 0 0 5 0 0" "5 failures in read_body, none in read_header"
ok "disable" cmd disable
is "$(sites | cut -d' ' -f2 | sort -u)" "disabled" "an empty query disarms every site"
set -- $(listed 'class:dft:io ')
echo "# the two dft:io sites are listed in this order: $*"
ok "class dft:io index 1 enable" cmd class dft:io index 1 enable
is "$(enabled)" "$2 " "index 1 arms the second dft:io site listed, line $2"
if [ "$2" = 51 ]; then e="Input/output error" r="10 0 0 5 5 0 0"; else e="Bad message" r="10 0 0 0 10 0 0"; fi
fails "$e" "runs fail in its step" run 5
is "$(results)" "$r" "5 more failures, all in its step"
cmd disable
set -- $(listed 'func:dft_[rw]')
ok "line 50-60 index 1-2 enable" cmd file $src line 50-60 index 1-2 enable
is "$(enabled)" "$(printf '%s\n' $2 $3 | sort -n | tr '\n' ' ')" \
	"index 1-2 of lines 50-60 arms the second and third sites listed there, lines $2 and $3"
ok "module test_dynamic_fault disable" cmd module test_dynamic_fault disable

# A whole module armed at once, oneshot: each run fails at the next step.
reload
ok "module test_dynamic_fault oneshot" cmd module test_dynamic_fault oneshot
for i in 1 2 3 4 5 6; do run 1 2>/dev/null; done
is "$(results)" "6 1 1 1 1 1 1" "6 runs: each step failed once, in order, then one completed"
is "$(sites | cut -d' ' -f2- | sort -u)" "disabled 1 1 1" "every site reached once, fired once"
ok "class dft:* enable (a glob)" cmd class 'dft:*' enable
is "$(sites | cut -d' ' -f2 | sort -u)" "enabled" "the glob selects all 5"
ok "func 'dft_*r*' disable" cmd func 'dft_*r*' disable
is "$(sites | cut -d' ' -f1,2 | tr '\n' ' ')" \
	"45 enabled 51 disabled 53 disabled 60 disabled 65 enabled " "dft_read and dft_write disabled"
cmd disable

# task: only tasks with make-it-fail set fail.
reload
ok "func dft_lookup task" cmd func dft_lookup task
ok "runs of a task without make-it-fail succeed" run 10
is "$(site 45)" "task 1 0 0" "calls that cannot fail are not counted"
fails "No such file or directory" "a task with make-it-fail fails" \
	sh -c "echo 1 >/proc/self/make-it-fail && echo 10 >$dir/run"
is "$(results)" "20 10 10 0 0 0 0" "its 10 runs failed in lookup"
is "$(site 45)" "task 1 10 10" "reached 10 times, fired 10"

# fail-nth: the Nth armed site the task reaches fails, whatever its mode.
reload
cmd module test_dynamic_fault task
want="No such file or directory
Input/output error
Bad message
No space left on device
Read-only file system"
dmesg -c >/dev/null
got=$(for n in 1 2 3 4 5; do
	sh -c "exec 3>$dir/run; echo $n >/proc/self/fail-nth; echo 1 >&3" 2>&1 |
		sed 's/.*: //'
done)
is "$got" "$want" "fail-nth 1..5: exactly the Nth site reached fails"
is "$(results)" "5 0 1 1 1 1 1" "one failure at each step"
is "$(dmesg | grep -c "dynamic_fault: fail-nth: failing $src:[0-9]* class:dft:")" 5 \
	"each fault logged with its site"
# Opening a file is a fault injection point too: read fail-nth through a
# descriptor opened before it is set.
is "$(sh -c "exec 3>$dir/run 4</proc/self/fail-nth; echo 7 >/proc/self/fail-nth; echo 1 >&3 && read n <&4 && echo \$n")" \
	2 "fail-nth 7: a run reaches 5 sites, 2 are left"
cmd module test_dynamic_fault disable
cmd func dft_commit enable
is "$(sh -c "exec 3>$dir/run; echo 2 >/proc/self/fail-nth; echo 1 >&3 && echo 1 >&3" 2>&1 | sed 's/.*: //')" \
	"Read-only file system" "fail-nth counts armed sites only, and overrides their mode"
is "$(site 65)" "enabled 1 4 2" "the commit site: reached twice more, failed once more"
cmd disable

# The kernel's own tools/testing/fault-injection/failcmd.sh: failslab works
# as before, and the command it runs (with make-it-fail set) fails at the
# sites armed in task mode.  (It passes the command on in a string: no
# quoting survives, hence the script files.)
fs=/sys/kernel/debug/failslab
if [ -d $fs ]; then
	# -t 1: with more, failcmd.sh's own cleanup (task-filter off before
	# probability 0) fails the rest of the system.  Where the one failure
	# lands in the command, and so whether it survives it, varies.
	dmesg -c >/dev/null
	failcmd.sh -p 100 -t 1 -v 1 --ignore-gfp-wait=N -- mkdir /tmp/failcmd 2>/dev/null
	is "$(dmesg | grep -c 'FAULT_INJECTION: forcing a failure')" 1 \
		"failcmd.sh -p 100 -t 1: failslab failed the command once"
	echo Y >$fs/ignore-gfp-wait
	echo 0 >$fs/verbose
	is "$(cat $fs/probability $fs/times $fs/task-filter | tr '\n' ' ')" "0 1 N " \
		"failcmd.sh put failslab back"
	rmdir /tmp/failcmd 2>/dev/null
	ok "mkdir succeeds without it" mkdir /tmp/failcmd
else	# FAILSLAB needs SLAB or SLUB
	for d in "failcmd.sh -p 100 -t 1: failslab failed the command once" \
		 "failcmd.sh put failslab back" "mkdir succeeds without it"; do
		skip "$d" "no failslab in this kernel"
	done
fi
reload
cmd func dft_lookup task
echo "echo 3 >$dir/run" >/tmp/run3.sh
fails "No such file or directory" "failcmd.sh -p 0: the command fails at the task-mode site" \
	failcmd.sh -p 0 -- sh /tmp/run3.sh
is "$(results)" "3 0 3 0 0 0 0" "its 3 runs failed in lookup"
cmd disable

# Bad commands: each fails with its error, and no site changes.
reload
cmd func dft_write frequency 5
before=$(cat $ctl)
bad=0
while IFS='|' read -r err text; do
	out=$(printf "$text" | dd of=$ctl bs=4096 2>&1) && out=accepted
	case $out in
	*"$err"*) ;;
	*) bad=$((bad + 1)); echo "# '$text': '$out', expected $err" ;;
	esac
	[ "$(cat $ctl)" = "$before" ] || { bad=$((bad + 1)); echo "# '$text' changed the listing"; }
done <<'LIST'
Invalid argument|enable enable
Invalid argument|enable oneshot
Invalid argument|disable frequency 3
Invalid argument|frequency
Invalid argument|frequency 0
Invalid argument|frequency -1
Invalid argument|frequency 1073741824
Invalid argument|frequency 99999999999999999999
Invalid argument|frequency 0x10
Invalid argument|frequency 3 frequency 4
Invalid argument|frequency three
Invalid argument|enabled
Invalid argument|disabled
Invalid argument|ENABLE
Invalid argument|enable please
Invalid argument|enable func dft_write
Invalid argument|func dft_write
Invalid argument|func
Invalid argument|file
Invalid argument|line
Invalid argument|line 5-3 enable
Invalid argument|line - enable
Invalid argument|line x enable
Invalid argument|line 1-2-3 enable
Invalid argument|index enable
Invalid argument|index -x enable
Invalid argument|func a func b enable
Invalid argument|class a class b enable
Invalid argument|module a module b enable
Invalid argument|line 1 line 2 enable
Invalid argument|funk dft_write enable
Invalid argument|fun dft_write enable
Invalid argument|enable\001
Invalid argument|enable\177
Invalid argument|enable\0
Invalid argument|func dft_write\0 enable
Invalid argument|\0
Invalid argument|\033[1menable
Invalid argument|\303\251nable
Invalid argument|enable\200
Invalid argument|func dft_\377 enable
Invalid argument|\n
Invalid argument|   \t  \n
Invalid argument|task task
Invalid argument|oneshot frequency
Invalid argument|oneshot frequency 2 3
No such file or directory|func no_such_function enable
No such file or directory|module no_such_module enable
No such file or directory|class dft:nothing enable
No such file or directory|file no_such_file.c enable
No such file or directory|module test_dynamic_fault line 1-10 enable
No such file or directory|module test_dynamic_fault func dft_read line 52 enable
No such file or directory|module test_dynamic_fault index 5 enable
No such file or directory|class dft:io index 2- enable
No such file or directory|module test_dynamic_fault func dft_lookup line 46- enable
LIST
is "$bad" 0 "55 malformed or unmatched commands refused with their error, each leaving the listing as it was"
is "$(cat $ctl)" "$before" "the listing is byte for byte as before"
# 255 bytes is the longest command: white space pads it.
pad=$(printf '%*s' 230 '')
cmd255="func dft_lookup${pad}oneshot"
is "${#cmd255}" 252 "a command of 252 bytes, 255 with the padding below"
ok "a 255-byte command is taken" sh -c "printf '%s   ' '$cmd255' | dd of=$ctl bs=4096 2>/dev/null"
is "$(site 45)" "oneshot 1 0 0" "and armed its site"
cmd func dft_lookup disable
fails "Argument list too long" "a 256-byte command: E2BIG" \
	sh -c "printf '%s    ' '$cmd255' | dd of=$ctl bs=4096"
before=$(cat $ctl)
long=$(printf '%0300d' 0)
fails "Argument list too long" "a 300-byte command: E2BIG" sh -c "echo 'func $long enable' >$ctl"
is "$(cat $ctl)" "$before" "still as before"

# Root only: the file's own mode, with debugfs opened to all (it is
# mounted 0700, which alone would stop them).
is "$(stat -c %a $ctl)" 600 "the control file is mode 0600"
fails "Permission denied" "an unprivileged user cannot read it" with_debugfs_open as_nobody cat $ctl
fails "Permission denied" "an unprivileged user cannot write it" \
	with_debugfs_open as_nobody "echo disable >$ctl"
is "$(cat $ctl)" "$before" "nothing changed"

# The sites go with the module, and come back unarmed.
cmd module test_dynamic_fault enable
ok "test_dynamic_fault unloads with its sites armed" rmmod test_dynamic_fault
is "$(grep -c 'module:test_dynamic_fault ' $ctl)" 0 "its sites are gone"
fails "No such file or directory" "a query for them matches nothing" cmd module test_dynamic_fault enable
ok "it loads again" insmod $mod
is "$(sites | cut -d' ' -f2- | sort -u)" "disabled 1 0 0" "its sites are back, unarmed, counters at 0"
ok "and runs" run 10
rmmod test_dynamic_fault
done_testing
