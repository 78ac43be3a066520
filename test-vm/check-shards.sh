#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check-shards.sh: for N = 1..5, the units of SHARD=1/N .. N/N are
# together exactly those of make check (and of make check-full), each in
# one shard only, with the tooling and base in shard 1; a bad SHARD is
# refused.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
list() { SHARD=$1 "$REPO/test-vm/check-all.sh" --list; }
for FULL in 0 1; do
	export FULL
	what="make check$([ "$FULL" = 0 ] || echo -full)"
	all=$(list 1/1 | sort)
	for n in 1 2 3 4 5; do
		union=$(for k in $(seq "$n"); do list "$k/$n"; done | sort)
		if [ "$union" = "$all" ] && [ "$(list "1/$n" | grep -cx -e tooling -e base)" = 2 ]; then
			good "$what: the $n shards of $n run every unit once, tooling and base in shard 1"
		else
			bad "$what: the $n shards of $n: $(echo $union), want: $(echo $all)"
		fi
	done
done
# make check-full adds each topic's own kernel to make check's units.
extra=$(comm -13 <(FULL=0 list 1/1 | sort) <(FULL=1 list 1/1 | sort))
if [ "$(echo $extra)" = "$(topics_in_order | sort | xargs)" ]; then
	good "make check-full adds each topic's own kernel, nothing else"
else
	bad "make check-full adds: $(echo $extra)"
fi
for s in 0/2 3/2 x 1/0 /; do
	if list "$s" >/dev/null 2>&1; then bad "SHARD=$s is accepted"; else good "SHARD=$s is refused"; fi
done
finish shards "$OUT/shards"
