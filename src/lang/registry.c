/*
 * registry.c — the registration table of the object layers: the type record of every
 * value kind the Python core leaves to them (tensors, arrays and numpy scalars, dtypes,
 * storages and flat iterators, array flags, torch.Size), of the tuples and lists a layer
 * marks with its own pytype (torch's return types, np.broadcast), and the modules `torch` and `numpy` (with numpy.lib and
 * numpy.lib.stride_tricks).  lang_stridelab_registry is what every entry point
 * (sl_run_snippet*, sl_eval_chain) passes to the interpreter when it starts.
 *
 * Each slot here adapts one operation of the core (py.h, "types and modules") to the
 * layer functions that implement it; a slot returns LANG_NOT_MINE where the core's own
 * rule for the kind applies, so every check keeps the order and the message it had.
 */
#include "lang/registry.h"

#include "lang/arrays/arr_dir_names.h"
#include "lang/arrays/arrays.h"
#include "lang/numpy/ndarray.h"
#include "lang/torch/tensor.h"

#include <stdio.h>
#include <string.h>

#include "lang/python/py_dispatch.h"

static const lang_args NO_ARGS = {0};

/* the dotted path of a class value isinstance() is given: a builtin or module class
 * (V_FUNC: int, float, numpy.ndarray, torch.Tensor...) or a type() result (V_TYPE) */
static const char *class_path(const lang_value *cls) {
    if (cls->kind == V_FUNC && !cls->u.func.self) return cls->u.func.name;
    if (cls->kind == V_TYPE) return cls->u.path;
    return NULL;
}

/* --------------------------------------------------------------- tensors == */

static int tensor_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    if (as_str) return LANG_NOT_MINE; /* str(t) is repr(t) */
    return lang_tensor_repr(I, v, sb, err);
}
static int tensor_setattr(lang_interp *I, lang_value *obj, const char *name, lang_value *v, sl_error *err) {
    if (strcmp(name, "shape")) return LANG_NOT_MINE;
    return lang_py_error(err, "AttributeError",
                         "attribute 'shape' of 'torch._C._TensorBase' objects is not writable");
}
/* numpy scalars act as the Python numbers they hold beside a tensor */
static int tensor_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                        sl_error *err) {
    if (!(a = lang_as_number(I, a, err)) || !(b = lang_as_number(I, b, err))) return err->code;
    if (a->kind == V_ARRAY || b->kind == V_ARRAY)
        return lang_unsupported(err, "mixing tensors and arrays in arithmetic");
    return lang_tensor_binop(I, op, a, b, out, err);
}
static int tensor_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, bool chained, lang_value **out,
                          sl_error *err) {
    if (chained) return lang_unsupported(err, "chained comparisons of tensors or arrays");
    if (a->kind == V_ARRAY || b->kind == V_ARRAY) return lang_unsupported(err, "comparing a tensor with an array");
    return lang_tensor_compare(I, op, a, b, out, err);
}
/* ~t and -t / +t of bool tensors: torch's unary ops; -t of others is t * -1, +t is t */
static int tensor_unary(lang_interp *I, lang_op op, lang_value *a, lang_value **out, sl_error *err) {
    if (op == OP_INVERT || lang_tv(a)->t.dtype == SL_BOOL) return lang_tensor_unary(I, op, a, out, err);
    if (op == OP_POS) {
        *out = a;
        return SL_OK;
    }
    lang_value *m1 = lv_int(I, -1);
    CHECK_ALLOC(m1);
    return lang_binop(I, OP_MUL, a, m1, out, err);
}
/* the in-place method of t OP= x; NULL: none (**= checks dtypes its own way: refused) */
static const char *inplace_method(lang_op op, bool torch) {
    const char *m = op == OP_ADD ? "add_" : op == OP_SUB ? "sub_" : op == OP_MUL ? "mul_" : op == OP_DIV ? "div_" : NULL;
    if (!m && torch) /* torch's in-place dunders (tensor_ops.c) */
        m = op == OP_FLOORDIV ? "__ifloordiv__" : op == OP_MOD ? "__imod__" : op == OP_BITAND ? "__iand__"
            : op == OP_BITOR  ? "__ior__"       : op == OP_BITXOR ? "__ixor__" : op == OP_LSHIFT ? "__ilshift__"
            : op == OP_RSHIFT ? "__irshift__"   : NULL;
    return m;
}
static int call_with_one(lang_interp *I, lang_value *self, const char *m, lang_value *x,
                         int (*method)(lang_interp *, lang_value *, const char *, const lang_args *, lang_value **,
                                       sl_error *),
                         sl_error *err) {
    lang_value *args[1] = {x}, *res;
    lang_args a = {.pos = args, .npos = 1};
    return method(I, self, m, &a, &res, err);
}
static int tensor_inplace(lang_interp *I, lang_op op, lang_value *a, lang_value *b, sl_error *err) {
    if (op == OP_MATMUL) return LANG_NOT_MINE; /* no __imatmul__: t @= m is t = t @ m */
    const char *m = inplace_method(op, true);
    if (!m) return lang_unsupported(err, "this augmented assignment on a tensor or array");
    return call_with_one(I, a, m, b, lang_tensor_method, err);
}
static int tensor_to_bool(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    return lang_tensor_convert(I, v, LANG_TO_BOOL, out, err);
}
static int tensor_to_int(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    return lang_tensor_convert(I, v, LANG_TO_INT, out, err);
}
static int tensor_to_float(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    return lang_tensor_convert(I, v, LANG_TO_FLOAT, out, err);
}
/* Tensor.__index__: an integer or bool tensor of one element (any dims) is its value */
static int tensor_index(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    int64_t n;
    int rc = sl_layout_numel(&lang_tv(v)->t.layout, &n, err);
    if (rc) return rc;
    if (n != 1 || !sl_dtype_is_integral(lang_tv(v)->t.dtype, true))
        return lang_py_error(err, "TypeError", "only integer tensors of a single element can be converted to an index");
    return lang_tensor_convert(I, v, LANG_TO_INT, out, err);
}
/* Tensor.__format__ formats the item of a 0-d tensor */
static int tensor_format_as(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (lang_tv(v)->t.layout.ndim != 0) return LANG_NOT_MINE;
    return lang_tensor_method(I, v, "item", &NO_ARGS, out, err);
}
static int tensor_abs(lang_interp *I, lang_value *v, const lang_args *a, lang_value **out, sl_error *err) {
    return lang_torch_nonzero_method(I, v, "abs", &NO_ARGS, out, err);
}
static int tensor_items(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (lang_tv(v)->t.layout.ndim == 0) return lang_py_error(err, "TypeError", "iteration over a 0-d tensor");
    return lang_items_by_index(I, v, lang_tv(v)->t.layout.size[0], lang_getitem, out, err);
}
static int tensor_len(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (lang_tv(v)->t.layout.ndim == 0) return lang_py_error(err, "TypeError", "len() of a 0-d tensor");
    CHECK_ALLOC(*out = lv_int(I, lang_tv(v)->t.layout.size[0]));
    return SL_OK;
}
static bool tensor_report(const lang_value *v, sl_eval_result *res, const lang_storage **storage) {
    res->tensor = lang_tv(v)->t;
    res->is_view = lang_tv(v)->base != NULL;
    *storage = lang_tv(v)->st;
    return true;
}
static const char *tensor_iter_type(const lang_value *v) {
    return "tuple_iterator"; /* Tensor.__iter__: iter(self.unbind(0)) */
}
static const char *tensor_format_name(lang_interp *I, const lang_value *v) { return "Tensor"; }
static const char *tensor_path(lang_interp *I, const lang_value *v) { return "torch.Tensor"; }
static int tensor_isinstance(lang_interp *I, const lang_value *v, const lang_value *cls) {
    const char *p = class_path(cls);
    return p && !strcmp(p, "torch.Tensor") ? 1 : -1;
}
/* == in Python's sense (containers, `in`, dict keys): elementwise, not modelled */
static int tensor_or_array_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    return lang_unsupported(err, "== on tensors or arrays");
}
static const char *tensor_dir_tag(const lang_interp *I, const lang_value *v, const char **cls, sl_ref *ref,
                                  bool *cacheable) {
    *cls = "Tensor";
    return "Tensor";
}
/* Tensor attributes that are values, not methods */
static bool tensor_is_property(const lang_value *v, const char *name) {
    static const char *const P[] = {"shape", "ndim", "T", "mT", "H", "mH", "dtype", "is_leaf",
                                    "requires_grad", "_base", "is_cuda", "grad", "data"};
    for (size_t k = 0; k < SL_ARRAY_LEN(P); k++)
        if (!strcmp(P[k], name)) return true;
    return false;
}
static const char *tensor_class_name(const lang_value *v) { return "Tensor"; }
static const lang_type TENSOR_TYPE = {
    .copy = lang_torch_copy,
    .short_name = tensor_class_name,
    .dir_tag = tensor_dir_tag,
    .dir_find = arr_dir_find,
    .dir_removed = arr_dir_removed,
    .dir_table = arr_dir_table_of,
    .is_property = tensor_is_property,
    .class_name = tensor_class_name,
    .equal = tensor_or_array_equal,
    .name = "torch.Tensor",
    .flags = LANG_TYPE_NO_DICT_KEYS | LANG_TYPE_BIND_AT_CALL | LANG_TYPE_IDENTITY_EQ | LANG_TYPE_MAPPING_FOR_PERCENT,
    .format_name = tensor_format_name,
    .type_path = tensor_path,
    .isinstance = tensor_isinstance,
    .iter_type = tensor_iter_type,
    .repr = tensor_repr,
    .getattr = lang_tensor_getattr,
    .setattr = tensor_setattr,
    .getitem = lang_tensor_subscript,
    .setitem = lang_tensor_setitem,
    .call_method = lang_tensor_method,
    .binop = tensor_binop,
    .binop_priority = 2, /* a tensor and a numpy value: the tensor's rules (or its refusal) */
    .compare = tensor_compare,
    .unary = tensor_unary,
    .inplace = tensor_inplace,
    .to_bool = tensor_to_bool,
    .to_int = tensor_to_int,
    .index = tensor_index,
    .to_float = tensor_to_float,
    .format_as = tensor_format_as,
    .abs = tensor_abs,
    .items = tensor_items,
    .len = tensor_len,
    .report = tensor_report,
};

/* ---------------------------------------------------- arrays and scalars == */

static int array_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    return lang_np_repr(I, v, sb, as_str, err);
}
static int array_setattr(lang_interp *I, lang_value *obj, const char *name, lang_value *v, sl_error *err) {
    if (lang_np_scalar(obj)) return LANG_NOT_MINE;
    return lang_np_setattr(I, obj, name, v, err);
}
/* an ndarray on either side compares elementwise (an array of bools), a numpy scalar and a
 * list or tuple too; a numpy scalar and a number too, in the promoted dtype (NEP 50 under numpy 2), but not in a chain; other
 * comparisons of numpy scalars are Python's */
static int array_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, bool chained, lang_value **out,
                         sl_error *err) {
    bool arr = (a->kind == V_ARRAY && !lang_np_scalar(a)) || (b->kind == V_ARRAY && !lang_np_scalar(b)) ||
               /* a numpy scalar and a list or tuple: elementwise, over np.asarray(list) */
               ((a->kind == V_LIST || a->kind == V_TUPLE) && !a->pytype) ||
               ((b->kind == V_LIST || b->kind == V_TUPLE) && !b->pytype);
    if (!arr && (chained || !(lang_is_number(a) || a->kind == V_ARRAY) || !(lang_is_number(b) || b->kind == V_ARRAY)))
        return LANG_NOT_MINE;
    if (chained) return lang_unsupported(err, "chained comparisons of tensors or arrays");
    return lang_np_compare(I, op, a, b, out, err);
}
static int array_inplace(lang_interp *I, lang_op op, lang_value *a, lang_value *b, sl_error *err) {
    if (lang_np_scalar(a)) return LANG_NOT_MINE; /* numpy scalars are immutable: s += 1 is s = s + 1 */
    const char *m = inplace_method(op, false);
    if (!m) return lang_unsupported(err, "this augmented assignment on a tensor or array");
    return call_with_one(I, a, m, b, lang_np_method, err);
}
static int array_to_bool(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    return lang_np_convert(I, v, LANG_TO_BOOL, out, err);
}
static int array_to_int(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    return lang_np_convert(I, v, LANG_TO_INT, out, err);
}
/* ndarray.__index__ / numpy integer scalars' __index__: an integer scalar or 0-d integer
 * array is its value; a bool scalar is too, with numpy's DeprecationWarning (refused);
 * another array is numpy's TypeError; a float or complex scalar has none */
static int array_index(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    const sl_array *x = &lang_av(v)->a;
    bool scalar = lang_np_scalar(v);
    if (scalar && x->dtype == SL_BOOL) return lang_unsupported(err, "a numpy.bool_ as an index (numpy warns it is deprecated)");
    if (scalar && !sl_dtype_is_integral(x->dtype, false)) return LANG_NOT_MINE;
    if (x->ndim != 0 || !sl_dtype_is_integral(x->dtype, false))
        return lang_py_error(err, "TypeError", "only integer scalar arrays can be converted to a scalar index");
    return lang_np_convert(I, v, LANG_TO_INT, out, err);
}
static int array_to_float(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    return lang_np_convert(I, v, LANG_TO_FLOAT, out, err);
}
/* numpy scalars format as the Python number they hold, spec or not; ndarray.__format__
 * formats the item of a 0-d array */
static int array_format_as(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (lang_np_scalar(v)) {
        lang_value *py = lang_np_scalar_py(I, v, err);
        if (!py) return err->code;
        if (py->kind == V_ARRAY) return lang_unsupported(err, "formatting this numpy scalar");
        *out = py;
        return SL_OK;
    }
    if (lang_av(v)->a.ndim != 0) return LANG_NOT_MINE;
    return lang_np_convert(I, v, 0, out, err);
}
static int array_abs(lang_interp *I, lang_value *v, const lang_args *a, lang_value **out, sl_error *err) {
    return lang_np_func(I, "abs", a, out, err); /* ndarray.__abs__ */
}
static int array_items(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (lang_av(v)->a.ndim == 0) return lang_py_error(err, "TypeError", "iteration over a 0-d array");
    return lang_items_by_index(I, v, lang_av(v)->a.shape[0], lang_getitem, out, err);
}
static int array_len(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (lang_av(v)->a.ndim == 0) return lang_py_error(err, "TypeError", "len() of unsized object");
    CHECK_ALLOC(*out = lv_int(I, lang_av(v)->a.shape[0]));
    return SL_OK;
}
static bool array_report(const lang_value *v, sl_eval_result *res, const lang_storage **storage) {
    res->is_numpy = true;
    res->array = lang_av(v)->a;
    res->is_view = lang_av(v)->base != NULL;
    *storage = lang_av(v)->st;
    return true;
}
static const char *array_unhashable(const lang_value *v) { return lang_np_scalar(v) ? NULL : "numpy.ndarray"; }
static const char *array_iter_type(const lang_value *v) { return lang_np_scalar(v) ? NULL : "iterator"; }
/* numpy.ndarray; a scalar's numpy.float64, numpy.bool_ ... */
static const char *array_path(lang_interp *I, const lang_value *v) {
    if (!lang_np_scalar(v)) return "numpy.ndarray";
    char buf[64];
    snprintf(buf, sizeof buf, "numpy.%s", lv_type_name(v));
    return lang_strndup(&I->A, buf, strlen(buf)); /* NULL (out of memory): the short name */
}
/* an ndarray is a numpy.ndarray, a numpy scalar not; numpy.float64 subclasses Python's float */
static int array_isinstance(lang_interp *I, const lang_value *v, const lang_value *cls) {
    const char *p = class_path(cls);
    if (!p) return -1;
    if (!strcmp(p, "numpy.ndarray")) return !lang_np_scalar(v);
    if (!strcmp(p, "float")) return lang_np_scalar(v) && lang_av(v)->a.dtype == SL_FLOAT64;
    return -1;
}
static const char *array_format_name(lang_interp *I, const lang_value *v) {
    return lang_np_scalar(v) ? NULL : "numpy.ndarray";
}
/* an ndarray follows its own numpy's table (lang_np_ref: numpy 1.x beside torch under
 * lessons), so a name found is not remembered for the run; numpy scalars have none */
static const char *array_dir_tag(const lang_interp *I, const lang_value *v, const char **cls, sl_ref *ref,
                                 bool *cacheable) {
    if (lang_np_scalar(v)) return NULL;
    *cls = "numpy.ndarray";
    *ref = lang_av(v)->a.ref;
    *cacheable = false;
    return "ndarray";
}
/* ndarray attributes that are values, not methods */
static bool array_is_property(const lang_value *v, const char *name) {
    static const char *const P[] = {"shape", "strides", "ndim", "size", "itemsize", "nbytes", "T", "base", "dtype"};
    for (size_t k = 0; k < SL_ARRAY_LEN(P); k++)
        if (!strcmp(P[k], name)) return true;
    return false;
}
static const char *array_class_name(const lang_value *v) { return lang_np_scalar(v) ? NULL : "numpy.ndarray"; }
/* numpy's bool scalars are two objects, np.True_ and np.False_: any two equal ones are
 * the same object (`is`) */
static bool np_bool_scalar(const lang_value *v) {
    return v->kind == V_ARRAY && lang_np_scalar(v) && lang_av(v)->a.dtype == SL_BOOL;
}
static bool array_is_same(lang_interp *I, const lang_value *a, const lang_value *b) {
    if (!np_bool_scalar(a) || !np_bool_scalar(b)) return false;
    lang_value *x = lang_np_scalar_py(I, (lang_value *)a, NULL), *y = lang_np_scalar_py(I, (lang_value *)b, NULL);
    return x && y && x->kind == V_BOOL && y->kind == V_BOOL && x->u.b == y->u.b;
}
/* numpy's scalars are named by their type (numpy < 2 names its bool scalar bool_) */
static const char *array_short_name(const lang_value *v) {
    if (!lang_np_scalar(v)) return "ndarray";
    const char *n = sl_dtype_numpy_name(lang_av(v)->a.dtype);
    return !n ? "generic" : !strcmp(n, "bool") && lang_av(v)->a.ref != SL_REF_LESSONS ? "bool_" : n;
}
static const lang_type ARRAY_TYPE = {
    .copy = lang_np_copy_module,
    .is_same = array_is_same,
    .short_name = array_short_name,
    .dir_tag = array_dir_tag,
    .dir_find = arr_dir_find,
    .dir_removed = arr_dir_removed,
    .dir_table = arr_dir_table_of,
    .is_property = array_is_property,
    .class_name = array_class_name,
    .equal = tensor_or_array_equal,
    .name = "numpy.ndarray",
    .flags = LANG_TYPE_BIND_AT_CALL | LANG_TYPE_MAPPING_FOR_PERCENT,
    .format_name = array_format_name,
    .type_path = array_path,
    .isinstance = array_isinstance,
    .unhashable = array_unhashable,
    .iter_type = array_iter_type,
    .repr = array_repr,
    .getattr = lang_np_getattr,
    .setattr = array_setattr,
    .getitem = lang_np_subscript,
    .setitem = lang_np_setitem,
    .call_method = lang_np_method,
    .binop = lang_np_binop,
    .binop_priority = 1,
    .compare = array_compare,
    .unary = lang_np_unary,
    .inplace = array_inplace,
    .to_bool = array_to_bool,
    .index = array_index,
    .to_int = array_to_int,
    .to_float = array_to_float,
    .as_number = lang_np_scalar_py,
    .format_as = array_format_as,
    .abs = array_abs,
    .items = array_items,
    .len = array_len,
    .report = array_report,
    .takes_wide = lang_np_takes_wide,
    .wide_index = lang_np_wide_index,
    .wide_call = lang_np_wide_reshape_args,
};

/* ---------------------------------------------------------------- dtypes == */

static int dtype_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    if (as_str) {
        if (!lang_np_dtype(v) || lang_np_type(v)) return LANG_NOT_MINE;
        const char *n = sl_dtype_numpy_name(lang_dtype_of(v));
        sl_sb_printf(sb, "%s", n ? n : "?");
        return SL_OK;
    }
    if (lang_np_type(v)) {
        const char *n = sl_dtype_numpy_name(lang_dtype_of(v));
        sl_sb_printf(sb, "<class 'numpy.%s'>", !n ? "?" : lang_np_scalar_name(lang_dtype_of(v), I && lang_layers(I)->numpy2));
    } else if (lang_np_dtype(v)) {
        const char *n = sl_dtype_numpy_name(lang_dtype_of(v));
        sl_sb_printf(sb, "dtype('%s')", n ? n : "?");
    } else {
        const char *n = sl_dtype_torch_name(lang_dtype_of(v));
        sl_sb_printf(sb, "%s", n ? n : "?");
    }
    return SL_OK;
}
/* torch.dtype; a numpy scalar type is a class (type); a numpy dtype's class as numpy spells it */
static const char *dtype_path(lang_interp *I, const lang_value *v) {
    if (!lang_np_dtype(v)) return "torch.dtype";
    if (lang_np_type(v)) return "type";
    return lang_np_type_path(I, v);
}
/* torch.dtype's properties: is_floating_point, is_complex, is_signed; itemsize */
static int tdtype_is(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err) {
    sl_dtype d = lang_dtype_of(obj);
    CHECK_ALLOC(*out = lv_bool(I, name[3] == 'f'   ? sl_dtype_is_floating(d)
                                  : name[3] == 'c' ? sl_dtype_is_complex(d)
                                                   : d != SL_BOOL && d != SL_UINT8));
    return SL_OK;
}
static int tdtype_itemsize(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_int(I, sl_dtype_itemsize(lang_dtype_of(obj))));
    return SL_OK;
}
static const lang_attr_def TDTYPE_ATTR_DEFS[] = {
    {"is_complex", tdtype_is}, {"is_floating_point", tdtype_is}, {"is_signed", tdtype_is}, {"itemsize", tdtype_itemsize}};
static const lang_attr_defs TDTYPE_ATTRS = {"torch.dtype", TDTYPE_ATTR_DEFS, (int32_t)SL_ARRAY_LEN(TDTYPE_ATTR_DEFS)};
const struct lang_attr_defs *lang_registry_attr_defs(int32_t i) { return i == 0 ? &TDTYPE_ATTRS : NULL; }

/* numpy dtypes: numpy's attributes; torch.dtype: its properties (other names: methods) */
static int dtype_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err) {
    if (lang_np_dtype(obj)) return lang_np_getattr(I, obj, name, out, err);
    return lang_attr_defs_get(&TDTYPE_ATTRS, I, obj, name, out, err);
}
/* np.float32(x) makes a scalar; a torch.dtype is not callable */
static int dtype_call(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out, sl_error *err) {
    if (lang_np_dtype(f)) return lang_np_scalar_new(I, lang_dtype_of(f), a, out, err);
    return lang_py_error(err, "TypeError", "'torch.dtype' object is not callable");
}
/* type(d) of a numpy dtype: numpy.dtype[int64] (numpy 1.24) or numpy.dtypes.Int64DType */
static int dtype_isinstance(lang_interp *I, const lang_value *v, const lang_value *cls) {
    if (!lang_np_dtype(v) || cls->kind != V_TYPE) return -1;
    char buf[64], buf2[64];
    return !strcmp(cls->u.path, lang_np_dtype_class(lang_dtype_of(v), false, buf, sizeof buf)) ||
           !strcmp(cls->u.path, lang_np_dtype_class(lang_dtype_of(v), true, buf2, sizeof buf2));
}
/* a numpy scalar type used as a class (np.int64, np.float32): numpy scalars of exactly
 * that dtype (numpy's abstract classes np.integer, np.floating are not modelled) */
static int dtype_instancecheck(const lang_value *cls, const lang_value *v) {
    if (!lang_np_dtype(cls)) return -1;
    return v->kind == V_ARRAY && lang_np_scalar(v) && lang_av(v)->a.dtype == lang_dtype_of(cls);
}
static bool dtype_callable(const lang_value *v) { return lang_np_dtype(v) && lang_np_type(v); }
/* torch.dtype; a numpy dtype's class (numpy.dtype[int64] / numpy.dtypes.Int64DType) */
static const char *dtype_format_name(lang_interp *I, const lang_value *v) {
    if (!lang_np_dtype(v)) return "torch.dtype";
    if (!sl_dtype_numpy_name(lang_dtype_of(v))) return NULL;
    return lang_np_type_path(I, v);
}
/* type(np.int64(1)) is np.int64: numpy's scalar types (np.int64, np.float32, np.bool_)
 * are numpy dtype values here and type() of a numpy scalar the path "numpy.int64"; the two
 * name the same class */
static bool dtype_is_same(lang_interp *I, const lang_value *d, const lang_value *t) {
    if (t->kind != V_TYPE || !lang_np_dtype(d) || strncmp(t->u.path, "numpy.", 6)) return false;
    const char *n = sl_dtype_numpy_name(lang_dtype_of(d)), *p = t->u.path + 6;
    if (!n) return false;
    return !strcmp(p, n) || (!strcmp(n, "bool") && !strcmp(p, "bool_")); /* numpy 2: numpy.bool */
}
static int dtype_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    if (b->kind != V_DTYPE) return LANG_NOT_MINE;
    *res = lang_dtype_of(a) == lang_dtype_of(b);
    return SL_OK;
}
static const char *dtype_short_name(const lang_value *v) { return lang_np_dtype(v) ? "dtype[]" : "dtype"; }
static const lang_type DTYPE_TYPE = {
    .short_name = dtype_short_name,
    .flags = LANG_TYPE_EMPTY_FORMAT_IS_STR | LANG_TYPE_METHODS_BY_NAME,
    .equal = dtype_equal,
    .is_same = dtype_is_same,
    .callable = dtype_callable,
    .format_name = dtype_format_name,
    .instancecheck = dtype_instancecheck,
    .name = "dtype",
    .repr = dtype_repr,
    .getattr = dtype_getattr,
    .call = dtype_call,
    .type_path = dtype_path,
    .isinstance = dtype_isinstance,
};

/* ------------------------------------- storages, flat iterators, DummyArray == */

/* lang_aux_which: LANG_AUX_TYPED_STORAGE torch's TypedStorage, LANG_AUX_UNTYPED_STORAGE
 * UntypedStorage, LANG_AUX_DUMMY_ARRAY numpy's DummyArray (the .base of as_strided's
 * result), LANG_AUX_FLATITER numpy.flatiter (a.flat) */
static int storage_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    if (as_str) return LANG_NOT_MINE;
    if (lang_aux_which(v) == LANG_AUX_FLATITER) return lang_unsupported(err, "printing a numpy.flatiter (its repr shows a memory address)");
    if (lang_aux_which(v) == LANG_AUX_TYPED_STORAGE) return lang_tstore_storage_repr(I, v, sb, err);
    return lang_unsupported(err, "printing a storage");
}
static int storage_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err) {
    if ((lang_aux_which(obj) == LANG_AUX_DUMMY_ARRAY || lang_aux_which(obj) == LANG_AUX_FLATITER) && !strcmp(name, "base")) {
        *out = lang_aux_owner(obj);
        return SL_OK;
    }
    if (lang_aux_which(obj) == LANG_AUX_TYPED_STORAGE) return lang_tstore_storage_getattr(I, obj, name, out, err); /* LANG_NOT_MINE: a method */
    if (lang_aux_which(obj) == LANG_AUX_FLATITER) return lang_np_flatiter_attr(I, obj, name, out, err);
    return LANG_NOT_MINE;
}
/* a flatiter's fl[...] and fl[...] = v start by resetting its position (PyArray_ITER_RESET) */
static int storage_getitem(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out, sl_error *err) {
    if (lang_aux_which(obj) == LANG_AUX_FLATITER) {
        obj->cursor = 0;
        return lang_np_flat_get(I, obj, idx, out, err);
    }
    if (lang_aux_which(obj) == LANG_AUX_TYPED_STORAGE) return lang_tstore_storage_get(I, obj, idx, out, err);
    return LANG_NOT_MINE;
}
static int storage_setitem(lang_interp *I, lang_value *obj, lang_value *idx, lang_value *v, sl_error *err) {
    if (lang_aux_which(obj) == LANG_AUX_FLATITER) {
        obj->cursor = 0;
        return lang_np_flat_set(I, obj, idx, v, err);
    }
    if (lang_aux_which(obj) == LANG_AUX_TYPED_STORAGE) return lang_tstore_storage_set(I, obj, idx, v, err);
    return LANG_NOT_MINE;
}
static int storage_call_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                               lang_value **out, sl_error *err) {
    if (lang_aux_which(self) == LANG_AUX_FLATITER) return lang_np_flatiter_method(I, self, name, a, out, err);
    if (lang_aux_which(self) == LANG_AUX_DUMMY_ARRAY) return LANG_NOT_MINE;
    return lang_storage_method(I, self, name, a, out, err);
}
/* iteration: a TypedStorage's self[i] for i in range(size()); a flatiter's elements in C order */
static int storage_items(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    int rc;
    if (lang_aux_which(v) == LANG_AUX_TYPED_STORAGE) {
        lang_value *n;
        if ((rc = lang_storage_method(I, v, "size", &NO_ARGS, &n, err))) return rc;
        return lang_items_by_index(I, v, n->u.i, lang_tstore_storage_get, out, err);
    }
    if (lang_aux_which(v) == LANG_AUX_FLATITER) {
        int64_t n;
        if ((rc = sl_np_size(&lang_av(lang_aux_owner(v))->a, &n, err))) return rc;
        return lang_items_by_index(I, v, n, lang_np_flat_get, out, err);
    }
    return LANG_NOT_MINE;
}
/* len(): a flatiter's element count; a storage's size() (elements, or bytes untyped) */
static int storage_len(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (lang_aux_which(v) == LANG_AUX_FLATITER) {
        int64_t n;
        int rc = sl_np_size(&lang_av(lang_aux_owner(v))->a, &n, err);
        if (rc) return rc;
        CHECK_ALLOC(*out = lv_int(I, n));
        return SL_OK;
    }
    if (lang_aux_which(v) == LANG_AUX_DUMMY_ARRAY) return LANG_NOT_MINE;
    return lang_storage_method(I, v, "size", &NO_ARGS, out, err);
}
/* numpy's flatiter and DummyArray, torch's storages */
static const char *storage_path(lang_interp *I, const lang_value *v) {
    const char *p = lang_np_type_path(I, v);
    if (p) return p;
    return lang_aux_which(v) == LANG_AUX_UNTYPED_STORAGE ? "torch.storage.UntypedStorage" : "torch.storage.TypedStorage";
}
static const char *storage_short_name(const lang_value *v) {
    switch (lang_aux_which(v)) {
    case LANG_AUX_FLATITER: return "flatiter";
    case LANG_AUX_DUMMY_ARRAY: return "DummyArray";
    case LANG_AUX_UNTYPED_STORAGE: return "UntypedStorage";
    default: return "TypedStorage";
    }
}
/* numpy's flatiter is its own iterator (next(a.flat) gives a[0], then a[1], ...;
 * ndarray_flatiter.c keeps its position) */
static bool storage_is_iterator(const lang_value *v) { return lang_aux_which(v) == LANG_AUX_FLATITER; }
static const lang_type STORAGE_TYPE = {
    .name = "storage",
    .short_name = storage_short_name,
    .is_iterator = storage_is_iterator,
    .next = lang_np_flatiter_next,
    .flags = LANG_TYPE_METHODS_BY_NAME,
    .repr = storage_repr,
    .getattr = storage_getattr,
    .getitem = storage_getitem,
    .setitem = storage_setitem,
    .call_method = storage_call_method,
    .items = storage_items,
    .len = storage_len,
    .type_path = storage_path,
};

/* ------------------------------------------------------------- torch.Size == */

/* a tuple to the core; its own name in format()'s TypeError */
static const char *size_format_name(lang_interp *I, const lang_value *v) { return "torch.Size"; }
static int size_isinstance(lang_interp *I, const lang_value *v, const lang_value *cls) {
    const char *p = class_path(cls);
    return p && !strcmp(p, "torch.Size") ? 1 : -1;
}
static const char *size_dir_tag(const lang_interp *I, const lang_value *v, const char **cls, sl_ref *ref,
                                bool *cacheable) {
    *cls = "torch.Size";
    return "Size";
}
static const char *size_class_name(const lang_value *v) { return "torch.Size"; }
static const char *size_short_name(const lang_value *v) { return "Size"; }
/* the methods torch.Size adds to tuple's: numel(), the product of the sizes */
static int size_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                       sl_error *err) {
    if (strcmp(name, "numel") || a->npos != 0) return LANG_NOT_MINE;
    int64_t p = 1;
    for (int64_t i = 0; i < self->u.seq.n; i++) {
        const lang_value *d = self->u.seq.v[i];
        if (d->kind != V_INT && d->kind != V_BOOL) /* a Size + a tuple of other values */
            return lang_unsupported(err, "numel() of a torch.Size with an item of type %s", lv_type_name(d));
        if (sl_ovf_mul(p, d->kind == V_BOOL ? (int64_t)d->u.b : d->u.i, &p))
            return lang_unsupported(err, "integer arithmetic beyond 64 bits");
    }
    CHECK_ALLOC(*out = lv_int(I, p));
    return SL_OK;
}
/* torch.Size([2, 3]): its items as a tuple's, in torch's wrapping */
static int size_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    if (as_str) return LANG_NOT_MINE;
    lang_value t = *v; /* the items printed as a list's: [2, 3] */
    t.kind = V_LIST;
    t.pytype = NULL;
    sl_sb_printf(sb, "torch.Size(");
    int rc = lv_repr(I, &t, sb, err);
    sl_sb_printf(sb, ")");
    return rc;
}
/* torch.Size + a tuple: the items as torch.Size() takes them (ints; a bool is its int) */
static int size_items(lang_interp *I, lang_value *t, sl_error *err) {
    for (int64_t i = 0; i < t->u.seq.n; i++) {
        lang_value *d = t->u.seq.v[i];
        if (d->kind == V_INT) continue;
        if (d->kind == V_BOOL) {
            CHECK_ALLOC(t->u.seq.v[i] = lv_int(I, d->u.b));
            continue;
        }
        if (d->kind == V_BIGINT) return lang_py_error(err, "RuntimeError", "Overflow when unpacking long");
        if (LANG_HAS_TYPE(d) || d->kind == V_INSTANCE) /* their __index__ is not modelled here */
            return lang_unsupported(err, "torch.Size + a tuple holding a %s", lv_type_name(d));
        return lang_py_error(err, "TypeError", "torch.Size() takes an iterable of 'int' (item %lld is '%s')",
                             (long long)i, lv_type_name(d));
    }
    return SL_OK;
}
static const lang_type SIZE_TYPE = {
    .repr = size_repr,
    .dir_tag = size_dir_tag,
    .dir_find = arr_dir_find,
    .dir_removed = arr_dir_removed,
    .dir_table = arr_dir_table_of,
    .class_name = size_class_name,
    .short_name = size_short_name,
    .tuple_method = size_method,
    .tuple_items = size_items,
    .name = "torch.Size",
    .format_name = size_format_name,
    .type_path = size_format_name, /* torch.Size */
    .isinstance = size_isinstance,
};

/* -------------------------------------------- memory formats and layouts == */

static const char *memfmt_name(sl_memory_format f) {
    switch (f) {
    case SL_MF_CONTIGUOUS: return "torch.contiguous_format";
    case SL_MF_CHANNELS_LAST: return "torch.channels_last";
    case SL_MF_CHANNELS_LAST_3D: return "torch.channels_last_3d";
    case SL_MF_PRESERVE: return "torch.preserve_format";
    }
    if (f == LANG_TORCH_LAYOUT_STRIDED) return "torch.strided";
    return "?";
}
static int memfmt_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    sl_sb_printf(sb, "%s", memfmt_name(lang_memfmt_of(v)));
    return SL_OK;
}
static int memfmt_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    if (b->kind != V_MEMFMT) return LANG_NOT_MINE;
    *res = lang_memfmt_of(a) == lang_memfmt_of(b);
    return SL_OK;
}
static const char *memfmt_short_name(const lang_value *v) {
    return lang_memfmt_of(v) == LANG_TORCH_LAYOUT_STRIDED ? "layout" : "memory_format";
}
static const char *memfmt_path(lang_interp *I, const lang_value *v) { /* type(torch.strided) */
    return lang_memfmt_of(v) == LANG_TORCH_LAYOUT_STRIDED ? "torch.layout" : "torch.memory_format";
}
static const lang_type MEMFMT_TYPE = { /* torch.channels_last, torch.strided, ... */
    .name = "memory_format",
    .short_name = memfmt_short_name,
    .type_path = memfmt_path,
    .flags = LANG_TYPE_EMPTY_FORMAT_IS_STR,
    .repr = memfmt_repr,
    .equal = memfmt_equal,
};

/* ------------------------------------------------------------ array flags == */

static int flags_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    if (as_str) return LANG_NOT_MINE;
    return lang_np_flags_repr(I, v, sb, err);
}
static int flags_getitem(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out, sl_error *err) {
    lang_value *args[1] = {idx};
    lang_args a = {.pos = args, .npos = 1};
    return lang_np_method(I, obj, "__flags_getitem__", &a, out, err);
}
static const char *flags_short_name(const lang_value *v) {
    return lang_aux_which(v) == LANG_AUX_CTYPES ? "_ctypes" : "flagsobj";
}
static const lang_type FLAGS_TYPE = {
    .name = "flagsobj",
    .short_name = flags_short_name,
    .repr = flags_repr,
    .getattr = lang_np_getattr,
    .setattr = lang_np_flags_setattr,
    .getitem = flags_getitem,
    .setitem = lang_np_flags_setitem,
    .call_method = lang_np_method,
    .type_path = lang_np_type_path,
};

/* ------------------------------------ tuples and lists with a layer's pytype == */

static int rtype_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    if (as_str) return LANG_NOT_MINE;
    return lang_torch_rtype_repr(I, v, sb, err);
}
static const char *rtype_path(lang_interp *I, const lang_value *v) {
    char buf[96];
    snprintf(buf, sizeof buf, "torch.return_types.%s", v->pytype);
    return lang_strndup(&I->A, buf, strlen(buf));
}
static const lang_type RTYPE_TYPE = { /* torch.return_types.sort, max, topk, ... */
    .name = "torch.return_types",
    .type_path = rtype_path,
    .repr = rtype_repr,
    .getattr = lang_torch_rtype_getattr,
};

/* torch.device('cpu'): a str "cpu" marked "torch.device" (device= arguments take either) */
static int device_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    if (as_str) return LANG_NOT_MINE; /* str(d) is 'cpu' */
    sl_sb_printf(sb, "device(type='%s')", v->u.str.s);
    return SL_OK;
}
static int device_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err) {
    if (!strcmp(name, "type")) CHECK_ALLOC(*out = lv_strz(I, obj->u.str.s));
    else if (!strcmp(name, "index")) CHECK_ALLOC(*out = lv_none(I));
    else return lang_unsupported(err, "torch.device.%s", name);
    return SL_OK;
}
static const char *device_path(lang_interp *I, const lang_value *v) { return "torch.device"; }
static const lang_type DEVICE_TYPE = {
    .name = "torch.device",
    .repr = device_repr,
    .getattr = device_getattr,
    .type_path = device_path,
};

static const lang_type BROADCAST_TYPE = { /* np.broadcast(...) */
    .name = "numpy.broadcast",
    .getattr = lang_np_broadcast_getattr,
};

static const lang_type *of_pytype(const lang_value *v) {
    if (v->kind == V_TUPLE) return &RTYPE_TYPE; /* the layers' only marked tuples */
    if (v->kind == V_LIST && lang_np_is_broadcast(v)) return &BROADCAST_TYPE;
    if (v->kind == V_STR) return &DEVICE_TYPE; /* the layers' only marked str */
    return NULL;
}

/* ---------------------------------------------------------------- modules == */

static int torch_call(lang_interp *I, const char *qualname, const lang_args *a, lang_value **out, sl_error *err) {
    return lang_torch_func_call(I, qualname, a, out, err);
}
/* torch.X: torch.no_grad is an object of tensor_grad.c's types */
static int torch_getattr(lang_interp *I, const char *path, const char *name, lang_value **out, sl_error *err) {
    if (!strcmp(path, "torch") && !strcmp(name, "no_grad")) return lang_torch_no_grad(I, out, err);
    return lang_torch_attr(I, path, name, out, err);
}
static const char *const TORCH_IMPORTS[] = {"torch", NULL};
static const lang_module_def TORCH_MODULE = {
    .name = "torch",
    .imports = TORCH_IMPORTS,
    .getattr = torch_getattr,
    .call = torch_call,
    .type_path = lang_torch_modattr_type, /* type(torch.reshape), type(torch.Size) */
    .has_attr = lang_torch_modattr_has,
    .dir = lang_torch_modattr_dir,
};

static int numpy_call(lang_interp *I, const char *qualname, const lang_args *a, lang_value **out, sl_error *err) {
    return lang_np_func(I, qualname + strlen("numpy."), a, out, err);
}
static int numpy_call_type(lang_interp *I, const char *path, const lang_args *a, lang_value **out, sl_error *err) {
    if (strcmp(path, "numpy.ndarray")) return LANG_NOT_MINE;
    return lang_np_index_math_func(I, "ndarray", a, out, err);
}
/* type(np.s_) (an instance of numpy's), else type(np.reshape), type(np.dtype) as recorded */
static const char *numpy_type_path(lang_interp *I, const lang_value *v) {
    const char *p = lang_np_type_path(I, v);
    return p ? p : lang_torch_modattr_type(I, v);
}
static const char *const NUMPY_IMPORTS[] = {"numpy", "numpy.lib", "numpy.lib.stride_tricks", NULL};
static const lang_module_def NUMPY_MODULE = {
    .name = "numpy",
    .imports = NUMPY_IMPORTS,
    .getattr = lang_torch_attr,
    .call = numpy_call,
    .call_type = numpy_call_type,
    .subscript = lang_np_func_subscript, /* np.s_[...], np.mgrid[...] (LANG_NOT_MINE: not one of them) */
    .type_path = numpy_type_path,        /* type(np.s_), type(np.reshape) */
    .has_attr = lang_torch_modattr_has,
    .dir = lang_torch_modattr_dir,
};

static const lang_module_def *const MODULES[] = {&TORCH_MODULE, &NUMPY_MODULE};

/* per-run state the layers keep in the interpreter: print options start at their defaults */
static void init_run(lang_interp *I) { lang_printopts_reset(&lang_layers(I)->po); }

/* numpy's AxisError is both a ValueError and an IndexError; UFuncTypeError is numpy's
 * output-casting error (its traceback prints it as _UFuncOutputCastingError) */
static const lang_exc_class EXC_CLASSES[] = {
    {"AxisError", "ValueError", "IndexError"},
    {"UFuncTypeError", "TypeError", NULL},
};

/* numpy 1.25 moved AxisError to numpy.exceptions (lessons: numpy 2.2.6 or 1.26.4); the
 * ufunc casting error's class is numpy(._)core._exceptions._UFuncOutputCastingError */
static const char *exc_path(const lang_interp *I, const char *name) {
    if (!strcmp(name, "UFuncTypeError"))
        return lang_layers(I)->numpy2 ? "numpy._core._exceptions._UFuncOutputCastingError"
                                      : "numpy.core._exceptions._UFuncOutputCastingError";
    if (!strcmp(name, "AxisError"))
        return I->ref == SL_REF_LESSONS ? "numpy.exceptions.AxisError" : "numpy.AxisError";
    return NULL;
}
/* Under `lessons` the references are torch 2.2.2 and numpy 2.2.6, but torch 2.2.2 cannot
 * load numpy 2: a program that imports torch runs, in the lessons' environment, with numpy
 * 1.26.4 beside it (scripts/refprofile.py records it so).  So numpy's 2.x behaviours
 * (removed names, NEP 50, NEP 51 reprs, ...) apply under lessons only to programs that do
 * not import torch. */
static void program_state(lang_interp *I, const lang_node *mod) {
    lang_layers(I)->numpy2 = I->ref == SL_REF_LESSONS && !lang_imports_package(mod, "torch");
}

const lang_registry lang_stridelab_registry = {
    .kind_types =
        {
            [V_TENSOR] = &TENSOR_TYPE,
            [V_ARRAY] = &ARRAY_TYPE,
            [V_DTYPE] = &DTYPE_TYPE,
            [V_STORAGE] = &STORAGE_TYPE,
            [V_FLAGS] = &FLAGS_TYPE,
            [V_SIZE] = &SIZE_TYPE,
            [V_MEMFMT] = &MEMFMT_TYPE,
        },
    .of_pytype = of_pytype,
    .modules = MODULES,
    .nmodules = (int32_t)(sizeof MODULES / sizeof MODULES[0]),
    .init = init_run,
    .program = program_state,
    .exc_path = exc_path,
    .exc_classes = EXC_CLASSES,
    .nexc_classes = (int32_t)SL_ARRAY_LEN(EXC_CLASSES),
};
