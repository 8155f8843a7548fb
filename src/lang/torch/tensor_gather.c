/*
 * tensor_gather.c — torch 1.13's ops that pick elements by a mask or an index tensor:
 * masked_fill(_), index_select and gather, with torch's checks in order.  Each gives a
 * fresh contiguous tensor (masked_fill_ writes in place).  Writes by index tensors
 * (index_fill_, scatter_, ...) are tensor_index_write.c.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ masked_fill == */

/* masked_fill_(mask, value) on self (self is written in place) */
static int cmp_i64(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? -1 : x > y;
}

/* no element of x with bits[k] set shares a byte with any element of the (expanded) mask */
static int check_no_shared_bytes(lang_interp *I, const sl_tensor *x, const sl_tensor *mex, const uint8_t *bits,
                                 sl_error *err) {
    int64_t total = tensor_reorder_numel(x);
    int64_t *starts = lang_alloc_n(&I->A, (total + 1), sizeof *starts);
    CHECK_ALLOC(starts);
    int64_t idx[SL_MAX_DIMS] = {0}, mi = mex->layout.itemsize, xi = x->layout.itemsize;
    for (int64_t k = 0; k < total; k++) {
        int64_t o = mex->layout.offset;
        for (int32_t d = 0; d < mex->layout.ndim; d++) o += idx[d] * mex->layout.stride[d];
        starts[k] = o * mi;
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    qsort(starts, (size_t)total, sizeof *starts, cmp_i64);
    memset(idx, 0, sizeof idx);
    for (int64_t k = 0; k < total; k++) {
        if (bits[k]) {
            int64_t o = x->layout.offset;
            for (int32_t d = 0; d < x->layout.ndim; d++) o += idx[d] * x->layout.stride[d];
            int64_t lo = o * xi, hi = lo + xi; /* bytes [lo, hi) */
            /* the last mask element starting before hi */
            int64_t a = 0, b = total;
            while (a < b) {
                int64_t c = a + (b - a) / 2;
                if (starts[c] < hi) a = c + 1;
                else b = c;
            }
            if (a > 0 && starts[a - 1] + mi > lo)
                return lang_unsupported(err, "masked_fill_ writing elements of its own mask through views torch does not check");
        }
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    return SL_OK;
}

static int masked_fill_into(lang_interp *I, lang_value *self, lang_value *mask, lang_value *value, lang_value *selfv_for_overlap,
                            bool fresh, sl_error *err) {
    const sl_tensor *x = &TV(self)->t;
    const sl_tensor *m = &TV(mask)->t;
    int rc;
    /* the fill value: a Scalar with its own type (c10::checked_convert into self's dtype
     * happens in the kernel, after the iterator is built) */
    lang_num val = {0};
    sl_dtype from;
    if (value->kind == V_TENSOR) {
        const sl_tensor *vt = &TV(value)->t;
        if (vt->layout.ndim != 0)
            return lang_py_error(err, "RuntimeError",
                                 "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with %d dimension(s).",
                                 vt->layout.ndim);
        if (sl_dtype_is_complex(vt->dtype)) return lang_unsupported(err, "masked_fill_() with a complex value");
    }
    if ((rc = lang_torch_scalar_of(I, value, &val, &from, err))) return rc;
    if (x->ref == SL_REF_LESSONS && m->dtype != SL_BOOL) { /* torch 2.x: bool masks only */
        if (!lang_torch_meta_name(m->dtype)) return lang_unsupported(err, "masked_fill_ with a mask of this dtype");
        return lang_py_error(err, "RuntimeError", "masked_fill_ only supports boolean masks, but got mask with dtype %s",
                             lang_torch_meta_name(m->dtype));
    }
    if (sl_dtype_is_floating(m->dtype))
        return lang_unsupported(err, "masked_fill with a %s mask (torch reads the bytes of its values)",
                                sl_dtype_torch_name(m->dtype));
    /* assert_no_partial_overlap(self, mask); TooHard passes unchecked (see below) */
    bool too_hard = false;
    if (TV(selfv_for_overlap)->st == TV(mask)->st) {
        sl_overlap_status s = sl_torch_overlap_status(x, m, selfv_for_overlap == mask, true);
        if (s == SL_OVS_PARTIAL) return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_PARTIAL_MSG);
        too_hard = s == SL_OVS_TOO_HARD;
    }
    /* TensorIterator: self (the output, not resized) and the mask broadcast together */
    int64_t shape[SL_MAX_DIMS];
    int32_t nd;
    if ((rc = sl_torch_broadcast_shapes2(x->layout.size, x->layout.ndim, m->layout.size, m->layout.ndim, shape, &nd, err)))
        return rc;
    bool same = nd == x->layout.ndim;
    for (int32_t d = 0; same && d < nd; d++) same = shape[d] == x->layout.size[d];
    if (!same) {
        char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
        sl_format_list(a1, sizeof a1, x->layout.size, x->layout.ndim);
        sl_format_list(a2, sizeof a2, shape, nd);
        return lang_py_error(err, "RuntimeError", "output with shape %s doesn't match the broadcast shape %s", a1, a2);
    }
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "masked_fill_() of complex tensors");
    if ((rc = lang_torch_checked_convert(val, from, x->dtype, &val, err))) return rc;
    sl_tensor mex;
    if ((rc = sl_torch_expand(m, x->layout.size, x->layout.ndim, &mex, err))) return rc;
    if ((rc = tensor_check_walk(x, "masked_fill", err))) return rc;
    int64_t total = tensor_reorder_numel(x);
    /* read the whole mask before writing (self may be the mask) */
    uint8_t *bits = lang_alloc(&I->A, (size_t)total + 1);
    CHECK_ALLOC(bits);
    lang_lview mv, xv;
    lang_lview_of_tensor(&mex, &mv);
    lang_lview_of_tensor(x, &xv);
    int64_t idx[SL_MAX_DIMS] = {0};
    bool bad_byte = false, any_set = false;
    for (int64_t k = 0; k < total; k++) {
        lang_num b;
        if ((rc = lang_read(I, TV(mask)->st, &mv, idx, &b, err))) return rc;
        bits[k] = m->dtype == SL_BOOL ? (uint8_t)(b.i != 0) : (uint8_t)((uint64_t)b.i & 0xff);
        if (bits[k] > 1) bad_byte = true;
        if (bits[k] == 1) any_set = true;
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    /* a byte mask (any dtype but bool) must hold 0 and 1 only: the kernel stops at the
     * first other byte, after writing the elements it met before it */
    if (bad_byte) {
        if (any_set && !fresh)
            return lang_unsupported(err, "which elements masked_fill_ writes before a mask value other than 0 and 1");
        return lang_py_error(err, "RuntimeError", "Mask tensor can take 0 and 1 values only");
    }
    /* mask and self share memory in a way torch does not check: the kernel reads and
     * writes element by element, so any written element that is also a mask element
     * would make its order matter */
    if (too_hard && (rc = check_no_shared_bytes(I, x, &mex, bits, err))) return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    memset(idx, 0, sizeof idx);
    for (int64_t k = 0; k < total; k++) {
        if (bits[k] && (rc = lang_write(I, TV(self)->st, &xv, idx, val, err))) return rc;
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    return SL_OK;
}

int tensor_method_masked_fill(lang_interp *I, lang_value *t, bool inplace, const lang_args *a, lang_value **out,
                              sl_error *err) {
    const char *fname = inplace ? "masked_fill_" : "masked_fill";
    static const char *const PN[] = {"mask", "value"};
    lang_value *p[2];
    int rc = lang_bind(a, fname, PN, 2, 2, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_TENSOR) return lang_unsupported(err, "%s() with a %s mask", fname, lv_type_name(p[0]));
    lang_value *val = lang_np_scalar_py(I, p[1], err);
    if (!val) return err->code;
    if (val->kind != V_TENSOR && val->kind != V_INT && val->kind != V_BOOL && val->kind != V_FLOAT)
        return lang_unsupported(err, "%s() with a %s value", fname, lv_type_name(val));
    if (sl_dtype_is_complex(TV(t)->t.dtype)) return lang_unsupported(err, "%s() of complex tensors", fname);
    if (inplace) {
        if ((rc = masked_fill_into(I, t, p[0], val, t, false, err))) return rc;
        *out = t;
        return SL_OK;
    }
    /* expand_outplace(mask, self), a contiguous clone, then masked_fill_ on it */
    const sl_tensor *x = &TV(t)->t, *m = &TV(p[0])->t;
    int64_t shape[SL_MAX_DIMS];
    int32_t nd;
    if ((rc = sl_torch_broadcast_shapes2(m->layout.size, m->layout.ndim, x->layout.size, x->layout.ndim, shape, &nd, err)))
        return rc;
    sl_tensor xe, r;
    if ((rc = sl_torch_expand(x, shape, nd, &xe, err))) return rc;
    if ((rc = sl_torch_empty_ref(shape, nd, x->dtype, SL_MF_CONTIGUOUS, I->ref, &r, err))) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_value *src = tensor_tmp_tensor(I, &xe, TV(t)->st);
    CHECK_ALLOC(src);
    lang_value *res;
    if (r.storage_bytes > LANG_MAX_STORAGE_BYTES) {
        lang_storage *st;
        if ((rc = lang_torch_new_result(I, &r, &res, &st, err))) return rc;
    } else {
        res = lang_wrap_tensor(I, &r, NULL, src);
        CHECK_ALLOC(res);
    }
    if ((rc = masked_fill_into(I, res, p[0], val, res, true, err))) return rc;
    *out = res;
    return SL_OK;
}

/* ------------------------------------------------------------ index_select == */

int tensor_method_index_select(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dim", "index"};
    lang_value *p[2];
    int rc = lang_bind(a, "index_select", PN, 2, 2, p, err);
    if (rc) return rc;
    int64_t dim;
    if ((rc = tensor_int_arg(p[0], "index_select", "dim", &dim, err))) return rc;
    if ((rc = tensor_arg(p[1], "index_select", "index", err))) return rc;
    const sl_tensor *x = &TV(t)->t, *ix = &TV(p[1])->t;
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "index_select() of complex tensors");
    int32_t nd = x->layout.ndim;
    if ((rc = sl_wrap_dim(dim, nd, true, &dim, err))) return rc;
    if (ix->layout.ndim > 1) return lang_py_error(err, "IndexError", "index_select(): Index is supposed to be a vector");
    if (x->ref == SL_REF_LESSONS && nd == 0) { /* torch 2.x counts the index before its dtype */
        int64_t cnt;
        if ((rc = sl_layout_numel(&ix->layout, &cnt, err))) return rc;
        if (cnt != 1)
            return lang_py_error(err, "RuntimeError",
                                 "index_select(): Index to scalar can have only 1 value, got %lld value(s)", (long long)cnt);
    }
    if (ix->dtype != SL_INT64 && ix->dtype != SL_INT32)
        return lang_py_error(err, "RuntimeError", "index_select(): Expected dtype int32 or int64 for index");
    int64_t n, *iv;
    if ((rc = lang_torch_read_ints(I, p[1], "an index", &iv, &n, err))) return rc;
    int64_t shape[SL_MAX_DIMS];
    memcpy(shape, x->layout.size, sizeof(int64_t) * (size_t)nd);
    if (nd > 0) shape[dim] = n;
    lang_storage *st;
    if ((rc = lang_torch_new_contig(I, shape, nd, x->dtype, out, &st, err))) return rc;
    int64_t bound = nd > 0 ? x->layout.size[dim] : 1;
    const int64_t xn = tensor_reorder_numel(x);
    if (nd > 1) {
        if (n == 0) return SL_OK;
        if (xn == 0 && bound <= 0)
            return lang_py_error(err, "RuntimeError", "index_select(): self indexing axis dim should be positive");
        if (xn == 0 || dim == 1) {
            for (int64_t k = 0; k < n; k++)
                if (iv[k] < 0 || iv[k] >= bound)
                    return lang_py_error(err, "RuntimeError", "INDICES element is out of DATA bounds, id=%lld axis_dim=%lld",
                                         (long long)iv[k], (long long)bound);
            if (xn == 0) return SL_OK;
        }
    }
    for (int64_t k = 0; k < n; k++) /* for nd <= 1, bound is x's numel */
        if (iv[k] < 0 || iv[k] >= bound)
            return lang_py_error(err, "IndexError", "index out of range in self");
    if (nd == 0 && n == 0) {
        st->poison = "the value of index_select() of a 0-dim tensor with an empty index (uninitialized memory)";
        return SL_OK;
    }
    if (st->poison) return SL_OK;
    const sl_tensor *r = &TV(*out)->t;
    if ((rc = tensor_check_walk(r, "index_select", err))) return rc;
    lang_lview xv, rv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(r, &rv);
    int64_t total = tensor_reorder_numel(r);
    int64_t idx[SL_MAX_DIMS] = {0}, sidx[SL_MAX_DIMS];
    bool poisoned = false;
    for (int64_t e = 0; e < total && !poisoned; e++) {
        memcpy(sidx, idx, sizeof(int64_t) * (size_t)nd);
        if (nd > 0) sidx[dim] = iv[idx[dim]];
        lang_num v;
        if ((rc = tensor_read_or_poison(I, t, &xv, sidx, &v, st, &poisoned, err))) return rc;
        if (!poisoned && (rc = lang_write(I, st, &rv, idx, v, err))) return rc;
        lang_next_index(idx, r->layout.size, nd);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ gather == */

int tensor_method_gather(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dim", "index", "sparse_grad"};
    lang_value *p[3];
    int rc = lang_bind(a, "gather", PN, 3, 2, p, err);
    if (rc) return rc;
    if (p[2] && !(p[2]->kind == V_BOOL && !p[2]->u.b)) return lang_unsupported(err, "gather() with sparse_grad");
    int64_t dim;
    if ((rc = tensor_int_arg(p[0], "gather", "dim", &dim, err))) return rc;
    if ((rc = tensor_arg(p[1], "gather", "index", err))) return rc;
    const sl_tensor *x = &TV(t)->t, *ix = &TV(p[1])->t;
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "gather() of complex tensors");
    int32_t nd = x->layout.ndim, ind = ix->layout.ndim;
    if ((rc = sl_wrap_dim(dim, nd, true, &dim, err))) return rc;
    int64_t n = tensor_reorder_numel(ix);
    if (n != 0 && ix->dtype != SL_INT64) return lang_py_error(err, "RuntimeError", "gather(): Expected dtype int64 for index");
    if (n != 0) {
        int32_t sd = nd ? nd : 1;
        if (sd != (ind ? ind : 1))
            return lang_py_error(err, "RuntimeError", "Index tensor must have the same number of dimensions as input tensor");
        for (int32_t d = 0; d < sd; d++) {
            if (d == dim) continue;
            int64_t is = ind ? ix->layout.size[d] : 1, xs = nd ? x->layout.size[d] : 1;
            if (is > xs) {
                char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
                sl_format_list(a1, sizeof a1, ix->layout.size, ind);
                sl_format_list(a2, sizeof a2, x->layout.size, nd);
                return lang_py_error(err, "RuntimeError",
                                     "Size does not match at dimension %d expected index %s to be smaller than self %s apart from dimension %lld",
                                     d, a1, a2, (long long)dim);
            }
        }
    }
    lang_storage *st;
    if ((rc = lang_torch_new_contig(I, ix->layout.size, ind, x->dtype, out, &st, err))) return rc;
    if (n == 0) return SL_OK;
    int64_t *iv;
    if ((rc = lang_torch_read_ints(I, p[1], "an index", &iv, &n, err))) return rc;
    int64_t bound = nd ? x->layout.size[dim] : 1;
    /* the kernel's first out-of-bounds index: with one distinct bad value any order
     * reports it; else the kernel's walk (TensorIterator's outer dims, then dim, then
     * its inner dim) must be row-major: TensorIterator's order over result, self and
     * index must be the dims' own, and the walk short of torch's parallel grain */
    int64_t first_bad = -1;
    bool distinct = false;
    for (int64_t k = 0; k < n; k++)
        if (iv[k] < 0 || iv[k] >= bound) {
            if (first_bad < 0) first_bad = k;
            else if (iv[k] != iv[first_bad]) distinct = true;
        }
    if (first_bad >= 0) {
        if (distinct) {
            bool rowmajor = n < 32768;
            if (rowmajor && ind > 1) {
                /* TensorIterator over the other dims: result, self, index strides */
                int64_t shp[SL_MAX_DIMS], st3[3][SL_MAX_DIMS];
                const sl_tensor *r = &TV(*out)->t;
                for (int32_t d = 0; d < ind; d++) {
                    shp[d] = d == dim ? 1 : ix->layout.size[d];
                    st3[0][d] = r->layout.stride[d];
                    st3[1][d] = x->layout.stride[d];
                    st3[2][d] = ix->layout.stride[d];
                }
                int32_t perm[SL_MAX_DIMS];
                lang_torch_ti_perm(shp, ind, st3, 3, perm);
                for (int32_t i = 0; i < ind; i++)
                    if (shp[perm[i]] > 1 && perm[i] != ind - 1 - i) rowmajor = false;
            }
            if (!rowmajor) return lang_unsupported(err, "which of several out-of-bounds gather indices torch reports first");
        }
        return lang_py_error(err, "RuntimeError", "index %lld is out of bounds for dimension %lld with size %lld",
                             (long long)iv[first_bad], (long long)dim, (long long)bound);
    }
    if (st->poison) return SL_OK;
    const sl_tensor *r = &TV(*out)->t;
    lang_lview xv, rv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(r, &rv);
    int64_t idx[SL_MAX_DIMS] = {0}, sidx[SL_MAX_DIMS];
    bool poisoned = false;
    for (int64_t e = 0; e < n && !poisoned; e++) {
        memcpy(sidx, idx, sizeof(int64_t) * (size_t)ind);
        if (nd) sidx[dim] = iv[e];
        else sidx[0] = 0;
        lang_num v;
        if ((rc = tensor_read_or_poison(I, t, &xv, sidx, &v, st, &poisoned, err))) return rc;
        if (!poisoned && (rc = lang_write(I, st, &rv, idx, v, err))) return rc;
        lang_next_index(idx, r->layout.size, ind);
    }
    return SL_OK;
}
