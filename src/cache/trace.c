/*
 * trace.c — the address trace of a strided view, and its run through a cache model.
 *
 * Walk.  A view's elements are visited by an odometer over a permutation of its
 * dimensions: logical (row-major), storage (dimensions sorted by |stride|, largest
 * outermost, negative strides walked upwards by starting at the far end), or row-major
 * with one dimension moved innermost (GPU lanes).  Size-1 dimensions are dropped; a
 * size-0 dimension empties the walk.  Before walking we compute the view's span once
 * with checked arithmetic and insist that the lowest element is >= 0 and the highest
 * byte fits in int64.  Every address the odometer holds afterwards is the address of a
 * real element (an increment moves one index up; a carry resets one index to 0), so it
 * lies inside that span and no step can overflow.
 *
 * Distinct counts.  Bytes used and distinct lines per level come from the set of
 * distinct elements the view reaches, visited in ascending order: a bitmap over the
 * span when the span is small enough, else a sorted, de-duplicated array of the
 * addresses.  In ascending order, distinct lines of size 2^k are counted by one sweep
 * that remembers the last line counted.  This module allocates (those two structures);
 * the cache model itself does not.  sl_trace_cost tells a caller, before a run, the work
 * (line lookups, which grow with the bytes per element, not only with elements) and
 * that memory, so that both can be bounded.
 */
#include "core/internal.h"

#include <stdlib.h>

#define BITMAP_MAX_ELEMS (INT64_C(1) << 32) /* 512 MiB of bits at most */

/* Set up the walk in units where one element is `unit` bytes and element 0 is at
 * `base`: the public iterator uses (itemsize, base_bytes); distinct counting uses
 * (1, 0), i.e. storage element numbers. */
static int iter_setup(sl_trace_iter *it, const sl_layout *l, sl_trace_order order,
                      int64_t inner_dim, int64_t base, int64_t unit, int64_t *min_elem,
                      int64_t *max_elem, sl_error *err) {
    if (!l) return sl_error_null_arg(err, "sl_trace", "l");
    if (l->ndim < 0 || l->ndim > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_LIMIT, "ValueError",
                            "number of dimensions %d is outside [0, %d]", (int)l->ndim,
                            SL_MAX_DIMS);
    if (l->itemsize < 1)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "itemsize must be >= 1");
    if (base < 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "base address must be >= 0, got %lld", (long long)base);
    int32_t perm[SL_MAX_DIMS];
    int32_t n = l->ndim;
    for (int32_t d = 0; d < n; d++) perm[d] = d;
    if (order == SL_TRACE_INNER) {
        if (n > 0) {
            int64_t dim;
            int rc = sl_wrap_dim(inner_dim, n, false, &dim, err);
            if (rc) return rc;
            for (int32_t d = (int32_t)dim; d < n - 1; d++) perm[d] = perm[d + 1];
            perm[n - 1] = (int32_t)dim;
        }
    } else if (order == SL_TRACE_STORAGE) {
        /* stable insertion sort by |stride| descending */
        for (int32_t i = 1; i < n; i++) {
            int32_t v = perm[i], j = i;
            uint64_t key = l->stride[v] < 0 ? (uint64_t)0 - (uint64_t)l->stride[v]
                                            : (uint64_t)l->stride[v];
            while (j > 0) {
                int64_t s = l->stride[perm[j - 1]];
                uint64_t k2 = s < 0 ? (uint64_t)0 - (uint64_t)s : (uint64_t)s;
                if (k2 >= key) break;
                perm[j] = perm[j - 1];
                j--;
            }
            perm[j] = v;
        }
    } else if (order != SL_TRACE_LOGICAL) {
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "unknown trace order %d",
                            (int)order);
    }

    int64_t numel, lo, hi, end_byte;
    bool empty;
    int rc = sl_layout_numel(l, &numel, err);
    if (rc) return rc;
    rc = sl_layout_span(l, &lo, &hi, &empty, err);
    if (rc) return rc;
    memset(it, 0, sizeof *it);
    it->width_bytes = l->itemsize;
    *min_elem = lo;
    *max_elem = hi;
    if (empty || numel == 0) {
        it->remaining = 0;
        it->ndim = 0;
        it->addr_bytes = base;
        return SL_OK;
    }
    if (lo < 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "the view reaches storage element %lld, before element 0",
                            (long long)lo);
    /* highest byte of the view in the caller's units, and in real bytes */
    if (sl_ovf_add(hi, 1, &end_byte) || sl_ovf_mul(end_byte, l->itemsize, &end_byte) ||
        sl_ovf_add(end_byte, base, &end_byte))
        return sl_error_overflow(err, "the view's highest byte address");

    int64_t start = l->offset; /* element of the first visited index */
    int32_t k = 0;
    for (int32_t i = 0; i < n; i++) {
        int32_t d = perm[i];
        if (l->size[d] == 1) continue;
        int64_t stride = l->stride[d];
        if (order == SL_TRACE_STORAGE && stride < 0) {
            /* walk upwards: start at the last index; (size-1)*stride is within the span */
            start += (l->size[d] - 1) * stride;
            stride = -stride;
        }
        it->size[k] = l->size[d];
        it->stride_bytes[k] = stride * unit; /* |stride|*(size-1) <= span: no overflow */
        k++;
    }
    it->ndim = k;
    it->remaining = numel;
    it->addr_bytes = base + start * unit;
    return SL_OK;
}

int sl_trace_iter_init(sl_trace_iter *it, const sl_layout *l, sl_trace_order order,
                       int64_t inner_dim, int64_t base_bytes, sl_error *err) {
    int64_t lo, hi;
    SL_NONNULL(it, err);
    SL_NONNULL(l, err);
    return iter_setup(it, l, order, inner_dim, base_bytes, l->itemsize, &lo, &hi, err);
}

int64_t sl_trace_iter_fill(sl_trace_iter *it, int64_t *out, int64_t cap) {
    int64_t n = 0;
    if (!it || !out || cap <= 0 || it->ndim < 0 || it->ndim > SL_MAX_DIMS) return 0;
    int32_t last = it->ndim - 1;
    while (n < cap && it->remaining > 0) {
        out[n++] = it->addr_bytes;
        if (--it->remaining == 0) break;
        if (last < 0) continue; /* unreachable: one element only when ndim == 0 */
        int32_t d = last;
        for (;;) {
            if (++it->index[d] < it->size[d]) {
                it->addr_bytes += it->stride_bytes[d];
                break;
            }
            it->addr_bytes -= (it->size[d] - 1) * it->stride_bytes[d];
            it->index[d] = 0;
            d--;
        }
    }
    return n;
}

size_t sl_din_format(char *buf, size_t cap, int64_t addr_bytes, int64_t size_bytes) {
    if (!buf) return 0;
    int n = snprintf(buf, cap, "r %llx %llx\n", (unsigned long long)addr_bytes,
                     (unsigned long long)size_bytes);
    return n < 0 ? 0 : (size_t)n;
}

/* ---- distinct elements in ascending order ------------------------------------------ */

typedef struct distinct_set {
    int64_t lo;          /* bitmap: element number of bit 0 */
    int64_t nbits;
    uint64_t *bits;      /* bitmap form, or NULL */
    int64_t *sorted;     /* array form: ascending, unique */
    int64_t count;
} distinct_set;

static int cmp_i64(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* A bitmap over the span when it is small, or not much larger than the sorted array of
 * numel addresses would be; else that array. */
static bool use_bitmap(int64_t span, int64_t numel) {
    return span <= BITMAP_MAX_ELEMS && (span <= (INT64_C(1) << 27) || span / 64 <= numel);
}

static int distinct_build(distinct_set *ds, const sl_layout *l, sl_trace_order order,
                          int64_t inner_dim, int64_t numel, sl_error *err) {
    memset(ds, 0, sizeof *ds);
    sl_trace_iter it;
    int64_t lo, hi;
    int rc = iter_setup(&it, l, order, inner_dim, 0, 1, &lo, &hi, err);
    if (rc) return rc;
    if (it.remaining == 0) return SL_OK;
    int64_t span = hi - lo + 1; /* hi, lo >= 0 and hi+1 checked: fits */
    int64_t buf[1024];
    if (use_bitmap(span, numel)) {
        ds->lo = lo;
        ds->nbits = span;
        ds->bits = calloc((size_t)((span + 63) / 64), sizeof(uint64_t));
        if (!ds->bits) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
        int64_t got;
        while ((got = sl_trace_iter_fill(&it, buf, 1024)) > 0)
            for (int64_t i = 0; i < got; i++) {
                uint64_t b = (uint64_t)(buf[i] - lo);
                uint64_t m = UINT64_C(1) << (b & 63);
                if (!(ds->bits[b >> 6] & m)) {
                    ds->bits[b >> 6] |= m;
                    ds->count++;
                }
            }
        return SL_OK;
    }
    if ((uint64_t)numel > SIZE_MAX / sizeof(int64_t))
        return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    ds->sorted = malloc((size_t)numel * sizeof(int64_t));
    if (!ds->sorted) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    int64_t n = sl_trace_iter_fill(&it, ds->sorted, numel);
    qsort(ds->sorted, (size_t)n, sizeof(int64_t), cmp_i64);
    int64_t u = 0;
    for (int64_t i = 0; i < n; i++)
        if (u == 0 || ds->sorted[u - 1] != ds->sorted[i]) ds->sorted[u++] = ds->sorted[i];
    ds->count = u;
    return SL_OK;
}

static void distinct_free(distinct_set *ds) {
    free(ds->bits);
    free(ds->sorted);
}

/* Distinct lines of 2^shift bytes covering the distinct elements' bytes. */
static uint64_t distinct_lines(const distinct_set *ds, int64_t base, int64_t width,
                               uint32_t shift) {
    uint64_t count = 0, prev_last = 0;
    bool any = false;
#define VISIT(elem)                                                                  \
    do {                                                                             \
        uint64_t a = (uint64_t)(base + (elem) * width);                              \
        uint64_t first = a >> shift, last_ = (a + (uint64_t)width - 1) >> shift;     \
        if (!any || first > prev_last) {                                             \
            count += last_ - first + 1;                                              \
        } else if (last_ > prev_last) {                                              \
            count += last_ - prev_last;                                              \
        }                                                                            \
        if (!any || last_ > prev_last) prev_last = last_;                            \
        any = true;                                                                  \
    } while (0)
    if (ds->bits) {
        int64_t words = (ds->nbits + 63) / 64;
        for (int64_t w = 0; w < words; w++) {
            uint64_t word = ds->bits[w];
            while (word) {
                int b = __builtin_ctzll(word);
                word &= word - 1;
                VISIT(ds->lo + w * 64 + b);
            }
        }
    } else if (ds->sorted) {
        for (int64_t i = 0; i < ds->count; i++) VISIT(ds->sorted[i]);
    }
#undef VISIT
    return count;
}

/* ---- the run ---------------------------------------------------------------------- */

int sl_trace_run(const sl_layout *l, sl_trace_order order, int64_t inner_dim,
                 int64_t base_bytes, sl_cache *c, sl_trace_report *rep,
                 sl_trace_lines *lines, sl_error *err) {
    sl_trace_iter it;
    SL_NONNULL(l, err);
    SL_NONNULL(c, err);
    SL_NONNULL(rep, err);
    if (!sl_cache_valid(c))
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "sl_trace_run: the cache was not set up by sl_cache_init");
    if (lines && lines->nlines < 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "sl_trace_run: lines->nlines is negative");
    int rc = sl_trace_iter_init(&it, l, order, inner_dim, base_bytes, err);
    if (rc) return rc;
    memset(rep, 0, sizeof *rep);
    rep->nlevels = c->nlevels;
    int64_t numel = it.remaining, width = l->itemsize;
    rep->elements = numel;
    if (sl_ovf_mul(numel, width, &rep->bytes_requested))
        return sl_error_overflow(err, "the bytes requested");

    sl_cache_level_stats before[SL_CACHE_MAX_LEVELS];
    for (int32_t i = 0; i < c->nlevels; i++) before[i] = c->level[i].stats;

    int64_t buf[1024], got;
    uint32_t shift0 = c->level[0].line_shift;
    while ((got = sl_trace_iter_fill(&it, buf, 1024)) > 0) {
        if (!lines) {
            /* addresses are >= 0 and end within int64 (checked at init): cannot fail */
            for (int64_t i = 0; i < got; i++)
                sl_cache_load(c, (uint64_t)buf[i], (uint64_t)width);
            continue;
        }
        for (int64_t i = 0; i < got; i++) {
            /* one lookup per level-0 line so each line's hit or miss can be recorded */
            uint64_t a = (uint64_t)buf[i], end = a + (uint64_t)width;
            while (a < end) {
                uint64_t line = a >> shift0;
                uint64_t line_end = (line + 1) << shift0; /* a < 2^63: no wrap */
                uint64_t piece_end = line_end < end ? line_end : end;
                int lvl = sl_cache_load(c, a, piece_end - a);
                if (line >= lines->first_line &&
                    line - lines->first_line < (uint64_t)lines->nlines) {
                    uint64_t k = line - lines->first_line;
                    if (lines->touches && lines->touches[k] < UINT32_MAX) lines->touches[k]++;
                    if (lvl > 0 && lines->misses && lines->misses[k] < UINT32_MAX)
                        lines->misses[k]++;
                }
                a = piece_end;
            }
        }
    }
    for (int32_t i = 0; i < c->nlevels; i++) {
        const sl_cache_level_stats *s = &c->level[i].stats;
        sl_trace_level_report *r = &rep->level[i];
        r->accesses = s->accesses - before[i].accesses;
        r->hits = s->hits - before[i].hits;
        r->misses = s->misses - before[i].misses;
        r->evictions = s->evictions - before[i].evictions;
        r->bytes_moved = r->misses * (uint64_t)c->level[i].config.line_bytes;
    }

    distinct_set ds;
    rc = distinct_build(&ds, l, order, inner_dim, numel, err);
    if (rc) {
        distinct_free(&ds);
        return rc;
    }
    rep->bytes_used = ds.count * width; /* <= bytes_requested: no overflow */
    for (int32_t i = 0; i < c->nlevels; i++) {
        uint32_t sh = c->level[i].line_shift;
        rep->level[i].distinct_lines =
            (i > 0 && sh == c->level[i - 1].line_shift)
                ? rep->level[i - 1].distinct_lines
                : distinct_lines(&ds, base_bytes, width, sh);
    }
    distinct_free(&ds);
    return SL_OK;
}

/* ---- what a run costs, before running it --------------------------------------------- */

int sl_trace_cost(const sl_layout *l, int64_t line_bytes, sl_trace_cost_t *out, sl_error *err) {
    SL_NONNULL(l, err);
    SL_NONNULL(out, err);
    if (line_bytes < 1)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "line size must be >= 1");
    sl_trace_iter it;
    int64_t lo, hi;
    int rc = iter_setup(&it, l, SL_TRACE_LOGICAL, 0, 0, 1, &lo, &hi, err);
    if (rc) return rc;
    memset(out, 0, sizeof *out);
    int64_t numel = it.remaining;
    out->elements = numel;
    if (numel == 0) return SL_OK;
    /* a range of w bytes touches at most 1 + ceil((w - 1) / L) lines of L bytes */
    uint64_t w = (uint64_t)l->itemsize, L = (uint64_t)line_bytes;
    uint64_t per = 1 + (w - 1 + L - 1) / L;
    out->lines_per_element = per;
    out->lookups = (uint64_t)numel > UINT64_MAX / per ? UINT64_MAX : (uint64_t)numel * per;
    int64_t span = hi - lo + 1;
    out->distinct_bytes = use_bitmap(span, numel) ? ((uint64_t)span + 63) / 64 * 8
                                                  : (uint64_t)numel * 8;
    return SL_OK;
}
