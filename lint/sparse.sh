#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# sparse.sh TOPIC: sparse (make C=2) on each C file TOPIC's patches touch.
# A warning fails unless the parent reports the same one for the same file
# (compared without line numbers).  "PASSED FAILED" goes to $OUT/lint/TOPIC.sparse.
set -uo pipefail
. "$(dirname "$0")/../base/common.sh"
t=$1 pass=0 fail=0
parent=$(topic_parent "$t")
mkdir -p "$OUT/lint/sparse-$t"

# sparse_of BRANCH: each touched file's warnings, line numbers dropped.
sparse_of() {
	"$REPO/test-vm/build.sh" "$1" --tree >/dev/null || return 1
	for f in $files; do
		[ -f "$KBUILD/$f" ] || { : >"$OUT/lint/sparse-$t/$1.${f//\//_}"; continue; }
		touch "$KBUILD/$f"
		make -C "$KBUILD" O=.out C=1 CHECK=sparse "${f%.c}.o" 2>&1 |
			grep -F "$f:" | grep -E 'warning|error' | sed -E 's/:[0-9]+:[0-9]+:/:/' |
			LC_ALL=C sort -u >"$OUT/lint/sparse-$t/$1.${f//\//_}"
	done
}

files=$(git -C "$KSRC" diff --name-only --diff-filter=AM "$parent" "$t" -- '*.c')
[ -z "$files" ] || { sparse_of "$parent" && sparse_of "$t"; } || fail=1
for f in $files; do
	new=$(cd "$OUT/lint/sparse-$t" && comm -13 "$parent.${f//\//_}" "$t.${f//\//_}")
	if [ -z "$new" ]; then
		pass=$((pass + 1)); echo "  ok    sparse $t: $f"
	else
		fail=$((fail + 1)); echo "  FAIL  sparse $t: $f has new warnings:"
		printf '%s\n' "$new" | head -n 20 | sed 's/^/        /'
	fi
done
echo "$pass $fail" >"$OUT/lint/$t.sparse"
[ "$fail" = 0 ]
