#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# initramfs.sh TOPIC OUTPUT [EXTRA_DIR]: a busybox initramfs carrying /init,
# the guest tests and demos of TOPIC's chain, and every module its kernel
# built ($OUT/TOPIC/kernel/modules, or TESTVM_KERNEL_DIR/modules).  EXTRA_DIR (used by
# the harness self-tests) replaces the tests and adds its *.ko files.
# LAST_TESTS=dir adds the scripts of dir, run after all the others;
# REFERENCE=dir adds dir as /reference (test-vm/reference-boot.sh).
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=$1 img=$2 extra=${3:-}

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
mkdir -p "$root"/{bin,dev,proc,sys,lib,tests,demo,modules,etc}
cp /bin/busybox "$root/bin/busybox"
ln -s busybox "$root/bin/sh"
cp "$REPO/test-vm/guest/init" "$root/init"
cp "$REPO/test-vm/guest/tap.sh" "$root/lib/tap.sh"
# The control file fuzzer, static: the guest has no C library.
gcc -static -O2 -Wall -o "$root/bin/ctlfuzz" "$REPO/test-vm/guest/ctlfuzz.c"
chmod +x "$root/init"
echo 'root:x:0:0:root:/:/bin/sh' >"$root/etc/passwd"
echo 'nobody:x:65534:65534:nobody:/:/bin/false' >>"$root/etc/passwd"
mknod -m 600 "$root/dev/console" c 5 1
# Programs of the host, with the libraries they need: GNU sort for "sort
# -h" (busybox's has no -h; busybox sh runs its own applets first, so call
# it as /usr/bin/sort), bash for the kernel's own
# tools/testing/fault-injection/failcmd.sh, copied from the base, and each
# "host-tool: PATH" of the chain's metas (its package in base/packages).
host_tools=$([ "$t" = none ] || for g in $(guest_topics "$t"); do meta_get "$g" host-tool; done)
for prog in /usr/bin/sort /bin/bash $host_tools; do
	mkdir -p "$root$(dirname "$prog")" && cp "$prog" "$root$prog"
	for lib in $(ldd "$prog" | grep -o '/[^ ]*'); do
		mkdir -p "$root$(dirname "$lib")" && cp -L "$lib" "$root$lib"
	done
done
git -C "$KSRC" show "$BASE_TAG:tools/testing/fault-injection/failcmd.sh" >"$root/bin/failcmd.sh"
chmod +x "$root/bin/failcmd.sh"
# Each "guest-tool: PATH.c" of the chain's metas: a user-space tool of
# the kernel tree, built static from TOPIC's branch into /bin (none for
# the benchmark's guest, TOPIC "none").
[ "$t" = none ] || for g in $(guest_topics "$t"); do
	tool=$(meta_get "$g" guest-tool)
	[ -n "$tool" ] || continue
	git -C "$KSRC" show "$(tip "$t"):$tool" >"$root/tool.c"
	gcc -static -O2 -Wall -o "$root/bin/$(basename "$tool" .c)" "$root/tool.c"
	rm "$root/tool.c"
done

cp "${TESTVM_KERNEL_DIR:-$OUT/$t/kernel}/modules/"*.ko "$root/modules/" 2>/dev/null || true
if [ -n "$extra" ]; then
	cp "$extra"/*.sh "$root/tests/" 2>/dev/null || true
	mkdir -p "$root/tests/1-selftest" && mv "$root"/tests/*.sh "$root/tests/1-selftest/" 2>/dev/null || true
	cp "$extra"/*.ko "$root/modules/" 2>/dev/null || true
else
	i=0
	for g in $(guest_topics "$t"); do
		i=$((i + 1))
		d=$(topic_dir "$g")
		if ls "$d"/tests/*.sh >/dev/null 2>&1; then
			mkdir -p "$root/tests/$(printf %02d "$i")-$g"
			cp "$d"/tests/*.sh "$root/tests/$(printf %02d "$i")-$g/"
		fi
		[ -f "$d/demo.sh" ] && cp "$d/demo.sh" "$root/demo/$(printf %02d "$i")-$g.sh"
	done
fi
# REFERENCE=dir: what reference-boot.sh recorded, as /reference.
[ -z "${REFERENCE:-}" ] || cp -r "$REFERENCE" "$root/reference"
if [ -n "${LAST_TESTS:-}" ]; then
	mkdir -p "$root/tests/99-$(basename "$LAST_TESTS")"
	cp "$LAST_TESTS"/*.sh "$root/tests/99-$(basename "$LAST_TESTS")/"
fi
(cd "$root/tests" && find . -name '*.sh' | LC_ALL=C sort | sed 's|^\./[0-9]*-||') >"$img.scripts"
(cd "$root" && find . | LC_ALL=C sort | cpio -o -H newc --quiet) | gzip -1 >"$img"
