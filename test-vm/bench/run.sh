#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# run.sh TOPIC [CONFIG_TOPIC] [CMDLINE]: build TOPIC's kernel (with
# CONFIG_TOPIC's config, default its own), build alloc_bench against it,
# boot it with one instruction-counting vCPU and print the figures of the
# first load after boot and of a second load.
set -euo pipefail
. "$(dirname "$0")/../../base/common.sh"
t=$1 ct=${2:-$1} extra=${3:-}
name=$t
[ "$ct" = "$t" ] || name=$t.config-$ct
dir=$OUT/bench/$name${extra:+-${extra//[^a-z0-9_]/_}}
CONFIG_TOPIC=$ct "$REPO/test-vm/build.sh" "$t" --tree
rm -rf "$dir" && mkdir -p "$dir/src"
cp "$REPO/test-vm/bench/alloc_bench.c" "$REPO/test-vm/bench/Kbuild" "$REPO/test-vm/bench/bench.sh" "$dir/src/"
logged "$dir/build.log" kmake M="$dir/src" modules
"$REPO/test-vm/initramfs.sh" "$t" "$dir/initramfs.img" "$dir/src"
progress "bench $name: booting with -icount (console: $dir/boot/console.log)"
ICOUNT=1 CMDLINE=$extra "$REPO/test-vm/boot.sh" "$OUT/$name/kernel/bzImage" "$dir/initramfs.img" "$dir/boot"
grep -o 'alloc_bench: .*' "$dir/boot/console.log" | sed "s/^/$name${extra:+ $extra}: /"
