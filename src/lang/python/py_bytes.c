/*
 * py_bytes.c — Python's immutable `bytes` (a V_BYTES value: u.str holds the bytes, any of
 * the 256 values, NUL included).
 *
 * What a stride snippet does with bytes: look at the raw memory of an array
 * (`a.tobytes()`), hand a buffer to a constructor (`np.frombuffer(b'\x01\x02', ...)`),
 * compare two dumps, index one byte.  So this file gives the literal's value, CPython's
 * repr (bytes_repr: single quotes unless the text holds ' and no ", \t \n \r \\ and the
 * quote escaped, other bytes below 0x20 or from 0x7f as \xhh), len, indexing (an int),
 * slicing, iteration (ints), `in`, + and * , ==, ordering (memcmp, then length),
 * truthiness, `hex()`, `decode()` of ASCII, and the constructor `bytes()` / `bytes(n)` /
 * `bytes(iterable of ints)` / `bytes(s, encoding)` with CPython's messages.  The other
 * methods of bytes are refused by name; a name bytes does not have is CPython's
 * AttributeError.
 */
#include "lang/python/py.h"

#include <string.h>

#include "lang/python/py_internal.h"

lang_value *lv_bytes(lang_interp *I, const char *s, int64_t n) {
    lang_value *v = lv_new(I, V_BYTES);
    if (!v) return NULL;
    char *c = lang_alloc_atomic(&I->A, (size_t)n + 1);
    if (!c) return NULL;
    if (n) memcpy(c, s, (size_t)n);
    c[n] = '\0';
    v->u.str.s = c;
    v->u.str.len = n;
    return v;
}

void lang_bytes_repr(sl_strbuf *sb, const char *s, int64_t n) {
    bool sq = memchr(s, '\'', (size_t)n) != NULL, dq = memchr(s, '"', (size_t)n) != NULL;
    char quote = sq && !dq ? '"' : '\'';
    static const char HEX[] = "0123456789abcdef";
    sl_sb_printf(sb, "b%c", quote);
    for (int64_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        char e[4];
        int k = 0;
        if (c == (unsigned char)quote || c == '\\') {
            e[k++] = '\\';
            e[k++] = (char)c;
        } else if (c == '\t') {
            e[k++] = '\\';
            e[k++] = 't';
        } else if (c == '\n') {
            e[k++] = '\\';
            e[k++] = 'n';
        } else if (c == '\r') {
            e[k++] = '\\';
            e[k++] = 'r';
        } else if (c < ' ' || c >= 0x7f) {
            sl_sb_printf(sb, "\\x%c%c", HEX[c >> 4], HEX[c & 15]);
            continue;
        } else {
            e[k++] = (char)c;
        }
        sl_sb_printf(sb, "%.*s", k, e);
    }
    sl_sb_printf(sb, "%c", quote);
}

static bool is_bytes(const lang_value *v) { return v->kind == V_BYTES; }

/* a op b with bytes on either side (LANG_NOT_MINE: the left operand's type answers) */
int lang_bytes_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out, sl_error *err) {
    /* str + bytes, list * bytes ...: the left operand's message */
    if (!is_bytes(a) && !(op == OP_MUL && (a->kind == V_INT || a->kind == V_BOOL))) return LANG_NOT_MINE;
    if (op == OP_ADD && is_bytes(a)) {
        if (!is_bytes(b))
            return lang_py_error(err, "TypeError", "can't concat %s to bytes", lv_type_name(b));
        int64_t n = a->u.str.len + b->u.str.len;
        if (n > ((int64_t)1 << 26)) return lang_nomem(err);
        lang_value *r = lv_bytes(I, a->u.str.s, n);
        CHECK_ALLOC(r);
        memcpy((char *)r->u.str.s + a->u.str.len, b->u.str.s, (size_t)b->u.str.len);
        *out = r;
        return SL_OK;
    }
    if (op == OP_MUL) {
        lang_value *s = is_bytes(a) ? a : b, *k = is_bytes(a) ? b : a;
        if (k->kind != V_INT && k->kind != V_BOOL)
            return lang_py_error(err, "TypeError", "can't multiply sequence by non-int of type '%s'",
                                 lv_type_name(k));
        int64_t c = py_as_i(k) < 0 ? 0 : py_as_i(k), n = s->u.str.len, total;
        if (n == 0) c = 0;
        if (sl_ovf_mul(c, n, &total) || total > ((int64_t)1 << 26)) return lang_nomem(err);
        char *buf = lang_alloc_atomic(&I->A, (size_t)total + 1);
        CHECK_ALLOC(buf);
        for (int64_t i = 0; i < c; i++) memcpy(buf + i * n, s->u.str.s, (size_t)n);
        *out = lv_bytes(I, buf, total);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (op == OP_MOD && is_bytes(a)) return lang_unsupported(err, "%%-formatting of bytes");
    return lang_py_error(err, "TypeError", "unsupported operand type(s) for %s: '%s' and '%s'",
                         lang_op_symbol(op), lv_type_name(a), lv_type_name(b));
}

/* memcmp order of two bytes, then the shorter first */
int lang_bytes_cmp(const lang_value *a, const lang_value *b) {
    int64_t n = a->u.str.len < b->u.str.len ? a->u.str.len : b->u.str.len;
    int c = n ? memcmp(a->u.str.s, b->u.str.s, (size_t)n) : 0;
    if (c) return c < 0 ? -1 : 1;
    return a->u.str.len < b->u.str.len ? -1 : a->u.str.len > b->u.str.len;
}

/* item in coll, coll bytes: an int byte or a bytes substring */
int lang_bytes_contains(lang_interp *I, lang_value *coll, lang_value *item, bool *res, sl_error *err) {
    if (item->kind == V_INT || item->kind == V_BOOL) {
        int64_t x = py_as_i(item);
        if (x < 0 || x > 255) return lang_py_error(err, "ValueError", "byte must be in range(0, 256)");
        *res = memchr(coll->u.str.s, (int)x, (size_t)coll->u.str.len) != NULL;
        return SL_OK;
    }
    if (item->kind == V_BIGINT) return lang_py_error(err, "ValueError", "byte must be in range(0, 256)");
    if (!is_bytes(item))
        return lang_py_error(err, "TypeError", "a bytes-like object is required, not '%s'", lv_type_name(item));
    int rc = lang_charge_units(I, (coll->u.str.len + item->u.str.len) / 16, err);
    if (rc) return rc;
    *res = item->u.str.len == 0 ||
           memmem(coll->u.str.s, (size_t)coll->u.str.len, item->u.str.s, (size_t)item->u.str.len) != NULL;
    return SL_OK;
}

/* b[i] (an int) and b[i:j:k] (bytes) */
int lang_bytes_subscript(lang_interp *I, lang_value *b, lang_value *idx, lang_value **out, sl_error *err) {
    int64_t n = b->u.str.len;
    int rc;
    if (idx->kind == V_SLICE) {
        int64_t st, sp, step, cnt;
        if ((rc = lang_slice_indices(idx, n, &st, &sp, &step, &cnt, err))) return rc;
        char *s = lang_alloc_atomic(&I->A, (size_t)cnt + 1);
        CHECK_ALLOC(s);
        for (int64_t k = 0; k < cnt; k++) s[k] = b->u.str.s[st + k * step];
        *out = lv_bytes(I, s, cnt);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (idx->kind == V_BIGINT)
        return lang_py_error(err, "IndexError", "cannot fit 'int' into an index-sized integer");
    if (idx->kind != V_INT && idx->kind != V_BOOL) {
        if (lang_type_of(I, idx)) return lang_unsupported(err, "indexing bytes with a %s", lv_type_name(idx));
        return lang_py_error(err, "TypeError", "byte indices must be integers or slices, not %s", lv_type_name(idx));
    }
    int64_t i = py_as_i(idx);
    if (i < 0) i += n;
    if (i < 0 || i >= n) return lang_py_error(err, "IndexError", "index out of range");
    *out = lv_int(I, (unsigned char)b->u.str.s[i]);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* the ints iterating b yields, as a list */
int lang_bytes_items(lang_interp *I, lang_value *b, lang_value **out, sl_error *err) {
    lang_value *r = lv_seq(I, V_LIST, b->u.str.len);
    CHECK_ALLOC(r);
    for (int64_t i = 0; i < b->u.str.len; i++) {
        r->u.seq.v[i] = lv_int(I, (unsigned char)b->u.str.s[i]);
        CHECK_ALLOC(r->u.seq.v[i]);
    }
    *out = r;
    return SL_OK;
}

/* the methods of bytes (dir(bytes) of CPython 3.11 without the dunders), in strcmp order */
static const char *const METHODS[] = {
    "capitalize", "center", "count", "decode", "endswith", "expandtabs", "find", "fromhex", "hex", "index",
    "isalnum", "isalpha", "isascii", "isdigit", "islower", "isspace", "istitle", "isupper", "join", "ljust",
    "lower", "lstrip", "maketrans", "partition", "removeprefix", "removesuffix", "replace", "rfind", "rindex",
    "rjust", "rpartition", "rsplit", "rstrip", "split", "splitlines", "startswith", "strip", "swapcase",
    "title", "translate", "upper", "zfill"};

/* b.name exists (a method of bytes)?  Otherwise CPython's AttributeError. */
int lang_bytes_attr_check(const char *name, sl_error *err) {
    for (size_t k = 0; k < SL_ARRAY_LEN(METHODS); k++)
        if (!strcmp(METHODS[k], name)) return SL_OK;
    if (!strncmp(name, "__", 2)) return lang_unsupported(err, "attribute '%s' of bytes", name);
    return lang_py_error(err, "AttributeError", "'bytes' object has no attribute '%s'", name);
}

int lang_bytes_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                      sl_error *err) {
    int rc = lang_bytes_attr_check(name, err);
    if (rc) return rc;
    const unsigned char *s = (const unsigned char *)self->u.str.s;
    int64_t n = self->u.str.len;
    if (!strcmp(name, "hex")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "bytes.hex() with a separator");
        static const char HEX[] = "0123456789abcdef";
        if (n > ((int64_t)1 << 25)) return lang_nomem(err);
        char *t;
        lang_value *r = py_str_new(I, 2 * n, &t);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < n; i++) {
            t[2 * i] = HEX[s[i] >> 4];
            t[2 * i + 1] = HEX[s[i] & 15];
        }
        *out = r;
        return SL_OK;
    }
    if (!strcmp(name, "decode")) {
        if (a->nkw) return lang_unsupported(err, "keyword arguments to bytes.decode()");
        if (a->npos > 2)
            return lang_py_error(err, "TypeError", "decode() takes at most 2 arguments (%d given)", a->npos);
        if (a->npos >= 1) {
            lang_value *e = a->pos[0];
            if (e->kind != V_STR)
                return lang_py_error(err, "TypeError", "decode() argument 'encoding' must be str, not %s",
                                     lv_type_name(e));
            const char *en = e->u.str.s;
            if (strcmp(en, "utf-8") && strcmp(en, "utf8") && strcmp(en, "ascii") && strcmp(en, "UTF-8"))
                return lang_unsupported(err, "bytes.decode() with encoding '%s'", en);
        }
        if (a->npos == 2) return lang_unsupported(err, "bytes.decode() with an errors argument");
        for (int64_t i = 0; i < n; i++)
            if (s[i] >= 0x80) return lang_unsupported(err, "bytes.decode() of non-ASCII bytes");
        *out = lv_str(I, self->u.str.s, n);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    return lang_unsupported(err, "bytes.%s()", name);
}

/* bytes(), bytes(n), bytes(iterable of ints), bytes(bytes), bytes(str, encoding) */
int lang_bytes_new(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    int rc;
    if (a->nkw) return lang_unsupported(err, "keyword arguments to bytes()");
    if (a->npos == 0) {
        *out = lv_bytes(I, "", 0);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (a->npos > 3) return lang_py_error(err, "TypeError", "bytes() takes at most 3 arguments (%d given)", a->npos);
    lang_value *x = a->pos[0];
    if (x->kind == V_STR) {
        if (a->npos == 1) return lang_py_error(err, "TypeError", "string argument without an encoding");
        lang_value *e = a->pos[1];
        if (e->kind != V_STR)
            return lang_py_error(err, "TypeError", "bytes() argument 'encoding' must be str, not %s",
                                 lv_type_name(e));
        const char *en = e->u.str.s;
        bool ascii = !strcmp(en, "ascii");
        if (!ascii && strcmp(en, "utf-8") && strcmp(en, "utf8") && strcmp(en, "UTF-8"))
            return lang_unsupported(err, "bytes() with encoding '%s'", en);
        if (a->npos == 3) return lang_unsupported(err, "bytes() with an errors argument");
        for (int64_t i = 0; ascii && i < x->u.str.len; i++)
            if ((unsigned char)x->u.str.s[i] >= 0x80) return lang_unsupported(err, "encoding non-ASCII text as ascii");
        *out = lv_bytes(I, x->u.str.s, x->u.str.len);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (a->npos > 1)
        return lang_py_error(err, "TypeError", "encoding without a string argument");
    if (x->kind == V_BYTES) {
        *out = x;
        return SL_OK;
    }
    if (x->kind == V_INT || x->kind == V_BOOL) {
        int64_t k = py_as_i(x);
        if (k < 0) return lang_py_error(err, "ValueError", "negative count");
        if (k > ((int64_t)1 << 26)) return lang_nomem(err);
        char *buf = lang_alloc_atomic(&I->A, (size_t)k + 1);
        CHECK_ALLOC(buf);
        memset(buf, 0, (size_t)k);
        *out = lv_bytes(I, buf, k);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (x->kind == V_BIGINT) return lang_unsupported(err, "bytes() of an int beyond 64 bits");
    if (lang_type_of(I, x)) return lang_unsupported(err, "bytes() of a %s", lv_type_name(x));
    if (x->kind == V_INSTANCE) return lang_unsupported(err, "bytes() of an instance of a class");
    if (!py_is_seq(x) && !py_is_iterator(x) && x->kind != V_DICT && x->kind != V_SET && x->kind != V_RANGE &&
        x->kind != V_VIEW && x->kind != V_ITER)
        return lang_py_error(err, "TypeError", "cannot convert '%s' object to bytes", lv_type_name(x));
    lang_value *items;
    if ((rc = py_iterate(I, x, &items, err))) return rc;
    char *buf = lang_alloc_atomic(&I->A, (size_t)items->u.seq.n + 1);
    CHECK_ALLOC(buf);
    for (int64_t i = 0; i < items->u.seq.n; i++) {
        lang_value *v = items->u.seq.v[i];
        if (v->kind == V_BIGINT) return lang_py_error(err, "ValueError", "bytes must be in range(0, 256)");
        if (v->kind != V_INT && v->kind != V_BOOL) {
            if (lang_type_of(I, v)) return lang_unsupported(err, "bytes() of a sequence holding a %s", lv_type_name(v));
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(v));
        }
        int64_t b = py_as_i(v);
        if (b < 0 || b > 255) return lang_py_error(err, "ValueError", "bytes must be in range(0, 256)");
        buf[i] = (char)b;
    }
    *out = lv_bytes(I, buf, items->u.seq.n);
    CHECK_ALLOC(*out);
    return SL_OK;
}
