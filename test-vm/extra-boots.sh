#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# extra-boots.sh TOPIC NAME KDIR OUTDIR: the extra boots of TOPIC's chain.
# Each line "boot: B ARGS..." in a topic's meta boots KDIR's bzImage again
# with ARGS (after $CMDLINE, when set) on the command line, running the
# scripts of that topic's tests/boot/ and only KUnit's example suite (all
# suites with EXTRA_BOOT_KUNIT="", or its kernel parameters), on one vCPU
# whose clock counts instructions when the first of ARGS is "@icount"; its
# results go to OUTDIR/boot-B (counts in OUTDIR/boot-B/counts).  Fails when
# any boot failed.  The initramfs takes TESTVM_KERNEL_DIR and LAST_TESTS
# from the environment, as initramfs.sh documents.
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=$1 name=$2 kdir=$3 out=$4
status=0
rm -rf "$out"/boot-*
for g in $(guest_topics "$t"); do
	while read -r b args; do
		bdir=$out/boot-$b img=$out/initramfs-$b.img
		[ ! -e "$bdir" ] || die "two topics name an extra boot \"$b\": rename one in its meta"
		"$REPO/test-vm/initramfs.sh" "$t" "$img" "$(topic_dir "$g")/tests/boot"
		icount=0
		[[ $args != "@icount "* ]] || icount=1 args=${args#@icount }
		progress "boot $name ($b): with $args$([ $icount = 0 ] || echo ", exact timing")"
		rc=0
		ICOUNT=$icount CMDLINE="${CMDLINE:+$CMDLINE }${EXTRA_BOOT_KUNIT-kunit.filter_glob=example} $args" \
			"$REPO/test-vm/qemu.sh" "$kdir/bzImage" "$img" "$bdir" || rc=$?
		cp "$img.scripts" "$bdir/scripts"
		"$REPO/test-vm/results.sh" "$name ($b)" "$bdir" "$rc" example || status=1
	done < <(sed -n 's/^boot:[[:space:]]*//p' "$(topic_dir "$g")/meta" 2>/dev/null)
done
exit "$status"
