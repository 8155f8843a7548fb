/*
 * main.c — the `stridelab` command: dispatch to one subcommand.
 *
 * Subcommands live in cli/cmd_<name>.c and only parse arguments and print; the work is
 * done by the library.  A subcommand whose file is not in this build answers with a
 * clear "not available" line (weak fallback below), never with a guess.
 */
#include <stdio.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"

typedef int (*cmd_fn)(int, char **);

#define WEAK_CMD(name)                                                                  \
    __attribute__((weak)) int cmd_##name(int argc, char **argv) {                      \
        (void)argc;                                                                     \
        (void)argv;                                                                     \
        fprintf(stderr, "stridelab: the '%s' command is not available in this build\n", \
                #name);                                                                 \
        return 2;                                                                       \
    }
WEAK_CMD(run)
WEAK_CMD(eval)
WEAK_CMD(explain)
WEAK_CMD(addr)
WEAK_CMD(whois)
WEAK_CMD(overlap)
WEAK_CMD(prove)
WEAK_CMD(cache)
WEAK_CMD(trace)
WEAK_CMD(page)

static const struct {
    const char *name;
    cmd_fn fn;
    const char *summary;
} commands[] = {
    {"run", cmd_run, "run a Python snippet; print what torch / numpy print"},
    {"eval", cmd_eval, "evaluate one chain expression: shape, stride, offset"},
    {"explain", cmd_explain, "op-by-op table and storage picture of a chain"},
    {"addr", cmd_addr, "element and byte address of an index, with the sum written out"},
    {"whois", cmd_whois, "every index tuple that reaches a storage element or byte"},
    {"overlap", cmd_overlap, "exact internal / pairwise overlap with a witness"},
    {"prove", cmd_prove, "a kernel's access obligations: proved, refuted, not checkable"},
    {"cache", cmd_cache, "the lessons' toy cache lab"},
    {"trace", cmd_trace, "address trace of a view through a cache model or a GPU warp"},
    {"page", cmd_page, "write the offline explorer page"},
};

static void usage(FILE *f) {
    fprintf(f, "usage: stridelab <command> [options] ...\n\ncommands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "\noptions of every command:\n");
    cli_ref_help(f);
    fprintf(f, "\n`stridelab <command> --help` describes each command; `stridelab --version`\n"
               "lists the reference profiles.\n");
}

static int dispatch(int argc, char **argv) {
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("stridelab 0.1.0\nreference profiles (--ref NAME):\n");
        for (int k = 0; k < SL_REF_COUNT; k++) {
            const sl_ref_info *r = sl_ref_get((sl_ref)k);
            printf("  %-9s torch %s, numpy %s, Python %s builtins%s\n", r->name, r->torch_version,
                   r->numpy_version, r->python_version, (sl_ref)k == SL_REF_DEFAULT ? " (the default)" : "");
        }
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name)) {
            int sub_argc = argc - 1;
            int rc = cli_take_ref(commands[i].name, &sub_argc, argv + 1);
            if (rc >= 0) return rc;
            return commands[i].fn(sub_argc, argv + 1);
        }
    fprintf(stderr, "stridelab: unknown command '%s' (try --help)\n", argv[1]);
    return 2;
}

/* Output that could not be written (a full disk, a closed pipe's EIO) fails the command
 * with one line, unless it already failed with its own message. */
int main(int argc, char **argv) {
    int rc = dispatch(argc, argv);
    cli_flush_stdout();
    if (ferror(stdout) && rc == 0) {
        int e = cli_stdout_errno();
        fprintf(stderr, "stridelab: error writing standard output: %s\n", e ? strerror(e) : "write error");
        rc = 1;
    }
    return rc;
}
