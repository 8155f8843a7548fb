/*
 * ndarray_arith.c — numpy's binary ufuncs on arrays: type promotion, operators, in-place forms.
 *
 * The loop dtype comes from numpy 1.24's type resolution (promote_types, and value-based
 * casting where Python numbers or 0-d arrays meet arrays), the output layout from the
 * iterator's axis order (or the trivial C/F loop), values are computed in the loop dtype.
 * In-place forms check, in numpy's order, the writeable flag, the same_kind cast of the
 * loop result into the output, then broadcasting.  Unary and named math functions are
 * ndarray_ufuncs.c; reductions ndarray_reduce.c.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray_internal.h"

/* ------------------------------------------------------------ type promotion == */

/* numpy 1.24's dtype categories for value-based casting: bool < integers < floats */
static int np_category(sl_dtype dt) {
    return dt == SL_BOOL ? 0 : sl_dtype_is_integral(dt, false) ? 1 : sl_dtype_is_complex(dt) ? 3 : 2;
}

static bool np_unsigned(sl_dtype dt) {
    return dt == SL_UINT8 || dt == SL_UINT16 || dt == SL_UINT32 || dt == SL_UINT64;
}

static sl_dtype np_int_of_size(int64_t size_bytes, bool is_unsigned) {
    switch (size_bytes) {
    case 1: return is_unsigned ? SL_UINT8 : SL_INT8;
    case 2: return is_unsigned ? SL_UINT16 : SL_INT16;
    case 4: return is_unsigned ? SL_UINT32 : SL_INT32;
    default: return is_unsigned ? SL_UINT64 : SL_INT64;
    }
}

/* np.promote_types for bool, the eight integer types and the three float types:
 * within a kind the wider wins; a signed and an unsigned integer meet in the signed
 * type twice the wider size (uint64 with any signed type: float64); an integer meets a
 * float in the narrowest float that holds it exactly (8/16-bit ints with float16 give
 * float16/float32, 32/64-bit ints need float64). */
static int np_promote(sl_dtype a, sl_dtype b, sl_dtype *out, sl_error *err) {
    if (sl_dtype_is_complex(a) || sl_dtype_is_complex(b) || a == SL_BFLOAT16 || b == SL_BFLOAT16)
        return lang_unsupported(err, "numpy type promotion of %s and %s", sl_dtype_torch_name(a),
                                sl_dtype_torch_name(b));
    if (a == b || b == SL_BOOL) {
        *out = a;
        return SL_OK;
    }
    if (a == SL_BOOL) {
        *out = b;
        return SL_OK;
    }
    int64_t sa = sl_dtype_itemsize(a), sb = sl_dtype_itemsize(b);
    bool fa = sl_dtype_is_floating(a), fb = sl_dtype_is_floating(b);
    if (fa && fb) {
        *out = sa >= sb ? a : b;
        return SL_OK;
    }
    if (fa || fb) {
        sl_dtype f = fa ? a : b;
        int64_t fs = fa ? sa : sb, is = fa ? sb : sa;
        /* the float size that holds every value of an integer of `is` bytes */
        int64_t need = is == 1 ? 2 : is == 2 ? 4 : 8;
        int64_t size = fs > need ? fs : need;
        *out = size == 2 ? SL_FLOAT16 : size == 4 ? SL_FLOAT32 : SL_FLOAT64;
        (void)f;
        return SL_OK;
    }
    bool ua = np_unsigned(a), ub = np_unsigned(b);
    if (ua == ub) {
        *out = sa >= sb ? a : b;
        return SL_OK;
    }
    int64_t us = ua ? sa : sb, ss = ua ? sb : sa;
    if (ss > us) *out = np_int_of_size(ss, false);
    else if (us == 8) *out = SL_FLOAT64;
    else *out = np_int_of_size(us * 2, false);
    return SL_OK;
}


int ndarray_uop_from(lang_interp *I, lang_value *v, uop *o, sl_error *err) {
    memset(o, 0, sizeof *o);
    o->nep50 = lang_layers(I)->numpy2;
    int rc;
    if ((v->kind == V_LIST || v->kind == V_TUPLE) && !v->pytype) {
        /* a list or tuple operand is np.asarray'd first: an array of its own dtype (a
         * Python int in a list is an int64 element, never a weak scalar) */
        if ((rc = ndarray_as_array(I, v, &v, err))) return rc;
    }
    if (v->kind == V_ARRAY) {
        o->arr = v;
        o->rec = AV(v)->a;
        o->scalar = o->rec.ndim == 0;
        if (o->scalar) {
            int64_t idx[1] = {0};
            if ((rc = ndarray_read_elem(I, v, &o->rec, idx, &o->value, err))) return rc;
        }
        return SL_OK;
    }
    sl_dtype dt;
    if (v->kind == V_BOOL) {
        dt = SL_BOOL;
        o->value.i = v->u.b;
    } else if (v->kind == V_INT) {
        dt = SL_INT64;
        o->value.i = v->u.i;
        o->value.f = (double)v->u.i;
        o->weak = o->nep50;
    } else if (v->kind == V_FLOAT) {
        /* a numpy float32 scalar keeps its type; a Python float is a float64 */
        dt = lang_np_dtype(v) ? SL_FLOAT32 : SL_FLOAT64;
        o->value.is_float = true;
        o->value.f = v->u.f;
        o->weak = o->nep50 && !lang_np_dtype(v);
    } else {
        return lang_unsupported(err, "array arithmetic with %s", lv_type_name(v));
    }
    o->scalar = true;
    return sl_np_empty_ref(NULL, 0, dt, 'C', lang_np_ref(I), &o->rec, err);
}

/* np.min_scalar_type of a scalar operand; *small: a non-negative integer that also fits
 * the signed type of the same size (numpy then lets it act as that signed type). */
static sl_dtype min_scalar_type(const uop *o, bool *small) {
    *small = false;
    sl_dtype dt = o->rec.dtype;
    if (dt == SL_BOOL) return SL_BOOL;
    if (sl_dtype_is_floating(dt)) {
        double x = o->value.is_float ? o->value.f : (double)o->value.i;
        if (!isfinite(x) || (x > -65000.0 && x < 65000.0)) return SL_FLOAT16;
        if (x > -3.4e38 && x < 3.4e38) return SL_FLOAT32;
        return SL_FLOAT64;
    }
    int64_t v = o->value.i;
    if (dt == SL_UINT64 && v < 0) return SL_UINT64;
    if (v >= 0) {
        sl_dtype r = v <= 0xFF ? SL_UINT8 : v <= 0xFFFF ? SL_UINT16 : v <= 0xFFFFFFFFLL ? SL_UINT32 : SL_UINT64;
        *small = v <= 0x7F || (r == SL_UINT16 && v <= 0x7FFF) || (r == SL_UINT32 && v <= 0x7FFFFFFF) ||
                 r == SL_UINT64;
        return r;
    }
    return v >= -128 ? SL_INT8 : v >= -32768 ? SL_INT16 : v >= -2147483648LL ? SL_INT32 : SL_INT64;
}

/* NEP 50 (numpy 2): the dtypes of arrays, 0-d arrays and numpy scalars promote as they
 * are; a weak Python int or float then takes that dtype when its kind (bool < int <
 * float) is not higher, else the result meets its default dtype (int64, float64); with
 * only weak operands, their defaults promote.  eff[k]: what operand k counts as in a loop
 * search (SL_DTYPE_COUNT: a weak operand that takes the loop's dtype). */
static int nep50_result_type(const uop *ops, int n, sl_dtype *out, sl_dtype *eff, sl_error *err) {
    sl_dtype r = SL_BOOL;
    bool have = false;
    int rc;
    for (int k = 0; k < n; k++) {
        eff[k] = ops[k].rec.dtype;
        if (ops[k].weak) continue;
        if (!have) r = ops[k].rec.dtype;
        else if ((rc = np_promote(r, ops[k].rec.dtype, &r, err))) return rc;
        have = true;
    }
    for (int k = 0; k < n; k++) {
        if (!ops[k].weak) continue;
        sl_dtype d = ops[k].rec.dtype; /* int64 or float64 */
        if (!have) {
            r = d;
            have = true;
        } else if (np_category(d) <= np_category(r)) {
            eff[k] = SL_DTYPE_COUNT;
        } else if ((rc = np_promote(r, d, &r, err))) {
            return rc;
        }
    }
    *out = r;
    return SL_OK;
}

int ndarray_nep50_check(const uop *ops, int n, sl_dtype loop, sl_error *err) {
    if (loop == SL_BOOL || !sl_dtype_is_integral(loop, false)) return SL_OK;
    for (int k = 0; k < n; k++) {
        if (!ops[k].weak || ops[k].value.is_float) continue;
        int64_t v = ops[k].value.i;
        int64_t bits = sl_dtype_itemsize(loop) * 8;
        bool fits = np_unsigned(loop) ? v >= 0 && (bits == 64 || v < ((int64_t)1 << bits))
                                      : bits == 64 || (v >= -((int64_t)1 << (bits - 1)) && v < ((int64_t)1 << (bits - 1)));
        if (!fits)
            return lang_py_error(err, "OverflowError", "Python integer %lld out of bounds for %s", (long long)v,
                                 sl_dtype_numpy_name(loop));
    }
    return SL_OK;
}

int ndarray_nep50_write_check(lang_interp *I, const lang_value *v, sl_dtype dt, sl_error *err) {
    if (!lang_layers(I)->numpy2 || dt == SL_BOOL || !sl_dtype_is_integral(dt, false)) return SL_OK;
    uop o = {.weak = true};
    if (v->kind == V_INT) {
        o.value.i = v->u.i;
    } else if (v->kind == V_FLOAT && !lang_np_dtype(v)) {
        double x = v->u.f;
        if (isnan(x)) return lang_py_error(err, "ValueError", "cannot convert float NaN to integer");
        if (isinf(x)) return lang_py_error(err, "OverflowError", "cannot convert float infinity to integer");
        if (!(x > -9.2e18 && x < 9.2e18)) return lang_unsupported(err, "writing %g into a %s array", x, sl_dtype_numpy_name(dt));
        o.value.i = (int64_t)x; /* int(): toward zero */
    } else {
        return SL_OK;
    }
    return ndarray_nep50_check(&o, 1, dt, err);
}

/* np.result_type with numpy 1.24's value-based casting: when arrays (ndim >= 1) are
 * present and no scalar is of a higher category than every array, each scalar counts
 * as its min_scalar_type; otherwise all dtypes promote as they are.  numpy 2: NEP 50
 * (nep50_result_type). */
int ndarray_np_result_type(const uop *ops, int n, sl_dtype *out, sl_error *err) {
    if (n > 0 && ops[0].nep50) {
        sl_dtype eff[8];
        if (n > 8) return lang_unsupported(err, "type promotion of more than 8 operands");
        return nep50_result_type(ops, n, out, eff, err);
    }
    int ka = -1, ks = -1;
    for (int k = 0; k < n; k++) {
        int c = np_category(ops[k].rec.dtype);
        if (ops[k].scalar) ks = c > ks ? c : ks;
        else ka = c > ka ? c : ka;
    }
    bool use_min = ka >= 0 && ks >= 0 && ks <= ka;
    sl_dtype r = SL_BOOL;
    bool have = false;
    int rc;
    for (int k = 0; k < n; k++) {
        if (use_min && ops[k].scalar) continue;
        if (!have) r = ops[k].rec.dtype;
        else if ((rc = np_promote(r, ops[k].rec.dtype, &r, err))) return rc;
        have = true;
    }
    for (int k = 0; use_min && k < n; k++) {
        if (!ops[k].scalar) continue;
        bool small;
        sl_dtype m = min_scalar_type(&ops[k], &small);
        /* a small unsigned value meets a signed integer type as its signed twin */
        if (small && sl_dtype_is_integral(r, false) && !np_unsigned(r))
            m = np_int_of_size(sl_dtype_itemsize(m), false);
        if ((rc = np_promote(r, m, &r, err))) return rc;
    }
    *out = r;
    return SL_OK;
}

/* np.can_cast(from, to, 'safe') for bool, integers and floats */
static bool can_cast_safe(sl_dtype from, sl_dtype to) {
    if (from == to || from == SL_BOOL) return true;
    if (to == SL_BOOL) return false;
    int64_t fs = sl_dtype_itemsize(from), ts = sl_dtype_itemsize(to);
    if (sl_dtype_is_floating(from)) return sl_dtype_is_floating(to) && ts >= fs;
    if (sl_dtype_is_floating(to)) return fs <= 1 ? true : fs == 2 ? ts >= 4 : ts >= 8;
    if (np_unsigned(from)) return np_unsigned(to) ? ts >= fs : ts > fs;
    return !np_unsigned(to) && ts >= fs;
}

/* numpy's default type resolver (floor_divide, remainder): the first loop, in the
 * ufunc's order, that every array operand casts to safely and every value-based scalar
 * fits (its min_scalar_type, a small unsigned value counting as signed for a signed
 * loop); without value-based casting the scalars' own dtypes must cast safely */
static int np_search_type(const uop *ops, int n, sl_dtype *out, sl_error *err) {
    static const sl_dtype LOOPS[] = {SL_INT8, SL_UINT8, SL_INT16, SL_UINT16, SL_INT32, SL_UINT32,
                                     SL_INT64, SL_UINT64, SL_FLOAT16, SL_FLOAT32, SL_FLOAT64};
    if (n > 0 && ops[0].nep50) { /* NEP 50: weak Python numbers take the loop's dtype */
        sl_dtype eff[8], r;
        if (n > 8) return lang_unsupported(err, "type resolution of more than 8 operands");
        int rc = nep50_result_type(ops, n, &r, eff, err);
        if (rc) return rc;
        for (int k = 0; k < n; k++)
            if (eff[k] != SL_DTYPE_COUNT && np_category(eff[k]) > 2)
                return lang_unsupported(err, "type resolution with complex operands");
        for (size_t l = 0; l < SL_ARRAY_LEN(LOOPS); l++) {
            bool ok = true;
            for (int k = 0; k < n && ok; k++) ok = eff[k] == SL_DTYPE_COUNT || can_cast_safe(eff[k], LOOPS[l]);
            if (ok) {
                *out = LOOPS[l];
                return SL_OK;
            }
        }
        return lang_unsupported(err, "a ufunc loop beyond float64");
    }
    int ka = -1, ks = -1;
    for (int k = 0; k < n; k++) {
        int c = np_category(ops[k].rec.dtype);
        if (c > 2) return lang_unsupported(err, "type resolution with complex operands");
        if (ops[k].scalar) ks = c > ks ? c : ks;
        else ka = c > ka ? c : ka;
    }
    bool use_min = ka >= 0 && ks >= 0 && ks <= ka;
    for (size_t l = 0; l < SL_ARRAY_LEN(LOOPS); l++) {
        sl_dtype t = LOOPS[l];
        bool ok = true;
        for (int k = 0; k < n && ok; k++) {
            sl_dtype from = ops[k].rec.dtype;
            if (use_min && ops[k].scalar) {
                bool small;
                from = min_scalar_type(&ops[k], &small);
                if (small && sl_dtype_is_integral(t, false) && !np_unsigned(t))
                    from = np_int_of_size(sl_dtype_itemsize(from), false);
            }
            ok = can_cast_safe(from, t);
        }
        if (ok) {
            *out = t;
            return SL_OK;
        }
    }
    return lang_unsupported(err, "a ufunc loop beyond float64");
}

/* np.can_cast(from, to, 'same_kind'): safe casts, anything within a kind, unsigned into
 * signed integers and integers into floats; never a float into an integer, a signed
 * into an unsigned integer, or anything but bool into bool. */
static bool can_cast_same_kind(sl_dtype from, sl_dtype to) {
    if (from == to || from == SL_BOOL) return true;
    if (to == SL_BOOL) return false;
    if (sl_dtype_is_floating(to)) return true;
    if (sl_dtype_is_floating(from)) return false;
    return !(np_unsigned(to) && !np_unsigned(from));
}


static const char *ufunc_name(nwop op) {
    return op == NW_ADD ? "add" : op == NW_SUB ? "subtract" : op == NW_MUL ? "multiply" : "divide";
}

static const char *const BOOL_SUB_MSG =
    "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, "
    "the `^` operator, or the logical_xor function instead.";

/* dtypes whose arithmetic this file computes (float16 and uint64 values are refused) */
int ndarray_arith_dtype_ok(sl_dtype dt, sl_error *err) {
    /* uint64 values past int64 are refused where they are cast (lang_num_cast) */
    if (sl_dtype_is_complex(dt) || dt == SL_FLOAT16 || dt == SL_BFLOAT16)
        return lang_unsupported(err, "arithmetic on %s arrays", sl_dtype_numpy_name(dt) ? sl_dtype_numpy_name(dt) : "bfloat16");
    return SL_OK;
}

double ndarray_rnd_to(double x, bool f32) { return f32 ? (double)(float)x : x; }

/* the arithmetic ufuncs (+ - * / // %, comparisons, negative / absolute, sqrt / square /
 * floor / ceil / trunc / rint) also run on float16: numpy computes in float32 and rounds
 * the result to half (lang_num_cast) */
int ndarray_ufunc_dtype_ok(sl_dtype dt, sl_error *err) { return dt == SL_FLOAT16 ? SL_OK : ndarray_arith_dtype_ok(dt, err); }

/* numpy's npy_divmod / npy_floor_divide / npy_remainder for floats (Python's rules: the
 * remainder takes the divisor's sign, the quotient is snapped to an integer), each step
 * rounded to float32 for float32 loops; b == 0 gives a / b and fmod's nan */
static void np_divmod(double a, double b, bool f32, double *div_out, double *mod_out) {
    double mod = fmod(a, b);
    if (b == 0) {
        *mod_out = mod;
        *div_out = a / b;
        return;
    }
    double div = ndarray_rnd_to(ndarray_rnd_to(a - mod, f32) / b, f32);
    if (mod != 0) {
        if ((b < 0) != (mod < 0)) {
            mod = ndarray_rnd_to(mod + b, f32);
            div = ndarray_rnd_to(div - 1.0, f32);
        }
    } else {
        mod = copysign(0.0, b);
    }
    double floordiv;
    if (div != 0) {
        floordiv = floor(div);
        if (ndarray_rnd_to(div - floordiv, f32) > 0.5) floordiv = ndarray_rnd_to(floordiv + 1.0, f32);
    } else {
        floordiv = copysign(0.0, a / b);
    }
    *mod_out = mod;
    *div_out = floordiv;
}

/* One element of a binary ufunc computed in the loop dtype `dt` (both inputs already
 * cast to it): bool + is or, bool * is and; integers wrap; floats round to dt. */
static int ufunc_apply(lang_op op, sl_dtype dt, lang_num p, lang_num q, lang_num *r, sl_error *err) {
    int rc;
    if ((rc = lang_num_cast(p, dt, &p, err)) || (rc = lang_num_cast(q, dt, &q, err))) return rc;
    lang_num o = {0};
    if (op == OP_LT || op == OP_LE || op == OP_GT || op == OP_GE || op == OP_EQ || op == OP_NE) {
        int c;
        if (sl_dtype_is_floating(dt)) {
            if (isnan(p.f) || isnan(q.f)) c = 2;
            else c = p.f < q.f ? -1 : p.f > q.f ? 1 : 0;
        } else {
            c = p.i < q.i ? -1 : p.i > q.i ? 1 : 0;
        }
        bool b = c == 2 ? op == OP_NE
                        : op == OP_LT ? c < 0 : op == OP_LE ? c <= 0 : op == OP_GT ? c > 0
                        : op == OP_GE ? c >= 0 : op == OP_EQ ? c == 0 : c != 0;
        o.i = b;
        *r = o;
        return SL_OK;
    }
    if (op == OP_POW) return lang_mathfn_int_pow(p, q, dt, r, err); /* ndarray_mathfn.c */
    if (op == OP_FLOORDIV || op == OP_MOD) {
        if (sl_dtype_is_floating(dt)) {
            double dv, md;
            np_divmod(p.f, q.f, dt == SL_FLOAT32 || dt == SL_FLOAT16, &dv, &md);
            o.is_float = true;
            o.f = op == OP_FLOORDIV ? dv : md;
        } else if (q.i == 0) {
            o.i = 0; /* numpy: 0 with a divide-by-zero warning */
        } else if (q.i == -1) {
            o.i = op == OP_FLOORDIV ? (int64_t)(0 - (uint64_t)p.i) : 0; /* INT64_MIN // -1 wraps */
        } else {
            int64_t qt = p.i / q.i, rm = p.i % q.i;
            if (rm != 0 && ((rm < 0) != (q.i < 0))) {
                qt--;
                rm += q.i;
            }
            o.i = op == OP_FLOORDIV ? qt : rm;
        }
        return lang_num_cast(o, dt, r, err);
    }
    if (dt == SL_BOOL) {
        o.i = op == OP_ADD ? (p.i || q.i) : (p.i && q.i);
    } else if (sl_dtype_is_floating(dt)) {
        o.is_float = true;
        o.f = op == OP_ADD ? p.f + q.f : op == OP_SUB ? p.f - q.f : op == OP_MUL ? p.f * q.f : p.f / q.f;
    } else {
        uint64_t u = (uint64_t)p.i, w = (uint64_t)q.i;
        o.i = (int64_t)(op == OP_ADD ? u + w : op == OP_SUB ? u - w : u * w);
    }
    return lang_num_cast(o, dt, r, err);
}

/* The loop dtype of op over the promoted type: true division of integers runs in
 * float64; bool minus bool has no loop (numpy's TypeError). */
static int ufunc_loop(lang_op op, sl_dtype promoted, sl_dtype *loop, sl_error *err) {
    if (op == OP_DIV && !sl_dtype_is_floating(promoted)) promoted = SL_FLOAT64;
    /* floor_divide and remainder have no bool loop: bools go to int8 */
    if ((op == OP_FLOORDIV || op == OP_MOD) && promoted == SL_BOOL) promoted = SL_INT8;
    if (op == OP_SUB && promoted == SL_BOOL) return lang_py_error(err, "TypeError", "%s", BOOL_SUB_MSG);
    if (op == OP_POW && promoted == SL_BOOL) promoted = SL_INT8; /* power: no bool loop */
    if (op == OP_POW && (sl_dtype_is_floating(promoted) || sl_dtype_is_complex(promoted)))
        return lang_unsupported(err, "float ** of arrays (numpy's SIMD power; libm's pow agrees on 72-81%% of inputs)");
    *loop = promoted;
    return ndarray_ufunc_dtype_ok(promoted, err);
}

static lang_op nw_lang_op(nwop op) {
    return op == NW_ADD ? OP_ADD : op == NW_SUB ? OP_SUB : op == NW_MUL ? OP_MUL : OP_DIV;
}

/* `dst op= v`: numpy's ufunc with out=dst.  Its order of checks: the output is
 * writeable; the loop is found (type resolution, value-based for scalars) and its
 * result must cast to dst's dtype under 'same_kind'; only then the operands are
 * broadcast (all three shapes in the message when the inputs disagree) and the
 * broadcast shape must be dst's own. */
static int np_inplace(lang_interp *I, lang_value *dst, nwop nop, lang_value *v, sl_error *err) {
    const sl_array *rec = &AV(dst)->a;
    int rc = sl_np_check_writable(rec, err);
    if (rc == SL_ERR_PY) return lang_py_error(err, "ValueError", "output array is read-only");
    if (rc) return rc;
    if (v->kind == V_ARRAY && lang_np_scalar(v) && sl_dtype_is_complex(lang_av(v)->a.dtype))
        return lang_unsupported(err, "in-place arithmetic with a %s scalar", sl_dtype_numpy_name(lang_av(v)->a.dtype));
    uop ops[2];
    if ((rc = ndarray_uop_from(I, dst, &ops[0], err)) || (rc = ndarray_uop_from(I, v, &ops[1], err))) return rc;
    lang_op op = nw_lang_op(nop);
    sl_dtype promoted = SL_BOOL, loop = SL_BOOL;
    if ((rc = ndarray_np_result_type(ops, 2, &promoted, err))) return rc;
    if ((rc = ufunc_loop(op, promoted, &loop, err))) return rc;
    if ((rc = ndarray_nep50_check(ops, 2, loop, err))) return rc;
    if (!can_cast_same_kind(loop, rec->dtype))
        return lang_py_error(err, "UFuncTypeError",
                             "Cannot cast ufunc '%s' output from dtype('%s') to dtype('%s') with casting rule 'same_kind'",
                             ufunc_name(nop), sl_dtype_numpy_name(loop), sl_dtype_numpy_name(rec->dtype));
    if ((rc = ndarray_ufunc_dtype_ok(rec->dtype, err))) return rc;
    sl_array bc[2];
    rc = sl_np_broadcast_arrays((sl_array[]){ops[0].rec, ops[1].rec}, 2, bc, err);
    char s1[256], s2[256], s3[256];
    sl_np_format_shape(s1, sizeof s1, rec->shape, rec->ndim);
    sl_np_format_shape(s2, sizeof s2, ops[1].rec.shape, ops[1].rec.ndim);
    if (ndarray_broadcast_mismatch(rc, err))
        return lang_py_error(err, "ValueError", "operands could not be broadcast together with shapes %s %s %s ", s1,
                             s2, s1);
    if (rc) return rc;
    if (bc[0].ndim != rec->ndim || memcmp(bc[0].shape, rec->shape, (size_t)rec->ndim * sizeof *rec->shape)) {
        sl_np_format_shape(s3, sizeof s3, bc[0].shape, bc[0].ndim);
        return lang_py_error(err, "ValueError",
                             "non-broadcastable output operand with shape %s doesn't match the broadcast shape %s", s1, s3);
    }
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t n = 0;
    if ((rc = sl_np_size(rec, &n, err))) return rc;
    /* numpy buffers overlapping operands: read everything first, then write */
    lang_num *vals = lang_alloc_n(&I->A, (n > 0 ? n : 1), sizeof *vals);
    CHECK_ALLOC(vals);
    lang_lview dv, sv;
    lang_lview_of_array(rec, &dv);
    if (ops[1].arr) lang_lview_of_array(&bc[1], &sv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < n; k++) {
        lang_num a0, b = ops[1].value;
        if (ops[1].arr && (rc = lang_read(I, AV(v)->st, &sv, idx, &b, err))) return rc;
        if ((rc = lang_read(I, AV(dst)->st, &dv, idx, &a0, err))) return rc;
        if ((rc = ufunc_apply(op, loop, a0, b, &vals[k], err))) return rc;
        lang_next_index(idx, rec->shape, rec->ndim);
    }
    memset(idx, 0, sizeof idx);
    for (int64_t k = 0; k < n; k++) {
        if ((rc = lang_write(I, AV(dst)->st, &dv, idx, vals[k], err))) return rc;
        lang_next_index(idx, rec->shape, rec->ndim);
    }
    return SL_OK;
}

/* `dst[...] = v` (also a.fill(v)): numpy first drops the source's leading length-1
 * dims beyond the destination's, then broadcasts; its message shows that trimmed
 * source shape. */
int ndarray_np_write(lang_interp *I, lang_value *dst, const sl_array *rec, nwop op, lang_value *v,
                    sl_error *err) {
    if (op != NW_SET) return np_inplace(I, dst, op, v, err);
    int rc = sl_np_check_writable(rec, err);
    if (rc) return rc;
    if ((rc = ndarray_nep50_write_check(I, v, rec->dtype, err))) return rc;
    if (v->kind == V_LIST) {
        /* numpy converts the list to an array of at most the destination's dims (more
         * gives a message we do not reproduce) and then assigns it like one */
        lang_args aa = {0};
        lang_value *args[1] = {v};
        aa.pos = args;
        aa.npos = 1;
        if ((rc = lang_np_func(I, "array", &aa, &v, err))) return rc;
        if (v->kind == V_ARRAY && AV(v)->a.ndim > rec->ndim)
            return lang_unsupported(err, "writing a list of more dims than the destination");
    }
    lang_num sc = {0};
    bool from_array = v->kind == V_ARRAY;
    sl_array src;
    if (from_array) {
        sl_array val = AV(v)->a;
        int32_t drop = 0;
        while (val.ndim - drop > rec->ndim && val.shape[drop] == 1) drop++;
        if (drop) {
            for (int32_t d = drop; d < val.ndim; d++) {
                val.shape[d - drop] = val.shape[d];
                val.strides[d - drop] = val.strides[d];
            }
            val.ndim -= drop;
        }
        rc = sl_np_broadcast_to(&val, rec->shape, rec->ndim, &src, err);
        if (rc) {
            if (rc == SL_ERR_PY && err && !strcmp(err->type, "ValueError")) {
                char s1[256], s2[256];
                sl_np_format_shape(s1, sizeof s1, val.shape, val.ndim);
                sl_np_format_shape(s2, sizeof s2, rec->shape, rec->ndim);
                return lang_py_error(err, "ValueError", "could not broadcast input array from shape %s into shape %s",
                                     s1, s2);
            }
            return rc;
        }
    } else if (v->kind == V_INT || v->kind == V_BOOL) {
        sc.i = v->kind == V_INT ? v->u.i : v->u.b;
        sc.f = (double)sc.i;
    } else if (v->kind == V_FLOAT) {
        sc.is_float = true;
        sc.f = v->u.f;
    } else {
        return lang_unsupported(err, "writing a %s into an array", lv_type_name(v));
    }
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t n = 0;
    if ((rc = sl_np_size(rec, &n, err))) return rc;
    /* numpy buffers overlapping operands: read everything first, then write */
    lang_num *vals = lang_alloc_n(&I->A, (n > 0 ? n : 1), sizeof *vals);
    CHECK_ALLOC(vals);
    lang_lview dv, sv;
    lang_lview_of_array(rec, &dv);
    if (from_array) lang_lview_of_array(&src, &sv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < n; k++) {
        lang_num b = sc;
        if (from_array && (rc = lang_read(I, AV(v)->st, &sv, idx, &b, err))) return rc;
        vals[k] = b;
        lang_next_index(idx, rec->shape, rec->ndim);
    }
    memset(idx, 0, sizeof idx);
    for (int64_t k = 0; k < n; k++) {
        if ((rc = lang_write(I, AV(dst)->st, &dv, idx, vals[k], err))) return rc;
        lang_next_index(idx, rec->shape, rec->ndim);
    }
    return SL_OK;
}

/* a.shape = value, as numpy 1.24's array_shape_set does it: a C-order reshape of the
 * array that must not copy (else AttributeError), whose shape and strides the array
 * itself then takes; only the C/F contiguity flags are recomputed.  Other attributes
 * (strides, dtype, ...) are refused. */
int lang_np_setattr(lang_interp *I, lang_value *a, const char *name, lang_value *v,
                    sl_error *err) {
    if (!strcmp(name, "real") || !strcmp(name, "imag"))
        return lang_complex_np_set_part(I, a, name[0] == 'i', v, err); /* arr_complex.c */
    if (!strcmp(name, "flat")) return lang_np_flat_assign(I, a, v, err); /* ndarray_index_math.c */
    if (strcmp(name, "shape"))
        return lang_unsupported(err, "assigning attribute '%s' of ndarray", name);
    sl_array *x = &AV(a)->a, r;
    int64_t shape[SL_MAX_DIMS];
    int32_t n;
    int rc = ndarray_np_shape_args((const lang_value *const *)&v, 1, shape, &n, err);
    if (rc) return rc;
    if ((rc = sl_np_reshape(x, shape, n, 'C', &r, NULL, err))) return rc;
    if (r.base == SL_NP_BASE_HIDDEN)
        return lang_py_error(err, "AttributeError",
                             "Incompatible shape for in-place modification. Use `.reshape()` "
                             "to make a copy with the desired shape.");
    const uint32_t cf = SL_NP_C_CONTIGUOUS | SL_NP_F_CONTIGUOUS;
    x->ndim = r.ndim;
    memcpy(x->shape, r.shape, sizeof x->shape);
    memcpy(x->strides, r.strides, sizeof x->strides);
    x->flags = (x->flags & ~cf) | (r.flags & cf);
    return SL_OK;
}

int lang_np_setitem(lang_interp *I, lang_value *a, lang_value *idx, lang_value *v, sl_error *err) {
    sl_index_item items[2 * SL_MAX_DIMS];
    int32_t n = 0;
    if (lang_np_scalar(a))
        return lang_py_error(err, "TypeError", "'numpy.%s' object does not support item assignment", ndarray_scalar_type(a));
    /* numpy refuses a read-only destination before it looks at the index */
    int rc = sl_np_check_writable(&AV(a)->a, err);
    if (rc) return rc;
    if (ndarray_is_bool_mask(idx)) return ndarray_np_mask_set(I, a, idx, v, err);
    if (lang_np_adv_index(idx)) return lang_np_adv_set(I, a, idx, v, err);
    rc = ndarray_np_items(I, idx, items, &n, err);
    if (rc) return rc;
    sl_array r;
    if ((rc = sl_np_index(&AV(a)->a, items, n, &r, err))) return rc;
    if (r.base == SL_NP_BASE_NONE && r.alias != SL_ALIAS_SAME)
        return lang_unsupported(err, "assignment through an index that copies");
    sl_dtype edt = AV(a)->a.dtype;
    if (r.base == SL_NP_SCALAR && v->kind == V_LIST && !v->pytype && lang_layers(I)->numpy2 && edt != SL_BOOL &&
        sl_dtype_is_integral(edt, false)) /* numpy 2 converts the list with int() */
        return lang_py_error(err, "TypeError", "int() argument must be a string, a bytes-like object or a real number, not 'list'");
    if (r.base == SL_NP_SCALAR && (v->kind == V_LIST || (v->kind == V_ARRAY && !lang_np_scalar(v)))) {
        /* one element set from a sequence: numpy packs it as a scalar, so anything but
         * exactly one value is "a sequence" */
        lang_value *arr = v;
        if (v->kind == V_LIST) {
            lang_args aa = {0};
            lang_value *args[1] = {v};
            aa.pos = args;
            aa.npos = 1;
            if ((rc = lang_np_func(I, "array", &aa, &arr, err))) return rc;
        }
        int64_t vn = 0;
        if (arr->kind == V_ARRAY && (rc = sl_np_size(&AV(arr)->a, &vn, err))) return rc;
        if (arr->kind == V_ARRAY && vn != 1)
            return lang_py_error(err, "ValueError", "setting an array element with a sequence.");
    }
    return ndarray_np_write(I, a, &r, NW_SET, v, err);
}

/* The output record a ufunc allocates for operands already broadcast to one shape:
 * numpy's iterator orders the axes (npyiter_find_best_axis_ordering: insertion sort
 * from the innermost axis by |stride|, an operand with a zero stride on either axis
 * has no say (a length-1 axis counts as stride zero, as npyiter_fill_axisdata
 * records it), conflicts keep C order) and hands out dense strides innermost first.
 * Empty outputs get all-zero strides like every new numpy array. */
void ndarray_iter_perm(const sl_array *ops, int nops, int32_t *perm) {
    int32_t nd = ops[0].ndim;
    for (int32_t i = 0; i < nd; i++) perm[i] = i;
    for (int32_t i0 = 1; i0 < nd; i0++) {
        int32_t ipos = i0, j0 = perm[i0];
        for (int32_t i1 = i0 - 1; i1 >= 0; i1--) {
            int32_t j1 = perm[i1];
            bool ambig = true, swap = false;
            for (int k = 0; k < nops; k++) {
                /* the iterator records a length-1 axis with a zero stride */
                int64_t s0 = ops[k].shape[nd - 1 - j0] == 1 ? 0 : ops[k].strides[nd - 1 - j0];
                int64_t s1 = ops[k].shape[nd - 1 - j1] == 1 ? 0 : ops[k].strides[nd - 1 - j1];
                if (s0 != 0 && s1 != 0) {
                    if ((s1 < 0 ? -s1 : s1) <= (s0 < 0 ? -s0 : s0)) swap = false;
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

/* dense strides for `out` (shape set) in the iterator order `perm`, innermost first */
int ndarray_strides_in_perm(sl_array *out, const int32_t *perm, sl_error *err) {
    int32_t nd = out->ndim;
    int64_t size;
    int rc;
    if ((rc = sl_np_size(out, &size, err))) return rc;
    if (size == 0) return SL_OK;
    int64_t next = out->itemsize;
    for (int32_t i = 0; i < nd; i++) {
        int32_t c = nd - 1 - perm[i];
        out->strides[c] = next;
        if (sl_ovf_mul(next, out->shape[c], &next)) return sl_error_overflow(err, "output strides");
    }
    sl_np_refresh_flags(out);
    return SL_OK;
}

static int ufunc_output(const sl_array *ops, int nops, sl_dtype rdt, sl_array *out, sl_error *err) {
    int32_t nd = ops[0].ndim;
    int rc = sl_np_empty_ref(ops[0].shape, nd, rdt, 'C', ops[0].ref, out, err);
    if (rc) return rc;
    int32_t perm[SL_MAX_DIMS];
    ndarray_iter_perm(ops, nops, perm);
    return ndarray_strides_in_perm(out, perm, err);
}

/* Before the iterator, numpy 1.24 tries a trivial loop: when every operand that is not
 * 0-d has the same shape (no broadcasting) and all are C-contiguous (or all
 * F-contiguous), the output is simply allocated in that order.  That can differ from
 * the iterator's order only through length-1 axes.  The trivial loop is skipped when an
 * operand array (not a 0-d one: a Python scalar is cast on the side) needs a cast to
 * the loop's dtype (probed on numpy 1.24: bool_array * 2.5 and int16_array / 1 follow
 * the iterator, float64_array + 1 and int64_array - True stay trivial).  `orig` are
 * the operands as given, `bc` the broadcast ones. */
int ndarray_ufunc_result(const sl_array *const *orig, int norig, bool needs_cast, const sl_array *bc, int nbc,
                        sl_dtype rdt, sl_array *out, sl_error *err) {
    int rc = ufunc_output(bc, nbc, rdt, out, err);
    if (rc) return rc;
    const sl_array *first = NULL;
    bool all_c = true, all_f = true;
    for (int k = 0; k < norig; k++) {
        const sl_array *o = orig[k];
        if (!o || o->ndim == 0) continue;
        if (!first) {
            first = o;
        } else if (o->ndim != first->ndim || memcmp(o->shape, first->shape, (size_t)o->ndim * sizeof *o->shape)) {
            return SL_OK; /* broadcasting: the iterator decides */
        }
        if (!sl_np_is_c_contiguous(o)) all_c = false;
        if (!sl_np_is_f_contiguous(o)) all_f = false;
    }
    if (!first || (!all_c && !all_f) || needs_cast) return SL_OK;
    sl_array triv;
    if ((rc = sl_np_empty_ref(out->shape, out->ndim, rdt, all_c ? 'C' : 'F', out->ref, &triv, err))) return rc;
    *out = triv;
    return SL_OK;
}

static bool is_compare(lang_op op) {
    return op == OP_LT || op == OP_LE || op == OP_GT || op == OP_GE || op == OP_EQ || op == OP_NE;
}

/* `a op b` where at least one side is an array (the other may be a Python number):
 * numpy's binary ufunc.  The loop dtype comes from ndarray_np_result_type (value-based for
 * Python numbers and 0-d arrays); comparisons give bool.  The output is allocated by
 * ufunc_result; values are computed in the loop dtype.  A value that cannot be read
 * (refused dtype, uninitialized memory) poisons the result instead of failing, so its
 * metadata stays usable. */
int ndarray_np_binary(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                     sl_error *err) {
    uop ops[2];
    int rc;
    bool seq_a = (a->kind == V_LIST || a->kind == V_TUPLE), seq_b = (b->kind == V_LIST || b->kind == V_TUPLE);
    if (op == OP_MUL && ((seq_a && lang_np_scalar(b)) || (seq_b && lang_np_scalar(a))))
        /* a numpy scalar defers `*` to the sequence: repetition (np.int64(2) * [1, 2] is
         * [1, 2, 1, 2]) or Python's TypeError for a float scalar */
        return lang_unsupported(err, "a numpy scalar times a list or tuple (sequence repetition)");
    if ((rc = ndarray_uop_from(I, a, &ops[0], err)) || (rc = ndarray_uop_from(I, b, &ops[1], err))) return rc;
    sl_dtype promoted = SL_BOOL, loop = SL_BOOL, outdt;
    if (op == OP_FLOORDIV || op == OP_MOD) rc = np_search_type(ops, 2, &promoted, err);
    else rc = ndarray_np_result_type(ops, 2, &promoted, err);
    if (rc) return rc;
    if (is_compare(op)) {
        loop = promoted;
        if ((rc = ndarray_ufunc_dtype_ok(loop, err))) return rc;
        outdt = SL_BOOL;
        /* numpy 2 compares a Python int that its integer loop cannot hold exactly */
        if (ndarray_nep50_check(ops, 2, loop, err)) {
            sl_error_clear(err);
            if (loop == SL_UINT64) return lang_unsupported(err, "comparing a uint64 array with a negative Python int");
            loop = SL_INT64;
        }
    } else {
        if ((rc = ufunc_loop(op, promoted, &loop, err))) return rc;
        if ((rc = ndarray_nep50_check(ops, 2, loop, err))) return rc;
        outdt = loop;
    }
    sl_array ins[2] = {ops[0].rec, ops[1].rec}, bc[2];
    rc = sl_np_broadcast_arrays(ins, 2, bc, err);
    if (ndarray_broadcast_mismatch(rc, err)) {
        if ((op == OP_EQ || op == OP_NE) && !lang_layers(I)->numpy2) {
            /* numpy 1.x: "elementwise comparison failed" (a DeprecationWarning on stderr),
             * and Python's identity fallback answers: a plain bool */
            sl_error_clear(err);
            *out = lv_bool(I, op == OP_NE);
            return SL_OK;
        }
        char s1[256], s2[256];
        sl_np_format_shape(s1, sizeof s1, ins[0].shape, ins[0].ndim);
        sl_np_format_shape(s2, sizeof s2, ins[1].shape, ins[1].ndim);
        return lang_py_error(err, "ValueError", "operands could not be broadcast together with shapes %s %s ", s1, s2);
    }
    if (rc) return rc;
    /* the operands the output layout looks at: arrays only (a Python number is cast on
     * the side and has no strides) */
    const sl_array *orig[2];
    sl_array bcs[2];
    int no = 0;
    bool cast = false;
    for (int k = 0; k < 2; k++) {
        if (!ops[k].arr) continue;
        orig[no] = &ops[k].rec;
        bcs[no++] = bc[k];
        if (ops[k].rec.ndim > 0 && ops[k].rec.dtype != loop) cast = true;
    }
    sl_array r;
    if ((rc = ndarray_ufunc_result(orig, no, cast, bcs, no, outdt, &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    *out = res;
    int64_t n, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_np_size(&r, &n, err))) return rc;
    lang_lview vv[2], vr;
    for (int k = 0; k < 2; k++)
        if (ops[k].arr) lang_lview_of_array(&bc[k], &vv[k]);
    lang_lview_of_array(&r, &vr);
    for (int64_t e = 0; e < n; e++) {
        lang_num p[2], o;
        rc = SL_OK;
        for (int k = 0; k < 2 && !rc; k++) {
            p[k] = ops[k].value;
            if (ops[k].arr) rc = lang_read(I, AV(ops[k].arr)->st, &vv[k], idx, &p[k], err);
        }
        if (rc == SL_ERR_UNSUPPORTED && (op == OP_EQ || op == OP_NE) && ops[0].arr && ops[1].arr &&
            lang_same_unknown_number(AV(ops[0].arr)->st, &vv[0], idx, AV(ops[1].arr)->st, &vv[1], idx)) {
            /* one unknown number compared with itself (np.flip(A) == A[::-1] of a random A) */
            sl_error_clear(err);
            if ((rc = lang_write(I, AV(res)->st, &vr, idx, (lang_num){.i = op == OP_EQ}, err))) return rc;
            lang_next_index(idx, r.shape, r.ndim);
            continue;
        }
        if (rc == SL_ERR_UNSUPPORTED) {
            AV(res)->st->poison = lang_strndup(&I->A, err->message + 13, strlen(err->message + 13));
            if (!AV(res)->st->poison) AV(res)->st->poison = "values of this array";
            sl_error_clear(err);
            return SL_OK;
        }
        if (rc) return rc;
        if ((rc = ufunc_apply(op, loop, p[0], p[1], &o, err))) return rc;
        if ((rc = lang_write(I, AV(res)->st, &vr, idx, o, err))) return rc;
        lang_next_index(idx, r.shape, r.ndim);
    }
    /* a ufunc hands back a 0-d result as a numpy scalar */
    return ndarray_back_to_scalar(I, res, out, err);
}

int lang_np_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                  sl_error *err) {
    if (op == OP_MATMUL) {
        int rc;
        for (int k = 0; k < 2; k++) { /* a list or tuple operand is np.asarray'd */
            lang_value **v = k ? &b : &a;
            if (((*v)->kind == V_LIST || (*v)->kind == V_TUPLE) && !(*v)->pytype &&
                (rc = ndarray_as_array(I, *v, v, err)))
                return rc;
        }
        if (a->kind != V_ARRAY || b->kind != V_ARRAY)
            return lang_py_error(err, "ValueError",
                                 "matmul: Input operand %d does not have enough dimensions (has 0, gufunc core with "
                                 "signature (n?,k),(k,m?)->(n?,m?) requires 1)",
                                 a->kind != V_ARRAY ? 0 : 1);
        return ndarray_np_matmul(I, a, b, false, out, err);
    }
    int rc;
    if (op == OP_POW && (rc = lang_mathfn_np_pow(I, a, b, out, err)) != 1) return rc; /* ndarray_mathfn.c */
    if (op != OP_ADD && op != OP_SUB && op != OP_MUL && op != OP_DIV && op != OP_FLOORDIV && op != OP_MOD &&
        op != OP_POW && !is_compare(op))
        return lang_unsupported(err, "operator on arrays other than + - * / // %% and comparisons");
    return ndarray_np_binary(I, op, a, b, out, err);
}

/* A unary ufunc's loop: a fresh array of dtype dt laid out as the ufunc's output (cast:
 * the input is cast to the loop dtype, which changes numpy's layout rule), each element
 * fn(ctx, x) of v's element at the same index (read in v's dtype, then cast to in_dt),
 * stored in dt; a 0-d result of a scalar becomes a scalar again. */
int ndarray_np_map1(lang_interp *I, lang_value *v, sl_dtype dt, bool cast, sl_dtype in_dt, np_elem_fn fn,
                   const void *ctx, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    sl_array r;
    int rc = ndarray_ufunc_result(&x, 1, cast, x, 1, dt, &r, err);
    if (rc) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    int64_t n, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_np_size(x, &n, err))) return rc;
    lang_lview sv, dv;
    lang_lview_of_array(x, &sv);
    lang_lview_of_array(&r, &dv);
    for (int64_t k = 0; k < n; k++) {
        lang_num e, o;
        if ((rc = lang_read(I, AV(v)->st, &sv, idx, &e, err)) || (rc = lang_num_cast(e, in_dt, &e, err))) return rc;
        if ((rc = lang_num_cast(fn(ctx, e), dt, &o, err))) return rc;
        if ((rc = lang_write(I, AV(res)->st, &dv, idx, o, err))) return rc;
        lang_next_index(idx, x->shape, x->ndim);
    }
    return ndarray_back_to_scalar(I, res, out, err);
}

struct np_unary_ctx {
    bool neg, inv, ab, is_bool;
};

static lang_num np_unary_one(const void *vctx, lang_num e) {
    const struct np_unary_ctx *c = vctx;
    lang_num o = {0};
    if (e.is_float) {
        o.is_float = true;
        o.f = c->neg ? -e.f : c->ab ? fabs(e.f) : e.f;
    } else if (c->is_bool) {
        o.i = c->inv ? !e.i : e.i;
    } else {
        uint64_t u = (uint64_t)e.i;
        o.i = (int64_t)(c->neg ? 0 - u : c->inv ? ~u : c->ab && e.i < 0 ? 0 - u : u);
    }
    return o;
}

/* -a, ~a, abs(a), +a: numpy's unary ufuncs (negative, invert, absolute, positive): the
 * same dtype out, laid out like a binary ufunc's with one operand; values wrap in
 * integer types.  Bool arrays: ~ is logical not, - raises numpy's TypeError. */
int ndarray_np_unary(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    sl_dtype dt = x->dtype;
    bool neg = !strcmp(name, "__neg__"), inv = !strcmp(name, "__invert__"), ab = !strcmp(name, "__abs__");
    if (neg && dt == SL_BOOL)
        return lang_py_error(err, "TypeError",
                             "The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or "
                             "the logical_not function instead.");
    if (inv && sl_dtype_is_floating(dt))
        return lang_py_error(err, "TypeError",
                             "ufunc 'invert' not supported for the input types, and the inputs could not be safely "
                             "coerced to any supported types according to the casting rule ''safe''");
    int rc = ndarray_ufunc_dtype_ok(dt, err);
    if (rc) return rc;
    struct np_unary_ctx ctx = {neg, inv, ab, dt == SL_BOOL};
    return ndarray_np_map1(I, v, dt, false, dt, np_unary_one, &ctx, out, err);
}

/* Entry points for the evaluator (declared in lang/numpy/ndarray.h): `a < b` etc.
 * with an array on either side, and unary - + ~ on an array. */
int lang_np_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out, sl_error *err) {
    if (!is_compare(op)) return lang_unsupported(err, "comparison operator on arrays");
    lang_value *p = a, *q = b; /* numpy scalars keep their dtype */
    if (p->kind != V_ARRAY && q->kind != V_ARRAY) return lang_unsupported(err, "comparison without an array");
    for (int k = 0; k < 2; k++) {
        lang_value *v = k ? q : p;
        if (v->kind != V_ARRAY && v->kind != V_INT && v->kind != V_FLOAT && v->kind != V_BOOL &&
            !((v->kind == V_LIST || v->kind == V_TUPLE) && !v->pytype)) /* lists: asarray'd */
            return lang_unsupported(err, "comparing an array with a %s", lv_type_name(v));
    }
    return ndarray_np_binary(I, op, p, q, out, err);
}

int lang_np_unary(lang_interp *I, lang_op op, lang_value *a, lang_value **out, sl_error *err) {
    lang_value *x;
    int rc = ndarray_scalar_as_array(I, a, &x, err);
    if (rc) return rc;
    const char *m = op == OP_NEG ? "__neg__" : op == OP_POS ? "__pos__" : op == OP_INVERT ? "__invert__" : NULL;
    if (!m) return lang_unsupported(err, "unary operator on an array");
    return ndarray_np_unary(I, x, m, out, err);
}

/* print(a.flags): numpy's six "  KEY : value" lines */
int lang_np_flags_repr(lang_interp *I, const lang_value *flags, sl_strbuf *sb, sl_error *err) {
    (void)I;
    if (lang_aux_which(flags) == LANG_AUX_CTYPES) return lang_unsupported(err, "printing a.ctypes (its repr shows a memory address)");
    char buf[512];
    size_t n = sl_np_format_flags(&AV(lang_aux_owner(flags))->a, buf, sizeof buf);
    if (n >= sizeof buf) return lang_unsupported(err, "printing this flags object");
    /* every line ends in a newline, the last one too (print adds a blank line) */
    sl_sb_printf(sb, "%.*s", (int)n, buf);
    return SL_OK;
}
