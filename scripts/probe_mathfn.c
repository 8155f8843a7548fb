/*
 * probe_mathfn.c — the candidate implementations that scripts/probe_mathfn.py measures
 * against torch 1.13 / numpy 1.24.
 *
 *   probe_mathfn FN DTYPE VARIANT IN OUT
 *
 * reads raw float32 (DTYPE f32) or float64 (f64) values from IN, applies FN (exp log sin
 * cos tanh sigmoid) element by element with VARIANT and writes the results, same dtype,
 * to OUT.  Variants: "libm" — glibc's function of the dtype (expf for float32, exp for
 * float64); "libm_d" — glibc's double function, rounded to float32 (float32 only);
 * "sleef" — libsleef's 8-lane (float32) / 4-lane (float64) AVX2 u10 function, loaded
 * with dlopen (the library torch 1.13 on Debian is linked with), a missing library
 * exits with status 3.  sigmoid is 1 / (1 + exp(-x)) with the variant's exp.
 * Built by probe_mathfn.py with `cc -O2 -mavx2 -mfma`; not part of the library.
 */
#include <dlfcn.h>
#include <immintrin.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef __m256 (*vf_fn)(__m256);
typedef __m256d (*vd_fn)(__m256d);

static void *sleef_sym(const char *name) {
    static void *h;
    if (!h) h = dlopen("libsleef.so.3", RTLD_NOW);
    if (!h) exit(3);
    void *p = dlsym(h, name);
    if (!p) exit(3);
    return p;
}

static float f_libm(const char *fn, float x) {
    if (!strcmp(fn, "exp")) return expf(x);
    if (!strcmp(fn, "log")) return logf(x);
    if (!strcmp(fn, "sin")) return sinf(x);
    if (!strcmp(fn, "cos")) return cosf(x);
    if (!strcmp(fn, "tanh")) return tanhf(x);
    return 1.0f / (1.0f + expf(-x));
}

static double d_libm(const char *fn, double x) {
    if (!strcmp(fn, "exp")) return exp(x);
    if (!strcmp(fn, "log")) return log(x);
    if (!strcmp(fn, "sin")) return sin(x);
    if (!strcmp(fn, "cos")) return cos(x);
    if (!strcmp(fn, "tanh")) return tanh(x);
    return 1.0 / (1.0 + exp(-x));
}

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: probe_mathfn FN f32|f64 libm|libm_d|sleef IN OUT\n");
        return 2;
    }
    const char *fn = argv[1], *variant = argv[3];
    int f32 = !strcmp(argv[2], "f32");
    size_t es = f32 ? 4 : 8;
    FILE *in = fopen(argv[4], "rb");
    if (!in) return 2;
    fseek(in, 0, SEEK_END);
    long nb = ftell(in);
    fseek(in, 0, SEEK_SET);
    size_t n = (size_t)nb / es;
    size_t padded = (n + 7) / 8 * 8;
    void *buf = calloc(padded, es), *res = calloc(padded, es);
    if (!buf || !res || fread(buf, es, n, in) != n) return 2;
    fclose(in);
    float *xf = buf, *rf = res;
    double *xd = buf, *rd = res;
    if (!strcmp(variant, "sleef")) {
        const char *base = !strcmp(fn, "sigmoid") ? "exp" : fn;
        char name[64];
        snprintf(name, sizeof name, f32 ? "Sleef_%sf8_u10avx2" : "Sleef_%sd4_u10avx2", base);
        void *sym = sleef_sym(name);
        int sig = !strcmp(fn, "sigmoid");
        if (f32) {
            vf_fn g = (vf_fn)sym;
            for (size_t i = 0; i < padded; i += 8) {
                __m256 v = _mm256_loadu_ps(xf + i);
                if (sig) {
                    __m256 one = _mm256_set1_ps(1.0f);
                    v = _mm256_div_ps(one, _mm256_add_ps(one, g(_mm256_xor_ps(v, _mm256_set1_ps(-0.0f)))));
                } else {
                    v = g(v);
                }
                _mm256_storeu_ps(rf + i, v);
            }
        } else {
            vd_fn g = (vd_fn)sym;
            for (size_t i = 0; i < padded; i += 4) {
                __m256d v = _mm256_loadu_pd(xd + i);
                if (sig) {
                    __m256d one = _mm256_set1_pd(1.0);
                    v = _mm256_div_pd(one, _mm256_add_pd(one, g(_mm256_xor_pd(v, _mm256_set1_pd(-0.0)))));
                } else {
                    v = g(v);
                }
                _mm256_storeu_pd(rd + i, v);
            }
        }
    } else if (f32 && !strcmp(variant, "libm_d")) {
        for (size_t i = 0; i < n; i++) rf[i] = (float)d_libm(fn, (double)xf[i]);
    } else if (!strcmp(variant, "libm")) {
        for (size_t i = 0; i < n; i++) {
            if (f32) rf[i] = f_libm(fn, xf[i]);
            else rd[i] = d_libm(fn, xd[i]);
        }
    } else {
        return 2;
    }
    FILE *out = fopen(argv[5], "wb");
    if (!out || fwrite(res, es, n, out) != n || fclose(out)) return 2;
    return 0;
}
