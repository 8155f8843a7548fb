/*
 * tensor_put.c — Tensor.put_(index, source, accumulate=False), Tensor.put and torch.put:
 * source's elements written at flat positions of self (its logical row-major order; a
 * negative index counts from the end).  The other index writes are tensor_index_write.c.
 *
 * torch's checks, in its order: index must be int64 ("put_(): Expected a long tensor for
 * index, but got Int"), self and source of one dtype, source and index of one element
 * count (IndexError), no index into an empty self, then self's internal overlap and its
 * overlap with index and with source.  The kernel walks (source, index reshaped to
 * source's shape) in TensorIterator's order, checking each index as it comes ("out of
 * range: tried to access index 7 on a tensor of 6 elements."), so a bad index raises
 * after the writes before it, and of repeated indices the last write wins; accumulate=True
 * adds each element in the element type instead.  put is clone (preserve format) then
 * put_.  Above torch's grain (32768 elements) its threads could split the walk, which is
 * refused, as are complex tensors.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

#include <string.h>

#define PUT_GRAIN 32768 /* at::internal::GRAIN_SIZE */

static lang_tensor_v *TV(const lang_value *v) { return lang_tv(v); }

/* assert_no_overlap(self, other): torch's error for a full or partial overlap; an overlap
 * torch cannot decide (TooHard) it leaves unchecked, which is refused here */
static int no_overlap(const lang_value *self, const lang_value *other, sl_error *err) {
    if (TV(self)->st != TV(other)->st) return SL_OK;
    sl_overlap_status s = sl_torch_overlap_status(&TV(self)->t, &TV(other)->t, self == other, true);
    if (s == SL_OVS_FULL || s == SL_OVS_PARTIAL) return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_PARTIAL_MSG);
    if (s == SL_OVS_TOO_HARD) return lang_unsupported(err, "put_() with operands sharing memory in a way torch does not check");
    return SL_OK;
}

/* indexed[idx] += iterated in the element type */
static int add_in_dtype(lang_num a, lang_num b, sl_dtype dt, lang_num *out, sl_error *err) {
    lang_num r = {0};
    if (dt == SL_BOOL) {
        r.i = a.i != 0 || b.i != 0;
    } else if (sl_dtype_is_floating(dt)) {
        r.is_float = true;
        r.f = dt == SL_FLOAT64 ? a.f + b.f : (double)((float)a.f + (float)b.f);
    } else {
        r.i = (int64_t)((uint64_t)a.i + (uint64_t)b.i); /* wraps, then cast */
    }
    return lang_num_cast(r, dt, out, err);
}

static int64_t numel_of(const sl_tensor *t) {
    int64_t n = 1;
    for (int32_t d = 0; d < t->layout.ndim; d++) n *= t->layout.size[d]; /* bounded: a real tensor */
    return n;
}

/* put_ on res (self, or its clone) after the checks */
static int put_run(lang_interp *I, lang_value *res, lang_value *index, lang_value *source, bool accumulate,
                   sl_error *err) {
    const sl_tensor *x = &TV(res)->t, *s = &TV(source)->t;
    int64_t *iv, n;
    int rc = lang_torch_read_ints(I, index, "an index", &iv, &n, err);
    if (rc) return rc;
    if (n == 0) return SL_OK;
    if (n > PUT_GRAIN) return lang_unsupported(err, "put_() of more than %d elements (torch's threads split it)", PUT_GRAIN);
    /* TensorIterator over (source, index.reshape(source.shape)): its order of dims */
    const int32_t nd = s->layout.ndim;
    sl_tensor ir;
    if ((rc = sl_torch_reshape(&TV(index)->t, s->layout.size, nd, &ir, err))) return rc;
    int64_t st[2][SL_MAX_DIMS];
    for (int32_t d = 0; d < nd; d++) {
        st[0][d] = s->layout.stride[d];
        st[1][d] = ir.layout.stride[d];
    }
    int32_t perm[SL_MAX_DIMS];
    lang_torch_ti_perm(s->layout.size, nd, st, 2, perm);
    const int64_t total = numel_of(x);
    lang_lview xv, sv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(s, &sv);
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t pos[SL_MAX_DIMS] = {0}, at[SL_MAX_DIMS];
    for (int64_t e = 0; e < n; e++) {
        int64_t k = 0; /* the element's row-major rank in source's shape: its index value */
        for (int32_t d = 0; d < nd; d++) k = k * s->layout.size[d] + pos[d];
        int64_t idx = iv[k];
        if (idx < -total || idx >= total)
            return lang_py_error(err, "IndexError", "out of range: tried to access index %lld on a tensor of %lld elements.",
                                 (long long)idx, (long long)total);
        if (idx < 0) idx += total;
        for (int32_t d = x->layout.ndim - 1; d >= 0; d--) {
            at[d] = idx % x->layout.size[d];
            idx /= x->layout.size[d];
        }
        lang_num v, cur;
        if ((rc = lang_read(I, TV(source)->st, &sv, pos, &v, err))) return rc;
        if (accumulate) {
            if ((rc = lang_read(I, TV(res)->st, &xv, at, &cur, err)) || (rc = add_in_dtype(cur, v, x->dtype, &v, err)))
                return rc;
        }
        if ((rc = lang_write(I, TV(res)->st, &xv, at, v, err))) return rc;
        for (int32_t q = 0; q < nd; q++) { /* the next position, perm[0] fastest */
            const int32_t d = perm[q];
            if (++pos[d] < s->layout.size[d]) break;
            pos[d] = 0;
        }
    }
    return SL_OK;
}

static int method_put(lang_interp *I, lang_value *t, bool inplace, const lang_args *a, lang_value **out, sl_error *err) {
    const char *fname = inplace ? "put_" : "put";
    static const char *const PN[] = {"index", "source", "accumulate"};
    lang_value *p[3];
    int rc = lang_bind(a, fname, PN, 3, 2, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_TENSOR || p[1]->kind != V_TENSOR)
        return lang_unsupported(err, "%s() with an index or source that is not a tensor", fname);
    if (p[2] && p[2]->kind != V_BOOL) return lang_unsupported(err, "%s() with accumulate given as %s", fname, lv_type_name(p[2]));
    const bool accumulate = p[2] && p[2]->u.b;
    lang_value *index = p[0], *source = p[1];
    const sl_tensor *x = &TV(t)->t, *ix = &TV(index)->t, *s = &TV(source)->t;
    if (ix->dtype != SL_INT64)
        return lang_py_error(err, "RuntimeError", "put_(): Expected a long tensor for index, but got %s",
                             lang_torch_scalar_type_name(ix->dtype));
    if (x->dtype != s->dtype)
        return lang_py_error(err, "RuntimeError",
                             "put_(): self and source expected to have the same dtype, but got self.dtype = %s and "
                             "source.dtype = %s",
                             lang_torch_scalar_type_name(x->dtype), lang_torch_scalar_type_name(s->dtype));
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "%s() of complex tensors", fname);
    const int64_t nidx = numel_of(ix), nsrc = numel_of(s);
    if (nsrc != nidx)
        return lang_py_error(err, "IndexError",
                             "put_(): Expected source and index to have the same number of elements, but got "
                             "source.numel() = %lld, index.numel() = %lld",
                             (long long)nsrc, (long long)nidx);
    if (numel_of(x) == 0 && nidx != 0)
        return lang_py_error(err, "IndexError", "put_(): Tried to put elements into an empty tensor");
    lang_value *res = t;
    if (!inplace) {
        /* clone(preserve_format), then put_ on it: the clone overlaps nothing */
        if ((rc = lang_tensor_method_pos(I, t, "clone", NULL, 0, &res, err))) return rc;
    } else {
        if (sl_torch_internal_overlap(&x->layout) == SL_OVERLAP_YES)
            return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_OVERLAP_MSG);
        if ((rc = no_overlap(t, index, err)) || (rc = no_overlap(t, source, err))) return rc;
    }
    if ((rc = put_run(I, res, index, source, accumulate, err))) return rc;
    *out = res;
    return SL_OK;
}

int lang_torch_put_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err) {
    if (!strcmp(name, "put_")) return method_put(I, t, true, a, out, err);
    if (!strcmp(name, "put")) return method_put(I, t, false, a, out, err);
    return LANG_NOT_MINE;
}
