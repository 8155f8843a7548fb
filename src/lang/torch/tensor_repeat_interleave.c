/*
 * tensor_repeat_interleave.c — torch 1.13's Tensor.repeat_interleave and
 * torch.repeat_interleave (int or tensor repeats, dim=, output_size=, and the one-argument
 * index form)
 * for the snippet language: repeat_interleave builds the index tensor torch builds and
 * calls index_select.  Dispatched from tensor_topk.c; Tensor.repeat / tile are
 * tensor_reorder.c, np.repeat is src/lang/numpy/ndarray_reorder.c.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor_internal.h"

#include <math.h>
#include <stdlib.h>


#define MAX_WALK ((int64_t)1 << 24)

/* ------------------------------------------------------------ repeat_interleave == */

/* the 1-d int64 tensor of the given values */
static int long_tensor(lang_interp *I, const int64_t *v, int64_t n, lang_value **out, sl_error *err) {
    lang_storage *st;
    int rc = lang_torch_new_contig(I, &n, 1, SL_INT64, out, &st, err);
    if (rc) return rc;
    if (st->poison) return lang_unsupported(err, "repeat_interleave() results too large");
    lang_lview lv;
    lang_lview_of_tensor(&TV(*out)->t, &lv);
    for (int64_t k = 0; k < n; k++) {
        lang_num x = {false, v[k], (double)v[k]};
        if ((rc = lang_write(I, st, &lv, &k, x, err))) return rc;
    }
    return SL_OK;
}

/* at::repeat_interleave(repeats, output_size): index k repeated repeats[k] times; an
 * output_size (>= 0, or -1 for none) replaces the negative-repeats check by compute_cpu's
 * check that it is the total */
static int repeat_index(lang_interp *I, const int64_t *reps, int64_t n, int64_t output_size, lang_value **out, sl_error *err) {
    int64_t total = 0;
    for (int64_t k = 0; k < n; k++) {
        if (reps[k] < 0) {
            if (output_size >= 0) return lang_unsupported(err, "repeat_interleave() with output_size and negative repeats");
            return lang_py_error(err, "RuntimeError", "repeats can not be negative");
        }
        if (sl_ovf_add(total, reps[k], &total) || total > MAX_WALK)
            return lang_unsupported(err, "repeat_interleave() of more than 16777216 elements");
    }
    if (n > 0 && output_size >= 0 && output_size != total)
        return lang_py_error(err, "RuntimeError", "allocated size does not match required size");
    int64_t *v = lang_alloc_n(&I->A, (total + 1), sizeof *v);
    CHECK_ALLOC(v);
    int64_t m = 0;
    for (int64_t k = 0; k < n; k++)
        for (int64_t r = 0; r < reps[k]; r++) v[m++] = k;
    return long_tensor(I, v, total, out, err);
}

/* the values of an integer tensor of repeats (0-dim or 1-dim) */
static int read_repeats(lang_interp *I, lang_value *rv, int64_t **vals, int64_t *n, sl_error *err) {
    const sl_tensor *r = &TV(rv)->t;
    if (r->dtype != SL_INT64 && r->dtype != SL_INT32)
        return lang_unsupported(err, "repeat_interleave() with %s repeats", lang_torch_scalar_type_name(r->dtype));
    if (r->layout.ndim > 1) return lang_py_error(err, "RuntimeError", "repeats must be 0-dim or 1-dim tensor");
    return lang_torch_read_ints(I, rv, "repeat_interleave()", vals, n, err);
}

int lang_torch_method_repeat_interleave(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out,
                                    sl_error *err) {
    static const char *const PN[] = {"repeats", "dim", "output_size"};
    lang_value *p[3];
    int rc = lang_bind(a, "repeat_interleave", PN, 3, 1, p, err);
    if (rc) return rc;
    int64_t output_size = -1;
    if (p[2] && p[2]->kind != V_NONE) {
        if (a->npos > 2 || p[2]->kind != V_INT || p[2]->u.i < 0)
            return lang_unsupported(err, "repeat_interleave() with output_size given as %s", a->npos > 2 ? "a positional argument" : p[2]->kind != V_INT ? lv_type_name(p[2]) : "a negative number");
        output_size = p[2]->u.i;
    }
    lang_value *reps = p[0];
    if (reps->kind != V_INT && reps->kind != V_TENSOR)
        return lang_unsupported(err, "repeat_interleave() with repeats given as %s", lv_type_name(reps));
    lang_value *input = t;
    int64_t dim = 0;
    if (!p[1] || p[1]->kind == V_NONE) {
        if ((rc = lang_torch_call_args(I, t, "flatten", NULL, 0, NULL, NULL, 0, &input, err))) return rc;
    } else if ((rc = lang_torch_int_arg(p[1], "repeat_interleave", "dim", &dim, err))) {
        return rc;
    }
    const sl_tensor *x = &TV(input)->t;
    int64_t wd;
    if ((rc = sl_wrap_dim(dim, x->layout.ndim, true, &wd, err))) return rc;
    int64_t len = x->layout.ndim ? x->layout.size[wd] : 1;
    int64_t *rv, nr;
    const bool v2 = x->ref == SL_REF_LESSONS;
    if (v2 && reps->kind == V_INT && reps->u.i < 0) /* torch 2.x's int overload */
        return lang_py_error(err, "RuntimeError", "Repeats must be non-negative");
    int64_t want;
    if (v2 && reps->kind == V_INT && output_size >= 0) { /* the int overload's own check */
        if (sl_ovf_mul(reps->u.i, len, &want)) return lang_unsupported(err, "repeat_interleave() whose size overflows int64");
        if (output_size != want)
            return lang_py_error(err, "RuntimeError", "repeat_interleave: Invalid output_size, expected %lld but got %lld",
                                 (long long)want, (long long)output_size);
    }
    if (reps->kind == V_INT) {
        nr = 1;
        rv = lang_alloc(&I->A, sizeof *rv);
        CHECK_ALLOC(rv);
        rv[0] = reps->u.i;
    } else if ((rc = read_repeats(I, reps, &rv, &nr, err))) {
        return rc;
    }
    if (reps->kind == V_INT || TV(reps)->t.layout.ndim == 0 || nr == 1) {
        int64_t r0 = rv[0];
        rv = lang_alloc_n(&I->A, (len + 1), sizeof *rv);
        CHECK_ALLOC(rv);
        for (int64_t k = 0; k < len; k++) rv[k] = r0;
        nr = len;
    } else if (nr != len) {
        if (v2)
            return lang_py_error(err, "RuntimeError",
                                 "repeats must have the same size as input along dim, but got repeats.size(0) = %lld and "
                                 "input.size(%lld) = %lld", (long long)nr, (long long)wd, (long long)len);
        return lang_py_error(err, "RuntimeError", "repeats must have the same size as input along dim");
    }
    lang_value *index;
    if ((rc = repeat_index(I, rv, nr, output_size, &index, err))) return rc;
    lang_value *dv = lv_int(I, dim);
    CHECK_ALLOC(dv);
    lang_value *pos[2] = {dv, index};
    return lang_torch_call_args(I, input, "index_select", pos, 2, NULL, NULL, 0, out, err);
}

/* torch.repeat_interleave(repeats): the indices form */
int lang_torch_repeat_index_only(lang_interp *I, lang_value *rt, lang_value **out, sl_error *err) {
    const sl_tensor *r = &TV(rt)->t;
    if (r->layout.ndim != 1) return lang_py_error(err, "RuntimeError", "repeats has to be 1D tensor");
    int64_t *rv, nr;
    int rc = read_repeats(I, rt, &rv, &nr, err);
    if (rc) return rc;
    return repeat_index(I, rv, nr, -1, out, err);
}
