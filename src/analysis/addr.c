/*
 * addr.c — the address map forwards: index tuple -> storage element -> byte.
 *
 * element = offset + sum_k i_k * stride_k, byte = element * itemsize, each product and
 * sum overflow-checked.  Indices are checked against the sizes with torch's own
 * wording (negative indices wrap once, as torch indexing does); more indices than
 * dimensions is torch's "too many indices" IndexError.  The formatter writes the sum
 * out term by term so a reader can redo the arithmetic.
 */
#include "core/internal.h"

int sl_addr(const sl_layout *l, const int64_t *index, int32_t nindex, int64_t *wrapped,
            int64_t *terms, int64_t *elem, int64_t *byte, sl_error *err) {
    SL_NONNULL(l, err);
    SL_NONNULL(elem, err);
    SL_NDIM_OK(l, err);
    if (nindex < 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "sl_addr: nindex is negative (%d)",
                            (int)nindex);
    if (nindex > 0) SL_NONNULL(index, err);
    if (nindex > l->ndim)
        return sl_error_set(err, SL_ERR_PY, "IndexError",
                            "too many indices for tensor of dimension %d", (int)l->ndim);
    if (nindex < l->ndim)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "an address needs %d %s (one per dimension), got %d",
                            (int)l->ndim, sl_plural(l->ndim, "index", "indices"), (int)nindex);
    int64_t acc = l->offset;
    for (int32_t d = 0; d < l->ndim; d++) {
        int64_t i = index[d];
        if (i < -l->size[d] || i >= l->size[d])
            return sl_error_set(err, SL_ERR_PY, "IndexError",
                                "index %lld is out of bounds for dimension %d with size %lld",
                                (long long)i, (int)d, (long long)l->size[d]);
        if (i < 0) i += l->size[d];
        int64_t term;
        if (sl_ovf_mul(i, l->stride[d], &term) || sl_ovf_add(acc, term, &acc))
            return sl_error_overflow(err, "the element offset");
        if (wrapped) wrapped[d] = i;
        if (terms) terms[d] = term;
    }
    int64_t b;
    if (sl_ovf_mul(acc, l->itemsize, &b)) return sl_error_overflow(err, "the byte address");
    *elem = acc;
    if (byte) *byte = b;
    return SL_OK;
}

void sl_addr_format(const sl_layout *l, const int64_t *wrapped, int64_t elem, int64_t byte,
                    char *buf, size_t cap) {
    sl_strbuf sb;
    if (!buf || cap == 0) return;
    sl_sb_init(&sb, buf, cap);
    if (!l || !SL_NDIM_VALID(l) || (!wrapped && l->ndim > 0)) return;
    sl_sb_printf(&sb, "%lld", (long long)l->offset);
    for (int32_t d = 0; d < l->ndim; d++) {
        if (l->stride[d] < 0)
            sl_sb_printf(&sb, " + %lld\xc3\x97(%lld)", (long long)wrapped[d],
                         (long long)l->stride[d]);
        else
            sl_sb_printf(&sb, " + %lld\xc3\x97%lld", (long long)wrapped[d],
                         (long long)l->stride[d]);
    }
    sl_sb_printf(&sb, " = %lld \xe2\x86\x92 byte %lld", (long long)elem, (long long)byte);
}
