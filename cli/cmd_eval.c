/*
 * cmd_eval.c — `stridelab eval [--json] EXPR`: evaluate one chain expression.
 *
 * Text: `shape=(4, 2, 2) stride=(1, 8, 12) offset=0` (torch: element strides and offset;
 * numpy: byte strides and byte offset).  JSON: one object with the contract's shape,
 * stride, offset, itemsize, contiguous (torch is_contiguous / numpy C_CONTIGUOUS),
 * internal_overlap (torch's No/Yes/TooHard; numpy: the exact solver's answer, "too_hard"
 * when its budget runs out) and is_view; then "unit" (the unit of stride and offset:
 * "elements" for torch, "bytes" for numpy), stride_bytes and offset_bytes (always
 * bytes), torch_internal_overlap (torch's label, null for numpy) and
 * exact_internal_overlap (the exact solver: "no" / "yes" / "unknown" past its budget).
 * Errors exit 1: `Type: message` on stderr (a syntax error adds the expression and a
 * caret under the column), or {"error":{...}} with --json; usage errors exit 2.
 */
#include <stdio.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"
#include "stridelab.h"

static void usage(FILE *f) {
    fprintf(f,
            "usage: stridelab eval [--json] EXPR\n"
            "\n"
            "Evaluate one chain expression as torch 1.13 / numpy 1.24 would, e.g.\n"
            "  stridelab eval 'torch.arange(24.).reshape(2,3,4).transpose(0,2)[:, ::2]'\n"
            "  stridelab eval --json 'np.arange(5)[::-1]'\n"
            "`torch`, `np`/`numpy`, `as_strided` and `sliding_window_view` are predefined.\n"
            "Prints shape, strides and offset (numpy: strides and offset in bytes).\n");
    cli_ref_help(f);
}

static void print_ints(const int64_t *v, int32_t n, bool json) {
    if (json) {
        putchar('[');
        for (int32_t i = 0; i < n; i++) printf(i ? ",%lld" : "%lld", (long long)v[i]);
        putchar(']');
        return;
    }
    putchar('(');
    for (int32_t i = 0; i < n; i++) printf(i ? ", %lld" : "%lld", (long long)v[i]);
    printf(n == 1 ? ",)" : ")");
}


static int report_error(const sl_error *e, const char *expr, bool json) {
    /* JSON carries the class __name__ ("AxisError"), as sl_error and the recorded corpora
     * do; the text line is the one a Python traceback ends with ("numpy.AxisError: ..."). */
    const char *type = sl_error_type_name(e);
    if (json) {
        printf("{\"error\":{\"type\":");
        cli_json_str(stdout, type);
        printf(",\"message\":");
        cli_json_str(stdout, e->message);
        if (e->code == SL_ERR_SYNTAX) printf(",\"offset\":%lld,\"col\":%lld", (long long)e->offset, (long long)e->col);
        printf("}}\n");
        return CLI_EXIT_ERROR;
    }
    if (e->code == SL_ERR_SYNTAX && e->col > 0) {
        fprintf(stderr, "    %s\n    %*s^\n", expr, (int)(e->col - 1), "");
    }
    type = sl_ref_traceback_name(cli_ref, type);
    if (!strcmp(type, "Unsupported") && !strncmp(e->message, "unsupported: ", 13))
        fprintf(stderr, "%s\n", e->message);
    else
        fprintf(stderr, "%s: %s\n", type, e->message);
    return CLI_EXIT_ERROR;
}

static const char *exact_overlap(const sl_bview *v) {
    sl_overlap_result res;
    if (sl_overlap_internal(v, CLI_DEFAULT_BUDGET, &res, NULL) != SL_OK) return "unknown";
    return res.answer == SL_OVL_YES ? "yes" : res.answer == SL_OVL_NO ? "no" : "unknown";
}

/* The contract: EXPR is ONE chain expression.  A line break (anywhere) or a comment
 * (a '#' outside a string literal) would let the snippet parser read something else
 * than the one expression the user sees on the line, so both are refused as a
 * SyntaxError pointing at the character (a multi-line program is `stridelab run`'s). */
static int one_expression_line(const char *expr, sl_error *e) {
    char quote = 0;
    for (const char *p = expr; *p; p++) {
        const char *what = NULL;
        if (*p == '\n' || *p == '\r')
            what = "a line break: eval takes one expression on one line (a multi-line "
                   "program is `stridelab run FILE`)";
        else if (quote) {
            if (*p == '\\' && p[1]) p++;
            else if (*p == quote) quote = 0;
        } else if (*p == '\'' || *p == '"') {
            quote = *p;
        } else if (*p == '#') {
            what = "a comment: eval takes one chain expression, without '#'";
        }
        if (what) {
            sl_error_set(e, SL_ERR_SYNTAX, "SyntaxError", "%s", what);
            e->offset = p - expr;
            e->line = 1;
            e->col = p - expr + 1;
            return SL_ERR_SYNTAX;
        }
    }
    return SL_OK;
}

int cmd_eval(int argc, char **argv) {
    bool json = cli_wants_json(argc, argv);
    const char *expr = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        }
        if (!strcmp(argv[i], "--json")) json = true;
        else if (!strcmp(argv[i], "--") && i + 1 < argc && !expr) expr = argv[++i];
        else if (cli_is_option(argv[i]))
            return cli_usage_error("eval", json, "unknown option '%s' (try --help)", argv[i]);
        else if (!expr) expr = argv[i];
        else return cli_usage_error("eval", json, "one expression expected (quote it)");
    }
    if (!expr) {
        if (json) return cli_usage_error("eval", json, "an EXPR is required (try --help)");
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    sl_eval_result r;
    sl_error e;
    if (one_expression_line(expr, &e) != SL_OK) return report_error(&e, expr, json);
    if (sl_eval_chain_ref(expr, cli_ref, NULL, NULL, &r, &e) != SL_OK) return report_error(&e, expr, json);
    const int64_t *shape, *stride;
    int32_t n;
    int64_t offset, itemsize;
    bool contiguous;
    if (r.is_numpy) {
        shape = r.array.shape;
        stride = r.array.strides;
        n = r.array.ndim;
        offset = r.array.offset_bytes;
        itemsize = r.array.itemsize;
        contiguous = sl_np_is_c_contiguous(&r.array);
    } else {
        shape = r.tensor.layout.size;
        stride = r.tensor.layout.stride;
        n = r.tensor.layout.ndim;
        offset = r.tensor.layout.offset;
        itemsize = r.tensor.layout.itemsize;
        contiguous = sl_torch_is_contiguous(&r.tensor.layout, SL_MF_CONTIGUOUS);
    }
    if (json) {
        /* the same view in bytes: numpy's strides already are; torch's are multiplied
         * (checked: a failure prints null) */
        sl_bview bv;
        bool have_bv = true;
        memset(&bv, 0, sizeof bv);
        if (r.is_numpy) {
            bv.ndim = n;
            bv.width_bytes = itemsize;
            bv.offset_bytes = offset;
            for (int32_t d = 0; d < n; d++) {
                bv.size[d] = shape[d];
                bv.stride_bytes[d] = stride[d];
            }
        } else {
            have_bv = sl_layout_to_bview(&r.tensor.layout, &bv, NULL) == SL_OK;
        }
        printf("{\"shape\":");
        print_ints(shape, n, true);
        printf(",\"stride\":");
        print_ints(stride, n, true);
        printf(",\"offset\":%lld,\"itemsize\":%lld,\"contiguous\":%s,\"internal_overlap\":\"%s\","
               "\"is_view\":%s,\"unit\":\"%s\",\"stride_bytes\":",
               (long long)offset, (long long)itemsize, contiguous ? "true" : "false",
               sl_eval_internal_overlap(&r), r.is_view ? "true" : "false",
               r.is_numpy ? "bytes" : "elements");
        if (have_bv) {
            print_ints(bv.stride_bytes, n, true);
            printf(",\"offset_bytes\":%lld", (long long)bv.offset_bytes);
        } else {
            printf("null,\"offset_bytes\":null");
        }
        printf(",\"torch_internal_overlap\":");
        if (r.is_numpy) printf("null");
        else printf("\"%s\"", sl_eval_internal_overlap(&r));
        printf(",\"exact_internal_overlap\":\"%s\"}\n", have_bv ? exact_overlap(&bv) : "unknown");
    } else {
        printf("shape=");
        print_ints(shape, n, false);
        printf(" stride=");
        print_ints(stride, n, false);
        printf(" offset=%lld\n", (long long)offset);
    }
    return 0;
}
