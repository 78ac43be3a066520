// SPDX-License-Identifier: GPL-2.0
/*
 * Cost of timing waits, built out of tree against any kernel: reading
 * /sys/kernel/debug/ts_bench calls a function doing a prepare_to_wait()/
 * finish_wait() pair that does not sleep, and the same function without
 * the pair, "iterations" times each, timed with the guest clock
 * (instructions under -icount shift=0), and prints both and their
 * difference per call.  With CONFIG_CODETAG_TIME_STATS it also times an
 * empty codetag_time_stats_start()/finish() event.  The guest reads it
 * with latency tracking off, on, and with an ftrace histogram of the same
 * waits instead.
 */
#include <linux/codetag_time_stats.h>
#include <linux/sched.h>
#include <linux/wait.h>

static DECLARE_WAIT_QUEUE_HEAD(ts_bench_wq);

/*
 * The functions differ only by what they time; the calls go through a
 * pointer the compiler cannot see, so that none is inlined or folded.
 */
static noinline int wait_pair(int x)
{
	DEFINE_WAIT(wait);

	OPTIMIZER_HIDE_VAR(x);
	prepare_to_wait(&ts_bench_wq, &wait, TASK_RUNNING);
	finish_wait(&ts_bench_wq, &wait);
	return x;
}

static noinline int timed_event(int x)
{
	u64 start = codetag_time_stats_start();

	OPTIMIZER_HIDE_VAR(x);
	codetag_time_stats_finish(start);
	return x;
}

static noinline int plain(int x)
{
	OPTIMIZER_HIDE_VAR(x);
	return x;
}

#include "per_call.h"

static int ts_bench_show(struct seq_file *m, void *v)
{
	s64 without = bench(plain), pair = bench(wait_pair);

	show_per_call(m, "wait pair", pair);
	show_per_call(m, "without", without);
	show_per_call(m, "pair", pair - without);
	if (IS_ENABLED(CONFIG_CODETAG_TIME_STATS))
		show_per_call(m, "event", bench(timed_event) - without);
	return 0;
}
PER_CALL_BENCH(ts_bench, "wait timing benchmark");
