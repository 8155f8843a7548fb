/*
 * py_eval.c — the tree-walking evaluator's frame: scopes, the step hook, the run entry points.
 *
 * Expressions evaluate to lang_value objects in the run's arena; statements run in a
 * chain of scopes: module globals, one scope per call of a user `def` whose parent is the
 * scope the function was defined in (so nested functions read their enclosing
 * variables, as closures do), and one per comprehension (its loop variable does not
 * leak).  A `global` statement makes a function's assignments to a name bind at module
 * level.  Python exceptions are the status SL_ERR_PY with the class name and message in
 * the sl_error; `try` catches only those, every other status (syntax, unsupported,
 * limits) ends the run.  Integers are 64-bit: a result that leaves int64 is refused as
 * unsupported rather than wrapped.  Work is bounded: a statement/iteration budget, a
 * call-depth limit and the arena's byte budget.  For sl_eval_chain_steps the hook reports
 * each call / subscript / attribute whose value a layer's type reports (lang_type.report;
 * and the first op that raised) to the caller.
 *
 * Neighbours: py_eval_expr.c (expressions), py_eval_stmt.c (statements), py_arith.c
 * (operators), py_access.c (subscripts, attributes), py_builtins.c, py_iter.c, py_calls.c;
 * what they share is py_internal.h.  String formatting is py_format.c, str methods
 * py_str.c; other values go to their type's slots (the registry, py.h).
 */
#include "lang/python/py.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/python/py_internal.h"

/* ------------------------------------------------------------ scopes == */

/* A scope's names are a list (newest first) and, once there are more than a few, an
 * open-addressing index over it, so a module with 20,000 globals looks names up in
 * constant time. */
#define LANG_VAR_GONE ((lang_var *)&gone_marker)
static const int gone_marker;

static uint64_t name_hash(const char *name) {
    uint64_t h = lang_fnv1a(name, strlen(name));
    return h ^ (h >> 29);
}

static lang_var **tab_slot(lang_scope *s, const char *name, bool for_insert) {
    uint64_t mask = (uint64_t)s->tab_cap - 1;
    lang_var **gone = NULL;
    for (uint64_t i = name_hash(name) & mask;; i = (i + 1) & mask) {
        lang_var *v = s->tab[i];
        if (!v) return for_insert && gone ? gone : &s->tab[i];
        if (v == LANG_VAR_GONE) {
            if (!gone) gone = &s->tab[i];
        } else if (v->name == name || !strcmp(v->name, name)) {
            return &s->tab[i];
        }
    }
}

static bool build_index(lang_interp *I, lang_scope *s, int32_t cap) {
    lang_var **tab = lang_alloc_n(&I->A, cap, sizeof *tab);
    if (!tab) return false;
    s->tab = tab;
    s->tab_cap = cap;
    s->tab_used = 0;
    for (lang_var *v = s->vars; v; v = v->next) {
        lang_var **slot = tab_slot(s, v->name, true);
        if (!*slot) {
            *slot = v;
            s->tab_used++;
        }
    }
    return true;
}

static lang_var *find_var(lang_scope *s, const char *name) {
    if (s->tab) {
        lang_var *v = *tab_slot(s, name, false);
        return v && v != LANG_VAR_GONE ? v : NULL;
    }
    /* names from the source are interned (py_lex.c): equal names are mostly one pointer */
    for (lang_var *v = s->vars; v; v = v->next)
        if (v->name == name || (v->name[0] == name[0] && !strcmp(v->name, name))) return v;
    return NULL;
}
lang_var *py_find_var(lang_scope *s, const char *name) { return find_var(s, name); }

int py_set_var(lang_interp *I, lang_scope *s, const char *name, lang_value *val,
                   sl_error *err) {
    lang_var *v = find_var(s, name);
    if (v) {
        v->val = val;
        return SL_OK;
    }
    v = lang_alloc(&I->A, sizeof *v);
    if (!v) return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "out of memory");
    v->name = name;
    v->val = val;
    v->next = s->vars;
    s->vars = v;
    s->nvars++;
    if (s->tab && (int64_t)(s->tab_used + 1) * 4 <= (int64_t)s->tab_cap * 3) {
        lang_var **slot = tab_slot(s, name, true);
        if (!*slot) s->tab_used++;
        *slot = v;
    } else if (s->tab || s->nvars > SCOPE_INDEX_FROM) { /* (re)built without the deleted */
        int32_t cap = 32;
        while (cap < s->nvars * 2 && cap < (INT32_MAX >> 2)) cap *= 2;
        if (!build_index(I, s, cap)) return lang_nomem(err);
    }
    return SL_OK;
}

/* Unbind name in s (del, the end of an except-as clause); *found says it was bound.
 * The list is walked to unlink it, each name passed a unit of work. */
int py_del_var(lang_interp *I, lang_scope *s, const char *name, bool *found, sl_error *err) {
    *found = false;
    if (s->tab && !find_var(s, name)) return SL_OK;
    int64_t walked = 0;
    for (lang_var **pp = &s->vars; *pp; pp = &(*pp)->next, walked++)
        if (!strcmp((*pp)->name, name)) {
            (*pp)->gone = true;
            *pp = (*pp)->next;
            s->nvars--;
            if (s->tab) *tab_slot(s, name, false) = LANG_VAR_GONE;
            *found = true;
            break;
        }
    return lang_charge_units(I, walked, err);
}

/* A call's scope with its n parameters bound to vals: the scope and, up to the size where
 * a scope gets its index, the variables in one allocation (the parser refuses duplicate
 * parameter names, so no name is looked up first); NULL when the budget is spent. */
lang_scope *py_call_scope(lang_interp *I, const char *const *names, lang_value *const *vals, int32_t n) {
    int32_t inline_vars = n <= SCOPE_INDEX_FROM ? n : 0;
    lang_scope *s = lang_alloc(&I->A, sizeof *s + (size_t)inline_vars * sizeof(lang_var));
    if (!s) return NULL;
    lang_var *vars = (lang_var *)(s + 1);
    for (int32_t i = 0; i < inline_vars; i++) {
        vars[i].name = names[i];
        vars[i].val = vals[i];
        vars[i].next = s->vars;
        s->vars = &vars[i];
    }
    s->nvars = inline_vars;
    sl_error scratch;
    for (int32_t i = inline_vars; i < n; i++)
        if (py_set_var(I, s, names[i], vals[i], &scratch)) return NULL;
    return s;
}

/* which of def's inline parameters (or *args / **kwargs after them) the name e is, for
 * py_param_var: e->param_slot, -1 for none */
void py_param_resolve(lang_node *e, lang_node *def) {
    e->param_def = def;
    e->param_slot = -1;
    /* *args and **kwargs follow the parameters when they all fit (call_user) */
    const char *va = def->names2 ? def->names2[0] : NULL, *vk = def->names2 ? def->names2[1] : NULL;
    int32_t n = def->nitems2, nstar = (va != NULL) + (vk != NULL);
    if (n + nstar > SCOPE_INDEX_FROM) return;
    for (int32_t k = 0; k < n + nstar; k++) {
        const char *p = k < n ? def->names[k] : k == n && va ? va : vk;
        if (p == e->name || !strcmp(p, e->name)) {
            e->param_slot = (int16_t)k;
            return;
        }
    }
}

/* Bind a plain name: in the module's scope when a `global` statement named it, in the
 * nearest enclosing function scope that has it for `nonlocal`, else in the current one. */
int py_bind_name(lang_interp *I, const char *name, lang_value *v, sl_error *err) {
    lang_scope *cur = I->scope;
    for (int32_t k = 0; k < cur->nglobals; k++)
        if (!strcmp(cur->globals_declared[k], name)) return py_set_var(I, I->globals, name, v, err);
    for (int32_t k = 0; k < cur->nnonlocals; k++) {
        if (strcmp(cur->nonlocals_declared[k], name)) continue;
        for (lang_scope *s = cur->parent; s && s != I->globals; s = s->parent) {
            bool has = find_var(s, name) != NULL;
            for (int32_t q = 0; !has && s->fn && q < s->fn->nlocals; q++) has = !strcmp(s->fn->locals[q], name);
            if (has) return py_set_var(I, s, name, v, err);
        }
        return lang_unsupported(err, "nonlocal '%s' without an enclosing binding", name);
    }
    return py_set_var(I, cur, name, v, err);
}
void lang_emit(lang_interp *I, const char *s, size_t n) {
    if (I->write) I->write(I->write_user, s, n);
}

void lang_interp_init(lang_interp *I, const char *src, int64_t n, const lang_registry *reg) {
    memset(I, 0, sizeof *I);
    lang_arena_init(&I->A, LANG_ARENA_LIMIT);
    I->A.root = I;
    I->A.root_bytes = sizeof *I;
    I->A.stack_top = py_stack_top();
    I->src = src;
    I->src_len = n;
    I->next_fake_addr = 0x7f3a00000000LL;
    I->max_steps = LANG_MAX_STEPS;
    I->raised_with_args = -1;
    I->stack_floor = py_stack_floor();
    I->reg = reg;
    if (reg && reg->init) reg->init(I);
}

void lang_interp_free(lang_interp *I) { lang_arena_free(&I->A); }

static const char *const FUNCS[] = {
    "print", "len", "range", "list", "tuple", "str", "repr", "int", "float", "bool",
    "type", "isinstance", "abs", "min", "max", "sum", "enumerate", "zip", "sorted",
    "reversed", "round", "hasattr", "getattr", "id", "all", "any", "divmod", "pow",
    "dict", "slice", "iter", "hash", "format", "hex", "oct", "bin", "ord", "chr", "map", "filter",
    "set", "frozenset", "next", "bytes", "complex" /* as a dtype argument; calling complex() is refused */};
/* the builtins above that are classes in Python (type(int) is type) */
static const char *const CLASSES[] = {"range", "list", "tuple", "str", "int", "float", "bool", "type",
                                      "enumerate", "zip", "reversed", "dict", "slice", "map", "filter",
                                      "set", "frozenset", "bytes", "complex", "super", "property",
                                      "staticmethod", "classmethod"};


static bool in_table(const char *const *t, size_t n, const char *name) {
    for (size_t i = 0; i < n; i++)
        if (!strcmp(t[i], name)) return true;
    return false;
}
bool lang_builtin_is_class(const char *name) { return in_table(CLASSES, SL_ARRAY_LEN(CLASSES), name); }
bool lang_builtin_is_function(const char *name) {
    return (in_table(FUNCS, SL_ARRAY_LEN(FUNCS), name) || lang_method_find(&lang_class_builtins, name) >= 0) &&
           !lang_builtin_is_class(name) && !strchr(name, '.');
}

_Static_assert(SL_ARRAY_LEN(FUNCS) <= LANG_NBUILTIN_FUNCS, "lang_interp.builtin_funcs holds every FUNCS entry");

/* the value of the builtin function FUNCS[k], made once per run */
static lang_value *builtin_func(lang_interp *I, size_t k) {
    lang_value *v = I->builtin_funcs[k];
    if (v) return v;
    if (!(v = lv_new(I, V_FUNC))) return NULL;
    v->u.func.name = FUNCS[k];
    /* called straight through py_call_builtin_at when no registered module answers for
     * the name (lang_call_func) */
    if (!lang_module_find(I, FUNCS[k])) v->u.func.builtin = 1 + lang_method_find(&lang_builtins, FUNCS[k]);
    return I->builtin_funcs[k] = v;
}

/* the builtin called name (1: none); *slot: 1 + its builtin_funcs index, -1 for other kinds */
static int builtin_value(lang_interp *I, const char *name, lang_value **out, int16_t *slot) {
    *slot = -1;
    for (size_t i = 0; i < SL_ARRAY_LEN(FUNCS); i++)
        if (!strcmp(FUNCS[i], name)) {
            if (!(*out = builtin_func(I, i))) return SL_ERR_LIMIT;
            *slot = (int16_t)(i + 1);
            return SL_OK;
        }
    if (lang_is_exc_class(name)) {
        lang_value *v = lv_new(I, V_EXCTYPE);
        if (!v) return SL_ERR_LIMIT;
        v->u.path = name;
        *out = v;
        return SL_OK;
    }
    if (!strcmp(name, "Ellipsis")) {
        *out = lv_new(I, V_ELLIPSIS);
        return *out ? SL_OK : SL_ERR_LIMIT;
    }
    if (!strcmp(name, "__name__")) { /* a snippet runs as the main module */
        *out = lv_strz(I, "__main__");
        return *out ? SL_OK : SL_ERR_LIMIT;
    }
    return 1; /* not a builtin */
}

/* A name is looked up in the current scope, then the scopes it was defined in (a
 * nested def or lambda sees its enclosing function's variables, as a closure), then the
 * module globals, then the builtins. */
int py_lookup(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    const char *name = e->name;
    for (lang_scope *s = I->scope; s; s = s->parent) {
        lang_var *v = find_var(s, name);
        if (v) {
            *out = v->val;
            return SL_OK;
        }
        /* a function's local that is not bound (yet, or any more) */
        if (s->fn && s->fn->locals_done) {
            int crc = lang_charge_units(I, s->fn->nlocals / 16, err); /* the scan below */
            if (crc) return crc;
            bool local = false;
            for (int32_t k = 0; k < s->fn->nlocals && !local; k++) {
                const char *l = s->fn->locals[k]; /* mostly the same interned pointer */
                local = l == name || (l[0] == name[0] && !strcmp(l, name));
            }
            if (local && s == I->scope)
                return lang_py_error(err, "UnboundLocalError",
                                     "cannot access local variable '%s' where it is not associated with a value",
                                     name);
            if (local)
                return lang_py_error(err, "NameError",
                                     "cannot access free variable '%s' where it is not associated with a value "
                                     "in enclosing scope",
                                     name);
        }
    }
    if (e->builtin_slot > 0) { /* a builtin function: its name says which, once */
        *out = builtin_func(I, (size_t)e->builtin_slot - 1);
        return *out ? SL_OK : lang_nomem(err);
    }
    int16_t slot;
    int rc = builtin_value(I, name, out, &slot);
    e->builtin_slot = slot;
    if (rc == SL_OK) return SL_OK;
    if (rc != 1) return lang_nomem(err);
    if ((rc = lang_class_builtin_value(I, name, out)) != 1) return rc ? lang_nomem(err) : SL_OK;
    /* Python builtins we do not have: refused, not a NameError Python would not raise */
    static const char *const MISSING[] = {
        "set", "frozenset", "next", "open", "input", "vars", "dir", "object",
        "super", "property", "callable", "bytearray", "memoryview",
        "globals", "locals", "exec", "eval", "compile", "help", "setattr", "delattr",
        "issubclass", "ascii", "classmethod", "staticmethod", "breakpoint", "aiter", "anext",
        "NotImplemented", "__import__", "__name__", "__file__", "__builtins__", "exit", "quit",
        "copyright", "credits", "license"};
    for (size_t k = 0; k < SL_ARRAY_LEN(MISSING); k++)
        if (!strcmp(MISSING[k], name)) return lang_unsupported(err, "builtin '%s'", name);
    py_suggest_note_name(I, name);
    return lang_py_error(err, "NameError", "name '%s' is not defined", name);
}

/* ------------------------------------------------------------ hook == */

int py_report_step_hook(lang_interp *I, lang_node *e, int status, lang_value *v, sl_error *err) {
    if (status != SL_OK) {
        if (I->err_reported) return status;
        if (status != SL_ERR_PY && status != SL_ERR_UNSUPPORTED) return status;
        I->err_reported = true;
    }
    sl_eval_result res;
    memset(&res, 0, sizeof res);
    const lang_storage *storage = NULL;
    if (status == SL_OK) {
        const lang_type *ty = v ? lang_type_of(I, v) : NULL;
        if (!ty || !ty->report || !ty->report(v, &res, &storage)) return SL_OK;
    }
    sl_eval_step st;
    memset(&st, 0, sizeof st);
    st.index = I->step_index++;
    st.src_offset = e->op_off;
    st.src = I->src + e->op_off;
    st.src_len = e->end - e->op_off;
    st.col = e->op_off + 1;
    st.status = status;
    st.value = status == SL_OK ? &res : NULL;
    st.error = status == SL_OK ? NULL : err;
    sl_error saved;
    if (err) saved = *err;
    I->step_storage = storage;
    int rc = I->step_fn(I->step_user, &st);
    I->step_storage = NULL;
    if (status != SL_OK) {
        if (err) *err = saved;
        return status;
    }
    if (rc != SL_OK)
        return sl_error_set(err, rc, NULL, "stopped by the step callback (status %d)", rc);
    return SL_OK;
}


/* ------------------------------------------------------------ entry points == */

int lang_run_source(const char *src, size_t len, const lang_registry *reg,
                    void (*write)(void *user, const char *s, size_t n), void *user,
                    const sl_run_options *opts, sl_error *err) {
    return lang_run_source_hint(src, len, reg, write, user, opts, err, NULL, 0);
}

int lang_run_source_hint(const char *src, size_t len, const lang_registry *reg,
                         void (*write)(void *user, const char *s, size_t n), void *user,
                         const sl_run_options *opts, sl_error *err, char *hint, size_t hint_size) {
    sl_error local;
    if (!err) err = &local;
    sl_error_clear(err);
    if (hint && hint_size) hint[0] = '\0';
    if (!src) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL source");
    if (len > ((size_t)1 << 24)) return sl_error_set(err, SL_ERR_LIMIT, NULL, "snippet larger than 16 MiB");
    lang_interp *I = calloc(1, sizeof *I);
    if (!I) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    lang_interp_init(I, src, (int64_t)len, reg);
    if (opts && opts->max_steps > 0) I->max_steps = opts->max_steps;
    if (opts && opts->max_bytes > 0) I->A.limit_bytes = (size_t)opts->max_bytes;
    if (opts && !sl_ref_get(opts->ref)) {
        lang_interp_free(I);
        free(I);
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "unknown reference profile %d",
                            (int)opts->ref);
    }
    if (opts) I->ref = opts->ref;
    I->write = write;
    I->write_user = user;
    lang_node *mod;
    int rc = lang_parse_module(&I->A, src, (int64_t)len, &mod, err);
    if (!rc && reg && reg->program) reg->program(I, mod); /* state the program decides */
    if (!rc) {
        lang_scope *g = lang_alloc(&I->A, sizeof *g);
        if (!g) rc = lang_nomem(err);
        else {
            I->globals = I->scope = g;
            I->gc_safe = true; /* module level: safepoints (py_eval_stmt.c) */
            rc = lang_exec_block(I, mod->items, mod->nitems, err);
            if (!rc && I->flow == FLOW_BREAK)
                rc = sl_error_set(err, SL_ERR_SYNTAX, "SyntaxError", "'break' outside loop");
        }
    }
    /* an uncaught exception whose message does not fit the error's buffer: its traceback
     * would show it cut */
    if (rc == SL_ERR_PY && strlen(err->message) + 1 >= sizeof err->message)
        rc = lang_unsupported(err, "an uncaught exception whose message is longer than %zu bytes",
                              sizeof err->message - 1);
    if (rc == SL_ERR_PY && hint && hint_size) {
        const char *name = lang_suggest(I, err); /* the traceback's ". Did you mean" */
        if (name && strlen(name) < hint_size) memcpy(hint, name, strlen(name) + 1);
    }
    lang_interp_free(I);
    free(I);
    return rc;
}
