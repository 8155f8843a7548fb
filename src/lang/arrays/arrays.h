/*
 * arrays.h — what tensors and arrays share in the snippet language (src/lang/arrays/):
 * element storage and access, printing and print options, complex and float16 values,
 * machine limits, torch <-> numpy memory sharing, elementwise float math, random numbers.
 */
#ifndef STRIDELAB_LANG_ARRAYS_H
#define STRIDELAB_LANG_ARRAYS_H

#include "lang/python/py.h"

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
    lang_value *memfmt_vals[4];                 /* torch's memory formats (tensor_objects.c) */
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

/* np.iinfo / np.finfo / torch.iinfo / torch.finfo (arr_limits.c): _func returns 1 for
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
 * numpy's integer power loop; _np_sum: a float sum in numpy's pairwise order.  The dispatchers return 1 for names they do not handle. */
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

#endif
