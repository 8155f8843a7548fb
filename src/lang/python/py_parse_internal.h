/*
 * py_parse_internal.h — the parser's state and helpers shared by its files; private.
 *
 * py_parse.c (token helpers, nesting bound, entry points), py_parse_expr.c
 * (expressions), py_parse_fstr.c (string literals and f-strings), py_parse_stmt.c
 * (statements).  The grammar is described atop py_parse.c.
 */
#ifndef STRIDELAB_LANG_PYTHON_PY_PARSE_INTERNAL_H
#define STRIDELAB_LANG_PYTHON_PY_PARSE_INTERNAL_H

#include "lang/python/py.h"

/* nesting the parser's recursion allows: CPython's compiler refuses more (brackets stop
 * at 200 in the lexer, like CPython's tokenizer) */
#define MAX_NEST LANG_COMPILE_DEPTH_LIMIT

typedef struct parser {
    lang_arena *A;
    const char *src;
    int64_t n;
    lang_toks toks;
    int64_t p;
    int nest;
    sl_error *err;
    lang_node *cur_def; /* the def (or lambda) whose body is being parsed: yield marks it */
    uintptr_t stack_floor; /* py_stack_floor(): the recursion stops above it */
} parser;

/* Growable node list in the arena. */
typedef struct nlist {
    lang_node **v;
    const char **names;
    const char **names2;
    int32_t n, cap;
} nlist;

/* identifiers beyond ASCII (py_unicode_ident.c, for py_lex.c) */
bool lang_xid_start(uint32_t c);
bool lang_xid_continue(uint32_t c);
bool lang_nfkc_changes(uint32_t c);

bool pyp_accept_kw(parser *P, const char *kw);
bool pyp_accept_op(parser *P, const char *op);
int pyp_check_target(parser *P, lang_node *t, bool aug);
int pyp_enter(parser *P);
int pyp_too_deep(parser *P);
int pyp_expect_op(parser *P, const char *op);
void pyp_finish(parser *P, lang_node *nd);
bool pyp_is_keyword(const char *s);
bool pyp_is_kw(const lang_tok *t, const char *kw);
bool pyp_is_op(const lang_tok *t, const char *op);
int pyp_nl_push(parser *P, nlist *l, lang_node *nd, const char *name, const char *name2);
lang_node *pyp_node(parser *P, lang_node_kind k, const lang_tok *t);
int pyp_nomem(parser *P);
int pyp_parse_boolop(parser *P, bool is_or, lang_node **out);
int pyp_parse_expr_bitor(parser *P, lang_node **out);
int pyp_parse_params(parser *P, lang_node *d, const char *close);
int pyp_parse_stmt(parser *P, nlist *into);
int pyp_parse_strings(parser *P, lang_node **out);
int pyp_parse_test(parser *P, lang_node **out);
int pyp_parse_testlist(parser *P, lang_node **out, bool allow_star);
lang_tok *pyp_peek(parser *P);
lang_tok *pyp_peek_at(parser *P, int64_t k);
int pyp_syntax(parser *P, const char *msg);
int pyp_syntax_at(parser *P, const lang_tok *t, const char *msg);

#endif
