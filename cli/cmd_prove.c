/* cmd_prove.c — `stridelab prove [--json] LAYOUT [--storage-bytes N] [--align N]
 * [--vector LANES [--vector-dim D]] [--write] ...`: the obligations of a kernel accessing
 * a view, each proved, refuted with a counterexample, undecided, or not checkable.
 * Exit 0 when every checkable obligation is proved, 3 when one is refuted, 4 when none
 * is refuted but one is undecided (budget reached, base alignment unknown), 1 for an
 * input error, 2 for a usage error.  LAYOUT may also be a DLPack-style JSON descriptor
 * (an argument starting with '{', or --dlpack FILE|-|'{...}').  A raw LAYOUT is read
 * leniently (sl_access_from_raw) so that negative sizes, overflowing strides or offsets
 * and elements before the storage are refutations, not errors. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"
#include "stridelab.h"
#include "analysis/prove_options.h"

static void usage(FILE *f) {
    fprintf(f,
            "usage: stridelab prove [--json] LAYOUT [--storage-bytes N] [--base-align N]\n"
            "                       [--align N] [--vector LANES [--vector-dim D]] [--write]\n"
            "                       [--budget N]\n"
            "       stridelab prove [--json] --dlpack FILE|-|'{...}'   (or a '{...}' LAYOUT)\n"
            "\n"
            "Obligations: index bounds, storage bounds in bytes (the required span, not\n"
            "numel), checked 64-bit arithmetic, element alignment, vector lanes and vector\n"
            "alignment (when asked), no self-overlap for --write (exact, with a witness);\n"
            "initialization, lifetime and aliasing with other operands are not checkable.\n"
            "A chain expression brings its storage size; its base is assumed 64-byte\n"
            "aligned for torch (its CPU allocator), 16 for numpy (malloc), unless\n"
            "--base-align says otherwise.  A raw layout's storage size and base alignment\n"
            "are unknown unless given; a negative size, an overflowing stride or offset or\n"
            "an element before the storage is refuted, not an error.\n"
            "\n"
            "  --storage-bytes N  bytes [0, N) of the allocation are valid\n"
            "  --base-align N     the storage base address is a multiple of N (power of two)\n"
            "  --align N          the alignment each access needs in bytes (power of two):\n"
            "                     every element's address, or with --vector each vector's\n"
            "                     first address (default there: the vector's width)\n"
            "  --vector LANES     vector loads/stores: LANES consecutive elements along\n"
            "                     dimension D move as one vector, from every index whose\n"
            "                     D coordinate is a multiple of LANES.  \"vector lanes\" checks\n"
            "                     that size_D is a multiple of LANES and the lanes are\n"
            "                     adjacent; \"vector alignment\" checks each vector's FIRST\n"
            "                     address only, not every element\n"
            "  --vector-dim D     the lanes' dimension (default -1, the last)\n"
            "  --write            the kernel writes: no two indices may share a byte\n"
            "  --budget N         work units for the self-overlap proof (default %lld)\n"
            "\n"
            "Vector load example: fp16 rows of 64 elements in a 72-element pitch, read 8\n"
            "lanes (16 bytes) at a time:\n"
            "  stridelab prove 'torch.zeros(4,72,dtype=torch.float16)[:, :64]' --vector 8\n"
            "    vector lanes      proved  8 vectors of 8 lanes (16 bytes) per row ...\n"
            "    vector alignment  proved  base 64-aligned, byte offset 0 and every step\n"
            "                              are multiples of 16   (rows step 144 bytes)\n"
            "  with a 71-element pitch (rows step 142 bytes) vector alignment is refuted.\n"
            "\n"
            "DLPack descriptor: {\"shape\":[4,3],\"strides\":[1,1]|null,\"byte_offset\":0,\n"
            "  \"dtype\":{\"bits\":32,\"lanes\":1},\"storage_bytes\":24,\"base_alignment\":64,\n"
            "  \"access\":\"read\"|\"write\",\"vector_lanes\":8,\"vector_dim\":-1,\"vector_bytes\":16}\n"
            "  dtype lanes > 1 is DLPack's vector dtype: each element is one vector of\n"
            "  bits*lanes/8 bytes (strides count vectors) aligned to that size, e.g. fp16 x 8:\n"
            "  {\"shape\":[4,8],\"strides\":[9,1],\"dtype\":{\"bits\":16,\"lanes\":8},...}\n"
            "\n"
            "Exit status: 0 every checkable obligation proved; 3 an obligation refuted; 4 none\n"
            "refuted but one undecided (budget reached, or a requested alignment depends on\n"
            "an unknown base); 1 input error; 2 usage error.\n",
            (long long)CLI_DEFAULT_BUDGET);
    cli_ref_help(f);
}

/* A descriptor is a few hundred bytes; more than this is not one (e.g. /dev/zero). */
#define DLPACK_MAX_BYTES (1 << 20)

/* The whole descriptor file (or stdin for "-"), NUL-terminated, or NULL with the reason
 * in *why: the OS's error, "larger than 1 MiB", or a NUL byte (text has none). */
static char *read_all(const char *path, char *why, size_t why_cap) {
    errno = 0;
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!f) {
        snprintf(why, why_cap, "%s", strerror(errno ? errno : EIO));
        return NULL;
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    const char *problem = buf ? NULL : "out of memory";
    while (!problem) {
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        if (memchr(buf + n, 0, got)) problem = "it contains a NUL byte: not a JSON text";
        n += got;
        if (got == 0 || problem) break;
        if (n > DLPACK_MAX_BYTES) {
            problem = "it is larger than 1 MiB: not a DLPack descriptor";
            break;
        }
        if (n + 1 >= cap) {
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                problem = "out of memory";
                break;
            }
            buf = nb;
            cap *= 2;
        }
    }
    int saved = errno;
    if (!problem && ferror(f)) /* a directory opens but does not read (EISDIR) */
        problem = strerror(saved ? saved : EIO);
    if (problem) snprintf(why, why_cap, "%s", problem);
    if (f != stdin) fclose(f);
    if (problem) {
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    return buf;
}

static const char *json_status(sl_ob_status s) {
    switch (s) {
    case SL_OB_PROVED: return "proved";
    case SL_OB_REFUTED: return "refuted";
    case SL_OB_NOT_CHECKABLE: return "not_checkable";
    case SL_OB_NOT_REQUIRED: return "not_required";
    case SL_OB_UNDECIDED: return "undecided";
    }
    return "?";
}

int cmd_prove(int argc, char **argv) {
    const char *cmd = "prove";
    bool json = cli_wants_json(argc, argv), write = false, have_dim = false;
    const char *layout = NULL, *dlsrc = NULL;
    int64_t storage = -1, align = 0, base_align = -1, budget = CLI_DEFAULT_BUDGET;
    int64_t lanes = 0, vdim = -1;
    sl_prove_options opts;
    memset(&opts, 0, sizeof opts);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int rc = 0;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--json")) {
        } else if (!strcmp(a, "--write")) {
            write = true;
        } else if (!strcmp(a, "--read")) {
            write = false;
        } else if (!strcmp(a, "--dlpack")) {
            if (i + 1 >= argc)
                return cli_usage_error(cmd, json, "--dlpack needs a file, '-' or a '{...}' descriptor");
            if (dlsrc || layout) return cli_usage_error(cmd, json, "one LAYOUT or --dlpack, not both");
            dlsrc = argv[++i];
        } else if (!strcmp(a, "--storage-bytes")) {
            /* the values' rules are sl_prove_options_check's, shared with the DLPack JSON */
            rc = cli_option_i64(cmd, json, argc, argv, &i, INT64_MIN, INT64_MAX, &storage);
            opts.has_storage_bytes = true;
        } else if (!strcmp(a, "--align")) {
            rc = cli_option_i64(cmd, json, argc, argv, &i, INT64_MIN, INT64_MAX, &align);
            opts.has_align = true;
        } else if (!strcmp(a, "--base-align")) {
            rc = cli_option_i64(cmd, json, argc, argv, &i, INT64_MIN, INT64_MAX, &base_align);
            opts.has_base_align = true;
        } else if (!strcmp(a, "--vector")) {
            rc = cli_option_i64(cmd, json, argc, argv, &i, INT64_MIN, INT64_MAX, &lanes);
            opts.has_vector_lanes = true;
        } else if (!strcmp(a, "--vector-dim")) {
            rc = cli_option_i64(cmd, json, argc, argv, &i, INT64_MIN, INT64_MAX, &vdim);
            have_dim = true;
        } else if (!strcmp(a, "--budget")) {
            rc = cli_option_i64(cmd, json, argc, argv, &i, 0, CLI_MAX_BUDGET, &budget);
        } else if (cli_is_option(a)) {
            return cli_usage_error(cmd, json, "unknown option '%s' (try --help)", a);
        } else if (!layout && !dlsrc) {
            layout = a;
        } else {
            return cli_usage_error(cmd, json, "unexpected argument '%s' (one LAYOUT)", a);
        }
        if (rc) return rc;
    }
    if (!layout && !dlsrc) {
        if (json) return cli_usage_error(cmd, json, "a LAYOUT is required (try --help)");
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    sl_access acc;
    sl_error err;
    sl_error_clear(&err);
    opts.storage_bytes = storage;
    opts.align = align;
    opts.base_align = base_align;
    opts.vector_lanes = lanes;
    opts.has_vector_dim = have_dim;
    opts.vector_dim = vdim;
    if (sl_prove_options_check(&opts, SL_PROVE_NAMES_FLAGS, &err) != SL_OK)
        return cli_usage_error(cmd, json, "%s", err.message);
    memset(&acc, 0, sizeof acc);
    if (dlsrc || (layout && layout[0] == '{')) {
        const char *src = dlsrc ? dlsrc : layout;
        char *text = NULL;
        if (src[0] != '{') {
            char why[160];
            text = read_all(src, why, sizeof why);
            if (!text) {
                sl_error_set(&err, SL_ERR_ARG, "OSError", "cannot read '%s': %s", src, why);
                return cli_fail(json, &err);
            }
            src = text;
        }
        int rc = sl_dlpack_json_access(src, &acc, &err);
        free(text);
        if (rc) return cli_fail(json, &err);
        if (write) acc.write = true;
        if (storage >= 0) {
            acc.storage_known = true;
            acc.storage_bytes = storage;
        }
        if (base_align > 0) acc.base_align_bytes = base_align;
    } else if (sl_layout_text_is_raw(layout)) {
        if (sl_access_from_raw(layout, &acc, &err) != SL_OK) return cli_fail(json, &err);
        acc.write = write;
        acc.storage_known = storage >= 0;
        acc.storage_bytes = storage;
        acc.base_align_bytes = base_align > 0 ? base_align : 0;
    } else {
        sl_layout l;
        int64_t chain_storage = -1;
        if (sl_layout_parse_ref(layout, cli_ref, &l, &chain_storage, &err) != SL_OK)
            return cli_fail(json, &err);
        if (sl_layout_to_bview(&l, &acc.view, &err) != SL_OK) return cli_fail(json, &err);
        acc.sizes_valid = true;
        acc.write = write;
        if (storage < 0) storage = chain_storage;
        acc.storage_known = storage >= 0;
        acc.storage_bytes = storage;
        if (base_align < 0) {
            /* torch's CPU allocator aligns storages to 64 bytes; numpy's default
             * allocator is malloc, 16 bytes on glibc x86-64 */
            const char *t = layout;
            while (*t == ' ') t++;
            bool numpy = !strncmp(t, "np.", 3) || !strncmp(t, "numpy.", 6);
            base_align = chain_storage < 0 ? 0 : numpy ? 16 : 64;
        }
        acc.base_align_bytes = base_align;
        int64_t ea = l.itemsize & -l.itemsize; /* natural alignment, at most 8 */
        acc.elem_align_bytes = ea > 8 ? 8 : ea;
    }
    if (align) acc.vector_bytes = align;
    if (lanes) {
        acc.vector_lanes = lanes;
        acc.vector_dim = vdim;
    }
    acc.overlap_budget = budget;
    sl_prove_report rep;
    if (sl_prove(&acc, &rep, &err) != SL_OK) return cli_fail(json, &err);
    int32_t nd = acc.view.ndim;
    int status = rep.all_checkable_proved ? CLI_EXIT_OK
                 : rep.any_refuted        ? CLI_EXIT_REFUTED
                                          : CLI_EXIT_UNDECIDED;
    const char *result = status == CLI_EXIT_OK ? "proved"
                         : status == CLI_EXIT_REFUTED ? "refuted" : "not_proved";
    if (json) {
        printf("{\"obligations\":[");
        for (int k = 0; k < rep.count; k++) {
            const sl_obligation *o = &rep.ob[k];
            printf("%s{\"name\":\"%s\",\"status\":\"%s\",\"detail\":", k ? "," : "", o->name,
                   json_status(o->status));
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
                if (o->kind != SL_OB_CHECKED_ARITH && o->kind != SL_OB_INDEX_BOUNDS &&
                    o->cex_byte_valid)
                    printf(",\"byte\":%lld", (long long)o->cex_byte);
            }
            printf("}");
        }
        printf("],\"ok\":%s,\"result\":\"%s\",\"budget\":%lld}\n",
               rep.all_checkable_proved ? "true" : "false", result, (long long)budget);
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
                if (o->kind != SL_OB_CHECKED_ARITH && o->kind != SL_OB_INDEX_BOUNDS &&
                    o->cex_byte_valid)
                    printf(" (byte %lld)", (long long)o->cex_byte);
                printf("\n");
            }
        }
        printf("%s\n", status == CLI_EXIT_OK ? "result: every checkable obligation is proved"
                       : status == CLI_EXIT_REFUTED
                           ? "result: REFUTED (see the counterexamples above; exit 3)"
                           : "result: NOT proved: an obligation is undecided (exit 4)");
    }
    return status;
}
