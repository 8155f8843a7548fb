/*
 * ndarray_iterators.c — numpy 1.24's iterators for the snippet language, each as the
 * list of what it yields: np.nditer of one operand without flags (K / C / F / A order,
 * read-only 0-d views), np.ndenumerate and np.ndindex (the index tuples in C order).
 * nditer / ndenumerate are dispatched from lang_np_isclose_func (ndarray_isclose.c),
 * ndindex from lang_np_iterators_func (below), which also routes np.count_nonzero
 * (ndarray_count_nonzero.c), np.array_equal (ndarray_isclose.c), np.isfortran
 * (ndarray_layout_queries.c) and np.fill_diagonal (ndarray_fill_diagonal.c).  a.flat is
 * ndarray_index_math.c; itertools.product is src/lang/python/py_modules.c.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"

#include <math.h>
#include <stdlib.h>

#define MAX_WALK ((int64_t)1 << 24)

/* ------------------------------------------------------------ nditer / ndenumerate == */

/* the 0-d view a[i, j, ..., ...] (read-only: nditer's default op_flags) */
static int elem_view(lang_interp *I, lang_value *arr, const int64_t *idx, int32_t nd, bool scalar, bool readonly,
                     lang_value **out, sl_error *err) {
    lang_value *t = lv_seq(I, V_TUPLE, nd + (scalar ? 0 : 1));
    CHECK_ALLOC(t);
    for (int32_t d = 0; d < nd; d++) CHECK_ALLOC(t->u.seq.v[d] = lv_int(I, idx[d]));
    if (!scalar) CHECK_ALLOC(t->u.seq.v[nd] = lv_new(I, V_ELLIPSIS));
    int rc = lang_np_subscript(I, arr, t, out, err);
    if (rc) return rc;
    if (readonly && (*out)->kind == V_ARRAY) lang_av((*out))->a.flags &= ~(uint32_t)SL_NP_WRITEABLE;
    return SL_OK;
}

/* np.nditer(a, order='K'): a one-pass iterator of read-only 0-d views, in the iterator's
 * order: K walks the axes by |stride| (lang_np_iter_perm), a negative-stride axis
 * backwards; C and F the logical orders; A is F for an F- but not C-contiguous array */
int lang_np_nditer(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"op", "flags", "op_flags", "op_dtypes", "order"};
    lang_value *p[5];
    int rc = lang_bind(a, "nditer", PN, 5, 1, p, err);
    if (rc) return rc;
    if (p[1] || p[2] || p[3]) return lang_unsupported(err, "numpy.nditer() with flags, op_flags or op_dtypes");
    if (p[0]->kind != V_ARRAY || lang_np_scalar(p[0])) return lang_unsupported(err, "numpy.nditer() of a %s", lv_type_name(p[0]));
    char order = 'K';
    if (p[4]) {
        if (p[4]->kind != V_STR || p[4]->u.str.len != 1 || !strchr("KCFA", p[4]->u.str.s[0]))
            return lang_unsupported(err, "numpy.nditer() with that order");
        order = p[4]->u.str.s[0];
    }
    lang_value *arr = p[0];
    const sl_array *x = &lang_av(arr)->a;
    int32_t nd = x->ndim;
    int64_t n = 1;
    for (int32_t d = 0; d < nd; d++)
        if (sl_ovf_mul(n, x->shape[d], &n)) return sl_error_overflow(err, "nditer");
    if (n == 0) return lang_py_error(err, "ValueError", "Iteration of zero-sized operands is not enabled");
    if (n > MAX_WALK) return lang_unsupported(err, "numpy.nditer() of more than 16777216 elements");
    if (order == 'A') order = (x->flags & SL_NP_F_CONTIGUOUS) && !(x->flags & SL_NP_C_CONTIGUOUS) ? 'F' : 'C';
    int32_t perm[SL_MAX_DIMS]; /* perm[0]: the innermost axis (K: numbered from the last axis) */
    bool back[SL_MAX_DIMS] = {false};
    for (int32_t k = 0; k < nd; k++) perm[k] = order == 'F' ? k : nd - 1 - k;
    if (order == 'K' && nd) {
        lang_np_iter_perm(x, 1, perm);
        for (int32_t d = 0; d < nd; d++) back[d] = x->strides[d] < 0 && x->shape[d] > 1;
    }
    lang_value *l = lv_seq(I, V_LIST, n);
    CHECK_ALLOC(l);
    int64_t cnt[SL_MAX_DIMS] = {0}, idx[SL_MAX_DIMS];
    for (int64_t k = 0; k < n; k++) {
        for (int32_t d = 0; d < nd; d++) idx[d] = back[d] ? x->shape[d] - 1 - cnt[d] : cnt[d];
        if ((rc = elem_view(I, arr, idx, nd, false, true, &l->u.seq.v[k], err))) return rc;
        for (int32_t j = 0; j < nd; j++) { /* advance the innermost axis first */
            int32_t d = order == 'K' ? nd - 1 - perm[j] : perm[j];
            if (++cnt[d] < x->shape[d]) break;
            cnt[d] = 0;
        }
    }
    l->pytype = "nditer";
    *out = l;
    return SL_OK;
}

/* np.ndenumerate(a): (index tuple, a[index]) in C order */
int lang_np_ndenumerate(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos != 1 || a->nkw) return lang_unsupported(err, "numpy.ndenumerate() arguments");
    lang_value *arr;
    int rc = lang_np_as_array(I, a->pos[0], &arr, err);
    if (rc) return rc;
    const sl_array *x = &lang_av(arr)->a;
    int32_t nd = x->ndim;
    int64_t n = 1;
    for (int32_t d = 0; d < nd; d++)
        if (sl_ovf_mul(n, x->shape[d], &n)) return sl_error_overflow(err, "ndenumerate");
    if (n > MAX_WALK) return lang_unsupported(err, "numpy.ndenumerate() of more than 16777216 elements");
    lang_value *l = lv_seq(I, V_LIST, n);
    CHECK_ALLOC(l);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < n; k++) {
        lang_value *pr = lv_seq(I, V_TUPLE, 2), *it;
        CHECK_ALLOC(pr);
        CHECK_ALLOC(pr->u.seq.v[0] = lv_ints(I, V_TUPLE, idx, nd));
        if ((rc = elem_view(I, arr, idx, nd, true, false, &it, err))) return rc;
        pr->u.seq.v[1] = it;
        l->u.seq.v[k] = pr;
        lang_next_index(idx, x->shape, nd);
    }
    l->pytype = "ndenumerate";
    *out = l;
    return SL_OK;
}

/* ------------------------------------------------------------ ndindex == */

/* the rows of the cartesian product of `lists` (row-major, the last list fastest), each
 * a tuple, as a one-pass iterator of type `pytype` */
static int product_rows(lang_interp *I, lang_value **lists, int32_t n, const char *pytype, lang_value **out,
                        sl_error *err) {
    int64_t total = 1;
    for (int32_t i = 0; i < n; i++)
        if (sl_ovf_mul(total, lists[i]->u.seq.n, &total) || total > MAX_WALK)
            return lang_unsupported(err, "%s() of more than 16777216 items", pytype);
    lang_value *r = lv_seq(I, V_LIST, total);
    CHECK_ALLOC(r);
    int64_t pos[SL_MAX_DIMS] = {0}, shape[SL_MAX_DIMS];
    for (int32_t i = 0; i < n; i++) shape[i] = lists[i]->u.seq.n;
    for (int64_t k = 0; k < total; k++) {
        lang_value *t = lv_seq(I, V_TUPLE, n);
        CHECK_ALLOC(t);
        for (int32_t i = 0; i < n; i++) t->u.seq.v[i] = lists[i]->u.seq.v[pos[i]];
        r->u.seq.v[k] = t;
        lang_next_index(pos, shape, n);
    }
    r->pytype = pytype;
    *out = r;
    return SL_OK;
}

/* np.ndindex(*shape) / np.ndindex(shape): the index tuples of that shape in C order */
static int np_ndindex(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "numpy.ndindex() with keyword arguments");
    int64_t shape[SL_MAX_DIMS];
    int32_t nd = 0;
    int rc = lang_int_list((const lang_value *const *)a->pos, a->npos, shape, &nd, "shape", err);
    if (rc) return rc;
    lang_value *lists[SL_MAX_DIMS];
    for (int32_t d = 0; d < nd; d++) {
        if (shape[d] < 0) return lang_py_error(err, "ValueError", "negative dimensions are not allowed");
        if (shape[d] > MAX_WALK) return lang_unsupported(err, "numpy.ndindex() of more than 16777216 items");
        lists[d] = lv_seq(I, V_LIST, shape[d]);
        CHECK_ALLOC(lists[d]);
        for (int64_t i = 0; i < shape[d]; i++) {
            lists[d]->u.seq.v[i] = lv_int(I, i);
            CHECK_ALLOC(lists[d]->u.seq.v[i]);
        }
    }
    return product_rows(I, lists, nd, "ndindex", out, err);
}

int lang_np_iterators_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "ndindex")) return np_ndindex(I, a, out, err);
    if (!strcmp(name, "count_nonzero")) return lang_np_count_nonzero(I, a, out, err);
    if (!strcmp(name, "array_equal")) return lang_np_array_equal(I, a, out, err);
    if (!strcmp(name, "isfortran")) return lang_np_isfortran(I, a, out, err);
    if (!strcmp(name, "fill_diagonal")) return lang_np_fill_diagonal(I, a, out, err);
    return LANG_NOT_MINE;
}
