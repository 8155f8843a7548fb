/*
 * py_access.c — reading into values: sequences, subscripts, attributes, types.
 *
 * Indexing and slicing of lists, tuples, strings and ranges; attribute lookup on every
 * kind of value (modules and the layers' values through their records); hasattr /
 * getattr; truth values; type() and isinstance(); int() of text in a base.  The
 * builtins that use these are py_builtins.c; shared declarations are in py_internal.h.
 */
#include "lang/python/py.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/python/py_internal.h"

/* ---------------------------------------------------- sequences == */

/* *v through its type's __index__ (a layer's value whose type has the index slot becomes
 * the Python int it gives, or its TypeError is raised); any other value stays as it is */
int py_index_arg(lang_interp *I, lang_value **v, sl_error *err) {
    const lang_type *t = LANG_HAS_TYPE(*v) ? lang_type_of(I, *v) : NULL;
    if (!t || !t->index) return SL_OK;
    lang_value *r;
    int rc = t->index(I, *v, &r, err);
    if (rc == LANG_NOT_MINE) return SL_OK;
    if (rc) return rc;
    *v = r;
    return SL_OK;
}
int lang_slice_index_args(lang_interp *I, lang_value **sl, sl_error *err) { return py_slice_index_args(I, sl, err); }
/* a slice whose bounds have __index__: a new slice of the ints they give (*sl unchanged
 * when no bound needs it) */
int py_slice_index_args(lang_interp *I, lang_value **sl, sl_error *err) {
    if ((*sl)->kind != V_SLICE) return SL_OK;
    lang_value *b[3] = {(*sl)->u.slice.start, (*sl)->u.slice.stop, (*sl)->u.slice.step};
    bool changed = false;
    for (int k = 0; k < 3; k++) {
        lang_value *was = b[k];
        int rc = py_index_arg(I, &b[k], err);
        if (rc) return rc;
        changed |= b[k] != was;
    }
    if (!changed) return SL_OK;
    lang_value *r = lv_new(I, V_SLICE);
    CHECK_ALLOC(r);
    r->u.slice.start = b[0];
    r->u.slice.stop = b[1];
    r->u.slice.step = b[2];
    *sl = r;
    return SL_OK;
}

int py_seq_index(lang_value *seq, int64_t n, lang_value *idx, int64_t *out, const char *what,
                     sl_error *err) {
    if (idx->kind == V_BIGINT)
        return lang_py_error(err, "IndexError", "cannot fit 'int' into an index-sized integer");
    if (idx->kind != V_INT && idx->kind != V_BOOL) {
        /* "list assignment" (item assignment and del) still says "list indices" here */
        size_t type_len = strcspn(what, " ");
        return lang_py_error(err, "TypeError", "%.*s indices must be integers or slices, not %s",
                             (int)type_len, what, lv_type_name(idx));
    }
    int64_t i = py_as_i(idx);
    if (i < 0) i += n;
    if (i < 0 || i >= n)
        return lang_py_error(err, "IndexError", "%s index out of range", what);
    *out = i;
    (void)seq;
    return SL_OK;
}

/* Python slice.indices(n) */
static int slice_indices(lang_value *sl, int64_t n, int64_t *start, int64_t *stop, int64_t *step,
                         int64_t *count, sl_error *err);
int lang_slice_indices(lang_value *sl, int64_t n, int64_t *start, int64_t *stop, int64_t *step, int64_t *count,
                       sl_error *err) {
    return slice_indices(sl, n, start, stop, step, count, err);
}
static int slice_indices(lang_value *sl, int64_t n, int64_t *start, int64_t *stop, int64_t *step,
                         int64_t *count, sl_error *err) {
    int64_t st = 1;
    if (sl->u.slice.step->kind == V_BIGINT || sl->u.slice.start->kind == V_BIGINT || sl->u.slice.stop->kind == V_BIGINT)
        return lang_unsupported(err, "a slice bound beyond 64 bits");
    if (sl->u.slice.step->kind != V_NONE) {
        if (sl->u.slice.step->kind != V_INT && sl->u.slice.step->kind != V_BOOL)
            return lang_py_error(err, "TypeError", "slice indices must be integers or None or have an __index__ method");
        st = py_as_i(sl->u.slice.step);
        if (st == 0) return lang_py_error(err, "ValueError", "slice step cannot be zero");
    }
    int64_t lo = 0, hi = 0; /* both set by the loop below */
    for (int k = 0; k < 2; k++) {
        lang_value *b = k == 0 ? sl->u.slice.start : sl->u.slice.stop;
        int64_t def = k == 0 ? (st > 0 ? 0 : n - 1) : (st > 0 ? n : -1), v;
        if (b->kind == V_NONE) {
            v = def;
        } else {
            if (b->kind != V_INT && b->kind != V_BOOL)
                return lang_py_error(err, "TypeError", "slice indices must be integers or None or have an __index__ method");
            v = py_as_i(b);
            if (v < 0) {
                v += n;
                if (v < 0) v = st > 0 ? 0 : -1;
            } else if (v >= n) {
                v = st > 0 ? n : n - 1;
            }
        }
        if (k == 0) lo = v;
        else hi = v;
    }
    *start = lo;
    *stop = hi;
    *step = st;
    *count = (int64_t)py_range_ulen(lo, hi, st); /* at most n: st may be -2**63 */
    return SL_OK;
}

int py_subscript(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out,
                     sl_error *err) {
    int rc;
    if (obj->kind == V_INSTANCE) return lang_class_getitem(I, obj, idx, out, err);
    const lang_type *ty = lang_type_of(I, obj);
    if (ty && ty->getitem && ((rc = py_refuse_bigint(I, NULL, idx, NULL, "an index", err)) ||
                              (rc = ty->getitem(I, obj, idx, out, err)) != LANG_NOT_MINE)) return rc;
    if (obj->kind == V_BYTES) return lang_bytes_subscript(I, obj, idx, out, err);
    if (obj->kind == V_STR && (rc = lang_charge_units(I, obj->u.str.len / 16, err))) /* the scan below */
        return rc;
    if (obj->kind == V_STR && lang_utf8_len(obj->u.str.s, obj->u.str.len) != obj->u.str.len)
        return lang_unsupported(err, "indexing non-ASCII text");
    if (obj->kind == V_LIST && obj->pytype)
        return lang_py_error(err, "TypeError", "'%s' object is not subscriptable", obj->pytype);
    if (py_is_seq(obj) || obj->kind == V_STR || obj->kind == V_RANGE) {
        const char *what = obj->kind == V_LIST ? "list" : obj->kind == V_STR ? "string"
                           : obj->kind == V_RANGE ? "range object" : "tuple";
        int64_t n = 0;
        if (obj->kind == V_STR) n = obj->u.str.len;
        else if (obj->kind == V_RANGE) {
            uint64_t un = py_range_ulen(obj->u.range.start, obj->u.range.stop, obj->u.range.step);
            if (un > (uint64_t)INT64_MAX)
                return lang_py_error(err, "OverflowError", "Python int too large to convert to C ssize_t");
            n = (int64_t)un;
        } else n = obj->u.seq.n;
        if ((rc = py_index_arg(I, &idx, err)) || (rc = py_slice_index_args(I, &idx, err))) return rc;
        if (idx->kind == V_SLICE) {
            int64_t st = 0, sp = 0, step = 0, cnt = 0;
            if ((rc = slice_indices(idx, n, &st, &sp, &step, &cnt, err))) return rc;
            if (obj->kind == V_STR) {
                char *s = lang_alloc(&I->A, (size_t)cnt + 1);
                CHECK_ALLOC(s);
                for (int64_t k = 0; k < cnt; k++) s[k] = obj->u.str.s[st + k * step];
                *out = lv_str(I, s, cnt);
                CHECK_ALLOC(*out);
                return SL_OK;
            }
            if (obj->kind == V_RANGE) {
                lang_value *r = lv_new(I, V_RANGE);
                CHECK_ALLOC(r);
                /* CPython's compute_slice: start + i * step for the slice's start and
                 * stop indices, the steps multiplied */
                int64_t rs = obj->u.range.step, a;
                if (__builtin_mul_overflow(st, rs, &a) ||
                    __builtin_add_overflow(obj->u.range.start, a, &r->u.range.start) ||
                    __builtin_mul_overflow(sp, rs, &a) ||
                    __builtin_add_overflow(obj->u.range.start, a, &r->u.range.stop) ||
                    __builtin_mul_overflow(rs, step, &r->u.range.step))
                    return py_int_overflow(err);
                *out = r;
                return SL_OK;
            }
            lang_value *r = lv_seq(I, obj->kind, cnt);
            CHECK_ALLOC(r);
            for (int64_t k = 0; k < cnt; k++) r->u.seq.v[k] = obj->u.seq.v[st + k * step];
            *out = r;
            return SL_OK;
        }
        const lang_type *it = lang_type_of(I, idx);
        if (it && it->as_number) { /* an integer scalar is the int it holds (its __index__) */
            lang_value *p = it->as_number(I, idx, err);
            if (!p) return err->code;
            if (p->kind == V_INT) idx = p;
        }
        /* another value its type converts (a 0-d array's __index__ and the like, a float
         * scalar's message): not modelled */
        if (lang_type_converts(I, idx, LANG_TO_INT))
            return lang_unsupported(err, "indexing a Python sequence with a %s", lv_type_name(idx));
        int64_t i;
        if ((rc = py_seq_index(obj, n, idx, &i, what, err))) return rc;
        if (obj->kind == V_STR) *out = lv_str(I, obj->u.str.s + i, 1);
        else if (obj->kind == V_RANGE) *out = lv_int(I, obj->u.range.start + i * obj->u.range.step);
        else {
            *out = obj->u.seq.v[i];
            return SL_OK;
        }
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (obj->kind == V_DICT) {
        int64_t p;
        if ((rc = lang_dict_find(I, obj, idx, &p, err))) return rc;
        if (p >= 0) {
            *out = obj->u.seq.v[2 * p + 1];
            return SL_OK;
        }
        lang_value *kr;
        if ((rc = lang_text_of(I, idx, true, &kr, err))) return rc;
        const char *kb = kr->u.str.s;
        /* the raised KeyError's args are (key,) */
        lang_value *ex = lv_exc(I, "KeyError", kb), *args = lv_seq(I, V_TUPLE, 1);
        CHECK_ALLOC(ex);
        CHECK_ALLOC(args);
        args->u.seq.v[0] = idx;
        ex->u.exc.args = args;
        I->pending_exc = ex;
        return lang_py_error(err, "KeyError", "%s", kb);
    }
    if (obj->kind == V_FUNC && !obj->u.func.self) { /* a module's object: np.s_[...] */
        const lang_module_def *m = lang_module_find(I, obj->u.func.name);
        if (m && m->subscript && ((rc = py_refuse_bigint(I, NULL, idx, NULL, "an index", err)) ||
                                  (rc = m->subscript(I, obj, idx, out, err)) != LANG_NOT_MINE)) return rc;
    }
    if (obj->kind == V_EXCTYPE || obj->kind == V_TYPE || obj->kind == V_FUNC)
        return lang_unsupported(err, "subscripting %s", lv_type_name(obj));
    return lang_py_error(err, "TypeError", "'%s' object is not subscriptable", lv_type_name(obj));
}

/* ------------------------------------------------------------ attributes == */

static const char *type_short(const char *path);

int py_getattr_value(lang_interp *I, lang_value *obj, const char *name, lang_value **out,
                         sl_error *err) {
    if ((obj->kind == V_CLASS || obj->kind == V_INSTANCE || obj->kind == V_DESCR)) return lang_class_getattr(I, obj, name, out, err);
    if (obj->kind == V_LIST && obj->pytype && !strcmp(obj->pytype, "generator"))
        return lang_yield_getattr(obj, name, err);
    int arc = lang_attr_check(I, obj, name, err); /* AttributeError: not in dir() */
    if (arc) return arc;
    const lang_type *ty = lang_type_of(I, obj);
    if (ty && ty->getattr) {
        int trc = ty->getattr(I, obj, name, out, err);
        if (trc != LANG_NOT_MINE) return trc;
    }
    switch (obj->kind) {
    case V_MODULE: {
        if (lang_pymod_known(obj->u.path)) return lang_pymod_attr(I, obj->u.path, name, out, err);
        const lang_module_def *m = lang_module_find(I, obj->u.path);
        if (m && m->getattr) return m->getattr(I, obj->u.path, name, out, err);
        return lang_unsupported(err, "attribute '%s' of module '%s'", name, obj->u.path);
    }
    case V_FUNC:
        if (!strcmp(name, "__name__")) { /* a function's name: the last part of its dotted name */
            const char *dot = strrchr(obj->u.func.name, '.');
            *out = lv_strz(I, dot ? dot + 1 : obj->u.func.name);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        break;
    case V_TYPE:
    case V_EXCTYPE:
        if (!strcmp(name, "__name__")) {
            *out = lv_strz(I, type_short(obj->u.path));
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        break;
    case V_EXC:
        if (!strcmp(name, "args")) {
            if (obj->u.exc.args) {
                *out = obj->u.exc.args;
                return SL_OK;
            }
            lang_value *t = lv_seq(I, V_TUPLE, obj->u.exc.noargs ? 0 : 1);
            CHECK_ALLOC(t);
            if (!obj->u.exc.noargs) CHECK_ALLOC(t->u.seq.v[0] = lv_strz(I, obj->u.exc.msg));
            *out = t;
            return SL_OK;
        }
        break;
    case V_SLICE:
        if (!strcmp(name, "start")) *out = obj->u.slice.start;
        else if (!strcmp(name, "stop")) *out = obj->u.slice.stop;
        else if (!strcmp(name, "step")) *out = obj->u.slice.step;
        else break;
        return SL_OK;
    case V_FLOAT:
        if (!strcmp(name, "is_integer") || !strcmp(name, "real") || !strcmp(name, "imag")) break;
        break;
    default:
        break;
    }
    if (obj->kind == V_ITER) { /* an iterator's own methods */
        if (strcmp(name, "__next__") && strcmp(name, "__iter__"))
            return lang_unsupported(err, "attribute '%s' of %s", name, obj->pytype);
        lang_value *f = lv_new(I, V_FUNC);
        CHECK_ALLOC(f);
        f->u.func.name = name[2] == 'n' ? "__next__" : "__iter__";
        f->u.func.self = obj;
        *out = f;
        return SL_OK;
    }
    /* methods of plain values, resolved at call time */
    if (obj->kind == V_BYTES && (arc = lang_bytes_attr_check(name, err))) return arc;
    if (obj->kind == V_STR || obj->kind == V_BYTES || obj->kind == V_LIST || obj->kind == V_TUPLE || obj->kind == V_LAYER_TUPLE ||
        obj->kind == V_DICT || obj->kind == V_FLOAT || obj->kind == V_INT || obj->kind == V_BIGINT || obj->kind == V_SET ||
        (ty && (ty->flags & LANG_TYPE_METHODS_BY_NAME))) {
        lang_value *f = lv_new(I, V_FUNC);
        CHECK_ALLOC(f);
        f->u.func.name = lang_strndup(&I->A, name, strlen(name));
        CHECK_ALLOC(f->u.func.name);
        f->u.func.self = obj;
        *out = f;
        return SL_OK;
    }
    if (obj->kind == V_NONE || obj->kind == V_BOOL)
        return lang_py_error(err, "AttributeError", "'%s' object has no attribute '%s'",
                             lv_type_name(obj), name);
    return lang_unsupported(err, "attribute '%s' of %s", name, lv_type_name(obj));
}

int lang_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out,
                 sl_error *err) {
    return py_getattr_value(I, obj, name, out, err);
}
int lang_getitem(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out,
                 sl_error *err) {
    return py_subscript(I, obj, idx, out, err);
}
int lang_values_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    return py_values_equal(I, a, b, res, err);
}

/* ----------------------------------------------------------- builtins == */

/* hasattr(obj, name): Python's AttributeError test.  For the types with a dir() table
 * (py_dir_names.c) a name not in it is absent and a method is present; a data
 * descriptor is fetched (its getter may raise: errors other than AttributeError propagate).
 * A fetch that the evaluator resolves only at call time, or an AttributeError it raises
 * where the table knows the name, is refused: those are the evaluator's gaps, not Python's
 * answer.  getattr(obj, name[, default]) shares the test: *res 0 absent, 1 present. */
static int attr_test(lang_interp *I, lang_value *obj, lang_value *nv, int *res, sl_error *err) {
    if (nv->kind != V_STR)
        return lang_py_error(err, "TypeError", "attribute name must be string, not '%s'", lv_type_name(nv));
    const char *nm = nv->u.str.s;
    if ((int64_t)strlen(nm) != nv->u.str.len) return lang_unsupported(err, "an attribute name holding NUL");
    const char *tag = NULL;
    sl_ref ref = I->ref;
    if (obj->kind == V_ITER && strncmp(nm, "__", 2)) { /* iterators have dunder attributes only */
        *res = 0;
        return SL_OK;
    }
    if (obj->kind == V_ITER && (!strcmp(nm, "__next__") || !strcmp(nm, "__iter__"))) {
        *res = 1;
        return SL_OK;
    }
    const lang_type *ty = lang_type_of(I, obj);
    if (ty) { /* a layer's value: its type's table */
        const char *cls;
        bool cacheable;
        if (ty->dir_tag) tag = ty->dir_tag(I, obj, &cls, &ref, &cacheable);
    } else switch (obj->kind) {
    case V_STR: tag = "str"; break;
    case V_LIST: tag = obj->pytype ? NULL : "list"; break;
    case V_TUPLE: tag = obj->pytype ? NULL : "tuple"; break;
    case V_DICT: tag = obj->pytype ? NULL : "dict"; break;
    case V_INT: case V_BIGINT: tag = "int"; break;
    case V_FLOAT: tag = obj->f32 ? NULL : "float"; break;
    case V_BOOL: tag = "bool"; break;
    case V_NONE: tag = "NoneType"; break;
    case V_SLICE: tag = "slice"; break;
    case V_RANGE: tag = "range"; break;
    case V_MODULE: { /* a registered module's own answer */
        const lang_module_def *m = lang_module_find(I, obj->u.path);
        int h = m && m->has_attr ? m->has_attr(I, obj->u.path, nm) : -1;
        if (h >= 0) {
            *res = h;
            return SL_OK;
        }
        break;
    }
    default: break;
    }
    int k = tag ? lang_dir_lookup(ty, ref, tag, nm) : -1;
    if (k == 0 || k == 'm') {
        *res = k == 'm';
        return SL_OK;
    }
    lang_value *v = NULL;
    int rc = py_getattr_value(I, obj, nm, &v, err);
    if (rc == SL_OK && !(v->kind == V_FUNC && (v->u.func.self == obj || k < 0))) {
        *res = 1;
        return SL_OK;
    }
    if (rc && (rc != SL_ERR_PY || !lang_exc_matches(I, err->type, "AttributeError"))) return rc;
    return lang_unsupported(err, "hasattr() of attribute '%s' of %s", nm, lv_type_name(obj));
}

int py_builtin_hasattr(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_py_error(err, "TypeError", "hasattr() takes no keyword arguments");
    if (a->npos != 2) return lang_py_error(err, "TypeError", "hasattr expected 2 arguments, got %d", a->npos);
    int res = 0;
    int rc = attr_test(I, a->pos[0], a->pos[1], &res, err);
    if (rc) return rc;
    *out = lv_bool(I, res == 1);
    return SL_OK;
}

int py_builtin_getattr(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_py_error(err, "TypeError", "getattr() takes no keyword arguments");
    if (a->npos < 2 || a->npos > 3)
        return lang_py_error(err, "TypeError", "getattr expected at least 2 arguments, got %d", a->npos);
    int res = 0;
    int rc = attr_test(I, a->pos[0], a->pos[1], &res, err);
    if (rc) return rc;
    if (res != 1 && a->npos == 3) {
        *out = a->pos[2];
        return SL_OK;
    }
    if (res == 1 || a->pos[0]->kind == V_MODULE) { /* (a module answered hasattr itself: its AttributeError) */
        rc = py_getattr_value(I, a->pos[0], a->pos[1]->u.str.s, out, err);
        if (rc) py_suggest_note_attr(I, rc, a->pos[0], a->pos[1]->u.str.s, err); /* as obj.NAME's */
        return rc;
    }
    return lang_unsupported(err, "getattr() of a missing attribute ('%s' of %s)", a->pos[1]->u.str.s,
                            lv_type_name(a->pos[0]));
}


/* Python's truth of a condition: a layer's value through its type's to_bool (its own
 * errors for several elements, for empty arrays...), anything else lv_truthy */
int py_truth_of(lang_interp *I, lang_value *v, bool *out, sl_error *err) {
    if (v->kind == V_INSTANCE) return lang_class_truth(I, v, out, err);
    const lang_type *ty = lang_type_of(I, v);
    if (ty && ty->to_bool) {
        lang_value *b;
        int rc = ty->to_bool(I, v, &b, err);
        if (rc) return rc;
        v = b;
    }
    *out = lv_truthy(v);
    return SL_OK;
}

int py_to_str_value(lang_interp *I, lang_value *v, bool repr, lang_value **out, sl_error *err) {
    return lang_text_of(I, v, repr, out, err);
}

/* the class path a layer gives v (its type's type_path, or its module's for a module
 * object or a class of the module), or NULL */
static const char *type_path_of(lang_interp *I, const lang_value *v) {
    const lang_type *ty = lang_type_of(I, v);
    if (ty && ty->type_path) return ty->type_path(I, v);
    if (v->kind == V_TYPE) { /* a module's class: its metaclass, when the module knows it */
        const lang_module_def *mt = lang_module_find(I, v->u.path);
        return mt && mt->type_path ? mt->type_path(I, v) : NULL;
    }
    if (v->kind != V_FUNC || v->u.func.self) return NULL;
    const lang_module_def *m = lang_module_find(I, v->u.func.name);
    return m && m->type_path ? m->type_path(I, v) : NULL;
}

int py_type_of(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    lang_value *t;
    if (v->kind == V_INSTANCE) {
        *out = v->u.obj.cls->value;
        return SL_OK;
    }
    if (v->kind == V_EXC) {
        t = lv_new(I, V_EXCTYPE);
        CHECK_ALLOC(t);
        t->u.path = v->u.exc.type;
    } else {
        t = lv_new(I, V_TYPE);
        CHECK_ALLOC(t);
        /* the dotted path Python prints in <class '...'>; __name__ is its last part */
        const char *n = type_path_of(I, v); /* a layer's value: the path its type gives */
        t->u.path = n ? n : lv_type_name(v);
    }
    *out = t;
    return SL_OK;
}

static const char *type_short(const char *path) {
    const char *d = strrchr(path, '.');
    return d ? d + 1 : path;
}

bool py_isinstance_of(lang_interp *I, lang_value *v, lang_value *cls) {
    int ci = lang_class_isinstance(v, cls);
    if (ci >= 0) return ci;
    const lang_type *ty = lang_type_of(I, v);
    int ti = ty && ty->isinstance ? ty->isinstance(I, v, cls) : -1; /* a layer's value: its type answers */
    if (ti >= 0) return ti;
    if (cls->kind == V_EXCTYPE) return v->kind == V_EXC && lang_exc_matches(I, v->u.exc.type, cls->u.path);
    if (cls->kind == V_FUNC && !cls->u.func.self) {
        const char *n = cls->u.func.name;
        if (!strcmp(n, "int")) return v->kind == V_INT || v->kind == V_BOOL || v->kind == V_BIGINT;
        if (!strcmp(n, "float")) return v->kind == V_FLOAT;
        if (!strcmp(n, "bool")) return v->kind == V_BOOL;
        if (!strcmp(n, "str")) return v->kind == V_STR;
        if (!strcmp(n, "bytes")) return v->kind == V_BYTES;
        if (!strcmp(n, "set")) return v->kind == V_SET && !v->frozen;
        if (!strcmp(n, "frozenset")) return v->kind == V_SET && v->frozen;
        if (!strcmp(n, "tuple")) return v->kind == V_TUPLE || v->kind == V_LAYER_TUPLE;
        if (!strcmp(n, "list")) return v->kind == V_LIST;
        if (!strcmp(n, "dict")) return v->kind == V_DICT;
        if (!strcmp(n, "range")) return v->kind == V_RANGE;
        if (!strcmp(n, "slice")) return v->kind == V_SLICE;
        if (!strcmp(n, "type")) /* a class: a user's, a builtin, an exception class, a type() */
            return v->kind == V_CLASS || v->kind == V_TYPE || v->kind == V_EXCTYPE ||
                   (v->kind == V_FUNC && !v->u.func.self && lang_builtin_is_class(v->u.func.name));
        if (!strcmp(n, "zip") || !strcmp(n, "map") || !strcmp(n, "filter") || !strcmp(n, "enumerate") ||
            !strcmp(n, "reversed")) /* iterators named by their class */
            return (v->kind == V_ITER || v->kind == V_LIST) && v->pytype && !strcmp(v->pytype, n);
        if (!strcmp(n, "property")) return v->kind == V_DESCR && v->u.descr.which == DESCR_PROPERTY;
        if (!strcmp(n, "staticmethod")) return v->kind == V_DESCR && v->u.descr.which == DESCR_STATIC;
        if (!strcmp(n, "classmethod")) return v->kind == V_DESCR && v->u.descr.which == DESCR_CLASSMETHOD;
        if (!strcmp(n, "super")) return v->kind == V_DESCR && v->u.descr.which == DESCR_SUPER;
        return false; /* complex, a layer's class: its values' types answered above */
    }
    if (cls->kind == V_TYPE) {
        const char *n = cls->u.path;
        const char *p = type_path_of(I, v); /* isinstance(v, type(v)) */
        if (p) return !strcmp(p, n);
        if (lang_type_of(I, v)) return false;
        return !strcmp(type_short(n), lv_type_name(v));
    }
    /* a class that is a layer's value: its type answers */
    const lang_type *ct = lang_type_of(I, cls);
    int ci2 = ct && ct->instancecheck ? ct->instancecheck(cls, v) : -1;
    return ci2 > 0;
}

/* int(text, base): Python's literal rules — surrounding whitespace, a sign, the base's
 * prefix (or any prefix for base 0), single underscores between digits. */
int py_int_with_base(lang_interp *I, lang_value *v, lang_value *bv, lang_value **out, sl_error *err) {
    if (bv->kind != V_INT && bv->kind != V_BOOL)
        return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(bv));
    int64_t base = bv->kind == V_INT ? bv->u.i : bv->u.b;
    if (v->kind != V_STR) return lang_py_error(err, "TypeError", "int() can't convert non-string with explicit base");
    if (base != 0 && (base < 2 || base > 36))
        return lang_py_error(err, "ValueError", "int() base must be >= 2 and <= 36, or 0");
    const char *s = v->u.str.s, *e = s + v->u.str.len;
    while (s < e && (*s == ' ' || (*s >= '\t' && *s <= '\r'))) s++;
    while (e > s && (e[-1] == ' ' || (e[-1] >= '\t' && e[-1] <= '\r'))) e--;
    bool neg = false, ok = true;
    if (s < e && (*s == '+' || *s == '-')) neg = *s++ == '-';
    int64_t b = base;
    bool prefixed = false;
    if (e - s >= 2 && s[0] == '0') {
        char p = (char)(s[1] | 0x20);
        int64_t pb = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
        if (pb && (b == 0 || b == pb)) {
            b = pb;
            s += 2;
            prefixed = true;
            if (s < e && *s == '_') s++; /* 0x_1f is allowed */
        }
    }
    if (b == 0) b = 10;
    unsigned __int128 acc = 0;
    int64_t ndig = 0;
    bool all_zero = true, big = false; /* big: past 2**64, made by py_bigint.c */
    for (const char *q = s; q < e && ok; q++) {
        if (*q == '_') {
            ok = q > s && q + 1 < e && q[1] != '_';
            continue;
        }
        int d = *q >= '0' && *q <= '9' ? *q - '0' : (*q | 0x20) >= 'a' && (*q | 0x20) <= 'z' ? (*q | 0x20) - 'a' + 10 : 99;
        if (d >= b) {
            ok = false;
            break;
        }
        if (d) all_zero = false;
        if (!big) acc = acc * (unsigned)b + (unsigned)d;
        if (acc > ((unsigned __int128)1 << 64)) big = true;
        ndig++;
    }
    /* CPython counts the digits before it reads them (bases not a power of 2) */
    if (ndig > 4300 && (b & (b - 1)))
        return lang_py_error(err, "ValueError", "Exceeds the limit (4300 digits) for integer string conversion: "
                             "value has %lld digits; use sys.set_int_max_str_digits() to increase the limit",
                             (long long)ndig);
    if (ndig == 0) ok = false;
    /* base 0: a decimal literal may not have leading zeros (Python's rule for code) */
    if (ok && base == 0 && !prefixed && ndig > 1 && s[0] == '0' && !all_zero) ok = false;
    if (!ok) {
        lang_value *r;
        int rc = lang_text_of(I, v, true, &r, err);
        if (rc) return rc;
        return lang_py_error(err, "ValueError", "invalid literal for int() with base %lld: %.200s", (long long)base,
                             r->u.str.s);
    }
    if (big || acc > (unsigned __int128)INT64_MAX + (neg ? 1 : 0)) {
        char *dg = lang_alloc_atomic(&I->A, (size_t)ndig + 1);
        CHECK_ALLOC(dg);
        int64_t k = 0;
        for (const char *q = s; q < e; q++)
            if (*q != '_') dg[k++] = *q;
        return py_big_from_digits(I, dg, k, (int)b, neg, out, err);
    }
    *out = lv_int(I, neg ? (int64_t)(0 - (uint64_t)acc) : (int64_t)acc);
    CHECK_ALLOC(*out);
    return SL_OK;
}
