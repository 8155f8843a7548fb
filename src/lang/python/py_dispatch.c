/*
 * py_dispatch.c — finding a method, a module function or an attribute in its dispatch table
 * (py_dispatch.h): a bisection over the names, in strcmp order, to the first entry of the
 * name, then the name's entries in the order they are listed until one takes the call.
 * The names a program uses come from the lexer's interned identifiers, so the bisection's
 * comparisons mostly end at the first differing byte; a table of 400 entries is found in
 * nine comparisons.
 */
#include "lang/python/py_dispatch.h"

#include <string.h>

/* The entry kinds all start with their name: the tables are read as runs of `entry_bytes`
 * whose first field is the name. */
static const char *name_at(const void *defs, size_t entry_bytes, int32_t i) {
    return *(const char *const *)((const unsigned char *)defs + (size_t)i * entry_bytes);
}

/* the first index whose name is not below name (n when every name is below it) */
static int32_t lower_bound(const void *defs, size_t entry_bytes, int32_t n, const char *name) {
    int32_t lo = 0, hi = n;
    while (lo < hi) {
        int32_t mid = lo + (hi - lo) / 2;
        if (strcmp(name_at(defs, entry_bytes, mid), name) < 0) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

static bool has(const void *defs, size_t entry_bytes, int32_t n, const char *name) {
    int32_t i = lower_bound(defs, entry_bytes, n, name);
    return i < n && !strcmp(name_at(defs, entry_bytes, i), name);
}

static int32_t misplaced(const void *defs, size_t entry_bytes, int32_t n) {
    for (int32_t i = 1; i < n; i++)
        if (strcmp(name_at(defs, entry_bytes, i - 1), name_at(defs, entry_bytes, i)) > 0) return i;
    return -1;
}

int lang_method_defs_call(const lang_method_defs *t, lang_interp *I, lang_value *self, const char *name,
                          const lang_args *a, lang_value **out, sl_error *err) {
    for (int32_t i = lower_bound(t->defs, sizeof *t->defs, t->n, name); i < t->n && !strcmp(t->defs[i].name, name); i++) {
        int rc = t->defs[i].fn(I, self, name, a, out, err);
        if (rc != LANG_NOT_MINE) return rc;
    }
    return LANG_NOT_MINE;
}

int lang_func_defs_call(const lang_func_defs *t, lang_interp *I, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err) {
    for (int32_t i = lower_bound(t->defs, sizeof *t->defs, t->n, name); i < t->n && !strcmp(t->defs[i].name, name); i++) {
        int rc = t->defs[i].fn(I, name, a, out, err);
        if (rc != LANG_NOT_MINE) return rc;
    }
    return LANG_NOT_MINE;
}

int lang_attr_defs_get(const lang_attr_defs *t, lang_interp *I, lang_value *self, const char *name,
                       lang_value **out, sl_error *err) {
    for (int32_t i = lower_bound(t->defs, sizeof *t->defs, t->n, name); i < t->n && !strcmp(t->defs[i].name, name); i++) {
        int rc = t->defs[i].fn(I, self, name, out, err);
        if (rc != LANG_NOT_MINE) return rc;
    }
    return LANG_NOT_MINE;
}

bool lang_method_defs_has(const lang_method_defs *t, const char *name) { return has(t->defs, sizeof *t->defs, t->n, name); }
bool lang_func_defs_has(const lang_func_defs *t, const char *name) { return has(t->defs, sizeof *t->defs, t->n, name); }
bool lang_attr_defs_has(const lang_attr_defs *t, const char *name) { return has(t->defs, sizeof *t->defs, t->n, name); }
int32_t lang_method_defs_misplaced(const lang_method_defs *t) { return misplaced(t->defs, sizeof *t->defs, t->n); }
int32_t lang_func_defs_misplaced(const lang_func_defs *t) { return misplaced(t->defs, sizeof *t->defs, t->n); }
int32_t lang_attr_defs_misplaced(const lang_attr_defs *t) { return misplaced(t->defs, sizeof *t->defs, t->n); }
