/*
 * ndarray_like.c — arrays made from other arrays: astype, the *_like constructors,
 * linspace, concatenate / stack.
 *
 * Each builds a new owner laid out by numpy's order rule (sl_np_copy's C/F/A/K) in the
 * result dtype, then copies or fills the values.  Creation from scratch is
 * ndarray_creation.c.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray_internal.h"

/* ------------------------------------------------------------ new arrays == */

/* An owner record like `x` laid out by order (sl_np_copy's C/F/A/K rule) with element
 * type `dt`: the strides scale with the itemsize (they are dense, so exactly). */
static int like_record(const sl_array *x, char order, sl_dtype dt, sl_array *r, sl_error *err) {
    sl_array fresh; /* the new array's own dims check, at its itemsize ("array is too big") */
    int rc = sl_np_empty_ref(x->shape, x->ndim, dt, 'C', x->ref, &fresh, err);
    if (rc) return rc;
    if ((rc = sl_np_copy(x, order, r, err))) return rc;
    int64_t old_is = r->itemsize, new_is = sl_dtype_itemsize(dt);
    for (int32_t d = 0; d < r->ndim; d++) r->strides[d] = r->strides[d] / old_is * new_is;
    r->buffer_bytes = r->buffer_bytes / old_is * new_is;
    r->itemsize = new_is;
    r->dtype = dt;
    sl_np_refresh_flags(r);
    return SL_OK;
}

/* numpy's float -> integer cast goes through a C conversion: 32-bit or narrower targets
 * convert via int32 (values past it come out as INT_MIN's low bits), so only values
 * that fit are computed here */
int ndarray_cast_checked(lang_num x, sl_dtype to, lang_num *out, sl_error *err) {
    if (x.is_float && sl_dtype_is_integral(to, false)) {
        double lim = sl_dtype_itemsize(to) <= 4 ? 2147483648.0 : 9.2e18;
        if (!(x.f > -lim && x.f < lim))
            return lang_unsupported(err, "casting %g to %s (numpy's result is platform-defined)", x.f,
                                    sl_dtype_numpy_name(to));
    }
    if (to == SL_FLOAT16 && x.is_float) { /* npy_double_to_half: one rounding */
        *out = (lang_num){true, 0, lang_half_round(x.f)};
        return SL_OK;
    }
    return lang_num_cast(x, to, out, err);
}

/* every element of src (logical order) into the owner `dst` (same shape) of another
 * dtype, converted as numpy's unsafe cast does */
static int fill_converted(lang_interp *I, lang_value *src, const sl_array *sv_rec, lang_value *dst, sl_error *err) {
    const sl_array *r = &AV(dst)->a;
    int64_t n;
    int rc;
    if ((rc = sl_np_size(r, &n, err))) return rc;
    lang_lview sv, dv;
    lang_lview_of_array(sv_rec, &sv);
    lang_lview_of_array(r, &dv);
    int64_t idx[SL_MAX_DIMS] = {0};
    /* complex values: part by part into a complex dst, the real part into a real one */
    bool cdst = sl_dtype_is_complex(r->dtype);
    lang_lview dim = dv;
    if (cdst) lang_complex_part_view(&dim, 1, &dim), lang_complex_part_view(&dv, 0, &dv);
    for (int64_t k = 0; k < n; k++) {
        lang_num x;
        double im;
        if ((rc = lang_read_complex(I, AV(src)->st, &sv, idx, &x, &im, err))) return rc;
        if ((rc = ndarray_cast_checked(x, dv.dtype, &x, err))) return rc;
        if ((rc = lang_write(I, AV(dst)->st, &dv, idx, x, err))) return rc;
        if (cdst && ((rc = ndarray_cast_checked((lang_num){true, 0, im}, dim.dtype, &x, err)) ||
                     (rc = lang_write(I, AV(dst)->st, &dim, idx, x, err))))
            return rc;
        lang_next_index(idx, r->shape, r->ndim);
    }
    return SL_OK;
}

/* copy.copy(a) / copy.deepcopy(a): ndarray.__copy__ / __deepcopy__ are a.copy(order='K')
 * (each array on its own: numpy's deepcopy keeps no views between the copies); a numpy
 * scalar is refused */
int lang_np_copy_module(lang_interp *I, lang_value *v, bool deep, lang_copy_memo *memo, lang_value **out, sl_error *err) {
    (void)deep;
    (void)memo;
    if (lang_np_scalar(v)) return LANG_NOT_MINE;
    lang_value *k = lv_strz(I, "K");
    CHECK_ALLOC(k);
    const char *kn[1] = {"order"};
    lang_args a = {.kwnames = kn, .kw = &k, .nkw = 1};
    return lang_np_method(I, v, "copy", &a, out, err);
}

/* a.astype(dtype, order='K', casting='unsafe', subok=True, copy=True) */
int ndarray_np_astype(lang_interp *I, lang_value *v, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dtype", "order", "casting", "subok", "copy"};
    lang_value *p[5];
    int rc = lang_bind(a, "astype", PN, 5, 1, p, err);
    if (rc) return rc;
    if (p[2] && !(p[2]->kind == V_STR && !strcmp(p[2]->u.str.s, "unsafe")))
        return lang_unsupported(err, "astype() with a casting rule");
    sl_dtype dt;
    if ((rc = ndarray_get_dtype(p[0], &dt, err)) < 0) return rc;
    if (rc == 1) dt = SL_FLOAT64; /* dtype=None: the default float */
    char order = 'K';
    if ((rc = ndarray_get_order(p[1], &order, err))) return rc;
    const sl_array *x = &AV(v)->a;
    if (dt == SL_BFLOAT16) return lang_unsupported(err, "astype() to bfloat16");
    bool copy = !p[4] || lv_truthy(p[4]);
    if (!copy && dt == x->dtype) {
        bool fits = order == 'K' || (order == 'C' && sl_np_is_c_contiguous(x)) ||
                    (order == 'F' && sl_np_is_f_contiguous(x)) ||
                    (order == 'A' && (sl_np_is_c_contiguous(x) || sl_np_is_f_contiguous(x)));
        if (fits) {
            *out = v;
            return SL_OK;
        }
    }
    sl_array r;
    if ((rc = like_record(x, order, dt, &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    if ((rc = lang_before_write(I, err)) || (rc = fill_converted(I, v, x, res, err))) return rc;
    *out = res;
    return SL_OK;
}

/* np.zeros_like / ones_like / empty_like / full_like(a, [fill,] dtype=None, order='K') */
int ndarray_np_like(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    bool full = !strcmp(name, "full_like");
    static const char *const PF[] = {"a", "fill_value", "dtype", "order", "subok", "shape"};
    static const char *const PL[] = {"a", "dtype", "order", "subok", "shape"};
    lang_value *p[6] = {NULL};
    int rc;
    if (full) rc = lang_bind(a, name, PF, 6, 2, p, err);
    else {
        lang_value *q[5];
        rc = lang_bind(a, name, PL, 5, 1, q, err);
        p[0] = q[0];
        p[2] = q[1];
        p[3] = q[2];
        p[4] = q[3];
        p[5] = q[4];
    }
    if (rc) return rc;
    if (p[5] && p[5]->kind != V_NONE) return lang_unsupported(err, "%s() with shape=", name);
    lang_value *arr = p[0];
    if (arr->kind == V_LIST || arr->kind == V_TUPLE) { /* array-like: np.asarray(a) first, C order */
        lang_args aa = {&arr, 1, NULL, NULL, 0};
        if ((rc = ndarray_np_array(I, "asarray", &aa, &arr, err))) return rc;
    }
    if (arr->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() of a %s", name, lv_type_name(arr));
    if ((rc = ndarray_scalar_as_array(I, arr, &arr, err))) return rc;
    const sl_array *x = &AV(arr)->a;
    sl_dtype dt = x->dtype;
    if (p[2] && (rc = ndarray_get_dtype(p[2], &dt, err)) < 0) return rc;
    if (rc == 1) dt = x->dtype;
    char order = 'K';
    if ((rc = ndarray_get_order(p[3], &order, err))) return rc;
    sl_array r;
    if ((rc = like_record(x, order, dt, &r, err))) return rc;
    lang_num fill = {0};
    lang_fill kind = LF_ZERO;
    if (!strcmp(name, "ones_like")) {
        kind = LF_VALUE;
        fill.i = 1;
        fill.f = 1.0;
    } else if (!strcmp(name, "empty_like")) {
        kind = LF_UNINIT;
    } else if (full) {
        if ((rc = ndarray_nep50_write_check(I, p[1], dt, err))) return rc;
        lang_value *fv = lang_np_scalar_py(I, p[1], err);
        if (!fv) return err->code;
        if (fv->kind == V_FLOAT) {
            fill.is_float = true;
            fill.f = fv->u.f;
        } else if (fv->kind == V_INT || fv->kind == V_BOOL) {
            fill.i = fv->kind == V_INT ? fv->u.i : fv->u.b;
            fill.f = (double)fill.i;
        } else {
            return lang_unsupported(err, "full_like() fill value of type %s", lv_type_name(fv));
        }
        if ((rc = ndarray_cast_checked(fill, dt, &fill, err))) return rc;
        kind = LF_VALUE;
    }
    return ndarray_np_new(I, &r, kind, fill, out, err);
}

/* np.linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0)
 * for Python-number bounds, computed as numpy 1.24 does in float64: step = (stop -
 * start) / div, y[i] = i * step + start (or i / div * delta + start when the step
 * underflows to 0), the last value set to stop; an integer dtype floors first. */
int ndarray_np_linspace(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"start", "stop", "num", "endpoint", "retstep", "dtype", "axis"};
    lang_value *p[7];
    int rc = lang_bind(a, "linspace", PN, 7, 2, p, err);
    if (rc) return rc;
    double s = 0, e = 0;
    for (int k = 0; k < 2; k++) {
        lang_value *v = lang_np_scalar_py(I, p[k], err);
        if (!v) return err->code;
        if (v->kind != V_INT && v->kind != V_FLOAT && v->kind != V_BOOL)
            return lang_unsupported(err, "linspace() bounds given as %s", lv_type_name(v));
        double d = v->kind == V_FLOAT ? v->u.f : v->kind == V_INT ? (double)v->u.i : (double)v->u.b;
        if (k == 0) s = d;
        else e = d;
    }
    int64_t num = 50;
    if (p[2]) {
        lang_value *v = lang_np_scalar_py(I, p[2], err);
        if (!v) return err->code;
        if (v->kind == V_INT || v->kind == V_BOOL) num = v->kind == V_INT ? v->u.i : v->u.b;
        else if (v->kind == V_FLOAT || v->kind == V_STR || v->kind == V_NONE)
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(v));
        else return lang_unsupported(err, "linspace() num given as %s", lv_type_name(v));
    }
    if (num < 0) return lang_py_error(err, "ValueError", "Number of samples, %lld, must be non-negative.", (long long)num);
    if (num > (1 << 22)) return lang_unsupported(err, "linspace() with more than 4194304 samples");
    bool endpoint = !p[3] || lv_truthy(p[3]);
    if (p[4] && lv_truthy(p[4])) return lang_unsupported(err, "linspace(retstep=True)");
    if (p[6] && !(p[6]->kind == V_INT && (p[6]->u.i == 0 || p[6]->u.i == -1)))
        return lang_unsupported(err, "linspace() with an axis");
    sl_dtype dt = SL_FLOAT64;
    if (p[5] && (rc = ndarray_get_dtype(p[5], &dt, err)) < 0) return rc;
    if (rc == 1) dt = SL_FLOAT64;
    if (dt != SL_FLOAT64 && dt != SL_FLOAT32 && !sl_dtype_is_integral(dt, false))
        return lang_unsupported(err, "linspace() with dtype %s", sl_dtype_numpy_name(dt) ? sl_dtype_numpy_name(dt) : "?");
    int64_t div = endpoint ? num - 1 : num;
    double delta = e - s, step = div > 0 ? delta / (double)div : NAN;
    sl_array r;
    int64_t shape[1] = {num};
    if ((rc = sl_np_empty_ref(shape, 1, dt, 'C', lang_np_ref(I), &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    lang_lview dv;
    lang_lview_of_array(&r, &dv);
    for (int64_t i = 0; i < num; i++) {
        double y = (double)i;
        if (div > 0) {
            if (step == 0) y = y / (double)div * delta;
            else y = y * step;
        } else {
            y = y * delta;
        }
        y += s;
        if (endpoint && num > 1 && i == num - 1) y = e;
        lang_num x = {true, 0, y};
        if (sl_dtype_is_integral(dt, false)) x.f = floor(x.f);
        if ((rc = ndarray_cast_checked(x, dt, &x, err))) return rc;
        int64_t idx[1] = {i};
        if ((rc = lang_write(I, AV(res)->st, &dv, idx, x, err))) return rc;
    }
    if (num == 0) AV(res)->a.strides[0] = 0; /* numpy's empty results (a ufunc's or astype's) */
    if (dt == SL_FLOAT64 && div > 0) {
        /* numpy's y = arange(num).reshape(-1) stays a view through its in-place steps and
         * astype(float64, copy=False): the result is not an owner, its base the arange */
        sl_array vr;
        int64_t m1[1] = {-1};
        rc = sl_np_reshape(&r, m1, 1, 'C', &vr, NULL, err);
        return ndarray_wrap_np(I, rc, &vr, res, out, err);
    }
    *out = res;
    return SL_OK;
}

/* arrays from a list/tuple of arrays (a 2-d+ ndarray counts as the list of its rows) */
int lang_np_array_list(lang_interp *I, lang_value *seq, const char *fname, lang_value ***items,
                       int32_t *n, sl_error *err) {
    if (seq->kind == V_ARRAY && !lang_np_scalar(seq) && AV(seq)->a.ndim >= 1) {
        int64_t len = AV(seq)->a.shape[0];
        if (len > 256) return lang_unsupported(err, "%s() of more than 256 arrays", fname);
        *items = lang_alloc_n(&I->A, (len + 1), sizeof **items);
        CHECK_ALLOC(*items);
        for (int64_t i = 0; i < len; i++) {
            lang_value *iv = lv_int(I, i);
            CHECK_ALLOC(iv);
            int rc = lang_np_subscript(I, seq, iv, &(*items)[i], err);
            if (rc) return rc;
        }
        *n = (int32_t)len;
        return SL_OK;
    }
    if (seq->kind != V_LIST && seq->kind != V_TUPLE)
        return lang_unsupported(err, "%s() of a %s", fname, lv_type_name(seq));
    if (seq->u.seq.n > 256) return lang_unsupported(err, "%s() of more than 256 arrays", fname);
    *items = seq->u.seq.v;
    *n = (int32_t)seq->u.seq.n;
    for (int32_t i = 0; i < *n; i++)
        if ((*items)[i]->kind != V_ARRAY)
            return lang_unsupported(err, "%s() of a %s (only arrays are modelled)", fname, lv_type_name((*items)[i]));
    return SL_OK;
}

/* numpy's PyArray_CreateMultiSortedStridePerm: a stable insertion sort of the axes from
 * the largest |stride| to the smallest over all arrays, an axis of length 1 in an
 * array having no say there, conflicts keeping C order; perm[0] is outermost */
static void multi_sorted_perm(const sl_array *arrs, int32_t n, int32_t nd, int32_t *perm) {
    for (int32_t i = 0; i < nd; i++) perm[i] = i;
    for (int32_t i0 = 1; i0 < nd; i0++) {
        int32_t ipos = i0, j0 = perm[i0];
        for (int32_t i1 = i0 - 1; i1 >= 0; i1--) {
            int32_t j1 = perm[i1];
            bool ambig = true, swap = false;
            for (int32_t k = 0; k < n; k++) {
                if (arrs[k].shape[j0] != 1 && arrs[k].shape[j1] != 1) {
                    int64_t s0 = arrs[k].strides[j0], s1 = arrs[k].strides[j1];
                    if ((s0 < 0 ? -s0 : s0) <= (s1 < 0 ? -s1 : s1)) swap = false;
                    else if (ambig) swap = true;
                    ambig = false;
                }
            }
            if (!ambig) {
                if (swap) ipos = i1;
                else break;
            }
        }
        if (ipos != i0) {
            for (int32_t i1 = i0; i1 > ipos; i1--) perm[i1] = perm[i1 - 1];
            perm[ipos] = j0;
        }
    }
}

/* np.concatenate(arrays, axis=0) of arrays already checked; `ax` normalized; axis None
 * ravels first (the caller does that) */
static int concat_arrays(lang_interp *I, lang_value **arrs, int32_t n, int64_t axis_in, lang_value **out,
                         sl_error *err) {
    if (n == 0) return lang_py_error(err, "ValueError", "need at least one array to concatenate");
    sl_array recs[256];
    uop ops[256];
    int rc;
    for (int32_t i = 0; i < n; i++) {
        lang_value *v = arrs[i];
        if ((rc = ndarray_scalar_as_array(I, v, &arrs[i], err))) return rc;
        recs[i] = AV(arrs[i])->a;
    }
    int32_t nd = recs[0].ndim;
    if (nd == 0) return lang_py_error(err, "ValueError", "zero-dimensional arrays cannot be concatenated");
    int64_t ax = axis_in;
    if (ax < -(int64_t)nd || ax >= nd)
        return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension %d", (long long)ax, nd);
    if (ax < 0) ax += nd;
    int64_t shape[SL_MAX_DIMS];
    memcpy(shape, recs[0].shape, sizeof shape);
    for (int32_t i = 1; i < n; i++) {
        if (recs[i].ndim != nd)
            return lang_py_error(err, "ValueError",
                                 "all the input arrays must have same number of dimensions, but the array at index 0 has "
                                 "%d dimension(s) and the array at index %d has %d dimension(s)",
                                 nd, i, recs[i].ndim);
        for (int32_t d = 0; d < nd; d++) {
            if (d == ax) {
                if (sl_ovf_add(shape[d], recs[i].shape[d], &shape[d])) return sl_error_overflow(err, "concatenate");
            } else if (shape[d] != recs[i].shape[d]) {
                return lang_py_error(err, "ValueError",
                                     "all the input array dimensions except for the concatenation axis must match "
                                     "exactly, but along dimension %d, the array at index 0 has size %lld and the array "
                                     "at index %d has size %lld",
                                     d, (long long)shape[d], i, (long long)recs[i].shape[d]);
            }
        }
    }
    for (int32_t i = 0; i < n; i++) {
        memset(&ops[i], 0, sizeof ops[i]);
        ops[i].arr = arrs[i];
        ops[i].rec = recs[i];
    }
    sl_dtype dt;
    if ((rc = ndarray_np_result_type(ops, n, &dt, err))) return rc;
    sl_array r;
    if ((rc = sl_np_empty_ref(shape, nd, dt, 'C', lang_np_ref(I), &r, err))) return rc;
    int32_t perm[SL_MAX_DIMS];
    multi_sorted_perm(recs, n, nd, perm);
    int64_t s = r.itemsize;
    for (int32_t i = nd - 1; i >= 0; i--) {
        r.strides[perm[i]] = s;
        if (sl_ovf_mul(s, shape[perm[i]], &s)) return sl_error_overflow(err, "concatenate");
    }
    if (s == 0) memset(r.strides, 0, sizeof r.strides); /* an empty result: numpy zeroes its strides */
    sl_np_refresh_flags(&r);
    lang_value *res;
    lang_num z = {0};
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    /* an input whose values cannot be read (random draws without a seed): the result's
     * values cannot be either, its layout is exact */
    for (int32_t i = 0; i < n; i++)
        if (lang_storage_poison(AV(arrs[i])->st)) {
            AV(res)->st->poison = lang_storage_poison(AV(arrs[i])->st);
            *out = res;
            return SL_OK;
        }
    /* each input into its slab of the result */
    int64_t at = 0;
    for (int32_t i = 0; i < n; i++) {
        sl_array slab = r;
        slab.shape[ax] = recs[i].shape[ax];
        if (sl_ovf_mul(at, r.strides[ax], &s) || sl_ovf_add(slab.offset_bytes, s, &slab.offset_bytes))
            return sl_error_overflow(err, "concatenate");
        int64_t cnt, idx[SL_MAX_DIMS] = {0};
        if ((rc = sl_np_size(&slab, &cnt, err))) return rc;
        lang_lview sv, dv;
        lang_lview_of_array(&recs[i], &sv);
        lang_lview_of_array(&slab, &dv);
        for (int64_t k = 0; k < cnt; k++) {
            lang_num x;
            if ((rc = lang_read(I, AV(arrs[i])->st, &sv, idx, &x, err))) return rc;
            if ((rc = lang_write(I, AV(res)->st, &dv, idx, x, err))) return rc;
            lang_next_index(idx, slab.shape, nd);
        }
        at += recs[i].shape[ax];
    }
    *out = res;
    return SL_OK;
}

int ndarray_np_concatenate(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"arrays", "axis", "out", "dtype", "casting"};
    lang_value *p[5];
    int rc = lang_bind(a, "concatenate", PN, 5, 1, p, err);
    if (rc) return rc;
    for (int k = 2; k < 5; k++)
        if (p[k] && p[k]->kind != V_NONE) return lang_unsupported(err, "concatenate() with %s=", PN[k]);
    lang_value **items;
    int32_t n;
    if ((rc = lang_np_array_list(I, p[0], "concatenate", &items, &n, err))) return rc;
    lang_value **copy = lang_alloc_n(&I->A, (n + 1), sizeof *copy);
    CHECK_ALLOC(copy);
    memcpy(copy, items, (size_t)n * sizeof *copy);
    int64_t axis = 0;
    if (p[1] && p[1]->kind == V_NONE) {
        /* axis=None: every array raveled in C order */
        for (int32_t i = 0; i < n; i++) {
            lang_args none = {0};
            if ((rc = lang_np_method(I, copy[i], "ravel", &none, &copy[i], err))) return rc;
        }
    } else if (p[1] && (rc = ndarray_np_int(p[1], SL_NP_TE_INDEX, &axis, err))) {
        return rc;
    }
    return concat_arrays(I, copy, n, axis, out, err);
}

/* np.stack(arrays, axis=0): every array gets a new length-1 axis, then concatenate */
int ndarray_np_stack(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"arrays", "axis", "out", "dtype", "casting"};
    lang_value *p[5];
    int rc = lang_bind(a, "stack", PN, 5, 1, p, err);
    if (rc) return rc;
    for (int k = 2; k < 5; k++)
        if (p[k] && p[k]->kind != V_NONE) return lang_unsupported(err, "stack() with %s=", PN[k]);
    lang_value **items;
    int32_t n;
    if ((rc = lang_np_array_list(I, p[0], "stack", &items, &n, err))) return rc;
    if (n == 0) return lang_py_error(err, "ValueError", "need at least one array to stack");
    lang_value **ex = lang_alloc_n(&I->A, (n + 1), sizeof *ex);
    CHECK_ALLOC(ex);
    for (int32_t i = 0; i < n; i++) {
        if ((rc = ndarray_scalar_as_array(I, items[i], &ex[i], err))) return rc;
        const sl_array *r0 = &AV(ex[0])->a, *ri = &AV(ex[i])->a;
        if (ri->ndim != r0->ndim || memcmp(ri->shape, r0->shape, (size_t)r0->ndim * sizeof *r0->shape))
            return lang_py_error(err, "ValueError", "all input arrays must have the same shape");
    }
    int64_t axis = 0;
    if (p[1] && (rc = ndarray_np_int(p[1], SL_NP_TE_INDEX, &axis, err))) return rc;
    int32_t nd = AV(ex[0])->a.ndim + 1;
    if (axis < -(int64_t)nd || axis >= nd)
        return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension %d", (long long)axis, nd);
    int64_t ax = axis < 0 ? axis + nd : axis;
    for (int32_t i = 0; i < n; i++) {
        sl_array r;
        int64_t one[1] = {ax};
        if ((rc = sl_np_expand_dims(&AV(ex[i])->a, one, 1, &r, err))) return rc;
        if ((rc = ndarray_wrap_np(I, SL_OK, &r, ex[i], &ex[i], err))) return rc;
    }
    return concat_arrays(I, ex, n, ax, out, err);
}
