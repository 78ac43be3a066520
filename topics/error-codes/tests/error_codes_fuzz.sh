#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The error codes switch under 2,000 generated writes (ctlfuzz, fixed
# seed): each refused write leaves it as it was, each accepted one leaves
# 0 or 1 and is undone with "1".  kstrtobool() takes what starts with
# 0/1, y/n or on/of(f) in either case, as every boolean debugfs file does:
# 959 of this seed's writes.  As an unprivileged user every write is
# refused.
. /lib/tap.sh
on=/sys/kernel/debug/error_codes/enabled
seed=20261205
out=$(ctlfuzz -n 2000 -s $seed -v '^[01]
$' -r 1 $on 0 1 y n on off yes no)
echo "$out"
is "$(echo "$out" | tail -n 1)" "# writes 2000 refused 1041 accepted 959 failures 0" \
	"2000 writes to $on: refused ones change nothing, as many accepted as before"
is "$(cat $on)" 1 "error codes are on"
ok "1000 writes as uid 1000: every one refused, nothing changed" \
	with_debugfs_open ctlfuzz -n 1000 -s $seed -u 1000 $on 0 1
done_testing
