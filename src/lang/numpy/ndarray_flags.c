/*
 * ndarray_flags.c — numpy's in-place resizing, read-only arrays, data addresses and a few
 * functions built on them, for `stridelab run`, as numpy 1.24 does them:
 *   a.resize       array_resize + PyArray_Resize: the shape as IntpConverter reads it, the
 *                  single-segment check, negative dims (a zero dim ends the scan), then only
 *                  when the byte count changes: OWNDATA, a base, and the reference count
 *                  (refcheck) — more than two references (the caller's name and the method's
 *                  self) is numpy's "cannot resize an array that references ..." error.  The
 *                  count is taken by walking every value the program can still reach (names,
 *                  containers, views' bases, flags/ctypes/flatiter objects, bound methods,
 *                  function defaults, the iterables of running for loops); it is known for a
 *                  `x.resize(...)` that is a whole module-level statement (or the value of an
 *                  assignment), so a call anywhere else (inside a function, an expression,
 *                  with another array aliasing the memory through torch) is refused.  New
 *                  bytes are zero when the array is writeable; strides are dense in C order
 *                  unless the array was only F-contiguous (_array_fill_strides).
 *   np.resize      ravel, then zeros_like(shape=) for empty cases, else concatenate of
 *                  ceil(new/size) copies sliced and reshaped (so the result is a view).
 *   read-only      a.flags.writeable / .aligned / .writebackifcopy = v, a.flags[KEY] = v,
 *                  a.setflags(write, align, uic): numpy's order (align, uic, write), its
 *                  _IsWriteable walk (the engine's sl_np_set_writeable) and its messages.
 *   addresses      a.ctypes (a V_FLAGS value with aux.which 1; only .data is read),
 *                  a.__array_interface__ (a dict in numpy's key order), np.byte_bounds: the
 *                  storage's fake address plus the byte offset, the one torch's data_ptr()
 *                  gives for aliasing tensors, so only differences and comparisons are exact.
 *   functions      np.require (numpy's Python code: requirement letters, asarray with the
 *                  order, a copy when a flag is missing), np.diag / np.diagflat (zeros with
 *                  the diagonal written, or the read-only diagonal view), np.trace / a.trace
 *                  (diagonal then sum over its last axis), np.where(cond) (nonzero),
 *                  np.copyto(dst, src, casting=, where=) (the writeable check, numpy's
 *                  can_cast message, broadcasting, then element writes).
 */
#include "lang/lang.h"

#include <stdlib.h>

static lang_array_v *AV(const lang_value *v) { return v->u.array; }
static bool is_array(const lang_value *v) { return v && v->kind == V_ARRAY && !v->np_scalar; }

static int call_method(lang_interp *I, lang_value *self, const char *name, lang_value **pos, int32_t npos,
                       const char **kwn, lang_value **kw, int32_t nkw, lang_value **out, sl_error *err) {
    lang_args a = {pos, npos, kwn, kw, nkw};
    return lang_np_method(I, self, name, &a, out, err);
}

/* an ndarray of any argument numpy would convert with asarray (lists, numbers) */
static int as_array(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (is_array(v)) {
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

/* ------------------------------------------------------- reference count == */

/* Walk of every value reachable from the roots, counting the slots that hold `target`
 * (numpy's Py_REFCNT of the array, less the references on the interpreter's stack). */
typedef struct refscan {
    const lang_value *target;
    const lang_storage *root;   /* the target's memory */
    int64_t refs;
    const char *unknown;        /* why the count cannot be known */
    bool shared;                /* another array or a tensor uses the target's memory */
    const void **set;           /* visited containers (open addressing) */
    size_t cap, used;
} refscan;

static const lang_storage *mem_root(const lang_storage *st) { return st && st->alias_of ? st->alias_of : st; }

/* true when p was not visited yet (and marks it); the walk gives up when memory runs out */
static bool visit(refscan *s, const void *p) {
    if (s->used * 2 >= s->cap) {
        size_t ncap = s->cap ? s->cap * 2 : 256;
        const void **nset = calloc(ncap, sizeof *nset);
        if (!nset) {
            s->unknown = "the walk over the program's values ran out of memory";
            return false;
        }
        for (size_t i = 0; i < s->cap; i++)
            if (s->set[i]) {
                size_t h = ((uintptr_t)s->set[i] >> 4) & (ncap - 1);
                while (nset[h]) h = (h + 1) & (ncap - 1);
                nset[h] = s->set[i];
            }
        free(s->set);
        s->set = nset;
        s->cap = ncap;
    }
    size_t h = ((uintptr_t)p >> 4) & (s->cap - 1);
    while (s->set[h]) {
        if (s->set[h] == p) return false;
        h = (h + 1) & (s->cap - 1);
    }
    s->set[h] = p;
    s->used++;
    return true;
}

static void scan_scope(refscan *s, const lang_scope *sc, int depth, bool opaque);

static void scan_value(refscan *s, const lang_value *v, int depth, bool opaque) {
    if (!v || s->unknown) return;
    if (v == s->target) {
        if (opaque) s->unknown = "the array is held by an iterator, a dict view or a closure";
        s->refs++;
    }
    if (depth > 200) {
        s->unknown = "values nested more than 200 deep";
        return;
    }
    switch (v->kind) {
    case V_TUPLE: case V_LIST: case V_DICT: case V_SLICE: case V_FUNC: case V_ARRAY: case V_TENSOR:
    case V_STORAGE: case V_FLAGS: case V_USERFUNC:
        break;
    case V_SET: /* numbers and tuples of them only, unless it holds objects such as tensors */
        if (lang_set_holds_objects(v)) s->unknown = "a set holding objects (a tensor may hold the array)";
        return;
    default:
        return;
    }
    if (v->kind == V_LIST && v->gen) {
        s->unknown = "a generator expression (its loops may hold the array)";
        return;
    }
    if (!visit(s, v)) return;
    switch (v->kind) {
    case V_TUPLE: case V_LIST: case V_DICT: {
        bool op = opaque || v->pytype || v->lazy;
        for (int64_t i = 0; i < v->u.seq.n; i++) scan_value(s, v->u.seq.v[i], depth + 1, op);
        break;
    }
    case V_SLICE:
        scan_value(s, v->u.slice.start, depth + 1, opaque);
        scan_value(s, v->u.slice.stop, depth + 1, opaque);
        scan_value(s, v->u.slice.step, depth + 1, opaque);
        break;
    case V_FUNC: /* a bound method holds its self */
        scan_value(s, v->u.func.self, depth + 1, opaque);
        break;
    case V_ARRAY:
        if (v != s->target && mem_root(AV(v)->st) == s->root) s->shared = true;
        scan_value(s, AV(v)->base, depth + 1, opaque);
        break;
    case V_TENSOR:
        if (mem_root(v->u.tensor->st) == s->root) {
            /* torch.from_numpy keeps a reference to the array it was given */
            s->shared = true;
            s->unknown = "a torch tensor over the array's memory";
        }
        scan_value(s, v->u.tensor->base, depth + 1, opaque);
        break;
    case V_FLAGS: /* flags (its owner a snapshot whose base is the array), ctypes: hold the array */
        scan_value(s, v->u.aux.which ? v->u.aux.owner : AV(v->u.aux.owner)->base, depth + 1, opaque);
        break;
    case V_STORAGE: /* flatiter, DummyArray, torch storages: each holds its owner */
        scan_value(s, v->u.aux.owner, depth + 1, opaque);
        break;
    case V_USERFUNC: {
        const lang_node *def = v->u.user.def;
        if (v->u.user.defaults)
            for (int32_t i = 0; i < def->nitems2; i++)
                if (def->items2 && def->items2[i]) scan_value(s, v->u.user.defaults[i], depth + 1, opaque);
        /* a closure holds only the cells of the names it uses: a function's enclosing
         * scope other than the module's is not modelled name by name */
        scan_scope(s, v->u.user.env, depth + 1, true);
        break;
    }
    default: break;
    }
}

static void scan_scope(refscan *s, const lang_scope *sc, int depth, bool opaque) {
    for (; sc && !s->unknown; sc = sc->parent) {
        if (!visit(s, sc)) return;
        bool op = opaque && sc->parent; /* the module scope is a root (visited first) */
        for (const lang_var *x = sc->vars; x; x = x->next) scan_value(s, x->val, depth + 1, op);
    }
}

/* does the subtree mention an attribute named `name` */
static bool mentions_attr(const lang_node *e, const char *name, int depth) {
    if (!e) return false;
    if (depth > 500) return true;
    if (e->kind == N_ATTR && e->name && !strcmp(e->name, name)) return true;
    if (e->kind == S_DEF || e->kind == N_LAMBDA) return false; /* bodies run elsewhere */
    if (mentions_attr(e->a, name, depth + 1) || mentions_attr(e->b, name, depth + 1) ||
        mentions_attr(e->c, name, depth + 1))
        return true;
    for (int32_t i = 0; i < e->nitems; i++)
        if (e->items && mentions_attr(e->items[i], name, depth + 1)) return true;
    for (int32_t i = 0; i < e->nitems2; i++)
        if (e->items2 && mentions_attr(e->items2[i], name, depth + 1)) return true;
    return false;
}

/* The references numpy's refcheck sees, or a refusal: refcnt = the reachable slots + 1 for
 * the method's self on the value stack.  *shared: other arrays use the same memory. */
static int resize_refcount(lang_interp *I, lang_value *self, const lang_args *a, int64_t *refcnt, bool *shared,
                           sl_error *err) {
    const lang_node *st = I->cur_stmt;
    const lang_node *call = !st ? NULL : st->kind == S_EXPR ? st->a : st->kind == S_ASSIGN ? st->b : NULL;
    /* print(x.resize(...), ...): only the print function is on the stack before it */
    if (call && call->kind == N_CALL && call->a && call->a->kind == N_NAME && !strcmp(call->a->name, "print") &&
        call->nitems >= 1 && call->items[0]->kind == N_CALL) {
        for (int32_t i = 1; i < call->nitems; i++)
            if (mentions_attr(call->items[i], "resize", 0))
                return lang_unsupported(err, "ndarray.resize() with another resize in the same statement");
        for (int32_t i = 0; i < call->nitems2; i++)
            if (call->items2 && mentions_attr(call->items2[i], "resize", 0))
                return lang_unsupported(err, "ndarray.resize() with another resize in the same statement");
        call = call->items[0];
    }
    if (I->scope != I->globals || !call || call->kind != N_CALL || !call->a || call->a->kind != N_ATTR ||
        strcmp(call->a->name, "resize") || mentions_attr(call->a->a, "resize", 0))
        return lang_unsupported(err, "ndarray.resize() other than as a whole module-level statement "
                                     "`x.resize(...)` (numpy's reference count is not known there)");
    for (int32_t i = 0; i < call->nitems; i++)
        if (mentions_attr(call->items[i], "resize", 0))
            return lang_unsupported(err, "ndarray.resize() with another resize in its arguments");
    for (int32_t i = 0; i < call->nitems2; i++)
        if (call->items2 && mentions_attr(call->items2[i], "resize", 0))
            return lang_unsupported(err, "ndarray.resize() with another resize in its arguments");
    refscan s = {0};
    s.target = self;
    s.root = mem_root(AV(self)->st);
    scan_scope(&s, I->globals, 0, false);
    for (const lang_for_frame *f = I->for_top; f; f = f->up) scan_value(&s, f->iterable, 0, false);
    for (int32_t i = 0; i < a->npos; i++) scan_value(&s, a->pos[i], 0, false);
    for (int32_t i = 0; i < a->nkw; i++) scan_value(&s, a->kw[i], 0, false);
    free(s.set);
    if (s.unknown) return lang_unsupported(err, "ndarray.resize(): numpy's reference count (%s)", s.unknown);
    *refcnt = s.refs + 1;
    *shared = s.shared;
    return SL_OK;
}

/* ----------------------------------------------------------------- resize == */

static const char RESIZE_REFS_MSG[] = "cannot resize an array that references or is referenced\n"
                                      "by another array in this way.\nUse the np.resize function or refcheck=False";

/* PyArray_IntpConverter of resize's positional arguments: one int or sequence, or several ints */
static int resize_shape(lang_interp *I, const lang_args *a, int64_t *dims, int32_t *nd, sl_error *err) {
    lang_value *const *items = a->pos;
    int64_t n = a->npos;
    lang_value *one;
    if (n == 1 && a->pos[0]->kind == V_ARRAY && a->pos[0]->np_scalar) { /* a numpy integer */
        if (!(one = lang_np_scalar_py(I, a->pos[0], err))) return err->code;
        items = &one;
    }
    if (n == 1 && (items[0]->kind == V_TUPLE || items[0]->kind == V_LIST)) {
        n = items[0]->u.seq.n;
        items = items[0]->u.seq.v;
    } else if (n == 1 && items[0]->kind != V_INT) {
        lang_value *v = items[0];
        if (v->kind == V_FLOAT || v->kind == V_BOOL) {
            char buf[64];
            sl_strbuf sb;
            sl_sb_init(&sb, buf, sizeof buf);
            if (v->kind == V_BOOL) sl_sb_printf(&sb, "%s", v->u.b ? "True" : "False");
            else lang_float_repr(v->u.f, buf, sizeof buf);
            return lang_py_error(err, "TypeError", "expected a sequence of integers or a single integer, got '%s'", buf);
        }
        return lang_unsupported(err, "ndarray.resize() of a %s", lv_type_name(v));
    }
    if (n > SL_NP_MAX_DIMS) return lang_unsupported(err, "ndarray.resize() to more than %d dims", SL_NP_MAX_DIMS);
    for (int64_t i = 0; i < n; i++) {
        lang_value *d = items[i];
        if (d->kind == V_ARRAY && d->np_scalar && !(d = lang_np_scalar_py(I, d, err))) return err->code;
        if (d->kind == V_TUPLE || d->kind == V_LIST)
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(d));
        if (d->kind != V_INT) return lang_unsupported(err, "ndarray.resize() dims of type %s", lv_type_name(d));
        dims[i] = d->u.i;
    }
    *nd = (int32_t)n;
    return SL_OK;
}

static int np_resize_method(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err) {
    int rc;
    bool refcheck = true;
    for (int32_t k = 0; k < a->nkw; k++) {
        if (strcmp(a->kwnames[k], "refcheck"))
            return lang_py_error(err, "TypeError", "'%s' is an invalid keyword argument for this function", a->kwnames[k]);
        lang_value *r = a->kw[k];
        if (r->kind == V_FLOAT)
            return lang_py_error(err, "TypeError", "'float' object cannot be interpreted as an integer");
        if (r->kind != V_INT && r->kind != V_BOOL) return lang_unsupported(err, "refcheck= of type %s", lv_type_name(r));
        refcheck = r->kind == V_INT ? r->u.i != 0 : r->u.b;
    }
    *out = lv_none(I);
    CHECK_ALLOC(*out);
    if (a->npos == 0 || (a->npos == 1 && a->pos[0]->kind == V_NONE)) return SL_OK;
    int64_t dims[SL_NP_MAX_DIMS];
    int32_t nd = 0;
    if ((rc = resize_shape(I, a, dims, &nd, err))) return rc;
    sl_array *x = &AV(self)->a;
    bool c = sl_np_is_c_contiguous(x), f = sl_np_is_f_contiguous(x);
    if (!c && !f) return lang_py_error(err, "ValueError", "resize only works on single-segment arrays");
    int64_t newsize = 1, oldsize;
    for (int32_t k = 0; k < nd; k++) {
        if (dims[k] == 0) {
            for (int32_t j = k + 1; j < nd; j++)
                if (dims[j] < 0) return lang_unsupported(err, "resize to a negative dim after a zero one (numpy keeps it)");
            newsize = 0;
            break;
        }
        if (dims[k] < 0) return lang_py_error(err, "ValueError", "negative dimensions not allowed");
        if (sl_ovf_mul(newsize, dims[k], &newsize)) return lang_unsupported(err, "a resize past 2^63 elements (MemoryError)");
    }
    if ((rc = sl_np_size(x, &oldsize, err))) return rc;
    int64_t newbytes, oldbytes = oldsize * x->itemsize;
    if (sl_ovf_mul(newsize, x->itemsize, &newbytes)) return lang_unsupported(err, "a resize past 2^63 bytes (MemoryError)");
    if (nd == 0 && !(c && f))
        return lang_unsupported(err, "resize of a multi-dim array to 0-d (numpy keeps its old contiguity flags)");
    /* _array_fill_strides: Fortran strides only for an array that was F- and not C-contiguous */
    int64_t strides[SL_NP_MAX_DIMS], st = x->itemsize;
    for (int32_t k = 0; k < nd; k++) {
        int32_t d = f && !c ? k : nd - 1 - k;
        strides[d] = st;
        if (dims[d] && sl_ovf_mul(st, dims[d], &st))
            return lang_unsupported(err, "resize to an empty shape whose strides pass 2^63 (numpy's wrap around)");
    }
    if (oldbytes != newbytes) {
        if (!(x->flags & SL_NP_OWNDATA))
            return lang_py_error(err, "ValueError", "cannot resize this array: it does not own its data");
        if (AV(self)->base)
            return lang_py_error(err, "ValueError", "cannot resize an array that references or is referenced\n"
                                                    "by another array in this way. Use the np.resize function.");
        int64_t refcnt = 1;
        bool shared = false;
        if ((rc = resize_refcount(I, self, a, &refcnt, &shared, err))) return rc;
        if (refcheck && refcnt > 2) return lang_py_error(err, "ValueError", RESIZE_REFS_MSG);
        if (shared)
            return lang_unsupported(err, "resize(refcheck=False) while another array uses its memory (numpy leaves it dangling)");
        if (newbytes > LANG_MAX_STORAGE_BYTES)
            return lang_unsupported(err, "an array of more than %lld bytes", (long long)LANG_MAX_STORAGE_BYTES);
        if (newbytes > oldbytes && !(x->flags & SL_NP_WRITEABLE))
            return lang_unsupported(err, "growing a read-only array (numpy leaves the new bytes uninitialized)");
        /* realloc: the first bytes in memory order, then zeros */
        int64_t keep = (newbytes < oldbytes ? newbytes : oldbytes) / x->itemsize;
        lang_lview v = {0};
        v.ndim = 1;
        v.dtype = x->dtype;
        v.offset_bytes = x->offset_bytes;
        v.shape[0] = keep;
        v.stride_bytes[0] = x->itemsize;
        lang_storage *ns;
        if (keep > 0) {
            lang_lview dv = v;
            dv.offset_bytes = 0;
            ns = lang_storage_copy(I, AV(self)->st, &v, &dv, newbytes, 0, true);
        } else {
            ns = lang_storage_new(I, newbytes, x->dtype, true);
            if (ns) ns->fill = LF_ZERO;
        }
        CHECK_ALLOC(ns);
        ns->addr_unknown = true;
        if ((rc = lang_before_write(I, err))) return rc; /* the copy reads the old bytes now */
        AV(self)->st = ns;
        x->offset_bytes = 0;
        x->buffer_bytes = newbytes;
    }
    for (int32_t k = 0; k < nd; k++) {
        x->strides[k] = strides[k];
        x->shape[k] = dims[k];
    }
    x->ndim = nd;
    const uint32_t cf = SL_NP_C_CONTIGUOUS | SL_NP_F_CONTIGUOUS;
    x->flags &= ~cf;
    if (sl_np_is_c_contiguous(x)) x->flags |= SL_NP_C_CONTIGUOUS;
    if (sl_np_is_f_contiguous(x)) x->flags |= SL_NP_F_CONTIGUOUS;
    return SL_OK;
}

static int new_zeros(lang_interp *I, const int64_t *shape, int32_t nd, sl_dtype dt, lang_value **out, sl_error *err);

/* np.resize(a, new_shape) as numpy/core/fromnumeric.py writes it */
static int np_resize_func(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "new_shape"};
    lang_value *p[2];
    int rc = lang_bind(a, "resize", PN, 2, 2, p, err);
    if (rc) return rc;
    lang_value *shape = p[1];
    if (shape->kind == V_ARRAY && shape->np_scalar && !(shape = lang_np_scalar_py(I, shape, err))) return err->code;
    if (shape->kind == V_INT) {
        lang_value *n = shape;
        shape = lv_seq(I, V_TUPLE, 1);
        CHECK_ALLOC(shape);
        shape->u.seq.v[0] = n;
    } else if (shape->kind != V_TUPLE && shape->kind != V_LIST) {
        return lang_unsupported(err, "numpy.resize() with a new_shape of type %s", lv_type_name(shape));
    }
    lang_value *flat, *x;
    if ((rc = as_array(I, p[0], &x, err))) return rc;
    if ((rc = lang_np_call(I, "ravel", &x, 1, NULL, NULL, 0, &flat, err))) return rc;
    if (flat->kind != V_ARRAY) return lang_unsupported(err, "numpy.resize() of this value");
    if (flat->np_scalar) return lang_unsupported(err, "numpy.resize() of a numpy scalar");
    int64_t new_size = 1;
    for (int64_t i = 0; i < shape->u.seq.n; i++) {
        lang_value *d = shape->u.seq.v[i];
        if (d->kind == V_ARRAY && d->np_scalar && !(d = lang_np_scalar_py(I, d, err))) return err->code;
        if (d->kind != V_INT) return lang_unsupported(err, "numpy.resize() dims of type %s", lv_type_name(d));
        shape->u.seq.v[i] = d;
        if (sl_ovf_mul(new_size, d->u.i, &new_size)) return lang_unsupported(err, "numpy.resize() past 2^63 elements");
        if (d->u.i < 0) return lang_py_error(err, "ValueError", "all elements of `new_shape` must be non-negative");
    }
    int64_t size = AV(flat)->a.shape[0];
    if (size == 0 || new_size == 0) { /* zeros_like(a, shape=new_shape): a C-ordered owner */
        int64_t dims[SL_NP_MAX_DIMS];
        if (shape->u.seq.n > SL_NP_MAX_DIMS) return lang_unsupported(err, "numpy.resize() to more than %d dims", SL_NP_MAX_DIMS);
        for (int64_t i = 0; i < shape->u.seq.n; i++) dims[i] = shape->u.seq.v[i]->u.i;
        return new_zeros(I, dims, (int32_t)shape->u.seq.n, AV(flat)->a.dtype, out, err);
    }
    int64_t repeats = new_size / size + (new_size % size != 0);
    if (repeats > 65536) return lang_unsupported(err, "numpy.resize() of more than 65536 repeats");
    lang_value *parts = lv_seq(I, V_TUPLE, repeats);
    CHECK_ALLOC(parts);
    for (int64_t i = 0; i < repeats; i++) parts->u.seq.v[i] = flat;
    lang_value *cat, *sl, *cut;
    if ((rc = lang_np_call(I, "concatenate", &parts, 1, NULL, NULL, 0, &cat, err))) return rc;
    sl = lv_new(I, V_SLICE);
    CHECK_ALLOC(sl);
    sl->u.slice.start = lv_none(I);
    sl->u.slice.stop = lv_int(I, new_size);
    sl->u.slice.step = lv_none(I);
    CHECK_ALLOC(sl->u.slice.start);
    CHECK_ALLOC(sl->u.slice.stop);
    CHECK_ALLOC(sl->u.slice.step);
    if ((rc = lang_np_subscript(I, cat, sl, &cut, err))) return rc;
    lang_value *args[2] = {cut, shape};
    return lang_np_call(I, "reshape", args, 2, NULL, NULL, 0, out, err);
}

/* -------------------------------------------------------------- read-only == */

static int set_write(lang_value *arr, bool on, sl_error *err) {
    sl_array *x = &AV(arr)->a;
    const lang_value *b = AV(arr)->base;
    const sl_array *base = b && b->kind == V_ARRAY ? &AV(b)->a : NULL;
    return sl_np_set_writeable(x, on, base, err);
}

static int set_align(lang_value *arr, bool on, sl_error *err) {
    if (!on) return lang_unsupported(err, "clearing the ALIGNED flag (alignment is computed from the layout)");
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
    *arr = AV(flags->u.aux.owner)->base; /* the owner is the snapshot numpy's flagsobj reads */
    if (!is_array(*arr)) return lang_py_error(err, "ValueError", "Cannot set flags on array scalars.");
    return SL_OK;
}

int lang_np_flags_setattr(lang_interp *I, lang_value *flags, const char *name, lang_value *v, sl_error *err) {
    (void)I;
    if (flags->u.aux.which) return lang_unsupported(err, "assigning attribute '%s' of a.ctypes", name);
    lang_value *arr;
    int rc = owner_of_flags(flags, &arr, err);
    if (rc) return rc;
    static const char *const RO[] = {"contiguous", "c_contiguous", "f_contiguous", "fortran", "owndata", "fnc",
                                     "forc", "behaved", "carray", "farray", "num"};
    for (size_t i = 0; i < SL_ARRAY_LEN(RO); i++)
        if (!strcmp(name, RO[i]))
            return lang_py_error(err, "AttributeError",
                                 "attribute '%s' of 'numpy.core.multiarray.flagsobj' objects is not writable", name);
    bool on;
    if (!strcmp(name, "writeable") || !strcmp(name, "aligned") || !strcmp(name, "writebackifcopy")) {
        if ((rc = truth_of(v, &on, err))) return rc;
        if (!strcmp(name, "writeable")) return set_write(arr, on, err);
        if (name[0] == 'a') return set_align(arr, on, err);
        return set_uic(arr, on, err);
    }
    if (name[0] == '_') return lang_unsupported(err, "assigning flags.%s", name);
    return lang_py_error(err, "AttributeError", "'numpy.core.multiarray.flagsobj' object has no attribute '%s'", name);
}

int lang_np_flags_setitem(lang_interp *I, lang_value *flags, lang_value *key, lang_value *v, sl_error *err) {
    (void)I;
    if (flags->u.aux.which) return lang_py_error(err, "TypeError", "'_ctypes' object does not support item assignment");
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
    if (!is_array(arr)) return lang_unsupported(err, "numpy.byte_bounds() of a %s", lv_type_name(arr));
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
    if (v->kind == V_FLAGS && !v->u.aux.which) { /* flags.num: numpy's flag word (NPY_ARRAY_* bits) */
        const sl_array *x = &AV(v->u.aux.owner)->a;
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
            int rc = data_addr(v->u.aux.owner, &addr, err);
            if (rc) return rc;
            *out = lv_int(I, addr);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        return lang_unsupported(err, "a.ctypes.%s", name);
    }
    bool ctypes = !strcmp(name, "ctypes");
    if (!ctypes && strcmp(name, "__array_interface__")) return 1;
    if (v->np_scalar) return lang_unsupported(err, "%s of a numpy scalar", name);
    if (!ctypes) return array_interface(I, v, out, err);
    lang_value *c = lv_new(I, V_FLAGS);
    CHECK_ALLOC(c);
    c->u.aux.owner = v;
    c->u.aux.which = 1;
    *out = c;
    return SL_OK;
}

/* ---------------------------------------------------------- diag, trace == */

static int new_zeros(lang_interp *I, const int64_t *shape, int32_t nd, sl_dtype dt, lang_value **out, sl_error *err) {
    sl_array r;
    int rc = sl_np_empty(shape, nd, dt, 'C', &r, err);
    if (rc) return rc;
    if (r.buffer_bytes > LANG_MAX_STORAGE_BYTES)
        return lang_unsupported(err, "an array of more than %lld bytes", (long long)LANG_MAX_STORAGE_BYTES);
    lang_storage *st = lang_storage_new(I, r.buffer_bytes, dt, true);
    CHECK_ALLOC(st);
    st->fill = LF_ZERO;
    *out = lang_np_array_value(I, &r, st, NULL);
    CHECK_ALLOC(*out);
    return lang_before_write(I, err);
}

/* res = zeros((n, n)) with res[i, i + k] = v[i] (k >= 0) / res[i - k, i] = v[i] (k < 0) for
 * v's elements in C order: np.diag of a 1-d array and np.diagflat */
static int diag_matrix(lang_interp *I, lang_value *v, int64_t k, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    int64_t s, n, ak = k < 0 ? -k : k;
    int rc = sl_np_size(x, &s, err);
    if (rc) return rc;
    if (k == INT64_MIN || sl_ovf_add(s, ak, &n)) return sl_error_overflow(err, "diag size");
    int64_t shape[2] = {n, n};
    if ((rc = new_zeros(I, shape, 2, x->dtype, out, err))) return rc;
    lang_lview sv, dv;
    lang_lview_of_array(x, &sv);
    lang_lview_of_array(&AV(*out)->a, &dv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t i = 0; i < s; i++) {
        lang_num e;
        if ((rc = lang_read(I, AV(v)->st, &sv, idx, &e, err))) return rc;
        int64_t at[2] = {k >= 0 ? i : i + ak, k >= 0 ? i + k : i};
        if ((rc = lang_write(I, AV(*out)->st, &dv, at, e, err))) return rc;
        lang_next_index(idx, x->shape, x->ndim);
    }
    return SL_OK;
}

/* an integer argument (Python int or bool, numpy integer scalar); a float is the
 * TypeError `float_msg` */
static int int_arg(lang_interp *I, lang_value *v, int64_t dflt, const char *float_msg, int64_t *out, sl_error *err) {
    if (!v) {
        *out = dflt;
        return SL_OK;
    }
    if (!(v = lang_np_scalar_py(I, v, err))) return err->code;
    if (v->kind == V_FLOAT) return lang_py_error(err, "TypeError", "%s", float_msg);
    if (v->kind != V_INT && v->kind != V_BOOL) return lang_unsupported(err, "an offset of type %s", lv_type_name(v));
    *out = v->kind == V_INT ? v->u.i : v->u.b;
    return SL_OK;
}

static const char FLOAT_INDEX_MSG[] = "'float' object cannot be interpreted as an integer";

static int np_diag(lang_interp *I, bool flat, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"v", "k"};
    lang_value *p[2], *v;
    int rc = lang_bind(a, flat ? "diagflat" : "diag", PN, 2, 1, p, err);
    int64_t k = 0;
    if (rc || (rc = int_arg(I, p[1], 0, FLOAT_INDEX_MSG, &k, err)) || (rc = as_array(I, p[0], &v, err))) return rc;
    if (!is_array(v)) return lang_unsupported(err, "numpy.%s() of a numpy scalar", flat ? "diagflat" : "diag");
    int32_t nd = AV(v)->a.ndim;
    if (flat || nd == 1) return diag_matrix(I, v, k, out, err);
    if (nd == 2) {
        lang_value *kv = lv_int(I, k);
        CHECK_ALLOC(kv);
        return call_method(I, v, "diagonal", &kv, 1, NULL, NULL, 0, out, err);
    }
    return lang_py_error(err, "ValueError", "Input must be 1- or 2-d.");
}

/* a.trace(offset=0, axis1=0, axis2=1, dtype=None): the diagonal, summed over its last axis */
static int np_trace(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "offset", "axis1", "axis2", "dtype", "out"};
    lang_value *p[6];
    int rc;
    if (self) {
        lang_args b = *a;
        lang_value *pos[6];
        if (b.npos > 5) return lang_unsupported(err, "trace() with %d positional arguments", b.npos);
        pos[0] = self;
        for (int32_t i = 0; i < b.npos; i++) pos[i + 1] = b.pos[i];
        b.pos = pos;
        b.npos++;
        rc = lang_bind(&b, "trace", PN, 6, 1, p, err);
    } else {
        rc = lang_bind(a, "trace", PN, 6, 1, p, err);
    }
    if (rc) return rc;
    if (p[5] && p[5]->kind != V_NONE) return lang_unsupported(err, "trace(out=)");
    lang_value *x, *d;
    if ((rc = as_array(I, p[0], &x, err))) return rc;
    int64_t off = 0, ax1 = 0, ax2 = 1;
    static const char FM[] = "integer argument expected, got float";
    if ((rc = int_arg(I, p[1], 0, FM, &off, err)) || (rc = int_arg(I, p[2], 0, FM, &ax1, err)) ||
        (rc = int_arg(I, p[3], 1, FM, &ax2, err)))
        return rc;
    lang_value *dargs[3] = {lv_int(I, off), lv_int(I, ax1), lv_int(I, ax2)};
    CHECK_ALLOC(dargs[0]);
    CHECK_ALLOC(dargs[1]);
    CHECK_ALLOC(dargs[2]);
    if ((rc = call_method(I, x, "diagonal", dargs, 3, NULL, NULL, 0, &d, err))) return rc;
    if (p[4] && p[4]->kind != V_NONE) { /* the sum in that dtype: of the elements cast to it */
        if ((rc = call_method(I, d, "astype", &p[4], 1, NULL, NULL, 0, &d, err))) return rc;
    }
    const char *kn[1] = {"axis"};
    lang_value *kv[1] = {lv_int(I, -1)};
    CHECK_ALLOC(kv[0]);
    return call_method(I, d, "sum", NULL, 0, kn, kv, 1, out, err);
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
    if (!any && (!dt || !is_array(p[0]))) {
        lang_value *pos[2] = {p[0], dt};
        return lang_np_call(I, "asarray", pos, dt ? 2 : 1, NULL, NULL, 0, out, err);
    }
    if (!any) { /* asarray(a, dtype): the array itself, or a K-order copy in that dtype */
        const char *kn[1] = {"copy"};
        lang_value *kv[1] = {lv_bool(I, false)};
        CHECK_ALLOC(kv[0]);
        return call_method(I, p[0], "astype", &dt, 1, kn, kv, 1, out, err);
    }
    if (want['C'] && want['F']) return lang_py_error(err, "ValueError", "Cannot specify both \"C\" and \"F\" order");
    const char *order = want['C'] ? "C" : want['F'] ? "F" : "A";
    lang_value *ov = lv_strz(I, order);
    CHECK_ALLOC(ov);
    if (!is_array(p[0])) {
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
        if ((rc = call_method(I, p[0], "astype", &dt, 1, kn, kv, 2, &arr, err))) return rc;
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
    return call_method(I, arr, "copy", NULL, 0, kn, &ov, 1, out, err);
}

/* ----------------------------------------------------------------- copyto == */

static int kind_rank(sl_dtype dt) {
    if (dt == SL_BOOL) return 1;
    if (dt == SL_UINT8 || dt == SL_UINT16 || dt == SL_UINT32 || dt == SL_UINT64) return 2;
    if (dt == SL_INT8 || dt == SL_INT16 || dt == SL_INT32 || dt == SL_INT64) return 3;
    if (dt == SL_FLOAT16 || dt == SL_FLOAT32 || dt == SL_FLOAT64) return 4;
    if (dt == SL_COMPLEX64 || dt == SL_COMPLEX128) return 5;
    return 0;
}

static int np_copyto(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dst", "src", "casting", "where"};
    lang_value *p[4];
    int rc = lang_bind(a, "copyto", PN, 4, 2, p, err);
    if (rc) return rc;
    if (!is_array(p[0])) return lang_unsupported(err, "numpy.copyto() into a %s", lv_type_name(p[0]));
    const char *casting = "same_kind";
    if (p[2]) {
        if (p[2]->kind != V_STR) return lang_unsupported(err, "numpy.copyto() casting= of type %s", lv_type_name(p[2]));
        casting = p[2]->u.str.s;
        if (strcmp(casting, "no") && strcmp(casting, "equiv") && strcmp(casting, "safe") && strcmp(casting, "same_kind") &&
            strcmp(casting, "unsafe"))
            return lang_py_error(err, "ValueError",
                                 "casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got '%s')", casting);
        if (strcmp(casting, "same_kind") && strcmp(casting, "unsafe"))
            return lang_unsupported(err, "numpy.copyto(casting='%s')", casting);
    }
    lang_value *src = p[1], *w = p[3];
    /* where= becomes a bool array by a safe cast */
    if (w && !(w->kind == V_BOOL && w->u.b)) {
        if ((rc = as_array(I, w, &w, err))) return rc;
        if (!is_array(w)) return lang_unsupported(err, "numpy.copyto(where=) of a numpy scalar");
        if (AV(w)->a.dtype != SL_BOOL) {
            const char *wn = sl_dtype_numpy_name(AV(w)->a.dtype);
            if (!wn) return lang_unsupported(err, "numpy.copyto(where=) of this dtype");
            return lang_py_error(err, "TypeError",
                                 "Cannot cast array data from dtype('%s') to dtype('bool') according to the rule 'safe'", wn);
        }
    } else {
        w = NULL;
    }
    const sl_array *dx = &AV(p[0])->a;
    if (is_array(src) && mem_root(AV(src)->st) == mem_root(AV(p[0])->st)) {
        /* the same memory in the same layout: numpy returns before any check */
        const sl_array *sx = &AV(src)->a;
        bool same = sx->ndim == dx->ndim && sx->offset_bytes == dx->offset_bytes &&
                    AV(src)->st->alias_off == AV(p[0])->st->alias_off;
        for (int32_t d = 0; same && d < dx->ndim; d++) same = sx->shape[d] == dx->shape[d] && sx->strides[d] == dx->strides[d];
        if (same) {
            *out = lv_none(I);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
    }
    if ((rc = sl_np_check_writable(dx, err))) return rc;
    if (src->kind != V_ARRAY && src->kind != V_INT && src->kind != V_FLOAT && src->kind != V_BOOL && src->kind != V_LIST)
        return lang_unsupported(err, "numpy.copyto() from a %s", lv_type_name(src));
    if (src->kind == V_LIST && (rc = as_array(I, src, &src, err))) return rc;
    if (src->kind == V_ARRAY && !strcmp(casting, "same_kind")) {
        /* can_cast(src, dst, 'same_kind') for arrays; Python numbers are cast by value */
        /* same_kind: the kinds ordered bool < uint < int < float < complex, never downwards */
        sl_dtype from = AV(src)->a.dtype, to = AV(p[0])->a.dtype;
        if (!kind_rank(from) || !kind_rank(to)) return lang_unsupported(err, "numpy.copyto() with this dtype");
        if (kind_rank(from) > kind_rank(to)) {
            const char *fn = sl_dtype_numpy_name(from), *tn = sl_dtype_numpy_name(to);
            if (!fn || !tn) return lang_unsupported(err, "numpy.copyto() with this dtype");
            return lang_py_error(err, "TypeError",
                                 "Cannot cast array data from dtype('%s') to dtype('%s') according to the rule 'same_kind'",
                                 fn, tn);
        }
    } else if (src->kind != V_ARRAY) {
        /* a Python number: numpy's value-based can_cast_scalar_to, then a C cast */
        sl_dtype to = AV(p[0])->a.dtype;
        const char *tn = sl_dtype_numpy_name(to);
        if (!tn) return lang_unsupported(err, "numpy.copyto() with this dtype");
        bool ok = true;
        if (src->kind == V_FLOAT) ok = sl_dtype_is_floating(to) || sl_dtype_is_complex(to);
        if (src->kind == V_INT) {
            ok = to != SL_BOOL && !(src->u.i < 0 && sl_dtype_is_integral(to, false) && !(to == SL_INT8 || to == SL_INT16 || to == SL_INT32 || to == SL_INT64));
            lang_num x = {false, src->u.i, 0}, y;
            if (ok && sl_dtype_is_integral(to, false) && (lang_num_cast(x, to, &y, err) || y.i != x.i))
                return lang_unsupported(err, "numpy.copyto() of an int that %s does not hold", tn);
        }
        if (!ok && !strcmp(casting, "same_kind"))
            return lang_py_error(err, "TypeError",
                                 "Cannot cast scalar from dtype('%s') to dtype('%s') according to the rule 'same_kind'",
                                 src->kind == V_FLOAT ? "float64" : "int64", tn);
        if (!ok) return lang_unsupported(err, "numpy.copyto(casting='unsafe') of a Python number");
    }
    if (w) { /* the mask broadcasts into dst's shape (one way) */
        const sl_array *wx = &AV(w)->a;
        bool ok = wx->ndim <= dx->ndim;
        for (int32_t d = 0; ok && d < wx->ndim; d++) {
            int64_t m = wx->shape[wx->ndim - 1 - d], t = dx->shape[dx->ndim - 1 - d];
            ok = m == t || m == 1;
        }
        if (!ok) {
            lang_value *ws = lv_ints(I, V_TUPLE, wx->shape, wx->ndim), *ds = lv_ints(I, V_TUPLE, dx->shape, dx->ndim);
            CHECK_ALLOC(ws);
            CHECK_ALLOC(ds);
            char b1[600], b2[600];
            sl_strbuf s1, s2;
            sl_sb_init(&s1, b1, sizeof b1);
            sl_sb_init(&s2, b2, sizeof b2);
            if ((rc = lv_repr(I, ws, &s1, err)) || (rc = lv_repr(I, ds, &s2, err))) return rc;
            return lang_py_error(err, "ValueError", "could not broadcast where mask from shape %s into shape %s", b1, b2);
        }
    }
    /* dst[...] = src (the broadcast and the element casts of a write), restricted to where= */
    if (!w) {
        lang_value *ell = lv_new(I, V_ELLIPSIS);
        CHECK_ALLOC(ell);
        if ((rc = lang_np_setitem(I, p[0], ell, src, err))) return rc;
    } else {
        /* src and the mask broadcast to dst's shape: dst[mask] = src[mask] */
        lang_value *shp = lv_ints(I, V_TUPLE, dx->shape, dx->ndim), *mb, *sb, *sel;
        CHECK_ALLOC(shp);
        lang_value *args[2] = {w, shp};
        if ((rc = lang_np_call(I, "broadcast_to", args, 2, NULL, NULL, 0, &mb, err))) return rc;
        if (src->kind == V_ARRAY) {
            args[0] = src;
            if ((rc = lang_np_call(I, "broadcast_to", args, 2, NULL, NULL, 0, &sb, err))) return rc;
            if ((rc = lang_np_subscript(I, sb, mb, &sel, err))) return rc;
        } else {
            sel = src;
        }
        if ((rc = lang_np_setitem(I, p[0], mb, sel, err))) return rc;
    }
    *out = lv_none(I);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* --------------------------------------------------------------- dispatch == */

int lang_np_flags_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err) {
    if (self->kind == V_FLAGS) return lang_unsupported(err, "a.ctypes.%s()", name);
    if (!strcmp(name, "resize")) return np_resize_method(I, self, a, out, err);
    if (!strcmp(name, "setflags")) return np_setflags(I, self, a, out, err);
    if (!strcmp(name, "trace")) return np_trace(I, self, a, out, err);
    return 1;
}

int lang_np_flags_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "resize")) return np_resize_func(I, a, out, err);
    if (!strcmp(name, "byte_bounds")) return byte_bounds(I, a, out, err);
    if (!strcmp(name, "diag") || !strcmp(name, "diagflat")) return np_diag(I, name[4] == 'f', a, out, err);
    if (!strcmp(name, "trace")) return np_trace(I, NULL, a, out, err);
    if (!strcmp(name, "require")) return np_require(I, a, out, err);
    if (!strcmp(name, "copyto")) return np_copyto(I, a, out, err);
    if (!strcmp(name, "where") && a->npos == 1 && a->nkw == 0) {
        lang_value *c;
        int rc = as_array(I, a->pos[0], &c, err);
        if (rc) return rc;
        return lang_np_call(I, "nonzero", &c, 1, NULL, NULL, 0, out, err);
    }
    return 1;
}
