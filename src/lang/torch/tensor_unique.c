/*
 * tensor_unique.c — torch 1.13's torch.unique / Tensor.unique without dim= on CPU
 * (_unique2_cpu): the distinct values of the input, sorted, and on request the inverse
 * indices (the input's shape, contiguous, int64) and the counts (int64); unique_consecutive
 * (runs of equal values).
 *
 * torch builds a std::unordered_set from the contiguous input and sorts it, so of values
 * that compare equal the set keeps the first one inserted: 0.0 and -0.0 are one value,
 * printed with the sign of its first occurrence in the input's logical order.  NaNs are
 * each distinct and std::sort leaves them wherever its partitions put them, so a NaN
 * input is refused, as are sorted=False (the hash set's own order) and dim= (unique_dim,
 * another algorithm; unique_consecutive's dim= is implemented).  float16 has no kernel in torch 1.13 ("unique" not implemented for
 * 'Half'; torch 2.x has it).
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/torch/tensor_internal.h"

#include <math.h>
#include <stdlib.h>


typedef struct uq_item {
    lang_num v;
    int64_t first; /* the first input position holding this value */
} uq_item;

static int uq_cmp(const void *pa, const void *pb) {
    const uq_item *a = pa, *b = pb;
    if (a->v.is_float) {
        if (a->v.f != b->v.f) return a->v.f < b->v.f ? -1 : 1;
    } else if (a->v.i != b->v.i) {
        return a->v.i < b->v.i ? -1 : 1;
    }
    return a->first < b->first ? -1 : a->first > b->first; /* equal values: input order */
}

static bool uq_equal(const lang_num *a, const lang_num *b) { return a->is_float ? a->f == b->f : a->i == b->i; }

/* the position of v among the n sorted distinct values u */
static int64_t uq_find(const uq_item *u, int64_t n, const lang_num *v) {
    int64_t lo = 0, hi = n - 1;
    while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        bool less = v->is_float ? u[mid].v.f < v->f : u[mid].v.i < v->i;
        if (less) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}


/* the one result, or the tuple of results (values, inverse, counts) torch returns */
static int pack_results(lang_interp *I, lang_value **res, int32_t nres, lang_value **out, sl_error *err) {
    if (nres == 1) {
        *out = res[0];
        return SL_OK;
    }
    lang_value *tup = lv_seq(I, V_TUPLE, nres);
    CHECK_ALLOC(tup);
    for (int32_t k = 0; k < nres; k++) tup->u.seq.v[k] = res[k];
    *out = tup;
    return SL_OK;
}

int lang_torch_unique(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"sorted", "return_inverse", "return_counts", "dim"};
    lang_value *p[4];
    int rc = lang_bind(a, "unique", PN, 4, 0, p, err);
    if (rc) return rc;
    bool flag[3] = {true, false, false};
    for (int k = 0; k < 3; k++) {
        if (!p[k]) continue;
        if (p[k]->kind != V_BOOL) return lang_unsupported(err, "unique() with %s given as %s", PN[k], lv_type_name(p[k]));
        flag[k] = p[k]->u.b;
    }
    if (p[3] && p[3]->kind != V_NONE) return lang_unsupported(err, "unique() with dim= (unique_dim)");
    if (!flag[0]) return lang_unsupported(err, "unique(sorted=False) (the order of torch's hash set)");
    const sl_tensor *x = &TV(t)->t;
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "unique() of complex tensors");
    if (x->dtype == SL_FLOAT16 && x->ref != SL_REF_LESSONS) /* torch 2.x has the kernel */
        return lang_py_error(err, "RuntimeError", "\"unique\" not implemented for 'Half'");
    int64_t n;
    if ((rc = sl_layout_numel(&x->layout, &n, err))) return rc;
    if (n > ((int64_t)1 << 24)) return lang_unsupported(err, "unique() of %lld elements", (long long)n);
    uq_item *items = lang_alloc_n(&I->A, (n > 0 ? n : 1), sizeof *items);
    lang_num *vals = lang_alloc_n(&I->A, (n > 0 ? n : 1), sizeof *vals);
    CHECK_ALLOC(items);
    CHECK_ALLOC(vals);
    lang_lview xv;
    lang_lview_of_tensor(x, &xv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < n; e++) {
        if ((rc = lang_charge_units(I, 1, err)) || (rc = lang_read(I, TV(t)->st, &xv, idx, &vals[e], err))) return rc;
        if (vals[e].is_float && isnan(vals[e].f))
            return lang_unsupported(err, "unique() of NaN (each NaN is distinct and std::sort places them)");
        items[e].v = vals[e];
        items[e].first = e;
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    qsort(items, (size_t)n, sizeof *items, uq_cmp);
    int64_t m = 0;
    for (int64_t e = 0; e < n; e++)
        if (m == 0 || !uq_equal(&items[m - 1].v, &items[e].v)) items[m++] = items[e]; /* the first occurrence */
    /* output, then inverse and counts as asked */
    lang_value *res[3];
    lang_storage *st[3];
    int64_t shape1[1] = {m};
    if ((rc = lang_torch_new_contig(I, shape1, 1, x->dtype, &res[0], &st[0], err))) return rc;
    int32_t nres = 1;
    if (flag[1] && (rc = lang_torch_new_contig(I, x->layout.size, x->layout.ndim, SL_INT64, &res[nres++], &st[1], err)))
        return rc;
    if (flag[2]) {
        if ((rc = lang_torch_new_contig(I, shape1, 1, SL_INT64, &res[nres], &st[2], err))) return rc;
        st[2]->fill = LF_ZERO;
        nres++;
    }
    lang_lview ov, iv, cv;
    lang_lview_of_tensor(&TV(res[0])->t, &ov);
    for (int64_t k = 0; k < m && !st[0]->poison; k++) {
        int64_t at[1] = {k};
        if ((rc = lang_write(I, st[0], &ov, at, items[k].v, err))) return rc;
    }
    if (flag[1]) lang_lview_of_tensor(&TV(res[1])->t, &iv);
    if (flag[2]) lang_lview_of_tensor(&TV(res[nres - 1])->t, &cv);
    memset(idx, 0, sizeof idx);
    for (int64_t e = 0; e < n && (flag[1] || flag[2]); e++) {
        int64_t k = uq_find(items, m, &vals[e]);
        lang_num z = {.i = k, .f = (double)k};
        if ((rc = lang_charge_units(I, 2, err))) return rc;
        if (flag[1] && !st[1]->poison && (rc = lang_write(I, st[1], &iv, idx, z, err))) return rc;
        if (flag[2] && !st[2]->poison) {
            int64_t at[1] = {k};
            lang_num c;
            if ((rc = lang_read(I, st[2], &cv, at, &c, err))) return rc;
            c.i++;
            if ((rc = lang_write(I, st[2], &cv, at, c, err))) return rc;
        }
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    return pack_results(I, res, nres, out, err);
}

/* unique_consecutive(dim=d) (unique_dim_consecutive_cpu, _unique_dim_cpu_template with
 * consecutive=true; the same in torch 1.13 and 2.2 but for float16, which 1.13 has no kernel
 * for): the slices along d, each the input moved to put d first and made contiguous, one
 * row of rest = numel / size(d) values; a row equal (every value ==, so a NaN never
 * matches and -0.0 matches 0.0) to the first row of the current run joins it.  The output
 * is the runs' first rows stacked into a new contiguous (m, rest) storage, viewed as the
 * moved shape and moved back (so for d > 0 its strides are permuted: (4, 3) along dim 1
 * gives strides (1, 4) for two runs; torch 1.13 moves by transposing dims 0 and d, 2.x by
 * moveaxis, which differ for d >= 2).  inverse: shape (size(d),), the run of each row;
 * counts: the run lengths, a narrow of a zeroed size(d) tensor (its storage keeps size(d)
 * elements).  size(d) == 0 returns an empty tensor of the input's shape when d is the only
 * zero-sized dim. */
static int unique_dim_consecutive(lang_interp *I, lang_value *t, int64_t d, bool want_inv, bool want_cnt,
                                  lang_value **out, sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    const sl_layout *L = &x->layout;
    int rc;
    if (sl_dtype_is_complex(x->dtype) || (x->dtype == SL_FLOAT16 && x->ref != SL_REF_LESSONS))
        return lang_py_error(err, "RuntimeError", "\"unique_dim\" not implemented for '%s'",
                             lang_torch_scalar_type_name(x->dtype));
    int64_t dim;
    if ((rc = sl_wrap_dim(d, L->ndim, false, &dim, err))) return rc;
    int nzero = 0;
    for (int32_t k = 0; k < L->ndim; k++) nzero += L->size[k] == 0;
    int64_t rows = L->size[dim];
    lang_value *res[3];
    lang_storage *st[3];
    int32_t nres = 1;
    if (rows == 0) {
        if (nzero != 1)
            return lang_py_error(err, "RuntimeError",
                                 "Number of zero sized dimensions is more than one, so unique cannot be applied ");
        int64_t zero[1] = {0};
        if ((rc = lang_torch_new_contig(I, L->size, L->ndim, x->dtype, &res[0], &st[0], err))) return rc;
        if (want_inv && (rc = lang_torch_new_contig(I, zero, 1, SL_INT64, &res[nres++], &st[1], err))) return rc;
        if (want_cnt && (rc = lang_torch_new_contig(I, zero, 1, SL_INT64, &res[nres++], &st[2], err))) return rc;
    } else {
        if (nzero)
            return lang_py_error(err, "RuntimeError",
                                 "There are 0 sized dimensions, and they aren't selected, so unique cannot be applied");
        lang_num *vals;
        int64_t n;
        if ((rc = lang_torch_read_all(I, t, "unique_consecutive()", &vals, &n, err))) return rc;
        int64_t rest = n / rows, cstride[SL_MAX_DIMS];
        int64_t acc = 1;
        for (int32_t k = L->ndim - 1; k >= 0; k--) {
            cstride[k] = acc;
            acc *= L->size[k];
        }
        /* pos[r * rest + q]: the row-major position of value q of row r */
        int64_t *pos = lang_alloc_n(&I->A, n, sizeof *pos);
        int64_t *run = lang_alloc_n(&I->A, rows, sizeof *run);
        int64_t *first = lang_alloc_n(&I->A, rows, sizeof *first);
        CHECK_ALLOC(pos);
        CHECK_ALLOC(run);
        CHECK_ALLOC(first);
        for (int64_t r = 0; r < rows; r++)
            for (int64_t q = 0, rem; q < rest; q++) {
                int64_t p = r * cstride[dim];
                rem = q;
                for (int32_t k = L->ndim - 1; k >= 0; k--) {
                    if (k == dim) continue;
                    p += (rem % L->size[k]) * cstride[k];
                    rem /= L->size[k];
                }
                pos[r * rest + q] = p;
            }
        int64_t m = 0;
        for (int64_t r = 0; r < rows; r++) {
            if ((rc = lang_charge_units(I, rest, err))) return rc;
            bool same = r > 0;
            for (int64_t q = 0; q < rest && same; q++) {
                const lang_num *a = &vals[pos[r * rest + q]], *b = &vals[pos[first[m - 1] * rest + q]];
                same = a->is_float ? a->f == b->f : a->i == b->i;
            }
            if (!same) first[m++] = r;
            run[r] = m - 1;
        }
        /* the output: (m, rest) contiguous viewed as the moved shape, moved back.  torch
         * 2.x moves with moveaxis(dim, 0) (the other dims keep their order); 1.13 with
         * transpose(dim, 0) (dims 0 and dim swap), which differs from dim 2 on */
        int64_t shape[SL_MAX_DIMS], stride[SL_MAX_DIMS], inner = 1;
        int32_t perm[SL_MAX_DIMS]; /* perm[j]: the input dim at position j of the moved shape */
        perm[0] = (int32_t)dim;
        for (int32_t k = 0, j = 1; k < L->ndim; k++) {
            if (x->ref != SL_REF_LESSONS) perm[k] = k == 0 ? (int32_t)dim : k == dim ? 0 : k;
            else if (k != dim) perm[j++] = k;
        }
        for (int32_t k = 0; k < L->ndim; k++) shape[k] = k == dim ? m : L->size[k];
        for (int32_t j = L->ndim - 1; j >= 0; j--) {
            stride[perm[j]] = inner;
            inner *= shape[perm[j]];
        }
        if ((rc = lang_torch_new_zeros(I, shape, L->ndim, stride, m * rest, x->dtype, &res[0], &st[0], err))) return rc;
        int64_t idx[SL_MAX_DIMS];
        for (int64_t k = 0; k < m; k++)
            for (int64_t q = 0; q < rest; q++) {
                int64_t p = pos[first[k] * rest + q], rem = p;
                for (int32_t j = L->ndim - 1; j >= 0; j--) {
                    idx[j] = rem % L->size[j];
                    rem /= L->size[j];
                }
                idx[dim] = k;
                if ((rc = lang_torch_write_at(I, res[0], st[0], idx, vals[p], err))) return rc;
            }
        int64_t rshape[1] = {rows}, mshape[1] = {m}, one[1] = {1};
        if (want_inv) {
            if ((rc = lang_torch_new_zeros(I, rshape, 1, NULL, rows, SL_INT64, &res[nres], &st[nres], err))) return rc;
            for (int64_t r = 0; r < rows; r++) {
                int64_t at[1] = {r};
                if ((rc = lang_torch_write_at(I, res[nres], st[nres], at, lang_torch_inum(run[r]), err))) return rc;
            }
            nres++;
        }
        if (want_cnt) {
            if ((rc = lang_torch_new_zeros(I, mshape, 1, one, rows, SL_INT64, &res[nres], &st[nres], err))) return rc;
            for (int64_t k = 0; k < m; k++) {
                int64_t at[1] = {k};
                int64_t len = (k + 1 < m ? first[k + 1] : rows) - first[k];
                if ((rc = lang_torch_write_at(I, res[nres], st[nres], at, lang_torch_inum(len), err))) return rc;
            }
            nres++;
        }
    }
    return pack_results(I, res, nres, out, err);
}

/* unique_consecutive(return_inverse=False, return_counts=False, dim=None): each run of
 * equal values (==, so NaNs never join and -0.0 joins 0.0, keeping the run's first value)
 * of the input in its logical row-major order, as one value; the inverse indices have the
 * input's shape, the counts the run lengths.  dim= (unique_dim_consecutive) is refused
 * once the dim is checked. */
int lang_torch_unique_consecutive(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"return_inverse", "return_counts", "dim"};
    lang_value *p[3];
    int rc = lang_bind(a, "unique_consecutive", PN, 3, 0, p, err);
    if (rc) return rc;
    bool flag[2] = {false, false};
    for (int k = 0; k < 2; k++) {
        if (!p[k]) continue;
        if (p[k]->kind != V_BOOL)
            return lang_unsupported(err, "unique_consecutive() with %s given as %s", PN[k], lv_type_name(p[k]));
        flag[k] = p[k]->u.b;
    }
    const sl_tensor *x = &TV(t)->t;
    if (p[2] && p[2]->kind != V_NONE) {
        int64_t d;
        if (p[2]->kind != V_INT) return lang_unsupported(err, "unique_consecutive() with dim given as %s", lv_type_name(p[2]));
        d = p[2]->u.i;
        /* torch takes the dim=None kernel for dim 0 of a 1-d input (not for dim -1) */
        if (!(d == 0 && x->layout.ndim == 1)) return unique_dim_consecutive(I, t, d, flag[0], flag[1], out, err);
    }
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "unique_consecutive() of complex tensors");
    if (x->dtype == SL_FLOAT16 && x->ref != SL_REF_LESSONS) /* torch 2.x has the kernel */
        return lang_py_error(err, "RuntimeError", "\"unique\" not implemented for 'Half'");
    int64_t n;
    if ((rc = sl_layout_numel(&x->layout, &n, err))) return rc;
    if (n > ((int64_t)1 << 24)) return lang_unsupported(err, "unique_consecutive() of %lld elements", (long long)n);
    lang_num *vals = lang_alloc_n(&I->A, (n > 0 ? n : 1), sizeof *vals);
    int64_t *run = lang_alloc_n(&I->A, (n > 0 ? n : 1), sizeof *run); /* run of each element */
    int64_t *first = lang_alloc_n(&I->A, (n > 0 ? n : 1), sizeof *first);
    CHECK_ALLOC(vals);
    CHECK_ALLOC(run);
    CHECK_ALLOC(first);
    lang_lview xv;
    lang_lview_of_tensor(x, &xv);
    int64_t idx[SL_MAX_DIMS] = {0}, m = 0;
    for (int64_t e = 0; e < n; e++) {
        if ((rc = lang_charge_units(I, 1, err)) || (rc = lang_read(I, TV(t)->st, &xv, idx, &vals[e], err))) return rc;
        bool same = e > 0 && (vals[e].is_float ? vals[e].f == vals[first[m - 1]].f : vals[e].i == vals[first[m - 1]].i);
        if (!same) first[m++] = e;
        run[e] = m - 1;
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    lang_value *res[3];
    lang_storage *st[3];
    /* torch sizes the output and the counts for numel values and resizes them down to m:
     * their storages keep numel elements */
    int64_t shape1[1] = {m}, one[1] = {1};
    if ((rc = lang_torch_new_zeros(I, shape1, 1, one, n, x->dtype, &res[0], &st[0], err))) return rc;
    int32_t nres = 1;
    if (flag[0]) {
        if ((rc = lang_torch_new_contig(I, x->layout.size, x->layout.ndim, SL_INT64, &res[nres], &st[nres], err))) return rc;
        nres++;
    }
    if (flag[1]) {
        if ((rc = lang_torch_new_zeros(I, shape1, 1, one, n, SL_INT64, &res[nres], &st[nres], err))) return rc;
        nres++;
    }
    lang_lview ov;
    lang_lview_of_tensor(&TV(res[0])->t, &ov);
    for (int64_t k = 0; k < m && !st[0]->poison; k++) {
        int64_t at[1] = {k};
        if ((rc = lang_write(I, st[0], &ov, at, vals[first[k]], err))) return rc;
    }
    if (flag[0] && !st[1]->poison) {
        lang_lview iv;
        lang_lview_of_tensor(&TV(res[1])->t, &iv);
        memset(idx, 0, sizeof idx);
        for (int64_t e = 0; e < n; e++) {
            lang_num z = {.i = run[e], .f = (double)run[e]};
            if ((rc = lang_write(I, st[1], &iv, idx, z, err))) return rc;
            lang_next_index(idx, x->layout.size, x->layout.ndim);
        }
    }
    if (flag[1] && !st[nres - 1]->poison) {
        lang_lview cv;
        lang_lview_of_tensor(&TV(res[nres - 1])->t, &cv);
        for (int64_t k = 0; k < m; k++) {
            int64_t at[1] = {k}, len = (k + 1 < m ? first[k + 1] : n) - first[k];
            lang_num z = {.i = len, .f = (double)len};
            if ((rc = lang_write(I, st[nres - 1], &cv, at, z, err))) return rc;
        }
    }
    return pack_results(I, res, nres, out, err);
}
