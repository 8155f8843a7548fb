/* dispatch_probe.c — runs many snippets in one process and prints what each printed and
 * how it ended, so two builds of the library can be compared on the same snippets.
 *
 *   dispatch_probe FILE [lessons|debian12]
 *
 * FILE holds snippets separated by lines "#@@"; for each the output is "#@@ N", what the
 * snippet printed, then "rc=R type=T msg=M".  scripts/dispatch_probe.py writes the
 * snippets (calls of every method and module-function name with a few argument shapes),
 * builds this file against two libraries and diffs the results: a change in how methods
 * and functions are found must change none of them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stridelab.h"

static void put(void *user, const char *s, size_t n) { fwrite(s, 1, n, (FILE *)user); }

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    FILE *f = fopen(argv[1], "rb");
    if (!f) return 2;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) return 2;
    buf[n] = 0;
    fclose(f);
    sl_run_options o = {.max_steps = 2000000, .max_bytes = 64 << 20, .ref = SL_REF_LESSONS};
    if (argc > 2 && !strcmp(argv[2], "debian12")) o.ref = SL_REF_DEBIAN12;
    int k = 0;
    for (char *p = buf; *p;) {
        char *end = strstr(p, "\n#@@\n");
        size_t len = end ? (size_t)(end - p) + 1 : strlen(p);
        printf("#@@ %d\n", k++);
        fflush(stdout);
        sl_error e;
        int rc = sl_run_snippet_opts(p, len, put, stdout, &o, &e);
        printf("\nrc=%d type=%s msg=%s\n", rc, rc ? e.type : "", rc ? e.message : "");
        p += len;
        if (end) p += 4;
    }
    free(buf);
    return 0;
}
