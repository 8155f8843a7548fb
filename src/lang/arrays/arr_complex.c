/*
 * arr_complex.c — complex tensors and arrays: their views, constructors and scalar text.
 *
 * A complex element is two floats side by side (real, imaginary), so the libraries'
 * complex views are strided float views of the same storage: numpy's a.real / a.imag and
 * torch's t.real / t.imag keep the shape with every stride (in elements of the part
 * type) doubled, the imaginary part one part further on; torch.view_as_real appends a
 * dim of size 2 and stride 1; torch.view_as_complex drops it again after torch 1.13's
 * checks (last dim of size 2 and stride 1, even strides and storage offset).  Values
 * are written and read through those views by arr_store.c.  numpy's complex scalar
 * repr ("1j", "(1+2j)", "(nan+infj)") is built here from the shortest digits of each
 * part.  Arithmetic on complex values is not modelled (callers refuse it).
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/numpy/ndarray.h"

#include <math.h>

/* numpy's repr of one part with TrimMode_DptZeros: "1", "0.5", "1e-05", "nan"; sign: a
 * '+' before a non-negative part */
static void part_repr(double x, bool f32, bool sign, char *buf, size_t cap) {
    char tmp[80];
    if (f32) lang_float32_repr(x, tmp, sizeof tmp);
    else lang_float_repr(x, tmp, sizeof tmp);
    size_t l = strlen(tmp);
    if (l > 2 && !strchr(tmp, 'e') && !strcmp(tmp + l - 2, ".0")) tmp[l - 2] = '\0';
    snprintf(buf, cap, "%s%s", sign && tmp[0] != '-' ? "+" : "", tmp);
}

void lang_complex_repr(double x, double y, bool f32, char *buf, size_t cap) {
    char re[96], im[96];
    if (x == 0 && !signbit(x)) {
        part_repr(y, f32, false, im, sizeof im);
        snprintf(buf, cap, "%sj", im);
        return;
    }
    part_repr(x, f32, false, re, sizeof re);
    part_repr(y, f32, true, im, sizeof im);
    snprintf(buf, cap, "(%s%sj)", re, im);
}

int lang_complex_copy_elem(lang_interp *I, lang_storage *st, const lang_lview *v, const int64_t *idx,
                           lang_storage *dst, sl_error *err) {
    lang_num re;
    double im;
    int rc = lang_read_complex(I, st, v, idx, &re, &im, err);
    if (rc || (rc = lang_before_write(I, err))) return rc;
    lang_lview d = {0}, pv;
    d.dtype = v->dtype;
    int64_t z[1] = {0};
    lang_complex_part_view(&d, 0, &pv);
    if ((rc = lang_write(I, dst, &pv, z, re, err))) return rc;
    lang_complex_part_view(&d, 1, &pv);
    return lang_write(I, dst, &pv, z, (lang_num){true, 0, im}, err);
}

/* ------------------------------------------------------------------ numpy == */

static lang_array_v *AV(const lang_value *v) { return lang_av(v); }

/* numpy's _get_part: the same shape and byte strides over the part dtype, the imaginary
 * part one part further on, the parent's flags (C/F/aligned recomputed), base the owner */
static int np_part_view(lang_interp *I, lang_value *a, bool imag, lang_value **out, sl_error *err) {
    sl_array r;
    int rc = sl_np_view(&AV(a)->a, &r, err);
    if (rc) return rc;
    r.dtype = lang_complex_part_dtype(r.dtype);
    r.itemsize = sl_dtype_itemsize(r.dtype);
    if (imag) r.offset_bytes += r.itemsize; /* inside the element: bounded */
    r.alias = SL_ALIAS_VIEW;
    sl_np_refresh_flags(&r);
    *out = lang_np_array_value(I, &r, AV(a)->st, AV(a)->base ? AV(a)->base : a);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* a numpy scalar of dtype dt holding x */
static int np_scalar_of(lang_interp *I, sl_dtype dt, lang_value *x, lang_value **out, sl_error *err) {
    CHECK_ALLOC(x);
    lang_value *args[1] = {x};
    lang_args a = {args, 1, NULL, NULL, 0};
    return lang_np_scalar_new(I, dt, &a, out, err);
}

int lang_complex_np_part(lang_interp *I, lang_value *a, bool imag, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(a)->a;
    bool cplx = sl_dtype_is_complex(x->dtype);
    if (lang_np_scalar(a)) {
        /* a scalar's part is a scalar of the part type; a real scalar is its own real
         * part and has a zero imaginary part */
        if (!cplx) {
            if (!imag) {
                *out = a;
                return SL_OK;
            }
            return np_scalar_of(I, x->dtype, x->dtype == SL_BOOL ? lv_bool(I, false) : lv_int(I, 0), out, err);
        }
        lang_lview v, pv;
        lang_lview_of_array(x, &v);
        lang_complex_part_view(&v, imag, &pv);
        int64_t z[1] = {0};
        lang_num p;
        int rc = lang_read(I, AV(a)->st, &pv, z, &p, err);
        if (rc) return rc;
        return np_scalar_of(I, pv.dtype, lv_float(I, p.f), out, err);
    }
    if (cplx) return np_part_view(I, a, imag, out, err);
    if (!imag) {
        *out = a;
        return SL_OK;
    }
    /* a real array's imaginary part: fresh read-only zeros (Fortran order for a
     * Fortran-only contiguous array), no base */
    sl_array r;
    char order = sl_np_is_f_contiguous(x) && !sl_np_is_c_contiguous(x) ? 'F' : 'C';
    int rc = sl_np_empty_ref(x->shape, x->ndim, x->dtype, order, lang_np_ref(I), &r, err);
    if (rc) return rc;
    r.flags &= ~SL_NP_WRITEABLE;
    lang_storage *st = lang_storage_new(I, r.buffer_bytes, r.dtype, true);
    CHECK_ALLOC(st);
    st->fill = LF_ZERO;
    *out = lang_np_array_value(I, &r, st, NULL);
    CHECK_ALLOC(*out);
    return SL_OK;
}

int lang_complex_np_set_part(lang_interp *I, lang_value *a, bool imag, lang_value *v, sl_error *err) {
    if (lang_np_scalar(a))
        return lang_py_error(err, "AttributeError", "attribute '%s' of 'numpy.generic' objects is not writable",
                             imag ? "imag" : "real");
    if (imag && !sl_dtype_is_complex(AV(a)->a.dtype))
        return lang_py_error(err, "TypeError", "array does not have imaginary part to set");
    lang_value *part = a, *all = lv_new(I, V_ELLIPSIS);
    CHECK_ALLOC(all);
    int rc = sl_dtype_is_complex(AV(a)->a.dtype) ? np_part_view(I, a, imag, &part, err) : SL_OK;
    if (rc) return rc;
    return lang_np_setitem(I, part, all, v, err);
}

/* ------------------------------------------------------------------ torch == */

static lang_tensor_v *TV(const lang_value *v) { return lang_tv(v); }

/* a view of t over the part (or complex) dtype dt with the given geometry */
static int torch_view_as(lang_interp *I, lang_value *t, sl_dtype dt, const int64_t *sizes,
                         const int64_t *strides, int32_t nd, int64_t offset, lang_value **out, sl_error *err) {
    sl_tensor r = TV(t)->t;
    r.dtype = dt;
    r.layout.itemsize = sl_dtype_itemsize(dt);
    r.layout.ndim = nd;
    for (int32_t d = 0; d < nd; d++) r.layout.size[d] = sizes[d], r.layout.stride[d] = strides[d];
    r.layout.offset = offset;
    r.alias = SL_ALIAS_VIEW;
    *out = lang_wrap_tensor(I, &r, NULL, t);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* view_as_real's geometry: a last dim of size 2 and stride 1, strides and offset doubled
 * (in part elements: bounded, a complex element is two parts) */
static int torch_as_real(lang_interp *I, lang_value *t, lang_value **out, sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    if (!sl_dtype_is_complex(x->dtype))
        return lang_py_error(err, "RuntimeError", "view_as_real is only supported for complex tensors");
    int32_t nd = x->layout.ndim;
    if (nd + 1 > SL_MAX_DIMS) return lang_unsupported(err, "view_as_real of a %d-dim tensor", nd);
    int64_t sizes[SL_MAX_DIMS], strides[SL_MAX_DIMS];
    for (int32_t d = 0; d < nd; d++) sizes[d] = x->layout.size[d], strides[d] = x->layout.stride[d] * 2;
    sizes[nd] = 2, strides[nd] = 1;
    return torch_view_as(I, t, lang_complex_part_dtype(x->dtype), sizes, strides, nd + 1, x->layout.offset * 2, out, err);
}

int lang_complex_tensor_part(lang_interp *I, lang_value *t, bool imag, lang_value **out, sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    if (!sl_dtype_is_complex(x->dtype)) {
        if (imag)
            return lang_py_error(err, "RuntimeError", "imag is not implemented for tensors with non-complex dtypes.");
        *out = t;
        return SL_OK;
    }
    /* at::real / at::imag: view_as_real(t).select(-1, 0 or 1) */
    int32_t nd = x->layout.ndim;
    int64_t strides[SL_MAX_DIMS];
    for (int32_t d = 0; d < nd; d++) strides[d] = x->layout.stride[d] * 2;
    return torch_view_as(I, t, lang_complex_part_dtype(x->dtype), x->layout.size, strides, nd,
                         x->layout.offset * 2 + (imag ? 1 : 0), out, err);
}

static int torch_as_complex(lang_interp *I, lang_value *t, lang_value **out, sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    if (x->dtype != SL_FLOAT32 && x->dtype != SL_FLOAT64) {
        if (x->dtype == SL_FLOAT16) return lang_unsupported(err, "view_as_complex of a float16 tensor (complex32)");
        return lang_py_error(err, "RuntimeError",
                             "view_as_complex is only supported for half, float and double tensors, but got a "
                             "tensor of scalar type: %s", lang_torch_scalar_type_name(x->dtype));
    }
    int32_t nd = x->layout.ndim;
    if (nd == 0) return lang_py_error(err, "RuntimeError", "Input tensor must have one or more dimensions");
    if (x->layout.size[nd - 1] != 2)
        return lang_py_error(err, "RuntimeError", "Tensor must have a last dimension of size 2");
    if (x->layout.stride[nd - 1] != 1)
        return lang_py_error(err, "RuntimeError", "Tensor must have a last dimension with stride 1");
    int64_t strides[SL_MAX_DIMS];
    for (int32_t d = 0; d < nd - 1; d++) {
        if (x->layout.stride[d] % 2 != 0)
            return lang_py_error(err, "RuntimeError", "Tensor must have a stride divisible by 2 for all but last dimension");
        strides[d] = x->layout.stride[d] / 2;
    }
    if (x->layout.offset % 2 != 0)
        return lang_py_error(err, "RuntimeError", "Tensor must have a storage_offset divisible by 2");
    return torch_view_as(I, t, x->dtype == SL_FLOAT32 ? SL_COMPLEX64 : SL_COMPLEX128, x->layout.size, strides,
                         nd - 1, x->layout.offset / 2, out, err);
}

/* torch.complex(real, imag): both Float or both Double (Half has no complex32 values
 * here), broadcast; the output laid out by TensorIterator's rules; values written part
 * by part */
static int torch_complex(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const P[] = {"real", "imag"};
    lang_value *p[2];
    int rc = lang_bind(a, "complex", P, 2, 2, p, err);
    if (rc) return rc;
    for (int k = 0; k < 2; k++)
        if (p[k]->kind != V_TENSOR)
            return lang_py_error(err, "TypeError", "complex(): argument '%s' (position %d) must be Tensor, not %s",
                                 P[k], k + 1, lv_type_name(p[k]));
    const sl_tensor *re = &TV(p[0])->t, *im = &TV(p[1])->t;
    bool fl[2] = {re->dtype == SL_FLOAT32 || re->dtype == SL_FLOAT64 || re->dtype == SL_FLOAT16,
                  im->dtype == SL_FLOAT32 || im->dtype == SL_FLOAT64 || im->dtype == SL_FLOAT16};
    if (!fl[0] || !fl[1])
        return lang_py_error(err, "RuntimeError", "Expected both inputs to be Half, Float or Double tensors but got %s and %s",
                             lang_torch_scalar_type_name(re->dtype), lang_torch_scalar_type_name(im->dtype));
    if (re->dtype != im->dtype)
        return lang_py_error(err, "RuntimeError", "Expected object of scalar type %s but got scalar type %s for second argument",
                             lang_torch_scalar_type_name(re->dtype), lang_torch_scalar_type_name(im->dtype));
    if (re->dtype == SL_FLOAT16) return lang_unsupported(err, "torch.complex of float16 tensors (complex32)");
    int64_t shape[SL_MAX_DIMS];
    int32_t nd;
    if ((rc = sl_torch_broadcast_shapes2(re->layout.size, re->layout.ndim, im->layout.size, im->layout.ndim, shape, &nd, err)))
        return rc;
    bool same_shape = true;
    int64_t st[2][SL_MAX_DIMS];
    sl_layout lays[2] = {re->layout, im->layout};
    for (int k = 0; k < 2; k++) {
        const sl_tensor *x = k ? im : re;
        if (x->layout.ndim != nd) same_shape = false;
        int32_t off = nd - x->layout.ndim;
        for (int32_t d = 0; d < nd; d++) {
            if (d >= off && x->layout.size[d - off] != shape[d]) same_shape = false;
            st[k][d] = d < off || (x->layout.size[d - off] == 1 && shape[d] != 1) ? 0 : x->layout.stride[d - off];
        }
    }
    sl_dtype cdt = re->dtype == SL_FLOAT32 ? SL_COMPLEX64 : SL_COMPLEX128;
    sl_tensor r;
    int32_t perm[SL_MAX_DIMS];
    bool fast;
    if ((rc = lang_torch_ti_output(shape, nd, lays, 2, same_shape, st, cdt, "output strides", &r, perm, &fast, err)))
        return rc;
    r.alias = SL_ALIAS_NEW;
    lang_storage *rst;
    if ((rc = lang_torch_new_result(I, &r, out, &rst, err))) return rc;
    if (rst->poison) return SL_OK;
    /* element values: each input expanded to the shape, written into one part */
    lang_lview dv, pv[2], sv;
    lang_lview_of_tensor(&r, &dv);
    lang_complex_part_view(&dv, 0, &pv[0]);
    lang_complex_part_view(&dv, 1, &pv[1]);
    int64_t n = 1;
    for (int32_t d = 0; d < nd; d++) n *= shape[d]; /* the result was allocated: bounded */
    if ((rc = lang_before_write(I, err))) return rc;
    for (int k = 0; k < 2; k++) {
        const sl_tensor *x = k ? im : re;
        lang_lview_of_tensor(x, &sv);
        sv.ndim = nd;
        int32_t off = nd - x->layout.ndim;
        int64_t is = x->layout.itemsize;
        for (int32_t d = 0; d < nd; d++) sv.shape[d] = shape[d], sv.stride_bytes[d] = st[k][d] * is;
        int64_t idx[SL_MAX_DIMS] = {0};
        (void)off;
        for (int64_t e = 0; e < n; e++) {
            lang_num x_;
            rc = lang_read(I, TV(p[k])->st, &sv, idx, &x_, err);
            if (rc == SL_ERR_UNSUPPORTED) {
                lang_torch_poison_from(I, rst, err);
                return SL_OK;
            }
            if (rc || (rc = lang_write(I, rst, &pv[k], idx, x_, err))) return rc;
            lang_next_index(idx, shape, nd);
        }
    }
    return SL_OK;
}

int lang_complex_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "complex")) return torch_complex(I, a, out, err);
    static const char *const P[] = {"input"};
    lang_value *t;
    int rc = lang_bind(a, name, P, 1, 1, &t, err);
    if (rc) return rc;
    if (t->kind != V_TENSOR)
        return lang_py_error(err, "TypeError", "%s(): argument 'input' (position 1) must be Tensor, not %s", name,
                             lv_type_name(t));
    if (!strcmp(name, "view_as_real")) return torch_as_real(I, t, out, err);
    if (!strcmp(name, "view_as_complex")) return torch_as_complex(I, t, out, err);
    if (!strcmp(name, "real")) return lang_complex_tensor_part(I, t, false, out, err);
    return lang_complex_tensor_part(I, t, true, out, err);
}
