/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The timing loop of the site benchmarks (dfault_bench, errcode_bench):
 * call a function "iterations" times through a pointer the compiler cannot
 * see, timed with the guest clock (instructions under -icount shift=0),
 * and print the cost per call.  The including module defines
 * "iterations".
 */
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/seq_file.h>

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
