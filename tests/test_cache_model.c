/* test_cache_model.c — the set-associative cache model against a tiny reference model
 * (timestamps, full scans) on random traces and random hierarchies; the toy lab and the
 * direct-mapped counter-example through the real model; pycachesim's fill test shape;
 * level parsing. */
#include "test_support.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    sl_cache c;
    void *mem;
} owned_cache;

static void make_cache(owned_cache *oc, const sl_cache_level_config *lv, int32_t n) {
    size_t bytes;
    sl_error err;
    if (sl_cache_mem_bytes(lv, n, &bytes, &err) != SL_OK) fail_msg("mem_bytes: %s", err.message);
    oc->mem = malloc(bytes ? bytes : 8);
    assert_non_null(oc->mem);
    if (sl_cache_init(&oc->c, lv, n, oc->mem, bytes, &err) != SL_OK)
        fail_msg("init: %s", err.message);
}

/* ---- the reference: every line carries a stamp; victims are the smallest stamp ---- */
typedef struct {
    sl_cache_level_config cfg;
    uint64_t *line;    /* sets*ways, UINT64_MAX = empty */
    uint64_t *stamp;   /* LRU: last use; FIFO: insertion */
    uint64_t clock;
    sl_cache_level_stats st;
} ref_level;

static bool ref_lookup(ref_level *r, uint64_t addr) {
    uint64_t ln = addr / (uint64_t)r->cfg.line_bytes;
    uint64_t set = ln % (uint64_t)r->cfg.sets;
    uint64_t *L = r->line + set * (uint64_t)r->cfg.ways, *S = r->stamp + set * (uint64_t)r->cfg.ways;
    r->clock++;
    r->st.accesses++;
    for (int64_t w = 0; w < r->cfg.ways; w++)
        if (L[w] == ln) {
            r->st.hits++;
            if (r->cfg.policy == SL_CACHE_LRU) S[w] = r->clock;
            return true;
        }
    r->st.misses++;
    int64_t victim = -1;
    for (int64_t w = 0; w < r->cfg.ways; w++)
        if (L[w] == UINT64_MAX) {
            victim = w;
            break;
        }
    if (victim < 0) {
        victim = 0;
        for (int64_t w = 1; w < r->cfg.ways; w++)
            if (S[w] < S[victim]) victim = w;
        r->st.evictions++;
    }
    L[victim] = ln;
    S[victim] = r->clock;
    return false;
}

static int ref_load(ref_level *r, int32_t n, uint64_t addr, uint64_t len) {
    uint64_t l0 = (uint64_t)r[0].cfg.line_bytes;
    int deepest = 0;
    for (uint64_t ln = addr / l0; ln <= (addr + len - 1) / l0; ln++) {
        int i = 0;
        while (i < n && !ref_lookup(&r[i], ln * l0)) i++;
        if (i > deepest) deepest = i;
    }
    return deepest;
}

static bool ref_contains(const ref_level *r, uint64_t addr) {
    uint64_t ln = addr / (uint64_t)r->cfg.line_bytes;
    uint64_t set = ln % (uint64_t)r->cfg.sets;
    for (int64_t w = 0; w < r->cfg.ways; w++)
        if (r->line[set * (uint64_t)r->cfg.ways + (uint64_t)w] == ln) return true;
    return false;
}

static void model_matches_reference_on_random_traces(void **state) {
    (void)state;
    uint64_t rng = 0xC0FFEE;
    for (int iter = 0; iter < 300; iter++) {
        int32_t n = (int32_t)ts_rand_range(&rng, 1, 3);
        sl_cache_level_config lv[3];
        ref_level ref[3];
        int64_t line = INT64_C(1) << ts_rand_range(&rng, 0, 4);
        for (int32_t i = 0; i < n; i++) {
            line <<= ts_rand_range(&rng, 0, 1);
            lv[i].sets = ts_rand_range(&rng, 1, 7); /* powers of two and not */
            lv[i].ways = ts_rand(&rng) % 4 == 0 ? ts_rand_range(&rng, 7, 20) : ts_rand_range(&rng, 1, 6);
            lv[i].line_bytes = line;
            lv[i].policy = (ts_rand(&rng) & 1) ? SL_CACHE_FIFO : SL_CACHE_LRU;
            memset(&ref[i], 0, sizeof ref[i]);
            ref[i].cfg = lv[i];
            size_t cnt = (size_t)(lv[i].sets * lv[i].ways);
            ref[i].line = malloc(cnt * 8);
            ref[i].stamp = calloc(cnt, 8);
            for (size_t k = 0; k < cnt; k++) ref[i].line[k] = UINT64_MAX;
        }
        owned_cache oc;
        make_cache(&oc, lv, n);
        int64_t span = ts_rand_range(&rng, 8, 2000);
        int mode = (int)ts_rand_range(&rng, 0, 2);
        int64_t seq = 0;
        for (int k = 0; k < 3000; k++) {
            uint64_t addr, len = (uint64_t)ts_rand_range(&rng, 1, 12);
            if (mode == 0) addr = (uint64_t)ts_rand_range(&rng, 0, span);
            else if (mode == 1) addr = (uint64_t)((seq += ts_rand_range(&rng, 0, 9)) % span);
            else addr = (uint64_t)ts_rand_range(&rng, 0, 3) * (uint64_t)span + (uint64_t)(k % 5);
            int got = sl_cache_load(&oc.c, addr, len);
            int want = ref_load(ref, n, addr, len);
            if (got != want)
                fail_msg("iter %d access %d addr %llu len %llu: level %d, reference %d", iter,
                         k, (unsigned long long)addr, (unsigned long long)len, got, want);
        }
        for (int32_t i = 0; i < n; i++) {
            const sl_cache_level_stats *a = &oc.c.level[i].stats, *b = &ref[i].st;
            if (a->accesses != b->accesses || a->hits != b->hits || a->misses != b->misses ||
                a->evictions != b->evictions)
                fail_msg("iter %d level %d: stats differ (hits %llu vs %llu, evictions %llu vs %llu)",
                         iter, (int)i, (unsigned long long)a->hits, (unsigned long long)b->hits,
                         (unsigned long long)a->evictions, (unsigned long long)b->evictions);
            for (uint64_t a2 = 0; a2 < (uint64_t)span * 4 + 16; a2 += 3)
                assert_int_equal(sl_cache_contains(&oc.c, i, a2), ref_contains(&ref[i], a2));
            free(ref[i].line);
            free(ref[i].stamp);
        }
        free(oc.mem);
    }
}

static void batch_equals_one_load_per_address(void **state) {
    (void)state;
    uint64_t rng = 31337;
    for (int iter = 0; iter < 100; iter++) {
        sl_cache_level_config lv[2] = {
            {ts_rand_range(&rng, 1, 6), ts_rand_range(&rng, 1, 18), INT64_C(1) << ts_rand_range(&rng, 0, 4),
             (ts_rand(&rng) & 1) ? SL_CACHE_FIFO : SL_CACHE_LRU},
            {ts_rand_range(&rng, 1, 9), ts_rand_range(&rng, 1, 5), 64, SL_CACHE_LRU}};
        owned_cache a, b;
        make_cache(&a, lv, 2);
        make_cache(&b, lv, 2);
        int64_t addrs[500], len = ts_rand_range(&rng, 1, 20);
        int8_t lv_out[500];
        for (int k = 0; k < 500; k++)
            addrs[k] = k % 7 == 0 ? ts_rand_range(&rng, 0, 5000) : (k * 3 + iter) % 700;
        assert_int_equal(sl_cache_load_batch(&a.c, addrs, 500, len, lv_out), SL_OK);
        for (int k = 0; k < 500; k++)
            assert_int_equal(lv_out[k], sl_cache_load(&b.c, (uint64_t)addrs[k], (uint64_t)len));
        for (int i = 0; i < 2; i++)
            assert_memory_equal(&a.c.level[i].stats, &b.c.level[i].stats, sizeof(sl_cache_level_stats));
        /* refused before any access */
        addrs[499] = -1;
        assert_int_equal(sl_cache_load_batch(&a.c, addrs, 500, len, NULL), SL_ERR_ARG);
        addrs[499] = INT64_MAX - len + 1; /* its last byte would be 2^63 with len+1 */
        assert_int_equal(sl_cache_load_batch(&a.c, addrs, 500, len + 1, NULL), SL_ERR_ARG);
        assert_memory_equal(&a.c.level[0].stats, &b.c.level[0].stats, sizeof(sl_cache_level_stats));
        assert_int_equal(sl_cache_load_batch(&a.c, addrs, 10, 0, NULL), SL_ERR_ARG);
        free(a.mem);
        free(b.mem);
    }
}

static int64_t toy_hits(int64_t sets, int64_t ways, int64_t s) {
    sl_cache_level_config lv = {sets, ways, 1, SL_CACHE_LRU};
    owned_cache oc;
    make_cache(&oc, &lv, 1);
    for (int64_t k = 0; k < 16; k++) sl_cache_load(&oc.c, (uint64_t)((k * s) % 16), 1);
    int64_t h = (int64_t)oc.c.level[0].stats.hits;
    free(oc.mem);
    return h;
}

static void fully_associative_model_reproduces_the_toy_lab(void **state) {
    (void)state;
    assert_int_equal(toy_hits(1, 4, 1), 0);
    assert_int_equal(toy_hits(1, 4, 4), 12);
    assert_int_equal(toy_hits(1, 4, 8), 14);
}

static void direct_mapped_cache_does_not_fit_the_lesson(void **state) {
    (void)state;
    /* 0, 4, 8, 12 all map to set 0 of 4: every request is a conflict miss */
    assert_int_equal(toy_hits(4, 1, 4), 0);
}

/* pycachesim's test_fill_nocl shape: LRU, 1-byte lines, L1 2x4, L2 4x4, L3 4x8;
 * load 0..31 then 16..47. */
static void three_level_fill_leaves_the_expected_resident_sets(void **state) {
    (void)state;
    sl_cache_level_config lv[3] = {{2, 4, 1, SL_CACHE_LRU}, {4, 4, 1, SL_CACHE_LRU},
                                   {4, 8, 1, SL_CACHE_LRU}};
    owned_cache oc;
    make_cache(&oc, lv, 3);
    for (uint64_t a = 0; a < 32; a++) sl_cache_load(&oc.c, a, 1);
    for (uint64_t a = 16; a < 48; a++) sl_cache_load(&oc.c, a, 1);
    int64_t lo[3] = {40, 32, 16};
    for (int32_t i = 0; i < 3; i++)
        for (uint64_t a = 0; a < 64; a++)
            if (sl_cache_contains(&oc.c, i, a) != ((int64_t)a >= lo[i] && a < 48))
                fail_msg("level %d address %llu", (int)i + 1, (unsigned long long)a);
    free(oc.mem);
}

static void fifo_differs_from_lru_when_a_hit_would_refresh(void **state) {
    (void)state;
    /* 2 ways: A B A C A -> LRU keeps A (C evicts B): A hits; FIFO evicts A at C */
    for (int p = 0; p < 2; p++) {
        sl_cache_level_config lv = {1, 2, 1, p ? SL_CACHE_FIFO : SL_CACHE_LRU};
        owned_cache oc;
        make_cache(&oc, &lv, 1);
        uint64_t seq[] = {0, 1, 0, 2, 0};
        int last = -1;
        for (int k = 0; k < 5; k++) last = sl_cache_load(&oc.c, seq[k], 1);
        assert_int_equal(last, p ? 1 : 0);
        free(oc.mem);
    }
}

static void accesses_spanning_lines_and_reset(void **state) {
    (void)state;
    sl_cache_level_config lv[2] = {{4, 2, 64, SL_CACHE_LRU}, {16, 4, 64, SL_CACHE_LRU}};
    owned_cache oc;
    make_cache(&oc, lv, 2);
    assert_int_equal(sl_cache_load(&oc.c, 60, 8), 2); /* lines 0 and 1 from memory */
    assert_int_equal(oc.c.level[0].stats.accesses, 2);
    assert_int_equal(sl_cache_load(&oc.c, 0, 128), 0);
    assert_int_equal(sl_cache_load(&oc.c, 0, 0), SL_ERR_ARG);
    assert_int_equal(sl_cache_load(&oc.c, UINT64_C(1) << 63, 1), SL_ERR_ARG);
    assert_int_equal(sl_cache_load(&oc.c, (UINT64_C(1) << 63) - 4, 8), SL_ERR_ARG);
    assert_int_equal(sl_cache_load(&oc.c, (UINT64_C(1) << 63) - 4, 4), 2);
    sl_cache_reset(&oc.c);
    assert_int_equal(oc.c.level[0].stats.accesses, 0);
    assert_false(sl_cache_contains(&oc.c, 0, 0));
    assert_int_equal(sl_cache_load(&oc.c, 0, 1), 2);
    free(oc.mem);
}

static void bad_levels_are_refused(void **state) {
    (void)state;
    sl_error err;
    size_t bytes;
    sl_cache_level_config bad[][2] = {
        {{0, 1, 64, SL_CACHE_LRU}, {1, 1, 64, SL_CACHE_LRU}},
        {{1, 0, 64, SL_CACHE_LRU}, {1, 1, 64, SL_CACHE_LRU}},
        {{1, 1, 48, SL_CACHE_LRU}, {1, 1, 64, SL_CACHE_LRU}},
        {{1, 1, 64, SL_CACHE_LRU}, {1, 1, 32, SL_CACHE_LRU}},
        {{INT64_MAX, 2, 64, SL_CACHE_LRU}, {1, 1, 64, SL_CACHE_LRU}},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_true(sl_cache_mem_bytes(bad[i], 2, &bytes, &err) < 0);
    assert_true(sl_cache_mem_bytes(bad[0], 0, &bytes, &err) < 0);
    sl_cache_level_config ok = {3, 2, 8, SL_CACHE_LRU};
    assert_int_equal(sl_cache_mem_bytes(&ok, 1, &bytes, &err), SL_OK);
    assert_int_equal(bytes, 3 * 2 * 8);
    uint64_t small[5];
    sl_cache c;
    assert_int_equal(sl_cache_init(&c, &ok, 1, small, sizeof small, &err), SL_ERR_ARG);
}

static void levels_parse_from_text(void **state) {
    (void)state;
    sl_cache_level_config lv;
    sl_error err;
    assert_int_equal(sl_cache_parse_level("sets=64,ways=8,line=64", &lv, &err), SL_OK);
    assert_int_equal(lv.sets, 64);
    assert_int_equal(lv.ways, 8);
    assert_int_equal(lv.line_bytes, 64);
    assert_int_equal(lv.policy, SL_CACHE_LRU);
    assert_int_equal(sl_cache_parse_level("size=32K,ways=8,line=64,policy=fifo", &lv, &err),
                     SL_OK);
    assert_int_equal(lv.sets, 64);
    assert_int_equal(lv.policy, SL_CACHE_FIFO);
    assert_int_equal(sl_cache_parse_level("size=20MiB,ways=16,line=64", &lv, &err), SL_OK);
    assert_int_equal(lv.sets, 20480);
    const char *bad[] = {"", "sets=64", "sets=64,ways=8,line=48", "sets=x,ways=1,line=1",
                         "sets=1,ways=1,line=1,policy=mru", "bogus=1,ways=1,line=1",
                         "size=100,ways=8,line=64", "sets=1,size=64,ways=1,line=64",
                         "sets=99999999999999999999,ways=1,line=1", "sets"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (sl_cache_parse_level(bad[i], &lv, &err) == SL_OK) fail_msg("accepted '%s'", bad[i]);
        assert_string_equal(err.type, "ValueError");
    }
    sl_cache_level_config def[3];
    assert_int_equal(sl_cache_default_levels(def), 3);
    assert_int_equal(def[2].sets * def[2].ways * def[2].line_bytes, 20 << 20);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(model_matches_reference_on_random_traces),
        cmocka_unit_test(batch_equals_one_load_per_address),
        cmocka_unit_test(fully_associative_model_reproduces_the_toy_lab),
        cmocka_unit_test(direct_mapped_cache_does_not_fit_the_lesson),
        cmocka_unit_test(three_level_fill_leaves_the_expected_resident_sets),
        cmocka_unit_test(fifo_differs_from_lru_when_a_hit_would_refresh),
        cmocka_unit_test(accesses_spanning_lines_and_reset),
        cmocka_unit_test(bad_levels_are_refused),
        cmocka_unit_test(levels_parse_from_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
