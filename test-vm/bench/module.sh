#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# module.sh SRC OBJ KDIR: build alloc_bench.ko (and dfault_bench.ko when
# the kernel has dynamic fault injection, ctx_bench.ko when it has
# allocation context capture, errcode_bench.ko when it has error codes,
# ts_bench.ko when its tree has latency tracking) out of tree against the
# kernel built in SRC with output folder OBJ (relative to SRC or
# absolute), and put them in KDIR/bench together with the guest script.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
src=$1 obj=$2 kdir=$3
rm -rf "$kdir/bench" && mkdir -p "$kdir/bench/build"
cp "$REPO/test-vm/bench/"{alloc_bench.c,dfault_bench.c,ctx_bench.c,errcode_bench.c,ts_bench.c,per_call.h,Kbuild} "$kdir/bench/build/"
cc=$(kernel_cc)
logged "$kdir/bench/build.log" make -C "$src" O="$obj" CC="$cc" M="$kdir/bench/build" modules
cp "$kdir/bench/build/"*.ko "$REPO/test-vm/bench/guest/bench.sh" "$kdir/bench/"
