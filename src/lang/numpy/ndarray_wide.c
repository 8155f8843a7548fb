/*
 * ndarray_wide.c — Python ints past int64 reaching an ndarray: in its index (a[2**70],
 * a[:2**64]) and in the shape given to a.reshape(...).  The evaluator lets such ints
 * through only where the ndarray's type takes them (lang_type.takes_wide, registry.c) and
 * hands them here first: numpy clips slice bounds, raises its own errors for a lone
 * index or a dimension, and anything it would compute past 64 bits is refused.
 */
#include "lang/python/py.h"

#include <string.h>

#include "lang/numpy/ndarray.h"

static int int_overflow(sl_error *err) { return lang_unsupported(err, "integer arithmetic beyond 64 bits"); }

/* A slice part past int64 as numpy reads it: start and stop are clipped to int64 (Python's
 * slice index conversion), a step past int64 is refused (numpy's byte stride wraps). */
static int wide_slice(lang_interp *I, lang_value *sl, lang_value **out, sl_error *err) {
    *out = sl;
    lang_value *parts[2] = {sl->u.slice.start, sl->u.slice.stop};
    if (sl->u.slice.step && sl->u.slice.step->kind == V_BIGINT) return int_overflow(err);
    bool big0 = parts[0] && parts[0]->kind == V_BIGINT, big1 = parts[1] && parts[1]->kind == V_BIGINT;
    if (!big0 && !big1) return SL_OK;
    for (int k = 0; k < 2; k++)
        if (parts[k] && parts[k]->kind == V_BIGINT) {
            parts[k] = lv_int(I, lv_bigint_get(parts[k]) < 0 ? INT64_MIN : INT64_MAX);
            CHECK_ALLOC(parts[k]);
        }
    lang_value *c = lv_new(I, V_SLICE);
    CHECK_ALLOC(c);
    c->u.slice.start = parts[0];
    c->u.slice.stop = parts[1];
    c->u.slice.step = sl->u.slice.step;
    *out = c;
    return SL_OK;
}

/* A numpy basic index holding ints past int64.  A lone integer raises numpy 1.24's error
 * (in [2**63, 2**64) it converts to uint64 and fails as C long; beyond, it is an object
 * and not an index); the same item inside a tuple is refused (numpy's error order there
 * depends on the other items).  Slices are clipped by wide_slice. */
int lang_np_wide_index(lang_interp *I, lang_value *idx, lang_value **out, sl_error *err) {
    *out = idx;
    if (idx->kind == V_BIGINT) {
        lang_i128 x = lv_bigint_get(idx);
        if (x > 0 && x < ((lang_i128)1 << 64))
            return lang_py_error(err, "OverflowError", "Python int too large to convert to C long");
        return lang_py_error(err, "IndexError",
                             "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) "
                             "and integer or boolean arrays are valid indices");
    }
    if (idx->kind == V_SLICE) return wide_slice(I, idx, out, err);
    if (idx->kind != V_TUPLE) return SL_OK;
    lang_value *t = NULL;
    for (int64_t i = 0; i < idx->u.seq.n; i++) {
        lang_value *v = idx->u.seq.v[i], *w = v;
        if (v->kind == V_BIGINT) return int_overflow(err);
        if (v->kind == V_SLICE) {
            int rc = wide_slice(I, v, &w, err);
            if (rc) return rc;
        }
        if (w != v && !t) {
            t = lv_seq(I, V_TUPLE, idx->u.seq.n);
            CHECK_ALLOC(t);
            memcpy(t->u.seq.v, idx->u.seq.v, (size_t)idx->u.seq.n * sizeof *t->u.seq.v);
        }
        if (t) t->u.seq.v[i] = w;
    }
    if (t) *out = t;
    return SL_OK;
}

/* numpy converts reshape's shape before anything else: a dimension past int64 is its
 * OverflowError, re-raised as this ValueError (other argument forms: refused) */
int lang_np_wide_reshape_args(lang_interp *I, const lang_args *a, sl_error *err) {
    bool big = false, plain = a->nkw == 0;
    for (int32_t k = 0; k < a->npos; k++) {
        big = big || a->pos[k]->kind == V_BIGINT;
        plain = plain && (a->pos[k]->kind == V_INT || a->pos[k]->kind == V_BIGINT);
    }
    if (!big) return SL_OK;
    return plain ? lang_py_error(err, "ValueError", "Maximum allowed dimension exceeded") : int_overflow(err);
}

/* does obj[...] (method NULL) or obj.method(...) take ints past int64?  ndarrays, in
 * their index and in reshape's arguments; numpy scalars do not */
bool lang_np_takes_wide(const lang_value *obj, const char *method) {
    return !lang_np_scalar(obj) && (!method || !strcmp(method, "reshape"));
}
