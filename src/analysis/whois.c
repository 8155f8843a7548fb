/*
 * whois.c — the address map backwards: every index tuple whose element owns a byte.
 *
 * A tuple i owns byte y when addr(i) <= y < addr(i) + width.  Mirroring the indices of
 * negative strides (x = size-1-i) makes every coefficient positive, and the byte inside
 * the element becomes one more variable p in [0, width-1]:
 *
 *        sum_k |s_k| x_k + p = y - start,       start = lowest address of the view.
 *
 * For a fixed tuple p is determined, so solutions and tuples correspond one to one.
 * Dimensions of size 1 are fixed at 0; dimensions with stride 0 never change the
 * address and multiply the count by their size (their values are listed, not solved).
 * The rest is solved depth first from the largest coefficient: at each level only
 * values that keep the remainder inside the reach of the smaller terms and divisible by
 * their gcd are tried, and the last two variables are counted in closed form (their
 * solutions are one arithmetic progression).  The view itself is never walked, so the
 * cost depends on the arithmetic, not on the number of elements.  Counts are exact in
 * 128 bits up to COUNT_CAP = 2^64 (every product and sum saturates there, so nothing
 * wraps however many stride-0 dimensions multiply it); reported counts are exact up to
 * INT64_MAX, and a larger count is reported as INT64_MAX with `saturated` set.
 */
#include "core/internal.h"

#include <stdlib.h>

__extension__ typedef __int128 i128;

typedef struct wterm {
    i128 coef, bound;
    int dim;    /* -1: the byte-in-element variable */
    bool flip;  /* index = size-1-x */
} wterm;

typedef struct wsearch {
    const sl_bview *v;
    wterm t[SL_MAX_DIMS + 1];
    int n;
    i128 g[SL_MAX_DIMS + 2];      /* g[k] = gcd of coefficients k..n-1 (g[n] = 0) */
    i128 reach[SL_MAX_DIMS + 2];  /* sum of coef*bound over k..n-1 */
    i128 x[SL_MAX_DIMS + 1];
    int zdims[SL_MAX_DIMS];       /* zero-stride dimensions of size > 1 */
    int nz;
    i128 zmult;                   /* product of their sizes */
    i128 count;
    int64_t *out, cap, listed;
    int64_t work, limit;
    bool over;
} wsearch;

#define COUNT_CAP ((i128)1 << 64)

/* a*b and a+b for counts in [0, COUNT_CAP], saturating at COUNT_CAP */
static i128 sat_mul(i128 a, i128 b) {
    if (a == 0 || b == 0) return 0;
    if (a > COUNT_CAP / b) return COUNT_CAP;
    i128 p = a * b;
    return p > COUNT_CAP ? COUNT_CAP : p;
}
static i128 sat_add(i128 a, i128 b) {
    i128 r = a + b; /* both <= 2^64: no overflow */
    return r > COUNT_CAP ? COUNT_CAP : r;
}

static i128 gcd128(i128 a, i128 b) {
    while (b) {
        i128 r = a % b;
        a = b;
        b = r;
    }
    return a < 0 ? -a : a;
}
static i128 inv_mod(i128 a, i128 m) {
    if (m == 1) return 0;
    i128 r0 = m, r1 = a % m, s0 = 0, s1 = 1;
    while (r1) {
        i128 q = r0 / r1, t = r0 - q * r1;
        r0 = r1;
        r1 = t;
        t = s0 - q * s1;
        s0 = s1;
        s1 = t;
    }
    s0 %= m;
    return s0 < 0 ? s0 + m : s0;
}
static i128 fdiv(i128 a, i128 b) {
    i128 q = a / b;
    return (a % b < 0) ? q - 1 : q;
}
static i128 cdiv(i128 a, i128 b) { return -fdiv(-a, b); }
static i128 pmod(i128 a, i128 m) {
    i128 r = a % m;
    return r < 0 ? r + m : r;
}

/* Emit the tuple of the current assignment, expanded over the zero-stride dims. */
static void emit(wsearch *s) {
    const sl_bview *v = s->v;
    int64_t base[SL_MAX_DIMS] = {0};
    for (int k = 0; k < s->n; k++) {
        const wterm *t = &s->t[k];
        if (t->dim < 0) continue;
        base[t->dim] = (int64_t)(t->flip ? v->size[t->dim] - 1 - s->x[k] : s->x[k]);
    }
    int64_t z[SL_MAX_DIMS] = {0};
    for (;;) {
        if (s->listed >= s->cap) return;
        for (int j = 0; j < s->nz; j++) base[s->zdims[j]] = z[j];
        memcpy(s->out + s->listed * v->ndim, base, sizeof(int64_t) * (size_t)v->ndim);
        s->listed++;
        int j = s->nz - 1;
        for (; j >= 0; j--) {
            if (++z[j] < v->size[s->zdims[j]]) break;
            z[j] = 0;
        }
        if (j < 0) return;
    }
}

static void solve(wsearch *s, int k, i128 b) {
    if (s->over) return;
    if (s->limit >= 0 && s->work >= s->limit) {
        s->over = true;
        return;
    }
    s->work++;
    if (k == s->n) {
        if (b == 0) {
            s->count = sat_add(s->count, s->zmult);
            emit(s);
        }
        return;
    }
    if (b < 0 || b > s->reach[k] || b % s->g[k] != 0) return;
    const wterm *t = &s->t[k];
    if (k == s->n - 1) {
        s->x[k] = b / t->coef;
        s->count = sat_add(s->count, s->zmult);
        emit(s);
        return;
    }
    if (k == s->n - 2) {
        /* c_k x + c_l y = b: x runs over one residue class modulo c_l / g */
        const wterm *l = &s->t[k + 1];
        i128 g = s->g[k], m = l->coef / g;
        i128 lo = cdiv(b - l->coef * l->bound, t->coef), hi = fdiv(b, t->coef);
        if (lo < 0) lo = 0;
        if (hi > t->bound) hi = t->bound;
        if (lo > hi) return;
        i128 r = m == 1 ? 0 : pmod((b / g) % m * inv_mod((t->coef / g) % m, m), m);
        i128 first = lo + pmod(r - lo, m);
        if (first > hi) return;
        i128 nsol = (hi - first) / m + 1;
        s->count = sat_add(s->count, sat_mul(nsol, s->zmult));
        for (i128 x = first; x <= hi && s->listed < s->cap; x += m) {
            s->x[k] = x;
            s->x[k + 1] = (b - t->coef * x) / l->coef;
            emit(s);
        }
        return;
    }
    i128 G = s->g[k + 1], gg = gcd128(G, t->coef), m = G / gg;
    i128 r = m == 1 ? 0 : pmod((b / gg) % m * inv_mod((t->coef / gg) % m, m), m);
    i128 lo = cdiv(b - s->reach[k + 1], t->coef), hi = fdiv(b, t->coef);
    if (lo < 0) lo = 0;
    if (hi > t->bound) hi = t->bound;
    for (i128 x = lo + pmod(r - lo, m); x <= hi && !s->over; x += m) {
        s->x[k] = x;
        solve(s, k + 1, b - t->coef * x);
    }
}

static int cmp_desc(const void *pa, const void *pb) {
    const wterm *a = pa, *b = pb;
    return a->coef < b->coef ? 1 : a->coef > b->coef ? -1 : 0;
}

/* Listed tuples in lexicographic order (insertion sort: lists are short, and qsort has
 * no context argument for the tuple length). */
static void sort_tuples(int64_t *out, int64_t n, int ndim) {
    int64_t tmp[SL_MAX_DIMS];
    for (int64_t i = 1; i < n; i++) {
        memcpy(tmp, out + i * ndim, sizeof(int64_t) * (size_t)ndim);
        int64_t j = i;
        while (j > 0) {
            const int64_t *p = out + (j - 1) * ndim;
            int c = 0;
            for (int d = 0; d < ndim && !c; d++)
                if (p[d] != tmp[d]) c = p[d] < tmp[d] ? -1 : 1;
            if (c <= 0) break;
            memcpy(out + j * ndim, p, sizeof(int64_t) * (size_t)ndim);
            j--;
        }
        memcpy(out + j * ndim, tmp, sizeof(int64_t) * (size_t)ndim);
    }
}

int sl_whois_byte(const sl_bview *v, int64_t byte, int64_t *out, int64_t cap, int64_t *count,
                  int64_t work_limit, sl_error *err) {
    bool saturated;
    return sl_whois_byte_ex(v, byte, out, cap, count, &saturated, work_limit, err);
}

int sl_whois_byte_ex(const sl_bview *v, int64_t byte, int64_t *out, int64_t cap,
                     int64_t *count, bool *saturated, int64_t work_limit, sl_error *err) {
    SL_NONNULL(v, err);
    SL_NONNULL(count, err);
    if (cap > 0) SL_NONNULL(out, err);
    if (v->ndim < 0 || v->ndim > SL_MAX_DIMS || v->width_bytes < 1 || cap < 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid arguments to whois");
    *count = 0;
    if (saturated) *saturated = false;
    wsearch *s = calloc(1, sizeof *s);
    if (!s) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    s->v = v;
    s->out = out;
    s->cap = cap;
    s->limit = work_limit;
    s->zmult = 1;
    i128 start = v->offset_bytes;
    bool empty = false;
    for (int32_t d = 0; d < v->ndim; d++) {
        if (v->size[d] < 0) {
            free(s);
            return sl_error_set(err, SL_ERR_ARG, "ValueError", "negative size");
        }
        if (v->size[d] == 0) empty = true;
    }
    if (empty) {
        free(s);
        return SL_OK;
    }
    for (int32_t d = 0; d < v->ndim; d++) {
        if (v->size[d] <= 1) continue;
        i128 st = v->stride_bytes[d];
        if (st == 0) {
            s->zdims[s->nz++] = d;
            s->zmult = sat_mul(s->zmult, v->size[d]);
            continue;
        }
        if (st < 0) start += st * (v->size[d] - 1);
        wterm *t = &s->t[s->n++];
        t->coef = st < 0 ? -st : st;
        t->bound = v->size[d] - 1;
        t->dim = d;
        t->flip = st < 0;
    }
    if (v->width_bytes > 1) {
        wterm *t = &s->t[s->n++];
        t->coef = 1;
        t->bound = v->width_bytes - 1;
        t->dim = -1;
    }
    qsort(s->t, (size_t)s->n, sizeof s->t[0], cmp_desc);
    s->g[s->n] = 0;
    s->reach[s->n] = 0;
    for (int k = s->n - 1; k >= 0; k--) {
        s->g[k] = gcd128(s->g[k + 1], s->t[k].coef);
        s->reach[k] = s->reach[k + 1] + s->t[k].coef * s->t[k].bound;
    }
    solve(s, 0, (i128)byte - start);
    int rc = SL_OK;
    if (s->over) {
        rc = sl_error_set(err, SL_ERR_LIMIT, NULL,
                          "whois: work budget of %lld solver %s reached before the count "
                          "was exact",
                          (long long)work_limit, sl_plural(work_limit, "step", "steps"));
    } else {
        *count = s->count > INT64_MAX ? INT64_MAX : (int64_t)s->count;
        if (saturated) *saturated = s->count > INT64_MAX;
        sort_tuples(out, s->listed, v->ndim);
    }
    free(s);
    return rc;
}

int sl_whois_element(const sl_layout *l, int64_t elem, int64_t *out, int64_t cap,
                     int64_t *count, int64_t work_limit, sl_error *err) {
    bool saturated;
    return sl_whois_element_ex(l, elem, out, cap, count, &saturated, work_limit, err);
}

/* element units: a view of width 1 whose "bytes" are storage elements */
static void element_bview(const sl_layout *l, sl_bview *v) {
    memset(v, 0, sizeof *v);
    v->ndim = l->ndim;
    v->width_bytes = 1;
    v->offset_bytes = l->offset;
    for (int32_t d = 0; d < l->ndim; d++) {
        v->size[d] = l->size[d];
        v->stride_bytes[d] = l->stride[d];
    }
}

int sl_whois_element_ex(const sl_layout *l, int64_t elem, int64_t *out, int64_t cap,
                        int64_t *count, bool *saturated, int64_t work_limit, sl_error *err) {
    SL_NONNULL(l, err);
    if (l->ndim < 0 || l->ndim > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid layout");
    sl_bview v;
    element_bview(l, &v);
    return sl_whois_byte_ex(&v, elem, out, cap, count, saturated, work_limit, err);
}

/* the answer and its summary for address `address` in `unit`s of the byte view v (element
 * units: v has width 1 and element strides) over a storage of storage_units (< 0 unknown) */
static int report_core(const sl_bview *v, const char *unit, int64_t storage_units, int64_t address,
                       int64_t *out, int64_t cap, int64_t work_limit, sl_whois_info *info,
                       sl_error *err) {
    memset(info, 0, sizeof *info);
    info->unit = unit;
    info->storage = storage_units;
    int64_t end;
    int rc = sl_bview_span(v, &info->lo, &end, &info->empty, err);
    if (rc) return rc;
    info->hi = end - 1;
    rc = sl_whois_byte_ex(v, address, out, cap, &info->count, &info->saturated, work_limit, err);
    if (rc) return rc;
    info->listed = info->count < cap ? info->count : cap;
    const char *u = info->unit;
    long long a = (long long)address;
    /* an address outside the storage is outside it however many indices reach it (a
     * view that runs past a storage resized after it was made) */
    bool outside = address < 0 || (info->storage >= 0 && address >= info->storage);
    info->where = outside ? "outside_storage"
                  : info->count > 0 ? "reached"
                  : info->empty || address < info->lo || address > info->hi ? "outside_view"
                                                                             : "gap";
    char reach[96] = "the view has no elements";
    if (!info->empty)
        snprintf(reach, sizeof reach, "%ss %lld..%lld", u, (long long)info->lo,
                 (long long)info->hi);
    char *s = info->summary;
    size_t n = sizeof info->summary;
    char past[128] = "";
    if (outside && address >= 0 && info->storage == 0)
        snprintf(past, sizeof past, "(the storage is empty)");
    else if (outside && address >= 0)
        snprintf(past, sizeof past, "(%ss 0..%lld)", u, (long long)(info->storage - 1));
    else if (outside)
        snprintf(past, sizeof past, "(it starts at %s 0)", u);
    if (outside && info->count > 0 && info->saturated)
        snprintf(s, n, "%s %lld: outside the storage %s, yet more than %lld index tuples would "
                       "reach it: the view runs past its storage",
                 u, a, past, (long long)INT64_MAX);
    else if (outside && info->count > 0)
        snprintf(s, n, "%s %lld: outside the storage %s, yet %lld index tuple%s would reach it: "
                       "the view runs past its storage",
                 u, a, past, (long long)info->count, info->count == 1 ? "" : "s");
    else if (outside)
        snprintf(s, n, "%s %lld: outside the storage %s; no index reaches it", u, a, past);
    else if (info->count > 0 && info->saturated)
        snprintf(s, n, "%s %lld: more than %lld index tuples (a lower bound: the count is "
                       "capped at 2^63 - 1; the view overlaps itself here)",
                 u, a, (long long)INT64_MAX);
    else if (info->count > 0)
        snprintf(s, n, "%s %lld: %lld index tuple%s%s", u, a, (long long)info->count,
                 info->count == 1 ? "" : "s",
                 info->count > 1 ? " (the view overlaps itself here)" : "");
    else if (!strcmp(info->where, "outside_view"))
        snprintf(s, n, "%s %lld: outside the view's reach (%s); no index reaches it", u, a,
                 reach);
    else
        snprintf(s, n, "%s %lld: no index reaches it (a gap in the view, inside its reach %s)",
                 u, a, reach);
    return SL_OK;
}

int sl_whois_report(const sl_layout *l, int64_t storage_bytes, bool bytes, int64_t address,
                    int64_t *out, int64_t cap, int64_t work_limit, sl_whois_info *info,
                    sl_error *err) {
    if (!l || !info || (cap > 0 && !out))
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL argument");
    if (l->ndim < 0 || l->ndim > SL_MAX_DIMS || l->itemsize <= 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid layout");
    sl_bview v;
    int rc;
    if (bytes) {
        if ((rc = sl_layout_to_bview(l, &v, err))) return rc;
        return report_core(&v, "byte", storage_bytes, address, out, cap, work_limit, info, err);
    }
    element_bview(l, &v);
    return report_core(&v, "element", storage_bytes >= 0 ? storage_bytes / l->itemsize : -1,
                       address, out, cap, work_limit, info, err);
}

int sl_whois_report_bytes(const sl_bview *v, int64_t storage_bytes, int64_t byte, int64_t *out,
                          int64_t cap, int64_t work_limit, sl_whois_info *info, sl_error *err) {
    if (!v || !info || (cap > 0 && !out))
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL argument");
    return report_core(v, "byte", storage_bytes, byte, out, cap, work_limit, info, err);
}
