/* cli_util.c — helpers shared by the subcommands (see cli_util.h). */
#include "cli_util.h"

#include <errno.h>
#include <stdlib.h>

void cli_json_str(FILE *f, const char *s) {
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
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
    if (!s || !*s) return false;
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno || *end) return false;
    *out = (int64_t)v;
    return true;
}
