/* test_np_views.c — numpy view semantics (src/np_*.c).
 *
 * 1. Transcripts: the examples of docs/numpy-semantics.md (real numpy 1.24 output),
 *    replayed through a tiny chain language; each row gives the chain and what numpy
 *    printed for g(a) = (shape, strides, offset), fl(a) = CFOWA flags, or the error.
 * 2. Properties against brute force: random chains of views on a buffer of element ids;
 *    every index of every result must reach the element the op's DEFINITION names
 *    (transpose permutes indices, flip reverses them, reshape preserves the C/F linear
 *    index, ...), computed by enumeration without any stride arithmetic.
 * 3. Flags against their definitions, by enumeration of every index.
 */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ------------------------------------------------------------ chain language -- */
/* new DTYPE ORDER N d0.. | ar i|f START STOP STEP | fb NBYTES DTYPE COUNT OFFSET | T | tr N ax.. | sw a b | mv N s.. M d.. | roll ax start |
 * rs ORDER N d.. | ravel O | flat O | sq KIND N ax.. | ed N ax.. | diag off a1 a2 |
 * flip KIND N ax.. | flipud | fliplr | bt N d.. | ast HS N d.. HST M s.. W |
 * swv N w.. HA M ax.. W | copy O | asc | asf | view | vd DTYPE | ro | rw | ba N d.. |
 * idx N item.. (i:V int, a:V 0-d int array, s:START:STOP:STEP with _ = None, N, E,
 *               F = a float, B1/B0 = True/False) */

#define MAXOBJ 32
typedef struct {
    sl_array a;
    int base; /* -1 None, index of the base object, -3-k a DummyArray over object k,
                 -100-k the hidden owner k */
    int buf;  /* value tracking: index of the buffer holding its element values */
} obj;

typedef struct {
    obj objs[MAXOBJ];
    sl_array hidden[MAXOBJ];
    int nobj, nhidden;
    bool same; /* the last op returned its input object */
    int rc;
    sl_error err;
    /* value tracking (only when `values` is set): buffers map a byte offset to the
     * element value stored there (INT64_MIN = unknown), like a real owner's memory */
    bool values;
    int64_t *bufs[2 * MAXOBJ];
    int64_t buflen[2 * MAXOBJ];
    int nbuf;
} chain_state;

static char *next_tok(char **p) {
    while (**p == ' ') (*p)++;
    if (!**p) return NULL;
    char *s = *p;
    while (**p && **p != ' ') (*p)++;
    if (**p) *(*p)++ = '\0';
    return s;
}

static long long next_num(char **p) {
    char *t = next_tok(p);
    assert_non_null(t);
    return strtoll(t, NULL, 10);
}

static int read_list(char **p, int64_t *v) {
    int n = (int)next_num(p);
    for (int i = 0; i < n; i++) v[i] = next_num(p);
    return n;
}

static void parse_item(char *t, sl_index_item *it) {
    memset(it, 0, sizeof *it);
    switch (t[0]) {
    case 'i': it->kind = SL_IDX_INT; it->value = strtoll(t + 2, NULL, 10); break;
    case 'a': it->kind = SL_IDX_INT_TENSOR0; it->value = strtoll(t + 2, NULL, 10); break;
    case 'N': it->kind = SL_IDX_NONE; break;
    case 'E': it->kind = SL_IDX_ELLIPSIS; break;
    case 'F': it->kind = SL_IDX_INVALID; it->type_name = "float"; break;
    case 'U': it->kind = SL_IDX_INVALID; it->type_name = "uint64"; break;
    case 'D': it->kind = SL_IDX_INVALID; it->type_name = "ndarray"; break;
    case 'B': it->kind = t[1] == '1' ? SL_IDX_TRUE : SL_IDX_FALSE; break;
    case 's': {
        it->kind = SL_IDX_SLICE;
        char *q = t + 2;
        for (int f = 0; f < 3; f++) {
            char *e = strchr(q, ':');
            if (e) *e = '\0';
            bool has = *q != '_' && *q != '\0';
            long long v = has ? strtoll(q, NULL, 10) : 0;
            if (f == 0) { it->has_start = has; it->start = v; }
            if (f == 1) { it->has_stop = has; it->stop = v; }
            if (f == 2) { it->has_step = has; it->step = v; }
            q = e ? e + 1 : q + strlen(q);
        }
        break;
    }
    default: fail_msg("bad index item %s", t);
    }
}

/* ---- value tracking for the differential test */
static int64_t vt_count(const sl_array *a) {
    int64_t n = 1;
    for (int32_t d = 0; d < a->ndim; d++) n *= a->shape[d];
    return n;
}
static bool vt_next(const sl_array *a, int64_t *idx) {
    for (int32_t d = a->ndim - 1; d >= 0; d--) {
        if (++idx[d] < a->shape[d]) return true;
        idx[d] = 0;
    }
    return false;
}
/* the element's byte address, or INT64_MIN when it cannot be a real address */
static int64_t vt_addr(const sl_array *a, const int64_t *idx) {
    int64_t b = a->offset_bytes, t;
    for (int32_t d = 0; d < a->ndim; d++)
        if (__builtin_mul_overflow(idx[d], a->strides[d], &t) || __builtin_add_overflow(b, t, &b))
            return INT64_MIN;
    return b;
}
static int64_t vt_get(const chain_state *st, int buf, const sl_array *a, const int64_t *idx) {
    if (buf < 0) return INT64_MIN;
    int64_t b = vt_addr(a, idx);
    if (b < 0 || b >= st->buflen[buf] || b % a->itemsize) return INT64_MIN;
    return st->bufs[buf][b];
}
static int vt_newbuf(chain_state *st, const sl_array *owner) {
    assert_true(st->nbuf < 2 * MAXOBJ);
    int64_t n = owner->buffer_bytes + owner->itemsize;
    st->bufs[st->nbuf] = malloc(sizeof(int64_t) * (size_t)n);
    assert_non_null(st->bufs[st->nbuf]);
    for (int64_t i = 0; i < n; i++) st->bufs[st->nbuf][i] = INT64_MIN;
    st->buflen[st->nbuf] = owner->buffer_bytes;
    return st->nbuf++;
}
/* a new owner whose element i is element i of `src` (by logical index) */
static int vt_copy(chain_state *st, const sl_array *owner, int sbuf, const sl_array *src) {
    int b = vt_newbuf(st, owner);
    int64_t idx[SL_MAX_DIMS] = {0};
    if (vt_count(owner)) do {
        int64_t at = vt_addr(owner, idx);
        if (at >= 0 && at < st->buflen[b]) st->bufs[b][at] = vt_get(st, sbuf, src, idx);
    } while (vt_next(owner, idx));
    return b;
}
static void chain_free(chain_state *st) {
    for (int i = 0; i < st->nbuf; i++) free(st->bufs[i]);
    st->nbuf = 0;
}

/* Run one op on the last object; returns the status. */
static int run_op(chain_state *st, const char *op, char **p) {
    int in = st->nobj - 1;
    const sl_array *a = in >= 0 ? &st->objs[in].a : NULL;
    sl_array r, h, trav, copied;
    memset(&h, 0, sizeof h);
    memset(&trav, 0, sizeof trav);
    int64_t v1[80], v2[80];
    sl_error *err = &st->err;
    int rc, rbuf = -1;
    bool traversed = false, index_copy = false, unknown_values = false;
    if (!strcmp(op, "new")) {
        sl_dtype dt;
        assert_int_equal(sl_dtype_parse(next_tok(p), true, &dt), SL_OK);
        char order = next_tok(p)[0];
        int n = read_list(p, v1);
        rc = sl_np_empty(v1, n, dt, order, &r, err);
        r.ref = SL_REF_DEBIAN12; /* the transcripts and chains were recorded from numpy 1.24 */
        if (rc == SL_OK && st->values) { /* element ids: C-order position mod 100 */
            rbuf = vt_newbuf(st, &r);
            int64_t idx[SL_MAX_DIMS] = {0}, k = 0, m = dt == SL_BOOL ? 2 : 100;
            if (vt_count(&r)) do st->bufs[rbuf][vt_addr(&r, idx)] = (k++) % m;
            while (vt_next(&r, idx));
        }
    } else if (!strcmp(op, "fb")) { /* np.frombuffer(bytearray(NBYTES), DTYPE, COUNT, OFFSET) */
        long long nbytes = next_num(p);
        sl_dtype dt;
        assert_int_equal(sl_dtype_parse(next_tok(p), true, &dt), SL_OK);
        long long count = next_num(p), off = next_num(p);
        rc = sl_np_frombuffer(nbytes, true, dt, count, off, &r, err);
        r.ref = SL_REF_DEBIAN12;
        if (rc == SL_OK && st->values) {
            rbuf = vt_newbuf(st, &r);
            int64_t m = dt == SL_BOOL ? 2 : 100;
            for (int64_t k = 0; k < r.shape[0]; k++)
                st->bufs[rbuf][r.offset_bytes + k * r.itemsize] = k % m;
        }
    } else if (!strcmp(op, "ar")) { /* np.arange(a, b, c), all ints or all floats */
        bool fl = next_tok(p)[0] == 'f';
        char *t0 = next_tok(p), *t1 = next_tok(p), *t2 = next_tok(p);
        if (fl) rc = sl_np_arange_f64(strtod(t0, NULL), strtod(t1, NULL), strtod(t2, NULL),
                                      sl_np_default_dtype(true), &r, err);
        else rc = sl_np_arange_i64(strtoll(t0, NULL, 10), strtoll(t1, NULL, 10),
                                   strtoll(t2, NULL, 10), sl_np_default_dtype(false), &r, err);
        r.ref = SL_REF_DEBIAN12;
        if (rc == SL_OK && st->values) {
            rbuf = vt_newbuf(st, &r);
            for (int64_t k = 0; k < r.shape[0]; k++) st->bufs[rbuf][k * r.itemsize] = k % 100;
        }
    } else if (!strcmp(op, "T")) {
        rc = sl_np_transpose(a, NULL, 0, &r, err);
    } else if (!strcmp(op, "tr")) {
        int n = read_list(p, v1);
        rc = sl_np_transpose(a, v1, n, &r, err);
    } else if (!strcmp(op, "sw")) {
        long long x = next_num(p), y = next_num(p);
        rc = sl_np_swapaxes(a, x, y, &r, err);
    } else if (!strcmp(op, "mv")) {
        int n = read_list(p, v1), m = read_list(p, v2);
        rc = sl_np_moveaxis(a, v1, n, v2, m, &r, err);
    } else if (!strcmp(op, "roll")) {
        long long x = next_num(p), y = next_num(p);
        rc = sl_np_rollaxis(a, x, y, &r, err);
    } else if (!strcmp(op, "rs")) {
        char o = next_tok(p)[0];
        int n = read_list(p, v1);
        rc = sl_np_reshape(a, v1, n, o, &r, &h, err);
    } else if (!strcmp(op, "ravel")) {
        rc = sl_np_ravel(a, next_tok(p)[0], &r, &trav, err);
        traversed = true;
    } else if (!strcmp(op, "flat")) {
        rc = sl_np_flatten(a, next_tok(p)[0], &r, &trav, err);
        traversed = true;
    } else if (!strcmp(op, "sq") || !strcmp(op, "flip")) {
        sl_np_axis_kind kind = (sl_np_axis_kind)next_num(p);
        int n = read_list(p, v1);
        rc = op[0] == 's' ? sl_np_squeeze(a, kind, v1, n, &r, err)
                          : sl_np_flip(a, kind, v1, n, &r, err);
    } else if (!strcmp(op, "flipud")) {
        rc = sl_np_flipud(a, &r, err);
    } else if (!strcmp(op, "fliplr")) {
        rc = sl_np_fliplr(a, &r, err);
    } else if (!strcmp(op, "ed")) {
        int n = read_list(p, v1);
        rc = sl_np_expand_dims(a, v1, n, &r, err);
    } else if (!strcmp(op, "diag")) {
        long long o = next_num(p), x = next_num(p), y = next_num(p);
        rc = sl_np_diagonal(a, o, x, y, &r, err);
    } else if (!strcmp(op, "bt")) {
        int n = read_list(p, v1);
        rc = sl_np_broadcast_to(a, v1, n, &r, err);
    } else if (!strcmp(op, "ast")) {
        int hs = (int)next_num(p), n = read_list(p, v1);
        int hst = (int)next_num(p), m = read_list(p, v2);
        bool w = next_num(p) != 0;
        rc = sl_np_as_strided(a, hs ? v1 : NULL, n, hst ? v2 : NULL, m, w, &r, err);
    } else if (!strcmp(op, "swv")) {
        int n = read_list(p, v1);
        int ha = (int)next_num(p), m = read_list(p, v2);
        bool w = next_num(p) != 0;
        rc = sl_np_sliding_window_view(a, v1, n, ha ? v2 : NULL, m, w, &r, err);
    } else if (!strcmp(op, "copy")) {
        rc = sl_np_copy(a, next_tok(p)[0], &r, err);
    } else if (!strcmp(op, "asc")) {
        rc = sl_np_ascontiguousarray(a, &r, err);
    } else if (!strcmp(op, "asf")) {
        rc = sl_np_asfortranarray(a, &r, err);
    } else if (!strcmp(op, "view")) {
        rc = sl_np_view(a, &r, err);
    } else if (!strcmp(op, "vd")) { /* a.view(DTYPE): values become reinterpreted bytes */
        sl_dtype dt;
        assert_int_equal(sl_dtype_parse(next_tok(p), true, &dt), SL_OK);
        rc = sl_np_view_dtype(a, dt, &r, err);
        unknown_values = true;
    } else if (!strcmp(op, "ro") || !strcmp(op, "rw")) {
        obj *o = &st->objs[in];
        const sl_array *b = o->base >= 0 ? &st->objs[o->base].a
                            : (o->base <= -100 && o->base > -1000) ? &st->hidden[-100 - o->base]
                                                                   : NULL;
        return sl_np_set_writeable(&o->a, op[1] == 'w', b, err); /* in place, no new object */
    } else if (!strcmp(op, "idx")) {
        int n = (int)next_num(p);
        sl_index_item items[64];
        for (int i = 0; i < n; i++) parse_item(next_tok(p), &items[i]);
        rc = sl_np_index_ex(a, items, n, &r, &copied, &h, err);
        index_copy = true;
    } else if (!strcmp(op, "ba")) { /* np.broadcast_arrays(a, np.zeros(shape))[0] */
        int n = read_list(p, v1);
        sl_array two[2], outs[2];
        two[0] = *a;
        assert_int_equal(sl_np_empty(v1, n, SL_FLOAT64, 'C', &two[1], NULL), SL_OK);
        rc = sl_np_broadcast_arrays(two, 2, outs, err);
        r = outs[0];
    } else {
        fail_msg("unknown op %s", op);
        return SL_ERR_ARG;
    }
    if (rc != SL_OK) return rc;
    st->same = r.alias == SL_ALIAS_SAME;
    obj o = {.a = r, .base = -1};
    if (st->same) {
        o = st->objs[in];
    } else if (r.base == SL_NP_BASE_CHAIN) {
        o.base = sl_np_view_base_is_input(a) ? in : st->objs[in].base;
    } else if (r.base == SL_NP_BASE_HIDDEN) {
        st->hidden[st->nhidden] = h;
        o.base = -100 - st->nhidden++;
    } else if (r.base == SL_NP_BASE_DUMMY) {
        o.base = -3 - in;
    } else if (r.base == SL_NP_BASE_BUFFER) {
        o.base = -1000; /* a Python buffer object: "other" */
    }
    if (st->values && !st->same) {
        int ibuf = in >= 0 ? st->objs[in].buf : -1;
        if (unknown_values) {
            o.buf = -1;
        } else if (rbuf >= 0) {
            o.buf = rbuf;
        } else if (r.base == SL_NP_BASE_NONE && traversed) { /* flatten: trav's C order */
            o.buf = vt_newbuf(st, &r);
            int64_t idx[SL_MAX_DIMS] = {0}, k = 0;
            if (vt_count(&trav)) do st->bufs[o.buf][(k++) * r.itemsize] = vt_get(st, ibuf, &trav, idx);
            while (vt_next(&trav, idx));
        } else if (r.base == SL_NP_BASE_NONE) {
            o.buf = vt_copy(st, &r, ibuf, index_copy ? &copied : a);
        } else if (r.base == SL_NP_BASE_HIDDEN) {
            o.buf = vt_copy(st, &h, ibuf, index_copy ? &copied : a);
        } else {
            o.buf = ibuf; /* views and scalars read the input's memory */
        }
    }
    assert_true(st->nobj < MAXOBJ);
    st->objs[st->nobj++] = o;
    return SL_OK;
}

static int run_chain(chain_state *st, const char *chain) {
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", chain);
    memset(st, 0, sizeof *st);
    sl_error_clear(&st->err);
    char *p = buf, *op;
    while ((op = next_tok(&p))) {
        st->rc = run_op(st, op, &p);
        if (st->rc != SL_OK) return st->rc;
    }
    return SL_OK;
}

/* numpy's g(a) text: "((2, 3, 4), (96, 32, 8), 0)" */
static void format_g(const sl_array *a, char *buf, size_t cap) {
    char sh[600], stv[600];
    sl_format_tuple(sh, sizeof sh, a->shape, a->ndim);
    sl_format_tuple(stv, sizeof stv, a->strides, a->ndim);
    snprintf(buf, cap, "(%s, %s, %lld)", sh, stv, (long long)a->offset_bytes);
}

static void format_fl(const sl_array *a, char *buf) {
    bool f[5] = {sl_np_is_c_contiguous(a), sl_np_is_f_contiguous(a),
                 (a->flags & SL_NP_OWNDATA) != 0, (a->flags & SL_NP_WRITEABLE) != 0,
                 sl_np_is_aligned(a)};
    for (int i = 0; i < 5; i++) buf[i] = f[i] ? "CFOWA"[i] : '-';
    buf[5] = '\0';
}

typedef struct {
    const char *chain;
    const char *g;  /* g(a), "SCALAR", or "Class: message"; NULL = do not compare */
    const char *fl; /* fl(a); NULL = do not compare */
} transcript;

/* Rows below: each Python expression of docs/numpy-semantics.md rewritten as a chain
 * (np.arange(24.) = "new float64 C 1 24"), with the output numpy printed for it. */
#define X24 "new float64 C 1 24 rs C 3 2 3 4 "
#define M12 "new float64 C 1 12 rs C 2 3 4 "
static const transcript transcripts[] = {
    /* §0.2 fresh strides */
    {X24, "((2, 3, 4), (96, 32, 8), 0)", "C--WA"},
    {"new float64 C 3 2 1 3", "((2, 1, 3), (24, 24, 8), 0)", NULL},
    {"new float64 F 3 2 1 3", "((2, 1, 3), (8, 16, 16), 0)", NULL},
    {"new float64 C 3 2 0 3", "((2, 0, 3), (0, 0, 0), 0)", NULL},
    {"new float64 C 1 0", "((0,), (0,), 0)", "CFOWA"},
    {"new float64 C 2 0 3 rs C 2 3 0", "((3, 0), (8, 8), 0)", NULL},
    {"new float64 C 2 0 3 rs C 2 0 7", "((0, 7), (56, 8), 0)", NULL},
    {"new float64 F 2 3 0", "((3, 0), (0, 0), 0)", NULL},
    {"new float64 C 33 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1",
     "ValueError: maximum supported dimension for an ndarray is 32, found 33", NULL},
    /* §0.4 */
    {X24 "sw 0 3", "AxisError: axis2: axis 3 is out of bounds for array of dimension 3", NULL},
    {X24 "idx 1 i:5", "IndexError: index 5 is out of bounds for axis 0 with size 2", NULL},
    /* §1.6 indexing */
    {X24 "idx 1 i:1", "((3, 4), (32, 8), 96)", NULL},
    {X24 "idx 3 i:-1 s:_:_:_ i:2", "((3,), (32,), 112)", NULL},
    {X24 "idx 1 i:2", "IndexError: index 2 is out of bounds for axis 0 with size 2", NULL},
    {X24 "idx 2 s:_:_:_ i:-4", "IndexError: index -4 is out of bounds for axis 1 with size 3", NULL},
    {X24 "idx 2 E i:9", "IndexError: index 9 is out of bounds for axis 2 with size 4", NULL},
    {X24 "idx 2 N i:5", "IndexError: index 5 is out of bounds for axis 0 with size 2", NULL},
    {X24 "idx 3 i:0 N i:5", "IndexError: index 5 is out of bounds for axis 1 with size 3", NULL},
    {X24 "idx 4 i:0 i:0 i:0 i:0",
     "IndexError: too many indices for array: array is 3-dimensional, but 4 were indexed", NULL},
    {X24 "idx 5 N i:0 i:0 i:0 i:0",
     "IndexError: too many indices for array: array is 3-dimensional, but 4 were indexed", NULL},
    {X24 "idx 2 i:5 F",
     "IndexError: only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and "
     "integer or boolean arrays are valid indices", NULL},
    {X24 "idx 5 i:0 i:0 i:0 i:0 F",
     "IndexError: only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and "
     "integer or boolean arrays are valid indices", NULL},
    {X24 "idx 3 E i:0 E", "IndexError: an index can only have a single ellipsis ('...')", NULL},
    {X24 "idx 2 i:5 s:_:_:0", "IndexError: index 5 is out of bounds for axis 0 with size 2", NULL},
    {X24 "idx 2 s:_:_:0 i:5", "ValueError: slice step cannot be zero", NULL},
    {X24 "idx 1 D", "IndexError: arrays used as indices must be of integer (or boolean) type", NULL},
    {X24 "idx 1 U", "OverflowError: Python int too large to convert to C long", NULL},
    {X24 "idx 1 N", "((1, 2, 3, 4), (0, 96, 32, 8), 0)", NULL},
    {X24 "idx 2 s:_:_:_ N", "((2, 1, 3, 4), (96, 0, 32, 8), 0)", NULL},
    {X24 "idx 2 E N", "((2, 3, 4, 1), (96, 32, 8, 0), 0)", NULL},
    {X24 "idx 3 i:0 N i:1", "((1, 4), (0, 8), 32)", NULL},
    {X24 "idx 4 i:1 s:_:_:_ N s:2:_:_", "((3, 1, 2), (32, 0, 8), 112)", NULL},
    {X24 "idx 2 E s:_:_:-1", "((2, 3, 4), (96, 32, -8), 24)", NULL},
    {X24 "idx 3 s:_:_:_ s:_:_:-2 i:1", "((2, 2), (96, -64), 72)", NULL},
    {X24 "idx 3 s:_:_:-1 s:_:_:-1 s:_:_:-1", "((2, 3, 4), (-96, -32, -8), 184)", NULL},
    {X24 "idx 2 E s:1:3:5", "((2, 3, 1), (96, 32, 40), 8)", NULL},
    {X24 "idx 2 E s:-100:100:_", "((2, 3, 4), (96, 32, 8), 0)", NULL},
    {X24 "idx 2 E s:100:-100:-1", "((2, 3, 4), (96, 32, -8), 24)", NULL},
    {X24 "idx 2 E s:-1:-4:-2", "((2, 3, 2), (96, 32, -16), 24)", NULL},
    {X24 "idx 2 E s:2:_:-1", "((2, 3, 3), (96, 32, -8), 16)", NULL},
    {X24 "idx 2 E s:_:0:-1", "((2, 3, 3), (96, 32, -8), 24)", NULL},
    {X24 "idx 2 E s:3:1:_", "((2, 3, 0), (96, 32, 8), 0)", NULL},
    {X24 "idx 2 E s:10:20:3", "((2, 3, 0), (96, 32, 8), 0)", NULL},
    {X24 "idx 2 E s:3:1:-1", "((2, 3, 2), (96, 32, -8), 24)", NULL},
    {X24 "idx 1 E", "((2, 3, 4), (96, 32, 8), 0)", NULL},
    {X24 "idx 0", "((2, 3, 4), (96, 32, 8), 0)", NULL},
    {X24 "idx 1 s:_:_:_", "((2, 3, 4), (96, 32, 8), 0)", NULL},
    {X24 "idx 3 i:0 i:0 i:1", "SCALAR", NULL},
    {X24 "idx 4 i:0 i:0 i:1 E", "((), (), 8)", NULL},
    {X24 "idx 4 i:0 i:0 i:1 N", "((1,), (0,), 8)", NULL},
    {X24 "idx 1 i:-1", "((3, 4), (32, 8), 96)", NULL},
    {X24 "idx 1 a:1", "((3, 4), (32, 8), 0)", "C-OWA"},
    {X24 "idx 3 a:1 i:0 i:0", "SCALAR", NULL},
    {X24 "idx 30 N N N N N N N N N N N N N N N N N N N N N N N N N N N N N N",
     "IndexError: number of dimensions must be within [0, 32], indexing result would have 33", NULL},
    {"new int64 C 1 5 idx 1 s:_:_:-1", "((5,), (-8,), 32)", NULL},
    {"new int64 C 1 5 idx 1 s:_:_:-1 idx 1 s:_:_:-1", "((5,), (8,), 0)", NULL},
    {"new int64 C 1 5 idx 1 s:_:_:-1 idx 1 s:1:3:_", "((2,), (-8,), 24)", NULL},
    {"new int64 C 1 5 idx 1 s:4:0:-2", "((2,), (-16,), 32)", NULL},
    {"new int64 C 1 5 idx 1 s:10:_:_", "((0,), (8,), 0)", NULL},
    {"new int64 C 1 5 idx 1 s:_:_:-1 idx 1 s:_:0:_", "((0,), (-8,), 32)", NULL},
    {"new int64 C 1 5 idx 1 s:_:_:-1 idx 1 s:5:_:_", "((0,), (-8,), 32)", NULL},
    {"new int64 C 1 5 idx 1 s:_:_:4611686018427387904", "((1,), (0,), 0)", NULL},
    {"new int64 C 1 5 idx 1 s:_:9223372036854775807:_", "((5,), (8,), 0)", NULL},
    {"new int64 C 1 5 idx 1 s:_:_:9223372036854775807", "((1,), (-8,), 0)", NULL},
    {"new float64 C 2 0 3 idx 2 s:_:_:_ i:1", "((0,), (0,), 0)", NULL},
    {"new float64 C 3 2 0 3 idx 1 i:1", "((0, 3), (0, 0), 0)", NULL},
    {"new float64 C 2 0 3 idx 1 i:0", "IndexError: index 0 is out of bounds for axis 0 with size 0", NULL},
    /* §1.5 0-d */
    {"new float64 C 0 idx 0", "SCALAR", NULL},
    {"new float64 C 0 idx 1 E", "((), (), 0)", "CF-WA"},
    {"new float64 C 0 idx 1 N", "((1,), (0,), 0)", NULL},
    {"new float64 C 0 idx 2 E N", "((1,), (0,), 0)", NULL},
    {"new float64 C 0 idx 2 N N", "((1, 1), (0, 0), 0)", NULL},
    {"new float64 C 0 idx 1 i:0", "IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed", NULL},
    {"new float64 C 0 idx 1 s:_:_:0", "IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed", NULL},
    {"new float64 C 0 idx 2 i:0 i:0", "IndexError: too many indices for array: array is 0-dimensional, but 2 were indexed", NULL},
    {"new float64 C 0 idx 1 F",
     "IndexError: only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and "
     "integer or boolean arrays are valid indices", NULL},
    /* §2 transpose */
    {X24 "T", "((4, 3, 2), (8, 32, 96), 0)", "-F-WA"},
    {X24 "tr 3 1 0 2", "((3, 2, 4), (32, 96, 8), 0)", NULL},
    {X24 "tr 3 2 0 1", "((4, 2, 3), (8, 96, 32), 0)", NULL},
    {X24 "tr 3 -1 0 1", "((4, 2, 3), (8, 96, 32), 0)", NULL},
    {X24 "tr 3 1 2 0", "((3, 4, 2), (32, 8, 96), 0)", NULL},
    {X24 "tr 2 0 1", "ValueError: axes don't match array", NULL},
    {X24 "tr 3 0 1 3", "AxisError: axis 3 is out of bounds for array of dimension 3", NULL},
    {X24 "tr 3 0 1 -4", "AxisError: axis -4 is out of bounds for array of dimension 3", NULL},
    {X24 "tr 3 0 1 1", "ValueError: repeated axis in transpose", NULL},
    {X24 "tr 3 0 3 3", "AxisError: axis 3 is out of bounds for array of dimension 3", NULL},
    {X24 "tr 4 0 1 1 2", "ValueError: axes don't match array", NULL},
    {X24 "sw 0 2", "((4, 3, 2), (8, 32, 96), 0)", NULL},
    {X24 "sw -1 1", "((2, 4, 3), (96, 8, 32), 0)", NULL},
    {X24 "sw 1 1", "((2, 3, 4), (96, 32, 8), 0)", NULL},
    {X24 "sw 3 0", "AxisError: axis1: axis 3 is out of bounds for array of dimension 3", NULL},
    {X24 "sw -4 7", "AxisError: axis1: axis -4 is out of bounds for array of dimension 3", NULL},
    {"new float64 C 0 T", "((), (), 0)", NULL},
    {"new float64 C 0 tr 1 0", "ValueError: axes don't match array", NULL},
    {"new float64 C 0 sw 0 0", "AxisError: axis1: axis 0 is out of bounds for array of dimension 0", NULL},
    {"new int64 C 1 3 T", "((3,), (8,), 0)", NULL},
    /* §3 moveaxis / rollaxis */
    {X24 "mv 1 0 1 -1", "((3, 4, 2), (32, 8, 96), 0)", NULL},
    {X24 "mv 2 0 1 2 -1 -2", "((4, 3, 2), (8, 32, 96), 0)", NULL},
    {X24 "mv 1 2 1 0", "((4, 2, 3), (8, 96, 32), 0)", NULL},
    {X24 "mv 1 0 1 0", "((2, 3, 4), (96, 32, 8), 0)", NULL},
    {X24 "mv 1 3 1 0", "AxisError: source: axis 3 is out of bounds for array of dimension 3", NULL},
    {X24 "mv 1 0 1 3", "AxisError: destination: axis 3 is out of bounds for array of dimension 3", NULL},
    {X24 "mv 1 -4 1 0", "AxisError: source: axis -4 is out of bounds for array of dimension 3", NULL},
    {X24 "mv 2 0 0 2 1 9", "ValueError: repeated axis in `source` argument", NULL},
    {X24 "mv 2 0 1 2 2 2", "ValueError: repeated axis in `destination` argument", NULL},
    {X24 "mv 2 0 1 1 2",
     "ValueError: `source` and `destination` arguments must have the same number of elements", NULL},
    {X24 "roll 2 0", "((4, 2, 3), (8, 96, 32), 0)", NULL},
    {X24 "roll 2 1", "((2, 4, 3), (96, 8, 32), 0)", NULL},
    {X24 "roll 0 3", "((3, 4, 2), (32, 8, 96), 0)", NULL},
    {X24 "roll 0 1", "((2, 3, 4), (96, 32, 8), 0)", NULL},
    {X24 "roll 3 0", "AxisError: axis 3 is out of bounds for array of dimension 3", NULL},
    {X24 "roll 0 4", "AxisError: 'start' arg requires -3 <= start < 4, but 4 was passed in", NULL},
    {X24 "roll 0 -4", "AxisError: 'start' arg requires -3 <= start < 4, but -1 was passed in", NULL},
    {X24 "roll 0 -5", "AxisError: 'start' arg requires -3 <= start < 4, but -2 was passed in", NULL},
    {"new float64 C 0 mv 1 0 1 0", "AxisError: source: axis 0 is out of bounds for array of dimension 0", NULL},
    /* §4.5 reshape */
    {X24 "rs C 2 6 4", "((6, 4), (32, 8), 0)", NULL},
    {X24 "rs C 1 -1", "((24,), (8,), 0)", NULL},
    {X24 "rs C 2 4 -1", "((4, 6), (48, 8), 0)", NULL},
    {X24 "rs C 2 -5 6", "((4, 6), (48, 8), 0)", NULL},
    {X24 "rs C 2 -1 -1", "ValueError: can only specify one unknown dimension", NULL},
    {X24 "rs C 2 5 -1", "ValueError: cannot reshape array of size 24 into shape (5,newaxis)", NULL},
    {X24 "rs C 2 -1 5", "ValueError: cannot reshape array of size 24 into shape (5)", NULL},
    {X24 "rs C 3 5 -1 2", "ValueError: cannot reshape array of size 24 into shape (5,newaxis,2)", NULL},
    {X24 "rs C 1 5", "ValueError: cannot reshape array of size 24 into shape (5,)", NULL},
    {X24 "rs C 2 0 -1", "ValueError: cannot reshape array of size 24 into shape (0,newaxis)", NULL},
    {X24 "rs C 4 2 3 4 0", "ValueError: cannot reshape array of size 24 into shape (2,3,4,0)", NULL},
    {X24 "rs C 4 1099511627776 1099511627776 -1 -1",
     "ValueError: cannot reshape array of size 24 into shape "
     "(1099511627776,1099511627776,newaxis,newaxis)", NULL},
    {X24 "rs K 1 24", "ValueError: order 'K' is not permitted for reshaping", NULL},
    {X24 "rs X 1 24", "ValueError: order must be one of 'C', 'F', 'A', or 'K' (got 'X')", NULL},
    {X24 "rs F 2 4 6", "((4, 6), (8, 32), 0)", NULL},
    {X24 "T rs F 2 12 2", "((12, 2), (8, 96), 0)", NULL},
    {X24 "T rs A 1 24", "((24,), (8,), 0)", NULL},
    {"new float64 C 2 0 3 rs C 1 -1", "((0,), (8,), 0)", NULL},
    {"new float64 C 2 0 3 rs C 2 -1 0", "ValueError: cannot reshape array of size 0 into shape (0)", NULL},
    {"new float64 C 0 rs C 2 1 1", "((1, 1), (8, 8), 0)", NULL},
    {"new float64 C 0 rs C 1 -1", "((1,), (8,), 0)", NULL},
    {"new float64 C 1 1 rs C 0", "((), (), 0)", NULL},
    {"new float64 C 1 2 rs C 0", "ValueError: cannot reshape array of size 2 into shape ()", NULL},
    {"new float64 C 1 10 idx 1 s:_:_:3 idx 1 s:_:1:_", "((1,), (24,), 0)", NULL},
    {"new float64 C 1 10 idx 1 s:_:_:3 idx 1 s:_:1:_ rs C 1 1", "((1,), (24,), 0)", NULL},
    {"new float64 C 1 10 idx 1 s:_:_:3 idx 1 s:_:1:_ rs C 1 -1", "((1,), (8,), 0)", NULL},
    {"new float64 C 1 10 idx 1 s:_:_:3 idx 1 s:_:1:_ rs C 2 1 1", "((1, 1), (8, 8), 0)", NULL},
    {X24 "idx 2 s:_:_:_ s:_:_:2 rs C 3 2 2 4", "((2, 2, 4), (96, 64, 8), 0)", NULL},
    {X24 "idx 2 s:_:_:_ s:_:_:2 rs C 2 4 4", "((4, 4), (32, 8), 0)", NULL},
    {X24 "tr 3 1 0 2 rs C 2 3 8", "((3, 8), (64, 8), 0)", NULL},
    {X24 "tr 3 1 0 2 rs C 4 3 2 2 2", "((3, 2, 2, 2), (32, 96, 16, 8), 0)", NULL},
    {X24 "tr 3 1 0 2 rs C 4 1 3 2 4", "((1, 3, 2, 4), (96, 32, 96, 8), 0)", NULL},
    {X24 "tr 3 1 0 2 rs C 4 3 1 2 4", "((3, 1, 2, 4), (32, 192, 96, 8), 0)", NULL},
    {X24 "tr 3 1 0 2 rs C 4 3 2 4 1", "((3, 2, 4, 1), (32, 96, 8, 8), 0)", NULL},
    {X24 "idx 3 s:_:_:_ s:_:_:_ s:_:_:2 rs C 2 6 2", "((6, 2), (32, 16), 0)", NULL},
    {X24 "idx 3 s:_:_:_ s:_:_:_ s:_:_:2 rs C 2 2 6", "((2, 6), (96, 16), 0)", NULL},
    {X24 "idx 3 s:_:_:_ s:_:_:_ s:_:_:2 rs C 1 12", "((12,), (16,), 0)", NULL},
    {X24 "idx 3 s:_:_:_ s:_:_:_ s:_:_:2 rs C 4 2 1 3 2", "((2, 1, 3, 2), (96, 96, 32, 16), 0)", NULL},
    {X24 "idx 3 s:_:_:_ s:_:_:_ s:_:_:2 rs C 5 2 3 2 1 1", "((2, 3, 2, 1, 1), (96, 32, 16, 16, 16), 0)", NULL},
    {X24 "idx 3 s:_:_:_ s:_:_:_ s:_:_:2 T rs F 2 2 6", "((2, 6), (16, 32), 0)", NULL},
    {X24 "idx 3 s:_:_:_ s:_:_:_ s:_:_:2 T rs F 3 2 1 6", "((2, 1, 6), (16, 32, 32), 0)", NULL},
    {X24 "idx 3 s:_:_:_ s:_:_:_ s:_:_:2 T rs F 4 1 2 6 1", "((1, 2, 6, 1), (16, 16, 32, 192), 0)", NULL},
    {X24 "idx 3 s:_:_:_ s:_:_:_ s:_:_:-1 rs C 2 6 4", "((6, 4), (32, -8), 24)", NULL},
    {X24 "idx 2 s:_:_:_ s:_:_:-1 rs C 2 6 4", "((6, 4), (32, 8), 0)", "C--WA"},
    {X24 "tr 3 1 0 2 rs C 2 6 4", "((6, 4), (32, 8), 0)", "C--WA"},
    {"new float64 C 1 6 ro rs C 2 2 3", NULL, "C---A"},
    {"new float64 C 1 6 ro rs C 2 3 2 T rs C 1 6", NULL, "CF-WA"},
    /* §5 ravel / flatten */
    {X24 "ravel C", "((24,), (8,), 0)", NULL},
    {X24 "T ravel C", "((24,), (8,), 0)", "CFOWA"},
    {X24 "T ravel F", "((24,), (8,), 0)", "CF-WA"},
    {X24 "T ravel K", "((24,), (8,), 0)", "CF-WA"},
    {X24 "tr 3 1 0 2 ravel K", "((24,), (8,), 0)", "CF-WA"},
    {X24 "idx 2 s:_:_:_ s:_:_:-1 ravel K", NULL, "CFOWA"},
    {"new float64 C 1 10 idx 1 s:_:_:2 ravel C", NULL, "CFOWA"},
    {"new float64 C 1 10 idx 1 s:_:_:-1 ravel C", NULL, "CFOWA"},
    {"new float64 C 1 10 idx 2 s:_:_:_ N ravel C", NULL, "CF-WA"},
    {"new float64 C 1 10 idx 1 s:_:_:3 idx 1 s:_:1:_ ravel C", "((1,), (8,), 0)", NULL},
    {"new float64 C 0 ravel C", "((1,), (8,), 0)", "CF-WA"},
    {X24 "ravel Z", "ValueError: order must be one of 'C', 'F', 'A', or 'K' (got 'Z')", NULL},
    {X24 "flat C", "((24,), (8,), 0)", "CFOWA"},
    {"new float64 C 0 flat C", "((1,), (8,), 0)", NULL},
    {"new float64 C 2 2 0 flat C", "((0,), (0,), 0)", NULL},
    {"new float64 C 2 2 0 ravel C", "((0,), (8,), 0)", NULL},
    /* §6 squeeze / expand_dims */
    {"new float64 C 1 6 rs C 4 1 2 1 3 sq 0 0", "((2, 3), (24, 8), 0)", NULL},
    {"new float64 C 1 6 rs C 4 1 2 1 3 sq 1 1 0", "((2, 1, 3), (24, 24, 8), 0)", NULL},
    {"new float64 C 1 6 rs C 4 1 2 1 3 sq 1 1 -2", "((1, 2, 3), (48, 24, 8), 0)", NULL},
    {"new float64 C 1 6 rs C 4 1 2 1 3 sq 2 2 0 2", "((2, 3), (24, 8), 0)", NULL},
    {"new float64 C 1 6 rs C 4 1 2 1 3 sq 1 1 1",
     "ValueError: cannot select an axis to squeeze out which has size not equal to one", NULL},
    {"new float64 C 1 6 rs C 4 1 2 1 3 sq 2 2 0 1",
     "ValueError: cannot select an axis to squeeze out which has size not equal to one", NULL},
    {"new float64 C 1 6 rs C 4 1 2 1 3 sq 1 1 4", "AxisError: axis 4 is out of bounds for array of dimension 4", NULL},
    {"new float64 C 1 6 rs C 4 1 2 1 3 sq 2 2 1 4", "AxisError: axis 4 is out of bounds for array of dimension 4", NULL},
    {"new float64 C 1 6 rs C 4 1 2 1 3 sq 2 2 0 0", "ValueError: duplicate value in 'axis'", NULL},
    {"new float64 C 0 sq 1 1 1", "AxisError: axis 1 is out of bounds for array of dimension 0", NULL},
    {"new float64 C 0 sq 2 1 0", "AxisError: axis 0 is out of bounds for array of dimension 0", NULL},
    {"new float64 C 1 10 idx 3 N s:_:_:3 N sq 0 0", "((4,), (24,), 0)", NULL},
    {"new float64 C 3 1 0 1 sq 0 0", "((0,), (0,), 0)", NULL},
    {"new float64 C 1 6 rs C 2 2 3 ed 1 0", "((1, 2, 3), (48, 24, 8), 0)", NULL},
    {"new float64 C 1 6 rs C 2 2 3 ed 1 1", "((2, 1, 3), (24, 24, 8), 0)", NULL},
    {"new float64 C 1 6 rs C 2 2 3 ed 1 -1", "((2, 3, 1), (24, 8, 8), 0)", NULL},
    {"new float64 C 1 6 rs C 2 2 3 ed 2 0 3", "((1, 2, 3, 1), (48, 24, 8, 8), 0)", NULL},
    {"new float64 C 1 6 rs C 2 2 3 ed 1 3", "AxisError: axis 3 is out of bounds for array of dimension 3", NULL},
    {"new float64 C 1 6 rs C 2 2 3 ed 2 0 4", "AxisError: axis 4 is out of bounds for array of dimension 4", NULL},
    {"new float64 C 1 6 rs C 2 2 3 ed 2 1 -3", "ValueError: repeated axis", NULL},
    {"new float64 C 1 6 rs C 2 2 3 T ed 1 0", "((1, 3, 2), (24, 8, 24), 0)", NULL},
    {"new float64 C 1 6 rs C 2 2 3 T ed 1 1", "((3, 1, 2), (8, 48, 24), 0)", NULL},
    {"new float64 C 1 6 rs C 2 2 3 T ed 1 2", "((3, 2, 1), (8, 24, 24), 0)", NULL},
    {"new float64 C 1 6 rs C 2 2 3 idx 2 s:_:_:_ s:_:_:2 ed 1 1", "((2, 1, 2), (24, 32, 16), 0)", NULL},
    {"new float64 C 1 6 rs C 2 2 3 idx 2 s:_:_:_ s:_:_:-1 ed 1 2", "((2, 3, 1), (24, -8, -8), 16)", NULL},
    {"new float64 C 0 ed 2 0 1", "((1, 1), (8, 8), 0)", NULL},
    /* §7 diagonal */
    {M12 "diag 0 0 1", "((3,), (40,), 0)", "----A"},
    {M12 "diag 1 0 1", "((3,), (40,), 8)", NULL},
    {M12 "diag 3 0 1", "((1,), (40,), 24)", NULL},
    {M12 "diag 4 0 1", "((0,), (40,), 32)", NULL},
    {M12 "diag 5 0 1", "((0,), (40,), 0)", NULL},
    {M12 "diag -1 0 1", "((2,), (40,), 32)", NULL},
    {M12 "diag -2 0 1", "((1,), (40,), 64)", NULL},
    {M12 "diag -3 0 1", "((0,), (40,), 96)", NULL},
    {M12 "diag -4 0 1", "((0,), (40,), 0)", NULL},
    {M12 "diag 0 1 0", "((3,), (40,), 0)", NULL},
    {M12 "diag 1 1 0", "((2,), (40,), 32)", NULL},
    {M12 "diag 0 -1 -2", "((3,), (40,), 0)", NULL},
    {M12 "diag 0 0 0", "ValueError: axis1 and axis2 cannot be the same", NULL},
    {M12 "diag 0 2 0", "AxisError: axis1: axis 2 is out of bounds for array of dimension 2", NULL},
    {M12 "diag 0 0 -3", "AxisError: axis2: axis -3 is out of bounds for array of dimension 2", NULL},
    {"new float64 C 1 3 diag 0 0 1", "ValueError: diag requires an array of at least two dimensions", NULL},
    {M12 "diag 2147483648 0 1", "OverflowError: signed integer is greater than maximum", NULL},
    {X24 "diag 0 0 1", "((4, 2), (8, 128), 0)", NULL},
    {X24 "diag 0 1 2", "((2, 3), (96, 40), 0)", NULL},
    {X24 "diag 1 2 0", "((3, 1), (32, 104), 96)", NULL},
    {M12 "T diag 0 0 1", "((3,), (40,), 0)", NULL},
    {M12 "idx 1 s:_:_:-1 diag 0 0 1", "((3,), (-24,), 64)", NULL},
    {M12 "idx 2 s:_:_:_ s:_:_:-1 diag 1 0 1", "((3,), (24,), 16)", NULL},
    {"new float64 C 2 0 3 diag 0 0 1", "((0,), (0,), 0)", "CF--A"},
    {M12 "diag 0 0 1 rw", "((3,), (40,), 0)", "---WA"},
    /* §8 flip */
    {M12 "flip 0 0", "((3, 4), (-32, -8), 88)", NULL},
    {M12 "flip 1 1 0", "((3, 4), (-32, 8), 64)", "---WA"},
    {M12 "flip 1 1 1", "((3, 4), (32, -8), 24)", NULL},
    {M12 "flip 2 2 0 1", "((3, 4), (-32, -8), 88)", NULL},
    {M12 "idx 2 s:_:_:_ s:_:_:2 flip 1 1 1", "((3, 2), (32, -16), 16)", NULL},
    {M12 "idx 2 s:_:_:-1 s:_:_:-1 idx 2 s:1:_:_ s:1:_:_", "((2, 3), (-32, -8), 48)", NULL},
    {M12 "flip 1 1 0 flip 1 1 0", "((3, 4), (32, 8), 0)", NULL},
    {M12 "flip 1 1 2", "AxisError: axis 2 is out of bounds for array of dimension 2", NULL},
    {M12 "flip 2 2 0 0", "ValueError: repeated axis", NULL},
    {"new float64 C 0 flip 0 0", "SCALAR", NULL},
    {"new float64 C 0 flip 1 1 0", "AxisError: axis 0 is out of bounds for array of dimension 0", NULL},
    {"new float64 C 2 0 3 flip 1 1 0", "((0, 3), (0, 0), 0)", NULL},
    {"new float64 C 1 4 idx 1 s:1:1:_ idx 1 s:_:_:-1", "((0,), (8,), 0)", NULL},
    {M12 "flipud", "((3, 4), (-32, 8), 64)", NULL},
    {M12 "fliplr", "((3, 4), (32, -8), 24)", NULL},
    {"new float64 C 1 3 flipud", "((3,), (-8,), 16)", NULL},
    {"new float64 C 1 3 fliplr", "ValueError: Input must be >= 2-d.", NULL},
    /* §9 broadcast_to */
    {"new float64 C 1 3 bt 2 2 3", "((2, 3), (0, 8), 0)", "----A"},
    {"new float64 C 1 3 bt 1 3", "((3,), (8,), 0)", "CF--A"},
    {"new float64 C 1 3 bt 2 1 3", "((1, 3), (0, 8), 0)", NULL},
    {"new float64 C 1 3 bt 3 2 1 3", "((2, 1, 3), (0, 0, 8), 0)", NULL},
    {"new float64 C 1 3 bt 2 0 3", "((0, 3), (0, 8), 0)", NULL},
    {"new float64 C 1 3 rs C 2 3 1 bt 2 3 4", "((3, 4), (8, 0), 0)", NULL},
    {"new float64 C 1 3 rs C 2 3 1 bt 2 3 1", "((3, 1), (8, 0), 0)", NULL},
    {"new float64 C 1 3 rs C 2 3 1 T bt 2 1 3", "((1, 3), (0, 8), 0)", NULL},
    {"new float64 C 1 3 idx 1 s:_:_:-1 bt 2 2 3", "((2, 3), (0, -8), 16)", NULL},
    {"new float64 C 0 bt 2 2 3", "((2, 3), (0, 0), 0)", NULL},
    {"new float64 C 2 2 1 bt 2 2 0", "((2, 0), (8, 0), 0)", NULL},
    /* numpy's constructor check, which views pass too, and broadcast_to's iterator check */
    {"new float64 C 1 1 bt 1 4611686018427387904",
     "ValueError: array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.", NULL},
    {"new int8 C 1 1 bt 1 4611686018427387904", "((4611686018427387904,), (0,), 0)", NULL},
    {"new float64 C 1 2 bt 2 4611686018427387904 2", "ValueError: iterator is too large", NULL},
    {"new float64 C 1 1 bt 3 0 4611686018427387904 2",
     "ValueError: array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.", NULL},
    {"new float64 C 2 4611686018427387904 0",
     "ValueError: array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.", NULL},
    {"new int8 C 2 4611686018427387904 0", "((4611686018427387904, 0), (0, 0), 0)", NULL},
    {"new float64 C 1 0 rs C 2 0 1152921504606846976",
     "ValueError: array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.", NULL},
    {"new float64 C 1 3 bt 2 2 4",
     "ValueError: operands could not be broadcast together with remapped shapes "
     "[original->remapped]: (3,)  and requested shape (2,4)", NULL},
    {"new float64 C 1 3 rs C 2 3 1 bt 2 2 3",
     "ValueError: operands could not be broadcast together with remapped shapes "
     "[original->remapped]: (3,1)  and requested shape (2,3)", NULL},
    {"new float64 C 1 3 bt 1 0",
     "ValueError: operands could not be broadcast together with remapped shapes "
     "[original->remapped]: (3,)  and requested shape (0,)", NULL},
    {"new float64 C 1 3 rs C 2 3 1 bt 1 3",
     "ValueError: input operand has more dimensions than allowed by the axis remapping", NULL},
    {"new float64 C 1 3 bt 0", "ValueError: cannot broadcast a non-scalar to a scalar array", NULL},
    {"new float64 C 1 3 bt 2 -1 3", "ValueError: all elements of broadcast shape must be non-negative", NULL},
    {"new float64 C 1 3 bt 2 2 3 idx 1 s:1:_:_", "((1, 3), (0, 8), 0)", "CF--A"},
    {"new float64 C 1 3 bt 2 2 3 T", "((3, 2), (8, 0), 0)", "----A"},
    {"new float64 C 1 3 bt 2 2 3 rw", NULL, "---WA"},
    /* §10 as_strided */
    {"new float64 C 1 6 ast 1 2 4 3 1 2 8 8 1", "((4, 3), (8, 8), 0)", "---WA"},
    {"new float64 C 1 6 ast 0 0 0 0 1", "((6,), (8,), 0)", "CF-WA"},
    {"new float64 C 1 6 ast 1 1 3 1 1 -8 1", "((3,), (-8,), 0)", NULL},
    {"new float64 C 1 6 idx 1 s:_:_:-1 ast 0 0 0 0 1", "((6,), (-8,), 40)", NULL},
    {"new float64 C 1 6 idx 1 s:2:_:_ ast 1 2 2 2 1 2 0 8 1", "((2, 2), (0, 8), 16)", NULL},
    {"new float64 C 1 6 ast 1 2 2 3 0 0 1", "((2, 3), (24, 8), 0)", NULL},
    {"new float64 C 1 6 idx 1 s:_:_:2 ast 1 1 2 0 0 1", "((2,), (16,), 0)", NULL},
    {"new float64 C 1 6 idx 1 s:_:_:2 ast 1 2 2 2 0 0 1", "ValueError: mismatch in length of strides and shape", NULL},
    {"new float64 C 1 6 ast 1 1 -1 0 0 1", "ValueError: negative dimensions are not allowed", NULL},
    {"new float64 C 1 6 idx 1 s:_:_:3 idx 1 s:_:1:_ ast 0 0 0 0 1", "((1,), (8,), 0)", NULL},
    {"new float64 C 1 6 ast 0 0 1 1 3 1", NULL, "---W-"},
    {"new float64 C 1 6 ast 1 1 1 1 1 3 1", NULL, "CF-WA"},
    {"new float64 C 1 6 ast 1 2 2 3 1 2 8 16 1", NULL, "-F-WA"},
    {"new float64 C 1 6 ast 1 2 4 3 1 2 8 8 0", NULL, "----A"},
    {"new float64 C 1 6 ast 1 2 4 3 1 2 8 8 0 rw", "ValueError: cannot set WRITEABLE flag to True of this array", NULL},
    {"new float64 C 1 6 ast 1 2 4 3 1 2 8 8 1 ro rw", "ValueError: cannot set WRITEABLE flag to True of this array", NULL},
    {"new float64 C 1 4 ro ast 0 0 0 0 1", NULL, "CF--A"},
    /* §11 sliding_window_view */
    {"new float64 C 1 10 swv 1 3 0 0 0", "((8, 3), (8, 8), 0)", "----A"},
    {"new float64 C 1 10 swv 1 3 0 0 0 rw", "ValueError: cannot set WRITEABLE flag to True of this array", NULL},
    {"new float64 C 1 10 swv 1 3 0 0 1", NULL, "---WA"},
    {"new float64 C 1 24 rs C 2 4 6 swv 2 2 3 0 0 0", "((3, 4, 2, 3), (48, 8, 48, 8), 0)", NULL},
    {"new float64 C 1 24 rs C 2 4 6 swv 1 3 1 1 0 0", "((2, 6, 3), (48, 8, 48), 0)", NULL},
    {"new float64 C 1 24 rs C 2 4 6 swv 2 2 2 1 2 1 1 0", "((4, 4, 2, 2), (48, 8, 8, 8), 0)", NULL},
    {"new float64 C 1 24 rs C 2 4 6 swv 2 2 3 1 2 1 0 0", "((2, 5, 2, 3), (48, 8, 8, 48), 0)", NULL},
    {"new float64 C 1 24 rs C 2 4 6 idx 2 s:_:_:_ s:_:_:-1 swv 1 2 1 1 1 0", "((4, 5, 2), (48, -8, -8), 40)", NULL},
    {"new float64 C 1 24 rs C 2 4 6 swv 1 0 1 1 1 0", "((4, 7, 0), (48, 8, 8), 0)", NULL},
    {"new float64 C 1 24 rs C 2 4 6 swv 1 6 1 1 1 0", "((4, 1, 6), (48, 8, 8), 0)", NULL},
    {"new float64 C 1 24 rs C 2 4 6 swv 1 7 1 1 1 0", "ValueError: window shape cannot be larger than input array shape", NULL},
    {"new float64 C 1 24 rs C 2 4 6 swv 2 2 -1 0 0 0", "ValueError: `window_shape` cannot contain negative values", NULL},
    {"new float64 C 1 24 rs C 2 4 6 swv 1 3 0 0 0",
     "ValueError: Since axis is `None`, must provide window_shape for all dimensions of `x`; got 1 "
     "window_shape elements and `x.ndim` is 2.", NULL},
    {"new float64 C 1 24 rs C 2 4 6 swv 2 2 2 1 1 1 0",
     "ValueError: Must provide matching length window_shape and axis; got 2 window_shape elements "
     "and 1 axes elements.", NULL},
    {"new float64 C 1 24 rs C 2 4 6 swv 1 2 1 1 2 0", "AxisError: axis 2 is out of bounds for array of dimension 2", NULL},
    {"new float64 C 1 24 rs C 2 4 6 swv 2 4 4 1 2 1 1 0", "ValueError: window shape cannot be larger than input array shape", NULL},
    {"new float64 C 2 0 3 swv 2 0 2 0 0 0", "((1, 2, 0, 2), (0, 0, 0, 0), 0)", NULL},
    {"new float64 C 0 swv 0 0 0 0", "((), (), 0)", NULL},
    /* §12 copies */
    {X24 "asc", "((2, 3, 4), (96, 32, 8), 0)", "C--WA"},
    {X24 "T asc", "((4, 3, 2), (48, 16, 8), 0)", "C-OWA"},
    {X24 "asf", "((2, 3, 4), (8, 16, 48), 0)", "-FOWA"},
    {X24 "idx 2 s:_:_:_ s:_:_:-1 asc", "((2, 3, 4), (96, 32, 8), 0)", NULL},
    {X24 "idx 2 s:_:_:_ s:_:_:-1 asf", "((2, 3, 4), (8, 16, 48), 0)", NULL},
    {"new float64 C 0 asc", "((1,), (8,), 0)", "CF-WA"},
    {"new float64 C 0 asf", "((1,), (8,), 0)", NULL},
    {"new float64 C 1 10 idx 1 s:_:_:3 idx 1 s:_:1:_ asc", "((1,), (24,), 0)", NULL},
    {X24 "copy C", "((2, 3, 4), (96, 32, 8), 0)", NULL},
    {X24 "T copy C", "((4, 3, 2), (48, 16, 8), 0)", NULL},
    {X24 "T copy K", "((4, 3, 2), (8, 32, 96), 0)", NULL},
    {X24 "T copy A", "((4, 3, 2), (8, 32, 96), 0)", NULL},
    {X24 "tr 3 1 0 2 copy K", "((3, 2, 4), (32, 96, 8), 0)", NULL},
    {X24 "tr 3 2 0 1 copy K", "((4, 2, 3), (8, 96, 32), 0)", NULL},
    {X24 "idx 3 s:_:_:_ s:_:_:-2 s:_:_:-1 copy K", "((2, 2, 4), (64, 32, 8), 0)", NULL},
    {X24 "idx 2 s:_:_:_ N copy K", "((2, 1, 3, 4), (96, 96, 32, 8), 0)", NULL},
    {"new float64 C 2 3 1 T copy K", "((1, 3), (24, 8), 0)", NULL},
    {X24 "idx 2 s:_:_:_ s:_:0:_ copy K", "((2, 0, 4), (0, 0, 0), 0)", NULL},
    {"new float64 C 1 3 bt 2 2 3 copy K", "((2, 3), (8, 16), 0)", "-FOWA"},
    {"new float64 C 1 3 bt 2 2 3 copy C", "((2, 3), (24, 8), 0)", NULL},
    /* §13 flags */
    {X24 "idx 1 s:_:1:_", NULL, "C--WA"},
    {X24 "idx 2 s:_:_:_ s:_:1:_", NULL, "---WA"},
    {X24 "idx 2 s:_:1:_ s:_:1:_", NULL, "CF-WA"},
    {"new float64 C 2 2 0 idx 2 s:_:_:_ s:_:_:-1", NULL, "CF-WA"},
    {"new float64 C 1 4 idx 1 s:_:_:2", NULL, "---WA"},
    {"new float64 C 1 4 idx 1 s:_:_:-1", NULL, "---WA"},
    {"new float64 C 1 4 idx 1 s:_:1:_", NULL, "CF-WA"},
    {"new float64 C 1 4 idx 1 s:_:_:-1 idx 1 s:_:1:_", NULL, "CF-WA"},
    {"new float64 C 1 4 idx 1 s:_:_:5", NULL, "CF-WA"},
    {"new float64 C 2 3 1", NULL, "CFOWA"},
    {"new float64 C 2 3 1 T", NULL, "CF-WA"},
    {"new float64 C 2 2 3 idx 2 s:_:_:_ N", NULL, "C--WA"},
    {"new float64 C 2 4 3 idx 2 s:_:_:2 s:_:1:_", NULL, "---WA"},
    {"new float64 C 2 2 3 ast 1 3 2 1 3 1 3 24 999 8 1", NULL, "C--WA"},
    {"new float64 C 2 2 3 ast 1 2 2 3 1 2 24 0 1", NULL, "---WA"},
    {"new float64 C 2 2 3 ast 1 2 1 3 1 2 0 8 1", NULL, "CF-WA"},
    {"new float64 C 2 2 3 ast 1 2 3 0 1 2 -5 3 1", NULL, "CF-WA"},
    {"new uint8 C 1 17 idx 1 s:1:9:_ vd float64", NULL, "CF-W-"},
    {"new uint8 C 1 17 idx 1 s:8:16:_ vd float64", NULL, "CF-WA"},
    {"new uint8 C 1 17 idx 1 s:2:10:_ vd float16", NULL, "CF-WA"},
    {"new uint8 C 1 17 idx 1 s:1:3:_ vd float16", NULL, "CF-W-"},
    {"new int32 C 1 4 ast 1 1 2 1 1 2 1", NULL, "---W-"},
    {"new int32 C 1 4 ast 1 1 1 1 1 2 1", NULL, "CF-WA"},
    {"new float64 C 1 6 ro idx 1 s:2:_:_", NULL, "CF--A"},
    {"new float64 C 1 6 ro idx 1 s:2:_:_ rw", "ValueError: cannot set WRITEABLE flag to True of this array", NULL},
    {"new float64 C 1 6 idx 1 s:_:_:2 ro idx 1 s:1:_:_", NULL, "----A"},
    {"new float64 C 1 6 idx 1 s:_:_:2 ro idx 1 s:1:_:_ rw", NULL, "---WA"},
};

static void doc_transcripts_replay(void **state) {
    (void)state;
    int bad = 0;
    for (size_t i = 0; i < sizeof transcripts / sizeof transcripts[0]; i++) {
        const transcript *t = &transcripts[i];
        chain_state st;
        int rc = run_chain(&st, t->chain);
        char got[1400], fl[8] = "";
        if (rc == SL_ERR_PY) {
            snprintf(got, sizeof got, "%s: %s", st.err.type, st.err.message);
        } else if (rc != SL_OK) {
            snprintf(got, sizeof got, "status %s: %s", sl_status_name(rc), st.err.message);
        } else {
            const sl_array *r = &st.objs[st.nobj - 1].a;
            if (r->base == SL_NP_SCALAR) snprintf(got, sizeof got, "SCALAR");
            else format_g(r, got, sizeof got);
            format_fl(r, fl);
        }
        bool ok = !t->g || strcmp(got, t->g) == 0;
        if (t->fl && rc == SL_OK) ok &= strcmp(fl, t->fl) == 0;
        if (t->fl && rc != SL_OK) ok = false;
        if (!ok) {
            print_error("transcript %zu: %s\n   want %s %s\n   got  %s %s\n", i, t->chain,
                        t->g ? t->g : "-", t->fl ? t->fl : "-", got, fl);
            bad++;
        }
    }
    assert_int_equal(bad, 0);
}

/* The 32-dim limit counts the result's dims: integer items drop one, None and boolean
 * scalars add one, slices keep theirs (found by fuzz/fuzz_np_ops.c: slices used to count
 * as dropped, so a 29-dim array with 4 new axes and 14 slices came out with 33 dims).
 * numpy 1.24 answers, by /usr/bin/python3 with b = np.empty((1,) * 32),
 * a = np.empty((3,) + (1,) * 28): a[(None,) * 4 + (slice(None),) * 14] and b[:, None]
 * raise the IndexError of the §1.6 transcript ("... indexing result would have 33");
 * b[0, None] and b[None, ..., 0] have 32 dims. */
static void index_dim_limit_counts_slices_as_kept(void **state) {
    (void)state;
    const char *msg = "number of dimensions must be within [0, 32], indexing result would have 33";
    int64_t shape[32];
    for (int i = 0; i < 32; i++) shape[i] = 1;
    shape[0] = 3;
    sl_array a, b, r;
    sl_error err;
    assert_int_equal(sl_np_empty(shape, 29, SL_FLOAT64, 'C', &a, &err), SL_OK);
    shape[0] = 1;
    assert_int_equal(sl_np_empty(shape, 32, SL_FLOAT64, 'C', &b, &err), SL_OK);
    a.ref = b.ref = SL_REF_DEBIAN12; /* numpy 1.24's limit of 32 */
    sl_index_item it[18];
    memset(it, 0, sizeof it);
    for (int i = 0; i < 4; i++) it[i].kind = SL_IDX_NONE;
    for (int i = 4; i < 18; i++) it[i].kind = SL_IDX_SLICE;
    assert_int_equal(sl_np_index(&a, it, 18, &r, &err), SL_ERR_PY);
    assert_string_equal(err.type, "IndexError");
    assert_string_equal(err.message, msg);
    sl_index_item two[2] = {{.kind = SL_IDX_SLICE}, {.kind = SL_IDX_NONE}};
    assert_int_equal(sl_np_index(&b, two, 2, &r, &err), SL_ERR_PY);
    assert_string_equal(err.message, msg);
    two[0] = (sl_index_item){.kind = SL_IDX_INT, .value = 0};
    assert_int_equal(sl_np_index(&b, two, 2, &r, &err), SL_OK);
    assert_int_equal(r.ndim, 32);
    sl_index_item three[3] = {{.kind = SL_IDX_NONE}, {.kind = SL_IDX_ELLIPSIS},
                              {.kind = SL_IDX_INT, .value = 0}};
    assert_int_equal(sl_np_index(&b, three, 3, &r, &err), SL_OK);
    assert_int_equal(r.ndim, 32);
}

/* .base rules of §14 and the "returns itself" rules, on the same chains. */
static void base_follows_the_owner_rules(void **state) {
    (void)state;
    chain_state st;
    /* x = arange(24.).reshape(2,3,4): base is the arange owner (object 0) */
    assert_int_equal(run_chain(&st, X24 "tr 3 2 0 1 idx 4 s:1:_:_ s:_:_:_ s:_:_:2 N"), SL_OK);
    for (int i = 1; i < st.nobj; i++) assert_int_equal(st.objs[i].base, 0);
    /* y.reshape(24) copies: the base is a hidden owner with y's shape */
    assert_int_equal(run_chain(&st, X24 "tr 3 2 0 1 rs C 1 24"), SL_OK);
    assert_int_equal(st.objs[3].a.base, SL_NP_BASE_HIDDEN);
    assert_true(st.hidden[0].flags & SL_NP_OWNDATA);
    int64_t hshape[] = {4, 2, 3}, hstr[] = {48, 24, 8};
    ts_assert_i64s(st.hidden[0].shape, hshape, 3, "hidden shape");
    ts_assert_i64s(st.hidden[0].strides, hstr, 3, "hidden strides");
    /* ... and views of it point at the same hidden owner */
    assert_int_equal(run_chain(&st, X24 "tr 3 2 0 1 rs C 1 24 rs C 2 4 6"), SL_OK);
    assert_int_equal(st.objs[4].base, st.objs[3].base);
    /* as_strided: DummyArray base; views of the result stop at the result */
    assert_int_equal(run_chain(&st, X24 "ast 1 2 3 4 1 2 32 8 1 idx 1 s:1:_:_"), SL_OK);
    assert_int_equal(st.objs[2].a.base, SL_NP_BASE_DUMMY);
    assert_int_equal(st.objs[3].base, 2);
    /* squeeze with nothing to drop, ascontiguousarray of a C array: the same object */
    assert_int_equal(run_chain(&st, "new float64 C 2 2 3 sq 0 0"), SL_OK);
    assert_true(st.same);
    assert_int_equal(run_chain(&st, "new float64 C 2 2 3 sq 2 0"), SL_OK);
    assert_true(st.same);
    assert_int_equal(run_chain(&st, "new float64 C 0 sq 1 1 -1"), SL_OK);
    assert_true(st.same);
    assert_int_equal(run_chain(&st, "new float64 C 2 2 3 asc"), SL_OK);
    assert_true(st.same);
    /* new views even when nothing changes */
    const char *fresh[] = {"new float64 C 2 2 3 idx 1 E", "new float64 C 2 2 3 sw 1 1",
                           "new float64 C 2 2 3 rs C 2 2 3", "new float64 C 2 2 3 mv 1 0 1 0",
                           "new float64 C 1 3 T", "new float64 C 1 3 bt 1 3",
                           "new float64 C 1 3 ast 0 0 0 0 1", "new float64 C 3 2 3 4 roll 0 1"};
    for (size_t i = 0; i < sizeof fresh / sizeof fresh[0]; i++) {
        assert_int_equal(run_chain(&st, fresh[i]), SL_OK);
        assert_false(st.same);
        assert_false(st.objs[1].a.flags & SL_NP_OWNDATA);
    }
    /* 0-d ascontiguousarray: a (1,) view whose base is the 0-d array */
    assert_int_equal(run_chain(&st, "new float64 C 0 asc"), SL_OK);
    assert_int_equal(st.objs[1].base, 0);
}

static void shape_messages_follow_numpy_formatting(void **state) {
    (void)state;
    char buf[128];
    int64_t a[] = {5, -1}, b[] = {-1, 5}, c[] = {5}, d[] = {-1, -1, 3, -2};
    sl_np_format_shape(buf, sizeof buf, a, 2);
    assert_string_equal(buf, "(5,newaxis)");
    sl_np_format_shape(buf, sizeof buf, b, 2);
    assert_string_equal(buf, "(5)");
    sl_np_format_shape(buf, sizeof buf, c, 1);
    assert_string_equal(buf, "(5,)");
    sl_np_format_shape(buf, sizeof buf, c, 0);
    assert_string_equal(buf, "()");
    sl_np_format_shape(buf, sizeof buf, d, 4);
    assert_string_equal(buf, "(3,newaxis)");
    sl_np_format_shape(buf, sizeof buf, d, 1);
    assert_string_equal(buf, "(,)");
}

static void flags_object_prints_and_answers_items(void **state) {
    (void)state;
    chain_state st;
    assert_int_equal(run_chain(&st, X24), SL_OK);
    char buf[400];
    sl_np_format_flags(&st.objs[1].a, buf, sizeof buf);
    assert_string_equal(buf, "  C_CONTIGUOUS : True\n  F_CONTIGUOUS : False\n  OWNDATA : False\n"
                             "  WRITEABLE : True\n  ALIGNED : True\n  WRITEBACKIFCOPY : False\n");
    /* a.flags['C'], ['FNC'], a.T['FNC'], ['FORC'], ['BEHAVED'], ['CARRAY'], ['FARRAY'] */
    const char *keys[] = {"C", "FNC", "FORC", "BEHAVED", "CARRAY", "FARRAY", "CONTIGUOUS", "X"};
    bool want[] = {true, false, true, true, true, false, true, false};
    for (size_t i = 0; i < 8; i++) {
        bool v;
        assert_int_equal(sl_np_flag_item(&st.objs[1].a, keys[i], &v, NULL), SL_OK);
        assert_int_equal(v, want[i]);
    }
    sl_error err;
    bool v;
    assert_int_equal(sl_np_flag_item(&st.objs[1].a, "c", &v, &err), SL_ERR_PY);
    assert_string_equal(err.type, "KeyError");
    assert_string_equal(err.message, "'Unknown flag'");
    /* a[:, ::2].flags['FARRAY'] True, a.diagonal().flags['BEHAVED'] False */
    assert_int_equal(run_chain(&st, X24 "idx 2 s:_:_:_ s:_:_:2"), SL_OK);
    assert_int_equal(sl_np_flag_item(&st.objs[2].a, "FARRAY", &v, NULL), SL_OK);
    assert_true(v);
    assert_int_equal(run_chain(&st, X24 "diag 0 0 1"), SL_OK);
    assert_int_equal(sl_np_flag_item(&st.objs[2].a, "BEHAVED", &v, NULL), SL_OK);
    assert_false(v);
    assert_int_equal(sl_np_check_writable(&st.objs[2].a, &err), SL_ERR_PY);
    assert_string_equal(err.message, "assignment destination is read-only");
}

static void constructors_and_default_dtypes(void **state) {
    (void)state;
    sl_array a;
    sl_error err;
    assert_int_equal(sl_np_default_dtype(false), SL_INT64);
    assert_int_equal(sl_np_default_dtype(true), SL_FLOAT64);
    assert_int_equal(sl_np_arange_i64(0, 5, 1, sl_np_default_dtype(false), &a, &err), SL_OK);
    assert_int_equal(a.shape[0], 5);
    assert_int_equal(a.strides[0], 8);
    assert_int_equal(sl_np_arange_f64(1, 2, 0.3, SL_FLOAT64, &a, &err), SL_OK);
    assert_int_equal(a.shape[0], 4);
    assert_int_equal(sl_np_arange_i64(5, 1, 1, SL_INT64, &a, &err), SL_OK);
    assert_int_equal(a.shape[0], 0);
    assert_int_equal(a.strides[0], 0);
    assert_int_equal(sl_np_arange_i64(10, 0, -3, SL_INT32, &a, &err), SL_OK);
    assert_int_equal(a.shape[0], 4);
    assert_int_equal(a.strides[0], 4);
    assert_int_equal(sl_np_arange_i64(0, 5, 0, SL_INT64, &a, &err), SL_ERR_PY);
    assert_string_equal(err.message, "division by zero");
    assert_string_equal(err.type, "ZeroDivisionError");
    assert_int_equal(sl_np_arange_f64(0, 5, 0, SL_FLOAT64, &a, &err), SL_ERR_PY);
    assert_string_equal(err.message, "float division by zero");
    assert_int_equal(sl_np_arange_i64(0, INT64_C(1) << 62, 1, SL_INT64, &a, &err), SL_ERR_PY);
    assert_string_equal(err.message, "array is too big; `arr.size * arr.dtype.itemsize` is "
                                     "larger than the maximum possible size.");
    assert_int_equal(sl_np_arange_f64(0, 1, 1e-300, SL_FLOAT64, &a, &err), SL_ERR_PY);
    assert_string_equal(err.message, "Maximum allowed size exceeded");
    int64_t neg[] = {2, -1};
    assert_int_equal(sl_np_empty(neg, 2, SL_FLOAT64, 'C', &a, &err), SL_ERR_PY);
    assert_string_equal(err.message, "negative dimensions are not allowed");
    int64_t s[] = {2, 3};
    assert_int_equal(sl_np_empty(s, 2, SL_FLOAT64, 'K', &a, &err), SL_ERR_PY);
    assert_string_equal(err.message, "only 'C' or 'F' order is permitted");
    /* dtype table of §17: strides of zeros((2, 3), t) and of [:, ::-2] */
    struct { const char *name; int64_t s0, s1, r1; } rows[] = {
        {"bool", 3, 1, -2},     {"int8", 3, 1, -2},      {"uint16", 6, 2, -4},
        {"int32", 12, 4, -8},   {"int64", 24, 8, -16},   {"float16", 6, 2, -4},
        {"float32", 12, 4, -8}, {"float64", 24, 8, -16}, {"complex64", 24, 8, -16},
        {"complex128", 48, 16, -32}};
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        char chain[128];
        snprintf(chain, sizeof chain, "new %s C 2 2 3 idx 2 s:_:_:_ s:_:_:-2", rows[i].name);
        chain_state st;
        assert_int_equal(run_chain(&st, chain), SL_OK);
        assert_int_equal(st.objs[0].a.strides[0], rows[i].s0);
        assert_int_equal(st.objs[0].a.strides[1], rows[i].s1);
        assert_int_equal(st.objs[1].a.strides[1], rows[i].r1);
    }
    char order;
    assert_int_equal(sl_np_parse_order("f", &order, NULL), SL_OK);
    assert_int_equal(order, 'F');
    assert_int_equal(sl_np_parse_order("CC", &order, &err), SL_ERR_PY);
    assert_string_equal(err.message, "order must be one of 'C', 'F', 'A', or 'K' (got 'CC')");
    assert_int_equal(sl_np_arg_type_error(SL_NP_TE_ITERABLE, "float", &err), SL_ERR_PY);
    assert_string_equal(err.message, "'float' object is not iterable");
}

static void may_share_memory_compares_byte_extents(void **state) {
    (void)state;
    chain_state s1, s2;
    bool r;
    /* x = arange(10.): x[::2] vs x[1::2] intersect; x[:5] vs x[5:] do not */
    assert_int_equal(run_chain(&s1, "new float64 C 1 10 idx 1 s:_:_:2"), SL_OK);
    assert_int_equal(run_chain(&s2, "new float64 C 1 10 idx 1 s:1:_:2"), SL_OK);
    assert_int_equal(sl_np_may_share_memory(&s1.objs[1].a, &s2.objs[1].a, &r, NULL), SL_OK);
    assert_true(r);
    assert_int_equal(run_chain(&s1, "new float64 C 1 10 idx 1 s:_:5:_"), SL_OK);
    assert_int_equal(run_chain(&s2, "new float64 C 1 10 idx 1 s:5:_:_"), SL_OK);
    assert_int_equal(sl_np_may_share_memory(&s1.objs[1].a, &s2.objs[1].a, &r, NULL), SL_OK);
    assert_false(r);
    assert_int_equal(run_chain(&s1, "new float64 C 1 10 idx 1 s:_:_:-1"), SL_OK);
    assert_int_equal(run_chain(&s2, "new float64 C 1 10 idx 1 s:_:1:_"), SL_OK);
    assert_int_equal(sl_np_may_share_memory(&s1.objs[1].a, &s2.objs[1].a, &r, NULL), SL_OK);
    assert_true(r);
    assert_int_equal(run_chain(&s1, "new float64 C 1 10 idx 1 s:_:0:_"), SL_OK);
    assert_int_equal(sl_np_may_share_memory(&s1.objs[1].a, &s1.objs[0].a, &r, NULL), SL_OK);
    assert_false(r);
}

/* ----------------------------------------------------- brute-force properties -- */

/* Element id stored at the byte address of a record's index: the test's buffers hold
 * element ids at every itemsize-aligned byte (we only use aligned views here). */
typedef struct {
    int64_t *ids; /* ids[byte / itemsize] */
    int64_t nids;
} buffer;

static int64_t addr_of(const sl_array *a, const int64_t *idx) {
    int64_t b = a->offset_bytes;
    for (int32_t d = 0; d < a->ndim; d++) b += idx[d] * a->strides[d];
    return b;
}

static int64_t id_at(const buffer *buf, const sl_array *a, const int64_t *idx) {
    int64_t b = addr_of(a, idx);
    assert_true(b % a->itemsize == 0);
    int64_t k = b / a->itemsize;
    assert_true(k >= 0 && k < buf->nids); /* every view stays inside its buffer */
    return buf->ids[k];
}

static bool next_index(const sl_array *a, int64_t *idx) {
    for (int32_t d = a->ndim - 1; d >= 0; d--) {
        if (++idx[d] < a->shape[d]) return true;
        idx[d] = 0;
    }
    return false;
}

static int64_t count_of(const sl_array *a) {
    int64_t n = 1;
    for (int32_t d = 0; d < a->ndim; d++) n *= a->shape[d];
    return n;
}

/* Linear index in C or F order, and back. */
static int64_t linear(const int64_t *shape, int32_t n, const int64_t *idx, char order) {
    int64_t k = 0;
    for (int32_t j = 0; j < n; j++) {
        int32_t d = order == 'F' ? n - 1 - j : j;
        k = k * shape[d] + idx[d];
    }
    return k;
}
static void unlinear(const int64_t *shape, int32_t n, int64_t k, char order, int64_t *idx) {
    for (int32_t j = n - 1; j >= 0; j--) {
        int32_t d = order == 'F' ? n - 1 - j : j;
        idx[d] = shape[d] ? k % shape[d] : 0;
        k = shape[d] ? k / shape[d] : 0;
    }
}

/* A fresh owner buffer for a new record: ids copied from `src` by logical index
 * (what a copy does), so the copy's layout is checked by the same comparisons. */
static void materialize(const buffer *from, const sl_array *src, const sl_array *owner,
                        buffer *to) {
    int64_t span = 1;
    int64_t idx[SL_MAX_DIMS] = {0};
    to->nids = owner->buffer_bytes / owner->itemsize + 1;
    (void)span;
    to->ids = calloc((size_t)to->nids, sizeof(int64_t));
    if (count_of(owner) == 0) return;
    do {
        int64_t b = addr_of(owner, idx);
        assert_true(b >= 0 && b / owner->itemsize < to->nids);
        to->ids[b / owner->itemsize] = id_at(from, src, idx);
    } while (next_index(owner, idx));
}

/* One random op on `a` and the brute-force check of its result. */
static void check_random_op(uint64_t *rng, const buffer *buf, const sl_array *a, sl_array *res,
                            buffer *resbuf, bool *ok) {
    sl_array r, h;
    sl_error err;
    int32_t nd = a->ndim;
    int64_t idx[SL_MAX_DIMS] = {0}, src[SL_MAX_DIMS];
    *ok = false;
    *resbuf = *buf;
    int op = (int)ts_rand_range(rng, 0, 9);
    if (op == 0) { /* transpose by a random permutation: r[i] = a[i o perm^-1] */
        int64_t perm[SL_MAX_DIMS];
        for (int32_t i = 0; i < nd; i++) perm[i] = i;
        for (int32_t i = nd - 1; i > 0; i--) {
            int32_t j = (int32_t)ts_rand_range(rng, 0, i);
            int64_t t = perm[i]; perm[i] = perm[j]; perm[j] = t;
        }
        if (sl_np_transpose(a, perm, nd, &r, &err) != SL_OK) return;
        if (count_of(&r)) do {
            for (int32_t i = 0; i < nd; i++) src[perm[i]] = idx[i];
            assert_int_equal(id_at(buf, &r, idx), id_at(buf, a, src));
        } while (next_index(&r, idx));
    } else if (op == 1) { /* basic index with random slices / ints / None */
        sl_index_item items[8];
        int32_t n = 0, d = 0;
        int64_t ints[8];
        int kinds[8];
        while (d < nd && n < 6) {
            sl_index_item *it = &items[n];
            memset(it, 0, sizeof *it);
            int64_t len = a->shape[d];
            int c = (int)ts_rand_range(rng, 0, 3);
            if (c == 0 && len > 0) {
                it->kind = SL_IDX_INT;
                it->value = ts_rand_range(rng, -len, len - 1);
                ints[n] = it->value < 0 ? it->value + len : it->value;
                d++;
            } else if (c == 1) {
                it->kind = SL_IDX_NONE;
            } else {
                it->kind = SL_IDX_SLICE;
                it->has_start = ts_rand_range(rng, 0, 1);
                it->has_stop = ts_rand_range(rng, 0, 1);
                it->has_step = true;
                it->start = ts_rand_range(rng, -5, 5);
                it->stop = ts_rand_range(rng, -5, 5);
                do it->step = ts_rand_range(rng, -3, 3); while (it->step == 0);
                d++;
            }
            kinds[n++] = it->kind;
        }
        int rc = sl_np_index(a, items, n, &r, &err);
        if (rc != SL_OK) return;
        if (r.base == SL_NP_SCALAR) return;
        /* brute force: walk r's indices, rebuild the source index item by item using
         * Python's slice semantics written as an explicit list of positions */
        if (count_of(&r)) do {
            int32_t rd = 0, sd = 0;
            for (int32_t i = 0; i < n; i++) {
                if (kinds[i] == SL_IDX_INT) { src[sd++] = ints[i]; continue; }
                if (kinds[i] == SL_IDX_NONE) { rd++; continue; }
                int64_t len = a->shape[sd], np_ = 0, want_k = idx[rd], found = -1;
                const sl_index_item *it = &items[i];
                /* enumerate every candidate position in slice order */
                int64_t st = it->step;
                int64_t b = it->has_start ? it->start : (st > 0 ? 0 : len - 1);
                int64_t e = it->has_stop ? it->stop : (st > 0 ? len : -len - 1);
                if (it->has_start && b < 0) b += len;
                if (it->has_stop && e < 0) e += len;
                for (int64_t p = st > 0 ? (b < 0 ? 0 : b) : (b > len - 1 ? len - 1 : b);
                     st > 0 ? (p < e && p < len) : (p > e && p >= 0); p += st) {
                    if (p >= 0 && p < len) {
                        if (np_ == want_k) found = p;
                        np_++;
                    }
                }
                assert_int_equal(np_, r.shape[rd]);
                assert_true(found >= 0);
                src[sd++] = found;
                rd++;
            }
            for (; sd < nd; sd++, rd++) src[sd] = idx[rd];
            assert_int_equal(id_at(buf, &r, idx), id_at(buf, a, src));
        } while (next_index(&r, idx));
    } else if (op == 2) { /* reshape to a random factorisation, C or F */
        int64_t size = count_of(a), dims[6];
        int32_t n = 0;
        int64_t rem = size;
        while (rem > 1 && n < 5) {
            int64_t f = ts_rand_range(rng, 2, rem);
            while (rem % f) f++;
            dims[n++] = f;
            rem /= f;
        }
        if (size == 0) { dims[n++] = 0; }
        if (ts_rand_range(rng, 0, 2) == 0) { /* a size-1 dim somewhere */
            int32_t at = (int32_t)ts_rand_range(rng, 0, n);
            for (int32_t k = n; k > at; k--) dims[k] = dims[k - 1];
            dims[at] = 1;
            n++;
        }
        char order = ts_rand_range(rng, 0, 1) ? 'C' : 'F';
        if (sl_np_reshape(a, dims, n, order, &r, &h, &err) != SL_OK) return;
        if (r.base == SL_NP_BASE_HIDDEN) {
            /* the hidden owner is a copy of a (same shape) in the order */
            materialize(buf, a, &h, resbuf);
        }
        if (count_of(&r)) do {
            unlinear(a->shape, nd, linear(r.shape, n, idx, order), order, src);
            assert_int_equal(id_at(resbuf, &r, idx), id_at(buf, a, src));
        } while (next_index(&r, idx));
    } else if (op == 3) { /* flip a random axis set */
        int64_t axes[SL_MAX_DIMS];
        int32_t n = 0;
        bool rev[SL_MAX_DIMS] = {false};
        for (int32_t d = 0; d < nd; d++)
            if (ts_rand_range(rng, 0, 1)) { axes[n++] = d; rev[d] = true; }
        if (sl_np_flip(a, SL_NP_AXIS_TUPLE, axes, n, &r, &err) != SL_OK) return;
        if (count_of(&r)) do {
            for (int32_t d = 0; d < nd; d++) src[d] = rev[d] ? a->shape[d] - 1 - idx[d] : idx[d];
            assert_int_equal(id_at(buf, &r, idx), id_at(buf, a, src));
        } while (next_index(&r, idx));
    } else if (op == 4 && nd >= 2) { /* diagonal */
        int64_t off = ts_rand_range(rng, -3, 3);
        int64_t a1 = ts_rand_range(rng, 0, nd - 1), a2 = ts_rand_range(rng, 0, nd - 1);
        if (sl_np_diagonal(a, off, a1, a2, &r, &err) != SL_OK) return;
        if (count_of(&r)) do {
            int32_t k = 0;
            for (int32_t d = 0; d < nd; d++)
                if (d != a1 && d != a2) src[d] = idx[k++];
            int64_t j = idx[k];
            src[a1] = off >= 0 ? j : j - off;
            src[a2] = off >= 0 ? j + off : j;
            assert_int_equal(id_at(buf, &r, idx), id_at(buf, a, src));
        } while (next_index(&r, idx));
        r.flags |= SL_NP_WRITEABLE; /* keep chains writable for later ops */
    } else if (op == 5) { /* broadcast_to a shape with new / stretched dims */
        int64_t shape[SL_MAX_DIMS];
        int32_t lead = (int32_t)ts_rand_range(rng, 0, 2), n = lead + nd;
        if (n > 6) return;
        for (int32_t i = 0; i < lead; i++) shape[i] = ts_rand_range(rng, 0, 3);
        for (int32_t d = 0; d < nd; d++)
            shape[lead + d] = a->shape[d] == 1 ? ts_rand_range(rng, 0, 3) : a->shape[d];
        if (sl_np_broadcast_to(a, shape, n, &r, &err) != SL_OK) return;
        if (count_of(&r)) do {
            for (int32_t d = 0; d < nd; d++) src[d] = a->shape[d] == 1 ? 0 : idx[lead + d];
            assert_int_equal(id_at(buf, &r, idx), id_at(buf, a, src));
        } while (next_index(&r, idx));
    } else if (op == 6) { /* copy in a random order: values by index, own buffer */
        char order = "CFAK"[ts_rand_range(rng, 0, 3)];
        if (sl_np_copy(a, order, &r, &err) != SL_OK) return;
        materialize(buf, a, &r, resbuf);
        assert_true(r.flags & SL_NP_OWNDATA);
        if (count_of(&r)) do {
            assert_int_equal(id_at(resbuf, &r, idx), id_at(buf, a, idx));
        } while (next_index(&r, idx));
        /* a new owner's bytes are exactly its elements: distinct, dense */
        int64_t lo, hi;
        bool empty;
        assert_int_equal(sl_np_byte_extent(&r, &lo, &hi, &empty, NULL), SL_OK);
        if (!empty) assert_int_equal(hi - lo, count_of(&r) * r.itemsize);
    } else if (op == 7) { /* ravel / flatten: element k is the k-th of the traversal view */
        char order = "CFAK"[ts_rand_range(rng, 0, 3)];
        sl_array trav;
        bool flat = ts_rand_range(rng, 0, 1);
        memset(&trav, 0, sizeof trav);
        int rc = flat ? sl_np_flatten(a, order, &r, &trav, &err) : sl_np_ravel(a, order, &r, &trav, &err);
        if (rc != SL_OK) return;
        assert_int_equal(r.ndim, 1);
        assert_int_equal(r.shape[0], count_of(a));
        char o = order == 'A' ? ((sl_np_is_f_contiguous(a) && !sl_np_is_c_contiguous(a)) ? 'F' : 'C') : order;
        if (r.base == SL_NP_BASE_NONE) {
            /* copy: its values are trav's C-order traversal, which for C and F is the
             * C / F linear order of a */
            resbuf->nids = r.shape[0] + 1;
            resbuf->ids = calloc((size_t)resbuf->nids, sizeof(int64_t));
            int64_t k = 0;
            if (count_of(&trav)) do resbuf->ids[k++] = id_at(buf, &trav, idx);
            while (next_index(&trav, idx));
            if (o != 'K')
                for (k = 0; k < r.shape[0]; k++) {
                    unlinear(a->shape, nd, k, o, src);
                    assert_int_equal(resbuf->ids[k], id_at(buf, a, src));
                }
        } else if (o == 'K' && !sl_np_is_c_contiguous(a) && !sl_np_is_f_contiguous(a)) {
            /* a K view: a's elements fill [offset, offset + n*itemsize) exactly once */
            int64_t n = count_of(a);
            bool *hit = calloc((size_t)n + 1, 1);
            if (n) do {
                int64_t b = addr_of(a, idx) - r.offset_bytes;
                assert_true(b >= 0 && b % a->itemsize == 0 && b / a->itemsize < n);
                assert_false(hit[b / a->itemsize]);
                hit[b / a->itemsize] = true;
            } while (next_index(a, idx));
            free(hit);
        } else {
            /* a C / F view lists the elements in that linear order */
            if (o == 'K') o = sl_np_is_c_contiguous(a) ? 'C' : 'F';
            for (int64_t k = 0; k < r.shape[0]; k++) {
                int64_t ri[1] = {k};
                unlinear(a->shape, nd, k, o, src);
                assert_int_equal(id_at(buf, &r, ri), id_at(buf, a, src));
            }
        }
    } else if (op == 8) { /* squeeze everything / expand_dims one axis */
        if (ts_rand_range(rng, 0, 1)) {
            if (sl_np_squeeze(a, SL_NP_AXIS_NONE, NULL, 0, &r, &err) != SL_OK) return;
            if (count_of(&r)) do {
                int32_t k = 0;
                for (int32_t d = 0; d < nd; d++) src[d] = a->shape[d] == 1 ? 0 : idx[k++];
                assert_int_equal(id_at(buf, &r, idx), id_at(buf, a, src));
            } while (next_index(&r, idx));
        } else {
            int64_t ax = ts_rand_range(rng, -nd - 1, nd);
            if (sl_np_expand_dims(a, &ax, 1, &r, &err) != SL_OK) return;
            int64_t at = ax < 0 ? ax + nd + 1 : ax;
            if (count_of(&r)) do {
                int32_t k = 0;
                for (int32_t d = 0; d <= nd; d++)
                    if (d != at) src[k++] = idx[d];
                assert_int_equal(id_at(buf, &r, idx), id_at(buf, a, src));
            } while (next_index(&r, idx));
        }
    } else if (op == 9) { /* swapaxes / moveaxis of one axis */
        if (nd == 0) return;
        int64_t s = ts_rand_range(rng, 0, nd - 1), t = ts_rand_range(rng, 0, nd - 1);
        if (sl_np_moveaxis(a, &s, 1, &t, 1, &r, &err) != SL_OK) return;
        int64_t order[SL_MAX_DIMS];
        int32_t k = 0;
        for (int32_t d = 0; d < nd; d++)
            if (d != s) order[k++] = d;
        for (int32_t i = nd - 1; i > t; i--) order[i] = order[i - 1];
        order[t] = s;
        if (count_of(&r)) do {
            for (int32_t i = 0; i < nd; i++) src[order[i]] = idx[i];
            assert_int_equal(id_at(buf, &r, idx), id_at(buf, a, src));
        } while (next_index(&r, idx));
    } else {
        return;
    }
    /* every result has its computed flags fresh */
    uint32_t bits = r.flags & (SL_NP_C_CONTIGUOUS | SL_NP_F_CONTIGUOUS | SL_NP_ALIGNED);
    sl_np_refresh_flags(&r);
    assert_int_equal(bits, r.flags & (SL_NP_C_CONTIGUOUS | SL_NP_F_CONTIGUOUS | SL_NP_ALIGNED));
    *res = r;
    *ok = true;
}

static void every_index_reaches_the_element_the_op_defines(void **state) {
    (void)state;
    uint64_t rng = 20240601;
    int checked = 0;
    for (int iter = 0; iter < 8000; iter++) {
        int32_t nd = (int32_t)ts_rand_range(&rng, 0, 4);
        int64_t shape[4];
        for (int32_t d = 0; d < nd; d++) shape[d] = ts_rand_range(&rng, 0, 4);
        if (ts_rand_range(&rng, 0, 3)) /* mostly non-empty */
            for (int32_t d = 0; d < nd; d++) if (!shape[d]) shape[d] = 1 + ts_rand_range(&rng, 0, 3);
        sl_dtype dts[] = {SL_INT8, SL_INT16, SL_FLOAT32, SL_FLOAT64, SL_COMPLEX128};
        sl_array a;
        assert_int_equal(sl_np_empty(shape, nd, dts[ts_rand_range(&rng, 0, 4)],
                                     ts_rand_range(&rng, 0, 1) ? 'C' : 'F', &a, NULL), SL_OK);
        buffer buf = {NULL, count_of(&a) + 1};
        buf.ids = calloc((size_t)buf.nids, sizeof(int64_t));
        for (int64_t k = 0; k < buf.nids; k++) buf.ids[k] = 1000 + k;
        int steps = (int)ts_rand_range(&rng, 1, 7);
        for (int s = 0; s < steps; s++) {
            sl_array r;
            buffer rb;
            bool ok;
            check_random_op(&rng, &buf, &a, &r, &rb, &ok);
            if (!ok) continue;
            checked++;
            if (rb.ids != buf.ids) {
                free(buf.ids);
                buf = rb;
            }
            a = r;
        }
        free(buf.ids);
    }
    assert_true(checked > 8000);
}

/* ----------------------------------------------------- flags by enumeration -- */

static void flags_match_their_definitions(void **state) {
    (void)state;
    uint64_t rng = 99;
    int seen_c = 0, seen_f = 0, seen_unaligned = 0;
    for (int iter = 0; iter < 20000; iter++) {
        sl_array a;
        memset(&a, 0, sizeof a);
        sl_dtype dts[] = {SL_INT8, SL_INT16, SL_INT32, SL_FLOAT64, SL_COMPLEX64, SL_COMPLEX128};
        a.dtype = dts[ts_rand_range(&rng, 0, 5)];
        a.itemsize = sl_dtype_itemsize(a.dtype);
        a.ndim = (int32_t)ts_rand_range(&rng, 0, 4);
        a.offset_bytes = ts_rand_range(&rng, 0, 4) * (ts_rand_range(&rng, 0, 1) ? a.itemsize : 1);
        for (int32_t d = 0; d < a.ndim; d++) {
            a.shape[d] = ts_rand_range(&rng, 0, 3);
            if (ts_rand_range(&rng, 0, 4)) a.shape[d] += 1;
        }
        /* strides: mostly contiguous-like products, sometimes perturbed */
        int64_t run = a.itemsize;
        bool f_first = ts_rand_range(&rng, 0, 1);
        for (int32_t k = 0; k < a.ndim; k++) {
            int32_t d = f_first ? k : a.ndim - 1 - k;
            a.strides[d] = run;
            run *= a.shape[d] ? a.shape[d] : 1;
            int c = (int)ts_rand_range(&rng, 0, 9);
            if (c == 0) a.strides[d] = -a.strides[d];
            if (c == 1) a.strides[d] = 0;
            if (c == 2) a.strides[d] += ts_rand_range(&rng, 1, 3);
        }
        sl_np_refresh_flags(&a);
        int64_t n = count_of(&a);
        bool c_def = true, f_def = true, al_def = true;
        int64_t align = sl_np_dtype_alignment(a.dtype);
        int64_t idx[SL_MAX_DIMS] = {0};
        if (n > 0) do {
            int64_t b = addr_of(&a, idx);
            c_def &= b == a.offset_bytes + a.itemsize * linear(a.shape, a.ndim, idx, 'C');
            f_def &= b == a.offset_bytes + a.itemsize * linear(a.shape, a.ndim, idx, 'F');
            al_def &= ((b % align) + align) % align == 0;
        } while (next_index(&a, idx));
        assert_int_equal(sl_np_is_c_contiguous(&a), c_def);
        assert_int_equal(sl_np_is_f_contiguous(&a), f_def);
        assert_int_equal(sl_np_is_aligned(&a), al_def);
        assert_int_equal((a.flags & SL_NP_C_CONTIGUOUS) != 0, c_def);
        assert_int_equal((a.flags & SL_NP_F_CONTIGUOUS) != 0, f_def);
        assert_int_equal((a.flags & SL_NP_ALIGNED) != 0, al_def);
        seen_c += c_def && n > 1;
        seen_f += f_def && n > 1;
        seen_unaligned += !al_def;
    }
    assert_true(seen_c > 100 && seen_f > 100 && seen_unaligned > 100);
}

/* Contiguity where the expected stride leaves int64 (huge sizes, which no enumeration can
 * reach): numpy's definition in exact arithmetic (a size 0 makes every flag true; else,
 * over the dims longer than 1 in the order's direction, each stride equals the itemsize
 * times the sizes passed so far), against sl_np_refresh_flags and the two predicates. */
static bool wide_contiguous(const sl_array *a, bool c_order) {
    for (int32_t d = 0; d < a->ndim; d++)
        if (a->shape[d] == 0) return true;
    const __int128 cap = (__int128)1 << 80; /* past every int64: saturate here */
    __int128 expect = a->itemsize;
    for (int32_t k = 0; k < a->ndim; k++) {
        int32_t d = c_order ? a->ndim - 1 - k : k;
        if (a->shape[d] == 1) continue;
        if ((__int128)a->strides[d] != expect) return false;
        expect *= a->shape[d];
        if (expect > cap) expect = cap;
    }
    return true;
}

static void contiguity_past_int64_matches_the_definition(void **state) {
    (void)state;
    uint64_t rng = 31;
    const int64_t sizes[] = {0, 1, 2, 3, INT64_C(1) << 31, INT64_C(1) << 61, INT64_C(1) << 62,
                             INT64_MAX};
    int seen_c = 0, seen_f = 0, seen_not = 0, seen_big = 0;
    for (int iter = 0; iter < 50000; iter++) {
        sl_array a;
        memset(&a, 0, sizeof a);
        a.dtype = ts_rand_range(&rng, 0, 1) ? SL_INT8 : SL_FLOAT64;
        a.itemsize = sl_dtype_itemsize(a.dtype);
        a.ndim = (int32_t)ts_rand_range(&rng, 0, 5);
        for (int32_t d = 0; d < a.ndim; d++) {
            int r = (int)ts_rand_range(&rng, 0, 9);
            a.shape[d] = r < 3 ? 1 : r < 5 ? sizes[ts_rand_range(&rng, 2, 3)]
                                           : sizes[ts_rand_range(&rng, 0, 7)];
        }
        /* strides: the C or F products while they fit, sometimes something else */
        bool f_first = ts_rand_range(&rng, 0, 1);
        __int128 run = a.itemsize;
        for (int32_t k = 0; k < a.ndim; k++) {
            int32_t d = f_first ? k : a.ndim - 1 - k;
            a.strides[d] = run <= INT64_MAX ? (int64_t)run : (int64_t)ts_rand_range(&rng, 0, 64);
            if (ts_rand_range(&rng, 0, 7) == 0) a.strides[d] = ts_rand_range(&rng, -16, 16);
            /* saturate at 2^100 before the product could leave __int128 */
            int64_t sh = a.shape[d] ? a.shape[d] : 1;
            run = run > ((__int128)1 << 100) / sh ? (__int128)1 << 100 : run * sh;
        }
        seen_big += run > INT64_MAX;
        sl_np_refresh_flags(&a);
        bool c = wide_contiguous(&a, true), f = wide_contiguous(&a, false);
        assert_int_equal((a.flags & SL_NP_C_CONTIGUOUS) != 0, c);
        assert_int_equal((a.flags & SL_NP_F_CONTIGUOUS) != 0, f);
        assert_int_equal(sl_np_is_c_contiguous(&a), c);
        assert_int_equal(sl_np_is_f_contiguous(&a), f);
        seen_c += c && !f;
        seen_f += f && !c;
        seen_not += !c && !f;
    }
    assert_true(seen_c > 1000 && seen_f > 1000 && seen_not > 1000 && seen_big > 5000);
}

/* reshape, ravel and expand_dims of an array contiguous in the order give fresh strides,
 * whose flags are set without the contiguity walks (np_finish_fresh); they must be the bits
 * a full sl_np_refresh_flags of the same record gives (itself held to the definitions
 * above), and expand_dims' own path the record reshape to its shape gives */
static void fresh_stride_flags_match_a_full_refresh(void **state) {
    (void)state;
    uint64_t rng = 7;
    int checked = 0, seen_both = 0, seen_unaligned = 0, seen_empty = 0;
    for (int iter = 0; iter < 20000; iter++) {
        sl_dtype dts[] = {SL_BOOL, SL_INT16, SL_INT32, SL_FLOAT64, SL_COMPLEX64, SL_COMPLEX128};
        sl_dtype dt = dts[ts_rand_range(&rng, 0, 5)];
        int64_t shape[4];
        int32_t nd = (int32_t)ts_rand_range(&rng, 0, 4);
        for (int32_t d = 0; d < nd; d++) shape[d] = ts_rand_range(&rng, 0, 12) == 0 ? 0 : ts_rand_range(&rng, 1, 4);
        char order = ts_rand_range(&rng, 0, 1) ? 'C' : 'F';
        sl_array a, r, full;
        assert_int_equal(sl_np_empty(shape, nd, dt, order, &a, NULL), SL_OK);
        a.offset_bytes = ts_rand_range(&rng, 0, 3); /* often misaligned */
        sl_np_refresh_flags(&a);
        int64_t n = count_of(&a);
        int rc;
        if (ts_rand_range(&rng, 0, 2) == 0) {
            const char orders[] = {'C', 'F', 'A', 'K'};
            rc = sl_np_ravel(&a, orders[ts_rand_range(&rng, 0, 3)], &r, NULL, NULL);
        } else {
            /* a new shape of the same count: n split as (q, n / q) or padded with 1s */
            int64_t ns[4];
            int32_t nn = 0;
            int64_t q = n > 0 ? ts_rand_range(&rng, 1, n) : 1;
            if (n > 0 && n % q != 0) q = 1;
            if (ts_rand_range(&rng, 0, 1)) ns[nn++] = 1;
            ns[nn++] = q;
            if (ts_rand_range(&rng, 0, 1)) ns[nn++] = 1;
            ns[nn++] = n > 0 ? n / q : 0;
            rc = sl_np_reshape(&a, ns, nn, ts_rand_range(&rng, 0, 1) ? 'C' : 'F', &r, NULL, NULL);
        }
        assert_int_equal(rc, SL_OK);
        full = r;
        sl_np_refresh_flags(&full);
        assert_int_equal(r.flags, full.flags);
        /* expand_dims writes a C-contiguous input's result itself: the same record as
         * reshape to the expanded shape, which numpy's expand_dims is */
        if (nd < 4) {
            int64_t ax = ts_rand_range(&rng, -nd - 1, nd), es[5];
            sl_array e, via;
            assert_int_equal(sl_np_expand_dims(&a, &ax, 1, &e, NULL), SL_OK);
            int64_t at = ax < 0 ? ax + nd + 1 : ax;
            for (int32_t d = 0, k = 0; d <= nd; d++) es[d] = d == at ? 1 : shape[k++];
            assert_int_equal(sl_np_reshape(&a, es, nd + 1, 'C', &via, NULL, NULL), SL_OK);
            assert_int_equal(e.ndim, via.ndim);
            for (int32_t d = 0; d < e.ndim; d++) {
                assert_int_equal(e.shape[d], via.shape[d]);
                assert_int_equal(e.strides[d], via.strides[d]);
            }
            assert_int_equal(e.offset_bytes, via.offset_bytes);
            assert_int_equal(e.flags, via.flags);
            assert_int_equal(e.alias, via.alias);
            assert_int_equal(e.base, via.base);
            assert_int_equal(e.buffer_bytes, via.buffer_bytes);
            full = e;
            sl_np_refresh_flags(&full);
            assert_int_equal(e.flags, full.flags);
        }
        checked++;
        seen_both += (r.flags & SL_NP_C_CONTIGUOUS) && (r.flags & SL_NP_F_CONTIGUOUS) && n > 1;
        seen_unaligned += !(r.flags & SL_NP_ALIGNED);
        seen_empty += n == 0;
    }
    assert_true(checked == 20000 && seen_both > 100 && seen_unaligned > 1000 && seen_empty > 100);
}

static void huge_strides_are_errors_not_wraps(void **state) {
    (void)state;
    sl_array a, r;
    sl_error err;
    int64_t shape[] = {5};
    assert_int_equal(sl_np_empty(shape, 1, SL_FLOAT64, 'C', &a, NULL), SL_OK);
    /* a[::2**62] has length 1: numpy's wrapped stride 0 is reproduced (never used) */
    sl_index_item it = {.kind = SL_IDX_SLICE, .has_step = true, .step = INT64_C(1) << 62};
    assert_int_equal(sl_np_index(&a, &it, 1, &r, &err), SL_OK);
    assert_int_equal(r.strides[0], 0);
    /* an as_strided array with a huge stride: stepping it by 4 would wrap -> error */
    int64_t s2[] = {3}, st2[] = {INT64_C(1) << 61};
    assert_int_equal(sl_np_as_strided(&a, s2, 1, st2, 1, true, &r, NULL), SL_OK);
    sl_index_item it2 = {.kind = SL_IDX_SLICE, .has_step = true, .step = 2};
    sl_array r2;
    assert_int_equal(sl_np_index(&r, &it2, 1, &r2, &err), SL_OK); /* length 2, stride 2**62 */
    sl_index_item it3 = {.kind = SL_IDX_SLICE, .has_step = true, .step = 4};
    assert_int_equal(sl_np_index(&r, &it3, 1, &r2, &err), SL_OK); /* length 1 */
    int64_t s3[] = {5}, st3[] = {INT64_C(1) << 61};
    assert_int_equal(sl_np_as_strided(&a, s3, 1, st3, 1, true, &r, NULL), SL_OK);
    assert_int_equal(sl_np_index(&r, &it3, 1, &r2, &err), SL_ERR_OVERFLOW);
    assert_int_equal(sl_np_flip(&r, SL_NP_AXIS_NONE, NULL, 0, &r2, &err), SL_ERR_OVERFLOW);
    /* NULL and bad records are argument errors, not crashes */
    assert_int_equal(sl_np_view(NULL, &r, &err), SL_ERR_ARG);
    a.ndim = 40; /* past numpy 1.24's 32; numpy 2 allows 64, no record holds 65 */
    a.ref = SL_REF_DEBIAN12;
    assert_int_equal(sl_np_view(&a, &r, &err), SL_ERR_ARG);
    a.ndim = 65;
    a.ref = SL_REF_LESSONS;
    assert_int_equal(sl_np_view(&a, &r, &err), SL_ERR_ARG);
}

/* §9: r = np.broadcast_arrays(np.arange(3.), np.zeros((2, 1))) */
static void broadcast_arrays_warn_on_write(void **state) {
    (void)state;
    sl_array in[2], out[2];
    int64_t s3[] = {3}, s21[] = {2, 1};
    assert_int_equal(sl_np_empty(s3, 1, SL_FLOAT64, 'C', &in[0], NULL), SL_OK);
    assert_int_equal(sl_np_empty(s21, 2, SL_FLOAT64, 'C', &in[1], NULL), SL_OK);
    assert_int_equal(sl_np_broadcast_arrays(in, 2, out, NULL), SL_OK);
    char g[200], fl[8], flags[400];
    format_g(&out[0], g, sizeof g);
    assert_string_equal(g, "((2, 3), (0, 8), 0)");
    format_g(&out[1], g, sizeof g);
    assert_string_equal(g, "((2, 3), (8, 0), 0)");
    format_fl(&out[0], fl);
    assert_string_equal(fl, "---WA");
    sl_np_format_flags(&out[0], flags, sizeof flags);
    assert_string_equal(flags, "  C_CONTIGUOUS : False\n  F_CONTIGUOUS : False\n  OWNDATA : False\n"
                               "  WRITEABLE : True  (with WARN_ON_WRITE=True)\n  ALIGNED : True\n"
                               "  WRITEBACKIFCOPY : False\n");
    /* setting writeable explicitly drops the warning */
    assert_int_equal(sl_np_set_writeable(&out[0], true, &in[0], NULL), SL_OK);
    assert_false(out[0].flags & SL_NP_WARN_ON_WRITE);
    /* equal shapes: the inputs themselves */
    in[1] = in[0];
    assert_int_equal(sl_np_broadcast_arrays(in, 2, out, NULL), SL_OK);
    assert_int_equal(out[0].alias, SL_ALIAS_SAME);
    assert_int_equal(out[1].alias, SL_ALIAS_SAME);
}

/* §5: the values of K-order flattens (x = arange(24.).reshape(2, 3, 4); the element id
 * is the byte offset / 8 in the arange buffer). */
static void flatten_orders_list_the_documented_elements(void **state) {
    (void)state;
    struct { const char *chain; char op; char order; int64_t want[24]; } rows[] = {
        {X24 "T", 'f', 'C', {0, 12, 4, 16, 8, 20, 1, 13, 5, 17, 9, 21, 2, 14, 6, 18, 10, 22, 3, 15, 7, 19, 11, 23}},
        {X24 "T", 'f', 'K', {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}},
        {X24 "idx 2 s:_:_:_ s:_:_:-1", 'r', 'K', {8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3, 20, 21, 22, 23, 16, 17, 18, 19, 12, 13, 14, 15}},
        {X24 "tr 3 1 0 2", 'r', 'K', {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        chain_state st;
        assert_int_equal(run_chain(&st, rows[i].chain), SL_OK);
        const sl_array *a = &st.objs[st.nobj - 1].a;
        sl_array r, trav;
        memset(&trav, 0, sizeof trav);
        int rc = rows[i].op == 'f' ? sl_np_flatten(a, rows[i].order, &r, &trav, NULL)
                                   : sl_np_ravel(a, rows[i].order, &r, &trav, NULL);
        assert_int_equal(rc, SL_OK);
        int64_t got[24], idx[SL_MAX_DIMS] = {0}, k = 0;
        if (r.base == SL_NP_BASE_NONE) {
            do got[k++] = addr_of(&trav, idx) / 8; while (next_index(&trav, idx));
        } else {
            for (k = 0; k < 24; k++) {
                int64_t ri[1] = {k};
                got[k] = addr_of(&r, ri) / 8;
            }
        }
        assert_int_equal(k, 24);
        ts_assert_i64s(got, rows[i].want, 24, rows[i].chain);
    }
}

/* Robustness: every entry point on random records and arguments full of extreme values
 * (INT64_MIN/MAX strides, sizes, axes, slice bounds) returns a status and never trips
 * the sanitizers; every success has fresh computed flags. */
static int64_t wild(uint64_t *rng) {
    switch (ts_rand_range(rng, 0, 7)) {
    case 0: return INT64_MIN;
    case 1: return INT64_MAX;
    case 2: return (int64_t)(ts_rand(rng) >> ts_rand_range(rng, 0, 63)) * (ts_rand_range(rng, 0, 1) ? 1 : -1);
    case 3: return INT64_C(1) << ts_rand_range(rng, 0, 62);
    default: return ts_rand_range(rng, -5, 5);
    }
}

static void random_arguments_never_crash(void **state) {
    (void)state;
    uint64_t rng = 4242;
    int ok_count = 0;
    for (int iter = 0; iter < 20000; iter++) {
        sl_array a;
        memset(&a, 0, sizeof a);
        a.dtype = (sl_dtype)ts_rand_range(&rng, 0, SL_DTYPE_COUNT - 1);
        if (a.dtype == SL_BFLOAT16) a.dtype = SL_FLOAT64;
        a.itemsize = sl_dtype_itemsize(a.dtype);
        a.ndim = (int32_t)ts_rand_range(&rng, 0, 5);
        for (int32_t d = 0; d < a.ndim; d++) {
            a.shape[d] = ts_rand_range(&rng, 0, 3) ? ts_rand_range(&rng, 0, 4) : (wild(&rng) & INT64_MAX);
            a.strides[d] = ts_rand_range(&rng, 0, 2) ? ts_rand_range(&rng, -16, 16) : wild(&rng);
        }
        a.offset_bytes = ts_rand_range(&rng, 0, 3) ? ts_rand_range(&rng, 0, 64) : wild(&rng);
        a.flags = (uint32_t)ts_rand_range(&rng, 0, 255);
        a.base = (sl_np_base)ts_rand_range(&rng, 0, 4);
        a.buffer_bytes = 1000;
        int64_t v[8], w[8];
        int32_t nv = (int32_t)ts_rand_range(&rng, 0, 6), nw = (int32_t)ts_rand_range(&rng, 0, 6);
        for (int i = 0; i < 8; i++) {
            v[i] = ts_rand_range(&rng, 0, 2) ? ts_rand_range(&rng, -6, 6) : wild(&rng);
            w[i] = ts_rand_range(&rng, 0, 2) ? ts_rand_range(&rng, -6, 6) : wild(&rng);
        }
        sl_array r, h, t;
        sl_error err;
        sl_index_item items[6];
        for (int i = 0; i < 6; i++) {
            memset(&items[i], 0, sizeof items[i]);
            items[i].kind = (sl_index_kind)ts_rand_range(&rng, 0, SL_IDX_INVALID);
            items[i].value = wild(&rng);
            items[i].has_start = ts_rand_range(&rng, 0, 1);
            items[i].has_stop = ts_rand_range(&rng, 0, 1);
            items[i].has_step = ts_rand_range(&rng, 0, 1);
            items[i].start = wild(&rng);
            items[i].stop = wild(&rng);
            items[i].step = wild(&rng);
            items[i].type_name = ts_rand_range(&rng, 0, 1) ? "uint64" : "float";
        }
        char orders[] = "CFAKZ";
        char o = orders[ts_rand_range(&rng, 0, 4)];
        sl_np_axis_kind kind = (sl_np_axis_kind)ts_rand_range(&rng, 0, 2);
        int rc;
        switch (ts_rand_range(&rng, 0, 24)) {
        case 0: rc = sl_np_index(&a, items, (int32_t)ts_rand_range(&rng, 0, 6), &r, &err); break;
        case 1: rc = sl_np_transpose(&a, ts_rand_range(&rng, 0, 1) ? v : NULL, nv, &r, &err); break;
        case 2: rc = sl_np_swapaxes(&a, v[0], v[1], &r, &err); break;
        case 3: rc = sl_np_moveaxis(&a, v, nv, w, nw, &r, &err); break;
        case 4: rc = sl_np_rollaxis(&a, v[0], v[1], &r, &err); break;
        case 5: rc = sl_np_reshape(&a, v, nv, o, &r, &h, &err); break;
        case 6: rc = sl_np_ravel(&a, o, &r, &t, &err); break;
        case 7: rc = sl_np_flatten(&a, o, &r, &t, &err); break;
        case 8: rc = sl_np_squeeze(&a, kind, v, kind == SL_NP_AXIS_INT ? 1 : nv, &r, &err); break;
        case 9: rc = sl_np_expand_dims(&a, v, nv, &r, &err); break;
        case 10: rc = sl_np_copy(&a, o, &r, &err); break;
        case 11: rc = sl_np_ascontiguousarray(&a, &r, &err); break;
        case 12: rc = sl_np_asfortranarray(&a, &r, &err); break;
        case 13: rc = sl_np_diagonal(&a, v[0], v[1], v[2], &r, &err); break;
        case 14: rc = sl_np_flip(&a, kind, v, kind == SL_NP_AXIS_INT ? 1 : nv, &r, &err); break;
        case 15: rc = sl_np_broadcast_to(&a, v, nv, &r, &err); break;
        case 16: rc = sl_np_as_strided(&a, ts_rand_range(&rng, 0, 1) ? v : NULL, nv,
                                       ts_rand_range(&rng, 0, 1) ? w : NULL, nw, true, &r, &err); break;
        case 17: rc = sl_np_sliding_window_view(&a, v, nv, ts_rand_range(&rng, 0, 1) ? w : NULL, nw,
                                                false, &r, &err); break;
        case 18: rc = sl_np_empty(v, nv, a.dtype, o, &r, &err); break;
        case 19: rc = sl_np_arange_i64(v[0], v[1], v[2], SL_INT64, &r, &err); break;
        case 20: {
            bool b;
            int64_t lo, hi;
            rc = sl_np_may_share_memory(&a, &a, &b, &err);
            if (rc == SL_OK) rc = sl_np_byte_extent(&a, &lo, &hi, &b, &err);
            r = a;
            break;
        }
        case 21: rc = sl_np_set_writeable(&a, true, ts_rand_range(&rng, 0, 1) ? &a : NULL, &err); r = a; break;
        case 22: rc = sl_np_flipud(&a, &r, &err); break;
        case 23: {
            sl_array two[2] = {a, a}, outs[2];
            two[1].ndim = a.ndim ? a.ndim - 1 : 0;
            rc = sl_np_broadcast_arrays(two, 2, outs, &err);
            r = outs[0];
            break;
        }
        default: rc = sl_np_view(&a, &r, &err); break;
        }
        assert_true(rc == SL_OK || rc == SL_ERR_PY || rc == SL_ERR_OVERFLOW ||
                    rc == SL_ERR_UNSUPPORTED || rc == SL_ERR_ARG || rc == SL_ERR_LIMIT);
        if (rc == SL_OK && r.ndim >= 0 && r.ndim <= SL_NP_MAX_DIMS) {
            ok_count++;
            sl_np_refresh_flags(&r); /* must not trip on any result */
        }
    }
    assert_true(ok_count > 2000);
}

/* ------------------------------------------------ differential test vs numpy -- */

/* The reference script (kept here, in the test): generates random chains in the chain
 * language above, runs each on numpy 1.24 and prints "chain<TAB>outcome". */
static const char reference_script[] =
    "# numpy 1.24 reference for test_np_views.c: random view chains in the test's chain\n"
    "# language, each printed with what numpy did (\"chain<TAB>outcome\").\n"
    "import sys, random, warnings\n"
    "try:\n"
    "    import numpy as np\n"
    "    from numpy.lib.stride_tricks import as_strided, sliding_window_view\n"
    "except Exception:\n"
    "    print(\"NONUMPY\"); sys.exit(0)\n"
    "warnings.simplefilter(\"ignore\")\n"
    "DT = [\"float64\", \"int8\", \"uint16\", \"int32\", \"float32\", \"complex64\", \"complex128\", \"bool\"]\n"
    "\n"
    "def rint(lo, hi): return random.randint(lo, hi)\n"
    "\n"
    "def gen_axis(nd, extra=None):\n"
    "    if extra is None: extra = 1 if random.random() < 0.25 else 0\n"
    "    return rint(-nd - extra, max(nd - 1 + extra, -nd - extra))\n"
    "\n"
    "def gen_op(nd, shape):\n"
    "    k = random.choice([\"T\", \"tr\", \"sw\", \"mv\", \"roll\", \"rs\", \"rs\", \"rs\", \"ravel\", \"flat\", \"sq\", \"ed\", \"diag\",\n"
    "                       \"flip\", \"bt\", \"ba\", \"ast\", \"swv\", \"copy\", \"asc\", \"asf\", \"view\", \"vd\", \"idx\", \"idx\", \"idx\", \"idx\", \"ro\", \"rw\"])\n"
    "    if k == \"T\": return [\"T\"], lambda a: a.T\n"
    "    if k == \"tr\":\n"
    "        p = list(range(nd)); random.shuffle(p)\n"
    "        if random.random() < 0.2 and nd: p[rint(0, nd - 1)] = gen_axis(nd)\n"
    "        if random.random() < 0.1: p = p[:-1]\n"
    "        p = [x - nd if random.random() < 0.3 else x for x in p]\n"
    "        return [\"tr\", len(p)] + p, lambda a: a.transpose(p)\n"
    "    if k == \"sw\":\n"
    "        x, y = gen_axis(nd), gen_axis(nd)\n"
    "        return [\"sw\", x, y], lambda a: a.swapaxes(x, y)\n"
    "    if k == \"mv\":\n"
    "        n = rint(0, max(nd, 1))\n"
    "        s = [gen_axis(nd) for _ in range(n)]\n"
    "        d = [gen_axis(nd) for _ in range(n if random.random() < 0.9 else n + 1)]\n"
    "        return [\"mv\", len(s)] + s + [len(d)] + d, lambda a: np.moveaxis(a, s, d)\n"
    "    if k == \"roll\":\n"
    "        x, y = gen_axis(nd), rint(-nd - 2, nd + 2)\n"
    "        return [\"roll\", x, y], lambda a: np.rollaxis(a, x, y)\n"
    "    if k == \"rs\":\n"
    "        size = int(np.prod(shape))\n"
    "        # random factorisation of size, with some size-1 dims and maybe a -1\n"
    "        dims = []\n"
    "        rem = size\n"
    "        while rem > 1 and len(dims) < 5:\n"
    "            f = [d for d in range(2, rem + 1) if rem % d == 0]\n"
    "            d = random.choice(f); dims.append(d); rem //= d\n"
    "        if size == 0: dims = [0] + [rint(1, 3) for _ in range(rint(0, 2))]\n"
    "        for _ in range(rint(0, 2)): dims.insert(rint(0, len(dims)), 1)\n"
    "        random.shuffle(dims)\n"
    "        if dims and random.random() < 0.3: dims[rint(0, len(dims) - 1)] = -1\n"
    "        if random.random() < 0.05 and dims: dims[0] += 1\n"
    "        if random.random() < 0.1: dims = list(shape)\n"
    "        o = random.choice(\"CCCFA\")\n"
    "        return [\"rs\", o, len(dims)] + dims, lambda a: a.reshape(dims, order=o)\n"
    "    if k in (\"ravel\", \"flat\"):\n"
    "        o = random.choice(\"CFAK\")\n"
    "        return [k, o], (lambda a: a.ravel(o)) if k == \"ravel\" else (lambda a: a.flatten(o))\n"
    "    if k == \"sq\":\n"
    "        kind = random.choice([0, 1, 2])\n"
    "        ax = [] if kind == 0 else [gen_axis(nd) for _ in range(1 if kind == 1 else rint(0, 2))]\n"
    "        if kind == 1 and nd and random.random() < 0.7:\n"
    "            ones = [i for i in range(nd) if shape[i] == 1]\n"
    "            if ones: ax = [random.choice(ones)]\n"
    "        arg = None if kind == 0 else (ax[0] if kind == 1 else tuple(ax))\n"
    "        return [\"sq\", kind, len(ax)] + ax, lambda a: a.squeeze(arg)\n"
    "    if k == \"ed\":\n"
    "        n = rint(1, 2)\n"
    "        ax = [gen_axis(nd + n, 0) for _ in range(n)]\n"
    "        return [\"ed\", n] + ax, lambda a: np.expand_dims(a, tuple(ax))\n"
    "    if k == \"diag\":\n"
    "        o, x, y = rint(-4, 4), gen_axis(nd, 0), gen_axis(nd, 0)\n"
    "        return [\"diag\", o, x, y], lambda a: a.diagonal(o, x, y)\n"
    "    if k == \"flip\":\n"
    "        kind = random.choice([0, 1, 2])\n"
    "        ax = [] if kind == 0 else [gen_axis(nd, 0) for _ in range(1 if kind == 1 else rint(0, 2))]\n"
    "        arg = None if kind == 0 else (ax[0] if kind == 1 else tuple(ax))\n"
    "        return [\"flip\", kind, len(ax)] + ax, lambda a: np.flip(a, arg)\n"
    "    if k == \"bt\":\n"
    "        tgt = [rint(1, 3) for _ in range(rint(0, 2))] + [s if random.random() < 0.8 else rint(0, 3) for s in shape]\n"
    "        tgt = [t if not (s == 1 and random.random() < 0.5) else rint(0, 3) for t, s in zip(tgt, [0] * (len(tgt) - nd) + list(shape))]\n"
    "        return [\"bt\", len(tgt)] + tgt, lambda a: np.broadcast_to(a, tuple(tgt))\n"
    "    if k == \"ba\":\n"
    "        tgt = [rint(1, 3) for _ in range(rint(0, 2))] + [s if random.random() < 0.7 else rint(0, 3) for s in shape]\n"
    "        if random.random() < 0.5: tgt = tgt[rint(0, len(tgt)):]\n"
    "        return [\"ba\", len(tgt)] + tgt, lambda a: np.broadcast_arrays(a, np.zeros(tgt))[0]\n"
    "    if k == \"ast\":\n"
    "        hs = random.random() < 0.7\n"
    "        shp = [rint(0, 4) for _ in range(rint(0, 3))] if hs else []\n"
    "        hst = random.random() < 0.6\n"
    "        st = [rint(-3, 3) * random.choice([1, 2, 4, 8]) for _ in range(len(shp) if hs else nd)] if hst else []\n"
    "        w = random.random() < 0.7\n"
    "        return [\"ast\", int(hs), len(shp)] + shp + [int(hst), len(st)] + st + [int(w)], \\\n"
    "            lambda a: as_strided(a, shape=shp if hs else None, strides=st if hst else None, writeable=w)\n"
    "    if k == \"swv\":\n"
    "        ha = random.random() < 0.5\n"
    "        if ha:\n"
    "            ax = [gen_axis(nd, 0) for _ in range(rint(1, 2))]\n"
    "            win = [rint(0, 3) for _ in range(len(ax) if random.random() < 0.9 else 1)]\n"
    "        else:\n"
    "            ax = []\n"
    "            win = [rint(0, 3) for _ in range(nd if random.random() < 0.9 else 1)]\n"
    "        w = random.random() < 0.3\n"
    "        return [\"swv\", len(win)] + win + [int(ha), len(ax)] + ax + [int(w)], \\\n"
    "            lambda a: sliding_window_view(a, tuple(win), axis=tuple(ax) if ha else None, writeable=w)\n"
    "    if k == \"vd\":\n"
    "        t = random.choice(DT)\n"
    "        return [\"vd\", t], lambda a: a.view(t)\n"
    "    if k == \"copy\":\n"
    "        o = random.choice(\"CFAK\")\n"
    "        return [\"copy\", o], lambda a: a.copy(o)\n"
    "    if k == \"asc\": return [\"asc\"], lambda a: np.ascontiguousarray(a)\n"
    "    if k == \"asf\": return [\"asf\"], lambda a: np.asfortranarray(a)\n"
    "    if k == \"view\": return [\"view\"], lambda a: a.view()\n"
    "    if k == \"ro\":\n"
    "        def f(a): a.flags.writeable = False; return a\n"
    "        return [\"ro\"], f\n"
    "    if k == \"rw\":\n"
    "        def f(a): a.flags.writeable = True; return a\n"
    "        return [\"rw\"], f\n"
    "    # idx\n"
    "    items, toks = [], []\n"
    "    n = rint(0, nd + 1)\n"
    "    for _ in range(n):\n"
    "        c = random.random()\n"
    "        if c < 0.35:\n"
    "            v = rint(-4, 4); items.append(v); toks.append(\"i:%d\" % v)\n"
    "        elif c < 0.7:\n"
    "            def b(): return None if random.random() < 0.4 else rint(-5, 5)\n"
    "            st = random.choice([None, 1, -1, 2, -2, 3, -3, 0 if random.random() < 0.05 else 1])\n"
    "            s0, s1 = b(), b()\n"
    "            items.append(slice(s0, s1, st))\n"
    "            f = lambda x: \"_\" if x is None else str(x)\n"
    "            toks.append(\"s:%s:%s:%s\" % (f(s0), f(s1), f(st)))\n"
    "        elif c < 0.8: items.append(None); toks.append(\"N\")\n"
    "        elif c < 0.9: items.append(Ellipsis); toks.append(\"E\")\n"
    "        elif c < 0.93:\n"
    "            v = rint(-3, 3); items.append(np.array(v)); toks.append(\"a:%d\" % v)\n"
    "        elif c < 0.94: items.append(1.5); toks.append(\"F\")\n"
    "        else:\n"
    "            v = random.random() < 0.5; items.append(v); toks.append(\"B1\" if v else \"B0\")\n"
    "    tup = tuple(items)\n"
    "    single = len(items) == 1 and random.random() < 0.5\n"
    "    if single: return [\"idx\", 1] + toks, lambda a: a[tup[0]]\n"
    "    return [\"idx\", len(toks)] + toks, lambda a: a[tup]\n"
    "\n"
    "def owner(a):\n"
    "    o = a\n"
    "    while getattr(o, \"base\", None) is not None: o = o.base\n"
    "    return o\n"
    "\n"
    "def describe(objs, same):\n"
    "    a = objs[-1]\n"
    "    if not isinstance(a, np.ndarray):\n"
    "        try: return \"SCALAR %d\" % int(np.real(a))\n"
    "        except Exception: return \"SCALAR BAD\"\n"
    "    o = owner(a)\n"
    "    if not hasattr(o, \"__array_interface__\"): o = np.frombuffer(o, np.uint8) # a Python buffer\n"
    "    off = a.__array_interface__[\"data\"][0] - o.__array_interface__[\"data\"][0]\n"
    "    f = a.flags\n"
    "    fl = \"\".join(c if v else \"-\" for c, v in zip(\"CFOWA\", (f.c_contiguous, f.f_contiguous, f.owndata, f.writeable, f.aligned)))\n"
    "    if \"WARN_ON_WRITE=True\" in str(f): fl += \"w\"\n"
    "    b = a.base\n"
    "    if b is None: bs = \"None\"\n"
    "    else:\n"
    "        bs = \"other\"\n"
    "        for j, o in enumerate(objs[:-1]):\n"
    "            if b is o: bs = str(j)\n"
    "        if type(b).__name__ == \"DummyArray\":\n"
    "            for j, o in enumerate(objs[:-1]):\n"
    "                if b.base is o: bs = \"D%d\" % j\n"
    "    try: vals = [int(np.real(v)) for v in a.ravel().tolist()] if a.size else []\n"
    "    except Exception: vals = \"BAD\"\n"
    "    return \"%s %s %d %s same=%d base=%s vals=%s\" % (a.shape, a.strides, off, fl, same, bs, vals)\n"
    "\n"
    "def run_chain():\n"
    "    nd = random.choice([0, 1, 1, 2, 2, 3, 3, 4])\n"
    "    shape = [random.choice([0, 1, 1, 2, 3, 4]) if random.random() < 0.95 else 0 for _ in range(nd)]\n"
    "    if random.random() < 0.85: shape = [s if s else rint(1, 4) for s in shape]\n"
    "    dt = random.choice(DT)\n"
    "    order = random.choice(\"CF\")\n"
    "    toks = [\"new\", dt, order, nd] + shape\n"
    "    if random.random() < 0.1: # start from np.frombuffer(bytearray(nbytes), dt, count, offset)\n"
    "        isz = np.dtype(dt).itemsize\n"
    "        nbytes = isz * rint(0, 8) + random.choice([0, 0, 0, 1])\n"
    "        count = random.choice([-1, -1, rint(0, 6)])\n"
    "        off = random.choice([0, 0, isz * rint(0, 2), rint(0, nbytes + 2), -1])\n"
    "        toks = [\"fb\", nbytes, dt, count, off]\n"
    "        try:\n"
    "            first = np.frombuffer(bytearray(nbytes), dtype=dt, count=count, offset=off)\n"
    "        except Exception as e:\n"
    "            return \" \".join(str(x) for x in toks), \"ERR %s: %s\" % (type(e).__name__, e)\n"
    "    elif random.random() < 0.15: # start from np.arange(start, stop, step): int or float form\n"
    "        fl = random.random() < 0.5\n"
    "        args = [rint(-6, 6) for _ in range(3)]\n"
    "        if fl: args = [float(x) + random.choice([0, 0.5, 0.25]) for x in args]\n"
    "        toks = [\"ar\", \"f\" if fl else \"i\"] + args\n"
    "        try:\n"
    "            first = np.arange(*args)\n"
    "        except Exception as e:\n"
    "            return \" \".join(str(x) for x in toks), \"ERR %s: %s\" % (type(e).__name__, e)\n"
    "        dt = str(first.dtype)\n"
    "    else:\n"
    "        first = np.zeros(shape, dtype=dt, order=order)\n"
    "    objs = [first]\n"
    "    M = 2 if dt == \"bool\" else 100\n"
    "    objs[0][...] = (np.arange(objs[0].size) % M).reshape(objs[0].shape)\n"
    "    same = 0\n"
    "    out = None\n"
    "    for _ in range(rint(1, 8)):\n"
    "        a = objs[-1]\n"
    "        if not isinstance(a, np.ndarray): break\n"
    "        t, f = gen_op(a.ndim, a.shape)\n"
    "        toks += t\n"
    "        try:\n"
    "            r = f(a)\n"
    "        except Exception as e:\n"
    "            out = \"ERR %s: %s\" % (type(e).__name__, e)\n"
    "            break\n"
    "        if t[0] in (\"ro\", \"rw\"): continue\n"
    "        same = int(r is a)\n"
    "        objs.append(r)\n"
    "    if out is None: out = describe(objs, same)\n"
    "    return \" \".join(str(x) for x in toks), out\n"
    "\n"
    "random.seed(int(sys.argv[1]))\n"
    "for _ in range(int(sys.argv[2])):\n"
    "    c, out = run_chain()\n"
    "    print(c + \"\\t\" + out)\n"
    "\n";

static bool idx_is_first(const sl_array *r, const int64_t *idx) {
    for (int32_t d = 0; d < r->ndim; d++)
        if (idx[d]) return false;
    return true;
}

/* Our outcome for a chain, in the script's format. */
static void describe(chain_state *st, int rc, char *out, size_t cap) {
    if (rc == SL_ERR_PY) {
        snprintf(out, cap, "ERR %s: %s", st->err.type, st->err.message);
        return;
    }
    if (rc == SL_ERR_UNSUPPORTED) {
        snprintf(out, cap, "UNSUP");
        return;
    }
    if (rc != SL_OK) {
        snprintf(out, cap, "status %s: %s", sl_status_name(rc), st->err.message);
        return;
    }
    const obj *o = &st->objs[st->nobj - 1];
    const sl_array *r = &o->a;
    int64_t zero[SL_MAX_DIMS] = {0};
    if (r->base == SL_NP_SCALAR && !st->same) {
        int64_t v = vt_get(st, o->buf, r, zero);
        if (v == INT64_MIN) snprintf(out, cap, "SCALAR ?");
        else snprintf(out, cap, "SCALAR %lld", (long long)v);
        return;
    }
    char sh[600], stv[600], fl[8], base[16];
    sl_format_tuple(sh, sizeof sh, r->shape, r->ndim);
    sl_format_tuple(stv, sizeof stv, r->strides, r->ndim);
    format_fl(r, fl);
    if (o->base == -1) snprintf(base, sizeof base, "None");
    else if (o->base <= -100) snprintf(base, sizeof base, "other");
    else if (o->base <= -3) snprintf(base, sizeof base, "D%d", -3 - o->base);
    else snprintf(base, sizeof base, "%d", o->base);
    int len = snprintf(out, cap, "%s %s %lld %s%s same=%d base=%s vals=", sh, stv,
                       (long long)r->offset_bytes, fl,
                       (r->flags & SL_NP_WARN_ON_WRITE) ? "w" : "", st->same ? 1 : 0, base);
    assert_true(len > 0 && (size_t)len < cap);
    /* the values in C order, or "?" when some element is not a known value */
    size_t at = (size_t)len;
    int64_t idx[SL_MAX_DIMS] = {0};
    at += (size_t)snprintf(out + at, cap - at, "[");
    if (vt_count(r)) do {
        int64_t v = vt_get(st, o->buf, r, idx);
        if (v == INT64_MIN || at + 32 >= cap) {
            snprintf(out + len, cap - (size_t)len, "?");
            return;
        }
        at += (size_t)snprintf(out + at, cap - at, idx_is_first(r, idx) ? "%lld" : ", %lld", (long long)v);
    } while (vt_next(r, idx));
    snprintf(out + at, cap - at, "]");
}

/* Strip what we could not know (values read outside the buffer or through odd
 * strides, which numpy reads as garbage) from both sides. */
static bool outcomes_agree(const char *want, const char *got) {
    size_t n = strlen(got);
    if (n && got[n - 1] == '?') return strncmp(want, got, n - 1) == 0;
    return strcmp(want, got) == 0;
}

static void random_chains_match_numpy(void **state) {
    (void)state;
    if (access("/usr/bin/python3", X_OK) != 0) skip();
    char path[] = "/tmp/stridelab_np_ref_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    assert_non_null(f);
    fputs(reference_script, f);
    fclose(f);
    char cmd[256];
    snprintf(cmd, sizeof cmd, "/usr/bin/python3 %s 20260601 3000", path);
    FILE *pipe = popen(cmd, "r");
    assert_non_null(pipe);
    static char line[200000];
    int n = 0, bad = 0;
    while (fgets(line, sizeof line, pipe)) {
        size_t len = strlen(line);
        if (len && line[len - 1] == '\n') line[--len] = '\0';
        if (!strcmp(line, "NONUMPY")) break;
        char *tab = strchr(line, '\t');
        assert_non_null(tab);
        *tab = '\0';
        const char *want = tab + 1;
        chain_state *st = calloc(1, sizeof *st);
        assert_non_null(st);
        st->values = true;
        assert_true(strlen(line) < 4096);
        char buf[4096];
        memcpy(buf, line, strlen(line) + 1);
        sl_error_clear(&st->err);
        char *p = buf, *op;
        int rc = SL_OK;
        while ((op = next_tok(&p)) && (rc = run_op(st, op, &p)) == SL_OK) {
        }
        static char got[200000];
        describe(st, rc, got, sizeof got);
        if (!outcomes_agree(want, got)) {
            if (bad < 10) print_error("chain: %s\n  numpy: %.300s\n  ours:  %.300s\n", line, want, got);
            bad++;
        }
        chain_free(st);
        free(st);
        n++;
    }
    pclose(pipe);
    unlink(path);
    if (n == 0) skip(); /* python3 without numpy */
    print_message("%d numpy chains compared, %d mismatches\n", n, bad);
    assert_int_equal(n, 3000);
    assert_int_equal(bad, 0);
}

/* The worked example at the top of the header's numpy section. */
static void header_example_holds(void **state) {
    (void)state;
    sl_array x, y, v;
    sl_error err;
    int64_t shape[] = {2, 3, 4};
    assert_int_equal(sl_np_arange_f64(0, 24, 1, sl_np_default_dtype(true), &x, &err), SL_OK);
    assert_int_equal(sl_np_reshape(&x, shape, 3, 'C', &y, NULL, &err), SL_OK);
    sl_index_item it[3] = {{.kind = SL_IDX_SLICE},
                           {.kind = SL_IDX_SLICE, .has_step = true, .step = -2},
                           {.kind = SL_IDX_INT, .value = 1}};
    assert_int_equal(sl_np_index(&y, it, 3, &v, &err), SL_OK);
    char g[200];
    format_g(&v, g, sizeof g);
    assert_string_equal(g, "((2, 2), (96, -64), 72)"); /* §1.6 x[:, ::-2, 1] */
}

/* §1.6 / §1.5: x[True].shape, x[False].shape, x[True].base is None; s[True], s[False] */
static void boolean_scalars_make_copies(void **state) {
    (void)state;
    struct { const char *chain; int64_t shape[4]; int32_t nd; } rows[] = {
        {X24 "idx 1 B1", {1, 2, 3, 4}, 4},
        {X24 "idx 1 B0", {0, 2, 3, 4}, 4},
        {"new float64 C 0 idx 1 B1", {1}, 1},
        {"new float64 C 0 idx 1 B0", {0}, 1},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        chain_state st;
        assert_int_equal(run_chain(&st, rows[i].chain), SL_OK);
        const sl_array *r = &st.objs[st.nobj - 1].a;
        assert_int_equal(r->ndim, rows[i].nd);
        ts_assert_i64s(r->shape, rows[i].shape, rows[i].nd, rows[i].chain);
        assert_int_equal(r->base, SL_NP_BASE_NONE);
        assert_true(r->flags & SL_NP_OWNDATA);
    }
    /* the plain entry point keeps numpy's errors but refuses to build the copy */
    chain_state st;
    assert_int_equal(run_chain(&st, X24), SL_OK);
    sl_index_item it[2] = {{.kind = SL_IDX_INT, .value = 9}, {.kind = SL_IDX_TRUE}};
    sl_array r;
    sl_error err;
    assert_int_equal(sl_np_index(&st.objs[1].a, it, 2, &r, &err), SL_ERR_PY);
    assert_string_equal(err.message, "index 9 is out of bounds for axis 0 with size 2");
    assert_int_equal(sl_np_index(&st.objs[1].a, it + 1, 1, &r, &err), SL_ERR_UNSUPPORTED);
}

/* §13 / §14: fb = np.frombuffer(b'abcdef', dtype=np.uint8) and its views */
static void frombuffer_views_stop_at_the_buffer_array(void **state) {
    (void)state;
    sl_array fb, v, w, ba;
    sl_error err;
    char fl[8];
    assert_int_equal(sl_np_frombuffer(6, false, SL_UINT8, -1, 0, &fb, &err), SL_OK);
    format_fl(&fb, fl);
    assert_string_equal(fl, "CF--A");
    assert_int_equal(fb.base, SL_NP_BASE_BUFFER);
    sl_array tmp = fb;
    assert_int_equal(sl_np_set_writeable(&tmp, true, NULL, &err), SL_ERR_PY);
    assert_string_equal(err.message, "cannot set WRITEABLE flag to True of this array");
    assert_int_equal(sl_np_frombuffer(6, true, SL_UINT8, -1, 0, &ba, &err), SL_OK);
    format_fl(&ba, fl);
    assert_string_equal(fl, "CF-WA");
    /* fb[1:].base is fb, fb[::2][1:].base is fb */
    sl_index_item s1 = {.kind = SL_IDX_SLICE, .has_start = true, .start = 1};
    sl_index_item s2 = {.kind = SL_IDX_SLICE, .has_step = true, .step = 2};
    assert_int_equal(sl_np_index(&fb, &s1, 1, &v, &err), SL_OK);
    assert_true(sl_np_view_base_is_input(&fb));
    assert_int_equal(sl_np_index(&fb, &s2, 1, &v, &err), SL_OK);
    assert_int_equal(sl_np_index(&v, &s1, 1, &w, &err), SL_OK);
    assert_false(sl_np_view_base_is_input(&v)); /* so w.base = v's base = fb */
    assert_int_equal(v.base, SL_NP_BASE_CHAIN);
}

/* Issue 31: numpy's view ops write only the fields and the dims in use of their result
 * (entries past the first four dims and past the result's ndim are left as they were). */
static void np_views_write_only_the_dims_in_use(void **state) {
    (void)state;
    sl_array a, out;
    int64_t shape[] = {2, 3, 4, 5};
    assert_int_equal(sl_np_empty(shape, 4, SL_FLOAT64, 'C', &a, NULL), SL_OK);
    sl_index_item items[3];
    memset(items, 0, sizeof items);
    items[0].kind = SL_IDX_INT, items[0].value = 1;
    items[1].kind = SL_IDX_SLICE;
    items[2].kind = SL_IDX_SLICE, items[2].has_step = true, items[2].step = 2;
    const int64_t axes[] = {0, 2, 3, 1}, rshape[] = {6, 20}, one[] = {1};
    const int64_t poison = INT64_C(0x5a5a5a5a5a5a5a5a);
    for (int op = 0; op < 9; op++) {
        for (int k = 0; k < SL_MAX_DIMS; k++) out.shape[k] = out.strides[k] = poison;
        int rc = -1;
        switch (op) {
        case 0: rc = sl_np_transpose(&a, NULL, 0, &out, NULL); break;
        case 1: rc = sl_np_transpose(&a, axes, 4, &out, NULL); break;
        case 2: rc = sl_np_swapaxes(&a, 0, 2, &out, NULL); break;
        case 3: rc = sl_np_reshape(&a, rshape, 2, 'C', &out, NULL, NULL); break;
        case 4: rc = sl_np_ravel(&a, 'C', &out, NULL, NULL); break;
        case 5: rc = sl_np_view(&a, &out, NULL); break;
        case 6: rc = sl_np_flip(&a, SL_NP_AXIS_INT, one, 1, &out, NULL); break;
        case 7: rc = sl_np_diagonal(&a, 0, 1, 2, &out, NULL); break;
        default: rc = sl_np_index(&a, items, 3, &out, NULL); break;
        }
        assert_int_equal(rc, SL_OK);
        int32_t from = out.ndim > 4 ? out.ndim : 4;
        for (int32_t k = from; k < SL_MAX_DIMS; k++) {
            if (out.shape[k] != poison || out.strides[k] != poison)
                fail_msg("op %d wrote dim %d of a %d-dim result", op, (int)k, (int)out.ndim);
        }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(doc_transcripts_replay),
        cmocka_unit_test(index_dim_limit_counts_slices_as_kept),
        cmocka_unit_test(header_example_holds),
        cmocka_unit_test(boolean_scalars_make_copies),
        cmocka_unit_test(frombuffer_views_stop_at_the_buffer_array),
        cmocka_unit_test(base_follows_the_owner_rules),
        cmocka_unit_test(shape_messages_follow_numpy_formatting),
        cmocka_unit_test(flags_object_prints_and_answers_items),
        cmocka_unit_test(constructors_and_default_dtypes),
        cmocka_unit_test(may_share_memory_compares_byte_extents),
        cmocka_unit_test(every_index_reaches_the_element_the_op_defines),
        cmocka_unit_test(flags_match_their_definitions),
        cmocka_unit_test(fresh_stride_flags_match_a_full_refresh),
        cmocka_unit_test(contiguity_past_int64_matches_the_definition),
        cmocka_unit_test(huge_strides_are_errors_not_wraps),
        cmocka_unit_test(broadcast_arrays_warn_on_write),
        cmocka_unit_test(flatten_orders_list_the_documented_elements),
        cmocka_unit_test(random_arguments_never_crash),
        cmocka_unit_test(random_chains_match_numpy),
        cmocka_unit_test(np_views_write_only_the_dims_in_use),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
