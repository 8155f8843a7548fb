/* cli_util.h — what every subcommand shares: the exit statuses, the one vocabulary of
 * error `type` values, error and usage-error output (a JSON object on stdout with --json,
 * one line on stderr otherwise), option recognition, JSON strings and integer parsing.
 *
 * Exit statuses of every command:
 *   0  success (prove: every checkable obligation proved)
 *   1  error: the input is rejected (the reference raises, syntax, unsupported, overflow)
 *   2  usage error: unknown option, missing or malformed option value, missing argument
 *   3  prove: an obligation is refuted (with a counterexample)
 *   4  not decided: a work or memory bound was reached (whois, overlap "unknown", trace,
 *      prove's self-overlap budget), or prove lacks a fact it needs (the base alignment
 *      for a requested vector alignment)
 * (`run` keeps its own contract: 1 = uncaught exception, 2 = unsupported construct.)
 *
 * Error `type` vocabulary (docs/json.md): a Python exception class name when the
 * reference raises or the check is Python's own (IndexError, RuntimeError, ValueError,
 * OverflowError, MemoryError, SyntaxError, OSError, ...), plus three of ours:
 * "Unsupported" (outside the supported subset; the message starts "unsupported: "),
 * "UsageError" (the command line itself) and "LimitExceeded" (a work or memory bound). */
#ifndef STRIDELAB_CLI_UTIL_H
#define STRIDELAB_CLI_UTIL_H
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "stridelab.h"

enum {
    CLI_EXIT_OK = 0,
    CLI_EXIT_ERROR = 1,
    CLI_EXIT_USAGE = 2,
    CLI_EXIT_REFUTED = 3,
    CLI_EXIT_UNDECIDED = 4
};

/* Default work budget of whois, overlap and prove's self-overlap proof (solver units,
 * about 30 million a second). */
#define CLI_DEFAULT_BUDGET INT64_C(100000000)
#define CLI_MAX_BUDGET (INT64_C(1) << 50)

/* `s` as a JSON string literal (quotes, backslashes and control characters escaped). */
void cli_json_str(FILE *f, const char *s);
/* {"error":{"type":"...","message":"..."}} and a newline on stdout (type "" → "Error"). */
void cli_json_error(const char *type, const char *message);
/* A whole-string base-10 int64 (no trailing junk, no overflow), or false. */
bool cli_parse_i64(const char *s, int64_t *out);

/* Report a library error: JSON object on stdout with `json`, else `Type: message` on
 * stderr (an unsupported construct: just its "unsupported: ..." message).  Returns the
 * exit status: 4 for LimitExceeded, else 1. */
int cli_fail(bool json, const sl_error *err);
/* A work/memory bound of the command itself was reached: LimitExceeded, exit 4. */
int cli_limit(const char *cmd, bool json, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* A usage error: {"error":{"type":"UsageError",...}} with `json`, else
 * "stridelab CMD: message" on stderr.  Returns 2. */
int cli_usage_error(const char *cmd, bool json, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Does argv[1..] contain --json (so that usage errors met before it print JSON too)? */
bool cli_wants_json(int argc, char **argv);
/* Is `a` an option (starts with '-' and is neither "-" nor a negative number)?  Every
 * command rejects options it does not know instead of taking them as operands. */
bool cli_is_option(const char *a);
/* fflush(stdout), remembering the errno of the first failure; cli_stdout_errno() is it
 * (0: none seen) for main's one-line report of an output that could not be written */
int cli_flush_stdout(void);
int cli_stdout_errno(void);
/* The integer value of option argv[*i] (advances *i); a usage error when it is missing,
 * not an integer or outside [lo, hi].  Returns 0 or the exit status. */
int cli_option_i64(const char *cmd, bool json, int argc, char **argv, int *i, int64_t lo,
                   int64_t hi, int64_t *out);
/* The reference profile of this run (`--ref NAME`, any command; default SL_REF_DEFAULT).
 * main() takes `--ref NAME` / `--ref=NAME` out of argv (up to a `--`) before the command
 * parses its own options: cli_take_ref returns -1 when it did, else the exit status of
 * the usage error it reported (an unknown profile, a missing name). */
extern sl_ref cli_ref;
int cli_take_ref(const char *cmd, int *argc, char **argv);
/* The lines every --help prints about --ref. */
void cli_ref_help(FILE *f);

#endif
