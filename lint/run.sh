#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# run.sh [TOPIC]: checkpatch and sparse for TOPIC, or for every topic.
set -uo pipefail
. "$(dirname "$0")/../base/common.sh"
topics=${1:-$(topics_in_order)}
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
read -r p f < <(cat "$OUT/lint"/*.* 2>/dev/null | awk '{ p += $1; f += $2 } END { print p + 0, f + 0 }')
echo "$p $f" >"$OUT/lint/counts"
printf 'lint: %d passed, %d failed\n' "$p" "$f"
exit $rc
