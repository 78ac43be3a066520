#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# dfault-table.sh: the Markdown tables of the dynamic (and memory) fault site figures
# that guest/bench.sh logged in the benchmark runs whose kernel has them.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
# figure CONSOLE STATE WHAT: "dfault_bench: STATE: WHAT: N ns/call" -> N
figure() { sed -n "s/.*dfault_bench: $2: $3: \([-0-9.]*\) ns\/call.*/\1/p" "$1" | head -n 1; }

# table WHAT [ALSO] <HEADING: HEADING, then a row per run that logged WHAT:
# unarmed, armed and failing, and ALSO unarmed when given; nothing when no
# run did.
table() {
	local heading con rows=""
	heading=$(cat)
	for con in "$OUT"/bench/runs/*/boot/console.log; do
		grep -qF "dfault_bench: unarmed: $1:" "$con" 2>/dev/null || continue
		rows+="| $(basename "$(dirname "$(dirname "$con")")") | $(figure "$con" unarmed "$1")"
		rows+=" | $(figure "$con" armed "$1") | $(figure "$con" failing "$1")"
		rows+="${2:+ | $(figure "$con" unarmed "$2")} |"$'\n'
	done
	[ -z "$rows" ] || printf '\n%s\n%s' "$heading" "$rows"
}

table site without <<'HEAD'
Cost of one dynamic fault site: a function holding one, against the same
function without it, in guest instructions per call (`-icount shift=0`).

| run | unarmed | armed, not failing | failing every call | call without the site |
|---|---:|---:|---:|---:|
HEAD

table "kmalloc+kfree at a memory site" <<'HEAD'
Cost of an armed memory fault site: kmalloc()+kfree() of 64 bytes whose
kmalloc() is the site, in guest instructions per call, the site unarmed,
armed but not failing (frequency 2^30 - 1) and failing every call.

| run | unarmed | armed, not failing | failing every call |
|---|---:|---:|---:|
HEAD
