/*
 * py_class.c — user classes of the snippet language, as CPython 3.11 runs them.
 *
 * A class statement runs its body in a scope of its own; the names it binds become the
 * class namespace (a dict of str keys in definition order).  Functions defined there see
 * the enclosing scope, not the class's (as in Python), and print their qualified name
 * ("Layout.__init__() missing 1 required positional argument: ...").  Single inheritance
 * only; the base is another user class or object.  Instances keep their attributes in a
 * dict; attribute lookup is Python's: a property of the class first, then the instance
 * dict, then the class chain (functions bound to the instance, staticmethod unwrapped,
 * classmethod bound to the class).  super() (zero-argument and two-argument) starts the
 * lookup after the defining class.
 *
 * The dunder methods the evaluator consults are the ones in DUNDERS below; a class body
 * defining any other (__hash__, __setitem__, __new__, ...) is refused, since ignoring it
 * would print something other than Python.  Printing an instance needs __repr__ or
 * __str__: CPython's default repr shows a memory address, so it is refused.  Every call
 * into user code goes through lang_call_nested, so recursion through __repr__, properties
 * or operators ends at the evaluator's depth limit.
 */
#include "lang/python/py.h"

#include <stdio.h>
#include <string.h>

#include "lang/python/py_internal.h"

/* the dunders of a class body the evaluator honours */
static const char *const DUNDERS[] = {
    "__init__", "__repr__", "__str__", "__eq__", "__lt__", "__le__", "__gt__", "__ge__",
    "__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__", "__truediv__",
    "__rtruediv__", "__floordiv__", "__rfloordiv__", "__mod__", "__rmod__", "__pow__", "__rpow__",
    "__matmul__", "__rmatmul__", "__len__", "__getitem__", "__iter__", "__next__", "__call__",
    "__bool__", "__enter__", "__exit__", "__doc__"};

static bool is_dunder(const char *n) {
    if (n[0] != '_' || n[1] != '_') return false;
    size_t l = strlen(n);
    return l > 4 && n[0] == '_' && n[1] == '_' && n[l - 1] == '_' && n[l - 2] == '_';
}

static bool key_is(const lang_value *k, const char *name) {
    return k->kind == V_STR && (size_t)k->u.str.len == strlen(name) && !memcmp(k->u.str.s, name, (size_t)k->u.str.len);
}

/* the value slot of the str key `name` in the namespace dict d, or NULL */
static lang_value **dict_slot(const lang_value *d, const char *name) {
    size_t n = SIZE_MAX; /* strlen(name), once a key's first byte matches */
    for (int64_t i = 0; i + 1 < d->u.seq.n; i += 2) {
        const lang_value *k = d->u.seq.v[i];
        if (k->kind != V_STR || k->u.str.s[0] != name[0]) continue;
        /* a key dict_set made from this (interned) name holds the name's own text */
        if (k->u.str.s == name && !k->u.str.s[k->u.str.len]) return &d->u.seq.v[i + 1];
        if (n == SIZE_MAX) n = strlen(name);
        if ((size_t)k->u.str.len == n && !memcmp(k->u.str.s, name, n)) return &d->u.seq.v[i + 1];
    }
    return NULL;
}

static lang_value *dict_get(const lang_value *d, const char *name) {
    lang_value **slot = dict_slot(d, name);
    return slot ? *slot : NULL;
}

static int dict_set(lang_interp *I, lang_value *d, const char *name, lang_value *v, sl_error *err) {
    lang_value **slot = dict_slot(d, name); /* a name already there keeps its place */
    if (slot) {
        *slot = v;
        return SL_OK;
    }
    /* the key holds the name's text without a copy: names here are the program's
     * identifiers, the text of a str value (setattr) or literals, never changed */
    lang_value *k = lv_new(I, V_STR);
    CHECK_ALLOC(k);
    k->u.str.s = name;
    k->u.str.len = (int64_t)strlen(name);
    /* no str key equals it (dict_slot), and only a str equals a str: a new pair (the
     * dict's index, py_dict.c, takes appended pairs in at its next lookup) */
    int rc = lv_list_append(I, d, k, err);
    return rc ? rc : lv_list_append(I, d, v, err);
}

lang_value *lang_class_lookup(const lang_class *c, const char *name) {
    for (; c; c = c->base) {
        lang_value *v = dict_get(c->dict, name);
        if (v) return v;
    }
    return NULL;
}

static bool subclass_of(const lang_class *c, const lang_class *of) {
    for (; c; c = c->base)
        if (c == of) return true;
    return false;
}

static lang_value *descr_new(lang_interp *I, int which, lang_value *fn) {
    lang_value *d = lv_new(I, V_DESCR);
    if (d) {
        d->u.descr.which = which;
        d->u.descr.fn = fn;
    }
    return d;
}

/* fn bound to self (a copy of the function value) */
static lang_value *bind(lang_interp *I, lang_value *fn, lang_value *self) {
    lang_value *b = lv_new(I, V_USERFUNC);
    if (!b) return NULL;
    *b = *fn;
    b->u.user.self = self;
    return b;
}

/* a class attribute as obj.name gives it (obj an instance, or the class itself) */
static int class_attr_value(lang_interp *I, lang_value *cv, lang_value *obj, lang_class *cls, lang_value **out,
                            sl_error *err) {
    if (cv->kind == V_USERFUNC && obj->kind == V_INSTANCE && !cv->u.user.self) {
        CHECK_ALLOC(*out = bind(I, cv, obj));
        return SL_OK;
    }
    if (cv->kind == V_DESCR && cv->u.descr.which == DESCR_STATIC) {
        *out = cv->u.descr.fn;
        return SL_OK;
    }
    if (cv->kind == V_DESCR && cv->u.descr.which == DESCR_CLASSMETHOD) {
        if (cv->u.descr.fn->kind != V_USERFUNC) return lang_unsupported(err, "classmethod of a builtin");
        CHECK_ALLOC(*out = bind(I, cv->u.descr.fn, cls->value));
        return SL_OK;
    }
    *out = cv;
    return SL_OK;
}

/* call the class attribute m as a method of self with arguments a */
static int call_bound(lang_interp *I, lang_value *self, lang_class *cls, lang_value *m, const lang_args *a,
                      lang_value **out, sl_error *err) {
    lang_value *f;
    int rc;
    if (m->kind == V_DESCR && m->u.descr.which == DESCR_PROPERTY)
        return lang_unsupported(err, "a property used as a special method");
    if ((rc = class_attr_value(I, m, self, cls, &f, err))) return rc;
    return lang_call_nested(I, f, a, out, err);
}

/* lang_class_lookup(c, e->name), remembered on the node e while no class changes */
static lang_value *class_lookup_at(lang_interp *I, lang_class *c, lang_node *e) {
    if (e->attr_cls == c && e->attr_epoch == I->class_epoch) return e->attr_cv;
    lang_value *cv = lang_class_lookup(c, e->name);
    e->attr_cls = c;
    e->attr_epoch = I->class_epoch;
    e->attr_cv = cv;
    return cv;
}

lang_value *lang_class_instance_attr(lang_interp *I, const lang_value *obj, lang_node *e) {
    const char *name = e->name;
    int16_t *hint = &e->param_slot;
    if (obj->kind != V_INSTANCE || name[0] == '_') return NULL; /* __class__, __dict__ */
    lang_value *cv = class_lookup_at(I, obj->u.obj.cls, e);
    if (cv && cv->kind == V_DESCR && cv->u.descr.which == DESCR_PROPERTY) return NULL;
    const lang_value *d = obj->u.obj.dict;
    int64_t i = 2 * (int64_t)*hint;
    if (i >= 0 && i + 1 < d->u.seq.n) { /* the pair the name was at last time */
        const lang_value *k = d->u.seq.v[i];
        if (k->kind == V_STR && k->u.str.s == name && !k->u.str.s[k->u.str.len]) return d->u.seq.v[i + 1];
    }
    lang_value **slot = dict_slot(d, name);
    if (!slot) return NULL;
    int64_t pair = (slot - d->u.seq.v) / 2;
    *hint = pair <= INT16_MAX ? (int16_t)pair : -1;
    return *slot;
}

lang_value *lang_class_method_of(lang_interp *I, const lang_value *obj, lang_node *e) {
    const char *name = e->name;
    if (obj->kind != V_INSTANCE || name[0] == '_') return NULL; /* __class__, __dict__ */
    lang_value *cv = class_lookup_at(I, obj->u.obj.cls, e);
    if (!cv || cv->kind != V_USERFUNC || cv->u.user.self || dict_get(obj->u.obj.dict, name)) return NULL;
    return cv;
}

int lang_class_call_method(lang_interp *I, lang_value *obj, const char *name, const lang_args *a,
                           lang_value **out, sl_error *err) {
    if (obj->kind != V_INSTANCE) return 1;
    lang_value *m = lang_class_lookup(obj->u.obj.cls, name);
    if (!m) return 1;
    return call_bound(I, obj, obj->u.obj.cls, m, a, out, err);
}

static int call1(lang_interp *I, lang_value *obj, const char *name, lang_value *arg, lang_value **out,
                 sl_error *err) {
    lang_value *args[1] = {arg};
    lang_args a = {.pos = args, .npos = arg ? 1 : 0};
    return lang_class_call_method(I, obj, name, &a, out, err);
}

/* ------------------------------------------------------------ class statement == */

static void set_owner(lang_value *v, lang_class *c, lang_scope *body, lang_interp *I) {
    if (!v) return;
    if (v->kind == V_DESCR) {
        set_owner(v->u.descr.fn, c, body, I);
        set_owner(v->u.descr.fset, c, body, I);
        return;
    }
    if (v->kind != V_USERFUNC || v->u.user.env != body) return;
    v->u.user.env = body->parent; /* methods do not see the class namespace */
    v->u.user.cls = c;
    lang_node *def = v->u.user.def;
    size_t n = strlen(c->qualname) + strlen(def->name) + 2;
    char *qn = lang_alloc(&I->A, n);
    if (qn) {
        snprintf(qn, n, "%s.%s", c->qualname, def->name);
        def->qualname = qn;
    }
}

int lang_class_exec(lang_interp *I, lang_node *s, sl_error *err) {
    int rc;
    I->class_epoch++; /* a new class (perhaps where a collected one was) */
    lang_class *base = NULL;
    if (s->nitems2 > 1) return lang_unsupported(err, "multiple inheritance");
    for (int32_t k = 0; k < s->nitems2; k++) {
        lang_value *b;
        if ((rc = lang_eval(I, s->items2[k], &b, err))) return rc;
        if (b->kind == V_CLASS) base = b->u.cls;
        else if (b->kind == V_TYPE && !strcmp(b->u.path, "object")) base = NULL;
        else if (b->kind == V_EXCTYPE) return lang_unsupported(err, "a class deriving from an exception class");
        else return lang_unsupported(err, "a class deriving from %s",
                                     b->kind == V_FUNC && !b->u.func.self ? b->u.func.name : lv_type_name(b));
    }
    lang_class *c = lang_alloc(&I->A, sizeof *c);
    CHECK_ALLOC(c);
    c->name = s->name;
    c->base = base;
    lang_scope *outer = I->scope;
    if (outer->cls_body || (outer != I->globals && outer->fn)) {
        const char *pre = outer->cls_body ? outer->cls_body->qualname
                                          : (outer->fn->qualname ? outer->fn->qualname : outer->fn->name);
        size_t n = strlen(pre) + strlen(s->name) + 12;
        char *qn = lang_alloc(&I->A, n);
        CHECK_ALLOC(qn);
        snprintf(qn, n, outer->cls_body ? "%s.%s" : "%s.<locals>.%s", pre, s->name);
        c->qualname = qn;
    } else {
        c->qualname = s->name;
    }
    CHECK_ALLOC(c->dict = lv_seq(I, V_DICT, 0));
    CHECK_ALLOC(c->value = lv_new(I, V_CLASS));
    c->value->u.cls = c;
    lang_scope *sc = lang_alloc(&I->A, sizeof *sc);
    CHECK_ALLOC(sc);
    sc->parent = outer;
    sc->cls_body = c;
    I->scope = sc;
    bool saved_safe = I->gc_safe; /* no safepoint in a class body */
    I->gc_safe = false;
    rc = lang_exec_block(I, s->items, s->nitems, err);
    I->gc_safe = saved_safe;
    I->scope = outer;
    if (rc) return rc;
    if (I->flow != FLOW_NONE) {
        I->flow = FLOW_NONE;
        return sl_error_set(err, SL_ERR_SYNTAX, "SyntaxError", "'return' outside function");
    }
    if (s->nitems && s->items[0]->kind == S_EXPR && s->items[0]->a->kind == N_STR) {
        lang_value *doc = lv_str(I, s->items[0]->a->name, s->items[0]->a->str_len);
        CHECK_ALLOC(doc);
        if ((rc = dict_set(I, c->dict, "__doc__", doc, err))) return rc;
    }
    /* the body's bindings in the order they were first made (the scope lists them newest first) */
    int64_t nv = 0;
    for (lang_var *v = sc->vars; v; v = v->next) nv++;
    lang_var **vs = lang_alloc_n(&I->A, (nv ? nv : 1), sizeof *vs);
    CHECK_ALLOC(vs);
    int64_t i = nv;
    for (lang_var *v = sc->vars; v; v = v->next) vs[--i] = v;
    for (i = 0; i < nv; i++) {
        const char *n = vs[i]->name;
        if (is_dunder(n)) {
            bool known = false;
            for (size_t k = 0; k < SL_ARRAY_LEN(DUNDERS) && !known; k++) known = !strcmp(DUNDERS[k], n);
            if (!known) return lang_unsupported(err, "class attribute %s (not modelled)", n);
        }
        set_owner(vs[i]->val, c, sc, I);
        if ((rc = dict_set(I, c->dict, n, vs[i]->val, err))) return rc;
    }
    I->class_epoch++; /* its namespace is complete */
    lang_node target = {.kind = N_NAME, .name = s->name};
    return lang_assign(I, &target, c->value, err);
}

int lang_class_def_decorated(lang_interp *I, lang_node *s, lang_value **out, sl_error *err) {
    int rc;
    int32_t n = s->c->nitems;
    lang_value **decs = lang_alloc_n(&I->A, n, sizeof *decs);
    CHECK_ALLOC(decs);
    for (int32_t k = 0; k < n; k++)
        if ((rc = lang_eval(I, s->c->items[k], &decs[k], err))) return rc;
    lang_value *f;
    if ((rc = lang_make_function(I, s, &f, err))) return rc;
    for (int32_t k = n - 1; k >= 0; k--) {
        lang_value *args[1] = {f};
        lang_args a = {.pos = args, .npos = 1};
        if ((rc = lang_call_nested(I, decs[k], &a, &f, err))) return rc;
    }
    *out = f;
    return SL_OK;
}

/* --------------------------------------------------------------- attributes == */

static int no_attr(sl_error *err, const lang_value *obj, const char *name) {
    if (obj->kind == V_CLASS)
        return lang_py_error(err, "AttributeError", "type object '%s' has no attribute '%s'", obj->u.cls->name, name);
    return lang_py_error(err, "AttributeError", "'%s' object has no attribute '%s'", lv_type_name(obj), name);
}

static int super_getattr(lang_interp *I, lang_value *sup, const char *name, lang_value **out, sl_error *err) {
    lang_value *self = sup->u.descr.fn;
    lang_class *from = sup->u.descr.cls->base;
    lang_value *cv = lang_class_lookup(from, name);
    if (!cv) {
        if (!strcmp(name, "__init__")) { /* object.__init__ */
            CHECK_ALLOC(*out = lv_new(I, V_FUNC));
            (*out)->u.func.name = "object.__init__";
            return SL_OK;
        }
        if (is_dunder(name)) return lang_unsupported(err, "super().%s (inherited from object)", name);
        return lang_py_error(err, "AttributeError", "'super' object has no attribute '%s'", name);
    }
    lang_class *cls = self->kind == V_INSTANCE ? self->u.obj.cls : self->u.cls;
    if (cv->kind == V_DESCR && cv->u.descr.which == DESCR_PROPERTY) {
        if (self->kind != V_INSTANCE) {
            *out = cv;
            return SL_OK;
        }
        lang_value *args[1] = {self};
        lang_args a = {.pos = args, .npos = 1};
        if (!cv->u.descr.fn) return lang_unsupported(err, "a property without a getter");
        return lang_call_nested(I, cv->u.descr.fn, &a, out, err);
    }
    return class_attr_value(I, cv, self, cls, out, err);
}

int lang_class_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err) {
    int rc;
    if (obj->kind == V_DESCR) {
        int w = obj->u.descr.which;
        if (w == DESCR_SUPER) return super_getattr(I, obj, name, out, err);
        if (w == DESCR_PROPERTY && !strcmp(name, "setter")) {
            CHECK_ALLOC(*out = descr_new(I, DESCR_SETTER, obj));
            return SL_OK;
        }
        if (w == DESCR_PROPERTY && !strcmp(name, "fget")) {
            *out = obj->u.descr.fn ? obj->u.descr.fn : lv_none(I);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if ((w == DESCR_STATIC || w == DESCR_CLASSMETHOD) && !strcmp(name, "__func__")) {
            *out = obj->u.descr.fn;
            return SL_OK;
        }
        return lang_unsupported(err, "attribute '%s' of a %s object", name, lv_type_name(obj));
    }
    if (obj->kind == V_CLASS) {
        lang_class *c = obj->u.cls;
        if (!strcmp(name, "__name__") || !strcmp(name, "__qualname__") || !strcmp(name, "__module__")) {
            CHECK_ALLOC(*out = lv_strz(I, name[2] == 'n' ? c->name : name[2] == 'q' ? c->qualname : "__main__"));
            return SL_OK;
        }
        lang_value *cv = lang_class_lookup(c, name);
        if (cv) return class_attr_value(I, cv, obj, c, out, err);
        if (!strcmp(name, "__doc__")) {
            CHECK_ALLOC(*out = lv_none(I));
            return SL_OK;
        }
        if (is_dunder(name)) return lang_unsupported(err, "class attribute %s", name);
        return no_attr(err, obj, name);
    }
    /* an instance */
    lang_class *c = obj->u.obj.cls;
    if (name[0] == '_' && !strcmp(name, "__class__")) {
        *out = c->value;
        return SL_OK;
    }
    if (name[0] == '_' && !strcmp(name, "__dict__")) {
        *out = obj->u.obj.dict;
        return SL_OK;
    }
    lang_value *cv = lang_class_lookup(c, name);
    if (cv && cv->kind == V_DESCR && cv->u.descr.which == DESCR_PROPERTY) {
        if (!cv->u.descr.fn)
            return lang_py_error(err, "AttributeError", "property '%s' of '%s' object has no getter", name, c->name);
        lang_value *args[1] = {obj};
        lang_args a = {.pos = args, .npos = 1};
        return lang_call_nested(I, cv->u.descr.fn, &a, out, err);
    }
    lang_value *iv = dict_get(obj->u.obj.dict, name);
    if (iv) {
        *out = iv;
        return SL_OK;
    }
    if (cv) return class_attr_value(I, cv, obj, c, out, err);
    if (!strcmp(name, "__doc__")) {
        CHECK_ALLOC(*out = lv_none(I));
        return SL_OK;
    }
    if (is_dunder(name)) return lang_unsupported(err, "attribute %s of an instance (inherited from object)", name);
    (void)rc;
    return no_attr(err, obj, name);
}

int lang_class_setattr(lang_interp *I, lang_value *obj, const char *name, lang_value *v, sl_error *err) {
    if (obj->kind == V_DESCR) return lang_unsupported(err, "assigning attribute '%s' of a %s object", name, lv_type_name(obj));
    if (is_dunder(name)) return lang_unsupported(err, "assigning attribute %s", name);
    if (obj->kind == V_CLASS) {
        I->class_epoch++;
        return dict_set(I, obj->u.cls->dict, name, v, err);
    }
    lang_value *cv = lang_class_lookup(obj->u.obj.cls, name);
    if (cv && cv->kind == V_DESCR && cv->u.descr.which == DESCR_PROPERTY) {
        if (!cv->u.descr.fset)
            return lang_py_error(err, "AttributeError", "property '%s' of '%s' object has no setter", name,
                                 obj->u.obj.cls->name);
        lang_value *args[2] = {obj, v}, *r;
        lang_args a = {.pos = args, .npos = 2};
        return lang_call_nested(I, cv->u.descr.fset, &a, &r, err);
    }
    return dict_set(I, obj->u.obj.dict, name, v, err);
}

int lang_class_delattr(lang_interp *I, lang_value *obj, const char *name, sl_error *err) {
    if (obj->kind != V_INSTANCE && obj->kind != V_CLASS) return lang_unsupported(err, "del of an attribute of a %s", lv_type_name(obj));
    if (is_dunder(name)) return lang_unsupported(err, "deleting attribute %s", name);
    lang_value *d = obj->kind == V_CLASS ? obj->u.cls->dict : obj->u.obj.dict;
    if (obj->kind == V_CLASS) I->class_epoch++;
    if (obj->kind == V_INSTANCE) {
        lang_value *cv = lang_class_lookup(obj->u.obj.cls, name);
        if (cv && cv->kind == V_DESCR && cv->u.descr.which == DESCR_PROPERTY)
            return lang_py_error(err, "AttributeError", "property '%s' of '%s' object has no deleter", name,
                                 obj->u.obj.cls->name);
    }
    for (int64_t i = 0; i + 1 < d->u.seq.n; i += 2)
        if (key_is(d->u.seq.v[i], name)) {
            memmove(&d->u.seq.v[i], &d->u.seq.v[i + 2], (size_t)(d->u.seq.n - i - 2) * sizeof *d->u.seq.v);
            d->u.seq.n -= 2;
            lang_dict_changed(d);
            return SL_OK;
        }
    return no_attr(err, obj, name);
}

/* -------------------------------------------------------------------- calls == */

static int instantiate(lang_interp *I, lang_class *c, const lang_args *a, lang_value **out, sl_error *err) {
    lang_value *obj = lv_new(I, V_INSTANCE);
    CHECK_ALLOC(obj);
    obj->u.obj.cls = c;
    CHECK_ALLOC(obj->u.obj.dict = lv_seq(I, V_DICT, 0));
    lang_value *init = lang_class_lookup(c, "__init__");
    if (!init) {
        if (a->npos || a->nkw) return lang_py_error(err, "TypeError", "%s() takes no arguments", c->name);
    } else {
        lang_value *r;
        int rc;
        if (init->kind == V_USERFUNC && !init->u.user.self && a->npos < 8) {
            /* a plain function: called with the instance first, without a bound copy */
            lang_value *pos[8];
            lang_args with_self = *a;
            pos[0] = obj;
            for (int32_t k = 0; k < a->npos; k++) pos[k + 1] = a->pos[k];
            with_self.pos = pos;
            with_self.npos = a->npos + 1;
            rc = lang_call_nested(I, init, &with_self, &r, err);
        } else {
            rc = call_bound(I, obj, c, init, a, &r, err);
        }
        if (rc) return rc;
        if (r->kind != V_NONE)
            return lang_py_error(err, "TypeError", "__init__() should return None, not '%s'", lv_type_name(r));
    }
    *out = obj;
    return SL_OK;
}

int lang_class_call(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out, sl_error *err) {
    if (f->kind == V_CLASS) return instantiate(I, f->u.cls, a, out, err);
    if (f->kind == V_INSTANCE) {
        int rc = lang_class_call_method(I, f, "__call__", a, out, err);
        if (rc != 1) return rc;
        return lang_py_error(err, "TypeError", "'%s' object is not callable", f->u.obj.cls->name);
    }
    switch (f->u.descr.which) {
    case DESCR_SETTER: {
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "property.setter with other than one argument");
        lang_value *p = descr_new(I, DESCR_PROPERTY, f->u.descr.fn->u.descr.fn);
        CHECK_ALLOC(p);
        p->u.descr.fset = a->pos[0];
        *out = p;
        return SL_OK;
    }
    case DESCR_STATIC: return lang_call_nested(I, f->u.descr.fn, a, out, err);
    default: return lang_py_error(err, "TypeError", "'%s' object is not callable", lv_type_name(f));
    }
}

/* ----------------------------------------------------------------- printing == */

/* str() through object.__str__ calls __repr__ unchecked: the check then names __str__ */
static int text_method(lang_interp *I, const lang_value *v, const char *name, const char *label, sl_strbuf *sb,
                       sl_error *err) {
    lang_value *r;
    int rc = call1(I, (lang_value *)v, name, NULL, &r, err);
    if (rc) return rc;
    if (r->kind != V_STR)
        return lang_py_error(err, "TypeError", "%s returned non-string (type %s)", label, lv_type_name(r));
    sl_sb_printf(sb, "%.*s", (int)r->u.str.len, r->u.str.s);
    return SL_OK;
}

int lang_class_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    if (v->kind == V_CLASS) {
        sl_sb_printf(sb, "<class '__main__.%s'>", v->u.cls->qualname);
        return SL_OK;
    }
    if (v->kind == V_DESCR)
        return lang_unsupported(err, "printing a %s object (its repr shows a memory address)", lv_type_name(v));
    lang_class *c = v->u.obj.cls;
    if (as_str && lang_class_lookup(c, "__str__")) return text_method(I, v, "__str__", "__str__", sb, err);
    if (lang_class_lookup(c, "__repr__"))
        return text_method(I, v, "__repr__", as_str ? "__str__" : "__repr__", sb, err);
    return lang_unsupported(err, "printing a '%s' object without __repr__ (CPython's default repr shows a memory "
                                 "address)", c->name);
}

int lang_class_format(lang_interp *I, lang_value *v, const char *spec, int64_t spec_len, lang_value **out,
                      sl_error *err) {
    if (spec_len) return lang_py_error(err, "TypeError", "unsupported format string passed to %s.__format__",
                                       v->kind == V_CLASS ? "type" : v->u.obj.cls->name);
    return lang_text_of(I, v, false, out, err);
}

/* ---------------------------------------------------------------- operators == */

static const struct {
    lang_op op;
    const char *fn, *rfn;
} BINOPS[] = {
    {OP_ADD, "__add__", "__radd__"},          {OP_SUB, "__sub__", "__rsub__"},
    {OP_MUL, "__mul__", "__rmul__"},          {OP_DIV, "__truediv__", "__rtruediv__"},
    {OP_FLOORDIV, "__floordiv__", "__rfloordiv__"}, {OP_MOD, "__mod__", "__rmod__"},
    {OP_POW, "__pow__", "__rpow__"},          {OP_MATMUL, "__matmul__", "__rmatmul__"},
};

static int binop(lang_interp *I, lang_op op, bool aug, lang_value *a, lang_value *b, lang_value **out,
                 sl_error *err) {
    const char *fn = NULL, *rfn = NULL;
    for (size_t k = 0; k < SL_ARRAY_LEN(BINOPS); k++)
        if (BINOPS[k].op == op) {
            fn = BINOPS[k].fn;
            rfn = BINOPS[k].rfn;
        }
    if (fn && a->kind == V_INSTANCE && lang_class_lookup(a->u.obj.cls, fn)) return call1(I, a, fn, b, out, err);
    bool same = a->kind == V_INSTANCE && b->kind == V_INSTANCE && a->u.obj.cls == b->u.obj.cls;
    if (rfn && !same && b->kind == V_INSTANCE && lang_class_lookup(b->u.obj.cls, rfn))
        return call1(I, b, rfn, a, out, err);
    lang_value *other = a->kind == V_INSTANCE ? b : a;
    if (lang_type_of(I, other) && lang_type_of(I, other)->binop)
        return lang_unsupported(err, "operators between an object and a %s", lv_type_name(other));
    const char *sym = op == OP_POW && aug ? "**" : lang_op_symbol(op);
    return lang_py_error(err, "TypeError", "unsupported operand type(s) for %s%s: '%s' and '%s'", sym, aug ? "=" : "",
                         lang_attr_cls_name(I, a), lang_attr_cls_name(I, b));
}

int lang_class_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out, sl_error *err) {
    return binop(I, op, false, a, b, out, err);
}

int lang_class_augop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out, sl_error *err) {
    return binop(I, op, true, a, b, out, err);
}

static int bool_result(lang_value *r, const char *name, bool *res, sl_error *err) {
    if (r->kind != V_BOOL) return lang_unsupported(err, "%s returning a %s (not a bool)", name, lv_type_name(r));
    *res = r->u.b;
    return SL_OK;
}

int lang_class_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    static const char *const NAMES[] = {"__lt__", "__le__", "__gt__", "__ge__"};
    static const char *const REFL[] = {"__gt__", "__ge__", "__lt__", "__le__"};
    int k = op == OP_LT ? 0 : op == OP_LE ? 1 : op == OP_GT ? 2 : 3;
    lang_value *r;
    int rc;
    if (a->kind == V_INSTANCE && lang_class_lookup(a->u.obj.cls, NAMES[k])) {
        if ((rc = call1(I, a, NAMES[k], b, &r, err))) return rc;
        return bool_result(r, NAMES[k], res, err);
    }
    if (b->kind == V_INSTANCE && lang_class_lookup(b->u.obj.cls, REFL[k])) {
        if ((rc = call1(I, b, REFL[k], a, &r, err))) return rc;
        return bool_result(r, REFL[k], res, err);
    }
    lang_value *other = a->kind == V_INSTANCE ? b : a;
    if (lang_type_of(I, other) && lang_type_of(I, other)->compare)
        return lang_unsupported(err, "comparing an object with a %s", lv_type_name(other));
    return lang_py_error(err, "TypeError", "'%s' not supported between instances of '%s' and '%s'",
                         lang_op_symbol(op), lang_attr_cls_name(I, a), lang_attr_cls_name(I, b));
}

int lang_class_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    lang_value *r;
    int rc;
    if (a->kind == V_INSTANCE && lang_class_lookup(a->u.obj.cls, "__eq__")) {
        if ((rc = call1(I, a, "__eq__", b, &r, err))) return rc;
        return bool_result(r, "__eq__", res, err);
    }
    if (b->kind == V_INSTANCE && lang_class_lookup(b->u.obj.cls, "__eq__")) {
        if ((rc = call1(I, b, "__eq__", a, &r, err))) return rc;
        return bool_result(r, "__eq__", res, err);
    }
    lang_value *other = a->kind == V_INSTANCE ? b : a;
    if (a != b && lang_type_of(I, other) && lang_type_of(I, other)->compare)
        return lang_unsupported(err, "comparing an object with a %s", lv_type_name(other));
    *res = a == b;
    return SL_OK;
}

static int len_of(lang_interp *I, lang_value *v, int64_t *n, sl_error *err) {
    lang_value *r;
    int rc = call1(I, v, "__len__", NULL, &r, err);
    if (rc == 1) return lang_py_error(err, "TypeError", "object of type '%s' has no len()", v->u.obj.cls->name);
    if (rc) return rc;
    if (r->kind == V_BOOL) *n = r->u.b;
    else if (r->kind == V_INT) *n = r->u.i;
    else return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lang_attr_cls_name(I, r));
    if (*n < 0) return lang_py_error(err, "ValueError", "__len__() should return >= 0");
    return SL_OK;
}

int lang_class_truth(lang_interp *I, lang_value *v, bool *res, sl_error *err) {
    lang_value *r;
    int rc = call1(I, v, "__bool__", NULL, &r, err);
    if (rc == SL_OK) {
        if (r->kind != V_BOOL)
            return lang_py_error(err, "TypeError", "__bool__ should return bool, returned %s", lv_type_name(r));
        *res = r->u.b;
        return SL_OK;
    }
    if (rc != 1) return rc;
    if (lang_class_lookup(v->u.obj.cls, "__len__")) {
        int64_t n;
        if ((rc = len_of(I, v, &n, err))) return rc;
        *res = n != 0;
        return SL_OK;
    }
    *res = true;
    return SL_OK;
}

int lang_class_getitem(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out, sl_error *err) {
    int rc = call1(I, obj, "__getitem__", idx, out, err);
    if (rc != 1) return rc;
    return lang_py_error(err, "TypeError", "'%s' object is not subscriptable", obj->u.obj.cls->name);
}

int lang_class_iter(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    lang_value *r;
    int rc = call1(I, v, "__iter__", NULL, &r, err);
    if (rc == 1) {
        if (lang_class_lookup(v->u.obj.cls, "__getitem__"))
            return lang_unsupported(err, "iterating an object through __getitem__");
        return lang_py_error(err, "TypeError", "'%s' object is not iterable", v->u.obj.cls->name);
    }
    if (rc) return rc;
    if (lang_is_iterator(r)) {
        *out = r;
        return SL_OK;
    }
    if (r->kind == V_INSTANCE && lang_class_lookup(r->u.obj.cls, "__next__")) return lang_yield_obj_iter(I, r, out, err);
    return lang_py_error(err, "TypeError", "iter() returned non-iterator of type '%s'", lang_attr_cls_name(I, r));
}

int lang_class_isinstance(const lang_value *v, const lang_value *cls) {
    if (cls->kind == V_TYPE && !strcmp(cls->u.path, "object")) return 1;
    if (cls->kind != V_CLASS) return -1;
    return v->kind == V_INSTANCE && subclass_of(v->u.obj.cls, cls->u.cls);
}

/* ----------------------------------------------------------------- builtins == */

static const char *const OWN_BUILTINS[] = {"object",      "super",   "property",   "staticmethod",
                                           "classmethod", "setattr", "issubclass", "callable",
                                           "vars",        "delattr"};

int lang_class_builtin_value(lang_interp *I, const char *name, lang_value **out) {
    for (size_t k = 0; k < SL_ARRAY_LEN(OWN_BUILTINS); k++) {
        if (strcmp(OWN_BUILTINS[k], name)) continue;
        if (k == 0) {
            *out = lv_new(I, V_TYPE);
            if (*out) (*out)->u.path = "object";
        } else {
            *out = lv_new(I, V_FUNC);
            if (*out) (*out)->u.func.name = OWN_BUILTINS[k];
        }
        return *out ? SL_OK : SL_ERR_LIMIT;
    }
    return 1;
}

static lang_value *var_in(lang_scope *s, const char *name) {
    lang_var *v = py_find_var(s, name);
    return v ? v->val : NULL;
}

static int make_super(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    lang_class *c;
    lang_value *self;
    if (a->nkw) return lang_py_error(err, "TypeError", "super() takes no keyword arguments");
    if (a->npos == 2) {
        if (a->pos[0]->kind != V_CLASS) return lang_unsupported(err, "super() of other than a class");
        c = a->pos[0]->u.cls;
        self = a->pos[1];
        lang_class *sc = self->kind == V_INSTANCE ? self->u.obj.cls : self->kind == V_CLASS ? self->u.cls : NULL;
        if (!sc || !subclass_of(sc, c))
            return lang_py_error(err, "TypeError", "super(type, obj): obj must be an instance or subtype of type");
    } else if (a->npos == 0) {
        lang_scope *s = I->scope;
        while (s && !s->fn) s = s->parent;
        if (!s) return lang_py_error(err, "RuntimeError", "super(): no arguments");
        if (!s->callee || !s->callee->u.user.cls)
            return lang_py_error(err, "RuntimeError", "super(): __class__ cell not found");
        if (s->fn->ival < 1 || !(self = var_in(s, s->fn->names[0])))
            return lang_py_error(err, "RuntimeError", "super(): no arguments");
        c = s->callee->u.user.cls;
        lang_class *sc = self->kind == V_INSTANCE ? self->u.obj.cls : self->kind == V_CLASS ? self->u.cls : NULL;
        if (!sc || !subclass_of(sc, c))
            return lang_py_error(err, "TypeError", "super(type, obj): obj must be an instance or subtype of type");
    } else {
        return lang_unsupported(err, "super() with %d arguments", (int)a->npos);
    }
    lang_value *d = descr_new(I, DESCR_SUPER, self);
    CHECK_ALLOC(d);
    d->u.descr.cls = c;
    *out = d;
    return SL_OK;
}

static int attr_name(const lang_value *v, const char **out, sl_error *err) {
    if (v->kind != V_STR)
        return lang_py_error(err, "TypeError", "attribute name must be string, not '%s'", lv_type_name(v));
    *out = v->u.str.s;
    return SL_OK;
}

/* the builtins of classes and objects that lang_class_builtin makes whatever the arguments
 * (in strcmp order: a name outside them skips their tests) */
static const char *const CLASS_BUILTIN_NAMES[] = {"callable", "classmethod", "delattr", "issubclass",
                                                  "object.__init__", "property", "setattr", "staticmethod",
                                                  "super", "vars"};
const lang_method_table lang_class_builtins = {CLASS_BUILTIN_NAMES, (int32_t)SL_ARRAY_LEN(CLASS_BUILTIN_NAMES)};

/* the name of a builtin class value (int, bool, object, ...; a type() of one), else NULL */
static const char *builtin_class(const lang_value *v) {
    if (v->kind == V_FUNC && !v->u.func.self && lang_builtin_is_class(v->u.func.name)) return v->u.func.name;
    if (v->kind == V_TYPE && (!strcmp(v->u.path, "object") || lang_builtin_is_class(v->u.path))) return v->u.path;
    return NULL;
}

/* issubclass(x, y): user classes, Python's builtin classes (bool is the one builtin
 * subclass of another, int) and exception classes; y may be a tuple of classes */
static int subclass_test(lang_interp *I, lang_value *x, lang_value *y, bool *r, sl_error *err) {
    if (y->kind == V_TUPLE && !y->pytype) {
        *r = false;
        for (int64_t k = 0; k < y->u.seq.n && !*r; k++) {
            int rc = subclass_test(I, x, y->u.seq.v[k], r, err);
            if (rc) return rc;
        }
        return SL_OK;
    }
    const char *bx = builtin_class(x), *by = builtin_class(y);
    bool xcls = x->kind == V_CLASS || x->kind == V_EXCTYPE || bx, ycls = y->kind == V_CLASS || y->kind == V_EXCTYPE || by;
    if (!xcls && x->kind != V_TYPE) return lang_py_error(err, "TypeError", "issubclass() arg 1 must be a class");
    if (!ycls && y->kind != V_TYPE)
        return lang_py_error(err, "TypeError", "issubclass() arg 2 must be a class, a tuple of classes, or a union");
    if (by && !strcmp(by, "object") && xcls) *r = true;
    else if (x->kind == V_CLASS && y->kind == V_CLASS) *r = subclass_of(x->u.cls, y->u.cls);
    else if (bx && by) *r = !strcmp(bx, by) || (!strcmp(bx, "bool") && !strcmp(by, "int"));
    else if (x->kind == V_EXCTYPE && y->kind == V_EXCTYPE) *r = lang_exc_matches(I, x->u.path, y->u.path);
    else if ((bx || x->kind == V_EXCTYPE) && (by || y->kind == V_EXCTYPE)) *r = false; /* distinct builtin trees */
    else if ((bx || x->kind == V_EXCTYPE) && y->kind == V_CLASS) *r = false;       /* a builtin is no user subclass */
    else return lang_unsupported(err, "issubclass() of %s and %s", lv_type_name(x), lv_type_name(y));
    return SL_OK;
}

int lang_class_builtin(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    int rc;
    if (lang_method_find(&lang_class_builtins, name) >= 0) {
        if (!strcmp(name, "super")) return make_super(I, a, out, err);
        if (!strcmp(name, "property") || !strcmp(name, "staticmethod") || !strcmp(name, "classmethod")) {
            if (a->nkw || a->npos < 1 || a->npos > (name[0] == 'p' ? 2 : 1))
                return lang_unsupported(err, "%s() with these arguments", name);
            int w = name[0] == 'p' ? DESCR_PROPERTY : name[0] == 's' ? DESCR_STATIC : DESCR_CLASSMETHOD;
            CHECK_ALLOC(*out = descr_new(I, w, a->pos[0]));
            if (a->npos == 2) (*out)->u.descr.fset = a->pos[1];
            return SL_OK;
        }
        if (!strcmp(name, "object.__init__")) {
            if (a->npos || a->nkw)
                return lang_py_error(err, "TypeError", "object.__init__() takes exactly one argument (the instance to "
                                                       "initialize)");
            CHECK_ALLOC(*out = lv_none(I));
            return SL_OK;
        }
        if (!strcmp(name, "setattr")) {
            const char *n = NULL;
            if (a->nkw || a->npos != 3) return lang_py_error(err, "TypeError", "setattr expected 3 arguments, got %d", (int)a->npos);
            if ((rc = attr_name(a->pos[1], &n, err))) return rc;
            lang_vkind k = a->pos[0]->kind;
            if (k != V_INSTANCE && k != V_CLASS) return lang_unsupported(err, "setattr() on a %s", lv_type_name(a->pos[0]));
            if ((rc = lang_class_setattr(I, a->pos[0], n, a->pos[2], err))) return rc;
            CHECK_ALLOC(*out = lv_none(I));
            return SL_OK;
        }
        if (!strcmp(name, "vars")) {
            if (a->nkw || a->npos != 1 || a->pos[0]->kind != V_INSTANCE) return lang_unsupported(err, "vars() of other than an instance");
            *out = a->pos[0]->u.obj.dict;
            return SL_OK;
        }
        if (!strcmp(name, "delattr")) {
            const char *n = NULL;
            if (a->nkw || a->npos != 2) return lang_py_error(err, "TypeError", "delattr expected 2 arguments, got %d", (int)a->npos);
            if ((rc = attr_name(a->pos[1], &n, err))) return rc;
            if ((rc = lang_class_delattr(I, a->pos[0], n, err))) return rc;
            CHECK_ALLOC(*out = lv_none(I));
            return SL_OK;
        }
        if (!strcmp(name, "issubclass")) {
            if (a->nkw || a->npos != 2) return lang_py_error(err, "TypeError", "issubclass expected 2 arguments, got %d", (int)a->npos);
            lang_value *x = a->pos[0], *y = a->pos[1];
            bool r = false;
            int src = subclass_test(I, x, y, &r, err);
            if (src) return src;
            CHECK_ALLOC(*out = lv_bool(I, r));
            return SL_OK;
        }
        if (!strcmp(name, "callable")) {
            if (a->nkw || a->npos != 1) return lang_py_error(err, "TypeError", "callable() takes exactly one argument (%d given)", (int)a->npos);
            lang_value *x = a->pos[0];
            bool r;
            switch (x->kind) {
            case V_FUNC: case V_USERFUNC: case V_CLASS: case V_EXCTYPE: case V_TYPE: r = true; break;
            case V_INSTANCE: r = lang_class_lookup(x->u.obj.cls, "__call__") != NULL; break;
            case V_DESCR: r = x->u.descr.which == DESCR_STATIC; break;
            default: { /* a layer's value: its type says */
                const lang_type *ty = lang_type_of(I, x);
                r = ty && ty->callable && ty->callable(x);
            }
            }
            CHECK_ALLOC(*out = lv_bool(I, r));
            return SL_OK;
        }
    }
    if (a->npos < 1) return 1;
    lang_value *v = a->pos[0];
    bool attr_fn = !strcmp(name, "getattr") || !strcmp(name, "hasattr");
    if (v->kind != V_INSTANCE && !(attr_fn && (v->kind == V_CLASS || v->kind == V_DESCR))) return 1;
    if (attr_fn) {
        const char *n = NULL;
        if (a->nkw) return lang_py_error(err, "TypeError", "%s() takes no keyword arguments", name);
        int maxn = name[0] == 'g' ? 3 : 2;
        if (a->npos < 2 || a->npos > maxn) return 1; /* the builtin's own count message */
        if ((rc = attr_name(a->pos[1], &n, err))) return rc;
        rc = lang_class_getattr(I, v, n, out, err);
        if (rc == SL_ERR_PY && !strcmp(err->type, "AttributeError") && (name[0] == 'h' || a->npos == 3)) {
            sl_error_clear(err);
            I->raised_with_args = -1;
            CHECK_ALLOC(*out = name[0] == 'h' ? lv_bool(I, false) : a->pos[2]);
            return SL_OK;
        }
        if (rc) return rc;
        if (name[0] == 'h') CHECK_ALLOC(*out = lv_bool(I, true));
        return SL_OK;
    }
    if (!strcmp(name, "divmod") && a->npos == 2 && !a->nkw)
        return lang_py_error(err, "TypeError", "unsupported operand type(s) for divmod(): '%s' and '%s'",
                             lang_attr_cls_name(I, a->pos[0]), lang_attr_cls_name(I, a->pos[1]));
    if (!strcmp(name, "next") && a->npos == 2 && !a->nkw) { /* next(obj, default) */
        rc = call1(I, v, "__next__", NULL, out, err);
        if (rc == 1) return lang_py_error(err, "TypeError", "'%s' object is not an iterator", v->u.obj.cls->name);
        if (rc == SL_ERR_PY && !strcmp(err->type, "StopIteration")) {
            sl_error_clear(err);
            I->raised_with_args = -1;
            *out = a->pos[1];
            return SL_OK;
        }
        return rc;
    }
    if (a->npos != 1 || a->nkw) return 1;
    if (!strcmp(name, "len")) {
        int64_t n;
        if ((rc = len_of(I, v, &n, err))) return rc;
        CHECK_ALLOC(*out = lv_int(I, n));
        return SL_OK;
    }
    if (!strcmp(name, "iter")) return lang_class_iter(I, v, out, err);
    if (!strcmp(name, "next")) {
        rc = call1(I, v, "__next__", NULL, out, err);
        if (rc != 1) return rc;
        return lang_py_error(err, "TypeError", "'%s' object is not an iterator", v->u.obj.cls->name);
    }
    if (!strcmp(name, "bool")) {
        bool t;
        if ((rc = lang_class_truth(I, v, &t, err))) return rc;
        CHECK_ALLOC(*out = lv_bool(I, t));
        return SL_OK;
    }
    if (!strcmp(name, "abs"))
        return lang_py_error(err, "TypeError", "bad operand type for abs(): '%s'", v->u.obj.cls->name);
    if (!strcmp(name, "round"))
        return lang_py_error(err, "TypeError", "type %s doesn't define __round__ method", v->u.obj.cls->name);
    if (!strcmp(name, "hash") || !strcmp(name, "id"))
        return lang_unsupported(err, "%s() of an object (derived from its memory address)", name);
    return 1;
}
