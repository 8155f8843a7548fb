/*
 * py_str.c — methods of str values in the snippet language.
 *
 * Strings are UTF-8 bytes.  Searching, splitting on an explicit separator, replacing and
 * counting work on bytes and are exact for any text (a UTF-8 sequence never matches in
 * the middle of another); positions handed back to Python (find, index) are converted
 * to code points, and widths (ljust, center, zfill) count code points.  What needs the
 * Unicode character database — case mapping, character classes, whitespace beyond ASCII
 * — is done for ASCII text only and refused as unsupported when the text is not ASCII,
 * rather than answered differently from Python.
 */
#include "lang/python/py.h"
#include "lang/python/py_internal.h"

static bool is_ascii(const char *s, int64_t n) {
    for (int64_t i = 0; i < n; i++)
        if ((unsigned char)s[i] >= 0x80) return false;
    return true;
}

/* Python's str.isspace() restricted to ASCII. */
static bool is_ws(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' ||
           (c >= 0x1c && c <= 0x1f);
}

/* The first match of nd in h (glibc's memmem: linear time, so a long needle is no
 * worse than a short one). */
static const char *find_bytes(const char *h, int64_t hn, const char *nd, int64_t nn) {
    if (nn == 0) return h;
    if (nn > hn) return NULL;
    return memmem(h, (size_t)hn, nd, (size_t)nn);
}

/* The last match of nd in h, by a backward scan.  Each candidate position may compare
 * the whole needle, so candidates are charged to the work budget (a needle of many
 * repeated bytes in a long repetitive string ends on the budget, not after minutes). */
static int rfind_bytes(lang_interp *I, const char *h, int64_t hn, const char *nd, int64_t nn,
                       const char **hit, sl_error *err) {
    *hit = NULL;
    if (nn > hn) return SL_OK;
    for (int64_t i = hn - nn; i >= 0; i--) {
        if (nn > 0 && h[i] != nd[0]) continue;
        int rc = lang_charge_units(I, 1 + nn / 16, err);
        if (rc) return rc;
        if (!memcmp(h + i, nd, (size_t)nn)) {
            *hit = h + i;
            return SL_OK;
        }
    }
    return SL_OK;
}

static int want_str(const lang_value *v, const char *what, sl_error *err) {
    if (v->kind == V_STR) return SL_OK;
    return lang_py_error(err, "TypeError", "%s arg must be None or str", what);
}

/* Positional args only, between lo and hi of them. */
static int arity(const lang_args *a, const char *name, int32_t lo, int32_t hi, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "keyword arguments to str.%s()", name);
    if (a->npos < lo || a->npos > hi) {
        /* these still parse their arguments the old way, with the old messages */
        static const char *const OLD[] = {"find", "rfind", "index", "rindex", "count", "startswith",
                                          "endswith", "splitlines"};
        for (size_t k = 0; k < SL_ARRAY_LEN(OLD); k++)
            if (!strcmp(OLD[k], name)) {
                int32_t lim = a->npos < lo ? lo : hi;
                return lang_py_error(err, "TypeError", "%s() takes at %s %d argument%s (%d given)", name,
                                     a->npos < lo ? "least" : "most", lim, lim == 1 ? "" : "s", a->npos);
            }
        if (lo == hi && lo == 0)
            return lang_py_error(err, "TypeError", "str.%s() takes no arguments (%d given)", name, a->npos);
        if (lo == hi)
            return lang_py_error(err, "TypeError", "str.%s() takes exactly one argument (%d given)", name, a->npos);
        if (a->npos < lo)
            return lang_py_error(err, "TypeError", "%s expected at least %d argument%s, got %d", name, lo,
                                 lo == 1 ? "" : "s", a->npos);
        return lang_py_error(err, "TypeError", "%s expected at most %d argument%s, got %d", name, hi,
                             hi == 1 ? "" : "s", a->npos);
    }
    return SL_OK;
}

static int str_out(lang_interp *I, const char *s, int64_t n, lang_value **out, sl_error *err) {
    *out = lv_str(I, s, n);
    return *out ? SL_OK : lang_nomem(err);
}

/* [start, end) of the optional slice arguments a->pos[from], a->pos[from+1], as byte
 * offsets (the text must be ASCII when they are given). */
static int slice_args(const lang_value *self, const lang_args *a, int32_t from, int64_t *b,
                      int64_t *e, sl_error *err) {
    int64_t n = self->u.str.len;
    *b = 0;
    *e = n;
    if (a->npos <= from) return SL_OK;
    if (!is_ascii(self->u.str.s, n)) return lang_unsupported(err, "start/end on non-ASCII text");
    for (int32_t k = from; k < a->npos && k < from + 2; k++) {
        lang_value *v = a->pos[k];
        if (v->kind == V_NONE) continue;
        int64_t x;
        if (v->kind == V_INT) x = v->u.i;
        else if (v->kind == V_BOOL) x = v->u.b;
        else
            return lang_py_error(err, "TypeError",
                                 "slice indices must be integers or None or have an __index__ method");
        if (x < 0) x = x + n < 0 ? 0 : x + n;
        if (x > n) x = n;
        *(k == from ? b : e) = x;
    }
    return SL_OK;
}

static int split_ws(lang_interp *I, const lang_value *self, int64_t maxsplit, bool right,
                    lang_value **out, sl_error *err) {
    const char *s = self->u.str.s;
    int64_t n = self->u.str.len;
    if (!is_ascii(s, n)) return lang_unsupported(err, "split() without a separator on non-ASCII text");
    lang_value *r = lv_seq(I, V_LIST, 0);
    if (!r) return lang_nomem(err);
    int rc;
    if (!right) {
        int64_t i = 0;
        while (i < n) {
            while (i < n && is_ws(s[i])) i++;
            if (i >= n) break;
            int64_t j = i;
            if (maxsplit >= 0 && r->u.seq.n >= maxsplit) {
                j = n; /* the rest, trailing whitespace included */
            } else {
                while (j < n && !is_ws(s[j])) j++;
            }
            lang_value *p = lv_str(I, s + i, j - i);
            if (!p) return lang_nomem(err);
            if ((rc = lv_list_append(I, r, p, err))) return rc;
            i = j;
        }
    } else {
        int64_t i = n;
        while (i > 0) {
            while (i > 0 && is_ws(s[i - 1])) i--;
            if (i <= 0) break;
            int64_t j = i;
            if (maxsplit >= 0 && r->u.seq.n >= maxsplit) {
                j = 0; /* the rest, leading whitespace included */
            } else {
                while (j > 0 && !is_ws(s[j - 1])) j--;
            }
            lang_value *p = lv_str(I, s + j, i - j);
            if (!p) return lang_nomem(err);
            if ((rc = lv_list_append(I, r, p, err))) return rc;
            i = j;
        }
        for (int64_t k = 0; k < r->u.seq.n / 2; k++) {
            lang_value *t = r->u.seq.v[k];
            r->u.seq.v[k] = r->u.seq.v[r->u.seq.n - 1 - k];
            r->u.seq.v[r->u.seq.n - 1 - k] = t;
        }
    }
    *out = r;
    return SL_OK;
}

static int split_sep(lang_interp *I, const lang_value *self, const lang_value *sep,
                     int64_t maxsplit, bool right, lang_value **out, sl_error *err) {
    const char *s = self->u.str.s, *p = sep->u.str.s;
    int64_t n = self->u.str.len, m = sep->u.str.len;
    if (m == 0) return lang_py_error(err, "ValueError", "empty separator");
    lang_value *r = lv_seq(I, V_LIST, 0);
    if (!r) return lang_nomem(err);
    int rc;
    if (!right) {
        int64_t i = 0;
        for (;;) {
            const char *hit = maxsplit >= 0 && r->u.seq.n >= maxsplit ? NULL : find_bytes(s + i, n - i, p, m);
            int64_t j = hit ? hit - s : n;
            lang_value *piece = lv_str(I, s + i, j - i);
            if (!piece) return lang_nomem(err);
            if ((rc = lv_list_append(I, r, piece, err))) return rc;
            if (!hit) break;
            i = j + m;
        }
    } else {
        int64_t e = n;
        for (;;) {
            const char *hit = NULL;
            if (!(maxsplit >= 0 && r->u.seq.n >= maxsplit) && (rc = rfind_bytes(I, s, e, p, m, &hit, err)))
                return rc;
            int64_t j = hit ? hit - s + m : 0;
            lang_value *piece = lv_str(I, s + j, e - j);
            if (!piece) return lang_nomem(err);
            if ((rc = lv_list_append(I, r, piece, err))) return rc;
            if (!hit) break;
            e = hit - s;
        }
        for (int64_t k = 0; k < r->u.seq.n / 2; k++) {
            lang_value *t = r->u.seq.v[k];
            r->u.seq.v[k] = r->u.seq.v[r->u.seq.n - 1 - k];
            r->u.seq.v[r->u.seq.n - 1 - k] = t;
        }
    }
    *out = r;
    return SL_OK;
}

/* A one-code-point fill argument of ljust/rjust/center. */
static int fill_arg(const lang_args *a, int32_t k, const char **fill, int64_t *fill_len, sl_error *err) {
    *fill = " ";
    *fill_len = 1;
    if (a->npos <= k) return SL_OK;
    lang_value *f = a->pos[k];
    if (f->kind != V_STR)
        return lang_py_error(err, "TypeError", "The fill character must be a unicode character, not %s",
                             lv_type_name(f));
    if (lang_utf8_len(f->u.str.s, f->u.str.len) != 1)
        return lang_py_error(err, "TypeError", "The fill character must be exactly one character long");
    *fill = f->u.str.s;
    *fill_len = f->u.str.len;
    return SL_OK;
}

static int int_arg(const lang_value *v, int64_t *x, sl_error *err) {
    if (v->kind == V_INT) *x = v->u.i;
    else if (v->kind == V_BOOL) *x = v->u.b;
    else return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(v));
    return SL_OK;
}

/* the str methods modelled, in strcmp order (lang_str_methods; tests/test_lang.c checks
 * the order and that each is in dir(str)) */
#define STR_METHODS(X) X(capitalize) X(center) X(count) X(endswith) X(find) X(format) X(index) X(isalnum) X(isalpha) X(isdecimal) X(isdigit) X(islower) X(isnumeric) X(isspace) X(isupper) X(ljust) X(lower) X(lstrip) X(partition) X(removeprefix) X(removesuffix) X(replace) X(rfind) X(rindex) X(rjust) X(rpartition) X(rsplit) X(rstrip) X(split) X(splitlines) X(startswith) X(strip) X(swapcase) X(title) X(upper) X(zfill)
#define STR_METHOD_ID(n) SM_##n,
LANG_METHOD_TABLE(STR_METHODS, STR_METHOD_ID, SM_COUNT, lang_str_methods);

int lang_str_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                    lang_value **out, sl_error *err) {
    return py_str_method_at(I, lang_method_find(&lang_str_methods, name), self, name, a, out, err);
}

int py_str_method_at(lang_interp *I, int meth, lang_value *self, const char *name, const lang_args *a,
                     lang_value **out, sl_error *err) {
    const char *s = self->u.str.s;
    int64_t n = self->u.str.len;
    /* a method reads its string at least once: 16 bytes are a unit of work, and so are
     * the bytes of string arguments (a loop searching a long text ends on the budget) */
    int64_t scanned = n;
    for (int32_t k = 0; k < a->npos; k++)
        if (a->pos[k]->kind == V_STR) scanned += a->pos[k]->u.str.len;
    int rc = lang_charge_units(I, 1 + scanned / 16, err);
    if (rc) return rc;
    if (meth == SM_format) return lang_str_format(I, self, a, out, err);
    if (meth == SM_split || meth == SM_rsplit) {
        lang_value *sep = NULL, *maxv = NULL;
        for (int32_t k = 0; k < a->nkw; k++) {
            if (!strcmp(a->kwnames[k], "sep")) sep = a->kw[k];
            else if (!strcmp(a->kwnames[k], "maxsplit")) maxv = a->kw[k];
            else
                return lang_py_error(err, "TypeError", "%s() got an unexpected keyword argument '%s'",
                                     name, a->kwnames[k]);
        }
        if (a->npos > 2)
            return lang_py_error(err, "TypeError", "%s() takes at most 2 arguments (%d given)", name, a->npos);
        if (a->npos >= 1) sep = a->pos[0];
        if (a->npos >= 2) maxv = a->pos[1];
        int64_t maxsplit = -1;
        if (maxv && (rc = int_arg(maxv, &maxsplit, err))) return rc;
        bool right = name[0] == 'r';
        if (!sep || sep->kind == V_NONE) return split_ws(I, self, maxsplit, right, out, err);
        if (sep->kind != V_STR)
            return lang_py_error(err, "TypeError", "must be str or None, not %s", lv_type_name(sep));
        return split_sep(I, self, sep, maxsplit, right, out, err);
    }
    if (meth == SM_splitlines) {
        if (a->nkw == 1 && !strcmp(a->kwnames[0], "keepends") && a->npos == 0) {
            lang_args one = {.pos = a->kw, .npos = 1};
            return lang_str_method(I, self, name, &one, out, err);
        }
        if ((rc = arity(a, name, 0, 1, err))) return rc;
        int64_t keep = 0;
        if (a->npos && (rc = int_arg(a->pos[0], &keep, err))) return rc;
        if (!is_ascii(s, n)) return lang_unsupported(err, "splitlines() on non-ASCII text");
        lang_value *r = lv_seq(I, V_LIST, 0);
        if (!r) return lang_nomem(err);
        int64_t i = 0;
        while (i < n) {
            int64_t j = i;
            while (j < n && !strchr("\n\r\v\f\x1c\x1d\x1e", s[j])) j++;
            int64_t brk = j < n ? (s[j] == '\r' && j + 1 < n && s[j + 1] == '\n' ? 2 : 1) : 0;
            lang_value *p = lv_str(I, s + i, j - i + (keep ? brk : 0));
            if (!p) return lang_nomem(err);
            if ((rc = lv_list_append(I, r, p, err))) return rc;
            i = j + (brk ? brk : 1);
        }
        *out = r;
        return SL_OK;
    }
    if (meth == SM_strip || meth == SM_lstrip || meth == SM_rstrip) {
        if ((rc = arity(a, name, 0, 1, err))) return rc;
        lang_value *chars = a->npos ? a->pos[0] : NULL;
        if (chars && chars->kind != V_NONE && chars->kind != V_STR)
            return lang_py_error(err, "TypeError", "%s arg must be None or str", name);
        bool ws = !chars || chars->kind == V_NONE;
        if (ws ? !is_ascii(s, n) : (!is_ascii(chars->u.str.s, chars->u.str.len) || !is_ascii(s, n)))
            return lang_unsupported(err, "%s() on non-ASCII text", name);
        int64_t b = 0, e = n;
        bool do_l = name[0] != 'r', do_r = name[0] != 'l';
#define STRIPPED(c) (ws ? is_ws(c) : memchr(chars->u.str.s, (c), (size_t)chars->u.str.len) != NULL)
        if (do_l)
            while (b < e && STRIPPED(s[b])) b++;
        if (do_r)
            while (e > b && STRIPPED(s[e - 1])) e--;
#undef STRIPPED
        return str_out(I, s + b, e - b, out, err);
    }
    if (meth == SM_upper || meth == SM_lower || meth == SM_swapcase ||
        meth == SM_capitalize || meth == SM_title) {
        if ((rc = arity(a, name, 0, 0, err))) return rc;
        if (!is_ascii(s, n)) return lang_unsupported(err, "%s() on non-ASCII text", name);
        char *r = lang_alloc(&I->A, (size_t)n + 1);
        if (!r) return lang_nomem(err);
        bool prev_cased = false;
        for (int64_t i = 0; i < n; i++) {
            char c = s[i];
            bool up = c >= 'A' && c <= 'Z', lo = c >= 'a' && c <= 'z';
            char U = lo ? (char)(c - 32) : c, L = up ? (char)(c + 32) : c;
            switch (name[0]) {
            case 'u': r[i] = U; break;
            case 'l': r[i] = L; break;
            case 's': r[i] = up ? L : lo ? U : c; break;
            case 'c': r[i] = i == 0 ? U : L; break;
            default: r[i] = prev_cased ? L : U; break;
            }
            prev_cased = up || lo;
        }
        return str_out(I, r, n, out, err);
    }
    if (meth == SM_isdigit || meth == SM_isalpha || meth == SM_isalnum ||
        meth == SM_isspace || meth == SM_isupper || meth == SM_islower ||
        meth == SM_isdecimal || meth == SM_isnumeric) {
        if ((rc = arity(a, name, 0, 0, err))) return rc;
        if (!is_ascii(s, n)) return lang_unsupported(err, "%s() on non-ASCII text", name);
        bool all = n > 0, any_cased = false, bad_case = false;
        for (int64_t i = 0; i < n; i++) {
            char c = s[i];
            bool d = c >= '0' && c <= '9', up = c >= 'A' && c <= 'Z', lo = c >= 'a' && c <= 'z';
            if (up || lo) any_cased = true;
            if ((name[2] == 'u' && lo) || (name[2] == 'l' && up)) bad_case = true;
            bool ok = meth == SM_isalpha ? up || lo : meth == SM_isalnum ? up || lo || d
                    : meth == SM_isspace ? is_ws(c) : d;
            if (!ok) all = false;
        }
        bool r = (name[2] == 'u' || name[2] == 'l') ? any_cased && !bad_case : all;
        *out = lv_bool(I, r);
        return SL_OK;
    }
    if (meth == SM_replace) {
        if ((rc = arity(a, name, 2, 3, err))) return rc;
        lang_value *o = a->pos[0], *w = a->pos[1];
        if (o->kind != V_STR || w->kind != V_STR)
            return lang_py_error(err, "TypeError", "replace() argument %d must be str, not %s",
                                 o->kind != V_STR ? 1 : 2, lv_type_name(o->kind != V_STR ? o : w));
        int64_t count = -1;
        if (a->npos == 3 && (rc = int_arg(a->pos[2], &count, err))) return rc;
        if (o->u.str.len == 0) return lang_unsupported(err, "replace() of the empty string");
        lang_buf b = {.I = I};
        int64_t i = 0, done = 0;
        while (i <= n) {
            const char *hit = count >= 0 && done >= count ? NULL : find_bytes(s + i, n - i, o->u.str.s, o->u.str.len);
            if (!hit) break;
            if ((rc = lang_buf_put(&b, s + i, hit - (s + i), err))) return rc;
            if ((rc = lang_buf_put(&b, w->u.str.s, w->u.str.len, err))) return rc;
            i = hit - s + o->u.str.len;
            done++;
        }
        if ((rc = lang_buf_put(&b, s + i, n - i, err))) return rc;
        return lang_buf_value(&b, out, err);
    }
    if (meth == SM_startswith || meth == SM_endswith) {
        if ((rc = arity(a, name, 1, 3, err))) return rc;
        int64_t b, e;
        if ((rc = slice_args(self, a, 1, &b, &e, err))) return rc;
        lang_value *p = a->pos[0];
        lang_value *const *cands = &a->pos[0];
        int64_t nc = 1;
        if (p->kind == V_TUPLE) {
            cands = p->u.seq.v;
            nc = p->u.seq.n;
        }
        bool hit = false;
        for (int64_t k = 0; k < nc; k++) {
            lang_value *c = cands[k];
            if (c->kind != V_STR) {
                if (p->kind == V_TUPLE)
                    return lang_py_error(err, "TypeError", "tuple for %s must only contain str, not %s", name,
                                         lv_type_name(c));
                return lang_py_error(err, "TypeError",
                                     "%s first arg must be str or a tuple of str, not %s", name, lv_type_name(c));
            }
            int64_t m = c->u.str.len;
            if (e - b < m) continue;
            if (!memcmp(name[0] == 's' ? s + b : s + e - m, c->u.str.s, (size_t)m)) hit = true;
        }
        *out = lv_bool(I, hit);
        return SL_OK;
    }
    if (meth == SM_find || meth == SM_rfind || meth == SM_index ||
        meth == SM_rindex || meth == SM_count) {
        if ((rc = arity(a, name, 1, 3, err))) return rc;
        lang_value *sub = a->pos[0];
        if (sub->kind != V_STR)
            return lang_py_error(err, "TypeError", "must be str, not %s", lv_type_name(sub));
        int64_t b, e;
        if ((rc = slice_args(self, a, 1, &b, &e, err))) return rc;
        int64_t res = -1;
        if (meth == SM_count) {
            if (b > e) res = 0;
            else if (sub->u.str.len == 0) res = lang_utf8_len(s + b, e - b) + 1;
            else {
                res = 0;
                int64_t i = b;
                const char *hit;
                while ((hit = find_bytes(s + i, e - i, sub->u.str.s, sub->u.str.len))) {
                    res++;
                    i = hit - s + sub->u.str.len;
                }
            }
        } else if (b <= e) {
            const char *hit = NULL;
            if (name[0] != 'r') hit = find_bytes(s + b, e - b, sub->u.str.s, sub->u.str.len);
            else if ((rc = rfind_bytes(I, s + b, e - b, sub->u.str.s, sub->u.str.len, &hit, err))) return rc;
            if (hit) res = lang_utf8_len(s, hit - s);
        }
        if (res < 0 && (meth == SM_index || meth == SM_rindex))
            return lang_py_error(err, "ValueError", "substring not found");
        *out = lv_int(I, res);
        return *out ? SL_OK : lang_nomem(err);
    }
    if (meth == SM_ljust || meth == SM_rjust || meth == SM_center) {
        if ((rc = arity(a, name, 1, 2, err))) return rc;
        int64_t w = 0;
        if ((rc = int_arg(a->pos[0], &w, err))) return rc;
        const char *fill;
        int64_t fl;
        if ((rc = fill_arg(a, 1, &fill, &fl, err))) return rc;
        int64_t cps = lang_utf8_len(s, n), pad = w > cps ? w - cps : 0, left;
        if (name[0] == 'l') left = 0;
        else if (name[0] == 'r') left = pad;
        else left = pad / 2 + (pad & w & 1); /* CPython's centering rule */
        lang_buf b = {.I = I};
        if ((rc = lang_buf_repeat(&b, fill, fl, left, err))) return rc;
        if ((rc = lang_buf_put(&b, s, n, err))) return rc;
        if ((rc = lang_buf_repeat(&b, fill, fl, pad - left, err))) return rc;
        return lang_buf_value(&b, out, err);
    }
    if (meth == SM_zfill) {
        if ((rc = arity(a, name, 1, 1, err))) return rc;
        int64_t w = 0;
        if ((rc = int_arg(a->pos[0], &w, err))) return rc;
        int64_t cps = lang_utf8_len(s, n), pad = w > cps ? w - cps : 0;
        int64_t sign = n && (s[0] == '+' || s[0] == '-') ? 1 : 0;
        lang_buf b = {.I = I};
        if ((rc = lang_buf_put(&b, s, sign, err))) return rc;
        if ((rc = lang_buf_repeat(&b, "0", 1, pad, err))) return rc;
        if ((rc = lang_buf_put(&b, s + sign, n - sign, err))) return rc;
        return lang_buf_value(&b, out, err);
    }
    if (meth == SM_removeprefix || meth == SM_removesuffix) {
        if ((rc = arity(a, name, 1, 1, err))) return rc;
        lang_value *p = a->pos[0];
        if ((rc = want_str(p, name, err))) return rc;
        int64_t m = p->u.str.len;
        if (m <= n && name[6] == 'p' && !memcmp(s, p->u.str.s, (size_t)m)) return str_out(I, s + m, n - m, out, err);
        if (m <= n && name[6] == 's' && !memcmp(s + n - m, p->u.str.s, (size_t)m)) return str_out(I, s, n - m, out, err);
        *out = self;
        return SL_OK;
    }
    if (meth == SM_partition || meth == SM_rpartition) {
        if ((rc = arity(a, name, 1, 1, err))) return rc;
        lang_value *p = a->pos[0];
        if (p->kind != V_STR) return lang_py_error(err, "TypeError", "must be str, not %s", lv_type_name(p));
        if (p->u.str.len == 0) return lang_py_error(err, "ValueError", "empty separator");
        const char *hit = NULL;
        if (name[0] != 'r') hit = find_bytes(s, n, p->u.str.s, p->u.str.len);
        else if ((rc = rfind_bytes(I, s, n, p->u.str.s, p->u.str.len, &hit, err))) return rc;
        lang_value *t = lv_seq(I, V_TUPLE, 3);
        if (!t) return lang_nomem(err);
        if (!hit) {
            lang_value *e = lv_str(I, "", 0);
            if (!e) return lang_nomem(err);
            t->u.seq.v[0] = name[0] == 'r' ? e : self;
            t->u.seq.v[1] = e;
            t->u.seq.v[2] = name[0] == 'r' ? self : e;
        } else {
            int64_t k = hit - s;
            if (!(t->u.seq.v[0] = lv_str(I, s, k)) || !(t->u.seq.v[2] = lv_str(I, hit + p->u.str.len, n - k - p->u.str.len)))
                return lang_nomem(err);
            t->u.seq.v[1] = p;
        }
        *out = t;
        return SL_OK;
    }
    return lang_unsupported(err, "method %s() of str", name);
}
