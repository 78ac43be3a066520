#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Error codes: the test module's four sites at their lines, each with a
# code of its own; user space gets the plain errno from read(), write(),
# ioctl() and lseek() on its file, and from the module loader, which logs
# the site; each failing call counts exactly one at its site; off means
# nothing counted; the switch refuses what kstrtobool() does not take, and
# is root's only.
. /lib/tap.sh
sites=/sys/kernel/debug/error_codes/sites
on=/sys/kernel/debug/error_codes/enabled
fails=/sys/kernel/debug/test_error_code/fails
src=lib/test_error_code.c
loader=kernel/module/main.c

# The sites of the test module in line order (the listing has them in
# the order of the module's section), without their codes.
mine() { grep "module:test_error_code " $sites | sed 's/ code:[0-9]*//' | sort -t: -k2n; }
# counts FILE:LINE...: the count of each site, on one line.
counts() { for s; do grep "^$s " $sites | sed 's/.* count://'; done | tr '\n' ' ' | sed 's/ $//'; }
calls() { syscall_errno file $fails; }
plain="read -1 5
write -1 28
ioctl -1 74
lseek -1 29"
ops="$src:17 $src:23 $src:28 $src:33"
# site FUNC: "file:line" of the loader's site in FUNC.
site() { grep "^$loader:[0-9]* .* func:$1 " $sites | cut -d' ' -f1; }
logged() { dmesg | grep -c "] $1: -ENOEXEC at $2\$"; }

ok "the site list is in debugfs" test -f $sites
is "$(cat $on)" 1 "error codes are on"
ok "test_error_code loads" insmod /modules/test_error_code.ko
is "$(mine)" "$src:17 module:test_error_code func:tec_read class:-EIO count:0
$src:23 module:test_error_code func:tec_write class:-ENOSPC count:0
$src:28 module:test_error_code func:tec_ioctl class:-EBADMSG count:0
$src:33 module:test_error_code func:tec_llseek class:-ESPIPE count:0" \
	"the module's 4 sites at their lines, nothing counted"
is "$(grep 'module:test_error_code ' $sites | sed 's/.* code:\([0-9]*\) .*/\1/' |
	awk '$1 >= 2048 && $1 <= 4095' | sort -u | wc -l)" 4 "4 codes of their own, in 2048..4095"

is "$(calls)" "$plain" "read, write, ioctl, lseek: user space gets EIO, ENOSPC, EBADMSG, ESPIPE"
is "$(counts $ops)" "1 1 1 1" "each site counted its one error"
calls >/dev/null
is "$(counts $ops)" "2 2 2 2" "and one more each time"

ok "root turns error codes off" sh -c "echo 0 >$on"
is "$(cat $on)" 0 "the switch reads 0"
is "$(calls)" "$plain" "off: the same errnos"
is "$(counts $ops)" "2 2 2 2" "off: nothing counted"
ok "root turns them on" sh -c "echo 1 >$on"
calls >/dev/null
is "$(counts $ops)" "3 3 3 3" "on again: counted"

for v in 2 maybe ""; do
	fails "Invalid argument" "writing \"$v\" is refused" sh -c "echo '$v' >$on"
done
is "$(cat $on)" 1 "and error codes stay on"
fails "Permission denied" "a user cannot turn them off" \
	with_debugfs_open as_nobody "echo 0 >$on"
fails "Permission denied" "a user cannot read the sites" \
	with_debugfs_open as_nobody cat $sites
is "$(cat $on)" 1 "still on"

# The module loader: a 4-byte image to init_module() stops at the length
# check of copy_module_from_user(), a 4-byte file to finit_module() at
# the one of elf_validity_check().
printf 'ABCD' >/tmp/short.ko
short=$(site copy_module_from_user) elf=$(site elf_validity_check | sort -t: -k2n | tail -n 1)
is "$(site copy_module_from_user | wc -l)" 1 "copy_module_from_user() has one site"
before=$(counts $short $elf)
is "$(syscall_errno module /tmp/short.ko)" "init_module -1 8
finit_module -1 8" "init_module and finit_module: user space gets ENOEXEC"
is "$(counts $short $elf)" \
	"$(echo "$before" | awk '{ print $1 + 1, $2 + 1 }')" "each loader site counted one"
is "$(logged init_module $short)" 1 "the log says which check refused the image"
is "$(logged finit_module $elf)" 1 "and which refused the file"
ok "the test module unloads" rmmod test_error_code
is "$(mine)" "" "its sites are gone"

ok "the kernel's printf tests load (they pass, or the load fails)" insmod /modules/test_printf.ko
# slub_debug (on the debug kernel's command line) turns pointer hashing
# off: test_printf then skips its two tests of hashed plain pointers and
# says "remaining N tests passed".
ok "and say all they ran passed" sh -c \
	"dmesg | grep -qE 'test_printf: (all|remaining) [0-9]+ tests passed' && ! dmesg | grep -q 'test_printf: failed'"
rmmod test_printf
done_testing
