/* test_support.h — shared by the cmocka unit tests: cmocka's required includes and
 * small helpers for building layouts and comparing int64 arrays. */
#ifndef STRIDELAB_TEST_SUPPORT_H
#define STRIDELAB_TEST_SUPPORT_H
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
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

/* A corpus folder's lists of cases allowed to differ (known_mismatches.txt,
 * lessons/not_yet_followed.txt): one case per line, its key the first `nfields`
 * tab-separated fields (a name; FILE TAB CASE; FILE TAB ORIGIN TAB EXPR), anything after
 * them (a "# why" comment) ignored, lines starting with '#' skipped, trailing blanks
 * dropped.  ts_keys_load adds DIR/FILE's keys (a missing file adds none); ts_keys_has
 * looks up a key joined by tabs. */
typedef struct ts_keys {
    char **key;
    int n, cap;
} ts_keys;
void ts_keys_load(ts_keys *k, const char *dir, const char *file, int nfields);
bool ts_keys_has(const ts_keys *k, const char *key);
void ts_keys_free(ts_keys *k);
#endif
