/*
 * tensor_copy.c — copy.copy and copy.deepcopy of a tensor, as torch's Tensor does them.
 *
 * copy.copy goes through Tensor.__reduce_ex__, which rebuilds a tensor over the same
 * storage with the same sizes, strides and offset: writes through either are seen by the
 * other, and the copy is not a view (_base is None).  copy.deepcopy (Tensor.__deepcopy__)
 * copies the whole storage and sets the same sizes, strides and offset on the new one;
 * tensors over one storage deep-copied together (deepcopy([t, t[0]])) share one new
 * storage, through the deepcopy's memo.
 */
#include "lang/python/py.h"

#include "lang/torch/tensor_internal.h"

int lang_torch_copy(lang_interp *I, lang_value *v, bool deep, lang_copy_memo *memo, lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(v)->t;
    lang_storage *st = TV(v)->st;
    sl_tensor t = *tt;
    t.alias = SL_ALIAS_NEW;
    if (!deep) {
        *out = lang_wrap_tensor(I, &t, st, NULL);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    lang_storage *nst = memo ? lang_copy_memo_get(memo, st) : NULL;
    if (!nst) {
        int64_t is = tt->layout.itemsize, nbytes = tt->storage_bytes;
        if (st->fill == LF_UNINIT) return lang_unsupported(err, "copy.deepcopy() of a tensor over uninitialized memory");
        if (is <= 0 || nbytes % is) return lang_unsupported(err, "copy.deepcopy() of a tensor whose storage is not whole elements");
        if (st->alias_of || st->addr_unknown || st->resized)
            return lang_unsupported(err, "copy.deepcopy() of a tensor over a shared or resized storage");
        lang_lview all = {0};
        all.ndim = 1;
        all.dtype = tt->dtype;
        all.shape[0] = nbytes / is;
        all.stride_bytes[0] = is;
        int rc = lang_before_write(I, err);
        if (rc) return rc;
        CHECK_ALLOC(nst = lang_storage_copy(I, st, &all, &all, nbytes, 0, false));
        if (memo && (rc = lang_copy_memo_put(I, memo, st, nst, err))) return rc;
    }
    *out = lang_wrap_tensor(I, &t, nst, NULL);
    CHECK_ALLOC(*out);
    return SL_OK;
}
