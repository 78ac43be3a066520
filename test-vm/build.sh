#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# build.sh TOPIC: build the guest kernel of TOPIC in its worktree (output in
# <worktree>/.out).  Config: tinyconfig + base/config + the config fragments
# of the topic's ancestors and itself ("all": of every topic).
set -euo pipefail
. "$(dirname "$0")/../base/common.sh"
t=$1
src=$WT/$t
[ "$t" = base ] && src=$KSRC
[ -d "$src" ] || die "no worktree for $t: run 'make tree' first"
obj=$src/.out
mkdir -p "$obj" "$OUT/$t"

frags=()
for g in $(guest_topics "$t"); do
	[ -f "$(topic_dir "$g")/config" ] && frags+=("$(topic_dir "$g")/config")
done
cat "${frags[@]}" >"$OUT/$t/config.fragment"

cc=gcc
command -v ccache >/dev/null && cc="ccache gcc"
export CCACHE_BASEDIR=$BUILD CCACHE_NOHASHDIR=1 CCACHE_SLOPPINESS=time_macros
kmake() { make -C "$src" O=.out CC="$cc" -j"$(nproc)" "$@"; }

# Regenerate .config only when a fragment changed, to keep rebuilds cheap.
if ! cmp -s "$OUT/$t/config.fragment" "$obj/.fragment" || [ ! -f "$obj/.config" ]; then
	progress "build $t: configuring"
	logged "$OUT/$t/build.log" kmake tinyconfig
	logged "$OUT/$t/build.log" "$src/scripts/kconfig/merge_config.sh" -m -O "$obj" \
		"$obj/.config" "$OUT/$t/config.fragment"
	logged "$OUT/$t/build.log" kmake olddefconfig
	# Every option a fragment asks for must survive olddefconfig.
	bad=$(grep -E '^(CONFIG_[A-Z0-9_]+)=' "$OUT/$t/config.fragment" | while read -r l; do
		grep -qx "$l" "$obj/.config" || echo "$l"; done)
	[ -z "$bad" ] || die "build $t: config options not taken (dependencies missing?): $bad"
	cp "$OUT/$t/config.fragment" "$obj/.fragment"
fi

progress "build $t: kernel and modules (log: $OUT/$t/build.log)"
logged "$OUT/$t/build.log" kmake bzImage modules
progress "build $t: done"
