#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# results.sh NAME DIR QEMU_RC SUITES...: judge one boot from DIR/console.log
# (kernel console, KUnit KTAP) and DIR/tap.log (guest scripts' TAP), given
# QEMU's exit code and the KUnit suites that must have run.  DIR/scripts
# lists the guest scripts that must have reported.  Prints one line per
# check and the lines that matter for each failure; writes "PASSED FAILED"
# to DIR/counts; exits 1 when anything failed.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
. "$(dirname "$0")/vm"
name=$1 dir=$(realpath "$2") qrc=$3; shift 3
con=$dir/console.log tap=$dir/tap.log
touch "$con" "$tap"
sed -i 's/\r$//' "$con" "$tap"		# serial lines end in CR LF

# 1. The guest ran to its end.
if [ "$qrc" = 124 ] || [ "$qrc" = 137 ]; then
	bad "$name: timeout after ${TIMEOUT:-$VM_TIMEOUT}s; last console lines:"
	tail -n 8 "$con" | sed 's/^/        /'
elif [ "$qrc" != 0 ] && [ ! -s "$con" ]; then
	bad "$name: QEMU failed to start (exit $qrc):"
	tail -n 8 "$dir/qemu.log" | sed 's/^/        /'
elif ! grep -qx '# done' "$tap"; then
	bad "$name: the guest did not finish (qemu exit $qrc); last console lines:"
	tail -n 8 "$con" | sed 's/^/        /'
else
	good "$name: guest finished"
fi

# 2. No oops, BUG, WARNING, KASAN, kmemleak, lockdep or panic report on
# the console: the patterns of test-vm/report-patterns.
report=$(report_re)
if grep -qE "$report" "$con"; then
	bad "$name: kernel reports on the console:"
	# The report lines, the message after "cut here", and the call traces.
	REPORT=$report awk '
		BEGIN { re = ENVIRON["REPORT"] }
		$0 ~ re { print; msg = /cut here/; next }
		msg { print; msg = 0; next }
		/Call Trace:/ { trace = 12 }
		trace > 0 && /(Code|RIP|RSP|RAX|RDX|RBP|R10|R13):/ { next }
		/---\[ end trace/ { print; trace = 0 }
		trace > 0 { print; trace-- }' "$con" | head -n 60 | sed 's/^/        /'
else
	good "$name: no oops/BUG/WARNING/KASAN/lockdep report"
fi

# 3. KUnit: every test case of every suite that ran, and the suites required.
json=$dir/kunit.json
# Suites in modules print their KTAP after the boot-time block's "1..N"
# plan; without that plan kunit.py parses every suite to the end.
sed -E '/^\[ *[0-9.]+\] 1\.\.[0-9]+$/d' "$con" >"$dir/ktap.log"
python3 "$KSRC/tools/testing/kunit/kunit.py" parse --json="$json" "$dir/ktap.log" >"$dir/kunit.txt" 2>&1 || true
[ -s "$json" ] || echo '{}' >"$json"
while IFS=$'\t' read -r status suite test; do
	case $status in
	PASS|SKIP) pass=$((pass + 1)) ;;
	*) bad "kunit $suite.$test: $status"
	   awk -v c="$test" 'index($0, "# " c ": ") { on = 1 } on { print }
		on && $0 ~ ("not ok [0-9]+ " c "$") { exit }' "$con" |
		head -n 12 | sed 's/^/        /' ;;
	esac
done < <(jq -r '.. | objects | select(has("sub_groups")) | .name as $s |
	.test_cases[] | [.status, $s, .name] | @tsv' "$json")
ncases=$(jq '[.. | objects | select(has("status"))] | length' "$json")
if [ "$ncases" -gt 0 ]; then
	printf '  info  kunit: %s test cases parsed (%s)\n' "$ncases" \
		"$(grep -m 1 -o 'Ran .*' "$dir/kunit.txt")"
else
	bad "kunit: no KUnit result on the console (every guest runs the example suite)"
	tail -n 3 "$dir/kunit.txt" | sed 's/^/        /'
fi
# A required suite must have passed cases: one whose cases all skipped
# (a feature off that should be on) has tested nothing.
for s in "$@"; do
	passed=$(jq --arg s "$s" '[.. | objects | select(.name? == $s) |
		.test_cases[]? | select(.status == "PASS")] | length' "$json")
	if [ "$passed" -gt 0 ]; then
		good "kunit suite $s ran ($passed cases passed)"
	elif jq -e --arg s "$s" '[.. | objects | select(.name? == $s)] | length > 0' "$json" >/dev/null; then
		bad "kunit suite $s: ran, but no case passed"
	else
		bad "kunit suite $s: no result on the console"
	fi
done

# 4. Guest scripts: TAP lines, plan, exit status, and none missing.
while read -r script; do
	body=$(awk -v s="$script" '$0 == "# script: " s { on = 1; next }
		on && /^# (script|done)/ { exit } on' "$tap")
	if [ -z "$body" ]; then
		bad "$script: no result"
		continue
	fi
	n=0 nf=0
	while read -r line; do
		case $line in
		"ok "*) n=$((n + 1)); pass=$((pass + 1)) ;;
		"not ok "*) n=$((n + 1)); nf=$((nf + 1)); bad "$script: $line"
			printf '%s\n' "$body" | grep -F -A 4 -x "$line" | tail -n +2 |
				sed -n '/^#  /!q; s/^/        /p' ;;
		esac
	done <<<"$body"
	plan=$(printf '%s\n' "$body" | sed -n 's/^1\.\.\([0-9]*\)$/\1/p')
	rc=$(printf '%s\n' "$body" | sed -n 's/^# exit: //p')
	[ "$plan" = "$n" ] || bad "$script: plan says ${plan:-nothing} tests, $n ran"
	case $rc in
	0) ;;
	1) [ "$nf" -gt 0 ] || bad "$script: exited 1 with no failed test" ;;
	*) bad "$script: exited ${rc:-never}" ;;
	esac
	printf '  info  %s: %s TAP results\n' "$script" "$n"
done <"$dir/scripts"

finish "$name" "$dir"
