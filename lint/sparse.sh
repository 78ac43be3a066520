#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# sparse.sh TOPIC: sparse (make C=1 after touching the file) on each kernel
# C file TOPIC's patches touch; host programs (scripts/, tools/) are not
# kernel code.  A warning fails unless the parent reports the same one for
# the same file (compared without line numbers), both compiled with
# TOPIC's config on a configured and prepared tree (no full build), or
# topics/TOPIC/sparse.ignore lists it as "<warning as printed, without
# line numbers> # <justification>".  A touched file that does not compile
# is skipped when its Makefile shows that TOPIC's configuration does not
# build it (configured, below), and fails otherwise.
# "PASSED FAILED" goes to $LINT_OUT/TOPIC.sparse.
set -uo pipefail
. "$(dirname "$0")/../tree/common.sh"
LINT_OUT=${LINT_OUT:-$OUT/lint}
t=$1
parent=$(topic_parent "$t")
dir=$LINT_OUT/sparse-$t
rm -rf "$dir" && mkdir -p "$dir"

# configured FILE.c: whether the prepared tree's configuration builds
# FILE.o, as its directory's Kbuild or Makefile says (continuation lines
# joined, then comments dropped, as make reads them): FILE.o in an obj-* or lib-* list that is
# y, m with modules on, or $(CONFIG_X) / ${CONFIG_X} with X=y or m.  A
# file in no such list, or in a list of another form, counts as built;
# so do objects inside ifdef blocks and parts of composite objects: a
# failure to compile them fails.  The old answer, from a full build's
# built-in.a, cost a full build of every topic.
configured() {
	local dir=$KBUILD/$(dirname "$1") o mk lists l cfg=$KBUILD/.out/.config
	o=$(basename "${1%.c}").o
	mk=$dir/Kbuild
	[ -f "$mk" ] || mk=$dir/Makefile
	[ -f "$mk" ] || return 0
	lists=$(sed -e ':a' -e '/\\$/N; s/\\\n/ /; ta' -e 's/#.*//' "$mk" | awk -v o="$o" '
		match($0, /^[[:space:]]*(obj|lib)-[^[:space:]:+?=]*[[:space:]]*[:+?]?=/) {
			lhs = substr($0, 1, RLENGTH)
			n = split(substr($0, RLENGTH + 1), w)
			for (i = 1; i <= n; i++)
				if (w[i] == o) {
					sub(/^[[:space:]]*(obj|lib)-/, "", lhs)
					sub(/[[:space:]]*[:+?]?=$/, "", lhs)
					print lhs
					break
				}
		}')
	[ -n "$lists" ] || return 0
	for l in $lists; do
		case $l in
		y) return 0 ;;
		m) grep -qx 'CONFIG_MODULES=y' "$cfg" && return 0 ;;
		*)
			[[ $l =~ ^\$[\(\{](CONFIG_[A-Za-z0-9_]+)[\)\}]$ ]] || return 0
			grep -qE "^${BASH_REMATCH[1]}=(y|m)\$" "$cfg" && return 0 ;;
		esac
	done
	return 1
}

# obj_of FILE: the object FILE is compiled into: its own, or, for a file
# another one of its directory #includes (kernel/sched/build_utility.c
# includes wait.c), that one's.
obj_of() {
	local inc
	inc=$(grep -lE "^#include \"$(basename "$1")\"" "$KBUILD/$(dirname "$1")"/*.c 2>/dev/null |
		head -n 1)
	inc=${inc:-$KBUILD/$1}
	echo "${inc#"$KBUILD"/}" | sed 's/\.c$/.o/'
}

# sparse_of BRANCH: each touched file's warnings into
# $dir/BRANCH.<file>.  build.sh only configures BRANCH and runs make
# prepare: single files compile without a full build of the kernel.
sparse_of() {
	local f out objs=() log=$dir/${1//\//_}	# prereq/x: a file name
	CONFIG_TOPIC=$t "$REPO/test-vm/build.sh" "$1" --prepare >/dev/null || return 1
	# One make for every file (a make run costs seconds before it
	# compiles anything); file by file only when that one fails.
	for f in $files; do
		[ -f "$KBUILD/$f" ] && touch "$KBUILD/$f" && objs+=("$(obj_of "$f")")
	done
	local batch=0
	[ "${#objs[@]}" = 0 ] || kmake C=1 CHECK=sparse "${objs[@]}" >"$log.log" 2>&1 || batch=1
	for f in $files; do
		out=$log.${f//\//_}
		if [ ! -f "$KBUILD/$f" ]; then
			: >"$out"	# a new file: every warning is new
			continue
		fi
		cp "$log.log" "$out.log"
		if [ "$batch" = 1 ] && { touch "$KBUILD/$f"; ! kmake C=1 CHECK=sparse "$(obj_of "$f")" >"$out.log" 2>&1; }; then
			if [ "$1" = "$parent" ]; then
				# Not buildable before the topic (it adds the
				# config the file needs): every warning is new.
				echo "  info  sparse $1: $(obj_of "$f") does not build, comparing with no warnings"
				: >"$out"
			elif ! configured "$f"; then
				# The topic's configuration does not
				# build it (e.g. an allocator not
				# selected).
				: >"$out.nobuild"
			else
				echo "  FAIL  sparse $1: make $(obj_of "$f") failed:"
				grep -m 5 -E 'error|Error' "$out.log" | sed 's/^/        /'
			fi
			continue
		fi
		grep -F "$f:" "$out.log" | grep -E 'warning|error' | sed -E 's/:[0-9]+:[0-9]+:/:/' |
			LC_ALL=C sort -u >"$out"
	done
}

# ignored: the warnings sparse.ignore lists; an entry without a
# justification fails the run.
ignore=$(topic_dir "$t")/sparse.ignore
ignored() {
	[ -f "$ignore" ] || return 0
	grep -v '^#' "$ignore" | sed -nE 's/^(.+) # .+$/\1/p'
}
if [ -f "$ignore" ] && grep -v '^#' "$ignore" | grep -qvE '^.+ # .+$'; then
	bad "sparse $t: sparse.ignore entries without a justification:"
	grep -v '^#' "$ignore" | grep -vE '^.+ # .+$' | sed 's/^/        /'
fi

files=$(git -C "$KSRC" diff --name-only --diff-filter=AM "$parent" "$t" -- '*.c' |
	grep -vE '^(scripts|tools|usr)/')
if [ -n "$files" ]; then
	sparse_of "$parent"
	sparse_of "$t"
fi
for f in $files; do
	a=$dir/${parent//\//_}.${f//\//_} b=$dir/$t.${f//\//_}
	if [ -f "$b.nobuild" ]; then
		echo "  skip  sparse $t: $f is not built with the topic's config"
		continue
	fi
	if [ ! -f "$a" ] || [ ! -f "$b" ]; then
		bad "sparse $t: $f was not checked"
		continue
	fi
	new=$(comm -13 "$a" "$b" | grep -vxF -f <(ignored) || true)
	if [ -z "$new" ]; then
		good "sparse $t: $f ($(wc -l <"$b") warnings, none new)"
	else
		bad "sparse $t: $f has new warnings:"
		printf '%s\n' "$new" | head -n 20 | sed 's/^/        /'
	fi
done
echo "$pass $fail" >"$LINT_OUT/$t.sparse"
[ "$fail" = 0 ]
