/*
 * wasm_api.c — the explorer page's thin shim over the library (WebAssembly build only).
 *
 * One entry point, slw_call(command, argument), returns a malloc'd NUL-terminated JSON
 * string that the page frees with slw_free.  Commands:
 *   explain EXPR              sl_explain's JSON
 *   run SNIPPET               {"stdout":..,"status":0|1,"error":null|{"type","message"}}
 *   addr "LAYOUT I J K"       {"element":N,"byte":N,"sum":"0 + 5×1 + ... = 53 → byte 212"}
 *   whois "LAYOUT STORAGE_BYTES WIDTH ADDR"  {"indices":[[...]],"count":N,"count_saturated":B,
 *                             "where":W,"budget":N,"summary":S}: sl_whois_report, the CLI
 *                             whois's answer and summary line; STORAGE_BYTES -1: unknown;
 *                             WIDTH 0: ADDR is an element; else LAYOUT is in bytes
 *                             (itemsize 1), its elements WIDTH bytes wide, ADDR a byte
 *                             (whois --byte)
 *   cache "reset|step|play C S"  the toy lab's state (see cache_state below: each request's
 *                             address, hit and evicted line, the resident lines ascending
 *                             and in LRU order, the cycle length W = M/gcd(s, M)); C and S
 *                             must be whole numbers, else a ValueError
 *   limits                    {"cache_max_capacity":64,...,"ref":"lessons","profiles":[...]}:
 *                             the bounds the page's inputs use and the reference profiles
 *   selftest-trap             traps on purpose (the browser test's way to check that the
 *                             page recovers from a crashed engine; no page control sends it)
 *   ref NAME                  the reference profile of every later command ("lessons", the
 *                             default, or "debian12"): {"ref":NAME}, or a ValueError
 * The page holds no logic of its own beyond drawing: every number comes from here, so the
 * page and the CLI cannot disagree.  The toy lab's state and the page's chosen profile are
 * the static objects here (the library itself keeps none: the profile is passed to it).
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stridelab.h"

#define EXPORT(name) __attribute__((export_name(#name)))

/* the module's exports (web/app.js and tests/support/wasm_engine.js call them) */
void *slw_alloc(size_t n);
void slw_free(void *p);
char *slw_call(const char *cmd, const char *arg);

/* Debian's wasm32 compiler-rt builtins (128-bit division) are built with the stack
 * protector; wasi-libc does not provide its two symbols, so the shim does. */
uintptr_t __stack_chk_guard = 0x2f8a6d1bu;
void __stack_chk_fail(void);
void __stack_chk_fail(void) { __builtin_trap(); }

static sl_ref page_ref = SL_REF_DEFAULT; /* the profile picked on the page (command "ref") */

EXPORT(slw_alloc) void *slw_alloc(size_t n) { return malloc(n ? n : 1); }
EXPORT(slw_free) void slw_free(void *p) { free(p); }

/* Growable output buffer. */
typedef struct buf {
    char *s;
    size_t len, cap;
    int failed;
} buf;

static void put(buf *b, const char *s, size_t n) {
    if (b->failed) return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = (b->len + n + 1) * 2 + 256;
        char *ns = realloc(b->s, cap);
        if (!ns) {
            b->failed = 1;
            return;
        }
        b->s = ns;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}
static void put_cb(void *user, const char *s, size_t n) { put(user, s, n); }
static void putf(buf *b, const char *fmt, ...) {
    char tmp[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n > 0) put(b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}
static void put_json_str(buf *b, const char *s, size_t n) {
    put(b, "\"", 1);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') {
            char e[2] = {'\\', (char)c};
            put(b, e, 2);
        } else if (c == '\n') put(b, "\\n", 2);
        else if (c < 0x20) putf(b, "\\u%04x", c);
        else put(b, (const char *)&s[i], 1);
    }
    put(b, "\"", 1);
}
static void put_error(buf *b, const sl_error *e, int rc) {
    put(b, "{\"error\":{\"type\":", 17);
    sl_error typed = *e; /* typed as the CLI types it (LimitExceeded, Unsupported, ...) */
    if (rc) typed.code = rc;
    const char *t = sl_error_type_name(&typed);
    put_json_str(b, t, strlen(t));
    put(b, ",\"message\":", 11);
    put_json_str(b, e->message, strlen(e->message));
    put(b, "}}", 2);
}

/* "LAYOUT n1 n2 ..." → layout text and up to cap trailing integers. */
static int split_ints(const char *arg, char *layout, size_t lcap, int64_t *v, int cap) {
    size_t n = strlen(arg);
    int count = 0;
    size_t end = n;
    /* peel integers off the end */
    while (end > 0) {
        size_t e = end;
        while (e > 0 && arg[e - 1] == ' ') e--;
        size_t s = e;
        while (s > 0 && ((arg[s - 1] >= '0' && arg[s - 1] <= '9') || arg[s - 1] == '-')) s--;
        if (s == e || s == 0 || arg[s - 1] != ' ' || count >= cap) break;
        v[count++] = strtoll(arg + s, NULL, 10);
        end = s - 1;
    }
    for (int i = 0; i < count / 2; i++) {
        int64_t t = v[i];
        v[i] = v[count - 1 - i];
        v[count - 1 - i] = t;
    }
    if (end >= lcap) end = lcap - 1;
    memcpy(layout, arg, end);
    layout[end] = '\0';
    return count;
}

static void do_addr(buf *b, const char *arg) {
    char text[1024];
    int64_t idx[SL_MAX_DIMS], wrapped[SL_MAX_DIMS], elem, byte;
    int n = split_ints(arg, text, sizeof text, idx, SL_MAX_DIMS);
    sl_layout l;
    sl_error e;
    int rc = sl_layout_parse_ref(text, page_ref, &l, NULL, &e);
    if (rc == SL_OK) rc = sl_addr(&l, idx, n, wrapped, NULL, &elem, &byte, &e);
    if (rc != SL_OK) {
        put_error(b, &e, rc);
        return;
    }
    char sum[1024];
    sl_addr_format(&l, wrapped, elem, byte, sum, sizeof sum);
    putf(b, "{\"element\":%lld,\"byte\":%lld,\"sum\":", (long long)elem, (long long)byte);
    put_json_str(b, sum, strlen(sum));
    put(b, "}", 1);
}

/* The page's bound on whois's solver steps (the CLI's default is 10x this: a click must
 * answer within a moment in WebAssembly). */
#define PAGE_WHOIS_BUDGET INT64_C(10000000)

static void do_whois(buf *b, const char *arg) {
    char text[1024];
    int64_t v[3];
    sl_error e;
    sl_error_clear(&e);
    if (split_ints(arg, text, sizeof text, v, 3) != 3 || v[1] < 0) {
        sl_error_set(&e, SL_ERR_ARG, "ValueError",
                     "whois needs a layout, the storage's size in bytes (-1: unknown), the "
                     "element width in bytes for a byte address (0: an element address) and "
                     "the address");
        put_error(b, &e, SL_ERR_ARG);
        return;
    }
    sl_layout l;
    int rc = sl_layout_parse_ref(text, page_ref, &l, NULL, &e);
    if (rc != SL_OK) {
        put_error(b, &e, rc);
        return;
    }
    enum { CAP = 64 };
    int64_t *out = malloc(sizeof(int64_t) * CAP * (size_t)(l.ndim > 0 ? l.ndim : 1));
    if (!out) {
        sl_error_set(&e, SL_ERR_NOMEM, "MemoryError", "out of memory");
        put_error(b, &e, SL_ERR_NOMEM);
        return;
    }
    sl_whois_info w; /* the CLI's whois answer and summary line */
    if (v[1] == 0) {
        rc = sl_whois_report(&l, v[0], false, v[2], out, CAP, PAGE_WHOIS_BUDGET, &w, &e);
    } else { /* a layout in bytes (itemsize 1) whose elements are v[1] bytes wide */
        sl_bview bv;
        rc = sl_layout_to_bview(&l, &bv, &e);
        bv.width_bytes = v[1];
        if (rc == SL_OK) rc = sl_whois_report_bytes(&bv, v[0], v[2], out, CAP, PAGE_WHOIS_BUDGET, &w, &e);
    }
    if (rc == SL_ERR_LIMIT) {
        /* the CLI's LimitExceeded message; the page cannot raise its bound, the CLI can */
        size_t n = strlen(e.message);
        snprintf(e.message + n, sizeof e.message - n,
                 " (the page's bound; `stridelab whois --budget N` raises it)");
    }
    if (rc != SL_OK) {
        put_error(b, &e, rc);
        free(out);
        return;
    }
    put(b, "{\"indices\":[", 12);
    for (int64_t i = 0; i < w.listed; i++) {
        put(b, i ? ",[" : "[", i ? 2 : 1);
        for (int32_t d = 0; d < l.ndim; d++) putf(b, d ? ",%lld" : "%lld", (long long)out[i * l.ndim + d]);
        put(b, "]", 1);
    }
    putf(b, "],\"count\":%lld,\"count_saturated\":%s,\"where\":\"%s\",\"budget\":%lld,\"summary\":",
         (long long)w.count, w.saturated ? "true" : "false", w.where, (long long)PAGE_WHOIS_BUDGET);
    put_json_str(b, w.summary, strlen(w.summary));
    put(b, "}", 1);
    free(out);
}

/* ------------------------------------------------------------------ cache lab -- */
static sl_lab lab;
static int lab_ready;
static unsigned char lab_hit[SL_LAB_MAX_REQUESTS];
static int64_t lab_evicted[SL_LAB_MAX_REQUESTS]; /* the line request k evicted, -1: none */

static void cache_state(buf *b) {
    sl_lab_totals t;
    sl_lab_get_totals(&lab, &t);
    put(b, "{\"requests\":[", 13);
    int64_t M = lab.config.space, s = lab.config.stride;
    for (int64_t k = 0; k < lab.config.requests; k++) {
        __int128 a = ((__int128)k * s) % M;
        if (a < 0) a += M;
        putf(b, "%s{\"address\":%lld,\"done\":%s,\"hit\":%s,\"evicted\":%lld}", k ? "," : "", (long long)a,
             k < lab.next_k ? "true" : "false", k < lab.next_k && lab_hit[k] ? "true" : "false",
             k < lab.next_k && k < SL_LAB_MAX_REQUESTS ? (long long)lab_evicted[k] : -1LL);
    }
    putf(b, "],\"next\":%lld,\"hits\":%lld,\"misses\":%lld,\"distinct_lines\":%lld,\"resident\":[",
         (long long)lab.next_k, (long long)t.hits, (long long)t.misses, (long long)t.distinct_lines);
    int64_t res[SL_LAB_MAX_CAPACITY];
    int32_t nres = sl_lab_resident(&lab, res);
    for (int32_t i = 0; i < nres; i++) putf(b, i ? ",%lld" : "%lld", (long long)res[i]);
    /* the resident lines in LRU order, the next victim first (the lab's own order) */
    put(b, "],\"lru\":[", 9);
    nres = sl_lab_victim_order(&lab, res);
    for (int32_t i = 0; i < nres; i++) putf(b, i ? ",%lld" : "%lld", (long long)res[i]);
    putf(b, "],\"cycle_lines\":%lld,\"space\":%lld,\"requests_total\":%lld", (long long)t.cycle_lines,
         (long long)lab.config.space, (long long)lab.config.requests);
    char why[512];
    sl_lab_explain(&lab.config, why, sizeof why);
    putf(b, ",\"done\":%s,\"why\":", t.done ? "true" : "false");
    put_json_str(b, why, strlen(why));
    put(b, "}", 1);
}

/* One whole decimal integer (optional sign, no fraction, no letters) at *pp. */
static bool take_int(const char **pp, long long *v) {
    const char *p = *pp;
    while (*p == ' ') p++;
    const char *q = p;
    if (*q == '-' || *q == '+') q++;
    if (*q < '0' || *q > '9') return false;
    while (*q >= '0' && *q <= '9') q++;
    if (*q && *q != ' ') return false;
    char *end;
    *v = strtoll(p, &end, 10);
    *pp = q;
    return end == q;
}

static void do_cache(buf *b, const char *arg) {
    char cmd[16] = "";
    long long C = 4, s = 1;
    int used = 0;
    if (sscanf(arg, "%15s%n", cmd, &used) < 1) strcpy(cmd, "state");
    const char *p = arg + used;
    sl_error e;
    if (used && (!take_int(&p, &C) || !take_int(&p, &s))) {
        sl_error_set(&e, SL_ERR_ARG, "ValueError",
                     "C and s must be whole numbers (C from 1 to %d)", SL_LAB_MAX_CAPACITY);
        put_error(b, &e, SL_ERR_ARG);
        lab_ready = 0;
        return;
    }
    sl_lab_config cfg;
    sl_lab_default_config(&cfg);
    cfg.capacity_lines = C;
    cfg.stride = s;
    bool changed = !lab_ready || lab.config.capacity_lines != C || lab.config.stride != s;
    if (!strcmp(cmd, "reset") || changed) {
        int rc = sl_lab_configure(&lab, &cfg, &e);
        if (rc != SL_OK) {
            put_error(b, &e, rc);
            lab_ready = 0;
            return;
        }
        lab_ready = 1;
        memset(lab_hit, 0, sizeof lab_hit);
        for (int i = 0; i < SL_LAB_MAX_REQUESTS; i++) lab_evicted[i] = -1;
    }
    sl_lab_event ev;
    if (!strcmp(cmd, "step")) {
        if (sl_lab_step(&lab, &ev) == 1 && ev.k >= 0 && ev.k < SL_LAB_MAX_REQUESTS) {
            lab_hit[ev.k] = ev.hit;
            lab_evicted[ev.k] = ev.evicted;
        }
    } else if (!strcmp(cmd, "play")) {
        while (sl_lab_step(&lab, &ev) == 1)
            if (ev.k >= 0 && ev.k < SL_LAB_MAX_REQUESTS) {
                lab_hit[ev.k] = ev.hit;
                lab_evicted[ev.k] = ev.evicted;
            }
    }
    cache_state(b);
}

static void do_run(buf *b, const char *src) {
    buf out = {0};
    put(&out, "", 0);
    sl_error e;
    char hint[128];
    sl_run_options opts = {0, 0, page_ref};
    int rc = sl_run_snippet_hint(src, strlen(src), put_cb, &out, &opts, &e, hint, sizeof hint);
    put(b, "{\"stdout\":", 10);
    put_json_str(b, out.s ? out.s : "", out.len);
    putf(b, ",\"status\":%d,\"error\":", rc == SL_OK ? 0 : 1);
    if (rc == SL_OK) put(b, "null", 4);
    else {
        char msg[700];
        snprintf(msg, sizeof msg, "%s", e.message);
        put(b, "{\"type\":", 8);
        sl_error typed = e; /* typed as the CLI types errors (Unsupported, LimitExceeded, ...) */
        typed.code = rc;
        const char *t = sl_error_type_name(&typed);
        put_json_str(b, t, strlen(t));
        put(b, ",\"message\":", 11);
        put_json_str(b, msg, strlen(msg));
        put(b, "}", 1);
    }
    char tail[800] = "";
    /* the last line `stridelab run` prints: Python's `Type: message`, or for a refusal
     * or a bound its own message ("unsupported: ...") after the line it stopped at */
    if (rc != SL_OK && e.type[0] && rc != SL_ERR_UNSUPPORTED)
        snprintf(tail, sizeof tail, "%s: %s%s%s%s\n", sl_run_traceback_name(page_ref, src, strlen(src), e.type),
                 e.message, hint[0] ? ". Did you mean: '" : "", hint, hint[0] ? "'?" : ""); /* CPython 3.11's suggestion */
    else if (rc != SL_OK && rc == SL_ERR_SYNTAX)
        snprintf(tail, sizeof tail, "SyntaxError: %s\n", e.message);
    else if (rc != SL_OK && e.line > 0)
        snprintf(tail, sizeof tail, "line %lld: %s\n", (long long)e.line, e.message);
    else if (rc != SL_OK)
        snprintf(tail, sizeof tail, "%s\n", e.message);
    put(b, ",\"stderr\":", 10);
    put_json_str(b, tail, strlen(tail));
    /* where it stopped and how, for the page's traceback (the CLI's: a Python error gets
     * "Traceback ... line N, in <module>", a syntax error "File ..., line N") */
    putf(b, ",\"line\":%lld,\"kind\":\"%s\"}", rc == SL_OK ? 0LL : (long long)e.line,
         rc == SL_OK ? "" : rc == SL_ERR_PY ? "py" : rc == SL_ERR_SYNTAX ? "syntax" : "other");
    free(out.s);
}

EXPORT(slw_call) char *slw_call(const char *cmd, const char *arg) {
    buf b = {0};
    if (!strcmp(cmd, "explain")) {
        sl_error e;
        sl_explain_ref(arg, page_ref, true, put_cb, &b, &e);
    } else if (!strcmp(cmd, "run")) do_run(&b, arg);
    else if (!strcmp(cmd, "addr")) do_addr(&b, arg);
    else if (!strcmp(cmd, "whois")) do_whois(&b, arg);
    else if (!strcmp(cmd, "cache")) do_cache(&b, arg);
    else if (!strcmp(cmd, "limits")) {
        sl_lab_config cfg;
        sl_lab_default_config(&cfg);
        putf(&b, "{\"cache_max_capacity\":%d,\"cache_space\":%lld,\"max_dims\":%d,\"ref\":\"%s\",\"profiles\":[",
             SL_LAB_MAX_CAPACITY, (long long)cfg.space, SL_MAX_DIMS, sl_ref_get(page_ref)->name);
        for (int k = 0; k < SL_REF_COUNT; k++) {
            const sl_ref_info *r = sl_ref_get((sl_ref)k);
            putf(&b, "%s{\"name\":\"%s\",\"torch\":\"%s\",\"numpy\":\"%s\",\"summary\":", k ? "," : "", r->name,
                 r->torch_version, r->numpy_version);
            put_json_str(&b, r->summary, strlen(r->summary));
            put(&b, "}", 1);
        }
        put(&b, "]}", 2);
    } else if (!strcmp(cmd, "selftest-trap")) {
        __builtin_trap();
    } else if (!strcmp(cmd, "ref")) {
        sl_error e;
        sl_ref r;
        if (sl_ref_parse(arg, &r, &e) != SL_OK) put_error(&b, &e, SL_ERR_ARG);
        else {
            page_ref = r;
            putf(&b, "{\"ref\":\"%s\"}", sl_ref_get(r)->name);
        }
    }
    else {
        sl_error e;
        sl_error_set(&e, SL_ERR_ARG, "ValueError", "unknown command '%s'", cmd);
        put_error(&b, &e, SL_ERR_ARG);
    }
    if (b.failed) {
        free(b.s);
        return NULL;
    }
    if (!b.s) put(&b, "{}", 2);
    return b.s;
}
