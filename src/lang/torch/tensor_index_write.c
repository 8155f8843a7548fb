/*
 * tensor_index_write.c — torch 1.13's writes into slices or elements chosen by an
 * index tensor: Tensor.index_fill_(dim, index, value), index_copy_(dim, index, source),
 * index_add_(dim, index, source, *, alpha=1), scatter_(dim, index, src | value,
 * reduce='add' | 'multiply'), scatter_add_(dim, index, src), scatter_reduce_(dim, index,
 * src, reduce, include_self=), index_reduce_(dim, index, source, reduce, include_self=)
 * and index_put_(indices, values), their out-of-place forms and torch.index_* /
 * scatter* / index_put.  scatter's walk is described above
 * scatter_walk, index_put_ above method_index_put.
 *
 * Each op runs its checks in torch's order, with torch's messages (they differ from op
 * to op: index_fill_ takes int64 indices and wraps negative ones, index_copy_ takes
 * int64 and no negative ones, index_add_ takes int32 or int64 and no negative ones).
 * Layouts: in place, self is returned; index_fill is clone() (preserve format) then
 * index_fill_; index_copy, index_add, scatter and scatter_add write into a fresh
 * contiguous copy of self.
 *
 * Values and order.  index_fill_ writes one value (converted as Scalar::to converts it,
 * with its overflow error); index_copy_ copies source elements.  Both check each index
 * inside TensorIterator's loop: the walk is replayed in TensorIterator's order
 * (reorder_dimensions over self restrided to stride 0 along dim, the index restrided
 * along dim, and the source), so repeated index_copy_ indices keep what torch keeps and
 * an index out of bounds raises after the writes torch makes before it.  index_add_ adds
 * slice by slice in index order, checking each index first: above one dim through the
 * add kernel (source slice broadcast to the self slice, a + alpha * b, whose vector loop
 * fuses the multiply-add and scalar loop does not: a value where the two round
 * differently is refused), at most one dim through a scalar loop (`*self += source *
 * alpha` in the element type, unfused).
 * Under torch 2.x (the lessons profile) index_add_ of a self above one dim with alpha 1
 * along its first or last dim runs as scatter_add_ of the index expanded to source's
 * shape (scatter's walk; "index 9 is out of bounds for dimension 0 with size 3"), source
 * must have self's shape apart from dim, and a 1-D index_add_ refuses index == numel.
 * Refused: index_fill_ on a self whose elements share memory (torch warns and writes), a
 * self that overlaps itself where torch does not check, operands whose overlap torch
 * leaves unchecked (TooHard), 1-D index_add_ at index == numel (torch 1.13's bounds check
 * lets it write past the end), an index out of bounds or repeated over a walk torch may
 * split between threads, a self empty only along dim with a non-empty index (torch's
 * as_strided fails), complex tensors, float16 and bfloat16 index_add_.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/numpy/ndarray.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define IXW_PARALLEL_GRAIN 32768 /* at::internal::GRAIN_SIZE */

static lang_tensor_v *TV(const lang_value *v) { return lang_tv(v); }

static int cmp_i64(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? -1 : x > y;
}

static int64_t numel_of(const sl_tensor *t) {
    int64_t n = 1;
    for (int32_t d = 0; d < t->layout.ndim; d++) {
        if (t->layout.size[d] == 0) return 0;
        if (sl_ovf_mul(n, t->layout.size[d], &n)) return INT64_MAX;
    }
    return n;
}

/* "3 4": how torch streams a std::vector of sizes into its messages */
static void format_spaced(char *buf, size_t cap, const int64_t *v, int32_t n) {
    size_t k = 0;
    buf[0] = '\0';
    for (int32_t i = 0; i < n && k < cap; i++)
        k += (size_t)snprintf(buf + k, cap - k, i ? " %lld" : "%lld", (long long)v[i]);
}

/* assert_no_overlap(self, other): full or partial overlap is torch's error; overlap it
 * cannot decide (TooHard) passes unchecked in torch and is refused here */
static int no_overlap(const lang_value *self, const lang_value *other, const char *fname, sl_error *err) {
    if (TV(self)->st != TV(other)->st) return SL_OK;
    sl_overlap_status s = sl_torch_overlap_status(&TV(self)->t, &TV(other)->t, self == other, true);
    if (s == SL_OVS_FULL || s == SL_OVS_PARTIAL) return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_PARTIAL_MSG);
    if (s == SL_OVS_TOO_HARD)
        return lang_unsupported(err, "%s() with operands sharing memory in a way torch does not check", fname);
    return SL_OK;
}

/* assert_no_internal_overlap(self) of the in-place forms: torch raises on a zero stride
 * (YES) and writes through any other layout; a layout it cannot decide is decided here
 * exactly, and refused only when it does overlap itself (the writes' order would show) */
static int no_internal_overlap(const sl_tensor *x, const char *fname, sl_error *err) {
    sl_mem_overlap o = sl_torch_internal_overlap(&x->layout);
    if (o == SL_OVERLAP_YES) return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_OVERLAP_MSG);
    if (o == SL_OVERLAP_TOO_HARD) {
        sl_bview bv;
        sl_overlap_result ov;
        int rc = sl_layout_to_bview(&x->layout, &bv, err);
        if (rc || (rc = sl_overlap_internal(&bv, (int64_t)1 << 20, &ov, err))) return rc;
        if (ov.answer != SL_OVL_NO)
            return lang_unsupported(err, "%s() into a tensor that overlaps itself where torch does not check", fname);
    }
    return SL_OK;
}

/* the dim argument: an int (or a bool, which Python takes as one) */
static int dim_arg(const lang_value *v, const char *fname, int64_t *dim, sl_error *err) {
    if (v->kind != V_INT && v->kind != V_BOOL) return lang_unsupported(err, "%s() with dim given as %s", fname, lv_type_name(v));
    *dim = v->kind == V_INT ? v->u.i : v->u.b;
    return SL_OK;
}

/* self with at least one dim (torch's unsqueeze of a 0-dim self) */
static int nonzero_dim(const sl_tensor *t, sl_tensor *out, sl_error *err) {
    if (t->layout.ndim > 0) {
        *out = *t;
        return SL_OK;
    }
    return sl_torch_unsqueeze(t, 0, out, err);
}

/* a fresh contiguous copy of t (index_copy / index_add: result.copy_(self)) */
static int contiguous_copy(lang_interp *I, lang_value *t, lang_value **out, sl_error *err) {
    sl_tensor r;
    int rc = sl_torch_clone(&TV(t)->t, SL_MF_CONTIGUOUS, &r, err);
    if (rc) return rc;
    r.alias = SL_ALIAS_NEW;
    if (r.storage_bytes > LANG_MAX_STORAGE_BYTES) {
        lang_storage *st;
        return lang_torch_new_result(I, &r, out, &st, err);
    }
    *out = lang_wrap_tensor(I, &r, NULL, t);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* Elements of TensorIterator's space: self's sizes with n along dim.  torch restrides
 * self to stride 0 along dim with as_strided, which fails (its storage-size error) when
 * self is empty only along dim; that case is refused. */
static int restrided_space(const sl_tensor *xn, int64_t dim, int64_t n, const char *fname, int64_t *space,
                           sl_error *err) {
    int64_t sp = n;
    for (int32_t d = 0; d < xn->layout.ndim; d++)
        if (d != dim && sl_ovf_mul(sp, xn->layout.size[d], &sp)) sp = INT64_MAX;
    if (sp > 0 && xn->layout.size[dim] == 0)
        return lang_unsupported(err, "%s() along an empty dim with a non-empty index (torch's as_strided fails)", fname);
    *space = sp;
    return SL_OK;
}

/* TensorIterator's walk over the restrided space of index_fill_ / index_copy_: operands
 * result (self with stride 0 along dim), index (its stride along dim, 0 elsewhere) and,
 * for index_copy_, source; its dims reordered by those strides (reorder_dimensions),
 * innermost first.  order[] receives the dims outermost first. */
static void ti_order(const sl_tensor *xn, int64_t dim, int64_t n, const sl_tensor *ix, const sl_tensor *sn,
                     int64_t *shape, int32_t *order) {
    const int32_t nd = xn->layout.ndim;
    int64_t st[3][SL_MAX_DIMS];
    for (int32_t d = 0; d < nd; d++) {
        shape[d] = d == dim ? n : xn->layout.size[d];
        st[0][d] = d == dim ? 0 : xn->layout.stride[d];
        st[1][d] = d == dim ? (ix->layout.ndim > 0 ? ix->layout.stride[0] : 1) : 0;
        st[2][d] = sn ? sn->layout.stride[d] : 0;
    }
    int32_t perm[SL_MAX_DIMS];
    lang_torch_ti_perm(shape, nd, st, sn ? 3 : 2, perm);
    for (int32_t i = 0; i < nd; i++) order[i] = perm[nd - 1 - i];
}

/* next position of the walk (order: outermost first); false after the last */
static bool ti_next(int64_t *pos, const int64_t *shape, const int32_t *order, int32_t nd) {
    for (int32_t i = nd - 1; i >= 0; i--) {
        int32_t d = order[i];
        if (++pos[d] < shape[d]) return true;
        pos[d] = 0;
    }
    return false;
}

/* two equal values among n (a sorted copy: the walk may be long) */
static int has_repeats(lang_interp *I, const int64_t *v, int64_t n, bool *rep, sl_error *err) {
    int64_t *c = lang_alloc_n(&I->A, (n > 0 ? n : 1), sizeof *c);
    CHECK_ALLOC(c);
    memcpy(c, v, (size_t)n * sizeof *c);
    qsort(c, (size_t)n, sizeof *c, cmp_i64);
    *rep = false;
    for (int64_t k = 1; k < n && !*rep; k++) *rep = c[k] == c[k - 1];
    return SL_OK;
}

/* Over a walk of at least the parallel grain torch may split the space between threads:
 * refused when that could show (an index out of bounds, or repeated indices; negative
 * ones, which index_fill_ takes, count as the index they wrap to) */
static int serial_or_refuse(lang_interp *I, const int64_t *iv, int64_t n, int64_t space, int64_t lo, int64_t size,
                            const char *fname, sl_error *err) {
    if (space < IXW_PARALLEL_GRAIN) return SL_OK;
    int64_t *w = lang_alloc_n(&I->A, (n > 0 ? n : 1), sizeof *w);
    CHECK_ALLOC(w);
    for (int64_t k = 0; k < n; k++) {
        if (iv[k] < lo || iv[k] >= size)
            return lang_unsupported(err, "%s() with an index out of bounds over a walk torch may split between threads", fname);
        w[k] = iv[k] < 0 ? iv[k] + size : iv[k];
    }
    bool rep;
    int rc = has_repeats(I, w, n, &rep, err);
    if (rc) return rc;
    if (rep) return lang_unsupported(err, "%s() with repeated indices over a walk torch may split between threads", fname);
    return SL_OK;
}

/* ------------------------------------------------------------ index_fill_ == */

static int index_fill_into(lang_interp *I, lang_value *self, int64_t dim, lang_value *index, lang_value *value,
                           sl_error *err) {
    const sl_tensor *x = &TV(self)->t, *ix = &TV(index)->t;
    int rc;
    if (ix->dtype != SL_INT64) return lang_py_error(err, "IndexError", "index_fill_(): Expected dtype int64 for index.");
    if ((rc = no_overlap(self, index, "index_fill_", err))) return rc;
    if (sl_torch_internal_overlap(&x->layout) == SL_OVERLAP_YES)
        return lang_unsupported(err, "index_fill_() into a tensor whose elements share memory (torch warns and writes)");
    sl_tensor xn;
    if ((rc = nonzero_dim(x, &xn, err))) return rc;
    if ((rc = sl_wrap_dim(dim, xn.layout.ndim, true, &dim, err))) return rc;
    if (ix->layout.ndim > 1) return lang_py_error(err, "RuntimeError", "Index has to be a vector/scalar");
    /* the fill value: a Scalar of its own type, converted in the kernel */
    lang_num val;
    sl_dtype from;
    if ((rc = lang_torch_scalar_of(I, value, &val, &from, err))) return rc;
    int64_t n, *iv;
    if ((rc = lang_torch_read_ints(I, index, "an index", &iv, &n, err))) return rc;
    const int64_t size = xn.layout.size[dim];
    int64_t space = 0;
    if ((rc = restrided_space(&xn, dim, n, "index_fill_", &space, err))) return rc;
    if ((rc = lang_torch_checked_convert(val, from, x->dtype, &val, err))) return rc;
    if (space == 0) return SL_OK;
    if ((rc = serial_or_refuse(I, iv, n, space, -size, size, "index_fill_", err))) return rc;
    /* the kernel: each position checks its index, then writes */
    int64_t shape[SL_MAX_DIMS], pos[SL_MAX_DIMS] = {0}, at[SL_MAX_DIMS];
    int32_t order[SL_MAX_DIMS], nd = xn.layout.ndim;
    ti_order(&xn, dim, n, ix, NULL, shape, order);
    lang_lview xv;
    lang_lview_of_tensor(&xn, &xv);
    if ((rc = lang_before_write(I, err))) return rc;
    do {
        int64_t k = iv[pos[dim]];
        if (k < -size || k >= size)
            return lang_py_error(err, "IndexError", "index %lld is out of bounds for dimension %lld with size %lld",
                                 (long long)k, (long long)dim, (long long)size);
        memcpy(at, pos, sizeof(int64_t) * (size_t)nd);
        at[dim] = k < 0 ? k + size : k;
        if ((rc = lang_charge_units(I, 1, err)) || (rc = lang_write(I, TV(self)->st, &xv, at, val, err))) return rc;
    } while (ti_next(pos, shape, order, nd));
    return SL_OK;
}

static int method_index_fill(lang_interp *I, lang_value *t, bool inplace, const lang_args *a, lang_value **out,
                             sl_error *err) {
    const char *fname = inplace ? "index_fill_" : "index_fill";
    static const char *const PN[] = {"dim", "index", "value"};
    lang_value *p[3];
    int rc = lang_bind(a, fname, PN, 3, 3, p, err);
    if (rc) return rc;
    int64_t dim = 0;
    if ((rc = dim_arg(p[0], fname, &dim, err))) return rc;
    if (p[1]->kind != V_TENSOR) return lang_unsupported(err, "%s() with an index that is not a tensor", fname);
    lang_value *val = p[2];
    if (val->kind == V_TENSOR) {
        /* the Tensor overload: a 0-dim value, read with item() */
        if (TV(val)->t.layout.ndim != 0)
            return lang_py_error(err, "RuntimeError",
                                 "index_fill_ only supports a 0-dimensional value tensor, but got tensor with %d dimension(s).",
                                 TV(val)->t.layout.ndim);
    } else {
        if (!(val = lang_np_scalar_py(I, val, err))) return err->code;
        if (val->kind != V_INT && val->kind != V_BOOL && val->kind != V_FLOAT)
            return lang_unsupported(err, "%s() with a %s value", fname, lv_type_name(val));
    }
    if (sl_dtype_is_complex(TV(t)->t.dtype) || (val->kind == V_TENSOR && sl_dtype_is_complex(TV(val)->t.dtype)))
        return lang_unsupported(err, "%s() of complex tensors", fname);
    if (inplace) {
        if ((rc = index_fill_into(I, t, dim, p[1], val, err))) return rc;
        *out = t;
        return SL_OK;
    }
    lang_value *res;
    if ((rc = lang_tensor_method_pos(I, t, "clone", NULL, 0, &res, err))) return rc;
    if ((rc = index_fill_into(I, res, dim, p[1], val, err))) return rc;
    *out = res;
    return SL_OK;
}

/* ------------------------------------------------------------ index_copy_ == */

/* checks of index_copy's meta function, in its order (self: the tensor written) */
static int index_copy_checks(lang_value *self, int64_t *dim, lang_value *index, lang_value *source, bool inplace,
                             sl_error *err) {
    const sl_tensor *x = &TV(self)->t, *ix = &TV(index)->t, *s = &TV(source)->t;
    int rc;
    if ((rc = sl_wrap_dim(*dim, x->layout.ndim, true, dim, err))) return rc;
    if (inplace && ((rc = no_internal_overlap(x, "index_copy_", err)) || (rc = no_overlap(self, index, "index_copy_", err)) ||
                    (rc = no_overlap(self, source, "index_copy_", err))))
        return rc;
    if (ix->layout.ndim >= 2)
        return lang_py_error(err, "IndexError", "index_copy_(): Index should have dimension 1 or 0 (got %d)", ix->layout.ndim);
    const int64_t n = numel_of(ix);
    int32_t sd = s->layout.ndim, xd = x->layout.ndim;
    if (sd == 0 && n != 1)
        return lang_py_error(err, "IndexError", "index_copy_(): When source is scalar, index should have one element (got %lld)",
                             (long long)n);
    if (sd != xd && sd != 0 && xd != 0)
        return lang_py_error(err, "IndexError",
                             "index_copy_(): When source and destination are not scalars, their dimensionality must match. "
                             "Source dimensionality (%d), destination dimensionality (%d)",
                             sd, xd);
    if (ix->dtype != SL_INT64)
        return lang_py_error(err, "RuntimeError", "index_copy_(): Expected a long tensor for index, but got %s",
                             lang_torch_scalar_type_name(ix->dtype));
    if (x->dtype != s->dtype)
        return lang_py_error(err, "RuntimeError",
                             "index_copy_(): self and source expected to have the same dtype, but got (self) %s and (source) %s",
                             lang_torch_scalar_type_name(x->dtype), lang_torch_scalar_type_name(s->dtype));
    /* slice shapes: each side's sizes without `dim` (nothing removed from a 0-dim side) */
    int64_t xs[SL_MAX_DIMS], ss[SL_MAX_DIMS];
    int32_t nx = 0, ns = 0;
    for (int32_t d = 0; d < xd; d++)
        if (d != *dim) xs[nx++] = x->layout.size[d];
    for (int32_t d = 0; d < sd; d++)
        if (d != *dim) ss[ns++] = s->layout.size[d];
    bool same = nx == ns;
    for (int32_t d = 0; same && d < nx; d++) same = xs[d] == ss[d];
    if (!same) {
        char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
        format_spaced(a1, sizeof a1, xs, nx);
        format_spaced(a2, sizeof a2, ss, ns);
        return lang_py_error(err, "RuntimeError",
                             "index_copy_(): Source/destination tensor must have same slice shapes. Destination slice shape: "
                             "%s at dimension %lld and source slice shape: %s at dimension 0.",
                             a1, (long long)*dim, a2);
    }
    if (sd != 0 && n != s->layout.size[*dim])
        return lang_py_error(err, "IndexError", "index_copy_(): Number of indices (%lld) should be equal to source.size(dim) (%lld)",
                             (long long)n, (long long)s->layout.size[*dim]);
    return SL_OK;
}

/* the copies of index_copy's kernel into `res` (self, or self's fresh copy) */
static int index_copy_run(lang_interp *I, lang_value *res, int64_t dim, lang_value *index, lang_value *source,
                          sl_error *err) {
    sl_tensor xn, sn;
    int rc;
    if ((rc = nonzero_dim(&TV(res)->t, &xn, err)) || (rc = nonzero_dim(&TV(source)->t, &sn, err))) return rc;
    int64_t n, *iv;
    if ((rc = lang_torch_read_ints(I, index, "an index", &iv, &n, err))) return rc;
    const int64_t size = xn.layout.size[dim];
    int64_t space = 0;
    if ((rc = restrided_space(&xn, dim, n, "index_copy_", &space, err))) return rc;
    if (space == 0) return SL_OK;
    if ((rc = serial_or_refuse(I, iv, n, space, 0, size, "index_copy_", err))) return rc;
    int64_t shape[SL_MAX_DIMS], pos[SL_MAX_DIMS] = {0}, at[SL_MAX_DIMS];
    int32_t order[SL_MAX_DIMS], nd = xn.layout.ndim;
    ti_order(&xn, dim, n, &TV(index)->t, &sn, shape, order);
    lang_lview xv, sv;
    lang_lview_of_tensor(&xn, &xv);
    lang_lview_of_tensor(&sn, &sv);
    if ((rc = lang_before_write(I, err))) return rc;
    do {
        int64_t k = iv[pos[dim]];
        if (k < 0 || k >= size)
            return lang_py_error(err, "IndexError", "index_copy_(): index %lld is out of bounds for dimension %lld with size %lld",
                                 (long long)k, (long long)dim, (long long)size);
        memcpy(at, pos, sizeof(int64_t) * (size_t)nd);
        at[dim] = k;
        lang_num v;
        if ((rc = lang_charge_units(I, 2, err)) || (rc = lang_read(I, TV(source)->st, &sv, pos, &v, err)) ||
            (rc = lang_write(I, TV(res)->st, &xv, at, v, err)))
            return rc;
    } while (ti_next(pos, shape, order, nd));
    return SL_OK;
}

static int method_index_copy(lang_interp *I, lang_value *t, bool inplace, const lang_args *a, lang_value **out,
                             sl_error *err) {
    const char *fname = inplace ? "index_copy_" : "index_copy";
    static const char *const PN[] = {"dim", "index", "source"};
    lang_value *p[3];
    int rc = lang_bind(a, fname, PN, 3, 3, p, err);
    if (rc) return rc;
    int64_t dim = 0;
    if ((rc = dim_arg(p[0], fname, &dim, err))) return rc;
    if (p[1]->kind != V_TENSOR || p[2]->kind != V_TENSOR)
        return lang_unsupported(err, "%s() with an index or source that is not a tensor", fname);
    if (sl_dtype_is_complex(TV(t)->t.dtype) || sl_dtype_is_complex(TV(p[2])->t.dtype))
        return lang_unsupported(err, "%s() of complex tensors", fname);
    if ((rc = index_copy_checks(t, &dim, p[1], p[2], inplace, err))) return rc;
    lang_value *res = t;
    if (!inplace && (rc = contiguous_copy(I, t, &res, err))) return rc;
    if ((rc = index_copy_run(I, res, dim, p[1], p[2], err))) return rc;
    *out = res;
    return SL_OK;
}

/* ------------------------------------------------------------ index_add_ == */

/* *dst + src * alpha in dtype dt, each step rounded as scalar_t arithmetic rounds it */
static int add_scaled(lang_num dst, lang_num src, lang_num alpha, sl_dtype dt, lang_num *out, sl_error *err) {
    lang_num r = {0};
    if (dt == SL_FLOAT64) {
        volatile double prod = src.f * alpha.f; /* two roundings, never one fused */
        r.is_float = true;
        r.f = dst.f + prod;
        *out = r;
        return SL_OK;
    }
    if (dt == SL_FLOAT32) {
        volatile float prod = (float)src.f * (float)alpha.f;
        r.is_float = true;
        r.f = (double)((float)dst.f + prod);
        *out = r;
        return SL_OK;
    }
    if (dt == SL_BOOL) {
        r.i = dst.i != 0 || (src.i != 0 && alpha.i != 0);
        r.f = (double)r.i;
        *out = r;
        return SL_OK;
    }
    r.i = (int64_t)((uint64_t)dst.i + (uint64_t)src.i * (uint64_t)alpha.i); /* wraps, then cast */
    r.f = (double)r.i;
    return lang_num_cast(r, dt, out, err);
}

/* a + alpha * b through the add kernel (its vector loop fuses, its scalar loop does not) */
static int add_kernel_value(lang_num a, lang_num b, lang_num alpha, sl_dtype dt, lang_num *out, sl_error *err) {
    if (dt != SL_FLOAT32 && dt != SL_FLOAT64) return add_scaled(a, b, alpha, dt, out, err);
    out->is_float = true;
    out->i = 0;
    return lang_torch_add_alpha_float(a.f, b.f, alpha.f, dt, &out->f, err);
}

/* scatter_add_ for torch 2.x's index_add_ (below) */
static int scatter_run(lang_interp *I, lang_value *res, int64_t dim, lang_value *index, lang_value *src, lang_num value,
                       bool add, sl_error *err);

/* index_func_meta_impl's checks of the index and the source, in its order, with the
 * op's name in the message (dim already wrapped) */
static int index_func_meta_checks(const char *op, const sl_tensor *x, const sl_tensor *ix, const sl_tensor *s,
                                  int64_t dim, sl_error *err) {
    if (ix->layout.ndim > 1) {
        char a1[SL_MAX_DIMS * 24 + 8];
        sl_format_list(a1, sizeof a1, ix->layout.size, ix->layout.ndim);
        return lang_py_error(err, "IndexError", "%s(): Index is supposed to be a vector, but got dim: %d with type: %s and size: %s",
                             op, ix->layout.ndim, lang_torch_scalar_type_name(ix->dtype), a1);
    }
    if (ix->dtype != SL_INT64 && ix->dtype != SL_INT32)
        return lang_py_error(err, "RuntimeError", "%s(): Expected dtype int32/int64 for index but got: %s", op,
                             lang_torch_scalar_type_name(ix->dtype));
    if (x->dtype != s->dtype)
        return lang_py_error(err, "RuntimeError", "%s(): self (%s) and source (%s) must have the same scalar type", op,
                             lang_torch_scalar_type_name(x->dtype), lang_torch_scalar_type_name(s->dtype));
    if (!(dim == 0 || dim < s->layout.ndim))
        return lang_py_error(err, "RuntimeError", "%s(): Indexing dim %lld is out of bounds of the source tensor with dim %d",
                             op, (long long)dim, s->layout.ndim);
    return SL_OK;
}

static int method_index_add(lang_interp *I, lang_value *t, bool inplace, const lang_args *a, lang_value **out,
                            sl_error *err) {
    const char *fname = inplace ? "index_add_" : "index_add";
    static const char *const PN[] = {"dim", "index", "source", "alpha"};
    lang_value *p[4];
    int rc = lang_bind(a, fname, PN, 4, 3, p, err);
    if (rc) return rc;
    if (a->npos > 3) return lang_unsupported(err, "%s() with alpha given positionally", fname);
    int64_t dim = 0;
    if ((rc = dim_arg(p[0], fname, &dim, err))) return rc;
    if (p[1]->kind != V_TENSOR || p[2]->kind != V_TENSOR)
        return lang_unsupported(err, "%s() with an index or source that is not a tensor", fname);
    lang_value *alphav = p[3];
    if (alphav && !(alphav = lang_np_scalar_py(I, alphav, err))) return err->code;
    if (alphav && alphav->kind != V_INT && alphav->kind != V_BOOL && alphav->kind != V_FLOAT)
        return lang_unsupported(err, "%s() with alpha of type %s", fname, lv_type_name(alphav));
    lang_value *self = t, *index = p[1], *source = p[2];
    const sl_tensor *x = &TV(self)->t, *ix = &TV(index)->t, *s = &TV(source)->t;
    if (sl_dtype_is_complex(x->dtype) || sl_dtype_is_complex(s->dtype)) return lang_unsupported(err, "%s() of complex tensors", fname);
    /* index_func_meta_impl, in its order */
    if ((rc = sl_wrap_dim(dim, x->layout.ndim, true, &dim, err))) return rc;
    const int64_t n = numel_of(ix);
    if ((rc = index_func_meta_checks("index_add_", x, ix, s, dim, err))) return rc;
    if (s->layout.ndim == 0 && n != 1)
        return lang_unsupported(err, "%s() of a 0-dim source with %lld indices", fname, (long long)n);
    if (s->layout.ndim > 0 && n != s->layout.size[dim])
        return lang_py_error(err, "RuntimeError", "index_add_(): Number of indices (%lld) should be equal to source.size(dim): (%lld), for dim: %lld",
                             (long long)n, (long long)s->layout.size[dim], (long long)dim);
    /* torch 2.x: source's shape must be self's apart from dim (1.13 broadcast the slices) */
    const bool v2 = x->ref == SL_REF_LESSONS;
    if (v2 && s->layout.ndim > 0 && x->layout.ndim > 0) {
        bool same = s->layout.ndim == x->layout.ndim;
        for (int32_t d = 0; same && d < x->layout.ndim; d++) same = d == dim || s->layout.size[d] == x->layout.size[d];
        if (!same) {
            char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
            sl_format_list(a1, sizeof a1, x->layout.size, x->layout.ndim);
            sl_format_list(a2, sizeof a2, s->layout.size, s->layout.ndim);
            return lang_py_error(err, "RuntimeError",
                                 "source tensor shape must match self tensor shape, excluding the specified dimension. "
                                 "Got self.shape = %s source.shape = %s", a1, a2);
        }
    }
    if (inplace && ((rc = no_internal_overlap(x, "index_add_", err)) || (rc = no_overlap(self, index, "index_add_", err)) ||
                    (rc = no_overlap(self, source, "index_add_", err))))
        return rc;
    const sl_dtype dt = x->dtype;
    if (dt == SL_FLOAT16 || dt == SL_BFLOAT16) return lang_unsupported(err, "%s() of %s tensors", fname, lang_torch_scalar_type_name(dt));
    /* alpha.to<scalar_t>() */
    lang_num al = {.i = 1, .f = 1.0};
    sl_dtype afrom = SL_INT64;
    if (alphav && (rc = lang_torch_scalar_of(I, alphav, &al, &afrom, err))) return rc;
    if ((rc = lang_torch_checked_convert(al, afrom, dt, &al, err))) return rc;
    if (sl_dtype_is_floating(dt) && !al.is_float) al.is_float = true, al.f = (double)al.i;
    lang_value *res = self;
    if (!inplace && (rc = contiguous_copy(I, self, &res, err))) return rc;
    const sl_tensor *r = &TV(res)->t;
    int64_t *iv;
    int64_t nn;
    if ((rc = lang_torch_read_ints(I, index, "an index", &iv, &nn, err))) return rc;
    if (r->layout.ndim > 1) {
        if (n == 0) {
            *out = res;
            return SL_OK;
        }
        if (s->layout.ndim == 0) return lang_py_error(err, "IndexError", "select() cannot be applied to a 0-dim tensor.");
        const bool alpha_one = !alphav || (alphav->kind == V_INT && alphav->u.i == 1) ||
                               (alphav->kind == V_FLOAT && alphav->u.f == 1.0);
        if (v2 && alpha_one && (dim == 0 || dim == r->layout.ndim - 1)) {
            /* torch 2.x adds along the first or last dim with alpha 1 (an int or a float,
             * not True) by scatter_add_(dim, the index expanded to source's shape,
             * source): scatter's walk and its message */
            sl_tensor ex = *ix;
            ex.layout.ndim = s->layout.ndim;
            ex.layout.offset = ix->layout.offset;
            for (int32_t d = 0; d < s->layout.ndim; d++) {
                ex.layout.size[d] = s->layout.size[d];
                ex.layout.stride[d] = d == dim ? ix->layout.stride[0] : 0;
            }
            ex.alias = SL_ALIAS_VIEW;
            lang_value *exv = lang_wrap_tensor(I, &ex, NULL, index);
            CHECK_ALLOC(exv);
            if ((rc = scatter_run(I, res, dim, exv, source, al, true, err))) return rc;
            *out = res;
            return SL_OK;
        }
        /* TensorIterator::borrowing_binary_op(selfSlice, selfSlice, sourceSlice), built once */
        sl_tensor rs0, ss0;
        if ((rc = sl_torch_select(r, dim, 0, &rs0, err)) || (rc = sl_torch_select(s, dim, 0, &ss0, err))) return rc;
        int64_t shape[SL_MAX_DIMS];
        int32_t nd;
        if ((rc = sl_torch_broadcast_shapes2(rs0.layout.size, rs0.layout.ndim, ss0.layout.size, ss0.layout.ndim, shape, &nd, err)))
            return rc;
        bool same = nd == rs0.layout.ndim;
        for (int32_t d = 0; same && d < nd; d++) same = shape[d] == rs0.layout.size[d];
        if (!same) {
            char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
            sl_format_list(a1, sizeof a1, rs0.layout.size, rs0.layout.ndim);
            sl_format_list(a2, sizeof a2, shape, nd);
            return lang_py_error(err, "RuntimeError", "output with shape %s doesn't match the broadcast shape %s", a1, a2);
        }
        const int64_t size = r->layout.size[dim];
        for (int64_t i = 0; i < n; i++) {
            if (iv[i] < 0 || iv[i] >= size) return lang_py_error(err, "IndexError", "index out of range in self");
            sl_tensor rs, ss, sx;
            if ((rc = sl_torch_select(r, dim, iv[i], &rs, err)) || (rc = sl_torch_select(s, dim, i, &ss, err)) ||
                (rc = sl_torch_expand(&ss, rs.layout.size, rs.layout.ndim, &sx, err)))
                return rc;
            lang_lview rv, sv;
            lang_lview_of_tensor(&rs, &rv);
            lang_lview_of_tensor(&sx, &sv);
            if ((rc = lang_before_write(I, err))) return rc;
            int64_t m = numel_of(&rs), idx[SL_MAX_DIMS] = {0};
            for (int64_t e = 0; e < m; e++) {
                lang_num av, bv, z;
                if ((rc = lang_charge_units(I, 2, err)) || (rc = lang_read(I, TV(res)->st, &rv, idx, &av, err)) ||
                    (rc = lang_read(I, TV(source)->st, &sv, idx, &bv, err)) || (rc = add_kernel_value(av, bv, al, dt, &z, err)) ||
                    (rc = lang_write(I, TV(res)->st, &rv, idx, z, err)))
                    return rc;
                lang_next_index(idx, rs.layout.size, rs.layout.ndim);
            }
        }
        *out = res;
        return SL_OK;
    }
    if (s->layout.ndim > 1)
        return lang_py_error(err, "RuntimeError", "source.dim() (%d) must one or zero for given self.dim() (%d)", s->layout.ndim,
                             r->layout.ndim);
    /* the scalar loop over flat element positions */
    const int64_t rnumel = numel_of(r);
    const int64_t rstride = r->layout.ndim == 0 ? 1 : r->layout.stride[dim];
    const int64_t sstride = s->layout.ndim == 0 ? 1 : s->layout.stride[dim];
    sl_tensor rflat = *r, sflat = *s;
    rflat.layout.ndim = sflat.layout.ndim = 1;
    rflat.layout.size[0] = sflat.layout.size[0] = 1;
    rflat.layout.stride[0] = rstride;
    sflat.layout.stride[0] = sstride;
    for (int64_t i = 0; i < n; i++) {
        /* torch 1.13 checks index <= numel; 2.x index < numel */
        if (iv[i] < 0 || iv[i] > rnumel || (v2 && iv[i] == rnumel))
            return lang_py_error(err, "IndexError", "index out of range in self");
        if (iv[i] == rnumel)
            return lang_unsupported(err, "index_add_() at index %lld of a %lld-element tensor (torch 1.13 writes past its end)",
                                    (long long)iv[i], (long long)rnumel);
        sl_tensor re = rflat, se = sflat;
        re.layout.offset += iv[i] * rstride;
        se.layout.offset += i * sstride;
        lang_lview rv, sv;
        lang_lview_of_tensor(&re, &rv);
        lang_lview_of_tensor(&se, &sv);
        int64_t z0[1] = {0};
        lang_num av, bv, z;
        if ((rc = lang_before_write(I, err)) || (rc = lang_charge_units(I, 2, err)) ||
            (rc = lang_read(I, TV(res)->st, &rv, z0, &av, err)) || (rc = lang_read(I, TV(source)->st, &sv, z0, &bv, err)) ||
            (rc = add_scaled(av, bv, al, dt, &z, err)) || (rc = lang_write(I, TV(res)->st, &rv, z0, z, err)))
            return rc;
    }
    *out = res;
    return SL_OK;
}

/* ------------------------------------------------------------ reductions == */

/* how a value combines with the element it lands on: written over it, or added,
 * multiplied, the greater or the lesser kept (scatter_(reduce=), scatter_reduce,
 * index_reduce_) */
enum { SR_ASSIGN, SR_ADD, SR_MUL, SR_MAX, SR_MIN };

/* cur OP v in dtype dt, as the kernels' scalar_t arithmetic gives it */
static int reduce_pair(int op, lang_num cur, lang_num v, sl_dtype dt, lang_num *out, sl_error *err) {
    lang_num one = {.is_float = sl_dtype_is_floating(dt), .i = 1, .f = 1.0}, r = {0};
    switch (op) {
    case SR_ASSIGN: *out = v; return SL_OK;
    case SR_ADD: return add_scaled(cur, v, one, dt, out, err);
    case SR_MUL:
        if (dt == SL_FLOAT64 || dt == SL_FLOAT32) {
            r.is_float = true;
            r.f = dt == SL_FLOAT64 ? cur.f * v.f : (double)((float)cur.f * (float)v.f);
            *out = r;
            return SL_OK;
        }
        r.i = (int64_t)((uint64_t)cur.i * (uint64_t)v.i);
        r.f = (double)r.i;
        return lang_num_cast(r, dt, out, err);
    default:
        if (dt == SL_FLOAT64 || dt == SL_FLOAT32) {
            if (isnan(cur.f) || isnan(v.f)) return lang_unsupported(err, "amax / amin reductions over NaN");
            *out = (op == SR_MAX ? v.f > cur.f : v.f < cur.f) ? v : cur;
            return SL_OK;
        }
        *out = (op == SR_MAX ? v.i > cur.i : v.i < cur.i) ? v : cur;
        return SL_OK;
    }
}

/* the value a reduction starts from where self is left out (include_self=False):
 * 0 for sum and mean, 1 for prod, -inf / inf (an integer dtype's least / greatest) */
static lang_num reduce_init(int op, sl_dtype dt) {
    lang_num r = {.is_float = sl_dtype_is_floating(dt)};
    if (op == SR_MUL) r.i = 1, r.f = 1.0;
    if (op == SR_MAX || op == SR_MIN) {
        lang_i128 lo, hi;
        int bits;
        if (r.is_float) r.f = op == SR_MAX ? -INFINITY : INFINITY;
        else if (lang_int_limits(dt, &lo, &hi, &bits)) r.i = (int64_t)(op == SR_MAX ? lo : hi), r.f = (double)r.i;
    }
    return r;
}

/* mean's last step: each element that received values divided by how many (true
 * division for floats, floor division for integers), as out.div_(count) */
static int mean_divide(lang_interp *I, lang_value *res, const int64_t *counts, bool include_self, sl_error *err) {
    const sl_tensor *r = &TV(res)->t;
    lang_lview rv;
    lang_lview_of_tensor(r, &rv);
    int64_t m = numel_of(r), idx[SL_MAX_DIMS] = {0};
    int rc = lang_before_write(I, err);
    for (int64_t e = 0; !rc && e < m; e++, lang_next_index(idx, r->layout.size, r->layout.ndim)) {
        int64_t c = counts[e] + (include_self ? 1 : 0);
        if (counts[e] == 0 || c == 1) continue;
        lang_num x, z = {0};
        if ((rc = lang_read(I, TV(res)->st, &rv, idx, &x, err))) break;
        if (r->dtype == SL_FLOAT64 || r->dtype == SL_FLOAT32) {
            z.is_float = true;
            z.f = r->dtype == SL_FLOAT64 ? x.f / (double)c : (double)((float)x.f / (float)c);
        } else {
            int64_t q = x.i / c;
            if ((x.i % c != 0) && ((x.i < 0) != (c < 0))) q--;
            z.i = q;
            z.f = (double)q;
        }
        rc = lang_write(I, TV(res)->st, &rv, idx, z, err);
    }
    return rc;
}

/* ------------------------------------------------------------ scatter_ == */

/* The walk of torch's CPU scatter kernel (cpu_scatter_gather_base_kernel): a
 * TensorIterator over index's shape with dim squashed to 1 (operands self, src, index;
 * self and index for the value form), its dims reordered and coalesced; for each
 * position of the outer dims the loop runs over the innermost coalesced run, with the
 * walk along dim (i < index.size(dim)) inside each element when dim is self's last dim,
 * else outside the run.  Positions are written into pos[] (dim's entry: i) in that
 * order; visit returns non-zero to stop. */
typedef int (*scatter_visit)(void *ctx, const int64_t *pos);

static int scatter_walk(const int64_t *ishape, int32_t nd, int64_t dim, int64_t (*st)[SL_MAX_DIMS], int nops,
                        scatter_visit visit, void *ctx) {
    int64_t shape[SL_MAX_DIMS];
    for (int32_t d = 0; d < nd; d++) shape[d] = d == dim ? 1 : ishape[d];
    int32_t perm[SL_MAX_DIMS];
    lang_torch_ti_perm(shape, nd, st, nops, perm);
    /* coalesce_dimensions over the permuted dims (perm[0] innermost): group[k] is the
     * first permuted position of coalesced dim k */
    int64_t cshape[SL_MAX_DIMS], cst[3][SL_MAX_DIMS];
    int32_t first[SL_MAX_DIMS + 1], m = 0;
    for (int32_t k = 0; k < nd; k++) {
        int32_t d = perm[k];
        if (m > 0) {
            bool can = true;
            if (cshape[m - 1] != 1 && shape[d] != 1)
                for (int o = 0; o < nops && can; o++) can = cshape[m - 1] * cst[o][m - 1] == st[o][d];
            if (can) {
                if (cshape[m - 1] == 1)
                    for (int o = 0; o < nops; o++) cst[o][m - 1] = st[o][d];
                cshape[m - 1] *= shape[d];
                continue;
            }
        }
        first[m] = k;
        cshape[m] = shape[d];
        for (int o = 0; o < nops; o++) cst[o][m] = st[o][d];
        m++;
    }
    first[m] = nd;
    const int64_t isize = ishape[dim];
    const bool dim_last = dim == nd - 1;
    /* outer coalesced dims (1 .. m-1), odometer with dim 1 fastest */
    int64_t outer[SL_MAX_DIMS] = {0}, pos[SL_MAX_DIMS];
    for (;;) {
        /* the original coordinates of the outer position: each coalesced dim's count
         * spread over its original dims, innermost first */
        int64_t base[SL_MAX_DIMS] = {0};
        for (int32_t c = 1; c < m; c++) {
            int64_t v = outer[c];
            for (int32_t k = first[c]; k < first[c + 1]; k++) {
                int32_t d = perm[k];
                base[d] = v % shape[d];
                v /= shape[d];
            }
        }
        const int64_t run = m > 0 ? cshape[0] : 1;
        for (int64_t a = 0; a < (dim_last ? run : isize); a++)
            for (int64_t b = 0; b < (dim_last ? isize : run); b++) {
                const int64_t e = dim_last ? a : b, i = dim_last ? b : a;
                memcpy(pos, base, sizeof(int64_t) * (size_t)nd);
                int64_t v = e;
                for (int32_t k = m > 0 ? first[0] : 0; k < (m > 0 ? first[1] : 0); k++) {
                    int32_t d = perm[k];
                    pos[d] = v % shape[d];
                    v /= shape[d];
                }
                pos[dim] = i;
                int rc = visit(ctx, pos);
                if (rc) return rc;
            }
        int32_t c = 1;
        for (; c < m; c++) {
            if (++outer[c] < cshape[c]) break;
            outer[c] = 0;
        }
        if (c >= m) return SL_OK;
    }
}

typedef struct scatter_ctx {
    lang_interp *I;
    lang_storage *self_st, *src_st, *ix_st;
    lang_lview self_v, src_v, ix_v;
    int64_t dim, size;
    int op; /* SR_* */
    bool has_src;
    lang_num value;
    sl_dtype dt;
    const int64_t *self_shape;
    int32_t self_nd;
    int64_t *counts; /* mean: how many values each element of self received (C order), or NULL */
    sl_error *err;
} scatter_ctx;

static int scatter_one(void *vctx, const int64_t *pos) {
    scatter_ctx *c = vctx;
    lang_num k, v, cur;
    int rc;
    if ((rc = lang_charge_units(c->I, 2, c->err)) || (rc = lang_read(c->I, c->ix_st, &c->ix_v, pos, &k, c->err))) return rc;
    if (k.i < 0 || k.i >= c->size)
        return lang_py_error(c->err, "RuntimeError", "index %lld is out of bounds for dimension %lld with size %lld",
                             (long long)k.i, (long long)c->dim, (long long)c->size);
    int64_t at[SL_MAX_DIMS];
    memcpy(at, pos, sizeof(int64_t) * SL_MAX_DIMS);
    at[c->dim] = k.i;
    v = c->value;
    if (c->has_src && (rc = lang_read(c->I, c->src_st, &c->src_v, pos, &v, c->err))) return rc;
    if (c->op != SR_ASSIGN) {
        if ((rc = lang_read(c->I, c->self_st, &c->self_v, at, &cur, c->err)) || (rc = reduce_pair(c->op, cur, v, c->dt, &v, c->err)))
            return rc;
    }
    if (c->counts) {
        int64_t lin = 0;
        for (int32_t d = 0; d < c->self_nd; d++) lin = lin * c->self_shape[d] + at[d];
        c->counts[lin]++;
    }
    return lang_write(c->I, c->self_st, &c->self_v, at, v, c->err);
}

/* scatter_(dim, index, src | value) and scatter_add_(dim, index, src), in place on res
 * (self, or its fresh copy) after the checks; op SR_ASSIGN writes, the others combine
 * (reduce=, scatter_reduce); counts (or NULL) counts the values each element takes */
static int scatter_run_op(lang_interp *I, lang_value *res, int64_t dim, lang_value *index, lang_value *src, lang_num value,
                          int op, int64_t *counts, sl_error *err);
static int scatter_run(lang_interp *I, lang_value *res, int64_t dim, lang_value *index, lang_value *src, lang_num value,
                       bool add, sl_error *err) {
    return scatter_run_op(I, res, dim, index, src, value, add ? SR_ADD : SR_ASSIGN, NULL, err);
}
static int scatter_run_op(lang_interp *I, lang_value *res, int64_t dim, lang_value *index, lang_value *src, lang_num value,
                          int op, int64_t *counts, sl_error *err) {
    const sl_tensor *r = &TV(res)->t, *ix = &TV(index)->t;
    const int32_t nd = ix->layout.ndim;
    int64_t st[3][SL_MAX_DIMS];
    int nops = 0;
    for (int32_t d = 0; d < nd; d++) st[0][d] = r->layout.stride[d];
    nops++;
    if (src) {
        for (int32_t d = 0; d < nd; d++) st[1][d] = TV(src)->t.layout.stride[d];
        nops++;
    }
    for (int32_t d = 0; d < nd; d++) st[nops][d] = ix->layout.stride[d];
    nops++;
    int64_t space = numel_of(ix);
    int64_t *iv, n;
    int rc;
    if ((rc = lang_torch_read_ints(I, index, "an index", &iv, &n, err))) return rc;
    /* torch splits the walk between threads from max(1, 32768 / index.size(dim))
     * positions of the squashed space: refused there when the split could show */
    int64_t grain = ix->layout.size[dim] > 0 ? IXW_PARALLEL_GRAIN / ix->layout.size[dim] : IXW_PARALLEL_GRAIN;
    if (grain < 1) grain = 1;
    if (ix->layout.size[dim] > 0 && space / ix->layout.size[dim] >= grain) {
        /* the split shows only through an error or two writes to one element */
        int64_t *offs = lang_alloc_n(&I->A, space, sizeof *offs), pos[SL_MAX_DIMS] = {0};
        CHECK_ALLOC(offs);
        for (int64_t e = 0; e < space; e++) {
            int64_t k = iv[e], o = r->layout.offset;
            if (k < 0 || k >= r->layout.size[dim])
                return lang_unsupported(err, "scatter with an index out of bounds over a walk torch may split between threads");
            for (int32_t d = 0; d < nd; d++) o += (d == dim ? k : pos[d]) * r->layout.stride[d];
            offs[e] = o;
            lang_next_index(pos, ix->layout.size, nd);
        }
        bool rep;
        if ((rc = has_repeats(I, offs, space, &rep, err))) return rc;
        if (rep) return lang_unsupported(err, "scatter with repeated targets over a walk torch may split between threads");
    }
    scatter_ctx c = {.I = I, .self_st = TV(res)->st, .src_st = src ? TV(src)->st : NULL, .ix_st = TV(index)->st,
                     .dim = dim, .size = r->layout.size[dim], .op = op, .has_src = src != NULL, .value = value,
                     .dt = r->dtype, .self_shape = r->layout.size, .self_nd = r->layout.ndim, .counts = counts, .err = err};
    lang_lview_of_tensor(r, &c.self_v);
    lang_lview_of_tensor(ix, &c.ix_v);
    if (src) lang_lview_of_tensor(&TV(src)->t, &c.src_v);
    if ((rc = lang_before_write(I, err))) return rc;
    return scatter_walk(ix->layout.size, nd, dim, st, nops, scatter_one, &c);
}

static int method_scatter(lang_interp *I, lang_value *t, bool inplace, bool add, const lang_args *a, lang_value **out,
                          sl_error *err) {
    const char *fname = add ? (inplace ? "scatter_add_" : "scatter_add") : (inplace ? "scatter_" : "scatter");
    static const char *const PN[] = {"dim", "index", "src", "reduce"};
    lang_value *p[4] = {0};
    /* the third argument binds as src or (scatter only) as value= */
    lang_value *valkw = lang_kwarg(a, "value");
    lang_args b = *a;
    const char *kwn[8];
    lang_value *kwv[8];
    if (valkw) {
        if (add || a->nkw > 8) return lang_unsupported(err, "%s() with value=", fname);
        b.nkw = 0;
        for (int32_t k = 0; k < a->nkw; k++)
            if (strcmp(a->kwnames[k], "value")) kwn[b.nkw] = a->kwnames[k], kwv[b.nkw++] = a->kw[k];
        b.kwnames = kwn;
        b.kw = kwv;
    }
    int rc = lang_bind(&b, fname, PN, 4, valkw ? 2 : 3, p, err);
    if (rc) return rc;
    if (valkw && p[2]) return lang_unsupported(err, "%s() with both src and value", fname);
    int op = add ? SR_ADD : SR_ASSIGN; /* reduce= (scatter_ only): 'add' or 'multiply' */
    if (p[3] && p[3]->kind != V_NONE) {
        if (add) return lang_unsupported(err, "%s() with reduce=", fname);
        if (p[3]->kind != V_STR) return lang_unsupported(err, "%s() with reduce given as %s", fname, lv_type_name(p[3]));
        op = !strcmp(p[3]->u.str.s, "add") ? SR_ADD : !strcmp(p[3]->u.str.s, "multiply") ? SR_MUL : -1;
    }
    int64_t dim = 0;
    if ((rc = dim_arg(p[0], fname, &dim, err))) return rc;
    if (p[1]->kind != V_TENSOR) return lang_unsupported(err, "%s() with an index that is not a tensor", fname);
    lang_value *src = valkw ? valkw : p[2];
    lang_num val = {0};
    sl_dtype vfrom = SL_INT64;
    if (src->kind != V_TENSOR) {
        if (add) return lang_unsupported(err, "%s() with a src that is not a tensor", fname);
        if (!(src = lang_np_scalar_py(I, src, err))) return err->code;
        if ((rc = lang_torch_scalar_of(I, src, &val, &vfrom, err))) return rc;
        src = NULL;
    }
    const sl_tensor *x = &TV(t)->t, *ix = &TV(p[1])->t;
    if (sl_dtype_is_complex(x->dtype) || (src && sl_dtype_is_complex(TV(src)->t.dtype)))
        return lang_unsupported(err, "%s() of complex tensors", fname);
    if (x->layout.ndim == 0 || ix->layout.ndim == 0 || (src && TV(src)->t.layout.ndim == 0))
        return lang_unsupported(err, "%s() of 0-dim tensors", fname);
    /* scatter_meta_impl: dim, dtypes, shapes, then the in-place overlap checks */
    if ((rc = sl_wrap_dim(dim, x->layout.ndim, true, &dim, err))) return rc;
    const int64_t n = numel_of(ix);
    if (n != 0 && ix->dtype != SL_INT64) return lang_py_error(err, "RuntimeError", "scatter(): Expected dtype int64 for index");
    if (src && TV(src)->t.dtype != x->dtype)
        return lang_py_error(err, "RuntimeError", "scatter(): Expected self.dtype to be equal to src.dtype");
    if (n != 0) {
        const int32_t xd = x->layout.ndim;
        if (xd != ix->layout.ndim)
            return lang_py_error(err, "RuntimeError", "Index tensor must have the same number of dimensions as self tensor");
        if (src && TV(src)->t.layout.ndim != xd)
            return lang_unsupported(err, "%s() with a src of another number of dims than index", fname);
        bool wrong = false;
        for (int32_t d = 0; d < xd && !wrong; d++)
            if (d != dim && ix->layout.size[d] > x->layout.size[d]) wrong = true;
        for (int32_t d = 0; src && d < xd && !wrong; d++)
            if (ix->layout.size[d] > TV(src)->t.layout.size[d]) wrong = true;
        if (wrong) {
            char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8], a3[SL_MAX_DIMS * 24 + 8];
            sl_format_list(a1, sizeof a1, ix->layout.size, ix->layout.ndim);
            sl_format_list(a2, sizeof a2, x->layout.size, xd);
            if (!src)
                return lang_py_error(err, "RuntimeError", "Expected index %s to be smaller than self %s apart from dimension %lld", a1,
                                     a2, (long long)dim);
            sl_format_list(a3, sizeof a3, TV(src)->t.layout.size, xd);
            return lang_py_error(err, "RuntimeError",
                                 "Expected index %s to be smaller than self %s apart from dimension %lld and to be smaller size than src %s",
                                 a1, a2, (long long)dim, a3);
        }
    }
    if (inplace && ((rc = no_internal_overlap(x, fname, err)) || (rc = no_overlap(t, p[1], fname, err)) ||
                    (src && (rc = no_overlap(t, src, fname, err)))))
        return rc;
    if (op < 0) return lang_py_error(err, "RuntimeError", "reduce argument must be either add or multiply.");
    lang_value *res = t;
    if (!inplace && (rc = contiguous_copy(I, t, &res, err))) return rc;
    if (n == 0) {
        *out = res;
        return SL_OK;
    }
    if (!src && (rc = lang_torch_checked_convert(val, vfrom, x->dtype, &val, err))) return rc;
    if (op != SR_ASSIGN && (x->dtype == SL_FLOAT16 || x->dtype == SL_BFLOAT16 || (!add && x->dtype == SL_BOOL)))
        return lang_unsupported(err, "%s() %sof %s tensors", fname, add ? "" : "with reduce= ", lang_torch_scalar_type_name(x->dtype));
    if ((rc = scatter_run_op(I, res, dim, p[1], src, val, op, NULL, err))) return rc;
    *out = res;
    return SL_OK;
}

/* scatter_reduce(dim, index, src, reduce, *, include_self=True) and scatter_reduce_:
 * scatter's checks (scatter_meta_impl, the reduce name last), self copied for the
 * out-of-place form, then (include_self=False) the targets set to the reduction's
 * starting value by scatter_(dim, index, value), the values combined along scatter's
 * walk (each element takes its values in index order, so torch 2.x's sorted path for an
 * expanded index gives the same), and mean divided by the counts.  torch 2.x's 'max' /
 * 'min' spellings are refused. */
static int method_scatter_reduce(lang_interp *I, lang_value *t, bool inplace, const lang_args *a, lang_value **out,
                                 sl_error *err) {
    const char *fname = inplace ? "scatter_reduce_" : "scatter_reduce";
    static const char *const PN[] = {"dim", "index", "src", "reduce", "include_self"};
    lang_value *p[5] = {0};
    int rc = lang_bind(a, fname, PN, 5, 4, p, err);
    if (rc) return rc;
    if (a->npos > 4) return lang_unsupported(err, "%s() with include_self given positionally", fname);
    if (p[4] && p[4]->kind != V_BOOL) return lang_unsupported(err, "%s() with include_self given as %s", fname, lv_type_name(p[4]));
    const bool include_self = !p[4] || p[4]->u.b;
    if (p[3]->kind != V_STR) return lang_unsupported(err, "%s() with reduce given as %s", fname, lv_type_name(p[3]));
    const char *rn = p[3]->u.str.s;
    int op = !strcmp(rn, "sum") || !strcmp(rn, "mean") ? SR_ADD : !strcmp(rn, "prod") ? SR_MUL : !strcmp(rn, "amax") ? SR_MAX
           : !strcmp(rn, "amin") ? SR_MIN : -1;
    const bool mean = !strcmp(rn, "mean");
    if (op < 0 && (!strcmp(rn, "max") || !strcmp(rn, "min")) && TV(t)->t.ref == SL_REF_LESSONS)
        return lang_unsupported(err, "%s() with reduce='%s'", fname, rn);
    int64_t dim = 0;
    if ((rc = dim_arg(p[0], fname, &dim, err))) return rc;
    if (p[1]->kind != V_TENSOR || p[2]->kind != V_TENSOR)
        return lang_unsupported(err, "%s() with an index or src that is not a tensor", fname);
    lang_value *src = p[2];
    const sl_tensor *x = &TV(t)->t, *ix = &TV(p[1])->t, *sx = &TV(src)->t;
    if (sl_dtype_is_complex(x->dtype) || sl_dtype_is_complex(sx->dtype)) return lang_unsupported(err, "%s() of complex tensors", fname);
    if (x->layout.ndim == 0 || ix->layout.ndim == 0 || sx->layout.ndim == 0)
        return lang_unsupported(err, "%s() of 0-dim tensors", fname);
    if ((rc = sl_wrap_dim(dim, x->layout.ndim, true, &dim, err))) return rc;
    const int64_t n = numel_of(ix);
    if (n != 0 && ix->dtype != SL_INT64) return lang_py_error(err, "RuntimeError", "scatter(): Expected dtype int64 for index");
    if (sx->dtype != x->dtype) return lang_py_error(err, "RuntimeError", "scatter(): Expected self.dtype to be equal to src.dtype");
    if (n != 0) {
        const int32_t xd = x->layout.ndim;
        if (xd != ix->layout.ndim)
            return lang_py_error(err, "RuntimeError", "Index tensor must have the same number of dimensions as self tensor");
        if (sx->layout.ndim != xd) return lang_unsupported(err, "%s() with a src of another number of dims than index", fname);
        bool wrong = false;
        for (int32_t d = 0; d < xd && !wrong; d++)
            if ((d != dim && ix->layout.size[d] > x->layout.size[d]) || ix->layout.size[d] > sx->layout.size[d]) wrong = true;
        if (wrong) {
            char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8], a3[SL_MAX_DIMS * 24 + 8];
            sl_format_list(a1, sizeof a1, ix->layout.size, ix->layout.ndim);
            sl_format_list(a2, sizeof a2, x->layout.size, xd);
            sl_format_list(a3, sizeof a3, sx->layout.size, xd);
            return lang_py_error(err, "RuntimeError",
                                 "Expected index %s to be smaller than self %s apart from dimension %lld and to be smaller size than src %s",
                                 a1, a2, (long long)dim, a3);
        }
    }
    if (inplace && ((rc = no_internal_overlap(x, fname, err)) || (rc = no_overlap(t, p[1], fname, err)) ||
                    (rc = no_overlap(t, src, fname, err))))
        return rc;
    if (op < 0) {
        if (x->ref == SL_REF_LESSONS)
            return lang_py_error(err, "RuntimeError", "reduce argument must be either sum, prod, mean, amax or amin, got %s", rn);
        return lang_py_error(err, "RuntimeError", "reduce argument must be either sum, prod, mean, amax or amin.");
    }
    if (x->dtype == SL_FLOAT16 || x->dtype == SL_BFLOAT16 || x->dtype == SL_BOOL)
        return lang_unsupported(err, "%s() of %s tensors", fname, lang_torch_scalar_type_name(x->dtype));
    lang_value *res = t;
    if (!inplace && (rc = contiguous_copy(I, t, &res, err))) return rc;
    *out = res;
    if (n == 0) return SL_OK;
    lang_num zero = {0};
    if (!include_self && (rc = scatter_run_op(I, res, dim, p[1], NULL, reduce_init(op, x->dtype), SR_ASSIGN, NULL, err))) return rc;
    int64_t *counts = NULL;
    if (mean) {
        counts = lang_alloc_n(&I->A, numel_of(&TV(res)->t) + 1, sizeof *counts);
        CHECK_ALLOC(counts);
        memset(counts, 0, sizeof *counts * (size_t)(numel_of(&TV(res)->t) + 1));
    }
    if ((rc = scatter_run_op(I, res, dim, p[1], src, zero, op, counts, err))) return rc;
    return mean ? mean_divide(I, res, counts, include_self, err) : SL_OK;
}

/* index_reduce_(dim, index, source, reduce, *, include_self=True) and index_reduce:
 * index_add_'s checks under the name index_reduce_ (torch 2.x's source-shape message),
 * reduce one of prod / mean / amax / amin, (include_self=False) the indexed slices set
 * to the starting value by index_fill_, then for each index position in order the
 * slice self.select(dim, index[i]) combined with source.select(dim, i), the bounds
 * checked before each slice ("index out of range in self"), and mean divided by the
 * counts.  Refused: a source whose shape is not self's apart from dim (torch 1.13
 * broadcasts the slices), 0-dim tensors. */
static int method_index_reduce(lang_interp *I, lang_value *t, bool inplace, const lang_args *a, lang_value **out,
                               sl_error *err) {
    const char *fname = inplace ? "index_reduce_" : "index_reduce";
    static const char *const PN[] = {"dim", "index", "source", "reduce", "include_self"};
    lang_value *p[5] = {0};
    int rc = lang_bind(a, fname, PN, 5, 4, p, err);
    if (rc) return rc;
    if (a->npos > 4) return lang_unsupported(err, "%s() with include_self given positionally", fname);
    if (p[4] && p[4]->kind != V_BOOL) return lang_unsupported(err, "%s() with include_self given as %s", fname, lv_type_name(p[4]));
    const bool include_self = !p[4] || p[4]->u.b;
    if (p[3]->kind != V_STR) return lang_unsupported(err, "%s() with reduce given as %s", fname, lv_type_name(p[3]));
    const char *rn = p[3]->u.str.s;
    const int op = !strcmp(rn, "prod") ? SR_MUL : !strcmp(rn, "mean") ? SR_ADD : !strcmp(rn, "amax") ? SR_MAX
                 : !strcmp(rn, "amin") ? SR_MIN : -1;
    const bool mean = !strcmp(rn, "mean");
    int64_t dim = 0;
    if ((rc = dim_arg(p[0], fname, &dim, err))) return rc;
    if (p[1]->kind != V_TENSOR || p[2]->kind != V_TENSOR)
        return lang_unsupported(err, "%s() with an index or source that is not a tensor", fname);
    lang_value *index = p[1], *source = p[2];
    const sl_tensor *x = &TV(t)->t, *ix = &TV(index)->t, *s = &TV(source)->t;
    if (sl_dtype_is_complex(x->dtype) || sl_dtype_is_complex(s->dtype)) return lang_unsupported(err, "%s() of complex tensors", fname);
    if (x->layout.ndim == 0 || s->layout.ndim == 0) return lang_unsupported(err, "%s() of 0-dim tensors", fname);
    /* index_func_meta_impl, in its order */
    if ((rc = sl_wrap_dim(dim, x->layout.ndim, true, &dim, err))) return rc;
    const int64_t n = numel_of(ix);
    if ((rc = index_func_meta_checks("index_reduce_", x, ix, s, dim, err))) return rc;
    if (n != s->layout.size[dim])
        return lang_py_error(err, "RuntimeError", "index_reduce_(): Number of indices (%lld) should be equal to source.size(dim): (%lld), for dim: %lld",
                             (long long)n, (long long)s->layout.size[dim], (long long)dim);
    bool same = s->layout.ndim == x->layout.ndim;
    for (int32_t d = 0; same && d < x->layout.ndim; d++) same = d == dim || s->layout.size[d] == x->layout.size[d];
    if (!same) {
        if (x->ref != SL_REF_LESSONS) return lang_unsupported(err, "%s() with a source whose shape is not self's apart from dim", fname);
        char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
        sl_format_list(a1, sizeof a1, x->layout.size, x->layout.ndim);
        sl_format_list(a2, sizeof a2, s->layout.size, s->layout.ndim);
        return lang_py_error(err, "RuntimeError",
                             "source tensor shape must match self tensor shape, excluding the specified dimension. "
                             "Got self.shape = %s source.shape = %s", a1, a2);
    }
    if (inplace && ((rc = no_internal_overlap(x, fname, err)) || (rc = no_overlap(t, index, fname, err)) ||
                    (rc = no_overlap(t, source, fname, err))))
        return rc;
    if (op < 0)
        return lang_py_error(err, "RuntimeError", "index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got %s.", rn);
    const sl_dtype dt = x->dtype;
    if (dt == SL_FLOAT16 || dt == SL_BFLOAT16 || dt == SL_BOOL)
        return lang_unsupported(err, "%s() of %s tensors", fname, lang_torch_scalar_type_name(dt));
    lang_value *res = t;
    if (!inplace && (rc = contiguous_copy(I, t, &res, err))) return rc;
    *out = res;
    if (!include_self) {
        if (ix->dtype != SL_INT64) return lang_unsupported(err, "%s() with include_self=False and an int32 index", fname);
        lang_num init = reduce_init(op, dt);
        lang_value *iv0 = init.is_float ? lv_float(I, init.f) : lv_int(I, init.i);
        CHECK_ALLOC(iv0);
        if ((rc = index_fill_into(I, res, dim, index, iv0, err))) return rc;
    }
    const sl_tensor *r = &TV(res)->t;
    int64_t *iv, nn;
    if ((rc = lang_torch_read_ints(I, index, "an index", &iv, &nn, err))) return rc;
    int64_t *counts = NULL, rn_el = numel_of(r);
    if (mean) {
        counts = lang_alloc_n(&I->A, rn_el + 1, sizeof *counts);
        CHECK_ALLOC(counts);
        memset(counts, 0, sizeof *counts * (size_t)(rn_el + 1));
    }
    const int64_t size = r->layout.size[dim];
    for (int64_t i = 0; i < n; i++) {
        if (iv[i] < 0 || iv[i] >= size) return lang_py_error(err, "IndexError", "index out of range in self");
        sl_tensor rs, ss;
        if ((rc = sl_torch_select(r, dim, iv[i], &rs, err)) || (rc = sl_torch_select(s, dim, i, &ss, err))) return rc;
        lang_lview rv, sv;
        lang_lview_of_tensor(&rs, &rv);
        lang_lview_of_tensor(&ss, &sv);
        if ((rc = lang_before_write(I, err))) return rc;
        int64_t m = numel_of(&rs), idx[SL_MAX_DIMS] = {0};
        for (int64_t e = 0; e < m; e++) {
            lang_num av, bv, z;
            if ((rc = lang_charge_units(I, 2, err)) || (rc = lang_read(I, TV(res)->st, &rv, idx, &av, err)) ||
                (rc = lang_read(I, TV(source)->st, &sv, idx, &bv, err)) || (rc = reduce_pair(op, av, bv, dt, &z, err)) ||
                (rc = lang_write(I, TV(res)->st, &rv, idx, z, err)))
                return rc;
            if (counts) { /* the element's C-order position in self */
                int64_t lin = 0;
                for (int32_t d = 0, k = 0; d < r->layout.ndim; d++)
                    lin = lin * r->layout.size[d] + (d == dim ? iv[i] : idx[k++]);
                counts[lin]++;
            }
            lang_next_index(idx, rs.layout.size, rs.layout.ndim);
        }
    }
    return mean ? mean_divide(I, res, counts, include_self, err) : SL_OK;
}

/* ------------------------------------------------------------ index_put_ == */

/* index_put_(indices, values, accumulate=False): a tuple or list of index tensors and a
 * values tensor.  The write is t[indices] = values (lang_torch_adv_set, the same
 * index_put_ underneath, with its masked_fill_ dispatch for one mask and a 0-dim value);
 * what index_put_ checks that item assignment does not comes first: the number of
 * indices, and that values has self's dtype (checked, as _index_put_impl_ does, after the
 * indices are validated and values is found to broadcast to the indexed shape).  An index
 * out of bounds alongside a dtype mismatch (torch reports the mismatch first) is refused,
 * as are accumulate=True, None indices and an empty index tuple. */
static int method_index_put(lang_interp *I, lang_value *t, bool inplace, const lang_args *a, lang_value **out,
                            sl_error *err) {
    const char *fname = inplace ? "index_put_" : "index_put";
    static const char *const PN[] = {"indices", "values", "accumulate"};
    lang_value *p[3];
    int rc = lang_bind(a, fname, PN, 3, 2, p, err);
    if (rc) return rc;
    if (p[2] && !(p[2]->kind == V_BOOL && !p[2]->u.b)) return lang_unsupported(err, "%s() with accumulate=True", fname);
    if (p[0]->kind != V_TUPLE && p[0]->kind != V_LIST)
        return lang_unsupported(err, "%s() with indices given as %s", fname, lv_type_name(p[0]));
    if (p[1]->kind != V_TENSOR) return lang_unsupported(err, "%s() with values given as %s", fname, lv_type_name(p[1]));
    const int64_t n = p[0]->u.seq.n;
    if (n == 0) return lang_unsupported(err, "%s() with no indices", fname);
    for (int64_t k = 0; k < n; k++)
        if (p[0]->u.seq.v[k]->kind != V_TENSOR) return lang_unsupported(err, "%s() with an index that is not a tensor", fname);
    const sl_tensor *x = &TV(t)->t, *v = &TV(p[1])->t;
    if (sl_dtype_is_complex(x->dtype) || sl_dtype_is_complex(v->dtype)) return lang_unsupported(err, "%s() of complex tensors", fname);
    if (n > x->layout.ndim)
        return lang_py_error(err, "IndexError", "too many indices for tensor of dimension %d (got %lld)", x->layout.ndim, (long long)n);
    lang_value *idx = lv_seq(I, V_TUPLE, n);
    CHECK_ALLOC(idx);
    for (int64_t k = 0; k < n; k++) idx->u.seq.v[k] = p[0]->u.seq.v[k];
    const sl_dtype i0 = TV(idx->u.seq.v[0])->t.dtype;
    const bool masked_fill = n == 1 && (i0 == SL_BOOL || i0 == SL_UINT8) && v->layout.ndim == 0;
    if (v->dtype != x->dtype && !masked_fill) {
        lang_value *sel;
        if ((rc = lang_torch_adv_get(I, t, idx, &sel, err))) {
            if (!strcmp(err->type, "IndexError") && strstr(err->message, "out of bounds"))
                return lang_unsupported(err, "%s() with an index out of bounds and values of another dtype", fname);
            return rc;
        }
        const sl_tensor *r = &TV(sel)->t;
        int64_t shape[SL_MAX_DIMS];
        int32_t nd;
        bool ok = sl_torch_broadcast_shapes2(v->layout.size, v->layout.ndim, r->layout.size, r->layout.ndim, shape, &nd, err) == SL_OK &&
                  nd == r->layout.ndim;
        for (int32_t d = 0; ok && d < nd; d++) ok = shape[d] == r->layout.size[d];
        sl_error_clear(err);
        if (!ok) {
            char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
            sl_format_list(a1, sizeof a1, v->layout.size, v->layout.ndim);
            sl_format_list(a2, sizeof a2, r->layout.size, r->layout.ndim);
            return lang_py_error(err, "RuntimeError", "shape mismatch: value tensor of shape %s cannot be broadcast to indexing result of shape %s",
                                 a1, a2);
        }
        return lang_py_error(err, "RuntimeError",
                             "Index put requires the source and destination dtypes match, got %s for the destination and %s for the source.",
                             lang_torch_scalar_type_name(x->dtype), lang_torch_scalar_type_name(v->dtype));
    }
    lang_value *res = t;
    if (!inplace && (rc = lang_tensor_method_pos(I, t, "clone", NULL, 0, &res, err))) return rc;
    if ((rc = lang_torch_adv_set(I, res, idx, p[1], err))) return rc;
    *out = res;
    return SL_OK;
}

int lang_torch_index_write_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                                  sl_error *err) {
    if (!strcmp(name, "index_fill_") || !strcmp(name, "index_fill")) return method_index_fill(I, t, name[10] == '_', a, out, err);
    if (!strcmp(name, "index_copy_") || !strcmp(name, "index_copy")) return method_index_copy(I, t, name[10] == '_', a, out, err);
    if (!strcmp(name, "index_add_") || !strcmp(name, "index_add")) return method_index_add(I, t, name[9] == '_', a, out, err);
    if (!strcmp(name, "scatter_") || !strcmp(name, "scatter")) return method_scatter(I, t, name[7] == '_', false, a, out, err);
    if (!strcmp(name, "scatter_add_") || !strcmp(name, "scatter_add"))
        return method_scatter(I, t, name[11] == '_', true, a, out, err);
    if (!strcmp(name, "index_put_") || !strcmp(name, "index_put")) return method_index_put(I, t, name[9] == '_', a, out, err);
    if (!strcmp(name, "scatter_reduce_") || !strcmp(name, "scatter_reduce"))
        return method_scatter_reduce(I, t, name[14] == '_', a, out, err);
    if (!strcmp(name, "index_reduce_") || !strcmp(name, "index_reduce"))
        return method_index_reduce(I, t, name[12] == '_', a, out, err);
    return LANG_NOT_MINE;
}
