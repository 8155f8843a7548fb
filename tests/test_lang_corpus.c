/* test_lang_corpus.c — replays the recorded language cases (tests/snippets/NAME.txt, made
 * by scripts/record_snippets.py) through the snippet language and requires byte-identical
 * stdout and the same uncaught-exception line.  Two folders, each under the reference
 * profile it was recorded with: tests/snippets (debian12: torch 1.13 / numpy 1.24) and
 * tests/snippets/lessons (lessons: torch 2.2.2 / numpy 2.2.6); the same for the examples
 * of the references' own docstrings, tests/doc_examples and tests/doc_examples/lessons
 * (scripts/gen_doc_examples.py).  A folder's
 * known_mismatches.txt ("FILE TAB CASE TAB unsupported: MESSAGE" per line) lists the known
 * refusals: such a case must end in exactly that refusal; not_yet_followed.txt ("FILE TAB
 * CASE") lists 2.x answers the engine does not give yet.  A listed case that matches fails,
 * so the lists only shrink.
 * STRIDELAB_CORPUS_VERBOSE=1 prints every mismatch; STRIDELAB_SNIPPETS=dir replays that one
 * folder (profile: ts_corpus_ref); STRIDELAB_CASES_LIST=file receives "FILE TAB CASE" of
 * every unlisted differing case. */
#include "test_support.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc((size_t)n + 1);
    if (!b) {
        fclose(f);
        return NULL;
    }
    size_t got = fread(b, 1, (size_t)n, f);
    b[got] = '\0';
    fclose(f);
    return b;
}

/* find "\n#@@ tag\n" style markers: returns pointer to the marker line start */
static char *find_marker(char *p, const char *tag) {
    size_t tl = strlen(tag);
    for (;;) {
        char *q = strstr(p, "#@@ ");
        if (!q) return NULL;
        if ((q == p || q[-1] == '\n') && !strncmp(q + 4, tag, tl)) return q;
        p = q + 4;
    }
}

static ts_keys listed;  /* the folder's not_yet_followed.txt */
static ts_keys refusals; /* its known_mismatches.txt: FILE TAB CASE TAB the refusal */
static FILE *differ_list;

static bool is_listed(const char *file, const char *name) {
    char key[1024];
    snprintf(key, sizeof key, "%.500s\t%.500s", file, name);
    if (ts_keys_has(&listed, key)) return true;
    size_t kl = strlen(key);
    for (int i = 0; i < refusals.n; i++)
        if (!strncmp(refusals.key[i], key, kl) && refusals.key[i][kl] == '\t') return true;
    return false;
}

/* a case of known_mismatches.txt must be refused with the listed text, nothing else */
static bool is_listed_refusal(const char *file, const char *name, int rc, const sl_error *e) {
    char key[2048];
    if (rc != SL_ERR_UNSUPPORTED) return false;
    snprintf(key, sizeof key, "%.500s\t%.500s\t%s", file, name, e->message); /* "unsupported: ..." */
    return ts_keys_has(&refusals, key);
}

static int run_file(const char *path, const char *file, sl_ref ref, int *ncases, int *nbad, int *nrefused,
                    int *nlisted_differ, int *nstale, bool verbose) {
    char *text = slurp(path);
    if (!text) return -1;
    char *p = text;
    for (;;) {
        char *c = find_marker(p, "case ");
        if (!c) break;
        char *name = c + 9;
        char *nl = strchr(name, '\n');
        if (!nl) break;
        *nl = '\0';
        char *src = nl + 1;
        char *so = find_marker(src, "stdout\n");
        if (!so) break;
        *so = '\0';
        char *out = so + 11;
        char *ex = find_marker(out, "exc\n");
        if (!ex) break;
        *ex = '\0';
        char *nonl = find_marker(out, "nonl\n");
        if (nonl) {
            /* output did not end in a newline: drop the one the format added */
            *nonl = '\0';
            if (nonl > out && nonl[-1] == '\n') nonl[-1] = '\0';
        }
        char *exc = ex + 8;
        char *end = find_marker(exc, "end\n");
        if (!end) break;
        *end = '\0';
        p = end + 8;
        size_t el = strlen(exc);
        if (el && exc[el - 1] == '\n') exc[el - 1] = '\0';

        ts_buf o = {0};
        sl_error e;
        sl_run_options opts = {0, 0, ref};
        int rc = sl_run_snippet_opts(src, strlen(src), ts_buf_collect, &o, &opts, &e);
        char got_exc[700] = "";
        if (rc == SL_ERR_PY)
            snprintf(got_exc, sizeof got_exc, e.message[0] ? "%s: %s" : "%s", sl_run_traceback_name(ref, src, strlen(src), e.type), e.message);
        const char *gs = o.s ? o.s : "";
        bool ok = (rc == SL_OK || rc == SL_ERR_PY) && !strcmp(gs, out) && !strcmp(got_exc, exc);
        (*ncases)++;
        bool is_l = is_listed(file, name);
        if (ok && is_l) {
            (*nstale)++;
            printf("stale entry in known_mismatches.txt / not_yet_followed.txt: %s %s now matches; remove it\n",
                   file, name);
        }
        if (!ok && is_l) {
            char key[1024];
            snprintf(key, sizeof key, "%.500s\t%.500s", file, name);
            if (!ts_keys_has(&listed, key) && !is_listed_refusal(file, name, rc, &e)) {
                /* in known_mismatches.txt, but not refused with the text it gives: a failure */
                is_l = false;
                printf("known_mismatches.txt lists %s %s as a refusal; the run gave %s%s%s\n", file, name,
                       sl_status_name(rc), rc == SL_OK ? "" : ": ", rc == SL_OK ? "" : e.message);
            }
        }
        if (!ok && is_l) (*nlisted_differ)++;
        if (!ok && !is_l && differ_list) fprintf(differ_list, "%s\t%s\n", file, name);
        if (!ok) {
            (*nbad)++;
            if (rc != SL_OK && rc != SL_ERR_PY) (*nrefused)++;
            if (verbose)
                fprintf(stderr, "=== MISMATCH %s:%s (status %s)\n%s--- want\n%s%s\n--- got\n%s%s%s\n", path, name,
                        sl_status_name(rc), src, out, exc, gs, got_exc,
                        rc != SL_OK && rc != SL_ERR_PY ? e.message : "");
        }
        free(o.s);
    }
    free(text);
    return 0;
}

static void replay_folder(const char *dir) {
    sl_ref ref = ts_corpus_ref(dir);
    printf("replaying %s under the %s profile (%s)\n", dir, sl_ref_get(ref)->name, sl_ref_get(ref)->summary);
    ts_keys_free(&listed);
    ts_keys_free(&refusals);
    ts_keys_load(&refusals, dir, "known_mismatches.txt", 3);
    ts_keys_load(&listed, dir, "not_yet_followed.txt", 2);
    int nld = 0, nst = 0;
    bool verbose = getenv("STRIDELAB_CORPUS_VERBOSE") != NULL;
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *de;
    int total = 0, bad = 0, refused = 0, files = 0;
    /* every corpus file is replayed: more files than the table holds fail the test (a
     * silently skipped file would pass whatever it held) */
    enum { MAX_FILES = 512 };
    static char names[MAX_FILES][256];
    int nn = 0, seen = 0;
    while ((de = readdir(d))) {
        size_t l = strlen(de->d_name);
        if (l <= 4 || strcmp(de->d_name + l - 4, ".txt")) continue;
        seen++;
        if (nn < MAX_FILES) snprintf(names[nn++], 256, "%s", de->d_name);
    }
    closedir(d);
    if (seen != nn) fail_msg("%d corpus files in %s, the replay holds %d", seen, dir, (int)MAX_FILES);
    for (int i = 0; i < nn; i++) {
        char path[16384 + 300];
        snprintf(path, sizeof path, "%s/%.255s", dir, names[i]);
        int c = 0, b = 0, r = 0;
        assert_int_equal(run_file(path, names[i], ref, &c, &b, &r, &nld, &nst, verbose), 0);
        printf("corpus %-22s %5d cases, %4d identical, %3d differ (%d refused)\n", names[i], c, c - b, b, r);
        total += c;
        bad += b;
        refused += r;
        files++;
    }
    printf("corpus total: %d/%d identical (%d refused as unsupported); listed in known_mismatches.txt / "
           "not_yet_followed.txt: %d still differ, %d now match\n",
           total - bad, total, refused, nld, nst);
    assert_true(files > 0);
    assert_int_equal(nst, 0);
    assert_int_equal(bad, nld);
}

static void every_debian12_case_prints_what_torch_1_13_numpy_1_24_printed(void **state) {
    (void)state;
    const char *dir = getenv("STRIDELAB_SNIPPETS");
    replay_folder(dir ? dir : "tests/snippets");
}

static void every_lessons_case_prints_what_torch_2_2_numpy_2_2_printed(void **state) {
    (void)state;
    if (getenv("STRIDELAB_SNIPPETS")) skip(); /* one folder was named: replayed above */
    replay_folder("tests/snippets/lessons");
}

/* the `>>>` examples of the references' own docstrings (scripts/gen_doc_examples.py) */
static void every_debian12_docstring_example_prints_what_torch_1_13_numpy_1_24_printed(void **state) {
    (void)state;
    if (getenv("STRIDELAB_SNIPPETS")) skip();
    replay_folder("tests/doc_examples");
}

static void every_lessons_docstring_example_prints_what_torch_2_2_numpy_2_2_printed(void **state) {
    (void)state;
    if (getenv("STRIDELAB_SNIPPETS")) skip();
    replay_folder("tests/doc_examples/lessons");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_debian12_case_prints_what_torch_1_13_numpy_1_24_printed),
        cmocka_unit_test(every_lessons_case_prints_what_torch_2_2_numpy_2_2_printed),
        cmocka_unit_test(every_debian12_docstring_example_prints_what_torch_1_13_numpy_1_24_printed),
        cmocka_unit_test(every_lessons_docstring_example_prints_what_torch_2_2_numpy_2_2_printed),
    };
    if (getenv("STRIDELAB_CASES_LIST")) differ_list = fopen(getenv("STRIDELAB_CASES_LIST"), "w");
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    if (differ_list) fclose(differ_list);
    return rc;
}
