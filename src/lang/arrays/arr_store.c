/*
 * arr_store.c — element values of the snippet language's tensors and arrays.
 *
 * A storage is a byte buffer of one dtype, created from a recipe (zeros, a fill value,
 * an arange, literal data, uninitialized, or a copy of another view) and materialized
 * only when a value is first read or written.  Chains that only ask for shapes and
 * strides — all of sl_eval_chain — therefore never allocate element data, however
 * large the tensor.  A lazy copy must see its source as it was at copy time, so before
 * any write every pending copy is materialized (lang_before_write).
 *
 * Values are stored in the real dtype: a float32 write rounds to float32, integer
 * writes wrap like a C cast to the narrower type, bool stores 0/1.  Storages past
 * LANG_MAX_STORAGE_BYTES refuse to hold values (SL_ERR_UNSUPPORTED) rather than allocate.
 * float16 / bfloat16 round through float32 as c10::Half / BFloat16 do; a complex element
 * is its real and imaginary parts side by side (float32 or float64 each), so float views
 * of complex storage (.real, .imag, view_as_real) read and write the parts.  Only
 * lang_read_complex reads complex views; a copy to a real dtype keeps the real parts.
 * A view with torch's conj bit (lang_lview.conj: conj(), mH, H, adjoint() of a complex
 * tensor) reads its elements conjugated and stores the conjugate of what is written, so
 * the storage keeps the unconjugated values as torch's does.
 *
 * An alias storage (lang_storage_alias: torch.from_numpy's storage, which starts at the
 * array's first element) holds no bytes of its own: reads, writes and copies go to the
 * storage it aliases, alias_off bytes further on, so both sides see every write.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

#include <math.h>

void lang_lview_of_tensor(const sl_tensor *t, lang_lview *v) {
    v->ndim = t->layout.ndim;
    v->dtype = t->dtype;
    int64_t is = t->layout.itemsize;
    v->offset_bytes = t->layout.offset * is; /* bounded: checked by the engine */
    for (int32_t d = 0; d < v->ndim; d++) {
        v->shape[d] = t->layout.size[d];
        v->stride_bytes[d] = t->layout.stride[d] * is;
    }
    v->conj = t->conj && sl_dtype_is_complex(t->dtype);
}

void lang_lview_of_array(const sl_array *a, lang_lview *v) {
    v->ndim = a->ndim;
    v->dtype = a->dtype;
    v->offset_bytes = a->offset_bytes;
    for (int32_t d = 0; d < v->ndim; d++) {
        v->shape[d] = a->shape[d];
        v->stride_bytes[d] = a->strides[d];
    }
    v->conj = false;
}

int lang_numel(const lang_lview *v, int64_t *n, sl_error *err) {
    int64_t p = 1;
    for (int32_t d = 0; d < v->ndim; d++)
        if (sl_ovf_mul(p, v->shape[d], &p)) return sl_error_overflow(err, "element count");
    *n = p;
    return SL_OK;
}

bool lang_next_index(int64_t *idx, const int64_t *shape, int32_t ndim) {
    for (int32_t d = ndim - 1; d >= 0; d--) {
        if (++idx[d] < shape[d]) return true;
        idx[d] = 0;
    }
    return false;
}

/* IEEE binary16 and bfloat16 from / to float32, rounding to nearest even, as c10::Half
 * and c10::BFloat16 convert (a double goes through float first, as torch does). */
static uint16_t f32_to_f16(float f) {
    uint32_t x;
    memcpy(&x, &f, 4);
    uint32_t sign = (x >> 16) & 0x8000u, ax = x & 0x7fffffffu;
    if (ax >= 0x7f800000u) return (uint16_t)(sign | (ax > 0x7f800000u ? 0x7e00u : 0x7c00u));
    if (ax >= 0x477ff000u) return (uint16_t)(sign | 0x7c00u); /* rounds to infinity */
    if (ax < 0x38800000u) {
        /* subnormal half (or zero): scale so the integer part is the mantissa */
        float a;
        memcpy(&a, &ax, 4);
        float scaled = a * 16777216.0f; /* 2^24: units of the smallest subnormal */
        uint32_t m = (uint32_t)scaled;
        float rem = scaled - (float)m;
        if (rem > 0.5f || (rem == 0.5f && (m & 1u))) m++;
        return (uint16_t)(sign | m);
    }
    uint32_t e = (ax >> 23) - 127 + 15, mant = ax & 0x7fffffu;
    uint32_t h = (e << 10) | (mant >> 13), rest = mant & 0x1fffu;
    if (rest > 0x1000u || (rest == 0x1000u && (h & 1u))) h++;
    return (uint16_t)(sign | h);
}

static float f16_to_f32(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu, x;
    if (e == 0) {
        float v = (float)m / 16777216.0f;
        return sign ? -v : v;
    }
    if (e == 31) x = sign | 0x7f800000u | (m << 13);
    else x = sign | ((e - 15 + 127) << 23) | (m << 13);
    float f;
    memcpy(&f, &x, 4);
    return f;
}

static uint16_t f32_to_bf16(float f) {
    uint32_t x;
    memcpy(&x, &f, 4);
    if ((x & 0x7fffffffu) > 0x7f800000u) return 0x7fc0u;
    x += 0x7fffu + ((x >> 16) & 1u);
    return (uint16_t)(x >> 16);
}

static float bf16_to_f32(uint16_t b) {
    uint32_t x = (uint32_t)b << 16;
    float f;
    memcpy(&f, &x, 4);
    return f;
}

int lang_num_cast(lang_num x, sl_dtype dt, lang_num *out, sl_error *err) {
    lang_num r = {0};
    switch (dt) {
    case SL_COMPLEX64: /* a real number: the real part (the imaginary part is 0) */
        r.is_float = true;
        r.f = (double)(float)(x.is_float ? x.f : (double)x.i);
        break;
    case SL_COMPLEX128:
        r.is_float = true;
        r.f = x.is_float ? x.f : (double)x.i;
        break;
    case SL_FLOAT32:
        r.is_float = true;
        r.f = (double)(float)(x.is_float ? x.f : (double)x.i);
        break;
    case SL_FLOAT64:
        r.is_float = true;
        r.f = x.is_float ? x.f : (double)x.i;
        break;
    case SL_FLOAT16:
        r.is_float = true;
        r.f = (double)f16_to_f32(f32_to_f16((float)(x.is_float ? x.f : (double)x.i)));
        break;
    case SL_BFLOAT16:
        r.is_float = true;
        r.f = (double)bf16_to_f32(f32_to_bf16((float)(x.is_float ? x.f : (double)x.i)));
        break;
    case SL_BOOL:
        r.i = x.is_float ? x.f != 0.0 : x.i != 0;
        break;
    default: {
        if (!sl_dtype_is_integral(dt, false))
            return lang_unsupported(err, "values of dtype %s", sl_dtype_torch_name(dt));
        int64_t v;
        if (x.is_float) {
            if (!(x.f > -9.2e18 && x.f < 9.2e18))
                return lang_unsupported(err, "casting %g to an integer dtype", x.f);
            v = (int64_t)x.f;
        } else {
            v = x.i;
        }
        switch (dt) {
        case SL_INT8: v = (int8_t)(uint8_t)(uint64_t)v; break;
        case SL_UINT8: v = (uint8_t)(uint64_t)v; break;
        case SL_INT16: v = (int16_t)(uint16_t)(uint64_t)v; break;
        case SL_UINT16: v = (uint16_t)(uint64_t)v; break;
        case SL_INT32: v = (int32_t)(uint32_t)(uint64_t)v; break;
        case SL_UINT32: v = (uint32_t)(uint64_t)v; break;
        case SL_UINT64:
            if (v < 0) return lang_unsupported(err, "uint64 values beyond int64");
            break;
        default: break;
        }
        r.i = v;
    }
    }
    *out = r;
    return SL_OK;
}

/* lang_num_cast into a storage: numpy rounds a double to float16 once (npy_double_to_half),
 * torch through float (c10::Half(float)) */
static int cast_into(const lang_storage *st, lang_num x, sl_dtype dt, lang_num *out, sl_error *err) {
    if (st->numpy && dt == SL_FLOAT16 && x.is_float) {
        *out = (lang_num){true, 0, lang_half_round(x.f)};
        return SL_OK;
    }
    return lang_num_cast(x, dt, out, err);
}

/* conj: a real number stored into a complex element through a conjugate view keeps its
 * conjugate, imaginary part -0.0 (torch writes x - 0j) */
static void store_raw_c(uint8_t *p, sl_dtype dt, lang_num x, bool conj) {
    switch (dt) {
    case SL_BOOL: *p = (uint8_t)(x.i != 0); break;
    case SL_INT8: { int8_t v = (int8_t)x.i; memcpy(p, &v, 1); break; }
    case SL_UINT8: *p = (uint8_t)x.i; break;
    case SL_INT16: { int16_t v = (int16_t)x.i; memcpy(p, &v, 2); break; }
    case SL_UINT16: { uint16_t v = (uint16_t)x.i; memcpy(p, &v, 2); break; }
    case SL_INT32: { int32_t v = (int32_t)x.i; memcpy(p, &v, 4); break; }
    case SL_UINT32: { uint32_t v = (uint32_t)x.i; memcpy(p, &v, 4); break; }
    case SL_INT64:
    case SL_UINT64: memcpy(p, &x.i, 8); break;
    case SL_FLOAT32: { float v = (float)x.f; memcpy(p, &v, 4); break; }
    case SL_FLOAT64: memcpy(p, &x.f, 8); break;
    case SL_FLOAT16: { /* x.f is a half already: exact in float */
        uint16_t v = f32_to_f16((float)x.f);
        memcpy(p, &v, 2);
        break;
    }
    case SL_BFLOAT16: { uint16_t v = f32_to_bf16((float)x.f); memcpy(p, &v, 2); break; }
    case SL_COMPLEX64: { float v[2] = {(float)x.f, conj ? -0.0f : 0.0f}; memcpy(p, v, 8); break; }
    case SL_COMPLEX128: { double v[2] = {x.f, conj ? -0.0 : 0.0}; memcpy(p, v, 16); break; }
    default: break;
    }
}

static void store_raw(uint8_t *p, sl_dtype dt, lang_num x) {
    store_raw_c(p, dt, x, false);
}

static lang_num load_raw(const uint8_t *p, sl_dtype dt) {
    lang_num r = {0};
    switch (dt) {
    case SL_BOOL: r.i = *p != 0; break;
    case SL_INT8: { int8_t v; memcpy(&v, p, 1); r.i = v; break; }
    case SL_UINT8: r.i = *p; break;
    case SL_INT16: { int16_t v; memcpy(&v, p, 2); r.i = v; break; }
    case SL_UINT16: { uint16_t v; memcpy(&v, p, 2); r.i = v; break; }
    case SL_INT32: { int32_t v; memcpy(&v, p, 4); r.i = v; break; }
    case SL_UINT32: { uint32_t v; memcpy(&v, p, 4); r.i = v; break; }
    case SL_INT64:
    case SL_UINT64: memcpy(&r.i, p, 8); break;
    case SL_FLOAT32: { float v; memcpy(&v, p, 4); r.is_float = true; r.f = v; break; }
    case SL_FLOAT64: memcpy(&r.f, p, 8); r.is_float = true; break;
    case SL_FLOAT16: { uint16_t v; memcpy(&v, p, 2); r.f = f16_to_f32(v); r.is_float = true; break; }
    case SL_BFLOAT16: { uint16_t v; memcpy(&v, p, 2); r.f = bf16_to_f32(v); r.is_float = true; break; }
    default: break;
    }
    return r;
}

static int materialize(lang_interp *I, lang_storage *st, sl_error *err);

static int byte_pos(const lang_lview *v, const int64_t *idx, int64_t *pos, sl_error *err) {
    int64_t p = v->offset_bytes;
    for (int32_t d = 0; d < v->ndim; d++) {
        int64_t t;
        if (sl_ovf_mul(idx[d], v->stride_bytes[d], &t) || sl_ovf_add(p, t, &p))
            return sl_error_overflow(err, "element address");
    }
    *pos = p;
    return SL_OK;
}

static int check_in(lang_storage *st, sl_dtype dt, int64_t pos, sl_error *err) {
    int64_t is = sl_dtype_itemsize(dt);
    if (pos < 0 || pos > st->nbytes - is)
        return lang_unsupported(err, "an element outside its storage (byte %lld of %lld)",
                                (long long)pos, (long long)st->nbytes);
    return SL_OK;
}

/* one complex element of a copy: both parts into a complex destination, the real part
 * into a real one (numpy's astype and torch's copy_ drop the imaginary part, warning on
 * stderr) */
static int copy_complex(const lang_storage *st, const uint8_t *from, uint8_t *to, sl_error *err) {
    sl_dtype sp = lang_complex_part_dtype(st->src_view.dtype), dt = st->dst_view.dtype;
    sl_dtype dp = lang_complex_part_dtype(dt);
    lang_num re = load_raw(from, sp), im = load_raw(from + sl_dtype_itemsize(sp), sp);
    /* a conjugate source reads conjugated; a conjugate destination stores the conjugate */
    if (st->src_view.conj != st->dst_view.conj) im.f = -im.f;
    int rc = cast_into(st, re, dp, &re, err);
    if (rc) return rc;
    if (!sl_dtype_is_complex(dt)) {
        store_raw(to, dt, re);
        return SL_OK;
    }
    if ((rc = cast_into(st, im, dp, &im, err))) return rc;
    store_raw(to, dp, re);
    store_raw(to + sl_dtype_itemsize(dp), dp, im);
    return SL_OK;
}

static int copy_fill(lang_interp *I, lang_storage *st, sl_error *err) {
    int64_t n = 0, idx_src[SL_MAX_DIMS] = {0}, idx_dst[SL_MAX_DIMS] = {0}, rd[SL_MAX_DIMS];
    int rc = lang_numel(&st->dst_view, &n, err);
    if (rc) return rc;
    lang_storage *src = st->src_st;
    if ((rc = materialize(I, src, err))) return rc;
    if (src->init && !st->init) {
        st->init = lang_alloc_atomic(&I->A, (size_t)(st->nbytes / sl_dtype_itemsize(st->dtype)) + 1);
        if (!st->init) return lang_nomem(err);
    }
    int64_t src_is = sl_dtype_itemsize(src->dtype), dst_is = sl_dtype_itemsize(st->dtype);
    for (int64_t k = 0; k < n; k++) {
        for (int32_t d = 0; d < st->src_view.ndim; d++)
            rd[d] = (st->flip_mask >> d) & 1 ? st->src_view.shape[d] - 1 - idx_src[d] : idx_src[d];
        int64_t spos = 0, pos = 0;
        if ((rc = byte_pos(&st->src_view, rd, &spos, err))) return rc;
        if ((rc = check_in(src, st->src_view.dtype, spos, err))) return rc;
        if ((rc = byte_pos(&st->dst_view, idx_dst, &pos, err))) return rc;
        if ((rc = check_in(st, st->dst_view.dtype, pos, err))) return rc;
        if (!src->init || src->init[spos / src_is]) {
            if (sl_dtype_is_complex(st->src_view.dtype)) {
                if ((rc = copy_complex(st, src->data + spos, st->data + pos, err))) return rc;
            } else {
                lang_num x = load_raw(src->data + spos, st->src_view.dtype);
                if ((rc = cast_into(st, x, st->dst_view.dtype, &x, err))) return rc;
                store_raw(st->data + pos, st->dst_view.dtype, x);
            }
            if (st->init) st->init[pos / dst_is] = 1;
        }
        lang_next_index(idx_src, st->src_view.shape, st->src_view.ndim);
        lang_next_index(idx_dst, st->dst_view.shape, st->dst_view.ndim);
    }
    return SL_OK;
}

static int materialize(lang_interp *I, lang_storage *st, sl_error *err) {
    /* a storage whose values are unknown has none to give, data or not: a copy of it
     * (copy_fill) is poisoned with the same reason, never filled with zeros */
    if (st->poison) return lang_unsupported(err, "%s", st->poison);
    if (st->data) return SL_OK;
    if (st->nbytes > LANG_MAX_STORAGE_BYTES)
        return lang_unsupported(err, "element values of a storage larger than %lld bytes",
                                (long long)LANG_MAX_STORAGE_BYTES);
    int64_t is = sl_dtype_itemsize(st->dtype), n = st->nbytes / is;
    /* filling the values is work the program asked for: one step per element, so that a
     * loop that copies ever larger storages ends on the work budget, not minutes later */
    int rc;
    if ((rc = lang_charge(I, n, err))) return rc;
    st->data = lang_alloc_atomic(&I->A, (size_t)st->nbytes + 1);
    if (!st->data) return lang_nomem(err);
    switch (st->fill) {
    case LF_ZERO: break; /* the arena hands out zeroed memory: 0 / 0.0 / False */
    case LF_VALUE: {
        lang_num v;
        if ((rc = cast_into(st, st->value, st->dtype, &v, err))) return rc;
        for (int64_t k = 0; k < n; k++) store_raw(st->data + k * is, st->dtype, v);
        break;
    }
    case LF_ARANGE:
        for (int64_t k = 0; k < n; k++) {
            lang_num v = {0};
            if (st->value.is_float || st->step.is_float) {
                v.is_float = true;
                double a = st->value.is_float ? st->value.f : (double)st->value.i;
                double s = st->step.is_float ? st->step.f : (double)st->step.i;
                v.f = a + (double)k * s;
            } else {
                v.i = st->value.i + k * st->step.i; /* bounded by the arange length check */
            }
            if ((rc = cast_into(st, v, st->dtype, &v, err))) return rc;
            store_raw(st->data + k * is, st->dtype, v);
        }
        break;
    case LF_UNINIT:
        st->init = lang_alloc_atomic(&I->A, (size_t)n + 1);
        if (!st->init) return lang_nomem(err);
        break;
    case LF_COPY:
        /* a copy covers its dense destination; other bytes (none for dense copies) stay 0 */
        if ((rc = copy_fill(I, st, err))) {
            st->data = NULL;
            if (st->src_st->poison) { /* unknown values copied: as unknown, and as sure not to be NaN */
                st->poison = st->src_st->poison;
                st->poison_not_nan = st->src_st->poison_not_nan;
            }
            return rc;
        }
        /* leave the pending list */
        for (lang_storage **pp = &lang_layers(I)->pending; *pp; pp = &(*pp)->next_pending)
            if (*pp == st) {
                *pp = st->next_pending;
                break;
            }
        break;
    case LF_DATA: break;
    }
    return SL_OK;
}

/* an alias storage reads and writes its target, `*extra` bytes further on */
static lang_storage *alias_target(lang_storage *st, int64_t *extra) {
    *extra = 0;
    if (!st->alias_of) return st;
    *extra = st->alias_off;
    return st->alias_of;
}

const char *lang_storage_poison(const lang_storage *st) {
    return st->alias_of ? st->alias_of->poison : st->poison;
}

bool lang_same_unknown_number(lang_storage *s1, const lang_lview *v1, const int64_t *idx1,
                              lang_storage *s2, const lang_lview *v2, const int64_t *idx2) {
    int64_t e1, e2;
    const lang_storage *t1 = alias_target(s1, &e1), *t2 = alias_target(s2, &e2);
    if (t1 != t2 || !t1->poison || v1->dtype != v2->dtype || v1->conj != v2->conj) return false;
    /* as the draws' own dtype the bytes are a number; reinterpreted as another float type
     * (x.view(np.float32) of float64 draws) they may be a NaN, as an integer type never */
    bool integral = sl_dtype_is_integral(v1->dtype, false);
    if (!integral && !(t1->poison_not_nan && v1->dtype == t1->dtype)) return false;
    sl_error e;
    int64_t p1 = 0, p2 = 0;
    if (byte_pos(v1, idx1, &p1, &e) || byte_pos(v2, idx2, &p2, &e) || sl_ovf_add(p1, e1, &p1) ||
        sl_ovf_add(p2, e2, &p2))
        return false;
    return p1 == p2 && p1 >= 0 && p1 <= t1->nbytes - sl_dtype_itemsize(v1->dtype);
}

int lang_read(lang_interp *I, lang_storage *st, const lang_lview *v, const int64_t *idx,
              lang_num *out, sl_error *err) {
    int rc;
    if ((rc = lang_charge_units(I, 1, err))) return rc; /* an element is a unit of work */
    int64_t extra;
    st = alias_target(st, &extra);
    if (st->poison) return lang_unsupported(err, "%s", st->poison);
    /* a view of another dtype (x.view(torch.int8)) reads the same bytes */
    if (sl_dtype_is_complex(v->dtype))
        return lang_unsupported(err, "element values of dtype %s", sl_dtype_torch_name(v->dtype));
    if ((rc = materialize(I, st, err))) return rc;
    int64_t pos = 0;
    if ((rc = byte_pos(v, idx, &pos, err))) return rc;
    if (sl_ovf_add(pos, extra, &pos)) return sl_error_overflow(err, "element address");
    if ((rc = check_in(st, v->dtype, pos, err))) return rc;
    if (st->init) {
        int64_t sis = sl_dtype_itemsize(st->dtype), vis = sl_dtype_itemsize(v->dtype);
        for (int64_t b = pos / sis; b <= (pos + vis - 1) / sis; b++)
            if (!st->init[b])
                return lang_unsupported(err, "reading uninitialized memory (values of torch.empty / np.empty are arbitrary)");
    }
    *out = load_raw(st->data + pos, v->dtype);
    return SL_OK;
}

sl_dtype lang_complex_part_dtype(sl_dtype dt) {
    return dt == SL_COMPLEX64 ? SL_FLOAT32 : dt == SL_COMPLEX128 ? SL_FLOAT64 : dt;
}

void lang_complex_part_view(const lang_lview *v, int part, lang_lview *out) {
    *out = *v;
    out->dtype = lang_complex_part_dtype(v->dtype);
    /* bounded: an element's parts lie inside it */
    out->offset_bytes += part * sl_dtype_itemsize(out->dtype);
}

int lang_read_complex(lang_interp *I, lang_storage *st, const lang_lview *v, const int64_t *idx,
                      lang_num *re, double *im, sl_error *err) {
    *im = 0;
    if (!sl_dtype_is_complex(v->dtype)) return lang_read(I, st, v, idx, re, err);
    lang_lview pv;
    lang_num x;
    lang_complex_part_view(v, 0, &pv);
    int rc = lang_read(I, st, &pv, idx, re, err);
    if (rc) return rc;
    lang_complex_part_view(v, 1, &pv);
    if ((rc = lang_read(I, st, &pv, idx, &x, err))) return rc;
    *im = v->conj ? -x.f : x.f; /* torch's conj bit: the view reads conjugated */
    return SL_OK;
}

int lang_write(lang_interp *I, lang_storage *st, const lang_lview *v, const int64_t *idx,
               lang_num x, sl_error *err) {
    int rc;
    if ((rc = lang_charge_units(I, 1, err))) return rc; /* an element is a unit of work */
    int64_t extra;
    st = alias_target(st, &extra);
    if (st->poison) return lang_unsupported(err, "%s", st->poison);
    if (v->dtype != st->dtype && st->init)
        return lang_unsupported(err, "writing partly initialized memory through another dtype");
    if ((rc = materialize(I, st, err))) return rc;
    int64_t pos = 0;
    if ((rc = byte_pos(v, idx, &pos, err))) return rc;
    if (sl_ovf_add(pos, extra, &pos)) return sl_error_overflow(err, "element address");
    if ((rc = check_in(st, v->dtype, pos, err))) return rc;
    lang_num c;
    if ((rc = cast_into(st, x, v->dtype, &c, err))) return rc;
    store_raw_c(st->data + pos, v->dtype, c, v->conj);
    if (st->init) st->init[pos / sl_dtype_itemsize(st->dtype)] = 1;
    return SL_OK;
}

int lang_before_write(lang_interp *I, sl_error *err) {
    while (lang_layers(I)->pending) {
        lang_storage *st = lang_layers(I)->pending;
        int rc = materialize(I, st, err);
        if (rc == SL_ERR_UNSUPPORTED) {
            /* this copy cannot hold values: it refuses reads later, with the reason */
            st->poison = lang_strndup(&I->A, err->message + 13, strlen(err->message + 13));
            if (!st->poison) st->poison = "values of this copy";
            lang_layers(I)->pending = st->next_pending;
            sl_error_clear(err);
            continue;
        }
        if (rc) return rc;
    }
    return SL_OK;
}

int lang_storage_grow(lang_interp *I, lang_storage *st, int64_t nbytes, sl_error *err) {
    /* the copy is work: a loop of growing resizes ends on the budget */
    int rc = lang_charge(I, nbytes / 8, err);
    if (rc) return rc;
    lang_storage *fresh = lang_storage_new(I, nbytes, st->dtype, st->numpy); /* its data_ptr */
    CHECK_ALLOC(fresh);
    rc = st->poison ? SL_OK : materialize(I, st, err);
    if (rc == SL_ERR_UNSUPPORTED) {
        st->poison = lang_strndup(&I->A, err->message + 13, strlen(err->message + 13));
        if (!st->poison) st->poison = "values of this storage";
        sl_error_clear(err);
    } else if (rc) {
        return rc;
    }
    if (!st->poison) {
        int64_t is = sl_dtype_itemsize(st->dtype), old_n = (st->nbytes + is - 1) / is;
        uint8_t *data = lang_alloc_atomic(&I->A, (size_t)nbytes + 1);
        uint8_t *init = lang_alloc_atomic(&I->A, (size_t)(nbytes / is) + 2);
        CHECK_ALLOC(data);
        CHECK_ALLOC(init);
        memcpy(data, st->data, (size_t)st->nbytes);
        for (int64_t k = 0; k < old_n; k++) init[k] = st->init ? st->init[k] : 1;
        st->data = data;
        st->init = init;
    }
    st->nbytes = nbytes;
    st->fake_addr = fresh->fake_addr;
    st->resized = true;
    return SL_OK;
}

lang_storage *lang_storage_copy(lang_interp *I, lang_storage *src, const lang_lview *src_view,
                                const lang_lview *dst_view, int64_t dst_nbytes,
                                uint64_t flip_mask, bool numpy) {
    lang_storage *st = lang_storage_new(I, dst_nbytes, dst_view->dtype, numpy);
    if (!st) return NULL;
    int64_t extra;
    st->fill = LF_COPY;
    st->src_st = alias_target(src, &extra);
    st->src_view = *src_view;
    if (sl_ovf_add(st->src_view.offset_bytes, extra, &st->src_view.offset_bytes))
        st->poison = "a copy whose source lies past 2^63 bytes";
    st->dst_view = *dst_view;
    st->flip_mask = flip_mask;
    st->next_pending = lang_layers(I)->pending;
    lang_layers(I)->pending = st;
    return st;
}

lang_storage *lang_storage_new(lang_interp *I, int64_t nbytes, sl_dtype dt, bool numpy) {
    lang_storage *st = lang_alloc(&I->A, sizeof *st);
    if (!st) return NULL;
    st->nbytes = nbytes < 0 ? 0 : nbytes;
    st->dtype = dt;
    st->numpy = numpy;
    st->fake_addr = I->next_fake_addr;
    int64_t step = ((st->nbytes + 63) / 64) * 64 + 4096;
    if (step < 0 || I->next_fake_addr > INT64_MAX / 2) step = 4096;
    I->next_fake_addr += step;
    return st;
}

lang_storage *lang_storage_alias(lang_interp *I, lang_storage *of, int64_t off, int64_t nbytes,
                                 sl_dtype dt) {
    int64_t extra;
    of = alias_target(of, &extra);
    lang_storage *st = lang_alloc(&I->A, sizeof *st);
    if (!st) return NULL;
    st->nbytes = nbytes < 0 ? 0 : nbytes;
    st->dtype = dt;
    st->fill = LF_DATA;
    st->alias_of = of;
    st->alias_off = off + extra;
    st->fake_addr = of->fake_addr + st->alias_off;
    return st;
}
