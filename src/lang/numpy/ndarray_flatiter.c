/*
 * ndarray_flatiter.c — the position of numpy's flatiter (a.flat) for the snippet language,
 * as numpy's PyArrayIterObject keeps it (numpy/core/src/multiarray/iterators.c, the same in
 * 1.24 and 2.2).  a.flat is its own iterator: next(fl), a for loop or list(fl) take the
 * element at fl.index (a scalar, as fl[k] reads it) and advance the index; at the end
 * (index == size) they stop and stay stopped.  fl[...] reads and fl[...] = v writes
 * (iter_subscript / iter_ass_subscript) reset the position to 0 (PyArray_ITER_RESET);
 * len(fl), fl.copy() and fl.base do not move it.
 *   index   the number of elements taken since the last reset.
 *   coords  iter_coords_get: for a C-contiguous array numpy keeps no coordinates and
 *           derives them from the index through its factors (product of the later dims;
 *           a zero factor gives 0), so the end of a 2x3 array reads (2, 0); otherwise the
 *           coordinates PyArray_ITER_NEXT carried: 1-d (index,), 2-d (_PyArray_ITER_NEXT2)
 *           the row count carried into coords[0] without a wrap, so the end is (rows, 0),
 *           3-d and more the general carry loop, which wraps to all zeros at the end.
 * The position lives in the flatiter value's cursor (lang_value.cursor); the dims are read
 * from the array when asked, as the rest of a.flat reads them (ndarray_index_math.c).
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"

/* fl.index / fl.coords (1: another attribute) */
int lang_np_flatiter_attr(lang_interp *I, lang_value *flat, const char *name, lang_value **out, sl_error *err) {
    bool want_index = !strcmp(name, "index");
    if (!want_index && strcmp(name, "coords")) return LANG_NOT_MINE;
    if (want_index) {
        CHECK_ALLOC(*out = lv_int(I, flat->cursor));
        return SL_OK;
    }
    const sl_array *x = &lang_av(lang_aux_owner(flat))->a;
    int64_t size, c[SL_MAX_DIMS] = {0}, val = flat->cursor;
    int rc = sl_np_size(x, &size, err);
    if (rc) return rc;
    int32_t nd = x->ndim;
    if (sl_np_is_c_contiguous(x)) {
        for (int32_t i = 0; i < nd; i++) {
            int64_t f = 1;
            for (int32_t j = i + 1; j < nd; j++) f *= x->shape[j];
            c[i] = f ? val / f : 0;
            if (f) val %= f;
        }
    } else if (nd == 1) {
        c[0] = val;
    } else if (nd == 2) {
        c[0] = x->shape[1] ? val / x->shape[1] : 0;
        c[1] = x->shape[1] ? val % x->shape[1] : 0;
    } else if (val < size) {
        for (int32_t i = nd - 1; i >= 0; i--) {
            c[i] = val % x->shape[i];
            val /= x->shape[i];
        }
    } /* else: the carry wrapped every coordinate to 0 */
    CHECK_ALLOC(*out = lv_ints(I, V_TUPLE, c, nd));
    return SL_OK;
}

/* next(fl): the element at the position as fl[index] reads it, then index + 1 */
int lang_np_flatiter_next(lang_interp *I, lang_value *flat, lang_value **item, bool *done, sl_error *err) {
    int64_t size;
    int rc = sl_np_size(&lang_av(lang_aux_owner(flat))->a, &size, err);
    if (rc) return rc;
    if (flat->cursor >= size) {
        *done = true;
        return SL_OK;
    }
    lang_value *k = lv_int(I, flat->cursor);
    CHECK_ALLOC(k);
    if ((rc = lang_np_flat_get(I, flat, k, item, err))) return rc;
    flat->cursor++;
    return SL_OK;
}
