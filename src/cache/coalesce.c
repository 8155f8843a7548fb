/*
 * coalesce.c — GPU global-memory coalescing: 32-byte sectors per warp request.
 *
 * The rule (compute capability >= 6.0; one request per warp instruction from Volta
 * on): a request costs as many sectors as there are distinct 32-byte-aligned chunks
 * touched by the byte ranges [a_i, a_i + width) of its active lanes.  The same count
 * with 128-byte chunks gives the lines (tags) it looks up.  The ideal is the number of
 * sectors its distinct bytes would need if packed: ceil(unique bytes / 32).
 *
 * Counting: sort the lane addresses; since every range has the same width, merging
 * neighbours in sorted order gives the union as disjoint ascending intervals.  Each
 * interval [s, e) covers chunks s/32 .. (e-1)/32; an interval that starts in the chunk
 * where the previous one ended shares that chunk, which is counted once.  O(L log L)
 * per request with L <= 1024 lanes, and no allocation.
 *
 * A view is read by warps lane-major along one dimension: the elements in row-major
 * order with that dimension moved innermost, cut into consecutive groups of
 * `warp_lanes` (the last group may be partial).  This models L1TEX requests only; L2
 * and DRAM traffic can be lower when neighbouring warps share sectors.
 */
#include "core/internal.h"

#include <stdlib.h>

static int cmp_i64(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

static void sort_i64(int64_t *v, int64_t n) {
    if (n > 48) {
        qsort(v, (size_t)n, sizeof *v, cmp_i64);
        return;
    }
    for (int64_t i = 1; i < n; i++) {
        int64_t x = v[i], j = i;
        while (j > 0 && v[j - 1] > x) {
            v[j] = v[j - 1];
            j--;
        }
        v[j] = x;
    }
}

/* Count over sorted addresses; chunks of 2^shift bytes. */
static void count_sorted(const int64_t *a, int64_t n, int64_t width, sl_warp_request *out) {
    int64_t sectors = 0, lines = 0, unique = 0;
    int64_t last_sector = -1, last_line = -1;
    int64_t i = 0;
    while (i < n) {
        /* grow one merged interval [s, e) */
        int64_t s = a[i], e = a[i] + width;
        i++;
        while (i < n && a[i] <= e) {
            if (a[i] + width > e) e = a[i] + width;
            i++;
        }
        unique += e - s;
        int64_t fs = s / SL_SECTOR_BYTES, ls = (e - 1) / SL_SECTOR_BYTES;
        sectors += ls - fs + 1 - (fs == last_sector ? 1 : 0);
        last_sector = ls;
        int64_t fl = s / SL_SECTOR_LINE_BYTES, ll = (e - 1) / SL_SECTOR_LINE_BYTES;
        lines += ll - fl + 1 - (fl == last_line ? 1 : 0);
        last_line = ll;
    }
    out->lanes = n;
    out->sectors = sectors;
    out->lines = lines;
    out->unique_bytes = unique;
    out->ideal = (unique + SL_SECTOR_BYTES - 1) / SL_SECTOR_BYTES;
}

static int check_width(int64_t width_bytes, sl_error *err) {
    if (width_bytes < 1 || width_bytes > SL_WARP_MAX_WIDTH)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "access width must be between 1 and %d bytes, got %lld",
                            SL_WARP_MAX_WIDTH, (long long)width_bytes);
    return SL_OK;
}

int sl_warp_count(const int64_t *addrs, int64_t lanes, int64_t width_bytes,
                  sl_warp_request *out, sl_error *err) {
    SL_NONNULL(out, err);
    int rc = check_width(width_bytes, err);
    if (rc) return rc;
    if (lanes < 0 || lanes > SL_WARP_MAX_LANES)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "a warp request has 0 to %d lanes, got %lld", SL_WARP_MAX_LANES,
                            (long long)lanes);
    if (lanes > 0) SL_NONNULL(addrs, err);
    int64_t sorted[SL_WARP_MAX_LANES];
    for (int64_t i = 0; i < lanes; i++) {
        if (addrs[i] < 0 || addrs[i] > INT64_MAX - width_bytes)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "lane %lld: address %lld is negative or too large", (long long)i,
                                (long long)addrs[i]);
        sorted[i] = addrs[i];
    }
    sort_i64(sorted, lanes);
    count_sorted(sorted, lanes, width_bytes, out);
    return SL_OK;
}

int sl_warp_trace(const sl_layout *l, int64_t lanes_dim, int64_t warp_lanes,
                  int64_t width_bytes, int64_t base_bytes, sl_warp_report *rep,
                  int64_t *hist, int64_t hist_len, sl_error *err) {
    SL_NONNULL(l, err);
    SL_NONNULL(rep, err);
    if (hist_len < 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "sl_warp_trace: hist_len is negative (%lld)", (long long)hist_len);
    int rc = check_width(width_bytes, err);
    if (rc) return rc;
    if (warp_lanes < 1 || warp_lanes > SL_WARP_MAX_LANES)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "a warp has 1 to %d lanes, got %lld", SL_WARP_MAX_LANES,
                            (long long)warp_lanes);
    sl_trace_iter it;
    rc = sl_trace_iter_init(&it, l, SL_TRACE_INNER, lanes_dim, base_bytes, err);
    if (rc) return rc;
    /* a lane reads width_bytes from its element's first byte: the last one must fit */
    if (it.remaining > 0 && width_bytes > l->itemsize) {
        int64_t lo, hi, top;
        bool empty;
        rc = sl_layout_span(l, &lo, &hi, &empty, err);
        if (rc) return rc;
        if (sl_ovf_mul(hi, l->itemsize, &top) || sl_ovf_add(top, base_bytes, &top) ||
            sl_ovf_add(top, width_bytes, &top))
            return sl_error_overflow(err, "the view's highest byte address");
    }
    memset(rep, 0, sizeof *rep);
    if (hist)
        for (int64_t k = 0; k < hist_len; k++) hist[k] = 0;
    int64_t addrs[SL_WARP_MAX_LANES], got;
    while ((got = sl_trace_iter_fill(&it, addrs, warp_lanes)) > 0) {
        sl_warp_request r;
        sort_i64(addrs, got);
        count_sorted(addrs, got, width_bytes, &r);
        rep->requests++;
        rep->sectors += r.sectors;
        rep->lines += r.lines;
        rep->ideal += r.ideal;
        rep->unique_bytes += r.unique_bytes;
        if (r.sectors > rep->max_sectors) rep->max_sectors = r.sectors;
        if (hist && hist_len > 0) hist[r.sectors < hist_len ? r.sectors : hist_len - 1]++;
    }
    return SL_OK;
}
