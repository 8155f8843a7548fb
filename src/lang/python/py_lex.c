/*
 * py_lex.c — tokenizer of the snippet language.
 *
 * Python's lexical rules, for the subset we run: names, decimal / hex / octal / binary
 * integers (with `_` separators), floats (`64.`, `.5`, `1e-5`), single-, double- and
 * triple-quoted strings with Python's escapes (raw strings too; \N{name} is refused),
 * f-strings (kept as written, one token each, for the parser to split into literal text
 * and replacement fields as Python 3.11 does after tokenizing), operators by longest
 * match, comments, and the layout tokens.  Inside brackets newlines are ignored
 * (implicit line joining); a backslash at the end of a line joins explicitly.  At the
 * start of each logical line the indentation is compared with a stack of open levels,
 * producing INDENT or one DEDENT per closed level; a level that matches none is an
 * IndentationError.  Every token records its byte offset, line and column so that the
 * parser and evaluator can point at the offending character.
 */
#include "lang/python/py.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>

#include "lang/python/py_parse_internal.h"

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
    int32_t altindents[MAX_INDENT]; /* the same levels with a tab as one column */
    int nindent;
    sl_error *err;
    /* identifiers are interned: one copy per spelling (open addressing), so scopes
     * find a name by comparing pointers first */
    const char **names;
    size_t names_cap, names_n;
} lexer;

/* the one copy of the identifier src[st, st+len), made on first sight; NULL: no memory */
static const char *intern_name(lexer *L, int64_t st, int64_t len) {
    const char *s = L->s + st;
    if ((L->names_n + 1) * 2 > L->names_cap) {
        size_t cap = L->names_cap ? L->names_cap * 2 : 32; /* (a chain names a handful) */
        const char **t = lang_alloc(L->A, cap * sizeof *t);
        if (!t) return NULL;
        for (size_t k = 0; k < L->names_cap; k++) {
            const char *q = L->names[k];
            if (!q) continue;
            size_t j = (size_t)lang_fnv1a(q, strlen(q)) & (cap - 1);
            while (t[j]) j = (j + 1) & (cap - 1);
            t[j] = q;
        }
        L->names = t;
        L->names_cap = cap;
    }
    size_t j = (size_t)lang_fnv1a(s, (size_t)len) & (L->names_cap - 1);
    for (; L->names[j]; j = (j + 1) & (L->names_cap - 1))
        if (!strncmp(L->names[j], s, (size_t)len) && L->names[j][len] == '\0') return L->names[j];
    const char *copy = lang_strndup(L->A, s, (size_t)len);
    if (!copy) return NULL;
    L->names[j] = copy;
    L->names_n++;
    return copy;
}

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
        int64_t ncap = L->cap ? L->cap * 2 : 32;
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
    bool is_float = false, long_int = false; /* long_int: more than 100 digits */
    int base = 10;
    if (s[L->i] == '0' && L->i + 1 < L->n &&
        strchr("xXoObB", s[L->i + 1]) && s[L->i + 1] != '\0') {
        char c = (char)(s[L->i + 1] | 0x20);
        base = c == 'x' ? 16 : c == 'o' ? 8 : 2;
        L->i += 2;
        while (L->i < L->n && (isalnum((unsigned char)s[L->i]) || s[L->i] == '_')) {
            if (s[L->i] != '_') {
                if (nb >= 100) long_int = true;
                else buf[nb++] = s[L->i];
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
                if (nb >= 100) {
                    if (is_float) return lex_error(L, st, "SyntaxError", "invalid number literal");
                    long_int = true;
                } else {
                    buf[nb++] = c;
                }
            }
            L->i++;
        }
    }
    if (long_int && is_float) return lex_error(L, st, "SyntaxError", "invalid number literal");
    buf[nb] = '\0';
    bool imag = false; /* an imaginary literal: 1j, 2.5J, 1e3j (TK_FLOAT, ival 1) */
    if (L->i < L->n && (s[L->i] == 'j' || s[L->i] == 'J') && base == 10 && !long_int && nb > 0) {
        imag = true;
        L->i++;
    }
    if (L->i < L->n && (is_name_char(s[L->i]))) {
        if (s[L->i] == 'j' || s[L->i] == 'J')
            return sl_error_set(L->err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: complex literal");
        return lex_error(L, L->i, "SyntaxError", imag ? "invalid imaginary literal" : "invalid decimal literal");
    }
    if (imag) {
        lang_tok *t = push(L, TK_FLOAT, st, L->i - st);
        if (!t) return nomem(L);
        t->fval = strtod(buf, NULL);
        t->ival = 1;
        return SL_OK;
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
        if (long_int || errno == ERANGE || v > (unsigned long long)INT64_MAX) {
            /* an int past int64: its text (from the source) becomes the int when evaluated
             * (py_eval_expr.c, N_INT with a name) */
            int64_t k = st + (base != 10 ? 2 : 0);
            bool nonzero = false;
            for (; k < L->i; k++) {
                char d = s[k];
                if (d == '_') continue;
                int dv = is_digit(d) ? d - '0' : ((d | 0x20) >= 'a' && (d | 0x20) <= 'z') ? (d | 0x20) - 'a' + 10 : 99;
                if (dv >= base) return lex_error(L, st, "SyntaxError", "invalid digit in number literal");
                nonzero = nonzero || dv;
            }
            if (base == 10 && buf[0] == '0' && nonzero)
                return lex_error(L, st, "SyntaxError",
                                 "leading zeros in decimal integer literals are not "
                                 "permitted; use an 0o prefix for octal integers");
            t->str = s + st;
            t->str_len = L->i - st;
            t->raw = true;
            t->ival = nonzero ? 0 : -1;
            if (!nonzero) { t->raw = false; t->ival = 0; t->str = NULL; }
            return SL_OK;
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

/* Append the UTF-8 encoding of code point cp (< 0x110000). */
static size_t put_utf8(char *o, uint32_t cp) {
    if (cp < 0x80) {
        o[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        o[0] = (char)(0xC0 | (cp >> 6));
        o[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        o[0] = (char)(0xE0 | (cp >> 12));
        o[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        o[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    o[0] = (char)(0xF0 | (cp >> 18));
    o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    o[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    o[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    c = (char)(c | 0x20);
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

/* the byte of a one-letter escape (\n \t \r \a \b \f \v \\ \' \"), which str and bytes
 * literals share */
static char simple_escape(char e) {
    switch (e) {
    case 'n': return '\n';
    case 't': return '\t';
    case 'r': return '\r';
    case 'a': return '\a';
    case 'b': return '\b';
    case 'f': return '\f';
    case 'v': return '\v';
    default: return e; /* \\ \' \" */
    }
}

/* Python's escapes: \n \t \r \a \b \f \v \0-\777 (octal) \xHH \uHHHH \UHHHHHHHH, \\ \' \"
 * and backslash-newline (dropped); any other escape keeps its backslash.  The output is
 * never longer than the input (each escape is at least as long as its UTF-8 text).
 * \N{name} needs the Unicode name table: refused. */
int lang_decode_escapes(lang_arena *A, const char *s, int64_t n, char **out, int64_t *out_len,
                        sl_error *err) {
    char *buf = lang_alloc(A, (size_t)n + 1);
    if (!buf) return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "snippet too large");
    int64_t o = 0;
    for (int64_t i = 0; i < n; i++) {
        char c = s[i];
        if (c != '\\' || i + 1 >= n) {
            buf[o++] = c;
            continue;
        }
        char e = s[++i];
        switch (e) {
        case 'n': case 't': case 'r': case 'a': case 'b': case 'f': case 'v': case '\\': case '\'': case '"':
            buf[o++] = simple_escape(e);
            break;
        case '\n': break;
        case 'x':
        case 'u':
        case 'U': {
            int want = e == 'x' ? 2 : e == 'u' ? 4 : 8;
            uint32_t cp = 0;
            for (int k = 0; k < want; k++) {
                int h = i + 1 + k < n ? hexval(s[i + 1 + k]) : -1;
                if (h < 0)
                    return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                                        "unsupported: truncated \\%c escape", e);
                cp = cp * 16 + (uint32_t)h;
            }
            if (cp >= 0x110000 || (cp >= 0xD800 && cp < 0xE000))
                return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                                    "unsupported: \\%c escape of an invalid code point", e);
            i += want;
            o += (int64_t)put_utf8(buf + o, cp);
            break;
        }
        case 'N':
            return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL, "unsupported: \\N{...} escape");
        default:
            if (e >= '0' && e <= '7') {
                uint32_t cp = (uint32_t)(e - '0');
                for (int k = 0; k < 2 && i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '7'; k++)
                    cp = cp * 8 + (uint32_t)(s[++i] - '0');
                o += (int64_t)put_utf8(buf + o, cp);
            } else {
                buf[o++] = '\\';
                buf[o++] = e;
            }
        }
    }
    buf[o] = '\0';
    *out = buf;
    *out_len = o;
    return SL_OK;
}

/* The escapes of a bytes literal: those of str (lang_decode_escapes) that make one byte,
 * \xHH and octal \ooo (at most \377), each its byte; \u, \U and \N are not escapes in
 * bytes and keep their backslash. */
static int decode_bytes_escapes(lexer *L, const char *s, int64_t n, char **out, int64_t *out_len) {
    char *buf = lang_alloc(L->A, (size_t)n + 1);
    if (!buf) return nomem(L);
    int64_t o = 0;
    for (int64_t i = 0; i < n; i++) {
        char c = s[i];
        if (c != '\\' || i + 1 >= n) {
            buf[o++] = c;
            continue;
        }
        char e = s[++i];
        switch (e) {
        case 'n': case 't': case 'r': case 'a': case 'b': case 'f': case 'v': case '\\': case '\'': case '"':
            buf[o++] = simple_escape(e);
            break;
        case '\n': break;
        case 'x': {
            int h1 = i + 1 < n ? hexval(s[i + 1]) : -1, h2 = i + 2 < n ? hexval(s[i + 2]) : -1;
            if (h1 < 0 || h2 < 0)
                return sl_error_set(L->err, SL_ERR_UNSUPPORTED, NULL, "unsupported: truncated \\x escape");
            buf[o++] = (char)(h1 * 16 + h2);
            i += 2;
            break;
        }
        default:
            if (e >= '0' && e <= '7') {
                uint32_t cp = (uint32_t)(e - '0');
                for (int k = 0; k < 2 && i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '7'; k++)
                    cp = cp * 8 + (uint32_t)(s[++i] - '0');
                if (cp > 0377)
                    return sl_error_set(L->err, SL_ERR_UNSUPPORTED, NULL,
                                        "unsupported: octal escape above \\377 in bytes");
                buf[o++] = (char)cp;
            } else {
                buf[o++] = '\\';
                buf[o++] = e;
            }
        }
    }
    buf[o] = '\0';
    *out = buf;
    *out_len = o;
    return SL_OK;
}

/* One string literal: find its end (a backslash always protects the next character,
 * even in raw strings), then decode the body unless it is raw or an f-string (whose
 * literal parts the parser decodes, after splitting off the replacement fields).  Plain
 * adjacent literals merge here; f-strings stay separate tokens for the parser to join. */
static int lex_string(lexer *L, bool raw, bool fstr, bool bytes, int64_t prefix_at) {
    int64_t st = L->i;
    const char *s = L->s;
    char q = s[L->i];
    bool triple = L->i + 2 < L->n && s[L->i + 1] == q && s[L->i + 2] == q;
    L->i += triple ? 3 : 1;
    int64_t body = L->i, body_end;
    for (;;) {
        if (L->i >= L->n)
            return lex_error(L, st, "SyntaxError",
                             triple ? "unterminated triple-quoted string literal"
                                    : "unterminated string literal");
        char c = s[L->i];
        if (!triple && c == '\n')
            return lex_error(L, st, "SyntaxError", "unterminated string literal");
        if (c == q && (!triple || (L->i + 2 < L->n && s[L->i + 1] == q && s[L->i + 2] == q))) {
            body_end = L->i;
            L->i += triple ? 3 : 1;
            break;
        }
        if (c == '\\' && L->i + 1 < L->n) {
            L->i++;
            c = s[L->i];
        }
        if (c == '\n') {
            L->line++;
            L->line_start = L->i + 1;
        }
        L->i++;
    }
    char *buf;
    int64_t len = body_end - body;
    lang_tok *before = L->out->n ? &L->out->v[L->out->n - 1] : NULL;
    if (before && before->kind == TK_STR && before->bytes != bytes)
        return lex_error(L, prefix_at, "SyntaxError", "cannot mix bytes and nonbytes literals");
    if (bytes) {
        for (int64_t k = body; k < body_end; k++)
            if ((unsigned char)s[k] >= 0x80)
                return lex_error(L, prefix_at, "SyntaxError", "bytes can only contain ASCII literal characters");
        if (raw) {
            if (!(buf = lang_strndup(L->A, s + body, (size_t)len))) return nomem(L);
        } else {
            int rc = decode_bytes_escapes(L, s + body, len, &buf, &len);
            if (rc) return rc;
        }
    } else if (raw || fstr) {
        if (!(buf = lang_strndup(L->A, s + body, (size_t)len))) return nomem(L);
    } else {
        int rc = lang_decode_escapes(L->A, s + body, len, &buf, &len, L->err);
        if (rc) {
            if (L->err) L->err->offset = st;
            return rc;
        }
    }
    /* adjacent plain literals concatenate: merge into the previous STR token */
    lang_tok *prev = L->out->n ? &L->out->v[L->out->n - 1] : NULL;
    if (prev && prev->kind == TK_STR && !prev->fstr && !fstr) {
        char *m = lang_alloc(L->A, (size_t)prev->str_len + (size_t)len + 1);
        if (!m) return nomem(L);
        memcpy(m, prev->str, (size_t)prev->str_len);
        memcpy(m + prev->str_len, buf, (size_t)len);
        prev->str = m;
        prev->str_len += len;
        prev->len = L->i - prev->off;
        return SL_OK;
    }
    lang_tok *t = push(L, TK_STR, st, L->i - st);
    if (!t) return nomem(L);
    t->str = buf;
    t->str_len = len;
    t->fstr = fstr;
    t->raw = raw;
    t->bytes = bytes;
    t->body_off = body;
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
    /* col counts a tab to the next multiple of 8, altcol as 1 column: CPython's tokenizer
     * calls the indentation inconsistent (TabError) where the two disagree on its order */
    int32_t col = 0, altcol = 0;
    int64_t k = L->i;
    while (k < L->n && (L->s[k] == ' ' || L->s[k] == '\t' || L->s[k] == '\f')) {
        if (L->s[k] == '\t') {
            col = (col / 8 + 1) * 8;
            altcol++;
        } else if (L->s[k] == ' ') {
            col++;
            altcol++;
        } else {
            col = altcol = 0;
        }
        k++;
    }
    /* blank or comment-only line: no layout tokens */
    if (k >= L->n || L->s[k] == '\n' || L->s[k] == '#' || L->s[k] == '\r') {
        L->i = k;
        return SL_OK;
    }
    L->i = k;
    if (expr_only) return SL_OK;
    static const char TABS[] = "inconsistent use of tabs and spaces in indentation";
    int32_t cur = L->indents[L->nindent - 1];
    if (col == cur) {
        if (altcol != L->altindents[L->nindent - 1]) return lex_error(L, k, "TabError", TABS);
    } else if (col > cur) {
        if (L->nindent >= MAX_INDENT)
            return lex_error(L, k, "IndentationError", "too many levels of indentation");
        if (altcol <= L->altindents[L->nindent - 1]) return lex_error(L, k, "TabError", TABS);
        L->altindents[L->nindent] = altcol;
        L->indents[L->nindent++] = col;
        if (!push(L, TK_INDENT, k, 0)) return nomem(L);
    } else {
        while (L->nindent > 1 && col < L->indents[L->nindent - 1]) {
            L->nindent--;
            if (!push(L, TK_DEDENT, k, 0)) return nomem(L);
        }
        if (col != L->indents[L->nindent - 1])
            return lex_error(L, k, "IndentationError",
                             "unindent does not match any outer indentation level");
        if (altcol != L->altindents[L->nindent - 1]) return lex_error(L, k, "TabError", TABS);
    }
    return SL_OK;
}

/* Offset of the first byte that does not start a well-formed UTF-8 sequence, or -1. */
static int64_t bad_utf8_at(const char *src, int64_t n) {
    const unsigned char *u = (const unsigned char *)src;
    for (int64_t i = 0; i < n;) {
        unsigned c = u[i];
        int len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
        if (!len || i + len > n || (len == 2 && c < 0xC2) || (len == 4 && c > 0xF4)) return i;
        for (int k = 1; k < len; k++)
            if ((u[i + k] & 0xC0) != 0x80) return i;
        if (len == 3 && ((c == 0xE0 && u[i + 1] < 0xA0) || (c == 0xED && u[i + 1] >= 0xA0))) return i;
        if (len == 4 && ((c == 0xF0 && u[i + 1] < 0x90) || (c == 0xF4 && u[i + 1] >= 0x90))) return i;
        i += len;
    }
    return -1;
}

/* the code point at u (well-formed UTF-8: bad_utf8_at passed) and its length */
static uint32_t utf8_at(const unsigned char *u, int *len) {
    if (u[0] < 0x80) return *len = 1, u[0];
    if (u[0] < 0xE0) return *len = 2, (uint32_t)(u[0] & 0x1F) << 6 | (u[1] & 0x3F);
    if (u[0] < 0xF0) return *len = 3, (uint32_t)(u[0] & 0x0F) << 12 | (uint32_t)(u[1] & 0x3F) << 6 | (u[2] & 0x3F);
    *len = 4;
    return (uint32_t)(u[0] & 0x07) << 18 | (uint32_t)(u[1] & 0x3F) << 12 | (uint32_t)(u[2] & 0x3F) << 6 |
           (u[3] & 0x3F);
}

/* An identifier with characters beyond ASCII, src[st, end): each must be XID_Start (the
 * first) or XID_Continue as in CPython's tokenizer, else "invalid character"; one that
 * NFKC normalization would change is refused (CPython binds the normalized name). */
static int check_identifier(lexer *L, int64_t st, int64_t end) {
    for (int64_t k = st; k < end;) {
        int len;
        uint32_t c = utf8_at((const unsigned char *)L->s + k, &len);
        if (c >= 0x80) {
            if (!(k == st ? lang_xid_start(c) : lang_xid_continue(c))) {
                char msg[64];
                snprintf(msg, sizeof msg, "invalid character '%.*s' (U+%04X)", len, L->s + k, (unsigned)c);
                return lex_error(L, k, "SyntaxError", msg);
            }
            if (lang_nfkc_changes(c)) {
                int rc = sl_error_set(L->err, SL_ERR_UNSUPPORTED, NULL,
                                      "unsupported: identifier '%.*s' (Python binds its NFKC normal form)",
                                      (int)(end - st), L->s + st);
                if (L->err) {
                    L->err->offset = k;
                    L->err->line = L->line;
                    L->err->col = (int32_t)(k - L->line_start + 1);
                }
                return rc;
            }
        }
        k += len;
    }
    return SL_OK;
}

int lang_lex(lang_arena *A, const char *src, int64_t n, bool expr_only, lang_toks *out,
             sl_error *err) {
    /* Python reads source as UTF-8 and rejects anything else before tokenizing; we
     * refuse it (so every str value is well-formed UTF-8) */
    int64_t bad = bad_utf8_at(src, n);
    if (bad >= 0) {
        int rc = sl_error_set(err, SL_ERR_UNSUPPORTED, NULL, "unsupported: source text that is not UTF-8");
        if (err) err->offset = bad;
        return rc;
    }
    lexer L;
    memset(&L, 0, sizeof L);
    L.A = A;
    L.n = n;
    L.line = 1;
    L.err = err;
    /* CPython 3.11 refuses a NUL byte anywhere, even inside a string literal */
    const char *nul = n > 0 ? memchr(src, '\0', (size_t)n) : NULL;
    if (nul) {
        L.s = src;
        return lex_error(&L, nul - src, "SyntaxError", "source code cannot contain null bytes");
    }
    /* a file's universal newlines: a lone \r ends a line as \n does (translated in a
     * copy of the same length, so every offset still points into src) */
    const char *cr = n > 0 ? memchr(src, '\r', (size_t)n) : NULL;
    for (; cr && cr + 1 < src + n && cr[1] == '\n'; cr = memchr(cr + 1, '\r', (size_t)(src + n - cr - 1))) {
    }
    if (cr) {
        char *copy = lang_alloc(A, (size_t)n + 1);
        if (!copy) return nomem(&L);
        memcpy(copy, src, (size_t)n);
        for (int64_t k = 0; k < n; k++)
            if (copy[k] == '\r' && (k + 1 == n || copy[k + 1] != '\n')) copy[k] = '\n';
        src = copy;
    }
    L.s = src;
    /* a UTF-8 byte order mark opening a file is skipped, as CPython does */
    if (!expr_only && n >= 3 && !memcmp(src, "\xEF\xBB\xBF", 3)) {
        L.i = 3;
        L.line_start = 3;
    }
    L.out = out;
    L.err = err;
    L.indents[0] = 0;
    L.altindents[0] = 0;
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
                if (ok && fstr && bytes) ok = false;
                if (ok) {
                    int rc = lex_string(&L, raw, fstr, bytes, st);
                    if (rc) return rc;
                    continue;
                }
            }
            for (int64_t k = st; k < L.i; k++)
                if ((unsigned char)src[k] >= 0x80) {
                    int rc = check_identifier(&L, st, L.i);
                    if (rc) return rc;
                    break;
                }
            lang_tok *t = push(&L, TK_NAME, st, len);
            if (!t) return nomem(&L);
            t->str = intern_name(&L, st, len);
            if (!t->str) return nomem(&L);
            t->str_len = len;
            continue;
        }
        if (c == '\'' || c == '"') {
            int rc = lex_string(&L, false, false, false, L.i);
            if (rc) return rc;
            continue;
        }
        /* operators */
        int oplen = 0;
        if (c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}' || c == ',' || c == ';' || c == '~')
            oplen = 1; /* (no longer operator starts with these) */
        for (size_t k = 0; k < SL_ARRAY_LEN(OPS3) && !oplen; k++)
            if (L.i + 3 <= L.n && src[L.i] == OPS3[k][0] && !memcmp(src + L.i, OPS3[k], 3)) oplen = 3;
        for (size_t k = 0; k < SL_ARRAY_LEN(OPS2) && !oplen; k++)
            if (L.i + 2 <= L.n && src[L.i] == OPS2[k][0] && src[L.i + 1] == OPS2[k][1]) oplen = 2;
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
