/*
 * py_builtins.c — Python's builtin functions, and sorting.
 *
 * call_builtin dispatches len, range, print, sorted, min / max, sum, abs, round, int,
 * float, str, repr, list, tuple, dict, set, enumerate, zip, map, filter, isinstance and
 * the rest by name, with CPython 3.11's argument checks and messages.  Sorting is a
 * stable merge sort on Python's `<`, as list.sort is.  iter() / next() and iteration
 * are py_iter.c; attribute and type helpers py_access.c.
 */
#include "lang/python/py.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/python/py_internal.h"

/* text of ASCII characters only (int() / float() of other text are refused: CPython reads
 * Unicode digits and spaces too) */
static bool text_ascii(const lang_value *v) {
    for (int64_t i = 0; i < v->u.str.len; i++)
        if ((unsigned char)v->u.str.s[i] >= 128) return false;
    return true;
}

static bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* float(text) as CPython reads it: surrounding whitespace, single underscores between
 * digits, a sign, then inf / infinity / nan in any case or a decimal number with an
 * optional exponent.  1: *out is it; 0: the text is not one; -1: too long to read here */
static int float_text(const char *s, int64_t n, double *out) {
    const char *e = s + n;
    while (s < e && is_space(*s)) s++;
    while (e > s && is_space(e[-1])) e--;
    if (e - s > 4000) return -1;
    char buf[4096];
    int64_t k = 0;
    for (const char *q = s; q < e; q++) {
        if (*q == '_') {
            if (q == s || q + 1 >= e || !is_digit(q[-1]) || !is_digit(q[1])) return 0;
            continue;
        }
        if (*q == '\0') return 0;
        buf[k++] = *q;
    }
    buf[k] = '\0';
    const char *p = buf;
    if (*p == '+' || *p == '-') p++;
    if (!strcasecmp(p, "inf") || !strcasecmp(p, "infinity") || !strcasecmp(p, "nan")) {
        *out = strtod(buf, NULL);
        return 1;
    }
    int64_t digits = 0;
    while (is_digit(*p)) p++, digits++;
    if (*p == '.') {
        p++;
        while (is_digit(*p)) p++, digits++;
    }
    if (!digits) return 0;
    if (*p == 'e' || *p == 'E') {
        p++;
        if (*p == '+' || *p == '-') p++;
        if (!is_digit(*p)) return 0;
        while (is_digit(*p)) p++;
    }
    if (*p) return 0;
    *out = strtod(buf, NULL);
    return 1;
}

/* key(v) for every item (the items themselves without a key function). */
int py_sort_keys(lang_interp *I, lang_value *key, lang_value **vals, int64_t n, lang_value ***keys_out,
                     sl_error *err) {
    lang_value **keys = lang_alloc_n(&I->A, (n ? n : 1), sizeof *keys);
    CHECK_ALLOC(keys);
    for (int64_t i = 0; i < n; i++) {
        if (!key || key->kind == V_NONE) {
            keys[i] = vals[i];
            continue;
        }
        lang_args ka = {.pos = &vals[i], .npos = 1};
        int rc = lang_call_func(I, key, &ka, &keys[i], err);
        if (rc) return rc;
    }
    *keys_out = keys;
    return SL_OK;
}

/* sorted(iterable, key=, reverse=), and min/max with key= / default=. */
/* A set's items for an answer that does not depend on their order (sorted() without a
 * key, min, max, all, any).  A set of str, None or objects iterates in an order CPython
 * does not fix (hash randomization, addresses), so its items are taken in any order only
 * when they are all str: distinct strings sort, compare and pick the same way in every
 * order.  Other such sets refuse as iterating them does (a None among strings makes the
 * TypeError's wording depend on which pair is compared first). */
static int set_items_any_order(lang_interp *I, lang_value *set, lang_value **items, sl_error *err) {
    int rc = lang_set_items(I, set, true, items, err);
    if (rc || !lang_set_holds_objects(set)) return rc;
    for (int64_t k = 0; k < (*items)->u.seq.n; k++)
        if ((*items)->u.seq.v[k]->kind != V_STR) return lang_set_items(I, set, false, items, err);
    return SL_OK;
}

static int sort_min_max(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                        sl_error *err) {
    lang_value *key = NULL, *reverse = NULL, *deflt = NULL;
    int rc;
    bool sorting = name[0] == 's';
    for (int32_t k = 0; k < a->nkw; k++) {
        const char *kw = a->kwnames[k];
        if (!strcmp(kw, "key")) key = a->kw[k];
        else if (sorting && !strcmp(kw, "reverse")) reverse = a->kw[k];
        else if (!sorting && !strcmp(kw, "default")) deflt = a->kw[k];
        else return lang_unsupported(err, "keyword argument '%s' of %s()", kw, name);
    }
    lang_value *items;
    if (sorting) {
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "sorted expected 1 argument, got %d", a->npos);
        if (a->pos[0]->kind == V_SET && !key) rc = set_items_any_order(I, a->pos[0], &items, err);
        else rc = py_iterate(I, a->pos[0], &items, err);
        if (rc) return rc;
    } else if (a->npos == 0) {
        return lang_py_error(err, "TypeError", "%s expected at least 1 argument, got 0", name);
    } else if (a->npos > 1) {
        if (deflt)
            return lang_py_error(err, "TypeError",
                                 "Cannot specify a default for %s() with multiple positional arguments", name);
        items = lv_seq(I, V_LIST, a->npos);
        CHECK_ALLOC(items);
        for (int32_t i = 0; i < a->npos; i++) items->u.seq.v[i] = a->pos[i];
    } else if ((rc = py_iterate(I, a->pos[0], &items, err))) {
        return rc;
    }
    int64_t n = items->u.seq.n;
    lang_value **keys;
    if ((rc = py_sort_keys(I, key, items->u.seq.v, n, &keys, err))) return rc;
    if (sorting) {
        bool rev = false;
        if (reverse) {
            if (reverse->kind != V_BOOL && reverse->kind != V_INT)
                return lang_unsupported(err, "reverse= of type %s", lv_type_name(reverse));
            rev = lv_truthy(reverse);
        }
        if ((rc = py_sort_values(I, items->u.seq.v, keys, n, rev, err))) return rc;
        *out = items;
        return SL_OK;
    }
    if (n == 0) {
        if (deflt) {
            *out = deflt;
            return SL_OK;
        }
        return lang_py_error(err, "ValueError", "%s() arg is an empty sequence", name);
    }
    int64_t best = 0;
    for (int64_t i = 1; i < n; i++) {
        int c;
        if ((rc = py_values_order(I, name[1] == 'i' ? OP_LT : OP_GT, keys[i], keys[best], &c, err))) return rc;
        if ((name[1] == 'i' && c == -1) || (name[1] == 'a' && c == 1)) best = i;
    }
    *out = items->u.seq.v[best];
    return SL_OK;
}

/* isinstance(v, (A, (B, C), ...)): tuples nest, each level one of CPython's recursion
 * levels (" in __instancecheck__"); the items that are not tuples are tested as before */
static int isinstance_tuple(lang_interp *I, lang_value *v, lang_value *tup, int level, bool *r,
                            sl_error *err) {
    if (I->depth + 1 + level > LANG_RECURSION_LIMIT || lang_stack_exhausted(I->stack_floor))
        return lang_recursion_error(err, " in __instancecheck__");
    for (int64_t i = 0; i < tup->u.seq.n && !*r; i++) {
        lang_value *c = tup->u.seq.v[i];
        if (c->kind == V_TUPLE) {
            int rc = isinstance_tuple(I, v, c, level + 1, r, err);
            if (rc) return rc;
        } else if (py_isinstance_of(I, v, c)) {
            *r = true;
        }
    }
    return SL_OK;
}

/* the builtin functions py_call_builtin runs, in strcmp order (their positions: BI_*) */
#define BUILTIN_NAMES(X) X(abs) X(all) X(any) X(bin) X(bool) X(bytes) X(chr) X(dict) X(divmod) X(enumerate) X(filter) X(float) X(format) X(frozenset) X(getattr) X(hasattr) X(hex) X(int) X(isinstance) X(iter) X(len) X(list) X(map) X(max) X(min) X(next) X(oct) X(ord) X(pow) X(print) X(range) X(repr) X(reversed) X(round) X(set) X(slice) X(sorted) X(str) X(sum) X(tuple) X(type) X(zip)
#define BUILTIN_ID(n) BI_##n,
LANG_METHOD_TABLE(BUILTIN_NAMES, BUILTIN_ID, BI_COUNT, lang_builtins);

int py_call_builtin(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                        sl_error *err) {
    return py_call_builtin_at(I, lang_method_find(&lang_builtins, name), name, a, out, err);
}

int py_call_builtin_at(lang_interp *I, int bi, const char *name, const lang_args *a, lang_value **out,
                       sl_error *err) {
    int rc;
    if (I->made_bigint) { /* an int past int64 as an argument only where the builtin takes one */
        bool takes = bi == BI_print || bi == BI_str || bi == BI_repr || bi == BI_float || bi == BI_bool ||
                     bi == BI_type || bi == BI_isinstance || bi == BI_abs || bi == BI_min || bi == BI_max ||
                     bi == BI_sum || bi == BI_sorted || bi == BI_list || bi == BI_tuple || bi == BI_set ||
                     bi == BI_frozenset || bi == BI_all || bi == BI_any || bi == BI_divmod || bi == BI_pow ||
                     bi == BI_format || bi == BI_hex || bi == BI_oct || bi == BI_bin || bi == BI_len ||
                     bi == BI_iter || bi == BI_zip || bi == BI_map || bi == BI_filter || bi == BI_reversed ||
                     bi == BI_dict || (bi == BI_int && a->npos == 1) || (bi == BI_round && (a->npos < 2 || a->pos[1]->kind != V_BIGINT));
        for (int32_t k = 0; !takes && k < a->npos + a->nkw; k++)
            if ((k < a->npos ? a->pos[k] : a->kw[k - a->npos])->kind == V_BIGINT)
                return lang_unsupported(err, "an int beyond 64 bits as an argument of %s()", name);
    }
    if (bi == BI_print) {
        const char *sep = " ", *end = "\n";
        int64_t seplen = 1, endlen = 1;
        for (int32_t k = 0; k < a->nkw; k++) {
            lang_value *v = a->kw[k];
            if (!strcmp(a->kwnames[k], "sep") || !strcmp(a->kwnames[k], "end")) {
                bool is_sep = a->kwnames[k][0] == 's';
                if (v->kind == V_NONE) continue;
                if (v->kind != V_STR)
                    return lang_py_error(err, "TypeError", "%s must be None or a string, not %s",
                                         is_sep ? "sep" : "end", lv_type_name(v));
                if (is_sep) {
                    sep = v->u.str.s;
                    seplen = v->u.str.len;
                } else {
                    end = v->u.str.s;
                    endlen = v->u.str.len;
                }
            } else if (!strcmp(a->kwnames[k], "flush")) {
            } else {
                return lang_unsupported(err, "print() keyword '%s'", a->kwnames[k]);
            }
        }
        /* build the line in a 4 KiB buffer, retrying larger ones for long output */
        for (size_t cap = 4096;; cap *= 16) {
            char *buf = lang_alloc(&I->A, cap);
            CHECK_ALLOC(buf);
            sl_strbuf sb;
            sl_sb_init(&sb, buf, cap);
            rc = SL_OK;
            for (int32_t i = 0; i < a->npos && !rc; i++) {
                if (i) sl_sb_printf(&sb, "%.*s", (int)seplen, sep);
                rc = lv_str_of(I, a->pos[i], &sb, err);
            }
            if (rc == SL_ERR_LIMIT && cap < ((size_t)1 << 24)) continue;
            if (rc) return rc;
            sl_sb_printf(&sb, "%.*s", (int)endlen, end);
            if (sb.len + 1 >= cap) {
                if (cap < ((size_t)1 << 24)) continue;
                return lang_nomem(err);
            }
            lang_emit(I, buf, sb.len);
            break;
        }
        *out = lv_none(I);
        return SL_OK;
    }
    if (bi == BI_zip || bi == BI_map || bi == BI_filter || bi == BI_enumerate || bi == BI_reversed)
        return py_builtin_lazy(I, name, a, out, err);
    if (bi == BI_sorted || ((bi == BI_min || bi == BI_max) && a->nkw))
        return sort_min_max(I, name, a, out, err);
    if (a->nkw && bi != BI_int && bi != BI_dict && bi != BI_bytes)
        return lang_unsupported(err, "keyword arguments to %s()", name);
    if (bi == BI_format) {
        if (a->npos < 1 || a->npos > 2)
            return lang_py_error(err, "TypeError", a->npos ? "format expected at most 2 arguments, got %d"
                                                           : "format expected at least 1 argument, got %d",
                                 a->npos);
        lang_value *spec = a->npos == 2 ? a->pos[1] : NULL;
        if (spec && spec->kind != V_STR)
            return lang_py_error(err, "TypeError", "format() argument 2 must be str, not %s", lv_type_name(spec));
        return lang_format_value(I, a->pos[0], spec ? spec->u.str.s : "", spec ? spec->u.str.len : 0, out, err);
    }
    if (bi == BI_hex || bi == BI_oct || bi == BI_bin) {
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "%s() takes exactly one argument (%d given)", name, a->npos);
        lang_value *v = a->pos[0];
        int vrc = py_index_arg(I, &v, err);
        if (vrc) return vrc;
        if (v->kind != V_INT && v->kind != V_BOOL && v->kind != V_BIGINT) {
            if (lang_type_converts(I, v, LANG_TO_INT)) return lang_unsupported(err, "%s() of a %s", name, lv_type_name(v));
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(v));
        }
        const char *spec = name[0] == 'h' ? "#x" : name[0] == 'o' ? "#o" : "#b";
        return lang_format_value(I, v, spec, 2, out, err);
    }
    if (bi == BI_ord) {
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "ord() takes exactly one argument (%d given)", a->npos);
        lang_value *v = a->pos[0];
        if (v->kind == V_BYTES) {
            if (v->u.str.len != 1)
                return lang_py_error(err, "TypeError", "ord() expected a character, but string of length %lld found",
                                     (long long)v->u.str.len);
            *out = lv_int(I, (unsigned char)v->u.str.s[0]);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (v->kind != V_STR)
            return lang_py_error(err, "TypeError", "ord() expected string of length 1, but %s found", lv_type_name(v));
        int64_t cps = lang_utf8_len(v->u.str.s, v->u.str.len);
        if (cps != 1)
            return lang_py_error(err, "TypeError", "ord() expected a character, but string of length %lld found",
                                 (long long)cps);
        const unsigned char *u = (const unsigned char *)v->u.str.s;
        int64_t cp = u[0];
        if (v->u.str.len > 4) return lang_unsupported(err, "ord() of malformed text");
        if (v->u.str.len > 1) {
            cp = u[0] & (0x3F >> (v->u.str.len - 1));
            for (int64_t k = 1; k < v->u.str.len; k++) cp = cp << 6 | (u[k] & 0x3F);
        }
        *out = lv_int(I, cp);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (bi == BI_chr) {
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "chr() takes exactly one argument (%d given)", a->npos);
        lang_value *v = a->pos[0];
        if (v->kind != V_INT && v->kind != V_BOOL)
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(v));
        int64_t x = py_as_i(v);
        if (x < 0 || x > 0x10ffff) return lang_py_error(err, "ValueError", "chr() arg not in range(0x110000)");
        return lang_format_value(I, v, "c", 1, out, err);
    }
    if (bi == BI_len) {
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "len() takes exactly one argument (%d given)", a->npos);
        lang_value *v = a->pos[0];
        int64_t n = 0;
        if (py_is_iterator(v) && !py_is_layer_iterator(v))
            return lang_py_error(err, "TypeError", "object of type '%s' has no len()", v->pytype);
        if (v->kind == V_VIEW) n = v->u.iter->src->u.seq.n / 2;
        else if (py_is_seq(v)) n = v->u.seq.n;
        else if (v->kind == V_DICT) n = v->u.seq.n / 2;
        else if (v->kind == V_SET) n = lang_set_len(v);
        else if (v->kind == V_BYTES) n = v->u.str.len;
        else if (v->kind == V_STR) { /* counting code points scans the text */
            int crc = lang_charge_units(I, v->u.str.len / 16, err);
            if (crc) return crc;
            n = lang_utf8_len(v->u.str.s, v->u.str.len);
        }
        else if (v->kind == V_RANGE) {
            uint64_t un = py_range_ulen(v->u.range.start, v->u.range.stop, v->u.range.step);
            if (un > (uint64_t)INT64_MAX)
                return lang_py_error(err, "OverflowError", "Python int too large to convert to C ssize_t");
            n = (int64_t)un;
        } else {
            const lang_type *ty = lang_type_of(I, v);
            if (ty && ty->len && (rc = ty->len(I, v, out, err)) != LANG_NOT_MINE) return rc;
            return lang_py_error(err, "TypeError", "object of type '%s' has no len()", lv_type_name(v));
        }
        *out = lv_int(I, n);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (bi == BI_range) {
        int64_t v[3] = {0, 0, 1};
        if (a->npos < 1 || a->npos > 3)
            return lang_py_error(err, "TypeError", a->npos ? "range expected at most 3 arguments, got %d"
                                                           : "range expected at least 1 argument, got %d", a->npos);
        for (int32_t i = 0; i < a->npos; i++) {
            lang_value *x = a->pos[i];
            int xrc = py_index_arg(I, &x, err);
            if (xrc) return xrc;
            if (x->kind != V_INT && x->kind != V_BOOL)
                return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer",
                                     lv_type_name(x));
            v[i] = py_as_i(x);
        }
        lang_value *r = lv_new(I, V_RANGE);
        CHECK_ALLOC(r);
        if (a->npos == 1) {
            r->u.range.start = 0;
            r->u.range.stop = v[0];
            r->u.range.step = 1;
        } else {
            r->u.range.start = v[0];
            r->u.range.stop = v[1];
            r->u.range.step = a->npos == 3 ? v[2] : 1;
            if (r->u.range.step == 0)
                return lang_py_error(err, "ValueError", "range() arg 3 must not be zero");
        }
        int64_t d;
        if (sl_ovf_sub(r->u.range.stop, r->u.range.start, &d)) return py_int_overflow(err);
        *out = r;
        return SL_OK;
    }
    if (bi == BI_bytes) return lang_bytes_new(I, a, out, err);
    if (bi == BI_set || bi == BI_frozenset) {
        if (a->nkw) return lang_py_error(err, "TypeError", "%s() takes no keyword arguments", name);
        if (a->npos > 1)
            return lang_py_error(err, "TypeError", "%s expected at most 1 argument, got %d", name, a->npos);
        return lang_set_new(I, name[0] == 'f', a->npos ? a->pos[0] : NULL, out, err);
    }
    if (bi == BI_list || bi == BI_tuple) {
        lang_vkind k = name[0] == 'l' ? V_LIST : V_TUPLE;
        if (a->npos == 0) {
            *out = lv_seq(I, k, 0);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "%s expected at most 1 argument, got %d", name, a->npos);
        lang_value *items;
        if ((rc = py_iterate(I, a->pos[0], &items, err))) return rc;
        if (k == V_TUPLE && a->pos[0]->kind == V_TUPLE) {
            *out = a->pos[0];
            return SL_OK;
        }
        items->kind = k;
        *out = items;
        return SL_OK;
    }
    if (bi == BI_str || bi == BI_repr) {
        if (a->npos == 0 && name[0] == 's') {
            *out = lv_str(I, "", 0);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (a->npos != 1) return lang_unsupported(err, "%s() with %d arguments", name, a->npos);
        return py_to_str_value(I, a->pos[0], name[0] == 'r', out, err);
    }
    if ((bi == BI_int || bi == BI_float) && a->npos >= 1 && a->pos[0]->kind == V_BYTES)
        return lang_unsupported(err, "%s() of bytes (its digits read as text)", name);
    if (bi == BI_int) {
        if (a->npos == 0 && !a->nkw) {
            *out = lv_int(I, 0);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (a->npos == 2 || (a->npos == 1 && a->nkw == 1 && !strcmp(a->kwnames[0], "base")))
            return py_int_with_base(I, a->pos[0], a->npos == 2 ? a->pos[1] : a->kw[0], out, err);
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "int() with these arguments");
        lang_value *v = a->pos[0];
        if (v->kind == V_INT || v->kind == V_BOOL) {
            *out = lv_int(I, py_as_i(v));
        } else if (v->kind == V_BIGINT) {
            *out = v;
        } else if (v->kind == V_FLOAT) {
            double d = v->u.f;
            if (isnan(d)) return lang_py_error(err, "ValueError", "cannot convert float NaN to integer");
            if (isinf(d)) return lang_py_error(err, "OverflowError", "cannot convert float infinity to integer");
            d = trunc(d);
            if (d >= 9223372036854775808.0 || d < -9223372036854775808.0) return py_float_to_int(I, d, out, err);
            *out = lv_int(I, (int64_t)d);
        } else if (v->kind == V_STR) { /* Python's literal rules, base 10 */
            if (!text_ascii(v)) return lang_unsupported(err, "int() of text with non-ASCII characters");
            lang_value *ten = lv_int_shared(I, 10);
            CHECK_ALLOC(ten);
            return py_int_with_base(I, v, ten, out, err);
        } else if (lang_type_of(I, v) && lang_type_of(I, v)->to_int) {
            return lang_type_of(I, v)->to_int(I, v, out, err);
        } else {
            return lang_py_error(err, "TypeError",
                                 "int() argument must be a string, a bytes-like object or a real number, not '%s'",
                                 lv_type_name(v));
        }
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (bi == BI_float) {
        if (a->npos == 0) {
            *out = lv_float(I, 0.0);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (a->npos != 1) return lang_unsupported(err, "float() with %d arguments", a->npos);
        lang_value *v = a->pos[0];
        if (py_is_num(v)) {
            *out = lv_float(I, py_as_f(v));
        } else if (v->kind == V_BIGINT) {
            double d;
            if ((rc = py_big_to_double(v, &d, err))) return rc;
            *out = lv_float(I, d);
        } else if (v->kind == V_STR) {
            if (!text_ascii(v)) return lang_unsupported(err, "float() of text with non-ASCII characters");
            double d;
            int ft = float_text(v->u.str.s, v->u.str.len, &d);
            if (ft < 0) return lang_unsupported(err, "float() of text longer than 4000 characters");
            if (!ft) {
                lang_value *r;
                if ((rc = lang_text_of(I, v, true, &r, err))) return rc;
                return lang_py_error(err, "ValueError", "could not convert string to float: %s", r->u.str.s);
            }
            *out = lv_float(I, d);
        } else if (lang_type_of(I, v) && lang_type_of(I, v)->to_float) {
            return lang_type_of(I, v)->to_float(I, v, out, err);
        } else {
            return lang_py_error(err, "TypeError", "float() argument must be a string or a real number, not '%s'",
                                 lv_type_name(v));
        }
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (bi == BI_bool) {
        if (a->npos == 0) {
            *out = lv_bool(I, false);
            return SL_OK;
        }
        lang_value *v = a->pos[0];
        if (lang_type_of(I, v) && lang_type_of(I, v)->to_bool) return lang_type_of(I, v)->to_bool(I, v, out, err);
        *out = lv_bool(I, lv_truthy(v));
        return SL_OK;
    }
    if (bi == BI_type) {
        if (a->npos != 1) return lang_unsupported(err, "type() with %d arguments", a->npos);
        return py_type_of(I, a->pos[0], out, err);
    }
    if (bi == BI_isinstance) {
        if (a->npos != 2)
            return lang_py_error(err, "TypeError", "isinstance expected 2 arguments, got %d", a->npos);
        lang_value *cls = a->pos[1];
        bool r = false;
        if (cls->kind == V_TUPLE) {
            int irc = isinstance_tuple(I, a->pos[0], cls, 1, &r, err);
            if (irc) return irc;
        } else if (cls->kind == V_CLASS || cls->kind == V_EXCTYPE || cls->kind == V_TYPE || lang_is_layer_class(I, cls) ||
                   (cls->kind == V_FUNC && !cls->u.func.self)) {
            r = py_isinstance_of(I, a->pos[0], cls);
        } else {
            return lang_py_error(err, "TypeError",
                                 "isinstance() arg 2 must be a type, a tuple of types, or a union");
        }
        *out = lv_bool(I, r);
        return SL_OK;
    }
    if (bi == BI_abs) {
        if (a->npos != 1) return lang_unsupported(err, "abs() with %d arguments", a->npos);
        lang_value *v = a->pos[0];
        const lang_type *ty = lang_type_of(I, v);
        if (ty && ty->abs) return ty->abs(I, v, a, out, err); /* a layer's __abs__ */
        if (v->kind == V_FLOAT) *out = lv_float(I, fabs(v->u.f));
        else if (v->kind == V_BIGINT || (v->kind == V_INT && v->u.i == INT64_MIN)) return py_big_unary(I, 'a', v, out, err);
        else if (v->kind == V_INT || v->kind == V_BOOL) {
            *out = lv_int(I, py_as_i(v) < 0 ? -py_as_i(v) : py_as_i(v));
        } else
            return lang_unsupported(err, "abs() of %s", lv_type_name(v));
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (bi == BI_min || bi == BI_max || bi == BI_sum ||
        bi == BI_sorted || bi == BI_all || bi == BI_any) {
        if (a->nkw) return lang_unsupported(err, "keyword arguments to %s()", name);
        lang_value *items;
        if (a->npos == 0) return lang_py_error(err, "TypeError", "%s expected at least 1 argument, got 0", name);
        if ((bi == BI_min || bi == BI_max) && a->npos > 1) {
            items = lv_seq(I, V_LIST, a->npos);
            CHECK_ALLOC(items);
            for (int32_t i = 0; i < a->npos; i++) items->u.seq.v[i] = a->pos[i];
        } else {
            if (a->npos > (bi != BI_sum ? 1 : 2))
                return lang_unsupported(err, "%s() with %d arguments", name, a->npos);
            /* these answers do not depend on a set's iteration order */
            bool any_order = a->pos[0]->kind == V_SET &&
                             (bi == BI_sorted || bi == BI_min || bi == BI_max ||
                              bi == BI_all || bi == BI_any);
            if (any_order) {
                rc = set_items_any_order(I, a->pos[0], &items, err);
            } else if ((bi == BI_all || bi == BI_any) && py_is_iterator(a->pos[0])) {
                /* stop at the first deciding item, leaving the rest in the iterator */
                bool want = name[1] == 'n';
                for (;;) {
                    lang_value *x;
                    bool done;
                    if ((rc = py_iter_next(I, a->pos[0], &x, &done, err))) return rc;
                    if (done) break;
                    if (!(x = lang_as_number(I, x, err))) return err->code;
                    bool t;
                    if ((rc = py_truth_of(I, x, &t, err))) return rc;
                    if (t == want) {
                        *out = lv_bool(I, want);
                        CHECK_ALLOC(*out);
                        return SL_OK;
                    }
                }
                *out = lv_bool(I, !want);
                CHECK_ALLOC(*out);
                return SL_OK;
            } else {
                rc = py_iterate(I, a->pos[0], &items, err);
            }
            if (rc) return rc;
        }
        int64_t n = items->u.seq.n;
        if (bi == BI_min || bi == BI_max) {
            if (n == 0) return lang_py_error(err, "ValueError", "%s() arg is an empty sequence", name);
            lang_value *best = items->u.seq.v[0];
            for (int64_t i = 1; i < n; i++) {
                int c;
                /* item < best for min, item > best for max (the operator Python's messages name) */
                if ((rc = py_values_order(I, name[1] == 'i' ? OP_LT : OP_GT, items->u.seq.v[i], best, &c, err))) return rc;
                if ((name[1] == 'i' && c == -1) || (name[1] == 'a' && c == 1)) best = items->u.seq.v[i];
            }
            *out = best;
            return SL_OK;
        }
        if (bi == BI_sum) {
            lang_value *acc = a->npos == 2 ? a->pos[1] : lv_int(I, 0);
            CHECK_ALLOC(acc);
            for (int64_t i = 0; i < n; i++)
                if ((rc = lang_binop(I, OP_ADD, acc, items->u.seq.v[i], &acc, err))) return rc;
            *out = acc;
            return SL_OK;
        }
        if (bi == BI_all || bi == BI_any) {
            bool want = name[1] == 'n';
            for (int64_t i = 0; i < n; i++) {
                bool t;
                if ((rc = py_truth_of(I, items->u.seq.v[i], &t, err))) return rc;
                if (t == want) {
                    *out = lv_bool(I, want);
                    return SL_OK;
                }
            }
            *out = lv_bool(I, !want);
            return SL_OK;
        }
        /* sorted: insertion sort, stable */
        lang_value *r = lv_seq(I, V_LIST, n);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < n; i++) {
            lang_value *x = items->u.seq.v[i];
            int64_t j = i;
            while (j > 0) {
                int c;
                if ((rc = py_values_order(I, OP_LT, x, r->u.seq.v[j - 1], &c, err))) return rc;
                if (c != -1) break;
                r->u.seq.v[j] = r->u.seq.v[j - 1];
                j--;
            }
            r->u.seq.v[j] = x;
        }
        *out = r;
        return SL_OK;
    }
    if (bi == BI_round && a->npos == 2 && a->pos[1]->kind != V_NONE) {
        lang_value *v = a->pos[0], *nd = a->pos[1];
        if (nd->kind != V_INT && nd->kind != V_BOOL)
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer",
                                 lv_type_name(nd));
        int64_t k = py_as_i(nd);
        if (v->kind == V_BIGINT || ((v->kind == V_INT || v->kind == V_BOOL) && k < -18)) {
            if (k >= 0) {
                *out = v->kind == V_BOOL ? lv_int(I, v->u.b) : v;
                CHECK_ALLOC(*out);
                return SL_OK;
            }
            if (k < -10000) return lang_unsupported(err, "round() to ndigits below -10000");
            /* half to even on the multiple of 10**-k, as CPython's long rounding */
            lang_value *m, *q, *r, *two, *r2, *ten = lv_int(I, 10), *e = lv_int(I, -k);
            CHECK_ALLOC(ten);
            CHECK_ALLOC(e);
            if ((rc = lang_binop(I, OP_POW, ten, e, &m, err)) || (rc = py_big_divmod(I, v, m, &q, &r, err))) return rc;
            CHECK_ALLOC(two = lv_int(I, 2));
            if ((rc = lang_binop(I, OP_MUL, r, two, &r2, err))) return rc;
            int c = py_big_cmp(r2, m);
            lang_value *one = lv_int(I, 1), *q1;
            CHECK_ALLOC(one);
            if (c > 0 || (c == 0 && py_big_cmp(q, q) == 0 && (rc = lang_binop(I, OP_BITAND, q, one, &q1, err)) == SL_OK && q1->u.i)) {
                if ((rc = lang_binop(I, OP_ADD, q, one, &q, err))) return rc;
            }
            if (rc) return rc;
            return lang_binop(I, OP_MUL, q, m, out, err);
        }
        if (v->kind == V_INT || v->kind == V_BOOL) {
            int64_t x = py_as_i(v);
            if (k >= 0) {
                *out = lv_int(I, x);
            } else {
                if (k < -18) return lang_unsupported(err, "round() of an int to more than 18 digits");
                int64_t m = 1;
                for (int64_t q = 0; q < -k; q++) m *= 10;
                int64_t qt = sl_floordiv(x, m), r = x - qt * m; /* 0 <= r < m */
                if (2 * (r % m) > m || (2 * r == m && (qt & 1))) qt++;
                int64_t res;
                if (sl_ovf_mul(qt, m, &res)) return py_int_overflow(err);
                *out = lv_int(I, res);
            }
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (v->kind != V_FLOAT) return lang_unsupported(err, "round() of %s with ndigits", lv_type_name(v));
        double x = v->u.f;
        if (!isfinite(x) || k > 323) {
            *out = lv_float(I, x);
        } else if (k < 0) {
            return lang_unsupported(err, "round() of a float to negative ndigits");
        } else {
            /* the correctly rounded decimal text (ties to even on the exact binary
             * value, as CPython's dtoa), read back */
            char buf[800];
            snprintf(buf, sizeof buf, "%.*f", (int)k, x);
            *out = lv_float(I, strtod(buf, NULL));
        }
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (bi == BI_round) {
        if (a->npos == 2) {
            lang_args one = {.pos = a->pos, .npos = 1};
            return py_call_builtin(I, name, &one, out, err);
        }
        if (a->npos != 1) return lang_unsupported(err, "round() with ndigits");
        lang_value *v = a->pos[0];
        if (lang_type_converts(I, v, LANG_TO_FLOAT)) return lang_unsupported(err, "round() of a %s", lv_type_name(v));
        if (!py_is_num(v) && v->kind != V_BIGINT)
            return lang_py_error(err, "TypeError", "type %s doesn't define __round__ method", lang_attr_cls_name(I, v));
        if (v->kind == V_BIGINT) {
            *out = v;
        } else if (v->kind != V_FLOAT) {
            *out = lv_int(I, py_as_i(v));
        } else {
            double d = nearbyint(v->u.f); /* default rounding mode: half to even */
            if (isnan(d)) return lang_py_error(err, "ValueError", "cannot convert float NaN to integer");
            if (isinf(d)) return lang_py_error(err, "OverflowError", "cannot convert float infinity to integer");
            if (!(fabs(d) < 9.2e18)) return py_float_to_int(I, d, out, err);
            *out = lv_int(I, (int64_t)d);
        }
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (bi == BI_slice) {
        if (a->npos < 1 || a->npos > 3) return lang_unsupported(err, "slice() with %d arguments", a->npos);
        lang_value *s = lv_new(I, V_SLICE);
        CHECK_ALLOC(s);
        s->u.slice.start = a->npos >= 2 ? a->pos[0] : lv_none(I);
        s->u.slice.stop = a->npos >= 2 ? a->pos[1] : a->pos[0];
        s->u.slice.step = a->npos == 3 ? a->pos[2] : lv_none(I);
        *out = s;
        return SL_OK;
    }
    if (bi == BI_divmod) {
        if (a->npos != 2) return lang_unsupported(err, "divmod() with %d arguments", a->npos);
        lang_value *q, *m;
        if ((rc = lang_binop(I, OP_FLOORDIV, a->pos[0], a->pos[1], &q, err))) return rc;
        if ((rc = lang_binop(I, OP_MOD, a->pos[0], a->pos[1], &m, err))) return rc;
        lang_value *t = lv_seq(I, V_TUPLE, 2);
        CHECK_ALLOC(t);
        t->u.seq.v[0] = q;
        t->u.seq.v[1] = m;
        *out = t;
        return SL_OK;
    }
    if (bi == BI_pow) {
        if (a->npos == 3 && py_is_intval(a->pos[0]) && py_is_intval(a->pos[1]) && py_is_intval(a->pos[2]) &&
            !a->nkw)
            return py_big_powmod(I, a->pos[0], a->pos[1], a->pos[2], out, err);
        if (a->npos != 2 || a->nkw) return lang_unsupported(err, "pow() with %d arguments", a->npos);
        return lang_binop(I, OP_POW, a->pos[0], a->pos[1], out, err);
    }
    if (bi == BI_hasattr) return py_builtin_hasattr(I, a, out, err);
    if (bi == BI_getattr) return py_builtin_getattr(I, a, out, err);
    if (bi == BI_iter || bi == BI_next) return py_builtin_iter_next(I, name, a, out, err);
    if (bi == BI_dict) return lang_dict_builtin(I, a, out, err); /* py_dict_builtin.c */
    return lang_unsupported(err, "builtin %s()", name);
}
