#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Without page_owner=on (the default), page_owner records nothing and
# shows no files; the tests with it on are in tests/boot/.
. /lib/tap.sh
d=/sys/kernel/debug
ok "no page_owner_stacks without page_owner=on" test ! -e $d/page_owner_stacks
ok "no page_owner_threshold without page_owner=on" test ! -e $d/page_owner_threshold
ok "test_page_owner_stacks loads" insmod /modules/test_page_owner_stacks.ko
ok "its pages are allocated and freed all the same" \
	sh -c "echo alloc 10 >$d/test_page_owner_stacks && echo release >$d/test_page_owner_stacks"
ok "test_page_owner_stacks unloads" rmmod test_page_owner_stacks
done_testing
