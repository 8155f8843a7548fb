/* fuzz_copy.c — libFuzzer harness for sl_copy.  The input bytes describe a destination
 * and a source byte view (<= 4 dims, sizes <= 6, widths 1-16, strides of up to 48
 * elements either way, zero strides, now and then a hostile stride, size or offset near
 * the fast paths' bounds or past int64 products, negative sizes and widths), their storage sizes (exact spans, one
 * byte short, a little more), where the source sits (its own buffer, or inside the
 * destination's, overlapping it or not), the options (SIMD level 0-3 or auto,
 * streaming stores on, off or auto) and the entry (sl_copy, or sl_copy_prepare then
 * sl_copy_run: the same verdicts and bytes are required of both).  One 8 KiB arena holds the storage; an element
 * loop that reads the whole source before writing is the reference.  Checked: the copy
 * succeeds exactly when every element byte is inside its storage and no destination
 * byte belongs to two elements (or nothing is to be moved); on success every arena byte
 * equals the reference (including all bytes that are no element's); on failure no byte
 * changed.  Any disagreement aborts. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "stridelab.h"
#include "fuzz_reader.h"

#define ARENA 8192

/* sl_copy, or the same copy prepared and then run */
static int copy_via(bool prepared, char *dst_base, int64_t dbytes, const sl_bview *d,
                    const char *src_base, int64_t sbytes, const sl_bview *s,
                    const sl_copy_options *o, sl_error *err) {
    if (!prepared) return sl_copy(dst_base, dbytes, d, src_base, sbytes, s, o, err);
    sl_copy_prepared *p = NULL;
    int rc = sl_copy_prepare(dbytes, d, sbytes, s, o, &p, err);
    if (rc != SL_OK) {
        if (p) abort(); /* a failed prepare hands nothing back */
        return rc;
    }
    rc = sl_copy_run(p, dst_base, src_base, err);
    sl_copy_prepared_free(p);
    return rc;
}


static const int64_t WIDTHS[] = {1, 2, 3, 4, 8, 12, 16, 4};
static const int64_t HOSTILE[] = {INT64_C(1) << 40, (INT64_C(1) << 40) + 4, INT64_C(1) << 61,
                                  INT64_C(1) << 62, INT64_MAX, INT64_MIN, -(INT64_C(1) << 40),
                                  (INT64_C(1) << 20) + 1};

/* Every element's byte offset (from its storage's start) in row-major index order, and
 * whether all of them, with their width, lie in [0, bytes).  0 elements: true. */
static bool offsets(const sl_bview *v, int64_t bytes, int64_t *out, int64_t *count) {
    int64_t n = 1;
    for (int d = 0; d < v->ndim; d++) n *= v->size[d];
    *count = n;
    if (n == 0) return true;
    int64_t idx[SL_MAX_DIMS] = {0};
    bool inside = true;
    for (int64_t e = 0; e < n; e++) {
        /* sizes are small and strides at most 2^63 in magnitude: do the sum in unsigned
         * arithmetic, then check the bounds in a way that survives wrap-around */
        uint64_t a = (uint64_t)v->offset_bytes;
        bool wild = false;
        for (int d = 0; d < v->ndim; d++) {
            if (idx[d] && (v->stride_bytes[d] > INT64_C(1) << 50 ||
                           v->stride_bytes[d] < -(INT64_C(1) << 50)))
                wild = true;
            a += (uint64_t)idx[d] * (uint64_t)v->stride_bytes[d];
        }
        if (v->offset_bytes > INT64_C(1) << 50 || v->offset_bytes < -(INT64_C(1) << 50))
            wild = true;
        int64_t s = (int64_t)a;
        if (wild || s < 0 || s > bytes - v->width_bytes) inside = false;
        out[e] = s;
        for (int d = v->ndim - 1; d >= 0; d--) {
            if (++idx[d] < v->size[d]) break;
            idx[d] = 0;
        }
    }
    return inside;
}

static sl_threadpool *pool;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    rd r = {data, size};
    sl_bview d, s;
    memset(&d, 0, sizeof d);
    memset(&s, 0, sizeof s);
    const int nd = (int)take(&r, 0, 4);
    d.ndim = s.ndim = nd;
    d.width_bytes = s.width_bytes = WIDTHS[take(&r, 0, 7)];
    const int64_t w = d.width_bytes;
    for (int k = 0; k < nd; k++) {
        d.size[k] = s.size[k] = take(&r, 0, 6);
        d.stride_bytes[k] = w * take(&r, -48, 48);
        s.stride_bytes[k] = take(&r, 0, 5) == 0 ? 0 : w * take(&r, -48, 48);
        if (take(&r, 0, 7) == 0) s.stride_bytes[k] += take(&r, -3, 3); /* not a multiple */
    }
    d.offset_bytes = take(&r, 0, 255) * 8;
    s.offset_bytes = take(&r, 0, 255) * 8;
    switch (take(&r, 0, 15)) { /* now and then one field mismatched or hostile */
    case 0: d.stride_bytes[take(&r, 0, 3)] = HOSTILE[take(&r, 0, 7)]; break;
    case 1: s.stride_bytes[take(&r, 0, 3)] = HOSTILE[take(&r, 0, 7)]; break;
    case 2: d.offset_bytes = HOSTILE[take(&r, 0, 7)]; break;
    case 3: s.offset_bytes = HOSTILE[take(&r, 0, 7)]; break;
    case 4: s.width_bytes = WIDTHS[take(&r, 0, 7)]; break;
    case 5:
        if (nd) s.size[take(&r, 0, nd - 1)] = take(&r, 0, 7);
        break;
    case 6: /* a hostile size or width on both sides: negative, or products past int64 */
        if (nd) {
            const int k = (int)take(&r, 0, nd - 1);
            d.size[k] = s.size[k] = take(&r, 0, 1) ? HOSTILE[take(&r, 0, 7)] : -take(&r, 1, 3);
        } else {
            d.width_bytes = s.width_bytes = take(&r, 0, 1) ? INT64_MIN : take(&r, -2, 0);
        }
        break;
    default: break;
    }
    bool hostile_shape = d.width_bytes < 1 || d.width_bytes > 16;
    for (int k = 0; k < nd; k++) hostile_shape = hostile_shape || d.size[k] < 0 || d.size[k] > 6;
    const int64_t dbytes = take(&r, 0, ARENA), sbytes_max = take(&r, 0, ARENA);
    const bool inside = take(&r, 0, 2) == 0; /* the source inside the destination's buffer */
    const int64_t shift = inside ? take(&r, 0, 255) * 8 : 0;
    const int64_t sbytes = inside && sbytes_max > ARENA - shift ? ARENA - shift : sbytes_max;
    sl_copy_options o;
    sl_copy_options_init(&o);
    o.simd = (int32_t)take(&r, -1, 3);
    o.nontemporal = (int32_t)take(&r, -1, 1);
    if (take(&r, 0, 3) == 0) {
        if (!pool && sl_threadpool_create(2, &pool, NULL) != SL_OK) abort();
        o.threads = 2, o.pool = pool;
    }
    const bool prepared = take(&r, 0, 1) == 1;

    static char arena[ARENA], other[ARENA], before[ARENA], want[ARENA];
    for (int i = 0; i < ARENA; i++) {
        arena[i] = (char)(i * 131 + 7);
        other[i] = (char)(i * 29 + 3);
    }
    char *dst_base = arena, *src_base = inside ? arena + shift : other;
    memcpy(before, arena, ARENA);

    /* the reference: which copies must succeed, and the bytes they leave */
    static int64_t doff[6 * 6 * 6 * 6], soff[6 * 6 * 6 * 6];
    int64_t dn, sn;
    const bool same_shape = s.ndim == d.ndim && s.width_bytes == d.width_bytes &&
                            memcmp(s.size, d.size, sizeof(int64_t) * (size_t)nd) == 0;
    bool ok = same_shape && !hostile_shape;
    if (ok) {
        bool din = offsets(&d, dbytes, doff, &dn), sin = offsets(&s, sbytes, soff, &sn);
        if (dn > 0) {
            ok = din && sin;
            if (ok) { /* no destination byte written twice */
                static unsigned char owned[ARENA];
                memset(owned, 0, sizeof owned);
                for (int64_t e = 0; e < dn && ok; e++)
                    for (int64_t b = 0; b < w; b++)
                        if (owned[doff[e] + b]++) ok = false;
            }
        }
    }
    memcpy(want, before, ARENA);
    if (ok && dn > 0) {
        static char src_before[ARENA];
        memcpy(src_before, src_base, (size_t)sbytes);
        for (int64_t e = 0; e < dn; e++)
            memcpy(want + doff[e], src_before + soff[e], (size_t)w);
    }

    sl_error err;
    if (hostile_shape) { /* only "no crash, nothing written unless it succeeds" */
        int64_t n = 1;
        bool neg = d.width_bytes < 1;
        for (int k = 0; k < nd; k++) {
            neg = neg || d.size[k] < 0;
            if (d.size[k] == 0) n = 0;
        }
        const int rc = copy_via(prepared, dst_base, dbytes, &d, src_base, sbytes, &s, &o, &err);
        if (neg && rc == SL_OK) abort(); /* a negative size or width is an error */
        if (!neg && n != 0 && rc == SL_OK) abort(); /* past 2^40 elements: past the arena */
        if (memcmp(arena, before, ARENA) != 0) abort();
        return 0;
    }
    const int rc = copy_via(prepared, dst_base, dbytes, &d, src_base, sbytes, &s, &o, &err);
    if (!same_shape) {
        if (rc == SL_OK) abort(); /* a shape or width mismatch must be refused */
        if (memcmp(arena, before, ARENA) != 0) abort();
        return 0;
    }
    if (dn == 0) { /* nothing to move: whatever the status, nothing written */
        if (memcmp(arena, before, ARENA) != 0) abort();
        return 0;
    }
    if ((rc == SL_OK) != ok) abort();
    if (memcmp(arena, ok ? want : before, ARENA) != 0) abort();
    return 0;
}
