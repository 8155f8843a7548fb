/*
 * arr_interop.c — torch <-> numpy memory sharing in the snippet language:
 * torch.from_numpy(a), Tensor.numpy(), np.asarray / np.array of a tensor, and
 * torch.tensor / torch.as_tensor of an ndarray, as torch 1.13's tensor_numpy.cpp and
 * numpy 1.24 make them.
 *
 * Both directions alias one storage.  from_numpy builds what at::from_blob builds: a
 * tensor whose storage starts at the array's first element (storage_offset 0, storage
 * size = the bytes its sizes and strides reach), element strides = byte strides /
 * itemsize; its lang_storage is an alias (lang_storage_alias) of the array's, so a write
 * through either side is seen by the other.  Tensor.numpy() makes an array over the
 * tensor's storage (the aliased one when the tensor itself came from numpy) at the
 * tensor's first element with byte strides = strides * itemsize, writeable, not owning
 * its data, whose .base is a detached tensor (torch detaches before wrapping), so numpy
 * views of it stop at it.  A tensor with no elements has no data pointer: numpy then
 * allocates a fresh owner whose strides are all 0 (and still sets .base).
 *
 * Two tensors can then alias one memory through two storages (torch.from_numpy(a) and
 * torch.from_numpy(a[1:])): torch's overlap checks compare storages and pass, and its
 * kernels' result depends on their order, so an in-place write between such tensors
 * that overlap (other than as the same view) is refused (lang_interop_check_alias).
 *
 * torch's checks run in its order: not an ndarray (TypeError with the type's tp_name),
 * a byte stride that is not a multiple of the itemsize (any dim), a negative stride,
 * then the dtype.  A non-writeable array makes torch print a UserWarning on stderr only;
 * stdout, which is what the oracle reproduces, does not change.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/numpy/ndarray.h"

static const char NEG_STRIDE_MSG[] =
    "At least one stride in the given numpy array is negative, and tensors with negative "
    "strides are not currently supported. (You can probably work around this by making a "
    "copy of your array  with array.copy().) ";

/* torch.from_numpy's TypeError names the argument's type by its tp_name */
static int not_an_array(lang_interp *I, const lang_value *v, sl_error *err) {
    (void)I;
    const char *n;
    switch (v->kind) {
    case V_NONE: case V_BOOL: case V_INT: case V_BIGINT: case V_FLOAT: case V_STR: case V_DICT:
    case V_RANGE: case V_SLICE: case V_TENSOR:
        n = lv_type_name(v);
        break;
    case V_TUPLE: case V_LIST:
        if (v->pytype) return lang_unsupported(err, "torch.from_numpy() of a %s", lv_type_name(v));
        n = lv_type_name(v);
        break;
    case V_SIZE: n = "torch.Size"; break;
    case V_ARRAY: /* a numpy scalar */
        return lang_py_error(err, "TypeError", "expected np.ndarray (got numpy.%s)", lv_type_name(v));
    default: return lang_unsupported(err, "torch.from_numpy() of a %s", lv_type_name(v));
    }
    return lang_py_error(err, "TypeError", "expected np.ndarray (got %s)", n);
}

static bool from_numpy_dtype(sl_dtype dt) {
    switch (dt) {
    case SL_FLOAT64: case SL_FLOAT32: case SL_FLOAT16: case SL_COMPLEX64: case SL_COMPLEX128:
    case SL_INT64: case SL_INT32: case SL_INT16: case SL_INT8: case SL_UINT8: case SL_BOOL:
        return true;
    default: return false;
    }
}

static int check_dtype(sl_dtype dt, sl_error *err) {
    if (from_numpy_dtype(dt)) return SL_OK;
    const char *n = sl_dtype_numpy_name(dt);
    if (!n) return lang_unsupported(err, "torch.from_numpy() of a %s array", sl_dtype_torch_name(dt));
    return lang_py_error(err, "TypeError",
                         "can't convert np.ndarray of type numpy.%s. The only supported types "
                         "are: float64, float32, float16, complex64, complex128, int64, int32, "
                         "int16, int8, uint8, and bool.", n);
}

/* tensor_from_numpy: a tensor over the array's memory.  any_dtype: a numpy scalar's
 * value read through a tensor of its own dtype (torch.tensor(s, dtype=...) only copies it) */
static int tensor_over_array(lang_interp *I, lang_value *av, bool any_dtype, lang_value **out, sl_error *err) {
    if (av->kind != V_ARRAY || (lang_np_scalar(av) && !any_dtype)) return not_an_array(I, av, err);
    const sl_array *a = &lang_av(av)->a;
    int64_t is = a->itemsize, strides[SL_MAX_DIMS];
    int rc;
    for (int32_t d = 0; d < a->ndim; d++) {
        if (a->strides[d] % is)
            return lang_py_error(err, "ValueError",
                                 "given numpy array strides not a multiple of the element byte "
                                 "size. Copy the numpy array to reallocate the memory.");
        strides[d] = a->strides[d] / is;
    }
    for (int32_t d = 0; d < a->ndim; d++)
        if (strides[d] < 0) return lang_py_error(err, "ValueError", "%s", NEG_STRIDE_MSG);
    if (!any_dtype && (rc = check_dtype(a->dtype, err))) return rc;
    sl_tensor t;
    memset(&t, 0, sizeof t);
    if ((rc = sl_layout_init(&t.layout, a->shape, strides, a->ndim, 0, is, err))) return rc;
    t.dtype = a->dtype;
    t.alias = SL_ALIAS_NEW;
    /* at::detail::computeStorageNbytes: 0 for no elements, else the furthest element + 1 */
    int64_t hi = 0, nbytes = 0;
    bool empty = false;
    for (int32_t d = 0; d < a->ndim; d++) {
        int64_t s;
        if (a->shape[d] == 0) empty = true;
        else if (sl_ovf_mul(a->shape[d] - 1, strides[d], &s) || sl_ovf_add(hi, s, &hi))
            return sl_error_overflow(err, "storage size");
    }
    if (!empty && (sl_ovf_add(hi, 1, &hi) || sl_ovf_mul(hi, is, &nbytes)))
        return sl_error_overflow(err, "storage size");
    t.storage_bytes = nbytes;
    lang_storage *st = lang_storage_alias(I, lang_av(av)->st, a->offset_bytes, nbytes, a->dtype);
    CHECK_ALLOC(st);
    *out = lang_wrap_tensor(I, &t, st, NULL);
    CHECK_ALLOC(*out);
    return SL_OK;
}

int lang_interop_from_numpy(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw)
        return lang_py_error(err, "TypeError", "torch._VariableFunctionsClass.from_numpy() takes no keyword arguments");
    if (a->npos != 1)
        return lang_py_error(err, "TypeError",
                             "torch._VariableFunctionsClass.from_numpy() takes exactly one argument (%d given)",
                             a->npos);
    return tensor_over_array(I, a->pos[0], false, out, err);
}

/* tensor_to_numpy (force does not matter on the CPU without autograd) */
static int array_over_tensor(lang_interp *I, lang_value *tv, lang_value **out, sl_error *err) {
    const sl_tensor *t = &lang_tv(tv)->t;
    int rc = lang_torch_check_conj(t, "numpy", err); /* torch's conj bit: resolve it first */
    if (rc) return rc;
    const char *nn = sl_dtype_numpy_name(t->dtype);
    if (!nn) return lang_py_error(err, "TypeError", "Got unsupported ScalarType %s", lang_torch_scalar_type_name(t->dtype));
    lang_value *base;
    rc = lang_tensor_getattr(I, tv, "data", &base, err); /* tensor.detach() */
    if (rc) return rc;
    int64_t numel, is = t->layout.itemsize;
    if ((rc = sl_layout_numel(&t->layout, &numel, err))) return rc;
    lang_tv(tv)->st->not_resizable = true; /* tensor_to_numpy: set_resizable(false) */
    if (t->layout.ndim > 32) return lang_unsupported(err, "numpy() of a tensor of more than 32 dims");
    sl_array r;
    lang_storage *st;
    if (numel == 0) {
        /* no data pointer: PyArray_New allocates (an owner, strides 0) */
        if ((rc = sl_np_empty_ref(t->layout.size, t->layout.ndim, t->dtype, 'C', lang_np_ref(I), &r, err))) return rc;
        st = lang_storage_new(I, r.buffer_bytes, t->dtype, true);
        CHECK_ALLOC(st);
        st->fill = LF_ZERO;
    } else {
        memset(&r, 0, sizeof r);
        r.ndim = t->layout.ndim;
        r.dtype = t->dtype;
        r.itemsize = is;
        st = lang_tv(tv)->st;
        int64_t extra = 0;
        if (st->alias_of) {
            extra = st->alias_off;
            st = st->alias_of;
        }
        if (sl_ovf_mul(t->layout.offset, is, &r.offset_bytes) || sl_ovf_add(r.offset_bytes, extra, &r.offset_bytes))
            return sl_error_overflow(err, "data pointer");
        for (int32_t d = 0; d < r.ndim; d++) {
            r.shape[d] = t->layout.size[d];
            if (sl_ovf_mul(t->layout.stride[d], is, &r.strides[d])) return sl_error_overflow(err, "strides");
        }
        r.buffer_bytes = st->nbytes;
        r.flags = SL_NP_WRITEABLE | SL_NP_FOREIGN_BASE;
        r.alias = SL_ALIAS_VIEW;
        r.base = SL_NP_BASE_BUFFER;
        sl_np_refresh_flags(&r);
    }
    *out = lang_np_array_value(I, &r, st, base);
    CHECK_ALLOC(*out);
    return SL_OK;
}

int lang_interop_numpy(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos)
        return lang_py_error(err, "TypeError", "numpy() takes 0 positional arguments but %d %s given", a->npos,
                             a->npos == 1 ? "was" : "were");
    for (int32_t k = 0; k < a->nkw; k++) {
        if (strcmp(a->kwnames[k], "force"))
            return lang_py_error(err, "TypeError", "numpy() got an unexpected keyword argument '%s'", a->kwnames[k]);
        if (a->kw[k]->kind != V_BOOL) return lang_unsupported(err, "numpy(force=) of a %s", lv_type_name(a->kw[k]));
    }
    return array_over_tensor(I, t, out, err);
}

/* np.asarray(t) / np.array(t): numpy takes t.__array__(), which is t.numpy() */
int lang_interop_np_array(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    lang_args b = *a;
    b.pos = lang_alloc_n(&I->A, a->npos, sizeof *b.pos);
    CHECK_ALLOC(b.pos);
    memcpy(b.pos, a->pos, (size_t)a->npos * sizeof *b.pos);
    int rc = array_over_tensor(I, a->pos[0], &b.pos[0], err);
    if (rc) return rc;
    return lang_np_func(I, name, &b, out, err);
}

/* torch.tensor(a) / torch.as_tensor(a) of an ndarray: torch.from_numpy(a), then
 * .to(dtype, copy=True) for tensor (clone's layout) and .to(dtype) for as_tensor, which
 * is what torch.tensor / torch.as_tensor of that tensor do.  A numpy scalar is no array:
 * both copy its value into a 0-dim tensor of its dtype (a dtype torch lacks: the
 * from_numpy TypeError) or of the dtype asked for. */
int lang_interop_tensor_of_array(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                                 sl_error *err) {
    lang_value *sv = a->pos[0], *dtv = lang_kwarg(a, "dtype"), *t;
    bool scalar = lang_np_scalar(sv), has_dt = dtv && dtv->kind != V_NONE;
    int rc;
    if (scalar && !has_dt && (rc = check_dtype(lang_av(sv)->a.dtype, err))) return rc;
    if (scalar && has_dt) {
        /* torch stores the Python-level scalar (overflow checks, no float -> int for
         * float32 scalars): only the casts where that equals a tensor cast are made */
        sl_dtype own = lang_av(sv)->a.dtype;
        if (dtv->kind != V_DTYPE || lang_np_dtype(dtv) ||
            !(lang_dtype_of(dtv) == own || (sl_dtype_is_floating(lang_dtype_of(dtv)) && !sl_dtype_is_complex(own))))
            return lang_unsupported(err, "torch.%s() of a numpy %s scalar with that dtype", name,
                                    sl_dtype_numpy_name(own));
    }
    if ((rc = tensor_over_array(I, sv, scalar, &t, err))) return rc;
    lang_args b = *a;
    b.pos = &t;
    return lang_torch_ops_func(I, scalar ? "tensor" : name, &b, out, err);
}

/* [lo, hi) bytes of t's elements in the memory of the storage st resolves to; false when
 * that does not fit in 64 bits */
static bool root_extent(const sl_tensor *t, const lang_storage *st, int64_t *lo, int64_t *hi, bool *empty) {
    int64_t is = t->layout.itemsize, a, b;
    *empty = false;
    if (sl_ovf_mul(t->layout.offset, is, &a) || sl_ovf_add(a, st->alias_of ? st->alias_off : 0, &a) ||
        sl_ovf_add(a, is, &b))
        return false;
    for (int32_t d = 0; d < t->layout.ndim; d++) {
        int64_t s;
        if (t->layout.size[d] == 0) {
            *empty = true;
            continue;
        }
        if (sl_ovf_mul(t->layout.size[d] - 1, t->layout.stride[d], &s) || sl_ovf_mul(s, is, &s) ||
            (s < 0 ? sl_ovf_add(a, s, &a) : sl_ovf_add(b, s, &b)))
            return false;
    }
    *lo = a;
    *hi = b;
    return true;
}

int lang_interop_check_alias(const sl_tensor *self, const lang_storage *sst, const sl_tensor *other,
                             const lang_storage *ost, sl_error *err) {
    if (sst == ost) return SL_OK; /* one storage: torch's own checks apply */
    const lang_storage *sr = sst->alias_of ? sst->alias_of : sst, *orr = ost->alias_of ? ost->alias_of : ost;
    if (sr != orr) return SL_OK;
    int64_t slo = 0, shi = 0, olo = 0, ohi = 0;
    bool se = false, oe = false;
    bool known = root_extent(self, sst, &slo, &shi, &se) && root_extent(other, ost, &olo, &ohi, &oe);
    if (se || oe || (known && (shi <= olo || ohi <= slo))) return SL_OK;
    /* the same view of the memory: each element reads the bytes it then writes */
    bool same = slo == olo && self->layout.itemsize == other->layout.itemsize &&
                self->layout.ndim == other->layout.ndim;
    for (int32_t d = 0; same && d < self->layout.ndim; d++)
        same = self->layout.size[d] == other->layout.size[d] && self->layout.stride[d] == other->layout.stride[d];
    if (same) return SL_OK;
    return lang_unsupported(err, "an in-place write whose operand overlaps it through another storage "
                                 "(torch.from_numpy / numpy(): torch checks nothing across storages, the "
                                 "result depends on its kernel's order)");
}
