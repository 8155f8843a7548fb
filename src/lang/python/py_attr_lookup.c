/*
 * py_attr_lookup.c — what learners' stride snippets look up, with Python's own errors: a
 * name absent from dir() of its type under the run's profile (the generated tables of
 * py_dir_names*.c) is Python's AttributeError, calling a property (x.shape(), a.size())
 * Python's "'X' object is not callable" TypeError; and the class name those messages print (lang_attr_cls_name).
 * The evaluator (py_eval.c) asks here before it resolves an attribute or a method call.
 */
#include "lang/python/py.h"
#include "lang/python/py_dir_names.h"

#include <string.h>

/* ------------------------------------------------------- missing attributes == */

/* The dir() table of obj's type (its tag in py_dir_names.c; NULL: none), the class name
 * Python's AttributeError names, the profile whose table applies and whether a name found
 * may be remembered for the run (lang_attr_check's cache): a layer's type says (dir_tag). */
static const char *dir_tag(const lang_interp *I, const lang_value *obj, const char **cls, sl_ref *ref,
                           bool *cacheable) {
    *ref = I->ref;
    *cacheable = true;
    const lang_type *ty = lang_type_of(I, obj);
    if (ty) return ty->dir_tag ? ty->dir_tag(I, obj, cls, ref, cacheable) : NULL;
    switch (obj->kind) {
    case V_STR: *cls = "str"; return obj->pytype ? NULL : "str"; /* a str a layer marks: its type's */
    case V_LIST: *cls = "list"; return obj->pytype ? NULL : "list";
    case V_TUPLE: *cls = "tuple"; return obj->pytype ? NULL : "tuple";
    case V_DICT: *cls = "dict"; return obj->pytype ? NULL : "dict";
    case V_INT: case V_BIGINT: *cls = "int"; return "int";
    case V_FLOAT: *cls = "float"; return obj->f32 ? NULL : "float";
    case V_SLICE: *cls = "slice"; return "slice";
    case V_RANGE: *cls = "range"; return "range";
    default: return NULL;
    }
}

int lang_dir_table_find(const lang_dir_table *d, const char *name) {
    int32_t lo = 0, hi = d->n;
    while (lo < hi) {
        int32_t mid = lo + (hi - lo) / 2;
        int c = strcmp(d->names[mid] + 1, name);
        if (!c) return d->names[mid][0];
        if (c < 0) lo = mid + 1;
        else hi = mid;
    }
    return 0;
}

/* dir() of the type under the run's profile: a name whose getter raises AttributeError
 * (tagged 'r': a layer's removed methods) is absent, as hasattr sees it. */
int lang_dir_lookup(const lang_type *ty, sl_ref ref, const char *tag, const char *name) {
    int k = ty ? (ty->dir_find ? ty->dir_find(ref, tag, name) : -1) : lang_dir_find(ref, tag, name);
    return k == 'r' ? 0 : k;
}

/* A name found in a type's dir() under the run's profile is remembered by the pointers
 * of its type tag (a literal) and of the name (interned by the lexer mostly): the next
 * `d.get` of a loop skips the table searches.  The interpreter state holds the cache, so
 * the collector keeps a cached name's string, whose address no other name can take. */
int lang_attr_check(lang_interp *I, const lang_value *obj, const char *name, sl_error *err) {
    const char *cls = NULL;
    sl_ref ref;
    bool cacheable;
    const char *tag = dir_tag(I, obj, &cls, &ref, &cacheable);
    if (!tag) return SL_OK;
    size_t slot = ((uintptr_t)name >> 4) % SL_ARRAY_LEN(I->attr_ok);
    if (cacheable && I->attr_ok[slot].tag == tag && I->attr_ok[slot].name == name) return SL_OK;
    const lang_type *ty = lang_type_of(I, obj);
    const char *removed = ty ? (ty->dir_removed ? ty->dir_removed(ref, tag, name) : NULL) : lang_dir_removed(ref, tag, name);
    if (removed) return lang_py_error(err, "AttributeError", "%s", removed);
    if (lang_dir_lookup(ty, ref, tag, name) != 0) {
        if (cacheable) {
            I->attr_ok[slot].tag = tag;
            I->attr_ok[slot].name = name;
        }
        return SL_OK;
    }
    return lang_py_error(err, "AttributeError", "'%s' object has no attribute '%s'", cls, name);
}

/* ------------------------------------------------------- calling a property == */

/* The class name of a non-callable value as "'X' object is not callable" prints it (a
 * layer's value: its type's class_name, when it has one). */
static const char *callable_cls(const lang_value *v) {
    switch (v->kind) {
    case V_INT: return "int";
    case V_BOOL: return "bool";
    case V_TUPLE: return v->pytype ? NULL : "tuple";
    case V_NONE: return "NoneType";
    default: return NULL;
    }
}
static const char *cls_of(const lang_interp *I, const lang_value *v) {
    const lang_type *ty = lang_type_of(I, v);
    if (ty) return ty->class_name ? ty->class_name(v) : NULL;
    return callable_cls(v);
}

/* x.name(...) where x's type binds methods at call time (LANG_TYPE_BIND_AT_CALL): a name
 * absent from dir() is Python's AttributeError, a property (x.shape()) its TypeError when
 * called (the value is returned and the call raises), 1 for a method */
int lang_attr_callee(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err) {
    int rc = lang_attr_check(I, obj, name, err);
    if (rc) return rc;
    const lang_type *ty = lang_type_of(I, obj);
    if (!ty || !ty->is_property || !ty->is_property(obj, name)) return 1;
    lang_value *v = NULL;
    if ((rc = lang_getattr(I, obj, name, &v, err))) return rc;
    const char *cls = cls_of(I, v);
    if (!cls) return 1;
    *out = v; /* the call raises the TypeError */
    return SL_OK;
}

const char *lang_attr_cls_name(const lang_interp *I, const lang_value *v) {
    const char *c = cls_of(I, v);
    return c ? c : lv_type_name(v);
}
