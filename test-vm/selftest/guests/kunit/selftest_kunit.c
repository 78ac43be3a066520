// SPDX-License-Identifier: GPL-2.0
/* Harness self-test: a KUnit suite with one passing and one failing case. */
#include <kunit/test.h>
#include <linux/module.h>

static void selftest_passes(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, 2, 1 + 1);
}

static void selftest_fails(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, 3, 1 + 1);
}

static struct kunit_case selftest_cases[] = {
	KUNIT_CASE(selftest_passes),
	KUNIT_CASE(selftest_fails),
	{}
};

static struct kunit_suite selftest_suite = {
	.name = "testvm_selftest",
	.test_cases = selftest_cases,
};
kunit_test_suite(selftest_suite);
MODULE_LICENSE("GPL");
