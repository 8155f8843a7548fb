/*
 * tensor_objects.c — the `torch` module's attributes and the argument helpers of the
 * Tensor layer.
 *
 * Each Python-level entry point (torch.arange, x.view, x.transpose, x[...], x.add_, ...)
 * converts its arguments the way torch's argument parser accepts them (an int list as
 * varargs or as one tuple/list/torch.Size, dims by position or keyword, memory_format
 * constants) and calls the engine's typed function from the torch-views section of
 * stridelab.h.  The engine says how the result relates to its input (sl_alias), which
 * decides `_base`: a view's `_base` is the root base object (torch §20), a copy gets
 * fresh storage and `_base` None, SAME returns the input object itself.  Argument forms
 * we do not model give `unsupported: ...` rather than a guessed TypeError.
 *
 * This file holds torch.* attributes (dtypes, torch.Size, ...) and the shared argument
 * readers; creation is tensor_creation.c, element values and in-place writes
 * tensor_values.c, t[...] tensor_indexing.c, operators tensor_operators.c, attributes
 * and methods tensor_methods.c, torch.* functions tensor_module.c.  Printing is
 * src/lang/arrays/arr_print.c.
 */
#include "lang/python/py.h"
#include "lang/python/py_dispatch.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray.h"
#include "lang/torch/tensor_internal.h"
#include "lang/torch/tensor_modattrs.h"

lang_value *lang_wrap_tensor(lang_interp *I, const sl_tensor *t, lang_storage *st,
                             lang_value *src) {
    if (src && t->alias == SL_ALIAS_SAME) return src;
    lang_value *v = lv_new(I, V_TENSOR);
    if (!v) return NULL;
    lang_tensor_v *tv = lang_alloc(&I->A, sizeof *tv);
    if (!tv) return NULL;
    tv->t = *t;
    tv->t.ref = I->ref; /* every tensor of a run follows the run's reference profile */
    v->u.object.data = tv;
    /* the conj bit belongs to complex views; a copy (resolved) or a real view has none */
    if (!(src && t->alias == SL_ALIAS_VIEW) || !sl_dtype_is_complex(t->dtype)) tv->t.conj = false;
    if (src && t->alias == SL_ALIAS_VIEW) {
        tv->st = TV(src)->st;
        tv->base = TV(src)->base ? TV(src)->base : src;
        return v;
    }
    if (st) {
        tv->st = st;
        return v;
    }
    /* a copy of src: same logical values, new layout */
    lang_lview sv, dv;
    lang_lview_of_tensor(&TV(src)->t, &sv);
    lang_lview_of_tensor(&tv->t, &dv);
    tv->st = lang_storage_copy(I, TV(src)->st, &sv, &dv, t->storage_bytes, 0, false);
    if (!tv->st) return NULL;
    return v;
}

int tensor_wrap(lang_interp *I, int rc, const sl_tensor *t, lang_value *src, lang_value **out,
                sl_error *err) {
    if (rc) return rc;
    *out = lang_wrap_tensor(I, t, NULL, src);
    CHECK_ALLOC(*out);
    return SL_OK;
}

lang_value *tensor_dtype_value(lang_interp *I, sl_dtype dt, bool numpy) {
    lang_value **slot = &lang_layers(I)->dtype_vals[numpy ? 1 : 0][dt];
    if (!*slot) {
        lang_value *v = lv_new(I, V_DTYPE);
        if (!v) return NULL;
        v->u.object.code = dt;
        if (numpy) v->u.object.bits |= LANG_BIT_NP_DTYPE;
        *slot = v;
    }
    return *slot;
}

/* a memory format, or LANG_TORCH_LAYOUT_STRIDED: one value per run for each */
static lang_value *memfmt_value(lang_interp *I, sl_memory_format f) {
    if (!lang_layers(I)->memfmt_vals[f]) {
        lang_value *v = lv_new(I, V_MEMFMT);
        if (!v) return NULL;
        v->u.object.code = f;
        lang_layers(I)->memfmt_vals[f] = v;
    }
    return lang_layers(I)->memfmt_vals[f];
}

lang_value *lang_torch_strided(lang_interp *I) { return memfmt_value(I, LANG_TORCH_LAYOUT_STRIDED); }

/* ------------------------------------------------------------ module attrs == */

/* torch.device('cpu'): a str "cpu" tagged pytype "torch.device" (so that device= arguments
 * accept it), printing as `cpu`, repr `device(type='cpu')`, equal only to devices */
int lang_cpu_device(lang_interp *I, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_strz(I, "cpu"));
    (*out)->pytype = "torch.device";
    return SL_OK;
}

lang_value *lang_np_type_value(lang_interp *I, sl_dtype dt) {
    lang_value **slot = &lang_layers(I)->dtype_vals[2][dt];
    if (!*slot && (*slot = lv_new(I, V_DTYPE))) {
        (*slot)->u.object.code = dt;
        (*slot)->u.object.bits |= LANG_BIT_NP_DTYPE | LANG_BIT_NP_TYPE;
    }
    return *slot;
}

/* Names numpy 2.0 took out of the main namespace that numpy 1.24 (and this file) know:
 * numpy 2.2.6's AttributeError, with the hint its __getattr__ gives (none for the ones
 * it forgot entirely).  Returns the error status (SL_ERR_PY), or SL_OK when `name` was not
 * removed. */
static int numpy2_removed(const char *name, sl_error *err) {
    static const struct {
        const char *name, *use; /* use: NULL = the plain "no attribute" message */
    } removed[] = {
        {"AxisError", NULL},     {"NAN", NULL},
        {"Inf", "`np.inf`"},     {"infty", "`np.inf`"},   {"PINF", "`np.inf`"},
        {"Infinity", "`np.inf`"}, {"NINF", "`-np.inf`"},  {"NaN", "`np.nan`"},
        {"PZERO", "`0.0`"},      {"NZERO", "`-0.0`"},     {"float_", "`np.float64`"},
        {"complex_", "`np.complex128`"}, {"cfloat", "`np.complex128`"},
    };
    for (size_t i = 0; i < SL_ARRAY_LEN(removed); i++) {
        if (strcmp(name, removed[i].name)) continue;
        if (!removed[i].use) return lang_py_error(err, "AttributeError", "module 'numpy' has no attribute '%s'", name);
        return lang_py_error(err, "AttributeError", "`np.%s` was removed in the NumPy 2.0 release. Use %s instead.",
                             name, removed[i].use);
    }
    return SL_OK;
}

/* The environment whose libraries answer for module `path` in this run: debian12's; under
 * lessons torch 2.2.2's for torch, and for numpy numpy 2.2.6 alone, or the numpy 1.26.4 that
 * comes with torch 2.2.2 in a program that imports torch (program_state in registry.c) */
static lang_modenv modenv_of(const lang_interp *I, const char *path) {
    if (I->ref == SL_REF_DEBIAN12) return LANG_MODENV_DEBIAN12;
    if (!strncmp(path, "torch", 5)) return LANG_MODENV_TORCH22;
    return lang_layers(I)->numpy2 ? LANG_MODENV_NUMPY22 : LANG_MODENV_TORCH22;
}

/* Classes and objects of the modules that are not functions but that the modules' call or
 * subscript slots model as function values (np.dtype(...), np.s_[...], torch.Size(...)):
 * they stay function values, their type() the recorded class (lang_torch_modattr_type). */
static bool modelled_object(const char *path, const char *name) {
    static const char *const OBJECTS[] = {
        "numpy.broadcast", "numpy.dtype", "numpy.finfo", "numpy.iinfo", "numpy.index_exp", "numpy.mgrid",
        "numpy.ndenumerate", "numpy.ndindex", "numpy.nditer", "numpy.ogrid", "numpy.s_",
        "torch.Size", "torch.device", "torch.finfo", "torch.iinfo"};
    size_t n = strlen(path);
    for (size_t i = 0; i < SL_ARRAY_LEN(OBJECTS); i++)
        if (!strncmp(OBJECTS[i], path, n) && OBJECTS[i][n] == '.' && !strcmp(OBJECTS[i] + n + 1, name))
            return true;
    return false;
}

/* A name the module holds that no case of lang_torch_attr answered: a function (or a
 * modelled object) becomes a function value, which the module's call slot reaches; a class,
 * a submodule or another value the oracle does not model is refused.  kind: the table's
 * letter, -1 for a module without a table (a function value, as before the tables). */
static int module_member(lang_interp *I, const char *path, const char *name, int kind, lang_value **out,
                         sl_error *err) {
    if (kind < 0 || kind == 'f' || modelled_object(path, name)) return lang_module_func(I, path, name, out, err);
    return lang_unsupported(err, "%s.%s", path, name);
}

const char *lang_torch_modattr_type(lang_interp *I, const lang_value *v) {
    const char *full;
    if (v->kind == V_FUNC && !v->u.func.self) full = v->u.func.name; /* np.reshape, np.dtype */
    else if (v->kind == V_TYPE) full = v->u.path;                    /* torch.Tensor, numpy.ndarray */
    else return NULL;
    const char *dot = strrchr(full, '.');
    char path[96];
    if (!dot || (size_t)(dot - full) >= sizeof path) return NULL;
    memcpy(path, full, (size_t)(dot - full));
    path[dot - full] = 0;
    const char *type, *exc;
    int kind = lang_modattr_find(modenv_of(I, path), path, dot + 1, &type, &exc);
    if (v->kind == V_TYPE && kind != 'c') return NULL; /* not the module's class of that name */
    return kind > 0 && kind != 'e' ? type : NULL;
}

int lang_torch_modattr_has(lang_interp *I, const char *path, const char *name) {
    const char *type, *exc;
    int kind = lang_modattr_find(modenv_of(I, path), path, name, &type, &exc);
    return kind < 0 || kind == 'e' ? -1 : kind > 0; /* 'e': fetching it raises, not AttributeError */
}

/* The modules' attributes that are values, one table per module (py_dispatch.h): the
 * dtypes, memory formats and constants, the submodules and the classes.  A name without an
 * entry is the module's function (module_member); the checks that come before any table
 * (a name the module lacks under the run's reference, __name__) are lang_torch_attr's. */

#define FLOAT_ATTR(fn, value)                                                                         \
    static int fn(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) { \
        CHECK_ALLOC(*out = lv_float(I, value));                                                        \
        return SL_OK;                                                                                  \
    }
/* numpy's float constants are Python floats, as are torch's */
FLOAT_ATTR(ma_inf, INFINITY)
FLOAT_ATTR(ma_ninf, -INFINITY)
FLOAT_ATTR(ma_nan, NAN)
FLOAT_ATTR(ma_pi, 3.141592653589793)
FLOAT_ATTR(ma_e, 2.718281828459045)
FLOAT_ATTR(ma_euler_gamma, 0.5772156649015329)
FLOAT_ATTR(ma_pzero, 0.0)
FLOAT_ATTR(ma_nzero, -0.0)

static int module_value(lang_interp *I, const char *path, lang_value **out, sl_error *err) {
    lang_value *m = lv_new(I, V_MODULE);
    CHECK_ALLOC(m);
    m->u.path = path;
    *out = m;
    return SL_OK;
}

static int type_value(lang_interp *I, lang_vkind kind, const char *path, lang_value **out, sl_error *err) {
    lang_value *t = lv_new(I, kind);
    CHECK_ALLOC(t);
    t->u.path = path;
    *out = t;
    return SL_OK;
}

/* torch.float32, torch.long, ...: the dtype (a name sl_dtype_parse does not read is the
 * module's, not a dtype) */
static int ta_dtype(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    sl_dtype dt;
    if (sl_dtype_parse(name, false, &dt)) return LANG_NOT_MINE;
    CHECK_ALLOC(*out = tensor_dtype_value(I, dt, false));
    return SL_OK;
}

static int ta_strided(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    *out = lang_torch_strided(I);
    return SL_OK;
}

#define MEMFMT_ATTR(fn, f)                                                                            \
    static int fn(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) { \
        CHECK_ALLOC(*out = memfmt_value(I, f));                                                        \
        return SL_OK;                                                                                  \
    }
MEMFMT_ATTR(ta_contiguous_format, SL_MF_CONTIGUOUS)
MEMFMT_ATTR(ta_channels_last, SL_MF_CHANNELS_LAST)
MEMFMT_ATTR(ta_channels_last_3d, SL_MF_CHANNELS_LAST_3D)
MEMFMT_ATTR(ta_preserve_format, SL_MF_PRESERVE)

static int ta_tensor_type(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return type_value(I, V_TYPE, "torch.Tensor", out, err);
}

/* the lessons' torch is PyPI's CUDA wheel */
static int ta_version(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_strz(I, I->ref == SL_REF_LESSONS ? "2.2.2+cu121" : "1.13.0a0"));
    return SL_OK;
}

static int ta_ops(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return module_value(I, "torch.ops", out, err);
}

/* torch's submodules that are not modelled */
static int ta_unmodelled(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return lang_unsupported(err, "torch.%s", name);
}

static const lang_attr_def TORCH_ATTRS_DEFS[] = {
    {"Tensor", ta_tensor_type},
    {"__version__", ta_version},
    {"backends", ta_unmodelled},
    {"bfloat16", ta_dtype},
    {"bool", ta_dtype},
    {"cdouble", ta_dtype},
    {"cfloat", ta_dtype},
    {"channels_last", ta_channels_last},
    {"channels_last_3d", ta_channels_last_3d},
    {"complex128", ta_dtype},
    {"complex64", ta_dtype},
    {"contiguous_format", ta_contiguous_format},
    {"cuda", ta_unmodelled},
    {"double", ta_dtype},
    {"e", ma_e},
    {"float", ta_dtype},
    {"float16", ta_dtype},
    {"float32", ta_dtype},
    {"float64", ta_dtype},
    {"fx", ta_unmodelled},
    {"half", ta_dtype},
    {"inf", ma_inf},
    {"int", ta_dtype},
    {"int16", ta_dtype},
    {"int32", ta_dtype},
    {"int64", ta_dtype},
    {"int8", ta_dtype},
    {"linalg", ta_unmodelled},
    {"long", ta_dtype},
    {"nan", ma_nan},
    {"nn", ta_unmodelled},
    {"ops", ta_ops},
    {"pi", ma_pi},
    {"preserve_format", ta_preserve_format},
    {"short", ta_dtype},
    {"strided", ta_strided},
    {"testing", ta_unmodelled},
    {"uint8", ta_dtype},
    {"utils", ta_unmodelled},
};
static const lang_attr_defs TORCH_ATTRS = {"torch", TORCH_ATTRS_DEFS, (int32_t)SL_ARRAY_LEN(TORCH_ATTRS_DEFS)};
/* torch.ops.aten.slice.Tensor: the aten op behind Python slicing, reached one module at a
 * time */
static int oa_aten(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return module_value(I, "torch.ops.aten", out, err);
}
static int oa_slice(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return module_value(I, "torch.ops.aten.slice", out, err);
}
static int oa_slice_tensor(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    lang_value *f = lv_new(I, V_FUNC);
    CHECK_ALLOC(f);
    f->u.func.name = "torch.ops.aten.slice.Tensor";
    *out = f;
    return SL_OK;
}
static const lang_attr_def OPS_DEFS[] = {{"aten", oa_aten}};
static const lang_attr_def ATEN_DEFS[] = {{"slice", oa_slice}};
static const lang_attr_def ATEN_SLICE_DEFS[] = {{"Tensor", oa_slice_tensor}};
static const lang_attr_defs OPS_ATTRS = {"torch.ops", OPS_DEFS, 1};
static const lang_attr_defs ATEN_ATTRS = {"torch.ops.aten", ATEN_DEFS, 1};
static const lang_attr_defs ATEN_SLICE_ATTRS = {"torch.ops.aten.slice", ATEN_SLICE_DEFS, 1};

/* np.float64, np.intp, ...: the scalar type (used as dtype= it means the dtype); numpy's
 * C-named aliases are read as the dtype they name on this machine */
static int na_dtype(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    static const struct { const char *alias, *dtype; } ALIASES[] = {
        {"bool_", "bool"},      {"intp", "int64"},       {"int_", "int64"},        {"longlong", "int64"},
        {"double", "float64"},  {"float_", "float64"},   {"single", "float32"},    {"half", "float16"},
        {"short", "int16"},     {"byte", "int8"},        {"ubyte", "uint8"},       {"csingle", "complex64"},
        {"cdouble", "complex128"}, {"cfloat", "complex128"}, {"complex_", "complex128"}};
    const char *n = name;
    for (size_t i = 0; i < SL_ARRAY_LEN(ALIASES); i++)
        if (!strcmp(name, ALIASES[i].alias)) n = ALIASES[i].dtype;
    sl_dtype dt;
    if (sl_dtype_parse(n, true, &dt)) return LANG_NOT_MINE;
    CHECK_ALLOC(*out = lang_np_type_value(I, dt));
    return SL_OK;
}

static int na_newaxis(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    *out = lv_none(I);
    return SL_OK;
}

/* np.True_ / np.False_: np.bool_(True) / (False), one each per run */
static int na_bool(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    lang_value **slot = &lang_layers(I)->np_bools[name[0] == 'T'];
    if (!*slot) {
        lang_value *b = lv_bool(I, name[0] == 'T');
        CHECK_ALLOC(b);
        lang_args one = {.pos = &b, .npos = 1};
        int rc = lang_np_scalar_new(I, SL_BOOL, &one, slot, err);
        if (rc) return rc;
    }
    *out = *slot;
    return SL_OK;
}

static int na_axis_error(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return type_value(I, V_EXCTYPE, "AxisError", out, err);
}

static int na_ndarray_type(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return type_value(I, V_TYPE, "numpy.ndarray", out, err);
}

/* under lessons a program with torch has torch 2.2.2's numpy, 1.26.4 */
static int na_version(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_strz(I, I->ref == SL_REF_DEBIAN12 ? "1.24.2" : lang_layers(I)->numpy2 ? "2.2.6" : "1.26.4"));
    return SL_OK;
}

/* numpy.exceptions arrived in numpy 1.25 */
static int na_exceptions(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    if (I->ref == SL_REF_DEBIAN12)
        return lang_py_error(err, "AttributeError", "module 'numpy' has no attribute 'exceptions'");
    return module_value(I, "numpy.exceptions", out, err);
}

static int na_lib(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return module_value(I, "numpy.lib", out, err);
}

/* the legacy generator: ndarray_random.c */
static int na_random(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return module_value(I, "numpy.random", out, err);
}

/* numpy's submodules that are not modelled */
static int na_unmodelled(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return lang_unsupported(err, "numpy.%s", name);
}

static const lang_attr_def NP_ATTRS_DEFS[] = {
    {"AxisError", na_axis_error},
    {"False_", na_bool},
    {"Inf", ma_inf},
    {"NAN", ma_nan},
    {"NINF", ma_ninf},
    {"NZERO", ma_nzero},
    {"NaN", ma_nan},
    {"PINF", ma_inf},
    {"PZERO", ma_pzero},
    {"True_", na_bool},
    {"__version__", na_version},
    {"bool_", na_dtype},
    {"byte", na_dtype},
    {"cdouble", na_dtype},
    {"cfloat", na_dtype},
    {"complex128", na_dtype},
    {"complex64", na_dtype},
    {"complex_", na_dtype},
    {"csingle", na_dtype},
    {"double", na_dtype},
    {"e", ma_e},
    {"euler_gamma", ma_euler_gamma},
    {"exceptions", na_exceptions},
    {"fft", na_unmodelled},
    {"float16", na_dtype},
    {"float32", na_dtype},
    {"float64", na_dtype},
    {"float_", na_dtype},
    {"half", na_dtype},
    {"inf", ma_inf},
    {"infty", ma_inf},
    {"int16", na_dtype},
    {"int32", na_dtype},
    {"int64", na_dtype},
    {"int8", na_dtype},
    {"int_", na_dtype},
    {"intp", na_dtype},
    {"lib", na_lib},
    {"linalg", na_unmodelled},
    {"longlong", na_dtype},
    {"ma", na_unmodelled},
    {"nan", ma_nan},
    {"ndarray", na_ndarray_type},
    {"newaxis", na_newaxis},
    {"pi", ma_pi},
    {"random", na_random},
    {"short", na_dtype},
    {"single", na_dtype},
    {"testing", na_unmodelled},
    {"ubyte", na_dtype},
    {"uint16", na_dtype},
    {"uint32", na_dtype},
    {"uint64", na_dtype},
    {"uint8", na_dtype},
};
static const lang_attr_defs NP_ATTRS = {"numpy", NP_ATTRS_DEFS, (int32_t)SL_ARRAY_LEN(NP_ATTRS_DEFS)};
static const lang_attr_def NP_EXCEPTIONS_DEFS[] = {{"AxisError", na_axis_error}};
static const lang_attr_defs NP_EXCEPTIONS_ATTRS = {"numpy.exceptions", NP_EXCEPTIONS_DEFS, 1};

static int nl_stride_tricks(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return module_value(I, "numpy.lib.stride_tricks", out, err);
}
/* numpy >= 2.0 only: under numpy 1.x the module-attribute table answers AttributeError first */
static int nl_array_utils(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return module_value(I, "numpy.lib.array_utils", out, err);
}
static const lang_attr_def NP_LIB_DEFS[] = {{"array_utils", nl_array_utils}, {"stride_tricks", nl_stride_tricks}};
static const lang_attr_defs NP_LIB_ATTRS = {"numpy.lib", NP_LIB_DEFS, 2};

/* numpy.lib.stride_tricks's functions, the module's only names here: numpy 2's
 * numpy/lib/stride_tricks.py imports only __doc__, as_strided and sliding_window_view from
 * _stride_tricks_impl, so under numpy 2 the others (broadcast_to, broadcast_arrays) are
 * not there (its table answers before this one) */
static int st_function(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    return LANG_NOT_MINE; /* the module's function (module_member) */
}
static const lang_attr_def NP_STRIDE_TRICKS_DEFS[] = {
    {"as_strided", st_function}, {"broadcast_arrays", st_function},
    {"broadcast_to", st_function}, {"sliding_window_view", st_function}};
static const lang_attr_defs NP_STRIDE_TRICKS_ATTRS = {"numpy.lib.stride_tricks", NP_STRIDE_TRICKS_DEFS,
                                                      (int32_t)SL_ARRAY_LEN(NP_STRIDE_TRICKS_DEFS)};
static const lang_attr_def NP_ARRAY_UTILS_DEFS[] = {{"byte_bounds", st_function}};
static const lang_attr_defs NP_ARRAY_UTILS_ATTRS = {"numpy.lib.array_utils", NP_ARRAY_UTILS_DEFS, 1};

/* Each module's table, and what a name without an entry of it is: 'm' the module's member
 * (module_member), 'u' unsupported; an entry that hands the name back makes it the
 * module's member */
static const struct module_attrs {
    const char *path;
    const lang_attr_defs *attrs;
    char rest;
} MODULE_ATTRS[] = {
    {"numpy", &NP_ATTRS, 'm'},
    {"numpy.exceptions", &NP_EXCEPTIONS_ATTRS, 'u'},
    {"numpy.lib", &NP_LIB_ATTRS, 'u'},
    {"numpy.lib.array_utils", &NP_ARRAY_UTILS_ATTRS, 'u'},
    {"numpy.lib.stride_tricks", &NP_STRIDE_TRICKS_ATTRS, 'u'},
    {"torch", &TORCH_ATTRS, 'm'},
    {"torch.ops", &OPS_ATTRS, 'u'},
    {"torch.ops.aten", &ATEN_ATTRS, 'u'},
    {"torch.ops.aten.slice", &ATEN_SLICE_ATTRS, 'u'},
};

const lang_attr_defs *lang_module_attr_defs(int32_t i) {
    return i >= 0 && (size_t)i < SL_ARRAY_LEN(MODULE_ATTRS) ? MODULE_ATTRS[i].attrs : NULL;
}

int32_t lang_torch_modattr_dir(lang_interp *I, const char *path, const char *const **names) {
    return lang_modattr_dir(modenv_of(I, path), path, names);
}

int lang_torch_attr(lang_interp *I, const char *path, const char *name, lang_value **out,
                    sl_error *err) {
    /* a name the module lacks under the run's reference: its AttributeError, in the
     * reference's words (numpy 2's for the names it took out, numpy 1.24's for its removed
     * aliases np.float, np.int, ...) */
    const char *text, *exc;
    int kind = lang_modattr_find(modenv_of(I, path), path, name, &text, &exc);
    if (kind == 0) {
        if (!strcmp(path, "numpy") && lang_layers(I)->numpy2) {
            int rrc = numpy2_removed(name, err);
            if (rrc) return rrc;
        }
        if (text) return lang_py_error(err, "AttributeError", "%s", text);
        return lang_py_error(err, "AttributeError", "module '%s' has no attribute '%s'", path, name);
    }
    if (kind == 'e') return lang_py_error(err, exc, "%s", text); /* numpy 1.26's np.Tester */
    if (!strcmp(name, "__name__") && kind > 0) {
        CHECK_ALLOC(*out = lv_strz(I, path));
        return SL_OK;
    }
    for (size_t i = 0; i < SL_ARRAY_LEN(MODULE_ATTRS); i++) {
        if (strcmp(path, MODULE_ATTRS[i].path)) continue;
        int rc = lang_attr_defs_get(MODULE_ATTRS[i].attrs, I, NULL, name, out, err);
        if (rc != LANG_NOT_MINE) return rc;
        if (MODULE_ATTRS[i].rest == 'u' && !lang_attr_defs_has(MODULE_ATTRS[i].attrs, name))
            return lang_unsupported(err, "%s.%s", path, name);
        break;
    }
    /* torch.ops' other submodules */
    if (!strncmp(path, "torch.ops", 9)) return lang_unsupported(err, "%s.%s", path, name);
    return module_member(I, path, name, kind, out, err);
}

/* ------------------------------------------------------------ arg helpers == */

int tensor_get_dtype(const lang_value *v, sl_dtype *dt, sl_error *err) {
    if (v->kind == V_DTYPE) {
        *dt = lang_dtype_of(v);
        return SL_OK;
    }
    if (v->kind == V_FUNC && !v->u.func.self) {
        /* builtins int / float / bool as dtype= */
        if (!strcmp(v->u.func.name, "float")) { *dt = SL_FLOAT64; return SL_OK; }
        if (!strcmp(v->u.func.name, "int")) { *dt = SL_INT64; return SL_OK; }
        if (!strcmp(v->u.func.name, "bool")) { *dt = SL_BOOL; return SL_OK; }
    }
    if (v->kind == V_NONE) return 1;
    return lang_unsupported(err, "dtype given as %s", lv_type_name(v));
}

int tensor_get_memfmt(const lang_value *v, sl_memory_format *f, sl_error *err) {
    if (v->kind != V_MEMFMT || lang_memfmt_of(v) == LANG_TORCH_LAYOUT_STRIDED)
        return lang_unsupported(err, "memory_format given as %s", lv_type_name(v));
    *f = lang_memfmt_of(v);
    return SL_OK;
}

int tensor_get_int(const lang_value *v, int64_t *out, sl_error *err) {
    return lang_to_int(v, out, "an integer argument", err);
}

/* sizes from varargs, a single sequence, or keyword `kw` */
int tensor_int_list_args(const lang_args *a, int32_t first, const char *kwname, int64_t *out,
                         int32_t *n, sl_error *err) {
    for (int32_t k = 0; k < a->nkw; k++) {
        if (kwname && !strcmp(a->kwnames[k], kwname) && a->npos == first) {
            return lang_int_list((const lang_value *const *)&a->kw[k], 1, out, n, kwname, err);
        }
    }
    return lang_int_list((const lang_value *const *)a->pos + first, a->npos - first, out, n,
                         kwname ? kwname : "size", err);
}

int tensor_no_kwargs(const lang_args *a, const char *fname, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "keyword argument '%s' of %s()", a->kwnames[0], fname);
    return SL_OK;
}


/* ------------------------------------------------------------ printing == */
/* (arr_print.c) */
