#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# qemu.sh KERNEL INITRAMFS OUTDIR [MODE]: boot under QEMU TCG, the one QEMU
# command line of every boot, on the machine of test-vm/vm.
# ttyS0 (kernel console) -> OUTDIR/console.log, ttyS1 (tests) -> OUTDIR/tap.log.
# MODE=shell puts ttyS0 on this terminal instead.  Exits 124 on timeout
# (TIMEOUT seconds, default VM_TIMEOUT of test-vm/vm).  ICOUNT=1: one vCPU
# whose clock counts executed instructions (1 ns each), for exact,
# repeatable timings.
set -uo pipefail
. "$(dirname "$0")/vm"
kernel=$1 initrd=$2 dir=$3 mode=${4:-test}
mkdir -p "$dir"
rm -f "$dir/console.log" "$dir/tap.log"
# Multi-threaded TCG (QEMU's default) can keep running a stale translation
# of code another vCPU has just patched: with CONFIG_JUMP_LABEL=y, a static
# key switched while the other vCPU runs its sites oopses on text_poke_bp's
# int3 after it is gone (page-alloc-tagging's toggle_while_allocating, 3
# boots of 3; it passes with -accel tcg,thread=single).  The test kernels
# have no JUMP_LABEL; ICOUNT=1 boots (the benchmark) have one vCPU.
args=(-accel tcg -smp "$VM_CPUS" -m "${MEM:-$VM_MEMORY}" -bios "$VM_FIRMWARE"
      -nodefaults -no-reboot -display none -kernel "$kernel" -initrd "$initrd")
[ "${ICOUNT:-0}" = 0 ] || args+=(-smp 1 -icount shift=0,align=off,sleep=off)
# QEMU_GDB_PORT=port: wait for gdb on that port before the first instruction.
[ -z "${QEMU_GDB_PORT:-}" ] || args+=(-gdb "tcp::$QEMU_GDB_PORT" -S)
cpus=$VM_CPUS
[ "${ICOUNT:-0}" = 0 ] || cpus=1
cmdline="console=ttyS0 panic=-1 testvm.mode=$mode testvm.cpus=$cpus ${CMDLINE:-}"
if [ "$mode" = shell ]; then
	exec qemu-system-x86_64 "${args[@]}" -append "$cmdline" \
		-serial mon:stdio -serial "file:$dir/tap.log"
fi
exec timeout --kill-after=10 "${TIMEOUT:-$VM_TIMEOUT}" qemu-system-x86_64 "${args[@]}" \
	-append "$cmdline" -serial "file:$dir/console.log" -serial "file:$dir/tap.log" \
	</dev/null >"$dir/qemu.log" 2>&1
