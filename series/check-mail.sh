#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check-mail.sh: every topic's series, as "make mail" writes it, is what a
# maintainer can take: subjects numbered, no placeholder left, base-commit
# and prerequisite-patch-ids present, and its mbox applied with plain git
# am on a fresh checkout of the base plus its ancestors' mboxes (for a
# topic with several prerequisites, on their merge) gives the topic
# branch's tree; V=2 gives [PATCH v2 n/N] and a changelog.  Then the
# MAINTAINERS side: MAINTAINERS.fragment is what the series add, and
# get_maintainer.pl --self-test finds nothing wrong with those entries.
# The mails are sent as a test sender, whose identity must replace the
# placeholder everywhere; without an identity make mail refuses.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
export GIT_AUTHOR_NAME="Test Sender" GIT_AUTHOR_EMAIL=test.sender@example.org
sender="$GIT_AUTHOR_NAME <$GIT_AUTHOR_EMAIL>"
sent_tip() { if [ "$1" = base ]; then tip base; else tip "sent/$1"; fi; }

check() {	# check DESCRIPTION COMMAND...
	local d=$1; shift
	if "$@"; then good "$d"
	else bad "$d"; fi
}
tmp=$(mktemp -d)
wt=$BUILD/scratch	# shared with mail-b4.sh, which runs before each use here
trap 'rm -rf "$tmp"' EXIT
[ -d "$wt" ] || git -C "$KSRC" worktree add -q --detach "$wt" "$BASE_TAG" || exit 1

subjects_ok() {	# subjects_ok DIR SUFFIX PREFIX N: DIR/*SUFFIX are [PREFIX 0/N] .. [PREFIX N/N]
	local i=0 f n	# numbers have the width of N (git pads 01/11)
	for f in "$1"/*"$2"; do
		n=$(printf "%0${#4}d" $i)
		grep -q "^Subject: \[$3 $n/$4\] " "$f" || { echo "        $(basename "$f"): $(grep -m1 '^Subject:' "$f")"; return 1; }
		i=$((i + 1))
	done
	[ "$i" = $(($4 + 1)) ]
}

for t in $(topics_in_order); do
	n=$(git -C "$KSRC" rev-list --count "$(topic_parent "$t")..$t")
	ancestors=$(topic_chain "$t" | grep -vx -e base -e "$t")
	nanc=0
	for a in $ancestors; do nanc=$((nanc + $(git -C "$KSRC" rev-list --count "$(topic_parent "$a")..$a"))); done
	progress "check-mail $t: $n patches, $nanc in its ancestors"
	"$REPO/series/mail.sh" "$t" "$tmp/$t" || { bad "$t: make mail failed"; continue; }
	d=$tmp/$t
	check "$t: subjects [PATCH 0/$n] .. [PATCH $n/$n]" subjects_ok "$d" .patch PATCH "$n"
	check "$t: no placeholder text left" bash -c "! grep -l '\*\*\*' '$d/'*cover-letter.patch"
	check "$t: base-commit is the base import" \
		grep -qx "base-commit: $(git -C "$KSRC" rev-parse "$BASE_TAG")" "$d/"*cover-letter.patch
	check "$t: one prerequisite-patch-id per ancestor patch ($nanc)" \
		test "$(grep -c '^prerequisite-patch-id: ' "$d/"*cover-letter.patch)" = "$nanc"
	check "$t: To and Cc are filled in" grep -q '^Cc: .*linux-kernel@vger.kernel.org' "$d/"*cover-letter.patch
	check "$t: every mail is from the sender" \
		test "$(for m in "$d"/*.patch; do grep -m 1 '^From: ' "$m"; done | sort -u)" = "From: $sender"
	check "$t: every patch is signed off by the sender, the placeholder is gone" \
		test "$(grep -c "^Signed-off-by: $sender\$" "$d"/0*.patch | grep -c ':1$')" = "$n" -a \
		-z "$(grep -l -F "$PLACEHOLDER" "$d"/*.patch)"
	check "$t: the sender maintains the files the series add" \
		grep -q "^To: .*$sender" "$d/"*cover-letter.patch

	git -C "$wt" checkout -q -f --detach "$BASE_TAG" && git -C "$wt" clean -qfd
	ok=true
	applied="$ancestors $t" on="the base plus its ancestors' mboxes"
	if [ "$(topic_parent "$t")" = "prereq/$t" ]; then
		# Several prerequisites, each checked on its own: their merge.
		git -C "$wt" checkout -q -f --detach "$(sent_tip "prereq/$t")"
		applied=$t on="the merge of its prerequisites"
	fi
	for a in $applied; do
		[ -f "$tmp/$a/$a.mbox" ] || "$REPO/series/mail.sh" "$a" "$tmp/$a"
		git -C "$wt" am -q "$tmp/$a/$a.mbox" >"$tmp/am.log" 2>&1 ||
			{ ok=false; sed 's/^/        /' "$tmp/am.log" | head -n 5; git -C "$wt" am --abort; break; }
	done
	check "$t: git am of the mbox on $on gives the branch's tree" \
		$ok && test "$(git -C "$wt" rev-parse HEAD^{tree})" = "$(git -C "$KSRC" rev-parse "sent/$t^{tree}")"

	mkdir -p "$tmp/covers"
	cp "$REPO/cover-letters/"*.txt "$tmp/covers/"
	printf 'v2:\n - a test reroll\n' >"$tmp/covers/$t.changes"
	COVERS=$tmp/covers V=2 "$REPO/series/mail.sh" "$t" "$tmp/$t-v2" &&
	check "$t: V=2 gives [PATCH v2 0/$n] .. [PATCH v2 $n/$n]" subjects_ok "$tmp/$t-v2" .patch "PATCH v2" "$n" &&
	check "$t: V=2 cover letter has the changelog" grep -qx ' - a test reroll' "$tmp/$t-v2/"*cover-letter.patch
	rm -f "$tmp/covers/$t.changes"
	check "$t: V=2 without a changelog is refused" bash -c "! COVERS='$tmp/covers' V=2 '$REPO/series/mail.sh' '$t' '$tmp/x' 2>/dev/null"

	# The same through b4 prep / b4 send -o.
	b=$tmp/$t-b4
	if "$REPO/series/mail-b4.sh" "$t" "$b"; then
		check "$t: b4 send -o wrote [PATCH 0/$n] .. [PATCH $n/$n]" \
			subjects_ok "$b" .eml PATCH "$n"
		check "$t: b4's base-commit is the parent's tip" \
			grep -qx "base-commit: $(sent_tip "$(topic_parent "$t")")" "$b/0000-"*.eml
		git -C "$wt" checkout -q -f --detach "$(sent_tip "$(topic_parent "$t")")"
		check "$t: b4's mails are from the sender" \
			test "$(for m in "$b"/*.eml; do grep -m 1 '^From: ' "$m"; done | sort -u)" = "From: $sender"
		check "$t: b4's patches apply with git am on the parent, giving the branch's tree" \
			bash -c "git -C '$wt' am -q \$(ls '$b'/*.eml | grep -v /0000-) >/dev/null 2>&1 &&
				test \$(git -C '$wt' rev-parse HEAD^{tree}) = $(git -C "$KSRC" rev-parse "sent/$t^{tree}")"
	else
		bad "$t: b4 prep/send failed"
	fi
done

check "make mail without a sender identity stops and says how to set one" bash -c "
	! env -u GIT_AUTHOR_NAME -u GIT_AUTHOR_EMAIL -u EMAIL -u XDG_CONFIG_HOME HOME='$tmp' GIT_CONFIG_NOSYSTEM=1 \
		'$REPO/series/mail.sh' codetag-core '$tmp/anon' 2>'$tmp/anon.err' &&
	grep -q 'git config --global user.email' '$tmp/anon.err'"

# MAINTAINERS: the "all" tree's entries for our files are MAINTAINERS.fragment.
git -C "$KSRC" show all:MAINTAINERS >"$tmp/MAINTAINERS"
frag=$(grep -v '^#' "$REPO/MAINTAINERS.fragment")
ours=$(for s in $(printf '%s\n' "$frag" | awk 'NR == 1 || prev == "" { print NR } { prev = $0 }'); do
	name=$(printf '%s\n' "$frag" | sed -n "${s}p")
	awk -v n="$name" '$0 == n { on = 1 } on && $0 == "" { exit } on' "$tmp/MAINTAINERS"
	echo
done)
check "MAINTAINERS.fragment is what the topics add to MAINTAINERS" \
	test "$(printf '%s\n' "$ours" | sed '/^$/d')" = "$(printf '%s\n' "$frag" | sed '/^$/d')"

# get_maintainer.pl --self-test on our entries alone, in the "all" tree
# (its checks are per entry; on the whole file it takes two minutes; it
# takes no other option, so the trimmed file replaces MAINTAINERS in the
# scratch tree for the run), and each of our headers once in the whole file.
git -C "$wt" checkout -q -f --detach all
printf '%s\n' "$ours" >"$wt/MAINTAINERS"
(cd "$wt" && PATH=/usr/bin:$PATH scripts/get_maintainer.pl --self-test=patterns,sections >"$tmp/selftest" 2>&1)
git -C "$wt" checkout -q -f -- MAINTAINERS
problems=$(grep -E "^\./MAINTAINERS:[0-9]+:" "$tmp/selftest"
	printf '%s\n' "$frag" | awk 'NR == 1 || prev == "" { print } { prev = $0 }' | sed '/^$/d' |
		while read -r name; do
			n=$(grep -cxF "$name" "$tmp/MAINTAINERS")
			[ "$n" = 1 ] || echo "section header $n times in MAINTAINERS: $name"
		done)
check "get_maintainer.pl --self-test: no problem in our MAINTAINERS entries" test -z "$problems"
[ -z "$problems" ] || printf '%s\n' "$problems" | head -n 10 | sed 's/^/        /'

mkdir -p "$OUT/mail"
finish mail "$OUT/mail"
