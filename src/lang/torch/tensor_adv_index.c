/*
 * tensor_adv_index.c — torch 1.13 advanced indexing (integer-array and boolean-mask
 * indices, get and set) and max/min over one dim (torch.return_types), for the snippet
 * language.  Also the list walk that numpy's advanced indexing (ndarray_adv_index.c) shares.
 *
 * An index is advanced when it holds a list, a range, or a tensor other than a 0-dim
 * integer tensor.  We follow torch's own path in four steps, each before any element is
 * touched, so errors come out in torch's order:
 *
 *   1. Python layer (python_variable_indexing.cpp): a list shorter than 32 holding a
 *      tensor, a sequence, a slice, None or Ellipsis is read as a tuple (numpy's old
 *      heuristic); "too many indices" counts ints, slices and sequences as 1 and a
 *      bool/uint8 tensor as its dim().  Items are applied left to right: ints select,
 *      slices slice, None unsqueezes, True/False unsqueeze and record the long index
 *      [0] / [], a 0-dim integer tensor selects, and every other tensor or list (made
 *      into a long tensor, or a bool one when all its leaves are bools) is recorded at
 *      the current dim, which then advances by ONE whatever the tensor's dims.  The
 *      basic part is the engine's sl_torch_index_ex with a full slice for each record.
 *   2. at::index / make_info (TensorAdvancedIndexing.cpp): dtype check (long, byte or
 *      bool), masks replaced by their nonzero() columns (each a (n,) tensor of stride
 *      k), broadcasting, and when the indexed dims are not adjacent, the tensor and
 *      indices are permuted to put them first.  The indexed dims of the source are then
 *      replaced by the broadcast index shape B with stride 0 (restride_src) and every
 *      index is reshaped to [1]*before + B + [1]*after.
 *   3. TensorIterator lays out the result from those operands: the fast setup when all
 *      have one shape (all contiguous / channels-last / equal dense strides), else
 *      reorder_dimensions' insertion sort over the operands' strides (broadcast dims
 *      ignored) and dense strides in that order.  It also fixes the kernel's iteration
 *      order, so the first out-of-bounds index reported ("index 5 is out of bounds for
 *      dimension j": j counts index tensors, not dims) and, for assignment, which of
 *      repeated targets is written last.  Past 3000 elements torch runs the kernel in
 *      parallel: a choice between different errors or repeated targets is then refused.
 *   4. Assignment (index_put_): the value is made a tensor first (a Python number in
 *      self's dtype; other types are a TypeError), its leading 1-dims dropped; one
 *      bool/uint8 index with a one-element value goes to masked_fill_; else overlap of
 *      self with the value and indices is refused as torch refuses it, the value must
 *      broadcast to the result shape and have self's dtype, and elements are written in
 *      the iterator's order (those before an out-of-bounds index stay written).
 *
 * max(dim)/min(dim) return a 2-tuple printed as torch.return_types.max(values=...,
 * indices=...): values and int64 indices, contiguous, the first extreme along the dim
 * (NaN counts as the extreme: the first NaN).
 */
#include "lang/lang.h"

#include <math.h>
#include <stdlib.h>

static lang_tensor_v *TV(const lang_value *v) { return v->u.tensor; }

#define GRAIN_ELEMS 3000 /* torch's index kernels run in parallel from this many elements */
#define MAX_REC SL_MAX_DIMS
#define MAX_WALK ((int64_t)1 << 24) /* elements we walk one by one (more: refused) */

/* ------------------------------------------------------------ list walk == */

static bool is_plain_seq(const lang_value *v) {
    return (v->kind == V_LIST || v->kind == V_TUPLE) && !v->pytype && !v->lazy;
}

static void list_shape(const lang_value *v, lang_idx_list *w) {
    w->ndim = 0;
    while (is_plain_seq(v) && w->ndim < SL_MAX_DIMS) {
        w->shape[w->ndim++] = v->u.seq.n;
        if (v->u.seq.n == 0) break;
        v = v->u.seq.v[0];
    }
}

static int list_leaves(lang_interp *I, lang_value *v, int32_t depth, lang_idx_list *w, sl_error *err) {
    if (depth < w->ndim) {
        if (!is_plain_seq(v) || v->u.seq.n != w->shape[depth]) {
            w->ragged = true;
            return SL_OK;
        }
        for (int64_t k = 0; k < v->u.seq.n; k++) {
            int rc = list_leaves(I, v->u.seq.v[k], depth + 1, w, err);
            if (rc) return rc;
        }
        return SL_OK;
    }
    if (is_plain_seq(v)) {
        w->ragged = true;
        return SL_OK;
    }
    lang_value *p = lang_np_scalar_py(I, v, err);
    if (!p) return err->code;
    int64_t x = 0;
    if (p->kind == V_INT) {
        x = p->u.i;
        w->any_int = true;
    } else if (p->kind == V_BOOL) {
        x = p->u.b;
    } else if (p->kind == V_FLOAT) {
        w->any_bad = true;
        w->any_float = true;
        if (p->u.f > -9.2e18 && p->u.f < 9.2e18) x = (int64_t)p->u.f;
        else w->float_out_of_range = true;
    } else if (p->kind == V_STR || p->kind == V_NONE || p->kind == V_SLICE || p->kind == V_ELLIPSIS) {
        w->any_bad = true;
    } else {
        w->refuse = lv_type_name(p);
        return SL_OK;
    }
    if (w->n == w->cap) {
        int64_t nc = w->cap ? 2 * w->cap : 16;
        int64_t *nv = lang_alloc(&I->A, (size_t)nc * sizeof *nv);
        if (!nv) return lang_nomem(err);
        if (w->n) memcpy(nv, w->vals, (size_t)w->n * sizeof *nv);
        w->vals = nv;
        w->cap = nc;
    }
    w->vals[w->n++] = x;
    return SL_OK;
}

int lang_idx_list_walk(lang_interp *I, lang_value *v, lang_idx_list *w, sl_error *err) {
    memset(w, 0, sizeof *w);
    list_shape(v, w);
    if (w->ndim >= SL_MAX_DIMS) return lang_unsupported(err, "an index list nested %d deep", w->ndim);
    return list_leaves(I, v, 0, w, err);
}

/* ------------------------------------------------------------ helpers == */

static int64_t numel_of(const int64_t *shape, int32_t nd) {
    int64_t n = 1;
    for (int32_t d = 0; d < nd; d++) n *= shape[d];
    return n;
}


/* every value of a tensor in C order, as int64 */
static int tensor_ints(lang_interp *I, lang_value *tv, int64_t **out, sl_error *err) {
    const sl_tensor *t = &TV(tv)->t;
    int64_t n;
    int rc = sl_layout_numel(&t->layout, &n, err);
    if (rc) return rc;
    if (n > (int64_t)1 << 22) return lang_unsupported(err, "an index tensor of more than 4194304 elements");
    int64_t *v = lang_alloc(&I->A, (size_t)(n + 1) * sizeof *v);
    CHECK_ALLOC(v);
    lang_lview lv;
    lang_lview_of_tensor(t, &lv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < n; k++) {
        lang_num x;
        if ((rc = lang_read(I, TV(tv)->st, &lv, idx, &x, err))) return rc;
        v[k] = x.is_float ? (int64_t)x.f : x.i;
        lang_next_index(idx, t->layout.size, t->layout.ndim);
    }
    *out = v;
    return SL_OK;
}

/* a layout-only tensor record: contiguous int64 (or bool) of this shape */
static int contiguous_layout(const int64_t *shape, int32_t nd, sl_dtype dt, sl_tensor *t, sl_error *err) {
    int rc = sl_torch_empty(shape, nd, dt, t, err);
    if (rc) return rc;
    t->alias = SL_ALIAS_NEW;
    return SL_OK;
}

/* next position in the order where perm[0] moves fastest; false after the last */
static bool next_in_perm(int64_t *idx, const int64_t *shape, const int32_t *perm, int32_t nd) {
    for (int32_t i = 0; i < nd; i++) {
        int32_t d = perm[i];
        if (++idx[d] < shape[d]) return true;
        idx[d] = 0;
    }
    return false;
}

static sl_layout layout_of(const int64_t *shape, const int64_t *stride, int32_t nd, int64_t itemsize) {
    sl_layout l;
    memset(&l, 0, sizeof l);
    l.ndim = nd;
    l.itemsize = itemsize;
    memcpy(l.size, shape, (size_t)nd * sizeof *shape);
    memcpy(l.stride, stride, (size_t)nd * sizeof *stride);
    return l;
}


/* ------------------------------------------------------------ plan == */

/* a tensor recorded by the Python layer at dim `pos` of the sliced tensor */
typedef struct rec_ix {
    int32_t pos;
    sl_dtype dtype;
    sl_tensor lay;      /* its layout as torch holds it */
    int64_t *vals;      /* C order (NULL for dtypes at::index refuses) */
    lang_value *user;   /* the user's tensor, NULL when made from a list or a bool */
} rec_ix;

/* a long index after expandTensors and broadcasting */
typedef struct lix {
    sl_tensor lay;      /* its layout (expanded to B) */
    int32_t vnd;
    int64_t vshape[SL_MAX_DIMS];
    int64_t *vals;      /* C order over vshape */
    int64_t vstr[SL_MAX_DIMS]; /* element step of vals per dim of B (0: broadcast) */
    int64_t size;       /* the indexed dim's size */
} lix;

typedef struct adv_plan {
    sl_tensor view;     /* torch's `sliced` */
    bool view_is_self;
    int32_t nrec, nlen; /* recorded tensors; outIndices' length */
    rec_ix rec[MAX_REC];
    /* make_info */
    sl_tensor pview;    /* view with the indexed dims moved to the front when not adjacent */
    int32_t before, nidx, after, nb;
    lix ix[MAX_REC];
    int64_t B[SL_MAX_DIMS];
    int32_t nd;         /* iteration dims: before + nb + after */
    int64_t shape[SL_MAX_DIMS];
    int64_t src_st[SL_MAX_DIMS];
    int64_t ix_st[MAX_REC][SL_MAX_DIMS];
} adv_plan;

/* treatSequenceAsTuple for a list index */
static bool list_as_tuple(const lang_value *v) {
    if (v->kind != V_LIST || v->pytype || v->lazy || v->u.seq.n >= 32) return false;
    for (int64_t i = 0; i < v->u.seq.n; i++) {
        const lang_value *e = v->u.seq.v[i];
        switch (e->kind) {
        case V_TENSOR: case V_LIST: case V_TUPLE: case V_RANGE: case V_STR: case V_SIZE: case V_SLICE: case V_NONE:
        case V_ELLIPSIS: return true;
        case V_ARRAY:
            if (!e->np_scalar) return true;
            break;
        default: break;
        }
    }
    return false;
}

static bool is_select_tensor(const lang_value *v) {
    const sl_tensor *t = &TV(v)->t;
    return t->layout.ndim == 0 && sl_dtype_is_integral(t->dtype, false) && t->dtype != SL_UINT8;
}

static bool is_adv_item(const lang_value *v) {
    switch (v->kind) {
    case V_LIST:
    case V_RANGE:
    case V_STR: return true; /* a str is a sequence: torch tries to make a tensor of it */
    case V_TUPLE: return !v->pytype;
    case V_TENSOR: return !is_select_tensor(v);
    case V_ARRAY: return !v->np_scalar;
    default: return false;
    }
}

bool lang_torch_adv_index(const lang_value *idx) {
    if (idx->kind == V_TUPLE) {
        for (int64_t i = 0; i < idx->u.seq.n; i++)
            if (is_adv_item(idx->u.seq.v[i])) return true;
        return false;
    }
    if (idx->kind == V_TENSOR) return !is_select_tensor(idx);
    return idx->kind == V_LIST || idx->kind == V_RANGE || idx->kind == V_STR || (idx->kind == V_ARRAY && !idx->np_scalar);
}

static int add_rec(adv_plan *p, int32_t pos, sl_error *err) {
    if (p->nrec >= MAX_REC) return lang_unsupported(err, "more than %d index tensors", MAX_REC);
    memset(&p->rec[p->nrec], 0, sizeof p->rec[p->nrec]);
    p->rec[p->nrec].pos = pos;
    if (pos + 1 > p->nlen) p->nlen = pos + 1;
    return SL_OK;
}

/* the long index [0] (true) or [] (false) that torch records for a boolean scalar */
static int add_bool_rec(lang_interp *I, adv_plan *p, int32_t pos, bool val, sl_error *err) {
    int rc = add_rec(p, pos, err);
    if (rc) return rc;
    rec_ix *r = &p->rec[p->nrec++];
    int64_t n = val ? 1 : 0;
    r->dtype = SL_INT64;
    if ((rc = contiguous_layout(&n, 1, SL_INT64, &r->lay, err))) return rc;
    r->vals = lang_alloc(&I->A, sizeof(int64_t));
    CHECK_ALLOC(r->vals);
    r->vals[0] = 0;
    return SL_OK;
}

/* a list / tuple / range item as torch's indexing_tensor_from_data makes it */
static int add_seq_rec(lang_interp *I, adv_plan *p, int32_t pos, lang_value *v, sl_error *err) {
    int rc = add_rec(p, pos, err);
    if (rc) return rc;
    rec_ix *r = &p->rec[p->nrec];
    if (v->kind == V_RANGE) {
        int64_t st = v->u.range.start, sp = v->u.range.stop, step = v->u.range.step, n = 0;
        if (step > 0 && sp > st) n = (sp - st - 1) / step + 1;
        if (step < 0 && sp < st) n = (st - sp - 1) / -step + 1;
        if (n > (int64_t)1 << 22) return lang_unsupported(err, "a range of %lld items as an index", (long long)n);
        r->vals = lang_alloc(&I->A, (size_t)(n + 1) * sizeof *r->vals);
        CHECK_ALLOC(r->vals);
        for (int64_t k = 0; k < n; k++) r->vals[k] = st + k * step;
        r->dtype = SL_INT64;
        if ((rc = contiguous_layout(&n, 1, SL_INT64, &r->lay, err))) return rc;
        p->nrec++;
        return SL_OK;
    }
    lang_idx_list w;
    if ((rc = lang_idx_list_walk(I, v, &w, err))) return rc;
    if (w.ragged) return lang_unsupported(err, "a ragged list as a tensor index");
    if (w.refuse) return lang_unsupported(err, "a %s inside a tensor index list", w.refuse);
    if (w.any_bad && !w.any_float) return lang_unsupported(err, "a non-number inside a tensor index list");
    if (w.float_out_of_range) return lang_unsupported(err, "a float index beyond int64");
    /* all-bool leaves make a bool tensor (a mask); anything else a long one */
    bool is_bool = w.n > 0 && !w.any_int && !w.any_float;
    r->dtype = is_bool ? SL_BOOL : SL_INT64;
    r->vals = w.vals ? w.vals : lang_alloc(&I->A, sizeof(int64_t));
    CHECK_ALLOC(r->vals);
    if ((rc = contiguous_layout(w.shape, w.ndim, r->dtype, &r->lay, err))) return rc;
    p->nrec++;
    return SL_OK;
}

/* an ndarray in an index, as torch's sequenceToVariable reads it: the nested list of its
 * values (bools, ints, floats: a bool array makes a mask, the others a long tensor).
 * uint8 arrays (byte masks), 0-d arrays, empty bool arrays and other dtypes are refused. */
static int array_as_list(lang_interp *I, lang_value *a, lang_value **out, sl_error *err) {
    const sl_array *r = &a->u.array->a;
    int64_t n;
    int rc = sl_np_size(r, &n, err);
    if (rc) return rc;
    bool is_bool = r->dtype == SL_BOOL;
    if (r->dtype == SL_UINT8 || sl_dtype_is_complex(r->dtype) || (!is_bool && !sl_dtype_is_integral(r->dtype, false) &&
                                                                   !sl_dtype_is_floating(r->dtype)))
        return lang_unsupported(err, "a numpy %s array as a tensor index", sl_dtype_numpy_name(r->dtype));
    if (is_bool && n == 0) return lang_unsupported(err, "an empty numpy bool array as a tensor index");
    if (n > (int64_t)1 << 22) return lang_unsupported(err, "a numpy index of more than 4194304 elements");
    lang_lview lv;
    lang_lview_of_array(r, &lv);
    /* lists level by level: lists[d] is the list being filled at depth d */
    lang_value *lists[SL_MAX_DIMS + 1];
    int64_t idx[SL_MAX_DIMS] = {0};
    /* torch makes a 0-dim long index of a 0-d array (a copy, where an int would select) */
    if (r->ndim == 0) return lang_unsupported(err, "a 0-d numpy array as a tensor index");
    for (int32_t d = 0; d < r->ndim; d++) {
        lists[d] = lv_seq(I, V_LIST, r->shape[d]);
        CHECK_ALLOC(lists[d]);
        if (d) lists[d - 1]->u.seq.v[0] = lists[d];
    }
    *out = lists[0];
    if (n == 0) {
        for (int32_t d = 0; d < r->ndim; d++)
            for (int64_t k = 0; k < lists[d]->u.seq.n; k++)
                if (!lists[d]->u.seq.v[k]) {
                    lists[d]->u.seq.v[k] = lv_seq(I, V_LIST, 0);
                    CHECK_ALLOC(lists[d]->u.seq.v[k]);
                }
        return SL_OK;
    }
    for (int64_t e = 0; e < n; e++) {
        lang_num x;
        if ((rc = lang_read(I, a->u.array->st, &lv, idx, &x, err))) return rc;
        lang_value *leaf = is_bool ? lv_bool(I, x.i != 0) : x.is_float ? lv_float(I, x.f) : lv_int(I, x.i);
        CHECK_ALLOC(leaf);
        lists[r->ndim - 1]->u.seq.v[idx[r->ndim - 1]] = leaf;
        /* advance, opening fresh lists where an inner index wraps */
        int32_t d = r->ndim - 1;
        while (d >= 0 && ++idx[d] == r->shape[d]) idx[d--] = 0;
        if (d < 0) break;
        for (int32_t q = d + 1; q < r->ndim; q++) {
            lists[q] = lv_seq(I, V_LIST, r->shape[q]);
            CHECK_ALLOC(lists[q]);
            lists[q - 1]->u.seq.v[idx[q - 1]] = lists[q];
        }
    }
    return SL_OK;
}

/* Step 1 (the Python layer).  *basic_only: no tensor was recorded (the caller runs the
 * index as a plain tuple `*as_tuple`). */
static int adv_parse(lang_interp *I, lang_value *t, lang_value *idx, adv_plan *p, bool *basic_only,
                     lang_value **as_tuple, sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    lang_value **items;
    int64_t cnt;
    int rc;
    *basic_only = false;
    if (idx->kind == V_STR && idx->u.str.len > 0) {
        /* a str under 32 characters is a tuple of 1-character strs; then as any str item */
        int64_t nch = lang_utf8_len(idx->u.str.s, idx->u.str.len);
        if (nch < 32 && nch > x->layout.ndim)
            return lang_py_error(err, "IndexError", "too many indices for tensor of dimension %d", x->layout.ndim);
        return lang_py_error(err, "TypeError", "new(): invalid data type 'str'");
    }
    if (idx->kind == V_ARRAY) {
        /* a numpy array is a sequence: one of 2+ dims and under 32 rows is a tuple of rows */
        lang_value *l;
        if ((rc = array_as_list(I, idx, &l, err))) return rc;
        if (l->kind == V_LIST && idx->u.array->a.ndim >= 2 && l->u.seq.n < 32) {
            items = l->u.seq.v;
            cnt = l->u.seq.n;
        } else {
            idx = l;
            items = &idx;
            cnt = 1;
        }
    } else if (idx->kind == V_TUPLE || list_as_tuple(idx)) {
        items = idx->u.seq.v;
        cnt = idx->u.seq.n;
    } else {
        items = &idx;
        cnt = 1;
    }
    if (cnt > 2 * SL_MAX_DIMS) return lang_unsupported(err, "an index with %lld items", (long long)cnt);
    lang_value *pv[2 * SL_MAX_DIMS];
    int64_t specified = 0;
    for (int64_t i = 0; i < cnt; i++) {
        if (!(pv[i] = lang_np_scalar_py(I, items[i], err))) return err->code;
        if (pv[i]->kind == V_ARRAY && (rc = array_as_list(I, pv[i], &pv[i], err))) return rc;
        lang_value *v = pv[i];
        if (v->kind == V_TENSOR) {
            sl_dtype dt = TV(v)->t.dtype;
            specified += dt == SL_BOOL || dt == SL_UINT8 ? TV(v)->t.layout.ndim : 1;
        } else if (v->kind != V_NONE && v->kind != V_ELLIPSIS && v->kind != V_BOOL) {
            specified++;
        }
    }
    if (specified > x->layout.ndim)
        return lang_py_error(err, "IndexError", "too many indices for tensor of dimension %d", x->layout.ndim);
    sl_index_item bi[4 * SL_MAX_DIMS];
    int32_t nbi = 0, user_of[4 * SL_MAX_DIMS]; /* engine item -> the user's item */
    int32_t cursor = 0;
    bool seen_ell = false, any_view_op = false, wide_mask = false, items_shifted = false;
    for (int64_t i = 0; i < cnt; i++)
        if (pv[i]->kind == V_TENSOR && (TV(pv[i])->t.dtype == SL_BOOL || TV(pv[i])->t.dtype == SL_UINT8) &&
            TV(pv[i])->t.layout.ndim >= 2)
            wide_mask = true;
    for (int64_t i = 0; i < cnt; i++) {
        lang_value *v = pv[i];
        if (nbi + SL_MAX_DIMS + 1 > 4 * SL_MAX_DIMS) return lang_unsupported(err, "an index with this many items");
        sl_index_item *it = &bi[nbi];
        memset(it, 0, sizeof *it);
        for (int32_t k = nbi; k < nbi + SL_MAX_DIMS + 1; k++) user_of[k] = (int32_t)i;
        if (v->kind == V_ELLIPSIS) {
            /* torch moves its dim pointer for each one (no error); the engine would not */
            if (seen_ell && x->layout.ndim > specified) return lang_unsupported(err, "an advanced index with two ellipses");
            seen_ell = true;
            if (!wide_mask) {
                /* the engine counts every item as torch does: one Ellipsis item, so the
                 * item positions its select errors report stay the user's */
                it->kind = SL_IDX_ELLIPSIS;
                nbi++;
                cursor += (int32_t)(x->layout.ndim - specified);
                continue;
            }
            /* a mask of k >= 2 dims counts k for torch but is one placeholder here */
            if (x->layout.ndim - specified != 1) items_shifted = true;
            for (int64_t k = 0; k < x->layout.ndim - specified; k++) {
                memset(&bi[nbi], 0, sizeof bi[nbi]);
                bi[nbi++].kind = SL_IDX_SLICE;
                cursor++;
            }
            continue;
        }
        if (v->kind == V_BOOL) {
            it->kind = SL_IDX_NONE;
            nbi++;
            if ((rc = add_bool_rec(I, p, cursor, v->u.b, err))) return rc;
            cursor++;
            any_view_op = true;
            continue;
        }
        if (v->kind == V_TENSOR) {
            const sl_tensor *tt = &TV(v)->t;
            if (tt->layout.ndim == 0 && (sl_dtype_is_integral(tt->dtype, false) || tt->dtype == SL_BOOL)) {
                lang_num xv;
                int64_t z[1] = {0};
                lang_lview lv;
                lang_lview_of_tensor(tt, &lv);
                if ((rc = lang_read(I, TV(v)->st, &lv, z, &xv, err))) return rc;
                if (tt->dtype != SL_UINT8 && tt->dtype != SL_BOOL) {
                    it->kind = SL_IDX_INT_TENSOR0;
                    it->value = xv.i;
                    nbi++;
                    any_view_op = true;
                    continue;
                }
                it->kind = SL_IDX_NONE;
                nbi++;
                if ((rc = add_bool_rec(I, p, cursor, xv.i != 0, err))) return rc;
                cursor++;
                any_view_op = true;
                continue;
            }
            if (sl_dtype_is_complex(tt->dtype)) return lang_unsupported(err, "a complex tensor as an index");
            if ((rc = add_rec(p, cursor, err))) return rc;
            rec_ix *r = &p->rec[p->nrec];
            r->dtype = tt->dtype;
            r->lay = *tt;
            r->user = v;
            if (tt->dtype == SL_INT64 || tt->dtype == SL_UINT8 || tt->dtype == SL_BOOL)
                if ((rc = tensor_ints(I, v, &r->vals, err))) return rc;
            p->nrec++;
            it->kind = SL_IDX_SLICE;
            nbi++;
            cursor++;
            continue;
        }
        if (v->kind == V_LIST || v->kind == V_TUPLE || v->kind == V_RANGE) {
            if (v->pytype || v->lazy) return lang_unsupported(err, "a %s object as an index", lv_type_name(v));
            if ((rc = add_seq_rec(I, p, cursor, v, err))) return rc;
            it->kind = SL_IDX_SLICE;
            nbi++;
            cursor++;
            continue;
        }
        if (v->kind == V_STR) { /* a sequence: torch tries to make a tensor of it */
            if (v->u.str.len == 0) return lang_unsupported(err, "an empty str as a tensor index");
            return lang_py_error(err, "TypeError", "new(): invalid data type 'str'");
        }
        if (v->kind == V_SIZE)
            return lang_unsupported(err, "a %s as a tensor index", lv_type_name(v));
        int basic = lang_basic_index_item(v, false, it, err);
        if (basic < 0) return basic;
        if (!basic) {
            it->kind = SL_IDX_INVALID;
            it->type_name = lv_type_name(v);
        }
        nbi++;
        any_view_op = true;
        if (it->kind == SL_IDX_SLICE || it->kind == SL_IDX_NONE) cursor++;
    }
    if (p->nrec == 0) {
        /* nothing advanced: the plain tuple path */
        lang_value *tup = lv_seq(I, V_TUPLE, cnt);
        CHECK_ALLOC(tup);
        for (int64_t i = 0; i < cnt; i++) tup->u.seq.v[i] = items[i];
        *as_tuple = tup;
        *basic_only = true;
        return SL_OK;
    }
    if ((rc = sl_torch_index_ex(x, bi, nbi, true, &p->view, err))) {
        long long iv, dv, sv;
        if (rc == SL_ERR_PY && items_shifted) {
            /* a select error names the item's position: the user's, not ours */
            if (sscanf(err->message, "index %lld is out of bounds for dimension %lld with size %lld", &iv, &dv, &sv) != 3 ||
                dv < 0 || dv >= nbi)
                return lang_unsupported(err, "the item position torch reports here (an Ellipsis with a multi-dim mask)");
            return lang_py_error(err, "IndexError", "index %lld is out of bounds for dimension %d with size %lld", iv,
                                 user_of[dv], sv);
        }
        return rc;
    }
    p->view_is_self = !any_view_op;
    return SL_OK;
}

static int dim_range_error(int32_t ndim, int64_t got, sl_error *err) {
    int64_t lo = ndim > 0 ? -ndim : -1, hi = ndim > 0 ? ndim - 1 : 0;
    return lang_py_error(err, "IndexError", "Dimension out of range (expected to be in range of [%lld, %lld], but got %lld)",
                         (long long)lo, (long long)hi, (long long)got);
}

/* a mask's dims against the indexed tensor's, from dim `at` on (torch's message) */
static int check_mask_shape(const rec_ix *r, const sl_tensor *self, int32_t at, sl_error *err) {
    const int32_t k = r->lay.layout.ndim, ndim = self->layout.ndim;
    for (int32_t j = 0; j < k; j++) {
        int32_t src = at + j;
        if (src >= ndim) return dim_range_error(ndim, src, err);
        if (r->lay.layout.size[j] != self->layout.size[src]) {
            char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
            sl_format_list(a1, sizeof a1, r->lay.layout.size, k);
            sl_format_list(a2, sizeof a2, self->layout.size, ndim);
            return lang_py_error(err, "IndexError",
                                 "The shape of the mask %s at index %d does not match the shape of the indexed tensor %s at index %d",
                                 a1, j, a2, src);
        }
    }
    return SL_OK;
}

static int check_index_dtypes(const adv_plan *p, sl_error *err) {
    for (int32_t k = 0; k < p->nrec; k++) {
        sl_dtype dt = p->rec[k].dtype;
        if (dt != SL_INT64 && dt != SL_UINT8 && dt != SL_BOOL)
            return lang_py_error(err, "IndexError", "tensors used as indices must be long, byte or bool tensors");
    }
    return SL_OK;
}

/* Steps 2 (make_info and AdvancedIndex). */
static int adv_info(lang_interp *I, adv_plan *p, sl_error *err) {
    const sl_tensor *self = &p->view;
    int32_t ndim = self->layout.ndim;
    int rc;
    if ((rc = check_index_dtypes(p, err))) return rc;
    /* expandTensors: the list of optional indices, masks as nonzero() columns */
    int32_t nexp = 0, ri = 0;
    int32_t exp_of[2 * SL_MAX_DIMS + 2]; /* -1 undefined, else index into p->ix */
    int32_t nix = 0;
    for (int32_t pos = 0; pos < p->nlen; pos++) {
        if (ri >= p->nrec || p->rec[ri].pos != pos) {
            if (nexp >= 2 * SL_MAX_DIMS) return lang_unsupported(err, "an index this long");
            exp_of[nexp++] = -1;
            continue;
        }
        rec_ix *r = &p->rec[ri++];
        if (r->dtype == SL_BOOL || r->dtype == SL_UINT8) {
            int32_t k = r->lay.layout.ndim;
            if ((rc = check_mask_shape(r, self, nexp, err))) return rc;
            int64_t n = 0, total = numel_of(r->lay.layout.size, k);
            for (int64_t e = 0; e < total; e++) n += r->vals[e] != 0;
            if (nix + k > MAX_REC || nexp + k > 2 * SL_MAX_DIMS) return lang_unsupported(err, "a mask of this many dims");
            for (int32_t j = 0; j < k; j++) {
                lix *f = &p->ix[nix];
                memset(f, 0, sizeof *f);
                f->vnd = 1;
                f->vshape[0] = n;
                f->vals = lang_alloc(&I->A, (size_t)(n + 1) * sizeof *f->vals);
                CHECK_ALLOC(f->vals);
                /* nonzero() is (n, k) contiguous; column j is select(1, j) */
                int64_t nzshape[2] = {n, k};
                sl_tensor nz;
                if ((rc = contiguous_layout(nzshape, 2, SL_INT64, &nz, err))) return rc;
                if ((rc = sl_torch_select(&nz, 1, j, &f->lay, err))) return rc;
                exp_of[nexp++] = nix++;
            }
            int64_t posv[SL_MAX_DIMS] = {0}, c = 0;
            for (int64_t e = 0; e < total; e++) {
                if (r->vals[e]) {
                    for (int32_t j = 0; j < k; j++) p->ix[nix - k + j].vals[c] = posv[j];
                    c++;
                }
                lang_next_index(posv, r->lay.layout.size, k);
            }
            continue;
        }
        if (nix >= MAX_REC || nexp >= 2 * SL_MAX_DIMS) return lang_unsupported(err, "this many index tensors");
        lix *f = &p->ix[nix];
        memset(f, 0, sizeof *f);
        f->lay = r->lay;
        f->vnd = r->lay.layout.ndim;
        memcpy(f->vshape, r->lay.layout.size, sizeof f->vshape);
        f->vals = r->vals;
        exp_of[nexp++] = nix++;
    }
    /* broadcast the indices together */
    int32_t nb = 0;
    int64_t B[SL_MAX_DIMS];
    bool bad = false;
    for (int32_t k = 0; k < nix && !bad; k++) {
        int64_t tmp[SL_MAX_DIMS];
        int32_t ntmp;
        if (k == 0) {
            nb = p->ix[0].vnd;
            memcpy(B, p->ix[0].vshape, (size_t)nb * sizeof *B);
            continue;
        }
        if (sl_torch_broadcast_shapes2(B, nb, p->ix[k].vshape, p->ix[k].vnd, tmp, &ntmp, err)) {
            sl_error_clear(err);
            bad = true;
            break;
        }
        memcpy(B, tmp, (size_t)ntmp * sizeof *B);
        nb = ntmp;
    }
    if (bad) {
        lang_buf b = {.I = I};
        const char *head = "shape mismatch: indexing tensors could not be broadcast together with shapes ";
        if ((rc = lang_buf_put(&b, head, (int64_t)strlen(head), err))) return rc;
        for (int32_t k = 0; k < nix; k++) {
            char s[SL_MAX_DIMS * 24 + 8];
            sl_format_list(s, sizeof s, p->ix[k].vshape, p->ix[k].vnd);
            if (k && (rc = lang_buf_put(&b, ", ", 2, err))) return rc;
            if ((rc = lang_buf_put(&b, s, (int64_t)strlen(s), err))) return rc;
        }
        return lang_py_error(err, "IndexError", "%.*s", (int)b.len, b.s);
    }
    for (int32_t k = 0; k < nix; k++) {
        lix *f = &p->ix[k];
        bool same = f->vnd == nb && !memcmp(f->vshape, B, (size_t)nb * sizeof *B);
        if (!same) {
            sl_tensor e;
            if ((rc = sl_torch_expand(&f->lay, B, nb, &e, err))) return rc;
            f->lay = e;
        }
        int32_t off = nb - f->vnd;
        int64_t step = 1;
        for (int32_t d = nb - 1; d >= 0; d--) {
            if (d < off) {
                f->vstr[d] = 0;
                continue;
            }
            int64_t s = f->vshape[d - off];
            f->vstr[d] = s == 1 ? 0 : step;
            step *= s;
        }
    }
    /* pad to self.dim(); move the indexed dims to the front when not adjacent */
    while (nexp < ndim) exp_of[nexp++] = -1;
    int32_t first = -1, last = -1;
    for (int32_t d = 0; d < nexp; d++)
        if (exp_of[d] >= 0) {
            if (first < 0) first = d;
            last = d;
        }
    bool adjacent = true;
    for (int32_t d = first; d <= last; d++)
        if (exp_of[d] < 0) adjacent = false;
    if (!adjacent) {
        int64_t dims[SL_MAX_DIMS];
        int32_t n = 0, order[2 * SL_MAX_DIMS + 2];
        for (int32_t d = 0; d < ndim; d++)
            if (exp_of[d] >= 0) order[n] = exp_of[d], dims[n++] = d;
        int32_t nidx = n;
        for (int32_t d = 0; d < ndim; d++)
            if (exp_of[d] < 0) dims[n++] = d;
        if ((rc = sl_torch_permute(self, dims, ndim, &p->pview, err))) return rc;
        /* indices in their new order */
        lix *tmp = lang_alloc(&I->A, (size_t)nidx * sizeof *tmp);
        CHECK_ALLOC(tmp);
        for (int32_t k = 0; k < nidx; k++) tmp[k] = p->ix[order[k]];
        for (int32_t k = 0; k < nidx; k++) p->ix[k] = tmp[k];
        p->before = 0;
        p->nidx = nidx;
    } else {
        p->pview = *self;
        p->before = first;
        p->nidx = last - first + 1;
        /* exp_of in [first, last] are 0..nidx-1 in order already */
    }
    p->after = ndim - p->before - p->nidx;
    p->nb = nb;
    memcpy(p->B, B, (size_t)nb * sizeof *B);
    /* AdvancedIndex: an indexed dim of size 0 with a non-empty replacement */
    bool zero_indexed = false, zero_b = false;
    for (int32_t j = 0; j < p->nidx; j++) {
        p->ix[j].size = p->pview.layout.size[p->before + j];
        if (p->ix[j].size == 0) zero_indexed = true;
    }
    for (int32_t d = 0; d < nb; d++)
        if (B[d] == 0) zero_b = true;
    if (zero_indexed && !zero_b) return lang_py_error(err, "IndexError", "index is out of bounds for dimension with size 0");
    /* the iteration space: restride_src and reshape_indexer */
    p->nd = p->before + nb + p->after;
    if (p->nd > SL_MAX_DIMS) return lang_unsupported(err, "an advanced index result of %d dims", p->nd);
    int32_t n = 0;
    for (int32_t d = 0; d < p->before; d++, n++) {
        p->shape[n] = p->pview.layout.size[d];
        p->src_st[n] = p->pview.layout.stride[d];
    }
    for (int32_t d = 0; d < nb; d++, n++) {
        p->shape[n] = B[d];
        p->src_st[n] = 0;
    }
    for (int32_t d = p->before + p->nidx; d < ndim; d++, n++) {
        p->shape[n] = p->pview.layout.size[d];
        p->src_st[n] = p->pview.layout.stride[d];
    }
    for (int32_t k = 0; k < p->nidx; k++) {
        int64_t rs[SL_MAX_DIMS];
        int32_t m = 0;
        for (int32_t d = 0; d < p->before; d++) rs[m++] = 1;
        for (int32_t d = 0; d < nb; d++) rs[m++] = B[d];
        for (int32_t d = 0; d < p->after; d++) rs[m++] = 1;
        sl_tensor r;
        if ((rc = sl_torch_reshape(&p->ix[k].lay, rs, m, &r, err))) return rc;
        for (int32_t d = 0; d < m; d++)
            p->ix_st[k][d] = r.layout.size[d] == 1 && p->shape[d] != 1 ? 0 : r.layout.stride[d];
    }
    return SL_OK;
}

/* the B part of an iteration position → each index's value (unwrapped) */
static int64_t ix_value(const lix *f, const int64_t *pos, int32_t before, int32_t nb) {
    int64_t k = 0;
    for (int32_t d = 0; d < nb; d++) k += pos[before + d] * f->vstr[d];
    return f->vals[k];
}

/* the iteration order of the kernel: fast setup (one shape, all contiguous: C order)
 * or reorder_dimensions over the operands */
static void kernel_order(const adv_plan *p, int64_t (*ops)[SL_MAX_DIMS], int nops, const sl_layout *lays, int nlays,
                         bool same_shape, int32_t *perm) {
    bool contig = same_shape;
    for (int k = 0; k < nlays && contig; k++) contig = sl_torch_is_contiguous(&lays[k], SL_MF_CONTIGUOUS);
    if (contig) {
        for (int32_t i = 0; i < p->nd; i++) perm[i] = p->nd - 1 - i;
        return;
    }
    lang_torch_ti_perm(p->shape, p->nd, ops, nops, perm);
}

/* the first out-of-bounds index in the kernel's order: *bad_at is its position's rank
 * in that order (-1: none).  Refused when torch's parallel kernel could report another. */
static int find_oob(const adv_plan *p, const int32_t *perm, int64_t total, int64_t *bad_at, int32_t *bad_j,
                    int64_t *bad_val, sl_error *err) {
    *bad_at = -1;
    if (total == 0) return SL_OK;
    bool any = false, several = false;
    int32_t j0 = -1;
    int64_t v0 = 0;
    for (int32_t j = 0; j < p->nidx; j++) {
        const lix *f = &p->ix[j];
        int64_t nv = numel_of(f->vshape, f->vnd);
        for (int64_t e = 0; e < nv; e++) {
            int64_t v = f->vals[e];
            if (v >= -f->size && v < f->size) continue;
            if (!any) {
                any = true;
                j0 = j;
                v0 = v;
            } else if (j != j0 || v != v0) {
                several = true;
            }
        }
    }
    if (!any) return SL_OK;
    if (total > MAX_WALK) return lang_unsupported(err, "finding the first out-of-bounds index among %lld elements", (long long)total);
    if (several && total >= GRAIN_ELEMS)
        return lang_unsupported(err, "which of several out-of-bounds indices torch's parallel kernel reports");
    int64_t pos[SL_MAX_DIMS] = {0}, rank = 0;
    do {
        for (int32_t j = 0; j < p->nidx; j++) {
            int64_t v = ix_value(&p->ix[j], pos, p->before, p->nb);
            if (v < -p->ix[j].size || v >= p->ix[j].size) {
                *bad_at = rank;
                *bad_j = j;
                *bad_val = v;
                return SL_OK;
            }
        }
        rank++;
    } while (next_in_perm(pos, p->shape, perm, p->nd));
    return SL_OK;
}

static int oob_error(const adv_plan *p, int32_t j, int64_t v, sl_error *err) {
    return lang_py_error(err, "IndexError", "index %lld is out of bounds for dimension %d with size %lld", (long long)v, j,
                         (long long)p->ix[j].size);
}

/* the element of pview an iteration position reaches */
static void src_index(const adv_plan *p, const int64_t *pos, int64_t *vidx) {
    int32_t n = 0;
    for (int32_t d = 0; d < p->before; d++) vidx[n++] = pos[d];
    for (int32_t j = 0; j < p->nidx; j++) {
        int64_t v = ix_value(&p->ix[j], pos, p->before, p->nb);
        vidx[n++] = v < 0 ? v + p->ix[j].size : v;
    }
    for (int32_t d = 0; d < p->after; d++) vidx[n++] = pos[p->before + p->nb + d];
}

/* ------------------------------------------------------------ get == */

int lang_torch_adv_get(lang_interp *I, lang_value *t, lang_value *idx, lang_value **out, sl_error *err) {
    adv_plan *p = lang_alloc(&I->A, sizeof *p);
    CHECK_ALLOC(p);
    bool basic_only;
    lang_value *tup = NULL;
    int rc = adv_parse(I, t, idx, p, &basic_only, &tup, err);
    if (rc) return rc;
    if (basic_only) return lang_tensor_subscript(I, t, tup, out, err);
    if (p->nlen > p->view.layout.ndim)
        return lang_py_error(err, "IndexError", "too many indices for tensor of dimension %d (got %d)", p->view.layout.ndim,
                             p->nlen);
    if ((rc = adv_info(I, p, err))) return rc;
    const sl_tensor *self = &p->view;
    /* TensorIterator: inputs src (restrided) and the indices; the output undefined */
    int nops = 1 + p->nidx;
    int64_t(*ops)[SL_MAX_DIMS] = lang_alloc(&I->A, (size_t)nops * sizeof *ops);
    sl_layout *lays = lang_alloc(&I->A, (size_t)nops * sizeof *lays);
    CHECK_ALLOC(ops);
    CHECK_ALLOC(lays);
    memcpy(ops[0], p->src_st, sizeof ops[0]);
    lays[0] = layout_of(p->shape, p->src_st, p->nd, self->layout.itemsize);
    bool same_shape = true;
    for (int32_t k = 0; k < p->nidx; k++) {
        memcpy(ops[1 + k], p->ix_st[k], sizeof ops[0]);
        for (int32_t d = 0; d < p->before; d++)
            if (p->shape[d] != 1) same_shape = false;
        for (int32_t d = p->before + p->nb; d < p->nd; d++)
            if (p->shape[d] != 1) same_shape = false;
        /* the reshaped index's own strides (size-1 dims keep theirs) */
        lays[1 + k] = layout_of(p->shape, p->ix_st[k], p->nd, 8);
    }
    sl_tensor r;
    int32_t perm[SL_MAX_DIMS];
    bool done;
    if ((rc = lang_torch_ti_output(p->shape, p->nd, lays, nops, same_shape, ops, self->dtype,
                                   "advanced index result", &r, perm, &done, err)))
        return rc;
    if (done) {
        /* the kernel walks the output's memory order */
        for (int32_t i = 0; i < p->nd; i++) perm[i] = p->nd - 1 - i;
        if (!sl_torch_is_contiguous(&r.layout, SL_MF_CONTIGUOUS)) {
            for (int32_t i = 1; i < p->nd; i++)
                for (int32_t j = i; j > 0 && r.layout.stride[perm[j - 1]] > r.layout.stride[perm[j]]; j--) {
                    int32_t tmp = perm[j];
                    perm[j] = perm[j - 1];
                    perm[j - 1] = tmp;
                }
        }
    }
    r.alias = SL_ALIAS_NEW;
    int64_t total;
    if ((rc = sl_layout_numel(&r.layout, &total, err))) return rc;
    int64_t bad_at, bad_val;
    int32_t bad_j = 0;
    if ((rc = find_oob(p, perm, total, &bad_at, &bad_j, &bad_val, err))) return rc;
    if (bad_at >= 0) return oob_error(p, bad_j, bad_val, err);
    lang_storage *st = NULL;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (!st->poison && total > MAX_WALK) st->poison = "element values of an advanced index result of more than 16777216 elements";
    if (st->poison) return SL_OK;
    lang_lview sv, dv;
    lang_lview_of_tensor(&p->pview, &sv);
    lang_lview_of_tensor(&r, &dv);
    int64_t pos[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < total; e++) {
        int64_t vidx[SL_MAX_DIMS];
        src_index(p, pos, vidx);
        lang_num x;
        rc = lang_read(I, TV(t)->st, &sv, vidx, &x, err);
        if (rc == SL_ERR_UNSUPPORTED) {
            lang_torch_poison_from(I, st, err);
            return SL_OK;
        }
        if (rc) return rc;
        if ((rc = lang_write(I, st, &dv, pos, x, err))) return rc;
        lang_next_index(pos, p->shape, p->nd);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ set == */

/* c10::checked_convert of a Scalar (a double, an int64 or a bool: `from` is its
 * tensor's dtype) to dtype `to`, as fill_ and masked_fill_ take their value: "value
 * cannot be converted to type uint8_t without overflow" when c10::overflows says so
 * (never into bool; an integer into an unsigned type may wrap from below, down to -max) */
int lang_torch_checked_convert(lang_num x, sl_dtype from, sl_dtype to, lang_num *out, sl_error *err) {
    const char *name;
    double lo, hi;
    switch (to) {
    case SL_BOOL: return lang_num_cast(x, to, out, err);
    case SL_UINT8: name = "uint8_t", lo = 0, hi = 255; break;
    case SL_INT8: name = "int8_t", lo = -128, hi = 127; break;
    case SL_INT16: name = "int16_t", lo = -32768, hi = 32767; break;
    case SL_INT32: name = "int", lo = -2147483648.0, hi = 2147483647.0; break;
    case SL_INT64: name = "int64_t", lo = -9223372036854775808.0, hi = 9223372036854775807.0; break;
    case SL_FLOAT16: name = "at::Half", lo = -65504.0, hi = 65504.0; break;
    case SL_BFLOAT16: name = "at::BFloat16", lo = -3.3895313892515355e38, hi = 3.3895313892515355e38; break;
    case SL_FLOAT32: name = "float", lo = -3.4028234663852886e38, hi = 3.4028234663852886e38; break;
    case SL_FLOAT64: name = "double", lo = -1.7976931348623157e308, hi = 1.7976931348623157e308; break;
    default: return lang_unsupported(err, "filling a %s tensor", sl_dtype_torch_name(to));
    }
    bool over = false;
    if (from == SL_BOOL) {
        over = false;
    } else if (!sl_dtype_is_floating(from)) {
        int64_t v = x.i;
        if (to == SL_INT64) over = false;
        else if (to == SL_UINT8) over = v > 255 || (v < 0 && v < -255);
        else if (sl_dtype_is_floating(to)) over = (double)v < lo || (double)v > hi;
        else over = v < (int64_t)lo || v > (int64_t)hi;
    } else {
        double f = x.is_float ? x.f : (double)x.i;
        if (sl_dtype_is_floating(to) && isinf(f)) over = false;
        else if (!sl_dtype_is_floating(to) && isnan(f)) over = true;
        else over = f < lo || f > hi;
        if (!sl_dtype_is_floating(to) && !over && to == SL_INT64 && f >= 9223372036854775807.0) over = true;
    }
    if (over) return lang_py_error(err, "RuntimeError", "value cannot be converted to type %s without overflow", name);
    return lang_num_cast(x, to, out, err);
}

/* assert_no_overlap (allow_full: assert_no_partial_overlap); same_object: torch holds
 * one TensorImpl for both (no view op made `sliced`, and the other is the indexed tensor) */
static int overlap_check(const sl_tensor *self, lang_value *selfv, const sl_tensor *other, lang_value *otherv,
                         bool allow_full, bool same_object, sl_error *err) {
    if (TV(selfv)->st != TV(otherv)->st) return lang_interop_check_alias(self, TV(selfv)->st, other, TV(otherv)->st, err);
    sl_overlap_status s = sl_torch_overlap_status(self, other, same_object, true);
    if (s == SL_OVS_PARTIAL || (s == SL_OVS_FULL && !allow_full)) return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_PARTIAL_MSG);
    if (s == SL_OVS_TOO_HARD) return lang_unsupported(err, "an index assignment whose value or index shares memory with it in a way torch does not check");
    return SL_OK;
}

int lang_torch_adv_set(lang_interp *I, lang_value *t, lang_value *idx, lang_value *v, sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    int rc;
    /* valueToTensor, before anything about the index */
    lang_value *pv = lang_np_scalar_py(I, v, err);
    if (!pv) return err->code;
    lang_num scalar = {0};
    bool tensor_val = false;
    switch (pv->kind) {
    case V_TENSOR: tensor_val = true; break;
    case V_INT:
    case V_BOOL:
        /* scalarToTensor: a 0-dim tensor of self's dtype, filled with checked_convert */
        scalar.i = pv->kind == V_INT ? pv->u.i : pv->u.b;
        scalar.f = (double)scalar.i;
        if ((rc = lang_torch_checked_convert(scalar, pv->kind == V_INT ? SL_INT64 : SL_BOOL, x->dtype, &scalar, err)))
            return rc;
        break;
    case V_FLOAT:
        scalar.is_float = true;
        scalar.f = pv->u.f;
        if ((rc = lang_torch_checked_convert(scalar, SL_FLOAT64, x->dtype, &scalar, err))) return rc;
        break;
    /* lists, tuples, None and strs were refused by lang_tensor_setitem, the only caller */
    default: return lang_unsupported(err, "assigning a %s through an advanced index", lv_type_name(pv));
    }
    if (sl_dtype_is_complex(x->dtype) || (tensor_val && sl_dtype_is_complex(TV(pv)->t.dtype)))
        return lang_unsupported(err, "complex values through an advanced index");
    adv_plan *p = lang_alloc(&I->A, sizeof *p);
    CHECK_ALLOC(p);
    bool basic_only;
    lang_value *tup = NULL;
    if ((rc = adv_parse(I, t, idx, p, &basic_only, &tup, err))) return rc;
    if (basic_only) return lang_tensor_setitem(I, t, tup, v, err);
    const sl_tensor *self = &p->view;
    /* the value as a tensor, leading 1-dims dropped (slicePrefix1sSize) */
    sl_tensor val;
    bool val_dropped = false;
    if (tensor_val) {
        val = TV(pv)->t;
        int32_t drop = 0;
        while (drop < val.layout.ndim && val.layout.size[drop] == 1) drop++;
        val_dropped = drop > 0;
        if (drop) {
            if ((rc = sl_torch_view(&TV(pv)->t, val.layout.size + drop, val.layout.ndim - drop, &val, err))) return rc;
        }
    } else {
        if ((rc = sl_torch_empty(NULL, 0, x->dtype, &val, err))) return rc;
    }
    int64_t vnumel;
    if ((rc = sl_layout_numel(&val.layout, &vnumel, err))) return rc;
    if (p->nlen > self->layout.ndim)
        return lang_py_error(err, "IndexError", "too many indices for tensor of dimension %d (got %d)", self->layout.ndim,
                             p->nlen);
    /* canDispatchToMaskedFill: one bool/byte index and a one-element value */
    if (vnumel == 1) {
        int32_t num_ind = 0, ri = 0, mask = -1;
        bool ok = true;
        for (int32_t pos = 0; pos < p->nlen && ok; pos++) {
            if (ri >= p->nrec || p->rec[ri].pos != pos) {
                num_ind++;
                continue;
            }
            rec_ix *r = &p->rec[ri++];
            if ((r->dtype != SL_UINT8 && r->dtype != SL_BOOL) || mask >= 0) {
                ok = false;
                break;
            }
            mask = ri - 1;
            if ((rc = check_mask_shape(r, self, num_ind, err))) return rc;
            num_ind += r->lay.layout.ndim;
        }
        if (ok && mask >= 0) {
            rec_ix *r = &p->rec[mask];
            int32_t before = r->pos, k = r->lay.layout.ndim;
            /* value.item(), converted as masked_fill_ converts a Scalar */
            lang_num fillv = scalar;
            if (tensor_val) {
                int64_t z[SL_MAX_DIMS] = {0};
                lang_lview lv;
                lang_lview_of_tensor(&val, &lv);
                if ((rc = lang_read(I, TV(pv)->st, &lv, z, &fillv, err))) return rc;
                if ((rc = lang_torch_checked_convert(fillv, TV(pv)->t.dtype, x->dtype, &fillv, err))) return rc;
            }
            if (r->user) {
                rc = overlap_check(self, t, &TV(r->user)->t, r->user, true, p->view_is_self && r->user == t, err);
                if (rc) return rc;
            }
            if ((rc = lang_before_write(I, err))) return rc;
            int64_t total;
            if ((rc = sl_layout_numel(&self->layout, &total, err))) return rc;
            if (total > MAX_WALK) return lang_unsupported(err, "a masked assignment to more than 16777216 elements");
            lang_lview sv;
            lang_lview_of_tensor(self, &sv);
            int64_t pos[SL_MAX_DIMS] = {0};
            for (int64_t e = 0; e < total; e++) {
                int64_t m = 0, step = 1;
                for (int32_t j = k - 1; j >= 0; j--) {
                    m += pos[before + j] * step;
                    step *= r->lay.layout.size[j];
                }
                if (r->vals[m] && (rc = lang_write(I, TV(t)->st, &sv, pos, fillv, err))) return rc;
                lang_next_index(pos, self->layout.size, self->layout.ndim);
            }
            return SL_OK;
        }
    }
    /* assert_no_overlap(self, value) and (self, each index) */
    if (tensor_val && (rc = overlap_check(self, t, &val, pv, false, p->view_is_self && pv == t && !val_dropped, err)))
        return rc;
    for (int32_t k = 0; k < p->nrec; k++)
        if (p->rec[k].user &&
            (rc = overlap_check(self, t, &TV(p->rec[k].user)->t, p->rec[k].user, false, p->view_is_self && p->rec[k].user == t, err)))
            return rc;
    if ((rc = adv_info(I, p, err))) return rc;
    /* make_index_put_iterator: the value broadcasts to the result and has self's dtype */
    bool expandable = val.layout.ndim <= p->nd;
    for (int32_t d = 0; expandable && d < val.layout.ndim; d++) {
        int64_t s = val.layout.size[val.layout.ndim - 1 - d], want = p->shape[p->nd - 1 - d];
        if (s != 1 && s != want) expandable = false;
    }
    if (!expandable) {
        char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
        sl_format_list(a1, sizeof a1, val.layout.size, val.layout.ndim);
        sl_format_list(a2, sizeof a2, p->shape, p->nd);
        return lang_py_error(err, "RuntimeError", "shape mismatch: value tensor of shape %s cannot be broadcast to indexing result of shape %s",
                             a1, a2);
    }
    if (val.dtype != x->dtype)
        return lang_py_error(err, "RuntimeError",
                             "Index put requires the source and destination dtypes match, got %s for the destination and %s for the source.",
                             lang_torch_scalar_type_name(x->dtype), lang_torch_scalar_type_name(val.dtype));
    /* iteration order: output src, value, indices */
    int nops = 2 + p->nidx;
    int64_t(*ops)[SL_MAX_DIMS] = lang_alloc(&I->A, (size_t)nops * sizeof *ops);
    sl_layout *lays = lang_alloc(&I->A, (size_t)nops * sizeof *lays);
    CHECK_ALLOC(ops);
    CHECK_ALLOC(lays);
    memcpy(ops[0], p->src_st, sizeof ops[0]);
    lays[0] = layout_of(p->shape, p->src_st, p->nd, self->layout.itemsize);
    bool same_shape = val.layout.ndim == p->nd;
    int32_t voff = p->nd - val.layout.ndim;
    for (int32_t d = 0; d < p->nd; d++) {
        if (d < voff) {
            ops[1][d] = 0;
            continue;
        }
        int64_t s = val.layout.size[d - voff];
        if (s != p->shape[d]) same_shape = false;
        ops[1][d] = s == 1 && p->shape[d] != 1 ? 0 : val.layout.stride[d - voff];
    }
    lays[1] = val.layout;
    for (int32_t k = 0; k < p->nidx; k++) {
        memcpy(ops[2 + k], p->ix_st[k], sizeof ops[0]);
        for (int32_t d = 0; d < p->nd; d++)
            if ((d < p->before || d >= p->before + p->nb) && p->shape[d] != 1) same_shape = false;
        lays[2 + k] = layout_of(p->shape, p->ix_st[k], p->nd, 8);
    }
    int32_t perm[SL_MAX_DIMS];
    kernel_order(p, ops, nops, lays, nops, same_shape, perm);
    int64_t total = numel_of(p->shape, p->nd);
    if (total > MAX_WALK) return lang_unsupported(err, "an index assignment of more than 16777216 elements");
    int64_t bad_at, bad_val;
    int32_t bad_j = 0;
    if ((rc = find_oob(p, perm, total, &bad_at, &bad_j, &bad_val, err))) return rc;
    if (bad_at >= 0 && total >= GRAIN_ELEMS)
        return lang_unsupported(err, "what torch's parallel kernel writes before an out-of-bounds index");
    int64_t nwrite = bad_at >= 0 ? bad_at : total;
    /* read every value first, then write in the kernel's order */
    sl_tensor vex;
    if ((rc = sl_torch_expand(&val, p->shape, p->nd, &vex, err))) return rc;
    lang_lview vlv, slv;
    lang_lview_of_tensor(&vex, &vlv);
    lang_lview_of_tensor(&p->pview, &slv);
    lang_num *vals = lang_alloc(&I->A, (size_t)(nwrite + 1) * sizeof *vals);
    int64_t *where = lang_alloc(&I->A, (size_t)(nwrite + 1) * (size_t)p->pview.layout.ndim * sizeof *where + 8);
    CHECK_ALLOC(vals);
    CHECK_ALLOC(where);
    int64_t pos[SL_MAX_DIMS] = {0};
    int32_t vnd = p->pview.layout.ndim;
    for (int64_t e = 0; e < nwrite; e++) {
        if (tensor_val) {
            if ((rc = lang_read(I, TV(pv)->st, &vlv, pos, &vals[e], err))) return rc;
        } else {
            vals[e] = scalar;
        }
        src_index(p, pos, where + e * vnd);
        next_in_perm(pos, p->shape, perm, p->nd);
    }
    if (total >= GRAIN_ELEMS) {
        /* parallel chunks: repeated targets would race */
        int64_t *offs = lang_alloc(&I->A, (size_t)(nwrite + 1) * sizeof *offs);
        CHECK_ALLOC(offs);
        for (int64_t e = 0; e < nwrite; e++) {
            int64_t o = 0;
            for (int32_t d = 0; d < vnd; d++) o += where[e * vnd + d] * p->pview.layout.stride[d];
            offs[e] = o;
        }
        for (int64_t e = 1; e < nwrite; e++) {
            int64_t key = offs[e], j = e - 1;
            while (j >= 0 && offs[j] > key) {
                offs[j + 1] = offs[j];
                j--;
            }
            offs[j + 1] = key;
            if (j >= 0 && offs[j] == key)
                return lang_unsupported(err, "repeated targets of an index assignment of %lld elements (torch writes them in parallel)",
                                        (long long)total);
        }
    }
    if ((rc = lang_before_write(I, err))) return rc;
    for (int64_t e = 0; e < nwrite; e++)
        if ((rc = lang_write(I, TV(t)->st, &slv, where + e * vnd, vals[e], err))) return rc;
    if (bad_at >= 0) return oob_error(p, bad_j, bad_val, err);
    return SL_OK;
}

/* ------------------------------------------------------------ max / min (dim) == */

int lang_torch_minmax_dim(lang_interp *I, lang_value *t, bool is_max, lang_value *dimv, bool keepdim, lang_value **out,
                          sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    const char *name = is_max ? "max" : "min";
    if (dimv->kind == V_TENSOR) return lang_unsupported(err, "torch.%s of two tensors (elementwise)", name);
    lang_value *dp = lang_np_scalar_py(I, dimv, err);
    if (!dp) return err->code;
    if (dp->kind != V_INT) return lang_unsupported(err, "%s() with dim given as %s", name, lv_type_name(dp));
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "%s() of complex tensors", name);
    int32_t nd = x->layout.ndim;
    int64_t dim;
    int rc = sl_wrap_dim(dp->u.i, nd, true, &dim, err);
    if (rc) return rc;
    if (nd > 0 && x->layout.size[dim] == 0)
        return lang_py_error(err, "IndexError", "%s(): Expected reduction dim %lld to have non-zero size.", name, (long long)dim);
    int64_t shape[SL_MAX_DIMS];
    int32_t rn = 0;
    for (int32_t d = 0; d < nd; d++) {
        if (d == dim) {
            if (keepdim) shape[rn++] = 1;
        } else {
            shape[rn++] = x->layout.size[d];
        }
    }
    sl_tensor rv, ri;
    if ((rc = sl_torch_empty(shape, rn, x->dtype, &rv, err))) return rc;
    if ((rc = sl_torch_empty(shape, rn, SL_INT64, &ri, err))) return rc;
    rv.alias = ri.alias = SL_ALIAS_NEW;
    lang_value *vv, *iv;
    lang_storage *vst = NULL, *ist = NULL;
    if ((rc = lang_torch_new_result(I, &rv, &vv, &vst, err))) return rc;
    if ((rc = lang_torch_new_result(I, &ri, &iv, &ist, err))) return rc;
    if (vst->poison || ist->poison) return lang_unsupported(err, "%s", vst->poison ? vst->poison : ist->poison);
    int64_t total = numel_of(shape, rn);
    int64_t len = nd > 0 ? x->layout.size[dim] : 1;
    if (total > MAX_WALK / len) return lang_unsupported(err, "%s() over more than 16777216 elements", name);
    lang_lview xv, vlv, ilv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(&rv, &vlv);
    lang_lview_of_tensor(&ri, &ilv);
    int64_t opos[SL_MAX_DIMS] = {0};
    bool fl = sl_dtype_is_floating(x->dtype);
    for (int64_t e = 0; e < total; e++) {
        int64_t xi[SL_MAX_DIMS];
        int32_t q = 0;
        for (int32_t d = 0; d < nd; d++) {
            if (d == dim) {
                xi[d] = 0;
                if (keepdim) q++;
            } else {
                xi[d] = opos[q++];
            }
        }
        lang_num best;
        int64_t bi = 0;
        if ((rc = lang_read(I, TV(t)->st, &xv, xi, &best, err))) return rc;
        for (int64_t k = 0; k < len; k++) {
            if (nd > 0) xi[dim] = k;
            lang_num a;
            if ((rc = lang_read(I, TV(t)->st, &xv, xi, &a, err))) return rc;
            bool take;
            if (fl) {
                take = is_max ? !(a.f <= best.f) : !(a.f >= best.f);
            } else {
                take = is_max ? !(a.i <= best.i) : !(a.i >= best.i);
            }
            if (take) {
                best = a;
                bi = k;
                if (fl && isnan(a.f)) break;
            }
        }
        lang_num ix = {.is_float = false, .i = bi, .f = (double)bi};
        if ((rc = lang_write(I, vst, &vlv, opos, best, err))) return rc;
        if ((rc = lang_write(I, ist, &ilv, opos, ix, err))) return rc;
        lang_next_index(opos, shape, rn);
    }
    lang_value *tup = lv_seq(I, V_TUPLE, 2);
    CHECK_ALLOC(tup);
    tup->u.seq.v[0] = vv;
    tup->u.seq.v[1] = iv;
    tup->pytype = name;
    *out = tup;
    return SL_OK;
}

/* torch.return_types.max(\nvalues=...,\nindices=...) */
int lang_torch_rtype_repr(lang_interp *I, const lang_value *v, sl_strbuf *sb, sl_error *err) {
    static const char *const FIELDS[] = {"values", "indices"};
    sl_sb_printf(sb, "torch.return_types.%s(\n", v->pytype);
    for (int64_t i = 0; i < v->u.seq.n && i < 2; i++) {
        sl_sb_printf(sb, "%s=", FIELDS[i]);
        int rc = lv_repr(I, v->u.seq.v[i], sb, err);
        if (rc) return rc;
        if (i == 0) sl_sb_printf(sb, ",\n");
    }
    sl_sb_printf(sb, ")");
    return SL_OK;
}

int lang_torch_rtype_getattr(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    (void)I;
    if (!strcmp(name, "values")) *out = v->u.seq.v[0];
    else if (!strcmp(name, "indices")) *out = v->u.seq.v[1];
    else return lang_unsupported(err, "attribute %s of torch.return_types.%s", name, v->pytype);
    return SL_OK;
}
