#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# upstream.sh [FRAGMENT...]: the upstream anchor.  Unpack Debian's
# linux-source-6.12 (base/packages.bench) into $BUILD/upstream once, build
# it with tinyconfig + base/config + configs/bench.config + the named
# fragments of configs/ (one output folder per set of fragments), then
# alloc_bench.ko against it.  Prints the kernel's folder.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
pkg=linux-source-6.12
src=$BUILD/upstream/$pkg
name=bench${*:+-}$(IFS=-; echo "$*")
obj=$BUILD/upstream/$name kdir=$OUT/upstream+$name/kernel
[ -f /usr/src/$pkg.tar.xz ] || die "/usr/src/$pkg.tar.xz not found: install $pkg"
if [ ! -f "$src/Makefile" ]; then
	progress "upstream: unpacking $pkg" >&2
	rm -rf "$src" && mkdir -p "$BUILD/upstream"
	tar -xf /usr/src/$pkg.tar.xz -C "$BUILD/upstream"
fi

mkdir -p "$obj" "$kdir"
cat "$REPO/base/config" "$REPO/test-vm/bench/configs/bench.config" >"$obj/fragment"
for f in "$@"; do cat "$REPO/test-vm/bench/configs/$f.config"; done >>"$obj/fragment"
cc=$(kernel_cc)
umake() { make -C "$src" O="$obj" CC="$cc" -j"$(nproc)" "$@"; }
if ! cmp -s "$obj/fragment" "$obj/fragment.done"; then
	progress "upstream $name: configuring" >&2
	logged "$obj/build.log" umake tinyconfig
	logged "$obj/build.log" "$src/scripts/kconfig/merge_config.sh" -m -O "$obj" \
		"$obj/.config" "$obj/fragment"
	logged "$obj/build.log" umake olddefconfig
	bad=$(grep -hE '^CONFIG_[A-Z0-9_]+=' "$obj/fragment" | grep -vFxf "$REPO/base/config" |
		while read -r l; do grep -qx "$l" "$obj/.config" || echo "$l"; done)
	[ -z "$bad" ] || die "upstream $name: config options not taken: $bad"
fi
progress "upstream $name: kernel (log: $obj/build.log)" >&2
logged "$obj/build.log" umake bzImage modules
cp "$obj/fragment" "$obj/fragment.done"
cp "$obj/arch/x86/boot/bzImage" "$obj/vmlinux" "$obj/System.map" "$obj/.config" "$kdir/"
"$REPO/test-vm/bench/module.sh" "$src" "$obj" "$kdir" >&2
echo "$kdir"
