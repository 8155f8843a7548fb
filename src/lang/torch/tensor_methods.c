/*
 * tensor_methods.c — Tensor attributes (shape, dtype, T, mT, _base, ...) and Tensor's
 * method table (py_dispatch.h): the view ops' handlers (tm_*, which call the engine) and
 * the family files' dispatchers (tensor_ops.c, tensor_reorder.c, tensor_storage.c, ...),
 * each name's entries in the order torch's checks decide which error a bad call gets.
 */
#include "lang/python/py.h"
#include "lang/python/py_dispatch.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ attributes == */

static lang_value *size_value(lang_interp *I, const sl_tensor *t) {
    return lv_ints(I, V_SIZE, t->layout.size, t->layout.ndim);
}

static int ta_real_imag(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    int rc;
    if (name[0] == 'i' && (rc = lang_torch_check_conj(&TV(t)->t, "imag", err))) return rc;
    return lang_complex_tensor_part(I, t, name[0] == 'i', out, err); /* arr_complex.c */
}

static int ta_shape(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = size_value(I, &TV(t)->t));
    return SL_OK;
}

static int ta_dtype(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = tensor_dtype_value(I, TV(t)->t.dtype, false));
    return SL_OK;
}

static int ta_ndim(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_int(I, TV(t)->t.layout.ndim));
    return SL_OK;
}

static int ta_base(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    *out = TV(t)->base ? TV(t)->base : lv_none(I);
    return SL_OK;
}

static int ta_T(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    sl_tensor r;
    bool warned = false;
    int rc = sl_torch_T(&TV(t)->t, &r, &warned, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

/* mT, mH, H */
static int ta_matrix_transpose(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    sl_tensor r;
    sl_matrix_op op = name[0] == 'H' ? SL_H : name[1] == 'T' ? SL_MT : SL_MH;
    int rc = sl_torch_matrix_transpose(&TV(t)->t, op, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

/* every tensor here is a CPU leaf that requires no grad: is_cuda, is_sparse, requires_grad */
static int ta_false(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_bool(I, false));
    return SL_OK;
}

/* is_cpu, is_leaf */
static int ta_true(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_bool(I, true));
    return SL_OK;
}

/* grad, grad_fn */
static int ta_none(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_none(I));
    return SL_OK;
}

static int ta_device(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    return lang_cpu_device(I, out, err);
}

static int ta_layout(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    *out = lang_torch_strided(I);
    return SL_OK;
}

/* Tensor.itemsize and Tensor.nbytes arrived in torch 2.1 (element_size() and
 * numel() * element_size(), also of a view or an expanded tensor); 1.13 has neither */
static int ta_itemsize_nbytes(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    int rc;
    if (tt->ref != SL_REF_LESSONS)
        return lang_py_error(err, "AttributeError", "'Tensor' object has no attribute '%s'", name);
    int64_t v = tt->layout.itemsize;
    if (name[0] == 'n') {
        int64_t numel;
        if ((rc = sl_layout_numel(&tt->layout, &numel, err))) return rc;
        if (sl_ovf_mul(numel, tt->layout.itemsize, &v)) return sl_error_overflow(err, "nbytes");
    }
    CHECK_ALLOC(*out = lv_int(I, v));
    return SL_OK;
}

/* shares storage, not a view */
static int ta_data(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    lang_value *v = lv_new(I, V_TENSOR);
    CHECK_ALLOC(v);
    lang_tensor_v *tv = lang_alloc(&I->A, sizeof *tv);
    CHECK_ALLOC(tv);
    *tv = *TV(t);
    tv->base = NULL;
    v->u.object.data = tv;
    *out = v;
    return SL_OK;
}

/* Tensor's attributes, in strcmp order (tests/test_dispatch.c checks it) */
static const lang_attr_def TENSOR_ATTR_DEFS[] = {
    {"H", ta_matrix_transpose},
    {"T", ta_T},
    {"_base", ta_base},
    {"data", ta_data},
    {"device", ta_device},
    {"dtype", ta_dtype},
    {"grad", ta_none},
    {"grad_fn", ta_none},
    {"imag", ta_real_imag},
    {"is_cpu", ta_true},
    {"is_cuda", ta_false},
    {"is_leaf", ta_true},
    {"is_sparse", ta_false},
    {"itemsize", ta_itemsize_nbytes},
    {"layout", ta_layout},
    {"mH", ta_matrix_transpose},
    {"mT", ta_matrix_transpose},
    {"nbytes", ta_itemsize_nbytes},
    {"ndim", ta_ndim},
    {"real", ta_real_imag},
    {"requires_grad", ta_false},
    {"shape", ta_shape},
};
static const lang_attr_defs TENSOR_ATTRS = {"Tensor", TENSOR_ATTR_DEFS, (int32_t)SL_ARRAY_LEN(TENSOR_ATTR_DEFS)};
const lang_attr_defs *lang_tensor_attr_defs(void) { return &TENSOR_ATTRS; }

/* t.name: an attribute of the table, else a method, bound when it is called */
int lang_tensor_getattr(lang_interp *I, lang_value *t, const char *name, lang_value **out,
                        sl_error *err) {
    int rc = lang_attr_defs_get(&TENSOR_ATTRS, I, t, name, out, err);
    if (rc != LANG_NOT_MINE) return rc;
    lang_value *f = lv_new(I, V_FUNC);
    CHECK_ALLOC(f);
    f->u.func.name = lang_strndup(&I->A, name, strlen(name));
    CHECK_ALLOC(f->u.func.name);
    f->u.func.self = t;
    *out = f;
    return SL_OK;
}

/* ------------------------------------------------------------ methods == */

static int multi_out(lang_interp *I, lang_value *t, sl_tensor *outs, int32_t n,
                     lang_value **out, sl_error *err) {
    lang_value *tup = lv_seq(I, V_TUPLE, n);
    CHECK_ALLOC(tup);
    for (int32_t i = 0; i < n; i++) {
        tup->u.seq.v[i] = lang_wrap_tensor(I, &outs[i], NULL, t);
        CHECK_ALLOC(tup->u.seq.v[i]);
    }
    *out = tup;
    return SL_OK;
}

static int opt_int(const lang_value *v, int64_t def, int64_t *out, sl_error *err) {
    if (!v) {
        *out = def;
        return SL_OK;
    }
    return tensor_get_int(v, out, err);
}

bool tensor_is_intseq(const lang_value *v) {
    return v->kind == V_TUPLE || v->kind == V_LIST || v->kind == V_SIZE;
}

#define BIND(params, nreq)                                                               \
    do {                                                                                 \
        static const char *const PN_[] = params;                                         \
        if ((rc = lang_bind(a, name, PN_, (int32_t)SL_ARRAY_LEN(PN_), nreq, p, err)))    \
            return rc;                                                                   \
    } while (0)
#define P(...) {__VA_ARGS__}

static int tm_numpy(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                    lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    int rc;
    /* tensor_to_numpy: force=True would resolve the bit into a copy (not modelled) */
    if (tt->conj && !a->npos && a->nkw) return lang_unsupported(err, "numpy(force=...) of a conjugate view");
    if (!a->npos && (rc = lang_torch_check_conj(tt, "numpy", err))) return rc;
    return lang_interop_numpy(I, t, a, out, err);
}

static int tm_view_reshape_expand(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                                  lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    int64_t v1[SL_MAX_DIMS];
    int32_t n1;
    if (!strcmp(name, "view") && a->npos == 1 && a->pos[0]->kind == V_DTYPE) {
        /* same-size dtypes reinterpret the bytes with the same layout */
        sl_dtype nd = lang_dtype_of(a->pos[0]);
        if (nd != tt->dtype && (rc = lang_torch_check_conj(tt, "view_dtype", err))) return rc;
        if ((rc = tensor_view_dtype(tt, nd, &r, err))) return rc;
        if ((rc = tensor_wrap(I, SL_OK, &r, t, out, err))) return rc;
        /* 1.13 does not track a dtype view: it shares storage but `_base` is None */
        lang_value *v = lv_new(I, V_TENSOR);
        lang_tensor_v *tv = lang_alloc(&I->A, sizeof *tv);
        CHECK_ALLOC(v);
        CHECK_ALLOC(tv);
        *tv = *TV(*out);
        tv->base = NULL;
        v->u.object.data = tv;
        *out = v;
        return SL_OK;
    }
    const char *kw = !strcmp(name, "permute") || !strcmp(name, "flip") ? "dims"
                     : !strcmp(name, "expand") ? "size" : !strcmp(name, "reshape") ? "shape" : "size";
    for (int32_t k = 0; k < a->nkw; k++)
        if (strcmp(a->kwnames[k], kw) && !(name[0] == 'e' && !strcmp(a->kwnames[k], "implicit")))
            return lang_unsupported(err, "keyword argument '%s' of %s()", a->kwnames[k], name);
    if (a->npos == 0 && a->nkw == 0) {
        if (name[0] == 'v')
            return lang_py_error(err, "TypeError",
                                 "view() received an invalid combination of arguments - got (), but expected one of:\n"
                                 " * (torch.dtype dtype)\n * (tuple of %s size)\n",
                                 tt->ref == SL_REF_LESSONS ? "ints" : "SymInts");
        return lang_py_error(err, "TypeError", "%s() missing 1 required positional arguments: \"%s\"", name, kw);
    }
    if ((rc = tensor_int_list_args(a, 0, kw, v1, &n1, err))) return rc;
    switch (name[0]) {
    case 'v': rc = sl_torch_view(tt, v1, n1, &r, err); break;
    case 'r': rc = sl_torch_reshape(tt, v1, n1, &r, err); break;
    case 'e': rc = sl_torch_expand(tt, v1, n1, &r, err); break;
    case 'p': rc = sl_torch_permute(tt, v1, n1, &r, err); break;
    default: {
        rc = sl_torch_flip(tt, v1, n1, &r, err);
        if (rc) return rc;
        if (r.alias == SL_ALIAS_SAME) {
            *out = t;
            return SL_OK;
        }
        uint64_t mask = 0;
        for (int32_t i = 0; i < n1; i++) {
            int64_t d;
            if ((rc = sl_wrap_dim(v1[i], tt->layout.ndim, true, &d, err))) return rc;
            if (tt->layout.ndim > 0) mask |= (uint64_t)1 << d;
        }
        lang_lview sv, dv;
        lang_lview_of_tensor(tt, &sv);
        lang_lview_of_tensor(&r, &dv);
        lang_storage *st = lang_storage_copy(I, TV(t)->st, &sv, &dv, r.storage_bytes, mask, false);
        CHECK_ALLOC(st);
        r.alias = SL_ALIAS_NEW;
        *out = lang_wrap_tensor(I, &r, st, NULL);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    }
    return tensor_wrap(I, rc, &r, t, out, err);
}

static int tm_broadcast_to(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                           lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    int64_t v1[SL_MAX_DIMS];
    int32_t n1;
    lang_value *p[4];
    BIND(P("size"), 1);
    if ((rc = lang_int_list((const lang_value *const *)&p[0], 1, v1, &n1, "size", err))) return rc;
    /* torch 1.13's broadcast_to converts the sizes to SymInts itself (sl_torch_expand) */
    for (int32_t i = 0; i < n1 && tt->ref == SL_REF_DEBIAN12; i++)
        if (v1[i] < -(INT64_C(1) << 62))
            return lang_py_error(err, "RuntimeError", "IntArrayRef contains an int that cannot be represented as a SymInt: %lld",
                                 (long long)v1[i]);
    rc = sl_torch_expand(tt, v1, n1, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

static int tm_view_as(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                      lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    lang_value *p[4];
    BIND(P("other"), 1);
    if (p[0]->kind != V_TENSOR) return lang_unsupported(err, "%s() of a %s", name, lv_type_name(p[0]));
    const sl_tensor *o = &TV(p[0])->t;
    if (name[0] == 'v') rc = sl_torch_view(tt, o->layout.size, o->layout.ndim, &r, err);
    else if (name[0] == 'r') rc = sl_torch_reshape(tt, o->layout.size, o->layout.ndim, &r, err);
    else rc = sl_torch_expand(tt, o->layout.size, o->layout.ndim, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

static int tm_transpose(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    lang_value *p[4];
    if (!strcmp(name, "swapaxes")) BIND(P("axis0", "axis1"), 2);
    else BIND(P("dim0", "dim1"), 2);
    int64_t d0, d1;
    if ((rc = tensor_get_int(p[0], &d0, err)) || (rc = tensor_get_int(p[1], &d1, err))) return rc;
    rc = sl_torch_transpose(tt, d0, d1, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

static int tm_t(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    if ((rc = tensor_no_kwargs(a, name, err))) return rc;
    if (a->npos) return lang_unsupported(err, "t() with arguments");
    rc = sl_torch_t(tt, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

static int tm_adjoint(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                      lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    if (a->npos || a->nkw) return lang_unsupported(err, "adjoint() with arguments");
    rc = sl_torch_matrix_transpose(tt, SL_ADJOINT, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

static int tm_unsqueeze(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    lang_value *p[4];
    BIND(P("dim"), 1);
    int64_t d;
    if ((rc = tensor_get_int(p[0], &d, err))) return rc;
    rc = sl_torch_unsqueeze(tt, d, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

/* squeeze(dims) of torch 2.x: every dim wrapped, none twice (dim_list_to_bitset), then
 * the ones of size 1 dropped (a view) */
static int squeeze_dims(lang_interp *I, lang_value *t, lang_value *dims, lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    const int64_t n = dims->u.seq.n;
    if (n > SL_MAX_DIMS) return lang_unsupported(err, "squeeze() of more than %d dims", SL_MAX_DIMS);
    bool seen[SL_MAX_DIMS + 1] = {false};
    int64_t w[SL_MAX_DIMS];
    int rc;
    for (int64_t k = 0; k < n; k++) {
        lang_value *d = dims->u.seq.v[k];
        if (d->kind != V_INT) return lang_unsupported(err, "squeeze() with a dims tuple holding %s", lv_type_name(d));
        if ((rc = sl_wrap_dim(d->u.i, tt->layout.ndim, true, &w[k], err))) return rc;
        if (seen[w[k]]) return lang_py_error(err, "RuntimeError", "dim %lld appears multiple times in the list of dims", (long long)w[k]);
        seen[w[k]] = true;
    }
    sl_tensor r = *tt, next;
    bool made = false; /* the result is a view even when nothing is dropped */
    for (int32_t d = tt->layout.ndim - 1; d >= 0; d--) {
        if (!seen[d]) continue;
        if ((rc = sl_torch_squeeze_dim(&r, d, &next, err))) return rc;
        r = next;
        made = true;
    }
    if (!made && tt->layout.ndim == 0 && (rc = sl_torch_squeeze_dim(tt, 0, &r, err))) return rc;
    if (!made && tt->layout.ndim > 0) {
        sl_tensor one;
        if ((rc = sl_torch_unsqueeze(tt, 0, &one, err)) || (rc = sl_torch_squeeze_dim(&one, 0, &r, err))) return rc;
    }
    return tensor_wrap(I, SL_OK, &r, t, out, err);
}

static int tm_squeeze(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                      lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    lang_value *p[4];
    BIND(P("dim"), 0);
    if (!p[0] || p[0]->kind == V_NONE) {
        rc = sl_torch_squeeze(tt, &r, err);
    } else {
        int64_t d;
        if (tensor_is_intseq(p[0])) {
            if (tt->ref != SL_REF_LESSONS) return lang_unsupported(err, "squeeze() with a tuple of dims (torch 1.13's signatures)");
            return squeeze_dims(I, t, p[0], out, err);
        }
        if ((rc = tensor_get_int(p[0], &d, err))) return rc;
        rc = sl_torch_squeeze_dim(tt, d, &r, err);
    }
    return tensor_wrap(I, rc, &r, t, out, err);
}

/* Tensor.dim_order() (torch 2.x, torch/_tensor.py): compute_elementwise_output_logical_
 * to_physical_perm of the one tensor: () of a 0-d one, (0,) of a 1-d one, range(ndim)
 * when contiguous, else its insertion sort, back to front, by stride (0 strides
 * ambiguous, equal strides ordered by size) */
static int tm_dim_order(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    if (a->npos || a->nkw) return lang_unsupported(err, "dim_order() with arguments");
    const int32_t nd = tt->layout.ndim;
    int64_t perm[SL_MAX_DIMS];
    for (int32_t k = 0; k < nd; k++) perm[k] = nd - 1 - k;
    if (nd >= 2 && !sl_torch_is_contiguous(&tt->layout, SL_MF_CONTIGUOUS)) {
        const int64_t *st = tt->layout.stride, *sz = tt->layout.size;
        for (int32_t i = 1; i < nd; i++) {
            int32_t d1 = i;
            for (int32_t d0 = i - 1; d0 >= 0; d0--) {
                int64_t ia = perm[d0], ib = perm[d1];
                int cmp = 0;
                if (st[ia] != 0 && st[ib] != 0) cmp = st[ia] < st[ib] ? -1 : st[ia] > st[ib] ? 1 : sz[ia] > sz[ib] ? 1 : 0;
                if (cmp > 0) {
                    perm[d0] = ib, perm[d1] = ia;
                    d1 = d0;
                } else if (cmp < 0) {
                    break;
                }
            }
        }
    }
    int64_t res[SL_MAX_DIMS];
    for (int32_t k = 0; k < nd; k++) res[k] = perm[nd - 1 - k];
    CHECK_ALLOC(*out = lv_ints(I, V_TUPLE, res, nd));
    return SL_OK;
}

static int tm_flatten(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                      lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    lang_value *p[4];
    BIND(P("start_dim", "end_dim"), 0);
    int64_t s, e;
    if ((rc = opt_int(p[0], 0, &s, err)) || (rc = opt_int(p[1], -1, &e, err))) return rc;
    rc = sl_torch_flatten(tt, s, e, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

static int tm_ravel(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                    lang_value **out, sl_error *err) {
    sl_tensor r;
    int rc;
    if (a->npos || a->nkw) return lang_unsupported(err, "ravel() with arguments");
    /* torch's ravel is self.contiguous().view(-1): a copy whenever self is not
     * contiguous, even where reshape(-1) would give a view (x[::2]) */
    lang_value *c;
    if ((rc = lang_tensor_method_pos(I, t, "contiguous", NULL, 0, &c, err))) return rc;
    int64_t m1 = -1;
    rc = sl_torch_view(&TV(c)->t, &m1, 1, &r, err);
    return tensor_wrap(I, rc, &r, c, out, err);
}

static int tm_unflatten(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    int64_t v1[SL_MAX_DIMS];
    int32_t n1;
    lang_value *p[4];
    BIND(P("dim", "sizes"), 2);
    int64_t d;
    if ((rc = tensor_get_int(p[0], &d, err))) return rc;
    if ((rc = lang_int_list((const lang_value *const *)&p[1], 1, v1, &n1, "sizes", err))) return rc;
    rc = sl_torch_unflatten(tt, d, v1, n1, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

/* narrow(dim, start, length) and unfold(dimension, size, step): three required ints */
static int tm_narrow_unfold(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                            lang_value **out, sl_error *err) {
    static const char *const NARROW[] = {"dim", "start", "length"}, *const UNFOLD[] = {"dimension", "size", "step"};
    bool narrow = name[0] == 'n';
    lang_value *p[3];
    int64_t v[3];
    int rc = lang_bind(a, name, narrow ? NARROW : UNFOLD, 3, 3, p, err);
    if (rc) return rc;
    if (narrow && p[1]->kind == V_TENSOR) { /* narrow(dim, Tensor start, length): start.item() */
        const sl_tensor *st = &TV(p[1])->t;
        if (st->layout.ndim != 0 || !sl_dtype_is_integral(st->dtype, false))
            return lang_py_error(err, "RuntimeError", "start must be an 0-dim integral Tensor.");
        lang_value *item;
        if ((rc = lang_tensor_method_pos(I, p[1], "item", NULL, 0, &item, err))) return rc;
        p[1] = item;
    }
    for (int k = 0; k < 3 && !rc; k++) rc = tensor_get_int(p[k], &v[k], err);
    if (rc) return rc;
    sl_tensor r;
    const sl_tensor *tt = &TV(t)->t;
    rc = narrow ? sl_torch_narrow(tt, v[0], v[1], v[2], &r, err) : sl_torch_unfold(tt, v[0], v[1], v[2], &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

static int tm_select(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                     lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    lang_value *p[4];
    BIND(P("dim", "index"), 2);
    int64_t d, i;
    if ((rc = tensor_get_int(p[0], &d, err)) || (rc = tensor_get_int(p[1], &i, err))) return rc;
    rc = sl_torch_select(tt, d, i, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

static int tm_diagonal(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                       lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    lang_value *p[4];
    BIND(P("offset", "dim1", "dim2"), 0);
    int64_t o, d1, d2;
    if ((rc = opt_int(p[0], 0, &o, err)) || (rc = opt_int(p[1], 0, &d1, err)) ||
        (rc = opt_int(p[2], 1, &d2, err)))
        return rc;
    rc = sl_torch_diagonal(tt, o, d1, d2, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}


static int tm_as_strided(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                         lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    int64_t v1[SL_MAX_DIMS];
    int64_t v2[SL_MAX_DIMS];
    int32_t n1;
    int32_t n2;
    lang_value *p[4];
    BIND(P("size", "stride", "storage_offset"), 2);
    if ((rc = lang_int_list((const lang_value *const *)&p[0], 1, v1, &n1, "size", err))) return rc;
    if ((rc = lang_int_list((const lang_value *const *)&p[1], 1, v2, &n2, "stride", err))) return rc;
    int64_t off;
    bool has_off = p[2] && p[2]->kind != V_NONE;
    if (has_off && (rc = tensor_get_int(p[2], &off, err))) return rc;
    rc = sl_torch_as_strided(tt, v1, n1, v2, n2, has_off ? &off : NULL, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

static int tm_movedim(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                      lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    int64_t v1[SL_MAX_DIMS];
    int64_t v2[SL_MAX_DIMS];
    int32_t n1;
    int32_t n2;
    lang_value *p[4];
    BIND(P("source", "destination"), 2);
    if ((rc = lang_int_list((const lang_value *const *)&p[0], 1, v1, &n1, "source", err))) return rc;
    if ((rc = lang_int_list((const lang_value *const *)&p[1], 1, v2, &n2, "destination", err))) return rc;
    rc = sl_torch_movedim(tt, v1, n1, v2, n2, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

static int tm_contiguous_clone(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                               lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc;
    lang_value *p[4];
    BIND(P("memory_format"), 0);
    sl_memory_format mf = name[0] == 'c' && name[1] == 'o' ? SL_MF_CONTIGUOUS : SL_MF_PRESERVE;
    if (p[0] && (rc = tensor_get_memfmt(p[0], &mf, err))) return rc;
    rc = name[1] == 'o' ? sl_torch_contiguous(tt, mf, &r, err) : sl_torch_clone(tt, mf, &r, err);
    return tensor_wrap(I, rc, &r, t, out, err);
}

static int tm_detach(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                     lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "detach() with arguments");
    return lang_tensor_getattr(I, t, "data", out, err);
}

static int tm_split_family(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                           lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    int rc;
    int64_t v1[SL_MAX_DIMS];
    int32_t n1;
    lang_value *p[4];
    sl_tensor *outs = lang_alloc(&I->A, MAX_OUTS * sizeof(sl_tensor));
    CHECK_ALLOC(outs);
    int32_t nout = 0;
    if (!strcmp(name, "unbind")) {
        BIND(P("dim"), 0);
        int64_t d;
        if ((rc = opt_int(p[0], 0, &d, err))) return rc;
        rc = sl_torch_unbind(tt, d, outs, MAX_OUTS, &nout, err);
    } else if (!strcmp(name, "chunk")) {
        BIND(P("chunks", "dim"), 1);
        int64_t c, d;
        if ((rc = tensor_get_int(p[0], &c, err)) || (rc = opt_int(p[1], 0, &d, err))) return rc;
        rc = sl_torch_chunk(tt, c, d, outs, MAX_OUTS, &nout, err);
    } else if (!strcmp(name, "tensor_split")) {
        BIND(P("indices_or_sections", "dim"), 1);
        int64_t d;
        if ((rc = opt_int(p[1], 0, &d, err))) return rc;
        if (tensor_is_intseq(p[0])) {
            if ((rc = lang_int_list((const lang_value *const *)&p[0], 1, v1, &n1, "indices", err))) return rc;
            rc = sl_torch_tensor_split_indices(tt, v1, n1, d, outs, MAX_OUTS, &nout, err);
        } else {
            int64_t s;
            if ((rc = tensor_get_int(p[0], &s, err))) return rc;
            rc = sl_torch_tensor_split_sections(tt, s, d, outs, MAX_OUTS, &nout, err);
        }
    } else {
        if (!strcmp(name, "split_with_sizes")) BIND(P("split_sizes", "dim"), 1);
        else BIND(P("split_size", "dim"), 1);
        int64_t d;
        if ((rc = opt_int(p[1], 0, &d, err))) return rc;
        if (tensor_is_intseq(p[0])) {
            if ((rc = lang_int_list((const lang_value *const *)&p[0], 1, v1, &n1, "split_sizes", err))) return rc;
            rc = sl_torch_split_with_sizes(tt, v1, n1, d, outs, MAX_OUTS, &nout, err);
        } else {
            int64_t s;
            if ((rc = tensor_get_int(p[0], &s, err))) return rc;
            rc = sl_torch_split(tt, s, d, outs, MAX_OUTS, &nout, err);
        }
    }
    if (rc) return rc;
    return multi_out(I, t, outs, nout, out, err);
}

static int tm_size_stride(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                          lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    int rc;
    lang_value *p[4];
    BIND(P("dim"), 0);
    bool is_size = name[1] == 'i';
    if (!p[0] || p[0]->kind == V_NONE) {
        *out = is_size ? size_value(I, tt) : lv_ints(I, V_TUPLE, tt->layout.stride, tt->layout.ndim);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    int64_t d;
    if ((rc = tensor_get_int(p[0], &d, err))) return rc;
    if ((rc = sl_wrap_dim(d, tt->layout.ndim, false, &d, err))) return rc;
    *out = lv_int(I, is_size ? tt->layout.size[d] : tt->layout.stride[d]);
    CHECK_ALLOC(*out);
    return SL_OK;
}

static int tm_scalar_queries(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                             lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    int rc;
    if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
    int64_t v = 0;
    if (!strcmp(name, "storage_offset")) v = tt->layout.offset;
    else if (name[0] == 'd' && name[1] == 'i') v = tt->layout.ndim;
    else if (!strcmp(name, "ndimension")) v = tt->layout.ndim;
    else if (name[0] == 'n') {
        if ((rc = sl_layout_numel(&tt->layout, &v, err))) return rc;
    } else if (name[0] == 'e') v = tt->layout.itemsize;
    else if (!strcmp(name, "is_floating_point")) {
        *out = lv_bool(I, sl_dtype_is_floating(tt->dtype));
        return SL_OK;
    } else if (!strcmp(name, "is_complex")) {
        *out = lv_bool(I, sl_dtype_is_complex(tt->dtype));
        return SL_OK;
    } else {
        /* TensorImpl::data() is nullptr for a tensor of no elements, whatever its storage
         * and offset (torch 1.13 and 2.2 alike) */
        int64_t b, n;
        if ((rc = sl_layout_numel(&tt->layout, &n, err))) return rc;
        if (n == 0) v = 0;
        else if (sl_ovf_mul(tt->layout.offset, tt->layout.itemsize, &b) || sl_ovf_add(b, TV(t)->st->fake_addr, &v))
            return sl_error_overflow(err, "data_ptr");
    }
    *out = lv_int(I, v);
    CHECK_ALLOC(*out);
    return SL_OK;
}

static int tm_is_contiguous(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                            lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    int rc;
    lang_value *p[4];
    BIND(P("memory_format"), 0);
    sl_memory_format mf = SL_MF_CONTIGUOUS;
    if (p[0] && (rc = tensor_get_memfmt(p[0], &mf, err))) return rc;
    if (mf == SL_MF_PRESERVE)
        return lang_py_error(err, "RuntimeError", "unsupported memory format Preserve");
    *out = lv_bool(I, sl_torch_is_contiguous(&tt->layout, mf));
    return SL_OK;
}

static int tm_storage_objects(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                              lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
    lang_value *s = lv_new(I, V_STORAGE);
    CHECK_ALLOC(s);
    s->u.object.data = t;
    s->u.object.code = name[0] == 'u' ? LANG_AUX_UNTYPED_STORAGE : LANG_AUX_TYPED_STORAGE;
    *out = s;
    return SL_OK;
}

static int tm_item(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                   lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "item() with arguments");
    return tensor_item(I, t, out, err);
}

static int tm_convert(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                      lang_value **out, sl_error *err) {
    return lang_tensor_convert(I, t, name[2] == 'i' ? LANG_TO_INT : name[2] == 'f' ? LANG_TO_FLOAT : LANG_TO_BOOL, out, err);
}

static int tm_tolist(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                     lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "tolist() with arguments");
    int64_t idx[SL_MAX_DIMS] = {0};
    return tensor_tolist_rec(I, t, 0, idx, out, err);
}

static int tm_inplace_arith(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                            lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    int rc;
    lang_value *p[4];
    BIND(P("other"), 1);
    wop op = name[0] == 'a' ? W_ADD : name[0] == 's' ? W_SUB : name[0] == 'm' ? W_MUL : W_DIV;
    if (p[0]->kind == V_TENSOR && TV(p[0])->t.dtype != tt->dtype) {
        /* another dtype: the common dtype decides the arithmetic (tensor_ops.c) */
        lang_op lop = op == W_ADD ? OP_ADD : op == W_SUB ? OP_SUB : op == W_MUL ? OP_MUL : OP_DIV;
        return lang_torch_inplace_promoted(I, lop, t, p[0], out, err);
    }
    return tensor_inplace(I, t, op, p[0], out, err);
}

static int tm_fill(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                   lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    int rc;
    lang_value *p[4];
    BIND(P("value"), 1);
    if (p[0]->kind == V_TENSOR && (rc = lang_torch_fill_tensor_check(tt, err))) return rc;
    if ((rc = lang_torch_checked_scalar(p[0], tt->dtype, err))) return rc; /* value.to<scalar_t>() */
    return tensor_inplace(I, t, W_FILL, p[0], out, err);
}

static int tm_zero(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                   lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "zero_() with arguments");
    lang_value *z = lv_int(I, 0);
    CHECK_ALLOC(z);
    return tensor_inplace(I, t, W_FILL, z, out, err);
}

static int tm_copy(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                   lang_value **out, sl_error *err) {
    int rc;
    lang_value *p[4];
    BIND(P("src"), 1);
    if (p[0]->kind != V_TENSOR) return lang_unsupported(err, "copy_() from a %s", lv_type_name(p[0]));
    if (p[0] == t) { /* copying a tensor onto itself returns at once (1.13's is_same check) */
        *out = t;
        return SL_OK;
    }
    return tensor_inplace(I, t, W_COPY, p[0], out, err);
}

static int tm_add_sub(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                      lang_value **out, sl_error *err) {
    int rc;
    lang_value *p[4];
    BIND(P("other", "alpha"), 1);
    if (p[1]) return lang_torch_add_alpha(I, name[0] == 's', t, p[0], p[1], out, err); /* tensor_elementwise.c */
    return lang_tensor_binop(I, name[0] == 'a' ? OP_ADD : OP_SUB, t, p[0], out, err);
}

static int tm_div(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                  lang_value **out, sl_error *err) {
    int rc;
    lang_value *p[4];
    BIND(P("other", "rounding_mode"), 1);
    if (p[1] && name[0] != 't') return lang_torch_div_mode(I, t, p[0], p[1], out, err); /* tensor_elementwise.c */
    if (p[1]) return lang_py_error(err, "TypeError", "true_divide() got an unexpected keyword argument 'rounding_mode'");
    return lang_tensor_binop(I, OP_DIV, t, p[0], out, err);
}

static int tm_mul(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                  lang_value **out, sl_error *err) {
    int rc;
    lang_value *p[4];
    BIND(P("other"), 1);
    return lang_tensor_binop(I, OP_MUL, t, p[0], out, err);
}

static int tm_rot90(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                    lang_value **out, sl_error *err) {
    return lang_rot90_torch(I, t, a, out, err); /* arr_rot90.c */
}

static int tm_unique(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                     lang_value **out, sl_error *err) {
    return lang_torch_unique(I, t, a, out, err); /* tensor_unique.c */
}

static int tm_unique_consecutive(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                                 lang_value **out, sl_error *err) {
    return lang_torch_unique_consecutive(I, t, a, out, err); /* tensor_unique.c */
}

#undef BIND
#undef P

/* Tensor's methods: each name's handlers in the order they are tried (py_dispatch.h);
 * a family file's dispatcher is listed under every name its file mentions, and hands back
 * (LANG_NOT_MINE) the ones it does not serve */
static const lang_method_def TENSOR_METHOD_DEFS[] = {
    {"__and__", lang_torch_ops_method},
    {"__bool__", tm_convert},
    {"__float__", tm_convert},
    {"__iand__", lang_torch_ops_method},
    {"__ifloordiv__", lang_torch_ops_method},
    {"__ilshift__", lang_torch_ops_method},
    {"__imod__", lang_torch_ops_method},
    {"__int__", tm_convert},
    {"__invert__", lang_torch_ops_method},
    {"__ior__", lang_torch_ops_method},
    {"__ipow__", lang_torch_ops_method},
    {"__irshift__", lang_torch_ops_method},
    {"__ixor__", lang_torch_ops_method},
    {"__len__", lang_tstore_method},
    {"__lshift__", lang_torch_ops_method},
    {"__or__", lang_torch_ops_method},
    {"__rshift__", lang_torch_ops_method},
    {"__xor__", lang_torch_ops_method},
    {"_is_view", lang_torch_view_compose_method},
    {"abs", lang_torch_nonzero_method},
    {"absolute", lang_torch_nonzero_method},
    {"acos", lang_mathfn_tensor_method},
    {"acos_", lang_mathfn_tensor_method},
    {"add", tm_add_sub},
    {"add_", tm_inplace_arith},
    {"adjoint", tm_adjoint},
    {"all", lang_torch_ops_method},
    {"allclose", lang_torch_nonzero_method},
    {"amax", lang_torch_ops_method},
    {"amin", lang_torch_ops_method},
    {"any", lang_torch_ops_method},
    {"argmax", lang_torch_ops_method},
    {"argmin", lang_torch_ops_method},
    {"argsort", lang_torch_nonzero_method},
    {"argwhere", lang_torch_nonzero_method},
    {"as_strided", lang_torch_view_compose_method},
    {"as_strided", tm_as_strided},
    {"as_strided_", lang_tstore_method},
    {"as_strided_scatter", lang_torch_view_compose_method},
    {"asin", lang_mathfn_tensor_method},
    {"asin_", lang_mathfn_tensor_method},
    {"atan", lang_mathfn_tensor_method},
    {"atan_", lang_mathfn_tensor_method},
    {"bfloat16", lang_tstore_method},
    {"bfloat16", lang_torch_ops_method},
    {"bincount", lang_torch_reorder_method},
    {"bitwise_and", lang_torch_ops_method},
    {"bitwise_and_", lang_torch_ops_method},
    {"bitwise_left_shift", lang_torch_ops_method},
    {"bitwise_left_shift_", lang_torch_ops_method},
    {"bitwise_not", lang_torch_ops_method},
    {"bitwise_or", lang_torch_ops_method},
    {"bitwise_or_", lang_torch_ops_method},
    {"bitwise_right_shift", lang_torch_ops_method},
    {"bitwise_right_shift_", lang_torch_ops_method},
    {"bitwise_xor", lang_torch_ops_method},
    {"bitwise_xor_", lang_torch_ops_method},
    {"bmm", lang_torch_matmul_method},
    {"bool", lang_tstore_method},
    {"bool", lang_torch_matmul_method},
    {"bool", lang_torch_ops_method},
    {"broadcast_to", tm_broadcast_to},
    {"byte", lang_tstore_method},
    {"byte", lang_torch_ops_method},
    {"ceil", lang_torch_unary_method},
    {"char", lang_tstore_method},
    {"char", lang_torch_ops_method},
    {"chunk", tm_split_family},
    {"clamp", lang_torch_topk_method},
    {"clip", lang_torch_topk_method},
    {"clone", lang_torch_view_compose_method},
    {"clone", tm_contiguous_clone},
    {"clone", lang_torch_reorder_method},
    {"clone", lang_torch_index_write_method},
    {"clone", lang_torch_put_method},
    {"conj", lang_torch_view_compose_method},
    {"conj_physical", lang_torch_view_compose_method},
    {"contiguous", tm_contiguous_clone},
    {"contiguous", lang_torch_reorder_method},
    {"copy", lang_tstore_method},
    {"copy_", lang_torch_view_compose_method},
    {"copy_", tm_copy},
    {"copy_", lang_torch_unary_method},
    {"cos", lang_mathfn_tensor_method},
    {"cos_", lang_mathfn_tensor_method},
    {"cosh", lang_mathfn_tensor_method},
    {"cosh_", lang_mathfn_tensor_method},
    {"count_nonzero", lang_torch_nonzero_method},
    {"cpu", lang_torch_ops_method},
    {"cumprod", lang_torch_reorder_method},
    {"cumsum", lang_torch_reorder_method},
    {"data_ptr", lang_tstore_method},
    {"data_ptr", tm_scalar_queries},
    {"detach", tm_detach},
    {"device", lang_tstore_method},
    {"device", lang_torch_ops_method},
    {"diag", lang_torch_nonzero_method},
    {"diag_embed", lang_torch_nonzero_method},
    {"diagflat", lang_torch_nonzero_method},
    {"diagonal", lang_torch_view_compose_method},
    {"diagonal", tm_diagonal},
    {"diagonal", lang_torch_matmul_method},
    {"diagonal_scatter", lang_torch_view_compose_method},
    {"diff", lang_torch_compose_method},
    {"dim", lang_torch_view_compose_method},
    {"dim", tm_scalar_queries},
    {"dim", lang_torch_ops_method},
    {"dim", lang_torch_nonzero_method},
    {"dim", lang_mathfn_tensor_method},
    {"dim", lang_torch_topk_method},
    {"dim", lang_torch_compose_method},
    {"dim", lang_torch_index_write_method},
    {"dim_order", tm_dim_order},
    {"div", tm_div},
    {"div_", tm_inplace_arith},
    {"divide", tm_div},
    {"dot", lang_torch_matmul_method},
    {"double", lang_tstore_method},
    {"double", lang_torch_matmul_method},
    {"double", lang_torch_ops_method},
    {"dsplit", lang_torch_view_compose_method},
    {"dtype", lang_tstore_method},
    {"dtype", lang_torch_ops_method},
    {"dtype", lang_random_tensor_method},
    {"element_size", lang_tstore_method},
    {"element_size", tm_scalar_queries},
    {"eq", lang_torch_ops_method},
    {"equal", lang_torch_nonzero_method},
    {"erf", lang_mathfn_tensor_method},
    {"erf_", lang_mathfn_tensor_method},
    {"exp", lang_mathfn_tensor_method},
    {"exp2", lang_mathfn_tensor_method},
    {"exp2_", lang_mathfn_tensor_method},
    {"exp_", lang_mathfn_tensor_method},
    {"expand", lang_torch_view_compose_method},
    {"expand", tm_view_reshape_expand},
    {"expand", lang_torch_reorder_method},
    {"expand", lang_torch_nonzero_method},
    {"expand_as", tm_view_as},
    {"expm1", lang_mathfn_tensor_method},
    {"expm1_", lang_mathfn_tensor_method},
    {"fill_", lang_tstore_method},
    {"fill_", tm_fill},
    {"fill_diagonal_", lang_torch_nonzero_method},
    {"fix", lang_torch_unary_method},
    {"flatten", tm_flatten},
    {"flatten", lang_torch_compose_method},
    {"flip", lang_torch_view_compose_method},
    {"flip", tm_view_reshape_expand},
    {"fliplr", lang_torch_view_compose_method},
    {"flipud", lang_torch_view_compose_method},
    {"float", lang_tstore_method},
    {"float", lang_torch_matmul_method},
    {"float", lang_torch_ops_method},
    {"floor", lang_torch_unary_method},
    {"floor_divide", lang_torch_ops_method},
    {"floor_divide_", lang_torch_ops_method},
    {"fmod", lang_torch_ops_method},
    {"fmod_", lang_torch_ops_method},
    {"frac", lang_torch_unary_method},
    {"gather", lang_torch_view_compose_method},
    {"gather", lang_torch_reorder_method},
    {"ge", lang_torch_ops_method},
    {"ger", lang_torch_compose_method},
    {"greater", lang_torch_ops_method},
    {"greater_equal", lang_torch_ops_method},
    {"gt", lang_torch_ops_method},
    {"half", lang_tstore_method},
    {"half", lang_torch_ops_method},
    {"hsplit", lang_torch_view_compose_method},
    {"index", lang_torch_view_compose_method},
    {"index", lang_torch_compose_method},
    {"index", lang_torch_index_write_method},
    {"index", lang_torch_put_method},
    {"index_add", lang_torch_index_write_method},
    {"index_add_", lang_torch_index_write_method},
    {"index_copy", lang_torch_index_write_method},
    {"index_copy_", lang_torch_index_write_method},
    {"index_fill", lang_torch_index_write_method},
    {"index_fill_", lang_torch_index_write_method},
    {"index_put", lang_torch_index_write_method},
    {"index_put_", lang_torch_index_write_method},
    {"index_reduce", lang_torch_index_write_method},
    {"index_reduce_", lang_torch_index_write_method},
    {"index_select", lang_torch_reorder_method},
    {"indices", lang_torch_view_compose_method},
    {"indices", lang_torch_index_write_method},
    {"int", lang_tstore_method},
    {"int", lang_torch_matmul_method},
    {"int", lang_torch_ops_method},
    {"int", lang_random_tensor_method},
    {"is_complex", tm_scalar_queries},
    {"is_conj", lang_torch_view_compose_method},
    {"is_contiguous", tm_is_contiguous},
    {"is_cuda", lang_tstore_method},
    {"is_floating_point", tm_scalar_queries},
    {"is_neg", lang_torch_view_compose_method},
    {"is_pinned", lang_tstore_method},
    {"is_set_to", lang_tstore_method},
    {"is_shared", lang_tstore_method},
    {"is_sparse", lang_tstore_method},
    {"isclose", lang_torch_nonzero_method},
    {"isfinite", lang_torch_unary_method},
    {"isinf", lang_torch_unary_method},
    {"isnan", lang_torch_unary_method},
    {"isneginf", lang_torch_unary_method},
    {"isposinf", lang_torch_unary_method},
    {"isreal", lang_torch_unary_method},
    {"item", lang_tstore_method},
    {"item", tm_item},
    {"kron", lang_torch_compose_method},
    {"kthvalue", lang_torch_topk_method},
    {"le", lang_torch_ops_method},
    {"less", lang_torch_ops_method},
    {"less_equal", lang_torch_ops_method},
    {"log", lang_mathfn_tensor_method},
    {"log10", lang_mathfn_tensor_method},
    {"log10_", lang_mathfn_tensor_method},
    {"log1p", lang_mathfn_tensor_method},
    {"log1p_", lang_mathfn_tensor_method},
    {"log2", lang_mathfn_tensor_method},
    {"log2_", lang_mathfn_tensor_method},
    {"log_", lang_mathfn_tensor_method},
    {"log_softmax", lang_mathfn_tensor_method},
    {"logical_and", lang_torch_ops_method},
    {"logical_not", lang_torch_ops_method},
    {"logical_or", lang_torch_ops_method},
    {"logical_xor", lang_torch_ops_method},
    {"logical_xor", lang_torch_compose_method},
    {"long", lang_tstore_method},
    {"long", lang_torch_ops_method},
    {"lt", lang_torch_ops_method},
    {"masked_fill", lang_torch_reorder_method},
    {"masked_fill_", lang_torch_reorder_method},
    {"masked_select", lang_torch_nonzero_method},
    {"matmul", lang_torch_matmul_method},
    {"max", lang_torch_ops_method},
    {"maximum", lang_torch_ops_method},
    {"mean", lang_torch_ops_method},
    {"mean", lang_random_tensor_method},
    {"mean", lang_mathfn_tensor_method},
    {"min", lang_torch_ops_method},
    {"minimum", lang_torch_ops_method},
    {"mm", lang_torch_matmul_method},
    {"moveaxis", tm_movedim},
    {"movedim", tm_movedim},
    {"msort", lang_torch_topk_method},
    {"mul", tm_mul},
    {"mul_", tm_inplace_arith},
    {"mul_", lang_torch_nonzero_method},
    {"multiply", tm_mul},
    {"mv", lang_torch_matmul_method},
    {"nan_to_num", lang_torch_unary_method},
    {"nan_to_num_", lang_torch_unary_method},
    {"narrow", tm_narrow_unfold},
    {"narrow", lang_torch_reorder_method},
    {"narrow", lang_torch_compose_method},
    {"narrow_copy", lang_torch_view_compose_method},
    {"nbytes", lang_tstore_method},
    {"ndimension", tm_scalar_queries},
    {"ne", lang_torch_ops_method},
    {"neg", lang_torch_nonzero_method},
    {"neg", lang_mathfn_tensor_method},
    {"neg_", lang_torch_nonzero_method},
    {"negative", lang_torch_nonzero_method},
    {"negative_", lang_torch_nonzero_method},
    {"nelement", tm_scalar_queries},
    {"new_empty", lang_torch_matmul_method},
    {"new_empty_strided", lang_tstore_method},
    {"new_full", lang_torch_matmul_method},
    {"new_ones", lang_torch_matmul_method},
    {"new_tensor", lang_torch_matmul_method},
    {"new_zeros", lang_torch_matmul_method},
    {"nonzero", lang_torch_nonzero_method},
    {"norm", lang_mathfn_tensor_method},
    {"normal_", lang_random_tensor_method},
    {"not_equal", lang_torch_ops_method},
    {"numel", tm_scalar_queries},
    {"numpy", lang_torch_view_compose_method},
    {"numpy", tm_numpy},
    {"outer", lang_torch_compose_method},
    {"permute", tm_view_reshape_expand},
    {"positive", lang_torch_unary_method},
    {"pow", lang_torch_ops_method},
    {"pow_", lang_torch_ops_method},
    {"prod", lang_torch_ops_method},
    {"put", lang_torch_put_method},
    {"put_", lang_torch_put_method},
    {"ravel", tm_ravel},
    {"reciprocal", lang_mathfn_tensor_method},
    {"relu", lang_torch_unary_method},
    {"remainder", lang_torch_ops_method},
    {"remainder_", lang_torch_ops_method},
    {"repeat", lang_torch_reorder_method},
    {"repeat_interleave", lang_torch_topk_method},
    {"requires_grad", lang_torch_ops_method},
    {"reshape", lang_torch_view_compose_method},
    {"reshape", tm_view_reshape_expand},
    {"reshape", lang_torch_compose_method},
    {"reshape_as", tm_view_as},
    {"resize_", lang_tstore_method},
    {"resize_as_", lang_tstore_method},
    {"resolve_conj", lang_torch_view_compose_method},
    {"resolve_neg", lang_torch_view_compose_method},
    {"roll", lang_torch_reorder_method},
    {"rot90", tm_rot90},
    {"round", lang_torch_unary_method},
    {"rsqrt", lang_mathfn_tensor_method},
    {"scatter", lang_torch_index_write_method},
    {"scatter_", lang_torch_index_write_method},
    {"scatter_add", lang_torch_index_write_method},
    {"scatter_add_", lang_torch_index_write_method},
    {"scatter_reduce", lang_torch_index_write_method},
    {"scatter_reduce_", lang_torch_index_write_method},
    {"select", lang_torch_view_compose_method},
    {"select", tm_select},
    {"select_scatter", lang_torch_view_compose_method},
    {"set_", lang_tstore_method},
    {"sgn", lang_torch_unary_method},
    {"short", lang_tstore_method},
    {"short", lang_torch_ops_method},
    {"sigmoid", lang_mathfn_tensor_method},
    {"sign", lang_torch_unary_method},
    {"signbit", lang_torch_unary_method},
    {"sin", lang_mathfn_tensor_method},
    {"sin_", lang_mathfn_tensor_method},
    {"sinh", lang_mathfn_tensor_method},
    {"sinh_", lang_mathfn_tensor_method},
    {"size", lang_tstore_method},
    {"size", lang_torch_view_compose_method},
    {"size", tm_size_stride},
    {"size", lang_random_tensor_method},
    {"slice_scatter", lang_torch_view_compose_method},
    {"softmax", lang_mathfn_tensor_method},
    {"sort", lang_torch_reorder_method},
    {"sort", lang_torch_topk_method},
    {"split", tm_split_family},
    {"split_with_sizes", tm_split_family},
    {"sqrt", lang_torch_nonzero_method},
    {"sqrt", lang_mathfn_tensor_method},
    {"square", lang_mathfn_tensor_method},
    {"squeeze", tm_squeeze},
    {"squeeze_", lang_torch_view_compose_method},
    {"std", lang_random_tensor_method},
    {"std", lang_mathfn_tensor_method},
    {"storage", lang_tstore_method},
    {"storage", tm_storage_objects},
    {"storage_offset", lang_tstore_method},
    {"storage_offset", lang_torch_view_compose_method},
    {"storage_offset", tm_scalar_queries},
    {"storage_type", lang_tstore_method},
    {"stride", lang_tstore_method},
    {"stride", lang_torch_view_compose_method},
    {"stride", tm_size_stride},
    {"strides", lang_tstore_method},
    {"sub", tm_add_sub},
    {"sub_", tm_inplace_arith},
    {"subtract", tm_add_sub},
    {"sum", lang_torch_ops_method},
    {"sum", lang_torch_nonzero_method},
    {"swapaxes", tm_transpose},
    {"swapaxes_", lang_torch_view_compose_method},
    {"swapdims", tm_transpose},
    {"swapdims_", lang_torch_view_compose_method},
    {"t", tm_t},
    {"t_", lang_torch_view_compose_method},
    {"take", lang_torch_compose_method},
    {"take_along_dim", lang_torch_view_compose_method},
    {"tan", lang_mathfn_tensor_method},
    {"tan_", lang_mathfn_tensor_method},
    {"tanh", lang_mathfn_tensor_method},
    {"tanh_", lang_mathfn_tensor_method},
    {"tensor_split", lang_torch_view_compose_method},
    {"tensor_split", tm_split_family},
    {"tile", lang_torch_reorder_method},
    {"to", lang_tstore_method},
    {"to", lang_torch_ops_method},
    {"to", lang_random_tensor_method},
    {"tolist", lang_tstore_method},
    {"tolist", tm_tolist},
    {"topk", lang_torch_topk_method},
    {"trace", lang_torch_nonzero_method},
    {"transpose", tm_transpose},
    {"transpose_", lang_torch_view_compose_method},
    {"tril", lang_torch_matmul_method},
    {"tril_", lang_torch_matmul_method},
    {"triu", lang_torch_matmul_method},
    {"triu_", lang_torch_matmul_method},
    {"true_divide", tm_div},
    {"trunc", lang_torch_unary_method},
    {"type", lang_tstore_method},
    {"type", lang_torch_ops_method},
    {"type_as", lang_torch_ops_method},
    {"unbind", tm_split_family},
    {"unbind", lang_torch_nonzero_method},
    {"unflatten", tm_unflatten},
    {"unfold", tm_narrow_unfold},
    {"uniform_", lang_random_tensor_method},
    {"unique", tm_unique},
    {"unique_consecutive", tm_unique_consecutive},
    {"unsqueeze", tm_unsqueeze},
    {"unsqueeze", lang_torch_nonzero_method},
    {"unsqueeze_", lang_torch_view_compose_method},
    {"untyped_storage", tm_storage_objects},
    {"values", lang_torch_index_write_method},
    {"var", lang_mathfn_tensor_method},
    {"view", lang_torch_view_compose_method},
    {"view", tm_view_reshape_expand},
    {"view", lang_torch_reorder_method},
    {"view", lang_torch_compose_method},
    {"view_as", tm_view_as},
    {"vsplit", lang_torch_view_compose_method},
    {"where", lang_torch_ops_method},
    {"where", lang_torch_nonzero_method},
    {"zero_", tm_zero},
};
static const lang_method_defs TENSOR_METHODS = {"Tensor", TENSOR_METHOD_DEFS, (int32_t)SL_ARRAY_LEN(TENSOR_METHOD_DEFS)};
const lang_method_defs *lang_tensor_method_defs(void) { return &TENSOR_METHODS; }

int lang_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                       lang_value **out, sl_error *err) {
    lang_tstore_sync(t); /* a storage resized since t was made: t sees its new size */
    int rc = lang_method_defs_call(&TENSOR_METHODS, I, t, name, a, out, err);
    return rc != LANG_NOT_MINE ? rc : lang_unsupported(err, "Tensor.%s()", name);
}

/* int(t) / float(t) / bool(t): the one element as a Python number (torch's errors for
 * another element count) */
int lang_tensor_convert(lang_interp *I, lang_value *t, int to, lang_value **out, sl_error *err) {
    int64_t n = 0;
    int rc;
    if ((rc = sl_layout_numel(&TV(t)->t.layout, &n, err))) return rc;
    if (n != 1) {
        if (to == LANG_TO_BOOL)
            return lang_py_error(err, "RuntimeError", "Boolean value of Tensor with %s is ambiguous",
                                 n ? "more than one value" : "no values");
        return lang_py_error(err, "ValueError", "only one element tensors can be converted to Python scalars");
    }
    lang_value *x;
    if ((rc = tensor_item(I, t, &x, err))) return rc;
    if (to == LANG_TO_INT) {
        if (x->kind == V_FLOAT) {
            if (!(fabs(x->u.f) < 9.2e18)) return lang_unsupported(err, "int() beyond 64 bits");
            *out = lv_int(I, (int64_t)x->u.f);
        } else *out = lv_int(I, x->kind == V_BOOL ? x->u.b : x->u.i);
    } else if (to == LANG_TO_FLOAT) {
        *out = lv_float(I, x->kind == V_FLOAT ? x->u.f : x->kind == V_BOOL ? x->u.b : (double)x->u.i);
    } else {
        *out = lv_bool(I, lv_truthy(x));
    }
    CHECK_ALLOC(*out);
    return SL_OK;
}

int lang_tensor_method_pos(lang_interp *I, lang_value *t, const char *name, lang_value **pos, int32_t npos,
                           lang_value **out, sl_error *err) {
    lang_args a = {pos, npos, NULL, NULL, 0};
    return lang_tensor_method(I, t, name, &a, out, err);
}

/* storage objects: nbytes() / size() / data_ptr() */
int lang_storage_method(lang_interp *I, lang_value *s, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err) {
    if (lang_aux_which(s) == LANG_AUX_TYPED_STORAGE) return lang_tstore_storage_method(I, s, name, a, out, err); /* TypedStorage */
    lang_value *t = lang_aux_owner(s);
    if (a->npos || a->nkw) return lang_unsupported(err, "storage.%s() with arguments", name);
    const sl_tensor *tt = &TV(t)->t;
    int64_t v;
    if (!strcmp(name, "nbytes")) v = tt->storage_bytes;
    else if (!strcmp(name, "size")) v = lang_aux_which(s) == LANG_AUX_UNTYPED_STORAGE ? tt->storage_bytes : tt->storage_bytes / tt->layout.itemsize;
    else if (!strcmp(name, "element_size")) v = lang_aux_which(s) == LANG_AUX_UNTYPED_STORAGE ? 1 : tt->layout.itemsize;
    else if (!strcmp(name, "data_ptr")) v = lang_torch_storage_data_ptr(TV(t)->st);
    else return lang_unsupported(err, "storage.%s()", name);
    *out = lv_int(I, v);
    CHECK_ALLOC(*out);
    return SL_OK;
}
