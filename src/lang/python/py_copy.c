/*
 * py_copy.c — the copy module: copy.copy and copy.deepcopy as CPython's copy.py makes them.
 *
 * Immutable atoms (None, bools, ints, floats, str, ranges, functions, classes) are
 * returned themselves; a list, dict or set is copied into a new container, shallowly
 * (copy) or with its items deep-copied (deepcopy); a tuple is deep-copied into a new tuple
 * only when some item's copy differs from the item.  deepcopy keeps a memo from each
 * object copied to its copy, so an object met twice is copied once and a container that
 * holds itself is copied with its cycle.  An instance of a user class gets a new instance
 * whose attribute dict is copied (deep-copied); a class that defines __copy__,
 * __deepcopy__, __reduce__, __reduce_ex__, __getstate__ or __setstate__ is refused.  A
 * layer's value is copied by its type's copy slot, which gets the memo too (views of one
 * storage deep-copied together share one new storage).
 */
#include "lang/python/py.h"

#include <string.h>

#include "lang/python/py_internal.h"

#define COPY_MAX_DEPTH 900 /* CPython's deepcopy recurses in Python: about its limit */

struct lang_copy_memo {
    const void **keys;
    void **vals;
    int64_t n, cap;
};

void *lang_copy_memo_get(const lang_copy_memo *m, const void *key) {
    for (int64_t i = 0; m && i < m->n; i++)
        if (m->keys[i] == key) return m->vals[i];
    return NULL;
}

int lang_copy_memo_put(lang_interp *I, lang_copy_memo *m, const void *key, void *val, sl_error *err) {
    if (m->n == m->cap) {
        int64_t cap = m->cap ? 2 * m->cap : 16;
        const void **k = lang_alloc_n(&I->A, cap, sizeof *k);
        void **v = lang_alloc_n(&I->A, cap, sizeof *v);
        CHECK_ALLOC(k);
        CHECK_ALLOC(v);
        if (m->n) {
            memcpy(k, m->keys, (size_t)m->n * sizeof *k);
            memcpy(v, m->vals, (size_t)m->n * sizeof *v);
        }
        m->keys = k;
        m->vals = v;
        m->cap = cap;
    }
    int rc = lang_charge_units(I, m->n / 16, err); /* the memo is searched linearly */
    if (rc) return rc;
    m->keys[m->n] = key;
    m->vals[m->n++] = val;
    return SL_OK;
}

static bool atomic(const lang_value *v) {
    switch (v->kind) {
    case V_NONE: case V_BOOL: case V_INT: case V_BIGINT: case V_FLOAT: case V_STR: case V_BYTES: case V_RANGE:
    case V_ELLIPSIS: case V_FUNC: case V_USERFUNC: case V_CLASS: case V_TYPE: case V_EXCTYPE:
    case V_MODULE:
        return true;
    default: return false; /* a frozenset too: copy returns it, deepcopy copies its items */
    }
}

static int copy_value(lang_interp *I, lang_value *v, bool deep, lang_copy_memo *memo, int depth, lang_value **out,
                      sl_error *err);

static int item_copy(lang_interp *I, lang_value *v, bool deep, lang_copy_memo *memo, int depth, lang_value **out,
                     sl_error *err) {
    if (!deep) {
        *out = v;
        return SL_OK;
    }
    return copy_value(I, v, true, memo, depth + 1, out, err);
}

static int instance_copy(lang_interp *I, lang_value *v, bool deep, lang_copy_memo *memo, int depth, lang_value **out,
                         sl_error *err) {
    static const char *const CUSTOM[] = {"__copy__", "__deepcopy__", "__reduce__", "__reduce_ex__", "__getstate__",
                                         "__setstate__"};
    for (size_t k = 0; k < SL_ARRAY_LEN(CUSTOM); k++)
        if (lang_class_lookup(v->u.obj.cls, CUSTOM[k]))
            return lang_unsupported(err, "copy of an instance whose class defines %s", CUSTOM[k]);
    lang_value *r = lv_new(I, V_INSTANCE);
    CHECK_ALLOC(r);
    r->u.obj.cls = v->u.obj.cls;
    if (deep && (memo && lang_copy_memo_put(I, memo, v, r, err))) return err->code;
    lang_value *d = v->u.obj.dict;
    if (d) {
        lang_value *nd = lv_seq(I, V_DICT, 0);
        CHECK_ALLOC(nd);
        r->u.obj.dict = nd;
        for (int64_t i = 0; i + 1 < d->u.seq.n; i += 2) {
            lang_value *val;
            int rc = item_copy(I, d->u.seq.v[i + 1], deep, memo, depth, &val, err);
            if (rc || (rc = lang_dict_put(I, nd, d->u.seq.v[i], val, err))) return rc;
        }
    }
    *out = r;
    return SL_OK;
}

static int copy_value(lang_interp *I, lang_value *v, bool deep, lang_copy_memo *memo, int depth, lang_value **out,
                      sl_error *err) {
    int rc;
    if (depth > COPY_MAX_DEPTH || lang_stack_exhausted(I->stack_floor))
        return lang_recursion_error(err, " while calling a Python object");
    if ((rc = lang_charge_units(I, 1, err))) return rc;
    if (deep && memo) {
        lang_value *seen = lang_copy_memo_get(memo, v);
        if (seen) {
            *out = seen;
            return SL_OK;
        }
    }
    if (atomic(v) || (v->kind == V_SET && v->frozen && !deep) || (v->kind == V_TUPLE && !v->pytype && !deep)) {
        *out = v;
        return SL_OK;
    }
    const lang_type *ty = lang_type_of(I, v);
    if (ty) {
        if (ty->copy && (rc = ty->copy(I, v, deep, memo, out, err)) != LANG_NOT_MINE) {
            if (!rc && deep && memo) rc = lang_copy_memo_put(I, memo, v, *out, err);
            return rc;
        }
        return lang_unsupported(err, "copy.%s() of a %s", deep ? "deepcopy" : "copy", lv_type_name(v));
    }
    switch (v->kind) {
    case V_LIST:
    case V_DICT:
        if (v->pytype || v->gen || v->ygen) break;
        {
            lang_value *r = lv_seq(I, v->kind, 0);
            CHECK_ALLOC(r);
            if (deep && (rc = lang_copy_memo_put(I, memo, v, r, err))) return rc; /* before the items: cycles */
            if (v->kind == V_LIST) {
                for (int64_t i = 0; i < v->u.seq.n; i++) {
                    lang_value *x;
                    if ((rc = item_copy(I, v->u.seq.v[i], deep, memo, depth, &x, err)) ||
                        (rc = lv_list_append(I, r, x, err)))
                        return rc;
                }
            } else {
                for (int64_t i = 0; i + 1 < v->u.seq.n; i += 2) {
                    lang_value *k, *x;
                    if ((rc = item_copy(I, v->u.seq.v[i], deep, memo, depth, &k, err)) ||
                        (rc = item_copy(I, v->u.seq.v[i + 1], deep, memo, depth, &x, err)) ||
                        (rc = lang_dict_put(I, r, k, x, err)))
                        return rc;
                }
            }
            *out = r;
            return SL_OK;
        }
    case V_TUPLE:
    case V_LAYER_TUPLE: {
        if (v->pytype) break;
        int64_t n = v->u.seq.n;
        lang_value *r = lv_seq(I, v->kind, n);
        CHECK_ALLOC(r);
        bool same = true;
        for (int64_t i = 0; i < n; i++) {
            if ((rc = copy_value(I, v->u.seq.v[i], true, memo, depth + 1, &r->u.seq.v[i], err))) return rc;
            same &= r->u.seq.v[i] == v->u.seq.v[i];
        }
        /* a tuple whose items are their own copies is itself (copy.py's _deepcopy_tuple);
         * one that met itself through its items returns the copy made meanwhile */
        lang_value *met = lang_copy_memo_get(memo, v);
        *out = met ? met : same ? v : r;
        if (!met && (rc = lang_copy_memo_put(I, memo, v, *out, err))) return rc;
        return SL_OK;
    }
    case V_SET: {
        lang_value *items, *r;
        if ((rc = lang_set_items(I, v, true, &items, err))) return rc;
        if (deep) { /* the items first: a set cannot hold itself */
            for (int64_t i = 0; i < items->u.seq.n; i++)
                if ((rc = copy_value(I, items->u.seq.v[i], true, memo, depth + 1, &items->u.seq.v[i], err))) return rc;
        }
        if ((rc = lang_set_new(I, v->frozen, items, &r, err))) return rc;
        if (deep && (rc = lang_copy_memo_put(I, memo, v, r, err))) return rc;
        *out = r;
        return SL_OK;
    }
    case V_INSTANCE: return instance_copy(I, v, deep, memo, depth, out, err);
    default: break;
    }
    return lang_unsupported(err, "copy.%s() of a %s", deep ? "deepcopy" : "copy", lv_type_name(v));
}

int py_copy_call(lang_interp *I, const char *f, const lang_args *a, lang_value **out, sl_error *err) {
    bool deep = !strcmp(f, "deepcopy");
    if (!deep && strcmp(f, "copy")) return lang_unsupported(err, "copy.%s", f);
    if (a->nkw || a->npos != 1) {
        if (deep && a->npos == 2) return lang_unsupported(err, "copy.deepcopy() with a memo");
        if (!deep && a->npos != 1 && !a->nkw)
            return lang_py_error(err, "TypeError", "copy() takes 1 positional argument but %d were given", a->npos);
        return lang_unsupported(err, "copy.%s() with these arguments", f);
    }
    lang_copy_memo memo = {0};
    return copy_value(I, a->pos[0], deep, deep ? &memo : NULL, 0, out, err);
}
