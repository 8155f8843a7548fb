/* fuzz_overlap.c — libFuzzer harness for the overlap solver and whois.  The input bytes
 * describe two small byte views (<= 3 dims, sizes <= 5, strides in [-20, 20], widths
 * 1..8, offsets in [-40, 40]); every answer is cross-checked against brute force (the
 * byte sets of all elements) in all three solver modes, every YES witness is re-checked,
 * and whois is compared with full enumeration at a few addresses.  Any disagreement
 * aborts. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "stridelab.h"
#include "fuzz_reader.h"

int sl_overlap_internal_mode(const sl_bview *v, int64_t budget, int mode,
                             sl_overlap_result *res, sl_error *err);
int sl_overlap_pair_mode(const sl_bview *a, const sl_bview *b, int64_t budget, int mode,
                         sl_overlap_result *res, sl_error *err);

#define NPOS 1024 /* bytes [-512, 512) */


static void make(rd *r, sl_bview *v) {
    memset(v, 0, sizeof *v);
    v->ndim = take(r, 0, 3);
    v->width_bytes = take(r, 1, 8);
    v->offset_bytes = take(r, -40, 40);
    for (int d = 0; d < v->ndim; d++) {
        v->size[d] = take(r, 0, 5);
        v->stride_bytes[d] = take(r, -20, 20);
    }
}

/* byte -> number of owning elements */
static bool owners(const sl_bview *v, int *cnt) {
    memset(cnt, 0, sizeof(int) * NPOS);
    int64_t idx[SL_MAX_DIMS] = {0};
    bool twice = false;
    for (int d = 0; d < v->ndim; d++)
        if (v->size[d] == 0) return false;
    for (;;) {
        int64_t a = v->offset_bytes;
        for (int d = 0; d < v->ndim; d++) a += idx[d] * v->stride_bytes[d];
        for (int64_t y = a; y < a + v->width_bytes; y++)
            if (++cnt[y + NPOS / 2] > 1) twice = true;
        int d = v->ndim - 1;
        for (; d >= 0; d--) {
            if (++idx[d] < v->size[d]) break;
            idx[d] = 0;
        }
        if (d < 0) return twice;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    rd r = {data, size};
    sl_bview a, b;
    make(&r, &a);
    make(&r, &b);
    int ca[NPOS], cb[NPOS];
    bool self = owners(&a, ca);
    owners(&b, cb);
    bool shared = false;
    for (int i = 0; i < NPOS; i++)
        if (ca[i] && cb[i]) shared = true;
    for (int mode = 0; mode < 4; mode++) {
        sl_overlap_result res;
        if (sl_overlap_internal_mode(&a, -1, mode, &res, NULL) != SL_OK) abort();
        if ((res.answer == SL_OVL_YES) != self) abort();
        if (self && !sl_overlap_witness_ok(&a, NULL, &res)) abort();
        if (sl_overlap_pair_mode(&a, &b, -1, mode, &res, NULL) != SL_OK) abort();
        if ((res.answer == SL_OVL_YES) != shared) abort();
        if (shared && !sl_overlap_witness_ok(&a, &b, &res)) abort();
    }
    /* a small budget may say unknown, never the wrong answer */
    sl_overlap_result res;
    int64_t budget = take(&r, 0, 4);
    if (sl_overlap_pair(&a, &b, budget, &res, NULL) != SL_OK) abort();
    if (res.answer != SL_OVL_UNKNOWN && (res.answer == SL_OVL_YES) != shared) abort();
    if (res.answer == SL_OVL_UNKNOWN && res.work > budget) abort();
    /* whois at three addresses: the count equals the number of owners */
    for (int k = 0; k < 3; k++) {
        int64_t byte = take(&r, -60, 120);
        int64_t out[8 * 3], count = -1;
        if (sl_whois_byte(&a, byte, out, 8, &count, -1, NULL) != SL_OK) abort();
        if (byte < -NPOS / 2 || byte >= NPOS / 2) continue;
        if (count != ca[byte + NPOS / 2]) abort();
        for (int64_t t = 0; t < count && t < 8; t++) {
            int64_t addr = a.offset_bytes;
            for (int d = 0; d < a.ndim; d++) {
                int64_t i = out[t * a.ndim + d];
                if (i < 0 || i >= a.size[d]) abort();
                addr += i * a.stride_bytes[d];
            }
            if (!(addr <= byte && byte < addr + a.width_bytes)) abort();
        }
    }
    return 0;
}
