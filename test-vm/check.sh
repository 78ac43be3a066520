#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check.sh TOPIC: build TOPIC's kernel, boot it with its guest tests and
# judge the boot (KUnit, guest TAP, kernel reports).  Then the extra boots
# of the chain's topics ("boot:" lines in their metas, extra-boots.sh).
# A topic with tests/reference/ boots its parent first, for its tests to
# compare with (reference-boot.sh).
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=$1
check_topic "$t"
dir=$OUT/$t/boot

status=0
"$REPO/test-vm/build.sh" "$t"
# A topic with tests/reference/ first boots its parent for its tests to
# compare against (reference-boot.sh); its own boot carries the result.
ref=
rm -rf "$OUT/$t/reference"
if [ -d "$(topic_dir "$t")/tests/reference" ]; then
	"$REPO/test-vm/reference-boot.sh" "$t" || status=1
	[ ! -d "$OUT/$t/reference" ] || ref=$OUT/$t/reference
fi
REFERENCE=$ref "$REPO/test-vm/initramfs.sh" "$t" "$OUT/$t/initramfs.img"
cp "$OUT/$t/initramfs.img.scripts" "$OUT/$t/scripts"
suites=$(for g in $(guest_topics "$t"); do meta_get "$g" kunit; done)

# The main boot runs the tests of every topic of the chain: its timeout
# grows with them (test-vm/vm).
. "$REPO/test-vm/vm"
main_timeout=${TIMEOUT:-$((VM_TIMEOUT + VM_TIMEOUT_TOPIC * $(guest_topics "$t" | wc -w)))}

progress "boot $t: QEMU TCG, timeout ${main_timeout}s (console: $dir/console.log)"
rc=0
TIMEOUT=$main_timeout "$REPO/test-vm/qemu.sh" "$OUT/$t/kernel/bzImage" "$OUT/$t/initramfs.img" "$dir" || rc=$?
cp "$OUT/$t/scripts" "$dir/scripts"
progress "boot $t: done (qemu exit $rc); results:"
TIMEOUT=$main_timeout "$REPO/test-vm/results.sh" "$t" "$dir" "$rc" $suites || status=1

"$REPO/test-vm/extra-boots.sh" "$t" "$t" "$OUT/$t/kernel" "$OUT/$t" || status=1
# The topic's total over all its boots, which check-all.sh reads.
mapfile -t counts < <(boot_counts "$OUT/$t")
read -r pass fail < <(sum_counts "${counts[@]}" /dev/null)
base_summary
finish "$t" "$OUT/$t" " over ${#counts[@]} boot(s)" && [ "$status" = 0 ]
