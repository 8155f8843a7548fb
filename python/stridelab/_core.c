/*
 * _core.c — the CPython extension behind the `stridelab` Python package.
 *
 * A thin layer over include/stridelab.h: every function takes plain Python values
 * (tuples of ints, strings), calls the library and returns plain Python values.
 * Turning torch tensors, numpy arrays and DLPack capsules into those values, and the
 * result classes users see, live in the pure-Python part of the package (__init__.py).
 *
 * A "view" argument is the tuple (sizes, byte_strides, offset_bytes, itemsize): the
 * library's sl_bview.  Functions that need element strides (addr, whois by element,
 * trace, torch's predicates) convert it with bview_to_layout, which refuses a view whose
 * byte strides or offset are not multiples of its itemsize.
 *
 * Errors: a failing library call raises the exception the Python part builds from the
 * library's sl_error (set_error calls stridelab._errors.make_error(code, type, message,
 * offset, line, col) and raises what it returns).  The GIL is released around the copy,
 * the overlap solver, whois and the trace, which touch no Python object.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <dlpack/dlpack.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stridelab.h"

static PyObject *make_error_fn; /* stridelab._errors.make_error, set by _set_error_factory */

/* Raise the library's error as a Python exception; returns NULL. */
static PyObject *set_error(const sl_error *e) {
    if (PyErr_Occurred()) return NULL;
    if (!make_error_fn) {
        PyErr_Format(PyExc_RuntimeError, "%s: %s", sl_error_type_name(e), e->message);
        return NULL;
    }
    PyObject *exc = PyObject_CallFunction(make_error_fn, "sssLLL", sl_status_name(e->code),
                                          sl_error_type_name(e), e->message,
                                          (long long)e->offset, (long long)e->line,
                                          (long long)e->col);
    if (!exc) return NULL;
    PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
    Py_DECREF(exc);
    return NULL;
}

/* The pending builtin exception (an argument error found here, not by the library) as
 * the package's class of the same name, which also derives from StridelabError; returns
 * NULL. */
static PyObject *restyle_error(void) {
    if (!make_error_fn || !PyErr_Occurred()) return NULL;
    PyObject *t, *v, *tb;
    PyErr_Fetch(&t, &v, &tb);
    PyErr_NormalizeException(&t, &v, &tb);
    PyObject *msg = v ? PyObject_Str(v) : NULL;
    PyObject *exc = msg ? PyObject_CallFunction(make_error_fn, "ssOLLL", "SL_ERR_ARG",
                                                ((PyTypeObject *)t)->tp_name, msg, -1LL, 0LL, 0LL)
                        : NULL;
    Py_XDECREF(msg);
    if (!exc) { /* keep the original error */
        PyErr_Restore(t, v, tb);
        return NULL;
    }
    Py_XDECREF(t);
    Py_XDECREF(v);
    Py_XDECREF(tb);
    PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
    Py_DECREF(exc);
    return NULL;
}

/* PyErr_Format for this module's own argument checks: the package's error classes */
#define ARG_ERROR(type, ...) (PyErr_Format(type, __VA_ARGS__), restyle_error())

/* A limit of stridelab (64 dimensions, a max_* bound of the call): LimitExceeded, a
 * ToolError, never a builtin class; returns NULL */
static PyObject *limit_error(const char *fmt, ...) {
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (!make_error_fn) {
        PyErr_SetString(PyExc_ValueError, msg);
        return NULL;
    }
    PyObject *exc = PyObject_CallFunction(make_error_fn, "sssLLL", "SL_ERR_LIMIT", "LimitExceeded", msg,
                                          -1LL, 0LL, 0LL);
    if (!exc) return NULL;
    PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
    Py_DECREF(exc);
    return NULL;
}

static PyObject *set_arg_error(PyObject *type, const char *msg) {
    PyErr_SetString(type, msg);
    return restyle_error();
}

static PyObject *tuple_i64(const int64_t *v, int32_t n) {
    PyObject *t = PyTuple_New(n);
    if (!t) return NULL;
    for (int32_t i = 0; i < n; i++) {
        PyObject *x = PyLong_FromLongLong((long long)v[i]);
        if (!x) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, i, x);
    }
    return t;
}

/* A sequence of ints into v[0..n), n <= cap (cap+1 reports "too many"). */
static int seq_i64(PyObject *seq, int64_t *v, int32_t cap, int32_t *n, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(fast);
    if (len > cap) {
        Py_DECREF(fast);
        limit_error("%s: %zd entries, at most %d are supported (stridelab's limit)", what, len, (int)cap);
        return -1;
    }
    PyObject **items = PySequence_Fast_ITEMS(fast);
    for (Py_ssize_t i = 0; i < len; i++) {
        long long x = PyLong_AsLongLong(items[i]);
        if (x == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        v[i] = (int64_t)x;
    }
    *n = (int32_t)len;
    Py_DECREF(fast);
    return 0;
}

/* (sizes, byte_strides, offset_bytes, itemsize) -> sl_bview */
static int parse_view(PyObject *o, sl_bview *v) {
    PyObject *sizes, *strides;
    long long off, width;
    if (!PyTuple_Check(o) || PyTuple_GET_SIZE(o) != 4) {
        ARG_ERROR(PyExc_TypeError, "a view is (sizes, byte_strides, offset_bytes, itemsize)");
        return -1;
    }
    if (!PyArg_ParseTuple(o, "OOLL", &sizes, &strides, &off, &width)) return -1;
    memset(v, 0, sizeof *v);
    int32_t ns, nt;
    if (seq_i64(sizes, v->size, SL_MAX_DIMS, &ns, "sizes") ||
        seq_i64(strides, v->stride_bytes, SL_MAX_DIMS, &nt, "strides"))
        return -1;
    if (ns != nt) {
        ARG_ERROR(PyExc_ValueError, "%d sizes but %d strides", (int)ns, (int)nt);
        return -1;
    }
    for (int32_t d = 0; d < ns; d++)
        if (v->size[d] < 0) {
            ARG_ERROR(PyExc_ValueError, "size %lld of dimension %d is negative",
                         (long long)v->size[d], (int)d);
            return -1;
        }
    if (width < 1) {
        ARG_ERROR(PyExc_ValueError, "itemsize must be >= 1, got %lld", width);
        return -1;
    }
    v->ndim = ns;
    v->offset_bytes = off;
    v->width_bytes = width;
    return 0;
}

/* What works in bytes for a view with no element layout, per function asking */
#define IN_BYTES_HINT "ask in bytes: whois(t, byte=...) and layout(t).strides_bytes"
#define ADDR_IN_BYTES_HINT                                                                   \
    "addr() counts whole elements; the byte t[index] starts at is layout(t).offset_bytes + "  \
    "sum of index[d] x layout(t).strides_bytes[d], and whois(t, byte=...) answers in bytes"

/* byte view -> element layout (strides and offset must be multiples of the itemsize);
 * hint: what to do instead, in the error */
static int bview_to_layout_hint(const sl_bview *v, sl_layout *l, const char *hint) {
    int64_t w = v->width_bytes;
    if (v->offset_bytes % w) {
        ARG_ERROR(PyExc_ValueError,
                     "the byte offset %lld is not a multiple of the itemsize %lld: this view has "
                     "no element layout (a numpy record field or an unaligned view); %s",
                     (long long)v->offset_bytes, (long long)w, hint);
        return -1;
    }
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->stride_bytes[d] % w) {
            ARG_ERROR(PyExc_ValueError,
                         "the byte stride %lld of dimension %d is not a multiple of the itemsize "
                         "%lld: this view has no element layout (a numpy record field or an unaligned "
                         "view); %s",
                         (long long)v->stride_bytes[d], (int)d, (long long)w, hint);
            return -1;
        }
    memset(l, 0, sizeof *l);
    l->ndim = v->ndim;
    l->itemsize = w;
    l->offset = v->offset_bytes / w;
    for (int32_t d = 0; d < v->ndim; d++) {
        l->size[d] = v->size[d];
        l->stride[d] = v->stride_bytes[d] / w;
    }
    return 0;
}

static int bview_to_layout(const sl_bview *v, sl_layout *l) {
    return bview_to_layout_hint(v, l, IN_BYTES_HINT);
}

static PyObject *view_tuple_from_layout(const sl_layout *l) {
    int64_t sb[SL_MAX_DIMS];
    for (int32_t d = 0; d < l->ndim; d++) {
        if (__builtin_mul_overflow(l->stride[d], l->itemsize, &sb[d]))
            return set_arg_error(PyExc_OverflowError, "stride x itemsize beyond int64");
    }
    int64_t ob;
    if (__builtin_mul_overflow(l->offset, l->itemsize, &ob))
        return set_arg_error(PyExc_OverflowError, "offset x itemsize beyond int64");
    PyObject *sz = tuple_i64(l->size, l->ndim), *st = tuple_i64(sb, l->ndim);
    if (!sz || !st) {
        Py_XDECREF(sz);
        Py_XDECREF(st);
        return NULL;
    }
    return Py_BuildValue("(NNLL)", sz, st, (long long)ob, (long long)l->itemsize);
}

static int parse_ref(const char *name, sl_ref *ref) {
    sl_error e;
    if (sl_ref_parse(name, ref, &e) != SL_OK) {
        set_error(&e);
        return -1;
    }
    return 0;
}

/* ---- layout text ------------------------------------------------------------------ */

static PyObject *py_parse_layout(PyObject *self, PyObject *args) {
    const char *text, *refname;
    if (!PyArg_ParseTuple(args, "ss", &text, &refname)) return NULL;
    sl_ref ref;
    if (parse_ref(refname, &ref)) return NULL;
    sl_layout l;
    int64_t storage = -1;
    sl_error e;
    if (sl_layout_parse_ref(text, ref, &l, &storage, &e) != SL_OK) return set_error(&e);
    PyObject *v = view_tuple_from_layout(&l);
    if (!v) return NULL;
    if (storage < 0) return Py_BuildValue("(NO)", v, Py_None);
    return Py_BuildValue("(NL)", v, (long long)storage);
}

/* ---- DLPack ------------------------------------------------------------------------ */

/* A "dltensor" capsule -> (view, data_pointer, (code, bits, lanes), (device_type, id)).
 * The capsule is only read: it keeps its name, so its destructor frees the producer's
 * tensor when the caller drops it. */
static PyObject *py_dlpack_view(PyObject *self, PyObject *cap) {
    if (!PyCapsule_CheckExact(cap)) return set_arg_error(PyExc_TypeError, "__dlpack__() did not return a capsule");
    const char *name = PyCapsule_GetName(cap);
    if (!name || strcmp(name, "dltensor")) {
        ARG_ERROR(PyExc_ValueError,
                     "a DLPack capsule named 'dltensor' is needed, got '%s' (a capsule is "
                     "consumed once; call __dlpack__() again)",
                     name ? name : "(null)");
        return NULL;
    }
    DLManagedTensor *mt = PyCapsule_GetPointer(cap, "dltensor");
    if (!mt) return NULL;
    const DLTensor *t = &mt->dl_tensor;
    sl_bview v;
    sl_error e;
    if (sl_dlpack_to_bview(t, &v, &e) != SL_OK) return set_error(&e);
    PyObject *sz = tuple_i64(v.size, v.ndim), *st = tuple_i64(v.stride_bytes, v.ndim);
    if (!sz || !st) {
        Py_XDECREF(sz);
        Py_XDECREF(st);
        return NULL;
    }
    return Py_BuildValue("((NNLL)K(iii)(ii))", sz, st, (long long)v.offset_bytes,
                         (long long)v.width_bytes, (unsigned long long)(uintptr_t)t->data,
                         (int)t->dtype.code, (int)t->dtype.bits, (int)t->dtype.lanes,
                         (int)t->device.device_type, (int)t->device.device_id);
}

/* ---- buffers ----------------------------------------------------------------------- */

/* The memory an object exports through the buffer protocol: (address, bytes, readonly). */
static PyObject *py_buffer_extent(PyObject *self, PyObject *obj) {
    Py_buffer b;
    if (PyObject_GetBuffer(obj, &b, PyBUF_SIMPLE) != 0) {
        PyErr_Clear();
        if (PyObject_GetBuffer(obj, &b, PyBUF_STRIDES) != 0) return NULL;
    }
    PyObject *r = Py_BuildValue("(KnO)", (unsigned long long)(uintptr_t)b.buf, b.len,
                                b.readonly ? Py_True : Py_False);
    PyBuffer_Release(&b);
    return r;
}

/* The address of an object's first element and whether it is read-only, through the
 * buffer protocol with strides (numpy exports any strided array this way): (address,
 * readonly). */
static PyObject *py_data_address(PyObject *self, PyObject *obj) {
    Py_buffer b;
    if (PyObject_GetBuffer(obj, &b, PyBUF_STRIDES) != 0) return NULL;
    PyObject *r = Py_BuildValue("(KO)", (unsigned long long)(uintptr_t)b.buf, b.readonly ? Py_True : Py_False);
    PyBuffer_Release(&b);
    return r;
}

/* ---- layout facts ------------------------------------------------------------------ */

/* (span, torch predicates or None, numpy flags): span = (min_byte, end_byte) or None */
static PyObject *py_facts(PyObject *self, PyObject *args) {
    PyObject *vo;
    if (!PyArg_ParseTuple(args, "O", &vo)) return NULL;
    sl_bview v;
    if (parse_view(vo, &v)) return NULL;
    int64_t lo, end, numel;
    bool empty;
    sl_error e;
    if (sl_bview_span(&v, &lo, &end, &empty, &e) != SL_OK) return set_error(&e);
    if (sl_bview_numel(&v, &numel, &e) != SL_OK) return set_error(&e);
    PyObject *span = empty ? (Py_INCREF(Py_None), Py_None) : Py_BuildValue("(LL)", (long long)lo, (long long)end);
    if (!span) return NULL;
    /* numpy's flags from the byte layout */
    sl_array a;
    memset(&a, 0, sizeof a);
    a.ndim = v.ndim;
    a.itemsize = v.width_bytes;
    a.offset_bytes = v.offset_bytes;
    for (int32_t d = 0; d < v.ndim; d++) {
        a.shape[d] = v.size[d];
        a.strides[d] = v.stride_bytes[d];
    }
    bool np_c = sl_np_is_c_contiguous(&a), np_f = sl_np_is_f_contiguous(&a);
    /* torch's predicates need an element layout */
    PyObject *torch = NULL;
    sl_layout l;
    if (bview_to_layout(&v, &l) == 0) {
        const char *ovl = "too_hard";
        switch (sl_torch_internal_overlap(&l)) {
        case SL_OVERLAP_NO: ovl = "no"; break;
        case SL_OVERLAP_YES: ovl = "yes"; break;
        case SL_OVERLAP_TOO_HARD: ovl = "too_hard"; break;
        }
        torch = Py_BuildValue("(OOOOs)", sl_torch_is_contiguous(&l, SL_MF_CONTIGUOUS) ? Py_True : Py_False,
                              sl_torch_is_contiguous(&l, SL_MF_CHANNELS_LAST) ? Py_True : Py_False,
                              sl_torch_is_contiguous(&l, SL_MF_CHANNELS_LAST_3D) ? Py_True : Py_False,
                              sl_torch_is_non_overlapping_and_dense(&l) ? Py_True : Py_False, ovl);
    } else {
        PyErr_Clear();
        torch = Py_None;
        Py_INCREF(torch);
    }
    if (!torch) {
        Py_DECREF(span);
        return NULL;
    }
    return Py_BuildValue("(NLNOO)", span, (long long)numel, torch, np_c ? Py_True : Py_False,
                         np_f ? Py_True : Py_False);
}

/* ---- addr ---------------------------------------------------------------------------- */

static PyObject *py_addr(PyObject *self, PyObject *args) {
    PyObject *vo, *io;
    if (!PyArg_ParseTuple(args, "OO", &vo, &io)) return NULL;
    sl_bview v;
    sl_layout l;
    if (parse_view(vo, &v) || bview_to_layout_hint(&v, &l, ADDR_IN_BYTES_HINT)) return NULL;
    int64_t idx[SL_MAX_DIMS + 1], wrapped[SL_MAX_DIMS], terms[SL_MAX_DIMS], elem, byte;
    int32_t n;
    if (seq_i64(io, idx, SL_MAX_DIMS + 1, &n, "index")) return NULL;
    sl_error e;
    if (sl_addr(&l, idx, n, wrapped, terms, &elem, &byte, &e) != SL_OK) return set_error(&e);
    char buf[4096];
    sl_addr_format(&l, wrapped, elem, byte, buf, sizeof buf);
    PyObject *w = tuple_i64(wrapped, l.ndim), *t = tuple_i64(terms, l.ndim);
    if (!w || !t) {
        Py_XDECREF(w);
        Py_XDECREF(t);
        return NULL;
    }
    return Py_BuildValue("(NNLLs)", w, t, (long long)elem, (long long)byte, buf);
}

/* ---- whois --------------------------------------------------------------------------- */

static PyObject *py_whois(PyObject *self, PyObject *args) {
    PyObject *vo;
    long long storage, address, cap, budget;
    int bytes;
    if (!PyArg_ParseTuple(args, "OLpLLL", &vo, &storage, &bytes, &address, &cap, &budget)) return NULL;
    sl_bview v;
    sl_layout l;
    if (parse_view(vo, &v)) return NULL;
    if (!bytes && bview_to_layout(&v, &l)) return NULL;
    if (cap < 0 || cap > (INT64_C(1) << 22) / (v.ndim ? v.ndim : 1))
        return set_arg_error(PyExc_ValueError, "max must be between 0 and 2**22 / ndim");
    int32_t nd = v.ndim ? v.ndim : 1;
    int64_t *out = malloc(sizeof(int64_t) * (size_t)(cap * nd + 1));
    if (!out) return PyErr_NoMemory();
    sl_whois_info w;
    sl_error e;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = bytes ? sl_whois_report_bytes(&v, storage, address, out, cap, budget, &w, &e)
               : sl_whois_report(&l, storage, false, address, out, cap, budget, &w, &e);
    Py_END_ALLOW_THREADS
    if (rc != SL_OK) {
        free(out);
        return set_error(&e);
    }
    PyObject *list = PyList_New(w.listed);
    for (int64_t k = 0; list && k < w.listed; k++) {
        PyObject *t = tuple_i64(out + k * v.ndim, v.ndim);
        if (!t) {
            Py_CLEAR(list);
            break;
        }
        PyList_SET_ITEM(list, k, t);
    }
    free(out);
    if (!list) return NULL;
    PyObject *reach = w.empty ? (Py_INCREF(Py_None), Py_None) : Py_BuildValue("(LL)", (long long)w.lo, (long long)w.hi);
    return Py_BuildValue("(NLOssNLs)", list, (long long)w.count, w.saturated ? Py_True : Py_False,
                         w.unit, w.where, reach, (long long)w.storage, w.summary);
}

/* ---- overlap ------------------------------------------------------------------------- */

static const char *reason_name(sl_ovl_reason r) {
    switch (r) {
    case SL_OVR_NONE: return "none";
    case SL_OVR_EMPTY: return "empty";
    case SL_OVR_SINGLE: return "single";
    case SL_OVR_EXTENTS: return "extents";
    case SL_OVR_NESTED: return "nested";
    case SL_OVR_GCD: return "gcd";
    case SL_OVR_SEARCH: return "search";
    case SL_OVR_ENUMERATION: return "enumeration";
    }
    return "?";
}

static const char *method_name(sl_ovl_method m) {
    switch (m) {
    case SL_OVM_NONE: return "none";
    case SL_OVM_ZERO_STRIDE: return "zero_stride";
    case SL_OVM_SEARCH: return "search";
    case SL_OVM_ENUMERATION: return "enumeration";
    case SL_OVM_PIGEONHOLE: return "pigeonhole";
    }
    return "?";
}

/* overlap(view_a, view_b or None, budget) -> (answer, witness_a, witness_b, byte,
 * text, reason, method, work, witness_checked) */
static PyObject *py_overlap(PyObject *self, PyObject *args) {
    PyObject *ao, *bo;
    long long budget;
    if (!PyArg_ParseTuple(args, "OOL", &ao, &bo, &budget)) return NULL;
    sl_bview a, b;
    bool pair = bo != Py_None;
    if (parse_view(ao, &a) || (pair && parse_view(bo, &b))) return NULL;
    sl_overlap_result r;
    sl_error e;
    int rc;
    bool ok = false;
    Py_BEGIN_ALLOW_THREADS
    rc = pair ? sl_overlap_pair(&a, &b, budget, &r, &e) : sl_overlap_internal(&a, budget, &r, &e);
    if (rc == SL_OK && r.answer == SL_OVL_YES) ok = sl_overlap_witness_ok(&a, pair ? &b : NULL, &r);
    Py_END_ALLOW_THREADS
    if (rc != SL_OK) return set_error(&e);
    const char *ans = r.answer == SL_OVL_YES ? "yes" : r.answer == SL_OVL_NO ? "no" : "unknown";
    if (r.answer != SL_OVL_YES)
        return Py_BuildValue("(sOOOsssLO)", ans, Py_None, Py_None, Py_None, r.reason_text,
                             reason_name(r.reason), method_name(r.method), (long long)r.work, Py_False);
    PyObject *wa = tuple_i64(r.index_a, r.ndim_a), *wb = tuple_i64(r.index_b, r.ndim_b);
    if (!wa || !wb) {
        Py_XDECREF(wa);
        Py_XDECREF(wb);
        return NULL;
    }
    return Py_BuildValue("(sNNLsssLO)", ans, wa, wb, (long long)r.byte, r.reason_text,
                         reason_name(r.reason), method_name(r.method), (long long)r.work,
                         ok ? Py_True : Py_False);
}

/* ---- prove --------------------------------------------------------------------------- */

/* prove(view, storage_bytes (<0 unknown), base_align (0 unknown), base_address (<0
 * unknown), elem_align, vector_bytes, lanes, vector_dim, write, budget) */
static PyObject *py_prove(PyObject *self, PyObject *args) {
    PyObject *vo;
    long long storage, base_align, base_addr, elem_align, vbytes, lanes, vdim, budget;
    int write;
    if (!PyArg_ParseTuple(args, "OLLLLLLLpL", &vo, &storage, &base_align, &base_addr, &elem_align,
                          &vbytes, &lanes, &vdim, &write, &budget))
        return NULL;
    sl_access acc;
    memset(&acc, 0, sizeof acc);
    if (parse_view(vo, &acc.view)) return NULL;
    acc.sizes_valid = true;
    acc.storage_known = storage >= 0;
    acc.storage_bytes = storage >= 0 ? storage : 0;
    acc.base_align_bytes = base_align;
    acc.elem_align_bytes = elem_align;
    acc.vector_bytes = vbytes;
    acc.vector_lanes = lanes;
    acc.vector_dim = vdim;
    acc.write = write;
    acc.overlap_budget = budget;
    if (base_addr >= 0) {
        acc.base_known = true;
        acc.base_address = (uint64_t)base_addr;
    }
    sl_prove_report rep;
    sl_error e;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = sl_prove(&acc, &rep, &e);
    Py_END_ALLOW_THREADS
    if (rc != SL_OK) return set_error(&e);
    PyObject *list = PyList_New(rep.count);
    if (!list) return NULL;
    int32_t nd = acc.view.ndim;
    for (int k = 0; k < rep.count; k++) {
        const sl_obligation *o = &rep.ob[k];
        PyObject *cex = PyTuple_New(o->has_counterexample ? o->ncex : 0);
        if (!cex) {
            Py_DECREF(list);
            return NULL;
        }
        for (int c = 0; o->has_counterexample && c < o->ncex; c++) {
            PyObject *t = tuple_i64(o->cex[c], nd);
            if (!t) {
                Py_DECREF(cex);
                Py_DECREF(list);
                return NULL;
            }
            PyTuple_SET_ITEM(cex, c, t);
        }
        bool show_byte = o->has_counterexample && o->cex_byte_valid &&
                         o->kind != SL_OB_CHECKED_ARITH && o->kind != SL_OB_INDEX_BOUNDS;
        PyObject *byte = show_byte ? PyLong_FromLongLong((long long)o->cex_byte) : (Py_INCREF(Py_None), Py_None);
        PyObject *detail = PyUnicode_DecodeUTF8(o->detail, (Py_ssize_t)strlen(o->detail), "replace");
        PyObject *full = detail ? Py_BuildValue("(ssNNN)", o->name, sl_ob_status_name(o->status), detail,
                                                cex, byte)
                                : NULL;
        if (!detail) {
            Py_DECREF(cex);
            Py_XDECREF(byte);
        }
        if (!full) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, k, full);
    }
    return Py_BuildValue("(NOO)", list, rep.all_checkable_proved ? Py_True : Py_False,
                         rep.any_refuted ? Py_True : Py_False);
}

/* ---- text output: explain and run ------------------------------------------------------ */

typedef struct textbuf {
    char *p;
    size_t n, cap;
    bool oom;
} textbuf;

static void tb_write(void *user, const char *s, size_t n) {
    textbuf *b = user;
    if (b->oom) return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->n + n + 1) cap *= 2;
        char *q = realloc(b->p, cap);
        if (!q) {
            b->oom = true;
            return;
        }
        b->p = q;
        b->cap = cap;
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}

static PyObject *tb_string(textbuf *b) {
    if (b->oom) {
        free(b->p);
        return PyErr_NoMemory();
    }
    PyObject *s = PyUnicode_DecodeUTF8(b->p ? b->p : "", (Py_ssize_t)b->n, "surrogateescape");
    free(b->p);
    b->p = NULL;
    return s;
}

/* explain(expr, ref, json) -> (text, status, error or None) */
static PyObject *py_explain(PyObject *self, PyObject *args) {
    const char *expr, *refname;
    int json;
    if (!PyArg_ParseTuple(args, "ssp", &expr, &refname, &json)) return NULL;
    sl_ref ref;
    if (parse_ref(refname, &ref)) return NULL;
    textbuf b = {0};
    sl_error e;
    sl_error_clear(&e);
    int rc = sl_explain_ref(expr, ref, json, tb_write, &b, &e);
    PyObject *text = tb_string(&b);
    if (!text) return NULL;
    if (rc == SL_OK) return Py_BuildValue("(NiO)", text, rc, Py_None);
    return Py_BuildValue("(Ni(sssLLL))", text, rc, sl_status_name(e.code), sl_error_type_name(&e),
                         e.message, (long long)e.offset, (long long)e.line, (long long)e.col);
}

/* run(source, ref, max_steps, max_bytes) -> (stdout, None) or (stdout, (status, type,
 * message, line, traceback_name)) */
static PyObject *py_run(PyObject *self, PyObject *args) {
    const char *src, *refname;
    Py_ssize_t len;
    long long steps, bytes;
    if (!PyArg_ParseTuple(args, "s#sLL", &src, &len, &refname, &steps, &bytes)) return NULL;
    sl_ref ref;
    if (parse_ref(refname, &ref)) return NULL;
    sl_run_options o = {steps, bytes, ref};
    textbuf b = {0};
    sl_error e;
    sl_error_clear(&e);
    int rc = sl_run_snippet_opts(src, (size_t)len, tb_write, &b, &o, &e);
    PyObject *text = tb_string(&b);
    if (!text) return NULL;
    if (rc == SL_OK) return Py_BuildValue("(NO)", text, Py_None);
    const char *tb = rc == SL_ERR_PY ? sl_run_traceback_name(ref, src, (size_t)len, e.type)
                                     : sl_error_type_name(&e);
    return Py_BuildValue("(N(sssLs))", text, sl_status_name(rc), sl_error_type_name(&e), e.message,
                         (long long)e.line, tb);
}

/* ---- cache lab ------------------------------------------------------------------------- */

/* cache_lab(capacity, stride, space, requests, fifo) -> (events, totals, explanation);
 * each event's resident lines in eviction order, the next victim first (the lab's
 * order: least recently used first for LRU, oldest first for FIFO), as the page lists
 * them */
static PyObject *py_cache_lab(PyObject *self, PyObject *args) {
    long long cap, stride, space, requests;
    int fifo;
    if (!PyArg_ParseTuple(args, "LLLLp", &cap, &stride, &space, &requests, &fifo)) return NULL;
    sl_lab_config cfg = {cap, stride, space, requests, fifo ? SL_CACHE_FIFO : SL_CACHE_LRU};
    sl_lab *lab = malloc(sizeof *lab);
    if (!lab) return PyErr_NoMemory();
    sl_error e;
    if (sl_lab_configure(lab, &cfg, &e) != SL_OK) {
        free(lab);
        return set_error(&e);
    }
    PyObject *events = PyList_New(0);
    sl_lab_event ev;
    while (events && sl_lab_step(lab, &ev) == 1) {
        PyObject *res = tuple_i64(lab->order, lab->nresident);
        PyObject *evicted = ev.evicted < 0 ? Py_NewRef(Py_None) : PyLong_FromLongLong(ev.evicted);
        PyObject *row = res && evicted ? Py_BuildValue("(LLONN)", (long long)ev.k, (long long)ev.address,
                                                       ev.hit ? Py_True : Py_False, evicted, res)
                                       : NULL;
        if (!row && !(res && evicted)) {
            Py_XDECREF(res);
            Py_XDECREF(evicted);
        }
        if (!row || PyList_Append(events, row)) {
            Py_XDECREF(row);
            Py_CLEAR(events);
            break;
        }
        Py_DECREF(row);
    }
    sl_lab_totals t;
    sl_lab_get_totals(lab, &t);
    free(lab);
    if (!events) return NULL;
    char expl[512];
    sl_lab_explain(&cfg, expl, sizeof expl);
    return Py_BuildValue("(N(LLLLLL)s)", events, (long long)t.requests_done, (long long)t.hits,
                         (long long)t.misses, (long long)t.distinct_lines, (long long)t.cycle_lines,
                         (long long)t.requests_total, expl);
}

/* ---- trace ----------------------------------------------------------------------------- */

static int parse_levels(PyObject *lv, sl_cache_level_config *levels, int32_t *n) {
    if (lv == Py_None) {
        *n = sl_cache_default_levels(levels);
        return 0;
    }
    PyObject *fast = PySequence_Fast(lv, "levels must be a sequence");
    if (!fast) return -1;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(fast);
    if (k < 1 || k > SL_CACHE_MAX_LEVELS) {
        Py_DECREF(fast);
        ARG_ERROR(PyExc_ValueError, "between 1 and %d cache levels, got %zd", SL_CACHE_MAX_LEVELS, k);
        return -1;
    }
    for (Py_ssize_t i = 0; i < k; i++) {
        PyObject *it = PySequence_Fast_GET_ITEM(fast, i);
        sl_error e;
        if (PyUnicode_Check(it)) {
            const char *s = PyUnicode_AsUTF8(it);
            if (!s || sl_cache_parse_level(s, &levels[i], &e) != SL_OK) {
                Py_DECREF(fast);
                if (s) set_error(&e);
                return -1;
            }
        } else {
            long long sets, ways, line;
            int fifo = 0;
            if (!PyArg_ParseTuple(it, "LLL|p", &sets, &ways, &line, &fifo)) {
                Py_DECREF(fast);
                return -1;
            }
            levels[i] = (sl_cache_level_config){sets, ways, line, fifo ? SL_CACHE_FIFO : SL_CACHE_LRU};
        }
    }
    *n = (int32_t)k;
    Py_DECREF(fast);
    return 0;
}

/* trace(view, order 0/1/2, inner_dim, base_bytes, levels, max_elements, max_work,
 * max_memory) -> (elements, bytes_requested, bytes_used, [(sets, ways, line, accesses,
 * hits, misses, evictions, distinct_lines, bytes_moved)...]) */
static PyObject *py_trace(PyObject *self, PyObject *args) {
    PyObject *vo, *lv;
    int order;
    long long inner, base, max_el, max_work, max_mem;
    if (!PyArg_ParseTuple(args, "OiLLOLLL", &vo, &order, &inner, &base, &lv, &max_el, &max_work, &max_mem))
        return NULL;
    sl_bview v;
    sl_layout l;
    if (parse_view(vo, &v) || bview_to_layout(&v, &l)) return NULL;
    if (order < 0 || order > 2) return set_arg_error(PyExc_ValueError, "bad order");
    sl_cache_level_config levels[SL_CACHE_MAX_LEVELS];
    int32_t nlev;
    if (parse_levels(lv, levels, &nlev)) return NULL;
    sl_error e;
    size_t mem_bytes;
    if (sl_cache_mem_bytes(levels, nlev, &mem_bytes, &e) != SL_OK) return set_error(&e);
    sl_trace_cost_t cost;
    if (sl_trace_cost(&l, levels[0].line_bytes, &cost, &e) != SL_OK) return set_error(&e);
    if (cost.elements > max_el)
        return limit_error("the view has %lld elements, more than max_elements=%lld (raise it)",
                           (long long)cost.elements, max_el);
    if (cost.lookups > (uint64_t)max_work)
        return limit_error("the trace needs up to %llu level-1 line lookups, more than "
                           "max_work=%lld (raise it)", (unsigned long long)cost.lookups, max_work);
    if (mem_bytes + cost.distinct_bytes > (uint64_t)max_mem)
        return limit_error("the trace needs %llu bytes of model state, more than "
                           "max_memory=%lld (raise it)",
                           (unsigned long long)(mem_bytes + cost.distinct_bytes), max_mem);
    void *mem = malloc(mem_bytes ? mem_bytes : 8);
    if (!mem) return PyErr_NoMemory();
    sl_cache c;
    if (sl_cache_init(&c, levels, nlev, mem, mem_bytes, &e) != SL_OK) {
        free(mem);
        return set_error(&e);
    }
    sl_trace_report rep;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = sl_trace_run(&l, (sl_trace_order)order, inner, base, &c, &rep, NULL, &e);
    Py_END_ALLOW_THREADS
    free(mem);
    if (rc != SL_OK) return set_error(&e);
    PyObject *lst = PyList_New(rep.nlevels);
    if (!lst) return NULL;
    for (int32_t i = 0; i < rep.nlevels; i++) {
        const sl_trace_level_report *r = &rep.level[i];
        PyObject *t = Py_BuildValue("(LLLKKKKKK)", (long long)levels[i].sets, (long long)levels[i].ways,
                                    (long long)levels[i].line_bytes, (unsigned long long)r->accesses,
                                    (unsigned long long)r->hits, (unsigned long long)r->misses,
                                    (unsigned long long)r->evictions, (unsigned long long)r->distinct_lines,
                                    (unsigned long long)r->bytes_moved);
        if (!t) {
            Py_DECREF(lst);
            return NULL;
        }
        PyList_SET_ITEM(lst, i, t);
    }
    return Py_BuildValue("(LLLN)", (long long)rep.elements, (long long)rep.bytes_requested,
                         (long long)rep.bytes_used, lst);
}

/* warp(view, lanes_dim, warp_lanes, width, base) -> (requests, sectors, lines, ideal,
 * unique_bytes, max_sectors, histogram) */
static PyObject *py_warp(PyObject *self, PyObject *args) {
    PyObject *vo;
    long long dim, lanes, width, base;
    if (!PyArg_ParseTuple(args, "OLLLL", &vo, &dim, &lanes, &width, &base)) return NULL;
    sl_bview v;
    sl_layout l;
    if (parse_view(vo, &v) || bview_to_layout(&v, &l)) return NULL;
    if (width <= 0) width = l.itemsize;
    if (lanes < 1 || lanes > SL_WARP_MAX_LANES) return set_arg_error(PyExc_ValueError, "lanes must be 1..1024");
    if (width > SL_WARP_MAX_WIDTH) return set_arg_error(PyExc_ValueError, "the access width exceeds 256 bytes");
    int64_t hist_len = lanes * (width / SL_SECTOR_BYTES + 2) + 2;
    int64_t *hist = calloc((size_t)hist_len, sizeof *hist);
    if (!hist) return PyErr_NoMemory();
    sl_warp_report r;
    sl_error e;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = sl_warp_trace(&l, dim, lanes, width, base, &r, hist, hist_len, &e);
    Py_END_ALLOW_THREADS
    if (rc != SL_OK) {
        free(hist);
        return set_error(&e);
    }
    PyObject *h = PyDict_New();
    for (int64_t k = 0; h && k < hist_len; k++) {
        if (!hist[k]) continue;
        PyObject *kk = PyLong_FromLongLong(k), *vv = PyLong_FromLongLong(hist[k]);
        if (!kk || !vv || PyDict_SetItem(h, kk, vv)) Py_CLEAR(h);
        Py_XDECREF(kk);
        Py_XDECREF(vv);
    }
    free(hist);
    if (!h) return NULL;
    return Py_BuildValue("(LLLLLLN)", (long long)r.requests, (long long)r.sectors, (long long)r.lines,
                         (long long)r.ideal, (long long)r.unique_bytes, (long long)r.max_sectors, h);
}

/* ---- copy ------------------------------------------------------------------------------ */

/* copy(dst_base, dst_storage_bytes, dst_view, src_base, src_storage_bytes, src_view,
 * threads, overlap_budget).  Bases are addresses of the storages' first bytes; every byte
 * either view reaches is proved inside its storage by sl_copy before anything moves. */
static PyObject *py_copy(PyObject *self, PyObject *args) {
    unsigned long long dbase, sbase;
    long long dbytes, sbytes, budget;
    PyObject *dvo, *svo;
    int threads;
    if (!PyArg_ParseTuple(args, "KLOKLOiL", &dbase, &dbytes, &dvo, &sbase, &sbytes, &svo, &threads, &budget))
        return NULL;
    sl_bview d, s;
    if (parse_view(dvo, &d) || parse_view(svo, &s)) return NULL;
    sl_copy_options o;
    sl_copy_options_init(&o);
    o.threads = threads;
    o.overlap_budget = budget;
    sl_error e;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = sl_copy((void *)(uintptr_t)dbase, dbytes, &d, (const void *)(uintptr_t)sbase, sbytes, &s, &o, &e);
    Py_END_ALLOW_THREADS
    if (rc != SL_OK) return set_error(&e);
    Py_RETURN_NONE;
}

/* dense_strides(view, order 'C'/'F'/'K') -> byte strides of a dense copy, offset 0 */
static PyObject *py_dense_strides(PyObject *self, PyObject *args) {
    PyObject *vo;
    int order;
    if (!PyArg_ParseTuple(args, "OC", &vo, &order)) return NULL;
    sl_bview v, out;
    if (parse_view(vo, &v)) return NULL;
    sl_copy_order o = order == 'F' ? SL_ORDER_F : order == 'K' ? SL_ORDER_K : SL_ORDER_C;
    sl_error e;
    if (sl_copy_dense_bview(&v, o, &out, &e) != SL_OK) return set_error(&e);
    return tuple_i64(out.stride_bytes, out.ndim);
}

/* ---- misc ------------------------------------------------------------------------------ */

static PyObject *py_refs(PyObject *self, PyObject *noargs) {
    PyObject *l = PyList_New(0);
    for (int r = 0; l && r < SL_REF_COUNT; r++) {
        const sl_ref_info *i = sl_ref_get((sl_ref)r);
        PyObject *t = Py_BuildValue("(sssss)", i->name, i->torch_version, i->numpy_version,
                                    i->python_version, i->summary);
        if (!t || PyList_Append(l, t)) Py_CLEAR(l);
        Py_XDECREF(t);
    }
    return l;
}

static PyObject *py_cpu_count(PyObject *self, PyObject *noargs) {
    return PyLong_FromLong(sl_cpu_count());
}

static PyObject *py_set_error_factory(PyObject *self, PyObject *fn) {
    Py_XSETREF(make_error_fn, Py_NewRef(fn));
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"_set_error_factory", py_set_error_factory, METH_O, NULL},
    {"parse_layout", py_parse_layout, METH_VARARGS, "parse_layout(text, ref) -> (view, storage_bytes)"},
    {"dlpack_view", py_dlpack_view, METH_O, "dlpack_view(capsule) -> (view, data, dtype, device)"},
    {"buffer_extent", py_buffer_extent, METH_O, "buffer_extent(obj) -> (address, bytes, readonly)"},
    {"data_address", py_data_address, METH_O, "data_address(obj) -> (address, readonly)"},
    {"facts", py_facts, METH_VARARGS, "facts(view) -> (span, numel, torch_predicates, np_c, np_f)"},
    {"addr", py_addr, METH_VARARGS, "addr(view, index) -> (wrapped, terms, elem, byte, text)"},
    {"whois", py_whois, METH_VARARGS, "whois(view, storage_bytes, bytes, address, cap, budget)"},
    {"overlap", py_overlap, METH_VARARGS, "overlap(view_a, view_b or None, budget)"},
    {"prove", py_prove, METH_VARARGS, "prove(view, ...) -> (obligations, all_proved, any_refuted)"},
    {"explain", py_explain, METH_VARARGS, "explain(expr, ref, json) -> (text, status, error)"},
    {"run", py_run, METH_VARARGS, "run(source, ref, max_steps, max_bytes) -> (stdout, error)"},
    {"cache_lab", py_cache_lab, METH_VARARGS, "cache_lab(capacity, stride, space, requests, fifo)"},
    {"trace", py_trace, METH_VARARGS, "trace(view, order, inner_dim, base, levels, ...)"},
    {"warp", py_warp, METH_VARARGS, "warp(view, lanes_dim, lanes, width, base)"},
    {"copy", py_copy, METH_VARARGS, "copy(dst_base, dst_bytes, dst_view, src_base, src_bytes, src_view, threads, budget)"},
    {"dense_strides", py_dense_strides, METH_VARARGS, "dense_strides(view, order) -> byte strides"},
    {"refs", py_refs, METH_NOARGS, "the reference profiles"},
    {"cpu_count", py_cpu_count, METH_NOARGS, "cores usable by this process"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef moduledef = {PyModuleDef_HEAD_INIT, "stridelab._core",
                                       "stridelab's C library (include/stridelab.h) for Python.", -1,
                                       methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__core(void);
PyMODINIT_FUNC PyInit__core(void) {
    PyObject *m = PyModule_Create(&moduledef);
    if (!m) return NULL;
    if (PyModule_AddIntConstant(m, "MAX_DIMS", SL_MAX_DIMS) ||
        PyModule_AddIntConstant(m, "DLPACK_VERSION", DLPACK_VERSION)) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
