/* test_ref.c — the reference profiles: their table, parsing by name, and that every
 * record an op makes keeps the profile of its input (views copy it, fresh tensors and
 * arrays made from an input take it, constructors give the default or the one passed). */
#include "test_support.h"

#include <math.h>
#include <string.h>

static void test_table_and_parse(void **state) {
    (void)state;
    const sl_ref_info *l = sl_ref_get(SL_REF_LESSONS), *d = sl_ref_get(SL_REF_DEBIAN12);
    assert_non_null(l);
    assert_non_null(d);
    assert_string_equal(l->name, "lessons");
    assert_string_equal(l->torch_version, "2.2.2");
    assert_string_equal(l->numpy_version, "2.2.6");
    assert_string_equal(d->name, "debian12");
    assert_string_equal(d->torch_version, "1.13");
    assert_string_equal(d->numpy_version, "1.24");
    assert_null(sl_ref_get(SL_REF_COUNT));
    assert_int_equal(SL_REF_DEFAULT, SL_REF_LESSONS);
    sl_ref r = SL_REF_COUNT;
    sl_error e;
    assert_int_equal(sl_ref_parse("debian12", &r, &e), SL_OK);
    assert_int_equal(r, SL_REF_DEBIAN12);
    assert_int_equal(sl_ref_parse("lessons", &r, &e), SL_OK);
    assert_int_equal(r, SL_REF_LESSONS);
    assert_int_not_equal(sl_ref_parse("torch1.13", &r, &e), SL_OK);
    assert_string_equal(e.message, "unknown reference profile 'torch1.13' (known: lessons, debian12)");
}

static void test_torch_ops_keep_the_profile(void **state) {
    (void)state;
    sl_tensor x, y, z;
    sl_error e;
    int64_t sizes[] = {2, 3, 4};
    assert_int_equal(sl_torch_empty(sizes, 3, SL_FLOAT32, &x, &e), SL_OK);
    assert_int_equal(x.ref, SL_REF_DEFAULT);
    x.ref = SL_REF_DEBIAN12;
    assert_int_equal(sl_torch_transpose(&x, 0, 2, &y, &e), SL_OK);
    assert_int_equal(y.ref, SL_REF_DEBIAN12);
    assert_int_equal(sl_torch_reshape(&y, (int64_t[]){24}, 1, &z, &e), SL_OK); /* copies */
    assert_int_equal(z.alias, SL_ALIAS_NEW);
    assert_int_equal(z.ref, SL_REF_DEBIAN12);
    assert_int_equal(sl_torch_contiguous(&y, SL_MF_CONTIGUOUS, &z, &e), SL_OK);
    assert_int_equal(z.ref, SL_REF_DEBIAN12);
    assert_int_equal(sl_torch_clone(&y, SL_MF_PRESERVE, &z, &e), SL_OK);
    assert_int_equal(z.ref, SL_REF_DEBIAN12);
    assert_int_equal(sl_torch_flip(&y, (int64_t[]){0}, 1, &z, &e), SL_OK);
    assert_int_equal(z.ref, SL_REF_DEBIAN12);
    assert_int_equal(sl_torch_select(&x, 1, 2, &z, &e), SL_OK);
    assert_int_equal(z.ref, SL_REF_DEBIAN12);
    assert_int_equal(sl_torch_expand(&z, (int64_t[]){5, 2, 4}, 3, &y, &e), SL_OK);
    assert_int_equal(y.ref, SL_REF_DEBIAN12);
}

static void test_numpy_ops_keep_the_profile(void **state) {
    (void)state;
    sl_array a, b, c;
    sl_error e;
    int64_t shape[] = {2, 3, 4};
    assert_int_equal(sl_np_empty(shape, 3, SL_FLOAT64, 'C', &a, &e), SL_OK);
    assert_int_equal(a.ref, SL_REF_DEFAULT);
    a.ref = SL_REF_DEBIAN12;
    assert_int_equal(sl_np_transpose(&a, NULL, 0, &b, &e), SL_OK);
    assert_int_equal(b.ref, SL_REF_DEBIAN12);
    sl_array hidden;
    assert_int_equal(sl_np_reshape(&b, (int64_t[]){24}, 1, 'C', &c, &hidden, &e), SL_OK); /* copies */
    assert_int_equal(c.base, SL_NP_BASE_HIDDEN); /* a view of a hidden fresh owner */
    assert_int_equal(c.ref, SL_REF_DEBIAN12);
    assert_int_equal(hidden.ref, SL_REF_DEBIAN12);
    assert_int_equal(sl_np_copy(&b, 'K', &c, &e), SL_OK);
    assert_int_equal(c.ref, SL_REF_DEBIAN12);
    assert_int_equal(sl_np_flatten(&b, 'C', &c, &hidden, &e), SL_OK);
    assert_int_equal(c.ref, SL_REF_DEBIAN12);
}

/* np.broadcast_arrays: numpy 1.24 broadcasts every input once any needs it; numpy 2 returns
 * each input that already has the result's shape itself */
static void test_broadcast_arrays_by_profile(void **state) {
    (void)state;
    sl_error e;
    for (int k = 0; k < 2; k++) {
        sl_ref ref = k ? SL_REF_DEBIAN12 : SL_REF_LESSONS;
        sl_array in[2], out[2];
        assert_int_equal(sl_np_empty((int64_t[]){2}, 1, SL_INT32, 'C', &in[0], &e), SL_OK);
        assert_int_equal(sl_np_empty((int64_t[]){2, 1, 2}, 3, SL_FLOAT64, 'C', &in[1], &e), SL_OK);
        in[0].ref = in[1].ref = ref;
        assert_int_equal(sl_np_broadcast_arrays(in, 2, out, &e), SL_OK);
        assert_int_equal(out[0].alias, SL_ALIAS_VIEW);
        ts_assert_i64s(out[0].strides, (int64_t[]){0, 0, 4}, 3, "strides of the broadcast (2,)");
        assert_int_equal(out[1].alias, ref == SL_REF_LESSONS ? SL_ALIAS_SAME : SL_ALIAS_VIEW);
        ts_assert_i64s(out[1].strides, ref == SL_REF_LESSONS ? (int64_t[]){16, 16, 8} : (int64_t[]){16, 0, 8}, 3,
                       "strides of the (2, 1, 2) input");
        assert_int_equal(out[1].ref, ref);
    }
}

/* numpy's dimension limit follows the record's profile: numpy 1.24's 32, numpy 2's 64 */
static void test_numpy_dimension_limit_by_profile(void **state) {
    (void)state;
    sl_error e;
    int64_t ones[65];
    for (int i = 0; i < 65; i++) ones[i] = 1;
    sl_array a, b;
    assert_int_equal(sl_np_max_dims(SL_REF_DEBIAN12), 32);
    assert_int_equal(sl_np_max_dims(SL_REF_LESSONS), 64);
    assert_int_not_equal(sl_np_empty_ref(ones, 33, SL_FLOAT64, 'C', SL_REF_DEBIAN12, &a, &e), SL_OK);
    assert_string_equal(e.message, "maximum supported dimension for an ndarray is 32, found 33");
    assert_int_not_equal(sl_np_empty(ones, 33, SL_FLOAT64, 'C', &a, &e), SL_OK); /* no profile: 1.24's */
    assert_int_equal(sl_np_empty_ref(ones, 64, SL_FLOAT64, 'C', SL_REF_LESSONS, &a, &e), SL_OK);
    assert_int_equal(a.ref, SL_REF_LESSONS);
    assert_int_equal(sl_np_transpose(&a, NULL, 0, &b, &e), SL_OK);
    assert_int_equal(b.ndim, 64);
    assert_int_not_equal(sl_np_reshape(&a, ones, 65, 'C', &b, NULL, &e), SL_OK);
    assert_string_equal(e.message, "maximum supported dimension for an ndarray is currently 64, found 65");
    assert_int_equal(sl_np_empty_ref(ones, 32, SL_FLOAT64, 'C', SL_REF_DEBIAN12, &a, &e), SL_OK);
    assert_int_not_equal(sl_np_reshape(&a, ones, 33, 'C', &b, NULL, &e), SL_OK);
    assert_string_equal(e.message, "maximum supported dimension for an ndarray is 32, found 33");
}

/* Constructors with a profile: empty_strided, frombuffer and arange give the same layouts
 * and errors under both (checked on torch 1.13 / 2.2.2 and numpy 1.24 / 2.2.6); the record
 * carries the profile, so the ops that follow apply its rules. */
static void test_torch_empty_strided_by_profile(void **state) {
    (void)state;
    sl_error e;
    sl_tensor t, v;
    int64_t sizes[] = {2, 3}, strides[] = {3, 1};
    for (int k = 0; k < 2; k++) {
        sl_ref ref = k ? SL_REF_DEBIAN12 : SL_REF_LESSONS;
        assert_int_equal(sl_torch_empty_strided_ref(sizes, 2, strides, 2, SL_FLOAT32, ref, &t, &e), SL_OK);
        assert_int_equal(t.ref, ref);
        ts_assert_i64s(t.layout.stride, strides, 2, "strides");
        assert_int_equal(t.storage_bytes, 24);
        /* a survivor negative stride is replaced alike; mismatched lengths and overflow alike */
        assert_int_equal(sl_torch_empty_strided_ref((int64_t[]){1, 3}, 2, (int64_t[]){-5, 1}, 2, SL_FLOAT32, ref, &v,
                                                    &e), SL_OK);
        ts_assert_i64s(v.layout.stride, (int64_t[]){3, 1}, 2, "replaced stride");
        assert_int_not_equal(sl_torch_empty_strided_ref(sizes, 2, strides, 1, SL_FLOAT32, ref, &v, &e), SL_OK);
        assert_string_equal(e.message, "dimensionality of sizes (2) must match dimensionality of strides (1)");
        assert_int_not_equal(sl_torch_empty_strided_ref(sizes, 2, (int64_t[]){-1, 1}, 2, SL_FLOAT32, ref, &v, &e),
                             SL_OK);
        assert_string_equal(e.message, "Storage size calculation overflowed with sizes=[2, 3] and strides=[-1, 1]");
        /* narrow(0, -3, 1): torch 1.13 wraps start as a dim of size 2, torch 2.2 checks [-2, 2] */
        assert_int_not_equal(sl_torch_narrow(&t, 0, -3, 1, &v, &e), SL_OK);
        assert_string_equal(e.message, ref == SL_REF_LESSONS
                                           ? "start out of range (expected to be in range of [-2, 2], but got -3)"
                                           : "Dimension out of range (expected to be in range of [-2, 1], but got -3)");
    }
    assert_int_not_equal(sl_torch_empty_strided_ref(sizes, 2, strides, 2, SL_FLOAT32, SL_REF_COUNT, &t, &e), SL_OK);
    assert_int_equal(sl_torch_empty_strided(sizes, 2, strides, 2, SL_FLOAT32, &t, &e), SL_OK);
    assert_int_equal(t.ref, SL_REF_DEFAULT);
}

static void test_numpy_arange_frombuffer_by_profile(void **state) {
    (void)state;
    sl_error e;
    int64_t ones[40];
    for (int i = 0; i < 40; i++) ones[i] = 1;
    for (int k = 0; k < 2; k++) {
        sl_ref ref = k ? SL_REF_DEBIAN12 : SL_REF_LESSONS;
        sl_array a[3], b;
        assert_int_equal(sl_np_arange_i64_ref(0, 1, 1, SL_INT64, ref, &a[0], &e), SL_OK);
        assert_int_equal(sl_np_arange_f64_ref(0.5, 1.0, 1.0, SL_FLOAT64, ref, &a[1], &e), SL_OK);
        assert_int_equal(sl_np_frombuffer_ref(8, false, SL_INT64, -1, 0, ref, &a[2], &e), SL_OK);
        for (int j = 0; j < 3; j++) {
            assert_int_equal(a[j].ref, ref);
            assert_int_equal(a[j].shape[0], 1);
            /* one element reshaped to 40 dims: numpy 2 allows 64, numpy 1.24 32 */
            int rc = sl_np_reshape(&a[j], ones, 40, 'C', &b, NULL, &e);
            if (ref == SL_REF_LESSONS) assert_int_equal(rc, SL_OK);
            else assert_string_equal(e.message, "maximum supported dimension for an ndarray is 32, found 40");
        }
        assert_int_not_equal(sl_np_arange_i64_ref(0, 5, 0, SL_INT64, ref, &b, &e), SL_OK);
        assert_string_equal(e.message, "division by zero");
        assert_int_not_equal(sl_np_arange_f64_ref(0, NAN, 1, SL_FLOAT64, ref, &b, &e), SL_OK);
        assert_string_equal(e.message, "arange: cannot compute length");
        assert_int_not_equal(sl_np_frombuffer_ref(7, false, SL_INT32, -1, 0, ref, &b, &e), SL_OK);
        assert_string_equal(e.message, "buffer size must be a multiple of element size");
    }
    sl_array c;
    assert_int_not_equal(sl_np_frombuffer_ref(8, false, SL_INT32, -1, 0, SL_REF_COUNT, &c, &e), SL_OK);
    assert_int_equal(sl_np_arange_i64(0, 3, 1, SL_INT64, &c, &e), SL_OK);
    assert_int_equal(c.ref, SL_REF_DEFAULT);
    assert_int_equal(sl_np_frombuffer(8, true, SL_INT32, -1, 0, &c, &e), SL_OK);
    assert_int_equal(c.ref, SL_REF_DEFAULT);
}

/* the traceback's class names follow the run's numpy: numpy 1.26.4 beside torch under lessons */
static void test_run_traceback_names(void **state) {
    (void)state;
    const char *with = "import torch\nimport numpy as np\n", *without = "import numpy as np\n";
    assert_string_equal(sl_run_traceback_name(SL_REF_LESSONS, without, strlen(without), "UFuncTypeError"),
                        "numpy._core._exceptions._UFuncOutputCastingError");
    assert_string_equal(sl_run_traceback_name(SL_REF_LESSONS, with, strlen(with), "UFuncTypeError"),
                        "numpy.core._exceptions._UFuncOutputCastingError");
    assert_string_equal(sl_run_traceback_name(SL_REF_DEBIAN12, without, strlen(without), "UFuncTypeError"),
                        "numpy.core._exceptions._UFuncOutputCastingError");
    assert_string_equal(sl_run_traceback_name(SL_REF_LESSONS, with, strlen(with), "AxisError"),
                        "numpy.exceptions.AxisError");
    assert_string_equal(sl_run_traceback_name(SL_REF_DEBIAN12, with, strlen(with), "AxisError"), "numpy.AxisError");
    assert_string_equal(sl_run_traceback_name(SL_REF_LESSONS, with, strlen(with), "ValueError"), "ValueError");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table_and_parse),
        cmocka_unit_test(test_torch_ops_keep_the_profile),
        cmocka_unit_test(test_numpy_ops_keep_the_profile),
        cmocka_unit_test(test_broadcast_arrays_by_profile),
        cmocka_unit_test(test_numpy_dimension_limit_by_profile),
        cmocka_unit_test(test_torch_empty_strided_by_profile),
        cmocka_unit_test(test_numpy_arange_frombuffer_by_profile),
        cmocka_unit_test(test_run_traceback_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
