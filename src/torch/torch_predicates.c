/*
 * torch_predicates.c — torch 1.13's layout predicates: contiguity in the three memory
 * formats, non-overlapping-and-dense, the three-valued internal overlap and the
 * two-tensor overlap status.
 *
 * Contiguity is a walk over the dims in the format's order (row-major: last to first;
 * channels_last: C, W, H, N; channels_last_3d: C, W, H, D, N) with an `expected`
 * stride that starts at 1 and is multiplied by each size.  Dims of size 1 are skipped,
 * because no index ever moves along them, so their stride is meaningless.  The default
 * format alone has a shortcut: a tensor with no elements is contiguous whatever its
 * strides; the channels-last walks have none, so a size-0 dim turns `expected` into 0.
 *
 * Non-overlapping-and-dense (N&D) means some ordering of the dims of size >= 2 is
 * exactly row-major with unit innermost stride, i.e. the elements tile [0, numel)
 * once each.  torch ORs that test with the contiguity flags, which matters only for
 * layouts the core test cannot see (numel 0, 0-dim).
 *
 * Internal overlap is torch's cheap, conservative answer: NO for N&D layouts, YES
 * only for the obvious case of a zero stride on a dim of size > 1, TOO_HARD for every
 * other layout (gaps, steps, diagonals, partial overlaps).  The exact answer lives in
 * the overlap module.
 *
 * Arithmetic: torch computes these on tensors whose element count fits int64, so its
 * running products never overflow.  Our layouts may be arbitrary; when a running
 * product leaves int64 we reason about the true value instead (no int64 stride can
 * equal it), which keeps every answer mathematically right and free of UB.
 */
#include "core/internal.h"

/* True when some size is 0 (the tensor has no elements); otherwise *numel is the product
 * of the sizes and *fits says whether it stayed in int64 (a valid ndim). */
static bool numel_pass(const sl_layout *l, int64_t *numel, bool *fits) {
    int64_t n = 1;
    bool zero = false, ovf = false;
    for (int32_t d = 0; d < l->ndim; d++) {
        zero |= l->size[d] == 0;
        ovf |= sl_ovf_mul(n, l->size[d], &n);
    }
    *numel = n;
    *fits = !ovf;
    return zero;
}

/* The contiguity walk over dims in `order` (n entries). */
static bool walk_is_dense(const sl_layout *l, const int32_t *order, int32_t n) {
    int64_t expected_elems = 1;
    bool beyond_int64 = false; /* the true `expected` no longer fits */
    for (int32_t k = 0; k < n; k++) {
        int32_t d = order[k];
        if (l->size[d] == 1) continue;
        if (beyond_int64 || l->stride[d] != expected_elems) return false;
        if (sl_ovf_mul(expected_elems, l->size[d], &expected_elems)) beyond_int64 = true;
    }
    return true;
}

/* The default format's walk from the last dim (l valid); where it fails, the rest is
 * scanned for a size 0 (no elements: contiguous whatever the strides).  When the expected
 * stride leaves int64 the walk finishes in a loop of its own, where the next dim longer
 * than 1 fails (no int64 stride equals the true value): the hot loop carries no flag. */
static inline __attribute__((always_inline)) bool row_major_contiguous(const sl_layout *l) {
    int64_t expected_elems = 1;
    int32_t d = l->ndim - 1;
    for (; d >= 0; d--) {
        const int64_t sz = l->size[d];
        if (sz == 1) continue;
        if (sz == 0) return true;
        if (l->stride[d] != expected_elems) break;
        if (sl_ovf_mul(expected_elems, sz, &expected_elems)) {
            for (d--; d >= 0; d--)
                if (l->size[d] != 1) break;
            break;
        }
    }
    if (d < 0) return true;
    for (; d >= 0; d--)
        if (l->size[d] == 0) return true;
    return false;
}

bool sl_torch_is_contiguous(const sl_layout *l, sl_memory_format fmt) {
    if (!l || l->ndim < 0 || l->ndim > SL_MAX_DIMS) return false;
    switch (fmt) {
    case SL_MF_CHANNELS_LAST: {
        static const int32_t order[4] = {1, 3, 2, 0};
        return l->ndim == 4 && walk_is_dense(l, order, 4);
    }
    case SL_MF_CHANNELS_LAST_3D: {
        static const int32_t order[5] = {1, 4, 3, 2, 0};
        return l->ndim == 5 && walk_is_dense(l, order, 5);
    }
    case SL_MF_CONTIGUOUS:
    case SL_MF_PRESERVE: /* torch 1.13 answers the default-format question here */
    default: return row_major_contiguous(l);
    }
}

/* The core N&D test: sort the dims of size >= 2 by stride and require each stride to
 * be the product of the sizes before it.  Equal strides on two such dims always fail
 * (the second needs a larger stride), so the tie order does not matter. */
static bool dense_in_some_order(const sl_layout *l) {
    if (l->ndim == 1) return l->size[0] < 2 || l->stride[0] == 1;
    int32_t dims[SL_MAX_DIMS], n = 0;
    for (int32_t d = 0; d < l->ndim; d++)
        if (l->size[d] >= 2) dims[n++] = d;
    /* insertion sort by stride: n <= 64 */
    for (int32_t i = 1; i < n; i++) {
        int32_t cur = dims[i], j = i;
        while (j > 0 && l->stride[dims[j - 1]] > l->stride[cur]) {
            dims[j] = dims[j - 1];
            j--;
        }
        dims[j] = cur;
    }
    int64_t required_elems = 1;
    for (int32_t k = 0; k < n; k++) {
        if (l->stride[dims[k]] != required_elems) return false;
        /* the last dim's product is never compared, so stop before it can overflow */
        if (k + 1 < n && sl_ovf_mul(required_elems, l->size[dims[k]], &required_elems))
            return false; /* the next stride would have to exceed int64 */
    }
    return true;
}

bool sl_torch_is_non_overlapping_and_dense(const sl_layout *l) {
    if (!l || l->ndim < 0 || l->ndim > SL_MAX_DIMS) return false;
    if (row_major_contiguous(l)) return true;
    if (l->ndim == 4 && sl_torch_is_contiguous(l, SL_MF_CHANNELS_LAST)) return true;
    if (l->ndim == 5 && sl_torch_is_contiguous(l, SL_MF_CHANNELS_LAST_3D)) return true;
    return dense_in_some_order(l);
}

sl_mem_overlap sl_torch_internal_overlap(const sl_layout *l) {
    if (!l || l->ndim < 0 || l->ndim > SL_MAX_DIMS) return SL_OVERLAP_TOO_HARD;
    if (sl_torch_is_non_overlapping_and_dense(l)) return SL_OVERLAP_NO;
    for (int32_t d = 0; d < l->ndim; d++)
        if (l->stride[d] == 0 && l->size[d] > 1) return SL_OVERLAP_YES;
    return SL_OVERLAP_TOO_HARD;
}

/* [begin, end) in bytes of the block torch assumes an N&D tensor covers:
 * data pointer (offset * itemsize) plus numel * itemsize.  False on overflow. */
static bool dense_byte_range(const sl_layout *l, int64_t numel, int64_t *begin,
                             int64_t *end) {
    int64_t len;
    if (sl_ovf_mul(l->offset, l->itemsize, begin)) return false;
    if (sl_ovf_mul(numel, l->itemsize, &len)) return false;
    return !sl_ovf_add(*begin, len, end);
}

sl_overlap_status sl_torch_overlap_status(const sl_tensor *a, const sl_tensor *b,
                                          bool same_object, bool same_storage) {
    if (same_object) return SL_OVS_FULL;
    if (!a || !b) return SL_OVS_TOO_HARD;
    const sl_layout *la = &a->layout, *lb = &b->layout;
    if (!SL_NDIM_VALID(la) || !SL_NDIM_VALID(lb)) return SL_OVS_TOO_HARD; /* not N&D */
    /* each layout's size 0 and element count in one pass (the count is used only when
     * neither has a size 0) */
    int64_t na, nb, a_begin, a_end, b_begin, b_end;
    bool a_fits, b_fits;
    if (numel_pass(la, &na, &a_fits) || numel_pass(lb, &nb, &b_fits)) return SL_OVS_NO;
    if (!sl_torch_is_non_overlapping_and_dense(la) || !sl_torch_is_non_overlapping_and_dense(lb))
        return SL_OVS_TOO_HARD;
    if (!same_storage) return SL_OVS_NO;
    /* an element count or byte range beyond int64 cannot describe real memory; torch
     * never meets one, and we decline to guess */
    if (!a_fits || !b_fits) return SL_OVS_TOO_HARD;
    if (!dense_byte_range(la, na, &a_begin, &a_end) || !dense_byte_range(lb, nb, &b_begin, &b_end))
        return SL_OVS_TOO_HARD;
    if (a_begin == b_begin && a_end == b_end) {
        bool same_strides = la->ndim == lb->ndim;
        for (int32_t d = 0; same_strides && d < la->ndim; d++)
            same_strides = la->stride[d] == lb->stride[d];
        return same_strides ? SL_OVS_FULL : SL_OVS_PARTIAL;
    }
    if (a_begin < b_end && b_begin < a_end) return SL_OVS_PARTIAL;
    return SL_OVS_NO;
}
