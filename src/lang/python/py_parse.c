/*
 * py_parse.c — recursive-descent parser of the snippet language.
 *
 * Input is the token array of py_lex.c; output is an AST of lang_node (lang/lang.h) in the
 * run's arena.  The grammar is Python 3's, cut down: expressions with Python's
 * precedence ladder (conditional, or, and, not, chained comparisons, | ^ &, shifts,
 * + -, * / // % @, unary, ** which binds tighter than a unary minus on its left),
 * primaries with calls (positional, keyword, *args), attribute access and subscripts
 * (slices `a:b:c`, tuples of them), literals and displays, f-strings (see below);
 * statements: expression,
 * (chained / tuple) assignment, augmented assignment, pass, break, continue, return,
 * raise, del, assert, global, import, from-import, if/elif/else, for/else, while/else,
 * try/except/else/finally, def.  Each node keeps its source span and the offset where
 * its own op text starts (for the explain hook).  Nesting is bounded (SL_ERR_LIMIT)
 * so hostile input cannot exhaust the C stack.
 */
#include "lang/lang.h"

#define MAX_NEST 200

typedef struct parser {
    lang_arena *A;
    const char *src;
    int64_t n;
    lang_toks toks;
    int64_t p;
    int nest;
    sl_error *err;
    lang_node *cur_def; /* the def (or lambda) whose body is being parsed: yield marks it */
} parser;

static lang_tok *peek(parser *P) { return &P->toks.v[P->p]; }
static lang_tok *peek_at(parser *P, int64_t k) {
    int64_t i = P->p + k;
    if (i >= P->toks.n) i = P->toks.n - 1;
    return &P->toks.v[i];
}

static int syntax_at(parser *P, const lang_tok *t, const char *msg) {
    sl_error_set(P->err, SL_ERR_SYNTAX, "SyntaxError", "%s", msg);
    if (P->err) {
        P->err->offset = t->off;
        P->err->line = t->line;
        P->err->col = t->col;
    }
    return SL_ERR_SYNTAX;
}
static int syntax(parser *P, const char *msg) { return syntax_at(P, peek(P), msg); }
static int nomem(parser *P) {
    return sl_error_set(P->err, SL_ERR_LIMIT, "MemoryError", "snippet too large");
}

static bool is_op(const lang_tok *t, const char *op) {
    return t->kind == TK_OP && !strcmp(t->op, op);
}
static bool is_kw(const lang_tok *t, const char *kw) {
    return t->kind == TK_NAME && !strcmp(t->str, kw);
}
static bool accept_op(parser *P, const char *op) {
    if (is_op(peek(P), op)) {
        P->p++;
        return true;
    }
    return false;
}
static bool accept_kw(parser *P, const char *kw) {
    if (is_kw(peek(P), kw)) {
        P->p++;
        return true;
    }
    return false;
}
static int expect_op(parser *P, const char *op) {
    if (accept_op(P, op)) return SL_OK;
    char msg[64];
    if (peek(P)->kind == TK_NEWLINE || peek(P)->kind == TK_EOF)
        snprintf(msg, sizeof msg, "expected '%s'", op);
    else
        snprintf(msg, sizeof msg, "invalid syntax");
    return syntax(P, msg);
}

static const char *const KEYWORDS[] = {
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
    "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
    "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise",
    "return", "try", "while", "with", "yield"};
static bool is_keyword(const char *s) {
    for (size_t i = 0; i < SL_ARRAY_LEN(KEYWORDS); i++)
        if (!strcmp(s, KEYWORDS[i])) return true;
    return false;
}

static lang_node *node(parser *P, lang_node_kind k, const lang_tok *t) {
    lang_node *nd = lang_alloc(P->A, sizeof *nd);
    if (!nd) return NULL;
    nd->kind = k;
    nd->off = nd->op_off = t->off;
    nd->end = t->off + t->len;
    nd->line = t->line;
    nd->col = t->col;
    return nd;
}
static void finish(parser *P, lang_node *nd) {
    if (P->p > 0) {
        lang_tok *last = &P->toks.v[P->p - 1];
        if (last->off + last->len > nd->end) nd->end = last->off + last->len;
    }
}

/* Growable node list in the arena. */
typedef struct nlist {
    lang_node **v;
    const char **names;
    const char **names2;
    int32_t n, cap;
} nlist;
static int nl_push(parser *P, nlist *l, lang_node *nd, const char *name, const char *name2) {
    if (l->n == l->cap) {
        int32_t cap = l->cap ? l->cap * 2 : 4;
        if (cap > (1 << 20)) return nomem(P);
        lang_node **v = lang_alloc(P->A, (size_t)cap * sizeof *v);
        const char **nm = lang_alloc(P->A, (size_t)cap * sizeof *nm);
        const char **nm2 = lang_alloc(P->A, (size_t)cap * sizeof *nm2);
        if (!v || !nm || !nm2) return nomem(P);
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

static int parse_test(parser *P, lang_node **out);
static int parse_expr_bitor(parser *P, lang_node **out);
static int parse_boolop(parser *P, bool is_or, lang_node **out);

static int enter(parser *P) {
    if (++P->nest > MAX_NEST) {
        sl_error_set(P->err, SL_ERR_LIMIT, "RecursionError",
                     "expression nested too deeply (limit %d)", MAX_NEST);
        if (P->err) {
            P->err->offset = peek(P)->off;
            P->err->line = peek(P)->line;
            P->err->col = peek(P)->col;
        }
        return SL_ERR_LIMIT;
    }
    return SL_OK;
}

/* one item of a tuple, list or set: `*x` (N_STARRED over an or-expression) when
 * allow_star, else a test */
static int parse_item(parser *P, bool allow_star, lang_node **out) {
    lang_tok *t = peek(P);
    if (!allow_star || !is_op(t, "*")) return parse_test(P, out);
    P->p++;
    lang_node *s = node(P, N_STARRED, t);
    if (!s) return nomem(P);
    int rc = parse_expr_bitor(P, &s->a);
    if (rc) return rc;
    finish(P, s);
    *out = s;
    return SL_OK;
}

/* test (',' test)* [','] → a tuple when there is a comma; star_ok allows *x */
static int parse_testlist(parser *P, lang_node **out, bool allow_star) {
    lang_tok *t0 = peek(P);
    lang_node *first = NULL;
    int rc;
    if ((rc = parse_item(P, allow_star, &first))) return rc;
    if (!is_op(peek(P), ",")) {
        *out = first;
        return SL_OK;
    }
    lang_node *tup = node(P, N_TUPLE, t0);
    if (!tup) return nomem(P);
    nlist l = {0};
    if ((rc = nl_push(P, &l, first, NULL, NULL))) return rc;
    while (accept_op(P, ",")) {
        lang_tok *t = peek(P);
        if (t->kind == TK_NEWLINE || t->kind == TK_EOF || is_op(t, "=") || is_op(t, ")") ||
            is_op(t, "]") || is_op(t, "}") || is_op(t, ":") || is_kw(t, "in") ||
            (t->kind == TK_OP && strlen(t->op) >= 2 && t->op[strlen(t->op) - 1] == '=' &&
             strcmp(t->op, "==") && strcmp(t->op, "<=") && strcmp(t->op, ">=") &&
             strcmp(t->op, "!=")))
            break;
        lang_node *e = NULL;
        if ((rc = parse_item(P, allow_star, &e))) return rc;
        if ((rc = nl_push(P, &l, e, NULL, NULL))) return rc;
    }
    tup->items = l.v;
    tup->nitems = l.n;
    finish(P, tup);
    *out = tup;
    return SL_OK;
}

/* One subscript item: test or slice. */
static int parse_subscript_item(parser *P, lang_node **out) {
    lang_tok *t0 = peek(P);
    lang_node *lo = NULL;
    int rc;
    if (!is_op(t0, ":")) {
        if ((rc = parse_test(P, &lo))) return rc;
        if (!is_op(peek(P), ":")) {
            *out = lo;
            return SL_OK;
        }
    }
    lang_node *s = node(P, N_SLICE, t0);
    if (!s) return nomem(P);
    s->a = lo;
    P->p++; /* ':' */
    lang_tok *t = peek(P);
    if (!is_op(t, ":") && !is_op(t, "]") && !is_op(t, ",")) {
        if ((rc = parse_test(P, &s->b))) return rc;
    }
    if (accept_op(P, ":")) {
        t = peek(P);
        if (!is_op(t, "]") && !is_op(t, ",")) {
            if ((rc = parse_test(P, &s->c))) return rc;
        }
    }
    finish(P, s);
    *out = s;
    return SL_OK;
}

static int check_target(parser *P, lang_node *t, bool aug);

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
    lang_node *c = node(P, N_LISTCOMP, t0);
    if (!c) return nomem(P);
    c->a = elt;
    P->p++; /* 'for' */
    nlist tl = {0};
    lang_tok *tt = peek(P);
    for (;;) {
        lang_node *e = NULL;
        if ((rc = parse_expr_bitor(P, &e))) return rc;
        if ((rc = nl_push(P, &tl, e, NULL, NULL))) return rc;
        if (!accept_op(P, ",")) break;
        if (is_kw(peek(P), "in")) break;
    }
    if (tl.n == 1) {
        c->b = tl.v[0];
    } else {
        c->b = node(P, N_TUPLE, tt);
        if (!c->b) return nomem(P);
        c->b->items = tl.v;
        c->b->nitems = tl.n;
    }
    if ((rc = check_target(P, c->b, false))) return rc;
    if (!accept_kw(P, "in")) return syntax(P, "invalid syntax");
    if ((rc = parse_boolop(P, true, &c->c))) return rc;
    nlist conds = {0};
    while (accept_kw(P, "if")) {
        lang_node *e = NULL;
        if ((rc = parse_boolop(P, true, &e))) return rc;
        if ((rc = nl_push(P, &conds, e, NULL, NULL))) return rc;
    }
    c->items = conds.v;
    c->nitems = conds.n;
    bool y = expr_has_yield(elt, 0);
    for (int32_t k = 0; k < conds.n && !y; k++) y = expr_has_yield(conds.v[k], 0);
    if (y) return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: yield inside a comprehension");
    if (is_kw(peek(P), "for")) {
        /* a further `for` clause runs inside this one: it becomes this clause's element
         * (ival 1), the element proper moving to the innermost clause */
        lang_node *inner;
        if ((rc = parse_comprehension(P, elt, peek(P), &inner))) return rc;
        c->a = inner;
        c->ival = 1;
    }
    finish(P, c);
    *out = c;
    return SL_OK;
}

static int parse_call_args(parser *P, lang_node *call) {
    nlist pos = {0}, kw = {0};
    int rc;
    while (!is_op(peek(P), ")")) {
        lang_tok *t = peek(P);
        if (t->kind == TK_NAME && is_op(peek_at(P, 1), "=")) {
            if (is_keyword(t->str)) return syntax(P, "invalid syntax");
            for (int32_t k = 0; k < kw.n; k++)
                if (!strcmp(kw.names[k], t->str))
                    return syntax_at(P, t, "keyword argument repeated");
            P->p += 2;
            lang_node *v = NULL;
            if ((rc = parse_test(P, &v))) return rc;
            if ((rc = nl_push(P, &kw, v, t->str, NULL))) return rc;
        } else if (is_op(t, "**")) {
            return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: **kwargs in a call");
        } else {
            if (kw.n) return syntax(P, "positional argument follows keyword argument");
            lang_node *v = NULL;
            if (is_op(t, "*")) {
                P->p++;
                v = node(P, N_STARRED, t);
                if (!v) return nomem(P);
                if ((rc = parse_test(P, &v->a))) return rc;
                finish(P, v);
            } else if ((rc = parse_test(P, &v))) {
                return rc;
            }
            if (is_kw(peek(P), "for")) {
                if (pos.n || kw.n) return syntax(P, "Generator expression must be parenthesized");
                if ((rc = parse_comprehension(P, v, t, &v))) return rc;
                v->name = "gen";
                if (!is_op(peek(P), ")")) return syntax(P, "Generator expression must be parenthesized");
            }
            if ((rc = nl_push(P, &pos, v, NULL, NULL))) return rc;
        }
        if (!accept_op(P, ",")) break;
    }
    if ((rc = expect_op(P, ")"))) return rc;
    call->items = pos.v;
    call->nitems = pos.n;
    call->items2 = kw.v;
    call->names = kw.names;
    call->nitems2 = kw.n;
    return SL_OK;
}

/* ------------------------------------------------------------- f-strings == */

/* f-strings, as Python 3.11 reads them: the tokenizer hands over the body as written;
 * here it is split into literal text (`{{` and `}}` stand for single braces, escapes
 * decoded unless raw) and replacement fields `{expr[=][!conv][:spec]}`.  The expression
 * ends at the first `!` `:` `}` or `=` outside brackets and quotes that is not part of
 * `!=` `==` `<=` `>=`; it is then lexed and parsed on its own, with its tokens moved to
 * their place in the snippet.  A spec is itself literal text and fields, one level deep
 * (a field inside a spec's field is 3.11's "expressions nested too deeply"). */

static int fstr_error(parser *P, const lang_tok *t, const char *msg) {
    return syntax_at(P, t, msg);
}

static int fstr_push_literal(parser *P, const lang_tok *t, nlist *parts, const char *s,
                             int64_t n) {
    if (n == 0) return SL_OK;
    char *text;
    int64_t len = n;
    if (t->raw) {
        if (!(text = lang_strndup(P->A, s, (size_t)n))) return nomem(P);
    } else {
        int rc = lang_decode_escapes(P->A, s, n, &text, &len, P->err);
        if (rc) return rc;
    }
    lang_node *lit = node(P, N_STR, t);
    if (!lit) return nomem(P);
    lit->name = text;
    lit->str_len = len;
    return nl_push(P, parts, lit, NULL, NULL);
}

static int fstr_body(parser *P, const lang_tok *t, const char *s, int64_t *pos, int64_t end,
                     int level, nlist *parts);

/* Parse the expression text s[a, b) (offsets into the token's body) as a testlist. */
static int fstr_expr(parser *P, const lang_tok *t, int64_t a, int64_t b, lang_node **out) {
    const char *src = t->str;
    bool blank = true;
    for (int64_t k = a; k < b; k++)
        if (!(src[k] == ' ' || src[k] == '\t' || src[k] == '\n' || src[k] == '\r' || src[k] == '\f'))
            blank = false;
    if (blank) return fstr_error(P, t, "f-string: empty expression not allowed");
    parser Q;
    memset(&Q, 0, sizeof Q);
    Q.A = P->A;
    Q.src = P->src;
    Q.n = P->n;
    Q.err = P->err;
    Q.nest = P->nest + 1;
    if (Q.nest > MAX_NEST) return enter(P);
    int rc = lang_lex(P->A, src + a, b - a, true, &Q.toks, P->err);
    if (rc) return rc;
    for (int64_t k = 0; k < Q.toks.n; k++) {
        lang_tok *q = &Q.toks.v[k];
        q->off += t->body_off + a;
        if (q->fstr) q->body_off += t->body_off + a;
        q->line = t->line;
        q->col = t->col;
    }
    if (is_op(peek(&Q), "*"))
        return fstr_error(P, t, "f-string: cannot use starred expression here");
    rc = parse_testlist(&Q, out, false);
    if (rc == SL_ERR_SYNTAX && P->err && strncmp(P->err->message, "f-string", 8)) {
        char msg[sizeof P->err->message - 16];
        memcpy(msg, P->err->message, sizeof msg - 1);
        msg[sizeof msg - 1] = '\0'; /* room for the prefix */
        snprintf(P->err->message, sizeof P->err->message, "f-string: %s", msg);
    }
    if (rc) return rc;
    if (peek(&Q)->kind != TK_EOF) return fstr_error(P, t, "f-string: invalid syntax");
    return SL_OK;
}

/* One replacement field; *pos is just past its '{'. */
static int fstr_field(parser *P, const lang_tok *t, const char *s, int64_t *pos, int64_t end,
                      int level, nlist *parts) {
    int64_t i = *pos, expr_start = i;
    char quote = 0;
    bool triple = false;
    char stack[200];
    int depth = 0;
    for (; i < end; i++) {
        char c = s[i];
        if (c == '\\') return fstr_error(P, t, "f-string expression part cannot include a backslash");
        if (quote) {
            if (c == quote && (!triple || (i + 2 < end && s[i + 1] == quote && s[i + 2] == quote))) {
                if (triple) i += 2;
                quote = 0;
            }
            continue;
        }
        if (c == '\'' || c == '"') {
            triple = i + 2 < end && s[i + 1] == c && s[i + 2] == c;
            if (triple) i += 2;
            quote = c;
        } else if (c == '[' || c == '(' || c == '{') {
            if (depth >= 200) return fstr_error(P, t, "f-string: too many nested parenthesis");
            stack[depth++] = c;
        } else if (c == '#') {
            return fstr_error(P, t, "f-string expression part cannot include '#'");
        } else if (depth == 0 && (c == '!' || c == ':' || c == '}' || c == '=' || c == '<' || c == '>')) {
            if (i + 1 < end && s[i + 1] == '=' && c != ':' && c != '}') {
                i++;
                continue;
            }
            if (c == '<' || c == '>') continue;
            break;
        } else if (c == ']' || c == ')' || c == '}') {
            char msg[96];
            if (!depth) {
                snprintf(msg, sizeof msg, "f-string: unmatched '%c'", c);
                return fstr_error(P, t, msg);
            }
            char open = stack[--depth];
            if ((open == '(' && c != ')') || (open == '[' && c != ']') || (open == '{' && c != '}')) {
                snprintf(msg, sizeof msg,
                         "f-string: closing parenthesis '%c' does not match opening parenthesis '%c'",
                         c, open);
                return fstr_error(P, t, msg);
            }
        }
    }
    if (quote) return fstr_error(P, t, "f-string: unterminated string");
    if (depth) {
        char msg[64];
        snprintf(msg, sizeof msg, "f-string: unmatched '%c'", stack[depth - 1]);
        return fstr_error(P, t, msg);
    }
    if (i >= end) return fstr_error(P, t, "f-string: expecting '}'");
    int64_t expr_end = i;
    lang_node *fv = node(P, N_FMTVAL, t);
    if (!fv) return nomem(P);
    int rc = fstr_expr(P, t, expr_start, expr_end, &fv->a);
    if (rc) return rc;
    bool self_doc = false;
    if (s[i] == '=') {
        i++;
        while (i < end && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\f'))
            i++;
        if (i >= end) return fstr_error(P, t, "f-string: expecting '}'");
        /* the text of the expression, '=' and the spaces around it, printed as is */
        lang_node *lit = node(P, N_STR, t);
        if (!lit || !(lit->name = lang_strndup(P->A, s + expr_start, (size_t)(i - expr_start))))
            return nomem(P);
        lit->str_len = i - expr_start;
        if ((rc = nl_push(P, parts, lit, NULL, NULL))) return rc;
        self_doc = true;
    }
    if (s[i] == '!') {
        i++;
        if (i >= end) return fstr_error(P, t, "f-string: expecting '}'");
        char conv = s[i++];
        if (conv != 's' && conv != 'r' && conv != 'a')
            return fstr_error(P, t, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
        fv->ival = conv;
    }
    if (i < end && s[i] == ':') {
        i++;
        if (i >= end) return fstr_error(P, t, "f-string: expecting '}'");
        if (level >= 1) return fstr_error(P, t, "f-string: expressions nested too deeply");
        lang_node *spec = node(P, N_JOINEDSTR, t);
        if (!spec) return nomem(P);
        nlist sp = {0};
        if ((rc = fstr_body(P, t, s, &i, end, level + 1, &sp))) return rc;
        spec->items = sp.v;
        spec->nitems = sp.n;
        fv->c = spec;
    }
    if (i >= end || s[i] != '}') return fstr_error(P, t, "f-string: expecting '}'");
    i++;
    if (self_doc && !fv->c && !fv->ival) fv->ival = 'r';
    *pos = i;
    return nl_push(P, parts, fv, NULL, NULL);
}

/* Literal text and fields up to the end of the body (level 0) or up to the '}' that
 * closes a format spec (level 1, left unconsumed). */
static int fstr_body(parser *P, const lang_tok *t, const char *s, int64_t *pos, int64_t end,
                     int level, nlist *parts) {
    int64_t i = *pos, lit = i;
    int rc;
    while (i < end) {
        char c = s[i];
        if (c == '\\' && !t->raw && i + 1 < end) {
            if (s[i + 1] == 'N')
                return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: \\N{...} escape");
            i += 2;
            continue;
        }
        if (c != '{' && c != '}') {
            i++;
            continue;
        }
        if (level == 0 && i + 1 < end && s[i + 1] == c) {
            /* a doubled brace: the text so far plus one brace */
            if ((rc = fstr_push_literal(P, t, parts, s + lit, i + 1 - lit))) return rc;
            i += 2;
            lit = i;
            continue;
        }
        if (c == '}') {
            if (level == 0) return fstr_error(P, t, "f-string: single '}' is not allowed");
            break;
        }
        if ((rc = fstr_push_literal(P, t, parts, s + lit, i - lit))) return rc;
        i++;
        if ((rc = fstr_field(P, t, s, &i, end, level, parts))) return rc;
        lit = i;
    }
    if ((rc = fstr_push_literal(P, t, parts, s + lit, i - lit))) return rc;
    *pos = i;
    return SL_OK;
}

/* A run of adjacent string tokens: one N_STR, or an N_JOINEDSTR when any is an f-string. */
static int parse_strings(parser *P, lang_node **out) {
    lang_tok *t0 = peek(P);
    int64_t k = P->p;
    bool any_f = false;
    while (P->toks.v[k].kind == TK_STR) any_f |= P->toks.v[k++].fstr;
    if (!any_f) {
        P->p++;
        lang_node *nd = node(P, N_STR, t0);
        if (!nd) return nomem(P);
        nd->name = t0->str;
        nd->str_len = t0->str_len;
        *out = nd;
        return SL_OK;
    }
    lang_node *j = node(P, N_JOINEDSTR, t0);
    if (!j) return nomem(P);
    nlist parts = {0};
    int rc;
    while (peek(P)->kind == TK_STR) {
        lang_tok *t = peek(P);
        P->p++;
        if (!t->fstr) {
            lang_node *lit = node(P, N_STR, t);
            if (!lit) return nomem(P);
            lit->name = t->str;
            lit->str_len = t->str_len;
            if ((rc = nl_push(P, &parts, lit, NULL, NULL))) return rc;
            continue;
        }
        int64_t pos = 0;
        if ((rc = fstr_body(P, t, t->str, &pos, t->str_len, 0, &parts))) return rc;
    }
    /* adjacent literal parts become one */
    int32_t k2 = 0;
    for (int32_t i = 0; i < parts.n; i++) {
        lang_node *cur = parts.v[i];
        if (k2 && cur->kind == N_STR && parts.v[k2 - 1]->kind == N_STR) {
            lang_node *prev = parts.v[k2 - 1];
            char *m = lang_alloc(P->A, (size_t)(prev->str_len + cur->str_len) + 1);
            if (!m) return nomem(P);
            memcpy(m, prev->name, (size_t)prev->str_len);
            memcpy(m + prev->str_len, cur->name, (size_t)cur->str_len);
            lang_node *lit = node(P, N_STR, t0);
            if (!lit) return nomem(P);
            lit->name = m;
            lit->str_len = prev->str_len + cur->str_len;
            parts.v[k2 - 1] = lit;
            continue;
        }
        parts.v[k2++] = cur;
    }
    j->items = parts.v;
    j->nitems = k2;
    finish(P, j);
    *out = j;
    return SL_OK;
}


/* yield [testlist] / yield from test: marks the function being parsed as a generator */
static int parse_testlist(parser *P, lang_node **out, bool allow_star);
static int parse_test(parser *P, lang_node **out);
static int parse_yield(parser *P, lang_node **out) {
    lang_tok *t = peek(P);
    int rc;
    P->p++;
    if (!P->cur_def) return syntax_at(P, t, "'yield' outside function");
    if (!strcmp(P->cur_def->name, "<lambda>"))
        return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: yield in a lambda");
    P->cur_def->is_gen = true;
    lang_node *y = node(P, N_YIELD, t);
    if (!y) return nomem(P);
    if (accept_kw(P, "from")) {
        y->ival = 1;
        if ((rc = parse_test(P, &y->a))) return rc;
    } else {
        lang_tok *n = peek(P);
        if (!(n->kind == TK_NEWLINE || n->kind == TK_EOF || n->kind == TK_DEDENT || is_op(n, ")") ||
              is_op(n, "]") || is_op(n, "}") || is_op(n, ";") || is_op(n, "=") || is_op(n, ",")) &&
            (rc = parse_testlist(P, &y->a, false)))
            return rc;
    }
    finish(P, y);
    *out = y;
    return SL_OK;
}

static int parse_atom(parser *P, lang_node **out) {
    lang_tok *t = peek(P);
    int rc;
    lang_node *nd = NULL;
    switch (t->kind) {
    case TK_INT:
        P->p++;
        if (!(nd = node(P, N_INT, t))) return nomem(P);
        nd->ival = t->ival;
        *out = nd;
        return SL_OK;
    case TK_FLOAT:
        P->p++;
        if (!(nd = node(P, N_FLOAT, t))) return nomem(P);
        nd->fval = t->fval;
        *out = nd;
        return SL_OK;
    case TK_STR: return parse_strings(P, out);
    case TK_NAME:
        if (!strcmp(t->str, "True") || !strcmp(t->str, "False") || !strcmp(t->str, "None")) {
            P->p++;
            nd = node(P, t->str[0] == 'T' ? N_TRUE : t->str[0] == 'F' ? N_FALSE : N_NONE, t);
            if (!nd) return nomem(P);
            *out = nd;
            return SL_OK;
        }
        if (!strcmp(t->str, "yield")) return parse_yield(P, out);
        if (!strcmp(t->str, "await")) {
            return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: %s", t->str);
        }
        if (is_keyword(t->str)) return syntax(P, "invalid syntax");
        P->p++;
        if (!(nd = node(P, N_NAME, t))) return nomem(P);
        nd->name = t->str;
        *out = nd;
        return SL_OK;
    case TK_OP:
        if (is_op(t, "...")) {
            P->p++;
            if (!(nd = node(P, N_ELLIPSIS, t))) return nomem(P);
            *out = nd;
            return SL_OK;
        }
        if (is_op(t, "(")) {
            P->p++;
            if (accept_op(P, ")")) {
                if (!(nd = node(P, N_TUPLE, t))) return nomem(P);
                finish(P, nd);
                *out = nd;
                return SL_OK;
            }
            if ((rc = enter(P))) return rc;
            lang_node *inner = NULL;
            if ((rc = parse_testlist(P, &inner, true))) return rc;
            if (is_kw(peek(P), "for") && inner->kind != N_TUPLE) {
                if ((rc = parse_comprehension(P, inner, t, &inner))) return rc;
                inner->name = "gen";
            }
            if ((rc = expect_op(P, ")"))) return rc;
            P->nest--;
            if (inner->kind == N_NAMEDEXPR) inner->ival = 1;
            if (inner->kind == N_TUPLE) {
                inner->off = t->off;
                inner->line = t->line;
                inner->col = t->col;
                finish(P, inner);
            }
            *out = inner;
            return SL_OK;
        }
        if (is_op(t, "[")) {
            P->p++;
            if ((rc = enter(P))) return rc;
            if (!(nd = node(P, N_LIST, t))) return nomem(P);
            nlist l = {0};
            while (!is_op(peek(P), "]")) {
                lang_node *e = NULL;
                lang_tok *st = peek(P);
                /* [*a, b, *c]: the items of a and c spliced in */
                if ((rc = parse_item(P, true, &e))) return rc;
                if (is_kw(peek(P), "for") && e->kind == N_STARRED)
                    return syntax_at(P, st, "iterable unpacking cannot be used in comprehension");
                if (is_kw(peek(P), "for") && l.n == 0) {
                    if ((rc = parse_comprehension(P, e, t, &e))) return rc;
                    if ((rc = expect_op(P, "]"))) return rc;
                    P->nest--;
                    *out = e;
                    return SL_OK;
                }
                if ((rc = nl_push(P, &l, e, NULL, NULL))) return rc;
                if (!accept_op(P, ",")) break;
            }
            if ((rc = expect_op(P, "]"))) return rc;
            P->nest--;
            nd->items = l.v;
            nd->nitems = l.n;
            finish(P, nd);
            *out = nd;
            return SL_OK;
        }
        if (is_op(t, "{")) {
            P->p++;
            if ((rc = enter(P))) return rc;
            if (!(nd = node(P, N_DICT, t))) return nomem(P);
            nlist keys = {0}, vals = {0};
            while (!is_op(peek(P), "}")) {
                lang_node *k, *v;
                if (nd->kind == N_DICT && is_op(peek(P), "**")) {
                    /* {**m, ...}: m's pairs merged in (an N_STARRED in the key slot) */
                    lang_node *m = node(P, N_STARRED, peek(P));
                    if (!m) return nomem(P);
                    P->p++;
                    if ((rc = parse_expr_bitor(P, &m->a))) return rc;
                    finish(P, m);
                    if ((rc = nl_push(P, &keys, m, NULL, NULL)) || (rc = nl_push(P, &vals, m, NULL, NULL))) return rc;
                    if (!accept_op(P, ",")) break;
                    continue;
                }
                if (is_op(peek(P), "*") && keys.n == 0 && nd->kind == N_DICT) nd->kind = N_SET;
                if ((rc = parse_item(P, nd->kind == N_SET, &k))) return rc;
                if (keys.n == 0 && nd->kind == N_DICT && !is_op(peek(P), ":")) nd->kind = N_SET;
                if (nd->kind == N_SET) {
                    /* a set display {a, b, *c}, or the set comprehension {e for ...} */
                    if (is_kw(peek(P), "for") && keys.n == 0 && k->kind != N_STARRED) {
                        if ((rc = parse_comprehension(P, k, t, &k))) return rc;
                        k->name = "set";
                        if ((rc = expect_op(P, "}"))) return rc;
                        P->nest--;
                        *out = k;
                        return SL_OK;
                    }
                    if ((rc = nl_push(P, &keys, k, NULL, NULL))) return rc;
                    if (!accept_op(P, ",")) break;
                    continue;
                }
                if ((rc = expect_op(P, ":"))) return rc;
                if ((rc = parse_test(P, &v))) return rc;
                if (is_kw(peek(P), "for") && keys.n == 0) {
                    /* the dict comprehension {k: v for ...}: the value rides on the
                     * outermost clause (items2) */
                    if ((rc = parse_comprehension(P, k, t, &k))) return rc;
                    k->name = "dict";
                    k->items2 = lang_alloc(P->A, sizeof(lang_node *));
                    if (!k->items2) return nomem(P);
                    k->items2[0] = v;
                    k->nitems2 = 1;
                    if ((rc = expect_op(P, "}"))) return rc;
                    P->nest--;
                    *out = k;
                    return SL_OK;
                }
                if ((rc = nl_push(P, &keys, k, NULL, NULL))) return rc;
                if ((rc = nl_push(P, &vals, v, NULL, NULL))) return rc;
                if (!accept_op(P, ",")) break;
            }
            if ((rc = expect_op(P, "}"))) return rc;
            P->nest--;
            nd->items = keys.v;
            nd->nitems = keys.n;
            nd->items2 = vals.v;
            nd->nitems2 = vals.n;
            finish(P, nd);
            *out = nd;
            return SL_OK;
        }
        break;
    case TK_NEWLINE:
    case TK_EOF:
        return syntax(P, "invalid syntax");
    default:
        if (t->kind == TK_INDENT) return syntax_at(P, t, "unexpected indent");
        break;
    }
    return syntax(P, "invalid syntax");
}

static int parse_primary(parser *P, lang_node **out) {
    int rc;
    lang_node *e = NULL;
    if ((rc = parse_atom(P, &e))) return rc;
    for (;;) {
        lang_tok *t = peek(P);
        if (is_op(t, ".")) {
            P->p++;
            lang_tok *nm = peek(P);
            if (nm->kind != TK_NAME || is_keyword(nm->str)) return syntax(P, "invalid syntax");
            P->p++;
            lang_node *a = node(P, N_ATTR, t);
            if (!a) return nomem(P);
            a->off = e->off;
            a->line = e->line;
            a->col = e->col;
            a->op_off = t->off;
            a->a = e;
            a->name = nm->str;
            finish(P, a);
            e = a;
        } else if (is_op(t, "(")) {
            P->p++;
            if ((rc = enter(P))) return rc;
            lang_node *c = node(P, N_CALL, t);
            if (!c) return nomem(P);
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
            finish(P, c);
            e = c;
        } else if (is_op(t, "[")) {
            P->p++;
            if ((rc = enter(P))) return rc;
            lang_node *s = node(P, N_SUBSCRIPT, t);
            if (!s) return nomem(P);
            s->off = e->off;
            s->line = e->line;
            s->col = e->col;
            s->op_off = t->off;
            s->a = e;
            /* items, with a tuple when there is a comma */
            lang_tok *t0 = peek(P);
            if (is_op(t0, "]")) return syntax(P, "invalid syntax");
            lang_node *first = NULL;
            if ((rc = parse_subscript_item(P, &first))) return rc;
            if (is_op(peek(P), ",")) {
                lang_node *tup = node(P, N_TUPLE, t0);
                if (!tup) return nomem(P);
                nlist l = {0};
                if ((rc = nl_push(P, &l, first, NULL, NULL))) return rc;
                while (accept_op(P, ",")) {
                    if (is_op(peek(P), "]")) break;
                    lang_node *it = NULL;
                    if ((rc = parse_subscript_item(P, &it))) return rc;
                    if ((rc = nl_push(P, &l, it, NULL, NULL))) return rc;
                }
                tup->items = l.v;
                tup->nitems = l.n;
                finish(P, tup);
                first = tup;
            }
            if ((rc = expect_op(P, "]"))) return rc;
            P->nest--;
            s->b = first;
            finish(P, s);
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
    lang_tok *t = peek(P);
    if (is_op(t, "**")) {
        P->p++;
        if ((rc = enter(P))) return rc;
        lang_node *b = node(P, N_BINOP, t);
        if (!b) return nomem(P);
        b->off = base->off;
        b->line = base->line;
        b->col = base->col;
        b->op = OP_POW;
        b->a = base;
        if ((rc = parse_unary(P, &b->b))) return rc;
        P->nest--;
        finish(P, b);
        *out = b;
        return SL_OK;
    }
    *out = base;
    return SL_OK;
}

static int parse_unary(parser *P, lang_node **out) {
    lang_tok *t = peek(P);
    lang_op op = is_op(t, "-") ? OP_NEG : is_op(t, "+") ? OP_POS : is_op(t, "~") ? OP_INVERT
                                                                                : OP_NONE;
    if (op == OP_NONE) return parse_power(P, out);
    P->p++;
    int rc;
    if ((rc = enter(P))) return rc;
    lang_node *u = node(P, N_UNARY, t);
    if (!u) return nomem(P);
    u->op = op;
    if ((rc = parse_unary(P, &u->a))) return rc;
    P->nest--;
    finish(P, u);
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
        lang_tok *t = peek(P);
        lang_op op = OP_NONE;
        for (int k = 0; k < 6 && LEVELS[level].ops[k]; k++)
            if (is_op(t, LEVELS[level].ops[k])) op = LEVELS[level].codes[k];
        if (op == OP_NONE) break;
        P->p++;
        lang_node *b = node(P, N_BINOP, t);
        if (!b) return nomem(P);
        b->off = lhs->off;
        b->line = lhs->line;
        b->col = lhs->col;
        b->op = op;
        b->a = lhs;
        if ((rc = parse_level(P, level + 1, &b->b))) return rc;
        finish(P, b);
        lhs = b;
    }
    *out = lhs;
    return SL_OK;
}

static int parse_expr_bitor(parser *P, lang_node **out) { return parse_level(P, 0, out); }

static lang_op comp_op(parser *P) {
    lang_tok *t = peek(P);
    if (t->kind == TK_OP) {
        static const char *const s[] = {"<", "<=", ">", ">=", "==", "!="};
        static const lang_op c[] = {OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE};
        for (int k = 0; k < 6; k++)
            if (!strcmp(t->op, s[k])) {
                P->p++;
                return c[k];
            }
        return OP_NONE;
    }
    if (is_kw(t, "in")) {
        P->p++;
        return OP_IN;
    }
    if (is_kw(t, "not") && is_kw(peek_at(P, 1), "in")) {
        P->p += 2;
        return OP_NOTIN;
    }
    if (is_kw(t, "is")) {
        P->p++;
        if (accept_kw(P, "not")) return OP_ISNOT;
        return OP_IS;
    }
    return OP_NONE;
}

static int parse_comparison(parser *P, lang_node **out) {
    int rc;
    lang_node *first = NULL;
    if ((rc = parse_expr_bitor(P, &first))) return rc;
    lang_tok *t = peek(P);
    lang_op op = comp_op(P);
    if (op == OP_NONE) {
        *out = first;
        return SL_OK;
    }
    lang_node *c = node(P, N_COMPARE, t);
    if (!c) return nomem(P);
    c->off = first->off;
    c->line = first->line;
    c->col = first->col;
    nlist l = {0};
    lang_op ops[64];
    int nops = 0;
    if ((rc = nl_push(P, &l, first, NULL, NULL))) return rc;
    while (op != OP_NONE) {
        if (nops >= 64) return syntax(P, "comparison chain too long");
        ops[nops++] = op;
        lang_node *e = NULL;
        if ((rc = parse_expr_bitor(P, &e))) return rc;
        if ((rc = nl_push(P, &l, e, NULL, NULL))) return rc;
        op = comp_op(P);
    }
    c->items = l.v;
    c->nitems = l.n;
    c->ops = lang_alloc(P->A, (size_t)nops * sizeof(lang_op));
    if (!c->ops) return nomem(P);
    memcpy(c->ops, ops, (size_t)nops * sizeof(lang_op));
    finish(P, c);
    *out = c;
    return SL_OK;
}

static int parse_not(parser *P, lang_node **out) {
    lang_tok *t = peek(P);
    if (is_kw(t, "not")) {
        P->p++;
        int rc;
        if ((rc = enter(P))) return rc;
        lang_node *n = node(P, N_NOT, t);
        if (!n) return nomem(P);
        if ((rc = parse_not(P, &n->a))) return rc;
        P->nest--;
        finish(P, n);
        *out = n;
        return SL_OK;
    }
    return parse_comparison(P, out);
}

static int parse_boolop(parser *P, bool is_or, lang_node **out) {
    int rc;
    lang_node *lhs = NULL;
    if ((rc = is_or ? parse_boolop(P, false, &lhs) : parse_not(P, &lhs))) return rc;
    while (is_kw(peek(P), is_or ? "or" : "and")) {
        lang_tok *t = peek(P);
        P->p++;
        lang_node *b = node(P, N_BOOLOP, t);
        if (!b) return nomem(P);
        b->off = lhs->off;
        b->line = lhs->line;
        b->col = lhs->col;
        b->op = is_or ? OP_OR : OP_AND;
        b->a = lhs;
        if ((rc = is_or ? parse_boolop(P, false, &b->b) : parse_not(P, &b->b))) return rc;
        finish(P, b);
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
static int parse_params(parser *P, lang_node *d, const char *close) {
    nlist params = {0};
    bool seen_default = false, star = false;
    const char *varargs = NULL, *varkw = NULL;
    int64_t npos = -1;
    int rc;
    while (!is_op(peek(P), close)) {
        lang_tok *pn = peek(P);
        if (pn->kind == TK_EOF || pn->kind == TK_NEWLINE) return syntax(P, "invalid syntax");
        if (varkw) return syntax(P, "arguments cannot follow var-keyword argument");
        if (is_op(pn, "**")) {
            P->p++;
            lang_tok *nm = peek(P);
            if (nm->kind != TK_NAME || is_keyword(nm->str)) return syntax(P, "invalid syntax");
            varkw = nm->str;
            P->p++;
        } else if (is_op(pn, "*")) {
            if (star) return syntax(P, "* argument may appear only once");
            P->p++;
            star = true;
            npos = params.n;
            lang_tok *nm = peek(P);
            if (nm->kind == TK_NAME && !is_keyword(nm->str)) {
                varargs = nm->str;
                P->p++;
            } else if (is_op(nm, close) || (is_op(nm, ",") && is_op(peek_at(P, 1), "**"))) {
                return syntax(P, "named arguments must follow bare *");
            }
        } else if (pn->kind != TK_NAME || is_keyword(pn->str)) {
            return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: this kind of function parameter");
        } else {
            P->p++;
            lang_node *def = NULL;
            if (is_op(peek(P), ":") && close[0] == ')')
                return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: parameter annotations");
            if (accept_op(P, "=")) {
                if ((rc = parse_test(P, &def))) return rc;
                if (!star) seen_default = true;
            } else if (seen_default && !star) {
                return syntax(P, "non-default argument follows default argument");
            }
            for (int32_t k = 0; k < params.n; k++)
                if (!strcmp(params.names[k], pn->str))
                    return syntax(P, "duplicate argument in function definition");
            if ((rc = nl_push(P, &params, def, pn->str, NULL))) return rc;
        }
        if (!accept_op(P, ",")) break;
    }
    d->names = params.names;
    d->items2 = params.v;
    d->nitems2 = params.n;
    d->ival = npos < 0 ? params.n : npos;
    if (varargs || varkw) {
        d->names2 = lang_alloc(P->A, 2 * sizeof(const char *));
        if (!d->names2) return nomem(P);
        d->names2[0] = varargs;
        d->names2[1] = varkw;
    }
    return SL_OK;
}

/* lambda a, b=1: expr  ->  an S_DEF node whose body is `return expr` */
static int parse_lambda(parser *P, lang_node **out) {
    lang_tok *t = peek(P);
    P->p++;
    int rc;
    lang_node *d = node(P, S_DEF, t);
    if (!d) return nomem(P);
    d->name = "<lambda>";
    if ((rc = parse_params(P, d, ":"))) return rc;
    if ((rc = expect_op(P, ":"))) return rc;
    lang_node *ret = node(P, S_RETURN, peek(P));
    if (!ret) return nomem(P);
    lang_node *outer = P->cur_def;
    P->cur_def = d;
    if ((rc = parse_test(P, &ret->a))) return rc;
    P->cur_def = outer;
    d->items = lang_alloc(P->A, sizeof(lang_node *));
    if (!d->items) return nomem(P);
    d->items[0] = ret;
    d->nitems = 1;
    lang_node *lam = node(P, N_LAMBDA, t);
    if (!lam) return nomem(P);
    lam->a = d;
    finish(P, lam);
    *out = lam;
    return SL_OK;
}

static int parse_test(parser *P, lang_node **out) {
    int rc;
    if ((rc = enter(P))) return rc;
    lang_node *e = NULL;
    if (is_kw(peek(P), "lambda")) {
        if ((rc = parse_lambda(P, out))) return rc;
        P->nest--;
        return SL_OK;
    }
    if ((rc = parse_boolop(P, true, &e))) return rc;
    if (is_op(peek(P), ":=") && e->kind == N_NAME) {
        lang_tok *t = peek(P);
        P->p++;
        lang_node *w = node(P, N_NAMEDEXPR, t);
        if (!w) return nomem(P);
        w->off = e->off;
        w->line = e->line;
        w->col = e->col;
        w->name = e->name;
        if ((rc = parse_test(P, &w->a))) return rc;
        finish(P, w);
        P->nest--;
        *out = w;
        return SL_OK;
    }
    if (is_kw(peek(P), "if")) {
        lang_tok *t = peek(P);
        P->p++;
        lang_node *c = node(P, N_IFEXP, t);
        if (!c) return nomem(P);
        c->off = e->off;
        c->line = e->line;
        c->col = e->col;
        c->b = e;
        if ((rc = parse_boolop(P, true, &c->a))) return rc;
        if (!accept_kw(P, "else")) return syntax(P, "expected 'else' after 'if' expression");
        if ((rc = parse_test(P, &c->c))) return rc;
        finish(P, c);
        e = c;
    }
    P->nest--;
    *out = e;
    return SL_OK;
}

/* ------------------------------------------------------------- statements == */

static int parse_stmt(parser *P, nlist *into);
static int parse_block(parser *P, lang_node ***items, int32_t *n);

static int check_target(parser *P, lang_node *t, bool aug) {
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
            int rc = check_target(P, it, false);
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
    return syntax_at(P, &fake,
                     aug ? "'expression' is an illegal expression for augmented assignment"
                         : "cannot assign to expression");
}

static int parse_dotted(parser *P, char *buf, size_t cap) {
    size_t len = 0;
    for (;;) {
        lang_tok *t = peek(P);
        if (t->kind != TK_NAME || is_keyword(t->str)) return syntax(P, "invalid syntax");
        size_t l = strlen(t->str);
        if (len + l + 2 >= cap) return syntax(P, "module name too long");
        memcpy(buf + len, t->str, l);
        len += l;
        buf[len] = '\0';
        P->p++;
        if (!is_op(peek(P), ".")) break;
        P->p++;
        buf[len++] = '.';
        buf[len] = '\0';
    }
    return SL_OK;
}

static int parse_simple(parser *P, nlist *into) {
    lang_tok *t = peek(P);
    lang_node *s = NULL;
    int rc;
    if (is_kw(t, "pass") || is_kw(t, "break") || is_kw(t, "continue")) {
        P->p++;
        s = node(P, t->str[0] == 'p' ? S_PASS : t->str[0] == 'b' ? S_BREAK : S_CONTINUE, t);
        if (!s) return nomem(P);
    } else if (is_kw(t, "return") || is_kw(t, "raise")) {
        P->p++;
        s = node(P, t->str[1] == 'e' && t->str[2] == 't' ? S_RETURN : S_RAISE, t);
        if (!s) return nomem(P);
        lang_tok *n = peek(P);
        if (n->kind != TK_NEWLINE && n->kind != TK_EOF && !is_op(n, ";")) {
            if ((rc = parse_testlist(P, &s->a, false))) return rc;
            if (s->kind == S_RAISE && is_kw(peek(P), "from"))
                return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                    "unsupported: raise ... from");
        }
    } else if (is_kw(t, "del")) {
        P->p++;
        s = node(P, S_DEL, t);
        if (!s) return nomem(P);
        lang_node *e = NULL;
        if ((rc = parse_testlist(P, &e, false))) return rc;
        if (e->kind == N_TUPLE) {
            s->items = e->items;
            s->nitems = e->nitems;
        } else {
            s->items = lang_alloc(P->A, sizeof(lang_node *));
            if (!s->items) return nomem(P);
            s->items[0] = e;
            s->nitems = 1;
        }
    } else if (is_kw(t, "assert")) {
        P->p++;
        s = node(P, S_ASSERT, t);
        if (!s) return nomem(P);
        if ((rc = parse_test(P, &s->a))) return rc;
        if (accept_op(P, ",") && (rc = parse_test(P, &s->b))) return rc;
    } else if (is_kw(t, "import")) {
        P->p++;
        s = node(P, S_IMPORT, t);
        if (!s) return nomem(P);
        nlist l = {0};
        for (;;) {
            char buf[256];
            if ((rc = parse_dotted(P, buf, sizeof buf))) return rc;
            const char *alias = NULL;
            if (accept_kw(P, "as")) {
                lang_tok *a = peek(P);
                if (a->kind != TK_NAME || is_keyword(a->str)) return syntax(P, "invalid syntax");
                alias = a->str;
                P->p++;
            }
            const char *mod = lang_strndup(P->A, buf, strlen(buf));
            if (!mod) return nomem(P);
            if ((rc = nl_push(P, &l, NULL, mod, alias))) return rc;
            if (!accept_op(P, ",")) break;
        }
        s->names = l.names;
        s->names2 = l.names2;
        s->nitems2 = l.n;
    } else if (is_kw(t, "from")) {
        P->p++;
        s = node(P, S_FROMIMPORT, t);
        if (!s) return nomem(P);
        char buf[256];
        if (is_op(peek(P), ".")) return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                                     "unsupported: relative import");
        if ((rc = parse_dotted(P, buf, sizeof buf))) return rc;
        s->name = lang_strndup(P->A, buf, strlen(buf));
        if (!s->name) return nomem(P);
        if (!accept_kw(P, "import")) return syntax(P, "invalid syntax");
        nlist l = {0};
        bool paren = accept_op(P, "(");
        if (is_op(peek(P), "*"))
            return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: import *");
        for (;;) {
            lang_tok *a = peek(P);
            if (a->kind != TK_NAME || is_keyword(a->str)) return syntax(P, "invalid syntax");
            P->p++;
            const char *alias = NULL;
            if (accept_kw(P, "as")) {
                lang_tok *b = peek(P);
                if (b->kind != TK_NAME || is_keyword(b->str)) return syntax(P, "invalid syntax");
                alias = b->str;
                P->p++;
            }
            if ((rc = nl_push(P, &l, NULL, a->str, alias))) return rc;
            if (!accept_op(P, ",")) break;
            if (paren && is_op(peek(P), ")")) break;
        }
        if (paren && (rc = expect_op(P, ")"))) return rc;
        s->names = l.names;
        s->names2 = l.names2;
        s->nitems2 = l.n;
    } else if (is_kw(t, "global") || is_kw(t, "nonlocal")) {
        P->p++;
        s = node(P, t->str[0] == 'g' ? S_GLOBAL : S_NONLOCAL, t);
        if (!s) return nomem(P);
        nlist l = {0};
        for (;;) {
            lang_tok *a = peek(P);
            if (a->kind != TK_NAME || is_keyword(a->str)) return syntax(P, "invalid syntax");
            P->p++;
            if ((rc = nl_push(P, &l, NULL, a->str, NULL))) return rc;
            if (!accept_op(P, ",")) break;
        }
        s->names = l.names;
        s->nitems2 = l.n;
    } else if (is_kw(t, "class") || is_kw(t, "with") || is_kw(t, "async")) {
        return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: '%s' statement",
                            t->str);
    } else {
        lang_node *e = NULL;
        if ((rc = parse_testlist(P, &e, true))) return rc;
        lang_tok *o = peek(P);
        static const char *const augs[] = {"+=", "-=", "*=", "/=", "//=", "%=", "**=",
                                           "<<=", ">>=", "&=", "|=", "^=", "@="};
        static const lang_op augc[] = {OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_FLOORDIV,
                                       OP_MOD, OP_POW, OP_LSHIFT, OP_RSHIFT, OP_BITAND,
                                       OP_BITOR, OP_BITXOR, OP_MATMUL};
        lang_op aug = OP_NONE;
        for (size_t k = 0; k < SL_ARRAY_LEN(augs); k++)
            if (is_op(o, augs[k])) aug = augc[k];
        if (aug != OP_NONE) {
            if ((rc = check_target(P, e, true))) return rc;
            P->p++;
            s = node(P, S_AUGASSIGN, t);
            if (!s) return nomem(P);
            s->a = e;
            s->op = aug;
            if ((rc = parse_testlist(P, &s->b, false))) return rc;
        } else if (is_op(o, "=")) {
            s = node(P, S_ASSIGN, t);
            if (!s) return nomem(P);
            nlist targets = {0};
            lang_node *cur = e;
            while (accept_op(P, "=")) {
                if ((rc = check_target(P, cur, false))) return rc;
                if ((rc = nl_push(P, &targets, cur, NULL, NULL))) return rc;
                if ((rc = parse_testlist(P, &cur, true))) return rc;
            }
            if (cur->kind == N_NAMEDEXPR && !cur->ival) return syntax(P, "invalid syntax");
            s->items = targets.v;
            s->nitems = targets.n;
            s->b = cur;
        } else if (is_op(o, ":") && e->kind == N_NAME) {
            return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: annotated assignment");
        } else {
            /* `x := 1` needs parentheses as a statement */
            if (e->kind == N_NAMEDEXPR && !e->ival) return syntax(P, "invalid syntax");
            s = node(P, S_EXPR, t);
            if (!s) return nomem(P);
            s->a = e;
        }
    }
    finish(P, s);
    return nl_push(P, into, s, NULL, NULL);
}

static int end_simple_line(parser *P) {
    lang_tok *t = peek(P);
    if (t->kind == TK_NEWLINE) {
        P->p++;
        return SL_OK;
    }
    if (t->kind == TK_EOF || t->kind == TK_DEDENT) return SL_OK;
    return syntax(P, "invalid syntax");
}

static int parse_simple_line(parser *P, nlist *into) {
    int rc;
    for (;;) {
        if ((rc = parse_simple(P, into))) return rc;
        if (!accept_op(P, ";")) break;
        lang_tok *t = peek(P);
        if (t->kind == TK_NEWLINE || t->kind == TK_EOF) break;
    }
    return end_simple_line(P);
}

static int parse_block(parser *P, lang_node ***items, int32_t *n) {
    int rc;
    if ((rc = expect_op(P, ":"))) return rc;
    nlist l = {0};
    if (peek(P)->kind == TK_NEWLINE) {
        P->p++;
        if (peek(P)->kind != TK_INDENT) return syntax(P, "expected an indented block");
        P->p++;
        if ((rc = enter(P))) return rc;
        while (peek(P)->kind != TK_DEDENT && peek(P)->kind != TK_EOF)
            if ((rc = parse_stmt(P, &l))) return rc;
        if (peek(P)->kind == TK_DEDENT) P->p++;
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
    lang_node *s = node(P, S_IF, t);
    if (!s) return nomem(P);
    if ((rc = parse_test(P, &s->a))) return rc;
    if ((rc = parse_block(P, &s->items, &s->nitems))) return rc;
    lang_tok *e = peek(P);
    if (is_kw(e, "elif")) {
        P->p++;
        lang_node *sub = NULL;
        if ((rc = enter(P))) return rc;
        if ((rc = parse_if(P, e, &sub))) return rc;
        P->nest--;
        s->items2 = lang_alloc(P->A, sizeof(lang_node *));
        if (!s->items2) return nomem(P);
        s->items2[0] = sub;
        s->nitems2 = 1;
    } else if (is_kw(e, "else")) {
        P->p++;
        if ((rc = parse_block(P, &s->items2, &s->nitems2))) return rc;
    }
    finish(P, s);
    *out = s;
    return SL_OK;
}


/* class NAME[(bases)]: body.  Keyword arguments (metaclass=...) are refused. */
static int parse_class(parser *P, lang_tok *t, nlist *into) {
    int rc;
    P->p++;
    lang_node *s = node(P, S_CLASS, t);
    if (!s) return nomem(P);
    lang_tok *nm = peek(P);
    if (nm->kind != TK_NAME || is_keyword(nm->str)) return syntax(P, "invalid syntax");
    s->name = nm->str;
    P->p++;
    if (accept_op(P, "(")) {
        nlist bases = {0};
        while (!is_op(peek(P), ")")) {
            if (peek(P)->kind == TK_NAME && is_op(peek_at(P, 1), "="))
                return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: class keyword arguments");
            lang_node *b = NULL;
            if ((rc = parse_test(P, &b))) return rc;
            if ((rc = nl_push(P, &bases, b, NULL, NULL))) return rc;
            if (!accept_op(P, ",")) break;
        }
        if ((rc = expect_op(P, ")"))) return rc;
        s->items2 = bases.v;
        s->nitems2 = bases.n;
    }
    lang_node *outer = P->cur_def;
    P->cur_def = NULL;
    if ((rc = parse_block(P, &s->items, &s->nitems))) return rc;
    P->cur_def = outer;
    finish(P, s);
    return nl_push(P, into, s, NULL, NULL);
}

/* with A [as T], B [as U]: body — one S_WITH per manager, each the body of the one before */
static int parse_with(parser *P, lang_tok *t, nlist *into) {
    int rc;
    P->p++;
    lang_node *first = NULL, *last = NULL;
    for (;;) {
        lang_node *w = node(P, S_WITH, peek(P));
        if (!w) return nomem(P);
        if ((rc = parse_test(P, &w->a))) return rc;
        if (accept_kw(P, "as")) {
            if ((rc = parse_expr_bitor(P, &w->b))) return rc;
            if ((rc = check_target(P, w->b, false))) return rc;
        }
        if (last) {
            last->items = lang_alloc(P->A, sizeof(lang_node *));
            if (!last->items) return nomem(P);
            last->items[0] = w;
            last->nitems = 1;
        } else {
            first = w;
        }
        last = w;
        if (!accept_op(P, ",")) break;
    }
    first->line = t->line;
    first->col = t->col;
    first->off = t->off;
    if ((rc = parse_block(P, &last->items, &last->nitems))) return rc;
    for (lang_node *w = first;; w = w->items[0]) {
        finish(P, w);
        if (w == last) break;
    }
    return nl_push(P, into, first, NULL, NULL);
}

/* @expr lines, then the def they decorate (its c: an N_LIST of the expressions) */
static int parse_decorated(parser *P, nlist *into) {
    int rc;
    nlist decs = {0};
    lang_tok *t0 = peek(P);
    while (is_op(peek(P), "@")) {
        P->p++;
        lang_node *d = NULL;
        if ((rc = parse_test(P, &d))) return rc;
        if ((rc = nl_push(P, &decs, d, NULL, NULL))) return rc;
        if (peek(P)->kind != TK_NEWLINE) return syntax(P, "invalid syntax");
        P->p++;
    }
    if (is_kw(peek(P), "class"))
        return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: class decorators");
    if (!is_kw(peek(P), "def")) return syntax(P, "invalid syntax");
    nlist one = {0};
    if ((rc = parse_stmt(P, &one))) return rc;
    lang_node *def = one.v[0];
    def->c = node(P, N_LIST, t0);
    if (!def->c) return nomem(P);
    def->c->items = decs.v;
    def->c->nitems = decs.n;
    return nl_push(P, into, def, NULL, NULL);
}

static int parse_stmt(parser *P, nlist *into) {
    lang_tok *t = peek(P);
    int rc;
    lang_node *s = NULL;
    if (t->kind == TK_INDENT) return syntax_at(P, t, "unexpected indent");
    if (t->kind == TK_NEWLINE) {
        P->p++;
        return SL_OK;
    }
    if (is_kw(t, "if")) {
        P->p++;
        if ((rc = parse_if(P, t, &s))) return rc;
        return nl_push(P, into, s, NULL, NULL);
    }
    if (is_kw(t, "while")) {
        P->p++;
        s = node(P, S_WHILE, t);
        if (!s) return nomem(P);
        if ((rc = parse_test(P, &s->a))) return rc;
        if ((rc = parse_block(P, &s->items, &s->nitems))) return rc;
        if (accept_kw(P, "else") && (rc = parse_block(P, &s->items2, &s->nitems2))) return rc;
        finish(P, s);
        return nl_push(P, into, s, NULL, NULL);
    }
    if (is_kw(t, "for")) {
        P->p++;
        s = node(P, S_FOR, t);
        if (!s) return nomem(P);
        /* target: a comma list of bitwise-or expressions (so `in` ends it) */
        nlist tl = {0};
        lang_tok *tt = peek(P);
        for (;;) {
            lang_node *e = NULL;
            if ((rc = parse_expr_bitor(P, &e))) return rc;
            if ((rc = nl_push(P, &tl, e, NULL, NULL))) return rc;
            if (!accept_op(P, ",")) break;
            if (is_kw(peek(P), "in")) break;
        }
        if (tl.n == 1 && !is_op(&P->toks.v[P->p - 1], ",")) {
            s->a = tl.v[0];
        } else {
            s->a = node(P, N_TUPLE, tt);
            if (!s->a) return nomem(P);
            s->a->items = tl.v;
            s->a->nitems = tl.n;
        }
        if (!accept_kw(P, "in")) return syntax(P, "invalid syntax");
        if ((rc = parse_testlist(P, &s->b, false))) return rc;
        if ((rc = check_target(P, s->a, false))) return rc;
        if ((rc = parse_block(P, &s->items, &s->nitems))) return rc;
        if (accept_kw(P, "else") && (rc = parse_block(P, &s->items2, &s->nitems2))) return rc;
        finish(P, s);
        return nl_push(P, into, s, NULL, NULL);
    }
    if (is_kw(t, "try")) {
        P->p++;
        s = node(P, S_TRY, t);
        if (!s) return nomem(P);
        if ((rc = parse_block(P, &s->items, &s->nitems))) return rc;
        nlist handlers = {0};
        while (is_kw(peek(P), "except")) {
            lang_tok *h = peek(P);
            P->p++;
            lang_node *hn = node(P, S_PASS, h);
            if (!hn) return nomem(P);
            if (!is_op(peek(P), ":")) {
                if (is_op(peek(P), "*"))
                    return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                        "unsupported: except*");
                if ((rc = parse_test(P, &hn->a))) return rc;
                if (accept_op(P, ",")) return syntax(P, "multiple exception types must be parenthesized");
                if (accept_kw(P, "as")) {
                    lang_tok *nm = peek(P);
                    if (nm->kind != TK_NAME || is_keyword(nm->str))
                        return syntax(P, "invalid syntax");
                    hn->name = nm->str;
                    P->p++;
                }
            }
            if ((rc = parse_block(P, &hn->items, &hn->nitems))) return rc;
            if ((rc = nl_push(P, &handlers, hn, NULL, NULL))) return rc;
        }
        s->items2 = handlers.v;
        s->nitems2 = handlers.n;
        if (is_kw(peek(P), "else")) {
            if (!handlers.n) return syntax(P, "invalid syntax");
            lang_tok *e = peek(P);
            P->p++;
            s->b = node(P, S_PASS, e);
            if (!s->b) return nomem(P);
            if ((rc = parse_block(P, &s->b->items, &s->b->nitems))) return rc;
        }
        if (is_kw(peek(P), "finally")) {
            lang_tok *f = peek(P);
            P->p++;
            s->c = node(P, S_PASS, f);
            if (!s->c) return nomem(P);
            if ((rc = parse_block(P, &s->c->items, &s->c->nitems))) return rc;
        }
        if (!handlers.n && !s->c) return syntax(P, "expected 'except' or 'finally' block");
        finish(P, s);
        return nl_push(P, into, s, NULL, NULL);
    }
    if (is_kw(t, "def")) {
        P->p++;
        s = node(P, S_DEF, t);
        if (!s) return nomem(P);
        lang_tok *nm = peek(P);
        if (nm->kind != TK_NAME || is_keyword(nm->str)) return syntax(P, "invalid syntax");
        s->name = nm->str;
        P->p++;
        if ((rc = expect_op(P, "("))) return rc;
        if ((rc = parse_params(P, s, ")"))) return rc;
        if ((rc = expect_op(P, ")"))) return rc;
        if (is_op(peek(P), "->"))
            return sl_error_set(P->err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: return annotation");
        lang_node *outer = P->cur_def;
        P->cur_def = s;
        if ((rc = parse_block(P, &s->items, &s->nitems))) return rc;
        P->cur_def = outer;
        finish(P, s);
        return nl_push(P, into, s, NULL, NULL);
    }
    if (is_kw(t, "class")) return parse_class(P, t, into);
    if (is_kw(t, "with")) return parse_with(P, t, into);
    if (is_op(t, "@")) return parse_decorated(P, into);
    if (is_kw(t, "else") || is_kw(t, "elif") || is_kw(t, "except") || is_kw(t, "finally"))
        return syntax(P, "invalid syntax");
    return parse_simple_line(P, into);
}

int lang_parse_module(lang_arena *A, const char *src, int64_t n, lang_node **out,
                      sl_error *err) {
    parser P;
    memset(&P, 0, sizeof P);
    P.A = A;
    P.src = src;
    P.n = n;
    P.err = err;
    int rc = lang_lex(A, src, n, false, &P.toks, err);
    if (rc) return rc;
    nlist body = {0};
    while (peek(&P)->kind != TK_EOF) {
        if (peek(&P)->kind == TK_DEDENT) {
            P.p++;
            continue;
        }
        if ((rc = parse_stmt(&P, &body))) return rc;
    }
    lang_tok t0 = {0};
    t0.line = 1;
    t0.col = 1;
    lang_node *m = node(&P, S_PASS, &t0);
    if (!m) return nomem(&P);
    m->items = body.v;
    m->nitems = body.n;
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
    int rc = lang_lex(A, src, n, true, &P.toks, err);
    if (rc) return rc;
    if (peek(&P)->kind == TK_EOF) return syntax(&P, "empty expression");
    lang_node *e = NULL;
    if ((rc = parse_testlist(&P, &e, false))) return rc;
    if (peek(&P)->kind != TK_EOF) return syntax(&P, "invalid syntax");
    *out = e;
    return SL_OK;
}
