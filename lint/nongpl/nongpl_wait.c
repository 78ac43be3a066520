// SPDX-License-Identifier: GPL-2.0
/*
 * A module that is not GPL-licensed and waits on a wait queue in the ways
 * a driver does, and times an event at a place of its own: it must link
 * against a kernel with latency tracking (wait_event() and finish_wait()
 * expand to its calls), as it does against one without.  Built by
 * lint/build-matrix.sh, never loaded.
 */
#include <linux/codetag_time_stats.h>
#include <linux/module.h>
#include <linux/sched.h>
#include <linux/wait.h>

static DECLARE_WAIT_QUEUE_HEAD(nongpl_wq);
static bool nongpl_done;

static int __init nongpl_wait_init(void)
{
	u64 start = codetag_time_stats_start();
	DEFINE_WAIT(wait);

	wait_event_timeout(nongpl_wq, nongpl_done, 1);
	if (wait_event_interruptible_timeout(nongpl_wq, nongpl_done, 1) < 0)
		return -EINTR;
	prepare_to_wait(&nongpl_wq, &wait, TASK_UNINTERRUPTIBLE);
	schedule_timeout(1);
	finish_wait(&nongpl_wq, &wait);
	prepare_to_wait_exclusive(&nongpl_wq, &wait, TASK_UNINTERRUPTIBLE);
	schedule_timeout(1);
	finish_wait(&nongpl_wq, &wait);
	codetag_time_stats_finish(start);
	return 0;
}
module_init(nongpl_wait_init);

MODULE_DESCRIPTION("Waits from a module that is not GPL-licensed");
MODULE_LICENSE("Proprietary");
