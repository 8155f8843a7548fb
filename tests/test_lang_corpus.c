/* test_lang_corpus.c — replays the recorded snippet corpora (tests/snippets/NAME.txt, made
 * by scripts/record_snippets.py from real torch 1.13 / numpy 1.24) through the snippet
 * language and requires byte-identical stdout and the same uncaught-exception line.
 * STRIDELAB_CORPUS_VERBOSE=1 prints every mismatch; STRIDELAB_SNIPPETS=dir overrides the
 * corpus directory. */
#include "test_support.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct outbuf {
    char *s;
    size_t n, cap;
} outbuf;

static void collect(void *user, const char *s, size_t n) {
    outbuf *o = user;
    if (o->n + n + 1 > o->cap) {
        size_t cap = (o->n + n + 1) * 2;
        char *ns = realloc(o->s, cap);
        if (!ns) return;
        o->s = ns;
        o->cap = cap;
    }
    memcpy(o->s + o->n, s, n);
    o->n += n;
    o->s[o->n] = '\0';
}

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

static const char *qualified(const char *type) {
    if (!strcmp(type, "AxisError")) return "numpy.AxisError";
    if (!strcmp(type, "UFuncTypeError")) return "numpy.core._exceptions._UFuncOutputCastingError";
    return type;
}

static int run_file(const char *path, int *ncases, int *nbad, int *nrefused, bool verbose) {
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

        outbuf o = {0};
        sl_error e;
        int rc = sl_run_snippet(src, strlen(src), collect, &o, &e);
        char got_exc[700] = "";
        if (rc == SL_ERR_PY)
            snprintf(got_exc, sizeof got_exc, e.message[0] ? "%s: %s" : "%s", qualified(e.type), e.message);
        const char *gs = o.s ? o.s : "";
        bool ok = (rc == SL_OK || rc == SL_ERR_PY) && !strcmp(gs, out) && !strcmp(got_exc, exc);
        (*ncases)++;
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

static void every_recorded_snippet_prints_what_the_reference_printed(void **state) {
    (void)state;
    const char *dir = getenv("STRIDELAB_SNIPPETS");
    if (!dir) dir = "tests/snippets";
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
        assert_int_equal(run_file(path, &c, &b, &r, verbose), 0);
        printf("corpus %-22s %5d cases, %4d identical, %3d differ (%d refused)\n", names[i], c, c - b, b, r);
        total += c;
        bad += b;
        refused += r;
        files++;
    }
    printf("corpus total: %d/%d identical (%d refused as unsupported)\n", total - bad, total, refused);
    assert_true(files > 0);
    assert_int_equal(bad, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_recorded_snippet_prints_what_the_reference_printed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
