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
 */
#include "core/internal.h"

#include <stdlib.h>

__extension__ typedef __int128 i128;

#define MAX_TERMS (2 * SL_MAX_DIMS + 2)
#define EXTENT_LIMIT ((i128)1 << 100)        /* beyond this we report overflow */
#define BITMAP_MAX_BITS ((int64_t)1 << 30)   /* 128 MiB bitmap at most */
#define SORT_MAX_ELEMS ((int64_t)1 << 24)    /* 16 Mi sorted addresses at most */
#define ENUM_ADDR_LIMIT ((int64_t)1 << 61)   /* enumerated addresses stay far from overflow */

enum { SRC_A_DIM, SRC_B_DIM, SRC_A_BYTE, SRC_B_BYTE };
enum { R_NO = 0, R_YES = 1, R_BUDGET = 2 };

typedef struct term {
    i128 coef;   /* > 0 */
    i128 bound;  /* variable ranges over [0, bound], bound >= 1 */
    i128 mid;    /* internal mode: the value meaning "same tuple" */
    int src, dim;
    bool flip;   /* pair mode: index = (size - 1) - variable */
} term;

typedef struct problem {
    term t[MAX_TERMS];
    int n;
    i128 rhs;
    bool nontrivial;         /* internal mode */
    i128 g[MAX_TERMS];       /* g[k] = gcd(c_0..c_k) */
    i128 reach[MAX_TERMS];   /* reach[k] = sum_{j<=k} c_j u_j */
    i128 x[MAX_TERMS];
    int64_t work, budget;    /* budget < 0: unlimited */
    /* before merging equal coefficients (pair mode): the original terms, the merged term
     * each belongs to, and their values in a solution */
    term orig[MAX_TERMS];
    int norig;
    int group[MAX_TERMS];
    i128 xo[MAX_TERMS];
    /* per level v >= 1, independent of the right-hand side: lg[v] = gcd(g[v-1], c_v),
     * lm[v] = g[v-1] / lg[v] (the period of admissible x_v), linv[v] = inverse of
     * c_v / lg[v] modulo lm[v]; level 1 uses g[1], c_0 / g[1] and c_1 / g[1] */
    i128 lg[MAX_TERMS], lm[MAX_TERMS], linv[MAX_TERMS];
} problem;

/* ------------------------------------------------------------ 128-bit helpers -- */

/* Division and remainder are library calls for 128-bit operands; almost every value
 * here fits 64 bits, so take the hardware path when it does. */
static bool fits64(i128 v) { return v >= INT64_MIN && v <= INT64_MAX; }

static i128 tdiv(i128 a, i128 b) { /* truncating, b != 0 */
    if (fits64(a) && fits64(b) && !(a == INT64_MIN && b == -1)) return (int64_t)a / (int64_t)b;
    return a / b;
}
static i128 tmod(i128 a, i128 b) {
    if (fits64(a) && fits64(b) && b != -1) return (int64_t)a % (int64_t)b;
    return b == -1 ? 0 : a % b;
}

static i128 gcd128(i128 a, i128 b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b) {
        i128 t = tmod(a, b);
        a = b;
        b = t;
    }
    return a;
}

/* Inverse of a modulo m for gcd(a, m) == 1, m >= 1; result in [0, m). */
static i128 inv_mod(i128 a, i128 m) {
    if (m == 1) return 0;
    i128 r0 = m, r1 = tmod(a, m), s0 = 0, s1 = 1;
    if (r1 < 0) r1 += m;
    while (r1) {
        i128 q = tdiv(r0, r1), tmp;
        tmp = r0 - q * r1;
        r0 = r1;
        r1 = tmp;
        tmp = s0 - q * s1;
        s0 = s1;
        s1 = tmp;
    }
    s0 = tmod(s0, m);
    return s0 < 0 ? s0 + m : s0;
}

static i128 fdiv(i128 a, i128 b) { /* b > 0 */
    i128 q = tdiv(a, b);
    return (tmod(a, b) < 0) ? q - 1 : q;
}
static i128 cdiv(i128 a, i128 b) { return -fdiv(-a, b); }
static i128 imax(i128 a, i128 b) { return a > b ? a : b; }
static i128 imin(i128 a, i128 b) { return a < b ? a : b; }
static i128 pmod(i128 a, i128 m) {
    i128 r = tmod(a, m);
    return r < 0 ? r + m : r;
}

/* A byte view's extent [lo, end) in 128 bits; false when empty.  One dimension adds
 * less than 2^126 in magnitude, but 64 of them can pass 2^127, so each partial sum is
 * clamped to +-EXTENT_CLAMP (beyond EXTENT_LIMIT): exact for every view check_view
 * accepts, and still beyond the limit for every view it refuses. */
#define EXTENT_CLAMP ((i128)1 << 101)
static bool extent128(const sl_bview *v, i128 *lo, i128 *end) {
    i128 l = v->offset_bytes, h = v->offset_bytes;
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] == 0) return false;
    for (int32_t d = 0; d < v->ndim; d++) {
        i128 e = (i128)(v->size[d] - 1) * v->stride_bytes[d];
        if (e < 0)
            l = imax(l + e, -EXTENT_CLAMP);
        else
            h = imin(h + e, EXTENT_CLAMP);
    }
    *lo = l;
    *end = h + v->width_bytes;
    return true;
}

static int check_view(const sl_bview *v, const char *name, sl_error *err) {
    if (!v || v->ndim < 0 || v->ndim > SL_MAX_DIMS || v->width_bytes < 1)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid byte view %s", name);
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] < 0)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "view %s: size %lld at dimension %d is negative", name,
                                (long long)v->size[d], (int)d);
    i128 lo, end;
    if (extent128(v, &lo, &end) && (lo < -EXTENT_LIMIT || end > EXTENT_LIMIT))
        return sl_error_set(err, SL_ERR_OVERFLOW, "OverflowError",
                            "view %s: byte extent beyond 2^100", name);
    return SL_OK;
}

static bool is_empty(const sl_bview *v) {
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] == 0) return true;
    return false;
}

/* Address of an element in 128 bits (indices assumed in range). */
static i128 addr128(const sl_bview *v, const int64_t *idx) {
    i128 a = v->offset_bytes;
    for (int32_t d = 0; d < v->ndim; d++) a += (i128)idx[d] * v->stride_bytes[d];
    return a;
}

/* ------------------------------------------------------------- the search -- */

static int cmp_terms_desc(const void *pa, const void *pb) {
    const term *a = pa, *b = pb;
    return a->coef < b->coef ? 1 : a->coef > b->coef ? -1 : 0;
}

/* Sort terms by coefficient, descending.  With `merge` (pair mode only: internal mode
 * must tell the trivial solution apart), terms with equal coefficients become one term
 * whose bound is the sum: a*x + a*y with x <= u, y <= w reaches exactly a*z, z <= u + w.
 * expand_solution() splits a merged value back over the original variables. */
static void prepare(problem *p, bool merge) {
    if (p->n <= 16) { /* few terms: insertion sort beats qsort's call overhead */
        for (int i = 1; i < p->n; i++)
            for (int j = i; j > 0 && p->t[j].coef > p->t[j - 1].coef; j--) {
                term tmp = p->t[j];
                p->t[j] = p->t[j - 1];
                p->t[j - 1] = tmp;
            }
    } else {
        qsort(p->t, (size_t)p->n, sizeof p->t[0], cmp_terms_desc);
    }
    p->norig = p->n;
    memcpy(p->orig, p->t, sizeof(term) * (size_t)p->n);
    int m = 0;
    for (int k = 0; k < p->norig; k++) {
        if (merge && m > 0 && p->t[m - 1].coef == p->orig[k].coef) {
            p->t[m - 1].bound += p->orig[k].bound;
        } else {
            p->t[m++] = p->orig[k];
        }
        p->group[k] = m - 1;
    }
    p->n = m;
    i128 g = 0, r = 0;
    for (int k = 0; k < p->n; k++) {
        g = gcd128(g, p->t[k].coef);
        r += p->t[k].coef * p->t[k].bound;
        p->g[k] = g;
        p->reach[k] = r;
    }
    for (int v = 1; v < p->n; v++) {
        i128 c = p->t[v].coef;
        if (v == 1) {
            p->lg[1] = p->g[1];
            p->lm[1] = tdiv(p->t[0].coef, p->g[1]);
        } else {
            p->lg[v] = gcd128(p->g[v - 1], c);
            p->lm[v] = tdiv(p->g[v - 1], p->lg[v]);
        }
        p->linv[v] = inv_mod(tmod(tdiv(c, p->lg[v]), p->lm[v]), p->lm[v]);
    }
}

/* Level v: variables 0..v are free, the rest fixed; b is what they must sum to.
 * upper_mid: every fixed variable sits at its midpoint (internal mode). */
static int dfs(problem *p, int v, i128 b, bool upper_mid) {
    if (p->budget >= 0 && p->work >= p->budget) return R_BUDGET;
    p->work++;
    if (b < 0 || b > p->reach[v] || tmod(b, p->g[v]) != 0) return R_NO;
    const term *tv = &p->t[v];
    if (v == 0) {
        i128 x0 = tdiv(b, tv->coef);
        if (x0 > tv->bound) return R_NO;
        if (p->nontrivial && upper_mid && x0 == tv->mid) return R_NO;
        p->x[0] = x0;
        return R_YES;
    }
    if (v == 1) {
        /* c0 x0 + c1 x1 = b in closed form: x1 runs over one residue class mod c0/g. */
        const term *t0 = &p->t[0];
        i128 g = p->lg[1], m = p->lm[1];
        i128 lo = imax(0, cdiv(b - t0->coef * t0->bound, tv->coef));
        i128 hi = imin(tv->bound, fdiv(b, tv->coef));
        if (lo > hi) return R_NO;
        i128 r = m == 1 ? 0 : pmod(tmod(tdiv(b, g), m) * p->linv[1], m);
        i128 x1 = lo + pmod(r - lo, m);
        for (int k = 0; k < 2 && x1 <= hi; k++, x1 += m) {
            i128 x0 = tdiv(b - tv->coef * x1, t0->coef);
            if (p->nontrivial && upper_mid && x0 == t0->mid && x1 == tv->mid) continue;
            p->x[0] = x0;
            p->x[1] = x1;
            return R_YES;
        }
        return R_NO;
    }
    /* Keep x with b - c_v x divisible by g[v-1] and within [0, reach[v-1]]. */
    i128 gg = p->lg[v], m = p->lm[v];
    i128 r = m == 1 ? 0 : pmod(tmod(tdiv(b, gg), m) * p->linv[v], m);
    i128 lo = imax(0, cdiv(b - p->reach[v - 1], tv->coef));
    i128 hi = imin(tv->bound, fdiv(b, tv->coef));
    if (lo > hi) return R_NO;
    for (i128 x = hi - pmod(hi - r, m); x >= lo; x -= m) {
        p->x[v] = x;
        int rr = dfs(p, v - 1, b - tv->coef * x, upper_mid && x == tv->mid);
        if (rr != R_NO) return rr;
    }
    return R_NO;
}

static int run_search(problem *p) {
    if (p->n == 0) {
        /* no free variable: the single candidate is "all fixed" */
        return (p->rhs == 0 && !p->nontrivial) ? R_YES : R_NO;
    }
    return dfs(p, p->n - 1, p->rhs, true);
}

/* --------------------------------------------------------- building problems -- */

/* Only the header fields need clearing: every array is written before it is read. */
static void reset(problem *p) {
    p->n = 0;
    p->rhs = 0;
    p->nontrivial = false;
    p->work = 0;
    p->budget = -1;
    p->norig = 0;
}

static void add_term(problem *p, i128 coef, i128 bound, int src, int dim, bool flip) {
    term *t = &p->t[p->n++];
    t->coef = coef;
    t->bound = bound;
    t->mid = bound / 2;
    t->src = src;
    t->dim = dim;
    t->flip = flip;
}

/* Pair problem: A-byte == B-byte.  start_a = lowest byte of A, end_b = B's extent end. */
static void build_pair(problem *p, const sl_bview *a, const sl_bview *b, i128 start_a,
                       i128 end_b) {
    reset(p);
    for (int32_t d = 0; d < a->ndim; d++)
        if (a->size[d] > 1 && a->stride_bytes[d] != 0) {
            i128 s = a->stride_bytes[d];
            add_term(p, s < 0 ? -s : s, a->size[d] - 1, SRC_A_DIM, d, s < 0);
        }
    if (a->width_bytes > 1) add_term(p, 1, a->width_bytes - 1, SRC_A_BYTE, 0, false);
    for (int32_t d = 0; d < b->ndim; d++)
        if (b->size[d] > 1 && b->stride_bytes[d] != 0) {
            i128 s = b->stride_bytes[d];
            add_term(p, s < 0 ? -s : s, b->size[d] - 1, SRC_B_DIM, d, s > 0);
        }
    if (b->width_bytes > 1) add_term(p, 1, b->width_bytes - 1, SRC_B_BYTE, 0, true);
    p->rhs = (end_b - 1) - start_a;
}

/* Internal problem: two tuples, variables = difference + bound. */
static void build_internal(problem *p, const sl_bview *v) {
    reset(p);
    p->nontrivial = true;
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] > 1) {
            i128 s = v->stride_bytes[d];
            add_term(p, s < 0 ? -s : s, 2 * (i128)(v->size[d] - 1), SRC_A_DIM, d, s < 0);
        }
    if (v->width_bytes > 1) add_term(p, 1, 2 * (i128)(v->width_bytes - 1), SRC_A_BYTE, 0, false);
    i128 rhs = 0;
    for (int k = 0; k < p->n; k++) rhs += p->t[k].coef * p->t[k].mid;
    p->rhs = rhs;
}

static void expand_solution(problem *p) {
    i128 left[MAX_TERMS];
    memcpy(left, p->x, sizeof(i128) * (size_t)p->n);
    for (int k = 0; k < p->norig; k++) {
        i128 *l = &left[p->group[k]];
        p->xo[k] = *l < p->orig[k].bound ? *l : p->orig[k].bound;
        *l -= p->xo[k];
    }
}

/* Fills the witness; false when the shared byte lies outside int64 (then it cannot be
 * reported, though the views themselves were representable in 128 bits). */
static bool witness_from_pair(problem *p, const sl_bview *a, const sl_bview *b,
                              sl_overlap_result *res) {
    expand_solution(p);
    /* init_result zeroed the tuples' used entries */
    i128 pa = 0;
    for (int k = 0; k < p->norig; k++) {
        const term *t = &p->orig[k];
        i128 x = p->xo[k];
        if (t->src == SRC_A_DIM)
            res->index_a[t->dim] = (int64_t)(t->flip ? a->size[t->dim] - 1 - x : x);
        else if (t->src == SRC_B_DIM)
            res->index_b[t->dim] = (int64_t)(t->flip ? b->size[t->dim] - 1 - x : x);
        else if (t->src == SRC_A_BYTE)
            pa = x;
    }
    i128 byte = addr128(a, res->index_a) + pa;
    res->byte = fits64(byte) ? (int64_t)byte : 0;
    return fits64(byte);
}

static bool witness_from_internal(problem *p, const sl_bview *v, sl_overlap_result *res) {
    for (int k = 0; k < p->n; k++) {
        const term *t = &p->t[k];
        if (t->src != SRC_A_DIM) continue;
        i128 diff = p->x[k] - t->mid; /* |stride| * diff summed with the byte term is 0 */
        if (t->flip) diff = -diff;    /* index difference i - i' */
        if (diff > 0)
            res->index_a[t->dim] = (int64_t)diff;
        else
            res->index_b[t->dim] = (int64_t)-diff;
    }
    i128 aa = addr128(v, res->index_a), ab = addr128(v, res->index_b);
    i128 byte = aa > ab ? aa : ab;
    res->byte = fits64(byte) ? (int64_t)byte : 0;
    return fits64(byte);
}

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

static bool enum_safe(const sl_bview *v) {
    i128 lo, end;
    if (!extent128(v, &lo, &end)) return true;
    if (lo < -ENUM_ADDR_LIMIT || end > ENUM_ADDR_LIMIT) return false;
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->stride_bytes[d] > ENUM_ADDR_LIMIT / 4 || v->stride_bytes[d] < -ENUM_ADDR_LIMIT / 4)
            return false;
    return true;
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

static int64_t numel_sat(const sl_bview *v) {
    i128 n = 1;
    for (int32_t d = 0; d < v->ndim; d++) {
        n *= v->size[d];
        if (n > INT64_MAX) return INT64_MAX;
    }
    return (int64_t)n;
}

/* Internal overlap by enumeration.  R_YES fills the witness. */
static int enum_internal(const sl_bview *v, bool force_sort, sl_overlap_result *res,
                         sl_error *err, int *status) {
    i128 lo128, end128;
    *status = SL_OK;
    if (!extent128(v, &lo128, &end128)) return R_NO;
    int64_t lo = (int64_t)lo128, hi = (int64_t)end128, nel = numel_sat(v);
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
static int enum_pair(const sl_bview *a, const sl_bview *b, int64_t lo, int64_t hi,
                     bool force_sort, sl_overlap_result *res, sl_error *err, int *status) {
    *status = SL_OK;
    bool a_small = numel_sat(a) <= numel_sat(b);
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
        int64_t ns = numel_sat(s), nl = numel_sat(l);
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

int sl_overlap_internal_mode(const sl_bview *v, int64_t budget, int mode,
                             sl_overlap_result *res, sl_error *err) {
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
    i128 lo, end;
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
                say(res, "neighbours along dimension %d are %lld bytes apart, closer than "
                         "the %lld-byte width", (int)d,
                    (long long)(v->stride_bytes[d] < 0 ? -v->stride_bytes[d] : v->stride_bytes[d]),
                    (long long)v->width_bytes);
                return SL_OK;
            }
    }
    bool can_enum = enum_safe(v) && ((int64_t)(end - lo) <= BITMAP_MAX_BITS ||
                                     numel_sat(v) <= SORT_MAX_ELEMS);
    int st;
    if (mode == 1) can_enum = false;
    int64_t nel = numel_sat(v);
    int64_t enum_cost = nel > INT64_MAX / 3 ? INT64_MAX : 2 * nel + 16;
    problem *p = malloc(sizeof *p);
    if (!p) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    build_internal(p, v);
    prepare(p, false);
    int64_t sb = mode >= 2 ? 0 : search_budget(budget, can_enum, enum_cost);
    int r = R_BUDGET;
    if (mode != 1 && pigeonhole(v) && enum_safe(v)) {
        /* counting proves YES; a short search often finds the witness at once, else it
         * is enumerated in a sub-box that counting still forces to overlap */
        p->budget = (sb >= 0 && sb < 4096) ? sb : 4096;
        r = run_search(p);
        res->work += p->work;
        sl_bview box;
        i128 blo = 0, bend = 0;
        if (r == R_BUDGET) {
            box = *v;
            pigeonhole_box(&box);
            extent128(&box, &blo, &bend);
        }
        if (r == R_BUDGET && bend - blo <= BITMAP_MAX_BITS &&
            (budget < 0 || budget - res->work >= 2 * numel_sat(&box))) {
            r = enum_internal(&box, false, res, err, &st);
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
                say(res, "forced by counting: %s elements x %lld bytes > span %s bytes; "
                         "witness found in a sub-box", n1, (long long)v->width_bytes, n2);
                return SL_OK;
            }
            r = R_BUDGET;
        }
    }
    if (r == R_BUDGET && sb != 0) {
        p->work = 0;
        p->budget = sb < 0 ? sb : (budget >= 0 && sb > budget - res->work ? budget - res->work : sb);
        r = run_search(p);
        res->work += p->work;
    }
    if (r == R_YES) {
        bool fits = witness_from_internal(p, v, res);
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
        say(res, "exhaustive search: no two index tuples share a byte (%lld nodes)",
            (long long)res->work);
        return SL_OK;
    }
    if (can_enum && (budget < 0 || res->work + enum_cost <= budget)) {
        int64_t before = res->work;
        r = enum_internal(v, mode == 3, res, err, &st);
        if (st) return st;
        if (r == R_YES) {
            answer_yes(res, SL_OVM_ENUMERATION);
            say(res, "enumeration met byte %lld twice", (long long)res->byte);
        } else {
            answer_no(res, SL_OVR_ENUMERATION);
            say(res, "enumerated all %lld elements: no byte owned twice (%lld units)",
                (long long)nel, (long long)(res->work - before));
        }
        return SL_OK;
    }
    res->answer = SL_OVL_UNKNOWN;
    say(res, "work budget %lld exhausted after %lld units", (long long)budget,
        (long long)res->work);
    return SL_OK;
}

int sl_overlap_pair_mode(const sl_bview *a, const sl_bview *b, int64_t budget, int mode,
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
    build_pair(p, a, b, loA, endB);
    prepare(p, true);
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
    int64_t na = numel_sat(a), nb = numel_sat(b);
    int64_t small = na < nb ? na : nb, large = na < nb ? nb : na;
    bool can_enum = enum_safe(a) && enum_safe(b) &&
                    ((int64_t)(hi - lo) <= BITMAP_MAX_BITS || small <= SORT_MAX_ELEMS);
    int64_t enum_cost = (large > INT64_MAX / 2 || small > INT64_MAX / 4)
                            ? INT64_MAX
                            : 2 * small + large + 16;
    if (mode == 1) can_enum = false;
    p->budget = mode >= 2 ? 0 : search_budget(budget, can_enum, enum_cost);
    int r = run_search(p);
    res->work += p->work;
    if (r == R_YES) {
        bool fits = witness_from_pair(p, a, b, res);
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
        say(res, "exhaustive search: no byte of A is a byte of B (%lld nodes)",
            (long long)res->work);
        return SL_OK;
    }
    int st;
    if (can_enum && (budget < 0 || res->work + enum_cost <= budget)) {
        int64_t before = res->work;
        r = enum_pair(a, b, (int64_t)lo, (int64_t)hi, mode == 3, res, err, &st);
        if (st) return st;
        if (r == R_YES) {
            answer_yes(res, SL_OVM_ENUMERATION);
            say(res, "enumeration found byte %lld in both views", (long long)res->byte);
        } else {
            answer_no(res, SL_OVR_ENUMERATION);
            say(res, "enumerated the elements in the shared byte range: none shared "
                     "(%lld units)", (long long)(res->work - before));
        }
        return SL_OK;
    }
    res->answer = SL_OVL_UNKNOWN;
    say(res, "work budget %lld exhausted after %lld units", (long long)budget,
        (long long)res->work);
    return SL_OK;
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

int sl_np_shares_memory(const sl_array *a, const sl_array *b, bool same_buffer,
                        int64_t max_work, bool *shares, sl_error *err) {
    if (max_work < -1)
        return sl_error_set(err, SL_ERR_PY, "ValueError", "Invalid value for max_work");
    sl_bview va, vb;
    memset(&va, 0, sizeof va);
    memset(&vb, 0, sizeof vb);
    const sl_array *src[2] = {a, b};
    sl_bview *dst[2] = {&va, &vb};
    for (int k = 0; k < 2; k++) {
        dst[k]->ndim = src[k]->ndim;
        dst[k]->width_bytes = src[k]->itemsize;
        dst[k]->offset_bytes = src[k]->offset_bytes;
        for (int32_t d = 0; d < src[k]->ndim && d < SL_MAX_DIMS; d++) {
            dst[k]->size[d] = src[k]->shape[d];
            dst[k]->stride_bytes[d] = src[k]->strides[d];
        }
    }
    *shares = false;
    if (!same_buffer) return SL_OK;
    i128 loA, endA, loB, endB;
    if (!extent128(&va, &loA, &endA) || !extent128(&vb, &loB, &endB)) return SL_OK;
    /* numpy classifies each stride*(n-1) by its sign in int64 and adds the extents to
     * the real data pointer in unsigned 64-bit arithmetic: a product past int64, or an
     * extent far below the buffer or near 2^64, wraps, and then its answer depends on
     * where the buffer happens to live; refuse there rather than guess */
    for (int k = 0; k < 2; k++) {
        const sl_bview *w = k ? &vb : &va;
        i128 wlo = k ? loB : loA, wend = k ? endB : endA;
        bool wraps = false;
        for (int32_t d = 0; d < w->ndim; d++) /* its sign test per dimension */
            if (!fits64((i128)(w->size[d] - 1) * w->stride_bytes[d])) wraps = true;
        if (wraps || wlo < -((i128)1 << 32) || wend > ((i128)1 << 64) - ((i128)1 << 48))
            return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: np.shares_memory on an array whose byte extent "
                                "wraps in numpy's 64-bit arithmetic (its answer there "
                                "depends on the buffer address)");
    }
    if (endA <= loB || endB <= loA) return SL_OK;
    if (max_work == 0) return sl_error_set(err, SL_ERR_PY, "TooHardError", "Exceeded max_work");
    if (max_work > 0)
        return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                            "unsupported: np.shares_memory with a positive max_work");
    problem *p = malloc(sizeof *p);
    if (!p) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    i128 r1 = (endB - 1) - loA, r2 = (endA - 1) - loB;
    if (r2 < r1)
        build_pair(p, &vb, &va, loB, endA);
    else
        build_pair(p, &va, &vb, loA, endB);
    prepare(p, false);
    bool small = numpy_numbers_small(p);
    free(p);
    if (!small)
        return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                            "unsupported: np.shares_memory on arrays whose byte distances "
                            "exceed 2^62 (numpy may raise OverflowError there)");
    sl_overlap_result res;
    int rc = sl_overlap_pair(&va, &vb, -1, &res, err);
    if (rc) return rc;
    *shares = res.answer == SL_OVL_YES;
    return SL_OK;
}
