/* test_cache_lab.c — the lessons' toy cache lab: its two predictions, the closed form
 * over C = 1..8 and s = 0..16, Step events, Reset, and a brute-force cross-check on
 * random configurations (other spaces, negative strides, longer runs). */
#include "test_support.h"

#include <string.h>

static sl_lab configured(int64_t c, int64_t s, int64_t m, int64_t n, sl_cache_policy p) {
    sl_lab lab;
    sl_lab_config cfg = {c, s, m, n, p};
    sl_error err;
    int rc = sl_lab_configure(&lab, &cfg, &err);
    if (rc != SL_OK) fail_msg("configure(C=%lld, s=%lld): %s", (long long)c, (long long)s, err.message);
    return lab;
}

static int64_t hits_of(int64_t c, int64_t s, int64_t m, int64_t n, sl_cache_policy p) {
    sl_lab lab = configured(c, s, m, n, p);
    sl_lab_play(&lab);
    sl_lab_totals t;
    sl_lab_get_totals(&lab, &t);
    return t.hits;
}

static void lesson_capacity_4_stride_1_gives_zero_hits(void **state) {
    (void)state;
    sl_lab_config cfg;
    sl_lab_default_config(&cfg);
    assert_int_equal(cfg.capacity_lines, 4);
    assert_int_equal(cfg.space, 16);
    assert_int_equal(cfg.requests, 16);
    sl_lab lab;
    assert_int_equal(sl_lab_configure(&lab, &cfg, NULL), SL_OK);
    assert_int_equal(sl_lab_play(&lab), 16);
    sl_lab_totals t;
    sl_lab_get_totals(&lab, &t);
    assert_int_equal(t.hits, 0);
    assert_int_equal(t.misses, 16);
    assert_int_equal(t.distinct_lines, 16);
    assert_true(t.done);
}

static void lesson_capacity_4_stride_4_gives_twelve_hits(void **state) {
    (void)state;
    assert_int_equal(hits_of(4, 4, 16, 16, SL_CACHE_LRU), 12);
    assert_int_equal(hits_of(4, 4, 16, 16, SL_CACHE_FIFO), 12);
}

static int64_t gcd(int64_t a, int64_t b) { return b ? gcd(b, a % b) : a; }

/* hits = 16 - W when W = 16/gcd(s,16) <= C, else 0; distinct lines = W */
static void closed_form_holds_for_capacity_1_to_8_and_stride_0_to_16(void **state) {
    (void)state;
    for (int p = 0; p < 2; p++)
        for (int64_t c = 1; c <= 8; c++)
            for (int64_t s = 0; s <= 16; s++) {
                int64_t w = 16 / gcd(s, 16);
                int64_t want = w <= c ? 16 - w : 0;
                sl_lab lab = configured(c, s, 16, 16, p ? SL_CACHE_FIFO : SL_CACHE_LRU);
                sl_lab_play(&lab);
                sl_lab_totals t;
                sl_lab_get_totals(&lab, &t);
                if (t.hits != want || t.distinct_lines != w || t.cycle_lines != w ||
                    t.hits + t.misses != 16)
                    fail_msg("C=%lld s=%lld %s: hits %lld (want %lld), W %lld/%lld (want %lld)",
                             (long long)c, (long long)s, p ? "FIFO" : "LRU",
                             (long long)t.hits, (long long)want, (long long)t.distinct_lines,
                             (long long)t.cycle_lines, (long long)w);
            }
}

static void research_notes_extra_predictions_hold(void **state) {
    (void)state;
    assert_int_equal(hits_of(4, 8, 16, 16, SL_CACHE_LRU), 14);
    assert_int_equal(hits_of(3, 4, 16, 16, SL_CACHE_LRU), 0);
    assert_int_equal(hits_of(8, 2, 16, 16, SL_CACHE_LRU), 8);
    assert_int_equal(hits_of(4, 0, 16, 16, SL_CACHE_LRU), 15);
    assert_int_equal(hits_of(4, 4, 16, 64, SL_CACHE_LRU), 60);
    assert_int_equal(hits_of(4, 1, 16, 64, SL_CACHE_LRU), 0);
    assert_int_equal(hits_of(4, 2, 16, 64, SL_CACHE_LRU), 0);
    for (int64_t s = 1; s < 16; s += 2) assert_int_equal(hits_of(15, s, 16, 16, SL_CACHE_LRU), 0);
}

static void step_reports_address_hit_eviction_and_sorted_residents(void **state) {
    (void)state;
    sl_lab lab = configured(3, 4, 16, 16, SL_CACHE_LRU);
    sl_lab_event ev;
    int64_t want_addr[] = {0, 4, 8, 12, 0};
    for (int i = 0; i < 5; i++) {
        assert_int_equal(sl_lab_step(&lab, &ev), 1);
        assert_int_equal(ev.k, i);
        assert_int_equal(ev.address, want_addr[i]);
        assert_false(ev.hit);
    }
    /* after 0,4,8 the cache is full; 12 evicted 0, then 0 evicted 4 */
    assert_int_equal(ev.evicted, 4);
    int64_t want_res[] = {0, 8, 12};
    assert_int_equal(ev.nresident, 3);
    ts_assert_i64s(ev.resident, want_res, 3, "resident after k=4");

    lab = configured(4, 4, 16, 16, SL_CACHE_LRU);
    for (int i = 0; i < 4; i++) sl_lab_step(&lab, &ev);
    assert_int_equal(ev.evicted, -1);
    assert_int_equal(sl_lab_step(&lab, &ev), 1);
    assert_true(ev.hit);
    assert_int_equal(ev.address, 0);
    int64_t want4[] = {0, 4, 8, 12};
    ts_assert_i64s(ev.resident, want4, 4, "resident");
    /* the hit on 0 made it the most recently used: LRU evicts 4 next, FIFO still 0 */
    int64_t order[SL_LAB_MAX_CAPACITY], lru[] = {4, 8, 12, 0};
    assert_int_equal(sl_lab_victim_order(&lab, order), 4);
    ts_assert_i64s(order, lru, 4, "LRU victim order");
    lab = configured(4, 4, 16, 16, SL_CACHE_FIFO);
    for (int i = 0; i < 5; i++) sl_lab_step(&lab, &ev);
    assert_int_equal(sl_lab_victim_order(&lab, order), 4);
    ts_assert_i64s(order, want4, 4, "FIFO victim order");
    assert_int_equal(sl_lab_victim_order(NULL, order), 0);
}

static void step_after_the_last_request_does_nothing_and_reset_restarts(void **state) {
    (void)state;
    sl_lab lab = configured(4, 4, 16, 16, SL_CACHE_LRU);
    assert_int_equal(sl_lab_play(&lab), 16);
    sl_lab_event ev;
    assert_int_equal(sl_lab_step(&lab, &ev), 0);
    assert_int_equal(sl_lab_play(&lab), 0);
    sl_lab_reset(&lab);
    sl_lab_totals t;
    sl_lab_get_totals(&lab, &t);
    assert_int_equal(t.requests_done, 0);
    assert_int_equal(t.hits + t.misses + t.distinct_lines, 0);
    int64_t res[SL_LAB_MAX_CAPACITY];
    assert_int_equal(sl_lab_resident(&lab, res), 0);
    /* a half-played lab reports partial totals */
    for (int i = 0; i < 6; i++) sl_lab_step(&lab, NULL);
    sl_lab_get_totals(&lab, &t);
    assert_int_equal(t.requests_done, 6);
    assert_int_equal(t.hits, 2);
    assert_false(t.done);
    assert_int_equal(sl_lab_play(&lab), 10);
}

static void zero_requests_and_bad_configurations(void **state) {
    (void)state;
    sl_lab lab = configured(4, 4, 16, 0, SL_CACHE_LRU);
    assert_true(sl_lab_done(&lab));
    assert_int_equal(sl_lab_step(&lab, NULL), 0);
    sl_lab_config bad[] = {
        {0, 1, 16, 16, SL_CACHE_LRU},  {65, 1, 16, 16, SL_CACHE_LRU},
        {4, 1, 0, 16, SL_CACHE_LRU},   {4, 1, 4097, 16, SL_CACHE_LRU},
        {4, 1, 16, -1, SL_CACHE_LRU},  {4, 1, 16, 1000001, SL_CACHE_LRU},
        {4, 1, 16, 16, (sl_cache_policy)7},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        sl_error err;
        assert_int_equal(sl_lab_configure(&lab, &bad[i], &err), SL_ERR_ARG);
        assert_string_equal(err.type, "ValueError");
    }
    /* huge strides reduce modulo M without overflow */
    assert_int_equal(hits_of(4, INT64_MAX, 16, 16, SL_CACHE_LRU), 0);
    assert_int_equal(hits_of(4, INT64_MIN, 16, 16, SL_CACHE_LRU), 15);
}

static void explanation_says_why(void **state) {
    (void)state;
    char buf[256];
    sl_lab_config cfg = {4, 4, 16, 16, SL_CACHE_LRU};
    size_t n = sl_lab_explain(&cfg, buf, sizeof buf);
    assert_int_equal(n, strlen(buf));
    assert_non_null(strstr(buf, "stride 4 cycles through 4 distinct addresses (k*4 mod 16); they fit in 4 lines"));
    cfg.stride = 1;
    sl_lab_explain(&cfg, buf, sizeof buf);
    assert_non_null(strstr(buf, "stride 1 cycles through 16 distinct addresses (k*1 mod 16)"));
    assert_non_null(strstr(buf, "compulsory miss"));
    cfg.requests = 64;
    sl_lab_explain(&cfg, buf, sizeof buf);
    assert_non_null(strstr(buf, "do not fit in 4 lines"));
    cfg.stride = 0;
    sl_lab_explain(&cfg, buf, sizeof buf);
    assert_non_null(strstr(buf, "stride 0 cycles through 1 distinct address (k*0 mod 16); it fits in 4 lines"));
    cfg.requests = 0;
    sl_lab_explain(&cfg, buf, sizeof buf);
    assert_non_null(strstr(buf, "no request is made"));
    /* one request: singular, and nothing "returns" */
    cfg.stride = 1;
    cfg.requests = 1;
    sl_lab_explain(&cfg, buf, sizeof buf);
    assert_string_equal(buf, "stride 1 cycles through 16 distinct addresses (k*1 mod 16); the 1 request is a compulsory miss");
    cfg.requests = 2;
    sl_lab_explain(&cfg, buf, sizeof buf);
    assert_non_null(strstr(buf, "; these 2 requests reach only 2 of them, none twice, so every request is a compulsory miss"));
    cfg.requests = 16;
    sl_lab_explain(&cfg, buf, sizeof buf);
    assert_non_null(strstr(buf, "; these 16 requests reach each of them once"));
    char tiny[8];
    size_t need = sl_lab_explain(&cfg, tiny, sizeof tiny);
    assert_true(need > 7);
    assert_int_equal(strlen(tiny), 7);
}

/* An independent LRU/FIFO model: timestamps instead of an ordered list.  *victims gets
 * the final resident lines, smallest stamp (the next victim) first; *nvictims their count. */
static int64_t brute_hits(int64_t c, int64_t s, int64_t m, int64_t n, bool fifo,
                          int64_t *distinct, int64_t *victims, int *nvictims) {
    int64_t line[64], stamp[64];
    int nres = 0;
    *nvictims = 0;
    int64_t hits = 0, clock = 0;
    static char seen[4096];
    memset(seen, 0, sizeof seen);
    *distinct = 0;
    for (int64_t k = 0; k < n; k++) {
        /* (k*s) mod m computed with 128-bit arithmetic, the definition itself */
        __int128 prod = (__int128)k * s;
        int64_t a = (int64_t)(((prod % m) + m) % m);
        if (!seen[a]) {
            seen[a] = 1;
            ++*distinct;
        }
        clock++;
        int found = -1;
        for (int i = 0; i < nres; i++)
            if (line[i] == a) found = i;
        if (found >= 0) {
            hits++;
            if (!fifo) stamp[found] = clock;
            continue;
        }
        if (nres < c) {
            line[nres] = a;
            stamp[nres++] = clock;
            continue;
        }
        int victim = 0;
        for (int i = 1; i < nres; i++)
            if (stamp[i] < stamp[victim]) victim = i;
        line[victim] = a;
        stamp[victim] = clock;
    }
    /* stamps are distinct, so selection by increasing stamp is the eviction order */
    for (int64_t last = -1; *nvictims < nres; ++*nvictims) {
        int best = -1;
        for (int i = 0; i < nres; i++)
            if (stamp[i] > last && (best < 0 || stamp[i] < stamp[best])) best = i;
        victims[*nvictims] = line[best];
        last = stamp[best];
    }
    return hits;
}

static void lab_matches_brute_force_on_random_configurations(void **state) {
    (void)state;
    uint64_t rng = 12345;
    for (int iter = 0; iter < 2000; iter++) {
        int64_t c = ts_rand_range(&rng, 1, 12), m = ts_rand_range(&rng, 1, 40);
        int64_t s = ts_rand_range(&rng, -100, 100), n = ts_rand_range(&rng, 0, 120);
        if (iter % 17 == 0) s = (int64_t)ts_rand(&rng);
        bool fifo = ts_rand(&rng) & 1;
        int64_t distinct, victims[64], order[SL_LAB_MAX_CAPACITY];
        int nvictims;
        int64_t want = brute_hits(c, s, m, n, fifo, &distinct, victims, &nvictims);
        sl_lab lab = configured(c, s, m, n, fifo ? SL_CACHE_FIFO : SL_CACHE_LRU);
        sl_lab_play(&lab);
        sl_lab_totals t;
        sl_lab_get_totals(&lab, &t);
        if (t.hits != want || t.distinct_lines != distinct)
            fail_msg("C=%lld s=%lld M=%lld N=%lld: hits %lld want %lld", (long long)c,
                     (long long)s, (long long)m, (long long)n, (long long)t.hits,
                     (long long)want);
        assert_int_equal(sl_lab_victim_order(&lab, order), nvictims);
        ts_assert_i64s(order, victims, nvictims, "victim order");
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(lesson_capacity_4_stride_1_gives_zero_hits),
        cmocka_unit_test(lesson_capacity_4_stride_4_gives_twelve_hits),
        cmocka_unit_test(closed_form_holds_for_capacity_1_to_8_and_stride_0_to_16),
        cmocka_unit_test(research_notes_extra_predictions_hold),
        cmocka_unit_test(step_reports_address_hit_eviction_and_sorted_residents),
        cmocka_unit_test(step_after_the_last_request_does_nothing_and_reset_restarts),
        cmocka_unit_test(zero_requests_and_bad_configurations),
        cmocka_unit_test(explanation_says_why),
        cmocka_unit_test(lab_matches_brute_force_on_random_configurations),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
