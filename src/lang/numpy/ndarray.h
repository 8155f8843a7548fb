/*
 * ndarray.h — the ndarray layer of the snippet language (src/lang/numpy/) as the evaluator
 * and the other layers call it: the numpy module's functions, ndarray attributes,
 * methods, subscripts and operators, and the helpers other files share.
 */
#ifndef STRIDELAB_LANG_NDARRAY_H
#define STRIDELAB_LANG_NDARRAY_H

#include "lang/python/py.h"
#include "lang/arrays/arrays.h"

/* np.random.default_rng(seed) objects: tuples with pytype "numpy.random.Generator" */
int lang_random_generator_attr(lang_interp *I, lang_value *g, const char *name, lang_value **out, sl_error *err);
int lang_random_generator_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                                 lang_value **out, sl_error *err);

int lang_np_getattr(lang_interp *I, lang_value *a, const char *name, lang_value **out,
                    sl_error *err);
/* copy.copy / copy.deepcopy of an array (ndarray_like.c) */
int lang_np_copy_module(lang_interp *I, lang_value *v, bool deep, lang_copy_memo *memo, lang_value **out, sl_error *err);
/* ndarray's method table (ndarray_methods.c; py_dispatch.h), for the tests of its order */
struct lang_method_defs;
const struct lang_method_defs *lang_np_method_defs(void);
/* the numpy module's function table (ndarray_module.c) */
struct lang_func_defs;
const struct lang_func_defs *lang_np_func_defs(void);
/* the i-th attribute table of ndarray_methods.c (ndarray, numpy.dtype, numpy.flagsobj),
 * NULL past the last: for the tests of their order */
struct lang_attr_defs;
const struct lang_attr_defs *lang_np_attr_defs(int32_t i);
/* the table of numpy's functions that take the array first (ndarray_module.c) */
const struct lang_method_defs *lang_np_array_first_defs(void);
/* numpy.broadcast's attribute table (ndarray_index_tricks.c) */
const struct lang_attr_defs *lang_np_broadcast_attr_defs(void);
int lang_np_method(lang_interp *I, lang_value *a, const char *name, const lang_args *args,
                   lang_value **out, sl_error *err);
int lang_np_subscript(lang_interp *I, lang_value *a, lang_value *idx, lang_value **out,
                      sl_error *err);
int lang_np_setattr(lang_interp *I, lang_value *a, const char *name, lang_value *v,
                    sl_error *err);
int lang_np_setitem(lang_interp *I, lang_value *a, lang_value *idx, lang_value *v,
                    sl_error *err);
int lang_np_func(lang_interp *I, const char *name, const lang_args *args, lang_value **out,
                 sl_error *err);

/* np.name(*pos, **kw) and self.name(*pos) with the arguments given as arrays */
int lang_np_call(lang_interp *I, const char *name, lang_value **pos, int32_t npos, const char **kwnames,
                 lang_value **kw, int32_t nkw, lang_value **out, sl_error *err);
int lang_np_method_pos(lang_interp *I, lang_value *self, const char *name, lang_value **pos, int32_t npos,
                       lang_value **out, sl_error *err);
int lang_np_repr(lang_interp *I, const lang_value *a, sl_strbuf *sb, bool as_str,
                 sl_error *err);
int lang_np_scalar_new(lang_interp *I, sl_dtype dt, const lang_args *a, lang_value **out,
                       sl_error *err);

/* Which numpy's rules a run's arrays follow (ndarray_objects.c).  Under lessons a program
 * that does not import torch runs on numpy 2.2.6 (lang_layers(I)->numpy2); one that imports torch runs
 * beside torch 2.2.2 on numpy 1.26.4, which keeps numpy 1.x's rules, followed as numpy
 * 1.24's (debian12).  lang_np_ref: the profile stamped on the run's arrays (sl_array.ref),
 * so the engine decides per record; lang_np_is2: an array or numpy scalar made under
 * numpy 2's rules; lang_np_scalar_name: the name of a dtype's scalar type (numpy 2 calls
 * numpy.bool_ numpy.bool). */
sl_ref lang_np_ref(const lang_interp *I);
bool lang_np_is2(const lang_value *v);

/* ndarray_index_tricks.c: np.s_ / index_exp / mgrid / ogrid subscripted (f a V_FUNC; 1:
 * not one of these), and the np.broadcast object (a V_LIST of pytype "numpy.broadcast")
 * and its attributes */
int lang_np_func_subscript(lang_interp *I, lang_value *f, lang_value *idx, lang_value **out, sl_error *err);
bool lang_np_is_broadcast(const lang_value *v);
int lang_np_broadcast_getattr(lang_interp *I, lang_value *b, const char *name, lang_value **out, sl_error *err);
const char *lang_np_scalar_name(sl_dtype dt, bool np2);
/* The dotted path of type(v) for numpy's helper objects, as <class '...'> prints it: a
 * dtype (numpy 1.24: numpy.dtype[int64]; numpy >= 1.25, both lessons environments:
 * numpy.dtypes.Int64DType), a.flags and a.ctypes (numpy 2 moved numpy.core to
 * numpy._core), the DummyArray base of as_strided (numpy 2:
 * numpy.lib._stride_tricks_impl), a.flat.  NULL for other values. */
const char *lang_np_type_path(lang_interp *I, const lang_value *v);
/* the class of a numpy dtype: numpy.dtypes.Int64DType (dtypes_module: numpy >= 1.25) or
 * numpy.dtype[int64] (numpy 1.24), written into buf */
const char *lang_np_dtype_class(sl_dtype dt, bool dtypes_module, char *buf, size_t cap);

/* IndexError of a boolean index whose length `got` is not axis `axis`'s of x, worded as
 * x's numpy does (ndarray_indexing.c) */
int ndarray_bool_len_error(const sl_array *x, int32_t axis, int64_t got, sl_error *err);

/* numpy 2 writing a Python number into an integer array (setitem, fill, full_like): an
 * int must fit (NEP 50's OverflowError); a float goes through int() first (NaN: ValueError,
 * inf: OverflowError) and must fit too.  Nothing to check under numpy 1.x or for other
 * dtypes and values. */
int ndarray_nep50_write_check(lang_interp *I, const lang_value *v, sl_dtype dt, sl_error *err);

/* A numpy scalar as the Python number it stands for (other values: returned as is). */
lang_value *lang_np_scalar_py(lang_interp *I, lang_value *v, sl_error *err);

/* npops: ndarray_arith.c entry points for the evaluator.  lang_np_compare: `a OP b` for a
 * comparison OP with an ndarray on either side (the other a number or array): numpy's
 * elementwise result (a bool array, or a numpy bool scalar for 0-d operands).
 * lang_np_unary: -a, +a, ~a of an ndarray (OP_NEG / OP_POS / OP_INVERT) as numpy's
 * negative / positive / invert ufuncs.  lang_np_flags_repr: repr/str of a V_FLAGS value
 * (print(a.flags)). */
int lang_np_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                    sl_error *err);
int lang_np_unary(lang_interp *I, lang_op op, lang_value *a, lang_value **out, sl_error *err);
int lang_np_flags_repr(lang_interp *I, const lang_value *flags, sl_strbuf *sb, sl_error *err);

/* npadv: advanced (integer-array) indexing of ndarrays (ndarray_adv_index.c).  _index: does
 * the index hold a list or an ndarray of >= 1 dim; _get / _set: a[idx] and a[idx] = v.
 * Helpers from ndarray_adv_index.c: a new array value, numpy's cast of a written value, the
 * iterator's K order of broadcast operands (innermost first). */
bool lang_np_adv_index(const lang_value *idx);
int lang_np_adv_get(lang_interp *I, lang_value *a, lang_value *idx, lang_value **out, sl_error *err);
int lang_np_adv_set(lang_interp *I, lang_value *a, lang_value *idx, lang_value *v, sl_error *err);
lang_value *lang_np_array_value(lang_interp *I, const sl_array *a, lang_storage *st, lang_value *base);
int lang_np_cast_checked(lang_num x, sl_dtype to, lang_num *out, sl_error *err);
void lang_np_iter_perm(const sl_array *ops, int nops, int32_t *perm);

/* npmore: numpy's copying/reordering functions (ndarray_reorder.c): np.tile, repeat, roll,
 * vstack/hstack/column_stack/dstack/row_stack, nonzero, argwhere, flatnonzero, argsort,
 * sort(kind=).  Both return LANG_NOT_MINE for names they do not handle. */
int lang_np_reorder_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* ndarray_grids.c: np.meshgrid, np.indices, np.ix_; 1 when not one */
int lang_np_grids_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* ndarray_compose.c: np.diff, np.outer; 1 when not one */
int lang_np_compose_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_np_reorder_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err);

/* ndarray_like.c: the arrays of a list/tuple of arrays (an ndarray of ndim >= 1: its rows) */
int lang_np_array_list(lang_interp *I, lang_value *seq, const char *fname, lang_value ***items,
                       int32_t *n, sl_error *err);

/* npmisc: numpy index arithmetic and raw construction (ndarray_index_math.c): np.unravel_index,
 * np.ravel_multi_index, the np.ndarray(...) constructor; a.item(*index).  Both return LANG_NOT_MINE for
 * names (or argument forms) they do not handle. */
int lang_np_index_math_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_np_index_math_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err);

/* ndarray_index_math.c: a.flat, a V_STORAGE value of LANG_AUX_FLATITER (numpy.flatiter, owner the
 * array): flat[k] / flat[i:j:s] / flat[list or int array] reads, flat[...] = scalar writes */
int lang_np_flat_get(lang_interp *I, lang_value *flat, lang_value *idx, lang_value **out, sl_error *err);
int lang_np_flat_set(lang_interp *I, lang_value *flat, lang_value *idx, lang_value *v, sl_error *err);
/* a.flat = v: v cast to a's dtype, written in C order, repeated cyclically */
int lang_np_flat_assign(lang_interp *I, lang_value *arr, lang_value *v, sl_error *err);
/* flat.copy() (LANG_NOT_MINE: another method) */
int lang_np_flatiter_method(lang_interp *I, lang_value *flat, const char *name, const lang_args *a, lang_value **out,
                            sl_error *err);
/* ndarray_flatiter.c: the flatiter's position (kept in flat->cursor): fl.index / fl.coords
 * (1: another attribute), next(fl) (*done at the end) */
int lang_np_flatiter_attr(lang_interp *I, lang_value *flat, const char *name, lang_value **out, sl_error *err);
int lang_np_flatiter_next(lang_interp *I, lang_value *flat, lang_value **item, bool *done, sl_error *err);

/* npflags: ndarray.resize / np.resize, read-only arrays (flags and setflags writes), a.ctypes
 * (a V_FLAGS value of LANG_AUX_CTYPES), __array_interface__, np.byte_bounds, np.require, diag,
 * diagflat, trace, one-argument where, copyto (ndarray_diag_copyto.c).  The dispatchers return LANG_NOT_MINE for
 * names they do not handle. */
int lang_np_flags_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                         lang_value **out, sl_error *err);
int lang_np_flags_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_np_flags_getattr(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err);
int lang_np_flags_setattr(lang_interp *I, lang_value *flags, const char *name, lang_value *v, sl_error *err);
int lang_np_flags_setitem(lang_interp *I, lang_value *flags, lang_value *key, lang_value *v, sl_error *err);

/* ndarray_wide.c: ints past int64 in an ndarray's index and reshape's arguments (the
 * ndarray type's takes_wide, wide_index and wide_call slots) */
bool lang_np_takes_wide(const lang_value *obj, const char *method);
int lang_np_wide_index(lang_interp *I, lang_value *idx, lang_value **out, sl_error *err);
int lang_np_wide_reshape_args(lang_interp *I, const lang_args *a, sl_error *err);

/* a OP b with an ndarray or numpy scalar operand (ndarray_arith.c); np.ndindex and the
 * other functions of ndarray_iterators.c (LANG_NOT_MINE: not handled) */
int lang_np_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b,
                  lang_value **out, sl_error *err);

int lang_np_iterators_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* a.item() (to 0), int(a), float(a), bool(a) (LANG_TO_*; ndarray_methods.c) */
int lang_np_convert(lang_interp *I, lang_value *v, int to, lang_value **out, sl_error *err);

#endif
