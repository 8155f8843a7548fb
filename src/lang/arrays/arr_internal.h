/*
 * arr_internal.h — what the arrays files share with the torch and numpy layers: the
 * generator state of a run, and the element and shape tests of arr_num_shape.c.
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

/* arr_num_shape.c, shared by the torch and numpy layers.  _fold: *rows = the product of
 * the d sizes s[0..d) (overflow: torch's "matmul size" error; matmul, tril / triu of both
 * libraries); _tri_keep: whether element (i, j) stays in the lower (upper) triangle of
 * diagonal k; _num_nonzero: x != 0; _num_equal: x == y in the promoted kind (0 exact ints,
 * 1 float32, 2 double; NaN unequal) */
int lang_torch_fold(const int64_t *s, int32_t d, int64_t *rows, sl_error *err);
bool lang_torch_tri_keep(bool lower, int64_t i, int64_t j, int64_t k);
bool lang_torch_num_nonzero(lang_num x);
bool lang_torch_num_equal(lang_num x, lang_num y, int kind);

#endif
