#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Print the topics in dependency order, one per line: topic and parent
# (the prerequisites, for a topic with several).
set -euo pipefail
. "$(dirname "$0")/../tree/common.sh"
for t in $(topics_in_order); do
	printf '%-24s %s\n' "$t" "$(topic_prereqs "$t")"
done
