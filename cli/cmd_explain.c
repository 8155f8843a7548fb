/* cmd_explain.c — `stridelab explain [--json] EXPR`: the op-by-op table and storage
 * picture of a chain (src/lang/explain.c does the work and writes the JSON, error object
 * included).  Here: options (usage errors as JSON with --json, exit 2) and the text-mode
 * error line in the shared type vocabulary (cli_util.h). */
#include <stdio.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"
#include "stridelab.h"

static void to_stdout(void *user, const char *s, size_t n) {
    (void)user;
    fwrite(s, 1, n, stdout);
}

int cmd_explain(int argc, char **argv) {
    bool json = cli_wants_json(argc, argv);
    const char *expr = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: stridelab explain [--json] EXPR\n\n"
                   "Evaluate a torch or numpy chain expression op by op and show, per op, the\n"
                   "shape, stride, offset, alias or copy, contiguity, internal overlap and the\n"
                   "line of arithmetic the op did; then which storage cells the final view\n"
                   "reaches (and how often) and its logical grid of storage indices.\n"
                   "  e.g. stridelab explain 'torch.arange(24.).reshape(2, 3, 4).transpose(0, 2)[:, ::2]'\n");
            cli_ref_help(stdout);
            return 0;
        }
        if (!strcmp(argv[i], "--json")) json = true;
        else if (cli_is_option(argv[i]))
            return cli_usage_error("explain", json, "unknown option '%s' (try --help)", argv[i]);
        else if (!expr) expr = argv[i];
        else return cli_usage_error("explain", json, "one EXPR expected (quote it)");
    }
    if (!expr) return cli_usage_error("explain", json, "missing EXPR (try --help)");
    sl_error err;
    int rc = sl_explain_ref(expr, cli_ref, json, to_stdout, NULL, &err);
    if (rc == SL_OK) return 0;
    fflush(stdout); /* the table first, then the error's line: in order in one stream too */
    if (!json) {
        if (rc == SL_ERR_SYNTAX) {
            fprintf(stderr, "SyntaxError: %s\n  %s\n  %*s^\n", err.message, expr,
                    (int)(err.col > 0 ? err.col - 1 : 0), "");
        } else {
            err.code = rc;
            cli_fail(false, &err);
        }
    }
    return CLI_EXIT_ERROR;
}
