/*
 * tensor_module.c — torch.* functions: the ones that are Tensor methods too
 * (torch.transpose(x, ...) is x.transpose(...)) and the rest, routed to their families.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ torch.* == */

static const char *const METHOD_FUNCS[] = {
    "transpose", "swapaxes", "swapdims", "t", "permute", "reshape", "squeeze", "unsqueeze",
    "flatten", "unflatten", "narrow", "select", "split", "chunk", "tensor_split", "unbind",
    "diagonal", "movedim", "moveaxis", "flip", "rot90", "as_strided", "clone", "adjoint", "ravel",
    "numel", "add", "sub", "mul", "div", "split_with_sizes", "view_as_real", "detach", "subtract", "divide",
    "true_divide", "multiply", "amax", "amin",
    /* tensor_unary.c, tensor_compose.c */
    "isnan", "isinf", "isposinf", "isneginf", "isfinite", "isreal", "signbit", "sign", "sgn", "floor", "ceil",
    "trunc", "fix", "round", "frac", "relu", "positive", "diff", "outer", "ger", "take",
    /* tensor_index_write.c */
    "index_fill", "index_copy", "index_add", "scatter", "scatter_add", "nan_to_num", "unique", "kron", "index_put",
    /* tensor_put.c, tensor_unique.c */
    "put", "unique_consecutive",
    /* tensor_view_compose.c */
    "hsplit", "vsplit", "dsplit", "fliplr", "flipud", "narrow_copy", "select_scatter", "diagonal_scatter",
    "as_strided_scatter", "take_along_dim", "is_conj", "conj", "resolve_conj", "conj_physical", "is_neg",
    "resolve_neg"};

int lang_torch_func_call(lang_interp *I, const char *qname, const lang_args *a,
                         lang_value **out, sl_error *err) {
    const char *name = qname + 6;
    if (LANG_COMPLEX_TORCH_FUNC(name)) {
        /* view_as_real / imag of a conjugate view: torch's refusals, once the argument binds */
        if ((!strcmp(name, "view_as_real") || !strcmp(name, "imag")) && a->npos == 1 && !a->nkw &&
            a->pos[0]->kind == V_TENSOR) {
            int crc = lang_torch_check_conj(&lang_tv(a->pos[0])->t, name, err);
            if (crc) return crc;
        }
        return lang_complex_torch_func(I, name, a, out, err); /* arr_complex.c */
    }
    int rrc = lang_random_torch_func(I, name, a, out, err); /* tensor_random.c */
    if (rrc != 1) return rrc;
    if ((rrc = lang_limits_func(I, false, name, a, out, err)) != 1) return rrc; /* arr_limits.c */
    if (!strcmp(name, "is_grad_enabled")) return lang_torch_is_grad_enabled(I, a, out, err); /* tensor_grad.c */
    if (!strcmp(name, "arange")) return tensor_torch_arange(I, a, out, err);
    if (!strcmp(name, "einsum")) return lang_torch_einsum(I, a, out, err); /* tensor_einsum.c */
    if ((rrc = lang_torch_search_func(I, name, a, out, err)) != 1) return rrc; /* tensor_search.c */
    if (!strcmp(name, "device")) {
        lang_value *d = a->npos == 1 && !a->nkw ? a->pos[0] : a->nkw == 1 && !a->npos && !strcmp(a->kwnames[0], "type") ? a->kw[0] : NULL;
        if (!d || d->kind != V_STR || strcmp(d->u.str.s, "cpu"))
            return lang_unsupported(err, "torch.device() other than torch.device('cpu')");
        return lang_cpu_device(I, out, err);
    }
    if ((!strcmp(name, "tensor") || !strcmp(name, "as_tensor")) && a->npos == 1 && a->pos[0]->kind == V_TENSOR)
        return lang_torch_ops_func(I, name, a, out, err);
    if (!strcmp(name, "from_numpy")) return lang_interop_from_numpy(I, a, out, err);
    if ((!strcmp(name, "tensor") || !strcmp(name, "as_tensor")) && a->npos == 1 && a->pos[0]->kind == V_ARRAY)
        return lang_interop_tensor_of_array(I, name, a, out, err);
    if (!strcmp(name, "tensor")) return tensor_torch_tensor(I, a, out, err);
    if (!strcmp(name, "empty") || !strcmp(name, "zeros") || !strcmp(name, "ones") ||
        !strcmp(name, "full") || !strcmp(name, "empty_strided"))
        return tensor_torch_factory(I, name, a, out, err);
    if (!strcmp(name, "ops.aten.slice.Tensor")) {
        static const char *const PN[] = {"self", "dim", "start", "end", "step"};
        lang_value *p[5];
        int rc = lang_bind(a, "slice", PN, 5, 1, p, err);
        if (rc) return rc;
        if (p[0]->kind != V_TENSOR) return lang_unsupported(err, "aten.slice of a %s", lv_type_name(p[0]));
        int64_t dim = 0, start = 0, end = 0, step = 1;
        bool has_start = p[2] && p[2]->kind != V_NONE, has_end = p[3] && p[3]->kind != V_NONE;
        if ((p[1] && (rc = tensor_get_int(p[1], &dim, err))) || (has_start && (rc = tensor_get_int(p[2], &start, err))) ||
            (has_end && (rc = tensor_get_int(p[3], &end, err))) || (p[4] && (rc = tensor_get_int(p[4], &step, err))))
            return rc;
        sl_tensor r;
        rc = sl_torch_slice(&TV(p[0])->t, dim, has_start ? &start : NULL, has_end ? &end : NULL, step, &r, err);
        return tensor_wrap(I, rc, &r, p[0], out, err);
    }
    if (!strcmp(name, "rand") || !strcmp(name, "randn")) {
        /* the layout of empty(); the values are random, so they are not modelled */
        int rc = tensor_torch_factory(I, "empty", a, out, err);
        if (!rc) TV(*out)->st->poison = "the values of torch.rand / torch.randn (random numbers)";
        if (!rc) rc = lang_random_torch_fill(I, name, *out, err); /* seeded: tensor_random.c */
        return rc;
    }
    if (!strcmp(name, "zeros_like") || !strcmp(name, "ones_like") || !strcmp(name, "empty_like") ||
        !strcmp(name, "full_like"))
        return tensor_torch_like(I, name, a, out, err);
    if (!strcmp(name, "Size")) {
        if (a->npos > 1 || a->nkw) return lang_unsupported(err, "torch.Size() arguments");
        int64_t v[SL_MAX_DIMS];
        int32_t n = 0;
        if (a->npos == 1) {
            int rc = lang_int_list((const lang_value *const *)a->pos, 1, v, &n, "Size", err);
            if (rc) return rc;
            if (!tensor_is_intseq(a->pos[0])) return lang_unsupported(err, "torch.Size() of a %s", lv_type_name(a->pos[0]));
        }
        *out = lv_ints(I, V_SIZE, v, n);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "_debug_has_internal_overlap")) {
        if (a->npos != 1 || a->pos[0]->kind != V_TENSOR || a->nkw)
            return lang_unsupported(err, "_debug_has_internal_overlap() arguments");
        *out = lv_int(I, (int64_t)sl_torch_internal_overlap(&TV(a->pos[0])->t.layout));
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "is_tensor")) {
        if (a->npos != 1) return lang_unsupported(err, "is_tensor() arguments");
        *out = lv_bool(I, a->pos[0]->kind == V_TENSOR);
        return SL_OK;
    }
    if (!strcmp(name, "broadcast_to")) {
        if (a->npos != 2 || a->pos[0]->kind != V_TENSOR) return lang_unsupported(err, "broadcast_to() arguments");
        lang_args b = *a;
        b.pos = a->pos + 1;
        b.npos = 1;
        return lang_tensor_method(I, a->pos[0], "broadcast_to", &b, out, err);
    }
    if (!strcmp(name, "broadcast_shapes")) {
        int64_t acc[SL_MAX_DIMS], tmp[SL_MAX_DIMS], v[SL_MAX_DIMS];
        int32_t nacc = 0, n;
        for (int32_t i = 0; i < a->npos; i++) {
            int rc = lang_int_list((const lang_value *const *)&a->pos[i], 1, v, &n, "shape", err);
            if (rc) return rc;
            int32_t nt;
            if ((rc = sl_torch_broadcast_shapes2(acc, nacc, v, n, tmp, &nt, err))) return rc;
            memcpy(acc, tmp, (size_t)nt * sizeof(int64_t));
            nacc = nt;
        }
        *out = lv_ints(I, V_SIZE, acc, nacc);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    int ops_rc = lang_printopts_torch_func(I, name, a, out, err); /* arr_printopts.c */
    if (ops_rc != 1) return ops_rc;
    ops_rc = lang_torch_nonzero_func(I, name, a, out, err); /* tensor_nonzero.c */
    if (ops_rc != 1) return ops_rc;
    if ((ops_rc = lang_mathfn_torch_func(I, name, a, out, err)) != 1) return ops_rc; /* tensor_mathfn.c */
    ops_rc = lang_torch_matmul_func(I, name, a, out, err); /* tensor_matmul.c */
    if (ops_rc != 1) return ops_rc;
    ops_rc = lang_torch_ops_func(I, name, a, out, err);
    if (ops_rc != 1) return ops_rc;
    if ((ops_rc = lang_torch_reorder_func(I, name, a, out, err)) != 1) return ops_rc; /* tensor_reorder.c */
    if ((ops_rc = lang_torch_topk_func(I, name, a, out, err)) != 1) return ops_rc; /* tensor_topk.c */
    if ((ops_rc = lang_torch_grids_func(I, name, a, out, err)) != 1) return ops_rc; /* tensor_grids.c */
    if ((ops_rc = lang_torch_compose_func(I, name, a, out, err)) != 1) return ops_rc; /* tensor_compose.c */
    if ((ops_rc = lang_torch_view_compose_func(I, name, a, out, err)) != 1) return ops_rc; /* tensor_view_compose.c */
    for (size_t i = 0; i < SL_ARRAY_LEN(METHOD_FUNCS); i++)
        if (!strcmp(name, METHOD_FUNCS[i])) {
            lang_value *self = a->npos ? a->pos[0] : NULL;
            lang_args b = *a;
            if (!self) {
                for (int32_t k = 0; k < a->nkw; k++)
                    if (!strcmp(a->kwnames[k], "input")) self = a->kw[k];
                if (!self) return lang_unsupported(err, "torch.%s() without a tensor", name);
                return lang_unsupported(err, "torch.%s(input=...)", name);
            }
            if (self->kind != V_TENSOR)
                return lang_unsupported(err, "torch.%s() of a %s", name, lv_type_name(self));
            b.pos = a->pos + 1;
            b.npos = a->npos - 1;
            return lang_tensor_method(I, self, name, &b, out, err);
        }
    return lang_unsupported(err, "torch.%s()", name);
}
