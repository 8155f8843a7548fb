/*
 * overlap_numpy.c — numpy's own bounded overlap search, step for step, so that
 * np.shares_memory(a, b, max_work=N) and np.may_share_memory(a, b, max_work=N) with a
 * positive N answer where numpy answers and give up (TooHardError "Exceeded max_work")
 * exactly where numpy gives up.
 *
 * numpy (numpy/core/src/common/mem_overlap.c, the same in 1.24 and 2.2) turns the two
 * arrays into one bounded equation with positive coefficients,
 *
 *     sum_i a_i x_i = b,   0 <= x_i <= u_i,
 *
 * one term per dimension of either array that has more than one index and a non-zero
 * stride (a_i = |stride|, u_i = size - 1), one term (1, itemsize - 1) for each array whose
 * itemsize exceeds 1, and b the smaller of the two distances "last byte of one extent
 * minus first byte of the other".  It sorts the terms by coefficient, largest first,
 * merges equal coefficients (their bounds add up), clips each bound to b / a_i and drops
 * the terms left with bound 0.  It then folds the terms pairwise with Euclid's algorithm
 * (a'_1 = gcd(a_1, a_2), a'_j = gcd(a'_{j-1}, a_{j+1}), each with the Bezout pair Euclid's
 * iteration gives and a bound for the folded variable), and searches depth first from
 * the last term: at level v the solutions of a'_{v-1} y + a_v x_v = b form one arithmetic
 * family x_v = x2 - c2 t, y = x1 + c1 t, clipped by both bounds; every value of x_v is
 * tried in turn with b reduced by a_v x_v, and level 1 answers in closed form.
 *
 * The work count is what decides max_work: every return of "no solution" from a level
 * adds one (a remainder that does not divide, an empty range of t, a level whose every
 * candidate failed), and a level entered with the count at max_work gives up.  The
 * functions below keep that count, the same order of candidates and the same overflow
 * checks (int64 for the bounds and the reduced right-hand sides, 128 bits for the
 * family's end points), so the answer is numpy's: yes, no, too hard, or overflow.
 * The caller's step limit bounds our own time when max_work is large.
 */
#include "analysis/overlap_internal.h"

typedef struct np_term {
    int64_t a, ub;
} np_term;

typedef struct np_search {
    np_term E[MAX_TERMS], Ep[MAX_TERMS];
    int64_t gamma[MAX_TERMS], epsilon[MAX_TERMS];
    int n;
    int64_t max_work, count, step_limit, steps;
} np_search;

/* checked int64 arithmetic: the flag is set on overflow */
static int64_t add64(int64_t x, int64_t y, bool *ovf) {
    int64_t r;
    if (__builtin_add_overflow(x, y, &r)) *ovf = true;
    return r;
}
static int64_t sub64(int64_t x, int64_t y, bool *ovf) {
    int64_t r;
    if (__builtin_sub_overflow(x, y, &r)) *ovf = true;
    return r;
}
static int64_t mul64(int64_t x, int64_t y, bool *ovf) {
    int64_t r;
    if (__builtin_mul_overflow(x, y, &r)) *ovf = true;
    return r;
}
static int64_t to64(i128 v, bool *ovf) {
    if (!fits64(v)) {
        *ovf = true;
        return 0;
    }
    return (int64_t)v;
}
/* rounding toward -inf / +inf; d > 0 */
static i128 floordiv(i128 x, i128 d) {
    i128 q = x / d;
    return (x % d != 0 && x < 0) ? q - 1 : q;
}
static i128 ceildiv(i128 x, i128 d) {
    i128 q = x / d;
    return (x % d != 0 && x > 0) ? q + 1 : q;
}

/* Euclid's iteration as numpy runs it: g = gcd(a1, a2) = gamma a1 + epsilon a2 */
static void euclid(int64_t a1, int64_t a2, int64_t *g, int64_t *gamma, int64_t *epsilon) {
    int64_t g1 = 1, g2 = 0, e1 = 0, e2 = 1;
    for (;;) {
        if (a2 <= 0) {
            *g = a1, *gamma = g1, *epsilon = e1;
            return;
        }
        int64_t r = a1 / a2;
        a1 -= r * a2, g1 -= r * g2, e1 -= r * e2;
        if (a1 <= 0) {
            *g = a2, *gamma = g2, *epsilon = e2;
            return;
        }
        r = a2 / a1;
        a2 -= r * a1, g2 -= r * g1, e2 -= r * e1;
    }
}

/* the folded terms Ep and their Bezout pairs; false on overflow */
static bool precompute(np_search *s) {
    np_term *E = s->E, *Ep = s->Ep;
    int n = s->n;
    bool ovf = false;
    int64_t g, gm, ep;
    euclid(E[0].a, E[1].a, &g, &gm, &ep);
    Ep[0].a = g, s->gamma[0] = gm, s->epsilon[0] = ep;
    if (n > 2) Ep[0].ub = add64(mul64(E[0].ub, E[0].a / g, &ovf), mul64(E[1].ub, E[1].a / g, &ovf), &ovf);
    if (ovf) return false;
    for (int j = 2; j < n; j++) {
        euclid(Ep[j - 2].a, E[j].a, &g, &gm, &ep);
        Ep[j - 1].a = g, s->gamma[j - 1] = gm, s->epsilon[j - 1] = ep;
        if (j < n - 1) {
            Ep[j - 1].ub = add64(mul64(Ep[j - 2].a / g, Ep[j - 2].ub, &ovf), mul64(E[j].a / g, E[j].ub, &ovf), &ovf);
            if (ovf) return false;
        }
    }
    return true;
}

static sl_np_overlap_answer dfs(np_search *s, int v, int64_t b) {
    if (s->max_work >= 0 && s->count >= s->max_work) return SL_NP_OVL_TOO_HARD;
    if (++s->steps > s->step_limit) return SL_NP_OVL_LIMIT;
    int64_t a1 = v == 1 ? s->E[0].a : s->Ep[v - 2].a, u1 = v == 1 ? s->E[0].ub : s->Ep[v - 2].ub;
    int64_t a2 = s->E[v].a, u2 = s->E[v].ub;
    int64_t g = s->Ep[v - 1].a, gamma = s->gamma[v - 1], epsilon = s->epsilon[v - 1];
    if (b % g != 0) {
        s->count++;
        return SL_NP_OVL_NO;
    }
    int64_t c = b / g, c1 = a2 / g, c2 = a1 / g;
    /* x1 = gamma c + c1 t, x2 = epsilon c - c2 t, 0 <= x1 <= u1, 0 <= x2 <= u2 */
    i128 x10 = (i128)gamma * c, x20 = (i128)epsilon * c;
    i128 tl1 = ceildiv(-x10, c1), tl2 = ceildiv(x20 - u2, c2);
    i128 tu1 = floordiv((i128)u1 - x10, c1), tu2 = floordiv(x20, c2);
    i128 tl = tl2 > tl1 ? tl2 : tl1, tu = tu1 > tu2 ? tu2 : tu1;
    if (tl > tu) {
        s->count++;
        return SL_NP_OVL_NO;
    }
    bool ovf = false;
    int64_t tl64 = to64(tl, &ovf), tu64 = to64(tu, &ovf);
    if (ovf) return SL_NP_OVL_OVERFLOW;
    x10 += (i128)c1 * tl64;
    x20 -= (i128)c2 * tl64;
    int64_t span = sub64(tu64, tl64, &ovf);
    int64_t x2 = to64(x20, &ovf);
    (void)to64(x10, &ovf);
    if (ovf) return SL_NP_OVL_OVERFLOW;
    if (v == 1) return SL_NP_OVL_YES; /* span >= 0: a solution */
    for (int64_t t = 0; t <= span; t++) {
        int64_t xv = x2 - c2 * t; /* within [0, u2] by the bounds above */
        int64_t b2 = sub64(b, mul64(a2, xv, &ovf), &ovf);
        if (ovf) return SL_NP_OVL_OVERFLOW;
        sl_np_overlap_answer r = dfs(s, v - 1, b2);
        if (r != SL_NP_OVL_NO) return r;
    }
    s->count++;
    return SL_NP_OVL_NO;
}

/* numpy's strides_to_terms (skipping dims of one index or stride 0); false on overflow */
static bool add_terms(np_search *s, const sl_bview *w) {
    for (int32_t d = 0; d < w->ndim; d++) {
        if (w->size[d] <= 1 || w->stride_bytes[d] == 0) continue;
        if (w->stride_bytes[d] == INT64_MIN) return false;
        s->E[s->n].a = w->stride_bytes[d] < 0 ? -w->stride_bytes[d] : w->stride_bytes[d];
        s->E[s->n].ub = w->size[d] - 1;
        s->n++;
    }
    return true;
}

sl_np_overlap_answer ovl_numpy_bounded(const sl_bview *va, const sl_bview *vb, i128 loA, i128 endA, i128 loB,
                                       i128 endB, int64_t max_work, int64_t step_limit) {
    if (!(loA < endB && loB < endA && loA < endA && loB < endB)) return SL_NP_OVL_NO;
    if (max_work == 0) return SL_NP_OVL_TOO_HARD;
    i128 r1 = endB - 1 - loA, r2 = endA - 1 - loB;
    i128 rhs = r1 < r2 ? r1 : r2;
    if (!fits64(rhs)) return SL_NP_OVL_OVERFLOW;
    int64_t b = (int64_t)rhs;
    np_search *s = calloc(1, sizeof *s);
    if (!s) return SL_NP_OVL_LIMIT;
    s->max_work = max_work, s->step_limit = step_limit;
    sl_np_overlap_answer ans = SL_NP_OVL_NO;
    if (!add_terms(s, va) || !add_terms(s, vb)) {
        ans = SL_NP_OVL_OVERFLOW;
        goto done;
    }
    const sl_bview *w2[2] = {va, vb};
    for (int k = 0; k < 2; k++)
        if (w2[k]->width_bytes > 1) {
            s->E[s->n].a = 1;
            s->E[s->n].ub = w2[k]->width_bytes - 1;
            s->n++;
        }
    /* diophantine_simplify: sort by coefficient, largest first; merge equal ones; clip */
    for (int i = 1; i < s->n; i++)
        for (int j = i; j > 0 && s->E[j].a > s->E[j - 1].a; j--) {
            np_term t = s->E[j];
            s->E[j] = s->E[j - 1];
            s->E[j - 1] = t;
        }
    bool ovf = false;
    int m = 0;
    for (int j = 0; j < s->n; j++) {
        if (m > 0 && s->E[m - 1].a == s->E[j].a) s->E[m - 1].ub = add64(s->E[m - 1].ub, s->E[j].ub, &ovf);
        else s->E[m++] = s->E[j];
    }
    s->n = m;
    m = 0;
    for (int j = 0; j < s->n; j++) {
        int64_t cap = b / s->E[j].a;
        if (s->E[j].ub > cap) s->E[j].ub = cap;
        if (s->E[j].ub != 0) s->E[m++] = s->E[j];
    }
    s->n = m;
    if (ovf) {
        ans = SL_NP_OVL_OVERFLOW;
        goto done;
    }
    /* solve_diophantine */
    if (s->n == 0) {
        ans = b == 0 ? SL_NP_OVL_YES : SL_NP_OVL_NO;
    } else if (s->n == 1) {
        ans = b % s->E[0].a == 0 && b / s->E[0].a <= s->E[0].ub ? SL_NP_OVL_YES : SL_NP_OVL_NO;
    } else if (!precompute(s)) {
        ans = SL_NP_OVL_OVERFLOW;
    } else {
        ans = dfs(s, s->n - 1, b);
    }
done:
    free(s);
    return ans;
}
