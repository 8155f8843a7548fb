/* eval_bench.c — what a chain evaluation and a single view op cost in the engine.
 *
 * Two kinds of rows, on fixed inputs:
 *   chain  TEXT          sl_eval_chain on a whole expression (parse + evaluate), reported
 *                        per chain and per op (ops = constructor + each view op);
 *   op     NAME          one typed library call (sl_torch_transpose, sl_np_reshape, a
 *                        predicate, an address function ...) on a prepared input of up to 4
 *                        dims: the engine's per-op cost with no parsing.
 * Timing: every row is calibrated to a batch of about `batch_ms` milliseconds, then `rounds`
 * rounds each time one batch of every row (rows in a rotating order, so a burst of load
 * from other processes is spread over the rows); a row reports the median, the fastest
 * and the slowest round in ns per call.  The call goes through a function pointer and adds
 * its result to a volatile sink; the `overhead` row is that frame around an empty op.
 *
 *     build/bench/eval_bench [--rounds R] [--batch-ms MS] [--ops-only]
 *     build/bench/eval_bench --callgrind N     (under valgrind --tool=callgrind)
 *
 * --callgrind N runs each op N times between a zeroing and a dump of callgrind's counters
 * (one dump per op, named after it), so bench/eval_bench.py --callgrind reads
 * load-independent instruction counts per call.
 *
 * Output: one tab-separated line per row: kind, name, ops, median ns per row, median ns per
 * op, min and max ns per row, class ("view", "multi", "index", "query", "chain").
 * bench/eval_bench.py runs this binary and times the same chains and ops in torch and
 * numpy from Python in the same run, then prints the ratios. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define HAVE_CALLGRIND 1
#endif
#endif

#include "stridelab.h"

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static volatile int64_t sink; /* keeps results observable */

typedef int (*bench_fn)(void *ctx);

/* Calls per batch so that one batch takes about `seconds`. */
static long calibrate(bench_fn fn, void *ctx, double seconds) {
    long iters = 1;
    for (;;) {
        double t0 = now_s();
        for (long i = 0; i < iters; i++) sink += fn(ctx);
        double dt = now_s() - t0;
        if (dt >= seconds) return iters;
        iters = dt > 0 ? (long)(iters * (seconds * 1.2 / dt)) + 1 : iters * 10;
    }
}

/* ns per call of one batch */
static double batch_ns(bench_fn fn, void *ctx, long iters) {
    double t0 = now_s();
    for (long i = 0; i < iters; i++) sink += fn(ctx);
    return (now_s() - t0) * 1e9 / (double)iters;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
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

/* Inputs, all contiguous: t torch float32 (2, 3, 4, 5); u torch float32 (3, 1, 5) (expand's
 * input); a numpy float64 (2, 3, 4, 5); b numpy float64 (3, 1, 5).  eval_bench.py builds the
 * same four. */
typedef struct op_ctx {
    sl_tensor t, u, tout;
    sl_tensor touts[4];
    sl_array a, b, aout;
} op_ctx;

static sl_index_item slice_item(bool has_step, int64_t step) {
    sl_index_item it;
    memset(&it, 0, sizeof it);
    it.kind = SL_IDX_SLICE;
    it.has_step = has_step;
    it.step = step;
    return it;
}
static sl_index_item kind_item(sl_index_kind kind, int64_t value) {
    sl_index_item it;
    memset(&it, 0, sizeof it);
    it.kind = kind;
    it.value = value;
    return it;
}
/* index tuples (built once in main) */
static sl_index_item IDX_SLICE2[2];  /* [:, ::2] */
static sl_index_item IDX_INT_SLICE[3]; /* [1, :, ::2] */
static sl_index_item IDX_ELL_NONE[3];  /* [..., None, 1] */
static sl_index_item IDX_REVERSE[1];   /* [::-1] */

#define OP(name) static int name(void *p)
#define C ((op_ctx *)p)

OP(t_transpose) { return sl_torch_transpose(&C->t, 0, 2, &C->tout, NULL); }
OP(t_mT) { return sl_torch_matrix_transpose(&C->t, SL_MT, &C->tout, NULL); }
OP(t_permute) {
    static const int64_t dims[] = {0, 2, 3, 1};
    return sl_torch_permute(&C->t, dims, 4, &C->tout, NULL);
}
OP(t_movedim) {
    static const int64_t s[] = {1}, d[] = {3};
    return sl_torch_movedim(&C->t, s, 1, d, 1, &C->tout, NULL);
}
OP(t_unsqueeze) { return sl_torch_unsqueeze(&C->t, 1, &C->tout, NULL); }
OP(t_squeeze_dim) { return sl_torch_squeeze_dim(&C->t, 0, &C->tout, NULL); }
OP(t_select) { return sl_torch_select(&C->t, 1, 2, &C->tout, NULL); }
OP(t_narrow) { return sl_torch_narrow(&C->t, 2, 1, 2, &C->tout, NULL); }
OP(t_slice) {
    static const int64_t start = 1, end = 3;
    return sl_torch_slice(&C->t, 2, &start, &end, 1, &C->tout, NULL);
}
OP(t_index_slice) { return sl_torch_index(&C->t, IDX_SLICE2, 2, &C->tout, NULL); }
OP(t_index_int_slice) { return sl_torch_index(&C->t, IDX_INT_SLICE, 3, &C->tout, NULL); }
OP(t_index_ell_none) { return sl_torch_index(&C->t, IDX_ELL_NONE, 3, &C->tout, NULL); }
OP(t_expand) {
    static const int64_t sizes[] = {2, 3, 4, 5};
    return sl_torch_expand(&C->u, sizes, 4, &C->tout, NULL);
}
OP(t_view) {
    static const int64_t sizes[] = {6, 20};
    return sl_torch_view(&C->t, sizes, 2, &C->tout, NULL);
}
OP(t_reshape_alias) {
    static const int64_t sizes[] = {2, 60};
    return sl_torch_reshape(&C->t, sizes, 2, &C->tout, NULL);
}
OP(t_flatten) { return sl_torch_flatten(&C->t, 1, 2, &C->tout, NULL); }
OP(t_unflatten) {
    static const int64_t sizes[] = {2, 2};
    return sl_torch_unflatten(&C->t, 2, sizes, 2, &C->tout, NULL);
}
OP(t_diagonal) { return sl_torch_diagonal(&C->t, 0, 1, 2, &C->tout, NULL); }
OP(t_unfold) { return sl_torch_unfold(&C->t, 3, 2, 1, &C->tout, NULL); }
OP(t_as_strided) {
    static const int64_t sizes[] = {4, 3}, strides[] = {1, 1};
    return sl_torch_as_strided(&C->t, sizes, 2, strides, 2, NULL, &C->tout, NULL);
}
OP(t_chunk) {
    int32_t n;
    return sl_torch_chunk(&C->t, 2, 0, C->touts, 4, &n, NULL);
}
OP(t_unbind) {
    int32_t n;
    return sl_torch_unbind(&C->t, 0, C->touts, 4, &n, NULL);
}
OP(t_is_contiguous) { return (int)sl_torch_is_contiguous(&C->t.layout, SL_MF_CONTIGUOUS); }
OP(t_is_channels_last) { return (int)sl_torch_is_contiguous(&C->t.layout, SL_MF_CHANNELS_LAST); }
OP(t_is_nd) { return (int)sl_torch_is_non_overlapping_and_dense(&C->t.layout); }
OP(t_internal_overlap) { return (int)sl_torch_internal_overlap(&C->t.layout); }
OP(t_overlap_status) { return (int)sl_torch_overlap_status(&C->t, &C->u, false, true); }
OP(l_numel) {
    int64_t n;
    int rc = sl_layout_numel(&C->t.layout, &n, NULL);
    return rc ? rc : (int)(n & 0xff);
}
OP(l_element_offset) {
    static const int64_t idx[] = {1, 2, 3, 4};
    int64_t e;
    int rc = sl_layout_element_offset(&C->t.layout, idx, &e, NULL);
    return rc ? rc : (int)(e & 0xff);
}
OP(l_span) {
    int64_t lo, hi;
    int rc = sl_layout_span(&C->t.layout, &lo, &hi, NULL, NULL);
    return rc ? rc : (int)(hi & 0xff);
}
OP(l_addr) {
    static const int64_t idx[] = {1, -1, 3, 4};
    int64_t e, b;
    int rc = sl_addr(&C->t.layout, idx, 4, NULL, NULL, &e, &b, NULL);
    return rc ? rc : (int)(b & 0xff);
}
OP(l_to_bview) {
    static sl_bview v;
    return sl_layout_to_bview(&C->t.layout, &v, NULL);
}
OP(n_T) { return sl_np_transpose(&C->a, NULL, 0, &C->aout, NULL); }
OP(n_transpose) {
    static const int64_t axes[] = {0, 2, 3, 1};
    return sl_np_transpose(&C->a, axes, 4, &C->aout, NULL);
}
OP(n_swapaxes) { return sl_np_swapaxes(&C->a, 0, 2, &C->aout, NULL); }
OP(n_moveaxis) {
    static const int64_t s[] = {1}, d[] = {3};
    return sl_np_moveaxis(&C->a, s, 1, d, 1, &C->aout, NULL);
}
OP(n_reshape) {
    static const int64_t shape[] = {6, 20};
    return sl_np_reshape(&C->a, shape, 2, 'C', &C->aout, NULL, NULL);
}
OP(n_ravel) { return sl_np_ravel(&C->a, 'C', &C->aout, NULL, NULL); }
OP(n_expand_dims) {
    static const int64_t axes[] = {1};
    return sl_np_expand_dims(&C->a, axes, 1, &C->aout, NULL);
}
OP(n_flip) {
    static const int64_t axes[] = {1};
    return sl_np_flip(&C->a, SL_NP_AXIS_INT, axes, 1, &C->aout, NULL);
}
OP(n_diagonal) { return sl_np_diagonal(&C->a, 0, 1, 2, &C->aout, NULL); }
OP(n_broadcast_to) {
    static const int64_t shape[] = {2, 3, 4, 5};
    return sl_np_broadcast_to(&C->b, shape, 4, &C->aout, NULL);
}
OP(n_view) { return sl_np_view(&C->a, &C->aout, NULL); }
OP(n_index_reverse) { return sl_np_index(&C->a, IDX_REVERSE, 1, &C->aout, NULL); }
OP(n_index_int_slice) { return sl_np_index(&C->a, IDX_INT_SLICE, 3, &C->aout, NULL); }
OP(n_index_ell_none) { return sl_np_index(&C->a, IDX_ELL_NONE, 3, &C->aout, NULL); }
OP(n_is_c_contiguous) { return (int)sl_np_is_c_contiguous(&C->a); }
OP(n_is_aligned) { return (int)sl_np_is_aligned(&C->a); }
OP(n_byte_extent) {
    int64_t lo, hi;
    bool empty;
    int rc = sl_np_byte_extent(&C->a, &lo, &hi, &empty, NULL);
    return rc ? rc : (int)(hi & 0xff);
}
OP(n_may_share_memory) {
    bool r;
    int rc = sl_np_may_share_memory(&C->a, &C->b, &r, NULL);
    return rc ? rc : (int)r;
}
#undef C
#undef OP

typedef struct op_case {
    const char *name; /* eval_bench.py times the same op under this name */
    bench_fn fn;
    const char *kind; /* "view": a view op (<= 10 ns), "index" (<= 30 ns), "query" */
} op_case;

static const op_case OPS[] = {
    {"torch.transpose", t_transpose, "view"},
    {"torch.mT", t_mT, "view"},
    {"torch.permute", t_permute, "view"},
    {"torch.movedim", t_movedim, "view"},
    {"torch.unsqueeze", t_unsqueeze, "view"},
    {"torch.squeeze_dim", t_squeeze_dim, "view"},
    {"torch.select", t_select, "view"},
    {"torch.narrow", t_narrow, "view"},
    {"torch.slice", t_slice, "view"},
    {"torch.expand", t_expand, "view"},
    {"torch.view", t_view, "view"},
    {"torch.reshape_alias", t_reshape_alias, "view"},
    {"torch.flatten", t_flatten, "view"},
    {"torch.unflatten", t_unflatten, "view"},
    {"torch.diagonal", t_diagonal, "view"},
    {"torch.unfold", t_unfold, "view"},
    {"torch.as_strided", t_as_strided, "view"},
    {"torch.chunk2", t_chunk, "multi"},
    {"torch.unbind2", t_unbind, "multi"},
    {"torch.index_slice", t_index_slice, "index"},
    {"torch.index_int_slice", t_index_int_slice, "index"},
    {"torch.index_ell_none", t_index_ell_none, "index"},
    {"torch.is_contiguous", t_is_contiguous, "query"},
    {"torch.is_channels_last", t_is_channels_last, "query"},
    {"torch.is_non_overlapping_and_dense", t_is_nd, "query"},
    {"torch.internal_overlap", t_internal_overlap, "query"},
    {"torch.overlap_status", t_overlap_status, "query"},
    {"layout.numel", l_numel, "query"},
    {"layout.element_offset", l_element_offset, "query"},
    {"layout.span", l_span, "query"},
    {"addr", l_addr, "query"},
    {"layout.to_bview", l_to_bview, "query"},
    {"numpy.T", n_T, "view"},
    {"numpy.transpose", n_transpose, "view"},
    {"numpy.swapaxes", n_swapaxes, "view"},
    {"numpy.moveaxis", n_moveaxis, "view"},
    {"numpy.reshape", n_reshape, "view"},
    {"numpy.ravel", n_ravel, "view"},
    {"numpy.expand_dims", n_expand_dims, "view"},
    {"numpy.flip", n_flip, "view"},
    {"numpy.diagonal", n_diagonal, "view"},
    {"numpy.broadcast_to", n_broadcast_to, "view"},
    {"numpy.view", n_view, "view"},
    {"numpy.index_reverse", n_index_reverse, "index"},
    {"numpy.index_int_slice", n_index_int_slice, "index"},
    {"numpy.index_ell_none", n_index_ell_none, "index"},
    {"numpy.is_c_contiguous", n_is_c_contiguous, "query"},
    {"numpy.is_aligned", n_is_aligned, "query"},
    {"numpy.byte_extent", n_byte_extent, "query"},
    {"numpy.may_share_memory", n_may_share_memory, "query"},
};

static int op_overhead(void *p) {
    (void)p;
    return 0;
}

typedef struct row {
    const char *kind, *name, *cls;
    int ops;
    bench_fn fn;
    void *ctx;
    long iters;
    double *ns; /* per round */
} row;

#define MAX_ROUNDS 101

int main(int argc, char **argv) {
    int rounds = 11;
    double batch_ms = 4;
    bool ops_only = false;
    long callgrind_calls = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--batch-ms") && i + 1 < argc) batch_ms = atof(argv[++i]);
        else if (!strcmp(argv[i], "--ops-only")) ops_only = true;
        else if (!strcmp(argv[i], "--callgrind") && i + 1 < argc) callgrind_calls = atol(argv[++i]);
        else {
            fprintf(stderr, "usage: eval_bench [--rounds R] [--batch-ms MS] [--ops-only] "
                            "[--callgrind N]\n");
            return 2;
        }
    }
    if (rounds < 1 || rounds > MAX_ROUNDS || !(batch_ms > 0)) {
        fprintf(stderr, "eval_bench: rounds in [1, %d], batch-ms > 0\n", MAX_ROUNDS);
        return 2;
    }
    op_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    sl_error err;
    int64_t tsizes[] = {2, 3, 4, 5}, usizes[] = {3, 1, 5};
    if (sl_torch_empty(tsizes, 4, SL_FLOAT32, &ctx.t, &err) != SL_OK ||
        sl_torch_empty(usizes, 3, SL_FLOAT32, &ctx.u, &err) != SL_OK ||
        sl_np_empty(tsizes, 4, SL_FLOAT64, 'C', &ctx.a, &err) != SL_OK ||
        sl_np_empty(usizes, 3, SL_FLOAT64, 'C', &ctx.b, &err) != SL_OK) {
        fprintf(stderr, "eval_bench: cannot build inputs: %s\n", err.message);
        return 1;
    }
    IDX_SLICE2[0] = slice_item(false, 0);
    IDX_SLICE2[1] = slice_item(true, 2);
    IDX_INT_SLICE[0] = kind_item(SL_IDX_INT, 1);
    IDX_INT_SLICE[1] = slice_item(false, 0);
    IDX_INT_SLICE[2] = slice_item(true, 2);
    IDX_ELL_NONE[0] = kind_item(SL_IDX_ELLIPSIS, 0);
    IDX_ELL_NONE[1] = kind_item(SL_IDX_NONE, 0);
    IDX_ELL_NONE[2] = kind_item(SL_IDX_INT, 1);
    IDX_REVERSE[0] = slice_item(true, -1);

    const size_t nops = sizeof OPS / sizeof OPS[0], nchains = sizeof CHAINS / sizeof CHAINS[0];
    if (callgrind_calls > 0) {
#ifdef HAVE_CALLGRIND
        for (size_t i = 0; i < nops; i++) {
            if (OPS[i].fn(&ctx) < 0) continue;
            CALLGRIND_ZERO_STATS;
            for (long k = 0; k < callgrind_calls; k++) sink += OPS[i].fn(&ctx);
            CALLGRIND_DUMP_STATS_AT(OPS[i].name);
        }
        CALLGRIND_ZERO_STATS;
        for (long k = 0; k < callgrind_calls; k++) sink += op_overhead(&ctx);
        CALLGRIND_DUMP_STATS_AT("overhead");
        printf("# callgrind: %ld calls of each op, one dump per op\n", callgrind_calls);
        return 0;
#else
        fprintf(stderr, "eval_bench: built without <valgrind/callgrind.h>\n");
        return 2;
#endif
    }

    static row rows[64];
    static double store[64][MAX_ROUNDS];
    size_t nrows = 0;
    printf("# kind\tname\tops\tns_per_row\tns_per_op\tmin_ns\tmax_ns\tclass\n");
    if (!ops_only)
        for (size_t i = 0; i < nchains; i++) {
            sl_eval_result res;
            if (sl_eval_chain(CHAINS[i].expr, &res, &err) != SL_OK) {
                printf("chain\t%s\t%d\tERROR %s: %s\t-\t-\t-\tchain\n", CHAINS[i].expr,
                       CHAINS[i].ops, err.type, err.message);
                continue;
            }
            rows[nrows++] = (row){"chain", CHAINS[i].expr, "chain", CHAINS[i].ops, run_chain,
                                  (void *)CHAINS[i].expr, 0, NULL};
        }
    for (size_t i = 0; i < nops; i++) {
        if (OPS[i].fn(&ctx) < 0) {
            printf("op\t%s\t1\tERROR\t-\t-\t-\t%s\n", OPS[i].name, OPS[i].kind);
            continue;
        }
        rows[nrows++] = (row){"op", OPS[i].name, OPS[i].kind, 1, OPS[i].fn, &ctx, 0, NULL};
    }
    rows[nrows++] = (row){"op", "overhead", "frame", 1, op_overhead, &ctx, 0, NULL};
    for (size_t r = 0; r < nrows; r++) {
        rows[r].ns = store[r];
        rows[r].iters = calibrate(rows[r].fn, rows[r].ctx, batch_ms * 1e-3);
    }
    for (int k = 0; k < rounds; k++)
        for (size_t j = 0; j < nrows; j++) {
            row *w = &rows[(j + (size_t)k) % nrows];
            w->ns[k] = batch_ns(w->fn, w->ctx, w->iters);
        }
    for (size_t r = 0; r < nrows; r++) {
        row *w = &rows[r];
        qsort(w->ns, (size_t)rounds, sizeof(double), cmp_double);
        double med = w->ns[rounds / 2];
        printf("%s\t%s\t%d\t%.1f\t%.1f\t%.1f\t%.1f\t%s\n", w->kind, w->name, w->ops, med,
               med / w->ops, w->ns[0], w->ns[rounds - 1], w->cls);
    }
    return 0;
}
