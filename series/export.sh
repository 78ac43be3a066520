#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# export.sh TOPIC [DIR]: write the commits of TOPIC's branch on top of its
# parent as format-patch files into DIR (default: topics/TOPIC), replacing
# the patches there.  base-commit is the base import; the ancestors' patches
# are named by prerequisite-patch-id.  Commit hashes are left out (zeros):
# they depend on who applied the patches when, and would make the files
# differ from one machine to the next.
# A topic's patches name its ancestors' patches (prerequisite-patch-id), so
# exporting a topic also rebuilds the branches of the topics on it
# (tree/branches.sh) and exports them again.
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=${1:-}
check_series "$t" export
dir=${2:-$TOPICS/$t}
parent=$(topic_parent "$t")
git -C "$KSRC" rev-parse -q --verify "refs/heads/$t" >/dev/null || die "no branch $t: run 'make tree'"

mkdir -p "$dir"
rm -f "$dir"/*.patch
git -C "$KSRC" format-patch -q --no-signature --zero-commit --base="$BASE_TAG" \
	-o "$dir" "$parent..$t" >/dev/null
n=$(ls "$dir"/*.patch 2>/dev/null | wc -l)
[ -n "${2:-}" ] && exit 0
record_state "$t" "$(topic_inputs "$t")"	# the branch and topics/$t agree now
rm -f "$STATE/$t.moved"	# and its patches apply exactly on their parent
progress "export $t: $n patches on $parent into topics/$t"

[ "${EXPORT_DESCENDANTS:-1}" = 1 ] || exit 0
# grep reads the whole chain (no -q): quitting at the match could kill
# topic_chain with SIGPIPE, which pipefail would count as no match.
descendants=$(for d in $(topics_in_order); do
	[ "$d" != "$t" ] && topic_chain "$d" | grep -x -- "$t" >/dev/null && echo "$d"
done || true)
[ -n "$descendants" ] || exit 0
progress "export $t: the topics on it name its patches; rebuilding and exporting $(echo $descendants)"
"$REPO/tree/branches.sh"
for d in $descendants; do EXPORT_DESCENDANTS=0 "$0" "$d"; done
