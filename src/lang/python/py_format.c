/*
 * py_format.c — Python's string formatting for the snippet language: format(v, spec)
 * (the format-spec mini-language behind f-strings and str.format) and printf-style
 * `fmt % args`.
 *
 * A spec is read exactly the way CPython 3.11 reads it: [[fill]align][sign][z][#][0]
 * [width][,|_][.precision][type], where a fill is one code point and a lone '0' before
 * the width means fill '0' (and align '=' for numbers, whose default alignment is '>').
 * What is left over after the type is an "Invalid format specifier" error; each kind of
 * value then rejects the options it has no use for with CPython's message.
 *
 * A number is rendered as four pieces — sign, prefix (0x...), integer digits, and the
 * rest (fraction, exponent, '%') — then padded.  Grouping (',' or '_', every 3 digits,
 * every 4 for b/o/x/X) is applied to the integer digits only; when the padding is zeros
 * placed after the sign ('0' flag or '0='), the zeros are part of the grouped digits, so
 * a separator can land among them (format(1234, '08,') == '0,001,234').  Float digits
 * come from the C library's correctly rounded printf for e/f/g (glibc prints the exact
 * binary value, as CPython's dtoa does); the spec-less float is repr, and a precision
 * without a type is 'g' that keeps a '.0' and switches to exponent one digit earlier.
 *
 * Widths count code points (text is UTF-8), and every result is bounded by
 * LANG_MAX_STR_BYTES: a bigger one is a MemoryError that ends the run, never a crash.
 */
#include "lang/python/py.h"
#include "lang/python/py_internal.h"
#include "lang/python/py_format_internal.h"

#include <math.h>
#include <stdlib.h>

/* ---------------------------------------------------------------- buffer == */

static int too_long(sl_error *err) {
    return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "string longer than %lld bytes",
                        (long long)LANG_MAX_STR_BYTES);
}
static int buf_reserve(lang_buf *b, int64_t extra, sl_error *err) {
    if (extra < 0 || extra > LANG_MAX_STR_BYTES || b->len > LANG_MAX_STR_BYTES - extra)
        return too_long(err);
    if (b->len + extra + 1 <= b->cap) return SL_OK;
    int64_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + extra + 1) cap *= 2;
    char *s = lang_alloc(&b->I->A, (size_t)cap);
    if (!s) return lang_nomem(err);
    if (b->len) memcpy(s, b->s, (size_t)b->len);
    b->s = s;
    b->cap = cap;
    return SL_OK;
}

int lang_buf_put(lang_buf *b, const char *s, int64_t n, sl_error *err) {
    int rc = buf_reserve(b, n, err);
    if (rc) return rc;
    if (n) memcpy(b->s + b->len, s, (size_t)n);
    b->len += n;
    b->s[b->len] = '\0';
    return SL_OK;
}

int lang_buf_repeat(lang_buf *b, const char *s, int64_t n, int64_t count, sl_error *err) {
    if (count <= 0 || n <= 0) return SL_OK;
    int64_t total;
    if (sl_ovf_mul(n, count, &total)) return too_long(err);
    int rc = buf_reserve(b, total, err);
    if (rc) return rc;
    for (int64_t i = 0; i < count; i++) {
        memcpy(b->s + b->len, s, (size_t)n);
        b->len += n;
    }
    b->s[b->len] = '\0';
    return SL_OK;
}

int lang_buf_value(lang_buf *b, lang_value **out, sl_error *err) {
    *out = lv_str(b->I, b->len ? b->s : "", b->len);
    return *out ? SL_OK : lang_nomem(err);
}

int64_t lang_utf8_len(const char *s, int64_t n) {
    int64_t k = 0;
    for (int64_t i = 0; i < n; i++) k += ((unsigned char)s[i] & 0xC0) != 0x80;
    return k;
}

/* Bytes taken by the first `cps` code points of s[0, n). */
static int64_t utf8_prefix(const char *s, int64_t n, int64_t cps) {
    int64_t i = 0;
    while (i < n && cps > 0) {
        i++;
        while (i < n && ((unsigned char)s[i] & 0xC0) == 0x80) i++;
        cps--;
    }
    return i;
}
static int64_t utf8_char_len(const char *s, int64_t n) { return n ? utf8_prefix(s, n, 1) : 0; }

int lang_text_of(lang_interp *I, lang_value *v, bool repr, lang_value **out, sl_error *err) {
    if (!repr && v->kind == V_STR && !v->pytype) { /* str(s) is s */
        *out = v;
        return SL_OK;
    }
    if (v->kind == V_INT || v->kind == V_BOOL || v->kind == V_NONE || v->kind == V_FLOAT ||
        (v->kind == V_STR && !v->pytype && v->u.str.len < 64)) {
        /* short text that runs no user code: written on the stack, then copied */
        char small[256];
        sl_strbuf sb;
        sl_sb_init(&sb, small, sizeof small);
        int rc = repr ? lv_repr(I, v, &sb, err) : lv_str_of(I, v, &sb, err);
        if (rc) return rc;
        if (sb.len + 1 < sizeof small) {
            *out = lv_str(I, small, (int64_t)sb.len);
            return *out ? SL_OK : lang_nomem(err);
        }
    }
    for (size_t cap = 4096;; cap *= 16) {
        char *buf = lang_alloc(&I->A, cap);
        if (!buf) return lang_nomem(err);
        sl_strbuf sb;
        sl_sb_init(&sb, buf, cap);
        int rc = repr ? lv_repr(I, v, &sb, err) : lv_str_of(I, v, &sb, err);
        /* a bigger buffer only when this one filled up (other limits end the run: a user
         * __repr__ that hit the call-depth limit is not run again) */
        if (sb.len + 1 >= cap && (rc == SL_ERR_LIMIT || !rc) && cap < ((size_t)1 << 24)) continue;
        if (rc) return rc;
        if (sb.len + 1 >= cap) return too_long(err);
        *out = lv_str(I, buf, (int64_t)sb.len);
        return *out ? SL_OK : lang_nomem(err);
    }
}

/* ------------------------------------------------------------ spec parse == */

typedef struct fspec {
    const char *fill;
    int64_t fill_len;  /* bytes of the fill code point */
    char align;        /* '<' '>' '^' '=' */
    char sign;         /* 0 '+' '-' ' ' */
    bool no_neg_0;     /* 'z' */
    bool alt;          /* '#' */
    int64_t width;     /* -1: none */
    char group;        /* 0 ',' '_' */
    int group_digits;  /* 3, or 4 for '_' with b/o/x/X */
    int64_t precision; /* -1: none */
    char type;         /* 0: none */
} fspec;

static bool is_align(char c) { return c == '<' || c == '>' || c == '=' || c == '^'; }

/* Decimal digits at s[*i]; -1 on overflow (CPython's "Too many decimal digits"). */
static int64_t spec_int(const char *s, int64_t n, int64_t *i, int64_t *out) {
    int64_t v = 0, k = 0;
    while (*i < n && s[*i] >= '0' && s[*i] <= '9') {
        int d = s[*i] - '0';
        if (v > (INT64_MAX - d) / 10) return -1;
        v = v * 10 + d;
        (*i)++;
        k++;
    }
    *out = v;
    return k;
}

/* Parse `spec` for an object whose type is `tp_name` (for messages). */
static int parse_spec(const char *s, int64_t n, char default_type, char default_align,
                      const char *tp_name, fspec *f, sl_error *err) {
    memset(f, 0, sizeof *f);
    f->fill = " ";
    f->fill_len = 1;
    f->align = default_align;
    f->width = -1;
    f->precision = -1;
    f->type = default_type;
    f->group_digits = 3;
    int64_t i = 0;
    bool fill_given = false, align_given = false;
    int64_t c0 = utf8_char_len(s, n);
    if (n > c0 && is_align(s[c0])) {
        f->fill = s;
        f->fill_len = c0;
        f->align = s[c0];
        fill_given = align_given = true;
        i = c0 + 1;
    } else if (n >= 1 && is_align(s[0])) {
        f->align = s[0];
        align_given = true;
        i = 1;
    }
    if (i < n && (s[i] == '+' || s[i] == '-' || s[i] == ' ')) f->sign = s[i++];
    if (i < n && s[i] == 'z') {
        f->no_neg_0 = true;
        i++;
    }
    if (i < n && s[i] == '#') {
        f->alt = true;
        i++;
    }
    if (!fill_given && i < n && s[i] == '0') {
        f->fill = "0";
        f->fill_len = 1;
        if (!align_given && default_align == '>') f->align = '=';
        i++;
    }
    int64_t k = spec_int(s, n, &i, &f->width);
    if (k < 0) return lang_py_error(err, "ValueError", "Too many decimal digits in format string");
    if (k == 0) f->width = -1;
    if (i < n && s[i] == ',') {
        f->group = ',';
        i++;
    }
    if (i < n && s[i] == '_') {
        if (f->group) return lang_py_error(err, "ValueError", "Cannot specify both ',' and '_'.");
        f->group = '_';
        i++;
    }
    if (i < n && s[i] == ',' && f->group == '_')
        return lang_py_error(err, "ValueError", "Cannot specify both ',' and '_'.");
    if (i < n && s[i] == '.') {
        i++;
        k = spec_int(s, n, &i, &f->precision);
        if (k < 0) return lang_py_error(err, "ValueError", "Too many decimal digits in format string");
        if (k == 0) return lang_py_error(err, "ValueError", "Format specifier missing precision");
    }
    int64_t left = lang_utf8_len(s + i, n - i);
    if (left > 1)
        return lang_py_error(err, "ValueError", "Invalid format specifier '%.*s' for object of type '%s'",
                             (int)n, s, tp_name);
    if (left == 1) {
        if ((unsigned char)s[i] >= 0x80) return lang_unsupported(err, "a non-ASCII format code");
        f->type = s[i];
    }
    if (f->group) {
        switch (f->type) {
        case 'd': case 'e': case 'f': case 'g': case 'E': case 'G': case '%': case 'F': case 0:
            break;
        case 'b': case 'o': case 'x': case 'X':
            if (f->group == '_') {
                f->group_digits = 4;
                break;
            }
            /* fall through */
        default:
            if (f->type > 32 && f->type < 127)
                return lang_py_error(err, "ValueError", "Cannot specify '%c' with '%c'.", f->group, f->type);
            return lang_unsupported(err, "a control character as a format code");
        }
    }
    /* widths and precisions beyond the text budget cannot produce a result we keep */
    if (f->width > LANG_MAX_STR_BYTES || f->precision > LANG_MAX_STR_BYTES) return too_long(err);
    return SL_OK;
}

static int unknown_code(const fspec *f, const char *tp_name, sl_error *err) {
    if (f->type > 32 && f->type < 127)
        return lang_py_error(err, "ValueError", "Unknown format code '%c' for object of type '%s'",
                             f->type, tp_name);
    return lang_unsupported(err, "a control character as a format code");
}

/* ------------------------------------------------------------- rendering == */

/* Pad `body` (already complete) to the width with the fill, by alignment. */
static int pad_text(lang_buf *o, const fspec *f, const char *body, int64_t n, sl_error *err) {
    int64_t cps = lang_utf8_len(body, n), pad = f->width > cps ? f->width - cps : 0;
    int64_t left = f->align == '>' ? pad : f->align == '^' ? pad / 2 : 0, rc;
    if ((rc = lang_buf_repeat(o, f->fill, f->fill_len, left, err))) return (int)rc;
    if ((rc = lang_buf_put(o, body, n, err))) return (int)rc;
    return lang_buf_repeat(o, f->fill, f->fill_len, pad - left, err);
}

/* Integer digits with separators every `every` digits, widened with leading zeros (and
 * their separators) to at least min_width characters — CPython's grouping walk. */
static int group_digits(lang_buf *o, const char *dg, int64_t nd, char sep, int every,
                        int64_t min_width, sl_error *err) {
    /* groups are produced right to left into a scratch buffer, then reversed */
    lang_buf tmp = {.I = o->I};
    int64_t remaining = nd, pos = nd;
    bool use_sep = false, done = false;
    int rc;
    if (min_width > LANG_MAX_STR_BYTES) return too_long(err);
    while (!done) {
        int64_t l = every, want = remaining > min_width ? remaining : min_width;
        if (want < 1) want = 1;
        if (l > want) l = want;
        int64_t zeros = l - remaining > 0 ? l - remaining : 0;
        int64_t chars = remaining < l ? (remaining > 0 ? remaining : 0) : l;
        if (use_sep && (rc = lang_buf_put(&tmp, &sep, 1, err))) return rc;
        for (int64_t k = 0; k < chars; k++)
            if ((rc = lang_buf_put(&tmp, &dg[--pos], 1, err))) return rc;
        if ((rc = lang_buf_repeat(&tmp, "0", 1, zeros, err))) return rc;
        use_sep = true;
        remaining -= chars;
        min_width -= l;
        if (remaining <= 0 && min_width <= 0) done = true;
        else min_width -= 1;
    }
    if ((rc = buf_reserve(o, tmp.len, err))) return rc;
    for (int64_t k = tmp.len - 1; k >= 0; k--) o->s[o->len++] = tmp.s[k];
    o->s[o->len] = '\0';
    return SL_OK;
}

/* sign + prefix + integer digits + rest, grouped and padded per the spec. */
static int render_number(lang_buf *o, const fspec *f, bool neg, const char *prefix,
                         const char *dg, int64_t nd, const char *rest, int64_t nrest,
                         sl_error *err) {
    char sign[2] = {0, 0};
    if (neg) sign[0] = '-';
    else if (f->sign == '+' || f->sign == ' ') sign[0] = f->sign;
    int64_t ns = sign[0] ? 1 : 0, np = (int64_t)strlen(prefix);
    bool zero_pad = f->align == '=' && f->fill_len == 1 && f->fill[0] == '0';
    lang_buf num = {.I = o->I};
    int rc;
    if (f->group && nd > 0) {
        int64_t min_w = zero_pad && f->width > 0 ? f->width - ns - np - nrest : 0;
        if ((rc = group_digits(&num, dg, nd, f->group, f->group_digits, min_w, err))) return rc;
    } else if ((rc = lang_buf_put(&num, dg, nd, err))) {
        return rc;
    }
    int64_t total = ns + np + lang_utf8_len(num.s, num.len) + nrest;
    int64_t pad = f->width > total ? f->width - total : 0;
    int64_t left = f->align == '>' ? pad : f->align == '^' ? pad / 2 : 0;
    int64_t mid = f->align == '=' ? pad : 0, right = pad - left - mid;
    if ((rc = lang_buf_repeat(o, f->fill, f->fill_len, left, err))) return rc;
    if ((rc = lang_buf_put(o, sign, ns, err))) return rc;
    if ((rc = lang_buf_put(o, prefix, np, err))) return rc;
    if ((rc = lang_buf_repeat(o, f->fill, f->fill_len, mid, err))) return rc;
    if ((rc = lang_buf_put(o, num.s, num.len, err))) return rc;
    if ((rc = lang_buf_put(o, rest, nrest, err))) return rc;
    return lang_buf_repeat(o, f->fill, f->fill_len, right, err);
}

/* Digits of |x| in `base` (upper-case hex when `upper`), most significant first. */
static int64_t int_digits(lang_i128 x, int base, bool upper, char *out) {
    unsigned __int128 m = x < 0 ? (unsigned __int128)0 - (unsigned __int128)x : (unsigned __int128)x;
    char tmp[140];
    int64_t n = 0;
    const char *d = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    if (m <= UINT64_MAX) { /* 64-bit division where the value allows */
        uint64_t m64 = (uint64_t)m;
        do {
            tmp[n++] = d[m64 % (unsigned)base];
            m64 /= (unsigned)base;
        } while (m64);
        m = 0;
    }
    while (m || n == 0) {
        tmp[n++] = d[(int)(m % (unsigned)base)];
        m /= (unsigned)base;
    }
    for (int64_t k = 0; k < n; k++) out[k] = tmp[n - 1 - k];
    out[n] = '\0';
    return n;
}

static int format_float_spec(lang_buf *o, double x, fspec *f, sl_error *err);
static int format_big_spec(lang_interp *I, lang_buf *o, const lang_value *v, fspec *f, sl_error *err);

static int format_int_spec(lang_buf *o, lang_i128 x, fspec *f, const char *tp_name,
                           sl_error *err) {
    switch (f->type) {
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%':
        return format_float_spec(o, (double)x, f, err);
    case 'b': case 'c': case 'd': case 'o': case 'x': case 'X': case 'n': break;
    default: return unknown_code(f, tp_name, err);
    }
    if (f->precision != -1)
        return lang_py_error(err, "ValueError", "Precision not allowed in integer format specifier");
    if (f->no_neg_0)
        return lang_py_error(err, "ValueError",
                             "Negative zero coercion (z) not allowed in integer format specifier");
    if (f->type == 'c') {
        if (f->sign)
            return lang_py_error(err, "ValueError", "Sign not allowed with integer format specifier 'c'");
        if (f->alt)
            return lang_py_error(err, "ValueError",
                                 "Alternate form (#) not allowed with integer format specifier 'c'");
        if (x < 0 || x > 0x10ffff)
            return lang_py_error(err, "OverflowError", "%%c arg not in range(0x110000)");
        if (x >= 0xD800 && x < 0xE000) return lang_unsupported(err, "a surrogate code point");
        char enc[8];
        int64_t n;
        char tmp[8] = {0};
        /* UTF-8 of the code point */
        uint32_t cp = (uint32_t)x;
        if (cp < 0x80) { tmp[0] = (char)cp; n = 1; }
        else if (cp < 0x800) { tmp[0] = (char)(0xC0 | (cp >> 6)); tmp[1] = (char)(0x80 | (cp & 0x3F)); n = 2; }
        else if (cp < 0x10000) {
            tmp[0] = (char)(0xE0 | (cp >> 12)); tmp[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
            tmp[2] = (char)(0x80 | (cp & 0x3F)); n = 3;
        } else {
            tmp[0] = (char)(0xF0 | (cp >> 18)); tmp[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
            tmp[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); tmp[3] = (char)(0x80 | (cp & 0x3F)); n = 4;
        }
        memcpy(enc, tmp, sizeof enc);
        /* a character pads like a number: right-aligned unless told otherwise */
        return render_number(o, f, false, "", enc, n, "", 0, err);
    }
    int base = f->type == 'b' ? 2 : f->type == 'o' ? 8 : (f->type == 'x' || f->type == 'X') ? 16 : 10;
    const char *prefix = "";
    if (f->alt) prefix = base == 2 ? "0b" : base == 8 ? "0o" : f->type == 'X' ? "0X" : base == 16 ? "0x" : "";
    char dg[140];
    int64_t nd = int_digits(x, base, f->type == 'X', dg);
    return render_number(o, f, x < 0, prefix, dg, nd, "", 0, err);
}

/* an int past int64 under spec f: its digits (CPython's 4300-digit limit in base 10), or
 * the float it converts to for e f g %; 'c' and 'n' are refused */
static int format_big_spec(lang_interp *I, lang_buf *o, const lang_value *v, fspec *f, sl_error *err) {
    int rc;
    switch (f->type) {
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%': {
        double d;
        if ((rc = py_big_to_double(v, &d, err))) return rc;
        return format_float_spec(o, d, f, err);
    }
    case 'b': case 'd': case 'o': case 'x': case 'X': break;
    case 'c': break;
    case 'n': return lang_unsupported(err, "format code 'n' for an int beyond 64 bits");
    default: return unknown_code(f, "int", err);
    }
    if (f->precision != -1)
        return lang_py_error(err, "ValueError", "Precision not allowed in integer format specifier");
    if (f->no_neg_0)
        return lang_py_error(err, "ValueError",
                             "Negative zero coercion (z) not allowed in integer format specifier");
    if (f->type == 'c') {
        if (f->sign) return lang_py_error(err, "ValueError", "Sign not allowed with integer format specifier 'c'");
        if (f->alt)
            return lang_py_error(err, "ValueError", "Alternate form (#) not allowed with integer format specifier 'c'");
        return lang_unsupported(err, "format code 'c' for an int beyond 64 bits");
    }
    int base = f->type == 'b' ? 2 : f->type == 'o' ? 8 : (f->type == 'x' || f->type == 'X') ? 16 : 10;
    const char *prefix = "";
    if (f->alt) prefix = base == 2 ? "0b" : base == 8 ? "0o" : f->type == 'X' ? "0X" : base == 16 ? "0x" : "";
    size_t cap = (size_t)v->u.big.n * 32 + 8; /* base 2's digits and more */
    char *buf = lang_alloc_atomic(&I->A, cap);
    if (!buf) return lang_nomem(err);
    sl_strbuf sb;
    sl_sb_init(&sb, buf, cap);
    if ((rc = py_big_to_text(I, v, base, f->type == 'X', &sb, err))) return rc;
    bool neg = sb.len && sb.buf[0] == '-';
    return render_number(o, f, neg, prefix, sb.buf + neg, (int64_t)sb.len - neg, "", 0, err);
}

/* Python's float formatting of x under spec f (type already validated). */
static int format_float_spec(lang_buf *o, double x, fspec *f, sl_error *err) {
    char type = f->type;
    bool add_pct = false, add_dot_0 = false, repr_mode = false;
    int64_t prec = f->precision;
    if (type == 0) {
        add_dot_0 = true;
        if (prec < 0) repr_mode = true;
        else type = 'g';
    } else if (type == 'n') {
        type = 'g';
    }
    if (type == '%') {
        type = 'f';
        x *= 100;
        add_pct = true;
    }
    if (prec < 0) prec = 6;
    if (prec > 100000) return lang_unsupported(err, "a float precision above 100000");
    bool upper = type == 'E' || type == 'F' || type == 'G';
    bool neg = signbit(x) && !isnan(x);
    double a = fabs(x);
    char *body;
    int64_t nbody;
    lang_buf tb = {.I = o->I};
    int rc;
    if (!isfinite(a)) {
        const char *t = isnan(a) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
        if ((rc = lang_buf_put(&tb, t, 3, err))) return rc;
    } else if (repr_mode) {
        char r[64];
        lang_float_repr(a, r, sizeof r);
        char *e = strchr(r, 'e');
        if (f->alt && e && !strchr(r, '.')) {
            /* '#' keeps a point in the mantissa: 1.e-07 */
            memmove(e + 1, e, strlen(e) + 1);
            *e = '.';
        }
        if ((rc = lang_buf_put(&tb, r, (int64_t)strlen(r), err))) return rc;
    } else if (add_dot_0 || type == 'g' || type == 'G') {
        /* 'g' (and no type with a precision, which keeps a '.0'): p significant
         * digits from a correctly rounded 'e' conversion, laid out as CPython does —
         * exponent form when the decimal exponent is below -4 or at least p (p - 1
         * without a type), trailing zeros dropped unless '#'.  (glibc's own %#g loses
         * a zero when rounding carries into a new digit: 99.995 -> "1.E+02".) */
        int64_t p = prec == 0 ? 1 : prec;
        size_t cap = (size_t)p + 64;
        char *t = lang_alloc(&o->I->A, cap);
        char *dg = lang_alloc(&o->I->A, cap);
        if (!t || !dg) return lang_nomem(err);
        snprintf(t, cap, "%.*e", (int)(p - 1), a);
        char *e = strchr(t, 'e');
        int ex = atoi(e + 1);
        int64_t nd = 0;
        for (char *q = t; q < e; q++)
            if (*q != '.') dg[nd++] = *q;
        if (!f->alt)
            while (nd > 1 && dg[nd - 1] == '0') nd--;
        char ebuf[16];
        if (ex < -4 || ex >= (add_dot_0 ? p - 1 : p)) {
            if ((rc = lang_buf_put(&tb, dg, 1, err))) return rc;
            if (nd > 1 || f->alt) {
                if ((rc = lang_buf_put(&tb, ".", 1, err))) return rc;
                if ((rc = lang_buf_put(&tb, dg + 1, nd - 1, err))) return rc;
            }
            snprintf(ebuf, sizeof ebuf, "%c%c%02d", upper ? 'E' : 'e', ex < 0 ? '-' : '+', ex < 0 ? -ex : ex);
            if ((rc = lang_buf_put(&tb, ebuf, (int64_t)strlen(ebuf), err))) return rc;
        } else if (ex < 0) {
            if ((rc = lang_buf_put(&tb, "0.", 2, err))) return rc;
            if ((rc = lang_buf_repeat(&tb, "0", 1, -ex - 1, err))) return rc;
            if ((rc = lang_buf_put(&tb, dg, nd, err))) return rc;
        } else {
            for (int64_t k = 0; k <= ex; k++)
                if ((rc = lang_buf_put(&tb, k < nd ? &dg[k] : "0", 1, err))) return rc;
            if (nd > ex + 1) {
                if ((rc = lang_buf_put(&tb, ".", 1, err))) return rc;
                if ((rc = lang_buf_put(&tb, dg + ex + 1, nd - ex - 1, err))) return rc;
            } else if (add_dot_0) {
                if ((rc = lang_buf_put(&tb, ".0", 2, err))) return rc;
            } else if (f->alt) {
                if ((rc = lang_buf_put(&tb, ".", 1, err))) return rc;
            }
        }
    } else {
        size_t cap = (size_t)prec + 400; /* 309 digits before the point at most */
        char small[512];
        char *t = cap <= sizeof small ? small : lang_alloc_atomic(&o->I->A, cap);
        if (!t) return lang_nomem(err);
        char cfmt[8] = "%", *c = cfmt + 1; /* "%.*f", "%#.*e", ... */
        if (f->alt) *c++ = '#';
        *c++ = '.';
        *c++ = '*';
        *c++ = (char)type;
        *c = '\0';
        snprintf(t, cap, cfmt, (int)prec, a);
        if ((rc = lang_buf_put(&tb, t, (int64_t)strlen(t), err))) return rc;
    }
    if (add_pct && (rc = lang_buf_put(&tb, "%", 1, err))) return rc;
    body = tb.s;
    nbody = tb.len;
    if (neg && f->no_neg_0 && isfinite(a)) {
        bool all_zero = true;
        for (int64_t k = 0; k < nbody && body[k] != 'e' && body[k] != 'E'; k++)
            if (body[k] >= '1' && body[k] <= '9') all_zero = false;
        if (all_zero) neg = false;
    }
    int64_t nd = 0;
    while (nd < nbody && body[nd] >= '0' && body[nd] <= '9') nd++;
    return render_number(o, f, neg, "", body, nd, body + nd, nbody - nd, err);
}

static int format_str_spec(lang_buf *o, const char *s, int64_t n, fspec *f, sl_error *err) {
    if (f->type != 's') return unknown_code(f, "str", err);
    if (f->sign == ' ')
        return lang_py_error(err, "ValueError", "Space not allowed in string format specifier");
    if (f->sign) return lang_py_error(err, "ValueError", "Sign not allowed in string format specifier");
    if (f->no_neg_0)
        return lang_py_error(err, "ValueError",
                             "Negative zero coercion (z) not allowed in string format specifier");
    if (f->alt)
        return lang_py_error(err, "ValueError", "Alternate form (#) not allowed in string format specifier");
    if (f->align == '=')
        return lang_py_error(err, "ValueError", "'=' alignment not allowed in string format specifier");
    if (f->precision >= 0) n = utf8_prefix(s, n, f->precision);
    return pad_text(o, f, s, n, err);
}

/* type(v).__name__ as CPython's object.__format__ error prints it (tp_name), or NULL when
 * we do not know it for this kind of value. */
static const char *format_tp_name(lang_interp *I, const lang_value *v) {
    switch (v->kind) {
    case V_NONE: case V_TUPLE: case V_LIST: case V_DICT: case V_SLICE: case V_ELLIPSIS:
    case V_RANGE: case V_EXC: case V_BYTES:
        return lv_type_name(v);
    default: { /* a layer's value: the name its type gives (NULL: no such message) */
        const lang_type *ty = lang_type_of(I, v);
        return ty && ty->format_name ? ty->format_name(I, v) : NULL;
    }
    }
}

int py_format_into(lang_interp *I, lang_buf *o, lang_value *v, const char *spec, int64_t n, int depth,
                   sl_error *err) {
    int rc;
    if (depth > 4) return lang_unsupported(err, "formatting this value");
    fspec f;
    const lang_type *ty = lang_type_of(I, v);
    lang_value *as;
    if (ty && ty->format_as && (rc = ty->format_as(I, v, &as, err)) != LANG_NOT_MINE) {
        if (rc) return rc;
        return py_format_into(I, o, as, spec, n, depth + 1, err);
    }
    switch (v->kind) {
    case V_BIGINT: {
        if ((rc = parse_spec(spec, n, 'd', '>', "int", &f, err))) return rc;
        return format_big_spec(I, o, v, &f, err);
    }
    case V_BOOL:
        if (n == 0) return lang_buf_put(o, v->u.b ? "True" : "False", v->u.b ? 4 : 5, err);
        /* a spec formats the int */
        /* fall through */
    case V_INT: {
        lang_i128 x = v->kind == V_BOOL ? v->u.b : v->u.i;
        const char *tp = v->kind == V_BOOL ? "bool" : "int";
        if ((rc = parse_spec(spec, n, 'd', '>', tp, &f, err))) return rc;
        return format_int_spec(o, x, &f, tp, err);
    }
    case V_FLOAT:
        if ((rc = parse_spec(spec, n, 0, '>', "float", &f, err))) return rc;
        switch (f.type) {
        case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%': break;
        default: return unknown_code(&f, "float", err);
        }
        return format_float_spec(o, v->u.f, &f, err);
    case V_STR:
        if ((rc = parse_spec(spec, n, 's', '<', "str", &f, err))) return rc;
        return format_str_spec(o, v->u.str.s, v->u.str.len, &f, err);
    default: break;
    }
    const char *tp = format_tp_name(I, v);
    if (n == 0 && (tp || (ty && (ty->flags & LANG_TYPE_EMPTY_FORMAT_IS_STR)))) {
        lang_value *s;
        if ((rc = lang_text_of(I, v, false, &s, err))) return rc;
        return lang_buf_put(o, s->u.str.s, s->u.str.len, err);
    }
    if (!tp) return lang_unsupported(err, "format() of %s", lv_type_name(v));
    return lang_py_error(err, "TypeError", "unsupported format string passed to %s.__format__", tp);
}

int lang_format_value(lang_interp *I, lang_value *v, const char *spec, int64_t spec_len,
                      lang_value **out, sl_error *err) {
    if (v->kind == V_INSTANCE || v->kind == V_CLASS) return lang_class_format(I, v, spec, spec_len, out, err);
    lang_buf o = {.I = I};
    int rc = py_format_into(I, &o, v, spec, spec_len, 0, err);
    if (rc) return rc;
    return lang_buf_value(&o, out, err);
}

/* ---------------------------------------------------------- %-formatting == */

/* printf-style formatting, as str.__mod__ does it: a tuple supplies the arguments in
 * order, a mapping (dict, list, a layer's subscriptable value... anything but a tuple or str)
 * can serve `%(key)s` and is otherwise a single argument that may go unused; any other
 * value is the single argument. */
int lang_percent_format(lang_interp *I, lang_value *fmt, lang_value *args, lang_value **out,
                        sl_error *err) {
    const char *s = fmt->u.str.s;
    int64_t n = fmt->u.str.len, argi = 0, nargs;
    lang_value **argv;
    lang_value *one = args;
    bool is_tuple = args->kind == V_TUPLE || args->kind == V_LAYER_TUPLE; /* a layer's tuple is one */
    const lang_type *aty = lang_type_of(I, args);
    bool mapping = args->kind == V_DICT || args->kind == V_LIST || args->kind == V_RANGE ||
                   (aty && (aty->flags & LANG_TYPE_MAPPING_FOR_PERCENT));
    if (is_tuple) {
        argv = args->u.seq.v;
        nargs = args->u.seq.n;
    } else {
        argv = &one;
        nargs = 1;
    }
    lang_value *dict = mapping ? args : NULL;
    lang_buf o = {.I = I};
    int rc;
    int64_t i = 0;
    while (i < n) {
        const char *pct = memchr(s + i, '%', (size_t)(n - i));
        int64_t j = pct ? pct - s : n;
        if ((rc = lang_buf_put(&o, s + i, j - i, err))) return rc;
        if (j >= n) break;
        int64_t start = j;
        i = j + 1;
        if (i >= n) return lang_py_error(err, "ValueError", "incomplete format");
        lang_value *val = NULL;
        if (s[i] == '(') {
            if (!dict) return lang_py_error(err, "TypeError", "format requires a mapping");
            int64_t depth = 1, k = i + 1;
            while (k < n && depth) {
                if (s[k] == '(') depth++;
                else if (s[k] == ')') depth--;
                k++;
            }
            if (depth) return lang_py_error(err, "ValueError", "incomplete format key");
            if (dict->kind != V_DICT) return lang_unsupported(err, "%%(key) with a non-dict mapping");
            lang_value *key = lv_str(I, s + i + 1, k - 1 - (i + 1));
            if (!key) return lang_nomem(err);
            if ((rc = lang_getitem(I, dict, key, &val, err))) return rc;
            i = k;
            /* a keyed conversion takes no positional argument */
            nargs = 0;
            argi = -1;
        }
        bool left = false, zero = false, alt = false;
        char sign = 0;
        for (; i < n; i++) {
            if (s[i] == '-') left = true;
            else if (s[i] == '0') zero = true;
            else if (s[i] == '#') alt = true;
            else if (s[i] == '+') sign = '+';
            else if (s[i] == ' ') { if (sign != '+') sign = ' '; }
            else break;
        }
        int64_t width = -1, prec = -1;
        for (int pass = 0; pass < 2; pass++) {
            int64_t *dst = pass ? &prec : &width;
            if (pass) {
                if (i < n && s[i] == '.') i++;
                else break;
                prec = 0;
            }
            if (i < n && s[i] == '*') {
                i++;
                if (argi < 0 || argi >= nargs)
                    return lang_py_error(err, "TypeError", "not enough arguments for format string");
                lang_value *w = argv[argi++];
                if (w->kind != V_INT && w->kind != V_BOOL)
                    return lang_py_error(err, "TypeError", "* wants int");
                *dst = w->kind == V_INT ? w->u.i : w->u.b;
                if (!pass && *dst < 0) {
                    left = true;
                    *dst = -*dst;
                }
                if (pass && *dst < 0) *dst = 0;
            } else {
                int64_t v = 0;
                bool any = false;
                while (i < n && s[i] >= '0' && s[i] <= '9') {
                    if (v > LANG_MAX_STR_BYTES) return too_long(err);
                    v = v * 10 + (s[i++] - '0');
                    any = true;
                }
                if (any || pass) *dst = v;
            }
        }
        if (width > LANG_MAX_STR_BYTES || prec > LANG_MAX_STR_BYTES) return too_long(err);
        while (i < n && (s[i] == 'h' || s[i] == 'l' || s[i] == 'L')) i++;
        if (i >= n) return lang_py_error(err, "ValueError", "incomplete format");
        char conv = s[i++];
        if (conv == '%') {
            if (i - start != 2) return lang_unsupported(err, "flags or a width on %%%%");
            if ((rc = lang_buf_put(&o, "%", 1, err))) return rc;
            continue;
        }
        if (!val) {
            if (argi < 0 || argi >= nargs)
                return lang_py_error(err, "TypeError", "not enough arguments for format string");
            val = argv[argi++];
        }
        if (!strchr("sradiuoxXeEfFgGc", conv)) {
            if ((unsigned char)conv >= 0x80) return lang_unsupported(err, "a non-ASCII format character");
            return lang_py_error(err, "ValueError", "unsupported format character '%c' (0x%x) at index %lld",
                                 conv, (unsigned)conv, (long long)(i - 1));
        }
        /* the converted text, then padding by width like a spec does */
        fspec f;
        memset(&f, 0, sizeof f);
        f.fill = " ";
        f.fill_len = 1;
        f.width = width;
        f.precision = -1;
        f.align = left ? '<' : '>';
        f.sign = sign;
        f.alt = alt;
        f.group_digits = 3;
        if (!strchr("sra", conv) && !(val = lang_as_number(I, val, err))) return err->code;
        if (conv == 's' || conv == 'r' || conv == 'a') {
            lang_value *t;
            if ((rc = lang_text_of(I, val, conv != 's', &t, err))) return rc;
            if (conv == 'a')
                for (int64_t k = 0; k < t->u.str.len; k++)
                    if ((unsigned char)t->u.str.s[k] >= 0x80) return lang_unsupported(err, "%%a of non-ASCII text");
            int64_t len = prec >= 0 ? utf8_prefix(t->u.str.s, t->u.str.len, prec) : t->u.str.len;
            if ((rc = pad_text(&o, &f, t->u.str.s, len, err))) return rc;
            continue;
        }
        if (conv == 'c') {
            if (val->kind == V_STR && lang_utf8_len(val->u.str.s, val->u.str.len) == 1) {
                if ((rc = pad_text(&o, &f, val->u.str.s, val->u.str.len, err))) return rc;
                continue;
            }
            if (val->kind != V_INT && val->kind != V_BOOL) {
                if (lang_type_converts(I, val, LANG_TO_INT)) return lang_unsupported(err, "%%c of a %s", lv_type_name(val));
                return lang_py_error(err, "TypeError", "%%c requires int or char");
            }
            f.type = 'c';
            f.sign = 0;
            f.alt = false;
            f.align = left ? '<' : '>';
            if ((rc = format_int_spec(&o, val->kind == V_INT ? val->u.i : val->u.b, &f, "int", err))) return rc;
            continue;
        }
        if (lang_type_converts(I, val, LANG_TO_FLOAT)) return lang_unsupported(err, "%%%c of a %s", conv, lv_type_name(val));
        bool intconv = strchr("diuoxX", conv) != NULL;
        if (intconv) {
            lang_i128 x;
            if (val->kind == V_INT) x = val->u.i;
            else if (val->kind == V_BOOL) x = val->u.b;
            else if (val->kind == V_BIGINT) return lang_unsupported(err, "%%%c of an int beyond 64 bits", conv);
            else if (val->kind == V_FLOAT && strchr("diu", conv)) {
                double d = val->u.f;
                if (isnan(d)) return lang_py_error(err, "ValueError", "cannot convert float NaN to integer");
                if (isinf(d)) return lang_py_error(err, "OverflowError", "cannot convert float infinity to integer");
                d = trunc(d);
                if (!(fabs(d) < 1.7e38)) return lang_unsupported(err, "integer beyond 128 bits");
                x = (lang_i128)d;
            } else if (strchr("oxX", conv)) {
                return lang_py_error(err, "TypeError", "%%%c format: an integer is required, not %s", conv,
                                     lv_type_name(val));
            } else {
                return lang_py_error(err, "TypeError", "%%%c format: a real number is required, not %s", conv,
                                     lv_type_name(val));
            }
            int base = conv == 'o' ? 8 : conv == 'x' || conv == 'X' ? 16 : 10;
            char dg[280];
            int64_t nd = int_digits(x, base, conv == 'X', dg);
            /* precision = minimum digits */
            char padded[400];
            if (prec > nd) {
                if (prec > 200) return lang_unsupported(err, "an integer precision above 200");
                memset(padded, '0', (size_t)(prec - nd));
                memcpy(padded + prec - nd, dg, (size_t)nd);
                nd = prec;
            } else {
                memcpy(padded, dg, (size_t)nd);
            }
            const char *prefix = alt && base == 8 ? "0o" : alt && conv == 'x' ? "0x" : alt && conv == 'X' ? "0X" : "";
            if (zero && !left) {
                f.fill = "0";
                f.align = '=';
            }
            if ((rc = render_number(&o, &f, x < 0, prefix, padded, nd, "", 0, err))) return rc;
            continue;
        }
        /* e E f F g G */
        double d;
        if (val->kind == V_FLOAT) d = val->u.f;
        else if (val->kind == V_INT) d = (double)val->u.i;
        else if (val->kind == V_BOOL) d = val->u.b;
        else if (val->kind == V_BIGINT) {
            if ((rc = py_big_to_double(val, &d, err))) return rc;
        }
        else return lang_py_error(err, "TypeError", "must be real number, not %s", lv_type_name(val));
        f.type = conv;
        f.precision = prec < 0 ? 6 : prec;
        if (zero && !left) {
            f.fill = "0";
            f.align = '=';
        }
        if ((rc = format_float_spec(&o, d, &f, err))) return rc;
    }
    if (argi >= 0 && argi < nargs && !dict)
        return lang_py_error(err, "TypeError", "not all arguments converted during string formatting");
    return lang_buf_value(&o, out, err);
}
