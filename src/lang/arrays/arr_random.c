/*
 * arr_random.c — seeded random numbers as torch 1.13 and numpy 1.24 draw them: the
 * generators both libraries share.
 *
 * Both libraries draw from a 32-bit Mersenne Twister (MT19937) seeded by init_genrand
 * with the seed's low 32 bits; without a seed their generators start from OS entropy, so
 * the values of an unseeded draw stay refused (the tensor's or array's storage is
 * poisoned; shapes, strides and dtypes are exact either way).
 *
 * This file holds the 32-bit Mersenne Twister (MT19937) and the per-run generator state
 * (struct lang_rng in arr_internal.h, with numpy's PCG64 generators); torch's draws are
 * src/lang/torch/tensor_random.c, numpy's legacy RandomState and Generator draws
 * src/lang/numpy/ndarray_random.c.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/arrays/arr_internal.h"

void arr_mt_seed(mt19937 *m, uint32_t s) {
    m->st[0] = s;
    for (int i = 1; i < 624; i++) m->st[i] = 1812433253u * (m->st[i - 1] ^ (m->st[i - 1] >> 30)) + (uint32_t)i;
    m->idx = 624;
}

uint32_t arr_mt_next(mt19937 *m) {
    if (m->idx >= 624) {
        for (int i = 0; i < 624; i++) {
            uint32_t y = (m->st[i] & 0x80000000u) | (m->st[(i + 1) % 624] & 0x7fffffffu);
            m->st[i] = m->st[(i + 397) % 624] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
        }
        m->idx = 0;
    }
    uint32_t y = m->st[m->idx++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}

uint64_t arr_mt_next64(mt19937 *m) {
    uint64_t hi = arr_mt_next(m);
    return hi << 32 | arr_mt_next(m);
}

struct lang_rng *arr_rng_of(lang_interp *I) {
    if (!lang_layers(I)->rng) {
        lang_layers(I)->rng = lang_alloc(&I->A, sizeof *lang_layers(I)->rng);
        if (lang_layers(I)->rng) memset(lang_layers(I)->rng, 0, sizeof *lang_layers(I)->rng);
    }
    return lang_layers(I)->rng;
}

/* element writes and arguments that torch's and numpy's draws share */
/* the elements of a fresh contiguous tensor or array, written in row-major order */
int arr_write_flat(lang_interp *I, lang_storage *st, sl_dtype dt, int64_t k, lang_num x, sl_error *err) {
    lang_lview v = {0};
    v.ndim = 1, v.dtype = dt, v.shape[0] = k + 1, v.stride_bytes[0] = sl_dtype_itemsize(dt);
    int64_t idx = k;
    return lang_write(I, st, &v, &idx, x, err);
}

lang_num arr_fnum(double f) { return (lang_num){true, 0, f}; }

lang_num arr_inum(int64_t i) { return (lang_num){false, i, 0}; }

int arr_int_arg(const lang_value *v, int64_t *out, sl_error *err) {
    if (v->kind != V_INT) return lang_unsupported(err, "a %s where an int is expected", lv_type_name(v));
    *out = v->u.i;
    return SL_OK;
}
