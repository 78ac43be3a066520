#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# demo.sh: build the "all" kernel, boot it and run every topic's demo.sh
# (the usage examples of the RFC's cover letter), showing their output,
# with the kernel parameters their metas ask for ("demo-cmdline:").
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
dir=$OUT/all/demo
"$REPO/test-vm/build.sh" all
"$REPO/test-vm/initramfs.sh" all "$OUT/all/initramfs.img"
progress "demo: booting the all kernel (console: $dir/console.log)"
rc=0
# Kernel parameters the demos need ("demo-cmdline:" in a topic's meta).
CMDLINE=$(for g in $(guest_topics all); do meta_get "$g" demo-cmdline; done | xargs) \
	"$REPO/test-vm/qemu.sh" "$OUT/all/kernel/bzImage" "$OUT/all/initramfs.img" "$dir" demo || rc=$?
echo "================================ demo output ================================"
sed -e 's/\r$//' -e '/^# done$/d' "$dir/tap.log"
echo "============================================================================="
: >"$dir/scripts"
"$REPO/test-vm/results.sh" demo "$dir" "$rc" >"$dir/report" || { cat "$dir/report"; exit 1; }
progress "demo: the guest finished cleanly"
