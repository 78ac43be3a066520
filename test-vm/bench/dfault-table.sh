#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# dfault-table.sh: the Markdown tables of the dynamic (and memory) fault site figures
# that guest/bench.sh logged in the benchmark runs whose kernel has them.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
# figure CONSOLE STATE WHAT: "dfault_bench: STATE: WHAT: N ns/call" -> N
figure() { sed -n "s/.*dfault_bench: $2: $3: \([-0-9.]*\) ns\/call.*/\1/p" "$1" | head -n 1; }
found=
for con in "$OUT"/bench/runs/*/boot/console.log; do
	grep -q 'dfault_bench: unarmed: site:' "$con" 2>/dev/null || continue
	if [ -z "$found" ]; then
		found=1
		cat <<'HEAD'

Cost of one dynamic fault site: a function holding one, against the same
function without it, in guest instructions per call (`-icount shift=0`).

| run | unarmed | armed, not failing | failing every call | call without the site |
|---|---:|---:|---:|---:|
HEAD
	fi
	printf '| %s | %s | %s | %s | %s |\n' "$(basename "$(dirname "$(dirname "$con")")")" \
		"$(figure "$con" unarmed site)" "$(figure "$con" armed site)" \
		"$(figure "$con" failing site)" "$(figure "$con" unarmed without)"
done

# The memory fault site figures, from the runs whose kernel has them.
found=
for con in "$OUT"/bench/runs/*/boot/console.log; do
	grep -q 'dfault_bench: unarmed: kmalloc+kfree at a memory site:' "$con" 2>/dev/null || continue
	if [ -z "$found" ]; then
		found=1
		cat <<'HEAD'

Cost of an armed memory fault site: kmalloc()+kfree() of 64 bytes whose
kmalloc() is the site, in guest instructions per call, the site unarmed,
armed but not failing (frequency 2^30 - 1) and failing every call.

| run | unarmed | armed, not failing | failing every call |
|---|---:|---:|---:|
HEAD
	fi
	w="kmalloc+kfree at a memory site"
	printf '| %s | %s | %s | %s |\n' "$(basename "$(dirname "$(dirname "$con")")")" \
		"$(figure "$con" unarmed "$w")" "$(figure "$con" armed "$w")" "$(figure "$con" failing "$w")"
done
