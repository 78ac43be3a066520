#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check-all.sh: everything "make check" runs without TOPIC: lint and its
# self-test, the harness self-tests, the export round trip, the mails of each series,
# the base and each topic booted with its tests, "all", and the build
# matrix (lint/matrix/rows).  Runs every step even after a failure,
# then prints the total as "N passed, N failed".
set -uo pipefail
. "$(dirname "$0")/../base/common.sh"
steps=() names=()
step() {	# step NAME COUNTS_FILE COMMAND...
	local name=$1 counts=$2; shift 2
	rm -f "$counts"
	"$@"
	[ -s "$counts" ] || { echo "  FAIL  $name did not complete"; echo "0 1" >"$counts"; }
	steps+=("$counts") names+=("$name")
}

step lint "$OUT/lint/counts" "$REPO/lint/run.sh"
step lint-selftest "$OUT/lint-selftest/counts" "$REPO/lint/selftest.sh"
step selftest "$OUT/selftest/counts" "$REPO/test-vm/selftest/run.sh"
step export "$OUT/export/counts" "$REPO/topics/roundtrip.sh"
step mail "$OUT/mail/counts" "$REPO/topics/mail-test.sh"
for t in base $(topics_in_order) all; do
	step "$t" "$OUT/$t/counts" "$REPO/test-vm/check.sh" "$t"
done
step matrix "$OUT/matrix/counts" "$REPO/lint/build-matrix.sh"

read -r p f < <(cat "${steps[@]}" | awk '{ p += $1; f += $2 } END { print p, f }')
for i in "${!steps[@]}"; do
	printf '%s=%s ' "${names[$i]}" "$(tr ' ' / <"${steps[$i]}")"
done
echo "(passed/failed per step)"
echo "$p passed, $f failed"
[ "$f" = 0 ]
