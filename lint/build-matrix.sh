#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# build-matrix.sh: the "all" branch built in the configurations a build bot
# tries (lint/matrix/rows), each in its own output folder so that the
# guest kernels' build stays warm; then a module that is not GPL-licensed,
# calling the allocators, built against the "all" guest kernel.
# "PASSED FAILED" goes to $OUT/matrix/counts.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
out=$OUT/matrix
rm -rf "$out" && mkdir -p "$out"

# exports FILE: "symbol licence" of each export in a Module.symvers.
exports() { awk '{ print $2, $4 }' "$1" | LC_ALL=C sort; }

check_symvers() {	# check_symvers ROW OBJ
	local base=$OUT/base/kernel/Module.symvers missing
	[ -f "$base" ] || { bad "matrix $1: no Module.symvers of the base to compare with"; return; }
	missing=$(LC_ALL=C comm -23 <(exports "$base") <(exports "$KBUILD/$2/Module.symvers"))
	if [ -z "$missing" ]; then
		good "matrix $1: every symbol the base exports, with its licence ($(wc -l <"$base"))"
	else
		bad "matrix $1: exports of the base missing or changed:"
		printf '%s\n' "$missing" | head -n 20 | sed 's/^/        /'
	fi
}

# The base's exports, which the "off" row must keep: its guest kernel
# (built here when this shard has not built it; before any KOBJ is set).
"$REPO/test-vm/build.sh" base >/dev/null || bad "matrix: the base kernel does not build"

build_row() {	# build_row NAME FRAGMENT TOPICS CHECK
	local name=$1 frag=$REPO/lint/matrix/$2 obj=.out-matrix-$1 log=$out/$1.log bad_opts g
	export KOBJ=$obj
	{
		cat "$REPO/base/config"
		if [ "$3" = all ]; then
			for g in $(topics_in_order); do cat "$(topic_dir "$g")/config" 2>/dev/null; done
		fi
		cat "$frag"
	} >"$out/$1.fragment"
	progress "matrix $name: configuring and building (log: $log)"
	mkdir -p "$KBUILD/$obj"
	if ! logged "$log" kmake ARCH=x86 tinyconfig ||
	   ! logged "$log" "$KBUILD/scripts/kconfig/merge_config.sh" -m -O "$KBUILD/$obj" \
		"$KBUILD/$obj/.config" "$out/$1.fragment" ||
	   ! logged "$log" kmake ARCH=x86 olddefconfig; then
		bad "matrix $name: configuration failed"; return
	fi
	bad_opts=$(grep -hE '^(# )?CONFIG_' "$frag" | while read -r l; do
		grep -qxF "$l" "$KBUILD/$obj/.config" || echo "$l"; done)
	[ -z "$bad_opts" ] || { bad "matrix $name: options not taken: $bad_opts"; return; }
	if [ "$4" = tagging ] && ! grep -qx 'CONFIG_SLAB_ALLOC_TAGGING=y' "$KBUILD/$obj/.config"; then
		bad "matrix $name: allocation tagging not configured in"; return
	fi
	if logged "$log" kmake ARCH=x86 bzImage $(grep -qx CONFIG_MODULES=y "$KBUILD/$obj/.config" && echo modules); then
		good "matrix $name: builds"
	else
		bad "matrix $name: does not build"; return
	fi
	[ "$4" != symvers ] || check_symvers "$name" "$obj"
}

"$REPO/test-vm/build.sh" all --tree >/dev/null || die "all does not build"
while read -r name frag topics check; do
	case $name in ''|'#'*) continue ;; esac
	build_row "$name" "$frag" "$topics" "$check"
done <"$REPO/lint/matrix/rows"
unset KOBJ

# The module is built in a copy, so that nothing is written into the repo.
progress "matrix: modules that are not GPL-licensed, against the all kernel"
mkdir -p "$out/nongpl" && cp "$REPO"/lint/nongpl/* "$out/nongpl/"
if logged "$out/nongpl.log" make -C "$KBUILD" O=.out CC="$(kernel_cc)" M="$out/nongpl" modules; then
	good "matrix: non-GPL modules calling the allocators and waiting link against all"
else
	bad "matrix: a non-GPL module calling the allocators or waiting does not link against all (log: $out/nongpl.log)"
fi

finish matrix "$out"
