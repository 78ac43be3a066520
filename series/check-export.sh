#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check-export.sh: "make tree" then export must give back exactly the files
# in topics/ (tree-then-export is lossless).  One test per topic.  On a
# newer package than base/VERSION, the lines that depend on the base
# (base-commit, blob ids, hunk positions) are left out of the comparison
# until make rebase.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
on_base=cat
if [ "$BASE_VERSION" != "$VERSION" ]; then
	echo "  info  export: the tree holds $BASE_VERSION, not $VERSION: base-commit, index and @@ lines not compared"
	on_base="grep -vE ^[^:]*:(base-commit:|prerequisite-patch-id:|index|@@)"
fi
for t in $(topics_in_order); do
	"$REPO/series/export.sh" "$t" "$tmp/$t"
	# Every line of every patch, prefixed with its file name.
	if diff <(cd "$TOPICS/$t" && grep -H '' -- *.patch | $on_base) \
		<(cd "$tmp/$t" && grep -H '' -- *.patch | $on_base) >"$tmp/diff"; then
		good "export $t reproduces topics/$t"
	else
		bad "export $t differs from topics/$t:"
		head -n 20 "$tmp/diff" | sed 's/^/        /'
	fi
done
finish export "$OUT/export"
