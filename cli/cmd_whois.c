/* cmd_whois.c — `stridelab whois [--json] [--byte] [--max N] [--budget N] LAYOUT ADDRESS`:
 * every index tuple that reaches a storage element (or byte), found by solving the address
 * equation; the count is exact (up to INT64_MAX, said so beyond) even when the list is cut
 * short.  An address no index reaches is told apart: outside the storage (before element
 * 0, or past a chain's storage), outside the view's reach, or a gap inside it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"
#include "stridelab.h"

#define MAX_LIST_ENTRIES (INT64_C(1) << 22) /* listed tuples x dims: 32 MiB at most */

static void usage(FILE *f) {
    fprintf(f,
            "usage: stridelab whois [--json] [--byte] [--max N] [--budget N] LAYOUT ADDRESS\n"
            "  every index tuple whose element is storage element ADDRESS (or, with --byte,\n"
            "  whose element's bytes include byte ADDRESS): none, one, or several (the view\n"
            "  overlaps itself there).  None is told apart: outside the storage (before\n"
            "  element 0, or past a chain expression's storage), outside the view's reach\n"
            "  (before its first or after its last element), or a gap inside that reach.\n"
            "  Solved, not enumerated; lists at most N tuples (default 100, N x ndim at most\n"
            "  %lld) and always prints the exact count, up to INT64_MAX (9223372036854775807;\n"
            "  a larger count is reported as more than that).  --budget bounds the solver's\n"
            "  steps (default %lld); reaching it is an error (exit 4).\n",
            (long long)MAX_LIST_ENTRIES, (long long)CLI_DEFAULT_BUDGET);
    cli_ref_help(f);
}

int cmd_whois(int argc, char **argv) {
    const char *cmd = "whois";
    bool json = cli_wants_json(argc, argv), bytes = false;
    const char *layout = NULL, *addr_s = NULL;
    int64_t maxn = 100, budget = CLI_DEFAULT_BUDGET;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int rc = 0;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--json")) {
        } else if (!strcmp(a, "--byte")) {
            bytes = true;
        } else if (!strcmp(a, "--max")) {
            rc = cli_option_i64(cmd, json, argc, argv, &i, 0, 1000000, &maxn);
        } else if (!strcmp(a, "--budget")) {
            rc = cli_option_i64(cmd, json, argc, argv, &i, 0, CLI_MAX_BUDGET, &budget);
        } else if (cli_is_option(a)) {
            return cli_usage_error(cmd, json, "unknown option '%s' (try --help)", a);
        } else if (!layout) {
            layout = a;
        } else if (!addr_s) {
            addr_s = a;
        } else {
            return cli_usage_error(cmd, json, "unexpected argument '%s'", a);
        }
        if (rc) return rc;
    }
    if (!layout || !addr_s) {
        if (json) return cli_usage_error(cmd, json, "LAYOUT and ADDRESS are required (try --help)");
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    int64_t address;
    if (!cli_parse_i64(addr_s, &address))
        return cli_usage_error(cmd, json, "'%s' is not an integer address", addr_s);
    sl_layout l;
    sl_error err;
    sl_error_clear(&err);
    int64_t storage_bytes = -1;
    if (sl_layout_parse_ref(layout, cli_ref, &l, &storage_bytes, &err) != SL_OK)
        return cli_fail(json, &err);
    int64_t nd = l.ndim ? l.ndim : 1;
    if (maxn > MAX_LIST_ENTRIES / nd)
        return cli_usage_error(cmd, json,
                               "--max %lld x %d dimensions is more than %lld listed entries",
                               (long long)maxn, (int)l.ndim, (long long)MAX_LIST_ENTRIES);
    int64_t cap = maxn;
    int64_t *out = malloc(sizeof(int64_t) * (size_t)(cap * nd + 1));
    if (!out) {
        sl_error_set(&err, SL_ERR_NOMEM, "MemoryError", "out of memory");
        return cli_fail(json, &err);
    }
    sl_whois_info w; /* the same answer and summary line as the page's */
    int rc = sl_whois_report(&l, storage_bytes, bytes, address, out, cap, budget, &w, &err);
    if (rc) {
        free(out);
        if (rc == SL_ERR_LIMIT) return cli_limit(cmd, json, "%s (raise --budget)", err.message);
        return cli_fail(json, &err);
    }
    int64_t listed = w.listed, count = w.count;
    bool saturated = w.saturated;
    if (json) {
        printf("{\"indices\":[");
        for (int64_t k = 0; k < listed; k++) {
            printf("%s[", k ? "," : "");
            for (int32_t d = 0; d < l.ndim; d++)
                printf("%s%lld", d ? "," : "", (long long)out[k * l.ndim + d]);
            printf("]");
        }
        printf("],\"count\":%lld,\"count_saturated\":%s,\"unit\":\"%ss\",\"address\":%lld,"
               "\"truncated\":%s,\"where\":\"%s\",\"reach\":",
               (long long)count, saturated ? "true" : "false", w.unit, (long long)address,
               listed < count ? "true" : "false", w.where);
        if (w.empty) printf("null");
        else printf("[%lld,%lld]", (long long)w.lo, (long long)w.hi);
        printf(",\"storage\":");
        if (w.storage >= 0) printf("%lld", (long long)w.storage);
        else printf("null");
        printf(",\"budget\":%lld}\n", (long long)budget);
    } else {
        printf("%s\n", w.summary);
        for (int64_t k = 0; k < listed; k++) {
            char t[2048];
            sl_format_tuple(t, sizeof t, out + k * l.ndim, l.ndim);
            printf("%s\n", t);
        }
        if (listed < count && saturated)
            printf("... and more than %lld more (raise --max to list more)\n",
                   (long long)(INT64_MAX - listed));
        else if (listed < count)
            printf("... and %lld more (raise --max to list them)\n", (long long)(count - listed));
    }
    free(out);
    return 0;
}
