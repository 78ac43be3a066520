#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Unpack Debian's kernel source package into $BUILD/linux and commit it as
# the single base commit, tagged with the package version.  Cheap when the
# tag already exists; never touches a tree it did not create.
set -euo pipefail
. "$(dirname "$0")/common.sh"

installed=$(dpkg-query -W -f='${Version}' "$PACKAGE" 2>/dev/null || true)
tarball=/usr/src/$PACKAGE.tar.xz
[ -f "$tarball" ] || die "$tarball not found: install $PACKAGE"
if [ "$installed" != "$VERSION" ]; then
	cat >&2 <<-MSG
	**************************************************************
	WARNING: $PACKAGE $installed is installed, but the series were
	made on $VERSION (base/VERSION).  Trying to apply them anyway.
	To rebase: set VERSION=$installed in base/VERSION, run
	'make tree', fix what does not apply in the topic branches,
	then 'make export TOPIC=...' for each topic.
	**************************************************************
	MSG
	VERSION=$installed
	BASE_TAG=$PACKAGE-$(printf %s "$VERSION" | tr '~:' '_%')
fi

if [ -d "$KSRC/.git" ]; then
	git -C "$KSRC" rev-parse -q --verify "refs/tags/$BASE_TAG" >/dev/null && exit 0
	die "$KSRC exists but has no tag $BASE_TAG; move it away or set BUILD=..."
fi

progress "base: unpacking $tarball"
rm -rf "$KSRC.tmp"
mkdir -p "$KSRC.tmp"
tar -xf "$tarball" -C "$KSRC.tmp" --strip-components=1

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
git config user.name "${GIT_AUTHOR_NAME:-codetag tooling}"
git config user.email "${GIT_AUTHOR_EMAIL:-codetag@localhost}"
git config rerere.enabled true
git config rerere.autoupdate true
git config gc.auto 0
git add -A --force   # the tarball is pristine: every file belongs
[ -z "$(git status --porcelain --ignored | grep -v "^A  " | head -n 1)" ] ||
	die "some files of the package were not added"
GIT_AUTHOR_DATE="2000-01-01T00:00:00Z" GIT_COMMITTER_DATE="2000-01-01T00:00:00Z" \
	git commit -q -m "Import $PACKAGE $VERSION (Debian)" \
	-m "Unpacked from $PACKAGE.tar.xz; the Debian packaging block of .gitignore is dropped."
git tag "$BASE_TAG"
cd - >/dev/null
mv "$KSRC.tmp" "$KSRC"
progress "base: done, $(git -C "$KSRC" rev-parse --short HEAD)"
