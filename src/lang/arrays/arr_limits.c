/*
 * arr_limits.c — np.iinfo / np.finfo (numpy 1.24, core/getlimits.py) and torch.iinfo /
 * torch.finfo (torch 1.13): the machine limits of a dtype, their attributes and how
 * they print.
 *
 * The objects are V_OBJECTs of four types (numpy.iinfo, numpy.finfo, torch.iinfo,
 * torch.finfo) holding a tuple (the dtype, the dtype argument as given); every attribute
 * is computed from the dtype's format.
 *   - numpy: min / max / bits are Python ints, kind a str, dtype a dtype.  finfo's eps,
 *     epsneg, max, min, tiny, smallest_normal, smallest_subnormal and resolution are
 *     numpy scalars of the type; bits, precision, machep, negep, minexp, maxexp, nmant,
 *     nexp are ints.  str() is numpy's "Machine parameters" block (finfo's numbers with
 *     '%.{5,7,16}e' for float16/32/64), repr() "iinfo(min=..., max=..., dtype=...)" /
 *     "finfo(resolution=..., min=-..., max=..., dtype=...)".
 *   - torch: attributes are Python numbers and dtype a str; repr and str are the C++
 *     printer's, every number with %g (6 significant digits).
 * Errors are the libraries' (numpy's ValueError naming the type's kind character or
 * class; torch's TypeError for the wrong kind and for bool).
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray.h"

#include <math.h>

typedef struct fmt_info {
    sl_dtype dt;
    int bits, nmant, nexp, minexp, maxexp, precision;
    double max, resolution; /* resolution: 10^-precision rounded to the type */
} fmt_info;

static const fmt_info FLOATS[] = {
    {SL_FLOAT16, 16, 10, 5, -14, 16, 3, 65504.0, 0.0010004043579101562},
    {SL_BFLOAT16, 16, 7, 8, -126, 128, 2, 3.3895313892515355e+38, 0.01},
    {SL_FLOAT32, 32, 23, 8, -126, 128, 6, 3.4028234663852886e+38, 9.999999974752427e-07},
    {SL_FLOAT64, 64, 52, 11, -1022, 1024, 15, 1.7976931348623157e+308, 1e-15},
};

static const fmt_info *float_info(sl_dtype dt) {
    for (size_t k = 0; k < SL_ARRAY_LEN(FLOATS); k++)
        if (FLOATS[k].dt == dt) return &FLOATS[k];
    return NULL;
}

bool lang_int_limits(sl_dtype dt, lang_i128 *lo, lang_i128 *hi, int *bits) {
    switch (dt) {
    case SL_INT8: *lo = INT8_MIN, *hi = INT8_MAX, *bits = 8; return true;
    case SL_INT16: *lo = INT16_MIN, *hi = INT16_MAX, *bits = 16; return true;
    case SL_INT32: *lo = INT32_MIN, *hi = INT32_MAX, *bits = 32; return true;
    case SL_INT64: *lo = INT64_MIN, *hi = INT64_MAX, *bits = 64; return true;
    case SL_UINT8: *lo = 0, *hi = UINT8_MAX, *bits = 8; return true;
    case SL_UINT16: *lo = 0, *hi = UINT16_MAX, *bits = 16; return true;
    case SL_UINT32: *lo = 0, *hi = UINT32_MAX, *bits = 32; return true;
    case SL_UINT64: *lo = 0, *hi = (lang_i128)UINT64_MAX, *bits = 64; return true;
    default: return false;
    }
}

/* the four types, in the order of LIMITS_PATHS (defined at the end) */
static const lang_type LIMITS_TYPES[4];
static const char *const LIMITS_PATHS[4] = {"numpy.iinfo", "numpy.finfo", "torch.iinfo", "torch.finfo"};
static int limits_kind(const lang_value *v) { return (int)(v->u.object.type - LIMITS_TYPES); }
static lang_value *payload(const lang_value *v) { return v->u.object.data; }
static sl_dtype dtype_of(const lang_value *v) { return (sl_dtype)payload(v)->u.seq.v[0]->u.i; }
static bool is_numpy(const lang_value *v) { return limits_kind(v) < 2; }
static bool is_iinfo(const lang_value *v) { return limits_kind(v) % 2 == 0; }


/* a numpy scalar of dtype dt holding x */
static int np_float(lang_interp *I, sl_dtype dt, double x, lang_value **out, sl_error *err) {
    lang_value *f = lv_float(I, x);
    CHECK_ALLOC(f);
    lang_args a = {&f, 1, NULL, NULL, 0};
    return lang_np_scalar_new(I, dt, &a, out, err);
}

int lang_limits_getattr(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    sl_dtype dt = dtype_of(v);
    bool np = is_numpy(v);
    const char *cls = is_iinfo(v) ? "iinfo" : "finfo";
    if (!strcmp(name, "dtype")) {
        if (np) return lang_np_func(I, "dtype", &(lang_args){&payload(v)->u.seq.v[1], 1, NULL, NULL, 0}, out, err);
        CHECK_ALLOC(*out = lv_strz(I, sl_dtype_torch_name(dt) + 6)); /* "torch.int8" -> "int8" */
        return SL_OK;
    }
    if (is_iinfo(v)) {
        lang_i128 lo, hi;
        int bits;
        lang_int_limits(dt, &lo, &hi, &bits);
        if (!strcmp(name, "max") && hi > INT64_MAX) return lang_unsupported(err, "iinfo(uint64).max (beyond int64)");
        if (!strcmp(name, "min")) *out = lv_int(I, (int64_t)lo);
        else if (!strcmp(name, "max")) *out = lv_int(I, (int64_t)hi);
        else if (!strcmp(name, "bits")) *out = lv_int(I, bits);
        else if (np && !strcmp(name, "kind")) *out = lv_strz(I, lo < 0 ? "i" : "u");
        else return lang_py_error(err, "AttributeError", "'%s%s' object has no attribute '%s'", np ? "" : "torch.", cls, name);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    const fmt_info *f = float_info(dt);
    double eps = ldexp(1.0, -f->nmant), tiny = ldexp(1.0, f->minexp);
    struct { const char *n; double x; } F[] = {
        {"eps", eps}, {"epsneg", eps / 2}, {"max", f->max}, {"min", -f->max}, {"tiny", tiny},
        {"smallest_normal", tiny}, {"smallest_subnormal", ldexp(1.0, f->minexp - f->nmant)},
        {"resolution", f->resolution}};
    for (size_t k = 0; k < SL_ARRAY_LEN(F); k++) {
        if (strcmp(name, F[k].n)) continue;
        if (!np && (!strcmp(name, "epsneg") || !strcmp(name, "smallest_subnormal"))) break;
        if (np) return np_float(I, dt, F[k].x, out, err);
        /* torch: Python floats; resolution is the double 10^-precision */
        CHECK_ALLOC(*out = lv_float(I, !strcmp(name, "resolution") ? pow(10.0, -f->precision) : F[k].x));
        return SL_OK;
    }
    struct { const char *n; int x; } N[] = {{"bits", f->bits},     {"precision", f->precision}, {"machep", -f->nmant},
                                            {"negep", -f->nmant - 1}, {"minexp", f->minexp},   {"maxexp", f->maxexp},
                                            {"nmant", f->nmant},   {"nexp", f->nexp},         {"iexp", f->nexp}};
    for (size_t k = 0; k < SL_ARRAY_LEN(N); k++)
        if (!strcmp(name, N[k].n) && (np || !strcmp(name, "bits"))) {
            CHECK_ALLOC(*out = lv_int(I, N[k].x));
            return SL_OK;
        }
    return lang_py_error(err, "AttributeError", "'%s%s' object has no attribute '%s'", np ? "" : "torch.", cls, name);
}

/* numpy's str() of a float numpy scalar: its repr (shortest digits in its precision) */
static int np_scalar_str(lang_interp *I, sl_dtype dt, double x, sl_strbuf *sb, sl_error *err) {
    lang_value *s;
    int rc = np_float(I, dt, x, &s, err);
    if (rc) return rc;
    return lv_str_of(I, s, sb, err);
}

int lang_limits_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    sl_dtype dt = dtype_of(v);
    const char *name = is_numpy(v) ? sl_dtype_numpy_name(dt) : sl_dtype_torch_name(dt) + 6;
    static const char DASH[] = "---------------------------------------------------------------\n";
    if (is_iinfo(v)) {
        lang_i128 lo, hi;
        int bits;
        lang_int_limits(dt, &lo, &hi, &bits);
        char los[48], his[48];
        /* |values| < 2^64 */
        snprintf(los, sizeof los, "%s%llu", lo < 0 ? "-" : "", (unsigned long long)(lo < 0 ? -(lo + 1) + 1 : lo));
        snprintf(his, sizeof his, "%llu", (unsigned long long)hi);
        if (!is_numpy(v)) sl_sb_printf(sb, "iinfo(min=%g, max=%g, dtype=%s)", (double)lo, (double)hi, name);
        else if (as_str) sl_sb_printf(sb, "Machine parameters for %s\n%smin = %s\nmax = %s\n%s", name, DASH, los, his, DASH);
        else sl_sb_printf(sb, "iinfo(min=%s, max=%s, dtype=%s)", los, his, name);
        return SL_OK;
    }
    const fmt_info *f = float_info(dt);
    double eps = ldexp(1.0, -f->nmant), tiny = ldexp(1.0, f->minexp);
    if (!is_numpy(v)) {
        sl_sb_printf(sb, "finfo(resolution=%g, min=%g, max=%g, eps=%g, smallest_normal=%g, tiny=%g, dtype=%s)",
                     pow(10.0, -f->precision), -f->max, f->max, eps, tiny, tiny, name);
        return SL_OK;
    }
    int digits = dt == SL_FLOAT16 ? 5 : dt == SL_FLOAT32 ? 7 : 16; /* numpy's '%12.5e', '%15.7e', '%24.16e' */
    if (!as_str) {
        sl_sb_printf(sb, "finfo(resolution=");
        int rc = np_scalar_str(I, dt, f->resolution, sb, err);
        if (rc) return rc;
        sl_sb_printf(sb, ", min=-%.*e, max=%.*e, dtype=%s)", digits, f->max, digits, f->max, name);
        return SL_OK;
    }
    sl_sb_printf(sb, "Machine parameters for %s\n%s", name, DASH);
    sl_sb_printf(sb, "precision = %3d   resolution = %.*e\n", f->precision, digits, f->resolution);
    sl_sb_printf(sb, "machep = %6d   eps =        %.*e\n", -f->nmant, digits, eps);
    sl_sb_printf(sb, "negep =  %6d   epsneg =     %.*e\n", -f->nmant - 1, digits, eps / 2);
    sl_sb_printf(sb, "minexp = %6d   tiny =       %.*e\n", f->minexp, digits, tiny);
    sl_sb_printf(sb, "maxexp = %6d   max =        %.*e\n", f->maxexp, digits, f->max);
    sl_sb_printf(sb, "nexp =   %6d   min =        -max\n", f->nexp);
    sl_sb_printf(sb, "smallest_normal = %.*e   smallest_subnormal = %.*e\n%s", digits, tiny, digits,
                 ldexp(1.0, f->minexp - f->nmant), DASH);
    return SL_OK;
}

/* numpy's kind character of a dtype (ValueError "Invalid integer data type 'f'.") */
static char kind_char(sl_dtype dt) {
    if (dt == SL_BOOL) return 'b';
    if (sl_dtype_is_complex(dt)) return 'c';
    if (sl_dtype_is_floating(dt)) return 'f';
    return sl_dtype_is_integral(dt, false) ? 'i' : 'V';
}

int lang_limits_func(lang_interp *I, bool numpy, const char *name, const lang_args *a, lang_value **out,
                     sl_error *err) {
    bool iinfo = !strcmp(name, "iinfo");
    if (!iinfo && strcmp(name, "finfo")) return LANG_NOT_MINE;
    if (a->npos != 1 || a->nkw) return lang_unsupported(err, "%s.%s() arguments", numpy ? "numpy" : "torch", name);
    sl_dtype dt;
    lang_value *dv = NULL;
    if (numpy) {
        int rc = lang_np_func(I, "dtype", a, &dv, err); /* np.dtype(x): names, types, dtypes */
        if (rc) return rc;
        dt = lang_dtype_of(dv);
        if (iinfo && !lang_int_limits(dt, &(lang_i128){0}, &(lang_i128){0}, &(int){0}))
            return lang_py_error(err, "ValueError", "Invalid integer data type '%c'.", kind_char(dt));
        if (!iinfo && (!float_info(dt) || dt == SL_BFLOAT16)) {
            if (sl_dtype_is_complex(dt)) return lang_unsupported(err, "numpy.finfo() of complex dtypes");
            return lang_py_error(err, "ValueError", "data type <class 'numpy.%s'> not inexact",
                                 lang_np_scalar_name(dt, lang_layers(I)->numpy2));
        }
    } else {
        if (a->pos[0]->kind != V_DTYPE || lang_np_dtype(a->pos[0]))
            return lang_unsupported(err, "torch.%s() of a %s", name, lv_type_name(a->pos[0]));
        dt = lang_dtype_of(a->pos[0]);
        if (dt == SL_BOOL) return lang_py_error(err, "TypeError", "torch.bool is not supported by torch.iinfo");
        bool is_int = sl_dtype_is_integral(dt, false) && (dt == SL_UINT8 || dt == SL_INT8 || dt == SL_INT16 ||
                                                           dt == SL_INT32 || dt == SL_INT64);
        if (iinfo && !is_int)
            return lang_py_error(err, "TypeError",
                                 "torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'");
        if (!iinfo && !float_info(dt))
            return lang_py_error(err, "TypeError",
                                 "torch.finfo() requires a floating point input type. Use torch.iinfo to handle 'torch.finfo'");
    }
    lang_value *t = lv_seq(I, V_TUPLE, 2);
    CHECK_ALLOC(t);
    CHECK_ALLOC(t->u.seq.v[0] = lv_int(I, dt));
    t->u.seq.v[1] = dv ? dv : a->pos[0];
    CHECK_ALLOC(*out = lv_object(I, &LIMITS_TYPES[(numpy ? 0 : 2) + (iinfo ? 0 : 1)], t));
    return SL_OK;
}

static int limits_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    return lang_limits_repr(I, v, as_str, sb, err);
}
static const char *limits_path(lang_interp *I, const lang_value *v) { return LIMITS_PATHS[limits_kind(v)]; }
/* numpy caches its finfo per dtype (one object, so equal), its iinfo not (identity); torch's
 * compare by dtype */
static int limits_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    if (b->kind != V_OBJECT || b->u.object.type != a->u.object.type) return LANG_NOT_MINE;
    if (limits_kind(a) == 0) return LANG_NOT_MINE;
    *res = dtype_of(a) == dtype_of(b);
    return SL_OK;
}
/* torch's are unhashable (they define __eq__ without __hash__) */
static const char *limits_unhashable(const lang_value *v) { return limits_kind(v) >= 2 ? LIMITS_PATHS[limits_kind(v)] : NULL; }
#define LIMITS_TYPE(cls) {.name = cls, .repr = limits_repr, .getattr = lang_limits_getattr, .type_path = limits_path, \
                          .format_name = limits_path, .equal = limits_equal, .unhashable = limits_unhashable}
/* the name messages print: numpy's Python classes by their name, torch's C types by their path */
static const lang_type LIMITS_TYPES[4] = {LIMITS_TYPE("iinfo"), LIMITS_TYPE("finfo"), LIMITS_TYPE("torch.iinfo"),
                                          LIMITS_TYPE("torch.finfo")};
