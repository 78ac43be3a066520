# SPDX-License-Identifier: GPL-2.0
# TAP helpers for guest test scripts: ". /lib/tap.sh", then ok/is/... and
# finally "done_testing".  Diagnostics go to stderr (the kernel console).
TAP_N=0
TAP_FAILED=0

_tap() {	# _tap STATUS DESCRIPTION
	TAP_N=$((TAP_N + 1))
	if [ "$1" = 0 ]; then
		echo "ok $TAP_N - $2"
	else
		echo "not ok $TAP_N - $2"
		TAP_FAILED=$((TAP_FAILED + 1))
	fi
}

# ok DESCRIPTION COMMAND...: passes when COMMAND succeeds.
ok() { local d=$1; shift; "$@"; _tap $? "$d"; }

# is GOT EXPECTED DESCRIPTION: passes when the two strings are equal;
# returns non-zero when it fails, for "is ... || diagnose".
is() {
	[ "$1" = "$2" ]; local r=$?
	_tap $r "$3"
	[ $r = 0 ] || printf '#   got:      "%s"\n#   expected: "%s"\n' "$1" "$2"
	return $r
}

# fails ERRTEXT DESCRIPTION COMMAND...: passes when COMMAND fails and its
# stderr contains ERRTEXT (e.g. "Invalid argument").
fails() {
	local e=$1 d=$2 out; shift 2
	if out=$("$@" 2>&1); then
		_tap 1 "$d"; echo "#   succeeded, expected failure"
	else
		case $out in *"$e"*) _tap 0 "$d" ;;
		*) _tap 1 "$d"; printf '#   error "%s", expected "%s"\n' "$out" "$e" ;; esac
	fi
}

# skip DESCRIPTION REASON: a test this kernel cannot run, counted as a skip.
skip() { TAP_N=$((TAP_N + 1)); echo "ok $TAP_N - $1 # SKIP $2"; }

# wait_until TENTHS COMMAND...: run COMMAND every tenth of a second until
# it succeeds, at most TENTHS times; asserts nothing (an "is" after it
# does), for what the kernel finishes in the background.
wait_until() {
	local n=$1 i=0; shift
	while [ $i -lt "$n" ] && ! "$@"; do
		i=$((i + 1))
		sleep 0.1
	done
}

# as_nobody COMMAND...: run COMMAND as an unprivileged user.
as_nobody() { su -s /bin/sh nobody -c "$*"; }

# with_debugfs_open COMMAND...: run COMMAND with /sys/kernel/debug open to
# every user (mode 755), so that only its files' own modes stop an
# unprivileged one; root's alone again after.
with_debugfs_open() {
	local r
	mount -o remount,mode=755 /sys/kernel/debug
	"$@"; r=$?
	mount -o remount,mode=700 /sys/kernel/debug
	return $r
}

# failslab_arm: let fail-nth fail slab allocations that may sleep, with no
# report of each; false when this kernel has no failslab (SLOB).
# failslab_disarm puts the sleeping ones out of its reach again.
failslab_arm() {
	[ -d /sys/kernel/debug/failslab ] || return 1
	echo N >/sys/kernel/debug/failslab/ignore-gfp-wait
	echo 0 >/sys/kernel/debug/failslab/verbose
}
failslab_disarm() { echo Y >/sys/kernel/debug/failslab/ignore-gfp-wait; }

# fail_nth N COMMAND...: run COMMAND with its N-th fault injection point
# failing (fail-nth survives exec); its stderr is dropped.
fail_nth() {
	local n=$1; shift
	sh -c "echo $n >/proc/self/fail-nth && exec \"\$@\"" fail_nth "$@" 2>/dev/null
}

done_testing() { echo "1..$TAP_N"; [ "$TAP_FAILED" = 0 ]; }
