/*
 * arrays.h — what tensors and arrays share in the snippet language (src/lang/arrays/):
 * element storage and access, printing and print options, complex and float16 values,
 * machine limits, torch <-> numpy memory sharing, elementwise float math, random numbers.
 */
#ifndef STRIDELAB_LANG_ARRAYS_H
#define STRIDELAB_LANG_ARRAYS_H

#include "lang/python/py.h"

/* The layers' kinds: values whose type records registry.c gives (lang_registry.kind_types).
 * V_TENSOR: a torch tensor (u.object.data: lang_tensor_v); V_ARRAY: a numpy array or
 * scalar (lang_array_v; lang_np_scalar); V_DTYPE: a torch dtype or, with lang_np_dtype, a
 * numpy dtype or scalar type (u.object.code: the sl_dtype); V_MEMFMT: a torch memory
 * format or layout (code: the sl_memory_format); V_STORAGE: a tensor's storage, an array's
 * flat iterator or __array_interface__ holder, V_FLAGS: an array's flags or ctypes
 * (data: the owner value, code: a lang_aux_kind). */
#define V_TENSOR V_LAYER_KIND0
#define V_ARRAY V_LAYER_KIND1
#define V_DTYPE V_LAYER_KIND2
#define V_MEMFMT V_LAYER_KIND3
#define V_STORAGE V_LAYER_KIND4
#define V_FLAGS V_LAYER_KIND5
/* torch.Size: a tuple of the torch layer's type (registry.c's SIZE_TYPE), u.seq its items */
#define V_SIZE V_LAYER_TUPLE
/* u.object.bits of the layers' kinds */
enum {
    LANG_BIT_NP_SCALAR = 1, /* V_ARRAY: a numpy scalar (np.float64(5.0)), a read-only 0-d owner */
    LANG_BIT_NP_DTYPE = 2,  /* V_DTYPE: numpy's spelling */
    LANG_BIT_NP_TYPE = 4    /* V_DTYPE (numpy's): the scalar type np.float32, not a dtype
                               instance; prints <class 'numpy.float32'> */
};

/* a V_MEMFMT's memfmt that stands for the layout torch.strided (tensor_objects.c) */
#define LANG_TORCH_LAYOUT_STRIDED ((sl_memory_format)(SL_MF_PRESERVE + 1))

/* A number read from or written to storage: an integer (ints, bool) or a double. */
typedef struct lang_num {
    bool is_float;
    int64_t i;
    double f;
} lang_num;

/* A strided view in bytes over one storage: what both tensors and arrays reduce to
 * when values are read or written. */
typedef struct lang_lview {
    int32_t ndim;
    sl_dtype dtype;
    int64_t offset_bytes;
    int64_t shape[SL_MAX_DIMS];
    int64_t stride_bytes[SL_MAX_DIMS];
    bool conj; /* complex dtypes: torch's conj bit, reads and writes conjugate (arr_store.c) */
} lang_lview;

/* Backing storage of tensors and arrays: real bytes of the real dtype, made on first
 * use from a recipe so metadata-only chains never allocate element data. */
typedef enum lang_fill { LF_UNINIT = 0, LF_ZERO, LF_VALUE, LF_ARANGE, LF_DATA, LF_COPY } lang_fill;
struct lang_storage {
    int64_t nbytes;
    uint8_t *data;        /* NULL until materialized */
    uint8_t *init;        /* per element: 1 = holds a value (LF_UNINIT storages) */
    lang_fill fill;
    sl_dtype dtype;       /* element type of the recipe */
    lang_num value;       /* LF_VALUE: the fill; LF_ARANGE: start */
    lang_num step;        /* LF_ARANGE: step */
    int64_t fake_addr;    /* data_ptr() of byte 0 */
    bool numpy;
    /* LF_COPY: element k (row-major) of dst_view = element k of src_view, with the dims
     * in flip_mask read backwards */
    lang_storage *src_st;
    lang_lview src_view, dst_view;
    uint64_t flip_mask;
    lang_storage *next_pending; /* LF_COPY storages not yet materialized */
    const char *poison;         /* a copy that could not be made: why (reads refuse) */
    /* the unknown values are numbers that are never NaN (random draws): reading the same
     * bytes as the same dtype twice gives two equal values (lang_same_unknown_number) */
    bool poison_not_nan;
    /* a window onto another storage (torch.from_numpy's storage over an array's memory):
     * byte p of this storage is byte alias_off + p of alias_of, which holds the values */
    lang_storage *alias_of;
    int64_t alias_off;
    bool addr_unknown; /* ndarray.resize moved it where realloc chose: addresses refuse */
    /* grown by resize_ / set_ (lang_storage_grow): nbytes, not a tensor's storage_bytes,
     * is its size for every tensor over it */
    bool resized;
    /* torch's resizable() is false: t.numpy() (also np.asarray / np.array of t) was called */
    bool not_resizable;
};


typedef struct lang_tensor_v {
    sl_tensor t;
    lang_storage *st;
    lang_value *base;     /* torch: root base object, NULL if not a view */
} lang_tensor_v;

typedef struct lang_array_v {
    sl_array a;
    lang_storage *st;
    lang_value *base;     /* numpy .base */
} lang_array_v;

static inline lang_tensor_v *lang_tv(const lang_value *v) { return (lang_tensor_v *)v->u.object.data; }
static inline lang_array_v *lang_av(const lang_value *v) { return (lang_array_v *)v->u.object.data; }
static inline sl_dtype lang_dtype_of(const lang_value *v) { return (sl_dtype)v->u.object.code; }
static inline sl_memory_format lang_memfmt_of(const lang_value *v) { return (sl_memory_format)v->u.object.code; }
/* V_STORAGE / V_FLAGS: the value they belong to, and which object they are */
typedef enum lang_aux_kind {
    LANG_AUX_TYPED_STORAGE = 0, LANG_AUX_UNTYPED_STORAGE = 1, /* V_STORAGE: t.storage() / untyped */
    LANG_AUX_DUMMY_ARRAY = 2, LANG_AUX_FLATITER = 3,          /* V_STORAGE: numpy's helpers */
    LANG_AUX_FLAGSOBJ = 0, LANG_AUX_CTYPES = 1                /* V_FLAGS: a.flags / a.ctypes */
} lang_aux_kind;
static inline lang_value *lang_aux_owner(const lang_value *v) { return (lang_value *)v->u.object.data; }
static inline int32_t lang_aux_which(const lang_value *v) { return v->u.object.code; }
/* a numpy scalar; a numpy dtype or scalar type, or a float32 value; a numpy scalar type */
static inline bool lang_np_scalar(const lang_value *v) {
    return v->kind == V_ARRAY && (v->u.object.bits & LANG_BIT_NP_SCALAR);
}
static inline bool lang_np_dtype(const lang_value *v) {
    return v->kind == V_DTYPE ? (v->u.object.bits & LANG_BIT_NP_DTYPE) != 0 : v->kind == V_FLOAT && v->f32;
}
static inline bool lang_np_type(const lang_value *v) {
    return v->kind == V_DTYPE && (v->u.object.bits & LANG_BIT_NP_TYPE);
}

/* print options (arr_printopts.c): torch's PRINT_OPTS and numpy's _format_options */
typedef struct lang_printopts {
    int32_t t_precision, t_edgeitems, t_linewidth;
    int32_t t_sci;        /* sci_mode: -1 None (the formatter chooses), 0 False, 1 True */
    double t_threshold;   /* may be inf */
    int32_t np_precision, np_edgeitems, np_linewidth;
    double np_threshold;
    lang_value *np_threshold_val; /* as given (get_printoptions shows it); NULL: 1000 */
    bool np_suppress;
} lang_printopts;
void lang_printopts_reset(lang_printopts *po);

/* The object layers' per-run state (what CPython keeps per module: torch's print options
 * and grad mode, numpy's and torch's dtype singletons, numpy's generators and rules), kept
 * in the interpreter's layer_state bytes, which start zeroed and which the collector scans. */
typedef struct lang_layer_state {
    lang_printopts po;                          /* set_printoptions (arr_printopts.c) */
    struct lang_rng *rng;                       /* seeded generators (arr_random.c); NULL until used */
    lang_value *dtype_vals[3][SL_DTYPE_COUNT];  /* torch dtypes, numpy dtypes, numpy scalar
                                                   types (np.float32): singletons */
    lang_value *np_bools[2];                    /* np.False_, np.True_ (tensor_objects.c) */
    lang_value *memfmt_vals[SL_MF_PRESERVE + 2];  /* torch's memory formats and torch.strided
                                                   (tensor_objects.c) */
    lang_storage *pending;                      /* lazy copies to materialize before the next write */
    int32_t no_grad_depth;                      /* with torch.no_grad() blocks being run (tensor_grad.c) */
    bool no_grad_decorated;                     /* a function was decorated with @torch.no_grad():
                                                   where grad mode is off is then not tracked */
    bool numpy2;                                /* numpy 2.2.6's rules apply: the lessons profile and a
                                                   program that does not import torch (registry.c) */
} lang_layer_state;
_Static_assert(sizeof(lang_layer_state) <= LANG_LAYER_STATE_BYTES, "lang_interp.layer_state is too small");
static inline lang_layer_state *lang_layers(const lang_interp *I) {
    return (lang_layer_state *)(void *)I->layer_state;
}

/* float16 (arr_half.c): x rounded to the nearest half (ties to even, inf past 65504);
 * numpy's repr of a float16 scalar */
void lang_float16_repr(double d, char *buf, size_t cap);

/* numpy's repr of a complex scalar (arr_complex.c): "1j", "(1+2j)"; f32: complex64 */
void lang_complex_repr(double re, double im, bool f32, char *buf, size_t cap);

/* element idx of view v (storage st), complex, written into the 0-d complex storage dst */
int lang_complex_copy_elem(lang_interp *I, lang_storage *st, const lang_lview *v, const int64_t *idx,
                           lang_storage *dst, sl_error *err);

/* np.iinfo / np.finfo / torch.iinfo / torch.finfo (arr_limits.c): _func returns LANG_NOT_MINE for
 * other names; the objects are tuples with a pytype that _is recognises */
int lang_limits_func(lang_interp *I, bool numpy, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* an integer dtype's least and greatest values and its bits (false: not an integer dtype) */
bool lang_int_limits(sl_dtype dt, lang_i128 *lo, lang_i128 *hi, int *bits);
int lang_limits_getattr(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err);
int lang_limits_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err);

/* torch.rot90 / Tensor.rot90 and np.rot90 (arr_rot90.c) */
int lang_rot90_torch(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_rot90_np(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);

/* torch.set_printoptions, numpy.set_printoptions / get_printoptions (arr_printopts.c);
 * 1: not one of these */
int lang_printopts_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_printopts_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* np.printoptions(...) objects and the with statement over one */
int lang_printopts_with(lang_interp *I, lang_value *cm, lang_node *s, sl_error *err);

/* repr / print of a tensor as torch 1.13 prints it (arr_print.c) */
int lang_tensor_repr(lang_interp *I, const lang_value *t, sl_strbuf *sb, sl_error *err);

/* A fresh storage of nbytes holding dt elements (numpy: an ndarray's, else a
 * tensor's); arr_store.c.  (lang/torch/tensor.h repeats this declaration.) */
lang_storage *lang_storage_new(lang_interp *I, int64_t nbytes, sl_dtype dt, bool numpy);

/* A storage of nbytes whose byte 0 is byte `off` of `of` (of an alias: of its storage):
 * reads and writes through either are seen by the other; data_ptr() is of's plus off. */
lang_storage *lang_storage_alias(lang_interp *I, lang_storage *of, int64_t off, int64_t nbytes,
                                 sl_dtype dt);

/* element access (arr_store.c) */
void lang_lview_of_tensor(const sl_tensor *t, lang_lview *v);
void lang_lview_of_array(const sl_array *a, lang_lview *v);
int lang_numel(const lang_lview *v, int64_t *n, sl_error *err);

/* why st's values cannot be read (a poisoned storage, or the one it aliases), or NULL */
const char *lang_storage_poison(const lang_storage *st);
/* true when reading view v1 at idx1 of s1 and v2 at idx2 of s2 reads the same bytes, as
 * the same dtype, of one storage whose values are unknown but never NaN: the two values
 * are equal whatever they are, so x == x is True and x != x False without knowing x */
bool lang_same_unknown_number(lang_storage *s1, const lang_lview *v1, const int64_t *idx1,
                              lang_storage *s2, const lang_lview *v2, const int64_t *idx2);

/* Value of element `idx` (byte position from the view) / write one. */
int lang_read(lang_interp *I, lang_storage *st, const lang_lview *v, const int64_t *idx,
              lang_num *out, sl_error *err);
int lang_write(lang_interp *I, lang_storage *st, const lang_lview *v, const int64_t *idx,
               lang_num x, sl_error *err);

/* A complex element of a complex view (lang_read refuses those: its callers know only
 * real numbers): real part in *re (a float), imaginary part in *im.  Real views read as
 * lang_read with *im = 0. */
int lang_read_complex(lang_interp *I, lang_storage *st, const lang_lview *v, const int64_t *idx,
                      lang_num *re, double *im, sl_error *err);

/* The float dtype of a complex dtype's parts (other dtypes: themselves) and the view of
 * the real (part 0) or imaginary (part 1) parts of a complex view. */
sl_dtype lang_complex_part_dtype(sl_dtype dt);
void lang_complex_part_view(const lang_lview *v, int part, lang_lview *out);

/* Before any write: materialize every pending lazy copy (they snapshot their source). */
int lang_before_write(lang_interp *I, sl_error *err);

/* torch's resize_bytes_cpu growing st to nbytes (> st->nbytes): a new block, so a new
 * data_ptr(), holding the old bytes, the new ones uninitialized; sets st->resized */
int lang_storage_grow(lang_interp *I, lang_storage *st, int64_t nbytes, sl_error *err);

/* A fresh storage that copies `src` (logical row-major order) into `dst` layout. */
lang_storage *lang_storage_copy(lang_interp *I, lang_storage *src, const lang_lview *src_view,
                                const lang_lview *dst_view, int64_t dst_nbytes,
                                uint64_t flip_mask, bool numpy);

/* Convert a number into what a dtype would store (float32 rounding, int wrapping). */
int lang_num_cast(lang_num x, sl_dtype dt, lang_num *out, sl_error *err);

/* Next index in row-major order; false after the last. */
bool lang_next_index(int64_t *idx, const int64_t *shape, int32_t ndim);

/* interop: torch <-> numpy memory sharing (arr_interop.c).  torch.from_numpy(...);
 * t.numpy(...); np.asarray / np.array (name) of a tensor; torch.tensor / torch.as_tensor
 * (name) of an ndarray. */
int lang_interop_from_numpy(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int lang_interop_numpy(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_interop_np_array(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err);
int lang_interop_tensor_of_array(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                                 sl_error *err);

/* before an in-place write of `self` (storage sst) reading `other` (ost): refuses when
 * two storages alias one memory and the two overlap other than as the same view */
int lang_interop_check_alias(const sl_tensor *self, const lang_storage *sst, const sl_tensor *other,
                             const lang_storage *ost, sl_error *err);

/* complex views and constructors (arr_complex.c).  _np_part: a.real / a.imag (also of
 * real arrays and numpy scalars); _np_set_part: a.real = v / a.imag = v; _tensor_part:
 * t.real / t.imag; _torch_func: torch.complex, view_as_real, view_as_complex, real,
 * imag (the names it handles: LANG_COMPLEX_TORCH_FUNC). */
int lang_complex_np_part(lang_interp *I, lang_value *a, bool imag, lang_value **out, sl_error *err);
int lang_complex_np_set_part(lang_interp *I, lang_value *a, bool imag, lang_value *v, sl_error *err);
int lang_complex_tensor_part(lang_interp *I, lang_value *t, bool imag, lang_value **out, sl_error *err);
int lang_complex_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
#define LANG_COMPLEX_TORCH_FUNC(n)                                                                        \
    (!strcmp((n), "complex") || !strcmp((n), "view_as_real") || !strcmp((n), "view_as_complex") ||       \
     !strcmp((n), "real") || !strcmp((n), "imag"))

/* mathfn: elementwise float math, exact or refused (arr_mathfn.c): torch sigmoid /
 * reciprocal / rsqrt / square and the refusals of torch's vectorized transcendental
 * functions; numpy var / std, reciprocal, the refusals of numpy's SIMD functions;
 * _np_pow: `a ** number` of an ndarray through numpy's fast scalar powers; _int_pow:
 * numpy's integer power loop; _np_sum: a float sum in numpy's pairwise order.  The dispatchers return LANG_NOT_MINE for names they do not handle. */
int lang_mathfn_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                              lang_value **out, sl_error *err);
int lang_mathfn_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_mathfn_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_mathfn_np_method(lang_interp *I, lang_value *v, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err);
int lang_mathfn_np_pow(lang_interp *I, lang_value *a, lang_value *b, lang_value **out, sl_error *err);
int lang_mathfn_int_pow(lang_num p, lang_num q, sl_dtype dt, lang_num *r, sl_error *err);

/* numpy 1.24's float32 / float64 sum (mean) of one reduction group in its summation order
 * (idx0: the group's first element); 1 for layouts whose order is not modelled */
int lang_mathfn_np_sum(lang_interp *I, lang_value *x, const bool *reduced, const int64_t *idx0, bool mean,
                       lang_num *out, sl_error *err);

/* arr_index_item.c: int/bool/None/Ellipsis/slice → one sl_index_item (1), not one of
 * those (0), or error (<0); numpy: a non-int slice bound is numpy's TypeError (else refused) */
int lang_basic_index_item(const lang_value *v, bool numpy, sl_index_item *it, sl_error *err);

/* arr_print.c, for structured arrays (ndarray_structured.c): the n values of one field of
 * dtype dt written as numpy formats that field across the array (scalar: a lone np.void's
 * field), into strs[k]; an array's repr / str from its elements already written (row-major),
 * its dtype printed as dtype_text */
int lang_np_format_values(lang_interp *I, sl_dtype dt, const lang_num *vals, int64_t n, bool scalar, char **strs,
                          sl_error *err);
int lang_np_repr_words(lang_interp *I, const sl_array *x, const char *const *words, const char *dtype_text, bool as_str,
                       sl_strbuf *sb, sl_error *err);

#endif
