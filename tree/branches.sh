#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# (Re)create one branch per topic (its parent's tip plus its patches; a
# topic with several prerequisites goes on prereq/<topic>, their merge) and
# the "all" branch (every topic merged), applying them in the build
# worktree $BUILD/kbuild.  A branch is only rebuilt when its inputs changed,
# and never over commits made on it and not exported, nor over uncommitted
# changes in its editing worktree ($BUILD/wt/<topic>), unless FORCE=1.
set -euo pipefail
. "$(dirname "$0")/common.sh"

mkdir -p "$STATE" "$OUT" "$REPO/base/rr-cache"
[ -L "$KSRC/.git/rr-cache" ] || { rm -rf "$KSRC/.git/rr-cache"; ln -s "$REPO/base/rr-cache" "$KSRC/.git/rr-cache"; }
git -C "$KSRC" rev-parse -q --verify refs/heads/base >/dev/null ||
	git -C "$KSRC" branch base "$BASE_TAG"
[ -d "$KBUILD" ] || {
	progress "tree: creating the build worktree $KBUILD"
	git -C "$KSRC" worktree add -q --detach "$KBUILD" "$BASE_TAG"
}

# needs_rebuild NAME INPUTS: succeeds when NAME must be (re)created.
needs_rebuild() {
	local t=$1 inputs=$2 old_inputs="" old_tip=""
	git -C "$KSRC" rev-parse -q --verify "refs/heads/$t" >/dev/null || return 0
	[ -f "$STATE/$t" ] && read -r old_inputs old_tip <"$STATE/$t"
	if [ "$t" != all ] && [ "$t" = "${t#prereq/}" ] && [ "$(tip "$t")" != "$old_tip" ]; then
		if [ "$inputs" = "$old_inputs" ]; then
			progress "tree: $t has commits not exported (make export TOPIC=$t); kept"
			return 1
		fi
		[ "${FORCE:-}" = 1 ] ||
			die "branch $t has commits not exported and topics/$t changed; export them, or FORCE=1 drops them"
	fi
	[ "$inputs" != "$old_inputs" ] || return 1
	[ ! -d "$WT/$t" ] || [ -z "$(git -C "$WT/$t" status --porcelain --untracked-files=no)" ] ||
		[ "${FORCE:-}" = 1 ] || die "$WT/$t has uncommitted changes; commit or stash them (or FORCE=1)"
}

# exact PATCH: succeeds when every file PATCH changes is, in the build
# worktree's HEAD, the very blob the patch was made on (its "index" line).
exact() {
	local path blob
	while read -r path blob; do
		[[ $blob =~ ^0+$ ]] && continue	# a new file
		case $(git -C "$KBUILD" rev-parse -q --verify "HEAD:$path" 2>/dev/null) in
		"$blob"*) ;;
		*) return 1 ;;
		esac
	done < <(awk '/^diff --git / { path = substr($3, 3) }
		/^index [0-9a-f]+\.\./ { split($2, b, "\\.\\."); print path, b[1] }' "$1")
}

# conflicts LOG: the files git am could not patch, from its output.
conflicts() {
	sed -n -e 's/^error: patch failed: \(.*\):[0-9]*$/\1/p' \
		-e 's/^CONFLICT ([^)]*): .* in \(.*\)$/\1/p' "$1" | sort -u | tr '\n' ' '
}

# set_branch NAME INPUTS: point NAME at the build worktree's HEAD.
set_branch() {
	git -C "$KSRC" update-ref "refs/heads/$1" "$(git -C "$KBUILD" rev-parse HEAD)"
	[ ! -f "$STATE/$1.moved.new" ] || mv "$STATE/$1.moved.new" "$STATE/$1.moved"
	[ ! -d "$WT/$1" ] || git -C "$WT/$1" reset -q --hard
	record_state "$1" "$2"
}

for t in $(topics_in_order); do
	parent=$(topic_parent "$t")
	[ -n "$parent" ] || die "topics/$t/meta has no parent"
	if [ "$parent" = "prereq/$t" ]; then
		inputs=$(for p in $(topic_prereqs "$t"); do tip "$p"; done | sha1sum | cut -c1-40)
		if needs_rebuild "$parent" "$inputs"; then
			progress "tree: $parent = $(topic_prereqs "$t" | sed 's/ / + /g') merged"
			merge_prereqs "$t"
			set_branch "$parent" "$inputs"
		fi
	fi
	inputs=$(topic_inputs "$t")
	needs_rebuild "$t" "$inputs" || continue
	progress "tree: $t = $parent + $(topic_patches "$t" | wc -l) patches"
	git -C "$KBUILD" checkout -q -f --detach "$(tip "$parent")"
	: >"$STATE/$t.moved.new"
	for p in $(topic_patches "$t"); do
		exact "$p" || echo "$t/$(basename "$p")" >>"$STATE/$t.moved.new"
		if ! git -C "$KBUILD" am -q --3way --committer-date-is-author-date "$p" >"$OUT/am.log" 2>&1; then
			git -C "$KBUILD" am --abort || true
			sed 's/^/  /' "$OUT/am.log" >&2
			die "topic $t: patch $(basename "$p") does not apply on $parent ($PACKAGE $BASE_VERSION); conflicts in: $(conflicts "$OUT/am.log")
  'make rebase' applies the series to this base and stops at this patch for you to fix"
		fi
	done
	set_branch "$t" "$inputs"
done

inputs=$(for t in base $(topics_in_order); do tip "$t"; done | sha1sum | cut -c1-40)
if needs_rebuild all "$inputs"; then
	progress "tree: all = every topic merged"
	git -C "$KBUILD" checkout -q -f --detach "$(tip base)"
	for t in $(topics_in_order); do kbuild_merge "$t" all; done
	set_branch all "$inputs"
fi
