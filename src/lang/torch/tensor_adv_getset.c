/*
 * tensor_adv_getset.c — t[adv] and t[adv] = v through a plan (tensor_adv_plan.c): reads in
 * the iterator's order; index_put_'s value conversion, masked_fill_ shortcut, overlap
 * refusals, broadcast and dtype checks, and writes in the iterator's order (those before
 * an out-of-bounds index stay written).
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ get == */

int lang_torch_adv_get(lang_interp *I, lang_value *t, lang_value *idx, lang_value **out, sl_error *err) {
    adv_plan *p = lang_alloc(&I->A, sizeof *p);
    CHECK_ALLOC(p);
    bool basic_only;
    lang_value *tup = NULL;
    int rc = tensor_adv_parse(I, t, idx, p, &basic_only, &tup, err);
    if (rc) return rc;
    if (basic_only) return lang_tensor_subscript(I, t, tup, out, err);
    if (p->nlen > p->view.layout.ndim)
        return lang_py_error(err, "IndexError", "too many indices for tensor of dimension %d (got %d)", p->view.layout.ndim,
                             p->nlen);
    if ((rc = tensor_adv_info(I, p, err))) return rc;
    const sl_tensor *self = &p->view;
    /* TensorIterator: inputs src (restrided) and the indices; the output undefined */
    int nops = 1 + p->nidx;
    int64_t(*ops)[SL_MAX_DIMS] = lang_alloc_n(&I->A, nops, sizeof *ops);
    sl_layout *lays = lang_alloc_n(&I->A, nops, sizeof *lays);
    CHECK_ALLOC(ops);
    CHECK_ALLOC(lays);
    memcpy(ops[0], p->src_st, sizeof ops[0]);
    lays[0] = tensor_layout_of(p->shape, p->src_st, p->nd, self->layout.itemsize);
    bool same_shape = true;
    for (int32_t k = 0; k < p->nidx; k++) {
        memcpy(ops[1 + k], p->ix_st[k], sizeof ops[0]);
        for (int32_t d = 0; d < p->before; d++)
            if (p->shape[d] != 1) same_shape = false;
        for (int32_t d = p->before + p->nb; d < p->nd; d++)
            if (p->shape[d] != 1) same_shape = false;
        /* the reshaped index's own strides (size-1 dims keep theirs) */
        lays[1 + k] = tensor_layout_of(p->shape, p->ix_st[k], p->nd, 8);
    }
    sl_tensor r;
    int32_t perm[SL_MAX_DIMS];
    bool done;
    if ((rc = lang_torch_ti_output(p->shape, p->nd, lays, nops, same_shape, ops, self->dtype,
                                   "advanced index result", &r, perm, &done, err)))
        return rc;
    if (done) {
        /* the kernel walks the output's memory order */
        for (int32_t i = 0; i < p->nd; i++) perm[i] = p->nd - 1 - i;
        if (!sl_torch_is_contiguous(&r.layout, SL_MF_CONTIGUOUS)) {
            for (int32_t i = 1; i < p->nd; i++)
                for (int32_t j = i; j > 0 && r.layout.stride[perm[j - 1]] > r.layout.stride[perm[j]]; j--) {
                    int32_t tmp = perm[j];
                    perm[j] = perm[j - 1];
                    perm[j - 1] = tmp;
                }
        }
    }
    r.alias = SL_ALIAS_NEW;
    int64_t total;
    if ((rc = sl_layout_numel(&r.layout, &total, err))) return rc;
    int64_t bad_at, bad_val;
    int32_t bad_j = 0;
    if ((rc = tensor_find_oob(p, perm, total, &bad_at, &bad_j, &bad_val, err))) return rc;
    if (bad_at >= 0) return tensor_oob_error(p, bad_j, bad_val, err);
    lang_storage *st = NULL;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (!st->poison && total > MAX_WALK) st->poison = "element values of an advanced index result of more than 16777216 elements";
    if (st->poison) return SL_OK;
    lang_lview sv, dv;
    lang_lview_of_tensor(&p->pview, &sv);
    lang_lview_of_tensor(&r, &dv);
    int64_t pos[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < total; e++) {
        int64_t vidx[SL_MAX_DIMS];
        tensor_src_index(p, pos, vidx);
        lang_num x;
        rc = lang_read(I, TV(t)->st, &sv, vidx, &x, err);
        if (rc == SL_ERR_UNSUPPORTED) {
            lang_torch_poison_from(I, st, err);
            return SL_OK;
        }
        if (rc) return rc;
        if ((rc = lang_write(I, st, &dv, pos, x, err))) return rc;
        lang_next_index(pos, p->shape, p->nd);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ set == */

/* c10::checked_convert of a Scalar (a double, an int64 or a bool: `from` is its
 * tensor's dtype) to dtype `to`, as fill_ and masked_fill_ take their value: "value
 * cannot be converted to type uint8_t without overflow" when c10::overflows says so
 * (never into bool; an integer into an unsigned type may wrap from below, down to -max) */
int lang_torch_checked_convert(lang_num x, sl_dtype from, sl_dtype to, lang_num *out, sl_error *err) {
    const char *name;
    double lo, hi;
    switch (to) {
    case SL_BOOL: return lang_num_cast(x, to, out, err);
    case SL_UINT8: name = "uint8_t", lo = 0, hi = 255; break;
    case SL_INT8: name = "int8_t", lo = -128, hi = 127; break;
    case SL_INT16: name = "int16_t", lo = -32768, hi = 32767; break;
    case SL_INT32: name = "int", lo = -2147483648.0, hi = 2147483647.0; break;
    case SL_INT64: name = "int64_t", lo = -9223372036854775808.0, hi = 9223372036854775807.0; break;
    case SL_FLOAT16: name = "at::Half", lo = -65504.0, hi = 65504.0; break;
    case SL_BFLOAT16: name = "at::BFloat16", lo = -3.3895313892515355e38, hi = 3.3895313892515355e38; break;
    case SL_FLOAT32: name = "float", lo = -3.4028234663852886e38, hi = 3.4028234663852886e38; break;
    case SL_FLOAT64: name = "double", lo = -1.7976931348623157e308, hi = 1.7976931348623157e308; break;
    default: return lang_unsupported(err, "filling a %s tensor", sl_dtype_torch_name(to));
    }
    bool over = false;
    if (from == SL_BOOL) {
        over = false;
    } else if (!sl_dtype_is_floating(from)) {
        int64_t v = x.i;
        if (to == SL_INT64) over = false;
        else if (to == SL_UINT8) over = v > 255 || (v < 0 && v < -255);
        else if (sl_dtype_is_floating(to)) over = (double)v < lo || (double)v > hi;
        else over = v < (int64_t)lo || v > (int64_t)hi;
    } else {
        double f = x.is_float ? x.f : (double)x.i;
        if (sl_dtype_is_floating(to) && isinf(f)) over = false;
        else if (!sl_dtype_is_floating(to) && isnan(f)) over = true;
        else over = f < lo || f > hi;
        if (!sl_dtype_is_floating(to) && !over && to == SL_INT64 && f >= 9223372036854775807.0) over = true;
    }
    if (over) return lang_py_error(err, "RuntimeError", "value cannot be converted to type %s without overflow", name);
    return lang_num_cast(x, to, out, err);
}

int lang_torch_checked_scalar(const lang_value *v, sl_dtype to, sl_error *err) {
    if (sl_dtype_is_complex(to) || (v->kind != V_INT && v->kind != V_FLOAT && v->kind != V_BOOL)) return SL_OK;
    lang_num x = {v->kind == V_FLOAT, v->kind == V_INT ? v->u.i : v->kind == V_BOOL ? v->u.b : 0,
                  v->kind == V_FLOAT ? v->u.f : 0}, c;
    return lang_torch_checked_convert(x, v->kind == V_FLOAT ? SL_FLOAT64 : v->kind == V_BOOL ? SL_BOOL : SL_INT64, to, &c,
                                      err);
}

/* assert_no_overlap (allow_full: assert_no_partial_overlap); same_object: torch holds
 * one TensorImpl for both (no view op made `sliced`, and the other is the indexed tensor) */
static int overlap_check(const sl_tensor *self, lang_value *selfv, const sl_tensor *other, lang_value *otherv,
                         bool allow_full, bool same_object, sl_error *err) {
    if (TV(selfv)->st != TV(otherv)->st) return lang_interop_check_alias(self, TV(selfv)->st, other, TV(otherv)->st, err);
    sl_overlap_status s = sl_torch_overlap_status(self, other, same_object, true);
    if (s == SL_OVS_PARTIAL || (s == SL_OVS_FULL && !allow_full)) return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_PARTIAL_MSG);
    if (s == SL_OVS_TOO_HARD) return lang_unsupported(err, "an index assignment whose value or index shares memory with it in a way torch does not check");
    return SL_OK;
}

int lang_torch_adv_set(lang_interp *I, lang_value *t, lang_value *idx, lang_value *v, sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    int rc;
    /* valueToTensor, before anything about the index */
    lang_value *pv = lang_np_scalar_py(I, v, err);
    if (!pv) return err->code;
    lang_num scalar = {0};
    bool tensor_val = false;
    switch (pv->kind) {
    case V_TENSOR: tensor_val = true; break;
    case V_INT:
    case V_BOOL:
        /* scalarToTensor: a 0-dim tensor of self's dtype, filled with checked_convert */
        scalar.i = pv->kind == V_INT ? pv->u.i : pv->u.b;
        scalar.f = (double)scalar.i;
        if ((rc = lang_torch_checked_convert(scalar, pv->kind == V_INT ? SL_INT64 : SL_BOOL, x->dtype, &scalar, err)))
            return rc;
        break;
    case V_FLOAT:
        scalar.is_float = true;
        scalar.f = pv->u.f;
        if ((rc = lang_torch_checked_convert(scalar, SL_FLOAT64, x->dtype, &scalar, err))) return rc;
        break;
    /* lists, tuples, None and strs were refused by lang_tensor_setitem, the only caller */
    default: return lang_unsupported(err, "assigning a %s through an advanced index", lv_type_name(pv));
    }
    if (sl_dtype_is_complex(x->dtype) || (tensor_val && sl_dtype_is_complex(TV(pv)->t.dtype)))
        return lang_unsupported(err, "complex values through an advanced index");
    adv_plan *p = lang_alloc(&I->A, sizeof *p);
    CHECK_ALLOC(p);
    bool basic_only;
    lang_value *tup = NULL;
    if ((rc = tensor_adv_parse(I, t, idx, p, &basic_only, &tup, err))) return rc;
    if (basic_only) return lang_tensor_setitem(I, t, tup, v, err);
    const sl_tensor *self = &p->view;
    /* the value as a tensor, leading 1-dims dropped (slicePrefix1sSize) */
    sl_tensor val;
    bool val_dropped = false;
    if (tensor_val) {
        val = TV(pv)->t;
        int32_t drop = 0;
        while (drop < val.layout.ndim && val.layout.size[drop] == 1) drop++;
        val_dropped = drop > 0;
        if (drop) {
            if ((rc = sl_torch_view(&TV(pv)->t, val.layout.size + drop, val.layout.ndim - drop, &val, err))) return rc;
        }
    } else {
        if ((rc = sl_torch_empty_ref(NULL, 0, x->dtype, SL_MF_CONTIGUOUS, I->ref, &val, err))) return rc;
    }
    int64_t vnumel;
    if ((rc = sl_layout_numel(&val.layout, &vnumel, err))) return rc;
    if (p->nlen > self->layout.ndim)
        return lang_py_error(err, "IndexError", "too many indices for tensor of dimension %d (got %d)", self->layout.ndim,
                             p->nlen);
    /* canDispatchToMaskedFill: one bool/byte index and a one-element value */
    if (vnumel == 1) {
        int32_t num_ind = 0, ri = 0, mask = -1;
        bool ok = true;
        for (int32_t pos = 0; pos < p->nlen && ok; pos++) {
            if (ri >= p->nrec || p->rec[ri].pos != pos) {
                num_ind++;
                continue;
            }
            rec_ix *r = &p->rec[ri++];
            if ((r->dtype != SL_UINT8 && r->dtype != SL_BOOL) || mask >= 0) {
                ok = false;
                break;
            }
            mask = ri - 1;
            if ((rc = tensor_check_mask_shape(r, self, num_ind, err))) return rc;
            num_ind += r->lay.layout.ndim;
        }
        if (ok && mask >= 0) {
            rec_ix *r = &p->rec[mask];
            /* torch 2.x's masked_fill_ takes bool masks only */
            if (r->dtype == SL_UINT8 && x->ref == SL_REF_LESSONS)
                return lang_py_error(err, "RuntimeError",
                                     "masked_fill_ only supports boolean masks, but got mask with dtype unsigned char");
            int32_t before = r->pos, k = r->lay.layout.ndim;
            /* value.item(), converted as masked_fill_ converts a Scalar */
            lang_num fillv = scalar;
            if (tensor_val) {
                int64_t z[SL_MAX_DIMS] = {0};
                lang_lview lv;
                lang_lview_of_tensor(&val, &lv);
                if ((rc = lang_read(I, TV(pv)->st, &lv, z, &fillv, err))) return rc;
                if ((rc = lang_torch_checked_convert(fillv, TV(pv)->t.dtype, x->dtype, &fillv, err))) return rc;
            }
            if (r->user) {
                rc = overlap_check(self, t, &TV(r->user)->t, r->user, true, p->view_is_self && r->user == t, err);
                if (rc) return rc;
            }
            if ((rc = lang_before_write(I, err))) return rc;
            int64_t total;
            if ((rc = sl_layout_numel(&self->layout, &total, err))) return rc;
            if (total > MAX_WALK) return lang_unsupported(err, "a masked assignment to more than 16777216 elements");
            lang_lview sv;
            lang_lview_of_tensor(self, &sv);
            int64_t pos[SL_MAX_DIMS] = {0};
            for (int64_t e = 0; e < total; e++) {
                int64_t m = 0, step = 1;
                for (int32_t j = k - 1; j >= 0; j--) {
                    m += pos[before + j] * step;
                    step *= r->lay.layout.size[j];
                }
                if (r->vals[m] && (rc = lang_write(I, TV(t)->st, &sv, pos, fillv, err))) return rc;
                lang_next_index(pos, self->layout.size, self->layout.ndim);
            }
            return SL_OK;
        }
    }
    /* assert_no_overlap(self, value) and (self, each index) */
    if (tensor_val && (rc = overlap_check(self, t, &val, pv, false, p->view_is_self && pv == t && !val_dropped, err)))
        return rc;
    for (int32_t k = 0; k < p->nrec; k++)
        if (p->rec[k].user &&
            (rc = overlap_check(self, t, &TV(p->rec[k].user)->t, p->rec[k].user, false, p->view_is_self && p->rec[k].user == t, err)))
            return rc;
    if ((rc = tensor_adv_info(I, p, err))) return rc;
    /* make_index_put_iterator: the value broadcasts to the result and has self's dtype */
    bool expandable = val.layout.ndim <= p->nd;
    for (int32_t d = 0; expandable && d < val.layout.ndim; d++) {
        int64_t s = val.layout.size[val.layout.ndim - 1 - d], want = p->shape[p->nd - 1 - d];
        if (s != 1 && s != want) expandable = false;
    }
    if (!expandable) {
        char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
        sl_format_list(a1, sizeof a1, val.layout.size, val.layout.ndim);
        sl_format_list(a2, sizeof a2, p->shape, p->nd);
        return lang_py_error(err, "RuntimeError", "shape mismatch: value tensor of shape %s cannot be broadcast to indexing result of shape %s",
                             a1, a2);
    }
    if (val.dtype != x->dtype)
        return lang_py_error(err, "RuntimeError",
                             "Index put requires the source and destination dtypes match, got %s for the destination and %s for the source.",
                             lang_torch_scalar_type_name(x->dtype), lang_torch_scalar_type_name(val.dtype));
    /* iteration order: output src, value, indices */
    int nops = 2 + p->nidx;
    int64_t(*ops)[SL_MAX_DIMS] = lang_alloc_n(&I->A, nops, sizeof *ops);
    sl_layout *lays = lang_alloc_n(&I->A, nops, sizeof *lays);
    CHECK_ALLOC(ops);
    CHECK_ALLOC(lays);
    memcpy(ops[0], p->src_st, sizeof ops[0]);
    lays[0] = tensor_layout_of(p->shape, p->src_st, p->nd, self->layout.itemsize);
    bool same_shape = val.layout.ndim == p->nd;
    int32_t voff = p->nd - val.layout.ndim;
    for (int32_t d = 0; d < p->nd; d++) {
        if (d < voff) {
            ops[1][d] = 0;
            continue;
        }
        int64_t s = val.layout.size[d - voff];
        if (s != p->shape[d]) same_shape = false;
        ops[1][d] = s == 1 && p->shape[d] != 1 ? 0 : val.layout.stride[d - voff];
    }
    lays[1] = val.layout;
    for (int32_t k = 0; k < p->nidx; k++) {
        memcpy(ops[2 + k], p->ix_st[k], sizeof ops[0]);
        for (int32_t d = 0; d < p->nd; d++)
            if ((d < p->before || d >= p->before + p->nb) && p->shape[d] != 1) same_shape = false;
        lays[2 + k] = tensor_layout_of(p->shape, p->ix_st[k], p->nd, 8);
    }
    int32_t perm[SL_MAX_DIMS];
    tensor_kernel_order(p, ops, nops, lays, nops, same_shape, perm);
    int64_t total = tensor_numel_of(p->shape, p->nd);
    if (total > MAX_WALK) return lang_unsupported(err, "an index assignment of more than 16777216 elements");
    int64_t bad_at, bad_val;
    int32_t bad_j = 0;
    if ((rc = tensor_find_oob(p, perm, total, &bad_at, &bad_j, &bad_val, err))) return rc;
    if (bad_at >= 0 && total >= GRAIN_ELEMS)
        return lang_unsupported(err, "what torch's parallel kernel writes before an out-of-bounds index");
    int64_t nwrite = bad_at >= 0 ? bad_at : total;
    /* read every value first, then write in the kernel's order */
    sl_tensor vex;
    if ((rc = sl_torch_expand(&val, p->shape, p->nd, &vex, err))) return rc;
    lang_lview vlv, slv;
    lang_lview_of_tensor(&vex, &vlv);
    lang_lview_of_tensor(&p->pview, &slv);
    lang_num *vals = lang_alloc_n(&I->A, (nwrite + 1), sizeof *vals);
    int64_t nwhere;
    if (sl_ovf_mul(nwrite + 1, (int64_t)p->pview.layout.ndim + 1, &nwhere)) return lang_nomem(err);
    int64_t *where = lang_alloc_n(&I->A, nwhere, sizeof *where);
    CHECK_ALLOC(vals);
    CHECK_ALLOC(where);
    int64_t pos[SL_MAX_DIMS] = {0};
    int32_t vnd = p->pview.layout.ndim;
    for (int64_t e = 0; e < nwrite; e++) {
        if (tensor_val) {
            if ((rc = lang_read(I, TV(pv)->st, &vlv, pos, &vals[e], err))) return rc;
        } else {
            vals[e] = scalar;
        }
        tensor_src_index(p, pos, where + e * vnd);
        tensor_next_in_perm(pos, p->shape, perm, p->nd);
    }
    if (total >= GRAIN_ELEMS) {
        /* parallel chunks: repeated targets would race */
        int64_t *offs = lang_alloc_n(&I->A, (nwrite + 1), sizeof *offs);
        CHECK_ALLOC(offs);
        for (int64_t e = 0; e < nwrite; e++) {
            int64_t o = 0;
            for (int32_t d = 0; d < vnd; d++) o += where[e * vnd + d] * p->pview.layout.stride[d];
            offs[e] = o;
        }
        for (int64_t e = 1; e < nwrite; e++) {
            int64_t key = offs[e], j = e - 1;
            while (j >= 0 && offs[j] > key) {
                offs[j + 1] = offs[j];
                j--;
            }
            offs[j + 1] = key;
            if (j >= 0 && offs[j] == key)
                return lang_unsupported(err, "repeated targets of an index assignment of %lld elements (torch writes them in parallel)",
                                        (long long)total);
        }
    }
    if ((rc = lang_before_write(I, err))) return rc;
    for (int64_t e = 0; e < nwrite; e++)
        if ((rc = lang_write(I, TV(t)->st, &slv, where + e * vnd, vals[e], err))) return rc;
    if (bad_at >= 0) return tensor_oob_error(p, bad_j, bad_val, err);
    return SL_OK;
}
