#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# bisect.sh TOPIC: build every commit of TOPIC's series in turn
# (incrementally, with TOPIC's config; options a commit does not know yet
# are dropped by olddefconfig), so that the series bisects.
# "PASSED FAILED" goes to $OUT/lint/TOPIC.builds.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=$1
case $t in
base|all) progress "bisect $t: no patches of its own, nothing to build"; exit 0 ;;
esac
check_series "$t" bisect
parent=$(topic_parent "$t")
"$REPO/test-vm/build.sh" "$t" >/dev/null || die "$t does not build"
log=$OUT/lint/$t.builds.log

for c in $(git -C "$KSRC" rev-list --reverse "$parent..$t"); do
	subject=$(git -C "$KSRC" log -1 --format=%s "$c")
	progress "lint $t: building $(git -C "$KSRC" log -1 --format=%h "$c") $subject"
	git -C "$KBUILD" checkout -q -f --detach "$c"
	cp "$OUT/$t/kernel/.config" "$KBUILD/.out/.config"
	if logged "$log" kmake olddefconfig bzImage modules; then
		good "builds: $subject"
	else
		bad "does not build: $subject"
	fi
done
rm -f "$KBUILD/.out/.built" "$KBUILD/.out/.fragment"	# the tree is no topic's now
echo "$pass $fail" >"$OUT/lint/$t.builds"
[ "$fail" = 0 ]
