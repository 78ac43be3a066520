// SPDX-License-Identifier: GPL-2.0
/*
 * A module that is not GPL-licensed and calls every allocator entry point
 * a driver uses: it must link against a kernel with allocation tagging,
 * as it does against one without (modpost fails on GPL-only symbols).
 * Built by lint/build-matrix.sh, never loaded.
 */
#include <linux/gfp.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/slab.h>

static struct kmem_cache *cache;

static int __init nongpl_alloc_init(void)
{
	void *a = kmalloc(64, GFP_KERNEL);
	void *b = kzalloc(128, GFP_KERNEL);
	void *c = kcalloc(4, 32, GFP_KERNEL);
	void *d = kmalloc_array(8, 16, GFP_KERNEL);
	void *e = kvmalloc(1 << 20, GFP_KERNEL);
	void *f = alloc_pages_exact(3 * PAGE_SIZE, GFP_KERNEL);
	unsigned long g = __get_free_pages(GFP_KERNEL, 1);
	unsigned long h = get_zeroed_page(GFP_KERNEL);
	struct page *page = alloc_pages(GFP_KERNEL, 0);
	struct page *node_page = alloc_pages_node(NUMA_NO_NODE, GFP_KERNEL, 0);
	void *obj = NULL;

	a = krealloc(a, 256, GFP_KERNEL);
	cache = kmem_cache_create("nongpl_alloc", 48, 0, 0, NULL);
	if (cache)
		obj = kmem_cache_alloc(cache, GFP_KERNEL);

	if (obj)
		kmem_cache_free(cache, obj);
	kmem_cache_destroy(cache);
	if (node_page)
		__free_page(node_page);
	if (page)
		__free_page(page);
	free_page(h);
	free_pages(g, 1);
	free_pages_exact(f, 3 * PAGE_SIZE);
	kvfree(e);
	kfree(d);
	kfree(c);
	kfree(b);
	kfree(a);
	return 0;
}
module_init(nongpl_alloc_init);

MODULE_DESCRIPTION("Allocations from a module that is not GPL-licensed");
MODULE_LICENSE("Proprietary");
