/*
 * tensor_elementwise.c — torch's elementwise binary and unary ops with values, and their
 * in-place forms: arithmetic, comparisons, bitwise and logical ops, max / min of
 * two tensors, shifts, fmod.
 *
 * Every operand is cast to the common dtype, the op runs in that dtype (float32 /
 * float16 / bfloat16 in float arithmetic, as torch's opmath does) and the result is
 * stored in the output dtype.  Float `**` is reproduced for the exponents torch computes
 * with plain arithmetic (0, 1, 2, 3, -2, 0.5, -0.5, -1); other exponents are refused.
 * In-place forms check torch's overlap and cast rules first.
 */
#include "lang/python/py.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ element ops == */




static inline bool is_reduced(sl_dtype dt) { return dt == SL_FLOAT16 || dt == SL_BFLOAT16; }

/* floor division and Python-style remainder as torch computes them for floats, in the
 * dtype's own arithmetic (float for float32 and narrower, double for float64) */
static double fl_floordiv(double a, double b, bool single) {
    if (single) {
        float x = (float)a, y = (float)b;
        if (y == 0) return (double)(x / y);
        float mod = fmodf(x, y), div = (x - mod) / y;
        if (mod != 0 && (y < 0) != (mod < 0)) div -= 1.0f;
        float fd;
        if (div != 0) {
            fd = floorf(div);
            if (div - fd > 0.5f) fd += 1.0f;
        } else {
            fd = copysignf(0.0f, x / y);
        }
        return (double)fd;
    }
    if (b == 0) return a / b;
    double mod = fmod(a, b), div = (a - mod) / b;
    if (mod != 0 && (b < 0) != (mod < 0)) div -= 1.0;
    double fd;
    if (div != 0) {
        fd = floor(div);
        if (div - fd > 0.5) fd += 1.0;
    } else {
        fd = copysign(0.0, a / b);
    }
    return fd;
}

static double fl_mod(double a, double b, bool single) {
    if (single) {
        float x = (float)a, y = (float)b, m = fmodf(x, y);
        if (m != 0 && (y < 0) != (m < 0)) m += y;
        return (double)m;
    }
    double m = fmod(a, b);
    if (m != 0 && (b < 0) != (m < 0)) m += b;
    return m;
}

/* float ** exponent for the exponents torch 1.13 computes with plain arithmetic */
static bool pow_exact_exponent(double e) {
    return e == 0 || e == 1 || e == 2 || e == 3 || e == -2 || e == 0.5 || e == -0.5 || e == -1;
}

static double fl_pow(double a, double e, bool single) {
    if (single) {
        float x = (float)a;
        if (e == 0) return 1.0;
        if (e == 1) return (double)x;
        if (e == 2) return (double)(x * x);
        if (e == 3) return (double)(x * x * x);
        if (e == -2) return (double)(1.0f / (x * x));
        if (e == 0.5) return (double)sqrtf(x);
        if (e == -0.5) return (double)(1.0f / sqrtf(x));
        return (double)(1.0f / x);
    }
    if (e == 0) return 1.0;
    if (e == 1) return a;
    if (e == 2) return a * a;
    if (e == 3) return a * a * a;
    if (e == -2) return 1.0 / (a * a);
    if (e == 0.5) return sqrt(a);
    if (e == -0.5) return 1.0 / sqrt(a);
    return 1.0 / a;
}

/* integer power with wrap-around, negative exponents as torch's powi */
static int64_t int_pow(int64_t b, int64_t e) {
    if (e < 0) {
        if (b == 1) return 1;
        if (b == -1) return (e & 1) ? -1 : 1;
        return 0;
    }
    uint64_t r = 1, x = (uint64_t)b;
    uint64_t k = (uint64_t)e;
    while (k) {
        if (k & 1) r *= x;
        x *= x;
        k >>= 1;
    }
    return (int64_t)r;
}

/* One element: x[0..n) already cast to the compute dtype `c`. */
static int ew_apply(ew_op op, sl_dtype c, const lang_num *x, lang_num *z, sl_error *err) {
    z->is_float = false;
    z->i = 0;
    if (is_cmp(op)) {
        bool r;
        if (is_fl(c)) {
            double a = as_d(x[0]), b = as_d(x[1]);
            r = op == E_LT ? a < b : op == E_LE ? a <= b : op == E_GT ? a > b : op == E_GE ? a >= b
                : op == E_EQ ? a == b : a != b;
        } else {
            int64_t a = x[0].i, b = x[1].i;
            r = op == E_LT ? a < b : op == E_LE ? a <= b : op == E_GT ? a > b : op == E_GE ? a >= b
                : op == E_EQ ? a == b : a != b;
        }
        z->i = r;
        return SL_OK;
    }
    if (is_logical(op)) {
        bool a = x[0].is_float ? x[0].f != 0 : x[0].i != 0;
        bool b = op == E_LNOT ? false : x[1].is_float ? x[1].f != 0 : x[1].i != 0;
        z->i = op == E_LNOT ? !a : op == E_LAND ? (a && b) : op == E_LOR ? (a || b) : (a != b);
        return SL_OK;
    }
    if (op == E_WHERE) {
        *z = x[0].i ? x[1] : x[2];
        return SL_OK;
    }
    if (is_fl(c)) {
        bool single = c != SL_FLOAT64;
        double a = as_d(x[0]), b = op == E_INVERT ? 0 : as_d(x[1]), r;
        if (op == E_FMOD || op == E_MAX || op == E_MIN || op == E_TRUNCDIV || op == E_ADDA) {
            z->is_float = true;
            if (op == E_FMOD) {
                z->f = fmod(a, b); /* exact in every format */
            } else if (op == E_MAX || op == E_MIN) {
                /* NaN wins; std::max / std::min otherwise, except that torch's vector and
                 * scalar loops disagree on which of two zeros of opposite sign they keep */
                if (a == 0 && b == 0 && signbit(a) != signbit(b))
                    return lang_unsupported(err, "%s of 0.0 and -0.0 (torch's vectorized and scalar loops keep "
                                            "different zeros)", op == E_MAX ? "maximum" : "minimum");
                z->f = isnan(a) || isnan(b) ? NAN : op == E_MAX ? (a < b ? b : a) : (b < a ? b : a);
            } else if (op == E_TRUNCDIV) {
                /* trunc(a / b), the quotient rounded to the dtype first */
                double q = single ? (double)((float)a / (float)b) : a / b;
                if (c == SL_FLOAT16 || c == SL_BFLOAT16) {
                    lang_num qn = {.is_float = true, .f = q}, qr;
                    int rc = lang_num_cast(qn, c, &qr, err);
                    if (rc) return rc;
                    q = qr.f;
                }
                z->f = trunc(q);
            } else {
                if (c != SL_FLOAT64 && c != SL_FLOAT32)
                    return lang_unsupported(err, "alpha= on %s tensors", lang_torch_scalar_type_name(c));
                return lang_torch_add_alpha_float(a, b, as_d(x[2]), c, &z->f, err);
            }
            return SL_OK;
        }
        if (single) {
            float u = (float)a, w = (float)b;
            switch (op) {
            case E_ADD: r = (double)(u + w); break;
            case E_SUB: r = (double)(u - w); break;
            case E_MUL: r = (double)(u * w); break;
            case E_DIV: r = (double)(u / w); break;
            case E_FLOORDIV:
                /* float16 / bfloat16 reach here only as floor_by_scalar_in_float: a quotient
                 * past float's range is NaN in torch 2.2's vectorized loop (its Sleef fmod)
                 * and infinite in its scalar loop, which takes the last elements */
                if (is_reduced(c) && w != 0 && isfinite(u) && isinf(u / w))
                    return lang_unsupported(err, "%s floor division whose quotient overflows float (torch's "
                                            "vectorized and scalar loops disagree)", lang_torch_scalar_type_name(c));
                r = fl_floordiv(a, b, true);
                break;
            case E_MOD: r = fl_mod(a, b, true); break;
            case E_POW: r = fl_pow(a, b, true); break;
            default: return lang_unsupported(err, "this operation on floating tensors");
            }
        } else {
            switch (op) {
            case E_ADD: r = a + b; break;
            case E_SUB: r = a - b; break;
            case E_MUL: r = a * b; break;
            case E_DIV: r = a / b; break;
            case E_FLOORDIV: r = fl_floordiv(a, b, false); break;
            case E_MOD: r = fl_mod(a, b, false); break;
            case E_POW: r = fl_pow(a, b, false); break;
            default: return lang_unsupported(err, "this operation on floating tensors");
            }
        }
        z->is_float = true;
        z->f = r;
        return SL_OK;
    }
    if (c == SL_BOOL) {
        bool a = x[0].i != 0, b = op == E_INVERT ? false : x[1].i != 0;
        switch (op) {
        case E_ADD: case E_OR: z->i = a || b; break;
        case E_MUL: case E_AND: z->i = a && b; break;
        case E_XOR: z->i = a != b; break;
        case E_MAX: z->i = a || b; break;
        case E_MIN: z->i = a && b; break;
        case E_INVERT: z->i = !a; break;
        default: return lang_unsupported(err, "this operation on bool tensors");
        }
        return SL_OK;
    }
    int64_t a = x[0].i, b = op == E_INVERT ? 0 : x[1].i;
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    switch (op) {
    case E_ADD: z->i = (int64_t)(ua + ub); break;
    case E_SUB: z->i = (int64_t)(ua - ub); break;
    case E_MUL: z->i = (int64_t)(ua * ub); break;
    case E_AND: z->i = a & b; break;
    case E_OR: z->i = a | b; break;
    case E_XOR: z->i = a ^ b; break;
    case E_INVERT: z->i = ~a; break;
    case E_POW: z->i = int_pow(a, b); break;
    case E_MAX: z->i = a < b ? b : a; break;
    case E_MIN: z->i = b < a ? b : a; break;
    case E_ADDA: z->i = (int64_t)(ua + (uint64_t)x[2].i * ub); break;
    case E_SHL:
    case E_SHR: {
        /* counts outside [0, bits) differ between torch's vector and scalar loops */
        int bits = 8 * (int)sl_dtype_itemsize(c);
        if (b < 0 || b >= bits)
            return lang_unsupported(err, "a shift by %lld of a %d-bit integer (torch's vectorized and scalar loops "
                                    "differ)", (long long)b, bits);
        z->i = op == E_SHL ? (int64_t)(ua << b) : a >> b;
        break;
    }
    case E_FMOD:
    case E_TRUNCDIV:
        if (b == 0) return lang_py_error(err, "RuntimeError", "ZeroDivisionError");
        if (a == INT64_MIN && b == -1) return lang_unsupported(err, "INT64_MIN / -1 (undefined in torch)");
        z->i = op == E_FMOD ? a % b : a / b;
        break;
    case E_FLOORDIV:
    case E_MOD: {
        if (b == 0) return lang_py_error(err, "RuntimeError", "ZeroDivisionError");
        if (a == INT64_MIN && b == -1) return lang_unsupported(err, "INT64_MIN // -1 (undefined in torch)");
        int64_t q = a / b, m = a % b;
        if (m != 0 && ((m < 0) != (b < 0))) {
            q -= 1;
            m += b;
        }
        z->i = op == E_FLOORDIV ? q : m;
        break;
    }
    default: return lang_unsupported(err, "this operation on integer tensors");
    }
    return SL_OK;
}

static const char *kernel_name(ew_op op) {
    switch (op) {
    case E_FLOORDIV: return "div_floor_cpu";
    case E_MOD: return "remainder_cpu";
    case E_FMOD: return "fmod_cpu";
    case E_SHL: return "lshift_cpu";
    case E_SHR: return "rshift_cpu";
    case E_POW: return "pow";
    case E_AND: return "bitwise_and_cpu";
    case E_OR: return "bitwise_or_cpu";
    case E_XOR: return "bitwise_xor_cpu";
    default: return "?";
    }
}

/* The checks TensorIterator-based ops make on the dtypes before any element: returns
 * the compute dtype and the output dtype. */
/* torch 2.2's div_floor_kernel: a float16 / bfloat16 tensor floor-divided by a CPU scalar
 * (here a Python number) is computed in float, the scalar taken as float (its original
 * value, not rounded to the tensor's dtype), each element c10::div_floor_floating in float
 * rounded once to the dtype; other operands (and torch 1.13) compute in the reduced type
 * step by step, differently in the vectorized and scalar loops */
static bool floor_by_scalar_in_float(const lang_interp *I, ew_op op, const operand *ops, int n) {
    return I->ref == SL_REF_LESSONS && op == E_FLOORDIV && n == 2 && ops[0].tensor && !ops[1].tensor;
}

static int ew_types(ew_op op, operand *ops, int n, sl_dtype *compute, sl_dtype *out_dt, bool opmath_scalar,
                    sl_error *err) {
    sl_dtype c;
    if (op == E_WHERE) {
        /* uint8 conditions are still accepted in 1.13 (with a deprecation warning on stderr) */
        if (!ops[0].tensor || (ops[0].dt != SL_BOOL && ops[0].dt != SL_UINT8)) {
            if (ops[0].tensor)
                return lang_py_error(err, "RuntimeError",
                                     "where expected condition to be a boolean tensor, but got a tensor with dtype %s",
                                     lang_torch_scalar_type_name(ops[0].dt));
            return lang_unsupported(err, "torch.where() with a condition that is not a tensor");
        }
        c = tensor_result_type(ops + 1, n - 1);
    } else {
        c = tensor_result_type(ops, n);
    }
    if (!torch_has(c) || sl_dtype_is_complex(c)) return lang_unsupported(err, "dtype %s in an operation", lang_torch_scalar_type_name(c));
    if (op == E_SUB) {
        bool b0 = ops[0].dt == SL_BOOL, b1 = ops[1].dt == SL_BOOL;
        if (b0 && b1)
            return lang_py_error(err, "RuntimeError",
                                 "Subtraction, the `-` operator, with two bool tensors is not supported. "
                                 "Use the `^` or `logical_xor()` operator instead.");
        if (b0 || b1)
            return lang_py_error(err, "RuntimeError",
                                 "Subtraction, the `-` operator, with a bool tensor is not supported. If you are "
                                 "trying to invert a mask, use the `~` or `logical_not()` operator instead.");
    }
    *out_dt = c;
    if (op == E_DIV && !is_fl(c)) c = *out_dt = SL_FLOAT32;
    if (is_cmp(op) || is_logical(op)) *out_dt = SL_BOOL;
    /* the kernels' dtype dispatch: no bool loop, no floating loop */
    bool shift = op == E_SHL || op == E_SHR;
    bool no_bool = op == E_FLOORDIV || op == E_MOD || op == E_POW || op == E_FMOD || shift;
    bool no_float = op == E_AND || op == E_OR || op == E_XOR || shift;
    if ((no_bool && c == SL_BOOL) || (no_float && is_fl(c)))
        return lang_py_error(err, "RuntimeError", "\"%s\" not implemented for '%s'", kernel_name(op), lang_torch_scalar_type_name(c));
    if (op == E_INVERT && is_fl(c))
        return lang_py_error(err, "TypeError", "~ (operator.invert) is only implemented on integer and Boolean-type tensors");
    if (op == E_POW && is_fl(c)) {
        /* only a Python-number exponent with an exactly computed kernel */
        if (n != 2 || ops[1].tensor || !pow_exact_exponent(as_d(ops[1].num)))
            return lang_unsupported(err, "float ** (values of torch's vectorized pow are not reproduced)");
    }
    if (op == E_POW && !is_fl(c) && !ops[1].tensor && ops[1].num.i < 0 && !ops[1].num.is_float)
        return lang_py_error(err, "RuntimeError", "Integers to negative integer powers are not allowed.");
    /* a Python-number exponent, and where()'s number, are converted to the computation's
     * type as a Scalar is (exp.to<scalar_t>()): a value past it is an error */
    for (int k = 1; k < n; k++)
        if ((op == E_POW || op == E_WHERE) && !ops[k].tensor && !is_fl(c) && !sl_dtype_is_complex(c)) {
            lang_num cv;
            int crc = lang_torch_checked_convert(ops[k].num, ops[k].num.is_float ? SL_FLOAT64 : SL_INT64, c, &cv, err);
            if (crc) return crc;
        }
    if (op == E_POW && !ops[0].tensor)
        return lang_unsupported(err, "number ** tensor");
    /* remainder on float16 / bfloat16 is computed in float: fmod is exact and `mod + b`
     * rounds once, to float and then to the 11 or 8 bits, which is the same as rounding
     * once to those bits (float has more than twice their precision plus 2) */
    if ((c == SL_FLOAT16 || c == SL_BFLOAT16) && ((op == E_FLOORDIV && !opmath_scalar) || op == E_POW))
        return lang_unsupported(err, "%s on float16 / bfloat16", kernel_name(op));
    *compute = c;
    return SL_OK;
}

/* Run an elementwise op over the operands into a new tensor. */
int tensor_ew_run(lang_interp *I, ew_op op, operand *ops, int n, lang_value **out, sl_error *err) {
    sl_dtype c, odt;
    bool in_float = floor_by_scalar_in_float(I, op, ops, n);
    int rc = ew_types(op, ops, op == E_ADDA ? 2 : n, &c, &odt, in_float, err); /* alpha takes no part */
    if (rc) return rc;
    bool unary_style = op == E_INVERT || op == E_LNOT || (op == E_POW && !ops[1].tensor);
    bool any_tensor = false;
    for (int k = 0; k < n; k++) any_tensor |= ops[k].tensor;
    if (!any_tensor) return lang_unsupported(err, "a tensor operation without tensors");
    sl_tensor r;
    if ((rc = tensor_ew_layout(ops, n, unary_style, odt, &r, err))) return rc;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    for (int k = 0; k < n; k++) {
        if (!ops[k].tensor) {
            /* numbers enter in the compute dtype (where: in the result dtype; a float16 /
             * bfloat16 floor division's scalar as float) */
            sl_dtype to = op == E_WHERE && k == 0 ? SL_BOOL : in_float && is_reduced(c) ? SL_FLOAT32 : c;
            if ((rc = lang_num_cast(ops[k].num, to, &ops[k].num, err))) return rc;
            continue;
        }
        if ((rc = sl_torch_expand(&TV(ops[k].v)->t, r.layout.size, r.layout.ndim, &ops[k].ex, err))) return rc;
        lang_lview_of_tensor(&ops[k].ex, &ops[k].view);
    }
    bool may_raise = (op == E_FLOORDIV || op == E_MOD) && !is_fl(c);
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    int64_t cnt, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_layout_numel(&r.layout, &cnt, err))) return rc;
    for (int64_t e = 0; e < cnt; e++) {
        lang_num x[3], z;
        for (int k = 0; k < n; k++) {
            if (!ops[k].tensor) {
                x[k] = ops[k].num;
                continue;
            }
            rc = lang_read(I, TV(ops[k].v)->st, &ops[k].view, idx, &x[k], err);
            if (rc == SL_ERR_UNSUPPORTED && !may_raise) {
                lang_torch_poison_from(I, st, err);
                return SL_OK;
            }
            if (rc) return rc;
            sl_dtype to = (op == E_WHERE && k == 0) ? SL_BOOL : is_logical(op) ? ops[k].dt : c;
            if ((rc = lang_num_cast(x[k], to, &x[k], err))) return rc;
        }
        if ((rc = ew_apply(op, c, x, &z, err))) return rc;
        if ((rc = lang_write(I, st, &rv, idx, z, err))) return rc;
        lang_next_index(idx, r.layout.size, r.layout.ndim);
    }
    return SL_OK;
}

static ew_op op_of(lang_op op, bool *ok) {
    *ok = true;
    switch (op) {
    case OP_ADD: return E_ADD;
    case OP_SUB: return E_SUB;
    case OP_MUL: return E_MUL;
    case OP_DIV: return E_DIV;
    case OP_FLOORDIV: return E_FLOORDIV;
    case OP_MOD: return E_MOD;
    case OP_POW: return E_POW;
    case OP_BITAND: return E_AND;
    case OP_BITOR: return E_OR;
    case OP_BITXOR: return E_XOR;
    case OP_LT: return E_LT;
    case OP_LE: return E_LE;
    case OP_GT: return E_GT;
    case OP_GE: return E_GE;
    case OP_EQ: return E_EQ;
    case OP_NE: return E_NE;
    case OP_LSHIFT: return E_SHL;
    case OP_RSHIFT: return E_SHR;
    default: *ok = false; return E_ADD;
    }
}

/* a == b / a != b of two complex tensors of one dtype: both parts equal, each read as its
 * view reads it (a conjugate view's imaginary part negated), into the comparison's layout
 * (TensorIterator's, as for real operands) */
static int complex_eq(lang_interp *I, bool ne, lang_value *a, lang_value *b, lang_value **out, sl_error *err) {
    operand ops[2];
    memset(ops, 0, sizeof ops);
    ops[0].v = a;
    ops[1].v = b;
    for (int k = 0; k < 2; k++) {
        ops[k].tensor = true;
        ops[k].dt = TV(ops[k].v)->t.dtype;
    }
    sl_tensor r;
    int rc = tensor_ew_layout(ops, 2, false, SL_BOOL, &r, err);
    if (rc) return rc;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    for (int k = 0; k < 2; k++) {
        if ((rc = sl_torch_expand(&TV(ops[k].v)->t, r.layout.size, r.layout.ndim, &ops[k].ex, err))) return rc;
        lang_lview_of_tensor(&ops[k].ex, &ops[k].view);
    }
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    int64_t cnt, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_layout_numel(&r.layout, &cnt, err))) return rc;
    for (int64_t e = 0; e < cnt; e++) {
        lang_num re[2];
        double im[2];
        for (int k = 0; k < 2; k++)
            if ((rc = lang_read_complex(I, TV(ops[k].v)->st, &ops[k].view, idx, &re[k], &im[k], err))) return rc;
        bool eq = re[0].f == re[1].f && im[0] == im[1];
        if ((rc = lang_write(I, st, &rv, idx, (lang_num){false, eq != ne, eq != ne}, err))) return rc;
        lang_next_index(idx, r.layout.size, r.layout.ndim);
    }
    return SL_OK;
}

/* `a op b` with at least one tensor; ops the older same-dtype path in tensor_objects.c does
 * not cover (other operators, tensors of different dtypes). */
int lang_torch_ew_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                        sl_error *err) {
    bool ok;
    ew_op e = op_of(op, &ok);
    if (!ok) return lang_unsupported(err, "this operator on tensors");
    if ((e == E_EQ || e == E_NE) && a->kind == V_TENSOR && b->kind == V_TENSOR &&
        sl_dtype_is_complex(TV(a)->t.dtype) && TV(a)->t.dtype == TV(b)->t.dtype)
        return complex_eq(I, e == E_NE, a, b, out, err);
    operand ops[2];
    int rc;
    if ((rc = tensor_make_operand(a, &ops[0], err)) || (rc = tensor_make_operand(b, &ops[1], err))) return rc;
    if (e == E_POW && !ops[0].tensor) return lang_unsupported(err, "number ** tensor");
    /* comparisons with a number on the left are the mirrored comparison */
    return tensor_ew_run(I, e, ops, 2, out, err);
}

/* a + alpha * b in float32 or float64 (declared in lang/torch/tensor.h): torch's add kernel fuses the
 * multiply-add in its vector loop and not in its scalar loop, so the value is exact when
 * both roundings agree and refused otherwise */
int lang_torch_add_alpha_float(double a, double b, double alpha, sl_dtype c, double *out, sl_error *err) {
    double sep, fused;
    if (c == SL_FLOAT64) {
        volatile double prod = alpha * b; /* two roundings, never one fused */
        sep = a + prod;
        fused = fma(alpha, b, a);
    } else {
        volatile float prod = (float)alpha * (float)b;
        sep = (double)((float)a + prod);
        fused = (double)fmaf((float)alpha, (float)b, (float)a);
    }
    if (sep != fused && !(isnan(sep) && isnan(fused)))
        return lang_unsupported(err, "alpha=%g with these values (torch's fused and unfused multiply-add round differently)",
                                alpha);
    *out = sep;
    return SL_OK;
}

/* t.add(other, alpha=k) / t.sub(other, alpha=k): t + k * other in the common dtype, with
 * torch's alpha checks (declared in lang/torch/tensor.h) */
int lang_torch_add_alpha(lang_interp *I, bool sub, lang_value *t, lang_value *other, lang_value *alpha,
                         lang_value **out, sl_error *err) {
    if (alpha->kind != V_INT && alpha->kind != V_FLOAT && alpha->kind != V_BOOL)
        return lang_unsupported(err, "alpha= of type %s", lv_type_name(alpha));
    operand ops[3];
    int rc;
    if ((rc = tensor_make_operand(t, &ops[0], err)) || (rc = tensor_make_operand(other, &ops[1], err)) ||
        (rc = tensor_make_operand(alpha, &ops[2], err)))
        return rc;
    sl_dtype c, odt;
    if ((rc = ew_types(sub ? E_SUB : E_ADD, ops, 2, &c, &odt, false, err))) return rc;
    if (alpha->kind == V_BOOL && c != SL_BOOL)
        return lang_py_error(err, "RuntimeError", "Boolean alpha only supported for Boolean results.");
    if (!is_fl(c) && !sl_dtype_is_complex(c) && alpha->kind == V_FLOAT)
        return lang_py_error(err, "RuntimeError",
                             "For integral input tensors, argument alpha must not be a floating point number.");
    if ((rc = lang_torch_checked_scalar(alpha, c, err))) return rc; /* alpha.to<scalar_t>() */
    bool one = alpha->kind == V_FLOAT ? alpha->u.f == 1.0 : alpha->u.i == 1;
    if (one) return lang_tensor_binop(I, sub ? OP_SUB : OP_ADD, t, other, out, err);
    if (c == SL_BOOL || sl_dtype_is_complex(c))
        return lang_unsupported(err, "alpha= on %s tensors", lang_torch_scalar_type_name(c));
    if (sub) { /* a - k * b is a + (-k) * b */
        if (ops[2].num.is_float) ops[2].num.f = -ops[2].num.f;
        else ops[2].num.i = (int64_t)((uint64_t)0 - (uint64_t)ops[2].num.i);
    }
    return tensor_ew_run(I, E_ADDA, ops, 3, out, err);
}

/* t.div(other, rounding_mode=mode): None is true division, 'trunc' and 'floor' round the
 * quotient in the common dtype (declared in lang/torch/tensor.h) */
int lang_torch_div_mode(lang_interp *I, lang_value *t, lang_value *other, lang_value *mode, lang_value **out,
                        sl_error *err) {
    if (mode->kind == V_NONE) return lang_tensor_binop(I, OP_DIV, t, other, out, err);
    if (mode->kind != V_STR) return lang_unsupported(err, "rounding_mode= of type %s", lv_type_name(mode));
    bool trunc_mode = !strcmp(mode->u.str.s, "trunc");
    if (!trunc_mode && strcmp(mode->u.str.s, "floor"))
        return lang_py_error(err, "RuntimeError",
                             "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '%s'",
                             mode->u.str.s);
    operand ops[2];
    int rc;
    if ((rc = tensor_make_operand(t, &ops[0], err)) || (rc = tensor_make_operand(other, &ops[1], err))) return rc;
    return tensor_ew_run(I, trunc_mode ? E_TRUNCDIV : E_FLOORDIV, ops, 2, out, err);
}

int lang_tensor_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                        sl_error *err) {
    if (op == OP_IS || op == OP_ISNOT || op == OP_IN || op == OP_NOTIN)
        return lang_unsupported(err, "this comparison with a tensor");
    return lang_torch_ew_binop(I, op, a, b, out, err);
}

int lang_tensor_unary(lang_interp *I, lang_op op, lang_value *a, lang_value **out, sl_error *err) {
    if (a->kind != V_TENSOR) return lang_unsupported(err, "a unary operator on %s", lv_type_name(a));
    if (op == OP_NEG && TV(a)->t.dtype == SL_BOOL)
        return lang_py_error(err, "RuntimeError",
                             "Negation, the `-` operator, on a bool tensor is not supported. If you are trying "
                             "to invert a mask, use the `~` or `logical_not()` operator instead.");
    if (op == OP_NEG || op == OP_POS) return lang_torch_unary_math(I, op, a, out, err); /* tensor_mathfn.c */
    if (op != OP_INVERT) return lang_unsupported(err, "this unary operator on tensors");
    operand o;
    int rc = tensor_make_operand(a, &o, err);
    if (rc) return rc;
    return tensor_ew_run(I, E_INVERT, &o, 1, out, err);
}

/* ------------------------------------------------------------ in place == */

/* torch's internal- and partial-overlap errors of in-place writes (declared in lang/torch/tensor.h) */
const char LANG_TORCH_OVERLAP_MSG[] =
    "unsupported operation: more than one element of the written-to tensor refers to a single "
    "memory location. Please clone() the tensor before performing the operation.";
const char LANG_TORCH_PARTIAL_MSG[] =
    "unsupported operation: some elements of the input tensor and the written-to tensor refer "
    "to a single memory location. Please clone() the tensor before performing the operation.";

/* self op= other for any elementwise op, with the checks in TensorIterator's order:
 * overlap, broadcast shape, result type castable to self's dtype. */
int tensor_ew_inplace(lang_interp *I, ew_op op, lang_value *self, lang_value *other, lang_value **out,
                      sl_error *err) {
    operand ops[2];
    int rc;
    if ((rc = tensor_make_operand(self, &ops[0], err)) || (rc = tensor_make_operand(other, &ops[1], err))) return rc;
    const sl_tensor *t = &TV(self)->t;
    if (op == E_SUB && (ops[0].dt == SL_BOOL || ops[1].dt == SL_BOOL)) {
        sl_dtype c, o;
        return ew_types(op, ops, 2, &c, &o, false, err);
    }
    if (sl_torch_internal_overlap(&t->layout) == SL_OVERLAP_YES)
        return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_OVERLAP_MSG);
    if (ops[1].tensor) {
        sl_overlap_status s = sl_torch_overlap_status(t, &TV(other)->t, other == self, TV(other)->st == TV(self)->st);
        if (s == SL_OVS_PARTIAL) return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_PARTIAL_MSG);
        if ((rc = lang_interop_check_alias(t, TV(self)->st, &TV(other)->t, TV(other)->st, err))) return rc;
        int64_t bshape[SL_MAX_DIMS];
        int32_t bn;
        const sl_tensor *o = &TV(other)->t;
        if ((rc = sl_torch_broadcast_shapes2(t->layout.size, t->layout.ndim, o->layout.size, o->layout.ndim, bshape,
                                             &bn, err)))
            return rc;
        bool same = bn == t->layout.ndim;
        for (int32_t d = 0; same && d < bn; d++) same = bshape[d] == t->layout.size[d];
        if (!same) {
            char a1[256], a2[256];
            sl_format_list(a1, sizeof a1, bshape, bn);
            sl_format_list(a2, sizeof a2, t->layout.size, t->layout.ndim);
            return lang_py_error(err, "RuntimeError", "output with shape %s doesn't match the broadcast shape %s", a2,
                                 a1);
        }
    }
    sl_dtype c, odt;
    bool in_float = floor_by_scalar_in_float(I, op, ops, 2);
    if ((rc = ew_types(op, ops, 2, &c, &odt, in_float, err))) return rc;
    if (!tensor_can_cast(odt, t->dtype))
        return lang_py_error(err, "RuntimeError", "result type %s can't be cast to the desired output type %s",
                             lang_torch_scalar_type_name(odt), lang_torch_scalar_type_name(t->dtype));
    if ((rc = lang_before_write(I, err))) return rc;
    lang_lview sv;
    lang_lview_of_tensor(t, &sv);
    if (ops[1].tensor) {
        if ((rc = sl_torch_expand(&TV(other)->t, t->layout.size, t->layout.ndim, &ops[1].ex, err))) return rc;
        lang_lview_of_tensor(&ops[1].ex, &ops[1].view);
    } else if ((rc = lang_num_cast(ops[1].num, in_float && is_reduced(c) ? SL_FLOAT32 : c, &ops[1].num, err))) {
        return rc;
    }
    int64_t cnt, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_layout_numel(&t->layout, &cnt, err))) return rc;
    for (int64_t e = 0; e < cnt; e++) {
        lang_num x[2], z;
        if ((rc = lang_read(I, TV(self)->st, &sv, idx, &x[0], err))) return rc;
        if ((rc = lang_num_cast(x[0], c, &x[0], err))) return rc;
        if (ops[1].tensor) {
            if ((rc = lang_read(I, TV(other)->st, &ops[1].view, idx, &x[1], err))) return rc;
            if ((rc = lang_num_cast(x[1], c, &x[1], err))) return rc;
        } else {
            x[1] = ops[1].num;
        }
        if ((rc = ew_apply(op, c, x, &z, err))) return rc;
        if ((rc = lang_write(I, TV(self)->st, &sv, idx, z, err))) return rc;
        lang_next_index(idx, t->layout.size, t->layout.ndim);
    }
    *out = self;
    return SL_OK;
}

/* In-place `self op= other` where other is a tensor of another dtype (add_ sub_ mul_
 * div_), routed here by tensor_objects.c. */
int lang_torch_inplace_promoted(lang_interp *I, lang_op op, lang_value *self, lang_value *other,
                                lang_value **out, sl_error *err) {
    bool ok;
    ew_op e = op_of(op, &ok);
    if (!ok) return lang_unsupported(err, "this in-place operator on tensors");
    return tensor_ew_inplace(I, e, self, other, out, err);
}
