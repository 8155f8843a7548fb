/*
 * py_arena.c — the snippet language's one allocator.
 *
 * A run allocates AST nodes, values and storage bytes from its heap (py_heap.h): small
 * requests (up to 32 KiB) from blocks of one size class, each 64 KiB and aligned to its
 * size, larger ones as blocks of their own.  Freed slots come back from the collector
 * (py_gc.c) on per-block free lists, so a loop that keeps making short-lived values
 * reuses the same few blocks.  There is no explicit free: the collector finds what is
 * unreachable.  Everything is given back when the run ends (lang_arena_free).
 *
 * The byte budget (limit_bytes) bounds the live data.  An allocation that would pass
 * it first runs a collection; a collection also runs when the bytes allocated since the
 * last one reach twice the live data then (at least 1 MiB), so the heap stays within
 * about three times the live data and a collection's work (proportional to the live
 * data) is paid for by as many bytes of allocation.  In WebAssembly (at_safepoints) the
 * collection that is due waits for the interpreter's next safepoint (a statement
 * boundary under module-level statements and clean calls, lang_arena_safepoint): until
 * then the budget bounds all allocation.
 *
 * Runs are short (one chain expression allocates from about ten blocks), and memory the
 * system hands out fresh costs a mapping and a page fault per page: when a run ends, its
 * one-page blocks' memory is kept for the thread's next run, up to THREAD_KEPT_BLOCKS
 * blocks (freed when the thread ends).
 */
#include "lang/python/py_heap.h"

#include <stddef.h>
#include <stdlib.h>
#if !defined(__wasm__) && !defined(SL_NO_THREADS)
#include <pthread.h>
#endif

const uint32_t heap_class_bytes[HEAP_NCLASSES] = {
    16,   32,   48,   64,   80,   96,   112,  128,  144,   160,   176,   192,
    208,  224,  240,  256,  288,  320,  384,  448,  512,   640,   768,   1024,
    1280, 1536, 2048, 2560, 3072, 4096, 5120, 6144, 8192,  12288, 16384, 32768,
};

/* collect after this many bytes at least, however small the live data (LANG_GC_STRESS
 * builds collect far more often, to make a missed root show up in the tests) */
#if defined(LANG_GC_STRESS)
#define GC_MIN_STEP_BYTES ((size_t)16 << 10)
#elif defined(LANG_GC_STEP_KIB)
#define GC_MIN_STEP_BYTES ((size_t)LANG_GC_STEP_KIB << 10)
#else
#define GC_MIN_STEP_BYTES ((size_t)1 << 20)
#endif
/* emptied blocks kept for reuse: at least as many as one collection step allocates */
#define MAX_SPARE_BLOCKS (GC_MIN_STEP_BYTES / HEAP_BLOCK_BYTES + 1)

static int class_of(size_t n) {
    if (n <= 256) return (int)((n + 15) / 16) - 1;
    int c = 16;
    while (heap_class_bytes[c] < n) c++;
    return c;
}

void lang_arena_init(lang_arena *a, size_t limit_bytes) {
    memset(a, 0, sizeof *a);
    a->limit_bytes = limit_bytes;
#if defined(__wasm__)
    a->at_safepoints = true;
#endif
}

/* ------------------------------------------------ memory kept between runs */

#define THREAD_KEPT_BLOCKS 16
typedef struct kept_blocks {
    unsigned char *mem[THREAD_KEPT_BLOCKS];
    int n;
} kept_blocks;

#if defined(LANG_GC_STRESS)
/* the sanitizer builds give every run fresh memory, so a stale pointer shows up */
static kept_blocks *thread_kept(void) { return NULL; }
#elif defined(__wasm__) || defined(SL_NO_THREADS)
static kept_blocks *thread_kept(void) { /* one thread */
    static kept_blocks kept;
    return &kept;
}
#else
static pthread_key_t kept_key;
static pthread_once_t kept_once = PTHREAD_ONCE_INIT;
static bool kept_key_ok;
static void kept_free(void *p) {
    kept_blocks *k = p;
    for (int i = 0; i < k->n; i++) free(k->mem[i]);
    free(k);
}
static void kept_key_init(void) { kept_key_ok = pthread_key_create(&kept_key, kept_free) == 0; }
static kept_blocks *thread_kept(void) {
    if (pthread_once(&kept_once, kept_key_init) || !kept_key_ok) return NULL;
    kept_blocks *k = pthread_getspecific(kept_key);
    if (!k && (k = calloc(1, sizeof *k)) && pthread_setspecific(kept_key, k)) {
        free(k);
        k = NULL;
    }
    return k;
}
#endif

/* one page of block memory: kept from an earlier run of this thread, or fresh */
static unsigned char *page_alloc(void) {
    kept_blocks *k = thread_kept();
    if (k && k->n > 0) return k->mem[--k->n];
    return aligned_alloc(HEAP_BLOCK_BYTES, HEAP_BLOCK_BYTES);
}

void heap_block_release(heap_block *b) {
    free(b->mem);
    free(b);
}

/* at the end of a run: keep a one-page block's memory for the thread's next run */
static void block_release_at_end(heap_block *b) {
    kept_blocks *k = b->npages == 1 ? thread_kept() : NULL;
    if (k && k->n < THREAD_KEPT_BLOCKS) {
        k->mem[k->n++] = b->mem;
        free(b);
        return;
    }
    heap_block_release(b);
}

void heap_block_retire(lang_heap *h, heap_block *b) {
    /* keep what the next collection step will allocate anyway */
    size_t keep = h->next_gc_bytes / HEAP_BLOCK_BYTES + 1;
    if (keep < MAX_SPARE_BLOCKS) keep = MAX_SPARE_BLOCKS;
    if (b->npages != 1 || h->nspare >= keep) {
        heap_block_release(b);
        return;
    }
    b->next_avail = h->spare;
    h->spare = b;
    h->nspare++;
}

void lang_arena_free(lang_arena *a) {
    lang_heap *h = a->heap;
    if (h) {
        for (size_t i = 0; i < h->nblocks; i++) block_release_at_end(h->blocks[i]);
        while (h->spare) {
            heap_block *b = h->spare;
            h->spare = b->next_avail;
            block_release_at_end(b);
        }
        free(h->blocks);
        free(h->map);
        free(h->stack);
        free(h);
    }
    a->heap = NULL;
    a->used_bytes = 0;
}

/* ------------------------------------------------------------------ page map */

static size_t map_slot(uintptr_t page, size_t cap) {
    return (size_t)(((uint64_t)page * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & (cap - 1);
}

heap_block *heap_block_of(const lang_heap *h, uintptr_t p) {
    if (p < h->lo || p >= h->hi) return NULL;
    uintptr_t page = p >> HEAP_PAGE_SHIFT;
    size_t mask = h->map_cap - 1;
    for (size_t i = map_slot(page, h->map_cap);; i = (i + 1) & mask) {
        if (h->map[i].page == page) return h->map[i].b;
        if (!h->map[i].page) return NULL;
    }
}

static void map_put(heap_map_entry *map, size_t cap, uintptr_t page, heap_block *b) {
    size_t i = map_slot(page, cap);
    while (map[i].page && map[i].page != page) i = (i + 1) & (cap - 1);
    if (!map[i].page) map[i].page = page;
    map[i].b = b;
}

static bool map_reserve(lang_heap *h, size_t n_pages) {
    size_t need = h->map_n + n_pages;
    if (need * 2 <= h->map_cap) return true;
    size_t cap = h->map_cap ? h->map_cap : 32;
    while (cap < need * 2) cap *= 2;
    heap_map_entry *m = calloc(cap, sizeof *m);
    if (!m) return false;
    for (size_t i = 0; i < h->map_cap; i++)
        if (h->map[i].page) map_put(m, cap, h->map[i].page, h->map[i].b);
    free(h->map);
    h->map = m;
    h->map_cap = cap;
    return true;
}

bool heap_map_add(lang_heap *h, heap_block *b) {
    if (!map_reserve(h, b->npages)) return false;
    uintptr_t first = (uintptr_t)b->mem >> HEAP_PAGE_SHIFT;
    for (uint32_t k = 0; k < b->npages; k++) map_put(h->map, h->map_cap, first + k, b);
    h->map_n += b->npages;
    uintptr_t lo = (uintptr_t)b->mem, hi = lo + (size_t)b->npages * HEAP_BLOCK_BYTES;
    if (!h->lo || lo < h->lo) h->lo = lo;
    if (hi > h->hi) h->hi = hi;
    return true;
}

void heap_map_rebuild(lang_heap *h) {
    if (h->map) memset(h->map, 0, h->map_cap * sizeof *h->map);
    h->map_n = 0;
    h->lo = h->hi = 0;
    for (size_t i = 0; i < h->nblocks; i++) heap_map_add(h, h->blocks[i]); /* fits: no growth */
}

/* ------------------------------------------------------------------- blocks */

static heap_block *new_block(lang_heap *h, size_t obj_bytes, uint32_t npages, int cls, bool atomic) {
    if (h->nblocks == h->cap_blocks) {
        size_t cap = h->cap_blocks ? h->cap_blocks * 2 : 64;
        heap_block **nb = realloc(h->blocks, cap * sizeof *nb);
        if (!nb) return NULL;
        h->blocks = nb;
        h->cap_blocks = cap;
    }
    heap_block *b;
    unsigned char *mem;
    if (npages == 1 && h->spare) {
        b = h->spare;
        h->spare = b->next_avail;
        h->nspare--;
        mem = b->mem;
    } else {
        b = malloc(sizeof *b);
        if (!b) return NULL;
        mem = npages == 1 ? page_alloc() : aligned_alloc(HEAP_BLOCK_BYTES, (size_t)npages * HEAP_BLOCK_BYTES);
        if (!mem) {
            free(b);
            return NULL;
        }
    }
    /* the header and the bitmap words the block's slots use (heap_bitwords) start at zero */
    memset(b, 0, offsetof(heap_block, live));
    b->mem = mem;
    b->obj_bytes = obj_bytes;
    b->npages = npages;
    b->cls = (uint8_t)cls;
    b->atomic = atomic;
    b->nobj = cls < HEAP_NCLASSES ? (uint32_t)(HEAP_BLOCK_BYTES / obj_bytes) : 1;
    memset(b->live, 0, heap_bitwords(b) * sizeof b->live[0]);
    memset(b->mark, 0, heap_bitwords(b) * sizeof b->mark[0]);
    if (cls < HEAP_NCLASSES) b->recip = (uint32_t)((((uint64_t)1 << 32) + obj_bytes - 1) / obj_bytes);
    if (!heap_map_add(h, b)) {
        heap_block_release(b);
        return NULL;
    }
    h->blocks[h->nblocks++] = b;
    if (cls < HEAP_NCLASSES) {
        /* handed out in address order from bump on */
        b->next_avail = h->avail[atomic][cls];
        h->avail[atomic][cls] = b;
    }
    return b;
}

static inline void *take_slot(lang_heap *h, int cls, bool atomic) {
    heap_block *b = h->avail[atomic][cls];
    if (!b) b = new_block(h, heap_class_bytes[cls], 1, cls, atomic);
    if (!b) return NULL;
    void **slot;
    size_t idx;
    if (b->free_slots) {
        slot = b->free_slots;
        b->free_slots = *slot;
        idx = heap_slot_of(b, (size_t)((unsigned char *)slot - b->mem));
    } else {
        idx = b->bump++;
        slot = (void **)(b->mem + idx * b->obj_bytes);
    }
    b->live[idx >> 6] |= UINT64_C(1) << (idx & 63);
    b->nlive++;
    if (!b->free_slots && b->bump == b->nobj) {
        h->avail[atomic][cls] = b->next_avail;
        b->next_avail = NULL;
    }
    return slot;
}

/* --------------------------------------------------------------- allocation */

/* a collection, then the next one after twice the live data (at least the minimum step),
 * never past the budget */
static void collect(lang_arena *a) {
    lang_heap *h = a->heap;
    heap_collect(a);
    size_t step = 2 * a->used_bytes > GC_MIN_STEP_BYTES ? 2 * a->used_bytes : GC_MIN_STEP_BYTES;
    h->next_gc_bytes = a->used_bytes + step;
    if (h->next_gc_bytes > a->limit_bytes) h->next_gc_bytes = a->limit_bytes;
}

/* (stress builds collect at every safepoint: the corpus's snippets are far smaller than
 * one step) */
void lang_arena_safepoint(lang_arena *a) {
    if (!a->at_safepoints || !a->heap || !a->stack_top) return;
#if !defined(LANG_GC_STRESS)
    if (a->used_bytes <= a->heap->next_gc_bytes) return;
#endif
    collect(a);
}

__attribute__((noinline)) static void *heap_alloc(lang_arena *a, size_t n_bytes, bool atomic) {
    size_t n = n_bytes ? (n_bytes + 15) & ~(size_t)15 : 16;
    if (n < n_bytes || n > a->limit_bytes) return NULL;
    int cls = HEAP_NCLASSES;
    uint32_t npages = 0;
    if (n <= HEAP_MAX_SMALL) {
        cls = class_of(n);
        n = heap_class_bytes[cls];
    } else {
        size_t pages = (n + HEAP_BLOCK_BYTES - 1) >> HEAP_PAGE_SHIFT;
        if (pages > UINT32_MAX) return NULL;
        npages = (uint32_t)pages;
    }
    lang_heap *h = a->heap;
    if (!h) {
        h = calloc(1, sizeof *h);
        if (!h) return NULL;
        h->next_gc_bytes = GC_MIN_STEP_BYTES;
        a->heap = h;
    }
    bool over = a->used_bytes > a->limit_bytes - n;
    if ((over || a->used_bytes + n > h->next_gc_bytes) && a->stack_top && !a->at_safepoints) {
        collect(a);
        over = a->used_bytes > a->limit_bytes - n;
        /* within 1/16 of the budget after a collection the budget is spent: failing now
         * keeps a program at its limit from collecting on every allocation */
        if (!over && h->next_gc_bytes == a->limit_bytes) over = a->used_bytes + a->limit_bytes / 16 > a->limit_bytes;
    }
    if (over) return NULL;
    void *p;
    if (cls < HEAP_NCLASSES) {
        p = take_slot(h, cls, atomic);
    } else {
        heap_block *b = new_block(h, n, npages, HEAP_NCLASSES, atomic);
        if (!b) return NULL;
        b->live[0] = 1;
        b->nlive = 1;
        p = b->mem;
    }
    if (!p) return NULL;
    a->used_bytes += n;
    /* every request past 256 bytes comes here (the fast path, lang_alloc, takes only
     * smaller ones), so this charge does not depend on the heap's state; a call's scope
     * and other small records stay free.  A step per 16 bytes: the caller fills the block
     * item by item (lang_alloc_text: a step per 256 bytes, for text copied whole) */
    if (n_bytes > 1024) a->bulk_steps += (int64_t)(n_bytes >> (a->text_alloc ? 8 : 4));
    memset(p, 0, n);
    return p;
}

/* The common case inline: a small request (up to 256 bytes: values, call scopes with
 * their parameters, argument arrays, short text) whose class has a block with room, within the
 * collection step and the budget.  The slot is zeroed with a memset of constant size per
 * class, which the compiler turns into a few vector stores (values are 80 bytes; a
 * variable-size memset becomes a libc call or `rep stos`, both slower than the stores). */
static inline __attribute__((always_inline)) void *alloc_small(lang_arena *a, size_t n_bytes, bool atomic) {
    lang_heap *h = a->heap;
    size_t cls = (n_bytes - 1) >> 4; /* 0 .. 15 for 1 .. 256 bytes (0 bytes: past them) */
    if (h && cls < 16) {
        size_t n = (cls + 1) << 4, used = a->used_bytes + n;
        heap_block *b = h->avail[atomic][cls];
        if (b && used <= h->next_gc_bytes && used <= a->limit_bytes) {
            /* take_slot's work, without its new-block path (b has room) */
            void **slot = b->free_slots;
            size_t idx;
            if (slot) {
                b->free_slots = *slot;
                idx = heap_slot_of(b, (size_t)((unsigned char *)slot - b->mem));
            } else {
                idx = b->bump++;
                slot = (void **)(b->mem + idx * b->obj_bytes);
            }
            b->live[idx >> 6] |= UINT64_C(1) << (idx & 63);
            b->nlive++;
            if (!b->free_slots && b->bump == b->nobj) {
                h->avail[atomic][cls] = b->next_avail;
                b->next_avail = NULL;
            }
            a->used_bytes = used;
            switch (cls) {
#define ZERO_CLASS(c) case c: memset(slot, 0, 16 * (c + 1)); break;
                ZERO_CLASS(0) ZERO_CLASS(1) ZERO_CLASS(2) ZERO_CLASS(3)
                ZERO_CLASS(4) ZERO_CLASS(5) ZERO_CLASS(6) ZERO_CLASS(7)
                ZERO_CLASS(8) ZERO_CLASS(9) ZERO_CLASS(10) ZERO_CLASS(11)
                ZERO_CLASS(12) ZERO_CLASS(13) ZERO_CLASS(14) ZERO_CLASS(15)
#undef ZERO_CLASS
            }
            return slot;
        }
    }
    return heap_alloc(a, n_bytes, atomic);
}

void *lang_alloc(lang_arena *a, size_t n_bytes) { return alloc_small(a, n_bytes, false); }

void *lang_alloc_atomic(lang_arena *a, size_t n_bytes) { return alloc_small(a, n_bytes, true); }

void *lang_alloc_text(lang_arena *a, size_t n_bytes) {
    a->text_alloc = true;
    void *p = heap_alloc(a, n_bytes, true);
    a->text_alloc = false;
    return p;
}

static bool array_bytes(int64_t count, size_t elem_bytes, size_t *n_bytes) {
    if (count < 0 || (elem_bytes && (uint64_t)count > SIZE_MAX / elem_bytes)) return false;
    *n_bytes = (size_t)count * elem_bytes;
    return true;
}
void *lang_alloc_n(lang_arena *a, int64_t count, size_t elem_bytes) {
    size_t n;
    return array_bytes(count, elem_bytes, &n) ? lang_alloc(a, n) : NULL;
}
void *lang_alloc_atomic_n(lang_arena *a, int64_t count, size_t elem_bytes) {
    size_t n;
    return array_bytes(count, elem_bytes, &n) ? lang_alloc_atomic(a, n) : NULL;
}

char *lang_strndup(lang_arena *a, const char *s, size_t n) {
    if (n == SIZE_MAX) return NULL;
    char *p = lang_alloc_atomic(a, n + 1);
    if (!p) return NULL;
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

int lang_nomem(sl_error *err) {
    return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "snippet memory budget exhausted");
}
