/* test_cache_trace.c — address traces of views: the three walk orders against brute-force
 * enumeration of every index, a view's run through the cache model against replaying the
 * same addresses by hand, distinct lines and bytes used against brute-force sets, the
 * per-line picture data, limits, and the Dinero IV record format. */
#include "test_support.h"

#include <stdlib.h>
#include <string.h>

static int cmp_i64(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* a random small layout whose lowest element is >= 0 */
static void random_layout(uint64_t *rng, sl_layout *l) {
    int32_t nd = (int32_t)ts_rand_range(rng, 0, 4);
    int64_t sizes[4], strides[4], lowest = 0;
    for (int32_t d = 0; d < nd; d++) {
        sizes[d] = ts_rand_range(rng, ts_rand(rng) % 9 == 0 ? 0 : 1, 5);
        strides[d] = ts_rand_range(rng, -7, 9);
        if (strides[d] < 0 && sizes[d] > 0) lowest += (sizes[d] - 1) * strides[d];
    }
    int64_t offset = -lowest + ts_rand_range(rng, 0, 5);
    assert_int_equal(sl_layout_init(l, sizes, strides, nd, offset, ts_rand_range(rng, 1, 9), NULL),
                     SL_OK);
}

/* every byte address in row-major order over the dims listed in perm */
static int64_t enumerate(const sl_layout *l, const int32_t *perm, int64_t base, int64_t *out) {
    int64_t numel;
    sl_layout_numel(l, &numel, NULL);
    int64_t idx[SL_MAX_DIMS] = {0}, n = 0;
    for (int64_t k = 0; k < numel; k++) {
        int64_t rem = k;
        for (int32_t j = l->ndim - 1; j >= 0; j--) {
            int32_t d = perm[j];
            idx[d] = rem % l->size[d];
            rem /= l->size[d];
        }
        int64_t e;
        assert_int_equal(sl_layout_element_offset(l, idx, &e, NULL), SL_OK);
        out[n++] = base + e * l->itemsize;
    }
    return n;
}

static int64_t walk(const sl_layout *l, sl_trace_order order, int64_t inner, int64_t base,
                    int64_t *out, int64_t cap) {
    sl_trace_iter it;
    sl_error err;
    if (sl_trace_iter_init(&it, l, order, inner, base, &err) != SL_OK) fail_msg("%s", err.message);
    int64_t n = 0, got;
    while ((got = sl_trace_iter_fill(&it, out + n, n + 7 <= cap ? 7 : cap - n)) > 0) n += got;
    return n;
}

static void walks_match_brute_force_enumeration(void **state) {
    (void)state;
    uint64_t rng = 99;
    int64_t want[1024], got[1024], nested_seen = 0;
    for (int iter = 0; iter < 3000; iter++) {
        sl_layout l;
        random_layout(&rng, &l);
        int64_t base = ts_rand_range(&rng, 0, 100);
        int32_t perm[SL_MAX_DIMS];
        for (int32_t d = 0; d < l.ndim; d++) perm[d] = d;
        int64_t n = enumerate(&l, perm, base, want);
        assert_int_equal(walk(&l, SL_TRACE_LOGICAL, 0, base, got, 1024), n);
        ts_assert_i64s(got, want, (int)n, "logical walk");

        if (l.ndim > 0) {
            int64_t inner = ts_rand_range(&rng, 0, l.ndim - 1);
            int32_t k = 0;
            for (int32_t d = 0; d < l.ndim; d++)
                if (d != inner) perm[k++] = d;
            perm[k] = (int32_t)inner;
            int64_t n2 = enumerate(&l, perm, base, want);
            assert_int_equal(walk(&l, SL_TRACE_INNER, inner - l.ndim, base, got, 1024), n2);
            ts_assert_i64s(got, want, (int)n2, "inner walk");
        }

        /* storage order: the same multiset; ascending when the |strides|, sorted, each
         * exceed the reach sum((size-1)*|stride|) of the smaller ones (nested dims) */
        for (int32_t d = 0; d < l.ndim; d++) perm[d] = d;
        enumerate(&l, perm, base, want);
        assert_int_equal(walk(&l, SL_TRACE_STORAGE, 0, base, got, 1024), n);
        qsort(want, (size_t)n, sizeof *want, cmp_i64);
        int64_t abs_s[SL_MAX_DIMS], sz[SL_MAX_DIMS];
        int32_t m = 0;
        for (int32_t d = 0; d < l.ndim; d++)
            if (l.size[d] > 1) {
                int64_t a = l.stride[d] < 0 ? -l.stride[d] : l.stride[d];
                int32_t j = m++;
                while (j > 0 && abs_s[j - 1] > a) {
                    abs_s[j] = abs_s[j - 1];
                    sz[j] = sz[j - 1];
                    j--;
                }
                abs_s[j] = a;
                sz[j] = l.size[d];
            }
        bool nested = true;
        int64_t reach = 0;
        for (int32_t j = 0; j < m; j++) {
            if (abs_s[j] <= reach) nested = false;
            reach += (sz[j] - 1) * abs_s[j];
        }
        if (nested && n > 0) {
            ts_assert_i64s(got, want, (int)n, "storage walk of a nested view");
            nested_seen++;
        } else {
            qsort(got, (size_t)n, sizeof *got, cmp_i64);
            ts_assert_i64s(got, want, (int)n, "storage walk (as a multiset)");
        }
    }
    assert_true(nested_seen > 300); /* the ascending case is really exercised */
}

static void make_cache(sl_cache *c, void **mem, const sl_cache_level_config *lv, int32_t n) {
    size_t bytes;
    assert_int_equal(sl_cache_mem_bytes(lv, n, &bytes, NULL), SL_OK);
    *mem = malloc(bytes);
    assert_int_equal(sl_cache_init(c, lv, n, *mem, bytes, NULL), SL_OK);
}

static int64_t brute_distinct_lines(const int64_t *addrs, int64_t n, int64_t width,
                                    int64_t line_bytes) {
    int64_t *lines = malloc(sizeof(int64_t) * (size_t)(n * (width / line_bytes + 2) + 1));
    int64_t m = 0;
    for (int64_t i = 0; i < n; i++)
        for (int64_t b = addrs[i]; b < addrs[i] + width; b++)
            if (m == 0 || lines[m - 1] != b / line_bytes) lines[m++] = b / line_bytes;
    qsort(lines, (size_t)m, sizeof *lines, cmp_i64);
    int64_t u = 0;
    for (int64_t i = 0; i < m; i++)
        if (i == 0 || lines[i] != lines[i - 1]) u++;
    free(lines);
    return u;
}

static void run_matches_replay_and_brute_force_sets(void **state) {
    (void)state;
    uint64_t rng = 4242;
    int64_t addrs[1024];
    for (int iter = 0; iter < 1500; iter++) {
        sl_layout l;
        random_layout(&rng, &l);
        if (iter % 5 == 0 && l.ndim > 0) l.stride[0] *= INT64_C(1) << 28; /* huge span: array path */
        int64_t lowest, hi;
        bool empty;
        if (sl_layout_span(&l, &lowest, &hi, &empty, NULL) != SL_OK || (!empty && lowest < 0))
            continue;
        int64_t base = ts_rand_range(&rng, 0, 200);
        sl_cache_level_config lv[2] = {
            {ts_rand_range(&rng, 1, 4), ts_rand_range(&rng, 1, 3), INT64_C(1) << ts_rand_range(&rng, 0, 4),
             (ts_rand(&rng) & 1) ? SL_CACHE_FIFO : SL_CACHE_LRU},
            {5, 2, 64, SL_CACHE_LRU}};
        int32_t nl = (int32_t)ts_rand_range(&rng, 1, 2);
        sl_cache c1, c2;
        void *m1, *m2;
        make_cache(&c1, &m1, lv, nl);
        make_cache(&c2, &m2, lv, nl);
        sl_trace_order order = (sl_trace_order)ts_rand_range(&rng, 0, 1);
        sl_trace_report rep;
        sl_error err;
        uint32_t miss[64] = {0}, touch[64] = {0};
        sl_trace_lines lines = {(uint64_t)base / (uint64_t)lv[0].line_bytes, 64, miss, touch};
        bool with_lines = iter & 1;
        if (sl_trace_run(&l, order, 0, base, &c1, &rep, with_lines ? &lines : NULL, &err) != SL_OK)
            fail_msg("run: %s", err.message);
        int64_t n = walk(&l, order, 0, base, addrs, 1024);
        for (int64_t i = 0; i < n; i++) sl_cache_load(&c2, (uint64_t)addrs[i], (uint64_t)l.itemsize);
        assert_int_equal(rep.elements, n);
        assert_int_equal(rep.bytes_requested, n * l.itemsize);
        for (int32_t i = 0; i < nl; i++) {
            assert_int_equal(rep.level[i].accesses, c2.level[i].stats.accesses);
            assert_int_equal(rep.level[i].hits, c2.level[i].stats.hits);
            assert_int_equal(rep.level[i].misses, c2.level[i].stats.misses);
            assert_int_equal(rep.level[i].bytes_moved, c2.level[i].stats.misses * (uint64_t)lv[i].line_bytes);
            int64_t want = brute_distinct_lines(addrs, n, l.itemsize, lv[i].line_bytes);
            if ((int64_t)rep.level[i].distinct_lines != want)
                fail_msg("iter %d level %d: distinct lines %llu, brute force %lld", iter, (int)i,
                         (unsigned long long)rep.level[i].distinct_lines, (long long)want);
        }
        qsort(addrs, (size_t)n, sizeof *addrs, cmp_i64);
        int64_t u = 0;
        for (int64_t i = 0; i < n; i++)
            if (i == 0 || addrs[i] != addrs[i - 1]) u++;
        assert_int_equal(rep.bytes_used, u * l.itemsize);
        if (with_lines) {
            uint64_t tsum = 0, msum = 0;
            for (int k = 0; k < 64; k++) tsum += touch[k], msum += miss[k];
            if (n > 0 && hi * l.itemsize + base + l.itemsize <= (int64_t)(lines.first_line + 64) * lv[0].line_bytes) {
                assert_int_equal(tsum, rep.level[0].accesses);
                assert_int_equal(msum, rep.level[0].misses);
            }
        }
        free(m1);
        free(m2);
    }
}

static void transposed_matrix_misses_every_line_but_storage_order_does_not(void **state) {
    (void)state;
    /* float32 (256, 256) transposed: logical order jumps 1 KiB per element */
    sl_layout l;
    int64_t sizes[] = {256, 256}, strides[] = {1, 256};
    sl_layout_init(&l, sizes, strides, 2, 0, 4, NULL);
    sl_cache_level_config lv = {64, 8, 64, SL_CACHE_LRU}; /* 32 KiB */
    sl_cache c;
    void *mem;
    make_cache(&c, &mem, &lv, 1);
    sl_trace_report rep;
    assert_int_equal(sl_trace_run(&l, SL_TRACE_LOGICAL, 0, 0, &c, &rep, NULL, NULL), SL_OK);
    assert_int_equal(rep.level[0].misses, 65536);
    assert_int_equal(rep.level[0].distinct_lines, 4096);
    assert_int_equal(rep.bytes_used, 262144);
    sl_cache_reset(&c);
    assert_int_equal(sl_trace_run(&l, SL_TRACE_STORAGE, 0, 0, &c, &rep, NULL, NULL), SL_OK);
    assert_int_equal(rep.level[0].misses, 4096);
    free(mem);
}

static void views_before_element_zero_or_past_int64_are_refused(void **state) {
    (void)state;
    sl_layout l;
    sl_trace_iter it;
    sl_error err;
    int64_t sizes[] = {3}, neg[] = {-1}, big[] = {INT64_MAX / 4};
    sl_layout_init(&l, sizes, neg, 1, 1, 4, NULL);
    assert_int_equal(sl_trace_iter_init(&it, &l, SL_TRACE_LOGICAL, 0, 0, &err), SL_ERR_ARG);
    assert_string_equal(err.type, "ValueError");
    sl_layout_init(&l, sizes, big, 1, 0, 4, NULL);
    assert_int_equal(sl_trace_iter_init(&it, &l, SL_TRACE_LOGICAL, 0, 0, &err), SL_ERR_OVERFLOW);
    sl_layout_init(&l, sizes, neg, 1, 2, 4, NULL);
    assert_int_equal(sl_trace_iter_init(&it, &l, SL_TRACE_STORAGE, 0, 0, &err), SL_OK);
    int64_t out[3];
    assert_int_equal(sl_trace_iter_fill(&it, out, 3), 3);
    int64_t want[] = {0, 4, 8};
    ts_assert_i64s(out, want, 3, "flipped walk");
    assert_int_equal(sl_trace_iter_init(&it, &l, SL_TRACE_LOGICAL, 0, -1, &err), SL_ERR_ARG);
    /* empty views walk nothing, even with a negative offset */
    int64_t zero[] = {0};
    sl_layout_init(&l, zero, neg, 1, -5, 4, NULL);
    assert_int_equal(sl_trace_iter_init(&it, &l, SL_TRACE_LOGICAL, 0, 0, &err), SL_OK);
    assert_int_equal(sl_trace_iter_fill(&it, out, 3), 0);
    /* a 0-d view is one element */
    sl_layout_init(&l, NULL, NULL, 0, 7, 2, NULL);
    assert_int_equal(sl_trace_iter_init(&it, &l, SL_TRACE_INNER, 0, 0, &err), SL_OK);
    assert_int_equal(sl_trace_iter_fill(&it, out, 3), 1);
    assert_int_equal(out[0], 14);
}

static void din_records_are_extended_din(void **state) {
    (void)state;
    char buf[64];
    assert_int_equal(sl_din_format(buf, sizeof buf, 212, 4), strlen("r d4 4\n"));
    assert_string_equal(buf, "r d4 4\n");
    sl_din_format(buf, sizeof buf, INT64_MAX, 16);
    assert_string_equal(buf, "r 7fffffffffffffff 10\n");
}

/* issue 19 item 5: what a run costs is known before it starts; the work grows with the
 * bytes per element (one 2^40-byte element is 2^34 + 1 line lookups), and the memory is a
 * bitmap over a dense span or 8 bytes per element of a sparse one */
static void trace_cost_counts_lines_and_memory(void **state) {
    (void)state;
    sl_layout l;
    sl_trace_cost_t c;
    int64_t one[] = {1}, st1[] = {1};
    assert_int_equal(sl_layout_init(&l, one, st1, 1, 0, INT64_C(1) << 40, NULL), SL_OK);
    assert_int_equal(sl_trace_cost(&l, 64, &c, NULL), SL_OK);
    assert_int_equal(c.elements, 1);
    assert_int_equal(c.lookups, (UINT64_C(1) << 34) + 1);
    int64_t n[] = {1000}, st[] = {1};
    assert_int_equal(sl_layout_init(&l, n, st, 1, 0, 4, NULL), SL_OK);
    assert_int_equal(sl_trace_cost(&l, 64, &c, NULL), SL_OK);
    assert_int_equal(c.lines_per_element, 2); /* 4 bytes may straddle two lines */
    assert_int_equal(c.lookups, 2000);
    assert_int_equal(c.distinct_bytes, (1000 + 63) / 64 * 8); /* a bitmap of 1000 bits */
    int64_t big[] = {INT64_C(1) << 26}, sparse[] = {100};
    assert_int_equal(sl_layout_init(&l, big, sparse, 1, 0, 4, NULL), SL_OK);
    assert_int_equal(sl_trace_cost(&l, 64, &c, NULL), SL_OK);
    assert_int_equal(c.distinct_bytes, (UINT64_C(1) << 26) * 8); /* the 512 MiB array */
    /* the run's real lookups never exceed the bound (random small layouts) */
    uint64_t rng = 5;
    for (int iter = 0; iter < 200; iter++) {
        random_layout(&rng, &l);
        if (sl_trace_cost(&l, 16, &c, NULL) != SL_OK) continue;
        sl_cache_level_config lv[1] = {{4, 2, 16, SL_CACHE_LRU}};
        sl_cache cache;
        void *mem;
        make_cache(&cache, &mem, lv, 1);
        sl_trace_report rep;
        if (sl_trace_run(&l, SL_TRACE_LOGICAL, 0, 0, &cache, &rep, NULL, NULL) == SL_OK)
            assert_true(rep.level[0].accesses <= c.lookups);
        free(mem);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(walks_match_brute_force_enumeration),
        cmocka_unit_test(run_matches_replay_and_brute_force_sets),
        cmocka_unit_test(transposed_matrix_misses_every_line_but_storage_order_does_not),
        cmocka_unit_test(views_before_element_zero_or_past_int64_are_refused),
        cmocka_unit_test(din_records_are_extended_din),
        cmocka_unit_test(trace_cost_counts_lines_and_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
