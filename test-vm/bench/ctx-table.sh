#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# ctx-table.sh: the Markdown table of the allocation context capture figures
# that guest/bench.sh logged in the benchmark runs whose kernel has it;
# nothing when no run did.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
# figure CONSOLE STATE WHAT: "ctx_bench: STATE: WHAT: N ns/pair" -> N
figure() { sed -n "s/.*ctx_bench: $2: $3: \([0-9.]*\) ns\/pair.*/\1/p" "$1" | head -n 1; }

rows=""
for con in "$OUT"/bench/runs/*/boot/console.log; do
	grep -qF "ctx_bench: not selected: " "$con" 2>/dev/null || continue
	rows+="| $(basename "$(dirname "$(dirname "$con")")")"
	for what in kmalloc+kfree "page alloc+free"; do
		rows+=" | $(figure "$con" "not selected" "$what") | $(figure "$con" selected "$what")"
	done
	rows+=$' |\n'
done
[ -z "$rows" ] || printf '\n%s\n%s' "Cost of allocation context capture at a selected call site: kmalloc()+kfree()
of 64 bytes and alloc_page()+__free_page() at one call site each, in guest
instructions per pair (\`-icount shift=0\`), the site not selected, then
selected in alloc_tags.ctx (each allocation takes its call stack).

| run | kmalloc+kfree, not selected | selected | page alloc+free, not selected | selected |
|---|---:|---:|---:|---:|" "$rows"
