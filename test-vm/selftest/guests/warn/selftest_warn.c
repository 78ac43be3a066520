// SPDX-License-Identifier: GPL-2.0
/* Harness self-test: a module that WARN()s when it loads. */
#include <linux/bug.h>
#include <linux/module.h>

static int __init selftest_warn_init(void)
{
	WARN(1, "testvm selftest: deliberate warning\n");
	return 0;
}
module_init(selftest_warn_init);
MODULE_LICENSE("GPL");
