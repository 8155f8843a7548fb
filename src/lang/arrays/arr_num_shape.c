/*
 * arr_num_shape.c — element and shape tests that the torch and numpy layers share: x != 0
 * (torch.count_nonzero, np.count_nonzero), x == y in a promoted kind (torch.equal,
 * np.array_equal), whether (i, j) stays in a triangle (tril / triu of both libraries),
 * and a product of sizes with torch's "matmul size" overflow (matmul, numpy's tril /
 * triu).  Declared in arr_internal.h; their names still carry the torch layer's prefix,
 * where they were first written.
 */
#include "lang/python/py.h"
#include "lang/arrays/arr_internal.h"

int lang_torch_fold(const int64_t *s, int32_t d, int64_t *rows, sl_error *err) {
    *rows = 1;
    for (int32_t i = 0; i < d; i++)
        if (sl_ovf_mul(*rows, s[i], rows)) return sl_error_overflow(err, "matmul size");
    return SL_OK;
}

bool lang_torch_tri_keep(bool lower, int64_t i, int64_t j, int64_t k) {
    lang_i128 d = (lang_i128)j - i;
    return lower ? d <= k : d >= k;
}

bool lang_torch_num_nonzero(lang_num x) { return x.is_float ? x.f != 0 : x.i != 0; }

static double as_double(lang_num x) { return x.is_float ? x.f : (double)x.i; }

/* x == y in the promoted kind (NaN: unequal) */
bool lang_torch_num_equal(lang_num x, lang_num y, int kind) {
    if (kind == 0) return x.i == y.i;
    if (kind == 1) return (float)as_double(x) == (float)as_double(y);
    return as_double(x) == as_double(y);
}
