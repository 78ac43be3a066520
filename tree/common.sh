# SPDX-License-Identifier: GPL-2.0
# Shared helpers for the tooling scripts: paths, progress lines, topics.
# Sourced, never run.

REPO=${REPO:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
BUILD=${BUILD:-$REPO/build}
case $BUILD in /*) ;; *) BUILD=$REPO/$BUILD ;; esac
KSRC=$BUILD/linux		# the kernel git repository (main worktree: base)
KBUILD=$BUILD/kbuild		# the worktree where branches are applied and built
WT=$BUILD/wt			# worktrees for editing topics (make worktree)
OUT=$BUILD/out			# per-topic artefacts: kernel, logs, boot results
TOPICS=${TOPICS:-$REPO/topics}	# the topic folders (the lint self-test has its own)
export CCACHE_DIR=${CCACHE_DIR:-${HOME:-/root}/.cache/codetag-ccache}
START=${START:-$(date +%s)}
export START

# PACKAGE and VERSION: the package the series are made on (base/VERSION).
# BASE_VERSION: the version actually imported into $KSRC (tree/import.sh
# records it), which differs from VERSION when Debian has moved on.  Every
# script names the base by BASE_TAG, derived here and nowhere else.
. "$REPO/base/VERSION"
TARBALL=${PACKAGE_TARBALL:-/usr/src/$PACKAGE.tar.xz}
# The identity the patches are kept under; make mail puts the sender's in.
PLACEHOLDER="Codetag Rebuild <codetag-rebuild@example.org>"
# name_of / email_of "Name <email>": its parts.
name_of() { sed -E 's/ <.*//' <<<"$1"; }
email_of() { sed -E 's/.*<(.*)>.*/\1/' <<<"$1"; }
installed_version() {
	echo "${PACKAGE_VERSION:-$(dpkg-query -W -f='${Version}' "$PACKAGE" 2>/dev/null)}"
}
base_tag() { echo "$PACKAGE-$(printf %s "$1" | tr '~:' '_%')"; }
BASE_VERSION=$(cat "$KSRC/.git/codetag-base-version" 2>/dev/null || echo "$VERSION")
BASE_TAG=$(base_tag "$BASE_VERSION")

# One progress line: elapsed time since the make target started, then text.
progress() { printf '[%4ss] %s\n' "$(( $(date +%s) - START ))" "$*"; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# The one pass/fail bookkeeping of every driver: good and bad print a
# result line and count it; finish NAME DIR [NOTE] writes "PASSED FAILED" to
# DIR/counts (what check-all.sh adds up), prints NAME's total and fails
# when anything failed; sum_counts FILE... adds such files up.
pass=0 fail=0
good() { pass=$((pass + 1)); printf '  ok    %s\n' "$*"; }
bad() { fail=$((fail + 1)); printf '  FAIL  %s\n' "$*"; }
sum_counts() { cat "$@" | awk '{ p += $1; f += $2 } END { print p + 0, f + 0 }'; }
# boot_counts DIR: the counts files of a kernel's main boot (DIR/boot), of
# its extra boots (DIR/boot-*, test-vm/extra-boots.sh) and of the boot of
# its parent it is compared with (DIR/reference, reference-boot.sh).
boot_counts() {
	local f
	for f in "$1"/boot/counts "$1"/boot-*/counts "$1"/reference/counts; do
		[ ! -f "$f" ] || echo "$f"
	done
}
finish() {
	mkdir -p "$2"
	echo "$pass $fail" >"$2/counts"
	printf '%s: %d passed, %d failed%s\n' "$1" "$pass" "$fail" "${3:-}"
	[ "$fail" = 0 ]
}

# The kernel reports that fail a boot, as one extended regular expression.
report_re() { echo "($(grep -v '^#' "$REPO/test-vm/report-patterns" | paste -sd '|'))"; }

# Run a long command with its output in a log; show the tail on failure.
logged() {
	local log=$1; shift
	mkdir -p "$(dirname "$log")"
	if ! "$@" >"$log" 2>&1; then
		printf 'error: %s failed; last lines of %s:\n' "$*" "$log" >&2
		grep -E -m 20 'error:|Error [0-9]|\*\*\*|No rule|undefined reference' "$log" >&2 ||
			tail -n 25 "$log" >&2
		return 1
	fi
}

# The folder holding a topic's files; "base" is the root of the tree.
topic_dir() { [ "$1" = base ] && echo "$REPO/base" || echo "$TOPICS/$1"; }

# meta_get TOPIC KEY: value of "KEY: value" in the topic's meta file.
meta_get() {
	local f; f=$(topic_dir "$1")/meta
	[ -f "$f" ] && sed -n "s/^$2:[[:space:]]*//p" "$f" | head -n 1
}

# The series TOPIC goes on: the topics (or "base") of its meta "parent:"
# line, one or more.
topic_prereqs() { [ "$1" = base ] && return; meta_get "$1" parent; }

# The branch TOPIC's patches apply on: its prerequisite or, when it has
# several, prereq/TOPIC, their merge (made by merge_prereqs).
topic_parent() {
	local p; p=$(topic_prereqs "$1")
	case $p in
	*' '*) echo "prereq/$1" ;;
	*) echo "$p" ;;
	esac
}

# All topics, prerequisites before the topics on them ("base" not included).
topics_in_order() {
	local t p
	for t in "$TOPICS"/*/meta; do
		[ -f "$t" ] || continue
		t=$(basename "$(dirname "$t")")
		for p in $(topic_prereqs "$t"); do printf '%s %s\n' "$p" "$t"; done
	done | tsort | grep -vx base || true
}

# Base, then TOPIC's prerequisites, theirs and so on, in dependency order,
# then TOPIC: one per line.
topic_chain() {
	local need=" $1 " t p changed=1
	while [ -n "$changed" ]; do
		changed=
		for t in $need; do
			for p in $(topic_prereqs "$t"); do
				case $need in *" $p "*) ;; *) need="$need$p " changed=1 ;; esac
			done
		done
	done
	echo base
	for t in $(topics_in_order); do
		case $need in *" $t "*) echo "$t" ;; esac
	done
}

# The compiler command of every kernel and module build: through ccache
# when there is one.
kernel_cc() { if command -v ccache >/dev/null; then echo "ccache gcc"; else echo gcc; fi; }

# make in the build worktree, through ccache when there is one; the same
# compiler command everywhere, so that switching tools rebuilds nothing.
# The output folder is .out, or $KOBJ (the build matrix keeps its own).
kmake() {
	local cc; cc=$(kernel_cc)
	CCACHE_BASEDIR=$BUILD CCACHE_NOHASHDIR=1 CCACHE_SLOPPINESS=time_macros \
		make -C "$KBUILD" O="${KOBJ:-.out}" CC="$cc" -j"$(nproc)" "$@"
}

# Fail with the list of topics when NAME is not one.
check_topic() {
	[ "$1" = base ] || [ "$1" = all ] || [ -f "$TOPICS/$1/meta" ] && return
	printf 'error: unknown topic "%s"; topics are:\n' "$1" >&2
	{ echo base; topics_in_order; echo all; } | sed 's/^/  /' >&2
	exit 1
}

# Fail unless NAME is a topic with a series (not base, not all).
check_series() {
	[ -n "$1" ] || die "usage: make $2 TOPIC=name"
	check_topic "$1"
	[ "$1" != base ] && [ "$1" != all ] || die "$1 is not a series"
}

# The patches of a topic, in order.
topic_patches() { [ "$1" = base ] || ls "$(topic_dir "$1")"/*.patch 2>/dev/null || true; }

# Topic folders whose files make up the guest for TOPIC ("all": every one).
guest_topics() {
	if [ "$1" = all ]; then echo base; topics_in_order; else topic_chain "$1"; fi
}

# Branch bookkeeping of tree/branches.sh: a topic branch is in sync with
# topics/<t> when its recorded inputs (parent tip + patch files) and tip match.
STATE=$KSRC/.git/codetag-state
tip() { git -C "$KSRC" rev-parse "refs/heads/$1"; }
topic_inputs() {
	{ tip "$(topic_parent "$1")"; cat $(topic_patches "$1") /dev/null; } | sha1sum | cut -c1-40
}
record_state() { mkdir -p "$(dirname "$STATE/$1")"; echo "$2 $(tip "$1")" >"$STATE/$1"; }

# kbuild_merge BRANCH WHAT: merge BRANCH into the build worktree's HEAD,
# replaying a resolution rerere recorded (in base/rr-cache); a conflict
# without one stops, naming WHAT it was merged into.
kbuild_merge() {
	git -C "$KBUILD" merge -q --no-ff --no-edit -m "Merge topic '$1'" "$1" >"$OUT/merge.log" 2>&1 && return
	if [ -z "$(git -C "$KBUILD" diff --name-only --diff-filter=U)" ]; then
		git -C "$KBUILD" commit -q --no-edit	# rerere replayed a recorded resolution
	else
		sed 's/^/  /' "$OUT/merge.log" >&2
		die "topic $1 conflicts with the topics merged before it in $2: resolve it in $KBUILD, commit (rerere records the resolution in base/rr-cache), then rerun make tree"
	fi
}

# merge_prereqs TOPIC: point prereq/TOPIC at the merge of TOPIC's
# prerequisites, in the order its meta lists them.
merge_prereqs() {
	local first rest p
	read -r first rest <<<"$(topic_prereqs "$1")"
	git -C "$KBUILD" checkout -q -f --detach "$(tip "$first")"
	for p in $rest; do kbuild_merge "$p" "prereq/$1"; done
	git -C "$KSRC" update-ref "refs/heads/prereq/$1" "$(git -C "$KBUILD" rev-parse HEAD)"
}

# What the tree was tested on: the imported version and, when patches did
# not apply exactly (tree/branches.sh lists them in $STATE/<topic>.moved),
# which ones were applied to changed files.
base_summary() {
	local moved
	moved=$(cd "$STATE" 2>/dev/null && cat -- *.moved 2>/dev/null || true)
	printf 'base: %s %s' "$PACKAGE" "$BASE_VERSION"
	[ "$BASE_VERSION" = "$VERSION" ] || printf ' (the series are made on %s: make rebase)' "$VERSION"
	if [ -z "$moved" ]; then
		printf '; every patch applied exactly\n'
	else
		printf '; %s patches applied to changed files:\n' "$(wc -l <<<"$moved")"
		sed 's/^/  /' <<<"$moved"
	fi
}
