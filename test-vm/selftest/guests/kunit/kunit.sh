#!/bin/sh
# Loading a KUnit module with a failing case; the script itself passes.
. /lib/tap.sh
ok "module loads" insmod /modules/selftest_kunit.ko
done_testing
