/*
 * ndarray_resize.c — numpy's in-place resizing, as numpy 1.24 does it:
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
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray_internal.h"

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

const lang_storage *ndarray_mem_root(const lang_storage *st) { return st && st->alias_of ? st->alias_of : st; }

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
    case V_OBJECT: /* a structured array (ndarray_structured.c) may be a view of the array */
        if (lang_np_is_structured(v)) s->unknown = "a structured array (it may be a view of the array)";
        return;
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
        bool op = opaque || v->pytype;
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
        if (v != s->target && ndarray_mem_root(AV(v)->st) == s->root) s->shared = true;
        scan_value(s, AV(v)->base, depth + 1, opaque);
        break;
    case V_TENSOR:
        if (ndarray_mem_root(lang_tv(v)->st) == s->root) {
            /* torch.from_numpy keeps a reference to the array it was given */
            s->shared = true;
            s->unknown = "a torch tensor over the array's memory";
        }
        scan_value(s, lang_tv(v)->base, depth + 1, opaque);
        break;
    case V_FLAGS: /* flags (its owner a snapshot whose base is the array), ctypes: hold the array */
        scan_value(s, lang_aux_which(v) == LANG_AUX_CTYPES ? lang_aux_owner(v) : AV(lang_aux_owner(v))->base, depth + 1, opaque);
        break;
    case V_STORAGE: /* flatiter, DummyArray, torch storages: each holds its owner */
        scan_value(s, lang_aux_owner(v), depth + 1, opaque);
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
    s.root = ndarray_mem_root(AV(self)->st);
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
    if (n == 1 && a->pos[0]->kind == V_ARRAY && lang_np_scalar(a->pos[0])) { /* a numpy integer */
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
        if (d->kind == V_ARRAY && lang_np_scalar(d) && !(d = lang_np_scalar_py(I, d, err))) return err->code;
        if (d->kind == V_TUPLE || d->kind == V_LIST)
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(d));
        if (d->kind != V_INT) return lang_unsupported(err, "ndarray.resize() dims of type %s", lv_type_name(d));
        dims[i] = d->u.i;
    }
    *nd = (int32_t)n;
    return SL_OK;
}

int ndarray_np_resize_method(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err) {
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


/* np.resize(a, new_shape) as numpy/core/fromnumeric.py writes it */
int ndarray_np_resize_func(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "new_shape"};
    lang_value *p[2];
    int rc = lang_bind(a, "resize", PN, 2, 2, p, err);
    if (rc) return rc;
    lang_value *shape = p[1];
    if (shape->kind == V_ARRAY && lang_np_scalar(shape) && !(shape = lang_np_scalar_py(I, shape, err))) return err->code;
    if (shape->kind == V_INT) {
        lang_value *n = shape;
        shape = lv_seq(I, V_TUPLE, 1);
        CHECK_ALLOC(shape);
        shape->u.seq.v[0] = n;
    } else if (shape->kind != V_TUPLE && shape->kind != V_LIST) {
        return lang_unsupported(err, "numpy.resize() with a new_shape of type %s", lv_type_name(shape));
    }
    lang_value *flat, *x;
    if ((rc = ndarray_as_array(I, p[0], &x, err))) return rc;
    if ((rc = lang_np_call(I, "ravel", &x, 1, NULL, NULL, 0, &flat, err))) return rc;
    if (flat->kind != V_ARRAY) return lang_unsupported(err, "numpy.resize() of this value");
    if (lang_np_scalar(flat)) return lang_unsupported(err, "numpy.resize() of a numpy scalar");
    int64_t new_size = 1;
    for (int64_t i = 0; i < shape->u.seq.n; i++) {
        lang_value *d = shape->u.seq.v[i];
        if (d->kind == V_ARRAY && lang_np_scalar(d) && !(d = lang_np_scalar_py(I, d, err))) return err->code;
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
        return ndarray_new_zeros(I, dims, (int32_t)shape->u.seq.n, AV(flat)->a.dtype, out, err);
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
