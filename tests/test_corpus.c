/* test_corpus.c — replay of the recorded reference corpus through sl_eval_chain.
 *
 * The files tests/corpus/NAME.tsv hold view chains recorded from the real torch 1.13 and
 * numpy 1.24 by scripts/record_corpus.py (format described at the top of that script): for every chain
 * either the result's layout, alias state and predicates, or the exception class and
 * message.  This test needs no Python: it parses each line, evaluates the expression with
 * the engine, renders the engine's answer into the same fields and compares field by
 * field.  Every mismatch is printed (chain, field names, expected vs got), followed by a
 * breakdown by op (the op that raised, or the last op of the chain) and by kind of
 * mismatch; any mismatch fails the test.
 *
 * Two folders are replayed, each under the reference profile it was recorded with:
 * tests/corpus (debian12: torch 1.13 / numpy 1.24) and tests/corpus/lessons (lessons:
 * torch 2.2.2 / numpy 2.2.6).  In each, known_mismatches.txt lists known refusals and
 * not_yet_followed.txt (lessons only) the chains whose 2.x answer the engine does not give
 * yet; a listed chain that agrees fails (the lists only shrink).
 *
 * Environment: STRIDELAB_CORPUS_DIR (replay this one folder instead, under
 * ts_corpus_ref's profile), STRIDELAB_CORPUS_SHOW = the maximum number of mismatches
 * printed per file (default: all), STRIDELAB_CORPUS_LIST = a file that receives
 * "FILE TAB ORIGIN TAB EXPR" of every differing chain. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "test_support.h"

#define MAX_FIELDS 24
#define FIELD_CAP 1200
#define MAX_KEYS 128

/* ------------------------------------------------------------------ tallies ---- */

typedef struct tally {
    char key[64];
    int count;
} tally;

typedef struct tally_set {
    tally t[MAX_KEYS];
    int n;
} tally_set;

static void tally_add(tally_set *s, const char *key) {
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->t[i].key, key) == 0) {
            s->t[i].count++;
            return;
        }
    if (s->n < MAX_KEYS) {
        snprintf(s->t[s->n].key, sizeof s->t[s->n].key, "%s", key);
        s->t[s->n].count = 1;
        s->n++;
    }
}

static int tally_cmp(const void *a, const void *b) {
    const tally *x = a, *y = b;
    if (x->count != y->count) return y->count - x->count;
    return strcmp(x->key, y->key);
}

static void tally_print(tally_set *s, const char *title) {
    qsort(s->t, (size_t)s->n, sizeof s->t[0], tally_cmp);
    printf("  %s:", title);
    for (int i = 0; i < s->n; i++) printf(" %s=%d", s->t[i].key, s->t[i].count);
    printf("\n");
}

/* ------------------------------------------------------------------ parsing ---- */

/* Undo the recorder's escaping (\\, \t, \n) in place. */
static void unescape(char *s) {
    char *w = s;
    for (char *r = s; *r; r++) {
        if (*r == '\\' && r[1]) {
            r++;
            *w++ = *r == 't' ? '\t' : *r == 'n' ? '\n' : *r;
        } else {
            *w++ = *r;
        }
    }
    *w = '\0';
}

/* Split `line` at TABs in place; returns the number of fields. */
static int split_tabs(char *line, char **fields, int cap) {
    int n = 0;
    char *p = line;
    while (n < cap) {
        fields[n++] = p;
        char *tab = strchr(p, '\t');
        if (!tab) break;
        *tab = '\0';
        p = tab + 1;
    }
    return n;
}

/* Render helpers: the same text the recorder writes. */
static void render_tuple(char *buf, size_t cap, const int64_t *v, int32_t n) {
    size_t len = 0;
    len += (size_t)snprintf(buf + len, cap - len, "(");
    for (int32_t i = 0; i < n && len < cap; i++)
        len += (size_t)snprintf(buf + len, cap - len, "%s%" PRId64, i ? "," : "", v[i]);
    if (len < cap) snprintf(buf + len, cap - len, ")");
}

static void escape_into(char *buf, size_t cap, const char *s) {
    size_t len = 0;
    for (; *s && len + 3 < cap; s++) {
        if (*s == '\\' || *s == '\t' || *s == '\n') {
            buf[len++] = '\\';
            buf[len++] = *s == '\t' ? 't' : *s == '\n' ? 'n' : '\\';
        } else {
            buf[len++] = *s;
        }
    }
    buf[len] = '\0';
}

/* ------------------------------------------------------------------ one chain -- */

static const char *const TORCH_NAMES[] = {"shape", "stride", "offset", "itemsize", "contiguous",
                                          "is_view", "overlap", "channels_last",
                                          "channels_last_3d", "non_overlapping_and_dense"};
static const char *const NUMPY_NAMES[] = {"shape", "strides", "offset", "itemsize",
                                          "C_CONTIGUOUS", "F_CONTIGUOUS", "OWNDATA",
                                          "WRITEABLE", "is_view"};

typedef struct got_fields {
    char f[MAX_FIELDS][FIELD_CAP];
    int n;
} got_fields;

static void put(got_fields *g, const char *fmt, int64_t v) {
    snprintf(g->f[g->n++], FIELD_CAP, fmt, v);
}

/* The engine's answer as recorder fields: "ok" + values, or "err" TYPE MESSAGE. */
static void render_result(int rc, const sl_eval_result *res, const sl_error *err,
                          bool numpy, got_fields *g) {
    g->n = 0;
    if (rc != SL_OK) {
        snprintf(g->f[g->n++], FIELD_CAP, "err");
        if (err->type[0])
            snprintf(g->f[g->n++], FIELD_CAP, "%s", err->type);
        else
            snprintf(g->f[g->n++], FIELD_CAP, "<%s>", sl_status_name(rc));
        escape_into(g->f[g->n++], FIELD_CAP, err->message);
        return;
    }
    snprintf(g->f[g->n++], FIELD_CAP, "ok");
    if (res->is_numpy != numpy) {
        snprintf(g->f[g->n++], FIELD_CAP, "<%s result>", res->is_numpy ? "numpy" : "torch");
        return;
    }
    if (!numpy) {
        const sl_layout *l = &res->tensor.layout;
        render_tuple(g->f[g->n++], FIELD_CAP, l->size, l->ndim);
        render_tuple(g->f[g->n++], FIELD_CAP, l->stride, l->ndim);
        put(g, "%" PRId64, l->offset);
        put(g, "%" PRId64, l->itemsize);
        put(g, "%" PRId64, sl_torch_is_contiguous(l, SL_MF_CONTIGUOUS));
        put(g, "%" PRId64, res->is_view);
        put(g, "%" PRId64, (int64_t)sl_torch_internal_overlap(l));
        put(g, "%" PRId64, sl_torch_is_contiguous(l, SL_MF_CHANNELS_LAST));
        put(g, "%" PRId64, sl_torch_is_contiguous(l, SL_MF_CHANNELS_LAST_3D));
        put(g, "%" PRId64, sl_torch_is_non_overlapping_and_dense(l));
        return;
    }
    const sl_array *a = &res->array;
    if (a->base == SL_NP_SCALAR) {
        snprintf(g->f[g->n++], FIELD_CAP, "<numpy scalar>");
        return;
    }
    render_tuple(g->f[g->n++], FIELD_CAP, a->shape, a->ndim);
    render_tuple(g->f[g->n++], FIELD_CAP, a->strides, a->ndim);
    put(g, "%" PRId64, a->offset_bytes);
    put(g, "%" PRId64, a->itemsize);
    put(g, "%" PRId64, (a->flags & SL_NP_C_CONTIGUOUS) != 0);
    put(g, "%" PRId64, (a->flags & SL_NP_F_CONTIGUOUS) != 0);
    put(g, "%" PRId64, (a->flags & SL_NP_OWNDATA) != 0);
    put(g, "%" PRId64, (a->flags & SL_NP_WRITEABLE) != 0);
    put(g, "%" PRId64, res->is_view);
}

/* Remember the op the engine failed in (for the per-op breakdown). */
typedef struct step_seen {
    char failed_op[64];
} step_seen;

static int on_step(void *user, const sl_eval_step *st) {
    step_seen *s = user;
    if (st->status != SL_OK && st->src && !s->failed_op[0]) {
        /* the op's own name: `.reshape(` -> reshape, `[` -> index, `torch.x(` -> x */
        const char *p = st->src, *end = st->src + st->src_len;
        if (*p == '[') {
            snprintf(s->failed_op, sizeof s->failed_op, "index");
        } else {
            const char *name = p, *q = p;
            while (q < end && *q != '(' && *q != '[') {
                if (*q == '.') name = q + 1;
                q++;
            }
            snprintf(s->failed_op, sizeof s->failed_op, "%.*s", (int)(q - name), name);
            /* a binary operator (`x + 1`) is the elementwise op */
            if (strpbrk(s->failed_op, " +-*/%")) snprintf(s->failed_op, sizeof s->failed_op, "elementwise");
        }
    }
    return SL_OK;
}

/* Kind of mismatch, for the second breakdown. */
static const char *mismatch_kind(const char *const *exp, int nexp, const got_fields *g,
                                 int rc) {
    bool exp_err = strcmp(exp[0], "err") == 0;
    if (rc == SL_ERR_UNSUPPORTED) return "unsupported";
    if (rc == SL_ERR_SYNTAX) return "syntax";
    if (exp_err && rc == SL_OK) return "missing_error";
    if (!exp_err && rc != SL_OK) return "unexpected_error";
    if (exp_err) {
        if (nexp > 1 && strcmp(exp[1], g->f[1]) != 0) return "error_type";
        return "error_message";
    }
    if (g->n != nexp) return "wrong_kind";
    for (int i = 1; i <= 4 && i < nexp; i++)
        if (strcmp(exp[i], g->f[i]) != 0) return "layout";
    /* is_view is field 6 (torch) / 9 (numpy) counted from "ok" = 0 */
    int view_field = strcmp(g->f[0], "ok") == 0 && nexp == 10 ? 9 : 6;
    if (view_field < nexp && strcmp(exp[view_field], g->f[view_field]) != 0) return "alias";
    return "predicates_or_flags";
}

typedef struct file_stats {
    const char *file;          /* corpus file name, e.g. "docs.tsv" */
    int known_differ, known_stale;
    int chains, mismatches, shown;
    tally_set by_op, by_kind, by_field;
} file_stats;

/* tests/corpus/known_mismatches.txt: "<file> TAB <origin> TAB <expr>" per line names
 * recorded chains whose difference is known and written up: each must be refused
 * (unsupported).  A listed chain that differs does not fail the test; a listed chain that
 * now agrees does (the list only shrinks). */
static ts_keys listed;                          /* the folder's known_mismatches / not_yet_followed */
static ts_keys refusals;                        /* its known_mismatches alone */
static const char *corpus_dir = "tests/corpus"; /* the folder being replayed */
static sl_ref corpus_ref = SL_REF_DEBIAN12;     /* and its profile */
static FILE *differ_list;                       /* STRIDELAB_CORPUS_LIST */

/* The folder whose chains replay_file replays next, under its profile. */
static void use_corpus(const char *dir) {
    corpus_dir = dir;
    corpus_ref = ts_corpus_ref(dir);
    ts_keys_free(&listed);
    ts_keys_free(&refusals);
    ts_keys_load(&refusals, dir, "known_mismatches.txt", 3);
    ts_keys_load(&listed, dir, "known_mismatches.txt", 3);
    ts_keys_load(&listed, dir, "not_yet_followed.txt", 3);
    printf("replaying %s under the %s profile (%s)\n", dir, sl_ref_get(corpus_ref)->name,
           sl_ref_get(corpus_ref)->summary);
}

static bool is_known(const char *file, const char *origin, const char *expr) {
    char key[4096];
    snprintf(key, sizeof key, "%s\t%s\t%s", file, origin, expr);
    return ts_keys_has(&listed, key);
}

static int show_limit(void) {
    const char *s = getenv("STRIDELAB_CORPUS_SHOW");
    return s ? atoi(s) : -1;
}

/* Replay one line; returns true on agreement. */
static bool replay_line(char *line, file_stats *st) {
    char *f[MAX_FIELDS];
    int nf = split_tabs(line, f, MAX_FIELDS);
    if (nf < 6) {
        printf("corpus: malformed line (%d fields)\n", nf);
        st->mismatches++;
        return false;
    }
    const char *lib = f[0], *origin = f[1], *ops = f[2];
    char *expr = f[3];
    unescape(expr);
    bool numpy = strcmp(lib, "numpy") == 0;
    const char *const *exp = (const char *const *)&f[4];
    int nexp = nf - 4;

    sl_eval_result res;
    sl_error err;
    memset(&res, 0, sizeof res);
    sl_error_clear(&err);
    step_seen seen = {{0}};
    int rc = sl_eval_chain_ref(expr, corpus_ref, on_step, &seen, &res, &err);
    got_fields *g = malloc(sizeof *g);
    if (!g) {
        fail_msg("out of memory");
        return false;
    }
    render_result(rc, &res, &err, numpy, g);

    bool same = g->n == nexp;
    for (int i = 0; same && i < nexp; i++) same = strcmp(exp[i], g->f[i]) == 0;
    st->chains++;
    bool known = is_known(st->file, origin, expr);
    if (same) {
        if (known) {
            st->known_stale++;
            printf("stale entry in %s/known_mismatches.txt or not_yet_followed.txt: %s %s %s now agrees; remove it\n", corpus_dir, st->file,
                   origin, expr);
        }
        free(g);
        return true;
    }
    if (known && rc != SL_ERR_UNSUPPORTED) {
        char key[4096];
        snprintf(key, sizeof key, "%s\t%s\t%s", st->file, origin, expr);
        if (ts_keys_has(&refusals, key)) { /* known_mismatches.txt says refused: it was not */
            printf("%s/known_mismatches.txt lists %s %s %s as a refusal; the engine gave %s\n", corpus_dir, st->file,
                   origin, expr, sl_status_name(rc));
            known = false;
        }
    }
    if (known) st->known_differ++;
    if (differ_list && !known) { /* the unlisted ones: what a list must add */
        char esc[FIELD_CAP * 2];
        escape_into(esc, sizeof esc, expr);
        fprintf(differ_list, "%s\t%s\t%s\n", st->file, origin, esc);
    }

    st->mismatches++;
    /* by op: the op that raised (reference or engine), else the last op of the chain */
    char opkey[96];
    const char *last = strrchr(ops, ',');
    last = last ? last + 1 : ops;
    if (strcmp(ops, "-") == 0) last = "?";
    const char *op = (rc != SL_OK && strcmp(exp[0], "ok") == 0 && seen.failed_op[0])
                         ? seen.failed_op
                         : last;
    snprintf(opkey, sizeof opkey, "%s.%s", lib, op);
    tally_add(&st->by_op, opkey);
    const char *kind = mismatch_kind(exp, nexp, g, rc);
    tally_add(&st->by_kind, kind);

    char fieldlist[512] = "";
    if (strcmp(exp[0], "ok") == 0 && strcmp(g->f[0], "ok") == 0 && g->n == nexp) {
        const char *const *names = numpy ? NUMPY_NAMES : TORCH_NAMES;
        int nnames = numpy ? 9 : 10;
        for (int i = 1; i < nexp; i++)
            if (strcmp(exp[i], g->f[i]) != 0 && i - 1 < nnames) {
                size_t len = strlen(fieldlist);
                snprintf(fieldlist + len, sizeof fieldlist - len, "%s%s", len ? "," : "",
                         names[i - 1]);
                char fk[96];
                snprintf(fk, sizeof fk, "%s.%s", lib, names[i - 1]);
                tally_add(&st->by_field, fk);
            }
    }
    int limit = show_limit();
    if (limit < 0 || st->shown < limit) {
        st->shown++;
        printf("MISMATCH [%s %s] %s\n", origin, kind, expr);
        printf("  ops:      %s\n", ops);
        if (fieldlist[0]) printf("  fields:   %s\n", fieldlist);
        printf("  expected:");
        for (int i = 0; i < nexp; i++) printf(" %s", exp[i]);
        printf("\n  got:     ");
        for (int i = 0; i < g->n; i++) printf(" %s", g->f[i]);
        printf("\n");
    }
    free(g);
    return false;
}

/* A file of the folder being replayed (corpus_dir, relative to the current directory: make
 * runs tests from the repository root), else of the same folder two levels above this
 * executable (BUILD/tests/test_corpus). */
static FILE *open_corpus(const char *name) {
    const char *dir = corpus_dir;
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *fp = fopen(path, "r");
    if (!fp && dir[0] != '/') {
        char exe[PATH_MAX];
        ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
        if (n > 0) {
            exe[n] = '\0';
            for (int up = 0; up < 3; up++) { /* strip file name, tests/, BUILD/ */
                char *slash = strrchr(exe, '/');
                if (slash) *slash = '\0';
            }
            snprintf(path, sizeof path, "%s/%s/%s", exe, dir, name);
            fp = fopen(path, "r");
        }
    }
    if (!fp) fail_msg("cannot open corpus file %s: %s", path, strerror(errno));
    return fp;
}

/* Replay every chain of one corpus file; false (after saying why) on any mismatch. */
static bool replay_file(const char *name, int min_chains) {
    FILE *fp = open_corpus(name);
    if (!fp) return false;
    file_stats *st = calloc(1, sizeof *st);
    assert_non_null(st);
    st->file = name;
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    while ((n = getline(&line, &cap, fp)) > 0) {
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = '\0';
        if (n == 0 || line[0] == '#') continue;
        replay_line(line, st);
    }
    free(line);
    fclose(fp);
    int agree = st->chains - st->mismatches;
    printf("corpus %s: %d/%d chains agree (%.2f%%), %d mismatches\n", name, agree, st->chains,
           st->chains ? 100.0 * agree / st->chains : 0.0, st->mismatches);
    if (st->mismatches) {
        tally_print(&st->by_op, "mismatches by op");
        tally_print(&st->by_kind, "mismatches by kind");
        if (st->by_field.n) tally_print(&st->by_field, "wrong fields (ok results)");
    }
    fflush(stdout);
    int chains = st->chains, mism = st->mismatches, known = st->known_differ, stale = st->known_stale;
    if (known || stale)
        printf("  listed mismatches (%s/known_mismatches.txt, not_yet_followed.txt): %d still differ, %d now agree\n", corpus_dir,
               known, stale);
    free(st);
    bool ok = true;
    if (chains < min_chains) {
        printf("FAIL: %s holds %d chains, expected at least %d\n", name, chains, min_chains);
        ok = false;
    }
    if (stale) {
        printf("FAIL: %s: %d listed entries now agree: remove them\n", name, stale);
        ok = false;
    }
    if (mism > known) {
        printf("FAIL: %s: %d of %d chains disagree with the reference (%d of them listed)\n", name, mism,
               chains, known);
        ok = false;
    }
    return ok;
}

/* Each corpus file with the fewest chains it must hold: replayed in the debian12 folder,
 * then in the lessons one (unless STRIDELAB_CORPUS_DIR names one folder). */
static const struct {
    const char *file;
    int min_chains;
} corpus_files[] = {
    {"seeds.tsv", 20},      {"docs.tsv", 400},         {"torch.tsv", 3000},
    {"numpy.tsv", 1500},    {"torch_long.tsv", 1500},  {"numpy_long.tsv", 800},
};

static void replay_folder(const char *dir) {
    use_corpus(dir);
    int failed = 0;
    for (size_t i = 0; i < sizeof corpus_files / sizeof corpus_files[0]; i++)
        failed += !replay_file(corpus_files[i].file, corpus_files[i].min_chains);
    if (failed) fail_msg("%s: %d corpus files disagree with the reference", dir, failed);
}

static void debian12_chains_match_torch_1_13_numpy_1_24(void **state) {
    (void)state;
    const char *dir = getenv("STRIDELAB_CORPUS_DIR");
    replay_folder(dir ? dir : "tests/corpus");
}

static void lessons_chains_match_torch_2_2_numpy_2_2(void **state) {
    (void)state;
    if (getenv("STRIDELAB_CORPUS_DIR")) skip(); /* one folder was named: replayed above */
    replay_folder("tests/corpus/lessons");
}

/* The reader itself: escaping and tuple rendering round-trip. */
static void corpus_reader_unescapes_and_renders_like_the_recorder(void **state) {
    (void)state;
    char s[] = "a\\tb\\nc\\\\d";
    unescape(s);
    assert_string_equal(s, "a\tb\nc\\d");
    char back[64];
    escape_into(back, sizeof back, s);
    assert_string_equal(back, "a\\tb\\nc\\\\d");
    char buf[64];
    int64_t v[] = {2, -3, 0};
    render_tuple(buf, sizeof buf, v, 3);
    assert_string_equal(buf, "(2,-3,0)");
    render_tuple(buf, sizeof buf, v, 0);
    assert_string_equal(buf, "()");
    char line[] = "x\t\ty";
    char *f[4];
    assert_int_equal(split_tabs(line, f, 4), 3);
    assert_string_equal(f[1], "");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(corpus_reader_unescapes_and_renders_like_the_recorder),
        cmocka_unit_test(debian12_chains_match_torch_1_13_numpy_1_24),
        cmocka_unit_test(lessons_chains_match_torch_2_2_numpy_2_2),
    };
    if (getenv("STRIDELAB_CORPUS_LIST")) differ_list = fopen(getenv("STRIDELAB_CORPUS_LIST"), "w");
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    if (differ_list) fclose(differ_list);
    return rc;
}
