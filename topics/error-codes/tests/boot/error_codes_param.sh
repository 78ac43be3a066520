#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# The extra boot of this topic (meta: "boot:"), with error_codes=off: ERR()
# returns the plain errno and counts nothing until root turns codes on.
. /lib/tap.sh
sites=/sys/kernel/debug/error_codes/sites
on=/sys/kernel/debug/error_codes/enabled
fails=/sys/kernel/debug/test_error_code/fails
src=lib/test_error_code.c
counts() { grep "module:test_error_code " $sites | sed 's/.* count://' | tr '\n' ' ' | sed 's/ $//'; }

is "$(cat $on)" 0 "error_codes=off: the switch reads 0"
is "$(grep -cv ' count:0$' $sites)" 0 "no site has counted an error since boot"
ok "test_error_code loads" insmod /modules/test_error_code.ko
is "$(syscall_errno file $fails | tr '\n' ' ')" "read -1 5 write -1 28 ioctl -1 74 lseek -1 29 " \
	"user space gets the same errnos"
is "$(counts)" "0 0 0 0" "nothing counted while off"
ok "root turns error codes on" sh -c "echo 1 >$on"
syscall_errno file $fails >/dev/null
is "$(counts)" "1 1 1 1" "then each site counts its error"
ok "test_error_code unloads" rmmod test_error_code
done_testing
