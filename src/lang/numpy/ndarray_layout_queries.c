/*
 * ndarray_layout_queries.c — numpy 1.24 functions that answer a question about shapes or
 * memory order without reading elements, for the snippet language: np.broadcast_shapes
 * (as np.broadcast of empty arrays computes it, with its mismatch message), dispatched
 * from lang_np_isclose_func (ndarray_isclose.c), and np.isfortran (F-contiguous and not
 * C-contiguous), dispatched from lang_np_iterators_func (ndarray_iterators.c).  The flags
 * themselves are src/numpy/ and ndarray_flags.c.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"

#include <math.h>
#include <stdlib.h>


/* np.broadcast_shapes(*shapes) as np.broadcast of empty arrays of those shapes computes it */
int lang_np_broadcast_shapes(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "numpy.broadcast_shapes() with keyword arguments");
    if (a->npos > 32) return lang_unsupported(err, "numpy.broadcast_shapes() of more than 32 shapes");
    int64_t sh[32][SL_MAX_DIMS];
    int32_t nds[32], nd = 0;
    for (int32_t j = 0; j < a->npos; j++) {
        lang_value *v = a->pos[j];
        if (v->kind == V_INT) {
            nds[j] = 1;
            sh[j][0] = v->u.i;
        } else if (v->kind == V_TUPLE || v->kind == V_LIST) {
            if (v->u.seq.n > SL_MAX_DIMS) return lang_unsupported(err, "numpy.broadcast_shapes() of that many dims");
            nds[j] = (int32_t)v->u.seq.n;
            for (int32_t d = 0; d < nds[j]; d++) {
                if (v->u.seq.v[d]->kind != V_INT) return lang_unsupported(err, "numpy.broadcast_shapes() of non-int sizes");
                sh[j][d] = v->u.seq.v[d]->u.i;
            }
        } else {
            return lang_unsupported(err, "numpy.broadcast_shapes() of a %s", lv_type_name(v));
        }
        int32_t lim = sl_np_max_dims(lang_np_ref(I)); /* np.empty(shape) of each shape first */
        if (nds[j] > lim)
            return lang_py_error(err, "ValueError", "maximum supported dimension for an ndarray is %s%d, found %d",
                                 lim > SL_NP_MAX_DIMS ? "currently " : "", lim, nds[j]);
        for (int32_t d = 0; d < nds[j]; d++)
            if (sh[j][d] < 0 || sh[j][d] > INT32_MAX)
                return lang_unsupported(err, "numpy.broadcast_shapes() of a negative or huge size");
        if (nds[j] > nd) nd = nds[j];
    }
    /* then np.broadcast, whose multi-iterator keeps numpy 1.x's 32 dims (numpy 2) */
    for (int32_t j = 0; j < a->npos; j++)
        if (nds[j] > SL_NP_MAX_DIMS)
            return lang_py_error(err, "RuntimeError", "this function only supports up to %d dimensions but the array has %d.",
                                 SL_NP_MAX_DIMS, nds[j]);
    int64_t res[SL_MAX_DIMS];
    int32_t src = -1;
    for (int32_t i = 0; i < nd; i++) {
        res[i] = 1;
        for (int32_t j = 0; j < a->npos; j++) {
            int32_t k = i + nds[j] - nd;
            if (k < 0 || sh[j][k] == 1) continue;
            if (res[i] == 1) {
                res[i] = sh[j][k];
                src = j;
            } else if (res[i] != sh[j][k]) {
                lang_value *s1 = lv_ints(I, V_TUPLE, sh[src], nds[src]), *s2 = lv_ints(I, V_TUPLE, sh[j], nds[j]);
                CHECK_ALLOC(s1);
                CHECK_ALLOC(s2);
                sl_strbuf b1, b2;
                char m1[512], m2[512];
                sl_sb_init(&b1, m1, sizeof m1);
                sl_sb_init(&b2, m2, sizeof m2);
                int rc = lv_repr(I, s1, &b1, err);
                if (rc || (rc = lv_repr(I, s2, &b2, err))) return rc;
                return lang_py_error(err, "ValueError",
                                     "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is "
                                     "between arg %d with shape %s and arg %d with shape %s.",
                                     src, m1, j, m2);
            }
        }
    }
    CHECK_ALLOC(*out = lv_ints(I, V_TUPLE, res, nd));
    return SL_OK;
}

/* np.isfortran(a): F-contiguous and not C-contiguous */
int lang_np_isfortran(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a"};
    lang_value *p[1];
    int rc = lang_bind(a, "isfortran", PN, 1, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_ARRAY || lang_np_scalar(p[0])) return lang_unsupported(err, "numpy.isfortran() of a %s", lv_type_name(p[0]));
    uint32_t f = AV(p[0])->a.flags;
    *out = lv_bool(I, (f & SL_NP_F_CONTIGUOUS) && !(f & SL_NP_C_CONTIGUOUS));
    CHECK_ALLOC(*out);
    return SL_OK;
}
