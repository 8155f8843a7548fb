/*
 * lang_ops2.c — torch matrix products (`@`, matmul, mm, mv, dot, bmm), torch and numpy
 * tril / triu, and Tensor.new_empty / new_zeros / new_ones / new_full / new_tensor, for the
 * snippet language (torch 1.13 / numpy 1.24 semantics).
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
 *
 * tril / triu: torch's result is always contiguous; numpy's is where(tri mask, m, 0),
 * laid out in the iterator's K order over the mask and m.
 *
 * np.einsum of one operand: views (permutations, diagonals) and exact sums (np_einsum).
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/numpy/ndarray.h"

#include <math.h>
#include <string.h>

#define NOT_MINE 1
/* multiply-adds a matrix product may take to compute its values */
#define MAX_PRODUCT_WORK ((int64_t)1 << 25)

static lang_tensor_v *TV(const lang_value *v) { return v->u.tensor; }

/* ------------------------------------------------------------ products == */

static const char *tname(sl_dtype dt) { return lang_torch_scalar_type_name(dt); }

/* the kernel dtypes we compute (others: refused or torch's "not implemented") */
static bool mm_dtype_ok(sl_dtype dt) {
    return dt == SL_INT8 || dt == SL_INT16 || dt == SL_INT32 || dt == SL_INT64 || dt == SL_UINT8 ||
           dt == SL_FLOAT32 || dt == SL_FLOAT64;
}

/* the dtype checks every product op makes after its shape checks: the "expected scalar
 * type" mismatch, then the kernel's dispatch ("addmm_impl_cpu_" not implemented for 'Bool') */
static int kernel_dtype(const char *kernel, sl_dtype a, sl_dtype b, bool half_known, sl_error *err) {
    if (a != b) return lang_py_error(err, "RuntimeError", "expected scalar type %s but found %s", tname(a), tname(b));
    if (a == SL_BOOL || (a == SL_FLOAT16 && half_known))
        return lang_py_error(err, "RuntimeError", "\"%s\" not implemented for '%s'", kernel, tname(a));
    if (!mm_dtype_ok(a)) return lang_unsupported(err, "%s of %s tensors", kernel, tname(a));
    return SL_OK;
}

static int check_mm(const int64_t *s1, int32_t d1, const int64_t *s2, int32_t d2, sl_dtype t1, sl_dtype t2,
                    sl_error *err) {
    if (d1 != 2) return lang_py_error(err, "RuntimeError", "self must be a matrix");
    if (d2 != 2) return lang_py_error(err, "RuntimeError", "mat2 must be a matrix");
    if (s1[1] != s2[0])
        return lang_py_error(err, "RuntimeError", "mat1 and mat2 shapes cannot be multiplied (%lldx%lld and %lldx%lld)",
                             (long long)s1[0], (long long)s1[1], (long long)s2[0], (long long)s2[1]);
    return kernel_dtype("addmm_impl_cpu_", t1, t2, true, err);
}

static int check_mv(const int64_t *s1, int32_t d1, const int64_t *s2, int32_t d2, sl_dtype t1, sl_dtype t2,
                    sl_error *err) {
    if (d1 != 2 || d2 != 1)
        return lang_py_error(err, "RuntimeError", "vector + matrix @ vector expected, got 1, %d, %d", d1, d2);
    if (s1[1] != s2[0])
        return lang_py_error(err, "RuntimeError", "size mismatch, got %lld, %lldx%lld,%lld", (long long)s1[0],
                             (long long)s1[0], (long long)s1[1], (long long)s2[0]);
    return kernel_dtype("addmv_impl_cpu", t1, t2, false, err);
}

static int check_dot(const int64_t *s1, int32_t d1, const int64_t *s2, int32_t d2, sl_dtype t1, sl_dtype t2,
                     sl_error *err) {
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
    return kernel_dtype("dot", t1, t2, true, err);
}

static int check_bmm(const int64_t *s1, int32_t d1, const int64_t *s2, int32_t d2, sl_dtype t1, sl_dtype t2,
                     sl_error *err) {
    if (d1 != 3) return lang_py_error(err, "RuntimeError", "batch1 must be a 3D tensor");
    if (d2 != 3) return lang_py_error(err, "RuntimeError", "batch2 must be a 3D tensor");
    if (s2[0] != s1[0] || s2[1] != s1[2])
        return lang_py_error(err, "RuntimeError",
                             "Expected size for first two dimensions of batch2 tensor to be: [%lld, %lld] but got: "
                             "[%lld, %lld].",
                             (long long)s1[0], (long long)s1[2], (long long)s2[0], (long long)s2[1]);
    return kernel_dtype("bmm", t1, t2, false, err);
}

static int fold(const int64_t *s, int32_t d, int64_t *rows, sl_error *err) {
    *rows = 1;
    for (int32_t i = 0; i < d; i++)
        if (sl_ovf_mul(*rows, s[i], rows)) return sl_error_overflow(err, "matmul size");
    return SL_OK;
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
    int rc = sl_torch_empty(oshape, ond, dt, &r, err);
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
    if ((rc = fold(full, nb + 2, &total, err))) return rc;
    if (sl_ovf_mul(total, k, &work) || work > MAX_PRODUCT_WORK) {
        st->poison = "a matrix product of more than 2^25 multiply-adds (not computed)";
        return SL_OK;
    }
    bool fl = sl_dtype_is_floating(dt);
    double lim = dt == SL_FLOAT32 ? 16777216.0 : 9007199254740992.0;
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

/* kind: 'M' matmul / @, 'm' mm, 'v' mv, 'd' dot, 'b' bmm */
static int product(lang_interp *I, int kind, lang_value *v1, lang_value *v2, lang_value **out, sl_error *err) {
    const sl_tensor *x = &TV(v1)->t, *y = &TV(v2)->t;
    int32_t d1 = x->layout.ndim, d2 = y->layout.ndim;
    const int64_t *s1 = x->layout.size, *s2 = y->layout.size;
    sl_dtype t1 = x->dtype, t2 = y->dtype;
    int64_t os[SL_MAX_DIMS], bs[SL_MAX_DIMS];
    int32_t ond = 0, nb = 0;
    int rc;
    switch (kind) {
    case 'm':
        if ((rc = check_mm(s1, d1, s2, d2, t1, t2, err))) return rc;
        os[0] = s1[0], os[1] = s2[1], ond = 2;
        break;
    case 'v':
        if ((rc = check_mv(s1, d1, s2, d2, t1, t2, err))) return rc;
        os[0] = s1[0], ond = 1;
        break;
    case 'd':
        if ((rc = check_dot(s1, d1, s2, d2, t1, t2, err))) return rc;
        break;
    case 'b':
        if ((rc = check_bmm(s1, d1, s2, d2, t1, t2, err))) return rc;
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
            if ((rc = check_mm(u, 2, s2, 2, t1, t2, err))) return rc;
            os[0] = s2[1], ond = 1;
        } else if (d1 >= 3 && d2 <= 2) {
            /* the batch folded into the rows of t1 */
            int64_t f[2];
            if ((rc = fold(s1, d1 - 1, &f[0], err))) return rc;
            f[1] = s1[d1 - 1];
            if (d2 == 1) rc = check_mv(f, 2, s2, 1, t1, t2, err);
            else rc = check_mm(f, 2, s2, 2, t1, t2, err);
            if (rc) return rc;
            for (int32_t i = 0; i < d1 - 1; i++) os[ond++] = s1[i];
            if (d2 == 2) os[ond++] = s2[1];
            for (int32_t i = 0; i < d1 - 2; i++) bs[nb++] = s1[i];
        } else if (d1 <= 2 && d2 >= 3) {
            /* transposed fold: t2.mT's batch folded into its rows, times t1 (t1.t()) */
            int64_t f[2];
            if ((rc = fold(s2, d2 - 2, &f[0], err))) return rc;
            if (sl_ovf_mul(f[0], s2[d2 - 1], &f[0])) return sl_error_overflow(err, "matmul size");
            f[1] = s2[d2 - 2];
            if (d1 == 1) {
                rc = check_mv(f, 2, s1, 1, t2, t1, err);
            } else {
                int64_t tt[2] = {s1[1], s1[0]};
                rc = check_mm(f, 2, tt, 2, t2, t1, err);
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
            if ((rc = fold(bs, nb, &B, err))) return rc;
            int64_t n = d1 > 1 ? s1[d1 - 2] : 1, m1 = s1[d1 - 1];
            int64_t m2 = d2 > 1 ? s2[d2 - 2] : s2[0], p = d2 > 1 ? s2[d2 - 1] : 1;
            int64_t b1[3] = {B, n, m1}, b2[3] = {B, m2, p};
            if ((rc = check_bmm(b1, 3, b2, 3, t1, t2, err))) return rc;
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

int lang_ops2_matmul_op(lang_interp *I, lang_value *a, lang_value *b, lang_value **out, sl_error *err) {
    if (a->kind == V_TENSOR && b->kind == V_TENSOR) return product(I, 'M', a, b, out, err);
    const lang_value *o = a->kind == V_TENSOR ? b : a;
    if (o->kind == V_ARRAY) return lang_unsupported(err, "@ of a tensor and a numpy array");
    return lang_py_error(err, "TypeError", "unsupported operand type(s) for @: '%s' and '%s'", lv_type_name(a),
                         lv_type_name(b));
}

/* ------------------------------------------------------------ tril / triu == */

static int tri_diag(const char *fname, int pos, lang_value *v, int64_t *k, sl_error *err) {
    if (!v) return SL_OK;
    if (v->kind == V_INT) {
        *k = v->u.i;
        return SL_OK;
    }
    if (v->kind == V_BOOL || v->kind == V_FLOAT || v->kind == V_STR || v->kind == V_NONE)
        return lang_py_error(err, "TypeError", "%s(): argument 'diagonal' (position %d) must be int, not %s", fname, pos,
                             lv_type_name(v));
    return lang_unsupported(err, "%s() diagonal of type %s", fname, lv_type_name(v));
}

static bool tri_keep(bool lower, int64_t i, int64_t j, int64_t k) {
    lang_i128 d = (lang_i128)j - i;
    return lower ? d <= k : d >= k;
}

/* torch.tril / triu (inplace: tril_ / triu_) */
static int torch_tri(lang_interp *I, lang_value *t, bool lower, bool inplace, int64_t k, lang_value **out,
                     sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    int32_t nd = x->layout.ndim;
    int64_t numel;
    int rc = sl_layout_numel(&x->layout, &numel, err);
    if (rc) return rc;
    if (numel == 0) { /* returned before the dims are checked: self, or an empty contiguous result */
        if (inplace) {
            *out = t;
            return SL_OK;
        }
        sl_tensor r;
        if ((rc = sl_torch_empty(x->layout.size, nd, x->dtype, &r, err))) return rc;
        r.alias = SL_ALIAS_NEW;
        lang_storage *est;
        return lang_torch_new_result(I, &r, out, &est, err);
    }
    if (nd == 0) return lang_py_error(err, "IndexError", "Dimension specified as -2 but tensor has no dimensions");
    if (nd == 1)
        return lang_py_error(err, "IndexError", "Dimension out of range (expected to be in range of [-1, 0], but got -2)");
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "tril/triu of complex tensors");
    lang_lview xv, rv;
    lang_lview_of_tensor(x, &xv);
    lang_storage *st;
    if (inplace) {
        /* overlapping elements would make the result depend on the kernel's write order */
        if (sl_torch_internal_overlap(&x->layout) != SL_OVERLAP_NO) {
            sl_bview bv;
            sl_overlap_result ov;
            if (sl_layout_to_bview(&x->layout, &bv, err) || sl_overlap_internal(&bv, (int64_t)1 << 20, &ov, err) ||
                ov.answer != SL_OVL_NO) {
                sl_error_clear(err);
                return lang_unsupported(err, "tril_/triu_ of a tensor whose elements may overlap in memory");
            }
        }
        if ((rc = lang_before_write(I, err))) return rc;
        st = TV(t)->st;
        rv = xv;
        *out = t;
    } else {
        sl_tensor r;
        if ((rc = sl_torch_empty(x->layout.size, nd, x->dtype, &r, err))) return rc;
        r.alias = SL_ALIAS_NEW;
        if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
        if (st->poison) return SL_OK;
        lang_lview_of_tensor(&r, &rv);
    }
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < numel; e++) {
        lang_num z = {0};
        bool keep = tri_keep(lower, idx[nd - 2], idx[nd - 1], k);
        if (keep) {
            rc = lang_read(I, TV(t)->st, &xv, idx, &z, err);
            if (rc == SL_ERR_UNSUPPORTED && !inplace) {
                lang_torch_poison_from(I, st, err);
                return SL_OK;
            }
            if (rc) return rc;
        } else {
            z.is_float = sl_dtype_is_floating(x->dtype);
        }
        if (!keep || !inplace)
            if ((rc = lang_write(I, st, &rv, idx, z, err))) return rc;
        lang_next_index(idx, x->layout.size, nd);
    }
    return SL_OK;
}

/* np.tril / np.triu: where(tri(*m.shape[-2:], k, bool), m, zeros(1, m.dtype)) */
static int np_tri(lang_interp *I, const char *fname, const lang_args *args, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"m", "k"};
    lang_value *p[2];
    int rc = lang_bind(args, fname, PN, 2, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_ARRAY) return lang_unsupported(err, "np.%s() of a %s", fname, lv_type_name(p[0]));
    int64_t k = 0;
    if (p[1]) {
        if (p[1]->kind != V_INT) return lang_unsupported(err, "np.%s() k of type %s", fname, lv_type_name(p[1]));
        k = p[1]->u.i;
    }
    const sl_array *m = &p[0]->u.array->a;
    if (m->ndim == 0) return lang_py_error(err, "TypeError", "tri() missing 1 required positional argument: 'N'");
    if (sl_dtype_is_complex(m->dtype) || m->dtype == SL_FLOAT16)
        return lang_unsupported(err, "np.%s() of %s arrays", fname, sl_dtype_numpy_name(m->dtype));
    /* the broadcast operands: a 1-d m is one row repeated down an (n, n) mask */
    sl_array ops[2];
    memset(ops, 0, sizeof ops);
    int32_t nd = m->ndim == 1 ? 2 : m->ndim;
    int64_t R = m->ndim == 1 ? m->shape[0] : m->shape[nd - 2], C = m->shape[m->ndim - 1];
    for (int q = 0; q < 2; q++) ops[q].ndim = nd;
    for (int32_t d = 0; d < nd; d++) {
        int64_t sz = m->ndim == 1 ? (d == 0 ? R : C) : m->shape[d];
        ops[0].shape[d] = ops[1].shape[d] = sz;
        ops[0].strides[d] = d == nd - 1 ? 1 : d == nd - 2 ? C : 0;
        ops[1].strides[d] = m->ndim == 1 ? (d == 0 ? 0 : m->strides[0]) : m->strides[d];
        for (int q = 0; q < 2; q++)
            if (sz == 1) ops[q].strides[d] = 0;
    }
    int64_t total;
    if ((rc = fold(ops[0].shape, nd, &total, err))) return rc;
    int32_t perm[SL_MAX_DIMS];
    lang_np_iter_perm(ops, 2, perm);
    sl_array r;
    if ((rc = sl_np_empty(ops[0].shape, nd, m->dtype, 'C', &r, err))) return rc;
    /* dense strides innermost first; an empty output gets all-zero strides */
    int64_t acc = total ? r.itemsize : 0;
    for (int32_t q = 0; q < nd; q++) {
        r.strides[nd - 1 - perm[q]] = acc;
        acc *= r.shape[nd - 1 - perm[q]];
    }
    sl_np_refresh_flags(&r);
    lang_storage *st = lang_storage_new(I, r.buffer_bytes, r.dtype, true);
    CHECK_ALLOC(st);
    st->fill = LF_ZERO;
    *out = lang_np_array_value(I, &r, st, NULL);
    CHECK_ALLOC(*out);
    lang_lview mv, rv;
    lang_lview_of_array(m, &mv);
    lang_lview_of_array(&r, &rv);
    if (m->ndim == 1) {
        mv.ndim = 2;
        mv.shape[1] = mv.shape[0];
        mv.stride_bytes[1] = mv.stride_bytes[0];
        mv.shape[0] = R;
        mv.stride_bytes[0] = 0;
    }
    bool lower = fname[3] == 'l';
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < total; e++) {
        if (tri_keep(lower, idx[nd - 2], idx[nd - 1], k)) {
            lang_num z;
            if ((rc = lang_read(I, p[0]->u.array->st, &mv, idx, &z, err))) return rc;
            if ((rc = lang_write(I, st, &rv, idx, z, err))) return rc;
        }
        lang_next_index(idx, ops[0].shape, nd);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ einsum == */

/* np.einsum(subscripts, a) of one operand: the labels of a's dims; the output labels
 * (explicit after "->", else the labels seen once, in ASCII order).  Without summed
 * labels the result is a view (a label repeated in the input takes the diagonal: its
 * stride is the sum of those dims' strides) unless it has 0 dims (a numpy scalar then);
 * with them, the sums for a 0-d or 1-d result
 * of integer / bool values, or float values that are integers summing exactly. */
static int np_einsum(lang_interp *I, const lang_args *args, lang_value **out, sl_error *err) {
    if (args->nkw) return lang_unsupported(err, "np.einsum() keyword arguments");
    if (args->npos < 1 || args->pos[0]->kind != V_STR)
        return lang_unsupported(err, "np.einsum() without a subscripts string");
    if (args->npos == 1)
        return lang_py_error(err, "ValueError",
                             "must specify the einstein sum subscripts string and at least one operand");
    if (args->npos > 2) return lang_unsupported(err, "np.einsum() of more than one operand");
    lang_value *av = args->pos[1];
    if (av->kind != V_ARRAY || av->np_scalar) return lang_unsupported(err, "np.einsum() of a %s", lv_type_name(av));
    const sl_array *x = &av->u.array->a;
    const char *sub = args->pos[0]->u.str.s;
    int64_t n = args->pos[0]->u.str.len;
    char in[SL_MAX_DIMS + 1], outl[SL_MAX_DIMS + 1];
    int32_t nin = 0, nout = 0;
    int64_t i = 0;
    bool explicit_out = false;
    for (; i < n; i++) {
        char ch = sub[i];
        if (ch == ' ') continue;
        if (ch == '-' && i + 1 < n && sub[i + 1] == '>') {
            explicit_out = true;
            i += 2;
            break;
        }
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')))
            return lang_unsupported(err, "np.einsum() subscripts with '%c'", ch);
        if (nin >= x->ndim)
            return lang_py_error(err, "ValueError",
                                 "einstein sum subscripts string contains too many subscripts for operand 0");
        in[nin++] = ch;
    }
    if (nin < x->ndim)
        return lang_py_error(err, "ValueError",
                             "operand has more dimensions than subscripts given in einstein sum, but no '...' "
                             "ellipsis provided to broadcast the extra dimensions.");
    if (explicit_out) {
        for (; i < n; i++) {
            char ch = sub[i];
            if (ch == ' ') continue;
            if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')))
                return lang_unsupported(err, "np.einsum() output subscripts with '%c'", ch);
            if (memchr(outl, ch, (size_t)nout))
                return lang_py_error(err, "ValueError",
                                     "einstein sum subscripts string includes output subscript '%c' multiple times", ch);
            if (!memchr(in, ch, (size_t)nin))
                return lang_py_error(err, "ValueError",
                                     "einstein sum subscripts string included output subscript '%c' which never "
                                     "appeared in an input",
                                     ch);
            if (nout >= SL_MAX_DIMS) return lang_unsupported(err, "np.einsum() output of this many dims");
            outl[nout++] = ch;
        }
    } else {
        for (int c = 'A'; c <= 'z'; c++) {
            int cnt = 0;
            for (int32_t d = 0; d < nin; d++) cnt += in[d] == c;
            if (cnt == 1) outl[nout++] = (char)c;
        }
    }
    /* every label's size and combined stride */
    int64_t lsize[128], lstride[128];
    bool seen[128] = {false};
    for (int32_t d = 0; d < nin; d++) {
        int c = in[d];
        if (!seen[c]) {
            seen[c] = true;
            lsize[c] = x->shape[d];
            lstride[c] = x->strides[d];
        } else {
            if (lsize[c] == 0 && x->shape[d] != 0) /* numpy lets this through, to a view of no memory */
                return lang_unsupported(err, "np.einsum() collapsing an empty dim with a non-empty one");
            if (lsize[c] != x->shape[d])
                return lang_py_error(err, "ValueError",
                                     "dimensions in single operand for collapsing index '%c' don't match (%lld != %lld)",
                                     c, (long long)lsize[c], (long long)x->shape[d]);
            if (sl_ovf_add(lstride[c], x->strides[d], &lstride[c])) return sl_error_overflow(err, "einsum strides");
        }
    }
    char summed[SL_MAX_DIMS];
    int32_t nsum = 0;
    for (int c = 0; c < 128; c++)
        if (seen[c] && !memchr(outl, c, (size_t)nout)) summed[nsum++] = (char)c;
    int rc;
    if (nsum == 0 && nout > 0) {
        sl_array r;
        if ((rc = sl_np_transpose(x, NULL, 0, &r, err))) return rc;
        r.ndim = nout;
        r.offset_bytes = x->offset_bytes;
        for (int32_t d = 0; d < nout; d++) {
            r.shape[d] = lsize[(int)outl[d]];
            r.strides[d] = lstride[(int)outl[d]];
        }
        sl_np_refresh_flags(&r);
        lang_value *base = sl_np_view_base_is_input(x) ? av : av->u.array->base;
        if (!base) base = av;
        *out = lang_np_array_value(I, &r, av->u.array->st, base);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    sl_dtype dt = x->dtype;
    bool fl = dt == SL_FLOAT32 || dt == SL_FLOAT64;
    if (!fl && !sl_dtype_is_integral(dt, true)) return lang_unsupported(err, "np.einsum() sums of %s", sl_dtype_numpy_name(dt));
    if (nout > 1) return lang_unsupported(err, "np.einsum() sums into a result of %d dims", nout);
    int64_t outn = nout ? lsize[(int)outl[0]] : 1, sumn = 1;
    for (int32_t q = 0; q < nsum; q++)
        if (sl_ovf_mul(sumn, lsize[(int)summed[q]], &sumn)) return sl_error_overflow(err, "einsum size");
    sl_array r;
    int64_t oshape[1] = {outn};
    if ((rc = sl_np_empty(oshape, nout, dt, 'C', &r, err))) return rc;
    if (outn == 0) r.strides[0] = 0; /* the iterator's empty output */
    if (nout == 0) r.flags &= ~SL_NP_WRITEABLE;
    lang_storage *st = lang_storage_new(I, r.buffer_bytes > 0 ? r.buffer_bytes : r.itemsize, dt, true);
    CHECK_ALLOC(st);
    st->fill = LF_ZERO;
    *out = lang_np_array_value(I, &r, st, NULL);
    CHECK_ALLOC(*out);
    if (nout == 0) (*out)->np_scalar = true;
    lang_lview sv, rv;
    lang_lview_of_array(&r, &rv);
    memset(&sv, 0, sizeof sv);
    sv.dtype = dt;
    sv.offset_bytes = x->offset_bytes;
    sv.ndim = nsum + 1;
    sv.shape[0] = outn;
    sv.stride_bytes[0] = nout ? lstride[(int)outl[0]] : 0;
    for (int32_t q = 0; q < nsum; q++) {
        sv.shape[q + 1] = lsize[(int)summed[q]];
        sv.stride_bytes[q + 1] = lstride[(int)summed[q]];
    }
    double lim = dt == SL_FLOAT32 ? 16777216.0 : 9007199254740992.0;
    int64_t idx[SL_MAX_DIMS + 1] = {0};
    for (int64_t o = 0; o < outn; o++) {
        uint64_t isum = 0;
        double fsum = 0, mag = 0;
        bool negzero = false;
        idx[0] = o;
        for (int32_t q = 1; q <= nsum; q++) idx[q] = 0;
        for (int64_t e = 0; e < sumn; e++) {
            lang_num v;
            if ((rc = lang_read(I, av->u.array->st, &sv, idx, &v, err))) return rc;
            if (fl) {
                if (nsum && (!isfinite(v.f) || v.f != floor(v.f)))
                    return lang_unsupported(err, "np.einsum() float sums of non-integer values (the order decides)");
                if (v.f == 0 && signbit(v.f)) negzero = true;
                mag += fabs(v.f);
                fsum += v.f;
                if (nsum && mag > lim) return lang_unsupported(err, "np.einsum() float sums that may round");
            } else if (dt == SL_BOOL) {
                isum |= (uint64_t)(v.i != 0);
            } else {
                isum += (uint64_t)v.i;
            }
            lang_next_index(idx + 1, sv.shape + 1, nsum);
        }
        lang_num z = {0};
        if (fl) {
            if (nsum && fsum == 0 && negzero) return lang_unsupported(err, "np.einsum() sums of signed zeros");
            z.is_float = true;
            z.f = fsum;
        } else {
            z.i = (int64_t)isum;
        }
        if ((rc = lang_num_cast(z, dt, &z, err))) return rc;
        int64_t ri[1] = {o};
        if ((rc = lang_write(I, st, &rv, ri, z, err))) return rc;
    }
    return SL_OK;
}

/* ------------------------------------------------------------ new_* == */

/* t.new_zeros(size) & co: torch.zeros(size, dtype=t.dtype, ...) with the given kwargs */
static int tensor_new(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                      sl_error *err) {
    const char *fn = name + 4;
    bool has_dt = false;
    for (int32_t q = 0; q < a->nkw; q++) {
        const char *kn = a->kwnames[q];
        if (!strcmp(kn, "dtype")) has_dt = true;
        else if (strcmp(kn, "device") && strcmp(kn, "requires_grad"))
            return lang_unsupported(err, "Tensor.%s(%s=)", name, kn);
    }
    lang_args b = *a;
    if (!has_dt) {
        b.kwnames = lang_alloc(&I->A, (size_t)(a->nkw + 1) * sizeof *b.kwnames);
        b.kw = lang_alloc(&I->A, (size_t)(a->nkw + 1) * sizeof *b.kw);
        CHECK_ALLOC(b.kwnames);
        CHECK_ALLOC(b.kw);
        for (int32_t q = 0; q < a->nkw; q++) {
            b.kwnames[q] = a->kwnames[q];
            b.kw[q] = a->kw[q];
        }
        b.kwnames[a->nkw] = "dtype";
        lang_value *dv = lv_new(I, V_DTYPE);
        CHECK_ALLOC(dv);
        dv->u.dtype = TV(t)->t.dtype;
        b.kw[a->nkw] = dv;
        b.nkw++;
    }
    if (!strcmp(fn, "tensor")) {
        if (a->npos != 1) return lang_unsupported(err, "Tensor.new_tensor() arguments");
        if (a->pos[0]->kind == V_TENSOR || a->pos[0]->kind == V_ARRAY)
            return lang_unsupported(err, "Tensor.new_tensor() of a %s", lv_type_name(a->pos[0]));
    } else if (!strcmp(fn, "full")) {
        if (a->npos != 2) return lang_unsupported(err, "Tensor.new_full() arguments");
    }
    char q[32];
    snprintf(q, sizeof q, "torch.%s", fn);
    return lang_torch_func_call(I, q, &b, out, err);
}

/* ------------------------------------------------------------ dispatch == */

int lang_ops2_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
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
        if ((rc = tri_diag(name, 1, p[0], &k, err))) return rc;
        return torch_tri(I, t, name[3] == 'l', name[4] == '_', k, out, err);
    }
    if (!strcmp(name, "new_empty") || !strcmp(name, "new_zeros") || !strcmp(name, "new_ones") ||
        !strcmp(name, "new_full") || !strcmp(name, "new_tensor"))
        return tensor_new(I, t, name, a, out, err);
    return NOT_MINE;
}

int lang_ops2_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
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
        if ((rc = tri_diag(name, 2, p[1], &k, err))) return rc;
        return torch_tri(I, p[0], name[3] == 'l', false, k, out, err);
    }
    return NOT_MINE;
}

int lang_ops2_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "tril") || !strcmp(name, "triu")) {
        return np_tri(I, name, a, out, err);
    }
    if (!strcmp(name, "einsum")) return np_einsum(I, a, out, err);
    return NOT_MINE;
}
