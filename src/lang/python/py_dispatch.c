/*
 * py_dispatch.c — finding a method or a module function in its dispatch table
 * (py_dispatch.h): a bisection over the names, in strcmp order, to the first entry of the
 * name, then the name's entries in the order they are listed until one takes the call.
 * The names a program uses come from the lexer's interned identifiers, so the bisection's
 * comparisons mostly end at the first differing byte; a table of 400 entries is found in
 * nine comparisons.
 */
#include "lang/python/py_dispatch.h"

#include <string.h>

/* the first index whose name is not below name (n when every name is below it) */
#define LOWER_BOUND(defs, n, name, out)                                                  \
    do {                                                                                 \
        int32_t lo_ = 0, hi_ = (n);                                                      \
        while (lo_ < hi_) {                                                              \
            int32_t mid_ = lo_ + (hi_ - lo_) / 2;                                        \
            if (strcmp((defs)[mid_].name, (name)) < 0) lo_ = mid_ + 1;                   \
            else hi_ = mid_;                                                             \
        }                                                                                \
        (out) = lo_;                                                                     \
    } while (0)

int lang_method_defs_call(const lang_method_defs *t, lang_interp *I, lang_value *self, const char *name,
                          const lang_args *a, lang_value **out, sl_error *err) {
    int32_t i;
    LOWER_BOUND(t->defs, t->n, name, i);
    for (; i < t->n && !strcmp(t->defs[i].name, name); i++) {
        int rc = t->defs[i].fn(I, self, name, a, out, err);
        if (rc != LANG_NOT_MINE) return rc;
    }
    return LANG_NOT_MINE;
}

int lang_func_defs_call(const lang_func_defs *t, lang_interp *I, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err) {
    int32_t i;
    LOWER_BOUND(t->defs, t->n, name, i);
    for (; i < t->n && !strcmp(t->defs[i].name, name); i++) {
        int rc = t->defs[i].fn(I, name, a, out, err);
        if (rc != LANG_NOT_MINE) return rc;
    }
    return LANG_NOT_MINE;
}

bool lang_method_defs_has(const lang_method_defs *t, const char *name) {
    int32_t i;
    LOWER_BOUND(t->defs, t->n, name, i);
    return i < t->n && !strcmp(t->defs[i].name, name);
}

bool lang_func_defs_has(const lang_func_defs *t, const char *name) {
    int32_t i;
    LOWER_BOUND(t->defs, t->n, name, i);
    return i < t->n && !strcmp(t->defs[i].name, name);
}

int32_t lang_method_defs_misplaced(const lang_method_defs *t) {
    for (int32_t i = 1; i < t->n; i++)
        if (strcmp(t->defs[i - 1].name, t->defs[i].name) > 0) return i;
    return -1;
}

int32_t lang_func_defs_misplaced(const lang_func_defs *t) {
    for (int32_t i = 1; i < t->n; i++)
        if (strcmp(t->defs[i - 1].name, t->defs[i].name) > 0) return i;
    return -1;
}
