#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# pcpu-tags.sh KDIR INITRAMFS [CMDLINE]: how many of the kernel's allocation
# tags have their counters in percpu mode once the benchmark has run once.
# Boots the kernel in KDIR like measure.sh, stops at the first module
# unload (alloc_bench's, after its first load), reads every tag of the
# alloc_tags section and prints one line: tags, tags with both counters
# percpu, tags with one.  The layout is struct alloc_tag's on 64-bit: the
# two lazy counters at bytes 32 and 40 of 64; in percpu mode bit 0 is set.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
kdir=$1 initrd=$2 cmdline=${3:-}
. "$REPO/test-vm/bench/gdb-boot.sh"
gdb -q -batch -nx "$kdir/vmlinux" \
	-ex "target remote :$port" -ex "break __do_sys_delete_module" \
	-ex continue -ex "python
import gdb
start = int(gdb.parse_and_eval('(unsigned long)&__start_alloc_tags'))
stop = int(gdb.parse_and_eval('(unsigned long)&__stop_alloc_tags'))
assert (stop - start) % 64 == 0, 'struct alloc_tag is not 64 bytes'
inf = gdb.selected_inferior()
both = one = 0
for tag in range(start, stop, 64):
    words = inf.read_memory(tag + 32, 16).tobytes()
    pcpu = (words[0] & 1) + (words[8] & 1)
    both += pcpu == 2
    one += pcpu == 1
print('tags %d percpu %d one %d' % ((stop - start) // 64, both, one))
" 2>&1 | grep '^tags '
