#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The run-time switch under 10,000 generated writes (ctlfuzz, fixed seed:
# the same writes every run): each refused write leaves it as it was, each
# accepted one leaves 0 or 1 (and 1 is written back); as an unprivileged
# user every write is refused.
. /lib/tap.sh
sw=/proc/sys/vm/alloc_tagging
seed=20261204
is "$(cat $sw)" 1 "tagging is on"
ok "10000 writes to $sw: refused ones change nothing, accepted ones leave 0 or 1" \
	ctlfuzz -n 10000 -s $seed -v '^[01][[:space:]]*$' -r 1 $sw 0 1 "0x1" " 1" "-0" "00"
ok "1000 writes as uid 1000: every one refused, nothing changed" \
	ctlfuzz -n 1000 -s $seed -u 1000 $sw 0 1
is "$(cat $sw)" 1 "tagging is still on"
done_testing
