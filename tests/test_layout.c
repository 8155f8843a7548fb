/* test_layout.c — the layout model: contiguous strides, address arithmetic, spans,
 * overflow checks, and a brute-force property test of the span. */
#include "test_support.h"

static void contiguous_strides_count_size_zero_as_one(void **state) {
    (void)state;
    sl_layout l;
    int64_t sizes[] = {2, 0, 3};
    assert_int_equal(sl_layout_init_contiguous(&l, sizes, 3, 4, NULL), SL_OK);
    int64_t want[] = {3, 3, 1};
    ts_assert_i64s(l.stride, want, 3, "strides");
    int64_t s2[] = {3, 0, 0, 2}, w2[] = {2, 2, 2, 1};
    assert_int_equal(sl_layout_init_contiguous(&l, s2, 4, 4, NULL), SL_OK);
    ts_assert_i64s(l.stride, w2, 4, "strides");
}

static void first_lesson_address_is_53(void **state) {
    (void)state;
    sl_layout l;
    int64_t sizes[] = {8, 4, 2}, strides[] = {1, 8, 32}, idx[] = {5, 2, 1}, elem = -1;
    assert_int_equal(sl_layout_init(&l, sizes, strides, 3, 0, 4, NULL), SL_OK);
    assert_int_equal(sl_layout_element_offset(&l, idx, &elem, NULL), SL_OK);
    assert_int_equal(elem, 53);
}

static void index_out_of_bounds_is_index_error(void **state) {
    (void)state;
    sl_layout l;
    sl_error err;
    int64_t sizes[] = {2, 3}, idx[] = {0, 3}, elem;
    sl_layout_init_contiguous(&l, sizes, 2, 4, NULL);
    assert_int_equal(sl_layout_element_offset(&l, idx, &elem, &err), SL_ERR_PY);
    assert_string_equal(err.type, "IndexError");
    assert_string_equal(err.message, "index 3 is out of bounds for dimension 1 with size 3");
}

static void huge_sizes_overflow_is_an_error(void **state) {
    (void)state;
    sl_layout l;
    sl_error err;
    int64_t sizes[] = {INT64_C(1) << 32, INT64_C(1) << 32};
    assert_int_equal(sl_layout_init_contiguous(&l, sizes, 2, 4, &err), SL_ERR_OVERFLOW);
    int64_t s2[] = {3}, st2[] = {INT64_MAX / 2 + 1};
    assert_int_equal(sl_layout_init(&l, s2, st2, 1, 0, 4, NULL), SL_OK);
    int64_t lo, hi;
    bool empty;
    assert_int_equal(sl_layout_span(&l, &lo, &hi, &empty, &err), SL_ERR_OVERFLOW);
    int64_t numel;
    int64_t s3[] = {INT64_C(1) << 40, INT64_C(1) << 40, 0}, st3[] = {0, 0, 0};
    assert_int_equal(sl_layout_init(&l, s3, st3, 3, 0, 4, NULL), SL_OK);
    assert_int_equal(sl_layout_numel(&l, &numel, NULL), SL_OK);
    assert_int_equal(numel, 0);
}

static void too_many_dims_are_refused(void **state) {
    (void)state;
    sl_layout l;
    int64_t sizes[SL_MAX_DIMS + 1] = {0};
    assert_int_equal(sl_layout_init_contiguous(&l, sizes, SL_MAX_DIMS + 1, 4, NULL),
                     SL_ERR_LIMIT);
    assert_int_equal(sl_layout_init_contiguous(&l, sizes, SL_MAX_DIMS, 4, NULL), SL_OK);
}

/* The span equals the min/max over a full enumeration of every index. */
static void span_matches_enumeration(void **state) {
    (void)state;
    uint64_t rng = 12345;
    for (int iter = 0; iter < 3000; iter++) {
        sl_layout l;
        int32_t nd = (int32_t)ts_rand_range(&rng, 0, 4);
        int64_t sizes[4], strides[4];
        for (int d = 0; d < nd; d++) {
            sizes[d] = ts_rand_range(&rng, 0, 4);
            strides[d] = ts_rand_range(&rng, -6, 6);
        }
        int64_t off = ts_rand_range(&rng, 0, 50);
        assert_int_equal(sl_layout_init(&l, sizes, strides, nd, off, 2, NULL), SL_OK);
        int64_t numel;
        assert_int_equal(sl_layout_numel(&l, &numel, NULL), SL_OK);
        int64_t lo = INT64_MAX, hi = INT64_MIN, idx[4] = {0};
        for (int64_t k = 0; k < numel; k++) {
            int64_t rem = k, e;
            for (int d = nd - 1; d >= 0; d--) {
                idx[d] = rem % sizes[d];
                rem /= sizes[d];
            }
            assert_int_equal(sl_layout_element_offset(&l, idx, &e, NULL), SL_OK);
            if (e < lo) lo = e;
            if (e > hi) hi = e;
        }
        int64_t slo, shi;
        bool empty;
        assert_int_equal(sl_layout_span(&l, &slo, &shi, &empty, NULL), SL_OK);
        assert_int_equal(empty, numel == 0);
        if (numel) {
            assert_int_equal(slo, lo);
            assert_int_equal(shi, hi);
        }
        sl_bview b;
        int64_t blo, bend;
        assert_int_equal(sl_layout_to_bview(&l, &b, NULL), SL_OK);
        assert_int_equal(sl_bview_span(&b, &blo, &bend, &empty, NULL), SL_OK);
        if (numel) {
            assert_int_equal(blo, lo * 2);
            assert_int_equal(bend, hi * 2 + 2);
        }
    }
}

static void dtype_names_and_sizes(void **state) {
    (void)state;
    sl_dtype dt;
    assert_int_equal(sl_dtype_parse("torch.float32", false, &dt), SL_OK);
    assert_int_equal(dt, SL_FLOAT32);
    assert_int_equal(sl_dtype_parse("float", false, &dt), SL_OK);
    assert_int_equal(dt, SL_FLOAT32);
    assert_int_equal(sl_dtype_parse("np.float64", true, &dt), SL_OK);
    assert_int_equal(dt, SL_FLOAT64);
    assert_int_equal(sl_dtype_parse("bfloat16", true, &dt), SL_ERR_ARG);
    assert_int_equal(sl_dtype_itemsize(SL_COMPLEX64), 8);
    assert_int_equal(sl_dtype_itemsize(SL_BFLOAT16), 2);
    assert_string_equal(sl_dtype_torch_legacy_name(SL_FLOAT32), "torch.FloatTensor");
}

static void tuple_formatting_matches_python(void **state) {
    (void)state;
    char buf[64];
    int64_t v[] = {4, 2};
    sl_format_tuple(buf, sizeof buf, v, 1);
    assert_string_equal(buf, "(4,)");
    sl_format_tuple(buf, sizeof buf, v, 0);
    assert_string_equal(buf, "()");
    sl_format_list(buf, sizeof buf, v, 2);
    assert_string_equal(buf, "[4, 2]");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(contiguous_strides_count_size_zero_as_one),
        cmocka_unit_test(first_lesson_address_is_53),
        cmocka_unit_test(index_out_of_bounds_is_index_error),
        cmocka_unit_test(huge_sizes_overflow_is_an_error),
        cmocka_unit_test(too_many_dims_are_refused),
        cmocka_unit_test(span_matches_enumeration),
        cmocka_unit_test(dtype_names_and_sizes),
        cmocka_unit_test(tuple_formatting_matches_python),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
