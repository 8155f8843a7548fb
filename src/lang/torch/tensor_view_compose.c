/*
 * tensor_view_compose.c — torch 1.13 ops that ATen builds from view ops, built here from
 * the same ops in the same order (TensorShape.cpp, TensorAdvancedIndexing.cpp), so that
 * layouts, aliasing and values follow from the engine's views and the copies of the
 * Tensor layer:
 *   - hsplit / vsplit / dsplit(sections | indices): the dimension check, then for a
 *     section count the divisibility check, then tensor_split along dim 1 (0 for 1-D) /
 *     0 / 2;
 *   - fliplr / flipud: the dimension check, then flip(1) / flip(0) (a copy);
 *   - column_stack(tensors): tensors of at most one dim reshaped to (numel, 1), then hstack;
 *   - narrow_copy(dim, start, length): narrow_copy_dense_cpu's checks (a positive dim is
 *     only bounds-checked, a negative one wrapped; start wrapped unless it equals the
 *     size), then the narrowed values in a fresh contiguous tensor;
 *   - select_scatter / slice_scatter / diagonal_scatter / as_strided_scatter(src, ...):
 *     self.clone(), the view of the clone (slice_scatter's dim=0, start / end None, step
 *     1), the size check, then copy_(src);
 *   - take_along_dim(indices, dim=None): without dim self.view(-1).gather(0,
 *     indices.view(-1)); with dim the helper's checks, both broadcast, then gather;
 *   - unsqueeze_ / squeeze_ / t_ / transpose_ / swapdims_ / swapaxes_: the out-of-place
 *     view's layout given to self (same object, same storage, same _base);
 *   - _is_view(): whether _base is set;
 *   - the conj-bit methods (is_conj, conj, resolve_conj, conj_physical, is_neg,
 *     resolve_neg): conjugate views of complex tensors, see below.
 * Dispatched from tensor_methods.c (methods) and tensor_module.c (torch.* functions).
 */
#include "lang/python/py.h"

#include <stdio.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

static int method(lang_interp *I, lang_value *t, const char *name, lang_value **args, int32_t n,
                  lang_value **out, sl_error *err) {
    return lang_tensor_method_pos(I, t, name, args, n, out, err);
}

static int int_arg(lang_interp *I, int64_t v, lang_value **out, sl_error *err) {
    *out = lv_int(I, v);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* ------------------------------------------------------- hsplit / vsplit / dsplit == */

static int hvd_split(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                     lang_value **out, sl_error *err) {
    static const char *const PN_SECTIONS[] = {"sections"};
    lang_value *p[1];
    int rc = lang_bind(a, name, PN_SECTIONS, 1, 1, p, err);
    if (rc) return rc;
    int32_t nd = TV(t)->t.layout.ndim;
    int32_t need = name[0] == 'h' ? 1 : name[0] == 'v' ? 2 : 3;
    if (nd < need)
        return lang_py_error(err, "RuntimeError",
                             "torch.%s requires a tensor with at least %d dimension, but got a "
                             "tensor with %d dimensions!",
                             name, (int)need, (int)nd);
    int64_t dim = name[0] == 'h' ? (nd == 1 ? 0 : 1) : name[0] == 'v' ? 0 : 2;
    lang_value *args[2];
    if ((rc = int_arg(I, dim, &args[1], err))) return rc;
    if (tensor_is_intseq(p[0])) {
        args[0] = p[0];
        return method(I, t, "tensor_split", args, 2, out, err);
    }
    if (p[0]->kind != V_INT && p[0]->kind != V_BOOL)
        return lang_unsupported(err, "torch.%s() with sections given as %s", name, lv_type_name(p[0]));
    int64_t sections;
    if ((rc = tensor_get_int(p[0], &sections, err))) return rc;
    int64_t size = TV(t)->t.layout.size[dim];
    if (sections == 0 || size % sections != 0)
        return lang_py_error(err, "RuntimeError",
                             "torch.%s attempted to split along dimension %lld, but the size of "
                             "the dimension %lld is not divisible by the split_size %lld!",
                             name, (long long)dim, (long long)size, (long long)sections);
    args[0] = p[0];
    return method(I, t, "tensor_split", args, 2, out, err);
}

/* ---------------------------------------------------------------- fliplr / flipud == */

static int flip_lr_ud(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                      lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
    bool lr = name[4] == 'l';
    if (TV(t)->t.layout.ndim < (lr ? 2 : 1))
        return lang_py_error(err, "RuntimeError", "Input must be >= %d-d.", lr ? 2 : 1);
    int64_t d = lr ? 1 : 0;
    lang_value *dims = lv_ints(I, V_LIST, &d, 1);
    CHECK_ALLOC(dims);
    return method(I, t, "flip", &dims, 1, out, err);
}

/* ------------------------------------------------------------------- narrow_copy == */

static int narrow_copy(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out,
                       sl_error *err) {
    static const char *const PN[] = {"dim", "start", "length"};
    lang_value *p[3];
    int rc = lang_bind(a, "narrow_copy", PN, 3, 3, p, err);
    if (rc) return rc;
    int64_t dim, start, length;
    if ((rc = tensor_get_int(p[0], &dim, err)) || (rc = tensor_get_int(p[1], &start, err)) ||
        (rc = tensor_get_int(p[2], &length, err)))
        return rc;
    const sl_layout *l = &TV(t)->t.layout;
    if (l->ndim == 0)
        return lang_py_error(err, "RuntimeError", "narrow() cannot be applied to a 0-dim tensor.");
    if (dim < 0) {
        if ((rc = sl_wrap_dim(dim, l->ndim, true, &dim, err))) return rc;
    } else if (dim >= l->ndim) {
        return lang_py_error(err, "RuntimeError",
                             "Expected dim < static_cast<int64_t>(self_sizes.size()) to be true, "
                             "but got false.  (Could this error message be improved?  If so, "
                             "please report an enhancement request to PyTorch.)");
    }
    int64_t cur = l->size[dim];
    if (start != cur && start < 0 && (rc = sl_wrap_dim(start, cur, true, &start, err))) return rc;
    if (length < 0 || start > cur - length)
        return lang_py_error(err, "RuntimeError",
                             "start (%lld) + length (%lld) exceeds dimension size (%lld).",
                             (long long)start, (long long)length, (long long)cur);
    sl_tensor v, r;
    if ((rc = sl_torch_narrow(&TV(t)->t, dim, start, length, &v, err))) return rc;
    lang_value *view;
    if ((rc = tensor_wrap(I, SL_OK, &v, t, &view, err))) return rc;
    if ((rc = sl_torch_clone(&v, SL_MF_CONTIGUOUS, &r, err))) return rc;
    return tensor_wrap(I, SL_OK, &r, view, out, err);
}

/* --------------------------------------------------------------------- *_scatter == */

static void size_text(const sl_tensor *t, char *buf, size_t cap) {
    sl_format_list(buf, cap, t->layout.size, t->layout.ndim);
}

static int scatter_op(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                      lang_value **out, sl_error *err) {
    static const char *const PN_SELECT[] = {"src", "dim", "index"};
    static const char *const PN_DIAG[] = {"src", "offset", "dim1", "dim2"};
    static const char *const PN_STRIDED[] = {"src", "size", "stride", "storage_offset"};
    lang_value *p[4] = {NULL};
    int rc;
    static const char *const PN_SLICE[] = {"src", "dim", "start", "end", "step"};
    lang_value *q[5] = {NULL};
    char kind = name[1] == 'l' ? 'l' : name[0]; /* 's'elect, s'l'ice, 'd'iagonal, 'a's_strided */
    if (kind == 'l') {
        if ((rc = lang_bind(a, name, PN_SLICE, 5, 1, q, err))) return rc;
        p[0] = q[0];
    } else if (kind == 's') rc = lang_bind(a, name, PN_SELECT, 3, 3, p, err);
    else if (kind == 'd') rc = lang_bind(a, name, PN_DIAG, 4, 1, p, err);
    else rc = lang_bind(a, name, PN_STRIDED, 4, 3, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_TENSOR) return lang_unsupported(err, "%s() with src given as %s", name, lv_type_name(p[0]));
    lang_value *output, *slice;
    if ((rc = method(I, t, "clone", NULL, 0, &output, err))) return rc;
    if (kind == 'l') { /* output.slice(dim, start, end, step): None bounds are open */
        int64_t dim = 0, start = 0, end = 0, step = 1;
        const char *what[4] = {"dim", "start", "end", "step"};
        int64_t *dst[4] = {&dim, &start, &end, &step};
        for (int k = 0; k < 4; k++)
            if (q[k + 1] && q[k + 1]->kind != V_NONE && (rc = lang_torch_int_arg(q[k + 1], name, what[k], dst[k], err))) return rc;
        sl_tensor r;
        bool has_s = q[2] && q[2]->kind != V_NONE, has_e = q[3] && q[3]->kind != V_NONE;
        if ((!has_s || !has_e || step == 1) && TV(t)->t.ref != SL_REF_LESSONS) /* 1.13 takes a slice of one step there */
            return lang_unsupported(err, "slice_scatter() with step 1 or a start or end None (torch 1.13's slice is of one element)");
        rc = sl_torch_slice(&TV(output)->t, dim, has_s ? &start : NULL, has_e ? &end : NULL, step, &r, err);
        rc = tensor_wrap(I, rc, &r, output, &slice, err);
    } else if (kind == 's') {
        rc = method(I, output, "select", &p[1], 2, &slice, err);
    } else if (kind == 'd') {
        lang_value *args[3];
        int64_t def[3] = {0, 0, 1};
        for (int k = 0; k < 3; k++) {
            if (p[k + 1]) args[k] = p[k + 1];
            else if ((rc = int_arg(I, def[k], &args[k], err))) return rc;
        }
        rc = method(I, output, "diagonal", args, 3, &slice, err);
    } else {
        int32_t n = p[3] && p[3]->kind != V_NONE ? 3 : 2;
        rc = method(I, output, "as_strided", &p[1], n, &slice, err);
    }
    if (rc) return rc;
    const sl_tensor *sv = &TV(slice)->t, *src = &TV(p[0])->t;
    bool same = sv->layout.ndim == src->layout.ndim;
    for (int32_t d = 0; same && d < sv->layout.ndim; d++) same = sv->layout.size[d] == src->layout.size[d];
    if (!same) {
        char s1[512], s2[512];
        size_text(src, s1, sizeof s1);
        size_text(sv, s2, sizeof s2);
        return lang_py_error(err, "RuntimeError",
                             "expected src to have a size equal to the slice of self. src size = "
                             "%s, slice size = %s",
                             s1, s2);
    }
    lang_value *ignored;
    if ((rc = method(I, slice, "copy_", &p[0], 1, &ignored, err))) return rc;
    *out = output;
    return SL_OK;
}

/* ---------------------------------------------------------------- take_along_dim == */

static int take_along_dim(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out,
                          sl_error *err) {
    static const char *const PN[] = {"indices", "dim"};
    lang_value *p[2];
    int rc = lang_bind(a, "take_along_dim", PN, 2, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_TENSOR)
        return lang_unsupported(err, "take_along_dim() with indices given as %s", lv_type_name(p[0]));
    lang_value *idx = p[0];
    lang_value *args[2];
    if (!p[1] || p[1]->kind == V_NONE) {
        lang_value *flat_self, *flat_idx;
        if ((rc = int_arg(I, -1, &args[0], err))) return rc;
        if ((rc = method(I, t, "view", args, 1, &flat_self, err)) ||
            (rc = method(I, idx, "view", args, 1, &flat_idx, err)))
            return rc;
        if ((rc = int_arg(I, 0, &args[0], err))) return rc;
        args[1] = flat_idx;
        return method(I, flat_self, "gather", args, 2, out, err);
    }
    int64_t dim;
    if ((rc = tensor_get_int(p[1], &dim, err))) return rc;
    const sl_tensor *s = &TV(t)->t, *ix = &TV(idx)->t;
    if (s->layout.ndim != ix->layout.ndim)
        return lang_py_error(err, "RuntimeError",
                             "torch.take_along_dim(): input and indices should have the same "
                             "number of dimensions, but got %d dimensions for input, and %d "
                             "dimensions for indices",
                             (int)s->layout.ndim, (int)ix->layout.ndim);
    if (ix->dtype != SL_INT64)
        return lang_py_error(err, "RuntimeError",
                             "torch.take_along_dim(): dtype of indices should be Long but got %s",
                             lang_torch_scalar_type_name(ix->dtype));
    if ((rc = sl_wrap_dim(dim, s->layout.ndim, true, &dim, err))) return rc;
    int32_t n = s->layout.ndim, nb;
    int64_t sizes[SL_MAX_DIMS], shape_i[SL_MAX_DIMS], shape_s[SL_MAX_DIMS];
    memcpy(sizes, s->layout.size, sizeof(int64_t) * (size_t)n);
    sizes[dim] = ix->layout.size[dim];
    if ((rc = sl_torch_broadcast_shapes2(sizes, n, ix->layout.size, n, shape_i, &nb, err))) return rc;
    memcpy(sizes, ix->layout.size, sizeof(int64_t) * (size_t)n);
    sizes[dim] = s->layout.size[dim];
    if ((rc = sl_torch_broadcast_shapes2(sizes, n, s->layout.size, n, shape_s, &nb, err))) return rc;
    lang_value *vi = lv_ints(I, V_LIST, shape_i, n), *vs = lv_ints(I, V_LIST, shape_s, n);
    CHECK_ALLOC(vi);
    CHECK_ALLOC(vs);
    lang_value *ib, *sb;
    if ((rc = method(I, idx, "expand", &vi, 1, &ib, err)) || (rc = method(I, t, "expand", &vs, 1, &sb, err)))
        return rc;
    if ((rc = int_arg(I, dim, &args[0], err))) return rc;
    args[1] = ib;
    return method(I, sb, "gather", args, 2, out, err);
}

/* ------------------------------------------------------- in-place view ops == */

static int inplace_view(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err) {
    char base[32];
    size_t n = strlen(name) - 1; /* without the trailing '_' */
    memcpy(base, name, n);
    base[n] = '\0';
    lang_value *v;
    int rc = lang_tensor_method(I, t, base, a, &v, err);
    if (rc == SL_ERR_PY && !strcmp(name, "t_") && !strncmp(err->message, "t() ", 4)) {
        char msg[sizeof err->message], type[sizeof err->type];
        snprintf(msg, sizeof msg, "t_() %s", err->message + 4);
        snprintf(type, sizeof type, "%s", err->type);
        return lang_py_error(err, type, "%s", msg);
    }
    if (rc) return rc;
    TV(t)->t.layout = TV(v)->t.layout;
    *out = t;
    return SL_OK;
}

/* ------------------------------------------------------------ conjugate views == */

/* The conj bit (sl_tensor.conj): torch's conj() of a complex tensor, and adjoint() / mH /
 * H of one (sl_torch_matrix_transpose flips it), are views whose values read conjugated
 * (is_conj() True); element reads and writes honor it (lang_lview.conj, arr_store.c).
 * Views keep the bit, copies resolve it (clone, contiguous, reshape's copy, to(): the
 * values conjugated, the bit clear).  resolve_conj() of a conjugate view is such a copy
 * (empty_like's preserve-format layout); conj_physical() is a copy holding the
 * conjugates of the values whatever the bit.  A tensor without the bit: conj(),
 * resolve_conj() of any tensor and conj_physical() of a real one are self. */
static int conj_copy(lang_interp *I, lang_value *t, bool conjugate, lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_tensor r;
    int rc = sl_torch_clone(tt, SL_MF_PRESERVE, &r, err);
    if (rc) return rc;
    lang_lview sv, dv;
    lang_lview_of_tensor(tt, &sv);
    if (conjugate) sv.conj = !sv.conj;
    r.conj = false;
    lang_lview_of_tensor(&r, &dv);
    lang_storage *st = lang_storage_copy(I, TV(t)->st, &sv, &dv, r.storage_bytes, 0, false);
    CHECK_ALLOC(st);
    *out = lang_wrap_tensor(I, &r, st, NULL);
    CHECK_ALLOC(*out);
    return SL_OK;
}

int lang_torch_conj(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    bool cplx = sl_dtype_is_complex(tt->dtype);
    if (!strcmp(name, "is_conj") || !strcmp(name, "is_neg")) {
        *out = lv_bool(I, name[3] == 'c' && tt->conj);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "conj") && cplx) {
        /* a view of the same layout with the bit flipped (conj() of a conjugate view
         * is a view without it) */
        sl_tensor r = *tt;
        r.alias = SL_ALIAS_VIEW;
        r.conj = !tt->conj;
        *out = lang_wrap_tensor(I, &r, NULL, t);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "conj_physical") && cplx) return conj_copy(I, t, true, out, err);
    if (!strcmp(name, "resolve_conj") && tt->conj) return conj_copy(I, t, false, out, err);
    /* conj / conj_physical of a non-complex tensor, resolve_conj of a tensor without the
     * bit, resolve_neg: self, the same object */
    *out = t;
    return SL_OK;
}

int lang_torch_check_conj(const sl_tensor *t, const char *what, sl_error *err) {
    if (!t->conj) return SL_OK;
    if (!strcmp(what, "view_as_real"))
        return lang_py_error(err, "RuntimeError",
                             "view_as_real doesn't work on unresolved conjugated tensors.  To resolve the conjugate "
                             "tensor so you can view it as real, use self.resolve_conj(); however, be warned that "
                             "the resulting tensor will NOT alias the original.");
    if (!strcmp(what, "numpy"))
        return lang_py_error(err, "RuntimeError",
                             "Can't call numpy() on Tensor that has conjugate bit set. Use tensor.resolve_conj().numpy() instead.");
    if (!strcmp(what, "view_dtype"))
        return lang_py_error(err, "RuntimeError",
                             "torch.Tensor.view is not supported for conjugate view tensors when converting to a different dtype.");
    /* imag of a conjugate view is a view with torch's negative bit */
    return lang_unsupported(err, "%s of a conjugate view (torch's negative bit, is_neg() True) is not modelled", what);
}

static int conj_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                       lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
    return lang_torch_conj(I, t, name, out, err);
}

/* ---------------------------------------------------------------- dispatchers == */

int lang_torch_view_compose_method(lang_interp *I, lang_value *t, const char *name,
                                   const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "hsplit") || !strcmp(name, "vsplit") || !strcmp(name, "dsplit"))
        return hvd_split(I, t, name, a, out, err);
    if (!strcmp(name, "fliplr") || !strcmp(name, "flipud")) return flip_lr_ud(I, t, name, a, out, err);
    if (!strcmp(name, "narrow_copy")) return narrow_copy(I, t, a, out, err);
    if (!strcmp(name, "select_scatter") || !strcmp(name, "diagonal_scatter") ||
        !strcmp(name, "as_strided_scatter") || !strcmp(name, "slice_scatter"))
        return scatter_op(I, t, name, a, out, err);
    if (!strcmp(name, "take_along_dim")) return take_along_dim(I, t, a, out, err);
    if (!strcmp(name, "unsqueeze_") || !strcmp(name, "squeeze_") || !strcmp(name, "t_") ||
        !strcmp(name, "transpose_") || !strcmp(name, "swapdims_") || !strcmp(name, "swapaxes_"))
        return inplace_view(I, t, name, a, out, err);
    if (!strcmp(name, "is_conj") || !strcmp(name, "is_neg") || !strcmp(name, "conj") ||
        !strcmp(name, "conj_physical") || !strcmp(name, "resolve_conj") || !strcmp(name, "resolve_neg"))
        return conj_method(I, t, name, a, out, err);
    if (!strcmp(name, "_is_view")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "_is_view() with arguments");
        *out = lv_bool(I, TV(t)->base != NULL);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    return LANG_NOT_MINE;
}

int lang_torch_view_compose_func(lang_interp *I, const char *name, const lang_args *a,
                                 lang_value **out, sl_error *err) {
    if (strcmp(name, "column_stack")) return LANG_NOT_MINE;
    static const char *const PN[] = {"tensors"};
    lang_value *p[1];
    int rc = lang_bind(a, "column_stack", PN, 1, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_LIST && p[0]->kind != V_TUPLE)
        return lang_unsupported(err, "column_stack() of a %s", lv_type_name(p[0]));
    int64_t n = p[0]->u.seq.n;
    if (n == 0) return lang_py_error(err, "RuntimeError", "column_stack expects a non-empty TensorList");
    lang_value *parts = lv_seq(I, V_LIST, n);
    CHECK_ALLOC(parts);
    for (int64_t k = 0; k < n; k++) {
        lang_value *x = p[0]->u.seq.v[k];
        if (x->kind != V_TENSOR) return lang_unsupported(err, "column_stack() of a %s", lv_type_name(x));
        if (TV(x)->t.layout.ndim <= 1) {
            int64_t sh[2] = {0, 1};
            if ((rc = sl_layout_numel(&TV(x)->t.layout, &sh[0], err))) return rc;
            lang_value *shape = lv_ints(I, V_LIST, sh, 2);
            CHECK_ALLOC(shape);
            if ((rc = method(I, x, "reshape", &shape, 1, &x, err))) return rc;
        }
        parts->u.seq.v[k] = x;
    }
    lang_args b = {0};
    b.pos = &parts;
    b.npos = 1;
    return lang_torch_func_call(I, "torch.hstack", &b, out, err);
}
