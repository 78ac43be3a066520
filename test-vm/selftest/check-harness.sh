#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The harness tests itself: each folder of guests/ is a guest whose boot the
# harness must judge as its "expect" file says (lines that must appear in
# the report; exit status 1 unless expect-rc says otherwise).  Uses the
# base kernel.  Each folder of logs/ is a saved boot (console.log, tap.log,
# scripts, qemu-rc, qemu.log) judged the same way without booting.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
here=$REPO/test-vm/selftest
work=$OUT/selftest
obj=$KBUILD/.out
"$REPO/test-vm/build.sh" base --tree

progress "selftest: building the test modules"
rm -rf "$work" && mkdir -p "$work/mod"
cp "$here"/Kbuild "$here"/guests/*/*.c "$work/mod/"
logged "$work/modules.log" make -C "$obj" M="$work/mod" modules

# judged CASE DIR HARNESS_RC: compare the report in DIR with CASE's expect.
judged() {
	local c=$1 d=$2 rc=$3 want missing
	want=$(cat "$here/$c/expect-rc" 2>/dev/null || echo 1)
	missing=$(while IFS= read -r l; do grep -qF -- "$l" "$d/report" || echo "$l"; done <"$here/$c/expect")
	if [ "$rc" = "$want" ] && [ -z "$missing" ]; then
		good "selftest $c: the harness reported it as expected"
	else
		bad "selftest $c: harness exit $rc (want $want); missing lines:"
		printf '%s\n' "$missing" | sed 's/^/        /'
		echo "        the report was:"; sed 's/^/        /' "$d/report"
	fi
}

for c in $(cd "$here/guests" && ls); do
	d=$work/$c
	mkdir -p "$d/guest"
	cp "$here/guests/$c"/*.sh "$d/guest/"
	for m in $(sed -n 's|^obj-m += ||p' "$here/Kbuild"); do
		[ -f "$here/guests/$c/${m%.o}.c" ] && cp "$work/mod/${m%.o}.ko" "$d/guest/"
	done
	"$REPO/test-vm/initramfs.sh" base "$d/initramfs.img" "$d/guest"
	cp "$d/initramfs.img.scripts" "$d/scripts"
	progress "selftest: $c"
	qrc=0 rc=0
	timeout=600; [ "$c" = hang ] && timeout=30
	TIMEOUT=$timeout "$REPO/test-vm/qemu.sh" "$OUT/base/kernel/bzImage" "$d/initramfs.img" "$d" || qrc=$?
	TIMEOUT=$timeout "$REPO/test-vm/results.sh" "selftest-$c" "$d" "$qrc" \
		$(cat "$here/guests/$c/suites" 2>/dev/null) >"$d/report" 2>&1 || rc=$?
	judged "guests/$c" "$d" "$rc"
done
for c in $(cd "$here/logs" && ls); do
	d=$work/logs/$c rc=0
	mkdir -p "$d" && cp "$here/logs/$c"/* "$d/"
	"$REPO/test-vm/results.sh" "selftest-$c" "$d" "$(cat "$d/qemu-rc")" >"$d/report" 2>&1 || rc=$?
	judged "logs/$c" "$d" "$rc"
done
finish selftest "$work"
