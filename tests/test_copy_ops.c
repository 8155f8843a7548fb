/* test_copy_ops.c — the copying ops end to end: layouts decided by the torch and numpy
 * modules (contiguous, clone, channels-last, flip, copying reshape, ascontiguousarray,
 * asfortranarray, a copying numpy reshape), bytes moved by the copy module, and every
 * element checked by index against the source. */
#include "test_support.h"

#include <stdlib.h>
#include <string.h>

/* Byte offset of index `idx` in a byte view. */
static int64_t byte_at(const sl_bview *v, const int64_t *idx) {
    int64_t off = v->offset_bytes;
    for (int32_t k = 0; k < v->ndim; k++) off += idx[k] * v->stride_bytes[k];
    return off;
}

/* Advance a row-major index over `size`; false when done. */
static bool next_index(int64_t *idx, const int64_t *size, int32_t n) {
    for (int32_t k = n - 1; k >= 0; k--) {
        if (++idx[k] < size[k]) return true;
        idx[k] = 0;
    }
    return false;
}

static bool any_zero(const int64_t *size, int32_t n) {
    for (int32_t k = 0; k < n; k++)
        if (size[k] == 0) return true;
    return false;
}

/* Fill a storage with a byte pattern no two nearby elements share. */
static char *patterned(int64_t bytes) {
    char *p = malloc((size_t)(bytes > 0 ? bytes : 1));
    for (int64_t i = 0; i < bytes; i++) p[i] = (char)((i * 131 + (i >> 8) * 7) & 0xFF);
    return p;
}

/* out[idx] == src[map(idx)] for every idx of out's shape; map flips the listed dims. */
static void check_by_index(const char *out, const sl_bview *ov, const char *src,
                           const sl_bview *sv, const bool *flipped) {
    assert_int_equal(ov->ndim, sv->ndim);
    if (any_zero(ov->size, ov->ndim)) return;
    int64_t idx[SL_MAX_DIMS] = {0}, sidx[SL_MAX_DIMS];
    do {
        for (int32_t k = 0; k < ov->ndim; k++)
            sidx[k] = flipped && flipped[k] ? ov->size[k] - 1 - idx[k] : idx[k];
        if (memcmp(out + byte_at(ov, idx), src + byte_at(sv, sidx), (size_t)ov->width_bytes))
            fail_msg("element mismatch");
    } while (next_index(idx, ov->size, ov->ndim));
}

static void tensor_bview(const sl_tensor *t, sl_bview *v) {
    assert_int_equal(sl_layout_to_bview(&t->layout, v, NULL), SL_OK);
}

/* Materialize `view` (a view of `base`'s storage) into `out`, a fresh tensor. */
static void copy_and_check(const sl_tensor *base, const sl_tensor *view, const sl_tensor *out,
                           const bool *flipped, const int64_t *flip_dims, int32_t nflip) {
    char *src = patterned(base->storage_bytes);
    char *dst = calloc(1, (size_t)(out->storage_bytes > 0 ? out->storage_bytes : 1));
    sl_error err;
    int rc = flip_dims ? sl_copy_flip(dst, out, src, view, flip_dims, nflip, NULL, &err)
                       : sl_copy_tensor(dst, out, src, view, NULL, &err);
    if (rc != SL_OK) fail_msg("copy failed: %s", err.message);
    sl_bview ov, sv;
    tensor_bview(out, &ov);
    tensor_bview(view, &sv);
    check_by_index(dst, &ov, src, &sv, flipped);
    free(src);
    free(dst);
}

static void torch_contiguous_of_a_transpose(void **state) {
    (void)state;
    sl_tensor x, t, out;
    int64_t sz[] = {2, 3, 4};
    assert_int_equal(sl_torch_empty(sz, 3, SL_FLOAT32, &x, NULL), SL_OK);
    assert_int_equal(sl_torch_transpose(&x, 0, 2, &t, NULL), SL_OK);
    assert_int_equal(sl_torch_contiguous(&t, SL_MF_CONTIGUOUS, &out, NULL), SL_OK);
    assert_int_equal(out.alias, SL_ALIAS_NEW);
    copy_and_check(&x, &t, &out, NULL, NULL, 0);
}

static void torch_clone_preserves_a_permutation(void **state) {
    (void)state;
    sl_tensor x, p, out;
    int64_t sz[] = {3, 4, 5}, perm[] = {2, 0, 1};
    assert_int_equal(sl_torch_empty(sz, 3, SL_FLOAT64, &x, NULL), SL_OK);
    assert_int_equal(sl_torch_permute(&x, perm, 3, &p, NULL), SL_OK);
    assert_int_equal(sl_torch_clone(&p, SL_MF_PRESERVE, &out, NULL), SL_OK);
    copy_and_check(&x, &p, &out, NULL, NULL, 0);
    /* and a non-dense source: every other column of a (6, 8) int16 matrix */
    sl_tensor m, s;
    int64_t msz[] = {6, 8}, start = 0;
    assert_int_equal(sl_torch_empty(msz, 2, SL_INT16, &m, NULL), SL_OK);
    assert_int_equal(sl_torch_slice(&m, 1, &start, NULL, 2, &s, NULL), SL_OK);
    assert_int_equal(sl_torch_clone(&s, SL_MF_PRESERVE, &out, NULL), SL_OK);
    copy_and_check(&m, &s, &out, NULL, NULL, 0);
}

static void torch_channels_last_contiguous(void **state) {
    (void)state;
    sl_tensor x, out;
    int64_t sz[] = {2, 3, 4, 5};
    assert_int_equal(sl_torch_empty(sz, 4, SL_COMPLEX64, &x, NULL), SL_OK);
    assert_int_equal(sl_torch_contiguous(&x, SL_MF_CHANNELS_LAST, &out, NULL), SL_OK);
    assert_int_equal(out.alias, SL_ALIAS_NEW);
    copy_and_check(&x, &x, &out, NULL, NULL, 0);
}

static void torch_flip_of_two_dims(void **state) {
    (void)state;
    sl_tensor x, t, out;
    int64_t sz[] = {3, 4, 5}, dims[] = {0, -1};
    assert_int_equal(sl_torch_empty(sz, 3, SL_INT32, &x, NULL), SL_OK);
    assert_int_equal(sl_torch_transpose(&x, 0, 1, &t, NULL), SL_OK); /* (4, 3, 5) */
    assert_int_equal(sl_torch_flip(&t, dims, 2, &out, NULL), SL_OK);
    bool flipped[3] = {true, false, true};
    copy_and_check(&x, &t, &out, flipped, dims, 2);
}

static void torch_copying_reshape_keeps_row_major_order(void **state) {
    (void)state;
    sl_tensor x, t, out;
    int64_t sz[] = {4, 6}, nsz[] = {3, 8};
    assert_int_equal(sl_torch_empty(sz, 2, SL_FLOAT32, &x, NULL), SL_OK);
    assert_int_equal(sl_torch_t(&x, &t, NULL), SL_OK); /* (6, 4), not viewable as (3, 8) */
    assert_int_equal(sl_torch_reshape(&t, nsz, 2, &out, NULL), SL_OK);
    assert_int_equal(out.alias, SL_ALIAS_NEW);
    char *src = patterned(x.storage_bytes), *dst = calloc(1, (size_t)out.storage_bytes);
    assert_int_equal(sl_copy_tensor(dst, &out, src, &t, NULL, NULL), SL_OK);
    /* the k-th element of out in row-major order is the k-th element of t */
    sl_bview ov, tv;
    tensor_bview(&out, &ov);
    tensor_bview(&t, &tv);
    int64_t oi[SL_MAX_DIMS] = {0}, ti[SL_MAX_DIMS] = {0};
    do {
        assert_memory_equal(dst + byte_at(&ov, oi), src + byte_at(&tv, ti), 4);
        next_index(ti, tv.size, tv.ndim);
    } while (next_index(oi, ov.size, ov.ndim));
    free(src);
    free(dst);
}

static void array_bview(const sl_array *a, sl_bview *v) {
    memset(v, 0, sizeof *v);
    v->ndim = a->ndim;
    v->width_bytes = a->itemsize;
    v->offset_bytes = a->offset_bytes;
    for (int32_t k = 0; k < a->ndim; k++) {
        v->size[k] = a->shape[k];
        v->stride_bytes[k] = a->strides[k];
    }
}

static void np_copy_and_check(const sl_array *base, const sl_array *view, const sl_array *out) {
    char *src = patterned(base->buffer_bytes);
    char *dst = calloc(1, (size_t)(out->buffer_bytes > 0 ? out->buffer_bytes : 1));
    sl_error err;
    if (sl_copy_array(dst, out, src, view, NULL, &err) != SL_OK)
        fail_msg("copy failed: %s", err.message);
    sl_bview ov, sv;
    array_bview(out, &ov);
    array_bview(view, &sv);
    check_by_index(dst, &ov, src, &sv, NULL);
    free(src);
    free(dst);
}

static void numpy_ascontiguous_and_asfortran_of_reversed_slices(void **state) {
    (void)state;
    sl_array a, v, c, f;
    int64_t shape[] = {5, 6, 7};
    assert_int_equal(sl_np_empty(shape, 3, SL_INT16, 'C', &a, NULL), SL_OK);
    /* a[::-1, ::2, 1:] */
    sl_index_item items[3];
    memset(items, 0, sizeof items);
    items[0].kind = items[1].kind = items[2].kind = SL_IDX_SLICE;
    items[0].has_step = true, items[0].step = -1;
    items[1].has_step = true, items[1].step = 2;
    items[2].has_start = true, items[2].start = 1;
    assert_int_equal(sl_np_index(&a, items, 3, &v, NULL), SL_OK);
    assert_int_equal(sl_np_ascontiguousarray(&v, &c, NULL), SL_OK);
    assert_int_not_equal(c.alias, SL_ALIAS_SAME);
    np_copy_and_check(&a, &v, &c);
    assert_int_equal(sl_np_asfortranarray(&v, &f, NULL), SL_OK);
    assert_int_not_equal(f.alias, SL_ALIAS_SAME);
    np_copy_and_check(&a, &v, &f);
}

static void numpy_copying_reshape_fills_its_hidden_owner(void **state) {
    (void)state;
    sl_array a, t, r, hidden;
    int64_t shape[] = {4, 6}, nshape[] = {8, 3};
    assert_int_equal(sl_np_empty(shape, 2, SL_FLOAT64, 'C', &a, NULL), SL_OK);
    assert_int_equal(sl_np_transpose(&a, NULL, 0, &t, NULL), SL_OK);
    assert_int_equal(sl_np_reshape(&t, nshape, 2, 'C', &r, &hidden, NULL), SL_OK);
    /* values: hidden[i] = t[i] by index; the result is a view of hidden */
    np_copy_and_check(&a, &t, &hidden);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(torch_contiguous_of_a_transpose),
        cmocka_unit_test(torch_clone_preserves_a_permutation),
        cmocka_unit_test(torch_channels_last_contiguous),
        cmocka_unit_test(torch_flip_of_two_dims),
        cmocka_unit_test(torch_copying_reshape_keeps_row_major_order),
        cmocka_unit_test(numpy_ascontiguous_and_asfortran_of_reversed_slices),
        cmocka_unit_test(numpy_copying_reshape_fills_its_hidden_owner),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
