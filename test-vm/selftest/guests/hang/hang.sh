#!/bin/sh
# A guest test that never ends.
echo "ok 1 - about to hang"
sleep 100000
