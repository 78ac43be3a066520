#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# trace.sh KDIR INITRAMFS FUNC COND [CMDLINE]: where the instructions of one
# benchmark iteration go.  Boots the kernel in KDIR like measure.sh, stops in
# FUNC when gdb's condition COND holds (e.g. '$rdi == 8') for the 3000th
# time, well inside the benchmark's loop, then single-steps until FUNC is
# entered again and prints the instructions executed per function.
# DUMP=function: also print every instruction executed in that function.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
kdir=$1 initrd=$2 func=$3 cond=$4 cmdline=${5:-}
. "$REPO/test-vm/bench/gdb-boot.sh"
gdb -q -batch -nx "$kdir/vmlinux" \
	-ex "target remote :$port" -ex "break $func if $cond" -ex "ignore 1 3000" \
	-ex continue -ex "delete" -ex "python
import gdb
start = int(gdb.parse_and_eval('\$pc'))
per, n = {}, 0
while n < 20000:
    gdb.execute('stepi', to_string=True)
    n += 1
    pc = int(gdb.parse_and_eval('\$pc'))
    if pc == start:
        break
    sym = gdb.execute('info symbol %d' % pc, to_string=True)
    sym = sym.split(' + ')[0].split(' in ')[0].strip()
    per[sym] = per.get(sym, 0) + 1
    if sym == '${DUMP:-}':
        print(gdb.execute('x/i \$pc', to_string=True).strip())
for s, c in sorted(per.items(), key=lambda x: -x[1]):
    print('%6d %s' % (c, s))
print('%6d instructions from one $func call to the next' % n)
" 2>&1 | grep -v '^\[\|^Breakpoint\|^0x\|^Remote\|warning'
