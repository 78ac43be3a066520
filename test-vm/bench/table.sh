#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# table.sh TSV: the Markdown tables of a benchmark run (all.sh's TSV:
# label, kmalloc and page figures of the first and second load, KiB in
# use, page_ext bytes, kernel folder, baseline label).
set -euo pipefail
tsv=$1
size_of() { size "$1/vmlinux" | awk 'NR == 2 { print $1, $2, $3 }'; }
# Bytes between two symbols of System.map (0 when they are missing).
span() {
	awk -v a="$2" -v b="$3" '$3 == a { s = strtonum("0x" $1) } $3 == b { e = strtonum("0x" $1) }
		END { print (s && e) ? e - s : 0 }' "$1/System.map"
}
while IFS=$'\t' read -r label _ _ _ _ _ _ kdir _; do
	printf '%s\t%s %s\n' "$label" "$(size_of "$kdir")" "$(span "$kdir" __start_alloc_tags __stop_alloc_tags)"
done <"$tsv" >"$tsv.sizes"

cat <<'HEAD'
Guest instructions per operation (one vCPU, `-icount shift=0`), first load
after boot; the ratio is against the baseline row of the same code base.

| configuration | kmalloc+kfree | ratio | page alloc+free | ratio | second load (kmalloc / page) | baseline |
|---|---:|---:|---:|---:|---:|---|
HEAD
awk -F'\t' '
	function ratio(v, b) { return b ? sprintf("%+.1f%%", (v / b - 1) * 100) : "" }
	{ k[$1] = $2; p[$1] = $3 }
	{ printf "| %s | %s | %s | %s | %s | %s / %s | %s |\n", $1, $2, ratio($2, k[$9]),
		$3, ratio($3, p[$9]), $4, $5, $9 }' "$tsv"

cat <<'HEAD'

Memory: in use when the benchmark starts in a 1 GiB guest (MemTotal -
MemFree), page_ext allocated at boot, `size vmlinux` and the alloc_tags
section; differences against the baseline row.

| configuration | in use (KiB) | diff | page_ext (bytes) | text | data | bss | alloc_tags section (bytes) |
|---|---:|---:|---:|---:|---:|---:|---:|
HEAD
paste "$tsv" <(cut -f 2 "$tsv.sizes") | awk -F'\t' '
	function diff(v, b) { return b != "" ? sprintf("%+d", v - b) : "" }
	{ split($10, z, " "); u[$1] = $7; t[$1] = z[1]; d[$1] = z[2]; b[$1] = z[3] }
	{ printf "| %s | %d | %s | %d | %d %s | %d %s | %d %s | %d |\n", $1, $7, diff($7, u[$9]),
		$8, z[1], diff(z[1], t[$9]), z[2], diff(z[2], d[$9]), z[3], diff(z[3], b[$9]), z[4] }'
