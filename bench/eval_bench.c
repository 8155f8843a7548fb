/* eval_bench.c — what a chain evaluation and a single view op cost in the engine.
 *
 * Two kinds of rows, on fixed inputs:
 *   chain  TEXT          sl_eval_chain on a whole expression (parse + evaluate), reported
 *                        per chain and per op (ops = constructor + each view op);
 *   op     NAME          one typed library call (sl_torch_transpose, sl_np_reshape, ...) on a
 *                        prepared input: the engine's per-op cost with no parsing.
 * Output is one tab-separated line per row: kind, name, ops, ns per row, ns per op.
 * bench/eval_bench.py runs this binary and times the same chains and ops in torch 1.13 and
 * numpy 1.24 in the same run, then prints the ratios; this program alone prints only our
 * side.  Every measurement repeats the call until at least `min_seconds` has passed and
 * reports the best of five such runs. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "stridelab.h"

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static volatile int64_t sink; /* keeps results observable */
static double min_seconds = 0.05;

typedef int (*bench_fn)(void *ctx);

/* Best-of-5 nanoseconds per call of fn(ctx). */
static double time_ns(bench_fn fn, void *ctx) {
    long iters = 1;
    for (;;) { /* calibrate */
        double t0 = now_s();
        for (long i = 0; i < iters; i++) sink += fn(ctx);
        double dt = now_s() - t0;
        if (dt >= min_seconds) break;
        iters = dt > 0 ? (long)(iters * (min_seconds * 1.2 / dt)) + 1 : iters * 10;
    }
    double best = 1e300;
    for (int rep = 0; rep < 5; rep++) {
        double t0 = now_s();
        for (long i = 0; i < iters; i++) sink += fn(ctx);
        double ns = (now_s() - t0) * 1e9 / (double)iters;
        if (ns < best) best = ns;
    }
    return best;
}

/* ---------------------------------------------------------------- whole chains ---- */

typedef struct chain_case {
    const char *expr;
    int ops; /* constructor + view ops */
} chain_case;

/* The same list is in eval_bench.py (it reads the names back from our output). */
static const chain_case CHAINS[] = {
    {"torch.arange(64.).reshape(2, 4, 8).transpose(0, 2)", 3},
    {"torch.arange(24.).reshape(2, 3, 4).transpose(0, 2)[:, ::2]", 4},
    {"torch.arange(3.).unsqueeze(1).expand(3, 5)", 3},
    {"torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).reshape(6, 4)", 4},
    {"torch.zeros(2, 3, 4, 5).permute(0, 2, 3, 1).flatten(1, 2).unsqueeze(0).narrow(2, 1, 2)",
     5},
    {"np.arange(5)[::-1]", 2},
    {"np.arange(24.).reshape(2, 3, 4).transpose(1, 0, 2).reshape(6, 4)", 4},
    {"np.flip(np.arange(12.).reshape(3, 4)[:, ::2], 1).T", 4},
};

static int run_chain(void *ctx) {
    const char *expr = ctx;
    sl_eval_result res;
    sl_error err;
    int rc = sl_eval_chain(expr, &res, &err);
    return rc == SL_OK ? (int)res.is_view : rc;
}

/* ---------------------------------------------------------------- typed ops ------- */

typedef struct op_ctx {
    sl_tensor t;      /* torch input */
    sl_array a;       /* numpy input */
    sl_tensor tout;
    sl_array aout;
} op_ctx;

static int op_transpose(void *p) {
    op_ctx *c = p;
    return sl_torch_transpose(&c->t, 0, 2, &c->tout, NULL);
}
static int op_permute(void *p) {
    op_ctx *c = p;
    static const int64_t dims[] = {2, 0, 1};
    return sl_torch_permute(&c->t, dims, 3, &c->tout, NULL);
}
static int op_unsqueeze(void *p) {
    op_ctx *c = p;
    return sl_torch_unsqueeze(&c->t, 1, &c->tout, NULL);
}
static int op_select(void *p) {
    op_ctx *c = p;
    return sl_torch_select(&c->t, 1, 2, &c->tout, NULL);
}
static int op_narrow(void *p) {
    op_ctx *c = p;
    return sl_torch_narrow(&c->t, 2, 1, 4, &c->tout, NULL);
}
static int op_index_slice(void *p) {
    op_ctx *c = p;
    sl_index_item items[2];
    memset(items, 0, sizeof items);
    items[0].kind = SL_IDX_SLICE;
    items[1].kind = SL_IDX_SLICE;
    items[1].has_step = true;
    items[1].step = 2;
    return sl_torch_index(&c->t, items, 2, &c->tout, NULL);
}
static int op_expand(void *p) {
    op_ctx *c = p;
    static const int64_t sizes[] = {3, 2, 4, 8};
    return sl_torch_expand(&c->t, sizes, 4, &c->tout, NULL);
}
static int op_view(void *p) {
    op_ctx *c = p;
    static const int64_t sizes[] = {8, 8};
    return sl_torch_view(&c->t, sizes, 2, &c->tout, NULL);
}
static int op_reshape_alias(void *p) {
    op_ctx *c = p;
    static const int64_t sizes[] = {2, 32};
    return sl_torch_reshape(&c->t, sizes, 2, &c->tout, NULL);
}
static int op_flatten(void *p) {
    op_ctx *c = p;
    return sl_torch_flatten(&c->t, 0, -1, &c->tout, NULL);
}
static int op_diagonal(void *p) {
    op_ctx *c = p;
    return sl_torch_diagonal(&c->t, 0, 1, 2, &c->tout, NULL);
}
static int op_unfold(void *p) {
    op_ctx *c = p;
    return sl_torch_unfold(&c->t, 2, 3, 1, &c->tout, NULL);
}
static int op_as_strided(void *p) {
    op_ctx *c = p;
    static const int64_t sizes[] = {4, 3}, strides[] = {1, 1};
    return sl_torch_as_strided(&c->t, sizes, 2, strides, 2, NULL, &c->tout, NULL);
}
static int op_is_contiguous(void *p) {
    op_ctx *c = p;
    return (int)sl_torch_is_contiguous(&c->t.layout, SL_MF_CONTIGUOUS);
}
static int op_internal_overlap(void *p) {
    op_ctx *c = p;
    return (int)sl_torch_internal_overlap(&c->t.layout);
}
static int np_transpose(void *p) {
    op_ctx *c = p;
    return sl_np_transpose(&c->a, NULL, 0, &c->aout, NULL);
}
static int np_reshape(void *p) {
    op_ctx *c = p;
    static const int64_t shape[] = {8, 8};
    return sl_np_reshape(&c->a, shape, 2, 'C', &c->aout, NULL, NULL);
}
static int np_index_reverse(void *p) {
    op_ctx *c = p;
    sl_index_item items[1];
    memset(items, 0, sizeof items);
    items[0].kind = SL_IDX_SLICE;
    items[0].has_step = true;
    items[0].step = -1;
    return sl_np_index(&c->a, items, 1, &c->aout, NULL);
}
static int np_swapaxes(void *p) {
    op_ctx *c = p;
    return sl_np_swapaxes(&c->a, 0, 2, &c->aout, NULL);
}
static int np_diagonal(void *p) {
    op_ctx *c = p;
    return sl_np_diagonal(&c->a, 0, 1, 2, &c->aout, NULL);
}

typedef struct op_case {
    const char *name; /* eval_bench.py times the same op under this name */
    bench_fn fn;
} op_case;

static const op_case OPS[] = {
    {"torch.transpose", op_transpose},     {"torch.permute", op_permute},
    {"torch.unsqueeze", op_unsqueeze},     {"torch.select", op_select},
    {"torch.narrow", op_narrow},           {"torch.index_slice", op_index_slice},
    {"torch.expand", op_expand},           {"torch.view", op_view},
    {"torch.reshape_alias", op_reshape_alias}, {"torch.flatten", op_flatten},
    {"torch.diagonal", op_diagonal},       {"torch.unfold", op_unfold},
    {"torch.as_strided", op_as_strided},   {"torch.is_contiguous", op_is_contiguous},
    {"torch.internal_overlap", op_internal_overlap},
    {"numpy.T", np_transpose},             {"numpy.reshape", np_reshape},
    {"numpy.index_reverse", np_index_reverse}, {"numpy.swapaxes", np_swapaxes},
    {"numpy.diagonal", np_diagonal},
};

int main(int argc, char **argv) {
    if (argc > 1) min_seconds = atof(argv[1]);
    if (!(min_seconds > 0)) min_seconds = 0.05;
    printf("# kind\tname\tops\tns_per_row\tns_per_op\n");
    for (size_t i = 0; i < sizeof CHAINS / sizeof CHAINS[0]; i++) {
        sl_eval_result res;
        sl_error err;
        if (sl_eval_chain(CHAINS[i].expr, &res, &err) != SL_OK) {
            printf("chain\t%s\t%d\tERROR %s: %s\t-\n", CHAINS[i].expr, CHAINS[i].ops, err.type,
                   err.message);
            continue;
        }
        double ns = time_ns(run_chain, (void *)CHAINS[i].expr);
        printf("chain\t%s\t%d\t%.1f\t%.1f\n", CHAINS[i].expr, CHAINS[i].ops, ns,
               ns / CHAINS[i].ops);
        fflush(stdout);
    }
    /* inputs: torch float32 (2,4,8) contiguous; numpy float64 (2,4,8) contiguous */
    op_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    sl_error err;
    int64_t sizes[] = {2, 4, 8};
    if (sl_torch_empty(sizes, 3, SL_FLOAT32, &ctx.t, &err) != SL_OK ||
        sl_np_empty(sizes, 3, SL_FLOAT64, 'C', &ctx.a, &err) != SL_OK) {
        fprintf(stderr, "eval_bench: cannot build inputs: %s\n", err.message);
        return 1;
    }
    for (size_t i = 0; i < sizeof OPS / sizeof OPS[0]; i++) {
        if (OPS[i].fn(&ctx) < 0) {
            printf("op\t%s\t1\tERROR\t-\n", OPS[i].name);
            continue;
        }
        double ns = time_ns(OPS[i].fn, &ctx);
        printf("op\t%s\t1\t%.1f\t%.1f\n", OPS[i].name, ns, ns);
        fflush(stdout);
    }
    return 0;
}
