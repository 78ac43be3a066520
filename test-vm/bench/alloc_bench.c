// SPDX-License-Identifier: GPL-2.0
/*
 * Allocation benchmark, built out of tree against each kernel measured:
 * kmalloc()+kfree() of 8 to 240 bytes in steps of 8, and
 * __get_free_page()+free_page(), each "iterations" times, timed with the
 * guest clock; with account=1 both allocate with __GFP_ACCOUNT.  Under
 * QEMU with -icount shift=0 the clock counts executed instructions (1 ns
 * each), so the figures are instructions per operation and repeat exactly.
 */
#include <linux/gfp.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/slab.h>

static unsigned int iterations = 10000;
module_param(iterations, uint, 0400);
MODULE_PARM_DESC(iterations, "operations per measurement (default 10000)");

static bool account;
module_param(account, bool, 0400);
MODULE_PARM_DESC(account, "allocate with __GFP_ACCOUNT (default no)");

static u64 bench_kmalloc(size_t size, gfp_t gfp)
{
	u64 start = ktime_get_ns();
	unsigned int i;

	for (i = 0; i < iterations; i++) {
		void *p = kmalloc(size, gfp);

		kfree(p);
	}
	return ktime_get_ns() - start;
}

static u64 bench_page(gfp_t gfp)
{
	u64 start = ktime_get_ns();
	unsigned int i;

	for (i = 0; i < iterations; i++)
		free_page(__get_free_page(gfp));
	return ktime_get_ns() - start;
}

/* Print @ns spread over @ops operations, to a hundredth of an instruction. */
static void bench_report(const char *what, u64 ns, u64 ops)
{
	u64 centi = div64_u64(ns * 100, ops);

	pr_info("alloc_bench: %s: %llu.%02llu ns/op\n", what,
		div_u64(centi, 100), centi % 100);
}

static int __init alloc_bench_init(void)
{
	gfp_t gfp = account ? GFP_KERNEL_ACCOUNT : GFP_KERNEL;
	u64 ns, total = 0;
	size_t size;

	if (!iterations)
		return -EINVAL;
	for (size = 8; size <= 240; size += 8) {
		ns = bench_kmalloc(size, gfp);
		total += ns;
		pr_info("alloc_bench: kmalloc %zu: %llu ns/op\n", size,
			div_u64(ns, iterations));
	}
	bench_report("kmalloc+kfree mean", total, (u64)iterations * 30);
	bench_report("page alloc+free", bench_page(gfp), iterations);
	return 0;
}

static void __exit alloc_bench_exit(void)
{
}

module_init(alloc_bench_init);
module_exit(alloc_bench_exit);
MODULE_DESCRIPTION("kmalloc and page allocation benchmark");
MODULE_LICENSE("GPL");
