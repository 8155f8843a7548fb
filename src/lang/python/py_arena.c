/*
 * py_arena.c — the snippet language's one allocator.
 *
 * A run allocates AST nodes, values and storage bytes from a chain of chunks and frees
 * them all at once when it ends.  There is no per-object free: a snippet is short-lived
 * and values may be shared freely.  A byte budget turns unbounded growth (a long loop
 * appending to a list, a huge tensor's values) into SL_ERR_LIMIT instead of exhausting
 * memory.  Chunks are 64 KiB, or exactly the request when it is larger.
 */
#include "lang/python/py.h"

#include <stdlib.h>

struct lang_chunk {
    lang_chunk *next;
    size_t cap, used;
    _Alignas(16) unsigned char data[];
};

#define CHUNK_BYTES ((size_t)64 << 10)

void lang_arena_init(lang_arena *a, size_t limit_bytes) {
    a->head = NULL;
    a->used_bytes = 0;
    a->limit_bytes = limit_bytes;
}

void lang_arena_free(lang_arena *a) {
    lang_chunk *c = a->head;
    while (c) {
        lang_chunk *next = c->next;
        free(c);
        c = next;
    }
    a->head = NULL;
    a->used_bytes = 0;
}

void *lang_alloc(lang_arena *a, size_t n_bytes) {
    size_t n = (n_bytes + 15) & ~(size_t)15;
    if (n < n_bytes || n > a->limit_bytes || a->used_bytes > a->limit_bytes - n) return NULL;
    lang_chunk *c = a->head;
    if (!c || c->cap - c->used < n) {
        size_t cap = n > CHUNK_BYTES ? n : CHUNK_BYTES;
        c = malloc(sizeof(lang_chunk) + cap);
        if (!c) return NULL;
        c->cap = cap;
        c->used = 0;
        if (a->head && n > CHUNK_BYTES) {
            /* a big block: keep the current chunk at the head for small requests */
            c->next = a->head->next;
            a->head->next = c;
        } else {
            c->next = a->head;
            a->head = c;
        }
    }
    void *p = c->data + c->used;
    c->used += n;
    a->used_bytes += n;
    memset(p, 0, n);
    return p;
}

char *lang_strndup(lang_arena *a, const char *s, size_t n) {
    char *p = lang_alloc(a, n + 1);
    if (!p) return NULL;
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

int lang_nomem(sl_error *err) {
    return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "snippet memory budget exhausted");
}
