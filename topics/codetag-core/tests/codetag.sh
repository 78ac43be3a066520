#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Code tags of a module appear when it loads and disappear when it goes,
# also while another CPU reads the list in small pieces.
. /lib/tap.sh
list=/sys/kernel/debug/codetag_test
mods=/sys/kernel/debug/codetag_test_modules
mod=/modules/test_codetag_mod.ko

tags_of() { grep -c "module:$1 " "$list"; }

expected="lib/test_codetag_mod.c:17 module:test_codetag_mod func:first_place
lib/test_codetag_mod.c:18 module:test_codetag_mod func:first_place
lib/test_codetag_mod.c:19 module:test_codetag_mod func:first_place
lib/test_codetag_mod.c:24 module:test_codetag_mod func:second_place"

ok "the tag list is in debugfs" test -r "$list"
builtin=$(wc -l <"$list")
is "$(tags_of codetag_kunit)" 3 "vmlinux has the KUnit suite's 3 tags"
is "$(tags_of test_codetag_mod)" 0 "no module tags before loading"

ok "test_codetag_mod loads" insmod "$mod"
is "$(grep 'module:test_codetag_mod ' "$list" | sort)" "$expected" \
	"exactly the module's 4 tags, at their lines"
is "$(wc -l <"$list")" "$((builtin + 4))" "4 tags more in all"
is "$(cat "$mods")" "loaded 1 unloaded 0" "the type was told of the load"
ok "test_codetag_mod unloads" rmmod test_codetag_mod
is "$(tags_of test_codetag_mod)" 0 "its tags are gone"
is "$(wc -l <"$list")" "$builtin" "the list is back to the built-in tags"
is "$(cat "$mods")" "loaded 1 unloaded 1" "the type was told of the unload"

# Reader on CPU 1 in 37-byte reads (the lock is dropped between reads),
# loads and unloads on CPU 0.
# Each count is renamed into place, so the kill below never leaves a half
# written one.
taskset -c 1 sh -c "while :; do dd if=$list bs=37 2>/dev/null | wc -l >/tmp/reader.new &&
	mv /tmp/reader.new /tmp/reader; done" &
reader=$!
i=0 failed=0
while [ $i -lt 100 ]; do
	taskset -c 0 insmod "$mod" || failed=$((failed + 1))
	taskset -c 0 rmmod test_codetag_mod || failed=$((failed + 1))
	i=$((i + 1))
done
kill $reader
wait $reader 2>/dev/null
is "$failed" 0 "100 loads and unloads while another CPU reads the list"
ok "the reader read whole lists meanwhile" test "$(cat /tmp/reader)" -ge "$builtin"
is "$(cat "$mods")" "loaded 101 unloaded 101" "every load and unload was seen"
is "$(wc -l <"$list")" "$builtin" "no module tags left"
is "$(dd if=$list bs=1 2>/dev/null | md5sum)" "$(md5sum <"$list")" \
	"reading 1 byte at a time gives the same list"

fails "Permission denied" "non-root cannot read the list" as_nobody cat "$list"

# A module whose tags cannot be registered does not run.  Fail the n-th
# slab allocation of "insmod" (fail-nth survives exec), for n = 1, 2, ...
# until the one failing is in registering the tags.  busybox insmod tries
# a refused load once more, with no failure injected: the module is then
# either absent or loaded with all its tags, never loaded without them.
if ! failslab_arm; then	# FAILSLAB needs SLAB or SLUB: not with SLOB
	for d in "failing an allocation of insmod fails registering the tags" \
		 "no load ran the module with some of its tags unregistered" \
		 "no module tags left after the failures"; do
		skip "$d" "no failslab in this kernel"
	done
	done_testing
	exit
fi
dmesg -c >/dev/null
n=0 hit=0 partial=0
while [ $hit = 0 ] && [ $n -lt 2000 ]; do
	n=$((n + 1))
	fail_nth $n insmod "$mod"
	loaded=$(grep -c '^test_codetag_mod ' /proc/modules)
	[ "$(tags_of test_codetag_mod)" = $((loaded * 4)) ] || partial=$((partial + 1))
	[ "$loaded" = 0 ] || rmmod test_codetag_mod
	dmesg | grep -q 'test_codetag_mod: code tags of type codetag_test not registered' && hit=1
done
failslab_disarm
echo "# registering the tags failed at allocation $n of insmod"
is "$hit" 1 "failing an allocation of insmod fails registering the tags"
is "$partial" 0 "no load ran the module with some of its tags unregistered"
is "$(tags_of test_codetag_mod)" 0 "no module tags left after the failures"
done_testing
