#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check.sh TOPIC: build TOPIC's kernel, boot it with its guest tests and
# judge the boot (KUnit, guest TAP, kernel reports).  Then the extra boots
# of the chain's topics: each line "boot: NAME ARGS..." in a topic's meta
# boots the same kernel again with ARGS on the command line, running the
# scripts of that topic's tests/boot/ and only KUnit's example suite.
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
counts=("$dir/counts")

for g in $(guest_topics "$t"); do
	while read -r b args; do
		bdir=$OUT/$t/boot-$b img=$OUT/$t/initramfs-$b.img
		"$REPO/test-vm/initramfs.sh" "$t" "$img" "$(topic_dir "$g")/tests/boot"
		progress "boot $t ($b): with $args"
		rc=0
		CMDLINE="kunit.filter_glob=example $args" \
			"$REPO/test-vm/qemu.sh" "$OUT/$t/kernel/bzImage" "$img" "$bdir" || rc=$?
		cp "$img.scripts" "$bdir/scripts"
		"$REPO/test-vm/results.sh" "$t ($b)" "$bdir" "$rc" example || status=1
		counts+=("$bdir/counts")
	done < <(sed -n 's/^boot:[[:space:]]*//p' "$(topic_dir "$g")/meta" 2>/dev/null)
done
# The topic's total over all its boots, which check-all.sh reads.
read -r pass fail < <(sum_counts "${counts[@]}")
base_summary
finish "$t" "$OUT/$t" " over ${#counts[@]} boot(s)" && [ "$status" = 0 ]
