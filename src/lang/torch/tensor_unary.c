/*
 * tensor_unary.c — torch 1.13's exact elementwise unary ops: the predicates isnan,
 * isinf, isposinf, isneginf, isfinite, isreal, signbit; sign / sgn; the roundings floor,
 * ceil, trunc / fix, round (with decimals=), frac; relu; positive (x itself).
 *
 * Each result is a fresh tensor with the layout TensorIterator gives a unary op
 * (lang_torch_unary_map), each element computed from the element at the same index.
 * Every op here is exact in IEEE arithmetic, so torch's vectorized and scalar loops agree
 * and so do we; what torch does per dtype was read off torch 1.13 and is recorded in
 * tests/snippets/torch_unary.txt:
 *   - the predicates give bool for every real dtype (integers: never NaN or infinite);
 *   - sign(x) is (0 < x) - (x < 0) in x's dtype: +0 for NaN and for -0.0; bool: x;
 *   - floor, ceil, trunc, round of an integer tensor are a copy; of bool and float16 the
 *     kernel does not exist ("floor_vml_cpu" not implemented for 'Half'; torch 2.x, the
 *     lessons profile, has float16 floor, ceil, trunc, round and relu);
 *     round is half-to-even; round(decimals=d) is nearbyint(x * 10^d) / 10^d in the
 *     dtype's arithmetic (x / 10^-d and a product for d < 0), float32 and float64 only;
 *   - frac(x) = x - trunc(x) for floating dtypes, computed in float for float16/bfloat16
 *     (exact there, then rounded once); integers and bool raise;
 *   - relu is clamp_min(x, 0): NaN stays NaN, -0.0 stays -0.0; bool raises its own
 *     message and float16 (1.13) clamp_min's "not implemented";
 *   - nan_to_num(nan=0.0, posinf=None, neginf=None): NaN, +inf and -inf replaced by the
 *     values cast to the dtype (default: the dtype's largest and lowest finite values);
 *     integer and bool tensors are copied.  Its result is laid out as empty_like(self)
 *     (clone()'s preserved layout), not as a fresh unary result; nan_to_num_ copies the
 *     result into self.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

#include <math.h>

typedef enum unary_kind {
    U_ISNAN, U_ISINF, U_ISPOSINF, U_ISNEGINF, U_ISFINITE, U_ISREAL, U_SIGNBIT,
    U_SIGN, U_FLOOR, U_CEIL, U_TRUNC, U_ROUND, U_FRAC, U_RELU, U_NAN_TO_NUM
} unary_kind;

static const struct { const char *name; unary_kind kind; } UNARY[] = {
    {"isnan", U_ISNAN},     {"isinf", U_ISINF},       {"isposinf", U_ISPOSINF}, {"isneginf", U_ISNEGINF},
    {"isfinite", U_ISFINITE}, {"isreal", U_ISREAL},   {"signbit", U_SIGNBIT},   {"sign", U_SIGN},
    {"sgn", U_SIGN},        {"floor", U_FLOOR},       {"ceil", U_CEIL},         {"trunc", U_TRUNC},
    {"fix", U_TRUNC},       {"round", U_ROUND},       {"frac", U_FRAC},         {"relu", U_RELU}};

struct unary_ctx {
    unary_kind kind;
    sl_dtype dt;        /* the input's dtype */
    int64_t decimals;   /* round(decimals=): 0 for plain round */
    double nan, posinf, neginf; /* nan_to_num's replacements, already in the dtype */
};

static lang_num num_bool(bool b) {
    lang_num r = {0};
    r.i = b;
    return r;
}

static lang_num num_float(double f) {
    lang_num r = {0};
    r.is_float = true;
    r.f = f;
    return r;
}

/* round(x, decimals=d) as torch's round_decimals kernel: the power of ten cast to the
 * dtype, a product or quotient rounded to it, nearbyint, and the inverse operation */
static double round_decimals(double x, int64_t d, bool single) {
    bool neg = d < 0;
    double p = pow(10.0, (double)(neg ? -d : d));
    if (single) {
        float xf = (float)x, pf = (float)p;
        return neg ? (double)(nearbyintf(xf / pf) * pf) : (double)(nearbyintf(xf * pf) / pf);
    }
    return neg ? nearbyint(x / p) * p : nearbyint(x * p) / p;
}

static lang_num unary_one(const void *vctx, lang_num v) {
    const struct unary_ctx *c = vctx;
    if (!v.is_float) { /* integer and bool inputs */
        int64_t i = v.i;
        switch (c->kind) {
        case U_ISNAN: case U_ISINF: case U_ISPOSINF: case U_ISNEGINF: return num_bool(false);
        case U_ISFINITE: case U_ISREAL: return num_bool(true);
        case U_SIGNBIT: return num_bool(i < 0);
        case U_SIGN: v.i = c->dt == SL_BOOL ? i != 0 : (0 < i) - (i < 0); return v;
        case U_RELU: v.i = i > 0 ? i : 0; return v;
        default: return v; /* floor, ceil, trunc, round of integers: the value */
        }
    }
    double x = v.f;
    switch (c->kind) {
    case U_ISNAN: return num_bool(isnan(x));
    case U_ISINF: return num_bool(isinf(x));
    case U_ISPOSINF: return num_bool(isinf(x) && x > 0);
    case U_ISNEGINF: return num_bool(isinf(x) && x < 0);
    case U_ISFINITE: return num_bool(isfinite(x));
    case U_ISREAL: return num_bool(true);
    case U_SIGNBIT: return num_bool(signbit(x) != 0);
    case U_SIGN: return num_float((double)((0 < x) - (x < 0)));
    case U_FLOOR: return num_float(floor(x));
    case U_CEIL: return num_float(ceil(x));
    case U_TRUNC: return num_float(trunc(x));
    case U_ROUND: return num_float(c->decimals ? round_decimals(x, c->decimals, c->dt == SL_FLOAT32) : nearbyint(x));
    case U_FRAC: return num_float(x - trunc(x)); /* exact in the input's format */
    case U_RELU: return num_float(x < 0 ? 0.0 : x); /* NaN and -0.0 pass through */
    case U_NAN_TO_NUM: return num_float(isnan(x) ? c->nan : isinf(x) ? (x > 0 ? c->posinf : c->neginf) : x);
    }
    return v;
}

/* The dtype checks of torch's kernels, in its words; the result dtype in *odt. */
static int check_dtype(unary_kind k, sl_dtype dt, bool v2, sl_error *err, sl_dtype *odt) {
    const char *tn = lang_torch_scalar_type_name(dt);
    /* torch 1.13 has these kernels for bfloat16 but not float16; torch 2.x for both */
    bool half = dt == SL_FLOAT16 && !v2;
    *odt = k <= U_SIGNBIT ? SL_BOOL : dt;
    switch (k) {
    case U_FLOOR: case U_CEIL: case U_TRUNC: case U_ROUND:
        if (dt == SL_BOOL || half) {
            static const char *const VML[] = {"floor", "ceil", "trunc", "round"};
            return lang_py_error(err, "RuntimeError", "\"%s_vml_cpu\" not implemented for '%s'",
                                 VML[k - U_FLOOR], tn);
        }
        return SL_OK;
    case U_FRAC:
        if (!sl_dtype_is_floating(dt))
            return lang_py_error(err, "RuntimeError", "\"frac_cpu\" not implemented for '%s'", tn);
        return SL_OK;
    case U_RELU:
        if (dt == SL_BOOL) return lang_py_error(err, "RuntimeError", "Boolean inputs not supported for relu");
        if (half) return lang_py_error(err, "RuntimeError", "\"clamp_min_cpu\" not implemented for '%s'", tn);
        return SL_OK;
    default: return SL_OK;
    }
}

static int unary(lang_interp *I, lang_value *t, unary_kind k, int64_t decimals, const char *name,
                 lang_value **out, sl_error *err) {
    const sl_tensor *x = &lang_tv(t)->t;
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "%s() of complex tensors", name);
    sl_dtype odt;
    int rc = check_dtype(k, x->dtype, x->ref == SL_REF_LESSONS, err, &odt);
    if (rc) return rc;
    if (decimals && x->dtype != SL_FLOAT32 && x->dtype != SL_FLOAT64)
        return lang_unsupported(err, "round(decimals=) of %s tensors", lang_torch_scalar_type_name(x->dtype));
    struct unary_ctx ctx = {k, x->dtype, decimals, 0, 0, 0};
    char what[32];
    snprintf(what, sizeof what, "%s()", name);
    return lang_torch_unary_map(I, t, x, odt, unary_one, &ctx, what, out, err);
}

/* a replacement value: the double given (or dflt when None / absent), cast as
 * static_cast<scalar_t> casts it */
static int replacement(const lang_value *v, double dflt, sl_dtype dt, double *out, sl_error *err) {
    lang_num x = {.is_float = true, .f = dflt};
    if (v && v->kind != V_NONE) {
        int rc = lang_to_float(v, &x.f, err);
        if (rc) return rc;
    }
    lang_num r;
    int rc = lang_num_cast(x, dt, &r, err);
    if (rc) return rc;
    *out = r.f;
    return SL_OK;
}

static int nan_to_num(lang_interp *I, lang_value *t, bool inplace, const lang_args *a, lang_value **out, sl_error *err) {
    const char *fname = inplace ? "nan_to_num_" : "nan_to_num";
    static const char *const PN[] = {"nan", "posinf", "neginf"};
    lang_value *p[3];
    int rc = lang_bind(a, fname, PN, 3, 0, p, err);
    if (rc) return rc;
    const sl_tensor *x = &lang_tv(t)->t;
    const sl_dtype dt = x->dtype;
    if (sl_dtype_is_complex(dt)) return lang_unsupported(err, "%s() of complex tensors", fname);
    struct unary_ctx ctx = {U_NAN_TO_NUM, dt, 0, 0, 0, 0};
    if (sl_dtype_is_floating(dt)) {
        const double big = dt == SL_FLOAT16 ? 65504.0 : dt == SL_BFLOAT16 ? 0x1.fep127 : dt == SL_FLOAT32 ? 0x1.fffffep127
                                                                                                  : 0x1.fffffffffffffp1023;
        if ((rc = replacement(p[0], 0.0, dt, &ctx.nan, err)) || (rc = replacement(p[1], big, dt, &ctx.posinf, err)) ||
            (rc = replacement(p[2], -big, dt, &ctx.neginf, err)))
            return rc;
    }
    /* result = empty_like(self): clone()'s preserved layout, filled by a unary
     * TensorIterator that keeps it */
    sl_tensor like;
    if ((rc = sl_torch_clone(x, SL_MF_PRESERVE, &like, err))) return rc;
    lang_value *res;
    if ((rc = lang_torch_unary_map(I, t, &like, dt, unary_one, &ctx, "nan_to_num()", &res, err))) return rc;
    if (!inplace) {
        *out = res;
        return SL_OK;
    }
    lang_value *ignored;
    if ((rc = lang_tensor_method_pos(I, t, "copy_", &res, 1, &ignored, err))) return rc;
    *out = t;
    return SL_OK;
}

int lang_torch_unary_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                            lang_value **out, sl_error *err) {
    if (!strcmp(name, "nan_to_num") || !strcmp(name, "nan_to_num_")) return nan_to_num(I, t, name[10] == '_', a, out, err);
    if (!strcmp(name, "positive")) { /* x itself, as unary + */
        if (a->npos || a->nkw) return lang_unsupported(err, "positive() with arguments");
        return lang_torch_unary_math(I, OP_POS, t, out, err);
    }
    for (size_t i = 0; i < SL_ARRAY_LEN(UNARY); i++) {
        if (strcmp(name, UNARY[i].name)) continue;
        int64_t decimals = 0;
        if (UNARY[i].kind == U_ROUND) {
            static const char *const PN[] = {"decimals"};
            lang_value *p[1];
            int rc = lang_bind(a, name, PN, 1, 0, p, err);
            if (rc) return rc;
            if (p[0] && (rc = lang_to_int(p[0], &decimals, "decimals", err))) return rc;
        } else if (a->npos || a->nkw) {
            return lang_unsupported(err, "%s() with arguments", name);
        }
        return unary(I, t, UNARY[i].kind, decimals, name, out, err);
    }
    return LANG_NOT_MINE;
}
