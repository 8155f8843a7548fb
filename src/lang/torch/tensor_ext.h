/*
 * tensor_ext.h — torch-layer functions shared between files of src/lang/torch/ (and the
 * few numpy-layer files that reuse a torch helper), beyond what lang/lang.h declares.
 * Include it after "lang/lang.h".  (Named _ext because tensor_internal.h is written in
 * parallel; the two merge later.)
 */
#ifndef STRIDELAB_LANG_TORCH_TENSOR_EXT_H
#define STRIDELAB_LANG_TORCH_TENSOR_EXT_H

#include "lang/lang.h"

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

#endif
