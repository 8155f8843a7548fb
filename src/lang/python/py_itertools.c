/*
 * py_itertools.c — the itertools module: its iterators take their items as CPython's do.
 *
 * chain, islice, count, cycle, repeat, accumulate, starmap, compress, pairwise,
 * zip_longest, takewhile, dropwhile and filterfalse read their sources one item at a time
 * when they are advanced (so a generator's prints come when Python has them, and count()
 * or cycle() may be endless); product, permutations, combinations and
 * combinations_with_replacement read their inputs whole when they are made, as CPython's
 * do, and make their tuples one at a time (combinations(range(100), 5) is not built).
 * Each is a V_ITER (py_iter.c) whose struct lang_iter holds the state; py_itertools_next
 * advances it.  groupby and tee are refused.
 */
#include "lang/python/py.h"

#include <string.h>

#include "lang/python/py_internal.h"

#define MAX_POOLS 64

/* an itertools iterator: its type is itertools.NAME */
static lang_value *new_it(lang_interp *I, const char *name, py_iter_kind kind) {
    char buf[64];
    snprintf(buf, sizeof buf, "itertools.%s", name);
    const char *pt = lang_strndup(&I->A, buf, strlen(buf));
    return pt ? py_iter_new(I, pt, kind) : NULL;
}

static int int_of(lang_interp *I, lang_value *v, int64_t *out, sl_error *err) {
    lang_value *p = lang_as_number(I, v, err);
    if (!p) return err->code;
    if (p->kind == V_INT || p->kind == V_BOOL) return lang_to_int(p, out, NULL, err);
    if (p->kind == V_BIGINT) return lang_unsupported(err, "an int beyond 64 bits as an itertools argument");
    return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(v));
}

/* the subs of st: iter() of each of n sources */
static int iters_of(lang_interp *I, struct lang_iter *st, lang_value *const *src, int32_t n, sl_error *err) {
    st->subs = lang_alloc_n(&I->A, (int64_t)n + 1, sizeof *st->subs);
    CHECK_ALLOC(st->subs);
    st->nsubs = n;
    for (int32_t i = 0; i < n; i++) {
        int rc = py_get_iter(I, src[i], &st->subs[i], err);
        if (rc) return rc;
    }
    return SL_OK;
}

/* a tuple of items taken whole now (product, permutations, combinations) */
static int pool_of(lang_interp *I, lang_value *v, lang_value **pool, sl_error *err) {
    return lang_iterate(I, v, pool, err);
}

static int make_product(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    int rc;
    int64_t repeat = 1;
    for (int32_t k = 0; k < a->nkw; k++) {
        if (strcmp(a->kwnames[k], "repeat"))
            return lang_py_error(err, "TypeError", "product() got an unexpected keyword argument '%s'", a->kwnames[k]);
        if ((rc = int_of(I, a->kw[k], &repeat, err))) return rc;
    }
    if (repeat < 0) return lang_py_error(err, "ValueError", "repeat argument cannot be negative");
    if (a->npos > MAX_POOLS || repeat > MAX_POOLS || a->npos * repeat > MAX_POOLS)
        return lang_unsupported(err, "itertools.product of more than %d iterables", MAX_POOLS);
    int32_t np = (int32_t)(a->npos * repeat);
    lang_value *r = new_it(I, "product", PI_PRODUCT);
    CHECK_ALLOC(r);
    struct lang_iter *st = r->u.iter;
    CHECK_ALLOC(st->subs = lang_alloc_n(&I->A, (int64_t)np + 1, sizeof *st->subs));
    CHECK_ALLOC(st->idx = lang_alloc_n(&I->A, (int64_t)np + 1, sizeof *st->idx));
    st->nsubs = np;
    for (int32_t i = 0; i < a->npos; i++)
        if ((rc = pool_of(I, a->pos[i], &st->subs[i], err))) return rc;
    for (int32_t i = a->npos; i < np; i++) st->subs[i] = st->subs[i % a->npos];
    *out = r;
    return SL_OK;
}

static int make_selections(lang_interp *I, const char *f, const lang_args *a, lang_value **out, sl_error *err) {
    int rc;
    bool perm = f[0] == 'p';
    static const char *const P[] = {"iterable", "r"};
    lang_value *v[2];
    if (!perm && a->npos < 2 && !(a->nkw == 1 && !strcmp(a->kwnames[0], "r")) && a->npos + a->nkw < 2)
        return lang_py_error(err, "TypeError", "%s() missing required argument '%s' (pos %d)", f,
                             a->npos == 0 ? "iterable" : "r", a->npos + 1);
    if ((rc = lang_bind(a, f, P, 2, perm ? 1 : 2, v, err))) return rc;
    lang_value *pool;
    if ((rc = pool_of(I, v[0], &pool, err))) return rc;
    int64_t r = pool->u.seq.n;
    if (v[1] && !(perm && v[1]->kind == V_NONE)) {
        if (v[1]->kind != V_INT && v[1]->kind != V_BOOL) {
            if (perm) return lang_py_error(err, "TypeError", "Expected int as r");
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(v[1]));
        }
        r = v[1]->kind == V_BOOL ? v[1]->u.b : v[1]->u.i;
        if (r < 0) return lang_py_error(err, "ValueError", "r must be non-negative");
    }
    if (r > MAX_POOLS) return lang_unsupported(err, "itertools selections of more than %d items", MAX_POOLS);
    lang_value *res = new_it(I, f, PI_SELECT);
    CHECK_ALLOC(res);
    struct lang_iter *st = res->u.iter;
    st->src = pool;
    st->what = perm ? 'p' : strlen(f) > 12 ? 'r' : 'c';
    st->len = r;
    CHECK_ALLOC(st->idx = lang_alloc_n(&I->A, r + 1, sizeof *st->idx));
    *out = res;
    return SL_OK;
}

/* islice's start / stop / step as CPython checks them */
static int islice_args(const lang_args *a, int64_t v[3], sl_error *err) {
    lang_value *const *p = a->pos + 1;
    int32_t np = a->npos - 1;
    for (int32_t i = 0; i < np; i++) {
        int slot = np == 1 ? 1 : i;
        if (p[i]->kind == V_NONE) continue;
        if ((p[i]->kind != V_INT && p[i]->kind != V_BOOL) || (p[i]->kind == V_INT && p[i]->u.i < (slot == 2 ? 1 : 0)))
            return lang_py_error(err, "ValueError",
                                 slot == 2 ? "Step for islice() must be a positive integer or None."
                                 : np == 1 ? "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
                                           : "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
        v[slot] = p[i]->kind == V_BOOL ? p[i]->u.b : p[i]->u.i;
    }
    return SL_OK;
}

int py_itertools_call(lang_interp *I, const char *f, const lang_args *a, lang_value **out, sl_error *err) {
    int rc;
    if (!strcmp(f, "product")) return make_product(I, a, out, err);
    if (!strcmp(f, "permutations") || !strcmp(f, "combinations") || !strcmp(f, "combinations_with_replacement"))
        return make_selections(I, f, a, out, err);
    lang_value *r;
    if (!strcmp(f, "chain")) {
        if (a->nkw) return lang_py_error(err, "TypeError", "chain() takes no keyword arguments");
        CHECK_ALLOC(r = new_it(I, "chain", PI_CHAIN));
        /* iter() of each argument when chain reaches it */
        lang_value *args = lv_seq(I, V_TUPLE, a->npos);
        CHECK_ALLOC(args);
        for (int32_t i = 0; i < a->npos; i++) args->u.seq.v[i] = a->pos[i];
        r->u.iter->src = args;
    } else if (!strcmp(f, "islice")) {
        if (a->nkw) return lang_py_error(err, "TypeError", "islice() takes no keyword arguments");
        if (a->npos < 2 || a->npos > 4)
            return lang_py_error(err, "TypeError", "islice expected at %s, got %d",
                                 a->npos < 2 ? "least 2 arguments" : "most 4 arguments", (int)a->npos);
        int64_t v[3] = {0, -1, 1};
        if ((rc = islice_args(a, v, err))) return rc;
        CHECK_ALLOC(r = new_it(I, "islice", PI_ISLICE));
        if ((rc = iters_of(I, r->u.iter, a->pos, 1, err))) return rc;
        r->u.iter->start = v[0]; /* the next index taken */
        r->u.iter->stop = v[1];
        r->u.iter->step = v[2];
    } else if (!strcmp(f, "count")) {
        static const char *const P[] = {"start", "step"};
        lang_value *v[2];
        if ((rc = lang_bind(a, "count", P, 2, 0, v, err))) return rc;
        int64_t s0 = 0, s1 = 1;
        for (int k = 0; k < 2; k++)
            if (v[k] && (v[k]->kind != V_INT && v[k]->kind != V_BOOL))
                return lang_unsupported(err, "itertools.count() of a %s", lv_type_name(v[k]));
        if (v[0] && (rc = int_of(I, v[0], &s0, err))) return rc;
        if (v[1] && (rc = int_of(I, v[1], &s1, err))) return rc;
        CHECK_ALLOC(r = new_it(I, "count", PI_COUNT));
        r->u.iter->start = s0;
        r->u.iter->step = s1;
    } else if (!strcmp(f, "cycle")) {
        if ((rc = py_nargs(a, "cycle", 1, 1, err))) return rc;
        CHECK_ALLOC(r = new_it(I, "cycle", PI_CYCLE));
        if ((rc = iters_of(I, r->u.iter, a->pos, 1, err))) return rc;
        CHECK_ALLOC(r->u.iter->acc = lv_seq(I, V_LIST, 0)); /* the items seen, replayed after the source ends */
    } else if (!strcmp(f, "repeat")) {
        static const char *const P[] = {"object", "times"};
        lang_value *v[2];
        if ((rc = lang_bind(a, "repeat", P, 2, 1, v, err))) return rc;
        CHECK_ALLOC(r = new_it(I, "repeat", PI_REPEAT));
        r->u.iter->fn = v[0];
        r->u.iter->len = -1; /* endless */
        if (v[1]) {
            if ((rc = int_of(I, v[1], &r->u.iter->len, err))) return rc;
            if (r->u.iter->len < 0) r->u.iter->len = 0;
        }
    } else if (!strcmp(f, "accumulate")) {
        static const char *const P[] = {"iterable", "func", "initial"};
        lang_value *v[3];
        if ((rc = lang_bind(a, "accumulate", P, 3, 1, v, err))) return rc;
        CHECK_ALLOC(r = new_it(I, "accumulate", PI_ACCUMULATE));
        if ((rc = iters_of(I, r->u.iter, v, 1, err))) return rc;
        r->u.iter->fn = v[1] && v[1]->kind != V_NONE ? v[1] : NULL;
        r->u.iter->src = v[2] && v[2]->kind != V_NONE ? v[2] : NULL; /* initial, yielded first */
    } else if (!strcmp(f, "starmap") || !strcmp(f, "takewhile") || !strcmp(f, "dropwhile") ||
               !strcmp(f, "filterfalse")) {
        if ((rc = py_nargs(a, f, 2, 2, err))) return rc;
        py_iter_kind k = f[0] == 's' ? PI_STARMAP : f[0] == 't' ? PI_TAKEWHILE : f[0] == 'd' ? PI_DROPWHILE : PI_FILTERFALSE;
        CHECK_ALLOC(r = new_it(I, f, k));
        r->u.iter->fn = a->pos[0];
        if ((rc = iters_of(I, r->u.iter, a->pos + 1, 1, err))) return rc;
    } else if (!strcmp(f, "compress")) {
        static const char *const P[] = {"data", "selectors"};
        lang_value *v[2];
        if ((rc = lang_bind(a, "compress", P, 2, 2, v, err))) return rc;
        CHECK_ALLOC(r = new_it(I, "compress", PI_COMPRESS));
        if ((rc = iters_of(I, r->u.iter, v, 2, err))) return rc;
    } else if (!strcmp(f, "pairwise")) {
        if ((rc = py_nargs(a, "pairwise", 1, 1, err))) return rc;
        CHECK_ALLOC(r = new_it(I, "pairwise", PI_PAIRWISE));
        if ((rc = iters_of(I, r->u.iter, a->pos, 1, err))) return rc;
    } else if (!strcmp(f, "zip_longest")) {
        lang_value *fill = NULL;
        for (int32_t k = 0; k < a->nkw; k++) {
            if (strcmp(a->kwnames[k], "fillvalue"))
                return lang_py_error(err, "TypeError", "zip_longest() got an unexpected keyword argument '%s'", a->kwnames[k]);
            fill = a->kw[k];
        }
        if (a->npos > MAX_POOLS) return lang_unsupported(err, "zip_longest() of more than %d iterables", MAX_POOLS);
        CHECK_ALLOC(r = new_it(I, "zip_longest", PI_ZIP_LONGEST));
        if ((rc = iters_of(I, r->u.iter, a->pos, a->npos, err))) return rc;
        if (!fill) CHECK_ALLOC(fill = lv_none(I));
        r->u.iter->fn = fill;
        r->u.iter->len = a->npos; /* iterators still active */
    } else if (!strcmp(f, "groupby")) {
        static const char *const P[] = {"iterable", "key"};
        lang_value *v[2];
        if ((rc = lang_bind(a, "groupby", P, 2, 1, v, err))) return rc;
        CHECK_ALLOC(r = new_it(I, "groupby", PI_GROUPBY));
        if ((rc = iters_of(I, r->u.iter, v, 1, err))) return rc;
        r->u.iter->fn = v[1] && v[1]->kind != V_NONE ? v[1] : NULL;
        r->u.iter->parent = r;
    } else {
        return lang_unsupported(err, "itertools.%s", f);
    }
    *out = r;
    return SL_OK;
}

/* groupby's next value and its key (currvalue in acc); *end at the end of the source */
static int groupby_step(lang_interp *I, struct lang_iter *g, bool *end, sl_error *err) {
    lang_value *v, *k;
    int rc = py_iter_next(I, g->subs[0], &v, end, err);
    if (rc || *end) return rc;
    if (g->fn) {
        lang_args ca = {.pos = &v, .npos = 1};
        if ((rc = lang_call_func(I, g->fn, &ca, &k, err))) return rc;
    } else {
        k = v;
    }
    g->acc = v;
    g->currkey = k;
    return SL_OK;
}

/* a grouper's next item: the groupby's current value while its key equals the group's */
static int grouper_next(lang_interp *I, struct lang_iter *st, lang_value **item, bool *done, sl_error *err) {
    struct lang_iter *g = st->parent->u.iter;
    int rc;
    bool end, same;
    if (g->owner != st->src) goto over; /* a later group was asked for: this one is over */
    if (!g->acc) {
        if ((rc = groupby_step(I, g, &end, err))) return rc;
        if (end) goto over;
    }
    if ((rc = py_values_equal(I, st->tgtkey, g->currkey, &same, err))) return rc;
    if (!same) goto over;
    *item = g->acc;
    g->acc = NULL;
    g->currkey = NULL;
    return SL_OK;
over:
    *done = true;
    return SL_OK;
}

static int tuple_of(lang_interp *I, lang_value *const *items, int64_t n, lang_value **out) {
    lang_value *t = lv_seq(I, V_TUPLE, n);
    if (!t) return SL_ERR_LIMIT;
    memcpy(t->u.seq.v, items, (size_t)n * sizeof *items);
    *out = t;
    return SL_OK;
}

/* the next index tuple of a selection (kind 'p' 'c' 'r', r of n), in itertools' order;
 * false at the end */
static bool next_selection(struct lang_iter *st, int64_t n) {
    int64_t r = st->len, *idx = st->idx;
    char kind = st->what;
    if (!st->pos) { /* the first */
        st->pos = 1;
        if (kind != 'r' && r > n) return false;
        if (n == 0 && r > 0) return false;
        for (int64_t i = 0; i < r; i++) idx[i] = kind == 'c' ? i : kind == 'r' ? 0 : i;
        return true;
    }
    if (kind == 'c') {
        int64_t i = r - 1;
        while (i >= 0 && idx[i] == i + n - r) i--;
        if (i < 0) return false;
        idx[i]++;
        for (int64_t j = i + 1; j < r; j++) idx[j] = idx[j - 1] + 1;
        return true;
    }
    if (kind == 'r') {
        int64_t i = r - 1;
        while (i >= 0 && idx[i] == n - 1) i--;
        if (i < 0) return false;
        int64_t v = idx[i] + 1;
        for (int64_t j = i; j < r; j++) idx[j] = v;
        return true;
    }
    /* permutations: the next r-tuple of distinct indices in lexicographic order */
    for (int64_t i = r - 1; i >= 0; i--) {
        for (int64_t cand = idx[i] + 1; cand < n; cand++) {
            bool used = false;
            for (int64_t j = 0; j < i && !used; j++) used = idx[j] == cand;
            if (used) continue;
            idx[i] = cand;
            /* the smallest unused indices after position i */
            int64_t next = 0;
            for (int64_t j = i + 1; j < r; j++) {
                for (;; next++) {
                    bool u = false;
                    for (int64_t q = 0; q < j && !u; q++) u = idx[q] == next;
                    if (!u) break;
                }
                idx[j] = next++;
            }
            return true;
        }
    }
    return false;
}

int py_itertools_next(lang_interp *I, struct lang_iter *st, lang_value **item, bool *done, sl_error *err) {
    int rc;
    bool end;
    lang_value *x;
    *done = false;
    switch (st->kind) {
    case PI_CHAIN:
        for (;;) {
            if (st->fn) { /* the active iterator */
                if ((rc = py_iter_next(I, st->fn, item, &end, err))) return rc;
                if (!end) return SL_OK;
                st->fn = NULL;
            }
            if (!st->src || st->pos >= st->src->u.seq.n) break;
            if ((rc = py_get_iter(I, st->src->u.seq.v[st->pos++], &st->fn, err))) {
                st->src = NULL; /* an argument that is not iterable ends the chain */
                return rc;
            }
        }
        break;
    case PI_ISLICE:
        if (!st->subs) break;
        while (st->pos < st->start) { /* pos: items taken from the source */
            if ((rc = py_iter_next(I, st->subs[0], &x, &end, err))) return rc;
            if (end) goto exhausted;
            st->pos++;
        }
        if (st->stop >= 0 && st->pos >= st->stop) goto exhausted;
        if ((rc = py_iter_next(I, st->subs[0], item, &end, err))) return rc;
        if (end) goto exhausted;
        st->pos++;
        {
            int64_t old = st->start;
            st->start += st->step;
            if (st->start < old || (st->stop >= 0 && st->start > st->stop)) st->start = st->stop >= 0 ? st->stop : INT64_MAX;
        }
        return SL_OK;
    exhausted:
        st->subs = NULL;
        break;
    case PI_COUNT: {
        CHECK_ALLOC(*item = lv_int_shared(I, st->start));
        int64_t nx;
        if (sl_ovf_add(st->start, st->step, &nx)) return lang_unsupported(err, "itertools.count() past 64 bits");
        st->start = nx;
        return SL_OK;
    }
    case PI_CYCLE:
        if (!st->flag) {
            if ((rc = py_iter_next(I, st->subs[0], item, &end, err))) return rc;
            if (!end) return lv_list_append(I, st->acc, *item, err);
            st->flag = true;
        }
        if (st->acc->u.seq.n == 0) break;
        if ((rc = lang_charge_units(I, 1, err))) return rc;
        *item = st->acc->u.seq.v[st->pos++ % st->acc->u.seq.n];
        return SL_OK;
    case PI_REPEAT:
        if (st->len == 0) break;
        if (st->len > 0) st->len--;
        *item = st->fn;
        return SL_OK;
    case PI_ACCUMULATE:
        if (st->src) { /* initial= */
            st->acc = st->src;
            st->src = NULL;
            *item = st->acc;
            return SL_OK;
        }
        if ((rc = py_iter_next(I, st->subs[0], &x, &end, err))) return rc;
        if (end) break;
        if (!st->acc) {
            st->acc = x;
        } else if (st->fn) {
            lang_value *args[2] = {st->acc, x};
            lang_args ca = {.pos = args, .npos = 2};
            if ((rc = lang_call_func(I, st->fn, &ca, &st->acc, err))) return rc;
        } else if ((rc = lang_binop(I, OP_ADD, st->acc, x, &st->acc, err))) {
            return rc;
        }
        *item = st->acc;
        return SL_OK;
    case PI_STARMAP: {
        if ((rc = py_iter_next(I, st->subs[0], &x, &end, err))) return rc;
        if (end) break;
        lang_value *args;
        if ((rc = lang_iterate(I, x, &args, err))) return rc;
        if (args->u.seq.n > MAX_POOLS) return lang_unsupported(err, "starmap() with more than %d arguments", MAX_POOLS);
        lang_args ca = {.pos = args->u.seq.v, .npos = (int32_t)args->u.seq.n};
        return lang_call_func(I, st->fn, &ca, item, err);
    }
    case PI_TAKEWHILE:
    case PI_DROPWHILE:
    case PI_FILTERFALSE:
        for (;;) {
            if (st->kind == PI_TAKEWHILE && st->flag) goto stop;
            if ((rc = lang_charge_units(I, 1, err))) return rc;
            if ((rc = py_iter_next(I, st->subs[0], &x, &end, err))) return rc;
            if (end) goto stop;
            if (st->kind == PI_DROPWHILE && st->flag) {
                *item = x;
                return SL_OK;
            }
            lang_value *res;
            bool t;
            if (st->kind == PI_FILTERFALSE && st->fn->kind == V_NONE) {
                res = x;
            } else {
                lang_args ca = {.pos = &x, .npos = 1};
                if ((rc = lang_call_func(I, st->fn, &ca, &res, err))) return rc;
            }
            if ((rc = py_truth_of(I, res, &t, err))) return rc;
            if (st->kind == PI_TAKEWHILE) {
                if (t) {
                    *item = x;
                    return SL_OK;
                }
                st->flag = true; /* the first false ends it */
                goto stop;
            }
            if (st->kind == PI_DROPWHILE) {
                if (!t) {
                    st->flag = true;
                    *item = x;
                    return SL_OK;
                }
                continue;
            }
            if (!t) {
                *item = x;
                return SL_OK;
            }
        }
    stop:
        break;
    case PI_COMPRESS:
        for (;;) {
            lang_value *sel;
            bool t;
            if ((rc = lang_charge_units(I, 1, err))) return rc;
            if ((rc = py_iter_next(I, st->subs[0], &x, &end, err))) return rc;
            if (end) goto cdone;
            if ((rc = py_iter_next(I, st->subs[1], &sel, &end, err))) return rc;
            if (end) goto cdone;
            if ((rc = py_truth_of(I, sel, &t, err))) return rc;
            if (t) {
                *item = x;
                return SL_OK;
            }
        }
    cdone:
        break;
    case PI_PAIRWISE: {
        if (!st->subs) break;
        if (!st->acc) {
            if ((rc = py_iter_next(I, st->subs[0], &st->acc, &end, err))) return rc;
            if (end) {
                st->subs = NULL;
                break;
            }
        }
        if ((rc = py_iter_next(I, st->subs[0], &x, &end, err))) return rc;
        if (end) {
            st->subs = NULL;
            break;
        }
        lang_value *two[2] = {st->acc, x};
        st->acc = x;
        CHECK_ALLOC(tuple_of(I, two, 2, item) == SL_OK ? *item : NULL);
        return SL_OK;
    }
    case PI_ZIP_LONGEST: {
        if (st->nsubs == 0 || st->len == 0) break;
        lang_value *items[MAX_POOLS];
        for (int32_t i = 0; i < st->nsubs; i++) {
            if (!st->subs[i]) {
                items[i] = st->fn;
                continue;
            }
            if ((rc = py_iter_next(I, st->subs[i], &items[i], &end, err))) return rc;
            if (end) {
                st->subs[i] = NULL;
                if (--st->len == 0) goto zdone;
                items[i] = st->fn;
            }
        }
        CHECK_ALLOC(tuple_of(I, items, st->nsubs, item) == SL_OK ? *item : NULL);
        return SL_OK;
    zdone:
        break;
    }
    case PI_PRODUCT: {
        int32_t np = st->nsubs;
        if (st->flag) break;
        if (!st->pos) {
            st->pos = 1;
            for (int32_t i = 0; i < np; i++)
                if (st->subs[i]->u.seq.n == 0) {
                    st->flag = true;
                    goto pdone;
                }
        } else {
            int32_t i = np - 1;
            for (; i >= 0; i--) {
                if (++st->idx[i] < st->subs[i]->u.seq.n) break;
                st->idx[i] = 0;
            }
            if (i < 0) {
                st->flag = true;
                goto pdone;
            }
        }
        lang_value *items[MAX_POOLS];
        for (int32_t i = 0; i < np; i++) items[i] = st->subs[i]->u.seq.v[st->idx[i]];
        CHECK_ALLOC(tuple_of(I, items, np, item) == SL_OK ? *item : NULL);
        return SL_OK;
    pdone:
        break;
    }
    case PI_SELECT: {
        if (st->flag) break;
        int64_t n = st->src->u.seq.n;
        if ((rc = lang_charge_units(I, st->len, err))) return rc;
        if (!next_selection(st, n)) {
            st->flag = true;
            break;
        }
        lang_value *items[MAX_POOLS];
        for (int64_t i = 0; i < st->len; i++) items[i] = st->src->u.seq.v[st->idx[i]];
        CHECK_ALLOC(tuple_of(I, items, st->len, item) == SL_OK ? *item : NULL);
        return SL_OK;
    }
    case PI_GROUPER:
        return grouper_next(I, st, item, done, err);
    case PI_GROUPBY: {
        /* skip the rest of the current group */
        st->owner = NULL;
        for (;;) {
            if (st->currkey) {
                if (!st->tgtkey) break;
                bool same;
                if ((rc = py_values_equal(I, st->tgtkey, st->currkey, &same, err))) return rc;
                if (!same) break;
            }
            if ((rc = lang_charge_units(I, 1, err))) return rc;
            if ((rc = groupby_step(I, st, &end, err))) return rc;
            if (end) goto gdone;
        }
        st->tgtkey = st->currkey;
        lang_value *gr = new_it(I, "_grouper", PI_GROUPER);
        CHECK_ALLOC(gr);
        gr->u.iter->tgtkey = st->tgtkey;
        gr->u.iter->src = gr; /* its identity, which the groupby's owner names */
        st->owner = gr;
        lang_value *two[2] = {st->currkey, gr};
        gr->u.iter->parent = st->parent;
        CHECK_ALLOC(tuple_of(I, two, 2, item) == SL_OK ? *item : NULL);
        return SL_OK;
    gdone:
        break;
    }
    default:
        return lang_unsupported(err, "advancing this iterator");
    }
    *done = true;
    return SL_OK;
}
