/*
 * tensor_ops.c — torch operations with values: TensorIterator's output layout and the
 * tables that route Tensor methods to their families.
 *
 * Elementwise ops follow TensorIterator in three steps, each before any element is
 * touched, so errors come out in torch's order: (1) the result type (tensor_dtype.c),
 * (2) the output layout (dense strides in the order of the operands' strides,
 * lang_torch_ew_layout, here), (3) the values (tensor_elementwise.c).  Values are
 * computed eagerly when the op runs.  An input whose values we do not hold (torch.empty,
 * a poisoned copy) makes the result refuse its values later, unless the op could raise
 * on a value (integer // and %), in which case it refuses at once.  The dispatch tables
 * at the end (py_dispatch.h) map method names to conversions, elementwise ops and
 * reductions, one handler per operation.
 * Boolean-mask indexing is tensor_adv_index.c.
 */
#include "lang/python/py.h"
#include "lang/python/py_dispatch.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ layout == */

/* TensorIterator's output layout for the tensor operands (Python numbers take no
 * part): with one tensor the engine's elementwise (or unary) rule; with several, the
 * fast paths when all have the broadcast shape (all contiguous, all channels_last, all
 * dense with equal strides), else reorder_dimensions over the broadcast strides. */
int tensor_ew_layout(operand *ops, int n, bool unary_style, sl_dtype out_dt, sl_tensor *r,
                     sl_error *err) {
    const sl_tensor *ts[4];
    int nt = 0;
    for (int k = 0; k < n; k++)
        if (ops[k].tensor) ts[nt++] = &TV(ops[k].v)->t;
    int rc;
    int64_t shape[SL_MAX_DIMS];
    int32_t nd = 0;
    for (int k = 0; k < nt; k++) {
        int64_t tmp[SL_MAX_DIMS];
        int32_t ntmp;
        if ((rc = sl_torch_broadcast_shapes2(shape, nd, ts[k]->layout.size, ts[k]->layout.ndim, tmp, &ntmp, err)))
            return rc;
        memcpy(shape, tmp, sizeof tmp);
        nd = ntmp;
    }
    if (nt == 1) {
        rc = unary_style ? sl_torch_unary_result(ts[0], r, err) : sl_torch_elementwise_result(ts[0], r, err);
    } else {
        bool same_shape = true;
        for (int k = 0; k < nt && same_shape; k++) {
            if (ts[k]->layout.ndim != nd) same_shape = false;
            for (int32_t d = 0; same_shape && d < nd; d++)
                if (ts[k]->layout.size[d] != shape[d]) same_shape = false;
        }
        /* operand strides over the broadcast shape, 0 where broadcast */
        int64_t st[4][SL_MAX_DIMS];
        sl_layout lays[4];
        for (int k = 0; k < nt; k++) {
            lays[k] = ts[k]->layout;
            int32_t off = nd - ts[k]->layout.ndim;
            for (int32_t d = 0; d < nd; d++) {
                if (d < off) st[k][d] = 0;
                else if (ts[k]->layout.size[d - off] == 1 && shape[d] != 1) st[k][d] = 0;
                else st[k][d] = ts[k]->layout.stride[d - off];
            }
        }
        int32_t perm[SL_MAX_DIMS];
        bool fast;
        rc = lang_torch_ti_output(shape, nd, lays, nt, same_shape, st, ts[0]->dtype, "output strides",
                                  r, perm, &fast, err);
    }
    if (rc) return rc;
    return lang_torch_retype_new(r, out_dt, err);
}

int lang_torch_retype_new(sl_tensor *r, sl_dtype dt, sl_error *err) {
    const int64_t nel = r->layout.itemsize ? r->storage_bytes / r->layout.itemsize : 0;
    r->dtype = dt;
    r->layout.itemsize = sl_dtype_itemsize(dt);
    if (sl_ovf_mul(nel, r->layout.itemsize, &r->storage_bytes)) return sl_error_overflow(err, "storage size");
    r->alias = SL_ALIAS_NEW;
    return SL_OK;
}

/* a fresh tensor over new storage with room for values (or a poison reason) */
int lang_torch_new_result(lang_interp *I, const sl_tensor *r, lang_value **out,
                          lang_storage **st_out, sl_error *err) {
    lang_storage *st = lang_storage_new(I, r->storage_bytes, r->dtype, false);
    CHECK_ALLOC(st);
    st->fill = LF_DATA;
    if (r->storage_bytes > LANG_MAX_STORAGE_BYTES) {
        st->poison = "element values of a storage larger than 64 MiB";
    } else {
        st->data = lang_alloc_atomic(&I->A, (size_t)r->storage_bytes + 1);
        CHECK_ALLOC(st->data);
    }
    *out = lang_wrap_tensor(I, r, st, NULL);
    CHECK_ALLOC(*out);
    *st_out = st;
    return SL_OK;
}

/* An elementwise unary op of the tensor value t: the result in dtype odt with the layout
 * TensorIterator gives the unary result of `like` (t's layout, or a same-shape stand-in),
 * each element fn(ctx, x) of t's element at the same index, cast to odt.  A read that
 * finds no value poisons the result; what names the op when t is too large to walk. */
int lang_torch_unary_map(lang_interp *I, lang_value *t, const sl_tensor *like, sl_dtype odt,
                         lang_num (*fn)(const void *ctx, lang_num x), const void *ctx, const char *what,
                         lang_value **out, sl_error *err) {
    sl_tensor r;
    int rc = sl_torch_unary_result(like, &r, err);
    if (rc || (rc = lang_torch_retype_new(&r, odt, err))) return rc;
    int64_t n;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    if ((rc = sl_layout_numel(&r.layout, &n, err))) return rc;
    if (n > ((int64_t)1 << 24)) return lang_unsupported(err, "%s of more than 16777216 elements", what);
    lang_lview xv, rv;
    lang_lview_of_tensor(&lang_tv(t)->t, &xv);
    lang_lview_of_tensor(&r, &rv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < n; e++) {
        lang_num v, c;
        rc = lang_read(I, lang_tv(t)->st, &xv, idx, &v, err);
        if (rc == SL_ERR_UNSUPPORTED) {
            lang_torch_poison_from(I, st, err);
            return SL_OK;
        }
        if (rc) return rc;
        if ((rc = lang_num_cast(fn(ctx, v), odt, &c, err)) || (rc = lang_write(I, st, &rv, idx, c, err))) return rc;
        lang_next_index(idx, r.layout.size, r.layout.ndim);
    }
    return SL_OK;
}

/* a read that found no value: poison the result with the reason */
void lang_torch_poison_from(lang_interp *I, lang_storage *st, sl_error *err) {
    const char *m = err->message;
    if (!strncmp(m, "unsupported: ", 13)) m += 13;
    st->poison = lang_strndup(&I->A, m, strlen(m));
    if (!st->poison) st->poison = "values of this tensor";
    sl_error_clear(err);
}


/* ------------------------------------------------------------ dispatch == */

/* Tensor methods of this file, one handler per operation, found in OPS_METHODS (the
 * Tensor table's entries of these names reach lang_torch_ops_method). */

/* float(), long(), ...: a copy in the dtype (memory_format= is not modelled) */
static int convert_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, sl_dtype dt,
                          lang_value **out, sl_error *err) {
    static const char *const PN[] = {"memory_format"};
    lang_value *p[1];
    int rc = lang_bind(a, name, PN, 1, 0, p, err);
    if (rc) return rc;
    if (p[0]) return lang_unsupported(err, "%s(memory_format=...)", name);
    return tensor_convert(I, t, dt, false, out, err);
}
#define CONVERSION(fn, dt)                                                                                   \
    static int fn(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,   \
                  sl_error *err) {                                                                          \
        return convert_method(I, t, name, a, dt, out, err);                                                 \
    }
CONVERSION(cv_float, SL_FLOAT32)
CONVERSION(cv_double, SL_FLOAT64)
CONVERSION(cv_half, SL_FLOAT16)
CONVERSION(cv_bfloat16, SL_BFLOAT16)
CONVERSION(cv_int, SL_INT32)
CONVERSION(cv_long, SL_INT64)
CONVERSION(cv_short, SL_INT16)
CONVERSION(cv_bool, SL_BOOL)
CONVERSION(cv_byte, SL_UINT8)
CONVERSION(cv_char, SL_INT8)

static int om_to(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                 sl_error *err) {
    return tensor_method_to(I, t, a, out, err);
}
static int om_type(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                   sl_error *err) {
    return tensor_method_type(I, t, a, out, err);
}
static int om_type_as(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                      sl_error *err) {
    if (a->npos != 1 || a->nkw || a->pos[0]->kind != V_TENSOR) return lang_unsupported(err, "type_as() arguments");
    return tensor_convert(I, t, TV(a->pos[0])->t.dtype, false, out, err);
}
static int om_cpu(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                  sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "cpu() with arguments");
    *out = t;
    return SL_OK;
}

#define REDUCTION(fn, op)                                                                                    \
    static int fn(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,   \
                  sl_error *err) {                                                                          \
        return tensor_method_reduce(I, t, op, a, out, err);                                                 \
    }
REDUCTION(rd_sum, R_SUM)
REDUCTION(rd_mean, R_MEAN)
REDUCTION(rd_prod, R_PROD)
REDUCTION(rd_max, R_MAX)
REDUCTION(rd_min, R_MIN)
REDUCTION(rd_argmax, R_ARGMAX)
REDUCTION(rd_argmin, R_ARGMIN)
REDUCTION(rd_all, R_ALL)
REDUCTION(rd_any, R_ANY)

/* amax(), amin() */
static int om_amax_amin(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                        sl_error *err) {
    return tensor_method_amax(I, t, name[2] == 'a', a, out, err);
}

/* the binary elementwise methods: t OP other (in place for the _ forms and __iOP__) */
static int ew_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, ew_op op, bool inplace,
                     lang_value **out, sl_error *err) {
    static const char *const PN[] = {"other"};
    static const char *const PE[] = {"exponent"};
    lang_value *p[1];
    int rc = lang_bind(a, name, op == E_POW ? PE : PN, 1, 1, p, err);
    if (rc) return rc;
    if ((op == E_MAX || op == E_MIN) && p[0]->kind != V_TENSOR)
        return lang_py_error(err, "TypeError", "%s(): argument 'other' (position 2) must be Tensor, not %s",
                             name, lv_type_name(p[0]));
    if (inplace) return tensor_ew_inplace(I, op, t, p[0], out, err);
    operand ops[2];
    if ((rc = tensor_make_operand(t, &ops[0], err)) || (rc = tensor_make_operand(p[0], &ops[1], err))) return rc;
    return tensor_ew_run(I, op, ops, 2, out, err);
}
#define EW_METHOD(fn, op, inplace)                                                                           \
    static int fn(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,   \
                  sl_error *err) {                                                                          \
        return ew_method(I, t, name, a, op, inplace, out, err);                                             \
    }
EW_METHOD(ew_and, E_AND, false)
EW_METHOD(ew_and_inplace, E_AND, true)
EW_METHOD(ew_eq, E_EQ, false)
EW_METHOD(ew_floordiv, E_FLOORDIV, false)
EW_METHOD(ew_floordiv_inplace, E_FLOORDIV, true)
EW_METHOD(ew_fmod, E_FMOD, false)
EW_METHOD(ew_fmod_inplace, E_FMOD, true)
EW_METHOD(ew_ge, E_GE, false)
EW_METHOD(ew_gt, E_GT, false)
EW_METHOD(ew_land, E_LAND, false)
EW_METHOD(ew_le, E_LE, false)
EW_METHOD(ew_lor, E_LOR, false)
EW_METHOD(ew_lt, E_LT, false)
EW_METHOD(ew_lxor, E_LXOR, false)
EW_METHOD(ew_max, E_MAX, false)
EW_METHOD(ew_min, E_MIN, false)
EW_METHOD(ew_mod, E_MOD, false)
EW_METHOD(ew_mod_inplace, E_MOD, true)
EW_METHOD(ew_ne, E_NE, false)
EW_METHOD(ew_or, E_OR, false)
EW_METHOD(ew_or_inplace, E_OR, true)
EW_METHOD(ew_pow, E_POW, false)
EW_METHOD(ew_pow_inplace, E_POW, true)
EW_METHOD(ew_shl, E_SHL, false)
EW_METHOD(ew_shl_inplace, E_SHL, true)
EW_METHOD(ew_shr, E_SHR, false)
EW_METHOD(ew_shr_inplace, E_SHR, true)
EW_METHOD(ew_xor, E_XOR, false)
EW_METHOD(ew_xor_inplace, E_XOR, true)

/* logical_not(), bitwise_not(), __invert__() */
static int om_not(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                  sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
    operand o;
    int rc = tensor_make_operand(t, &o, err);
    if (rc) return rc;
    if (name[0] == 'b' && is_fl(o.dt))
        return lang_py_error(err, "RuntimeError", "\"bitwise_not_cpu\" not implemented for '%s'", lang_torch_scalar_type_name(o.dt));
    return tensor_ew_run(I, name[0] == 'l' ? E_LNOT : E_INVERT, &o, 1, out, err);
}

static int om_where(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                    sl_error *err) {
    static const char *const PN[] = {"condition", "other"};
    lang_value *p[2];
    int rc = lang_bind(a, name, PN, 2, 2, p, err);
    if (rc) return rc;
    operand ops[3];
    if ((rc = tensor_make_operand(p[0], &ops[0], err)) || (rc = tensor_make_operand(t, &ops[1], err)) ||
        (rc = tensor_make_operand(p[1], &ops[2], err)))
        return rc;
    return tensor_ew_run(I, E_WHERE, ops, 3, out, err);
}

/* in strcmp order (tests/test_dispatch.c checks it) */
static const lang_method_def OPS_METHOD_DEFS[] = {
    {"__and__", ew_and},
    {"__iand__", ew_and_inplace},
    {"__ifloordiv__", ew_floordiv_inplace},
    {"__ilshift__", ew_shl_inplace},
    {"__imod__", ew_mod_inplace},
    {"__invert__", om_not},
    {"__ior__", ew_or_inplace},
    {"__ipow__", ew_pow_inplace},
    {"__irshift__", ew_shr_inplace},
    {"__ixor__", ew_xor_inplace},
    {"__lshift__", ew_shl},
    {"__or__", ew_or},
    {"__rshift__", ew_shr},
    {"__xor__", ew_xor},
    {"all", rd_all},
    {"amax", om_amax_amin},
    {"amin", om_amax_amin},
    {"any", rd_any},
    {"argmax", rd_argmax},
    {"argmin", rd_argmin},
    {"bfloat16", cv_bfloat16},
    {"bitwise_and", ew_and},
    {"bitwise_and_", ew_and_inplace},
    {"bitwise_left_shift", ew_shl},
    {"bitwise_left_shift_", ew_shl_inplace},
    {"bitwise_not", om_not},
    {"bitwise_or", ew_or},
    {"bitwise_or_", ew_or_inplace},
    {"bitwise_right_shift", ew_shr},
    {"bitwise_right_shift_", ew_shr_inplace},
    {"bitwise_xor", ew_xor},
    {"bitwise_xor_", ew_xor_inplace},
    {"bool", cv_bool},
    {"byte", cv_byte},
    {"char", cv_char},
    {"cpu", om_cpu},
    {"double", cv_double},
    {"eq", ew_eq},
    {"float", cv_float},
    {"floor_divide", ew_floordiv},
    {"floor_divide_", ew_floordiv_inplace},
    {"fmod", ew_fmod},
    {"fmod_", ew_fmod_inplace},
    {"ge", ew_ge},
    {"greater", ew_gt},
    {"greater_equal", ew_ge},
    {"gt", ew_gt},
    {"half", cv_half},
    {"int", cv_int},
    {"le", ew_le},
    {"less", ew_lt},
    {"less_equal", ew_le},
    {"logical_and", ew_land},
    {"logical_not", om_not},
    {"logical_or", ew_lor},
    {"logical_xor", ew_lxor},
    {"long", cv_long},
    {"lt", ew_lt},
    {"max", rd_max},
    {"maximum", ew_max},
    {"mean", rd_mean},
    {"min", rd_min},
    {"minimum", ew_min},
    {"ne", ew_ne},
    {"not_equal", ew_ne},
    {"pow", ew_pow},
    {"pow_", ew_pow_inplace},
    {"prod", rd_prod},
    {"remainder", ew_mod},
    {"remainder_", ew_mod_inplace},
    {"short", cv_short},
    {"sum", rd_sum},
    {"to", om_to},
    {"type", om_type},
    {"type_as", om_type_as},
    {"where", om_where},
};
static const lang_method_defs OPS_METHODS = {"Tensor (tensor_ops.c)", OPS_METHOD_DEFS, (int32_t)SL_ARRAY_LEN(OPS_METHOD_DEFS)};

/* the methods torch.* also has as functions of the tensor first: torch.sum(x, ...),
 * torch.eq(x, y), ... */
static const lang_method_def FUNC_FORM_DEFS[] = {
    {"all", rd_all},
    {"any", rd_any},
    {"argmax", rd_argmax},
    {"argmin", rd_argmin},
    {"bitwise_and", ew_and},
    {"bitwise_left_shift", ew_shl},
    {"bitwise_not", om_not},
    {"bitwise_or", ew_or},
    {"bitwise_right_shift", ew_shr},
    {"bitwise_xor", ew_xor},
    {"eq", ew_eq},
    {"floor_divide", ew_floordiv},
    {"fmod", ew_fmod},
    {"ge", ew_ge},
    {"greater", ew_gt},
    {"greater_equal", ew_ge},
    {"gt", ew_gt},
    {"le", ew_le},
    {"less", ew_lt},
    {"less_equal", ew_le},
    {"logical_and", ew_land},
    {"logical_not", om_not},
    {"logical_or", ew_lor},
    {"logical_xor", ew_lxor},
    {"lt", ew_lt},
    {"max", rd_max},
    {"maximum", ew_max},
    {"mean", rd_mean},
    {"min", rd_min},
    {"minimum", ew_min},
    {"ne", ew_ne},
    {"not_equal", ew_ne},
    {"pow", ew_pow},
    {"prod", rd_prod},
    {"remainder", ew_mod},
    {"sum", rd_sum},
};
static const lang_method_defs FUNC_FORMS = {"torch (tensor_ops.c)", FUNC_FORM_DEFS, (int32_t)SL_ARRAY_LEN(FUNC_FORM_DEFS)};

const struct lang_method_defs *lang_torch_ops_defs(int32_t i) {
    return i == 0 ? &OPS_METHODS : i == 1 ? &FUNC_FORMS : NULL;
}

/* Tensor methods of this file; LANG_NOT_MINE for any other name. */
int lang_torch_ops_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err) {
    return lang_method_defs_call(&OPS_METHODS, I, t, name, a, out, err);
}

/* torch.* functions of this file; LANG_NOT_MINE for any other name. */
int lang_torch_ops_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    int rc;
    if (!strcmp(name, "cat") || !strcmp(name, "concat") || !strcmp(name, "concatenate") || !strcmp(name, "stack")) {
        static const char *const PN[] = {"tensors", "dim"};
        lang_value *p[2];
        if ((rc = lang_bind(a, name, PN, 2, 1, p, err))) return rc;
        int64_t dim = 0;
        if (p[1] && (rc = lang_to_int(p[1], &dim, "dim", err))) return rc;
        lang_value **items = NULL;
        int64_t n = 0;
        if ((rc = tensor_list(p[0], name, &items, &n, err))) return rc;
        return tensor_do_cat(I, items, n, dim, name[0] == 's', out, err);
    }
    if ((!strcmp(name, "tensor") || !strcmp(name, "as_tensor")) && a->npos == 1 && a->pos[0]->kind == V_TENSOR) {
        /* torch.tensor(t): a copy with clone's layout (torch warns on stderr);
         * torch.as_tensor(t): t itself unless the dtype changes */
        sl_dtype dt = TV(a->pos[0])->t.dtype;
        for (int32_t k = 0; k < a->nkw; k++) {
            lang_value *v = a->kw[k];
            if (!strcmp(a->kwnames[k], "dtype")) {
                if (v->kind != V_NONE && (rc = tensor_dtype_arg(v, &dt, err))) return rc;
            } else if (!(!strcmp(a->kwnames[k], "device") && tensor_is_device_cpu(v)) &&
                       !(!strcmp(a->kwnames[k], "requires_grad") && v->kind == V_BOOL && !v->u.b)) {
                return lang_unsupported(err, "keyword argument '%s' of %s()", a->kwnames[k], name);
            }
        }
        return tensor_convert(I, a->pos[0], dt, name[0] == 't', out, err);
    }
    if (!strcmp(name, "linspace")) return tensor_torch_linspace(I, a, out, err);
    if (!strcmp(name, "eye")) return tensor_torch_eye(I, a, out, err);
    if (!strcmp(name, "block_diag")) return tensor_torch_block_diag(I, a, out, err); /* tensor_build.c */
    if (!strcmp(name, "where")) return tensor_torch_where(I, a, out, err);
    if (!strcmp(name, "result_type")) {
        if (a->npos != 2 || a->nkw) return lang_unsupported(err, "tensor_result_type() arguments");
        operand ops[2];
        if ((rc = tensor_make_operand(a->pos[0], &ops[0], err)) || (rc = tensor_make_operand(a->pos[1], &ops[1], err))) return rc;
        if (!ops[0].tensor && !ops[1].tensor) return lang_unsupported(err, "tensor_result_type() of two numbers");
        *out = tensor_dtype_val(I, tensor_result_type(ops, 2));
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "promote_types") || !strcmp(name, "can_cast")) {
        if (a->npos != 2 || a->nkw) return lang_unsupported(err, "%s() arguments", name);
        sl_dtype x, y;
        if ((rc = tensor_dtype_arg(a->pos[0], &x, err)) || (rc = tensor_dtype_arg(a->pos[1], &y, err))) return rc;
        if (sl_dtype_is_complex(x) || sl_dtype_is_complex(y)) return lang_unsupported(err, "%s() of complex dtypes", name);
        if (name[0] == 'c') *out = lv_bool(I, tensor_can_cast(x, y));
        else *out = tensor_dtype_val(I, tensor_promote(x, y));
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "randn") || !strcmp(name, "rand") || !strcmp(name, "randint") || !strcmp(name, "manual_seed") ||
        !strcmp(name, "randperm") || !strcmp(name, "rand_like") || !strcmp(name, "randn_like") ||
        !strcmp(name, "normal"))
        return LANG_NOT_MINE;
    /* function forms of methods: torch.sum(x, ...), torch.eq(x, y), ... */
    if (a->npos >= 1 && a->pos[0]->kind == V_TENSOR) {
        lang_args b = *a;
        b.pos = a->pos + 1;
        b.npos = a->npos - 1;
        return lang_method_defs_call(&FUNC_FORMS, I, a->pos[0], name, &b, out, err);
    }
    return LANG_NOT_MINE;
}
