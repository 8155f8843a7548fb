/*
 * cmd_run.c — `stridelab run FILE|-`: run a Python snippet and print what Python with
 * torch 1.13 / numpy 1.24 would print.
 *
 * stdout is the snippet's output.  An uncaught exception ends with a Python-style
 * traceback on stderr whose last line is `ExcType: message` (numpy's classes module-
 * qualified as Python prints them) and exit status 1.  Constructs the language does not
 * support stop the run with `unsupported: ...` on stderr and exit status 2.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"
#include "stridelab.h"

#define MAX_SNIPPET_BYTES (16u << 20)

static void usage(FILE *f) {
    fprintf(f,
            "usage: stridelab run FILE   (FILE '-' reads standard input)\n"
            "\n"
            "Runs a Python snippet (imports of torch / numpy, assignments, print, try/except,\n"
            "if/for, view chains, in-place writes) and prints exactly what Python with\n"
            "torch 1.13 / numpy 1.24 prints.  Exit 0; 1 on an uncaught exception (last line\n"
            "`ExcType: message` on stderr); 2 when the snippet uses something unsupported.\n");
    cli_ref_help(f);
}

static void write_stdout(void *user, const char *s, size_t n) {
    (void)user;
    fwrite(s, 1, n, stdout);
}

static char *read_all(FILE *f, size_t *len) {
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    if (!buf) return NULL;
    for (;;) {
        if (n + 1 >= cap) {
            if (cap >= MAX_SNIPPET_BYTES) {
                free(buf);
                errno = EFBIG;
                return NULL;
            }
            cap *= 2;
            char *nb = realloc(buf, cap);
            if (!nb) {
                free(buf);
                return NULL;
            }
            buf = nb;
        }
        size_t got = fread(buf + n, 1, cap - 1 - n, f);
        n += got;
        if (got == 0) break;
    }
    if (ferror(f)) { /* a directory opens but does not read (EISDIR) */
        int saved = errno;
        free(buf);
        errno = saved;
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* a line ends at \n, \r\n or a lone \r (universal newlines, as the lexer reads them) */
static bool ends_line(const char *src, size_t len, size_t i) {
    return src[i] == '\n' || (src[i] == '\r' && (i + 1 == len || src[i + 1] != '\n'));
}

static void print_line(const char *src, size_t len, int64_t line) {
    int64_t cur = 1;
    size_t i = 0;
    while (i < len && cur < line) {
        if (ends_line(src, len, i)) cur++;
        i++;
    }
    size_t j = i;
    while (j < len && !ends_line(src, len, j)) j++;
    if (j > i && src[j - 1] == '\r') j--;
    while (i < j && (src[i] == ' ' || src[i] == '\t')) i++;
    fprintf(stderr, "    %.*s\n", (int)(j - i), src + i);
}

int cmd_run(int argc, char **argv) {
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        }
        if (cli_is_option(argv[i]))
            return cli_usage_error("run", false, "unknown option '%s' (try --help)", argv[i]);
        if (!path) path = argv[i];
        else {
            fprintf(stderr, "stridelab run: one FILE expected\n");
            return 2;
        }
    }
    if (!path) {
        usage(stderr);
        return 2;
    }
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!f) {
        fprintf(stderr, "stridelab run: cannot open '%s': %s\n", path, strerror(errno));
        return 2;
    }
    size_t len = 0;
    char *src = read_all(f, &len);
    if (f != stdin) fclose(f);
    if (!src) {
        fprintf(stderr, "stridelab run: cannot read '%s': %s\n", path, strerror(errno));
        return 2;
    }
    sl_error e;
    char hint[128];
    sl_run_options opts = {0, 0, cli_ref};
    int rc = sl_run_snippet_hint(src, len, write_stdout, NULL, &opts, &e, hint, sizeof hint);
    cli_flush_stdout();
    const char *name = strcmp(path, "-") ? path : "<stdin>";
    if (rc == SL_OK) {
        free(src);
        return 0;
    }
    if (rc == SL_ERR_PY) {
        fprintf(stderr, "Traceback (most recent call last):\n  File \"%s\", line %lld, in <module>\n", name,
                (long long)e.line);
        if (e.line > 0) print_line(src, len, e.line);
        const char *tn = sl_run_traceback_name(cli_ref, src, len, e.type);
        if (e.message[0]) fprintf(stderr, "%s: %s", tn, e.message);
        else fprintf(stderr, "%s", tn);
        if (hint[0]) fprintf(stderr, ". Did you mean: '%s'?", hint); /* CPython 3.11's suggestion */
        fprintf(stderr, "\n");
        free(src);
        return 1;
    }
    if (rc == SL_ERR_SYNTAX && e.line <= 0) { /* no position: CPython prints the one line */
        fprintf(stderr, "%s: %s\n", e.type[0] ? e.type : "SyntaxError", e.message);
        free(src);
        return 1;
    }
    if (rc == SL_ERR_SYNTAX) {
        fprintf(stderr, "  File \"%s\", line %lld\n", name, (long long)e.line);
        if (e.line > 0) print_line(src, len, e.line);
        fprintf(stderr, "%s: %s\n", e.type[0] ? e.type : "SyntaxError", e.message);
        free(src);
        return 1;
    }
    if (e.line > 0) fprintf(stderr, "stridelab run: line %lld: %s\n", (long long)e.line, e.message);
    else fprintf(stderr, "stridelab run: %s\n", e.message);
    free(src);
    return 2;
}
