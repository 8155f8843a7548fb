/* test_coalesce.c — 32-byte sectors per warp request: the research notes' worked cases
 * (float32 unit stride 4, stride 2 -> 8, stride 32 -> 32, broadcast -> 1, misaligned by
 * one element -> 5, and the rest of that table) through views, and random address sets
 * against a brute-force count of the sectors every requested byte falls in. */
#include "test_support.h"

#include <stdlib.h>
#include <string.h>

/* one request: `lanes` lanes, lane i reads element offset + i*stride of a 1-d view */
static sl_warp_report one_row(int64_t lanes, int64_t stride, int64_t offset,
                              int64_t itemsize, int64_t width) {
    sl_layout l;
    int64_t sizes[] = {lanes}, strides[] = {stride};
    assert_int_equal(sl_layout_init(&l, sizes, strides, 1, offset, itemsize, NULL), SL_OK);
    sl_warp_report r;
    sl_error err;
    if (sl_warp_trace(&l, 0, 32, width, 0, &r, NULL, 0, &err) != SL_OK)
        fail_msg("%s", err.message);
    assert_int_equal(r.requests, lanes ? (lanes + 31) / 32 : 0);
    return r;
}

static void issue_worked_cases_hold(void **state) {
    (void)state;
    assert_int_equal(one_row(32, 1, 0, 4, 4).sectors, 4);   /* float32 unit stride */
    assert_int_equal(one_row(32, 2, 0, 4, 4).sectors, 8);   /* stride 2 */
    assert_int_equal(one_row(32, 32, 0, 4, 4).sectors, 32); /* stride 32 */
    assert_int_equal(one_row(32, 0, 0, 4, 4).sectors, 1);   /* broadcast */
    assert_int_equal(one_row(32, 1, 1, 4, 4).sectors, 5);   /* misaligned by one element */
}

static void research_notes_table_holds(void **state) {
    (void)state;
    struct {
        int64_t lanes, stride, offset, itemsize, width, sectors, lines, ideal;
    } rows[] = {
        {32, 1, 0, 4, 4, 4, 1, 4},    {32, 2, 0, 4, 4, 8, 2, 4},    {32, 3, 0, 4, 4, 12, 3, 4},
        {32, 4, 0, 4, 4, 16, 4, 4},   {32, 8, 0, 4, 4, 32, 8, 4},   {32, 32, 0, 4, 4, 32, 32, 4},
        {32, 0, 0, 4, 4, 1, 1, 1},    {32, 1, 1, 4, 4, 5, 2, 4},    {16, 1, 0, 4, 4, 2, 1, 2},
        {32, 1, 0, 8, 8, 8, 2, 8},    {32, 1, 0, 2, 2, 2, 1, 2},    {32, 1, 0, 16, 16, 16, 4, 16},
        {32, 1, 0, 1, 1, 1, 1, 1},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        sl_warp_report r = one_row(rows[i].lanes, rows[i].stride, rows[i].offset,
                                   rows[i].itemsize, rows[i].width);
        if (r.sectors != rows[i].sectors || r.lines != rows[i].lines || r.ideal != rows[i].ideal)
            fail_msg("row %zu: sectors %lld lines %lld ideal %lld", i, (long long)r.sectors,
                     (long long)r.lines, (long long)r.ideal);
    }
    /* 2 rows x 16 columns of a row-major float32 matrix with 16 columns: 4 sectors, 2 lines */
    sl_layout l;
    int64_t sizes[] = {2, 16};
    sl_layout_init_contiguous(&l, sizes, 2, 4, NULL);
    sl_warp_report r;
    assert_int_equal(sl_warp_trace(&l, 1, 32, 4, 0, &r, NULL, 0, NULL), SL_OK);
    assert_int_equal(r.sectors, 4);
    assert_int_equal(r.lines, 1); /* both rows fall in one 128-byte line when adjacent */
    /* rows 64 floats apart: the two halves sit in different lines */
    int64_t strides[] = {64, 1};
    sl_layout_init(&l, sizes, strides, 2, 0, 4, NULL);
    assert_int_equal(sl_warp_trace(&l, 1, 32, 4, 0, &r, NULL, 0, NULL), SL_OK);
    assert_int_equal(r.sectors, 4);
    assert_int_equal(r.lines, 2);
}

static void no_active_lanes_cost_nothing(void **state) {
    (void)state;
    sl_warp_request q;
    int64_t a = 0;
    assert_int_equal(sl_warp_count(&a, 0, 4, &q, NULL), SL_OK);
    assert_int_equal(q.sectors, 0);
    assert_int_equal(q.lines, 0);
    assert_int_equal(q.ideal, 0);
    sl_warp_report r = one_row(0, 1, 0, 4, 4);
    assert_int_equal(r.requests, 0);
}

static void lanes_along_a_column_of_a_row_major_matrix(void **state) {
    (void)state;
    /* (32, 32) float32 row-major; lanes along dim 0 read a column: 32 sectors each */
    sl_layout l;
    int64_t sizes[] = {32, 32};
    sl_layout_init_contiguous(&l, sizes, 2, 4, NULL);
    int64_t hist[40];
    sl_warp_report r;
    assert_int_equal(sl_warp_trace(&l, 0, 32, 4, 0, &r, hist, 40, NULL), SL_OK);
    assert_int_equal(r.requests, 32);
    assert_int_equal(r.sectors, 32 * 32);
    assert_int_equal(hist[32], 32);
    assert_int_equal(sl_warp_trace(&l, -1, 32, 4, 0, &r, hist, 40, NULL), SL_OK);
    assert_int_equal(r.sectors, 32 * 4);
    assert_int_equal(hist[4], 32);
    assert_int_equal(r.ideal, 32 * 4);
    sl_error err;
    assert_int_equal(sl_warp_trace(&l, 2, 32, 4, 0, &r, hist, 40, &err), SL_ERR_PY);
    assert_string_equal(err.type, "IndexError");
    assert_int_equal(sl_warp_trace(&l, 0, 0, 4, 0, &r, NULL, 0, &err), SL_ERR_ARG);
    assert_int_equal(sl_warp_trace(&l, 0, 32, 0, 0, &r, NULL, 0, &err), SL_ERR_ARG);
}

/* brute force: mark every requested byte's sector and line in a table */
static void random_address_sets_match_a_brute_force_count(void **state) {
    (void)state;
    uint64_t rng = 777;
    enum { SPACE = 4096 };
    static unsigned char sec[SPACE / 32 + 16], lin[SPACE / 128 + 16], byte[SPACE + 300];
    for (int iter = 0; iter < 5000; iter++) {
        int64_t lanes = ts_rand_range(&rng, 0, 64);
        int64_t width = ts_rand_range(&rng, 1, 40);
        int64_t spread = ts_rand_range(&rng, 1, SPACE);
        int64_t addrs[64];
        for (int64_t i = 0; i < lanes; i++) addrs[i] = ts_rand_range(&rng, 0, spread - 1);
        if (iter % 3 == 0) /* affine lanes, the common case */
            for (int64_t i = 0; i < lanes; i++) addrs[i] = (i * (spread % 70)) % SPACE;
        memset(sec, 0, sizeof sec);
        memset(lin, 0, sizeof lin);
        memset(byte, 0, sizeof byte);
        int64_t want_s = 0, want_l = 0, want_b = 0;
        for (int64_t i = 0; i < lanes; i++)
            for (int64_t b = addrs[i]; b < addrs[i] + width; b++) {
                if (!byte[b]) byte[b] = 1, want_b++;
                if (!sec[b / 32]) sec[b / 32] = 1, want_s++;
                if (!lin[b / 128]) lin[b / 128] = 1, want_l++;
            }
        sl_warp_request q;
        assert_int_equal(sl_warp_count(addrs, lanes, width, &q, NULL), SL_OK);
        if (q.sectors != want_s || q.lines != want_l || q.unique_bytes != want_b ||
            q.ideal != (want_b + 31) / 32 || q.lanes != lanes)
            fail_msg("iter %d: sectors %lld/%lld lines %lld/%lld bytes %lld/%lld", iter,
                     (long long)q.sectors, (long long)want_s, (long long)q.lines,
                     (long long)want_l, (long long)q.unique_bytes, (long long)want_b);
    }
}

static void bad_requests_are_refused(void **state) {
    (void)state;
    sl_warp_request q;
    sl_error err;
    int64_t a[2] = {-1, 0};
    assert_int_equal(sl_warp_count(a, 2, 4, &q, &err), SL_ERR_ARG);
    a[0] = INT64_MAX - 2;
    assert_int_equal(sl_warp_count(a, 2, 4, &q, &err), SL_ERR_ARG);
    assert_int_equal(sl_warp_count(a, 1025, 4, &q, &err), SL_ERR_ARG);
    assert_int_equal(sl_warp_count(a + 1, 1, 257, &q, &err), SL_ERR_ARG);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(issue_worked_cases_hold),
        cmocka_unit_test(research_notes_table_holds),
        cmocka_unit_test(no_active_lanes_cost_nothing),
        cmocka_unit_test(lanes_along_a_column_of_a_row_major_matrix),
        cmocka_unit_test(random_address_sets_match_a_brute_force_count),
        cmocka_unit_test(bad_requests_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
