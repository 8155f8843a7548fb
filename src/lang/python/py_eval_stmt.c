/*
 * py_eval_stmt.c — executing statements.
 *
 * Assignment (targets, unpacking, starred), augmented assignment, if / for / while with
 * break, continue and else, try / except / else / finally, raise, assert, del, import,
 * def, class, with, global / nonlocal and return, each charged to the step budget.
 * Expressions are py_eval_expr.c; classes, with and generators py_class.c, py_with.c and
 * py_yield.c.
 */
#include "lang/python/py.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/python/py_internal.h"

/* ----------------------------------------------------------- statements == */

/* obj[idx] = v */
static int store_item(lang_interp *I, lang_value *obj, lang_value *idx, lang_value *v, sl_error *err) {
    int rc;
    const lang_type *ty = lang_type_of(I, obj);
    if (ty && ty->setitem && ((rc = py_refuse_bigint(I, NULL, idx, v, "an item assignment", err)) ||
                              (rc = ty->setitem(I, obj, idx, v, err)) != LANG_NOT_MINE)) return rc;
    if (obj->kind == V_LIST && obj->pytype)
        return lang_unsupported(err, "item assignment on a %s object", obj->pytype);
    if (obj->kind == V_LIST) {
        if (idx->kind == V_SLICE) return lang_unsupported(err, "slice assignment to a list");
        int64_t i;
        if ((rc = py_index_arg(I, &idx, err)) ||
            (rc = py_seq_index(obj, obj->u.seq.n, idx, &i, "list assignment", err))) return rc;
        obj->u.seq.v[i] = v;
        return SL_OK;
    }
    if (obj->kind == V_DICT) return lang_dict_put(I, obj, idx, v, err);
    return lang_py_error(err, "TypeError", "'%s' object does not support item assignment",
                         lv_type_name(obj));
}

/* obj.name = v */
static int store_attr(lang_interp *I, lang_value *obj, const char *name, lang_value *v, sl_error *err) {
    int rc;
    const lang_type *ty = lang_type_of(I, obj);
    if (ty && ty->setattr && (rc = ty->setattr(I, obj, name, v, err)) != LANG_NOT_MINE) return rc;
    if ((obj->kind == V_CLASS || obj->kind == V_INSTANCE || obj->kind == V_DESCR)) return lang_class_setattr(I, obj, name, v, err);
    return lang_unsupported(err, "assigning attribute '%s' of %s", name, lv_type_name(obj));
}

/* the store of target OP= v into the object (and index) evaluated before */
static int aug_store(lang_interp *I, lang_node *target, lang_value *obj, lang_value *idx, lang_value *v,
                     sl_error *err) {
    if (target->kind == N_SUBSCRIPT) return store_item(I, obj, idx, v, err);
    if (target->kind == N_ATTR) return store_attr(I, obj, target->name, v, err);
    return py_assign(I, target, v, err);
}

int py_assign(lang_interp *I, lang_node *target, lang_value *v, sl_error *err) {
    int rc;
    switch (target->kind) {
    case N_NAME: {
        /* at module level a name keeps the variable it was bound as, until a del */
        if (I->scope == I->globals) {
            lang_var *gv = target->global_var;
            if (gv && !gv->gone) {
                gv->val = v;
                return SL_OK;
            }
            if ((rc = py_bind_name(I, target->name, v, err))) return rc;
            target->global_var = py_find_var(I->globals, target->name);
            return SL_OK;
        }
        lang_var *pv;
        if (!I->scope->nglobals && !I->scope->nnonlocals && (pv = py_param_var(I, target))) {
            pv->val = v; /* a parameter of the running call */
            return SL_OK;
        }
        return py_bind_name(I, target->name, v, err);
    }
    case N_SUBSCRIPT: {
        lang_value *obj, *idx;
        if ((rc = lang_eval(I, target->a, &obj, err))) return rc;
        if ((rc = py_eval_index_value(I, target->b, false, &idx, err))) return rc;
        return store_item(I, obj, idx, v, err);
    }
    case N_ATTR: {
        lang_value *obj;
        if ((rc = lang_eval(I, target->a, &obj, err))) return rc;
        return store_attr(I, obj, target->name, v, err);
    }
    case N_TUPLE:
    case N_LIST: {
        lang_value *items;
        if ((rc = py_iterate(I, v, &items, err))) return rc;
        int32_t star = -1;
        for (int32_t i = 0; i < target->nitems; i++)
            if (target->items[i]->kind == N_STARRED) star = i;
        int64_t n = items->u.seq.n, want = target->nitems;
        if (star < 0) {
            if (n > want)
                return lang_py_error(err, "ValueError", "too many values to unpack (expected %lld)", (long long)want);
            if (n < want)
                return lang_py_error(err, "ValueError", "not enough values to unpack (expected %lld, got %lld)",
                                     (long long)want, (long long)n);
            for (int32_t i = 0; i < target->nitems; i++)
                if ((rc = py_assign(I, target->items[i], items->u.seq.v[i], err))) return rc;
            return SL_OK;
        }
        if (n < want - 1)
            return lang_py_error(err, "ValueError", "not enough values to unpack (expected at least %lld, got %lld)",
                                 (long long)(want - 1), (long long)n);
        int64_t nstar = n - (want - 1);
        for (int32_t i = 0; i < star; i++)
            if ((rc = py_assign(I, target->items[i], items->u.seq.v[i], err))) return rc;
        lang_value *mid = lv_seq(I, V_LIST, nstar);
        CHECK_ALLOC(mid);
        for (int64_t k = 0; k < nstar; k++) mid->u.seq.v[k] = items->u.seq.v[star + k];
        if ((rc = py_assign(I, target->items[star]->a, mid, err))) return rc;
        for (int32_t i = star + 1; i < target->nitems; i++)
            if ((rc = py_assign(I, target->items[i], items->u.seq.v[nstar + i - 1], err))) return rc;
        return SL_OK;
    }
    default:
        return sl_error_set(err, SL_ERR_SYNTAX, "SyntaxError", "cannot assign to expression");
    }
}

static int exec_stmt(lang_interp *I, lang_node *s, sl_error *err);

/* The whole expression of an expression statement, an assignment or a return: a call
 * there is a clean one where safepoints are (py.h, lang_interp.gc_safe) */
static int eval_stmt_value(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    if (I->gc_safe && e->kind == N_CALL) I->clean_call = e;
    int rc = lang_eval(I, e, out, err);
    I->clean_call = NULL;
    return rc;
}

int lang_exec_block(lang_interp *I, lang_node **stmts, int32_t n, sl_error *err) {
    for (int32_t i = 0; i < n; i++) {
        lang_node *saved = I->cur_stmt; /* layers read it (the references a resize counts) */
        I->cur_stmt = stmts[i];
        /* a safepoint (WebAssembly's collector runs only here): the frames below are
         * statements and clean calls only (gc_safe), which hold what they still use in
         * the interpreter state, in address-taken locals or pinned (PY_GC_PIN) */
        if (I->A.at_safepoints && I->gc_safe) lang_arena_safepoint(&I->A);
#if defined(__wasm__)
        if (py_wasm_nest >= PY_WASM_MAX_NEST) {
            I->cur_stmt = saved;
            return lang_recursion_error(err, NULL);
        }
        py_wasm_nest++;
        int rc = exec_stmt(I, stmts[i], err);
        py_wasm_nest--;
#else
        int rc = exec_stmt(I, stmts[i], err);
#endif
        I->cur_stmt = saved;
        if (rc) return rc;
        if (I->flow != FLOW_NONE) return SL_OK;
    }
    return SL_OK;
}

static int do_import(lang_interp *I, const char *mod, const char *alias, sl_error *err) {
    if (!lang_pymod_known(mod) && !lang_module_imports(I, mod)) {
        if (!strcmp(mod, "sys") || !strcmp(mod, "warnings")) return lang_unsupported(err, "module '%s'", mod);
        return lang_unsupported(err, "import of module '%s'", mod);
    }
    lang_value *m = lv_new(I, V_MODULE);
    CHECK_ALLOC(m);
    m->u.path = mod;
    if (alias) return py_set_var(I, I->scope, alias, m, err);
    /* `import pkg.sub.mod` binds `pkg`, the package */
    const char *dot = strchr(mod, '.');
    if (!dot) return py_set_var(I, I->scope, mod, m, err);
    const char *nm = lang_strndup(&I->A, mod, (size_t)(dot - mod));
    CHECK_ALLOC(nm);
    m->u.path = nm;
    return py_set_var(I, I->scope, nm, m, err);
}

static int exec_try(lang_interp *I, lang_node *s, sl_error *err) {
    int rc = lang_exec_block(I, s->items, s->nitems, err);
    bool handled = false;
    if (rc == SL_ERR_PY) {
        lang_value *exc = lang_exc_from_error(I, err);
        CHECK_ALLOC(exc);
        if (lang_exc_message_cut(err, exc))
            return lang_unsupported(err, "catching an exception whose message is longer than %zu bytes",
                                    sizeof err->message - 1);
        /* a raise statement says whether it had arguments; an internal error with no
         * message has none (next() of an exhausted iterator) */
        exc->u.exc.noargs = I->raised_with_args >= 0 ? !I->raised_with_args : !err->message[0];
        I->raised_with_args = -1;
        for (int32_t h = 0; h < s->nitems2 && !handled; h++) {
            lang_node *hn = s->items2[h];
            bool match = false;
            if (!hn->a) {
                match = true;
            } else {
                /* an error in the except clause's expression replaces the exception; the
                 * finally block still runs before it propagates */
                lang_value *cls;
                int rc2 = lang_eval(I, hn->a, &cls, err);
                bool bad = false;
                if (!rc2 && cls->kind == V_EXCTYPE) {
                    match = lang_exc_matches(I, exc->u.exc.type, cls->u.path);
                } else if (!rc2 && cls->kind == V_TUPLE) {
                    for (int64_t k = 0; k < cls->u.seq.n && !bad; k++) {
                        lang_value *c = cls->u.seq.v[k];
                        bad = c->kind != V_EXCTYPE;
                        if (!bad && lang_exc_matches(I, exc->u.exc.type, c->u.path)) match = true;
                    }
                } else if (!rc2) {
                    bad = true;
                }
                if (bad)
                    rc2 = lang_py_error(err, "TypeError", "catching classes that do not inherit from BaseException is not allowed");
                if (rc2) {
                    if (!s->c || rc2 != SL_ERR_PY) return rc2;
                    rc = rc2;
                    handled = true; /* nothing left to match; the new error goes on */
                    break;
                }
            }
            if (!match) continue;
            handled = true;
            sl_error_clear(err);
            if (hn->name && (rc = py_bind_name(I, hn->name, exc, err))) return rc;
            lang_value *saved = I->cur_exc;
            PY_GC_PIN(saved); /* the outer handler's exception, back in cur_exc afterwards */
            I->cur_exc = exc;
            rc = lang_exec_block(I, hn->items, hn->nitems, err);
            I->cur_exc = saved;
            if (hn->name) {
                /* Python deletes the `as` name when the handler ends */
                lang_scope *sc = I->scope;
                for (int32_t k = 0; k < sc->nglobals; k++)
                    if (!strcmp(sc->globals_declared[k], hn->name)) sc = I->globals;
                bool found;
                sl_error scratch;
                int drc = py_del_var(I, sc, hn->name, &found, rc ? &scratch : err);
                if (!rc) rc = drc;
            }
        }
        if (!handled) { /* passed on: an outer handler sees the same object */
            I->pending_exc = exc;
            I->raised_with_args = !exc->u.exc.noargs;
        }
    } else if (rc == SL_OK && I->flow == FLOW_NONE && s->b) {
        rc = lang_exec_block(I, s->b->items, s->b->nitems, err);
    }
    if (s->c) {
        sl_error saved_err;
        if (err) saved_err = *err;
        int saved_flow = I->flow;
        lang_value *saved_ret = I->ret;
        PY_GC_PIN(saved_ret); /* a call in the finally block clears I->ret */
        I->flow = FLOW_NONE;
        int rc3 = lang_exec_block(I, s->c->items, s->c->nitems, err);
        if (rc3) return rc3;
        if (I->flow == FLOW_NONE) {
            I->flow = saved_flow;
            I->ret = saved_ret;
            if (rc && err) *err = saved_err;
        } else {
            rc = SL_OK;
        }
    }
    return rc;
}

/* del obj[idx]: a dict's key (KeyError when absent), a list's item or slice (an extended
 * slice too); tuples and strings refuse as Python does; other objects are not modelled */
static int del_item(lang_interp *I, lang_node *t, sl_error *err) {
    lang_value *obj, *idx;
    int rc;
    if ((rc = lang_eval(I, t->a, &obj, err))) return rc;
    if ((rc = py_eval_index_value(I, t->b, false, &idx, err))) return rc;
    if (obj->kind == V_DICT) {
        int64_t p;
        if ((rc = lang_dict_find(I, obj, idx, &p, err))) return rc;
        if (p < 0) {
            lang_value *ignored;
            return py_subscript(I, obj, idx, &ignored, err); /* the KeyError of the key */
        }
        memmove(&obj->u.seq.v[2 * p], &obj->u.seq.v[2 * p + 2],
                (size_t)(obj->u.seq.n - 2 * p - 2) * sizeof(lang_value *));
        obj->u.seq.n -= 2;
        lang_dict_changed(obj);
        return SL_OK;
    }
    if ((obj->kind == V_TUPLE && !obj->pytype) || obj->kind == V_STR || obj->kind == V_LAYER_TUPLE)
        return lang_py_error(err, "TypeError", "'%s' object doesn't support item deletion", lv_type_name(obj));
    if (obj->kind != V_LIST || obj->pytype || obj->gen || obj->ygen)
        return lang_unsupported(err, "del of an item of a %s", lv_type_name(obj));
    int64_t n = obj->u.seq.n;
    if (idx->kind == V_SLICE) {
        int64_t start, stop, step, count;
        if ((rc = lang_slice_indices(idx, n, &start, &stop, &step, &count, err))) return rc;
        if ((rc = lang_charge_units(I, n, err))) return rc;
        /* keep the items the slice does not name, in order */
        int64_t kept = 0, next = count > 0 ? start : -1, taken = 0;
        bool *gone = lang_alloc_atomic(&I->A, (size_t)(n ? n : 1));
        CHECK_ALLOC(gone);
        for (; taken < count; taken++, next += step) gone[next] = true;
        for (int64_t k = 0; k < n; k++)
            if (!gone[k]) obj->u.seq.v[kept++] = obj->u.seq.v[k];
        obj->u.seq.n = kept;
        return SL_OK;
    }
    int64_t i;
    if ((rc = py_seq_index(obj, n, idx, &i, "list assignment", err))) return rc;
    if ((rc = lang_charge_units(I, n - i, err))) return rc;
    memmove(&obj->u.seq.v[i], &obj->u.seq.v[i + 1], (size_t)(n - i - 1) * sizeof(lang_value *));
    obj->u.seq.n--;
    return SL_OK;
}

static int exec_stmt(lang_interp *I, lang_node *s, sl_error *err) {
    int rc = SL_OK;
    if ((rc = lang_charge(I, 1, err))) return rc;
    if (lang_stack_exhausted(I->stack_floor)) return lang_recursion_error(err, NULL);
    lang_value *v;
    switch (s->kind) {
    case S_EXPR:
        rc = eval_stmt_value(I, s->a, &v, err);
        break;
    case S_ASSIGN:
        if ((rc = eval_stmt_value(I, s->b, &v, err))) break;
        for (int32_t i = 0; i < s->nitems && !rc; i++) rc = py_assign(I, s->items[i], v, err);
        break;
    case S_AUGASSIGN: {
        lang_value *cur, *rhs, *tobj = NULL, *tidx = NULL;
        int64_t rhs_int, r;
        /* the target's object and index are evaluated once, as in Python: the value is
         * read from them and stored back into them */
        if (s->a->kind == N_SUBSCRIPT) {
            if ((rc = lang_eval(I, s->a->a, &tobj, err))) break;
            const lang_type *ot = lang_type_of(I, tobj);
            bool wide = ot && ot->takes_wide && ot->takes_wide(tobj, NULL);
            if ((rc = py_eval_index_value(I, s->a->b, wide, &tidx, err))) break;
            if (wide && (rc = ot->wide_index(I, tidx, &tidx, err))) break;
            if ((rc = py_subscript(I, tobj, tidx, &cur, err))) break;
        } else if (s->a->kind == N_ATTR) {
            if ((rc = lang_eval(I, s->a->a, &tobj, err))) break;
            if ((rc = py_getattr_value(I, tobj, s->a->name, &cur, err))) break;
        } else if ((rc = lang_eval(I, s->a, &cur, err))) {
            break;
        }
        if ((rc = py_eval_operand(I, s->b, &rhs, &rhs_int, err))) break;
        if (!rhs) { /* an int sum of ints, unboxed */
            if (cur->kind == V_INT && py_int_op_fast(s->op, cur->u.i, rhs_int, &r)) {
                if (!(v = lv_int_shared(I, r))) rc = lang_nomem(err);
                else rc = aug_store(I, s->a, tobj, tidx, v, err);
                break;
            }
            if (!(rhs = lv_int_shared(I, rhs_int))) {
                rc = lang_nomem(err);
                break;
            }
        }
        /* in place on the object, then rebinding (Python's __iadd__); LANG_NOT_MINE: the
         * type has no such in-place operator, a OP= b is a = a OP b (below) */
        const lang_type *ty = lang_type_of(I, cur);
        if (ty && ty->inplace && (rc = py_refuse_bigint(I, NULL, rhs, NULL, "an in-place operator", err))) break;
        if (ty && ty->inplace && (rc = ty->inplace(I, s->op, cur, rhs, err)) != LANG_NOT_MINE) {
            if (!rc) rc = aug_store(I, s->a, tobj, tidx, cur, err);
            break;
        }
        if (cur->kind == V_SET) {
            bool done;
            if ((rc = lang_set_inplace(I, s->op, cur, rhs, &done, err))) break;
            if (done) {
                rc = aug_store(I, s->a, tobj, tidx, cur, err);
                break;
            }
        }
        if (cur->kind == V_LIST && s->op == OP_ADD) {
            lang_value *items;
            if ((rc = py_iterate(I, rhs, &items, err))) break;
            for (int64_t k = 0; k < items->u.seq.n && !rc; k++) rc = lv_list_append(I, cur, items->u.seq.v[k], err);
            if (!rc) rc = aug_store(I, s->a, tobj, tidx, cur, err); /* stored back: t[1] += [3] raises */
            break;
        }
        if (py_int_fast(s->op, cur, rhs, &r)) {
            v = lv_int_shared(I, r);
            if (!v) rc = lang_nomem(err);
        } else if (cur->kind == V_INSTANCE || rhs->kind == V_INSTANCE) {
            rc = lang_class_augop(I, s->op, cur, rhs, &v, err);
        } else {
            rc = lang_binop(I, s->op, cur, rhs, &v, err);
        }
        if (rc) break;
        rc = aug_store(I, s->a, tobj, tidx, v, err);
        break;
    }
    case S_PASS: break;
    case S_BREAK: I->flow = FLOW_BREAK; break;
    case S_CONTINUE: I->flow = FLOW_CONTINUE; break;
    case S_RETURN:
        if (I->scope == I->globals) {
            rc = sl_error_set(err, SL_ERR_SYNTAX, "SyntaxError", "'return' outside function");
            break;
        }
        if (s->a) {
            if ((rc = eval_stmt_value(I, s->a, &v, err))) break;
        } else {
            v = lv_none(I);
        }
        I->ret = v;
        I->flow = FLOW_RETURN;
        break;
    case S_RAISE:
        if (!s->a) {
            if (!I->cur_exc) {
                rc = lang_py_error(err, "RuntimeError", "No active exception to reraise");
                break;
            }
            rc = lang_py_error(err, I->cur_exc->u.exc.type, "%s", I->cur_exc->u.exc.msg);
            I->raised_with_args = !I->cur_exc->u.exc.noargs;
            I->pending_exc = I->cur_exc;
            break;
        }
        if ((rc = lang_eval(I, s->a, &v, err))) break;
        I->raised_with_args = v->kind == V_EXC && !v->u.exc.noargs;
        if (v->kind == V_EXCTYPE) rc = lang_py_error(err, v->u.path, "%s", "");
        else if (v->kind == V_EXC) {
            rc = lang_py_error(err, v->u.exc.type, "%s", v->u.exc.msg);
            I->pending_exc = v;
        }
        else rc = lang_py_error(err, "TypeError", "exceptions must derive from BaseException");
        break;
    case S_DEL:
        for (int32_t i = 0; i < s->nitems && !rc; i++) {
            lang_node *t = s->items[i];
            if (t->kind == N_ATTR) { /* del obj.name of a user object (py_class.c) */
                lang_value *o;
                if (!(rc = lang_eval(I, t->a, &o, err))) rc = lang_class_delattr(I, o, t->name, err);
                continue;
            }
            if (t->kind == N_SUBSCRIPT) {
                rc = del_item(I, t, err);
                continue;
            }
            if (t->kind != N_NAME) {
                rc = lang_unsupported(err, "del of anything but a name, an item or an attribute");
                break;
            }
            bool found = false;
            if ((rc = py_del_var(I, I->scope, t->name, &found, err))) break;
            if (!found) {
                py_suggest_note_name(I, t->name);
                rc = lang_py_error(err, "NameError", "name '%s' is not defined", t->name);
            }
        }
        break;
    case S_ASSERT: {
        bool ok;
        if ((rc = lang_eval(I, s->a, &v, err)) || (rc = py_truth_of(I, v, &ok, err))) break;
        if (!ok) {
            if (s->b) {
                lang_value *m, *sv;
                if ((rc = lang_eval(I, s->b, &m, err))) break;
                if ((rc = py_to_str_value(I, m, false, &sv, err))) break;
                rc = lang_py_error(err, "AssertionError", "%s", sv->u.str.s);
            } else {
                rc = lang_py_error(err, "AssertionError", "%s", "");
            }
        }
        break;
    }
    case S_IMPORT:
        for (int32_t i = 0; i < s->nitems2 && !rc; i++) rc = do_import(I, s->names[i], s->names2[i], err);
        break;
    case S_FROMIMPORT:
        for (int32_t i = 0; i < s->nitems2 && !rc; i++) {
            bool pymod = lang_pymod_known(s->name);
            const lang_module_def *md = pymod ? NULL : lang_module_imports(I, s->name);
            if (!pymod && !md) {
                rc = lang_unsupported(err, "import from module '%s'", s->name);
                break;
            }
            rc = pymod ? lang_pymod_attr(I, s->name, s->names[i], &v, err)
                       : md->getattr(I, s->name, s->names[i], &v, err);
            if (rc) {
                /* built-in modules have no file: CPython says "(unknown location)" */
                if (rc == SL_ERR_PY && !strcmp(err->type, "AttributeError") && pymod)
                    rc = lang_py_error(err, "ImportError", "cannot import name '%s' from '%s' (unknown location)",
                                       s->names[i], s->name);
                else if (rc == SL_ERR_PY && !strcmp(err->type, "AttributeError")) /* a registered module's: a file */
                    rc = lang_unsupported(err, "from %s import %s, a name the module lacks (Python's ImportError "
                                          "names the file the module is installed at)", s->name, s->names[i]);
                break;
            }
            rc = py_set_var(I, I->scope, s->names2[i] ? s->names2[i] : s->names[i], v, err);
        }
        break;
    case S_IF: {
        if ((rc = lang_eval(I, s->a, &v, err))) break;
        bool t;
        if ((rc = py_truth_of(I, v, &t, err))) break;
        if (t) rc = lang_exec_block(I, s->items, s->nitems, err);
        else rc = lang_exec_block(I, s->items2, s->nitems2, err);
        break;
    }
    case S_WHILE:
        for (;;) {
            bool go;
            if ((rc = lang_eval(I, s->a, &v, err)) || (rc = py_truth_of(I, v, &go, err))) break;
            if (!go) {
                rc = lang_exec_block(I, s->items2, s->nitems2, err);
                break;
            }
            if ((rc = lang_exec_block(I, s->items, s->nitems, err))) break;
            if (I->flow == FLOW_BREAK) {
                I->flow = FLOW_NONE;
                break;
            }
            if (I->flow == FLOW_CONTINUE) I->flow = FLOW_NONE;
            if (I->flow == FLOW_RETURN) break;
        }
        break;
    case S_FOR: {
        lang_value *it, *items = NULL;
        if ((rc = lang_eval(I, s->b, &it, err))) break;
        if (it->kind == V_INSTANCE && (rc = lang_class_iter(I, it, &it, err))) break; /* __iter__ */
        /* a range is walked by arithmetic, never made into a list */
        bool by_range = it->kind == V_RANGE;
        int64_t n_items = 0;
        if (by_range) {
            uint64_t n = py_range_ulen(it->u.range.start, it->u.range.stop, it->u.range.step);
            n_items = n > (uint64_t)INT64_MAX ? INT64_MAX : (int64_t)n;
        } else if ((rc = py_gen_source(I, it, &items, err))) {
            break;
        }
        /* an iterator is advanced one item per pass (a break leaves the rest in it); a list
         * is walked by position, its length read at each pass */
        bool iter = !by_range && py_is_iterator(items);
        if (iter) it = items;
        bool broke = false;
        lang_for_frame frame = {it, I->for_top}; /* the loop's iterator holds `it` */
        I->for_top = &frame;
        for (int64_t k = 0; iter || k < (by_range ? n_items : items->u.seq.n); k++) {
            lang_value *x;
            if (iter) {
                bool done;
                if ((rc = py_iter_next(I, it, &x, &done, err)) || done) break;
            } else if (by_range) {
                /* start + k*step wraps only past the range's end, which k never reaches */
                x = lv_int_shared(I, (int64_t)((uint64_t)it->u.range.start + (uint64_t)k * (uint64_t)it->u.range.step));
                if (!x) {
                    rc = lang_nomem(err);
                    break;
                }
            } else {
                x = items->u.seq.v[k];
            }
            if ((rc = py_assign(I, s->a, x, err))) break;
            if ((rc = lang_exec_block(I, s->items, s->nitems, err))) break;
            if (I->flow == FLOW_BREAK) {
                I->flow = FLOW_NONE;
                broke = true;
                break;
            }
            if (I->flow == FLOW_CONTINUE) I->flow = FLOW_NONE;
            if (I->flow == FLOW_RETURN) break;
        }
        I->for_top = frame.up;
        if (!rc && !broke && I->flow == FLOW_NONE) rc = lang_exec_block(I, s->items2, s->nitems2, err);
        break;
    }
    case S_TRY: rc = exec_try(I, s, err); break;
    case S_NONLOCAL: {
        if (I->scope == I->globals || !I->scope->fn) {
            rc = lang_unsupported(err, "nonlocal outside a function");
            break;
        }
        lang_scope *sc = I->scope;
        const char **names = lang_alloc_n(&I->A, (sc->nnonlocals + s->nitems2), sizeof *names);
        CHECK_ALLOC(names);
        for (int32_t k = 0; k < sc->nnonlocals; k++) names[k] = sc->nonlocals_declared[k];
        for (int32_t k = 0; k < s->nitems2; k++) names[sc->nnonlocals + k] = s->names[k];
        sc->nonlocals_declared = names;
        sc->nnonlocals += s->nitems2;
        break;
    }
    case S_GLOBAL: {
        if (I->scope == I->globals) break; /* module level: nothing to do */
        lang_scope *sc = I->scope;
        const char **names = lang_alloc_n(&I->A, (sc->nglobals + s->nitems2), sizeof *names);
        CHECK_ALLOC(names);
        for (int32_t k = 0; k < sc->nglobals; k++) names[k] = sc->globals_declared[k];
        for (int32_t k = 0; k < s->nitems2; k++) names[sc->nglobals + k] = s->names[k];
        sc->globals_declared = names;
        sc->nglobals += s->nitems2;
        break;
    }
    case S_DEF: {
        lang_value *f;
        if ((rc = s->c ? lang_class_def_decorated(I, s, &f, err) : py_make_function(I, s, &f, err))) break;
        rc = py_bind_name(I, s->name, f, err);
        break;
    }
    case S_CLASS: rc = lang_class_exec(I, s, err); break;
    case S_WITH: rc = lang_with_exec(I, s, err); break;
    default:
        rc = lang_unsupported(err, "statement kind %d", (int)s->kind);
    }
    if (rc && err && err->line == 0) {
        err->line = s->line;
        err->col = s->col;
        err->offset = s->off;
    }
    return rc;
}

/* helpers of py_class.c, py_with.c, py_yield.c (lang/python/py.h) */
int lang_assign(lang_interp *I, lang_node *target, lang_value *v, sl_error *err) { return py_assign(I, target, v, err); }
int lang_truth(lang_interp *I, lang_value *v, bool *out, sl_error *err) { return py_truth_of(I, v, out, err); }
bool lang_is_iterator(const lang_value *v) { return py_is_iterator(v); }
int lang_iter_next(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err) {
    return py_iter_next(I, v, item, done, err);
}
int lang_make_function(lang_interp *I, lang_node *def, lang_value **out, sl_error *err) {
    return py_make_function(I, def, out, err);
}
int lang_call_nested(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out, sl_error *err) {
    if (I->depth >= LANG_MAX_DEPTH) return lang_recursion_error(err, NULL);
    I->depth++;
    int rc = lang_call_func(I, f, a, out, err);
    I->depth--;
    return rc;
}
