/*
 * ndarray_bytes.c — an array's raw memory as Python bytes and back: ndarray.tobytes(order),
 * np.frombuffer(buffer, dtype, count, offset), ndarray.byteswap(inplace).
 *
 * Each reads or writes the bytes of the elements themselves, through a uint8 view of the
 * array's storage with one more (innermost, stride 1) dim walking the bytes of an element:
 * so the storage's own checks apply (uninitialized memory refuses, lazy copies are made
 * first), and the element order is the only thing decided here.  tobytes walks the
 * elements in C order, or F order for 'F' (and for 'A' when the array is F- but not
 * C-contiguous; 'K' is C, as numpy's tobytes has it).  byteswap reverses the bytes of each
 * element (of each half of a complex element, as numpy swaps the two parts), in place or
 * in a copy laid out as a.copy(order='A').  frombuffer keeps a copy of the bytes as the
 * array's storage (bytes are immutable and the array is read-only, so a copy cannot be
 * told apart) and the bytes object as its base; the engine's sl_np_frombuffer_ref makes
 * the record and numpy's errors.  Every array here has the machine's byte order
 * (little-endian); dtypes of the other byte order are refused where they are parsed.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"

#include <string.h>

/* the uint8 view of x's storage whose last dim is the `unit` bytes of an element (or of
 * a part of it: `part` units in), the other dims x's */
static int byte_view(const sl_array *x, int64_t unit, int64_t part, lang_lview *bv, sl_error *err) {
    if (x->ndim + 1 > SL_MAX_DIMS) return lang_unsupported(err, "the bytes of an array of %d dims", x->ndim);
    lang_lview_of_array(x, bv);
    bv->dtype = SL_UINT8;
    bv->shape[x->ndim] = unit;
    bv->stride_bytes[x->ndim] = 1;
    bv->offset_bytes += part * unit;
    bv->ndim = x->ndim + 1;
    return SL_OK;
}

/* the next index of shape (n dims) in C order (f_order: F order); false past the end */
static bool next_index(int64_t *idx, const int64_t *shape, int32_t n, bool f_order) {
    for (int32_t k = 0; k < n; k++) {
        int32_t d = f_order ? k : n - 1 - k;
        if (++idx[d] < shape[d]) return true;
        idx[d] = 0;
    }
    return false;
}

/* a.tobytes(order='C') */
static int np_tobytes(lang_interp *I, lang_value *v, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"order"};
    lang_value *p[1];
    int rc;
    if (a->npos > 1)
        return lang_py_error(err, "TypeError", "tobytes() takes at most 1 argument (%d given)", a->npos);
    if ((rc = lang_bind(a, "tobytes", PN, 1, 0, p, err))) return rc;
    const sl_array *x = &AV(v)->a;
    char order = 'C';
    if (p[0] && p[0]->kind != V_NONE && p[0]->kind != V_STR && !LANG_HAS_TYPE(p[0]))
        return lang_py_error(err, "TypeError", "order must be str, not %s", lv_type_name(p[0]));
    if ((rc = ndarray_get_order(p[0], &order, err))) return rc;
    bool f_order = order == 'F' || (order == 'A' && (x->flags & SL_NP_F_CONTIGUOUS) && !(x->flags & SL_NP_C_CONTIGUOUS));
    int64_t n = 0, total;
    if ((rc = sl_np_size(x, &n, err))) return rc;
    if (sl_ovf_mul(n, x->itemsize, &total) || total > ((int64_t)1 << 26)) return lang_nomem(err);
    char *buf = lang_alloc_atomic(&I->A, (size_t)total + 1);
    CHECK_ALLOC(buf);
    lang_lview bv;
    if ((rc = byte_view(x, x->itemsize, 0, &bv, err))) return rc;
    int64_t idx[SL_MAX_DIMS] = {0}, o = 0;
    for (int64_t k = 0; k < n; k++) {
        for (int64_t b = 0; b < x->itemsize; b++) {
            lang_num e;
            idx[x->ndim] = b;
            if ((rc = lang_read(I, AV(v)->st, &bv, idx, &e, err))) return rc;
            buf[o++] = (char)e.i;
        }
        idx[x->ndim] = 0;
        next_index(idx, x->shape, x->ndim, f_order);
    }
    *out = lv_bytes(I, buf, total);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* reverse the bytes of each element of v (of each half of a complex one) in place */
static int swap_in_place(lang_interp *I, lang_value *v, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    int rc;
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t n = 0;
    if ((rc = sl_np_size(x, &n, err))) return rc;
    int parts = sl_dtype_is_complex(x->dtype) ? 2 : 1;
    int64_t unit = x->itemsize / parts;
    if (unit < 2 || n == 0) return SL_OK;
    lang_lview bv[2];
    for (int q = 0; q < parts; q++)
        if ((rc = byte_view(x, unit, q, &bv[q], err))) return rc;
    int64_t idx[SL_MAX_DIMS] = {0};
    uint8_t bytes[16];
    for (int64_t k = 0; k < n; k++) {
        for (int q = 0; q < parts; q++) {
            for (int64_t b = 0; b < unit; b++) {
                lang_num e;
                idx[x->ndim] = b;
                if ((rc = lang_read(I, AV(v)->st, &bv[q], idx, &e, err))) return rc;
                bytes[b] = (uint8_t)e.i;
            }
            for (int64_t b = 0; b < unit; b++) {
                lang_num e = {.is_float = false, .i = bytes[unit - 1 - b]};
                idx[x->ndim] = b;
                if ((rc = lang_write(I, AV(v)->st, &bv[q], idx, e, err))) return rc;
            }
        }
        idx[x->ndim] = 0;
        next_index(idx, x->shape, x->ndim, false);
    }
    return SL_OK;
}

/* a.byteswap(inplace=False) */
static int np_byteswap(lang_interp *I, lang_value *v, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"inplace"};
    lang_value *p[1];
    int rc;
    if (a->npos > 1)
        return lang_py_error(err, "TypeError", "byteswap() takes at most 1 argument (%d given)", a->npos);
    if ((rc = lang_bind(a, "byteswap", PN, 1, 0, p, err))) return rc;
    bool inplace = false;
    if (p[0] && (rc = lang_truth(I, p[0], &inplace, err))) return rc;
    if (AV(v)->a.itemsize > 16) return lang_unsupported(err, "byteswap() of %lld-byte elements", (long long)AV(v)->a.itemsize);
    if (inplace) {
        if (!(AV(v)->a.flags & SL_NP_WRITEABLE))
            return lang_py_error(err, "ValueError", "array to be byte-swapped is read-only");
        if ((rc = swap_in_place(I, v, err))) return rc;
        *out = v;
        return SL_OK;
    }
    lang_value *order = lv_strz(I, "A"), *copy;
    CHECK_ALLOC(order);
    const char *kwn[1] = {"order"};
    lang_value *kw[1] = {order};
    if ((rc = ndarray_call_method(I, v, "copy", NULL, 0, kwn, kw, 1, &copy, err))) return rc;
    if ((rc = swap_in_place(I, copy, err))) return rc;
    *out = copy;
    return SL_OK;
}

int lang_np_bytes_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err) {
    if (!strcmp(name, "tobytes")) return np_tobytes(I, self, a, out, err);
    if (!strcmp(name, "byteswap")) return np_byteswap(I, self, a, out, err);
    return 1;
}

/* np.frombuffer(buffer, dtype=float, count=-1, offset=0) */
static int np_frombuffer(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"buffer", "dtype", "count", "offset", "like"};
    lang_value *p[5];
    int rc;
    if ((rc = ndarray_bind_py(a, "frombuffer", PN, 5, 1, p, err))) return rc;
    if (p[4] && p[4]->kind != V_NONE) return lang_unsupported(err, "frombuffer(like=)");
    lang_value *buf = p[0];
    if (buf->kind == V_STR || buf->kind == V_INT || buf->kind == V_FLOAT || buf->kind == V_LIST ||
        buf->kind == V_TUPLE || buf->kind == V_NONE || buf->kind == V_BOOL)
        return lang_py_error(err, "TypeError", "a bytes-like object is required, not '%s'", lv_type_name(buf));
    if (buf->kind != V_BYTES) return lang_unsupported(err, "numpy.frombuffer() of a %s", lv_type_name(buf));
    sl_dtype dt = SL_FLOAT64;
    if (p[1] && (rc = ndarray_get_dtype(p[1], &dt, err)) && rc != 1) return rc;
    int64_t count = -1, offset = 0;
    if (p[2] && (rc = ndarray_np_int(p[2], SL_NP_TE_INDEX, &count, err))) return rc;
    if (p[3] && (rc = ndarray_np_int(p[3], SL_NP_TE_INDEX, &offset, err))) return rc;
    sl_array r;
    if ((rc = sl_np_frombuffer_ref(buf->u.str.len, false, dt, count, offset, lang_np_ref(I), &r, err))) return rc;
    lang_storage *st = lang_storage_new(I, buf->u.str.len, SL_UINT8, true);
    CHECK_ALLOC(st);
    st->fill = LF_DATA;
    st->data = lang_alloc_atomic(&I->A, (size_t)buf->u.str.len + 1);
    CHECK_ALLOC(st->data);
    if (buf->u.str.len) memcpy(st->data, buf->u.str.s, (size_t)buf->u.str.len);
    *out = ndarray_new_array_value(I, &r, st, buf);
    CHECK_ALLOC(*out);
    return SL_OK;
}

int lang_np_bytes_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "frombuffer")) return np_frombuffer(I, a, out, err);
    return 1;
}
