#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# kernel.sh TOPIC [FRAGMENT...]: build a benchmark kernel of branch TOPIC
# with base/config + configs/bench.config + the named fragments of
# configs/ (the topics' own fragments are left out, so that every
# benchmark kernel has the same options but for those fragments), then
# alloc_bench.ko against it.  Prints the kernel's folder.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
t=$1; shift
name=bench${*:+-}$(IFS=-; echo "$*")
frag=$OUT/bench/fragments/$name.config
mkdir -p "$(dirname "$frag")"
cat "$REPO/test-vm/bench/configs/bench.config" >"$frag"
for f in "$@"; do cat "$REPO/test-vm/bench/configs/$f.config"; done >>"$frag"
CONFIG_TOPIC=base EXTRA_CONFIG=$frag "$REPO/test-vm/build.sh" "$t" --tree >&2
kdir=$OUT/$t.config-base+$name/kernel
[ "$t" != base ] || kdir=$OUT/base+$name/kernel
"$REPO/test-vm/bench/module.sh" "$KBUILD" .out "$kdir" >&2
echo "$kdir"
