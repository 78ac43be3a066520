// SPDX-License-Identifier: GPL-2.0
/*
 * Cost of an ERR() site, built out of tree against a kernel with
 * CONFIG_ERROR_CODES: reading /sys/kernel/debug/errcode_bench calls a
 * function returning ERR(-EIO), and the same function returning -EIO,
 * "iterations" times each, timed with the guest clock (instructions under
 * -icount shift=0), and prints both and their difference per call.  The
 * guest reads it with error codes on and switched off.
 */
#include <linux/debugfs.h>
#include <linux/error_code.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/seq_file.h>

static unsigned int iterations = 100000;
module_param(iterations, uint, 0400);
MODULE_PARM_DESC(iterations, "calls per measurement (default 100000)");

/*
 * The two functions differ only by ERR(); the calls go through a pointer
 * the compiler cannot see, so that neither is inlined or folded.
 */
static noinline int with_site(int x)
{
	OPTIMIZER_HIDE_VAR(x);
	if (x >= 0)
		return ERR(-EIO);
	return x;
}

static noinline int without_site(int x)
{
	OPTIMIZER_HIDE_VAR(x);
	if (x >= 0)
		return -EIO;
	return x;
}

#include "per_call.h"

static int errcode_bench_show(struct seq_file *m, void *v)
{
	s64 with = bench(with_site), without = bench(without_site);

	show_per_call(m, "with ERR()", with);
	show_per_call(m, "without", without);
	show_per_call(m, "site", with - without);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(errcode_bench);

static struct dentry *file;

static int __init errcode_bench_init(void)
{
	if (!iterations)
		return -EINVAL;
	file = debugfs_create_file("errcode_bench", 0400, NULL, NULL,
				   &errcode_bench_fops);
	return 0;
}

static void __exit errcode_bench_exit(void)
{
	debugfs_remove(file);
}

module_init(errcode_bench_init);
module_exit(errcode_bench_exit);
MODULE_DESCRIPTION("error code site benchmark");
MODULE_LICENSE("GPL");
