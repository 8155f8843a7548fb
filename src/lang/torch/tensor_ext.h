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

#endif
