/*
 * cmd_trace.c — `stridelab trace`: a view's address trace through a cache model, as
 * Dinero IV records, as a picture, or grouped into GPU warp requests.
 *
 * Only argument parsing and printing live here: the walk, the cache model, the distinct
 * counts and the sector rule are the library's (sl_trace_run, sl_cache_*, sl_warp_trace).
 * The SVG is drawn from the per-line hit/miss counts the library records.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_util.h"
#include "commands.h"
#include "stridelab.h"

static const char *const usage_text =
    "usage: stridelab trace [--json] LAYOUT [--order logical|storage] [--level SPEC]...\n"
    "                       [--base BYTES] [--svg FILE]\n"
    "                       [--max-elements N] [--max-work N] [--max-memory B]\n"
    "       stridelab trace LAYOUT --emit din [--order logical|storage] [--base BYTES]\n"
    "       stridelab trace [--json] LAYOUT --warp LANES --lanes-along DIM [--width BYTES]\n"
    "                       [--base BYTES]\n"
    "\n"
    "Feeds the byte addresses of a view's elements (base + itemsize*(offset + sum i*stride))\n"
    "to a cache model (empty at the start) and reports, per level, accesses, hits, misses,\n"
    "distinct lines touched, misses beyond each line's first (re-fetches after eviction),\n"
    "and bytes moved (misses * line size) against bytes used (distinct bytes of the view).\n"
    "LAYOUT is a chain expression or size=(...),stride=(...),offset=N[,itemsize=N].\n"
    "\n"
    "  --order O        logical (row-major over the index; default) or storage (the loop\n"
    "                   nest a stride-sorting kernel runs: largest |stride| outermost)\n"
    "  --level SPEC     one cache level, first = closest: sets=64,ways=8,line=64[,policy=\n"
    "                   lru|fifo], or size=32K instead of sets; repeat for more levels.\n"
    "                   Default: 32 KiB 8-way, 256 KiB 8-way, 20 MiB 16-way, 64 B lines, LRU\n"
    "  --base BYTES     byte address of storage element 0 (default 0)\n"
    "  --max-elements N bound: views with more elements are refused (default 67108864)\n"
    "  --max-work N     bound: level-1 line lookups, at most elements x (1 + ceil((itemsize\n"
    "                   - 1) / line)), so wide elements count per line (default 134217728)\n"
    "  --max-memory B   bound: bytes for the cache tags, the distinct-element set (a bitmap\n"
    "                   over the span or 8 bytes per element) and the picture (default\n"
    "                   268435456).  Reaching a bound is an error naming it (exit 4)\n"
    "  --svg FILE       draw the storage as a strip of level-1 lines coloured by misses\n"
    "  --emit din       print the trace as Dinero IV extended din records (\"r ADDR SIZE\",\n"
    "                   hex) instead of the report\n"
    "  --warp LANES     GPU coalescing: LANES adjacent lanes (32 for NVIDIA) form one\n"
    "                   request; counts distinct 32-byte sectors and 128-byte lines per\n"
    "                   request, prints the histogram and the average against the ideal\n"
    "                   (unique bytes / 32).  A model of L1TEX requests, not a measurement\n"
    "  --lanes-along D  the dimension adjacent lanes walk (the rest in row-major order)\n"
    "  --width BYTES    bytes each lane reads (default: the itemsize)\n"
    "  --json           one JSON object instead of the text report\n";

typedef struct options {
    bool json;
    const char *layout_text;
    sl_trace_order order;
    sl_cache_level_config levels[SL_CACHE_MAX_LEVELS];
    int32_t nlevels;
    int64_t base_bytes;
    int64_t max_elements;
    int64_t max_work;
    int64_t max_memory;
    const char *svg_path;
    bool emit_din;
    int64_t warp_lanes;   /* 0: not a warp run */
    bool have_lanes_along;
    int64_t lanes_along;
    int64_t width_bytes;  /* 0: itemsize */
} options;


/* An error of the run that is not the library's (memory, the SVG file): exit 1. */
static int fail(bool json, const char *type, const char *msg, int code) {
    sl_error e;
    sl_error_set(&e, SL_ERR_ARG, type, "%s", msg);
    cli_fail(json, &e);
    return code;
}

/* A usage error (options): exit 2. */
static int bad(bool json, const char *msg) { return cli_usage_error("trace", json, "%s", msg); }

static int parse_args(int argc, char **argv, options *o, bool *help) {
    char msg[256];
    memset(o, 0, sizeof *o);
    o->json = cli_wants_json(argc, argv);
    o->max_elements = INT64_C(1) << 26;
    o->max_work = INT64_C(1) << 27;
    o->max_memory = INT64_C(1) << 28;
    o->order = SL_TRACE_LOGICAL;
    *help = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            *help = true;
            return 0;
        } else if (!strcmp(a, "--json")) {
            o->json = true;
        } else if (!strcmp(a, "--order")) {
            if (v && !strcmp(v, "logical")) o->order = SL_TRACE_LOGICAL;
            else if (v && !strcmp(v, "storage")) o->order = SL_TRACE_STORAGE;
            else return bad(o->json, "--order must be logical or storage");
            i++;
        } else if (!strcmp(a, "--level")) {
            sl_error err;
            if (!v) return bad(o->json, "--level needs a specification (try --help)");
            if (o->nlevels == SL_CACHE_MAX_LEVELS)
                return bad(o->json, "at most 8 cache levels");
            if (sl_cache_parse_level(v, &o->levels[o->nlevels], &err) != SL_OK)
                return bad(o->json, err.message);
            o->nlevels++;
            i++;
        } else if (!strcmp(a, "--emit")) {
            if (!v || strcmp(v, "din"))
                return bad(o->json, "--emit supports only din (Dinero IV extended din)");
            o->emit_din = true;
            i++;
        } else if (!strcmp(a, "--svg")) {
            if (!v) return bad(o->json, "--svg needs a file name");
            o->svg_path = v;
            i++;
        } else if (!strcmp(a, "--base") || !strcmp(a, "--max-elements") ||
                   !strcmp(a, "--max-work") || !strcmp(a, "--max-memory") ||
                   !strcmp(a, "--warp") || !strcmp(a, "--lanes-along") ||
                   !strcmp(a, "--width")) {
            int64_t n;
            if (!cli_parse_i64(v, &n)) {
                snprintf(msg, sizeof msg, "%s needs an integer argument", a);
                return bad(o->json, msg);
            }
            if (!strcmp(a, "--base")) o->base_bytes = n;
            else if (!strcmp(a, "--max-elements") || !strcmp(a, "--max-work") ||
                     !strcmp(a, "--max-memory")) {
                if (n < 0) {
                    snprintf(msg, sizeof msg, "%s must be >= 0", a);
                    return bad(o->json, msg);
                }
                if (!strcmp(a, "--max-elements")) o->max_elements = n;
                else if (!strcmp(a, "--max-work")) o->max_work = n;
                else o->max_memory = n;
            } else if (!strcmp(a, "--warp")) {
                if (n < 1 || n > SL_WARP_MAX_LANES)
                    return bad(o->json, "--warp must be between 1 and 1024 lanes");
                o->warp_lanes = n;
            } else if (!strcmp(a, "--lanes-along")) {
                o->lanes_along = n;
                o->have_lanes_along = true;
            } else {
                if (n < 1 || n > SL_WARP_MAX_WIDTH)
                    return bad(o->json, "--width must be between 1 and 256 bytes");
                o->width_bytes = n;
            }
            i++;
        } else if (cli_is_option(a)) {
            snprintf(msg, sizeof msg, "unknown option '%s' (try --help)", a);
            return bad(o->json, msg);
        } else if (!o->layout_text) {
            o->layout_text = a;
        } else {
            snprintf(msg, sizeof msg, "one LAYOUT expected, got a second one: '%s'", a);
            return bad(o->json, msg);
        }
    }
    if (!o->layout_text) return bad(o->json, "a LAYOUT is required (try --help)");
    if (o->base_bytes < 0) return bad(o->json, "--base must be >= 0");
    if (o->warp_lanes) {
        if (!o->have_lanes_along)
            return bad(o->json, "--warp needs --lanes-along DIM");
        if (o->emit_din || o->svg_path || o->nlevels)
            return bad(o->json, "--warp does not combine with --emit, --svg or --level");
    } else if (o->have_lanes_along || o->width_bytes) {
        return bad(o->json, "--lanes-along and --width need --warp LANES");
    }
    if (o->emit_din && (o->json || o->svg_path))
        return bad(o->json, "--emit din prints only the records: no --json or --svg");
    return 0;
}

static void layout_text(char *buf, size_t cap, const sl_layout *l) {
    char sz[256], st[256];
    sl_format_tuple(sz, sizeof sz, l->size, l->ndim);
    sl_format_tuple(st, sizeof st, l->stride, l->ndim);
    snprintf(buf, cap, "size=%s stride=%s offset=%lld itemsize=%lld", sz, st,
             (long long)l->offset, (long long)l->itemsize);
}

/* ---- --warp ---------------------------------------------------------------------- */

static int run_warp(const options *o, const sl_layout *l) {
    int64_t width = o->width_bytes ? o->width_bytes : l->itemsize;
    if (width > SL_WARP_MAX_WIDTH)
        return bad(o->json, "the access width (itemsize) exceeds 256 bytes; give --width");
    int64_t hist_len = o->warp_lanes * (width / SL_SECTOR_BYTES + 2) + 2;
    int64_t *hist = calloc((size_t)hist_len, sizeof *hist);
    if (!hist) return fail(o->json, "MemoryError", "out of memory", 1);
    sl_warp_report r;
    sl_error err;
    if (sl_warp_trace(l, o->lanes_along, o->warp_lanes, width, o->base_bytes, &r, hist,
                      hist_len, &err) != SL_OK) {
        free(hist);
        return cli_fail(o->json, &err);
    }
    int64_t dim = o->lanes_along < 0 ? o->lanes_along + l->ndim : o->lanes_along;
    double avg = r.requests ? (double)r.sectors / (double)r.requests : 0.0;
    double avg_ideal = r.requests ? (double)r.ideal / (double)r.requests : 0.0;
    double avg_lines = r.requests ? (double)r.lines / (double)r.requests : 0.0;
    double eff = r.sectors ? 100.0 * (double)r.unique_bytes / (32.0 * (double)r.sectors) : 0.0;
    if (o->json) {
        printf("{\"warp\":%lld,\"lanes_along\":%lld,\"width_bytes\":%lld,\"requests\":%lld,"
               "\"sectors\":%lld,\"lines\":%lld,\"ideal\":%lld,\"unique_bytes\":%lld,"
               "\"avg_sectors\":%.4f,\"avg_ideal\":%.4f,\"histogram\":[",
               (long long)o->warp_lanes, (long long)dim, (long long)width,
               (long long)r.requests, (long long)r.sectors, (long long)r.lines,
               (long long)r.ideal, (long long)r.unique_bytes, avg, avg_ideal);
        bool first = true;
        for (int64_t k = 0; k < hist_len; k++)
            if (hist[k]) {
                printf("%s{\"sectors\":%lld,\"requests\":%lld}", first ? "" : ",", (long long)k,
                       (long long)hist[k]);
                first = false;
            }
        printf("]}\n");
    } else {
        char desc[700];
        layout_text(desc, sizeof desc, l);
        printf("warp requests of %s\n", desc);
        printf("%lld lanes along dim %lld, %lld bytes per lane, base byte %lld: %lld %s "
               "(a model of L1TEX sector counts, not a measurement)\n",
               (long long)o->warp_lanes, (long long)dim, (long long)width,
               (long long)o->base_bytes, (long long)r.requests,
               r.requests == 1 ? "request" : "requests");
        printf("sectors/request  requests\n");
        for (int64_t k = 0; k < hist_len; k++)
            if (hist[k]) printf("%15lld  %lld\n", (long long)k, (long long)hist[k]);
        printf("average %.2f sectors/request, ideal %.2f (unique bytes / 32); %.2f 128-byte "
               "lines/request; %.1f %% of fetched sector bytes used\n",
               avg, avg_ideal, avg_lines, eff);
    }
    free(hist);
    return 0;
}

/* ---- --emit din -------------------------------------------------------------------- */

static int run_din(const options *o, const sl_layout *l) {
    sl_trace_iter it;
    sl_error err;
    if (sl_trace_iter_init(&it, l, o->order, 0, o->base_bytes, &err) != SL_OK)
        return cli_fail(false, &err);
    int64_t buf[4096], got;
    char line[64];
    while ((got = sl_trace_iter_fill(&it, buf, 4096)) > 0)
        for (int64_t i = 0; i < got; i++) {
            sl_din_format(line, sizeof line, buf[i], l->itemsize);
            fputs(line, stdout);
        }
    return 0;
}

/* ---- --svg ------------------------------------------------------------------------- */

#define SVG_MAX_LINES (INT64_C(1) << 24)
#define SVG_MAX_CELLS 4096
#define SVG_COLS 64

static int write_svg(const options *o, const sl_layout *l, const sl_trace_lines *lines,
                     const sl_trace_report *rep, const sl_cache_level_config *l1) {
    FILE *f = fopen(o->svg_path, "w");
    if (!f) {
        char msg[300];
        snprintf(msg, sizeof msg, "cannot write '%s': %s", o->svg_path, strerror(errno));
        return fail(o->json, "OSError", msg, 1);
    }
    int64_t per_cell = (lines->nlines + SVG_MAX_CELLS - 1) / SVG_MAX_CELLS;
    if (per_cell < 1) per_cell = 1;
    int64_t cells = (lines->nlines + per_cell - 1) / per_cell;
    int64_t rows = (cells + SVG_COLS - 1) / SVG_COLS;
    const int cell = 12, left = 10, top = 64;
    char desc[700];
    layout_text(desc, sizeof desc, l);
    /* wide enough for the cells and for the longest caption (about 7 px a character) */
    int64_t width = left * 2 + SVG_COLS * cell, height = top + rows * cell + 40;
    int64_t text_w = 7 * (int64_t)(strlen(desc) > 120 ? strlen(desc) : 120) + 2 * left;
    if (text_w > width) width = text_w;
    fprintf(f,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%lld\" height=\"%lld\" "
            "font-family=\"monospace\" font-size=\"11\">\n",
            (long long)width, (long long)height);
    fprintf(f, "<text x=\"%d\" y=\"16\">%s, %s order</text>\n", left, desc,
            o->order == SL_TRACE_STORAGE ? "storage" : "logical");
    fprintf(f,
            "<text x=\"%d\" y=\"32\">level 1: %lld sets x %lld ways x %lld B, %s: %llu hits, "
            "%llu misses, %llu distinct lines</text>\n",
            left, (long long)l1->sets, (long long)l1->ways, (long long)l1->line_bytes,
            l1->policy == SL_CACHE_FIFO ? "FIFO" : "LRU", (unsigned long long)rep->level[0].hits,
            (unsigned long long)rep->level[0].misses,
            (unsigned long long)rep->level[0].distinct_lines);
    fprintf(f,
            "<text x=\"%d\" y=\"48\">one cell = %lld line%s from byte %llu; green: fetched "
            "once; red: fetched again after eviction (darker = more); grey: not touched</text>\n",
            left, (long long)per_cell, per_cell == 1 ? "" : "s",
            (unsigned long long)(lines->first_line * (uint64_t)l1->line_bytes));
    for (int64_t c = 0; c < cells; c++) {
        uint64_t touches = 0, misses = 0, touched_lines = 0;
        for (int64_t k = c * per_cell; k < (c + 1) * per_cell && k < lines->nlines; k++) {
            touches += lines->touches[k];
            misses += lines->misses[k];
            touched_lines += lines->touches[k] > 0;
        }
        const char *fill;
        char rgb[32];
        if (touches == 0) {
            fill = "#e0e0e0";
        } else if (misses <= touched_lines) {
            fill = "#43a047";
        } else {
            /* share of lookups that re-fetched a line already fetched once */
            double refetch = (double)(misses - touched_lines) /
                             (double)(touches > touched_lines ? touches - touched_lines : 1);
            int shade = 230 - (int)(170.0 * (refetch > 1.0 ? 1.0 : refetch));
            snprintf(rgb, sizeof rgb, "#%02x%02x%02x", 230, shade / 3, shade / 3);
            fill = rgb;
        }
        fprintf(f,
                "<rect x=\"%lld\" y=\"%lld\" width=\"%d\" height=\"%d\" fill=\"%s\" "
                "stroke=\"#ffffff\"><title>line %llu: %llu lookups, %llu misses</title></rect>\n",
                (long long)(left + (c % SVG_COLS) * cell), (long long)(top + (c / SVG_COLS) * cell),
                cell, cell, fill, (unsigned long long)(lines->first_line + (uint64_t)(c * per_cell)),
                (unsigned long long)touches, (unsigned long long)misses);
    }
    fprintf(f, "<text x=\"%d\" y=\"%lld\">bytes used %lld, bytes moved into level 1 %llu</text>\n",
            left, (long long)(top + rows * cell + 20), (long long)rep->bytes_used,
            (unsigned long long)rep->level[0].bytes_moved);
    fprintf(f, "</svg>\n");
    if (fclose(f) != 0) return fail(o->json, "OSError", "error writing the SVG file", 1);
    return 0;
}

/* ---- the cache report -------------------------------------------------------------- */

/* Misses beyond the first miss of each distinct line (the run starts with an empty
 * cache, so every distinct line misses once at every level it reaches). */
static uint64_t refetches(const sl_trace_level_report *r) {
    return r->misses > r->distinct_lines ? r->misses - r->distinct_lines : 0;
}

static int run_cache(const options *o, const sl_layout *l) {
    sl_cache_level_config levels[SL_CACHE_MAX_LEVELS];
    int32_t nl = o->nlevels;
    if (nl) memcpy(levels, o->levels, sizeof levels);
    else nl = sl_cache_default_levels(levels);
    sl_error err;
    size_t bytes;
    if (sl_cache_mem_bytes(levels, nl, &bytes, &err) != SL_OK) return bad(o->json, err.message);
    /* the bounds, before anything is allocated or walked */
    sl_trace_cost_t cost;
    if (sl_trace_cost(l, levels[0].line_bytes, &cost, &err) != SL_OK)
        return cli_fail(o->json, &err);
    if (cost.lookups > (uint64_t)o->max_work)
        return cli_limit("trace", o->json,
                         "the trace needs up to %llu level-1 line lookups (%lld element%s x up "
                         "to %llu lines of %lld bytes each), more than --max-work %lld",
                         (unsigned long long)cost.lookups, (long long)cost.elements,
                         cost.elements == 1 ? "" : "s",
                         (unsigned long long)cost.lines_per_element,
                         (long long)levels[0].line_bytes, (long long)o->max_work);
    uint64_t need = (uint64_t)bytes + cost.distinct_bytes;
    if (need > (uint64_t)o->max_memory)
        return cli_limit("trace", o->json,
                         "the trace needs %llu bytes of memory (cache tags %llu, distinct-element "
                         "set %llu), more than --max-memory %lld",
                         (unsigned long long)need, (unsigned long long)bytes,
                         (unsigned long long)cost.distinct_bytes, (long long)o->max_memory);
    void *mem = malloc(bytes);
    sl_cache c;
    if (!mem) return fail(o->json, "MemoryError", "out of memory for the cache tags", 1);
    if (sl_cache_init(&c, levels, nl, mem, bytes, &err) != SL_OK) {
        free(mem);
        return cli_fail(o->json, &err);
    }

    sl_trace_lines lines = {0, 0, NULL, NULL};
    if (o->svg_path) {
        int64_t lo, hi;
        bool empty;
        sl_trace_iter it;
        /* the walk's own checks first: afterwards the view's byte span fits in int64 */
        if (sl_trace_iter_init(&it, l, o->order, 0, o->base_bytes, &err) != SL_OK ||
            sl_layout_span(l, &lo, &hi, &empty, &err) != SL_OK) {
            free(mem);
            return cli_fail(o->json, &err);
        }
        if (!empty && it.remaining > 0) {
            uint64_t first = ((uint64_t)o->base_bytes + (uint64_t)lo * (uint64_t)l->itemsize) >>
                             c.level[0].line_shift;
            uint64_t last = ((uint64_t)o->base_bytes +
                             ((uint64_t)hi + 1) * (uint64_t)l->itemsize - 1) >>
                            c.level[0].line_shift;
            if (last - first >= (uint64_t)SVG_MAX_LINES) {
                free(mem);
                return cli_limit("trace", o->json,
                                 "the view spans more than 2^24 level-1 lines: too many to draw");
            }
            uint64_t pic = (last - first + 1) * 2 * sizeof(uint32_t);
            if (need + pic > (uint64_t)o->max_memory) {
                free(mem);
                return cli_limit("trace", o->json,
                                 "the trace and its picture need %llu bytes of memory (picture "
                                 "%llu), more than --max-memory %lld",
                                 (unsigned long long)(need + pic), (unsigned long long)pic,
                                 (long long)o->max_memory);
            }
            lines.first_line = first;
            lines.nlines = (int64_t)(last - first + 1);
            lines.misses = calloc((size_t)lines.nlines, sizeof(uint32_t));
            lines.touches = calloc((size_t)lines.nlines, sizeof(uint32_t));
            if (!lines.misses || !lines.touches) {
                free(lines.misses);
                free(lines.touches);
                free(mem);
                return fail(o->json, "MemoryError", "out of memory for the picture", 1);
            }
        }
    }

    sl_trace_report rep;
    int rc = sl_trace_run(l, o->order, 0, o->base_bytes, &c, &rep, o->svg_path ? &lines : NULL, &err);
    if (rc != SL_OK) {
        free(lines.misses);
        free(lines.touches);
        free(mem);
        return cli_fail(o->json, &err);
    }
    if (o->svg_path) {
        int src = write_svg(o, l, &lines, &rep, &levels[0]);
        free(lines.misses);
        free(lines.touches);
        if (src) {
            free(mem);
            return src;
        }
    }
    const char *order = o->order == SL_TRACE_STORAGE ? "storage" : "logical";
    if (o->json) {
        printf("{\"elements\":%lld,\"order\":\"%s\",\"base_bytes\":%lld,\"itemsize\":%lld,"
               "\"bytes_requested\":%lld,\"bytes_used\":%lld,\"levels\":[",
               (long long)rep.elements, order, (long long)o->base_bytes, (long long)l->itemsize,
               (long long)rep.bytes_requested, (long long)rep.bytes_used);
        for (int32_t i = 0; i < nl; i++) {
            const sl_trace_level_report *r = &rep.level[i];
            printf("%s{\"level\":%d,\"sets\":%lld,\"ways\":%lld,\"line_bytes\":%lld,"
                   "\"policy\":\"%s\",\"accesses\":%llu,\"hits\":%llu,\"misses\":%llu,"
                   "\"evictions\":%llu,\"distinct_lines\":%llu,\"refetch_misses\":%llu,"
                   "\"bytes_moved\":%llu}",
                   i ? "," : "", (int)i + 1, (long long)levels[i].sets, (long long)levels[i].ways,
                   (long long)levels[i].line_bytes,
                   levels[i].policy == SL_CACHE_FIFO ? "fifo" : "lru",
                   (unsigned long long)r->accesses, (unsigned long long)r->hits,
                   (unsigned long long)r->misses, (unsigned long long)r->evictions,
                   (unsigned long long)r->distinct_lines, (unsigned long long)refetches(r),
                   (unsigned long long)r->bytes_moved);
        }
        printf("]}\n");
    } else {
        char desc[700];
        layout_text(desc, sizeof desc, l);
        printf("trace of %s\n", desc);
        printf("%lld %s in %s order, base byte %lld; bytes requested %lld, bytes used "
               "(distinct) %lld\n",
               (long long)rep.elements, rep.elements == 1 ? "element" : "elements", order,
               (long long)o->base_bytes,
               (long long)rep.bytes_requested, (long long)rep.bytes_used);
        printf("%-5s %-24s %-6s %12s %12s %12s %8s %14s %14s %10s\n", "level", "sets x ways x line",
               "policy", "accesses", "hits", "misses", "hit rate", "distinct lines",
               "bytes moved", "moved/used");
        for (int32_t i = 0; i < nl; i++) {
            const sl_trace_level_report *r = &rep.level[i];
            char geo[64], rate[16], ratio[16];
            snprintf(geo, sizeof geo, "%lld x %lld x %lld B", (long long)levels[i].sets,
                     (long long)levels[i].ways, (long long)levels[i].line_bytes);
            if (r->accesses) snprintf(rate, sizeof rate, "%.1f%%", 100.0 * (double)r->hits / (double)r->accesses);
            else snprintf(rate, sizeof rate, "-");
            if (rep.bytes_used) snprintf(ratio, sizeof ratio, "%.2f", (double)r->bytes_moved / (double)rep.bytes_used);
            else snprintf(ratio, sizeof ratio, "-");
            printf("L%-4d %-24s %-6s %12llu %12llu %12llu %8s %14llu %14llu %10s\n", (int)i + 1,
                   geo, levels[i].policy == SL_CACHE_FIFO ? "FIFO" : "LRU",
                   (unsigned long long)r->accesses, (unsigned long long)r->hits,
                   (unsigned long long)r->misses, rate, (unsigned long long)r->distinct_lines,
                   (unsigned long long)r->bytes_moved, ratio);
        }
        /* the cache starts empty, so each distinct line's first lookup at a level misses
         * there: misses beyond that count are lines fetched again after an eviction */
        printf("misses beyond each line's first (re-fetches after eviction):");
        for (int32_t i = 0; i < nl; i++)
            printf(" L%d %llu", (int)i + 1, (unsigned long long)refetches(&rep.level[i]));
        printf("\n");
        if (o->svg_path) printf("picture written to %s\n", o->svg_path);
    }
    free(mem);
    return 0;
}

int cmd_trace(int argc, char **argv) {
    options o;
    bool help;
    int rc = parse_args(argc, argv, &o, &help);
    if (help) {
        fputs(usage_text, stdout);
        return 0;
    }
    if (rc) return rc;
    sl_layout l;
    sl_error err;
    sl_error_clear(&err);
    if (sl_layout_parse_ref(o.layout_text, cli_ref, &l, NULL, &err) != SL_OK)
        return cli_fail(o.json, &err);
    int64_t numel;
    if (sl_layout_numel(&l, &numel, &err) != SL_OK) return cli_fail(o.json, &err);
    if (numel > o.max_elements)
        return cli_limit("trace", o.json, "the view has %lld elements, more than --max-elements %lld",
                         (long long)numel, (long long)o.max_elements);
    if (numel > o.max_work) /* --warp and --emit din: one unit per element */
        return cli_limit("trace", o.json, "the view has %lld elements, more than --max-work %lld",
                         (long long)numel, (long long)o.max_work);
    if (o.warp_lanes) return run_warp(&o, &l);
    if (o.emit_din) return run_din(&o, &l);
    return run_cache(&o, &l);
}
