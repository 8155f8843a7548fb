/*
 * py_yield.c — generator functions: a call makes a generator, whose body runs from
 * one next() to the next yield, as CPython's does.
 *
 * The evaluator walks the AST on the C stack, so a generator cannot keep a C frame
 * between two next() calls.  Instead its body is run by a small resumable walker: a
 * statement without a yield anywhere inside runs through the evaluator as usual; the
 * compound statements that hold a yield (if, while, for) are walked here, each nesting
 * level remembering in a frame which statement it is at, which branch it took and, for a
 * for loop, its iterator.  A yield stores its value and unwinds to next(); the next call
 * descends through the frames to the statement after the yield.  Yields are statements
 * (`yield x`, `x = yield y`, `yield from it`, `x = yield from it`); a yield inside a larger
 * expression, or inside try / with blocks, is refused.  send() / throw() / close() are not
 * modelled (the generator's methods are refused by attribute lookup).
 *
 * As in Python: a generator that raised or returned is finished (next() then raises
 * StopIteration); StopIteration raised inside the body becomes "RuntimeError: generator
 * raised StopIteration"; `return v` makes next() raise StopIteration(v) and gives v to
 * `x = yield from`.  Each resumption counts against the call-depth limit (nested yield
 * from chains) and each walked statement against the work budget.
 *
 * The same V_LIST-with-ygen shape is an iterator over an instance's __next__ (the value
 * iter() of an object whose __iter__ returns self is walked with), so for loops and
 * list() advance user iterators lazily.
 */
#include "lang/python/py.h"

#include <string.h>

#define YG_MAX_LEVELS 64

typedef struct yframe {
    int32_t idx;      /* statement of the block being run */
    int8_t branch;    /* if: 1 body, 2 else; while / for: 2 in the else block */
    lang_value *src;  /* for: an iterator, or a list walked by position */
    int64_t pos;
} yframe;

struct lang_ygen {
    lang_value *obj;  /* an iterator over obj.__next__ (no body below) */
    lang_node *def;
    lang_scope *scope;
    yframe fr[YG_MAX_LEVELS];
    bool started, finished, running, resuming;
    lang_value *sub;  /* yield from: the iterator delegated to */
    lang_value *yielded;
    lang_value *retval;
};

static bool block_has_yield(lang_node **v, int32_t n);

static bool has_yield(lang_node *s) {
    if (!s) return false;
    if (s->has_yield) return s->has_yield == 2;
    bool y = false;
    switch (s->kind) {
    case S_EXPR: y = s->a->kind == N_YIELD; break;
    case S_ASSIGN: y = s->b->kind == N_YIELD; break;
    case S_IF:
    case S_WHILE:
    case S_FOR:
    case S_WITH: y = block_has_yield(s->items, s->nitems) || block_has_yield(s->items2, s->nitems2); break;
    case S_TRY:
        y = block_has_yield(s->items, s->nitems) || (s->b && block_has_yield(s->b->items, s->b->nitems)) ||
            (s->c && block_has_yield(s->c->items, s->c->nitems));
        for (int32_t k = 0; k < s->nitems2 && !y; k++) y = block_has_yield(s->items2[k]->items, s->items2[k]->nitems);
        break;
    default: break;
    }
    s->has_yield = y ? 2 : 1;
    return y;
}

static bool block_has_yield(lang_node **v, int32_t n) {
    for (int32_t k = 0; k < n; k++)
        if (has_yield(v[k])) return true;
    return false;
}

/* next item of a for loop's source: an iterator, or a list by position */
static int src_next(lang_interp *I, yframe *f, lang_value **x, bool *done, sl_error *err) {
    if (lang_is_iterator(f->src)) return lang_iter_next(I, f->src, x, done, err);
    *done = f->pos >= f->src->u.seq.n;
    if (!*done) *x = f->src->u.seq.v[f->pos++];
    return SL_OK;
}

static int loop_source(lang_interp *I, lang_value *it, lang_value **src, sl_error *err) {
    int rc;
    if (it->kind == V_INSTANCE && (rc = lang_class_iter(I, it, &it, err))) return rc;
    if (lang_is_iterator(it) || (it->kind == V_LIST && !it->pytype)) {
        *src = it;
        return SL_OK;
    }
    return lang_iterate(I, it, src, err);
}

static int yg_block(lang_interp *I, struct lang_ygen *g, lang_node **stmts, int32_t n, int lvl, sl_error *err);

/* the value `yield from` / the statement's yield leaves in its targets */
static int yield_done(lang_interp *I, lang_node *s, lang_value *v, sl_error *err) {
    if (s->kind != S_ASSIGN) return SL_OK;
    if (!v) CHECK_ALLOC(v = lv_none(I));
    for (int32_t i = 0; i < s->nitems; i++) {
        int rc = lang_assign(I, s->items[i], v, err);
        if (rc) return rc;
    }
    return SL_OK;
}

static int yg_yield(lang_interp *I, struct lang_ygen *g, lang_node *s, lang_node *y, int lvl, sl_error *err) {
    int rc;
    yframe *f = &g->fr[lvl];
    if (!y->ival) {
        if (g->resuming) { /* resumed after this yield: its value is None (no send()) */
            g->resuming = false;
            return yield_done(I, s, NULL, err);
        }
        lang_value *v;
        if (y->a) {
            if ((rc = lang_eval(I, y->a, &v, err))) return rc;
        } else {
            CHECK_ALLOC(v = lv_none(I));
        }
        g->yielded = v;
        return SL_OK;
    }
    if (g->resuming) {
        g->resuming = false;
    } else {
        lang_value *it;
        if ((rc = lang_eval(I, y->a, &it, err))) return rc;
        if ((rc = loop_source(I, it, &f->src, err))) return rc;
        f->pos = 0;
    }
    lang_value *x;
    bool done;
    if ((rc = src_next(I, f, &x, &done, err))) return rc;
    if (!done) {
        g->yielded = x;
        return SL_OK;
    }
    lang_value *rv = f->src->ygen ? f->src->ygen->retval : NULL;
    f->src = NULL;
    return yield_done(I, s, rv, err);
}

static int yg_stmt(lang_interp *I, struct lang_ygen *g, lang_node *s, int lvl, sl_error *err) {
    int rc;
    yframe *f = &g->fr[lvl];
    bool resuming = g->resuming;
    if (!resuming && (rc = lang_charge(I, 1, err))) return rc;
    switch (s->kind) {
    case S_EXPR:
    case S_ASSIGN: return yg_yield(I, g, s, s->kind == S_EXPR ? s->a : s->b, lvl, err);
    case S_IF:
        if (!resuming) {
            lang_value *c;
            bool t;
            if ((rc = lang_eval(I, s->a, &c, err)) || (rc = lang_truth(I, c, &t, err))) return rc;
            f->branch = t ? 1 : 2;
        }
        return f->branch == 1 ? yg_block(I, g, s->items, s->nitems, lvl + 1, err)
                              : yg_block(I, g, s->items2, s->nitems2, lvl + 1, err);
    case S_WHILE:
    case S_FOR:
        if (!resuming) {
            f->branch = 1;
            if (s->kind == S_FOR) {
                lang_value *it;
                if ((rc = lang_eval(I, s->b, &it, err)) || (rc = loop_source(I, it, &f->src, err))) return rc;
                f->pos = 0;
            }
        }
        for (;;) {
            if (f->branch == 2) return yg_block(I, g, s->items2, s->nitems2, lvl + 1, err);
            if (!g->resuming) {
                bool go = true;
                if (s->kind == S_WHILE) {
                    lang_value *c;
                    if ((rc = lang_eval(I, s->a, &c, err)) || (rc = lang_truth(I, c, &go, err))) return rc;
                } else {
                    lang_value *x;
                    bool done;
                    if ((rc = src_next(I, f, &x, &done, err))) return rc;
                    go = !done;
                    if (go && (rc = lang_assign(I, s->a, x, err))) return rc;
                }
                if (!go) {
                    f->branch = 2;
                    continue;
                }
                if ((rc = lang_charge(I, 1, err))) return rc;
            }
            if ((rc = yg_block(I, g, s->items, s->nitems, lvl + 1, err))) return rc;
            if (g->yielded) return SL_OK;
            if (I->flow == FLOW_BREAK) {
                I->flow = FLOW_NONE;
                return SL_OK;
            }
            if (I->flow == FLOW_CONTINUE) I->flow = FLOW_NONE;
            if (I->flow == FLOW_RETURN) return SL_OK;
        }
    case S_TRY: return lang_unsupported(err, "yield inside a try statement");
    case S_WITH: return lang_unsupported(err, "yield inside a with statement");
    default: return lang_unsupported(err, "yield inside this statement");
    }
}

static int yg_block(lang_interp *I, struct lang_ygen *g, lang_node **stmts, int32_t n, int lvl, sl_error *err) {
    if (lvl >= YG_MAX_LEVELS) return lang_unsupported(err, "statements nested this deeply in a generator");
    yframe *f = &g->fr[lvl];
    if (!g->resuming) f->idx = 0;
    for (; f->idx < n; f->idx++) {
        lang_node *s = stmts[f->idx];
        int rc;
        if (!g->resuming && !has_yield(s)) {
            if ((rc = lang_exec_block(I, &s, 1, err))) return rc;
        } else {
            rc = yg_stmt(I, g, s, lvl, err);
            if (rc) {
                if (err && err->line == 0) {
                    err->line = s->line;
                    err->col = s->col;
                    err->offset = s->off;
                }
                return rc;
            }
            if (g->yielded) return SL_OK;
        }
        if (I->flow != FLOW_NONE) return SL_OK;
    }
    return SL_OK;
}

int lang_yield_make(lang_interp *I, lang_value *f, lang_scope *scope, lang_value **out, sl_error *err) {
    struct lang_ygen *g = lang_alloc(&I->A, sizeof *g);
    CHECK_ALLOC(g);
    g->def = f->u.user.def;
    g->scope = scope;
    lang_value *v = lv_seq(I, V_LIST, 0);
    CHECK_ALLOC(v);
    v->pytype = "generator";
    v->ygen = g;
    *out = v;
    return SL_OK;
}

int lang_yield_obj_iter(lang_interp *I, lang_value *obj, lang_value **out, sl_error *err) {
    struct lang_ygen *g = lang_alloc(&I->A, sizeof *g);
    CHECK_ALLOC(g);
    g->obj = obj;
    lang_value *v = lv_seq(I, V_LIST, 0);
    CHECK_ALLOC(v);
    v->pytype = obj->u.obj.cls->name;
    v->ygen = g;
    *out = v;
    return SL_OK;
}

lang_value *lang_yield_retval(const lang_value *v) {
    if (v->kind != V_LIST || !v->ygen || !v->ygen->finished) return NULL;
    lang_value *r = v->ygen->retval;
    return r && r->kind != V_NONE ? r : NULL;
}

int lang_yield_getattr(const lang_value *g, const char *name, sl_error *err) {
    static const char *const NAMES[] = {"send", "throw", "close", "gi_frame", "gi_running", "gi_code",
                                        "gi_yieldfrom", "gi_suspended", "__next__", "__iter__", "__name__",
                                        "__qualname__", "__class__", "__doc__"};
    for (size_t k = 0; k < SL_ARRAY_LEN(NAMES); k++)
        if (!strcmp(NAMES[k], name)) return lang_unsupported(err, "attribute %s of a generator", name);
    if (strlen(name) > 4 && !strncmp(name, "__", 2)) return lang_unsupported(err, "attribute %s of a generator", name);
    (void)g;
    return lang_py_error(err, "AttributeError", "'generator' object has no attribute '%s'", name);
}

static int obj_next(lang_interp *I, struct lang_ygen *g, lang_value **item, bool *done, sl_error *err) {
    lang_value *none[1];
    lang_args a = {.pos = none, .npos = 0};
    int rc = lang_class_call_method(I, g->obj, "__next__", &a, item, err);
    if (rc == SL_ERR_PY && !strcmp(err->type, "StopIteration")) {
        sl_error_clear(err);
        I->raised_with_args = -1;
        *done = true;
        return SL_OK;
    }
    if (rc == 1) return lang_py_error(err, "TypeError", "'%s' object is not an iterator", g->obj->u.obj.cls->name);
    return rc;
}

int lang_yield_next(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err) {
    struct lang_ygen *g = v->ygen;
    *done = false;
    if (g->obj) return obj_next(I, g, item, done, err);
    if (g->finished) {
        *done = true;
        return SL_OK;
    }
    if (g->running) return lang_py_error(err, "ValueError", "generator already executing");
    if (I->depth >= LANG_MAX_DEPTH) return lang_recursion_error(err, NULL);
    lang_scope *saved_scope = I->scope;
    int saved_flow = I->flow;
    lang_value *saved_ret = I->ret;
    I->depth++;
    I->scope = g->scope;
    I->flow = FLOW_NONE;
    bool saved_safe = I->gc_safe; /* no safepoint in a generator's body */
    I->gc_safe = false;
    g->running = true;
    g->resuming = g->started;
    g->started = true;
    g->yielded = NULL;
    int rc = yg_block(I, g, g->def->items, g->def->nitems, 0, err);
    lang_value *ret = I->flow == FLOW_RETURN ? I->ret : NULL;
    g->running = false;
    I->gc_safe = saved_safe;
    I->scope = saved_scope;
    I->flow = saved_flow;
    I->ret = saved_ret;
    I->depth--;
    if (rc) {
        g->finished = true;
        if (rc == SL_ERR_PY && !strcmp(err->type, "StopIteration")) {
            sl_error_clear(err);
            I->raised_with_args = -1;
            return lang_py_error(err, "RuntimeError", "generator raised StopIteration");
        }
        return rc;
    }
    if (g->yielded) {
        *item = g->yielded;
        g->yielded = NULL;
        return SL_OK;
    }
    g->finished = true;
    g->retval = ret;
    *done = true;
    return SL_OK;
}
