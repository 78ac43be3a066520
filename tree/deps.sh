#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# deps.sh [LIST]: install the Debian packages listed in base/packages (or
# in base/LIST, e.g. packages.bench) that are missing.
set -euo pipefail
. "$(dirname "$0")/common.sh"

missing=()
for p in $(grep -v '^#' "$REPO/base/${1:-packages}"); do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

[ "$(id -u)" = 0 ] || die "missing packages (${missing[*]}); run as root or install them"
progress "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
logged "$BUILD/logs/apt.log" apt-get update -q
logged "$BUILD/logs/apt.log" apt-get install -y -q --no-install-recommends "${missing[@]}"
