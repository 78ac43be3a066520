#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check.sh TOPIC: build TOPIC's kernel, boot it with its guest tests and
# judge the boot (KUnit, guest TAP, kernel reports).
set -euo pipefail
. "$(dirname "$0")/../base/common.sh"
t=$1
check_topic "$t"
dir=$OUT/$t/boot

"$REPO/test-vm/build.sh" "$t"
"$REPO/test-vm/initramfs.sh" "$t" "$OUT/$t/initramfs.img"
cp "$OUT/$t/initramfs.img.scripts" "$OUT/$t/scripts"
suites=$(for g in $(guest_topics "$t"); do meta_get "$g" kunit; done)

progress "boot $t: QEMU TCG, 2 vCPUs (console: $dir/console.log)"
rc=0
"$REPO/test-vm/boot.sh" "$OUT/$t/kernel/bzImage" "$OUT/$t/initramfs.img" "$dir" || rc=$?
cp "$OUT/$t/scripts" "$dir/scripts"
progress "boot $t: done (qemu exit $rc); results:"
"$REPO/test-vm/results.sh" "$t" "$dir" "$rc" $suites
