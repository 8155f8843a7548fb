/* test_overlap.c — exact overlap against brute force (byte-set intersection) on random
 * small views with negative strides and mixed widths, every YES witness re-checked; the
 * hard cases of overlap-and-layouts.md §1.6 with their known answers; budgets; numpy's
 * shares_memory wrapper. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* test hooks in src/analysis/overlap.c: 0 automatic, 1 search only, 2 enumeration only,
 * 3 enumeration by sorted addresses */
int sl_overlap_internal_mode(const sl_bview *v, int64_t budget, int mode,
                             sl_overlap_result *res, sl_error *err);
int sl_overlap_pair_mode(const sl_bview *a, const sl_bview *b, int64_t budget, int mode,
                         sl_overlap_result *res, sl_error *err);

#define NPOS 4096 /* byte positions [-2048, 2048) */

static sl_bview mk(int64_t off, int n, const int64_t *size, const int64_t *stride, int64_t w) {
    sl_bview v;
    memset(&v, 0, sizeof v);
    v.ndim = n;
    v.offset_bytes = off;
    v.width_bytes = w;
    for (int d = 0; d < n; d++) {
        v.size[d] = size[d];
        v.stride_bytes[d] = stride[d];
    }
    return v;
}

/* owner counts per byte of a view (brute force); returns true if some byte is owned
 * twice.  counts must hold NPOS entries. */
static bool brute_counts(const sl_bview *v, int *counts) {
    memset(counts, 0, sizeof(int) * NPOS);
    int64_t idx[SL_MAX_DIMS] = {0};
    bool twice = false;
    for (int d = 0; d < v->ndim; d++)
        if (v->size[d] == 0) return false;
    for (;;) {
        int64_t a = v->offset_bytes;
        for (int d = 0; d < v->ndim; d++) a += idx[d] * v->stride_bytes[d];
        for (int64_t y = a; y < a + v->width_bytes; y++) {
            assert_true(y + NPOS / 2 >= 0 && y + NPOS / 2 < NPOS);
            if (++counts[y + NPOS / 2] > 1) twice = true;
        }
        int d = v->ndim - 1;
        for (; d >= 0; d--) {
            if (++idx[d] < v->size[d]) break;
            idx[d] = 0;
        }
        if (d < 0) break;
    }
    return twice;
}

static sl_bview random_view(uint64_t *rng) {
    int64_t size[3], stride[3];
    int n = (int)ts_rand_range(rng, 0, 3);
    static const int64_t widths[] = {1, 2, 4, 8, 3};
    int64_t w = widths[ts_rand_range(rng, 0, 4)];
    for (int d = 0; d < n; d++) {
        size[d] = ts_rand_range(rng, 0, 100) < 4 ? 0 : ts_rand_range(rng, 1, 5);
        int64_t unit = ts_rand_range(rng, 0, 1) ? w : 1;
        stride[d] = ts_rand_range(rng, -6, 6) * unit + (ts_rand_range(rng, 0, 5) == 0);
    }
    return mk(ts_rand_range(rng, -40, 40), n, size, stride, w);
}

static int64_t g_checked, g_yes;

static int64_t start_of(const sl_bview *v, const int64_t *idx) {
    int64_t a = v->offset_bytes;
    for (int32_t d = 0; d < v->ndim; d++) a += idx[d] * v->stride_bytes[d];
    return a;
}

/* The witness byte convention (issue 19): the FIRST byte both elements own, whichever
 * path (search, enumeration, zero stride, pigeonhole) found the witness. */
static void check_first_byte(const sl_bview *a, const sl_bview *b, const sl_overlap_result *res,
                             int mode) {
    int64_t x = start_of(a, res->index_a), y = start_of(b, res->index_b);
    if (res->byte != (x > y ? x : y))
        fail_msg("mode %d (method %d): witness starts %lld and %lld, byte %lld is not the first "
                 "shared byte", mode, (int)res->method, (long long)x, (long long)y,
                 (long long)res->byte);
}

static void check_internal(const sl_bview *v, int mode) {
    int counts[NPOS];
    bool want = brute_counts(v, counts);
    sl_overlap_result res;
    sl_error err;
    assert_int_equal(sl_overlap_internal_mode(v, -1, mode, &res, &err), SL_OK);
    if ((res.answer == SL_OVL_YES) != want) {
        char s[256], t[256];
        sl_format_tuple(s, sizeof s, v->size, v->ndim);
        sl_format_tuple(t, sizeof t, v->stride_bytes, v->ndim);
        fail_msg("internal mode %d: off %lld size %s stride %s width %lld: got %d want %d (%s)",
                 mode, (long long)v->offset_bytes, s, t, (long long)v->width_bytes,
                 (int)res.answer, (int)want, res.reason_text);
    }
    if (want) {
        assert_true(sl_overlap_witness_ok(v, NULL, &res));
        check_first_byte(v, v, &res, mode);
        g_yes++;
    }
    g_checked++;
}

static void check_pair(const sl_bview *a, const sl_bview *b, int mode) {
    int ca[NPOS], cb[NPOS];
    brute_counts(a, ca);
    brute_counts(b, cb);
    bool want = false;
    for (int i = 0; i < NPOS; i++)
        if (ca[i] && cb[i]) want = true;
    sl_overlap_result res;
    sl_error err;
    assert_int_equal(sl_overlap_pair_mode(a, b, -1, mode, &res, &err), SL_OK);
    if ((res.answer == SL_OVL_YES) != want) {
        char s[256], t[256], u[256], x[256];
        sl_format_tuple(s, sizeof s, a->size, a->ndim);
        sl_format_tuple(t, sizeof t, a->stride_bytes, a->ndim);
        sl_format_tuple(u, sizeof u, b->size, b->ndim);
        sl_format_tuple(x, sizeof x, b->stride_bytes, b->ndim);
        fail_msg("pair mode %d: A off %lld %s %s w%lld; B off %lld %s %s w%lld: got %d want %d "
                 "(%s)", mode, (long long)a->offset_bytes, s, t, (long long)a->width_bytes,
                 (long long)b->offset_bytes, u, x, (long long)b->width_bytes, (int)res.answer,
                 (int)want, res.reason_text);
    }
    if (want) {
        assert_true(sl_overlap_witness_ok(a, b, &res));
        check_first_byte(a, b, &res, mode);
        g_yes++;
    }
    g_checked++;
}

/* 4 modes x (internal + pair) on 20 000 random seeds each = 160 000 checked cases. */
static void random_cases_agree_with_brute_force(void **state) {
    (void)state;
    uint64_t rng = 12345;
    g_checked = g_yes = 0;
    for (int it = 0; it < 20000; it++) {
        sl_bview a = random_view(&rng), b = random_view(&rng);
        for (int mode = 0; mode < 4; mode++) {
            check_internal(&a, mode);
            check_pair(&a, &b, mode);
        }
    }
    print_message("random overlap cases checked: %lld (%lld YES witnesses verified)\n",
                  (long long)g_checked, (long long)g_yes);
    assert_true(g_checked >= 100000);
    assert_true(g_yes > g_checked / 10);
}

/* byte owner counts over [-2^16, 2^16) for medium views (heap array) */
#define MPOS (1 << 17)
static bool brute_counts_medium(const sl_bview *v, int *counts) {
    memset(counts, 0, sizeof(int) * MPOS);
    int64_t idx[SL_MAX_DIMS] = {0};
    bool twice = false;
    for (int d = 0; d < v->ndim; d++)
        if (v->size[d] == 0) return false;
    for (;;) {
        int64_t a = v->offset_bytes;
        for (int d = 0; d < v->ndim; d++) a += idx[d] * v->stride_bytes[d];
        for (int64_t y = a; y < a + v->width_bytes; y++)
            if (++counts[y + MPOS / 2] > 1) twice = true;
        int d = v->ndim - 1;
        for (; d >= 0; d--) {
            if (++idx[d] < v->size[d]) break;
            idx[d] = 0;
        }
        if (d < 0) return twice;
    }
}

/* medium views (hundreds to thousands of elements) so the radix-sorted enumeration, the
 * bitmap and the search all run on real sizes; each mode against brute force */
static void medium_cases_agree_in_every_mode(void **state) {
    (void)state;
    uint64_t rng = 4242;
    int *ca = malloc(sizeof(int) * MPOS), *cb = malloc(sizeof(int) * MPOS);
    assert_non_null(ca);
    assert_non_null(cb);
    int yes = 0, total = 0;
    for (int it = 0; it < 300; it++) {
        sl_bview v[2];
        for (int k = 0; k < 2; k++) {
            int64_t size[3], stride[3];
            int n = (int)ts_rand_range(&rng, 1, 3);
            int64_t w = ts_rand_range(&rng, 1, 8);
            for (int d = 0; d < n; d++) {
                size[d] = ts_rand_range(&rng, 2, 20);
                stride[d] = ts_rand_range(&rng, -300, 300);
            }
            v[k] = mk(ts_rand_range(&rng, -500, 500), n, size, stride, w);
        }
        bool self = brute_counts_medium(&v[0], ca);
        brute_counts_medium(&v[1], cb);
        bool shared = false;
        for (int i = 0; i < MPOS && !shared; i++) shared = ca[i] && cb[i];
        for (int mode = 0; mode < 4; mode++) {
            sl_overlap_result res;
            assert_int_equal(sl_overlap_internal_mode(&v[0], -1, mode, &res, NULL), SL_OK);
            assert_int_equal(res.answer == SL_OVL_YES, self);
            if (self) assert_true(sl_overlap_witness_ok(&v[0], NULL, &res));
            assert_int_equal(sl_overlap_pair_mode(&v[0], &v[1], -1, mode, &res, NULL), SL_OK);
            assert_int_equal(res.answer == SL_OVL_YES, shared);
            if (shared) assert_true(sl_overlap_witness_ok(&v[0], &v[1], &res));
            total += 2;
            yes += self + shared;
        }
    }
    free(ca);
    free(cb);
    print_message("medium cases: %d checks, %d YES\n", total, yes);
    assert_true(yes > total / 10 && yes < total * 9 / 10);
}

/* pair answers with a budget are either right or UNKNOWN, and never exceed much */
static void budgets_give_unknown_never_wrong(void **state) {
    (void)state;
    uint64_t rng = 777;
    int unknown = 0;
    for (int it = 0; it < 5000; it++) {
        sl_bview a = random_view(&rng), b = random_view(&rng);
        int ca[NPOS], cb[NPOS];
        brute_counts(a.ndim ? &a : &a, ca);
        brute_counts(&b, cb);
        bool want = false;
        for (int i = 0; i < NPOS; i++)
            if (ca[i] && cb[i]) want = true;
        sl_overlap_result res;
        int64_t budget = ts_rand_range(&rng, 0, 3);
        assert_int_equal(sl_overlap_pair(&a, &b, budget, &res, NULL), SL_OK);
        if (res.answer == SL_OVL_UNKNOWN) {
            unknown++;
            assert_true(res.work <= budget);
        } else {
            assert_int_equal(res.answer == SL_OVL_YES, want);
        }
    }
    assert_true(unknown > 0);
}

typedef struct hard_case {
    const char *id;
    int64_t offa, na, sa[4], ta[4], wa;
    int64_t offb, nb, sb[4], tb[4], wb;
    int want; /* 1 yes 0 no */
} hard_case;

#define P40 (INT64_C(1) << 40)
#define P62 (INT64_C(1) << 62)

static const hard_case pair_cases[] = {
    {"S1", 0, 2, {4, 3}, {20, 7}, 1, 3, 2, {4, 6}, {20, 3}, 1, 0},
    {"S2", 0, 3, {4, 3, 2}, {30, 12, 3}, 1, 0, 3, {4, 2, 3}, {30, 18, 2}, 1, 1},
    {"H3", 0, 2, {200, 43}, {300, 7}, 1, 3, 2, {200, 99}, {300, 3}, 1, 1},
    {"S3", 0, 2, {1000, 1000}, {1001, 999}, 1, 5, 2, {1000, 1000}, {997, 1003}, 1, 1},
    {"S4", 0, 3, {40, 40, 40}, {6007, 6011, 6013}, 1, 300001, 3, {40, 40, 1}, {6029, 6037, 1}, 1, 0},
    {"S5", 0, 3, {31, 54, 37}, {8747, 7129, 6199}, 8, 314397, 3, {36, 32, 32}, {7571, 7033, 8355}, 8, 1},
    {"S6", 0, 2, {112, 79}, {73816, 92415}, 1, 3683238, 3, {94, 74, 94}, {55100, 61454, 97721}, 1, 0},
    {"S7", 0, 3, {17, 84, 15}, {91997, 77326, 74158}, 8, 1783544, 2, {38, 60}, {56419, 95432}, 8, 0},
    {"S8", 0, 3, {78, 40, 9}, {9500, 6802, 9877}, 4, 566055, 2, {80, 40}, {6878, 6916}, 4, 0},
    {"S9", 0, 2, {1000, 1000}, {P40 + 1, P40 - 1}, 1, 3, 2, {1000, 1000}, {P40 - 3, P40 + 3}, 1, 0},
    {"O1", 0, 2, {2, 2}, {P62, P62 - 1}, 1, 1, 2, {2, 2}, {P62 - 3, P62 + 1}, 1, 1},
    {"E4", 0, 3, {13, 23, 22}, {10626, 22, 1}, 1, 506, 3, {13, 23, 22}, {10626, 22, 1}, 1, 0},
    {"W3", 0, 4, {11, 21, 3, 3}, {1536, 12, 256, 4}, 4, 768, 4, {10, 21, 3, 3}, {1536, 12, 256, 4}, 4, 0},
    {"W4", 0, 4, {21, 21, 3, 3}, {768, 12, 256, 4}, 4, 260, 4, {21, 21, 3, 3}, {768, 12, 256, 4}, 4, 1},
};

static const hard_case internal_cases[] = {
    {"N1", 0, 2, {5, 4}, {3, 4}, 1, 0, 0, {0}, {0}, 0, 1},
    {"N2", 0, 2, {4, 4}, {3, 4}, 1, 0, 0, {0}, {0}, 0, 0},
    {"N3", 0, 2, {1000, 1002}, {1001, 999}, 1, 0, 0, {0}, {0}, 0, 1},
    {"I8", 0, 2, {1000, 1000}, {1001, 999}, 1, 0, 0, {0}, {0}, 0, 0},
    {"N4", 0, 3, {100, 100, 100}, {10007, 10009, 10037}, 1, 0, 0, {0}, {0}, 0, 1},
    {"I11", 0, 4, {40, 40, 40, 40}, {6007, 6011, 6013, 6029}, 1, 0, 0, {0}, {0}, 0, 1},
    {"N5", 0, 5, {3, 11, 10, 11}, {72697, 61391, 51179, 98872}, 4, 0, 0, {0}, {0}, 0, 0},
    {"N7", 0, 1, {3}, {P62}, 1, 0, 0, {0}, {0}, 0, 0},
    {"I12", 0, 1, {100}, {4}, 8, 0, 0, {0}, {0}, 0, 1},
    {"I14", 0, 2, {10, 3}, {24, 8}, 16, 0, 0, {0}, {0}, 0, 1},
    {"I4", 0, 2, {1000, 1000}, {0, 8}, 8, 0, 0, {0}, {0}, 0, 1},
    {"I5", 0, 2, {996, 5}, {8, 8}, 8, 0, 0, {0}, {0}, 0, 1},
    {"I13", 0, 2, {10, 10}, {8, 80}, 8, 0, 0, {0}, {0}, 0, 0},
};

static void hard_pair_cases_are_decided_exactly(void **state) {
    (void)state;
    for (size_t k = 0; k < sizeof pair_cases / sizeof pair_cases[0]; k++) {
        const hard_case *c = &pair_cases[k];
        sl_bview a = mk(c->offa, (int)c->na, c->sa, c->ta, c->wa);
        sl_bview b = mk(c->offb, (int)c->nb, c->sb, c->tb, c->wb);
        sl_overlap_result res;
        sl_error err;
        assert_int_equal(sl_overlap_pair(&a, &b, -1, &res, &err), SL_OK);
        if ((int)(res.answer == SL_OVL_YES) != c->want || res.answer == SL_OVL_UNKNOWN)
            fail_msg("%s: got %d want %d (%s)", c->id, (int)res.answer, c->want,
                     res.reason_text);
        if (c->want) assert_true(sl_overlap_witness_ok(&a, &b, &res));
    }
}

static void hard_internal_cases_are_decided_exactly(void **state) {
    (void)state;
    /* N5 has five dimensions; the table above holds four, so build it here */
    for (size_t k = 0; k < sizeof internal_cases / sizeof internal_cases[0]; k++) {
        const hard_case *c = &internal_cases[k];
        sl_bview a = mk(c->offa, (int)c->na > 4 ? 4 : (int)c->na, c->sa, c->ta, c->wa);
        if (!strcmp(c->id, "N5")) {
            a.ndim = 5;
            a.size[4] = 28;
            a.stride_bytes[4] = 50990;
        }
        sl_overlap_result res;
        sl_error err;
        assert_int_equal(sl_overlap_internal(&a, -1, &res, &err), SL_OK);
        if ((int)(res.answer == SL_OVL_YES) != c->want || res.answer == SL_OVL_UNKNOWN)
            fail_msg("%s: got %d want %d (%s)", c->id, (int)res.answer, c->want,
                     res.reason_text);
        if (c->want) assert_true(sl_overlap_witness_ok(&a, NULL, &res));
    }
    /* N6: forced by counting, 5-D, width 8 */
    int64_t s6[] = {38, 57, 6, 58, 7}, t6[] = {66183, 70444, 89919, 96060, 90709};
    sl_bview n6 = mk(0, 5, s6, t6, 8);
    sl_overlap_result res;
    assert_int_equal(sl_overlap_internal(&n6, -1, &res, NULL), SL_OK);
    assert_int_equal(res.answer, SL_OVL_YES);
    assert_true(sl_overlap_witness_ok(&n6, NULL, &res));
}

static void o1_witness_is_the_last_int64_byte(void **state) {
    (void)state;
    const hard_case *c = &pair_cases[10];
    sl_bview a = mk(c->offa, 2, c->sa, c->ta, 1), b = mk(c->offb, 2, c->sb, c->tb, 1);
    sl_overlap_result res;
    assert_int_equal(sl_overlap_pair(&a, &b, -1, &res, NULL), SL_OK);
    assert_int_equal(res.answer, SL_OVL_YES);
    assert_int_equal(res.byte, INT64_MAX);
    int64_t want[] = {1, 1};
    ts_assert_i64s(res.index_a, want, 2, "A index");
    ts_assert_i64s(res.index_b, want, 2, "B index");
}

static void views_reaching_past_int64_are_still_decided(void **state) {
    (void)state;
    /* extents end beyond 2^63 bytes: the 128-bit search decides where 64 bits cannot */
    int64_t s[] = {3, 3}, t[] = {P62, P62 + 1};
    sl_bview v = mk(0, 2, s, t, 1);
    sl_overlap_result res;
    assert_int_equal(sl_overlap_internal(&v, -1, &res, NULL), SL_OK);
    assert_int_equal(res.answer, SL_OVL_NO);
    int64_t s1[] = {3}, t1[] = {P62};
    sl_bview a = mk(0, 1, s1, t1, 1), b = mk(1, 1, s1, t1, 1);
    assert_int_equal(sl_overlap_pair(&a, &b, -1, &res, NULL), SL_OK);
    assert_int_equal(res.answer, SL_OVL_NO);
    assert_int_equal(res.reason, SL_OVR_GCD);
    /* a YES near the top: the single byte 2^62 is also A's element 1 */
    int64_t one[] = {1}, tz[] = {0};
    sl_bview e = mk(P62, 1, one, tz, 1);
    assert_int_equal(sl_overlap_pair(&a, &e, -1, &res, NULL), SL_OK);
    assert_int_equal(res.answer, SL_OVL_YES);
    assert_true(sl_overlap_witness_ok(&a, &e, &res));
    assert_int_equal(res.index_a[0], 1);
}

static void sixty_four_huge_dimensions_are_an_overflow_error(void **state) {
    (void)state;
    /* 64 dimensions of (2^62 + 1) elements, stride +-(2^62 + 1): each adds ~2^124 bytes to
     * the extent, together past 2^127; found by fuzz_np_ops (a signed 128-bit overflow) */
    int64_t s[SL_MAX_DIMS], tp[SL_MAX_DIMS], tn[SL_MAX_DIMS];
    for (int d = 0; d < SL_MAX_DIMS; d++) {
        s[d] = P62 + 1;
        tp[d] = P62 + 1;
        tn[d] = -(P62 + 1);
    }
    sl_bview up = mk(0, SL_MAX_DIMS, s, tp, 16), down = mk(0, SL_MAX_DIMS, s, tn, 16);
    sl_overlap_result res;
    sl_error err;
    assert_int_equal(sl_overlap_internal(&up, -1, &res, &err), SL_ERR_OVERFLOW);
    assert_string_equal(err.message, "view A: byte extent beyond 2^100");
    assert_int_equal(sl_overlap_pair(&up, &down, -1, &res, &err), SL_ERR_OVERFLOW);
    assert_int_equal(sl_overlap_pair(&down, &down, -1, &res, &err), SL_ERR_OVERFLOW);
    /* a forged YES on such views is not a witness */
    memset(&res, 0, sizeof res);
    res.answer = SL_OVL_YES;
    res.has_witness = true;
    for (int d = 0; d < SL_MAX_DIMS; d++) res.index_a[d] = res.index_b[d] = P62;
    assert_false(sl_overlap_witness_ok(&up, &down, &res));
    /* numpy's shares_memory on the same arrays: refused, not undefined */
    sl_array a;
    memset(&a, 0, sizeof a);
    a.ndim = SL_MAX_DIMS;
    a.itemsize = 16;
    for (int d = 0; d < SL_MAX_DIMS; d++) {
        a.shape[d] = P62 + 1;
        a.strides[d] = P62 + 1;
    }
    bool shares = true;
    assert_int_equal(sl_np_shares_memory(&a, &a, true, -1, &shares, &err), SL_ERR_UNSUPPORTED);
    assert_false(shares);
}

static void a_budget_of_one_leaves_h1_unknown_with_work_reported(void **state) {
    (void)state;
    /* H1: x[:, ::7] vs x[:, 3::3], x (4, 20) int8 */
    int64_t sa[] = {4, 3}, ta[] = {20, 7}, sb[] = {4, 6}, tb[] = {20, 3};
    sl_bview a = mk(0, 2, sa, ta, 1), b = mk(3, 2, sb, tb, 1);
    sl_overlap_result res;
    assert_int_equal(sl_overlap_pair_mode(&a, &b, 1, 1, &res, NULL), SL_OK);
    assert_int_equal(res.answer, SL_OVL_UNKNOWN);
    assert_int_equal(res.work, 1);
    assert_int_equal(sl_overlap_pair(&a, &b, -1, &res, NULL), SL_OK);
    assert_int_equal(res.answer, SL_OVL_NO);
}

static sl_array np_arr(int64_t off, int n, const int64_t *shape, const int64_t *strides,
                       int64_t itemsize) {
    sl_array a;
    memset(&a, 0, sizeof a);
    a.ndim = n;
    a.itemsize = itemsize;
    a.offset_bytes = off;
    for (int d = 0; d < n; d++) {
        a.shape[d] = shape[d];
        a.strides[d] = strides[d];
    }
    return a;
}

static void numpy_shares_memory_answers_and_errors(void **state) {
    (void)state;
    int64_t sh[] = {50}, st[] = {16};
    sl_array a = np_arr(0, 1, sh, st, 8), b = np_arr(8, 1, sh, st, 8);
    bool shares = true;
    sl_error err;
    assert_int_equal(sl_np_shares_memory(&a, &b, true, -1, &shares, &err), SL_OK);
    assert_false(shares); /* x[::2] vs x[1::2] */
    assert_int_equal(sl_np_shares_memory(&a, &b, true, 0, &shares, &err), SL_ERR_PY);
    assert_string_equal(err.type, "TooHardError");
    assert_string_equal(err.message, "Exceeded max_work");
    assert_int_equal(sl_np_shares_memory(&a, &b, true, -5, &shares, &err), SL_ERR_PY);
    assert_string_equal(err.message, "Invalid value for max_work");
    sl_array c = np_arr(16, 1, sh, st, 8);
    assert_int_equal(sl_np_shares_memory(&a, &c, true, -1, &shares, &err), SL_OK);
    assert_true(shares);
    assert_int_equal(sl_np_shares_memory(&a, &c, false, -1, &shares, &err), SL_OK);
    assert_false(shares);
    int64_t s2[] = {2, 2}, o1a[] = {P62, P62 - 1}, o1b[] = {P62 - 3, P62 + 1};
    sl_array oa = np_arr(0, 2, s2, o1a, 1), ob = np_arr(1, 2, s2, o1b, 1);
    /* O1: numpy raises OverflowError; near 2^63 we refuse rather than imitate its limits */
    assert_int_equal(sl_np_shares_memory(&oa, &ob, true, -1, &shares, &err), SL_ERR_UNSUPPORTED);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_cases_agree_with_brute_force),
        cmocka_unit_test(medium_cases_agree_in_every_mode),
        cmocka_unit_test(budgets_give_unknown_never_wrong),
        cmocka_unit_test(hard_pair_cases_are_decided_exactly),
        cmocka_unit_test(hard_internal_cases_are_decided_exactly),
        cmocka_unit_test(o1_witness_is_the_last_int64_byte),
        cmocka_unit_test(views_reaching_past_int64_are_still_decided),
        cmocka_unit_test(sixty_four_huge_dimensions_are_an_overflow_error),
        cmocka_unit_test(a_budget_of_one_leaves_h1_unknown_with_work_reported),
        cmocka_unit_test(numpy_shares_memory_answers_and_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
