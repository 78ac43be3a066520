# SPDX-License-Identifier: GPL-2.0
# The one entry point.  TOPIC=name picks a topic (base and all are topics
# too); BUILD=dir moves the kernel tree and build output (default: build).
SHELL := /bin/bash
BUILD ?= build
TOPIC ?=
START := $(shell date +%s)
export BUILD START

.PHONY: help deps tree worktree list export rebase mail mail-b4 check lint matrix bisect bench selftest demo shell clean

help:
	@echo "make demo                  build and boot the all kernel, run every topic's demo"
	@echo "make check [TOPIC=x]       lint, harness self-tests, boot tests (of x, or of everything)"
	@echo "make tree                  kernel git tree in $(BUILD)/linux: base, topic branches, all"
	@echo "make worktree TOPIC=x      a worktree to edit branch x in: $(BUILD)/wt/x"
	@echo "make list                  topics in dependency order, with their parents"
	@echo "make export TOPIC=x        write branch x back into topics/x"
	@echo "make rebase                move every series to the installed, newer package; re-export them"
	@echo "make mail TOPIC=x [V=n]    the series x as mails (cover letter, To/Cc) in $(BUILD)/out/mail"
	@echo "make mail-b4 TOPIC=x [V=n] the same through b4 prep and b4 send -o (nothing is sent)"
	@echo "make lint [TOPIC=x]        checkpatch --strict and sparse"
	@echo "make matrix                all built as a build bot would: tagging off, i386 + MODULES=n + SLAB, a non-GPL module"
	@echo "make bisect TOPIC=x        build every patch of x in turn (the series bisects)"
	@echo "make bench                 allocation overhead, side by side: $(BUILD)/out/bench/results.md"
	@echo "make selftest              prove the test harness and lint catch failures"
	@echo "make shell TOPIC=x         interactive shell in x's guest"
	@echo "make clean                 remove build output (keeps the tree and the package)"

deps:
	@base/deps.sh

tree: deps
	@base/import.sh
	@base/branches.sh

worktree: tree
	@topics/worktree.sh $(TOPIC)

list:
	@topics/list.sh

export:
	@topics/export.sh $(TOPIC)

rebase: deps
	@base/import.sh
	@topics/rebase.sh

mail: tree
	@topics/mail.sh $(TOPIC)

mail-b4: tree
	@topics/b4-send.sh $(TOPIC)

ifeq ($(TOPIC),)
check: tree
	@test-vm/check-all.sh
lint: tree
	@lint/run.sh
else
check: tree
	@test-vm/check.sh $(TOPIC)
lint: tree
	@lint/run.sh $(TOPIC)
endif

matrix: tree
	@lint/build-matrix.sh

bisect: tree
	@lint/bisect.sh $(or $(TOPIC),$(error TOPIC=name is required))

bench: tree
	@base/deps.sh packages.bench
	@test-vm/bench/all.sh

selftest: tree
	@test-vm/selftest/run.sh
	@lint/selftest.sh

demo: tree
	@test-vm/demo.sh

shell: tree
	@test-vm/shell.sh $(or $(TOPIC),all)

clean:
	rm -rf $(BUILD)/out $(BUILD)/kbuild/.out
