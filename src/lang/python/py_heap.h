/*
 * py_heap.h — the heap's blocks and page map, shared by the allocator (py_arena.c) and
 * the collector (py_gc.c); private to those two files.
 *
 * Memory comes in blocks of HEAP_BLOCK_BYTES, aligned to their size.  A small block
 * holds objects of one size class (16 bytes to 32 KiB) and keeps two bitmaps: which
 * slots are allocated, and which the running collection has found reachable.  A larger
 * object gets a block of its own spanning as many aligned pages as it needs.  The page
 * map (page number -> block) tells the collector in O(1) whether a word points into the
 * heap and at which object.  Atomic blocks hold pointer-free bytes and are never
 * scanned.
 */
#ifndef STRIDELAB_LANG_PYTHON_PY_HEAP_H
#define STRIDELAB_LANG_PYTHON_PY_HEAP_H

#include "lang/python/py.h"

#define HEAP_PAGE_SHIFT 16
#define HEAP_BLOCK_BYTES ((size_t)1 << HEAP_PAGE_SHIFT)
#define HEAP_MIN_OBJ 16
#define HEAP_MAX_SMALL ((size_t)32 << 10)
#define HEAP_MAX_SLOTS (HEAP_BLOCK_BYTES / HEAP_MIN_OBJ)
#define HEAP_BITWORDS (HEAP_MAX_SLOTS / 64)
#define HEAP_NCLASSES 36

typedef struct heap_block heap_block;
struct heap_block {
    unsigned char *mem;     /* aligned to HEAP_BLOCK_BYTES */
    size_t obj_bytes;       /* small: the size class; large: the object's rounded size */
    uint32_t nobj;          /* slots (1 for a large object) */
    uint32_t nlive;         /* allocated slots */
    uint32_t bump;          /* slots from here on were never handed out (a fresh block is
                               allocated in address order, without a free list) */
    uint32_t npages;        /* pages the block spans */
    uint32_t recip;         /* small: 2^32 / obj_bytes rounded up, for slot = off * recip >> 32
                               (exact for off < 2^16) */
    uint8_t cls;            /* size class index; HEAP_NCLASSES for a large object */
    bool atomic;            /* pointer-free: never scanned */
    void *free_slots;       /* free slots, linked through their first word */
    heap_block *next_avail;
    uint64_t live[HEAP_BITWORDS];
    uint64_t mark[HEAP_BITWORDS];
};

typedef struct heap_map_entry {
    uintptr_t page; /* address >> HEAP_PAGE_SHIFT; 0: empty */
    heap_block *b;
} heap_map_entry;

struct lang_heap {
    heap_block *avail[2][HEAP_NCLASSES]; /* [atomic][class]: blocks with free slots */
    heap_block **blocks;                 /* every block, in no order */
    size_t nblocks, cap_blocks;
    heap_map_entry *map;                 /* open addressing, power-of-two capacity */
    size_t map_cap, map_n;
    uintptr_t lo, hi;                    /* the heap's address range (for a quick filter) */
    heap_block *spare;                   /* emptied one-page blocks kept for reuse (linked
                                            by next_avail), so a loop's heap is not given
                                            back to the system and faulted in again */
    size_t nspare;
    size_t next_gc_bytes;                /* collect when used_bytes would pass this */
    size_t live_after_gc;                /* used_bytes after the last collection */
    /* the collector's mark stack: ranges still to scan */
    struct { const unsigned char *p; size_t n; } *stack;
    size_t nstack, cap_stack;
    bool mark_failed;                    /* the mark stack could not grow: keep everything */
};

extern const uint32_t heap_class_bytes[HEAP_NCLASSES];

/* the words of live[] / mark[] a block uses: one per 64 slots (the rest are never read) */
static inline size_t heap_bitwords(const heap_block *b) { return ((size_t)b->nobj + 63) / 64; }

/* the slot of a small block at byte offset off (< HEAP_BLOCK_BYTES), without a division */
static inline size_t heap_slot_of(const heap_block *b, size_t off) {
    return (size_t)(((uint64_t)off * b->recip) >> 32);
}

/* the block holding address p, or NULL (the page map) */
heap_block *heap_block_of(const lang_heap *h, uintptr_t p);
/* add the block's pages to the page map; false when memory runs out */
bool heap_map_add(lang_heap *h, heap_block *b);
/* rebuild the page map and the address range from h->blocks (after a sweep: the map
 * keeps its capacity, which the surviving blocks always fit) */
void heap_map_rebuild(lang_heap *h);
/* give a block's memory back and forget it (its pages stay in the map until a rebuild) */
void heap_block_release(heap_block *b);
/* keep an emptied one-page block for reuse, or release it when enough are kept */
void heap_block_retire(lang_heap *h, heap_block *b);

/* py_gc.c: collect now (roots: a->root, the C stack up to a->stack_top) */
void heap_collect(lang_arena *a);

#endif
