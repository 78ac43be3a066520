#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# reference-boot.sh TOPIC: the boot TOPIC's tests compare against, for a
# topic with a tests/reference/ folder (a series that must not change
# what a user sees): TOPIC's parent, built with TOPIC's config, booted
# with the scripts of tests/reference/ as its guest tests.  They print
# what they record as "#| " lines of their TAP.  Results in
# $OUT/TOPIC/reference (judged like any boot), with a copy of the scripts:
# check.sh puts the folder in TOPIC's initramfs as /reference, where its
# tests run the same scripts and compare.
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=$1
parent=$(topic_prereqs "$t")
case $parent in
*' '* | base) die "reference boot of $t: its parent must be one topic, not '$parent'" ;;
esac
dir=$OUT/$t/reference img=$OUT/$t/initramfs-reference.img
kdir=$OUT/$parent.config-$t/kernel

CONFIG_TOPIC=$t "$REPO/test-vm/build.sh" "$parent"
TESTVM_KERNEL_DIR=$kdir "$REPO/test-vm/initramfs.sh" "$t" "$img" "$(topic_dir "$t")/tests/reference"
progress "boot $parent with $t's config (reference of $t's tests)"
rc=0
CMDLINE="kunit.filter_glob=example" "$REPO/test-vm/qemu.sh" "$kdir/bzImage" "$img" "$dir" || rc=$?
cp "$img.scripts" "$dir/scripts"
cp "$(topic_dir "$t")"/tests/reference/*.sh "$dir/"
"$REPO/test-vm/results.sh" "$t (reference: $parent)" "$dir" "$rc" example
