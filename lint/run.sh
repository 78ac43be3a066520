#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# run.sh [TOPIC]: checkpatch and sparse for TOPIC, or for every topic.
set -uo pipefail
. "$(dirname "$0")/../base/common.sh"
topics=${1:-$(topics_in_order)}
case ${1:-} in
base|all) progress "lint $1: no patches of its own, nothing to check (lint the topics)"; exit 0 ;;
esac
rc=0
rm -rf "$OUT/lint"
mkdir -p "$OUT/lint"
for t in $topics; do
	check_topic "$t"
	progress "lint $t: checkpatch --strict, sparse"
	"$REPO/lint/checkpatch.sh" "$t" || rc=1
	"$REPO/lint/sparse.sh" "$t" || rc=1
done
[ -n "$topics" ] || progress "lint: no topics yet"
read -r pass fail < <(sum_counts "$OUT/lint"/*.* /dev/null)
finish lint "$OUT/lint" && [ "$rc" = 0 ]
