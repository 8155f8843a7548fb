/*
 * tensor_reduce.c — torch's reductions: sum, mean, prod, max / min, argmax / argmin,
 * all / any, over all elements or dims (keepdim, dtype=).
 *
 * Float sums, means and products are reproduced only when every partial result in any
 * order is exact (so torch's summation order cannot matter), or, for whole-tensor sums,
 * with torch's own float summation order reproduced; otherwise `unsupported:`.
 */
#include "lang/python/py.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ reductions == */

/* The dims a reduction runs over (mask), from None / an int / a tuple of ints. */
static int reduce_dims(const sl_tensor *t, const lang_value *dimv, uint64_t *mask, bool *all, sl_error *err) {
    int32_t nd = t->layout.ndim;
    *mask = 0;
    *all = !dimv || dimv->kind == V_NONE;
    if (*all) {
        for (int32_t d = 0; d < nd; d++) *mask |= (uint64_t)1 << d;
        return SL_OK;
    }
    int64_t v[SL_MAX_DIMS];
    int32_t n = 0;
    int rc;
    if (dimv->kind == V_TUPLE || dimv->kind == V_LIST) {
        if ((rc = lang_int_list(&dimv, 1, v, &n, "dim", err))) return rc;
        if (n == 0) {
            *all = true;
            for (int32_t d = 0; d < nd; d++) *mask |= (uint64_t)1 << d;
            return SL_OK;
        }
    } else {
        if ((rc = lang_to_int(dimv, &v[0], "dim", err))) return rc;
        n = 1;
    }
    for (int32_t i = 0; i < n; i++) {
        int64_t d;
        if ((rc = sl_wrap_dim(v[i], nd, true, &d, err))) return rc;
        if (nd == 0) d = 0;
        if (nd > 0 && (*mask >> d) & 1)
            return lang_py_error(err, "RuntimeError", "dim %lld appears multiple times in the list of dims",
                                 (long long)d);
        if (nd > 0) *mask |= (uint64_t)1 << d;
    }
    return SL_OK;
}

/* output shape of a reduction (contiguous) and the map from input index to output */
static void reduce_shape(const sl_tensor *t, uint64_t mask, bool keepdim, int64_t *shape, int32_t *n) {
    *n = 0;
    for (int32_t d = 0; d < t->layout.ndim; d++) {
        if ((mask >> d) & 1) {
            if (keepdim) shape[(*n)++] = 1;
        } else {
            shape[(*n)++] = t->layout.size[d];
        }
    }
}



static void exact_add(exact_acc *a, double x) {
    if (isnan(x)) { a->nan = true; return; }
    if (isinf(x)) { if (x > 0) a->pinf = true; else a->ninf = true; return; }
    if (x == 0) { a->zero = true; return; }
    int e;
    double m = frexp(fabs(x), &e);  /* |x| = m * 2^e, m in [0.5, 1) */
    /* lowest set bit: scale the mantissa to an integer */
    uint64_t mi = (uint64_t)ldexp(m, 53);
    int tz = 0;
    while (!(mi & 1)) {
        mi >>= 1;
        tz++;
    }
    int low = e - 53 + tz, high = e - 1;
    if (!a->any || low < a->min_exp) a->min_exp = low;
    if (!a->any || high > a->max_exp) a->max_exp = high;
    a->any = true;
    a->abs_sum += fabs(x);
    a->width_sum += high - low + 1;
    double ax = fabs(x);
    a->big_prod *= ax > 1 ? ax : 1;
    a->small_prod *= ax < 1 ? ax : 1;
}

/* Is the sum exact whatever the order? |partial| <= sum|x| < 2^(p + min_exp) with every
 * partial a multiple of 2^min_exp needs no rounding (p = 24 or 53 mantissa bits). */
/* mantissa bits and smallest exponent of a set bit of the float dtypes */
static int mant_bits(sl_dtype dt) {
    return dt == SL_FLOAT64 ? 53 : dt == SL_FLOAT32 ? 24 : dt == SL_FLOAT16 ? 11 : dt == SL_BFLOAT16 ? 8 : 0;
}
static int min_bit_exp(sl_dtype dt) {
    return dt == SL_FLOAT64 ? -1074 : dt == SL_FLOAT32 ? -149 : dt == SL_FLOAT16 ? -24 : -133;
}

/* (float16 / bfloat16 sums accumulate in float32 and store in their own type: exact in
 * the narrow type is exact in both) */
static bool sum_exact(const exact_acc *a, sl_dtype dt) {
    if (!a->any) return true;
    int p = mant_bits(dt);
    if (!p || a->min_exp < min_bit_exp(dt)) return false;
    double top = dt == SL_FLOAT64 ? DBL_MAX / 4 : dt == SL_FLOAT16 ? 65504.0 : FLT_MAX / 4;
    return a->abs_sum < ldexp(1.0, p + a->min_exp) && a->abs_sum <= top;
}

static bool prod_exact(const exact_acc *a, sl_dtype dt) {
    if (!a->any) return true;
    int p = mant_bits(dt);
    if (!p || a->width_sum > p) return false;
    double hi = dt == SL_FLOAT64 ? 1e300 : dt == SL_FLOAT16 ? 65504.0 : 1e37;
    double lo = dt == SL_FLOAT64 ? 1e-300 : dt == SL_FLOAT16 ? 6.2e-5 : 1e-37;
    return a->big_prod < hi && a->small_prod > lo;
}

/* ---- torch's float sum, reproduced for whole-tensor sums (sum() / mean()) ----
 *
 * torch 1.13 sums float32/float64 with a cascade (SumKernel.cpp, our reading of it):
 * TensorIterator orders the input's dims by stride and merges the ones that are
 * contiguous together; the output starts at 0 and each inner row's sum is added to it
 * in turn.  A row whose elements are adjacent in memory and at least one SIMD vector
 * long (8 floats / 4 doubles on AVX2) is summed as vectors: four interleaved vector
 * accumulators with a 16-step carry into coarser levels, then the leftover elements
 * one by one, then the lanes in order.  Other rows use the same cascade with scalars.
 * Below 32768 elements everything runs on one thread, which is the only case done
 * here; dims of stride 0 or equal strides (expanded / overlapping views) are refused. */
static double addf(double a, double b, bool single) {
    return single ? (double)((float)a + (float)b) : a + b;
}

/* multi_row_sum + row_sum over `nvec` vectors of W lanes: vector u, lane l = x[u*W + l] */
static void cascade_row(const double *x, int64_t nvec, int W, bool single, double *out) {
    enum { LEVELS = 4, ROWS = 4 };
    double acc[LEVELS][ROWS][8];
    memset(acc, 0, sizeof acc);
    int64_t size = nvec / ROWS; /* rows of four vectors */
    const int64_t level_power = 4, level_step = 16, level_mask = 15;
    int64_t i = 0;
    while (i + level_step <= size) {
        for (int64_t j = 0; j < level_step; j++, i++)
            for (int k = 0; k < ROWS; k++)
                for (int l = 0; l < W; l++) acc[0][k][l] = addf(acc[0][k][l], x[(i * ROWS + k) * W + l], single);
        for (int j = 1; j < LEVELS; j++) {
            for (int k = 0; k < ROWS; k++)
                for (int l = 0; l < W; l++) {
                    acc[j][k][l] = addf(acc[j][k][l], acc[j - 1][k][l], single);
                    acc[j - 1][k][l] = 0;
                }
            if ((i & (level_mask << (j * level_power))) != 0) break;
        }
    }
    for (; i < size; i++)
        for (int k = 0; k < ROWS; k++)
            for (int l = 0; l < W; l++) acc[0][k][l] = addf(acc[0][k][l], x[(i * ROWS + k) * W + l], single);
    for (int j = 1; j < LEVELS; j++)
        for (int k = 0; k < ROWS; k++)
            for (int l = 0; l < W; l++) acc[0][k][l] = addf(acc[0][k][l], acc[j][k][l], single);
    /* leftover vectors go into the first partial sum, then the partials are added */
    for (int64_t u = size * ROWS; u < nvec; u++)
        for (int l = 0; l < W; l++) acc[0][0][l] = addf(acc[0][0][l], x[u * W + l], single);
    for (int k = 1; k < ROWS; k++)
        for (int l = 0; l < W; l++) acc[0][0][l] = addf(acc[0][0][l], acc[0][k][l], single);
    for (int l = 0; l < W; l++) out[l] = acc[0][0][l];
}

/* The whole-tensor sum as torch computes it, or 1 when the layout is not modelled. */
static int torch_float_sum(lang_interp *I, lang_value *t, double *res, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    bool single = tt->dtype == SL_FLOAT32;
    if (tt->dtype != SL_FLOAT32 && tt->dtype != SL_FLOAT64) return 1;
    int64_t total;
    int rc = sl_layout_numel(&tt->layout, &total, err);
    if (rc) return rc;
    if (total >= 32768) return 1;
    /* dims of size > 1, sorted by stride (innermost first), then merged */
    int64_t size[SL_MAX_DIMS], stride[SL_MAX_DIMS];
    int32_t nd = 0;
    for (int32_t d = tt->layout.ndim - 1; d >= 0; d--) {
        if (tt->layout.size[d] == 1) continue;
        if (tt->layout.stride[d] <= 0) return 1;
        size[nd] = tt->layout.size[d];
        stride[nd] = tt->layout.stride[d];
        nd++;
    }
    for (int32_t i = 1; i < nd; i++)
        for (int32_t j = i; j > 0 && stride[j - 1] > stride[j]; j--) {
            int64_t a = size[j], b = stride[j];
            size[j] = size[j - 1];
            stride[j] = stride[j - 1];
            size[j - 1] = a;
            stride[j - 1] = b;
        }
    for (int32_t i = 1; i < nd; i++)
        if (stride[i] == stride[i - 1]) return 1;
    int32_t m = 0;
    for (int32_t i = 0; i < nd; i++) {
        if (m > 0 && stride[m - 1] * size[m - 1] == stride[i]) {
            size[m - 1] *= size[i];
        } else {
            size[m] = size[i];
            stride[m] = stride[i];
            m++;
        }
    }
    nd = m;
    double acc = 0;
    if (nd == 0) {
        if (total == 0) {
            *res = 0;
            return SL_OK;
        }
        nd = 1;
        size[0] = 1;
        stride[0] = 1;
    }
    int64_t n0 = size[0], rows = total / n0;
    double *x = lang_alloc_n(&I->A, (n0 + 1), sizeof *x);
    CHECK_ALLOC(x);
    lang_lview v;
    lang_lview_of_tensor(tt, &v);
    v.ndim = 1;
    int W = single ? 8 : 4;
    int64_t outer[SL_MAX_DIMS] = {0};
    for (int64_t r = 0; r < rows; r++) {
        /* the row's first element: outer dims 1.. with dim 1 fastest */
        int64_t off = v.offset_bytes;
        for (int32_t d = 1; d < nd; d++) off += outer[d] * stride[d] * tt->layout.itemsize;
        lang_lview row = v;
        row.offset_bytes = off;
        row.shape[0] = n0;
        row.stride_bytes[0] = stride[0] * tt->layout.itemsize;
        for (int64_t k = 0; k < n0; k++) {
            lang_num e;
            if ((rc = lang_read(I, TV(t)->st, &row, &k, &e, err))) return rc;
            x[k] = e.f;
        }
        double rowsum;
        if (stride[0] == 1 && n0 >= W) {
            int64_t nvec = n0 / W;
            double lanes[8];
            cascade_row(x, nvec, W, single, lanes);
            rowsum = 0;
            for (int64_t k = nvec * W; k < n0; k++) rowsum = addf(rowsum, x[k], single);
            for (int l = 0; l < W; l++) rowsum = addf(rowsum, lanes[l], single);
        } else {
            cascade_row(x, n0, 1, single, &rowsum);
        }
        acc = addf(acc, rowsum, single);
        for (int32_t d = 1; d < nd; d++) {
            if (++outer[d] < size[d]) break;
            outer[d] = 0;
        }
    }
    *res = acc;
    return SL_OK;
}

/* multi_row_sum with one column: the level-carry cascade straight over n values */
static double cascade_direct(const double *x, int64_t n, bool single) {
    double acc[4] = {0, 0, 0, 0};
    int64_t i = 0;
    while (i + 16 <= n) {
        for (int64_t j = 0; j < 16; j++, i++) acc[0] = addf(acc[0], x[i], single);
        for (int j = 1; j < 4; j++) {
            acc[j] = addf(acc[j], acc[j - 1], single);
            acc[j - 1] = 0;
            if ((i & ((int64_t)15 << (j * 4))) != 0) break;
        }
    }
    for (; i < n; i++) acc[0] = addf(acc[0], x[i], single);
    for (int j = 1; j < 4; j++) acc[0] = addf(acc[0], acc[j], single);
    return acc[0];
}

/* Sums over one reduced (merged) dim for every output, in torch's order, when the
 * iteration is two-dimensional: TensorIterator puts the reduced dims innermost (ordered
 * by input stride), the kept dims after them in output order, and merges neighbours
 * that are contiguous for input and output alike.  The 2-D loop then picks, as
 * cascade_sum does: a vectorized sum along contiguous rows; a vectorized sum across
 * contiguous columns (groups of 32 columns use the plain level cascade per column,
 * the rest the 4-way interleaved row_sum); or scalar loops (4-column groups with the
 * plain cascade when the reduced stride is the larger, else row_sum per output).
 * Returns 1 for layouts outside this model. */
static int torch_float_sum_dim(lang_interp *I, lang_value *t, uint64_t mask, double *res, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    bool single = tt->dtype == SL_FLOAT32;
    if (tt->dtype != SL_FLOAT32 && tt->dtype != SL_FLOAT64) return 1;
    int64_t total;
    int rc = sl_layout_numel(&tt->layout, &total, err);
    if (rc) return rc;
    if (total >= 32768 || total == 0) return 1;
    int32_t nd = tt->layout.ndim;
    /* output strides: contiguous over the kept dims */
    int64_t ostride[SL_MAX_DIMS], acc_st = 1;
    for (int32_t d = nd - 1; d >= 0; d--) {
        if ((mask >> d) & 1) {
            ostride[d] = 0;
        } else {
            ostride[d] = acc_st;
            acc_st *= tt->layout.size[d];
        }
    }
    /* iteration dims, innermost first: reduced by input stride, then kept in reverse order */
    int64_t size[SL_MAX_DIMS], ist[SL_MAX_DIMS], ost[SL_MAX_DIMS];
    int32_t m = 0;
    for (int pass = 0; pass < 2; pass++) {
        int32_t first = m;
        for (int32_t d = nd - 1; d >= 0; d--) {
            bool red = (mask >> d) & 1;
            if (red != (pass == 0) || tt->layout.size[d] == 1) continue;
            if (tt->layout.stride[d] <= 0) return 1;
            size[m] = tt->layout.size[d];
            ist[m] = tt->layout.stride[d];
            ost[m] = ostride[d];
            m++;
        }
        if (pass == 0) {
            for (int32_t i = first + 1; i < m; i++)
                for (int32_t j = i; j > first && ist[j - 1] > ist[j]; j--) {
                    int64_t a = size[j], b = ist[j];
                    size[j] = size[j - 1];
                    ist[j] = ist[j - 1];
                    size[j - 1] = a;
                    ist[j - 1] = b;
                }
            for (int32_t i = first + 1; i < m; i++)
                if (ist[i] == ist[i - 1]) return 1;
        }
    }
    int32_t k = 0;
    for (int32_t i = 0; i < m; i++) {
        if (k > 0 && ist[k - 1] * size[k - 1] == ist[i] && ost[k - 1] * size[k - 1] == ost[i]) {
            size[k - 1] *= size[i];
        } else {
            size[k] = size[i];
            ist[k] = ist[i];
            ost[k] = ost[i];
            k++;
        }
    }
    if (k != 2 || ost[0] != 0 || ost[1] == 0) return 1;
    int64_t R = size[0], K = size[1], is = tt->layout.itemsize;
    int W = single ? 8 : 4;
    double *x = lang_alloc_n(&I->A, (R + 1), sizeof *x);
    CHECK_ALLOC(x);
    lang_lview v;
    lang_lview_of_tensor(tt, &v);
    v.ndim = 1;
    v.shape[0] = R;
    v.stride_bytes[0] = ist[0] * is;
    int64_t base = v.offset_bytes;
    for (int64_t j = 0; j < K; j++) {
        v.offset_bytes = base + j * ist[1] * is;
        for (int64_t r = 0; r < R; r++) {
            lang_num e;
            if ((rc = lang_read(I, TV(t)->st, &v, &r, &e, err))) return rc;
            x[r] = e.f;
        }
        double sum;
        bool direct;
        if (ist[0] == 1 && R >= W) {
            int64_t nvec = R / W;
            double lanes[8];
            cascade_row(x, nvec, W, single, lanes);
            sum = 0;
            for (int64_t q = nvec * W; q < R; q++) sum = addf(sum, x[q], single);
            for (int l = 0; l < W; l++) sum = addf(sum, lanes[l], single);
            res[j] = addf(0, sum, single);
            continue;
        }
        if (ist[1] == 1 && K >= W) direct = j < (K / (4 * W)) * (4 * W);
        else if (ist[0] < ist[1]) direct = false;
        else direct = j < (K / 4) * 4;
        if (direct) sum = cascade_direct(x, R, single);
        else cascade_row(x, R, 1, single, &sum);
        res[j] = addf(0, sum, single);
    }
    return SL_OK;
}

static const char *red_name(red_op op) {
    static const char *const N[] = {"sum", "mean", "prod", "max", "min", "argmax", "argmin", "all", "any"};
    return N[op];
}

/* torch-order sums for every output of a reduction over `mask` (1: not modelled) */
static int dim_sums_of(lang_interp *I, lang_value *t, uint64_t mask, int64_t out_n, double **sums,
                       sl_error *err) {
    double *v = lang_alloc_n(&I->A, (out_n + 1), sizeof *v);
    CHECK_ALLOC(v);
    int rc = torch_float_sum_dim(I, t, mask, v, err);
    if (rc == SL_OK) *sums = v;
    return rc;
}

/* one reduction over the dims in mask; out dtype chosen by the caller */
static int reduce(lang_interp *I, red_op op, lang_value *t, uint64_t mask, bool keepdim, sl_dtype acc_dt,
                  sl_dtype out_dt, lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    int32_t nd = tt->layout.ndim;
    int64_t oshape[SL_MAX_DIMS];
    int32_t on;
    reduce_shape(tt, mask, keepdim, oshape, &on);
    int64_t total, out_n = 1, rlen = 1;
    int rc = sl_layout_numel(&tt->layout, &total, err);
    if (rc) return rc;
    for (int32_t d = 0; d < nd; d++) {
        if ((mask >> d) & 1) {
            if (sl_ovf_mul(rlen, tt->layout.size[d], &rlen)) return sl_error_overflow(err, "reduction size");
        } else if (sl_ovf_mul(out_n, tt->layout.size[d], &out_n)) {
            return sl_error_overflow(err, "reduction size");
        }
    }
    bool is_minmax = op == R_MAX || op == R_MIN || op == R_ARGMAX || op == R_ARGMIN;
    if (is_minmax && rlen == 0) {
        return lang_unsupported(err, "%s() over an empty dimension", red_name(op));
    }
    if (out_n > (1 << 20) || total > (1 << 24)) return lang_unsupported(err, "%s() of more than 2^24 elements", red_name(op));
    sl_tensor r;
    if ((rc = sl_torch_empty_ref(oshape, on, out_dt, SL_MF_CONTIGUOUS, I->ref, &r, err))) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    /* per output element accumulators */
    lang_num *acc = lang_alloc_n(&I->A, (out_n + 1), sizeof *acc);
    int64_t *arg = lang_alloc_n(&I->A, (out_n + 1), sizeof *arg);
    int64_t *seen = lang_alloc_n(&I->A, (out_n + 1), sizeof *seen);
    exact_acc *ex = NULL;
    bool fl = is_fl(acc_dt);
    if (fl && (op == R_SUM || op == R_MEAN || op == R_PROD)) {
        ex = lang_alloc_n(&I->A, (out_n + 1), sizeof *ex);
        CHECK_ALLOC(ex);
        for (int64_t k = 0; k < out_n; k++) ex[k].big_prod = ex[k].small_prod = 1.0;
    }
    CHECK_ALLOC(acc);
    CHECK_ALLOC(arg);
    CHECK_ALLOC(seen);
    for (int64_t k = 0; k < out_n; k++) {
        acc[k].is_float = fl;
        acc[k].i = (op == R_PROD || op == R_ALL) ? 1 : 0;
        acc[k].f = op == R_PROD ? 1.0 : 0.0;
    }
    lang_lview sv;
    lang_lview_of_tensor(tt, &sv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < total; e++) {
        /* output position (row-major over the kept dims) and position in the reduced dims */
        int64_t o = 0, ri = 0;
        for (int32_t d = 0; d < nd; d++) {
            if ((mask >> d) & 1) ri = ri * tt->layout.size[d] + idx[d];
            else o = o * tt->layout.size[d] + idx[d];
        }
        lang_num x;
        if ((rc = lang_read(I, TV(t)->st, &sv, idx, &x, err))) return rc;
        if ((rc = lang_num_cast(x, acc_dt, &x, err))) return rc;
        lang_num *A = &acc[o];
        switch (op) {
        case R_SUM:
        case R_MEAN:
            if (fl) {
                exact_add(&ex[o], x.f);
                A->f += x.f;
            } else {
                A->i = (int64_t)((uint64_t)A->i + (uint64_t)x.i);
            }
            break;
        case R_PROD:
            if (fl) {
                exact_add(&ex[o], x.f);
                A->f *= x.f;
            } else {
                A->i = (int64_t)((uint64_t)A->i * (uint64_t)x.i);
            }
            break;
        case R_ALL:
        case R_ANY: {
            bool b = x.is_float ? x.f != 0 : x.i != 0;
            if (op == R_ALL) A->i = A->i && b;
            else A->i = A->i || b;
            break;
        }
        default: {
            /* max / min / argmax / argmin: NaN wins, first occurrence kept */
            bool better;
            if (!seen[o]) better = true;
            else if (fl) {
                if (isnan(A->f)) better = false;
                else if (isnan(x.f)) better = true;
                else better = (op == R_MAX || op == R_ARGMAX) ? x.f > A->f : x.f < A->f;
            } else {
                better = (op == R_MAX || op == R_ARGMAX) ? x.i > A->i : x.i < A->i;
            }
            if (better) {
                *A = x;
                arg[o] = ri;
                seen[o] = 1;
            } else if ((op == R_MAX || op == R_MIN) && fl && x.f == 0 && A->f == 0 && signbit(x.f) != signbit(A->f)) {
                /* 0. and -0. tie: a whole-tensor max / min of up to 4 elements returns the
                 * later one (torch's scalar loop); its vectorized loop (more elements) and
                 * its reductions along a dim decide otherwise, so those are refused below */
                *A = x;
                seen[o] = 2;
            }
        }
        }
        lang_next_index(idx, tt->layout.size, tt->layout.ndim);
    }
    if ((op == R_MAX || op == R_MIN) && fl && (rlen > 4 || out_n > 1)) /* a dim reduction takes the first */
        for (int64_t k = 0; k < out_n; k++)
            if (seen[k] == 2)
                return lang_unsupported(err, "which zero %s() returns of a tensor holding both 0. and -0. "
                                             "(torch's vectorized loop decides)", red_name(op));
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    int64_t oidx[SL_MAX_DIMS] = {0};
    double *dim_sums = NULL;
    for (int64_t k = 0; k < out_n; k++) {
        lang_num z = acc[k];
        if (ex) {
            exact_acc *X = &ex[k];
            if (X->nan || (X->pinf && X->ninf && op != R_PROD)) {
                z.f = NAN;
            } else if (op != R_PROD && (X->pinf || X->ninf)) {
                z.f = X->pinf ? INFINITY : -INFINITY;
            } else if (op == R_PROD && (X->pinf || X->ninf || X->zero)) {
                if ((X->pinf || X->ninf) && X->zero) z.f = NAN;
                else if (X->zero) z.f = 0.0 * acc[k].f; /* signed zero: the sign of the product */
                else z.f = acc[k].f;
                if (X->pinf || X->ninf)
                    return lang_unsupported(err, "prod() of float tensors with infinities");
            } else if (op != R_PROD && !sum_exact(X, acc_dt) && out_n == 1 && acc_dt == TV(t)->t.dtype &&
                       (rc = torch_float_sum(I, t, &z.f, err)) != 1) {
                if (rc) return rc; /* a whole-tensor sum in torch's own order */
            } else if (op != R_PROD && !sum_exact(X, acc_dt) && out_n > 1 && acc_dt == TV(t)->t.dtype &&
                       (dim_sums || (rc = dim_sums_of(I, t, mask, out_n, &dim_sums, err)) != 1)) {
                if (rc) return rc; /* sums over a dim in torch's own order */
                z.f = dim_sums[k];
            } else if (op == R_PROD ? !prod_exact(X, acc_dt) : !sum_exact(X, acc_dt)) {
                return lang_unsupported(err, "%s() of float values whose partial results round (torch's summation order is not reproduced)",
                                        red_name(op));
            }
            if (op == R_MEAN) {
                if (acc_dt != SL_FLOAT64) z.f = (double)((float)z.f / (float)rlen);
                else z.f = z.f / (double)rlen;
            }
        }
        if (op == R_ARGMAX || op == R_ARGMIN) {
            z.is_float = false;
            z.i = arg[k];
        } else if (op == R_ALL || op == R_ANY) {
            z.is_float = false; /* the flag lives in .i whatever the input dtype */
        }
        if ((rc = lang_write(I, st, &rv, oidx, z, err))) return rc;
        lang_next_index(oidx, r.layout.size, r.layout.ndim);
    }
    return SL_OK;
}

/* sum / mean / prod / max / min / argmax / argmin / all / any (method forms) */
/* keepdim=: a bool or absent (false) */
static int keepdim_arg(const lang_value *v, bool *keepdim, sl_error *err) {
    *keepdim = false;
    if (!v) return SL_OK;
    if (v->kind != V_BOOL) return lang_unsupported(err, "keepdim given as %s", lv_type_name(v));
    *keepdim = v->u.b;
    return SL_OK;
}

int tensor_method_reduce(lang_interp *I, lang_value *t, red_op op, const lang_args *a, lang_value **out,
                         sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    static const char *const PN[] = {"dim", "keepdim", "dtype"};
    lang_value *p[3];
    int rc = lang_bind(a, red_name(op), PN, 3, 0, p, err);
    if (rc) return rc;
    bool keepdim;
    if ((rc = keepdim_arg(p[1], &keepdim, err))) return rc;
    if (sl_dtype_is_complex(tt->dtype)) return lang_unsupported(err, "reductions of complex tensors");
    sl_dtype in = tt->dtype, acc_dt = in, odt = in;
    bool has_dt = p[2] && p[2]->kind != V_NONE;
    if (has_dt) {
        if (op != R_SUM && op != R_MEAN && op != R_PROD) return lang_unsupported(err, "dtype= of %s()", red_name(op));
        if ((rc = tensor_dtype_arg(p[2], &odt, err))) return rc;
        acc_dt = odt;
    }
    switch (op) {
    case R_SUM:
    case R_PROD:
        if (!has_dt && (in == SL_BOOL || is_int(in))) acc_dt = odt = SL_INT64;
        break;
    case R_MEAN:
        if (!is_fl(odt))
            return lang_py_error(err, "RuntimeError",
                                 "mean(): could not infer output dtype. %s dtype must be either a floating point or "
                                 "complex dtype. Got: %s",
                                 has_dt ? "Optional" : "Input", lang_torch_scalar_type_name(odt));
        break;
    case R_ARGMAX:
    case R_ARGMIN:
        odt = SL_INT64;
        if (in == SL_BOOL) return lang_py_error(err, "RuntimeError", "\"%s_cpu\" not implemented for 'Bool'", red_name(op));
        break;
    case R_ALL:
    case R_ANY:
        odt = in == SL_UINT8 ? SL_UINT8 : SL_BOOL;
        acc_dt = in;
        break;
    default: break;
    }
    if (op == R_PROD && (acc_dt == SL_FLOAT16 || acc_dt == SL_BFLOAT16) && tt->ref != SL_REF_LESSONS) /* 2.x has it */
        return lang_py_error(err, "RuntimeError", "\"prod_cpu\" not implemented for '%s'", lang_torch_scalar_type_name(acc_dt));
    uint64_t mask;
    bool all;
    if ((op == R_MAX || op == R_MIN) && p[0] && p[0]->kind != V_NONE) /* torch.return_types: tensor_adv_index.c */
        return lang_torch_minmax_dim(I, t, op == R_MAX, p[0], keepdim, out, err);
    if ((op == R_ALL || op == R_ANY || op == R_MAX || op == R_MIN || op == R_ARGMAX || op == R_ARGMIN) && p[0] &&
        (p[0]->kind == V_TUPLE || p[0]->kind == V_LIST))
        return lang_unsupported(err, "%s() over a tuple of dims", red_name(op));
    if ((rc = reduce_dims(tt, p[0], &mask, &all, err))) return rc;
    int64_t total;
    if ((rc = sl_layout_numel(&tt->layout, &total, err))) return rc;
    if ((op == R_MAX || op == R_MIN) && total == 0)
        return lang_py_error(err, "RuntimeError",
                             "%s(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                             "reduction dim with the 'dim' argument.",
                             red_name(op));
    if ((op == R_ARGMAX || op == R_ARGMIN) && total == 0 && all)
        return lang_py_error(err, "IndexError",
                             "%s(): Expected reduction dim to be specified for input.numel() == 0.", red_name(op));
    return reduce(I, op, t, mask, keepdim, acc_dt, odt, out, err);
}

/* t.amax(dim=(), keepdim=False) / t.amin: the max / min over the dims (every dim when
 * none is given), values only, NaN propagating like max(), with amax's own checks */
int tensor_method_amax(lang_interp *I, lang_value *t, bool is_max, const lang_args *a, lang_value **out,
                       sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    const char *nm = is_max ? "amax" : "amin";
    static const char *const PN[] = {"dim", "keepdim"};
    lang_value *p[2];
    int rc = lang_bind(a, nm, PN, 2, 0, p, err);
    if (rc) return rc;
    bool keepdim;
    if ((rc = keepdim_arg(p[1], &keepdim, err))) return rc;
    if (sl_dtype_is_complex(tt->dtype)) return lang_unsupported(err, "%s() of complex tensors", nm);
    uint64_t mask;
    bool all;
    if ((rc = reduce_dims(tt, p[0], &mask, &all, err))) return rc;
    int64_t total;
    if ((rc = sl_layout_numel(&tt->layout, &total, err))) return rc;
    if (total == 0 && all)
        return lang_py_error(err, "RuntimeError",
                             "%s(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                             "reduction dim with the 'dim' argument.", nm);
    for (int32_t d = 0; d < tt->layout.ndim; d++)
        if ((mask >> d) & 1 && tt->layout.size[d] == 0)
            return lang_py_error(err, "IndexError", "%s(): Expected reduction dim %d to have non-zero size.", nm, d);
    return reduce(I, is_max ? R_MAX : R_MIN, t, mask, keepdim, tt->dtype, tt->dtype, out, err);
}
