// SPDX-License-Identifier: GPL-2.0
/*
 * Cost of an ERR() site, built out of tree against a kernel with
 * CONFIG_ERROR_CODES: reading /sys/kernel/debug/errcode_bench calls a
 * function returning ERR(-EIO), and the same function returning -EIO,
 * "iterations" times each, timed with the guest clock (instructions under
 * -icount shift=0), and prints both and their difference per call.  The
 * guest reads it with error codes on and switched off.
 */
#include <linux/error_code.h>

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
PER_CALL_BENCH(errcode_bench, "error code site benchmark");
