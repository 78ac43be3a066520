#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# lint.sh [TOPIC]: checkpatch and sparse for TOPIC, or for every topic.
# Each topic's results go to $OUT/lint/TOPIC (its "PASSED FAILED" in
# counts there); the total to $OUT/lint/counts.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
case ${1:-} in
base|all) progress "lint $1: no patches of its own, nothing to check (lint the topics)"; exit 0 ;;
esac
topics=${1:-$(topics_in_order)}
rc=0 totals=()
for t in $topics; do
	check_topic "$t"
	export LINT_OUT=$OUT/lint/$t
	rm -rf "$LINT_OUT" && mkdir -p "$LINT_OUT"
	progress "lint $t: checkpatch --strict, sparse"
	"$REPO/lint/checkpatch.sh" "$t" || rc=1
	"$REPO/lint/sparse.sh" "$t" || rc=1
	sum_counts "$LINT_OUT/$t.checkpatch" "$LINT_OUT/$t.sparse" >"$LINT_OUT/counts"
	totals+=("$LINT_OUT/counts")
done
[ -n "$topics" ] || progress "lint: no topics yet"
read -r pass fail < <(sum_counts "${totals[@]}" /dev/null)
finish "lint${1:+ $1}" "$OUT/lint" && [ "$rc" = 0 ]
