#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check.sh TOPIC: build TOPIC's kernel, boot it with its guest tests and
# judge the boot (KUnit, guest TAP, kernel reports).  Then the extra boots
# of the chain's topics ("boot:" lines in their metas, extra-boots.sh).
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=$1
check_topic "$t"
dir=$OUT/$t/boot

"$REPO/test-vm/build.sh" "$t"
"$REPO/test-vm/initramfs.sh" "$t" "$OUT/$t/initramfs.img"
cp "$OUT/$t/initramfs.img.scripts" "$OUT/$t/scripts"
suites=$(for g in $(guest_topics "$t"); do meta_get "$g" kunit; done)

progress "boot $t: QEMU TCG (console: $dir/console.log)"
rc=0
"$REPO/test-vm/qemu.sh" "$OUT/$t/kernel/bzImage" "$OUT/$t/initramfs.img" "$dir" || rc=$?
cp "$OUT/$t/scripts" "$dir/scripts"
progress "boot $t: done (qemu exit $rc); results:"
status=0
"$REPO/test-vm/results.sh" "$t" "$dir" "$rc" $suites || status=1

"$REPO/test-vm/extra-boots.sh" "$t" "$t" "$OUT/$t/kernel" "$OUT/$t" || status=1
# The topic's total over all its boots, which check-all.sh reads.
mapfile -t counts < <(boot_counts "$OUT/$t")
read -r pass fail < <(sum_counts "${counts[@]}" /dev/null)
base_summary
finish "$t" "$OUT/$t" " over ${#counts[@]} boot(s)" && [ "$status" = 0 ]
