#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# worktree.sh TOPIC: check the topic's branch out in $BUILD/wt/TOPIC for
# editing (commit there, then "make export TOPIC=...").
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=${1:-}
[ -n "$t" ] || die "usage: make worktree TOPIC=name"
check_topic "$t"
if [ -d "$WT/$t" ]; then
	progress "worktree: $WT/$t exists"
else
	git -C "$KSRC" worktree add -q "$WT/$t" "$t"
	progress "worktree: branch $t checked out in $WT/$t"
fi
