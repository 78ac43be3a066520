#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# sparse.sh TOPIC: sparse (make C=2) on each C file TOPIC's patches touch.
# A warning fails unless the base reports the same one for the same file
# (compared without line numbers).  "PASSED FAILED" goes to $OUT/lint/TOPIC.sparse.
set -uo pipefail
. "$(dirname "$0")/../base/common.sh"
t=$1 pass=0 fail=0
mkdir -p "$OUT/lint"

# sparse_warnings SRC FILE: the file's sparse warnings, line numbers dropped.
sparse_warnings() {
	[ -f "$1/$2" ] || return 0
	make -C "$1" O=.out C=2 CHECK=sparse "${2%.c}.o" 2>&1 |
		grep -F "$2:" | grep -E 'warning|error' |
		sed -E 's/:[0-9]+:[0-9]+:/:/' | LC_ALL=C sort -u
}

files=$(git -C "$KSRC" diff --name-only --diff-filter=AM "$(topic_parent "$t")" "$t" -- '*.c')
if [ -n "$files" ]; then
	"$REPO/test-vm/build.sh" base >/dev/null
	"$REPO/test-vm/build.sh" "$t" >/dev/null
fi
for f in $files; do
	new=$(comm -13 <(sparse_warnings "$KSRC" "$f") <(sparse_warnings "$WT/$t" "$f"))
	if [ -z "$new" ]; then
		pass=$((pass + 1)); echo "  ok    sparse $t: $f"
	else
		fail=$((fail + 1)); echo "  FAIL  sparse $t: $f has new warnings:"
		printf '%s\n' "$new" | head -n 20 | sed 's/^/        /'
	fi
done
echo "$pass $fail" >"$OUT/lint/$t.sparse"
[ "$fail" = 0 ]
