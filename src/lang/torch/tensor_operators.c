/*
 * tensor_operators.c — Python operators with a tensor operand (+ - * / // % ** @ & | ^
 * << >> comparisons, unary -, ~): routed to the elementwise ops (tensor_elementwise.c);
 * `@` goes to the matrix products.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ binops == */

int lang_tensor_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b,
                      lang_value **out, sl_error *err) {
    /* two tensors, and other operators: tensor_ops.c (TensorIterator's layout over
     * every tensor operand, result_type promotion) */
    if (op == OP_MATMUL) return lang_torch_matmul_op(I, a, b, out, err); /* tensor_matmul.c */
    if (op != OP_ADD && op != OP_SUB && op != OP_MUL && op != OP_DIV)
        return lang_torch_ew_binop(I, op, a, b, out, err);
    if (a->kind == V_TENSOR && b->kind == V_TENSOR) return lang_torch_ew_binop(I, op, a, b, out, err);
    bool t_left = a->kind == V_TENSOR;
    lang_value *t = t_left ? a : b, *s = t_left ? b : a;
    if (s->kind != V_INT && s->kind != V_FLOAT && s->kind != V_BOOL)
        return lang_unsupported(err, "tensor arithmetic with %s", lv_type_name(s));
    const sl_tensor *tt = &TV(t)->t;
    /* torch's promotion with a Python number: the tensor's category wins unless the
     * number is of a higher one (bool < integer < float); true division of integers
     * and bools gives the default float dtype */
    sl_dtype rdt = tt->dtype;
    bool t_float = sl_dtype_is_floating(rdt) || sl_dtype_is_complex(rdt);
    if (s->kind == V_FLOAT && !t_float) rdt = SL_FLOAT32;
    else if (s->kind == V_INT && rdt == SL_BOOL) rdt = SL_INT64;
    if (op == OP_DIV && !sl_dtype_is_floating(rdt) && !sl_dtype_is_complex(rdt)) rdt = SL_FLOAT32;
    if (op == OP_SUB && tt->dtype == SL_BOOL)
        return lang_py_error(err, "RuntimeError",
                             s->kind == V_BOOL
                                 ? "Subtraction, the `-` operator, with two bool tensors is not supported. "
                                   "Use the `^` or `logical_xor()` operator instead."
                                 : "Subtraction, the `-` operator, with a bool tensor is not supported. If you are "
                                   "trying to invert a mask, use the `~` or `logical_not()` operator instead.");
    /* `number / t` is Tensor.__rtruediv__: reciprocal(t) * number — a unary op (its
     * fast setup keeps a contiguous or dense layout) whose result is then multiplied,
     * and whose values are rounded to the result dtype in between */
    bool rdiv = !t_left && op == OP_DIV;
    sl_tensor r, recip_layout;
    int rc = rdiv ? sl_torch_unary_result(tt, &recip_layout, err) : SL_OK;
    if (rc) return rc;
    rc = sl_torch_elementwise_result(rdiv ? &recip_layout : tt, &r, err);
    if (rc) return rc;
    if ((rc = lang_torch_retype_new(&r, rdt, err))) return rc;
    lang_storage *st = lang_storage_new(I, r.storage_bytes, rdt, false);
    CHECK_ALLOC(st);
    st->fill = LF_DATA;
    lang_value *res = lang_wrap_tensor(I, &r, st, NULL);
    CHECK_ALLOC(res);
    *out = res;
    bool modelled = !sl_dtype_is_complex(rdt) && !sl_dtype_is_complex(tt->dtype);
    if (!modelled) {
        st->poison = "element values of float16 / bfloat16 / complex tensors";
        return SL_OK;
    }
    if (r.storage_bytes > LANG_MAX_STORAGE_BYTES) {
        st->poison = "element values of a storage larger than 64 MiB";
        return SL_OK;
    }
    st->data = lang_alloc_atomic(&I->A, (size_t)r.storage_bytes + 1);
    CHECK_ALLOC(st->data);
    lang_num sc;
    if ((rc = tensor_scalar_of(I, s, &sc, err))) return rc;
    /* the number enters as a 0-dim tensor cast to the common dtype: for float16 and
     * bfloat16 it is rounded to that dtype before the float32 arithmetic (x * 1e9 on
     * float16 multiplies by inf).  torch 2.x's mul and div kernels take a second operand
     * that is a number as its float32 value (original_scalar_value<opmath_t>): t * s,
     * s * t, t / s and s / t (reciprocal(t) * s) do not round it */
    bool opmath_scalar = tt->ref == SL_REF_LESSONS && (op == OP_MUL || (op == OP_DIV && (t_left || rdiv)));
    if ((rdt == SL_FLOAT16 || rdt == SL_BFLOAT16) && !opmath_scalar && (rc = lang_num_cast(sc, rdt, &sc, err)))
        return rc;
    int64_t n = 0;
    if ((rc = sl_layout_numel(&tt->layout, &n, err))) return rc;
    int64_t idx[SL_MAX_DIMS] = {0};
    lang_lview sv, dv;
    lang_lview_of_tensor(tt, &sv);
    lang_lview_of_tensor(&r, &dv);
    for (int64_t k = 0; k < n; k++) {
        lang_num x, z;
        rc = lang_read(I, TV(t)->st, &sv, idx, &x, err);
        if (rc == SL_ERR_UNSUPPORTED) {
            /* the input's values are unknown (empty, unmodelled): so are the result's */
            st->poison = lang_strndup(&I->A, err->message + 13, strlen(err->message + 13));
            if (!st->poison) st->poison = "values of this tensor";
            sl_error_clear(err);
            break;
        }
        if (rc) return rc;
        if (rdt != tt->dtype && (rc = lang_num_cast(x, rdt, &x, err))) return rc;
        lang_num p = t_left ? x : sc, q = t_left ? sc : x;
        if (rdiv && sl_dtype_is_floating(rdt)) {
            lang_num rec = {true, 0, 1.0 / (x.is_float ? x.f : (double)x.i)};
            if (rdt != SL_FLOAT64) rec.f = (double)(float)rec.f; /* computed in float32 */
            if ((rc = lang_num_cast(rec, rdt, &rec, err))) return rc;
            double u = rec.f, w = sc.is_float ? sc.f : (double)sc.i;
            if (rdt != SL_FLOAT64) w = (double)(float)w;
            z.is_float = true;
            z.f = u * w;
        } else if (rdt == SL_BOOL) {
            /* bool (+|*) bool: logical or / and */
            z.is_float = false;
            z.i = op == OP_ADD ? (p.i || q.i) : (p.i && q.i);
        } else if (sl_dtype_is_floating(rdt)) {
            double u = p.is_float ? p.f : (double)p.i, w = q.is_float ? q.f : (double)q.i;
            if (rdt != SL_FLOAT64) {
                /* float32 / float16 / bfloat16 compute in float32 (torch's opmath) */
                u = (double)(float)u;
                w = (double)(float)w;
            }
            z.is_float = true;
            z.f = op == OP_ADD ? u + w : op == OP_SUB ? u - w : op == OP_MUL ? u * w : u / w;
        } else {
            z.is_float = false;
            uint64_t u = (uint64_t)p.i, w = (uint64_t)q.i;
            z.i = (int64_t)(op == OP_ADD ? u + w : op == OP_SUB ? u - w : u * w);
        }
        if ((rc = lang_write(I, st, &dv, idx, z, err))) return rc;
        lang_next_index(idx, tt->layout.size, tt->layout.ndim);
    }
    *out = res;
    return SL_OK;
}
