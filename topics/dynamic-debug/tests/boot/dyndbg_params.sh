#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The extra boot of this topic (meta: "boot:"), with
# dyndbg="file init/main.c =mf" main.dyndbg=+l: dynamic_debug_init()
# runs both on the built-in callsites, found through code tagging, in
# that order (the other order would leave =mf).  Built-in code's module
# name is its file's: "main" is init/main.c and kernel/module/main.c.
. /lib/tap.sh
ctl=/proc/dynamic_debug/control

init=$(grep -c '^init/main\.c:' $ctl)
loader=$(grep -c '^kernel/module/main\.c:' $ctl)
ok "init/main.c has callsites ($init)" [ "$init" -gt 0 ]
ok "kernel/module/main.c has callsites ($loader)" [ "$loader" -gt 0 ]
# init/main.c defines DEBUG: its sites start as =p, which =mf replaces.
is "$(grep '^init/main\.c:' $ctl | grep -c ' =mfl "')" "$init" \
	"every init/main.c site: =mf from dyndbg=, then +l from main.dyndbg="
main=$(grep -c '\[main\]' $ctl)
is "$(grep '\[main\]' $ctl | grep -v '^init/main\.c:' | grep -c ' =l "')" $((main - init)) \
	"every other site of module main (kernel/module/main.c's among them): +l"
is "$(grep '^kernel/module/main\.c:' $ctl | grep -c '\[main\]')" "$loader" \
	"kernel/module/main.c's sites are module main's"
is "$(grep -v '^#' $ctl | grep -v '\[main\]' | grep -c ' =p\?[mflt]')" 0 \
	"no site outside module main has m, f, l or t"
done_testing
