#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check-debug.sh [TOPIC]: TOPIC's kernel (default: all, every topic
# merged) built with test-vm/configs/debug.config (KASAN, kmemleak, debug
# objects, lockdep, atomic-sleep checks, SLUB debugging, DEBUG_PAGEALLOC,
# DEBUG_VM and ALLOC_TAGGING_DEBUG) and booted with the options below:
# the KUnit suites and guest tests of TOPIC and its parents, then a
# kmemleak scan (test-vm/guest/debug/), with no kernel report; then the
# extra boots of the topics' metas with the same options.  One more full
# build and a slow boot: not part of make check (make check-debug).
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=${1:-all}
name=$t+debug
kdir=$OUT/$name/kernel dir=$OUT/$name/boot img=$OUT/$name/initramfs.img
# Poison and check every slab object and freed page, unmap freed pages.
cmdline="slub_debug=FZPU init_on_free=1 debug_pagealloc=on"

# A topic's kernel leaves out the options of topics it does not have
# (ALLOC_TAGGING_DEBUG without allocation tagging): the rest must be taken.
frag=$REPO/test-vm/configs/debug.config
tip "$t" >/dev/null 2>&1 || die "check-debug: no topic '$t' (make list names them)"
if [ "$t" != all ]; then
	mkdir -p "$OUT/$name" && frag=$OUT/$name/debug.config
	while read -r l; do
		sym=$(sed -n 's/^CONFIG_\([A-Z0-9_]*\)=.*/\1/p' <<<"$l")
		[ -z "$sym" ] || git -C "$KSRC" grep -qE "^(menu)?config $sym\$" "$(tip "$t")" -- '*Kconfig*' ||
			continue
		echo "$l"
	done <"$REPO/test-vm/configs/debug.config" >"$frag"
fi
EXTRA_CONFIG=$frag "$REPO/test-vm/build.sh" "$t" ||
	die "$name: does not build"
TESTVM_KERNEL_DIR=$kdir LAST_TESTS=$REPO/test-vm/guest/debug \
	"$REPO/test-vm/initramfs.sh" "$t" "$img" || die "$name: no initramfs"
progress "boot $name: $cmdline (console: $dir/console.log)"
rc=0
start=$(date +%s)
export TIMEOUT=${DEBUG_TIMEOUT:-3600}
CMDLINE=$cmdline "$REPO/test-vm/qemu.sh" "$kdir/bzImage" "$img" "$dir" || rc=$?
progress "boot $name: done in $(($(date +%s) - start)) s (qemu exit $rc); results:"
cp "$img.scripts" "$dir/scripts"
"$REPO/test-vm/results.sh" "$name" "$dir" "$rc" \
	$(for g in $(guest_topics "$t"); do meta_get "$g" kunit; done)
status=$?
# The extra boots ("boot:" lines of the metas), on the debug kernel too,
# with every KUnit suite: 6.1's KUnit leaks the debugfs logs of the suite
# copies kunit.filter_glob makes, which kmemleak reports (5 objects).
EXTRA_BOOT_KUNIT= CMDLINE=$cmdline TESTVM_KERNEL_DIR=$kdir LAST_TESTS=$REPO/test-vm/guest/debug \
	"$REPO/test-vm/extra-boots.sh" "$t" "$name" "$kdir" "$OUT/$name" || status=1
mapfile -t counts < <(boot_counts "$OUT/$name")
read -r pass fail < <(sum_counts "${counts[@]}" /dev/null)
[ "$status" = 0 ] || [ "$fail" != 0 ] || fail=1
finish "$name" "$OUT/$name" " over ${#counts[@]} boot(s)"
