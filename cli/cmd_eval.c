/*
 * cmd_eval.c — `stridelab eval [--json] EXPR`: evaluate one chain expression.
 *
 * Text: `shape=(4, 2, 2) stride=(1, 8, 12) offset=0` (torch: element strides and offset;
 * numpy: byte strides and byte offset).  JSON: one object with shape, stride, offset,
 * itemsize, contiguous (torch is_contiguous / numpy C_CONTIGUOUS), internal_overlap
 * (torch's No/Yes/TooHard; numpy: the exact solver's answer, "too_hard" when its budget
 * runs out) and is_view.  Errors exit 1: `Type: message` on stderr (a syntax error adds
 * the expression and a caret under the column), or {"error":{...}} with --json.
 */
#include <stdio.h>
#include <string.h>

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
}

static void json_str(const char *s) {
    putchar('"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') printf("\\%c", *p);
        else if (*p == '\n') printf("\\n");
        else if (*p == '\t') printf("\\t");
        else if (*p < 0x20) printf("\\u%04x", *p);
        else putchar(*p);
    }
    putchar('"');
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
    const char *type = e->type[0] ? e->type : NULL;
    if (json) {
        printf("{\"error\":{\"type\":");
        json_str(type ? type : (e->code == SL_ERR_UNSUPPORTED ? "Unsupported" : sl_status_name(e->code)));
        printf(",\"message\":");
        json_str(e->message);
        if (e->code == SL_ERR_SYNTAX) printf(",\"offset\":%lld,\"col\":%lld", (long long)e->offset, (long long)e->col);
        printf("}}\n");
        return 1;
    }
    if (e->code == SL_ERR_SYNTAX && e->col > 0) {
        fprintf(stderr, "    %s\n    %*s^\n", expr, (int)(e->col - 1), "");
    }
    if (type && !strcmp(type, "AxisError")) type = "numpy.AxisError";
    if (type) fprintf(stderr, "%s: %s\n", type, e->message);
    else fprintf(stderr, "%s\n", e->message);
    return 1;
}

int cmd_eval(int argc, char **argv) {
    bool json = false;
    const char *expr = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        }
        if (!strcmp(argv[i], "--json")) json = true;
        else if (!strcmp(argv[i], "--") && i + 1 < argc && !expr) expr = argv[++i];
        else if (argv[i][0] == '-' && argv[i][1] == '-' && !expr) {
            fprintf(stderr, "stridelab eval: unknown option '%s' (try --help)\n", argv[i]);
            return 2;
        } else if (!expr) expr = argv[i];
        else {
            fprintf(stderr, "stridelab eval: one expression expected (quote it)\n");
            return 2;
        }
    }
    if (!expr) {
        usage(stderr);
        return 2;
    }
    sl_eval_result r;
    sl_error e;
    if (sl_eval_chain(expr, &r, &e) != SL_OK) return report_error(&e, expr, json);
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
        printf("{\"shape\":");
        print_ints(shape, n, true);
        printf(",\"stride\":");
        print_ints(stride, n, true);
        printf(",\"offset\":%lld,\"itemsize\":%lld,\"contiguous\":%s,\"internal_overlap\":\"%s\","
               "\"is_view\":%s}\n",
               (long long)offset, (long long)itemsize, contiguous ? "true" : "false",
               sl_eval_internal_overlap(&r), r.is_view ? "true" : "false");
    } else {
        printf("shape=");
        print_ints(shape, n, false);
        printf(" stride=");
        print_ints(stride, n, false);
        printf(" offset=%lld\n", (long long)offset);
    }
    return 0;
}
