#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# dfault-table.sh: the Markdown table of the dynamic fault site figures
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
