/*
 * overlap_solve.c — the exact search of the overlap equation, and its problems.
 *
 * A problem is sum_k c_k x_k = rhs with 0 <= x_k <= u_k (the reduction is described
 * atop overlap.c, which calls this file).  The depth-first search fixes variables from
 * the smallest coefficient up; every level keeps only values for which the rest stays
 * divisible by the gcd of the remaining coefficients and inside their reach, and the
 * last two variables are solved in closed form.  The builders turn one view (internal
 * overlap) or two (pairwise) into a problem, and a solution back into index tuples and
 * the byte they share.  Enumeration, the other way to an answer, is overlap_enum.c.
 */
#include "analysis/overlap_internal.h"

/* ------------------------------------------------------------- the search -- */

static int cmp_terms_desc(const void *pa, const void *pb) {
    const term *a = pa, *b = pb;
    return a->coef < b->coef ? 1 : a->coef > b->coef ? -1 : 0;
}

/* Sort terms by coefficient, descending.  With `merge` (pair mode only: internal mode
 * must tell the trivial solution apart), terms with equal coefficients become one term
 * whose bound is the sum: a*x + a*y with x <= u, y <= w reaches exactly a*z, z <= u + w.
 * expand_solution() splits a merged value back over the original variables. */
void ovl_prepare(problem *p, bool merge) {
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

int ovl_run_search(problem *p) {
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
void ovl_build_pair(problem *p, const sl_bview *a, const sl_bview *b, i128 start_a,
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
void ovl_build_internal(problem *p, const sl_bview *v) {
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
bool ovl_witness_from_pair(problem *p, const sl_bview *a, const sl_bview *b,
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

bool ovl_witness_from_internal(problem *p, const sl_bview *v, sl_overlap_result *res) {
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

