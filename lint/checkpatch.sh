#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# checkpatch.sh TOPIC: the base tree's checkpatch.pl --strict on every patch
# of TOPIC.  Zero errors, warnings and checks, except message types listed
# for that patch in topics/TOPIC/checkpatch.ignore, one per line:
#   <patch file name> <MESSAGE_TYPE> <written justification>
# Prints one ok/FAIL line per patch; "PASSED FAILED" goes to $LINT_OUT/TOPIC.checkpatch.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
LINT_OUT=${LINT_OUT:-$OUT/lint}
t=$1
ignore=$(topic_dir "$t")/checkpatch.ignore
mkdir -p "$LINT_OUT"
[ -x "$KSRC/scripts/checkpatch.pl" ] || die "no checkpatch.pl in $KSRC: import the base tree first"

if [ -f "$ignore" ] && grep -vE '^(#|$)' "$ignore" | awk 'NF < 3' | grep -q .; then
	bad "$ignore: every entry needs a justification"
fi
for p in $(topic_patches "$t"); do
	f=$(basename "$p")
	types=$( [ -f "$ignore" ] && awk -v f="$f" '$1 == f { print $2 }' "$ignore" | paste -sd, )
	# Debian's python3 first: checkpatch's spdxcheck.py needs python3-ply.
	out=$(cd "$KSRC" && PATH=/usr/bin:$PATH scripts/checkpatch.pl --strict --quiet --no-summary --color=never \
		--show-types ${types:+--ignore "$types"} "$p" 2>&1)
	if [ -z "$out" ]; then
		good "checkpatch $t/$f${types:+ (ignoring $types)}"
	else
		bad "checkpatch $t/$f:"
		{ printf '%s\n' "$out" | grep -E '^(ERROR|WARNING|CHECK|#)' ||
			printf '%s\n' "$out"; } | head -n 20 | sed 's/^/        /'
	fi
done
echo "$pass $fail" >"$LINT_OUT/$t.checkpatch"
[ "$fail" = 0 ]
