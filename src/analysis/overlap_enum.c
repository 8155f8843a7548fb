/*
 * overlap_enum.c — overlap answered by enumerating element addresses.
 *
 * When walking a view's elements is cheaper than the search's remaining budget,
 * overlap.c asks here: a bitmap over the shared byte range, or the sorted start
 * addresses, finds a byte reached twice (internal) or by both views (pairwise), and the
 * owners of that byte become the witness.  The walk only visits sub-boxes that can meet
 * the byte range of interest.  The search that decides the other cases is
 * overlap_solve.c.
 */
#include "analysis/overlap_internal.h"

/* ---------------------------------------------------------- enumeration -- */

/* Walk every element of v whose start lies in [lo, hi), row-major, calling visit(ctx,
 * addr, idx).  Each level only runs over the indices whose sub-box (the reach of the
 * dimensions below it) can still meet [lo, hi), so elements far outside the range cost
 * nothing.  Stops when visit returns nonzero and returns that value.  Counts visited
 * elements into *work. */
typedef int (*visit_fn)(void *ctx, int64_t addr, const int64_t *idx);

static int walk(const sl_bview *v, int64_t lo, int64_t hi, visit_fn visit, void *ctx,
                int64_t *work) {
    int64_t idx[SL_MAX_DIMS] = {0}, last[SL_MAX_DIMS], base[SL_MAX_DIMS];
    int64_t minrest[SL_MAX_DIMS + 1], maxrest[SL_MAX_DIMS + 1];
    int32_t n = v->ndim;
    if (is_empty(v) || lo >= hi) return 0;
    if (n == 0) {
        (*work)++;
        return (v->offset_bytes >= lo && v->offset_bytes < hi) ? visit(ctx, v->offset_bytes, idx)
                                                                : 0;
    }
    minrest[n] = maxrest[n] = 0;
    for (int32_t d = n - 1; d >= 0; d--) {
        int64_t e = (v->size[d] - 1) * v->stride_bytes[d];
        minrest[d] = minrest[d + 1] + (e < 0 ? e : 0);
        maxrest[d] = maxrest[d + 1] + (e > 0 ? e : 0);
    }
    int32_t d = 0;
    base[0] = v->offset_bytes;
    idx[0] = -1;
    for (;;) {
        if (idx[d] == -1) {
            /* entering level d: the index range whose sub-box meets [lo, hi) */
            int64_t s = v->stride_bytes[d], b = base[d];
            i128 need_lo = (i128)lo - maxrest[d + 1] - b;       /* i*s >= need_lo */
            i128 need_hi = (i128)hi - 1 - minrest[d + 1] - b;   /* i*s <= need_hi */
            i128 first = 0, fin = v->size[d] - 1;
            if (s > 0) {
                first = imax(first, cdiv(need_lo, s));
                fin = imin(fin, fdiv(need_hi, s));
            } else if (s < 0) {
                first = imax(first, cdiv(-need_hi, -s));
                fin = imin(fin, fdiv(-need_lo, -s));
            } else if (need_lo > 0 || need_hi < 0) {
                fin = -1;
            }
            idx[d] = (int64_t)first;
            last[d] = first > fin ? (int64_t)first - 1 : (int64_t)fin;
        }
        if (idx[d] > last[d]) {
            idx[d] = 0;
            if (d == 0) return 0;
            d--;
            idx[d]++;
            continue;
        }
        int64_t a = base[d] + idx[d] * v->stride_bytes[d];
        if (d == n - 1) {
            (*work)++;
            int r = visit(ctx, a, idx);
            if (r) return r;
            idx[d]++;
            continue;
        }
        d++;
        base[d] = a;
        idx[d] = -1;
    }
}


typedef struct bitmap_ctx {
    uint64_t *bits;
    int64_t lo, hi, width;
    int64_t found_byte;      /* first byte found set */
    int64_t idx[SL_MAX_DIMS];
    int32_t ndim;
    bool mark;               /* internal mode: test then mark */
} bitmap_ctx;

static bool bit_get(const uint64_t *b, int64_t i) { return (b[i >> 6] >> (i & 63)) & 1u; }
static void bit_set(uint64_t *b, int64_t i) { b[i >> 6] |= (uint64_t)1 << (i & 63); }

static int visit_mark(void *vctx, int64_t addr, const int64_t *idx) {
    bitmap_ctx *c = vctx;
    (void)idx;
    int64_t s = addr < c->lo ? c->lo : addr, e = addr + c->width > c->hi ? c->hi : addr + c->width;
    for (int64_t y = s; y < e; y++) bit_set(c->bits, y - c->lo);
    return 0;
}

static int visit_test(void *vctx, int64_t addr, const int64_t *idx) {
    bitmap_ctx *c = vctx;
    int64_t s = addr < c->lo ? c->lo : addr, e = addr + c->width > c->hi ? c->hi : addr + c->width;
    for (int64_t y = s; y < e; y++)
        if (bit_get(c->bits, y - c->lo)) {
            c->found_byte = y;
            memcpy(c->idx, idx, sizeof(int64_t) * (size_t)c->ndim);
            return 1;
        }
    if (c->mark)
        for (int64_t y = s; y < e; y++) bit_set(c->bits, y - c->lo);
    return 0;
}

typedef struct find_ctx {
    int64_t byte, width;
    int64_t idx[SL_MAX_DIMS];
    int32_t ndim;
} find_ctx;

static int visit_find(void *vctx, int64_t addr, const int64_t *idx) {
    find_ctx *c = vctx;
    if (addr <= c->byte && c->byte < addr + c->width) {
        memcpy(c->idx, idx, sizeof(int64_t) * (size_t)c->ndim);
        return 1;
    }
    return 0;
}

typedef struct other_ctx {
    int64_t byte, width;
    const int64_t *skip;
    int64_t idx[SL_MAX_DIMS];
    int32_t ndim;
} other_ctx;

static int visit_other(void *vctx, int64_t addr, const int64_t *idx) {
    other_ctx *c = vctx;
    if (addr <= c->byte && c->byte < addr + c->width &&
        memcmp(idx, c->skip, sizeof(int64_t) * (size_t)c->ndim) != 0) {
        memcpy(c->idx, idx, sizeof(int64_t) * (size_t)c->ndim);
        return 1;
    }
    return 0;
}

/* An element of v other than `skip` that owns `byte`. */
static bool find_other_owner(const sl_bview *v, int64_t byte, const int64_t *skip, int64_t *idx,
                             int64_t *work) {
    other_ctx c = {.byte = byte, .width = v->width_bytes, .skip = skip, .ndim = v->ndim};
    if (!walk(v, byte - v->width_bytes + 1, byte + 1, visit_other, &c, work)) return false;
    memcpy(idx, c.idx, sizeof(int64_t) * (size_t)v->ndim);
    return true;
}

/* First element (row-major) of v that owns `byte`. */
static bool find_owner(const sl_bview *v, int64_t byte, int64_t *idx, int64_t *work) {
    find_ctx c = {.byte = byte, .width = v->width_bytes, .ndim = v->ndim};
    int64_t lo = byte - v->width_bytes + 1;
    if (!walk(v, lo, byte + 1, visit_find, &c, work)) return false;
    memcpy(idx, c.idx, sizeof(int64_t) * (size_t)v->ndim);
    return true;
}

typedef struct sorted_ctx {
    int64_t *addrs;
    int64_t n, cap;
} sorted_ctx;

static int visit_collect(void *vctx, int64_t addr, const int64_t *idx) {
    sorted_ctx *c = vctx;
    (void)idx;
    if (c->n < c->cap) c->addrs[c->n++] = addr;
    return 0;
}

/* Sort addresses in place: LSD radix sort on (addr - min) in 16-bit digits, skipping
 * the digits above the range's width.  false when out of memory. */
static bool sort_addrs(int64_t *a, int64_t n) {
    if (n < 2) return true;
    if (n < 256) { /* insertion sort: cheaper than 65536 buckets */
        for (int64_t i = 1; i < n; i++) {
            int64_t x = a[i], j = i;
            while (j > 0 && a[j - 1] > x) {
                a[j] = a[j - 1];
                j--;
            }
            a[j] = x;
        }
        return true;
    }
    int64_t lo = a[0], hi = a[0];
    for (int64_t i = 1; i < n; i++) {
        if (a[i] < lo) lo = a[i];
        if (a[i] > hi) hi = a[i];
    }
    uint64_t range = (uint64_t)hi - (uint64_t)lo;
    uint64_t *k = (uint64_t *)a, *tmp = malloc(sizeof(uint64_t) * (size_t)n);
    int64_t *count = malloc(sizeof(int64_t) * 65536);
    if (!tmp || !count) {
        free(tmp);
        free(count);
        return false;
    }
    for (int64_t i = 0; i < n; i++) k[i] = (uint64_t)a[i] - (uint64_t)lo;
    for (int shift = 0; shift < 64 && (range >> shift) != 0; shift += 16) {
        memset(count, 0, sizeof(int64_t) * 65536);
        for (int64_t i = 0; i < n; i++) count[(k[i] >> shift) & 0xffff]++;
        int64_t sum = 0;
        for (int d = 0; d < 65536; d++) {
            int64_t c = count[d];
            count[d] = sum;
            sum += c;
        }
        for (int64_t i = 0; i < n; i++) tmp[count[(k[i] >> shift) & 0xffff]++] = k[i];
        memcpy(k, tmp, sizeof(uint64_t) * (size_t)n);
    }
    for (int64_t i = 0; i < n; i++) a[i] = (int64_t)(k[i] + (uint64_t)lo);
    free(tmp);
    free(count);
    return true;
}

typedef struct probe_ctx {
    const int64_t *addrs;  /* sorted starts of the other view */
    int64_t n, other_width, width;
    int64_t found_byte;
    int64_t idx[SL_MAX_DIMS];
    int32_t ndim;
} probe_ctx;

/* Does some start s in addrs satisfy s < addr + width and s + other_width > addr? */
static int visit_probe(void *vctx, int64_t addr, const int64_t *idx) {
    probe_ctx *c = vctx;
    int64_t lo_start = addr - c->other_width + 1; /* starts in [lo_start, addr + width) */
    int64_t l = 0, h = c->n;
    while (l < h) {
        int64_t m = l + (h - l) / 2;
        if (c->addrs[m] < lo_start)
            l = m + 1;
        else
            h = m;
    }
    if (l < c->n && c->addrs[l] < addr + c->width) {
        c->found_byte = c->addrs[l] > addr ? c->addrs[l] : addr;
        memcpy(c->idx, idx, sizeof(int64_t) * (size_t)c->ndim);
        return 1;
    }
    return 0;
}

int64_t ovl_numel_sat(const sl_bview *v) {
    i128 n = 1;
    for (int32_t d = 0; d < v->ndim; d++) {
        n *= v->size[d];
        if (n > INT64_MAX) return INT64_MAX;
    }
    return (int64_t)n;
}

/* Internal overlap by enumeration.  R_YES fills the witness. */
int ovl_enum_internal(const sl_bview *v, bool force_sort, sl_overlap_result *res,
                         sl_error *err, int *status) {
    i128 lo128, end128;
    *status = SL_OK;
    if (!extent128(v, &lo128, &end128)) return R_NO;
    int64_t lo = (int64_t)lo128, hi = (int64_t)end128, nel = ovl_numel_sat(v);
    int64_t found_byte = 0, idx[SL_MAX_DIMS];
    bool found = false;
    if (hi - lo <= BITMAP_MAX_BITS && !force_sort) {
        uint64_t *bits = calloc((size_t)((hi - lo) / 64 + 1), sizeof(uint64_t));
        if (!bits) goto nomem;
        bitmap_ctx c = {.bits = bits, .lo = lo, .hi = hi, .width = v->width_bytes,
                        .ndim = v->ndim, .mark = true};
        found = walk(v, lo, hi, visit_test, &c, &res->work) != 0;
        free(bits);
        found_byte = c.found_byte;
        memcpy(idx, c.idx, sizeof idx);
    } else {
        int64_t *addrs = malloc((size_t)nel * sizeof(int64_t));
        if (!addrs) goto nomem;
        sorted_ctx sc = {.addrs = addrs, .cap = nel};
        walk(v, lo, hi, visit_collect, &sc, &res->work);
        if (!sort_addrs(addrs, sc.n)) {
            free(addrs);
            goto nomem;
        }
        /* two starts closer than the width: the later start is a shared byte */
        for (int64_t k = 1; k < sc.n && !found; k++)
            if (addrs[k] - addrs[k - 1] < v->width_bytes) {
                found = true;
                found_byte = addrs[k];
            }
        free(addrs);
        if (found && !find_owner(v, found_byte, idx, &res->work)) found = false;
    }
    if (!found) return R_NO;
    /* idx owns found_byte; any other owner completes the witness */
    memcpy(res->index_a, idx, sizeof idx);
    if (!find_other_owner(v, found_byte, idx, res->index_b, &res->work)) return R_NO;
    res->byte = found_byte;
    return R_YES;
nomem:
    *status = sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory enumerating a view");
    return R_NO;
}

/* Pair overlap by enumeration over the shared byte range [lo, hi).  The view with fewer
 * elements is marked (bitmap) or sorted; the other one probes it. */
int ovl_enum_pair(const sl_bview *a, const sl_bview *b, int64_t lo, int64_t hi,
                     bool force_sort, sl_overlap_result *res, sl_error *err, int *status) {
    *status = SL_OK;
    bool a_small = ovl_numel_sat(a) <= ovl_numel_sat(b);
    const sl_bview *s = a_small ? a : b, *l = a_small ? b : a;
    int64_t found_byte = 0, lidx[SL_MAX_DIMS] = {0};
    bool found = false;
    if (hi - lo <= BITMAP_MAX_BITS && !force_sort) {
        uint64_t *bits = calloc((size_t)((hi - lo) / 64 + 1), sizeof(uint64_t));
        if (!bits) goto nomem;
        bitmap_ctx c = {.bits = bits, .lo = lo, .hi = hi, .width = s->width_bytes,
                        .ndim = s->ndim};
        walk(s, lo - s->width_bytes + 1, hi, visit_mark, &c, &res->work);
        c.width = l->width_bytes;
        c.ndim = l->ndim;
        found = walk(l, lo - l->width_bytes + 1, hi, visit_test, &c, &res->work) != 0;
        free(bits);
        found_byte = c.found_byte;
        memcpy(lidx, c.idx, sizeof lidx);
    } else {
        /* both views' starts in the shared range, sorted; a merge walk finds the first
         * pair of elements whose byte ranges meet */
        int64_t ns = ovl_numel_sat(s), nl = ovl_numel_sat(l);
        int64_t *as = malloc((size_t)ns * sizeof(int64_t));
        int64_t *al = nl <= SORT_MAX_ELEMS ? malloc((size_t)nl * sizeof(int64_t)) : NULL;
        if (!as || (nl <= SORT_MAX_ELEMS && !al)) {
            free(as);
            free(al);
            goto nomem;
        }
        sorted_ctx sc = {.addrs = as, .cap = ns};
        walk(s, lo - s->width_bytes + 1, hi, visit_collect, &sc, &res->work);
        if (!sort_addrs(as, sc.n)) {
            free(as);
            free(al);
            goto nomem;
        }
        if (al) {
            sorted_ctx lc = {.addrs = al, .cap = nl};
            walk(l, lo - l->width_bytes + 1, hi, visit_collect, &lc, &res->work);
            if (!sort_addrs(al, lc.n)) {
                free(as);
                free(al);
                goto nomem;
            }
            int64_t i = 0, k = 0;
            while (i < sc.n && k < lc.n && !found) {
                if (as[i] + s->width_bytes <= al[k])
                    i++;
                else if (al[k] + l->width_bytes <= as[i])
                    k++;
                else {
                    found = true;
                    found_byte = as[i] > al[k] ? as[i] : al[k];
                }
            }
            free(al);
            if (found && !find_owner(l, found_byte, lidx, &res->work)) found = false;
        } else {
            probe_ctx pc = {.addrs = as, .n = sc.n, .other_width = s->width_bytes,
                            .width = l->width_bytes, .ndim = l->ndim};
            found = walk(l, lo - l->width_bytes + 1, hi, visit_probe, &pc, &res->work) != 0;
            found_byte = pc.found_byte;
            memcpy(lidx, pc.idx, sizeof lidx);
        }
        free(as);
    }
    if (!found) return R_NO;
    int64_t sidx[SL_MAX_DIMS] = {0};
    if (!find_owner(s, found_byte, sidx, &res->work)) return R_NO; /* cannot happen */
    memcpy(a_small ? res->index_a : res->index_b, sidx, sizeof sidx);
    memcpy(a_small ? res->index_b : res->index_a, lidx, sizeof lidx);
    res->byte = found_byte;
    return R_YES;
nomem:
    *status = sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory enumerating a view");
    return R_NO;
}

