/*
 * py_eval_expr.c — evaluating expressions.
 *
 * Names, literals, containers, comprehensions, calls (builtins, user functions, methods
 * of values, module functions), subscripts, attributes, operators, boolean logic,
 * conditional expressions, f-strings and :=, each reporting the results a layer's type
 * reports (lang_type.report) to the step hook (py_eval.c).  Statements are py_eval_stmt.c.
 */
#include "lang/python/py.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/python/py_internal.h"
#include "lang/python/py_format_internal.h"

/* ----------------------------------------------------------- expressions == */


static int eval_wide(lang_interp *I, lang_node *e, lang_value **out, sl_error *err);

/* Room on the C stack for the arguments of a call whose callee copies them and keeps no
 * pointer to the arrays: a user function (call_user binds them into its scope), a user
 * class (its __init__ is called with them, py_class.c's instantiate), a builtin function
 * or a method of a core value (they read them, and copy what they keep). */
#define ARGS_ON_STACK 8
typedef struct arg_space {
    lang_value *pos[ARGS_ON_STACK], *kw[ARGS_ON_STACK];
} arg_space;

/* wide: plain positional arguments may be V_BIGINT (the caller checks them).  clean: the
 * call is a clean one (py.h), so a plain call among its positional arguments is too; the
 * arguments evaluated so far stay pinned meanwhile.  first (NULL: none): a value passed
 * before the call's own arguments (a method's self).  room (NULL: none): where the
 * arrays go when they fit, else they are allocated.  A call with a `**m`, or whose only
 * positional argument is a `*x` (call->ival), is not evaluated here: ARGS_UNPACK tells
 * the caller to have py_call_args_unpack (py_call_unpack.c) evaluate it, with the callee
 * its messages name. */
#define ARGS_UNPACK (-2)
static int eval_args_from(lang_interp *I, lang_node *call, lang_value *first, lang_args *a, bool wide, bool clean,
                          arg_space *room, sl_error *err) {
    int rc;
    int32_t n = 0;
    if (call->ival) return ARGS_UNPACK;
    /* count with starred expansion */
    lang_value **pos = NULL;
    int32_t cap = call->nitems + 2; /* grown for starred arguments */
    if (room && cap <= ARGS_ON_STACK) {
        pos = room->pos;
        cap = ARGS_ON_STACK;
    } else {
        pos = lang_alloc_n(&I->A, cap, sizeof *pos);
        CHECK_ALLOC(pos);
    }
    if (first) pos[n++] = first;
    PY_GC_SLOT(pos_pin);
    PY_GC_SLOT_SET(pos_pin, pos);
    for (int32_t i = 0; i < call->nitems; i++) {
        lang_node *e = call->items[i];
        if (e->kind == N_STARRED) {
            lang_value *v, *items;
            if ((rc = lang_eval(I, e->a, &v, err))) return rc;
            if (py_call_not_iterable(v))
                return lang_py_error(err, "TypeError", "Value after * must be an iterable, not %s", lv_type_name(v));
            if ((rc = py_iterate(I, v, &items, err))) return rc;
            if (items->u.seq.n > 1024) return lang_unsupported(err, "more than 1024 arguments");
            if (n + items->u.seq.n + (call->nitems - i) + 1 > cap) {
                int32_t ncap = (int32_t)(n + items->u.seq.n + call->nitems + 8);
                lang_value **np = lang_alloc_n(&I->A, ncap, sizeof *np);
                CHECK_ALLOC(np);
                memcpy(np, pos, (size_t)n * sizeof *np);
                pos = np;
                PY_GC_SLOT_SET(pos_pin, pos);
                cap = ncap;
            }
            for (int64_t k = 0; k < items->u.seq.n; k++) pos[n++] = items->u.seq.v[k];
        } else {
            if (clean && e->kind == N_CALL) I->clean_call = e;
            if ((rc = (wide ? eval_wide : lang_eval)(I, e, &pos[n], err))) return rc;
            n++;
        }
    }
    a->pos = pos;
    a->npos = n;
    a->nkw = call->nitems2;
    a->kwnames = call->names;
    a->kw = NULL;
    if (a->nkw) {
        if (room && a->nkw <= ARGS_ON_STACK) a->kw = room->kw;
        else CHECK_ALLOC(a->kw = lang_alloc_n(&I->A, a->nkw, sizeof *a->kw));
        for (int32_t k = 0; k < a->nkw; k++)
            if ((rc = lang_eval(I, call->items2[k], &a->kw[k], err))) return rc;
    }
    return SL_OK;
}


/* wide: integer items and slice parts may be V_BIGINT (the subscripted value's type
 * settles them: lang_type.wide_index) */
int py_eval_index_value(lang_interp *I, lang_node *e, bool wide, lang_value **out,
                            sl_error *err) {
    int (*ev)(lang_interp *, lang_node *, lang_value **, sl_error *) = wide ? eval_wide : lang_eval;
    if (e->kind == N_SLICE) {
        lang_value *s = lv_new(I, V_SLICE);
        CHECK_ALLOC(s);
        int rc;
        lang_node *parts[3] = {e->a, e->b, e->c};
        lang_value **dst[3] = {&s->u.slice.start, &s->u.slice.stop, &s->u.slice.step};
        for (int k = 0; k < 3; k++) {
            if (parts[k]) {
                if ((rc = ev(I, parts[k], dst[k], err))) return rc;
            } else {
                *dst[k] = lv_none(I);
            }
        }
        *out = s;
        return SL_OK;
    }
    if (e->kind == N_TUPLE) {
        lang_value *t = lv_seq(I, V_TUPLE, e->nitems);
        CHECK_ALLOC(t);
        for (int32_t i = 0; i < e->nitems; i++) {
            int rc = py_eval_index_value(I, e->items[i], wide, &t->u.seq.v[i], err);
            if (rc) return rc;
        }
        *out = t;
        return SL_OK;
    }
    return ev(I, e, out, err);
}

static int set_pos(sl_error *err, lang_node *e) {
    if (err && err->code == SL_ERR_PY && err->line == 0) {
        err->line = e->line;
        err->col = e->col;
        err->offset = e->off;
    }
    return err ? err->code : SL_ERR_PY;
}

/* Evaluation everywhere (an int past int64 is an ordinary value: py_bigint.c; what reaches
 * a layer is checked by py_refuse_bigint, except where eval_wide's callers let the layer's
 * wide_index / wide_call settle it). */
/* Whether CPython's AST optimizer turns this expression into a constant: literals, and
 * unary and binary operators and tuples over constants (an operation that would raise,
 * such as 1/0, is left unfolded in CPython, and raises here when evaluated either way). */
static bool folds_to_constant(const lang_node *n) {
    switch (n->kind) {
    case N_INT: case N_FLOAT: case N_STR: case N_BYTES: case N_TRUE: case N_FALSE: case N_NONE: case N_ELLIPSIS:
        return true;
    case N_UNARY: case N_NOT: return folds_to_constant(n->a);
    case N_BINOP: return folds_to_constant(n->a) && folds_to_constant(n->b);
    case N_TUPLE:
        for (int32_t i = 0; i < n->nitems; i++)
            if (n->items[i]->kind == N_STARRED || !folds_to_constant(n->items[i])) return false;
        return true;
    default: return false;
    }
}

/* d[k] = v for a dict display, comprehension or dict(): an equal key keeps its place */
int lang_dict_put(lang_interp *I, lang_value *d, lang_value *k, lang_value *v, sl_error *err) {
    int rc;
    const lang_type *kt = lang_type_of(I, k);
    if (kt && (kt->flags & LANG_TYPE_NO_DICT_KEYS)) return lang_unsupported(err, "%s objects as dict keys", lv_type_name(k));
    int64_t p; /* lang_dict_find raises the TypeError of unhashable keys */
    if ((rc = lang_dict_find(I, d, k, &p, err))) return rc;
    if (p >= 0) {
        d->u.seq.v[2 * p + 1] = v;
        return SL_OK;
    }
    if ((rc = lv_list_append(I, d, k, err))) return rc;
    return lv_list_append(I, d, v, err);
}

/* The scope a comprehension or generator expression made in s sees: a class body's
 * names are not visible inside them, as in Python (only the first iterable, evaluated
 * before, sees them) */
static lang_scope *outer_of_nested(lang_scope *s) {
    while (s && s->cls_body) s = s->parent;
    return s;
}

/* One `for` clause `e` of the comprehension `root` over the materialized items, in the
 * current scope: each item that passes the clause's conditions runs the nested clause
 * (e->ival 1) or adds the element to res (a list, a set, or a dict whose value
 * expression is root->items2[0]). */
static int comp_clause(lang_interp *I, lang_node *root, lang_node *e, lang_value *items,
                       lang_value *res, sl_error *err) {
    int rc;
    bool iter = py_is_iterator(items); /* advanced item by item, like a for loop */
    for (int64_t k = 0; iter || k < items->u.seq.n; k++) {
        lang_value *x;
        if (iter) {
            bool done;
            if ((rc = py_iter_next(I, items, &x, &done, err))) return rc;
            if (done) break;
        } else {
            x = items->u.seq.v[k];
        }
        if ((rc = py_assign(I, e->b, x, err))) return rc;
        bool keep = true;
        for (int32_t c = 0; c < e->nitems && keep; c++) {
            lang_value *cv;
            if ((rc = lang_eval(I, e->items[c], &cv, err))) return rc;
            if ((rc = py_truth_of(I, cv, &keep, err))) return rc;
        }
        if (!keep) continue;
        if (e->ival == 1) {
            lang_value *it, *inner;
            if ((rc = lang_eval(I, e->a->c, &it, err))) return rc;
            if ((rc = py_gen_source(I, it, &inner, err))) return rc;
            if ((rc = comp_clause(I, root, e->a, inner, res, err))) return rc;
            continue;
        }
        lang_value *v;
        if ((rc = lang_eval(I, e->a, &v, err))) return rc;
        if (res->kind == V_SET) {
            if ((rc = lang_set_add(I, res, v, err))) return rc;
        } else if (res->kind == V_DICT) {
            lang_value *val;
            if ((rc = lang_eval(I, root->items2[0], &val, err))) return rc;
            if ((rc = lang_dict_put(I, res, v, val, err))) return rc;
        } else if ((rc = lv_list_append(I, res, v, err))) {
            return rc;
        }
    }
    return SL_OK;
}

static int listcomp_loop(lang_interp *I, lang_node *e, lang_value *items, lang_value **out,
                         sl_error *err) {
    int rc;
    lang_value *res;
    if (e->name && !strcmp(e->name, "set")) {
        if ((rc = lang_set_new(I, false, NULL, &res, err))) return rc;
    } else {
        res = lv_seq(I, e->name ? V_DICT : V_LIST, 0);
        CHECK_ALLOC(res);
    }
    if ((rc = comp_clause(I, e, e, items, res, err))) return rc;
    *out = res;
    return SL_OK;
}

int lang_budget_error(lang_interp *I, sl_error *err) {
    return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError", "work budget exhausted (%lld %s)",
                        (long long)I->max_steps, I->max_steps == 1 ? "step" : "steps");
}

int lang_eval(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    return eval_wide(I, e, out, err);
}

/* Keep the value of an operator over constants, as CPython's compiler does (`2 ** 10`,
 * `-1`, `"ab" * 3`): later evaluations give the same object */
static void fold_keep(lang_node *e, lang_value *v) {
    if (!e->folds) e->folds = folds_to_constant(e) ? 2 : 1;
    if (e->folds == 2 && (v->kind == V_INT || v->kind == V_FLOAT || (v->kind == V_STR && !v->pytype)))
        e->folded = v;
}

static int eval_node(lang_interp *I, lang_node *e, lang_value **out, sl_error *err);
/* The name e's value when it is a module variable found before (at module level) or a
 * parameter of the running call: eval_node's N_NAME without its frame (a leaf does not
 * recurse, so it needs no stack guard); false when the lookup must decide */
static inline bool name_fast(lang_interp *I, lang_node *e, lang_value **out) {
    lang_var *v = I->scope == I->globals ? e->global_var : py_param_var(I, e);
    if (!v || v->gone) return false;
    *out = v->val;
    return true;
}
__attribute__((always_inline)) static inline int eval_wide(lang_interp *I, lang_node *e, lang_value **out,
                                                           sl_error *err) {
    if (e->folded) {
        *out = e->folded;
        return lang_charge(I, 1, err);
    }
    if (e->kind == N_NAME && name_fast(I, e, out)) return lang_charge(I, 1, err);
    int rc;
#if defined(__wasm__)
    if (py_wasm_nest >= PY_WASM_MAX_NEST) return lang_recursion_error(err, NULL);
#endif
    if ((rc = lang_charge(I, 1, err))) return rc;
    /* nested expressions recurse on the C stack; the parser bounds their depth as
     * CPython's compiler does, the guard covers deep calls and small stacks (its margin
     * holds eval_node's frame below this one) */
    if (lang_stack_exhausted(I->stack_floor)) return lang_recursion_error(err, NULL);
#if defined(__wasm__)
    py_wasm_nest++;
    rc = eval_node(I, e, out, err);
    py_wasm_nest--;
#else
    rc = eval_node(I, e, out, err);
#endif
    if (!rc && (e->kind == N_BINOP || e->kind == N_UNARY)) fold_keep(e, *out);
    return rc;
}

/* a binary operation on its operands' values, past the int fast path (not inlined: the
 * frame of eval_node, which nests, stays small) */
__attribute__((noinline)) static int binop_values(lang_interp *I, lang_node *e, lang_value *a, lang_value *b, lang_value **out,
                        sl_error *err) {
    int rc = lang_binop(I, e->op, a, b, out, err);
    if (rc) set_pos(err, e);
    return py_report_step(I, e, rc, rc ? NULL : *out, err);
}

/* c's operation on operands each given as a value, or as NULL and the unboxed int beside
 * it: an int result that stays in int64 unboxed (*out NULL, *iv), else through
 * binop_values with both operands boxed */
__attribute__((always_inline)) static inline int binop_operands(lang_interp *I, lang_node *c, lang_value *a,
                                                                int64_t x, lang_value *b, int64_t y,
                                                                lang_value **out, int64_t *iv, sl_error *err) {
    if (a && a->kind == V_INT) x = a->u.i;
    if (b && b->kind == V_INT) y = b->u.i;
    if ((!a || a->kind == V_INT) && (!b || b->kind == V_INT) && py_int_op_fast(c->op, x, y, iv)) {
        *out = NULL;
        return SL_OK;
    }
    if (!a) CHECK_ALLOC(a = lv_int_shared(I, x));
    if (!b) CHECK_ALLOC(b = lv_int_shared(I, y));
    return binop_values(I, c, a, b, out, err);
}

/* An operand of a binary operation.  An inner binary operation (known not to fold to a
 * constant) whose operands are ints and whose result stays in int64 is computed here
 * without boxing: *out NULL, *iv its value (`i * 2 + xs[i % 3]` allocates only the sum).
 * Up to OPERAND_LEVELS nested operations are taken this way, each charged one step as
 * eval_node would; the operands below them go through eval_wide, so the depth guards see
 * every few levels. */
#define OPERAND_LEVELS 3
#define UNBOXABLE(c) ((c)->kind == N_BINOP && (c)->folds == 1)
static int eval_operand_at(lang_interp *I, lang_node *c, int levels, lang_value **out, int64_t *iv,
                           sl_error *err) {
    lang_value *a, *b;
    int64_t x = 0, y = 0;
    int rc;
    if ((rc = lang_charge(I, 1, err))) return rc;
    if ((rc = levels > 1 && UNBOXABLE(c->a) ? eval_operand_at(I, c->a, levels - 1, &a, &x, err)
                                            : eval_wide(I, c->a, &a, err)))
        return rc;
    if ((rc = levels > 1 && UNBOXABLE(c->b) ? eval_operand_at(I, c->b, levels - 1, &b, &y, err)
                                            : eval_wide(I, c->b, &b, err)))
        return rc;
    return binop_operands(I, c, a, x, b, y, out, iv, err);
}
/* (the test for a plain operand inline: most operands are names, constants and items) */
static inline int eval_operand(lang_interp *I, lang_node *c, lang_value **out, int64_t *iv, sl_error *err) {
    return UNBOXABLE(c) ? eval_operand_at(I, c, OPERAND_LEVELS, out, iv, err) : eval_wide(I, c, out, err);
}

int py_eval_operand(lang_interp *I, lang_node *e, lang_value **out, int64_t *iv, sl_error *err) {
    return eval_operand(I, e, out, iv, err);
}

static int callee_attr(lang_interp *I, lang_node *e, lang_value *obj, lang_value **out, sl_error *err);

/* A str, list, tuple, dict or set of the core's own (no layer's type, no pytype): x.NAME(...)
 * on it runs the method straight away, without the bound-method value py_getattr_value
 * would make for lang_call_func to take apart again */
static inline bool plain_method_self(const lang_interp *I, const lang_value *v) {
    switch (v->kind) {
    case V_STR: case V_LIST: case V_TUPLE: case V_DICT: case V_SET:
        return !v->pytype && !v->gen && !v->ygen && !lang_type_of(I, v);
    default:
        return false;
    }
}

/* e is N_CALL of self.NAME(...) with plain_method_self(self): what lang_getattr and
 * lang_call_func do for it, in their order (the name checked against dir() before the
 * arguments are evaluated, the depth limit, the step hook) */
__attribute__((noinline)) static int call_plain_method(lang_interp *I, lang_node *e, lang_value *self, bool clean,
                                                       lang_value **out, sl_error *err) {
    lang_node *attr = e->a;
    int rc;
    if (attr->attr_ok_kind != 1 + (int)self->kind) { /* (dir() of a core type is fixed for the run) */
        if ((rc = lang_attr_check(I, self, attr->name, err))) { /* AttributeError: not in dir() */
            py_suggest_note_attr(I, rc, self, attr->name, err);
            set_pos(err, attr);
            return rc;
        }
        attr->attr_ok_kind = (int8_t)(1 + self->kind);
    }
    lang_args a;
    arg_space room;
    if ((rc = eval_args_from(I, e, NULL, &a, false, clean, &room, err)) &&
        (rc != ARGS_UNPACK || (rc = py_call_args_unpack(I, e, NULL, &a, NULL, self, err))))
        return rc;
    if (I->depth >= LANG_MAX_DEPTH) return lang_recursion_error(err, NULL);
    I->depth++;
#if defined(__wasm__)
    py_wasm_nest += PY_WASM_CALL_WEIGHT;
#endif
    if (self->kind == V_STR && !attr->builtin_slot) { /* which str method, once per node */
        int m = lang_method_find(&lang_str_methods, attr->name);
        attr->builtin_slot = (int16_t)(m < 0 ? -1 : m + 1);
    }
    if (self->kind == V_STR && attr->builtin_slot > 0 && !I->made_bigint) /* py_value_method's way to it */
        rc = py_str_method_at(I, attr->builtin_slot - 1, self, attr->name, &a, out, err);
    else
        rc = self->kind == V_SET ? lang_set_method(I, self, attr->name, &a, out, err)
                                 : py_value_method(I, self, attr->name, &a, out, err);
#if defined(__wasm__)
    py_wasm_nest -= PY_WASM_CALL_WEIGHT;
#endif
    I->depth--;
    if (rc) set_pos(err, e);
    return py_report_step(I, e, rc, rc ? NULL : *out, err);
}

/* e is N_CALL of self.NAME(...) where NAME is the user function f of self's class: f is
 * called with self first, as the bound method lang_class_getattr would make is */
__attribute__((noinline)) static int call_user_method(lang_interp *I, lang_node *e, lang_value *self, lang_value *f,
                                                      bool clean, lang_value **out, sl_error *err) {
    lang_args a;
    arg_space room;
    int rc;
    if ((rc = eval_args_from(I, e, self, &a, false, clean, &room, err)) &&
        (rc != ARGS_UNPACK || (rc = py_call_args_unpack(I, e, self, &a, f, NULL, err))))
        return rc;
    if (I->depth >= LANG_MAX_DEPTH) return lang_recursion_error(err, NULL);
    I->call_clean = clean; /* call_user takes the mark */
    I->depth++;
#if defined(__wasm__)
    py_wasm_nest += PY_WASM_CALL_WEIGHT;
#endif
    rc = lang_call_func(I, f, &a, out, err);
#if defined(__wasm__)
    py_wasm_nest -= PY_WASM_CALL_WEIGHT;
#endif
    I->call_clean = false;
    I->depth--;
    if (rc) set_pos(err, e);
    return py_report_step(I, e, rc, rc ? NULL : *out, err);
}

__attribute__((noinline)) static int eval_call(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    int rc;
    lang_value *f;
    bool clean = I->clean_call == e && I->gc_safe; /* a clean call (py.h) */
    if (I->clean_call == e) I->clean_call = NULL;
    if (e->a->kind == N_ATTR) {
        lang_value *self;
        if ((rc = lang_eval(I, e->a->a, &self, err))) return rc;
        if (plain_method_self(I, self)) return call_plain_method(I, e, self, clean, out, err);
        if (self->kind == V_INSTANCE && (f = lang_class_method_of(I, self, e->a)))
            return call_user_method(I, e, self, f, clean, out, err);
        if ((rc = callee_attr(I, e->a, self, &f, err))) return rc;
    } else if ((rc = lang_eval(I, e->a, &f, err))) {
        return rc;
    }
    lang_args a;
    /* ints past int64 as arguments only where the bound method's type takes them (a
     * plain call keeps refusing them: tests/test_lang.c expects print(2**62 * 2) to be) */
    const lang_type *st = f->kind == V_FUNC && f->u.func.self ? lang_type_of(I, f->u.func.self) : NULL;
    bool wide = st && st->takes_wide && st->takes_wide(f->u.func.self, f->u.func.name);
    arg_space room;
    if ((rc = eval_args_from(I, e, NULL, &a, wide, clean, f->kind == V_USERFUNC || f->kind == V_CLASS || (f->kind == V_FUNC && f->u.func.builtin) ? &room : NULL,
                              err)) &&
        (rc != ARGS_UNPACK || (rc = py_call_args_unpack(I, e, NULL, &a, f, NULL, err))))
        return rc;
    if (wide && (rc = st->wide_call(I, &a, err))) {
        set_pos(err, e);
        return py_report_step(I, e, rc, NULL, err);
    }
    /* CPython's recursion limit: more than 1000 frames is its RecursionError */
    if (I->depth >= LANG_MAX_DEPTH) return lang_recursion_error(err, NULL);
    I->call_clean = clean && f->kind == V_USERFUNC; /* call_user takes the mark */
    I->wide_args = wide;
    I->depth++;
#if defined(__wasm__)
    py_wasm_nest += PY_WASM_CALL_WEIGHT;
    rc = lang_call_func(I, f, &a, out, err);
    py_wasm_nest -= PY_WASM_CALL_WEIGHT;
#else
    rc = lang_call_func(I, f, &a, out, err);
#endif
    I->call_clean = false;
    I->wide_args = false;
    I->depth--;
    if (rc) set_pos(err, e);
    return py_report_step(I, e, rc, rc ? NULL : *out, err);
}

__attribute__((noinline)) static int eval_binop(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    int rc;
    lang_value *a, *b;
    int64_t x = 0, y = 0, r = 0;
#if defined(__wasm__)
    /* operands boxed: eval_operand's larger frame would pass the engine's own stack
     * limit before PY_WASM_MAX_NEST nested operations (tests/wasm_depth.sh) */
    if ((rc = eval_wide(I, e->a, &a, err)) || (rc = eval_wide(I, e->b, &b, err))) return rc;
#else
    if ((rc = eval_operand(I, e->a, &a, &x, err)) || (rc = eval_operand(I, e->b, &b, &y, err))) return rc;
#endif
    if ((rc = binop_operands(I, e, a, x, b, y, out, &r, err)) || *out) return rc;
    *out = lv_int_shared(I, r); /* an int is no step the hook reports */
    CHECK_ALLOC(*out);
    return SL_OK;
}

__attribute__((noinline)) static int eval_compare(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    int rc;
    lang_value *lhs;
    if ((rc = lang_eval(I, e->items[0], &lhs, err))) return rc;
    bool res = true;
    for (int32_t i = 1; i < e->nitems; i++) {
        lang_value *rhs;
        if ((rc = lang_eval(I, e->items[i], &rhs, err))) return rc;
        lang_op op = e->ops[i - 1];
        if (lhs->kind == V_INT && rhs->kind == V_INT && op >= OP_LT && op <= OP_NE) { /* the loop's fast path */
            int64_t x = lhs->u.i, y = rhs->u.i;
            res = op == OP_LT ? x < y : op == OP_LE ? x <= y : op == OP_GT ? x > y
                : op == OP_GE ? x >= y : op == OP_EQ ? x == y : x != y;
            if (!res) break;
            lhs = rhs;
            continue;
        }
        if (op != OP_IS && op != OP_ISNOT && op != OP_IN && op != OP_NOTIN) {
            /* an operand of a layer's type: its compare (the higher binop_priority's),
             * elementwise, or LANG_NOT_MINE for Python's comparison below */
            const lang_type *ct = lang_operand_type(I, lhs, rhs, true);
            if (ct && (rc = py_refuse_bigint(I, NULL, lhs, rhs, "a comparison", err))) return set_pos(err, e);
            if (ct && (rc = ct->compare(I, op, lhs, rhs, e->nitems > 2, out, err)) != LANG_NOT_MINE) {
                if (rc) return set_pos(err, e);
                return SL_OK;
            }
        }
        if ((rc = py_compare(I, op, lhs, rhs, &res, err))) return set_pos(err, e);
        if (!res) break;
        lhs = rhs;
    }
    *out = lv_bool(I, res);
    return SL_OK;
}

__attribute__((noinline)) static int eval_subscript(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    int rc;
    lang_value *obj, *idx;
    if ((rc = lang_eval(I, e->a, &obj, err))) return rc;
    const lang_type *ot = lang_type_of(I, obj);
    bool wide = ot && ot->takes_wide && ot->takes_wide(obj, NULL);
    if (((obj->kind == V_LIST && !obj->pytype && !obj->gen && !obj->ygen) || obj->kind == V_TUPLE) &&
        e->b->kind != N_SLICE && e->b->kind != N_TUPLE) {
        /* a list or tuple item by an int (the loop's fast path): an item of a layer's
         * type goes the general way, which reports it to the step hook */
        if ((rc = lang_eval(I, e->b, &idx, err))) return rc;
        int64_t n = obj->u.seq.n, k = idx->kind == V_INT ? idx->u.i : INT64_MIN;
        if (k != INT64_MIN && k < 0) k += n;
        if (k >= 0 && k < n && !lang_type_of(I, obj->u.seq.v[k])) {
            *out = obj->u.seq.v[k];
            return SL_OK;
        }
    } else if ((rc = py_eval_index_value(I, e->b, wide, &idx, err))) {
        return rc;
    }
    rc = wide ? ot->wide_index(I, idx, &idx, err) : SL_OK;
    if (!rc) rc = py_subscript(I, obj, idx, out, err);
    if (rc) set_pos(err, e);
    return py_report_step(I, e, rc, rc ? NULL : *out, err);
}

__attribute__((noinline)) static int eval_attr(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    int rc;
    lang_value *obj;
    if ((rc = lang_eval(I, e->a, &obj, err))) return rc;
    if (obj->kind == V_INSTANCE && (*out = lang_class_instance_attr(I, obj, e)))
        return py_report_step(I, e, SL_OK, *out, err); /* an instance's own attribute */
    rc = py_getattr_value(I, obj, e->name, out, err);
    if (rc) {
        py_suggest_note_attr(I, rc, obj, e->name, err);
        set_pos(err, e);
    }
    return py_report_step(I, e, rc, rc ? NULL : *out, err);
}

__attribute__((noinline)) static int eval_ifexp(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    int rc;
    lang_value *c;
    if ((rc = lang_eval(I, e->a, &c, err))) return rc;
    bool t;
    if ((rc = py_truth_of(I, c, &t, err))) return rc;
    return lang_eval(I, t ? e->b : e->c, out, err);
}

/* not a: Python's truth of a (an object's __bool__ / __len__), negated */
__attribute__((noinline)) static int eval_not(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    lang_value *a;
    int rc;
    if ((rc = lang_eval(I, e->a, &a, err))) return rc;
    bool t;
    if ((rc = py_truth_of(I, a, &t, err))) return rc;
    *out = lv_bool(I, !t);
    return SL_OK;
}

/* -a, +a, ~a */
__attribute__((noinline)) static int eval_unary(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    int rc;
    lang_value *a;
    if ((rc = eval_wide(I, e->a, &a, err))) return rc;
    if (a->kind == V_BIGINT) {
        if (e->op == OP_POS) {
            *out = a;
            return SL_OK;
        }
        if ((rc = py_big_unary(I, e->op == OP_NEG ? '-' : '~', a, out, err))) return rc;
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!(a = lang_as_number(I, a, err))) return err->code;
    const lang_type *ty = lang_type_of(I, a);
    if (ty && ty->unary) return ty->unary(I, e->op, a, out, err);
    if (!py_is_num(a))
        return lang_py_error(err, "TypeError", "bad operand type for unary %s: '%s'",
                             e->op == OP_NEG ? "-" : e->op == OP_POS ? "+" : "~", lv_type_name(a));
    if (e->op == OP_POS) {
        *out = a->kind == V_BOOL ? lv_int(I, py_as_i(a)) : a;
    } else if (e->op == OP_NEG) {
        if (a->kind == V_FLOAT) *out = lv_float(I, -a->u.f);
        else {
            if (py_as_i(a) == INT64_MIN) *out = lv_bigint(I, -(lang_i128)INT64_MIN);
            else
                *out = lv_int(I, -py_as_i(a));
        }
    } else {
        if (a->kind == V_FLOAT)
            return lang_py_error(err, "TypeError", "bad operand type for unary ~: 'float'");
        *out = lv_int(I, ~py_as_i(a));
    }
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* the other kinds of expression */
__attribute__((noinline)) static int eval_other(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    int rc;
    switch (e->kind) {
    case N_NAME: {
        /* at module level a name keeps the variable it was found as, until a del */
        lang_var *gv = e->global_var;
        if (I->scope == I->globals) {
            if (gv && !gv->gone) {
                *out = gv->val;
                return SL_OK;
            }
            if ((gv = py_find_var(I->globals, e->name))) {
                e->global_var = gv;
                *out = gv->val;
                return SL_OK;
            }
        } else if ((gv = py_param_var(I, e))) { /* a parameter of the running call */
            *out = gv->val;
            return SL_OK;
        }
        return py_lookup(I, e, out, err);
    }
    case N_INT:
        if (e->name) { /* a literal past int64, made once (CPython's constant) */
            if ((rc = py_int_literal(I, e->name, e->str_len, out, err))) return rc;
            e->folded = *out;
            break;
        }
        *out = lv_int_shared(I, e->ival);
        e->folded = *out; /* a literal is one constant object, as in CPython */
        break;
    case N_FLOAT: e->folded = *out = e->ival ? lv_complex(I, 0.0, e->fval) : lv_float(I, e->fval); break;
    case N_STR: e->folded = *out = lv_str(I, e->name, e->str_len); break;
    case N_BYTES: e->folded = *out = lv_bytes(I, e->name, e->str_len); break;
    case N_TRUE: *out = lv_bool(I, true); return SL_OK;
    case N_FALSE: *out = lv_bool(I, false); return SL_OK;
    case N_NONE: *out = lv_none(I); return SL_OK;
    case N_ELLIPSIS: *out = lv_new(I, V_ELLIPSIS); break;
    case N_TUPLE:
    case N_LIST: {
        lang_value *t = lv_seq(I, e->kind == N_TUPLE ? V_TUPLE : V_LIST, 0);
        CHECK_ALLOC(t);
        for (int32_t i = 0; i < e->nitems; i++) {
            lang_value *v;
            if (e->items[i]->kind == N_STARRED) {
                lang_value *x, *items;
                if ((rc = lang_eval(I, e->items[i]->a, &x, err))) return rc;
                if ((rc = py_iterate(I, x, &items, err))) return rc;
                for (int64_t k = 0; k < items->u.seq.n; k++)
                    if ((rc = lv_list_append(I, t, items->u.seq.v[k], err))) return rc;
                continue;
            }
            if ((rc = lang_eval(I, e->items[i], &v, err))) return rc;
            if ((rc = lv_list_append(I, t, v, err))) return rc;
        }
        *out = t;
        return SL_OK;
    }
    case N_NAMEDEXPR: {
        /* binds in the enclosing function or module scope, even inside a comprehension */
        if ((rc = lang_eval(I, e->a, out, err))) return rc;
        lang_scope *sc = I->scope;
        while (sc != I->globals && !sc->fn && sc->parent) sc = sc->parent;
        return py_set_var(I, sc, e->name, *out, err);
    }
    case N_SET: {
        lang_value *st;
        /* CPython folds a display of three or more constants into a frozenset constant
         * and merges that into the new set (BUILD_SET 0, LOAD_CONST, SET_UPDATE), which
         * can order the slots differently from adding the items one by one; the first
         * pass adds them one by one into a frozenset */
        bool folded = e->nitems > 2;
        for (int32_t i = 0; i < e->nitems && folded; i++) folded = folds_to_constant(e->items[i]);
        if ((rc = lang_set_new(I, folded, NULL, &st, err))) return rc;
        for (int32_t i = 0; i < e->nitems; i++) {
            lang_value *v;
            if ((rc = lang_eval(I, e->items[i]->kind == N_STARRED ? e->items[i]->a : e->items[i], &v, err)))
                return rc;
            if (e->items[i]->kind == N_STARRED) {
                lang_value *items;
                if ((rc = py_iterate(I, v, &items, err))) return rc;
                for (int64_t k = 0; k < items->u.seq.n; k++)
                    if ((rc = lang_set_add(I, st, items->u.seq.v[k], err))) return rc;
            } else if ((rc = lang_set_add(I, st, v, err))) {
                return rc;
            }
        }
        if (folded) {
            /* the compiler's constant merging rebuilds the frozenset from its own
             * iteration order (merge_consts_recursive); SET_UPDATE then merges it */
            lang_value *items, *rebuilt, *merged;
            if ((rc = lang_set_items(I, st, true, &items, err)) ||
                (rc = lang_set_new(I, true, items, &rebuilt, err)) ||
                (rc = lang_set_new(I, false, rebuilt, &merged, err)))
                return rc;
            st = merged;
        }
        *out = st;
        return SL_OK;
    }
    case N_DICT: {
        lang_value *d = lv_seq(I, V_DICT, 0);
        CHECK_ALLOC(d);
        for (int32_t i = 0; i < e->nitems; i++) {
            lang_value *k, *v;
            if (e->items[i]->kind == N_STARRED) { /* {**m}: every pair of the mapping m */
                lang_value *m;
                if ((rc = lang_eval(I, e->items[i]->a, &m, err))) return rc;
                if (m->kind != V_DICT)
                    return lang_py_error(err, "TypeError", "'%s' object is not a mapping", lv_type_name(m));
                if ((rc = lang_dict_update(I, d, m, err))) return rc;
                continue;
            }
            if ((rc = lang_eval(I, e->items[i], &k, err))) return rc;
            if ((rc = lang_eval(I, e->items2[i], &v, err))) return rc;
            if ((rc = lang_dict_put(I, d, k, v, err))) return rc;
        }
        *out = d;
        return SL_OK;
    }
    case N_SLICE:
        return py_eval_index_value(I, e, false, out, err);
    case N_BOOLOP: {
        /* `a and b and c` parses as ((a and b) and c); CPython's BoolOp is flat, so a
         * chain of one operator is walked here without recursing: its operands in order,
         * stopping at the first that decides */
        int32_t k = 1;
        for (lang_node *n = e->a; n->kind == N_BOOLOP && n->op == e->op; n = n->a) k++;
        lang_node **spine = NULL;
        if (k > 1) {
            spine = lang_alloc_n(&I->A, k, sizeof *spine);
            CHECK_ALLOC(spine);
            lang_node *n = e;
            for (int32_t i = k - 1; i >= 0; i--, n = n->a) spine[i] = n;
            if ((rc = lang_charge(I, k - 1, err))) return rc;
        }
        lang_value *a;
        if ((rc = lang_eval(I, k > 1 ? spine[0]->a : e->a, &a, err))) return rc;
        for (int32_t i = 0; i < k; i++) {
            if (!(a = lang_as_number(I, a, err))) return err->code;
            if (lang_type_of(I, a) && lang_type_of(I, a)->to_bool)
                return lang_unsupported(err, "and/or on a %s", lv_type_name(a));
            bool t;
            if ((rc = py_truth_of(I, a, &t, err))) return rc;
            if ((e->op == OP_AND && !t) || (e->op == OP_OR && t)) break;
            if ((rc = lang_eval(I, k > 1 ? spine[i]->b : e->b, &a, err))) return rc;
            if (i == k - 1) break;
        }
        *out = a;
        return SL_OK;
    }
    case N_LISTCOMP: {
        lang_value *it, *items;
        if ((rc = lang_eval(I, e->c, &it, err))) return rc;
        if (e->name && !strcmp(e->name, "gen")) { /* suspended until items are asked for */
            lang_value *g = lv_seq(I, V_LIST, 0);
            CHECK_ALLOC(g);
            struct lang_gen *st = lang_alloc(&I->A, sizeof *st);
            CHECK_ALLOC(st);
            if ((rc = py_gen_source(I, it, &st->src[0], err))) return rc;
            st->clause[0] = e;
            st->scope = lang_alloc(&I->A, sizeof *st->scope);
            CHECK_ALLOC(st->scope);
            st->scope->parent = outer_of_nested(I->scope);
            g->pytype = "generator";
            g->gen = st;
            *out = g;
            return SL_OK;
        }
        if ((rc = py_gen_source(I, it, &items, err))) return rc;
        /* the loop variable lives in the comprehension's own scope, as in Python 3 */
        lang_scope *sc = lang_alloc(&I->A, sizeof *sc);
        CHECK_ALLOC(sc);
        sc->parent = outer_of_nested(I->scope);
        lang_scope *saved = I->scope;
        I->scope = sc;
        rc = listcomp_loop(I, e, items, out, err);
        I->scope = saved;
        return rc;
    }
    case N_JOINEDSTR: {
        lang_buf b = {.I = I};
        for (int32_t k = 0; k < e->nitems; k++) {
            lang_node *part = e->items[k];
            if (part->kind == N_STR) {
                if ((rc = lang_buf_put(&b, part->name, part->str_len, err))) return rc;
                continue;
            }
            lang_value *v, *spec = NULL, *text;
            if ((rc = lang_eval(I, part->a, &v, err))) return rc;
            if (part->ival && (rc = lang_text_of(I, v, part->ival != 's', &v, err))) return rc;
            if (part->ival == 'a' && lang_utf8_len(v->u.str.s, v->u.str.len) != v->u.str.len)
                return lang_unsupported(err, "!a of non-ASCII text"); /* ascii() escapes it */
            if (part->c && (rc = lang_eval(I, part->c, &spec, err))) return rc;
            const char *sp = spec ? spec->u.str.s : "";
            int64_t splen = spec ? spec->u.str.len : 0;
            if (v->kind != V_INSTANCE && v->kind != V_CLASS) { /* format() of it, into the text */
                int64_t at = b.len;
                if ((rc = py_format_into(I, &b, v, sp, splen, 0, err))) {
                    b.len = at;
                    return set_pos(err, part);
                }
                continue;
            }
            if ((rc = lang_format_value(I, v, sp, splen, &text, err))) return set_pos(err, part);
            if ((rc = lang_buf_put(&b, text->u.str.s, text->u.str.len, err))) return rc;
        }
        return lang_buf_value(&b, out, err);
    }
    case N_LAMBDA: return py_make_function(I, e->a, out, err);
    case N_YIELD: return lang_unsupported(err, "yield inside an expression (only `yield x`, `x = yield y` and "
                                               "`yield from` statements in a generator)");
    case N_STARRED:
        return sl_error_set(err, SL_ERR_SYNTAX, "SyntaxError", "can't use starred expression here");
    default:
        return lang_unsupported(err, "expression kind %d", (int)e->kind);
    }
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* e's value, the step charged and the stack checked (eval_wide): the kinds evaluated most
 * each have their own function (a small frame each, entered by a jump from here) */
static int eval_node(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    switch (e->kind) {
    case N_CALL: return eval_call(I, e, out, err);
    case N_BINOP: return eval_binop(I, e, out, err);
    case N_COMPARE: return eval_compare(I, e, out, err);
    case N_SUBSCRIPT: return eval_subscript(I, e, out, err);
    case N_ATTR: return eval_attr(I, e, out, err);
    case N_IFEXP: return eval_ifexp(I, e, out, err);
    case N_NOT: return eval_not(I, e, out, err);
    case N_UNARY: return eval_unary(I, e, out, err);
    default: return eval_other(I, e, out, err);
    }
}

/* The callee of a call: attribute lookups here are not reported as steps. */
int lang_eval_callee(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    if (e->kind != N_ATTR) return lang_eval(I, e, out, err);
    lang_value *obj;
    int rc;
    if ((rc = lang_eval(I, e->a, &obj, err))) return rc;
    return callee_attr(I, e, obj, out, err);
}

/* obj.NAME as a callee (e the N_ATTR, obj its object's value) */
static int callee_attr(lang_interp *I, lang_node *e, lang_value *obj, lang_value **out, sl_error *err) {
    int rc;
    const lang_type *ty = lang_type_of(I, obj);
    if (ty && (ty->flags & LANG_TYPE_BIND_AT_CALL)) {
        /* absent names and properties (x.shape()) first; methods are resolved when called */
        if ((rc = lang_attr_callee(I, obj, e->name, out, err)) != 1) {
            if (rc) {
                py_suggest_note_attr(I, rc, obj, e->name, err);
                set_pos(err, e);
            }
            return rc;
        }
        lang_value *f = lv_new(I, V_FUNC);
        CHECK_ALLOC(f);
        f->u.func.name = e->name;
        f->u.func.self = obj;
        *out = f;
        return SL_OK;
    }
    rc = py_getattr_value(I, obj, e->name, out, err);
    if (rc) {
        py_suggest_note_attr(I, rc, obj, e->name, err);
        set_pos(err, e);
    }
    return rc;
}
