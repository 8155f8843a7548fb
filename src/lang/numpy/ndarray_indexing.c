/*
 * ndarray_indexing.c — a[...] of ndarrays: basic indexing and boolean masks, get and set.
 *
 * Basic indexing goes to the engine (sl_np_index); a single boolean array covering the
 * leading dims selects a new C-ordered owner of shape (count,) + the rest, and writes
 * through the same mask.  Integer-array (advanced) indexing is ndarray_adv_index.c.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray_internal.h"

/* ------------------------------------------------------------ indexing == */

int ndarray_np_items(lang_interp *I, lang_value *idx, sl_index_item *items, int32_t *n, sl_error *err) {
    int64_t cnt = idx->kind == V_TUPLE ? idx->u.seq.n : 1;
    if (cnt > 2 * SL_MAX_DIMS) return lang_unsupported(err, "an index with %lld items", (long long)cnt);
    for (int64_t i = 0; i < cnt; i++) {
        lang_value *v = idx->kind == V_TUPLE ? idx->u.seq.v[i] : idx;
        if (!(v = lang_np_scalar_py(I, v, err))) return err->code;
        sl_index_item *it = &items[i];
        int src = lang_slice_index_args(I, &v, err); /* a[np.int64(1):], bounds through __index__ */
        if (src) return src;
        int basic = lang_basic_index_item(v, true, it, err);
        if (basic < 0) return basic;
        if (basic) continue;
        switch (v->kind) {
        case V_ARRAY:
            if (AV(v)->a.ndim == 0 && sl_dtype_is_integral(AV(v)->a.dtype, false)) {
                lang_num x;
                int64_t z[1] = {0};
                int rc = ndarray_read_elem(I, v, &AV(v)->a, z, &x, err);
                if (rc) return rc;
                it->kind = SL_IDX_INT_TENSOR0;
                it->value = x.i;
                break;
            }
            it->kind = SL_IDX_INVALID;
            it->type_name = sl_dtype_is_integral(AV(v)->a.dtype, false) ? "intarray" : "ndarray";
            break;
        case V_LIST: it->kind = SL_IDX_INVALID; it->type_name = "list"; break;
        default: it->kind = SL_IDX_INVALID; it->type_name = lv_type_name(v);
        }
    }
    *n = (int32_t)cnt;
    return SL_OK;
}

int lang_np_subscript(lang_interp *I, lang_value *a, lang_value *idx, lang_value **out, sl_error *err) {
    sl_index_item items[2 * SL_MAX_DIMS];
    int32_t n = 0;
    int rc;
    if (lang_np_scalar(a)) {
        /* numpy indexes a scalar as a 0-d array and rewords every failure */
        if (idx->kind == V_TUPLE && idx->u.seq.n == 0) {
            *out = a;
            return SL_OK;
        }
        if ((rc = ndarray_scalar_as_array(I, a, &a, err))) return rc;
        rc = lang_np_subscript(I, a, idx, out, err);
        if (rc == SL_ERR_PY) return lang_py_error(err, "IndexError", "invalid index to scalar variable.");
        return rc;
    }
    /* a mask of the array's rank is numpy's boolean index; one of fewer dims is
     * expanded into integer arrays and laid out as such (ndarray_adv_index.c) */
    if (ndarray_is_bool_mask(idx) && AV(idx)->a.ndim == AV(a)->a.ndim) return ndarray_np_mask_get(I, a, idx, out, err);
    if (lang_np_adv_index(idx)) return lang_np_adv_get(I, a, idx, out, err);
    rc = ndarray_np_items(I, idx, items, &n, err);
    if (rc) return rc;
    sl_array r, copied, hidden;
    if ((rc = sl_np_index_ex(&AV(a)->a, items, n, &r, &copied, &hidden, err))) return rc;
    if (r.alias != SL_ALIAS_SAME && (r.base == SL_NP_BASE_NONE || r.base == SL_NP_BASE_HIDDEN)) {
        /* a copy: its owner is filled from `copied`, a view of a, by logical index */
        const sl_array *owner = r.base == SL_NP_BASE_HIDDEN ? &hidden : &r;
        lang_lview sv, dv;
        lang_lview_of_array(&copied, &sv);
        lang_lview_of_array(owner, &dv);
        lang_storage *st = lang_storage_copy(I, AV(a)->st, &sv, &dv, owner->buffer_bytes, 0, true);
        CHECK_ALLOC(st);
        if (r.base == SL_NP_BASE_NONE) {
            *out = ndarray_new_array_value(I, &r, st, NULL);
        } else {
            lang_value *h = ndarray_new_array_value(I, &hidden, st, NULL);
            CHECK_ALLOC(h);
            *out = ndarray_new_array_value(I, &r, st, h);
        }
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    return ndarray_wrap_np(I, rc, &r, a, out, err);
}

/* ------------------------------------------------------------ writes == */


/* ------------------------------------------------------------ boolean masks == */

/* a[mask] for one boolean array index covering the leading dims: a new C-ordered owner
 * of shape (count,) + a.shape[mask.ndim:] */
int ndarray_bool_len_error(const sl_array *x, int32_t axis, int64_t got, sl_error *err) {
    if (x->ref == SL_REF_LESSONS) /* numpy 2's wording */
        return lang_py_error(err, "IndexError",
                             "boolean index did not match indexed array along axis %d; size of axis is %lld but size of "
                             "corresponding boolean axis is %lld",
                             axis, (long long)x->shape[axis], (long long)got);
    return lang_py_error(err, "IndexError",
                         "boolean index did not match indexed array along dimension %d; dimension is %lld but "
                         "corresponding boolean dimension is %lld",
                         axis, (long long)x->shape[axis], (long long)got);
}

static int mask_check(const sl_array *x, const sl_array *m, sl_error *err) {
    if (m->ndim > x->ndim)
        return lang_py_error(err, "IndexError", "too many indices for array: array is %d-dimensional, but %d were indexed",
                             x->ndim, m->ndim);
    for (int32_t d = 0; d < m->ndim; d++)
        if (m->shape[d] != x->shape[d]) return ndarray_bool_len_error(x, d, m->shape[d], err);
    return SL_OK;
}

/* the selected positions (row-major over the mask) */
static int mask_positions(lang_interp *I, lang_value *mask, int64_t **pos, int64_t *count, sl_error *err) {
    const sl_array *m = &AV(mask)->a;
    int64_t n;
    int rc;
    if ((rc = sl_np_size(m, &n, err))) return rc;
    *pos = lang_alloc_n(&I->A, (n + 1), sizeof **pos);
    CHECK_ALLOC(*pos);
    *count = 0;
    lang_lview mv;
    lang_lview_of_array(m, &mv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < n; k++) {
        lang_num b;
        if ((rc = lang_read(I, AV(mask)->st, &mv, idx, &b, err))) return rc;
        if (b.i) (*pos)[(*count)++] = k;
        lang_next_index(idx, m->shape, m->ndim);
    }
    return SL_OK;
}

/* element `k` of the mask's row-major order as a leading index */
static void unflatten(int64_t k, const int64_t *shape, int32_t nd, int64_t *idx) {
    for (int32_t d = nd - 1; d >= 0; d--) {
        idx[d] = shape[d] ? k % shape[d] : 0;
        k = shape[d] ? k / shape[d] : 0;
    }
}

int ndarray_np_mask_get(lang_interp *I, lang_value *a, lang_value *mask, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(a)->a, *m = &AV(mask)->a;
    int rc = mask_check(x, m, err);
    if (rc) return rc;
    int64_t *pos, count;
    if ((rc = mask_positions(I, mask, &pos, &count, err))) return rc;
    int64_t shape[SL_MAX_DIMS];
    int32_t nd = 1 + x->ndim - m->ndim;
    shape[0] = count;
    for (int32_t d = m->ndim; d < x->ndim; d++) shape[1 + d - m->ndim] = x->shape[d];
    sl_array r;
    if ((rc = sl_np_empty_ref(shape, nd, x->dtype, 'C', lang_np_ref(I), &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    lang_lview xv, rv;
    lang_lview_of_array(x, &xv);
    lang_lview_of_array(&r, &rv);
    int64_t ridx[SL_MAX_DIMS] = {0}, xidx[SL_MAX_DIMS];
    int64_t inner = 1;
    for (int32_t d = 1; d < nd; d++) inner *= shape[d];
    for (int64_t c = 0; c < count; c++) {
        unflatten(pos[c], m->shape, m->ndim, xidx);
        int64_t sub[SL_MAX_DIMS] = {0};
        for (int64_t k = 0; k < inner; k++) {
            for (int32_t d = 1; d < nd; d++) {
                xidx[m->ndim + d - 1] = sub[d - 1];
                ridx[d] = sub[d - 1];
            }
            ridx[0] = c;
            lang_num v;
            if ((rc = lang_read(I, AV(a)->st, &xv, xidx, &v, err))) return rc;
            if ((rc = lang_write(I, AV(res)->st, &rv, ridx, v, err))) return rc;
            lang_next_index(sub, shape + 1, nd - 1);
        }
    }
    *out = res;
    return SL_OK;
}

/* a[mask] = value: a number, or an array of count (or 1) values for a full-rank mask */
int ndarray_np_mask_set(lang_interp *I, lang_value *a, lang_value *mask, lang_value *v, sl_error *err) {
    const sl_array *x = &AV(a)->a, *m = &AV(mask)->a;
    int rc = mask_check(x, m, err);
    if (rc || (rc = ndarray_nep50_write_check(I, v, x->dtype, err))) return rc;
    /* a mask of fewer dims is numpy's nonzero() integer arrays (ndarray_adv_index.c) */
    if (m->ndim != x->ndim) return lang_np_adv_set(I, a, mask, v, err);
    int64_t *pos, count;
    if ((rc = mask_positions(I, mask, &pos, &count, err))) return rc;
    lang_num sc = {0};
    lang_lview vv;
    int64_t vn = 1;
    bool from_array = false;
    if (v->kind == V_LIST) {
        lang_args aa = {0};
        lang_value *args[1] = {v};
        aa.pos = args;
        aa.npos = 1;
        if ((rc = lang_np_func(I, "array", &aa, &v, err))) return rc;
    }
    if (v->kind == V_ARRAY && !lang_np_scalar(v) && AV(v)->a.ndim > 0) {
        const sl_array *va = &AV(v)->a;
        if (va->ndim != 1) return lang_unsupported(err, "mask assignment from a %d-d array", va->ndim);
        vn = va->shape[0];
        if (vn != count && vn != 1)
            return lang_py_error(err, "ValueError",
                                 "NumPy boolean array indexing assignment cannot assign %lld input values to the %lld "
                                 "output values where the mask is true",
                                 (long long)vn, (long long)count);
        lang_lview_of_array(va, &vv);
        from_array = true;
    } else {
        lang_value *pv = lang_np_scalar_py(I, v, err);
        if (!pv) return err->code;
        if (pv->kind == V_ARRAY) {
            int64_t z[1] = {0};
            if ((rc = ndarray_read_elem(I, pv, &AV(pv)->a, z, &sc, err))) return rc;
        } else if (pv->kind == V_FLOAT) {
            sc.is_float = true;
            sc.f = pv->u.f;
        } else if (pv->kind == V_INT || pv->kind == V_BOOL) {
            sc.i = pv->kind == V_INT ? pv->u.i : pv->u.b;
            sc.f = (double)sc.i;
        } else {
            return lang_unsupported(err, "writing a %s through a mask", lv_type_name(pv));
        }
    }
    if ((rc = sl_np_check_writable(x, err))) return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    lang_num *vals = lang_alloc_n(&I->A, (count + 1), sizeof *vals);
    CHECK_ALLOC(vals);
    for (int64_t c = 0; c < count; c++) {
        vals[c] = sc;
        int64_t vi[1] = {vn == 1 ? 0 : c};
        if (from_array && (rc = lang_read(I, AV(v)->st, &vv, vi, &vals[c], err))) return rc;
        if ((rc = ndarray_cast_checked(vals[c], x->dtype, &vals[c], err))) return rc;
    }
    lang_lview xv;
    lang_lview_of_array(x, &xv);
    for (int64_t c = 0; c < count; c++) {
        int64_t xidx[SL_MAX_DIMS];
        unflatten(pos[c], m->shape, m->ndim, xidx);
        if ((rc = lang_write(I, AV(a)->st, &xv, xidx, vals[c], err))) return rc;
    }
    return SL_OK;
}

bool ndarray_is_bool_mask(const lang_value *idx) {
    return idx->kind == V_ARRAY && !lang_np_scalar(idx) && AV(idx)->a.dtype == SL_BOOL && AV(idx)->a.ndim > 0;
}
