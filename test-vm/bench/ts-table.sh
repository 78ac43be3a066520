#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# ts-table.sh TSV: the Markdown table of the wait timing figures that
# guest/bench.sh logged in the runs of TSV (bench-all.sh's) whose kernel
# has latency tracking, and of their baseline rows; then, for a run that
# also had the ftrace histogram set up, both answers for the benchmark's
# place.  Nothing when no run of TSV has latency tracking.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
tsv=$1
console() { echo "$OUT/bench/runs/${1//[^A-Za-z0-9_.=+-]/_}/boot/console.log"; }
# figure CONSOLE STATE WHAT: "ts_bench: STATE: WHAT: N ns/call" -> N, or "-"
figure() {
	local n
	n=$(sed -n "s/.*ts_bench: $2: $3: \([-0-9.]*\) ns\/call.*/\1/p" "$1" | head -n 1)
	echo "${n:--}"
}
# The bytes of the tags of the timed places, from System.map.
tags() {
	local s e
	s=$(awk '$3 == "__start_time_stats_tags" { print $1 }' "$1/System.map")
	e=$(awk '$3 == "__stop_time_stats_tags" { print $1 }' "$1/System.map")
	echo $(( ${s:+${e:+0x$e - 0x$s}} + 0 ))
}
# The runs with latency tracking (an "event" figure), and their baselines.
timed=$(while IFS=$'\t' read -r label _ _ _ _ _ _ _ baseline; do
	if grep -qF "ts_bench: off: event: " "$(console "$label")" 2>/dev/null; then
		printf '%s\n%s\n' "$baseline" "$label"
	fi
done <"$tsv")
[ -n "$timed" ] || exit 0

rows="" answers=""
while IFS=$'\t' read -r label _ _ _ _ _ _ kdir _; do
	grep -qxF "$label" <<<"$timed" || continue
	con=$(console "$label")
	grep -qF "ts_bench: off: pair: " "$con" 2>/dev/null || continue
	rows+="| $label | $(figure "$con" off pair) | $(figure "$con" on pair)"
	rows+=" | $(figure "$con" ftrace pair) | $(figure "$con" off event)"
	rows+=" | $(figure "$con" on event) | $(tags "$kdir") |"$'\n'
	grep -qF "ts_bench: hist: " "$con" || continue
	answers+=$'\n'"$label, latency tracking (/sys/kernel/debug/time_stats):"$'\n\n'
	answers+=$(sed -n 's/.*ts_bench: time_stats: /    /p' "$con")$'\n\n'
	answers+="$label, ftrace histogram (events/synthetic/wait_place/hist):"$'\n\n'
	answers+=$(sed -n 's/.*ts_bench: hist: /    /p' "$con")$'\n'
done <"$tsv"
printf '\n%s\n%s%s' "Cost of timing a wait: a prepare_to_wait()/finish_wait() pair that does not
sleep, and an empty codetag_time_stats_start()/finish() event, in guest
instructions per call (\`-icount shift=0\`) over the same call without them;
latency tracking off (a patched-out jump, or not configured), on, and off
with an ftrace histogram of the same waits by place set up instead
(kprobes on prepare_to_wait and finish_wait, \`finish_wait\`'s return
address as the place, a synthetic event of place and duration, a
histogram of it); and the bytes of the places' tags (System.map).

| configuration | wait pair, off | on | ftrace histogram | empty event, off | on | tags (bytes) |
|---|---:|---:|---:|---:|---:|---:|" "$rows" "$answers"
