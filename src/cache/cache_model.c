/*
 * cache_model.c — a set-associative, multi-level cache simulator for address traces.
 *
 * Each level is an array of `sets` rows of `ways` line numbers.  A row is kept in
 * order: for LRU, most recently used first; for FIFO, most recently inserted first.
 * Empty ways hold UINT64_MAX and always sit at the end of a row, because every insert
 * shifts the row right by one and writes way 0.  So:
 *   lookup  = linear scan of the row (recent lines are found first);
 *   LRU hit = move the line to way 0; FIFO hit = nothing;
 *   miss    = the last way is the victim (counted when it held a line), the row shifts
 *             right and the new line goes to way 0.
 * For LRU one pass does both the search and the move to the front (each way read is
 * written back one place to the right until the line or the end is found).  Sets that
 * are not a power of two use a multiply instead of a division.  And each level keeps a
 * memo of the last line looked up.  That line is resident and, for LRU,
 * already in way 0 (nothing touched the level since), so a repeated lookup is a hit
 * with no state change; sequential element traces hit this path for all but one
 * element per line.
 *
 * (Tried and dropped: unordered rows with the recency order packed in one word per set
 * (about 18% fewer instructions, no faster: a miss-dominated trace waits on the tag
 * rows' memory); prefetching the rows of accesses a few places ahead (slower).)
 *
 * Levels are non-inclusive and non-exclusive: a miss at level i asks level i+1 and
 * allocates at every level that missed; an eviction at one level does not touch the
 * others.  Only reads are modelled.  Line sizes are powers of two that do not shrink
 * going down, so one lower-level line holds every upper-level line it is asked for.
 *
 * The tag store lives in caller memory (sl_cache_mem_bytes gives its exact size).
 */
#include "core/internal.h"

#include <stdlib.h>

#if defined(__GNUC__)
#define HOT_INLINE static inline __attribute__((always_inline))
#else
#define HOT_INLINE static inline
#endif

#define EMPTY_LINE UINT64_MAX
#define MAX_LINES_PER_LEVEL (INT64_C(1) << 28)  /* 2 GiB of tags */
#define MAX_LINE_BYTES (INT64_C(1) << 30)

static bool is_pow2(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

static int check_levels(const sl_cache_level_config *levels, int32_t nlevels, sl_error *err) {
    if (nlevels < 1 || nlevels > SL_CACHE_MAX_LEVELS)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "a cache needs 1 to %d levels, got %d", SL_CACHE_MAX_LEVELS,
                            (int)nlevels);
    if (!levels) return sl_error_null_arg(err, "sl_cache", "levels");
    for (int32_t i = 0; i < nlevels; i++) {
        const sl_cache_level_config *lv = &levels[i];
        if (lv->sets < 1)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "cache level %d: sets must be >= 1, got %lld", (int)i + 1,
                                (long long)lv->sets);
        if (lv->ways < 1 || lv->ways > SL_CACHE_MAX_WAYS)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "cache level %d: ways must be between 1 and %d, got %lld",
                                (int)i + 1, SL_CACHE_MAX_WAYS, (long long)lv->ways);
        if (!is_pow2(lv->line_bytes) || lv->line_bytes > MAX_LINE_BYTES)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "cache level %d: line size must be a power of two up to "
                                "2^30 bytes, got %lld",
                                (int)i + 1, (long long)lv->line_bytes);
        if (i > 0 && lv->line_bytes < levels[i - 1].line_bytes)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "cache level %d: line size %lld is smaller than level %d's "
                                "%lld",
                                (int)i + 1, (long long)lv->line_bytes, (int)i,
                                (long long)levels[i - 1].line_bytes);
        if (lv->policy != SL_CACHE_LRU && lv->policy != SL_CACHE_FIFO)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "cache level %d: policy must be LRU or FIFO", (int)i + 1);
        int64_t lines;
        if (sl_ovf_mul(lv->sets, lv->ways, &lines) || lines > MAX_LINES_PER_LEVEL)
            return sl_error_set(err, SL_ERR_LIMIT, "ValueError",
                                "cache level %d: sets*ways exceeds the limit of %lld lines",
                                (int)i + 1, (long long)MAX_LINES_PER_LEVEL);
    }
    return SL_OK;
}

int sl_cache_mem_bytes(const sl_cache_level_config *levels, int32_t nlevels, size_t *bytes,
                       sl_error *err) {
    SL_NONNULL(bytes, err);
    int rc = check_levels(levels, nlevels, err);
    if (rc) return rc;
    size_t total = 0;
    for (int32_t i = 0; i < nlevels; i++) {
        /* each level is below 2^28 lines (checked), so 8*lines fits; the sum of at most
         * 8 levels is below 2^34, which fits size_t on 64-bit hosts; check anyway */
        size_t lv_bytes = (size_t)levels[i].sets * (size_t)levels[i].ways * sizeof(uint64_t);
        if (total > SIZE_MAX - lv_bytes) return sl_error_overflow(err, "the cache tag store");
        total += lv_bytes;
    }
    *bytes = total;
    return SL_OK;
}

static uint32_t log2_u64(uint64_t v) {
    uint32_t s = 0;
    while ((UINT64_C(1) << s) < v) s++;
    return s;
}

int sl_cache_init(sl_cache *c, const sl_cache_level_config *levels, int32_t nlevels,
                  void *mem, size_t mem_bytes, sl_error *err) {
    size_t need;
    SL_NONNULL(c, err);
    int rc = sl_cache_mem_bytes(levels, nlevels, &need, err);
    if (rc) return rc;
    if (mem_bytes < need || (need > 0 && mem == NULL) ||
        ((uintptr_t)mem % sizeof(uint64_t)) != 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "cache memory must be 8-byte aligned and at least %zu bytes",
                            need);
    memset(c, 0, sizeof *c);
    c->nlevels = nlevels;
    uint64_t *p = mem;
    for (int32_t i = 0; i < nlevels; i++) {
        sl_cache_level *lv = &c->level[i];
        lv->config = levels[i];
        lv->line_shift = log2_u64((uint64_t)levels[i].line_bytes);
        lv->set_mask = is_pow2(levels[i].sets) ? (uint64_t)levels[i].sets - 1 : UINT64_MAX;
        lv->set_magic = UINT64_MAX / (uint64_t)levels[i].sets + 1;
        lv->tags = p;
        p += (size_t)levels[i].sets * (size_t)levels[i].ways;
    }
    sl_cache_reset(c);
    return SL_OK;
}

/* A cache record sl_cache_init set up: a level count in range and every level's tags.
 * Anything else (NULL, a zeroed record) is refused by the calls below. */
bool sl_cache_valid(const sl_cache *c) {
    if (!c || c->nlevels < 1 || c->nlevels > SL_CACHE_MAX_LEVELS) return false;
    for (int32_t i = 0; i < c->nlevels; i++)
        if (!c->level[i].tags) return false;
    return true;
}

void sl_cache_reset_stats(sl_cache *c) {
    if (!sl_cache_valid(c)) return;
    for (int32_t i = 0; i < c->nlevels; i++) memset(&c->level[i].stats, 0, sizeof c->level[i].stats);
}

void sl_cache_reset(sl_cache *c) {
    if (!sl_cache_valid(c)) return;
    for (int32_t i = 0; i < c->nlevels; i++) {
        sl_cache_level *lv = &c->level[i];
        size_t n = (size_t)lv->config.sets * (size_t)lv->config.ways;
        for (size_t k = 0; k < n; k++) lv->tags[k] = EMPTY_LINE;
        lv->last_line = EMPTY_LINE;
    }
    sl_cache_reset_stats(c);
}

HOT_INLINE uint64_t *row_of(const sl_cache_level *lv, uint64_t line) {
    uint64_t set;
    if (lv->set_mask != UINT64_MAX) {
        set = line & lv->set_mask;
    } else if (line <= UINT32_MAX) {
        /* line mod sets by multiplication (Lemire's fastmod; valid for 32-bit line and
         * sets, and sets <= 2^28 here): set_magic = floor((2^64 - 1) / sets) + 1 */
        uint64_t low = lv->set_magic * line;
        set = (uint64_t)(((unsigned __int128)low * (uint64_t)lv->config.sets) >> 64);
    } else {
        set = line % (uint64_t)lv->config.sets;
    }
    return lv->tags + set * (uint64_t)lv->config.ways;
}

/* Look `line` up in one level, updating its order and counters; true on a hit. */
HOT_INLINE bool lookup(sl_cache_level *lv, uint64_t line) {
    lv->stats.accesses++;
    if (line == lv->last_line) {
        lv->stats.hits++;
        return true;
    }
    lv->last_line = line;
    uint64_t *row = row_of(lv, line);
    size_t ways = (size_t)lv->config.ways;
    if (lv->config.policy == SL_CACHE_LRU) {
        /* one pass moves the line to the front: every way before it shifts right by one.
         * On a miss the pass shifts the whole row and `carry` ends as the victim (empty
         * ways shift along like lines; the victim is empty while the row is not full). */
        uint64_t carry = line;
        for (size_t w = 0; w < ways; w++) {
            uint64_t cur = row[w];
            row[w] = carry;
            if (cur == line) {
                lv->stats.hits++;
                return true;
            }
            carry = cur;
        }
        lv->stats.misses++;
        lv->stats.evictions += carry != EMPTY_LINE;
        return false;
    }
    for (size_t w = 0; w < ways; w++)
        if (row[w] == line) { /* FIFO: a hit changes nothing */
            lv->stats.hits++;
            return true;
        }
    lv->stats.misses++;
    if (row[ways - 1] != EMPTY_LINE) lv->stats.evictions++;
    for (size_t w = ways - 1; w > 0; w--) row[w] = row[w - 1];
    row[0] = line;
    return false;
}

/* One level-0 line, given by any byte inside it: returns the level that supplied it. */
HOT_INLINE int load_line(sl_cache *c, uint64_t byte) {
    int32_t i = 0;
    for (; i < c->nlevels; i++) {
        sl_cache_level *lv = &c->level[i];
        if (lookup(lv, byte >> lv->line_shift)) return i;
    }
    return i;
}

int sl_cache_load(sl_cache *c, uint64_t addr_bytes, uint64_t len_bytes) {
    const uint64_t limit = UINT64_C(1) << 63;
    if (!sl_cache_valid(c)) return SL_ERR_ARG;
    if (len_bytes == 0 || addr_bytes >= limit || len_bytes > limit - addr_bytes)
        return SL_ERR_ARG;
    sl_cache_level *l0 = &c->level[0];
    uint64_t first = addr_bytes >> l0->line_shift;
    uint64_t last = (addr_bytes + len_bytes - 1) >> l0->line_shift;
    if (first == last) {
        if (first == l0->last_line) { /* the common case, kept short */
            l0->stats.accesses++;
            l0->stats.hits++;
            return 0;
        }
        return load_line(c, addr_bytes);
    }
    int deepest = 0;
    for (uint64_t line = first; line <= last; line++) {
        int d = load_line(c, line << l0->line_shift);
        if (d > deepest) deepest = d;
    }
    return deepest;
}

int sl_cache_load_batch(sl_cache *c, const int64_t *addrs, int64_t n, int64_t len_bytes,
                        int8_t *levels_out) {
    const int64_t limit = INT64_MAX;
    if (!sl_cache_valid(c) || len_bytes < 1 || n < 0 || (n > 0 && !addrs)) return SL_ERR_ARG;
    for (int64_t i = 0; i < n; i++)
        if (addrs[i] < 0 || addrs[i] > limit - len_bytes + 1) return SL_ERR_ARG;
    sl_cache_level *l0 = &c->level[0];
    const uint32_t shift0 = l0->line_shift;
    const uint64_t len = (uint64_t)len_bytes;
    /* (prefetching the tag rows of accesses a few places ahead was tried: it made the
     * miss-dominated trace slower; the loop as it is measured no faster than calling
     * sl_cache_load per address either, so it is offered for its all-or-nothing check) */
    for (int64_t i = 0; i < n; i++) {
        uint64_t a = (uint64_t)addrs[i];
        uint64_t first = a >> shift0, last = (a + len - 1) >> shift0;
        int lvl;
        if (first == last && first == l0->last_line) {
            l0->stats.accesses++;
            l0->stats.hits++;
            lvl = 0;
        } else if (first == last) {
            lvl = load_line(c, a);
        } else {
            lvl = 0;
            for (uint64_t line = first; line <= last; line++) {
                int d = load_line(c, line << shift0);
                if (d > lvl) lvl = d;
            }
        }
        if (levels_out) levels_out[i] = (int8_t)lvl;
    }
    return SL_OK;
}

bool sl_cache_contains(const sl_cache *c, int32_t level, uint64_t addr_bytes) {
    if (!sl_cache_valid(c) || level < 0 || level >= c->nlevels) return false;
    const sl_cache_level *lv = &c->level[level];
    uint64_t line = addr_bytes >> lv->line_shift;
    const uint64_t *row = row_of(lv, line);
    for (int64_t w = 0; w < lv->config.ways; w++)
        if (row[w] == line) return true;
    return false;
}

int32_t sl_cache_default_levels(sl_cache_level_config *out) {
    if (!out) return 0;
    out[0] = (sl_cache_level_config){64, 8, 64, SL_CACHE_LRU};
    out[1] = (sl_cache_level_config){512, 8, 64, SL_CACHE_LRU};
    out[2] = (sl_cache_level_config){20480, 16, 64, SL_CACHE_LRU};
    return 3;
}

/* A non-negative decimal number with an optional binary suffix K, M or G. */
static bool parse_size(const char *s, size_t n, int64_t *out) {
    if (n == 0) return false;
    int64_t v = 0;
    size_t i = 0;
    for (; i < n && s[i] >= '0' && s[i] <= '9'; i++)
        if (sl_ovf_mul(v, 10, &v) || sl_ovf_add(v, s[i] - '0', &v)) return false;
    if (i == 0) return false;
    if (i < n) {
        int64_t mult;
        switch (s[i]) {
        case 'k': case 'K': mult = INT64_C(1) << 10; break;
        case 'm': case 'M': mult = INT64_C(1) << 20; break;
        case 'g': case 'G': mult = INT64_C(1) << 30; break;
        default: return false;
        }
        i++;
        if (i < n && (s[i] == 'i' || s[i] == 'I')) i++; /* KiB spelled "Ki" */
        if (i < n && (s[i] == 'b' || s[i] == 'B')) i++;
        if (i != n || sl_ovf_mul(v, mult, &v)) return false;
    }
    *out = v;
    return true;
}

int sl_cache_parse_level(const char *text, sl_cache_level_config *out, sl_error *err) {
    int64_t sets = -1, ways = -1, line = -1, size = -1;
    sl_cache_policy policy = SL_CACHE_LRU;
    SL_NONNULL(text, err);
    SL_NONNULL(out, err);
    const char *p = text;
    while (*p) {
        const char *end = strchr(p, ',');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        const char *eq = memchr(p, '=', n);
        if (!eq)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "bad cache level '%s': expected key=value items", text);
        size_t klen = (size_t)(eq - p), vlen = n - klen - 1;
        const char *val = eq + 1;
        int64_t *slot = NULL;
        if (klen == 4 && !strncmp(p, "sets", 4)) slot = &sets;
        else if (klen == 4 && !strncmp(p, "ways", 4)) slot = &ways;
        else if (klen == 4 && !strncmp(p, "line", 4)) slot = &line;
        else if (klen == 4 && !strncmp(p, "size", 4)) slot = &size;
        else if (klen == 6 && !strncmp(p, "policy", 6)) {
            if (vlen == 3 && !strncmp(val, "lru", 3)) policy = SL_CACHE_LRU;
            else if (vlen == 4 && !strncmp(val, "fifo", 4)) policy = SL_CACHE_FIFO;
            else
                return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                    "bad cache level '%s': policy must be lru or fifo", text);
        } else {
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "bad cache level '%s': unknown key '%.*s' (keys: sets, ways, "
                                "line, size, policy)",
                                text, (int)klen, p);
        }
        if (slot && !parse_size(val, vlen, slot))
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "bad cache level '%s': '%.*s' is not a number", text,
                                (int)vlen, val);
        p = end ? end + 1 : p + n;
    }
    if (ways < 1 || line < 1)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "bad cache level '%s': ways and line (>= 1) are required", text);
    if (size >= 0) {
        if (sets >= 0)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "bad cache level '%s': give sets or size, not both", text);
        int64_t per_set;
        if (sl_ovf_mul(ways, line, &per_set) || size % per_set != 0 || size == 0)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "bad cache level '%s': size must be a positive multiple of "
                                "ways*line",
                                text);
        sets = size / per_set;
    }
    if (sets < 1)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "bad cache level '%s': sets (or size) is required", text);
    out->sets = sets;
    out->ways = ways;
    out->line_bytes = line;
    out->policy = policy;
    return check_levels(out, 1, err);
}
