#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# sparse.sh TOPIC: sparse (make C=1 after touching the file) on each kernel
# C file TOPIC's patches touch; host programs (scripts/, tools/) are not
# kernel code.  A warning fails unless the parent reports the same one for
# the same file (compared without line numbers).  "PASSED FAILED" goes to
# $LINT_OUT/TOPIC.sparse.
set -uo pipefail
. "$(dirname "$0")/../base/common.sh"
LINT_OUT=${LINT_OUT:-$OUT/lint}
t=$1 pass=0 fail=0
parent=$(topic_parent "$t")
dir=$LINT_OUT/sparse-$t
rm -rf "$dir" && mkdir -p "$dir"

# sparse_of BRANCH: each touched file's warnings into $dir/BRANCH.<file>.
sparse_of() {
	local f out
	"$REPO/test-vm/build.sh" "$1" --tree >/dev/null || return 1
	for f in $files; do
		out=$dir/$1.${f//\//_}
		if [ ! -f "$KBUILD/$f" ]; then
			: >"$out"	# a new file: every warning is new
			continue
		fi
		touch "$KBUILD/$f"
		kmake C=1 CHECK=sparse "${f%.c}.o" >"$out.log" 2>&1 || {
			echo "  FAIL  sparse $1: make ${f%.c}.o failed:"; tail -n 5 "$out.log" | sed 's/^/        /'
			continue
		}
		grep -F "$f:" "$out.log" | grep -E 'warning|error' | sed -E 's/:[0-9]+:[0-9]+:/:/' |
			LC_ALL=C sort -u >"$out"
	done
}

files=$(git -C "$KSRC" diff --name-only --diff-filter=AM "$parent" "$t" -- '*.c' |
	grep -vE '^(scripts|tools|usr)/')
if [ -n "$files" ]; then
	sparse_of "$parent"
	sparse_of "$t"
fi
for f in $files; do
	a=$dir/$parent.${f//\//_} b=$dir/$t.${f//\//_}
	if [ ! -f "$a" ] || [ ! -f "$b" ]; then
		fail=$((fail + 1)); echo "  FAIL  sparse $t: $f was not checked"
		continue
	fi
	new=$(comm -13 "$a" "$b")
	if [ -z "$new" ]; then
		pass=$((pass + 1)); echo "  ok    sparse $t: $f ($(wc -l <"$b") warnings, none new)"
	else
		fail=$((fail + 1)); echo "  FAIL  sparse $t: $f has new warnings:"
		printf '%s\n' "$new" | head -n 20 | sed 's/^/        /'
	fi
done
echo "$pass $fail" >"$LINT_OUT/$t.sparse"
[ "$fail" = 0 ]
