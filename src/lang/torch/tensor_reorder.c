/*
 * tensor_reorder.c — torch 1.13's reordering ops for the snippet language: Tensor.repeat /
 * tile, roll and torch.broadcast_tensors, and the dispatch of this file's family and its
 * siblings (tensor_gather.c, tensor_accumulate.c, tensor_sort.c), each op in torch's own
 * order of checks so the first error is torch's.
 *
 * Result layouts, as torch 1.13 makes them: repeat / tile give a fresh contiguous tensor;
 * roll is narrow + cat along the dim (so cat's memory-format rule), a flatten / roll /
 * view without dims; broadcast_tensors gives expand views, or the input itself when it
 * already has the broadcast shape.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ helpers == */

/* a fresh contiguous result of `shape` and dtype dt (values: a storage to fill) */
int lang_torch_new_contig(lang_interp *I, const int64_t *shape, int32_t nd, sl_dtype dt, lang_value **out,
                          lang_storage **st, sl_error *err) {
    sl_tensor r;
    int rc = sl_torch_empty_ref(shape, nd, dt, SL_MF_CONTIGUOUS, I->ref, &r, err);
    if (rc) return rc;
    r.alias = SL_ALIAS_NEW;
    return lang_torch_new_result(I, &r, out, st, err);
}

/* A Scalar argument (declared in lang/torch/tensor.h) */
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
lang_value *tensor_tmp_tensor(lang_interp *I, const sl_tensor *t, lang_storage *st) {
    sl_tensor c = *t;
    c.alias = SL_ALIAS_NEW;
    return lang_wrap_tensor(I, &c, st, NULL);
}

/* elements of an existing tensor (a zero size first, so no partial product overflows) */
int64_t tensor_reorder_numel(const sl_tensor *t) {
    for (int32_t d = 0; d < t->layout.ndim; d++)
        if (t->layout.size[d] == 0) return 0;
    int64_t n = 1;
    for (int32_t d = 0; d < t->layout.ndim; d++)
        if (sl_ovf_mul(n, t->layout.size[d], &n)) return INT64_MAX;
    return n;
}

int tensor_check_walk(const sl_tensor *t, const char *what, sl_error *err) {
    int64_t n;
    int rc = sl_layout_numel(&t->layout, &n, err);
    if (rc) return rc;
    if (n > MAX_WALK) return lang_unsupported(err, "%s of more than 16777216 elements", what);
    return SL_OK;
}

/* one int argument (an int or a bool, as torch's parser takes them) */
int tensor_int_arg(const lang_value *v, const char *fname, const char *what, int64_t *out, sl_error *err) {
    if (v->kind == V_INT) *out = v->u.i;
    else if (v->kind == V_BOOL) *out = v->u.b;
    else return lang_unsupported(err, "%s() with %s given as %s", fname, what, lv_type_name(v));
    return SL_OK;
}

int tensor_arg(const lang_value *v, const char *fname, const char *what, sl_error *err) {
    if (v->kind != V_TENSOR) return lang_unsupported(err, "%s() with %s given as %s", fname, what, lv_type_name(v));
    if (sl_dtype_is_complex(TV(v)->t.dtype)) return lang_unsupported(err, "%s() of complex tensors", fname);
    return SL_OK;
}

/* read one element; a value that is not held poisons `res` (and *poisoned is set) */
int tensor_read_or_poison(lang_interp *I, lang_value *src, const lang_lview *v, const int64_t *idx, lang_num *x,
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
    int rc = tensor_check_walk(t, what, err);
    if (rc) return rc;
    *n = tensor_reorder_numel(t);
    *vals = lang_alloc_n(&I->A, (*n + 1), sizeof **vals);
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
    int rc = sl_torch_empty_ref(target, nr, x->dtype, SL_MF_CONTIGUOUS, I->ref, &r, err);
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
        n = lv_int(I, tensor_reorder_numel(x));
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
    if (tensor_reorder_numel(x) == 0) return lang_tensor_method_pos(I, t, "clone", NULL, 0, out, err);
    int64_t d;
    if ((rc = sl_wrap_dim(dim, x->layout.ndim, false, &d, err))) return rc;
    int64_t size = x->layout.size[d];
    lang_i128 start = ((lang_i128)size - shift) % size;
    if (start < 0) start += size;
    if (start == 0) {
        /* cat of self and an empty narrow: the empty part suggests the contiguous format,
         * so the result is a contiguous copy */
        sl_tensor r;
        if ((rc = sl_torch_empty_ref(x->layout.size, x->layout.ndim, x->dtype, SL_MF_CONTIGUOUS, I->ref, &r, err))) return rc;
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

int lang_torch_reorder_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
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
        return tensor_method_masked_fill(I, t, name[11] == '_', a, out, err);
    if (!strcmp(name, "index_select")) return tensor_method_index_select(I, t, a, out, err);
    if (!strcmp(name, "gather")) return tensor_method_gather(I, t, a, out, err);
    if (!strcmp(name, "cumsum") || !strcmp(name, "cumprod")) return tensor_method_cum(I, t, name[3] == 'p', a, out, err);
    if (!strcmp(name, "bincount")) return tensor_method_bincount(I, t, a, out, err);
    if (!strcmp(name, "sort")) return tensor_method_sort(I, t, a, out, err);
    return LANG_NOT_MINE;
}

int lang_torch_reorder_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "broadcast_tensors")) return torch_broadcast_tensors(I, a, out, err);
    static const char *const FUNCS[] = {"tile", "roll", "masked_fill", "index_select", "gather", "cumsum", "cumprod", "sort",
                                        "bincount"};
    bool mine = false;
    for (size_t i = 0; i < SL_ARRAY_LEN(FUNCS) && !mine; i++) mine = !strcmp(name, FUNCS[i]);
    if (!mine) return LANG_NOT_MINE;
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
    return lang_torch_reorder_method(I, a->pos[0], name, &b, out, err);
}
