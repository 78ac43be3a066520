#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check-export.sh: "make tree" then export must give back exactly the files
# in topics/ (tree-then-export is lossless).  One test per topic.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for t in $(topics_in_order); do
	"$REPO/series/export.sh" "$t" "$tmp/$t"
	# Every line of every patch, prefixed with its file name.
	if diff <(cd "$TOPICS/$t" && grep -H '' -- *.patch) \
		<(cd "$tmp/$t" && grep -H '' -- *.patch) >"$tmp/diff"; then
		good "export $t reproduces topics/$t"
	else
		bad "export $t differs from topics/$t:"
		head -n 20 "$tmp/diff" | sed 's/^/        /'
	fi
done
finish export "$OUT/export"
