#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# build.sh TOPIC [--tree]: build the guest kernel of branch TOPIC in the
# build worktree and copy it to $OUT/TOPIC/kernel (bzImage, vmlinux,
# modules).  --tree: also leave the build worktree built as TOPIC (to build
# external modules or run sparse against it).
# Config: tinyconfig + base/config + the config fragments of the topic's
# ancestors and itself ("all": of every topic).  All topics build in one
# output folder, so switching topic rebuilds only what its patches and
# config symbols touch; ccache covers the rest.
set -euo pipefail
. "$(dirname "$0")/../base/common.sh"
t=$1 want_tree=${2:-}
obj=$KBUILD/.out kdir=$OUT/$t/kernel
[ -d "$KBUILD" ] || die "no build worktree: run 'make tree' first"
mkdir -p "$obj" "$kdir"

for g in $(guest_topics "$t"); do
	[ ! -f "$(topic_dir "$g")/config" ] || cat "$(topic_dir "$g")/config"
done >"$OUT/$t/config.fragment"
stamp="$(tip "$t") $(sha1sum <"$OUT/$t/config.fragment" | cut -c1-40)"
if [ "$(cat "$kdir/stamp" 2>/dev/null)" = "$stamp" ] &&
   { [ -z "$want_tree" ] || [ "$(cat "$obj/.built" 2>/dev/null)" = "$stamp" ]; }; then
	progress "build $t: up to date"
	exit 0
fi

git -C "$KBUILD" checkout -q -f --detach "$(tip "$t")"
if ! cmp -s "$OUT/$t/config.fragment" "$obj/.fragment"; then
	progress "build $t: configuring"
	logged "$OUT/$t/build.log" kmake tinyconfig
	logged "$OUT/$t/build.log" "$KBUILD/scripts/kconfig/merge_config.sh" -m -O "$obj" \
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
rm -rf "$kdir" && mkdir -p "$kdir/modules"
cp "$obj/arch/x86/boot/bzImage" "$obj/vmlinux" "$obj/System.map" "$obj/.config" "$kdir/"
find "$obj" -name '*.ko' -exec cp {} "$kdir/modules/" \;
echo "$stamp" >"$kdir/stamp"
echo "$stamp" >"$obj/.built"
progress "build $t: done"
