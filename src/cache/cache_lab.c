/*
 * cache_lab.c — the lessons' toy cache lab as a small state machine.
 *
 * Request k reads address (k*s) mod M; each address is one line; the cache holds C
 * lines, fully associative, LRU or FIFO.  The state is a plain value: the resident
 * lines kept in eviction order (`order[0]` is the next victim), hit and miss counters,
 * and a bitmap of the addresses seen since Reset, which gives the measured working set.
 * The address of the next request is carried incrementally, (a + (s mod M)) mod M, so
 * no product k*s is ever formed and no stride overflows.
 *
 * Replacement: on a miss with a full cache, order[0] leaves and the new line is appended
 * at the end.  On an LRU hit the line moves to the end (most recently used); on a FIFO
 * hit nothing moves.  Both are O(C) with C <= 64, which is plenty for a teaching lab.
 *
 * The closed form the explanation uses: the stream is periodic with period
 * W = M / gcd(s mod M, M) distinct addresses, visited in the same cyclic order each time.
 * With W <= C everything after the first W compulsory misses hits; with W > C each
 * line is evicted (C distinct requests after its last use) before it comes back, under
 * LRU and FIFO alike, so nothing hits.
 */
#include "core/internal.h"

void sl_lab_default_config(sl_lab_config *cfg) {
    if (!cfg) return;
    cfg->capacity_lines = 4;
    cfg->stride = 1;
    cfg->space = 16;
    cfg->requests = 16;
    cfg->policy = SL_CACHE_LRU;
}

size_t sl_lab_sizeof(void) { return sizeof(sl_lab); }

static int64_t gcd64(int64_t a, int64_t b) {
    while (b != 0) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* The cycle length W = M / gcd(s mod M, M); gcd(0, M) = M gives W = 1. */
static int64_t cycle_lines(int64_t stride, int64_t space) {
    int64_t step = sl_floormod(stride, space);
    return space / gcd64(step, space);
}

int sl_lab_configure(sl_lab *lab, const sl_lab_config *cfg, sl_error *err) {
    SL_NONNULL(lab, err);
    SL_NONNULL(cfg, err);
    if (cfg->capacity_lines < 1 || cfg->capacity_lines > SL_LAB_MAX_CAPACITY)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "capacity must be between 1 and %d lines, got %lld",
                            SL_LAB_MAX_CAPACITY, (long long)cfg->capacity_lines);
    if (cfg->space < 1 || cfg->space > SL_LAB_MAX_SPACE)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "address space must be between 1 and %d, got %lld",
                            SL_LAB_MAX_SPACE, (long long)cfg->space);
    if (cfg->requests < 0 || cfg->requests > SL_LAB_MAX_REQUESTS)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "requests must be between 0 and %d, got %lld",
                            SL_LAB_MAX_REQUESTS, (long long)cfg->requests);
    if (cfg->policy != SL_CACHE_LRU && cfg->policy != SL_CACHE_FIFO)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "policy must be LRU or FIFO");
    memset(lab, 0, sizeof *lab);
    lab->config = *cfg;
    lab->step_mod = sl_floormod(cfg->stride, cfg->space);
    sl_lab_reset(lab);
    return SL_OK;
}

void sl_lab_reset(sl_lab *lab) {
    if (!lab) return;
    lab->next_k = 0;
    lab->next_address = 0;
    lab->hits = lab->misses = lab->distinct_lines = 0;
    lab->nresident = 0;
    memset(lab->order, 0, sizeof lab->order);
    memset(lab->seen, 0, sizeof lab->seen);
}

/* A lab that sl_lab_configure did not set up (or a NULL one) makes no request: it is
 * done, and Step / Play do nothing.  Every field is checked against the limits the
 * configuration allows, so a caller's stray record never indexes out of the arrays. */
static bool lab_valid(const sl_lab *lab) {
    const sl_lab_config *c = &lab->config;
    return c->capacity_lines >= 1 && c->capacity_lines <= SL_LAB_MAX_CAPACITY &&
           c->space >= 1 && c->space <= SL_LAB_MAX_SPACE && c->requests >= 0 &&
           c->requests <= SL_LAB_MAX_REQUESTS && lab->nresident >= 0 &&
           lab->nresident <= c->capacity_lines && lab->next_address >= 0 &&
           lab->next_address < c->space && lab->step_mod >= 0 && lab->step_mod < c->space;
}

bool sl_lab_done(const sl_lab *lab) {
    return !lab || !lab_valid(lab) || lab->next_k >= lab->config.requests;
}

/* Sorted copy of the resident set (insertion sort: at most 64 entries). */
int32_t sl_lab_resident(const sl_lab *lab, int64_t *out) {
    if (!lab || !out || !lab_valid(lab)) return 0;
    int32_t n = lab->nresident;
    for (int32_t i = 0; i < n; i++) {
        int64_t v = lab->order[i];
        int32_t j = i;
        while (j > 0 && out[j - 1] > v) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = v;
    }
    return n;
}

/* The lab keeps its lines in eviction order already (order[0] is the next victim). */
int32_t sl_lab_victim_order(const sl_lab *lab, int64_t *out) {
    if (!lab || !out || !lab_valid(lab)) return 0;
    memcpy(out, lab->order, (size_t)lab->nresident * sizeof lab->order[0]);
    return lab->nresident;
}

int sl_lab_step(sl_lab *lab, sl_lab_event *ev) {
    if (!lab) return SL_ERR_ARG;
    if (sl_lab_done(lab)) return 0;
    int64_t addr = lab->next_address;
    int32_t pos = -1;
    for (int32_t i = 0; i < lab->nresident; i++)
        if (lab->order[i] == addr) {
            pos = i;
            break;
        }
    int64_t evicted = -1;
    bool hit = pos >= 0;
    if (hit) {
        lab->hits++;
        if (lab->config.policy == SL_CACHE_LRU) {
            /* most recently used goes to the end, the victim end stays at order[0] */
            memmove(&lab->order[pos], &lab->order[pos + 1],
                    (size_t)(lab->nresident - 1 - pos) * sizeof lab->order[0]);
            lab->order[lab->nresident - 1] = addr;
        }
    } else {
        lab->misses++;
        if (lab->nresident == (int32_t)lab->config.capacity_lines) {
            evicted = lab->order[0];
            memmove(&lab->order[0], &lab->order[1],
                    (size_t)(lab->nresident - 1) * sizeof lab->order[0]);
            lab->nresident--;
        }
        lab->order[lab->nresident++] = addr;
    }
    uint8_t bit = (uint8_t)(1u << (addr & 7));
    if (!(lab->seen[addr >> 3] & bit)) {
        lab->seen[addr >> 3] |= bit;
        lab->distinct_lines++;
    }
    if (ev) {
        ev->k = lab->next_k;
        ev->address = addr;
        ev->hit = hit;
        ev->evicted = evicted;
        ev->nresident = sl_lab_resident(lab, ev->resident);
    }
    lab->next_k++;
    /* both terms are below M <= SL_LAB_MAX_SPACE, so the sum cannot overflow */
    lab->next_address = (addr + lab->step_mod) % lab->config.space;
    return 1;
}

int64_t sl_lab_play(sl_lab *lab) {
    int64_t n = 0;
    while (sl_lab_step(lab, NULL) == 1) n++;
    return n;
}

void sl_lab_get_totals(const sl_lab *lab, sl_lab_totals *out) {
    if (!out) return;
    if (!lab || !lab_valid(lab)) {
        memset(out, 0, sizeof *out);
        out->done = true;
        return;
    }
    out->requests_done = lab->next_k;
    out->requests_total = lab->config.requests;
    out->hits = lab->hits;
    out->misses = lab->misses;
    out->distinct_lines = lab->distinct_lines;
    out->cycle_lines = cycle_lines(lab->config.stride, lab->config.space);
    out->done = sl_lab_done(lab);
}

size_t sl_lab_explain(const sl_lab_config *cfg, char *buf, size_t cap) {
    char tmp[512];
    if (!cfg) {
        if (buf && cap) buf[0] = 0;
        return 0;
    }
    if (!buf) cap = 0;
    sl_strbuf sb;
    sl_sb_init(&sb, tmp, sizeof tmp);
    int64_t m = cfg->space > 0 ? cfg->space : 1;
    int64_t w = cycle_lines(cfg->stride, m), c = cfg->capacity_lines, n = cfg->requests;
    const char *policy = cfg->policy == SL_CACHE_FIFO ? "FIFO" : "LRU";
    sl_sb_printf(&sb, "stride %lld cycles through %lld distinct %s (k*%lld mod %lld)", (long long)cfg->stride,
                 (long long)w, sl_plural(w, "address", "addresses"), (long long)cfg->stride, (long long)m);
    if (n == 0) {
        sl_sb_printf(&sb, ", but no request is made");
    } else if (n <= w) {
        /* the cycle never closes within the run: nothing is requested twice */
        if (n == 1)
            sl_sb_printf(&sb, "; the 1 request is a compulsory miss");
        else if (n < w)
            sl_sb_printf(&sb, "; these %lld requests reach only %lld of them, none twice, so every request "
                              "is a compulsory miss",
                         (long long)n, (long long)n);
        else
            sl_sb_printf(&sb, "; these %lld requests reach each of them once, so every request is a "
                              "compulsory miss",
                         (long long)n);
    } else if (w <= c) {
        sl_sb_printf(&sb, "; %s in %lld %s, so after %lld compulsory %s every request hits",
                     w == 1 ? "it fits" : "they fit", (long long)c, sl_plural(c, "line", "lines"),
                     (long long)w, sl_plural(w, "miss", "misses"));
    } else {
        sl_sb_printf(&sb, "; they do not fit in %lld %s, so %s evicts each line before it "
                          "comes back and every request misses",
                     (long long)c, sl_plural(c, "line", "lines"), policy);
    }
    if (buf && cap > 0) snprintf(buf, cap, "%s", tmp);
    return sb.len;
}
