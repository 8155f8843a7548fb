/*
 * ndarray_index_tricks.c — numpy functions and objects written in Python over other array
 * ops, written here over the same ops (numpy 1.24 lib/index_tricks.py, lib/shape_base.py,
 * core/shape_base.py; numpy 2.2.6's _index_tricks_impl.py / _shape_base_impl.py do the
 * same), so bases, layouts, dtypes and errors follow from those ops:
 *   - np.s_[k] (k itself) and np.index_exp[k] (k, or (k,) when k is no tuple);
 *   - np.mgrid[...] / np.ogrid[...] (nd_grid.__getitem__): integer or float slices; a
 *     complex step (a number of points) is refused; ogrid gives a list (numpy 2: a tuple);
 *   - np.kron(a, b): array(a, ndmin=b.ndim), expand_dims, multiply, reshape;
 *   - np.block(arrays): the depth checks and their messages, then repeated concatenate
 *     (numpy's _block_concatenate); the large-result path (_block_slicing, past 2*512*512
 *     list-depth-weighted elements) is refused;
 *   - np.broadcast(*arrays): the multi-iterator as an iterator object (a V_LIST of pytype
 *     "numpy.broadcast" whose item 0 holds (shape, numiter) and whose cursor starts at 1;
 *     the items are the tuples of numpy scalars it yields), with .shape, .nd, .ndim,
 *     .size, .numiter and .index.
 * The dispatcher lang_np_tricks_func is called from lang_np_func (ndarray_module.c); the
 * subscript (np.s_[...]) and attribute (b.shape) hooks from py_access.c.
 */
#include "lang/python/py.h"
#include "lang/python/py_dispatch.h"
#include "lang/numpy/ndarray_internal.h"

#include <math.h>
#include <string.h>

#define BCAST_MAX_ITEMS 65536

static lang_value *slice3(lang_interp *I, lang_value *a, lang_value *b, lang_value *c) {
    lang_value *s = lv_new(I, V_SLICE);
    if (!s) return NULL;
    s->u.slice.start = a ? a : lv_none(I);
    s->u.slice.stop = b ? b : lv_none(I);
    s->u.slice.step = c ? c : lv_none(I);
    return s;
}

/* ------------------------------------------------------------ mgrid / ogrid == */

static bool is_num(const lang_value *v) { return v->kind == V_INT || v->kind == V_FLOAT; }
static double num_f(const lang_value *v) { return v->kind == V_INT ? (double)v->u.i : v->u.f; }

/* x * step + start in numpy's order (an array times a Python number, plus one) */
static int mul_add(lang_interp *I, lang_value *x, lang_value *step, lang_value *start, lang_value **out, sl_error *err) {
    lang_value *m;
    int rc = ndarray_np_binary(I, OP_MUL, x, step, &m, err);
    if (rc) return rc;
    return ndarray_np_binary(I, OP_ADD, m, start, out, err);
}

static int nd_grid(lang_interp *I, bool sparse, lang_value *key, lang_value **out, sl_error *err) {
    const char *gname = sparse ? "ogrid" : "mgrid";
    int rc;
    lang_value *zero = lv_int(I, 0), *one = lv_int(I, 1);
    CHECK_ALLOC(zero);
    CHECK_ALLOC(one);
    if (key->kind == V_SLICE) { /* len(key) is a TypeError: arange(start, stop, step) */
        lang_value *start = key->u.slice.start->kind == V_NONE ? zero : key->u.slice.start;
        lang_value *stop = key->u.slice.stop, *step = key->u.slice.step;
        if (!is_num(start) || !is_num(stop) || (step->kind != V_NONE && !is_num(step)))
            return lang_unsupported(err, "np.%s[] of a slice of other than ints and floats", gname);
        lang_value *args[3] = {start, stop, step};
        return lang_np_call(I, "arange", args, 3, NULL, NULL, 0, out, err);
    }
    if (key->kind != V_TUPLE) return lang_unsupported(err, "np.%s[] of a %s", gname, lv_type_name(key));
    int32_t n = (int32_t)key->u.seq.n;
    if (n > SL_MAX_DIMS) return lang_unsupported(err, "np.%s[] of more than %d slices", gname, SL_MAX_DIMS);
    int64_t size[SL_MAX_DIMS];
    bool any_float = false;
    for (int32_t k = 0; k < n; k++) {
        lang_value *s = key->u.seq.v[k];
        if (s->kind != V_SLICE)
            return lang_py_error(err, "AttributeError", "'%s' object has no attribute 'step'", lv_type_name(s));
        lang_value *start = s->u.slice.start->kind == V_NONE ? zero : s->u.slice.start;
        lang_value *stop = s->u.slice.stop, *step = s->u.slice.step->kind == V_NONE ? one : s->u.slice.step;
        if (stop->kind == V_NONE) /* stop - start: TypeError, caught; then key.step of the tuple */
            return lang_py_error(err, "AttributeError", "'tuple' object has no attribute 'step'");
        if (!is_num(start) || !is_num(stop) || !is_num(step))
            return lang_unsupported(err, "np.%s[] of slices of other than ints and floats", gname);
        any_float |= start->kind == V_FLOAT || stop->kind == V_FLOAT || step->kind == V_FLOAT;
        double d = num_f(step) * 1.0;
        if (d == 0) return lang_py_error(err, "ZeroDivisionError", "float division by zero");
        double diff;
        if (start->kind == V_INT && stop->kind == V_INT) {
            int64_t di;
            if (__builtin_sub_overflow(stop->u.i, start->u.i, &di) || di > ((int64_t)1 << 53) || di < -((int64_t)1 << 53))
                return lang_unsupported(err, "np.%s[] of huge slices", gname);
            diff = (double)di;
        } else {
            diff = num_f(stop) - num_f(start);
        }
        double c = ceil(diff / d);
        if (!isfinite(c) || fabs(c) > 1e15) return lang_unsupported(err, "np.%s[] of huge or non-finite slices", gname);
        size[k] = (int64_t)c;
    }
    lang_value *typ = ndarray_dtype_val(I, any_float ? SL_FLOAT64 : SL_INT64);
    CHECK_ALLOC(typ);
    static const char *const DT[] = {"dtype"};
    lang_value *nn;
    if (sparse) {
        nn = lv_seq(I, V_LIST, n);
        CHECK_ALLOC(nn);
        for (int32_t k = 0; k < n; k++) {
            lang_value *x = lv_int(I, size[k]);
            CHECK_ALLOC(x);
            if ((rc = lang_np_call(I, "arange", &x, 1, (const char **)DT, &typ, 1, &nn->u.seq.v[k], err))) return rc;
        }
    } else {
        lang_value *dims = lv_ints(I, V_LIST, size, n);
        CHECK_ALLOC(dims);
        lang_value *args[2] = {dims, typ};
        if ((rc = lang_np_call(I, "indices", args, 2, NULL, NULL, 0, &nn, err))) return rc;
    }
    for (int32_t k = 0; k < n; k++) {
        lang_value *s = key->u.seq.v[k];
        lang_value *start = s->u.slice.start->kind == V_NONE ? zero : s->u.slice.start;
        lang_value *step = s->u.slice.step->kind == V_NONE ? one : s->u.slice.step;
        lang_value *kk = lv_int(I, k), *cur, *res;
        CHECK_ALLOC(kk);
        if (sparse) cur = nn->u.seq.v[k];
        else if ((rc = lang_np_subscript(I, nn, kk, &cur, err))) return rc;
        if ((rc = mul_add(I, cur, step, start, &res, err))) return rc;
        if (sparse) nn->u.seq.v[k] = res;
        else if ((rc = lang_np_setitem(I, nn, kk, res, err))) return rc;
    }
    if (sparse) {
        for (int32_t k = 0; k < n; k++) {
            lang_value *slobj = lv_seq(I, V_TUPLE, n);
            CHECK_ALLOC(slobj);
            for (int32_t j = 0; j < n; j++) CHECK_ALLOC(slobj->u.seq.v[j] = j == k ? slice3(I, NULL, NULL, NULL) : lv_none(I));
            if ((rc = lang_np_subscript(I, nn->u.seq.v[k], slobj, &nn->u.seq.v[k], err))) return rc;
        }
        if (lang_layers(I)->numpy2) nn->kind = V_TUPLE;
    }
    *out = nn;
    return SL_OK;
}

/* np.s_[...], np.index_exp[...], np.mgrid[...], np.ogrid[...]; 1: not one of these */
int lang_np_func_subscript(lang_interp *I, lang_value *f, lang_value *idx, lang_value **out, sl_error *err) {
    const char *n = f->u.func.name;
    if (strncmp(n, "numpy.", 6)) return LANG_NOT_MINE;
    n += 6;
    if (!strcmp(n, "s_")) {
        *out = idx;
        return SL_OK;
    }
    if (!strcmp(n, "index_exp")) {
        if (idx->kind == V_TUPLE && !idx->pytype) {
            *out = idx;
            return SL_OK;
        }
        lang_value *t = lv_seq(I, V_TUPLE, 1);
        CHECK_ALLOC(t);
        t->u.seq.v[0] = idx;
        *out = t;
        return SL_OK;
    }
    if (!strcmp(n, "mgrid") || !strcmp(n, "ogrid")) return nd_grid(I, n[0] == 'o', idx, out, err);
    return LANG_NOT_MINE;
}

/* ------------------------------------------------------------ kron == */

static int kron(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "b"};
    lang_value *p[2];
    int rc = ndarray_bind_py(a, "kron", PN, 2, 2, p, err);
    if (rc) return rc;
    lang_value *x, *y;
    if ((rc = lang_np_as_array(I, p[1], &y, err))) return rc;
    if ((rc = lang_np_as_array(I, p[0], &x, err))) return rc;
    if ((lang_np_scalar(x) && (rc = ndarray_scalar_as_array(I, x, &x, err))) ||
        (lang_np_scalar(y) && (rc = ndarray_scalar_as_array(I, y, &y, err))))
        return rc;
    int32_t ndb = AV(y)->a.ndim;
    if (AV(x)->a.ndim < ndb) { /* array(a, ndmin=b.ndim): ones prepended */
        int64_t sh[SL_MAX_DIMS];
        int32_t pad = ndb - AV(x)->a.ndim;
        for (int32_t d = 0; d < ndb; d++) sh[d] = d < pad ? 1 : AV(x)->a.shape[d - pad];
        lang_value *shv = lv_ints(I, V_TUPLE, sh, ndb);
        CHECK_ALLOC(shv);
        if ((rc = lang_np_method_pos(I, x, "reshape", &shv, 1, &x, err))) return rc;
    }
    int32_t nda = AV(x)->a.ndim, nd = nda > ndb ? nda : ndb;
    lang_value *args[2] = {x, y};
    if (nda == 0 || ndb == 0) return lang_np_call(I, "multiply", args, 2, NULL, NULL, 0, out, err);
    int64_t as[SL_MAX_DIMS], bs[SL_MAX_DIMS], rs[SL_MAX_DIMS], ax[2 * SL_MAX_DIMS];
    if (2 * nd > SL_MAX_DIMS) return lang_unsupported(err, "numpy.kron() of arrays of more than %d dimensions", SL_MAX_DIMS / 2);
    for (int32_t d = 0; d < nd; d++) {
        as[d] = d < nd - nda ? 1 : AV(x)->a.shape[d - (nd - nda)];
        bs[d] = d < nd - ndb ? 1 : AV(y)->a.shape[d - (nd - ndb)];
        if (__builtin_mul_overflow(as[d], bs[d], &rs[d])) return lang_unsupported(err, "numpy.kron() of huge arrays");
    }
    /* expand_dims(a, range(ndb - nda)), then range(1, 2nd, 2); b: range(nda - ndb), range(0, 2nd, 2) */
    for (int k = 0; k < 2; k++) {
        lang_value *v = args[k], *axv;
        int32_t pre = k == 0 ? ndb - nda : nda - ndb, m = 0;
        for (int32_t d = 0; d < pre; d++) ax[m++] = d;
        CHECK_ALLOC(axv = lv_ints(I, V_TUPLE, ax, m));
        lang_value *ea[2] = {v, axv};
        if ((rc = lang_np_call(I, "expand_dims", ea, 2, NULL, NULL, 0, &v, err))) return rc;
        m = 0;
        for (int32_t d = k == 0 ? 1 : 0; d < 2 * nd; d += 2) ax[m++] = d;
        CHECK_ALLOC(axv = lv_ints(I, V_TUPLE, ax, m));
        ea[0] = v;
        ea[1] = axv;
        if ((rc = lang_np_call(I, "expand_dims", ea, 2, NULL, NULL, 0, &args[k], err))) return rc;
    }
    lang_value *prod, *rsv = lv_ints(I, V_TUPLE, rs, nd);
    CHECK_ALLOC(rsv);
    if ((rc = lang_np_call(I, "multiply", args, 2, NULL, NULL, 0, &prod, err))) return rc;
    return lang_np_method_pos(I, prod, "reshape", &rsv, 1, out, err);
}

/* ------------------------------------------------------------ block == */

typedef struct {
    int64_t first[64];  /* first_index; -1 stands for None */
    int32_t nfirst;
    int32_t max_ndim;
    int64_t size;
} block_info;

static void format_index(const int64_t *idx, int32_t n, sl_strbuf *sb) {
    sl_sb_printf(sb, "arrays");
    for (int32_t i = 0; i < n; i++)
        if (idx[i] >= 0) sl_sb_printf(sb, "[%lld]", (long long)idx[i]);
}

static int check_depths(lang_interp *I, lang_value *arrays, int64_t *parent, int32_t np, block_info *out,
                        sl_error *err) {
    char buf[512];
    sl_strbuf sb;
    sl_sb_init(&sb, buf, sizeof buf);
    if (np >= 60) return lang_unsupported(err, "np.block() of lists nested more than 60 deep");
    if (arrays->kind == V_TUPLE && !arrays->pytype) {
        format_index(parent, np, &sb);
        return lang_py_error(err, "TypeError",
                             "%s is a tuple. Only lists can be used to arrange blocks, and np.block does not allow "
                             "implicit conversion from tuple to ndarray.", buf);
    }
    if (arrays->kind == V_LIST && !arrays->pytype) {
        if (arrays->u.seq.n == 0) {
            memcpy(out->first, parent, sizeof *parent * (size_t)np);
            out->first[np] = -1;
            out->nfirst = np + 1;
            out->max_ndim = 0;
            out->size = 0;
            return SL_OK;
        }
        for (int64_t i = 0; i < arrays->u.seq.n; i++) {
            block_info sub;
            parent[np] = i;
            int rc = check_depths(I, arrays->u.seq.v[i], parent, np + 1, &sub, err);
            if (rc) return rc;
            if (i == 0) {
                *out = sub;
                continue;
            }
            out->size += sub.size;
            if (sub.max_ndim > out->max_ndim) out->max_ndim = sub.max_ndim;
            if (sub.nfirst != out->nfirst) {
                format_index(sub.first, sub.nfirst, &sb);
                return lang_py_error(err, "ValueError",
                                     "List depths are mismatched. First element was at depth %d, but there is an "
                                     "element at depth %d (%s)", out->nfirst, sub.nfirst, buf);
            }
            if (sub.first[sub.nfirst - 1] < 0) {
                memcpy(out->first, sub.first, sizeof sub.first);
                out->nfirst = sub.nfirst;
            }
        }
        return SL_OK;
    }
    if (arrays->kind != V_ARRAY && arrays->kind != V_INT && arrays->kind != V_FLOAT && arrays->kind != V_BOOL)
        return lang_unsupported(err, "np.block() of a %s", lv_type_name(arrays));
    memcpy(out->first, parent, sizeof *parent * (size_t)np);
    out->nfirst = np;
    out->max_ndim = arrays->kind == V_ARRAY ? AV(arrays)->a.ndim : 0;
    out->size = 1;
    if (arrays->kind == V_ARRAY)
        for (int32_t d = 0; d < AV(arrays)->a.ndim; d++) out->size *= AV(arrays)->a.shape[d];
    return SL_OK;
}

static int block_rec(lang_interp *I, lang_value *arrays, int32_t max_depth, int32_t result_ndim, int32_t depth,
                     lang_value **out, sl_error *err) {
    int rc;
    if (depth < max_depth) {
        lang_value *arrs = lv_seq(I, V_LIST, arrays->u.seq.n);
        CHECK_ALLOC(arrs);
        for (int64_t i = 0; i < arrays->u.seq.n; i++)
            if ((rc = block_rec(I, arrays->u.seq.v[i], max_depth, result_ndim, depth + 1, &arrs->u.seq.v[i], err)))
                return rc;
        lang_value *args[2] = {arrs, lv_int(I, -(max_depth - depth))};
        CHECK_ALLOC(args[1]);
        return lang_np_call(I, "concatenate", args, 2, NULL, NULL, 0, out, err);
    }
    /* array(a, ndmin=result_ndim, copy=False) */
    lang_value *x;
    if ((rc = lang_np_as_array(I, arrays, &x, err))) return rc;
    if (lang_np_scalar(x) && (rc = ndarray_scalar_as_array(I, x, &x, err))) return rc;
    int32_t nd = AV(x)->a.ndim;
    if (nd < result_ndim) {
        int64_t sh[SL_MAX_DIMS];
        int32_t pad = result_ndim - nd;
        for (int32_t d = 0; d < result_ndim; d++) sh[d] = d < pad ? 1 : AV(x)->a.shape[d - pad];
        lang_value *shv = lv_ints(I, V_TUPLE, sh, result_ndim);
        CHECK_ALLOC(shv);
        if ((rc = lang_np_method_pos(I, x, "reshape", &shv, 1, &x, err))) return rc;
    }
    *out = x;
    return SL_OK;
}

static int block(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"arrays"};
    lang_value *p[1];
    int rc = ndarray_bind_py(a, "block", PN, 1, 1, p, err);
    if (rc) return rc;
    int64_t parent[64];
    block_info bi;
    if ((rc = check_depths(I, p[0], parent, 0, &bi, err))) return rc;
    int32_t list_ndim = bi.nfirst;
    if (list_ndim > 0 && bi.first[list_ndim - 1] < 0) {
        char buf[512];
        sl_strbuf sb;
        sl_sb_init(&sb, buf, sizeof buf);
        format_index(bi.first, bi.nfirst, &sb);
        return lang_py_error(err, "ValueError", "List at %s cannot be empty", buf);
    }
    int32_t result_ndim = bi.max_ndim > list_ndim ? bi.max_ndim : list_ndim;
    if (result_ndim > SL_MAX_DIMS) return lang_unsupported(err, "np.block() of more than %d dimensions", SL_MAX_DIMS);
    if ((double)list_ndim * (double)bi.size > 2.0 * 512 * 512)
        return lang_unsupported(err, "np.block() of a result past 2*512*512 elements (numpy's slicing path)");
    if ((rc = block_rec(I, p[0], list_ndim, result_ndim, 0, out, err))) return rc;
    if (list_ndim == 0) return lang_np_method_pos(I, *out, "copy", NULL, 0, out, err);
    return SL_OK;
}

/* ------------------------------------------------------------ np.broadcast == */

static int broadcast_obj(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_py_error(err, "ValueError", "keyword arguments not accepted.");
    int32_t lim = lang_layers(I)->numpy2 ? 64 : 32;
    if (a->npos > lim)
        return lang_py_error(err, "ValueError", "Need at least 0 and at most %d array objects.", lim);
    int32_t n = a->npos;
    if (n > 32) return lang_unsupported(err, "np.broadcast of more than 32 arrays");
    lang_value *arrs[64], *shapes[64];
    int rc;
    for (int32_t k = 0; k < n; k++) {
        if ((rc = lang_np_as_array(I, a->pos[k], &arrs[k], err))) return rc;
        if (lang_np_scalar(arrs[k]) && (rc = ndarray_scalar_as_array(I, arrs[k], &arrs[k], err))) return rc;
        CHECK_ALLOC(shapes[k] = lv_ints(I, V_TUPLE, AV(arrs[k])->a.shape, AV(arrs[k])->a.ndim));
    }
    lang_value *shape;
    lang_args sa = {shapes, n, NULL, NULL, 0};
    if ((rc = lang_np_broadcast_shapes(I, &sa, &shape, err))) return rc;
    int64_t size = 1;
    for (int64_t d = 0; d < shape->u.seq.n; d++) size *= shape->u.seq.v[d]->u.i;
    if (size > BCAST_MAX_ITEMS || (n && size * n > 4 * BCAST_MAX_ITEMS))
        return lang_unsupported(err, "np.broadcast of more than %d elements (its iteration is made up front)",
                                BCAST_MAX_ITEMS);
    lang_value *obj = lv_seq(I, V_LIST, n ? size + 1 : 1), *meta = lv_seq(I, V_TUPLE, 2);
    CHECK_ALLOC(obj);
    CHECK_ALLOC(meta);
    meta->u.seq.v[0] = shape;
    CHECK_ALLOC(meta->u.seq.v[1] = lv_int(I, n));
    obj->u.seq.v[0] = meta;
    if (n) {
        lang_value *views[64];
        for (int32_t k = 0; k < n; k++) {
            lang_value *args[2] = {arrs[k], shape};
            if ((rc = lang_np_call(I, "broadcast_to", args, 2, NULL, NULL, 0, &views[k], err))) return rc;
        }
        int32_t nd = (int32_t)shape->u.seq.n;
        int64_t idx[SL_MAX_DIMS] = {0}, shp[SL_MAX_DIMS];
        for (int32_t d = 0; d < nd; d++) shp[d] = shape->u.seq.v[d]->u.i;
        for (int64_t i = 0; i < size; i++) {
            lang_value *t = lv_seq(I, V_TUPLE, n), *iv = lv_ints(I, V_TUPLE, idx, nd);
            CHECK_ALLOC(t);
            CHECK_ALLOC(iv);
            for (int32_t k = 0; k < n; k++)
                if ((rc = lang_np_subscript(I, views[k], iv, &t->u.seq.v[k], err))) return rc;
            obj->u.seq.v[1 + i] = t;
            lang_next_index(idx, shp, nd);
        }
    }
    obj->pytype = "numpy.broadcast";
    obj->cursor = 1;
    *out = obj;
    return SL_OK;
}

bool lang_np_is_broadcast(const lang_value *v) {
    return v->kind == V_LIST && v->pytype && !strcmp(v->pytype, "numpy.broadcast");
}

/* b.shape, b.ndim / b.nd, b.size, b.numiter, b.index (meta: (shape, numiter)) */
static int bc_shape(lang_interp *I, lang_value *b, const char *name, lang_value **out, sl_error *err) {
    *out = b->u.seq.v[0]->u.seq.v[0];
    return SL_OK;
}
static int bc_ndim(lang_interp *I, lang_value *b, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_int(I, b->u.seq.v[0]->u.seq.v[0]->u.seq.n));
    return SL_OK;
}
static int bc_size(lang_interp *I, lang_value *b, const char *name, lang_value **out, sl_error *err) {
    const lang_value *shape = b->u.seq.v[0]->u.seq.v[0];
    int64_t size = 1;
    for (int64_t d = 0; d < shape->u.seq.n; d++) size *= shape->u.seq.v[d]->u.i;
    CHECK_ALLOC(*out = lv_int(I, size));
    return SL_OK;
}
static int bc_numiter(lang_interp *I, lang_value *b, const char *name, lang_value **out, sl_error *err) {
    *out = b->u.seq.v[0]->u.seq.v[1];
    return SL_OK;
}
static int bc_index(lang_interp *I, lang_value *b, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_int(I, b->cursor - 1));
    return SL_OK;
}
static const lang_attr_def BROADCAST_ATTR_DEFS[] = {
    {"index", bc_index}, {"nd", bc_ndim}, {"ndim", bc_ndim}, {"numiter", bc_numiter}, {"shape", bc_shape}, {"size", bc_size}};
static const lang_attr_defs BROADCAST_ATTRS = {"numpy.broadcast", BROADCAST_ATTR_DEFS, (int32_t)SL_ARRAY_LEN(BROADCAST_ATTR_DEFS)};
const struct lang_attr_defs *lang_np_broadcast_attr_defs(void) { return &BROADCAST_ATTRS; }

int lang_np_broadcast_getattr(lang_interp *I, lang_value *b, const char *name, lang_value **out, sl_error *err) {
    int rc = lang_attr_defs_get(&BROADCAST_ATTRS, I, b, name, out, err);
    if (rc != LANG_NOT_MINE) return rc;
    return lang_unsupported(err, "attribute '%s' of numpy.broadcast", name);
}

/* ------------------------------------------------------------ dispatcher == */

int lang_np_tricks_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "kron")) return kron(I, a, out, err);
    if (!strcmp(name, "block")) return block(I, a, out, err);
    if (!strcmp(name, "broadcast")) return broadcast_obj(I, a, out, err);
    if (!strcmp(name, "s_") || !strcmp(name, "index_exp"))
        return lang_py_error(err, "TypeError", "'IndexExpression' object is not callable");
    if (!strcmp(name, "mgrid") || !strcmp(name, "ogrid"))
        return lang_py_error(err, "TypeError", "'%s' object is not callable", name[0] == 'm' ? "MGridClass" : "OGridClass");
    return LANG_NOT_MINE;
}
