/*
 * py_iter.c — iteration: iter() / next(), iterators, generator expressions.
 *
 * What a `for` walks: an iterator itself (advanced lazily), a list or tuple by position
 * (items appended meanwhile are seen, as list_iterator sees them), a dict, set or range
 * through a live iterator (struct lang_iter, py_internal.h: a dict or set that changes size
 * raises RuntimeError at the next step, as CPython's iterators do), else a snapshot of the
 * items.  zip, map, filter, enumerate and reversed are live iterators too: they take an
 * item from their sources only when they are advanced.
 * Generator expressions keep their clauses suspended between next() calls (struct
 * lang_gen in py_internal.h), so prints and errors come when Python has them.  Generator
 * functions are py_yield.c.
 */
#include "lang/python/py.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/python/py_internal.h"

/* iter(x): an iterator is itself; anything else a one-pass iterator over a snapshot of its
 * items, named as CPython names it.  next(it[, default]). */
int py_builtin_iter_next(lang_interp *I, const char *name, const lang_args *a,
                             lang_value **out, sl_error *err) {
    int rc;
    if (a->nkw) return lang_py_error(err, "TypeError", "%s() takes no keyword arguments", name);
    if (name[0] == 'i') {
        if (a->npos != 1)
            return a->npos == 0 ? lang_py_error(err, "TypeError", "iter expected at least 1 argument, got 0")
                                : lang_unsupported(err, "iter() with a sentinel");
        return py_get_iter(I, a->pos[0], out, err);
    }
    if (a->npos < 1 || a->npos > 2)
        return lang_py_error(err, "TypeError", "next expected at %s, got %d",
                             a->npos < 1 ? "least 1 argument" : "most 2 arguments", (int)a->npos);
    lang_value *it = a->pos[0];
    if (!py_is_iterator(it))
        return lang_py_error(err, "TypeError", "'%s' object is not an iterator", lv_type_name(it));
    bool done;
    if ((rc = py_iter_next(I, it, out, &done, err))) return rc;
    if (!done) return SL_OK;
    if (a->npos == 2) {
        *out = a->pos[1];
        return SL_OK;
    }
    lang_value *rv = lang_yield_retval(it); /* a generator's return value: StopIteration(value) */
    if (rv) {
        lang_value *txt;
        if ((rc = lang_text_of(I, rv, false, &txt, err))) return rc;
        return lang_py_error(err, "StopIteration", "%s", txt->u.str.s);
    }
    return lang_py_error(err, "StopIteration", "%s", "");
}

lang_value *py_iter_new(lang_interp *I, const char *pytype, py_iter_kind kind) {
    lang_value *r = lv_new(I, V_ITER);
    struct lang_iter *st = lang_alloc(&I->A, sizeof *st);
    if (!r || !st) return NULL;
    st->kind = kind;
    r->u.iter = st;
    r->pytype = pytype;
    return r;
}

static bool is_plain_list(const lang_value *v) { return v->kind == V_LIST && !v->pytype; }

int py_view_items(lang_interp *I, const lang_value *view, lang_value **out, sl_error *err) {
    const lang_value *d = view->u.iter->src;
    char what = view->u.iter->what;
    int64_t n = d->u.seq.n / 2;
    lang_value *r = lv_seq(I, V_LIST, n);
    CHECK_ALLOC(r);
    for (int64_t i = 0; i < n; i++) {
        if (what == 'k') r->u.seq.v[i] = d->u.seq.v[2 * i];
        else if (what == 'v') r->u.seq.v[i] = d->u.seq.v[2 * i + 1];
        else {
            lang_value *t = lv_seq(I, V_TUPLE, 2);
            CHECK_ALLOC(t);
            t->u.seq.v[0] = d->u.seq.v[2 * i];
            t->u.seq.v[1] = d->u.seq.v[2 * i + 1];
            r->u.seq.v[i] = t;
        }
    }
    r->pytype = view->pytype;
    *out = r;
    return SL_OK;
}

int py_view_contains(lang_interp *I, const lang_value *view, lang_value *x, bool *res, sl_error *err) {
    lang_value *d = view->u.iter->src;
    char what = view->u.iter->what;
    int64_t p;
    int rc;
    *res = false;
    if (what == 'k') {
        if ((rc = lang_dict_find(I, d, x, &p, err))) return rc;
        *res = p >= 0;
        return SL_OK;
    }
    if (what == 'i') { /* a 2-tuple whose key is in d with an equal value */
        if (x->kind != V_TUPLE || x->pytype || x->u.seq.n != 2) return SL_OK;
        if ((rc = lang_dict_find(I, d, x->u.seq.v[0], &p, err)) || p < 0) return rc;
        return py_values_equal(I, d->u.seq.v[2 * p + 1], x->u.seq.v[1], res, err);
    }
    for (int64_t i = 0; i < d->u.seq.n / 2 && !*res; i++)
        if ((rc = py_values_equal(I, x, d->u.seq.v[2 * i + 1], res, err))) return rc;
    return SL_OK;
}

static const char *view_iter_name(char what, bool rev) {
    if (what == 'k') return rev ? "dict_reversekeyiterator" : "dict_keyiterator";
    if (what == 'v') return rev ? "dict_reversevalueiterator" : "dict_valueiterator";
    return rev ? "dict_reverseitemiterator" : "dict_itemiterator";
}

/* a live iterator over v when v is a list, tuple, range, dict or set (LANG_NOT_MINE for
 * other values) */
static int live_iter(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    lang_value *r = NULL;
    if (is_plain_list(v) || (v->kind == V_TUPLE && !v->pytype) || v->kind == V_LAYER_TUPLE) {
        r = py_iter_new(I, v->kind == V_LIST ? "list_iterator" : "tuple_iterator", PI_SEQ);
        CHECK_ALLOC(r);
        r->u.iter->src = v;
    } else if (v->kind == V_RANGE) {
        uint64_t n = py_range_ulen(v->u.range.start, v->u.range.stop, v->u.range.step);
        if (n > (uint64_t)INT64_MAX) return lang_unsupported(err, "iterating a range of more than 2**63-1 items");
        r = py_iter_new(I, "range_iterator", PI_RANGE);
        CHECK_ALLOC(r);
        r->u.iter->start = v->u.range.start;
        r->u.iter->step = v->u.range.step;
        r->u.iter->len = (int64_t)n;
    } else if ((v->kind == V_DICT && !v->pytype) || v->kind == V_VIEW) {
        lang_value *d = v->kind == V_VIEW ? v->u.iter->src : v;
        char what = v->kind == V_VIEW ? v->u.iter->what : 'k';
        r = py_iter_new(I, view_iter_name(what, false), PI_DICT);
        CHECK_ALLOC(r);
        r->u.iter->src = d;
        r->u.iter->what = what;
        r->u.iter->size0 = d->u.seq.n / 2;
        r->u.iter->removals0 = d->cursor;
    } else if (v->kind == V_SET) {
        if (!py_set_ordered(v))
            return lang_unsupported(err, "iterating a set of str, None or objects (CPython's order "
                                         "depends on hash randomization or addresses)");
        r = py_iter_new(I, "set_iterator", PI_SET);
        CHECK_ALLOC(r);
        r->u.iter->src = v;
        r->u.iter->size0 = lang_set_len(v);
    } else {
        return LANG_NOT_MINE;
    }
    *out = r;
    return SL_OK;
}

int py_get_iter(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    int rc;
    if (v->kind == V_INSTANCE) return lang_class_iter(I, v, out, err); /* __iter__ */
    if (py_is_iterator(v)) {
        *out = v;
        return SL_OK;
    }
    if ((rc = live_iter(I, v, out, err)) != LANG_NOT_MINE) return rc;
    /* an iterator over a snapshot of the items, named as CPython names it */
    const char *pt = NULL;
    if (v->kind == V_STR) {
        bool ascii = true;
        for (int64_t k = 0; k < v->u.str.len && ascii; k++) ascii = (unsigned char)v->u.str.s[k] < 128;
        pt = ascii ? "str_ascii_iterator" : "str_iterator";
    } else if (v->kind == V_BYTES) {
        pt = "bytes_iterator";
    } else if (v->kind != V_LIST && v->kind != V_TUPLE && v->kind != V_DICT) {
        const lang_type *ty = lang_type_of(I, v); /* a layer's value: the type of its iterator */
        pt = ty && ty->iter_type ? ty->iter_type(v) : NULL;
    }
    if (!pt && (v->kind == V_LIST || v->kind == V_TUPLE || v->kind == V_DICT))
        return lang_unsupported(err, "iter() of a %s", lv_type_name(v));
    if (!pt) return lang_py_error(err, "TypeError", "'%s' object is not iterable", lv_type_name(v));
    lang_value *items;
    if ((rc = py_iterate(I, v, &items, err))) return rc;
    items->pytype = pt;
    *out = items;
    return SL_OK;
}

/* reversed(v): a list, range or dict by a live iterator, a tuple (a layer's too) or str over a
 * snapshot (they cannot change) */
static int builtin_reversed(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    int rc;
    if (a->nkw) return lang_py_error(err, "TypeError", "reversed() takes no keyword arguments");
    if (a->npos != 1) return lang_py_error(err, "TypeError", "reversed expected 1 argument, got %d", a->npos);
    lang_value *v = a->pos[0], *r;
    if (is_plain_list(v)) {
        CHECK_ALLOC(r = py_iter_new(I, "list_reverseiterator", PI_REVSEQ));
        r->u.iter->src = v;
        r->u.iter->pos = v->u.seq.n - 1;
    } else if (v->kind == V_RANGE) {
        uint64_t n = py_range_ulen(v->u.range.start, v->u.range.stop, v->u.range.step);
        if (n > (uint64_t)INT64_MAX) return lang_unsupported(err, "reversed() of a range of more than 2**63-1 items");
        CHECK_ALLOC(r = py_iter_new(I, "range_iterator", PI_RANGE));
        /* the last item start + (n-1)*step lies in the range: no overflow */
        r->u.iter->start = n ? (int64_t)((uint64_t)v->u.range.start + (n - 1) * (uint64_t)v->u.range.step) : 0;
        r->u.iter->step = (int64_t)(0 - (uint64_t)v->u.range.step);
        r->u.iter->len = (int64_t)n;
    } else if ((v->kind == V_DICT && !v->pytype) || v->kind == V_VIEW) {
        lang_value *d = v->kind == V_VIEW ? v->u.iter->src : v;
        char what = v->kind == V_VIEW ? v->u.iter->what : 'k';
        CHECK_ALLOC(r = py_iter_new(I, view_iter_name(what, true), PI_DICT));
        r->u.iter->src = d;
        r->u.iter->what = what;
        r->u.iter->rev = true;
        r->u.iter->size0 = d->u.seq.n / 2;
        r->u.iter->removals0 = d->cursor;
    } else if ((v->kind == V_TUPLE && !v->pytype) || v->kind == V_LAYER_TUPLE || v->kind == V_STR || v->kind == V_BYTES) {
        if ((rc = py_iterate(I, v, &r, err))) return rc;
        for (int64_t i = 0; i < r->u.seq.n / 2; i++) {
            lang_value *t = r->u.seq.v[i];
            r->u.seq.v[i] = r->u.seq.v[r->u.seq.n - 1 - i];
            r->u.seq.v[r->u.seq.n - 1 - i] = t;
        }
        r->pytype = "reversed";
    } else if (v->kind == V_INT || v->kind == V_BIGINT || v->kind == V_FLOAT || v->kind == V_BOOL ||
               v->kind == V_NONE || v->kind == V_SET || (py_is_iterator(v) && !py_is_layer_iterator(v))) {
        return lang_py_error(err, "TypeError", "'%s' object is not reversible", lv_type_name(v));
    } else {
        return lang_unsupported(err, "reversed() of %s", lv_type_name(v));
    }
    *out = r;
    return SL_OK;
}

/* zip, map, filter, enumerate: iter() of each source now, items when advanced */
static int builtin_lazy(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                        sl_error *err) {
    int rc;
    if (name[0] == 'r') return builtin_reversed(I, a, out, err);
    lang_value *r, *const *src = a->pos;
    int32_t nsrc = a->npos;
    lang_value *it = NULL; /* enumerate's iterable: src points at it, past the block below */
    if (name[0] == 'e') { /* enumerate(iterable, start=0) */
        lang_value *start = a->npos >= 2 ? a->pos[1] : NULL;
        it = a->npos >= 1 ? a->pos[0] : NULL;
        if (a->npos + a->nkw > 2)
            return lang_py_error(err, "TypeError", "enumerate() takes at most 2 arguments (%d given)", a->npos + a->nkw);
        for (int32_t k = 0; k < a->nkw; k++) {
            lang_value **slot = !strcmp(a->kwnames[k], "iterable") ? &it : !strcmp(a->kwnames[k], "start") ? &start : NULL;
            if (!slot) return lang_py_error(err, "TypeError", "enumerate() got an unexpected keyword argument '%s'", a->kwnames[k]);
            if (*slot) return lang_py_error(err, "TypeError", "argument for enumerate() given by name ('%s') and position (%d)",
                                            a->kwnames[k], slot == &it ? 1 : 2);
            *slot = a->kw[k];
        }
        if (!it) return lang_py_error(err, "TypeError", "enumerate() missing required argument 'iterable'");
        int64_t s0 = 0;
        if (start) {
            if (start->kind == V_BIGINT) return lang_unsupported(err, "enumerate() counting past 64 bits");
            if (start->kind != V_INT && start->kind != V_BOOL)
                return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(start));
            s0 = start->kind == V_INT ? start->u.i : start->u.b;
        }
        CHECK_ALLOC(r = py_iter_new(I, "enumerate", PI_ENUMERATE));
        r->u.iter->start = s0;
        src = &it;
        nsrc = 1;
    } else {
        if (a->nkw) return lang_py_error(err, "TypeError", "%s() takes no keyword arguments", name);
        bool is_map = name[0] == 'm', is_zip = name[0] == 'z';
        if (!is_zip && (is_map ? a->npos < 2 : a->npos != 2))
            return lang_py_error(err, "TypeError", is_map ? "map() must have at least two arguments."
                                                          : "filter expected 2 arguments, got %d", a->npos);
        CHECK_ALLOC(r = py_iter_new(I, name, is_zip ? PI_ZIP : is_map ? PI_MAP : PI_FILTER));
        if (!is_zip) {
            r->u.iter->fn = a->pos[0];
            src = a->pos + 1;
            nsrc = a->npos - 1;
        }
    }
    r->u.iter->subs = lang_alloc_n(&I->A, nsrc + 1, sizeof(lang_value *));
    CHECK_ALLOC(r->u.iter->subs);
    r->u.iter->nsubs = nsrc;
    for (int32_t i = 0; i < nsrc; i++)
        if ((rc = py_get_iter(I, src[i], &r->u.iter->subs[i], err))) return rc;
    *out = r;
    return SL_OK;
}

int py_builtin_lazy(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    return builtin_lazy(I, name, a, out, err);
}

bool py_is_iterator(const lang_value *v) {
    return v->kind == V_ITER || (v->kind == V_LIST && v->pytype) || /* a generator, a snapshot iterator */
           py_is_layer_iterator(v);
}
/* a layer's value that is its own iterator (lang_type.is_iterator) */
bool py_is_layer_iterator(const lang_value *v) {
    const lang_type *t = LANG_HAS_TYPE(v) ? v->u.object.type : NULL;
    return t && t->is_iterator && t->is_iterator(v);
}




/* What a `for` loop or clause walks: an iterator itself (advanced lazily), a list or
 * tuple by position (so items appended meanwhile are seen, as list_iterator sees them), a
 * dict, set or range through a live iterator, else a snapshot. */
int py_gen_source(lang_interp *I, lang_value *it, lang_value **src, sl_error *err) {
    if (py_is_iterator(it) || is_plain_list(it) || (it->kind == V_TUPLE && !it->pytype) || it->kind == V_LAYER_TUPLE) {
        *src = it;
        return SL_OK;
    }
    int rc = live_iter(I, it, src, err);
    if (rc != LANG_NOT_MINE) return rc;
    return py_iterate(I, it, src, err);
}

static int gen_step(lang_interp *I, struct lang_gen *g, lang_value **item, bool *done,
                    sl_error *err) {
    int rc;
    for (;;) {
        int32_t d = g->depth;
        if (d < 0) {
            *done = true;
            return SL_OK;
        }
        lang_value *src = g->src[d], *x;
        if (py_is_iterator(src)) {
            bool end;
            if ((rc = py_iter_next(I, src, &x, &end, err))) return rc;
            if (end) {
                g->depth--;
                continue;
            }
        } else {
            if (g->pos[d] >= src->u.seq.n) {
                g->depth--;
                continue;
            }
            x = src->u.seq.v[g->pos[d]++];
        }
        lang_node *c = g->clause[d];
        if ((rc = py_assign(I, c->b, x, err))) return rc;
        bool keep = true;
        for (int32_t k = 0; k < c->nitems && keep; k++) {
            lang_value *cv;
            if ((rc = lang_eval(I, c->items[k], &cv, err))) return rc;
            if ((rc = py_truth_of(I, cv, &keep, err))) return rc;
        }
        if (!keep) continue;
        if (c->ival == 1) {
            if (d + 1 >= GEN_MAX_CLAUSES)
                return lang_unsupported(err, "a generator expression of more than %d for clauses",
                                        GEN_MAX_CLAUSES);
            lang_value *it;
            if ((rc = lang_eval(I, c->a->c, &it, err))) return rc;
            if ((rc = py_gen_source(I, it, &g->src[d + 1], err))) return rc;
            g->clause[d + 1] = c->a;
            g->pos[d + 1] = 0;
            g->depth = d + 1;
            continue;
        }
        return lang_eval(I, c->a, item, err);
    }
}

static int gen_next(lang_interp *I, struct lang_gen *g, lang_value **item, bool *done,
                    sl_error *err) {
    *done = false;
    if (g->running) return lang_py_error(err, "ValueError", "generator already executing");
    lang_scope *saved = I->scope;
    I->scope = g->scope;
    g->running = true;
    int rc = gen_step(I, g, item, done, err);
    g->running = false;
    I->scope = saved;
    if (rc) g->depth = -1; /* a generator that raised is finished */
    return rc;
}

/* Advance an iterator (is_iterator): the next item, or *done.  A map calls its function
 * now, a filter its predicate, so side effects and errors come when Python has them. */
static int iter_next(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err);

/* iterators over iterators (a generator expression over another, 100,000 deep) recurse
 * here; CPython's own C stack overflows on them, this stops with RecursionError */
int py_iter_next(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err) {
    if (lang_stack_exhausted(I->stack_floor)) return lang_recursion_error(err, NULL);
#if defined(__wasm__)
    if (py_wasm_nest >= PY_WASM_MAX_NEST) return lang_recursion_error(err, NULL);
    py_wasm_nest++;
    int rc = iter_next(I, v, item, done, err);
    py_wasm_nest--;
    return rc;
#else
    return iter_next(I, v, item, done, err);
#endif
}

static int live_next(lang_interp *I, struct lang_iter *st, lang_value **item, bool *done, sl_error *err) {
    int rc;
    lang_value *src = st->src;
    switch (st->kind) {
    case PI_SEQ:
        if (src && st->pos < src->u.seq.n) {
            *item = src->u.seq.v[st->pos++];
            return SL_OK;
        }
        break;
    case PI_REVSEQ:
        if (src && st->pos >= 0 && st->pos < src->u.seq.n) {
            *item = src->u.seq.v[st->pos--];
            return SL_OK;
        }
        break;
    case PI_RANGE:
        if (st->pos < st->len) {
            /* start + pos*step stays inside the range: computed without overflow */
            int64_t x = (int64_t)((uint64_t)st->start + (uint64_t)st->pos * (uint64_t)st->step);
            st->pos++;
            CHECK_ALLOC(*item = lv_int_shared(I, x));
            return SL_OK;
        }
        break;
    case PI_DICT: {
        if (!src) break;
        int64_t n = src->u.seq.n / 2;
        if (n != st->size0) {
            st->size0 = -1; /* the error stays */
            return lang_py_error(err, "RuntimeError", "dictionary changed size during iteration");
        }
        if (src->cursor != st->removals0)
            return lang_unsupported(err, "a dict whose keys were replaced while it was iterated (CPython's order "
                                         "then follows its table's free slots)");
        if (st->pos >= n) break;
        int64_t k = st->rev ? n - 1 - st->pos : st->pos;
        st->pos++;
        lang_value *key = src->u.seq.v[2 * k], *val = src->u.seq.v[2 * k + 1];
        if (st->what == 'k') *item = key;
        else if (st->what == 'v') *item = val;
        else {
            lang_value *t = lv_seq(I, V_TUPLE, 2);
            CHECK_ALLOC(t);
            t->u.seq.v[0] = key;
            t->u.seq.v[1] = val;
            *item = t;
        }
        return SL_OK;
    }
    case PI_SET:
        if (!src) break;
        if (lang_set_len(src) != st->size0) {
            st->size0 = -1;
            return lang_py_error(err, "RuntimeError", "Set changed size during iteration");
        }
        if (py_set_next(src, &st->pos, item)) return SL_OK;
        break;
    case PI_ZIP:
    case PI_MAP: {
        if (st->nsubs == 0) break;
        lang_value *args[64];
        if (st->nsubs > 64) return lang_unsupported(err, "%s of more than 64 iterables", st->kind == PI_ZIP ? "zip()" : "map()");
        for (int32_t i = 0; i < st->nsubs; i++) {
            bool end;
            if ((rc = py_iter_next(I, st->subs[i], &args[i], &end, err))) return rc;
            if (end) {
                *done = true;
                return SL_OK;
            }
        }
        if (st->kind == PI_MAP) {
            lang_args ca = {.pos = args, .npos = st->nsubs};
            return lang_call_func(I, st->fn, &ca, item, err);
        }
        lang_value *t = lv_seq(I, V_TUPLE, st->nsubs);
        CHECK_ALLOC(t);
        memcpy(t->u.seq.v, args, (size_t)st->nsubs * sizeof *args);
        *item = t;
        return SL_OK;
    }
    case PI_FILTER:
        for (;;) {
            lang_value *x, *res;
            bool end, keep;
            if ((rc = lang_charge_units(I, 1, err))) return rc; /* filter(None, range(10**18)) */
            if ((rc = py_iter_next(I, st->subs[0], &x, &end, err))) return rc;
            if (end) break;
            if (st->fn->kind == V_NONE) {
                res = x;
            } else {
                lang_args ca = {.pos = &x, .npos = 1};
                if ((rc = lang_call_func(I, st->fn, &ca, &res, err))) return rc;
            }
            if ((rc = py_truth_of(I, res, &keep, err))) return rc;
            if (keep) {
                *item = x;
                return SL_OK;
            }
        }
        *done = true;
        return SL_OK;
    case PI_ENUMERATE: {
        lang_value *x;
        bool end;
        if ((rc = py_iter_next(I, st->subs[0], &x, &end, err))) return rc;
        if (end) break;
        if (st->len) return lang_unsupported(err, "enumerate() counting past 64 bits"); /* len: past INT64_MAX */
        lang_value *t = lv_seq(I, V_TUPLE, 2);
        CHECK_ALLOC(t);
        CHECK_ALLOC(t->u.seq.v[0] = lv_int_shared(I, st->start));
        t->u.seq.v[1] = x;
        if (st->start == INT64_MAX) st->len = 1;
        else st->start++;
        *item = t;
        return SL_OK;
    }
    default:
        return py_itertools_next(I, st, item, done, err);
    }
    st->src = NULL; /* an exhausted iterator stays exhausted */
    *done = true;
    return SL_OK;
}

static int iter_next(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err) {
    *done = false;
    if (v->ygen) return lang_yield_next(I, v, item, done, err);
    if (v->gen) return gen_next(I, v->gen, item, done, err);
    if (v->kind == V_ITER) return live_next(I, v->u.iter, item, done, err);
    if (py_is_layer_iterator(v)) return v->u.object.type->next(I, v, item, done, err);
    if (v->cursor >= v->u.seq.n) {
        *done = true;
        return SL_OK;
    }
    *item = v->u.seq.v[v->cursor++];
    return SL_OK;
}

/* Materialize any iterable as a fresh list value. */
int lang_items_by_index(lang_interp *I, lang_value *v, int64_t n,
                        int (*get)(lang_interp *, lang_value *, lang_value *, lang_value **, sl_error *),
                        lang_value **out, sl_error *err) {
    if (n > ((int64_t)1 << 20)) return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "too many items to iterate");
    lang_value *r = lv_seq(I, V_LIST, n);
    CHECK_ALLOC(r);
    for (int64_t i = 0; i < n; i++) {
        lang_value *idx = lv_int(I, i);
        CHECK_ALLOC(idx);
        int rc = get(I, v, idx, &r->u.seq.v[i], err);
        if (rc) return rc;
    }
    *out = r;
    return SL_OK;
}

int lang_iterate(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    return py_iterate(I, v, out, err);
}

int py_iterate(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    int rc;
    if (v->kind == V_INSTANCE) { /* iter(v), then what it yields */
        if ((rc = lang_class_iter(I, v, &v, err))) return rc;
    }
    if (v->kind == V_SET) return lang_set_items(I, v, false, out, err);
    if (v->kind == V_BYTES) return lang_bytes_items(I, v, out, err);
    if (v->kind == V_VIEW) {
        if ((rc = py_view_items(I, v, out, err))) return rc;
        (*out)->pytype = NULL;
        return SL_OK;
    }
    if (py_is_iterator(v)) {
        /* what is left of an iterator, which is then exhausted */
        lang_value *r = lv_seq(I, V_LIST, 0);
        CHECK_ALLOC(r);
        for (;;) {
            lang_value *x;
            bool done;
            if ((rc = py_iter_next(I, v, &x, &done, err))) return rc;
            if (done) break;
            if ((rc = lv_list_append(I, r, x, err))) return rc;
        }
        *out = r;
        return SL_OK;
    }
    if (py_is_seq(v)) {
        lang_value *r = lv_seq(I, V_LIST, v->u.seq.n);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < v->u.seq.n; i++) r->u.seq.v[i] = v->u.seq.v[i];
        *out = r;
        return SL_OK;
    }
    if (v->kind == V_DICT) {
        lang_value *r = lv_seq(I, V_LIST, v->u.seq.n / 2);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < v->u.seq.n / 2; i++) r->u.seq.v[i] = v->u.seq.v[2 * i];
        *out = r;
        return SL_OK;
    }
    if (v->kind == V_RANGE) {
        int64_t s = v->u.range.step, lo = v->u.range.start, hi = v->u.range.stop;
        uint64_t un = py_range_ulen(lo, hi, s);
        int64_t n = un > ((uint64_t)1 << 24) ? ((int64_t)1 << 24) + 1 : (int64_t)un;
        if (n > ((int64_t)1 << 24)) return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "range too long to py_iterate (limit 16777216)");
        lang_value *r = lv_seq(I, V_LIST, n);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < n; i++) {
            r->u.seq.v[i] = lv_int(I, lo + i * s);
            CHECK_ALLOC(r->u.seq.v[i]);
        }
        *out = r;
        return SL_OK;
    }
    if (v->kind == V_STR) {
        if (lang_utf8_len(v->u.str.s, v->u.str.len) != v->u.str.len)
            return lang_unsupported(err, "iterating over non-ASCII text");
        lang_value *r = lv_seq(I, V_LIST, v->u.str.len);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < v->u.str.len; i++) {
            r->u.seq.v[i] = lv_str(I, v->u.str.s + i, 1);
            CHECK_ALLOC(r->u.seq.v[i]);
        }
        *out = r;
        return SL_OK;
    }
    const lang_type *ty = lang_type_of(I, v);
    if (ty && ty->items && (rc = ty->items(I, v, out, err)) != LANG_NOT_MINE) return rc;
    return lang_py_error(err, "TypeError", "'%s' object is not iterable", lv_type_name(v));
}

/* Methods of lists and dicts beyond append/extend/index/count; 1 when not one of them. */
/* name is the method name lit (its first byte compared before the call to strcmp: most
 * tests of a method chain fail there) */
#define NAME_IS(lit) (name[0] == (lit)[0] && !strcmp(name, lit))

static int container_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                            lang_value **out, sl_error *err) {
    int rc;
    if (self->kind == V_DICT) {
        if (NAME_IS("keys") || NAME_IS("values") || NAME_IS("items")) {
            if (a->npos || a->nkw)
                return lang_py_error(err, "TypeError", "dict.%s() takes no arguments (%d given)", name, a->npos + a->nkw);
            lang_value *r = lv_new(I, V_VIEW);
            struct lang_iter *st = lang_alloc(&I->A, sizeof *st);
            CHECK_ALLOC(r);
            CHECK_ALLOC(st);
            st->kind = PI_DICT;
            st->src = self;
            st->what = name[0] == 'k' ? 'k' : name[0] == 'v' ? 'v' : 'i';
            r->u.iter = st;
            r->pytype = name[0] == 'k' ? "dict_keys" : name[0] == 'v' ? "dict_values" : "dict_items";
            *out = r;
            return SL_OK;
        }
        if (NAME_IS("get") || NAME_IS("pop")) {
            if (a->nkw) return lang_unsupported(err, "keyword arguments to dict.%s()", name);
            if (a->npos < 1 || a->npos > 2)
                return lang_py_error(err, "TypeError", "%s expected at %s 2 arguments, got %d", name,
                                     a->npos ? "most" : "least", a->npos);
            int64_t i;
            if ((rc = lang_dict_find(I, self, a->pos[0], &i, err))) return rc;
            if (i >= 0) {
                *out = self->u.seq.v[2 * i + 1];
                if (name[0] == 'p') {
                    memmove(&self->u.seq.v[2 * i], &self->u.seq.v[2 * i + 2],
                            (size_t)(self->u.seq.n - 2 * i - 2) * sizeof(lang_value *));
                    self->u.seq.n -= 2;
                    lang_dict_changed(self);
                }
                return SL_OK;
            }
            if (a->npos == 2) {
                *out = a->pos[1];
                return SL_OK;
            }
            if (name[0] == 'g') {
                *out = lv_none(I);
                return SL_OK;
            }
            return py_subscript(I, self, a->pos[0], out, err); /* raises the KeyError */
        }
        if (NAME_IS("update")) {
            if ((rc = lang_dict_fill(I, self, a, "update", err))) return rc;
            *out = lv_none(I);
            return SL_OK;
        }
        if (NAME_IS("setdefault")) {
            if (a->nkw) return lang_py_error(err, "TypeError", "dict.setdefault() takes no keyword arguments");
            if (a->npos < 1 || a->npos > 2)
                return lang_py_error(err, "TypeError", "setdefault expected at %s, got %d",
                                     a->npos ? "most 2 arguments" : "least 1 argument", a->npos);
            int64_t i;
            if ((rc = lang_dict_find(I, self, a->pos[0], &i, err))) return rc;
            if (i >= 0) {
                *out = self->u.seq.v[2 * i + 1];
                return SL_OK;
            }
            *out = a->npos == 2 ? a->pos[1] : lv_none(I);
            return lang_dict_put(I, self, a->pos[0], *out, err);
        }
        if (NAME_IS("popitem") || NAME_IS("clear")) {
            if (a->npos || a->nkw)
                return lang_py_error(err, "TypeError", "dict.%s() takes no arguments (%d given)", name, a->npos + a->nkw);
            if (name[0] == 'c') {
                self->u.seq.n = 0;
                lang_dict_changed(self);
                *out = lv_none(I);
                return SL_OK;
            }
            if (self->u.seq.n < 2) return lang_py_error(err, "KeyError", "'popitem(): dictionary is empty'");
            lang_value *t = lv_seq(I, V_TUPLE, 2);
            CHECK_ALLOC(t);
            t->u.seq.v[0] = self->u.seq.v[self->u.seq.n - 2];
            t->u.seq.v[1] = self->u.seq.v[self->u.seq.n - 1];
            self->u.seq.n -= 2;
            lang_dict_changed(self);
            *out = t;
            return SL_OK;
        }
        if (NAME_IS("copy") && !a->npos && !a->nkw) {
            lang_value *r = lv_seq(I, V_DICT, self->u.seq.n);
            CHECK_ALLOC(r);
            for (int64_t i = 0; i < self->u.seq.n; i++) r->u.seq.v[i] = self->u.seq.v[i];
            *out = r;
            return SL_OK;
        }
        return 1;
    }
    int64_t n = self->u.seq.n;
    /* every list method but append and pop() may read or move each item: n / 16 units */
    if (!NAME_IS("append") && (!NAME_IS("pop") || a->npos) && (rc = lang_charge_units(I, n / 16, err)))
        return rc;
    if (NAME_IS("sort")) {
        if (a->npos) return lang_py_error(err, "TypeError", "sort() takes no positional arguments");
        lang_value *key = NULL, *rev = NULL;
        for (int32_t k = 0; k < a->nkw; k++) {
            if (!strcmp(a->kwnames[k], "key")) key = a->kw[k];
            else if (!strcmp(a->kwnames[k], "reverse")) rev = a->kw[k];
            else return lang_unsupported(err, "keyword argument '%s' of list.sort()", a->kwnames[k]);
        }
        if (rev && rev->kind != V_BOOL && rev->kind != V_INT)
            return lang_unsupported(err, "reverse= of type %s", lv_type_name(rev));
        /* as CPython does, the list is empty while it is sorted: a key or __lt__ that looks
         * at it sees [], one that changes it makes the sort fail, and the list gets its
         * items back either way */
        lang_value **saved = self->u.seq.v;
        int64_t saved_cap = self->u.seq.cap;
        self->u.seq.v = NULL;
        self->u.seq.n = self->u.seq.cap = 0;
        lang_value **vals = lang_alloc_n(&I->A, (n ? n : 1), sizeof *vals), **keys = NULL;
        rc = vals ? SL_OK : lang_nomem(err);
        if (!rc) {
            memcpy(vals, saved, (size_t)n * sizeof *vals);
            rc = py_sort_keys(I, key, vals, n, &keys, err);
        }
        if (!rc) { /* after a comparison that raised, the list holds the order reached */
            rc = py_sort_values(I, vals, keys, n, rev && lv_truthy(rev), err);
            memcpy(saved, vals, (size_t)n * sizeof *vals);
        }
        bool modified = self->u.seq.v != NULL || self->u.seq.n != 0;
        self->u.seq.v = saved;
        self->u.seq.n = n;
        self->u.seq.cap = saved_cap;
        if (rc) return rc;
        if (modified) return lang_py_error(err, "ValueError", "list modified during sort");
        *out = lv_none(I);
        return SL_OK;
    }
    if (a->nkw) return lang_unsupported(err, "keyword arguments to list.%s()", name);
    if (NAME_IS("reverse") || NAME_IS("clear") || NAME_IS("copy")) {
        if (a->npos)
            return lang_py_error(err, "TypeError", "list.%s() takes no arguments (%d given)", name, a->npos);
        if (name[0] == 'r') {
            for (int64_t i = 0; i < n / 2; i++) {
                lang_value *t = self->u.seq.v[i];
                self->u.seq.v[i] = self->u.seq.v[n - 1 - i];
                self->u.seq.v[n - 1 - i] = t;
            }
            *out = lv_none(I);
        } else if (name[1] == 'l') {
            self->u.seq.n = 0;
            *out = lv_none(I);
        } else {
            lang_value *r = lv_seq(I, V_LIST, n);
            CHECK_ALLOC(r);
            memcpy(r->u.seq.v, self->u.seq.v, (size_t)n * sizeof(lang_value *));
            *out = r;
        }
        return SL_OK;
    }
    if (NAME_IS("insert")) {
        if (a->npos != 2)
            return lang_py_error(err, "TypeError", "insert expected 2 arguments, got %d", a->npos);
        int64_t i;
        if (a->pos[0]->kind != V_INT && a->pos[0]->kind != V_BOOL)
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer",
                                 lv_type_name(a->pos[0]));
        i = py_as_i(a->pos[0]);
        if (i < 0) i = i + n < 0 ? 0 : i + n;
        if (i > n) i = n;
        if ((rc = lv_list_append(I, self, a->pos[1], err))) return rc;
        memmove(&self->u.seq.v[i + 1], &self->u.seq.v[i], (size_t)(n - i) * sizeof(lang_value *));
        self->u.seq.v[i] = a->pos[1];
        *out = lv_none(I);
        return SL_OK;
    }
    if (NAME_IS("pop")) {
        if (a->npos > 1) return lang_py_error(err, "TypeError", "pop expected at most 1 argument, got %d", a->npos);
        if (n == 0) return lang_py_error(err, "IndexError", "pop from empty list");
        int64_t i = n - 1;
        if (a->npos) {
            if (a->pos[0]->kind != V_INT && a->pos[0]->kind != V_BOOL)
                return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer",
                                     lv_type_name(a->pos[0]));
            i = py_as_i(a->pos[0]);
            if (i < 0) i += n;
            if (i < 0 || i >= n) return lang_py_error(err, "IndexError", "pop index out of range");
        }
        *out = self->u.seq.v[i];
        memmove(&self->u.seq.v[i], &self->u.seq.v[i + 1], (size_t)(n - i - 1) * sizeof(lang_value *));
        self->u.seq.n--;
        return SL_OK;
    }
    if (NAME_IS("remove")) {
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "list.remove() takes exactly one argument (%d given)", a->npos);
        for (int64_t i = 0; i < n; i++) {
            bool e;
            if ((rc = py_values_equal(I, a->pos[0], self->u.seq.v[i], &e, err))) return rc;
            if (!e) continue;
            memmove(&self->u.seq.v[i], &self->u.seq.v[i + 1], (size_t)(n - i - 1) * sizeof(lang_value *));
            self->u.seq.n--;
            *out = lv_none(I);
            return SL_OK;
        }
        return lang_py_error(err, "ValueError", "list.remove(x): x not in list");
    }
    return 1;
}

/* methods of plain Python values */
int py_value_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err) {
    int rc;
    if (self->kind == V_BIGINT) {
        if (NAME_IS("bit_length") && a->npos == 0 && a->nkw == 0) return py_big_bit_length(I, self, out);
        return lang_unsupported(err, "int.%s() of an int beyond 64 bits", name);
    }
    if (I->made_bigint) { /* an int past int64 as an argument: only where it is a value held */
        static const char *const HELD[] = {"append", "count", "remove", "add", "discard", "get", "setdefault", "__contains__", "format"};
        bool takes = false;
        for (size_t k = 0; k < SL_ARRAY_LEN(HELD); k++) takes = takes || !strcmp(name, HELD[k]);
        takes = takes || (NAME_IS("pop") && (self->kind == V_DICT || self->kind == V_SET));
        for (int32_t k = 0; !takes && k < a->npos + a->nkw; k++) {
            lang_value *v = k < a->npos ? a->pos[k] : a->kw[k - a->npos];
            bool held = k < a->npos && ((k == 0 && NAME_IS("index")) || (k == 1 && NAME_IS("insert")));
            if (v->kind == V_BIGINT && !held)
                return lang_unsupported(err, "an int beyond 64 bits as an argument of %s()", name);
        }
    }
    if (self->kind == V_LIST && NAME_IS("append")) {
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "list.append() arguments");
        if ((rc = lv_list_append(I, self, a->pos[0], err))) return rc;
        *out = lv_none(I);
        return SL_OK;
    }
    if (self->kind == V_LIST && NAME_IS("extend")) {
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "list.extend() arguments");
        lang_value *items;
        if ((rc = py_iterate(I, a->pos[0], &items, err))) return rc;
        for (int64_t i = 0; i < items->u.seq.n; i++)
            if ((rc = lv_list_append(I, self, items->u.seq.v[i], err))) return rc;
        *out = lv_none(I);
        return SL_OK;
    }
    if ((py_is_seq(self)) && (NAME_IS("index") || NAME_IS("count"))) {
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "%s() arguments", name);
        int64_t cnt = 0, first = -1;
        lang_value *x = a->pos[0];
        bool x_int = x->kind == V_INT && !lang_type_of(I, x);
        for (int64_t i = 0; i < self->u.seq.n; i++) {
            bool e;
            lang_value *y = self->u.seq.v[i];
            if (x_int && y->kind == V_INT && !lang_type_of(I, y)) { /* py_values_equal of two ints */
                if ((rc = lang_charge_units(I, 1, err))) return rc;
                e = x->u.i == y->u.i;
            } else if ((rc = py_values_equal(I, x, y, &e, err))) {
                return rc;
            }
            if (e) {
                if (first < 0) first = i;
                cnt++;
            }
        }
        if (name[0] == 'i' && first < 0 && self->kind == V_LIST) {
            lang_value *r;
            if ((rc = lang_text_of(I, a->pos[0], true, &r, err))) return rc;
            return lang_py_error(err, "ValueError", "%.400s is not in list", r->u.str.s);
        }
        if (name[0] == 'i' && first < 0)
            return lang_py_error(err, "ValueError", "tuple.index(x): x not in tuple");
        *out = lv_int(I, name[0] == 'i' ? first : cnt);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (self->kind == V_LAYER_TUPLE && self->u.seq.type && self->u.seq.type->tuple_method &&
        (rc = self->u.seq.type->tuple_method(I, self, name, a, out, err)) != LANG_NOT_MINE)
        return rc; /* the methods its type adds to tuple's */
    if (self->kind == V_STR && NAME_IS("join") && a->npos == 1) {
        lang_value *items;
        if ((rc = py_iterate(I, a->pos[0], &items, err))) return rc;
        int64_t total = 0;
        for (int64_t i = 0; i < items->u.seq.n; i++) {
            lang_value *s = items->u.seq.v[i];
            if (s->kind != V_STR)
                return lang_py_error(err, "TypeError", "sequence item %lld: expected str instance, %s found",
                                     (long long)i, lv_type_name(s));
            total += s->u.str.len + (i ? self->u.str.len : 0);
        }
        char *buf;
        lang_value *joined = py_str_new(I, total, &buf); /* written in place */
        CHECK_ALLOC(joined);
        int64_t o = 0;
        for (int64_t i = 0; i < items->u.seq.n; i++) {
            if (i) {
                memcpy(buf + o, self->u.str.s, (size_t)self->u.str.len);
                o += self->u.str.len;
            }
            memcpy(buf + o, items->u.seq.v[i]->u.str.s, (size_t)items->u.seq.v[i]->u.str.len);
            o += items->u.seq.v[i]->u.str.len;
        }
        *out = joined;
        return SL_OK;
    }
    if (self->kind == V_STR) return lang_str_method(I, self, name, a, out, err);
    if (self->kind == V_BYTES) return lang_bytes_method(I, self, name, a, out, err);
    if (self->kind == V_LIST && self->pytype)
        return lang_unsupported(err, "method %s() of a %s object", name, self->pytype);
    if (self->kind == V_LIST || self->kind == V_DICT) {
        rc = container_method(I, self, name, a, out, err);
        if (rc != 1) return rc;
    }
    if (self->kind == V_FLOAT && NAME_IS("is_integer") && a->npos == 0) {
        *out = lv_bool(I, self->u.f == floor(self->u.f) && !isinf(self->u.f));
        return SL_OK;
    }
    return lang_unsupported(err, "method %s() of %s", name, lv_type_name(self));
}
