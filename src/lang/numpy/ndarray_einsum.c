/*
 * ndarray_einsum.c — np.einsum of one operand for the snippet language (numpy 1.24
 * semantics): views (permutations, diagonals) and exact sums.  torch.einsum is
 * src/lang/torch/tensor_einsum.c; the numpy dispatcher that routes here is
 * lang_np_triangles_func in ndarray_triangles.c.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/numpy/ndarray_internal.h"

#include <math.h>
#include <string.h>

/* np.einsum(subscripts, a) of one operand: the labels of a's dims; the output labels
 * (explicit after "->", else the labels seen once, in ASCII order).  Without summed
 * labels the result is a view (a label repeated in the input takes the diagonal: its
 * stride is the sum of those dims' strides) unless it has 0 dims (a numpy scalar then);
 * with them, the sums for a 0-d or 1-d result
 * of integer / bool values, or float values that are integers summing exactly. */
/* np.einsum(op0, sublist0, op1, sublist1, ..., [sublistout]): numpy's einsum_sub_op_from_list
 * turns each sublist into subscripts (label s < 26 is 'A' + s, else 'a' + s - 26; Ellipsis
 * "..."), joined by ',' with "->" before the output's; then the subscripts form runs */
static int sublist_form(lang_interp *I, const lang_args *args, lang_value **out, sl_error *err) {
    int32_t nops = args->npos / 2;
    char buf[4 * 64 * (SL_MAX_DIMS + 4)];
    size_t len = 0;
    lang_value *ops[64];
    if (nops > 64) return lang_unsupported(err, "np.einsum() of more than 64 operands");
    for (int32_t k = 0; k <= nops; k++) {
        lang_value *sl = k < nops ? args->pos[2 * k + 1] : args->npos % 2 ? args->pos[args->npos - 1] : NULL;
        if (!sl) break;
        if (k < nops) ops[k] = args->pos[2 * k];
        if (k > 0) len += (size_t)snprintf(buf + len, sizeof buf - len, "%s", k < nops ? "," : "->");
        if (sl->kind != V_LIST && sl->kind != V_TUPLE) return lang_unsupported(err, "np.einsum() with a sublist of type %s", lv_type_name(sl));
        if (sl->u.seq.n > SL_MAX_DIMS + 3) return lang_unsupported(err, "np.einsum() sublist of %lld labels", (long long)sl->u.seq.n);
        for (int64_t j = 0; j < sl->u.seq.n; j++) {
            lang_value *s = sl->u.seq.v[j];
            if (s->kind == V_ELLIPSIS) {
                len += (size_t)snprintf(buf + len, sizeof buf - len, "...");
                continue;
            }
            if (s->kind != V_INT) return lang_unsupported(err, "np.einsum() sublist label of type %s", lv_type_name(s));
            if (s->u.i < 0 || s->u.i >= 52)
                return lang_py_error(err, "ValueError", "subscript is not within the valid range [0, 52)");
            buf[len++] = (char)(s->u.i < 26 ? 'A' + s->u.i : 'a' + s->u.i - 26);
        }
    }
    lang_value *pos[65];
    CHECK_ALLOC(pos[0] = lv_str(I, buf, (int64_t)len));
    for (int32_t k = 0; k < nops; k++) pos[k + 1] = ops[k];
    lang_args b = {pos, nops + 1, NULL, NULL, 0};
    return lang_np_einsum(I, &b, out, err);
}

int lang_np_einsum(lang_interp *I, const lang_args *args, lang_value **out, sl_error *err) {
    if (args->nkw) return lang_unsupported(err, "np.einsum() keyword arguments");
    if (args->npos >= 2 && args->pos[0]->kind != V_STR) return sublist_form(I, args, out, err);
    if (args->npos < 1 || args->pos[0]->kind != V_STR)
        return lang_unsupported(err, "np.einsum() without a subscripts string");
    if (args->npos == 1)
        return lang_py_error(err, "ValueError",
                             "must specify the einstein sum subscripts string and at least one operand");
    if (args->npos > 2) return lang_unsupported(err, "np.einsum() of more than one operand");
    lang_value *av = args->pos[1];
    if (av->kind != V_ARRAY || lang_np_scalar(av)) return lang_unsupported(err, "np.einsum() of a %s", lv_type_name(av));
    const sl_array *x = &lang_av(av)->a;
    const char *sub = args->pos[0]->u.str.s;
    int64_t n = args->pos[0]->u.str.len;
    char in[SL_MAX_DIMS + 1], outl[SL_MAX_DIMS + 1];
    int32_t nin = 0, nout = 0;
    int64_t i = 0;
    bool explicit_out = false;
    for (; i < n; i++) {
        char ch = sub[i];
        if (ch == ' ') continue;
        if (ch == '-' && i + 1 < n && sub[i + 1] == '>') {
            explicit_out = true;
            i += 2;
            break;
        }
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')))
            return lang_unsupported(err, "np.einsum() subscripts with '%c'", ch);
        if (nin >= x->ndim)
            return lang_py_error(err, "ValueError",
                                 "einstein sum subscripts string contains too many subscripts for operand 0");
        in[nin++] = ch;
    }
    if (nin < x->ndim)
        return lang_py_error(err, "ValueError",
                             "operand has more dimensions than subscripts given in einstein sum, but no '...' "
                             "ellipsis provided to broadcast the extra dimensions.");
    if (explicit_out) {
        for (; i < n; i++) {
            char ch = sub[i];
            if (ch == ' ') continue;
            if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')))
                return lang_unsupported(err, "np.einsum() output subscripts with '%c'", ch);
            if (memchr(outl, ch, (size_t)nout))
                return lang_py_error(err, "ValueError",
                                     "einstein sum subscripts string includes output subscript '%c' multiple times", ch);
            if (!memchr(in, ch, (size_t)nin))
                return lang_py_error(err, "ValueError",
                                     "einstein sum subscripts string included output subscript '%c' which never "
                                     "appeared in an input",
                                     ch);
            if (nout >= SL_MAX_DIMS) return lang_unsupported(err, "np.einsum() output of this many dims");
            outl[nout++] = ch;
        }
    } else {
        for (int c = 'A'; c <= 'z'; c++) {
            int cnt = 0;
            for (int32_t d = 0; d < nin; d++) cnt += in[d] == c;
            if (cnt == 1) outl[nout++] = (char)c;
        }
    }
    /* every label's size and combined stride */
    int64_t lsize[128], lstride[128];
    bool seen[128] = {false};
    for (int32_t d = 0; d < nin; d++) {
        int c = in[d];
        if (!seen[c]) {
            seen[c] = true;
            lsize[c] = x->shape[d];
            lstride[c] = x->strides[d];
        } else {
            if (lsize[c] == 0 && x->shape[d] != 0) /* numpy lets this through, to a view of no memory */
                return lang_unsupported(err, "np.einsum() collapsing an empty dim with a non-empty one");
            if (lsize[c] != x->shape[d])
                return lang_py_error(err, "ValueError",
                                     "dimensions in single operand for collapsing index '%c' don't match (%lld != %lld)",
                                     c, (long long)lsize[c], (long long)x->shape[d]);
            if (sl_ovf_add(lstride[c], x->strides[d], &lstride[c])) return sl_error_overflow(err, "einsum strides");
        }
    }
    char summed[SL_MAX_DIMS];
    int32_t nsum = 0;
    for (int c = 0; c < 128; c++)
        if (seen[c] && !memchr(outl, c, (size_t)nout)) summed[nsum++] = (char)c;
    int rc;
    if (nsum == 0 && nout > 0) {
        sl_array r;
        if ((rc = sl_np_transpose(x, NULL, 0, &r, err))) return rc;
        r.ndim = nout;
        r.offset_bytes = x->offset_bytes;
        for (int32_t d = 0; d < nout; d++) {
            r.shape[d] = lsize[(int)outl[d]];
            r.strides[d] = lstride[(int)outl[d]];
        }
        sl_np_refresh_flags(&r);
        lang_value *base = sl_np_view_base_is_input(x) ? av : lang_av(av)->base;
        if (!base) base = av;
        *out = lang_np_array_value(I, &r, lang_av(av)->st, base);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    sl_dtype dt = x->dtype;
    bool fl = dt == SL_FLOAT32 || dt == SL_FLOAT64;
    if (!fl && !sl_dtype_is_integral(dt, true)) return lang_unsupported(err, "np.einsum() sums of %s", sl_dtype_numpy_name(dt));
    if (nout > 1) return lang_unsupported(err, "np.einsum() sums into a result of %d dims", nout);
    int64_t outn = nout ? lsize[(int)outl[0]] : 1, sumn = 1;
    for (int32_t q = 0; q < nsum; q++)
        if (sl_ovf_mul(sumn, lsize[(int)summed[q]], &sumn)) return sl_error_overflow(err, "einsum size");
    sl_array r;
    int64_t oshape[1] = {outn};
    if ((rc = sl_np_empty_ref(oshape, nout, dt, 'C', lang_np_ref(I), &r, err))) return rc;
    if (outn == 0) r.strides[0] = 0; /* the iterator's empty output */
    if (nout == 0) r.flags &= ~SL_NP_WRITEABLE;
    lang_storage *st = lang_storage_new(I, r.buffer_bytes > 0 ? r.buffer_bytes : r.itemsize, dt, true);
    CHECK_ALLOC(st);
    st->fill = LF_ZERO;
    *out = lang_np_array_value(I, &r, st, NULL);
    CHECK_ALLOC(*out);
    if (nout == 0) (*out)->u.object.bits |= LANG_BIT_NP_SCALAR;
    lang_lview sv, rv;
    lang_lview_of_array(&r, &rv);
    memset(&sv, 0, sizeof sv);
    sv.dtype = dt;
    sv.offset_bytes = x->offset_bytes;
    sv.ndim = nsum + 1;
    sv.shape[0] = outn;
    sv.stride_bytes[0] = nout ? lstride[(int)outl[0]] : 0;
    for (int32_t q = 0; q < nsum; q++) {
        sv.shape[q + 1] = lsize[(int)summed[q]];
        sv.stride_bytes[q + 1] = lstride[(int)summed[q]];
    }
    double lim = dt == SL_FLOAT32 ? 16777216.0 : 9007199254740992.0;
    int64_t idx[SL_MAX_DIMS + 1] = {0};
    for (int64_t o = 0; o < outn; o++) {
        uint64_t isum = 0;
        double fsum = 0, mag = 0;
        bool negzero = false;
        idx[0] = o;
        for (int32_t q = 1; q <= nsum; q++) idx[q] = 0;
        for (int64_t e = 0; e < sumn; e++) {
            lang_num v;
            if ((rc = lang_read(I, lang_av(av)->st, &sv, idx, &v, err))) return rc;
            if (fl) {
                if (nsum && (!isfinite(v.f) || v.f != floor(v.f)))
                    return lang_unsupported(err, "np.einsum() float sums of non-integer values (the order decides)");
                if (v.f == 0 && signbit(v.f)) negzero = true;
                mag += fabs(v.f);
                fsum += v.f;
                if (nsum && mag > lim) return lang_unsupported(err, "np.einsum() float sums that may round");
            } else if (dt == SL_BOOL) {
                isum |= (uint64_t)(v.i != 0);
            } else {
                isum += (uint64_t)v.i;
            }
            lang_next_index(idx + 1, sv.shape + 1, nsum);
        }
        lang_num z = {0};
        if (fl) {
            if (nsum && fsum == 0 && negzero) return lang_unsupported(err, "np.einsum() sums of signed zeros");
            z.is_float = true;
            z.f = fsum;
        } else {
            z.i = (int64_t)isum;
        }
        if ((rc = lang_num_cast(z, dt, &z, err))) return rc;
        int64_t ri[1] = {o};
        if ((rc = lang_write(I, st, &rv, ri, z, err))) return rc;
    }
    return SL_OK;
}
