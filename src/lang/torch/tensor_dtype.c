/*
 * tensor_dtype.c — torch's type promotion and dtype conversion.
 *
 * The result type of an op (torch.result_type: tensors with dims outrank 0-dim tensors,
 * which outrank Python numbers, and a lower rank only matters when its category — bool <
 * integer < float — is higher; Python floats count as the default float32), the
 * operands as the elementwise ops see them, and .to(dtype) / .float() / .int() ...
 * conversions with torch's casts.  The ops themselves are tensor_elementwise.c.
 */
#include "lang/python/py.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ promotion == */

/* promote_types for the dtypes torch 1.13 has (complex is refused by the callers) */
sl_dtype lang_torch_promote_types(sl_dtype a, sl_dtype b) { return tensor_promote(a, b); }
sl_dtype tensor_promote(sl_dtype a, sl_dtype b) {
    if (a == b) return a;
    if (a == SL_BOOL) return b;
    if (b == SL_BOOL) return a;
    if (is_fl(a) && !is_fl(b)) return a;
    if (is_fl(b) && !is_fl(a)) return b;
    if (is_fl(a)) { /* both floating */
        if ((a == SL_FLOAT16 && b == SL_BFLOAT16) || (a == SL_BFLOAT16 && b == SL_FLOAT16)) return SL_FLOAT32;
        return sl_dtype_itemsize(a) >= sl_dtype_itemsize(b) ? a : b;
    }
    /* both integral: uint8 with a signed type needs a wider signed one */
    if (a == SL_UINT8 || b == SL_UINT8) {
        sl_dtype s = a == SL_UINT8 ? b : a;
        return s == SL_INT8 ? SL_INT16 : s;
    }
    return sl_dtype_itemsize(a) >= sl_dtype_itemsize(b) ? a : b;
}


static sl_dtype promote_u(sl_dtype a, sl_dtype b) {
    if (a == DT_UNDEF) return b;
    if (b == DT_UNDEF) return a;
    return tensor_promote(a, b);
}

/* c10's combine_categories: a lower-priority group only counts when its category is
 * higher (a float beats an integer, anything beats bool). */
static sl_dtype combine(sl_dtype higher, sl_dtype lower) {
    if (higher != DT_UNDEF && is_fl(higher)) return higher;
    if (higher == SL_BOOL || (lower != DT_UNDEF && is_fl(lower))) return promote_u(higher, lower);
    if (higher != DT_UNDEF) return higher;
    return lower;
}


int tensor_make_operand(lang_value *v, operand *o, sl_error *err) {
    memset(o, 0, sizeof *o);
    o->v = v;
    switch (v->kind) {
    case V_TENSOR:
        o->tensor = true;
        o->dt = TV(v)->t.dtype;
        if (sl_dtype_is_complex(o->dt)) return lang_unsupported(err, "operations on complex tensors");
        return SL_OK;
    case V_BOOL:
        o->dt = SL_BOOL;
        o->num.i = v->u.b;
        o->num.f = (double)o->num.i;
        return SL_OK;
    case V_INT:
        o->dt = SL_INT64;
        o->num.i = v->u.i;
        o->num.f = (double)v->u.i;
        return SL_OK;
    case V_FLOAT:
        o->dt = SL_FLOAT64;
        o->num.is_float = true;
        o->num.f = v->u.f;
        return SL_OK;
    default:
        return lang_unsupported(err, "a tensor operation with %s", lv_type_name(v));
    }
}

/* torch.result_type over the operands */
sl_dtype tensor_result_type(const operand *ops, int n) {
    sl_dtype dim = DT_UNDEF, zero = DT_UNDEF, wrapped = DT_UNDEF;
    for (int k = 0; k < n; k++) {
        if (ops[k].tensor) {
            if (TV(ops[k].v)->t.layout.ndim > 0) dim = promote_u(dim, ops[k].dt);
            else zero = promote_u(zero, ops[k].dt);
        } else {
            /* a Python float counts as the default dtype (float32) */
            wrapped = promote_u(wrapped, ops[k].dt == SL_FLOAT64 ? SL_FLOAT32 : ops[k].dt);
        }
    }
    return combine(dim, combine(zero, wrapped));
}

bool tensor_can_cast(sl_dtype from, sl_dtype to) {
    if (is_fl(from) && is_int(to)) return false;
    if (from != SL_BOOL && to == SL_BOOL) return false;
    return true;
}

/* TensorIterator's reorder_dimensions: perm[0] is the innermost dim.  st[k]: operand
 * k's strides over shape (0 where broadcast), operands in torch's order. */
void lang_torch_ti_perm(const int64_t *shape, int32_t nd, int64_t (*st)[SL_MAX_DIMS], int nops,
                        int32_t *perm) {
    for (int32_t i = 0; i < nd; i++) perm[i] = nd - 1 - i;
    if (nd <= 1) return;
    for (int32_t i = 1; i < nd; i++) {
        int32_t d1 = i;
        for (int32_t d0 = i - 1; d0 >= 0; d0--) {
            int cmp = 0;
            for (int k = 0; k < nops && cmp == 0; k++) {
                int64_t s0 = st[k][perm[d0]], s1 = st[k][perm[d1]];
                if (s0 == 0 || s1 == 0) continue;
                if (s0 < s1) cmp = -1;
                else if (s0 > s1) cmp = 1;
                else if (shape[perm[d0]] > shape[perm[d1]]) cmp = 1;
            }
            if (cmp > 0) {
                int32_t tmp = perm[d0];
                perm[d0] = perm[d1];
                perm[d1] = tmp;
                d1 = d0;
            } else if (cmp < 0) {
                break;
            }
        }
    }
}

/* TensorIterator's output layout over nops operands whose layouts are lays and whose
 * strides over shape are st (0 where broadcast): when every operand has the full shape
 * (same_shape), the fast paths (all contiguous, all channels_last, all dense with equal
 * strides: *fast is true and perm is not set); else reorder_dimensions (perm, innermost
 * first) and strides laid out in that order (`what` names the result in the overflow
 * error). */
int lang_torch_ti_output(const int64_t *shape, int32_t nd, const sl_layout *lays, int nops,
                         bool same_shape, int64_t (*st)[SL_MAX_DIMS], sl_dtype dt,
                         const char *what, sl_tensor *r, int32_t *perm, bool *fast,
                         sl_error *err) {
    *fast = false;
    if (same_shape) {
        bool contig = true, cl = true, dense = true, eq = true;
        for (int k = 0; k < nops; k++) {
            contig &= sl_torch_is_contiguous(&lays[k], SL_MF_CONTIGUOUS);
            cl &= sl_torch_is_contiguous(&lays[k], SL_MF_CHANNELS_LAST);
            dense &= sl_torch_is_non_overlapping_and_dense(&lays[k]);
            if (memcmp(lays[k].stride, lays[0].stride, (size_t)nd * sizeof(int64_t))) eq = false;
        }
        *fast = contig || cl || (dense && eq);
        if (contig) return sl_torch_empty(shape, nd, dt, r, err);
        if (cl) return sl_torch_empty_format(shape, nd, dt, SL_MF_CHANNELS_LAST, r, err);
        if (dense && eq) return sl_torch_empty_strided(shape, nd, lays[0].stride, nd, dt, r, err);
    }
    lang_torch_ti_perm(shape, nd, st, nops, perm);
    bool inverted = true;
    for (int32_t i = 0; i < nd; i++)
        if (perm[i] != nd - 1 - i) inverted = false;
    /* a stride torch 1.13 wraps (zero-size outputs with huge sizes) is refused here under
     * both profiles (SL_ERR_OVERFLOW), not torch 2.x's "Stride calculation overflowed" */
    if (inverted) return sl_torch_empty_ref(shape, nd, dt, SL_MF_CONTIGUOUS, SL_REF_DEBIAN12, r, err);
    int64_t strides[SL_MAX_DIMS], next = 1;
    for (int32_t i = 0; i < nd; i++) {
        strides[perm[i]] = next;
        if (sl_ovf_mul(next, shape[perm[i]], &next)) return sl_error_overflow(err, what);
    }
    return sl_torch_empty_strided(shape, nd, strides, nd, dt, r, err);
}


/* ------------------------------------------------------------ conversion == */

lang_value *tensor_dtype_val(lang_interp *I, sl_dtype dt) {
    lang_value **slot = &lang_layers(I)->dtype_vals[0][dt];
    if (!*slot) {
        lang_value *v = lv_new(I, V_DTYPE);
        if (!v) return NULL;
        v->u.object.code = dt;
        *slot = v;
    }
    return *slot;
}

/* A float converted to an integer dtype as torch's x86-64 build does it: truncation
 * through a 32-bit conversion for int32 and narrower (out of int32 range, NaN and inf
 * give INT32_MIN, "integer indefinite"), then the low bits; through a 64-bit conversion
 * for int64 (INT64_MIN when out of range).  Checked on the reference machine. */
static lang_num float_to_int(double f, sl_dtype dt) {
    lang_num r = {false, 0, 0};
    if (dt == SL_INT64) {
        r.i = (f >= -9223372036854775808.0 && f < 9223372036854775808.0) ? (int64_t)f : INT64_MIN;
        return r;
    }
    int64_t v = (f > -2147483649.0 && f < 2147483648.0) ? (int64_t)f : INT32_MIN;
    r.i = v; /* lang_write wraps to the narrower type */
    return r;
}

/* t.to(dt): self when the dtype is already dt, else a copy with clone's layout
 * (preserve_format) holding the converted values. */
int tensor_convert(lang_interp *I, lang_value *t, sl_dtype dt, bool force_copy, lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    if (!torch_has(dt)) return lang_unsupported(err, "dtype %s in torch", sl_dtype_numpy_name(dt));
    if (dt == tt->dtype && !force_copy) {
        *out = t;
        return SL_OK;
    }
    sl_tensor r;
    int rc = sl_torch_clone(tt, SL_MF_PRESERVE, &r, err);
    if (rc || (rc = lang_torch_retype_new(&r, dt, err))) return rc;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    lang_lview sv, dv;
    lang_lview_of_tensor(tt, &sv);
    lang_lview_of_tensor(&r, &dv);
    if (sl_dtype_is_complex(tt->dtype)) {
        /* complex to complex or float: a copy (the real parts into floats, as torch's copy_
         * drops the imaginary parts with a warning) */
        if (!sl_dtype_is_complex(dt) && !sl_dtype_is_floating(dt)) {
            st->poison = "element values of complex tensors converted to integers";
            return SL_OK;
        }
        TV(*out)->st = lang_storage_copy(I, TV(t)->st, &sv, &dv, r.storage_bytes, 0, false);
        CHECK_ALLOC(TV(*out)->st);
        return SL_OK;
    }
    int64_t cnt, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_layout_numel(&tt->layout, &cnt, err))) return rc;
    for (int64_t e = 0; e < cnt; e++) {
        lang_num x;
        rc = lang_read(I, TV(t)->st, &sv, idx, &x, err);
        if (rc == SL_ERR_UNSUPPORTED) {
            lang_torch_poison_from(I, st, err);
            return SL_OK;
        }
        if (rc) return rc;
        if (x.is_float && is_int(dt)) x = float_to_int(x.f, dt);
        if ((rc = lang_write(I, st, &dv, idx, x, err))) return rc;
        lang_next_index(idx, tt->layout.size, tt->layout.ndim);
    }
    return SL_OK;
}

int tensor_dtype_arg(const lang_value *v, sl_dtype *dt, sl_error *err) {
    if (v->kind == V_DTYPE && !lang_np_dtype(v)) {
        *dt = lang_dtype_of(v);
        return SL_OK;
    }
    if (v->kind == V_FUNC && !v->u.func.self) {
        if (!strcmp(v->u.func.name, "float")) { *dt = SL_FLOAT64; return SL_OK; }
        if (!strcmp(v->u.func.name, "int")) { *dt = SL_INT64; return SL_OK; }
        if (!strcmp(v->u.func.name, "bool")) { *dt = SL_BOOL; return SL_OK; }
    }
    return lang_unsupported(err, "dtype given as %s", lv_type_name(v));
}

/* legacy type strings of x.type() */
static const struct { sl_dtype dt; const char *name; } TYPE_NAMES[] = {
    {SL_FLOAT32, "torch.FloatTensor"}, {SL_FLOAT64, "torch.DoubleTensor"}, {SL_FLOAT16, "torch.HalfTensor"},
    {SL_BFLOAT16, "torch.BFloat16Tensor"}, {SL_UINT8, "torch.ByteTensor"}, {SL_INT8, "torch.CharTensor"},
    {SL_INT16, "torch.ShortTensor"}, {SL_INT32, "torch.IntTensor"}, {SL_INT64, "torch.LongTensor"},
    {SL_BOOL, "torch.BoolTensor"}};

bool tensor_is_device_cpu(const lang_value *v) {
    return v->kind == V_STR && !strcmp(v->u.str.s, "cpu");
}

int tensor_method_to(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    sl_dtype dt = TV(t)->t.dtype;
    bool copy = false;
    int rc;
    for (int32_t k = 0; k < a->npos; k++) {
        lang_value *v = a->pos[k];
        if (tensor_is_device_cpu(v)) continue;
        if (v->kind == V_TENSOR) {
            dt = TV(v)->t.dtype;
            continue;
        }
        if (v->kind == V_DTYPE) {
            if ((rc = tensor_dtype_arg(v, &dt, err))) return rc;
            continue;
        }
        return lang_unsupported(err, "to() with a %s argument", lv_type_name(v));
    }
    for (int32_t k = 0; k < a->nkw; k++) {
        const char *n = a->kwnames[k];
        lang_value *v = a->kw[k];
        if (!strcmp(n, "dtype")) {
            if ((rc = tensor_dtype_arg(v, &dt, err))) return rc;
        } else if (!strcmp(n, "device") && tensor_is_device_cpu(v)) {
        } else if (!strcmp(n, "copy") && v->kind == V_BOOL) {
            copy = v->u.b;
        } else if (!strcmp(n, "non_blocking") && v->kind == V_BOOL) {
        } else {
            return lang_unsupported(err, "keyword argument '%s' of to()", n);
        }
    }
    if (copy) return lang_unsupported(err, "to(copy=True)");
    return tensor_convert(I, t, dt, false, out, err);
}

int tensor_method_type(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    sl_dtype cur = TV(t)->t.dtype;
    if (a->nkw) return lang_unsupported(err, "keyword arguments of type()");
    if (a->npos == 0) {
        for (size_t i = 0; i < SL_ARRAY_LEN(TYPE_NAMES); i++)
            if (TYPE_NAMES[i].dt == cur) {
                *out = lv_strz(I, TYPE_NAMES[i].name);
                CHECK_ALLOC(*out);
                return SL_OK;
            }
        return lang_unsupported(err, "type() of a %s tensor", lang_torch_scalar_type_name(cur));
    }
    if (a->npos != 1) return lang_unsupported(err, "type() with %d arguments", a->npos);
    lang_value *v = a->pos[0];
    sl_dtype dt;
    if (v->kind == V_STR) {
        bool found = false;
        for (size_t i = 0; i < SL_ARRAY_LEN(TYPE_NAMES); i++)
            if (!strcmp(TYPE_NAMES[i].name, v->u.str.s)) {
                dt = TYPE_NAMES[i].dt;
                found = true;
            }
        if (!found) return lang_unsupported(err, "type('%s')", v->u.str.s);
    } else {
        int rc = tensor_dtype_arg(v, &dt, err);
        if (rc) return rc;
    }
    return tensor_convert(I, t, dt, false, out, err);
}
