/* cmd_overlap.c — `stridelab overlap [--json] [--budget N] LAYOUT [LAYOUT]`: exact
 * internal overlap of one layout (with torch's own three-valued answer beside it) or
 * overlap between two layouts: YES with a witness (the first byte the two elements
 * share), NO with the reason, UNKNOWN only past the work budget (default
 * CLI_DEFAULT_BUDGET; exit 4).
 *
 * Two layouts share a storage only when they say so.  A raw `size=...` layout names no
 * storage: it is a view of the storage the other operand lies in.  Two chains start from
 * one base (each chain's first allocation, sl_eval_result.fresh_storage): a result that
 * lies in a later allocation of its chain (clone, copy, a contiguous / reshape that
 * copied, a new tensor) shares no byte with the other chain, and the answer is NO
 * without a search.  Results over the base are compared in the base's bytes (a tensor
 * over a numpy view starts at the view's first byte). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"
#include "stridelab.h"

/* torch's answer comes from the predicates module; referenced weakly so this command
 * still links (and says "unavailable") in a build without it. */
#pragma weak sl_torch_internal_overlap

static void usage(FILE *f) {
    fprintf(f,
            "usage: stridelab overlap [--json] [--budget N] LAYOUT [LAYOUT]\n"
            "  one LAYOUT: do two different indices share a byte (internal overlap)?  Also\n"
            "  prints torch's own three-valued answer (no / yes / too_hard) beside it.\n"
            "  two: does some byte belong to both (any offsets/itemsizes)?\n"
            "  yes = two witness indices and the first byte their elements share; no = the\n"
            "  reason; unknown = the work budget N (default %lld units, about 30 million a\n"
            "  second) was reached first: exit status 4, raise --budget.\n"
            "  storages: a raw size=... layout is a view of the other operand's storage.  Two\n"
            "  chains start from one base, the first tensor or array each creates; a result\n"
            "  in a storage made later in its chain (clone, copy, contiguous or reshape that\n"
            "  copied, a new tensor) shares nothing with the other chain: no, work 0.\n"
            "    stridelab overlap 'torch.arange(4.)[1:]' 'torch.arange(4.)[:2]'     yes\n"
            "    stridelab overlap 'torch.arange(4.)' 'torch.arange(4.).clone()'    no\n",
            (long long)CLI_DEFAULT_BUDGET);
    cli_ref_help(f);
}

static const char *torch_name(const sl_layout *l) {
    if (!sl_torch_internal_overlap) return "unavailable";
    switch (sl_torch_internal_overlap(l)) {
    case SL_OVERLAP_NO: return "no";
    case SL_OVERLAP_YES: return "yes";
    case SL_OVERLAP_TOO_HARD: return "too_hard";
    }
    return "unavailable";
}

static void jtuple(const int64_t *v, int32_t n) {
    putchar('[');
    for (int32_t d = 0; d < n; d++) printf("%s%lld", d ? "," : "", (long long)v[d]);
    putchar(']');
}

/* one operand of a pair: a raw layout (no storage of its own) or a chain's result */
typedef struct operand {
    bool chain;
    sl_eval_result r;
    const char *text;
} operand;

static int load_operand(const char *text, operand *o, sl_bview *v, int64_t *itemsize,
                        sl_error *err) {
    memset(o, 0, sizeof *o);
    o->text = text;
    if (sl_layout_text_is_raw(text)) {
        sl_layout l;
        int rc = sl_layout_parse_ref(text, cli_ref, &l, NULL, err);
        if (rc) return rc;
        *itemsize = l.itemsize;
        return sl_layout_to_bview(&l, v, err);
    }
    o->chain = true;
    int rc = sl_eval_chain_ref(text, cli_ref, NULL, NULL, &o->r, err);
    if (rc) return rc;
    if (!o->r.is_numpy) {
        *itemsize = o->r.tensor.layout.itemsize;
        if ((rc = sl_layout_to_bview(&o->r.tensor.layout, v, err))) return rc;
    } else {
        const sl_array *a = &o->r.array;
        memset(v, 0, sizeof *v);
        v->ndim = a->ndim;
        v->width_bytes = *itemsize = a->itemsize;
        v->offset_bytes = a->offset_bytes;
        for (int32_t d = 0; d < a->ndim; d++) {
            v->size[d] = a->shape[d];
            v->stride_bytes[d] = a->strides[d];
        }
    }
    if (__builtin_add_overflow(v->offset_bytes, o->r.base_offset_bytes, &v->offset_bytes))
        return sl_error_set(err, SL_ERR_OVERFLOW, "OverflowError", "byte offset beyond int64");
    return SL_OK;
}

/* "A lies in a storage made by `.clone()` (column 17)" */
static void made_by(char *buf, size_t cap, char name, const operand *o) {
    if (o->r.storage_op_offset < 0)
        snprintf(buf, cap, "%c lies in a storage made after its chain's base", name);
    else
        snprintf(buf, cap, "%c lies in a storage made by `%.*s` (column %lld)", name,
                 (int)(o->r.storage_op_len > 80 ? 80 : o->r.storage_op_len),
                 o->text + o->r.storage_op_offset, (long long)o->r.storage_op_offset + 1);
}

static void json_made_by(const operand *o) {
    if (!o->r.fresh_storage) {
        printf("null");
        return;
    }
    char buf[128];
    int64_t n = o->r.storage_op_offset < 0 ? 0 : o->r.storage_op_len;
    snprintf(buf, sizeof buf, "%.*s", (int)(n > 100 ? 100 : n),
             o->r.storage_op_offset < 0 ? "" : o->text + o->r.storage_op_offset);
    cli_json_str(stdout, buf);
}

/* two chains whose storages the chains say differ: NO without a search */
static int separate_storages(bool json, const operand *o, int64_t budget) {
    char a[160] = "", b[160] = "", reason[400];
    if (o[0].r.fresh_storage) made_by(a, sizeof a, 'A', &o[0]);
    if (o[1].r.fresh_storage) made_by(b, sizeof b, 'B', &o[1]);
    snprintf(reason, sizeof reason, "different storages: %s%s%s", a, a[0] && b[0] ? "; " : "", b);
    if (!o[0].r.fresh_storage) strncat(reason, ", A in the base", sizeof reason - strlen(reason) - 1);
    if (!o[1].r.fresh_storage) strncat(reason, ", B in the base", sizeof reason - strlen(reason) - 1);
    if (json) {
        printf("{\"overlap\":\"no\",\"reason\":");
        cli_json_str(stdout, reason);
        printf(",\"work\":0,\"budget\":%lld,\"same_storage\":false,\"made_by\":[",
               (long long)budget);
        json_made_by(&o[0]);
        putchar(',');
        json_made_by(&o[1]);
        printf("]}\n");
        return CLI_EXIT_OK;
    }
    printf("overlap: no: %s\n", reason);
    printf("work: 0 units (budget %lld)\n", (long long)budget);
    return CLI_EXIT_OK;
}

int cmd_overlap(int argc, char **argv) {
    const char *cmd = "overlap";
    bool json = cli_wants_json(argc, argv);
    const char *lay[2] = {NULL, NULL};
    int nl = 0;
    int64_t budget = CLI_DEFAULT_BUDGET;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--json")) {
        } else if (!strcmp(a, "--budget")) {
            int rc = cli_option_i64(cmd, json, argc, argv, &i, 0, CLI_MAX_BUDGET, &budget);
            if (rc) return rc;
        } else if (cli_is_option(a)) {
            return cli_usage_error(cmd, json, "unknown option '%s' (try --help)", a);
        } else if (nl < 2) {
            lay[nl++] = a;
        } else {
            return cli_usage_error(cmd, json, "at most two layouts");
        }
    }
    if (nl == 0) {
        if (json) return cli_usage_error(cmd, json, "a LAYOUT is required (try --help)");
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    sl_layout l[2];
    sl_bview v[2];
    sl_error err;
    sl_error_clear(&err);
    operand o[2];
    int64_t itemsize = 1;
    if (nl == 1) {
        if (sl_layout_parse_ref(lay[0], cli_ref, &l[0], NULL, &err) != SL_OK) return cli_fail(json, &err);
        if (sl_layout_to_bview(&l[0], &v[0], &err) != SL_OK) return cli_fail(json, &err);
        itemsize = l[0].itemsize;
    } else {
        int64_t other;
        if (load_operand(lay[0], &o[0], &v[0], &itemsize, &err) != SL_OK ||
            load_operand(lay[1], &o[1], &v[1], &other, &err) != SL_OK)
            return cli_fail(json, &err);
        if (o[0].chain && o[1].chain && (o[0].r.fresh_storage || o[1].r.fresh_storage))
            return separate_storages(json, o, budget);
    }
    sl_overlap_result res;
    int rc = nl == 1 ? sl_overlap_internal(&v[0], budget, &res, &err)
                     : sl_overlap_pair(&v[0], &v[1], budget, &res, &err);
    if (rc) return cli_fail(json, &err);
    int status = res.answer == SL_OVL_UNKNOWN ? CLI_EXIT_UNDECIDED : CLI_EXIT_OK;
    const char *ans = res.answer == SL_OVL_YES ? "yes" : res.answer == SL_OVL_NO ? "no" : "unknown";
    int64_t elem = res.byte / itemsize - (res.byte % itemsize < 0);
    if (json) {
        printf("{\"overlap\":\"%s\"", ans);
        if (res.answer == SL_OVL_YES) {
            printf(",\"witness\":[");
            jtuple(res.index_a, res.ndim_a);
            putchar(',');
            jtuple(res.index_b, res.ndim_b);
            printf("],\"element\":%lld,\"byte\":%lld,\"how\":", (long long)elem,
                   (long long)res.byte);
            cli_json_str(stdout, res.reason_text);
        } else if (res.answer == SL_OVL_NO) {
            printf(",\"reason\":");
            cli_json_str(stdout, res.reason_text);
        }
        printf(",\"work\":%lld,\"budget\":%lld", (long long)res.work, (long long)budget);
        if (nl == 1) printf(",\"torch\":\"%s\"", torch_name(&l[0]));
        printf("}\n");
        return status;
    }
    char ta[2048], tb[2048];
    sl_format_tuple(ta, sizeof ta, res.index_a, res.ndim_a);
    sl_format_tuple(tb, sizeof tb, res.index_b, res.ndim_b);
    if (res.answer == SL_OVL_YES) {
        if (nl == 1)
            printf("overlap: yes: indices %s and %s share element %lld (byte %lld)\n", ta, tb,
                   (long long)elem, (long long)res.byte);
        else
            printf("overlap: yes: A%s and B%s share byte %lld (element %lld of A's itemsize)\n",
                   ta, tb, (long long)res.byte, (long long)elem);
        printf("how: %s\n", res.reason_text);
    } else if (res.answer == SL_OVL_NO) {
        printf("overlap: no: %s\n", res.reason_text);
    } else {
        printf("overlap: unknown: %s (the work budget was reached before an answer; raise "
               "--budget)\n", res.reason_text);
    }
    printf("work: %lld units (budget %lld)\n", (long long)res.work, (long long)budget);
    if (nl == 1) printf("torch: %s\n", torch_name(&l[0]));
    return status;
}
