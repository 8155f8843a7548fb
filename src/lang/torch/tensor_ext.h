/*
 * tensor_ext.h — torch-layer functions shared between files of src/lang/torch/ (and the
 * few numpy-layer files that reuse a torch helper), beyond what lang/lang.h declares.
 * Include it after "lang/lang.h".  (Named _ext because tensor_internal.h is written in
 * parallel; the two merge later.)
 */
#ifndef STRIDELAB_LANG_TORCH_TENSOR_EXT_H
#define STRIDELAB_LANG_TORCH_TENSOR_EXT_H

#include "lang/python/py.h"
#include "lang/arrays/arrays.h"
#include "lang/torch/tensor.h"

/* tensor_matmul.c: *rows = the product of the d sizes s[0..d) (overflow: the "matmul
 * size" error); also folds numpy's tril / triu shapes (ndarray_triangles.c) */
int lang_torch_fold(const int64_t *s, int32_t d, int64_t *rows, sl_error *err);

/* tensor_triangles.c: tril / triu.  _tri_diag: the diagonal= argument (TypeError naming
 * argument position pos); _tri_keep: whether element (i, j) stays in the lower (upper)
 * triangle of diagonal k (shared with ndarray_triangles.c); _tri: tril / triu of tensor t
 * (inplace: tril_ / triu_) */
int lang_torch_tri_diag(const char *fname, int pos, lang_value *v, int64_t *k, sl_error *err);
bool lang_torch_tri_keep(bool lower, int64_t i, int64_t j, int64_t k);
int lang_torch_tri(lang_interp *I, lang_value *t, bool lower, bool inplace, int64_t k, lang_value **out,
                   sl_error *err);

/* tensor_new_methods.c: t.new_empty / new_zeros / new_ones / new_full / new_tensor (name) */
int lang_torch_tensor_new(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err);

/* tensor_topk.c: argument helpers.  _call_args: t.NAME(*pos, **kw) of a tensor or array,
 * or the torch function "torch.NAME" when t is NULL; _int_arg: an int argument (other
 * types refused) */
int lang_torch_call_args(lang_interp *I, lang_value *t, const char *name, lang_value **pos, int32_t npos,
                         const char **kwn, lang_value **kw, int32_t nkw, lang_value **out, sl_error *err);
int lang_torch_int_arg(const lang_value *v, const char *fname, const char *what, int64_t *out, sl_error *err);

/* tensor_repeat_interleave.c: t.repeat_interleave(...); torch.repeat_interleave(repeats) */
int lang_torch_method_repeat_interleave(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out,
                                        sl_error *err);
int lang_torch_repeat_index_only(lang_interp *I, lang_value *rt, lang_value **out, sl_error *err);

/* tensor_hvstack.c: torch.hstack (v false) / torch.vstack (v true) */
int lang_torch_hvstack(lang_interp *I, bool v, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_clamp.c: t.clamp / t.clip with number bounds */
int lang_torch_method_clamp(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_nonzero.c: helpers of the fresh-result ops.  _read_all: every element of tensor tv
 * in row-major order (*n of them; complex and more than 2^24 elements refused);
 * _num_nonzero: x != 0; _new_zeros: a fresh zero tensor of shape (strides: given, or
 * contiguous when NULL; the storage then holds nelem elements); _write_at: x cast to tv's
 * dtype written at idx; _inum: an int lang_num; _want_tensor: a tensor argument (others
 * refused) */
int lang_torch_read_all(lang_interp *I, lang_value *tv, const char *what, lang_num **vals, int64_t *n, sl_error *err);
bool lang_torch_num_nonzero(lang_num x);
int lang_torch_new_zeros(lang_interp *I, const int64_t *shape, int32_t nd, const int64_t *strides, int64_t nelem,
                         sl_dtype dt, lang_value **out, lang_storage **st, sl_error *err);
int lang_torch_write_at(lang_interp *I, lang_value *tv, lang_storage *st, const int64_t *idx, lang_num x,
                        sl_error *err);
lang_num lang_torch_inum(int64_t i);
int lang_torch_want_tensor(const lang_value *v, const char *fname, const char *what, sl_error *err);

/* tensor_diag.c: t.diag / diagflat / diag_embed / trace / fill_diagonal_; _offset_arg: an
 * int offset within +-2**40 (0 when v is NULL) */
int lang_torch_method_diag(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_torch_offset_arg(const lang_value *v, const char *fname, int64_t *k, sl_error *err);
int lang_torch_method_diagflat(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_torch_method_diag_embed(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_torch_method_trace(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_torch_method_fill_diagonal(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out,
                                    sl_error *err);

/* tensor_isclose.c: _num_equal: x == y in the promoted kind (0 exact ints, 1 float32, 2
 * double; NaN unequal); t.equal; t.allclose / t.isclose (isclose true) */
bool lang_torch_num_equal(lang_num x, lang_num y, int kind);
int lang_torch_method_equal(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_torch_method_allclose(lang_interp *I, lang_value *t, bool isclose, const lang_args *a, lang_value **out,
                               sl_error *err);

/* tensor_triangles.c: torch.triu_indices (upper) / tril_indices */
int lang_torch_tri_indices(lang_interp *I, bool upper, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_mathfn.c: -x / x.neg() ("neg"), x.abs() ("abs"), x.sqrt() ("sqrt") */
int lang_torch_unary_op(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err);

/* tensor_topk.c: t.argsort(...): the indices of t.sort(...) */
int lang_torch_method_argsort(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);

#endif
