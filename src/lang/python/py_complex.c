/*
 * py_complex.c — Python's complex numbers: imaginary literals (`1j`, `2.5J`, `1e3j`),
 * their arithmetic with ints, bools, floats and one another as CPython 3.11 computes it
 * (Objects/complexobject.c: an int or float operand first becomes complex(x, 0.0); `*` the
 * schoolbook product; `/` _Py_c_quot, Smith's method with its "complex division by zero";
 * abs() _Py_c_abs), `==` / `!=`, unary `-` / `+`, truth, `.real`, `.imag`, `.conjugate()`,
 * and repr / str as complex_repr writes them: the real part left out when it is +0
 * (`1j`, `-1j` is `(-0-1j)`), otherwise both in parentheses with the imaginary part signed,
 * each part the shortest repr of its float without a trailing ".0" (`(1+2j)`, `(nan+infj)`).
 * A complex value is a V_OBJECT of the type record below holding its two parts; the layers
 * read it through lang_complex_parts.  Refused: `**`, complex() of text, formatting with a
 * spec, hashing (dict keys, set members).
 */
#include "lang/python/py.h"

#include <math.h>
#include <string.h>

#include "lang/python/py_internal.h"

static int complex_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err);
static int complex_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                         sl_error *err);
static int complex_unary(lang_interp *I, lang_op op, lang_value *a, lang_value **out, sl_error *err);
static int complex_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err);
static int complex_to_bool(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
static int complex_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err);
static int complex_abs(lang_interp *I, lang_value *v, const lang_args *a, lang_value **out, sl_error *err);
/* isinstance(v, complex); type(v) is <class 'complex'> */
static int complex_isinstance(lang_interp *I, const lang_value *v, const lang_value *cls) {
    if (cls->kind == V_FUNC && !cls->u.func.self && !strcmp(cls->u.func.name, "complex")) return 1;
    return -1;
}
static const char *complex_path(lang_interp *I, const lang_value *v) { return "complex"; }

static const lang_type COMPLEX_TYPE = {
    .name = "complex",
    .flags = LANG_TYPE_NO_DICT_KEYS | LANG_TYPE_EMPTY_FORMAT_IS_STR,
    .repr = complex_repr,
    .getattr = complex_getattr,
    .binop = complex_binop,
    .binop_priority = -1,
    .unary = complex_unary,
    .equal = complex_equal,
    .to_bool = complex_to_bool,
    .abs = complex_abs,
    .isinstance = complex_isinstance,
    .type_path = complex_path,
};

lang_value *lv_complex(lang_interp *I, double re, double im) {
    double *p = lang_alloc_atomic(&I->A, 2 * sizeof *p);
    if (!p) return NULL;
    p[0] = re;
    p[1] = im;
    return lv_object(I, &COMPLEX_TYPE, p);
}

bool lang_complex_parts(const lang_value *v, double *re, double *im) {
    if (v->kind != V_OBJECT || v->u.object.type != &COMPLEX_TYPE) return false;
    const double *p = v->u.object.data;
    *re = p[0];
    *im = p[1];
    return true;
}

/* an operand as complex(x): a complex, an int or bool, a float; false for others */
static bool as_complex(const lang_value *v, double *re, double *im) {
    if (lang_complex_parts(v, re, im)) return true;
    *im = 0.0;
    switch (v->kind) {
    case V_INT: *re = (double)v->u.i; return true;
    case V_BOOL: *re = v->u.b; return true;
    case V_FLOAT: *re = v->u.f; return !v->f32;
    default: return false;
    }
}

/* one part as complex_repr formats it: repr's shortest digits, no ".0" ('r', no ADD_DOT_0) */
static void part_text(double x, bool sign, char *buf, size_t cap) {
    char t[64];
    lang_float_repr(x, t, sizeof t);
    size_t l = strlen(t);
    if (l > 2 && !strcmp(t + l - 2, ".0")) t[l - 2] = '\0';
    snprintf(buf, cap, "%s%s", sign && t[0] != '-' ? "+" : "", t);
}

static int complex_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    double re = 0, im = 0;
    lang_complex_parts(v, &re, &im);
    char a[80], b[80];
    if (re == 0.0 && !signbit(re)) {
        part_text(im, false, b, sizeof b);
        sl_sb_printf(sb, "%sj", b);
    } else {
        part_text(re, false, a, sizeof a);
        part_text(im, true, b, sizeof b);
        sl_sb_printf(sb, "(%s%sj)", a, b);
    }
    return SL_OK;
}

static int complex_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                         sl_error *err) {
    double ar, ai, br, bi, rr, ri;
    if (a->kind == V_BIGINT || b->kind == V_BIGINT) return lang_unsupported(err, "complex arithmetic with an int past 64 bits");
    if (op == OP_MUL && (py_is_seq(a) || a->kind == V_STR || py_is_seq(b) || b->kind == V_STR))
        return lang_py_error(err, "TypeError", "can't multiply sequence by non-int of type 'complex'");
    if (!as_complex(a, &ar, &ai) || !as_complex(b, &br, &bi) ||
        (op != OP_ADD && op != OP_SUB && op != OP_MUL && op != OP_DIV && op != OP_POW))
        return lang_py_error(err, "TypeError", "unsupported operand type(s) for %s: '%s' and '%s'", lang_op_symbol(op),
                             lv_type_name(a), lv_type_name(b));
    switch (op) {
    case OP_ADD: rr = ar + br; ri = ai + bi; break;
    case OP_SUB: rr = ar - br; ri = ai - bi; break;
    case OP_MUL: rr = ar * br - ai * bi; ri = ar * bi + ai * br; break;
    case OP_DIV: { /* _Py_c_quot */
        double abr = br < 0 ? -br : br, abi = bi < 0 ? -bi : bi;
        if (abr >= abi) {
            if (abr == 0.0) return lang_py_error(err, "ZeroDivisionError", "complex division by zero");
            double ratio = bi / br, denom = br + bi * ratio;
            rr = (ar + ai * ratio) / denom;
            ri = (ai - ar * ratio) / denom;
        } else if (abi >= abr) {
            double ratio = br / bi, denom = br * ratio + bi;
            rr = (ar * ratio + ai) / denom;
            ri = (ai * ratio - ar) / denom;
        } else {
            rr = ri = NAN;
        }
        break;
    }
    default: return lang_unsupported(err, "powers of complex numbers");
    }
    CHECK_ALLOC(*out = lv_complex(I, rr, ri));
    return SL_OK;
}

static int complex_unary(lang_interp *I, lang_op op, lang_value *a, lang_value **out, sl_error *err) {
    double re = 0, im = 0;
    lang_complex_parts(a, &re, &im);
    if (op == OP_NEG) CHECK_ALLOC(*out = lv_complex(I, -re, -im));
    else if (op == OP_POS) CHECK_ALLOC(*out = lv_complex(I, re, im));
    else return lang_py_error(err, "TypeError", "bad operand type for unary ~: 'complex'");
    return SL_OK;
}

/* complex_richcompare's ==: with an int or float the imaginary part must be 0 */
static int complex_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    double ar, ai, br, bi;
    if (a->kind == V_BIGINT || b->kind == V_BIGINT) return lang_unsupported(err, "comparing a complex with an int past 64 bits");
    if (!as_complex(a, &ar, &ai) || !as_complex(b, &br, &bi)) return LANG_NOT_MINE;
    *res = ar == br && ai == bi;
    return SL_OK;
}

static int complex_to_bool(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    double re = 0, im = 0;
    lang_complex_parts(v, &re, &im);
    CHECK_ALLOC(*out = lv_bool(I, re != 0.0 || im != 0.0));
    return SL_OK;
}

/* _Py_c_abs */
static int complex_abs(lang_interp *I, lang_value *v, const lang_args *a, lang_value **out, sl_error *err) {
    double re = 0, im = 0, r;
    lang_complex_parts(v, &re, &im);
    if (!isfinite(re) || !isfinite(im)) {
        r = isinf(re) ? fabs(re) : isinf(im) ? fabs(im) : NAN;
    } else {
        r = hypot(re, im);
        if (!isfinite(r)) return lang_py_error(err, "OverflowError", "absolute value too large");
    }
    CHECK_ALLOC(*out = lv_float(I, r));
    return SL_OK;
}

static int complex_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err) {
    double re = 0, im = 0;
    lang_complex_parts(obj, &re, &im);
    if (!strcmp(name, "real") || !strcmp(name, "imag")) {
        CHECK_ALLOC(*out = lv_float(I, name[0] == 'r' ? re : im));
        return SL_OK;
    }
    if (!strcmp(name, "conjugate")) return lang_unsupported(err, "complex.conjugate()");
    return lang_unsupported(err, "complex.%s", name);
}
