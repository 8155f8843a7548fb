/*
 * ndarray_take.c — np.take / ndarray.take (numpy 1.24, axis=) for the snippet language:
 * a.ravel()[indices], or a[:, ..., indices] along axis, through the array indexing of
 * ndarray_indexing.c; an int index gives a copy.  np.take is routed here by
 * lang_np_isclose_func (ndarray_isclose.c), a.take by lang_np_take_method (below).
 * torch's take is src/lang/torch/tensor_compose.c.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"

#include <math.h>
#include <stdlib.h>

/* ------------------------------------------------------------ take == */

/* np.take(a, indices, axis=None): a.ravel()[indices], or a[:, ..., indices] along axis */
int lang_np_take(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "indices", "axis", "out", "mode"};
    lang_value *p[5];
    lang_args b = *a;
    int rc;
    if (self) { /* a.take(indices, axis=None, out=None, mode='raise') */
        lang_value **pos = lang_alloc_n(&I->A, (a->npos + 1), sizeof *pos);
        CHECK_ALLOC(pos);
        pos[0] = self;
        for (int32_t k = 0; k < a->npos; k++) pos[k + 1] = a->pos[k];
        b.pos = pos;
        b.npos = a->npos + 1;
    }
    if ((rc = lang_bind(&b, "take", PN, 5, 2, p, err))) return rc;
    if ((p[3] && p[3]->kind != V_NONE) || p[4]) return lang_unsupported(err, "numpy.take() with out= or mode=");
    lang_value *arr, *ind = p[1];
    if ((rc = lang_np_as_array(I, p[0], &arr, err))) return rc;
    if (ind->kind != V_INT && ind->kind != V_LIST && ind->kind != V_TUPLE && ind->kind != V_ARRAY)
        return lang_unsupported(err, "numpy.take() with indices given as %s", lv_type_name(ind));
    if (ind->kind == V_ARRAY && lang_np_scalar(ind)) return lang_unsupported(err, "numpy.take() with a numpy scalar index");
    if (ind->kind == V_ARRAY && sl_dtype_is_floating(lang_av(ind)->a.dtype))
        return lang_unsupported(err, "numpy.take() with float indices");
    if (ind->kind == V_TUPLE || ind->kind == V_LIST) {
        lang_value *ia;
        if ((rc = lang_np_as_array(I, ind, &ia, err))) return rc;
        sl_dtype dt = lang_av(ia)->a.dtype;
        if (dt == SL_BOOL || sl_dtype_is_floating(dt) || sl_dtype_is_complex(dt))
            return lang_unsupported(err, "numpy.take() with indices of that kind");
        ind = ia;
    }
    lang_value *src = arr;
    int64_t axis = 0;
    if (!p[2] || p[2]->kind == V_NONE) {
        if ((rc = lang_np_method_pos(I, arr, "ravel", NULL, 0, &src, err))) return rc;
    } else {
        if (p[2]->kind != V_INT) return lang_unsupported(err, "numpy.take() with axis given as %s", lv_type_name(p[2]));
        int32_t nd = lang_av(arr)->a.ndim;
        axis = p[2]->u.i;
        if (axis < -nd || axis >= nd)
            return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension %d",
                                 (long long)axis, nd);
        if (axis < 0) axis += nd;
    }
    lang_value *t = lv_seq(I, V_TUPLE, axis + 1);
    CHECK_ALLOC(t);
    for (int64_t d = 0; d < axis; d++) {
        lang_value *s = lv_new(I, V_SLICE);
        CHECK_ALLOC(s);
        CHECK_ALLOC(s->u.slice.start = lv_none(I));
        CHECK_ALLOC(s->u.slice.stop = lv_none(I));
        CHECK_ALLOC(s->u.slice.step = lv_none(I));
        t->u.seq.v[d] = s;
    }
    t->u.seq.v[axis] = ind;
    int64_t nind = 1;
    if (ind->kind == V_ARRAY)
        for (int32_t d = 0; d < lang_av(ind)->a.ndim; d++) nind *= lang_av(ind)->a.shape[d] ? 1 : 0;
    if (lang_av(src)->a.shape[axis] == 0 && nind)
        return lang_py_error(err, "IndexError", "cannot do a non-empty take from an empty axes.");
    if (ind->kind == V_INT) { /* an int: a[..., i] is a view; take copies */
        lang_value *v;
        if ((rc = lang_np_subscript(I, src, t, &v, err))) return rc;
        if (v->kind == V_ARRAY && !lang_np_scalar(v)) return lang_np_method_pos(I, v, "copy", NULL, 0, out, err);
        *out = v;
        return SL_OK;
    }
    return lang_np_subscript(I, src, t, out, err);
}

int lang_np_take_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err) {
    if (!strcmp(name, "take") && !lang_np_scalar(self)) return lang_np_take(I, self, a, out, err);
    return LANG_NOT_MINE;
}
