/*
 * py_parse_expr.c — parsing expressions: items and subscripts, comprehensions, call
 * arguments, yield, atoms and displays, primaries (calls, attributes, subscripts), the
 * operator precedence ladder, comparisons, not / and / or, lambda and the conditional
 * expression.  Strings and f-strings are py_parse_fstr.c.
 */
#include "lang/python/py.h"

#include <string.h>

#include "lang/python/py_parse_internal.h"

static int parse_item(parser *P, bool allow_star, lang_node **out) {
    lang_tok *t = pyp_peek(P);
    if (!allow_star || !pyp_is_op(t, "*")) return pyp_parse_test(P, out);
    P->p++;
    lang_node *s = pyp_node(P, N_STARRED, t);
    if (!s) return pyp_nomem(P);
    int rc = pyp_parse_expr_bitor(P, &s->a);
    if (rc) return rc;
    pyp_finish(P, s);
    *out = s;
    return SL_OK;
}

/* test (',' test)* [','] → a tuple when there is a comma; star_ok allows *x */
int pyp_parse_testlist(parser *P, lang_node **out, bool allow_star) {
    lang_tok *t0 = pyp_peek(P);
    lang_node *first = NULL;
    int rc;
    if ((rc = parse_item(P, allow_star, &first))) return rc;
    if (!pyp_is_op(pyp_peek(P), ",")) {
        *out = first;
        return SL_OK;
    }
    lang_node *tup = pyp_node(P, N_TUPLE, t0);
    if (!tup) return pyp_nomem(P);
    nlist l = {0};
    if ((rc = pyp_nl_push(P, &l, first, NULL, NULL))) return rc;
    while (pyp_accept_op(P, ",")) {
        lang_tok *t = pyp_peek(P);
        if (t->kind == TK_NEWLINE || t->kind == TK_EOF || pyp_is_op(t, "=") || pyp_is_op(t, ")") ||
            pyp_is_op(t, "]") || pyp_is_op(t, "}") || pyp_is_op(t, ":") || pyp_is_kw(t, "in") ||
            (t->kind == TK_OP && strlen(t->op) >= 2 && t->op[strlen(t->op) - 1] == '=' &&
             strcmp(t->op, "==") && strcmp(t->op, "<=") && strcmp(t->op, ">=") &&
             strcmp(t->op, "!=")))
            break;
        lang_node *e = NULL;
        if ((rc = parse_item(P, allow_star, &e))) return rc;
        if ((rc = pyp_nl_push(P, &l, e, NULL, NULL))) return rc;
    }
    tup->items = l.v;
    tup->nitems = l.n;
    pyp_finish(P, tup);
    *out = tup;
    return SL_OK;
}

/* One subscript item: test or slice. */
static int parse_subscript_item(parser *P, lang_node **out) {
    lang_tok *t0 = pyp_peek(P);
    lang_node *lo = NULL;
    int rc;
    if (!pyp_is_op(t0, ":")) {
        if ((rc = pyp_parse_test(P, &lo))) return rc;
        if (!pyp_is_op(pyp_peek(P), ":")) {
            *out = lo;
            return SL_OK;
        }
    }
    lang_node *s = pyp_node(P, N_SLICE, t0);
    if (!s) return pyp_nomem(P);
    s->a = lo;
    P->p++; /* ':' */
    lang_tok *t = pyp_peek(P);
    if (!pyp_is_op(t, ":") && !pyp_is_op(t, "]") && !pyp_is_op(t, ",")) {
        if ((rc = pyp_parse_test(P, &s->b))) return rc;
    }
    if (pyp_accept_op(P, ":")) {
        t = pyp_peek(P);
        if (!pyp_is_op(t, "]") && !pyp_is_op(t, ",")) {
            if ((rc = pyp_parse_test(P, &s->c))) return rc;
        }
    }
    pyp_finish(P, s);
    *out = s;
    return SL_OK;
}


/* a yield in an expression (not entering lambdas): CPython rejects one in a comprehension */
static bool expr_has_yield(const lang_node *n, int depth) {
    if (!n || depth > 200) return false;
    if (n->kind == N_YIELD) return true;
    if (n->kind == N_LAMBDA) return false;
    if (expr_has_yield(n->a, depth + 1) || expr_has_yield(n->b, depth + 1) || expr_has_yield(n->c, depth + 1))
        return true;
    for (int32_t k = 0; k < n->nitems; k++)
        if (expr_has_yield(n->items[k], depth + 1)) return true;
    for (int32_t k = 0; k < n->nitems2 && n->kind != S_DEF; k++)
        if (expr_has_yield(n->items2[k], depth + 1)) return true;
    return false;
}

/* `for target in iter [if cond]...` after the element `elt` */
static int parse_comprehension(parser *P, lang_node *elt, const lang_tok *t0, lang_node **out) {
    int rc;
    lang_node *c = pyp_node(P, N_LISTCOMP, t0);
    if (!c) return pyp_nomem(P);
    c->a = elt;
    P->p++; /* 'for' */
    nlist tl = {0};
    lang_tok *tt = pyp_peek(P);
    for (;;) {
        lang_node *e = NULL;
        if ((rc = pyp_parse_expr_bitor(P, &e))) return rc;
        if ((rc = pyp_nl_push(P, &tl, e, NULL, NULL))) return rc;
        if (!pyp_accept_op(P, ",")) break;
        if (pyp_is_kw(pyp_peek(P), "in")) break;
    }
    if (tl.n == 1) {
        c->b = tl.v[0];
    } else {
        c->b = pyp_node(P, N_TUPLE, tt);
        if (!c->b) return pyp_nomem(P);
        c->b->items = tl.v;
        c->b->nitems = tl.n;
    }
    if ((rc = pyp_check_target(P, c->b, false))) return rc;
    if (!pyp_accept_kw(P, "in")) return pyp_syntax(P, "invalid syntax");
    if ((rc = pyp_parse_boolop(P, true, &c->c))) return rc;
    nlist conds = {0};
    while (pyp_accept_kw(P, "if")) {
        lang_node *e = NULL;
        if ((rc = pyp_parse_boolop(P, true, &e))) return rc;
        if ((rc = pyp_nl_push(P, &conds, e, NULL, NULL))) return rc;
    }
    c->items = conds.v;
    c->nitems = conds.n;
    bool y = expr_has_yield(elt, 0);
    for (int32_t k = 0; k < conds.n && !y; k++) y = expr_has_yield(conds.v[k], 0);
    if (y) return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: yield inside a comprehension");
    if (pyp_is_kw(pyp_peek(P), "for")) {
        /* a further `for` clause runs inside this one: it becomes this clause's element
         * (ival 1), the element proper moving to the innermost clause */
        lang_node *inner;
        if ((rc = parse_comprehension(P, elt, pyp_peek(P), &inner))) return rc;
        c->a = inner;
        c->ival = 1;
    }
    pyp_finish(P, c);
    *out = c;
    return SL_OK;
}

/* A call's arguments: positional ones (`*x` among them) in items, keywords in items2 with
 * their names; a `**m` is a keyword entry whose name is NULL (ival bit 1 marks a call that
 * has one, bit 2 one whose only positional argument is a `*x`), kept in its place among the keywords, since they are evaluated and merged in the
 * order written (py_eval_expr.c).  CPython's rules of order: a positional argument may not
 * follow a keyword or a `**`, a `*x` may follow a keyword but not a `**`. */
static int parse_call_args(parser *P, lang_node *call) {
    nlist pos = {0}, kw = {0};
    int rc;
    bool dstar = false;
    while (!pyp_is_op(pyp_peek(P), ")")) {
        lang_tok *t = pyp_peek(P);
        if (t->kind == TK_NAME && pyp_is_op(pyp_peek_at(P, 1), "=")) {
            if (pyp_is_keyword(t->str)) return pyp_syntax(P, "invalid syntax");
            for (int32_t k = 0; k < kw.n; k++)
                if (kw.names[k] && !strcmp(kw.names[k], t->str)) {
                    char msg[300];
                    snprintf(msg, sizeof msg, "keyword argument repeated: %.250s", t->str);
                    return pyp_syntax_at(P, t, msg);
                }
            P->p += 2;
            lang_node *v = NULL;
            if ((rc = pyp_parse_test(P, &v))) return rc;
            if ((rc = pyp_nl_push(P, &kw, v, t->str, NULL))) return rc;
        } else if (pyp_is_op(t, "**")) {
            P->p++;
            lang_node *v = NULL;
            if ((rc = pyp_parse_test(P, &v))) return rc;
            if ((rc = pyp_nl_push(P, &kw, v, NULL, NULL))) return rc;
            dstar = true;
        } else {
            if (pyp_is_op(t, "*") ? dstar : kw.n)
                return pyp_syntax(P, pyp_is_op(t, "*") ? "iterable argument unpacking follows keyword argument unpacking"
                                     : dstar ? "positional argument follows keyword argument unpacking"
                                             : "positional argument follows keyword argument");
            lang_node *v = NULL;
            if (pyp_is_op(t, "*")) {
                P->p++;
                v = pyp_node(P, N_STARRED, t);
                if (!v) return pyp_nomem(P);
                if ((rc = pyp_parse_test(P, &v->a))) return rc;
                pyp_finish(P, v);
            } else if ((rc = pyp_parse_test(P, &v))) {
                return rc;
            }
            if (pyp_is_kw(pyp_peek(P), "for")) {
                if (pos.n || kw.n) return pyp_syntax(P, "Generator expression must be parenthesized");
                if ((rc = parse_comprehension(P, v, t, &v))) return rc;
                v->name = "gen";
                if (!pyp_is_op(pyp_peek(P), ")")) return pyp_syntax(P, "Generator expression must be parenthesized");
            }
            if ((rc = pyp_nl_push(P, &pos, v, NULL, NULL))) return rc;
        }
        if (!pyp_accept_op(P, ",")) break;
    }
    if ((rc = pyp_expect_op(P, ")"))) return rc;
    call->items = pos.v;
    call->nitems = pos.n;
    call->items2 = kw.v;
    call->names = kw.names;
    call->nitems2 = kw.n;
    /* (the evaluator's slow path: a `**m`, or a lone `*x` taken after the keywords) */
    call->ival = (dstar ? 1 : 0) | (pos.n == 1 && pos.v[0]->kind == N_STARRED ? 2 : 0);
    return SL_OK;
}


static int parse_yield(parser *P, lang_node **out) {
    lang_tok *t = pyp_peek(P);
    int rc;
    P->p++;
    if (!P->cur_def) return pyp_syntax_at(P, t, "'yield' outside function");
    if (!strcmp(P->cur_def->name, "<lambda>"))
        return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: yield in a lambda");
    P->cur_def->is_gen = true;
    lang_node *y = pyp_node(P, N_YIELD, t);
    if (!y) return pyp_nomem(P);
    if (pyp_accept_kw(P, "from")) {
        y->ival = 1;
        if ((rc = pyp_parse_test(P, &y->a))) return rc;
    } else {
        lang_tok *n = pyp_peek(P);
        if (!(n->kind == TK_NEWLINE || n->kind == TK_EOF || n->kind == TK_DEDENT || pyp_is_op(n, ")") ||
              pyp_is_op(n, "]") || pyp_is_op(n, "}") || pyp_is_op(n, ";") || pyp_is_op(n, "=") || pyp_is_op(n, ",")) &&
            (rc = pyp_parse_testlist(P, &y->a, false)))
            return rc;
    }
    pyp_finish(P, y);
    *out = y;
    return SL_OK;
}

static int parse_atom(parser *P, lang_node **out) {
    lang_tok *t = pyp_peek(P);
    int rc;
    lang_node *nd = NULL;
    switch (t->kind) {
    case TK_INT:
        P->p++;
        if (!(nd = pyp_node(P, N_INT, t))) return pyp_nomem(P);
        nd->ival = t->ival;
        if (t->raw) { /* past int64: the literal's text (py_lex.c) */
            nd->name = t->str;
            nd->str_len = t->str_len;
        }
        *out = nd;
        return SL_OK;
    case TK_FLOAT:
        P->p++;
        if (!(nd = pyp_node(P, N_FLOAT, t))) return pyp_nomem(P);
        nd->fval = t->fval;
        nd->ival = t->ival; /* 1: an imaginary literal */
        *out = nd;
        return SL_OK;
    case TK_STR: return pyp_parse_strings(P, out);
    case TK_NAME:
        if (!strcmp(t->str, "True") || !strcmp(t->str, "False") || !strcmp(t->str, "None")) {
            P->p++;
            nd = pyp_node(P, t->str[0] == 'T' ? N_TRUE : t->str[0] == 'F' ? N_FALSE : N_NONE, t);
            if (!nd) return pyp_nomem(P);
            *out = nd;
            return SL_OK;
        }
        if (!strcmp(t->str, "yield")) return parse_yield(P, out);
        if (!strcmp(t->str, "await")) {
            return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: %s", t->str);
        }
        if (pyp_is_keyword(t->str)) return pyp_syntax(P, "invalid syntax");
        P->p++;
        if (!(nd = pyp_node(P, N_NAME, t))) return pyp_nomem(P);
        nd->name = t->str;
        *out = nd;
        return SL_OK;
    case TK_OP:
        if (pyp_is_op(t, "...")) {
            P->p++;
            if (!(nd = pyp_node(P, N_ELLIPSIS, t))) return pyp_nomem(P);
            *out = nd;
            return SL_OK;
        }
        if (pyp_is_op(t, "(")) {
            P->p++;
            if (pyp_accept_op(P, ")")) {
                if (!(nd = pyp_node(P, N_TUPLE, t))) return pyp_nomem(P);
                pyp_finish(P, nd);
                *out = nd;
                return SL_OK;
            }
            if ((rc = pyp_enter(P))) return rc;
            lang_node *inner = NULL;
            if ((rc = pyp_parse_testlist(P, &inner, true))) return rc;
            if (pyp_is_kw(pyp_peek(P), "for") && inner->kind != N_TUPLE) {
                if ((rc = parse_comprehension(P, inner, t, &inner))) return rc;
                inner->name = "gen";
            }
            if ((rc = pyp_expect_op(P, ")"))) return rc;
            P->nest--;
            if (inner->kind == N_NAMEDEXPR) inner->ival = 1;
            if (inner->kind == N_TUPLE) {
                inner->off = t->off;
                inner->line = t->line;
                inner->col = t->col;
                pyp_finish(P, inner);
            }
            *out = inner;
            return SL_OK;
        }
        if (pyp_is_op(t, "[")) {
            P->p++;
            if ((rc = pyp_enter(P))) return rc;
            if (!(nd = pyp_node(P, N_LIST, t))) return pyp_nomem(P);
            nlist l = {0};
            while (!pyp_is_op(pyp_peek(P), "]")) {
                lang_node *e = NULL;
                lang_tok *st = pyp_peek(P);
                /* [*a, b, *c]: the items of a and c spliced in */
                if ((rc = parse_item(P, true, &e))) return rc;
                if (pyp_is_kw(pyp_peek(P), "for") && e->kind == N_STARRED)
                    return pyp_syntax_at(P, st, "iterable unpacking cannot be used in comprehension");
                if (pyp_is_kw(pyp_peek(P), "for") && l.n == 0) {
                    if ((rc = parse_comprehension(P, e, t, &e))) return rc;
                    if ((rc = pyp_expect_op(P, "]"))) return rc;
                    P->nest--;
                    *out = e;
                    return SL_OK;
                }
                if ((rc = pyp_nl_push(P, &l, e, NULL, NULL))) return rc;
                if (!pyp_accept_op(P, ",")) break;
            }
            if ((rc = pyp_expect_op(P, "]"))) return rc;
            P->nest--;
            nd->items = l.v;
            nd->nitems = l.n;
            pyp_finish(P, nd);
            *out = nd;
            return SL_OK;
        }
        if (pyp_is_op(t, "{")) {
            P->p++;
            if ((rc = pyp_enter(P))) return rc;
            if (!(nd = pyp_node(P, N_DICT, t))) return pyp_nomem(P);
            nlist keys = {0}, vals = {0};
            while (!pyp_is_op(pyp_peek(P), "}")) {
                lang_node *k, *v;
                if (nd->kind == N_DICT && pyp_is_op(pyp_peek(P), "**")) {
                    /* {**m, ...}: m's pairs merged in (an N_STARRED in the key slot) */
                    lang_node *m = pyp_node(P, N_STARRED, pyp_peek(P));
                    if (!m) return pyp_nomem(P);
                    P->p++;
                    if ((rc = pyp_parse_expr_bitor(P, &m->a))) return rc;
                    pyp_finish(P, m);
                    if ((rc = pyp_nl_push(P, &keys, m, NULL, NULL)) || (rc = pyp_nl_push(P, &vals, m, NULL, NULL))) return rc;
                    if (!pyp_accept_op(P, ",")) break;
                    continue;
                }
                if (pyp_is_op(pyp_peek(P), "*") && keys.n == 0 && nd->kind == N_DICT) nd->kind = N_SET;
                if ((rc = parse_item(P, nd->kind == N_SET, &k))) return rc;
                if (keys.n == 0 && nd->kind == N_DICT && !pyp_is_op(pyp_peek(P), ":")) nd->kind = N_SET;
                if (nd->kind == N_SET) {
                    /* a set display {a, b, *c}, or the set comprehension {e for ...} */
                    if (pyp_is_kw(pyp_peek(P), "for") && keys.n == 0 && k->kind != N_STARRED) {
                        if ((rc = parse_comprehension(P, k, t, &k))) return rc;
                        k->name = "set";
                        if ((rc = pyp_expect_op(P, "}"))) return rc;
                        P->nest--;
                        *out = k;
                        return SL_OK;
                    }
                    if ((rc = pyp_nl_push(P, &keys, k, NULL, NULL))) return rc;
                    if (!pyp_accept_op(P, ",")) break;
                    continue;
                }
                if ((rc = pyp_expect_op(P, ":"))) return rc;
                if ((rc = pyp_parse_test(P, &v))) return rc;
                if (pyp_is_kw(pyp_peek(P), "for") && keys.n == 0) {
                    /* the dict comprehension {k: v for ...}: the value rides on the
                     * outermost clause (items2) */
                    if ((rc = parse_comprehension(P, k, t, &k))) return rc;
                    k->name = "dict";
                    k->items2 = lang_alloc(P->A, sizeof(lang_node *));
                    if (!k->items2) return pyp_nomem(P);
                    k->items2[0] = v;
                    k->nitems2 = 1;
                    if ((rc = pyp_expect_op(P, "}"))) return rc;
                    P->nest--;
                    *out = k;
                    return SL_OK;
                }
                if ((rc = pyp_nl_push(P, &keys, k, NULL, NULL))) return rc;
                if ((rc = pyp_nl_push(P, &vals, v, NULL, NULL))) return rc;
                if (!pyp_accept_op(P, ",")) break;
            }
            if ((rc = pyp_expect_op(P, "}"))) return rc;
            P->nest--;
            nd->items = keys.v;
            nd->nitems = keys.n;
            nd->items2 = vals.v;
            nd->nitems2 = vals.n;
            pyp_finish(P, nd);
            *out = nd;
            return SL_OK;
        }
        break;
    case TK_NEWLINE:
    case TK_EOF:
        return pyp_syntax(P, "invalid syntax");
    default:
        if (t->kind == TK_INDENT) return pyp_syntax_at(P, t, "unexpected indent");
        break;
    }
    return pyp_syntax(P, "invalid syntax");
}

static int parse_primary(parser *P, lang_node **out) {
    int rc;
    lang_node *e = NULL;
    if ((rc = parse_atom(P, &e))) return rc;
    for (;;) {
        lang_tok *t = pyp_peek(P);
        if (pyp_is_op(t, ".")) {
            P->p++;
            lang_tok *nm = pyp_peek(P);
            if (nm->kind != TK_NAME || pyp_is_keyword(nm->str)) return pyp_syntax(P, "invalid syntax");
            P->p++;
            lang_node *a = pyp_node(P, N_ATTR, t);
            if (!a) return pyp_nomem(P);
            a->off = e->off;
            a->line = e->line;
            a->col = e->col;
            a->op_off = t->off;
            a->a = e;
            a->name = nm->str;
            pyp_finish(P, a);
            e = a;
        } else if (pyp_is_op(t, "(")) {
            P->p++;
            if ((rc = pyp_enter(P))) return rc;
            lang_node *c = pyp_node(P, N_CALL, t);
            if (!c) return pyp_nomem(P);
            c->off = e->off;
            c->line = e->line;
            c->col = e->col;
            /* a method call's own text starts at its '.', a plain call at the callee */
            c->op_off = e->kind == N_ATTR && e->a->kind != N_NAME && e->a->kind != N_ATTR
                            ? e->op_off
                            : e->off;
            c->a = e;
            if ((rc = parse_call_args(P, c))) return rc;
            P->nest--;
            pyp_finish(P, c);
            e = c;
        } else if (pyp_is_op(t, "[")) {
            P->p++;
            if ((rc = pyp_enter(P))) return rc;
            lang_node *s = pyp_node(P, N_SUBSCRIPT, t);
            if (!s) return pyp_nomem(P);
            s->off = e->off;
            s->line = e->line;
            s->col = e->col;
            s->op_off = t->off;
            s->a = e;
            /* items, with a tuple when there is a comma */
            lang_tok *t0 = pyp_peek(P);
            if (pyp_is_op(t0, "]")) return pyp_syntax(P, "invalid syntax");
            lang_node *first = NULL;
            if ((rc = parse_subscript_item(P, &first))) return rc;
            if (pyp_is_op(pyp_peek(P), ",")) {
                lang_node *tup = pyp_node(P, N_TUPLE, t0);
                if (!tup) return pyp_nomem(P);
                nlist l = {0};
                if ((rc = pyp_nl_push(P, &l, first, NULL, NULL))) return rc;
                while (pyp_accept_op(P, ",")) {
                    if (pyp_is_op(pyp_peek(P), "]")) break;
                    lang_node *it = NULL;
                    if ((rc = parse_subscript_item(P, &it))) return rc;
                    if ((rc = pyp_nl_push(P, &l, it, NULL, NULL))) return rc;
                }
                tup->items = l.v;
                tup->nitems = l.n;
                pyp_finish(P, tup);
                first = tup;
            }
            if ((rc = pyp_expect_op(P, "]"))) return rc;
            P->nest--;
            s->b = first;
            pyp_finish(P, s);
            e = s;
        } else {
            break;
        }
    }
    *out = e;
    return SL_OK;
}

static int parse_unary(parser *P, lang_node **out);

static int parse_power(parser *P, lang_node **out) {
    int rc;
    lang_node *base = NULL;
    if ((rc = parse_primary(P, &base))) return rc;
    lang_tok *t = pyp_peek(P);
    if (pyp_is_op(t, "**")) {
        P->p++;
        if ((rc = pyp_enter(P))) return rc;
        lang_node *b = pyp_node(P, N_BINOP, t);
        if (!b) return pyp_nomem(P);
        b->off = base->off;
        b->line = base->line;
        b->col = base->col;
        b->op = OP_POW;
        b->a = base;
        if ((rc = parse_unary(P, &b->b))) return rc;
        P->nest--;
        pyp_finish(P, b);
        *out = b;
        return SL_OK;
    }
    *out = base;
    return SL_OK;
}

static int parse_unary(parser *P, lang_node **out) {
    lang_tok *t = pyp_peek(P);
    lang_op op = pyp_is_op(t, "-") ? OP_NEG : pyp_is_op(t, "+") ? OP_POS : pyp_is_op(t, "~") ? OP_INVERT
                                                                                : OP_NONE;
    if (op == OP_NONE) return parse_power(P, out);
    P->p++;
    int rc;
    if ((rc = pyp_enter(P))) return rc;
    lang_node *u = pyp_node(P, N_UNARY, t);
    if (!u) return pyp_nomem(P);
    u->op = op;
    if ((rc = parse_unary(P, &u->a))) return rc;
    P->nest--;
    pyp_finish(P, u);
    *out = u;
    return SL_OK;
}

typedef struct binlevel {
    const char *ops[6];
    lang_op codes[6];
} binlevel;
static const binlevel LEVELS[] = {
    {{"|"}, {OP_BITOR}},
    {{"^"}, {OP_BITXOR}},
    {{"&"}, {OP_BITAND}},
    {{"<<", ">>"}, {OP_LSHIFT, OP_RSHIFT}},
    {{"+", "-"}, {OP_ADD, OP_SUB}},
    {{"*", "/", "//", "%", "@"}, {OP_MUL, OP_DIV, OP_FLOORDIV, OP_MOD, OP_MATMUL}},
};

static int parse_level(parser *P, int level, lang_node **out) {
    if (level == (int)SL_ARRAY_LEN(LEVELS)) return parse_unary(P, out);
    int rc;
    lang_node *lhs = NULL;
    if ((rc = parse_level(P, level + 1, &lhs))) return rc;
    for (;;) {
        lang_tok *t = pyp_peek(P);
        lang_op op = OP_NONE;
        for (int k = 0; k < 6 && LEVELS[level].ops[k]; k++)
            if (pyp_is_op(t, LEVELS[level].ops[k])) op = LEVELS[level].codes[k];
        if (op == OP_NONE) break;
        P->p++;
        lang_node *b = pyp_node(P, N_BINOP, t);
        if (!b) return pyp_nomem(P);
        b->off = lhs->off;
        b->line = lhs->line;
        b->col = lhs->col;
        b->op = op;
        b->a = lhs;
        if ((rc = parse_level(P, level + 1, &b->b))) return rc;
        pyp_finish(P, b);
        lhs = b;
    }
    *out = lhs;
    return SL_OK;
}

int pyp_parse_expr_bitor(parser *P, lang_node **out) { return parse_level(P, 0, out); }

static lang_op comp_op(parser *P) {
    lang_tok *t = pyp_peek(P);
    if (t->kind == TK_OP) {
        if (t->op[0] != '<' && t->op[0] != '>' && t->op[0] != '=' && t->op[0] != '!') return OP_NONE;
        static const char *const s[] = {"<", "<=", ">", ">=", "==", "!="};
        static const lang_op c[] = {OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE};
        for (int k = 0; k < 6; k++)
            if (!strcmp(t->op, s[k])) {
                P->p++;
                return c[k];
            }
        return OP_NONE;
    }
    if (pyp_is_kw(t, "in")) {
        P->p++;
        return OP_IN;
    }
    if (pyp_is_kw(t, "not") && pyp_is_kw(pyp_peek_at(P, 1), "in")) {
        P->p += 2;
        return OP_NOTIN;
    }
    if (pyp_is_kw(t, "is")) {
        P->p++;
        if (pyp_accept_kw(P, "not")) return OP_ISNOT;
        return OP_IS;
    }
    return OP_NONE;
}

static int parse_comparison(parser *P, lang_node **out) {
    int rc;
    lang_node *first = NULL;
    if ((rc = pyp_parse_expr_bitor(P, &first))) return rc;
    lang_tok *t = pyp_peek(P);
    lang_op op = comp_op(P);
    if (op == OP_NONE) {
        *out = first;
        return SL_OK;
    }
    lang_node *c = pyp_node(P, N_COMPARE, t);
    if (!c) return pyp_nomem(P);
    c->off = first->off;
    c->line = first->line;
    c->col = first->col;
    nlist l = {0};
    lang_op local[64], *ops = local;
    int32_t nops = 0, cap = 64;
    if ((rc = pyp_nl_push(P, &l, first, NULL, NULL))) return rc;
    while (op != OP_NONE) {
        if (nops == cap) { /* CPython's Compare has any number of operators */
            if (cap >= (INT32_MAX >> 2)) return pyp_nomem(P);
            lang_op *grown = lang_alloc(P->A, (size_t)cap * 2 * sizeof *grown);
            if (!grown) return pyp_nomem(P);
            memcpy(grown, ops, (size_t)nops * sizeof *grown);
            ops = grown;
            cap *= 2;
        }
        ops[nops++] = op;
        lang_node *e = NULL;
        if ((rc = pyp_parse_expr_bitor(P, &e))) return rc;
        if ((rc = pyp_nl_push(P, &l, e, NULL, NULL))) return rc;
        op = comp_op(P);
    }
    c->items = l.v;
    c->nitems = l.n;
    c->ops = lang_alloc(P->A, (size_t)nops * sizeof(lang_op));
    if (!c->ops) return pyp_nomem(P);
    memcpy(c->ops, ops, (size_t)nops * sizeof(lang_op));
    pyp_finish(P, c);
    *out = c;
    return SL_OK;
}

static int parse_not(parser *P, lang_node **out) {
    lang_tok *t = pyp_peek(P);
    if (pyp_is_kw(t, "not")) {
        P->p++;
        int rc;
        if ((rc = pyp_enter(P))) return rc;
        lang_node *n = pyp_node(P, N_NOT, t);
        if (!n) return pyp_nomem(P);
        if ((rc = parse_not(P, &n->a))) return rc;
        P->nest--;
        pyp_finish(P, n);
        *out = n;
        return SL_OK;
    }
    return parse_comparison(P, out);
}

int pyp_parse_boolop(parser *P, bool is_or, lang_node **out) {
    int rc;
    lang_node *lhs = NULL;
    if ((rc = is_or ? pyp_parse_boolop(P, false, &lhs) : parse_not(P, &lhs))) return rc;
    while (pyp_is_kw(pyp_peek(P), is_or ? "or" : "and")) {
        lang_tok *t = pyp_peek(P);
        P->p++;
        lang_node *b = pyp_node(P, N_BOOLOP, t);
        if (!b) return pyp_nomem(P);
        b->off = lhs->off;
        b->line = lhs->line;
        b->col = lhs->col;
        b->op = is_or ? OP_OR : OP_AND;
        b->a = lhs;
        if ((rc = is_or ? pyp_parse_boolop(P, false, &b->b) : parse_not(P, &b->b))) return rc;
        pyp_finish(P, b);
        lhs = b;
    }
    *out = lhs;
    return SL_OK;
}

/* Parameters of a def (up to ')') or a lambda (up to ':'): positional-or-keyword names
 * with optional defaults, then `*args` or a bare `*`, keyword-only names, `**kwargs`.
 * The S_DEF node gets names / items2 (default expressions, NULL when required) /
 * nitems2 for every named parameter, ival = how many of them are positional, and
 * names2 = {varargs name, varkw name} (NULL entries when absent). */
int pyp_parse_params(parser *P, lang_node *d, const char *close) {
    nlist params = {0};
    bool seen_default = false, star = false;
    const char *varargs = NULL, *varkw = NULL;
    int64_t npos = -1;
    int rc;
    while (!pyp_is_op(pyp_peek(P), close)) {
        lang_tok *pn = pyp_peek(P);
        if (pn->kind == TK_EOF || pn->kind == TK_NEWLINE) return pyp_syntax(P, "invalid syntax");
        if (varkw) return pyp_syntax(P, "arguments cannot follow var-keyword argument");
        if (pyp_is_op(pn, "**")) {
            P->p++;
            lang_tok *nm = pyp_peek(P);
            if (nm->kind != TK_NAME || pyp_is_keyword(nm->str)) return pyp_syntax(P, "invalid syntax");
            varkw = nm->str;
            P->p++;
        } else if (pyp_is_op(pn, "*")) {
            if (star) return pyp_syntax(P, "* argument may appear only once");
            P->p++;
            star = true;
            npos = params.n;
            lang_tok *nm = pyp_peek(P);
            if (nm->kind == TK_NAME && !pyp_is_keyword(nm->str)) {
                varargs = nm->str;
                P->p++;
            } else if (pyp_is_op(nm, close) || (pyp_is_op(nm, ",") && pyp_is_op(pyp_peek_at(P, 1), "**"))) {
                return pyp_syntax(P, "named arguments must follow bare *");
            }
        } else if (pn->kind != TK_NAME || pyp_is_keyword(pn->str)) {
            return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: this kind of function parameter");
        } else {
            P->p++;
            lang_node *def = NULL;
            if (pyp_is_op(pyp_peek(P), ":") && close[0] == ')')
                return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: parameter annotations");
            if (pyp_accept_op(P, "=")) {
                if ((rc = pyp_parse_test(P, &def))) return rc;
                if (!star) seen_default = true;
            } else if (seen_default && !star) {
                return pyp_syntax(P, "non-default argument follows default argument");
            }
            for (int32_t k = 0; k < params.n; k++)
                if (!strcmp(params.names[k], pn->str))
                    return pyp_syntax(P, "duplicate argument in function definition");
            if ((rc = pyp_nl_push(P, &params, def, pn->str, NULL))) return rc;
        }
        if (!pyp_accept_op(P, ",")) break;
    }
    d->names = params.names;
    d->items2 = params.v;
    d->nitems2 = params.n;
    d->ival = npos < 0 ? params.n : npos;
    if (varargs || varkw) {
        d->names2 = lang_alloc(P->A, 2 * sizeof(const char *));
        if (!d->names2) return pyp_nomem(P);
        d->names2[0] = varargs;
        d->names2[1] = varkw;
    }
    return SL_OK;
}

/* lambda a, b=1: expr  ->  an S_DEF node whose body is `return expr` */
static int parse_lambda(parser *P, lang_node **out) {
    lang_tok *t = pyp_peek(P);
    P->p++;
    int rc;
    lang_node *d = pyp_node(P, S_DEF, t);
    if (!d) return pyp_nomem(P);
    d->name = "<lambda>";
    if ((rc = pyp_parse_params(P, d, ":"))) return rc;
    if ((rc = pyp_expect_op(P, ":"))) return rc;
    lang_node *ret = pyp_node(P, S_RETURN, pyp_peek(P));
    if (!ret) return pyp_nomem(P);
    lang_node *outer = P->cur_def;
    P->cur_def = d;
    if ((rc = pyp_parse_test(P, &ret->a))) return rc;
    P->cur_def = outer;
    d->items = lang_alloc(P->A, sizeof(lang_node *));
    if (!d->items) return pyp_nomem(P);
    d->items[0] = ret;
    d->nitems = 1;
    lang_node *lam = pyp_node(P, N_LAMBDA, t);
    if (!lam) return pyp_nomem(P);
    lam->a = d;
    pyp_finish(P, lam);
    *out = lam;
    return SL_OK;
}

int pyp_parse_test(parser *P, lang_node **out) {
    int rc;
    if ((rc = pyp_enter(P))) return rc;
    lang_node *e = NULL;
    lang_tok *t0 = pyp_peek(P);
    if (t0->kind == TK_INT || t0->kind == TK_FLOAT) {
        /* a number that ends the argument or item (`f(2, 4)`): the ladder of levels below
         * would give its atom, after a test for an operator at each */
        const lang_tok *nx = pyp_peek_at(P, 1);
        if (nx->kind == TK_OP && (nx->op[0] == ',' || nx->op[0] == ')') && !nx->op[1]) {
            if ((rc = parse_atom(P, out))) return rc;
            P->nest--;
            return SL_OK;
        }
    }
    if (pyp_is_kw(pyp_peek(P), "lambda")) {
        if ((rc = parse_lambda(P, out))) return rc;
        P->nest--;
        return SL_OK;
    }
    if ((rc = pyp_parse_boolop(P, true, &e))) return rc;
    if (pyp_is_op(pyp_peek(P), ":=") && e->kind == N_NAME) {
        lang_tok *t = pyp_peek(P);
        P->p++;
        lang_node *w = pyp_node(P, N_NAMEDEXPR, t);
        if (!w) return pyp_nomem(P);
        w->off = e->off;
        w->line = e->line;
        w->col = e->col;
        w->name = e->name;
        if ((rc = pyp_parse_test(P, &w->a))) return rc;
        pyp_finish(P, w);
        P->nest--;
        *out = w;
        return SL_OK;
    }
    if (pyp_is_kw(pyp_peek(P), "if")) {
        lang_tok *t = pyp_peek(P);
        P->p++;
        lang_node *c = pyp_node(P, N_IFEXP, t);
        if (!c) return pyp_nomem(P);
        c->off = e->off;
        c->line = e->line;
        c->col = e->col;
        c->b = e;
        if ((rc = pyp_parse_boolop(P, true, &c->a))) return rc;
        if (!pyp_accept_kw(P, "else")) return pyp_syntax(P, "expected 'else' after 'if' expression");
        if ((rc = pyp_parse_test(P, &c->c))) return rc;
        pyp_finish(P, c);
        e = c;
    }
    P->nest--;
    *out = e;
    return SL_OK;
}
