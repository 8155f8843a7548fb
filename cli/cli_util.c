/* cli_util.c — helpers shared by the subcommands (see cli_util.h): exit statuses, the
 * error `type` vocabulary, error / usage output, option recognition, JSON strings. */
#include "cli_util.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void cli_json_str(FILE *f, const char *s) {
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
        else if (c == '\n') fputs("\\n", f);
        else if (c == '\t') fputs("\\t", f);
        else if (c < 0x20) fprintf(f, "\\u%04x", c);
        else fputc(c, f);
    }
    fputc('"', f);
}

void cli_json_error(const char *type, const char *message) {
    printf("{\"error\":{\"type\":");
    cli_json_str(stdout, type && *type ? type : "Error");
    printf(",\"message\":");
    cli_json_str(stdout, message ? message : "");
    printf("}}\n");
}

bool cli_parse_i64(const char *s, int64_t *out) {
    if (!s || !*s || isspace((unsigned char)*s)) return false;
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno || *end) return false;
    *out = (int64_t)v;
    return true;
}


int cli_fail(bool json, const sl_error *err) {
    const char *type = sl_error_type_name(err);
    if (json)
        cli_json_error(type, err->message);
    else if (!strcmp(type, "Unsupported") && !strncmp(err->message, "unsupported: ", 13))
        fprintf(stderr, "%s\n", err->message);
    else
        fprintf(stderr, "%s: %s\n", type, err->message);
    return strcmp(type, "LimitExceeded") ? CLI_EXIT_ERROR : CLI_EXIT_UNDECIDED;
}

/* The message of a printf-style error helper, bounded. */
#define FORMAT_MSG(msg, fmt)                                                             \
    char msg[512];                                                                       \
    do {                                                                                 \
        va_list ap_;                                                                     \
        va_start(ap_, fmt);                                                              \
        vsnprintf(msg, sizeof msg, fmt, ap_);                                            \
        va_end(ap_);                                                                     \
    } while (0)

int cli_limit(const char *cmd, bool json, const char *fmt, ...) {
    FORMAT_MSG(msg, fmt);
    if (json) cli_json_error("LimitExceeded", msg);
    else fprintf(stderr, "LimitExceeded: %s\n", msg); /* like every error line: Type: message */
    (void)cmd;
    return CLI_EXIT_UNDECIDED;
}

int cli_usage_error(const char *cmd, bool json, const char *fmt, ...) {
    FORMAT_MSG(msg, fmt);
    if (json) cli_json_error("UsageError", msg);
    else fprintf(stderr, "stridelab %s: %s\n", cmd, msg);
    return CLI_EXIT_USAGE;
}

bool cli_wants_json(int argc, char **argv) {
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--json")) return true;
    return false;
}

bool cli_is_option(const char *a) {
    return a[0] == '-' && a[1] != 0 && !isdigit((unsigned char)a[1]);
}

int cli_option_i64(const char *cmd, bool json, int argc, char **argv, int *i, int64_t lo,
                   int64_t hi, int64_t *out) {
    const char *name = argv[*i];
    if (*i + 1 >= argc)
        return cli_usage_error(cmd, json, "%s needs an integer argument", name);
    const char *v = argv[++*i];
    if (!cli_parse_i64(v, out))
        return cli_usage_error(cmd, json, "%s needs an integer argument, got '%s'", name, v);
    if (*out < lo || *out > hi)
        return cli_usage_error(cmd, json, "%s must be between %lld and %lld, got %lld", name,
                               (long long)lo, (long long)hi, (long long)*out);
    return 0;
}

sl_ref cli_ref = SL_REF_DEFAULT;

int cli_take_ref(const char *cmd, int *argc, char **argv) {
    bool json = cli_wants_json(*argc, argv);
    int out = 0;
    for (int i = 0; i < *argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--")) { /* the rest are arguments: keep them as they are */
            while (i < *argc) argv[out++] = argv[i++];
            break;
        }
        const char *name = NULL;
        if (!strcmp(a, "--ref")) {
            if (i + 1 >= *argc) return cli_usage_error(cmd, json, "--ref needs a profile name (lessons, debian12)");
            name = argv[++i];
        } else if (!strncmp(a, "--ref=", 6)) {
            name = a + 6;
        } else {
            argv[out++] = argv[i];
            continue;
        }
        sl_error e;
        if (sl_ref_parse(name, &cli_ref, &e) != SL_OK) return cli_usage_error(cmd, json, "--ref: %s", e.message);
    }
    argv[out] = NULL;
    *argc = out;
    return -1;
}

void cli_ref_help(FILE *f) {
    fprintf(f, "  --ref NAME    the reference reproduced (every command):\n");
    for (int k = 0; k < SL_REF_COUNT; k++) {
        const sl_ref_info *r = sl_ref_get((sl_ref)k);
        fprintf(f, "                  %-9s %s\n", r->name, r->summary);
    }
}

static int stdout_errno;

int cli_flush_stdout(void) {
    errno = 0;
    if (fflush(stdout) == 0) return 0;
    if (!stdout_errno) stdout_errno = errno ? errno : EIO;
    return -1;
}

int cli_stdout_errno(void) { return stdout_errno; }
