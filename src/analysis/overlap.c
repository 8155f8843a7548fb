/*
 * overlap.c — exact internal and pairwise overlap of byte views, with witnesses.
 *
 * Both questions reduce to one bounded linear equation in non-negative integers,
 *
 *        sum_k c_k x_k = rhs,   0 <= x_k <= u_k,   c_k > 0,
 *
 * one variable per dimension of size > 1 (index mirrored when its stride is negative,
 * so every coefficient is positive) plus one "byte inside the element" variable per
 * view wider than one byte.  For a pair, view B's variables are mirrored once more so
 * both sides add: an A-byte equals a B-byte iff the sum equals (end_B - 1) - start_A.
 * For internal overlap each variable is the difference of two tuples shifted by its
 * bound (so it ranges over [0, 2u]) and the right-hand side is the sum of midpoints;
 * the midpoint itself (the tuple paired with itself) does not count.
 *
 * Cheap exact tests run first (empty views, disjoint extents, zero strides, nested
 * strides, pigeonhole counting, the gcd of all coefficients).  Then a depth-first search
 * fixes variables from the smallest coefficient up; every level keeps only values for
 * which the rest stays divisible by the gcd of the remaining coefficients and inside
 * their reach, and the last two variables are solved in closed form (a two-variable
 * equation has an arithmetic progression of solutions).  All of it runs in 128-bit
 * integers, so views whose extents approach 2^63 bytes are decided.  When enumerating
 * element addresses is cheaper than the search's remaining budget (a bitmap over the
 * shared byte range, or sorted start addresses), the answer comes from enumeration.
 * Every path that answers YES returns the two index tuples and the byte they share.
 *
 * This file holds the cheap tests and the public API; the search and its problems are
 * overlap_solve.c, enumeration overlap_enum.c, what they share overlap_internal.h.
 */
#include "analysis/overlap_internal.h"

#include <stdarg.h>
#include <stdio.h>

/* ------------------------------------------------------------ cheap tests -- */

static i128 span128(const sl_bview *v) {
    i128 lo, end;
    return extent128(v, &lo, &end) ? end - lo : 0;
}

static i128 numel128(const sl_bview *v) {
    i128 n = 1;
    for (int32_t d = 0; d < v->ndim; d++) {
        n *= v->size[d];
        if (n > EXTENT_LIMIT) return EXTENT_LIMIT; /* only compared with spans < 2^100 */
    }
    return n;
}

/* Sorted by |stride|, does every stride reach past all smaller ones plus the width? */
static bool nested(const sl_bview *v) {
    int32_t order[SL_MAX_DIMS], n = 0;
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] > 1) order[n++] = d;
    for (int32_t i = 1; i < n; i++) /* insertion sort by |stride| */
        for (int32_t j = i; j > 0; j--) {
            i128 x = v->stride_bytes[order[j]], y = v->stride_bytes[order[j - 1]];
            if ((x < 0 ? -x : x) >= (y < 0 ? -y : y)) break;
            int32_t t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    i128 reach = v->width_bytes;
    for (int32_t i = 0; i < n; i++) {
        i128 s = v->stride_bytes[order[i]];
        if (s < 0) s = -s;
        if (s < reach) return false;
        reach += s * (v->size[order[i]] - 1);
    }
    return true;
}

/* elements x width > span forces two elements to share a byte. */
static bool pigeonhole(const sl_bview *v) {
    return numel128(v) * v->width_bytes > span128(v);
}

/* Shrink v to a sub-box (same origin) in which counting still forces overlap; halve the
 * largest dimension while the count stays above the span. */
static void pigeonhole_box(sl_bview *v) {
    for (;;) {
        bool changed = false;
        int32_t order[SL_MAX_DIMS], n = 0;
        for (int32_t d = 0; d < v->ndim; d++)
            if (v->size[d] > 1) order[n++] = d;
        for (int32_t i = 1; i < n; i++)
            for (int32_t j = i; j > 0 && v->size[order[j]] > v->size[order[j - 1]]; j--) {
                int32_t t = order[j];
                order[j] = order[j - 1];
                order[j - 1] = t;
            }
        for (int32_t i = 0; i < n && !changed; i++) {
            int32_t d = order[i];
            int64_t old = v->size[d];
            v->size[d] = old - old / 2;
            if (pigeonhole(v))
                changed = true;
            else
                v->size[d] = old;
        }
        if (!changed) return;
    }
}

/* ------------------------------------------------------------- public API -- */

static void say(sl_overlap_result *res, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static void say(sl_overlap_result *res, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(res->reason_text, sizeof res->reason_text, fmt, ap);
    va_end(ap);
}

static void answer_no(sl_overlap_result *res, sl_ovl_reason why) {
    res->answer = SL_OVL_NO;
    res->reason = why;
}

static void answer_yes(sl_overlap_result *res, sl_ovl_method how) {
    res->answer = SL_OVL_YES;
    res->method = how;
    res->has_witness = true;
}

/* Clears the header and the used entries of the tuples (clearing all 2 x 64 entries
 * dominated the cost of the smallest questions). */
static void init_result(sl_overlap_result *res, int32_t na, int32_t nb) {
    res->answer = SL_OVL_NO;
    res->reason = SL_OVR_NONE;
    res->method = SL_OVM_NONE;
    res->reason_text[0] = 0;
    res->has_witness = false;
    res->byte = 0;
    res->work = 0;
    res->ndim_a = na;
    res->ndim_b = nb;
    memset(res->index_a, 0, sizeof(int64_t) * (size_t)na);
    memset(res->index_b, 0, sizeof(int64_t) * (size_t)nb);
}

/* Budget for the search when enumeration (cost enum_cost) is available afterwards. */
static int64_t search_budget(int64_t budget, bool can_enum, int64_t enum_cost) {
    if (!can_enum || (budget >= 0 && budget < enum_cost)) return budget;
    int64_t sb = enum_cost / 16 + 64;
    if (sb > (1 << 20)) sb = 1 << 20; /* search nodes cost ~10x an enumerated element */
    if (budget >= 0 && sb > budget - enum_cost) sb = budget - enum_cost;
    return sb;
}

static bool byte_fits(i128 lo, i128 end) { return lo >= INT64_MIN && end - 1 <= INT64_MAX; }

/* Test hook (not in the public header): mode 0 = automatic, 1 = search only (no
 * enumeration, no pigeonhole), 2 = enumeration only (after the exact cheap tests),
 * 3 = enumeration by sorted addresses even where a bitmap would fit. */
int sl_overlap_internal_mode(const sl_bview *v, int64_t budget, int mode,
                             sl_overlap_result *res, sl_error *err);
int sl_overlap_pair_mode(const sl_bview *a, const sl_bview *b, int64_t budget, int mode,
                         sl_overlap_result *res, sl_error *err);

int sl_overlap_internal(const sl_bview *v, int64_t budget, sl_overlap_result *res,
                        sl_error *err) {
    return sl_overlap_internal_mode(v, budget, 0, res, err);
}

int sl_overlap_pair(const sl_bview *a, const sl_bview *b, int64_t budget,
                    sl_overlap_result *res, sl_error *err) {
    return sl_overlap_pair_mode(a, b, budget, 0, res, err);
}

static int internal_mode(const sl_bview *v, int64_t budget, int mode, sl_overlap_result *res,
                         sl_error *err) {
    int rc = check_view(v, "A", err);
    if (rc) return rc;
    init_result(res, v->ndim, v->ndim);
    if (is_empty(v)) {
        answer_no(res, SL_OVR_EMPTY);
        say(res, "the view has no elements");
        return SL_OK;
    }
    int32_t big = 0;
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] > 1) big++;
    if (big == 0) {
        answer_no(res, SL_OVR_SINGLE);
        say(res, "the view has a single element");
        return SL_OK;
    }
    i128 lo = 0, end = 0;   /* set by extent128: the view is not empty here */
    extent128(v, &lo, &end);
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] > 1 && v->stride_bytes[d] == 0) {
            answer_yes(res, SL_OVM_ZERO_STRIDE);
            res->index_b[d] = 1;
            res->byte = v->offset_bytes;
            say(res, "dimension %d has size %lld and stride 0", (int)d, (long long)v->size[d]);
            return SL_OK;
        }
    if (mode == 0 && nested(v)) {
        answer_no(res, SL_OVR_NESTED);
        say(res, "strides are nested: sorted by |stride|, each exceeds the reach of the "
                 "smaller ones plus the %lld-byte width", (long long)v->width_bytes);
        return SL_OK;
    }
    if (mode == 0 && big == 1) {
        /* one moving dimension that is not nested: |stride| < width, so neighbours meet */
        for (int32_t d = 0; d < v->ndim; d++)
            if (v->size[d] > 1 && fits64((i128)v->offset_bytes + v->stride_bytes[d])) {
                answer_yes(res, SL_OVM_SEARCH);
                res->index_b[d] = 1;
                i128 a0 = v->offset_bytes, a1 = a0 + v->stride_bytes[d];
                res->byte = (int64_t)(a0 > a1 ? a0 : a1);
                long long gap = v->stride_bytes[d] < 0 ? -v->stride_bytes[d] : v->stride_bytes[d];
                say(res, "neighbours along dimension %d are %lld %s apart, closer than "
                         "the %lld-byte width", (int)d, gap, sl_plural(gap, "byte", "bytes"),
                    (long long)v->width_bytes);
                return SL_OK;
            }
    }
    bool can_enum = ovl_enum_safe(v) && ((int64_t)(end - lo) <= BITMAP_MAX_BITS ||
                                     ovl_numel_sat(v) <= SORT_MAX_ELEMS);
    int st;
    if (mode == 1) can_enum = false;
    int64_t nel = ovl_numel_sat(v);
    int64_t enum_cost = nel > INT64_MAX / 3 ? INT64_MAX : 2 * nel + 16;
    problem *p = malloc(sizeof *p);
    if (!p) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    ovl_build_internal(p, v);
    ovl_prepare(p, false);
    int64_t sb = mode >= 2 ? 0 : search_budget(budget, can_enum, enum_cost);
    int r = R_BUDGET;
    if (mode != 1 && pigeonhole(v) && ovl_enum_safe(v)) {
        /* counting proves YES; a short search often finds the witness at once, else it
         * is enumerated in a sub-box that counting still forces to overlap */
        p->budget = (sb >= 0 && sb < 4096) ? sb : 4096;
        r = ovl_run_search(p);
        res->work += p->work;
        sl_bview box;
        i128 blo = 0, bend = 0;
        if (r == R_BUDGET) {
            box = *v;
            pigeonhole_box(&box);
            extent128(&box, &blo, &bend);
        }
        if (r == R_BUDGET && bend - blo <= BITMAP_MAX_BITS &&
            (budget < 0 || budget - res->work >= 2 * ovl_numel_sat(&box))) {
            r = ovl_enum_internal(&box, false, res, err, &st);
            if (st) {
                free(p);
                return st;
            }
            if (r == R_YES) {
                free(p);
                answer_yes(res, SL_OVM_PIGEONHOLE);
                char n1[64], n2[64];
                snprintf(n1, sizeof n1, "%.6g", (double)numel128(v));
                snprintf(n2, sizeof n2, "%.6g", (double)span128(v));
                say(res, "forced by counting: %s elements x %lld %s > span %s bytes; "
                         "witness found in a sub-box", n1, (long long)v->width_bytes,
                    sl_plural(v->width_bytes, "byte", "bytes"), n2);
                return SL_OK;
            }
            r = R_BUDGET;
        }
    }
    if (r == R_BUDGET && sb != 0) {
        p->work = 0;
        p->budget = sb < 0 ? sb : (budget >= 0 && sb > budget - res->work ? budget - res->work : sb);
        r = ovl_run_search(p);
        res->work += p->work;
    }
    if (r == R_YES) {
        bool fits = ovl_witness_from_internal(p, v, res);
        free(p);
        if (!fits)
            return sl_error_set(err, SL_ERR_OVERFLOW, "OverflowError",
                                "overlap found, but the shared byte lies beyond int64");
        answer_yes(res, SL_OVM_SEARCH);
        say(res, "the bounded search solved the address equation");
        return SL_OK;
    }
    free(p);
    if (r == R_NO) {
        answer_no(res, SL_OVR_SEARCH);
        say(res, "exhaustive search: no two index tuples share a byte (%lld %s)",
            (long long)res->work, sl_plural(res->work, "node", "nodes"));
        return SL_OK;
    }
    if (can_enum && (budget < 0 || res->work + enum_cost <= budget)) {
        int64_t before = res->work;
        r = ovl_enum_internal(v, mode == 3, res, err, &st);
        if (st) return st;
        if (r == R_YES) {
            answer_yes(res, SL_OVM_ENUMERATION);
            say(res, "enumeration met byte %lld twice", (long long)res->byte);
        } else {
            answer_no(res, SL_OVR_ENUMERATION);
            say(res, "enumerated all %lld %s: no byte owned twice (%lld %s)", (long long)nel,
                sl_plural(nel, "element", "elements"), (long long)(res->work - before),
                sl_plural(res->work - before, "unit", "units"));
        }
        return SL_OK;
    }
    res->answer = SL_OVL_UNKNOWN;
    say(res, "work budget %lld exhausted after %lld %s", (long long)budget,
        (long long)res->work, sl_plural(res->work, "unit", "units"));
    return SL_OK;
}

static int pair_mode(const sl_bview *a, const sl_bview *b, int64_t budget, int mode,
                     sl_overlap_result *res, sl_error *err) {
    int rc = check_view(a, "A", err);
    if (!rc) rc = check_view(b, "B", err);
    if (rc) return rc;
    init_result(res, a->ndim, b->ndim);
    i128 loA, endA, loB, endB;
    if (!extent128(a, &loA, &endA) || !extent128(b, &loB, &endB)) {
        answer_no(res, SL_OVR_EMPTY);
        say(res, "a view has no elements");
        return SL_OK;
    }
    if (endA <= loB || endB <= loA) {
        answer_no(res, SL_OVR_EXTENTS);
        char ta[96], tb[96];
        snprintf(ta, sizeof ta, "[%.0f, %.0f)", (double)loA, (double)endA);
        snprintf(tb, sizeof tb, "[%.0f, %.0f)", (double)loB, (double)endB);
        if (byte_fits(loA, endA) && byte_fits(loB, endB)) {
            snprintf(ta, sizeof ta, "[%lld, %lld)", (long long)loA, (long long)endA);
            snprintf(tb, sizeof tb, "[%lld, %lld)", (long long)loB, (long long)endB);
        }
        say(res, "byte extents %s and %s are disjoint", ta, tb);
        return SL_OK;
    }
    i128 lo = imax(loA, loB), hi = imin(endA, endB);
    problem *p = malloc(sizeof *p);
    if (!p) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    ovl_build_pair(p, a, b, loA, endB);
    ovl_prepare(p, true);
    if (p->n > 0 && p->rhs % p->g[p->n - 1] != 0) {
        answer_no(res, SL_OVR_GCD);
        char g[48], dist[48];
        snprintf(g, sizeof g, "%.0f", (double)p->g[p->n - 1]);
        snprintf(dist, sizeof dist, "%.0f", (double)p->rhs);
        if (p->g[p->n - 1] <= INT64_MAX && p->rhs <= INT64_MAX) {
            snprintf(g, sizeof g, "%lld", (long long)p->g[p->n - 1]);
            snprintf(dist, sizeof dist, "%lld", (long long)p->rhs);
        }
        say(res, "gcd %s of all strides does not divide the distance %s", g, dist);
        free(p);
        return SL_OK;
    }
    int64_t na = ovl_numel_sat(a), nb = ovl_numel_sat(b);
    int64_t small = na < nb ? na : nb, large = na < nb ? nb : na;
    bool can_enum = ovl_enum_safe(a) && ovl_enum_safe(b) &&
                    ((int64_t)(hi - lo) <= BITMAP_MAX_BITS || small <= SORT_MAX_ELEMS);
    int64_t enum_cost = (large > INT64_MAX / 2 || small > INT64_MAX / 4)
                            ? INT64_MAX
                            : 2 * small + large + 16;
    if (mode == 1) can_enum = false;
    p->budget = mode >= 2 ? 0 : search_budget(budget, can_enum, enum_cost);
    int r = ovl_run_search(p);
    res->work += p->work;
    if (r == R_YES) {
        bool fits = ovl_witness_from_pair(p, a, b, res);
        free(p);
        if (!fits)
            return sl_error_set(err, SL_ERR_OVERFLOW, "OverflowError",
                                "overlap found, but the shared byte lies beyond int64");
        answer_yes(res, SL_OVM_SEARCH);
        say(res, "the bounded search solved the address equation");
        return SL_OK;
    }
    free(p);
    if (r == R_NO) {
        answer_no(res, SL_OVR_SEARCH);
        say(res, "exhaustive search: no byte of A is a byte of B (%lld %s)",
            (long long)res->work, sl_plural(res->work, "node", "nodes"));
        return SL_OK;
    }
    int st;
    if (can_enum && (budget < 0 || res->work + enum_cost <= budget)) {
        int64_t before = res->work;
        r = ovl_enum_pair(a, b, (int64_t)lo, (int64_t)hi, mode == 3, res, err, &st);
        if (st) return st;
        if (r == R_YES) {
            answer_yes(res, SL_OVM_ENUMERATION);
            say(res, "enumeration found byte %lld in both views", (long long)res->byte);
        } else {
            answer_no(res, SL_OVR_ENUMERATION);
            say(res, "enumerated the elements in the shared byte range: none shared "
                     "(%lld %s)", (long long)(res->work - before),
                sl_plural(res->work - before, "unit", "units"));
        }
        return SL_OK;
    }
    res->answer = SL_OVL_UNKNOWN;
    say(res, "work budget %lld exhausted after %lld %s", (long long)budget,
        (long long)res->work, sl_plural(res->work, "unit", "units"));
    return SL_OK;
}

/* The witness byte convention: the FIRST byte of the two witness elements' shared range,
 * max(addr_a, addr_b) (their ranges intersect, so it is owned by both).  Whichever path
 * found the witness (search, enumeration, zero stride, pigeonhole), the reported byte is
 * this one; an enumeration's reason text names it too. */
static void first_shared_byte(const sl_bview *a, const sl_bview *b, sl_overlap_result *res) {
    if (res->answer != SL_OVL_YES || !res->has_witness) return;
    i128 x = addr128(a, res->index_a), y = addr128(b, res->index_b);
    i128 first = x > y ? x : y;
    if (first < INT64_MIN || first > INT64_MAX) return; /* the search keeps such YES out */
    res->byte = (int64_t)first;
    if (res->method == SL_OVM_ENUMERATION)
        say(res, a == b ? "enumeration met byte %lld twice" : "enumeration found byte %lld in both views",
            (long long)res->byte);
}

int sl_overlap_internal_mode(const sl_bview *v, int64_t budget, int mode,
                             sl_overlap_result *res, sl_error *err) {
    SL_NONNULL(v, err);
    SL_NONNULL(res, err);
    int rc = internal_mode(v, budget, mode, res, err);
    if (rc == SL_OK) first_shared_byte(v, v, res);
    return rc;
}

int sl_overlap_pair_mode(const sl_bview *a, const sl_bview *b, int64_t budget, int mode,
                         sl_overlap_result *res, sl_error *err) {
    SL_NONNULL(a, err);
    SL_NONNULL(b, err);
    SL_NONNULL(res, err);
    int rc = pair_mode(a, b, budget, mode, res, err);
    if (rc == SL_OK) first_shared_byte(a, b, res);
    return rc;
}

static bool index_ok(const sl_bview *v, const int64_t *idx) {
    for (int32_t d = 0; d < v->ndim; d++)
        if (idx[d] < 0 || idx[d] >= v->size[d]) return false;
    return true;
}

static bool owns(const sl_bview *v, const int64_t *idx, int64_t byte) {
    i128 a = addr128(v, idx);
    return a <= byte && byte < a + v->width_bytes;
}

bool sl_overlap_witness_ok(const sl_bview *a, const sl_bview *b, const sl_overlap_result *res) {
    if (!a || !res || res->answer != SL_OVL_YES || !res->has_witness) return false;
    const sl_bview *other = b ? b : a;
    /* a view past the extent limit is never answered YES, and its addresses could pass
     * 2^127 */
    if (check_view(a, "A", NULL) != SL_OK || check_view(other, "B", NULL) != SL_OK)
        return false;
    if (!index_ok(a, res->index_a) || !index_ok(other, res->index_b)) return false;
    if (!b && memcmp(res->index_a, res->index_b, sizeof(int64_t) * (size_t)a->ndim) == 0)
        return false;
    return owns(a, res->index_a, res->byte) && owns(other, res->index_b, res->byte);
}

/* Are numpy's own intermediate numbers (right-hand side, merged and clipped bounds times
 * coefficients, its chain of merged bounds) all comfortably inside int64?  Past that,
 * numpy 1.24 may raise OverflowError, and whether it does depends on details of its
 * search (it skips the top merged bound, wraps some sums) that we do not reproduce. */
static bool numpy_numbers_small(const problem *p0) {
    const i128 lim = (i128)1 << 62;
    if (p0->rhs > lim) return false;
    i128 a[MAX_TERMS], u[MAX_TERMS], total = 0;
    int n = 0;
    for (int k = 0; k < p0->n; k++) { /* sorted descending; merge equal coefficients */
        if (n > 0 && a[n - 1] == p0->t[k].coef) {
            u[n - 1] += p0->t[k].bound;
        } else {
            a[n] = p0->t[k].coef;
            u[n] = p0->t[k].bound;
            n++;
        }
    }
    for (int k = 0; k < n; k++) { /* clipped to rhs / a as numpy does */
        i128 c = tdiv(p0->rhs, a[k]);
        if (u[k] > c) u[k] = c;
        total += a[k] * u[k];
        if (total > lim) return false;
    }
    return true;
}

/* the byte views of two arrays and their extents [lo, end), refusing extents that wrap
 * numpy's pointer arithmetic; *empty: an extent is empty (no overlap) */
static int np_pair_extents(const sl_array *a, const sl_array *b, sl_bview *va, sl_bview *vb, i128 *loA, i128 *endA,
                           i128 *loB, i128 *endB, bool *empty, sl_error *err) {
    memset(va, 0, sizeof *va);
    memset(vb, 0, sizeof *vb);
    const sl_array *src[2] = {a, b};
    sl_bview *dst[2] = {va, vb};
    for (int k = 0; k < 2; k++) {
        dst[k]->ndim = src[k]->ndim;
        dst[k]->width_bytes = src[k]->itemsize;
        dst[k]->offset_bytes = src[k]->offset_bytes;
        for (int32_t d = 0; d < src[k]->ndim && d < SL_MAX_DIMS; d++) {
            dst[k]->size[d] = src[k]->shape[d];
            dst[k]->stride_bytes[d] = src[k]->strides[d];
        }
    }
    *empty = !extent128(va, loA, endA) || !extent128(vb, loB, endB);
    if (*empty) return SL_OK;
    /* numpy classifies each stride*(n-1) by its sign in int64 and adds the extents to
     * the real data pointer in unsigned 64-bit arithmetic: a product past int64, or an
     * extent far below the buffer or near 2^64, wraps, and then its answer depends on
     * where the buffer happens to live; refuse there rather than guess */
    for (int k = 0; k < 2; k++) {
        const sl_bview *w = k ? vb : va;
        i128 wlo = k ? *loB : *loA, wend = k ? *endB : *endA;
        bool wraps = false;
        for (int32_t d = 0; d < w->ndim; d++) /* its sign test per dimension */
            if (!fits64((i128)(w->size[d] - 1) * w->stride_bytes[d])) wraps = true;
        if (wraps || wlo < -((i128)1 << 32) || wend > ((i128)1 << 64) - ((i128)1 << 48))
            return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: np.shares_memory on an array whose byte extent "
                                "wraps in numpy's 64-bit arithmetic (its answer there "
                                "depends on the buffer address)");
    }
    return SL_OK;
}

/* numpy's search stops at max_work; ours also at this many steps */
#define NP_BOUNDED_STEP_LIMIT INT64_C(10000000)

int sl_np_overlap_bounded(const sl_array *a, const sl_array *b, bool same_buffer, int64_t max_work,
                          sl_np_overlap_answer *answer, sl_error *err) {
    SL_NONNULL(a, err);
    SL_NONNULL(b, err);
    SL_NONNULL(answer, err);
    SL_NDIM_OK(a, err);
    SL_NDIM_OK(b, err);
    *answer = SL_NP_OVL_NO;
    if (max_work < 0) return sl_error_set(err, SL_ERR_PY, "ValueError", "Invalid value for max_work");
    if (!same_buffer) return SL_OK;
    sl_bview va, vb;
    i128 loA, endA, loB, endB;
    bool empty;
    int rc = np_pair_extents(a, b, &va, &vb, &loA, &endA, &loB, &endB, &empty, err);
    if (rc || empty) return rc;
    *answer = ovl_numpy_bounded(&va, &vb, loA, endA, loB, endB, max_work, NP_BOUNDED_STEP_LIMIT);
    return SL_OK;
}

int sl_np_shares_memory(const sl_array *a, const sl_array *b, bool same_buffer,
                        int64_t max_work, bool *shares, sl_error *err) {
    SL_NONNULL(a, err);
    SL_NONNULL(b, err);
    SL_NONNULL(shares, err);
    SL_NDIM_OK(a, err);
    SL_NDIM_OK(b, err);
    if (max_work < -1)
        return sl_error_set(err, SL_ERR_PY, "ValueError", "Invalid value for max_work");
    *shares = false;
    if (!same_buffer) return SL_OK;
    if (max_work >= 0) {
        sl_np_overlap_answer ans;
        int rc = sl_np_overlap_bounded(a, b, same_buffer, max_work, &ans, err);
        if (rc) return rc;
        switch (ans) {
        case SL_NP_OVL_NO: return SL_OK;
        case SL_NP_OVL_YES: *shares = true; return SL_OK;
        case SL_NP_OVL_TOO_HARD: return sl_error_set(err, SL_ERR_PY, "TooHardError", "Exceeded max_work");
        case SL_NP_OVL_OVERFLOW: return sl_error_set(err, SL_ERR_PY, "OverflowError", "Integer overflow in computing overlap");
        default:
            return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: np.shares_memory whose bounded search passes 10^7 steps "
                                "before max_work=%lld runs out", (long long)max_work);
        }
    }
    sl_bview va, vb;
    i128 loA, endA, loB, endB;
    bool empty;
    int rc = np_pair_extents(a, b, &va, &vb, &loA, &endA, &loB, &endB, &empty, err);
    if (rc || empty) return rc;
    if (endA <= loB || endB <= loA) return SL_OK;
    problem *p = malloc(sizeof *p);
    if (!p) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    i128 r1 = (endB - 1) - loA, r2 = (endA - 1) - loB;
    if (r2 < r1)
        ovl_build_pair(p, &vb, &va, loB, endA);
    else
        ovl_build_pair(p, &va, &vb, loA, endB);
    ovl_prepare(p, false);
    bool small = numpy_numbers_small(p);
    free(p);
    if (!small)
        return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                            "unsupported: np.shares_memory on arrays whose byte distances "
                            "exceed 2^62 (numpy may raise OverflowError there)");
    sl_overlap_result res;
    rc = sl_overlap_pair(&va, &vb, -1, &res, err);
    if (rc) return rc;
    *shares = res.answer == SL_OVL_YES;
    return SL_OK;
}
