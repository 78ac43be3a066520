#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# time-stats: the usage example "make demo" shows.
echo "time-stats: no demo yet"
