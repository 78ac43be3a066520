#!/bin/sh
# Loading a module that WARN()s; the test itself passes.
. /lib/tap.sh
ok "module loads" insmod /modules/selftest_warn.ko
done_testing
