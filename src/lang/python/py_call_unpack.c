/*
 * py_call_unpack.c — a call's `**m` arguments, merged as CPython 3.11 merges them.
 *
 * The arguments of a call with a `**m` or whose only positional argument is a `*x` (N_CALL
 * ival bits 1 and 2, py_parse_expr.c, which keeps each `**m` as a keyword entry with a
 * NULL name, in its place among the keywords) are evaluated here, not by py_eval_expr.c's
 * common path (py_call_args_unpack).  Such a call builds its keywords as
 * CPython's compiler has the call build one dict: the keyword entries are taken in the
 * order written, a run of plain `name=value` keywords evaluated whole and then merged,
 * each `**m` evaluated and merged as it comes (BUILD_MAP / DICT_MERGE).  A merge takes
 * the mapping's pairs in its order; a name already given is CPython's TypeError
 * "F got multiple values for keyword argument 'x'" (its KeyError made over by
 * format_kwargs_error), an operand that is not a mapping "F argument after ** must be a
 * mapping, not T", and once every entry is merged a key that is not a str is
 * "keywords must be strings" (_PyStack_UnpackDict).  F is the callee as
 * _PyObject_FunctionStr names it: `__main__.f()`, `__main__.C.m()`, `len()`,
 * `list.sort()`, `math.sqrt()`.  The result is an ordinary keyword list (lang_args), so
 * every callee — user functions, builtins, methods of core values and the layers'
 * functions and methods — receives it as it receives keywords written out.
 *
 * A `*x` argument: when it is the call's only positional argument, CALL_FUNCTION_EX takes
 * x after the keywords are built, and an x that is not iterable is "F argument after *
 * must be an iterable, not T"; among other positional arguments it is added where it
 * stands (LIST_EXTEND), and the error is "Value after * must be an iterable, not T".
 *
 * Refused (`unsupported: ...`) where the core cannot say what CPython says: a mapping
 * other than a core dict (an instance with keys(), a layer's value), an error message
 * about a callee _PyObject_FunctionStr would name by a path the core does not keep (a
 * layer's function or method, a nested function, an instance's __call__), and a key
 * that is not a str followed by more keyword entries.  The evaluator's call paths are
 * py_eval_expr.c.
 */
#include "lang/python/py.h"

#include <stdio.h>
#include <string.h>

#include "lang/python/py_internal.h"

#define KW_MAX 1024 /* arguments (positional, keywords) such a call may pass, as a starred one is capped */

/* a core str, list, tuple, dict or set, no layer's and no pytype's */
static bool core_container(lang_interp *I, const lang_value *v) {
    switch (v->kind) {
    case V_STR: case V_LIST: case V_TUPLE: case V_DICT: case V_SET:
        return !v->pytype && !lang_type_of(I, v);
    default:
        return false;
    }
}

/* What CPython's _PyObject_FunctionStr names the callee: f, or the method mname of the
 * core value mself (f NULL).  NULL where the core cannot name it as CPython does. */
static const char *callee_str(lang_interp *I, const lang_value *f, lang_value *mself, const char *mname, char *buf,
                              size_t cap) {
    if (!f) {
        if (!mself || !core_container(I, mself)) return NULL;
        snprintf(buf, cap, "%s.%s()", lv_type_name(mself), mname);
        return buf;
    }
    switch (f->kind) {
    case V_USERFUNC: {
        const lang_node *def = f->u.user.def;
        /* a function nested in another is outer.<locals>.f to CPython: its qualname is
         * not kept (only a class body's functions get one) */
        if (!def->qualname && f->u.user.env && f->u.user.env != I->globals) return NULL;
        snprintf(buf, cap, "__main__.%s()", def->qualname ? def->qualname : def->name);
        return buf;
    }
    case V_CLASS:
        snprintf(buf, cap, "__main__.%s()", f->u.cls->qualname);
        return buf;
    case V_FUNC:
        if (f->u.func.self) {
            if (!core_container(I, f->u.func.self)) return NULL;
            snprintf(buf, cap, "%s.%s()", lv_type_name(f->u.func.self), f->u.func.name);
            return buf;
        }
        /* a builtin (module builtins: its bare name) or a function of math */
        if (strchr(f->u.func.name, '.') && strncmp(f->u.func.name, "math.", 5)) return NULL;
        if (lang_module_find(I, f->u.func.name)) return NULL;
        snprintf(buf, cap, "%s()", f->u.func.name);
        return buf;
    default:
        return NULL;
    }
}

/* CPython's name of a value's type where the core knows it exactly (a str, list, tuple,
 * set, range, dict view, number, None, slice, function), else NULL */
static const char *plain_type_name(const lang_value *v) {
    if (v->gen || v->ygen) return NULL;
    switch (v->kind) {
    case V_STR: case V_LIST: case V_TUPLE: case V_SET: case V_DICT:
        return v->pytype ? NULL : lv_type_name(v);
    case V_VIEW:
        return v->pytype;
    case V_NONE: case V_BOOL: case V_INT: case V_BIGINT: case V_FLOAT: case V_SLICE: case V_ELLIPSIS: case V_RANGE:
        return lv_type_name(v);
    case V_USERFUNC:
        return v->u.user.self ? "method" : "function";
    default:
        return NULL;
    }
}

bool py_call_not_iterable(const lang_value *v) {
    switch (v->kind) {
    case V_NONE: case V_BOOL: case V_INT: case V_BIGINT: case V_FLOAT: case V_SLICE: case V_ELLIPSIS:
        return !v->gen && !v->ygen;
    default:
        return false;
    }
}

/* the error of a merge, with the callee's name, or the refusal where it has none */
static int merge_error(lang_interp *I, const lang_value *f, lang_value *mself, const char *mname, const char *what,
                       const char *arg, sl_error *err) {
    char buf[512];
    const char *fs = callee_str(I, f, mself, mname, buf, sizeof buf);
    if (!fs)
        return what[0] == 'g' ? lang_unsupported(err, "keyword argument '%s' given twice, to a callable the core cannot name", arg)
                              : lang_unsupported(err, "a ** argument that is not a mapping (%s), to a callable the core cannot name", arg);
    if (what[0] == 'g') return lang_py_error(err, "TypeError", "%s got multiple values for keyword argument '%s'", fs, arg);
    return lang_py_error(err, "TypeError", "%s argument after ** must be a mapping, not %s", fs, arg);
}

typedef struct kw_list {
    const char **names;
    lang_value **vals;
    int32_t n, cap;
} kw_list;

static int kw_room(lang_interp *I, kw_list *l, int64_t more, sl_error *err) {
    if (l->n + more > KW_MAX) return lang_unsupported(err, "more than %d arguments", KW_MAX);
    if (l->n + more <= l->cap) return SL_OK;
    int32_t cap = (int32_t)(l->n + more) * 2;
    if (cap > KW_MAX) cap = KW_MAX;
    const char **nn = lang_alloc_n(&I->A, cap, sizeof *nn);
    lang_value **nv = lang_alloc_n(&I->A, cap, sizeof *nv);
    CHECK_ALLOC(nn);
    CHECK_ALLOC(nv);
    if (l->n) {
        memcpy(nn, l->names, (size_t)l->n * sizeof *nn);
        memcpy(nv, l->vals, (size_t)l->n * sizeof *nv);
    }
    l->names = nn;
    l->vals = nv;
    l->cap = cap;
    return SL_OK;
}

static bool kw_has(const kw_list *l, int32_t upto, const char *name) {
    for (int32_t k = 0; k < upto; k++)
        if (l->names[k] && l->names[k][0] == name[0] && !strcmp(l->names[k], name)) return true;
    return false;
}

/* a's keywords: call's keyword entries evaluated and merged in their order */
static int call_kwargs(lang_interp *I, lang_node *call, const lang_value *f, lang_value *mself, lang_args *a,
                       sl_error *err) {
    const char *mname = call->a && call->a->kind == N_ATTR ? call->a->name : NULL;
    kw_list l = {0};
    bool nonstr = false; /* a key that is not a str was merged (its name NULL) */
    int rc;
    for (int32_t k = 0; k < call->nitems2;) {
        if (nonstr) return lang_unsupported(err, "a ** argument with a key that is not a str, followed by more keywords");
        if (call->names[k]) { /* a run of plain keywords: evaluated, then merged */
            int32_t j = k;
            while (j < call->nitems2 && call->names[j]) j++;
            if ((rc = kw_room(I, &l, j - k, err))) return rc;
            for (int32_t i = k; i < j; i++) {
                l.names[l.n + i - k] = call->names[i];
                if ((rc = lang_eval(I, call->items2[i], &l.vals[l.n + i - k], err))) return rc;
            }
            for (int32_t i = k; i < j; i++)
                if (kw_has(&l, l.n, call->names[i]))
                    return merge_error(I, f, mself, mname, "got", call->names[i], err);
            l.n += j - k;
            k = j;
            continue;
        }
        lang_value *m;
        if ((rc = lang_eval(I, call->items2[k], &m, err))) return rc;
        k++;
        if (m->kind != V_DICT || m->pytype || m->gen || m->ygen || lang_type_of(I, m)) {
            const char *tn = plain_type_name(m);
            if (!tn) return lang_unsupported(err, "a ** argument that is not a dict (a %s)", lang_attr_cls_name(I, m));
            return merge_error(I, f, mself, mname, "must", tn, err);
        }
        int64_t np = m->u.seq.n / 2;
        if ((rc = kw_room(I, &l, np, err))) return rc;
        int32_t before = l.n;
        for (int64_t p = 0; p < np; p++) {
            lang_value *key = m->u.seq.v[2 * p], *val = m->u.seq.v[2 * p + 1];
            if (key->kind != V_STR || key->pytype) {
                nonstr = true;
                l.names[l.n] = NULL;
            } else {
                if ((int64_t)strlen(key->u.str.s) != key->u.str.len)
                    return lang_unsupported(err, "a keyword name holding a NUL character");
                if (kw_has(&l, before, key->u.str.s)) return merge_error(I, f, mself, mname, "got", key->u.str.s, err);
                l.names[l.n] = key->u.str.s;
            }
            l.vals[l.n++] = val;
        }
    }
    if (nonstr) {
        char buf[512];
        /* (a class is called through its __init__, or object's, which has its own word) */
        if ((f && f->kind == V_CLASS) || !callee_str(I, f, mself, mname, buf, sizeof buf))
            return lang_unsupported(err, "a ** argument with a key that is not a str, to this callable");
        return lang_py_error(err, "TypeError", "keywords must be strings");
    }
    a->kwnames = l.names;
    a->kw = l.vals;
    a->nkw = l.n;
    return SL_OK;
}

int py_call_args_unpack(lang_interp *I, lang_node *call, lang_value *first, lang_args *a, const lang_value *f,
                        lang_value *mself, sl_error *err) {
    int rc;
    kw_list p = {0}; /* the positional arguments (names unused) */
    lang_value *star1 = NULL;
    if ((rc = kw_room(I, &p, call->nitems + 1, err))) return rc;
    if (first) p.vals[p.n++] = first;
    for (int32_t i = 0; i < call->nitems; i++) {
        lang_node *e = call->items[i];
        lang_value *v;
        if ((rc = lang_eval(I, e->kind == N_STARRED ? e->a : e, &v, err))) return rc;
        if (e->kind != N_STARRED) {
            p.vals[p.n++] = v;
            continue;
        }
        if (call->nitems == 1) { /* f(*x): CALL_FUNCTION_EX takes x after the keywords */
            star1 = v;
            break;
        }
        if (py_call_not_iterable(v))
            return lang_py_error(err, "TypeError", "Value after * must be an iterable, not %s", lv_type_name(v));
        lang_value *items;
        if ((rc = py_iterate(I, v, &items, err))) return rc;
        if ((rc = kw_room(I, &p, items->u.seq.n + call->nitems - i, err))) return rc;
        for (int64_t k = 0; k < items->u.seq.n; k++) p.vals[p.n++] = items->u.seq.v[k];
    }
    a->pos = p.vals;
    a->npos = p.n;
    a->nkw = 0;
    a->kwnames = NULL;
    a->kw = NULL;
    if (call->nitems2 && (rc = call_kwargs(I, call, f, mself, a, err))) return rc;
    if (!star1) return SL_OK;
    if (py_call_not_iterable(star1)) {
        char buf[512];
        const char *fs = callee_str(I, f, mself, call->a && call->a->kind == N_ATTR ? call->a->name : NULL, buf,
                                    sizeof buf);
        if (!fs)
            return lang_unsupported(err, "a * argument that is not iterable (%s), to a callable the core cannot name",
                                    lv_type_name(star1));
        return lang_py_error(err, "TypeError", "%s argument after * must be an iterable, not %s", fs,
                             lv_type_name(star1));
    }
    lang_value *items;
    if ((rc = py_iterate(I, star1, &items, err))) return rc;
    if ((rc = kw_room(I, &p, items->u.seq.n, err))) return rc;
    for (int64_t k = 0; k < items->u.seq.n; k++) p.vals[p.n++] = items->u.seq.v[k];
    a->pos = p.vals;
    a->npos = p.n;
    return SL_OK;
}
