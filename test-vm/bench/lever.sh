#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# lever.sh N: (re)create the branch "levers-N" of the tree: the "all" branch
# plus the first N prototype patches of test-vm/bench/levers/, changes
# measured (make bench ROWS=test-vm/bench/levers/rows) before any goes into
# a topic.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
n=$1 name=levers-$1
mapfile -t patches < <(ls "$REPO"/test-vm/bench/levers/*.patch | head -n "$n")
[ "${#patches[@]}" = "$n" ] || die "$name: there are fewer than $n prototype patches"
inputs=$({ tip all; cat "${patches[@]}"; } | sha1sum | cut -c1-40)
if [ "$(cut -d' ' -f1 "$STATE/$name" 2>/dev/null)" = "$inputs" ]; then
	progress "$name: up to date"
	exit 0
fi
progress "$name: applying $n prototype patches on all"
rm -f "$KBUILD/.out/.built"	# the tree is no branch's now
git -C "$KBUILD" checkout -q -f --detach "$(tip all)"
git -C "$KBUILD" am -q --committer-date-is-author-date "${patches[@]}" >"$OUT/am.log" 2>&1 || {
	git -C "$KBUILD" am --abort || true
	cat "$OUT/am.log" >&2
	die "$name: the prototypes no longer apply on all"
}
git -C "$KSRC" branch -f "$name" "$(git -C "$KBUILD" rev-parse HEAD)"
record_state "$name" "$inputs"
