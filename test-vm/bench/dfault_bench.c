// SPDX-License-Identifier: GPL-2.0
/*
 * Cost of a dynamic fault site, built out of tree against a kernel with
 * CONFIG_CODETAG_FAULT_INJECTION: reading /sys/kernel/debug/dfault_bench
 * calls a function holding one site, and the same function without it,
 * "iterations" times each, timed with the guest clock (instructions under
 * -icount shift=0), and prints both and their difference per call.  The
 * guest reads it with the site unarmed, armed but not failing (frequency
 * 2^30 - 1) and failing every call.  With CONFIG_CODETAG_MEMORY_FAULTS it
 * also times a kmalloc()+kfree() whose kmalloc() is a memory fault site,
 * which the same commands arm (they select the module's sites).
 */
#include <linux/debugfs.h>
#include <linux/dynamic_fault.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/seq_file.h>
#include <linux/slab.h>

static unsigned int iterations = 100000;
module_param(iterations, uint, 0400);
MODULE_PARM_DESC(iterations, "calls per measurement (default 100000)");

/*
 * The two functions differ only by the site; the calls go through a
 * pointer the compiler cannot see, so that neither is inlined or folded.
 */
static noinline int with_site(int x)
{
	OPTIMIZER_HIDE_VAR(x);
	if (dynamic_fault("dfault_bench"))
		return -EIO;
	return x;
}

static noinline int without_site(int x)
{
	OPTIMIZER_HIDE_VAR(x);
	return x;
}

#ifdef CONFIG_CODETAG_MEMORY_FAULTS
/* A memory fault site: every kmalloc() call is one. */
static noinline int with_kmalloc(int x)
{
	void *p = kmalloc(64, GFP_KERNEL);

	OPTIMIZER_HIDE_VAR(p);
	kfree(p);
	return x;
}
#endif

#include "per_call.h"

static int dfault_bench_show(struct seq_file *m, void *v)
{
	s64 with = bench(with_site), without = bench(without_site);

	show_per_call(m, "with a site", with);
	show_per_call(m, "without", without);
	show_per_call(m, "site", with - without);
#ifdef CONFIG_CODETAG_MEMORY_FAULTS
	show_per_call(m, "kmalloc+kfree at a memory site", bench(with_kmalloc));
#endif
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(dfault_bench);

static struct dentry *file;

static int __init dfault_bench_init(void)
{
	if (!iterations)
		return -EINVAL;
	file = debugfs_create_file("dfault_bench", 0400, NULL, NULL,
				   &dfault_bench_fops);
	return 0;
}

static void __exit dfault_bench_exit(void)
{
	debugfs_remove(file);
}

module_init(dfault_bench_init);
module_exit(dfault_bench_exit);
MODULE_DESCRIPTION("dynamic fault site benchmark");
MODULE_LICENSE("GPL");
