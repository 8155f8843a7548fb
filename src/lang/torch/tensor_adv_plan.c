/*
 * tensor_adv_plan.c — the plan of a torch advanced index (steps 1-3 atop
 * tensor_adv_index.c): the Python layer's reading of the index tuple, at::index's dtype
 * checks, masks made nonzero() columns, broadcasting and the permutation that puts the
 * indexed dims first, then TensorIterator's layout and iteration order of the result.
 * Reading and writing through the plan is tensor_adv_getset.c.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ plan == */


/* treatSequenceAsTuple for a list index */
static bool list_as_tuple(const lang_value *v) {
    if (v->kind != V_LIST || v->pytype || v->u.seq.n >= 32) return false;
    for (int64_t i = 0; i < v->u.seq.n; i++) {
        const lang_value *e = v->u.seq.v[i];
        switch (e->kind) {
        case V_TENSOR: case V_LIST: case V_TUPLE: case V_RANGE: case V_STR: case V_SIZE: case V_SLICE: case V_NONE:
        case V_ELLIPSIS: return true;
        case V_ARRAY:
            if (!lang_np_scalar(e)) return true;
            break;
        default: break;
        }
    }
    return false;
}

static bool is_select_tensor(const lang_value *v) {
    const sl_tensor *t = &TV(v)->t;
    return t->layout.ndim == 0 && sl_dtype_is_integral(t->dtype, false) && t->dtype != SL_UINT8;
}

static bool is_adv_item(const lang_value *v) {
    switch (v->kind) {
    case V_LIST:
    case V_RANGE:
    case V_STR: return true; /* a str is a sequence: torch tries to make a tensor of it */
    case V_TUPLE: return !v->pytype;
    case V_TENSOR: return !is_select_tensor(v);
    case V_ARRAY: return !lang_np_scalar(v);
    default: return false;
    }
}

bool lang_torch_adv_index(const lang_value *idx) {
    if (idx->kind == V_TUPLE) {
        for (int64_t i = 0; i < idx->u.seq.n; i++)
            if (is_adv_item(idx->u.seq.v[i])) return true;
        return false;
    }
    if (idx->kind == V_TENSOR) return !is_select_tensor(idx);
    return idx->kind == V_LIST || idx->kind == V_RANGE || idx->kind == V_STR || (idx->kind == V_ARRAY && !lang_np_scalar(idx));
}

static int add_rec(adv_plan *p, int32_t pos, sl_error *err) {
    if (p->nrec >= MAX_REC) return lang_unsupported(err, "more than %d index tensors", MAX_REC);
    memset(&p->rec[p->nrec], 0, sizeof p->rec[p->nrec]);
    p->rec[p->nrec].pos = pos;
    if (pos + 1 > p->nlen) p->nlen = pos + 1;
    return SL_OK;
}

/* the long index [0] (true) or [] (false) that torch records for a boolean scalar */
static int add_bool_rec(lang_interp *I, adv_plan *p, int32_t pos, bool val, sl_error *err) {
    int rc = add_rec(p, pos, err);
    if (rc) return rc;
    rec_ix *r = &p->rec[p->nrec++];
    int64_t n = val ? 1 : 0;
    r->dtype = SL_INT64;
    if ((rc = tensor_contiguous_layout(&n, 1, SL_INT64, &r->lay, err))) return rc;
    r->vals = lang_alloc(&I->A, sizeof(int64_t));
    CHECK_ALLOC(r->vals);
    r->vals[0] = 0;
    return SL_OK;
}

/* a list / tuple / range item as torch's indexing_tensor_from_data makes it */
static int add_seq_rec(lang_interp *I, adv_plan *p, int32_t pos, lang_value *v, sl_error *err) {
    int rc = add_rec(p, pos, err);
    if (rc) return rc;
    rec_ix *r = &p->rec[p->nrec];
    if (v->kind == V_RANGE) {
        int64_t st = v->u.range.start, sp = v->u.range.stop, step = v->u.range.step, n = 0;
        if (step > 0 && sp > st) n = (sp - st - 1) / step + 1;
        if (step < 0 && sp < st) n = (st - sp - 1) / -step + 1;
        if (n > (int64_t)1 << 22) return lang_unsupported(err, "a range of %lld items as an index", (long long)n);
        r->vals = lang_alloc_n(&I->A, (n + 1), sizeof *r->vals);
        CHECK_ALLOC(r->vals);
        for (int64_t k = 0; k < n; k++) r->vals[k] = st + k * step;
        r->dtype = SL_INT64;
        if ((rc = tensor_contiguous_layout(&n, 1, SL_INT64, &r->lay, err))) return rc;
        p->nrec++;
        return SL_OK;
    }
    lang_idx_list w;
    if ((rc = lang_idx_list_walk(I, v, &w, err))) return rc;
    if (w.ragged) return lang_unsupported(err, "a ragged list as a tensor index");
    if (w.refuse) return lang_unsupported(err, "a %s inside a tensor index list", w.refuse);
    if (w.any_bad && !w.any_float) return lang_unsupported(err, "a non-number inside a tensor index list");
    if (w.float_out_of_range) return lang_unsupported(err, "a float index beyond int64");
    /* all-bool leaves make a bool tensor (a mask); anything else a long one */
    bool is_bool = w.n > 0 && !w.any_int && !w.any_float;
    r->dtype = is_bool ? SL_BOOL : SL_INT64;
    r->vals = w.vals ? w.vals : lang_alloc(&I->A, sizeof(int64_t));
    CHECK_ALLOC(r->vals);
    if ((rc = tensor_contiguous_layout(w.shape, w.ndim, r->dtype, &r->lay, err))) return rc;
    p->nrec++;
    return SL_OK;
}

/* an ndarray in an index, as torch's sequenceToVariable reads it: the nested list of its
 * values (bools, ints, floats: a bool array makes a mask, the others a long tensor).
 * uint8 arrays (byte masks), 0-d arrays, empty bool arrays and other dtypes are refused. */
static int array_as_list(lang_interp *I, lang_value *a, lang_value **out, sl_error *err) {
    const sl_array *r = &lang_av(a)->a;
    int64_t n;
    int rc = sl_np_size(r, &n, err);
    if (rc) return rc;
    bool is_bool = r->dtype == SL_BOOL;
    if (r->dtype == SL_UINT8 || sl_dtype_is_complex(r->dtype) || (!is_bool && !sl_dtype_is_integral(r->dtype, false) &&
                                                                   !sl_dtype_is_floating(r->dtype)))
        return lang_unsupported(err, "a numpy %s array as a tensor index", sl_dtype_numpy_name(r->dtype));
    if (is_bool && n == 0) return lang_unsupported(err, "an empty numpy bool array as a tensor index");
    if (n > (int64_t)1 << 22) return lang_unsupported(err, "a numpy index of more than 4194304 elements");
    lang_lview lv;
    lang_lview_of_array(r, &lv);
    /* lists level by level: lists[d] is the list being filled at depth d */
    lang_value *lists[SL_MAX_DIMS + 1];
    int64_t idx[SL_MAX_DIMS] = {0};
    /* torch makes a 0-dim long index of a 0-d array (a copy, where an int would select) */
    if (r->ndim == 0) return lang_unsupported(err, "a 0-d numpy array as a tensor index");
    for (int32_t d = 0; d < r->ndim; d++) {
        lists[d] = lv_seq(I, V_LIST, r->shape[d]);
        CHECK_ALLOC(lists[d]);
        if (d) lists[d - 1]->u.seq.v[0] = lists[d];
    }
    *out = lists[0];
    if (n == 0) {
        for (int32_t d = 0; d < r->ndim; d++)
            for (int64_t k = 0; k < lists[d]->u.seq.n; k++)
                if (!lists[d]->u.seq.v[k]) {
                    lists[d]->u.seq.v[k] = lv_seq(I, V_LIST, 0);
                    CHECK_ALLOC(lists[d]->u.seq.v[k]);
                }
        return SL_OK;
    }
    for (int64_t e = 0; e < n; e++) {
        lang_num x;
        if ((rc = lang_read(I, lang_av(a)->st, &lv, idx, &x, err))) return rc;
        lang_value *leaf = is_bool ? lv_bool(I, x.i != 0) : x.is_float ? lv_float(I, x.f) : lv_int(I, x.i);
        CHECK_ALLOC(leaf);
        lists[r->ndim - 1]->u.seq.v[idx[r->ndim - 1]] = leaf;
        /* advance, opening fresh lists where an inner index wraps */
        int32_t d = r->ndim - 1;
        while (d >= 0 && ++idx[d] == r->shape[d]) idx[d--] = 0;
        if (d < 0) break;
        for (int32_t q = d + 1; q < r->ndim; q++) {
            lists[q] = lv_seq(I, V_LIST, r->shape[q]);
            CHECK_ALLOC(lists[q]);
            lists[q - 1]->u.seq.v[idx[q - 1]] = lists[q];
        }
    }
    return SL_OK;
}

/* Step 1 (the Python layer).  *basic_only: no tensor was recorded (the caller runs the
 * index as a plain tuple `*as_tuple`). */
int tensor_adv_parse(lang_interp *I, lang_value *t, lang_value *idx, adv_plan *p, bool *basic_only,
                     lang_value **as_tuple, sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    lang_value **items;
    int64_t cnt;
    int rc;
    *basic_only = false;
    if (idx->kind == V_STR && idx->u.str.len > 0) {
        /* a str under 32 characters is a tuple of 1-character strs; then as any str item */
        int64_t nch = lang_utf8_len(idx->u.str.s, idx->u.str.len);
        if (nch < 32 && nch > x->layout.ndim)
            return lang_py_error(err, "IndexError", "too many indices for tensor of dimension %d", x->layout.ndim);
        return lang_py_error(err, "TypeError", "new(): invalid data type 'str'");
    }
    if (idx->kind == V_ARRAY) {
        /* a numpy array is a sequence: to torch 1.13 one of 2+ dims and under 32 rows is
         * a tuple of rows; torch 2.x takes any array as one index */
        lang_value *l;
        if ((rc = array_as_list(I, idx, &l, err))) return rc;
        if (l->kind == V_LIST && lang_av(idx)->a.ndim >= 2 && l->u.seq.n < 32 && x->ref != SL_REF_LESSONS) {
            items = l->u.seq.v;
            cnt = l->u.seq.n;
        } else {
            idx = l;
            items = &idx;
            cnt = 1;
        }
    } else if (idx->kind == V_TUPLE || list_as_tuple(idx)) {
        items = idx->u.seq.v;
        cnt = idx->u.seq.n;
    } else {
        items = &idx;
        cnt = 1;
    }
    if (cnt > 2 * SL_MAX_DIMS) return lang_unsupported(err, "an index with %lld items", (long long)cnt);
    lang_value *pv[2 * SL_MAX_DIMS];
    int64_t specified = 0;
    for (int64_t i = 0; i < cnt; i++) {
        if (!(pv[i] = lang_np_scalar_py(I, items[i], err))) return err->code;
        if (pv[i]->kind == V_ARRAY && (rc = array_as_list(I, pv[i], &pv[i], err))) return rc;
        lang_value *v = pv[i];
        if (v->kind == V_TENSOR) {
            sl_dtype dt = TV(v)->t.dtype;
            specified += dt == SL_BOOL || dt == SL_UINT8 ? TV(v)->t.layout.ndim : 1;
        } else if (v->kind != V_NONE && v->kind != V_ELLIPSIS && v->kind != V_BOOL) {
            specified++;
        }
    }
    if (specified > x->layout.ndim)
        return lang_py_error(err, "IndexError", "too many indices for tensor of dimension %d", x->layout.ndim);
    sl_index_item bi[4 * SL_MAX_DIMS];
    int32_t nbi = 0, user_of[4 * SL_MAX_DIMS]; /* engine item -> the user's item */
    int32_t cursor = 0;
    bool seen_ell = false, any_view_op = false, wide_mask = false, items_shifted = false;
    for (int64_t i = 0; i < cnt; i++)
        if (pv[i]->kind == V_TENSOR && (TV(pv[i])->t.dtype == SL_BOOL || TV(pv[i])->t.dtype == SL_UINT8) &&
            TV(pv[i])->t.layout.ndim >= 2)
            wide_mask = true;
    for (int64_t i = 0; i < cnt; i++) {
        lang_value *v = pv[i];
        if (nbi + SL_MAX_DIMS + 1 > 4 * SL_MAX_DIMS) return lang_unsupported(err, "an index with this many items");
        sl_index_item *it = &bi[nbi];
        memset(it, 0, sizeof *it);
        for (int32_t k = nbi; k < nbi + SL_MAX_DIMS + 1; k++) user_of[k] = (int32_t)i;
        if (v->kind == V_ELLIPSIS) {
            /* torch moves its dim pointer for each one (no error); the engine would not */
            if (seen_ell && x->layout.ndim > specified) return lang_unsupported(err, "an advanced index with two ellipses");
            seen_ell = true;
            if (!wide_mask) {
                /* the engine counts every item as torch does: one Ellipsis item, so the
                 * item positions its select errors report stay the user's */
                it->kind = SL_IDX_ELLIPSIS;
                nbi++;
                cursor += (int32_t)(x->layout.ndim - specified);
                continue;
            }
            /* a mask of k >= 2 dims counts k for torch but is one placeholder here */
            if (x->layout.ndim - specified != 1) items_shifted = true;
            for (int64_t k = 0; k < x->layout.ndim - specified; k++) {
                memset(&bi[nbi], 0, sizeof bi[nbi]);
                bi[nbi++].kind = SL_IDX_SLICE;
                cursor++;
            }
            continue;
        }
        if (v->kind == V_BOOL) {
            it->kind = SL_IDX_NONE;
            nbi++;
            if ((rc = add_bool_rec(I, p, cursor, v->u.b, err))) return rc;
            cursor++;
            any_view_op = true;
            continue;
        }
        if (v->kind == V_TENSOR) {
            const sl_tensor *tt = &TV(v)->t;
            if (tt->layout.ndim == 0 && (sl_dtype_is_integral(tt->dtype, false) || tt->dtype == SL_BOOL)) {
                lang_num xv;
                int64_t z[1] = {0};
                lang_lview lv;
                lang_lview_of_tensor(tt, &lv);
                if ((rc = lang_read(I, TV(v)->st, &lv, z, &xv, err))) return rc;
                if (tt->dtype != SL_UINT8 && tt->dtype != SL_BOOL) {
                    it->kind = SL_IDX_INT_TENSOR0;
                    it->value = xv.i;
                    nbi++;
                    any_view_op = true;
                    continue;
                }
                it->kind = SL_IDX_NONE;
                nbi++;
                if ((rc = add_bool_rec(I, p, cursor, xv.i != 0, err))) return rc;
                cursor++;
                any_view_op = true;
                continue;
            }
            if (sl_dtype_is_complex(tt->dtype)) return lang_unsupported(err, "a complex tensor as an index");
            if ((rc = add_rec(p, cursor, err))) return rc;
            rec_ix *r = &p->rec[p->nrec];
            r->dtype = tt->dtype;
            r->lay = *tt;
            r->user = v;
            if (tt->dtype == SL_INT64 || tt->dtype == SL_INT32 || tt->dtype == SL_UINT8 || tt->dtype == SL_BOOL)
                if ((rc = tensor_ints(I, v, &r->vals, err))) return rc;
            p->nrec++;
            it->kind = SL_IDX_SLICE;
            nbi++;
            cursor++;
            continue;
        }
        if (v->kind == V_LIST || v->kind == V_TUPLE || v->kind == V_RANGE) {
            if (v->pytype) return lang_unsupported(err, "a %s object as an index", lv_type_name(v));
            if ((rc = add_seq_rec(I, p, cursor, v, err))) return rc;
            it->kind = SL_IDX_SLICE;
            nbi++;
            cursor++;
            continue;
        }
        if (v->kind == V_STR) { /* a sequence: torch tries to make a tensor of it */
            if (v->u.str.len == 0) return lang_unsupported(err, "an empty str as a tensor index");
            return lang_py_error(err, "TypeError", "new(): invalid data type 'str'");
        }
        if (v->kind == V_SIZE)
            return lang_unsupported(err, "a %s as a tensor index", lv_type_name(v));
        if ((rc = lang_slice_index_args(I, &v, err))) return rc; /* bounds through __index__ */
        int basic = lang_basic_index_item(v, false, it, err);
        if (basic < 0) return basic;
        if (!basic) {
            it->kind = SL_IDX_INVALID;
            it->type_name = lv_type_name(v);
        }
        nbi++;
        any_view_op = true;
        if (it->kind == SL_IDX_SLICE || it->kind == SL_IDX_NONE) cursor++;
    }
    if (p->nrec == 0) {
        /* nothing advanced: the plain tuple path */
        lang_value *tup = lv_seq(I, V_TUPLE, cnt);
        CHECK_ALLOC(tup);
        for (int64_t i = 0; i < cnt; i++) tup->u.seq.v[i] = items[i];
        *as_tuple = tup;
        *basic_only = true;
        return SL_OK;
    }
    if ((rc = sl_torch_index_ex(x, bi, nbi, true, &p->view, err))) {
        long long iv, dv, sv;
        if (rc == SL_ERR_PY && items_shifted) {
            /* a select error names the item's position: the user's, not ours */
            if (sscanf(err->message, "index %lld is out of bounds for dimension %lld with size %lld", &iv, &dv, &sv) != 3 ||
                dv < 0 || dv >= nbi)
                return lang_unsupported(err, "the item position torch reports here (an Ellipsis with a multi-dim mask)");
            return lang_py_error(err, "IndexError", "index %lld is out of bounds for dimension %d with size %lld", iv,
                                 user_of[dv], sv);
        }
        return rc;
    }
    p->view_is_self = !any_view_op;
    return SL_OK;
}

static int dim_range_error(int32_t ndim, int64_t got, sl_error *err) {
    int64_t lo = ndim > 0 ? -ndim : -1, hi = ndim > 0 ? ndim - 1 : 0;
    return lang_py_error(err, "IndexError", "Dimension out of range (expected to be in range of [%lld, %lld], but got %lld)",
                         (long long)lo, (long long)hi, (long long)got);
}

/* a mask's dims against the indexed tensor's, from dim `at` on (torch's message) */
int tensor_check_mask_shape(const rec_ix *r, const sl_tensor *self, int32_t at, sl_error *err) {
    const int32_t k = r->lay.layout.ndim, ndim = self->layout.ndim;
    for (int32_t j = 0; j < k; j++) {
        int32_t src = at + j;
        if (src >= ndim) return dim_range_error(ndim, src, err);
        if (r->lay.layout.size[j] != self->layout.size[src]) {
            char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
            sl_format_list(a1, sizeof a1, r->lay.layout.size, k);
            sl_format_list(a2, sizeof a2, self->layout.size, ndim);
            return lang_py_error(err, "IndexError",
                                 "The shape of the mask %s at index %d does not match the shape of the indexed tensor %s at index %d",
                                 a1, j, a2, src);
        }
    }
    return SL_OK;
}

/* torch 2.x also takes int32 index tensors (and names them in the message) */
static int check_index_dtypes(const adv_plan *p, sl_error *err) {
    bool v2 = p->view.ref == SL_REF_LESSONS;
    for (int32_t k = 0; k < p->nrec; k++) {
        sl_dtype dt = p->rec[k].dtype;
        if (dt != SL_INT64 && dt != SL_UINT8 && dt != SL_BOOL && !(v2 && dt == SL_INT32))
            return lang_py_error(err, "IndexError", "tensors used as indices must be long, %sbyte or bool tensors",
                                 v2 ? "int, " : "");
    }
    return SL_OK;
}

/* Steps 2 (make_info and AdvancedIndex). */
int tensor_adv_info(lang_interp *I, adv_plan *p, sl_error *err) {
    const sl_tensor *self = &p->view;
    int32_t ndim = self->layout.ndim;
    int rc;
    if ((rc = check_index_dtypes(p, err))) return rc;
    /* expandTensors: the list of optional indices, masks as nonzero() columns */
    int32_t nexp = 0, ri = 0;
    int32_t exp_of[2 * SL_MAX_DIMS + 2]; /* -1 undefined, else index into p->ix */
    int32_t nix = 0;
    for (int32_t pos = 0; pos < p->nlen; pos++) {
        if (ri >= p->nrec || p->rec[ri].pos != pos) {
            if (nexp >= 2 * SL_MAX_DIMS) return lang_unsupported(err, "an index this long");
            exp_of[nexp++] = -1;
            continue;
        }
        rec_ix *r = &p->rec[ri++];
        if (r->dtype == SL_BOOL || r->dtype == SL_UINT8) {
            int32_t k = r->lay.layout.ndim;
            if ((rc = tensor_check_mask_shape(r, self, nexp, err))) return rc;
            int64_t n = 0, total = tensor_numel_of(r->lay.layout.size, k);
            for (int64_t e = 0; e < total; e++) n += r->vals[e] != 0;
            if (nix + k > MAX_REC || nexp + k > 2 * SL_MAX_DIMS) return lang_unsupported(err, "a mask of this many dims");
            for (int32_t j = 0; j < k; j++) {
                lix *f = &p->ix[nix];
                memset(f, 0, sizeof *f);
                f->vnd = 1;
                f->vshape[0] = n;
                f->vals = lang_alloc_n(&I->A, (n + 1), sizeof *f->vals);
                CHECK_ALLOC(f->vals);
                /* nonzero() is (n, k) contiguous; column j is select(1, j) */
                int64_t nzshape[2] = {n, k};
                sl_tensor nz;
                if ((rc = tensor_contiguous_layout(nzshape, 2, SL_INT64, &nz, err))) return rc;
                if ((rc = sl_torch_select(&nz, 1, j, &f->lay, err))) return rc;
                exp_of[nexp++] = nix++;
            }
            int64_t posv[SL_MAX_DIMS] = {0}, c = 0;
            for (int64_t e = 0; e < total; e++) {
                if (r->vals[e]) {
                    for (int32_t j = 0; j < k; j++) p->ix[nix - k + j].vals[c] = posv[j];
                    c++;
                }
                lang_next_index(posv, r->lay.layout.size, k);
            }
            continue;
        }
        if (nix >= MAX_REC || nexp >= 2 * SL_MAX_DIMS) return lang_unsupported(err, "this many index tensors");
        lix *f = &p->ix[nix];
        memset(f, 0, sizeof *f);
        f->lay = r->lay;
        f->vnd = r->lay.layout.ndim;
        memcpy(f->vshape, r->lay.layout.size, sizeof f->vshape);
        f->vals = r->vals;
        exp_of[nexp++] = nix++;
    }
    /* broadcast the indices together */
    int32_t nb = 0;
    int64_t B[SL_MAX_DIMS];
    bool bad = false;
    for (int32_t k = 0; k < nix && !bad; k++) {
        int64_t tmp[SL_MAX_DIMS];
        int32_t ntmp;
        if (k == 0) {
            nb = p->ix[0].vnd;
            memcpy(B, p->ix[0].vshape, (size_t)nb * sizeof *B);
            continue;
        }
        if (sl_torch_broadcast_shapes2(B, nb, p->ix[k].vshape, p->ix[k].vnd, tmp, &ntmp, err)) {
            sl_error_clear(err);
            bad = true;
            break;
        }
        memcpy(B, tmp, (size_t)ntmp * sizeof *B);
        nb = ntmp;
    }
    if (bad) {
        lang_buf b = {.I = I};
        const char *head = "shape mismatch: indexing tensors could not be broadcast together with shapes ";
        if ((rc = lang_buf_put(&b, head, (int64_t)strlen(head), err))) return rc;
        for (int32_t k = 0; k < nix; k++) {
            char s[SL_MAX_DIMS * 24 + 8];
            sl_format_list(s, sizeof s, p->ix[k].vshape, p->ix[k].vnd);
            if (k && (rc = lang_buf_put(&b, ", ", 2, err))) return rc;
            if ((rc = lang_buf_put(&b, s, (int64_t)strlen(s), err))) return rc;
        }
        return lang_py_error(err, "IndexError", "%.*s", (int)b.len, b.s);
    }
    for (int32_t k = 0; k < nix; k++) {
        lix *f = &p->ix[k];
        bool same = f->vnd == nb && !memcmp(f->vshape, B, (size_t)nb * sizeof *B);
        if (!same) {
            sl_tensor e;
            if ((rc = sl_torch_expand(&f->lay, B, nb, &e, err))) return rc;
            f->lay = e;
        }
        int32_t off = nb - f->vnd;
        int64_t step = 1;
        for (int32_t d = nb - 1; d >= 0; d--) {
            if (d < off) {
                f->vstr[d] = 0;
                continue;
            }
            int64_t s = f->vshape[d - off];
            f->vstr[d] = s == 1 ? 0 : step;
            step *= s;
        }
    }
    /* pad to self.dim(); move the indexed dims to the front when not adjacent */
    while (nexp < ndim) exp_of[nexp++] = -1;
    int32_t first = -1, last = -1;
    for (int32_t d = 0; d < nexp; d++)
        if (exp_of[d] >= 0) {
            if (first < 0) first = d;
            last = d;
        }
    bool adjacent = true;
    for (int32_t d = first; d <= last; d++)
        if (exp_of[d] < 0) adjacent = false;
    if (!adjacent) {
        int64_t dims[SL_MAX_DIMS];
        int32_t n = 0, order[2 * SL_MAX_DIMS + 2];
        for (int32_t d = 0; d < ndim; d++)
            if (exp_of[d] >= 0) order[n] = exp_of[d], dims[n++] = d;
        int32_t nidx = n;
        for (int32_t d = 0; d < ndim; d++)
            if (exp_of[d] < 0) dims[n++] = d;
        if ((rc = sl_torch_permute(self, dims, ndim, &p->pview, err))) return rc;
        /* indices in their new order */
        lix *tmp = lang_alloc_n(&I->A, nidx, sizeof *tmp);
        CHECK_ALLOC(tmp);
        for (int32_t k = 0; k < nidx; k++) tmp[k] = p->ix[order[k]];
        for (int32_t k = 0; k < nidx; k++) p->ix[k] = tmp[k];
        p->before = 0;
        p->nidx = nidx;
    } else {
        p->pview = *self;
        p->before = first;
        p->nidx = last - first + 1;
        /* exp_of in [first, last] are 0..nidx-1 in order already */
    }
    p->after = ndim - p->before - p->nidx;
    p->nb = nb;
    memcpy(p->B, B, (size_t)nb * sizeof *B);
    /* AdvancedIndex: an indexed dim of size 0 with a non-empty replacement */
    bool zero_indexed = false, zero_b = false;
    for (int32_t j = 0; j < p->nidx; j++) {
        p->ix[j].size = p->pview.layout.size[p->before + j];
        if (p->ix[j].size == 0) zero_indexed = true;
    }
    for (int32_t d = 0; d < nb; d++)
        if (B[d] == 0) zero_b = true;
    if (zero_indexed && !zero_b) return lang_py_error(err, "IndexError", "index is out of bounds for dimension with size 0");
    /* the iteration space: restride_src and reshape_indexer */
    p->nd = p->before + nb + p->after;
    if (p->nd > SL_MAX_DIMS) return lang_unsupported(err, "an advanced index result of %d dims", p->nd);
    int32_t n = 0;
    for (int32_t d = 0; d < p->before; d++, n++) {
        p->shape[n] = p->pview.layout.size[d];
        p->src_st[n] = p->pview.layout.stride[d];
    }
    for (int32_t d = 0; d < nb; d++, n++) {
        p->shape[n] = B[d];
        p->src_st[n] = 0;
    }
    for (int32_t d = p->before + p->nidx; d < ndim; d++, n++) {
        p->shape[n] = p->pview.layout.size[d];
        p->src_st[n] = p->pview.layout.stride[d];
    }
    for (int32_t k = 0; k < p->nidx; k++) {
        int64_t rs[SL_MAX_DIMS];
        int32_t m = 0;
        for (int32_t d = 0; d < p->before; d++) rs[m++] = 1;
        for (int32_t d = 0; d < nb; d++) rs[m++] = B[d];
        for (int32_t d = 0; d < p->after; d++) rs[m++] = 1;
        sl_tensor r;
        if ((rc = sl_torch_reshape(&p->ix[k].lay, rs, m, &r, err))) return rc;
        for (int32_t d = 0; d < m; d++)
            p->ix_st[k][d] = r.layout.size[d] == 1 && p->shape[d] != 1 ? 0 : r.layout.stride[d];
    }
    return SL_OK;
}

/* the B part of an iteration position → each index's value (unwrapped) */
static int64_t ix_value(const lix *f, const int64_t *pos, int32_t before, int32_t nb) {
    int64_t k = 0;
    for (int32_t d = 0; d < nb; d++) k += pos[before + d] * f->vstr[d];
    return f->vals[k];
}

/* the iteration order of the kernel: fast setup (one shape, all contiguous: C order)
 * or reorder_dimensions over the operands */
void tensor_kernel_order(const adv_plan *p, int64_t (*ops)[SL_MAX_DIMS], int nops, const sl_layout *lays, int nlays,
                         bool same_shape, int32_t *perm) {
    bool contig = same_shape;
    for (int k = 0; k < nlays && contig; k++) contig = sl_torch_is_contiguous(&lays[k], SL_MF_CONTIGUOUS);
    if (contig) {
        for (int32_t i = 0; i < p->nd; i++) perm[i] = p->nd - 1 - i;
        return;
    }
    lang_torch_ti_perm(p->shape, p->nd, ops, nops, perm);
}

/* the first out-of-bounds index in the kernel's order: *bad_at is its position's rank
 * in that order (-1: none).  Refused when torch's parallel kernel could report another. */
int tensor_find_oob(const adv_plan *p, const int32_t *perm, int64_t total, int64_t *bad_at, int32_t *bad_j,
                    int64_t *bad_val, sl_error *err) {
    *bad_at = -1;
    if (total == 0) return SL_OK;
    bool any = false, several = false;
    int32_t j0 = -1;
    int64_t v0 = 0;
    for (int32_t j = 0; j < p->nidx; j++) {
        const lix *f = &p->ix[j];
        int64_t nv = tensor_numel_of(f->vshape, f->vnd);
        for (int64_t e = 0; e < nv; e++) {
            int64_t v = f->vals[e];
            if (v >= -f->size && v < f->size) continue;
            if (!any) {
                any = true;
                j0 = j;
                v0 = v;
            } else if (j != j0 || v != v0) {
                several = true;
            }
        }
    }
    if (!any) return SL_OK;
    if (total > MAX_WALK) return lang_unsupported(err, "finding the first out-of-bounds index among %lld elements", (long long)total);
    if (several && total >= GRAIN_ELEMS)
        return lang_unsupported(err, "which of several out-of-bounds indices torch's parallel kernel reports");
    int64_t pos[SL_MAX_DIMS] = {0}, rank = 0;
    do {
        for (int32_t j = 0; j < p->nidx; j++) {
            int64_t v = ix_value(&p->ix[j], pos, p->before, p->nb);
            if (v < -p->ix[j].size || v >= p->ix[j].size) {
                *bad_at = rank;
                *bad_j = j;
                *bad_val = v;
                return SL_OK;
            }
        }
        rank++;
    } while (tensor_next_in_perm(pos, p->shape, perm, p->nd));
    return SL_OK;
}

int tensor_oob_error(const adv_plan *p, int32_t j, int64_t v, sl_error *err) {
    return lang_py_error(err, "IndexError", "index %lld is out of bounds for dimension %d with size %lld", (long long)v, j,
                         (long long)p->ix[j].size);
}

/* the element of pview an iteration position reaches */
void tensor_src_index(const adv_plan *p, const int64_t *pos, int64_t *vidx) {
    int32_t n = 0;
    for (int32_t d = 0; d < p->before; d++) vidx[n++] = pos[d];
    for (int32_t j = 0; j < p->nidx; j++) {
        int64_t v = ix_value(&p->ix[j], pos, p->before, p->nb);
        vidx[n++] = v < 0 ? v + p->ix[j].size : v;
    }
    for (int32_t d = 0; d < p->after; d++) vidx[n++] = pos[p->before + p->nb + d];
}
