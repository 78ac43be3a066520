#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# build.sh TOPIC [--tree|--prepare]: build the guest kernel of branch TOPIC
# in the build worktree and copy it to $OUT/TOPIC/kernel (bzImage, vmlinux,
# modules).  --tree: also leave the build worktree built as TOPIC (to build
# external modules or run sparse against it).  --prepare: only check TOPIC
# out, configure and "make prepare", enough to compile single files.
# Config: tinyconfig + base/config + the config fragments of the topic's
# ancestors and itself ("all": of every topic); CONFIG_TOPIC=other takes
# them from another topic's chain (lint builds a parent with its child's
# config), whose options the branch may not all have.  EXTRA_CONFIG=file
# appends a fragment of its own (e.g. another slab allocator), whose
# options must all be taken; the kernel goes to $OUT/TOPIC+<file name>.
# All topics build in one output folder, so switching topic rebuilds only
# what its patches and config symbols touch; ccache covers the rest.
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=$1 mode=${2:-}
name=$t
[ "${CONFIG_TOPIC:-$t}" = "$t" ] || name=$t.config-$CONFIG_TOPIC
extra=${EXTRA_CONFIG:-}
[ -z "$extra" ] || name=$name+$(basename "$extra" .config)
obj=$KBUILD/.out kdir=$OUT/$name/kernel
[ -d "$KBUILD" ] || die "no build worktree: run 'make tree' first"
mkdir -p "$obj" "$kdir"

for g in $(guest_topics "${CONFIG_TOPIC:-$t}"); do
	[ ! -f "$(topic_dir "$g")/config" ] || cat "$(topic_dir "$g")/config"
done >"$OUT/$name/config.fragment"
[ -z "$extra" ] || cat "$extra" >>"$OUT/$name/config.fragment"
stamp="$(tip "$t") $(sha1sum <"$OUT/$name/config.fragment" | cut -c1-40)"
if [ "$(cat "$kdir/stamp" 2>/dev/null)" = "$stamp" ] &&
   { [ -z "$mode" ] || [ "$(cat "$obj/.built" 2>/dev/null)" = "$stamp" ]; }; then
	progress "build $name: up to date"
	exit 0
fi

# The tree is no longer what .built says once it moves, even if this
# build fails.
rm -f "$obj/.built"
git -C "$KBUILD" checkout -q -f --detach "$(tip "$t")"
# The configuration depends on the fragment and on the branch's Kconfig.
{ cat "$OUT/$name/config.fragment"; echo "# for $t"; } >"$OUT/$name/config.key"
if ! cmp -s "$OUT/$name/config.key" "$obj/.fragment"; then
	progress "build $name: configuring"
	logged "$OUT/$name/build.log" kmake tinyconfig
	logged "$OUT/$name/build.log" "$KBUILD/scripts/kconfig/merge_config.sh" -m -O "$obj" \
		"$obj/.config" "$OUT/$name/config.fragment"
	logged "$OUT/$name/build.log" kmake olddefconfig
	# Every option a fragment asks for must survive olddefconfig (with
	# EXTRA_CONFIG, the options of that file, which may override others).
	bad=$(grep -hE '^(CONFIG_[A-Z0-9_]+)=' "${extra:-$OUT/$name/config.fragment}" |
		while read -r l; do grep -qx "$l" "$obj/.config" || echo "$l"; done)
	[ -z "$bad" ] || { [ "${CONFIG_TOPIC:-$t}" != "$t" ] && [ -z "$extra" ]; } ||
		die "build $name: config options not taken (dependencies missing?): $bad"
	cp "$OUT/$name/config.key" "$obj/.fragment"
fi

if [ "$mode" = --prepare ]; then
	progress "build $name: make prepare (log: $OUT/$name/build.log)"
	logged "$OUT/$name/build.log" kmake prepare
	echo "prepared" >"$obj/.built"
	exit 0
fi

progress "build $name: kernel and modules (log: $OUT/$name/build.log)"
logged "$OUT/$name/build.log" kmake bzImage modules
rm -rf "$kdir" && mkdir -p "$kdir/modules"
cp "$obj/arch/x86/boot/bzImage" "$obj/vmlinux" "$obj/System.map" "$obj/.config" "$kdir/"
[ ! -f "$obj/Module.symvers" ] || cp "$obj/Module.symvers" "$kdir/"
find "$obj" -name '*.ko' -exec cp {} "$kdir/modules/" \;
echo "$stamp" >"$kdir/stamp"
echo "$stamp" >"$obj/.built"
progress "build $name: done"
