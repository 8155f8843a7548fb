/*
 * py_str_format.c — str.format for the snippet language: the replacement-field grammar
 * as CPython 3.11's MarkupIterator reads it ('{0.shape}', '{0[1]}', keywords, automatic
 * and manual numbering, !r / !s / !a conversions, a spec holding one level of nested
 * fields), each field then formatted by py_format.c's format-spec mini-language
 * (py_format_into, declared in py_format_internal.h).
 */
#include "lang/python/py.h"
#include "lang/python/py_format_internal.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ str.format == */

/* One field name: an argument (auto number, index or keyword) then .attr / [key] steps. */
static int field_value(lang_interp *I, const char *s, int64_t n, const lang_args *a,
                       int64_t *auto_idx, int *mode, lang_value **out, sl_error *err) {
    int64_t k = 0;
    while (k < n && s[k] != '.' && s[k] != '[') k++;
    lang_value *v = NULL;
    int rc;
    if (k == 0) {
        if (*mode == 2)
            return lang_py_error(err, "ValueError",
                                 "cannot switch from manual field specification to automatic field numbering");
        *mode = 1;
        int64_t idx = (*auto_idx)++;
        if (idx >= a->npos)
            return lang_py_error(err, "IndexError", "Replacement index %lld out of range for positional args tuple",
                                 (long long)idx);
        v = a->pos[idx];
    } else {
        bool digits = true;
        for (int64_t q = 0; q < k; q++)
            if (s[q] < '0' || s[q] > '9') digits = false;
        if (digits) {
            if (*mode == 1)
                return lang_py_error(err, "ValueError",
                                     "cannot switch from automatic field numbering to manual field specification");
            *mode = 2;
            if (k > 18) return lang_unsupported(err, "a huge field index");
            int64_t idx = strtoll(s, NULL, 10);
            if (idx >= a->npos)
                return lang_py_error(err, "IndexError",
                                     "Replacement index %lld out of range for positional args tuple",
                                     (long long)idx);
            v = a->pos[idx];
        } else {
            for (int32_t q = 0; q < a->nkw && !v; q++)
                if ((int64_t)strlen(a->kwnames[q]) == k && !memcmp(a->kwnames[q], s, (size_t)k)) v = a->kw[q];
            if (!v) return lang_py_error(err, "KeyError", "'%.*s'", (int)k, s);
        }
    }
    while (k < n) {
        if (s[k] == '.') {
            int64_t b = ++k;
            while (k < n && s[k] != '.' && s[k] != '[') k++;
            if (k == b) return lang_py_error(err, "ValueError", "Empty attribute in format string");
            char *name = lang_strndup(&I->A, s + b, (size_t)(k - b));
            if (!name) return lang_nomem(err);
            if ((rc = lang_getattr(I, v, name, &v, err))) return rc;
        } else if (s[k] == '[') {
            int64_t b = ++k;
            while (k < n && s[k] != ']') k++;
            if (k >= n) return lang_py_error(err, "ValueError", "Missing ']' in format string");
            if (k == b) return lang_py_error(err, "ValueError", "Empty attribute in format string");
            bool digits = true;
            for (int64_t q = b; q < k; q++)
                if (s[q] < '0' || s[q] > '9') digits = false;
            lang_value *key;
            if (digits && k - b <= 18) key = lv_int(I, strtoll(s + b, NULL, 10));
            else if (digits) return lang_unsupported(err, "a huge index in a format field");
            else key = lv_str(I, s + b, k - b);
            if (!key) return lang_nomem(err);
            if ((rc = lang_getitem(I, v, key, &v, err))) return rc;
            k++;
            if (k < n && s[k] != '.' && s[k] != '[')
                return lang_py_error(err, "ValueError", "Only '.' or '[' may follow ']' in format field specifier");
        } else {
            return lang_unsupported(err, "this format field name");
        }
    }
    *out = v;
    return SL_OK;
}

/* The replacement-field grammar, read as CPython 3.11's MarkupIterator does: literal
 * text up to a brace (doubled braces are literal), then the field name up to ':' '!' or
 * '}' (a '[...]' is skipped whole), an optional conversion character, and a spec that
 * runs to the brace that balances the field's '{'.  A spec holding braces is expanded
 * first, at most one level deep. */
static int vformat(lang_interp *I, const char *s, int64_t n, const lang_args *a, int depth,
                   int64_t *auto_idx, int *mode, lang_buf *o, sl_error *err) {
    int rc;
    if (depth <= 0) return lang_py_error(err, "ValueError", "Max string recursion exceeded");
    int64_t i = 0;
    while (i < n) {
        int64_t start = i;
        char c = 0;
        bool markup = false;
        while (i < n) {
            c = s[i++];
            if (c == '{' || c == '}') {
                markup = true;
                break;
            }
        }
        bool at_end = i >= n;
        int64_t len = i - start;
        if (markup && c == '}' && (at_end || s[i] != '}'))
            return lang_py_error(err, "ValueError", "Single '}' encountered in format string");
        if (markup && at_end && c == '{')
            return lang_py_error(err, "ValueError", "Single '{' encountered in format string");
        if (markup && !at_end) {
            if (s[i] == c) {
                i++;
                markup = false; /* an escaped brace: literal text ending in it */
            } else {
                len--;
            }
        }
        if ((rc = lang_buf_put(o, s + start, len, err))) return rc;
        if (!markup) continue;
        /* the field name */
        int64_t name_b = i;
        c = 0;
        while (i < n) {
            c = s[i++];
            if (c == '{') return lang_py_error(err, "ValueError", "unexpected '{' in field name");
            if (c == '[') {
                while (i < n && s[i] != ']') i++;
                c = '[';
                continue;
            }
            if (c == '}' || c == ':' || c == '!') break;
        }
        int64_t name_e = i - 1;
        if (!(c == '}' || c == ':' || c == '!')) {
            return lang_py_error(err, "ValueError", "expected '}' before end of string");
        }
        char conv = 0;
        int64_t spec_b = i, spec_e = i;
        bool expand = false, has_spec = false;
        if (c == '!' || c == ':') {
            bool done = false;
            if (c == '!') {
                if (i >= n)
                    return lang_py_error(err, "ValueError", "end of string while looking for conversion specifier");
                conv = s[i++];
                if (i < n) {
                    char d = s[i++];
                    if (d == '}') done = true;
                    else if (d != ':')
                        return lang_py_error(err, "ValueError", "expected ':' after conversion specifier");
                }
            }
            if (!done) {
                spec_b = i;
                int64_t count = 1;
                bool closed = false;
                while (i < n) {
                    char d = s[i++];
                    if (d == '{') {
                        expand = true;
                        count++;
                    } else if (d == '}' && --count == 0) {
                        closed = true;
                        break;
                    }
                }
                if (!closed) return lang_py_error(err, "ValueError", "unmatched '{' in format spec");
                spec_e = i - 1;
                has_spec = true;
            }
        }
        lang_value *v;
        if ((rc = field_value(I, s + name_b, name_e - name_b, a, auto_idx, mode, &v, err))) return rc;
        if (conv) {
            if (conv != 'r' && conv != 's' && conv != 'a') {
                if ((unsigned char)conv >= 0x80) return lang_unsupported(err, "a non-ASCII conversion");
                return lang_py_error(err, "ValueError", "Unknown conversion specifier %c", conv);
            }
            if ((rc = lang_text_of(I, v, conv != 's', &v, err))) return rc;
            if (conv == 'a')
                for (int64_t q = 0; q < v->u.str.len; q++)
                    if ((unsigned char)v->u.str.s[q] >= 0x80) return lang_unsupported(err, "!a of non-ASCII text");
        }
        const char *spec = has_spec ? s + spec_b : "";
        int64_t spec_n = has_spec ? spec_e - spec_b : 0;
        if (expand) {
            lang_buf sb = {.I = I};
            if ((rc = vformat(I, spec, spec_n, a, depth - 1, auto_idx, mode, &sb, err))) return rc;
            spec = sb.len ? sb.s : "";
            spec_n = sb.len;
        }
        if ((rc = py_format_into(I, o, v, spec, spec_n, 0, err))) return rc;
    }
    return SL_OK;
}

int lang_str_format(lang_interp *I, lang_value *fmt, const lang_args *a, lang_value **out,
                    sl_error *err) {
    lang_buf o = {.I = I};
    int64_t auto_idx = 0;
    int mode = 0;
    int rc = vformat(I, fmt->u.str.s, fmt->u.str.len, a, 2, &auto_idx, &mode, &o, err);
    if (rc) return rc;
    return lang_buf_value(&o, out, err);
}
