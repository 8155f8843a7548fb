/*
 * py_calls.c — calling user functions: the names a body binds, argument binding.
 *
 * A def's locals (names assigned in its body minus global / nonlocal ones) are worked
 * out on its first call; arguments bind to parameters as CPython binds them (positional,
 * keyword, defaults, *args, keyword-only, **kwargs) with its TypeError messages; a call
 * runs the body in a new scope whose parent is the defining scope.  Expressions that
 * call are py_eval_expr.c.
 */
#include "lang/python/py.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/python/py_internal.h"

static bool name_in(const char *const *v, int32_t n, const char *name) {
    for (int32_t k = 0; k < n; k++)
        if (!strcmp(v[k], name)) return true;
    return false;
}

static int names_add(lang_interp *I, name_list *l, const char *name, sl_error *err) {
    if (name_in(l->v, l->n, name)) return SL_OK;
    if (l->n == l->cap) {
        int32_t cap = l->cap ? l->cap * 2 : 8;
        if (cap > (1 << 20)) return lang_nomem(err);
        const char **nv = lang_alloc_n(&I->A, cap, sizeof *nv);
        CHECK_ALLOC(nv);
        if (l->n) memcpy(nv, l->v, (size_t)l->n * sizeof *nv);
        l->v = nv;
        l->cap = cap;
    }
    l->v[l->n++] = name;
    return SL_OK;
}

static int target_names(lang_interp *I, lang_node *t, name_list *l, sl_error *err) {
    int rc;
    if (t->kind == N_NAME) return names_add(I, l, t->name, err);
    if (t->kind == N_STARRED) return target_names(I, t->a, l, err);
    if (t->kind == N_TUPLE || t->kind == N_LIST)
        for (int32_t k = 0; k < t->nitems; k++)
            if ((rc = target_names(I, t->items[k], l, err))) return rc;
    return SL_OK;
}

/* Names a block binds (its function's locals) and names it declares global/nonlocal;
 * nested defs are not entered (their bodies are their own scopes). */
static int block_names(lang_interp *I, lang_node **stmts, int32_t n, name_list *binds,
                       name_list *declared, int depth, sl_error *err) {
    int rc;
    if (depth > 200) return lang_unsupported(err, "statements nested this deeply");
    for (int32_t i = 0; i < n; i++) {
        lang_node *s = stmts[i];
        if (!s) continue;
        switch (s->kind) {
        case S_ASSIGN:
            for (int32_t k = 0; k < s->nitems; k++)
                if ((rc = target_names(I, s->items[k], binds, err))) return rc;
            break;
        case S_AUGASSIGN:
            if ((rc = target_names(I, s->a, binds, err))) return rc;
            break;
        case S_DEL:
            for (int32_t k = 0; k < s->nitems; k++)
                if ((rc = target_names(I, s->items[k], binds, err))) return rc;
            break;
        case S_FOR:
            if ((rc = target_names(I, s->a, binds, err))) return rc;
            /* the bodies too */
            /* fall through */
        case S_WHILE:
        case S_IF:
            if ((rc = block_names(I, s->items, s->nitems, binds, declared, depth + 1, err))) return rc;
            if ((rc = block_names(I, s->items2, s->nitems2, binds, declared, depth + 1, err))) return rc;
            break;
        case S_TRY:
            if ((rc = block_names(I, s->items, s->nitems, binds, declared, depth + 1, err))) return rc;
            for (int32_t k = 0; k < s->nitems2; k++) {
                lang_node *h = s->items2[k];
                if (h->name && (rc = names_add(I, binds, h->name, err))) return rc;
                if ((rc = block_names(I, h->items, h->nitems, binds, declared, depth + 1, err))) return rc;
            }
            if (s->b && (rc = block_names(I, s->b->items, s->b->nitems, binds, declared, depth + 1, err))) return rc;
            if (s->c && (rc = block_names(I, s->c->items, s->c->nitems, binds, declared, depth + 1, err))) return rc;
            break;
        case S_DEF:
        case S_CLASS:
            if ((rc = names_add(I, binds, s->name, err))) return rc;
            break;
        case S_WITH:
            if (s->b && (rc = target_names(I, s->b, binds, err))) return rc;
            if ((rc = block_names(I, s->items, s->nitems, binds, declared, depth + 1, err))) return rc;
            break;
        case S_IMPORT:
            for (int32_t k = 0; k < s->nitems2; k++) {
                const char *nm = s->names2[k];
                if (!nm) {
                    const char *dot = strchr(s->names[k], '.');
                    nm = dot ? lang_strndup(&I->A, s->names[k], (size_t)(dot - s->names[k])) : s->names[k];
                    CHECK_ALLOC(nm);
                }
                if ((rc = names_add(I, binds, nm, err))) return rc;
            }
            break;
        case S_FROMIMPORT:
            for (int32_t k = 0; k < s->nitems2; k++)
                if ((rc = names_add(I, binds, s->names2[k] ? s->names2[k] : s->names[k], err))) return rc;
            break;
        case S_GLOBAL:
        case S_NONLOCAL:
            for (int32_t k = 0; k < s->nitems2; k++)
                if ((rc = names_add(I, declared, s->names[k], err))) return rc;
            break;
        default:
            break;
        }
    }
    return SL_OK;
}

/* The locals of a function, worked out once: what its body binds, minus declarations. */
static int fn_locals(lang_interp *I, lang_node *def, sl_error *err) {
    if (def->locals_done) return SL_OK;
    name_list binds = {0}, declared = {0}, locals = {0};
    int rc = block_names(I, def->items, def->nitems, &binds, &declared, 0, err);
    if (rc) return rc;
    for (int32_t k = 0; k < binds.n; k++)
        if (!name_in(declared.v, declared.n, binds.v[k]) && (rc = names_add(I, &locals, binds.v[k], err)))
            return rc;
    def->locals = locals.v;
    def->nlocals = locals.n;
    def->locals_done = true;
    return SL_OK;
}

/* A function object: defaults are evaluated now, as Python does at `def` time. */
int py_make_function(lang_interp *I, lang_node *def, lang_value **out, sl_error *err) {
    lang_value *f = lv_new(I, V_USERFUNC);
    CHECK_ALLOC(f);
    f->u.user.def = def;
    f->u.user.env = I->scope;
    if (def->nitems2) {
        f->u.user.defaults = lang_alloc_n(&I->A, def->nitems2, sizeof(lang_value *));
        CHECK_ALLOC(f->u.user.defaults);
        for (int32_t i = 0; i < def->nitems2; i++) {
            if (!def->items2[i]) continue;
            int rc = lang_eval(I, def->items2[i], &f->u.user.defaults[i], err);
            if (rc) return rc;
        }
    }
    *out = f;
    return SL_OK;
}

/* "'a'", "'a' and 'b'", "'a', 'b', and 'c'" — CPython's list of missing names. */
static void missing_names(char *buf, size_t cap, const char *const *v, int32_t n) {
    sl_strbuf sb;
    sl_sb_init(&sb, buf, cap);
    for (int32_t k = 0; k < n; k++) {
        if (k) sl_sb_printf(&sb, n == 2 ? " and " : k == n - 1 ? ", and " : ", ");
        sl_sb_printf(&sb, "'%s'", v[k]);
    }
}

static int run_body(lang_interp *I, lang_value *f, lang_scope *sc, bool clean, lang_value **out, sl_error *err);

/* Call a user function: bind arguments the way CPython does (keywords first, then the
 * positional count, then what is missing, each with its message), run the body in a
 * new scope whose parent is the defining scope. */
static int call_user(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out,
                     sl_error *err) {
    bool clean = I->call_clean; /* safepoints in the body (py.h) */
    I->call_clean = false;
    lang_node *def = f->u.user.def;
    lang_args bound;
    lang_value *bound_few[8]; /* (the arguments are copied into the scope below) */
    if (f->u.user.self) { /* a bound method: self first */
        bound = *a;
        bound.pos = bound_few;
        if (a->npos + 1 > (int32_t)SL_ARRAY_LEN(bound_few))
            CHECK_ALLOC(bound.pos = lang_alloc_n(&I->A, (a->npos + 1), sizeof *bound.pos));
        bound.pos[0] = f->u.user.self;
        for (int32_t k = 0; k < a->npos; k++) bound.pos[k + 1] = a->pos[k];
        bound.npos = a->npos + 1;
        a = &bound;
    }
    const char *qn = def->qualname ? def->qualname : def->name;
    int32_t nparams = def->nitems2, npos = (int32_t)def->ival;
    const char *varargs = def->names2 ? def->names2[0] : NULL, *varkw = def->names2 ? def->names2[1] : NULL;
    int rc;
    if ((rc = fn_locals(I, def, err))) return rc;
    if (!a->nkw && !varargs && !varkw && a->npos == nparams && npos == nparams) {
        /* every parameter given by position, nothing else to bind: the checks below
         * would all pass and bind the arguments as they are */
        lang_scope *sc = py_call_scope(I, def->names, a->pos, nparams);
        CHECK_ALLOC(sc);
        return run_body(I, f, sc, clean, out, err);
    }
    /* the parameters' values until they are bound: on the C stack for a few */
    lang_value *few[SCOPE_INDEX_FROM + 2] = {0}, **vals = few;
    if (nparams + 3 > (int32_t)SL_ARRAY_LEN(few)) CHECK_ALLOC(vals = lang_alloc_n(&I->A, (nparams + 3), sizeof *vals));
    for (int32_t i = 0; i < a->npos && i < npos; i++) vals[i] = a->pos[i];
    lang_value *kwdict = NULL;
    if (varkw) {
        kwdict = lv_seq(I, V_DICT, 0);
        CHECK_ALLOC(kwdict);
    }
    int32_t kwonly_given = 0;
    for (int32_t k = 0; k < a->nkw; k++) {
        int32_t j = -1;
        for (int32_t i = 0; i < nparams && j < 0; i++) /* (names are interned: mostly one pointer) */
            if (a->kwnames[k] == def->names[i] ||
                (a->kwnames[k][0] == def->names[i][0] && !strcmp(a->kwnames[k], def->names[i])))
                j = i;
        if (j < 0) {
            if (!varkw)
                return lang_py_error(err, "TypeError", "%s() got an unexpected keyword argument '%s'", qn,
                                     a->kwnames[k]);
            lang_value *key = lv_strz(I, a->kwnames[k]);
            CHECK_ALLOC(key);
            if ((rc = lv_list_append(I, kwdict, key, err)) || (rc = lv_list_append(I, kwdict, a->kw[k], err)))
                return rc;
            continue;
        }
        if (vals[j])
            return lang_py_error(err, "TypeError", "%s() got multiple values for argument '%s'", qn,
                                 def->names[j]);
        vals[j] = a->kw[k];
        if (j >= npos) kwonly_given++;
    }
    if (a->npos > npos && !varargs) {
        if (kwonly_given || nparams > npos)
            return lang_unsupported(err, "too many positional arguments to a function with keyword-only ones");
        int32_t nreq = 0;
        while (nreq < npos && !def->items2[nreq]) nreq++;
        if (nreq == npos)
            return lang_py_error(err, "TypeError", "%s() takes %d positional argument%s but %d %s given", qn,
                                 npos, npos == 1 ? "" : "s", a->npos, a->npos == 1 ? "was" : "were");
        return lang_py_error(err, "TypeError", "%s() takes from %d to %d positional arguments but %d were given",
                             qn, nreq, npos, a->npos);
    }
    /* missing positional, then missing keyword-only */
    for (int pass = 0; pass < 2; pass++) {
        const char *miss[64];
        int32_t nmiss = 0;
        for (int32_t i = pass ? npos : 0; i < (pass ? nparams : npos); i++) {
            if (vals[i]) continue;
            if (def->items2[i] && f->u.user.defaults) {
                vals[i] = f->u.user.defaults[i];
                continue;
            }
            if (nmiss < 64) miss[nmiss++] = def->names[i];
        }
        if (nmiss) {
            char list[1024];
            missing_names(list, sizeof list, miss, nmiss);
            return lang_py_error(err, "TypeError", "%s() missing %d required %s argument%s: %s", qn, nmiss,
                                 pass ? "keyword-only" : "positional", nmiss == 1 ? "" : "s", list);
        }
    }
    lang_value *rest = NULL;
    if (varargs) {
        int64_t extra = a->npos > npos ? a->npos - npos : 0;
        CHECK_ALLOC(rest = lv_seq(I, V_TUPLE, extra));
        for (int64_t k = 0; k < extra; k++) rest->u.seq.v[k] = a->pos[npos + k];
    }
    /* *args and **kwargs join the parameters in the scope's one allocation when they all
     * fit there (py_call_scope), after them */
    int32_t nstar = (varargs != NULL) + (varkw != NULL), nbound = nparams;
    const char *names_few[SCOPE_INDEX_FROM], *const *names = def->names;
    if (nstar && nparams + nstar <= SCOPE_INDEX_FROM) {
        for (int32_t i = 0; i < nparams; i++) names_few[i] = def->names[i];
        if (varargs) names_few[nbound] = varargs, vals[nbound++] = rest;
        if (varkw) names_few[nbound] = varkw, vals[nbound++] = kwdict;
        names = names_few;
    }
    lang_scope *sc = py_call_scope(I, names, vals, nbound);
    CHECK_ALLOC(sc);
    if (nbound == nparams) { /* not joined */
        if (varargs && (rc = py_set_var(I, sc, varargs, rest, err))) return rc;
        if (varkw && (rc = py_set_var(I, sc, varkw, kwdict, err))) return rc;
    }
    return run_body(I, f, sc, clean, out, err);
}

/* f's body run in sc, the scope with its arguments bound (clean: safepoints in the body) */
static int run_body(lang_interp *I, lang_value *f, lang_scope *sc, bool clean, lang_value **out, sl_error *err) {
    lang_node *def = f->u.user.def;
    int rc;
    sc->parent = f->u.user.env ? f->u.user.env : I->globals;
    sc->fn = def;
    sc->callee = f;
    if (def->is_gen) return lang_yield_make(I, f, sc, out, err); /* the body runs as items are asked for */
    lang_scope *saved = I->scope;
    PY_GC_PIN(saved); /* the caller's variables: nothing else may point at its scope */
    bool saved_safe = I->gc_safe;
    I->gc_safe = clean;
    I->scope = sc;
    rc = lang_exec_block(I, def->items, def->nitems, err);
    I->scope = saved;
    I->gc_safe = saved_safe;
    if (rc) return rc;
    *out = I->flow == FLOW_RETURN && I->ret ? I->ret : lv_none(I);
    I->flow = FLOW_NONE;
    I->ret = NULL;
    return SL_OK;
}

int lang_call_func(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out,
                   sl_error *err) {
    bool wide_args = I->wide_args; /* (for this call only) */
    I->wide_args = false;
    if (f->kind == V_EXCTYPE) {
        if (a->nkw) return lang_unsupported(err, "keyword arguments to an exception");
        lang_value *args = lv_seq(I, V_TUPLE, a->npos);
        CHECK_ALLOC(args);
        for (int32_t k = 0; k < a->npos; k++) args->u.seq.v[k] = a->pos[k];
        /* the message in full, however long (its text grows the buffer) */
        char *msg;
        int rc;
        for (size_t cap = 512;; cap *= 8) {
            CHECK_ALLOC(msg = lang_alloc_atomic(&I->A, cap));
            sl_strbuf sb;
            sl_sb_init(&sb, msg, cap);
            rc = lang_exc_message(I, f->u.path, args, &sb, err);
            bool short_buf = rc == SL_ERR_LIMIT || (!rc && sb.len + 1 >= cap);
            if (short_buf && cap < ((size_t)1 << 24)) continue;
            if (!rc && short_buf) rc = lang_nomem(err);
            break;
        }
        if (rc) return rc;
        *out = lv_exc(I, f->u.path, msg);
        CHECK_ALLOC(*out);
        (*out)->u.exc.noargs = a->npos == 0;
        (*out)->u.exc.args = args;
        return SL_OK;
    }
    if (f->kind == V_USERFUNC) return call_user(I, f, a, out, err);
    if ((f->kind == V_CLASS || f->kind == V_INSTANCE || f->kind == V_DESCR)) return lang_class_call(I, f, a, out, err);
    if (f->kind == V_TYPE) {
        const lang_module_def *m = lang_module_find(I, f->u.path);
        int trc;
        if (m && m->call_type && ((trc = py_refuse_bigint(I, a, NULL, NULL, f->u.path, err)) ||
                                  (trc = m->call_type(I, f->u.path, a, out, err)) != LANG_NOT_MINE)) return trc;
        return lang_unsupported(err, "calling type %s", f->u.path);
    }
    const lang_type *ty = lang_type_of(I, f);
    if (ty && ty->call) {
        int brc = py_refuse_bigint(I, a, NULL, NULL, "a call", err);
        return brc ? brc : ty->call(I, f, a, out, err);
    }
    if (f->kind != V_FUNC)
        return lang_py_error(err, "TypeError", "'%s' object is not callable", lang_attr_cls_name(I, f));
    lang_value *self = f->u.func.self;
    const char *name = f->u.func.name;
    if (f->u.func.builtin) { /* a builtin function: lang_class_builtin's only when an
                                instance, class or descriptor comes first (its dunders) */
        lang_vkind k0 = a->npos ? a->pos[0]->kind : V_NONE;
        if (k0 != V_INSTANCE && k0 != V_CLASS && k0 != V_DESCR)
            return py_call_builtin_at(I, f->u.func.builtin - 1, name, a, out, err);
    }
    if (self) {
        const lang_type *st = lang_type_of(I, self);
        int mrc;
        if (st && st->call_method && (mrc = wide_args ? SL_OK : py_refuse_bigint(I, a, NULL, NULL, name, err))) return mrc;
        if (st && st->call_method && (mrc = st->call_method(I, self, name, a, out, err)) != LANG_NOT_MINE) return mrc;
        if (self->kind == V_SET) return lang_set_method(I, self, name, a, out, err);
        if (self->kind == V_ITER) { /* it.__next__() / it.__iter__() */
            if (a->npos || a->nkw)
                return lang_py_error(err, "TypeError", "expected 0 arguments, got %d", a->npos + a->nkw);
            if (name[2] == 'i') {
                *out = self;
                return SL_OK;
            }
            lang_value *one[1] = {self};
            lang_args na = {.pos = one, .npos = 1};
            return py_builtin_iter_next(I, "next", &na, out, err);
        }
        return py_value_method(I, self, name, a, out, err);
    }
    const lang_module_def *m = lang_module_find(I, name);
    if (m && m->call) {
        int brc = py_refuse_bigint(I, a, NULL, NULL, name, err);
        return brc ? brc : m->call(I, name, a, out, err);
    }
    int crc = lang_class_builtin(I, name, a, out, err); /* builtins of instances, super(), ... */
    if (crc != 1) return crc;
    bool handled;
    int rc = lang_pymod_call(I, name, a, out, &handled, err);
    if (handled) return rc;
    return py_call_builtin(I, name, a, out, err);
}
