/*
 * layout_arg.c — the LAYOUT argument of the command line: a raw layout or a chain.
 *
 * Text that starts with `size=` is a raw layout, read by the core
 * (src/core/layout_parse.c, sl_layout_parse_raw).  Anything else is a chain expression
 * evaluated by the snippet language (sl_eval_chain, src/lang/chain.c); its result is
 * the tensor's element layout, or a numpy array's byte layout converted to elements
 * (refused when its offset or strides are not whole elements).
 */
#include "core/internal.h"

#include <string.h>

int sl_layout_parse(const char *text, sl_layout *out, sl_error *err) {
    int64_t storage;
    return sl_layout_parse_storage(text, out, &storage, err);
}

int sl_layout_parse_storage(const char *text, sl_layout *out, int64_t *storage_bytes,
                            sl_error *err) {
    if (!storage_bytes) return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL argument");
    return sl_layout_parse_ref(text, SL_REF_DEFAULT, out, storage_bytes, err);
}

int sl_layout_parse_ref(const char *text, sl_ref ref, sl_layout *out, int64_t *storage_bytes_out,
                        sl_error *err) {
    int64_t ignored;
    int64_t *storage_bytes = storage_bytes_out ? storage_bytes_out : &ignored;
    if (!text || !out) return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL argument");
    *storage_bytes = -1;
    if (sl_layout_text_is_raw(text)) return sl_layout_parse_raw(text, out, err);
    sl_eval_result r;
    int rc = sl_eval_chain_ref(text, ref, NULL, NULL, &r, err);
    if (rc) return rc;
    if (!r.is_numpy) {
        *out = r.tensor.layout;
        *storage_bytes = r.tensor.storage_bytes;
        return SL_OK;
    }
    const sl_array *a = &r.array;
    if (a->itemsize < 1 || a->offset_bytes % a->itemsize)
        return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                            "unsupported: numpy array whose byte offset is not a multiple of "
                            "its itemsize");
    memset(out, 0, sizeof *out);
    *storage_bytes = a->buffer_bytes;
    out->ndim = a->ndim;
    out->itemsize = a->itemsize;
    out->offset = a->offset_bytes / a->itemsize;
    for (int32_t d = 0; d < a->ndim; d++) {
        if (a->strides[d] % a->itemsize)
            return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                                "unsupported: numpy array whose byte strides are not "
                                "multiples of its itemsize");
        out->size[d] = a->shape[d];
        out->stride[d] = a->strides[d] / a->itemsize;
    }
    return SL_OK;
}
