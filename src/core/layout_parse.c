/*
 * layout_parse.c — the raw form of the command line's LAYOUT argument.
 *
 * A raw layout is `size=(4,3),stride=(1,1),offset=0[,itemsize=4]`: keys in any order,
 * `size` and `stride` required (same length), `offset` defaulting to 0 and `itemsize`
 * to 4 bytes (torch's default float32), strides and offset in elements.  Strides may be
 * negative as long as no reachable element lies before element 0.  The other form of
 * the argument, a chain expression, needs the snippet language: sl_layout_parse in
 * src/lang/layout_arg.c takes both and calls sl_layout_parse_raw for this one.
 */
#include "core/internal.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>

static const char *skip_ws(const char *p) {
    while (*p && isspace((unsigned char)*p)) p++;
    return p;
}

static int syntax(sl_error *err, const char *text, const char *at, const char *what) {
    int rc = sl_error_set(err, SL_ERR_SYNTAX, "SyntaxError", "layout: %s at column %d", what,
                          (int)(at - text) + 1);
    if (err) {
        err->offset = at - text;
        err->line = 1;
        err->col = at - text + 1;
    }
    return rc;
}

static int parse_int(const char *text, const char **pp, int64_t *out, sl_error *err) {
    const char *p = skip_ws(*pp);
    char *end;
    if (!(isdigit((unsigned char)*p) || ((*p == '-' || *p == '+') && isdigit((unsigned char)p[1]))))
        return syntax(err, text, p, "expected an integer");
    errno = 0;
    long long v = strtoll(p, &end, 10);
    if (errno == ERANGE) return syntax(err, text, p, "integer out of int64 range");
    *out = v;
    *pp = end;
    return SL_OK;
}

static int parse_tuple(const char *text, const char **pp, int64_t *vals, int32_t *n,
                       sl_error *err) {
    const char *p = skip_ws(*pp);
    char close;
    if (*p == '(')
        close = ')';
    else if (*p == '[')
        close = ']';
    else
        return syntax(err, text, p, "expected '(' starting a tuple");
    p = skip_ws(p + 1);
    *n = 0;
    while (*p != close) {
        if (*n >= SL_MAX_DIMS) return syntax(err, text, p, "too many dimensions");
        int rc = parse_int(text, &p, &vals[*n], err);
        if (rc) return rc;
        (*n)++;
        p = skip_ws(p);
        if (*p == ',')
            p = skip_ws(p + 1);
        else if (*p != close)
            return syntax(err, text, p, "expected ',' or the end of the tuple");
    }
    *pp = p + 1;
    return SL_OK;
}

int sl_layout_parse_raw_fields(const char *text, int64_t *size, int64_t *stride, int32_t *ndim,
                               int64_t *offset_out, int64_t *itemsize_out, sl_error *err) {
    int64_t offset = 0, itemsize = 4;
    int32_t nsize = -1, nstride = -1;
    unsigned seen = 0; /* keys given so far: a key given twice is refused */
    if (!text) return sl_error_null_arg(err, "sl_layout_parse", "text");
    const char *p = skip_ws(text);
    while (*p) {
        const char *key = p;
        while (isalpha((unsigned char)*p) || *p == '_') p++;
        size_t klen = (size_t)(p - key);
        p = skip_ws(p);
        if (*p != '=') return syntax(err, text, p, "expected '='");
        p++;
        int rc;
        unsigned bit = klen == 4 && !strncmp(key, "size", 4)       ? 1u
                       : klen == 6 && !strncmp(key, "stride", 6)   ? 2u
                       : klen == 6 && !strncmp(key, "offset", 6)   ? 4u
                       : klen == 8 && !strncmp(key, "itemsize", 8) ? 8u
                                                                   : 0u;
        if (bit & seen)
            return syntax(err, text, key, "duplicate key (each of size, stride, offset, "
                                          "itemsize at most once)");
        seen |= bit;
        if (klen == 4 && !strncmp(key, "size", 4))
            rc = parse_tuple(text, &p, size, &nsize, err);
        else if (klen == 6 && !strncmp(key, "stride", 6))
            rc = parse_tuple(text, &p, stride, &nstride, err);
        else if (klen == 6 && !strncmp(key, "offset", 6))
            rc = parse_int(text, &p, &offset, err);
        else if (klen == 8 && !strncmp(key, "itemsize", 8))
            rc = parse_int(text, &p, &itemsize, err);
        else
            return syntax(err, text, key, "unknown key (size, stride, offset, itemsize)");
        if (rc) return rc;
        p = skip_ws(p);
        if (*p == ',')
            p = skip_ws(p + 1);
        else if (*p)
            return syntax(err, text, p, "expected ',' between keys");
    }
    if (nsize < 0 || nstride < 0)
        return syntax(err, text, p, "a raw layout needs both size=(...) and stride=(...)");
    if (nsize != nstride)
        return sl_error_set(err, SL_ERR_PY, "ValueError",
                            "layout: size has %d entries but stride has %d", (int)nsize,
                            (int)nstride);
    if (itemsize < 1)
        return sl_error_set(err, SL_ERR_PY, "ValueError", "layout: itemsize must be >= 1");
    *ndim = nsize;
    *offset_out = offset;
    *itemsize_out = itemsize;
    return SL_OK;
}

int sl_layout_parse_raw(const char *text, sl_layout *out, sl_error *err) {
    int64_t size[SL_MAX_DIMS], stride[SL_MAX_DIMS], offset, itemsize;
    int32_t nsize;
    int rc0 = sl_layout_parse_raw_fields(text, size, stride, &nsize, &offset, &itemsize, err);
    if (rc0) return rc0;
    int rc = sl_layout_init(out, size, stride, nsize, offset, itemsize, err);
    if (rc) return rc;
    int64_t lo, hi;
    bool empty;
    rc = sl_layout_span(out, &lo, &hi, &empty, err);
    if (rc) return rc;
    if (!empty && lo < 0)
        return sl_error_set(err, SL_ERR_PY, "ValueError",
                            "layout reaches storage element %lld, before the start of storage",
                            (long long)lo);
    int64_t b;
    if (!empty && (sl_ovf_mul(hi, itemsize, &b) || sl_ovf_add(b, itemsize - 1, &b)))
        return sl_error_overflow(err, "the layout's byte span");
    return SL_OK;
}

bool sl_layout_text_is_raw(const char *text) {
    if (!text) return false;
    const char *p = skip_ws(text);
    return !strncmp(p, "size", 4) && *skip_ws(p + 4) == '=';
}
