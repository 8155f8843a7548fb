/*
 * tensor_module.c — the torch module's function table (py_dispatch.h): handlers (tf_*),
 * the family files' dispatchers, and the functions that are Tensor methods too
 * (torch.transpose(x, ...) is x.transpose(...), tf_method_forms).
 */
#include "lang/python/py.h"
#include "lang/python/py_dispatch.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ torch.* == */



/* torch.iinfo / torch.finfo (arr_limits.c) */
static int torch_limits_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    return lang_limits_func(I, false, name, a, out, err);
}

static int tf_complex(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                      sl_error *err) {
    /* view_as_real / imag of a conjugate view: torch's refusals, once the argument binds */
    if ((!strcmp(name, "view_as_real") || !strcmp(name, "imag")) && a->npos == 1 && !a->nkw &&
        a->pos[0]->kind == V_TENSOR) {
        int crc = lang_torch_check_conj(&lang_tv(a->pos[0])->t, name, err);
        if (crc) return crc;
    }
    return lang_complex_torch_func(I, name, a, out, err); /* arr_complex.c */
}

static int tf_is_grad_enabled(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                              sl_error *err) {
    return lang_torch_is_grad_enabled(I, a, out, err); /* tensor_grad.c */
}

static int tf_arange(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                     sl_error *err) {
    return tensor_torch_arange(I, a, out, err);
}

static int tf_einsum(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                     sl_error *err) {
    return lang_torch_einsum(I, a, out, err); /* tensor_einsum.c */
}

static int tf_device(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                     sl_error *err) {
    lang_value *d = a->npos == 1 && !a->nkw ? a->pos[0] : a->nkw == 1 && !a->npos && !strcmp(a->kwnames[0], "type") ? a->kw[0] : NULL;
    if (!d || d->kind != V_STR || strcmp(d->u.str.s, "cpu"))
        return lang_unsupported(err, "torch.device() other than torch.device('cpu')");
    return lang_cpu_device(I, out, err);
}

static int tf_tensor_of_tensor(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                               sl_error *err) {
    if ((!strcmp(name, "tensor") || !strcmp(name, "as_tensor")) && a->npos == 1 && a->pos[0]->kind == V_TENSOR)
        return lang_torch_ops_func(I, name, a, out, err);
    return LANG_NOT_MINE;
}

static int tf_from_numpy(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err) {
    return lang_interop_from_numpy(I, a, out, err);
}

static int tf_tensor_of_array(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                              sl_error *err) {
    if ((!strcmp(name, "tensor") || !strcmp(name, "as_tensor")) && a->npos == 1 && a->pos[0]->kind == V_ARRAY)
        return lang_interop_tensor_of_array(I, name, a, out, err);
    return LANG_NOT_MINE;
}

static int tf_tensor_of_data(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                             sl_error *err) {
    return tensor_torch_tensor(I, a, out, err);
}

static int tf_factories(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                        sl_error *err) {
    return tensor_torch_factory(I, name, a, out, err);
}

static int tf_aten_slice(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err) {
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

static int tf_rand_randn(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err) {
    /* the layout of empty(); the values are random, so they are not modelled */
    int rc = tensor_torch_factory(I, "empty", a, out, err);
    if (!rc) TV(*out)->st->poison = "the values of torch.rand / torch.randn (random numbers)";
    if (!rc) rc = lang_random_torch_fill(I, name, *out, err); /* seeded: tensor_random.c */
    return rc;
}

static int tf_like_factories(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                             sl_error *err) {
    return tensor_torch_like(I, name, a, out, err);
}

static int tf_size_type(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                        sl_error *err) {
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

static int tf_debug_has_internal_overlap(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                                         sl_error *err) {
    if (a->npos != 1 || a->pos[0]->kind != V_TENSOR || a->nkw)
        return lang_unsupported(err, "_debug_has_internal_overlap() arguments");
    *out = lv_int(I, (int64_t)sl_torch_internal_overlap(&TV(a->pos[0])->t.layout));
    CHECK_ALLOC(*out);
    return SL_OK;
}

static int tf_is_tensor(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                        sl_error *err) {
    if (a->npos != 1) return lang_unsupported(err, "is_tensor() arguments");
    *out = lv_bool(I, a->pos[0]->kind == V_TENSOR);
    return SL_OK;
}

/* torch.is_nonzero(input): bool(input), whose one-element check gives torch's messages */
static int tf_is_nonzero(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err) {
    static const char *const PN[] = {"input"};
    lang_value *p[1];
    int rc = lang_bind(a, "is_nonzero", PN, 1, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_TENSOR)
        return lang_py_error(err, "TypeError", "is_nonzero(): argument 'input' (position 1) must be Tensor, not %s",
                             lv_type_name(p[0]));
    bool b;
    if ((rc = lang_truth(I, p[0], &b, err))) return rc;
    *out = lv_bool(I, b);
    return SL_OK;
}

static int tf_broadcast_to(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                           sl_error *err) {
    if (a->npos != 2 || a->pos[0]->kind != V_TENSOR) return lang_unsupported(err, "broadcast_to() arguments");
    lang_args b = *a;
    b.pos = a->pos + 1;
    b.npos = 1;
    return lang_tensor_method(I, a->pos[0], "broadcast_to", &b, out, err);
}

static int tf_broadcast_shapes(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                               sl_error *err) {
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

/* torch.f(x, ...) of the Tensor methods that are torch functions too: x.f(...) */
static int tf_method_forms(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                           sl_error *err) {
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

/* the torch module's functions: each name's handlers in the order they are tried (py_dispatch.h);
 * a family file's dispatcher is listed under every name its file mentions, and hands back
 * (LANG_NOT_MINE) the ones it does not serve */
static const lang_func_def TORCH_FUNC_DEFS[] = {
    {"Generator", lang_random_torch_func},
    {"Size", tf_size_type},
    {"_debug_has_internal_overlap", tf_debug_has_internal_overlap},
    {"abs", lang_torch_nonzero_func},
    {"absolute", lang_torch_nonzero_func},
    {"acos", lang_mathfn_torch_func},
    {"acos_", lang_mathfn_torch_func},
    {"add", tf_method_forms},
    {"adjoint", tf_method_forms},
    {"all", lang_torch_ops_func},
    {"allclose", lang_torch_nonzero_func},
    {"amax", lang_torch_ops_func},
    {"amax", tf_method_forms},
    {"amin", lang_torch_ops_func},
    {"amin", tf_method_forms},
    {"any", lang_torch_ops_func},
    {"append", lang_torch_compose_func},
    {"arange", tf_arange},
    {"argmax", lang_torch_ops_func},
    {"argmin", lang_torch_ops_func},
    {"argsort", lang_torch_nonzero_func},
    {"argwhere", lang_torch_nonzero_func},
    {"as_strided", lang_torch_view_compose_func},
    {"as_strided", tf_method_forms},
    {"as_strided_scatter", lang_torch_view_compose_func},
    {"as_strided_scatter", tf_method_forms},
    {"as_tensor", tf_tensor_of_tensor},
    {"as_tensor", tf_tensor_of_array},
    {"as_tensor", lang_torch_ops_func},
    {"asin", lang_mathfn_torch_func},
    {"asin_", lang_mathfn_torch_func},
    {"atan", lang_mathfn_torch_func},
    {"atan_", lang_mathfn_torch_func},
    {"atleast_1d", lang_torch_grids_func},
    {"atleast_2d", lang_torch_grids_func},
    {"atleast_3d", lang_torch_grids_func},
    {"bfloat16", lang_torch_ops_func},
    {"bincount", lang_torch_reorder_func},
    {"bitwise_and", lang_torch_ops_func},
    {"bitwise_left_shift", lang_torch_ops_func},
    {"bitwise_not", lang_torch_ops_func},
    {"bitwise_or", lang_torch_ops_func},
    {"bitwise_right_shift", lang_torch_ops_func},
    {"bitwise_xor", lang_torch_ops_func},
    {"block_diag", lang_torch_ops_func},
    {"bmm", lang_torch_matmul_func},
    {"bool", lang_torch_matmul_func},
    {"bool", lang_torch_ops_func},
    {"broadcast_shapes", tf_broadcast_shapes},
    {"broadcast_tensors", lang_torch_reorder_func},
    {"broadcast_to", tf_broadcast_to},
    {"bucketize", lang_torch_search_func},
    {"byte", lang_torch_ops_func},
    {"can_cast", lang_torch_ops_func},
    {"cartesian_prod", lang_torch_compose_func},
    {"cat", lang_torch_ops_func},
    {"cat", lang_torch_reorder_func},
    {"ceil", tf_method_forms},
    {"char", lang_torch_ops_func},
    {"chunk", tf_method_forms},
    {"clamp", lang_torch_topk_func},
    {"clip", lang_torch_topk_func},
    {"clone", lang_torch_reorder_func},
    {"clone", lang_torch_view_compose_func},
    {"clone", tf_method_forms},
    {"column_stack", lang_torch_view_compose_func},
    {"combinations", lang_torch_index_math_func},
    {"complex", tf_complex},
    {"concat", lang_torch_ops_func},
    {"concatenate", lang_torch_ops_func},
    {"conj", lang_torch_view_compose_func},
    {"conj", tf_method_forms},
    {"conj_physical", lang_torch_view_compose_func},
    {"conj_physical", tf_method_forms},
    {"cos", lang_mathfn_torch_func},
    {"cos_", lang_mathfn_torch_func},
    {"cosh", lang_mathfn_torch_func},
    {"cosh_", lang_mathfn_torch_func},
    {"count_nonzero", lang_torch_nonzero_func},
    {"cpu", lang_torch_ops_func},
    {"cumprod", lang_torch_reorder_func},
    {"cumsum", lang_torch_reorder_func},
    {"detach", tf_method_forms},
    {"device", tf_device},
    {"device", lang_torch_ops_func},
    {"diag", lang_torch_nonzero_func},
    {"diag_embed", lang_torch_nonzero_func},
    {"diagflat", lang_torch_nonzero_func},
    {"diagonal", lang_torch_matmul_func},
    {"diagonal", lang_torch_view_compose_func},
    {"diagonal", tf_method_forms},
    {"diagonal_scatter", lang_torch_view_compose_func},
    {"diagonal_scatter", tf_method_forms},
    {"diff", lang_torch_compose_func},
    {"diff", tf_method_forms},
    {"div", tf_method_forms},
    {"divide", tf_method_forms},
    {"dot", lang_torch_matmul_func},
    {"double", lang_torch_matmul_func},
    {"double", lang_torch_ops_func},
    {"dsplit", lang_torch_view_compose_func},
    {"dsplit", tf_method_forms},
    {"dstack", lang_torch_compose_func},
    {"dtype", lang_random_torch_func},
    {"dtype", torch_limits_func},
    {"dtype", lang_torch_ops_func},
    {"einsum", tf_einsum},
    {"empty", tf_factories},
    {"empty_like", tf_like_factories},
    {"empty_strided", tf_factories},
    {"eq", lang_torch_ops_func},
    {"equal", lang_torch_nonzero_func},
    {"erf", lang_mathfn_torch_func},
    {"erf_", lang_mathfn_torch_func},
    {"exp", lang_mathfn_torch_func},
    {"exp2", lang_mathfn_torch_func},
    {"exp2_", lang_mathfn_torch_func},
    {"exp_", lang_mathfn_torch_func},
    {"expm1", lang_mathfn_torch_func},
    {"expm1_", lang_mathfn_torch_func},
    {"eye", lang_torch_ops_func},
    {"finfo", torch_limits_func},
    {"fix", tf_method_forms},
    {"flatten", lang_torch_compose_func},
    {"flatten", tf_method_forms},
    {"flip", lang_torch_view_compose_func},
    {"flip", tf_method_forms},
    {"fliplr", lang_torch_view_compose_func},
    {"fliplr", tf_method_forms},
    {"flipud", lang_torch_view_compose_func},
    {"flipud", tf_method_forms},
    {"float", lang_torch_matmul_func},
    {"float", lang_torch_ops_func},
    {"float32", lang_mathfn_torch_func},
    {"float64", lang_mathfn_torch_func},
    {"floor", tf_method_forms},
    {"floor_divide", lang_torch_ops_func},
    {"fmod", lang_torch_ops_func},
    {"frac", tf_method_forms},
    {"from_numpy", tf_from_numpy},
    {"full", tf_factories},
    {"full", lang_printopts_torch_func},
    {"full_like", tf_like_factories},
    {"gather", lang_torch_reorder_func},
    {"gather", lang_torch_view_compose_func},
    {"ge", lang_torch_ops_func},
    {"ger", lang_torch_compose_func},
    {"ger", tf_method_forms},
    {"get_printoptions", lang_printopts_torch_func},
    {"greater", lang_torch_ops_func},
    {"greater_equal", lang_torch_ops_func},
    {"gt", lang_torch_ops_func},
    {"half", lang_torch_ops_func},
    {"hsplit", lang_torch_view_compose_func},
    {"hsplit", tf_method_forms},
    {"hstack", lang_torch_topk_func},
    {"iinfo", torch_limits_func},
    {"imag", tf_complex},
    {"index_add", tf_method_forms},
    {"index_copy", tf_method_forms},
    {"index_fill", tf_method_forms},
    {"index_put", tf_method_forms},
    {"index_reduce", tf_method_forms},
    {"index_select", lang_torch_reorder_func},
    {"indices", lang_torch_view_compose_func},
    {"inf", lang_printopts_torch_func},
    {"int", lang_random_torch_func},
    {"int", lang_torch_matmul_func},
    {"int", lang_torch_ops_func},
    {"int8", torch_limits_func},
    {"is_conj", lang_torch_view_compose_func},
    {"is_conj", tf_method_forms},
    {"is_grad_enabled", tf_is_grad_enabled},
    {"is_neg", lang_torch_view_compose_func},
    {"is_neg", tf_method_forms},
    {"is_nonzero", tf_is_nonzero},
    {"is_tensor", tf_is_tensor},
    {"isclose", lang_torch_nonzero_func},
    {"isfinite", tf_method_forms},
    {"isinf", tf_method_forms},
    {"isnan", tf_method_forms},
    {"isneginf", tf_method_forms},
    {"isposinf", tf_method_forms},
    {"isreal", tf_method_forms},
    {"kron", lang_torch_compose_func},
    {"kron", tf_method_forms},
    {"kthvalue", lang_torch_topk_func},
    {"le", lang_torch_ops_func},
    {"less", lang_torch_ops_func},
    {"less_equal", lang_torch_ops_func},
    {"linspace", lang_torch_ops_func},
    {"log", lang_mathfn_torch_func},
    {"log10", lang_mathfn_torch_func},
    {"log10_", lang_mathfn_torch_func},
    {"log1p", lang_mathfn_torch_func},
    {"log1p_", lang_mathfn_torch_func},
    {"log2", lang_mathfn_torch_func},
    {"log2_", lang_mathfn_torch_func},
    {"log_", lang_mathfn_torch_func},
    {"log_softmax", lang_mathfn_torch_func},
    {"logical_and", lang_torch_ops_func},
    {"logical_not", lang_torch_ops_func},
    {"logical_or", lang_torch_ops_func},
    {"logical_xor", lang_torch_ops_func},
    {"logical_xor", lang_torch_compose_func},
    {"long", lang_torch_ops_func},
    {"lt", lang_torch_ops_func},
    {"manual_seed", lang_random_torch_func},
    {"manual_seed", lang_torch_ops_func},
    {"masked_fill", lang_torch_reorder_func},
    {"masked_select", lang_torch_nonzero_func},
    {"matmul", lang_torch_matmul_func},
    {"max", torch_limits_func},
    {"max", lang_torch_ops_func},
    {"maximum", lang_torch_ops_func},
    {"mean", lang_random_torch_func},
    {"mean", lang_mathfn_torch_func},
    {"mean", lang_torch_ops_func},
    {"memory_format", lang_torch_ops_func},
    {"meshgrid", lang_torch_grids_func},
    {"min", torch_limits_func},
    {"min", lang_torch_ops_func},
    {"minimum", lang_torch_ops_func},
    {"mm", lang_torch_matmul_func},
    {"moveaxis", tf_method_forms},
    {"movedim", tf_method_forms},
    {"msort", lang_torch_topk_func},
    {"mul", tf_method_forms},
    {"multiply", tf_method_forms},
    {"mv", lang_torch_matmul_func},
    {"nan", lang_printopts_torch_func},
    {"nan_to_num", tf_method_forms},
    {"narrow", lang_torch_reorder_func},
    {"narrow", lang_torch_compose_func},
    {"narrow", tf_method_forms},
    {"narrow_copy", lang_torch_view_compose_func},
    {"narrow_copy", tf_method_forms},
    {"ne", lang_torch_ops_func},
    {"neg", lang_torch_nonzero_func},
    {"neg", lang_mathfn_torch_func},
    {"neg_", lang_torch_nonzero_func},
    {"negative", lang_torch_nonzero_func},
    {"negative_", lang_torch_nonzero_func},
    {"nonzero", lang_torch_nonzero_func},
    {"norm", lang_mathfn_torch_func},
    {"normal", lang_random_torch_func},
    {"normal", lang_torch_ops_func},
    {"not_equal", lang_torch_ops_func},
    {"numel", tf_method_forms},
    {"ones", tf_factories},
    {"ones_like", tf_like_factories},
    {"ops.aten.slice.Tensor", tf_aten_slice},
    {"outer", lang_torch_compose_func},
    {"outer", tf_method_forms},
    {"permute", tf_method_forms},
    {"positive", tf_method_forms},
    {"pow", lang_torch_ops_func},
    {"printoptions", lang_printopts_torch_func},
    {"prod", lang_torch_ops_func},
    {"promote_types", lang_torch_ops_func},
    {"put", tf_method_forms},
    {"rand", lang_random_torch_func},
    {"rand", tf_rand_randn},
    {"rand", lang_torch_ops_func},
    {"rand_like", lang_random_torch_func},
    {"rand_like", lang_torch_ops_func},
    {"randint", lang_random_torch_func},
    {"randint", lang_torch_ops_func},
    {"randn", tf_rand_randn},
    {"randn", lang_torch_ops_func},
    {"randn_like", lang_random_torch_func},
    {"randn_like", lang_torch_ops_func},
    {"randperm", lang_random_torch_func},
    {"randperm", lang_torch_ops_func},
    {"ravel", tf_method_forms},
    {"real", tf_complex},
    {"reciprocal", lang_mathfn_torch_func},
    {"relu", tf_method_forms},
    {"remainder", lang_torch_ops_func},
    {"repeat", lang_torch_reorder_func},
    {"repeat_interleave", lang_torch_topk_func},
    {"reshape", lang_torch_grids_func},
    {"reshape", lang_torch_compose_func},
    {"reshape", lang_torch_view_compose_func},
    {"reshape", tf_method_forms},
    {"resolve_conj", lang_torch_view_compose_func},
    {"resolve_conj", tf_method_forms},
    {"resolve_neg", lang_torch_view_compose_func},
    {"resolve_neg", tf_method_forms},
    {"result_type", lang_torch_ops_func},
    {"roll", lang_torch_reorder_func},
    {"rot90", tf_method_forms},
    {"round", tf_method_forms},
    {"rsqrt", lang_mathfn_torch_func},
    {"scatter", tf_method_forms},
    {"scatter_add", tf_method_forms},
    {"scatter_reduce", tf_method_forms},
    {"searchsorted", lang_torch_search_func},
    {"select", lang_torch_view_compose_func},
    {"select", tf_method_forms},
    {"select_scatter", lang_torch_view_compose_func},
    {"select_scatter", tf_method_forms},
    {"set_printoptions", lang_printopts_torch_func},
    {"sgn", tf_method_forms},
    {"short", lang_printopts_torch_func},
    {"short", lang_torch_ops_func},
    {"sigmoid", lang_mathfn_torch_func},
    {"sign", lang_printopts_torch_func},
    {"sign", tf_method_forms},
    {"signbit", tf_method_forms},
    {"sin", lang_mathfn_torch_func},
    {"sin_", lang_mathfn_torch_func},
    {"sinh", lang_mathfn_torch_func},
    {"sinh_", lang_mathfn_torch_func},
    {"size", lang_random_torch_func},
    {"size", lang_torch_view_compose_func},
    {"slice_scatter", tf_method_forms},
    {"softmax", lang_mathfn_torch_func},
    {"sort", lang_torch_reorder_func},
    {"sort", lang_torch_topk_func},
    {"split", tf_method_forms},
    {"split_with_sizes", tf_method_forms},
    {"sqrt", lang_torch_nonzero_func},
    {"sqrt", lang_mathfn_torch_func},
    {"square", lang_mathfn_torch_func},
    {"squeeze", tf_method_forms},
    {"stack", lang_torch_ops_func},
    {"std", lang_random_torch_func},
    {"std", lang_mathfn_torch_func},
    {"sub", tf_method_forms},
    {"subtract", tf_method_forms},
    {"sum", lang_torch_nonzero_func},
    {"sum", lang_torch_ops_func},
    {"swapaxes", tf_method_forms},
    {"swapdims", tf_method_forms},
    {"t", tf_method_forms},
    {"take", lang_torch_compose_func},
    {"take", tf_method_forms},
    {"take_along_dim", lang_torch_view_compose_func},
    {"take_along_dim", tf_method_forms},
    {"tan", lang_mathfn_torch_func},
    {"tan_", lang_mathfn_torch_func},
    {"tanh", lang_mathfn_torch_func},
    {"tanh_", lang_mathfn_torch_func},
    {"tensor", tf_tensor_of_tensor},
    {"tensor", tf_tensor_of_array},
    {"tensor", tf_tensor_of_data},
    {"tensor", lang_torch_matmul_func},
    {"tensor", lang_torch_ops_func},
    {"tensor_split", lang_torch_view_compose_func},
    {"tensor_split", tf_method_forms},
    {"threshold", lang_printopts_torch_func},
    {"tile", lang_torch_reorder_func},
    {"topk", lang_torch_topk_func},
    {"torch", torch_limits_func},
    {"trace", lang_torch_nonzero_func},
    {"transpose", tf_method_forms},
    {"tril", lang_torch_matmul_func},
    {"tril_indices", lang_torch_nonzero_func},
    {"triu", lang_torch_matmul_func},
    {"triu_indices", lang_torch_nonzero_func},
    {"true_divide", tf_method_forms},
    {"trunc", tf_method_forms},
    {"unbind", lang_torch_nonzero_func},
    {"unbind", tf_method_forms},
    {"unflatten", tf_method_forms},
    {"unique", lang_printopts_torch_func},
    {"unique", tf_method_forms},
    {"unique_consecutive", tf_method_forms},
    {"unravel_index", lang_torch_index_math_func},
    {"unsqueeze", lang_torch_nonzero_func},
    {"unsqueeze", lang_torch_grids_func},
    {"unsqueeze", tf_method_forms},
    {"var", lang_mathfn_torch_func},
    {"view_as_complex", tf_complex},
    {"view_as_real", tf_complex},
    {"view_as_real", lang_torch_view_compose_func},
    {"view_as_real", tf_method_forms},
    {"vsplit", lang_torch_view_compose_func},
    {"vsplit", tf_method_forms},
    {"vstack", lang_torch_topk_func},
    {"where", lang_torch_nonzero_func},
    {"where", lang_torch_ops_func},
    {"zeros", tf_factories},
    {"zeros_like", tf_like_factories},
};
static const lang_func_defs TORCH_FUNCS = {"torch", TORCH_FUNC_DEFS, (int32_t)SL_ARRAY_LEN(TORCH_FUNC_DEFS)};
const lang_func_defs *lang_torch_func_defs(void) { return &TORCH_FUNCS; }

int lang_torch_func_call(lang_interp *I, const char *qname, const lang_args *a,
                         lang_value **out, sl_error *err) {
    const char *name = qname + 6;
    int rc = lang_func_defs_call(&TORCH_FUNCS, I, name, a, out, err);
    return rc != LANG_NOT_MINE ? rc : lang_unsupported(err, "torch.%s()", name);
}
