#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# (Re)create one branch per topic (its parent's tip plus its patches, each in
# its own worktree under $BUILD/wt) and the "all" branch (every topic merged).
# A branch is only rebuilt when its inputs changed, and never over commits
# that were made on it and not exported, unless FORCE=1.
set -euo pipefail
. "$(dirname "$0")/common.sh"

mkdir -p "$STATE" "$WT" "$OUT" "$REPO/base/rr-cache"
[ -L "$KSRC/.git/rr-cache" ] || { rm -rf "$KSRC/.git/rr-cache"; ln -s "$REPO/base/rr-cache" "$KSRC/.git/rr-cache"; }
git -C "$KSRC" rev-parse -q --verify refs/heads/base >/dev/null ||
	git -C "$KSRC" branch base "$BASE_TAG"


# prepare NAME INPUTS: 0 when NAME must be rebuilt, 1 when it is up to date.
prepare() {
	local t=$1 inputs=$2 wt=$WT/$1 old_inputs="" old_tip=""
	[ -f "$STATE/$t" ] && read -r old_inputs old_tip <"$STATE/$t"
	if [ -d "$wt" ] && git -C "$KSRC" rev-parse -q --verify "refs/heads/$t" >/dev/null; then
		if [ "$t" != all ] && [ "$(tip "$t")" != "$old_tip" ]; then
			[ "$inputs" = "$old_inputs" ] && {
				progress "tree: $t has commits not exported (make export TOPIC=$t); kept"
				return 1; }
			[ "${FORCE:-}" = 1 ] ||
				die "branch $t has commits not exported and topics/$t changed; export them or rerun with FORCE=1 to drop them"
		fi
		[ "$inputs" = "$old_inputs" ] && return 1
		[ -z "$(git -C "$wt" status --porcelain --untracked-files=no)" ] || [ "${FORCE:-}" = 1 ] ||
			die "worktree $wt has uncommitted changes; commit or stash them (or FORCE=1)"
	fi
	[ -d "$wt" ] || {
		progress "tree: creating worktree $wt"
		git -C "$KSRC" worktree add -q --detach "$wt" "$BASE_TAG"
	}
	return 0
}


for t in $(topics_in_order); do
	parent=$(topic_parent "$t")
	[ -n "$parent" ] || die "topics/$t/meta has no parent"
	inputs=$(topic_inputs "$t")
	prepare "$t" "$inputs" || continue
	progress "tree: $t = $parent + $(topic_patches "$t" | wc -l) patches"
	git -C "$WT/$t" checkout -q -f -B "$t" "$(tip "$parent")"
	for p in $(topic_patches "$t"); do
		if ! git -C "$WT/$t" am -q --3way --committer-date-is-author-date "$p" >"$OUT/am.log" 2>&1; then
			git -C "$WT/$t" am --abort || true
			sed 's/^/  /' "$OUT/am.log" >&2
			die "topic $t: patch $(basename "$p") does not apply on $parent"
		fi
	done
	record_state "$t" "$inputs"
done

inputs=$(for t in base $(topics_in_order); do tip "$t"; done | sha1sum | cut -c1-40)
if prepare all "$inputs"; then
	progress "tree: all = every topic merged"
	git -C "$WT/all" checkout -q -f -B all "$(tip base)"
	for t in $(topics_in_order); do
		git -C "$WT/all" merge -q --no-ff --no-edit -m "Merge topic '$t'" "$t" >"$OUT/merge.log" 2>&1 ||
		if [ -z "$(git -C "$WT/all" diff --name-only --diff-filter=U)" ]; then
			git -C "$WT/all" commit -q --no-edit   # rerere resolved it
		else
			sed 's/^/  /' "$OUT/merge.log" >&2
			die "topic $t conflicts with the topics merged before it in all; resolve in $WT/all and commit (rerere records it in base/rr-cache), then rerun"
		fi
	done
	record_state all "$inputs"
fi
