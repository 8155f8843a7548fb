/*
 * arr_internal.h — what the random-number files share: the generator state of a run.
 *
 * The generators themselves are arr_random.c; torch's draws src/lang/torch/tensor_random.c,
 * numpy's src/lang/numpy/ndarray_random.c.
 */
#ifndef STRIDELAB_LANG_ARRAYS_ARR_INTERNAL_H
#define STRIDELAB_LANG_ARRAYS_ARR_INTERNAL_H

#include "lang/python/py.h"
#include "lang/arrays/arrays.h"

typedef struct mt19937 {
    uint32_t st[624];
    int idx;
} mt19937;

/* numpy's PCG64 (XSL-RR 128/64) with its 32-bit half buffer */
__extension__ typedef unsigned __int128 u128;
typedef struct pcg64 {
    u128 state, inc;
    bool has32;
    uint32_t u32;
} pcg64;
#define MAX_GENERATORS 64

struct lang_rng {
    pcg64 gens[MAX_GENERATORS]; /* np.random.default_rng objects, by index */
    int ngens;
    mt19937 torch_mt, np_mt;
    bool torch_seeded, np_seeded;
    bool torch_has_normal, np_has_gauss;
    double torch_normal, np_gauss;
};

#if defined(__wasm__)
#define NORMALS_EXACT 0 /* wasi-libc's log/sin/cos are not glibc's */
#else
#define NORMALS_EXACT 1
#endif

lang_num arr_fnum(double f);
int arr_int_arg(const lang_value *v, int64_t *out, sl_error *err);
lang_num arr_inum(int64_t i);
uint32_t arr_mt_next(mt19937 *m);
uint64_t arr_mt_next64(mt19937 *m);
void arr_mt_seed(mt19937 *m, uint32_t s);
struct lang_rng *arr_rng_of(lang_interp *I);
int arr_write_flat(lang_interp *I, lang_storage *st, sl_dtype dt, int64_t k, lang_num x, sl_error *err);

#endif
