/* test_support.h — shared by the cmocka unit tests: cmocka's required includes and
 * small helpers for building layouts and comparing int64 arrays. */
#ifndef STRIDELAB_TEST_SUPPORT_H
#define STRIDELAB_TEST_SUPPORT_H
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "stridelab.h"

/* Assert two int64 arrays are equal, printing both on failure. */
void ts_assert_i64s(const int64_t *got, const int64_t *want, int n, const char *what);
/* Deterministic xorshift PRNG for property tests. */
uint64_t ts_rand(uint64_t *state);
int64_t ts_rand_range(uint64_t *state, int64_t lo, int64_t hi); /* inclusive */

/* The reference profile a recorded corpus folder holds: $STRIDELAB_REF (a profile name)
 * when set, else SL_REF_LESSONS for a folder whose last component is `lessons`, else
 * SL_REF_DEBIAN12 (tests/corpus, tests/snippets, ... are Debian 12's torch 1.13 / numpy
 * 1.24 recordings; their `lessons/` subfolders torch 2.2.2 / numpy 2.2.6's). */
sl_ref ts_corpus_ref(const char *dir);

/* A growable NUL-terminated text buffer (free s when done); failed: an allocation failed
 * and the content is cut short.  ts_buf_collect is a write callback (sl_write_fn-shaped)
 * whose user is a ts_buf. */
typedef struct ts_buf {
    char *s;
    size_t n, cap;
    int failed;
} ts_buf;
void ts_buf_add(ts_buf *b, const char *s, size_t n);
void ts_buf_collect(void *user, const char *s, size_t n);
#endif
