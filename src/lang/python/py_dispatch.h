/*
 * py_dispatch.h — dispatch tables: the methods of a type, or the functions of a module,
 * found by name in one table (CPython's PyMethodDef arrays, Lua's luaL_Reg).
 *
 * A table is an array of entries {name, handler} sorted by name in strcmp order.  A name
 * may have several entries, adjacent, listed in the order they are tried: a handler that
 * returns LANG_NOT_MINE for the arguments it was given hands the call to the next entry of
 * the same name (a family of methods that takes a name only for some argument shapes, such
 * as a module function that one file serves for one type of first argument and another
 * file for the rest).  The order of a name's entries is the order in
 * which the reference's checks decide which error message a bad call gets, so it is kept
 * as it is written.
 *
 * Attributes (x.name of a type's objects, module.name of a module) are a third kind of
 * table, lang_attr_defs, with the same order and the same hand-over: an entry's handler
 * returns LANG_NOT_MINE when the attribute is not its for this object (an attribute that
 * only one version of the reference library has), and the caller then does what the type
 * does with a name it has no attribute for (a bound method, the module's function,
 * AttributeError).
 *
 * Adding a method: write its handler (the family file of its kind of operation), then add
 * its entry to the type's table at its sorted place; tests/test_dispatch.c checks every
 * table's order.  The handler receives the name, so one handler can serve a few names that
 * share their code (view / reshape / expand).
 */
#ifndef STRIDELAB_PY_DISPATCH_H
#define STRIDELAB_PY_DISPATCH_H

#include "lang/python/py.h"

/* a method: self is the value the method was looked up on */
typedef int (*lang_method_fn)(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                              lang_value **out, sl_error *err);
/* a module function */
typedef int (*lang_func_fn)(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                            sl_error *err);

/* an attribute: self is the object (NULL for a module's table, whose handlers know their
 * module) */
typedef int (*lang_attr_fn)(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err);

typedef struct lang_method_def {
    const char *name;
    lang_method_fn fn;
} lang_method_def;
typedef struct lang_func_def {
    const char *name;
    lang_func_fn fn;
} lang_func_def;

typedef struct lang_attr_def {
    const char *name;
    lang_attr_fn fn;
} lang_attr_def;

typedef struct lang_method_defs {
    const char *what; /* the type or module, for the messages of the order check */
    const lang_method_def *defs;
    int32_t n;
} lang_method_defs;
typedef struct lang_func_defs {
    const char *what;
    const lang_func_def *defs;
    int32_t n;
} lang_func_defs;

typedef struct lang_attr_defs {
    const char *what;
    const lang_attr_def *defs;
    int32_t n;
} lang_attr_defs;

/* Call the entries of name in order until one takes the call (returns other than
 * LANG_NOT_MINE); LANG_NOT_MINE when the table has no entry that takes it. */
int lang_method_defs_call(const lang_method_defs *t, lang_interp *I, lang_value *self, const char *name,
                          const lang_args *a, lang_value **out, sl_error *err);
int lang_func_defs_call(const lang_func_defs *t, lang_interp *I, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err);
int lang_attr_defs_get(const lang_attr_defs *t, lang_interp *I, lang_value *self, const char *name,
                       lang_value **out, sl_error *err);
/* Whether the table has an entry for name. */
bool lang_method_defs_has(const lang_method_defs *t, const char *name);
bool lang_func_defs_has(const lang_func_defs *t, const char *name);
bool lang_attr_defs_has(const lang_attr_defs *t, const char *name);
/* The index of the first entry whose name sorts before its predecessor's (the table is out
 * of order there), or -1 when the table is sorted (tests/test_dispatch.c). */
int32_t lang_method_defs_misplaced(const lang_method_defs *t);
int32_t lang_func_defs_misplaced(const lang_func_defs *t);
int32_t lang_attr_defs_misplaced(const lang_attr_defs *t);

#endif
