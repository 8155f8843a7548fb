/*
 * py_parse_fstr.c — string literals: adjacent literals joined, and f-strings parsed into
 * N_JOINEDSTR nodes of literal parts and N_FMTVAL fields (the expression, its !r / !s / !a
 * conversion and its format spec, itself an f-string), with CPython 3.11's f-string
 * SyntaxError messages.
 */
#include "lang/python/py.h"

#include <string.h>

#include "lang/python/py_parse_internal.h"

/* ------------------------------------------------------------- f-strings == */

/* f-strings, as Python 3.11 reads them: the tokenizer hands over the body as written;
 * here it is split into literal text (`{{` and `}}` stand for single braces, escapes
 * decoded unless raw) and replacement fields `{expr[=][!conv][:spec]}`.  The expression
 * ends at the first `!` `:` `}` or `=` outside brackets and quotes that is not part of
 * `!=` `==` `<=` `>=`; it is then lexed and parsed on its own, with its tokens moved to
 * their place in the snippet.  A spec is itself literal text and fields, one level deep
 * (a field inside a spec's field is 3.11's "expressions nested too deeply"). */

static int fstr_error(parser *P, const lang_tok *t, const char *msg) {
    return pyp_syntax_at(P, t, msg);
}

static int fstr_push_literal(parser *P, const lang_tok *t, nlist *parts, const char *s,
                             int64_t n) {
    if (n == 0) return SL_OK;
    char *text;
    int64_t len = n;
    if (t->raw) {
        if (!(text = lang_strndup(P->A, s, (size_t)n))) return pyp_nomem(P);
    } else {
        int rc = lang_decode_escapes(P->A, s, n, &text, &len, P->err);
        if (rc) return rc;
    }
    lang_node *lit = pyp_node(P, N_STR, t);
    if (!lit) return pyp_nomem(P);
    lit->name = text;
    lit->str_len = len;
    return pyp_nl_push(P, parts, lit, NULL, NULL);
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
    if (Q.nest > MAX_NEST) return pyp_enter(P);
    int rc = lang_lex(P->A, src + a, b - a, true, &Q.toks, P->err);
    if (rc) return rc;
    for (int64_t k = 0; k < Q.toks.n; k++) {
        lang_tok *q = &Q.toks.v[k];
        q->off += t->body_off + a;
        if (q->fstr) q->body_off += t->body_off + a;
        q->line = t->line;
        q->col = t->col;
    }
    if (pyp_is_op(pyp_peek(&Q), "*"))
        return fstr_error(P, t, "f-string: cannot use starred expression here");
    rc = pyp_parse_testlist(&Q, out, false);
    if (rc == SL_ERR_SYNTAX && P->err && strncmp(P->err->message, "f-string", 8)) {
        char msg[sizeof P->err->message - 16];
        memcpy(msg, P->err->message, sizeof msg - 1);
        msg[sizeof msg - 1] = '\0'; /* room for the prefix */
        snprintf(P->err->message, sizeof P->err->message, "f-string: %s", msg);
    }
    if (rc) return rc;
    if (pyp_peek(&Q)->kind != TK_EOF) return fstr_error(P, t, "f-string: invalid syntax");
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
    lang_node *fv = pyp_node(P, N_FMTVAL, t);
    if (!fv) return pyp_nomem(P);
    int rc = fstr_expr(P, t, expr_start, expr_end, &fv->a);
    if (rc) return rc;
    bool self_doc = false;
    if (s[i] == '=') {
        i++;
        while (i < end && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\f'))
            i++;
        if (i >= end) return fstr_error(P, t, "f-string: expecting '}'");
        /* the text of the expression, '=' and the spaces around it, printed as is */
        lang_node *lit = pyp_node(P, N_STR, t);
        if (!lit || !(lit->name = lang_strndup(P->A, s + expr_start, (size_t)(i - expr_start))))
            return pyp_nomem(P);
        lit->str_len = i - expr_start;
        if ((rc = pyp_nl_push(P, parts, lit, NULL, NULL))) return rc;
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
        lang_node *spec = pyp_node(P, N_JOINEDSTR, t);
        if (!spec) return pyp_nomem(P);
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
    return pyp_nl_push(P, parts, fv, NULL, NULL);
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
int pyp_parse_strings(parser *P, lang_node **out) {
    lang_tok *t0 = pyp_peek(P);
    int64_t k = P->p;
    bool any_f = false;
    while (P->toks.v[k].kind == TK_STR) any_f |= P->toks.v[k++].fstr;
    if (!any_f) {
        P->p++;
        lang_node *nd = pyp_node(P, t0->bytes ? N_BYTES : N_STR, t0);
        if (!nd) return pyp_nomem(P);
        nd->name = t0->str;
        nd->str_len = t0->str_len;
        *out = nd;
        return SL_OK;
    }
    lang_node *j = pyp_node(P, N_JOINEDSTR, t0);
    if (!j) return pyp_nomem(P);
    nlist parts = {0};
    int rc;
    while (pyp_peek(P)->kind == TK_STR) {
        lang_tok *t = pyp_peek(P);
        P->p++;
        if (!t->fstr) {
            lang_node *lit = pyp_node(P, N_STR, t);
            if (!lit) return pyp_nomem(P);
            lit->name = t->str;
            lit->str_len = t->str_len;
            if ((rc = pyp_nl_push(P, &parts, lit, NULL, NULL))) return rc;
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
            if (!m) return pyp_nomem(P);
            memcpy(m, prev->name, (size_t)prev->str_len);
            memcpy(m + prev->str_len, cur->name, (size_t)cur->str_len);
            lang_node *lit = pyp_node(P, N_STR, t0);
            if (!lit) return pyp_nomem(P);
            lit->name = m;
            lit->str_len = prev->str_len + cur->str_len;
            parts.v[k2 - 1] = lit;
            continue;
        }
        parts.v[k2++] = cur;
    }
    j->items = parts.v;
    j->nitems = k2;
    pyp_finish(P, j);
    *out = j;
    return SL_OK;
}


/* yield [testlist] / yield from test: marks the function being parsed as a generator */
