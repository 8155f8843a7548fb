/*
 * py_bigint.c — Python ints beyond int64: a sign and a magnitude of 32-bit digits (least
 * significant first, no leading zero digit) in an atomic arena block.
 *
 * A V_BIGINT always holds a value outside int64: every result is normalized by big_value,
 * which gives back a plain V_INT when the value fits, so the int64 paths of py_arith.c and
 * everything else keep their answers.  Here: arithmetic (+ - * // % divmod ** and pow with
 * a modulus, shifts, & | ^ ~), exact comparison with ints and floats, CPython's hash
 * (modulus 2**61 - 1), conversion to float (correctly rounded) and CPython's
 * long_true_divide, and conversion to and from text in any base 2..36 with CPython's
 * 4300-digit limit on decimal conversion.  Every loop over digits is charged to the
 * work budget (lang_charge_units), and no value may pass PY_BIG_MAX_DIGITS digits.
 * The operators reach these through py_arith.c; printing through py_value.c.
 */
#include "lang/python/py.h"

#include <math.h>
#include <string.h>

#include "lang/python/py_internal.h"

typedef struct { uint32_t *d; int64_t n; bool neg; } bn;

static int too_big(sl_error *err) {
    return lang_unsupported(err, "an int of more than %lld bits", (long long)PY_BIG_MAX_DIGITS * 32);
}

static int charge(lang_interp *I, int64_t digit_ops, sl_error *err) {
    return lang_charge_units(I, digit_ops / 32 + 1, err);
}

static uint32_t *dig_alloc(lang_interp *I, int64_t n) {
    return lang_alloc_atomic_n(&I->A, n < 1 ? 1 : n, sizeof(uint32_t));
}

static void trim(bn *x) {
    while (x->n > 0 && x->d[x->n - 1] == 0) x->n--;
    if (x->n == 0) x->neg = false;
}

/* v (an int, bool or V_BIGINT) as a bn; buf holds small values' digits */
static bn of_value(const lang_value *v, uint32_t buf[2]) {
    bn r;
    if (v->kind == V_BIGINT) {
        r.d = v->u.big.d;
        r.n = v->u.big.n;
        r.neg = v->u.big.neg;
        return r;
    }
    int64_t x = v->kind == V_BOOL ? v->u.b : v->u.i;
    uint64_t m = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
    buf[0] = (uint32_t)m;
    buf[1] = (uint32_t)(m >> 32);
    r.d = buf;
    r.n = 2;
    r.neg = x < 0;
    trim(&r);
    return r;
}

bool py_is_intval(const lang_value *v) {
    return v->kind == V_INT || v->kind == V_BOOL || v->kind == V_BIGINT;
}

/* the value of x: a V_INT when it fits int64 */
static int big_value(lang_interp *I, bn x, lang_value **out, sl_error *err) {
    trim(&x);
    if (x.n > PY_BIG_MAX_DIGITS) return too_big(err);
    if (x.n <= 2) {
        uint64_t m = x.n == 0 ? 0 : x.n == 1 ? x.d[0] : ((uint64_t)x.d[1] << 32) | x.d[0];
        if (!x.neg && m <= (uint64_t)INT64_MAX) {
            *out = lv_int(I, (int64_t)m);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (x.neg && m <= (uint64_t)INT64_MAX + 1) {
            *out = lv_int(I, (int64_t)(0 - m));
            CHECK_ALLOC(*out);
            return SL_OK;
        }
    }
    lang_value *v = lv_new(I, V_BIGINT);
    CHECK_ALLOC(v);
    I->made_bigint = true;
    uint32_t *d = dig_alloc(I, x.n);
    CHECK_ALLOC(d);
    memcpy(d, x.d, (size_t)x.n * sizeof *d);
    v->u.big.d = d;
    v->u.big.n = (int32_t)x.n;
    v->u.big.neg = x.neg;
    *out = v;
    return SL_OK;
}

/* ------------------------------------------------------------ magnitudes == */

static int mag_cmp(bn a, bn b) {
    if (a.n != b.n) return a.n < b.n ? -1 : 1;
    for (int64_t i = a.n - 1; i >= 0; i--)
        if (a.d[i] != b.d[i]) return a.d[i] < b.d[i] ? -1 : 1;
    return 0;
}

static int new_bn(lang_interp *I, int64_t n, bn *r, sl_error *err) {
    if (n > PY_BIG_MAX_DIGITS + 2) return too_big(err);
    r->d = dig_alloc(I, n);
    CHECK_ALLOC(r->d);
    memset(r->d, 0, (size_t)(n < 1 ? 1 : n) * sizeof(uint32_t));
    r->n = n;
    r->neg = false;
    return SL_OK;
}

static int mag_add(lang_interp *I, bn a, bn b, bn *r, sl_error *err) {
    if (a.n < b.n) { bn t = a; a = b; b = t; }
    int rc;
    if ((rc = charge(I, a.n, err)) || (rc = new_bn(I, a.n + 1, r, err))) return rc;
    uint64_t c = 0;
    for (int64_t i = 0; i < a.n; i++) {
        c += (uint64_t)a.d[i] + (i < b.n ? b.d[i] : 0);
        r->d[i] = (uint32_t)c;
        c >>= 32;
    }
    r->d[a.n] = (uint32_t)c;
    trim(r);
    return SL_OK;
}

/* |a| - |b| with |a| >= |b| */
static int mag_sub(lang_interp *I, bn a, bn b, bn *r, sl_error *err) {
    int rc;
    if ((rc = charge(I, a.n, err)) || (rc = new_bn(I, a.n, r, err))) return rc;
    int64_t br = 0;
    for (int64_t i = 0; i < a.n; i++) {
        int64_t t = (int64_t)a.d[i] - (i < b.n ? b.d[i] : 0) - br;
        br = t < 0;
        r->d[i] = (uint32_t)(t + (br ? ((int64_t)1 << 32) : 0));
    }
    trim(r);
    return SL_OK;
}

static int mag_mul(lang_interp *I, bn a, bn b, bn *r, sl_error *err) {
    int rc;
    if (a.n + b.n > PY_BIG_MAX_DIGITS + 1) return too_big(err);
    if ((rc = charge(I, a.n * b.n, err)) || (rc = new_bn(I, a.n + b.n, r, err))) return rc;
    for (int64_t i = 0; i < a.n; i++) {
        uint64_t c = 0, x = a.d[i];
        if (!x) continue;
        for (int64_t j = 0; j < b.n; j++) {
            c += x * b.d[j] + r->d[i + j];
            r->d[i + j] = (uint32_t)c;
            c >>= 32;
        }
        r->d[i + b.n] = (uint32_t)c;
    }
    trim(r);
    return SL_OK;
}

/* q, r = divmod(|a|, |b|), b nonzero (Knuth's algorithm D) */
static int mag_divmod(lang_interp *I, bn a, bn b, bn *q, bn *r, sl_error *err) {
    int rc;
    if (mag_cmp(a, b) < 0) {
        if ((rc = new_bn(I, 1, q, err))) return rc;
        trim(q);
        *r = a;
        r->neg = false;
        return SL_OK;
    }
    if ((rc = charge(I, (a.n - b.n + 1) * b.n, err))) return rc;
    if (b.n == 1) {
        if ((rc = new_bn(I, a.n, q, err)) || (rc = new_bn(I, 1, r, err))) return rc;
        uint64_t rem = 0, dv = b.d[0];
        for (int64_t i = a.n - 1; i >= 0; i--) {
            uint64_t cur = (rem << 32) | a.d[i];
            q->d[i] = (uint32_t)(cur / dv);
            rem = cur % dv;
        }
        r->d[0] = (uint32_t)rem;
        trim(q);
        trim(r);
        return SL_OK;
    }
    int s = __builtin_clz(b.d[b.n - 1]);
    bn u, v;
    if ((rc = new_bn(I, a.n + 1, &u, err)) || (rc = new_bn(I, b.n, &v, err))) return rc;
    for (int64_t i = b.n - 1; i >= 0; i--)
        v.d[i] = (b.d[i] << s) | (s && i ? (uint32_t)(b.d[i - 1] >> (32 - s)) : 0);
    u.d[a.n] = s ? (uint32_t)(a.d[a.n - 1] >> (32 - s)) : 0;
    for (int64_t i = a.n - 1; i >= 0; i--)
        u.d[i] = (a.d[i] << s) | (s && i ? (uint32_t)(a.d[i - 1] >> (32 - s)) : 0);
    int64_t n = b.n, m = a.n - b.n;
    if ((rc = new_bn(I, m + 1, q, err))) return rc;
    uint64_t vtop = v.d[n - 1], vnext = v.d[n - 2];
    for (int64_t j = m; j >= 0; j--) {
        uint64_t num = ((uint64_t)u.d[j + n] << 32) | u.d[j + n - 1];
        uint64_t qhat = num / vtop, rhat = num % vtop;
        while (qhat > 0xFFFFFFFFu || qhat * vnext > ((rhat << 32) | u.d[j + n - 2])) {
            qhat--;
            rhat += vtop;
            if (rhat > 0xFFFFFFFFu) break;
        }
        int64_t borrow = 0;
        uint64_t carry = 0;
        for (int64_t i = 0; i < n; i++) {
            uint64_t p = qhat * v.d[i] + carry;
            carry = p >> 32;
            int64_t t = (int64_t)u.d[i + j] - (int64_t)(uint32_t)p - borrow;
            borrow = t < 0;
            u.d[i + j] = (uint32_t)t;
        }
        int64_t t = (int64_t)u.d[j + n] - (int64_t)carry - borrow;
        u.d[j + n] = (uint32_t)t;
        if (t < 0) { /* added back: qhat was one too large */
            qhat--;
            uint64_t c = 0;
            for (int64_t i = 0; i < n; i++) {
                c += (uint64_t)u.d[i + j] + v.d[i];
                u.d[i + j] = (uint32_t)c;
                c >>= 32;
            }
            u.d[j + n] += (uint32_t)c;
        }
        q->d[j] = (uint32_t)qhat;
    }
    if ((rc = new_bn(I, n, r, err))) return rc;
    for (int64_t i = 0; i < n; i++)
        r->d[i] = (u.d[i] >> s) | (s ? (uint32_t)((uint64_t)u.d[i + 1] << (32 - s)) : 0);
    trim(q);
    trim(r);
    return SL_OK;
}

static int64_t bit_length(bn a) {
    if (a.n == 0) return 0;
    return (a.n - 1) * 32 + (32 - __builtin_clz(a.d[a.n - 1]));
}

/* |a| << k */
static int mag_shl(lang_interp *I, bn a, int64_t k, bn *r, sl_error *err) {
    int rc;
    if (a.n == 0) return new_bn(I, 1, r, err) ? err->code : (trim(r), SL_OK);
    if (k / 32 + a.n + 1 > PY_BIG_MAX_DIGITS + 1) return too_big(err);
    int64_t w = k / 32;
    int s = (int)(k % 32);
    if ((rc = charge(I, a.n + w, err)) || (rc = new_bn(I, a.n + w + 1, r, err))) return rc;
    for (int64_t i = 0; i < a.n; i++) {
        uint64_t x = (uint64_t)a.d[i] << s;
        r->d[i + w] |= (uint32_t)x;
        r->d[i + w + 1] |= (uint32_t)(x >> 32);
    }
    trim(r);
    return SL_OK;
}

/* |a| >> k; *lost: whether a nonzero bit was shifted out */
static int mag_shr(lang_interp *I, bn a, int64_t k, bn *r, bool *lost, sl_error *err) {
    int rc;
    int64_t w = k / 32;
    int s = (int)(k % 32);
    bool l = false;
    for (int64_t i = 0; i < w && i < a.n; i++) l = l || a.d[i];
    if (w < a.n && s) l = l || (a.d[w] & ((1u << s) - 1));
    if (lost) *lost = l;
    int64_t n = a.n - w;
    if (n <= 0) return new_bn(I, 1, r, err) ? err->code : (trim(r), SL_OK);
    if ((rc = charge(I, n, err)) || (rc = new_bn(I, n, r, err))) return rc;
    for (int64_t i = 0; i < n; i++) {
        uint64_t x = a.d[i + w] | (i + w + 1 < a.n ? (uint64_t)a.d[i + w + 1] << 32 : 0);
        r->d[i] = (uint32_t)(x >> s);
    }
    trim(r);
    return SL_OK;
}

/* -------------------------------------------------------------- signed == */

static int sadd(lang_interp *I, bn a, bn b, bn *r, sl_error *err) {
    int rc;
    if (a.neg == b.neg) {
        if ((rc = mag_add(I, a, b, r, err))) return rc;
        r->neg = a.neg && r->n;
        return SL_OK;
    }
    if (mag_cmp(a, b) >= 0) {
        if ((rc = mag_sub(I, a, b, r, err))) return rc;
        r->neg = a.neg && r->n;
    } else {
        if ((rc = mag_sub(I, b, a, r, err))) return rc;
        r->neg = b.neg && r->n;
    }
    return SL_OK;
}

static int smul(lang_interp *I, bn a, bn b, bn *r, sl_error *err) {
    int rc = mag_mul(I, a, b, r, err);
    if (!rc) r->neg = (a.neg != b.neg) && r->n;
    return rc;
}

static const bn ONE = {(uint32_t[]){1}, 1, false};

/* floor division and modulo (Python's signs); b nonzero */
static int sdivmod(lang_interp *I, bn a, bn b, bn *q, bn *r, sl_error *err) {
    int rc;
    if ((rc = mag_divmod(I, a, b, q, r, err))) return rc;
    if (a.neg != b.neg && r->n) {
        bn q1, r1;
        if ((rc = mag_add(I, *q, ONE, &q1, err))) return rc;
        if ((rc = mag_sub(I, b, *r, &r1, err))) return rc;
        *q = q1;
        *r = r1;
    }
    q->neg = (a.neg != b.neg) && q->n;
    r->neg = b.neg && r->n;
    return SL_OK;
}

int py_big_cmp(const lang_value *a, const lang_value *b) {
    uint32_t ba[2], bb[2];
    bn x = of_value(a, ba), y = of_value(b, bb);
    if (x.neg != y.neg) return x.neg ? -1 : 1;
    int c = mag_cmp(x, y);
    return x.neg ? -c : c;
}

/* ----------------------------------------------------------- to float == */

/* |a| as a double, correctly rounded; false when it overflows */
static bool mag_to_double(bn a, double *out) {
    int64_t L = bit_length(a);
    if (L <= 64) {
        uint64_t m = a.n == 0 ? 0 : a.n == 1 ? a.d[0] : ((uint64_t)a.d[1] << 32) | a.d[0];
        *out = (double)m; /* the conversion rounds to nearest even */
        return true;
    }
    if (L > 1024) return false;
    /* the top 55 bits, with a sticky bit for the rest below the rounding position */
    int64_t sh = L - 55;
    uint64_t q = 0;
    bool sticky = false;
    for (int64_t bit = 0; bit < 55; bit++) {
        int64_t pos = sh + bit;
        if ((a.d[pos / 32] >> (pos % 32)) & 1) q |= (uint64_t)1 << bit;
    }
    for (int64_t i = 0; i < sh / 32 && !sticky; i++) sticky = a.d[i];
    if (sh % 32 && (a.d[sh / 32] & ((1u << (sh % 32)) - 1))) sticky = true;
    double d = ldexp((double)(q | (uint64_t)sticky), (int)sh);
    if (isinf(d)) return false;
    *out = d;
    return true;
}

int py_big_to_double(const lang_value *v, double *out, sl_error *err) {
    uint32_t b[2];
    bn x = of_value(v, b);
    if (!mag_to_double(x, out))
        return lang_py_error(err, "OverflowError", "int too large to convert to float");
    if (x.neg) *out = -*out;
    return SL_OK;
}

/* the exact int of a finite float with no fraction */
static int of_double(lang_interp *I, double f, bn *r, sl_error *err) {
    int e;
    double m = frexp(fabs(f), &e); /* |f| = m * 2**e, 0.5 <= m < 1 */
    uint64_t mi = (uint64_t)ldexp(m, 53);
    bn t;
    uint32_t buf[2] = {(uint32_t)mi, (uint32_t)(mi >> 32)};
    t.d = buf;
    t.n = 2;
    t.neg = false;
    trim(&t);
    int rc = e - 53 >= 0 ? mag_shl(I, t, e - 53, r, err) : mag_shr(I, t, 53 - e, r, NULL, err);
    if (!rc) r->neg = f < 0 && r->n;
    return rc;
}

/* a int compared with a float: -1, 0, 1, or 2 when f is NaN */
int py_big_cmp_float(lang_interp *I, const lang_value *a, double f, int *out, sl_error *err) {
    if (isnan(f)) {
        *out = 2;
        return SL_OK;
    }
    if (isinf(f)) {
        *out = f > 0 ? -1 : 1;
        return SL_OK;
    }
    double fl = floor(f);
    bn x;
    int rc = of_double(I, fl, &x, err);
    if (rc) return rc;
    uint32_t b[2];
    bn y = of_value(a, b);
    int c;
    if (y.neg != x.neg) c = y.neg ? -1 : 1;
    else {
        c = mag_cmp(y, x);
        if (y.neg) c = -c;
    }
    if (c == 0 && f > fl) c = -1;
    *out = c;
    return SL_OK;
}

int py_float_to_int(lang_interp *I, double f, lang_value **out, sl_error *err) {
    bn x;
    int rc = of_double(I, trunc(f), &x, err);
    return rc ? rc : big_value(I, x, out, err);
}

/* CPython's long_true_divide: a / b correctly rounded */
int py_big_truediv(lang_interp *I, const lang_value *av, const lang_value *bv, lang_value **out,
                   sl_error *err) {
    uint32_t ba[2], bb[2];
    bn a = of_value(av, ba), b = of_value(bv, bb);
    if (b.n == 0) return lang_py_error(err, "ZeroDivisionError", "division by zero");
    bool negate = a.neg != b.neg;
    double r;
    int64_t diff = bit_length(a) - bit_length(b);
    if (a.n == 0 || diff < -1021 - 53 - 1) {
        r = 0.0;
    } else if (diff > 1024) {
        return lang_py_error(err, "OverflowError", "integer division result too large for a float");
    } else {
        int64_t shift = (diff > -1021 ? diff : -1021) - 53 - 2;
        bn x, q, rem;
        bool inexact = false;
        int rc;
        if (shift <= 0) rc = mag_shl(I, a, -shift, &x, err);
        else rc = mag_shr(I, a, shift, &x, &inexact, err);
        if (rc || (rc = mag_divmod(I, x, b, &q, &rem, err))) return rc;
        if (rem.n) inexact = true;
        /* q has DBL_MANT_DIG + 2 or + 3 bits */
        uint64_t xv = q.n == 0 ? 0 : q.n == 1 ? q.d[0] : ((uint64_t)q.d[1] << 32) | q.d[0];
        int64_t xbits = bit_length(q);
        int64_t extra = (xbits > -1021 - shift ? xbits : -1021 - shift) - 53;
        uint64_t mask = (uint64_t)1 << (extra - 1);
        uint64_t low = xv | (uint64_t)inexact;
        if ((low & mask) && (low & (3 * mask - 1))) xv += mask;
        xv &= ~(2 * mask - 1);
        double dx = (double)xv;
        if (xbits + shift > 1024 || (xbits + shift == 1024 && ldexp(1.0, (int)xbits) == dx))
            return lang_py_error(err, "OverflowError", "integer division result too large for a float");
        r = ldexp(dx, (int)shift);
    }
    *out = lv_float(I, negate ? -r : r);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* --------------------------------------------------------------- hash == */

int64_t py_big_hash(const lang_value *v) {
    const uint64_t P = ((uint64_t)1 << 61) - 1;
    uint64_t h = 0;
    for (int64_t i = v->u.big.n - 1; i >= 0; i--)
        h = (uint64_t)((((unsigned __int128)h << 32) + v->u.big.d[i]) % P);
    int64_t r = v->u.big.neg ? -(int64_t)h : (int64_t)h;
    return r == -1 ? -2 : r;
}

/* ------------------------------------------------------------ operators == */

static int pow_big(lang_interp *I, bn base, bn ex, const bn *mod, bn *r, sl_error *err) {
    int rc;
    bn acc = ONE;
    int64_t bits = bit_length(ex);
    if (!mod && base.n && !(base.n == 1 && base.d[0] == 1)) {
        /* the result's size first: refuse rather than run out of memory */
        if (bits > 40 || (bit_length(base) - 1) * (ex.n ? (int64_t)((uint64_t)ex.d[0] | (ex.n > 1 ? (uint64_t)ex.d[1] << 32 : 0)) : 0) > (int64_t)PY_BIG_MAX_DIGITS * 32)
            return too_big(err);
    }
    for (int64_t i = bits - 1; i >= 0; i--) {
        bn t;
        if ((rc = smul(I, acc, acc, &t, err))) return rc;
        acc = t;
        if (mod) {
            bn q;
            if ((rc = sdivmod(I, acc, *mod, &q, &t, err))) return rc;
            acc = t;
        }
        if ((ex.d[i / 32] >> (i % 32)) & 1) {
            if ((rc = smul(I, acc, base, &t, err))) return rc;
            acc = t;
            if (mod) {
                bn q;
                if ((rc = sdivmod(I, acc, *mod, &q, &t, err))) return rc;
                acc = t;
            }
        }
    }
    if (mod && bits == 0) { /* x ** 0 % m */
        bn q, t;
        if ((rc = sdivmod(I, acc, *mod, &q, &t, err))) return rc;
        acc = t;
    }
    *r = acc;
    return SL_OK;
}

/* two's complement digits of x over n digits */
static void to_twos(bn x, uint32_t *o, int64_t n) {
    for (int64_t i = 0; i < n; i++) o[i] = i < x.n ? x.d[i] : 0;
    if (x.neg) {
        uint64_t c = 1;
        for (int64_t i = 0; i < n; i++) {
            c += (uint32_t)~o[i];
            o[i] = (uint32_t)c;
            c >>= 32;
        }
    }
}

static int bitwise(lang_interp *I, lang_op op, bn a, bn b, bn *r, sl_error *err) {
    int64_t n = (a.n > b.n ? a.n : b.n) + 1;
    int rc;
    bn x, y;
    if ((rc = charge(I, 3 * n, err)) || (rc = new_bn(I, n, &x, err)) || (rc = new_bn(I, n, &y, err))) return rc;
    to_twos(a, x.d, n);
    to_twos(b, y.d, n);
    for (int64_t i = 0; i < n; i++)
        x.d[i] = op == OP_BITAND ? x.d[i] & y.d[i] : op == OP_BITOR ? x.d[i] | y.d[i] : x.d[i] ^ y.d[i];
    bool neg = x.d[n - 1] >> 31;
    if (neg) { /* back to a magnitude: ~x + 1 */
        x.neg = true;
        to_twos(x, x.d, n);
    }
    x.neg = neg;
    trim(&x);
    x.neg = neg && x.n;
    *r = x;
    return SL_OK;
}

/* a OP b for ints (int, bool or V_BIGINT), at least one past int64 or the int64 result
 * overflowing.  OP_DIV and the comparisons are not here. */
int py_big_binop(lang_interp *I, lang_op op, const lang_value *av, const lang_value *bv,
                 lang_value **out, sl_error *err) {
    uint32_t ba[2], bb[2];
    bn a = of_value(av, ba), b = of_value(bv, bb), r, q;
    int rc;
    switch (op) {
    case OP_ADD: rc = sadd(I, a, b, &r, err); break;
    case OP_SUB: b.neg = !b.neg && b.n; rc = sadd(I, a, b, &r, err); break;
    case OP_MUL: rc = smul(I, a, b, &r, err); break;
    case OP_FLOORDIV: case OP_MOD:
        if (b.n == 0)
            return lang_py_error(err, "ZeroDivisionError", op == OP_MOD ? "integer modulo by zero" : "integer division or modulo by zero");
        rc = sdivmod(I, a, b, &q, &r, err);
        if (op == OP_FLOORDIV) r = q;
        break;
    case OP_POW:
        if (b.neg) { /* a float, as CPython's */
            double x, y;
            if ((rc = py_big_to_double(av, &x, err)) || (rc = py_big_to_double(bv, &y, err))) return rc;
            if (x == 0) return lang_py_error(err, "ZeroDivisionError", "0.0 cannot be raised to a negative power");
            *out = lv_float(I, pow(x, y));
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        rc = pow_big(I, a, b, NULL, &r, err);
        break;
    case OP_LSHIFT: case OP_RSHIFT: {
        if (b.neg) return lang_py_error(err, "ValueError", "negative shift count");
        int64_t k = b.n > 2 || (b.n == 2 && b.d[1] >= 0x80000000u) ? INT64_MAX
                    : b.n == 0 ? 0 : b.n == 1 ? b.d[0] : (int64_t)(((uint64_t)b.d[1] << 32) | b.d[0]);
        if (op == OP_LSHIFT) {
            if (a.n == 0) { r = a; rc = SL_OK; break; }
            if (k > (int64_t)PY_BIG_MAX_DIGITS * 32) return too_big(err);
            rc = mag_shl(I, a, k, &r, err);
            r.neg = a.neg;
        } else {
            if (k >= bit_length(a)) {
                *out = lv_int(I, a.neg ? -1 : 0);
                CHECK_ALLOC(*out);
                return SL_OK;
            }
            bool lost = false;
            rc = mag_shr(I, a, k, &r, &lost, err);
            if (!rc && a.neg) { /* floor */
                if (lost) rc = mag_add(I, r, ONE, &r, err);
                r.neg = true;
            }
        }
        break;
    }
    case OP_BITAND: case OP_BITOR: case OP_BITXOR: rc = bitwise(I, op, a, b, &r, err); break;
    default: return lang_unsupported(err, "operator %s on big ints", lang_op_symbol(op));
    }
    if (rc) return rc;
    return big_value(I, r, out, err);
}

/* -a, ~a, abs(a) */
int py_big_unary(lang_interp *I, char what, const lang_value *av, lang_value **out, sl_error *err) {
    uint32_t ba[2];
    bn a = of_value(av, ba), r = a;
    if (what == '-') r.neg = !a.neg && a.n;
    else if (what == 'a') r.neg = false;
    else { /* ~a = -a - 1 */
        bn m1 = {(uint32_t[]){1}, 1, true};
        r.neg = !a.neg && a.n;
        int rc = sadd(I, r, m1, &r, err);
        if (rc) return rc;
    }
    return big_value(I, r, out, err);
}

int py_big_divmod(lang_interp *I, const lang_value *av, const lang_value *bv, lang_value **q,
                  lang_value **r, sl_error *err) {
    uint32_t ba[2], bb[2];
    bn a = of_value(av, ba), b = of_value(bv, bb), qq, rr;
    if (b.n == 0) return lang_py_error(err, "ZeroDivisionError", "integer division or modulo by zero");
    int rc = sdivmod(I, a, b, &qq, &rr, err);
    if (rc || (rc = big_value(I, qq, q, err))) return rc;
    return big_value(I, rr, r, err);
}

/* pow(a, b, m) for ints, b >= 0, m nonzero */
int py_big_powmod(lang_interp *I, const lang_value *av, const lang_value *bv, const lang_value *mv,
                  lang_value **out, sl_error *err) {
    uint32_t ba[2], bb[2], bm[2];
    bn a = of_value(av, ba), b = of_value(bv, bb), m = of_value(mv, bm), r, q;
    if (m.n == 0) return lang_py_error(err, "ValueError", "pow() 3rd argument cannot be 0");
    if (b.neg) return lang_unsupported(err, "pow() with a negative exponent and a modulus");
    int rc;
    if ((rc = sdivmod(I, a, m, &q, &r, err))) return rc;
    if ((rc = pow_big(I, r, b, &m, &r, err))) return rc;
    return big_value(I, r, out, err);
}

int py_big_bit_length(lang_interp *I, const lang_value *v, lang_value **out) {
    uint32_t b[2];
    *out = lv_int(I, bit_length(of_value(v, b)));
    return *out ? SL_OK : SL_ERR_NOMEM;
}

/* ---------------------------------------------------------------- text == */

#define LIMIT_MSG "Exceeds the limit (4300 digits) for integer string conversion"

/* v in base 10 (or 2, 8, 16: no limit there) without prefix; sign first when negative */
int py_big_to_text(lang_interp *I, const lang_value *v, int base, bool upper, sl_strbuf *sb, sl_error *err) {
    uint32_t b[2];
    bn a = of_value(v, b);
    int rc;
    const char *digs = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    if (a.neg) sl_sb_printf(sb, "-");
    if (a.n == 0) {
        sl_sb_printf(sb, "0");
        return SL_OK;
    }
    if (base != 10) {
        int per = base == 2 ? 1 : base == 8 ? 3 : 4;
        int64_t L = bit_length(a), nd = (L + per - 1) / per;
        if ((rc = charge(I, nd, err))) return rc;
        char *buf = lang_alloc_atomic_n(&I->A, nd + 1, 1);
        CHECK_ALLOC(buf);
        for (int64_t k = 0; k < nd; k++) {
            int dv = 0;
            for (int j = per - 1; j >= 0; j--) {
                int64_t pos = k * per + j;
                dv = dv * 2 + (pos < L ? (int)((a.d[pos / 32] >> (pos % 32)) & 1) : 0);
            }
            buf[nd - 1 - k] = digs[dv];
        }
        buf[nd] = 0;
        sl_sb_printf(sb, "%s", buf);
        return SL_OK;
    }
    if (bit_length(a) > 14300)
        return lang_py_error(err, "ValueError", LIMIT_MSG "; use sys.set_int_max_str_digits() to increase the limit");
    bn m;
    if ((rc = new_bn(I, a.n, &m, err))) return rc;
    memcpy(m.d, a.d, (size_t)a.n * sizeof *a.d);
    int64_t cap = a.n * 10 + 10, nd = 0;
    char *buf = lang_alloc_atomic_n(&I->A, cap, 1);
    CHECK_ALLOC(buf);
    while (m.n) {
        if ((rc = charge(I, m.n, err))) return rc;
        uint64_t rem = 0;
        for (int64_t i = m.n - 1; i >= 0; i--) {
            uint64_t cur = (rem << 32) | m.d[i];
            m.d[i] = (uint32_t)(cur / 1000000000u);
            rem = cur % 1000000000u;
        }
        trim(&m);
        for (int k = 0; k < 9 && (m.n || rem); k++) {
            buf[nd++] = (char)('0' + rem % 10);
            rem /= 10;
        }
    }
    if (nd > 4300)
        return lang_py_error(err, "ValueError", LIMIT_MSG "; use sys.set_int_max_str_digits() to increase the limit");
    char *o = lang_alloc_atomic_n(&I->A, nd + 1, 1);
    CHECK_ALLOC(o);
    for (int64_t k = 0; k < nd; k++) o[k] = buf[nd - 1 - k];
    o[nd] = 0;
    sl_sb_printf(sb, "%s", o);
    return SL_OK;
}

/* the int of the digits s[0..n) in base (2..36; underscores already checked and removed,
 * no sign, no prefix) */
int py_big_from_digits(lang_interp *I, const char *s, int64_t n, int base, bool neg, lang_value **out,
                       sl_error *err) {
    if (base != 2 && base != 4 && base != 8 && base != 16 && base != 32 && n > 4300)
        return lang_py_error(err, "ValueError",
                             LIMIT_MSG ": value has %lld digits; use sys.set_int_max_str_digits() to increase the limit",
                             (long long)n);
    int64_t nd = (int64_t)((double)n * log2((double)base) / 32.0) + 2;
    if (nd > PY_BIG_MAX_DIGITS + 2) return too_big(err);
    bn r;
    int rc;
    if ((rc = new_bn(I, nd, &r, err))) return rc;
    r.n = 0;
    for (int64_t i = 0; i < n;) {
        uint64_t chunk = 0, mul = 1;
        for (int k = 0; k < 6 && i < n; k++, i++) { /* base**6 < 2**32 */
            int c = (unsigned char)s[i];
            int dv = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10 : c - 'A' + 10;
            chunk = chunk * (uint64_t)base + (uint64_t)dv;
            mul *= (uint64_t)base;
        }
        if ((rc = charge(I, r.n, err))) return rc;
        uint64_t c = chunk;
        for (int64_t j = 0; j < r.n; j++) {
            c += (uint64_t)r.d[j] * mul;
            r.d[j] = (uint32_t)c;
            c >>= 32;
        }
        while (c) {
            r.d[r.n++] = (uint32_t)c;
            c >>= 32;
        }
    }
    r.neg = neg;
    return big_value(I, r, out, err);
}

/* the int of a literal's text past int64 (py_lex.c checked it: optional 0x / 0o / 0b,
 * digits and underscores).  CPython reads a decimal literal past 4300 digits as a
 * SyntaxError at compile time: refused here. */
int py_int_literal(lang_interp *I, const char *s, int64_t n, lang_value **out, sl_error *err) {
    int base = 10;
    if (n > 2 && s[0] == '0' && strchr("xXoObB", s[1])) {
        base = (s[1] | 0x20) == 'x' ? 16 : (s[1] | 0x20) == 'o' ? 8 : 2;
        s += 2;
        n -= 2;
    }
    char *d = lang_alloc_atomic_n(&I->A, n + 1, 1);
    CHECK_ALLOC(d);
    int64_t k = 0;
    for (int64_t i = 0; i < n; i++)
        if (s[i] != '_') d[k++] = s[i];
    if (base == 10 && k > 4300) return lang_unsupported(err, "an int literal of more than 4300 digits");
    return py_big_from_digits(I, d, k, base, false, out, err);
}

/* an int from a V_INT / V_BIGINT pair of (value, count) for lv_bigint's callers */
lang_value *lv_bigint(lang_interp *I, lang_i128 x) {
    unsigned __int128 m = x < 0 ? (unsigned __int128)0 - (unsigned __int128)x : (unsigned __int128)x;
    uint32_t d[4] = {(uint32_t)m, (uint32_t)(m >> 32), (uint32_t)(m >> 64), (uint32_t)(m >> 96)};
    bn b = {d, 4, x < 0};
    lang_value *v = NULL;
    sl_error e = {0};
    return big_value(I, b, &v, &e) ? NULL : v;
}

/* a V_BIGINT's value, saturated to +-(2**127 - 1) beyond that (the layers only ask whether
 * it fits 64 bits and its sign) */
lang_i128 lv_bigint_get(const lang_value *v) {
    const lang_i128 MAX = (lang_i128)(((unsigned __int128)1 << 127) - 1);
    if (v->u.big.n > 4 || (v->u.big.n == 4 && v->u.big.d[3] >= 0x80000000u)) return v->u.big.neg ? -MAX : MAX;
    unsigned __int128 m = 0;
    for (int64_t i = v->u.big.n - 1; i >= 0; i--) m = (m << 32) | v->u.big.d[i];
    return v->u.big.neg ? -(lang_i128)m : (lang_i128)m;
}

/* does v hold an int past int64 (itself, or inside a list, tuple, dict or set, to a few
 * levels)? */
static bool holds_big(const lang_value *v, int depth) {
    if (v->kind == V_BIGINT) return true;
    if (depth > 6) return false;
    if (v->kind == V_SLICE)
        return (v->u.slice.start && v->u.slice.start->kind == V_BIGINT) ||
               (v->u.slice.stop && v->u.slice.stop->kind == V_BIGINT) ||
               (v->u.slice.step && v->u.slice.step->kind == V_BIGINT);
    if ((v->kind == V_LIST || v->kind == V_TUPLE || v->kind == V_DICT || v->kind == V_LAYER_TUPLE) && !v->gen && !v->ygen)
        for (int64_t i = 0; i < v->u.seq.n; i++)
            if (v->u.seq.v[i] && holds_big(v->u.seq.v[i], depth + 1)) return true;
    return false;
}

/* The object layers never see an int past int64 except through their wide paths
 * (lang_type.takes_wide): one among the values reaching a layer's slot is refused, as all
 * such ints were before ints had no limit.  what: the operation's name. */
int py_refuse_bigint(lang_interp *I, const lang_args *a, const lang_value *x, const lang_value *y,
                     const char *what, sl_error *err) {
    if (!I->made_bigint) return SL_OK;
    bool big = (x && holds_big(x, 0)) || (y && holds_big(y, 0));
    for (int32_t i = 0; a && !big && i < a->npos; i++) big = holds_big(a->pos[i], 0);
    for (int32_t i = 0; a && !big && i < a->nkw; i++) big = holds_big(a->kw[i], 0);
    if (big) return lang_unsupported(err, "an int beyond 64 bits passed to %s", what);
    return SL_OK;
}
