#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# measure.sh LABEL KDIR [CMDLINE]: boot the benchmark kernel in KDIR (from
# kernel.sh or upstream.sh) fresh, with one vCPU under -icount so that the
# guest's ns are executed instructions, and print one tab-separated line:
# LABEL, kmalloc+kfree and page alloc+free of the first load after boot,
# the same of the second load, memory in use when the benchmark started
# (MemTotal - MemFree, KiB), page_ext bytes allocated at boot.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
label=$1 kdir=$2 cmdline=${3:-}
dir=$OUT/bench/runs/${label//[^A-Za-z0-9_.=+-]/_}
rm -rf "$dir" && mkdir -p "$dir"
"$REPO/test-vm/initramfs.sh" none "$dir/initramfs.img" "$kdir/bench"
progress "bench: $label: booting${cmdline:+ with $cmdline} (console: $dir/boot/console.log)" >&2
ICOUNT=1 CMDLINE=$cmdline "$REPO/test-vm/qemu.sh" "$kdir/bzImage" "$dir/initramfs.img" "$dir/boot" || true
con=$dir/boot/console.log report=$(report_re)
sed -i 's/\r$//' "$con" "$dir/boot/tap.log"
if ! grep -qx '# done' "$dir/boot/tap.log" || grep -q '^not ok' "$dir/boot/tap.log" ||
   grep -qE "$report" "$con"; then
	printf 'error: bench %s failed; its lines:\n' "$label" >&2
	grep -E "^not ok|$report" "$dir/boot/tap.log" "$con" | head -n 10 >&2
	exit 1
fi
# figure WHAT N: the figure WHAT ("page alloc+free", ...) of the Nth load.
figure() { grep -o "alloc_bench: $1: [0-9.]*" "$con" | sed -n "$2s/.*: //p"; }
mem() { grep -o "alloc_bench: meminfo $1: [0-9]*" "$con" | grep -o '[0-9]*$'; }
page_ext=$(grep -o 'allocated [0-9]* bytes of page_ext' "$con" | grep -o '[0-9]*' || echo 0)
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$label" \
	"$(figure 'kmalloc+kfree mean' 1)" "$(figure 'page alloc+free' 1)" \
	"$(figure 'kmalloc+kfree mean' 2)" "$(figure 'page alloc+free' 2)" \
	"$(($(mem MemTotal) - $(mem MemFree)))" "$page_ext"
