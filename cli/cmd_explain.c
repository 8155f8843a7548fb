/* cmd_explain.c — `stridelab explain [--json] EXPR`: the op-by-op table and storage
 * picture of a chain (src/lang/explain.c does the work). */
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "stridelab.h"

static void to_stdout(void *user, const char *s, size_t n) {
    (void)user;
    fwrite(s, 1, n, stdout);
}

int cmd_explain(int argc, char **argv) {
    bool json = false;
    const char *expr = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: stridelab explain [--json] EXPR\n\n"
                   "Evaluate a torch or numpy chain expression op by op and show, per op, the\n"
                   "shape, stride, offset, alias or copy, contiguity, internal overlap and the\n"
                   "line of arithmetic the op did; then which storage cells the final view\n"
                   "reaches (and how often) and its logical grid of storage indices.\n"
                   "  e.g. stridelab explain 'torch.arange(24.).reshape(2, 3, 4).transpose(0, 2)[:, ::2]'\n");
            return 0;
        }
        if (!strcmp(argv[i], "--json")) json = true;
        else if (argv[i][0] == '-' && argv[i][1] == '-') {
            fprintf(stderr, "stridelab explain: unknown option %s\n", argv[i]);
            return 2;
        } else if (!expr) expr = argv[i];
        else {
            fprintf(stderr, "stridelab explain: one EXPR expected (quote it)\n");
            return 2;
        }
    }
    if (!expr) {
        fprintf(stderr, "stridelab explain: missing EXPR (try --help)\n");
        return 2;
    }
    sl_error err;
    int rc = sl_explain(expr, json, to_stdout, NULL, &err);
    if (rc == SL_OK) return 0;
    if (!json) {
        if (rc == SL_ERR_SYNTAX) {
            fprintf(stderr, "SyntaxError: %s\n  %s\n  %*s^\n", err.message, expr,
                    (int)(err.col > 0 ? err.col - 1 : 0), "");
        } else {
            fprintf(stderr, "%s: %s\n", err.type[0] ? err.type : sl_status_name(rc), err.message);
        }
    }
    return 1;
}
