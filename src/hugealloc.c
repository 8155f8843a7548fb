/*
 * hugealloc.c — output buffers that fault in cheaply.
 *
 * A fresh 64 MiB output takes 16384 page faults with 4 KiB pages; on a virtual machine
 * each fault costs microseconds, so first touch can cost more than the copy itself.
 * With transparent huge pages the same buffer takes 32 faults of 2 MiB.  Linux only
 * hands out huge pages to 2 MiB-aligned ranges and, in the common "madvise" mode, only
 * to ranges that asked for them, so large buffers are mapped with mmap, over-allocated
 * by 2 MiB, trimmed to a 2 MiB boundary and marked MADV_HUGEPAGE.  The byte count
 * alone tells sl_buffer_free which way a buffer was made, so no header is kept.
 * Elsewhere (no mmap: WebAssembly, other systems) every buffer is aligned_alloc'd.
 */
#include "internal.h"

#include <stdlib.h>
#if defined(__linux__) && !defined(__wasm__)
#define SL_HAVE_MMAP 1
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
#ifdef SL_HAVE_MMAP
    if (bytes >= HUGE_PAGE_BYTES) {
        size_t rounded = ((size_t)bytes + (size_t)HUGE_PAGE_BYTES - 1) & ~((size_t)HUGE_PAGE_BYTES - 1);
        size_t mapped = rounded + (size_t)HUGE_PAGE_BYTES;
        void *raw = mmap(NULL, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (raw == MAP_FAILED)
            return sl_error_set(err, SL_ERR_NOMEM, "MemoryError",
                                "cannot allocate %lld bytes", (long long)bytes);
        uintptr_t start = (uintptr_t)raw;
        uintptr_t aligned = (start + (uintptr_t)HUGE_PAGE_BYTES - 1) & ~(uintptr_t)(HUGE_PAGE_BYTES - 1);
        size_t head = aligned - start, tail = mapped - head - rounded;
        if (head) munmap(raw, head);
        if (tail) munmap((void *)(aligned + rounded), tail);
        /* Advisory: without THP support the buffer still works with small pages. */
        (void)madvise((void *)aligned, rounded, MADV_HUGEPAGE);
        *out = (void *)aligned;
        return SL_OK;
    }
#endif
    size_t rounded = ((size_t)bytes + 63) & ~(size_t)63;
    void *p = aligned_alloc(64, rounded);
    if (!p)
        return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "cannot allocate %lld bytes",
                            (long long)bytes);
    *out = p;
    return SL_OK;
}

void sl_buffer_free(void *p, int64_t bytes) {
    if (!p || bytes <= 0) return;
#ifdef SL_HAVE_MMAP
    if (bytes >= HUGE_PAGE_BYTES) {
        size_t rounded = ((size_t)bytes + (size_t)HUGE_PAGE_BYTES - 1) & ~((size_t)HUGE_PAGE_BYTES - 1);
        munmap(p, rounded);
        return;
    }
#endif
    free(p);
}
