#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# new-topic.sh NAME PARENT: the skeleton of a topic on PARENT (one topic,
# base, or several topics in one argument: "a b"), which passes
# "make check TOPIC=NAME" before it has a patch: topics/NAME/ (meta,
# config, a guest test that is a placeholder and says so, demo.sh), its
# cover letter, and its MAINTAINERS.fragment entry (commented out until a
# patch adds files for it).  README.md "Adding a topic" says what to fill.
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
name=${1:-} parent=${2:-}
[ -n "$name" ] && [ -n "$parent" ] || die "usage: make new-topic NAME=name PARENT=topic-or-base (or PARENT=\"topic1 topic2\")"
[[ $name =~ ^[a-z][a-z0-9-]*[a-z0-9]$ ]] || die "NAME: lower case letters, digits and dashes, not '$name'"
[ ! -e "$TOPICS/$name" ] && [ "$name" != base ] && [ "$name" != all ] || die "topic $name exists"
# The other names make check gives its units (test-vm/check-all.sh).
case $name in tooling|matrix|lint-*) die "NAME: '$name' is a unit of make check" ;; esac
for p in $parent; do
	[ "$p" = base ] || [ -f "$TOPICS/$p/meta" ] || die "no topic $p to stack on"
done
dir=$TOPICS/$name
mkdir -p "$dir/tests"

cat >"$dir/meta" <<EOF
# $name: one line on what the series adds.
parent: $parent
EOF
cat >"$dir/config" <<EOF
# Options that enable $name and its tests, merged onto the parent's config.
EOF
cat >"$dir/tests/$name.sh" <<EOF
#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# $name: guest tests (TAP through /lib/tap.sh: ok, is, fails).
. /lib/tap.sh

echo "ok 1 - $name has no tests yet # SKIP placeholder made by make new-topic"
TAP_N=1
done_testing
EOF
cat >"$dir/demo.sh" <<EOF
#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# $name: the usage example "make demo" shows.
echo "$name: no demo yet"
EOF
chmod +x "$dir/tests/$name.sh" "$dir/demo.sh"
cat >"$REPO/cover-letters/$name.txt" <<EOF
$name: the subject line of the series

What the series adds and why; what it gives that existing facilities do
not, with a measurement; who turns it on; what it costs.
EOF
cat >>"$REPO/MAINTAINERS.fragment" <<EOF

# $name: uncomment with the first patch that adds files, with their F: lines
# TITLE OF $name
# M:	$PLACEHOLDER
# L:	linux-kernel@vger.kernel.org
# S:	Maintained
EOF
progress "new-topic $name: on $parent; files in topics/$name, cover-letters/$name.txt, MAINTAINERS.fragment"
