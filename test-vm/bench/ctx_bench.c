// SPDX-License-Identifier: GPL-2.0
/*
 * Cost of allocation context capture at a selected call site, built out of
 * tree against a kernel with CONFIG_ALLOC_TAG_CONTEXT: reading
 * /sys/kernel/debug/ctx_bench makes "iterations" kmalloc(64)+kfree() and
 * as many alloc_page()+__free_page() pairs, at one call site each, timed
 * with the guest clock (instructions under -icount shift=0), and prints
 * the cost per pair.  The guest reads it with the module's sites not
 * selected, then selected in /sys/kernel/debug/alloc_tags.ctx.
 */
#include <linux/debugfs.h>
#include <linux/gfp.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/seq_file.h>
#include <linux/slab.h>

static unsigned int iterations = 10000;
module_param(iterations, uint, 0400);
MODULE_PARM_DESC(iterations, "pairs per measurement (default 10000)");

static struct dentry *file;

static noinline u64 bench_kmalloc(void)
{
	u64 start = ktime_get_ns();
	unsigned int i;

	for (i = 0; i < iterations; i++) {
		void *p = kmalloc(64, GFP_KERNEL);

		OPTIMIZER_HIDE_VAR(p);
		kfree(p);
	}
	return ktime_get_ns() - start;
}

static noinline u64 bench_page(void)
{
	u64 start = ktime_get_ns();
	unsigned int i;

	for (i = 0; i < iterations; i++) {
		struct page *page = alloc_page(GFP_KERNEL);

		if (page)
			__free_page(page);
	}
	return ktime_get_ns() - start;
}

/* Hundredths of an instruction per pair, as "N.NN". */
static void show_per_pair(struct seq_file *m, const char *what, u64 ns)
{
	u64 centi = div_u64(ns * 100, iterations);

	seq_printf(m, "%s: %llu.%02llu ns/pair\n", what, div_u64(centi, 100),
		   centi % 100);
}

static int ctx_bench_show(struct seq_file *m, void *v)
{
	show_per_pair(m, "kmalloc+kfree", bench_kmalloc());
	show_per_pair(m, "page alloc+free", bench_page());
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(ctx_bench);

static int __init ctx_bench_init(void)
{
	file = debugfs_create_file("ctx_bench", 0400, NULL, NULL, &ctx_bench_fops);
	return 0;
}

static void __exit ctx_bench_exit(void)
{
	debugfs_remove(file);
}

module_init(ctx_bench_init);
module_exit(ctx_bench_exit);
MODULE_LICENSE("GPL");
