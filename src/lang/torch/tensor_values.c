/*
 * tensor_values.c — element values of tensors: item(), tolist(), Scalars, view(dtype),
 * and the in-place writes (add_, sub_, mul_, div_, fill_, copy_).
 *
 * In-place writes run torch's overlap checks first (internal overlap Yes refuses, TooHard
 * goes ahead) and then visit the elements in row-major order, reading each element just
 * before writing it, which reproduces torch's result on self-overlapping windows (the
 * lesson's [1.0, 3.0, 5.0, 6.0, 6.0, 6.0]).
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ values == */

int tensor_read_at(lang_interp *I, const lang_value *t, const int64_t *idx, lang_num *x,
                   sl_error *err) {
    lang_lview v;
    lang_lview_of_tensor(&TV(t)->t, &v);
    return lang_read(I, TV(t)->st, &v, idx, x, err);
}

static lang_value *num_value(lang_interp *I, lang_num x, sl_dtype dt) {
    if (dt == SL_BOOL) return lv_bool(I, x.i != 0);
    if (x.is_float) return lv_float(I, x.f);
    return lv_int(I, x.i);
}

/* the element at idx as the Python number item() / tolist() give: a complex element
 * (read through the conj bit) a Python complex of its parts */
static int elem_value(lang_interp *I, const lang_value *t, const int64_t *idx, lang_value **out, sl_error *err) {
    lang_num x;
    int rc;
    if (sl_dtype_is_complex(TV(t)->t.dtype)) {
        lang_lview v;
        double im;
        lang_lview_of_tensor(&TV(t)->t, &v);
        if ((rc = lang_read_complex(I, TV(t)->st, &v, idx, &x, &im, err))) return rc;
        CHECK_ALLOC(*out = lv_complex(I, x.f, im));
        return SL_OK;
    }
    if ((rc = tensor_read_at(I, t, idx, &x, err))) return rc;
    CHECK_ALLOC(*out = num_value(I, x, TV(t)->t.dtype));
    return SL_OK;
}

int tensor_item(lang_interp *I, lang_value *t, lang_value **out, sl_error *err) {
    int64_t n = 0;
    int rc = sl_layout_numel(&TV(t)->t.layout, &n, err);
    if (rc) return rc;
    if (n != 1) {
        /* Tensor.item(): torch 2.x says how many elements there were, as a RuntimeError */
        if (TV(t)->t.ref == SL_REF_LESSONS)
            return lang_py_error(err, "RuntimeError", "a Tensor with %lld elements cannot be converted to Scalar",
                                 (long long)n);
        return lang_py_error(err, "ValueError", "only one element tensors can be converted to Python scalars");
    }
    int64_t idx[SL_MAX_DIMS] = {0};
    return elem_value(I, t, idx, out, err);
}

int tensor_tolist_rec(lang_interp *I, lang_value *t, int32_t d, int64_t *idx, lang_value **out,
                      sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    if (d == tt->layout.ndim) return elem_value(I, t, idx, out, err);
    int64_t n = tt->layout.size[d];
    if (n > (1 << 22)) return lang_unsupported(err, "tolist() of more than 4194304 items");
    lang_value *l = lv_seq(I, V_LIST, n);
    CHECK_ALLOC(l);
    for (int64_t i = 0; i < n; i++) {
        idx[d] = i;
        int rc = tensor_tolist_rec(I, t, d + 1, idx, &l->u.seq.v[i], err);
        if (rc) return rc;
    }
    *out = l;
    return SL_OK;
}

/* in-place elementwise write: self op= other (tensor or number) */

int tensor_scalar_of(lang_interp *I, lang_value *v, lang_num *x, sl_error *err) {
    if (v->kind == V_FLOAT) {
        x->is_float = true;
        x->f = v->u.f;
        return SL_OK;
    }
    if (v->kind == V_INT || v->kind == V_BOOL) {
        x->is_float = false;
        x->i = v->kind == V_INT ? v->u.i : v->u.b;
        x->f = (double)x->i;
        return SL_OK;
    }
    if (v->kind == V_TENSOR && TV(v)->t.layout.ndim == 0) {
        int64_t idx[1] = {0};
        return tensor_read_at(I, v, idx, x, err);
    }
    return lang_unsupported(err, "%s as a scalar operand", lv_type_name(v));
}

/* torch's ScalarType names, as its messages print them */
const char *lang_torch_scalar_type_name(sl_dtype dt) {
    switch (dt) {
    case SL_BOOL: return "Bool";
    case SL_INT8: return "Char";
    case SL_UINT8: return "Byte";
    case SL_INT16: return "Short";
    case SL_INT32: return "Int";
    case SL_INT64: return "Long";
    case SL_FLOAT16: return "Half";
    case SL_BFLOAT16: return "BFloat16";
    case SL_FLOAT32: return "Float";
    case SL_FLOAT64: return "Double";
    case SL_COMPLEX64: return "ComplexFloat";
    case SL_COMPLEX128: return "ComplexDouble";
    default: return "?";
    }
}

/* x.view(dtype), torch 1.13: the same bytes as another dtype.  A smaller element
 * multiplies the last size and every other stride (and the offset) by the ratio; a
 * larger one divides them, after checking, in this order, the last size, the offset,
 * the last stride (must be 1) and each other stride.  (The engine has no such op.) */
int tensor_view_dtype(const sl_tensor *t, sl_dtype nd, sl_tensor *out, sl_error *err) {
    int64_t old_is = t->layout.itemsize, new_is = sl_dtype_itemsize(nd);
    const char *from = lang_torch_scalar_type_name(t->dtype), *to = lang_torch_scalar_type_name(nd);
    *out = *t;
    out->dtype = nd;
    out->alias = SL_ALIAS_VIEW;
    out->layout.itemsize = new_is;
    if (old_is == new_is) return SL_OK;
    int32_t n = t->layout.ndim;
    if (n == 0)
        return lang_py_error(err, "RuntimeError", "self.dim() cannot be 0 to view %s as %s (different element sizes)",
                             from, to);
    if (old_is > new_is) {
        int64_t ratio = old_is / new_is;
        if (t->layout.stride[n - 1] != 1)
            return lang_py_error(err, "RuntimeError",
                                 "self.stride(-1) must be 1 to view %s as %s (different element sizes), but got %lld",
                                 from, to, (long long)t->layout.stride[n - 1]);
        if (sl_ovf_mul(t->layout.offset, ratio, &out->layout.offset) ||
            sl_ovf_mul(t->layout.size[n - 1], ratio, &out->layout.size[n - 1]))
            return sl_error_overflow(err, "view(dtype) sizes");
        for (int32_t d = 0; d < n - 1; d++)
            if (sl_ovf_mul(t->layout.stride[d], ratio, &out->layout.stride[d]))
                return sl_error_overflow(err, "view(dtype) strides");
        return SL_OK;
    }
    int64_t ratio = new_is / old_is;
    if (t->layout.size[n - 1] % ratio)
        return lang_py_error(err, "RuntimeError",
                             "self.size(-1) must be divisible by %lld to view %s as %s (different element sizes), but got %lld",
                             (long long)ratio, from, to, (long long)t->layout.size[n - 1]);
    if (t->layout.offset % ratio)
        return lang_py_error(err, "RuntimeError",
                             "self.storage_offset() must be divisible by %lld to view %s as %s (different element sizes), but got %lld",
                             (long long)ratio, from, to, (long long)t->layout.offset);
    if (t->layout.stride[n - 1] != 1)
        return lang_py_error(err, "RuntimeError",
                             "self.stride(-1) must be 1 to view %s as %s (different element sizes), but got %lld",
                             from, to, (long long)t->layout.stride[n - 1]);
    for (int32_t d = 0; d < n - 1; d++) {
        if (t->layout.stride[d] % ratio)
            return lang_py_error(err, "RuntimeError",
                                 "self.stride(%d) must be divisible by %lld to view %s as %s (different element sizes), but got %lld",
                                 d, (long long)ratio, from, to, (long long)t->layout.stride[d]);
        out->layout.stride[d] = t->layout.stride[d] / ratio;
    }
    out->layout.offset = t->layout.offset / ratio;
    out->layout.size[n - 1] = t->layout.size[n - 1] / ratio;
    return SL_OK;
}

static int apply_op(wop op, lang_num a, lang_num b, sl_dtype dt, lang_num *r, sl_error *err) {
    bool fl = sl_dtype_is_floating(dt);
    if (op == W_FILL || op == W_COPY) {
        *r = b;
        return SL_OK;
    }
    if (!fl && (b.is_float || op == W_DIV)) {
        if (op == W_DIV)
            return lang_py_error(err, "RuntimeError",
                                 "result type Float can't be cast to the desired output type %s",
                                 lang_torch_scalar_type_name(dt));
        return lang_py_error(err, "RuntimeError",
                             "result type Float can't be cast to the desired output type %s",
                             lang_torch_scalar_type_name(dt));
    }
    if (fl) {
        double x = a.is_float ? a.f : (double)a.i, y = b.is_float ? b.f : (double)b.i, z;
        if (dt != SL_FLOAT64) y = (double)(float)y; /* the scalar is cast to the op's (opmath) type */
        switch (op) {
        case W_ADD: z = x + y; break;
        case W_SUB: z = x - y; break;
        case W_MUL: z = x * y; break;
        default: z = x / y; break;
        }
        r->is_float = true;
        r->f = z;
        return SL_OK;
    }
    int64_t z;
    bool ovf = false;
    switch (op) {
    case W_ADD: ovf = sl_ovf_add(a.i, b.i, &z); break;
    case W_SUB: ovf = sl_ovf_sub(a.i, b.i, &z); break;
    default: ovf = sl_ovf_mul(a.i, b.i, &z); break;
    }
    if (ovf) z = (int64_t)((uint64_t)a.i + (op == W_SUB ? -(uint64_t)b.i : (uint64_t)b.i)); /* torch wraps */
    if (ovf && op == W_MUL) z = (int64_t)((uint64_t)a.i * (uint64_t)b.i);
    r->is_float = false;
    r->i = z;
    return SL_OK;
}


int lang_torch_fill_tensor_check(const sl_tensor *t, sl_error *err) {
    if (t->ref == SL_REF_LESSONS && sl_torch_internal_overlap(&t->layout) == SL_OVERLAP_YES)
        return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_OVERLAP_MSG);
    return SL_OK;
}

int tensor_inplace(lang_interp *I, lang_value *self, wop op, lang_value *other, lang_value **out,
                   sl_error *err) {
    const sl_tensor *t = &TV(self)->t;
    int rc;
    bool other_tensor = other && other->kind == V_TENSOR;
    if (t->dtype == SL_BOOL && op == W_SUB && other &&
        (other->kind == V_BOOL || (other_tensor && TV(other)->t.dtype == SL_BOOL)))
        return lang_py_error(err, "RuntimeError",
                             "Subtraction, the `-` operator, with two bool tensors is not supported. "
                             "Use the `^` or `logical_xor()` operator instead.");
    /* sub_check runs before TensorIterator's overlap checks too */
    if (t->dtype == SL_BOOL && op == W_SUB && other &&
        (other->kind == V_INT || other->kind == V_FLOAT || other_tensor))
        return lang_py_error(err, "RuntimeError",
                             "Subtraction, the `-` operator, with a bool tensor is not supported. If you are "
                             "trying to invert a mask, use the `~` or `logical_not()` operator instead.");
    if (op != W_FILL) {
        if (sl_torch_internal_overlap(&t->layout) == SL_OVERLAP_YES)
            return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_OVERLAP_MSG);
        if (other_tensor) {
            bool same_obj = other == self, same_st = TV(other)->st == TV(self)->st;
            sl_overlap_status s = sl_torch_overlap_status(t, &TV(other)->t, same_obj, same_st);
            if (s == SL_OVS_PARTIAL) return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_PARTIAL_MSG);
            if ((rc = lang_interop_check_alias(t, TV(self)->st, &TV(other)->t, TV(other)->st, err))) return rc;
        }
    }
    /* operand */
    lang_num scalar = {0};
    int64_t bshape[SL_MAX_DIMS];
    int32_t bn = 0;
    sl_tensor ob;
    if (other_tensor && TV(other)->t.layout.ndim > 0) {
        /* broadcast other to self's shape */
        const sl_tensor *o = &TV(other)->t;
        if ((rc = sl_torch_broadcast_shapes2(t->layout.size, t->layout.ndim, o->layout.size,
                                             o->layout.ndim, bshape, &bn, err)))
            return rc;
        bool same = bn == t->layout.ndim;
        for (int32_t d = 0; same && d < bn; d++) same = bshape[d] == t->layout.size[d];
        if (!same) {
            char a1[256], a2[256];
            sl_format_list(a1, sizeof a1, bshape, bn);
            sl_format_list(a2, sizeof a2, t->layout.size, t->layout.ndim);
            return lang_py_error(err, "RuntimeError",
                                 "output with shape %s doesn't match the broadcast shape %s", a2, a1);
        }
        if ((rc = sl_torch_expand(o, t->layout.size, t->layout.ndim, &ob, err))) return rc;
        if (sl_dtype_is_floating(o->dtype) && !sl_dtype_is_floating(t->dtype) && op != W_COPY)
            return lang_py_error(err, "RuntimeError", "result type Float can't be cast to the desired output type %s",
                                 lang_torch_scalar_type_name(t->dtype));
    } else if (other) {
        if ((rc = tensor_scalar_of(I, other, &scalar, err))) return rc;
        if (t->dtype == SL_BOOL && op == W_SUB && (other->kind == V_BOOL || (other_tensor && TV(other)->t.dtype == SL_BOOL)))
            return lang_py_error(err, "RuntimeError",
                                 "Subtraction, the `-` operator, with two bool tensors is not supported. "
                                 "Use the `^` or `logical_xor()` operator instead.");
        if (t->dtype == SL_BOOL && op != W_FILL && op != W_COPY && (other->kind == V_INT || other->kind == V_FLOAT ||
                                                               (other_tensor && TV(other)->t.dtype != SL_BOOL))) {
            bool fl = op == W_DIV || other->kind == V_FLOAT || (other_tensor && sl_dtype_is_floating(TV(other)->t.dtype));
            if (op == W_SUB)
                return lang_py_error(err, "RuntimeError",
                                     "Subtraction, the `-` operator, with a bool tensor is not supported. If you are "
                                     "trying to invert a mask, use the `~` or `logical_not()` operator instead.");
            return lang_py_error(err, "RuntimeError", "result type %s can't be cast to the desired output type Bool",
                                 fl ? "Float" : "Long");
        }
        if (other_tensor && sl_dtype_is_floating(TV(other)->t.dtype) && !sl_dtype_is_floating(t->dtype) &&
            op != W_COPY && op != W_FILL)
            return lang_py_error(err, "RuntimeError", "result type Float can't be cast to the desired output type %s",
                                 lang_torch_scalar_type_name(t->dtype));
    }
    /* TensorIterator settles the result type before touching any element, so an
     * integer (or bool) tensor refuses a floating result even when it is empty */
    if (op != W_FILL && op != W_COPY && other && !sl_dtype_is_floating(t->dtype)) {
        bool fl = op == W_DIV || (other_tensor ? sl_dtype_is_floating(TV(other)->t.dtype) : scalar.is_float);
        if (fl)
            return lang_py_error(err, "RuntimeError", "result type Float can't be cast to the desired output type %s",
                                 lang_torch_scalar_type_name(t->dtype));
    }
    /* a Python number enters the arithmetic as a value of the tensor's dtype: float16 and
     * bfloat16 round it before computing in float32 (as lang_tensor_binop); torch 2.x's
     * mul_ and div_ take its float32 value */
    if (other && !other_tensor && op != W_FILL && op != W_COPY &&
        (t->dtype == SL_FLOAT16 || t->dtype == SL_BFLOAT16) &&
        !(t->ref == SL_REF_LESSONS && (op == W_MUL || op == W_DIV)) &&
        (rc = lang_num_cast(scalar, t->dtype, &scalar, err)))
        return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t n = 0;
    if ((rc = sl_layout_numel(&t->layout, &n, err))) return rc;
    int64_t idx[SL_MAX_DIMS] = {0};
    lang_lview sv, ov;
    lang_lview_of_tensor(t, &sv);
    if (other_tensor && TV(other)->t.layout.ndim > 0) lang_lview_of_tensor(&ob, &ov);
    /* The elements go in TensorIterator's order (reorder_dimensions over the output, self
     * again as an input unless copying, and the other tensor), which decides the result
     * when self's elements share memory ("TooHard" to torch, which writes anyway): the
     * last write to an address wins.  Below its grain size of 32768 elements torch runs
     * one thread, element by element in that order (its vectorized inner loops read and
     * write chunks of distinct addresses, the same thing); above, threads would race. */
    int32_t order[SL_MAX_DIMS], nd = t->layout.ndim;
    for (int32_t d = 0; d < nd; d++) order[d] = nd - 1 - d; /* row-major */
    if (op != W_FILL && nd > 1 && sl_torch_internal_overlap(&t->layout) != SL_OVERLAP_NO) {
        if (n >= 32768)
            return lang_unsupported(err, "an in-place write of %lld elements into a tensor whose elements share memory "
                                         "(torch's threads would race)", (long long)n);
        int64_t st[3][SL_MAX_DIMS];
        int nops = 0;
        memcpy(st[nops++], t->layout.stride, sizeof st[0]);
        if (op != W_COPY) memcpy(st[nops++], t->layout.stride, sizeof st[0]);
        if (other_tensor && TV(other)->t.layout.ndim > 0) memcpy(st[nops++], ob.layout.stride, sizeof st[0]);
        lang_torch_ti_perm(t->layout.size, nd, st, nops, order);
    }
    for (int64_t k = 0; k < n; k++) {
        lang_num a = {0}, b = scalar, r;
        if (op != W_FILL && op != W_COPY) {
            if ((rc = lang_read(I, TV(self)->st, &sv, idx, &a, err))) return rc;
        }
        if (other_tensor && TV(other)->t.layout.ndim > 0) {
            if ((rc = lang_read(I, TV(other)->st, &ov, idx, &b, err))) return rc;
        }
        if ((rc = apply_op(op, a, b, t->dtype, &r, err))) return rc;
        if ((rc = lang_write(I, TV(self)->st, &sv, idx, r, err))) return rc;
        for (int32_t q = 0; q < nd; q++) { /* the next index, order[0] fastest */
            const int32_t d = order[q];
            if (++idx[d] < t->layout.size[d]) break;
            idx[d] = 0;
        }
    }
    *out = self;
    return SL_OK;
}
