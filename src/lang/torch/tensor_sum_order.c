/*
 * tensor_sum_order.c — torch's CPU float sum (and mean) in torch's own summation order,
 * for torch 1.13 and torch 2.2 (aten/src/ATen/native/cpu/SumKernel.cpp, cascade_sum).
 *
 * TensorIterator builds the iteration over [output, input]: the output is viewed with
 * stride 0 on the reduced dims; reorder_dimensions insertion-sorts the dims (reduced
 * dims first, then by output stride, then by input stride, ties to the smaller size),
 * and coalesce_dimensions merges neighbours that are contiguous for both operands.  The
 * output starts at 0; the kernel is called once per index of the dims past the first
 * two (dim 2 fastest) on a size0 x size1 plane and picks, with the reduced dim moved
 * to dim 0: a vectorized sum along contiguous rows (vectorized_inner_sum: row_sum over
 * whole vectors, the leftover elements one by one into a scalar, then the lanes in
 * order), a vectorized sum across contiguous columns (vectorized_outer_sum: groups of
 * 4 vectors with multi_row_sum, then single vectors with row_sum, then scalar columns),
 * or scalar loops (row_sum per output, or multi_row_sum over groups of 4 columns when
 * the reduced stride is the larger).  row_sum views a row as (n/4, 4) and sums the 4
 * columns with multi_row_sum, then adds the leftovers to the first partial and the
 * partials in order; multi_row_sum adds 2^p rows into level 0 and carries each level
 * into the next (4 levels, p = max(4, ceil(log2 n) / 4)), so only sums of similar
 * size meet.  Each result is stored as `out += value` in the tensor's own dtype.
 *
 * Measured on this machine (scripts/probe_torch_sum.py, random layouts and dims, both
 * versions bit for bit): Vectorized<float> has 8 lanes in both (torch 2.2 reports
 * AVX512 but its sum kernel runs at AVX2 width), Vectorized<double> 4.  float32 adds
 * in float, float64 in double.  float16 / bfloat16 add in float (a 16-lane vector of
 * halves loads as 8 floats: adjacent pairs for float16, the two 8-element halves for
 * bfloat16), and the store rounds the float result to the 16-bit type before the
 * 16-bit addition to the output (c10::Half += converts its operand).  mean is sum / n:
 * float64 in double, float32 as float / float(n); float16 / bfloat16: under torch 1.13
 * the 16-bit sum divided in float by n rounded to the 16-bit type, under torch 2.2 the
 * float32 sum of x.to(float) (same strides when x is dense, else contiguous) divided
 * by float(n), rounded once.
 *
 * torch 1.13 here runs reductions on one thread (at::get_num_threads() == 1), so every
 * size is done; torch 2.2 uses 2 threads and parallel_reduce splits inputs of 32768 or
 * more elements across them (the result then depends on the thread count): those are
 * refused, as are inputs with an expanded (stride 0) or negative-stride dim.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

enum { MAXL = 8, NROWS = 4, LEVELS = 4 };

/* a vector load: `lanes` accumulator lanes from the element at off; pair: how a vector
 * of 2 * lanes 16-bit values becomes lanes floats (0: none, 1: adjacent, 2: halves) */
typedef struct sum_ctx {
    lang_interp *I;
    lang_storage *st;
    lang_lview flat;   /* the storage as a 1-d view from the tensor's first element */
    const double *buf; /* or the values in a buffer (by element offset) */
    sl_dtype dt;       /* scalar_t */
    bool acc64;
    int vacc, vscal;   /* lanes of Vectorized<acc_t>, Vectorized<scalar_t> */
    int half_pair;     /* float16's pairing (1 adjacent, as load_reduce_vec; 2 halves) */
    double *out;       /* outputs by element offset (contiguous over the kept dims) */
    int rc;
    sl_error *err;
} sum_ctx;

static double acc_add(const sum_ctx *C, double a, double b) {
    return C->acc64 ? a + b : (double)((float)a + (float)b);
}

static double bf16_round(double x) {
    float f = (float)x;
    uint32_t u;
    memcpy(&u, &f, 4);
    if ((u & 0x7fffffffu) > 0x7f800000u) return NAN;
    u += 0x7fffu + ((u >> 16) & 1u);
    u &= 0xffff0000u;
    memcpy(&f, &u, 4);
    return f;
}

/* a float result rounded to the dtype */
static double to_dtype(sl_dtype dt, double s) {
    switch (dt) {
    case SL_FLOAT32: return (double)(float)s;
    case SL_FLOAT16: return lang_half_round((double)(float)s);
    case SL_BFLOAT16: return bf16_round(s);
    default: return s;
    }
}

/* CastStoreAccumulate: *out += value in scalar_t */
static void store(sum_ctx *C, int64_t o, double v) {
    C->out[o] = to_dtype(C->dt, acc_add(C, C->out[o], to_dtype(C->dt, v)));
}

static double rd(sum_ctx *C, int64_t off) {
    if (C->buf) return C->buf[off];
    lang_num e;
    int rc = lang_read(C->I, C->st, &C->flat, &off, &e, C->err);
    if (rc && !C->rc) C->rc = rc;
    return rc ? 0 : e.f;
}

typedef struct vload {
    int64_t base, rs, cs; /* element (i, k) starts at base + i * rs + k * cs */
    int lanes, pair;
} vload;

static void load(sum_ctx *C, const vload *V, int64_t i, int64_t k, double *x) {
    int64_t a = V->base + i * V->rs + k * V->cs;
    int L = V->lanes;
    if (V->pair == 0) {
        for (int l = 0; l < L; l++) x[l] = rd(C, a + l);
    } else if (V->pair == 1) { /* load_reduce_vec: acc = 0 + v[2l] + v[2l + 1] */
        for (int l = 0; l < L; l++) x[l] = acc_add(C, acc_add(C, 0, rd(C, a + 2 * l)), rd(C, a + 2 * l + 1));
    } else { /* load_fp32_from_bf16(first, second); first + second */
        for (int l = 0; l < L; l++) x[l] = acc_add(C, rd(C, a + l), rd(C, a + l + L));
    }
}

static int ceil_log2(int64_t x) {
    if (x <= 2) return 1;
    int b = 0;
    for (uint64_t v = (uint64_t)x - 1; v; v >>= 1) b++;
    return b;
}

/* multi_row_sum: nrows sums of `size` rows, each of V->lanes lanes */
static void multi_row_sum(sum_ctx *C, const vload *V, int nrows, int64_t size, double res[NROWS][MAXL]) {
    double acc[LEVELS][NROWS][MAXL];
    memset(acc, 0, sizeof acc);
    int L = V->lanes;
    int lp = ceil_log2(size) / LEVELS;
    if (lp < 4) lp = 4;
    int64_t step = (int64_t)1 << lp, mask = step - 1;
    double x[MAXL];
    int64_t i = 0;
    for (; i + step <= size;) {
        for (int64_t j = 0; j < step; j++, i++)
            for (int k = 0; k < nrows; k++) {
                load(C, V, i, k, x);
                for (int l = 0; l < L; l++) acc[0][k][l] = acc_add(C, acc[0][k][l], x[l]);
            }
        for (int j = 1; j < LEVELS; j++) {
            for (int k = 0; k < nrows; k++)
                for (int l = 0; l < L; l++) {
                    acc[j][k][l] = acc_add(C, acc[j][k][l], acc[j - 1][k][l]);
                    acc[j - 1][k][l] = 0;
                }
            if ((i & (mask << (j * lp))) != 0) break;
        }
    }
    for (; i < size; i++)
        for (int k = 0; k < nrows; k++) {
            load(C, V, i, k, x);
            for (int l = 0; l < L; l++) acc[0][k][l] = acc_add(C, acc[0][k][l], x[l]);
        }
    for (int j = 1; j < LEVELS; j++)
        for (int k = 0; k < nrows; k++)
            for (int l = 0; l < L; l++) acc[0][k][l] = acc_add(C, acc[0][k][l], acc[j][k][l]);
    for (int k = 0; k < nrows; k++)
        for (int l = 0; l < L; l++) res[k][l] = acc[0][k][l];
}

/* row_sum: element i of the row at base + i * stride (a vector of lanes when pair / lanes) */
static void row_sum(sum_ctx *C, int64_t base, int64_t stride, int64_t size, int lanes, int pair, double *res) {
    vload V = {base, stride * 4, stride, lanes, pair};
    double p[NROWS][MAXL];
    multi_row_sum(C, &V, 4, size / 4, p);
    vload R = {base, stride, 0, lanes, pair};
    double x[MAXL];
    for (int64_t i = (size / 4) * 4; i < size; i++) {
        load(C, &R, i, 0, x);
        for (int l = 0; l < lanes; l++) p[0][l] = acc_add(C, p[0][l], x[l]);
    }
    for (int k = 1; k < 4; k++)
        for (int l = 0; l < lanes; l++) p[0][l] = acc_add(C, p[0][l], p[k][l]);
    for (int l = 0; l < lanes; l++) res[l] = p[0][l];
}

/* one call of cascade_sum's 2-d loop (element strides) */
static void loop2d(sum_ctx *C, int64_t ob, int64_t ib, int64_t s0, int64_t s1, int64_t ist0, int64_t ist1,
                   int64_t ost0, int64_t ost1) {
    if (ost0 != 0 && ost1 == 0) { /* move the reduction to dim 0 */
        int64_t t;
        t = ist0, ist0 = ist1, ist1 = t;
        t = ost0, ost0 = ost1, ost1 = t;
        t = s0, s0 = s1, s1 = t;
    }
    if (ost0 != 0 && ost1 != 0) { /* nothing reduced: out += in */
        for (int64_t j = 0; j < s1; j++)
            for (int64_t i = 0; i < s0; i++) store(C, ob + i * ost0 + j * ost1, rd(C, ib + i * ist0 + j * ist1));
        return;
    }
    int A = C->vacc, Vn = C->vscal;
    int pair = Vn == A ? 0 : C->dt == SL_BFLOAT16 ? 2 : C->half_pair;
    double lanes[MAXL];
    if (ist0 == 1 && s0 >= Vn) { /* vectorized_inner_sum */
        int64_t nvec = s0 / Vn;
        for (int64_t j = 0; j < s1; j++) {
            int64_t row = ib + j * ist1;
            row_sum(C, row, Vn, nvec, A, pair, lanes);
            double fin = 0;
            for (int64_t k = nvec * Vn; k < s0; k++) fin = acc_add(C, fin, rd(C, row + k));
            for (int l = 0; l < A; l++) fin = acc_add(C, fin, lanes[l]);
            store(C, ob + j * ost1, fin);
        }
    } else if (ist1 == 1 && s1 >= Vn) { /* vectorized_outer_sum */
        int64_t j = 0;
        for (; j + NROWS * A <= s1; j += NROWS * A) {
            vload V = {ib + j, ist0, A, A, 0};
            double sums[NROWS][MAXL];
            multi_row_sum(C, &V, NROWS, s0, sums);
            for (int k = 0; k < NROWS; k++)
                for (int l = 0; l < A; l++) store(C, ob + (j + k * A + l) * ost1, sums[k][l]);
        }
        for (; j + A <= s1; j += A) {
            row_sum(C, ib + j, ist0, s0, A, 0, lanes);
            for (int l = 0; l < A; l++) store(C, ob + (j + l) * ost1, lanes[l]);
        }
        for (; j < s1; j++) {
            row_sum(C, ib + j, ist0, s0, 1, 0, lanes);
            store(C, ob + j * ost1, lanes[0]);
        }
    } else if (ist0 < ist1) { /* scalar_inner_sum */
        for (int64_t j = 0; j < s1; j++) {
            row_sum(C, ib + j * ist1, ist0, s0, 1, 0, lanes);
            store(C, ob + j * ost1, lanes[0]);
        }
    } else { /* scalar_outer_sum */
        int64_t j = 0;
        for (; j + (NROWS - 1) < s1; j += NROWS) {
            vload V = {ib + j * ist1, ist0, ist1, 1, 0};
            double sums[NROWS][MAXL];
            multi_row_sum(C, &V, NROWS, s0, sums);
            for (int k = 0; k < NROWS; k++) store(C, ob + (j + k) * ost1, sums[k][0]);
        }
        for (; j < s1; j++) {
            row_sum(C, ib + j * ist1, ist0, s0, 1, 0, lanes);
            store(C, ob + j * ost1, lanes[0]);
        }
    }
}

/* TensorIterator's reorder_dimensions + coalesce_dimensions for [out, in]; returns ndim */
static int32_t iter_dims(int32_t nd, const int64_t *shape, const int64_t *ist, const int64_t *ost, int64_t *sh,
                         int64_t *si, int64_t *so) {
    int32_t perm[SL_MAX_DIMS];
    for (int32_t i = 0; i < nd; i++) perm[i] = nd - 1 - i;
    for (int32_t i = 1; i < nd; i++) {
        int32_t d1 = i;
        for (int32_t d0 = i - 1; d0 >= 0; d0--) {
            int32_t a = perm[d0], b = perm[d1], cmp = 0;
            for (int op = 0; op < 2 && !cmp; op++) {
                int64_t s0 = op ? ist[a] : ost[a], s1 = op ? ist[b] : ost[b];
                if (op == 0 && (s0 == 0) != (s1 == 0)) {
                    cmp = s1 == 0 ? 1 : -1;
                    break;
                }
                if (s0 == 0 || s1 == 0) continue;
                if (s0 < s1) cmp = -1;
                else if (s0 > s1) cmp = 1;
                else if (shape[a] > shape[b]) cmp = 1;
            }
            if (cmp > 0) {
                perm[d0] = b;
                perm[d1] = a;
                d1 = d0;
            } else if (cmp < 0) {
                break;
            }
        }
    }
    for (int32_t i = 0; i < nd; i++) {
        sh[i] = shape[perm[i]];
        si[i] = ist[perm[i]];
        so[i] = ost[perm[i]];
    }
    if (nd == 0) return 0;
    int32_t prev = 0;
    for (int32_t d = 1; d < nd; d++) {
        bool ok = sh[prev] == 1 || sh[d] == 1 ||
                  (sh[prev] * si[prev] == si[d] && sh[prev] * so[prev] == so[d]);
        if (ok) {
            if (sh[prev] == 1) {
                si[prev] = si[d];
                so[prev] = so[d];
            }
            sh[prev] *= sh[d];
        } else {
            prev++;
            if (prev != d) {
                si[prev] = si[d];
                so[prev] = so[d];
                sh[prev] = sh[d];
            }
        }
    }
    return prev + 1;
}

/* the sums of dtype dt over `mask` of the elements at strides st from element 0 */
static void cascade_sum(sum_ctx *C, int32_t nd, const int64_t *shape, const int64_t *st, uint64_t mask) {
    int64_t ost[SL_MAX_DIMS], acc = 1;
    for (int32_t d = nd - 1; d >= 0; d--) {
        bool red = (mask >> d) & 1;
        ost[d] = red ? 0 : acc;
        if (!red) acc *= shape[d];
    }
    int64_t sh[SL_MAX_DIMS], si[SL_MAX_DIMS], so[SL_MAX_DIMS];
    int32_t m = iter_dims(nd, shape, st, ost, sh, si, so);
    int64_t s0 = m > 0 ? sh[0] : 1, s1 = m > 1 ? sh[1] : 1;
    int64_t i0 = m > 0 ? si[0] : 0, i1 = m > 1 ? si[1] : 0, o0 = m > 0 ? so[0] : 0, o1 = m > 1 ? so[1] : 0;
    int64_t cnt[SL_MAX_DIMS] = {0};
    for (;;) {
        int64_t ib = 0, ob = 0;
        for (int32_t q = 2; q < m; q++) {
            ib += cnt[q] * si[q];
            ob += cnt[q] * so[q];
        }
        loop2d(C, ob, ib, s0, s1, i0, i1, o0, o1);
        if (C->rc) return;
        int32_t q = 2;
        for (; q < m; q++) {
            if (++cnt[q] < sh[q]) break;
            cnt[q] = 0;
        }
        if (q >= m) return;
    }
}

/* torch's is_non_overlapping_and_dense */
static bool dense(int32_t nd, const int64_t *shape, const int64_t *st) {
    int32_t idx[SL_MAX_DIMS], n = 0;
    for (int32_t d = 0; d < nd; d++)
        if (shape[d] != 1) idx[n++] = d;
    for (int32_t i = 1; i < n; i++)
        for (int32_t j = i; j > 0 && st[idx[j - 1]] > st[idx[j]]; j--) {
            int32_t t = idx[j];
            idx[j] = idx[j - 1];
            idx[j - 1] = t;
        }
    int64_t expect = 1;
    for (int32_t i = 0; i < n; i++) {
        if (st[idx[i]] != expect) return false;
        expect *= shape[idx[i]];
    }
    return true;
}

int tensor_sum_order(lang_interp *I, lang_value *t, uint64_t mask, bool mean, double *res, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_dtype dt = tt->dtype;
    if (dt != SL_FLOAT32 && dt != SL_FLOAT64 && dt != SL_FLOAT16 && dt != SL_BFLOAT16) return 1;
    bool lessons = tt->ref == SL_REF_LESSONS;
    int32_t nd = tt->layout.ndim;
    int64_t total;
    int rc = sl_layout_numel(&tt->layout, &total, err);
    if (rc) return rc;
    if (total == 0 || total > ((int64_t)1 << 24)) return 1;
    if (lessons && total >= 32768)
        return lang_unsupported(err, "%s() of %lld float values whose partial results round under the lessons profile "
                                     "(torch 2.2 splits a reduction of 32768 or more elements across its threads, "
                                     "so the order depends on the thread count)",
                                mean ? "mean" : "sum", (long long)total);
    int64_t shape[SL_MAX_DIMS], st[SL_MAX_DIMS], span = 1, out_n = 1, n = 1;
    for (int32_t d = 0; d < nd; d++) {
        shape[d] = tt->layout.size[d];
        st[d] = tt->layout.stride[d];
        if (shape[d] > 1 && st[d] <= 0) return 1;
        if (shape[d] > 1) span += (shape[d] - 1) * st[d];
        if ((mask >> d) & 1) n *= shape[d];
        else out_n *= shape[d];
    }
    sum_ctx C = {0};
    C.I = I;
    C.st = TV(t)->st;
    C.err = err;
    lang_lview_of_tensor(tt, &C.flat);
    C.flat.ndim = 1;
    C.flat.shape[0] = span;
    C.flat.stride_bytes[0] = tt->layout.itemsize;
    bool narrow = dt == SL_FLOAT16 || dt == SL_BFLOAT16;
    if (mean && narrow && lessons) {
        /* torch 2.2: the float32 sum of x.to(float), whose strides are x's when x is dense */
        if (!dense(nd, shape, st)) {
            if (nd == 4 || nd == 5) return 1; /* suggest_memory_format may pick channels-last */
            double *buf = lang_alloc_n(&I->A, total, sizeof *buf);
            CHECK_ALLOC(buf);
            lang_lview v;
            lang_lview_of_tensor(tt, &v);
            int64_t idx[SL_MAX_DIMS] = {0};
            for (int64_t k = 0; k < total; k++) {
                lang_num e;
                if ((rc = lang_read(I, C.st, &v, idx, &e, err))) return rc;
                buf[k] = e.f;
                lang_next_index(idx, shape, nd);
            }
            C.buf = buf;
            int64_t a = 1;
            for (int32_t d = nd - 1; d >= 0; d--) {
                st[d] = a;
                a *= shape[d];
            }
        }
        C.dt = SL_FLOAT32;
    } else {
        C.dt = dt;
    }
    C.acc64 = C.dt == SL_FLOAT64;
    C.vacc = C.acc64 ? 4 : 8;
    C.vscal = C.dt == SL_FLOAT64 ? 4 : C.dt == SL_FLOAT32 ? 8 : 16;
    C.out = lang_alloc_n(&I->A, out_n + 1, sizeof *C.out);
    CHECK_ALLOC(C.out);
    for (int64_t k = 0; k < out_n; k++) C.out[k] = 0;
    C.half_pair = 1;
    cascade_sum(&C, nd, shape, st, mask);
    if (C.rc) return C.rc;
    if (C.dt == SL_FLOAT16) {
        /* both pairings of a float16 vector into floats give the same sums here, or refuse
         * (a pair's float sum is exact unless the halves are 2^13 apart or more) */
        double *first = C.out;
        C.out = lang_alloc_n(&I->A, out_n + 1, sizeof *C.out);
        CHECK_ALLOC(C.out);
        for (int64_t k = 0; k < out_n; k++) C.out[k] = 0;
        C.half_pair = 2;
        cascade_sum(&C, nd, shape, st, mask);
        if (C.rc) return C.rc;
        for (int64_t k = 0; k < out_n; k++)
            if (memcmp(&first[k], &C.out[k], sizeof first[k]) != 0 && !(isnan(first[k]) && isnan(C.out[k]))) return 1;
    }
    for (int64_t k = 0; k < out_n; k++) {
        double s = C.out[k];
        if (mean) {
            if (dt == SL_FLOAT64) s = s / (double)n;
            else if (!narrow) s = (double)((float)s / (float)n);
            else if (lessons) s = to_dtype(dt, (double)((float)s / (float)n));
            else s = to_dtype(dt, (double)((float)s / (float)to_dtype(dt, (double)n)));
        }
        res[k] = s;
    }
    return SL_OK;
}
