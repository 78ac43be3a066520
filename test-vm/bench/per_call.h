/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the site benchmarks (dfault_bench, errcode_bench, ts_bench) share:
 * the "iterations" parameter; the timing loop, which calls a function
 * "iterations" times through a pointer the compiler cannot see, timed
 * with the guest clock (instructions under -icount shift=0); the cost per
 * call printed as "N.NN ns/call"; and PER_CALL_BENCH(), the module around
 * the including file's <name>_show().
 */
#include <linux/debugfs.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/module.h>
#include <linux/seq_file.h>

static unsigned int iterations = 100000;
module_param(iterations, uint, 0400);
MODULE_PARM_DESC(iterations, "calls per measurement (default 100000)");

static noinline u64 bench(int (*fn)(int))
{
	u64 start = ktime_get_ns();
	unsigned int i;
	int sum = 0;

	OPTIMIZER_HIDE_VAR(fn);
	for (i = 0; i < iterations; i++)
		sum += fn(i);
	OPTIMIZER_HIDE_VAR(sum);
	return ktime_get_ns() - start;
}

/* Hundredths of an instruction per call, as "N.NN". */
static void show_per_call(struct seq_file *m, const char *what, s64 ns)
{
	s64 centi = div_s64(ns * 100, iterations);

	seq_printf(m, "%s: %s%lld.%02lld ns/call\n", what, centi < 0 ? "-" : "",
		   abs(centi) / 100, abs(centi) % 100);
}

/*
 * PER_CALL_BENCH(name, description): /sys/kernel/debug/<name>, root's only,
 * whose reading runs name_show(), and the module's init, exit, description
 * and licence.
 */
#define PER_CALL_BENCH(name, description)				\
DEFINE_SHOW_ATTRIBUTE(name);						\
static struct dentry *name##_file;					\
static int __init name##_init(void)					\
{									\
	if (!iterations)						\
		return -EINVAL;						\
	name##_file = debugfs_create_file(#name, 0400, NULL, NULL,	\
					  &name##_fops);		\
	return 0;							\
}									\
static void __exit name##_exit(void)					\
{									\
	debugfs_remove(name##_file);					\
}									\
module_init(name##_init);						\
module_exit(name##_exit);						\
MODULE_DESCRIPTION(description);					\
MODULE_LICENSE("GPL")
