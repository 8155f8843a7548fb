/* cmd_prove.c — `stridelab prove [--json] LAYOUT [--storage-bytes N] [--align N] [--write]`:
 * the obligations of a kernel accessing a view, each proved, refuted with a
 * counterexample, or not checkable; exit 0 only when every checkable one is proved.
 * LAYOUT may also be a DLPack-style JSON descriptor (an argument starting with '{', or
 * --dlpack FILE, '-' = stdin). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"
#include "stridelab.h"

static void usage(FILE *f) {
    fprintf(f,
            "usage: stridelab prove [--json] LAYOUT [--storage-bytes N] [--align N] [--write]\n"
            "                       [--base-align N] [--budget N]\n"
            "       stridelab prove [--json] --dlpack FILE|-   (or a '{...}' argument)\n"
            "  obligations: index bounds, storage bounds in bytes (the required span, not\n"
            "  numel), checked 64-bit arithmetic, element alignment, vector alignment\n"
            "  (--align N bytes), no self-overlap for --write (exact, with a witness);\n"
            "  initialization, lifetime and aliasing with other operands are not checkable.\n"
            "  A chain expression brings its storage size; its base is assumed 64-byte\n"
            "  aligned for torch (its CPU allocator), 16 for numpy (malloc), unless\n"
            "  --base-align says otherwise.  A raw layout's storage size and base\n"
            "  alignment are unknown unless given.\n"
            "  DLPack descriptor: {\"shape\":[4,3],\"strides\":[1,1]|null,\"byte_offset\":0,\n"
            "    \"dtype\":{\"bits\":32,\"lanes\":1},\"storage_bytes\":24,\"base_alignment\":64,\n"
            "    \"access\":\"read\"|\"write\"}\n"
            "  exit status: 0 when every checkable obligation is proved, 1 otherwise.\n");
}


static int fail(bool json, const sl_error *err) {
    if (json)
        cli_json_error(err->type, err->message);
    else if (err->type[0])
        fprintf(stderr, "%s: %s\n", err->type, err->message);
    else
        fprintf(stderr, "stridelab: %s\n", err->message);
    return 1;
}


static char *read_all(const char *path) {
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) break;
        if (n + 1 >= cap) {
            char *nb = cap < (1u << 24) ? realloc(buf, cap * 2) : NULL;
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
    }
    if (f != stdin) fclose(f);
    if (buf) buf[n] = 0;
    return buf;
}

int cmd_prove(int argc, char **argv) {
    bool json = false, write = false;
    const char *layout = NULL, *dlfile = NULL;
    int64_t storage = -1, align = 0, base_align = -1, budget = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int64_t *target = NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--json")) {
            json = true;
        } else if (!strcmp(a, "--write")) {
            write = true;
        } else if (!strcmp(a, "--read")) {
            write = false;
        } else if (!strcmp(a, "--dlpack") && i + 1 < argc) {
            dlfile = argv[++i];
        } else if (!strcmp(a, "--storage-bytes")) {
            target = &storage;
        } else if (!strcmp(a, "--align")) {
            target = &align;
        } else if (!strcmp(a, "--base-align")) {
            target = &base_align;
        } else if (!strcmp(a, "--budget")) {
            target = &budget;
        } else if (!layout && !dlfile) {
            layout = a;
        } else {
            fprintf(stderr, "stridelab prove: unexpected argument '%s'\n", a);
            return 2;
        }
        if (target) {
            if (i + 1 >= argc || !cli_parse_i64(argv[++i], target) || *target < -1) {
                fprintf(stderr, "stridelab prove: %s needs a non-negative integer\n", a);
                return 2;
            }
        }
    }
    if (!layout && !dlfile) {
        usage(stderr);
        return 2;
    }
    if (align < 0) align = 0;
    sl_access acc;
    sl_error err;
    sl_error_clear(&err);
    memset(&acc, 0, sizeof acc);
    char *text = NULL;
    if (dlfile || (layout && layout[0] == '{')) {
        const char *src = layout;
        if (dlfile) {
            text = read_all(dlfile);
            if (!text) {
                fprintf(stderr, "stridelab prove: cannot read '%s'\n", dlfile);
                return 1;
            }
            src = text;
        }
        int rc = sl_dlpack_json_access(src, &acc, &err);
        free(text);
        if (rc) return fail(json, &err);
        if (write) acc.write = true;
        if (storage >= 0) {
            acc.storage_known = true;
            acc.storage_bytes = storage;
        }
        if (base_align >= 0) acc.base_align_bytes = base_align;
    } else {
        sl_layout l;
        int64_t chain_storage = -1;
        if (sl_layout_parse_storage(layout, &l, &chain_storage, &err) != SL_OK)
            return fail(json, &err);
        if (sl_layout_to_bview(&l, &acc.view, &err) != SL_OK) return fail(json, &err);
        acc.sizes_valid = true;
        acc.write = write;
        if (storage < 0) storage = chain_storage;
        acc.storage_known = storage >= 0;
        acc.storage_bytes = storage;
        if (base_align < 0) {
            /* torch's CPU allocator aligns storages to 64 bytes; numpy's default
             * allocator is malloc, 16 bytes on glibc x86-64; raw layouts: unknown */
            const char *t = layout;
            while (*t == ' ') t++;
            bool numpy = !strncmp(t, "np.", 3) || !strncmp(t, "numpy.", 6);
            base_align = chain_storage < 0 ? 0 : numpy ? 16 : 64;
        }
        acc.base_align_bytes = base_align;
        int64_t ea = l.itemsize & -l.itemsize; /* natural alignment, at most 8 */
        acc.elem_align_bytes = ea > 8 ? 8 : ea;
    }
    acc.vector_bytes = align;
    acc.overlap_budget = budget;
    sl_prove_report rep;
    if (sl_prove(&acc, &rep, &err) != SL_OK) return fail(json, &err);
    int32_t nd = acc.view.ndim;
    if (json) {
        printf("{\"obligations\":[");
        for (int k = 0; k < rep.count; k++) {
            const sl_obligation *o = &rep.ob[k];
            printf("%s{\"name\":\"%s\",\"status\":\"%s\",\"detail\":", k ? "," : "", o->name,
                   sl_ob_status_name(o->status));
            cli_json_str(stdout, o->detail);
            if (o->has_counterexample) {
                printf(",\"counterexample\":[");
                for (int c = 0; c < o->ncex; c++) {
                    printf("%s[", c ? "," : "");
                    for (int32_t d = 0; d < nd; d++)
                        printf("%s%lld", d ? "," : "", (long long)o->cex[c][d]);
                    printf("]");
                }
                printf("]");
                if (o->kind != SL_OB_CHECKED_ARITH && o->kind != SL_OB_INDEX_BOUNDS)
                    printf(",\"byte\":%lld", (long long)o->cex_byte);
            }
            printf("}");
        }
        printf("],\"ok\":%s}\n", rep.all_checkable_proved ? "true" : "false");
    } else {
        for (int k = 0; k < rep.count; k++) {
            const sl_obligation *o = &rep.ob[k];
            printf("%-30s %-14s %s\n", o->name, sl_ob_status_name(o->status), o->detail);
            if (o->has_counterexample) {
                printf("%-30s %-14s", "", "");
                for (int c = 0; c < o->ncex; c++) {
                    char t[2048];
                    sl_format_tuple(t, sizeof t, o->cex[c], nd);
                    printf("%s%s", c ? " and " : " counterexample: index ", t);
                }
                if (o->kind != SL_OB_CHECKED_ARITH && o->kind != SL_OB_INDEX_BOUNDS)
                    printf(" (byte %lld)", (long long)o->cex_byte);
                printf("\n");
            }
        }
        printf("%s\n", rep.all_checkable_proved
                           ? "result: every checkable obligation is proved"
                           : "result: NOT proved (see refuted / undecided obligations)");
    }
    return rep.all_checkable_proved ? 0 : 1;
}
