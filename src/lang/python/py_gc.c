/*
 * py_gc.c — the heap's collector: conservative mark and sweep.
 *
 * The language's C code holds values in ordinary local variables and in heap objects,
 * so the collector treats every pointer-sized word it can see as a possible pointer
 * (as the Boehm-Demers-Weiser collector does).  The roots are the interpreter state
 * (lang_arena.root) and the running thread's C stack from the collector's own frame up
 * to lang_arena.stack_top, with the registers spilled onto it first (setjmp).  A word
 * that lands inside an allocated object — at its start, anywhere inside, or (a word on
 * the stack) just past its end — marks the object, and a marked object that is not
 * atomic is scanned the same way, from an explicit mark stack (no recursion).  The sweep then puts every
 * allocated, unmarked slot back on its block's free list and returns blocks left empty
 * and large objects nobody points at.
 *
 * Being conservative, the collector may keep an object that a stale word still points
 * at; it never frees one that C code can still reach, as long as that code keeps its
 * pointers where the collector looks: locals, arguments, heap objects and the
 * interpreter state, never malloc'd memory or static variables.  If the mark stack
 * cannot grow, the collection keeps everything.
 *
 * WebAssembly has no registers to spill and keeps most locals in the engine, outside
 * linear memory, where no scan can see them; there the stack scanned is the part of the
 * C stack that lives in linear memory (locals whose address is taken, PY_GC_PIN's
 * volatile slots), and the collector runs only at the interpreter's safepoints
 * (lang_arena_safepoint), where every value in use is known to be there or in the
 * interpreter state.  LANG_GC_STRESS builds fill each freed slot with 0xdb after its
 * free-list word, so that a value freed too early is seen as garbage at once.
 */
#include "lang/python/py_heap.h"

#include <stdlib.h>
#if !defined(__wasm__)
#include <setjmp.h>
#endif

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GC_NO_ASAN __attribute__((no_sanitize("address")))
#endif
#endif
#if !defined(GC_NO_ASAN) && defined(__SANITIZE_ADDRESS__)
#define GC_NO_ASAN __attribute__((no_sanitize_address))
#endif
#ifndef GC_NO_ASAN
#define GC_NO_ASAN
#endif

typedef uintptr_t __attribute__((may_alias)) gc_word;

static void push_range(lang_heap *h, const unsigned char *p, size_t n) {
    if (h->nstack == h->cap_stack) {
        size_t cap = h->cap_stack ? h->cap_stack * 2 : 1024;
        void *ns = realloc(h->stack, cap * sizeof *h->stack);
        if (!ns) {
            h->mark_failed = true;
            return;
        }
        h->stack = ns;
        h->cap_stack = cap;
    }
    h->stack[h->nstack].p = p;
    h->stack[h->nstack].n = n;
    h->nstack++;
}

static void mark_addr(lang_heap *h, uintptr_t p) {
    heap_block *b = heap_block_of(h, p);
    if (!b) return;
    size_t off = p - (uintptr_t)b->mem, idx = 0;
    if (b->cls == HEAP_NCLASSES) {
        if (off >= b->obj_bytes) return;
    } else {
        idx = heap_slot_of(b, off);
        if (idx >= b->nobj) return;
    }
    uint64_t bit = UINT64_C(1) << (idx & 63);
    size_t w = idx >> 6;
    if (!(b->live[w] & bit) || (b->mark[w] & bit)) return;
    b->mark[w] |= bit;
    if (!b->atomic) push_range(h, b->mem + idx * b->obj_bytes, b->obj_bytes);
}

/* A word on the stack at an object boundary may be one object's start or the previous
 * one's end (a loop the compiler rewrote may keep only an end pointer in a register).
 * Words in objects and in the interpreter state are pointers C code stored: an object's
 * start or inside it; taking them as ends too would let every object keep the garbage
 * just before it (the small-int table, pointing at ints made between two large lists,
 * kept each list alive). */
static inline void mark_word(lang_heap *h, uintptr_t w, bool past_end) {
    if (w < h->lo || w > h->hi) return;
    if (w < h->hi) mark_addr(h, w);
    if (past_end && (w & (HEAP_MIN_OBJ - 1)) == 0 && w > h->lo) mark_addr(h, w - 1);
}

GC_NO_ASAN static void scan_words(lang_heap *h, const unsigned char *p, size_t n, bool past_end) {
    uintptr_t lo = ((uintptr_t)p + sizeof(gc_word) - 1) & ~(uintptr_t)(sizeof(gc_word) - 1);
    uintptr_t hi = (uintptr_t)p + n;
    for (uintptr_t q = lo; q + sizeof(gc_word) <= hi; q += sizeof(gc_word))
        mark_word(h, *(const gc_word *)q, past_end);
}

static void drain(lang_heap *h) {
    while (h->nstack) {
        h->nstack--;
        const unsigned char *p = h->stack[h->nstack].p;
        size_t n = h->stack[h->nstack].n;
        scan_words(h, p, n, false);
    }
}

/* The stack below the caller's frame: noinline so that the caller's jmp_buf (the
 * registers) lies between this frame and stack_top. */
__attribute__((noinline)) GC_NO_ASAN static void scan_stack(lang_heap *h, uintptr_t top) {
#if defined(__wasm__)
    volatile unsigned char mark_here = 0; /* a slot in linear memory: the stack pointer */
    uintptr_t here = (uintptr_t)&mark_here;
#else
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
#endif
    if (here < top) scan_words(h, (const unsigned char *)here, top - here, true);
}

static void sweep(lang_arena *a) {
    lang_heap *h = a->heap;
    size_t kept = 0;
    for (size_t i = 0; i < h->nblocks; i++) {
        heap_block *b = h->blocks[i];
        b->next_avail = NULL;
        if (b->cls == HEAP_NCLASSES) {
            if (!(b->mark[0] & 1)) {
                a->used_bytes -= b->obj_bytes;
                heap_block_retire(h, b);
                continue;
            }
            b->mark[0] = 0;
        } else {
            for (size_t w = 0, nw = heap_bitwords(b); w < nw; w++) {
                uint64_t dead = b->live[w] & ~b->mark[w];
                while (dead) {
                    size_t idx = w * 64 + (size_t)__builtin_ctzll(dead);
                    dead &= dead - 1;
                    void **slot = (void **)(b->mem + idx * b->obj_bytes);
#if defined(LANG_GC_STRESS)
                    memset(slot, 0xdb, b->obj_bytes);
#endif
                    *slot = b->free_slots;
                    b->free_slots = slot;
                    b->nlive--;
                    a->used_bytes -= b->obj_bytes;
                }
                b->live[w] &= b->mark[w];
                b->mark[w] = 0;
            }
            if (b->nlive == 0) {
                heap_block_retire(h, b);
                continue;
            }
        }
        h->blocks[kept++] = b;
    }
    h->nblocks = kept;
    memset(h->avail, 0, sizeof h->avail);
    for (size_t i = 0; i < h->nblocks; i++) {
        heap_block *b = h->blocks[i];
        if (b->cls < HEAP_NCLASSES && (b->free_slots || b->bump < b->nobj)) {
            b->next_avail = h->avail[b->atomic][b->cls];
            h->avail[b->atomic][b->cls] = b;
        }
    }
}

static void clear_marks(lang_heap *h) {
    for (size_t i = 0; i < h->nblocks; i++) memset(h->blocks[i]->mark, 0, sizeof h->blocks[i]->mark);
}

void heap_collect(lang_arena *a) {
    lang_heap *h = a->heap;
    if (!h || !a->stack_top || !h->nblocks) return;
#if !defined(__wasm__)
    jmp_buf regs;
    if (setjmp(regs)) return; /* never longjmp'd: setjmp only spills the registers */
#endif
    h->nstack = 0;
    h->mark_failed = false;
    if (a->root) scan_words(h, a->root, a->root_bytes, false);
    drain(h);
    scan_stack(h, a->stack_top);
    drain(h);
#if !defined(__wasm__)
    /* keep the jmp_buf alive (and on the stack) until the stack was scanned */
    __asm__ volatile("" : : "r"(&regs) : "memory");
#endif
    if (h->mark_failed) {
        clear_marks(h);
        return;
    }
    sweep(a);
    heap_map_rebuild(h);
}
