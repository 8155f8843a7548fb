/*
 * py_parse_stmt.c — parsing statements: assignment targets, simple statements (import,
 * return, raise, del, assert, global, nonlocal, ...), blocks, if, class, with, decorators,
 * for / while / try / def, with CPython's messages for invalid targets.
 */
#include "lang/python/py.h"

#include <string.h>

#include "lang/python/py_parse_internal.h"

/* ------------------------------------------------------------- statements == */

static int parse_block(parser *P, lang_node ***items, int32_t *n);

int pyp_check_target(parser *P, lang_node *t, bool aug) {
    switch (t->kind) {
    case N_NAME:
    case N_ATTR:
    case N_SUBSCRIPT:
        return SL_OK;
    case N_TUPLE:
    case N_LIST:
        if (aug) break;
        for (int32_t i = 0; i < t->nitems; i++) {
            lang_node *it = t->items[i];
            if (it->kind == N_STARRED) it = it->a;
            int rc = pyp_check_target(P, it, false);
            if (rc) return rc;
        }
        return SL_OK;
    default:
        break;
    }
    lang_tok fake = {0};
    fake.off = t->off;
    fake.line = t->line;
    fake.col = t->col;
    return pyp_syntax_at(P, &fake,
                     aug ? "'expression' is an illegal expression for augmented assignment"
                         : "cannot assign to expression");
}

static int parse_dotted(parser *P, char *buf, size_t cap) {
    size_t len = 0;
    for (;;) {
        lang_tok *t = pyp_peek(P);
        if (t->kind != TK_NAME || pyp_is_keyword(t->str)) return pyp_syntax(P, "invalid syntax");
        size_t l = strlen(t->str);
        if (len + l + 2 >= cap) return pyp_syntax(P, "module name too long");
        memcpy(buf + len, t->str, l);
        len += l;
        buf[len] = '\0';
        P->p++;
        if (!pyp_is_op(pyp_peek(P), ".")) break;
        P->p++;
        buf[len++] = '.';
        buf[len] = '\0';
    }
    return SL_OK;
}

static int parse_simple(parser *P, nlist *into) {
    lang_tok *t = pyp_peek(P);
    lang_node *s = NULL;
    int rc;
    if (pyp_is_kw(t, "pass") || pyp_is_kw(t, "break") || pyp_is_kw(t, "continue")) {
        P->p++;
        s = pyp_node(P, t->str[0] == 'p' ? S_PASS : t->str[0] == 'b' ? S_BREAK : S_CONTINUE, t);
        if (!s) return pyp_nomem(P);
    } else if (pyp_is_kw(t, "return") || pyp_is_kw(t, "raise")) {
        P->p++;
        s = pyp_node(P, t->str[1] == 'e' && t->str[2] == 't' ? S_RETURN : S_RAISE, t);
        if (!s) return pyp_nomem(P);
        lang_tok *n = pyp_peek(P);
        if (n->kind != TK_NEWLINE && n->kind != TK_EOF && !pyp_is_op(n, ";")) {
            if ((rc = pyp_parse_testlist(P, &s->a, false))) return rc;
            if (s->kind == S_RAISE && pyp_is_kw(pyp_peek(P), "from"))
                return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                    "unsupported: raise ... from");
        }
    } else if (pyp_is_kw(t, "del")) {
        P->p++;
        s = pyp_node(P, S_DEL, t);
        if (!s) return pyp_nomem(P);
        lang_node *e = NULL;
        if ((rc = pyp_parse_testlist(P, &e, false))) return rc;
        if (e->kind == N_TUPLE) {
            s->items = e->items;
            s->nitems = e->nitems;
        } else {
            s->items = lang_alloc(P->A, sizeof(lang_node *));
            if (!s->items) return pyp_nomem(P);
            s->items[0] = e;
            s->nitems = 1;
        }
    } else if (pyp_is_kw(t, "assert")) {
        P->p++;
        s = pyp_node(P, S_ASSERT, t);
        if (!s) return pyp_nomem(P);
        if ((rc = pyp_parse_test(P, &s->a))) return rc;
        if (pyp_accept_op(P, ",") && (rc = pyp_parse_test(P, &s->b))) return rc;
    } else if (pyp_is_kw(t, "import")) {
        P->p++;
        s = pyp_node(P, S_IMPORT, t);
        if (!s) return pyp_nomem(P);
        nlist l = {0};
        for (;;) {
            char buf[256];
            if ((rc = parse_dotted(P, buf, sizeof buf))) return rc;
            const char *alias = NULL;
            if (pyp_accept_kw(P, "as")) {
                lang_tok *a = pyp_peek(P);
                if (a->kind != TK_NAME || pyp_is_keyword(a->str)) return pyp_syntax(P, "invalid syntax");
                alias = a->str;
                P->p++;
            }
            const char *mod = lang_strndup(P->A, buf, strlen(buf));
            if (!mod) return pyp_nomem(P);
            if ((rc = pyp_nl_push(P, &l, NULL, mod, alias))) return rc;
            if (!pyp_accept_op(P, ",")) break;
        }
        s->names = l.names;
        s->names2 = l.names2;
        s->nitems2 = l.n;
    } else if (pyp_is_kw(t, "from")) {
        P->p++;
        s = pyp_node(P, S_FROMIMPORT, t);
        if (!s) return pyp_nomem(P);
        char buf[256];
        if (pyp_is_op(pyp_peek(P), ".")) return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                                     "unsupported: relative import");
        if ((rc = parse_dotted(P, buf, sizeof buf))) return rc;
        s->name = lang_strndup(P->A, buf, strlen(buf));
        if (!s->name) return pyp_nomem(P);
        if (!pyp_accept_kw(P, "import")) return pyp_syntax(P, "invalid syntax");
        nlist l = {0};
        bool paren = pyp_accept_op(P, "(");
        if (pyp_is_op(pyp_peek(P), "*"))
            return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: import *");
        for (;;) {
            lang_tok *a = pyp_peek(P);
            if (a->kind != TK_NAME || pyp_is_keyword(a->str)) return pyp_syntax(P, "invalid syntax");
            P->p++;
            const char *alias = NULL;
            if (pyp_accept_kw(P, "as")) {
                lang_tok *b = pyp_peek(P);
                if (b->kind != TK_NAME || pyp_is_keyword(b->str)) return pyp_syntax(P, "invalid syntax");
                alias = b->str;
                P->p++;
            }
            if ((rc = pyp_nl_push(P, &l, NULL, a->str, alias))) return rc;
            if (!pyp_accept_op(P, ",")) break;
            if (paren && pyp_is_op(pyp_peek(P), ")")) break;
        }
        if (paren && (rc = pyp_expect_op(P, ")"))) return rc;
        s->names = l.names;
        s->names2 = l.names2;
        s->nitems2 = l.n;
    } else if (pyp_is_kw(t, "global") || pyp_is_kw(t, "nonlocal")) {
        P->p++;
        s = pyp_node(P, t->str[0] == 'g' ? S_GLOBAL : S_NONLOCAL, t);
        if (!s) return pyp_nomem(P);
        nlist l = {0};
        for (;;) {
            lang_tok *a = pyp_peek(P);
            if (a->kind != TK_NAME || pyp_is_keyword(a->str)) return pyp_syntax(P, "invalid syntax");
            P->p++;
            if ((rc = pyp_nl_push(P, &l, NULL, a->str, NULL))) return rc;
            if (!pyp_accept_op(P, ",")) break;
        }
        s->names = l.names;
        s->nitems2 = l.n;
    } else if (pyp_is_kw(t, "class") || pyp_is_kw(t, "with") || pyp_is_kw(t, "async")) {
        return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: '%s' statement",
                            t->str);
    } else {
        lang_node *e = NULL;
        if ((rc = pyp_parse_testlist(P, &e, true))) return rc;
        lang_tok *o = pyp_peek(P);
        static const char *const augs[] = {"+=", "-=", "*=", "/=", "//=", "%=", "**=",
                                           "<<=", ">>=", "&=", "|=", "^=", "@="};
        static const lang_op augc[] = {OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_FLOORDIV,
                                       OP_MOD, OP_POW, OP_LSHIFT, OP_RSHIFT, OP_BITAND,
                                       OP_BITOR, OP_BITXOR, OP_MATMUL};
        lang_op aug = OP_NONE;
        for (size_t k = 0; k < SL_ARRAY_LEN(augs); k++)
            if (pyp_is_op(o, augs[k])) aug = augc[k];
        if (aug != OP_NONE) {
            if ((rc = pyp_check_target(P, e, true))) return rc;
            P->p++;
            s = pyp_node(P, S_AUGASSIGN, t);
            if (!s) return pyp_nomem(P);
            s->a = e;
            s->op = aug;
            if ((rc = pyp_parse_testlist(P, &s->b, false))) return rc;
        } else if (pyp_is_op(o, "=")) {
            s = pyp_node(P, S_ASSIGN, t);
            if (!s) return pyp_nomem(P);
            nlist targets = {0};
            lang_node *cur = e;
            while (pyp_accept_op(P, "=")) {
                if ((rc = pyp_check_target(P, cur, false))) return rc;
                if ((rc = pyp_nl_push(P, &targets, cur, NULL, NULL))) return rc;
                if ((rc = pyp_parse_testlist(P, &cur, true))) return rc;
            }
            if (cur->kind == N_NAMEDEXPR && !cur->ival) return pyp_syntax(P, "invalid syntax");
            s->items = targets.v;
            s->nitems = targets.n;
            s->b = cur;
        } else if (pyp_is_op(o, ":") && e->kind == N_NAME) {
            return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: annotated assignment");
        } else {
            /* `x := 1` needs parentheses as a statement */
            if (e->kind == N_NAMEDEXPR && !e->ival) return pyp_syntax(P, "invalid syntax");
            s = pyp_node(P, S_EXPR, t);
            if (!s) return pyp_nomem(P);
            s->a = e;
        }
    }
    pyp_finish(P, s);
    return pyp_nl_push(P, into, s, NULL, NULL);
}

static int end_simple_line(parser *P) {
    lang_tok *t = pyp_peek(P);
    if (t->kind == TK_NEWLINE) {
        P->p++;
        return SL_OK;
    }
    if (t->kind == TK_EOF || t->kind == TK_DEDENT) return SL_OK;
    return pyp_syntax(P, "invalid syntax");
}

static int parse_simple_line(parser *P, nlist *into) {
    int rc;
    for (;;) {
        if ((rc = parse_simple(P, into))) return rc;
        if (!pyp_accept_op(P, ";")) break;
        lang_tok *t = pyp_peek(P);
        if (t->kind == TK_NEWLINE || t->kind == TK_EOF) break;
    }
    return end_simple_line(P);
}

static int parse_block(parser *P, lang_node ***items, int32_t *n) {
    int rc;
    if ((rc = pyp_expect_op(P, ":"))) return rc;
    nlist l = {0};
    if (pyp_peek(P)->kind == TK_NEWLINE) {
        P->p++;
        if (pyp_peek(P)->kind != TK_INDENT) return pyp_syntax(P, "expected an indented block");
        P->p++;
        if ((rc = pyp_enter(P))) return rc;
        while (pyp_peek(P)->kind != TK_DEDENT && pyp_peek(P)->kind != TK_EOF)
            if ((rc = pyp_parse_stmt(P, &l))) return rc;
        if (pyp_peek(P)->kind == TK_DEDENT) P->p++;
        P->nest--;
    } else {
        if ((rc = parse_simple_line(P, &l))) return rc;
    }
    *items = l.v;
    *n = l.n;
    return SL_OK;
}

static int parse_if(parser *P, lang_tok *t, lang_node **out) {
    int rc;
    lang_node *s = pyp_node(P, S_IF, t);
    if (!s) return pyp_nomem(P);
    if ((rc = pyp_parse_test(P, &s->a))) return rc;
    if ((rc = parse_block(P, &s->items, &s->nitems))) return rc;
    lang_tok *e = pyp_peek(P);
    if (pyp_is_kw(e, "elif")) {
        P->p++;
        lang_node *sub = NULL;
        if ((rc = pyp_enter(P))) return rc;
        if ((rc = parse_if(P, e, &sub))) return rc;
        P->nest--;
        s->items2 = lang_alloc(P->A, sizeof(lang_node *));
        if (!s->items2) return pyp_nomem(P);
        s->items2[0] = sub;
        s->nitems2 = 1;
    } else if (pyp_is_kw(e, "else")) {
        P->p++;
        if ((rc = parse_block(P, &s->items2, &s->nitems2))) return rc;
    }
    pyp_finish(P, s);
    *out = s;
    return SL_OK;
}


/* class NAME[(bases)]: body.  Keyword arguments (metaclass=...) are refused. */
static int parse_class(parser *P, lang_tok *t, nlist *into) {
    int rc;
    P->p++;
    lang_node *s = pyp_node(P, S_CLASS, t);
    if (!s) return pyp_nomem(P);
    lang_tok *nm = pyp_peek(P);
    if (nm->kind != TK_NAME || pyp_is_keyword(nm->str)) return pyp_syntax(P, "invalid syntax");
    s->name = nm->str;
    P->p++;
    if (pyp_accept_op(P, "(")) {
        nlist bases = {0};
        while (!pyp_is_op(pyp_peek(P), ")")) {
            if (pyp_peek(P)->kind == TK_NAME && pyp_is_op(pyp_peek_at(P, 1), "="))
                return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: class keyword arguments");
            lang_node *b = NULL;
            if ((rc = pyp_parse_test(P, &b))) return rc;
            if ((rc = pyp_nl_push(P, &bases, b, NULL, NULL))) return rc;
            if (!pyp_accept_op(P, ",")) break;
        }
        if ((rc = pyp_expect_op(P, ")"))) return rc;
        s->items2 = bases.v;
        s->nitems2 = bases.n;
    }
    lang_node *outer = P->cur_def;
    P->cur_def = NULL;
    if ((rc = parse_block(P, &s->items, &s->nitems))) return rc;
    P->cur_def = outer;
    pyp_finish(P, s);
    return pyp_nl_push(P, into, s, NULL, NULL);
}

/* with A [as T], B [as U]: body — one S_WITH per manager, each the body of the one before */
static int parse_with(parser *P, lang_tok *t, nlist *into) {
    int rc;
    P->p++;
    lang_node *first = NULL, *last = NULL;
    for (;;) {
        lang_node *w = pyp_node(P, S_WITH, pyp_peek(P));
        if (!w) return pyp_nomem(P);
        if ((rc = pyp_parse_test(P, &w->a))) return rc;
        if (pyp_accept_kw(P, "as")) {
            if ((rc = pyp_parse_expr_bitor(P, &w->b))) return rc;
            if ((rc = pyp_check_target(P, w->b, false))) return rc;
        }
        if (last) {
            last->items = lang_alloc(P->A, sizeof(lang_node *));
            if (!last->items) return pyp_nomem(P);
            last->items[0] = w;
            last->nitems = 1;
        } else {
            first = w;
        }
        last = w;
        if (!pyp_accept_op(P, ",")) break;
    }
    first->line = t->line;
    first->col = t->col;
    first->off = t->off;
    if ((rc = parse_block(P, &last->items, &last->nitems))) return rc;
    for (lang_node *w = first;; w = w->items[0]) {
        pyp_finish(P, w);
        if (w == last) break;
    }
    return pyp_nl_push(P, into, first, NULL, NULL);
}

/* @expr lines, then the def they decorate (its c: an N_LIST of the expressions) */
static int parse_decorated(parser *P, nlist *into) {
    int rc;
    nlist decs = {0};
    lang_tok *t0 = pyp_peek(P);
    while (pyp_is_op(pyp_peek(P), "@")) {
        P->p++;
        lang_node *d = NULL;
        if ((rc = pyp_parse_test(P, &d))) return rc;
        if ((rc = pyp_nl_push(P, &decs, d, NULL, NULL))) return rc;
        if (pyp_peek(P)->kind != TK_NEWLINE) return pyp_syntax(P, "invalid syntax");
        P->p++;
    }
    if (pyp_is_kw(pyp_peek(P), "class"))
        return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: class decorators");
    if (!pyp_is_kw(pyp_peek(P), "def")) return pyp_syntax(P, "invalid syntax");
    nlist one = {0};
    if ((rc = pyp_parse_stmt(P, &one))) return rc;
    lang_node *def = one.v[0];
    def->c = pyp_node(P, N_LIST, t0);
    if (!def->c) return pyp_nomem(P);
    def->c->items = decs.v;
    def->c->nitems = decs.n;
    return pyp_nl_push(P, into, def, NULL, NULL);
}

int pyp_parse_stmt(parser *P, nlist *into) {
    lang_tok *t = pyp_peek(P);
    int rc;
    lang_node *s = NULL;
    if (t->kind == TK_INDENT) return pyp_syntax_at(P, t, "unexpected indent");
    if (t->kind == TK_NEWLINE) {
        P->p++;
        return SL_OK;
    }
    if (pyp_is_kw(t, "if")) {
        P->p++;
        if ((rc = parse_if(P, t, &s))) return rc;
        return pyp_nl_push(P, into, s, NULL, NULL);
    }
    if (pyp_is_kw(t, "while")) {
        P->p++;
        s = pyp_node(P, S_WHILE, t);
        if (!s) return pyp_nomem(P);
        if ((rc = pyp_parse_test(P, &s->a))) return rc;
        if ((rc = parse_block(P, &s->items, &s->nitems))) return rc;
        if (pyp_accept_kw(P, "else") && (rc = parse_block(P, &s->items2, &s->nitems2))) return rc;
        pyp_finish(P, s);
        return pyp_nl_push(P, into, s, NULL, NULL);
    }
    if (pyp_is_kw(t, "for")) {
        P->p++;
        s = pyp_node(P, S_FOR, t);
        if (!s) return pyp_nomem(P);
        /* target: a comma list of bitwise-or expressions (so `in` ends it) */
        nlist tl = {0};
        lang_tok *tt = pyp_peek(P);
        for (;;) {
            lang_node *e = NULL;
            if ((rc = pyp_parse_expr_bitor(P, &e))) return rc;
            if ((rc = pyp_nl_push(P, &tl, e, NULL, NULL))) return rc;
            if (!pyp_accept_op(P, ",")) break;
            if (pyp_is_kw(pyp_peek(P), "in")) break;
        }
        if (tl.n == 1 && !pyp_is_op(&P->toks.v[P->p - 1], ",")) {
            s->a = tl.v[0];
        } else {
            s->a = pyp_node(P, N_TUPLE, tt);
            if (!s->a) return pyp_nomem(P);
            s->a->items = tl.v;
            s->a->nitems = tl.n;
        }
        if (!pyp_accept_kw(P, "in")) return pyp_syntax(P, "invalid syntax");
        if ((rc = pyp_parse_testlist(P, &s->b, false))) return rc;
        if ((rc = pyp_check_target(P, s->a, false))) return rc;
        if ((rc = parse_block(P, &s->items, &s->nitems))) return rc;
        if (pyp_accept_kw(P, "else") && (rc = parse_block(P, &s->items2, &s->nitems2))) return rc;
        pyp_finish(P, s);
        return pyp_nl_push(P, into, s, NULL, NULL);
    }
    if (pyp_is_kw(t, "try")) {
        P->p++;
        s = pyp_node(P, S_TRY, t);
        if (!s) return pyp_nomem(P);
        if ((rc = parse_block(P, &s->items, &s->nitems))) return rc;
        nlist handlers = {0};
        while (pyp_is_kw(pyp_peek(P), "except")) {
            lang_tok *h = pyp_peek(P);
            P->p++;
            lang_node *hn = pyp_node(P, S_PASS, h);
            if (!hn) return pyp_nomem(P);
            if (!pyp_is_op(pyp_peek(P), ":")) {
                if (pyp_is_op(pyp_peek(P), "*"))
                    return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                        "unsupported: except*");
                if ((rc = pyp_parse_test(P, &hn->a))) return rc;
                if (pyp_accept_op(P, ",")) return pyp_syntax(P, "multiple exception types must be parenthesized");
                if (pyp_accept_kw(P, "as")) {
                    lang_tok *nm = pyp_peek(P);
                    if (nm->kind != TK_NAME || pyp_is_keyword(nm->str))
                        return pyp_syntax(P, "invalid syntax");
                    hn->name = nm->str;
                    P->p++;
                }
            }
            if ((rc = parse_block(P, &hn->items, &hn->nitems))) return rc;
            if ((rc = pyp_nl_push(P, &handlers, hn, NULL, NULL))) return rc;
        }
        s->items2 = handlers.v;
        s->nitems2 = handlers.n;
        if (pyp_is_kw(pyp_peek(P), "else")) {
            if (!handlers.n) return pyp_syntax(P, "invalid syntax");
            lang_tok *e = pyp_peek(P);
            P->p++;
            s->b = pyp_node(P, S_PASS, e);
            if (!s->b) return pyp_nomem(P);
            if ((rc = parse_block(P, &s->b->items, &s->b->nitems))) return rc;
        }
        if (pyp_is_kw(pyp_peek(P), "finally")) {
            lang_tok *f = pyp_peek(P);
            P->p++;
            s->c = pyp_node(P, S_PASS, f);
            if (!s->c) return pyp_nomem(P);
            if ((rc = parse_block(P, &s->c->items, &s->c->nitems))) return rc;
        }
        if (!handlers.n && !s->c) return pyp_syntax(P, "expected 'except' or 'finally' block");
        pyp_finish(P, s);
        return pyp_nl_push(P, into, s, NULL, NULL);
    }
    if (pyp_is_kw(t, "def")) {
        P->p++;
        s = pyp_node(P, S_DEF, t);
        if (!s) return pyp_nomem(P);
        lang_tok *nm = pyp_peek(P);
        if (nm->kind != TK_NAME || pyp_is_keyword(nm->str)) return pyp_syntax(P, "invalid syntax");
        s->name = nm->str;
        P->p++;
        if ((rc = pyp_expect_op(P, "("))) return rc;
        if ((rc = pyp_parse_params(P, s, ")"))) return rc;
        if ((rc = pyp_expect_op(P, ")"))) return rc;
        if (pyp_is_op(pyp_peek(P), "->"))
            return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: return annotation");
        lang_node *outer = P->cur_def;
        P->cur_def = s;
        if ((rc = parse_block(P, &s->items, &s->nitems))) return rc;
        P->cur_def = outer;
        pyp_finish(P, s);
        return pyp_nl_push(P, into, s, NULL, NULL);
    }
    if (pyp_is_kw(t, "class")) return parse_class(P, t, into);
    if (pyp_is_kw(t, "with")) return parse_with(P, t, into);
    if (pyp_is_op(t, "@")) return parse_decorated(P, into);
    if (pyp_is_kw(t, "else") || pyp_is_kw(t, "elif") || pyp_is_kw(t, "except") || pyp_is_kw(t, "finally"))
        return pyp_syntax(P, "invalid syntax");
    return parse_simple_line(P, into);
}
