/* cmd_page.c — `stridelab page -o FILE`: write the offline explorer page.
 *
 * The page (markup, style, script and the engine compiled to WebAssembly, all inline) is
 * assembled at build time (`make page`, web/assemble.c) and embedded in this binary, so
 * the page always carries the same engine as the CLI that wrote it. */
#include <stdio.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"

extern const unsigned char sl_page_html[];
extern const size_t sl_page_html_len;

int cmd_page(int argc, char **argv) {
    const char *path = NULL;
    if (cli_ref != SL_REF_DEFAULT) {
        fprintf(stderr, "stridelab page: unsupported: --ref %s (the page starts at the %s profile; "
                        "its Reference control switches)\n",
                sl_ref_get(cli_ref)->name, sl_ref_get(SL_REF_DEFAULT)->name);
        return 1;
    }
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: stridelab page -o FILE\n\n"
                   "Write the explorer page: one self-contained HTML file (the engine compiled to\n"
                   "WebAssembly inside it) that works opened from disk, offline, with no server.\n"
                   "`-o -` writes it to standard output.\n");
            printf("  --ref NAME    the page starts at the %s profile (its Reference control switches);\n"
                   "                other values are refused\n",
                   sl_ref_get(SL_REF_DEFAULT)->name);
            return 0;
        }
        if (!strcmp(argv[i], "-o") && i + 1 < argc) path = argv[++i];
        else {
            fprintf(stderr, "stridelab page: unexpected argument '%s' (try --help)\n", argv[i]);
            return 2;
        }
    }
    if (!path) {
        fprintf(stderr, "stridelab page: missing -o FILE (try --help)\n");
        return 2;
    }
    if (sl_page_html_len == 0) {
        fprintf(stderr, "stridelab page: this build has no explorer page (it needs clang, lld, "
                        "wasi-libc and libclang-rt-14-dev-wasm32 at build time)\n");
        return 1;
    }
    FILE *f = strcmp(path, "-") ? fopen(path, "wb") : stdout;
    if (!f) {
        fprintf(stderr, "stridelab page: cannot write %s\n", path);
        return 1;
    }
    size_t n = fwrite(sl_page_html, 1, sl_page_html_len, f);
    int bad = n != sl_page_html_len;
    if (f != stdout) bad |= fclose(f) != 0;
    else bad |= fflush(f) != 0;
    if (bad) {
        fprintf(stderr, "stridelab page: write to %s failed\n", path);
        return 1;
    }
    if (f != stdout) fprintf(stderr, "wrote %s (%zu bytes)\n", path, sl_page_html_len);
    return 0;
}
