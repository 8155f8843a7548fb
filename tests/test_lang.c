/* test_lang.c — unit tests of the snippet language: lexer, parser (and its error
 * positions), Python's float repr and each profile's repr of numpy float32 scalars (against
 * values recorded from Python by scripts/record_snippets.py), the evaluator's limits, sl_eval_chain and its per-op hook,
 * f-string syntax errors (replayed from tests/lang_syntax/, recorded from Python 3.11),
 * and the bounds of string formatting. */
#include "test_support.h"

#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/python/py.h"

/* ------------------------------------------------------------------ lexer == */

static void lexer_reads_numbers_like_python(void **state) {
    (void)state;
    lang_arena A;
    lang_arena_init(&A, 1 << 20);
    lang_toks t;
    const char *src = "64. 1e-5 .5 0x1F 1_000 2**62";
    assert_int_equal(lang_lex(&A, src, (int64_t)strlen(src), true, &t, NULL), SL_OK);
    assert_int_equal(t.v[0].kind, TK_FLOAT);
    assert_true(t.v[0].fval == 64.0);
    assert_int_equal(t.v[1].kind, TK_FLOAT);
    assert_true(t.v[1].fval == 1e-5);
    assert_true(t.v[2].fval == 0.5);
    assert_int_equal(t.v[3].kind, TK_INT);
    assert_int_equal(t.v[3].ival, 31);
    assert_int_equal(t.v[4].ival, 1000);
    assert_int_equal(t.v[5].ival, 2);
    assert_string_equal(t.v[6].op, "**");
    assert_int_equal(t.v[7].ival, 62);
    assert_int_equal(t.v[8].kind, TK_EOF);
    lang_arena_free(&A);
}

static void lexer_makes_indent_and_dedent_tokens(void **state) {
    (void)state;
    lang_arena A;
    lang_arena_init(&A, 1 << 20);
    lang_toks t;
    const char *src = "if x:\n    y = (1,\n 2)\n\n    # c\nz\n";
    assert_int_equal(lang_lex(&A, src, (int64_t)strlen(src), false, &t, NULL), SL_OK);
    int indents = 0, dedents = 0, newlines = 0;
    for (int64_t i = 0; i < t.n; i++) {
        indents += t.v[i].kind == TK_INDENT;
        dedents += t.v[i].kind == TK_DEDENT;
        newlines += t.v[i].kind == TK_NEWLINE;
    }
    assert_int_equal(indents, 1);
    assert_int_equal(dedents, 1);
    assert_int_equal(newlines, 3); /* the bracketed newline joins lines */
    lang_arena_free(&A);
}

static void lexer_rejects_bad_dedent_with_position(void **state) {
    (void)state;
    lang_arena A;
    lang_arena_init(&A, 1 << 20);
    lang_toks t;
    sl_error err;
    const char *src = "if x:\n    y = 1\n  z = 2\n";
    assert_int_equal(lang_lex(&A, src, (int64_t)strlen(src), false, &t, &err), SL_ERR_SYNTAX);
    assert_string_equal(err.type, "IndentationError");
    assert_int_equal(err.line, 3);
    assert_int_equal(err.col, 3);
    lang_arena_free(&A);
}

static void integer_literal_beyond_64_bits_is_refused(void **state) {
    (void)state;
    sl_eval_result r;
    sl_error err;
    /* a Python int of any size, but the layers take none past int64 outside their wide paths */
    assert_int_equal(sl_eval_chain("torch.zeros(99999999999999999999)", &r, &err), SL_ERR_UNSUPPORTED);
    assert_non_null(strstr(err.message, "unsupported: an int beyond 64 bits passed to torch.zeros"));
}

/* ----------------------------------------------------------------- parser == */

static void parse_error(const char *expr, int64_t want_offset, const char *want_msg) {
    sl_eval_result r;
    sl_error err;
    assert_int_equal(sl_eval_chain(expr, &r, &err), SL_ERR_SYNTAX);
    assert_int_equal(err.offset, want_offset);
    assert_int_equal(err.col, want_offset + 1);
    assert_string_equal(err.message, want_msg);
}

static void syntax_errors_point_at_the_offending_character(void **state) {
    (void)state;
    parse_error("torch.arange(4).view(2,2)]", 25, "unmatched ']'");
    parse_error("torch.arange(4) +* 2", 17, "invalid syntax");
    parse_error("torch.arange(4", 12, "'(' was never closed");
    parse_error("x[1:2:3:4]", 7, "invalid syntax");
    parse_error("f(a=1, 2)", 7, "positional argument follows keyword argument");
    parse_error("", 0, "empty expression");
}

static void deep_nesting_is_a_limit_not_a_crash(void **state) {
    (void)state;
    char buf[4096];
    memset(buf, '(', 1000);
    buf[1000] = '1';
    memset(buf + 1001, ')', 1000);
    buf[2001] = '\0';
    sl_eval_result r;
    sl_error err;
    /* like CPython's tokenizer: more than 200 open brackets is a SyntaxError */
    assert_int_equal(sl_eval_chain(buf, &r, &err), SL_ERR_SYNTAX);
    assert_string_equal(err.message, "too many nested parentheses");
    memset(buf, '[', 150);
    memset(buf + 150, '(', 40);
    buf[190] = '\0';
    assert_int_equal(sl_eval_chain(buf, &r, &err), SL_ERR_SYNTAX);
    char src[5000];
    /* CPython's compiler refuses more than 3000 nested expressions */
    memset(src, '-', 3000);
    snprintf(src + 3000, 100, "torch.zeros(1)");
    assert_int_equal(sl_eval_chain(src, &r, &err), SL_ERR_SYNTAX);
    assert_string_equal(err.type, "RecursionError");
    assert_string_equal(err.message, "maximum recursion depth exceeded during compilation");
    memset(src, '-', 2996);
    snprintf(src + 2996, 100, "torch.zeros(1)");
    assert_int_equal(sl_eval_chain(src, &r, &err), SL_OK);
}

static void parser_builds_python_precedence(void **state) {
    (void)state;
    lang_arena A;
    lang_arena_init(&A, 1 << 20);
    lang_node *e;
    const char *src = "-2**2 + 3*4 < 5 and not x";
    assert_int_equal(lang_parse_expr(&A, src, (int64_t)strlen(src), &e, NULL), SL_OK);
    assert_int_equal(e->kind, N_BOOLOP);
    assert_int_equal(e->a->kind, N_COMPARE);
    lang_node *sum = e->a->items[0];
    assert_int_equal(sum->kind, N_BINOP);
    assert_int_equal(sum->op, OP_ADD);
    assert_int_equal(sum->a->kind, N_UNARY); /* -(2**2) */
    assert_int_equal(sum->a->a->op, OP_POW);
    assert_int_equal(e->b->kind, N_NOT);
    lang_arena_free(&A);
}

/* ------------------------------------------------------------- float repr == */

static void float_repr_matches_recorded_python(void **state) {
    (void)state;
    const char *dir = getenv("STRIDELAB_SNIPPETS");
    char path[1024];
    snprintf(path, sizeof path, "%s/float_repr.dat", dir ? dir : "tests/snippets");
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char hex[64], py[64], np32[64];
    int n = 0, bad = 0;
    while (fscanf(f, "%63s %63s %63s", hex, py, np32) == 3) {
        double d = strtod(hex, NULL);
        char got[64];
        lang_float_repr(d, got, sizeof got);
        if (strcmp(got, py)) {
            if (bad++ < 10) fprintf(stderr, "repr(%s): got %s want %s\n", hex, got, py);
        }
        if (strcmp(np32, "-")) {
            lang_float32_repr((double)(float)d, got, sizeof got);
            if (strcmp(got, np32) && bad++ < 10) fprintf(stderr, "float32 repr(%s): got %s want %s\n", hex, got, np32);
        }
        n++;
    }
    fclose(f);
    assert_true(n > 1000);
    assert_int_equal(bad, 0);
}

/* repr(np.float32(x)) as a program prints it, against the third column of each profile's
 * float_repr.dat: debian12 recorded numpy 1.24's `0.1`, lessons numpy 2.2.6's NEP 51
 * `np.float32(0.1)`.  One program per profile prints every value; x is written as the
 * second column, Python's repr of the double, which the first test checks round-trips. */
static void float32_scalar_repr_matches_each_profile(void **state) {
    (void)state;
    static const struct { const char *file; sl_ref ref; } profiles[] = {
        {"tests/snippets/float_repr.dat", SL_REF_DEBIAN12},
        {"tests/snippets/lessons/float_repr.dat", SL_REF_LESSONS},
    };
    for (size_t k = 0; k < sizeof profiles / sizeof profiles[0]; k++) {
        FILE *f = fopen(profiles[k].file, "r");
        assert_non_null(f);
        ts_buf src = {0}, want = {0}, got = {0};
        ts_buf_add(&src, "import numpy as np\n", 19);
        char hex[64], py[64], np32[64], line[160];
        int n = 0;
        while (fscanf(f, "%63s %63s %63s", hex, py, np32) == 3) {
            if (!strcmp(np32, "-")) continue; /* past float32's range: not recorded */
            int l = snprintf(line, sizeof line, "print(repr(np.float32(%s)))\n", py);
            ts_buf_add(&src, line, (size_t)l);
            l = snprintf(line, sizeof line, "%s\n", np32);
            ts_buf_add(&want, line, (size_t)l);
            n++;
        }
        fclose(f);
        assert_true(n > 1000);
        sl_error e;
        sl_run_options opts = {0, 0, profiles[k].ref};
        assert_int_equal(sl_run_snippet_opts(src.s, src.n, ts_buf_collect, &got, &opts, &e), SL_OK);
        assert_non_null(got.s);
        if (strcmp(got.s, want.s)) {
            size_t i = 0;
            while (got.s[i] && got.s[i] == want.s[i]) i++;
            while (i && want.s[i - 1] != '\n') i--;
            fail_msg("%s: first difference at\n  got  %.60s\n  want %.60s", profiles[k].file, got.s + i, want.s + i);
        }
        free(src.s);
        free(want.s);
        free(got.s);
    }
}

/* ----------------------------------------------------------- evaluation == */

typedef struct outbuf {
    char s[4096];
    size_t n;
} outbuf;

static void collect(void *user, const char *s, size_t n) {
    outbuf *o = user;
    if (o->n + n < sizeof o->s) {
        memcpy(o->s + o->n, s, n);
        o->n += n;
        o->s[o->n] = '\0';
    }
}

static int run(const char *src, outbuf *o, sl_error *err) {
    o->n = 0;
    o->s[0] = '\0';
    return sl_run_snippet(src, strlen(src), collect, o, err);
}

/* run() on a thread with a 64 MiB stack: a sanitizer build's frames are several times
 * larger, and its C stack guard would end a 998-deep recursion on an 8 MiB stack */
typedef struct big_stack_run {
    const char *src;
    outbuf *o;
    sl_error *err;
    int rc;
} big_stack_run;
static void *big_stack_main(void *p) {
    big_stack_run *r = p;
    r->rc = run(r->src, r->o, r->err);
    return NULL;
}
static int run_big_stack(const char *src, outbuf *o, sl_error *err) {
    big_stack_run r = {src, o, err, -1};
    pthread_attr_t at;
    pthread_t th;
    assert_int_equal(pthread_attr_init(&at), 0);
    assert_int_equal(pthread_attr_setstacksize(&at, (size_t)64 << 20), 0);
    assert_int_equal(pthread_create(&th, &at, big_stack_main, &r), 0);
    assert_int_equal(pthread_join(th, NULL), 0);
    pthread_attr_destroy(&at);
    return r.rc;
}

static void runaway_loops_and_recursion_stop_with_errors(void **state) {
    (void)state;
    outbuf o;
    sl_error err;
    assert_int_equal(run("while True:\n    pass\n", &o, &err), SL_ERR_LIMIT);
    /* CPython's 1000 frames, the module's included: f(998) returns, f(999) raises */
    assert_int_equal(run("def f(n):\n    return f(n + 1)\nf(0)\n", &o, &err), SL_ERR_PY);
    assert_string_equal(err.type, "RecursionError");
    assert_string_equal(err.message, "maximum recursion depth exceeded");
    char src[128];
    snprintf(src, sizeof src, "def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\nprint(f(%d))\n",
             LANG_MAX_DEPTH - 1);
    assert_int_equal(run_big_stack(src, &o, &err), SL_OK);
    assert_string_equal(o.s, "998\n");
    snprintf(src, sizeof src, "def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\nprint(f(%d))\n",
             LANG_MAX_DEPTH);
    assert_int_equal(run_big_stack(src, &o, &err), SL_ERR_PY);
    assert_string_equal(err.type, "RecursionError");
    assert_int_equal(run("x = []\nwhile True:\n    x += [1] * 1000000\n", &o, &err), SL_ERR_LIMIT);
}

static void int_overflow_is_refused_not_wrapped(void **state) {
    (void)state;
    outbuf o;
    sl_error err;
    /* past int64 an int becomes one of any size (py_bigint.c), and comes back when it fits */
    assert_int_equal(run("print(2**62 * 2, 2**64 - 2**64 + 1)\n", &o, &err), SL_OK);
    assert_string_equal(o.s, "9223372036854775808 1\n");
    assert_int_equal(run("print(2**62, -2**63 // -1 if False else 1)\n", &o, &err), SL_OK);
    assert_string_equal(o.s, "4611686018427387904 1\n");
    assert_int_equal(run("import torch\nt = torch.zeros(3)\nt[0] = 2**70\n", &o, &err), SL_ERR_UNSUPPORTED);
}

/* torch.from_numpy(a) and torch.from_numpy(a[1:]) are two storages over one memory:
 * torch checks no overlap between them and its kernels' order decides the result of an
 * in-place write from one into the other, so the oracle refuses it (the same view, and
 * disjoint parts, are exact: tests/snippets/src/interop.py) */
static void interop_overlap_across_storages_is_refused(void **state) {
    (void)state;
    outbuf o;
    sl_error err;
    static const char *const REFUSED[] = {
        "import torch\nimport numpy as np\na = np.arange(20.)\n"
        "torch.from_numpy(a[1:]).add_(torch.from_numpy(a[:-1]))\n",
        "import torch\nimport numpy as np\na = np.arange(20.)\n"
        "torch.from_numpy(a[1:]).copy_(torch.from_numpy(a[:-1]))\n",
        "import torch\nimport numpy as np\nx = torch.arange(6)\nx[:4] += torch.from_numpy(x.numpy())[2:]\n",
        "import torch\nimport numpy as np\nx = torch.arange(6)\nx[[0, 1]] = torch.from_numpy(x.numpy())[4:]\n",
    };
    for (size_t i = 0; i < SL_ARRAY_LEN(REFUSED); i++) {
        assert_int_equal(run(REFUSED[i], &o, &err), SL_ERR_UNSUPPORTED);
        assert_non_null(strstr(err.message, "overlaps it through another storage"));
        assert_int_equal(err.line, 4);
    }
    assert_int_equal(run("import torch\nimport numpy as np\na = np.arange(6.)\nt = torch.from_numpy(a)\n"
                         "t.add_(torch.from_numpy(a))\nt[:3] -= torch.from_numpy(a[3:])\n", &o, &err), SL_OK);
}

static void uncaught_exception_reports_type_message_and_line(void **state) {
    (void)state;
    outbuf o;
    sl_error err;
    assert_int_equal(run("t = (1, 2)\nprint(t[0])\nt[7]\n", &o, &err), SL_ERR_PY);
    assert_string_equal(o.s, "1\n");
    assert_string_equal(err.type, "IndexError");
    assert_string_equal(err.message, "tuple index out of range");
    assert_int_equal(err.line, 3);
}

static void try_except_catches_by_class_tree(void **state) {
    (void)state;
    outbuf o;
    sl_error err;
    const char *src =
        "import numpy as np\n"
        "try:\n"
        "    np.zeros((2, 3)).swapaxes(0, 5)\n"
        "except IndexError as e:\n"
        "    print(type(e).__name__, e)\n"
        "finally:\n"
        "    print('done')\n";
    assert_int_equal(run(src, &o, &err), SL_OK);
    assert_string_equal(o.s, "AxisError axis2: axis 5 is out of bounds for array of dimension 2\ndone\n");
}

static void window_write_follows_torch_element_order(void **state) {
    (void)state;
    outbuf o;
    sl_error err;
    const char *src =
        "import torch\n"
        "b = torch.arange(6.)\n"
        "w = torch.as_strided(b, (4, 3), (1, 1))\n"
        "w.add_(1)\n"
        "print(b.tolist())\n";
    assert_int_equal(run(src, &o, &err), SL_OK);
    assert_string_equal(o.s, "[1.0, 3.0, 5.0, 6.0, 6.0, 6.0]\n");
}

static void chain_result_carries_layout_and_view_flag(void **state) {
    (void)state;
    sl_eval_result r;
    sl_error err;
    assert_int_equal(sl_eval_chain("torch.arange(24.).reshape(2,3,4).transpose(0,2)[:, ::2]", &r, &err), SL_OK);
    assert_false(r.is_numpy);
    assert_true(r.is_view);
    int64_t size[] = {4, 2, 2}, stride[] = {1, 8, 12};
    ts_assert_i64s(r.tensor.layout.size, size, 3, "size");
    ts_assert_i64s(r.tensor.layout.stride, stride, 3, "stride");
    assert_int_equal(sl_eval_chain("np.arange(5)[::-1]", &r, &err), SL_OK);
    assert_true(r.is_numpy);
    assert_int_equal(r.array.strides[0], -8);
    assert_int_equal(r.array.offset_bytes, 32);
    assert_int_equal(sl_eval_chain("torch.arange(6).view(4, 2)", &r, &err), SL_ERR_PY);
    assert_string_equal(err.type, "RuntimeError");
    assert_string_equal(err.message, "shape '[4, 2]' is invalid for input of size 6");
    assert_int_equal(sl_eval_chain("(1, 2)", &r, &err), SL_ERR_UNSUPPORTED);
}

typedef struct steps {
    int n;
    char text[8][64];
    int status[8];
    int64_t ndim[8];
} steps;

static int on_step(void *user, const sl_eval_step *st) {
    steps *s = user;
    if (s->n < 8) {
        snprintf(s->text[s->n], 64, "%.*s@%lld", (int)st->src_len, st->src, (long long)st->col);
        s->status[s->n] = st->status;
        s->ndim[s->n] = st->value ? st->value->tensor.layout.ndim : -1;
    }
    s->n++;
    return SL_OK;
}

static void step_hook_reports_each_op_once_with_its_text(void **state) {
    (void)state;
    steps s = {0};
    sl_eval_result r;
    sl_error err;
    assert_int_equal(sl_eval_chain_steps("torch.arange(24.).reshape(2, 3, 4).T[:, ::2]", on_step, &s, &r, &err), SL_OK);
    assert_int_equal(s.n, 4);
    assert_string_equal(s.text[0], "torch.arange(24.)@1");
    assert_string_equal(s.text[1], ".reshape(2, 3, 4)@18");
    assert_string_equal(s.text[2], ".T@35");
    assert_string_equal(s.text[3], "[:, ::2]@37");
    assert_int_equal(s.ndim[1], 3);
    memset(&s, 0, sizeof s);
    assert_int_equal(sl_eval_chain_steps("torch.arange(6.).view(4, 2).t()", on_step, &s, &r, &err), SL_ERR_PY);
    assert_int_equal(s.n, 2); /* the failing op is reported once, then evaluation stops */
    assert_string_equal(s.text[1], ".view(4, 2)@17");
    assert_int_equal(s.status[1], SL_ERR_PY);
    assert_string_equal(err.type, "RuntimeError");
}

static void values_are_not_allocated_for_metadata_chains(void **state) {
    (void)state;
    sl_eval_result r;
    sl_error err;
    /* 2**40 float32 elements: only the layout is computed */
    assert_int_equal(sl_eval_chain("torch.zeros(1 << 20, 1 << 20).t()[::3]", &r, &err), SL_OK);
    assert_int_equal(r.tensor.layout.stride[0], 3);
    outbuf o;
    assert_int_equal(run("import torch\nx = torch.zeros(1 << 20, 1 << 20)\nprint(x[0, 0].item())\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_non_null(strstr(err.message, "larger than"));
}


/* --------------------------------------------------------- f-strings == */

/* Compile-time SyntaxErrors cannot be replayed by the snippet corpus (which expects a
 * run that prints or raises), so they live in tests/lang_syntax/pysyntax.txt, recorded from
 * Python 3.11 with scripts/record_cases.py tests/snippets/src/pysyntax.py and moved
 * there: each case must fail to compile with the recorded message and line. */
static void fstring_syntax_errors_match_python(void **state) {
    (void)state;
    const char *path = getenv("STRIDELAB_SYNTAX_CASES");
    if (!path) path = "tests/lang_syntax/pysyntax.txt";
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char text[1 << 16];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    int cases = 0;
    char *p = text;
    while ((p = strstr(p, "#@@ case "))) {
        char *name = p + 9, *nl = strchr(name, '\n');
        assert_non_null(nl);
        *nl = '\0';
        char *src = nl + 1, *so = strstr(src, "#@@ stdout\n");
        assert_non_null(so);
        *so = '\0';
        char *ex = strstr(so + 1, "#@@ exc\n");
        assert_non_null(ex);
        char *want = ex + 8, *end = strstr(want, "\n#@@ end\n");
        assert_non_null(end);
        *end = '\0';
        p = end + 1;
        outbuf o;
        sl_error err;
        int rc = run(src, &o, &err);
        char got[700];
        snprintf(got, sizeof got, "%s: %s (<snippet>, line %d)", err.type, err.message, (int)err.line);
        if (rc != SL_ERR_SYNTAX || strcmp(got, want))
            fail_msg("case %s: status %s, got \"%s\", want \"%s\"", name, sl_status_name(rc), got, want);
        cases++;
    }
    assert_true(cases >= 10);
}

static void fstring_parts_become_a_joined_string(void **state) {
    (void)state;
    lang_arena A;
    lang_arena_init(&A, 1 << 20);
    lang_node *e;
    const char *src = "f'a{{b}}{x!r:>{w}}' 'c' f'{y=}'";
    assert_int_equal(lang_parse_expr(&A, src, (int64_t)strlen(src), &e, NULL), SL_OK);
    assert_int_equal(e->kind, N_JOINEDSTR);
    /* "a{b}" / {x!r:...} / "cy=" (adjacent literals merged) / {y} (repr by default) */
    assert_int_equal(e->nitems, 4);
    assert_int_equal(e->items[0]->kind, N_STR);
    assert_string_equal(e->items[0]->name, "a{b}");
    assert_int_equal(e->items[1]->kind, N_FMTVAL);
    assert_int_equal(e->items[1]->ival, 'r');
    assert_int_equal(e->items[1]->c->kind, N_JOINEDSTR);
    assert_string_equal(e->items[1]->c->items[0]->name, ">");
    assert_int_equal(e->items[1]->c->items[1]->kind, N_FMTVAL);
    assert_string_equal(e->items[2]->name, "cy=");
    assert_int_equal(e->items[3]->kind, N_FMTVAL);
    assert_int_equal(e->items[3]->ival, 'r');
    /* the expression's nodes sit where the text is in the snippet */
    assert_int_equal(e->items[1]->a->off, 9);
    lang_arena_free(&A);
}

static void named_unicode_escapes_are_refused(void **state) {
    (void)state;
    outbuf o;
    sl_error err;
    /* the decoded escapes themselves: tests/snippets/pylang_moved.txt (recorded) */
    assert_int_equal(run("print('\\N{BULLET}')\n", &o, &err), SL_ERR_UNSUPPORTED);
}

static void formatting_is_bounded(void **state) {
    (void)state;
    outbuf o;
    sl_error err;
    /* a width past the string budget ends the run; it never allocates the text */
    assert_int_equal(run("print(f'{1:999999999999}')\n", &o, &err), SL_ERR_LIMIT);
    assert_int_equal(run("print('%999999999999d' % 1)\n", &o, &err), SL_ERR_LIMIT);
    assert_int_equal(run("print('x'.ljust(10 ** 12))\n", &o, &err), SL_ERR_LIMIT);
    assert_int_equal(run("s = 'ab'\nfor i in range(40):\n    s = f'{s}{s}'\n", &o, &err), SL_ERR_LIMIT);
    /* deeply nested f-strings hit the parser's nesting limit, not the C stack */
    char src[4096];
    size_t k = 0;
    const char *q[2] = {"f\"{", "f'{"};
    for (int i = 0; i < 300; i++) k += (size_t)snprintf(src + k, sizeof src - k, "%s", q[i % 2]);
    src[k] = '\0';
    int rc = run(src, &o, &err);
    assert_true(rc == SL_ERR_SYNTAX || rc == SL_ERR_LIMIT);
}

/* fuzz find: a loop summing a large tensor ran minutes on a budget of few statements.
 * Element reads and writes, comparisons, string bytes scanned and list items moved are
 * units of work (LANG_UNITS_PER_STEP of them a step) */
static void count_bytes(void *user, const char *s, size_t n) {
    (void)s;
    *(size_t *)user += n;
}

static void linear_work_counts_against_the_budget(void **state) {
    (void)state;
    sl_error err;
    size_t printed = 0;
    sl_run_limits lim = {200000, 64 << 20};
    const char *srcs[] = {
        "import torch\nx = torch.arange(1000)\nfor i in range(%d):\n    x.sum()\n",
        "import torch\nx = torch.arange(1000)\nfor i in range(%d):\n    x + x\n",
        "import numpy as np\nx = np.arange(1000)\nfor i in range(%d):\n    x * 2\n",
        /* comparisons, string scans and list moves are work too */
        "l = list(range(1000))\nfor i in range(%d):\n    -1 in l\n",
        "l = list(range(1000))\nfor i in range(%d):\n    sorted(l)\n",
        "l = list(range(16000))\nfor i in range(%d):\n    l.reverse()\n",
        "s = 'a' * 16000\nfor i in range(%d):\n    s.find('b')\n",
        "s = 'a' * 16000\nfor i in range(%d):\n    s.rfind('ba')\n",
    };
    for (size_t k = 0; k < sizeof srcs / sizeof srcs[0]; k++) {
        char src[256];
        /* 10 passes over 1000 elements fit in 200000 steps; 10000 passes do not */
        snprintf(src, sizeof src, srcs[k], 10);
        assert_int_equal(sl_run_snippet_ex(src, strlen(src), count_bytes, &printed, &lim, &err), SL_OK);
        snprintf(src, sizeof src, srcs[k], 10000);
        if (sl_run_snippet_ex(src, strlen(src), count_bytes, &printed, &lim, &err) != SL_ERR_LIMIT)
            fail_msg("10000 passes of program %zu ran within the budget", k);
        assert_non_null(strstr(err.message, "work budget exhausted"));
    }
}

/* values the program can no longer reach are reclaimed by the collector: a loop of a
 * million iterations makes about 250 MB of short-lived values and runs within an 8 MiB
 * budget, printing what the same sum computed here gives; data that stays reachable still
 * ends on that budget with the MemoryError */
static void a_long_loop_runs_in_flat_memory(void **state) {
    (void)state;
    sl_run_limits lim = {0, (int64_t)8 << 20};
    sl_error err;
    ts_buf out = {0};
    const char *loop = "xs = [1, 2, 3]\ns = 0\nfor i in range(1000000):\n    s += i * 2 + xs[i % 3]\nprint(s)\n";
    assert_int_equal(sl_run_snippet_ex(loop, strlen(loop), ts_buf_collect, &out, &lim, &err), SL_OK);
    int64_t sum = 0;
    for (int64_t i = 0; i < 1000000; i++) sum += i * 2 + (i % 3 + 1);
    char want[32];
    snprintf(want, sizeof want, "%lld\n", (long long)sum);
    assert_non_null(out.s);
    assert_string_equal(out.s, want);
    free(out.s);
    const char *grow = "xs = []\nwhile True:\n    xs.append(len(xs) * 1000)\n";
    size_t printed = 0;
    assert_int_equal(sl_run_snippet_ex(grow, strlen(grow), count_bytes, &printed, &lim, &err), SL_ERR_LIMIT);
    assert_non_null(strstr(err.message, "memory budget exhausted"));
}

/* random draws without a seed keep their shapes and layouts but refuse their values,
 * also through np.stack / np.concatenate and from default_rng() without a seed */
static void unseeded_random_values_are_refused(void **state) {
    (void)state;
    outbuf o;
    sl_error err;
    assert_int_equal(run("import numpy as np\nprint(np.stack([np.random.rand(2), np.ones(2)]).shape)\n", &o, &err), SL_OK);
    assert_int_equal(run("import numpy as np\nprint(np.stack([np.random.rand(2), np.ones(2)]))\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(run("import numpy as np\nprint(np.concatenate([np.ones(2), np.random.randn(3)])[0])\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(run("import numpy as np\nrng = np.random.default_rng()\nprint(rng.normal(size=(2, 3)).strides)\n", &o, &err),
                     SL_OK);
    assert_int_equal(run("import numpy as np\nrng = np.random.default_rng()\nprint(rng.normal(size=3).sum())\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(run("import numpy as np\nrng = np.random.default_rng()\nprint(rng.random())\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(run("import numpy as np\nrng = np.random.default_rng()\nprint(rng.permutation(3))\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(run("import numpy as np\nrng = np.random.default_rng(5)\nprint(rng.normal(size=3))\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
}

/* where torch's vectorized and scalar loops give different answers, the oracle refuses
 * rather than pick one: the zero that maximum keeps of 0.0 and -0.0, shift counts outside
 * [0, bits), and alpha= whose fused and unfused multiply-add round differently */
static void loop_dependent_results_are_refused(void **state) {
    (void)state;
    outbuf o;
    sl_error err;
    assert_int_equal(run("import torch\nprint(torch.tensor([-0.0]).maximum(torch.tensor([0.0])))\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(run("import torch\nprint(torch.tensor([0.0]).minimum(torch.tensor([-0.0])))\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(run("import torch\nprint(torch.tensor([0.0]).maximum(torch.tensor([0.0])))\n", &o, &err), SL_OK);
    assert_int_equal(run("import torch\nprint(torch.arange(3, dtype=torch.int32) << 32)\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(run("import torch\nprint(torch.arange(3, dtype=torch.int32) >> -1)\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(run("import torch\nprint(torch.arange(3, dtype=torch.int32) << 31)\n", &o, &err), SL_OK);
    assert_int_equal(run("import torch\nx = torch.arange(100.) * 0.37\nprint(x.add(x, alpha=0.1))\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(run("import torch\nx = torch.arange(100.) * 0.37\nprint(x.add(x, alpha=0.5))\n", &o, &err),
                     SL_OK);
    /* index_add_ through the add kernel on slices: the same fused / unfused question */
    assert_int_equal(run("import torch\nx = torch.arange(200.).reshape(2, 100) * 0.37\n"
                         "print(x.index_add_(0, torch.tensor([0]), x[1:].clone(), alpha=0.1))\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(run("import torch\nx = torch.arange(200.).reshape(2, 100) * 0.37\n"
                         "print(x.index_add_(0, torch.tensor([0]), x[1:].clone(), alpha=0.5))\n", &o, &err),
                     SL_OK);
    /* and what torch does but should not be copied: index_fill_ writing through an
     * expanded tensor (a deprecation warning), 1-d index_add_ at index == numel (a write
     * past the end), out-of-bounds or repeated indices over a walk torch may split */
    assert_int_equal(run("import torch\nx = torch.zeros(3).expand(2, 3)\nx.index_fill_(1, torch.tensor([0]), 1)\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    {   /* torch 1.13's write past the end (torch 2.x raises IndexError) */
        const char *past = "import torch\nx = torch.zeros(3)\nx.index_add_(0, torch.tensor([3]), torch.ones(1))\n";
        sl_run_options debian12 = {0, 0, SL_REF_DEBIAN12};
        o.n = 0;
        assert_int_equal(sl_run_snippet_opts(past, strlen(past), collect, &o, &debian12, &err), SL_ERR_UNSUPPORTED);
        assert_int_equal(run(past, &o, &err), SL_ERR_PY);
        assert_string_equal(err.message, "index out of range in self");
    }
    assert_int_equal(run("import torch\nx = torch.zeros(3)\nx.index_add_(0, torch.tensor([2]), torch.ones(1))\n", &o, &err),
                     SL_OK);
    assert_int_equal(run("import torch\nx = torch.zeros(3, 20000)\n"
                         "x.index_copy_(0, torch.tensor([1, 1]), torch.ones(2, 20000))\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(run("import torch\nx = torch.zeros(3, 20000)\n"
                         "x.index_copy_(0, torch.tensor([1, 2]), torch.ones(2, 20000))\n", &o, &err),
                     SL_OK);
    /* scatter_ over a walk torch splits between threads: fine with distinct targets,
     * refused with repeated ones (which write lands last depends on the split) */
    assert_int_equal(run("import torch\nx = torch.zeros(2, 40000)\n"
                         "x.scatter_(0, torch.ones(1, 40000, dtype=torch.long), 1.0)\n", &o, &err),
                     SL_OK);
    assert_int_equal(run("import torch\nx = torch.zeros(2, 40000)\n"
                         "x.scatter_(0, torch.ones(2, 40000, dtype=torch.long), torch.ones(2, 40000))\n", &o, &err),
                     SL_ERR_UNSUPPORTED);
}

/* fuzz find: continuation bytes after an ASCII letter made ord() shift by 32; source
 * that is not UTF-8 is now refused before tokenizing, as Python rejects it too */
static void source_that_is_not_utf8_is_refused(void **state) {
    (void)state;
    outbuf o;
    sl_error err;
    char src[64];
    size_t k = (size_t)snprintf(src, sizeof src, "print(ord('a");
    for (int i = 0; i < 32; i++) src[k++] = (char)0x88;
    snprintf(src + k, sizeof src - k, "') < chr(298))\n");
    assert_int_equal(run(src, &o, &err), SL_ERR_UNSUPPORTED);
    assert_int_equal(err.offset, 12);
    assert_int_equal(run("s = '\xed\xa0\x80'\n", &o, &err), SL_ERR_UNSUPPORTED); /* a surrogate */
    assert_int_equal(run("print('h\xc3\xa9', len('\xe2\x98\xba'))\n", &o, &err), SL_OK); /* output: pylang_moved.txt */
}

static void unbound_locals_and_missing_builtins(void **state) {
    (void)state;
    outbuf o;
    sl_error err;
    /* closures, global, comprehension scope and def-time defaults print what Python prints:
     * tests/snippets/pylang_moved.txt (recorded); here the errors and refusals */
    /* a name assigned anywhere in a function is local throughout it */
    assert_int_equal(run("x = 1\ndef f():\n    print(x)\n    x = 2\nf()\n", &o, &err), SL_ERR_PY);
    assert_string_equal(err.type, "UnboundLocalError");
    /* builtins we lack are refused, not reported as undefined names */
    assert_int_equal(run("print(bytearray(2))\n", &o, &err), SL_ERR_UNSUPPORTED);
    assert_int_equal(run("print(zip([1], [2]))\n", &o, &err), SL_ERR_UNSUPPORTED);
}

/* The shortest round-trip digits by the plain definition: every length from 1 up until
 * one reads back (lang_shortest_digits bisects over the length, and skips integers). */
static int shortest_by_scan(double d, bool f32, char *digits, int *exp10) {
    for (int prec = 1; prec <= 17; prec++) {
        int nd = lang_digits_of_length(fabs(d), f32, prec, digits, exp10);
        if (nd) {
            while (nd > 1 && digits[nd - 1] == '0') nd--;
            digits[nd] = '\0';
            return nd;
        }
    }
    return 0;
}

static void check_shortest(double d, bool f32) {
    char want[24], got[24];
    int we = 0, ge = 0;
    int wn = shortest_by_scan(d, f32, want, &we), gn = lang_shortest_digits(d, f32, got, &ge);
    if (wn != gn || we != ge || strcmp(want, got))
        fail_msg("%.17g (f32 %d): want %s e%d, got %s e%d", d, (int)f32, want, we, got, ge);
}

/* The bisected search (and its integer shortcut) gives the digits of the scan on random
 * bit patterns, integers near 2^24 and 2^53, ratios, powers of two and ten and their
 * neighbours, float32 values in float32 mode. */
/* The run's reference profile decides what only one of the two references has:
 * Tensor.untyped_storage is torch 2.x's (lessons), absent from torch 1.13 (debian12). */
static void the_profile_decides_untyped_storage(void **state) {
    (void)state;
    const char *src = "import torch\nt = torch.arange(3.)\nprint(hasattr(t, 'untyped_storage'))\n"
                      "print(t.untyped_storage().nbytes())\n";
    outbuf out = {.n = 0};
    sl_error err;
    sl_run_options lessons = {0, 0, SL_REF_LESSONS}, debian12 = {0, 0, SL_REF_DEBIAN12};
    assert_int_equal(sl_run_snippet_opts(src, strlen(src), collect, &out, &lessons, &err), SL_OK);
    assert_string_equal(out.s, "True\n12\n");
    out.n = 0;
    assert_int_equal(sl_run_snippet_opts(src, strlen(src), collect, &out, &debian12, &err), SL_ERR_PY);
    assert_string_equal(out.s, "False\n");
    assert_string_equal(err.type, "AttributeError");
    assert_non_null(strstr(err.message, "untyped_storage"));
    sl_run_options bad = {0, 0, SL_REF_COUNT};
    assert_int_equal(sl_run_snippet_opts(src, strlen(src), collect, &out, &bad, &err), SL_ERR_ARG);
}

/* hasattr() and the AttributeError of a missing name read the profile's dir() tables:
 * numpy 2.2.6 lists ndarray.ptp but its getter raises AttributeError (removed in numpy 2),
 * numpy 1.24 has the method. */
static void the_profile_decides_dir_tables(void **state) {
    (void)state;
    const char *src = "import numpy as np\na = np.zeros(2)\nprint(hasattr(a, 'ptp'))\na.ptp\n";
    outbuf out = {.n = 0};
    sl_error err;
    sl_run_options lessons = {0, 0, SL_REF_LESSONS}, debian12 = {0, 0, SL_REF_DEBIAN12};
    assert_int_equal(sl_run_snippet_opts(src, strlen(src), collect, &out, &lessons, &err), SL_ERR_PY);
    assert_string_equal(out.s, "False\n");
    assert_string_equal(err.type, "AttributeError");
    assert_non_null(strstr(err.message, "`ptp` was removed from the ndarray class in NumPy 2.0"));
    out.n = 0;
    assert_int_equal(sl_run_snippet_opts(src, strlen(src), collect, &out, &debian12, &err), SL_OK);
    assert_string_equal(out.s, "True\n");
}

/* The str method table is one table a test can hold against the recorded dir(str): its
 * names are in strcmp order (lang_method_find bisects) and each is a method of str under
 * both profiles; a name outside it is not found. */
static void str_method_table_is_sorted_and_in_dir_str(void **state) {
    (void)state;
    assert_true(lang_str_methods.n > 30);
    for (int32_t k = 0; k < lang_str_methods.n; k++) {
        const char *nm = lang_str_methods.names[k];
        if (k) assert_true(strcmp(lang_str_methods.names[k - 1], nm) < 0);
        assert_int_equal(lang_method_find(&lang_str_methods, nm), k);
        assert_int_equal(lang_dir_lookup(NULL, SL_REF_DEBIAN12, "str", nm), 'm');
        assert_int_equal(lang_dir_lookup(NULL, SL_REF_LESSONS, "str", nm), 'm');
    }
    assert_int_equal(lang_method_find(&lang_str_methods, "no_such_method"), -1);
    assert_int_equal(lang_method_find(&lang_str_methods, ""), -1);
    /* the builtins' tables too: sorted, every name found at its place */
    const lang_method_table *const others[] = {&lang_builtins, &lang_class_builtins};
    assert_true(lang_builtins.n > 40 && lang_class_builtins.n == 10);
    for (size_t t = 0; t < sizeof others / sizeof others[0]; t++)
        for (int32_t k = 0; k < others[t]->n; k++) {
            if (k) assert_true(strcmp(others[t]->names[k - 1], others[t]->names[k]) < 0);
            assert_int_equal(lang_method_find(others[t], others[t]->names[k]), k);
        }
}

/* A structured dtype string ('f4,i4': a record of two fields) makes a record dtype
 * (ndarray_structured.c); one with a subarray field, and a bytes-string dtype, are
 * refused, never numpy's "not understood" TypeError for an invalid name. */
static void structured_dtype_strings_are_refused(void **state) {
    (void)state;
    static const char *const OK_SRC[] = {"import numpy as np\nprint(np.dtype('f4,i4'))\n",
                                         "import numpy as np\nprint(np.zeros(2, dtype='i4, f8').itemsize)\n"};
    static const char *const OK_OUT[] = {"[('f0', '<f4'), ('f1', '<i4')]\n", "12\n"};
    for (size_t k = 0; k < 2; k++) {
        outbuf out = {.n = 0};
        sl_error err;
        assert_int_equal(sl_run_snippet(OK_SRC[k], strlen(OK_SRC[k]), collect, &out, &err), SL_OK);
        out.s[out.n] = 0;
        assert_string_equal(out.s, OK_OUT[k]);
    }
    static const char *const SRC[] = {"import numpy as np\nnp.dtype('(2)i4,f4')\n",
                                      "import numpy as np\nnp.zeros(2, dtype='S1')\n"};
    for (size_t k = 0; k < 2; k++) {
        outbuf out = {.n = 0};
        sl_error err;
        assert_int_equal(sl_run_snippet(SRC[k], strlen(SRC[k]), collect, &out, &err), SL_ERR_UNSUPPORTED);
        assert_non_null(strstr(err.message, "numpy dtype"));
    }
}

static void shortest_digits_match_the_scan(void **state) {
    (void)state;
    uint64_t x = 0x9E3779B97F4A7C15u;
    for (int i = 0; i < 30000; i++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        double d;
        memcpy(&d, &x, sizeof d);
        if (isfinite(d) && d != 0) check_shortest(d, false);
        float f = (float)d;
        if (isfinite(f) && f != 0) check_shortest((double)f, true);
        check_shortest((double)(x % 100000 + 1) / (double)(x % 97 + 3), false);
        check_shortest((double)(float)((double)(x % 100000 + 1) / (double)(x % 97 + 3)), true);
    }
    for (int e = -1074; e <= 1023; e++) {
        double p2 = ldexp(1.0, e);
        check_shortest(p2, false);
        check_shortest(nextafter(p2, 0), false);
        check_shortest(nextafter(p2, INFINITY), false);
    }
    for (int e = -300; e <= 300; e++) {
        double p10 = pow(10.0, e);
        check_shortest(p10, false);
        check_shortest(nextafter(p10, 0), false);
        check_shortest(nextafter(p10, INFINITY), false);
    }
    const double edges[] = {9007199254740992.0, 9007199254740991.0, 9007199254740994.0,
                            16777216.0, 16777215.0, 16777218.0, 1.0, 100.0, 1e15, 1e16, 1e17,
                            123456789012345678.0, 0.1, 0.5, 2.5, 1e-5, 5e-324, 1.7976931348623157e308};
    for (size_t k = 0; k < sizeof edges / sizeof edges[0]; k++) {
        check_shortest(edges[k], false);
        if (edges[k] < 3e38 && edges[k] > 1e-38) check_shortest((double)(float)edges[k], true);
    }
    for (int64_t v = 1; v < 20000000; v = v * 3 + 1) {
        check_shortest((double)v, false);
        check_shortest((double)(float)v, true);
        check_shortest((double)v * 1024.0, false);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(lexer_reads_numbers_like_python),
        cmocka_unit_test(lexer_makes_indent_and_dedent_tokens),
        cmocka_unit_test(lexer_rejects_bad_dedent_with_position),
        cmocka_unit_test(integer_literal_beyond_64_bits_is_refused),
        cmocka_unit_test(syntax_errors_point_at_the_offending_character),
        cmocka_unit_test(deep_nesting_is_a_limit_not_a_crash),
        cmocka_unit_test(parser_builds_python_precedence),
        cmocka_unit_test(float_repr_matches_recorded_python),
        cmocka_unit_test(float32_scalar_repr_matches_each_profile),
        cmocka_unit_test(runaway_loops_and_recursion_stop_with_errors),
        cmocka_unit_test(int_overflow_is_refused_not_wrapped),
        cmocka_unit_test(interop_overlap_across_storages_is_refused),
        cmocka_unit_test(uncaught_exception_reports_type_message_and_line),
        cmocka_unit_test(try_except_catches_by_class_tree),
        cmocka_unit_test(window_write_follows_torch_element_order),
        cmocka_unit_test(chain_result_carries_layout_and_view_flag),
        cmocka_unit_test(step_hook_reports_each_op_once_with_its_text),
        cmocka_unit_test(values_are_not_allocated_for_metadata_chains),
        cmocka_unit_test(fstring_syntax_errors_match_python),
        cmocka_unit_test(fstring_parts_become_a_joined_string),
        cmocka_unit_test(named_unicode_escapes_are_refused),
        cmocka_unit_test(formatting_is_bounded),
        cmocka_unit_test(unbound_locals_and_missing_builtins),
        cmocka_unit_test(source_that_is_not_utf8_is_refused),
        cmocka_unit_test(linear_work_counts_against_the_budget),
        cmocka_unit_test(a_long_loop_runs_in_flat_memory),
        cmocka_unit_test(loop_dependent_results_are_refused),
        cmocka_unit_test(unseeded_random_values_are_refused),
        cmocka_unit_test(shortest_digits_match_the_scan),
        cmocka_unit_test(the_profile_decides_untyped_storage),
        cmocka_unit_test(the_profile_decides_dir_tables),
        cmocka_unit_test(structured_dtype_strings_are_refused),
        cmocka_unit_test(str_method_table_is_sorted_and_in_dir_str),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
