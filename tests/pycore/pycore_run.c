/*
 * pycore_run.c — the Python core on its own: runs one program with no registry (plain
 * Python: no torch, no numpy, only the standard-library modules of py_modules.c) and
 * prints what it prints.  It is linked with src/core and src/lang/python only (the
 * Makefile's PYCORE_OBJ), so building it proves the core links without the object layers;
 * tests/pycore.sh compares its answers with Python's (tests/pycore/).
 *
 *   pycore_run FILE      stdout: the program's output; on a Python exception the last
 *                        line of Python's traceback on stderr, exit 1; a refusal or a
 *                        limit: "pycore_run: MESSAGE" on stderr, exit 2
 */
#include <stdio.h>
#include <stdlib.h>

#include "lang/python/py.h"

static void write_stdout(void *user, const char *s, size_t n) {
    (void)user;
    fwrite(s, 1, n, stdout);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: pycore_run FILE\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        fprintf(stderr, "pycore_run: cannot open '%s'\n", argv[1]);
        return 2;
    }
    size_t cap = 1 << 16, len = 0;
    char *src = malloc(cap);
    for (size_t got; src && (got = fread(src + len, 1, cap - len, f)) > 0;) {
        len += got;
        if (len == cap) src = realloc(src, cap *= 2);
    }
    fclose(f);
    if (!src) return 2;
    sl_error e;
    sl_run_options opts = {0, 0, SL_REF_DEFAULT};
    int rc = lang_run_source(src, len, NULL, write_stdout, NULL, &opts, &e);
    fflush(stdout);
    free(src);
    if (rc == SL_OK) return 0;
    if (rc == SL_ERR_PY || rc == SL_ERR_SYNTAX) {
        if (e.message[0]) fprintf(stderr, "%s: %s\n", e.type[0] ? e.type : "SyntaxError", e.message);
        else fprintf(stderr, "%s\n", e.type);
        return 1;
    }
    fprintf(stderr, "pycore_run: %s\n", e.message);
    return 2;
}
