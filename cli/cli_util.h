/* cli_util.h — small helpers shared by the subcommands: JSON string output, the JSON
 * error object of the command-line contract, and whole-string integer parsing. */
#ifndef STRIDELAB_CLI_UTIL_H
#define STRIDELAB_CLI_UTIL_H
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* `s` as a JSON string literal (quotes, backslashes and control characters escaped). */
void cli_json_str(FILE *f, const char *s);
/* {"error":{"type":"...","message":"..."}} and a newline on stdout (type "" → "Error"). */
void cli_json_error(const char *type, const char *message);
/* A whole-string base-10 int64 (no trailing junk, no overflow), or false. */
bool cli_parse_i64(const char *s, int64_t *out);
#endif
