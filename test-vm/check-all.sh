#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check-all.sh [--list]: everything "make check" runs without TOPIC, in
# units: "tooling" (lint's and the harness's self-tests, the export round
# trip, the mails of each series, the shard self-test, the topic order),
# "base", each topic's lint ("lint-<topic>": checkpatch, and sparse on
# the files it touches, compiled on its own tree and its parent's), "all"
# (every topic merged, booted with every topic's tests) and the build
# matrix (lint/matrix/rows).  FULL=1 ("make check-full") adds each
# topic's own kernel ("<topic>": built on its parent alone and booted with
# the tests of its chain), one full kernel build per topic.
# SHARD=k/N runs only the k-th of N shards: whole units, balanced by
# their cost in test-vm/costs, tooling and base in shard 1.
# Runs every step even after a failure, then prints the total as
# "N passed, N failed".  --list prints the units of the shard and stops.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
shard=${SHARD:-1/1}
k=${shard%/*} n=${shard#*/}
[[ $k =~ ^[1-9][0-9]*$ && $n =~ ^[1-9][0-9]*$ ]] && [ "$k" -le "$n" ] ||
	die "SHARD must be k/N with 1 <= k <= N, not '$shard'"

# The units of shard k: longest first, each to the least loaded shard.
# cost UNIT: its line in test-vm/costs, else (lint-x) the "lint" line,
# else "default".
cost() {
	awk -v u="$1" '$1 == u { c = $2 } $1 == "lint" && u ~ /^lint-/ { l = $2 }
		$1 == "default" { d = $2 } END { print c ? c : l ? l : d }' "$REPO/test-vm/costs"
}
units() {
	local u
	echo "tooling $(cost tooling) pinned"
	echo "base $(cost base) pinned"		# the tooling boots the base kernel
	for u in $(topics_in_order); do
		echo "lint-$u $(cost "lint-$u")"
		[ "${FULL:-0}" = 0 ] || echo "$u $(cost "$u")"
	done
	for u in all matrix; do echo "$u $(cost "$u")"; done
}
mine=$(units | sort -s -k3,3r -k2,2nr | awk -v n="$n" -v k="$k" '
	{ best = 1
	  if ($3 != "pinned") for (s = 2; s <= n; s++) if (load[s] < load[best]) best = s
	  load[best] += $2
	  if (best == k) print $1 }')
# ... run in the order of make check (tooling, base, topics, all, matrix).
mine=$(units | awk '{ print $1 }' | grep -xF -f <(printf '%s\n' $mine))
if [ "${1:-}" = --list ]; then printf '%s\n' $mine; exit 0; fi

steps=() names=()
step() {	# step NAME COUNTS_FILE COMMAND...
	local name=$1 counts=$2; shift 2
	rm -f "$counts"
	"$@"
	[ -s "$counts" ] || { echo "  FAIL  $name did not complete"; echo "0 1" >"$counts"; }
	steps+=("$counts") names+=("$name")
}

progress "check$([ "${FULL:-0}" = 0 ] || echo " (full)"): shard $k/$n: $(echo $mine)"
base_summary
for u in $mine; do
	case $u in
	tooling)
		step lint-selftest "$OUT/lint-selftest/counts" "$REPO/lint/selftest.sh"
		step selftest "$OUT/selftest/counts" "$REPO/test-vm/selftest/check-harness.sh"
		step shards "$OUT/shards/counts" "$REPO/test-vm/check-shards.sh"
		step order "$OUT/order/counts" "$REPO/series/check-order.sh"
		step export "$OUT/export/counts" "$REPO/series/check-export.sh"
		step mail "$OUT/mail/counts" "$REPO/series/check-mail.sh" ;;
	matrix)
		step matrix "$OUT/matrix/counts" "$REPO/lint/build-matrix.sh" ;;
	lint-*)
		step "$u" "$OUT/lint/${u#lint-}/counts" "$REPO/lint/lint.sh" "${u#lint-}" ;;
	*)
		step "$u" "$OUT/$u/counts" "$REPO/test-vm/check.sh" "$u" ;;
	esac
done

for i in "${!steps[@]}"; do
	printf '%s=%s ' "${names[$i]}" "$(tr ' ' / <"${steps[$i]}")"
done
echo "(passed/failed per step)"
base_summary
read -r pass fail < <(sum_counts "${steps[@]}" /dev/null)
[ "$n" = 1 ] || printf 'shard %s: ' "$shard"
printf '%d passed, %d failed\n' "$pass" "$fail"
[ "$fail" = 0 ]
