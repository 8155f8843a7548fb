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
 *   alignment          addresses are base + offset + sum i_k*s_k.  A step between two
 *                      accessed addresses (a stride of a dimension of size > 1) that is
 *                      not a multiple of A refutes it for every base; otherwise every
 *                      address is congruent to base + offset mod A, decided by the exact
 *                      base address (DLPack), or by its known alignment B (proved when
 *                      A | B and A | offset, refuted when gcd(A, B) does not divide the
 *                      offset), else it depends on the base: not checkable for the
 *                      dtype's own alignment, undecided for a requested one.  A
 *                      requested alignment (vector_bytes) without vector lanes is asked
 *                      of every element, so it is checked here (with the dtype's own:
 *                      the larger of the two), and "vector alignment" is not required;
 *   vector lanes       (vector loads of L lanes along dimension D) size_D is a multiple
 *                      of L and the lanes are adjacent (byte stride = element width);
 *                      the vector alignment then checks each vector's first address,
 *                      i.e. the steps L*s_D (between vectors) and s_k for k != D;
 *   no self-overlap    (writes only) the exact overlap solver; a YES is a refutation with
 *                      the two index tuples and the byte they share.
 *
 * Refutations carry a concrete counterexample index.  Initialization, lifetime and
 * aliasing with other operands cannot be seen in one layout: "not checkable".
 */
#include "core/internal.h"
#include "analysis/prove_options.h"

__extension__ typedef __int128 i128;

static const char *const ob_names[SL_OB_COUNT] = {
    "index bounds", "storage bounds", "checked arithmetic", "alignment", "vector lanes",
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

/* The obligations no layout can decide: initialization, lifetime, aliasing with others. */
static void set_not_checkable_by_layout(sl_prove_report *rep) {
    set(&rep->ob[SL_OB_INITIALIZATION], SL_OB_NOT_CHECKABLE,
        "a layout does not say whether the bytes were written before they are read");
    set(&rep->ob[SL_OB_LIFETIME], SL_OB_NOT_CHECKABLE,
        "a layout does not say whether the allocation is alive during the kernel");
    set(&rep->ob[SL_OB_ALIASING_OTHERS], SL_OB_NOT_CHECKABLE,
        "other operands are not given (check pairs with `stridelab overlap A B`)");
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
    o->cex_byte_valid = byte <= INT64_MAX && byte >= INT64_MIN;
    o->cex_byte = o->cex_byte_valid ? (int64_t)byte : 0;
}

static i128 gcd128(i128 a, i128 b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b) {
        i128 r = a % b;
        a = b;
        b = r;
    }
    return a;
}

static i128 pmod128(i128 a, i128 m) {
    i128 r = a % m;
    return r < 0 ? r + m : r;
}

/* Alignment A of the accessed addresses.  Without lanes every element is accessed; with
 * lanes L along dimension vd only the first element of each vector (steps L*s_vd along
 * vd).  `requested`: the caller asked for this alignment (an unknown base leaves it
 * undecided, not merely not checkable). */
static void check_alignment(sl_obligation *o, const sl_access *acc, int64_t A, bool empty,
                            const char *what, int64_t lanes, int32_t vd, bool requested) {
    const sl_bview *v = &acc->view;
    char b1[48], b2[48];
    if (A <= 1) {
        set(o, SL_OB_PROVED, "no %s alignment is required (1 byte)", what);
        return;
    }
    if (empty) {
        set(o, SL_OB_PROVED, "no element is accessed");
        return;
    }
    int64_t idx[SL_MAX_DIMS] = {0};
    /* a step between two accessed addresses that A does not divide: no base helps */
    for (int32_t d = 0; d < v->ndim; d++) {
        i128 step;
        int64_t next;
        if (lanes > 0 && d == vd) {
            if (v->size[d] <= lanes) continue; /* one vector along this dimension */
            step = (i128)lanes * v->stride_bytes[d];
            next = lanes;
        } else {
            if (v->size[d] <= 1) continue;
            step = v->stride_bytes[d];
            next = 1;
        }
        if (pmod128(step, A) != 0) {
            /* the counterexample: index 0 of this dimension when the base is known well
             * enough to misalign it (index 1 is then aligned), else index 1 */
            bool first_off = acc->base_known ? pmod128((i128)acc->base_address + v->offset_bytes, A) != 0
                             : acc->base_align_bytes > 0 && acc->base_align_bytes % A == 0 &&
                                   pmod128(v->offset_bytes, A) != 0;
            idx[d] = first_off ? 0 : next;
            if (lanes > 0 && d == vd)
                set(o, SL_OB_REFUTED,
                    "consecutive vectors along dimension %d start %s %s apart, not a "
                    "multiple of %lld: no base address aligns them all",
                    (int)d, i128s(step, b1), step == 1 ? "byte" : "bytes", (long long)A);
            else
                set(o, SL_OB_REFUTED,
                    "dimension %d steps %s %s, not a multiple of %lld: no base address "
                    "aligns both index 0 and index 1 of it",
                    (int)d, i128s(step, b1), step == 1 ? "byte" : "bytes", (long long)A);
            cex1(o, v, idx, (i128)v->offset_bytes + (first_off ? 0 : step));
            return;
        }
    }
    /* every accessed address is congruent to base + offset (mod A) */
    i128 off = v->offset_bytes;
    if (acc->base_known && acc->base_address == 0) {
        /* 0 is a multiple of everything, but a null base is no allocation (a freed or
         * never-allocated storage): the accesses have no address to be aligned */
        set(o, SL_OB_NOT_CHECKABLE,
            "the base address is 0, a null pointer (a freed or unallocated storage): it "
            "proves no alignment");
        return;
    }
    if (acc->base_known) {
        i128 r = pmod128((i128)acc->base_address + off, A);
        if (r != 0) {
            set(o, SL_OB_REFUTED,
                "the first element is at address %s + %s, %s %s past a multiple of %lld",
                i128s((i128)acc->base_address, b1), i128s(off, b2),
                i128s(r, (char[48]){0}), r == 1 ? "byte" : "bytes", (long long)A);
            cex1(o, v, idx, off);
        } else {
            set(o, SL_OB_PROVED,
                "base address %s + byte offset %s and every step are multiples of %lld",
                i128s((i128)acc->base_address, b1), i128s(off, b2), (long long)A);
        }
        return;
    }
    int64_t B = acc->base_align_bytes > 0 ? acc->base_align_bytes : 0;
    if (B > 0) {
        i128 g = gcd128(A, B);
        if (pmod128(off, g) != 0) {
            set(o, SL_OB_REFUTED,
                "the base is %lld-byte aligned and the first element sits %s %s past it: "
                "never a multiple of %lld",
                (long long)B, i128s(off, b1), off == 1 ? "byte" : "bytes", (long long)A);
            cex1(o, v, idx, off);
            return;
        }
        if (B % A == 0) {
            set(o, SL_OB_PROVED,
                "base %lld-aligned, byte offset %s and every step are multiples of %lld",
                (long long)B, i128s(off, b1), (long long)A);
            return;
        }
    }
    /* some base addresses satisfy it, others do not */
    i128 need = pmod128(-off, A);
    char known[96];
    if (B > 0)
        snprintf(known, sizeof known, "the base is only known to be %lld-byte aligned", (long long)B);
    else
        snprintf(known, sizeof known, "the base address's alignment is unknown");
    set(o, requested ? SL_OB_UNDECIDED : SL_OB_NOT_CHECKABLE,
        "holds iff the base address is %s mod %lld; %s (give the base alignment)",
        i128s(need, b1), (long long)A, known);
}

/* Vector lanes along dimension vd: a whole number of vectors, lanes adjacent. */
static void check_lanes(sl_obligation *o, const sl_access *acc, int64_t L, int32_t vd,
                        bool empty) {
    const sl_bview *v = &acc->view;
    int64_t idx[SL_MAX_DIMS] = {0};
    if (empty) {
        set(o, SL_OB_PROVED, "no element is accessed");
        return;
    }
    int64_t n = v->size[vd];
    if (n % L != 0) {
        idx[vd] = n - n % L;
        set(o, SL_OB_REFUTED,
            "dimension %d has %lld %s, not a multiple of %lld lanes: the vector from "
            "index %lld reads %lld %s past its end",
            (int)vd, (long long)n, sl_plural(n, "element", "elements"), (long long)L,
            (long long)idx[vd], (long long)(L - n % L), sl_plural(L - n % L, "lane", "lanes"));
        cex1(o, v, idx, (i128)v->offset_bytes + (i128)idx[vd] * v->stride_bytes[vd]);
        return;
    }
    if (L > 1 && v->stride_bytes[vd] != v->width_bytes) {
        idx[vd] = 1;
        set(o, SL_OB_REFUTED,
            "lanes along dimension %d are %lld %s apart, not adjacent %lld-byte elements: "
            "one vector load cannot read them",
            (int)vd, (long long)v->stride_bytes[vd], sl_plural(v->stride_bytes[vd], "byte", "bytes"),
            (long long)v->width_bytes);
        cex1(o, v, idx, (i128)v->offset_bytes + v->stride_bytes[vd]);
        return;
    }
    char b1[48];
    set(o, SL_OB_PROVED, "%lld vector%s of %lld %s (%s %s) per row along dimension %d, "
        "lanes adjacent", (long long)(n / L), n / L == 1 ? "" : "s", (long long)L,
        sl_plural(L, "lane", "lanes"), i128s((i128)L * v->width_bytes, b1),
        (i128)L * v->width_bytes == 1 ? "byte" : "bytes", (int)vd);
}

/* ---- the options' validation, shared by the CLI flags and the DLPack JSON ---------- */

static bool pow2_in_range(int64_t v) { return v >= 1 && v <= (INT64_C(1) << 62) && (v & (v - 1)) == 0; }

int sl_prove_options_check(const sl_prove_options *o, sl_prove_option_names names, sl_error *err) {
    SL_NONNULL(o, err);
    bool j = names == SL_PROVE_NAMES_JSON;
    const char *pre = j ? "DLPack descriptor: " : "";
    if (o->has_storage_bytes && o->storage_bytes < 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "%s%s must be a byte count >= 0, got %lld",
                            pre, j ? "storage_bytes" : "--storage-bytes", (long long)o->storage_bytes);
    if (o->has_base_align && !pow2_in_range(o->base_align))
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "%s%s must be a power of two between 1 and 2^62, got %lld", pre,
                            j ? "base_alignment" : "--base-align", (long long)o->base_align);
    if (o->has_align && !pow2_in_range(o->align))
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "%s%s must be a power of two between 1 and 2^62, got %lld", pre,
                            j ? "vector_bytes" : "--align", (long long)o->align);
    if (o->has_vector_lanes && (o->vector_lanes < 1 || o->vector_lanes > SL_PROVE_MAX_LANES))
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "%s%s must be between 1 and %d, got %lld",
                            pre, j ? "vector_lanes" : "--vector", SL_PROVE_MAX_LANES,
                            (long long)o->vector_lanes);
    if (o->has_vector_dim && (o->vector_dim < -SL_MAX_DIMS || o->vector_dim >= SL_MAX_DIMS))
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "%s%s must be between %d and %d, got %lld",
                            pre, j ? "vector_dim" : "--vector-dim", -SL_MAX_DIMS, SL_MAX_DIMS - 1,
                            (long long)o->vector_dim);
    if (o->has_vector_dim && !o->has_vector_lanes)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "%s%s needs %s", pre,
                            j ? "vector_dim" : "--vector-dim",
                            j ? "\"vector_lanes\"" : "--vector LANES");
    return SL_OK;
}

int sl_prove(const sl_access *acc, sl_prove_report *rep, sl_error *err) {
    if (!acc || !rep || acc->view.ndim < 0 || acc->view.ndim > SL_MAX_DIMS ||
        acc->view.width_bytes < 1 || acc->vector_bytes < 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid access description");
    int32_t vd = -1;
    if (acc->vector_lanes != 0) {
        if (acc->vector_lanes < 0 || acc->vector_lanes > SL_PROVE_MAX_LANES)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "vector lanes must be between 1 and %d, got %lld",
                                SL_PROVE_MAX_LANES, (long long)acc->vector_lanes);
        int64_t nd = acc->view.ndim, dim = acc->vector_dim;
        if (nd == 0 || dim < -nd || dim >= nd)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "vector dimension %lld is out of range for a %d-dimensional "
                                "view", (long long)dim, (int)nd);
        vd = (int32_t)(dim < 0 ? dim + nd : dim);
    }
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
        rep->any_refuted = true;
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
        long long count = empty ? 0 : (long long)numel;
        set(o, SL_OB_PROVED, "indices 0 <= i_k < size_k over shape %s, %lld %s", shape, count,
            sl_plural(count, "element", "elements"));
    }

    if (acc->stride_overflow || acc->offset_overflow) {
        /* a byte stride or the byte offset itself is not representable: refute the
         * arithmetic at the first index that uses it; nothing else can be computed */
        int64_t idx[SL_MAX_DIMS] = {0};
        int32_t d = acc->overflow_dim;
        o = &rep->ob[SL_OB_CHECKED_ARITH];
        if (acc->offset_overflow) {
            set(o, SL_OB_REFUTED, "the byte offset (element offset x element size) "
                                  "overflows int64");
        } else {
            if (d >= 0 && d < v->ndim) idx[d] = 1;
            set(o, SL_OB_REFUTED, "the byte stride of dimension %d (element stride x element "
                                  "size) overflows int64", (int)d);
        }
        cex1(o, v, idx, 0);
        for (int k = SL_OB_STORAGE_BOUNDS; k <= SL_OB_NO_SELF_OVERLAP; k++)
            if (k != SL_OB_CHECKED_ARITH)
                set(&rep->ob[k], SL_OB_NOT_CHECKABLE, "addresses overflow int64");
        set_not_checkable_by_layout(rep);
        rep->all_checkable_proved = false;
        rep->any_refuted = true;
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
    } else if (lo < 0) {
        set(o, SL_OB_REFUTED, "lowest element starts at byte %s, before the storage",
            i128s(lo, b1));
        cex1(o, v, idx_lo, lo);
    } else if (!acc->storage_known) {
        set(o, SL_OB_NOT_CHECKABLE, "storage size unknown; the view needs bytes [%s, %s)",
            i128s(lo, b1), i128s(end, b2));
    } else if (end > acc->storage_bytes) {
        if (acc->storage_bytes == 0)
            set(o, SL_OB_REFUTED,
                "the view reaches bytes [%s, %s) but the storage is empty (0 bytes)",
                i128s(lo, b1), i128s(end, b2));
        else
            set(o, SL_OB_REFUTED,
                "the highest element's last byte is byte %s, past the end of the %lld-byte "
                "storage (bytes 0..%lld)",
                i128s(end - 1, b1), (long long)acc->storage_bytes,
                (long long)acc->storage_bytes - 1);
        cex1(o, v, idx_hi, end - 1);
    } else {
        /* numel x itemsize is named only where it differs from the storage size the view
         * needs (its end): smaller when the view starts past byte 0 or its elements leave
         * gaps in [lo, end) (fewer bytes than the span: some are not covered), larger when
         * elements share bytes (more bytes than [0, end) holds) */
        i128 dense = numel * v->width_bytes;
        char note[200] = "", why[120] = "elements share bytes";
        if (dense < end) {
            char lob[48];
            bool gaps = dense < end - lo;
            snprintf(why, sizeof why, "%s%s%s", lo > 0 ? "the view starts at byte " : "",
                     lo > 0 ? i128s(lo, lob) : "", gaps ? (lo > 0 ? " and leaves gaps" : "the view leaves gaps") : "");
        }
        if (numel <= INT64_MAX && dense != end)
            snprintf(note, sizeof note, " (numel x itemsize = %s %s is not the bound: %s)",
                     i128s(dense, (char[48]){0}), dense == 1 ? "byte" : "bytes", why);
        set(o, SL_OB_PROVED, "required span: bytes [%s, %s) = %s %s within the %lld-byte storage%s",
            i128s(lo, b1), i128s(end, b2), i128s(end - lo, b3), end - lo == 1 ? "byte" : "bytes",
            (long long)acc->storage_bytes, note);
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

    /* an alignment asked without vector lanes is every element's: the alignment row */
    bool elem_asked = vd < 0 && acc->vector_bytes > 0;
    int64_t elem_A = acc->elem_align_bytes;
    if (elem_asked && acc->vector_bytes > elem_A) elem_A = acc->vector_bytes;
    check_alignment(&rep->ob[SL_OB_ALIGNMENT], acc, elem_A, empty, "element", 0, -1, elem_asked);
    o = &rep->ob[SL_OB_VECTOR_LANES];
    if (vd < 0)
        set(o, SL_OB_NOT_REQUIRED, "element-wise access (no vector lanes given)");
    else
        check_lanes(o, acc, acc->vector_lanes, vd, empty);
    o = &rep->ob[SL_OB_VECTOR_ALIGNMENT];
    if (vd >= 0) {
        int64_t A = acc->vector_bytes;
        if (A == 0) { /* the vector width's power-of-two part */
            i128 w = (i128)acc->vector_lanes * v->width_bytes;
            A = 1;
            while (A < (INT64_C(1) << 62) && w % ((i128)A * 2) == 0) A *= 2;
        }
        check_alignment(o, acc, A, empty, "vector", acc->vector_lanes, vd, true);
    } else if (acc->vector_bytes <= 0) {
        set(o, SL_OB_NOT_REQUIRED, "no vector width given");
    } else {
        set(o, SL_OB_NOT_REQUIRED,
            "no vector lanes given: the %lld-byte alignment asked of every element is "
            "checked under \"alignment\"", (long long)acc->vector_bytes);
    }

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
            o->cex_byte_valid = true;
        } else {
            set(o, SL_OB_UNDECIDED, "work budget %lld exhausted after %lld %s",
                (long long)acc->overlap_budget, (long long)res.work,
                sl_plural(res.work, "unit", "units"));
        }
    }
    set_not_checkable_by_layout(rep);

    rep->all_checkable_proved = true;
    for (int k = 0; k < SL_OB_COUNT; k++) {
        if (rep->ob[k].status == SL_OB_REFUTED || rep->ob[k].status == SL_OB_UNDECIDED)
            rep->all_checkable_proved = false;
        if (rep->ob[k].status == SL_OB_REFUTED) rep->any_refuted = true;
    }
    return SL_OK;
}

int sl_access_from_raw(const char *text, sl_access *acc, sl_error *err) {
    int64_t size[SL_MAX_DIMS], stride[SL_MAX_DIMS], offset, itemsize;
    int32_t n;
    if (!text || !acc) return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL argument");
    int rc = sl_layout_parse_raw_fields(text, size, stride, &n, &offset, &itemsize, err);
    if (rc) return rc;
    memset(acc, 0, sizeof *acc);
    sl_bview *v = &acc->view;
    v->ndim = n;
    v->width_bytes = itemsize;
    acc->sizes_valid = true;
    acc->overflow_dim = -1;
    for (int32_t d = 0; d < n; d++) {
        v->size[d] = size[d];
        if (size[d] < 0 && acc->sizes_valid) {
            acc->sizes_valid = false;
            acc->bad_dim = d;
            acc->bad_size = size[d];
        }
        if (sl_ovf_mul(stride[d], itemsize, &v->stride_bytes[d])) {
            v->stride_bytes[d] = 0;
            if (size[d] > 1 && acc->overflow_dim < 0) acc->overflow_dim = d;
        }
    }
    acc->stride_overflow = acc->overflow_dim >= 0;
    if (sl_ovf_mul(offset, itemsize, &v->offset_bytes)) {
        v->offset_bytes = 0;
        acc->offset_overflow = true;
    }
    int64_t ea = itemsize & -itemsize; /* natural alignment, at most 8 */
    acc->elem_align_bytes = ea > 8 ? 8 : ea;
    acc->storage_bytes = -1;
    acc->overlap_budget = -1;
    return SL_OK;
}
