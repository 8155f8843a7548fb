/*
 * ndarray_index_math.c — numpy's index arithmetic and raw construction for `stridelab run`:
 * np.unravel_index, np.ravel_multi_index, the np.ndarray(...) constructor and
 * a.item(*index), as numpy 1.24's C code does them:
 *   unravel_index  arr_unravel_index: dims through IntpConverter, their product by
 *                  PyArray_OverflowMultiplyList (0 at the first zero dim, "dimensions are
 *                  too large" on overflow), indices through astype_anyint (an int or bool
 *                  array; "only int indices permitted", the empty-sequence message), each
 *                  index checked against the product, then split C- or F-wise.  The result
 *                  is one (*indices.shape, ndim) int64 owner and the tuple holds its views
 *                  ret[..., i]; 0-d indices give numpy int64 scalars.
 *   ravel_multi_index  arr_ravel_multi_index: clip modes (one or one per dim), the dims'
 *                  strides (overflow: "invalid dims"), the coordinates broadcast as NpyIter
 *                  does ("operands could not be broadcast together with shapes ..."), then
 *                  ravel_multi_index_loop (raise / wrap / clip, "cannot unravel if shape
 *                  has zero entries", "invalid entry in coordinates array"); a 0-d result
 *                  is a numpy int64 scalar.
 *   np.ndarray     array_new: dims, dtype (float64 by default), an owner array as buffer=
 *                  (its C-contiguous bytes; the result is a view whose base is that array),
 *                  offset=, strides= checked by PyArray_CheckStrides ("strides is
 *                  incompatible with shape of requested array and size of buffer"), "buffer
 *                  is too small for requested array", shape (-1,) filling the buffer.  With
 *                  no buffer it is np.empty: uninitialized values, whose reads are refused.
 *   a.flat         a numpy.flatiter value (never printed: its repr holds an address):
 *                  iter_subscript reads, flat[k] the element as a[i, j, ...] reads it
 *                  ("index k is out of bounds for axis 0 with size n"), flat[i:j:s] and
 *                  flat[list / int array] a new C-ordered copy ("index k is out of bounds
 *                  for size n"); iter_ass_subscript writes of one scalar, element by
 *                  element as a[i, j, ...] = v, or of a sequence or array (as an array of
 *                  a's dtype, one of that dtype read live) repeated over the positions.
 *                  a.flat = v (array_flat_set): v as an array of a's dtype, its elements
 *                  written over a's in C order and repeated cyclically.  flat.copy()
 *                  (iter_copy) is a.flatten().  The iterator's position (index, coords,
 *                  next(), iteration) is ndarray_flatiter.c.
 *   item           array_toscalar + PyArray_MultiIndexGetItem: no index, one flat C-order
 *                  index (an ndim != 1 array), or one index per dim (varargs or a tuple).
 *   itemset        numpy 1.x's array_setscalar: the same index forms before the value,
 *                  the element written as a[index] = value.
 * Results whose layout numpy takes from its iterator's K order (indices or coordinates
 * of ndim >= 2 that are not C-contiguous) are refused, as are Python ints beyond int64,
 * buffers other than owner arrays (numpy's base of a view's buffer) and negative offsets.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/numpy/ndarray.h"
#include "lang/numpy/ndarray_internal.h"

static bool is_array(const lang_value *v) { return v && v->kind == V_ARRAY && !lang_np_scalar(v); }

/* a numpy int64 scalar */
static int int64_scalar(lang_interp *I, int64_t x, lang_value **out, sl_error *err) {
    lang_value *pv = lv_int(I, x);
    CHECK_ALLOC(pv);
    lang_args a = {&pv, 1, NULL, NULL, 0};
    return lang_np_scalar_new(I, SL_INT64, &a, out, err);
}

/* a new owner of `shape` in `order` whose elements are `fill` (zero or uninitialized) */
static int new_owner(lang_interp *I, const int64_t *shape, int32_t nd, sl_dtype dt, char order,
                     lang_fill fill, lang_value **out, sl_error *err) {
    sl_array r;
    int rc = sl_np_empty_ref(shape, nd, dt, order, lang_np_ref(I), &r, err);
    if (rc) return rc;
    if (r.buffer_bytes > LANG_MAX_STORAGE_BYTES)
        return lang_unsupported(err, "an array of more than %lld bytes", (long long)LANG_MAX_STORAGE_BYTES);
    lang_storage *st = lang_storage_new(I, r.buffer_bytes, dt, true);
    CHECK_ALLOC(st);
    st->fill = fill;
    *out = lang_np_array_value(I, &r, st, NULL);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* a new zero-filled C-ordered int64 owner */
static int int64_owner(lang_interp *I, const int64_t *shape, int32_t nd, lang_value **out, sl_error *err) {
    int rc = new_owner(I, shape, nd, SL_INT64, 'C', LF_ZERO, out, err);
    return rc ? rc : lang_before_write(I, err);
}

/* PyArray_IntpConverter of dims: an int or a sequence of ints */
static int dims_arg(lang_interp *I, lang_value *v, int64_t *dims, int32_t *n, sl_error *err) {
    lang_value *one[1] = {v};
    lang_value **items = one;
    int64_t cnt = 1;
    if (v->kind == V_TUPLE || v->kind == V_LIST || v->kind == V_SIZE) {
        items = v->u.seq.v;
        cnt = v->u.seq.n;
        if (cnt > SL_MAX_DIMS) return lang_unsupported(err, "shapes of more than %d dims", SL_MAX_DIMS);
    }
    for (int64_t i = 0; i < cnt; i++) {
        lang_value *x = lang_np_scalar_py(I, items[i], err);
        if (!x) return err->code;
        if (x->kind == V_INT) dims[i] = x->u.i;
        else if (x->kind == V_FLOAT || x->kind == V_STR || x->kind == V_NONE)
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(x));
        else return lang_unsupported(err, "a shape entry of type %s", lv_type_name(x));
    }
    *n = (int32_t)cnt;
    return SL_OK;
}

/* order= of unravel_index / ravel_multi_index: 'C' or 'F' (checked by the caller) */
static int order_arg(lang_value *v, char *order, sl_error *err) {
    *order = 'C';
    if (!v) return SL_OK;
    if (v->kind != V_STR) return lang_unsupported(err, "order given as %s", lv_type_name(v));
    return sl_np_parse_order(v->u.str.s, order, err);
}

static int only_cf(char order, sl_error *err) {
    if (order != 'C' && order != 'F') return lang_py_error(err, "ValueError", "only 'C' or 'F' order is permitted");
    return SL_OK;
}

/* astype_anyint: an int / bool (numpy scalar or array, or a list of them) as an array;
 * *scalar set (and *sv the value) for a Python or numpy scalar */
static int anyint(lang_interp *I, lang_value *v, lang_value **arr, bool *scalar, int64_t *sv, sl_error *err) {
    *scalar = false;
    if (v->kind == V_ARRAY && lang_np_scalar(v)) {
        sl_dtype dt = lang_av(v)->a.dtype;
        if (!sl_dtype_is_integral(dt, true))
            return lang_py_error(err, "TypeError", "only int indices permitted");
        v = lang_np_scalar_py(I, v, err);
        if (!v) return err->code;
    }
    if (v->kind == V_INT || v->kind == V_BOOL) {
        *scalar = true;
        *sv = v->kind == V_INT ? v->u.i : v->u.b;
        return SL_OK;
    }
    if (v->kind == V_FLOAT) return lang_py_error(err, "TypeError", "only int indices permitted");
    if (v->kind == V_TUPLE || v->kind == V_LIST) {
        if (v->u.seq.n == 0)
            return lang_py_error(err, "TypeError",
                                 "indices must be integral: the provided empty sequence was inferred as float. "
                                 "Wrap it with 'np.array(indices, dtype=np.intp)'");
        lang_args a = {&v, 1, NULL, NULL, 0};
        int rc = lang_np_func(I, "asarray", &a, &v, err);
        if (rc) return rc;
    }
    if (!is_array(v)) return lang_unsupported(err, "indices of type %s", lv_type_name(v));
    if (!sl_dtype_is_integral(lang_av(v)->a.dtype, true))
        return lang_py_error(err, "TypeError", "only int indices permitted");
    *arr = v;
    return SL_OK;
}

/* an index array whose iteration numpy would not do in C order */
static int refuse_k_order(const lang_value *arr, const char *fname, sl_error *err) {
    const sl_array *x = &lang_av(arr)->a;
    if (x->ndim >= 2 && !(x->flags & SL_NP_C_CONTIGUOUS))
        return lang_unsupported(err, "numpy.%s() of a non-C-contiguous %d-d index array", fname, x->ndim);
    return SL_OK;
}

static int read_int(lang_interp *I, const lang_value *arr, const lang_lview *lv, const int64_t *idx, int64_t *out,
                    sl_error *err) {
    lang_num e;
    int rc = lang_read(I, lang_av(arr)->st, lv, idx, &e, err);
    if (rc) return rc;
    *out = e.is_float ? (int64_t)e.f : e.i;
    return SL_OK;
}

/* ------------------------------------------------------------ unravel_index == */

static void unravel_one(int64_t val, const int64_t *dims, int32_t n, char order, int64_t *res) {
    if (order == 'C')
        for (int32_t i = n - 1; i >= 0; i--) {
            res[i] = val % dims[i];
            val /= dims[i];
        }
    else
        for (int32_t i = 0; i < n; i++) {
            res[i] = val % dims[i];
            val /= dims[i];
        }
}

static int do_unravel(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const P[] = {"indices", "shape", "order"};
    lang_value *p[3];
    int rc = lang_bind(a, "unravel_index", P, 3, 2, p, err);
    if (rc) return rc;
    char order;
    int64_t dims[SL_MAX_DIMS];
    int32_t n = 0;
    if ((rc = dims_arg(I, p[1], dims, &n, err)) || (rc = order_arg(p[2], &order, err))) return rc;
    int64_t size = 1;
    for (int32_t i = 0; i < n; i++) {
        if (dims[i] == 0) {
            size = 0;
            break;
        }
        if (__builtin_mul_overflow(size, dims[i], &size)) size = -1;
        if (size == -1) break;
    }
    if (size == -1)
        return lang_py_error(err, "ValueError",
                             "dimensions are too large; arrays and shapes with a total size greater than 'intp' are not supported.");
    lang_value *arr = NULL;
    bool scalar;
    int64_t sv = 0;
    if ((rc = anyint(I, p[0], &arr, &scalar, &sv, err))) return rc;
    if ((rc = only_cf(order, err))) return rc;
    int64_t res[SL_MAX_DIMS];
    if (scalar || lang_av(arr)->a.ndim == 0) {
        if (!scalar) {
            int64_t z[1] = {0};
            lang_lview lv;
            lang_lview_of_array(&lang_av(arr)->a, &lv);
            if ((rc = read_int(I, arr, &lv, z, &sv, err))) return rc;
        }
        if (sv < 0 || sv >= size)
            return lang_py_error(err, "ValueError", "index %lld is out of bounds for array with size %lld",
                                 (long long)sv, (long long)size);
        unravel_one(sv, dims, n, order, res);
        lang_value *t = lv_seq(I, V_TUPLE, n);
        CHECK_ALLOC(t);
        for (int32_t i = 0; i < n; i++)
            if ((rc = int64_scalar(I, res[i], &t->u.seq.v[i], err))) return rc;
        *out = t;
        return SL_OK;
    }
    if ((rc = refuse_k_order(arr, "unravel_index", err))) return rc;
    const sl_array *x = &lang_av(arr)->a;
    if (x->ndim + 1 > SL_MAX_DIMS) return lang_unsupported(err, "unravel_index() of a %d-d index array", x->ndim);
    int64_t oshape[SL_MAX_DIMS], total;
    memcpy(oshape, x->shape, sizeof(int64_t) * (size_t)x->ndim);
    oshape[x->ndim] = n;
    if ((rc = sl_np_size(x, &total, err))) return rc;
    lang_value *own;
    if ((rc = int64_owner(I, oshape, x->ndim + 1, &own, err))) return rc;
    lang_lview sv_, dv;
    lang_lview_of_array(x, &sv_);
    lang_lview_of_array(&lang_av(own)->a, &dv);
    int64_t idx[SL_MAX_DIMS + 1] = {0};
    for (int64_t k = 0; k < total; k++) {
        int64_t val;
        if ((rc = read_int(I, arr, &sv_, idx, &val, err))) return rc;
        if (val < 0 || val >= size)
            return lang_py_error(err, "ValueError", "index %lld is out of bounds for array with size %lld",
                                 (long long)val, (long long)size);
        unravel_one(val, dims, n, order, res);
        for (int32_t i = 0; i < n; i++) {
            idx[x->ndim] = i;
            lang_num w = {false, res[i], (double)res[i]};
            if ((rc = lang_write(I, lang_av(own)->st, &dv, idx, w, err))) return rc;
        }
        idx[x->ndim] = 0;
        lang_next_index(idx, x->shape, x->ndim);
    }
    /* after every index passed the bounds check: an index array with a 0-d shape */
    if (n == 0)
        return lang_py_error(err, "ValueError", "multiple indices are not supported for 0d arrays");
    /* the views ret[..., i] */
    const sl_array *o = &lang_av(own)->a;
    lang_value *t = lv_seq(I, V_TUPLE, n);
    CHECK_ALLOC(t);
    for (int32_t i = 0; i < n; i++) {
        sl_array r = *o;
        r.ndim = x->ndim;
        r.offset_bytes = o->offset_bytes + i * o->itemsize;
        r.flags &= ~SL_NP_OWNDATA;
        r.alias = SL_ALIAS_VIEW;
        r.base = SL_NP_BASE_CHAIN;
        sl_np_refresh_flags(&r);
        t->u.seq.v[i] = lang_np_array_value(I, &r, lang_av(own)->st, own);
        CHECK_ALLOC(t->u.seq.v[i]);
    }
    *out = t;
    return SL_OK;
}

/* ------------------------------------------------------------ ravel_multi_index == */

enum { CLIP_CLIP = 0, CLIP_WRAP = 1, CLIP_RAISE = 2 };

/* PyArray_ClipmodeConverter: None is raise; a string by its first letter (numpy warns
 * about inexact spellings on stderr) */
static int clipmode_one(lang_value *v, int *mode, sl_error *err) {
    if (v->kind == V_NONE) {
        *mode = CLIP_RAISE;
        return SL_OK;
    }
    if (v->kind != V_STR) return lang_unsupported(err, "clip mode given as %s", lv_type_name(v));
    char c = v->u.str.len ? v->u.str.s[0] : 0;
    if (c == 'c' || c == 'C') *mode = CLIP_CLIP;
    else if (c == 'w' || c == 'W') *mode = CLIP_WRAP;
    else if (c == 'r' || c == 'R') *mode = CLIP_RAISE;
    else {
        for (int64_t i = 0; i < v->u.str.len; i++)
            if (v->u.str.s[i] == '\'' || v->u.str.s[i] == '\\' || (unsigned char)v->u.str.s[i] < 0x20 ||
                (unsigned char)v->u.str.s[i] >= 0x7f)
                return lang_unsupported(err, "an invalid clip mode holding quotes, escapes or non-ASCII text");
        return lang_py_error(err, "ValueError", "clipmode must be one of 'clip', 'raise', or 'wrap' (got '%s')",
                             v->u.str.s);
    }
    return SL_OK;
}

static int clipmodes(lang_interp *I, lang_value *v, int *modes, int32_t n, sl_error *err) {
    int rc;
    if (v && (v->kind == V_TUPLE || v->kind == V_LIST)) {
        if (v->u.seq.n != n)
            return lang_py_error(err, "ValueError", "list of clipmodes has wrong length (%lld instead of %d)",
                                 (long long)v->u.seq.n, n);
        for (int32_t i = 0; i < n; i++)
            if ((rc = clipmode_one(v->u.seq.v[i], &modes[i], err))) return rc;
        return SL_OK;
    }
    int m = CLIP_RAISE;
    if (v && (rc = clipmode_one(v, &m, err))) return rc;
    for (int32_t i = 0; i < n; i++) modes[i] = m;
    (void)I;
    return SL_OK;
}

static int64_t wrap_add(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }

/* ravel_multi_index_loop for one coordinate tuple; false: an invalid entry */
static bool ravel_one(const int64_t *j0, const int64_t *dims, const int64_t *strides, const int *modes, int32_t n,
                      int64_t *out) {
    int64_t raveled = 0;
    for (int32_t i = 0; i < n; i++) {
        int64_t m = dims[i], j = j0[i];
        switch (modes[i]) {
        case CLIP_RAISE:
            if (j < 0 || j >= m) return false;
            break;
        case CLIP_WRAP:
            if (j < 0) {
                j = wrap_add(j, m);
                if (j < 0) {
                    j = (m == -1) ? 0 : j % m;
                    if (j != 0) j = wrap_add(j, m);
                }
            } else if (j >= m) {
                j = wrap_add(j, (int64_t)(0 - (uint64_t)m));
                if (j >= m) j = (m == -1) ? 0 : j % m;
            }
            break;
        default:
            if (j < 0) j = 0;
            else if (j >= m) j = m - 1;
            break;
        }
        raveled = (int64_t)((uint64_t)raveled + (uint64_t)j * (uint64_t)strides[i]);
    }
    *out = raveled;
    return true;
}

static int shape_text(const int64_t *s, int32_t nd, char *buf, size_t cap) {
    size_t k = 0;
    k += (size_t)snprintf(buf + k, cap - k, "(");
    for (int32_t i = 0; i < nd && k < cap; i++)
        k += (size_t)snprintf(buf + k, cap - k, i + 1 < nd || nd == 1 ? "%lld," : "%lld", (long long)s[i]);
    if (k < cap) k += (size_t)snprintf(buf + k, cap - k, ") ");
    return 0;
}

static int do_ravel(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const P[] = {"multi_index", "dims", "mode", "order"};
    lang_value *p[4];
    int rc = lang_bind(a, "ravel_multi_index", P, 4, 2, p, err);
    if (rc) return rc;
    char order;
    int64_t dims[SL_MAX_DIMS], strides[SL_MAX_DIMS];
    int32_t n = 0;
    int modes[SL_MAX_DIMS];
    if ((rc = dims_arg(I, p[1], dims, &n, err)) || (rc = order_arg(p[3], &order, err))) return rc;
    if ((rc = clipmodes(I, p[2], modes, n, err))) return rc;
    if ((rc = only_cf(order, err))) return rc;
    int64_t s = 1;
    for (int32_t k = 0; k < n; k++) {
        int32_t i = order == 'C' ? n - 1 - k : k;
        strides[i] = s;
        if (__builtin_mul_overflow(s, dims[i], &s))
            return lang_py_error(err, "ValueError",
                                 "invalid dims: array size defined by dims is larger than the maximum possible size.");
    }
    lang_value *mi = p[0];
    if (mi->kind != V_TUPLE && mi->kind != V_LIST && !is_array(mi)) {
        if (mi->kind == V_INT || mi->kind == V_FLOAT || mi->kind == V_BOOL || mi->kind == V_NONE)
            return lang_py_error(err, "TypeError", "dispatcher for __array_function__ did not return an iterable");
        return lang_unsupported(err, "ravel_multi_index() of a %s", lv_type_name(mi));
    }
    int64_t len = is_array(mi) ? (lang_av(mi)->a.ndim ? lang_av(mi)->a.shape[0] : -1) : mi->u.seq.n;
    if (len < 0) return lang_unsupported(err, "ravel_multi_index() of a 0-d array");
    if (len != n)
        return lang_py_error(err, "ValueError", "parameter multi_index must be a sequence of length %d", n);
    lang_value *ops[SL_MAX_DIMS];
    int64_t svals[SL_MAX_DIMS];
    bool scal[SL_MAX_DIMS];
    int32_t ond = 0;
    int64_t oshape[SL_MAX_DIMS];
    for (int32_t i = 0; i < n; i++) {
        lang_value *item = NULL;
        if (is_array(mi)) {
            lang_value *iv = lv_int(I, i);
            CHECK_ALLOC(iv);
            if ((rc = lang_getitem(I, mi, iv, &item, err))) return rc;
        } else {
            item = mi->u.seq.v[i];
        }
        ops[i] = NULL;
        if ((rc = anyint(I, item, &ops[i], &scal[i], &svals[i], err))) return rc;
        if (!scal[i] && lang_av(ops[i])->a.ndim > ond) ond = lang_av(ops[i])->a.ndim;
    }
    /* NpyIter's broadcast */
    for (int32_t d = 0; d < ond; d++) oshape[d] = 1;
    bool bad = false;
    for (int32_t i = 0; i < n; i++) {
        if (scal[i]) continue;
        const sl_array *x = &lang_av(ops[i])->a;
        for (int32_t d = 0; d < x->ndim; d++) {
            int64_t *o = &oshape[ond - x->ndim + d];
            if (x->shape[d] == 1) continue;
            if (*o == 1) *o = x->shape[d];
            else if (*o != x->shape[d]) bad = true;
        }
    }
    if (bad) {
        char msg[512];
        size_t k = (size_t)snprintf(msg, sizeof msg, "operands could not be broadcast together with shapes ");
        for (int32_t i = 0; i < n && k < sizeof msg; i++) {
            const sl_array *x = scal[i] ? NULL : &lang_av(ops[i])->a;
            shape_text(x ? x->shape : NULL, x ? x->ndim : 0, msg + k, sizeof msg - k);
            k += strlen(msg + k);
        }
        return lang_py_error(err, "ValueError", "%s", msg);
    }
    for (int32_t i = 0; i < n; i++)
        if (!scal[i] && (rc = refuse_k_order(ops[i], "ravel_multi_index", err))) return rc;
    int64_t count = 1;
    for (int32_t d = 0; d < ond; d++)
        if (__builtin_mul_overflow(count, oshape[d], &count)) return sl_error_overflow(err, "ravel_multi_index size");
    if (count != 0)
        for (int32_t i = 0; i < n; i++)
            if (dims[i] == 0)
                return lang_py_error(err, "ValueError", "cannot unravel if shape has zero entries (is empty).");
    lang_lview lv[SL_MAX_DIMS];
    for (int32_t i = 0; i < n; i++) {
        if (scal[i]) continue;
        const sl_array *x = &lang_av(ops[i])->a;
        lang_lview_of_array(x, &lv[i]);
        /* broadcast view over the output shape */
        lang_lview b = lv[i];
        b.ndim = ond;
        for (int32_t d = 0; d < ond; d++) {
            int32_t sd = d - (ond - x->ndim);
            b.shape[d] = oshape[d];
            b.stride_bytes[d] = sd < 0 || x->shape[sd] == 1 ? 0 : lv[i].stride_bytes[sd];
        }
        lv[i] = b;
    }
    lang_value *own = NULL;
    lang_lview dv;
    if (ond > 0) {
        if ((rc = int64_owner(I, oshape, ond, &own, err))) return rc;
        lang_lview_of_array(&lang_av(own)->a, &dv);
    }
    int64_t idx[SL_MAX_DIMS] = {0}, res = 0;
    for (int64_t k = 0; k < count; k++) {
        int64_t j[SL_MAX_DIMS];
        for (int32_t i = 0; i < n; i++) {
            if (scal[i]) j[i] = svals[i];
            else if ((rc = read_int(I, ops[i], &lv[i], idx, &j[i], err))) return rc;
        }
        if (!ravel_one(j, dims, strides, modes, n, &res))
            return lang_py_error(err, "ValueError", "invalid entry in coordinates array");
        if (own) {
            lang_num w = {false, res, (double)res};
            if ((rc = lang_write(I, lang_av(own)->st, &dv, idx, w, err))) return rc;
        }
        lang_next_index(idx, oshape, ond);
    }
    if (!own) return int64_scalar(I, res, out, err);
    *out = own;
    return SL_OK;
}

/* ------------------------------------------------------------ item == */

/* PyArray_PyIntAsIntp: ints and integer numpy scalars; bools refused */
static int item_index(lang_interp *I, lang_value *v, int64_t *out, sl_error *err) {
    if (v->kind == V_BOOL || (v->kind == V_ARRAY && lang_np_scalar(v) && lang_av(v)->a.dtype == SL_BOOL))
        return lang_py_error(err, "TypeError", "an integer is required");
    if (v->kind == V_ARRAY && lang_np_scalar(v)) {
        if (!sl_dtype_is_integral(lang_av(v)->a.dtype, false))
            return lang_py_error(err, "TypeError", "'numpy.%s' object cannot be interpreted as an integer",
                                 lv_type_name(v));
        v = lang_np_scalar_py(I, v, err);
        if (!v) return err->code;
    }
    if (v->kind == V_INT) {
        *out = v->u.i;
        return SL_OK;
    }
    if (v->kind == V_FLOAT || v->kind == V_STR || v->kind == V_NONE || v->kind == V_LIST || v->kind == V_TUPLE ||
        v->kind == V_DICT)
        return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(v));
    return lang_unsupported(err, "item() index of type %s", lv_type_name(v));
}

/* the multi-index of item(*args) / itemset(*args, value) (PyArray_MultiIndexGetItem's
 * and array_setscalar's): no index (a size-1 array), one flat C-order index (an
 * ndim != 1 array), or one index per dim (varargs or one tuple) */
static int item_position(lang_interp *I, const sl_array *x, lang_value *const *args, int64_t n, int64_t *mi, sl_error *err) {
    if (n == 1 && args[0]->kind == V_TUPLE) {
        n = args[0]->u.seq.n;
        args = args[0]->u.seq.v;
    }
    int64_t size;
    int rc = sl_np_size(x, &size, err);
    if (rc) return rc;
    memset(mi, 0, sizeof(int64_t) * SL_MAX_DIMS);
    if (n == 0) {
        if (size != 1) return lang_py_error(err, "ValueError", "can only convert an array of size 1 to a Python scalar");
    } else if (n == 1 && x->ndim != 1) {
        int64_t v;
        if ((rc = item_index(I, args[0], &v, err))) return rc;
        if (v < -size || v >= size)
            return lang_py_error(err, "IndexError", "index %lld is out of bounds for size %lld", (long long)v,
                                 (long long)size);
        if (v < 0) v += size;
        unravel_one(v, x->shape, x->ndim, 'C', mi);
    } else if (n == x->ndim) {
        for (int32_t d = 0; d < x->ndim; d++)
            if ((rc = item_index(I, args[d], &mi[d], err))) return rc;
        for (int32_t d = 0; d < x->ndim; d++) {
            int64_t m = x->shape[d];
            if (mi[d] < -m || mi[d] >= m)
                return lang_py_error(err, "IndexError", "index %lld is out of bounds for axis %d with size %lld",
                                     (long long)mi[d], d, (long long)m);
            if (mi[d] < 0) mi[d] += m;
        }
    } else {
        return lang_py_error(err, "ValueError", "incorrect number of indices for array");
    }
    return SL_OK;
}

static int do_item(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) {
        if (lang_np_scalar(self)) return lang_unsupported(err, "keyword arguments to a numpy scalar's item()");
        return lang_py_error(err, "TypeError", "ndarray.item() takes no keyword arguments");
    }
    const sl_array *x = &lang_av(self)->a;
    int64_t mi[SL_MAX_DIMS];
    int rc = item_position(I, x, a->pos, a->npos, mi, err);
    if (rc) return rc;
    lang_lview lv;
    lang_lview_of_array(x, &lv);
    lang_num e;
    if ((rc = lang_read(I, lang_av(self)->st, &lv, mi, &e, err))) return rc;
    if (x->dtype == SL_BOOL) *out = lv_bool(I, e.i != 0);
    else *out = e.is_float ? lv_float(I, e.f) : lv_int(I, e.i);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* a.itemset(*index, value) (numpy 1.x, array_setscalar): at least the value, a writable
 * array, item's index forms, then the element written as a[index] = value */
static int do_itemset(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_py_error(err, "TypeError", "itemset() takes no keyword arguments");
    if (lang_np_scalar(self)) return lang_unsupported(err, "itemset() of a numpy scalar");
    if (a->npos < 1) return lang_py_error(err, "ValueError", "itemset must have at least one argument");
    const sl_array *x = &lang_av(self)->a;
    if (!(x->flags & SL_NP_WRITEABLE)) return lang_py_error(err, "ValueError", "assignment destination is read-only");
    int64_t mi[SL_MAX_DIMS];
    int rc = item_position(I, x, a->pos, a->npos - 1, mi, err);
    if (rc) return rc;
    lang_value *v = a->pos[a->npos - 1];
    if (v->kind != V_INT && v->kind != V_FLOAT && v->kind != V_BOOL && !lang_np_scalar(v))
        return lang_unsupported(err, "itemset() of a %s value", lv_type_name(v));
    lang_value *t = lv_ints(I, V_TUPLE, mi, x->ndim);
    CHECK_ALLOC(t);
    if ((rc = lang_np_setitem(I, self, t, v, err))) return rc;
    CHECK_ALLOC(*out = lv_none(I));
    return SL_OK;
}

/* ------------------------------------------------------------ np.ndarray(...) == */

static int dtype_arg(lang_value *v, sl_dtype *dt, sl_error *err) {
    if (!v || v->kind == V_NONE) *dt = SL_FLOAT64;
    else if (v->kind == V_DTYPE && lang_np_dtype(v)) *dt = lang_dtype_of(v);
    else if (v->kind == V_STR) {
        if (sl_dtype_parse(v->u.str.s, true, dt) != SL_OK)
            return lang_unsupported(err, "numpy.ndarray() dtype '%s'", v->u.str.s);
    } else if (v->kind == V_FUNC && !v->u.func.self && !strcmp(v->u.func.name, "float")) *dt = SL_FLOAT64;
    else if (v->kind == V_FUNC && !v->u.func.self && !strcmp(v->u.func.name, "int")) *dt = SL_INT64;
    else if (v->kind == V_FUNC && !v->u.func.self && !strcmp(v->u.func.name, "bool")) *dt = SL_BOOL;
    else return lang_unsupported(err, "numpy.ndarray() dtype given as %s", lv_type_name(v));
    if (*dt == SL_BFLOAT16) return lang_unsupported(err, "numpy.ndarray() of bfloat16");
    return SL_OK;
}

/* offset_bounds_from_strides: the half-open byte range [lower, upper) the layout reaches */
static bool offset_bounds(int64_t itemsize, int32_t nd, const int64_t *dims, const int64_t *strides, int64_t *lower,
                          int64_t *upper) {
    int64_t lo = 0, up = 0, m;
    for (int32_t i = 0; i < nd; i++) {
        if (dims[i] == 0) {
            *lower = *upper = 0;
            return true;
        }
    }
    for (int32_t i = 0; i < nd; i++) {
        if (__builtin_mul_overflow(strides[i], dims[i] - 1, &m)) return false;
        if (m > 0 ? __builtin_add_overflow(up, m, &up) : __builtin_add_overflow(lo, m, &lo)) return false;
    }
    if (__builtin_add_overflow(up, itemsize, &up)) return false;
    *lower = lo;
    *upper = up;
    return true;
}

/* array_new: np.ndarray(shape, dtype=float, buffer=None, offset=0, strides=None, order='C') */
static int do_ndarray(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const P[] = {"shape", "dtype", "buffer", "offset", "strides", "order"};
    lang_value *p[6];
    int rc = lang_bind(a, "ndarray", P, 6, 1, p, err);
    if (rc) return rc;
    int64_t dims[SL_MAX_DIMS], strides[SL_MAX_DIMS], offset = 0;
    int32_t n = 0, ns = -1;
    sl_dtype dt;
    char order = 'C';
    if ((rc = dims_arg(I, p[0], dims, &n, err)) || (rc = dtype_arg(p[1], &dt, err))) return rc;
    lang_value *buf = p[2] && p[2]->kind != V_NONE ? p[2] : NULL;
    if (buf && !is_array(buf)) {
        if (buf->kind == V_LIST || buf->kind == V_TUPLE || buf->kind == V_INT || buf->kind == V_FLOAT ||
            buf->kind == V_STR || buf->kind == V_DICT)
            return lang_py_error(err, "TypeError", "a bytes-like object is required, not '%s'", lv_type_name(buf));
        return lang_unsupported(err, "numpy.ndarray() over a buffer of type %s", lv_type_name(buf));
    }
    if (p[3]) {
        lang_value *ov = lang_np_scalar_py(I, p[3], err);
        if (!ov) return err->code;
        if (ov->kind != V_INT) return lang_unsupported(err, "numpy.ndarray() offset given as %s", lv_type_name(ov));
        offset = ov->u.i;
    }
    if (p[4] && p[4]->kind != V_NONE && (rc = dims_arg(I, p[4], strides, &ns, err))) return rc;
    if (p[5] && (rc = order_arg(p[5], &order, err))) return rc;
    int64_t itemsize = sl_dtype_itemsize(dt);
    int64_t blen = 0;
    const sl_array *bx = buf ? &lang_av(buf)->a : NULL;
    if (buf) {
        if (!(bx->flags & SL_NP_C_CONTIGUOUS)) {
            if (bx->flags & SL_NP_F_CONTIGUOUS) return lang_unsupported(err, "numpy.ndarray() over an F-ordered array");
            return lang_py_error(err, "ValueError", "ndarray is not contiguous");
        }
        if (lang_av(buf)->base || !(bx->flags & SL_NP_OWNDATA) || bx->offset_bytes != 0)
            return lang_unsupported(err, "numpy.ndarray() over a view's memory (numpy's base for it)");
        if (!(bx->flags & SL_NP_WRITEABLE)) return lang_unsupported(err, "numpy.ndarray() over a read-only array");
        int64_t bn;
        if ((rc = sl_np_size(bx, &bn, err))) return rc;
        blen = bn * bx->itemsize;
        if (offset < 0) return lang_unsupported(err, "numpy.ndarray() with a negative offset (numpy reads outside the buffer)");
    }
    if (ns != -1) {
        if (ns != n) return lang_py_error(err, "ValueError", "strides, if given, must be the same length as shape");
        int64_t nb = buf ? blen : 0, off = buf ? offset : 0, lo, up;
        if (nb == 0) {
            nb = itemsize;
            for (int32_t i = 0; i < n; i++)
                if (__builtin_mul_overflow(nb, dims[i], &nb)) return sl_error_overflow(err, "ndarray size");
        }
        if (!offset_bounds(itemsize, n, dims, strides, &lo, &up)) return sl_error_overflow(err, "ndarray strides");
        if (up > nb - off || lo < -off)
            return lang_py_error(err, "ValueError", "strides is incompatible with shape of requested array and size of buffer");
    }
    if (!buf) {
        if (ns != -1) return lang_unsupported(err, "numpy.ndarray() with strides= and no buffer");
        return new_owner(I, dims, n, dt, order == 'F' ? 'F' : 'C', LF_UNINIT, out, err);
    }
    if (n == 1 && dims[0] == -1) {
        dims[0] = (blen - offset) / itemsize;
    } else if (ns == -1) {
        /* numpy's npy_intp arithmetic here wraps (PyArray_MultiplyList); a wrapped size
         * passes and is then caught by the array constructor ("array is too big") */
        uint64_t need = 1;
        for (int32_t i = 0; i < n; i++) need *= (uint64_t)dims[i];
        need = (uint64_t)offset + (uint64_t)itemsize * need;
        if (blen < (int64_t)need) return lang_py_error(err, "TypeError", "buffer is too small for requested array");
    }
    sl_array r;
    if ((rc = sl_np_empty_ref(dims, n, dt, order == 'F' ? 'F' : 'C', lang_np_ref(I), &r, err))) return rc;
    if (ns != -1) memcpy(r.strides, strides, sizeof(int64_t) * (size_t)n);
    else if (offset > blen) return lang_unsupported(err, "numpy.ndarray() offset past the buffer's end");
    else { /* _array_fill_strides over data: a zero dim does not scale the outer strides */
        int64_t sd = itemsize;
        for (int32_t k = 0; k < n; k++) {
            int32_t i = order == 'F' ? k : n - 1 - k;
            r.strides[i] = sd;
            if (dims[i]) sd *= dims[i];
        }
    }
    r.offset_bytes = bx->offset_bytes + offset;
    r.buffer_bytes = bx->buffer_bytes;
    r.flags = SL_NP_WRITEABLE;
    r.alias = SL_ALIAS_VIEW;
    r.base = SL_NP_BASE_CHAIN;
    sl_np_refresh_flags(&r);
    *out = lang_np_array_value(I, &r, lang_av(buf)->st, buf);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* ------------------------------------------------------------ a.flat == */

/* the C-order multi-index of flat position k as a tuple of ints (a[that] is numpy's
 * element read / write) */
static int flat_tuple(lang_interp *I, const sl_array *x, int64_t k, lang_value **out, sl_error *err) {
    int64_t mi[SL_MAX_DIMS];
    unravel_one(k, x->shape, x->ndim, 'C', mi);
    *out = lv_ints(I, V_TUPLE, mi, x->ndim);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* the flat positions an index selects: an int (*is_int), a slice, a (nested) list or an
 * integer array (shape in *nd / shape); bounds are checked by the caller */
static int flat_positions(lang_interp *I, lang_value *idx, int64_t size, bool *is_int, int64_t **pos, int64_t *npos,
                          int32_t *nd, int64_t *shape, sl_error *err) {
    *is_int = false;
    if (idx->kind == V_ARRAY && lang_np_scalar(idx) && sl_dtype_is_integral(lang_av(idx)->a.dtype, false)) {
        idx = lang_np_scalar_py(I, idx, err);
        if (!idx) return err->code;
    }
    if (idx->kind == V_INT) {
        *is_int = true;
        *pos = lang_alloc(&I->A, sizeof(int64_t));
        CHECK_ALLOC(*pos);
        (*pos)[0] = idx->u.i;
        *npos = 1;
        *nd = 0;
        return SL_OK;
    }
    if (idx->kind == V_SLICE) {
        int64_t start, stop, step, len;
        int rc = lang_slice_indices(idx, size, &start, &stop, &step, &len, err);
        if (rc) return rc;
        *pos = lang_alloc(&I->A, sizeof(int64_t) * (size_t)(len ? len : 1));
        CHECK_ALLOC(*pos);
        for (int64_t i = 0; i < len; i++) (*pos)[i] = start + i * step;
        *npos = len;
        *nd = 1;
        shape[0] = len;
        return SL_OK;
    }
    if (idx->kind == V_LIST || (idx->kind == V_ARRAY && !lang_np_scalar(idx))) {
        if (idx->kind == V_ARRAY && !sl_dtype_is_integral(lang_av(idx)->a.dtype, false))
            return lang_unsupported(err, "a.flat[] with a %s array", sl_dtype_numpy_name(lang_av(idx)->a.dtype));
        lang_value *arr = idx;
        if (idx->kind == V_LIST) {
            lang_idx_list w;
            memset(&w, 0, sizeof w);
            int rc = lang_idx_list_walk(I, idx, &w, err);
            if (rc) return rc;
            if (w.refuse || w.ragged || w.any_bad || (w.n && !w.any_int))
                return lang_unsupported(err, "a.flat[] with a list other than of ints");
            *pos = w.vals;
            *npos = w.n;
            *nd = w.ndim;
            memcpy(shape, w.shape, sizeof(int64_t) * (size_t)w.ndim);
            if (w.n == 0) return lang_unsupported(err, "a.flat[] with an empty list");
            return SL_OK;
        }
        const sl_array *x = &lang_av(arr)->a;
        int64_t n;
        int rc = sl_np_size(x, &n, err);
        if (rc) return rc;
        if (n == 0) return lang_unsupported(err, "a.flat[] with an empty index array");
        *pos = lang_alloc(&I->A, sizeof(int64_t) * (size_t)n);
        CHECK_ALLOC(*pos);
        lang_lview lv;
        lang_lview_of_array(x, &lv);
        int64_t ix[SL_MAX_DIMS] = {0};
        for (int64_t k = 0; k < n; k++) {
            if ((rc = read_int(I, arr, &lv, ix, &(*pos)[k], err))) return rc;
            lang_next_index(ix, x->shape, x->ndim);
        }
        *npos = n;
        *nd = x->ndim;
        memcpy(shape, x->shape, sizeof(int64_t) * (size_t)x->ndim);
        return SL_OK;
    }
    if (idx->kind == V_FLOAT || idx->kind == V_STR || idx->kind == V_NONE || idx->kind == V_TUPLE)
        return lang_py_error(err, "IndexError", "unsupported iterator index");
    return lang_unsupported(err, "a.flat[] with an index of type %s", lv_type_name(idx));
}

/* flat[...] positions from a list or an integer array: numpy's bounds check, negatives wrapped */
static int wrap_positions(int64_t *pos, int64_t npos, int64_t size, sl_error *err) {
    for (int64_t i = 0; i < npos; i++) {
        if (pos[i] < -size || pos[i] >= size)
            return lang_py_error(err, "IndexError", "index %lld is out of bounds for size %lld",
                                 (long long)pos[i], (long long)size);
        if (pos[i] < 0) pos[i] += size;
    }
    return SL_OK;
}

int lang_np_flat_get(lang_interp *I, lang_value *flat, lang_value *idx, lang_value **out, sl_error *err) {
    lang_value *arr = lang_aux_owner(flat);
    const sl_array *x = &lang_av(arr)->a;
    int64_t size, *pos = NULL, npos = 0, shape[SL_MAX_DIMS];
    int32_t nd = 0;
    bool is_int;
    int rc = sl_np_size(x, &size, err);
    if (rc || (rc = flat_positions(I, idx, size, &is_int, &pos, &npos, &nd, shape, err))) return rc;
    if (is_int) {
        int64_t k = pos[0];
        if (k < -size || k >= size)
            return lang_py_error(err, "IndexError", "index %lld is out of bounds for axis 0 with size %lld",
                                 (long long)k, (long long)size);
        if (k < 0) k += size;
        lang_value *t;
        if ((rc = flat_tuple(I, x, k, &t, err))) return rc;
        return lang_np_subscript(I, arr, t, out, err);
    }
    if (x->dtype == SL_FLOAT16 || x->dtype == SL_BFLOAT16 || sl_dtype_is_complex(x->dtype))
        return lang_unsupported(err, "a.flat[] copies of float16 / bfloat16 / complex arrays");
    if (idx->kind != V_SLICE && (rc = wrap_positions(pos, npos, size, err))) return rc;
    if ((rc = new_owner(I, shape, nd, x->dtype, 'C', LF_ZERO, out, err)) ||
        (rc = lang_before_write(I, err)))
        return rc;
    const sl_array r = lang_av((*out))->a;
    lang_storage *st = lang_av((*out))->st;
    lang_lview sv, dv;
    lang_lview_of_array(x, &sv);
    lang_lview_of_array(&r, &dv);
    int64_t di[SL_MAX_DIMS] = {0};
    for (int64_t i = 0; i < npos; i++) {
        int64_t si[SL_MAX_DIMS];
        unravel_one(pos[i], x->shape, x->ndim, 'C', si);
        lang_num e;
        if ((rc = lang_read(I, lang_av(arr)->st, &sv, si, &e, err)) || (rc = lang_write(I, st, &dv, di, e, err)))
            return rc;
        lang_next_index(di, shape, nd);
    }
    return SL_OK;
}

int lang_np_flat_set(lang_interp *I, lang_value *flat, lang_value *idx, lang_value *v, sl_error *err) {
    lang_value *arr = lang_aux_owner(flat);
    const sl_array *x = &lang_av(arr)->a;
    if (lang_np_scalar(arr)) return lang_unsupported(err, "writing through a numpy scalar's flat");
    if (!(x->flags & SL_NP_WRITEABLE)) return lang_py_error(err, "ValueError", "underlying array is read-only");
    const bool seq = (v->kind == V_ARRAY && !lang_np_scalar(v)) || v->kind == V_LIST || v->kind == V_TUPLE;
    int64_t size, *pos = NULL, npos = 0, shape[SL_MAX_DIMS];
    int32_t nd = 0;
    bool is_int;
    int rc = sl_np_size(x, &size, err);
    if (rc || (rc = flat_positions(I, idx, size, &is_int, &pos, &npos, &nd, shape, err))) return rc;
    if (idx->kind != V_SLICE && (rc = wrap_positions(pos, npos, size, err))) return rc;
    if (seq) {
        /* iter_ass_subscript: the value as an array of a's dtype (one of that dtype taken
         * as it is, read as the writes go), its elements repeated over the positions */
        if (is_int) return lang_unsupported(err, "a.flat[k] = a sequence");
        if (x->dtype == SL_FLOAT16 || x->dtype == SL_BFLOAT16 || sl_dtype_is_complex(x->dtype))
            return lang_unsupported(err, "a.flat[...] = a sequence into float16 / bfloat16 / complex arrays");
        lang_value *src = v, *dtv = ndarray_dtype_val(I, x->dtype);
        CHECK_ALLOC(dtv);
        if (v->kind != V_ARRAY) {
            const char *kwn[1] = {"dtype"};
            if ((rc = lang_np_call(I, "array", &v, 1, kwn, &dtv, 1, &src, err))) return rc;
        } else if (lang_av(v)->a.dtype != x->dtype && (rc = lang_np_method_pos(I, v, "astype", &dtv, 1, &src, err))) {
            return rc;
        }
        const sl_array *s = &lang_av(src)->a;
        int64_t m;
        if ((rc = sl_np_size(s, &m, err))) return rc;
        if (m == 0) return lang_unsupported(err, "a.flat[...] = an empty sequence");
        if ((rc = lang_before_write(I, err))) return rc;
        lang_lview sv, dv;
        lang_lview_of_array(s, &sv);
        lang_lview_of_array(x, &dv);
        for (int64_t i = 0; i < npos; i++) {
            int64_t si[SL_MAX_DIMS], di[SL_MAX_DIMS];
            unravel_one(i % m, s->shape, s->ndim, 'C', si);
            unravel_one(pos[i], x->shape, x->ndim, 'C', di);
            lang_num e;
            if ((rc = lang_read(I, lang_av(src)->st, &sv, si, &e, err)) || (rc = lang_write(I, lang_av(arr)->st, &dv, di, e, err)))
                return rc;
        }
        return SL_OK;
    }
    for (int64_t i = 0; i < npos; i++) {
        lang_value *t;
        if ((rc = flat_tuple(I, x, pos[i], &t, err)) || (rc = lang_np_setitem(I, arr, t, v, err))) return rc;
    }
    return SL_OK;
}

/* a.flat = v, as numpy's array_flat_set does it: v becomes an array of a's dtype by
 * PyArray_FromAny(FORCECAST | FORTRAN_IF(a)): an array of that dtype is taken as it is
 * (its elements read as the writes go, even where it overlaps a) unless a is
 * F-contiguous and v is not, other arrays and numpy scalars are cast copies (astype),
 * Python values np.array(v, dtype); then a's
 * elements in C order take v's elements in C order, v's restarting when they run out;
 * an empty v writes nothing. */
int lang_np_flat_assign(lang_interp *I, lang_value *arr, lang_value *v, sl_error *err) {
    const sl_array *x = &lang_av(arr)->a;
    if (lang_np_scalar(arr)) return lang_unsupported(err, "assigning the flat of a numpy scalar");
    if (!(x->flags & SL_NP_WRITEABLE)) return lang_py_error(err, "ValueError", "array is read-only");
    if (x->dtype == SL_FLOAT16 || x->dtype == SL_BFLOAT16 || sl_dtype_is_complex(x->dtype))
        return lang_unsupported(err, "a.flat = ... of float16 / bfloat16 / complex arrays");
    lang_value *src = v, *dtv = ndarray_dtype_val(I, x->dtype);
    CHECK_ALLOC(dtv);
    int rc;
    bool live = v->kind == V_ARRAY && !lang_np_scalar(v) && lang_av(v)->a.dtype == x->dtype &&
                (!(x->flags & SL_NP_F_CONTIGUOUS) || (lang_av(v)->a.flags & SL_NP_F_CONTIGUOUS));
    if (live) {
    } else if (v->kind == V_ARRAY) {
        if ((rc = ndarray_scalar_as_array(I, v, &src, err)) || (rc = lang_np_method_pos(I, src, "astype", &dtv, 1, &src, err)))
            return rc;
    } else {
        const char *kwn[1] = {"dtype"};
        if ((rc = lang_np_call(I, "array", &v, 1, kwn, &dtv, 1, &src, err))) return rc;
    }
    const sl_array *s = &lang_av(src)->a;
    int64_t n, m;
    if ((rc = sl_np_size(x, &n, err)) || (rc = sl_np_size(s, &m, err))) return rc;
    if (m == 0 || n == 0) return SL_OK;
    if ((rc = lang_before_write(I, err))) return rc;
    lang_lview sv, dv;
    lang_lview_of_array(s, &sv);
    lang_lview_of_array(x, &dv);
    int64_t si[SL_MAX_DIMS] = {0}, di[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < n; k++) {
        lang_num e;
        if ((rc = lang_read(I, lang_av(src)->st, &sv, si, &e, err)) ||
            (rc = lang_write(I, lang_av(arr)->st, &dv, di, e, err)))
            return rc;
        lang_next_index(di, x->shape, x->ndim);
        if (!lang_next_index(si, s->shape, s->ndim)) memset(si, 0, sizeof si);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ dispatch == */

int lang_np_index_math_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "unravel_index")) return do_unravel(I, a, out, err);
    if (!strcmp(name, "ravel_multi_index")) return do_ravel(I, a, out, err);
    if (!strcmp(name, "ndarray")) return do_ndarray(I, a, out, err);
    return LANG_NOT_MINE;
}

/* the flatiter's methods: copy() is PyArray_Flatten(a, 'C') whatever the position */
int lang_np_flatiter_method(lang_interp *I, lang_value *flat, const char *name, const lang_args *a, lang_value **out,
                            sl_error *err) {
    if (strcmp(name, "copy")) return LANG_NOT_MINE;
    if (a->nkw) return lang_py_error(err, "TypeError", "copy() takes no keyword arguments");
    if (a->npos) return lang_py_error(err, "TypeError", "function takes exactly 0 arguments (%d given)", (int)a->npos);
    return lang_np_method_pos(I, lang_aux_owner(flat), "flatten", NULL, 0, out, err);
}

int lang_np_index_math_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                        sl_error *err) {
    if (!strcmp(name, "item") && (a->npos || a->nkw)) return do_item(I, self, a, out, err);
    if (!strcmp(name, "itemset") && !lang_np_is2(self)) return do_itemset(I, self, a, out, err);
    return LANG_NOT_MINE;
}
