/*
 * ndarray_random.c — numpy 1.24's seeded random numbers over the shared generators
 * (src/lang/arrays/arr_random.c).
 *
 * numpy (legacy RandomState: np.random.seed / rand / ...; randomkit / legacy-distributions.c):
 *   - seed(s): 0 <= s < 2^32, init_genrand; forgets the cached gauss.
 *   - random_sample / random / rand: ((a >> 5) * 2^26 + (b >> 6)) / 2^53 from two draws.
 *   - randn / standard_normal: the polar method with one cached value.
 *   - randint(low, high): masked rejection on one draw (two when the range passes 2^32).
 *   - permutation(n) / shuffle(x): for i from n - 1 down to 1 swap i with
 *     random_interval(i) (masked rejection), x 1-d.
 *   - choice(a, size, replace) without p: randint(0, n) indices, or the first `size` of
 *     permutation(n) without replacement, then a[idx].
 *
 * numpy's Generator (np.random.default_rng(seed), _generator.pyx / bit_generator.pyx):
 *   - the seed (an int >= 0) goes through SeedSequence: its 32-bit words hashed into a
 *     pool of four and mixed, then four 64-bit words generated; PCG64 takes them as the
 *     128-bit state and increment (state 0, inc 2i+1, step, add the seed, step).
 *   - next64: step the LCG (multiplier 0x2360ED051FC65DA44385DF649FCCF645), output the
 *     high and low halves xor-ed and rotated by the top 6 bits; next32 halves one next64
 *     (low half first, the high half buffered).
 *   - random: (next64 >> 11) * 2^-53; uniform(low, high): low + (high - low) * random;
 *     integers(low, high): Lemire's bounded multiply on next32 (next64 above 2^32);
 *     permutation / shuffle: random_interval as the legacy ones.  standard_normal and
 *     normal (a ziggurat), choice and the rest are refused.
 *   - default_rng() without a seed (numpy seeds it from the OS): its random / uniform /
 *     integers / normal / standard_normal arrays have the seeded draws' shapes, dtypes and
 *     errors, and refuse their values (the storage is poisoned, as np.random's draws
 *     before np.random.seed); its scalar draws, shuffle and permutation are refused.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/numpy/ndarray.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/arrays/arr_internal.h"

/* ------------------------------------------------------- numpy Generator == */


static void seedseq_words(uint64_t seed, uint64_t out[4]) {
    uint32_t ent[2] = {(uint32_t)seed, (uint32_t)(seed >> 32)};
    int nent = seed >> 32 ? 2 : 1;
    uint32_t pool[4], hc = 0x43b0d7e5u;
#define HASHMIX(v) (v ^= hc, hc *= 0x931e8875u, v *= hc, v ^= v >> 16, v)
#define MIX(x, y) (r = 0xca01f9ddu * (x) - 0x4973f715u * (y), r ^ (r >> 16))
    uint32_t r;
    for (int i = 0; i < 4; i++) {
        uint32_t v = i < nent ? ent[i] : 0;
        pool[i] = HASHMIX(v);
    }
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++)
            if (a != b) {
                uint32_t v = pool[a];
                uint32_t h = HASHMIX(v);
                pool[b] = MIX(pool[b], h);
            }
#undef HASHMIX
#undef MIX
    uint32_t hb = 0x8b51f9ddu, w[8];
    for (int i = 0; i < 8; i++) {
        uint32_t v = pool[i % 4] ^ hb;
        hb *= 0x58f38dedu;
        v *= hb;
        v ^= v >> 16;
        w[i] = v;
    }
    for (int i = 0; i < 4; i++) out[i] = (uint64_t)w[2 * i] | (uint64_t)w[2 * i + 1] << 32;
}

static const u128 PCG_MULT = ((u128)0x2360ED051FC65DA4u << 64) | 0x4385DF649FCCF645u;

static void pcg_seed(pcg64 *g, uint64_t seed) {
    uint64_t w[4];
    seedseq_words(seed, w);
    u128 st = ((u128)w[0] << 64) | w[1], inc = ((u128)w[2] << 64) | w[3];
    g->inc = (inc << 1) | 1u;
    g->state = 0;
    g->state = g->state * PCG_MULT + g->inc;
    g->state += st;
    g->state = g->state * PCG_MULT + g->inc;
    g->has32 = false;
}

static uint64_t pcg_next64(pcg64 *g) {
    g->state = g->state * PCG_MULT + g->inc;
    uint64_t v = (uint64_t)(g->state >> 64) ^ (uint64_t)g->state;
    unsigned rot = (unsigned)(g->state >> 122);
    return (v >> rot) | (v << ((64 - rot) & 63));
}

static uint32_t pcg_next32(pcg64 *g) {
    if (g->has32) {
        g->has32 = false;
        return g->u32;
    }
    uint64_t n = pcg_next64(g);
    g->has32 = true;
    g->u32 = (uint32_t)(n >> 32);
    return (uint32_t)n;
}

static double pcg_double(pcg64 *g) { return (double)(pcg_next64(g) >> 11) * (1.0 / 9007199254740992.0); }

/* Lemire's bounded integers in [0, rng] (numpy's buffered_bounded_lemire_uint32 /
 * bounded_lemire_uint64) */
static uint64_t pcg_bounded(pcg64 *g, uint64_t rng) {
    if (rng == 0) return 0;
    if (rng <= 0xffffffffu) {
        if (rng == 0xffffffffu) return pcg_next32(g);
        uint32_t ex = (uint32_t)rng + 1;
        uint64_t m = (uint64_t)pcg_next32(g) * ex;
        uint32_t left = (uint32_t)m;
        if (left < ex) {
            uint32_t th = (uint32_t)(UINT32_MAX - rng) % ex;
            while (left < th) {
                m = (uint64_t)pcg_next32(g) * ex;
                left = (uint32_t)m;
            }
        }
        return m >> 32;
    }
    if (rng == UINT64_MAX) return pcg_next64(g);
    uint64_t ex = rng + 1;
    u128 m = (u128)pcg_next64(g) * ex;
    uint64_t left = (uint64_t)m;
    if (left < ex) {
        uint64_t th = (UINT64_MAX - rng) % ex;
        while (left < th) {
            m = (u128)pcg_next64(g) * ex;
            left = (uint64_t)m;
        }
    }
    return (uint64_t)(m >> 64);
}

/* np.random.default_rng(seed): an object of GENERATOR_TYPE holding the generator's index */
static int generator_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    if (!as_str) return lang_unsupported(err, "repr() of a numpy Generator (it shows an address)");
    sl_sb_printf(sb, "Generator(PCG64)");
    return SL_OK;
}
static const char *generator_path(lang_interp *I, const lang_value *v) { return "numpy.random._generator.Generator"; }
static const lang_type GENERATOR_TYPE = {
    .name = "numpy.random._generator.Generator", /* messages name the Cython class by its path */
    .format_name = generator_path,
    .repr = generator_repr,
    .getattr = lang_random_generator_attr,
    .call_method = lang_random_generator_method,
    .type_path = generator_path,
};

static int default_rng(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    struct lang_rng *r = arr_rng_of(I);
    CHECK_ALLOC(r);
    lang_value *sv = a->npos == 1 && !a->nkw ? a->pos[0] : a->nkw == 1 && !a->npos && !strcmp(a->kwnames[0], "seed") ? a->kw[0] : NULL;
    /* without a seed (numpy seeds from the OS): a generator whose draws keep their shapes,
     * dtypes and errors but refuse their values (unseeded_result) */
    const bool unseeded = (a->npos == 0 && a->nkw == 0) || (sv && sv->kind == V_NONE);
    if (!unseeded && !sv) return lang_unsupported(err, "numpy.random.default_rng() arguments");
    if (!unseeded && sv->kind != V_INT) return lang_unsupported(err, "numpy.random.default_rng() of a %s", lv_type_name(sv));
    if (!unseeded && sv->u.i < 0) return lang_py_error(err, "ValueError", "expected non-negative integer");
    if (r->ngens >= MAX_GENERATORS) return lang_unsupported(err, "more than %d numpy Generators", MAX_GENERATORS);
    pcg_seed(&r->gens[r->ngens], unseeded ? 0 : (uint64_t)sv->u.i);
    lang_value *t = lv_seq(I, V_TUPLE, unseeded ? 2 : 1);
    CHECK_ALLOC(t);
    if (unseeded) CHECK_ALLOC(t->u.seq.v[1] = lv_bool(I, true));
    CHECK_ALLOC(t->u.seq.v[0] = lv_int(I, r->ngens++));
    CHECK_ALLOC(*out = lv_object(I, &GENERATOR_TYPE, t));
    return SL_OK;
}

int lang_random_generator_attr(lang_interp *I, lang_value *g, const char *name, lang_value **out, sl_error *err) {
    static const char *const METHODS[] = {"random", "integers", "uniform", "permutation", "shuffle", "normal", "standard_normal"};
    for (size_t k = 0; k < SL_ARRAY_LEN(METHODS); k++)
        if (!strcmp(name, METHODS[k])) {
            lang_value *f = lv_new(I, V_FUNC);
            CHECK_ALLOC(f);
            f->u.func.name = METHODS[k];
            f->u.func.self = g;
            *out = f;
            return SL_OK;
        }
    return lang_unsupported(err, "numpy Generator.%s", name);
}

/* ------------------------------------------------------------------ numpy == */

static double np_double(struct lang_rng *r) {
    uint32_t a = arr_mt_next(&r->np_mt) >> 5, b = arr_mt_next(&r->np_mt) >> 6;
    return (a * 67108864.0 + b) / 9007199254740992.0;
}

static double np_gauss(struct lang_rng *r) {
    if (r->np_has_gauss) {
        r->np_has_gauss = false;
        return r->np_gauss;
    }
    double f, x1, x2, r2;
    do {
        x1 = 2.0 * np_double(r) - 1.0;
        x2 = 2.0 * np_double(r) - 1.0;
        r2 = x1 * x1 + x2 * x2;
    } while (r2 >= 1.0 || r2 == 0.0);
    f = sqrt(-2.0 * log(r2) / r2);
    r->np_gauss = f * x1;
    r->np_has_gauss = true;
    return f * x2;
}

/* The 32- and 64-bit draws of either numpy generator (MT19937 for the legacy functions,
 * PCG64 for a Generator), for the algorithms both share. */
typedef struct bit_source {
    uint32_t (*next32)(void *state);
    uint64_t (*next64)(void *state);
    void *state;
} bit_source;
static uint32_t mt_next32_of(void *m) { return arr_mt_next(m); }
static uint64_t mt_next64_of(void *m) { return arr_mt_next64(m); }
static uint32_t pcg_next32_of(void *g) { return pcg_next32(g); }
static uint64_t pcg_next64_of(void *g) { return pcg_next64(g); }
static bit_source legacy_bits(struct lang_rng *r) { return (bit_source){mt_next32_of, mt_next64_of, &r->np_mt}; }
static bit_source pcg_bits(pcg64 *g) { return (bit_source){pcg_next32_of, pcg_next64_of, g}; }

/* masked rejection sampling of [0, max] (random_interval: shuffles, legacy randint) */
static uint64_t interval(const bit_source *b, uint64_t max) {
    if (max == 0) return 0;
    uint64_t mask = max, v;
    for (int s = 1; s <= 32; s *= 2) mask |= mask >> s;
    if (max <= 0xffffffffu) {
        while ((v = (b->next32(b->state) & mask)) > max) {}
    } else {
        while ((v = (b->next64(b->state) & mask)) > max) {}
    }
    return v;
}

static int new_array(lang_interp *I, const int64_t *shape, int32_t nd, sl_dtype dt, lang_value **out, lang_storage **st,
                     sl_error *err) {
    sl_array arr;
    int rc = sl_np_empty_ref(shape, nd, dt, 'C', lang_np_ref(I), &arr, err);
    if (rc) return rc;
    int64_t nbytes = arr.buffer_bytes;
    if (nbytes > LANG_MAX_STORAGE_BYTES) return lang_unsupported(err, "arrays larger than 64 MiB");
    *st = lang_storage_new(I, nbytes, dt, true);
    CHECK_ALLOC(*st);
    *out = lang_np_array_value(I, &arr, *st, NULL);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* the shape of size=None / int / tuple; *scalar when None */
static int np_size(lang_value *v, int64_t *shape, int32_t *nd, bool *scalar, sl_error *err) {
    *scalar = !v || v->kind == V_NONE;
    *nd = 0;
    if (*scalar) return SL_OK;
    return lang_int_list((const lang_value *const *)&v, 1, shape, nd, "size", err);
}

/* One value of a numpy draw: kind 0 a uniform double (lo + span * u), 1 a normal double
 * (legacy only), 2 an int low + [0, rng] (legacy: masked rejection; Generator: Lemire). */
typedef struct np_draw_spec {
    struct lang_rng *legacy; /* NULL: the Generator g */
    pcg64 *g;
    int kind;
    double lo, span;
    int64_t low;
    uint64_t rng;
} np_draw_spec;

static lang_num draw_one(const np_draw_spec *d) {
    if (d->legacy) {
        bit_source b = legacy_bits(d->legacy);
        return d->kind == 0 ? arr_fnum(np_double(d->legacy)) : d->kind == 1 ? arr_fnum(np_gauss(d->legacy))
                                                                      : arr_inum(d->low + (int64_t)interval(&b, d->rng));
    }
    return d->kind == 2 ? arr_inum(d->low + (int64_t)pcg_bounded(d->g, d->rng)) : arr_fnum(d->lo + d->span * pcg_double(d->g));
}

/* A draw of `shape` into a new array (float64 or int64 by kind), or with no size one value:
 * a Python float for doubles, an int scalar as Python int (py_int) or numpy int64. */
static int np_fill(lang_interp *I, const np_draw_spec *d, const int64_t *shape, int32_t nd, bool scalar, bool py_int,
                   lang_value **out, sl_error *err) {
    if (d->kind == 1 && !NORMALS_EXACT) return lang_unsupported(err, "normal random values in the WebAssembly build");
    if (scalar && (d->kind != 2 || py_int)) {
        lang_num x = draw_one(d);
        CHECK_ALLOC(*out = x.is_float ? lv_float(I, x.f) : lv_int(I, x.i));
        return SL_OK;
    }
    sl_dtype dt = d->kind == 2 ? SL_INT64 : SL_FLOAT64;
    lang_storage *st;
    int64_t zero = 0, n = 1;
    int rc = new_array(I, scalar ? &zero : shape, scalar ? 0 : nd, dt, out, &st, err);
    if (rc) return rc;
    if (scalar) (*out)->u.object.bits |= LANG_BIT_NP_SCALAR;
    for (int32_t d2 = 0; !scalar && d2 < nd; d2++) n *= shape[d2];
    if ((rc = lang_charge(I, n, err))) return rc;
    for (int64_t k = 0; k < n; k++)
        if ((rc = arr_write_flat(I, st, dt, k, draw_one(d), err))) return rc;
    return SL_OK;
}

/* a legacy np.random draw (np_fill), refused or poisoned before np.random.seed */
static int np_draw(lang_interp *I, const char *fn, const int64_t *shape, int32_t nd, bool scalar, int kind,
                   int64_t low, uint64_t rng, bool py_int, lang_value **out, sl_error *err) {
    struct lang_rng *r = arr_rng_of(I);
    CHECK_ALLOC(r);
    if (r->np_seeded) {
        np_draw_spec d = {r, NULL, kind, 0.0, 1.0, low, rng};
        return np_fill(I, &d, shape, nd, scalar, py_int, out, err);
    }
    if (scalar)
        return lang_unsupported(err, "the value of numpy.random.%s() (random numbers; np.random.seed makes them exact)", fn);
    lang_storage *st;
    int rc = new_array(I, shape, nd, kind == 2 ? SL_INT64 : SL_FLOAT64, out, &st, err);
    if (rc) return rc;
    st->poison = "the values of numpy.random draws (random numbers; np.random.seed makes them exact)";
    st->poison_not_nan = true;
    return SL_OK;
}

/* np.random.rand(d0, d1, ...) / randn(...): ints as the shape, none for one Python float */
static int np_rand_dims(lang_interp *I, const char *fn, int kind, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_py_error(err, "TypeError", "%s() takes no keyword arguments", fn);
    int64_t shape[SL_MAX_DIMS];
    int32_t nd = 0;
    if (a->npos > SL_MAX_DIMS) return lang_unsupported(err, "numpy.random.%s() of more than %d dims", fn, SL_MAX_DIMS);
    for (int32_t i = 0; i < a->npos; i++) {
        int rc = arr_int_arg(a->pos[i], &shape[nd++], err);
        if (rc) return rc;
        if (shape[nd - 1] < 0) return lang_py_error(err, "ValueError", "negative dimensions are not allowed");
    }
    return np_draw(I, fn, shape, nd, a->npos == 0, kind, 0, 0, false, out, err);
}

static int np_randint(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"low", "high", "size", "dtype"};
    lang_value *p[4];
    int rc = lang_bind(a, "numpy.random.randint", PN, 4, 1, p, err);
    if (rc) return rc;
    int64_t low = 0, high = 0;
    if ((rc = arr_int_arg(p[0], &low, err))) return rc;
    if (p[1] && p[1]->kind != V_NONE) {
        if ((rc = arr_int_arg(p[1], &high, err))) return rc;
    } else {
        high = low, low = 0;
    }
    if (p[3] && !(p[3]->kind == V_DTYPE && lang_dtype_of(p[3]) == SL_INT64))
        return lang_unsupported(err, "numpy.random.randint() with a dtype other than int64");
    if (low >= high) return lang_py_error(err, "ValueError", "low >= high");
    int64_t shape[SL_MAX_DIMS];
    int32_t nd;
    bool scalar;
    if ((rc = np_size(p[2], shape, &nd, &scalar, err))) return rc;
    return np_draw(I, "randint", shape, nd, scalar, 2, low, (uint64_t)high - (uint64_t)low - 1, !p[3], out, err);
}

/* swap the items of a 1-d array as both numpy shufflers do: for i = n-1 .. 1 swap i with
 * interval(i) drawn from b */
static int shuffle_1d(lang_interp *I, lang_value *arr, const bit_source *b, const char *fn, sl_error *err) {
    const sl_array *x = &lang_av(arr)->a;
    if (x->ndim != 1) return lang_unsupported(err, "%s() of arrays other than 1-d", fn);
    int rc = lang_before_write(I, err);
    if (rc) return rc;
    lang_lview v;
    lang_lview_of_array(x, &v);
    int64_t n = x->shape[0];
    if ((rc = lang_charge(I, n, err))) return rc;
    for (int64_t i = n - 1; i >= 1; i--) {
        int64_t j = (int64_t)interval(b, (uint64_t)i);
        lang_num xi, xj;
        if ((rc = lang_read(I, lang_av(arr)->st, &v, &i, &xi, err)) ||
            (rc = lang_read(I, lang_av(arr)->st, &v, &j, &xj, err)) ||
            (rc = lang_write(I, lang_av(arr)->st, &v, &i, xj, err)) ||
            (rc = lang_write(I, lang_av(arr)->st, &v, &j, xi, err)))
            return rc;
    }
    return SL_OK;
}

/* shuffle(x) (None, x shuffled in place) or permutation(n) (a shuffled arange(n)), the
 * draws from src; fn names the call in refusals */
static int shuffle_call(lang_interp *I, bool permutation, const lang_args *a, const bit_source *b, const char *fn,
                        lang_value **out, sl_error *err) {
    int rc;
    if (!permutation) {
        if (a->nkw || a->npos != 1 || a->pos[0]->kind != V_ARRAY)
            return lang_unsupported(err, "%s() of anything but one array", fn);
        if ((rc = shuffle_1d(I, a->pos[0], b, fn, err))) return rc;
        CHECK_ALLOC(*out = lv_none(I));
        return SL_OK;
    }
    if (a->nkw || a->npos != 1 || a->pos[0]->kind != V_INT)
        return lang_unsupported(err, "%s() of anything but an int", fn);
    int64_t n = a->pos[0]->u.i;
    if (n < 0) return lang_py_error(err, "ValueError", "negative dimensions are not allowed");
    lang_storage *st;
    if ((rc = new_array(I, &n, 1, SL_INT64, out, &st, err))) return rc;
    for (int64_t k = 0; k < n; k++)
        if ((rc = arr_write_flat(I, st, SL_INT64, k, arr_inum(k), err))) return rc;
    return shuffle_1d(I, *out, b, fn, err);
}

/* RandomState.choice(a, size=None, replace=True) without p: indices from randint(0, n)
 * (replace) or the first `size` of permutation(n), then a[idx] (a an int: the indices) */
static int np_choice(lang_interp *I, struct lang_rng *r, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "size", "replace", "p"};
    lang_value *p[4];
    int rc = lang_bind(a, "numpy.random.choice", PN, 4, 1, p, err);
    if (rc) return rc;
    if (p[3] && p[3]->kind != V_NONE) return lang_unsupported(err, "numpy.random.choice() with p=");
    lang_value *arr = NULL;
    int64_t pop;
    if (p[0]->kind == V_INT) {
        pop = p[0]->u.i;
    } else {
        if ((rc = lang_np_func(I, "asarray", &(lang_args){&p[0], 1, NULL, NULL, 0}, &arr, err))) return rc;
        if (lang_av(arr)->a.ndim != 1) {
            if (lang_av(arr)->a.ndim == 0) return lang_unsupported(err, "numpy.random.choice() of a 0-d array");
            return lang_py_error(err, "ValueError", "a must be 1-dimensional");
        }
        pop = lang_av(arr)->a.shape[0];
    }
    int64_t shape[SL_MAX_DIMS];
    int32_t nd;
    bool scalar;
    if ((rc = np_size(p[1], shape, &nd, &scalar, err))) return rc;
    int64_t size = 1;
    for (int32_t d = 0; d < nd; d++) size *= shape[d];
    if (pop <= 0 && size != 0)
        return lang_py_error(err, "ValueError", arr ? "'a' cannot be empty unless no samples are taken"
                                                    : "a must be greater than 0 unless no samples are taken");
    bool replace = !p[2] || lv_truthy(p[2]);
    lang_value *idx;
    if (replace) {
        if ((rc = np_draw(I, "choice", shape, nd, scalar, 2, 0, (uint64_t)pop - 1, true, &idx, err))) return rc;
    } else {
        if (size > pop)
            return lang_py_error(err, "ValueError", "Cannot take a larger sample than population when 'replace=False'");
        lang_value *n = lv_int(I, pop);
        CHECK_ALLOC(n);
        bit_source b = legacy_bits(r);
        if ((rc = shuffle_call(I, true, &(lang_args){&n, 1, NULL, NULL, 0}, &b, "numpy.random.choice", &idx, err)))
            return rc;
        /* permutation(n)[:size], reshaped to the size's shape (or its first item) */
        int64_t head = 0;
        lang_lview v;
        lang_lview_of_array(&lang_av(idx)->a, &v);
        if (scalar) {
            lang_num x;
            if ((rc = lang_read(I, lang_av(idx)->st, &v, &head, &x, err))) return rc;
            CHECK_ALLOC(idx = lv_int(I, x.i));
        } else {
            lang_storage *st;
            lang_value *taken;
            if ((rc = new_array(I, shape, nd, SL_INT64, &taken, &st, err))) return rc;
            for (int64_t k = 0; k < size; k++) {
                lang_num x;
                if ((rc = lang_read(I, lang_av(idx)->st, &v, &k, &x, err)) ||
                    (rc = arr_write_flat(I, st, SL_INT64, k, x, err)))
                    return rc;
            }
            idx = taken;
        }
    }
    if (!arr) {
        *out = idx;
        return SL_OK;
    }
    return lang_np_subscript(I, arr, idx, out, err);
}

int lang_random_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (strncmp(name, "random.", 7)) return LANG_NOT_MINE;
    const char *fn = name + 7;
    struct lang_rng *r = arr_rng_of(I);
    CHECK_ALLOC(r);
    int rc;
    if (!strcmp(fn, "seed")) {
        if (a->nkw || a->npos != 1) return lang_unsupported(err, "numpy.random.seed() arguments");
        int64_t s = 0;
        if ((rc = arr_int_arg(a->pos[0], &s, err))) return rc;
        if (s < 0 || s > INT64_C(0xffffffff)) return lang_py_error(err, "ValueError", "Seed must be between 0 and 2**32 - 1");
        arr_mt_seed(&r->np_mt, (uint32_t)s);
        r->np_seeded = true, r->np_has_gauss = false;
        CHECK_ALLOC(*out = lv_none(I));
        return SL_OK;
    }
    if (!strcmp(fn, "default_rng")) return default_rng(I, a, out, err);
    if (!strcmp(fn, "rand")) return np_rand_dims(I, "rand", 0, a, out, err);
    if (!strcmp(fn, "randn")) return np_rand_dims(I, "randn", 1, a, out, err);
    if (!strcmp(fn, "random") || !strcmp(fn, "random_sample") || !strcmp(fn, "standard_normal")) {
        static const char *const PN[] = {"size"};
        lang_value *p[1];
        if ((rc = lang_bind(a, name, PN, 1, 0, p, err))) return rc;
        int64_t shape[SL_MAX_DIMS];
        int32_t nd;
        bool scalar;
        if ((rc = np_size(p[0], shape, &nd, &scalar, err))) return rc;
        return np_draw(I, fn, shape, nd, scalar, fn[0] == 's' && fn[1] == 't' ? 1 : 0, 0, 0, false, out, err);
    }
    if (!strcmp(fn, "randint")) return np_randint(I, a, out, err);
    if (!strcmp(fn, "choice")) {
        if (!r->np_seeded) return lang_unsupported(err, "numpy.random.choice() without np.random.seed (random numbers)");
        return np_choice(I, r, a, out, err);
    }
    if (!strcmp(fn, "shuffle") || !strcmp(fn, "permutation")) {
        if (!r->np_seeded) return lang_unsupported(err, "numpy.random.%s() without np.random.seed (random order)", fn);
        bit_source b = legacy_bits(r);
        return shuffle_call(I, fn[0] == 'p', a, &b, fn[0] == 'p' ? "numpy.random.permutation" : "numpy.random.shuffle",
                            out, err);
    }
    return lang_unsupported(err, "numpy.random.%s()", fn);
}

#define UNSEEDED_VALUES "the values of numpy.random.default_rng() draws without a seed (random numbers)"

static int generator_draw(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err);

/* a draw of a generator made without a seed: the seeded draw's array, its values refused
 * (an array of the draws' shape: Generator.normal / standard_normal too, whose values the
 * seeded path does not model); a scalar draw, shuffle and permutation refused */
static int unseeded_draw(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err) {
    int rc;
    if (!strcmp(name, "normal") || !strcmp(name, "standard_normal")) {
        const bool std = name[0] == 's';
        static const char *const PN[] = {"loc", "scale", "size"};
        static const char *const PS[] = {"size"};
        lang_value *p[3] = {0};
        if ((rc = std ? lang_bind(a, "Generator.standard_normal", PS, 1, 0, p + 2, err)
                      : lang_bind(a, "Generator.normal", PN, 3, 0, p, err)))
            return rc;
        if (std && (lang_kwarg(a, "dtype") || lang_kwarg(a, "out"))) return lang_unsupported(err, "Generator.standard_normal() with dtype= or out=");
        double loc = 0.0, scale = 1.0;
        if ((p[0] && (rc = lang_to_float(p[0], &loc, err))) || (p[1] && (rc = lang_to_float(p[1], &scale, err)))) return rc;
        if (scale < 0) return lang_py_error(err, "ValueError", "scale < 0");
        int64_t shape[SL_MAX_DIMS];
        int32_t nd = 0;
        bool scalar;
        if ((rc = np_size(p[2], shape, &nd, &scalar, err))) return rc;
        if (scalar) return lang_unsupported(err, UNSEEDED_VALUES);
        lang_storage *st;
        if ((rc = new_array(I, shape, nd, SL_FLOAT64, out, &st, err))) return rc;
        st->poison = UNSEEDED_VALUES;
        st->poison_not_nan = isfinite(loc) && isfinite(scale);
        return SL_OK;
    }
    if (strcmp(name, "random") && strcmp(name, "uniform") && strcmp(name, "integers"))
        return lang_unsupported(err, "Generator.%s() of a generator made without a seed (random numbers)", name);
    if ((rc = generator_draw(I, self, name, a, out, err))) return rc;
    if ((*out)->kind != V_ARRAY || lang_np_scalar(*out)) return lang_unsupported(err, UNSEEDED_VALUES);
    lang_av(*out)->st->poison = UNSEEDED_VALUES;
    /* random() is in [0, 1), integers() are integers; uniform()'s bounds may make NaN */
    lang_av(*out)->st->poison_not_nan = strcmp(name, "uniform") != 0;
    return SL_OK;
}

int lang_random_generator_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                                 lang_value **out, sl_error *err) {
    if (((lang_value *)self->u.object.data)->u.seq.n == 2) return unseeded_draw(I, self, name, a, out, err);
    return generator_draw(I, self, name, a, out, err);
}

static int generator_draw(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err) {
    struct lang_rng *r = arr_rng_of(I);
    CHECK_ALLOC(r);
    pcg64 *g = &r->gens[((lang_value *)self->u.object.data)->u.seq.v[0]->u.i];
    int64_t shape[SL_MAX_DIMS];
    int32_t nd = 0;
    bool scalar;
    int rc;
    if (!strcmp(name, "random")) {
        static const char *const PN[] = {"size"};
        lang_value *p[1];
        if ((rc = lang_bind(a, "Generator.random", PN, 1, 0, p, err))) return rc;
        if ((rc = np_size(p[0], shape, &nd, &scalar, err))) return rc;
        return np_fill(I, &(np_draw_spec){NULL, g, 0, 0.0, 1.0, 0, 0}, shape, nd, scalar, false, out, err);
    }
    if (!strcmp(name, "uniform")) {
        static const char *const PN[] = {"low", "high", "size"};
        lang_value *p[3];
        if ((rc = lang_bind(a, "Generator.uniform", PN, 3, 0, p, err))) return rc;
        double lo = 0.0, hi = 1.0;
        if ((p[0] && (rc = lang_to_float(p[0], &lo, err))) || (p[1] && (rc = lang_to_float(p[1], &hi, err)))) return rc;
        if (hi - lo < 0) return lang_py_error(err, "ValueError", "high - low < 0");
        if (!isfinite(hi - lo)) return lang_unsupported(err, "Generator.uniform() of an infinite range");
        if ((rc = np_size(p[2], shape, &nd, &scalar, err))) return rc;
        return np_fill(I, &(np_draw_spec){NULL, g, 0, lo, hi - lo, 0, 0}, shape, nd, scalar, false, out, err);
    }
    if (!strcmp(name, "integers")) {
        static const char *const PN[] = {"low", "high", "size", "dtype", "endpoint"};
        lang_value *p[5];
        if ((rc = lang_bind(a, "Generator.integers", PN, 5, 1, p, err))) return rc;
        int64_t lo = 0, hi = 0;
        bool endpoint = p[4] && lv_truthy(p[4]);
        if ((rc = arr_int_arg(p[0], &lo, err))) return rc;
        if (p[1] && p[1]->kind != V_NONE) {
            if ((rc = arr_int_arg(p[1], &hi, err))) return rc;
        } else {
            hi = lo, lo = 0;
            if (endpoint ? hi < 0 : hi <= 0) return lang_py_error(err, "ValueError", endpoint ? "high < 0" : "high <= 0");
        }
        if (p[3] && !(p[3]->kind == V_DTYPE && lang_dtype_of(p[3]) == SL_INT64))
            return lang_unsupported(err, "Generator.integers() with a dtype other than int64");
        if (endpoint ? lo > hi : lo >= hi) return lang_py_error(err, "ValueError", endpoint ? "low > high" : "low >= high");
        if ((rc = np_size(p[2], shape, &nd, &scalar, err))) return rc;
        uint64_t rng = (uint64_t)hi - (uint64_t)lo - (endpoint ? 0 : 1);
        return np_fill(I, &(np_draw_spec){NULL, g, 2, 0, 0, lo, rng}, shape, nd, scalar, false, out, err);
    }
    bit_source b = pcg_bits(g);
    if (!strcmp(name, "shuffle")) return shuffle_call(I, false, a, &b, "Generator.shuffle", out, err);
    if (!strcmp(name, "permutation")) return shuffle_call(I, true, a, &b, "Generator.permutation", out, err);
    if (!strcmp(name, "normal") || !strcmp(name, "standard_normal"))
        return lang_unsupported(err, "numpy Generator.%s() values (its ziggurat is not modelled)", name);
    return lang_unsupported(err, "numpy Generator.%s()", name);
}
