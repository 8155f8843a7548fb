/*
 * tensor_random.c — torch 1.13's seeded random tensors over the shared MT19937
 * (src/lang/arrays/arr_random.c).
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
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/arrays/arr_internal.h"

/* ------------------------------------------------------------------ torch == */

static double torch_uniform_double(struct lang_rng *r) {
    return (double)(arr_mt_next64(&r->torch_mt) & ((UINT64_C(1) << 53) - 1)) * 0x1p-53;
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
    double *v = lang_alloc_n(&I->A, (n + 1), sizeof(double));
    if (!v) {
        lang_nomem(err);
        return NULL;
    }
    bool f32 = dt == SL_FLOAT32;
    if (kind == 0) {
        /* uniform_real_distribution: the dtype's own arithmetic over from/to cast to it */
        float af = (float)a, bf = (float)b;
        for (int64_t k = 0; k < n; k++)
            v[k] = f32 ? affinef((float)(arr_mt_next(&r->torch_mt) & 0xffffffu) * 0x1p-24f, bf - af, af)
                       : affine(torch_uniform_double(r), b - a, a);
        return v;
    }
    if (n >= 16 && f32) { /* torch's normal_fill_AVX2 */
        float *u = lang_alloc_n(&I->A, n, sizeof(float));
        if (!u) {
            lang_nomem(err);
            return NULL;
        }
        for (int64_t k = 0; k < n; k++) u[k] = (float)(arr_mt_next(&r->torch_mt) & 0xffffffu) * 0x1p-24f;
        for (int64_t i = 0; i + 16 <= n; i += 16) avx2_normal16(u + i, (float)b, (float)a);
        if (n % 16) {
            for (int64_t k = n - 16; k < n; k++) u[k] = (float)(arr_mt_next(&r->torch_mt) & 0xffffffu) * 0x1p-24f;
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
    struct lang_rng *r = arr_rng_of(I);
    CHECK_ALLOC(r);
    lang_tensor_v *tv = lang_tv(t);
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
        if ((rc = lang_write(I, tv->st, &v, idx, arr_fnum(vals[k]), err))) return rc;
        lang_next_index(idx, v.shape, v.ndim);
    }
    return SL_OK;
}

int lang_random_torch_fill(lang_interp *I, const char *name, lang_value *t, sl_error *err) {
    struct lang_rng *r = arr_rng_of(I);
    CHECK_ALLOC(r);
    if (!r->torch_seeded) return SL_OK; /* the poison set by the caller stays */
    lang_tv(t)->st->poison = NULL;
    return torch_fill(I, t, !strcmp(name, "rand") ? 0 : 1, 0.0, 1.0, err);
}

static int size_args(const lang_args *a, int32_t first, int64_t *sizes, int32_t *nd, const char *fn, sl_error *err) {
    if (a->npos <= first) return lang_unsupported(err, "%s() without a size", fn);
    if (a->npos == first + 1)
        return lang_int_list((const lang_value *const *)&a->pos[first], 1, sizes, nd, "size", err);
    return lang_int_list((const lang_value *const *)&a->pos[first], a->npos - first, sizes, nd, "size", err);
}


static int dtype_kw(const lang_args *a, sl_dtype dflt, sl_dtype *dt, const char *fn, sl_error *err) {
    *dt = dflt;
    for (int32_t k = 0; k < a->nkw; k++) {
        if (strcmp(a->kwnames[k], "dtype")) return lang_unsupported(err, "keyword argument '%s' of %s()", a->kwnames[k], fn);
        if (a->kw[k]->kind != V_DTYPE) return lang_unsupported(err, "%s(dtype=<%s>)", fn, lv_type_name(a->kw[k]));
        *dt = lang_dtype_of(a->kw[k]);
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
        if ((rc = arr_int_arg(a->pos[0], &high, err))) return rc;
        if ((rc = size_args(a, 1, sizes, &nd, "torch.randint", err))) return rc;
    } else if (a->npos == 3) {
        if ((rc = arr_int_arg(a->pos[0], &low, err)) || (rc = arr_int_arg(a->pos[1], &high, err))) return rc;
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
    struct lang_rng *r = arr_rng_of(I);
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
        uint64_t u = range >= (UINT64_C(1) << 32) && dt == SL_INT64 ? arr_mt_next64(&r->torch_mt) : arr_mt_next(&r->torch_mt);
        lang_num x = arr_inum((int64_t)(u % range + (uint64_t)low));
        if ((rc = lang_num_cast(x, dt, &x, err))) return rc;
        if ((rc = arr_write_flat(I, st, dt, k, x, err))) return rc;
    }
    return SL_OK;
}

static int torch_randperm(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    int64_t n;
    int rc;
    sl_dtype dt;
    if (a->npos != 1) return lang_unsupported(err, "torch.randperm() with %d positional arguments", a->npos);
    if ((rc = dtype_kw(a, SL_INT64, &dt, "torch.randperm", err))) return rc;
    if ((rc = arr_int_arg(a->pos[0], &n, err))) return rc;
    if (n < 0) return lang_py_error(err, "RuntimeError", "n must be non-negative, got%lld", (long long)n);
    if (dt != SL_INT64 && dt != SL_INT32) return lang_unsupported(err, "torch.randperm() of dtype %s", sl_dtype_torch_name(dt));
    lang_storage *st;
    if ((rc = lang_torch_new_contig(I, &n, 1, dt, out, &st, err))) return rc;
    struct lang_rng *r = arr_rng_of(I);
    CHECK_ALLOC(r);
    if (!r->torch_seeded) {
        st->poison = "the values of torch.randperm (random numbers; torch.manual_seed makes them exact)";
        return SL_OK;
    }
    if (st->poison) return SL_OK;
    int64_t *p = lang_alloc_n(&I->A, (n + 1), sizeof(int64_t));
    CHECK_ALLOC(p);
    if ((rc = lang_charge(I, n, err))) return rc;
    for (int64_t i = 0; i < n; i++) p[i] = i;
    for (int64_t i = 0; i < n - 1; i++) {
        int64_t z = (int64_t)(arr_mt_next(&r->torch_mt) % (uint64_t)(n - i)), s = p[i];
        p[i] = p[z + i], p[z + i] = s;
    }
    for (int64_t k = 0; k < n; k++)
        if ((rc = arr_write_flat(I, st, dt, k, arr_inum(p[k]), err))) return rc;
    return SL_OK;
}

/* x.uniform_(from=0, to=1) / x.normal_(mean=0, std=1) on a contiguous float tensor, and
 * torch.normal(mean, std, size) of two numbers; 1 for other names */
int lang_random_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                              sl_error *err) {
    bool uni = !strcmp(name, "uniform_");
    if (!uni && strcmp(name, "normal_")) return LANG_NOT_MINE;
    static const char *const PU[] = {"from", "to"}, *const PN[] = {"mean", "std"};
    lang_value *p[2];
    int rc = lang_bind(a, name, uni ? PU : PN, 2, 0, p, err);
    if (rc) return rc;
    double x = 0.0, y = 1.0;
    if ((p[0] && (rc = lang_to_float(p[0], &x, err))) || (p[1] && (rc = lang_to_float(p[1], &y, err)))) return rc;
    sl_dtype dt = lang_tv(t)->t.dtype;
    if (!sl_dtype_is_floating(dt))
        return lang_py_error(err, "RuntimeError", "\"%s\" not implemented for '%s'", uni ? "check_uniform_bounds" : "normal_kernel_cpu",
                             lang_torch_scalar_type_name(dt));
    if (uni && x > y)
        return lang_py_error(err, "RuntimeError", "uniform_ expects to return a [from, to) range, but found from=%g > to=%g", x, y);
    if (!uni && y < 0) return lang_py_error(err, "RuntimeError", "normal expects std >= 0.0, but found std %g", y);
    if (!isfinite(x) || !isfinite(y) || (uni && !isfinite(y - x)))
        return lang_unsupported(err, "Tensor.%s() with infinite bounds", name);
    if (!sl_torch_is_contiguous(&lang_tv(t)->t.layout, SL_MF_CONTIGUOUS))
        return lang_unsupported(err, "Tensor.%s() of a non-contiguous tensor (torch's iteration order)", name);
    if ((rc = torch_fill(I, t, uni ? 0 : 1, x, y, err))) return rc;
    *out = t;
    return SL_OK;
}

int lang_random_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "manual_seed")) {
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "torch.manual_seed() arguments");
        int64_t s = 0;
        int rc = arr_int_arg(a->pos[0], &s, err);
        if (rc) return rc;
        if (s < 0) return lang_unsupported(err, "torch.manual_seed() of a negative seed");
        struct lang_rng *r = arr_rng_of(I);
        CHECK_ALLOC(r);
        arr_mt_seed(&r->torch_mt, (uint32_t)s);
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
        const sl_tensor *x = &lang_tv(a->pos[0])->t;
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
            dt = lang_dtype_of(dv);
        }
        if (std < 0) return lang_py_error(err, "RuntimeError", "normal expects std >= 0.0, but found std %g", std);
        lang_storage *st;
        if ((rc = lang_torch_new_contig(I, sizes, nd, dt, out, &st, err))) return rc;
        if (!sl_dtype_is_floating(dt))
            return lang_py_error(err, "RuntimeError", "\"normal_kernel_cpu\" not implemented for '%s'", lang_torch_scalar_type_name(dt));
        return torch_fill(I, *out, 1, mean, std, err);
    }
    return LANG_NOT_MINE;
}
