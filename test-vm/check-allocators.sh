#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check-allocators.sh: the slab topic on the other slab allocators of 6.1,
# built with the guest config plus test-vm/configs/<allocator>.config and
# booted: SLAB with every test of the slab topic's chain and its KUnit
# suites; SLOB, which has no object vectors (MEMCG_KMEM needs SLUB or
# SLAB, and slab tagging needs MEMCG_KMEM), with slab tagging off and the
# tests of page allocation tagging's chain.  Two full kernel builds: not
# part of make check (make check-allocators).  SLUB's own KUnit suite
# (slub_test) is not required on the others.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=slab-alloc-tagging
for a in slab slob; do
	name=$t+$a kdir=$OUT/$t+$a/kernel dir=$OUT/$t+$a/boot
	tests=$t
	[ "$a" = slab ] || tests=$(topic_parent "$t")
	if ! EXTRA_CONFIG=$REPO/test-vm/configs/$a.config "$REPO/test-vm/build.sh" "$t"; then
		bad "$name: does not build"
		continue
	fi
	if [ "$a" = slob ]; then
		! grep -q '^CONFIG_SLAB_ALLOC_TAGGING=y' "$kdir/.config" &&
			good "$name: slab tagging is off with SLOB" || bad "$name: slab tagging configured with SLOB"
	fi
	TESTVM_KERNEL_DIR=$kdir "$REPO/test-vm/initramfs.sh" "$tests" "$OUT/$t+$a/initramfs.img"
	progress "boot $name: with the tests of $tests's chain"
	rc=0
	CMDLINE="testvm.allocator=$a" "$REPO/test-vm/qemu.sh" "$kdir/bzImage" "$OUT/$t+$a/initramfs.img" "$dir" || rc=$?
	cp "$OUT/$t+$a/initramfs.img.scripts" "$dir/scripts"
	"$REPO/test-vm/results.sh" "$name" "$dir" "$rc" \
		$(for g in $(guest_topics "$tests"); do meta_get "$g" kunit; done | tr " " "\n" | grep -vx slub_test)
	p=0 f=1
	[ ! -f "$dir/counts" ] || read -r p f <"$dir/counts"
	pass=$((pass + p)) fail=$((fail + f))
done
finish allocators "$OUT/allocators"
