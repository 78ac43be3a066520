#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The harness tests itself: each folder here is a guest whose boot the
# harness must judge as its "expect" file says (lines that must appear in
# the report; exit status 1 unless expect-rc says otherwise).  Uses the
# base kernel.
set -euo pipefail
. "$(dirname "$0")/../../base/common.sh"
here=$REPO/test-vm/selftest
work=$OUT/selftest
obj=$KBUILD/.out
"$REPO/test-vm/build.sh" base --tree

progress "selftest: building the test modules"
rm -rf "$work" && mkdir -p "$work/mod"
cp "$here"/Kbuild "$here"/*/*.c "$work/mod/"
logged "$work/modules.log" make -C "$obj" M="$work/mod" modules

pass=0 fail=0
for c in "$here"/*/; do
	c=$(basename "$c") d=$work/$c
	mkdir -p "$d/guest"
	cp "$here/$c"/*.sh "$d/guest/"
	for m in $(sed -n 's|^obj-m += ||p' "$here/Kbuild"); do
		[ -f "$here/$c/${m%.o}.c" ] && cp "$work/mod/${m%.o}.ko" "$d/guest/"
	done
	"$REPO/test-vm/initramfs.sh" base "$d/initramfs.img" "$d/guest"
	cp "$d/initramfs.img.scripts" "$d/scripts"
	progress "selftest: $c"
	qrc=0 rc=0
	timeout=600; [ "$c" = hang ] && timeout=30
	TIMEOUT=$timeout "$REPO/test-vm/boot.sh" "$OUT/base/kernel/bzImage" "$d/initramfs.img" "$d" || qrc=$?
	TIMEOUT=$timeout "$REPO/test-vm/results.sh" "selftest-$c" "$d" "$qrc" \
		$(cat "$here/$c/suites" 2>/dev/null) >"$d/report" 2>&1 || rc=$?
	want=$(cat "$here/$c/expect-rc" 2>/dev/null || echo 1)
	missing=$(while IFS= read -r l; do grep -qF -- "$l" "$d/report" || echo "$l"; done <"$here/$c/expect")
	if [ "$rc" = "$want" ] && [ -z "$missing" ]; then
		pass=$((pass + 1)); echo "  ok    selftest $c: the harness reported it as expected"
	else
		fail=$((fail + 1)); echo "  FAIL  selftest $c: harness exit $rc (want $want); missing lines:"
		printf '%s\n' "$missing" | sed 's/^/        /'
		echo "        the report was:"; sed 's/^/        /' "$d/report"
	fi
done
echo "$pass $fail" >"$work/counts"
printf 'selftest: %d passed, %d failed\n' "$pass" "$fail"
[ "$fail" = 0 ]
