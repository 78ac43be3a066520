#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# ts-table.sh: the Markdown table of the wait timing figures that
# guest/bench.sh logged in the benchmark runs whose tree has latency
# tracking, and the answers of time_stats and of the ftrace histogram for
# the benchmark's place; nothing when no run logged them.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
# figure CONSOLE STATE WHAT: "ts_bench: STATE: WHAT: N ns/call" -> N, or "-"
figure() {
	local n
	n=$(sed -n "s/.*ts_bench: $2: $3: \([-0-9.]*\) ns\/call.*/\1/p" "$1" | head -n 1)
	echo "${n:--}"
}

rows="" answers=""
for con in "$OUT"/bench/runs/*/boot/console.log; do
	grep -qF "ts_bench: off: pair: " "$con" 2>/dev/null || continue
	run=$(basename "$(dirname "$(dirname "$con")")")
	rows+="| $run | $(figure "$con" off pair) | $(figure "$con" on pair)"
	rows+=" | $(figure "$con" ftrace pair) | $(figure "$con" off event)"
	rows+=" | $(figure "$con" on event) |"$'\n'
	grep -qF "ts_bench: hist: " "$con" || continue
	answers+=$'\n'"$run, latency tracking (/sys/kernel/debug/time_stats):"$'\n\n'
	answers+=$(sed -n 's/.*ts_bench: time_stats: /    /p' "$con")$'\n\n'
	answers+="$run, ftrace histogram (events/synthetic/wait_place/hist):"$'\n\n'
	answers+=$(sed -n 's/.*ts_bench: hist: /    /p' "$con")$'\n'
done
[ -z "$rows" ] || printf '\n%s\n%s%s' "Cost of timing a wait: a prepare_to_wait()/finish_wait() pair that does not
sleep, and an empty codetag_time_stats_start()/finish() event, in guest
instructions per call (\`-icount shift=0\`) over the same call without them;
latency tracking off (a patched-out jump, or not configured), on, and off
with an ftrace histogram of the same waits by place instead (kprobes on
prepare_to_wait and finish_wait, \`finish_wait\`'s return address as the
place, a synthetic event of place and duration, a histogram of it).

| run | wait pair, off | on | ftrace histogram | empty event, off | on |
|---|---:|---:|---:|---:|---:|" "$rows" "$answers"
