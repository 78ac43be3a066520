#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# rebase.sh: move every series to the imported base when Debian's package
# has moved on (the tree holds BASE_VERSION, base/VERSION says VERSION).
# Applies each topic on its parent (or its prerequisites' merge) in the
# build worktree and re-exports it; at last sets VERSION in
# base/VERSION.  When a topic does not apply, it
# stops with the "git am" in progress: fix the files in $BUILD/kbuild,
# "git add" them, "git am --continue", and rerun "make rebase", which takes
# the finished branch from there and goes on.
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"

[ "$BASE_VERSION" != "$VERSION" ] ||
	die "nothing to rebase: $KSRC holds $PACKAGE $VERSION, the version of base/VERSION"
[ -d "$KBUILD" ] || die "no build worktree $KBUILD: run 'make tree' first"
[ ! -d "$(git -C "$KBUILD" rev-parse --git-path rebase-apply)" ] ||
	die "a 'git am' is in progress in $KBUILD: fix the conflicts, 'git add' the files and run 'git am --continue' there (or 'git am --abort'), then rerun make rebase"
pending=$STATE/rebase-pending

# on_parent BRANCH_OR_COMMIT TOPIC: succeeds when it is TOPIC's parent's
# tip plus exactly as many commits as TOPIC has patches.
on_parent() {
	local parent; parent=$(tip "$(topic_parent "$2")")
	git -C "$KSRC" merge-base --is-ancestor "$parent" "$1" 2>/dev/null &&
		[ "$(git -C "$KSRC" rev-list --count "$parent..$1")" = "$(topic_patches "$2" | wc -l)" ]
}

for t in $(topics_in_order); do
	parent=$(topic_parent "$t")
	# Several prerequisites: their merge, made anew on the moved ones.
	[ "$parent" != "prereq/$t" ] || [ "$(cat "$pending" 2>/dev/null)" = "$t" ] || merge_prereqs "$t"
	if [ "$(cat "$pending" 2>/dev/null)" = "$t" ]; then
		on_parent "$(git -C "$KBUILD" rev-parse HEAD)" "$t" ||
			die "$KBUILD is not $parent plus the patches of $t: finish them there, or remove $pending to start $t again"
		git -C "$KSRC" update-ref "refs/heads/$t" "$(git -C "$KBUILD" rev-parse HEAD)"
		rm -f "$pending"
		progress "rebase: $t taken from $KBUILD"
	elif git -C "$KSRC" rev-parse -q --verify "refs/heads/$t" >/dev/null &&
		[ "$(tip "$t")" != "$(cut -d' ' -f2 "$STATE/$t" 2>/dev/null)" ] && [ "${FORCE:-}" != 1 ]; then
		die "branch $t has commits not exported: export them first (or FORCE=1 drops them)"
	elif git -C "$KSRC" rev-parse -q --verify "refs/heads/$t" >/dev/null && on_parent "$t" "$t"; then
		progress "rebase: $t is on $parent already"
	else
		progress "rebase: $t = $parent + $(topic_patches "$t" | wc -l) patches"
		git -C "$KBUILD" checkout -q -f --detach "$(tip "$parent")"
		if ! git -C "$KBUILD" am -q --3way $(topic_patches "$t"); then
			echo "$t" >"$pending"
			die "topic $t stops at the patch above; in $KBUILD: fix the files, 'git add' them, 'git am --continue'; then rerun make rebase"
		fi
		git -C "$KSRC" update-ref "refs/heads/$t" "$(git -C "$KBUILD" rev-parse HEAD)"
	fi
	"$REPO/series/export.sh" "$t"
	rm -f "$STATE/$t.moved"
done
sed -i "s/^VERSION=.*/VERSION=$BASE_VERSION/" "$REPO/base/VERSION"
progress "rebase: every series is now made on $PACKAGE $BASE_VERSION; review and commit topics/ and base/VERSION"
