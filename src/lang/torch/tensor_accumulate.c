/*
 * tensor_accumulate.c — torch 1.13's accumulating ops: cumsum / cumprod along a dim (a
 * fresh contiguous tensor, torch's accumulator types) and bincount (int64 counts, or
 * weights summed in input order: float32 in float, others in double).
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ cumsum / cumprod == */

int tensor_method_cum(lang_interp *I, lang_value *t, bool prod, const lang_args *a, lang_value **out, sl_error *err) {
    const char *fname = prod ? "cumprod" : "cumsum";
    static const char *const PN[] = {"dim", "dtype"};
    lang_value *p[2];
    int rc = lang_bind(a, fname, PN, 2, 0, p, err);
    if (rc) return rc;
    if (a->npos > 1) return lang_unsupported(err, "%s() with dtype given positionally", fname);
    lang_value *dtv = p[1];
    if (!p[0]) return lang_unsupported(err, "%s() without dim", fname);
    int64_t dim;
    if ((rc = tensor_int_arg(p[0], fname, "dim", &dim, err))) return rc;
    const sl_tensor *x = &TV(t)->t;
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "%s() of complex tensors", fname);
    sl_dtype odt = sl_dtype_is_integral(x->dtype, true) ? SL_INT64 : x->dtype;
    if (dtv && dtv->kind != V_NONE) {
        if (dtv->kind != V_DTYPE || lang_np_dtype(dtv)) return lang_unsupported(err, "%s() with dtype given as %s", fname, lv_type_name(dtv));
        odt = lang_dtype_of(dtv);
        if (sl_dtype_is_complex(odt)) return lang_unsupported(err, "%s() into a complex dtype", fname);
    }
    int32_t nd = x->layout.ndim;
    if ((rc = sl_wrap_dim(dim, nd, true, &dim, err))) return rc;
    lang_storage *st;
    if ((rc = lang_torch_new_contig(I, x->layout.size, nd, odt, out, &st, err))) return rc;
    const sl_tensor *r = &TV(*out)->t;
    lang_lview xv, rv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(r, &rv);
    int64_t total = tensor_reorder_numel(x);
    if (nd == 0) { /* result.fill_(self) */
        if (st->poison) return SL_OK;
        lang_num v;
        int64_t z[1] = {0};
        bool poisoned = false;
        if ((rc = tensor_read_or_poison(I, t, &xv, z, &v, st, &poisoned, err)) || poisoned) return rc;
        /* torch 1.13 fills with a checked conversion, torch 2.x casts */
        if (x->ref == SL_REF_LESSONS) rc = lang_num_cast(v, odt, &v, err);
        else rc = lang_torch_checked_convert(v, x->dtype, odt, &v, err);
        if (rc) return rc;
        return lang_write(I, st, &rv, z, v, err);
    }
    if (total == 0) return SL_OK;
    /* torch 2.x has the float16 kernel (accumulating in float, as bfloat16) */
    if ((odt == SL_FLOAT16 && x->ref != SL_REF_LESSONS) || odt == SL_BOOL)
        return lang_py_error(err, "RuntimeError", "\"%s_out_cpu\" not implemented for '%s'", fname, lang_torch_scalar_type_name(odt));
    if (st->poison) return SL_OK;
    if ((rc = tensor_check_walk(x, fname, err))) return rc;
    /* lines along dim: the running sum in the kernel's accumulator type */
    int64_t len = x->layout.size[dim], lines = total / len;
    int64_t osh[SL_MAX_DIMS], oidx[SL_MAX_DIMS] = {0}, idx[SL_MAX_DIMS];
    memcpy(osh, x->layout.size, sizeof(int64_t) * (size_t)nd);
    osh[dim] = 1;
    bool poisoned = false, fl = sl_dtype_is_floating(odt), dbl = odt == SL_FLOAT32 || odt == SL_FLOAT64;
    for (int64_t l = 0; l < lines && !poisoned; l++) {
        memcpy(idx, oidx, sizeof(int64_t) * (size_t)nd);
        double accd = prod;
        float accf = prod;
        int64_t acci = prod;
        for (int64_t k = 0; k < len && !poisoned; k++) {
            idx[dim] = k;
            lang_num v, z = {0};
            if ((rc = tensor_read_or_poison(I, t, &xv, idx, &v, st, &poisoned, err))) return rc;
            if (poisoned) break;
            if ((rc = lang_num_cast(v, odt, &v, err))) return rc; /* self.to(result dtype) */
            if (dbl) { /* float32 and float64 accumulate in double */
                accd = prod ? accd * v.f : accd + v.f;
                z.is_float = true;
                z.f = accd;
            } else if (fl) {
                accf = prod ? accf * (float)v.f : accf + (float)v.f;
                z.is_float = true;
                z.f = (double)accf;
            } else {
                acci = (int64_t)(prod ? (uint64_t)acci * (uint64_t)v.i : (uint64_t)acci + (uint64_t)v.i);
                z.i = acci;
            }
            if ((rc = lang_num_cast(z, odt, &z, err))) return rc;
            if ((rc = lang_write(I, st, &rv, idx, z, err))) return rc;
        }
        lang_next_index(oidx, osh, nd);
    }
    return SL_OK;
}


/* ------------------------------------------------------------ bincount == */

/* _bincount_cpu: integer dtypes only, 1-d and non-negative; int64 counts, or sums of the
 * weights in input order (float32 weights in float, any other dtype converted to double) */
int tensor_method_bincount(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"weights", "minlength"};
    lang_value *p[2];
    int rc = lang_bind(a, "bincount", PN, 2, 0, p, err);
    if (rc) return rc;
    const sl_tensor *x = &TV(t)->t;
    lang_value *w = p[0] && p[0]->kind != V_NONE ? p[0] : NULL;
    int64_t minlength = 0;
    if (p[1] && (rc = tensor_int_arg(p[1], "bincount", "minlength", &minlength, err))) return rc;
    if (w && (w->kind != V_TENSOR || sl_dtype_is_complex(TV(w)->t.dtype)))
        return lang_unsupported(err, "bincount() with weights that are not a real tensor");
    if (!sl_dtype_is_integral(x->dtype, false))
        return lang_py_error(err, "RuntimeError", "\"bincount_cpu\" not implemented for '%s'", lang_torch_scalar_type_name(x->dtype));
    if (minlength < 0) return lang_py_error(err, "RuntimeError", "minlength should be >= 0");
    const sl_dtype odt = !w ? SL_INT64 : TV(w)->t.dtype == SL_FLOAT32 ? SL_FLOAT32 : SL_FLOAT64;
    int64_t n = tensor_reorder_numel(x), *iv = NULL;
    if (x->layout.ndim == 1 && n == 0) {
        int64_t shape[1] = {minlength};
        lang_storage *st;
        if ((rc = lang_torch_new_contig(I, shape, 1, SL_INT64, out, &st, err))) return rc;
        st->fill = LF_ZERO; /* at::zeros({minlength}) */
        return SL_OK;
    }
    if (x->layout.ndim == 1 && (rc = lang_torch_read_ints(I, t, "a bincount input", &iv, &n, err))) return rc;
    int64_t top = -1;
    bool neg = false;
    for (int64_t k = 0; iv && k < n; k++) {
        neg |= iv[k] < 0;
        if (iv[k] > top) top = iv[k];
    }
    if (x->layout.ndim != 1 || neg)
        return lang_py_error(err, "RuntimeError", "bincount only supports 1-d non-negative integral inputs.");
    if (w && (TV(w)->t.layout.ndim != 1 || TV(w)->t.layout.size[0] != n))
        return lang_py_error(err, "RuntimeError", "weights should be 1-d and have the same length as input");
    int64_t nbins = top + 1 > minlength ? top + 1 : minlength;
    if (nbins > MAX_WALK) return lang_unsupported(err, "bincount() into %lld bins", (long long)nbins);
    lang_storage *st;
    if ((rc = lang_torch_new_contig(I, &nbins, 1, odt, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    st->fill = LF_ZERO; /* at::zeros({nbins}) */
    lang_lview rv, wv;
    lang_lview_of_tensor(&TV(*out)->t, &rv);
    if (w) lang_lview_of_tensor(&TV(w)->t, &wv);
    for (int64_t k = 0; k < n; k++) {
        int64_t at[1] = {iv[k]}, wk[1] = {k};
        lang_num acc, add;
        if ((rc = lang_charge_units(I, 2, err)) || (rc = lang_read(I, st, &rv, at, &acc, err))) return rc;
        if (!w) {
            acc.i++;
        } else {
            if ((rc = lang_read(I, TV(w)->st, &wv, wk, &add, err))) return rc;
            if ((rc = lang_num_cast(add, odt, &add, err))) return rc; /* weights.to(kDouble) */
            acc.f = odt == SL_FLOAT32 ? (double)((float)acc.f + (float)add.f) : acc.f + add.f;
            acc.is_float = true;
        }
        if ((rc = lang_write(I, st, &rv, at, acc, err))) return rc;
    }
    return SL_OK;
}

int tensor_method_sort(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dim", "descending", "stable"};
    lang_value *p[3];
    int rc = lang_bind(a, "sort", PN, 3, 0, p, err);
    if (rc) return rc;
    if (a->npos > 2) return lang_unsupported(err, "sort() with %d positional arguments", a->npos);
    /* with at most two positional arguments, stable can only have come as a keyword */
    if (p[2] && a->npos) return lang_unsupported(err, "sort() with stable= and positional arguments");
    bool stable = false, desc = false;
    if (p[2]) {
        if (p[2]->kind != V_BOOL) return lang_unsupported(err, "sort() with stable given as %s", lv_type_name(p[2]));
        stable = p[2]->u.b;
    }
    if (p[1]) {
        if (p[1]->kind != V_BOOL) return lang_unsupported(err, "sort() with descending given as %s", lv_type_name(p[1]));
        desc = p[1]->u.b;
    }
    int64_t dim = -1;
    if (p[0] && (rc = tensor_int_arg(p[0], "sort", "dim", &dim, err))) return rc;
    const sl_tensor *x = &TV(t)->t;
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "sort() of complex tensors");
    int32_t nd = x->layout.ndim;
    if ((rc = sl_wrap_dim(dim, nd, true, &dim, err))) return rc;
    /* values and indices: self's strides when N&D, else infer_dense_strides */
    sl_tensor rv, ri;
    if ((rc = sl_torch_clone(x, SL_MF_PRESERVE, &rv, err))) return rc;
    ri = rv;
    ri.dtype = SL_INT64;
    ri.layout.itemsize = 8;
    if (sl_ovf_mul(rv.storage_bytes / rv.layout.itemsize, 8, &ri.storage_bytes)) return sl_error_overflow(err, "storage size");
    rv.alias = ri.alias = SL_ALIAS_NEW;
    lang_value *vv, *iv;
    lang_storage *vst, *ist;
    if ((rc = lang_torch_new_result(I, &rv, &vv, &vst, err))) return rc;
    if ((rc = lang_torch_new_result(I, &ri, &iv, &ist, err))) return rc;
    lang_value *tup = lv_seq(I, V_TUPLE, 2);
    CHECK_ALLOC(tup);
    tup->u.seq.v[0] = vv;
    tup->u.seq.v[1] = iv;
    tup->pytype = "sort";
    *out = tup;
    if (vst->poison || ist->poison) {
        if (!vst->poison) vst->poison = ist->poison;
        if (!ist->poison) ist->poison = vst->poison;
        return SL_OK;
    }
    int64_t total = tensor_reorder_numel(x);
    if (total == 0) return SL_OK;
    if ((rc = tensor_check_walk(x, "sort", err))) return rc;
    int64_t len = nd ? x->layout.size[dim] : 1, lines = total / len;
    sort_el *line = lang_alloc_n(&I->A, (2 * len + 1), sizeof *line);
    CHECK_ALLOC(line);
    sort_cmp c = {sl_dtype_is_floating(x->dtype), desc};
    lang_lview xv, vlv, ilv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(&rv, &vlv);
    lang_lview_of_tensor(&ri, &ilv);
    int64_t osh[SL_MAX_DIMS], oidx[SL_MAX_DIMS] = {0}, idx[SL_MAX_DIMS];
    memcpy(osh, x->layout.size, sizeof(int64_t) * (size_t)nd);
    if (nd) osh[dim] = 1;
    for (int64_t l = 0; l < lines; l++) {
        memcpy(idx, oidx, sizeof(int64_t) * (size_t)nd);
        for (int64_t k = 0; k < len; k++) {
            if (nd) idx[dim] = k;
            bool poisoned = false;
            if ((rc = tensor_read_or_poison(I, t, &xv, idx, &line[k].v, vst, &poisoned, err))) return rc;
            if (poisoned) {
                ist->poison = vst->poison;
                return SL_OK;
            }
            line[k].i = k;
        }
        if (stable) tensor_stable_sort(&c, line, line + len, len);
        else tensor_std_sort(&c, line, len);
        for (int64_t k = 0; k < len; k++) {
            if (nd) idx[dim] = k;
            lang_num ix = {false, line[k].i, (double)line[k].i};
            if ((rc = lang_write(I, vst, &vlv, idx, line[k].v, err))) return rc;
            if ((rc = lang_write(I, ist, &ilv, idx, ix, err))) return rc;
        }
        lang_next_index(oidx, osh, nd);
    }
    return SL_OK;
}
