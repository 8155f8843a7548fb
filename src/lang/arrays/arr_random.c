/*
 * arr_random.c — seeded random numbers as torch 1.13 and numpy 1.24 draw them.
 *
 * Both libraries draw from a 32-bit Mersenne Twister (MT19937) seeded by init_genrand
 * with the seed's low 32 bits; without a seed their generators start from OS entropy, so
 * the values of an unseeded draw stay refused (the tensor's or array's storage is
 * poisoned; shapes, strides and dtypes are exact either way).
 *
 * torch (CPUGeneratorImpl, DistributionsHelper.h, cpu/DistributionTemplates.h):
 *   - torch.manual_seed(s) reseeds and forgets the cached normal sample.
 *   - random() is one 32-bit draw; random64() is two, the first the high half.
 *   - rand: float32 (u32 & 2^24-1) * 2^-24, float64 (u64 & 2^53-1) * 2^-53, one draw per
 *     element in row-major order (cpu_serial_kernel).
 *   - randn below 16 elements: normal_distribution<double> per element: u1, u2 uniform
 *     doubles, r = sqrt(-2 log(1 - u2)), theta = 2 pi u1, the element r cos(theta), and
 *     r sin(theta) cached for the next normal draw (of any call until reseeded).
 *   - randn of 16 or more elements: normal_fill: every element a uniform, then each
 *     16-block turned pairwise (j, j+8) into r cos / r sin with r = sqrt(-2 log(1 - u_j)),
 *     theta = 2 pi u_{j+8}; a ragged tail redraws the last 16 elements and turns them
 *     again.  float64 uses the C library's log / sin / cos; float32 goes through torch's
 *     AVX2 kernel (Cephes polynomials, emulated below bit for bit; torch 1.13 on x86-64
 *     runs its AVX2 kernels also on AVX-512 CPUs).  The double-precision normals need
 *     glibc's log, log1p, sin and cos, as torch has them: the WebAssembly build refuses
 *     them; the float32 AVX2 path is exact in every build.
 *   - x.uniform_(a, b) / x.normal_(mean, std) (contiguous x), torch.normal(mean, std,
 *     size), rand_like / randn_like (contiguous input): the same draws, scaled as
 *     x * scale + shift, fused into one fma as gcc compiles torch's AVX2 kernels
 *     (measured: 2,500 random programs identical; log1p instead of log(1 - u2), or the
 *     unfused form, differ in the last digits of float64 values).
 *   - randint(low, high): (u % (high - low)) + low, u one draw (two when the range is 2^32
 *     or more); randperm(n): for i < n - 1 swap i with i + random() % (n - i).
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
 */
#include "lang/lang.h"

#include <math.h>

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

static void mt_seed(mt19937 *m, uint32_t s) {
    m->st[0] = s;
    for (int i = 1; i < 624; i++) m->st[i] = 1812433253u * (m->st[i - 1] ^ (m->st[i - 1] >> 30)) + (uint32_t)i;
    m->idx = 624;
}

static uint32_t mt_next(mt19937 *m) {
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

static uint64_t mt_next64(mt19937 *m) {
    uint64_t hi = mt_next(m);
    return hi << 32 | mt_next(m);
}

static struct lang_rng *rng_of(lang_interp *I) {
    if (!I->rng) {
        I->rng = lang_alloc(&I->A, sizeof *I->rng);
        if (I->rng) memset(I->rng, 0, sizeof *I->rng);
    }
    return I->rng;
}

#if defined(__wasm__)
#define NORMALS_EXACT 0 /* wasi-libc's log/sin/cos are not glibc's */
#else
#define NORMALS_EXACT 1
#endif

/* ------------------------------------------------------------------ torch == */

static double torch_uniform_double(struct lang_rng *r) {
    return (double)(mt_next64(&r->torch_mt) & ((UINT64_C(1) << 53) - 1)) * 0x1p-53;
}

/* at::normal_distribution<double>: the cached r sin(theta), or a new pair */
static double torch_normal(struct lang_rng *r) {
    if (r->torch_has_normal) {
        r->torch_has_normal = false;
        return r->torch_normal;
    }
    double u1 = torch_uniform_double(r), u2 = torch_uniform_double(r);
    double rad = sqrt(-2.0 * log(1.0 - u2)), theta = 2.0 * 3.14159265358979323846 * u1;
    r->torch_normal = rad * sin(theta);
    r->torch_has_normal = true;
    return rad * cos(theta);
}

/* the elements of a fresh contiguous tensor or array, written in row-major order */
static int write_flat(lang_interp *I, lang_storage *st, sl_dtype dt, int64_t k, lang_num x, sl_error *err) {
    lang_lview v = {0};
    v.ndim = 1, v.dtype = dt, v.shape[0] = k + 1, v.stride_bytes[0] = sl_dtype_itemsize(dt);
    int64_t idx = k;
    return lang_write(I, st, &v, &idx, x, err);
}

static lang_num fnum(double f) { return (lang_num){true, 0, f}; }
static lang_num inum(int64_t i) { return (lang_num){false, i, 0}; }

/* x * scale + shift as torch's AVX2 build computes it: gcc contracts it into one fma
 * (measured: the unfused form differs from torch in float64's last digits) */
static double affine(double x, double scale, double shift) { return fma(x, scale, shift); }
static float affinef(float x, float scale, float shift) { return fmaf(x, scale, shift); }

/* normal_fill_16<double>: (r cos) * std + mean, contracted */
static void torch_fill_normal16(double *u, int64_t off, double std, double mean) {
    for (int j = 0; j < 8; j++) {
        double u1 = 1 - u[off + j], u2 = u[off + j + 8];
        double rad = sqrt(-2 * log(u1)), theta = 2.0 * 3.14159265358979323846 * u2;
        u[off + j] = affine(rad * cos(theta), std, mean);
        u[off + j + 8] = affine(rad * sin(theta), std, mean);
    }
}

/* torch's float32 normal_fill_AVX2, one lane at a time.  Its log256_ps and sincos256_ps
 * (ATen/native/cpu/avx_mathfun.h: Cephes' logf and sincosf polynomials) are compiled by
 * gcc with -mfma and -ffp-contract=fast, which fuses every multiply whose only use is an
 * add or subtract into it, in statement order; the fmaf calls below are exactly those
 * fusions (the other contractions differ in 41-204 of 200,000 values).  Measured against
 * torch: 3,000 seeds x 1,000 values, 500 seeds x 37 and x 16: every bit identical.  The
 * operations are IEEE float ones (fmaf, sqrtf), so every build computes the same. */
static float f32(double x) { return (float)x; }
static float bits_f(uint32_t u) {
    float x;
    memcpy(&x, &u, 4);
    return x;
}
static uint32_t f_bits(float x) {
    uint32_t u;
    memcpy(&u, &x, 4);
    return u;
}

/* log256_ps on one lane; x in (0, 1] here (1 - a uniform float) */
static float avx2_logf(float x) {
    bool invalid = x <= 0.0f;
    if (x < bits_f(0x00800000u)) x = bits_f(0x00800000u); /* cut off denormals */
    int32_t e_bits = (int32_t)(f_bits(x) >> 23) - 0x7f;
    x = bits_f((f_bits(x) & ~0x7f800000u) | f_bits(0.5f)); /* the mantissa in [0.5, 1) */
    float e = (float)e_bits + 1.0f;
    bool below = x < f32(0.707106781186547524);
    float tmp = below ? x : 0.0f;
    x = x - 1.0f;
    e = e - (below ? 1.0f : 0.0f);
    x = x + tmp;
    float z = x * x;
    static const double P[] = {7.0376836292E-2,  -1.1514610310E-1, 1.1676998740E-1,
                               -1.2420140846E-1, 1.4249322787E-1,  -1.6668057665E-1,
                               2.0000714765E-1,  -2.4999993993E-1, 3.3333331174E-1};
    float y = f32(P[0]);
    for (int k = 1; k < 9; k++) y = fmaf(y, x, f32(P[k]));
    y = y * x;
    y = fmaf(y, z, e * f32(-2.12194440e-4));
    y = fmaf(-z, 0.5f, y);
    x = fmaf(e, f32(0.693359375), x + y);
    return invalid ? NAN : x;
}

/* sincos256_ps on one lane */
static void avx2_sincosf(float x, float *s, float *c) {
    uint32_t sign_sin = f_bits(x) & 0x80000000u;
    x = bits_f(f_bits(x) & 0x7fffffffu);
    int32_t j = (int32_t)(x * f32(1.27323954473516)); /* x * 4/pi, truncated */
    j = (j + 1) & ~1;
    float y = (float)j;
    uint32_t swap_sin = (uint32_t)(j & 4) << 29;
    bool poly = (j & 2) == 0;
    x = fmaf(y, f32(-0.78515625), x); /* x - y pi/4 in three parts */
    x = fmaf(y, f32(-2.4187564849853515625e-4), x);
    x = fmaf(y, f32(-3.77489497744594108e-8), x);
    uint32_t sign_cos = (uint32_t)(~(j - 2) & 4) << 29;
    sign_sin ^= swap_sin;
    float z = x * x;
    float yc = fmaf(f32(2.443315711809948E-005), z, f32(-1.388731625493765E-003));
    yc = fmaf(yc, z, f32(4.166664568298827E-002));
    yc = yc * z;
    yc = fmaf(yc, z, -(z * 0.5f));
    yc = yc + 1.0f;
    float ys = fmaf(f32(-1.9515295891E-4), z, f32(8.3321608736E-3));
    ys = fmaf(ys, z, f32(-1.6666654611E-1));
    ys = ys * z;
    ys = fmaf(ys, x, x);
    float ysin2 = poly ? ys : 0.0f, ysin1 = poly ? 0.0f : yc;
    float rs = ysin1 + ysin2, rc = (yc - ysin1) + (ys - ysin2);
    *s = bits_f(f_bits(rs) ^ sign_sin);
    *c = bits_f(f_bits(rc) ^ sign_cos);
}

/* normal_fill_16_AVX2: pairs (j, j + 8) of uniforms in place, fmadd(n, std, mean) */
static void avx2_normal16(float *d, float std, float mean) {
    const float two_pi = f32(2.0 * 3.14159265358979323846);
    for (int j = 0; j < 8; j++) {
        float u1 = 1.0f - d[j], u2 = d[j + 8];
        float radius = sqrtf(-2.0f * avx2_logf(u1));
        float sn, cs;
        avx2_sincosf(two_pi * u2, &sn, &cs);
        d[j] = fmaf(radius * cs, std, mean); /* _mm256_fmadd_ps(n, std, mean) */
        d[j + 8] = fmaf(radius * sn, std, mean);
    }
}

/* The n values of one torch draw, in the order torch writes them (row-major of a
 * contiguous tensor): kind 0 uniform in [a, b), kind 1 normal with mean a, std b.  NULL
 * with *why set where the values are not modelled (the generator is then unknown, or
 * its draws were still counted). */
static double *torch_draw(lang_interp *I, struct lang_rng *r, sl_dtype dt, int64_t n, int kind, double a, double b,
                          const char **why, sl_error *err) {
    if (dt != SL_FLOAT32 && dt != SL_FLOAT64) {
        /* the draws of other dtypes are not modelled: every later value refuses too */
        *why = "random values of dtypes other than float32 and float64";
        r->torch_seeded = false;
        return NULL;
    }
    if (lang_charge(I, n, err)) return NULL;
    double *v = lang_alloc(&I->A, (size_t)(n + 1) * sizeof(double));
    if (!v) {
        lang_nomem(err);
        return NULL;
    }
    bool f32 = dt == SL_FLOAT32;
    if (kind == 0) {
        /* uniform_real_distribution: the dtype's own arithmetic over from/to cast to it */
        float af = (float)a, bf = (float)b;
        for (int64_t k = 0; k < n; k++)
            v[k] = f32 ? affinef((float)(mt_next(&r->torch_mt) & 0xffffffu) * 0x1p-24f, bf - af, af)
                       : affine(torch_uniform_double(r), b - a, a);
        return v;
    }
    if (n >= 16 && f32) { /* torch's normal_fill_AVX2 */
        float *u = lang_alloc(&I->A, (size_t)n * sizeof(float));
        if (!u) {
            lang_nomem(err);
            return NULL;
        }
        for (int64_t k = 0; k < n; k++) u[k] = (float)(mt_next(&r->torch_mt) & 0xffffffu) * 0x1p-24f;
        for (int64_t i = 0; i + 16 <= n; i += 16) avx2_normal16(u + i, (float)b, (float)a);
        if (n % 16) {
            for (int64_t k = n - 16; k < n; k++) u[k] = (float)(mt_next(&r->torch_mt) & 0xffffffu) * 0x1p-24f;
            avx2_normal16(u + n - 16, (float)b, (float)a);
        }
        for (int64_t k = 0; k < n; k++) v[k] = u[k];
        return v;
    }
    if (!NORMALS_EXACT) {
        r->torch_seeded = false; /* the cached normal draws of this build are not torch's */
        *why = "normal random values in the WebAssembly build (its C library's log/sin/cos)";
        return NULL;
    }
    if (n < 16) {
        for (int64_t k = 0; k < n; k++) v[k] = affine(torch_normal(r), b, a); /* transformation::normal */
        return v;
    }
    for (int64_t k = 0; k < n; k++) v[k] = torch_uniform_double(r);
    for (int64_t i = 0; i + 16 <= n; i += 16) torch_fill_normal16(v, i, b, a);
    if (n % 16) {
        for (int64_t k = n - 16; k < n; k++) v[k] = torch_uniform_double(r);
        torch_fill_normal16(v, n - 16, b, a);
    }
    return v;
}

/* a draw written into t (contiguous) in row-major order, or t's storage poisoned */
static int torch_fill(lang_interp *I, lang_value *t, int kind, double a, double b, sl_error *err) {
    struct lang_rng *r = rng_of(I);
    CHECK_ALLOC(r);
    lang_tensor_v *tv = t->u.tensor;
    if (!r->torch_seeded) {
        tv->st->poison = "the values of torch's random draws (random numbers; torch.manual_seed makes them exact)";
        return SL_OK;
    }
    lang_lview v;
    lang_lview_of_tensor(&tv->t, &v);
    int64_t n;
    int rc = lang_numel(&v, &n, err);
    if (rc) return rc;
    const char *why = NULL;
    double *vals = torch_draw(I, r, tv->t.dtype, n, kind, a, b, &why, err);
    if (!vals) {
        if (!why) return err->code;
        tv->st->poison = why;
        return SL_OK;
    }
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < n; k++) {
        if ((rc = lang_write(I, tv->st, &v, idx, fnum(vals[k]), err))) return rc;
        lang_next_index(idx, v.shape, v.ndim);
    }
    return SL_OK;
}

int lang_random_torch_fill(lang_interp *I, const char *name, lang_value *t, sl_error *err) {
    struct lang_rng *r = rng_of(I);
    CHECK_ALLOC(r);
    if (!r->torch_seeded) return SL_OK; /* the poison set by the caller stays */
    t->u.tensor->st->poison = NULL;
    return torch_fill(I, t, !strcmp(name, "rand") ? 0 : 1, 0.0, 1.0, err);
}

static int size_args(const lang_args *a, int32_t first, int64_t *sizes, int32_t *nd, const char *fn, sl_error *err) {
    if (a->npos <= first) return lang_unsupported(err, "%s() without a size", fn);
    if (a->npos == first + 1)
        return lang_int_list((const lang_value *const *)&a->pos[first], 1, sizes, nd, "size", err);
    return lang_int_list((const lang_value *const *)&a->pos[first], a->npos - first, sizes, nd, "size", err);
}

static int int_arg(const lang_value *v, int64_t *out, sl_error *err) {
    if (v->kind != V_INT) return lang_unsupported(err, "a %s where an int is expected", lv_type_name(v));
    *out = v->u.i;
    return SL_OK;
}

static int dtype_kw(const lang_args *a, sl_dtype dflt, sl_dtype *dt, const char *fn, sl_error *err) {
    *dt = dflt;
    for (int32_t k = 0; k < a->nkw; k++) {
        if (strcmp(a->kwnames[k], "dtype")) return lang_unsupported(err, "keyword argument '%s' of %s()", a->kwnames[k], fn);
        if (a->kw[k]->kind != V_DTYPE) return lang_unsupported(err, "%s(dtype=<%s>)", fn, lv_type_name(a->kw[k]));
        *dt = a->kw[k]->u.dtype;
    }
    return SL_OK;
}

/* torch.randint(high, size) / (low, high, size) */
static int torch_randint(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    int64_t low = 0, high = 0, sizes[SL_MAX_DIMS];
    int32_t nd;
    int rc;
    sl_dtype dt;
    if ((rc = dtype_kw(a, SL_INT64, &dt, "torch.randint", err))) return rc;
    if (a->npos == 2) {
        if ((rc = int_arg(a->pos[0], &high, err))) return rc;
        if ((rc = size_args(a, 1, sizes, &nd, "torch.randint", err))) return rc;
    } else if (a->npos == 3) {
        if ((rc = int_arg(a->pos[0], &low, err)) || (rc = int_arg(a->pos[1], &high, err))) return rc;
        if ((rc = size_args(a, 2, sizes, &nd, "torch.randint", err))) return rc;
    } else {
        return lang_unsupported(err, "torch.randint() with %d positional arguments", a->npos);
    }
    if (dt != SL_INT64 && dt != SL_INT32 && dt != SL_INT16 && dt != SL_INT8 && dt != SL_UINT8)
        return lang_unsupported(err, "torch.randint() of dtype %s", sl_dtype_torch_name(dt));
    if (low >= high)
        return lang_py_error(err, "RuntimeError", "random_ expects 'from' to be less than 'to', but got from=%lld >= to=%lld",
                             (long long)low, (long long)high);
    /* check_from_to: the bounds of the dtype (arr_limits.c), named as C++ names its type */
    const char *cname = dt == SL_INT8 ? "signed char" : dt == SL_INT16 ? "short int" : dt == SL_INT32 ? "int"
                      : dt == SL_UINT8 ? "unsigned char" : NULL;
    lang_i128 lo, hi;
    int bits;
    if (cname && lang_int_limits(dt, &lo, &hi, &bits)) {
        if (low < lo) return lang_py_error(err, "RuntimeError", "from is out of bounds for %s", cname);
        if (high - 1 > hi) return lang_py_error(err, "RuntimeError", "to - 1 is out of bounds for %s", cname);
    }
    lang_storage *st;
    if ((rc = lang_torch_new_contig(I, sizes, nd, dt, out, &st, err))) return rc;
    struct lang_rng *r = rng_of(I);
    CHECK_ALLOC(r);
    if (!r->torch_seeded) {
        st->poison = "the values of torch.randint (random numbers; torch.manual_seed makes them exact)";
        return SL_OK;
    }
    if (st->poison) return SL_OK;
    int64_t n = 1;
    for (int32_t d = 0; d < nd; d++) n *= sizes[d];
    uint64_t range = (uint64_t)high - (uint64_t)low;
    for (int64_t k = 0; k < n; k++) {
        uint64_t u = range >= (UINT64_C(1) << 32) && dt == SL_INT64 ? mt_next64(&r->torch_mt) : mt_next(&r->torch_mt);
        lang_num x = inum((int64_t)(u % range + (uint64_t)low));
        if ((rc = lang_num_cast(x, dt, &x, err))) return rc;
        if ((rc = write_flat(I, st, dt, k, x, err))) return rc;
    }
    return SL_OK;
}

static int torch_randperm(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    int64_t n;
    int rc;
    sl_dtype dt;
    if (a->npos != 1) return lang_unsupported(err, "torch.randperm() with %d positional arguments", a->npos);
    if ((rc = dtype_kw(a, SL_INT64, &dt, "torch.randperm", err))) return rc;
    if ((rc = int_arg(a->pos[0], &n, err))) return rc;
    if (n < 0) return lang_py_error(err, "RuntimeError", "n must be non-negative, got%lld", (long long)n);
    if (dt != SL_INT64 && dt != SL_INT32) return lang_unsupported(err, "torch.randperm() of dtype %s", sl_dtype_torch_name(dt));
    lang_storage *st;
    if ((rc = lang_torch_new_contig(I, &n, 1, dt, out, &st, err))) return rc;
    struct lang_rng *r = rng_of(I);
    CHECK_ALLOC(r);
    if (!r->torch_seeded) {
        st->poison = "the values of torch.randperm (random numbers; torch.manual_seed makes them exact)";
        return SL_OK;
    }
    if (st->poison) return SL_OK;
    int64_t *p = lang_alloc(&I->A, (size_t)(n + 1) * sizeof(int64_t));
    CHECK_ALLOC(p);
    if ((rc = lang_charge(I, n, err))) return rc;
    for (int64_t i = 0; i < n; i++) p[i] = i;
    for (int64_t i = 0; i < n - 1; i++) {
        int64_t z = (int64_t)(mt_next(&r->torch_mt) % (uint64_t)(n - i)), s = p[i];
        p[i] = p[z + i], p[z + i] = s;
    }
    for (int64_t k = 0; k < n; k++)
        if ((rc = write_flat(I, st, dt, k, inum(p[k]), err))) return rc;
    return SL_OK;
}

/* x.uniform_(from=0, to=1) / x.normal_(mean=0, std=1) on a contiguous float tensor, and
 * torch.normal(mean, std, size) of two numbers; 1 for other names */
int lang_random_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                              sl_error *err) {
    bool uni = !strcmp(name, "uniform_");
    if (!uni && strcmp(name, "normal_")) return 1;
    static const char *const PU[] = {"from", "to"}, *const PN[] = {"mean", "std"};
    lang_value *p[2];
    int rc = lang_bind(a, name, uni ? PU : PN, 2, 0, p, err);
    if (rc) return rc;
    double x = 0.0, y = 1.0;
    if ((p[0] && (rc = lang_to_float(p[0], &x, err))) || (p[1] && (rc = lang_to_float(p[1], &y, err)))) return rc;
    sl_dtype dt = t->u.tensor->t.dtype;
    if (!sl_dtype_is_floating(dt))
        return lang_py_error(err, "RuntimeError", "\"%s\" not implemented for '%s'", uni ? "check_uniform_bounds" : "normal_kernel_cpu",
                             lang_torch_scalar_type_name(dt));
    if (uni && x > y)
        return lang_py_error(err, "RuntimeError", "uniform_ expects to return a [from, to) range, but found from=%g > to=%g", x, y);
    if (!uni && y < 0) return lang_py_error(err, "RuntimeError", "normal expects std >= 0.0, but found std %g", y);
    if (!isfinite(x) || !isfinite(y) || (uni && !isfinite(y - x)))
        return lang_unsupported(err, "Tensor.%s() with infinite bounds", name);
    if (!sl_torch_is_contiguous(&t->u.tensor->t.layout, SL_MF_CONTIGUOUS))
        return lang_unsupported(err, "Tensor.%s() of a non-contiguous tensor (torch's iteration order)", name);
    if ((rc = torch_fill(I, t, uni ? 0 : 1, x, y, err))) return rc;
    *out = t;
    return SL_OK;
}

int lang_random_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "manual_seed")) {
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "torch.manual_seed() arguments");
        int64_t s = 0;
        int rc = int_arg(a->pos[0], &s, err);
        if (rc) return rc;
        if (s < 0) return lang_unsupported(err, "torch.manual_seed() of a negative seed");
        struct lang_rng *r = rng_of(I);
        CHECK_ALLOC(r);
        mt_seed(&r->torch_mt, (uint32_t)s);
        r->torch_seeded = true, r->torch_has_normal = false;
        /* torch returns the default generator, printed with its address */
        return lang_module_func(I, "torch._C", "Generator", out, err);
    }
    if (!strcmp(name, "randint")) return torch_randint(I, a, out, err);
    if (!strcmp(name, "randperm")) return torch_randperm(I, a, out, err);
    if (!strcmp(name, "rand_like") || !strcmp(name, "randn_like")) {
        /* empty_like keeps the layout of a non-overlapping dense input: only a contiguous
         * one is drawn in row-major order */
        if (a->npos != 1 || a->nkw || a->pos[0]->kind != V_TENSOR)
            return lang_unsupported(err, "torch.%s() arguments", name);
        const sl_tensor *x = &a->pos[0]->u.tensor->t;
        if (!sl_torch_is_contiguous(&x->layout, SL_MF_CONTIGUOUS)) return lang_unsupported(err, "torch.%s() of a non-contiguous tensor", name);
        lang_storage *st;
        int rc = lang_torch_new_contig(I, x->layout.size, x->layout.ndim, x->dtype, out, &st, err);
        if (rc) return rc;
        if (!sl_dtype_is_floating(x->dtype))
            return lang_py_error(err, "RuntimeError", "\"%s\" not implemented for '%s'",
                                 name[4] == 'n' ? "normal_kernel_cpu" : "check_uniform_bounds", lang_torch_scalar_type_name(x->dtype));
        return torch_fill(I, *out, name[4] == 'n' ? 1 : 0, 0.0, 1.0, err);
    }
    if (!strcmp(name, "normal")) {
        /* the (float mean, float std, size) form: a float32 tensor (or dtype=) drawn by normal_ */
        lang_value *sz = a->npos == 3 ? a->pos[2] : lang_kwarg(a, "size");
        for (int32_t k = 0; k < a->nkw; k++)
            if (strcmp(a->kwnames[k], "size") && strcmp(a->kwnames[k], "dtype"))
                return lang_unsupported(err, "keyword argument '%s' of torch.normal()", a->kwnames[k]);
        if (a->npos < 2 || a->npos > 3 || !sz || a->pos[0]->kind == V_TENSOR || a->pos[1]->kind == V_TENSOR)
            return lang_unsupported(err, "torch.normal() other than (mean, std, size) of numbers");
        double mean = 0, std = 1;
        int rc;
        if ((rc = lang_to_float(a->pos[0], &mean, err)) || (rc = lang_to_float(a->pos[1], &std, err))) return rc;
        int64_t sizes[SL_MAX_DIMS];
        int32_t nd;
        if ((rc = lang_int_list((const lang_value *const *)&sz, 1, sizes, &nd, "size", err))) return rc;
        sl_dtype dt = SL_FLOAT32;
        lang_value *dv = lang_kwarg(a, "dtype");
        if (dv) {
            if (dv->kind != V_DTYPE) return lang_unsupported(err, "torch.normal(dtype=<%s>)", lv_type_name(dv));
            dt = dv->u.dtype;
        }
        if (std < 0) return lang_py_error(err, "RuntimeError", "normal expects std >= 0.0, but found std %g", std);
        lang_storage *st;
        if ((rc = lang_torch_new_contig(I, sizes, nd, dt, out, &st, err))) return rc;
        if (!sl_dtype_is_floating(dt))
            return lang_py_error(err, "RuntimeError", "\"normal_kernel_cpu\" not implemented for '%s'", lang_torch_scalar_type_name(dt));
        return torch_fill(I, *out, 1, mean, std, err);
    }
    return 1;
}


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

bool lang_random_is_generator(const lang_value *v) {
    return v->kind == V_TUPLE && v->pytype && !strcmp(v->pytype, "numpy.random.Generator");
}

static int default_rng(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    struct lang_rng *r = rng_of(I);
    CHECK_ALLOC(r);
    lang_value *sv = a->npos == 1 && !a->nkw ? a->pos[0] : a->nkw == 1 && !a->npos && !strcmp(a->kwnames[0], "seed") ? a->kw[0] : NULL;
    if (!sv || sv->kind == V_NONE)
        return lang_unsupported(err, "numpy.random.default_rng() without a seed (random numbers)");
    if (sv->kind != V_INT) return lang_unsupported(err, "numpy.random.default_rng() of a %s", lv_type_name(sv));
    if (sv->u.i < 0) return lang_py_error(err, "ValueError", "expected non-negative integer");
    if (r->ngens >= MAX_GENERATORS) return lang_unsupported(err, "more than %d numpy Generators", MAX_GENERATORS);
    pcg_seed(&r->gens[r->ngens], (uint64_t)sv->u.i);
    lang_value *t = lv_seq(I, V_TUPLE, 1);
    CHECK_ALLOC(t);
    CHECK_ALLOC(t->u.seq.v[0] = lv_int(I, r->ngens++));
    t->pytype = "numpy.random.Generator";
    *out = t;
    return SL_OK;
}

int lang_random_generator_attr(lang_interp *I, lang_value *g, const char *name, lang_value **out, sl_error *err) {
    static const char *const METHODS[] = {"random", "integers", "uniform", "permutation", "shuffle"};
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
    uint32_t a = mt_next(&r->np_mt) >> 5, b = mt_next(&r->np_mt) >> 6;
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
static uint32_t mt_next32_of(void *m) { return mt_next(m); }
static uint64_t mt_next64_of(void *m) { return mt_next64(m); }
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
    int rc = sl_np_empty(shape, nd, dt, 'C', &arr, err);
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
        return d->kind == 0 ? fnum(np_double(d->legacy)) : d->kind == 1 ? fnum(np_gauss(d->legacy))
                                                                      : inum(d->low + (int64_t)interval(&b, d->rng));
    }
    return d->kind == 2 ? inum(d->low + (int64_t)pcg_bounded(d->g, d->rng)) : fnum(d->lo + d->span * pcg_double(d->g));
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
    if (scalar) (*out)->np_scalar = true;
    for (int32_t d2 = 0; !scalar && d2 < nd; d2++) n *= shape[d2];
    if ((rc = lang_charge(I, n, err))) return rc;
    for (int64_t k = 0; k < n; k++)
        if ((rc = write_flat(I, st, dt, k, draw_one(d), err))) return rc;
    return SL_OK;
}

/* a legacy np.random draw (np_fill), refused or poisoned before np.random.seed */
static int np_draw(lang_interp *I, const char *fn, const int64_t *shape, int32_t nd, bool scalar, int kind,
                   int64_t low, uint64_t rng, bool py_int, lang_value **out, sl_error *err) {
    struct lang_rng *r = rng_of(I);
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
    return SL_OK;
}

/* np.random.rand(d0, d1, ...) / randn(...): ints as the shape, none for one Python float */
static int np_rand_dims(lang_interp *I, const char *fn, int kind, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_py_error(err, "TypeError", "%s() takes no keyword arguments", fn);
    int64_t shape[SL_MAX_DIMS];
    int32_t nd = 0;
    if (a->npos > SL_MAX_DIMS) return lang_unsupported(err, "numpy.random.%s() of more than %d dims", fn, SL_MAX_DIMS);
    for (int32_t i = 0; i < a->npos; i++) {
        int rc = int_arg(a->pos[i], &shape[nd++], err);
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
    if ((rc = int_arg(p[0], &low, err))) return rc;
    if (p[1] && p[1]->kind != V_NONE) {
        if ((rc = int_arg(p[1], &high, err))) return rc;
    } else {
        high = low, low = 0;
    }
    if (p[3] && !(p[3]->kind == V_DTYPE && p[3]->u.dtype == SL_INT64))
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
    const sl_array *x = &arr->u.array->a;
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
        if ((rc = lang_read(I, arr->u.array->st, &v, &i, &xi, err)) ||
            (rc = lang_read(I, arr->u.array->st, &v, &j, &xj, err)) ||
            (rc = lang_write(I, arr->u.array->st, &v, &i, xj, err)) ||
            (rc = lang_write(I, arr->u.array->st, &v, &j, xi, err)))
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
        if ((rc = write_flat(I, st, SL_INT64, k, inum(k), err))) return rc;
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
        if (arr->u.array->a.ndim != 1) {
            if (arr->u.array->a.ndim == 0) return lang_unsupported(err, "numpy.random.choice() of a 0-d array");
            return lang_py_error(err, "ValueError", "a must be 1-dimensional");
        }
        pop = arr->u.array->a.shape[0];
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
        lang_lview_of_array(&idx->u.array->a, &v);
        if (scalar) {
            lang_num x;
            if ((rc = lang_read(I, idx->u.array->st, &v, &head, &x, err))) return rc;
            CHECK_ALLOC(idx = lv_int(I, x.i));
        } else {
            lang_storage *st;
            lang_value *taken;
            if ((rc = new_array(I, shape, nd, SL_INT64, &taken, &st, err))) return rc;
            for (int64_t k = 0; k < size; k++) {
                lang_num x;
                if ((rc = lang_read(I, idx->u.array->st, &v, &k, &x, err)) ||
                    (rc = write_flat(I, st, SL_INT64, k, x, err)))
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
    if (strncmp(name, "random.", 7)) return 1;
    const char *fn = name + 7;
    struct lang_rng *r = rng_of(I);
    CHECK_ALLOC(r);
    int rc;
    if (!strcmp(fn, "seed")) {
        if (a->nkw || a->npos != 1) return lang_unsupported(err, "numpy.random.seed() arguments");
        int64_t s = 0;
        if ((rc = int_arg(a->pos[0], &s, err))) return rc;
        if (s < 0 || s > INT64_C(0xffffffff)) return lang_py_error(err, "ValueError", "Seed must be between 0 and 2**32 - 1");
        mt_seed(&r->np_mt, (uint32_t)s);
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

int lang_random_generator_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                                 lang_value **out, sl_error *err) {
    struct lang_rng *r = rng_of(I);
    CHECK_ALLOC(r);
    pcg64 *g = &r->gens[self->u.seq.v[0]->u.i];
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
        if ((rc = int_arg(p[0], &lo, err))) return rc;
        if (p[1] && p[1]->kind != V_NONE) {
            if ((rc = int_arg(p[1], &hi, err))) return rc;
        } else {
            hi = lo, lo = 0;
            if (endpoint ? hi < 0 : hi <= 0) return lang_py_error(err, "ValueError", endpoint ? "high < 0" : "high <= 0");
        }
        if (p[3] && !(p[3]->kind == V_DTYPE && p[3]->u.dtype == SL_INT64))
            return lang_unsupported(err, "Generator.integers() with a dtype other than int64");
        if (endpoint ? lo > hi : lo >= hi) return lang_py_error(err, "ValueError", endpoint ? "low > high" : "low >= high");
        if ((rc = np_size(p[2], shape, &nd, &scalar, err))) return rc;
        uint64_t rng = (uint64_t)hi - (uint64_t)lo - (endpoint ? 0 : 1);
        return np_fill(I, &(np_draw_spec){NULL, g, 2, 0, 0, lo, rng}, shape, nd, scalar, false, out, err);
    }
    bit_source b = pcg_bits(g);
    if (!strcmp(name, "shuffle")) return shuffle_call(I, false, a, &b, "Generator.shuffle", out, err);
    if (!strcmp(name, "permutation")) return shuffle_call(I, true, a, &b, "Generator.permutation", out, err);
    return lang_unsupported(err, "numpy Generator.%s()", name);
}
