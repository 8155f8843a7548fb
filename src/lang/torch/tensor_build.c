/*
 * tensor_build.c — tensors built from others or from numbers: torch.cat / stack, torch.where,
 * the factories linspace and eye, and torch.block_diag.
 *
 * cat and stack follow torch's checks and messages in order and lay out the result as
 * torch does; linspace follows torch's two-sided formula in the dtype's own arithmetic.
 */
#include "lang/python/py.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ cat / stack == */

int tensor_list(lang_value *v, const char *fname, lang_value ***items, int64_t *n, sl_error *err) {
    if (v->kind != V_LIST && v->kind != V_TUPLE)
        return lang_unsupported(err, "%s() of a %s", fname, lv_type_name(v));
    *items = v->u.seq.v;
    *n = v->u.seq.n;
    for (int64_t i = 0; i < *n; i++)
        if ((*items)[i]->kind != V_TENSOR)
            return lang_unsupported(err, "%s() of a list holding a %s", fname, lv_type_name((*items)[i]));
    return SL_OK;
}

/* c10's stride heuristic behind suggest_memory_format (is_channels_last_strides_2d /
 * _3d): walking C, then the spatial dims innermost first, then N, each stride must be
 * at least the extent of the previous one; ambiguous cases count as contiguous. */
static bool strides_like_channels_last(const sl_layout *l) {
    static const int ORDER4[] = {1, 3, 2, 0}, ORDER5[] = {1, 4, 3, 2, 0};
    const int *order;
    int cnt;
    if (l->ndim == 4) {
        order = ORDER4;
        cnt = 4;
    } else if (l->ndim == 5) {
        order = ORDER5;
        cnt = 5;
    } else {
        return false;
    }
    if (l->stride[1] == 0) return false;
    int64_t min = 0;
    for (int k = 0; k < cnt; k++) {
        int d = order[k];
        if (l->size[d] == 0) return false;
        if (l->stride[d] < min) return false;
        if (d == 0 && min == l->stride[1]) return false;
        min = l->stride[d];
        if (l->size[d] > 1) min *= l->size[d];
    }
    return true;
}

/* torch.cat: dtype promoted over the inputs; 1-D empty inputs are skipped (legacy);
 * output contiguous unless every input suggests channels_last. */
int tensor_do_cat(lang_interp *I, lang_value **items, int64_t n, int64_t dim, bool stack, lang_value **out,
                  sl_error *err) {
    int rc;
    if (n == 0)
        return lang_py_error(err, "RuntimeError", stack ? "stack expects a non-empty TensorList"
                                                        : "torch.cat(): expected a non-empty list of Tensors");
    if (n > 4096) return lang_unsupported(err, "cat() of more than 4096 tensors");
    const sl_tensor **ts = lang_alloc_n(&I->A, n, sizeof *ts);
    sl_tensor *tmp = lang_alloc_n(&I->A, n, sizeof *tmp);
    CHECK_ALLOC(ts);
    CHECK_ALLOC(tmp);
    if (stack) {
        /* stack: equal sizes, then cat of the unsqueezed inputs */
        const sl_tensor *t0 = &TV(items[0])->t;
        for (int64_t i = 1; i < n; i++) {
            const sl_tensor *ti = &TV(items[i])->t;
            bool same = ti->layout.ndim == t0->layout.ndim;
            for (int32_t d = 0; same && d < t0->layout.ndim; d++) same = ti->layout.size[d] == t0->layout.size[d];
            if (!same) {
                char a1[256], a2[256];
                sl_format_list(a1, sizeof a1, t0->layout.size, t0->layout.ndim);
                sl_format_list(a2, sizeof a2, ti->layout.size, ti->layout.ndim);
                return lang_py_error(err, "RuntimeError",
                                     "stack expects each tensor to be equal size, but got %s at entry 0 and %s at entry %lld",
                                     a1, a2, (long long)i);
            }
        }
        int64_t d;
        if ((rc = sl_wrap_dim(dim, t0->layout.ndim + 1, true, &d, err))) return rc;
        for (int64_t i = 0; i < n; i++) {
            if ((rc = sl_torch_unsqueeze(&TV(items[i])->t, d, &tmp[i], err))) return rc;
            ts[i] = &tmp[i];
        }
        dim = d;
    } else {
        for (int64_t i = 0; i < n; i++) ts[i] = &TV(items[i])->t;
    }
    /* result dtype */
    sl_dtype dt = ts[0]->dtype;
    for (int64_t i = 1; i < n; i++) dt = tensor_promote(dt, ts[i]->dtype);
    for (int64_t i = 0; i < n; i++)
        if (sl_dtype_is_complex(ts[i]->dtype)) return lang_unsupported(err, "cat() of complex tensors");
    /* the reference input: the first that is not a legacy 1-D empty tensor */
    int64_t ref = -1;
    for (int64_t i = 0; i < n; i++)
        if (!(ts[i]->layout.ndim == 1 && ts[i]->layout.size[0] == 0)) {
            ref = i;
            break;
        }
    if (ref < 0) {
        /* every input is 1-D empty: the result is too */
        int64_t z = 0;
        sl_tensor r;
        if ((rc = sl_torch_empty_ref(&z, 1, dt, SL_MF_CONTIGUOUS, I->ref, &r, err))) return rc;
        r.alias = SL_ALIAS_NEW;
        lang_storage *st;
        return lang_torch_new_result(I, &r, out, &st, err);
    }
    const sl_tensor *R = ts[ref];
    int32_t nd = R->layout.ndim;
    if (nd == 0)
        return lang_py_error(err, "RuntimeError", "zero-dimensional tensor (at position %lld) cannot be concatenated",
                             (long long)ref);
    int64_t d;
    if ((rc = sl_wrap_dim(dim, nd, true, &d, err))) return rc;
    int64_t cat_size = 0;
    for (int64_t i = 0; i < n; i++) {
        const sl_tensor *ti = ts[i];
        if (ti->layout.ndim == 1 && ti->layout.size[0] == 0) continue;
        if (ti->layout.ndim == 0)
            return lang_py_error(err, "RuntimeError", "zero-dimensional tensor (at position %lld) cannot be concatenated",
                                 (long long)i);
        if (ti->layout.ndim != nd)
            return lang_py_error(err, "RuntimeError", "Tensors must have same number of dimensions: got %d and %d",
                                 nd, ti->layout.ndim);
        for (int32_t k = 0; k < nd; k++)
            if (k != d && ti->layout.size[k] != R->layout.size[k])
                return lang_py_error(err, "RuntimeError",
                                     "Sizes of tensors must match except in dimension %lld. Expected size %lld but got "
                                     "size %lld for tensor number %lld in the list.",
                                     (long long)d, (long long)R->layout.size[k], (long long)ti->layout.size[k],
                                     (long long)i);
        if (sl_ovf_add(cat_size, ti->layout.size[d], &cat_size)) return sl_error_overflow(err, "cat size");
    }
    int64_t shape[SL_MAX_DIMS];
    memcpy(shape, R->layout.size, sizeof shape);
    shape[d] = cat_size;
    /* memory format: channels_last when every input's strides suggest it, contiguous
     * when none do; a mixture is refused (torch's tie rules are not modelled) */
    int n_cl = 0, n_in = 0;
    for (int64_t i = 0; i < n; i++) {
        const sl_tensor *ti = ts[i];
        if (ti->layout.ndim == 1 && ti->layout.size[0] == 0) continue;
        n_in++;
        if (strides_like_channels_last(&ti->layout)) n_cl++;
    }
    if (n_cl && (n_cl != n_in || nd != 4)) return lang_unsupported(err, "cat() of channels_last and other tensors");
    sl_tensor r;
    if (n_cl) rc = sl_torch_empty_ref(shape, nd, dt, SL_MF_CHANNELS_LAST, I->ref, &r, err);
    else rc = sl_torch_empty_ref(shape, nd, dt, SL_MF_CONTIGUOUS, I->ref, &r, err);
    if (rc) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    int64_t base = 0;
    for (int64_t i = 0; i < n; i++) {
        const sl_tensor *ti = ts[i];
        if (ti->layout.ndim == 1 && ti->layout.size[0] == 0) continue;
        lang_lview sv;
        lang_lview_of_tensor(ti, &sv);
        int64_t cnt, idx[SL_MAX_DIMS] = {0}, oidx[SL_MAX_DIMS];
        if ((rc = sl_layout_numel(&ti->layout, &cnt, err))) return rc;
        for (int64_t e = 0; e < cnt; e++) {
            lang_num x;
            rc = lang_read(I, TV(items[i])->st, &sv, idx, &x, err);
            if (rc == SL_ERR_UNSUPPORTED) {
                lang_torch_poison_from(I, st, err);
                return SL_OK;
            }
            if (rc) return rc;
            memcpy(oidx, idx, sizeof oidx);
            oidx[d] += base;
            if ((rc = lang_write(I, st, &rv, oidx, x, err))) return rc;
            lang_next_index(idx, ti->layout.size, nd);
        }
        base += ti->layout.size[d];
    }
    return SL_OK;
}

/* ------------------------------------------------------------ factories == */

/* torch.linspace(start, end, steps): float32 by default.  torch 1.13 computes
 * step = (end - start) / (steps - 1) in the dtype and fills the tensor with its
 * vectorized serial loop: pairs of SIMD vectors (8 floats / 4 doubles, AVX2) while two
 * whole vectors fit, then a scalar tail.  Every value outside the vectors, and each
 * vector's first value, is the two-sided formula — start + i*step in the first half,
 * end - (steps-1-i)*step in the second — evaluated as one fused multiply-add (the
 * AVX2 kernels are compiled with FMA contraction); the other lanes are base + k*step
 * with two roundings.  Checked against the reference on 300 random float32/float64
 * cases (tests/snippets/src/torch_ops_new.py keeps a sample).  The vector width is the
 * reference machine's (AVX2); above torch's parallel grain (32768) the split among
 * threads is not modelled, so longer linspaces are refused.  torch 2.2 (lessons) gives
 * every value by the two-sided fused formula, no vector lanes (checked on 800 random
 * float32/float64 cases). */
static double linspace_two_sided(double s, double e, double step, int64_t steps, int64_t i, bool single) {
    if (single) {
        float fs = (float)s, fe = (float)e, st = (float)step;
        return i < steps / 2 ? (double)fmaf(st, (float)i, fs) : (double)fmaf(-st, (float)(steps - i - 1), fe);
    }
    return i < steps / 2 ? fma(step, (double)i, s) : fma(-step, (double)(steps - i - 1), e);
}

static double linspace_at(double s, double e, int64_t steps, int64_t i, bool single, bool v2) {
    int64_t vec = single ? 8 : 4, paired = (steps / (2 * vec)) * (2 * vec);
    if (v2) paired = 0; /* torch 2.x: every value is the two-sided fused formula */
    if (single) {
        float fs = (float)s, fe = (float)e, step = (fe - fs) / (float)(steps - 1);
        if (i < paired) {
            int64_t b = i - i % vec;
            float base = (float)linspace_two_sided(fs, fe, step, steps, b, true);
            return (double)(base + (float)(i - b) * step);
        }
        return linspace_two_sided(fs, fe, step, steps, i, true);
    }
    double step = (e - s) / (double)(steps - 1);
    if (i < paired) {
        int64_t b = i - i % vec;
        double base = linspace_two_sided(s, e, step, steps, b, false);
        return base + (double)(i - b) * step;
    }
    return linspace_two_sided(s, e, step, steps, i, false);
}

int tensor_torch_linspace(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"start", "end", "steps", "dtype", "device", "requires_grad"};
    lang_value *p[6];
    int rc = lang_bind(a, "linspace", PN, 6, 3, p, err);
    if (rc) return rc;
    sl_dtype dt = SL_FLOAT32;
    if (p[3] && p[3]->kind != V_NONE && (rc = tensor_dtype_arg(p[3], &dt, err))) return rc;
    if (p[4] && !tensor_is_device_cpu(p[4])) return lang_unsupported(err, "linspace() device");
    if (p[5] && !(p[5]->kind == V_BOOL && !p[5]->u.b)) return lang_unsupported(err, "linspace() requires_grad");
    if (dt != SL_FLOAT32 && dt != SL_FLOAT64) return lang_unsupported(err, "linspace() with dtype %s", sl_dtype_torch_name(dt));
    double s, e;
    int64_t steps;
    if ((rc = lang_to_float(p[0], &s, err)) || (rc = lang_to_float(p[1], &e, err))) return rc;
    if (p[2]->kind != V_INT) return lang_unsupported(err, "linspace() steps given as %s", lv_type_name(p[2]));
    steps = p[2]->u.i;
    if (steps < 0) return lang_py_error(err, "RuntimeError", "number of steps must be non-negative");
    if (steps > 32768) return lang_unsupported(err, "linspace() with more than 32768 steps (torch splits it among threads)");
    sl_tensor r;
    if ((rc = sl_torch_empty_ref(&steps, 1, dt, SL_MF_CONTIGUOUS, I->ref, &r, err))) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    for (int64_t i = 0; i < steps; i++) {
        lang_num z = {true, 0, 0};
        if (steps == 1) z.f = dt == SL_FLOAT32 ? (double)(float)s : s;
        else z.f = linspace_at(s, e, steps, i, dt == SL_FLOAT32, I->ref == SL_REF_LESSONS);
        if ((rc = lang_write(I, st, &rv, &i, z, err))) return rc;
    }
    return SL_OK;
}

int tensor_torch_eye(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"n", "m", "dtype", "device", "requires_grad"};
    lang_value *p[5];
    int rc = lang_bind(a, "eye", PN, 5, 1, p, err);
    if (rc) return rc;
    sl_dtype dt = SL_FLOAT32;
    if (p[2] && p[2]->kind != V_NONE && (rc = tensor_dtype_arg(p[2], &dt, err))) return rc;
    if (p[3] && !tensor_is_device_cpu(p[3])) return lang_unsupported(err, "eye() device");
    if (p[4] && !(p[4]->kind == V_BOOL && !p[4]->u.b)) return lang_unsupported(err, "eye() requires_grad");
    int64_t sz[2];
    if ((rc = lang_to_int(p[0], &sz[0], "n", err))) return rc;
    sz[1] = sz[0];
    if (p[1] && p[1]->kind != V_NONE && (rc = lang_to_int(p[1], &sz[1], "m", err))) return rc;
    if (sz[0] < 0) return lang_py_error(err, "RuntimeError", "n must be greater or equal to 0, got %lld", (long long)sz[0]);
    if (sz[1] < 0) return lang_py_error(err, "RuntimeError", "m must be greater or equal to 0, got %lld", (long long)sz[1]);
    sl_tensor r;
    if ((rc = sl_torch_empty_ref(sz, 2, dt, SL_MF_CONTIGUOUS, I->ref, &r, err))) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    lang_num one = {false, 1, 1.0};
    for (int64_t i = 0; i < sz[0] && i < sz[1]; i++) {
        int64_t idx[2] = {i, i};
        if ((rc = lang_write(I, st, &rv, idx, one, err))) return rc;
    }
    return SL_OK;
}

int tensor_torch_where(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"condition", "input", "other"};
    lang_value *p[3];
    int rc = lang_bind(a, "where", PN, 3, 1, p, err);
    if (rc) return rc;
    if (!p[1] || !p[2]) return lang_unsupported(err, "torch.where(condition) (nonzero indices)");
    operand ops[3];
    for (int k = 0; k < 3; k++)
        if ((rc = tensor_make_operand(p[k], &ops[k], err))) return rc;
    return tensor_ew_run(I, E_WHERE, ops, 3, out, err);
}

/* torch.block_diag(*tensors): each input (0-d as 1x1, 1-d as one row) on the diagonal of
 * a fresh contiguous zero matrix of result_type(tensors) (0-dim inputs weigh less, as in
 * any TensorIterator op), copied in with copy_'s casts; no input: empty (1, 0) float32 */
int tensor_torch_block_diag(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "block_diag() with keyword arguments");
    int32_t n = a->npos;
    for (int32_t i = 0; i < n; i++)
        if (a->pos[i]->kind != V_TENSOR)
            return lang_py_error(err, "TypeError", "expected Tensor as element %d in argument 0, but got %s", i,
                                 lv_type_name(a->pos[i]));
    if (n == 0) {
        int64_t shape[2] = {1, 0};
        lang_storage *st;
        return lang_torch_new_zeros(I, shape, 2, NULL, 0, SL_FLOAT32, out, &st, err);
    }
    operand *ops = lang_alloc_n(&I->A, n, sizeof *ops);
    CHECK_ALLOC(ops);
    for (int32_t i = 0; i < n; i++) {
        memset(&ops[i], 0, sizeof ops[i]);
        ops[i].v = a->pos[i];
        ops[i].tensor = true;
        ops[i].dt = TV(a->pos[i])->t.dtype;
        if (sl_dtype_is_complex(ops[i].dt)) return lang_unsupported(err, "block_diag() of complex tensors");
    }
    sl_dtype dt = tensor_result_type(ops, n);
    int64_t rows = 0, cols = 0;
    for (int32_t i = 0; i < n; i++) {
        const sl_tensor *x = &TV(a->pos[i])->t;
        int32_t nd = x->layout.ndim;
        if (nd > 2)
            return lang_py_error(err, "RuntimeError",
                                 "torch.block_diag: Input tensors must have 2 or fewer dimensions. Input %d has %d dimensions",
                                 i, nd);
        int64_t r = nd == 2 ? x->layout.size[0] : 1, c = nd == 2 ? x->layout.size[1] : nd == 1 ? x->layout.size[0] : 1;
        if (sl_ovf_add(rows, r, &rows) || sl_ovf_add(cols, c, &cols)) return sl_error_overflow(err, "block_diag size");
    }
    int64_t shape[2] = {rows, cols};
    lang_storage *st;
    int rc = lang_torch_new_zeros(I, shape, 2, NULL, 0, dt, out, &st, err);
    if (rc) return rc;
    int64_t r0 = 0, c0 = 0;
    for (int32_t i = 0; i < n; i++) {
        const sl_tensor *x = &TV(a->pos[i])->t;
        int32_t nd = x->layout.ndim;
        int64_t r = nd == 2 ? x->layout.size[0] : 1, c = nd == 2 ? x->layout.size[1] : nd == 1 ? x->layout.size[0] : 1;
        lang_num *vals;
        int64_t cnt;
        if ((rc = lang_torch_read_all(I, a->pos[i], "block_diag()", &vals, &cnt, err))) return rc;
        for (int64_t k = 0; k < cnt; k++) {
            int64_t at[2] = {r0 + k / c, c0 + k % c};
            lang_num v = vals[k];
            if (v.is_float && !sl_dtype_is_floating(dt)) return lang_unsupported(err, "block_diag() casting floats to %s",
                                                                             lang_torch_scalar_type_name(dt));
            if ((rc = lang_torch_write_at(I, *out, st, at, v, err))) return rc;
        }
        r0 += r;
        c0 += c;
    }
    return SL_OK;
}
