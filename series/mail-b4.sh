#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# mail-b4.sh TOPIC [DIR]: the series of TOPIC through b4 (0.12), offline:
# branch b4/TOPIC (a copy of TOPIC) enrolled with "b4 prep" on its parent,
# the cover letter of cover.sh, To/Cc from "b4 prep --auto-to-cc" plus the
# topic's meta, then "b4 send -o DIR" (default $OUT/b4/TOPIC/vV), which
# writes the messages and sends nothing.  A real send is "b4 send" run in
# $BUILD/scratch on branch b4/TOPIC, after setting sendemail.* for your
# mail server.  For a topic stacked on another, b4 0.12 names the parent's
# tip as base-commit (it has no prerequisite-patch-id): "make mail" does.
# Like make mail, it sends the branches of as-sender.sh: as you.
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=${1:-}
check_series "$t" mail-b4
v=${V:-1}
dir=${2:-$OUT/b4/$t/v$v}
parent=$(topic_parent "$t")
sender=$("$REPO/series/as-sender.sh" "$t")
# b4 takes the sender from git config: the sender's, whatever the tree says.
export GIT_CONFIG_COUNT=2 GIT_CONFIG_KEY_0=user.name GIT_CONFIG_VALUE_0="${sender% <*}" \
	GIT_CONFIG_KEY_1=user.email GIT_CONFIG_VALUE_1="$(email_of "$sender")"
base=sent/$parent
[ "$parent" != base ] || base=$BASE_TAG
scratch=$BUILD/scratch
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$REPO/series/cover.sh" "$t" >"$tmp/cover"
inc=$REPO/base/b4.gitconfig
git -C "$KSRC" config --get-all include.path | grep -qxF "$inc" ||
	git -C "$KSRC" config --add include.path "$inc"
[ -d "$scratch" ] || git -C "$KSRC" worktree add -q --detach "$scratch" "sent/$t"

cd "$scratch"
git checkout -q -f --detach "sent/$t"
git branch -q -D "b4/$t" 2>/dev/null || true
git config --remove-section "branch.b4/$t" 2>/dev/null || true
git checkout -q -b "b4/$t"
b4() { command b4 --quiet "$@" >"$tmp/b4.log" 2>&1 || { cat "$tmp/b4.log" >&2; die "b4 $1 failed"; }; }
b4 prep -e "$base"
# b4 --edit-cover runs core.editor on the cover; config from the
# environment wins over any the user has.
GIT_CONFIG_COUNT=3 GIT_CONFIG_KEY_2=core.editor GIT_CONFIG_VALUE_2="cp $tmp/cover" \
	b4 prep --edit-cover
[ "$v" = 1 ] || b4 prep --force-revision "$v"
b4 prep --auto-to-cc
extra_to=$(meta_get "$t" to)
extra_cc=$(meta_get "$t" cc)
rm -rf "$dir"
b4 send -o "$dir" ${extra_to:+--to "$extra_to"} ${extra_cc:+--cc "$extra_cc"}
git checkout -q --detach
[ -n "${2:-}" ] || progress "mail-b4 $t: $(ls "$dir" | wc -l) messages in $dir"
