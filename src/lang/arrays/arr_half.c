/*
 * arr_half.c — numpy float16 values as text: the shortest digits and the scalar repr.
 *
 * numpy prints float16 with Dragon4 over the half-precision value: the shortest decimal
 * digits that read back to the same float16.  A float16 has 11 significant bits, so five
 * digits always suffice; each length is tried with its correctly rounded candidate and
 * its neighbour on the other side, and a candidate reads back when the double it parses
 * to rounds (once, to nearest even) to the same half.  The scalar repr
 * (np.float16(x)) is positional for 1e-4 <= |x| < 1e16 with one zero kept after the point
 * ("1.0"), else scientific without trailing zeros or a bare point ("1e-05", "6.1e-05").
 */
#include "lang/python/py.h"
#include "lang/arrays/arrays.h"

#include <math.h>
#include <stdlib.h>

void lang_float16_repr(double d, char *buf, size_t cap) {
    if (lang_repr_special(d, buf, cap)) return;
    char dg[24];
    int ex, nd = lang_shortest_digits(d, LANG_FP16, dg, &ex);
    double a = fabs(d); /* positional judged on the value, as numpy's float16 repr does */
    lang_repr_layout(d < 0, dg, nd, ex, a >= 1e-4 && a < 1e16, buf, cap);
}
