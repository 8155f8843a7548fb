/*
 * ndarray_reorder.c — numpy's copying and reordering functions for `stridelab run`:
 * np.tile, np.repeat / a.repeat, np.roll, np.vstack / hstack / column_stack / dstack /
 * row_stack, np.nonzero / a.nonzero, np.argwhere, np.flatnonzero, np.argsort /
 * a.argsort, and the kind= argument of np.sort / a.sort.
 *
 * Each function follows numpy 1.24's own code path, built from the Python-level
 * operations this interpreter already models, so results carry numpy's layout and base:
 *   repeat   PyArray_Repeat: repeats read as a 0/1-d intp array (a scalar or a length-1
 *            array broadcasts, giving total = count * n, so a negative count fails as
 *            "negative dimensions"), the axis dim replaced by the total, a new C-ordered
 *            owner filled chunk by chunk.
 *   tile     numpy/lib/shape_base.py: c.reshape(-1, n).repeat(nrep, 0) per dim with
 *            nrep != 1, then c.reshape(shape_out) (a view of the last repeat).
 *   roll     numpy/core/numeric.py: axis=None ravels, rolls along 0 and reshapes back;
 *            otherwise the shifts are summed per axis, taken modulo the dim, and the
 *            result is empty_like(a) (K order) with element i from (i - offset) mod n.
 *   *stack   atleast_Nd of every array, then concatenate (ndarray_like.c's code: numpy's
 *            result dtype, stride order and error messages).  column_stack turns a
 *            0/1-d array into the (n, 1) view array(a, ndmin=2).T first.
 *   nonzero  PyArray_Nonzero: one (count, ndim) int64 owner; the tuple holds its column
 *            views (stride ndim*8, offset d*8).  argwhere = transpose(array(nonzero)):
 *            a transposed view of a (ndim, count) owner; flatnonzero = nonzero(ravel)[0].
 *   argsort  a new C-ordered int64 array, each lane sorted by a port of npysort's
 *            aquicksort_ (introsort: median-of-3 partitions above 16 elements, insertion
 *            sort below, heapsort past a depth of 2*log2(n)) or aheapsort_, with numpy's
 *            less (nan last; 0.0 and -0.0 tie), so tied elements come out in numpy's
 *            order (numpy 1.24 has no SIMD argsort); 'stable' / 'mergesort' are any
 *            stable sort.
 * Anything else (0-d inputs that numpy warns about, float repeats, nested shifts, ...)
 * is refused with `unsupported: ...`.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/numpy/ndarray.h"

#include <math.h>
#include <stdlib.h>

static lang_array_v *AVm(const lang_value *v) { return lang_av(v); }


static bool is_plain_array(const lang_value *v) { return v && v->kind == V_ARRAY && !lang_np_scalar(v); }

/* a Python int (or bool, or integer numpy scalar) as int64; 1 when it is not one */
static int int_of(lang_interp *I, lang_value *v, int64_t *out, sl_error *err) {
    if (v->kind == V_ARRAY && lang_np_scalar(v)) {
        if (sl_dtype_is_floating(lang_av(v)->a.dtype) || sl_dtype_is_complex(lang_av(v)->a.dtype)) return 1;
        v = lang_np_scalar_py(I, v, err);
        if (!v) return err->code ? err->code : SL_ERR_PY;
    }
    if (v->kind == V_INT) *out = v->u.i;
    else if (v->kind == V_BOOL) *out = v->u.b;
    else return 1;
    return SL_OK;
}

/* a new zero-filled C-ordered owner */
static int new_owner(lang_interp *I, const int64_t *shape, int32_t nd, sl_dtype dt, lang_value **out,
                     sl_error *err) {
    sl_array r;
    int rc = sl_np_empty_ref(shape, nd, dt, 'C', lang_np_ref(I), &r, err);
    if (rc) return rc;
    if (r.buffer_bytes > LANG_MAX_STORAGE_BYTES) return lang_unsupported(err, "an array of more than %lld bytes", (long long)LANG_MAX_STORAGE_BYTES);
    lang_storage *st = lang_storage_new(I, r.buffer_bytes, dt, true);
    CHECK_ALLOC(st);
    st->fill = LF_ZERO;
    *out = lang_np_array_value(I, &r, st, NULL);
    CHECK_ALLOC(*out);
    return lang_before_write(I, err);
}

static int refuse_dtype(const sl_array *x, const char *fname, sl_error *err) {
    if (x->dtype == SL_FLOAT16 || x->dtype == SL_BFLOAT16 || sl_dtype_is_complex(x->dtype))
        return lang_unsupported(err, "numpy.%s() of a %s array", fname,
                                sl_dtype_numpy_name(x->dtype) ? sl_dtype_numpy_name(x->dtype) : "bfloat16");
    return SL_OK;
}

static int norm_axis(int64_t *ax, int32_t nd, sl_error *err) {
    if (*ax < -(int64_t)nd || *ax >= nd)
        return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension %d", (long long)*ax, nd);
    if (*ax < 0) *ax += nd;
    return SL_OK;
}

/* ------------------------------------------------------------ repeat == */

/* repeats as numpy reads them (PyArray_ContiguousFromAny(op, intp, 0, 1)) */
static int read_repeats(lang_interp *I, lang_value *rv, int64_t **counts, int64_t *n, bool *bcast, sl_error *err) {
    int64_t one;
    int rc = int_of(I, rv, &one, err);
    if (rc < 0 || rc > 1) return rc;
    if (rc == 0) {
        *counts = lang_alloc(&I->A, sizeof(int64_t));
        CHECK_ALLOC(*counts);
        (*counts)[0] = one;
        *n = 1;
        *bcast = true;
        return SL_OK;
    }
    if (rv->kind == V_LIST || rv->kind == V_TUPLE) {
        int64_t len = rv->u.seq.n;
        *counts = lang_alloc_n(&I->A, (len + 1), sizeof(int64_t));
        CHECK_ALLOC(*counts);
        for (int64_t i = 0; i < len; i++) {
            lang_value *e = rv->u.seq.v[i];
            if (e->kind == V_LIST || e->kind == V_TUPLE)
                return lang_py_error(err, "ValueError", "object too deep for desired array");
            rc = int_of(I, e, &(*counts)[i], err);
            if (rc == 1) return lang_unsupported(err, "repeats holding a %s", lv_type_name(e));
            if (rc) return rc;
        }
        *n = len;
        *bcast = len == 1;
        return SL_OK;
    }
    if (is_plain_array(rv)) {
        const sl_array *x = &AVm(rv)->a;
        if (sl_dtype_is_floating(x->dtype) || sl_dtype_is_complex(x->dtype) || x->dtype == SL_UINT64)
            return lang_unsupported(err, "repeats given as a %s array", sl_dtype_numpy_name(x->dtype) ? sl_dtype_numpy_name(x->dtype) : "bfloat16");
        if (x->ndim > 1) return lang_py_error(err, "ValueError", "object too deep for desired array");
        int64_t len = x->ndim ? x->shape[0] : 1;
        *counts = lang_alloc_n(&I->A, (len + 1), sizeof(int64_t));
        CHECK_ALLOC(*counts);
        lang_lview lv;
        lang_lview_of_array(x, &lv);
        for (int64_t i = 0; i < len; i++) {
            int64_t idx[1] = {i};
            lang_num e;
            if ((rc = lang_read(I, AVm(rv)->st, &lv, idx, &e, err))) return rc;
            (*counts)[i] = e.i;
        }
        *n = len;
        *bcast = x->ndim == 0 || len == 1;
        return SL_OK;
    }
    return lang_unsupported(err, "repeats given as %s", lv_type_name(rv));
}

/* a.repeat(repeats, axis): axisv NULL or None ravels */
static int do_repeat(lang_interp *I, lang_value *arr, lang_value *rv, lang_value *axisv, lang_value **out,
                     sl_error *err) {
    int rc;
    int64_t *counts = NULL, ncounts = 0;
    bool bcast = false;
    if ((rc = read_repeats(I, rv, &counts, &ncounts, &bcast, err))) return rc;
    lang_value *src = arr;
    int64_t ax = 0;
    if (!axisv || axisv->kind == V_NONE) {
        if ((rc = lang_np_method_pos(I, arr, "ravel", NULL, 0, &src, err))) return rc;
    } else {
        rc = int_of(I, axisv, &ax, err);
        if (rc == 1) return lang_unsupported(err, "repeat() axis given as %s", lv_type_name(axisv));
        if (rc) return rc;
        int32_t nd = AVm(arr)->a.ndim;
        if (nd == 0) {
            /* PyArray_CheckAxis: a 0-d array is raveled, the axis checked against 1 dim */
            if ((rc = lang_np_method_pos(I, arr, "ravel", NULL, 0, &src, err))) return rc;
            nd = 1;
        }
        if ((rc = norm_axis(&ax, nd, err))) return rc;
    }
    const sl_array *x = &AVm(src)->a;
    if ((rc = refuse_dtype(x, "repeat", err))) return rc;
    int64_t n = x->shape[ax], total = 0;
    if (!bcast && ncounts != n)
        return lang_py_error(err, "ValueError", "operands could not be broadcast together with shape (%lld,) (%lld,)",
                             (long long)n, (long long)ncounts);
    if (bcast) {
        if (sl_ovf_mul(counts[0], n, &total)) return lang_unsupported(err, "repeat() to more than 2**63 elements");
    } else {
        for (int64_t j = 0; j < n; j++) {
            if (counts[j] < 0) return lang_py_error(err, "ValueError", "repeats may not contain negative values.");
            if (sl_ovf_add(total, counts[j], &total)) return lang_unsupported(err, "repeat() to more than 2**63 elements");
        }
    }
    if (total < 0) return lang_py_error(err, "ValueError", "negative dimensions are not allowed");
    int64_t shape[SL_MAX_DIMS];
    memcpy(shape, x->shape, sizeof shape);
    shape[ax] = total;
    lang_value *res;
    if ((rc = new_owner(I, shape, x->ndim, x->dtype, &res, err))) return rc;
    int64_t outer = 1, inner = 1;
    for (int32_t d = 0; d < ax; d++) outer *= x->shape[d];
    for (int32_t d = (int32_t)ax + 1; d < x->ndim; d++) inner *= x->shape[d];
    if (outer == 0 || inner == 0 || total == 0) {
        *out = res;
        return SL_OK;
    }
    lang_lview sv, dv;
    lang_lview_of_array(x, &sv);
    lang_lview_of_array(&AVm(res)->a, &dv);
    /* walk the outer dims, then each source index along ax, each copy, the inner dims */
    int64_t oidx[SL_MAX_DIMS] = {0}, oshape[SL_MAX_DIMS];
    memcpy(oshape, x->shape, sizeof oshape);
    oshape[ax] = 1;
    for (int32_t d = (int32_t)ax + 1; d < x->ndim; d++) oshape[d] = 1;
    for (int64_t o = 0; o < outer; o++) {
        int64_t at = 0;
        for (int64_t j = 0; j < n; j++) {
            int64_t c = bcast ? counts[0] : counts[j];
            for (int64_t k = 0; k < c; k++, at++) {
                int64_t si[SL_MAX_DIMS], di[SL_MAX_DIMS];
                memcpy(si, oidx, sizeof si);
                memcpy(di, oidx, sizeof di);
                si[ax] = j;
                di[ax] = at;
                for (int64_t q = 0; q < inner; q++) {
                    lang_num e;
                    if ((rc = lang_read(I, AVm(src)->st, &sv, si, &e, err))) return rc;
                    if ((rc = lang_write(I, AVm(res)->st, &dv, di, e, err))) return rc;
                    /* advance the inner dims of both */
                    lang_next_index(si + ax + 1, x->shape + ax + 1, x->ndim - (int32_t)ax - 1);
                    memcpy(di + ax + 1, si + ax + 1, (size_t)(x->ndim - ax - 1) * sizeof *di);
                }
                if ((rc = lang_before_write(I, err))) return rc;
            }
        }
        lang_next_index(oidx, oshape, x->ndim);
    }
    *out = res;
    return SL_OK;
}

/* ------------------------------------------------------------ tile == */

static int int_seq(lang_interp *I, lang_value *v, const char *what, int64_t *vals, int32_t *n, sl_error *err) {
    int rc;
    if (v->kind == V_LIST || v->kind == V_TUPLE) {
        if (v->u.seq.n > SL_MAX_DIMS) return lang_unsupported(err, "more than %d %s", SL_MAX_DIMS, what);
        for (int64_t i = 0; i < v->u.seq.n; i++) {
            rc = int_of(I, v->u.seq.v[i], &vals[i], err);
            if (rc == 1) return lang_unsupported(err, "%s holding a %s", what, lv_type_name(v->u.seq.v[i]));
            if (rc) return rc;
        }
        *n = (int32_t)v->u.seq.n;
        return SL_OK;
    }
    rc = int_of(I, v, &vals[0], err);
    if (rc == 1) return lang_unsupported(err, "%s given as %s", what, lv_type_name(v));
    if (rc) return rc;
    *n = 1;
    return SL_OK;
}

static int do_tile(lang_interp *I, lang_value *arr, lang_value *reps, lang_value **out, sl_error *err) {
    int64_t tup[SL_MAX_DIMS];
    int32_t d = 0;
    int rc;
    if ((rc = int_seq(I, reps, "tile() reps", tup, &d, err))) return rc;
    const sl_array *x = &AVm(arr)->a;
    if ((rc = refuse_dtype(x, "tile", err))) return rc;
    bool all_one = true;
    for (int32_t i = 0; i < d; i++) all_one = all_one && tup[i] == 1;
    int64_t n;
    if ((rc = sl_np_size(x, &n, err))) return rc;
    /* array(A, ndmin=d) of an empty array lays the new dims out by rules not modelled here */
    if (n == 0 && d > x->ndim) return lang_unsupported(err, "tile() of an empty array with more reps than dims");
    if (all_one) {
        /* np.array(A, copy=True, ndmin=d): a K-order copy, the missing leading dims
         * added as reshape(order='A') adds them (a view of the copy) */
        lang_value *p[1] = {arr}, *cp;
        if ((rc = lang_np_call(I, "copy", p, 1, NULL, NULL, 0, &cp, err))) return rc;
        if (d <= x->ndim) {
            *out = cp;
            return SL_OK;
        }
        int64_t shp[SL_MAX_DIMS];
        for (int32_t i = 0; i < d; i++) shp[i] = i < d - x->ndim ? 1 : x->shape[i - (d - x->ndim)];
        lang_value *q[1] = {lv_ints(I, V_TUPLE, shp, d)};
        CHECK_ALLOC(q[0]);
        const char *kn[1] = {"order"};
        lang_value *kv[1] = {lv_strz(I, "A")};
        CHECK_ALLOC(kv[0]);
        lang_args b = {q, 1, kn, kv, 1};
        return lang_np_method(I, cp, "reshape", &b, out, err);
    }
    if (d == 0) return lang_unsupported(err, "tile() with empty reps");
    int32_t nd = x->ndim > d ? x->ndim : d;
    if (nd > SL_MAX_DIMS) return lang_unsupported(err, "tile() to more than %d dims", SL_MAX_DIMS);
    int64_t cshape[SL_MAX_DIMS], rep[SL_MAX_DIMS], shape_out[SL_MAX_DIMS];
    for (int32_t i = 0; i < nd; i++) {
        int32_t xi = i - (nd - x->ndim), ti = i - (nd - d);
        cshape[i] = xi >= 0 ? x->shape[xi] : 1;
        rep[i] = ti >= 0 ? tup[ti] : 1;
        if (sl_ovf_mul(cshape[i], rep[i], &shape_out[i])) return lang_unsupported(err, "tile() to a huge shape");
    }
    lang_value *c = arr;
    if (n == 0) {
        for (int32_t i = 0; i < nd; i++)
            if (rep[i] < 0) return lang_unsupported(err, "tile() of an empty array with negative reps");
    } else {
        for (int32_t i = 0; i < nd; i++) {
            if (rep[i] != 1) {
                int64_t rs[2] = {-1, n};
                lang_value *shp = lv_ints(I, V_TUPLE, rs, 2), *r1, *nv = lv_int(I, rep[i]), *zero = lv_int(I, 0);
                CHECK_ALLOC(shp);
                CHECK_ALLOC(nv);
                CHECK_ALLOC(zero);
                lang_value *p[1] = {shp};
                if ((rc = lang_np_method_pos(I, c, "reshape", p, 1, &r1, err))) return rc;
                if ((rc = do_repeat(I, r1, nv, zero, &c, err))) return rc;
            }
            n /= cshape[i];
        }
    }
    lang_value *shp = lv_ints(I, V_TUPLE, shape_out, nd);
    CHECK_ALLOC(shp);
    lang_value *p[1] = {shp};
    return lang_np_method_pos(I, c, "reshape", p, 1, out, err);
}

/* ------------------------------------------------------------ roll == */

static int roll_axes(lang_interp *I, lang_value *arr, const int64_t *shift, int32_t nshift, const int64_t *axes,
                     int32_t naxes, lang_value **out, sl_error *err) {
    const sl_array *x = &AVm(arr)->a;
    int rc;
    if (nshift != naxes && nshift != 1 && naxes != 1)
        return lang_py_error(err, "ValueError",
                             "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between "
                             "arg 0 with shape (%d,) and arg 1 with shape (%d,).",
                             nshift, naxes);
    int32_t nb = nshift == 1 ? naxes : nshift;
    int64_t off[SL_MAX_DIMS] = {0};
    for (int32_t k = 0; k < nb; k++) {
        int64_t s = shift[nshift == 1 ? 0 : k], axv = axes[naxes == 1 ? 0 : k];
        int64_t len = x->shape[axv] ? x->shape[axv] : 1;
        int64_t m = s % len;
        if (m < 0) m += len;
        off[axv] = (off[axv] + m) % len;
    }
    lang_value *res;
    lang_value *p[1] = {arr};
    if ((rc = lang_np_call(I, "zeros_like", p, 1, NULL, NULL, 0, &res, err))) return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t total;
    if ((rc = sl_np_size(x, &total, err))) return rc;
    lang_lview sv, dv;
    lang_lview_of_array(x, &sv);
    lang_lview_of_array(&AVm(res)->a, &dv);
    int64_t di[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < total; k++) {
        int64_t si[SL_MAX_DIMS];
        for (int32_t d = 0; d < x->ndim; d++) {
            si[d] = di[d] - off[d];
            if (si[d] < 0) si[d] += x->shape[d];
        }
        lang_num e;
        if ((rc = lang_read(I, AVm(arr)->st, &sv, si, &e, err))) return rc;
        if ((rc = lang_write(I, AVm(res)->st, &dv, di, e, err))) return rc;
        lang_next_index(di, x->shape, x->ndim);
    }
    *out = res;
    return SL_OK;
}

/* a 2-d list of shifts: np.broadcast(shift, axis) fails or has 2 dims, an error either way */
static int nested_shift_error(lang_value *shiftv, int32_t naxes, sl_error *err) {
    int64_t rows = shiftv->u.seq.n, cols = -1;
    for (int64_t i = 0; i < rows; i++) {
        lang_value *e = shiftv->u.seq.v[i];
        if (e->kind != V_LIST && e->kind != V_TUPLE) return lang_unsupported(err, "a ragged list of shifts");
        for (int64_t j = 0; j < e->u.seq.n; j++)
            if (e->u.seq.v[j]->kind != V_INT && e->u.seq.v[j]->kind != V_BOOL)
                return lang_unsupported(err, "a list of shifts nested more than twice");
        if (cols >= 0 && e->u.seq.n != cols) return lang_unsupported(err, "a ragged list of shifts");
        cols = e->u.seq.n;
    }
    if (cols != naxes && cols != 1 && naxes != 1)
        return lang_py_error(err, "ValueError",
                             "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between "
                             "arg 0 with shape (%lld, %lld) and arg 1 with shape (%d,).",
                             (long long)rows, (long long)cols, naxes);
    return lang_py_error(err, "ValueError", "'shift' and 'axis' should be scalars or 1D sequences");
}

static bool is_nested_list(const lang_value *v) {
    return (v->kind == V_LIST || v->kind == V_TUPLE) && v->u.seq.n > 0 &&
           (v->u.seq.v[0]->kind == V_LIST || v->u.seq.v[0]->kind == V_TUPLE);
}

static int do_roll(lang_interp *I, lang_value *arr, lang_value *shiftv, lang_value *axisv, lang_value **out,
                   sl_error *err) {
    int64_t shift[SL_MAX_DIMS], axes[SL_MAX_DIMS];
    int32_t nshift, naxes;
    int rc;
    if ((rc = refuse_dtype(&AVm(arr)->a, "roll", err))) return rc;
    if (!axisv || axisv->kind == V_NONE) {
        lang_value *flat, *rolled;
        if ((rc = lang_np_method_pos(I, arr, "ravel", NULL, 0, &flat, err))) return rc;
        if (is_nested_list(shiftv)) return nested_shift_error(shiftv, 1, err);
        if ((rc = int_seq(I, shiftv, "shifts", shift, &nshift, err))) return rc;
        axes[0] = 0;
        if ((rc = roll_axes(I, flat, shift, nshift, axes, 1, &rolled, err))) return rc;
        const sl_array *x = &AVm(arr)->a;
        lang_value *shp = lv_ints(I, V_TUPLE, x->shape, x->ndim);
        CHECK_ALLOC(shp);
        lang_value *p[1] = {shp};
        return lang_np_method_pos(I, rolled, "reshape", p, 1, out, err);
    }
    /* normalize_axis_tuple first, then broadcast(shift, axis) */
    if ((rc = int_seq(I, axisv, "roll axes", axes, &naxes, err))) return rc;
    int32_t nd = AVm(arr)->a.ndim;
    for (int32_t k = 0; k < naxes; k++) {
        if ((rc = norm_axis(&axes[k], nd, err))) return rc;
    }
    if (is_nested_list(shiftv)) return nested_shift_error(shiftv, naxes, err);
    if ((rc = int_seq(I, shiftv, "shifts", shift, &nshift, err))) return rc;
    return roll_axes(I, arr, shift, nshift, axes, naxes, out, err);
}

/* ------------------------------------------------------------ stacks == */

/* the arrays of a stack function's argument: a list or tuple of arrays, or the rows
 * of an ndarray */
static int stack_items(lang_interp *I, lang_value *seq, const char *fname, lang_value ***items, int32_t *n,
                       sl_error *err) {
    if ((seq->kind == V_LIST || seq->kind == V_TUPLE) && seq->u.seq.n <= 256) {
        if (seq->pytype) return lang_unsupported(err, "%s() of an iterator", fname);
        lang_value *conv = lv_seq(I, V_LIST, seq->u.seq.n);
        CHECK_ALLOC(conv);
        for (int64_t i = 0; i < seq->u.seq.n; i++) {
            lang_value *e = seq->u.seq.v[i];
            if (e->kind == V_LIST || e->kind == V_TUPLE || e->kind == V_INT || e->kind == V_FLOAT || e->kind == V_BOOL) {
                lang_value *q[1] = {e}; /* asanyarray(e): np.array's reading of a literal */
                int rc = lang_np_call(I, "array", q, 1, NULL, NULL, 0, &e, err);
                if (rc) return rc;
            }
            conv->u.seq.v[i] = e;
        }
        seq = conv;
    }
    return lang_np_array_list(I, seq, fname, items, n, err);
}

/* array(v, copy=False, ndmin=2).T for a 0/1-d array: the (n, 1) view column_stack uses
 * (a length-1 dim's stride has no say in concatenate's layout) */
static int as_column(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    lang_value *p[1] = {v}, *r;
    int rc = lang_np_call(I, "atleast_2d", p, 1, NULL, NULL, 0, &r, err);
    if (rc) return rc;
    return lang_np_getattr(I, r, "T", out, err);
}

static int do_stack(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"tup", "dtype", "casting"};
    lang_value *p[3];
    int rc = lang_bind(a, name, PN, 3, 1, p, err);
    if (rc) return rc;
    for (int k = 1; k < 3; k++)
        if (p[k]) return lang_unsupported(err, "%s() with %s=", name, PN[k]);
    lang_value **items = NULL;
    int32_t n = 0;
    if ((rc = stack_items(I, p[0], name, &items, &n, err))) return rc;
    int want = !strcmp(name, "dstack") ? 3 : !strcmp(name, "hstack") ? 1 : 2;
    bool column = !strcmp(name, "column_stack");
    lang_value *list = lv_seq(I, V_LIST, n);
    CHECK_ALLOC(list);
    for (int32_t i = 0; i < n; i++) {
        lang_value *e = items[i];
        if (column) {
            if (lang_np_scalar(e) || AVm(e)->a.ndim < 2) rc = as_column(I, e, &list->u.seq.v[i], err);
            else list->u.seq.v[i] = e;
        } else {
            const char *fn = want == 1 ? "atleast_1d" : want == 2 ? "atleast_2d" : "atleast_3d";
            lang_value *q[1] = {e};
            rc = lang_np_call(I, fn, q, 1, NULL, NULL, 0, &list->u.seq.v[i], err);
        }
        if (rc) return rc;
    }
    int64_t axis = want == 3 ? 2 : want == 2 && !column ? 0 : 1;
    if (want == 1 && n > 0 && AVm(list->u.seq.v[0])->a.ndim == 1) axis = 0;
    lang_value *q[2] = {list, lv_int(I, axis)};
    CHECK_ALLOC(q[1]);
    return lang_np_call(I, "concatenate", q, 2, NULL, NULL, 0, out, err);
}

/* ------------------------------------------------------------ nonzero == */

static bool num_nonzero(lang_num e) { return e.is_float ? e.f != 0 : e.i != 0; }

/* the (count, ndim) int64 owner of PyArray_Nonzero */
static int nonzero_owner(lang_interp *I, lang_value *arr, const char *fname, lang_value **own, sl_error *err) {
    const sl_array *x = &AVm(arr)->a;
    int rc;
    if (x->ndim == 0) return lang_unsupported(err, "numpy.%s() of a 0-d array (numpy warns: deprecated)", fname);
    if ((rc = refuse_dtype(x, fname, err))) return rc;
    int64_t total;
    if ((rc = sl_np_size(x, &total, err))) return rc;
    lang_lview sv;
    lang_lview_of_array(x, &sv);
    int64_t idx[SL_MAX_DIMS] = {0}, cnt = 0;
    for (int64_t k = 0; k < total; k++) {
        lang_num e;
        if ((rc = lang_read(I, AVm(arr)->st, &sv, idx, &e, err))) return rc;
        cnt += num_nonzero(e);
        lang_next_index(idx, x->shape, x->ndim);
    }
    int64_t shape[2] = {cnt, x->ndim};
    if ((rc = new_owner(I, shape, 2, SL_INT64, own, err))) return rc;
    lang_lview dv;
    lang_lview_of_array(&AVm(*own)->a, &dv);
    memset(idx, 0, sizeof idx);
    int64_t row = 0;
    for (int64_t k = 0; k < total; k++) {
        lang_num e;
        if ((rc = lang_read(I, AVm(arr)->st, &sv, idx, &e, err))) return rc;
        if (num_nonzero(e)) {
            for (int32_t d = 0; d < x->ndim; d++) {
                int64_t di[2] = {row, d};
                lang_num w = {false, idx[d], (double)idx[d]};
                if ((rc = lang_write(I, AVm(*own)->st, &dv, di, w, err))) return rc;
            }
            row++;
        }
        lang_next_index(idx, x->shape, x->ndim);
    }
    return SL_OK;
}

static int do_nonzero(lang_interp *I, lang_value *arr, lang_value **out, sl_error *err) {
    lang_value *own;
    int rc = nonzero_owner(I, arr, "nonzero", &own, err);
    if (rc) return rc;
    const sl_array *o = &AVm(own)->a;
    int32_t nd = (int32_t)o->shape[1];
    lang_value *t = lv_seq(I, V_TUPLE, nd);
    CHECK_ALLOC(t);
    for (int32_t d = 0; d < nd; d++) {
        sl_array r = *o;
        r.ndim = 1;
        r.strides[0] = nd * o->itemsize; /* also for an empty owner, whose strides numpy zeroes */
        r.offset_bytes = o->offset_bytes + d * o->itemsize;
        r.flags &= ~SL_NP_OWNDATA;
        r.alias = SL_ALIAS_VIEW;
        r.base = SL_NP_BASE_CHAIN;
        sl_np_refresh_flags(&r);
        t->u.seq.v[d] = lang_np_array_value(I, &r, AVm(own)->st, own);
        CHECK_ALLOC(t->u.seq.v[d]);
    }
    *out = t;
    return SL_OK;
}

/* transpose(nonzero(a)): np.array of the index arrays is a (ndim, count) owner */
static int do_argwhere(lang_interp *I, lang_value *arr, lang_value **out, sl_error *err) {
    lang_value *own;
    int rc = nonzero_owner(I, arr, "argwhere", &own, err);
    if (rc) return rc;
    lang_value *ownT, *tr;
    if ((rc = lang_np_getattr(I, own, "T", &ownT, err))) return rc;
    if ((rc = lang_np_method_pos(I, ownT, "copy", NULL, 0, &tr, err))) return rc; /* the C-ordered (ndim, count) owner */
    lang_value *p[1] = {tr};
    return lang_np_call(I, "transpose", p, 1, NULL, NULL, 0, out, err);
}

/* ------------------------------------------------------------ argsort == */

typedef enum { SK_QUICK, SK_HEAP, SK_STABLE } sortkind;

/* PyArray_SortkindConverter: None is quicksort; a str by its first letter */
static int sort_kind(lang_interp *I, lang_value *kv, sortkind *k, sl_error *err) {
    *k = SK_QUICK;
    if (!kv || kv->kind == V_NONE) return SL_OK;
    if (kv->kind != V_STR) return lang_unsupported(err, "sort kind given as %s", lv_type_name(kv));
    char c = kv->u.str.len ? kv->u.str.s[0] : 0;
    if (c == 'q' || c == 'Q') *k = SK_QUICK;
    else if (c == 'h' || c == 'H') *k = SK_HEAP;
    else if (c == 'm' || c == 'M' || c == 's' || c == 'S') *k = SK_STABLE;
    else {
        sl_strbuf sb;
        char buf[200];
        sl_sb_init(&sb, buf, sizeof buf);
        int rc = lv_repr(I, kv, &sb, err);
        if (rc) return rc;
        return lang_py_error(err, "ValueError", "sort kind must be one of 'quick', 'heap', or 'stable' (got %s)", buf);
    }
    return SL_OK;
}

typedef struct { lang_num v; int64_t pos; } keyed;

/* numpy's Tag::less: for floats a < b || (b != b && a == a) (nan last); uint64 unsigned */
static bool less_num(const lang_num *p, const lang_num *q, bool unsig) {
    if (p->is_float) return p->f < q->f || (q->f != q->f && p->f == p->f);
    if (unsig) return (uint64_t)p->i < (uint64_t)q->i;
    return p->i < q->i;
}

static bool g_unsigned;
static int cmp_keyed(const void *pa, const void *pb) {
    const keyed *p = pa, *q = pb;
    if (less_num(&p->v, &q->v, g_unsigned)) return -1;
    if (less_num(&q->v, &p->v, g_unsigned)) return 1;
    return p->pos < q->pos ? -1 : p->pos > q->pos;
}

/* npysort's aheapsort_: a 1-based max-heap over the indices in tosort[0..n) */
/* sift `tmp` down from slot i of the heap a[1..n] */
static void np_sift_down(const lang_num *v, int64_t *a, int64_t tmp, int64_t i, int64_t n, bool u) {
    for (int64_t j = i << 1; j <= n;) {
        if (j < n && less_num(&v[a[j]], &v[a[j + 1]], u)) j += 1;
        if (!less_num(&v[tmp], &v[a[j]], u)) break;
        a[i] = a[j];
        i = j;
        j += j;
    }
    a[i] = tmp;
}

static void np_aheapsort(const lang_num *v, int64_t *tosort, int64_t n, bool u) {
    int64_t *a = tosort - 1;
    for (int64_t l = n >> 1; l > 0; --l) np_sift_down(v, a, a[l], l, n, u);
    for (; n > 1;) {
        int64_t tmp = a[n];
        a[n] = a[1];
        n -= 1;
        np_sift_down(v, a, tmp, 1, n, u);
    }
}

/* npysort's aquicksort_ (numpy 1.24 has no SIMD argsort): median-of-3 partitions of
 * more than 16 elements, the larger side pushed on a stack, insertion sort below, and
 * heapsort once the depth budget 2*floor(log2(n)) runs out */
#define NP_SMALL_QUICKSORT 15
static void np_aquicksort(const lang_num *v, int64_t *tosort, int64_t num, bool u) {
    int64_t *pl = tosort, *pr = tosort + num - 1;
    int64_t *stack[128], **sptr = stack, *pm, *pi, *pj, *pk, vi, t;
    int depth[128], *psdepth = depth;
    int cdepth = 0;
    for (uint64_t un = (uint64_t)num; un >>= 1;) cdepth++;
    cdepth *= 2;
    lang_num vp;
    for (;;) {
        if (cdepth < 0) {
            np_aheapsort(v, pl, pr - pl + 1, u);
            goto stack_pop;
        }
        while ((pr - pl) > NP_SMALL_QUICKSORT) {
            pm = pl + ((pr - pl) >> 1);
            if (less_num(&v[*pm], &v[*pl], u)) t = *pm, *pm = *pl, *pl = t;
            if (less_num(&v[*pr], &v[*pm], u)) t = *pr, *pr = *pm, *pm = t;
            if (less_num(&v[*pm], &v[*pl], u)) t = *pm, *pm = *pl, *pl = t;
            vp = v[*pm];
            pi = pl;
            pj = pr - 1;
            t = *pm, *pm = *pj, *pj = t;
            for (;;) {
                do ++pi;
                while (less_num(&v[*pi], &vp, u));
                do --pj;
                while (less_num(&vp, &v[*pj], u));
                if (pi >= pj) break;
                t = *pi, *pi = *pj, *pj = t;
            }
            pk = pr - 1;
            t = *pi, *pi = *pk, *pk = t;
            if (pi - pl < pr - pi) {
                *sptr++ = pi + 1;
                *sptr++ = pr;
                pr = pi - 1;
            } else {
                *sptr++ = pl;
                *sptr++ = pi - 1;
                pl = pi + 1;
            }
            *psdepth++ = --cdepth;
        }
        for (pi = pl + 1; pi <= pr; ++pi) {
            vi = *pi;
            vp = v[vi];
            pj = pi;
            pk = pi - 1;
            while (pj > pl && less_num(&vp, &v[*pk], u)) *pj-- = *pk--;
            *pj = vi;
        }
    stack_pop:
        if (sptr == stack) break;
        pr = *(--sptr);
        pl = *(--sptr);
        cdepth = *(--psdepth);
    }
}

/* The lessons profile's numpy (2.2.6, and 1.26.4 beside torch 2.2.2) sends the default
 * kind's argsort of 32- and 64-bit ints and floats to x86-simd-sort (AVX-512 or AVX2, chosen
 * at run time; numpy's own introsort above without either): the order it leaves equal keys
 * in differs between those three paths, so it is not one answer the engine could give.
 * Keys without ties have one sorted order, whichever code sorts them; and 2 or 3 keys leave
 * their ties in introsort's order on every path (every pattern of equal ints, 0.0 / -0.0 and
 * NaNs was tried under numpy 2.2.6 with AVX-512, with AVX2 only and with neither, and under
 * numpy 1.26.4 with AVX-512), so only rows of 4 or more keys with ties are refused. */
static bool simd_tie_order(const lang_interp *I, sl_dtype dt) {
    if (I->ref != SL_REF_LESSONS) return false;
    switch (dt) {
    case SL_INT32: case SL_UINT32: case SL_INT64: case SL_UINT64: case SL_FLOAT32: case SL_FLOAT64: return true;
    default: return false;
    }
}

static int do_argsort(lang_interp *I, lang_value *arr, lang_value *axisv, lang_value *kindv, lang_value *orderv,
                      lang_value **out, sl_error *err) {
    int rc;
    if (orderv && orderv->kind != V_NONE) return lang_unsupported(err, "argsort() with order=");
    sortkind kind;
    if ((rc = sort_kind(I, kindv, &kind, err))) return rc;
    lang_value *src = arr;
    int64_t ax = -1;
    if (axisv && axisv->kind == V_NONE) {
        if ((rc = lang_np_method_pos(I, arr, "flatten", NULL, 0, &src, err))) return rc;
        ax = 0;
    } else if (axisv) {
        rc = int_of(I, axisv, &ax, err);
        if (rc == 1) return lang_unsupported(err, "argsort() axis given as %s", lv_type_name(axisv));
        if (rc) return rc;
    }
    if (AVm(src)->a.ndim == 0) {
        /* PyArray_CheckAxis: a 0-d array is raveled, the axis checked against 1 dim */
        if ((rc = lang_np_method_pos(I, src, "ravel", NULL, 0, &src, err))) return rc;
    }
    const sl_array *x = &AVm(src)->a;
    if ((rc = refuse_dtype(x, "argsort", err))) return rc;
    if ((rc = norm_axis(&ax, x->ndim, err))) return rc;
    lang_value *res;
    if ((rc = new_owner(I, x->shape, x->ndim, SL_INT64, &res, err))) return rc;
    int64_t total;
    if ((rc = sl_np_size(x, &total, err))) return rc;
    if (total == 0) {
        *out = res;
        return SL_OK;
    }
    int64_t len = x->shape[ax], groups = total / len;
    keyed *buf = lang_alloc_n(&I->A, (len + 1), sizeof *buf);
    lang_num *vals = lang_alloc_n(&I->A, (len + 1), sizeof *vals);
    int64_t *perm = lang_alloc_n(&I->A, (len + 1), sizeof *perm);
    CHECK_ALLOC(buf);
    CHECK_ALLOC(vals);
    CHECK_ALLOC(perm);
    g_unsigned = x->dtype == SL_UINT64;
    lang_lview sv, dv;
    lang_lview_of_array(x, &sv);
    lang_lview_of_array(&AVm(res)->a, &dv);
    int64_t oshape[SL_MAX_DIMS], oidx[SL_MAX_DIMS] = {0};
    memcpy(oshape, x->shape, sizeof oshape);
    oshape[ax] = 1;
    for (int64_t g = 0; g < groups; g++) {
        int64_t idx[SL_MAX_DIMS];
        memcpy(idx, oidx, sizeof idx);
        for (int64_t i = 0; i < len; i++) {
            idx[ax] = i;
            if ((rc = lang_read(I, AVm(src)->st, &sv, idx, &vals[i], err))) return rc;
            perm[i] = i;
        }
        if (kind == SK_STABLE) {
            for (int64_t i = 0; i < len; i++) buf[i] = (keyed){vals[i], i};
            qsort(buf, (size_t)len, sizeof *buf, cmp_keyed); /* any stable order is numpy's */
            for (int64_t i = 0; i < len; i++) perm[i] = buf[i].pos;
        } else {
            if (kind == SK_HEAP) np_aheapsort(vals, perm, len, g_unsigned);
            else np_aquicksort(vals, perm, len, g_unsigned);
            if (kind == SK_QUICK && len > 3 && simd_tie_order(I, x->dtype))
                for (int64_t i = 1; i < len; i++)
                    if (!less_num(&vals[perm[i - 1]], &vals[perm[i]], g_unsigned))
                        return lang_unsupported(err,
                                                "argsort of %s keys with ties under the lessons profile (numpy's "
                                                "default kind runs x86-simd-sort there, whose order of equal keys "
                                                "depends on the CPU; kind='stable' has one answer)",
                                                sl_dtype_numpy_name(x->dtype));
        }
        for (int64_t i = 0; i < len; i++) {
            idx[ax] = i;
            lang_num w = {false, perm[i], (double)perm[i]};
            if ((rc = lang_write(I, AVm(res)->st, &dv, idx, w, err))) return rc;
        }
        lang_next_index(oidx, oshape, x->ndim);
    }
    *out = res;
    return SL_OK;
}

/* sort(kind=...): the values of every kind are the same (ndarray_ufuncs.c sorts them) */
static int sort_with_kind(lang_interp *I, lang_value *arr, bool method, const lang_args *a, lang_value **out,
                          sl_error *err) {
    static const char *const PN[] = {"axis", "kind", "order"};
    lang_value *p[3];
    int rc = lang_bind(a, "sort", PN, 3, 0, p, err);
    if (rc) return rc;
    sortkind kind;
    if ((rc = sort_kind(I, p[1], &kind, err))) return rc;
    lang_value *pos[3];
    const char *kn[1] = {"order"};
    lang_value *kv[1] = {p[2]};
    int32_t np_ = 0;
    if (!method) pos[np_++] = arr;
    if (p[0]) pos[np_++] = p[0];
    else if (!method) {
        pos[np_] = lv_int(I, -1);
        CHECK_ALLOC(pos[np_]);
        np_++;
    }
    lang_args b = {pos, np_, kn, kv, p[2] ? 1 : 0};
    if (method) return lang_np_method(I, arr, "sort", &b, out, err);
    return lang_np_func(I, "sort", &b, out, err);
}

/* ------------------------------------------------------------ entry points == */

int lang_np_reorder_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    int rc;
    if (!strcmp(name, "vstack") || !strcmp(name, "row_stack") || !strcmp(name, "hstack") ||
        !strcmp(name, "dstack") || !strcmp(name, "column_stack")) {
        if (!strcmp(name, "row_stack")) name = "vstack";
        if (!strcmp(name, "dstack") || !strcmp(name, "column_stack")) {
            static const char *const PN[] = {"tup"};
            lang_value *p[1];
            if ((rc = lang_bind(a, name, PN, 1, 1, p, err))) return rc;
        }
        return do_stack(I, name, a, out, err);
    }
    static const char *const NAMES[] = {"tile", "repeat", "roll", "nonzero", "argwhere", "flatnonzero", "argsort", "sort"};
    size_t k;
    for (k = 0; k < SL_ARRAY_LEN(NAMES); k++)
        if (!strcmp(name, NAMES[k])) break;
    if (k == SL_ARRAY_LEN(NAMES)) return LANG_NOT_MINE;
    if (!strcmp(name, "sort") && !lang_kwarg(a, "kind") && a->npos < 3) return LANG_NOT_MINE; /* ndarray_ufuncs.c sorts values */
    lang_value *arr = a->npos ? a->pos[0] : lang_kwarg(a, "a");
    if (!arr) {
        if (!strcmp(name, "sort")) return LANG_NOT_MINE;
        return lang_unsupported(err, "numpy.%s() without an array", name);
    }
    if (arr->kind == V_ARRAY && lang_np_scalar(arr) && a->npos >= 1 && (!strcmp(name, "repeat") || !strcmp(name, "argsort"))) {
        /* np.repeat / np.argsort call the scalar's own method */
        lang_args b = *a;
        b.pos = a->pos + 1;
        b.npos = a->npos - 1;
        return lang_np_method(I, arr, name, &b, out, err);
    }
    if ((arr->kind == V_INT || arr->kind == V_FLOAT || arr->kind == V_BOOL ||
         ((arr->kind == V_LIST || arr->kind == V_TUPLE) && !arr->pytype)) &&
        strcmp(name, "sort") && strcmp(name, "argsort")) {
        /* a Python number or sequence: numpy works on np.asarray of it (np.repeat(3, 4)) */
        if ((rc = lang_np_call(I, "asarray", &arr, 1, NULL, NULL, 0, &arr, err))) return rc;
    }
    if (!is_plain_array(arr)) {
        if (!strcmp(name, "sort")) return LANG_NOT_MINE;
        return lang_unsupported(err, "numpy.%s() of a %s", name, arr->kind == V_ARRAY ? "numpy scalar" : lv_type_name(arr));
    }
    lang_args rest = *a;
    if (a->npos) {
        rest.pos = a->pos + 1;
        rest.npos = a->npos - 1;
    } else {
        /* drop the a= keyword */
        const char **kn = lang_alloc_n(&I->A, (a->nkw + 1), sizeof *kn);
        lang_value **kv = lang_alloc_n(&I->A, (a->nkw + 1), sizeof *kv);
        CHECK_ALLOC(kn);
        CHECK_ALLOC(kv);
        int32_t m = 0;
        for (int32_t i = 0; i < a->nkw; i++)
            if (strcmp(a->kwnames[i], "a")) {
                kn[m] = a->kwnames[i];
                kv[m++] = a->kw[i];
            }
        rest.kwnames = kn;
        rest.kw = kv;
        rest.nkw = m;
    }
    if (!strcmp(name, "sort")) return sort_with_kind(I, arr, false, &rest, out, err);
    if (!strcmp(name, "tile")) {
        static const char *const PN[] = {"reps"};
        lang_value *p[1];
        if ((rc = lang_bind(&rest, name, PN, 1, 1, p, err))) return rc;
        return do_tile(I, arr, p[0], out, err);
    }
    if (!strcmp(name, "repeat")) {
        static const char *const PN[] = {"repeats", "axis"};
        lang_value *p[2];
        if ((rc = lang_bind(&rest, name, PN, 2, 1, p, err))) return rc;
        return do_repeat(I, arr, p[0], p[1], out, err);
    }
    if (!strcmp(name, "roll")) {
        static const char *const PN[] = {"shift", "axis"};
        lang_value *p[2];
        if ((rc = lang_bind(&rest, name, PN, 2, 1, p, err))) return rc;
        return do_roll(I, arr, p[0], p[1], out, err);
    }
    if (!strcmp(name, "argsort")) {
        static const char *const PN[] = {"axis", "kind", "order"};
        lang_value *p[3];
        if ((rc = lang_bind(&rest, name, PN, 3, 0, p, err))) return rc;
        return do_argsort(I, arr, p[0], p[1], p[2], out, err);
    }
    if (rest.npos || rest.nkw) return lang_unsupported(err, "numpy.%s() arguments", name);
    if (!strcmp(name, "nonzero")) return do_nonzero(I, arr, out, err);
    if (!strcmp(name, "argwhere")) return do_argwhere(I, arr, out, err);
    /* flatnonzero: nonzero(ravel(a))[0] */
    lang_value *flat, *t;
    if ((rc = lang_np_method_pos(I, arr, "ravel", NULL, 0, &flat, err))) return rc;
    if ((rc = do_nonzero(I, flat, &t, err))) return rc;
    *out = t->u.seq.v[0];
    return SL_OK;
}

int lang_np_reorder_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                        sl_error *err) {
    int rc;
    bool is_sort = !strcmp(name, "sort");
    if (strcmp(name, "repeat") && strcmp(name, "nonzero") && strcmp(name, "argsort") && !is_sort) return LANG_NOT_MINE;
    if (is_sort && !lang_kwarg(a, "kind") && a->npos < 2) return LANG_NOT_MINE;
    if (!is_plain_array(self)) {
        if (is_sort) return LANG_NOT_MINE;
        return lang_unsupported(err, "%s() of a numpy scalar", name);
    }
    if (is_sort) return sort_with_kind(I, self, true, a, out, err);
    if (!strcmp(name, "repeat")) {
        static const char *const PN[] = {"repeats", "axis"};
        lang_value *p[2];
        if ((rc = lang_bind(a, name, PN, 2, 1, p, err))) return rc;
        return do_repeat(I, self, p[0], p[1], out, err);
    }
    if (!strcmp(name, "argsort")) {
        static const char *const PN[] = {"axis", "kind", "order"};
        lang_value *p[3];
        if ((rc = lang_bind(a, name, PN, 3, 0, p, err))) return rc;
        return do_argsort(I, self, p[0], p[1], p[2], out, err);
    }
    if (a->npos || a->nkw) return lang_unsupported(err, "ndarray.nonzero() arguments");
    return do_nonzero(I, self, out, err);
}
