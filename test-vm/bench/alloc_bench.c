// SPDX-License-Identifier: GPL-2.0
/*
 * Allocation benchmark, built out of tree against each kernel measured:
 * kmalloc()+kfree() of 8 to 240 bytes in steps of 8, and
 * __get_free_page()+free_page(), each "iterations" times, timed with the
 * guest clock.  Under QEMU with -icount shift=0 the clock counts executed
 * instructions (1 ns each), so the figures are instructions per operation
 * and repeat exactly.
 */
#include <linux/gfp.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/slab.h>

static unsigned int iterations = 10000;
module_param(iterations, uint, 0400);
MODULE_PARM_DESC(iterations, "operations per measurement (default 10000)");

static u64 bench_kmalloc(size_t size)
{
	u64 start = ktime_get_ns();
	unsigned int i;

	for (i = 0; i < iterations; i++) {
		void *p = kmalloc(size, GFP_KERNEL);

		kfree(p);
	}
	return ktime_get_ns() - start;
}

static u64 bench_page(void)
{
	u64 start = ktime_get_ns();
	unsigned int i;

	for (i = 0; i < iterations; i++)
		free_page(__get_free_page(GFP_KERNEL));
	return ktime_get_ns() - start;
}

static int __init alloc_bench_init(void)
{
	u64 ns, total = 0;
	size_t size;

	if (!iterations)
		return -EINVAL;
	for (size = 8; size <= 240; size += 8) {
		ns = bench_kmalloc(size);
		total += ns;
		pr_info("alloc_bench: kmalloc %zu: %llu ns/op\n", size,
			div_u64(ns, iterations));
	}
	pr_info("alloc_bench: kmalloc+kfree mean: %llu ns/op\n",
		div_u64(total, iterations * 30));
	ns = bench_page();
	pr_info("alloc_bench: page alloc+free: %llu ns/op\n",
		div_u64(ns, iterations));
	return 0;
}

static void __exit alloc_bench_exit(void)
{
}

module_init(alloc_bench_init);
module_exit(alloc_bench_exit);
MODULE_DESCRIPTION("kmalloc and page allocation benchmark");
MODULE_LICENSE("GPL");
