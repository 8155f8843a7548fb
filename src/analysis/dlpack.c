/*
 * dlpack.c — the DLPack bridge: a DLTensor (Debian's libdlpack-dev header) in, a byte
 * view or element layout out, and the `prove` checks on it before a kernel launch.
 *
 * Import follows the consumer checklist of overlap-and-layouts.md §2.4: ndim within our
 * limit, shape present when ndim > 0, sizes non-negative, NULL strides meaning compact
 * row-major (legal for pre-1.2 producers), strides counted in elements of
 * bits*lanes/8 bytes (sub-byte types refused), every byte stride and the byte offset
 * overflow-checked.  Strides of size-1 dimensions are kept as given (they never move an
 * address, and every check here ignores them).  The data pointer is never dereferenced;
 * its numeric value only gives the base alignment.
 *
 * The same access description can come from a small JSON descriptor (the CLI's
 * `prove` input); the parser below accepts exactly the JSON it needs (objects, arrays,
 * integers, strings without escapes beyond \" and \\, true/false/null) and reports the
 * offset of the first thing it does not understand.
 */
#include "core/internal.h"
#include "analysis/prove_options.h"

#include <dlpack/dlpack.h>
#include <errno.h>
#include <stdlib.h>

static int64_t pow2_part(int64_t n) { return n > 0 ? (n & -n) : 0; }

/* Element size in bytes and the alignment its scalar type needs. */
static int elem_bytes(DLDataType dt, int64_t *bytes, int64_t *align, sl_error *err) {
    int64_t bits = (int64_t)dt.bits * (dt.lanes ? dt.lanes : 1);
    if (dt.bits == 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "DLPack dtype has 0 bits");
    if (bits % 8)
        return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                            "unsupported: sub-byte DLPack element of %lld bits",
                            (long long)bits);
    *bytes = bits / 8;
    int64_t scalar = dt.bits / 8;
    if (dt.code == kDLComplex) scalar /= 2; /* aligned like its real component */
    *align = pow2_part(dt.lanes > 1 ? *bytes : (scalar > 0 ? scalar : 1));
    return SL_OK;
}

/* prove mode (allow_negative): negative sizes and overflowing byte strides are kept as
 * findings for the obligations instead of errors; *ovf_dim gets the overflowing dim. */
static int import(const DLTensor *t, sl_bview *out, int64_t *align, bool allow_negative,
                  bool *sizes_valid, int32_t *bad_dim, int64_t *bad_size, int32_t *ovf_dim,
                  sl_error *err) {
    if (!t) return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL DLTensor");
    if (t->ndim < 0 || t->ndim > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_LIMIT, "ValueError",
                            "DLTensor ndim %d is outside [0, %d]", t->ndim, SL_MAX_DIMS);
    if (t->ndim > 0 && !t->shape)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "DLTensor shape is NULL");
    int64_t es = 1;
    int rc = elem_bytes(t->dtype, &es, align, err);
    if (rc) return rc;
    if (t->byte_offset > (uint64_t)INT64_MAX)
        return sl_error_overflow(err, "the DLPack byte offset");
    memset(out, 0, sizeof *out);
    out->ndim = t->ndim;
    out->width_bytes = es;
    out->offset_bytes = (int64_t)t->byte_offset;
    *sizes_valid = true;
    for (int d = 0; d < t->ndim; d++) {
        if (t->shape[d] < 0) {
            if (!allow_negative)
                return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                    "DLTensor shape[%d] = %lld is negative", d,
                                    (long long)t->shape[d]);
            if (*sizes_valid) {
                *bad_dim = d;
                *bad_size = t->shape[d];
            }
            *sizes_valid = false;
        }
        out->size[d] = t->shape[d];
    }
    int64_t running = 1; /* row-major element strides for NULL */
    for (int d = t->ndim - 1; d >= 0; d--) {
        int64_t se = t->strides ? t->strides[d] : running;
        if (!t->strides && t->shape[d] > 1 && sl_ovf_mul(running, t->shape[d], &running))
            return sl_error_overflow(err, "the DLPack element count");
        if (sl_ovf_mul(se, es, &out->stride_bytes[d])) {
            if (!allow_negative) return sl_error_overflow(err, "a DLPack byte stride");
            out->stride_bytes[d] = 0;
            if (t->shape[d] > 1 && ovf_dim && *ovf_dim < 0) *ovf_dim = d;
        }
    }
    return SL_OK;
}

int sl_dlpack_to_bview(const DLTensor *t, sl_bview *out, sl_error *err) {
    int64_t align, bs;
    int32_t bd;
    bool ok;
    SL_NONNULL(t, err);
    SL_NONNULL(out, err);
    return import(t, out, &align, false, &ok, &bd, &bs, NULL, err);
}

int sl_dlpack_to_layout(const DLTensor *t, sl_layout *out, sl_error *err) {
    sl_bview v;
    SL_NONNULL(t, err);
    SL_NONNULL(out, err);
    int rc = sl_dlpack_to_bview(t, &v, err);
    if (rc) return rc;
    if (v.offset_bytes % v.width_bytes)
        return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                            "unsupported: DLPack byte_offset %lld is not a multiple of the "
                            "%lld-byte element",
                            (long long)v.offset_bytes, (long long)v.width_bytes);
    memset(out, 0, sizeof *out);
    out->ndim = v.ndim;
    out->itemsize = v.width_bytes;
    out->offset = v.offset_bytes / v.width_bytes;
    for (int32_t d = 0; d < v.ndim; d++) {
        out->size[d] = v.size[d];
        out->stride[d] = v.stride_bytes[d] / v.width_bytes;
    }
    return SL_OK;
}

int sl_dlpack_prove(const DLTensor *t, int64_t storage_bytes, int64_t vector_bytes, bool write,
                    int64_t overlap_budget, sl_prove_report *rep, sl_error *err) {
    sl_access acc;
    memset(&acc, 0, sizeof acc);
    int32_t ovf = -1;
    SL_NONNULL(t, err);
    SL_NONNULL(rep, err);
    int rc = import(t, &acc.view, &acc.elem_align_bytes, true, &acc.sizes_valid, &acc.bad_dim,
                    &acc.bad_size, &ovf, err);
    if (rc) return rc;
    acc.stride_overflow = ovf >= 0;
    acc.overflow_dim = ovf;
    acc.storage_known = storage_bytes >= 0;
    acc.storage_bytes = storage_bytes;
    uintptr_t base = (uintptr_t)t->data;
    acc.base_align_bytes = base ? (int64_t)(base & (~base + 1)) : 0;
    if (acc.base_align_bytes > 4096 || acc.base_align_bytes < 0) acc.base_align_bytes = 4096;
    acc.base_known = base != 0; /* the data pointer is the base: alignment is decided */
    acc.base_address = (uint64_t)base;
    acc.vector_bytes = vector_bytes;
    acc.write = write;
    acc.overlap_budget = overlap_budget;
    return sl_prove(&acc, rep, err);
}

/* ----------------------------------------------------------- JSON descriptor -- */

typedef struct jp {
    const char *s, *p;
    sl_error *err;
} jp;

static void ws(jp *j) {
    while (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r') j->p++;
}

static int jerr(jp *j, const char *what) {
    int rc = sl_error_set(j->err, SL_ERR_SYNTAX, "ValueError",
                          "DLPack descriptor: %s at offset %lld", what,
                          (long long)(j->p - j->s));
    if (j->err) j->err->offset = j->p - j->s;
    return rc;
}

static int jint(jp *j, int64_t *out) {
    ws(j);
    char *end;
    errno = 0;
    long long v = strtoll(j->p, &end, 10);
    if (end == j->p) return jerr(j, "expected an integer");
    if (errno == ERANGE) return jerr(j, "integer out of int64 range");
    if (*end == '.' || *end == 'e' || *end == 'E') {
        j->p = end;
        return jerr(j, "expected an integer, not a fraction or exponent");
    }
    *out = v;
    j->p = end;
    return SL_OK;
}

static int jstr(jp *j, char *buf, size_t cap) {
    ws(j);
    if (*j->p != '"') return jerr(j, "expected a string");
    j->p++;
    size_t n = 0;
    while (*j->p && *j->p != '"') {
        char c = *j->p++;
        if (c == '\\') {
            if (*j->p != '"' && *j->p != '\\') return jerr(j, "unsupported string escape");
            c = *j->p++;
        }
        if (n + 1 < cap) buf[n++] = c;
    }
    if (*j->p != '"') return jerr(j, "unterminated string");
    j->p++;
    buf[n] = 0;
    return SL_OK;
}

static bool jlit(jp *j, const char *lit) {
    ws(j);
    size_t n = strlen(lit);
    if (strncmp(j->p, lit, n)) return false;
    j->p += n;
    return true;
}

static int jskip(jp *j, int depth) {
    ws(j);
    if (depth > 32) return jerr(j, "nesting too deep");
    char c = *j->p;
    char tmp[8];
    int64_t v;
    if (c == '"') return jstr(j, tmp, sizeof tmp);
    if (c == '{' || c == '[') {
        char close = c == '{' ? '}' : ']';
        j->p++;
        ws(j);
        if (*j->p == close) {
            j->p++;
            return SL_OK;
        }
        for (;;) {
            int rc;
            if (close == '}') {
                if ((rc = jstr(j, tmp, sizeof tmp))) return rc;
                ws(j);
                if (*j->p != ':') return jerr(j, "expected ':'");
                j->p++;
            }
            if ((rc = jskip(j, depth + 1))) return rc;
            ws(j);
            if (*j->p == ',') {
                j->p++;
                continue;
            }
            if (*j->p == close) {
                j->p++;
                return SL_OK;
            }
            return jerr(j, "expected ',' or a closing bracket");
        }
    }
    if (jlit(j, "true") || jlit(j, "false") || jlit(j, "null")) return SL_OK;
    return jint(j, &v);
}

static int jarray(jp *j, int64_t *vals, int32_t *n) {
    ws(j);
    if (*j->p != '[') return jerr(j, "expected '['");
    j->p++;
    *n = 0;
    ws(j);
    if (*j->p == ']') {
        j->p++;
        return SL_OK;
    }
    for (;;) {
        if (*n >= SL_MAX_DIMS) return jerr(j, "too many dimensions");
        int rc = jint(j, &vals[(*n)++]);
        if (rc) return rc;
        ws(j);
        if (*j->p == ',') {
            j->p++;
            continue;
        }
        if (*j->p == ']') {
            j->p++;
            return SL_OK;
        }
        return jerr(j, "expected ',' or ']'");
    }
}

/* "dtype": {"code":2,"bits":32,"lanes":1} or "dtype": "float32" */
static int jdtype(jp *j, DLDataType *dt) {
    ws(j);
    if (*j->p == '"') {
        char name[32];
        int rc = jstr(j, name, sizeof name);
        if (rc) return rc;
        sl_dtype d;
        if (sl_dtype_parse(name, false, &d) != SL_OK && sl_dtype_parse(name, true, &d) != SL_OK)
            return jerr(j, "unknown dtype name");
        dt->bits = (uint8_t)(sl_dtype_itemsize(d) * 8);
        dt->lanes = 1;
        dt->code = sl_dtype_is_complex(d) ? kDLComplex : sl_dtype_is_floating(d) ? kDLFloat : kDLInt;
        return SL_OK;
    }
    if (*j->p != '{') return jerr(j, "expected a dtype object or name");
    j->p++;
    dt->code = kDLFloat;
    dt->bits = 0;
    dt->lanes = 1;
    ws(j);
    if (*j->p == '}') {
        j->p++;
        return jerr(j, "dtype needs \"bits\"");
    }
    for (;;) {
        char key[32];
        int rc = jstr(j, key, sizeof key);
        if (rc) return rc;
        ws(j);
        if (*j->p != ':') return jerr(j, "expected ':'");
        j->p++;
        int64_t v;
        if (!strcmp(key, "bits") || !strcmp(key, "lanes") || !strcmp(key, "code")) {
            if ((rc = jint(j, &v))) return rc;
            if (v < 0 || v > (strcmp(key, "lanes") ? 255 : 65535))
                return jerr(j, "dtype field out of range");
            if (v == 0 && strcmp(key, "code"))
                return jerr(j, !strcmp(key, "lanes") ? "dtype lanes must be between 1 and 65535"
                                                     : "dtype bits must be between 1 and 255");
            if (!strcmp(key, "bits")) dt->bits = (uint8_t)v;
            else if (!strcmp(key, "lanes")) dt->lanes = (uint16_t)v;
            else dt->code = (uint8_t)v;
        } else if ((rc = jskip(j, 1))) {
            return rc;
        }
        ws(j);
        if (*j->p == ',') {
            j->p++;
            continue;
        }
        if (*j->p == '}') {
            j->p++;
            break;
        }
        return jerr(j, "expected ',' or '}'");
    }
    if (dt->bits == 0) return jerr(j, "dtype needs \"bits\"");
    return SL_OK;
}

int sl_dlpack_json_access(const char *json, sl_access *acc, sl_error *err) {
    if (!json || !acc) return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL argument");
    jp j = {.s = json, .p = json, .err = err};
    int64_t shape[SL_MAX_DIMS], strides[SL_MAX_DIMS], byte_offset = 0, storage = -1,
                                                          base_align = 0, vec = 0,
                                                          vlanes = 0, vdim = -1;
    int32_t nshape = -1, nstrides = -1;
    bool have_strides = false, write = false, has_storage = false, has_vdim = false;
    DLDataType dt = {.code = kDLFloat, .bits = 32, .lanes = 1};
    ws(&j);
    if (*j.p != '{') return jerr(&j, "expected '{'");
    j.p++;
    ws(&j);
    if (*j.p == '}') return jerr(&j, "the descriptor needs \"shape\"");
    for (;;) {
        char key[32];
        int rc = jstr(&j, key, sizeof key);
        if (rc) return rc;
        ws(&j);
        if (*j.p != ':') return jerr(&j, "expected ':'");
        j.p++;
        if (!strcmp(key, "shape")) {
            rc = jarray(&j, shape, &nshape);
        } else if (!strcmp(key, "strides")) {
            if (jlit(&j, "null"))
                have_strides = false;
            else {
                rc = jarray(&j, strides, &nstrides);
                have_strides = true;
            }
        } else if (!strcmp(key, "byte_offset")) {
            rc = jint(&j, &byte_offset);
        } else if (!strcmp(key, "dtype")) {
            rc = jdtype(&j, &dt);
        } else if (!strcmp(key, "storage_bytes")) {
            if (!jlit(&j, "null")) {
                rc = jint(&j, &storage);
                has_storage = true;
            }
        } else if (!strcmp(key, "base_alignment")) {
            if (!jlit(&j, "null")) rc = jint(&j, &base_align);
        } else if (!strcmp(key, "vector_bytes")) {
            rc = jint(&j, &vec);
        } else if (!strcmp(key, "vector_lanes")) {
            rc = jint(&j, &vlanes);
        } else if (!strcmp(key, "vector_dim")) {
            rc = jint(&j, &vdim);
            has_vdim = true;
        } else if (!strcmp(key, "access")) {
            char a[16];
            const char *at = j.p;
            rc = jstr(&j, a, sizeof a);
            if (!rc && strcmp(a, "read") && strcmp(a, "write")) {
                j.p = at;
                return jerr(&j, "access must be \"read\" or \"write\"");
            }
            write = !strcmp(a, "write");
        } else {
            rc = jskip(&j, 1);
        }
        if (rc) return rc;
        ws(&j);
        if (*j.p == ',') {
            j.p++;
            continue;
        }
        if (*j.p == '}') {
            j.p++;
            break;
        }
        return jerr(&j, "expected ',' or '}'");
    }
    ws(&j);
    if (*j.p) return jerr(&j, "trailing characters after the descriptor");
    if (nshape < 0) return jerr(&j, "the descriptor needs \"shape\"");
    if (have_strides && nstrides != nshape)
        return sl_error_set(err, SL_ERR_PY, "ValueError",
                            "DLPack descriptor: shape has %d %s but strides has %d",
                            (int)nshape, sl_plural(nshape, "entry", "entries"), (int)nstrides);
    if (byte_offset < 0)
        return sl_error_set(err, SL_ERR_PY, "ValueError",
                            "DLPack descriptor: byte_offset is unsigned in DLPack");
    /* the options: the same rules as prove's flags (--storage-bytes, --base-align, --align,
     * --vector, --vector-dim); in the descriptor 0 (or null) means "not given" for
     * base_alignment, vector_bytes and vector_lanes, and vector_dim counts only with lanes */
    sl_prove_options po = {
        .has_storage_bytes = has_storage, .storage_bytes = storage,
        .has_base_align = base_align != 0, .base_align = base_align,
        .has_align = vec != 0, .align = vec,
        .has_vector_lanes = vlanes != 0, .vector_lanes = vlanes,
        .has_vector_dim = has_vdim && vlanes != 0, .vector_dim = vdim,
    };
    int prc = sl_prove_options_check(&po, SL_PROVE_NAMES_JSON, err);
    if (prc) return prc;
    DLTensor t;
    memset(&t, 0, sizeof t);
    t.ndim = nshape;
    t.shape = shape;
    t.strides = have_strides ? strides : NULL;
    t.byte_offset = (uint64_t)byte_offset;
    t.dtype = dt;
    memset(acc, 0, sizeof *acc);
    /* NULL strides with a negative size: row-major is undefined; strides are only needed
     * once sizes are valid, so use 1s then */
    int64_t fake[SL_MAX_DIMS];
    if (!have_strides)
        for (int32_t d = 0; d < nshape; d++)
            if (shape[d] < 0) {
                for (int32_t e = 0; e < nshape; e++) fake[e] = 1;
                t.strides = fake;
                break;
            }
    int32_t ovf = -1;
    int rc = import(&t, &acc->view, &acc->elem_align_bytes, true, &acc->sizes_valid,
                    &acc->bad_dim, &acc->bad_size, &ovf, err);
    if (rc) return rc;
    acc->stride_overflow = ovf >= 0;
    acc->overflow_dim = ovf;
    acc->storage_known = storage >= 0;
    acc->storage_bytes = storage;
    acc->base_align_bytes = base_align;
    acc->vector_bytes = vec;
    acc->vector_lanes = vlanes;
    acc->vector_dim = vdim;
    acc->write = write;
    acc->overlap_budget = -1;
    return SL_OK;
}
