/*
 * py_dict_builtin.c — Python's dict(...) builtin for the snippet language: a mapping or
 * an iterable of pairs, then the keyword arguments, keys in first-insertion order.  dict
 * objects themselves (lang_dict_put, lang_dict_update, methods) are py_dict.c; the math
 * and itertools modules are py_modules.c.
 */
#include "lang/python/py.h"

/* ------------------------------------------------------------ Python helpers == */

/* d.update(mapping or iterable of pairs, **kwargs) into d (name: the caller's, for the
 * argument-count message): a later equal key replaces the value (lang_dict_put) */
int lang_dict_fill(lang_interp *I, lang_value *d, const lang_args *a, const char *name, sl_error *err) {
    if (a->npos > 1) return lang_py_error(err, "TypeError", "%s expected at most 1 argument, got %d", name, a->npos);
    int rc;
    if (a->npos == 1) {
        lang_value *src = a->pos[0];
        if (src->kind == V_DICT && !src->pytype) {
            if ((rc = lang_dict_update(I, d, src, err))) return rc;
        } else {
            lang_value *items;
            if ((rc = lang_iterate(I, src, &items, err))) return rc;
            for (int64_t k = 0; k < items->u.seq.n; k++) {
                lang_value *e = items->u.seq.v[k];
                if (e->kind == V_INT || e->kind == V_BIGINT || e->kind == V_FLOAT || e->kind == V_BOOL || e->kind == V_NONE)
                    return lang_py_error(err, "TypeError", "cannot convert dictionary update sequence element #%lld to a sequence",
                                         (long long)k);
                if (e->kind != V_TUPLE && e->kind != V_LIST && e->kind != V_LAYER_TUPLE)
                    return lang_unsupported(err, "%s() of a sequence holding a %s", name, lv_type_name(e));
                if (e->u.seq.n != 2 || e->pytype)
                    return e->pytype ? lang_unsupported(err, "%s() of a sequence holding a %s", name, e->pytype)
                                     : lang_py_error(err, "ValueError",
                                                     "dictionary update sequence element #%lld has length %lld; 2 is required",
                                                     (long long)k, (long long)e->u.seq.n);
                if ((rc = lang_dict_put(I, d, e->u.seq.v[0], e->u.seq.v[1], err))) return rc;
            }
        }
    }
    for (int32_t k = 0; k < a->nkw; k++) {
        lang_value *key = lv_strz(I, a->kwnames[k]);
        CHECK_ALLOC(key);
        if ((rc = lang_dict_put(I, d, key, a->kw[k], err))) return rc;
    }
    return SL_OK;
}

/* dict(mapping or iterable of pairs, **kwargs): keys in first-insertion order */
int lang_dict_builtin(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    lang_value *d = lv_seq(I, V_DICT, 0);
    CHECK_ALLOC(d);
    int rc = lang_dict_fill(I, d, a, "dict", err);
    if (rc) return rc;
    *out = d;
    return SL_OK;
}
