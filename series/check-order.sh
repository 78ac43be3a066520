#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# check-order.sh: the topic order of a made-up tree of topics, one of
# them on two prerequisites (d on b and c): every topic after all of its
# prerequisites, d's chain holding both branches and each topic once, its
# patches applied on the merge branch prereq/d, and make list naming both.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
meta() { mkdir -p "$tmp/$1" && printf '# %s\nparent: %s\n' "$1" "$2" >"$tmp/$1/meta"; }
meta a base; meta b a; meta c a; meta d "b c"; meta e d; meta f base
export TOPICS=$tmp
is() {	# is GOT EXPECTED DESCRIPTION
	if [ "$1" = "$2" ]; then good "$3"; else bad "$3: got '$1', expected '$2'"; fi
}
order=" $(topics_in_order | tr '\n' ' ')"
pos() { echo $order | tr ' ' '\n' | grep -nx "$1" | cut -d: -f1; }
before() { [ "$(pos "$1")" -lt "$(pos "$2")" ]; }
ok=true
for pair in "a b" "a c" "b d" "c d" "d e"; do before $pair || ok=false; done
is "$ok $(echo $order | wc -w)" "true 6" "every topic once, after its prerequisites ($order)"
chain=$(topic_chain d | tr '\n' ' ')
is "$(topic_chain d | head -n 2 | tr '\n' ' ')$(topic_chain d | tail -n 1)" "base a d" \
	"d's chain starts at base and a, ends at d ($chain)"
is "$(topic_chain d | sort | tr '\n' ' ')" "a b base c d " "d's chain holds both prerequisites, each once"
is "$(topic_chain e | sort | tr '\n' ' ')" "a b base c d e " "so does the chain of a topic on d"
is "$(topic_chain f | tr '\n' ' ')" "base f " "a topic on base: base and itself"
is "$(topic_parent d) $(topic_parent e) $(topic_parent b)" "prereq/d d a" \
	"d goes on prereq/d, its prerequisites' merge; single parents are themselves"
is "$("$REPO/series/list.sh" | awk '$1 == "d" { print $2, $3 }')" "b c" "make list names both of d's prerequisites"
finish order "$OUT/order"
