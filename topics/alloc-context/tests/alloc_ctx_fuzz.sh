#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# alloc_tags.ctx under 10,000 generated writes (ctlfuzz, fixed seed: the
# same writes every run): each refused write leaves the listing byte for
# byte as it was; each accepted one is undone with "disable", which gives
# the first listing back.  As an unprivileged user every write is refused.
. /lib/tap.sh
ctl=/sys/kernel/debug/alloc_tags.ctx
seed=20261205
ok "test_alloc_tag_ctx loads" insmod /modules/test_alloc_tag_ctx.ko
before=$(cat $ctl)
out=$(ctlfuzz -n 10000 -s $seed -r disable $ctl \
	enable disable "max 3" "max 0" "max 70000" \
	"module test_alloc_tag_ctx" "func actx_kmalloc" "func actx_*" \
	"file test_alloc_tag_ctx.c" "line 50-55")
echo "$out"
is "$(echo "$out" | tail -n 1)" "# writes 10000 refused 9942 accepted 58 failures 0" \
	"10000 writes to $ctl: refused ones change nothing, as many accepted as before"
is "$(cat $ctl)" "$before" "the listing is as before"
ok "1000 writes as uid 1000: every one refused, nothing changed" \
	with_debugfs_open ctlfuzz -n 1000 -s $seed -u 1000 $ctl "module test_alloc_tag_ctx enable" disable
ok "test_alloc_tag_ctx unloads" rmmod test_alloc_tag_ctx
done_testing
