/*
 * torch_index.c — select, slice, narrow and Python basic indexing (`t[...]`), exactly as
 * torch 1.13 computes them.
 *
 * All four are pure arithmetic on the layout.  select(d, i) drops dim d and moves the
 * storage offset by i*stride[d]; slice(d, a, b, c) clamps [a, b) into [0, size], moves the
 * offset by a*stride[d] and gives the dim size ceil((b-a)/c) and stride stride[d]*c (the
 * stride is multiplied even when the new size is 0 or 1); narrow is a slice with step 1
 * whose `start` is validated with the dimension-wrapping routine (a 1.13 quirk that shows
 * in its messages).
 *
 * Basic indexing walks the index items left to right with a cursor into the current
 * result, after a "too many indices" check that precedes everything else.  Integers
 * select, slices slice, None unsqueezes, each Ellipsis advances the cursor by
 * (ndim - specified items), and True/False unsqueeze a dim that is then indexed by a
 * one- or zero-element index tensor: the result of that last step is a *copy* made by
 * torch's advanced-indexing kernel, whose output layout follows TensorIterator's
 * stride-order rules (see bool_index_copy below).
 *
 * Where torch 1.13 wraps silently in int64 (a huge slice step times the stride, e.g.
 * `x[::2**62]`), we refuse with SL_ERR_OVERFLOW instead.  Where torch reads its own size
 * array past the end (an integer after several Ellipses that pushed the cursor beyond the
 * last dim), we reproduce what torch's size/stride storage of a fresh view holds there
 * and refuse (SL_ERR_UNSUPPORTED) past the end of that storage.
 */
#include "torch/torch_internal.h"

/* Loops that copy a few dims stay loops: GCC would otherwise turn them into memcpy calls
 * or `rep movsq`, whose start-up costs more than copying 4 dims (as_strided went from 38
 * to 9 ns with this). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-loop-distribute-patterns")
#endif

/* Every op here checks its input first and then writes its result straight into `out`,
 * which may be the input itself (basic indexing works on one local record in place):
 * start_view copies t's fields and dims unless out is t, and marks the result a view. */
static inline void start_view(const sl_tensor *t, sl_tensor *out) {
    if (out != t) sl_tensor_copy(out, t);
    out->alias = SL_ALIAS_VIEW;
}

/* Remove dim `d` of r's layout. */
static void drop_dim(sl_layout *l, int32_t d) {
    for (int32_t k = d; k + 1 < l->ndim; k++) {
        l->size[k] = l->size[k + 1];
        l->stride[k] = l->stride[k + 1];
    }
    l->ndim--;
}

/* select(dim, index) of t into out: torch's checks, then the offset moves by
 * index*stride[dim] and the dim is dropped. */
static inline __attribute__((always_inline)) int select_to(const sl_tensor *t, int64_t dim, int64_t index, sl_tensor *out,
                     sl_error *err) {
    const sl_layout *l = &t->layout;
    if (l->ndim == 0)
        return sl_error_set(err, SL_ERR_PY, "IndexError",
                            "select() cannot be applied to a 0-dim tensor.");
    int64_t d;
    int rc = sl_wrap_dim(dim, l->ndim, true, &d, err);
    if (rc) return rc;
    int64_t size = l->size[d];
    if (index < -size || index >= size) {
        char buf[400];
        sl_format_list(buf, sizeof buf, l->size, l->ndim);
        return sl_error_set(err, SL_ERR_PY, "IndexError",
                            "select(): index %lld out of range for tensor of size %s at "
                            "dimension %lld",
                            (long long)index, buf, (long long)d);
    }
    int64_t i = index < 0 ? index + size : index, step_elems, off;
    if (sl_ovf_mul(i, l->stride[d], &step_elems) || sl_ovf_add(l->offset, step_elems, &off))
        return sl_error_overflow(err, "the selected storage offset");
    start_view(t, out);
    out->layout.offset = off;
    drop_dim(&out->layout, (int32_t)d);
    return SL_OK;
}

/* slice of t's already wrapped dim d into out, step > 0 already checked: [start, end)
 * clamped into [0, size], the offset moved by start*stride, size ceil(len/step), stride
 * stride*step. */
static inline __attribute__((always_inline)) int slice_to(const sl_tensor *t, int32_t d, int64_t start, int64_t end, int64_t step,
                    sl_tensor *out, sl_error *err) {
    const sl_layout *l = &t->layout;
    int64_t n = l->size[d];
    if (start < 0) start += n;
    if (end < 0) end += n;
    if (start < 0)
        start = 0;
    else if (start >= n)
        start = n;
    if (end < start)
        end = start;
    else if (end >= n)
        end = n;
    int64_t shift, off, stride;
    if (sl_ovf_mul(start, l->stride[d], &shift) || sl_ovf_add(l->offset, shift, &off))
        return sl_error_overflow(err, "the sliced storage offset");
    /* torch 1.13 multiplies without a check (x[::2**62] gets stride 0); we refuse. */
    if (sl_ovf_mul(l->stride[d], step, &stride))
        return sl_error_overflow(err, "the sliced stride (stride x step)");
    int64_t len = end - start;
    start_view(t, out);
    out->layout.offset = off;
    /* a 64-bit division takes tens of cycles: step 1 (narrow, chunk, x[a:b]) needs none */
    out->layout.size[d] = step == 1 ? len : len / step + (len % step != 0);
    out->layout.stride[d] = stride;
    return SL_OK;
}

int sl_torch_select(const sl_tensor *t, int64_t dim, int64_t index, sl_tensor *out,
                    sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, NULL, 0, err);
    if (arg_rc) return arg_rc;
    return select_to(t, dim, index, out, err);
}

/* aten slice: torch's checks (start/end NULL = None), then slice_to. */
static inline __attribute__((always_inline)) int slice_checked(const sl_tensor *t, int64_t dim, const int64_t *start,
                         const int64_t *end, int64_t step, sl_tensor *out, sl_error *err) {
    /* start, end and step are SymInts: torch 1.13 checks them as the arguments are
     * converted; torch 2.x has no symbolic range in plain ints */
    if (t->ref != SL_REF_LESSONS &&
        ((start && sl_torch_symbolic_int(*start)) || (end && sl_torch_symbolic_int(*end)) ||
         sl_torch_symbolic_int(step)))
        return sl_torch_symbolic_error(err);
    if (t->layout.ndim == 0)
        return sl_error_set(err, SL_ERR_PY, "IndexError",
                            "slice() cannot be applied to a 0-dim tensor.");
    int64_t d;
    int rc = sl_wrap_dim(dim, t->layout.ndim, true, &d, err);
    if (rc) return rc;
    if (step <= 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError", "slice step must be positive");
    return slice_to(t, (int32_t)d, start ? *start : 0, end ? *end : INT64_MAX, step, out, err);
}

int sl_torch_slice(const sl_tensor *t, int64_t dim, const int64_t *start, const int64_t *end,
                   int64_t step, sl_tensor *out, sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, NULL, 0, err);
    if (arg_rc) return arg_rc;
    return slice_checked(t, dim, start, end, step, out, err);
}

int sl_torch_narrow(const sl_tensor *t, int64_t dim, int64_t start, int64_t length,
                    sl_tensor *out, sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, NULL, 0, err);
    if (arg_rc) return arg_rc;
    if (t->layout.ndim == 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "narrow() cannot be applied to a 0-dim tensor.");
    /* torch 2.2 refuses a negative length before it looks at the dim */
    if (t->ref == SL_REF_LESSONS && length < 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError", "narrow(): length must be non-negative.");
    int64_t d;
    int rc = sl_wrap_dim(dim, t->layout.ndim, true, &d, err);
    if (rc) return rc;
    int64_t cur = t->layout.size[d];
    if (t->ref == SL_REF_LESSONS) {
        /* 2.2: start in [-cur, cur] (its own message; a size-0 dim takes only 0) */
        if (start < -cur || start > cur)
            return sl_error_set(err, SL_ERR_PY, "IndexError",
                                "start out of range (expected to be in range of [%lld, %lld], but got %lld)",
                                (long long)-cur, (long long)cur, (long long)start);
        if (start < 0) start += cur;
    } else if (start != cur) {
        /* 1.13 validates start as if it were a dim of a cur-dim tensor; start == cur is legal. */
        rc = sl_wrap_dim(start, cur, true, &start, err);
        if (rc) return rc;
    }
    if (!(length >= 0 && start <= cur - length))
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "start (%lld) + length (%lld) exceeds dimension size (%lld).",
                            (long long)start, (long long)length, (long long)cur);
    return slice_to(t, (int32_t)d, start, start + length, 1, out, err);
}

/* ------------------------------------------------------------ basic indexing -- */

static int limit_dims(sl_error *err, const char *what) {
    return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError",
                        "%s would give more than %d dimensions (stridelab's limit)", what,
                        SL_MAX_DIMS);
}

/* Insert a size-1 dim at `d` (already validated, 0 <= d <= ndim < SL_MAX_DIMS) with
 * unsqueeze's stride: 1 when appended, else size*stride of the dim it lands before. */
static int insert_unit_dim(sl_layout *l, int32_t d, sl_error *err) {
    int64_t stride = 1;
    if (d < l->ndim && sl_ovf_mul(l->size[d], l->stride[d], &stride))
        return sl_error_overflow(err, "the unsqueezed stride (size x stride)");
    for (int32_t k = l->ndim; k > d; k--) {
        l->size[k] = l->size[k - 1];
        l->stride[k] = l->stride[k - 1];
    }
    l->size[d] = 1;
    l->stride[d] = stride;
    l->ndim++;
    return SL_OK;
}

/* unsqueeze at the cursor, with torch's wrap against ndim+1. */
static int unsqueeze_at(sl_tensor *r, int64_t cursor, sl_error *err) {
    int64_t d;
    int rc = sl_wrap_dim(cursor, (int64_t)r->layout.ndim + 1, true, &d, err);
    if (rc) return rc;
    if (r->layout.ndim >= SL_MAX_DIMS) return limit_dims(err, "indexing with None/True/False");
    return insert_unit_dim(&r->layout, (int32_t)d, err);
}

/* The size torch 1.13 reads for dim `d` when d may be past the last dim.  Its sizes and
 * strides of up to five dims live inline in one array of ten int64 (five sizes, then five
 * strides), zero-filled beyond ndim for a tensor made by a view op; more dims live in a
 * heap array of 2*ndim int64 (ndim sizes, then ndim strides).  Past those arrays torch
 * reads whatever memory follows, which we cannot know. */
static int size_as_torch_reads(const sl_layout *l, int64_t d, int64_t *size, sl_error *err) {
    if (d < l->ndim) {
        *size = l->size[d];
        return SL_OK;
    }
    if (l->ndim <= 5 && d < 5) {
        *size = 0;
        return SL_OK;
    }
    if (l->ndim <= 5 && d < 10) {
        *size = d - 5 < l->ndim ? l->stride[d - 5] : 0;
        return SL_OK;
    }
    if (l->ndim > 5 && d < 2 * (int64_t)l->ndim) {
        *size = l->stride[d - l->ndim];
        return SL_OK;
    }
    return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                        "unsupported: an integer index at position %lld past the last "
                        "dimension (torch 1.13 reads undefined memory there)",
                        (long long)d);
}

/* torch's applySelect: the Python-index bounds check (naming the item's position in the
 * index tuple), then select(). */
static int apply_select(sl_tensor *r, int64_t d, int64_t index, int64_t item_pos,
                        sl_error *err) {
    if (index == 0 && d == 0 && r->layout.ndim == 0)
        return sl_error_set(err, SL_ERR_PY, "IndexError",
                            "invalid index of a 0-dim tensor. Use `tensor.item()` in Python "
                            "or `tensor.item<T>()` in C++ to convert a 0-dim tensor to a "
                            "number");
    int64_t size = 0;
    int rc = size_as_torch_reads(&r->layout, d, &size, err);
    if (rc) return rc;
    /* `size` may be a stride read past the sizes: never negate a negative one */
    if (!(size > 0 && index >= -size && index < size))
        return sl_error_set(err, SL_ERR_PY, "IndexError",
                            "index %lld is out of bounds for dimension %lld with size %lld",
                            (long long)index, (long long)item_pos, (long long)size);
    return select_to(r, d, index, r, err);
}

/* The Python slice item: step checks (ValueError) and defaults, then aten slice. */
static int apply_slice(sl_tensor *r, int64_t d, const sl_index_item *it, sl_error *err) {
    int64_t step = it->has_step ? it->step : 1;
    if (step == 0)
        return sl_error_set(err, SL_ERR_PY, "ValueError", "slice step cannot be zero");
    if (step < 0)
        return sl_error_set(err, SL_ERR_PY, "ValueError", "step must be greater than zero");
    /* a bare `:` on an existing dim leaves the layout as it is (aten slice with start 0,
     * end None and step 1 passes every check and changes nothing) */
    if (!it->has_start && !it->has_stop && step == 1 && d >= 0 && d < r->layout.ndim)
        return SL_OK;
    int64_t start = it->has_start ? it->start : 0;
    int64_t stop = it->has_stop ? it->stop : INT64_MAX;
    if (r->ref != SL_REF_LESSONS && (sl_torch_symbolic_int(start) || sl_torch_symbolic_int(stop)))
        return sl_torch_symbolic_error(err); /* 1.13: before the 0-dim check, even for t[a:] */
    return slice_checked(r, d, &start, &stop, step, r, err);
}

/* Is item kind counted by torch's "specified dimensions"? */
static bool counts_as_specified(sl_index_kind k) {
    return k == SL_IDX_INT || k == SL_IDX_SLICE || k == SL_IDX_INT_TENSOR0 ||
           k == SL_IDX_INVALID;
}

/*
 * The copy x[..True/False..] makes.  `r` is the view after all basic items, with a size-1
 * dim at each of the nb positions `pos` (ascending) that a bool indexed.  torch indexes
 * those dims with index tensors of shape (1,) (True) or (0,) (False), broadcast together
 * to (B,).  Its advanced-indexing kernel:
 *   - replaces the indexed dims by one dim of size B, in place when they are adjacent,
 *     else at the front (followed by the other dims in order);
 *   - runs a TensorIterator over the restrided input (stride 0 on the B dim, the view's
 *     strides elsewhere) and the index tensors (unit strides where the common shape is 1
 *     and on the B dim, 0 elsewhere), and allocates the output:
 *       * if every operand has the same shape (all non-B dims are 1): contiguous strides;
 *       * else it sorts the dims by stride (insertion sort, fastest first, where a zero
 *         stride in an operand makes that operand abstain, equal strides defer to the
 *         larger size going later) and, unless the order came out as the plain reversed
 *         order (then contiguous strides again), lays the output densely in that order
 *         multiplying by the raw sizes (so a size-0 dim zeroes every later stride).
 */
static int bool_index_copy(const sl_tensor *r, const int32_t *pos, const bool *val, int32_t nb,
                           sl_tensor *out, sl_error *err) {
    const sl_layout *l = &r->layout;
    int64_t b = 1;
    for (int32_t k = 0; k < nb; k++)
        if (!val[k]) b = 0;
    bool adjacent = pos[nb - 1] - pos[0] == nb - 1;
    int32_t nd = l->ndim - nb + 1, bdim = adjacent ? pos[0] : 0;
    int64_t size[SL_MAX_DIMS], src_stride[SL_MAX_DIMS], idx_stride[SL_MAX_DIMS];
    int32_t j = 0;
    if (!adjacent) {
        size[j] = b;
        src_stride[j++] = 0;
    }
    for (int32_t k = 0, p = 0; k < l->ndim; k++) {
        if (p < nb && pos[p] == k) {
            if (adjacent && p == 0) {
                size[j] = b;
                src_stride[j++] = 0;
            }
            p++;
            continue;
        }
        size[j] = l->size[k];
        src_stride[j++] = l->stride[k];
    }
    bool same_shape = true;
    for (int32_t k = 0; k < nd; k++) {
        idx_stride[k] = (k == bdim || size[k] == 1) ? 1 : 0;
        if (k != bdim && size[k] != 1) same_shape = false;
    }

    sl_tensor res;
    res.dtype = r->dtype;
    res.ref = r->ref;
    res.alias = SL_ALIAS_NEW;
    res.conj = false;
    res.layout.ndim = nd;
    res.layout.itemsize = l->itemsize;
    res.layout.offset = 0;
    for (int32_t k = 0; k < nd; k++) res.layout.size[k] = size[k];

    int32_t perm[SL_MAX_DIMS]; /* perm[0] = fastest dim */
    for (int32_t k = 0; k < nd; k++) perm[k] = nd - 1 - k;
    if (!same_shape && nd > 1) {
        const int64_t *ops[2] = {src_stride, idx_stride};
        for (int32_t i = 1; i < nd; i++) {
            int32_t moving = i;
            for (int32_t q = i - 1; q >= 0; q--) {
                int32_t a = perm[q], c = perm[moving], cmp = 0;
                for (int o = 0; o < 2 && cmp == 0; o++) {
                    int64_t sa = ops[o][a], sc = ops[o][c];
                    if (sa == 0 || sc == 0) continue;
                    if (sa < sc)
                        cmp = -1;
                    else if (sa > sc)
                        cmp = 1;
                    else if (size[a] > size[c])
                        cmp = 1;
                }
                if (cmp > 0) {
                    int32_t tmp = perm[q];
                    perm[q] = perm[moving];
                    perm[moving] = tmp;
                    moving = q;
                } else if (cmp < 0) {
                    break;
                }
            }
        }
    }
    bool natural = true;
    for (int32_t k = 0; k < nd; k++)
        if (perm[k] != nd - 1 - k) natural = false;
    int64_t cur = 1;
    for (int32_t k = 0; k < nd; k++) {
        int32_t d = perm[k];
        res.layout.stride[d] = cur;
        int64_t mult = natural && size[d] == 0 ? 1 : size[d];
        if (sl_ovf_mul(cur, mult, &cur)) return sl_error_overflow(err, "the copy's strides");
    }
    int64_t numel;
    int rc = sl_layout_numel(&res.layout, &numel, err);
    if (rc) return rc;
    if (sl_ovf_mul(numel, l->itemsize, &res.storage_bytes))
        return sl_error_overflow(err, "the copy's size in bytes");
    sl_tensor_copy(out, &res);
    return SL_OK;
}

int sl_torch_index_ex(const sl_tensor *t, const sl_index_item *items, int32_t nitems,
                      bool is_tuple, sl_tensor *out, sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, items, nitems, err);
    if (arg_rc) return arg_rc;
    sl_tensor r;
    start_view(t, &r);
    int rc;

    /* A bare int or slice takes torch's single-item fast path (differs only for 0-dim). */
    if (!is_tuple && nitems == 1 && items[0].kind == SL_IDX_INT) {
        rc = apply_select(&r, 0, items[0].value, 0, err);
        if (rc) return rc;
        sl_tensor_copy(out, &r);
        return SL_OK;
    }
    if (!is_tuple && nitems == 1 && items[0].kind == SL_IDX_SLICE) {
        rc = apply_slice(&r, 0, &items[0], err);
        if (rc) return rc;
        sl_tensor_copy(out, &r);
        return SL_OK;
    }

    int64_t ndim = t->layout.ndim, specified = 0;
    for (int32_t i = 0; i < nitems; i++)
        if (counts_as_specified(items[i].kind)) specified++;
    if (specified > ndim)
        return sl_error_set(err, SL_ERR_PY, "IndexError",
                            "too many indices for tensor of dimension %d", (int)ndim);

    int32_t bool_pos[SL_MAX_DIMS], nbool = 0;
    bool bool_val[SL_MAX_DIMS];
    int64_t cursor = 0;
    for (int32_t i = 0; i < nitems; i++) {
        const sl_index_item *it = &items[i];
        switch (it->kind) {
        case SL_IDX_INT:
        case SL_IDX_INT_TENSOR0:
            rc = apply_select(&r, cursor, it->value, i, err);
            if (rc) return rc;
            break;
        case SL_IDX_SLICE:
            rc = apply_slice(&r, cursor, it, err);
            if (rc) return rc;
            cursor++;
            break;
        case SL_IDX_NONE:
            rc = unsqueeze_at(&r, cursor, err);
            if (rc) return rc;
            cursor++;
            break;
        case SL_IDX_ELLIPSIS:
            cursor += ndim - specified;
            break;
        case SL_IDX_TRUE:
        case SL_IDX_FALSE:
            rc = unsqueeze_at(&r, cursor, err);
            if (rc) return rc;
            bool_pos[nbool] = (int32_t)cursor;
            bool_val[nbool++] = it->kind == SL_IDX_TRUE;
            cursor++;
            break;
        case SL_IDX_INVALID:
        default:
            return sl_error_set(err, SL_ERR_PY, "IndexError",
                                "only integers, slices (`:`), ellipsis (`...`), None and "
                                "long or byte Variables are valid indices (got %s)",
                                it->type_name ? it->type_name : "object");
        }
    }
    if (nbool > 0) return bool_index_copy(&r, bool_pos, bool_val, nbool, out, err);
    sl_tensor_copy(out, &r);
    return SL_OK;
}

int sl_torch_index(const sl_tensor *t, const sl_index_item *items, int32_t nitems,
                   sl_tensor *out, sl_error *err) {
    return sl_torch_index_ex(t, items, nitems, nitems != 1, out, err);
}
