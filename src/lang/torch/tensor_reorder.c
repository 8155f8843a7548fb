/*
 * tensor_reorder.c — torch 1.13's copying and reordering ops for the snippet language:
 * Tensor.repeat / tile, roll, masked_fill(_), index_select, gather, cumsum / cumprod, sort
 * (torch.return_types.sort) and torch.broadcast_tensors, each in torch's own order of
 * checks so the first error is torch's.
 *
 * Result layouts, as torch 1.13 makes them: repeat / tile, masked_fill, index_select,
 * gather and cumsum / cumprod give a fresh contiguous tensor; roll is narrow + cat along the dim
 * (so cat's memory-format rule), a flatten / roll / view without dims; sort's values and
 * indices keep self's strides when self is non-overlapping and dense, else
 * infer_dense_strides (clone's preserve layout); broadcast_tensors gives expand views, or
 * the input itself when it already has the broadcast shape.
 *
 * Values: repeat is a lazy copy of self expanded over (repeat, size) pairs; the others
 * walk the elements.  cumsum and cumprod accumulate as the CPU kernel does (acc_type:
 * double for float32, float for bfloat16, int64 for integers) and store each running
 * value in the result dtype.  sort without stable=True is libstdc++'s std::sort (introsort: median of
 * three, unguarded partition, heap sort past 2*log2(n) levels, insertion sort of runs up
 * to 16) over (value, index) pairs with torch's NaN-last comparator, so ties come out in
 * the order torch's CPU kernel leaves them; stable=True is a stable merge.  masked_fill
 * reads a mask that is neither bool nor uint8 as torch's kernel does: the low byte of each
 * integer element (a floating mask is refused).  A source whose values are not held
 * makes the result refuse its values; unknown index or mask values refuse at once.
 */
#include "lang/lang.h"

#include <math.h>
#include <stdlib.h>

#define MORE_NOT_MINE 1
#define MAX_WALK ((int64_t)1 << 24) /* elements walked one by one (more: refused) */

static lang_tensor_v *TV(const lang_value *v) { return v->u.tensor; }

/* ------------------------------------------------------------ helpers == */

/* a fresh contiguous result of `shape` and dtype dt (values: a storage to fill) */
int lang_torch_new_contig(lang_interp *I, const int64_t *shape, int32_t nd, sl_dtype dt, lang_value **out,
                          lang_storage **st, sl_error *err) {
    sl_tensor r;
    int rc = sl_torch_empty(shape, nd, dt, &r, err);
    if (rc) return rc;
    r.alias = SL_ALIAS_NEW;
    return lang_torch_new_result(I, &r, out, st, err);
}

/* A Scalar argument (declared in lang/lang.h) */
int lang_torch_scalar_of(lang_interp *I, lang_value *v, lang_num *x, sl_dtype *from, sl_error *err) {
    lang_num z = {0};
    if (v->kind == V_TENSOR) {
        lang_lview lv;
        lang_lview_of_tensor(&TV(v)->t, &lv);
        int64_t at[1] = {0};
        int rc = lang_read(I, TV(v)->st, &lv, at, &z, err);
        if (rc) return rc;
        *from = TV(v)->t.dtype;
    } else if (v->kind == V_INT || v->kind == V_BOOL) {
        z.i = v->kind == V_INT ? v->u.i : v->u.b;
        z.f = (double)z.i;
        *from = v->kind == V_INT ? SL_INT64 : SL_BOOL;
    } else if (v->kind == V_FLOAT) {
        z.is_float = true;
        z.f = v->u.f;
        *from = SL_FLOAT64;
    } else {
        return lang_unsupported(err, "a %s where torch takes a number", lv_type_name(v));
    }
    *x = z;
    return SL_OK;
}

/* a tensor value over `st` with layout t (an internal operand, no _base) */
static lang_value *tmp_tensor(lang_interp *I, const sl_tensor *t, lang_storage *st) {
    sl_tensor c = *t;
    c.alias = SL_ALIAS_NEW;
    return lang_wrap_tensor(I, &c, st, NULL);
}

/* elements of an existing tensor (a zero size first, so no partial product overflows) */
static int64_t numel_of(const sl_tensor *t) {
    for (int32_t d = 0; d < t->layout.ndim; d++)
        if (t->layout.size[d] == 0) return 0;
    int64_t n = 1;
    for (int32_t d = 0; d < t->layout.ndim; d++)
        if (sl_ovf_mul(n, t->layout.size[d], &n)) return INT64_MAX;
    return n;
}

static int check_walk(const sl_tensor *t, const char *what, sl_error *err) {
    int64_t n;
    int rc = sl_layout_numel(&t->layout, &n, err);
    if (rc) return rc;
    if (n > MAX_WALK) return lang_unsupported(err, "%s of more than 16777216 elements", what);
    return SL_OK;
}

/* one int argument (an int or a bool, as torch's parser takes them) */
static int int_arg(const lang_value *v, const char *fname, const char *what, int64_t *out, sl_error *err) {
    if (v->kind == V_INT) *out = v->u.i;
    else if (v->kind == V_BOOL) *out = v->u.b;
    else return lang_unsupported(err, "%s() with %s given as %s", fname, what, lv_type_name(v));
    return SL_OK;
}

static int tensor_arg(const lang_value *v, const char *fname, const char *what, sl_error *err) {
    if (v->kind != V_TENSOR) return lang_unsupported(err, "%s() with %s given as %s", fname, what, lv_type_name(v));
    if (sl_dtype_is_complex(TV(v)->t.dtype)) return lang_unsupported(err, "%s() of complex tensors", fname);
    return SL_OK;
}

/* read one element; a value that is not held poisons `res` (and *poisoned is set) */
static int read_or_poison(lang_interp *I, lang_value *src, const lang_lview *v, const int64_t *idx, lang_num *x,
                          lang_storage *res, bool *poisoned, sl_error *err) {
    int rc = lang_read(I, TV(src)->st, v, idx, x, err);
    if (rc == SL_ERR_UNSUPPORTED) {
        lang_torch_poison_from(I, res, err);
        *poisoned = true;
        return SL_OK;
    }
    return rc;
}

/* the int64 values of an integer tensor (bool / uint8 read as 0/1 / bytes), row-major;
 * what names it in the refusal of a tensor too large to walk */
int lang_torch_read_ints(lang_interp *I, lang_value *tv, const char *what, int64_t **vals, int64_t *n, sl_error *err) {
    const sl_tensor *t = &TV(tv)->t;
    int rc = check_walk(t, what, err);
    if (rc) return rc;
    *n = numel_of(t);
    *vals = lang_alloc(&I->A, (size_t)(*n + 1) * sizeof **vals);
    CHECK_ALLOC(*vals);
    lang_lview v;
    lang_lview_of_tensor(t, &v);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < *n; k++) {
        lang_num x;
        if ((rc = lang_read(I, TV(tv)->st, &v, idx, &x, err))) return rc;
        (*vals)[k] = x.is_float ? (int64_t)x.f : x.i;
        lang_next_index(idx, t->layout.size, t->layout.ndim);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ repeat / tile == */

/* Tensor.repeat(reps): self expanded to the padded shape, copied into a contiguous
 * result of padded[d] * reps[d]: element-wise the result, seen as (reps[d], padded[d])
 * pairs, is self broadcast along every reps axis. */
static int do_repeat(lang_interp *I, lang_value *t, const int64_t *reps, int32_t nr, lang_value **out,
                     sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    int32_t nd = x->layout.ndim;
    if (nr < nd)
        return lang_py_error(err, "RuntimeError",
                             "Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor");
    int64_t padded[SL_MAX_DIMS], pstride[SL_MAX_DIMS], target[SL_MAX_DIMS] = {0};
    int32_t nnew = nr - nd;
    bool zero = false;
    for (int32_t d = 0; d < nr; d++) {
        padded[d] = d < nnew ? 1 : x->layout.size[d - nnew];
        pstride[d] = d < nnew ? 0 : x->layout.stride[d - nnew];
        if (reps[d] == 0) zero = true;
        if (sl_ovf_mul(padded[d], reps[d], &target[d])) return sl_error_overflow(err, "repeat size");
    }
    sl_tensor r;
    int rc = sl_torch_empty(target, nr, x->dtype, &r, err);
    if (rc) return rc;
    r.alias = SL_ALIAS_NEW;
    if (zero) {
        lang_storage *st;
        return lang_torch_new_result(I, &r, out, &st, err);
    }
    /* the source view: (reps, padded) pairs, size-1 entries dropped */
    lang_lview src, dst;
    lang_lview_of_tensor(&r, &dst);
    memset(&src, 0, sizeof src);
    src.dtype = x->dtype;
    src.offset_bytes = x->layout.offset * x->layout.itemsize;
    for (int32_t d = 0; d < nr; d++) {
        if (reps[d] != 1) {
            if (src.ndim == SL_MAX_DIMS) return lang_unsupported(err, "repeat() over more than %d split dims", SL_MAX_DIMS);
            src.shape[src.ndim] = reps[d];
            src.stride_bytes[src.ndim++] = 0;
        }
        if (padded[d] != 1) {
            if (src.ndim == SL_MAX_DIMS) return lang_unsupported(err, "repeat() over more than %d split dims", SL_MAX_DIMS);
            src.shape[src.ndim] = padded[d];
            src.stride_bytes[src.ndim++] = pstride[d] * x->layout.itemsize;
        }
    }
    lang_storage *st;
    if (r.storage_bytes > LANG_MAX_STORAGE_BYTES) return lang_torch_new_result(I, &r, out, &st, err);
    st = lang_storage_copy(I, TV(t)->st, &src, &dst, r.storage_bytes, 0, false);
    CHECK_ALLOC(st);
    *out = lang_wrap_tensor(I, &r, st, NULL);
    CHECK_ALLOC(*out);
    return SL_OK;
}

static int method_repeat(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "repeat() with keyword arguments");
    if (a->npos == 0) return lang_py_error(err, "TypeError", "repeat() missing 1 required positional arguments: \"repeats\"");
    int64_t reps[SL_MAX_DIMS];
    int32_t nr;
    int rc = lang_int_list((const lang_value *const *)a->pos, a->npos, reps, &nr, "repeats", err);
    if (rc) return rc;
    return do_repeat(I, t, reps, nr, out, err);
}

/* torch.tile: reps padded with leading 1s to self's dims, then repeat */
static int do_tile(lang_interp *I, lang_value *t, const int64_t *reps, int32_t nr, lang_value **out, sl_error *err) {
    int32_t nd = TV(t)->t.layout.ndim;
    if (nr >= nd) return do_repeat(I, t, reps, nr, out, err);
    int64_t full[SL_MAX_DIMS];
    for (int32_t d = 0; d < nd; d++) full[d] = d < nd - nr ? 1 : reps[d - (nd - nr)];
    return do_repeat(I, t, full, nd, out, err);
}

/* ------------------------------------------------------------ roll == */

static int roll1(lang_interp *I, lang_value *t, int64_t shift, int64_t dim, lang_value **out, sl_error *err);

/* roll_common: several dims one after the other; no dims: flatten, roll, view back */
static int do_roll(lang_interp *I, lang_value *t, const int64_t *shifts, int32_t ns, const int64_t *dims, int32_t ndims,
                   lang_value **out, sl_error *err) {
    int rc;
    if (ndims == 1 && ns == 1) return roll1(I, t, shifts[0], dims[0], out, err);
    if (ns == 0) return lang_py_error(err, "RuntimeError", "`shifts` required");
    if (ndims == 0 && ns == 1) {
        const sl_tensor *x = &TV(t)->t;
        lang_value *c, *flat, *rolled, *n;
        if ((rc = lang_tensor_method_pos(I, t, "contiguous", NULL, 0, &c, err))) return rc;
        n = lv_int(I, numel_of(x));
        CHECK_ALLOC(n);
        if ((rc = lang_tensor_method_pos(I, c, "view", &n, 1, &flat, err))) return rc;
        if ((rc = roll1(I, flat, shifts[0], 0, &rolled, err))) return rc;
        lang_value *sz = lv_ints(I, V_SIZE, x->layout.size, x->layout.ndim);
        CHECK_ALLOC(sz);
        if ((rc = lang_tensor_method_pos(I, rolled, "view", &sz, 1, out, err))) return rc;
        if (*out != rolled) TV(*out)->base = NULL; /* made below autograd: not a view to Python */
        return SL_OK;
    }
    if (ns != ndims)
        return lang_py_error(err, "RuntimeError", "shifts and dimensions must align. shifts: %d, dims:%d", ns, ndims);
    lang_value *first;
    if ((rc = roll1(I, t, shifts[0], dims[0], &first, err))) return rc;
    return do_roll(I, first, shifts + 1, ns - 1, dims + 1, ndims - 1, out, err);
}

/* roll_cpu with one dim: an empty tensor is cloned; else cat of two narrows */
static int roll1(lang_interp *I, lang_value *t, int64_t shift, int64_t dim, lang_value **out, sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    int rc;
    if (numel_of(x) == 0) return lang_tensor_method_pos(I, t, "clone", NULL, 0, out, err);
    int64_t d;
    if ((rc = sl_wrap_dim(dim, x->layout.ndim, false, &d, err))) return rc;
    int64_t size = x->layout.size[d];
    lang_i128 start = ((lang_i128)size - shift) % size;
    if (start < 0) start += size;
    if (start == 0) {
        /* cat of self and an empty narrow: the empty part suggests the contiguous format,
         * so the result is a contiguous copy */
        sl_tensor r;
        if ((rc = sl_torch_empty(x->layout.size, x->layout.ndim, x->dtype, &r, err))) return rc;
        r.alias = SL_ALIAS_NEW;
        *out = lang_wrap_tensor(I, &r, NULL, t);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    lang_value *pos[3], *parts[2];
    pos[0] = lv_int(I, d);
    pos[1] = lv_int(I, (int64_t)start);
    pos[2] = lv_int(I, size - (int64_t)start);
    CHECK_ALLOC(pos[0]);
    CHECK_ALLOC(pos[1]);
    CHECK_ALLOC(pos[2]);
    if ((rc = lang_tensor_method_pos(I, t, "narrow", pos, 3, &parts[0], err))) return rc;
    pos[1] = lv_int(I, 0);
    pos[2] = lv_int(I, (int64_t)start);
    CHECK_ALLOC(pos[1]);
    CHECK_ALLOC(pos[2]);
    if ((rc = lang_tensor_method_pos(I, t, "narrow", pos, 3, &parts[1], err))) return rc;
    lang_value *list = lv_seq(I, V_LIST, 2);
    CHECK_ALLOC(list);
    list->u.seq.v[0] = parts[0];
    list->u.seq.v[1] = parts[1];
    lang_value *cargs[2] = {list, pos[0]};
    lang_args b;
    memset(&b, 0, sizeof b);
    b.pos = cargs;
    b.npos = 2;
    return lang_torch_ops_func(I, "cat", &b, out, err);
}

/* an int or a sequence of ints (shifts / dims) */
static int int_or_list(const lang_value *v, const char *what, int64_t *vals, int32_t *n, sl_error *err) {
    if (v->kind == V_INT || v->kind == V_BOOL) {
        vals[0] = v->kind == V_INT ? v->u.i : v->u.b;
        *n = 1;
        return SL_OK;
    }
    if (v->kind != V_TUPLE && v->kind != V_LIST && v->kind != V_SIZE)
        return lang_unsupported(err, "roll() with %s given as %s", what, lv_type_name(v));
    return lang_int_list(&v, 1, vals, n, what, err);
}

static int method_roll(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"shifts", "dims"};
    lang_value *p[2];
    int rc = lang_bind(a, "roll", PN, 2, 1, p, err);
    if (rc) return rc;
    int64_t shifts[SL_MAX_DIMS], dims[SL_MAX_DIMS];
    int32_t ns = 0, ndims = 0;
    if ((rc = int_or_list(p[0], "shifts", shifts, &ns, err))) return rc;
    if (p[1] && p[1]->kind != V_NONE && (rc = int_or_list(p[1], "dims", dims, &ndims, err))) return rc;
    return do_roll(I, t, shifts, ns, dims, ndims, out, err);
}

/* ------------------------------------------------------------ masked_fill == */

/* masked_fill_(mask, value) on self (self is written in place) */
static int cmp_i64(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? -1 : x > y;
}

/* no element of x with bits[k] set shares a byte with any element of the (expanded) mask */
static int check_no_shared_bytes(lang_interp *I, const sl_tensor *x, const sl_tensor *mex, const uint8_t *bits,
                                 sl_error *err) {
    int64_t total = numel_of(x);
    int64_t *starts = lang_alloc(&I->A, (size_t)(total + 1) * sizeof *starts);
    CHECK_ALLOC(starts);
    int64_t idx[SL_MAX_DIMS] = {0}, mi = mex->layout.itemsize, xi = x->layout.itemsize;
    for (int64_t k = 0; k < total; k++) {
        int64_t o = mex->layout.offset;
        for (int32_t d = 0; d < mex->layout.ndim; d++) o += idx[d] * mex->layout.stride[d];
        starts[k] = o * mi;
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    qsort(starts, (size_t)total, sizeof *starts, cmp_i64);
    memset(idx, 0, sizeof idx);
    for (int64_t k = 0; k < total; k++) {
        if (bits[k]) {
            int64_t o = x->layout.offset;
            for (int32_t d = 0; d < x->layout.ndim; d++) o += idx[d] * x->layout.stride[d];
            int64_t lo = o * xi, hi = lo + xi; /* bytes [lo, hi) */
            /* the last mask element starting before hi */
            int64_t a = 0, b = total;
            while (a < b) {
                int64_t c = a + (b - a) / 2;
                if (starts[c] < hi) a = c + 1;
                else b = c;
            }
            if (a > 0 && starts[a - 1] + mi > lo)
                return lang_unsupported(err, "masked_fill_ writing elements of its own mask through views torch does not check");
        }
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    return SL_OK;
}

static int masked_fill_into(lang_interp *I, lang_value *self, lang_value *mask, lang_value *value, lang_value *selfv_for_overlap,
                            bool fresh, sl_error *err) {
    const sl_tensor *x = &TV(self)->t;
    const sl_tensor *m = &TV(mask)->t;
    int rc;
    /* the fill value: a Scalar with its own type (c10::checked_convert into self's dtype
     * happens in the kernel, after the iterator is built) */
    lang_num val = {0};
    sl_dtype from;
    if (value->kind == V_TENSOR) {
        const sl_tensor *vt = &TV(value)->t;
        if (vt->layout.ndim != 0)
            return lang_py_error(err, "RuntimeError",
                                 "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with %d dimension(s).",
                                 vt->layout.ndim);
        if (sl_dtype_is_complex(vt->dtype)) return lang_unsupported(err, "masked_fill_() with a complex value");
    }
    if ((rc = lang_torch_scalar_of(I, value, &val, &from, err))) return rc;
    if (sl_dtype_is_floating(m->dtype))
        return lang_unsupported(err, "masked_fill with a %s mask (torch reads the bytes of its values)",
                                sl_dtype_torch_name(m->dtype));
    /* assert_no_partial_overlap(self, mask); TooHard passes unchecked (see below) */
    bool too_hard = false;
    if (TV(selfv_for_overlap)->st == TV(mask)->st) {
        sl_overlap_status s = sl_torch_overlap_status(x, m, selfv_for_overlap == mask, true);
        if (s == SL_OVS_PARTIAL) return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_PARTIAL_MSG);
        too_hard = s == SL_OVS_TOO_HARD;
    }
    /* TensorIterator: self (the output, not resized) and the mask broadcast together */
    int64_t shape[SL_MAX_DIMS];
    int32_t nd;
    if ((rc = sl_torch_broadcast_shapes2(x->layout.size, x->layout.ndim, m->layout.size, m->layout.ndim, shape, &nd, err)))
        return rc;
    bool same = nd == x->layout.ndim;
    for (int32_t d = 0; same && d < nd; d++) same = shape[d] == x->layout.size[d];
    if (!same) {
        char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
        sl_format_list(a1, sizeof a1, x->layout.size, x->layout.ndim);
        sl_format_list(a2, sizeof a2, shape, nd);
        return lang_py_error(err, "RuntimeError", "output with shape %s doesn't match the broadcast shape %s", a1, a2);
    }
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "masked_fill_() of complex tensors");
    if ((rc = lang_torch_checked_convert(val, from, x->dtype, &val, err))) return rc;
    sl_tensor mex;
    if ((rc = sl_torch_expand(m, x->layout.size, x->layout.ndim, &mex, err))) return rc;
    if ((rc = check_walk(x, "masked_fill", err))) return rc;
    int64_t total = numel_of(x);
    /* read the whole mask before writing (self may be the mask) */
    uint8_t *bits = lang_alloc(&I->A, (size_t)total + 1);
    CHECK_ALLOC(bits);
    lang_lview mv, xv;
    lang_lview_of_tensor(&mex, &mv);
    lang_lview_of_tensor(x, &xv);
    int64_t idx[SL_MAX_DIMS] = {0};
    bool bad_byte = false, any_set = false;
    for (int64_t k = 0; k < total; k++) {
        lang_num b;
        if ((rc = lang_read(I, TV(mask)->st, &mv, idx, &b, err))) return rc;
        bits[k] = m->dtype == SL_BOOL ? (uint8_t)(b.i != 0) : (uint8_t)((uint64_t)b.i & 0xff);
        if (bits[k] > 1) bad_byte = true;
        if (bits[k] == 1) any_set = true;
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    /* a byte mask (any dtype but bool) must hold 0 and 1 only: the kernel stops at the
     * first other byte, after writing the elements it met before it */
    if (bad_byte) {
        if (any_set && !fresh)
            return lang_unsupported(err, "which elements masked_fill_ writes before a mask value other than 0 and 1");
        return lang_py_error(err, "RuntimeError", "Mask tensor can take 0 and 1 values only");
    }
    /* mask and self share memory in a way torch does not check: the kernel reads and
     * writes element by element, so any written element that is also a mask element
     * would make its order matter */
    if (too_hard && (rc = check_no_shared_bytes(I, x, &mex, bits, err))) return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    memset(idx, 0, sizeof idx);
    for (int64_t k = 0; k < total; k++) {
        if (bits[k] && (rc = lang_write(I, TV(self)->st, &xv, idx, val, err))) return rc;
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    return SL_OK;
}

static int method_masked_fill(lang_interp *I, lang_value *t, bool inplace, const lang_args *a, lang_value **out,
                              sl_error *err) {
    const char *fname = inplace ? "masked_fill_" : "masked_fill";
    static const char *const PN[] = {"mask", "value"};
    lang_value *p[2];
    int rc = lang_bind(a, fname, PN, 2, 2, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_TENSOR) return lang_unsupported(err, "%s() with a %s mask", fname, lv_type_name(p[0]));
    lang_value *val = lang_np_scalar_py(I, p[1], err);
    if (!val) return err->code;
    if (val->kind != V_TENSOR && val->kind != V_INT && val->kind != V_BOOL && val->kind != V_FLOAT)
        return lang_unsupported(err, "%s() with a %s value", fname, lv_type_name(val));
    if (sl_dtype_is_complex(TV(t)->t.dtype)) return lang_unsupported(err, "%s() of complex tensors", fname);
    if (inplace) {
        if ((rc = masked_fill_into(I, t, p[0], val, t, false, err))) return rc;
        *out = t;
        return SL_OK;
    }
    /* expand_outplace(mask, self), a contiguous clone, then masked_fill_ on it */
    const sl_tensor *x = &TV(t)->t, *m = &TV(p[0])->t;
    int64_t shape[SL_MAX_DIMS];
    int32_t nd;
    if ((rc = sl_torch_broadcast_shapes2(m->layout.size, m->layout.ndim, x->layout.size, x->layout.ndim, shape, &nd, err)))
        return rc;
    sl_tensor xe, r;
    if ((rc = sl_torch_expand(x, shape, nd, &xe, err))) return rc;
    if ((rc = sl_torch_empty(shape, nd, x->dtype, &r, err))) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_value *src = tmp_tensor(I, &xe, TV(t)->st);
    CHECK_ALLOC(src);
    lang_value *res;
    if (r.storage_bytes > LANG_MAX_STORAGE_BYTES) {
        lang_storage *st;
        if ((rc = lang_torch_new_result(I, &r, &res, &st, err))) return rc;
    } else {
        res = lang_wrap_tensor(I, &r, NULL, src);
        CHECK_ALLOC(res);
    }
    if ((rc = masked_fill_into(I, res, p[0], val, res, true, err))) return rc;
    *out = res;
    return SL_OK;
}

/* ------------------------------------------------------------ index_select == */

static int method_index_select(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dim", "index"};
    lang_value *p[2];
    int rc = lang_bind(a, "index_select", PN, 2, 2, p, err);
    if (rc) return rc;
    int64_t dim;
    if ((rc = int_arg(p[0], "index_select", "dim", &dim, err))) return rc;
    if ((rc = tensor_arg(p[1], "index_select", "index", err))) return rc;
    const sl_tensor *x = &TV(t)->t, *ix = &TV(p[1])->t;
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "index_select() of complex tensors");
    int32_t nd = x->layout.ndim;
    if ((rc = sl_wrap_dim(dim, nd, true, &dim, err))) return rc;
    if (ix->layout.ndim > 1) return lang_py_error(err, "IndexError", "index_select(): Index is supposed to be a vector");
    if (ix->dtype != SL_INT64 && ix->dtype != SL_INT32)
        return lang_py_error(err, "RuntimeError", "index_select(): Expected dtype int32 or int64 for index");
    int64_t n, *iv;
    if ((rc = lang_torch_read_ints(I, p[1], "an index", &iv, &n, err))) return rc;
    int64_t shape[SL_MAX_DIMS];
    memcpy(shape, x->layout.size, sizeof(int64_t) * (size_t)nd);
    if (nd > 0) shape[dim] = n;
    lang_storage *st;
    if ((rc = lang_torch_new_contig(I, shape, nd, x->dtype, out, &st, err))) return rc;
    int64_t bound = nd > 0 ? x->layout.size[dim] : 1;
    const int64_t xn = numel_of(x);
    if (nd > 1) {
        if (n == 0) return SL_OK;
        if (xn == 0 && bound <= 0)
            return lang_py_error(err, "RuntimeError", "index_select(): self indexing axis dim should be positive");
        if (xn == 0 || dim == 1) {
            for (int64_t k = 0; k < n; k++)
                if (iv[k] < 0 || iv[k] >= bound)
                    return lang_py_error(err, "RuntimeError", "INDICES element is out of DATA bounds, id=%lld axis_dim=%lld",
                                         (long long)iv[k], (long long)bound);
            if (xn == 0) return SL_OK;
        }
    }
    for (int64_t k = 0; k < n; k++) /* for nd <= 1, bound is x's numel */
        if (iv[k] < 0 || iv[k] >= bound)
            return lang_py_error(err, "IndexError", "index out of range in self");
    if (nd == 0 && n == 0) {
        st->poison = "the value of index_select() of a 0-dim tensor with an empty index (uninitialized memory)";
        return SL_OK;
    }
    if (st->poison) return SL_OK;
    const sl_tensor *r = &TV(*out)->t;
    if ((rc = check_walk(r, "index_select", err))) return rc;
    lang_lview xv, rv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(r, &rv);
    int64_t total = numel_of(r);
    int64_t idx[SL_MAX_DIMS] = {0}, sidx[SL_MAX_DIMS];
    bool poisoned = false;
    for (int64_t e = 0; e < total && !poisoned; e++) {
        memcpy(sidx, idx, sizeof(int64_t) * (size_t)nd);
        if (nd > 0) sidx[dim] = iv[idx[dim]];
        lang_num v;
        if ((rc = read_or_poison(I, t, &xv, sidx, &v, st, &poisoned, err))) return rc;
        if (!poisoned && (rc = lang_write(I, st, &rv, idx, v, err))) return rc;
        lang_next_index(idx, r->layout.size, nd);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ gather == */

static int method_gather(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dim", "index", "sparse_grad"};
    lang_value *p[3];
    int rc = lang_bind(a, "gather", PN, 3, 2, p, err);
    if (rc) return rc;
    if (p[2] && !(p[2]->kind == V_BOOL && !p[2]->u.b)) return lang_unsupported(err, "gather() with sparse_grad");
    int64_t dim;
    if ((rc = int_arg(p[0], "gather", "dim", &dim, err))) return rc;
    if ((rc = tensor_arg(p[1], "gather", "index", err))) return rc;
    const sl_tensor *x = &TV(t)->t, *ix = &TV(p[1])->t;
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "gather() of complex tensors");
    int32_t nd = x->layout.ndim, ind = ix->layout.ndim;
    if ((rc = sl_wrap_dim(dim, nd, true, &dim, err))) return rc;
    int64_t n = numel_of(ix);
    if (n != 0 && ix->dtype != SL_INT64) return lang_py_error(err, "RuntimeError", "gather(): Expected dtype int64 for index");
    if (n != 0) {
        int32_t sd = nd ? nd : 1;
        if (sd != (ind ? ind : 1))
            return lang_py_error(err, "RuntimeError", "Index tensor must have the same number of dimensions as input tensor");
        for (int32_t d = 0; d < sd; d++) {
            if (d == dim) continue;
            int64_t is = ind ? ix->layout.size[d] : 1, xs = nd ? x->layout.size[d] : 1;
            if (is > xs) {
                char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
                sl_format_list(a1, sizeof a1, ix->layout.size, ind);
                sl_format_list(a2, sizeof a2, x->layout.size, nd);
                return lang_py_error(err, "RuntimeError",
                                     "Size does not match at dimension %d expected index %s to be smaller than self %s apart from dimension %lld",
                                     d, a1, a2, (long long)dim);
            }
        }
    }
    lang_storage *st;
    if ((rc = lang_torch_new_contig(I, ix->layout.size, ind, x->dtype, out, &st, err))) return rc;
    if (n == 0) return SL_OK;
    int64_t *iv;
    if ((rc = lang_torch_read_ints(I, p[1], "an index", &iv, &n, err))) return rc;
    int64_t bound = nd ? x->layout.size[dim] : 1;
    /* the kernel's first out-of-bounds index: with one distinct bad value any order
     * reports it; else the kernel's walk (TensorIterator's outer dims, then dim, then
     * its inner dim) must be row-major: TensorIterator's order over result, self and
     * index must be the dims' own, and the walk short of torch's parallel grain */
    int64_t first_bad = -1;
    bool distinct = false;
    for (int64_t k = 0; k < n; k++)
        if (iv[k] < 0 || iv[k] >= bound) {
            if (first_bad < 0) first_bad = k;
            else if (iv[k] != iv[first_bad]) distinct = true;
        }
    if (first_bad >= 0) {
        if (distinct) {
            bool rowmajor = n < 32768;
            if (rowmajor && ind > 1) {
                /* TensorIterator over the other dims: result, self, index strides */
                int64_t shp[SL_MAX_DIMS], st3[3][SL_MAX_DIMS];
                const sl_tensor *r = &TV(*out)->t;
                for (int32_t d = 0; d < ind; d++) {
                    shp[d] = d == dim ? 1 : ix->layout.size[d];
                    st3[0][d] = r->layout.stride[d];
                    st3[1][d] = x->layout.stride[d];
                    st3[2][d] = ix->layout.stride[d];
                }
                int32_t perm[SL_MAX_DIMS];
                lang_torch_ti_perm(shp, ind, st3, 3, perm);
                for (int32_t i = 0; i < ind; i++)
                    if (shp[perm[i]] > 1 && perm[i] != ind - 1 - i) rowmajor = false;
            }
            if (!rowmajor) return lang_unsupported(err, "which of several out-of-bounds gather indices torch reports first");
        }
        return lang_py_error(err, "RuntimeError", "index %lld is out of bounds for dimension %lld with size %lld",
                             (long long)iv[first_bad], (long long)dim, (long long)bound);
    }
    if (st->poison) return SL_OK;
    const sl_tensor *r = &TV(*out)->t;
    lang_lview xv, rv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(r, &rv);
    int64_t idx[SL_MAX_DIMS] = {0}, sidx[SL_MAX_DIMS];
    bool poisoned = false;
    for (int64_t e = 0; e < n && !poisoned; e++) {
        memcpy(sidx, idx, sizeof(int64_t) * (size_t)ind);
        if (nd) sidx[dim] = iv[e];
        else sidx[0] = 0;
        lang_num v;
        if ((rc = read_or_poison(I, t, &xv, sidx, &v, st, &poisoned, err))) return rc;
        if (!poisoned && (rc = lang_write(I, st, &rv, idx, v, err))) return rc;
        lang_next_index(idx, r->layout.size, ind);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ cumsum / cumprod == */

static int method_cum(lang_interp *I, lang_value *t, bool prod, const lang_args *a, lang_value **out, sl_error *err) {
    const char *fname = prod ? "cumprod" : "cumsum";
    static const char *const PN[] = {"dim", "dtype"};
    lang_value *p[2];
    int rc = lang_bind(a, fname, PN, 2, 0, p, err);
    if (rc) return rc;
    if (a->npos > 1) return lang_unsupported(err, "%s() with dtype given positionally", fname);
    lang_value *dtv = p[1];
    if (!p[0]) return lang_unsupported(err, "%s() without dim", fname);
    int64_t dim;
    if ((rc = int_arg(p[0], fname, "dim", &dim, err))) return rc;
    const sl_tensor *x = &TV(t)->t;
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "%s() of complex tensors", fname);
    sl_dtype odt = sl_dtype_is_integral(x->dtype, true) ? SL_INT64 : x->dtype;
    if (dtv && dtv->kind != V_NONE) {
        if (dtv->kind != V_DTYPE || dtv->np_dtype) return lang_unsupported(err, "%s() with dtype given as %s", fname, lv_type_name(dtv));
        odt = dtv->u.dtype;
        if (sl_dtype_is_complex(odt)) return lang_unsupported(err, "%s() into a complex dtype", fname);
    }
    int32_t nd = x->layout.ndim;
    if ((rc = sl_wrap_dim(dim, nd, true, &dim, err))) return rc;
    lang_storage *st;
    if ((rc = lang_torch_new_contig(I, x->layout.size, nd, odt, out, &st, err))) return rc;
    const sl_tensor *r = &TV(*out)->t;
    lang_lview xv, rv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(r, &rv);
    int64_t total = numel_of(x);
    if (nd == 0) { /* result.fill_(self) */
        if (st->poison) return SL_OK;
        lang_num v;
        int64_t z[1] = {0};
        bool poisoned = false;
        if ((rc = read_or_poison(I, t, &xv, z, &v, st, &poisoned, err)) || poisoned) return rc;
        if ((rc = lang_torch_checked_convert(v, x->dtype, odt, &v, err))) return rc;
        return lang_write(I, st, &rv, z, v, err);
    }
    if (total == 0) return SL_OK;
    if (odt == SL_FLOAT16 || odt == SL_BOOL)
        return lang_py_error(err, "RuntimeError", "\"%s_out_cpu\" not implemented for '%s'", fname, lang_torch_scalar_type_name(odt));
    if (st->poison) return SL_OK;
    if ((rc = check_walk(x, fname, err))) return rc;
    /* lines along dim: the running sum in the kernel's accumulator type */
    int64_t len = x->layout.size[dim], lines = total / len;
    int64_t osh[SL_MAX_DIMS], oidx[SL_MAX_DIMS] = {0}, idx[SL_MAX_DIMS];
    memcpy(osh, x->layout.size, sizeof(int64_t) * (size_t)nd);
    osh[dim] = 1;
    bool poisoned = false, fl = sl_dtype_is_floating(odt), dbl = odt == SL_FLOAT32 || odt == SL_FLOAT64;
    for (int64_t l = 0; l < lines && !poisoned; l++) {
        memcpy(idx, oidx, sizeof(int64_t) * (size_t)nd);
        double accd = prod;
        float accf = prod;
        int64_t acci = prod;
        for (int64_t k = 0; k < len && !poisoned; k++) {
            idx[dim] = k;
            lang_num v, z = {0};
            if ((rc = read_or_poison(I, t, &xv, idx, &v, st, &poisoned, err))) return rc;
            if (poisoned) break;
            if ((rc = lang_num_cast(v, odt, &v, err))) return rc; /* self.to(result dtype) */
            if (dbl) { /* float32 and float64 accumulate in double */
                accd = prod ? accd * v.f : accd + v.f;
                z.is_float = true;
                z.f = accd;
            } else if (fl) {
                accf = prod ? accf * (float)v.f : accf + (float)v.f;
                z.is_float = true;
                z.f = (double)accf;
            } else {
                acci = (int64_t)(prod ? (uint64_t)acci * (uint64_t)v.i : (uint64_t)acci + (uint64_t)v.i);
                z.i = acci;
            }
            if ((rc = lang_num_cast(z, odt, &z, err))) return rc;
            if ((rc = lang_write(I, st, &rv, idx, z, err))) return rc;
        }
        lang_next_index(oidx, osh, nd);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ sort == */

typedef struct sort_el {
    lang_num v;
    int64_t i;
} sort_el;

typedef struct sort_cmp {
    bool fl, desc;
} sort_cmp;

/* KeyValueCompAsc / KeyValueCompDesc: NaN is largest */
static bool less_el(const sort_cmp *c, const sort_el *a, const sort_el *b) {
    if (c->fl) {
        double x = a->v.f, y = b->v.f;
        if (c->desc) return (isnan(x) && !isnan(y)) || x > y;
        return (!isnan(x) && isnan(y)) || x < y;
    }
    return c->desc ? a->v.i > b->v.i : a->v.i < b->v.i;
}

static void swap_el(sort_el *a, sort_el *b) {
    sort_el t = *a;
    *a = *b;
    *b = t;
}

/* libstdc++'s heap helpers (__push_heap, __adjust_heap, __make_heap, __pop_heap) */
static void push_heap(const sort_cmp *c, sort_el *f, int64_t hole, int64_t top, sort_el value) {
    int64_t parent = (hole - 1) / 2;
    while (hole > top && less_el(c, &f[parent], &value)) {
        f[hole] = f[parent];
        hole = parent;
        parent = (hole - 1) / 2;
    }
    f[hole] = value;
}

static void adjust_heap(const sort_cmp *c, sort_el *f, int64_t hole, int64_t len, sort_el value) {
    int64_t top = hole, child = hole;
    while (child < (len - 1) / 2) {
        child = 2 * (child + 1);
        if (less_el(c, &f[child], &f[child - 1])) child--;
        f[hole] = f[child];
        hole = child;
    }
    if ((len & 1) == 0 && child == (len - 2) / 2) {
        child = 2 * (child + 1);
        f[hole] = f[child - 1];
        hole = child - 1;
    }
    push_heap(c, f, hole, top, value);
}

static void heap_sort(const sort_cmp *c, sort_el *f, int64_t len) {
    if (len >= 2)
        for (int64_t parent = (len - 2) / 2;; parent--) {
            adjust_heap(c, f, parent, len, f[parent]);
            if (parent == 0) break;
        }
    for (int64_t last = len; last > 1;) {
        last--;
        sort_el value = f[last];
        f[last] = f[0];
        adjust_heap(c, f, 0, last, value);
    }
}

static void move_median_to_first(const sort_cmp *c, sort_el *result, sort_el *a, sort_el *b, sort_el *cc) {
    if (less_el(c, a, b)) {
        if (less_el(c, b, cc)) swap_el(result, b);
        else if (less_el(c, a, cc)) swap_el(result, cc);
        else swap_el(result, a);
    } else if (less_el(c, a, cc)) {
        swap_el(result, a);
    } else if (less_el(c, b, cc)) {
        swap_el(result, cc);
    } else {
        swap_el(result, b);
    }
}

static void introsort_loop(const sort_cmp *c, sort_el *first, sort_el *last, int64_t depth) {
    while (last - first > 16) {
        if (depth == 0) {
            heap_sort(c, first, last - first);
            return;
        }
        depth--;
        sort_el *mid = first + (last - first) / 2;
        move_median_to_first(c, first, first + 1, mid, last - 1);
        sort_el *lo = first + 1, *hi = last, *pivot = first;
        for (;;) {
            while (less_el(c, lo, pivot)) lo++;
            hi--;
            while (less_el(c, pivot, hi)) hi--;
            if (!(lo < hi)) break;
            swap_el(lo, hi);
            lo++;
        }
        introsort_loop(c, lo, last, depth);
        last = lo;
    }
}

static void unguarded_linear_insert(const sort_cmp *c, sort_el *last) {
    sort_el val = *last;
    sort_el *next = last - 1;
    while (less_el(c, &val, next)) {
        *last = *next;
        last = next;
        next--;
    }
    *last = val;
}

static void insertion_sort(const sort_cmp *c, sort_el *first, sort_el *last) {
    if (first == last) return;
    for (sort_el *i = first + 1; i != last; i++) {
        if (less_el(c, i, first)) {
            sort_el val = *i;
            memmove(first + 1, first, (size_t)(i - first) * sizeof *first);
            *first = val;
        } else {
            unguarded_linear_insert(c, i);
        }
    }
}

/* std::sort */
static void std_sort(const sort_cmp *c, sort_el *f, int64_t n) {
    if (n < 2) return;
    int64_t lg = 63 - __builtin_clzll((unsigned long long)n);
    introsort_loop(c, f, f + n, 2 * lg);
    if (n > 16) {
        insertion_sort(c, f, f + 16);
        for (sort_el *i = f + 16; i != f + n; i++) unguarded_linear_insert(c, i);
    } else {
        insertion_sort(c, f, f + n);
    }
}

/* a stable merge sort (any stable sort gives std::stable_sort's order) */
static void stable_sort(const sort_cmp *c, sort_el *f, sort_el *tmp, int64_t n) {
    if (n < 2) return;
    int64_t h = n / 2;
    stable_sort(c, f, tmp, h);
    stable_sort(c, f + h, tmp, n - h);
    int64_t i = 0, j = h, k = 0;
    while (i < h && j < n) tmp[k++] = less_el(c, &f[j], &f[i]) ? f[j++] : f[i++];
    while (i < h) tmp[k++] = f[i++];
    while (j < n) tmp[k++] = f[j++];
    memcpy(f, tmp, (size_t)n * sizeof *f);
}

/* ------------------------------------------------------------ bincount == */

/* _bincount_cpu: integer dtypes only, 1-d and non-negative; int64 counts, or sums of the
 * weights in input order (float32 weights in float, any other dtype converted to double) */
static int method_bincount(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"weights", "minlength"};
    lang_value *p[2];
    int rc = lang_bind(a, "bincount", PN, 2, 0, p, err);
    if (rc) return rc;
    const sl_tensor *x = &TV(t)->t;
    lang_value *w = p[0] && p[0]->kind != V_NONE ? p[0] : NULL;
    int64_t minlength = 0;
    if (p[1] && (rc = int_arg(p[1], "bincount", "minlength", &minlength, err))) return rc;
    if (w && (w->kind != V_TENSOR || sl_dtype_is_complex(TV(w)->t.dtype)))
        return lang_unsupported(err, "bincount() with weights that are not a real tensor");
    if (!sl_dtype_is_integral(x->dtype, false))
        return lang_py_error(err, "RuntimeError", "\"bincount_cpu\" not implemented for '%s'", lang_torch_scalar_type_name(x->dtype));
    if (minlength < 0) return lang_py_error(err, "RuntimeError", "minlength should be >= 0");
    const sl_dtype odt = !w ? SL_INT64 : TV(w)->t.dtype == SL_FLOAT32 ? SL_FLOAT32 : SL_FLOAT64;
    int64_t n = numel_of(x), *iv = NULL;
    if (x->layout.ndim == 1 && n == 0) {
        int64_t shape[1] = {minlength};
        lang_storage *st;
        if ((rc = lang_torch_new_contig(I, shape, 1, SL_INT64, out, &st, err))) return rc;
        st->fill = LF_ZERO; /* at::zeros({minlength}) */
        return SL_OK;
    }
    if (x->layout.ndim == 1 && (rc = lang_torch_read_ints(I, t, "a bincount input", &iv, &n, err))) return rc;
    int64_t top = -1;
    bool neg = false;
    for (int64_t k = 0; iv && k < n; k++) {
        neg |= iv[k] < 0;
        if (iv[k] > top) top = iv[k];
    }
    if (x->layout.ndim != 1 || neg)
        return lang_py_error(err, "RuntimeError", "bincount only supports 1-d non-negative integral inputs.");
    if (w && (TV(w)->t.layout.ndim != 1 || TV(w)->t.layout.size[0] != n))
        return lang_py_error(err, "RuntimeError", "weights should be 1-d and have the same length as input");
    int64_t nbins = top + 1 > minlength ? top + 1 : minlength;
    if (nbins > MAX_WALK) return lang_unsupported(err, "bincount() into %lld bins", (long long)nbins);
    lang_storage *st;
    if ((rc = lang_torch_new_contig(I, &nbins, 1, odt, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    st->fill = LF_ZERO; /* at::zeros({nbins}) */
    lang_lview rv, wv;
    lang_lview_of_tensor(&TV(*out)->t, &rv);
    if (w) lang_lview_of_tensor(&TV(w)->t, &wv);
    for (int64_t k = 0; k < n; k++) {
        int64_t at[1] = {iv[k]}, wk[1] = {k};
        lang_num acc, add;
        if ((rc = lang_charge_units(I, 2, err)) || (rc = lang_read(I, st, &rv, at, &acc, err))) return rc;
        if (!w) {
            acc.i++;
        } else {
            if ((rc = lang_read(I, TV(w)->st, &wv, wk, &add, err))) return rc;
            if ((rc = lang_num_cast(add, odt, &add, err))) return rc; /* weights.to(kDouble) */
            acc.f = odt == SL_FLOAT32 ? (double)((float)acc.f + (float)add.f) : acc.f + add.f;
            acc.is_float = true;
        }
        if ((rc = lang_write(I, st, &rv, at, acc, err))) return rc;
    }
    return SL_OK;
}

static int method_sort(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dim", "descending", "stable"};
    lang_value *p[3];
    int rc = lang_bind(a, "sort", PN, 3, 0, p, err);
    if (rc) return rc;
    if (a->npos > 2) return lang_unsupported(err, "sort() with %d positional arguments", a->npos);
    /* with at most two positional arguments, stable can only have come as a keyword */
    if (p[2] && a->npos) return lang_unsupported(err, "sort() with stable= and positional arguments");
    bool stable = false, desc = false;
    if (p[2]) {
        if (p[2]->kind != V_BOOL) return lang_unsupported(err, "sort() with stable given as %s", lv_type_name(p[2]));
        stable = p[2]->u.b;
    }
    if (p[1]) {
        if (p[1]->kind != V_BOOL) return lang_unsupported(err, "sort() with descending given as %s", lv_type_name(p[1]));
        desc = p[1]->u.b;
    }
    int64_t dim = -1;
    if (p[0] && (rc = int_arg(p[0], "sort", "dim", &dim, err))) return rc;
    const sl_tensor *x = &TV(t)->t;
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "sort() of complex tensors");
    int32_t nd = x->layout.ndim;
    if ((rc = sl_wrap_dim(dim, nd, true, &dim, err))) return rc;
    /* values and indices: self's strides when N&D, else infer_dense_strides */
    sl_tensor rv, ri;
    if ((rc = sl_torch_clone(x, SL_MF_PRESERVE, &rv, err))) return rc;
    ri = rv;
    ri.dtype = SL_INT64;
    ri.layout.itemsize = 8;
    if (sl_ovf_mul(rv.storage_bytes / rv.layout.itemsize, 8, &ri.storage_bytes)) return sl_error_overflow(err, "storage size");
    rv.alias = ri.alias = SL_ALIAS_NEW;
    lang_value *vv, *iv;
    lang_storage *vst, *ist;
    if ((rc = lang_torch_new_result(I, &rv, &vv, &vst, err))) return rc;
    if ((rc = lang_torch_new_result(I, &ri, &iv, &ist, err))) return rc;
    lang_value *tup = lv_seq(I, V_TUPLE, 2);
    CHECK_ALLOC(tup);
    tup->u.seq.v[0] = vv;
    tup->u.seq.v[1] = iv;
    tup->pytype = "sort";
    *out = tup;
    if (vst->poison || ist->poison) {
        if (!vst->poison) vst->poison = ist->poison;
        if (!ist->poison) ist->poison = vst->poison;
        return SL_OK;
    }
    int64_t total = numel_of(x);
    if (total == 0) return SL_OK;
    if ((rc = check_walk(x, "sort", err))) return rc;
    int64_t len = nd ? x->layout.size[dim] : 1, lines = total / len;
    sort_el *line = lang_alloc(&I->A, (size_t)(2 * len + 1) * sizeof *line);
    CHECK_ALLOC(line);
    sort_cmp c = {sl_dtype_is_floating(x->dtype), desc};
    lang_lview xv, vlv, ilv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(&rv, &vlv);
    lang_lview_of_tensor(&ri, &ilv);
    int64_t osh[SL_MAX_DIMS], oidx[SL_MAX_DIMS] = {0}, idx[SL_MAX_DIMS];
    memcpy(osh, x->layout.size, sizeof(int64_t) * (size_t)nd);
    if (nd) osh[dim] = 1;
    for (int64_t l = 0; l < lines; l++) {
        memcpy(idx, oidx, sizeof(int64_t) * (size_t)nd);
        for (int64_t k = 0; k < len; k++) {
            if (nd) idx[dim] = k;
            bool poisoned = false;
            if ((rc = read_or_poison(I, t, &xv, idx, &line[k].v, vst, &poisoned, err))) return rc;
            if (poisoned) {
                ist->poison = vst->poison;
                return SL_OK;
            }
            line[k].i = k;
        }
        if (stable) stable_sort(&c, line, line + len, len);
        else std_sort(&c, line, len);
        for (int64_t k = 0; k < len; k++) {
            if (nd) idx[dim] = k;
            lang_num ix = {false, line[k].i, (double)line[k].i};
            if ((rc = lang_write(I, vst, &vlv, idx, line[k].v, err))) return rc;
            if ((rc = lang_write(I, ist, &ilv, idx, ix, err))) return rc;
        }
        lang_next_index(oidx, osh, nd);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ broadcast_tensors == */

static int torch_broadcast_tensors(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "broadcast_tensors() with keyword arguments");
    int64_t shape[SL_MAX_DIMS], tmp[SL_MAX_DIMS];
    int32_t nd = 0, nt;
    int rc;
    for (int32_t k = 0; k < a->npos; k++)
        if (a->pos[k]->kind != V_TENSOR)
            return lang_py_error(err, "TypeError", "expected Tensor as element %d in argument 0, but got %s", k,
                                 lv_type_name(a->pos[k]));
    for (int32_t k = 0; k < a->npos; k++) {
        const sl_layout *l = &TV(a->pos[k])->t.layout;
        if ((rc = sl_torch_broadcast_shapes2(shape, nd, l->size, l->ndim, tmp, &nt, err))) return rc;
        memcpy(shape, tmp, sizeof(int64_t) * (size_t)nt);
        nd = nt;
    }
    lang_value *tup = lv_seq(I, V_TUPLE, a->npos);
    CHECK_ALLOC(tup);
    for (int32_t k = 0; k < a->npos; k++) {
        const sl_layout *l = &TV(a->pos[k])->t.layout;
        bool same = l->ndim == nd;
        for (int32_t d = 0; same && d < nd; d++) same = l->size[d] == shape[d];
        if (same) {
            tup->u.seq.v[k] = a->pos[k];
            continue;
        }
        lang_value *sz = lv_ints(I, V_SIZE, shape, nd);
        CHECK_ALLOC(sz);
        if ((rc = lang_tensor_method_pos(I, a->pos[k], "expand", &sz, 1, &tup->u.seq.v[k], err))) return rc;
    }
    *out = tup;
    return SL_OK;
}

/* ------------------------------------------------------------ dispatch == */

int lang_torch_more_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                           sl_error *err) {
    if (!strcmp(name, "repeat")) return method_repeat(I, t, a, out, err);
    if (!strcmp(name, "tile")) {
        if (a->nkw) return lang_unsupported(err, "tile() with keyword arguments");
        if (a->npos == 0) return lang_py_error(err, "TypeError", "tile() missing 1 required positional arguments: \"dims\"");
        int64_t reps[SL_MAX_DIMS];
        int32_t nr;
        int rc = lang_int_list((const lang_value *const *)a->pos, a->npos, reps, &nr, "dims", err);
        if (rc) return rc;
        return do_tile(I, t, reps, nr, out, err);
    }
    if (!strcmp(name, "roll")) return method_roll(I, t, a, out, err);
    if (!strcmp(name, "masked_fill") || !strcmp(name, "masked_fill_"))
        return method_masked_fill(I, t, name[11] == '_', a, out, err);
    if (!strcmp(name, "index_select")) return method_index_select(I, t, a, out, err);
    if (!strcmp(name, "gather")) return method_gather(I, t, a, out, err);
    if (!strcmp(name, "cumsum") || !strcmp(name, "cumprod")) return method_cum(I, t, name[3] == 'p', a, out, err);
    if (!strcmp(name, "bincount")) return method_bincount(I, t, a, out, err);
    if (!strcmp(name, "sort")) return method_sort(I, t, a, out, err);
    return MORE_NOT_MINE;
}

int lang_torch_more_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "broadcast_tensors")) return torch_broadcast_tensors(I, a, out, err);
    static const char *const FUNCS[] = {"tile", "roll", "masked_fill", "index_select", "gather", "cumsum", "cumprod", "sort",
                                        "bincount"};
    bool mine = false;
    for (size_t i = 0; i < SL_ARRAY_LEN(FUNCS) && !mine; i++) mine = !strcmp(name, FUNCS[i]);
    if (!mine) return MORE_NOT_MINE;
    if (a->npos < 1 || a->pos[0]->kind != V_TENSOR)
        return lang_unsupported(err, "torch.%s() without a tensor as its first positional argument", name);
    lang_args b = *a;
    b.pos = a->pos + 1;
    b.npos = a->npos - 1;
    if (!strcmp(name, "tile")) {
        /* torch.tile(input, dims): dims is one sequence */
        if (b.npos != 1 || b.nkw) return lang_unsupported(err, "torch.tile() arguments");
        lang_value *d = b.pos[0];
        if (d->kind == V_INT || d->kind == V_FLOAT || d->kind == V_BOOL)
            return lang_py_error(err, "TypeError", "tile(): argument 'dims' (position 2) must be tuple of ints, not %s",
                                 lv_type_name(d));
    }
    return lang_torch_more_method(I, a->pos[0], name, &b, out, err);
}
