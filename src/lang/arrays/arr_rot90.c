/*
 * arr_rot90.c — torch.rot90 / Tensor.rot90 (torch 1.13) and np.rot90 (numpy 1.24): the
 * same rotation, a copy in torch and a view in numpy.
 *
 * torch (TensorTransformations.cpp): two dims, at least two of them in the tensor, the
 * dims different and not `ndim` apart, each in range (errors in that order); k mod 4:
 * 1 = flip(dims[1]) then transpose_ (the flipped copy's layout transposed in place, so
 * the result has no base), 2 = flip(both), 3 = flip(dims[0]) then transpose_, 0 = a
 * contiguous clone.
 * numpy (function_base.rot90): len(axes) == 2, the axes different and not ndim apart,
 * in range; k % 4: 0 = m[:], 2 = flip(flip(m, a0), a1), 1 = transpose(flip(m, a1)) with
 * the two axes swapped, 3 = flip(transpose(m), a1).  All views of m.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/numpy/ndarray.h"

static int two_ints(lang_value *v, int64_t *d, int32_t *n, const char *what, sl_error *err) {
    return lang_int_list((const lang_value *const *)&v, 1, d, n, what, err);
}

static lang_value *int_list(lang_interp *I, const int64_t *v, int32_t n) { return lv_ints(I, V_LIST, v, n); }

/* self.name(arg) of a tensor; of an array the method, or numpy.flip(self, arg) */
static int call(lang_interp *I, lang_value *self, const char *name, lang_value *arg, lang_value **out,
                sl_error *err) {
    lang_args a = {&arg, arg ? 1 : 0, NULL, NULL, 0};
    if (self->kind == V_TENSOR) return lang_tensor_method(I, self, name, &a, out, err);
    if (!strcmp(name, "flip")) {
        lang_value *two[2] = {self, arg};
        return lang_np_func(I, "flip", &(lang_args){two, 2, NULL, NULL, 0}, out, err);
    }
    return lang_np_method(I, self, name, &a, out, err);
}

static int torch_rot90(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"k", "dims"};
    lang_value *p[2];
    int rc = lang_bind(a, "rot90", PN, 2, 0, p, err);
    if (rc) return rc;
    int64_t k = 1, dims[SL_MAX_DIMS] = {0, 1};
    int32_t nd = 2;
    if (p[0] && (rc = lang_to_int(p[0], &k, "k", err))) return rc;
    if (p[1] && (rc = two_ints(p[1], dims, &nd, "dims", err))) return rc;
    const int64_t total = lang_tv(t)->t.layout.ndim;
    if (nd != 2) return lang_py_error(err, "RuntimeError", "expected total rotation dims == 2, but got dims = %d", nd);
    if (total < 2) return lang_py_error(err, "RuntimeError", "expected total dims >= 2, but got total dims = %lld", (long long)total);
    int64_t gap = dims[0] - dims[1];
    if (dims[0] == dims[1] || gap == total || gap == -total)
        return lang_py_error(err, "RuntimeError", "expected rotation dims to be different, but got dim0 = %lld and dim1 = %lld",
                             (long long)dims[0], (long long)dims[1]);
    for (int i = 0; i < 2; i++)
        if (dims[i] >= total || dims[i] < -total)
            return lang_py_error(err, "RuntimeError", "Rotation dim%d out of range, dim%d = %lld", i, i, (long long)dims[i]);
    k = (4 + k % 4) % 4;
    lang_value *r;
    if (k == 0) {
        if ((rc = call(I, t, "contiguous", NULL, &r, err))) return rc;
        if (r == t && (rc = call(I, t, "clone", NULL, &r, err))) return rc; /* contiguous: a clone keeps it */
        *out = r;
        return SL_OK;
    }
    lang_value *fd = k == 2 ? int_list(I, dims, 2) : int_list(I, &dims[k == 1 ? 1 : 0], 1);
    CHECK_ALLOC(fd);
    if ((rc = call(I, t, "flip", fd, &r, err))) return rc;
    if (k == 2) {
        *out = r;
        return SL_OK;
    }
    /* transpose_ of the fresh flipped tensor: its own layout, no base */
    sl_tensor tr;
    if ((rc = sl_torch_transpose(&lang_tv(r)->t, dims[0], dims[1], &tr, err))) return rc;
    tr.alias = lang_tv(r)->t.alias;
    CHECK_ALLOC(*out = lang_wrap_tensor(I, &tr, lang_tv(r)->st, NULL));
    return SL_OK;
}

static int np_rot90(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"m", "k", "axes"};
    lang_value *p[3];
    int rc = lang_bind(a, "numpy.rot90", PN, 3, 1, p, err);
    if (rc) return rc;
    int64_t k = 1, axes[SL_MAX_DIMS] = {0, 1};
    int32_t na = 2;
    if (p[1] && (rc = lang_to_int(p[1], &k, "k", err))) return rc;
    if (p[2] && (rc = two_ints(p[2], axes, &na, "axes", err))) return rc;
    if (na != 2) return lang_py_error(err, "ValueError", "len(axes) must be 2.");
    lang_value *m = p[0];
    if (m->kind != V_ARRAY) {
        if ((rc = lang_np_func(I, "asarray", &(lang_args){&m, 1, NULL, NULL, 0}, &m, err))) return rc;
    }
    const int64_t nd = lang_av(m)->a.ndim;
    int64_t gap = axes[0] - axes[1];
    if (axes[0] == axes[1] || gap == nd || gap == -nd) return lang_py_error(err, "ValueError", "Axes must be different.");
    if (axes[0] >= nd || axes[0] < -nd || axes[1] >= nd || axes[1] < -nd)
        return lang_py_error(err, "ValueError", "Axes=(%lld, %lld) out of range for array of ndim=%lld.",
                             (long long)axes[0], (long long)axes[1], (long long)nd);
    k = ((k % 4) + 4) % 4; /* Python's % */
    if (k == 0) {
        lang_value *all = lv_new(I, V_SLICE);
        CHECK_ALLOC(all);
        all->u.slice.start = all->u.slice.stop = all->u.slice.step = lv_none(I);
        CHECK_ALLOC(all->u.slice.start);
        return lang_np_subscript(I, m, all, out, err);
    }
    lang_value *a0 = lv_int(I, axes[0]), *a1 = lv_int(I, axes[1]), *r;
    CHECK_ALLOC(a0);
    CHECK_ALLOC(a1);
    if (k == 2) {
        if ((rc = call(I, m, "flip", a0, &r, err))) return rc;
        return call(I, r, "flip", a1, out, err);
    }
    int64_t perm[SL_MAX_DIMS];
    for (int64_t d = 0; d < nd; d++) perm[d] = d;
    int64_t i0 = axes[0] < 0 ? axes[0] + nd : axes[0], i1 = axes[1] < 0 ? axes[1] + nd : axes[1];
    perm[i0] = i1, perm[i1] = i0;
    lang_value *pl = lv_ints(I, V_TUPLE, perm, (int32_t)nd);
    CHECK_ALLOC(pl);
    if (k == 1) {
        if ((rc = call(I, m, "flip", a1, &r, err))) return rc;
        return call(I, r, "transpose", pl, out, err);
    }
    if ((rc = call(I, m, "transpose", pl, &r, err))) return rc;
    return call(I, r, "flip", a1, out, err);
}

int lang_rot90_torch(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    return torch_rot90(I, t, a, out, err);
}

int lang_rot90_np(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) { return np_rot90(I, a, out, err); }
