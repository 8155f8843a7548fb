/*
 * tensor_adv_index.c — torch 1.13 advanced indexing (integer-array and boolean-mask
 * indices), for the snippet language: what an index is, the list walk (shared with
 * numpy's advanced indexing, ndarray_adv_index.c) and the helpers.
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
 * This file reads the index (step 1's classification, the list walk that numpy's
 * advanced indexing, ndarray_adv_index.c, shares); tensor_adv_plan.c builds the plan
 * (steps 1-3), tensor_adv_getset.c reads and writes through it (step 4); max(dim) /
 * min(dim) are tensor_maxmin.c.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ list walk == */

static bool is_plain_seq(const lang_value *v) {
    return (v->kind == V_LIST || v->kind == V_TUPLE) && !v->pytype;
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
        int64_t *nv = lang_alloc_n(&I->A, nc, sizeof *nv);
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

int64_t tensor_numel_of(const int64_t *shape, int32_t nd) {
    int64_t n = 1;
    for (int32_t d = 0; d < nd; d++) n *= shape[d];
    return n;
}


/* every value of a tensor in C order, as int64 */
int tensor_ints(lang_interp *I, lang_value *tv, int64_t **out, sl_error *err) {
    const sl_tensor *t = &TV(tv)->t;
    int64_t n;
    int rc = sl_layout_numel(&t->layout, &n, err);
    if (rc) return rc;
    if (n > (int64_t)1 << 22) return lang_unsupported(err, "an index tensor of more than 4194304 elements");
    int64_t *v = lang_alloc_n(&I->A, (n + 1), sizeof *v);
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
int tensor_contiguous_layout(const int64_t *shape, int32_t nd, sl_dtype dt, sl_tensor *t, sl_error *err) {
    int rc = sl_torch_empty(shape, nd, dt, t, err);
    if (rc) return rc;
    t->alias = SL_ALIAS_NEW;
    return SL_OK;
}

/* next position in the order where perm[0] moves fastest; false after the last */
bool tensor_next_in_perm(int64_t *idx, const int64_t *shape, const int32_t *perm, int32_t nd) {
    for (int32_t i = 0; i < nd; i++) {
        int32_t d = perm[i];
        if (++idx[d] < shape[d]) return true;
        idx[d] = 0;
    }
    return false;
}

sl_layout tensor_layout_of(const int64_t *shape, const int64_t *stride, int32_t nd, int64_t itemsize) {
    sl_layout l;
    memset(&l, 0, sizeof l);
    l.ndim = nd;
    l.itemsize = itemsize;
    memcpy(l.size, shape, (size_t)nd * sizeof *shape);
    memcpy(l.stride, stride, (size_t)nd * sizeof *stride);
    return l;
}
