/* fuzz_reader.h — the byte reader the layout harnesses (fuzz_copy, fuzz_overlap) draw
 * their fields from: each field takes one input byte, mapped onto [lo, hi]; an
 * exhausted input reads as zero bytes, so every input decodes to some case. */
#ifndef STRIDELAB_FUZZ_READER_H
#define STRIDELAB_FUZZ_READER_H

#include <stddef.h>
#include <stdint.h>

typedef struct rd {
    const uint8_t *p;
    size_t n;
} rd;

static inline int64_t take(rd *r, int64_t lo, int64_t hi) {
    uint64_t v = 0;
    if (r->n) {
        v = r->p[0];
        r->p++;
        r->n--;
    }
    return lo + (int64_t)(v % (uint64_t)(hi - lo + 1));
}

#endif
