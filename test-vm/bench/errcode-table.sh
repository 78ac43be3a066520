#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# errcode-table.sh: the Markdown table of the ERR() site figures that
# guest/bench.sh logged in the benchmark runs whose kernel has error
# codes; nothing when no run did.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
# figure CONSOLE STATE WHAT: "errcode_bench: STATE: WHAT: N ns/call" -> N
figure() { sed -n "s/.*errcode_bench: $2: $3: \([-0-9.]*\) ns\/call.*/\1/p" "$1" | head -n 1; }

rows=""
for con in "$OUT"/bench/runs/*/boot/console.log; do
	grep -qF "errcode_bench: on: " "$con" 2>/dev/null || continue
	rows+="| $(basename "$(dirname "$(dirname "$con")")") | $(figure "$con" on site)"
	rows+=" | $(figure "$con" off site) | $(figure "$con" on without) |"$'\n'
done
[ -z "$rows" ] || printf '\n%s\n%s' "Cost of one ERR() site: a function returning ERR(-EIO), against the same
function returning -EIO, in guest instructions per call (\`-icount shift=0\`),
error codes on (the site counts the error and returns its code) and
switched off at run time (a patched-out jump).

| run | on | switched off | call returning -EIO |
|---|---:|---:|---:|" "$rows"
