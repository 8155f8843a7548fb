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

static const char *const TORCH_DTYPES[] = {
    "float32", "float", "float64", "double", "float16", "half", "bfloat16", "int64", "long",
    "int32", "int", "int16", "short", "int8", "uint8", "bool", "complex64", "cfloat",
    "complex128", "cdouble"};

static const char *const NP_DTYPES[] = {
    "float64", "float32", "float16", "int64", "int32", "int16", "int8", "uint8", "uint16",
    "uint32", "uint64", "bool_", "complex64", "complex128", "intp", "double", "single",
    "half", "longlong", "short", "byte", "ubyte", "int_", "float_", "csingle", "cdouble", "cfloat",
    "complex_"};

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
    if (!strcmp(path, "torch")) {
        for (size_t i = 0; i < SL_ARRAY_LEN(TORCH_DTYPES); i++)
            if (!strcmp(name, TORCH_DTYPES[i])) {
                sl_dtype dt;
                if (sl_dtype_parse(name, false, &dt)) break;
                *out = tensor_dtype_value(I, dt, false);
                CHECK_ALLOC(*out);
                return SL_OK;
            }
        if (!strcmp(name, "strided")) {
            *out = lang_torch_strided(I);
            return SL_OK;
        }
        static const struct { const char *n; sl_memory_format f; } MF[] = {
            {"contiguous_format", SL_MF_CONTIGUOUS}, {"channels_last", SL_MF_CHANNELS_LAST},
            {"channels_last_3d", SL_MF_CHANNELS_LAST_3D}, {"preserve_format", SL_MF_PRESERVE}};
        for (size_t i = 0; i < SL_ARRAY_LEN(MF); i++)
            if (!strcmp(name, MF[i].n)) {
                *out = memfmt_value(I, MF[i].f);
                CHECK_ALLOC(*out);
                return SL_OK;
            }
        if (!strcmp(name, "Tensor")) {
            lang_value *t = lv_new(I, V_TYPE);
            CHECK_ALLOC(t);
            t->u.path = "torch.Tensor";
            *out = t;
            return SL_OK;
        }
        static const struct { const char *n; double v; } TC[] = {
            {"inf", INFINITY}, {"nan", NAN}, {"pi", 3.141592653589793}, {"e", 2.718281828459045}};
        for (size_t i = 0; i < SL_ARRAY_LEN(TC); i++)
            if (!strcmp(name, TC[i].n)) {
                CHECK_ALLOC(*out = lv_float(I, TC[i].v));
                return SL_OK;
            }
        if (!strcmp(name, "__version__")) {
            /* the lessons' torch is PyPI's CUDA wheel */
            *out = lv_strz(I, I->ref == SL_REF_LESSONS ? "2.2.2+cu121" : "1.13.0a0");
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (!strcmp(name, "ops")) {
            lang_value *m = lv_new(I, V_MODULE);
            CHECK_ALLOC(m);
            m->u.path = "torch.ops";
            *out = m;
            return SL_OK;
        }
        if (!strcmp(name, "testing") || !strcmp(name, "nn") || !strcmp(name, "linalg") ||
            !strcmp(name, "cuda") || !strcmp(name, "backends") || !strcmp(name, "fx") ||
            !strcmp(name, "utils"))
            return lang_unsupported(err, "torch.%s", name);
        return module_member(I, "torch", name, kind, out, err);
    }
    /* torch.ops.aten.slice.Tensor: the aten op behind Python slicing */
    if (!strncmp(path, "torch.ops", 9)) {
        static const char *const CHAIN[] = {"torch.ops", "aten", "torch.ops.aten", "slice",
                                            "torch.ops.aten.slice", "Tensor"};
        for (int k = 0; k < 6; k += 2)
            if (!strcmp(path, CHAIN[k]) && !strcmp(name, CHAIN[k + 1])) {
                lang_value *m = lv_new(I, k == 4 ? V_FUNC : V_MODULE);
                CHECK_ALLOC(m);
                if (k == 4) m->u.func.name = "torch.ops.aten.slice.Tensor";
                else m->u.path = k == 0 ? "torch.ops.aten" : "torch.ops.aten.slice";
                *out = m;
                return SL_OK;
            }
        return lang_unsupported(err, "%s.%s", path, name);
    }
    /* numpy and its submodules */
    if (!strcmp(path, "numpy")) {
        for (size_t i = 0; i < SL_ARRAY_LEN(NP_DTYPES); i++)
            if (!strcmp(name, NP_DTYPES[i])) {
                sl_dtype dt;
                const char *n = name;
                if (!strcmp(n, "bool_")) n = "bool";
                else if (!strcmp(n, "intp") || !strcmp(n, "int_") || !strcmp(n, "longlong")) n = "int64";
                else if (!strcmp(n, "double") || !strcmp(n, "float_")) n = "float64";
                else if (!strcmp(n, "single")) n = "float32";
                else if (!strcmp(n, "half")) n = "float16";
                else if (!strcmp(n, "short")) n = "int16";
                else if (!strcmp(n, "byte")) n = "int8";
                else if (!strcmp(n, "ubyte")) n = "uint8";
                else if (!strcmp(n, "csingle")) n = "complex64";
                else if (!strcmp(n, "cdouble") || !strcmp(n, "cfloat") || !strcmp(n, "complex_")) n = "complex128";
                if (sl_dtype_parse(n, true, &dt)) break;
                /* np.float64 is a scalar type; used as dtype= it means the dtype */
                CHECK_ALLOC(*out = lang_np_type_value(I, dt));
                return SL_OK;
            }
        if (!strcmp(name, "newaxis")) {
            *out = lv_none(I);
            return SL_OK;
        }
        if (!strcmp(name, "True_") || !strcmp(name, "False_")) { /* np.bool_(True) / (False): one each */
            lang_value **slot = &lang_layers(I)->np_bools[name[0] == 'T'];
            if (!*slot) {
                lang_value *b = lv_bool(I, name[0] == 'T');
                CHECK_ALLOC(b);
                lang_args one = {.pos = &b, .npos = 1};
                int brc = lang_np_scalar_new(I, SL_BOOL, &one, slot, err);
                if (brc) return brc;
            }
            *out = *slot;
            return SL_OK;
        }
        /* numpy's float constants are Python floats */
        static const struct { const char *n; double v; } NPC[] = {
            {"inf", INFINITY}, {"Inf", INFINITY}, {"infty", INFINITY}, {"PINF", INFINITY},
            {"NINF", -INFINITY}, {"nan", NAN}, {"NaN", NAN}, {"NAN", NAN}, {"pi", 3.141592653589793},
            {"e", 2.718281828459045}, {"euler_gamma", 0.5772156649015329}, {"PZERO", 0.0},
            {"NZERO", -0.0}};
        for (size_t i = 0; i < SL_ARRAY_LEN(NPC); i++)
            if (!strcmp(name, NPC[i].n)) {
                CHECK_ALLOC(*out = lv_float(I, NPC[i].v));
                return SL_OK;
            }
        if (!strcmp(name, "AxisError")) {
            lang_value *t = lv_new(I, V_EXCTYPE);
            CHECK_ALLOC(t);
            t->u.path = "AxisError";
            *out = t;
            return SL_OK;
        }
        if (!strcmp(name, "ndarray")) {
            lang_value *t = lv_new(I, V_TYPE);
            CHECK_ALLOC(t);
            t->u.path = "numpy.ndarray";
            *out = t;
            return SL_OK;
        }
        if (!strcmp(name, "__version__")) {
            /* under lessons a program with torch has torch 2.2.2's numpy, 1.26.4 */
            *out = lv_strz(I, I->ref == SL_REF_DEBIAN12 ? "1.24.2" : lang_layers(I)->numpy2 ? "2.2.6" : "1.26.4");
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (!strcmp(name, "exceptions") && I->ref == SL_REF_DEBIAN12) /* numpy >= 1.25 */
            return lang_py_error(err, "AttributeError", "module 'numpy' has no attribute 'exceptions'");
        if (!strcmp(name, "exceptions")) {
            lang_value *m = lv_new(I, V_MODULE);
            CHECK_ALLOC(m);
            m->u.path = "numpy.exceptions";
            *out = m;
            return SL_OK;
        }
        if (!strcmp(name, "lib")) {
            lang_value *m = lv_new(I, V_MODULE);
            CHECK_ALLOC(m);
            m->u.path = "numpy.lib";
            *out = m;
            return SL_OK;
        }
        if (!strcmp(name, "random")) { /* the legacy generator: ndarray_random.c */
            lang_value *m = lv_new(I, V_MODULE);
            CHECK_ALLOC(m);
            m->u.path = "numpy.random";
            *out = m;
            return SL_OK;
        }
        if (!strcmp(name, "linalg") || !strcmp(name, "testing") ||
            !strcmp(name, "ma") || !strcmp(name, "fft"))
            return lang_unsupported(err, "numpy.%s", name);
    } else if (!strcmp(path, "numpy.exceptions")) {
        if (!strcmp(name, "AxisError")) {
            lang_value *t = lv_new(I, V_EXCTYPE);
            CHECK_ALLOC(t);
            t->u.path = "AxisError";
            *out = t;
            return SL_OK;
        }
        return lang_unsupported(err, "numpy.exceptions.%s", name);
    } else if (!strcmp(path, "numpy.random")) {
        return module_member(I, path, name, kind, out, err);
    } else if (!strcmp(path, "numpy.lib")) {
        if (!strcmp(name, "stride_tricks")) {
            lang_value *m = lv_new(I, V_MODULE);
            CHECK_ALLOC(m);
            m->u.path = "numpy.lib.stride_tricks";
            *out = m;
            return SL_OK;
        }
        return lang_unsupported(err, "numpy.lib.%s", name);
    } else if (!strcmp(path, "numpy.lib.stride_tricks")) {
        /* numpy 2's numpy/lib/stride_tricks.py imports only __doc__, as_strided and
         * sliding_window_view from _stride_tricks_impl: other names (broadcast_to,
         * broadcast_arrays, ...) are not there (its table) */
        if (strcmp(name, "as_strided") && strcmp(name, "sliding_window_view") &&
            strcmp(name, "broadcast_to") && strcmp(name, "broadcast_arrays"))
            return lang_unsupported(err, "numpy.lib.stride_tricks.%s", name);
    }
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
