#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The kernel's own string_helpers test module still passes (it reports
# failures with pr_warn and always refuses to load, by design).
. /lib/tap.sh
dmesg -c >/dev/null
fails "Invalid argument" "test-string_helpers runs (and refuses to load)" \
	insmod /modules/test-string_helpers.ko
log=$(dmesg)
ok "its tests ran" sh -c 'echo "$1" | grep -q "test_string_helpers: Running tests"' - "$log"
is "$(echo "$log" | grep -c 'failed')" 0 "no test failed"
done_testing
