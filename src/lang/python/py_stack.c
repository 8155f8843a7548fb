/*
 * py_stack.c — the C stack guard of the parser and the evaluator.
 *
 * The parser, the evaluator, comparisons and printing recurse on the C stack.  Their
 * counters (CPython's limits: 3000 nested expressions at compile time, 1000 frames and
 * comparisons at run time) keep ordinary programs far from the end of the stack, but
 * how many bytes one level takes depends on the build (a sanitizer's frames are several
 * times larger, WebAssembly's stack is small), so every recursion also checks the
 * address of its frame against a floor: py_stack_floor() is the lowest address a guarded
 * frame may have, a margin above the end of the current thread's stack that leaves room
 * for the unguarded work below it (printing a layer's value, formatting, the C library).
 *
 * The bounds come from the thread (pthread_getattr_np on Linux) and are cached per
 * thread; in WebAssembly from the linker's layout (__data_end .. __heap_base, or from 0
 * when the stack is placed first).  Where neither is known a conservative 256 KiB below
 * the first caller is assumed.  Neighbours: py.h declares py_stack_floor and the inline
 * check lang_stack_exhausted; py_parse.c and py_eval_expr.c / py_eval_stmt.c use them.
 */
#include "lang/python/py.h"
#include "lang/python/py_internal.h"

#include <stdint.h>

#if defined(__linux__) && !defined(__wasm__)
#include <pthread.h>
#define HAVE_GETATTR_NP 1
#endif

#if defined(__wasm__)
extern unsigned char __data_end;
extern unsigned char __heap_base;
extern unsigned char __global_base;
#endif
static _Thread_local uintptr_t cached_floor;
#if defined(__wasm__)
_Thread_local int32_t py_wasm_nest;
#endif

/* margin: an eighth of the stack, at least 256 KiB, at most half of it */
static uintptr_t floor_of(uintptr_t lo, uintptr_t hi) {
    uintptr_t size = hi - lo;
    uintptr_t margin = size / 8;
    if (margin < ((uintptr_t)256 << 10)) margin = (uintptr_t)256 << 10;
    if (margin > size / 2) margin = size / 2;
    return lo + margin;
}

#if defined(__wasm__)
/* the stack [lo, hi) in linear memory, from the linker's layout: below static data when
 * placed first (--stack-first: from 0 to __global_base), else between the data's end and
 * the heap's base; false when the frame here lies in neither */
static bool wasm_stack(uintptr_t *lo, uintptr_t *hi) {
    uintptr_t here = LANG_STACK_HERE(), data = (uintptr_t)&__global_base;
    uintptr_t data_end = (uintptr_t)&__data_end, heap_base = (uintptr_t)&__heap_base;
    if (here < data) {
        *lo = 0;
        *hi = data;
        return true;
    }
    if (here > data_end && here <= heap_base) {
        *lo = data_end;
        *hi = heap_base;
        return true;
    }
    return false;
}
#endif

#if defined(HAVE_GETATTR_NP)
/* the running thread's stack [lo, hi), from its attributes */
static bool thread_stack(uintptr_t *lo, uintptr_t *hi) {
    pthread_attr_t attr;
    bool ok = false;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        void *addr = NULL;
        size_t size = 0;
        if (pthread_attr_getstack(&attr, &addr, &size) == 0 && addr && size) {
            *lo = (uintptr_t)addr;
            *hi = *lo + size;
            ok = true;
        }
        pthread_attr_destroy(&attr);
    }
    return ok;
}
#endif

uintptr_t py_stack_floor(void) {
    if (cached_floor) return cached_floor;
    uintptr_t here = LANG_STACK_HERE();
    uintptr_t f = 0;
#if defined(__wasm__)
    uintptr_t lo, hi;
    if (wasm_stack(&lo, &hi)) f = floor_of(lo, hi);
#elif defined(HAVE_GETATTR_NP)
    uintptr_t lo, hi;
    if (thread_stack(&lo, &hi)) {
        /* an unlimited main-thread stack: use 64 MiB of it */
        if (hi - lo > ((uintptr_t)64 << 20) && here > lo + ((uintptr_t)64 << 20)) {
            lo = here - ((uintptr_t)64 << 20);
            hi = here;
        }
        if (here > lo && here <= hi) f = floor_of(lo, hi);
    }
#endif
    if (!f) f = here > ((uintptr_t)256 << 10) ? here - ((uintptr_t)256 << 10) : 0;
    cached_floor = f;
    return f;
}

/* The highest address of the running thread's stack, where the collector's scan ends
 * (py_gc.c); 0 where it is not known: the heap then collects nothing.  In WebAssembly the
 * top of the stack in linear memory (where static data begins when the stack is placed
 * first, else the heap's base); only its safepoints collect there (py_arena.c). */
uintptr_t py_stack_top(void) {
#if defined(__wasm__)
    uintptr_t lo, hi;
    return wasm_stack(&lo, &hi) ? hi : 0;
#elif defined(HAVE_GETATTR_NP)
    /* the bounds are cached per thread; whether this frame lies in them is asked each
     * time (a run on another stack, a fiber's, is not scanned: nothing is collected) */
    static _Thread_local uintptr_t cached_lo, cached_hi;
    uintptr_t here = LANG_STACK_HERE();
    if (!cached_hi && !thread_stack(&cached_lo, &cached_hi)) cached_lo = cached_hi = 0;
    return here > cached_lo && here < cached_hi ? cached_hi : 0;
#else
    return 0;
#endif
}

int lang_recursion_error(sl_error *err, const char *where) {
    return lang_py_error(err, "RecursionError", "maximum recursion depth exceeded%s", where ? where : "");
}
