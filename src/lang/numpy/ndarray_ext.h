/*
 * ndarray_ext.h — numpy-layer functions shared between files of src/lang/numpy/, beyond
 * what lang/lang.h declares.  Include it after "lang/lang.h".  (Named _ext because
 * ndarray_internal.h is written in parallel; the two merge later.)
 */
#ifndef STRIDELAB_LANG_NUMPY_NDARRAY_EXT_H
#define STRIDELAB_LANG_NUMPY_NDARRAY_EXT_H

#include "lang/python/py.h"
#include "lang/arrays/arrays.h"
#include "lang/numpy/ndarray.h"

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

#endif
