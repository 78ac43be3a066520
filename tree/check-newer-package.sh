#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check-newer-package.sh: the day Debian moves linux-source-6.1 on.
# Makes a "newer" package (the installed tarball with one line added at the
# top of mm/page_alloc.c, version $VERSION+newer1), and in a copy of this
# repository with its own build folder checks that "make tree" imports and
# tags it, applies every series and names exactly the patches touching
# mm/page_alloc.c as moved; that a patch which no longer applies stops it
# with the patch and the file named; that "make rebase" re-exports the
# series on it; and that codetag-core's check passes there.
set -uo pipefail
. "$(dirname "$0")/common.sh"
work=$OUT/newer-package
newer=$VERSION+newer1
copy=$work/repo
rm -rf "$work" && mkdir -p "$work/src" "$copy"

progress "newer package: $newer = $TARBALL with mm/page_alloc.c changed"
tar -xf "$TARBALL" -C "$work/src"
top=$(ls "$work/src")
sed -i '1a /* A line a newer point release added. */' "$work/src/$top/mm/page_alloc.c"
tar -cf "$work/package.tar" -C "$work/src" "$top" && rm -rf "$work/src"
rsync -a --exclude=/build --exclude=/.git "$REPO/" "$copy/"

# in_copy COMMAND...: run COMMAND in the copy, with the newer package and
# its own build folder (not the one of a make command line above us).
in_copy() {
	(cd "$copy" && env -u REPO -u TOPICS -u MAKEFLAGS -u MFLAGS -u MAKELEVEL BUILD="$work/build" PACKAGE_TARBALL="$work/package.tar" \
		PACKAGE_VERSION="$newer" "$@")
}
summary() { in_copy bash -c '. tree/common.sh && base_summary'; }
moved_want=$(cd "$REPO/topics" && grep -l '^diff --git a/mm/page_alloc.c ' -- */*.patch | sort)

progress "newer package: make tree"
if in_copy make -s tree >"$work/tree.log" 2>&1; then
	good "make tree imports $newer and applies every series"
else
	bad "make tree on $newer failed:"; tail -n 20 "$work/tree.log" | sed 's/^/        /'
fi
in_copy git -C "$work/build/linux" rev-parse -q --verify "refs/tags/$(base_tag "$newer")" >/dev/null &&
	good "the base is tagged $(base_tag "$newer")" ||
	bad "no tag $(base_tag "$newer") in the tree"
summary >"$work/summary"
moved=$(sed -n 's/^  //p' "$work/summary" | sort)
if head -n 1 "$work/summary" | grep -qF "base: $PACKAGE $newer (the series are made on $VERSION" &&
	[ -n "$moved_want" ] && [ "$moved" = "$moved_want" ]; then
	good "the summary names $newer and the $(wc -l <<<"$moved") patches touching mm/page_alloc.c"
else
	bad "the summary should name $newer and exactly these patches: $moved_want; it says:"
	sed 's/^/        /' "$work/summary"
fi

# A patch that no longer applies: one context line of a copy's patch changed.
victim=$(grep -l '^diff --git a/include/linux/codetag.h' "$copy"/topics/codetag-core/*.patch | sed -n 2p)
cp "$victim" "$work/victim.orig"
awk '/^diff --git / { in_file = $3 == "a/include/linux/codetag.h" }
	in_file && !done && hunk && /^ .*[a-z]/ { sub(/^ /, " changed "); done = 1 }
	in_file && /^@@/ { hunk = 1 } 1' \
	"$work/victim.orig" >"$victim"
if in_copy make -s tree >"$work/broken.log" 2>&1; then
	bad "make tree applied a broken patch"
elif grep -q "patch $(basename "$victim") does not apply .*$newer.*conflicts in: include/linux/codetag.h" "$work/broken.log"; then
	good "a patch that does not apply is named, with the base version and its file"
else
	bad "a broken patch was not reported with its name and file:"; tail -n 5 "$work/broken.log" | sed 's/^/        /'
fi
cp "$work/victim.orig" "$victim"
in_copy make -s tree >>"$work/tree.log" 2>&1 || bad "make tree failed once the patch was restored"

progress "newer package: make rebase"
if in_copy make -s rebase >"$work/rebase.log" 2>&1 && grep -qx "VERSION=$newer" "$copy/base/VERSION"; then
	good "make rebase moves the series to $newer"
else
	bad "make rebase failed:"; tail -n 10 "$work/rebase.log" | sed 's/^/        /'
fi
# The moved patches change, and each series' first patch (its base-commit).
changed=$(cd "$copy/topics" && for p in */*.patch; do cmp -s "$p" "$REPO/topics/$p" || echo "$p"; done)
changed_want=$( (echo "$moved_want"; cd "$REPO/topics" && for t in */; do ls "$t"*.patch | head -n 1; done) | sort -u)
[ "$changed" = "$changed_want" ] && good "the moved patches and the base-commit lines were re-exported, nothing else" ||
	bad "re-exported: $changed; expected: $changed_want"
summary >"$work/summary"
head -n 1 "$work/summary" | grep -qx "base: $PACKAGE $newer; every patch applied exactly" &&
	good "after the rebase every patch applies exactly" ||
	bad "after the rebase the summary says: $(head -n 1 "$work/summary")"

progress "newer package: make check TOPIC=codetag-core"
if in_copy make -s check TOPIC=codetag-core >"$work/check.log" 2>&1; then
	good "codetag-core's check passes on $newer ($(tail -n 1 "$work/check.log"))"
else
	bad "codetag-core's check on $newer failed:"; tail -n 15 "$work/check.log" | sed 's/^/        /'
fi
rm -f "$work/package.tar"
finish "newer package" "$work"
