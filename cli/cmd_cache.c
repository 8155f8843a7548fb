/*
 * cmd_cache.c — `stridelab cache`: the lessons' toy cache lab, played to the end.
 *
 * Parses the options, configures the library's lab (sl_lab_*), steps it once per
 * request and prints a row per request, the totals and the one-sentence explanation;
 * or, with --json, the object of the command-line contract.  Every error here is about
 * the options (a usage error: exit 2, a JSON error object with --json).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"
#include "stridelab.h"

static const char *const usage_text =
    "usage: stridelab cache [--json] --capacity C --stride S [--requests N] [--space M]\n"
    "                       [--policy lru|fifo]\n"
    "\n"
    "The lessons' toy cache lab: request k reads address (k*S) mod M; every address is\n"
    "one line; the cache holds C lines, fully associative, LRU (or FIFO), empty at the\n"
    "start.  Prints one row per request (k, address, hit or miss, evicted line, resident\n"
    "lines after it, the next victim first), then hits, misses, the number of distinct lines (the working set)\n"
    "and one sentence saying why.\n"
    "\n"
    "  --capacity C     lines in the cache, 1..64 (the lesson: 4)\n"
    "  --stride S       address step, any integer (the lesson: 1, then 4)\n"
    "  --requests N     requests to make, 0..1000000 (default 16)\n"
    "  --space M        addresses 0..M-1, 1..4096 (default 16)\n"
    "  --policy P       lru (default) or fifo\n"
    "  --json           one JSON object: {\"hits\":H,\"misses\":M,\"distinct_lines\":W,\n"
    "                   \"requests\":[{\"k\":0,\"address\":0,\"hit\":false,\"evicted\":null,\n"
    "                   \"resident\":[0]},...]}\n";

/* Every error of this command is about its options: a usage error (exit 2). */
static int fail(bool json, const char *type, const char *msg) {
    (void)type;
    return cli_usage_error("cache", json, "%s", msg);
}


static void print_list(const int64_t *v, int32_t n) {
    putchar('[');
    for (int32_t i = 0; i < n; i++) printf(i ? ", %lld" : "%lld", (long long)v[i]);
    putchar(']');
}

int cmd_cache(int argc, char **argv) {
    bool json = cli_wants_json(argc, argv), have_c = false, have_s = false;
    sl_lab_config cfg;
    sl_lab_default_config(&cfg);
    char msg[160];
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage_text, stdout);
            cli_ref_help(stdout); /* accepted; the lab's model is the same under every profile */
            return 0;
        }
        if (!strcmp(a, "--json")) {
            json = true;
            continue;
        }
        int64_t *slot = NULL;
        if (!strcmp(a, "--capacity")) slot = &cfg.capacity_lines, have_c = true;
        else if (!strcmp(a, "--stride")) slot = &cfg.stride, have_s = true;
        else if (!strcmp(a, "--requests")) slot = &cfg.requests;
        else if (!strcmp(a, "--space")) slot = &cfg.space;
        else if (!strcmp(a, "--policy")) {
            const char *v = i + 1 < argc ? argv[++i] : NULL;
            if (v && !strcmp(v, "lru")) cfg.policy = SL_CACHE_LRU;
            else if (v && !strcmp(v, "fifo")) cfg.policy = SL_CACHE_FIFO;
            else return fail(json, "ValueError", "--policy must be lru or fifo");
            continue;
        } else {
            snprintf(msg, sizeof msg, "unknown argument '%s' (try --help)", a);
            return fail(json, "ValueError", msg);
        }
        if (i + 1 >= argc || !cli_parse_i64(argv[i + 1], slot)) {
            snprintf(msg, sizeof msg, "%s needs an integer argument", a);
            return fail(json, "ValueError", msg);
        }
        i++;
    }
    if (!have_c || !have_s) return fail(json, "ValueError", "--capacity and --stride are required (try --help)");

    sl_lab lab;
    sl_error err;
    if (sl_lab_configure(&lab, &cfg, &err) != SL_OK) return fail(json, err.type, err.message);

    sl_lab_event ev;
    sl_lab_totals t;
    if (json) {
        /* the contract's key order puts the totals first: play once, then replay the rows */
        sl_lab_play(&lab);
        sl_lab_get_totals(&lab, &t);
        sl_lab_reset(&lab);
        printf("{\"hits\":%lld,\"misses\":%lld,\"distinct_lines\":%lld,\"requests\":[",
               (long long)t.hits, (long long)t.misses, (long long)t.distinct_lines);
    } else {
        printf("cache lab: capacity %lld lines, stride %lld, space %lld, %lld requests, %s\n",
               (long long)cfg.capacity_lines, (long long)cfg.stride, (long long)cfg.space,
               (long long)cfg.requests, cfg.policy == SL_CACHE_FIFO ? "FIFO" : "LRU");
        printf("%6s %8s  %-6s %8s  %s\n", "k", "address", "result", "evicted",
               "resident after (next victim first)");
    }
    bool first = true;
    while (sl_lab_step(&lab, &ev) == 1) {
        if (json) {
            printf("%s{\"k\":%lld,\"address\":%lld,\"hit\":%s,\"evicted\":", first ? "" : ",",
                   (long long)ev.k, (long long)ev.address, ev.hit ? "true" : "false");
            if (ev.evicted < 0) printf("null");
            else printf("%lld", (long long)ev.evicted);
            printf(",\"resident\":[");
            for (int32_t r = 0; r < ev.nresident; r++)
                printf(r ? ",%lld" : "%lld", (long long)ev.resident[r]);
            printf("]}");
        } else {
            char evicted[24] = "-";
            if (ev.evicted >= 0) snprintf(evicted, sizeof evicted, "%lld", (long long)ev.evicted);
            printf("%6lld %8lld  %-6s %8s  ", (long long)ev.k, (long long)ev.address,
                   ev.hit ? "hit" : "miss", evicted);
            int64_t order[SL_LAB_MAX_CAPACITY];
            print_list(order, sl_lab_victim_order(&lab, order));
            putchar('\n');
        }
        first = false;
    }
    sl_lab_get_totals(&lab, &t);
    if (json) {
        printf("]}\n");
        return 0;
    }
    char why[512];
    sl_lab_explain(&cfg, why, sizeof why);
    printf("hits %lld, misses %lld, distinct lines %lld (the working set)\n", (long long)t.hits,
           (long long)t.misses, (long long)t.distinct_lines);
    printf("%s.\n", why);
    return 0;
}
