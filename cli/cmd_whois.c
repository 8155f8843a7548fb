/* cmd_whois.c — `stridelab whois [--json] [--byte] [--max N] LAYOUT ADDRESS`: every index
 * tuple that reaches a storage element (or byte), found by solving the address equation;
 * the count is exact even when the list is cut short. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"
#include "stridelab.h"

static void usage(FILE *f) {
    fprintf(f,
            "usage: stridelab whois [--json] [--byte] [--max N] LAYOUT ADDRESS\n"
            "  every index tuple whose element is storage element ADDRESS (or, with --byte,\n"
            "  whose element's bytes include byte ADDRESS): none (a gap), one, or several\n"
            "  (the view overlaps itself there).  Solved, not enumerated; lists at most N\n"
            "  tuples (default 100) and always prints the exact count.\n");
}


static int fail(bool json, const sl_error *err) {
    if (json)
        cli_json_error(err->type, err->message);
    else if (err->type[0])
        fprintf(stderr, "%s: %s\n", err->type, err->message);
    else
        fprintf(stderr, "stridelab: %s\n", err->message);
    return 1;
}


int cmd_whois(int argc, char **argv) {
    bool json = false, bytes = false;
    const char *layout = NULL, *addr_s = NULL;
    int64_t maxn = 100;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--json")) {
            json = true;
        } else if (!strcmp(argv[i], "--byte")) {
            bytes = true;
        } else if (!strcmp(argv[i], "--max") && i + 1 < argc) {
            if (!cli_parse_i64(argv[++i], &maxn) || maxn < 0 || maxn > 1000000) {
                fprintf(stderr, "stridelab whois: --max needs an integer in [0, 1000000]\n");
                return 2;
            }
        } else if (!layout) {
            layout = argv[i];
        } else if (!addr_s) {
            addr_s = argv[i];
        } else {
            fprintf(stderr, "stridelab whois: unexpected argument '%s'\n", argv[i]);
            return 2;
        }
    }
    if (!layout || !addr_s) {
        usage(stderr);
        return 2;
    }
    int64_t address;
    if (!cli_parse_i64(addr_s, &address)) {
        fprintf(stderr, "stridelab whois: '%s' is not an integer address\n", addr_s);
        return 2;
    }
    sl_layout l;
    sl_error err;
    sl_error_clear(&err);
    if (sl_layout_parse(layout, &l, &err) != SL_OK) return fail(json, &err);
    int64_t cap = maxn, count = 0;
    int64_t *out = malloc(sizeof(int64_t) * (size_t)(cap * (l.ndim ? l.ndim : 1) + 1));
    if (!out) {
        fprintf(stderr, "stridelab whois: out of memory\n");
        return 1;
    }
    int rc;
    const int64_t work_limit = 100000000; /* solver steps; SL_ERR_LIMIT beyond */
    if (bytes) {
        sl_bview v;
        rc = sl_layout_to_bview(&l, &v, &err);
        if (!rc) rc = sl_whois_byte(&v, address, out, cap, &count, work_limit, &err);
    } else {
        rc = sl_whois_element(&l, address, out, cap, &count, work_limit, &err);
    }
    if (rc) {
        free(out);
        return fail(json, &err);
    }
    int64_t listed = count < cap ? count : cap;
    const char *unit = bytes ? "byte" : "element";
    if (json) {
        printf("{\"indices\":[");
        for (int64_t k = 0; k < listed; k++) {
            printf("%s[", k ? "," : "");
            for (int32_t d = 0; d < l.ndim; d++)
                printf("%s%lld", d ? "," : "", (long long)out[k * l.ndim + d]);
            printf("]");
        }
        printf("],\"count\":%lld,\"unit\":\"%s\",\"address\":%lld,\"truncated\":%s}\n",
               (long long)count, unit, (long long)address, listed < count ? "true" : "false");
    } else {
        if (count == 0)
            printf("%s %lld: no index reaches it (a gap in the view)\n", unit,
                   (long long)address);
        else
            printf("%s %lld: %lld index tuple%s%s\n", unit, (long long)address,
                   (long long)count, count == 1 ? "" : "s",
                   count > 1 ? " (the view overlaps itself here)" : "");
        for (int64_t k = 0; k < listed; k++) {
            char t[2048];
            sl_format_tuple(t, sizeof t, out + k * l.ndim, l.ndim);
            printf("%s\n", t);
        }
        if (listed < count)
            printf("... and %lld more (raise --max to list them)\n", (long long)(count - listed));
    }
    free(out);
    return 0;
}
