#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# cover.sh TOPIC: print the cover letter of TOPIC's series: the subject
# line, a blank line, the text of cover-letters/TOPIC.txt, what the series
# is based on and, for V=n > 1, the changelog from cover-letters/TOPIC.changes
# ("vN:" blocks up to n).  COVERS=dir reads another cover-letters folder.
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=$1 v=${V:-1}
covers=${COVERS:-$REPO/cover-letters}
parent=$(topic_parent "$t")
cover=$covers/$t.txt
[ -f "$cover" ] || die "no cover letter: write $cover (subject line, blank line, text)"
[[ $v =~ ^[1-9][0-9]*$ ]] || die "V must be a version number, not '$v'"
if [ "$v" -gt 1 ]; then
	grep -qx "v$v:" "$covers/$t.changes" 2>/dev/null ||
		die "V=$v: write what changed in v$v in $covers/$t.changes, in a block starting with a line 'v$v:'"
fi

cat "$cover"
echo
echo "The series applies to the kernel source that Debian 12 ships as the"
echo "package $PACKAGE, version $BASE_VERSION (not a public git tree: its"
echo "base-commit is that package imported as one commit)."
if [ "$parent" = "prereq/$t" ]; then
	echo "It goes on top of the merge of the series"
	for p in $(topic_prereqs "$t"); do
		echo "  \"$(head -n 1 "$covers/$p.txt")\""
	done
	echo "whose patches, and those they go on, the prerequisite-patch-id lines name."
elif [ "$parent" != base ]; then
	echo "It goes on top of the series \"$(head -n 1 "$covers/$parent.txt")\","
	echo "whose patches the prerequisite-patch-id lines name."
fi
if [ "$v" -gt 1 ]; then
	echo
	echo "Changes:"
	awk -v max="$v" '/^v[0-9]+:$/ { n = substr($0, 2) + 0 } n && n <= max' "$covers/$t.changes"
fi
