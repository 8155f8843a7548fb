/* test_capi_records.c — records the caller filled by hand (not by the library's own
 * constructors) are refused, not read out of bounds: a cache claiming 50 levels (issue
 * 27: `trace` with 50 cache levels crashed the walk's per-level arrays), a zeroed cache,
 * a lab never configured, layouts and arrays with ndim outside [0, SL_MAX_DIMS]. */
#include <string.h>
#include "test_support.h"

static void cache_with_50_levels(void **state) {
    (void)state;
    static uint64_t mem[64 * 8];
    sl_cache_level_config lv = {64, 8, 64, SL_CACHE_LRU};
    sl_cache c;
    sl_error e;
    assert_int_equal(sl_cache_init(&c, &lv, 1, mem, sizeof mem, &e), SL_OK);
    c.nlevels = 50; /* past SL_CACHE_MAX_LEVELS (8): level[] has 8 entries */
    sl_layout l;
    int64_t sizes[] = {16};
    assert_int_equal(sl_layout_init_contiguous(&l, sizes, 1, 4, NULL), SL_OK);
    sl_trace_report rep;
    memset(&e, 0, sizeof e);
    assert_int_equal(sl_trace_run(&l, SL_TRACE_LOGICAL, 0, 0, &c, &rep, NULL, &e), SL_ERR_ARG);
    assert_non_null(strstr(e.message, "sl_cache_init"));
    assert_int_equal(sl_cache_load(&c, 0, 4), SL_ERR_ARG);
    int64_t addrs[] = {0, 4};
    assert_int_equal(sl_cache_load_batch(&c, addrs, 2, 4, NULL), SL_ERR_ARG);
    assert_false(sl_cache_contains(&c, 20, 0));
    sl_cache_reset(&c);       /* nothing to do, nothing read */
    sl_cache_reset_stats(&c);
    c.nlevels = 1;            /* the real one still works */
    assert_int_equal(sl_trace_run(&l, SL_TRACE_LOGICAL, 0, 0, &c, &rep, NULL, &e), SL_OK);
    assert_int_equal(rep.level[0].misses, 1);
}

static void zeroed_cache_and_lab(void **state) {
    (void)state;
    sl_cache c;
    memset(&c, 0, sizeof c);
    assert_int_equal(sl_cache_load(&c, 0, 4), SL_ERR_ARG);
    assert_false(sl_cache_contains(&c, 0, 0));
    sl_lab lab;
    memset(&lab, 0, sizeof lab);
    lab.config.requests = 5; /* capacity 0 and space 0: not a configured lab */
    assert_true(sl_lab_done(&lab));
    assert_int_equal(sl_lab_step(&lab, NULL), 0);
    assert_int_equal(sl_lab_play(&lab), 0);
    sl_lab_totals t;
    sl_lab_get_totals(&lab, &t);
    assert_true(t.done);
    assert_int_equal(t.requests_total, 0);
    int64_t res[SL_LAB_MAX_CAPACITY];
    lab.nresident = 1000;
    assert_int_equal(sl_lab_resident(&lab, res), 0);
}

static void records_with_bad_ndim(void **state) {
    (void)state;
    sl_layout l;
    int64_t sizes[] = {2, 3};
    assert_int_equal(sl_layout_init_contiguous(&l, sizes, 2, 4, NULL), SL_OK);
    sl_layout good = l;
    l.ndim = SL_MAX_DIMS + 6;
    int64_t n, lo, hi;
    bool empty;
    sl_error e;
    assert_int_equal(sl_layout_numel(&l, &n, &e), SL_ERR_ARG);
    assert_non_null(strstr(e.message, "ndim 70"));
    assert_int_equal(sl_layout_span(&l, &lo, &hi, &empty, NULL), SL_ERR_ARG);
    assert_false(sl_layout_equal(&l, &l));
    assert_true(sl_layout_equal(&good, &good));
    l.ndim = -1;
    sl_bview v;
    assert_int_equal(sl_layout_to_bview(&l, &v, NULL), SL_ERR_ARG);
    sl_array a;
    assert_int_equal(sl_np_empty(sizes, 2, SL_FLOAT64, 'C', &a, NULL), SL_OK);
    assert_true(sl_np_is_c_contiguous(&a));
    a.ndim = 1000;
    assert_false(sl_np_is_c_contiguous(&a));
    assert_false(sl_np_is_aligned(&a));
    char buf[256];
    assert_int_equal(sl_np_format_flags(&a, buf, sizeof buf), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cache_with_50_levels),
        cmocka_unit_test(zeroed_cache_and_lab),
        cmocka_unit_test(records_with_bad_ndim),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
