/*
 * lang_fleet.c — what learners' stride snippets reach beyond the view ops, each with the
 * reference's results, layouts and messages.  Lookups: a name absent from dir() of its
 * type (the generated tables of py_dir_names.c) is Python's AttributeError, calling a
 * property (x.shape(), a.size()) Python's "'X' object is not callable" TypeError.  torch
 * 1.13: nonzero / argwhere / where(condition) / count_nonzero / masked_select, diag /
 * diagflat / diag_embed / trace / fill_diagonal_ / triu_indices / tril_indices, equal /
 * allclose / isclose / is_set_to, argsort, and the unary -x / +x / neg / abs / sqrt.  numpy 1.24:
 * count_nonzero, array_equal, isfortran, fill_diagonal, ndindex.  Python: dict(...) and
 * dict comprehensions' pairs, math (prod, sqrt, ceil, floor, gcd, log2, constants) and
 * itertools.product.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/numpy/ndarray.h"

#include <math.h>
#include <string.h>

/* ------------------------------------------------------- missing attributes == */

/* The dir() table of obj's type, and the class name Python's AttributeError names. */
static const char *dir_tag(const lang_value *obj, const char **cls) {
    switch (obj->kind) {
    case V_TENSOR: *cls = "Tensor"; return "Tensor";
    case V_ARRAY:
        if (obj->np_scalar) return NULL;
        *cls = "numpy.ndarray";
        return "ndarray";
    case V_STR: *cls = "str"; return "str";
    case V_LIST: *cls = "list"; return obj->pytype || obj->lazy ? NULL : "list";
    case V_TUPLE: *cls = "tuple"; return obj->pytype ? NULL : "tuple";
    case V_DICT: *cls = "dict"; return obj->pytype ? NULL : "dict";
    case V_INT: case V_BIGINT: *cls = "int"; return "int";
    case V_FLOAT: *cls = "float"; return obj->np_dtype ? NULL : "float";
    case V_SIZE: *cls = "torch.Size"; return "Size";
    case V_SLICE: *cls = "slice"; return "slice";
    case V_RANGE: *cls = "range"; return "range";
    default: return NULL;
    }
}

/* Names the evaluator models although dir() of the reference lacks them:
 * Tensor.untyped_storage (torch 2.x's name, see the oracle's documentation). */
static bool modelled_extra(const char *tag, const char *name) {
    return !strcmp(tag, "Tensor") && !strcmp(name, "untyped_storage");
}

int lang_fleet_check_attr(const lang_value *obj, const char *name, sl_error *err) {
    const char *cls = NULL;
    const char *tag = dir_tag(obj, &cls);
    if (!tag || lang_dir_lookup(tag, name) != 0 || modelled_extra(tag, name)) return SL_OK;
    return lang_py_error(err, "AttributeError", "'%s' object has no attribute '%s'", cls, name);
}

/* ------------------------------------------------------- calling a property == */

/* Tensor / ndarray attributes that are values, not methods. */
static bool is_property(const lang_value *obj, const char *name) {
    static const char *const TENSOR[] = {"shape", "ndim", "T", "mT", "H", "mH", "dtype", "is_leaf",
                                         "requires_grad", "_base", "is_cuda", "grad", "data"};
    static const char *const NDARRAY[] = {"shape", "strides", "ndim", "size", "itemsize", "nbytes",
                                          "T", "base", "dtype"};
    const char *const *v = obj->kind == V_TENSOR ? TENSOR : NDARRAY;
    size_t n = obj->kind == V_TENSOR ? SL_ARRAY_LEN(TENSOR) : SL_ARRAY_LEN(NDARRAY);
    for (size_t k = 0; k < n; k++)
        if (!strcmp(v[k], name)) return true;
    return false;
}

/* The class name of a non-callable value as "'X' object is not callable" prints it. */
static const char *callable_cls(const lang_value *v) {
    switch (v->kind) {
    case V_SIZE: return "torch.Size";
    case V_INT: return "int";
    case V_BOOL: return "bool";
    case V_TUPLE: return v->pytype ? NULL : "tuple";
    case V_NONE: return "NoneType";
    case V_TENSOR: return "Tensor";
    case V_ARRAY: return v->np_scalar ? NULL : "numpy.ndarray";
    default: return NULL;
    }
}

int lang_fleet_callee(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err) {
    int rc = lang_fleet_check_attr(obj, name, err);
    if (rc) return rc;
    if (!is_property(obj, name)) return 1;
    lang_value *v = NULL;
    if ((rc = lang_getattr(I, obj, name, &v, err))) return rc;
    const char *cls = callable_cls(v);
    if (!cls) return 1;
    *out = v; /* the call raises the TypeError */
    return SL_OK;
}

const char *lang_fleet_cls_name(const lang_value *v) {
    const char *c = callable_cls(v);
    return c ? c : lv_type_name(v);
}

/* ------------------------------------------------------------ helpers == */

#define FLEET_NOT_MINE 1
#define MAX_WALK ((int64_t)1 << 24) /* elements read one by one (more: refused) */

static lang_tensor_v *TV(const lang_value *v) { return v->u.tensor; }

/* every element of tensor tv in row-major order (*n of them) */
static int read_all(lang_interp *I, lang_value *tv, const char *what, lang_num **vals, int64_t *n, sl_error *err) {
    const sl_tensor *t = &TV(tv)->t;
    if (sl_dtype_is_complex(t->dtype)) return lang_unsupported(err, "%s of complex tensors", what);
    int rc = sl_layout_numel(&t->layout, n, err);
    if (rc) return rc;
    if (*n > MAX_WALK) return lang_unsupported(err, "%s of more than 16777216 elements", what);
    *vals = lang_alloc(&I->A, (size_t)(*n + 1) * sizeof **vals);
    CHECK_ALLOC(*vals);
    lang_lview v;
    lang_lview_of_tensor(t, &v);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < *n; k++) {
        if ((rc = lang_read(I, TV(tv)->st, &v, idx, &(*vals)[k], err))) return rc;
        lang_next_index(idx, t->layout.size, t->layout.ndim);
    }
    return SL_OK;
}

static bool num_nonzero(lang_num x) { return x.is_float ? x.f != 0 : x.i != 0; }

/* a fresh tensor of `shape` (strides: given, or contiguous when NULL; the storage holds
 * `nelem` elements then) with every element zero */
static int new_zeros(lang_interp *I, const int64_t *shape, int32_t nd, const int64_t *strides, int64_t nelem,
                     sl_dtype dt, lang_value **out, lang_storage **st, sl_error *err) {
    sl_tensor r;
    int rc = sl_torch_empty(shape, nd, dt, &r, err);
    if (rc) return rc;
    if (strides) {
        memcpy(r.layout.stride, strides, sizeof(int64_t) * (size_t)nd);
        r.storage_bytes = nelem * r.layout.itemsize;
    }
    r.alias = SL_ALIAS_NEW;
    if ((rc = lang_torch_new_result(I, &r, out, st, err))) return rc;
    if ((*st)->poison) return lang_unsupported(err, "%s", (*st)->poison);
    return SL_OK;
}

static int write_at(lang_interp *I, lang_value *tv, lang_storage *st, const int64_t *idx, lang_num x, sl_error *err) {
    lang_lview v;
    lang_lview_of_tensor(&TV(tv)->t, &v);
    lang_num c;
    int rc = lang_num_cast(x, TV(tv)->t.dtype, &c, err);
    if (rc) return rc;
    return lang_write(I, st, &v, idx, c, err);
}

static lang_num inum(int64_t i) {
    lang_num x = {false, i, (double)i};
    return x;
}

static int want_tensor(const lang_value *v, const char *fname, const char *what, sl_error *err) {
    if (!v || v->kind != V_TENSOR)
        return lang_unsupported(err, "%s() with %s given as %s", fname, what, v ? lv_type_name(v) : "nothing");
    return SL_OK;
}

/* ------------------------------------------------------------ nonzero == */

/* x.nonzero(): the (n, ndim) int64 indices of the nonzero elements in row-major order,
 * laid out as torch 1.13's CPU kernel leaves them: strides (1, n), index column by
 * column; as_tuple: its columns (unbind(1) views; a 0-dim x as x.unsqueeze(0)). */
static int do_nonzero(lang_interp *I, lang_value *t, bool as_tuple, lang_value **out, sl_error *err) {
    int rc;
    if (as_tuple && TV(t)->t.layout.ndim == 0) {
        lang_value *one = lv_int(I, 0), *u;
        CHECK_ALLOC(one);
        if ((rc = lang_tensor_method_pos(I, t, "unsqueeze", &one, 1, &u, err))) return rc;
        t = u;
    }
    const sl_tensor *x = &TV(t)->t;
    int32_t nd = x->layout.ndim;
    lang_num *vals;
    int64_t n;
    if ((rc = read_all(I, t, "nonzero()", &vals, &n, err))) return rc;
    int64_t cnt = 0;
    for (int64_t k = 0; k < n; k++) cnt += num_nonzero(vals[k]);
    int64_t shape[2] = {cnt, nd}, strides[2] = {1, cnt}, nelem;
    if (sl_ovf_mul(cnt, nd, &nelem)) return lang_unsupported(err, "nonzero() of that many elements");
    lang_storage *st;
    lang_value *r;
    if ((rc = new_zeros(I, shape, 2, strides, nelem, SL_INT64, &r, &st, err))) return rc;
    int64_t idx[SL_MAX_DIMS] = {0}, row = 0;
    for (int64_t k = 0; k < n; k++) {
        if (num_nonzero(vals[k])) {
            for (int32_t d = 0; d < nd; d++) {
                int64_t at[2] = {row, d};
                if ((rc = write_at(I, r, st, at, inum(idx[d]), err))) return rc;
            }
            row++;
        }
        lang_next_index(idx, x->layout.size, nd);
    }
    if (!as_tuple) {
        *out = r;
        return SL_OK;
    }
    lang_value *one = lv_int(I, 1), *cols;
    CHECK_ALLOC(one);
    if ((rc = lang_tensor_method_pos(I, r, "unbind", &one, 1, &cols, err))) return rc;
    *out = cols;
    return SL_OK;
}

static int as_tuple_flag(const lang_value *v, bool *out, sl_error *err) {
    if (!v) return SL_OK;
    if (v->kind != V_BOOL)
        return lang_py_error(err, "TypeError", "nonzero(): argument 'as_tuple' must be bool, not %s", lv_type_name(v));
    *out = v->u.b;
    return SL_OK;
}

static int method_nonzero(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos) return lang_unsupported(err, "nonzero() with positional arguments");
    bool as_tuple = false;
    for (int32_t k = 0; k < a->nkw; k++) {
        if (strcmp(a->kwnames[k], "as_tuple")) return lang_unsupported(err, "keyword argument '%s' of nonzero()", a->kwnames[k]);
        int rc = as_tuple_flag(a->kw[k], &as_tuple, err);
        if (rc) return rc;
    }
    return do_nonzero(I, t, as_tuple, out, err);
}

/* x.count_nonzero(dim=None): (x != 0).sum(dim), an int64 result */
static int method_count_nonzero(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dim"};
    lang_value *p[1];
    int rc = lang_bind(a, "count_nonzero", PN, 1, 0, p, err);
    if (rc) return rc;
    if (sl_dtype_is_complex(TV(t)->t.dtype)) return lang_unsupported(err, "count_nonzero() of complex tensors");
    lang_value *zero = lv_int(I, 0), *ne;
    CHECK_ALLOC(zero);
    if ((rc = lang_tensor_compare(I, OP_NE, t, zero, &ne, err))) return rc;
    if (p[0] && p[0]->kind == V_NONE) p[0] = NULL;
    return lang_tensor_method_pos(I, ne, "sum", p, p[0] ? 1 : 0, out, err);
}

/* torch.masked_select(input, mask): the elements of input where the bool mask is set,
 * both broadcast to one shape, in row-major order: a fresh 1-d tensor */
static int method_masked_select(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"mask"};
    lang_value *p[1];
    int rc = lang_bind(a, "masked_select", PN, 1, 1, p, err);
    if (rc) return rc;
    if ((rc = want_tensor(p[0], "masked_select", "mask", err))) return rc;
    const sl_tensor *x = &TV(t)->t, *m = &TV(p[0])->t;
    if (m->dtype == SL_UINT8) return lang_unsupported(err, "masked_select() with a uint8 mask (a deprecation warning)");
    if (m->dtype != SL_BOOL)
        return lang_py_error(err, "RuntimeError", "masked_select: expected BoolTensor or ByteTensor for mask");
    int64_t shape[SL_MAX_DIMS];
    int32_t nd;
    if ((rc = sl_torch_broadcast_shapes2(m->layout.size, m->layout.ndim, x->layout.size, x->layout.ndim, shape, &nd,
                                         err)))
        return rc;
    lang_value *sv = lv_ints(I, V_TUPLE, shape, nd), *xe, *me;
    CHECK_ALLOC(sv);
    if ((rc = lang_tensor_method_pos(I, t, "expand", &sv, 1, &xe, err))) return rc;
    if ((rc = lang_tensor_method_pos(I, p[0], "expand", &sv, 1, &me, err))) return rc;
    lang_num *xv, *mv;
    int64_t n;
    if ((rc = read_all(I, me, "masked_select()", &mv, &n, err))) return rc;
    if ((rc = read_all(I, xe, "masked_select()", &xv, &n, err))) return rc;
    int64_t cnt = 0;
    for (int64_t k = 0; k < n; k++) cnt += num_nonzero(mv[k]);
    lang_storage *st;
    if ((rc = new_zeros(I, &cnt, 1, NULL, 0, x->dtype, out, &st, err))) return rc;
    for (int64_t k = 0, j = 0; k < n; k++)
        if (num_nonzero(mv[k])) {
            if ((rc = write_at(I, *out, st, &j, xv[k], err))) return rc;
            j++;
        }
    return SL_OK;
}

/* ------------------------------------------------------------ diagonals == */

/* the elements of t (row-major) on diagonal k of a fresh square zero matrix */
static int vector_to_diag(lang_interp *I, lang_value *t, int64_t k, lang_value **out, sl_error *err) {
    lang_num *v;
    int64_t n;
    int rc = read_all(I, t, "diag()", &v, &n, err);
    if (rc) return rc;
    int64_t m = n + (k < 0 ? -k : k), shape[2] = {m, m}, mm;
    if (sl_ovf_mul(m, m, &mm) || mm > MAX_WALK)
        return lang_unsupported(err, "diag() of a matrix of more than 16777216 elements");
    lang_storage *st;
    if ((rc = new_zeros(I, shape, 2, NULL, 0, TV(t)->t.dtype, out, &st, err))) return rc;
    for (int64_t i = 0; i < n; i++) {
        int64_t at[2] = {k >= 0 ? i : i - k, k >= 0 ? i + k : i};
        if ((rc = write_at(I, *out, st, at, v[i], err))) return rc;
    }
    return SL_OK;
}

/* torch.diag(x, diagonal=0): a vector onto the diagonal of a fresh square zero matrix
 * of n + |diagonal| rows, or a matrix's diagonal copied into a fresh vector */
static int method_diag(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"diagonal"};
    lang_value *p[1];
    int rc = lang_bind(a, "diag", PN, 1, 0, p, err);
    if (rc) return rc;
    int64_t k = 0;
    if (p[0] && (rc = lang_to_int(p[0], &k, "diagonal", err))) return rc;
    const sl_tensor *x = &TV(t)->t;
    int32_t nd = x->layout.ndim;
    if (nd != 1 && nd != 2) return lang_py_error(err, "RuntimeError", "matrix or a vector expected");
    if (k > ((int64_t)1 << 40) || k < -((int64_t)1 << 40)) return lang_unsupported(err, "diag() with diagonal %lld", (long long)k);
    if (nd == 2) {
        int64_t r = x->layout.size[0], c = x->layout.size[1];
        int64_t len = k >= 0 ? (r < c - k ? r : c - k) : (r + k < c ? r + k : c);
        if (len < 0) return lang_unsupported(err, "diag() of a diagonal outside the matrix");
        lang_value *kv = lv_int(I, k), *d;
        CHECK_ALLOC(kv);
        if ((rc = lang_tensor_method_pos(I, t, "diagonal", &kv, 1, &d, err))) return rc;
        lang_num *v;
        int64_t n;
        if ((rc = read_all(I, d, "diag()", &v, &n, err))) return rc;
        lang_storage *st;
        if ((rc = new_zeros(I, &n, 1, NULL, 0, x->dtype, out, &st, err))) return rc;
        for (int64_t i = 0; i < n; i++)
            if ((rc = write_at(I, *out, st, &i, v[i], err))) return rc;
        return SL_OK;
    }
    return vector_to_diag(I, t, k, out, err);
}

/* an int argument within +-2**40 (offsets; larger ones are refused) */
static int offset_arg(const lang_value *v, const char *fname, int64_t *k, sl_error *err) {
    *k = 0;
    if (!v) return SL_OK;
    int rc = lang_to_int(v, k, "offset", err);
    if (rc) return rc;
    if (*k > ((int64_t)1 << 40) || *k < -((int64_t)1 << 40))
        return lang_unsupported(err, "%s() with offset %lld", fname, (long long)*k);
    return SL_OK;
}

/* torch.diagflat(x, offset=0): x flattened onto a diagonal */
static int method_diagflat(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"offset"};
    lang_value *p[1];
    int rc = lang_bind(a, "diagflat", PN, 1, 0, p, err);
    if (rc) return rc;
    int64_t k;
    if ((rc = offset_arg(p[0], "diagflat", &k, err))) return rc;
    return vector_to_diag(I, t, k, out, err);
}

/* torch.diag_embed(x, offset=0, dim1=-2, dim2=-1): a fresh contiguous zero tensor of
 * x's shape with its last dim n replaced by two of n + |offset|, x's last dim written on
 * diagonal `offset` of those two */
static int method_diag_embed(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"offset", "dim1", "dim2"};
    lang_value *p[3];
    int rc = lang_bind(a, "diag_embed", PN, 3, 0, p, err);
    if (rc) return rc;
    int64_t k, d1 = -2, d2 = -1;
    if ((rc = offset_arg(p[0], "diag_embed", &k, err))) return rc;
    if (p[1] && (rc = lang_to_int(p[1], &d1, "dim1", err))) return rc;
    if (p[2] && (rc = lang_to_int(p[2], &d2, "dim2", err))) return rc;
    const sl_tensor *x = &TV(t)->t;
    int32_t nd = x->layout.ndim;
    if (d1 != -2 || d2 != -1) return lang_unsupported(err, "diag_embed() with dims other than -2, -1");
    if (nd == 0 || nd + 1 > SL_MAX_DIMS) return lang_unsupported(err, "diag_embed() of a %d-dim tensor", (int)nd);
    lang_num *v;
    int64_t n;
    if ((rc = read_all(I, t, "diag_embed()", &v, &n, err))) return rc;
    int64_t last = x->layout.size[nd - 1], m = last + (k < 0 ? -k : k), shape[SL_MAX_DIMS];
    memcpy(shape, x->layout.size, sizeof(int64_t) * (size_t)nd);
    shape[nd - 1] = m;
    shape[nd] = m;
    int64_t total = 1;
    for (int32_t d = 0; d <= nd; d++)
        if (sl_ovf_mul(total, shape[d], &total) || total > MAX_WALK)
            return lang_unsupported(err, "diag_embed() of more than 16777216 elements");
    lang_storage *st;
    if ((rc = new_zeros(I, shape, nd + 1, NULL, 0, x->dtype, out, &st, err))) return rc;
    int64_t idx[SL_MAX_DIMS] = {0}, at[SL_MAX_DIMS];
    for (int64_t e = 0; e < n; e++) {
        int64_t i = idx[nd - 1];
        memcpy(at, idx, sizeof(int64_t) * (size_t)nd);
        at[nd - 1] = k >= 0 ? i : i - k;
        at[nd] = k >= 0 ? i + k : i;
        if ((rc = write_at(I, *out, st, at, v[e], err))) return rc;
        lang_next_index(idx, x->layout.size, nd);
    }
    return SL_OK;
}

/* torch.trace(x) of a matrix: the diagonal summed in torch's CPU accumulator (int64 for
 * integers, the result int64; double for float32 / float64, stored in x's dtype) */
static int method_trace(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "trace() with arguments");
    const sl_tensor *x = &TV(t)->t;
    if (x->layout.ndim != 2)
        return lang_py_error(err, "RuntimeError", "trace: expected a matrix, but got tensor with dim %d", (int)x->layout.ndim);
    sl_dtype dt = x->dtype;
    bool fl = dt == SL_FLOAT32 || dt == SL_FLOAT64;
    bool in = dt == SL_UINT8 || dt == SL_INT8 || dt == SL_INT16 || dt == SL_INT32 || dt == SL_INT64;
    if (!fl && !in) {
        if (sl_dtype_is_complex(dt)) return lang_unsupported(err, "trace() of complex tensors");
        return lang_py_error(err, "RuntimeError", "\"trace\" not implemented for '%s'", lang_torch_scalar_type_name(dt));
    }
    lang_value *d;
    int rc = lang_tensor_method_pos(I, t, "diagonal", NULL, 0, &d, err);
    if (rc) return rc;
    lang_num *v;
    int64_t n;
    if ((rc = read_all(I, d, "trace()", &v, &n, err))) return rc;
    double fs = 0;
    uint64_t is = 0;
    for (int64_t i = 0; i < n; i++) {
        if (fl) fs += v[i].f;
        else is += (uint64_t)v[i].i;
    }
    lang_storage *st;
    if ((rc = new_zeros(I, NULL, 0, NULL, 0, fl ? dt : SL_INT64, out, &st, err))) return rc;
    lang_num r = fl ? (lang_num){true, 0, fs} : inum((int64_t)is);
    return write_at(I, *out, st, NULL, r, err);
}

/* ------------------------------------------------------------ comparisons == */

/* the two tensors' values as torch compares them in their promoted dtype: double when
 * either is float64, float32 when either is another floating type, else exact ints */
static int promoted_kind(sl_dtype a, sl_dtype b, const char *fname, int *kind, sl_error *err) {
    if (sl_dtype_is_complex(a) || sl_dtype_is_complex(b)) return lang_unsupported(err, "%s() of complex tensors", fname);
    bool fa = sl_dtype_is_floating(a), fb = sl_dtype_is_floating(b);
    *kind = a == SL_FLOAT64 || b == SL_FLOAT64 ? 2 : fa || fb ? 1 : 0;
    return SL_OK;
}

static double as_double(lang_num x) { return x.is_float ? x.f : (double)x.i; }

/* x == y in the promoted kind (NaN: unequal) */
static bool num_equal(lang_num x, lang_num y, int kind) {
    if (kind == 0) return x.i == y.i;
    if (kind == 1) return (float)as_double(x) == (float)as_double(y);
    return as_double(x) == as_double(y);
}

static int method_equal(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"other"};
    lang_value *p[1];
    int rc = lang_bind(a, "equal", PN, 1, 1, p, err);
    if (rc) return rc;
    if ((rc = want_tensor(p[0], "equal", "other", err))) return rc;
    const sl_tensor *x = &TV(t)->t, *y = &TV(p[0])->t;
    int kind = 0;
    if ((rc = promoted_kind(x->dtype, y->dtype, "equal", &kind, err))) return rc;
    bool same = x->layout.ndim == y->layout.ndim;
    for (int32_t d = 0; same && d < x->layout.ndim; d++) same = x->layout.size[d] == y->layout.size[d];
    if (same) {
        lang_num *xv, *yv;
        int64_t n;
        if ((rc = read_all(I, t, "equal()", &xv, &n, err))) return rc;
        if ((rc = read_all(I, p[0], "equal()", &yv, &n, err))) return rc;
        for (int64_t k = 0; k < n && same; k++) same = num_equal(xv[k], yv[k], kind);
    }
    *out = lv_bool(I, same);
    CHECK_ALLOC(*out);
    return SL_OK;
}

static int float_arg(const lang_value *v, double dflt, double *out, sl_error *err) {
    *out = dflt;
    if (!v) return SL_OK;
    if (v->kind != V_FLOAT && v->kind != V_INT) return lang_unsupported(err, "allclose() with a %s tolerance", lv_type_name(v));
    return lang_to_float(v, out, err);
}

/* torch.allclose(x, y, rtol=1e-05, atol=1e-08, equal_nan=False): isclose(...).all() as
 * torch 1.13 computes it: x == y, or |x - y| finite and <= atol + |rtol * y|, each op in
 * the tensors' dtype (float32 arithmetic for float32; integers: x == y exactly, then the
 * error terms on both cast to the default float32, unless rtol and atol are both zero) */
/* isclose: the same test element by element, written into the bool tensor `x == y` gives
 * (TensorIterator's layout over the two operands) */
static int method_allclose(lang_interp *I, lang_value *t, bool isclose, const lang_args *a, lang_value **out,
                           sl_error *err) {
    static const char *const PN[] = {"other", "rtol", "atol", "equal_nan"};
    const char *fname = isclose ? "isclose" : "allclose";
    lang_value *p[4];
    int rc = lang_bind(a, fname, PN, 4, 1, p, err);
    if (rc) return rc;
    if ((rc = want_tensor(p[0], fname, "other", err))) return rc;
    double rtol, atol;
    if ((rc = float_arg(p[1], 1e-05, &rtol, err)) || (rc = float_arg(p[2], 1e-08, &atol, err))) return rc;
    if (p[3] && p[3]->kind != V_BOOL) return lang_unsupported(err, "allclose() with equal_nan given as %s", lv_type_name(p[3]));
    bool equal_nan = p[3] && p[3]->u.b;
    const sl_tensor *x = &TV(t)->t, *y = &TV(p[0])->t;
    if (x->dtype != y->dtype)
        return lang_py_error(err, "RuntimeError", "%s did not match %s", lang_torch_scalar_type_name(x->dtype),
                             lang_torch_scalar_type_name(y->dtype));
    sl_dtype dt = x->dtype;
    bool fl = dt == SL_FLOAT32 || dt == SL_FLOAT64;
    bool in = dt == SL_UINT8 || dt == SL_INT8 || dt == SL_INT16 || dt == SL_INT32 || dt == SL_INT64;
    if (!fl && !in) return lang_unsupported(err, "allclose() of %s tensors", lang_torch_scalar_type_name(dt));
    if (!(rtol >= 0) || !(atol >= 0)) return lang_unsupported(err, "allclose() with a negative tolerance");
    int64_t shape[SL_MAX_DIMS];
    int32_t nd;
    if ((rc = sl_torch_broadcast_shapes2(x->layout.size, x->layout.ndim, y->layout.size, y->layout.ndim, shape, &nd,
                                         err)))
        return rc;
    lang_value *sv = lv_ints(I, V_TUPLE, shape, nd), *xe, *ye;
    CHECK_ALLOC(sv);
    if ((rc = lang_tensor_method_pos(I, t, "expand", &sv, 1, &xe, err))) return rc;
    if ((rc = lang_tensor_method_pos(I, p[0], "expand", &sv, 1, &ye, err))) return rc;
    lang_num *xv, *yv;
    int64_t n;
    if ((rc = read_all(I, xe, "allclose()", &xv, &n, err))) return rc;
    if ((rc = read_all(I, ye, "allclose()", &yv, &n, err))) return rc;
    lang_value *res = NULL;
    lang_lview rv;
    int64_t ridx[SL_MAX_DIMS] = {0};
    if (isclose) {
        if ((rc = lang_tensor_compare(I, OP_EQ, t, p[0], &res, err))) return rc;
        lang_lview_of_tensor(&TV(res)->t, &rv);
    }
    bool all = true;
    for (int64_t k = 0; k < n && (all || isclose); k++) {
        lang_num u = xv[k], w = yv[k];
        bool close;
        if (dt == SL_FLOAT64) {
            close = u.f == w.f || (equal_nan && isnan(u.f) && isnan(w.f));
            double act = fabs(u.f - w.f), allowed = atol + fabs(rtol * w.f);
            close = close || (isfinite(act) && act <= allowed);
        } else if (dt == SL_FLOAT32) {
            float uf = (float)u.f, wf = (float)w.f;
            close = uf == wf || (equal_nan && isnan(uf) && isnan(wf));
            float act = fabsf(uf - wf), allowed = (float)atol + fabsf((float)rtol * wf);
            close = close || (isfinite(act) && act <= allowed);
        } else {
            /* integers: exact ==, then (both tolerances zero: nothing more) the error terms
             * on the values cast to the default float32 */
            close = u.i == w.i;
            if (rtol != 0 || atol != 0) {
                float uf = (float)u.i, wf = (float)w.i;
                float act = fabsf(uf - wf), allowed = (float)atol + fabsf((float)rtol * wf);
                close = close || (isfinite(act) && act <= allowed);
            }
        }
        all = all && close;
        if (isclose) {
            lang_num b = {false, close, close};
            if ((rc = lang_write(I, TV(res)->st, &rv, ridx, b, err))) return rc;
            lang_next_index(ridx, shape, nd);
        }
    }
    if (isclose) {
        *out = res;
        return SL_OK;
    }
    *out = lv_bool(I, all);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* ------------------------------------------------------------ fill_diagonal_ == */

/* x.fill_diagonal_(fill_value, wrap=False) as torch 1.13 writes it: fill_ of the
 * as_strided view (min(h, w),) with the stride sum from x's offset; with wrap, a matrix
 * taller than width + 1 also gets the view after every width + 1 rows */
static int method_fill_diagonal(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"fill_value", "wrap"};
    lang_value *p[2];
    int rc = lang_bind(a, "fill_diagonal_", PN, 2, 1, p, err);
    if (rc) return rc;
    if (p[1] && p[1]->kind != V_BOOL) return lang_unsupported(err, "fill_diagonal_() with wrap given as %s", lv_type_name(p[1]));
    bool wrap = p[1] && p[1]->u.b;
    const sl_layout *x = &TV(t)->t.layout;
    int32_t nd = x->ndim;
    if (nd < 2) return lang_py_error(err, "RuntimeError", "dimensions must larger than 1");
    int64_t h = x->size[0], w = x->size[1];
    if (nd > 2)
        for (int32_t d = 1; d < nd; d++)
            if (x->size[d] != h) return lang_py_error(err, "RuntimeError", "all dimensions of input must be of equal length");
    int64_t stride = 0, numel;
    for (int32_t d = 0; d < nd; d++)
        if (sl_ovf_add(stride, x->stride[d], &stride)) return lang_unsupported(err, "fill_diagonal_() stride overflow");
    if ((rc = sl_layout_numel(x, &numel, err))) return rc;
    int64_t size = h < w ? h : w;
    int64_t views[2][2] = {{size, x->offset}, {0, 0}};
    int nviews = 1;
    if (wrap && nd == 2 && h > w + 1) {
        int64_t step = w + 1;
        views[1][0] = (numel + step - 1) / step - size;
        if (sl_ovf_mul(x->stride[0], w + 1, &views[1][1]) || sl_ovf_add(views[1][1], x->offset, &views[1][1]))
            return lang_unsupported(err, "fill_diagonal_() offset overflow");
        nviews = 2;
    }
    for (int v = 0; v < nviews; v++) {
        lang_value *args[3], *dv, *ignored;
        args[0] = lv_ints(I, V_TUPLE, &views[v][0], 1);
        args[1] = lv_ints(I, V_TUPLE, &stride, 1);
        args[2] = lv_int(I, views[v][1]);
        CHECK_ALLOC(args[0] && args[1] && args[2] ? args[2] : NULL);
        if ((rc = lang_tensor_method_pos(I, t, "as_strided", args, 3, &dv, err))) return rc;
        if ((rc = lang_tensor_method_pos(I, dv, "fill_", &p[0], 1, &ignored, err))) return rc;
    }
    *out = t;
    return SL_OK;
}

/* ------------------------------------------------------------ triu / tril indices == */

/* torch.triu_indices(row, col, offset=0) / tril_indices: the (2, n) int64 row and column
 * indices of the upper (col - row >= offset) / lower (col - row <= offset) triangle in
 * row-major order, contiguous */
static int torch_tri_indices(lang_interp *I, bool upper, const lang_args *a, lang_value **out, sl_error *err) {
    const char *fname = upper ? "triu_indices" : "tril_indices";
    static const char *const PN[] = {"row", "col", "offset"};
    lang_value *p[3];
    int rc = lang_bind(a, fname, PN, 3, 2, p, err);
    if (rc) return rc;
    int64_t row, col, k = 0;
    if ((rc = lang_to_int(p[0], &row, "row", err)) || (rc = lang_to_int(p[1], &col, "col", err))) return rc;
    if ((rc = offset_arg(p[2], fname, &k, err))) return rc;
    if (row < 0 || col < 0) return lang_unsupported(err, "%s() with a negative size", fname);
    if (row > MAX_WALK || col > MAX_WALK) return lang_unsupported(err, "%s() of more than 16777216 rows or columns", fname);
    int64_t n = 0;
    for (int64_t i = 0; i < row; i++) {
        /* columns j in [0, col) with j - i >= k (upper) or j - i <= k (lower) */
        int64_t lo = upper ? i + k : 0, hi = upper ? col : i + k + 1;
        if (lo < 0) lo = 0;
        if (hi > col) hi = col;
        if (hi > lo) n += hi - lo;
        if (n > MAX_WALK) return lang_unsupported(err, "%s() of more than 16777216 indices", fname);
    }
    int64_t shape[2] = {2, n};
    lang_storage *st;
    if ((rc = new_zeros(I, shape, 2, NULL, 0, SL_INT64, out, &st, err))) return rc;
    int64_t e = 0;
    for (int64_t i = 0; i < row; i++) {
        int64_t lo = upper ? i + k : 0, hi = upper ? col : i + k + 1;
        if (lo < 0) lo = 0;
        if (hi > col) hi = col;
        for (int64_t j = lo; j < hi; j++, e++) {
            int64_t r0[2] = {0, e}, r1[2] = {1, e};
            if ((rc = write_at(I, *out, st, r0, inum(i), err)) || (rc = write_at(I, *out, st, r1, inum(j), err))) return rc;
        }
    }
    return SL_OK;
}

/* ------------------------------------------------------------ neg / abs / sqrt == */

/* -x, x.neg(), x.abs(), x.sqrt(): torch's unary ops, a fresh tensor of the unary layout
 * (sl_torch_unary_result) in x's dtype (sqrt of integers and bool: the default float32),
 * each element computed in the result dtype's arithmetic: negation and |v| wrapping for
 * integers, IEEE sqrt (float32's own for float32) */
struct unary_spec {
    bool neg, sq, f32;
};

static lang_num unary_one(const void *ctx, lang_num v) {
    const struct unary_spec *u = ctx;
    if (u->sq) {
        double d = v.is_float ? v.f : (double)v.i;
        v.is_float = true;
        v.f = u->f32 ? (double)sqrtf((float)d) : sqrt(d);
    } else if (v.is_float) {
        v.f = u->neg ? -v.f : fabs(v.f);
    } else if (u->neg || v.i < 0) {
        v.i = (int64_t)((uint64_t)0 - (uint64_t)v.i);
    }
    return v;
}

static int unary_op(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    sl_dtype dt = x->dtype;
    if (sl_dtype_is_complex(dt)) return lang_unsupported(err, "%s() of complex tensors", name);
    bool neg = !strcmp(name, "neg"), sq = !strcmp(name, "sqrt");
    if (dt == SL_BOOL && neg)
        return lang_py_error(err, "RuntimeError",
                             "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to "
                             "invert a mask, use the `~` or `logical_not()` operator instead.");
    if (dt == SL_BOOL && !sq) return lang_py_error(err, "RuntimeError", "\"abs_cpu\" not implemented for 'Bool'");
    if ((dt == SL_FLOAT16 || dt == SL_BFLOAT16) && sq)
        return lang_unsupported(err, "%s() of %s tensors", name, lang_torch_scalar_type_name(dt));
    sl_dtype odt = sq && !sl_dtype_is_floating(dt) ? SL_FLOAT32 : dt;
    char what[32];
    snprintf(what, sizeof what, "%s()", name);
    struct unary_spec spec = {neg, sq, odt == SL_FLOAT32};
    return lang_torch_unary_map(I, t, x, odt, unary_one, &spec, what, out, err);
}

int lang_fleet_unary(lang_interp *I, lang_op op, lang_value *t, lang_value **out, sl_error *err) {
    if (op == OP_NEG) return unary_op(I, t, "neg", out, err);
    if (op != OP_POS) return FLEET_NOT_MINE;
    if (TV(t)->t.dtype == SL_BOOL)
        return lang_py_error(err, "RuntimeError", "The `+` operator, on a bool tensor is not supported.");
    *out = t; /* torch.positive returns self */
    return SL_OK;
}

/* ------------------------------------------------------------ dispatch == */

/* x.argsort(dim=-1, descending=False, stable=False): the indices of x.sort(...) */
static int method_argsort(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    lang_value *r;
    int rc = lang_tensor_method(I, t, "sort", a, &r, err);
    if (rc) return rc;
    if (r->kind != V_TUPLE || r->u.seq.n != 2) return lang_unsupported(err, "argsort() of this sort result");
    *out = r->u.seq.v[1];
    return SL_OK;
}

int lang_fleet_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                             lang_value **out, sl_error *err) {
    if (!strcmp(name, "nonzero")) return method_nonzero(I, t, a, out, err);
    if (!strcmp(name, "argwhere")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "argwhere() with arguments");
        return do_nonzero(I, t, false, out, err);
    }
    if (!strcmp(name, "count_nonzero")) return method_count_nonzero(I, t, a, out, err);
    if (!strcmp(name, "masked_select")) return method_masked_select(I, t, a, out, err);
    if (!strcmp(name, "diag")) return method_diag(I, t, a, out, err);
    if (!strcmp(name, "diagflat")) return method_diagflat(I, t, a, out, err);
    if (!strcmp(name, "diag_embed")) return method_diag_embed(I, t, a, out, err);
    if (!strcmp(name, "trace")) return method_trace(I, t, a, out, err);
    if (!strcmp(name, "equal")) return method_equal(I, t, a, out, err);
    if (!strcmp(name, "allclose") || !strcmp(name, "isclose")) return method_allclose(I, t, name[0] == 'i', a, out, err);
    if (!strcmp(name, "fill_diagonal_")) return method_fill_diagonal(I, t, a, out, err);
    if (!strcmp(name, "argsort")) return method_argsort(I, t, a, out, err);
    if (!strcmp(name, "neg") || !strcmp(name, "negative") || !strcmp(name, "abs") || !strcmp(name, "absolute") ||
        !strcmp(name, "sqrt")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
        const char *base = name[0] == 'n' ? "neg" : name[0] == 'a' ? "abs" : "sqrt";
        return unary_op(I, t, base, out, err);
    }
    if (!strcmp(name, "neg_") || !strcmp(name, "negative_")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
        if (TV(t)->t.dtype == SL_BOOL) return unary_op(I, t, "neg", out, err);
        lang_value *k = lv_int(I, -1);
        CHECK_ALLOC(k);
        return lang_tensor_method_pos(I, t, "mul_", &k, 1, out, err);
    }
    return FLEET_NOT_MINE;
}

int lang_fleet_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "triu_indices") || !strcmp(name, "tril_indices"))
        return torch_tri_indices(I, name[3] == 'u', a, out, err);
    if (!strcmp(name, "where")) {
        /* torch.where(condition) is torch.nonzero(condition, as_tuple=True) */
        if (a->npos != 1 || a->nkw) return FLEET_NOT_MINE;
        if (a->pos[0]->kind != V_TENSOR) return FLEET_NOT_MINE;
        return do_nonzero(I, a->pos[0], true, out, err);
    }
    static const char *const FUNCS[] = {"nonzero", "argwhere", "count_nonzero", "masked_select", "diag", "diagflat",
                                        "diag_embed", "trace", "equal", "allclose", "isclose", "argsort", "neg", "negative",
                                        "abs", "absolute", "sqrt"};
    bool mine = false;
    for (size_t i = 0; i < SL_ARRAY_LEN(FUNCS) && !mine; i++) mine = !strcmp(name, FUNCS[i]);
    if (!mine) return FLEET_NOT_MINE;
    if (a->npos < 1 || a->pos[0]->kind != V_TENSOR)
        return lang_unsupported(err, "torch.%s() without a tensor as its first positional argument", name);
    lang_args b = *a;
    b.pos = a->pos + 1;
    b.npos = a->npos - 1;
    return lang_fleet_tensor_method(I, a->pos[0], name, &b, out, err);
}

/* ------------------------------------------------------------ Python helpers == */

/* dict(mapping or iterable of pairs, **kwargs): keys in first-insertion order, a later
 * equal key replacing the value (lang_dict_put) */
int lang_fleet_dict(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos > 1) return lang_py_error(err, "TypeError", "dict expected at most 1 argument, got %d", a->npos);
    lang_value *d = lv_seq(I, V_DICT, 0);
    CHECK_ALLOC(d);
    int rc;
    if (a->npos == 1) {
        lang_value *src = a->pos[0];
        if (src->kind == V_DICT && !src->pytype) {
            if ((rc = lang_dict_update(I, d, src, err))) return rc;
        } else {
            lang_value *items;
            if ((rc = lang_iterate(I, src, &items, err))) return rc;
            for (int64_t k = 0; k < items->u.seq.n; k++) {
                lang_value *e = items->u.seq.v[k];
                if (e->kind != V_TUPLE && e->kind != V_LIST && e->kind != V_SIZE)
                    return lang_unsupported(err, "dict() of a sequence holding a %s", lv_type_name(e));
                if (e->u.seq.n != 2 || e->pytype)
                    return e->pytype ? lang_unsupported(err, "dict() of a sequence holding a %s", e->pytype)
                                     : lang_py_error(err, "ValueError",
                                                     "dictionary update sequence element #%lld has length %lld; 2 is required",
                                                     (long long)k, (long long)e->u.seq.n);
                if ((rc = lang_dict_put(I, d, e->u.seq.v[0], e->u.seq.v[1], err))) return rc;
            }
        }
    }
    for (int32_t k = 0; k < a->nkw; k++) {
        lang_value *key = lv_strz(I, a->kwnames[k]);
        CHECK_ALLOC(key);
        if ((rc = lang_dict_put(I, d, key, a->kw[k], err))) return rc;
    }
    *out = d;
    return SL_OK;
}

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


/* ------------------------------------------------------------ numpy helpers == */

static lang_array_v *AV(const lang_value *v) { return v->u.array; }

static int want_array(const lang_value *v, const char *fname, sl_error *err) {
    if (v->kind != V_ARRAY || v->np_scalar)
        return lang_unsupported(err, "numpy.%s() of a %s", fname, lv_type_name(v));
    if (sl_dtype_is_complex(AV(v)->a.dtype)) return lang_unsupported(err, "numpy.%s() of complex arrays", fname);
    return SL_OK;
}

/* every element of an array in C order */
static int read_array(lang_interp *I, lang_value *av, const char *what, lang_num **vals, int64_t *n, sl_error *err) {
    const sl_array *a = &AV(av)->a;
    lang_lview v;
    lang_lview_of_array(a, &v);
    int rc = lang_numel(&v, n, err);
    if (rc) return rc;
    if (*n > MAX_WALK) return lang_unsupported(err, "%s of more than 16777216 elements", what);
    *vals = lang_alloc(&I->A, (size_t)(*n + 1) * sizeof **vals);
    CHECK_ALLOC(*vals);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < *n; k++) {
        if ((rc = lang_read(I, AV(av)->st, &v, idx, &(*vals)[k], err))) return rc;
        lang_next_index(idx, a->shape, a->ndim);
    }
    return SL_OK;
}

/* np.count_nonzero(a, axis=None): a Python int, or (a != 0).sum(axis) (int64) */
static int np_count_nonzero(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "axis", "keepdims"};
    lang_value *p[3];
    int rc = lang_bind(a, "count_nonzero", PN, 3, 1, p, err);
    if (rc) return rc;
    if ((rc = want_array(p[0], "count_nonzero", err))) return rc;
    if (p[2]) return lang_unsupported(err, "numpy.count_nonzero() with keepdims=");
    if (p[1] && p[1]->kind != V_NONE) {
        lang_value *zero = lv_int(I, 0), *ne;
        CHECK_ALLOC(zero);
        if ((rc = lang_np_compare(I, OP_NE, p[0], zero, &ne, err))) return rc;
        lang_args b;
        memset(&b, 0, sizeof b);
        const char *kn[1] = {"axis"};
        b.kwnames = kn;
        b.kw = &p[1];
        b.nkw = 1;
        return lang_np_method(I, ne, "sum", &b, out, err);
    }
    lang_num *v;
    int64_t n, cnt = 0;
    if ((rc = read_array(I, p[0], "numpy.count_nonzero()", &v, &n, err))) return rc;
    for (int64_t k = 0; k < n; k++) cnt += num_nonzero(v[k]);
    *out = lv_int(I, cnt);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* np.array_equal(a1, a2): same shape and equal elements (in the promoted type: exact for
 * two integer arrays, doubles otherwise; NaN unequal) as a Python bool */
static int np_array_equal(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a1", "a2", "equal_nan"};
    lang_value *p[3];
    int rc = lang_bind(a, "array_equal", PN, 3, 2, p, err);
    if (rc) return rc;
    if (p[2] && !(p[2]->kind == V_BOOL && !p[2]->u.b)) return lang_unsupported(err, "numpy.array_equal() with equal_nan=");
    if ((rc = want_array(p[0], "array_equal", err)) || (rc = want_array(p[1], "array_equal", err))) return rc;
    const sl_array *x = &AV(p[0])->a, *y = &AV(p[1])->a;
    bool same = x->ndim == y->ndim;
    for (int32_t d = 0; same && d < x->ndim; d++) same = x->shape[d] == y->shape[d];
    if (same) {
        bool xi = !sl_dtype_is_floating(x->dtype), yi = !sl_dtype_is_floating(y->dtype);
        if (xi && yi && (x->dtype == SL_UINT64) != (y->dtype == SL_UINT64))
            return lang_unsupported(err, "numpy.array_equal() of uint64 with signed integers");
        lang_num *xv, *yv;
        int64_t n;
        if ((rc = read_array(I, p[0], "numpy.array_equal()", &xv, &n, err))) return rc;
        if ((rc = read_array(I, p[1], "numpy.array_equal()", &yv, &n, err))) return rc;
        for (int64_t k = 0; k < n && same; k++) same = num_equal(xv[k], yv[k], xi && yi ? 0 : 2);
    }
    *out = lv_bool(I, same);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* np.isfortran(a): F-contiguous and not C-contiguous */
static int np_isfortran(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a"};
    lang_value *p[1];
    int rc = lang_bind(a, "isfortran", PN, 1, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_ARRAY || p[0]->np_scalar) return lang_unsupported(err, "numpy.isfortran() of a %s", lv_type_name(p[0]));
    uint32_t f = AV(p[0])->a.flags;
    *out = lv_bool(I, (f & SL_NP_F_CONTIGUOUS) && !(f & SL_NP_C_CONTIGUOUS));
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* np.fill_diagonal(a, val, wrap=False) as numpy writes it: a.flat[:end:step] = val with
 * step 1 + sum of cumprod(shape[:-1]) and end = shape[1]**2 (2-d without wrap) */
static int np_fill_diagonal(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "val", "wrap"};
    lang_value *p[3];
    int rc = lang_bind(a, "fill_diagonal", PN, 3, 2, p, err);
    if (rc) return rc;
    if ((rc = want_array(p[0], "fill_diagonal", err))) return rc;
    if (p[2] && p[2]->kind != V_BOOL) return lang_unsupported(err, "numpy.fill_diagonal() with wrap given as %s", lv_type_name(p[2]));
    bool wrap = p[2] && p[2]->u.b;
    const sl_array *x = &AV(p[0])->a;
    if (x->ndim < 2) return lang_py_error(err, "ValueError", "array must be at least 2-d");
    int64_t step = 1, end = -1, acc = 1;
    if (x->ndim == 2) {
        step = x->shape[1] + 1;
        if (!wrap && sl_ovf_mul(x->shape[1], x->shape[1], &end)) return lang_unsupported(err, "numpy.fill_diagonal() end overflow");
    } else {
        for (int32_t d = 1; d < x->ndim; d++)
            if (x->shape[d] != x->shape[0]) return lang_py_error(err, "ValueError", "All dimensions of input must be of equal length");
        for (int32_t d = 0; d + 1 < x->ndim; d++) {
            if (sl_ovf_mul(acc, x->shape[d], &acc) || sl_ovf_add(step, acc, &step))
                return lang_unsupported(err, "numpy.fill_diagonal() step overflow");
        }
    }
    if (p[1]->kind != V_INT && p[1]->kind != V_FLOAT && p[1]->kind != V_BOOL)
        return lang_unsupported(err, "numpy.fill_diagonal() with a %s value", lv_type_name(p[1]));
    lang_value *flat, *sl = lv_new(I, V_SLICE);
    CHECK_ALLOC(sl);
    sl->u.slice.start = lv_none(I);
    sl->u.slice.stop = end < 0 ? lv_none(I) : lv_int(I, end);
    sl->u.slice.step = lv_int(I, step);
    CHECK_ALLOC(sl->u.slice.start && sl->u.slice.stop && sl->u.slice.step ? sl : NULL);
    if ((rc = lang_getattr(I, p[0], "flat", &flat, err))) return rc;
    if ((rc = lang_np_flat_set(I, flat, sl, p[1], err))) return rc;
    *out = lv_none(I);
    return SL_OK;
}

int lang_fleet_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "ndindex")) return np_ndindex(I, a, out, err);
    if (!strcmp(name, "count_nonzero")) return np_count_nonzero(I, a, out, err);
    if (!strcmp(name, "array_equal")) return np_array_equal(I, a, out, err);
    if (!strcmp(name, "isfortran")) return np_isfortran(I, a, out, err);
    if (!strcmp(name, "fill_diagonal")) return np_fill_diagonal(I, a, out, err);
    return FLEET_NOT_MINE;
}
