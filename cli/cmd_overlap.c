/* cmd_overlap.c — `stridelab overlap [--json] [--budget N] LAYOUT [LAYOUT]`: exact
 * internal overlap of one layout (with torch's own three-valued answer beside it) or
 * overlap between two layouts of one storage: YES with a witness (the first byte the two
 * elements share), NO with the reason, UNKNOWN only past the work budget (default
 * CLI_DEFAULT_BUDGET; exit 4). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"
#include "stridelab.h"

/* torch's answer comes from the predicates module; referenced weakly so this command
 * still links (and says "unavailable") in a build without it. */
#pragma weak sl_torch_internal_overlap

static void usage(FILE *f) {
    fprintf(f,
            "usage: stridelab overlap [--json] [--budget N] LAYOUT [LAYOUT]\n"
            "  one LAYOUT: do two different indices share a byte (internal overlap)?  Also\n"
            "  prints torch's own three-valued answer (no / yes / too_hard) beside it.\n"
            "  two: does some byte belong to both (same storage, any offsets/itemsizes)?\n"
            "  yes = two witness indices and the first byte their elements share; no = the\n"
            "  reason; unknown = the work budget N (default %lld units, about 30 million a\n"
            "  second) was reached first: exit status 4, raise --budget.\n",
            (long long)CLI_DEFAULT_BUDGET);
    cli_ref_help(f);
}

static const char *torch_name(const sl_layout *l) {
    if (!sl_torch_internal_overlap) return "unavailable";
    switch (sl_torch_internal_overlap(l)) {
    case SL_OVERLAP_NO: return "no";
    case SL_OVERLAP_YES: return "yes";
    case SL_OVERLAP_TOO_HARD: return "too_hard";
    }
    return "unavailable";
}

static void jtuple(const int64_t *v, int32_t n) {
    putchar('[');
    for (int32_t d = 0; d < n; d++) printf("%s%lld", d ? "," : "", (long long)v[d]);
    putchar(']');
}

int cmd_overlap(int argc, char **argv) {
    const char *cmd = "overlap";
    bool json = cli_wants_json(argc, argv);
    const char *lay[2] = {NULL, NULL};
    int nl = 0;
    int64_t budget = CLI_DEFAULT_BUDGET;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--json")) {
        } else if (!strcmp(a, "--budget")) {
            int rc = cli_option_i64(cmd, json, argc, argv, &i, 0, CLI_MAX_BUDGET, &budget);
            if (rc) return rc;
        } else if (cli_is_option(a)) {
            return cli_usage_error(cmd, json, "unknown option '%s' (try --help)", a);
        } else if (nl < 2) {
            lay[nl++] = a;
        } else {
            return cli_usage_error(cmd, json, "at most two layouts");
        }
    }
    if (nl == 0) {
        if (json) return cli_usage_error(cmd, json, "a LAYOUT is required (try --help)");
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    sl_layout l[2];
    sl_bview v[2];
    sl_error err;
    sl_error_clear(&err);
    for (int k = 0; k < nl; k++) {
        if (sl_layout_parse_ref(lay[k], cli_ref, &l[k], NULL, &err) != SL_OK) return cli_fail(json, &err);
        if (sl_layout_to_bview(&l[k], &v[k], &err) != SL_OK) return cli_fail(json, &err);
    }
    sl_overlap_result res;
    int rc = nl == 1 ? sl_overlap_internal(&v[0], budget, &res, &err)
                     : sl_overlap_pair(&v[0], &v[1], budget, &res, &err);
    if (rc) return cli_fail(json, &err);
    int status = res.answer == SL_OVL_UNKNOWN ? CLI_EXIT_UNDECIDED : CLI_EXIT_OK;
    const char *ans = res.answer == SL_OVL_YES ? "yes" : res.answer == SL_OVL_NO ? "no" : "unknown";
    int64_t elem = res.byte / l[0].itemsize - (res.byte % l[0].itemsize < 0);
    if (json) {
        printf("{\"overlap\":\"%s\"", ans);
        if (res.answer == SL_OVL_YES) {
            printf(",\"witness\":[");
            jtuple(res.index_a, res.ndim_a);
            putchar(',');
            jtuple(res.index_b, res.ndim_b);
            printf("],\"element\":%lld,\"byte\":%lld,\"how\":", (long long)elem,
                   (long long)res.byte);
            cli_json_str(stdout, res.reason_text);
        } else if (res.answer == SL_OVL_NO) {
            printf(",\"reason\":");
            cli_json_str(stdout, res.reason_text);
        }
        printf(",\"work\":%lld,\"budget\":%lld", (long long)res.work, (long long)budget);
        if (nl == 1) printf(",\"torch\":\"%s\"", torch_name(&l[0]));
        printf("}\n");
        return status;
    }
    char ta[2048], tb[2048];
    sl_format_tuple(ta, sizeof ta, res.index_a, res.ndim_a);
    sl_format_tuple(tb, sizeof tb, res.index_b, res.ndim_b);
    if (res.answer == SL_OVL_YES) {
        if (nl == 1)
            printf("overlap: yes: indices %s and %s share element %lld (byte %lld)\n", ta, tb,
                   (long long)elem, (long long)res.byte);
        else
            printf("overlap: yes: A%s and B%s share byte %lld (element %lld of A's itemsize)\n",
                   ta, tb, (long long)res.byte, (long long)elem);
        printf("how: %s\n", res.reason_text);
    } else if (res.answer == SL_OVL_NO) {
        printf("overlap: no: %s\n", res.reason_text);
    } else {
        printf("overlap: unknown: %s (the work budget was reached before an answer; raise "
               "--budget)\n", res.reason_text);
    }
    printf("work: %lld units (budget %lld)\n", (long long)res.work, (long long)budget);
    if (nl == 1) printf("torch: %s\n", torch_name(&l[0]));
    return status;
}
