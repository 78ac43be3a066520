#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# mail.sh TOPIC [DIR]: the complete series of TOPIC as mails in DIR
# (default $OUT/mail/TOPIC/vV): a cover letter [PATCH 0/N] made from
# cover-letters/TOPIC.txt, then the patches, with base-commit and the
# ancestors' prerequisite-patch-ids, To/Cc from the patched tree's
# get_maintainer.pl plus the topic's meta "to:"/"cc:".  Also TOPIC.mbox:
# the patches alone, for git am.  V=n (n > 1) makes a vn series (see
# cover.sh for its changelog).  The mails come from the sender (your git
# identity; as-sender.sh puts it in for the placeholder).  Nothing is sent.
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=${1:-}
check_series "$t" mail
v=${V:-1}
dir=${2:-$OUT/mail/$t/v$v}
parent=$(topic_parent "$t")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sender=$("$REPO/series/as-sender.sh" "$t")
range=sent/$parent..sent/$t
[ "$parent" != base ] || range=$BASE_TAG..sent/$t

# The cover letter first: it refuses a reroll without a changelog before
# the slow part.
"$REPO/series/cover.sh" "$t" >"$tmp/cover.txt"
tail -n +3 "$tmp/cover.txt" >"$tmp/blurb"

# Recipients: get_maintainer.pl with the MAINTAINERS of the patched tree.
git -C "$KSRC" format-patch -q -o "$tmp/plain" "$range"
git -C "$KSRC" show "sent/$t:MAINTAINERS" >"$tmp/MAINTAINERS"
gm() {
	(cd "$KSRC" && scripts/get_maintainer.pl --mpath "$tmp/MAINTAINERS" --no-git \
		--no-git-fallback --no-rolestats --no-tree --separator , "$@" "$tmp"/plain/*.patch)
}
to=$(gm --m --r --no-l --no-s)
cc=$(gm --no-m --no-r --l --no-s)
extra_to=$(meta_get "$t" to)
extra_cc=$(meta_get "$t" cc)

rm -rf "$dir" && mkdir -p "$dir"
GIT_COMMITTER_NAME=${sender% <*} GIT_COMMITTER_EMAIL=$(email_of "$sender") \
	git -C "$KSRC" format-patch -q --cover-letter --base="$BASE_TAG" --thread=shallow \
	--from="$sender" --no-signature ${to:+--to="$to"} ${extra_to:+--to="$extra_to"} \
	${cc:+--cc="$cc"} ${extra_cc:+--cc="$extra_cc"} \
	$( [ "$v" -gt 1 ] && echo "-v$v" ) -o "$dir" "$range"

first=$(ls "$dir"/*0000-cover-letter.patch)
awk -v subject="$(head -n 1 "$tmp/cover.txt" | sed 's/&/\\\\&/g')" -v blurb="$tmp/blurb" '
	/\*\*\* SUBJECT HERE \*\*\*/ { sub(/\*\*\* SUBJECT HERE \*\*\*/, subject) }
	$0 == "*** BLURB HERE ***" { while ((getline l < blurb) > 0) print l; next }
	{ print }' "$first" >"$tmp/cover" && mv "$tmp/cover" "$first"
ls "$dir"/*.patch | grep -v 0000-cover-letter | xargs cat >"$dir/$t.mbox"
[ -n "${2:-}" ] || progress "mail $t: $(ls "$dir"/*.patch | wc -l) messages from $sender in $dir (send: git send-email $dir/*.patch)"
