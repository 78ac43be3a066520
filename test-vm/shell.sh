#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# shell.sh TOPIC: boot TOPIC's kernel into an interactive shell on this
# terminal (QEMU monitor: Ctrl-A c; quit: "reboot -f" or Ctrl-A x).
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
t=$1
check_topic "$t"
"$REPO/test-vm/build.sh" "$t"
"$REPO/test-vm/initramfs.sh" "$t" "$OUT/$t/initramfs.img"
exec "$REPO/test-vm/qemu.sh" "$OUT/$t/kernel/bzImage" "$OUT/$t/initramfs.img" "$OUT/$t/shell" shell
