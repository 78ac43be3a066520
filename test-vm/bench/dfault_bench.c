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
#include <linux/dynamic_fault.h>
#include <linux/slab.h>

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
PER_CALL_BENCH(dfault_bench, "dynamic fault site benchmark");
