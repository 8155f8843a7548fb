/*
 * tensor_storage.c — torch 1.13 storages and the in-place ops that change a tensor's
 * layout or storage: Tensor.resize_ / resize_as_ / set_ / is_set_to / as_strided_,
 * storage() / storage_type(), to(..., memory_format=), and TypedStorage objects.
 *
 * resize_ follows resize_impl_cpu_: nothing happens when the sizes are the current ones;
 * otherwise the sizes are set with contiguous strides (numel checked as c10's unsigned
 * product: "numel: integer multiplication overflow"), the bytes needed from the storage
 * offset are computed ("Storage size calculation overflowed with sizes=[...]") and a
 * storage that is too small is grown when the tensor has elements ("Trying to resize
 * storage that is not resizable" for torch.from_numpy's).  Each step happens before the
 * next check, so a failed call leaves what torch leaves; a memory_format restrides last
 * (Preserve is "Unsupported memory formatPreserve").  Growing a storage (lang_storage_grow)
 * gives it a new data_ptr, keeps the old bytes and leaves the rest uninitialized, and is
 * seen by every tensor over that storage: their storage_bytes are refreshed from it
 * before each of their methods runs.  Sizes torch would keep negative after a failed
 * resize_ cannot be held by a layout: such a tensor refuses its values afterwards.
 *
 * set_ is set_storage_cpu_: the size/stride lengths, the new storage, the offset, then
 * resize_impl_cpu_ with the given strides (which may grow the storage as well).  A
 * TypedStorage here is a snapshot of (storage, dtype) taken by storage(): a 1-d tensor
 * over the whole storage, so s[i], s[i] = v, tolist() and fill_ are that tensor's reads
 * and writes, as torch.storage.TypedStorage implements them.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

static lang_tensor_v *TV(const lang_value *v) { return lang_tv(v); }

static void sync_bytes(lang_tensor_v *tv) {
    if (tv->st->resized) tv->t.storage_bytes = tv->st->nbytes;
}

/* c10::mul_overflows on uint64 */
static bool mul_u64(uint64_t a, uint64_t b, uint64_t *out) {
    return __builtin_mul_overflow(a, b, out);
}

/* torch keeps the negative sizes it was given; a layout cannot hold them, so the tensor
 * keeps its layout over a storage that refuses every value */
static void leave_negative(lang_interp *I, lang_tensor_v *tv) {
    lang_storage *p = lang_storage_new(I, 0, tv->t.dtype, false);
    if (p) {
        p->poison = "a tensor left with negative sizes by a failed resize_ / set_";
        tv->st = p;
    }
}

/* sl_sb_list text of n ints ("[1, 2]") */
static const char *ints_text(lang_interp *I, const int64_t *v, int32_t n) {
    char buf[SL_MAX_DIMS * 24 + 8];
    sl_strbuf sb;
    sl_sb_init(&sb, buf, sizeof buf);
    sl_sb_list(&sb, v, n);
    return lang_strndup(&I->A, buf, strlen(buf));
}

/* resize_impl_cpu_(self, sizes, strides?) */
static int resize_impl(lang_interp *I, lang_value *t, const int64_t *sz, int32_t n, const int64_t *strides,
                       sl_error *err) {
    lang_tensor_v *tv = TV(t);
    sl_layout *l = &tv->t.layout;
    bool same = n == l->ndim && !memcmp(sz, l->size, (size_t)n * sizeof(int64_t)) &&
                (!strides || !memcmp(strides, l->stride, (size_t)n * sizeof(int64_t)));
    if (same) return SL_OK;
    /* set_sizes(_and_strides) + refresh_numel */
    uint64_t numel = 1;
    bool ovf = false, neg = false;
    for (int32_t i = 0; i < n; i++) {
        ovf |= mul_u64(numel, (uint64_t)sz[i], &numel);
        neg |= sz[i] < 0;
    }
    ovf |= numel > (uint64_t)INT64_MAX;
    if (neg) {
        if (!ovf) return lang_unsupported(err, "sizes %s (a tensor with a negative size)", ints_text(I, sz, n));
        leave_negative(I, tv);
        return lang_py_error(err, "RuntimeError", "numel: integer multiplication overflow");
    }
    int64_t st[SL_MAX_DIMS];
    if (strides) {
        /* set_sizes_and_strides replaces a negative stride: 1 on the last dim, else
         * max(next size, 1) * next stride (the storage size below still uses the given one) */
        for (int32_t i = n - 1; i >= 0; i--) {
            st[i] = strides[i];
            if (st[i] < 0 && i == n - 1) st[i] = 1;
            else if (st[i] < 0 && sl_ovf_mul(sz[i + 1] > 1 ? sz[i + 1] : 1, st[i + 1], &st[i]))
                return sl_error_overflow(err, "strides");
        }
    } else if (ovf) {
        /* set_sizes kept the old strides (0 for new dims); the numel check threw before
         * the contiguous restride */
        for (int32_t i = 0; i < n; i++) st[i] = i < l->ndim ? l->stride[i] : 0;
    } else {
        int64_t acc = 1;
        for (int32_t i = n - 1; i >= 0; i--) {
            st[i] = acc;
            if (sl_ovf_mul(acc, sz[i] > 1 ? sz[i] : 1, &acc) && i > 0)
                return sl_error_overflow(err, "contiguous strides");
        }
    }
    l->ndim = n;
    memcpy(l->size, sz, (size_t)n * sizeof(int64_t));
    memcpy(l->stride, st, (size_t)n * sizeof(int64_t));
    if (ovf) return lang_py_error(err, "RuntimeError", "numel: integer multiplication overflow");
    /* computeStorageNbytes(Contiguous) */
    uint64_t bytes;
    bool bovf = false;
    uint64_t is = (uint64_t)l->itemsize, off = (uint64_t)l->offset;
    if (strides) {
        bytes = off + 1;
        bool zero = false;
        for (int32_t i = 0; i < n && !zero; i++) {
            if (sz[i] == 0) {
                zero = true;
                break;
            }
            uint64_t span;
            bovf |= mul_u64((uint64_t)strides[i], (uint64_t)(sz[i] - 1), &span);
            bovf |= __builtin_add_overflow(bytes, span, &bytes);
        }
        if (zero) bytes = 0;
        else {
            bovf |= mul_u64(bytes, is, &bytes);
            bovf |= bytes > (uint64_t)INT64_MAX;
        }
        if (bovf)
            return lang_py_error(err, "RuntimeError", "Storage size calculation overflowed with sizes=%s and strides=%s",
                                 ints_text(I, sz, n), ints_text(I, strides, n));
    } else {
        bovf = __builtin_add_overflow(numel, off, &bytes);
        bovf |= mul_u64(bytes, is, &bytes);
        bovf |= bytes > (uint64_t)INT64_MAX;
        if (bovf)
            return lang_py_error(err, "RuntimeError", "Storage size calculation overflowed with sizes=%s",
                                 ints_text(I, sz, n));
    }
    /* maybe_resize_storage_cpu */
    if (numel == 0) return SL_OK;
    sync_bytes(tv);
    if ((int64_t)bytes > tv->t.storage_bytes) {
        if (tv->st->alias_of || tv->st->numpy || tv->st->not_resizable)
            return lang_py_error(err, "RuntimeError", "Trying to resize storage that is not resizable");
        if ((int64_t)bytes > LANG_MAX_STORAGE_BYTES) /* whether torch's allocator succeeds is the machine's */
            return lang_unsupported(err, "growing a storage to %llu bytes", (unsigned long long)bytes);
        int rc = lang_storage_grow(I, tv->st, (int64_t)bytes, err);
        if (rc) return rc;
        tv->t.storage_bytes = (int64_t)bytes;
    }
    return SL_OK;
}

/* empty_tensor_restride(mf) */
static int restride(lang_value *t, sl_memory_format mf, sl_error *err) {
    sl_layout *l = &TV(t)->t.layout;
    if (mf == SL_MF_PRESERVE)
        return lang_py_error(err, "RuntimeError", "Unsupported memory formatPreserve");
    sl_tensor r;
    int rc = sl_torch_empty_ref(l->size, l->ndim, TV(t)->t.dtype, mf, TV(t)->t.ref, &r, err);
    if (rc) return rc;
    memcpy(l->stride, r.layout.stride, sizeof l->stride);
    return SL_OK;
}

/* c10's is_channels_last_strides_2d_s4 / _3d_s5 */
static bool strides_like_cl(const sl_layout *l, bool three) {
    static const int D4[] = {1, 3, 2, 0}, D5[] = {1, 4, 3, 2, 0};
    if (l->ndim != (three ? 5 : 4)) return false;
    const int *ds = three ? D5 : D4;
    int nd = three ? 5 : 4;
    int64_t min = 0;
    if (l->stride[1] == 0) return false;
    for (int k = 0; k < nd; k++) {
        int d = ds[k];
        if (l->size[d] == 0) return false;
        if (l->stride[d] < min) return false;
        if (d == 0 && min == l->stride[1]) return false;
        min = l->stride[d];
        if (l->size[d] > 1 && sl_ovf_mul(min, l->size[d], &min)) return false;
    }
    return true;
}

static sl_memory_format suggest_format(const sl_layout *l) {
    if (strides_like_cl(l, false)) return SL_MF_CHANNELS_LAST;
    if (strides_like_cl(l, true)) return SL_MF_CHANNELS_LAST_3D;
    return SL_MF_CONTIGUOUS;
}

static int get_mf(const lang_value *v, sl_memory_format *mf, sl_error *err) {
    if (v->kind != V_MEMFMT || lang_memfmt_of(v) == LANG_TORCH_LAYOUT_STRIDED)
        return lang_unsupported(err, "memory_format given as %s", lv_type_name(v));
    *mf = lang_memfmt_of(v);
    return SL_OK;
}

static bool is_seq(const lang_value *v) { return v->kind == V_TUPLE || v->kind == V_LIST || v->kind == V_SIZE; }

static const char *py_class(const lang_value *v) {
    if (v->kind == V_TENSOR) return "torch.Tensor";
    if (v->kind == V_ARRAY) return "numpy.ndarray";
    if (v->kind == V_STORAGE) return "torch.storage.TypedStorage";
    return lv_type_name(v);
}

/* t.resize_(*sizes, memory_format=None) */
static int method_resize(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    lang_value *size_kw = NULL, *mf_v = NULL;
    bool other_kw = false;
    for (int32_t k = 0; k < a->nkw; k++) {
        if (!strcmp(a->kwnames[k], "size")) size_kw = a->kw[k];
        else if (!strcmp(a->kwnames[k], "memory_format")) mf_v = a->kw[k];
        else other_kw = true;
    }
    if (size_kw && a->npos) return lang_py_error(err, "TypeError", "resize_() got multiple values for argument 'size'");
    if (!size_kw && !a->npos)
        return lang_py_error(err, "TypeError", "resize_() missing 1 required positional arguments: \"size\"");
    if (other_kw) return lang_unsupported(err, "resize_() with a keyword argument other than size / memory_format");
    if (a->npos > 1 && is_seq(a->pos[0]))
        return lang_py_error(err, "TypeError", "resize_() takes 1 positional argument but %d were given", a->npos);
    int64_t sz[SL_MAX_DIMS];
    int32_t n;
    const lang_value *const *src = size_kw ? (const lang_value *const *)&size_kw : (const lang_value *const *)a->pos;
    int32_t nsrc = size_kw ? 1 : a->npos;
    if (nsrc == 1 && !is_seq(src[0]) && src[0]->kind != V_INT) {
        /* Python's argument parser: torch 2.x names ints and, for a positional argument,
         * the element it found */
        if (TV(t)->t.ref == SL_REF_LESSONS && !size_kw)
            return lang_py_error(err, "TypeError",
                                 "resize_(): argument 'size' (position 1) must be tuple of ints, but found element of type %s at pos 0",
                                 py_class(src[0]));
        return lang_py_error(err, "TypeError", "resize_(): argument 'size'%s must be tuple of %s, not %s",
                             size_kw ? "" : " (position 1)", TV(t)->t.ref == SL_REF_LESSONS ? "ints" : "SymInts",
                             py_class(src[0]));
    }
    int rc = lang_int_list(src, nsrc, sz, &n, "size", err);
    if (rc) return rc;
    sl_memory_format mf = SL_MF_CONTIGUOUS;
    if (mf_v && mf_v->kind != V_NONE && (rc = get_mf(mf_v, &mf, err))) return rc;
    if ((rc = resize_impl(I, t, sz, n, NULL, err))) return rc;
    if (mf_v && mf_v->kind != V_NONE && (rc = restride(t, mf, err))) return rc;
    *out = t;
    return SL_OK;
}

/* t.resize_as_(the_template, memory_format=None) */
static int method_resize_as(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"the_template", "memory_format"};
    lang_value *p[2];
    int rc = lang_bind(a, "resize_as_", PN, 2, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_TENSOR)
        return lang_py_error(err, "TypeError", "resize_as_(): argument 'the_template' (position 1) must be Tensor, not %s",
                             py_class(p[0]));
    const sl_layout *tl = &TV(p[0])->t.layout;
    int64_t sz[SL_MAX_DIMS];
    memcpy(sz, tl->size, sizeof sz);
    if ((rc = resize_impl(I, t, sz, tl->ndim, NULL, err))) return rc;
    if (p[1] && p[1]->kind != V_NONE) {
        sl_memory_format mf = SL_MF_CONTIGUOUS;
        if ((rc = get_mf(p[1], &mf, err))) return rc;
        if (mf == SL_MF_PRESERVE) mf = suggest_format(tl);
        if ((rc = restride(t, mf, err))) return rc;
    }
    *out = t;
    return SL_OK;
}

/* the C++ element type torch's argument parser names in its storage dtype error */
static const char *cpp_type_name(sl_dtype dt) {
    switch (dt) {
    case SL_BOOL: return "bool";
    case SL_INT8: return "signed char";
    case SL_UINT8: return "unsigned char";
    case SL_INT16: return "short int";
    case SL_INT32: return "int";
    case SL_INT64: return "long int";
    case SL_FLOAT16: return "c10::Half";
    case SL_BFLOAT16: return "c10::BFloat16";
    case SL_FLOAT32: return "float";
    case SL_FLOAT64: return "double";
    default: return NULL;
    }
}

/* set_storage_cpu_(self, storage, offset, sizes, strides?) */
static int set_storage(lang_interp *I, lang_value *t, lang_storage *st, int64_t st_bytes, int64_t offset,
                       const int64_t *sz, int32_t n, const int64_t *strides, int32_t nstr, sl_error *err) {
    lang_tensor_v *tv = TV(t);
    if (strides && n != nstr)
        return lang_py_error(err, "RuntimeError", "unequal size length (%d) and stride length (%d)", n, nstr);
    if (tv->st != st) {
        tv->st = st;
        tv->t.storage_bytes = st_bytes;
    }
    if (offset < 0) return lang_py_error(err, "RuntimeError", "Tensor: invalid storage offset %lld", (long long)offset);
    tv->t.layout.offset = offset;
    return resize_impl(I, t, sz, n, strides, err);
}

/* the storage, its size in bytes and dtype behind a set_ source (a tensor or a TypedStorage) */
static void source_of(lang_value *src, lang_storage **st, int64_t *bytes, sl_dtype *dt) {
    lang_value *owner = src->kind == V_STORAGE ? lang_aux_owner(src) : src;
    sync_bytes(TV(owner));
    *st = TV(owner)->st;
    *bytes = TV(owner)->t.storage_bytes;
    *dt = TV(owner)->t.dtype;
}

static int method_set(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"source", "storage_offset", "size", "stride"};
    lang_value *p[4];
    int rc = lang_bind(a, "set_", PN, 4, 0, p, err);
    if (rc) return rc;
    sl_tensor *tt = &TV(t)->t;
    *out = t;
    if (!p[0]) {
        if (p[1] || p[2] || p[3]) return lang_unsupported(err, "set_() without a source");
        /* set_(): a new empty storage, sizes [0] */
        lang_storage *st = lang_storage_new(I, 0, tt->dtype, false);
        CHECK_ALLOC(st);
        int64_t z = 0;
        return set_storage(I, t, st, 0, 0, &z, 1, NULL, 0, err);
    }
    lang_value *src = p[0];
    if (src->kind == V_STORAGE && lang_aux_which(src) != LANG_AUX_TYPED_STORAGE)
        return lang_unsupported(err, "set_() from an untyped storage");
    if (src->kind != V_STORAGE && src->kind != V_TENSOR)
        return lang_unsupported(err, "set_() from a %s", py_class(src));
    lang_storage *st;
    int64_t bytes;
    sl_dtype dt;
    source_of(src, &st, &bytes, &dt);
    if (!p[1] && !p[2] && !p[3]) {
        if (src->kind == V_STORAGE) {
            if (dt != tt->dtype) goto storage_dtype;
            int64_t n = bytes / tt->layout.itemsize;
            return set_storage(I, t, st, bytes, 0, &n, 1, NULL, 0, err);
        }
        if (dt != tt->dtype && tt->ref == SL_REF_LESSONS) {
            if (!lang_torch_meta_name(dt) || !lang_torch_meta_name(tt->dtype))
                return lang_unsupported(err, "set_() of a tensor of another dtype");
            return lang_py_error(err, "RuntimeError", "Could not set tensor of type %s to a tensor of type %s",
                                 lang_torch_meta_name(dt), lang_torch_meta_name(tt->dtype));
        }
        if (dt != tt->dtype)
            return lang_py_error(err, "RuntimeError",
                                 "source.dtype() == self.dtype() INTERNAL ASSERT FAILED at "
                                 "\"./torch/csrc/autograd/generated/python_variable_methods.cpp\":16761, "
                                 "please report a bug to PyTorch. ");
        const sl_layout *sl = &TV(src)->t.layout;
        int64_t sz[SL_MAX_DIMS], sd[SL_MAX_DIMS];
        memcpy(sz, sl->size, sizeof sz);
        memcpy(sd, sl->stride, sizeof sd);
        return set_storage(I, t, st, bytes, sl->offset, sz, sl->ndim, sd, sl->ndim, err);
    }
    if (!p[1] || !p[2]) return lang_unsupported(err, "this argument combination of set_()");
    if (dt != tt->dtype) {
        if (src->kind == V_TENSOR) return lang_unsupported(err, "set_() from a tensor of another dtype");
        goto storage_dtype;
    }
    int64_t off, sz[SL_MAX_DIMS], sd[SL_MAX_DIMS];
    int32_t n, nd = 0;
    if (p[1]->kind != V_INT) return lang_unsupported(err, "set_() storage_offset given as %s", lv_type_name(p[1]));
    off = p[1]->u.i;
    if (!is_seq(p[2]) || (p[3] && !is_seq(p[3]))) return lang_unsupported(err, "set_() size / stride not given as tuples");
    if ((rc = lang_int_list((const lang_value *const *)&p[2], 1, sz, &n, "size", err))) return rc;
    if (p[3] && (rc = lang_int_list((const lang_value *const *)&p[3], 1, sd, &nd, "stride", err))) return rc;
    return set_storage(I, t, st, bytes, off, sz, n, p[3] ? sd : NULL, nd, err);
storage_dtype: {
    const char *want = cpp_type_name(tt->dtype);
    if (!want) return lang_unsupported(err, "set_() of a %s tensor", lang_torch_scalar_type_name(tt->dtype));
    return lang_py_error(err, "RuntimeError",
                         "Expected a Storage of type %s or an UntypedStorage, but got type %s for argument 1 'storage'",
                         want, lang_torch_scalar_type_name(dt));
}
}

/* t.as_strided_(size, stride, storage_offset=None): the new layout on t itself */
static int method_as_strided_(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"size", "stride", "storage_offset"};
    lang_value *p[3];
    int rc = lang_bind(a, "as_strided_", PN, 3, 2, p, err);
    if (rc) return rc;
    int64_t sz[SL_MAX_DIMS], sd[SL_MAX_DIMS], off;
    int32_t n, nd;
    if ((rc = lang_int_list((const lang_value *const *)&p[0], 1, sz, &n, "size", err))) return rc;
    if ((rc = lang_int_list((const lang_value *const *)&p[1], 1, sd, &nd, "stride", err))) return rc;
    bool has_off = p[2] && p[2]->kind != V_NONE;
    if (has_off && (rc = lang_to_int(p[2], &off, "storage_offset", err))) return rc;
    sl_tensor r;
    if ((rc = sl_torch_as_strided(&TV(t)->t, sz, n, sd, nd, has_off ? &off : NULL, &r, err))) return rc;
    TV(t)->t.layout = r.layout;
    (void)I;
    *out = t;
    return SL_OK;
}

/* a TypedStorage: a 1-d tensor over all of t's storage, in t's dtype */
static int make_storage(lang_interp *I, lang_value *t, lang_value **out, sl_error *err) {
    lang_value *o = lv_new(I, V_TENSOR);
    CHECK_ALLOC(o);
    lang_tensor_v *tv = lang_alloc(&I->A, sizeof *tv);
    CHECK_ALLOC(tv);
    tv->st = TV(t)->st;
    tv->t.dtype = TV(t)->t.dtype;
    tv->t.storage_bytes = TV(t)->t.storage_bytes;
    tv->t.alias = SL_ALIAS_NEW;
    tv->t.layout.ndim = 1;
    tv->t.layout.itemsize = TV(t)->t.layout.itemsize;
    tv->t.layout.size[0] = tv->t.storage_bytes / tv->t.layout.itemsize;
    tv->t.layout.stride[0] = 1;
    o->u.object.data = tv;
    lang_value *s = lv_new(I, V_STORAGE);
    CHECK_ALLOC(s);
    s->u.object.data = o;
    s->u.object.code = LANG_AUX_TYPED_STORAGE;
    *out = s;
    return SL_OK;
}

/* the owner tensor of a TypedStorage, its size refreshed */
static lang_value *owner_of(const lang_value *s) {
    lang_value *o = lang_aux_owner(s);
    lang_tensor_v *tv = TV(o);
    sync_bytes(tv);
    tv->t.layout.size[0] = tv->t.storage_bytes / tv->t.layout.itemsize;
    return o;
}

static const char *storage_class(sl_dtype dt) {
    switch (dt) {
    case SL_BOOL: return "torch.BoolStorage";
    case SL_INT8: return "torch.CharStorage";
    case SL_UINT8: return "torch.ByteStorage";
    case SL_INT16: return "torch.ShortStorage";
    case SL_INT32: return "torch.IntStorage";
    case SL_INT64: return "torch.LongStorage";
    case SL_FLOAT16: return "torch.HalfStorage";
    case SL_BFLOAT16: return "torch.BFloat16Storage";
    case SL_FLOAT32: return "torch.FloatStorage";
    case SL_FLOAT64: return "torch.DoubleStorage";
    case SL_COMPLEX64: return "torch.ComplexFloatStorage";
    case SL_COMPLEX128: return "torch.ComplexDoubleStorage";
    default: return NULL;
    }
}

/* x.to(..., memory_format=mf): _to_copy into empty(sizes, mf) unless to_will_alias */
static int method_to_format(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    sl_dtype dt = tt->dtype;
    sl_memory_format mf = SL_MF_PRESERVE;
    bool copy = false;
    int rc;
    lang_args b = {0};
    lang_value *dtv = NULL;
    for (int32_t k = 0; k < a->npos; k++) {
        lang_value *v = a->pos[k];
        if (k == 0 && v->kind == V_DTYPE && !lang_np_dtype(v)) {
            dt = lang_dtype_of(v);
            dtv = v;
        } else if (k == 0 && v->kind == V_TENSOR) {
            dt = TV(v)->t.dtype;
            dtv = v;
        } else {
            return lang_unsupported(err, "to(%s, memory_format=...)", lv_type_name(v));
        }
    }
    for (int32_t k = 0; k < a->nkw; k++) {
        const char *n = a->kwnames[k];
        lang_value *v = a->kw[k];
        if (!strcmp(n, "memory_format")) {
            if ((rc = get_mf(v, &mf, err))) return rc;
        } else if (!strcmp(n, "copy") && v->kind == V_BOOL) {
            copy = v->u.b;
        } else if (!strcmp(n, "dtype") && v->kind == V_DTYPE && !lang_np_dtype(v) && !dtv) {
            dt = lang_dtype_of(v);
            dtv = v;
        } else {
            return lang_unsupported(err, "keyword argument '%s' of to() with memory_format", n);
        }
    }
    if (dt == tt->dtype && !copy && (mf == SL_MF_PRESERVE || suggest_format(&tt->layout) == mf)) {
        *out = t;
        return SL_OK;
    }
    /* the values in the new dtype (clone's preserve layout), then laid out in mf */
    lang_value *conv = t;
    if (dt != tt->dtype) {
        lang_value *args[1] = {dtv};
        b.pos = args;
        b.npos = 1;
        if ((rc = lang_tensor_method(I, t, "to", &b, &conv, err))) return rc;
    }
    sl_tensor r;
    const sl_tensor *ct = &TV(conv)->t;
    if (mf == SL_MF_PRESERVE) {
        if (conv != t) {
            *out = conv;
            return SL_OK;
        }
        rc = sl_torch_clone(ct, SL_MF_PRESERVE, &r, err);
    } else {
        rc = sl_torch_empty_ref(ct->layout.size, ct->layout.ndim, ct->dtype, mf, I->ref, &r, err);
    }
    if (rc) return rc;
    r.alias = SL_ALIAS_NEW;
    *out = lang_wrap_tensor(I, &r, NULL, conv);
    CHECK_ALLOC(*out);
    return SL_OK;
}

void lang_tstore_sync(lang_value *t) { sync_bytes(TV(t)); }

int64_t lang_torch_storage_data_ptr(const lang_storage *st) {
    /* torch's CPU allocator gives no memory, a null pointer, for 0 bytes; a storage over
     * an array's memory (torch.from_numpy) has numpy's pointer, which is never null */
    return st->nbytes == 0 && !st->alias_of && !st->numpy ? 0 : st->fake_addr;
}

int lang_tstore_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                       sl_error *err) {
    if (!strcmp(name, "resize_")) return method_resize(I, t, a, out, err);
    if (!strcmp(name, "resize_as_")) return method_resize_as(I, t, a, out, err);
    if (!strcmp(name, "set_")) return method_set(I, t, a, out, err);
    if (!strcmp(name, "as_strided_")) return method_as_strided_(I, t, a, out, err);
    if (!strcmp(name, "is_set_to")) {
        static const char *const PN[] = {"tensor"};
        lang_value *p[1];
        int rc = lang_bind(a, name, PN, 1, 1, p, err);
        if (rc) return rc;
        if (p[0]->kind != V_TENSOR) return lang_unsupported(err, "is_set_to() of a %s", py_class(p[0]));
        /* two storages aliasing one numpy buffer are one storage to torch */
        if (TV(t)->st->alias_of || TV(p[0])->st->alias_of)
            return lang_unsupported(err, "is_set_to() of a tensor over numpy memory");
        const sl_layout *x = &TV(t)->t.layout, *y = &TV(p[0])->t.layout;
        bool same = TV(t)->st == TV(p[0])->st && x->offset == y->offset && x->ndim == y->ndim;
        for (int32_t d = 0; same && d < x->ndim; d++) same = x->size[d] == y->size[d] && x->stride[d] == y->stride[d];
        CHECK_ALLOC(*out = lv_bool(I, same));
        return SL_OK;
    }
    if (!strcmp(name, "storage")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "storage() with arguments");
        return make_storage(I, t, out, err);
    }
    if (!strcmp(name, "storage_type")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "storage_type() with arguments");
        const char *c = storage_class(TV(t)->t.dtype);
        if (!c) return lang_unsupported(err, "storage_type() of this dtype");
        lang_value *v = lv_new(I, V_TYPE);
        CHECK_ALLOC(v);
        v->u.path = c;
        *out = v;
        return SL_OK;
    }
    if (!strcmp(name, "to") && lang_kwarg(a, "memory_format")) return method_to_format(I, t, a, out, err);
    static const char *const CONV[][2] = {{"float", "float32"}, {"double", "float64"}, {"half", "float16"},
                                          {"bfloat16", "bfloat16"}, {"int", "int32"}, {"long", "int64"},
                                          {"short", "int16"}, {"bool", "bool"}, {"byte", "uint8"}, {"char", "int8"}};
    for (size_t i = 0; i < SL_ARRAY_LEN(CONV); i++)
        if (!strcmp(name, CONV[i][0]) && a->nkw == 1 && !a->npos && lang_kwarg(a, "memory_format")) {
            /* x.float(memory_format=mf) is x.to(torch.float32, memory_format=mf) */
            lang_value *dtv;
            int rc = lang_torch_attr(I, "torch", CONV[i][1], &dtv, err);
            if (rc) return rc;
            lang_value *pos[1] = {dtv};
            lang_args b = {pos, 1, a->kwnames, a->kw, 1};
            return method_to_format(I, t, &b, out, err);
        }
    if (!strcmp(name, "new_empty_strided")) {
        /* torch.empty_strided(size, stride, dtype=self.dtype unless given) */
        static const char *const PN[] = {"size", "stride", "dtype"};
        lang_value *p[3];
        int rc = lang_bind(a, name, PN, 3, 2, p, err);
        if (rc) return rc;
        lang_value *dtv = p[2];
        if (!dtv && (rc = lang_tensor_getattr(I, t, "dtype", &dtv, err))) return rc;
        lang_value *pos[2] = {p[0], p[1]}, *kw[1] = {dtv};
        const char *kwn[1] = {"dtype"};
        lang_args b = {pos, 2, kwn, kw, 1};
        return lang_torch_func_call(I, "torch.empty_strided", &b, out, err);
    }
    return LANG_NOT_MINE;
}

/* ------------------------------------------------------------ TypedStorage == */

int lang_tstore_storage_method(lang_interp *I, lang_value *s, const char *name, const lang_args *a,
                               lang_value **out, sl_error *err) {
    lang_value *o = owner_of(s);
    const sl_tensor *ot = &TV(o)->t;
    if (!strcmp(name, "tolist")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "storage.tolist() with arguments");
        return lang_tensor_method(I, o, "tolist", a, out, err);
    }
    if (!strcmp(name, "fill_")) {
        int rc = lang_tensor_method(I, o, "fill_", a, out, err);
        if (!rc) *out = s;
        return rc;
    }
    if (!strcmp(name, "type")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "storage.type() with arguments");
        const char *c = storage_class(ot->dtype);
        if (!c) return lang_unsupported(err, "storage.type() of this dtype");
        *out = lv_strz(I, c);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (a->npos || a->nkw) return lang_unsupported(err, "storage.%s() with arguments", name);
    int64_t v;
    if (!strcmp(name, "nbytes")) v = ot->storage_bytes;
    else if (!strcmp(name, "size") || !strcmp(name, "__len__")) v = ot->layout.size[0];
    else if (!strcmp(name, "element_size")) v = ot->layout.itemsize;
    else if (!strcmp(name, "data_ptr")) v = lang_torch_storage_data_ptr(TV(o)->st);
    else if (!strcmp(name, "is_shared") || !strcmp(name, "is_pinned")) {
        *out = lv_bool(I, false);
        return SL_OK;
    } else return lang_unsupported(err, "storage.%s()", name);
    *out = lv_int(I, v);
    CHECK_ALLOC(*out);
    return SL_OK;
}

int lang_tstore_storage_getattr(lang_interp *I, lang_value *s, const char *name, lang_value **out, sl_error *err) {
    lang_value *o = owner_of(s);
    if (!strcmp(name, "dtype")) return lang_tensor_getattr(I, o, "dtype", out, err);
    if (!strcmp(name, "is_cuda") || !strcmp(name, "is_sparse")) {
        *out = lv_bool(I, false);
        return SL_OK;
    }
    if (!strcmp(name, "device")) return lang_unsupported(err, "storage.device");
    return LANG_NOT_MINE; /* a method */
}

/* TypedStorage.__getitem__: an int (not a bool; wrapped by _maybe_wrap_index), then tmp_tensor[i].item() */
int lang_tstore_storage_get(lang_interp *I, lang_value *s, lang_value *idx, lang_value **out, sl_error *err) {
    lang_value *o = owner_of(s);
    int64_t n = TV(o)->t.layout.size[0];
    if (idx->kind == V_SLICE)
        return lang_py_error(err, "RuntimeError", "slices are only supported in UntypedStorage.__getitem__");
    if (idx->kind != V_INT && idx->kind != V_BOOL)
        return lang_py_error(err, "RuntimeError", "can't index a <class 'torch.storage.TypedStorage'> with <class '%s'>",
                             py_class(idx));
    if (idx->kind == V_BOOL) /* _maybe_wrap_index wants type(idx) == int */
        return lang_py_error(err, "TypeError", "can't index a <class 'torch.storage.TypedStorage'> with <class 'bool'>");
    int64_t i = idx->u.i;
    if (i >= n || i < -n)
        return lang_py_error(err, "IndexError", "index %lld out of range for storage of size %lld", (long long)i,
                             (long long)n);
    if (i < 0) i += n;
    lang_value *iv = lv_int(I, i), *e;
    CHECK_ALLOC(iv);
    int rc = lang_tensor_subscript(I, o, iv, &e, err);
    if (rc) return rc;
    lang_args none = {0};
    return lang_tensor_method(I, e, "item", &none, out, err);
}

/* TypedStorage.__setitem__: an int or a slice, then tmp_tensor[idx] = value */
int lang_tstore_storage_set(lang_interp *I, lang_value *s, lang_value *idx, lang_value *v, sl_error *err) {
    lang_value *o = owner_of(s);
    if (idx->kind != V_INT && idx->kind != V_BOOL && idx->kind != V_SLICE)
        return lang_py_error(err, "RuntimeError", "can't index a <class 'torch.storage.TypedStorage'> with <class '%s'>",
                             py_class(idx));
    if (v->kind == V_STORAGE) return lang_unsupported(err, "assigning a storage to storage items");
    return lang_tensor_setitem(I, o, idx, v, err);
}

/* ' ' + '\n '.join(str(self[i]) ...) + '\n[torch.storage.TypedStorage(dtype=..., device=cpu) of size N]' */
int lang_tstore_storage_repr(lang_interp *I, const lang_value *s, sl_strbuf *sb, sl_error *err) {
    lang_value *o = owner_of(s);
    int64_t n = TV(o)->t.layout.size[0];
    sl_sb_printf(sb, " ");
    for (int64_t i = 0; i < n; i++) {
        lang_value *iv = lv_int(I, i), *x;
        CHECK_ALLOC(iv);
        int rc = lang_tstore_storage_get(I, (lang_value *)s, iv, &x, err);
        if (rc) return rc;
        if (i) sl_sb_printf(sb, "\n ");
        if ((rc = lv_str_of(I, x, sb, err))) return rc;
        if (sb->len + 1 >= sb->cap) return SL_OK; /* the caller reports the overflow */
    }
    sl_sb_printf(sb, "\n[torch.storage.TypedStorage(dtype=%s, device=cpu) of size %lld]",
                 sl_dtype_torch_name(TV(o)->t.dtype), (long long)n);
    return SL_OK;
}
