# SPDX-License-Identifier: GPL-2.0
# gdb-boot.sh, sourced by the scripts that stop a benchmark guest in gdb:
# boots the kernel in $kdir with $initrd and $cmdline like measure.sh,
# its vCPU held until gdb connects to localhost:$port; QEMU is killed and
# its folder removed when the script exits.
port=$((20000 + RANDOM % 10000))
dir=$(mktemp -d)
QEMU_GDB_PORT=$port ICOUNT=1 TIMEOUT=0 CMDLINE=$cmdline \
	"$REPO/test-vm/qemu.sh" "$kdir/bzImage" "$initrd" "$dir" &
qemu=$!		# timeout(1), which passes the signal on to QEMU
trap 'kill $qemu 2>/dev/null; rm -rf "$dir"' EXIT
