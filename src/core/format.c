/*
 * format.c — bounded string building for messages.
 *
 * Reference messages print integer sequences two ways: torch's `[2, 3, 4]` (IntArrayRef)
 * and Python's tuple `(2, 3, 4)` with the one-element trailing comma `(4,)`.  The
 * strbuf never writes past its capacity and silently truncates instead.
 */
#include "core/internal.h"

void sl_sb_init(sl_strbuf *sb, char *buf, size_t cap) {
    sb->buf = buf;
    sb->cap = cap;
    sb->len = 0;
    if (cap) buf[0] = '\0';
}

void sl_sb_printf(sl_strbuf *sb, const char *fmt, ...) {
    if (sb->cap == 0 || sb->len + 1 >= sb->cap) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(sb->buf + sb->len, sb->cap - sb->len, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    sb->len += (size_t)n;
    if (sb->len >= sb->cap) sb->len = sb->cap - 1;
}

void sl_sb_list(sl_strbuf *sb, const int64_t *v, int32_t n) {
    sl_sb_printf(sb, "[");
    /* stop reading once the buffer is full: nothing more would be written */
    for (int32_t i = 0; i < n && sb->len + 1 < sb->cap; i++)
        sl_sb_printf(sb, i ? ", %lld" : "%lld", (long long)v[i]);
    sl_sb_printf(sb, "]");
}

void sl_sb_tuple(sl_strbuf *sb, const int64_t *v, int32_t n) {
    sl_sb_printf(sb, "(");
    /* stop reading once the buffer is full: nothing more would be written */
    for (int32_t i = 0; i < n && sb->len + 1 < sb->cap; i++)
        sl_sb_printf(sb, i ? ", %lld" : "%lld", (long long)v[i]);
    sl_sb_printf(sb, n == 1 ? ",)" : ")");
}

void sl_format_list(char *buf, size_t cap, const int64_t *v, int32_t n) {
    sl_strbuf sb;
    if (!buf || cap == 0) return;
    if ((!v && n > 0) || n < 0) {
        buf[0] = 0;
        return;
    }
    sl_sb_init(&sb, buf, cap);
    sl_sb_list(&sb, v, n);
}

void sl_format_tuple(char *buf, size_t cap, const int64_t *v, int32_t n) {
    sl_strbuf sb;
    if (!buf || cap == 0) return;
    if ((!v && n > 0) || n < 0) {
        buf[0] = 0;
        return;
    }
    sl_sb_init(&sb, buf, cap);
    sl_sb_tuple(&sb, v, n);
}
