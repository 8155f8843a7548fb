/*
 * lang_lex.c — tokenizer of the snippet language.
 *
 * Python's lexical rules, for the subset we run: names, decimal / hex / octal / binary
 * integers (with `_` separators), floats (`64.`, `.5`, `1e-5`), single-, double- and
 * triple-quoted strings with the common escapes (raw strings too), operators by longest
 * match, comments, and the layout tokens.  Inside brackets newlines are ignored
 * (implicit line joining); a backslash at the end of a line joins explicitly.  At the
 * start of each logical line the indentation is compared with a stack of open levels,
 * producing INDENT or one DEDENT per closed level; a level that matches none is an
 * IndentationError.  Every token records its byte offset, line and column so that the
 * parser and evaluator can point at the offending character.
 */
#include "lang.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>

#define MAX_INDENT 100
#define MAX_TOKENS ((int64_t)1 << 22)

typedef struct lexer {
    lang_arena *A;
    const char *s;
    int64_t n, i;
    int32_t line;
    int64_t line_start;
    lang_toks *out;
    int64_t cap;
    int depth; /* bracket depth */
    int32_t indents[MAX_INDENT];
    int nindent;
    sl_error *err;
} lexer;

static int lex_error(lexer *L, int64_t off, const char *type, const char *msg) {
    sl_error_set(L->err, SL_ERR_SYNTAX, type, "%s", msg);
    if (L->err) {
        /* line / col of `off` */
        int32_t line = 1;
        int64_t ls = 0;
        for (int64_t k = 0; k < off && k < L->n; k++)
            if (L->s[k] == '\n') {
                line++;
                ls = k + 1;
            }
        L->err->offset = off;
        L->err->line = line;
        L->err->col = off - ls + 1;
    }
    return SL_ERR_SYNTAX;
}

static lang_tok *push(lexer *L, lang_tok_kind k, int64_t off, int64_t len) {
    if (L->out->n == L->cap) {
        if (L->cap >= MAX_TOKENS) return NULL;
        int64_t ncap = L->cap ? L->cap * 2 : 256;
        lang_tok *nv = lang_alloc(L->A, (size_t)ncap * sizeof(lang_tok));
        if (!nv) return NULL;
        if (L->out->n) memcpy(nv, L->out->v, (size_t)L->out->n * sizeof(lang_tok));
        L->out->v = nv;
        L->cap = ncap;
    }
    lang_tok *t = &L->out->v[L->out->n++];
    memset(t, 0, sizeof *t);
    t->kind = k;
    t->off = off;
    t->len = len;
    t->line = L->line;
    t->col = (int32_t)(off - L->line_start + 1);
    return t;
}

static int nomem(lexer *L) {
    return sl_error_set(L->err, SL_ERR_LIMIT, "MemoryError", "snippet too large");
}

static bool is_name_start(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_name_char(char c) { return is_name_start(c) || is_digit(c); }

static int lex_number(lexer *L) {
    int64_t st = L->i;
    const char *s = L->s;
    char buf[128];
    int nb = 0;
    bool is_float = false;
    int base = 10;
    if (s[L->i] == '0' && L->i + 1 < L->n &&
        strchr("xXoObB", s[L->i + 1]) && s[L->i + 1] != '\0') {
        char c = (char)(s[L->i + 1] | 0x20);
        base = c == 'x' ? 16 : c == 'o' ? 8 : 2;
        L->i += 2;
        while (L->i < L->n && (isalnum((unsigned char)s[L->i]) || s[L->i] == '_')) {
            if (s[L->i] != '_') {
                if (nb >= 100) return lex_error(L, st, "SyntaxError", "invalid number literal");
                buf[nb++] = s[L->i];
            }
            L->i++;
        }
    } else {
        while (L->i < L->n) {
            char c = s[L->i];
            if (is_digit(c) || c == '_') {
                /* digits */
            } else if (c == '.' && !is_float) {
                is_float = true;
            } else if ((c == 'e' || c == 'E') &&
                       (L->i + 1 < L->n &&
                        (is_digit(s[L->i + 1]) ||
                         ((s[L->i + 1] == '+' || s[L->i + 1] == '-') && L->i + 2 < L->n &&
                          is_digit(s[L->i + 2]))))) {
                is_float = true;
                if (nb >= 100) return lex_error(L, st, "SyntaxError", "invalid number literal");
                buf[nb++] = c;
                L->i++;
                c = s[L->i];
                if (c == '+' || c == '-') {
                    buf[nb++] = c;
                    L->i++;
                }
                while (L->i < L->n && (is_digit(s[L->i]) || s[L->i] == '_')) {
                    if (s[L->i] != '_') {
                        if (nb >= 100)
                            return lex_error(L, st, "SyntaxError", "invalid number literal");
                        buf[nb++] = s[L->i];
                    }
                    L->i++;
                }
                break;
            } else {
                break;
            }
            if (c != '_') {
                if (nb >= 100) return lex_error(L, st, "SyntaxError", "invalid number literal");
                buf[nb++] = c;
            }
            L->i++;
        }
    }
    buf[nb] = '\0';
    if (L->i < L->n && (is_name_char(s[L->i]))) {
        if (s[L->i] == 'j' || s[L->i] == 'J')
            return sl_error_set(L->err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: complex literal");
        return lex_error(L, L->i, "SyntaxError", "invalid decimal literal");
    }
    if (nb == 0) return lex_error(L, st, "SyntaxError", "invalid number literal");
    lang_tok *t = push(L, is_float ? TK_FLOAT : TK_INT, st, L->i - st);
    if (!t) return nomem(L);
    errno = 0;
    if (is_float) {
        t->fval = strtod(buf, NULL);
    } else {
        char *end;
        unsigned long long v = strtoull(buf, &end, base);
        if (*end) return lex_error(L, st, "SyntaxError", "invalid digit in number literal");
        if (errno == ERANGE || v > (unsigned long long)INT64_MAX) {
            int rc = sl_error_set(L->err, SL_ERR_UNSUPPORTED, NULL,
                                  "unsupported: integer literal %s does not fit in 64 bits",
                                  buf);
            if (L->err) L->err->offset = st;
            return rc;
        }
        if (base == 10 && nb > 1 && buf[0] == '0') {
            for (int k = 0; k < nb; k++)
                if (buf[k] != '0')
                    return lex_error(L, st, "SyntaxError",
                                     "leading zeros in decimal integer literals are not "
                                     "permitted; use an 0o prefix for octal integers");
        }
        t->ival = (int64_t)v;
    }
    return SL_OK;
}

static int lex_string(lexer *L, bool raw) {
    int64_t st = L->i;
    const char *s = L->s;
    char q = s[L->i];
    bool triple = L->i + 2 < L->n && s[L->i + 1] == q && s[L->i + 2] == q;
    L->i += triple ? 3 : 1;
    size_t cap = 64, len = 0;
    char *buf = lang_alloc(L->A, cap);
    if (!buf) return nomem(L);
    for (;;) {
        if (L->i >= L->n)
            return lex_error(L, st, "SyntaxError",
                             triple ? "unterminated triple-quoted string literal"
                                    : "unterminated string literal");
        char c = s[L->i];
        if (!triple && c == '\n')
            return lex_error(L, st, "SyntaxError", "unterminated string literal");
        if (c == q && (!triple || (L->i + 2 < L->n && s[L->i + 1] == q && s[L->i + 2] == q))) {
            L->i += triple ? 3 : 1;
            break;
        }
        char outc = c;
        int emit = 1;
        if (c == '\\' && !raw && L->i + 1 < L->n) {
            char e = s[L->i + 1];
            L->i++;
            switch (e) {
            case 'n': outc = '\n'; break;
            case 't': outc = '\t'; break;
            case 'r': outc = '\r'; break;
            case '0': outc = '\0'; break;
            case '\\': outc = '\\'; break;
            case '\'': outc = '\''; break;
            case '"': outc = '"'; break;
            case '\n': emit = 0; L->line++; L->line_start = L->i + 1; break;
            default:
                /* unknown escapes stay as written */
                if (len + 2 >= cap) {
                    char *nb = lang_alloc(L->A, cap * 2);
                    if (!nb) return nomem(L);
                    memcpy(nb, buf, len);
                    buf = nb;
                    cap *= 2;
                }
                buf[len++] = '\\';
                outc = e;
            }
        } else if (c == '\n') {
            L->line++;
            L->line_start = L->i + 1;
        }
        L->i++;
        if (!emit) continue;
        if (len + 2 >= cap) {
            char *nb = lang_alloc(L->A, cap * 2);
            if (!nb) return nomem(L);
            memcpy(nb, buf, len);
            buf = nb;
            cap *= 2;
        }
        buf[len++] = outc;
    }
    buf[len] = '\0';
    /* adjacent literals concatenate: merge into the previous STR token */
    lang_tok *prev = L->out->n ? &L->out->v[L->out->n - 1] : NULL;
    if (prev && prev->kind == TK_STR) {
        char *m = lang_alloc(L->A, (size_t)prev->str_len + len + 1);
        if (!m) return nomem(L);
        memcpy(m, prev->str, (size_t)prev->str_len);
        memcpy(m + prev->str_len, buf, len);
        prev->str = m;
        prev->str_len += (int64_t)len;
        prev->len = L->i - prev->off;
        return SL_OK;
    }
    lang_tok *t = push(L, TK_STR, st, L->i - st);
    if (!t) return nomem(L);
    t->str = buf;
    t->str_len = (int64_t)len;
    return SL_OK;
}

static const char *const OPS3[] = {"**=", "//=", ">>=", "<<=", "..."};
static const char *const OPS2[] = {"**", "//", "<<", ">>", "<=", ">=", "==", "!=", "->",
                                   "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=",
                                   ":="};
static const char OPS1[] = "+-*/%@&|^~<>()[]{},:.;=";

/* Handle the start of a logical line: indentation. Returns SL_OK; sets *skip when the
 * line is blank or a comment (no tokens). */
static int lex_indent(lexer *L, bool expr_only) {
    int32_t col = 0;
    int64_t k = L->i;
    while (k < L->n && (L->s[k] == ' ' || L->s[k] == '\t' || L->s[k] == '\f')) {
        if (L->s[k] == '\t') col = (col / 8 + 1) * 8;
        else if (L->s[k] == ' ') col++;
        else col = 0;
        k++;
    }
    /* blank or comment-only line: no layout tokens */
    if (k >= L->n || L->s[k] == '\n' || L->s[k] == '#' || L->s[k] == '\r') {
        L->i = k;
        return SL_OK;
    }
    L->i = k;
    if (expr_only) return SL_OK;
    int32_t cur = L->indents[L->nindent - 1];
    if (col > cur) {
        if (L->nindent >= MAX_INDENT)
            return lex_error(L, k, "IndentationError", "too many levels of indentation");
        L->indents[L->nindent++] = col;
        if (!push(L, TK_INDENT, k, 0)) return nomem(L);
    } else if (col < cur) {
        while (L->nindent > 1 && col < L->indents[L->nindent - 1]) {
            L->nindent--;
            if (!push(L, TK_DEDENT, k, 0)) return nomem(L);
        }
        if (col != L->indents[L->nindent - 1])
            return lex_error(L, k, "IndentationError",
                             "unindent does not match any outer indentation level");
    }
    return SL_OK;
}

int lang_lex(lang_arena *A, const char *src, int64_t n, bool expr_only, lang_toks *out,
             sl_error *err) {
    lexer L;
    memset(&L, 0, sizeof L);
    L.A = A;
    L.s = src;
    L.n = n;
    L.line = 1;
    L.out = out;
    L.err = err;
    L.indents[0] = 0;
    L.nindent = 1;
    out->v = NULL;
    out->n = 0;
    bool at_line_start = true;
    int32_t bracket_stack_line = 0;
    (void)bracket_stack_line;
    char brackets[256];
    int64_t bracket_off[256];
    while (L.i <= L.n) {
        if (at_line_start && L.depth == 0) {
            int rc = lex_indent(&L, expr_only);
            if (rc) return rc;
            at_line_start = false;
        }
        if (L.i >= L.n) break;
        char c = src[L.i];
        if (c == '\0')
            return lex_error(&L, L.i, "SyntaxError", "source code cannot contain null bytes");
        if (c == ' ' || c == '\t' || c == '\f' || c == '\r') {
            L.i++;
            continue;
        }
        if (c == '#') {
            while (L.i < L.n && src[L.i] != '\n') L.i++;
            continue;
        }
        if (c == '\\') {
            int64_t k = L.i + 1;
            if (k < L.n && src[k] == '\r') k++;
            if (k < L.n && src[k] == '\n') {
                L.i = k + 1;
                L.line++;
                L.line_start = L.i;
                continue;
            }
            return lex_error(&L, L.i, "SyntaxError",
                             "unexpected character after line continuation character");
        }
        if (c == '\n') {
            if (L.depth == 0 && !expr_only) {
                /* only one NEWLINE per logical line; skip for blank lines */
                if (out->n && out->v[out->n - 1].kind != TK_NEWLINE &&
                    out->v[out->n - 1].kind != TK_INDENT &&
                    out->v[out->n - 1].kind != TK_DEDENT) {
                    if (!push(&L, TK_NEWLINE, L.i, 1)) return nomem(&L);
                }
            }
            L.i++;
            L.line++;
            L.line_start = L.i;
            if (L.depth == 0) at_line_start = true;
            continue;
        }
        if (is_digit(c) || (c == '.' && L.i + 1 < L.n && is_digit(src[L.i + 1]))) {
            int rc = lex_number(&L);
            if (rc) return rc;
            continue;
        }
        if (is_name_start(c) || (unsigned char)c >= 0x80) {
            int64_t st = L.i;
            while (L.i < L.n && (is_name_char(src[L.i]) || (unsigned char)src[L.i] >= 0x80))
                L.i++;
            int64_t len = L.i - st;
            /* string prefixes */
            if (L.i < L.n && (src[L.i] == '\'' || src[L.i] == '"') && len <= 2) {
                bool raw = false, ok = true, fstr = false, bytes = false;
                for (int64_t k = st; k < L.i; k++) {
                    char p = (char)(src[k] | 0x20);
                    if (p == 'r') raw = true;
                    else if (p == 'f') fstr = true;
                    else if (p == 'b') bytes = true;
                    else if (p == 'u') {
                    } else ok = false;
                }
                if (ok) {
                    if (fstr || bytes) {
                        int rc = sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                                              "unsupported: %s string literal",
                                              fstr ? "f-" : "bytes");
                        if (err) {
                            err->offset = st;
                            err->line = L.line;
                            err->col = st - L.line_start + 1;
                        }
                        return rc;
                    }
                    int rc = lex_string(&L, raw);
                    if (rc) return rc;
                    continue;
                }
            }
            for (int64_t k = st; k < L.i; k++)
                if ((unsigned char)src[k] >= 0x80)
                    return lex_error(&L, k, "SyntaxError", "invalid character in identifier");
            lang_tok *t = push(&L, TK_NAME, st, len);
            if (!t) return nomem(&L);
            t->str = lang_strndup(A, src + st, (size_t)len);
            if (!t->str) return nomem(&L);
            t->str_len = len;
            continue;
        }
        if (c == '\'' || c == '"') {
            int rc = lex_string(&L, false);
            if (rc) return rc;
            continue;
        }
        /* operators */
        int oplen = 0;
        for (size_t k = 0; k < SL_ARRAY_LEN(OPS3) && !oplen; k++)
            if (L.i + 3 <= L.n && !memcmp(src + L.i, OPS3[k], 3)) oplen = 3;
        for (size_t k = 0; k < SL_ARRAY_LEN(OPS2) && !oplen; k++)
            if (L.i + 2 <= L.n && !memcmp(src + L.i, OPS2[k], 2)) oplen = 2;
        if (!oplen && strchr(OPS1, c)) oplen = 1;
        if (!oplen) {
            char msg[64];
            if (c == '$' || c == '?' || c == '`' || c == '!')
                snprintf(msg, sizeof msg, "invalid syntax");
            else
                snprintf(msg, sizeof msg, "invalid character '%c' (U+%04X)", c,
                         (unsigned)(unsigned char)c);
            return lex_error(&L, L.i, "SyntaxError", msg);
        }
        if (oplen == 1 && strchr("([{", c)) {
            if (L.depth >= 200)
                return lex_error(&L, L.i, "SyntaxError", "too many nested parentheses");
            brackets[L.depth] = c;
            bracket_off[L.depth] = L.i;
            L.depth++;
        } else if (oplen == 1 && strchr(")]}", c)) {
            char want = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (L.depth == 0) {
                char msg[64];
                snprintf(msg, sizeof msg, "unmatched '%c'", c);
                return lex_error(&L, L.i, "SyntaxError", msg);
            }
            if (brackets[L.depth - 1] != want) {
                char msg[96];
                snprintf(msg, sizeof msg,
                         "closing parenthesis '%c' does not match opening parenthesis '%c'",
                         c, brackets[L.depth - 1]);
                return lex_error(&L, L.i, "SyntaxError", msg);
            }
            L.depth--;
        }
        lang_tok *t = push(&L, TK_OP, L.i, oplen);
        if (!t) return nomem(&L);
        memcpy(t->op, src + L.i, (size_t)oplen);
        t->op[oplen] = '\0';
        L.i += oplen;
    }
    if (L.depth > 0) {
        char msg[64];
        snprintf(msg, sizeof msg, "'%c' was never closed", brackets[L.depth - 1]);
        return lex_error(&L, bracket_off[L.depth - 1], "SyntaxError", msg);
    }
    if (!expr_only) {
        if (out->n && out->v[out->n - 1].kind != TK_NEWLINE &&
            out->v[out->n - 1].kind != TK_DEDENT && out->v[out->n - 1].kind != TK_INDENT)
            if (!push(&L, TK_NEWLINE, L.n, 0)) return nomem(&L);
        while (L.nindent > 1) {
            L.nindent--;
            if (!push(&L, TK_DEDENT, L.n, 0)) return nomem(&L);
        }
    }
    if (!push(&L, TK_EOF, L.n, 0)) return nomem(&L);
    return SL_OK;
}
