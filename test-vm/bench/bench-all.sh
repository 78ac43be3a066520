#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# bench-all.sh [ROWS]: build and boot every configuration of test-vm/bench/rows
# (or of ROWS), then write the table to $OUT/bench/results.md.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
rows=${1:-$REPO/test-vm/bench/rows}
tsv=$OUT/bench/results.tsv
mkdir -p "$OUT/bench" && : >"$tsv"
trim() { sed 's/^ *//; s/ *$//'; }
while IFS='|' read -r label kernel frags cmdline baseline <&3; do
	label=$(trim <<<"$label") kernel=$(trim <<<"$kernel")
	cmdline=$(trim <<<"$cmdline") baseline=$(trim <<<"$baseline")
	# shellcheck disable=SC2086 # fragments are words
	if [ "$kernel" = upstream ]; then
		kdir=$("$REPO/test-vm/bench/upstream.sh" $frags)
	else
		case $kernel in levers-*) "$REPO/test-vm/bench/lever.sh" "${kernel#levers-}" ;; esac
		kdir=$("$REPO/test-vm/bench/kernel.sh" "$kernel" $frags)
	fi
	printf '%s\t%s\t%s\n' "$("$REPO/test-vm/bench/measure.sh" "$label" "$kdir" "$cmdline")" \
		"$kdir" "$baseline" >>"$tsv"
	progress "bench: $(tail -n 1 "$tsv" | cut -f 1-3)"
done 3< <(grep -v -e '^#' -e '^$' "$rows")
{ "$REPO/test-vm/bench/table.sh" "$tsv"; "$REPO/test-vm/bench/dfault-table.sh"; "$REPO/test-vm/bench/ctx-table.sh"; "$REPO/test-vm/bench/errcode-table.sh"; "$REPO/test-vm/bench/ts-table.sh" "$tsv"; } >"$OUT/bench/results.md"
cat "$OUT/bench/results.md"
progress "bench: table in $OUT/bench/results.md"
