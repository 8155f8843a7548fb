/*
 * py_value.c — values of the snippet language and how Python prints them.
 *
 * Values are arena objects (lang/python/py.h) compared by address for `is`, exactly as Python
 * compares object identity; every constructor returns a fresh object except None, True
 * and False, which are shared per interpreter the way Python shares its singletons.
 *
 * Printing follows CPython: repr of a float is the shortest decimal string that reads
 * back to the same double (we search precisions 1..17 with the C library, which rounds
 * correctly, and then lay the digits out the way float_repr_style 'short' does: fixed
 * notation for decimal exponents -4..15, otherwise `1e-05` / `1e+16`), strings quote
 * with ' unless they contain ' and no ", tuples carry the one-element trailing comma.
 * Exceptions know the builtin class tree so `except LookupError` catches IndexError;
 * the layers add their own classes to it (lang_registry.exc_classes).
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>

#include "lang/python/py_internal.h"

lang_value *lv_new(lang_interp *I, lang_vkind k) {
    lang_value *v = lang_alloc(&I->A, sizeof *v);
    if (v) {
        v->kind = k;
        /* a layer's kind carries its type record, as a V_OBJECT does */
        if (k > V_OBJECT) v->u.object.type = I->reg ? I->reg->kind_types[k] : NULL;
        else if (k == V_LAYER_TUPLE) v->u.seq.type = I->reg ? I->reg->kind_types[k] : NULL;
    }
    return v;
}
lang_value *lv_int(lang_interp *I, int64_t x) {
    lang_value *v = lv_new(I, V_INT);
    if (v) v->u.i = x;
    return v;
}
lang_value *lv_float(lang_interp *I, double x) {
    lang_value *v = lv_new(I, V_FLOAT);
    if (v) v->u.f = x;
    return v;
}
lang_value *lv_bool(lang_interp *I, bool x) {
    static lang_value t = {.kind = V_BOOL, .u = {.b = true}};
    static lang_value f = {.kind = V_BOOL, .u = {.b = false}};
    (void)I;
    return x ? &t : &f; /* immutable singletons, like Python's */
}
lang_value *lv_none(lang_interp *I) {
    static lang_value none = {.kind = V_NONE};
    (void)I;
    return &none;
}
/* text up to this many bytes (and its NUL) sits in the value's own block, after the value:
 * one allocation of at most 256 bytes instead of two */
#define STR_INLINE_MAX (256 - (int64_t)sizeof(lang_value) - 1)
lang_value *lv_str(lang_interp *I, const char *s, int64_t n) {
    if (n >= 0 && n <= STR_INLINE_MAX) {
        lang_value *v = lang_alloc(&I->A, sizeof *v + (size_t)n + 1);
        if (!v) return NULL;
        char *c = (char *)(v + 1);
        if (n) memcpy(c, s, (size_t)n);
        c[n] = '\0';
        v->kind = V_STR;
        v->u.str.s = c;
        v->u.str.len = n;
        return v;
    }
    lang_value *v = lv_new(I, V_STR);
    if (!v) return NULL;
    char *c = lang_strndup(&I->A, s, (size_t)n);
    if (!c) return NULL;
    v->u.str.s = c;
    v->u.str.len = n;
    return v;
}
lang_value *py_str_new(lang_interp *I, int64_t n, char **text) {
    lang_value *v;
    char *c;
    if (n >= 0 && n <= STR_INLINE_MAX) {
        if (!(v = lang_alloc(&I->A, sizeof *v + (size_t)n + 1))) return NULL;
        c = (char *)(v + 1);
    } else {
        if (!(v = lv_new(I, V_STR)) || !(c = lang_alloc_atomic(&I->A, (size_t)n + 1))) return NULL;
    }
    c[n] = '\0';
    v->kind = V_STR;
    v->u.str.s = c;
    v->u.str.len = n;
    *text = c;
    return v;
}

lang_value *lv_strz(lang_interp *I, const char *s) { return lv_str(I, s, (int64_t)strlen(s)); }
int lang_method_find(const lang_method_table *t, const char *name) {
    int32_t lo = 0, hi = t->n;
    while (lo < hi) {
        int32_t mid = lo + (hi - lo) / 2;
        int c = strcmp(t->names[mid], name);
        if (!c) return mid;
        if (c < 0) lo = mid + 1;
        else hi = mid;
    }
    return -1;
}
lang_value *lv_object(lang_interp *I, const lang_type *t, void *data) {
    lang_value *v = lv_new(I, V_OBJECT);
    if (v) {
        v->u.object.type = t;
        v->u.object.data = data;
    }
    return v;
}
lang_value *lv_seq(lang_interp *I, lang_vkind k, int64_t n) {
    lang_value *v = lv_new(I, k);
    if (!v) return NULL;
    int64_t cap = n < 4 ? 4 : n;
    if (cap > ((int64_t)1 << 28)) return NULL;
    v->u.seq.v = lang_alloc_n(&I->A, cap, sizeof(lang_value *));
    if (!v->u.seq.v) return NULL;
    v->u.seq.n = n;
    v->u.seq.cap = cap;
    return v;
}
int lv_list_append(lang_interp *I, lang_value *list, lang_value *x, sl_error *err) {
    if (list->u.seq.n >= list->u.seq.cap) { /* cap 0: a list emptied while it is sorted */
        int64_t cap = list->u.seq.cap < 4 ? 4 : list->u.seq.cap * 2;
        lang_value **nv =
            cap > ((int64_t)1 << 28) ? NULL : lang_alloc_n(&I->A, cap, sizeof *nv);
        if (!nv) return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "list too large");
        if (list->u.seq.n) memcpy(nv, list->u.seq.v, (size_t)list->u.seq.n * sizeof *nv);
        list->u.seq.v = nv;
        list->u.seq.cap = cap;
    }
    list->u.seq.v[list->u.seq.n++] = x;
    return SL_OK;
}
lang_value *lv_ints(lang_interp *I, lang_vkind k, const int64_t *x, int32_t n) {
    lang_value *v = lv_seq(I, k, n);
    if (!v) return NULL;
    for (int32_t i = 0; i < n; i++)
        if (!(v->u.seq.v[i] = lv_int(I, x[i]))) return NULL;
    return v;
}
lang_value *lv_exc(lang_interp *I, const char *type, const char *msg) {
    lang_value *v = lv_new(I, V_EXC);
    if (!v) return NULL;
    v->u.exc.type = lang_strndup(&I->A, type, strlen(type));
    v->u.exc.msg = lang_strndup(&I->A, msg, strlen(msg));
    if (!v->u.exc.type || !v->u.exc.msg) return NULL;
    return v;
}

lang_value *lang_exc_from_error(lang_interp *I, const sl_error *err) {
    lang_value *p = I->pending_exc;
    I->pending_exc = NULL;
    /* the object raised, when err holds its message (cut at the buffer's end if longer) */
    size_t n = strlen(err->message);
    if (p && p->kind == V_EXC && !strcmp(p->u.exc.type, err->type) && !strncmp(p->u.exc.msg, err->message, n) &&
        (p->u.exc.msg[n] == '\0' || n + 1 == sizeof err->message))
        return p;
    return lv_exc(I, err->type, err->message);
}

int lang_exc_message(lang_interp *I, const char *type, lang_value *args, sl_strbuf *sb, sl_error *err) {
    int64_t n = args->u.seq.n;
    if (n == 0) return SL_OK;
    if (n > 1) return lv_repr(I, args, sb, err);
    return !strcmp(type, "KeyError") ? lv_repr(I, args->u.seq.v[0], sb, err) : lv_str_of(I, args->u.seq.v[0], sb, err);
}

int lang_py_error(sl_error *err, const char *type, const char *fmt, ...) {
    if (!err) return SL_ERR_PY;
    err->code = SL_ERR_PY;
    snprintf(err->type, sizeof err->type, "%s", type);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    err->offset = -1;
    err->line = err->col = 0;
    return SL_ERR_PY;
}

int lang_unsupported(sl_error *err, const char *fmt, ...) {
    if (!err) return SL_ERR_UNSUPPORTED;
    err->code = SL_ERR_UNSUPPORTED;
    err->type[0] = '\0';
    int n = snprintf(err->message, sizeof err->message, "unsupported: ");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message + n, sizeof err->message - (size_t)n, fmt, ap);
    va_end(ap);
    err->offset = -1;
    err->line = err->col = 0;
    return SL_ERR_UNSUPPORTED;
}

/* ---------------------------------------------------------- exception tree == */

static const lang_exc_class EXC_TREE[] = {
    {"BaseException", NULL, NULL},
    {"Exception", "BaseException", NULL},
    {"ArithmeticError", "Exception", NULL},
    {"ZeroDivisionError", "ArithmeticError", NULL},
    {"OverflowError", "ArithmeticError", NULL},
    {"FloatingPointError", "ArithmeticError", NULL},
    {"LookupError", "Exception", NULL},
    {"IndexError", "LookupError", NULL},
    {"KeyError", "LookupError", NULL},
    {"ValueError", "Exception", NULL},
    {"TypeError", "Exception", NULL},
    {"RuntimeError", "Exception", NULL},
    {"NotImplementedError", "RuntimeError", NULL},
    {"RecursionError", "RuntimeError", NULL},
    {"AttributeError", "Exception", NULL},
    {"NameError", "Exception", NULL},
    {"UnboundLocalError", "NameError", NULL},
    {"AssertionError", "Exception", NULL},
    {"StopIteration", "Exception", NULL},
    {"MemoryError", "Exception", NULL},
    {"ImportError", "Exception", NULL},
    {"ModuleNotFoundError", "ImportError", NULL},
    {"SyntaxError", "Exception", NULL},
    {"IndentationError", "SyntaxError", NULL},
    {"KeyboardInterrupt", "BaseException", NULL},
    {"Warning", "Exception", NULL},
    {"UserWarning", "Warning", NULL},
};

static int exc_index(const char *name) {
    for (size_t i = 0; i < SL_ARRAY_LEN(EXC_TREE); i++)
        if (!strcmp(EXC_TREE[i].name, name)) return (int)i;
    return -1;
}

bool lang_is_exc_class(const char *name) { return exc_index(name) >= 0; }

/* the class name in the builtin tree or the layers' (NULL: not known) */
static const lang_exc_class *exc_class(const lang_interp *I, const char *name) {
    int i = exc_index(name);
    if (i >= 0) return &EXC_TREE[i];
    if (I && I->reg)
        for (int32_t k = 0; k < I->reg->nexc_classes; k++)
            if (!strcmp(I->reg->exc_classes[k].name, name)) return &I->reg->exc_classes[k];
    return NULL;
}

bool lang_exc_matches(const lang_interp *I, const char *type, const char *cls) {
    for (int depth = 0; type && depth < 16; depth++) {
        if (!strcmp(type, cls)) return true;
        const lang_exc_class *c = exc_class(I, type);
        if (!c) return !strcmp(cls, "Exception") || !strcmp(cls, "BaseException");
        if (c->parent2 && lang_exc_matches(I, c->parent2, cls)) return true;
        type = c->parent;
    }
    return false;
}

/* ---------------------------------------------------------------- names == */

const char *lv_type_name(const lang_value *v) {
    switch (v->kind) {
    case V_NONE: return "NoneType";
    case V_BOOL: return "bool";
    case V_INT:
    case V_BIGINT: return "int";
    case V_FLOAT: return "float";
    case V_STR: /* a str a layer marks: the last part of its pytype */
        return v->pytype ? (strrchr(v->pytype, '.') ? strrchr(v->pytype, '.') + 1 : v->pytype) : "str";
    case V_TUPLE: return v->pytype ? v->pytype : "tuple";
    case V_LIST: return v->pytype ? v->pytype : "list";
    case V_ITER:
    case V_VIEW: return v->pytype;
    case V_DICT: return "dict";
    case V_BYTES: return "bytes";
    case V_SET: return v->frozen ? "frozenset" : "set";
    case V_LAYER_TUPLE: /* its type's name */
        return !v->u.seq.type ? "tuple" : v->u.seq.type->short_name ? v->u.seq.type->short_name(v) : v->u.seq.type->name;
    case V_SLICE: return "slice";
    case V_ELLIPSIS: return "ellipsis";
    case V_RANGE: return "range";
    case V_MODULE: return "module";
    case V_FUNC: return !v->u.func.self && lang_builtin_is_class(v->u.func.name) ? "type" : "builtin_function_or_method";
    case V_USERFUNC: return "function";
    case V_EXC: return v->u.exc.type;
    case V_EXCTYPE:
    case V_TYPE: return "type";
    case V_CLASS: return "type";
    case V_INSTANCE: return v->u.obj.cls->name;
    case V_DESCR:
        switch (v->u.descr.which) {
        case DESCR_PROPERTY: return "property";
        case DESCR_STATIC: return "staticmethod";
        case DESCR_CLASSMETHOD: return "classmethod";
        case DESCR_SUPER: return "super";
        case DESCR_TRACEBACK: return "traceback";
        default: return "method-wrapper";
        }
    default: /* V_OBJECT and the layers' kinds: their type's */
        break;
    }
    if (LANG_HAS_TYPE(v))
        return v->u.object.type->short_name ? v->u.object.type->short_name(v) : v->u.object.type->name;
    return "object";
}

bool lv_truthy(const lang_value *v) {
    switch (v->kind) {
    case V_NONE: return false;
    case V_BOOL: return v->u.b;
    case V_INT: return v->u.i != 0;
    case V_BIGINT: return true; /* never zero: zero fits int64 */
    case V_FLOAT: return v->u.f != 0.0;
    case V_STR: return v->pytype || v->u.str.len != 0; /* a str a layer marks is true */
    case V_ITER: return true;
    case V_VIEW: return v->u.iter->src->u.seq.n != 0;
    case V_LIST: return py_is_iterator(v) || v->u.seq.n != 0;
    case V_TUPLE:
    case V_LAYER_TUPLE:
    case V_DICT: return v->u.seq.n != 0;
    case V_SET: return lang_set_len(v) != 0;
    case V_BYTES: return v->u.str.len != 0;
    case V_RANGE: {
        const int64_t a = v->u.range.start, b = v->u.range.stop, s = v->u.range.step;
        return s > 0 ? a < b : a > b;
    }
    default: return true;
    }
}

/* ----------------------------------------------------------- float repr == */

/* x rounded to the nearest IEEE binary16 value (ties to even; past the largest: inf) */
double lang_half_round(double x) {
    if (!isfinite(x) || x == 0) return x;
    double a = fabs(x), r;
    if (a < 6.103515625e-05) { /* 2^-14: subnormal halves are multiples of 2^-24 */
        r = ldexp(nearbyint(ldexp(a, 24)), -24);
    } else {
        int e;
        double m = frexp(a, &e); /* a = m * 2^e, 0.5 <= m < 1: 11 bits of m kept */
        r = ldexp(nearbyint(ldexp(m, 11)), e - 11);
        if (r > 65504.0) r = INFINITY;
    }
    return x < 0 ? -r : r;
}

static void float_repr_impl(double d, bool f32, char *buf, size_t cap);

static bool round_trips(const char *s, double d, int fk) {
    double back = strtod(s, NULL);
    return fk == LANG_FP32 ? (float)back == (float)d : fk == LANG_FP16 ? lang_half_round(back) == d : back == d;
}

/* The digits of length `prec` that read back to a (in format fk), if any: the
 * correctly rounded candidate first, then its neighbour on the other side of a (printf
 * rounds ties to even, which may not read back while the other candidate does).  Writes
 * the digits (no point) and the decimal exponent of the first digit; returns the digit
 * count, or 0 when neither candidate reads back. */
int lang_digits_of_length(double a, int fk, int prec, char *dg, int *exp10) {
    char tmp[64];
    snprintf(tmp, sizeof tmp, "%.*e", prec - 1, a);
    int nd = 0;
    const char *p = tmp;
    for (; *p && *p != 'e'; p++)
        if (*p >= '0' && *p <= '9') dg[nd++] = *p;
    int ex = atoi(p + 1);
    if (!round_trips(tmp, a, fk)) {
        /* the other candidate: one unit in the last place toward a */
        double back = strtod(tmp, NULL);
        int step = back > a ? -1 : 1, k = nd - 1;
        while (k >= 0) {
            int v = dg[k] - '0' + step;
            if (v >= 0 && v <= 9) {
                dg[k] = (char)('0' + v);
                break;
            }
            dg[k] = step > 0 ? '0' : '9';
            k--;
        }
        if (k < 0) {
            if (step < 0) return 0; /* 100..0 - 1: a shorter form, tried already */
            memmove(dg + 1, dg, (size_t)nd);
            dg[0] = '1';
            ex++;
            nd--; /* keep prec digits: the last is a 0 */
        }
        if (dg[0] == '0') return 0;
        char cand[64];
        int c = snprintf(cand, sizeof cand, "%c", dg[0]);
        if (nd > 1) c += snprintf(cand + c, sizeof cand - (size_t)c, ".%.*s", nd - 1, dg + 1);
        snprintf(cand + c, sizeof cand - (size_t)c, "e%d", ex);
        if (!round_trips(cand, a, fk)) return 0;
    }
    *exp10 = ex;
    return nd;
}

/* Shortest decimal digits of |d| (finite, non-zero) that read back to d (in format fk),
 * trailing zeros dropped; writes the digits (no point) and the decimal exponent
 * of the first digit, returns the digit count.  A length that reads back stays readable
 * at every longer length (a p-digit decimal is also a (p+1)-digit one), so the shortest
 * is found by bisection over 1..17 (17 digits always read back), starting at 15: three to
 * five printf / strtod rounds instead of up to seventeen (printing 300,000 floats took
 * 7 s). */
int lang_shortest_digits(double d, int fk, char *digits, int *exp10) {
    double a = fabs(d);
    char dg[24], best[24];
    int ex, best_ex = 0, best_nd = 0, lo = 1, hi = 17;
    /* an integer below 2^53 (2^24 for float32, 2^11 for float16) is one ulp or less from
     * its neighbours, so its own decimal digits are the only ones that read back */
    const double exact_ints = fk == LANG_FP32 ? 16777216.0 : fk == LANG_FP16 ? 2048.0 : 9007199254740992.0;
    if (a >= 1 && a < exact_ints && a == (double)(int64_t)a) {
        char rev[24];
        int n = 0;
        for (int64_t v = (int64_t)a; v; v /= 10) rev[n++] = (char)('0' + v % 10);
        *exp10 = n - 1;
        int nd = 0;
        while (nd < n) digits[nd] = rev[n - 1 - nd], nd++;
        while (nd > 1 && digits[nd - 1] == '0') nd--;
        digits[nd] = '\0';
        return nd;
    }
    /* most values either read back within 15 digits or need 16-17: try 15 first */
    for (int mid = 15; lo < hi; mid = (lo + hi) / 2) {
        int nd = lang_digits_of_length(a, fk, mid, dg, &ex);
        if (nd) {
            hi = mid;
            best_nd = nd, best_ex = ex;
            memcpy(best, dg, (size_t)nd);
        } else {
            lo = mid + 1;
        }
    }
    /* lo == hi is the shortest length; its digits were saved unless it is 17, never tried */
    if (!best_nd) {
        best_nd = lang_digits_of_length(a, fk, lo, best, &best_ex);
        if (!best_nd) { /* unreachable for finite doubles: 17 digits always read back */
            char tmp[64];
            snprintf(tmp, sizeof tmp, "%.16e", a);
            const char *p = tmp;
            for (; *p && *p != 'e'; p++)
                if (*p >= '0' && *p <= '9') best[best_nd++] = *p;
            best_ex = atoi(p + 1);
        }
    }
    while (best_nd > 1 && best[best_nd - 1] == '0') best_nd--;
    memcpy(digits, best, (size_t)best_nd);
    digits[best_nd] = '\0';
    *exp10 = best_ex;
    return best_nd;
}

void lang_float_repr(double d, char *buf, size_t cap) { float_repr_impl(d, false, buf, cap); }
/* A float32's repr: the shortest digits that read back to the same float32, laid
 * out positionally for 1e-4 <= |x| < 1e16 judged on the value itself (a float32 just
 * below 1e-4 whose digits are "0.0001" still prints as 1e-04). */
void lang_float32_repr(double d, char *buf, size_t cap) {
    float_repr_impl(d, true, buf, cap);
    double a = fabs(d);
    if (a != 0 && isfinite(a) && a < 1e-4 && !strchr(buf, 'e')) {
        /* digits are those of the shortest form; redo them in scientific layout */
        char dg[24];
        int ex, nd = lang_shortest_digits(d, LANG_FP32, dg, &ex);
        snprintf(buf, cap, "%s%c%s%.*s%se%c%02d", d < 0 ? "-" : "", dg[0], nd > 1 ? "." : "", nd - 1, dg + 1, "",
                 ex < 0 ? '-' : '+', ex < 0 ? -ex : ex);
    }
}

bool lang_repr_special(double d, char *buf, size_t cap) {
    if (isnan(d)) snprintf(buf, cap, "nan");
    else if (isinf(d)) snprintf(buf, cap, d < 0 ? "-inf" : "inf");
    else if (d == 0.0) snprintf(buf, cap, signbit(d) ? "-0.0" : "0.0");
    else return false;
    return true;
}

static void float_repr_impl(double d, bool f32, char *buf, size_t cap) {
    if (lang_repr_special(d, buf, cap)) return;
    char digits[32];
    int exp10;
    int nd = lang_shortest_digits(d, f32 ? LANG_FP32 : LANG_FP64, digits, &exp10);
    lang_repr_layout(d < 0, digits, nd, exp10, exp10 >= -5 + 1 && exp10 < 16, buf, cap);
}

/* Python's float repr layout of the digits d1 d2 ... dnd x 10^(exp10 - nd + 1):
 * positional ("0.00012", "1500.0") or scientific ("1.5e+16", "1e-05"). */
void lang_repr_layout(bool neg, const char *digits, int nd, int exp10, bool positional, char *buf,
                      size_t cap) {
    char out[64];
    int o = 0;
    if (neg) out[o++] = '-';
    if (positional) {
        if (exp10 < 0) {
            out[o++] = '0';
            out[o++] = '.';
            for (int k = 0; k < -exp10 - 1; k++) out[o++] = '0';
            for (int k = 0; k < nd; k++) out[o++] = digits[k];
        } else {
            for (int k = 0; k <= exp10; k++) out[o++] = k < nd ? digits[k] : '0';
            out[o++] = '.';
            if (nd > exp10 + 1)
                for (int k = exp10 + 1; k < nd; k++) out[o++] = digits[k];
            else
                out[o++] = '0';
        }
        out[o] = '\0';
    } else {
        out[o++] = digits[0];
        if (nd > 1) {
            out[o++] = '.';
            for (int k = 1; k < nd; k++) out[o++] = digits[k];
        }
        o += snprintf(out + o, sizeof out - (size_t)o, "e%c%02d", exp10 < 0 ? '-' : '+',
                      exp10 < 0 ? -exp10 : exp10);
    }
    snprintf(buf, cap, "%s", out);
}

/* ---------------------------------------------------------------- repr == */

/* n bytes of s appended to sb as sl_sb_printf("%.*s") appends them: what fits before
 * the terminating NUL, nothing once the buffer is full */
static void sb_put(sl_strbuf *sb, const char *s, size_t n) {
    if (sb->cap == 0 || sb->len + 1 >= sb->cap) return;
    size_t room = sb->cap - sb->len - 1;
    if (n > room) n = room;
    memcpy(sb->buf + sb->len, s, n);
    sb->len += n;
    sb->buf[sb->len] = '\0';
}

static void repr_str(sl_strbuf *sb, const char *s, int64_t n) {
    bool has_sq = memchr(s, '\'', (size_t)n) != NULL, has_dq = memchr(s, '"', (size_t)n) != NULL;
    char q = has_sq && !has_dq ? '"' : '\'';
    sb_put(sb, &q, 1);
    int64_t run = 0; /* the start of the bytes copied as they are */
    for (int64_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c != (unsigned char)q && c != '\\' && c >= 0x20 && c != 0x7f) continue;
        sb_put(sb, s + run, (size_t)(i - run));
        run = i + 1;
        if (c == (unsigned char)q || c == '\\') sl_sb_printf(sb, "\\%c", c);
        else if (c == '\n') sl_sb_printf(sb, "\\n");
        else if (c == '\t') sl_sb_printf(sb, "\\t");
        else if (c == '\r') sl_sb_printf(sb, "\\r");
        else sl_sb_printf(sb, "\\x%02x", c);
    }
    sb_put(sb, s + run, (size_t)(n - run));
    sb_put(sb, &q, 1);
}

static int repr_depth(lang_interp *I, const lang_value *v, sl_strbuf *sb, sl_error *err,
                      int depth);

/* is v's repr being made further out (a container that holds itself)? */
static bool repr_active(const lang_interp *I, const lang_value *v) {
    for (const struct lang_repr_frame *f = I->repr_top; f; f = f->up)
        if (f->v == v) return true;
    return false;
}

static int repr_items(lang_interp *I, const lang_value *v, sl_strbuf *sb, sl_error *err,
                      int depth) {
    for (int64_t i = 0; i < v->u.seq.n; i++) {
        if (i) sl_sb_printf(sb, ", ");
        int rc = repr_depth(I, v->u.seq.v[i], sb, err, depth + 1);
        if (rc) return rc;
    }
    return SL_OK;
}

static int repr_depth(lang_interp *I, const lang_value *v, sl_strbuf *sb, sl_error *err,
                      int depth) {
    char fb[64];
    int rc;
    /* CPython enters a level of recursion per nested repr: with the frames running,
     * more than its recursion limit fails (print of a list nested 998 deep at module
     * level works, 999 does not); the C stack guard stops it sooner if need be */
    if (I->depth + 1 + depth + 1 > LANG_RECURSION_LIMIT || lang_stack_exhausted(I->stack_floor))
        return lang_recursion_error(err, " while getting the repr of an object");
    const lang_type *ty = lang_type_of(I, v);
    if (ty && ty->repr && (rc = ty->repr(I, v, false, sb, err)) != LANG_NOT_MINE) return rc;
    switch (v->kind) {
    case V_NONE: sl_sb_printf(sb, "None"); return SL_OK;
    case V_BOOL: sl_sb_printf(sb, v->u.b ? "True" : "False"); return SL_OK;
    case V_INT: { /* the digits, written backwards (sl_sb_printf's "%lld" without printf) */
        char d[24];
        int k = (int)sizeof d;
        uint64_t m = v->u.i < 0 ? (uint64_t)0 - (uint64_t)v->u.i : (uint64_t)v->u.i;
        do d[--k] = (char)('0' + m % 10); while (m /= 10);
        if (v->u.i < 0) d[--k] = '-';
        sb_put(sb, d + k, sizeof d - (size_t)k);
        return SL_OK;
    }
    case V_BIGINT: return py_big_to_text(I, v, 10, false, sb, err);
    case V_FLOAT:
        if (v->f32) lang_float32_repr(v->u.f, fb, sizeof fb);
        else lang_float_repr(v->u.f, fb, sizeof fb);
        sl_sb_printf(sb, "%s", fb);
        return SL_OK;
    case V_STR:
        repr_str(sb, v->u.str.s, v->u.str.len);
        return SL_OK;
    case V_BYTES:
        lang_bytes_repr(sb, v->u.str.s, v->u.str.len);
        return SL_OK;
    case V_TUPLE:
        sl_sb_printf(sb, "(");
        if ((rc = repr_items(I, v, sb, err, depth))) return rc;
        sl_sb_printf(sb, v->u.seq.n == 1 ? ",)" : ")");
        return SL_OK;
    case V_LIST: {
        if (py_is_iterator(v)) return lang_unsupported(err, "printing a %s object", v->pytype);
        if (repr_active(I, v)) { /* a list inside itself: CPython's Py_ReprEnter */
            sl_sb_printf(sb, "[...]");
            return SL_OK;
        }
        struct lang_repr_frame f = {v, I->repr_top};
        I->repr_top = &f;
        sl_sb_printf(sb, "[");
        rc = repr_items(I, v, sb, err, depth);
        sl_sb_printf(sb, "]");
        I->repr_top = f.up;
        return rc;
    }
    case V_ITER: return lang_unsupported(err, "printing a %s object", v->pytype);
    case V_VIEW: { /* dict_keys([...]): its items now */
        lang_value *items;
        if ((rc = py_view_items(I, v, &items, err))) return rc;
        sl_sb_printf(sb, "%s([", v->pytype);
        if ((rc = repr_items(I, items, sb, err, depth))) return rc;
        sl_sb_printf(sb, "])");
        return SL_OK;
    }
    case V_SET: return lang_set_repr(I, v, sb, err);
    case V_DICT: {
        if (repr_active(I, v)) {
            sl_sb_printf(sb, "{...}");
            return SL_OK;
        }
        struct lang_repr_frame f = {v, I->repr_top};
        I->repr_top = &f;
        sl_sb_printf(sb, "{");
        rc = SL_OK;
        for (int64_t i = 0; !rc && i + 1 < v->u.seq.n; i += 2) {
            if (i) sl_sb_printf(sb, ", ");
            if ((rc = repr_depth(I, v->u.seq.v[i], sb, err, depth + 1))) break;
            sl_sb_printf(sb, ": ");
            rc = repr_depth(I, v->u.seq.v[i + 1], sb, err, depth + 1);
        }
        sl_sb_printf(sb, "}");
        I->repr_top = f.up;
        return rc;
    }
    case V_SLICE:
        sl_sb_printf(sb, "slice(");
        if ((rc = repr_depth(I, v->u.slice.start, sb, err, depth + 1))) return rc;
        sl_sb_printf(sb, ", ");
        if ((rc = repr_depth(I, v->u.slice.stop, sb, err, depth + 1))) return rc;
        sl_sb_printf(sb, ", ");
        if ((rc = repr_depth(I, v->u.slice.step, sb, err, depth + 1))) return rc;
        sl_sb_printf(sb, ")");
        return SL_OK;
    case V_ELLIPSIS: sl_sb_printf(sb, "Ellipsis"); return SL_OK;
    case V_RANGE:
        if (v->u.range.step == 1)
            sl_sb_printf(sb, "range(%lld, %lld)", (long long)v->u.range.start,
                         (long long)v->u.range.stop);
        else
            sl_sb_printf(sb, "range(%lld, %lld, %lld)", (long long)v->u.range.start,
                         (long long)v->u.range.stop, (long long)v->u.range.step);
        return SL_OK;
    case V_EXC:
        sl_sb_printf(sb, "%s(", v->u.exc.type);
        if (v->u.exc.args) {
            for (int64_t k = 0; k < v->u.exc.args->u.seq.n; k++) {
                if (k) sl_sb_printf(sb, ", ");
                if ((rc = lv_repr(I, v->u.exc.args->u.seq.v[k], sb, err))) return rc;
            }
        } else if (!v->u.exc.noargs) {
            repr_str(sb, v->u.exc.msg, (int64_t)strlen(v->u.exc.msg));
        }
        sl_sb_printf(sb, ")");
        return SL_OK;
    case V_EXCTYPE: { /* a layer's exception class: the path its registry gives */
        const char *p = I && I->reg && I->reg->exc_path ? I->reg->exc_path(I, v->u.path) : NULL;
        sl_sb_printf(sb, "<class '%s'>", p ? p : v->u.path);
        return SL_OK;
    }
    case V_TYPE: sl_sb_printf(sb, "<class '%s'>", v->u.path); return SL_OK;
    case V_MODULE: return lang_unsupported(err, "printing a module");
    case V_FUNC: /* a builtin: its class or function text has no address */
        if (!v->u.func.self && lang_builtin_is_class(v->u.func.name)) {
            sl_sb_printf(sb, "<class '%s'>", v->u.func.name);
            return SL_OK;
        }
        if (!v->u.func.self && lang_builtin_is_function(v->u.func.name)) {
            sl_sb_printf(sb, "<built-in function %s>", v->u.func.name);
            return SL_OK;
        }
        return lang_unsupported(err, "printing a function");
    case V_USERFUNC: return lang_unsupported(err, "printing a function");
    case V_CLASS:
    case V_INSTANCE:
    case V_DESCR: return lang_class_repr(I, v, false, sb, err);
    default: break; /* the layers' values: their type's repr */
    }
    return lang_unsupported(err, "printing this value");
}

int lv_repr(lang_interp *I, const lang_value *v, sl_strbuf *sb, sl_error *err) {
    int rc = repr_depth(I, v, sb, err, 0);
    if (!rc && sb->len + 1 >= sb->cap)
        return sl_error_set(err, SL_ERR_LIMIT, "MemoryError",
                            "printed text longer than %zu bytes", sb->cap);
    return rc;
}

int lv_str_of(lang_interp *I, const lang_value *v, sl_strbuf *sb, sl_error *err) {
    const lang_type *ty = lang_type_of(I, v);
    int rc;
    if (ty && ty->repr && (rc = ty->repr(I, v, true, sb, err)) != LANG_NOT_MINE) return rc;
    switch (v->kind) {
    case V_STR:
        sl_sb_printf(sb, "%.*s", (int)v->u.str.len, v->u.str.s);
        return SL_OK;
    case V_EXC: sl_sb_printf(sb, "%s", v->u.exc.msg); return SL_OK;
    case V_INSTANCE: return lang_class_repr(I, v, true, sb, err);
    default: break;
    }
    return lv_repr(I, v, sb, err);
}

/* -------------------------------------------------------- argument help == */

int lang_bind(const lang_args *a, const char *fname, const char *const *params,
              int32_t nparams, int32_t nreq, lang_value **out, sl_error *err) {
    for (int32_t i = 0; i < nparams; i++) out[i] = NULL;
    if (a->npos > nparams)
        return lang_unsupported(err, "%s() with %d positional arguments", fname, a->npos);
    for (int32_t i = 0; i < a->npos; i++) out[i] = a->pos[i];
    for (int32_t k = 0; k < a->nkw; k++) {
        int32_t j = -1;
        for (int32_t i = 0; i < nparams; i++)
            if (!strcmp(params[i], a->kwnames[k])) j = i;
        if (j < 0) return lang_unsupported(err, "keyword argument '%s' of %s()", a->kwnames[k], fname);
        if (out[j])
            return lang_py_error(err, "TypeError",
                                 "%s() got multiple values for argument '%s'", fname,
                                 params[j]);
        out[j] = a->kw[k];
    }
    for (int32_t i = 0; i < nreq; i++)
        if (!out[i]) return lang_unsupported(err, "%s() without its argument '%s'", fname, params[i]);
    return SL_OK;
}

int lang_to_int(const lang_value *v, int64_t *out, const char *what, sl_error *err) {
    if (v->kind == V_INT) {
        *out = v->u.i;
        return SL_OK;
    }
    if (v->kind == V_BOOL) {
        *out = v->u.b;
        return SL_OK;
    }
    return lang_unsupported(err, "%s as %s", lv_type_name(v), what ? what : "an integer argument");
}

int lang_to_float(const lang_value *v, double *out, sl_error *err) {
    if (v->kind == V_FLOAT) *out = v->u.f;
    else if (v->kind == V_INT) *out = (double)v->u.i;
    else if (v->kind == V_BOOL) *out = v->u.b;
    else return lang_unsupported(err, "%s as a number", lv_type_name(v));
    return SL_OK;
}

int lang_int_list(const lang_value *const *v, int32_t n, int64_t *out, int32_t *nout,
                  const char *what, sl_error *err) {
    if (n == 1 && (v[0]->kind == V_TUPLE || v[0]->kind == V_LIST || v[0]->kind == V_LAYER_TUPLE)) {
        const lang_value *s = v[0];
        if (s->u.seq.n > SL_MAX_DIMS)
            return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError",
                                "%s: more than %d entries", what, SL_MAX_DIMS);
        for (int64_t i = 0; i < s->u.seq.n; i++) {
            int rc = lang_to_int(s->u.seq.v[i], &out[i], what, err);
            if (rc) return rc;
        }
        *nout = (int32_t)s->u.seq.n;
        return SL_OK;
    }
    if (n > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError", "%s: more than %d entries",
                            what, SL_MAX_DIMS);
    for (int32_t i = 0; i < n; i++) {
        int rc = lang_to_int(v[i], &out[i], what, err);
        if (rc) return rc;
    }
    *nout = n;
    return SL_OK;
}


lang_value *lang_kwarg(const lang_args *a, const char *name) {
    for (int32_t k = 0; k < a->nkw; k++)
        if (!strcmp(a->kwnames[k], name)) return a->kw[k];
    return NULL;
}
