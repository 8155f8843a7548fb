/* test_whois.c — the address map both ways: addr's arithmetic and torch's index errors;
 * whois against full enumeration on random small views (negative and zero strides,
 * mixed widths, byte and element mode), exact counts with short lists, and views far
 * too large to walk. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void addr_writes_the_lesson_sum_out(void **state) {
    (void)state;
    sl_layout l;
    int64_t sizes[] = {8, 4, 2}, strides[] = {1, 8, 32}, idx[] = {5, 2, 1};
    assert_int_equal(sl_layout_init(&l, sizes, strides, 3, 0, 4, NULL), SL_OK);
    int64_t w[3], terms[3], elem, byte;
    assert_int_equal(sl_addr(&l, idx, 3, w, terms, &elem, &byte, NULL), SL_OK);
    assert_int_equal(elem, 53);
    assert_int_equal(byte, 212);
    char buf[256];
    sl_addr_format(&l, w, elem, byte, buf, sizeof buf);
    assert_string_equal(buf, "0 + 5\xc3\x97" "1 + 2\xc3\x97" "8 + 1\xc3\x97" "32 = 53 \xe2\x86\x92 byte 212");
}

static void addr_uses_torch_index_errors(void **state) {
    (void)state;
    sl_layout l;
    sl_error err;
    int64_t sizes[] = {2, 3, 4};
    sl_layout_init_contiguous(&l, sizes, 3, 4, NULL);
    int64_t too_many[] = {0, 0, 0, 0}, elem;
    assert_int_equal(sl_addr(&l, too_many, 4, NULL, NULL, &elem, NULL, &err), SL_ERR_PY);
    assert_string_equal(err.type, "IndexError");
    assert_string_equal(err.message, "too many indices for tensor of dimension 3");
    int64_t bad[] = {0, -4, 0};
    assert_int_equal(sl_addr(&l, bad, 3, NULL, NULL, &elem, NULL, &err), SL_ERR_PY);
    assert_string_equal(err.message, "index -4 is out of bounds for dimension 1 with size 3");
    int64_t neg[] = {-1, -1, -1}, w[3];
    assert_int_equal(sl_addr(&l, neg, 3, w, NULL, &elem, NULL, &err), SL_OK);
    assert_int_equal(elem, 23);
}

static sl_bview random_view(uint64_t *rng) {
    sl_bview v;
    memset(&v, 0, sizeof v);
    v.ndim = (int32_t)ts_rand_range(rng, 0, 4);
    static const int64_t widths[] = {1, 2, 4, 8, 3};
    v.width_bytes = widths[ts_rand_range(rng, 0, 4)];
    for (int d = 0; d < v.ndim; d++) {
        v.size[d] = ts_rand_range(rng, 0, 30) == 0 ? 0 : ts_rand_range(rng, 1, 5);
        v.stride_bytes[d] = ts_rand_range(rng, -9, 9);
    }
    v.offset_bytes = ts_rand_range(rng, 0, 60);
    return v;
}

/* every tuple owning `byte`, by walking the whole view, in row-major order */
static int64_t brute(const sl_bview *v, int64_t byte, int64_t *out) {
    int64_t idx[SL_MAX_DIMS] = {0}, n = 0;
    for (int d = 0; d < v->ndim; d++)
        if (v->size[d] == 0) return 0;
    for (;;) {
        int64_t a = v->offset_bytes;
        for (int d = 0; d < v->ndim; d++) a += idx[d] * v->stride_bytes[d];
        if (a <= byte && byte < a + v->width_bytes) {
            memcpy(out + n * v->ndim, idx, sizeof(int64_t) * (size_t)v->ndim);
            n++;
        }
        int d = v->ndim - 1;
        for (; d >= 0; d--) {
            if (++idx[d] < v->size[d]) break;
            idx[d] = 0;
        }
        if (d < 0) return n;
    }
}

static void whois_matches_full_enumeration(void **state) {
    (void)state;
    uint64_t rng = 99;
    int64_t want[1024 * 4], got[1024 * 4];
    int64_t cases = 0, hits = 0;
    for (int it = 0; it < 20000; it++) {
        sl_bview v = random_view(&rng);
        for (int64_t byte = v.offset_bytes - 40; byte < v.offset_bytes + 40; byte += 3) {
            int64_t n = brute(&v, byte, want), count = -1;
            assert_int_equal(sl_whois_byte(&v, byte, got, 1024, &count, -1, NULL), SL_OK);
            if (count != n)
                fail_msg("case %d byte %lld: count %lld want %lld", it, (long long)byte,
                         (long long)count, (long long)n);
            ts_assert_i64s(got, want, (int)(n * v.ndim), "tuples");
            cases++;
            hits += n > 0;
        }
    }
    print_message("whois checked %lld addresses (%lld reached)\n", (long long)cases,
                  (long long)hits);
    assert_true(hits > cases / 10);
}

static void whois_element_mode_and_short_lists(void **state) {
    (void)state;
    /* the seed's sliding window: as_strided (4, 3), strides (1, 1) over 6 elements */
    sl_layout l;
    int64_t sizes[] = {4, 3}, strides[] = {1, 1};
    sl_layout_init(&l, sizes, strides, 2, 0, 4, NULL);
    int64_t out[2 * 2], count;
    assert_int_equal(sl_whois_element(&l, 2, out, 2, &count, -1, NULL), SL_OK);
    assert_int_equal(count, 3); /* (0,2), (1,1), (2,0) — list cut at 2, count exact */
    int64_t all[3 * 2];
    assert_int_equal(sl_whois_element(&l, 2, all, 3, &count, -1, NULL), SL_OK);
    int64_t want[] = {0, 2, 1, 1, 2, 0};
    ts_assert_i64s(all, want, 6, "owners of element 2");
    /* a gap: x[:, ::2] of a (3, 4) tensor never reaches element 1 */
    int64_t s2[] = {3, 2}, st2[] = {4, 2};
    sl_layout_init(&l, s2, st2, 2, 0, 4, NULL);
    assert_int_equal(sl_whois_element(&l, 1, all, 3, &count, -1, NULL), SL_OK);
    assert_int_equal(count, 0);
}

static void whois_solves_views_too_large_to_walk(void **state) {
    (void)state;
    /* expand to (10^6, 10^6, 10^6): 10^18 tuples reach element 0; count is exact */
    sl_layout l;
    int64_t sizes[] = {1000000, 1000000, 1000000}, strides[] = {0, 0, 0};
    sl_layout_init(&l, sizes, strides, 3, 0, 4, NULL);
    int64_t out[3 * 4], count;
    assert_int_equal(sl_whois_element(&l, 0, out, 4, &count, 1000, NULL), SL_OK);
    assert_int_equal(count, INT64_C(1000000000000000000));
    /* 2^40 x 2^20 contiguous-ish view: exactly one tuple owns a far byte */
    int64_t s2[] = {INT64_C(1) << 40, INT64_C(1) << 20}, st2[] = {INT64_C(1) << 20, 1};
    sl_layout_init(&l, s2, st2, 2, 0, 1, NULL);
    int64_t target = (INT64_C(123456789) << 20) + 4321;
    assert_int_equal(sl_whois_element(&l, target, out, 4, &count, 1000, NULL), SL_OK);
    assert_int_equal(count, 1);
    assert_int_equal(out[0], 123456789);
    assert_int_equal(out[1], 4321);
}

/* issue 19 item 4: multiplicities of stride-0 dimensions no longer saturate at 2^60:
 * exact up to INT64_MAX, flagged beyond */
static void whois_counts_are_exact_up_to_int64_max(void **state) {
    (void)state;
    sl_layout l;
    int64_t sizes[64], strides[64], count;
    bool sat;
    for (int d = 0; d < 64; d++) {
        sizes[d] = 2;
        strides[d] = 0;
    }
    assert_int_equal(sl_layout_init(&l, sizes, strides, 62, 0, 4, NULL), SL_OK);
    assert_int_equal(sl_whois_element_ex(&l, 0, NULL, 0, &count, &sat, 1000, NULL), SL_OK);
    assert_int_equal(count, INT64_C(1) << 62);
    assert_false(sat);
    assert_int_equal(sl_layout_init(&l, sizes, strides, 63, 0, 4, NULL), SL_OK);
    assert_int_equal(sl_whois_element_ex(&l, 0, NULL, 0, &count, &sat, 1000, NULL), SL_OK);
    assert_int_equal(count, INT64_MAX); /* 2^63 = INT64_MAX + 1 */
    assert_true(sat);
    assert_int_equal(sl_layout_init(&l, sizes, strides, 64, 0, 4, NULL), SL_OK);
    assert_int_equal(sl_whois_element_ex(&l, 0, NULL, 0, &count, &sat, 1000, NULL), SL_OK);
    assert_true(sat);
    /* torch.zeros(1,1).expand(2**31, 2**31) */
    int64_t s2[] = {INT64_C(1) << 31, INT64_C(1) << 31}, st2[] = {0, 0};
    assert_int_equal(sl_layout_init(&l, s2, st2, 2, 0, 4, NULL), SL_OK);
    assert_int_equal(sl_whois_element_ex(&l, 0, NULL, 0, &count, &sat, 1000, NULL), SL_OK);
    assert_int_equal(count, INT64_C(1) << 62);
    /* zero strides times a two-variable progression: (2^31 zero) x 2^32 solutions */
    int64_t s3[] = {INT64_C(1) << 31, INT64_C(1) << 32, 2}, st3[] = {0, 1, 1};
    assert_int_equal(sl_layout_init(&l, s3, st3, 3, 0, 1, NULL), SL_OK);
    assert_int_equal(sl_whois_element_ex(&l, 1, NULL, 0, &count, &sat, 1000, NULL), SL_OK);
    assert_int_equal(count, INT64_C(1) << 32); /* 2^31 x 2 tuples (x, y) with x + y = 1 */
    assert_false(sat);
    /* the work limit is an error without a Python class (the CLI's LimitExceeded) */
    int64_t s4[] = {30, 30, 30}, st4[] = {900, 31, 29};
    sl_error err;
    assert_int_equal(sl_layout_init(&l, s4, st4, 3, 0, 1, NULL), SL_OK);
    assert_int_equal(sl_whois_element_ex(&l, 1000, NULL, 0, &count, &sat, 1, &err), SL_ERR_LIMIT);
    assert_string_equal(err.type, "");
}

/* sl_whois_report: the one answer and summary line of the CLI's whois and the page's
 * (issue 19 item 4 wording; the work limit is SL_ERR_LIMIT with whois's message) */
static void whois_report_tells_where_an_address_lies(void **state) {
    (void)state;
    sl_layout l;
    sl_whois_info w;
    sl_error err;
    int64_t out[16];
    int64_t s[] = {3, 2}, st[] = {4, 2};
    assert_int_equal(sl_layout_init(&l, s, st, 2, 0, 4, NULL), SL_OK);
    assert_int_equal(sl_whois_report(&l, -1, false, -1, out, 4, 1000, &w, &err), SL_OK);
    assert_string_equal(w.where, "outside_storage");
    assert_string_equal(w.summary, "element -1: outside the storage (it starts at element 0); no index reaches it");
    assert_int_equal(sl_whois_report(&l, -1, false, 100, out, 4, 1000, &w, &err), SL_OK);
    assert_string_equal(w.summary, "element 100: outside the view's reach (elements 0..10); no index reaches it");
    assert_int_equal(sl_whois_report(&l, 48, false, 12, out, 4, 1000, &w, &err), SL_OK); /* 12 elements */
    assert_string_equal(w.where, "outside_storage");
    assert_int_equal(w.storage, 12);
    assert_string_equal(w.summary, "element 12: outside the storage (elements 0..11); no index reaches it");
    assert_int_equal(sl_whois_report(&l, -1, false, 1, out, 4, 1000, &w, &err), SL_OK);
    assert_string_equal(w.summary, "element 1: no index reaches it (a gap in the view, inside its reach elements 0..10)");
    assert_int_equal(sl_whois_report(&l, -1, false, 6, out, 4, 1000, &w, &err), SL_OK);
    assert_string_equal(w.summary, "element 6: 1 index tuple");
    assert_int_equal(w.listed, 1);
    assert_int_equal(out[0], 1);
    assert_int_equal(out[1], 1);
    assert_int_equal(sl_whois_report(&l, -1, true, 27, out, 4, 1000, &w, &err), SL_OK); /* bytes */
    assert_string_equal(w.summary, "byte 27: 1 index tuple");
    assert_int_equal(sl_whois_report(&l, -1, true, 44, out, 4, 1000, &w, &err), SL_OK);
    assert_string_equal(w.summary, "byte 44: outside the view's reach (bytes 0..43); no index reaches it");
    /* overlapping: several tuples, the list cut at cap, the count exact */
    int64_t s2[] = {3, 5}, st2[] = {1, 0};
    assert_int_equal(sl_layout_init(&l, s2, st2, 2, 0, 4, NULL), SL_OK);
    assert_int_equal(sl_whois_report(&l, -1, false, 1, out, 2, 1000, &w, &err), SL_OK);
    assert_string_equal(w.summary, "element 1: 5 index tuples (the view overlaps itself here)");
    assert_int_equal(w.listed, 2);
    assert_int_equal(w.count, 5);
    /* beyond INT64_MAX */
    int64_t s3[64], st3[64];
    for (int d = 0; d < 64; d++) s3[d] = 2, st3[d] = 0;
    assert_int_equal(sl_layout_init(&l, s3, st3, 64, 0, 4, NULL), SL_OK);
    assert_int_equal(sl_whois_report(&l, -1, false, 0, NULL, 0, 1000, &w, &err), SL_OK);
    assert_true(w.saturated);
    assert_string_equal(w.summary, "element 0: more than 9223372036854775807 index tuples (a lower bound: the count is capped at 2^63 - 1; the view overlaps itself here)");
    /* the work bound */
    int64_t s4[] = {30, 30, 30}, st4[] = {900, 31, 29};
    assert_int_equal(sl_layout_init(&l, s4, st4, 3, 0, 1, NULL), SL_OK);
    assert_int_equal(sl_whois_report(&l, -1, false, 1000, out, 4, 1, &w, &err), SL_ERR_LIMIT);
    assert_string_equal(err.message, "whois: work budget of 1 solver step reached before the count was exact");
    assert_string_equal(sl_error_type_name(&err), "LimitExceeded");
    /* a byte view no element layout can hold: int16 elements from byte 1 (numpy's
     * np.arange(9, dtype=np.int8)[1:].view(np.int16)), the page's byte-unit drawing */
    sl_bview bv;
    memset(&bv, 0, sizeof bv);
    bv.ndim = 1;
    bv.width_bytes = 2;
    bv.offset_bytes = 1;
    bv.size[0] = 4;
    bv.stride_bytes[0] = 2;
    assert_int_equal(sl_whois_report_bytes(&bv, 9, 4, out, 4, 1000, &w, &err), SL_OK);
    assert_string_equal(w.summary, "byte 4: 1 index tuple");
    assert_int_equal(out[0], 1);
    assert_int_equal(sl_whois_report_bytes(&bv, 9, 0, out, 4, 1000, &w, &err), SL_OK);
    assert_string_equal(w.summary, "byte 0: outside the view's reach (bytes 1..8); no index reaches it");
    assert_int_equal(sl_whois_report_bytes(&bv, 9, 9, out, 4, 1000, &w, &err), SL_OK);
    assert_string_equal(w.summary, "byte 9: outside the storage (bytes 0..8); no index reaches it");
    /* an address past the storage's end that indices still reach (torch's
     * y.view(4, 6)[1:, ::2] after y's storage was resized to 10 elements): outside the
     * storage, with the tuples that would reach it */
    int64_t s5[] = {3, 3}, st5[] = {6, 2};
    assert_int_equal(sl_layout_init(&l, s5, st5, 2, 6, 4, NULL), SL_OK);
    assert_int_equal(sl_whois_report(&l, 40, false, 20, out, 4, 1000, &w, &err), SL_OK);
    assert_string_equal(w.where, "outside_storage");
    assert_int_equal(w.count, 1);
    assert_int_equal(out[0], 2);
    assert_int_equal(out[1], 1);
    assert_string_equal(w.summary, "element 20: outside the storage (elements 0..9), yet 1 index tuple "
                                   "would reach it: the view runs past its storage");
    assert_int_equal(sl_whois_report(&l, 40, true, 80, out, 4, 1000, &w, &err), SL_OK);
    assert_string_equal(w.where, "outside_storage");
    assert_string_equal(w.summary, "byte 80: outside the storage (bytes 0..39), yet 1 index tuple "
                                   "would reach it: the view runs past its storage");
    assert_int_equal(sl_whois_report(&l, 0, false, 6, out, 4, 1000, &w, &err), SL_OK); /* freed */
    assert_string_equal(w.summary, "element 6: outside the storage (the storage is empty), yet 1 index "
                                   "tuple would reach it: the view runs past its storage");
    assert_int_equal(sl_whois_report(&l, 40, false, 8, out, 4, 1000, &w, &err), SL_OK);
    assert_string_equal(w.where, "reached");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(addr_writes_the_lesson_sum_out),
        cmocka_unit_test(addr_uses_torch_index_errors),
        cmocka_unit_test(whois_matches_full_enumeration),
        cmocka_unit_test(whois_element_mode_and_short_lists),
        cmocka_unit_test(whois_solves_views_too_large_to_walk),
        cmocka_unit_test(whois_counts_are_exact_up_to_int64_max),
        cmocka_unit_test(whois_report_tells_where_an_address_lies),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
