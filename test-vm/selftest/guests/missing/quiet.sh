#!/bin/sh
# Passes, but the harness is told a KUnit suite must have run that did not.
. /lib/tap.sh
ok "nothing to see" true
done_testing
