/*
 * ndarray_ext.h — numpy-layer functions shared between files of src/lang/numpy/, beyond
 * what lang/lang.h declares.  Include it after "lang/lang.h".  (Named _ext because
 * ndarray_internal.h is written in parallel; the two merge later.)
 */
#ifndef STRIDELAB_LANG_NUMPY_NDARRAY_EXT_H
#define STRIDELAB_LANG_NUMPY_NDARRAY_EXT_H

#include "lang/lang.h"

/* ndarray_einsum.c: np.einsum(subscripts, a) of one operand */
int lang_np_einsum(lang_interp *I, const lang_args *args, lang_value **out, sl_error *err);

#endif
