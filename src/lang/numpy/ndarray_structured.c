/*
 * ndarray_structured.c — numpy's structured dtypes (records of named fields) and the
 * arrays and np.void scalars of them, as far as a strides lesson takes them.
 *
 * A structured dtype is a list of fields, each a name, a plain dtype and a byte offset
 * inside the record, and an itemsize: given as a list of (name, type) pairs (packed, or
 * with align=True each field at a multiple of its alignment and the itemsize rounded up
 * to the largest), as a comma string 'f4,i4' (fields f0, f1, ...), or as a dict of
 * names / formats (/ offsets / itemsize).  What it prints follows numpy's _dtype.py: the
 * list form when the fields sit where packing (or aligning) puts them, else the dict
 * form; `, align=True` in repr for an aligned struct, 'aligned': True in its str.
 *
 * A structured array is its layout (an sl_array whose itemsize is the record's; its
 * dtype field is only a placeholder and never reaches the numpy layer), its storage and
 * its dtype.  It is a value of its own type record, not an ndarray value, so every
 * operation of the numpy layer that does not know records refuses it instead of reading
 * its bytes as numbers.  What it supports: shape / strides / ndim / size / itemsize /
 * nbytes / dtype / base, len, np.shape / ndim / size, a field a['x'] — an ordinary
 * ndarray view of the field's dtype whose offset is the field's and whose strides are
 * the record array's (numpy's own view, base the record array) — a[i] / a[i:j:k] / a[i, j]
 * (a record view, or for all dims an np.void scalar), a.view(plain dtype) through the
 * engine's sl_np_view_dtype, writes a['x'] = v and a[i] = tuple, and numpy's printing
 * (StructuredVoidFormat: each field formatted across the whole array; numpy 2's np.void
 * repr).  Created by np.array(list of tuples, dtype=...), np.zeros / np.ones(shape,
 * dtype=...).  Refused: subarray and nested fields, titles, object and string fields,
 * multi-field indexing, the other methods and functions.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"

#include <string.h>

typedef struct sfield {
    const char *name;
    sl_dtype dt;
    int64_t offset;
} sfield;

typedef struct sdtype {
    int32_t n;
    sfield *f;
    int64_t itemsize;
    bool aligned; /* align=True: isalignedstruct */
} sdtype;

typedef struct sarr {
    sl_array a;
    lang_storage *st;
    lang_value *base;
    const sdtype *dt;
    bool scalar; /* an np.void scalar (a 0-d record, read-only) */
} sarr;

static const lang_type SDTYPE_TYPE, SARR_TYPE;

static bool is_sdtype(const lang_value *v) { return v && v->kind == V_OBJECT && v->u.object.type == &SDTYPE_TYPE; }
static bool is_sarr(const lang_value *v) { return v && v->kind == V_OBJECT && v->u.object.type == &SARR_TYPE; }
static const sdtype *SD(const lang_value *v) { return (const sdtype *)v->u.object.data; }
static sarr *SA(const lang_value *v) { return (sarr *)v->u.object.data; }

bool lang_np_is_structured(const lang_value *v) { return is_sdtype(v) || is_sarr(v); }

static int64_t align_of(sl_dtype dt) {
    int64_t s = sl_dtype_itemsize(dt);
    return sl_dtype_is_complex(dt) ? s / 2 : s;
}
static int64_t round_up(int64_t x, int64_t a) { return a > 1 ? (x + a - 1) / a * a : x; }

/* ------------------------------------------------------------- dtypes == */

static lang_value *sdtype_value(lang_interp *I, sdtype *d) {
    lang_value *v = lv_new(I, V_OBJECT);
    if (!v) return NULL;
    v->u.object.type = &SDTYPE_TYPE;
    v->u.object.data = d;
    return v;
}

/* one field's type: a plain numpy dtype (a nested list, subarray shapes and the types
 * numpy has but this layer lacks are refused by ndarray_get_dtype or here) */
static int field_type(lang_interp *I, lang_value *t, sl_dtype *dt, sl_error *err) {
    if (t->kind == V_LIST || t->kind == V_TUPLE || is_sdtype(t))
        return lang_unsupported(err, "nested structured dtypes (a field that is itself a record or subarray)");
    if (t->kind == V_STR && t->u.str.s[0] == '>')
        return lang_unsupported(err, "big-endian fields ('%s')", t->u.str.s);
    int rc = ndarray_get_dtype(t, dt, err);
    if (rc == 1) return lang_unsupported(err, "a structured field of dtype None");
    if (rc) return rc;
    if (*dt == SL_BFLOAT16) return lang_unsupported(err, "a bfloat16 field");
    return SL_OK;
}

static int finish_packed(sdtype *d, bool align) {
    int64_t off = 0, maxa = 1;
    for (int32_t k = 0; k < d->n; k++) {
        int64_t al = align ? align_of(d->f[k].dt) : 1;
        off = round_up(off, al);
        if (al > maxa) maxa = al;
        d->f[k].offset = off;
        off += sl_dtype_itemsize(d->f[k].dt);
    }
    d->itemsize = align ? round_up(off, maxa) : off;
    d->aligned = align;
    return SL_OK;
}

static int check_names(const sdtype *d, sl_error *err) {
    for (int32_t i = 0; i < d->n; i++)
        for (int32_t j = 0; j < i; j++)
            if (!strcmp(d->f[i].name, d->f[j].name))
                return lang_py_error(err, "ValueError", "field '%s' occurs more than once", d->f[i].name);
    return SL_OK;
}

/* the structured dtype a value describes (1: not a structured spec: the caller's rules) */
static int parse_sdtype(lang_interp *I, lang_value *v, bool align, const sdtype **out, sl_error *err) {
    int rc;
    if (is_sdtype(v)) {
        if (align && !SD(v)->aligned) return lang_unsupported(err, "align=True of an existing structured dtype");
        *out = SD(v);
        return SL_OK;
    }
    sdtype *d = lang_alloc(&I->A, sizeof *d);
    CHECK_ALLOC(d);
    if (v->kind == V_STR && memchr(v->u.str.s, ',', (size_t)v->u.str.len)) {
        /* 'f4,i4': fields f0, f1, ... */
        int32_t n = 1;
        for (int64_t k = 0; k < v->u.str.len; k++) n += v->u.str.s[k] == ',';
        if (n > 64) return lang_unsupported(err, "a structured dtype of more than 64 fields");
        d->f = lang_alloc_n(&I->A, n, sizeof *d->f);
        CHECK_ALLOC(d->f);
        const char *s = v->u.str.s;
        for (int32_t k = 0; k < n; k++) {
            const char *e = strchr(s, ',');
            size_t len = e ? (size_t)(e - s) : strlen(s);
            while (len && s[0] == ' ') s++, len--;
            while (len && s[len - 1] == ' ') len--;
            if (!len) return lang_unsupported(err, "an empty field in numpy dtype '%s'", v->u.str.s);
            lang_value *part = lv_str(I, s, (int64_t)len);
            CHECK_ALLOC(part);
            if (strpbrk(part->u.str.s, "()[]:")) return lang_unsupported(err, "subarray fields in numpy dtype '%s'", v->u.str.s);
            if ((rc = field_type(I, part, &d->f[k].dt, err))) return rc;
            char nm[16];
            snprintf(nm, sizeof nm, "f%d", (int)k);
            CHECK_ALLOC(d->f[k].name = lang_strndup(&I->A, nm, strlen(nm)));
            s = e ? e + 1 : s + len;
        }
        d->n = n;
        finish_packed(d, align);
        *out = d;
        return SL_OK;
    }
    if (v->kind == V_LIST) {
        if (v->u.seq.n == 0) return lang_unsupported(err, "a structured dtype with no fields");
        if (v->u.seq.n > 64) return lang_unsupported(err, "a structured dtype of more than 64 fields");
        d->n = (int32_t)v->u.seq.n;
        d->f = lang_alloc_n(&I->A, d->n, sizeof *d->f);
        CHECK_ALLOC(d->f);
        for (int32_t k = 0; k < d->n; k++) {
            lang_value *t = v->u.seq.v[k];
            if (t->kind != V_TUPLE || t->u.seq.n < 2)
                return lang_unsupported(err, "a structured dtype field given as %s", lv_type_name(t));
            if (t->u.seq.n > 2) return lang_unsupported(err, "subarray fields (name, type, shape)");
            lang_value *nm = t->u.seq.v[0];
            if (nm->kind == V_TUPLE) return lang_unsupported(err, "field titles");
            if (nm->kind != V_STR) return lang_unsupported(err, "a field name given as %s", lv_type_name(nm));
            if (nm->u.str.len == 0) return lang_unsupported(err, "an empty field name");
            if ((int64_t)strlen(nm->u.str.s) != nm->u.str.len) return lang_unsupported(err, "a field name holding NUL");
            d->f[k].name = nm->u.str.s;
            if ((rc = field_type(I, t->u.seq.v[1], &d->f[k].dt, err))) return rc;
        }
        if ((rc = check_names(d, err))) return rc;
        finish_packed(d, align);
        *out = d;
        return SL_OK;
    }
    if (v->kind == V_DICT) {
        lang_value *names = NULL, *formats = NULL, *offsets = NULL, *itemsize = NULL;
        for (int64_t i = 0; i + 1 < v->u.seq.n; i += 2) {
            lang_value *k = v->u.seq.v[i], *x = v->u.seq.v[i + 1];
            if (k->kind != V_STR) return lang_unsupported(err, "a dtype dict with a key of type %s", lv_type_name(k));
            if (!strcmp(k->u.str.s, "names")) names = x;
            else if (!strcmp(k->u.str.s, "formats")) formats = x;
            else if (!strcmp(k->u.str.s, "offsets")) offsets = x;
            else if (!strcmp(k->u.str.s, "itemsize")) itemsize = x;
            else return lang_unsupported(err, "the key '%s' of a dtype dict", k->u.str.s);
        }
        if (!names || !formats || (names->kind != V_LIST && names->kind != V_TUPLE) ||
            (formats->kind != V_LIST && formats->kind != V_TUPLE))
            return lang_unsupported(err, "a dtype dict without lists of names and formats");
        if (names->u.seq.n != formats->u.seq.n || names->u.seq.n == 0 || names->u.seq.n > 64 ||
            (offsets && (offsets->kind != V_LIST || offsets->u.seq.n != names->u.seq.n)))
            return lang_unsupported(err, "a dtype dict whose lists differ in length");
        d->n = (int32_t)names->u.seq.n;
        d->f = lang_alloc_n(&I->A, d->n, sizeof *d->f);
        CHECK_ALLOC(d->f);
        for (int32_t k = 0; k < d->n; k++) {
            lang_value *nm = names->u.seq.v[k];
            if (nm->kind != V_STR || !nm->u.str.len || (int64_t)strlen(nm->u.str.s) != nm->u.str.len)
                return lang_unsupported(err, "a field name given as %s", lv_type_name(nm));
            d->f[k].name = nm->u.str.s;
            if ((rc = field_type(I, formats->u.seq.v[k], &d->f[k].dt, err))) return rc;
        }
        if ((rc = check_names(d, err))) return rc;
        finish_packed(d, align);
        if (offsets) {
            int64_t end = 0;
            for (int32_t k = 0; k < d->n; k++) {
                lang_value *o = offsets->u.seq.v[k];
                if (o->kind != V_INT || o->u.i < 0) return lang_unsupported(err, "a field offset given as %s", lv_type_name(o));
                if (o->u.i < end) return lang_unsupported(err, "fields that overlap or are out of offset order");
                d->f[k].offset = o->u.i;
                end = o->u.i + sl_dtype_itemsize(d->f[k].dt);
            }
            d->itemsize = end;
            if (align) return lang_unsupported(err, "align=True with given offsets");
        }
        if (itemsize) {
            if (itemsize->kind != V_INT) return lang_unsupported(err, "an itemsize given as %s", lv_type_name(itemsize));
            if (itemsize->u.i < d->itemsize) return lang_unsupported(err, "an itemsize smaller than the fields");
            d->itemsize = itemsize->u.i;
        }
        *out = d;
        return SL_OK;
    }
    return 1;
}

/* does v look like a structured dtype spec (a list, a dict, a comma string, a record dtype)? */
static bool struct_spec(const lang_value *v) {
    return v && (is_sdtype(v) || v->kind == V_LIST || v->kind == V_DICT ||
                 (v->kind == V_STR && memchr(v->u.str.s, ',', (size_t)v->u.str.len)));
}

/* _scalar_str(dtype, short=True) of a field type: '<i4', 'u1', '?', '<f8' */
static void field_code(sl_dtype dt, char *buf, size_t cap) {
    if (dt == SL_BOOL) {
        snprintf(buf, cap, "'?'");
        return;
    }
    char kind = sl_dtype_is_complex(dt) ? 'c' : sl_dtype_is_floating(dt) ? 'f'
              : (dt == SL_UINT8 || dt == SL_UINT16 || dt == SL_UINT32 || dt == SL_UINT64) ? 'u' : 'i';
    int64_t s = sl_dtype_itemsize(dt);
    snprintf(buf, cap, "'%s%c%lld'", s > 1 ? "<" : "", kind, (long long)s);
}

/* numpy's _is_packed */
static bool is_packed(const sdtype *d) {
    int64_t off = 0, maxa = 1;
    for (int32_t k = 0; k < d->n; k++) {
        if (d->aligned) {
            off = round_up(off, align_of(d->f[k].dt));
            if (align_of(d->f[k].dt) > maxa) maxa = align_of(d->f[k].dt);
        }
        if (d->f[k].offset != off) return false;
        off += sl_dtype_itemsize(d->f[k].dt);
    }
    if (d->aligned) off = round_up(off, maxa);
    return off == d->itemsize;
}

static void repr_name(sl_strbuf *sb, const char *s) {
    bool sq = strchr(s, '\'') != NULL, dq = strchr(s, '"') != NULL;
    if (sq && !dq) sl_sb_printf(sb, "\"%s\"", s);
    else if (!sq && !strchr(s, '\\')) sl_sb_printf(sb, "'%s'", s);
    else sl_sb_printf(sb, "'%s'", s); /* names with quotes of both kinds or backslashes are refused at parse */
}

/* numpy's _struct_str(dtype, include_align) */
static void struct_str(lang_interp *I, const sdtype *d, bool include_align, sl_strbuf *sb) {
    char code[16];
    if (!(include_align && d->aligned) && is_packed(d)) {
        sl_sb_printf(sb, "[");
        for (int32_t k = 0; k < d->n; k++) {
            field_code(d->f[k].dt, code, sizeof code);
            sl_sb_printf(sb, "%s(", k ? ", " : "");
            repr_name(sb, d->f[k].name);
            sl_sb_printf(sb, ", %s)", code);
        }
        sl_sb_printf(sb, "]");
        return;
    }
    const char *colon = ": ", *sep = ", ";
    sl_sb_printf(sb, "{'names'%s[", colon);
    for (int32_t k = 0; k < d->n; k++) {
        if (k) sl_sb_printf(sb, "%s", sep);
        repr_name(sb, d->f[k].name);
    }
    sl_sb_printf(sb, "], 'formats'%s[", colon);
    for (int32_t k = 0; k < d->n; k++) {
        field_code(d->f[k].dt, code, sizeof code);
        sl_sb_printf(sb, "%s%s", k ? sep : "", code);
    }
    sl_sb_printf(sb, "], 'offsets'%s[", colon);
    for (int32_t k = 0; k < d->n; k++) sl_sb_printf(sb, "%s%lld", k ? sep : "", (long long)d->f[k].offset);
    sl_sb_printf(sb, "], 'itemsize'%s%lld", colon, (long long)d->itemsize);
    if (include_align && d->aligned) sl_sb_printf(sb, ", 'aligned'%sTrue", colon);
    sl_sb_printf(sb, "}");
    (void)I;
}

static int sdtype_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    const sdtype *d = SD(v);
    if (as_str) {
        struct_str(I, d, true, sb);
        return SL_OK;
    }
    sl_sb_printf(sb, "dtype(");
    struct_str(I, d, false, sb);
    if (d->aligned) sl_sb_printf(sb, ", align=True");
    sl_sb_printf(sb, ")");
    return SL_OK;
}

static int field_index(const sdtype *d, const char *name) {
    for (int32_t k = 0; k < d->n; k++)
        if (!strcmp(d->f[k].name, name)) return k;
    return -1;
}

static int64_t max_align(const sdtype *d) {
    int64_t m = 1;
    for (int32_t k = 0; k < d->n; k++)
        if (align_of(d->f[k].dt) > m) m = align_of(d->f[k].dt);
    return m;
}

static int sdtype_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err) {
    const sdtype *d = SD(obj);
    if (!strcmp(name, "itemsize")) return (*out = lv_int(I, d->itemsize)) ? SL_OK : lang_nomem(err);
    if (!strcmp(name, "names")) {
        lang_value *t = lv_seq(I, V_TUPLE, d->n);
        CHECK_ALLOC(t);
        for (int32_t k = 0; k < d->n; k++) CHECK_ALLOC(t->u.seq.v[k] = lv_strz(I, d->f[k].name));
        *out = t;
        return SL_OK;
    }
    if (!strcmp(name, "fields")) return lang_unsupported(err, "dtype.fields (a mappingproxy)");
    if (!strcmp(name, "descr")) {
        lang_value *l = lv_seq(I, V_LIST, 0);
        CHECK_ALLOC(l);
        int64_t end = 0;
        char code[24];
        for (int32_t k = 0; k <= d->n; k++) {
            int64_t at = k < d->n ? d->f[k].offset : d->itemsize;
            if (at > end) { /* padding: ('', '|Vn') */
                lang_value *p = lv_seq(I, V_TUPLE, 2);
                CHECK_ALLOC(p);
                snprintf(code, sizeof code, "|V%lld", (long long)(at - end));
                CHECK_ALLOC(p->u.seq.v[0] = lv_strz(I, ""));
                CHECK_ALLOC(p->u.seq.v[1] = lv_strz(I, code));
                int rc = lv_list_append(I, l, p, err);
                if (rc) return rc;
            }
            if (k == d->n) break;
            lang_value *p = lv_seq(I, V_TUPLE, 2);
            CHECK_ALLOC(p);
            sl_dtype dt = d->f[k].dt;
            field_code(dt, code, sizeof code);
            char full[24];
            size_t cl = strlen(code);
            /* descr spells the byte order of one-byte types ('|u1', '|b1') */
            if (dt == SL_BOOL) snprintf(full, sizeof full, "|b1");
            else if (sl_dtype_itemsize(dt) == 1) snprintf(full, sizeof full, "|%.*s", (int)(cl - 2), code + 1);
            else snprintf(full, sizeof full, "%.*s", (int)(cl - 2), code + 1);
            CHECK_ALLOC(p->u.seq.v[0] = lv_strz(I, d->f[k].name));
            CHECK_ALLOC(p->u.seq.v[1] = lv_strz(I, full));
            int rc = lv_list_append(I, l, p, err);
            if (rc) return rc;
            end = d->f[k].offset + sl_dtype_itemsize(dt);
        }
        *out = l;
        return SL_OK;
    }
    if (!strcmp(name, "kind") || !strcmp(name, "char")) return (*out = lv_strz(I, "V")) ? SL_OK : lang_nomem(err);
    if (!strcmp(name, "num")) return (*out = lv_int(I, 20)) ? SL_OK : lang_nomem(err);
    if (!strcmp(name, "isalignedstruct")) return (*out = lv_bool(I, d->aligned)) ? SL_OK : lang_nomem(err);
    if (!strcmp(name, "alignment")) return (*out = lv_int(I, d->aligned ? max_align(d) : 1)) ? SL_OK : lang_nomem(err);
    if (!strcmp(name, "ndim")) return (*out = lv_int(I, 0)) ? SL_OK : lang_nomem(err);
    if (!strcmp(name, "shape")) return (*out = lv_seq(I, V_TUPLE, 0)) ? SL_OK : lang_nomem(err);
    if (!strcmp(name, "str")) {
        char b[32];
        snprintf(b, sizeof b, "|V%lld", (long long)d->itemsize);
        return (*out = lv_strz(I, b)) ? SL_OK : lang_nomem(err);
    }
    if (!strcmp(name, "name")) {
        char b[32];
        snprintf(b, sizeof b, "void%lld", (long long)(d->itemsize * 8));
        return (*out = lv_strz(I, b)) ? SL_OK : lang_nomem(err);
    }
    return lang_unsupported(err, "attribute '%s' of a structured numpy dtype", name);
}

/* dt['x'] / dt[1]: the field's dtype */
static int sdtype_getitem(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out, sl_error *err) {
    const sdtype *d = SD(obj);
    int k = -1;
    if (idx->kind == V_STR) {
        k = field_index(d, idx->u.str.s);
        if (k < 0) return lang_py_error(err, "KeyError", "\"Field named '%s' not found.\"", idx->u.str.s);
    } else if (idx->kind == V_INT) {
        int64_t i = idx->u.i < 0 ? idx->u.i + d->n : idx->u.i;
        if (i < 0 || i >= d->n)
            return lang_py_error(err, "IndexError", "Field index %lld out of range.", (long long)idx->u.i);
        k = (int)i;
    } else {
        return lang_unsupported(err, "indexing a structured dtype with a %s", lv_type_name(idx));
    }
    *out = ndarray_dtype_val(I, d->f[k].dt);
    CHECK_ALLOC(*out);
    return SL_OK;
}

static bool same_sdtype(const sdtype *a, const sdtype *b) {
    if (a->n != b->n || a->itemsize != b->itemsize) return false;
    for (int32_t k = 0; k < a->n; k++)
        if (strcmp(a->f[k].name, b->f[k].name) || a->f[k].dt != b->f[k].dt || a->f[k].offset != b->f[k].offset)
            return false;
    return true;
}

static int sdtype_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    if (is_sdtype(b)) {
        *res = same_sdtype(SD(a), SD(b));
        return SL_OK;
    }
    if (b->kind == V_DTYPE) {
        *res = false;
        return SL_OK;
    }
    return lang_unsupported(err, "comparing a structured dtype with a %s", lv_type_name(b));
}

static const char *sdtype_short_name(const lang_value *v) { return "dtype"; }
static const char *sdtype_type_path(lang_interp *I, const lang_value *v) {
    return lang_np_ref(I) == SL_REF_DEBIAN12 ? "numpy.dtype[void]" : "numpy.dtypes.VoidDType";
}
static const char *sdtype_unhashable(const lang_value *v) { return NULL; }

static const lang_type SDTYPE_TYPE = {
    .name = "numpy.dtype",
    .repr = sdtype_repr,
    .getattr = sdtype_getattr,
    .getitem = sdtype_getitem,
    .equal = sdtype_equal,
    .short_name = sdtype_short_name,
    .type_path = sdtype_type_path,
    .unhashable = sdtype_unhashable,
};

/* ------------------------------------------------------------- arrays == */

static lang_value *sarr_value(lang_interp *I, const sl_array *a, lang_storage *st, lang_value *base, const sdtype *d,
                              bool scalar) {
    sarr *s = lang_alloc(&I->A, sizeof *s);
    lang_value *v = lv_new(I, V_OBJECT);
    if (!s || !v) return NULL;
    s->a = *a;
    s->st = st;
    s->base = base;
    s->dt = d;
    s->scalar = scalar;
    v->u.object.type = &SARR_TYPE;
    v->u.object.data = s;
    return v;
}

/* the lview of field k over a record layout */
static void field_view(const sl_array *a, const sdtype *d, int k, lang_lview *fv) {
    lang_lview_of_array(a, fv);
    fv->dtype = d->f[k].dt;
    fv->offset_bytes += d->f[k].offset;
}

/* write one Python value into field k of the record at idx */
static int write_field(lang_interp *I, sarr *s, int k, const int64_t *idx, lang_value *x, sl_error *err) {
    lang_num n = {0};
    lang_value *p = lang_np_scalar_py(I, x, err);
    if (!p) return err->code;
    if (p->kind == V_BOOL) n.i = p->u.b;
    else if (p->kind == V_INT) n.i = p->u.i;
    else if (p->kind == V_FLOAT) {
        n.is_float = true;
        n.f = p->u.f;
    } else {
        return lang_unsupported(err, "writing a %s into a structured field", lv_type_name(x));
    }
    sl_dtype dt = s->dt->f[k].dt;
    if (!n.is_float) n.f = (double)n.i;
    int rc;
    if ((rc = ndarray_nep50_write_check(I, p, dt, err))) return rc;
    lang_num c;
    if ((rc = lang_np_cast_checked(n, dt, &c, err))) return rc;
    lang_lview fv;
    field_view(&s->a, s->dt, k, &fv);
    return lang_write(I, s->st, &fv, idx, c, err);
}

/* write a record (a tuple of one value per field) at idx */
static int write_record(lang_interp *I, sarr *s, const int64_t *idx, lang_value *t, sl_error *err) {
    if (t->kind != V_TUPLE) return lang_unsupported(err, "writing a %s as a record (a tuple is)", lv_type_name(t));
    if (t->u.seq.n != s->dt->n)
        return lang_unsupported(err, "a record of %lld values for %d fields", (long long)t->u.seq.n, (int)s->dt->n);
    for (int32_t k = 0; k < s->dt->n; k++) {
        int rc = write_field(I, s, k, idx, t->u.seq.v[k], err);
        if (rc) return rc;
    }
    return SL_OK;
}

static bool next_c(int64_t *idx, const int64_t *shape, int32_t n) {
    for (int32_t d = n - 1; d >= 0; d--) {
        if (++idx[d] < shape[d]) return true;
        idx[d] = 0;
    }
    return false;
}

/* a new record array of shape, zero-filled (fill: 0 or 1 in every field) */
static int new_sarr(lang_interp *I, const int64_t *shape, int32_t nd, const sdtype *d, int fill, lang_value **out,
                    sl_error *err) {
    sl_array r;
    int rc = sl_np_empty_ref(shape, nd, SL_UINT8, 'C', lang_np_ref(I), &r, err);
    if (rc) return rc;
    /* the record's itemsize: strides and sizes in records */
    int64_t n = 1, nbytes;
    for (int32_t k = 0; k < nd; k++) n *= shape[k];
    if (sl_ovf_mul(n, d->itemsize, &nbytes) || nbytes > ((int64_t)1 << 28)) return lang_nomem(err);
    r.itemsize = d->itemsize;
    int64_t st = d->itemsize;
    for (int32_t k = nd - 1; k >= 0; k--) {
        r.strides[k] = n ? st : 0;
        st *= shape[k] > 0 ? shape[k] : 1;
    }
    r.buffer_bytes = nbytes;
    sl_np_refresh_flags(&r);
    lang_storage *s = lang_storage_new(I, nbytes, SL_UINT8, true);
    CHECK_ALLOC(s);
    s->fill = LF_DATA;
    CHECK_ALLOC(s->data = lang_alloc_atomic(&I->A, (size_t)nbytes + 1));
    memset(s->data, 0, (size_t)nbytes);
    *out = sarr_value(I, &r, s, NULL, d, false);
    CHECK_ALLOC(*out);
    if (fill) {
        sarr *sa = SA(*out);
        int64_t idx[SL_MAX_DIMS] = {0};
        lang_value *one = lv_int(I, 1);
        CHECK_ALLOC(one);
        for (int64_t e = 0; e < n; e++) {
            for (int32_t k = 0; k < d->n; k++)
                if ((rc = write_field(I, sa, k, idx, one, err))) return rc;
            next_c(idx, shape, nd);
        }
    }
    return SL_OK;
}

/* the shape of nested lists of records (tuples) */
static int records_shape(lang_value *v, int64_t *shape, int32_t *nd, sl_error *err) {
    *nd = 0;
    while (v->kind == V_LIST) {
        if (*nd >= 32) return lang_unsupported(err, "records nested that deep");
        shape[(*nd)++] = v->u.seq.n;
        if (v->u.seq.n == 0) return SL_OK;
        v = v->u.seq.v[0];
    }
    if (v->kind != V_TUPLE) return lang_unsupported(err, "a structured array from %s items (tuples are records)", lv_type_name(v));
    return SL_OK;
}

static int fill_records(lang_interp *I, sarr *s, lang_value *v, int32_t depth, int64_t *idx, sl_error *err) {
    if (depth == s->a.ndim) return write_record(I, s, idx, v, err);
    if (v->kind != V_LIST || v->u.seq.n != s->a.shape[depth])
        return lang_unsupported(err, "ragged records");
    for (int64_t i = 0; i < v->u.seq.n; i++) {
        idx[depth] = i;
        int rc = fill_records(I, s, v->u.seq.v[i], depth + 1, idx, err);
        if (rc) return rc;
    }
    return SL_OK;
}

/* ----------------------------------------------------------- printing == */

/* each record at the shown positions as numpy's StructuredVoidFormat writes it */
static int record_words(lang_interp *I, const sarr *s, bool scalar, char ***words_out, sl_error *err) {
    int64_t n = 1;
    for (int32_t k = 0; k < s->a.ndim; k++) n *= s->a.shape[k];
    if (n > 1000) return lang_unsupported(err, "printing a summarized structured array");
    const sdtype *d = s->dt;
    char ***cols = lang_alloc_n(&I->A, d->n, sizeof *cols);
    lang_num *vals = lang_alloc_n(&I->A, n > 0 ? n : 1, sizeof *vals);
    CHECK_ALLOC(cols);
    CHECK_ALLOC(vals);
    int rc;
    bool np2_scalar = scalar && s->a.ref == SL_REF_LESSONS;
    for (int32_t k = 0; k < d->n; k++) {
        lang_lview fv;
        field_view(&s->a, d, k, &fv);
        int64_t idx[SL_MAX_DIMS] = {0};
        for (int64_t e = 0; e < n; e++) {
            if ((rc = lang_read(I, s->st, &fv, idx, &vals[e], err))) return rc;
            next_c(idx, s->a.shape, s->a.ndim);
        }
        cols[k] = lang_alloc_n(&I->A, n > 0 ? n : 1, sizeof **cols);
        CHECK_ALLOC(cols[k]);
        if (np2_scalar && sl_dtype_is_floating(d->f[k].dt)) { /* numpy 2: float_kind=str */
            lang_value *f = lv_float(I, vals[0].f);
            CHECK_ALLOC(f);
            f->f32 = d->f[k].dt == SL_FLOAT32;
            if (d->f[k].dt == SL_FLOAT16) return lang_unsupported(err, "printing a float16 field of an np.void");
            char fb[64];
            sl_strbuf sb;
            sl_sb_init(&sb, fb, sizeof fb);
            if ((rc = lv_str_of(I, f, &sb, err))) return rc;
            CHECK_ALLOC(cols[k][0] = lang_strndup(&I->A, fb, sb.len));
            continue;
        }
        if ((rc = lang_np_format_values(I, d->f[k].dt, vals, n, scalar, cols[k], err))) return rc;
    }
    char **words = lang_alloc_n(&I->A, n > 0 ? n : 1, sizeof *words);
    CHECK_ALLOC(words);
    for (int64_t e = 0; e < n; e++) {
        size_t len = 3;
        for (int32_t k = 0; k < d->n; k++) len += strlen(cols[k][e]) + 2;
        char *w = lang_alloc_atomic(&I->A, len + 1);
        CHECK_ALLOC(w);
        sl_strbuf sb;
        sl_sb_init(&sb, w, len + 1);
        sl_sb_printf(&sb, "(");
        for (int32_t k = 0; k < d->n; k++) sl_sb_printf(&sb, "%s%s", k ? ", " : "", cols[k][e]);
        sl_sb_printf(&sb, d->n == 1 ? ",)" : ")");
        words[e] = w;
    }
    *words_out = words;
    return SL_OK;
}

static int sarr_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    const sarr *s = SA(v);
    char **words = NULL;
    int rc = record_words(I, s, s->scalar, &words, err);
    if (rc) return rc;
    char dbuf[2048];
    sl_strbuf db;
    sl_sb_init(&db, dbuf, sizeof dbuf);
    struct_str(I, s->dt, true, &db);
    if (db.len + 1 >= sizeof dbuf) return lang_unsupported(err, "printing a dtype this long");
    if (s->scalar) {
        if (as_str || s->a.ref != SL_REF_LESSONS) sl_sb_printf(sb, "%s", words[0]);
        else sl_sb_printf(sb, "np.void(%s, dtype=%s)", words[0], dbuf);
        return SL_OK;
    }
    return lang_np_repr_words(I, &s->a, (const char *const *)words, dbuf, as_str, sb, err);
}

/* ------------------------------------------------------------ access == */

static lang_value *sdtype_of(lang_interp *I, const sdtype *d) { return sdtype_value(I, (sdtype *)d); }

static int sarr_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err) {
    sarr *s = SA(obj);
    const sl_array *a = &s->a;
    if (!strcmp(name, "shape") || !strcmp(name, "strides")) {
        lang_value *t = lv_seq(I, V_TUPLE, a->ndim);
        CHECK_ALLOC(t);
        for (int32_t k = 0; k < a->ndim; k++)
            CHECK_ALLOC(t->u.seq.v[k] = lv_int(I, name[1] == 'h' ? a->shape[k] : a->strides[k]));
        *out = t;
        return SL_OK;
    }
    int64_t n = 1;
    for (int32_t k = 0; k < a->ndim; k++) n *= a->shape[k];
    if (!strcmp(name, "ndim")) return (*out = lv_int(I, a->ndim)) ? SL_OK : lang_nomem(err);
    if (!strcmp(name, "size")) return (*out = lv_int(I, n)) ? SL_OK : lang_nomem(err);
    if (!strcmp(name, "itemsize")) return (*out = lv_int(I, s->dt->itemsize)) ? SL_OK : lang_nomem(err);
    if (!strcmp(name, "nbytes")) return (*out = lv_int(I, n * s->dt->itemsize)) ? SL_OK : lang_nomem(err);
    if (!strcmp(name, "dtype")) return (*out = sdtype_of(I, s->dt)) ? SL_OK : lang_nomem(err);
    if (!strcmp(name, "base") && !s->scalar) {
        *out = s->base ? s->base : lv_none(I);
        return *out ? SL_OK : lang_nomem(err);
    }
    static const char *const DATA[] = {"T", "base", "ctypes", "data", "device", "flags", "flat", "imag", "mT", "real", "shape", "strides"};
    for (size_t k = 0; k < SL_ARRAY_LEN(DATA); k++)
        if (!strcmp(DATA[k], name))
            return lang_unsupported(err, "attribute '%s' of a structured %s", name, s->scalar ? "numpy.void" : "array");
    return LANG_NOT_MINE; /* a method: bound here, refused or run by sarr_method when called */
}

static int sarr_len(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    sarr *s = SA(v);
    if (s->a.ndim == 0) return lang_py_error(err, "TypeError", s->scalar ? "len() of unsized object" : "len() of unsized object");
    if (s->scalar) return lang_unsupported(err, "len() of an np.void");
    *out = lv_int(I, s->a.shape[0]);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* a['x']: the field as an ndarray view (base: the record array) */
static int field_get(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err) {
    sarr *s = SA(obj);
    int k = field_index(s->dt, name);
    if (k < 0) return lang_py_error(err, "ValueError", "no field of name %s", name);
    sl_array f = s->a;
    f.dtype = s->dt->f[k].dt;
    f.itemsize = sl_dtype_itemsize(f.dtype);
    f.offset_bytes += s->dt->f[k].offset;
    f.flags &= ~SL_NP_OWNDATA;
    f.alias = SL_ALIAS_VIEW;
    f.base = SL_NP_BASE_CHAIN;
    sl_np_refresh_flags(&f);
    /* numpy's base chain stops at the first owner: a view's field has the view's base */
    *out = lang_np_array_value(I, &f, s->st, s->base ? s->base : obj);
    CHECK_ALLOC(*out);
    if (s->scalar) /* a field of an np.void: a numpy scalar */
        return ndarray_back_to_scalar(I, *out, out, err);
    return SL_OK;
}

/* the view a[idx] for ints and slices (one per leading dim); *all_ints: every dim taken */
static int basic_index(const sarr *s, lang_value *idx, sl_array *r, bool *all_ints, sl_error *err) {
    lang_value *one[1] = {idx};
    lang_value **items = one;
    int64_t n = 1;
    if (idx->kind == V_TUPLE) {
        items = idx->u.seq.v;
        n = idx->u.seq.n;
    }
    if (n > s->a.ndim)
        return lang_py_error(err, "IndexError", "too many indices for array: array is %d-dimensional, but %lld were indexed",
                             (int)s->a.ndim, (long long)n);
    *r = s->a;
    int32_t out_d = 0;
    int64_t off = s->a.offset_bytes;
    int ints = 0;
    for (int32_t d = 0; d < s->a.ndim; d++) {
        int64_t len = s->a.shape[d], st = s->a.strides[d];
        if (d >= n) {
            r->shape[out_d] = len;
            r->strides[out_d++] = st;
            continue;
        }
        lang_value *it = items[d];
        if (it->kind == V_INT || it->kind == V_BOOL) {
            int64_t i = it->kind == V_INT ? it->u.i : it->u.b;
            if (it->kind == V_BOOL) return lang_unsupported(err, "a bool index of a structured array");
            if (i < -len || i >= len)
                return lang_py_error(err, "IndexError", "index %lld is out of bounds for axis %d with size %lld",
                                     (long long)i, (int)d, (long long)len);
            if (i < 0) i += len;
            off += i * st;
            ints++;
        } else if (it->kind == V_SLICE) {
            int64_t start, stop, step, cnt;
            int rc = lang_slice_indices(it, len, &start, &stop, &step, &cnt, err);
            if (rc) return rc;
            off += start * st;
            r->shape[out_d] = cnt;
            r->strides[out_d++] = cnt > 1 ? st * step : st;
        } else {
            return lang_unsupported(err, "indexing a structured array with a %s", lv_type_name(it));
        }
    }
    r->ndim = out_d;
    r->offset_bytes = off;
    r->flags &= ~SL_NP_OWNDATA;
    r->alias = SL_ALIAS_VIEW;
    r->base = SL_NP_BASE_CHAIN;
    sl_np_refresh_flags(r);
    *all_ints = ints == s->a.ndim;
    return SL_OK;
}

static int sarr_getitem(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out, sl_error *err) {
    sarr *s = SA(obj);
    if (idx->kind == V_STR) return field_get(I, obj, idx->u.str.s, out, err);
    if (s->scalar) {
        if (idx->kind == V_INT) {
            int64_t i = idx->u.i < 0 ? idx->u.i + s->dt->n : idx->u.i;
            if (i < 0 || i >= s->dt->n) return lang_py_error(err, "IndexError", "invalid index (%lld)", (long long)i);
            return field_get(I, obj, s->dt->f[i].name, out, err);
        }
        return lang_unsupported(err, "indexing an np.void with a %s", lv_type_name(idx));
    }
    if (idx->kind == V_LIST) return lang_unsupported(err, "multi-field or list indexing of a structured array");
    sl_array r;
    bool all_ints;
    int rc = basic_index(s, idx, &r, &all_ints, err);
    if (rc) return rc;
    lang_value *base = s->base ? s->base : obj;
    if (all_ints) { /* np.void: a view of the record (numpy's void scalars of an array see its memory) */
        r.flags &= ~SL_NP_WRITEABLE;
        *out = sarr_value(I, &r, s->st, base, s->dt, true);
    } else {
        *out = sarr_value(I, &r, s->st, s->a.base == SL_NP_BASE_NONE && !s->base ? obj : base, s->dt, false);
    }
    CHECK_ALLOC(*out);
    return SL_OK;
}

static int sarr_setitem(lang_interp *I, lang_value *obj, lang_value *idx, lang_value *v, sl_error *err) {
    sarr *s = SA(obj);
    if (s->scalar) return lang_unsupported(err, "writing into an np.void");
    if (!(s->a.flags & SL_NP_WRITEABLE)) return lang_py_error(err, "ValueError", "assignment destination is read-only");
    int rc;
    if ((rc = lang_before_write(I, err))) return rc;
    if (idx->kind == V_STR) {
        lang_value *f;
        if ((rc = field_get(I, obj, idx->u.str.s, &f, err))) return rc;
        lang_value *all = lv_new(I, V_ELLIPSIS);
        CHECK_ALLOC(all);
        return lang_np_setitem(I, f, all, v, err);
    }
    sl_array r;
    bool all_ints;
    if ((rc = basic_index(s, idx, &r, &all_ints, err))) return rc;
    if (!all_ints) return lang_unsupported(err, "writing into several records at once");
    sarr view = *s;
    view.a = r;
    int64_t zero[1] = {0};
    return write_record(I, &view, zero, v, err);
}

/* iteration: the records of the first dim */
static int sarr_items(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    sarr *s = SA(v);
    if (s->scalar || s->a.ndim == 0) return lang_py_error(err, "TypeError", "iteration over a 0-d array");
    lang_value *l = lv_seq(I, V_LIST, s->a.shape[0]);
    CHECK_ALLOC(l);
    for (int64_t i = 0; i < s->a.shape[0]; i++) {
        lang_value *iv = lv_int(I, i);
        CHECK_ALLOC(iv);
        int rc = sarr_getitem(I, v, iv, &l->u.seq.v[i], err);
        if (rc) return rc;
    }
    *out = l;
    return SL_OK;
}

/* a.view(dtype): a plain dtype through the engine (the record's itemsize is the old one) */
static int sarr_view(lang_interp *I, lang_value *obj, const lang_args *a, lang_value **out, sl_error *err) {
    sarr *s = SA(obj);
    lang_value *dv = a->npos ? a->pos[0] : lang_kwarg(a, "dtype");
    if (a->npos > 1 || lang_kwarg(a, "type")) return lang_unsupported(err, "view(type=) of a structured array");
    if (!dv) return lang_unsupported(err, "view() of a structured array without a dtype");
    lang_value *base = s->base ? s->base : obj;
    if (struct_spec(dv)) {
        const sdtype *nd;
        int rc = parse_sdtype(I, dv, false, &nd, err);
        if (rc == 1) return lang_unsupported(err, "this dtype");
        if (rc) return rc;
        if (nd->itemsize != s->dt->itemsize) return lang_unsupported(err, "a view between records of different sizes");
        sl_array r = s->a;
        r.flags &= ~SL_NP_OWNDATA;
        r.alias = SL_ALIAS_VIEW;
        r.base = SL_NP_BASE_CHAIN;
        *out = sarr_value(I, &r, s->st, base, nd, false);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    sl_dtype dt;
    int rc = ndarray_get_dtype(dv, &dt, err);
    if (rc == 1) return lang_unsupported(err, "view(None) of a structured array");
    if (rc) return rc;
    sl_array r;
    if ((rc = sl_np_view_dtype(&s->a, dt, &r, err))) return rc;
    r.base = SL_NP_BASE_CHAIN;
    *out = lang_np_array_value(I, &r, s->st, base);
    CHECK_ALLOC(*out);
    return SL_OK;
}

static int sarr_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                       sl_error *err) {
    sarr *s = SA(self);
    if (!strcmp(name, "view") && !s->scalar) return sarr_view(I, self, a, out, err);
    return lang_unsupported(err, "%s.%s() of a structured %s", s->scalar ? "numpy.void" : "ndarray", name,
                            s->scalar ? "scalar" : "array");
}

static const char *sarr_short_name(const lang_value *v) { return SA(v)->scalar ? "void" : "ndarray"; }
static const char *sarr_type_path(lang_interp *I, const lang_value *v) { return SA(v)->scalar ? "numpy.void" : "numpy.ndarray"; }
static int sarr_isinstance(lang_interp *I, const lang_value *v, const lang_value *cls) {
    const char *p = cls->kind == V_FUNC && !cls->u.func.self ? cls->u.func.name : cls->kind == V_TYPE ? cls->u.path : NULL;
    if (p && !strcmp(p, "numpy.ndarray")) return !SA(v)->scalar;
    if (p && !strchr(p, '.')) return 0; /* a builtin class: int, tuple, list, ... */
    return -1;
}
static const char *sarr_unhashable(const lang_value *v) { return SA(v)->scalar ? NULL : "numpy.ndarray"; }
static const char *sarr_iter_type(const lang_value *v) { return SA(v)->scalar ? NULL : "iterator"; }
static int sarr_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    return lang_unsupported(err, "comparing structured arrays");
}
static int sarr_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out, sl_error *err) {
    return lang_unsupported(err, "arithmetic on a structured array");
}
static int sarr_to_bool(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    return lang_unsupported(err, "the truth value of a structured array");
}

static const lang_type SARR_TYPE = {
    .name = "numpy.ndarray",
    .flags = LANG_TYPE_METHODS_BY_NAME,
    .repr = sarr_repr,
    .getattr = sarr_getattr,
    .getitem = sarr_getitem,
    .setitem = sarr_setitem,
    .call_method = sarr_method,
    .binop = sarr_binop,
    .binop_priority = 2,
    .equal = sarr_equal,
    .to_bool = sarr_to_bool,
    .items = sarr_items,
    .len = sarr_len,
    .short_name = sarr_short_name,
    .type_path = sarr_type_path,
    .isinstance = sarr_isinstance,
    .unhashable = sarr_unhashable,
    .iter_type = sarr_iter_type,
};

/* ------------------------------------------------------- numpy module == */

/* np.array / asarray(records, dtype=...), np.zeros / ones(shape, dtype=...) */
static int create(lang_interp *I, const char *name, const lang_args *a, const sdtype *d, lang_value **out, sl_error *err) {
    int rc;
    if (a->npos < 1) return lang_unsupported(err, "numpy.%s() without its first argument", name);
    for (int32_t k = 0; k < a->nkw; k++)
        if (strcmp(a->kwnames[k], "dtype")) return lang_unsupported(err, "keyword argument '%s' of %s() with a structured dtype", a->kwnames[k], name);
    if (!strcmp(name, "zeros") || !strcmp(name, "ones")) {
        int64_t shape[SL_MAX_DIMS];
        int32_t nd;
        if ((rc = ndarray_np_ints(a->pos[0], SL_NP_TE_INDEX, shape, &nd, NULL, err))) return rc;
        return new_sarr(I, shape, nd, d, name[0] == 'o', out, err);
    }
    int64_t shape[SL_MAX_DIMS];
    int32_t nd;
    lang_value *src = a->pos[0];
    if (src->kind == V_TUPLE) { /* one record: a 0-d array */
        nd = 0;
    } else if ((rc = records_shape(src, shape, &nd, err))) {
        return rc;
    }
    if ((rc = new_sarr(I, shape, nd, d, 0, out, err))) return rc;
    int64_t idx[SL_MAX_DIMS] = {0};
    return fill_records(I, SA(*out), src, 0, idx, err);
}

int lang_np_structured_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    int rc;
    if (!strcmp(name, "dtype")) {
        if (a->npos < 1 || !struct_spec(a->pos[0])) return 1;
        bool align = false;
        for (int32_t k = 0; k < a->nkw; k++) {
            if (strcmp(a->kwnames[k], "align")) return lang_unsupported(err, "keyword argument '%s' of numpy.dtype()", a->kwnames[k]);
            if ((rc = lang_truth(I, a->kw[k], &align, err))) return rc;
        }
        if (a->npos > 1) return lang_unsupported(err, "numpy.dtype() with %d positional arguments", a->npos);
        const sdtype *d;
        if ((rc = parse_sdtype(I, a->pos[0], align, &d, err))) return rc == 1 ? lang_unsupported(err, "this dtype") : rc;
        *out = sdtype_of(I, d);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    bool any = false;
    for (int32_t k = 0; k < a->npos + a->nkw; k++) {
        lang_value *v = k < a->npos ? a->pos[k] : a->kw[k - a->npos];
        if (is_sarr(v)) any = true;
    }
    if (any) {
        lang_value *x = a->npos ? a->pos[0] : NULL;
        if (x && is_sarr(x) && a->npos == 1 && !a->nkw) {
            if (!strcmp(name, "shape")) return sarr_getattr(I, x, "shape", out, err);
            if (!strcmp(name, "ndim")) return sarr_getattr(I, x, "ndim", out, err);
            if (!strcmp(name, "size")) return sarr_getattr(I, x, "size", out, err);
            if ((!strcmp(name, "asarray") || !strcmp(name, "asanyarray")) && !SA(x)->scalar) {
                *out = x;
                return SL_OK;
            }
        }
        return lang_unsupported(err, "numpy.%s() of a structured array", name);
    }
    if (strcmp(name, "array") && strcmp(name, "asarray") && strcmp(name, "zeros") && strcmp(name, "ones") &&
        strcmp(name, "empty") && strcmp(name, "full"))
        return 1;
    lang_value *dv = lang_kwarg(a, "dtype");
    if (!dv && a->npos >= 2 && strcmp(name, "full")) dv = a->pos[1];
    if (!struct_spec(dv)) return 1;
    if (!strcmp(name, "empty") || !strcmp(name, "full"))
        return lang_unsupported(err, "numpy.%s() with a structured dtype", name);
    const sdtype *d;
    if ((rc = parse_sdtype(I, dv, false, &d, err))) return rc == 1 ? lang_unsupported(err, "this dtype") : rc;
    lang_args b = *a;
    if (!lang_kwarg(a, "dtype")) b.npos = 1;
    if (a->npos > 2) return lang_unsupported(err, "numpy.%s() with a structured dtype and %d arguments", name, a->npos);
    return create(I, name, &b, d, out, err);
}

/* plain.view(structured dtype) (1: dv is not one) */
int lang_np_structured_view_of(lang_interp *I, lang_value *v, lang_value *dv, lang_value **out, sl_error *err) {
    if (!struct_spec(dv)) return 1;
    const sdtype *d;
    int rc = parse_sdtype(I, dv, false, &d, err);
    if (rc) return rc == 1 ? lang_unsupported(err, "this dtype") : rc;
    const sl_array *x = &AV(v)->a;
    if (x->ndim == 0) return lang_unsupported(err, "a structured view of a 0-d array");
    /* the engine's rule for another itemsize, with the record's size as a stand-in dtype's */
    sl_array r = *x;
    int64_t last = x->ndim - 1, old = x->itemsize, nw = d->itemsize;
    if (old != nw) {
        if (x->shape[last] != 1 && x->strides[last] != old)
            return lang_py_error(err, "ValueError", "To change to a dtype of a different size, the last axis must be contiguous");
        int64_t bytes = x->shape[last] * old;
        if (nw > old && bytes % nw)
            return lang_py_error(err, "ValueError", "When changing to a larger dtype, its size must be a divisor of the total size in bytes of the last axis of the array.");
        if (nw < old && old % nw)
            return lang_py_error(err, "ValueError", "When changing to a smaller dtype, its size must be a divisor of the size of original dtype");
        r.shape[last] = bytes / nw;
        r.strides[last] = nw;
    }
    r.itemsize = nw;
    r.dtype = SL_UINT8;
    r.flags &= ~SL_NP_OWNDATA;
    r.alias = SL_ALIAS_VIEW;
    r.base = SL_NP_BASE_CHAIN;
    sl_np_refresh_flags(&r);
    lang_value *base = sl_np_view_base_is_input(x) ? v : AV(v)->base ? AV(v)->base : v;
    *out = sarr_value(I, &r, AV(v)->st, base, d, false);
    CHECK_ALLOC(*out);
    return SL_OK;
}
