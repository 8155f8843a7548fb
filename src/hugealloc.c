/*
 * hugealloc.c — output buffers that fault in cheaply.
 *
 * A fresh 64 MiB output takes 16384 page faults with 4 KiB pages; on a virtual machine
 * each fault costs microseconds, so first touch can cost more than the copy itself.
 * With transparent huge pages the same buffer takes 32 faults of 2 MiB.  Linux only
 * hands out huge pages to 2 MiB-aligned ranges and, in the common "madvise" mode, only
 * to ranges that asked for them, so buffers of 2 MiB or more are aligned to 2 MiB and
 * marked MADV_HUGEPAGE (advisory: without THP support they work with small pages).
 *
 * The memory itself comes from the C library's malloc, not from mmap calls of our own:
 * glibc maps large blocks itself but, once such a block is freed, raises its mapping
 * threshold (up to 32 MiB) to that block's size, so a program that allocates and frees
 * outputs of a few MiB to 32 MiB in a loop gets already-faulted memory back, as torch's
 * and numpy's allocations through the same allocator do.  Mapping every buffer anew made
 * each of them pay its page faults again (a 24.5 MiB NCHW->NHWC output: about 3 ms of
 * faults on a 4 ms copy).  The block is over-allocated by 2 MiB, the buffer starts at
 * the first 2 MiB boundary past a pointer-sized slot, and the slot holds the pointer
 * malloc returned, which sl_buffer_free hands back.  (aligned_alloc would do the
 * alignment, but glibc then asks for size + alignment while raising the threshold only
 * to the aligned chunk's size, so every such buffer is mapped anew.)  Buffers below 2 MiB
 * come from malloc as they are, with malloc's alignment.  The library keeps no cache of
 * its own.
 */
#include "internal.h"

#include <stdlib.h>
#if defined(__linux__) && !defined(__wasm__)
#define SL_HAVE_MADVISE 1
#include <sys/mman.h>
#endif

#define HUGE_PAGE_BYTES (INT64_C(2) << 20)

int sl_buffer_alloc(int64_t bytes, void **out, sl_error *err) {
    if (!out) return sl_error_set(err, SL_ERR_ARG, "ValueError", "out must not be NULL");
    *out = NULL;
    if (bytes < 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "negative buffer size %lld",
                            (long long)bytes);
    if (bytes == 0) return SL_OK;
    if ((uint64_t)bytes > (uint64_t)SIZE_MAX - 2 * (uint64_t)HUGE_PAGE_BYTES)
        return sl_error_set(err, SL_ERR_NOMEM, "MemoryError",
                            "cannot allocate %lld bytes", (long long)bytes);
    void *p;
    if (bytes >= HUGE_PAGE_BYTES) {
        const size_t rounded =
            ((size_t)bytes + (size_t)HUGE_PAGE_BYTES - 1) & ~((size_t)HUGE_PAGE_BYTES - 1);
        char *raw = malloc(rounded + (size_t)HUGE_PAGE_BYTES);
        if (!raw)
            return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "cannot allocate %lld bytes",
                                (long long)bytes);
        uintptr_t start = ((uintptr_t)raw + sizeof(void *) + (uintptr_t)HUGE_PAGE_BYTES - 1) &
                          ~(uintptr_t)(HUGE_PAGE_BYTES - 1);
        p = raw + (start - (uintptr_t)raw); /* a pointer into the block, not a cast integer */
        memcpy((char *)p - sizeof raw, &raw, sizeof raw);
#ifdef SL_HAVE_MADVISE
        (void)madvise(p, rounded, MADV_HUGEPAGE);
#endif
    } else {
        /* plain malloc (16-byte aligned on the 64-bit targets): glibc's aligned_alloc(64)
         * took 160-200 ns per allocate-and-free pair here against 40-90 for malloc, which
         * was most of a fresh 8x8 copy */
        p = malloc((size_t)bytes);
        if (!p)
            return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "cannot allocate %lld bytes",
                                (long long)bytes);
    }
    *out = p;
    return SL_OK;
}

void sl_buffer_free(void *p, int64_t bytes) {
    if (!p || bytes <= 0) return;
    if (bytes >= HUGE_PAGE_BYTES) { /* the block malloc returned sits in the slot before p */
        void *raw;
        memcpy(&raw, (char *)p - sizeof raw, sizeof raw);
        free(raw);
        return;
    }
    free(p);
}
