/*
 * arr_index_item.c — one item of a basic index (int, bool, None, Ellipsis, slice) as the
 * engine's sl_index_item, the way torch and numpy both read it; what differs between them
 * (a slice bound that is not an int) is the caller's choice.
 */
#include "lang/python/py.h"

#include <string.h>

#include "lang/arrays/arrays.h"

/* One basic-indexing item from a Python value, for the kinds torch and numpy read alike:
 * int, bool, None, Ellipsis and slices (missing bounds stay unset).  Returns 1 when `v`
 * was one of those, 0 when the caller must handle it (tensors, arrays, lists...), or a
 * negative status.  A slice bound that is not an int: numpy's TypeError when `numpy`,
 * otherwise a refusal (torch's argument-parser message is not reproduced). */
int lang_basic_index_item(const lang_value *v, bool numpy, sl_index_item *it, sl_error *err) {
    memset(it, 0, sizeof *it);
    switch (v->kind) {
    case V_INT: it->kind = SL_IDX_INT; it->value = v->u.i; return 1;
    case V_BOOL: it->kind = v->u.b ? SL_IDX_TRUE : SL_IDX_FALSE; return 1;
    case V_NONE: it->kind = SL_IDX_NONE; return 1;
    case V_ELLIPSIS: it->kind = SL_IDX_ELLIPSIS; return 1;
    case V_SLICE: {
        it->kind = SL_IDX_SLICE;
        const lang_value *p[3] = {v->u.slice.start, v->u.slice.stop, v->u.slice.step};
        bool *has[3] = {&it->has_start, &it->has_stop, &it->has_step};
        int64_t *dst[3] = {&it->start, &it->stop, &it->step};
        for (int k = 0; k < 3; k++) {
            if (p[k]->kind == V_NONE) continue;
            if (p[k]->kind != V_INT && p[k]->kind != V_BOOL) {
                if (numpy)
                    return lang_py_error(err, "TypeError",
                                         "slice indices must be integers or None or have an __index__ method");
                return lang_unsupported(err, "a slice bound of type %s", lv_type_name(p[k]));
            }
            *has[k] = true;
            *dst[k] = p[k]->kind == V_INT ? p[k]->u.i : p[k]->u.b;
        }
        return 1;
    }
    default: return 0;
    }
}
