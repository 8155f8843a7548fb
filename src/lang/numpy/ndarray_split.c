/*
 * ndarray_split.c — np.hsplit / np.vsplit / np.dsplit (numpy 1.24) for the snippet
 * language: numpy's dimension check, then np.split along axis 1 (0 for 1-d) / 0 / 2.
 * np.split / array_split themselves are ndarray_module.c; the dispatcher that routes
 * here is lang_np_isclose_func (ndarray_isclose.c).
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"

#include <math.h>
#include <stdlib.h>

/* np.hsplit / vsplit / dsplit: split along axis 1 (0 for 1-d) / 0 / 2 */
int lang_np_hvdsplit(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"ary", "indices_or_sections"};
    lang_value *p[2];
    int rc = lang_bind(a, name, PN, 2, 2, p, err);
    if (rc) return rc;
    lang_value *arr;
    if ((rc = lang_np_as_array(I, p[0], &arr, err))) return rc;
    int32_t nd = lang_av(arr)->a.ndim, need = name[0] == 'h' ? 1 : name[0] == 'v' ? 2 : 3;
    if (nd < need)
        return lang_py_error(err, "ValueError", "%s only works on arrays of %d or more dimensions", name, need);
    int64_t axis = name[0] == 'h' ? (nd > 1 ? 1 : 0) : name[0] == 'v' ? 0 : 2;
    lang_value *av = lv_int(I, axis);
    CHECK_ALLOC(av);
    lang_value *pos[3] = {arr, p[1], av};
    lang_args b;
    memset(&b, 0, sizeof b);
    b.pos = pos;
    b.npos = 3;
    return lang_np_func(I, "split", &b, out, err);
}
