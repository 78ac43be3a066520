#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# table.sh TSV: the Markdown tables of a benchmark run (bench-all.sh's TSV:
# label, kmalloc and page figures of the first and second load, KiB in
# use, page_ext bytes, kernel folder, baseline label).
set -euo pipefail
tsv=$1
size_of() { size "$1/vmlinux" | awk 'NR == 2 { print $1, $2, $3 }'; }
# Bytes between two symbols of System.map (0 when they are missing).
span() {
	local s e
	s=$(awk -v a="$2" '$3 == a { print $1 }' "$1/System.map")
	e=$(awk -v b="$3" '$3 == b { print $1 }' "$1/System.map")
	echo $(( ${s:+${e:+0x$e - 0x$s}} + 0 ))
}
while IFS=$'\t' read -r label _ _ _ _ _ _ kdir _; do
	printf '%s\t%s %s\n' "$label" "$(size_of "$kdir")" "$(span "$kdir" __start_alloc_tags __stop_alloc_tags)"
done <"$tsv" >"$tsv.sizes"

cat <<'HEAD'
Guest instructions per operation (one vCPU, `-icount shift=0`), first load
after boot; the ratio is against the baseline row of the same code base.
The second load of the module into the same boot is marked "(more)" where
it costs more than 0.5% over the first.

| configuration | kmalloc+kfree | ratio | page alloc+free | ratio | second load (kmalloc / page) | baseline |
|---|---:|---:|---:|---:|---:|---|
HEAD
awk -F'\t' '
	function ratio(v, b) { return b ? sprintf("%+.1f%%", (v / b - 1) * 100) : "" }
	function second(v, first) { return v (v > first * 1.005 ? " (more)" : "") }
	{ k[$1] = $2; p[$1] = $3 }
	{ printf "| %s | %s | %s | %s | %s | %s / %s | %s |\n", $1, $2, ratio($2, k[$9]),
		$3, ratio($3, p[$9]), second($4, $2), second($5, $3), $9 }' "$tsv"

cat <<'HEAD'

Memory: in use when the benchmark starts in a 1 GiB guest (MemTotal -
MemFree), page_ext allocated at boot (and per page: the guest's 262144
pages all have one), `size vmlinux` and the alloc_tags section;
differences against the baseline row.  Per slab object, slab tagging adds
8 bytes to struct slabobj_ext (16 bytes per object in every slab that has
had a tagged object; memcg alone uses 8), as upstream's profiling does.

| configuration | in use (KiB) | diff | page_ext (bytes) | per page | text | data | bss | alloc_tags section (bytes) |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
HEAD
paste "$tsv" <(cut -f 2 "$tsv.sizes") | awk -F'\t' '
	function diff(v, b) { return b != "" ? sprintf("%+d", v - b) : "" }
	{ split($10, z, " "); u[$1] = $6; t[$1] = z[1]; d[$1] = z[2]; b[$1] = z[3] }
	{ printf "| %s | %d | %s | %d | %d | %d %s | %d %s | %d %s | %d |\n", $1, $6, diff($6, u[$9]),
		$7, $7 / 262144, z[1], diff(z[1], t[$9]), z[2], diff(z[2], d[$9]), z[3], diff(z[3], b[$9]), z[4] }'
