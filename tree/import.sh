#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Unpack Debian's kernel source package into $BUILD/linux and commit it as
# the single base commit, tagged with the installed package version (which
# may be newer than base/VERSION; .git/codetag-base-version records it for
# tree/common.sh).  Cheap when the tree exists; never touches a tree it did
# not create.
set -euo pipefail
. "$(dirname "$0")/common.sh"

installed=$(installed_version)
[ -n "$installed" ] || die "$PACKAGE is not installed: run 'make deps'"
[ -f "$TARBALL" ] || die "$TARBALL not found: install $PACKAGE"

if [ -d "$KSRC/.git" ]; then
	if [ ! -f "$KSRC/.git/codetag-base-version" ]; then
		# A tree imported before the version was recorded: its one tag.
		tags=$(git -C "$KSRC" tag -l "$PACKAGE-*")
		[ "$(wc -w <<<"$tags")" = 1 ] ||
			die "$KSRC was not made by this tooling (tags: ${tags:-none}); move it away or set BUILD=..."
		echo "${tags#"$PACKAGE-"}" | tr '_%' '~:' >"$KSRC/.git/codetag-base-version"
	fi
	BASE_VERSION=$(cat "$KSRC/.git/codetag-base-version")
	BASE_TAG=$(base_tag "$BASE_VERSION")
	git -C "$KSRC" rev-parse -q --verify "refs/tags/$BASE_TAG" >/dev/null ||
		die "$KSRC exists but has no tag $BASE_TAG; move it away or set BUILD=..."
	[ "$installed" = "$BASE_VERSION" ] ||
		progress "base: $KSRC holds $BASE_VERSION, $installed is installed; to test on it, remove $BUILD (or set BUILD=...) and rerun"
	exit 0
fi

if [ "$installed" != "$VERSION" ]; then
	cat >&2 <<-MSG
	**************************************************************
	NOTE: $PACKAGE $installed is installed, but the series were
	made on $VERSION (base/VERSION); Debian's archive keeps only
	its newest version.  The series are applied to $installed
	and tested there; the summary names every patch that did not
	apply exactly.  'make rebase' moves them to $installed.
	**************************************************************
	MSG
fi
BASE_VERSION=$installed
BASE_TAG=$(base_tag "$BASE_VERSION")

progress "base: unpacking $TARBALL"
rm -rf "$KSRC.tmp"
mkdir -p "$KSRC.tmp"
tar -xf "$TARBALL" -C "$KSRC.tmp" --strip-components=1

# Debian's .gitignore ends with a packaging block that ignores everything
# at the top level ("/*"); with it, git would neither add the tree nor see
# new files.  Drop that block: the one change from the package contents.
awk '/^# Debian packaging: ignore everything/ { skip = 1 }
     !skip { line[n++] = $0 }
     /^!\/debian\/$/ { skip = 0 }
     END { while (n > 0 && line[n - 1] ~ /^#?$/) n--
	   for (i = 0; i < n; i++) print line[i] }' "$KSRC.tmp/.gitignore" >"$KSRC.tmp/.gitignore.new"
mv "$KSRC.tmp/.gitignore.new" "$KSRC.tmp/.gitignore"
grep -qx '/\*' "$KSRC.tmp/.gitignore" && die "could not drop the Debian block of .gitignore"

progress "base: importing into git (tag $BASE_TAG)"
cd "$KSRC.tmp"
git init -q -b base
# One identity for every commit the tooling makes here (the import, the
# topic branches' committer): fixed, so that their ids are the same on
# every machine, whatever the user's environment says.
git config user.name "codetag tooling"
git config user.email "codetag@localhost"
git config rerere.enabled true
git config rerere.autoupdate true
git config gc.auto 0
git add -A --force   # the tarball is pristine: every file belongs
[ -z "$(git status --porcelain --ignored | grep -v "^A  " | head -n 1)" ] ||
	die "some files of the package were not added"
GIT_AUTHOR_DATE="2000-01-01T00:00:00Z" GIT_COMMITTER_DATE="2000-01-01T00:00:00Z" \
GIT_AUTHOR_NAME="codetag tooling" GIT_AUTHOR_EMAIL=codetag@localhost \
GIT_COMMITTER_NAME="codetag tooling" GIT_COMMITTER_EMAIL=codetag@localhost \
	git commit -q -m "Import $PACKAGE $BASE_VERSION (Debian)" \
	-m "Unpacked from $PACKAGE.tar.xz; the Debian packaging block of .gitignore is dropped."
git tag "$BASE_TAG"
echo "$BASE_VERSION" >.git/codetag-base-version
cd - >/dev/null
mv "$KSRC.tmp" "$KSRC"
progress "base: done, $(git -C "$KSRC" rev-parse --short HEAD)"
