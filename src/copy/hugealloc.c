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
 * The memory itself comes from the C library's malloc.  glibc maps large blocks itself
 * but, once such a block is freed, raises its mapping threshold (up to 32 MiB) to that
 * block's size, so a program that allocates and frees outputs of a few MiB to 32 MiB
 * gets already-faulted memory back, as torch's and numpy's allocations through the same
 * allocator do.  Buffers below 32 MiB are therefore asked for at exactly their size, so
 * that our blocks and theirs fit each other's holes, and only the whole 2 MiB pages
 * inside them are marked.  Larger buffers are always mapped anew by glibc (no holes to
 * share), so they are over-allocated by 2 MiB and start on a 2 MiB boundary, which gives
 * every page of them a huge page; the block pointer malloc returned is kept in the slot
 * just before the buffer, for sl_buffer_free.  Earlier designs lost either way: mapping
 * every buffer ourselves made each pay its page faults again (a 24.5 MiB NCHW->NHWC
 * output: about 3 ms of faults on a 4 ms copy), and aligning the 24.5 MiB buffer too made
 * a block 2 MiB larger than torch's and numpy's, which, with them and memcpy allocating
 * that size between our calls, fit none of the holes they left (5.3 GB/s fresh against
 * torch's 7.8).  The library keeps no cache of its own.
 */
#include "core/internal.h"

#include <stdlib.h>
#if defined(__linux__) && !defined(__wasm__)
#define SL_HAVE_MADVISE 1
#include <sys/mman.h>
#endif

#define HUGE_PAGE_BYTES (INT64_C(2) << 20)
/* glibc's largest dynamic mapping threshold (DEFAULT_MMAP_THRESHOLD_MAX on 64-bit) */
#define ALIGNED_MIN_BYTES (INT64_C(32) << 20)

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
    if (bytes >= ALIGNED_MIN_BYTES) {
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
#ifdef SL_HAVE_MADVISE
        const uintptr_t lo = ((uintptr_t)p + (uintptr_t)HUGE_PAGE_BYTES - 1) &
                             ~(uintptr_t)(HUGE_PAGE_BYTES - 1);
        const uintptr_t hi = ((uintptr_t)p + (uintptr_t)bytes) & ~(uintptr_t)(HUGE_PAGE_BYTES - 1);
        if (hi > lo) /* the whole huge pages inside the buffer */
            (void)madvise((char *)p + (lo - (uintptr_t)p), hi - lo, MADV_HUGEPAGE);
#endif
    }
    *out = p;
    return SL_OK;
}

void sl_buffer_free(void *p, int64_t bytes) {
    if (!p || bytes <= 0) return;
    if (bytes >= ALIGNED_MIN_BYTES) { /* the block malloc returned sits in the slot before p */
        void *raw;
        memcpy(&raw, (char *)p - sizeof raw, sizeof raw);
        free(raw);
        return;
    }
    free(p);
}
