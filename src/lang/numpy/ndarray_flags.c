/*
 * ndarray_flags.c — numpy's read-only arrays, data addresses and np.require, as numpy
 * 1.24 does them, and the dispatch of this file's family and its siblings
 * (ndarray_resize.c, ndarray_diag_copyto.c):
 *   read-only      a.flags.writeable / .aligned / .writebackifcopy = v, a.flags[KEY] = v,
 *                  a.setflags(write, align, uic): numpy's order (align, uic, write), its
 *                  _IsWriteable walk (the engine's sl_np_set_writeable) and its messages.
 *   addresses      a.ctypes (a V_FLAGS value, LANG_AUX_CTYPES; only .data is read),
 *                  a.__array_interface__ (a dict in numpy's key order), np.byte_bounds: the
 *                  storage's fake address plus the byte offset, the one torch's data_ptr()
 *                  gives for aliasing tensors, so only differences and comparisons are exact.
 *   np.require     numpy's Python code: requirement letters, asarray with the order, a copy
 *                  when a flag is missing.
 */
#include "lang/python/py.h"

#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray_internal.h"

bool ndarray_is_array(const lang_value *v) { return v && v->kind == V_ARRAY && !lang_np_scalar(v); }

int ndarray_call_method(lang_interp *I, lang_value *self, const char *name, lang_value **pos, int32_t npos,
                       const char **kwn, lang_value **kw, int32_t nkw, lang_value **out, sl_error *err) {
    lang_args a = {pos, npos, kwn, kw, nkw};
    return lang_np_method(I, self, name, &a, out, err);
}

/* an ndarray of any argument numpy would convert with asarray (lists, numbers) */
int ndarray_as_array(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (ndarray_is_array(v)) {
        *out = v;
        return SL_OK;
    }
    if (v->kind == V_TENSOR) return lang_unsupported(err, "a torch tensor where numpy takes an array");
    return lang_np_call(I, "asarray", &v, 1, NULL, NULL, 0, out, err);
}

/* Python truthiness of a flag value (PyObject_IsTrue), for the values whose truth is plain */
static int truth_of(const lang_value *v, bool *b, sl_error *err) {
    switch (v->kind) {
    case V_NONE: case V_BOOL: case V_INT: case V_BIGINT: case V_FLOAT: case V_STR: case V_TUPLE:
        *b = lv_truthy(v);
        return SL_OK;
    case V_LIST:
        if (v->pytype) break;
        *b = lv_truthy(v);
        return SL_OK;
    default: break;
    }
    return lang_unsupported(err, "the truth value of a %s as a flag", lv_type_name(v));
}


/* -------------------------------------------------------------- read-only == */

static int set_write(lang_value *arr, bool on, sl_error *err) {
    sl_array *x = &AV(arr)->a;
    const lang_value *b = AV(arr)->base;
    const sl_array *base = b && b->kind == V_ARRAY ? &AV(b)->a : NULL;
    return sl_np_set_writeable(x, on, base, err);
}

static int set_align(lang_value *arr, bool on, sl_error *err) {
    if (!on) return lang_unsupported(err, "clearing the ALIGNED flag (numpy then copies the array where it would view it: ravel, reshape, np.require)");
    if (!sl_np_is_aligned(&AV(arr)->a))
        return lang_py_error(err, "ValueError", "cannot set aligned flag of mis-aligned array to True");
    return SL_OK;
}

static int set_uic(lang_value *arr, bool on, sl_error *err) {
    if (on) return lang_py_error(err, "ValueError", "cannot set WRITEBACKIFCOPY flag to True");
    if (AV(arr)->base) return lang_unsupported(err, "setflags(uic=False) of a view (numpy drops its base)");
    return SL_OK;
}

static int owner_of_flags(lang_value *flags, lang_value **arr, sl_error *err) {
    *arr = AV(lang_aux_owner(flags))->base; /* the owner is the snapshot numpy's flagsobj reads */
    if (!ndarray_is_array(*arr)) return lang_py_error(err, "ValueError", "Cannot set flags on array scalars.");
    return SL_OK;
}

int lang_np_flags_setattr(lang_interp *I, lang_value *flags, const char *name, lang_value *v, sl_error *err) {
    (void)I;
    if (lang_aux_which(flags) == LANG_AUX_CTYPES) return lang_unsupported(err, "assigning attribute '%s' of a.ctypes", name);
    lang_value *arr;
    int rc = owner_of_flags(flags, &arr, err);
    if (rc) return rc;
    static const char *const RO[] = {"contiguous", "c_contiguous", "f_contiguous", "fortran", "owndata", "fnc",
                                     "forc", "behaved", "carray", "farray", "num"};
    for (size_t i = 0; i < SL_ARRAY_LEN(RO); i++)
        if (!strcmp(name, RO[i]))
            return lang_py_error(err, "AttributeError",
                                 "attribute '%s' of '%s' objects is not writable", name, lang_np_type_path(I, flags));
    bool on;
    if (!strcmp(name, "writeable") || !strcmp(name, "aligned") || !strcmp(name, "writebackifcopy")) {
        if ((rc = truth_of(v, &on, err))) return rc;
        if (!strcmp(name, "writeable")) return set_write(arr, on, err);
        if (name[0] == 'a') return set_align(arr, on, err);
        return set_uic(arr, on, err);
    }
    if (name[0] == '_') return lang_unsupported(err, "assigning flags.%s", name);
    return lang_py_error(err, "AttributeError", "'%s' object has no attribute '%s'", lang_np_type_path(I, flags), name);
}

int lang_np_flags_setitem(lang_interp *I, lang_value *flags, lang_value *key, lang_value *v, sl_error *err) {
    (void)I;
    if (lang_aux_which(flags) == LANG_AUX_CTYPES) return lang_py_error(err, "TypeError", "'_ctypes' object does not support item assignment");
    lang_value *arr;
    int rc = owner_of_flags(flags, &arr, err);
    if (rc) return rc;
    const char *k = key->kind == V_STR ? key->u.str.s : "";
    bool on;
    if (!strcmp(k, "WRITEABLE") || !strcmp(k, "W")) {
        if ((rc = truth_of(v, &on, err))) return rc;
        return set_write(arr, on, err);
    }
    if (!strcmp(k, "ALIGNED") || !strcmp(k, "A")) {
        if ((rc = truth_of(v, &on, err))) return rc;
        return set_align(arr, on, err);
    }
    if (!strcmp(k, "WRITEBACKIFCOPY") || !strcmp(k, "X")) {
        if ((rc = truth_of(v, &on, err))) return rc;
        return set_uic(arr, on, err);
    }
    return lang_py_error(err, "KeyError", "'Unknown flag'");
}

/* a.setflags(write=None, align=None, uic=None): align, then uic, then write; an error
 * restores the flags as they were */
static int np_setflags(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"write", "align", "uic"};
    for (int32_t k = 0; k < a->nkw; k++) {
        bool known = false;
        for (int i = 0; i < 3; i++) known = known || !strcmp(a->kwnames[k], PN[i]);
        if (!known)
            return lang_py_error(err, "TypeError", "'%s' is an invalid keyword argument for setflags()", a->kwnames[k]);
    }
    if (a->npos > 3)
        return lang_py_error(err, "TypeError", "setflags() takes at most 3 arguments (%d given)", a->npos + a->nkw);
    lang_value *p[3];
    int rc = lang_bind(a, "setflags", PN, 3, 0, p, err);
    if (rc) return rc;
    bool on[3] = {false, false, false};
    for (int i = 0; i < 3; i++)
        if (p[i] && p[i]->kind != V_NONE && (rc = truth_of(p[i], &on[i], err))) return rc;
    uint32_t saved = AV(self)->a.flags;
    if (p[1] && p[1]->kind != V_NONE) rc = set_align(self, on[1], err);
    if (!rc && p[2] && p[2]->kind != V_NONE) rc = set_uic(self, on[2], err);
    if (!rc && p[0] && p[0]->kind != V_NONE) rc = set_write(self, on[0], err);
    if (rc) {
        AV(self)->a.flags = saved;
        return rc;
    }
    *out = lv_none(I);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* -------------------------------------------------------------- addresses == */

/* the address of the array's first element, as torch's data_ptr() of an aliasing tensor */
static int data_addr(const lang_value *arr, int64_t *addr, sl_error *err) {
    const lang_storage *st = AV(arr)->st;
    if (st->addr_unknown || (st->alias_of && st->alias_of->addr_unknown))
        return lang_unsupported(err, "the address of an array moved by resize() (where realloc put it)");
    if (sl_ovf_add(st->fake_addr, AV(arr)->a.offset_bytes, addr)) return sl_error_overflow(err, "data address");
    return SL_OK;
}

static const char *typestr(sl_dtype dt) {
    switch (dt) {
    case SL_BOOL: return "|b1";
    case SL_INT8: return "|i1";
    case SL_UINT8: return "|u1";
    case SL_INT16: return "<i2";
    case SL_UINT16: return "<u2";
    case SL_INT32: return "<i4";
    case SL_UINT32: return "<u4";
    case SL_INT64: return "<i8";
    case SL_UINT64: return "<u8";
    case SL_FLOAT16: return "<f2";
    case SL_FLOAT32: return "<f4";
    case SL_FLOAT64: return "<f8";
    case SL_COMPLEX64: return "<c8";
    case SL_COMPLEX128: return "<c16";
    default: return NULL;
    }
}

static int dict_put(lang_interp *I, lang_value *d, const char *key, lang_value *v, sl_error *err) {
    CHECK_ALLOC(v);
    lang_value *k = lv_strz(I, key);
    CHECK_ALLOC(k);
    int rc = lv_list_append(I, d, k, err);
    return rc ? rc : lv_list_append(I, d, v, err);
}

static lang_value *pair(lang_interp *I, lang_value *x, lang_value *y) {
    if (!x || !y) return NULL;
    lang_value *t = lv_seq(I, V_TUPLE, 2);
    if (!t) return NULL;
    t->u.seq.v[0] = x;
    t->u.seq.v[1] = y;
    return t;
}

/* array_interface_get: data (address, read-only), strides (None when C-contiguous), descr,
 * typestr, shape, version */
static int array_interface(lang_interp *I, lang_value *arr, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(arr)->a;
    const char *ts = typestr(x->dtype);
    if (!ts) return lang_unsupported(err, "__array_interface__ of this dtype");
    int64_t addr;
    int rc = data_addr(arr, &addr, err);
    if (rc) return rc;
    bool ro = !(x->flags & SL_NP_WRITEABLE) || (x->flags & SL_NP_WARN_ON_WRITE);
    lang_value *d = lv_seq(I, V_DICT, 0);
    CHECK_ALLOC(d);
    if ((rc = dict_put(I, d, "data", pair(I, lv_int(I, addr), lv_bool(I, ro)), err))) return rc;
    lang_value *strides = sl_np_is_c_contiguous(x) ? lv_none(I) : lv_ints(I, V_TUPLE, x->strides, x->ndim);
    if ((rc = dict_put(I, d, "strides", strides, err))) return rc;
    lang_value *descr = lv_seq(I, V_LIST, 1);
    CHECK_ALLOC(descr);
    descr->u.seq.v[0] = pair(I, lv_strz(I, ""), lv_strz(I, ts));
    CHECK_ALLOC(descr->u.seq.v[0]);
    if ((rc = dict_put(I, d, "descr", descr, err))) return rc;
    if ((rc = dict_put(I, d, "typestr", lv_strz(I, ts), err))) return rc;
    if ((rc = dict_put(I, d, "shape", lv_ints(I, V_TUPLE, x->shape, x->ndim), err))) return rc;
    if ((rc = dict_put(I, d, "version", lv_int(I, 3), err))) return rc;
    *out = d;
    return SL_OK;
}

/* numpy.lib.utils.byte_bounds */
static int byte_bounds(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos != 1 || a->nkw) return lang_unsupported(err, "numpy.byte_bounds() arguments");
    lang_value *arr = a->pos[0];
    if (arr->kind == V_LIST || arr->kind == V_TUPLE || arr->kind == V_INT || arr->kind == V_FLOAT || arr->kind == V_STR ||
        arr->kind == V_NONE || arr->kind == V_BOOL)
        return lang_py_error(err, "AttributeError", "'%s' object has no attribute '__array_interface__'", lv_type_name(arr));
    if (!ndarray_is_array(arr)) return lang_unsupported(err, "numpy.byte_bounds() of a %s", lv_type_name(arr));
    const sl_array *x = &AV(arr)->a;
    int64_t lo, hi, size;
    int rc = data_addr(arr, &lo, err);
    if (rc || (rc = sl_np_size(x, &size, err))) return rc;
    hi = lo;
    bool ovf = false;
    if (sl_np_is_c_contiguous(x)) {
        int64_t n;
        ovf = sl_ovf_mul(size, x->itemsize, &n) || sl_ovf_add(hi, n, &hi);
    } else {
        for (int32_t d = 0; d < x->ndim && !ovf; d++) {
            int64_t t;
            ovf = sl_ovf_mul(x->shape[d] - 1, x->strides[d], &t);
            if (!ovf && x->strides[d] < 0) ovf = sl_ovf_add(lo, t, &lo);
            else if (!ovf) ovf = sl_ovf_add(hi, t, &hi);
        }
        ovf = ovf || sl_ovf_add(hi, x->itemsize, &hi);
    }
    if (ovf) return sl_error_overflow(err, "byte bounds");
    *out = pair(I, lv_int(I, lo), lv_int(I, hi));
    CHECK_ALLOC(*out);
    return SL_OK;
}

int lang_np_flags_getattr(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    if (v->kind == V_FLAGS && lang_aux_which(v) == LANG_AUX_FLAGSOBJ) { /* flags.num: numpy's flag word (NPY_ARRAY_* bits) */
        const sl_array *x = &AV(lang_aux_owner(v))->a;
        int64_t num = (sl_np_is_c_contiguous(x) ? 0x1 : 0) | (sl_np_is_f_contiguous(x) ? 0x2 : 0) |
                      ((x->flags & SL_NP_OWNDATA) ? 0x4 : 0) | (sl_np_is_aligned(x) ? 0x100 : 0) |
                      ((x->flags & SL_NP_WRITEABLE) ? 0x400 : 0) | ((x->flags & SL_NP_WARN_ON_WRITE) ? (int64_t)1 << 31 : 0);
        *out = lv_int(I, (int32_t)(uint32_t)num); /* a C int: the WARN_ON_WRITE bit is its sign */
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (v->kind == V_FLAGS) { /* a.ctypes */
        if (!strcmp(name, "data")) {
            int64_t addr;
            int rc = data_addr(lang_aux_owner(v), &addr, err);
            if (rc) return rc;
            *out = lv_int(I, addr);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        return lang_unsupported(err, "a.ctypes.%s", name);
    }
    bool ctypes = !strcmp(name, "ctypes");
    if (!ctypes && strcmp(name, "__array_interface__")) return LANG_NOT_MINE;
    if (lang_np_scalar(v)) return lang_unsupported(err, "%s of a numpy scalar", name);
    if (!ctypes) return array_interface(I, v, out, err);
    lang_value *c = lv_new(I, V_FLAGS);
    CHECK_ALLOC(c);
    c->u.object.data = v;
    c->u.object.code = LANG_AUX_CTYPES;
    *out = c;
    return SL_OK;
}


/* ---------------------------------------------------------------- require == */

static char req_letter(const char *s) {
    static const struct { const char *name; char c; } M[] = {
        {"C", 'C'}, {"C_CONTIGUOUS", 'C'}, {"CONTIGUOUS", 'C'}, {"F", 'F'}, {"F_CONTIGUOUS", 'F'},
        {"FORTRAN", 'F'}, {"A", 'A'}, {"ALIGNED", 'A'}, {"W", 'W'}, {"WRITEABLE", 'W'},
        {"O", 'O'}, {"OWNDATA", 'O'}, {"E", 'E'}, {"ENSUREARRAY", 'E'}};
    for (size_t i = 0; i < SL_ARRAY_LEN(M); i++)
        if (!strcmp(s, M[i].name)) return M[i].c;
    return 0;
}

static int np_require(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "dtype", "requirements"};
    lang_value *p[3];
    int rc = lang_bind(a, "require", PN, 3, 1, p, err);
    if (rc) return rc;
    lang_value *dt = p[1] && p[1]->kind != V_NONE ? p[1] : NULL, *req = p[2];
    bool want[128] = {false};
    bool any = false;
    if (req && req->kind != V_NONE) {
        lang_value **items = NULL;
        int64_t n = 0;
        char one[2] = {0, 0};
        if (req->kind == V_STR) {
            n = req->u.str.len;
        } else if ((req->kind == V_LIST && !req->pytype) || req->kind == V_TUPLE) {
            items = req->u.seq.v;
            n = req->u.seq.n;
        } else {
            return lang_unsupported(err, "numpy.require() requirements of type %s", lv_type_name(req));
        }
        for (int64_t i = 0; i < n; i++) {
            const char *s;
            char up[64];
            if (!items) {
                one[0] = req->u.str.s[i];
                s = one;
            } else if (items[i]->kind != V_STR) {
                return lang_py_error(err, "AttributeError", "'%s' object has no attribute 'upper'", lv_type_name(items[i]));
            } else {
                s = items[i]->u.str.s;
            }
            size_t L = strlen(s);
            if (L >= sizeof up || (int64_t)L != (items ? items[i]->u.str.len : 1) || (unsigned char)s[0] >= 0x80)
                return lang_unsupported(err, "this numpy.require() requirement");
            for (size_t j = 0; j <= L; j++) up[j] = (char)(s[j] >= 'a' && s[j] <= 'z' ? s[j] - 32 : s[j]);
            for (size_t j = 0; j < L; j++)
                if ((unsigned char)up[j] >= 0x80) return lang_unsupported(err, "this numpy.require() requirement");
            char c = req_letter(up);
            if (!c) {
                lang_value *kv = lv_strz(I, up);
                CHECK_ALLOC(kv);
                sl_strbuf sb;
                char buf[160];
                sl_sb_init(&sb, buf, sizeof buf);
                if ((rc = lv_repr(I, kv, &sb, err))) return rc;
                return lang_py_error(err, "KeyError", "%s", buf);
            }
            want[(int)c] = true;
            any = true;
        }
    }
    lang_value *arr;
    if (!any && (!dt || !ndarray_is_array(p[0]))) {
        lang_value *pos[2] = {p[0], dt};
        return lang_np_call(I, "asarray", pos, dt ? 2 : 1, NULL, NULL, 0, out, err);
    }
    if (!any) { /* asarray(a, dtype): the array itself, or a K-order copy in that dtype */
        const char *kn[1] = {"copy"};
        lang_value *kv[1] = {lv_bool(I, false)};
        CHECK_ALLOC(kv[0]);
        return ndarray_call_method(I, p[0], "astype", &dt, 1, kn, kv, 1, out, err);
    }
    if (want['C'] && want['F']) return lang_py_error(err, "ValueError", "Cannot specify both \"C\" and \"F\" order");
    const char *order = want['C'] ? "C" : want['F'] ? "F" : "A";
    lang_value *ov = lv_strz(I, order);
    CHECK_ALLOC(ov);
    if (!ndarray_is_array(p[0])) {
        if (p[0]->kind != V_LIST && p[0]->kind != V_TUPLE)
            return lang_unsupported(err, "numpy.require() of a %s", lv_type_name(p[0]));
        lang_value *pos[2] = {p[0], dt};
        const char *kn[1] = {"order"};
        if ((rc = lang_np_call(I, "array", pos, dt ? 2 : 1, kn, &ov, 1, &arr, err))) return rc;
        p[0] = arr;
        dt = NULL;
    }
    if (dt) {
        /* np.array(a, dtype, copy=False, order=order): a cast copies (astype's rules) */
        const char *kn[2] = {"order", "copy"};
        lang_value *kv[2] = {ov, lv_bool(I, false)};
        CHECK_ALLOC(kv[1]);
        if ((rc = ndarray_call_method(I, p[0], "astype", &dt, 1, kn, kv, 2, &arr, err))) return rc;
    } else if (order[0] == 'A') {
        arr = p[0];
    } else {
        const char *kn[1] = {"order"};
        if ((rc = lang_np_call(I, "asarray", &p[0], 1, kn, &ov, 1, &arr, err))) return rc;
    }
    const sl_array *x = &AV(arr)->a;
    bool ok = (!want['W'] || (x->flags & SL_NP_WRITEABLE)) && (!want['O'] || (x->flags & SL_NP_OWNDATA)) &&
              (!want['A'] || sl_np_is_aligned(x));
    if (ok) {
        *out = arr;
        return SL_OK;
    }
    const char *kn[1] = {"order"};
    return ndarray_call_method(I, arr, "copy", NULL, 0, kn, &ov, 1, out, err);
}


/* --------------------------------------------------------------- dispatch == */

int lang_np_flags_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err) {
    if (self->kind == V_FLAGS) return lang_unsupported(err, "a.ctypes.%s()", name);
    if (!strcmp(name, "resize")) return ndarray_np_resize_method(I, self, a, out, err);
    if (!strcmp(name, "setflags")) return np_setflags(I, self, a, out, err);
    if (!strcmp(name, "trace")) return ndarray_np_trace(I, self, a, out, err);
    return LANG_NOT_MINE;
}

int lang_np_flags_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "resize")) return ndarray_np_resize_func(I, a, out, err);
    if (!strcmp(name, "byte_bounds") && lang_layers(I)->numpy2) /* numpy 2's module __getattr__ */
        return lang_py_error(err, "AttributeError", "`np.byte_bounds` was removed in the NumPy 2.0 release. Now it's "
                                                    "available under `np.lib.array_utils.byte_bounds`");
    if (!strcmp(name, "byte_bounds") || !strcmp(name, "lib.array_utils.byte_bounds")) return byte_bounds(I, a, out, err);
    if (!strcmp(name, "diag") || !strcmp(name, "diagflat")) return ndarray_np_diag(I, name[4] == 'f', a, out, err);
    if (!strcmp(name, "trace")) return ndarray_np_trace(I, NULL, a, out, err);
    if (!strcmp(name, "require")) return np_require(I, a, out, err);
    if (!strcmp(name, "copyto")) return ndarray_np_copyto(I, a, out, err);
    if (!strcmp(name, "where") && a->npos == 1 && a->nkw == 0) {
        lang_value *c;
        int rc = ndarray_as_array(I, a->pos[0], &c, err);
        if (rc) return rc;
        return lang_np_call(I, "nonzero", &c, 1, NULL, NULL, 0, out, err);
    }
    return LANG_NOT_MINE;
}
