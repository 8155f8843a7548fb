/*
 * lang_half.c — numpy float16 values as text: the shortest digits and the scalar repr.
 *
 * numpy prints float16 with Dragon4 over the half-precision value: the shortest decimal
 * digits that read back to the same float16.  A float16 has 11 significant bits, so five
 * digits always suffice; each length is tried with its correctly rounded candidate and
 * its neighbour on the other side, and a candidate reads back when the double it parses
 * to rounds (once, to nearest even) to the same half.  The scalar repr
 * (np.float16(x)) is positional for 1e-4 <= |x| < 1e16 with one zero kept after the point
 * ("1.0"), else scientific without trailing zeros or a bare point ("1e-05", "6.1e-05").
 */
#include "lang.h"

#include <math.h>
#include <stdlib.h>

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

static bool reads_back(const char *s, double h) { return lang_half_round(strtod(s, NULL)) == h; }

int lang_half_shortest_digits(double d, char *digits, int *exp10) {
    double a = fabs(d);
    for (int prec = 1; prec <= 17; prec++) {
        char tmp[64], dg[24];
        snprintf(tmp, sizeof tmp, "%.*e", prec - 1, a);
        int nd = 0;
        const char *p = tmp;
        for (; *p && *p != 'e'; p++)
            if (*p >= '0' && *p <= '9') dg[nd++] = *p;
        int ex = atoi(p + 1);
        bool ok = reads_back(tmp, a);
        if (!ok) {
            /* the neighbour one unit in the last place toward a */
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
            if (k >= 0 && dg[0] != '0') {
                char cand[64];
                int c = snprintf(cand, sizeof cand, "%c", dg[0]);
                if (nd > 1) c += snprintf(cand + c, sizeof cand - (size_t)c, ".%.*s", nd - 1, dg + 1);
                snprintf(cand + c, sizeof cand - (size_t)c, "e%d", ex);
                ok = reads_back(cand, a);
            }
        }
        if (ok) {
            while (nd > 1 && dg[nd - 1] == '0') nd--;
            memcpy(digits, dg, (size_t)nd);
            digits[nd] = '\0';
            *exp10 = ex;
            return nd;
        }
    }
    /* unreachable for a float16 value: 17 digits are the double itself */
    return lang_shortest_digits(d, false, digits, exp10);
}

void lang_float16_repr(double d, char *buf, size_t cap) {
    if (lang_repr_special(d, buf, cap)) return;
    char dg[24];
    int ex, nd = lang_half_shortest_digits(d, dg, &ex);
    double a = fabs(d); /* positional judged on the value, as numpy's float16 repr does */
    lang_repr_layout(d < 0, dg, nd, ex, a >= 1e-4 && a < 1e16, buf, cap);
}
