/* test_support.c — helpers for the unit tests (see test_support.h). */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ts_assert_i64s(const int64_t *got, const int64_t *want, int n, const char *what) {
    for (int i = 0; i < n; i++) {
        if (got[i] != want[i]) {
            char g[512], w[512];
            sl_format_list(g, sizeof g, got, n);
            sl_format_list(w, sizeof w, want, n);
            fail_msg("%s: got %s, want %s", what, g, w);
        }
    }
}

uint64_t ts_rand(uint64_t *s) {
    uint64_t x = *s ? *s : 0x9E3779B97F4A7C15ull;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *s = x;
    return x;
}

int64_t ts_rand_range(uint64_t *s, int64_t lo, int64_t hi) {
    uint64_t span = (uint64_t)(hi - lo) + 1;
    return lo + (int64_t)(ts_rand(s) % span);
}

sl_ref ts_corpus_ref(const char *dir) {
    const char *env = getenv("STRIDELAB_REF");
    sl_ref r;
    if (env && *env) {
        sl_error e;
        if (sl_ref_parse(env, &r, &e) != SL_OK) fail_msg("STRIDELAB_REF: %s", e.message);
        return r;
    }
    size_t n = strlen(dir);
    while (n && dir[n - 1] == '/') n--;
    return n >= 7 && !strncmp(dir + n - 7, "lessons", 7) && (n == 7 || dir[n - 8] == '/') ? SL_REF_LESSONS
                                                                                           : SL_REF_DEBIAN12;
}

void ts_buf_add(ts_buf *b, const char *s, size_t n) {
    if (b->failed) return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = (b->n + n + 1) * 2;
        char *ns = realloc(b->s, cap);
        if (!ns) {
            b->failed = 1;
            return;
        }
        b->s = ns;
        b->cap = cap;
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = '\0';
}

void ts_buf_collect(void *user, const char *s, size_t n) { ts_buf_add(user, s, n); }

void ts_keys_load(ts_keys *k, const char *dir, const char *file, int nfields) {
    char path[4096];
    snprintf(path, sizeof path, "%.3000s/%s", dir, file);
    FILE *f = fopen(path, "r");
    if (!f) return;
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#') continue;
        char key[4096] = "";
        size_t kl = 0;
        const char *p = line;
        for (int i = 0; i < nfields; i++) {
            size_t len = strcspn(p, "\t\n");
            size_t end = len;
            for (size_t j = 1; j < len; j++) /* "name  # why" */
                if (p[j] == '#' && p[j - 1] == ' ') {
                    end = j;
                    break;
                }
            while (end && (p[end - 1] == ' ' || p[end - 1] == '\r')) end--;
            if (!end || p[0] == '#') break;
            kl += (size_t)snprintf(key + kl, sizeof key - kl, "%s%.*s", i ? "\t" : "", (int)end, p);
            if (kl >= sizeof key || p[len] != '\t') {
                if (i + 1 < nfields) kl = 0; /* too few fields: not a key */
                break;
            }
            p += len + 1;
        }
        if (!kl) continue;
        if (k->n == k->cap) {
            int cap = k->cap ? 2 * k->cap : 64;
            char **nk = realloc(k->key, (size_t)cap * sizeof *nk);
            if (!nk) break;
            k->key = nk;
            k->cap = cap;
        }
        k->key[k->n] = strdup(key);
        if (k->key[k->n]) k->n++;
    }
    fclose(f);
}

bool ts_keys_has(const ts_keys *k, const char *key) {
    for (int i = 0; i < k->n; i++)
        if (!strcmp(k->key[i], key)) return true;
    return false;
}

void ts_keys_free(ts_keys *k) {
    for (int i = 0; i < k->n; i++) free(k->key[i]);
    free(k->key);
    memset(k, 0, sizeof *k);
}
