/*
 * ndarray_internal.h — what the ndarray layer's files share; private to src/lang/numpy/.
 *
 * The layer converts Python-level arguments and calls the engine's numpy functions
 * (numpy-views section of stridelab.h); layouts, flags and messages come from the
 * engine.  Its files: ndarray_objects.c (array values, numpy scalars, argument
 * conversion), ndarray_creation.c, ndarray_indexing.c (basic indexing and boolean
 * masks), ndarray_arith.c (type promotion, binary operators and in-place forms),
 * ndarray_reduce.c, ndarray_like.c (astype, *_like, linspace, concatenate / stack),
 * ndarray_ufuncs.c (unary and binary math functions), ndarray_methods.c (attributes
 * and methods), ndarray_module.c (numpy.* functions), plus the older per-family files
 * (ndarray_reorder.c, ndarray_flags.c, ...).  The functions and types below cross
 * between them; what the rest of the language uses is declared in lang/numpy/ndarray.h.
 */
#ifndef STRIDELAB_LANG_NUMPY_NDARRAY_INTERNAL_H
#define STRIDELAB_LANG_NUMPY_NDARRAY_INTERNAL_H

#include "lang/python/py.h"
#include "lang/arrays/arrays.h"
#include "lang/numpy/ndarray.h"

static inline lang_array_v *AV(const lang_value *v) { return lang_av(v); }

/* One operand of a ufunc as value-based casting sees it. */
typedef struct uop {
    lang_value *arr;  /* the ndarray, or NULL for a Python number */
    sl_array rec;     /* its record; a Python number: a 0-d record of its default dtype */
    bool scalar;      /* a Python number or a 0-d array: may be demoted by value */
    lang_num value;   /* the value when scalar */
    bool nep50;       /* numpy 2's promotion (NEP 50): no value-based casting */
    bool weak;        /* NEP 50: a Python int or float, which takes the other operands' dtype */
} uop;

/* NEP 50: a weak Python int must fit the integer loop it is cast to; else numpy 2's
 * "OverflowError: Python integer N out of bounds for int8" (other loops: nothing to check) */
int ndarray_nep50_check(const uop *ops, int n, sl_dtype loop, sl_error *err);



typedef enum { NW_SET, NW_ADD, NW_SUB, NW_MUL, NW_DIV } nwop;

typedef lang_num (*np_elem_fn)(const void *ctx, lang_num x);

typedef enum { RD_SUM, RD_PROD, RD_MIN, RD_MAX, RD_MEAN, RD_ARGMIN, RD_ARGMAX, RD_ALL, RD_ANY } rdkind;

int ndarray_arith_dtype_ok(sl_dtype dt, sl_error *err);
int ndarray_axis_arg(const lang_value *v, sl_np_axis_kind *kind, int64_t *axes, int32_t *n, sl_np_type_msg tuple_msg, sl_np_type_msg plain_msg, sl_error *err);
int ndarray_back_to_scalar(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
int ndarray_cast_checked(lang_num x, sl_dtype to, lang_num *out, sl_error *err);
int ndarray_check_kw(const lang_args *a, const char *fname, const char *const *allowed, int nallowed, sl_error *err);
lang_value *ndarray_dtype_val(lang_interp *I, sl_dtype dt);
int ndarray_elem_copy_new(lang_interp *I, const lang_value *arr, const sl_array *rec, const int64_t *idx, const sl_array *s, lang_value **out, sl_error *err);
bool ndarray_float_sum_exact(const lang_num *t, int64_t n, bool f32);
int ndarray_get_dtype(const lang_value *v, sl_dtype *dt, sl_error *err);
int ndarray_get_order(const lang_value *v, char *order, sl_error *err);
bool ndarray_is_bool_mask(const lang_value *idx);
void ndarray_iter_perm(const sl_array *ops, int nops, int32_t *perm);
lang_value *ndarray_new_array_value(lang_interp *I, const sl_array *a, lang_storage *st, lang_value *base);
int ndarray_np_arange(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_array(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_astype(lang_interp *I, lang_value *v, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_binary(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out, sl_error *err);
int ndarray_np_clip(lang_interp *I, lang_value *v, lang_value *lo, lang_value *hi, lang_value **out, sl_error *err);
int ndarray_np_concatenate(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_create(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_cumulate(lang_interp *I, lang_value *v, bool prod, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_eye(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_int(const lang_value *v, sl_np_type_msg kind, int64_t *out, sl_error *err);
int ndarray_np_ints(const lang_value *v, sl_np_type_msg kind, int64_t *out, int32_t *n, bool *was_seq, sl_error *err);
int ndarray_np_items(lang_interp *I, lang_value *idx, sl_index_item *items, int32_t *n, sl_error *err);
int ndarray_np_like(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_linspace(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_map1(lang_interp *I, lang_value *v, sl_dtype dt, bool cast, sl_dtype in_dt, np_elem_fn fn, const void *ctx, lang_value **out, sl_error *err);
int ndarray_np_mask_get(lang_interp *I, lang_value *a, lang_value *mask, lang_value **out, sl_error *err);
int ndarray_np_mask_set(lang_interp *I, lang_value *a, lang_value *mask, lang_value *v, sl_error *err);
int ndarray_np_math1(lang_interp *I, const char *name, lang_value *v, lang_value **out, sl_error *err);
int ndarray_np_matmul(lang_interp *I, lang_value *a, lang_value *b, bool dot, lang_value **out, sl_error *err);
int ndarray_np_new(lang_interp *I, const sl_array *r, lang_fill fill, lang_num value, lang_value **out, sl_error *err);
int ndarray_np_pred1(lang_interp *I, const char *name, lang_value *v, lang_value **out, sl_error *err);
int ndarray_np_reduce(lang_interp *I, lang_value *v, rdkind k, const char *fname, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_result_type(const uop *ops, int n, sl_dtype *out, sl_error *err);
int ndarray_np_round(lang_interp *I, lang_value *v, const lang_value *decv, lang_value **out, sl_error *err);
lang_value *ndarray_np_scalar(lang_interp *I, lang_num x, sl_dtype dt);
/* After sl_np_broadcast_arrays of a ufunc's operands: true when the shapes do not
 * broadcast (the caller raises numpy's "operands could not be broadcast together");
 * a broadcast view too large to make (numpy's ufunc makes none: it allocates the output,
 * and whether that fails depends on the machine) becomes a refusal in err */
bool ndarray_broadcast_mismatch(int rc, sl_error *err);
int ndarray_np_select(lang_interp *I, const char *kind, lang_value **args, int nargs, lang_value **out, sl_error *err);
int ndarray_np_shape_args(const lang_value *const *pos, int32_t npos, int64_t *out, int32_t *n, sl_error *err);
int ndarray_np_stack(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_unary(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err);
int ndarray_np_write(lang_interp *I, lang_value *dst, const sl_array *rec, nwop op, lang_value *v, sl_error *err);
int ndarray_read_elem(lang_interp *I, const lang_value *arr, const sl_array *rec, const int64_t *idx, lang_num *x, sl_error *err);
int ndarray_reduce_axes(const lang_value *v, const sl_array *x, bool allow_tuple, bool allow_0d_int, bool *reduced, bool *all, sl_error *err);
int ndarray_reducer_of(const char *name, rdkind *k);
double ndarray_rnd_to(double x, bool f32);
int ndarray_scalar_as_array(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
const char *ndarray_scalar_type(const lang_value *v);
int ndarray_sort_axis(const lang_value *axv, const sl_array *x, int64_t *ax, sl_error *err);
int ndarray_sort_values(lang_interp *I, lang_value *v, int64_t ax, sl_error *err);
int ndarray_strides_in_perm(sl_array *out, const int32_t *perm, sl_error *err);
int ndarray_ufunc_dtype_ok(sl_dtype dt, sl_error *err);
/* the float type numpy's float-only unary loops pick: bool and 8-bit ints float16, 16-bit
 * ints float32, other ints float64, floats their own (ndarray_ufuncs.c) */
sl_dtype ndarray_float_loop_of(sl_dtype dt);
int ndarray_ufunc_result(const sl_array *const *orig, int norig, bool needs_cast, const sl_array *bc, int nbc, sl_dtype rdt, sl_array *out, sl_error *err);
int ndarray_uop_from(lang_interp *I, lang_value *v, uop *o, sl_error *err);
int ndarray_wrap_np(lang_interp *I, int rc, const sl_array *r, lang_value *src, lang_value **out, sl_error *err);
int ndarray_as_array(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
int ndarray_call_method(lang_interp *I, lang_value *self, const char *name, lang_value **pos, int32_t npos, const char **kwn, lang_value **kw, int32_t nkw, lang_value **out, sl_error *err);
bool ndarray_is_array(const lang_value *v);
const lang_storage *ndarray_mem_root(const lang_storage *st);
int ndarray_new_zeros(lang_interp *I, const int64_t *shape, int32_t nd, sl_dtype dt, lang_value **out, sl_error *err);
int ndarray_np_copyto(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_diag(lang_interp *I, bool flat, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_resize_func(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_resize_method(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err);
int ndarray_np_trace(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err);

/* ---- shared by the operation families of this layer ---- */

/* The dispatchers of these families (1 for names, or argument forms, they do not handle).
 * ndarray_triangles.c: np.tril / triu / einsum; ndarray_isclose.c: np.isclose / allclose /
 * hsplit / vsplit / dsplit / nditer / ndenumerate / take / broadcast_shapes;
 * ndarray_take.c: a.take */
int lang_np_triangles_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_np_isclose_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_np_take_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                        sl_error *err);

/* ndarray_bytes.c: a.tobytes / a.byteswap, np.frombuffer (1: another name) */
int lang_np_bytes_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err);
int lang_np_bytes_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* ndarray_structured.c: record dtypes and arrays.  _func: np.dtype of a record spec, np.array /
 * asarray / zeros / ones with one, np.shape / ndim / size of a record array, and the
 * refusal of other functions given one (1: none of these); _view_of: plain.view(record
 * dtype) (1: dv is not a record spec); _is_structured: a record dtype or array value */
int lang_np_structured_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_np_structured_view_of(lang_interp *I, lang_value *v, lang_value *dv, lang_value **out, sl_error *err);
bool lang_np_is_structured(const lang_value *v);

/* ndarray_einsum.c: np.einsum(subscripts, a) of one operand */
int lang_np_einsum(lang_interp *I, const lang_args *args, lang_value **out, sl_error *err);

/* ndarray_isclose.c: v as an array (np.asarray; a tensor refused) */
int lang_np_as_array(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);

/* ndarray_split.c: np.hsplit / vsplit / dsplit (name) */
int lang_np_hvdsplit(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* ndarray_iterators.c: np.nditer, np.ndenumerate */
int lang_np_nditer(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int lang_np_ndenumerate(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);

/* ndarray_take.c: np.take (self NULL) / self.take */
int lang_np_take(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err);

/* ndarray_layout_queries.c: np.broadcast_shapes */
int lang_np_broadcast_shapes(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);

/* ndarray_isclose.c: _want_array: a non-scalar, non-complex ndarray argument (others
 * refused); _read_array: every element of an array in C order (more than 2^24 refused);
 * np.array_equal */
int lang_np_want_array(const lang_value *v, const char *fname, sl_error *err);
int lang_np_read_array(lang_interp *I, lang_value *av, const char *what, lang_num **vals, int64_t *n, sl_error *err);
int lang_np_array_equal(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);

/* ndarray_count_nonzero.c: np.count_nonzero */
int lang_np_count_nonzero(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);

/* ndarray_layout_queries.c: np.isfortran */
int lang_np_isfortran(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);

/* ndarray_fill_diagonal.c: np.fill_diagonal */
int lang_np_fill_diagonal(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);

/* ndarray_put_choose.c: np.put / putmask / place / extract / compress / choose /
 * take_along_axis / put_along_axis and the methods a.put / a.compress / a.choose
 * (LANG_NOT_MINE: not one of them) */
/* ndarray_pylevel.c: append, delete, insert, select, trim_zeros, mask_indices, unstack,
 * matrix_transpose (LANG_NOT_MINE: another name) */
int lang_np_pylevel_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_np_put_choose_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
/* lang_bind with Python's TypeError for a missing required argument (numpy functions
 * written in Python or behind a Python dispatcher) */
int ndarray_bind_py(const lang_args *a, const char *fname, const char *const *params, int n, int nreq,
                    lang_value **out, sl_error *err);
int lang_np_put_choose_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                              sl_error *err);

/* ndarray_index_tricks.c: np.kron, np.block, np.broadcast (LANG_NOT_MINE: not one of them); np.s_ /
 * index_exp / ogrid / mgrid subscripted, the broadcast object's attributes */
int lang_np_tricks_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

#endif
