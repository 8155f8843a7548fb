/*
 * tensor_sort.c — Tensor.sort / torch.sort (torch.return_types.sort) with torch's exact
 * order among equal keys; values and indices keep self's strides when self is
 * non-overlapping and dense, else infer_dense_strides (clone's preserve layout).
 * topk / kthvalue / msort build on it elsewhere.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ sort == */


/* KeyValueCompAsc / KeyValueCompDesc: NaN is largest */
static bool less_el(const sort_cmp *c, const sort_el *a, const sort_el *b) {
    if (c->fl) {
        double x = a->v.f, y = b->v.f;
        if (c->desc) return (isnan(x) && !isnan(y)) || x > y;
        return (!isnan(x) && isnan(y)) || x < y;
    }
    return c->desc ? a->v.i > b->v.i : a->v.i < b->v.i;
}

static void swap_el(sort_el *a, sort_el *b) {
    sort_el t = *a;
    *a = *b;
    *b = t;
}

/* libstdc++'s heap helpers (__push_heap, __adjust_heap, __make_heap, __pop_heap) */
static void push_heap(const sort_cmp *c, sort_el *f, int64_t hole, int64_t top, sort_el value) {
    int64_t parent = (hole - 1) / 2;
    while (hole > top && less_el(c, &f[parent], &value)) {
        f[hole] = f[parent];
        hole = parent;
        parent = (hole - 1) / 2;
    }
    f[hole] = value;
}

static void adjust_heap(const sort_cmp *c, sort_el *f, int64_t hole, int64_t len, sort_el value) {
    int64_t top = hole, child = hole;
    while (child < (len - 1) / 2) {
        child = 2 * (child + 1);
        if (less_el(c, &f[child], &f[child - 1])) child--;
        f[hole] = f[child];
        hole = child;
    }
    if ((len & 1) == 0 && child == (len - 2) / 2) {
        child = 2 * (child + 1);
        f[hole] = f[child - 1];
        hole = child - 1;
    }
    push_heap(c, f, hole, top, value);
}

static void heap_sort(const sort_cmp *c, sort_el *f, int64_t len) {
    if (len >= 2)
        for (int64_t parent = (len - 2) / 2;; parent--) {
            adjust_heap(c, f, parent, len, f[parent]);
            if (parent == 0) break;
        }
    for (int64_t last = len; last > 1;) {
        last--;
        sort_el value = f[last];
        f[last] = f[0];
        adjust_heap(c, f, 0, last, value);
    }
}

static void move_median_to_first(const sort_cmp *c, sort_el *result, sort_el *a, sort_el *b, sort_el *cc) {
    if (less_el(c, a, b)) {
        if (less_el(c, b, cc)) swap_el(result, b);
        else if (less_el(c, a, cc)) swap_el(result, cc);
        else swap_el(result, a);
    } else if (less_el(c, a, cc)) {
        swap_el(result, a);
    } else if (less_el(c, b, cc)) {
        swap_el(result, cc);
    } else {
        swap_el(result, b);
    }
}

static void introsort_loop(const sort_cmp *c, sort_el *first, sort_el *last, int64_t depth) {
    while (last - first > 16) {
        if (depth == 0) {
            heap_sort(c, first, last - first);
            return;
        }
        depth--;
        sort_el *mid = first + (last - first) / 2;
        move_median_to_first(c, first, first + 1, mid, last - 1);
        sort_el *lo = first + 1, *hi = last, *pivot = first;
        for (;;) {
            while (less_el(c, lo, pivot)) lo++;
            hi--;
            while (less_el(c, pivot, hi)) hi--;
            if (!(lo < hi)) break;
            swap_el(lo, hi);
            lo++;
        }
        introsort_loop(c, lo, last, depth);
        last = lo;
    }
}

static void unguarded_linear_insert(const sort_cmp *c, sort_el *last) {
    sort_el val = *last;
    sort_el *next = last - 1;
    while (less_el(c, &val, next)) {
        *last = *next;
        last = next;
        next--;
    }
    *last = val;
}

static void insertion_sort(const sort_cmp *c, sort_el *first, sort_el *last) {
    if (first == last) return;
    for (sort_el *i = first + 1; i != last; i++) {
        if (less_el(c, i, first)) {
            sort_el val = *i;
            memmove(first + 1, first, (size_t)(i - first) * sizeof *first);
            *first = val;
        } else {
            unguarded_linear_insert(c, i);
        }
    }
}

/* std::sort */
void tensor_std_sort(const sort_cmp *c, sort_el *f, int64_t n) {
    if (n < 2) return;
    int64_t lg = 63 - __builtin_clzll((unsigned long long)n);
    introsort_loop(c, f, f + n, 2 * lg);
    if (n > 16) {
        insertion_sort(c, f, f + 16);
        for (sort_el *i = f + 16; i != f + n; i++) unguarded_linear_insert(c, i);
    } else {
        insertion_sort(c, f, f + n);
    }
}

/* a stable merge sort (any stable sort gives std::stable_sort's order) */
void tensor_stable_sort(const sort_cmp *c, sort_el *f, sort_el *tmp, int64_t n) {
    if (n < 2) return;
    int64_t h = n / 2;
    tensor_stable_sort(c, f, tmp, h);
    tensor_stable_sort(c, f + h, tmp, n - h);
    int64_t i = 0, j = h, k = 0;
    while (i < h && j < n) tmp[k++] = less_el(c, &f[j], &f[i]) ? f[j++] : f[i++];
    while (i < h) tmp[k++] = f[i++];
    while (j < n) tmp[k++] = f[j++];
    memcpy(f, tmp, (size_t)n * sizeof *f);
}
