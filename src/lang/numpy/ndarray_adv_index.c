/*
 * ndarray_adv_index.c — numpy advanced (integer-array) indexing in the snippet language.
 *
 * An index is "advanced" when one of its items is a list (any nesting) or an ndarray
 * with at least one dim.  We follow numpy 1.24's mapping code in three steps:
 *
 *   1. Prepare: items are checked left to right (a list becomes an int64 or bool array;
 *      a non-integer list element gives the "only integers, slices ..." IndexError, a
 *      non-integer ndarray "arrays used as indices must be of integer (or boolean)
 *      type"); a boolean array of k dims becomes k integer arrays (its nonzero()), each
 *      remembering the length it must match; ints count as fancy for placement.  Then
 *      too many indices, the boolean lengths, the basic part (ints, slices, None,
 *      Ellipsis, with every fancy dim kept whole as ':') — whose view is the "subspace"
 *      — then broadcasting the index arrays (shape mismatch), then bounds.
 *   2. Layout of a get: numpy allocates the result with the broadcast fancy dims B
 *      first and the subspace dims S after.  B is C-ordered (elements of size
 *      itemsize*|S|) unless |S| is 1, when it follows the index arrays' memory order
 *      (the iterator's K order); S is laid out in the order of the subspace view's
 *      strides (largest first, ties in dim order).  When the fancy items (and ints) sit
 *      next to each other after some other dims, numpy moves B back to that place by a
 *      transpose: the result is then a view whose .base is the (B + S) owner.  Empty
 *      results get all-zero strides.
 *   3. A set writes the broadcast value into the selected places in iteration order
 *      (C order of B, then S), so with repeated indices the last write wins; `+=` is a
 *      get, an in-place add on the copy and a set, so repeats add once.
 *
 * What we cannot reproduce exactly is refused: boolean scalars mixed with arrays,
 * ragged lists, index arrays with negative strides where numpy's iterator would fail
 * or reorder, assignment through index arrays that are not in C order.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/numpy/ndarray.h"

#include <stdlib.h>

#define ONLY_INTS_MSG                                                                              \
    "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean " \
    "arrays are valid indices"

/* one fancy index array, read into C-ordered int64 values */
typedef struct adv_arr {
    int32_t ndim;
    int64_t shape[SL_MAX_DIMS];
    int64_t stride_bytes[SL_MAX_DIMS]; /* its memory layout (for K order) */
    int64_t *vals;                     /* C order */
    int64_t nvals;
    int64_t bool_len;                  /* from a boolean array: the dim length it must match; else -1 */
    int32_t axis;                      /* the indexed array's axis */
    int32_t view_dim;                  /* its dim in the basic view */
    int64_t bc_stride_elems[SL_MAX_DIMS]; /* broadcast to B: C-order element steps (0 = broadcast) */
} adv_arr;

typedef enum { E_BASIC = 0, E_FANCY } ekind;
typedef struct adv_entry {
    ekind kind;
    sl_index_item it;   /* E_BASIC */
    int32_t fancy;      /* E_FANCY: index into the fancy list */
} adv_entry;

typedef struct adv_plan {
    adv_entry ent[4 * SL_MAX_DIMS];
    int32_t nent;
    adv_arr *fa;
    int32_t nfa;
    int32_t ell_fill;
    sl_array view;                 /* the basic view (fancy dims whole) */
    bool view_is_sub[SL_MAX_DIMS]; /* view dim belongs to the subspace */
    int32_t nb;
    int64_t B[SL_MAX_DIMS];
    int32_t consec;                /* where B goes in the result (0: first) */
    bool has_subspace;             /* any non-fancy item (numpy: not a pure fancy index) */
} adv_plan;

static bool is_adv_item(const lang_value *v) {
    if (v->kind == V_LIST || v->kind == V_RANGE) return true;
    return v->kind == V_ARRAY && !lang_np_scalar(v) && lang_av(v)->a.ndim > 0;
}

bool lang_np_adv_index(const lang_value *idx) {
    if (idx->kind != V_TUPLE) return is_adv_item(idx);
    for (int64_t i = 0; i < idx->u.seq.n; i++)
        if (is_adv_item(idx->u.seq.v[i])) return true;
    return false;
}

/* ------------------------------------------------------------ lists == */

static bool is_seq(const lang_value *v) { return (v->kind == V_LIST || v->kind == V_TUPLE) && !v->pytype; }

/* the list walk (shape, leaves) is shared with torch's indexing: tensor_adv_index.c */
typedef lang_idx_list list_walk;

/* A list index as numpy's asarray would make it: int64 values (or bool: *is_bool). */
static int list_to_values(lang_interp *I, lang_value *v, list_walk *w, bool *is_bool, sl_error *err) {
    int rc = lang_idx_list_walk(I, v, w, err);
    if (rc) return rc;
    if (w->ragged) return lang_unsupported(err, "a ragged list as an index");
    if (w->refuse) return lang_unsupported(err, "a %s inside an index list", w->refuse);
    if (w->any_bad) return lang_py_error(err, "IndexError", ONLY_INTS_MSG);
    /* an empty list is an intp array; all-bool leaves make a bool array */
    *is_bool = w->n > 0 && !w->any_int;
    return SL_OK;
}

/* a new C-ordered array value of dtype dt holding vals (bool: 0/1) */
static int values_array(lang_interp *I, const int64_t *shape, int32_t nd, sl_dtype dt, const int64_t *vals,
                        lang_value **out, sl_error *err) {
    sl_array r;
    int rc = sl_np_empty_ref(shape, nd, dt, 'C', lang_np_ref(I), &r, err);
    if (rc) return rc;
    lang_storage *st = lang_storage_new(I, r.buffer_bytes, dt, true);
    if (!st) return lang_nomem(err);
    st->fill = LF_ZERO;
    *out = lang_np_array_value(I, &r, st, NULL);
    if (!*out) return lang_nomem(err);
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t n;
    if ((rc = sl_np_size(&r, &n, err))) return rc;
    lang_lview lv;
    lang_lview_of_array(&r, &lv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < n; k++) {
        lang_num x = {.is_float = false, .i = vals[k], .f = (double)vals[k]};
        if ((rc = lang_write(I, st, &lv, idx, x, err))) return rc;
        lang_next_index(idx, r.shape, r.ndim);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ prepare == */

static adv_arr *new_fancy(lang_interp *I, adv_plan *p, sl_error *err) {
    if (p->nfa >= 2 * SL_MAX_DIMS) {
        lang_unsupported(err, "more than %d index arrays", 2 * SL_MAX_DIMS);
        return NULL;
    }
    adv_arr *f = &p->fa[p->nfa];
    memset(f, 0, sizeof *f);
    f->bool_len = -1;
    (void)I;
    return f;
}

static int add_entry(adv_plan *p, sl_error *err) {
    if (p->nent >= 4 * SL_MAX_DIMS) return lang_unsupported(err, "an index with this many items");
    return SL_OK;
}

/* an integer or boolean array (record + storage) as fancy entries */
static int add_array(lang_interp *I, adv_plan *p, const sl_array *r, lang_storage *st, sl_error *err) {
    int64_t n;
    int rc = sl_np_size(r, &n, err);
    if (rc) return rc;
    int64_t *vals = lang_alloc_n(&I->A, (n + 1), sizeof *vals);
    if (!vals) return lang_nomem(err);
    lang_lview lv;
    lang_lview_of_array(r, &lv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < n; k++) {
        lang_num x;
        if ((rc = lang_read(I, st, &lv, idx, &x, err))) return rc;
        vals[k] = x.i;
        lang_next_index(idx, r->shape, r->ndim);
    }
    if (r->dtype != SL_BOOL) {
        if ((rc = add_entry(p, err))) return rc;
        adv_arr *f = new_fancy(I, p, err);
        if (!f) return err->code;
        f->ndim = r->ndim;
        memcpy(f->shape, r->shape, sizeof f->shape);
        memcpy(f->stride_bytes, r->strides, sizeof f->stride_bytes);
        f->vals = vals;
        f->nvals = n;
        p->ent[p->nent].kind = E_FANCY;
        p->ent[p->nent++].fancy = p->nfa++;
        return SL_OK;
    }
    /* nonzero(): one 1-d array per dim of the mask, positions in C order */
    int64_t count = 0;
    for (int64_t k = 0; k < n; k++) count += vals[k] != 0;
    for (int32_t d = 0; d < r->ndim; d++) {
        if ((rc = add_entry(p, err))) return rc;
        adv_arr *f = new_fancy(I, p, err);
        if (!f) return err->code;
        f->ndim = 1;
        f->shape[0] = count;
        f->stride_bytes[0] = 8;
        f->nvals = count;
        f->vals = lang_alloc_n(&I->A, (count + 1), sizeof *f->vals);
        if (!f->vals) return lang_nomem(err);
        f->bool_len = r->shape[d];
        p->ent[p->nent].kind = E_FANCY;
        p->ent[p->nent++].fancy = p->nfa++;
    }
    int64_t pos[SL_MAX_DIMS] = {0}, c = 0;
    for (int64_t k = 0; k < n; k++) {
        if (vals[k]) {
            for (int32_t d = 0; d < r->ndim; d++) p->fa[p->nfa - r->ndim + d].vals[c] = pos[d];
            c++;
        }
        lang_next_index(pos, r->shape, r->ndim);
    }
    return SL_OK;
}

static void fmt_shape_tight(char *buf, size_t cap, const int64_t *shape, int32_t nd) {
    /* numpy's mapping messages print shapes without spaces: (2,) (3,4) */
    size_t len = 0;
    len += (size_t)snprintf(buf + len, cap - len, "(");
    for (int32_t d = 0; d < nd && len < cap; d++)
        len += (size_t)snprintf(buf + len, cap - len, d ? ",%lld" : "%lld", (long long)shape[d]);
    if (len < cap) len += (size_t)snprintf(buf + len, cap - len, nd == 1 ? ",)" : ")");
}

/* Steps 1 of the header: parse, check, basic view, broadcast, bounds (values wrapped). */
static int adv_prepare(lang_interp *I, lang_value *a, lang_value *idx, adv_plan *p, lang_value **mask_out,
                       sl_error *err) {
    const sl_array *x = &lang_av(a)->a;
    int64_t cnt = idx->kind == V_TUPLE ? idx->u.seq.n : 1;
    int rc;
    *mask_out = NULL;
    memset(p, 0, sizeof *p);
    p->fa = lang_alloc_n(&I->A, (2 * SL_MAX_DIMS), sizeof *p->fa);
    if (!p->fa) return lang_nomem(err);
    bool seen_ell = false, any_bool_scalar = false;
    int32_t used = 0;
    for (int64_t i = 0; i < cnt; i++) {
        lang_value *v = idx->kind == V_TUPLE ? idx->u.seq.v[i] : idx;
        if (!(v = lang_np_scalar_py(I, v, err))) return err->code;
        if (is_seq(v) && (v->kind == V_LIST || idx->kind == V_TUPLE)) {
            list_walk w;
            bool is_bool = false;
            if ((rc = list_to_values(I, v, &w, &is_bool, err))) return rc;
            lang_value *arr;
            if ((rc = values_array(I, w.shape, w.ndim, is_bool ? SL_BOOL : SL_INT64, w.vals, &arr, err))) return rc;
            v = arr;
        }
        if (v->kind == V_RANGE) {
            /* a range is a sequence of ints: an int64 array */
            int64_t st = v->u.range.start, sp = v->u.range.stop, step = v->u.range.step, n = 0;
            if (step > 0 && sp > st) n = (sp - st - 1) / step + 1;
            if (step < 0 && sp < st) n = (st - sp - 1) / -step + 1;
            if (n > LANG_MAX_STORAGE_BYTES / 8) return lang_unsupported(err, "a range of %lld items as an index", (long long)n);
            int64_t *vals = lang_alloc_n(&I->A, (n + 1), sizeof *vals);
            if (!vals) return lang_nomem(err);
            for (int64_t k = 0; k < n; k++) vals[k] = st + k * step;
            lang_value *arr;
            if ((rc = values_array(I, &n, 1, SL_INT64, vals, &arr, err))) return rc;
            v = arr;
        }
        if (v->kind == V_ARRAY && !lang_np_scalar(v)) {
            const sl_array *r = &lang_av(v)->a;
            if (r->dtype != SL_BOOL && !sl_dtype_is_integral(r->dtype, false)) {
                if (r->ndim == 0) return lang_unsupported(err, "a 0-d %s array inside an advanced index", sl_dtype_numpy_name(r->dtype));
                return lang_py_error(err, "IndexError", "arrays used as indices must be of integer (or boolean) type");
            }
            if (r->ndim == 0) {
                if (r->dtype == SL_BOOL) return lang_unsupported(err, "a 0-d boolean array inside an advanced index");
                lang_num xv;
                int64_t z[1] = {0};
                lang_lview lv;
                lang_lview_of_array(r, &lv);
                if ((rc = lang_read(I, lang_av(v)->st, &lv, z, &xv, err))) return rc;
                if ((rc = add_entry(p, err))) return rc;
                p->ent[p->nent].kind = E_BASIC;
                p->ent[p->nent].it.kind = SL_IDX_INT;
                p->ent[p->nent++].it.value = xv.i;
                used++;
                continue;
            }
            /* a lone boolean array of the array's rank is numpy's plain mask index (one
             * of fewer dims is expanded into integer arrays like any other) */
            if (r->dtype == SL_BOOL && cnt == 1 && r->ndim == x->ndim) {
                *mask_out = v;
                return SL_OK;
            }
            if ((rc = add_array(I, p, r, lang_av(v)->st, err))) return rc;
            used += r->dtype == SL_BOOL ? r->ndim : 1;
            continue;
        }
        if ((rc = add_entry(p, err))) return rc;
        adv_entry *e = &p->ent[p->nent];
        e->kind = E_BASIC;
        if ((rc = lang_slice_index_args(I, &v, err))) return rc; /* bounds through __index__ */
        int basic = lang_basic_index_item(v, true, &e->it, err);
        if (basic < 0) return basic;
        if (!basic) {
            if (v->kind == V_ARRAY || v->kind == V_BIGINT) return lang_unsupported(err, "a %s inside an advanced index", lv_type_name(v));
            return lang_py_error(err, "IndexError", ONLY_INTS_MSG);
        }
        if (e->it.kind == SL_IDX_TRUE || e->it.kind == SL_IDX_FALSE) any_bool_scalar = true;
        if (e->it.kind == SL_IDX_ELLIPSIS) {
            if (seen_ell) return lang_py_error(err, "IndexError", "an index can only have a single ellipsis ('...')");
            seen_ell = true;
        }
        if (e->it.kind == SL_IDX_INT || e->it.kind == SL_IDX_SLICE) used++;
        p->nent++;
    }
    if (used > x->ndim)
        return lang_py_error(err, "IndexError", "too many indices for array: array is %d-dimensional, but %d were indexed",
                             x->ndim, used);
    if (any_bool_scalar) return lang_unsupported(err, "a boolean scalar inside an advanced index");
    p->ell_fill = x->ndim - used;
    if (!seen_ell && p->ell_fill > 0) {
        /* numpy appends an implicit Ellipsis: the index is no longer purely fancy */
        if ((rc = add_entry(p, err))) return rc;
        p->ent[p->nent].kind = E_BASIC;
        p->ent[p->nent++].it.kind = SL_IDX_ELLIPSIS;
    }
    /* boolean lengths, against the axis each array indexes */
    int32_t axis = 0;
    for (int32_t k = 0; k < p->nent; k++) {
        adv_entry *e = &p->ent[k];
        if (e->kind == E_FANCY) {
            adv_arr *f = &p->fa[e->fancy];
            f->axis = axis;
            if (f->bool_len >= 0 && f->bool_len != x->shape[axis])
                return ndarray_bool_len_error(x, axis, f->bool_len, err);
            axis++;
        } else if (e->it.kind == SL_IDX_INT || e->it.kind == SL_IDX_SLICE) {
            axis++;
        } else if (e->it.kind == SL_IDX_ELLIPSIS) {
            axis += p->ell_fill;
        }
    }
    /* the basic view: fancy dims kept whole */
    sl_index_item items[4 * SL_MAX_DIMS];
    for (int32_t k = 0; k < p->nent; k++) {
        memset(&items[k], 0, sizeof items[k]);
        if (p->ent[k].kind == E_FANCY) items[k].kind = SL_IDX_SLICE;
        else items[k] = p->ent[k].it;
    }
    if ((rc = sl_np_index(x, items, p->nent, &p->view, err))) return rc;
    /* which view dims are fancy, where B goes (numpy's consec rule) */
    int32_t vd = 0, result_dim = 0, consec_status = -1;
    p->consec = 0;
    for (int32_t k = 0; k < p->nent; k++) {
        adv_entry *e = &p->ent[k];
        bool fancyish = e->kind == E_FANCY || e->it.kind == SL_IDX_INT;
        if (fancyish) {
            if (consec_status == -1) {
                p->consec = result_dim;
                consec_status = 0;
            } else if (consec_status == 1) {
                consec_status = 2;
                p->consec = 0;
            }
        } else if (consec_status == 0) {
            consec_status = 1;
        }
        if (e->kind == E_FANCY) {
            p->fa[e->fancy].view_dim = vd;
            p->view_is_sub[vd++] = false;
            continue;
        }
        p->has_subspace = true;
        int32_t nd = e->it.kind == SL_IDX_ELLIPSIS ? p->ell_fill : e->it.kind == SL_IDX_INT ? 0 : 1;
        for (int32_t j = 0; j < nd; j++) p->view_is_sub[vd++] = true;
        result_dim += e->it.kind == SL_IDX_INT ? 1 : nd;
    }
    /* broadcast the index arrays */
    p->nb = 0;
    for (int32_t k = 0; k < p->nfa; k++)
        if (p->fa[k].ndim > p->nb) p->nb = p->fa[k].ndim;
    if (p->nb > SL_MAX_DIMS) return lang_unsupported(err, "index arrays of more than %d dims", SL_MAX_DIMS);
    for (int32_t d = 0; d < p->nb; d++) p->B[d] = 1;
    bool bad = false;
    for (int32_t k = 0; k < p->nfa; k++) {
        adv_arr *f = &p->fa[k];
        int32_t off = p->nb - f->ndim;
        for (int32_t d = 0; d < f->ndim; d++) {
            int64_t s = f->shape[d];
            if (p->B[off + d] == 1) p->B[off + d] = s;
            else if (s != 1 && s != p->B[off + d]) bad = true;
        }
    }
    if (bad) {
        lang_buf b = {.I = I};
        const char *head = "shape mismatch: indexing arrays could not be broadcast together with shapes ";
        if ((rc = lang_buf_put(&b, head, (int64_t)strlen(head), err))) return rc;
        for (int32_t k = 0; k < p->nfa; k++) {
            char s[SL_MAX_DIMS * 24 + 8];
            fmt_shape_tight(s, sizeof s, p->fa[k].shape, p->fa[k].ndim);
            if ((rc = lang_buf_put(&b, s, (int64_t)strlen(s), err)) || (rc = lang_buf_put(&b, " ", 1, err))) return rc;
        }
        return lang_py_error(err, "IndexError", "%.*s", (int)b.len, b.s);
    }
    for (int32_t k = 0; k < p->nfa; k++) {
        adv_arr *f = &p->fa[k];
        int32_t off = p->nb - f->ndim;
        int64_t step = 1;
        for (int32_t d = p->nb - 1; d >= 0; d--) {
            if (d < off) {
                f->bc_stride_elems[d] = 0;
                continue;
            }
            int64_t s = f->shape[d - off];
            f->bc_stride_elems[d] = s == 1 ? 0 : step;
            step *= s;
        }
    }
    return SL_OK;
}

/* Bounds, array by array in its memory order (C order for lists); negative values
 * wrapped.  numpy iterates the broadcast indices, so with nothing to iterate (B empty)
 * nothing is checked; when only the subspace is empty it warns (DeprecationWarning on
 * stderr) instead of raising, which we refuse. */
static int adv_bounds(const sl_array *x, adv_plan *p, sl_error *err) {
    int64_t bsize = 1, ssize = 1;
    for (int32_t d = 0; d < p->nb; d++) bsize *= p->B[d];
    for (int32_t d = 0; d < p->view.ndim; d++)
        if (p->view_is_sub[d]) ssize *= p->view.shape[d];
    if (bsize == 0) return SL_OK;
    for (int32_t k = 0; k < p->nfa; k++) {
        adv_arr *f = &p->fa[k];
        int64_t size = x->shape[f->axis];
        bool c_order = true;
        for (int32_t d = 0; d + 1 < f->ndim; d++)
            if (f->shape[d] > 1 && f->shape[d + 1] > 1) {
                int64_t s0 = f->stride_bytes[d] < 0 ? -f->stride_bytes[d] : f->stride_bytes[d];
                int64_t s1 = f->stride_bytes[d + 1] < 0 ? -f->stride_bytes[d + 1] : f->stride_bytes[d + 1];
                if (s0 < s1) c_order = false;
            }
        int64_t nbad = 0, first = 0;
        for (int64_t j = 0; j < f->nvals; j++) {
            int64_t v = f->vals[j];
            if (v < -size || v >= size) {
                if (!nbad) first = v;
                nbad++;
            }
        }
        if (nbad > 1 && !c_order) return lang_unsupported(err, "several out-of-bounds values in a non-C-ordered index array");
        if (nbad && ssize == 0)
            return lang_unsupported(err, "an out-of-bounds index into an empty result (numpy only warns)");
        if (nbad)
            return lang_py_error(err, "IndexError", "index %lld is out of bounds for axis %d with size %lld", (long long)first,
                                 f->axis, (long long)size);
        for (int64_t j = 0; j < f->nvals; j++)
            if (f->vals[j] < 0) f->vals[j] += size;
    }
    return SL_OK;
}

/* the index arrays' iteration order over B, innermost first (numpy's K order) */
static int fancy_perm(const adv_plan *p, int32_t *perm, bool *negative) {
    sl_array ops[2 * SL_MAX_DIMS];
    *negative = false;
    for (int32_t k = 0; k < p->nfa; k++) {
        const adv_arr *f = &p->fa[k];
        memset(&ops[k], 0, sizeof ops[k]);
        ops[k].ndim = p->nb;
        int32_t off = p->nb - f->ndim;
        for (int32_t d = 0; d < p->nb; d++) {
            ops[k].shape[d] = p->B[d];
            ops[k].strides[d] = d < off || f->shape[d - off] == 1 ? 0 : f->stride_bytes[d - off];
            if (ops[k].strides[d] < 0) *negative = true;
        }
    }
    lang_np_iter_perm(ops, p->nfa, perm);
    return SL_OK;
}

/* a fancy array's value at position bidx of B */
static int64_t fancy_at(const adv_arr *f, const int64_t *bidx, int32_t nb) {
    int64_t k = 0;
    for (int32_t d = 0; d < nb; d++) k += bidx[d] * f->bc_stride_elems[d];
    return f->vals[k];
}

/* ------------------------------------------------------------ get == */

int lang_np_adv_get(lang_interp *I, lang_value *a, lang_value *idx, lang_value **out, sl_error *err) {
    adv_plan *p = lang_alloc(&I->A, sizeof *p);
    if (!p) return lang_nomem(err);
    lang_value *mask;
    int rc = adv_prepare(I, a, idx, p, &mask, err);
    if (rc) return rc;
    if (mask) return lang_np_subscript(I, a, mask, out, err);
    const sl_array *x = &lang_av(a)->a;
    if ((rc = adv_bounds(x, p, err))) return rc;
    /* subspace dims of the view */
    int32_t ns = 0, sub_of[SL_MAX_DIMS];
    int64_t S[SL_MAX_DIMS], Sstr[SL_MAX_DIMS], ssize = 1;
    for (int32_t d = 0; d < p->view.ndim; d++)
        if (p->view_is_sub[d]) {
            sub_of[ns] = d;
            S[ns] = p->view.shape[d];
            Sstr[ns] = p->view.strides[d];
            if (sl_ovf_mul(ssize, S[ns], &ssize)) return sl_error_overflow(err, "advanced index result");
            ns++;
        }
    if (p->nb + ns > SL_NP_MAX_DIMS) return lang_unsupported(err, "an advanced index result of %d dims", p->nb + ns);
    int64_t shape[SL_MAX_DIMS];
    memcpy(shape, p->B, (size_t)p->nb * sizeof *shape);
    memcpy(shape + p->nb, S, (size_t)ns * sizeof *shape);
    sl_array own;
    if ((rc = sl_np_empty_ref(shape, p->nb + ns, x->dtype, 'C', lang_np_ref(I), &own, err))) return rc;
    int64_t total;
    if ((rc = sl_np_size(&own, &total, err))) return rc;
    if (total > 0) {
        int64_t elem = own.itemsize;
        /* subspace: by the view's strides, largest first (ties: dim order) */
        int32_t order[SL_MAX_DIMS];
        for (int32_t i = 0; i < ns; i++) order[i] = i;
        for (int32_t i = 1; i < ns; i++) {
            int32_t j = i, o = order[i];
            int64_t so = Sstr[o] < 0 ? -Sstr[o] : Sstr[o];
            while (j > 0) {
                int64_t sp = Sstr[order[j - 1]] < 0 ? -Sstr[order[j - 1]] : Sstr[order[j - 1]];
                if (sp >= so) break;
                order[j] = order[j - 1];
                j--;
            }
            order[j] = o;
        }
        for (int32_t i = ns - 1; i >= 0; i--) {
            own.strides[p->nb + order[i]] = elem;
            if (sl_ovf_mul(elem, S[order[i]], &elem)) return sl_error_overflow(err, "advanced index result");
        }
        if (ssize == 1) {
            int32_t perm[SL_MAX_DIMS];
            bool negative;
            fancy_perm(p, perm, &negative);
            if (negative && p->has_subspace && p->nb > 1)
                return lang_unsupported(err, "index arrays with negative strides here (numpy's iterator refuses them)");
            int64_t next = own.itemsize;
            for (int32_t i = 0; i < p->nb; i++) {
                int32_t c = p->nb - 1 - perm[i];
                own.strides[c] = next;
                if (sl_ovf_mul(next, p->B[c], &next)) return sl_error_overflow(err, "advanced index result");
            }
        } else {
            int64_t next = elem;
            for (int32_t d = p->nb - 1; d >= 0; d--) {
                own.strides[d] = next;
                if (sl_ovf_mul(next, p->B[d], &next)) return sl_error_overflow(err, "advanced index result");
            }
        }
        sl_np_refresh_flags(&own);
    }
    lang_storage *st = lang_storage_new(I, own.buffer_bytes, own.dtype, true);
    if (!st) return lang_nomem(err);
    st->fill = LF_ZERO;
    lang_value *ov = lang_np_array_value(I, &own, st, NULL);
    if (!ov) return lang_nomem(err);
    if ((rc = lang_before_write(I, err))) return rc;
    /* values: B in C order, then S */
    lang_lview src, dst;
    lang_lview_of_array(&p->view, &src);
    lang_lview_of_array(&own, &dst);
    int64_t bidx[SL_MAX_DIMS] = {0}, nbsz = 1;
    for (int32_t d = 0; d < p->nb; d++) nbsz *= p->B[d];
    for (int64_t bk = 0; bk < nbsz && total > 0; bk++) {
        int64_t vidx[SL_MAX_DIMS] = {0}, oidx[SL_MAX_DIMS] = {0}, sidx[SL_MAX_DIMS] = {0};
        for (int32_t k = 0; k < p->nfa; k++) vidx[p->fa[k].view_dim] = fancy_at(&p->fa[k], bidx, p->nb);
        memcpy(oidx, bidx, (size_t)p->nb * sizeof *oidx);
        for (int64_t sk = 0; sk < ssize; sk++) {
            for (int32_t j = 0; j < ns; j++) {
                vidx[sub_of[j]] = sidx[j];
                oidx[p->nb + j] = sidx[j];
            }
            lang_num v;
            if ((rc = lang_read(I, lang_av(a)->st, &src, vidx, &v, err))) return rc;
            if ((rc = lang_write(I, st, &dst, oidx, v, err))) return rc;
            lang_next_index(sidx, S, ns);
        }
        lang_next_index(bidx, p->B, p->nb);
    }
    if (p->consec == 0) {
        *out = ov;
        return SL_OK;
    }
    /* numpy transposes B back into place: a view of the owner */
    sl_array r = own;
    int32_t from[SL_MAX_DIMS], n = 0;
    for (int32_t j = 0; j < p->consec; j++) from[n++] = p->nb + j;
    for (int32_t j = 0; j < p->nb; j++) from[n++] = j;
    for (int32_t j = p->consec; j < ns; j++) from[n++] = p->nb + j;
    for (int32_t d = 0; d < n; d++) {
        r.shape[d] = own.shape[from[d]];
        r.strides[d] = own.strides[from[d]];
    }
    r.flags &= ~SL_NP_OWNDATA;
    r.alias = SL_ALIAS_VIEW;
    r.base = SL_NP_BASE_CHAIN;
    sl_np_refresh_flags(&r);
    *out = lang_np_array_value(I, &r, st, ov);
    if (!*out) return lang_nomem(err);
    return SL_OK;
}

/* ------------------------------------------------------------ set == */

static int cmp_i64(const void *pa, const void *pb) {
    int64_t x = *(const int64_t *)pa, y = *(const int64_t *)pb;
    return (x > y) - (x < y);
}

int lang_np_adv_set(lang_interp *I, lang_value *a, lang_value *idx, lang_value *v, sl_error *err) {
    adv_plan *p = lang_alloc(&I->A, sizeof *p);
    if (!p) return lang_nomem(err);
    lang_value *mask;
    int rc = adv_prepare(I, a, idx, p, &mask, err);
    if (rc) return rc;
    if (mask) return lang_np_setitem(I, a, mask, v, err);
    const sl_array *x = &lang_av(a)->a;
    if ((rc = ndarray_nep50_write_check(I, v, x->dtype, err))) return rc;
    int32_t ns = 0, sub_of[SL_MAX_DIMS];
    int64_t S[SL_MAX_DIMS], ssize = 1;
    for (int32_t d = 0; d < p->view.ndim; d++)
        if (p->view_is_sub[d]) {
            sub_of[ns] = d;
            S[ns] = p->view.shape[d];
            if (sl_ovf_mul(ssize, S[ns], &ssize)) return sl_error_overflow(err, "advanced index result");
            ns++;
        }
    /* the result shape as a get would give it */
    int32_t rnd = p->nb + ns;
    int64_t R[SL_MAX_DIMS];
    {
        int32_t n = 0;
        for (int32_t j = 0; j < p->consec; j++) R[n++] = S[j];
        for (int32_t j = 0; j < p->nb; j++) R[n++] = p->B[j];
        for (int32_t j = p->consec; j < ns; j++) R[n++] = S[j];
    }
    /* numpy walks index arrays in their memory order here; that only shows when some
     * place is written twice (checked below) */
    bool not_c_order = false;
    if (!p->has_subspace || ssize == 1) {
        int32_t perm[SL_MAX_DIMS];
        bool negative;
        fancy_perm(p, perm, &negative);
        for (int32_t i = 0; i < p->nb; i++)
            if (perm[i] != i) not_c_order = true;
        if (negative && p->nb > 1) not_c_order = true;
    }
    /* the value */
    lang_num sc = {0};
    bool from_array = false;
    sl_array val;
    lang_storage *vst = NULL;
    lang_value *pv = lang_np_scalar_py(I, v, err);
    if (!pv) return err->code;
    if (pv->kind == V_LIST || pv->kind == V_TUPLE) {
        lang_args aa = {0};
        lang_value *args[1] = {pv};
        aa.pos = args;
        aa.npos = 1;
        if ((rc = lang_np_func(I, "array", &aa, &pv, err))) return rc;
    }
    if (pv->kind == V_ARRAY) {
        const sl_array *va = &lang_av(pv)->a;
        if (va->ndim == 0) {
            int64_t z[1] = {0};
            lang_lview lv;
            lang_lview_of_array(va, &lv);
            if ((rc = lang_read(I, lang_av(pv)->st, &lv, z, &sc, err))) return rc;
        } else {
            sl_array t = *va;
            int32_t drop = 0;
            while (t.ndim - drop > rnd && t.shape[drop] == 1) drop++;
            for (int32_t d = drop; d < t.ndim; d++) {
                t.shape[d - drop] = t.shape[d];
                t.strides[d - drop] = t.strides[d];
            }
            t.ndim -= drop;
            bool ok = t.ndim <= rnd;
            for (int32_t d = 0; ok && d < t.ndim; d++) {
                int64_t want = R[rnd - t.ndim + d];
                if (t.shape[d] != 1 && t.shape[d] != want) ok = false;
            }
            if (!ok) {
                char s1[SL_MAX_DIMS * 24 + 8], s2[SL_MAX_DIMS * 24 + 8];
                fmt_shape_tight(s1, sizeof s1, va->shape, va->ndim);
                fmt_shape_tight(s2, sizeof s2, R, rnd);
                return lang_py_error(err, "ValueError",
                                     "shape mismatch: value array of shape %s could not be broadcast to indexing result of shape %s",
                                     s1, s2);
            }
            if ((rc = sl_np_broadcast_to(&t, R, rnd, &val, err))) return rc;
            vst = lang_av(pv)->st;
            from_array = true;
        }
    } else if (pv->kind == V_INT || pv->kind == V_BOOL) {
        sc.i = pv->kind == V_INT ? pv->u.i : pv->u.b;
        sc.f = (double)sc.i;
    } else if (pv->kind == V_FLOAT) {
        sc.is_float = true;
        sc.f = pv->u.f;
    } else {
        return lang_unsupported(err, "writing a %s through an advanced index", lv_type_name(pv));
    }
    /* numpy checks the value's shape before the index values */
    if ((rc = adv_bounds(x, p, err))) return rc;
    int64_t nbsz = 1, total;
    for (int32_t d = 0; d < p->nb; d++) nbsz *= p->B[d];
    if (sl_ovf_mul(nbsz, ssize, &total)) return sl_error_overflow(err, "advanced index result");
    if ((rc = lang_before_write(I, err))) return rc;
    /* read every value first (the value may overlap the destination), then write */
    lang_num *vals = lang_alloc_n(&I->A, (total + 1), sizeof *vals);
    int64_t (*where)[SL_MAX_DIMS] = lang_alloc_n(&I->A, (total + 1), sizeof *where);
    if (!vals || !where) return lang_nomem(err);
    lang_lview vlv, dst;
    if (from_array) lang_lview_of_array(&val, &vlv);
    lang_lview_of_array(&p->view, &dst);
    int64_t bidx[SL_MAX_DIMS] = {0}, m = 0;
    for (int64_t bk = 0; bk < nbsz && total > 0; bk++) {
        int64_t sidx[SL_MAX_DIMS] = {0};
        for (int64_t sk = 0; sk < ssize; sk++) {
            int64_t *w = where[m];
            memset(w, 0, sizeof *where);
            for (int32_t k = 0; k < p->nfa; k++) w[p->fa[k].view_dim] = fancy_at(&p->fa[k], bidx, p->nb);
            for (int32_t j = 0; j < ns; j++) w[sub_of[j]] = sidx[j];
            lang_num xv = sc;
            if (from_array) {
                int64_t ridx[SL_MAX_DIMS];
                int32_t n = 0;
                for (int32_t j = 0; j < p->consec; j++) ridx[n++] = sidx[j];
                for (int32_t j = 0; j < p->nb; j++) ridx[n++] = bidx[j];
                for (int32_t j = p->consec; j < ns; j++) ridx[n++] = sidx[j];
                if ((rc = lang_read(I, vst, &vlv, ridx, &xv, err))) return rc;
            }
            if ((rc = lang_np_cast_checked(xv, x->dtype, &vals[m], err))) return rc;
            m++;
            lang_next_index(sidx, S, ns);
        }
        lang_next_index(bidx, p->B, p->nb);
    }
    if (not_c_order && m > 1) {
        int64_t *offs = lang_alloc_n(&I->A, m, sizeof *offs);
        if (!offs) return lang_nomem(err);
        for (int64_t k = 0; k < m; k++) {
            offs[k] = 0;
            for (int32_t d = 0; d < p->view.ndim; d++) offs[k] += where[k][d] * p->view.strides[d];
        }
        qsort(offs, (size_t)m, sizeof *offs, cmp_i64);
        for (int64_t k = 1; k < m; k++)
            if (offs[k] == offs[k - 1])
                return lang_unsupported(err, "repeated indices in index arrays not in C order (numpy's write order)");
    }
    for (int64_t k = 0; k < m; k++)
        if ((rc = lang_write(I, lang_av(a)->st, &dst, where[k], vals[k], err))) return rc;
    return SL_OK;
}
