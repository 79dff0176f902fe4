#define _GNU_SOURCE
#include "process_heap.h"

#include <stdint.h>
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <unistd.h>

// glibc's default M_TOP_PAD (DEFAULT_TOP_PAD).
static const int default_top_pad = 128 * 1024;

size_t stackboard_prepare_heap(size_t reserve) {
    // No block gets a mapping of its own (a thread's arena still maps its heaps, and malloc still maps memory when
    // the heap cannot grow).
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, 0x7fffffff);
    if (reserve == 0) return 0;
    if (reserve > ((size_t)1 << 30)) reserve = (size_t)1 << 30;
    // A request larger than the free top of the heap makes malloc extend the heap now, by the padding. (Through a
    // volatile pointer: a compiler may drop a malloc whose block is only freed.)
    mallopt(M_TOP_PAD, (int)reserve);
    uintptr_t before = (uintptr_t)sbrk(0);
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33)
    size_t top = mallinfo2().keepcost;
#else
    size_t top = (size_t)(unsigned)mallinfo().keepcost;
#endif
    void *volatile probe = malloc(top + ((size_t)64 << 10));
    uintptr_t after = (uintptr_t)sbrk(0);
    // Later growth asks for what it needs again: a failed reservation must not make every later one fail too.
    mallopt(M_TOP_PAD, default_top_pad);
    if (probe == NULL) return 0;
    free(probe);
    return after > before ? after - before : 0;
}
#else
size_t stackboard_prepare_heap(size_t reserve) {
    (void)reserve;
    return 0;
}
#endif
