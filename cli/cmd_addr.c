/* cmd_addr.c — `stridelab addr [--json] LAYOUT I...`: the storage element and byte an
 * index reaches, with the sum written out.  JSON: element and byte, and the layout's
 * offset and the terms' strides and products in the unit its "unit" key names
 * (elements). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"
#include "stridelab.h"

static void usage(FILE *f) {
    fprintf(f,
            "usage: stridelab addr [--json] LAYOUT I...\n"
            "  element offset and byte address of index (I...), the sum written out:\n"
            "    0 + 5×1 + 2×8 + 1×32 = 53 → byte 212\n"
            "  LAYOUT: a chain expression or size=(...),stride=(...),offset=N[,itemsize=B]\n"
            "  negative indices wrap as in torch; out-of-range ones are torch's IndexError\n");
    cli_ref_help(f);
}


int cmd_addr(int argc, char **argv) {
    const char *cmd = "addr";
    bool json = cli_wants_json(argc, argv);
    const char *layout = NULL;
    int64_t idx[SL_MAX_DIMS + 1];
    int32_t nidx = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--json")) {
        } else if (cli_is_option(a)) {
            return cli_usage_error(cmd, json, "unknown option '%s' (try --help)", a);
        } else if (!layout) {
            layout = a;
        } else {
            if (nidx > SL_MAX_DIMS) return cli_usage_error(cmd, json, "too many indices");
            if (!cli_parse_i64(a, &idx[nidx]))
                return cli_usage_error(cmd, json, "'%s' is not an integer index", a);
            nidx++;
        }
    }
    if (!layout) {
        if (json) return cli_usage_error(cmd, json, "a LAYOUT is required (try --help)");
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    sl_layout l;
    sl_error err;
    sl_error_clear(&err);
    if (sl_layout_parse_ref(layout, cli_ref, &l, NULL, &err) != SL_OK) return cli_fail(json, &err);
    int64_t w[SL_MAX_DIMS], terms[SL_MAX_DIMS], elem, byte;
    if (sl_addr(&l, idx, nidx, w, terms, &elem, &byte, &err) != SL_OK) return cli_fail(json, &err);
    char sum[4096];
    sl_addr_format(&l, w, elem, byte, sum, sizeof sum);
    if (!json) {
        printf("%s\n", sum);
        return 0;
    }
    printf("{\"element\":%lld,\"byte\":%lld,\"unit\":\"elements\",\"offset\":%lld,"
           "\"itemsize\":%lld,\"index\":[",
           (long long)elem, (long long)byte, (long long)l.offset, (long long)l.itemsize);
    for (int32_t d = 0; d < l.ndim; d++) printf("%s%lld", d ? "," : "", (long long)w[d]);
    printf("],\"terms\":[");
    for (int32_t d = 0; d < l.ndim; d++)
        printf("%s{\"dim\":%d,\"index\":%lld,\"stride\":%lld,\"product\":%lld}", d ? "," : "",
               (int)d, (long long)w[d], (long long)l.stride[d], (long long)terms[d]);
    printf("],\"sum\":");
    cli_json_str(stdout, sum);
    printf("}\n");
    return 0;
}
