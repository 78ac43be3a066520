#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# flag-bits.sh [CONFIG...]: how page->flags is laid out on the base kernel
# in each configuration, and how many of its bits are left unused: room
# for a page's allocation tag index instead of a page_ext slot.  Default:
# Debian's own amd64 configurations (linux-config-6.1, base/packages.bench)
# and the "all" test kernel's, when built.  Each is configured (olddefconfig)
# and prepared in $BUILD/flag-bits/<name>, against the base's tree; a
# probe module is compiled to assembly there and its widths read back.
set -euo pipefail
. "$(dirname "$0")/../../tree/common.sh"
debian=/usr/src/linux-config-6.1
if [ $# = 0 ]; then
	set -- $debian/config.amd64_*.xz
	[ ! -f "$OUT/all/kernel/.config" ] || set -- "$@" "$OUT/all/kernel/.config"
fi

src=$(mktemp -d)
trap 'rm -rf "$src"' EXIT
echo 'obj-m := probe.o' >"$src/Kbuild"
cat >"$src/probe.c" <<'EOF'
// SPDX-License-Identifier: GPL-2.0
#include <linux/kbuild.h>
#include <linux/mm.h>

#ifdef LAST_CPUPID_NOT_IN_PAGE_FLAGS
#define CPUPID_IN_FLAGS 0
#else
#define CPUPID_IN_FLAGS 1
#endif

void probe(void)
{
	DEFINE(BITS, BITS_PER_LONG);
	DEFINE(NR_PAGEFLAGS, NR_PAGEFLAGS);
	DEFINE(SECTIONS, SECTIONS_WIDTH);
	DEFINE(NODES, NODES_WIDTH);
	DEFINE(ZONES, ZONES_WIDTH);
	DEFINE(LAST_CPUPID, LAST_CPUPID_WIDTH);
	DEFINE(CPUPID_IN_FLAGS, CPUPID_IN_FLAGS);
	DEFINE(KASAN_TAG, KASAN_TAG_WIDTH);
	DEFINE(LRU_GEN, LRU_GEN_WIDTH);
	DEFINE(LRU_REFS, LRU_REFS_WIDTH);
}
EOF

printf '%-28s %5s %6s %5s %5s %5s %8s %5s %7s %5s %5s\n' configuration bits \
	flags sect nodes zones cpupid kasan lrugen refs free
for cfg in "$@"; do
	[ -f "$cfg" ] || die "$cfg: no such configuration (Debian's: tree/deps.sh packages.bench)"
	name=$(basename "$cfg" .xz)
	[ "$name" != .config ] || name=$(basename "$(dirname "$(dirname "$cfg")")")
	obj=$BUILD/flag-bits/$name
	mkdir -p "$obj"
	case $cfg in *.xz) xz -dc "$cfg" ;; *) cat "$cfg" ;; esac >"$obj/.config"
	# Debian signs its modules with keys this machine does not have.
	sed -i '/^CONFIG_\(SYSTEM_TRUSTED_KEYS\|SYSTEM_REVOCATION_KEYS\|MODULE_SIG_KEY\)=/d' \
		"$obj/.config"
	progress "flag-bits $name: configuring and preparing (logs: $obj/*.log)" >&2
	bmake() { make -C "$KSRC" O="$obj" CC="$(kernel_cc)" -j"$(nproc)" "$@"; }
	logged "$obj/config.log" bmake olddefconfig
	logged "$obj/prepare.log" bmake modules_prepare
	# A fresh probe each time: kbuild would keep a probe.s built
	# against another configuration with the same compiler command.
	rm -rf "$obj/probe" && cp -r "$src" "$obj/probe"
	logged "$obj/probe.log" bmake M="$obj/probe" probe.s
	sed -n 's/^[[:space:]]*\.ascii "->\([A-Z_]*\) [$#]\{0,1\}\([0-9]*\) .*/\1 \2/p' \
		"$obj/probe/probe.s" >"$obj/widths"
	[ "$(wc -l <"$obj/widths")" = 10 ] ||
		die "$name: the probe gave $(wc -l <"$obj/widths") widths, not 10 ($obj/probe/probe.s)"
	w() { awk -v k="$1" '$1 == k { print $2 }' "$obj/widths"; }
	free=$(($(w BITS) - $(w NR_PAGEFLAGS) - $(w SECTIONS) - $(w NODES) - $(w ZONES) -
		$(w LAST_CPUPID) - $(w KASAN_TAG) - $(w LRU_GEN) - $(w LRU_REFS)))
	cpupid=$(w LAST_CPUPID)
	[ "$(w CPUPID_IN_FLAGS)" = 1 ] || cpupid="out"
	printf '%-28s %5s %6s %5s %5s %5s %8s %5s %7s %5s %5s\n' "$name" "$(w BITS)" \
		"$(w NR_PAGEFLAGS)" "$(w SECTIONS)" "$(w NODES)" "$(w ZONES)" "$cpupid" \
		"$(w KASAN_TAG)" "$(w LRU_GEN)" "$(w LRU_REFS)" "$free"
done
