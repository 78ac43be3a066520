# SPDX-License-Identifier: GPL-2.0
# The one entry point.  TOPIC=name picks a topic (base and all are topics
# too); BUILD=dir moves the kernel tree and build output (default: build).
SHELL := /bin/bash
BUILD ?= build
TOPIC ?=
START := $(shell date +%s)
export BUILD START

ifneq ($(and $(TOPIC),$(filter check-full,$(MAKECMDGOALS))),)
$(error make check-full runs every topic: make check TOPIC=$(TOPIC) checks one)
endif

.PHONY: help deps tree worktree list export rebase mail mail-b4 check check-full lint matrix bisect bench \
	selftest check-newer-package check-allocators check-debug new-topic demo shell clean

help:
	@echo "Targets (TOPIC=x picks a topic; base and all are topics too), and the script each runs:"
	@echo "make demo                  test-vm/demo.sh: boot the all kernel, run every topic's demo"
	@echo "make check [SHARD=k/N]     test-vm/check-all.sh: tooling self-tests, base, each topic's lint"
	@echo "                           (lint/lint.sh), all booted with every test, lint/build-matrix.sh"
	@echo "make check-full [SHARD=k/N] the same plus each topic's own kernel (test-vm/check.sh x)"
	@echo "make check TOPIC=x         test-vm/check.sh: build x's kernel, boot it with its tests"
	@echo "make tree                  tree/import.sh, tree/branches.sh: $(BUILD)/linux with base, topic branches, all"
	@echo "make worktree TOPIC=x      series/worktree.sh: branch x checked out in $(BUILD)/wt/x"
	@echo "make list                  series/list.sh: topics in dependency order, with their parents"
	@echo "make export TOPIC=x        series/export.sh: write branch x back into topics/x"
	@echo "make new-topic NAME=x PARENT=y  series/new-topic.sh: the skeleton of a new topic"
	@echo "make rebase                series/rebase.sh: move the series to the installed, newer package"
	@echo "make mail TOPIC=x [V=n]    series/mail.sh: the series as mails from you, in $(BUILD)/out/mail"
	@echo "make mail-b4 TOPIC=x [V=n] series/mail-b4.sh: the same through b4 prep and b4 send -o"
	@echo "make lint [TOPIC=x]        lint/lint.sh: checkpatch --strict and sparse"
	@echo "make matrix                lint/build-matrix.sh: all as a build bot builds it (lint/matrix/rows)"
	@echo "make bisect TOPIC=x        lint/bisect.sh: build every patch of x in turn"
	@echo "make bench [ROWS=file]     test-vm/bench/bench-all.sh: allocation overhead (test-vm/bench/rows), $(BUILD)/out/bench/results.md"
	@echo "make selftest              test-vm/selftest/check-harness.sh, lint/selftest.sh: the checks catch failures"
	@echo "make check-newer-package   tree/check-newer-package.sh: the series on a newer Debian package"
	@echo "make check-allocators      test-vm/check-allocators.sh: the slab topic on SLAB and on SLOB, booted"
	@echo "make check-debug [TOPIC=x]  test-vm/check-debug.sh: all (or x), built with KASAN, kmemleak & co., its tests"
	@echo "make shell TOPIC=x         test-vm/shell.sh: interactive shell in x's guest"
	@echo "make clean                 remove build output (keeps the tree and the package)"

deps:
	@tree/deps.sh

tree: deps
	@tree/import.sh
	@tree/branches.sh

worktree: tree
	@series/worktree.sh $(TOPIC)

list:
	@series/list.sh

export:
	@series/export.sh $(TOPIC)

new-topic:
	@series/new-topic.sh "$(NAME)" "$(PARENT)"

rebase: deps
	@tree/import.sh
	@series/rebase.sh

mail: tree
	@series/mail.sh $(TOPIC)

mail-b4: tree
	@series/mail-b4.sh $(TOPIC)

ifeq ($(TOPIC),)
check: tree
	@test-vm/check-all.sh
lint: tree
	@lint/lint.sh
else
check: tree
	@test-vm/check.sh $(TOPIC)
lint: tree
	@lint/lint.sh $(TOPIC)
endif

check-full: tree
	@FULL=1 test-vm/check-all.sh

matrix: tree
	@lint/build-matrix.sh

bisect: tree
	@lint/bisect.sh $(or $(TOPIC),$(error TOPIC=name is required))

bench: tree
	@tree/deps.sh packages.bench
	@test-vm/bench/bench-all.sh $(ROWS)

selftest: tree
	@test-vm/selftest/check-harness.sh
	@lint/selftest.sh

check-allocators: tree
	@test-vm/check-allocators.sh
check-debug: tree
	@test-vm/check-debug.sh $(TOPIC)

check-newer-package: tree
	@tree/check-newer-package.sh

demo: tree
	@test-vm/demo.sh

shell: tree
	@test-vm/shell.sh $(or $(TOPIC),all)

clean:
	rm -rf $(BUILD)/out $(BUILD)/kbuild/.out
