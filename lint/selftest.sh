#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# selftest.sh: lint proves it catches problems.  A throwaway topic
# "lint-selftest" (branch of that name, folder in a temporary TOPICS) has
# one patch on the base that adds a sparse warning to lib/string.c and
# lacks a Signed-off-by: checkpatch.sh and sparse.sh must fail with the
# right lines; an ignore entry without justification must fail; a
# justified one must let the patch pass.  "PASSED FAILED" goes to
# $OUT/lint-selftest/counts.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=lint-selftest
export LINT_OUT=$OUT/$t TOPICS
TOPICS=$(mktemp -d)
trap 'rm -rf "$TOPICS"; git -C "$KSRC" branch -q -D $t 2>/dev/null' EXIT
rm -rf "$LINT_OUT" && mkdir -p "$LINT_OUT" "$TOPICS/$t"
echo "parent: base" >"$TOPICS/$t/meta"

# The commit, made without a worktree: lib/string.c plus a bad function.
export GIT_INDEX_FILE=$LINT_OUT/index
blob=$( { git -C "$KSRC" show base:lib/string.c
	printf '\nstatic int __maybe_unused lint_selftest(int __user *p)\n{\n\treturn *p;\n}\n'
	} | git -C "$KSRC" hash-object -w --stdin)
git -C "$KSRC" read-tree base
git -C "$KSRC" update-index --cacheinfo "100644,$blob,lib/string.c"
commit=$(git -C "$KSRC" commit-tree "$(git -C "$KSRC" write-tree)" -p base \
	-m "lib/string: dereference a user pointer" -m "Planted for the lint self-test.")
unset GIT_INDEX_FILE
git -C "$KSRC" update-ref "refs/heads/$t" "$commit"
git -C "$KSRC" format-patch -q -o "$TOPICS/$t" base..$t
patch=$(basename "$TOPICS/$t"/*.patch)

expect() {	# expect DESCRIPTION WANTED_EXIT LINE COMMAND...
	local d=$1 want=$2 line=$3 rc=0 out; shift 3
	out=$("$@" 2>&1) || rc=$?
	if [ "$rc" = "$want" ] && printf '%s\n' "$out" | grep -qF -- "$line"; then
		good "lint selftest: $d"
	else
		bad "lint selftest: $d (exit $rc, want $want; no line '$line'):"
		printf '%s\n' "$out" | head -n 15 | sed 's/^/        /'
	fi
}

progress "lint selftest: checkpatch"
expect "checkpatch fails a patch without Signed-off-by" 1 "ERROR:MISSING_SIGN_OFF" \
	"$REPO/lint/checkpatch.sh" $t
echo "$patch MISSING_SIGN_OFF" >"$TOPICS/$t/checkpatch.ignore"
expect "an ignore entry needs a justification" 1 "every entry needs a justification" \
	"$REPO/lint/checkpatch.sh" $t
echo "$patch MISSING_SIGN_OFF planted patch, signed off on purpose by nobody" >"$TOPICS/$t/checkpatch.ignore"
expect "a justified ignore entry lets the patch pass" 0 "ok    checkpatch $t/$patch (ignoring MISSING_SIGN_OFF)" \
	"$REPO/lint/checkpatch.sh" $t

progress "lint selftest: sparse (base and $t, a one-file difference, prepared)"
expect "sparse reports the new warning in lib/string.c" 1 "dereference of noderef expression" \
	"$REPO/lint/sparse.sh" $t
rm -rf "$OUT/$t"

mkdir -p "$LINT_OUT"
finish "lint selftest" "$LINT_OUT"
