#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# as-sender.sh TOPIC: the series of TOPIC and of its ancestors as their
# sender sends them, in branches sent/<topic> of the kernel tree: the
# placeholder identity the patches are kept under ($PLACEHOLDER, in
# tree/common.sh) becomes the sender's (git var GIT_AUTHOR_IDENT: user.name
# and user.email, or GIT_AUTHOR_NAME/GIT_AUTHOR_EMAIL) in every author,
# Signed-off-by and MAINTAINERS entry.  Other authors and the credit lines
# to the RFC's patches are kept.  Author dates are kept, so the same
# sender gets the same commits.  Prints the sender.
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=$1
check_series "$t" mail
ident=$(cd "$REPO" && git -c user.useConfigOnly=true var GIT_AUTHOR_IDENT 2>/dev/null) || die "who sends this? set your identity first:
  git config --global user.name 'Your Name'
  git config --global user.email you@example.org"
name=$(name_of "$ident") email=$(email_of "$ident")
sender="$name <$email>"
[ "$sender" != "$PLACEHOLDER" ] || die "your git identity is the placeholder $PLACEHOLDER: set your own"
# sed-escaped forms of both, for s|from|to|g
from=$(sed 's/[][\.*^$|/]/\\&/g' <<<"$PLACEHOLDER") to=$(sed 's/[\&|]/\\&/g' <<<"$sender")

g() { git -C "$KSRC" "$@"; }
sent_of() { if [ "$1" = base ]; then g rev-parse "$BASE_TAG"; else g rev-parse "refs/heads/sent/$1"; fi; }

# rewrite COMMIT PARENT...: COMMIT as the sender makes it, on PARENTs.
rewrite() {
	local c=$1 tree blob author date; shift
	tree=$(g rev-parse "$c^{tree}")
	if g show "$c:MAINTAINERS" | grep -F "$PLACEHOLDER" >/dev/null; then
		blob=$(g show "$c:MAINTAINERS" | sed "s|$from|$to|g" | g hash-object -w --stdin)
		tree=$(g ls-tree "$tree" | sed "s|^\(100644 blob \)[0-9a-f]*\(\tMAINTAINERS\)$|\1$blob\2|" | g mktree)
	fi
	author=$(g log -1 --format='%an <%ae>' "$c")
	[ "$author" != "$PLACEHOLDER" ] || author=$sender
	date=$(g log -1 --format=%ad --date=raw "$c")
	g log -1 --format=%B "$c" | g stripspace | sed "s|^Signed-off-by: $from\$|Signed-off-by: $to|" |
		GIT_AUTHOR_NAME=${author% <*} GIT_AUTHOR_EMAIL=$(email_of "$author") \
		GIT_AUTHOR_DATE=$date GIT_COMMITTER_NAME=$name GIT_COMMITTER_EMAIL=$email \
		GIT_COMMITTER_DATE=$date g commit-tree "$tree" $(printf -- '-p %s ' "$@")
}

# The rewrite is deterministic: the same commits, parents, sender and
# scripts give the same sent/<topic>.  What each was made from is kept in
# $OUT/sent/<topic> with the result, and it is made again only when that
# changes (make check makes every series some 40 times).
this=$(cat "$0" "$(dirname "$0")/../tree/common.sh" | sha1sum | cut -c1-40)
for s in $(topic_chain "$t" | grep -vx base); do
	parent=$(topic_parent "$s")
	if [ "$parent" = "prereq/$s" ]; then
		made=$(for p in $(topic_prereqs "$s"); do sent_of "$p"; done)
	else
		made=$(sent_of "$parent")
	fi
	key=$(echo "$this" "$sender" "$(g rev-parse "refs/heads/$s")" $made)
	if [ "$(sed -n 1p "$OUT/sent/$s" 2>/dev/null)" = "$key" ] &&
	   [ "$(g rev-parse -q --verify "refs/heads/sent/$s")" = "$(sed -n 2p "$OUT/sent/$s")" ] &&
	   { [ "$parent" != "prereq/$s" ] || g rev-parse -q --verify "refs/heads/sent/$parent" >/dev/null; }; then
		continue
	fi
	if [ "$parent" = "prereq/$s" ]; then	# the merge of its prerequisites
		prev=$(rewrite "$parent" $made)
		g update-ref "refs/heads/sent/$parent" "$prev"
	else
		prev=$(sent_of "$parent")
	fi
	for c in $(g rev-list --reverse "$parent..$s"); do
		prev=$(rewrite "$c" "$prev")
	done
	g update-ref "refs/heads/sent/$s" "$prev"
	mkdir -p "$OUT/sent" && printf '%s\n%s\n' "$key" "$prev" >"$OUT/sent/$s"
done
echo "$sender"
