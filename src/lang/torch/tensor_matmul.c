/*
 * tensor_matmul.c — torch matrix products (`@`, matmul, mm, mv, dot, bmm) for the snippet
 * language (torch 1.13 semantics), and the dispatchers that route Tensor methods and torch
 * functions to them, to tril / triu (tensor_triangles.c) and to Tensor.new_empty /
 * new_zeros / new_ones / new_full / new_tensor (tensor_new_methods.c).  numpy's tril /
 * triu and np.einsum are src/lang/numpy/ndarray_triangles.c and ndarray_einsum.c;
 * torch.einsum is tensor_einsum.c.
 *
 * torch.matmul is modelled as 1.13's at::native::matmul dispatches it — dot, mv, mm, a
 * fold of the batch into mm/mv (also the transposed fold of a 1-d/2-d left operand with a
 * >= 3-d right one), or an expanded bmm — so each shape, dtype and kernel error is the one
 * of the op that raises it, in that op's order.  Every result is a new contiguous tensor.
 * Values: integer products and sums wrap in the dtype (order cannot matter modulo 2^n);
 * float results only when every product is an exact integer and the sum of their
 * magnitudes stays within 2^24 (float32) / 2^53 (float64), so no BLAS order or fused
 * multiply-add can change a bit; otherwise the result holds no values (printing them is
 * refused).  float16 / bfloat16 / complex operands are refused after the shape checks.
 * Under torch 2.x (lessons) matmul folds a batch into mm / mv only when the fold is a
 * view and never for a 2-d left operand (should_fold; else the expanded bmm), mm's dtype
 * mismatch is "expected m1 and m2 to have the same dtype" and mv's size message names
 * input, mat and vec.
 */
#include "lang/python/py.h"
#include "lang/arrays/arr_internal.h"
#include "lang/torch/tensor_internal.h"

#include <math.h>
#include <string.h>

/* multiply-adds a matrix product may take to compute its values */
#define MAX_PRODUCT_WORK ((int64_t)1 << 25)


/* ------------------------------------------------------------ products == */

static const char *tname(sl_dtype dt) { return lang_torch_scalar_type_name(dt); }

/* the kernel dtypes we compute (others: refused or torch's "not implemented") */
static bool mm_dtype_ok(sl_dtype dt) {
    return dt == SL_INT8 || dt == SL_INT16 || dt == SL_INT32 || dt == SL_INT64 || dt == SL_UINT8 ||
           dt == SL_FLOAT32 || dt == SL_FLOAT64;
}

/* caffe2's TypeMeta names, which some torch 2.x messages print (NULL: not one we name) */
const char *lang_torch_meta_name(sl_dtype dt) {
    switch (dt) {
    case SL_FLOAT32: return "float";
    case SL_FLOAT64: return "double";
    case SL_FLOAT16: return "c10::Half";
    case SL_BFLOAT16: return "c10::BFloat16";
    case SL_INT64: return "long int";
    case SL_INT32: return "int";
    case SL_INT16: return "short int";
    case SL_INT8: return "signed char";
    case SL_UINT8: return "unsigned char";
    case SL_BOOL: return "bool";
    case SL_COMPLEX64: return "c10::complex<float>";
    case SL_COMPLEX128: return "c10::complex<double>";
    default: return NULL;
    }
}

/* the dtype checks every product op makes after its shape checks.  torch 1.13 dispatches
 * on self's dtype first (a Bool or Half self: "\"addmm_impl_cpu_\" not implemented for
 * 'Bool'"), then finds the other operand's dtype wrong ("expected scalar type Long but
 * found Float"); torch 2.x (`v2`) has Half kernels, and its addmm_impl_cpu_ compares the
 * dtypes before dispatching ("expected m1 and m2 to have the same dtype, but got: long
 * int != float") */
static int kernel_dtype(const char *kernel, sl_dtype a, sl_dtype b, bool v2, sl_error *err) {
    bool mm = !strcmp(kernel, "addmm_impl_cpu_");
    if (a != b && v2 && mm) {
        if (!lang_torch_meta_name(a) || !lang_torch_meta_name(b)) return lang_unsupported(err, "a matrix product of these dtypes");
        return lang_py_error(err, "RuntimeError", "expected m1 and m2 to have the same dtype, but got: %s != %s",
                             lang_torch_meta_name(a), lang_torch_meta_name(b));
    }
    if (a == SL_BOOL || (a == SL_FLOAT16 && !v2))
        return lang_py_error(err, "RuntimeError", "\"%s\" not implemented for '%s'", kernel, tname(a));
    if (a != b) return lang_py_error(err, "RuntimeError", "expected scalar type %s but found %s", tname(a), tname(b));
    /* torch 2.x's float16 / bfloat16 kernels: values only where exact (mm_compute) */
    if (!mm_dtype_ok(a) && !(v2 && (a == SL_FLOAT16 || a == SL_BFLOAT16)))
        return lang_unsupported(err, "%s of %s tensors", kernel, tname(a));
    return SL_OK;
}

static int check_mm(const int64_t *s1, int32_t d1, const int64_t *s2, int32_t d2, sl_dtype t1, sl_dtype t2,
                    bool v2, sl_error *err) {
    if (d1 != 2) return lang_py_error(err, "RuntimeError", "self must be a matrix");
    if (d2 != 2) return lang_py_error(err, "RuntimeError", "mat2 must be a matrix");
    if (s1[1] != s2[0])
        return lang_py_error(err, "RuntimeError", "mat1 and mat2 shapes cannot be multiplied (%lldx%lld and %lldx%lld)",
                             (long long)s1[0], (long long)s1[1], (long long)s2[0], (long long)s2[1]);
    return kernel_dtype("addmm_impl_cpu_", t1, t2, v2, err);
}

static int check_mv(const int64_t *s1, int32_t d1, const int64_t *s2, int32_t d2, sl_dtype t1, sl_dtype t2,
                    bool v2, sl_error *err) {
    if (d1 != 2 || d2 != 1)
        return lang_py_error(err, "RuntimeError", "vector + matrix @ vector expected, got 1, %d, %d", d1, d2);
    if (s1[1] != s2[0] && v2)
        return lang_py_error(err, "RuntimeError", "size mismatch, got input (%lld), mat (%lldx%lld), vec (%lld)",
                             (long long)s1[0], (long long)s1[0], (long long)s1[1], (long long)s2[0]);
    if (s1[1] != s2[0])
        return lang_py_error(err, "RuntimeError", "size mismatch, got %lld, %lldx%lld,%lld", (long long)s1[0],
                             (long long)s1[0], (long long)s1[1], (long long)s2[0]);
    return kernel_dtype("addmv_impl_cpu", t1, t2, v2, err);
}

static int check_dot(const int64_t *s1, int32_t d1, const int64_t *s2, int32_t d2, sl_dtype t1, sl_dtype t2,
                     bool v2, sl_error *err) {
    if (d1 != 1 || d2 != 1)
        return lang_py_error(err, "RuntimeError", "1D tensors expected, but got %dD and %dD tensors", d1, d2);
    if (t1 != t2)
        return lang_py_error(err, "RuntimeError", "dot : expected both vectors to have same dtype, but found %s and %s",
                             tname(t1), tname(t2));
    if (s1[0] != s2[0])
        return lang_py_error(err, "RuntimeError",
                             "inconsistent tensor size, expected tensor [%lld] and src [%lld] to have the same number "
                             "of elements, but got %lld and %lld elements respectively",
                             (long long)s1[0], (long long)s2[0], (long long)s1[0], (long long)s2[0]);
    return kernel_dtype("dot", t1, t2, v2, err);
}

static int check_bmm(const int64_t *s1, int32_t d1, const int64_t *s2, int32_t d2, sl_dtype t1, sl_dtype t2,
                     bool v2, sl_error *err) {
    if (d1 != 3) return lang_py_error(err, "RuntimeError", "batch1 must be a 3D tensor");
    if (d2 != 3) return lang_py_error(err, "RuntimeError", "batch2 must be a 3D tensor");
    if (s2[0] != s1[0] || s2[1] != s1[2])
        return lang_py_error(err, "RuntimeError",
                             "Expected size for first two dimensions of batch2 tensor to be: [%lld, %lld] but got: "
                             "[%lld, %lld].",
                             (long long)s1[0], (long long)s1[2], (long long)s2[0], (long long)s2[1]);
    return kernel_dtype("bmm", t1, t2, v2, err);
}

/* The result of t1 @ t2 once the checks passed: batch dims `bs` (nb of them), each
 * operand read through its own batch dims broadcast from the right; n rows (1 for a 1-d
 * left operand), p columns (1 for a 1-d right operand), k the contracted size. */
static int mm_compute(lang_interp *I, lang_value *v1, lang_value *v2, const int64_t *bs, int32_t nb,
                      const int64_t *oshape, int32_t ond, lang_value **out, sl_error *err) {
    const sl_tensor *x = &TV(v1)->t, *y = &TV(v2)->t;
    int32_t d1 = x->layout.ndim, d2 = y->layout.ndim;
    sl_dtype dt = x->dtype;
    sl_tensor r;
    int rc = sl_torch_empty_ref(oshape, ond, dt, SL_MF_CONTIGUOUS, I->ref, &r, err);
    if (rc) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    /* both operands as (batch..., rows, cols) views with broadcast batch strides */
    lang_lview xv, yv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(y, &yv);
    lang_lview a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    a.dtype = xv.dtype;
    b.dtype = yv.dtype;
    a.offset_bytes = xv.offset_bytes;
    b.offset_bytes = yv.offset_bytes;
    a.ndim = b.ndim = nb + 2;
    for (int32_t i = 0; i < nb; i++) {
        int32_t j1 = i - (nb - (d1 - 2)), j2 = i - (nb - (d2 - 2));
        a.shape[i] = b.shape[i] = bs[i];
        a.stride_bytes[i] = (d1 > 2 && j1 >= 0 && xv.shape[j1] != 1) ? xv.stride_bytes[j1] : 0;
        b.stride_bytes[i] = (d2 > 2 && j2 >= 0 && yv.shape[j2] != 1) ? yv.stride_bytes[j2] : 0;
    }
    if (d1 == 1) {
        a.shape[nb] = 1;
        a.shape[nb + 1] = xv.shape[0];
        a.stride_bytes[nb + 1] = xv.stride_bytes[0];
    } else {
        a.shape[nb] = xv.shape[d1 - 2];
        a.shape[nb + 1] = xv.shape[d1 - 1];
        a.stride_bytes[nb] = xv.stride_bytes[d1 - 2];
        a.stride_bytes[nb + 1] = xv.stride_bytes[d1 - 1];
    }
    if (d2 == 1) {
        b.shape[nb] = yv.shape[0];
        b.shape[nb + 1] = 1;
        b.stride_bytes[nb] = yv.stride_bytes[0];
    } else {
        b.shape[nb] = yv.shape[d2 - 2];
        b.shape[nb + 1] = yv.shape[d2 - 1];
        b.stride_bytes[nb] = yv.stride_bytes[d2 - 2];
        b.stride_bytes[nb + 1] = yv.stride_bytes[d2 - 1];
    }
    int64_t n = a.shape[nb], k = a.shape[nb + 1], p = b.shape[nb + 1];
    /* the result as (batch..., n, p): the same row-major positions as its real shape */
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    rv.ndim = nb + 2;
    int64_t acc = sl_dtype_itemsize(dt);
    int64_t full[SL_MAX_DIMS];
    memcpy(full, bs, (size_t)nb * sizeof *full);
    full[nb] = n;
    full[nb + 1] = p;
    for (int32_t i = nb + 1; i >= 0; i--) {
        rv.shape[i] = full[i];
        rv.stride_bytes[i] = acc;
        acc *= full[i] ? full[i] : 1;
    }
    int64_t total, work;
    if ((rc = lang_torch_fold(full, nb + 2, &total, err))) return rc;
    if (sl_ovf_mul(total, k, &work) || work > MAX_PRODUCT_WORK) {
        st->poison = "a matrix product of more than 2^25 multiply-adds (not computed)";
        return SL_OK;
    }
    bool fl = sl_dtype_is_floating(dt);
    double lim = dt == SL_FLOAT32 ? 16777216.0 : dt == SL_FLOAT16 ? 2048.0 : dt == SL_BFLOAT16 ? 256.0 : 9007199254740992.0;
    int64_t idx[SL_MAX_DIMS] = {0}, ia[SL_MAX_DIMS], ib[SL_MAX_DIMS];
    for (int64_t e = 0; e < total; e++) {
        memcpy(ia, idx, (size_t)(nb + 2) * sizeof *ia);
        memcpy(ib, idx, (size_t)(nb + 2) * sizeof *ib);
        uint64_t isum = 0;
        double fsum = 0, mag = 0;
        bool negzero = false;
        for (int64_t q = 0; q < k; q++) {
            ia[nb + 1] = q;
            ib[nb] = q;
            lang_num u, w;
            rc = lang_read(I, TV(v1)->st, &a, ia, &u, err);
            if (!rc) rc = lang_read(I, TV(v2)->st, &b, ib, &w, err);
            if (rc == SL_ERR_UNSUPPORTED) {
                lang_torch_poison_from(I, st, err);
                return SL_OK;
            }
            if (rc) return rc;
            if (fl) {
                double t = u.f * w.f;
                if (!isfinite(t) || fma(u.f, w.f, -t) != 0 || t != floor(t) || fabs(t) > lim) {
                    st->poison = "a float matrix product whose products are not exact integers (BLAS's order and "
                                 "fused multiply-adds decide its rounding)";
                    return SL_OK;
                }
                if (t == 0 && signbit(t)) negzero = true;
                mag += fabs(t);
                fsum += t;
                if (mag > lim) {
                    st->poison = "a float matrix product whose sums may round (BLAS's summation order decides)";
                    return SL_OK;
                }
            } else {
                isum += (uint64_t)u.i * (uint64_t)w.i;
            }
        }
        lang_num z = {0};
        if (fl) {
            if (fsum == 0 && negzero) {
                st->poison = "a float matrix product summing signed zeros (BLAS's order decides the sign)";
                return SL_OK;
            }
            z.is_float = true;
            z.f = fsum;
        } else {
            z.i = (int64_t)isum;
        }
        if ((rc = lang_num_cast(z, dt, &z, err))) return rc;
        if ((rc = lang_write(I, st, &rv, idx, z, err))) return rc;
        lang_next_index(idx, full, nb + 2);
    }
    return SL_OK;
}

/* torch 2.x's matmul folds the batch of the larger operand (t, or t.mT when `transpose`)
 * into mm / mv only when the fold is a view: its leading dims nest (stride[i] ==
 * stride[i+1] * size[i+1]) or it is empty; a 2-d left operand is never folded against a
 * batch (should_fold).  Otherwise the product is the expanded bmm. */
static bool should_fold(const sl_tensor *t, bool transpose) {
    const sl_layout *l = &t->layout;
    int32_t n = l->ndim;
    int64_t size[SL_MAX_DIMS], stride[SL_MAX_DIMS];
    bool empty = false;
    for (int32_t i = 0; i < n; i++) {
        int32_t j = transpose && i >= n - 2 ? (i == n - 2 ? n - 1 : n - 2) : i;
        size[i] = l->size[j];
        stride[i] = l->stride[j];
        if (!size[i]) empty = true;
    }
    if (empty) return true;
    for (int32_t i = 0; i < n - 2; i++)
        if (stride[i] != stride[i + 1] * size[i + 1]) return false;
    return true;
}

/* kind: 'M' matmul / @, 'm' mm, 'v' mv, 'd' dot, 'b' bmm */
static int product(lang_interp *I, int kind, lang_value *v1, lang_value *v2, lang_value **out, sl_error *err) {
    const sl_tensor *x = &TV(v1)->t, *y = &TV(v2)->t;
    int32_t d1 = x->layout.ndim, d2 = y->layout.ndim;
    const int64_t *s1 = x->layout.size, *s2 = y->layout.size;
    sl_dtype t1 = x->dtype, t2 = y->dtype;
    int64_t os[SL_MAX_DIMS], bs[SL_MAX_DIMS];
    int32_t ond = 0, nb = 0;
    int rc;
    const bool lessons = x->ref == SL_REF_LESSONS;
    switch (kind) {
    case 'm':
        if ((rc = check_mm(s1, d1, s2, d2, t1, t2, lessons, err))) return rc;
        os[0] = s1[0], os[1] = s2[1], ond = 2;
        break;
    case 'v':
        if ((rc = check_mv(s1, d1, s2, d2, t1, t2, lessons, err))) return rc;
        os[0] = s1[0], ond = 1;
        break;
    case 'd':
        if ((rc = check_dot(s1, d1, s2, d2, t1, t2, lessons, err))) return rc;
        break;
    case 'b':
        if ((rc = check_bmm(s1, d1, s2, d2, t1, t2, lessons, err))) return rc;
        bs[0] = s1[0], nb = 1;
        os[0] = s1[0], os[1] = s1[1], os[2] = s2[2], ond = 3;
        break;
    default:
        if (d1 == 0 || d2 == 0)
            return lang_py_error(err, "RuntimeError",
                                 "both arguments to matmul need to be at least 1D, but they are %dD and %dD", d1, d2);
        if (d1 == 1 && d2 == 1) return product(I, 'd', v1, v2, out, err);
        if (d1 == 2 && d2 == 1) return product(I, 'v', v1, v2, out, err);
        if (d1 == 2 && d2 == 2) return product(I, 'm', v1, v2, out, err);
        if (d1 == 1 && d2 == 2) {
            int64_t u[2] = {1, s1[0]};
            if ((rc = check_mm(u, 2, s2, 2, t1, t2, lessons, err))) return rc;
            os[0] = s2[1], ond = 1;
        } else if (d1 >= 3 && d2 <= 2 && (!lessons || should_fold(x, false))) {
            /* the batch folded into the rows of t1 */
            int64_t f[2];
            if ((rc = lang_torch_fold(s1, d1 - 1, &f[0], err))) return rc;
            f[1] = s1[d1 - 1];
            if (d2 == 1) rc = check_mv(f, 2, s2, 1, t1, t2, lessons, err);
            else rc = check_mm(f, 2, s2, 2, t1, t2, lessons, err);
            if (rc) return rc;
            for (int32_t i = 0; i < d1 - 1; i++) os[ond++] = s1[i];
            if (d2 == 2) os[ond++] = s2[1];
            for (int32_t i = 0; i < d1 - 2; i++) bs[nb++] = s1[i];
        } else if (d1 <= 2 && d2 >= 3 && (!lessons || (d1 == 1 && should_fold(y, true)))) {
            /* transposed fold: t2.mT's batch folded into its rows, times t1 (t1.t()) */
            int64_t f[2];
            if ((rc = lang_torch_fold(s2, d2 - 2, &f[0], err))) return rc;
            if (sl_ovf_mul(f[0], s2[d2 - 1], &f[0])) return sl_error_overflow(err, "matmul size");
            f[1] = s2[d2 - 2];
            if (d1 == 1) {
                rc = check_mv(f, 2, s1, 1, t2, t1, lessons, err);
            } else {
                int64_t tt[2] = {s1[1], s1[0]};
                rc = check_mm(f, 2, tt, 2, t2, t1, lessons, err);
            }
            if (rc) return rc;
            for (int32_t i = 0; i < d2 - 2; i++) os[ond++] = bs[nb++] = s2[i];
            if (d1 == 2) os[ond++] = s1[0];
            os[ond++] = s2[d2 - 1];
        } else {
            /* expanded batch into bmm */
            int32_t nb1 = d1 > 2 ? d1 - 2 : 0, nb2 = d2 > 2 ? d2 - 2 : 0;
            if ((rc = sl_torch_broadcast_shapes2(s1, nb1, s2, nb2, bs, &nb, err))) return rc;
            int64_t B;
            if ((rc = lang_torch_fold(bs, nb, &B, err))) return rc;
            int64_t n = d1 > 1 ? s1[d1 - 2] : 1, m1 = s1[d1 - 1];
            int64_t m2 = d2 > 1 ? s2[d2 - 2] : s2[0], p = d2 > 1 ? s2[d2 - 1] : 1;
            int64_t b1[3] = {B, n, m1}, b2[3] = {B, m2, p};
            if ((rc = check_bmm(b1, 3, b2, 3, t1, t2, lessons, err))) return rc;
            memcpy(os, bs, (size_t)nb * sizeof *os);
            ond = nb;
            if (d1 > 1) os[ond++] = n;
            if (d2 > 1) os[ond++] = p;
        }
    }
    return mm_compute(I, v1, v2, bs, nb, os, ond, out, err);
}

/* a non-tensor argument: the Python binding's TypeError */
static int need_tensor(const char *fname, const char *arg, int pos, const lang_value *v, sl_error *err) {
    if (v->kind == V_TENSOR) return SL_OK;
    if (v->kind == V_ARRAY) return lang_unsupported(err, "%s() with a numpy array", fname);
    return lang_py_error(err, "TypeError", "%s(): argument '%s' (position %d) must be Tensor, not %s", fname, arg, pos,
                         lv_type_name(v));
}

static int product_kind(const char *name) {
    if (!strcmp(name, "matmul")) return 'M';
    if (!strcmp(name, "mm")) return 'm';
    if (!strcmp(name, "mv")) return 'v';
    if (!strcmp(name, "dot")) return 'd';
    if (!strcmp(name, "bmm")) return 'b';
    return 0;
}

static const char *product_arg(int kind) {
    return kind == 'M' ? "other" : kind == 'v' ? "vec" : kind == 'd' ? "tensor" : "mat2";
}

int lang_torch_matmul_op(lang_interp *I, lang_value *a, lang_value *b, lang_value **out, sl_error *err) {
    if (a->kind == V_TENSOR && b->kind == V_TENSOR) return product(I, 'M', a, b, out, err);
    const lang_value *o = a->kind == V_TENSOR ? b : a;
    if (o->kind == V_ARRAY) return lang_unsupported(err, "@ of a tensor and a numpy array");
    return lang_py_error(err, "TypeError", "unsupported operand type(s) for @: '%s' and '%s'", lv_type_name(a),
                         lv_type_name(b));
}

/* ------------------------------------------------------------ dispatch == */

int lang_torch_matmul_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                            sl_error *err) {
    int kind = product_kind(name);
    if (kind) {
        const char *PN[1] = {product_arg(kind)};
        lang_value *p[1];
        int rc = lang_bind(a, name, PN, 1, 1, p, err);
        if (rc) return rc;
        if ((rc = need_tensor(name, PN[0], 1, p[0], err))) return rc;
        return product(I, kind, t, p[0], out, err);
    }
    if (!strcmp(name, "tril") || !strcmp(name, "triu") || !strcmp(name, "tril_") || !strcmp(name, "triu_")) {
        static const char *const PN[] = {"diagonal"};
        lang_value *p[1];
        int rc = lang_bind(a, name, PN, 1, 0, p, err);
        if (rc) return rc;
        int64_t k = 0;
        if ((rc = lang_torch_tri_diag(name, 1, p[0], &k, err))) return rc;
        return lang_torch_tri(I, t, name[3] == 'l', name[4] == '_', k, out, err);
    }
    if (!strcmp(name, "new_empty") || !strcmp(name, "new_zeros") || !strcmp(name, "new_ones") ||
        !strcmp(name, "new_full") || !strcmp(name, "new_tensor"))
        return lang_torch_tensor_new(I, t, name, a, out, err);
    return LANG_NOT_MINE;
}

int lang_torch_matmul_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    int kind = product_kind(name);
    if (kind) {
        const char *PN[2] = {"input", product_arg(kind)};
        lang_value *p[2];
        int rc = lang_bind(a, name, PN, 2, 2, p, err);
        if (rc) return rc;
        if ((rc = need_tensor(name, PN[0], 1, p[0], err)) || (rc = need_tensor(name, PN[1], 2, p[1], err))) return rc;
        return product(I, kind, p[0], p[1], out, err);
    }
    if (!strcmp(name, "tril") || !strcmp(name, "triu")) {
        static const char *const PN[] = {"input", "diagonal"};
        lang_value *p[2];
        int rc = lang_bind(a, name, PN, 2, 1, p, err);
        if (rc) return rc;
        if ((rc = need_tensor(name, "input", 1, p[0], err))) return rc;
        int64_t k = 0;
        if ((rc = lang_torch_tri_diag(name, 2, p[1], &k, err))) return rc;
        return lang_torch_tri(I, p[0], name[3] == 'l', false, k, out, err);
    }
    return LANG_NOT_MINE;
}
