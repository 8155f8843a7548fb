/* fuzz_lang.c — libFuzzer harness for the snippet language.  Each input is run twice:
 * as a chain expression (sl_eval_chain_steps with a hook) and as a snippet
 * (sl_run_snippet).  Any crash, leak, sanitizer report or timeout is a bug; the
 * language's own budgets (work steps, arena bytes, recursion) keep every input bounded. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "stridelab.h"

static void sink(void *user, const char *s, size_t n) {
    (void)s;
    *(size_t *)user += n;
}

static int on_step(void *user, const sl_eval_step *st) {
    (void)st;
    (*(int *)user)++;
    return SL_OK;
}

/* Large enough for the nesting limits to be reached: CPython's 3000 nested expressions
 * written as `.t()` chains, 50,000-term sums (libFuzzer's -max_len follows the largest
 * corpus input, or pass -max_len=262144) */
#define MAX_INPUT ((size_t)256 << 10)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > MAX_INPUT) return 0;
    char *src = malloc(size + 1);
    if (!src) return 0;
    memcpy(src, data, size);
    src[size] = '\0';
    sl_eval_result r;
    sl_error err;
    int steps = 0;
    (void)sl_eval_chain_steps(src, on_step, &steps, &r, &err);
    size_t printed = 0;
    sl_run_limits lim = {200000, 64 << 20};
    (void)sl_run_snippet_ex(src, size, sink, &printed, &lim, &err);
    free(src);
    return 0;
}
