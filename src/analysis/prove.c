/*
 * prove.c — the obligations of a kernel that reads or writes through a strided view.
 *
 * Each obligation is decided from the layout alone, with 128-bit arithmetic so the
 * checks themselves cannot overflow:
 *
 *   index bounds       sizes are non-negative and the element count fits int64, so the
 *                      iteration space 0 <= i_k < size_k is well defined;
 *   storage bounds     the REQUIRED SPAN — lowest to highest byte any index reaches,
 *                      computed per sign of stride — lies in [0, storage_bytes).  numel x
 *                      itemsize is never used: it is neither necessary (padded views) nor
 *                      sufficient (negative strides, offsets);
 *   checked arithmetic every partial sum offset + sum_{k in S} i_k*stride_k lies between
 *                      the view's lowest and highest byte, so if those two (and each
 *                      product) fit int64 no index can overflow, in any evaluation order;
 *   alignment          addresses are base + offset + sum i_k*s_k; with the base aligned to
 *                      A they are all aligned iff the offset and every stride of a
 *                      dimension of size > 1 are multiples of A;
 *   no self-overlap    (writes only) the exact overlap solver; a YES is a refutation with
 *                      the two index tuples and the byte they share.
 *
 * Refutations carry a concrete counterexample index.  Initialization, lifetime and
 * aliasing with other operands cannot be seen in one layout: "not checkable".
 */
#include "core/internal.h"

__extension__ typedef __int128 i128;

static const char *const ob_names[SL_OB_COUNT] = {
    "index bounds", "storage bounds", "checked arithmetic", "alignment",
    "vector alignment", "no self-overlap", "initialization", "lifetime",
    "aliasing with other operands"};

const char *sl_ob_status_name(sl_ob_status s) {
    switch (s) {
    case SL_OB_PROVED: return "proved";
    case SL_OB_REFUTED: return "refuted";
    case SL_OB_NOT_CHECKABLE: return "not checkable";
    case SL_OB_NOT_REQUIRED: return "not required";
    case SL_OB_UNDECIDED: return "undecided";
    }
    return "?";
}

static void set(sl_obligation *o, sl_ob_status st, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static void set(sl_obligation *o, sl_ob_status st, const char *fmt, ...) {
    va_list ap;
    o->status = st;
    va_start(ap, fmt);
    vsnprintf(o->detail, sizeof o->detail, fmt, ap);
    va_end(ap);
}

/* Print a 128-bit integer (for spans that may exceed int64). */
static const char *i128s(i128 v, char *buf) {
    char tmp[48];
    int n = 0;
    bool neg = v < 0;
    unsigned __int128 u = neg ? (unsigned __int128)(-(v + 1)) + 1 : (unsigned __int128)v;
    do {
        tmp[n++] = (char)('0' + (int)(u % 10));
        u /= 10;
    } while (u);
    int k = 0;
    if (neg) buf[k++] = '-';
    while (n) buf[k++] = tmp[--n];
    buf[k] = 0;
    return buf;
}

/* The index reaching the lowest (want_max false) or highest byte. */
static void extreme_index(const sl_bview *v, bool want_max, int64_t *idx) {
    for (int32_t d = 0; d < v->ndim; d++) {
        bool up = want_max ? v->stride_bytes[d] > 0 : v->stride_bytes[d] < 0;
        idx[d] = up && v->size[d] > 0 ? v->size[d] - 1 : 0;
    }
}

static void cex1(sl_obligation *o, const sl_bview *v, const int64_t *idx, i128 byte) {
    o->has_counterexample = true;
    o->ncex = 1;
    memcpy(o->cex[0], idx, sizeof(int64_t) * (size_t)v->ndim);
    o->cex_byte = byte > INT64_MAX ? INT64_MAX : byte < INT64_MIN ? INT64_MIN : (int64_t)byte;
}

static void check_alignment(sl_obligation *o, const sl_access *acc, int64_t A, bool empty,
                            const char *what) {
    const sl_bview *v = &acc->view;
    if (A <= 1) {
        set(o, SL_OB_PROVED, "no %s alignment is required (1 byte)", what);
        return;
    }
    if (empty) {
        set(o, SL_OB_PROVED, "no element is accessed");
        return;
    }
    if (acc->base_align_bytes <= 0) {
        set(o, SL_OB_NOT_CHECKABLE, "alignment of the storage base address is unknown");
        return;
    }
    if (acc->base_align_bytes % A != 0) {
        set(o, SL_OB_NOT_CHECKABLE,
            "the storage base is only known to be %lld-byte aligned; %lld needed",
            (long long)acc->base_align_bytes, (long long)A);
        return;
    }
    int64_t idx[SL_MAX_DIMS] = {0};
    if (v->offset_bytes % A != 0) {
        set(o, SL_OB_REFUTED, "element (0, ...) is at byte offset %lld, not a multiple of %lld",
            (long long)v->offset_bytes, (long long)A);
        cex1(o, v, idx, v->offset_bytes);
        return;
    }
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] > 1 && v->stride_bytes[d] % A != 0) {
            idx[d] = 1;
            set(o, SL_OB_REFUTED, "dimension %d steps %lld bytes, not a multiple of %lld",
                (int)d, (long long)v->stride_bytes[d], (long long)A);
            cex1(o, v, idx, (i128)v->offset_bytes + v->stride_bytes[d]);
            return;
        }
    set(o, SL_OB_PROVED,
        "base %lld-aligned, byte offset and every stride are multiples of %lld",
        (long long)acc->base_align_bytes, (long long)A);
}

int sl_prove(const sl_access *acc, sl_prove_report *rep, sl_error *err) {
    if (!acc || !rep || acc->view.ndim < 0 || acc->view.ndim > SL_MAX_DIMS ||
        acc->view.width_bytes < 1)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid access description");
    memset(rep, 0, sizeof *rep);
    rep->count = SL_OB_COUNT;
    for (int k = 0; k < SL_OB_COUNT; k++) {
        rep->ob[k].kind = (sl_ob_kind)k;
        rep->ob[k].name = ob_names[k];
    }
    const sl_bview *v = &acc->view;
    char b1[48], b2[48], b3[48];

    /* index bounds */
    sl_obligation *o = &rep->ob[SL_OB_INDEX_BOUNDS];
    bool empty = false;
    i128 numel = 1;
    bool sizes_ok = acc->sizes_valid;
    for (int32_t d = 0; d < v->ndim && sizes_ok; d++) {
        if (v->size[d] < 0) sizes_ok = false;
        if (v->size[d] == 0) empty = true;
    }
    if (!sizes_ok) {
        int32_t bd = acc->bad_dim;
        int64_t bs = acc->bad_size;
        for (int32_t d = 0; d < v->ndim && acc->sizes_valid; d++)
            if (v->size[d] < 0) {
                bd = d;
                bs = v->size[d];
                break;
            }
        set(o, SL_OB_REFUTED, "size %lld at dimension %d is negative: no valid index range",
            (long long)bs, (int)bd);
        for (int k = 1; k < SL_OB_COUNT; k++)
            set(&rep->ob[k], SL_OB_NOT_CHECKABLE, "the index space is not defined");
        rep->all_checkable_proved = false;
        return SL_OK;
    }
    for (int32_t d = 0; d < v->ndim && !empty; d++) {
        numel *= v->size[d];
        if (numel > INT64_MAX) break;
    }
    if (!empty && numel > INT64_MAX) {
        int64_t idx[SL_MAX_DIMS];
        extreme_index(v, true, idx);
        set(o, SL_OB_REFUTED, "the element count exceeds int64: linear indices would wrap");
        cex1(o, v, idx, 0);
    } else {
        char shape[256];
        sl_format_tuple(shape, sizeof shape, v->size, v->ndim);
        set(o, SL_OB_PROVED, "indices 0 <= i_k < size_k over shape %s, %lld elements", shape,
            (long long)(empty ? 0 : (int64_t)numel));
    }

    if (acc->stride_overflow) {
        /* the byte stride itself is not representable: refute the arithmetic at the
         * first index that multiplies it; nothing else can be computed */
        int64_t idx[SL_MAX_DIMS] = {0};
        int32_t d = acc->overflow_dim;
        if (d >= 0 && d < v->ndim) idx[d] = 1;
        o = &rep->ob[SL_OB_CHECKED_ARITH];
        set(o, SL_OB_REFUTED, "the byte stride of dimension %d (element stride x element "
                              "size) overflows int64", (int)d);
        cex1(o, v, idx, 0);
        for (int k = SL_OB_STORAGE_BOUNDS; k <= SL_OB_NO_SELF_OVERLAP; k++)
            if (k != SL_OB_CHECKED_ARITH)
                set(&rep->ob[k], SL_OB_NOT_CHECKABLE, "addresses overflow int64");
        set(&rep->ob[SL_OB_INITIALIZATION], SL_OB_NOT_CHECKABLE,
            "a layout does not say whether the bytes were written before they are read");
        set(&rep->ob[SL_OB_LIFETIME], SL_OB_NOT_CHECKABLE,
            "a layout does not say whether the allocation is alive during the kernel");
        set(&rep->ob[SL_OB_ALIASING_OTHERS], SL_OB_NOT_CHECKABLE,
            "other operands are not given (check pairs with `stridelab overlap A B`)");
        rep->all_checkable_proved = false;
        return SL_OK;
    }

    /* the span, in 128 bits */
    i128 lo = v->offset_bytes, hi = v->offset_bytes; /* hi = start of the highest element */
    bool prod_ovf = false;
    int prod_dim = -1;
    if (!empty)
        for (int32_t d = 0; d < v->ndim; d++) {
            i128 e = (i128)(v->size[d] - 1) * v->stride_bytes[d];
            if (e > INT64_MAX || e < INT64_MIN) {
                prod_ovf = true;
                if (prod_dim < 0) prod_dim = d;
            }
            if (e < 0)
                lo += e;
            else
                hi += e;
        }
    i128 end = hi + v->width_bytes;
    int64_t idx_lo[SL_MAX_DIMS], idx_hi[SL_MAX_DIMS];
    extreme_index(v, false, idx_lo);
    extreme_index(v, true, idx_hi);

    /* storage bounds */
    o = &rep->ob[SL_OB_STORAGE_BOUNDS];
    if (empty) {
        set(o, SL_OB_PROVED, "the view has no elements: no byte is accessed");
    } else if (!acc->storage_known) {
        set(o, SL_OB_NOT_CHECKABLE, "storage size unknown; the view needs bytes [%s, %s)",
            i128s(lo, b1), i128s(end, b2));
    } else if (lo < 0) {
        set(o, SL_OB_REFUTED, "lowest element starts at byte %s, before the storage",
            i128s(lo, b1));
        cex1(o, v, idx_lo, lo);
    } else if (end > acc->storage_bytes) {
        set(o, SL_OB_REFUTED,
            "highest element ends at byte %s, past the %lld-byte storage (last byte %s)",
            i128s(end, b1), (long long)acc->storage_bytes, i128s(end - 1, b2));
        cex1(o, v, idx_hi, end - 1);
    } else {
        set(o, SL_OB_PROVED,
            "required span: bytes [%s, %s) = %s bytes within the %lld-byte storage "
            "(numel x itemsize = %s bytes is not the bound)",
            i128s(lo, b1), i128s(end, b2), i128s(end - lo, b3), (long long)acc->storage_bytes,
            i128s(numel * v->width_bytes, (char[48]){0}));
    }

    /* checked arithmetic */
    o = &rep->ob[SL_OB_CHECKED_ARITH];
    if (empty) {
        set(o, SL_OB_PROVED, "no address is computed");
    } else if (prod_ovf) {
        int64_t idx[SL_MAX_DIMS] = {0};
        idx[prod_dim] = v->size[prod_dim] - 1;
        set(o, SL_OB_REFUTED, "(size-1) x stride of dimension %d overflows int64", prod_dim);
        cex1(o, v, idx, (i128)v->offset_bytes + (i128)idx[prod_dim] * v->stride_bytes[prod_dim]);
    } else if (lo < INT64_MIN) {
        set(o, SL_OB_REFUTED, "the lowest byte address %s is below int64", i128s(lo, b1));
        cex1(o, v, idx_lo, lo);
    } else if (end - 1 > INT64_MAX || end > INT64_MAX) {
        set(o, SL_OB_REFUTED, "the byte address %s exceeds int64", i128s(end - 1, b1));
        cex1(o, v, idx_hi, end - 1);
    } else {
        set(o, SL_OB_PROVED,
            "every product and partial sum lies in bytes [%s, %s], inside int64",
            i128s(lo, b1), i128s(end - 1, b2));
    }

    check_alignment(&rep->ob[SL_OB_ALIGNMENT], acc, acc->elem_align_bytes, empty, "element");
    o = &rep->ob[SL_OB_VECTOR_ALIGNMENT];
    if (acc->vector_bytes <= 0)
        set(o, SL_OB_NOT_REQUIRED, "no vector width given");
    else
        check_alignment(o, acc, acc->vector_bytes, empty, "vector");

    /* self-overlap */
    o = &rep->ob[SL_OB_NO_SELF_OVERLAP];
    if (!acc->write) {
        set(o, SL_OB_NOT_REQUIRED, "read access: elements sharing bytes are harmless");
    } else {
        sl_overlap_result res;
        sl_error oerr;
        int rc = sl_overlap_internal(v, acc->overlap_budget, &res, &oerr);
        if (rc == SL_ERR_NOMEM) return sl_error_set(err, rc, "MemoryError", "%s", oerr.message);
        if (rc) {
            set(o, SL_OB_NOT_CHECKABLE, "overlap not decidable here: %s", oerr.message);
        } else if (res.answer == SL_OVL_NO) {
            set(o, SL_OB_PROVED, "no two index tuples share a byte: %s", res.reason_text);
        } else if (res.answer == SL_OVL_YES) {
            char t1[256], t2[256];
            sl_format_tuple(t1, sizeof t1, res.index_a, v->ndim);
            sl_format_tuple(t2, sizeof t2, res.index_b, v->ndim);
            set(o, SL_OB_REFUTED, "indices %s and %s both write byte %lld", t1, t2,
                (long long)res.byte);
            o->has_counterexample = true;
            o->ncex = 2;
            memcpy(o->cex[0], res.index_a, sizeof(int64_t) * (size_t)v->ndim);
            memcpy(o->cex[1], res.index_b, sizeof(int64_t) * (size_t)v->ndim);
            o->cex_byte = res.byte;
        } else {
            set(o, SL_OB_UNDECIDED, "work budget %lld exhausted after %lld units",
                (long long)acc->overlap_budget, (long long)res.work);
        }
    }
    set(&rep->ob[SL_OB_INITIALIZATION], SL_OB_NOT_CHECKABLE,
        "a layout does not say whether the bytes were written before they are read");
    set(&rep->ob[SL_OB_LIFETIME], SL_OB_NOT_CHECKABLE,
        "a layout does not say whether the allocation is alive during the kernel");
    set(&rep->ob[SL_OB_ALIASING_OTHERS], SL_OB_NOT_CHECKABLE,
        "other operands are not given (check pairs with `stridelab overlap A B`)");

    rep->all_checkable_proved = true;
    for (int k = 0; k < SL_OB_COUNT; k++)
        if (rep->ob[k].status == SL_OB_REFUTED || rep->ob[k].status == SL_OB_UNDECIDED)
            rep->all_checkable_proved = false;
    return SL_OK;
}
