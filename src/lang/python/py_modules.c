/*
 * py_modules.c — the standard-library modules stride snippets import: math, itertools,
 * functools and operator.
 *
 * People checking a layout by hand enumerate every index tuple (itertools.product over
 * the shape), multiply sizes (math.prod), take gcds of strides, and fold with
 * functools.reduce(operator.mul, ...).  Each function here follows CPython 3.11 (Debian
 * 12's interpreter, the references' own): results, the types of results
 * (math.floor gives an int, math.sqrt a float), and the exceptions with their messages.
 * Floating-point results come from the C library's functions CPython itself calls, so
 * they are bit-identical on the same machine.
 *
 * itertools objects are one-pass iterators (a V_LIST with pytype "itertools.product",
 * ...), built eagerly at the call: Python builds product/permutations/combinations from
 * tuples of their inputs at the call too; the lazy ones (chain, islice, ...) differ only
 * in when an input iterator is consumed.  Infinite iterators (count, cycle, repeat
 * without times) are refused.
 */
#include "lang/python/py.h"

#include <math.h>
#include <string.h>

#include "lang/python/py_internal.h"

/* ------------------------------------------------------------ helpers -- */

static bool is_num(const lang_value *v) {
    return v->kind == V_INT || v->kind == V_BOOL || v->kind == V_FLOAT;
}

/* A real number argument: a layer's scalar becomes the Python number it holds; a str,
 * list, ... is CPython's "must be real number, not X"; a layer's other values are refused. */
static int real_arg(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    v = lang_as_number(I, v, err);
    if (!v) return err->code;
    if (lang_type_converts(I, v, LANG_TO_FLOAT) || v->kind == V_BIGINT)
        return lang_unsupported(err, "a %s as a math function argument", lv_type_name(v));
    if (!is_num(v))
        return lang_py_error(err, "TypeError", "must be real number, not %s", lv_type_name(v));
    *out = v;
    return SL_OK;
}

static int float_arg(lang_interp *I, lang_value *v, double *out, sl_error *err) {
    int rc = real_arg(I, v, &v, err);
    if (rc) return rc;
    return lang_to_float(v, out, err);
}

/* An integer argument (operator.index): bools and ints; a layer's integer scalars. */
static int int_arg(lang_interp *I, lang_value *v, int64_t *out, sl_error *err) {
    lang_value *p = lang_as_number(I, v, err);
    if (!p) return err->code;
    if (p->kind == V_INT || p->kind == V_BOOL) v = p;
    if (v->kind == V_INT || v->kind == V_BOOL) return lang_to_int(v, out, NULL, err);
    if (lang_type_converts(I, v, LANG_TO_INT) || v->kind == V_BIGINT)
        return lang_unsupported(err, "a %s as a math function argument", lv_type_name(v));
    return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer",
                         lv_type_name(v));
}

static int ret_float(lang_interp *I, double x, lang_value **out, sl_error *err) {
    *out = lv_float(I, x);
    CHECK_ALLOC(*out);
    return SL_OK;
}

static int ret_int(lang_interp *I, int64_t x, lang_value **out, sl_error *err) {
    *out = lv_int(I, x);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* The positional count check of a C function: METH_O functions (one argument; fname is
 * then the qualified "math.sqrt") word it differently from the others. */
int py_nargs(const lang_args *a, const char *fname, int32_t lo, int32_t hi, sl_error *err) {
    if (a->nkw) return lang_py_error(err, "TypeError", "%s() takes no keyword arguments", fname);
    if (a->npos >= lo && a->npos <= hi) return SL_OK;
    if (strchr(fname, '.'))
        return lang_py_error(err, "TypeError", "%s() takes exactly one argument (%d given)", fname,
                             (int)a->npos);
    if (lo == hi)
        return lang_py_error(err, "TypeError", "%s expected %d argument%s, got %d", fname, (int)lo,
                             lo == 1 ? "" : "s", (int)a->npos);
    if (a->npos < lo)
        return lang_py_error(err, "TypeError", "%s expected at least %d argument%s, got %d", fname,
                             (int)lo, lo == 1 ? "" : "s", (int)a->npos);
    return lang_py_error(err, "TypeError", "%s expected at most %d argument%s, got %d", fname,
                         (int)hi, hi == 1 ? "" : "s", (int)a->npos);
}

static int domain_error(sl_error *err) {
    return lang_py_error(err, "ValueError", "math domain error");
}

/* float -> int as math.floor / ceil / trunc return it */
static int float_to_int(lang_interp *I, double x, lang_value **out, sl_error *err) {
    if (isnan(x)) return lang_py_error(err, "ValueError", "cannot convert float NaN to integer");
    if (isinf(x)) return lang_py_error(err, "OverflowError", "cannot convert float infinity to integer");
    if (x >= -9223372036854775808.0 && x < 9223372036854775808.0) return ret_int(I, (int64_t)x, out, err);
    return py_float_to_int(I, x, out, err);
}

static int64_t gcd64(int64_t a, int64_t b) { /* of magnitudes; INT64_MIN handled by caller */
    a = a < 0 ? -a : a, b = b < 0 ? -b : b;
    while (b) {
        int64_t t = a % b;
        a = b, b = t;
    }
    return a;
}

static int int_overflow(sl_error *err) {
    return lang_unsupported(err, "an integer result beyond 64 bits");
}

/* ---------------------------------------------------------------- math -- */

typedef double (*unary_fn)(double);

static int math_call(lang_interp *I, const char *f, const lang_args *a, lang_value **out,
                     sl_error *err) {
    int rc;
    char fname[48]; /* the METH_O functions' name in their messages */
    snprintf(fname, sizeof fname, "math.%s", f);
    static const struct { const char *name; unary_fn fn; int kind; } UNARY[] = {
        /* kind 0: domain-checked below; 1: no errors */
        {"sqrt", sqrt, 0}, {"exp", exp, 0}, {"log2", log2, 0}, {"log10", log10, 0},
        {"sin", sin, 0}, {"cos", cos, 0}, {"tan", tan, 0}, {"atan", atan, 1},
        {"fabs", fabs, 1}, {"expm1", expm1, 0}, {"log1p", log1p, 0}};
    for (size_t k = 0; k < SL_ARRAY_LEN(UNARY); k++) {
        if (strcmp(f, UNARY[k].name)) continue;
        if ((rc = py_nargs(a, fname, 1, 1, err))) return rc;
        double x, y;
        if ((rc = float_arg(I, a->pos[0], &x, err))) return rc;
        y = UNARY[k].fn(x);
        /* CPython's math_1: a nan from a non-nan is a domain error, an inf from a finite
         * argument an overflow (exp, expm1) or a domain error (log2(0), log10(0), ...) */
        if (isnan(y) && !isnan(x)) return domain_error(err);
        if (isinf(y) && isfinite(x)) {
            if (!strcmp(f, "exp") || !strcmp(f, "expm1"))
                return lang_py_error(err, "OverflowError", "math range error");
            return domain_error(err);
        }
        return ret_float(I, y, out, err);
    }
    if (!strcmp(f, "log")) {
        if (a->nkw) return lang_py_error(err, "TypeError", "math.log() takes no keyword arguments");
        if (a->npos < 1 || a->npos > 2)
            return lang_py_error(err, "TypeError", "math.log requires 1 to 2 arguments");
        double x, b = 0, lx, lb = 1;
        if ((rc = float_arg(I, a->pos[0], &x, err))) return rc;
        if (a->npos == 2 && (rc = float_arg(I, a->pos[1], &b, err))) return rc;
        if (x <= 0 || (a->npos == 2 && b <= 0)) return domain_error(err);
        lx = log(x);
        if (a->npos == 2) {
            lb = log(b);
            if (lb == 0) return lang_py_error(err, "ZeroDivisionError", "float division by zero");
        }
        return ret_float(I, a->npos == 2 ? lx / lb : lx, out, err);
    }
    if (!strcmp(f, "pow") || !strcmp(f, "copysign") || !strcmp(f, "atan2") ||
        !strcmp(f, "hypot") || !strcmp(f, "fmod")) {
        if ((rc = py_nargs(a, f, 2, 2, err))) return rc;
        double x, y;
        if ((rc = float_arg(I, a->pos[0], &x, err)) || (rc = float_arg(I, a->pos[1], &y, err)))
            return rc;
        if (!strcmp(f, "copysign")) return ret_float(I, copysign(x, y), out, err);
        if (!strcmp(f, "atan2")) return ret_float(I, atan2(x, y), out, err);
        if (!strcmp(f, "hypot")) return ret_float(I, hypot(x, y), out, err);
        if (!strcmp(f, "fmod")) {
            if (isinf(x) || y == 0) {
                if (!isnan(y) && !isnan(x)) return domain_error(err);
            }
            return ret_float(I, fmod(x, y), out, err);
        }
        /* pow: CPython's special cases, then errno-style checks */
        if (x == 0 && y < 0 && isfinite(y)) return domain_error(err);
        if (x < 0 && isfinite(x) && isfinite(y) && y != floor(y)) return domain_error(err);
        double r = pow(x, y);
        if (isinf(r) && isfinite(x) && isfinite(y))
            return lang_py_error(err, "OverflowError", "math range error");
        return ret_float(I, r, out, err);
    }
    if (!strcmp(f, "floor") || !strcmp(f, "ceil") || !strcmp(f, "trunc")) {
        if ((rc = py_nargs(a, fname, 1, 1, err))) return rc;
        if (a->pos[0]->kind == V_BIGINT) {
            *out = a->pos[0];
            return SL_OK;
        }
        lang_value *v;
        if ((rc = real_arg(I, a->pos[0], &v, err))) return rc;
        if (v->kind != V_FLOAT) return ret_int(I, v->kind == V_BOOL ? v->u.b : v->u.i, out, err);
        double x = v->u.f;
        return float_to_int(I, f[0] == 'f' ? floor(x) : f[0] == 'c' ? ceil(x) : trunc(x), out, err);
    }
    if (!strcmp(f, "isnan") || !strcmp(f, "isinf") || !strcmp(f, "isfinite")) {
        if ((rc = py_nargs(a, fname, 1, 1, err))) return rc;
        double x;
        if ((rc = float_arg(I, a->pos[0], &x, err))) return rc;
        bool r = f[2] == 'n' ? isnan(x) : f[2] == 'i' && f[3] == 'n' ? isinf(x) : isfinite(x);
        *out = lv_bool(I, r);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(f, "isclose")) {
        static const char *const P[] = {"a", "b", "rel_tol", "abs_tol"};
        lang_value *v[4];
        if (a->npos > 2)
            return lang_py_error(err, "TypeError", "isclose() takes exactly 2 positional arguments (%d given)",
                                 (int)a->npos);
        if ((rc = lang_bind(a, "isclose", P, 4, 2, v, err))) return rc;
        double x, y, rt = 1e-9, at = 0.0;
        if ((rc = float_arg(I, v[0], &x, err)) || (rc = float_arg(I, v[1], &y, err))) return rc;
        if (v[2] && (rc = float_arg(I, v[2], &rt, err))) return rc;
        if (v[3] && (rc = float_arg(I, v[3], &at, err))) return rc;
        if (rt < 0.0 || at < 0.0)
            return lang_py_error(err, "ValueError", "tolerances must be non-negative");
        bool r;
        if (x == y) r = true;
        else if (isinf(x) || isinf(y)) r = false;
        else {
            double diff = fabs(y - x);
            r = ((diff <= fabs(rt * y)) || (diff <= fabs(rt * x))) || (diff <= at);
        }
        *out = lv_bool(I, r);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(f, "gcd") || !strcmp(f, "lcm")) {
        if (a->nkw) return lang_unsupported(err, "keyword arguments to %s()", f);
        bool any_big = false, all_int = true;
        for (int32_t i = 0; i < a->npos; i++) {
            any_big = any_big || a->pos[i]->kind == V_BIGINT || (a->pos[i]->kind == V_INT && a->pos[i]->u.i == INT64_MIN);
            all_int = all_int && py_is_intval(a->pos[i]);
        }
        if (any_big && all_int && f[0] == 'g') { /* Euclid's algorithm on ints of any size */
            lang_value *g = lv_int(I, 0);
            CHECK_ALLOC(g);
            for (int32_t i = 0; i < a->npos; i++) {
                lang_value *x = a->pos[i], *t;
                if ((rc = py_big_unary(I, 'a', x, &x, err))) return rc;
                while (!(x->kind == V_INT && x->u.i == 0)) {
                    if ((rc = lang_binop(I, OP_MOD, g, x, &t, err))) return rc;
                    g = x;
                    x = t;
                }
            }
            *out = g;
            return SL_OK;
        }
        int64_t acc = f[0] == 'g' ? 0 : 1;
        for (int32_t i = 0; i < a->npos; i++) {
            int64_t x;
            if ((rc = int_arg(I, a->pos[i], &x, err))) return rc;
            if (x == INT64_MIN || acc == INT64_MIN) return int_overflow(err);
            if (f[0] == 'g') {
                acc = gcd64(acc, x);
            } else {
                if (acc == 0 || x == 0) {
                    acc = 0;
                    continue;
                }
                int64_t g = gcd64(acc, x), r;
                if (sl_ovf_mul(acc / g, x < 0 ? -x : x, &r)) return int_overflow(err);
                acc = r < 0 ? -r : r;
            }
        }
        return ret_int(I, acc, out, err);
    }
    if (!strcmp(f, "isqrt")) {
        if ((rc = py_nargs(a, fname, 1, 1, err))) return rc;
        if (a->pos[0]->kind == V_BIGINT) { /* Newton's iteration from above */
            lang_value *n = a->pos[0], *x, *y, *t, *two = lv_int(I, 2), *one = lv_int(I, 1);
            CHECK_ALLOC(two);
            CHECK_ALLOC(one);
            if (n->u.big.neg) return lang_py_error(err, "ValueError", "isqrt() argument must be nonnegative");
            lang_value *sh = lv_int(I, (int64_t)n->u.big.n * 16 + 1);
            CHECK_ALLOC(sh);
            if ((rc = lang_binop(I, OP_LSHIFT, one, sh, &x, err))) return rc; /* > sqrt(n) */
            for (;;) {
                if ((rc = lang_binop(I, OP_FLOORDIV, n, x, &t, err)) || (rc = lang_binop(I, OP_ADD, x, t, &t, err)) ||
                    (rc = lang_binop(I, OP_FLOORDIV, t, two, &y, err)))
                    return rc;
                if (py_big_cmp(y, x) >= 0) break;
                x = y;
            }
            *out = x;
            return SL_OK;
        }
        int64_t n;
        if ((rc = int_arg(I, a->pos[0], &n, err))) return rc;
        if (n < 0) return lang_py_error(err, "ValueError", "isqrt() argument must be nonnegative");
        uint64_t r = (uint64_t)sqrt((double)n);
        while (r * r > (uint64_t)n) r--;
        while ((r + 1) * (r + 1) <= (uint64_t)n) r++;
        return ret_int(I, (int64_t)r, out, err);
    }
    if (!strcmp(f, "factorial")) {
        if ((rc = py_nargs(a, fname, 1, 1, err))) return rc;
        int64_t n, r = 1;
        if ((rc = int_arg(I, a->pos[0], &n, err))) return rc;
        if (n < 0) return lang_py_error(err, "ValueError", "factorial() not defined for negative values");
        lang_value *acc = NULL;
        for (int64_t k = 2; k <= n; k++) {
            if (acc) {
                lang_value *kv = lv_int(I, k);
                CHECK_ALLOC(kv);
                if ((rc = lang_binop(I, OP_MUL, acc, kv, &acc, err))) return rc;
            } else if (sl_ovf_mul(r, k, &(int64_t){0})) { /* past int64: on with ints of any size */
                lang_value *rv = lv_int(I, r), *kv = lv_int(I, k);
                CHECK_ALLOC(rv);
                CHECK_ALLOC(kv);
                if ((rc = lang_binop(I, OP_MUL, rv, kv, &acc, err))) return rc;
            } else {
                r *= k;
            }
        }
        if (acc) {
            *out = acc;
            return SL_OK;
        }
        return ret_int(I, r, out, err);
    }
    if (!strcmp(f, "comb") || !strcmp(f, "perm")) {
        bool comb = f[0] == 'c';
        if ((rc = py_nargs(a, f, comb ? 2 : 1, 2, err))) return rc;
        int64_t n, k;
        if ((rc = int_arg(I, a->pos[0], &n, err))) return rc;
        if (a->npos == 1) k = n;
        else if ((rc = int_arg(I, a->pos[1], &k, err))) return rc;
        if (n < 0) return lang_py_error(err, "ValueError", "n must be a non-negative integer");
        if (k < 0) return lang_py_error(err, "ValueError", "k must be a non-negative integer");
        if (k > n) return ret_int(I, 0, out, err);
        if (comb && k > n - k) k = n - k;
        /* exact in 128 bits while the running value stays below 2^63 */
        /* r = r * (n - i) // (i + 1) (comb: exact at each step) on ints of any size */
        lang_value *r = lv_int(I, 1);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < k; i++) {
            lang_value *m = lv_int(I, n - i), *d = lv_int(I, i + 1);
            CHECK_ALLOC(m);
            CHECK_ALLOC(d);
            if ((rc = lang_binop(I, OP_MUL, r, m, &r, err))) return rc;
            if (comb && (rc = lang_binop(I, OP_FLOORDIV, r, d, &r, err))) return rc;
        }
        *out = r;
        return SL_OK;
    }
    if (!strcmp(f, "prod")) {
        static const char *const P[] = {"iterable", "start"};
        lang_value *v[2];
        if (a->npos > 1)
            return lang_py_error(err, "TypeError", "prod() takes exactly 1 positional argument (%d given)",
                                 (int)a->npos);
        if ((rc = lang_bind(a, "prod", P, 2, 1, v, err))) return rc;
        lang_value *items, *acc = v[1] ? v[1] : lv_int(I, 1);
        CHECK_ALLOC(acc);
        if ((rc = lang_iterate(I, v[0], &items, err))) return rc;
        for (int64_t i = 0; i < items->u.seq.n; i++)
            if ((rc = lang_binop(I, OP_MUL, acc, items->u.seq.v[i], &acc, err))) return rc;
        *out = acc;
        return SL_OK;
    }
    if (!strcmp(f, "fsum"))
        return lang_unsupported(err, "math.fsum()");
    return lang_py_error(err, "AttributeError", "module 'math' has no attribute '%s'", f);
}

/* ----------------------------------------------------------- itertools -- */

/* ------------------------------------------------- functools, operator -- */

static const struct { const char *name; lang_op op; } OPERATOR_BIN[] = {
    {"add", OP_ADD}, {"sub", OP_SUB}, {"mul", OP_MUL}, {"truediv", OP_DIV},
    {"floordiv", OP_FLOORDIV}, {"mod", OP_MOD}, {"pow", OP_POW}, {"matmul", OP_MATMUL},
    {"and_", OP_BITAND}, {"or_", OP_BITOR}, {"xor", OP_BITXOR}, {"lshift", OP_LSHIFT},
    {"rshift", OP_RSHIFT}};

static int operator_call(lang_interp *I, const char *f, const lang_args *a, lang_value **out,
                         sl_error *err) {
    for (size_t k = 0; k < SL_ARRAY_LEN(OPERATOR_BIN); k++)
        if (!strcmp(f, OPERATOR_BIN[k].name)) {
            if (a->nkw) return lang_py_error(err, "TypeError", "%s() takes no keyword arguments", f);
            if (a->npos != 2)
                return lang_py_error(err, "TypeError", "%s expected 2 arguments, got %d", f, (int)a->npos);
            return lang_binop(I, OPERATOR_BIN[k].op, a->pos[0], a->pos[1], out, err);
        }
    return lang_unsupported(err, "operator.%s", f);
}

static int functools_call(lang_interp *I, const char *f, const lang_args *a, lang_value **out,
                          sl_error *err) {
    if (strcmp(f, "reduce")) return lang_unsupported(err, "functools.%s", f);
    int rc;
    if (a->nkw) return lang_py_error(err, "TypeError", "reduce() takes no keyword arguments");
    if (a->npos < 2 || a->npos > 3)
        return lang_py_error(err, "TypeError", "reduce expected at %s arguments, got %d",
                             a->npos < 2 ? "least 2" : "most 3", (int)a->npos);
    lang_value *items, *acc = a->npos == 3 ? a->pos[2] : NULL;
    if ((rc = lang_iterate(I, a->pos[1], &items, err))) return rc;
    for (int64_t k = 0; k < items->u.seq.n; k++) {
        if (!acc) {
            acc = items->u.seq.v[k];
            continue;
        }
        lang_value *args[2] = {acc, items->u.seq.v[k]};
        lang_args ca = {.pos = args, .npos = 2};
        if ((rc = lang_call_func(I, a->pos[0], &ca, &acc, err))) return rc;
    }
    if (!acc)
        return lang_py_error(err, "TypeError", "reduce() of empty iterable with no initial value");
    *out = acc;
    return SL_OK;
}

/* ------------------------------------------------------------- entries -- */

/* the module function path.name as a value: a V_FUNC named by its dotted path */
int lang_module_func(lang_interp *I, const char *path, const char *name, lang_value **out,
                     sl_error *err) {
    char buf[160];
    snprintf(buf, sizeof buf, "%s.%s", path, name);
    lang_value *f = lv_new(I, V_FUNC);
    CHECK_ALLOC(f);
    f->u.func.name = lang_strndup(&I->A, buf, strlen(buf));
    CHECK_ALLOC(f->u.func.name);
    *out = f;
    return SL_OK;
}

const lang_module_def *lang_module_find(const lang_interp *I, const char *path) {
    if (!I->reg) return NULL;
    const char *dot = strchr(path, '.');
    size_t n = dot ? (size_t)(dot - path) : strlen(path);
    for (int32_t k = 0; k < I->reg->nmodules; k++) {
        const char *m = I->reg->modules[k]->name;
        if (strlen(m) == n && !memcmp(m, path, n)) return I->reg->modules[k];
    }
    return NULL;
}

const lang_module_def *lang_module_imports(const lang_interp *I, const char *path) {
    const lang_module_def *m = lang_module_find(I, path);
    for (int32_t k = 0; m && m->imports && m->imports[k]; k++)
        if (!strcmp(m->imports[k], path)) return m;
    return NULL;
}


bool lang_pymod_known(const char *mod) {
    return !strcmp(mod, "math") || !strcmp(mod, "itertools") || !strcmp(mod, "functools") ||
           !strcmp(mod, "operator") || !strcmp(mod, "sys") || !strcmp(mod, "copy");
}

static const char *const MATH_FUNCS[] = {
    "sqrt", "exp", "log", "log2", "log10", "sin", "cos", "tan", "atan", "atan2", "fabs",
    "expm1", "log1p", "pow", "copysign", "hypot", "fmod", "floor", "ceil", "trunc", "isnan",
    "isinf", "isfinite", "isclose", "gcd", "lcm", "isqrt", "factorial", "comb", "perm", "prod",
    "fsum", "asin", "acos", "sinh", "cosh", "tanh", "degrees", "radians", "modf", "frexp",
    "ldexp", "dist", "erf", "erfc", "gamma", "lgamma", "nextafter", "ulp", "remainder",
    "cbrt", "exp2", "asinh", "acosh", "atanh"};
static const char *const ITERTOOLS_FUNCS[] = {
    "product", "permutations", "combinations", "combinations_with_replacement", "chain",
    "zip_longest", "pairwise", "accumulate", "islice", "starmap", "compress", "repeat", "count",
    "cycle", "groupby", "tee", "takewhile", "dropwhile", "filterfalse"};

static bool in_list(const char *const *v, size_t n, const char *name) {
    for (size_t i = 0; i < n; i++)
        if (!strcmp(v[i], name)) return true;
    return false;
}

int lang_pymod_attr(lang_interp *I, const char *mod, const char *name, lang_value **out,
                    sl_error *err) {
    bool found = false;
    if (!strcmp(mod, "sys")) { /* sys.maxsize only (np.set_printoptions(threshold=sys.maxsize)) */
        if (strcmp(name, "maxsize")) return lang_unsupported(err, "sys.%s", name);
        CHECK_ALLOC(*out = lv_int(I, INT64_MAX));
        return SL_OK;
    }
    if (!strcmp(mod, "math")) {
        static const struct { const char *n; double v; } C[] = {
            {"pi", 3.141592653589793}, {"e", 2.718281828459045}, {"tau", 6.283185307179586},
            {"inf", INFINITY}, {"nan", NAN}};
        for (size_t i = 0; i < SL_ARRAY_LEN(C); i++)
            if (!strcmp(name, C[i].n)) return ret_float(I, C[i].v, out, err);
        found = in_list(MATH_FUNCS, SL_ARRAY_LEN(MATH_FUNCS), name);
    } else if (!strcmp(mod, "itertools")) {
        found = in_list(ITERTOOLS_FUNCS, SL_ARRAY_LEN(ITERTOOLS_FUNCS), name);
    } else if (!strcmp(mod, "copy")) {
        found = !strcmp(name, "copy") || !strcmp(name, "deepcopy");
        if (!found && (!strcmp(name, "Error") || !strcmp(name, "error") || !strcmp(name, "dispatch_table")))
            return lang_unsupported(err, "copy.%s", name);
    } else if (!strcmp(mod, "functools")) {
        found = !strcmp(name, "reduce") || !strcmp(name, "partial") || !strcmp(name, "lru_cache") ||
                !strcmp(name, "cache") || !strcmp(name, "wraps");
    } else if (!strcmp(mod, "operator")) {
        for (size_t k = 0; k < SL_ARRAY_LEN(OPERATOR_BIN) && !found; k++)
            found = !strcmp(name, OPERATOR_BIN[k].name);
        found = found || !strcmp(name, "itemgetter") || !strcmp(name, "attrgetter") ||
                !strcmp(name, "neg") || !strcmp(name, "index");
    }
    if (!found)
        return lang_py_error(err, "AttributeError", "module '%s' has no attribute '%s'", mod, name);
    return lang_module_func(I, mod, name, out, err);
}

int lang_pymod_call(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                    bool *handled, sl_error *err) {
    *handled = true;
    if (I->made_bigint && strchr(name, '.') && strncmp(name, "math.", 5) && strncmp(name, "operator.", 9) && strcmp(name, "functools.reduce"))
        for (int32_t k = 0; k < a->npos + a->nkw; k++)
            if ((k < a->npos ? a->pos[k] : a->kw[k - a->npos])->kind == V_BIGINT)
                return lang_unsupported(err, "an int beyond 64 bits as an argument of %s()", name);
    if (!strncmp(name, "math.", 5)) {
        const char *f = name + 5;
        static const char *const KNOWN[] = {
            "sqrt", "exp", "log", "log2", "log10", "sin", "cos", "tan", "atan", "atan2", "fabs",
            "expm1", "log1p", "pow", "copysign", "hypot", "fmod", "floor", "ceil", "trunc",
            "isnan", "isinf", "isfinite", "isclose", "gcd", "lcm", "isqrt", "factorial", "comb",
            "perm", "prod"};
        if (!in_list(KNOWN, SL_ARRAY_LEN(KNOWN), f)) return lang_unsupported(err, "math.%s()", f);
        return math_call(I, f, a, out, err);
    }
    if (!strncmp(name, "itertools.", 10)) return py_itertools_call(I, name + 10, a, out, err);
    if (!strncmp(name, "copy.", 5)) return py_copy_call(I, name + 5, a, out, err);
    if (!strncmp(name, "functools.", 10)) return functools_call(I, name + 10, a, out, err);
    if (!strncmp(name, "operator.", 9)) return operator_call(I, name + 9, a, out, err);
    *handled = false;
    return SL_OK;
}
