/* test_torch_predicates.c — torch 1.13's contiguity predicates, non-overlapping-and-dense,
 * _debug_has_internal_overlap and get_overlap_status:
 *   1. the transcripts of torch-semantics.md §16–§18 (real torch output);
 *   2. replay of 3000 random layouts recorded from torch by tests/torch_b_record.py;
 *   3. brute force: each predicate against its definition by enumerating every index
 *      (contiguous = element k at offset + k; channels-last = the NHWC formula; N&D = the
 *      elements tile [offset, offset + numel) once each; overlap YES = two indices share
 *      an element, NO = none do; overlap status against the tensors' byte sets). */
#include "test_support.h"

#include <stdio.h>
#include <string.h>

static sl_layout lay(const int64_t *sizes, const int64_t *strides, int32_t nd, int64_t offset) {
    sl_layout l;
    assert_int_equal(sl_layout_init(&l, sizes, strides, nd, offset, 4, NULL), SL_OK);
    return l;
}
#define L(...) {__VA_ARGS__}
#define LAY(name, sizes_, strides_, off)                                                     \
    int64_t name##_sz[] = sizes_, name##_st[] = strides_;                                   \
    sl_layout name = lay(name##_sz, name##_st, (int32_t)(sizeof name##_sz / sizeof(int64_t)), off)

static sl_tensor ten(sl_layout l) {
    sl_tensor t;
    memset(&t, 0, sizeof t);
    t.layout = l;
    t.dtype = SL_FLOAT32;
    t.storage_bytes = 4000;
    t.alias = SL_ALIAS_VIEW;
    return t;
}

/* ------------------------------------------------------- doc transcripts -- */

static void contiguity_follows_doc_transcript(void **state) {
    (void)state;
    LAY(w, L(2, 1, 3), L(3, 100, 1), 0);
    assert_true(sl_torch_is_contiguous(&w, SL_MF_CONTIGUOUS));
    LAY(z, L(2, 0, 4, 5), L(7, 7, 7, 7), 0);
    assert_true(sl_torch_is_contiguous(&z, SL_MF_CONTIGUOUS));
    assert_false(sl_torch_is_contiguous(&z, SL_MF_CHANNELS_LAST));
    LAY(zc, L(2, 0, 4, 5), L(0, 1, 0, 0), 0); /* empty(2,0,4,5, channels_last) */
    assert_true(sl_torch_is_contiguous(&zc, SL_MF_CHANNELS_LAST));
    LAY(a, L(2, 3, 4, 5), L(60, 1, 15, 3), 0);
    assert_false(sl_torch_is_contiguous(&a, SL_MF_CONTIGUOUS));
    assert_true(sl_torch_is_contiguous(&a, SL_MF_CHANNELS_LAST));
    LAY(c, L(2, 1, 4, 5), L(20, 20, 5, 1), 0);
    assert_true(sl_torch_is_contiguous(&c, SL_MF_CONTIGUOUS));
    assert_true(sl_torch_is_contiguous(&c, SL_MF_CHANNELS_LAST));
    sl_layout s = lay(NULL, NULL, 0, 0);
    assert_true(sl_torch_is_contiguous(&s, SL_MF_CONTIGUOUS));
    assert_false(sl_torch_is_contiguous(&s, SL_MF_CHANNELS_LAST));
    /* preserve_format asks the default-format question in 1.13 */
    LAY(t, L(3, 2, 4), L(4, 12, 1), 0);
    assert_false(sl_torch_is_contiguous(&t, SL_MF_PRESERVE));
    LAY(x, L(2, 3, 4), L(12, 4, 1), 0);
    assert_true(sl_torch_is_contiguous(&x, SL_MF_PRESERVE));
}

static void nd_and_internal_overlap_follow_doc_transcript(void **state) {
    (void)state;
    LAY(p, L(4, 2, 3), L(1, 12, 4), 0); /* zeros(2,3,4).permute(2,0,1) */
    assert_true(sl_torch_is_non_overlapping_and_dense(&p));
    LAY(g, L(4, 2), L(4, 1), 0); /* zeros(4,4)[:, :2] */
    assert_false(sl_torch_is_non_overlapping_and_dense(&g));
    LAY(e, L(3, 4), L(1, 0), 0); /* zeros(3,1).expand(3,4) */
    assert_false(sl_torch_is_non_overlapping_and_dense(&e));
    LAY(n, L(2, 1, 3), L(1, 0, 2), 0);
    assert_true(sl_torch_is_non_overlapping_and_dense(&n));

    LAY(tt, L(3, 2), L(1, 3), 0); /* zeros(2,3).t() */
    assert_int_equal(sl_torch_internal_overlap(&tt), SL_OVERLAP_NO);
    assert_int_equal(sl_torch_internal_overlap(&e), SL_OVERLAP_YES);
    LAY(st, L(4, 2), L(4, 2), 0); /* zeros(4,4)[:, ::2] */
    assert_int_equal(sl_torch_internal_overlap(&st), SL_OVERLAP_TOO_HARD);
    LAY(u, L(5, 2), L(2, 1), 0); /* zeros(10).unfold(0, 2, 2) */
    assert_int_equal(sl_torch_internal_overlap(&u), SL_OVERLAP_NO);
    LAY(o, L(1), L(0), 0);
    assert_int_equal(sl_torch_internal_overlap(&o), SL_OVERLAP_NO);
    LAY(s11, L(1, 1), L(0, 0), 0); /* tensor(1.).expand(1, 1) */
    assert_int_equal(sl_torch_internal_overlap(&s11), SL_OVERLAP_NO);
}

/* §18.2: which in-place writes torch refuses.  TensorIterator refuses PARTIAL only;
 * cat(out=) refuses FULL and PARTIAL. */
static void overlap_status_follows_doc_transcript(void **state) {
    (void)state;
    /* a = arange(10.) */
    LAY(a1, L(9), L(1), 1);
    LAY(a_1, L(9), L(1), 0);
    sl_tensor ta1 = ten(a1), ta_1 = ten(a_1);
    /* a[1:].copy_(a[:-1]) -> error */
    assert_int_equal(sl_torch_overlap_status(&ta1, &ta_1, false, true), SL_OVS_PARTIAL);
    /* a[:5].add_(a[:5]): two objects, same geometry -> allowed */
    LAY(a5, L(5), L(1), 0);
    sl_tensor t5a = ten(a5), t5b = ten(a5);
    assert_int_equal(sl_torch_overlap_status(&t5a, &t5b, false, true), SL_OVS_FULL);
    /* a[::2].copy_(a[1::2]) -> allowed (not N&D: too hard) */
    LAY(ev, L(5), L(2), 0);
    LAY(od, L(5), L(2), 1);
    sl_tensor tev = ten(ev), tod = ten(od);
    assert_int_equal(sl_torch_overlap_status(&tev, &tod, false, true), SL_OVS_TOO_HARD);
    /* m.add_(m.t()) on m = arange(9.).view(3, 3) -> error */
    LAY(m, L(3, 3), L(3, 1), 0);
    LAY(mt, L(3, 3), L(1, 3), 0);
    sl_tensor tm = ten(m), tmt = ten(mt);
    assert_int_equal(sl_torch_overlap_status(&tm, &tmt, false, true), SL_OVS_PARTIAL);
    /* a[:2].copy_(a[1]) -> error (a 0-dim element inside the output's range) */
    LAY(a2, L(2), L(1), 0);
    sl_layout one = lay(NULL, NULL, 0, 1);
    sl_tensor ta2 = ten(a2), tone = ten(one);
    assert_int_equal(sl_torch_overlap_status(&ta2, &tone, false, true), SL_OVS_PARTIAL);
    /* a[:2].copy_(a[1:2].expand(2)) -> allowed */
    LAY(ex, L(2), L(0), 1);
    sl_tensor tex = ten(ex);
    assert_int_equal(sl_torch_overlap_status(&ta2, &tex, false, true), SL_OVS_TOO_HARD);
    /* torch.cat([a[:5]], out=a[:5]) -> error: FULL is refused by cat */
    assert_int_equal(sl_torch_overlap_status(&t5a, &t5b, false, true), SL_OVS_FULL);
    /* the same object is FULL; an empty tensor never overlaps; other storages never do */
    assert_int_equal(sl_torch_overlap_status(&tev, &tev, true, true), SL_OVS_FULL);
    LAY(z, L(0, 3), L(3, 1), 0);
    sl_tensor tz = ten(z);
    assert_int_equal(sl_torch_overlap_status(&tz, &ta2, false, true), SL_OVS_NO);
    assert_int_equal(sl_torch_overlap_status(&ta1, &ta_1, false, false), SL_OVS_NO);
}

/* ------------------------------------------------------- recorded replay -- */

typedef struct rec_case {
    const char *op;
    int nd;
    int64_t size[16], stride[16], offset;
    sl_dtype dtype;
    int64_t storage_elems;
    int nargs;
    int64_t args[16];
    sl_memory_format fmt;
    int nsizes;
    const char *err_type, *err_msg;
    int out_nd;
    int64_t out_size[16], out_stride[16], out_offset;
    sl_alias out_alias;
    int64_t out_storage_bytes;
    int pred[5];
} rec_case;

static const rec_case recorded[] = {
#include "../tests/torch_b_cases.inc"
};

static void recorded_predicates_match_torch(void **state) {
    (void)state;
    int checked = 0, mismatches = 0;
    for (size_t i = 0; i < sizeof recorded / sizeof recorded[0]; i++) {
        const rec_case *c = &recorded[i];
        if (strcmp(c->op, "pred")) continue;
        checked++;
        sl_layout l = lay(c->size, c->stride, c->nd, c->offset);
        int got[5] = {sl_torch_is_contiguous(&l, SL_MF_CONTIGUOUS),
                      sl_torch_is_contiguous(&l, SL_MF_CHANNELS_LAST),
                      sl_torch_is_contiguous(&l, SL_MF_CHANNELS_LAST_3D),
                      sl_torch_is_contiguous(&l, SL_MF_PRESERVE), (int)sl_torch_internal_overlap(&l)};
        /* torch's internal overlap is 0 exactly for its N&D flag */
        bool nd_ok = sl_torch_is_non_overlapping_and_dense(&l) == (c->pred[4] == 0);
        if (memcmp(got, c->pred, sizeof got) || !nd_ok) {
            if (mismatches++ < 15) {
                char sz[200], st[200];
                sl_format_list(sz, sizeof sz, c->size, c->nd);
                sl_format_list(st, sizeof st, c->stride, c->nd);
                print_message("MISMATCH size=%s stride=%s: want %d%d%d%d/%d got %d%d%d%d/%d\n", sz, st,
                              c->pred[0], c->pred[1], c->pred[2], c->pred[3], c->pred[4], got[0],
                              got[1], got[2], got[3], got[4]);
            }
        }
    }
    print_message("recorded predicate cases: %d checked, %d mismatches\n", checked, mismatches);
    assert_true(checked >= 3000);
    assert_int_equal(mismatches, 0);
}

/* ------------------------------------------------------------ brute force -- */

static int64_t numel_of(const sl_layout *l) {
    int64_t n = 1;
    for (int32_t d = 0; d < l->ndim; d++) n *= l->size[d];
    return n;
}

/* index tuple of the k-th element in row-major order */
static void unravel(const sl_layout *l, int64_t k, int64_t *idx) {
    for (int32_t d = l->ndim - 1; d >= 0; d--) {
        idx[d] = k % l->size[d];
        k /= l->size[d];
    }
}

static int64_t addr(const sl_layout *l, const int64_t *idx) {
    int64_t a = l->offset;
    for (int32_t d = 0; d < l->ndim; d++) a += idx[d] * l->stride[d];
    return a;
}

static void random_layout(uint64_t *rng, sl_layout *l) {
    int32_t nd = (int32_t)ts_rand_range(rng, 0, 5);
    if (ts_rand_range(rng, 0, 3) == 0) nd = (int32_t)ts_rand_range(rng, 4, 5);
    int64_t sizes[5], strides[5];
    for (int32_t d = 0; d < nd; d++) sizes[d] = ts_rand_range(rng, 0, 12) == 0 ? 0 : ts_rand_range(rng, 1, 3);
    int kind = (int)ts_rand_range(rng, 0, 3);
    int32_t order[5] = {0, 1, 2, 3, 4};
    if (kind == 1 && nd >= 4) { /* channels-last order */
        int32_t k = 0;
        order[k++] = 1;
        for (int32_t d = nd - 1; d >= 2; d--) order[k++] = d;
        order[k++] = 0;
    } else if (kind <= 1) { /* a random permutation, innermost first */
        for (int32_t i = 0; i < nd; i++) order[i] = nd - 1 - i;
        if (kind == 1)
            for (int32_t i = nd - 1; i > 0; i--) {
                int32_t j = (int32_t)ts_rand_range(rng, 0, i), t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
    }
    int64_t running = 1;
    for (int32_t k = 0; k < nd; k++) {
        int32_t d = order[k];
        if (kind <= 1) {
            strides[d] = running;
            running *= sizes[d] * (ts_rand_range(rng, 0, 6) == 0 ? 2 : 1);
            if (ts_rand_range(rng, 0, 8) == 0) strides[d] = ts_rand_range(rng, 0, 4);
        } else {
            strides[d] = ts_rand_range(rng, kind == 3 ? -4 : 0, 8);
        }
        if (sizes[d] == 1 && ts_rand_range(rng, 0, 2) == 0) strides[d] = ts_rand_range(rng, -5, 60);
    }
    *l = lay(sizes, strides, nd, ts_rand_range(rng, 0, 30));
}

/* The channels-last linear position of an index (NHWC / NDHWC). */
static int64_t cl_linear(const sl_layout *l, const int64_t *idx) {
    int64_t lin = idx[0];
    for (int32_t d = 2; d < l->ndim; d++) lin = lin * l->size[d] + idx[d];
    return lin * l->size[1] + idx[1];
}

static void predicates_match_their_definitions(void **state) {
    (void)state;
    uint64_t rng = 31337;
    static signed char hits[1 << 16];
    int counts[3] = {0, 0, 0}, contiguous = 0, cl = 0, nd_true = 0;
    for (int iter = 0; iter < 40000; iter++) {
        sl_layout l;
        random_layout(&rng, &l);
        int64_t numel = numel_of(&l), idx[5];
        /* row-major and channels-last by definition (numel > 0; numel 0 has rules, not
         * a definition: default is always true, channels-last follows the walk) */
        bool def_c = true, def_cl = l.ndim == 4, def_cl3 = l.ndim == 5;
        int64_t lo = INT64_MAX, hi = INT64_MIN;
        for (int64_t k = 0; k < numel; k++) {
            unravel(&l, k, idx);
            int64_t a = addr(&l, idx);
            if (a != l.offset + k) def_c = false;
            if (l.ndim >= 4 && a != l.offset + cl_linear(&l, idx)) def_cl = def_cl3 = false;
            if (a < lo) lo = a;
            if (a > hi) hi = a;
        }
        if (numel > 0) {
            assert_int_equal(sl_torch_is_contiguous(&l, SL_MF_CONTIGUOUS), def_c);
            assert_int_equal(sl_torch_is_contiguous(&l, SL_MF_CHANNELS_LAST), def_cl && l.ndim == 4);
            assert_int_equal(sl_torch_is_contiguous(&l, SL_MF_CHANNELS_LAST_3D), def_cl3 && l.ndim == 5);
            contiguous += def_c;
            cl += def_cl || def_cl3;
        } else {
            assert_true(sl_torch_is_contiguous(&l, SL_MF_CONTIGUOUS));
        }
        /* N&D: the elements tile [offset, offset + numel) exactly once each */
        bool def_nd = true, dup = false;
        if (numel > 0) {
            int64_t span = hi - lo + 1;
            assert_true(span <= (int64_t)sizeof hits);
            memset(hits, 0, (size_t)span);
            for (int64_t k = 0; k < numel; k++) {
                unravel(&l, k, idx);
                int64_t a = addr(&l, idx);
                if (hits[a - lo]) dup = true;
                hits[a - lo] = 1;
            }
            def_nd = !dup && lo == l.offset && hi == l.offset + numel - 1;
        }
        bool nd = sl_torch_is_non_overlapping_and_dense(&l);
        assert_int_equal(nd, def_nd);
        nd_true += nd;
        /* internal overlap: NO means no shared element, YES means a shared one */
        sl_mem_overlap ov = sl_torch_internal_overlap(&l);
        counts[ov]++;
        if (ov == SL_OVERLAP_NO) assert_false(dup);
        if (ov == SL_OVERLAP_YES) assert_true(dup);
        if (ov == SL_OVERLAP_TOO_HARD) assert_false(nd);
    }
    print_message("contiguous %d, channels-last %d, N&D %d; overlap no %d yes %d too_hard %d\n",
                  contiguous, cl, nd_true, counts[0], counts[1], counts[2]);
    assert_true(contiguous > 1000 && cl > 300 && counts[1] > 1000 && counts[2] > 1000);
}

/* get_overlap_status against the byte sets of two tensors on one storage. */
static void overlap_status_matches_byte_sets(void **state) {
    (void)state;
    uint64_t rng = 2718;
    static unsigned char bytes_a[1 << 18];
    int seen[4] = {0, 0, 0, 0};
    for (int iter = 0; iter < 20000; iter++) {
        sl_layout la, lb;
        random_layout(&rng, &la);
        if (ts_rand_range(&rng, 0, 3) == 0) {
            lb = la; /* same geometry, maybe shifted or with other strides */
            if (ts_rand_range(&rng, 0, 1)) lb.offset += ts_rand_range(&rng, -3, 3);
            if (lb.offset < 0) lb.offset = 0;
        } else {
            random_layout(&rng, &lb);
        }
        la.itemsize = ts_rand_range(&rng, 0, 3) == 0 ? 8 : 4;
        lb.itemsize = ts_rand_range(&rng, 0, 3) == 0 ? 2 : 4;
        sl_tensor a = ten(la), b = ten(lb);
        sl_overlap_status st = sl_torch_overlap_status(&a, &b, false, true);
        seen[st]++;
        int64_t na = numel_of(&la), nb = numel_of(&lb), idx[5];
        /* mark a's bytes (1), then b's (2 where shared): only the touched window is cleared */
        int64_t lo_a, hi_a, lo_b, hi_b;
        bool ea, eb;
        assert_int_equal(sl_layout_span(&la, &lo_a, &hi_a, &ea, NULL), SL_OK);
        assert_int_equal(sl_layout_span(&lb, &lo_b, &hi_b, &eb, NULL), SL_OK);
        int64_t lo = (lo_a * la.itemsize < lo_b * lb.itemsize ? lo_a * la.itemsize : lo_b * lb.itemsize);
        int64_t hi = ((hi_a + 1) * la.itemsize > (hi_b + 1) * lb.itemsize ? (hi_a + 1) * la.itemsize
                                                                            : (hi_b + 1) * lb.itemsize);
        assert_true(hi - lo <= (int64_t)sizeof bytes_a);
        memset(bytes_a, 0, (size_t)(hi - lo));
        int64_t a_count = 0, shared = 0;
        for (int64_t k = 0; k < na; k++) {
            unravel(&la, k, idx);
            int64_t base = addr(&la, idx) * la.itemsize - lo;
            for (int64_t j = 0; j < la.itemsize; j++) {
                if (!bytes_a[base + j]) a_count++;
                bytes_a[base + j] = 1;
            }
        }
        bool b_outside = false;
        for (int64_t k = 0; k < nb; k++) {
            unravel(&lb, k, idx);
            int64_t base = addr(&lb, idx) * lb.itemsize - lo;
            for (int64_t j = 0; j < lb.itemsize; j++) {
                if (bytes_a[base + j] == 1) {
                    shared++;
                    bytes_a[base + j] = 2;
                } else if (!bytes_a[base + j]) {
                    b_outside = true;
                }
            }
        }
        switch (st) {
        case SL_OVS_NO: assert_int_equal(shared, 0); break;
        case SL_OVS_PARTIAL: assert_true(shared > 0); break;
        case SL_OVS_FULL: /* the same bytes, walked with the same strides */
            assert_true(shared == a_count && !b_outside);
            assert_true(sl_layout_equal(&la, &lb) || la.itemsize != lb.itemsize);
            break;
        case SL_OVS_TOO_HARD:
            assert_false(sl_torch_is_non_overlapping_and_dense(&la) &&
                         sl_torch_is_non_overlapping_and_dense(&lb));
            break;
        }
    }
    print_message("full %d partial %d no %d too_hard %d\n", seen[0], seen[1], seen[2], seen[3]);
    assert_true(seen[0] > 100 && seen[1] > 100 && seen[2] > 100 && seen[3] > 100);
}

/* Layouts whose running products leave int64 get the mathematically right answer. */
static void predicates_survive_huge_layouts(void **state) {
    (void)state;
    LAY(h, L(INT64_C(1) << 40, INT64_C(1) << 40, 2), L(2, 0, 1), 0);
    assert_false(sl_torch_is_contiguous(&h, SL_MF_CONTIGUOUS));
    assert_false(sl_torch_is_non_overlapping_and_dense(&h));
    assert_int_equal(sl_torch_internal_overlap(&h), SL_OVERLAP_YES);
    /* expected stride after the first two dims is 2^80: no int64 stride equals it */
    LAY(g, L(INT64_C(1) << 40, INT64_C(1) << 40, INT64_C(1) << 40), L(0, INT64_C(1) << 40, 1), 0);
    assert_false(sl_torch_is_contiguous(&g, SL_MF_CONTIGUOUS));
    assert_false(sl_torch_is_non_overlapping_and_dense(&g));
    assert_int_equal(sl_torch_internal_overlap(&g), SL_OVERLAP_YES);
    sl_tensor a = ten(g), b = ten(g);
    assert_int_equal(sl_torch_overlap_status(&a, &b, false, true), SL_OVS_TOO_HARD);
    /* past the 2^80 expected stride only size-1 dims: still row-major (they are skipped);
     * a size 0 there: no elements, contiguous whatever the strides */
    LAY(g1, L(1, 1, INT64_C(1) << 40, INT64_C(1) << 40), L(5, 0, INT64_C(1) << 40, 1), 0);
    assert_true(sl_torch_is_contiguous(&g1, SL_MF_CONTIGUOUS));
    assert_true(sl_torch_is_non_overlapping_and_dense(&g1));
    LAY(g0, L(0, 3, INT64_C(1) << 40, INT64_C(1) << 40), L(5, 0, INT64_C(1) << 40, 1), 0);
    assert_true(sl_torch_is_contiguous(&g0, SL_MF_CONTIGUOUS));
    LAY(g3, L(3, 1, INT64_C(1) << 40, INT64_C(1) << 40), L(5, 0, INT64_C(1) << 40, 1), 0);
    assert_false(sl_torch_is_contiguous(&g3, SL_MF_CONTIGUOUS));
    /* a big but valid dense layout (2^60 float32 elements = 2^62 bytes) */
    LAY(d, L(INT64_C(1) << 30, INT64_C(1) << 30), L(INT64_C(1) << 30, 1), 0);
    assert_true(sl_torch_is_contiguous(&d, SL_MF_CONTIGUOUS));
    sl_tensor c = ten(d), e = ten(d);
    assert_int_equal(sl_torch_overlap_status(&c, &e, false, true), SL_OVS_FULL);
    /* 2^62 elements of 4 bytes: no byte range fits int64, so no claim is made */
    LAY(f, L(INT64_C(1) << 31, INT64_C(1) << 31), L(INT64_C(1) << 31, 1), 0);
    sl_tensor ff = ten(f), fg = ten(f);
    assert_int_equal(sl_torch_overlap_status(&ff, &fg, false, true), SL_OVS_TOO_HARD);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(contiguity_follows_doc_transcript),
        cmocka_unit_test(nd_and_internal_overlap_follow_doc_transcript),
        cmocka_unit_test(overlap_status_follows_doc_transcript),
        cmocka_unit_test(recorded_predicates_match_torch),
        cmocka_unit_test(predicates_match_their_definitions),
        cmocka_unit_test(overlap_status_matches_byte_sets),
        cmocka_unit_test(predicates_survive_huge_layouts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
