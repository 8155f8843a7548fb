/*
 * py_parse.c — recursive-descent parser of the snippet language: token helpers, the
 * nesting bound and the entry points.
 *
 * Input is the token array of py_lex.c; output is an AST of lang_node (lang/python/py.h) in the
 * run's arena.  The grammar is Python 3's, cut down: expressions with Python's
 * precedence ladder (conditional, or, and, not, chained comparisons, | ^ &, shifts,
 * + -, * / // % @, unary, ** which binds tighter than a unary minus on its left),
 * primaries with calls (positional, keyword, *args), attribute access and subscripts
 * (slices `a:b:c`, tuples of them), literals and displays, f-strings; statements:
 * expression, (chained / tuple) assignment, augmented assignment, pass, break, continue,
 * return, raise, del, assert, global, import, from-import, if/elif/else, for/else,
 * while/else, try/except/else/finally, def, class, with.  Each node keeps its source span
 * and the offset where its own op text starts (for the explain hook).  Nesting is bounded
 * as CPython's compiler bounds it: more than 3000 nested statements and expressions
 * (counted as its symtable counts them) is "RecursionError: maximum recursion depth
 * exceeded during compilation" (SL_ERR_SYNTAX, no position), and the recursion also
 * stops at the C stack guard (py_stack.c), so hostile input cannot exhaust the stack.
 *
 * Expressions are py_parse_expr.c, string literals and f-strings py_parse_fstr.c,
 * statements py_parse_stmt.c; their shared state is py_parse_internal.h.
 */
#include "lang/python/py.h"

#include <string.h>

#include "lang/python/py_parse_internal.h"

lang_tok *pyp_peek(parser *P) { return &P->toks.v[P->p]; }
lang_tok *pyp_peek_at(parser *P, int64_t k) {
    int64_t i = P->p + k;
    if (i >= P->toks.n) i = P->toks.n - 1;
    return &P->toks.v[i];
}

int pyp_syntax_at(parser *P, const lang_tok *t, const char *msg) {
    sl_error_set(P->err, SL_ERR_SYNTAX, "SyntaxError", "%s", msg);
    if (P->err) {
        P->err->offset = t->off;
        P->err->line = t->line;
        P->err->col = t->col;
    }
    return SL_ERR_SYNTAX;
}
int pyp_syntax(parser *P, const char *msg) { return pyp_syntax_at(P, pyp_peek(P), msg); }
int pyp_nomem(parser *P) {
    return sl_error_set(P->err, SL_ERR_LIMIT, "MemoryError", "snippet too large");
}

bool pyp_is_op(const lang_tok *t, const char *op) {
    return t->kind == TK_OP && t->op[0] == op[0] && !strcmp(t->op, op);
}
bool pyp_is_kw(const lang_tok *t, const char *kw) {
    return t->kind == TK_NAME && !strcmp(t->str, kw);
}
bool pyp_accept_op(parser *P, const char *op) {
    if (pyp_is_op(pyp_peek(P), op)) {
        P->p++;
        return true;
    }
    return false;
}
bool pyp_accept_kw(parser *P, const char *kw) {
    if (pyp_is_kw(pyp_peek(P), kw)) {
        P->p++;
        return true;
    }
    return false;
}
int pyp_expect_op(parser *P, const char *op) {
    if (pyp_accept_op(P, op)) return SL_OK;
    char msg[64];
    if (pyp_peek(P)->kind == TK_NEWLINE || pyp_peek(P)->kind == TK_EOF)
        snprintf(msg, sizeof msg, "expected '%s'", op);
    else
        snprintf(msg, sizeof msg, "invalid syntax");
    return pyp_syntax(P, msg);
}

static const char *const KEYWORDS[] = {
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
    "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
    "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise",
    "return", "try", "while", "with", "yield"};
bool pyp_is_keyword(const char *s) {
    for (size_t i = 0; i < SL_ARRAY_LEN(KEYWORDS); i++)
        if (KEYWORDS[i][0] == s[0] && !strcmp(s, KEYWORDS[i])) return true;
    return false;
}

lang_node *pyp_node(parser *P, lang_node_kind k, const lang_tok *t) {
    lang_node *nd = lang_alloc(P->A, sizeof *nd);
    if (!nd) return NULL;
    nd->kind = k;
    nd->off = nd->op_off = t->off;
    nd->end = t->off + t->len;
    nd->line = t->line;
    nd->col = t->col;
    return nd;
}
void pyp_finish(parser *P, lang_node *nd) {
    if (P->p > 0) {
        lang_tok *last = &P->toks.v[P->p - 1];
        if (last->off + last->len > nd->end) nd->end = last->off + last->len;
    }
}


int pyp_nl_push(parser *P, nlist *l, lang_node *nd, const char *name, const char *name2) {
    if (l->n == l->cap) {
        int32_t cap = l->cap ? l->cap * 2 : 4;
        if (cap > (1 << 20)) return pyp_nomem(P);
        lang_node **v = lang_alloc(P->A, (size_t)cap * sizeof *v);
        const char **nm = lang_alloc(P->A, (size_t)cap * sizeof *nm);
        const char **nm2 = lang_alloc(P->A, (size_t)cap * sizeof *nm2);
        if (!v || !nm || !nm2) return pyp_nomem(P);
        if (l->n) {
            memcpy(v, l->v, (size_t)l->n * sizeof *v);
            memcpy(nm, l->names, (size_t)l->n * sizeof *nm);
            memcpy(nm2, l->names2, (size_t)l->n * sizeof *nm2);
        }
        l->v = v;
        l->names = nm;
        l->names2 = nm2;
        l->cap = cap;
    }
    l->v[l->n] = nd;
    l->names[l->n] = name;
    l->names2[l->n] = name2;
    l->n++;
    return SL_OK;
}


/* CPython's compiler refuses a program whose statements and expressions nest more than
 * 3000 deep (symtable.c) with this RecursionError, which has no position; so does this
 * parser when its recursion would pass that or the C stack guard. */
int pyp_too_deep(parser *P) {
    sl_error_set(P->err, SL_ERR_SYNTAX, "RecursionError",
                 "maximum recursion depth exceeded during compilation");
    if (P->err) {
        P->err->offset = -1;
        P->err->line = 0;
        P->err->col = 0;
    }
    return SL_ERR_SYNTAX;
}

int pyp_enter(parser *P) {
    if (++P->nest > MAX_NEST || lang_stack_exhausted(P->stack_floor)) return pyp_too_deep(P);
    return SL_OK;
}

/* The depth CPython's symtable gives each node: one per statement and expression, a
 * chain of one boolean operator being one BoolOp.  Stops as soon as it passes the limit. */
static bool nests_too_deep(const lang_node *n, int depth, uintptr_t floor) {
    if (!n) return false;
    if (++depth > LANG_COMPILE_DEPTH_LIMIT || lang_stack_exhausted(floor)) return true;
    if (n->kind == N_BOOLOP) {
        const lang_node *x = n;
        for (; x->kind == N_BOOLOP && x->op == n->op; x = x->a)
            if (nests_too_deep(x->b, depth, floor)) return true;
        return nests_too_deep(x, depth, floor);
    }
    if (n->kind == N_LAMBDA && n->a && n->a->kind == S_DEF && n->a->nitems == 1) {
        /* a Lambda's defaults and body are one level below it (not a def's statement) */
        const lang_node *d = n->a;
        for (int32_t i = 0; d->items2 && i < d->nitems2; i++)
            if (nests_too_deep(d->items2[i], depth, floor)) return true;
        return nests_too_deep(d->items[0]->a, depth, floor);
    }
    if (nests_too_deep(n->a, depth, floor) || nests_too_deep(n->b, depth, floor) ||
        nests_too_deep(n->c, depth, floor))
        return true;
    for (int32_t i = 0; i < n->nitems; i++)
        if (nests_too_deep(n->items[i], depth, floor)) return true;
    for (int32_t i = 0; n->items2 && i < n->nitems2; i++)
        if (nests_too_deep(n->items2[i], depth, floor)) return true;
    return false;
}

/* one item of a tuple, list or set: `*x` (N_STARRED over an or-expression) when
 * allow_star, else a test */

int lang_parse_module(lang_arena *A, const char *src, int64_t n, lang_node **out,
                      sl_error *err) {
    parser P;
    memset(&P, 0, sizeof P);
    P.A = A;
    P.src = src;
    P.n = n;
    P.err = err;
    P.stack_floor = py_stack_floor();
    int rc = lang_lex(A, src, n, false, &P.toks, err);
    if (rc) return rc;
    nlist body = {0};
    while (pyp_peek(&P)->kind != TK_EOF) {
        if (pyp_peek(&P)->kind == TK_DEDENT) {
            P.p++;
            continue;
        }
        if ((rc = pyp_parse_stmt(&P, &body))) return rc;
    }
    lang_tok t0 = {0};
    t0.line = 1;
    t0.col = 1;
    lang_node *m = pyp_node(&P, S_PASS, &t0);
    if (!m) return pyp_nomem(&P);
    m->items = body.v;
    m->nitems = body.n;
    for (int32_t i = 0; i < m->nitems; i++)
        if (nests_too_deep(m->items[i], 0, P.stack_floor)) return pyp_too_deep(&P);
    *out = m;
    return SL_OK;
}

int lang_parse_expr(lang_arena *A, const char *src, int64_t n, lang_node **out,
                    sl_error *err) {
    parser P;
    memset(&P, 0, sizeof P);
    P.A = A;
    P.src = src;
    P.n = n;
    P.err = err;
    P.stack_floor = py_stack_floor();
    int rc = lang_lex(A, src, n, true, &P.toks, err);
    if (rc) return rc;
    if (pyp_peek(&P)->kind == TK_EOF) return pyp_syntax(&P, "empty expression");
    lang_node *e = NULL;
    if ((rc = pyp_parse_testlist(&P, &e, false))) return rc;
    if (pyp_peek(&P)->kind != TK_EOF) return pyp_syntax(&P, "invalid syntax");
    if (nests_too_deep(e, 0, P.stack_floor)) return pyp_too_deep(&P);
    *out = e;
    return SL_OK;
}
