/*
 * tensor_ops.c — torch operations with values: type promotion, dtype conversion,
 * comparisons, bitwise/logical ops, reductions, cat/stack, where, linspace and eye, for
 * the snippet language (torch 1.13 semantics; boolean-mask indexing: tensor_adv_index.c).
 *
 * Elementwise ops follow TensorIterator in three steps, each before any element is
 * touched, so errors come out in torch's order: (1) the result type (torch.result_type:
 * tensors with dims outrank 0-dim tensors, which outrank Python numbers, and a lower
 * rank only matters when its category — bool < integer < float — is higher; Python
 * floats count as the default float32), (2) the output layout (dense strides in the
 * order of the operands' strides, lang_torch_ew_layout), (3) the values: every operand is
 * cast to the common dtype, the op runs in that dtype (float32/float16/bfloat16 in float
 * arithmetic, as torch's opmath does), and the result is stored in the output dtype.
 *
 * Values are computed eagerly when the op runs.  An input whose values we do not hold
 * (torch.empty, a poisoned copy) makes the result refuse its values later, unless the op
 * could raise on a value (integer // and %), in which case it refuses at once.
 *
 * Exactness: float sums, means and products are reproduced only when every partial
 * result in any order is exact (so torch's summation order cannot matter); otherwise
 * `unsupported:`.  Float `**` is reproduced for the exponents torch computes with plain
 * arithmetic (0, 1, 2, 3, -2, 0.5, -0.5, -1); other exponents are refused.  linspace
 * follows torch's two-sided formula in the dtype's own arithmetic.
 */
#include "lang/lang.h"

#include <float.h>
#include <math.h>

#define OPS_NOT_MINE 1

static lang_tensor_v *TV(const lang_value *v) { return v->u.tensor; }


static bool torch_has(sl_dtype dt) { return sl_dtype_torch_name(dt) != NULL; }
static bool is_fl(sl_dtype dt) { return sl_dtype_is_floating(dt); }
static bool is_int(sl_dtype dt) { return sl_dtype_is_integral(dt, false); }

/* ------------------------------------------------------------ promotion == */

/* promote_types for the dtypes torch 1.13 has (complex is refused by the callers) */
static sl_dtype promote(sl_dtype a, sl_dtype b);
sl_dtype lang_torch_promote_types(sl_dtype a, sl_dtype b) { return promote(a, b); }
static sl_dtype promote(sl_dtype a, sl_dtype b) {
    if (a == b) return a;
    if (a == SL_BOOL) return b;
    if (b == SL_BOOL) return a;
    if (is_fl(a) && !is_fl(b)) return a;
    if (is_fl(b) && !is_fl(a)) return b;
    if (is_fl(a)) { /* both floating */
        if ((a == SL_FLOAT16 && b == SL_BFLOAT16) || (a == SL_BFLOAT16 && b == SL_FLOAT16)) return SL_FLOAT32;
        return sl_dtype_itemsize(a) >= sl_dtype_itemsize(b) ? a : b;
    }
    /* both integral: uint8 with a signed type needs a wider signed one */
    if (a == SL_UINT8 || b == SL_UINT8) {
        sl_dtype s = a == SL_UINT8 ? b : a;
        return s == SL_INT8 ? SL_INT16 : s;
    }
    return sl_dtype_itemsize(a) >= sl_dtype_itemsize(b) ? a : b;
}

/* sentinel for "no operand in this priority group" */
#define DT_UNDEF SL_DTYPE_COUNT

static sl_dtype promote_u(sl_dtype a, sl_dtype b) {
    if (a == DT_UNDEF) return b;
    if (b == DT_UNDEF) return a;
    return promote(a, b);
}

/* c10's combine_categories: a lower-priority group only counts when its category is
 * higher (a float beats an integer, anything beats bool). */
static sl_dtype combine(sl_dtype higher, sl_dtype lower) {
    if (higher != DT_UNDEF && is_fl(higher)) return higher;
    if (higher == SL_BOOL || (lower != DT_UNDEF && is_fl(lower))) return promote_u(higher, lower);
    if (higher != DT_UNDEF) return higher;
    return lower;
}

/* One operand of an elementwise op: a tensor or a Python number. */
typedef struct operand {
    lang_value *v;
    bool tensor;
    sl_dtype dt;   /* tensor dtype; for numbers Bool / Long / Double (the value's own type) */
    lang_num num;  /* numbers */
    sl_tensor ex;  /* tensors: expanded to the result shape */
    lang_lview view;
} operand;

static int make_operand(lang_value *v, operand *o, sl_error *err) {
    memset(o, 0, sizeof *o);
    o->v = v;
    switch (v->kind) {
    case V_TENSOR:
        o->tensor = true;
        o->dt = TV(v)->t.dtype;
        if (sl_dtype_is_complex(o->dt)) return lang_unsupported(err, "operations on complex tensors");
        return SL_OK;
    case V_BOOL:
        o->dt = SL_BOOL;
        o->num.i = v->u.b;
        o->num.f = (double)o->num.i;
        return SL_OK;
    case V_INT:
        o->dt = SL_INT64;
        o->num.i = v->u.i;
        o->num.f = (double)v->u.i;
        return SL_OK;
    case V_FLOAT:
        o->dt = SL_FLOAT64;
        o->num.is_float = true;
        o->num.f = v->u.f;
        return SL_OK;
    default:
        return lang_unsupported(err, "a tensor operation with %s", lv_type_name(v));
    }
}

/* torch.result_type over the operands */
static sl_dtype result_type(const operand *ops, int n) {
    sl_dtype dim = DT_UNDEF, zero = DT_UNDEF, wrapped = DT_UNDEF;
    for (int k = 0; k < n; k++) {
        if (ops[k].tensor) {
            if (TV(ops[k].v)->t.layout.ndim > 0) dim = promote_u(dim, ops[k].dt);
            else zero = promote_u(zero, ops[k].dt);
        } else {
            /* a Python float counts as the default dtype (float32) */
            wrapped = promote_u(wrapped, ops[k].dt == SL_FLOAT64 ? SL_FLOAT32 : ops[k].dt);
        }
    }
    return combine(dim, combine(zero, wrapped));
}

static bool can_cast(sl_dtype from, sl_dtype to) {
    if (is_fl(from) && is_int(to)) return false;
    if (from != SL_BOOL && to == SL_BOOL) return false;
    return true;
}

/* TensorIterator's reorder_dimensions: perm[0] is the innermost dim.  st[k]: operand
 * k's strides over shape (0 where broadcast), operands in torch's order. */
void lang_torch_ti_perm(const int64_t *shape, int32_t nd, int64_t (*st)[SL_MAX_DIMS], int nops,
                        int32_t *perm) {
    for (int32_t i = 0; i < nd; i++) perm[i] = nd - 1 - i;
    if (nd <= 1) return;
    for (int32_t i = 1; i < nd; i++) {
        int32_t d1 = i;
        for (int32_t d0 = i - 1; d0 >= 0; d0--) {
            int cmp = 0;
            for (int k = 0; k < nops && cmp == 0; k++) {
                int64_t s0 = st[k][perm[d0]], s1 = st[k][perm[d1]];
                if (s0 == 0 || s1 == 0) continue;
                if (s0 < s1) cmp = -1;
                else if (s0 > s1) cmp = 1;
                else if (shape[perm[d0]] > shape[perm[d1]]) cmp = 1;
            }
            if (cmp > 0) {
                int32_t tmp = perm[d0];
                perm[d0] = perm[d1];
                perm[d1] = tmp;
                d1 = d0;
            } else if (cmp < 0) {
                break;
            }
        }
    }
}

/* TensorIterator's output layout over nops operands whose layouts are lays and whose
 * strides over shape are st (0 where broadcast): when every operand has the full shape
 * (same_shape), the fast paths (all contiguous, all channels_last, all dense with equal
 * strides: *fast is true and perm is not set); else reorder_dimensions (perm, innermost
 * first) and strides laid out in that order (`what` names the result in the overflow
 * error). */
int lang_torch_ti_output(const int64_t *shape, int32_t nd, const sl_layout *lays, int nops,
                         bool same_shape, int64_t (*st)[SL_MAX_DIMS], sl_dtype dt,
                         const char *what, sl_tensor *r, int32_t *perm, bool *fast,
                         sl_error *err) {
    *fast = false;
    if (same_shape) {
        bool contig = true, cl = true, dense = true, eq = true;
        for (int k = 0; k < nops; k++) {
            contig &= sl_torch_is_contiguous(&lays[k], SL_MF_CONTIGUOUS);
            cl &= sl_torch_is_contiguous(&lays[k], SL_MF_CHANNELS_LAST);
            dense &= sl_torch_is_non_overlapping_and_dense(&lays[k]);
            if (memcmp(lays[k].stride, lays[0].stride, (size_t)nd * sizeof(int64_t))) eq = false;
        }
        *fast = contig || cl || (dense && eq);
        if (contig) return sl_torch_empty(shape, nd, dt, r, err);
        if (cl) return sl_torch_empty_format(shape, nd, dt, SL_MF_CHANNELS_LAST, r, err);
        if (dense && eq) return sl_torch_empty_strided(shape, nd, lays[0].stride, nd, dt, r, err);
    }
    lang_torch_ti_perm(shape, nd, st, nops, perm);
    bool inverted = true;
    for (int32_t i = 0; i < nd; i++)
        if (perm[i] != nd - 1 - i) inverted = false;
    if (inverted) return sl_torch_empty(shape, nd, dt, r, err);
    int64_t strides[SL_MAX_DIMS], next = 1;
    for (int32_t i = 0; i < nd; i++) {
        strides[perm[i]] = next;
        if (sl_ovf_mul(next, shape[perm[i]], &next)) return sl_error_overflow(err, what);
    }
    return sl_torch_empty_strided(shape, nd, strides, nd, dt, r, err);
}

/* ------------------------------------------------------------ layout == */

/* TensorIterator's output layout for the tensor operands (Python numbers take no
 * part): with one tensor the engine's elementwise (or unary) rule; with several, the
 * fast paths when all have the broadcast shape (all contiguous, all channels_last, all
 * dense with equal strides), else reorder_dimensions over the broadcast strides. */
static int ew_layout(operand *ops, int n, bool unary_style, sl_dtype out_dt, sl_tensor *r,
                     sl_error *err) {
    const sl_tensor *ts[4];
    int nt = 0;
    for (int k = 0; k < n; k++)
        if (ops[k].tensor) ts[nt++] = &TV(ops[k].v)->t;
    int rc;
    int64_t shape[SL_MAX_DIMS];
    int32_t nd = 0;
    for (int k = 0; k < nt; k++) {
        int64_t tmp[SL_MAX_DIMS];
        int32_t ntmp;
        if ((rc = sl_torch_broadcast_shapes2(shape, nd, ts[k]->layout.size, ts[k]->layout.ndim, tmp, &ntmp, err)))
            return rc;
        memcpy(shape, tmp, sizeof tmp);
        nd = ntmp;
    }
    if (nt == 1) {
        rc = unary_style ? sl_torch_unary_result(ts[0], r, err) : sl_torch_elementwise_result(ts[0], r, err);
    } else {
        bool same_shape = true;
        for (int k = 0; k < nt && same_shape; k++) {
            if (ts[k]->layout.ndim != nd) same_shape = false;
            for (int32_t d = 0; same_shape && d < nd; d++)
                if (ts[k]->layout.size[d] != shape[d]) same_shape = false;
        }
        /* operand strides over the broadcast shape, 0 where broadcast */
        int64_t st[4][SL_MAX_DIMS];
        sl_layout lays[4];
        for (int k = 0; k < nt; k++) {
            lays[k] = ts[k]->layout;
            int32_t off = nd - ts[k]->layout.ndim;
            for (int32_t d = 0; d < nd; d++) {
                if (d < off) st[k][d] = 0;
                else if (ts[k]->layout.size[d - off] == 1 && shape[d] != 1) st[k][d] = 0;
                else st[k][d] = ts[k]->layout.stride[d - off];
            }
        }
        int32_t perm[SL_MAX_DIMS];
        bool fast;
        rc = lang_torch_ti_output(shape, nd, lays, nt, same_shape, st, ts[0]->dtype, "output strides",
                                  r, perm, &fast, err);
    }
    if (rc) return rc;
    return lang_torch_retype_new(r, out_dt, err);
}

int lang_torch_retype_new(sl_tensor *r, sl_dtype dt, sl_error *err) {
    const int64_t nel = r->layout.itemsize ? r->storage_bytes / r->layout.itemsize : 0;
    r->dtype = dt;
    r->layout.itemsize = sl_dtype_itemsize(dt);
    if (sl_ovf_mul(nel, r->layout.itemsize, &r->storage_bytes)) return sl_error_overflow(err, "storage size");
    r->alias = SL_ALIAS_NEW;
    return SL_OK;
}

/* a fresh tensor over new storage with room for values (or a poison reason) */
int lang_torch_new_result(lang_interp *I, const sl_tensor *r, lang_value **out,
                          lang_storage **st_out, sl_error *err) {
    lang_storage *st = lang_storage_new(I, r->storage_bytes, r->dtype, false);
    CHECK_ALLOC(st);
    st->fill = LF_DATA;
    if (r->storage_bytes > LANG_MAX_STORAGE_BYTES) {
        st->poison = "element values of a storage larger than 64 MiB";
    } else {
        st->data = lang_alloc(&I->A, (size_t)r->storage_bytes + 1);
        CHECK_ALLOC(st->data);
    }
    *out = lang_wrap_tensor(I, r, st, NULL);
    CHECK_ALLOC(*out);
    *st_out = st;
    return SL_OK;
}

/* An elementwise unary op of the tensor value t: the result in dtype odt with the layout
 * TensorIterator gives the unary result of `like` (t's layout, or a same-shape stand-in),
 * each element fn(ctx, x) of t's element at the same index, cast to odt.  A read that
 * finds no value poisons the result; what names the op when t is too large to walk. */
int lang_torch_unary_map(lang_interp *I, lang_value *t, const sl_tensor *like, sl_dtype odt,
                         lang_num (*fn)(const void *ctx, lang_num x), const void *ctx, const char *what,
                         lang_value **out, sl_error *err) {
    sl_tensor r;
    int rc = sl_torch_unary_result(like, &r, err);
    if (rc || (rc = lang_torch_retype_new(&r, odt, err))) return rc;
    int64_t n;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    if ((rc = sl_layout_numel(&r.layout, &n, err))) return rc;
    if (n > ((int64_t)1 << 24)) return lang_unsupported(err, "%s of more than 16777216 elements", what);
    lang_lview xv, rv;
    lang_lview_of_tensor(&t->u.tensor->t, &xv);
    lang_lview_of_tensor(&r, &rv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < n; e++) {
        lang_num v, c;
        rc = lang_read(I, t->u.tensor->st, &xv, idx, &v, err);
        if (rc == SL_ERR_UNSUPPORTED) {
            lang_torch_poison_from(I, st, err);
            return SL_OK;
        }
        if (rc) return rc;
        if ((rc = lang_num_cast(fn(ctx, v), odt, &c, err)) || (rc = lang_write(I, st, &rv, idx, c, err))) return rc;
        lang_next_index(idx, r.layout.size, r.layout.ndim);
    }
    return SL_OK;
}

/* a read that found no value: poison the result with the reason */
void lang_torch_poison_from(lang_interp *I, lang_storage *st, sl_error *err) {
    const char *m = err->message;
    if (!strncmp(m, "unsupported: ", 13)) m += 13;
    st->poison = lang_strndup(&I->A, m, strlen(m));
    if (!st->poison) st->poison = "values of this tensor";
    sl_error_clear(err);
}

/* ------------------------------------------------------------ element ops == */

typedef enum ew_op {
    E_ADD, E_SUB, E_MUL, E_DIV, E_FLOORDIV, E_MOD, E_POW, E_AND, E_OR, E_XOR,
    E_LT, E_LE, E_GT, E_GE, E_EQ, E_NE, E_WHERE, E_INVERT, E_LNOT, E_LAND, E_LOR, E_LXOR,
    E_FMOD, E_MAX, E_MIN, E_SHL, E_SHR, E_TRUNCDIV, E_ADDA /* a + alpha * b: x[2] is alpha */
} ew_op;

static bool is_cmp(ew_op op) { return op >= E_LT && op <= E_NE; }
static bool is_logical(ew_op op) { return op == E_LNOT || op == E_LAND || op == E_LOR || op == E_LXOR; }

static double as_d(lang_num x) { return x.is_float ? x.f : (double)x.i; }

/* floor division and Python-style remainder as torch computes them for floats, in the
 * dtype's own arithmetic (float for float32 and narrower, double for float64) */
static double fl_floordiv(double a, double b, bool single) {
    if (single) {
        float x = (float)a, y = (float)b;
        if (y == 0) return (double)(x / y);
        float mod = fmodf(x, y), div = (x - mod) / y;
        if (mod != 0 && (y < 0) != (mod < 0)) div -= 1.0f;
        float fd;
        if (div != 0) {
            fd = floorf(div);
            if (div - fd > 0.5f) fd += 1.0f;
        } else {
            fd = copysignf(0.0f, x / y);
        }
        return (double)fd;
    }
    if (b == 0) return a / b;
    double mod = fmod(a, b), div = (a - mod) / b;
    if (mod != 0 && (b < 0) != (mod < 0)) div -= 1.0;
    double fd;
    if (div != 0) {
        fd = floor(div);
        if (div - fd > 0.5) fd += 1.0;
    } else {
        fd = copysign(0.0, a / b);
    }
    return fd;
}

static double fl_mod(double a, double b, bool single) {
    if (single) {
        float x = (float)a, y = (float)b, m = fmodf(x, y);
        if (m != 0 && (y < 0) != (m < 0)) m += y;
        return (double)m;
    }
    double m = fmod(a, b);
    if (m != 0 && (b < 0) != (m < 0)) m += b;
    return m;
}

/* float ** exponent for the exponents torch 1.13 computes with plain arithmetic */
static bool pow_exact_exponent(double e) {
    return e == 0 || e == 1 || e == 2 || e == 3 || e == -2 || e == 0.5 || e == -0.5 || e == -1;
}

static double fl_pow(double a, double e, bool single) {
    if (single) {
        float x = (float)a;
        if (e == 0) return 1.0;
        if (e == 1) return (double)x;
        if (e == 2) return (double)(x * x);
        if (e == 3) return (double)(x * x * x);
        if (e == -2) return (double)(1.0f / (x * x));
        if (e == 0.5) return (double)sqrtf(x);
        if (e == -0.5) return (double)(1.0f / sqrtf(x));
        return (double)(1.0f / x);
    }
    if (e == 0) return 1.0;
    if (e == 1) return a;
    if (e == 2) return a * a;
    if (e == 3) return a * a * a;
    if (e == -2) return 1.0 / (a * a);
    if (e == 0.5) return sqrt(a);
    if (e == -0.5) return 1.0 / sqrt(a);
    return 1.0 / a;
}

/* integer power with wrap-around, negative exponents as torch's powi */
static int64_t int_pow(int64_t b, int64_t e) {
    if (e < 0) {
        if (b == 1) return 1;
        if (b == -1) return (e & 1) ? -1 : 1;
        return 0;
    }
    uint64_t r = 1, x = (uint64_t)b;
    uint64_t k = (uint64_t)e;
    while (k) {
        if (k & 1) r *= x;
        x *= x;
        k >>= 1;
    }
    return (int64_t)r;
}

/* One element: x[0..n) already cast to the compute dtype `c`. */
static int ew_apply(ew_op op, sl_dtype c, const lang_num *x, lang_num *z, sl_error *err) {
    z->is_float = false;
    z->i = 0;
    if (is_cmp(op)) {
        bool r;
        if (is_fl(c)) {
            double a = as_d(x[0]), b = as_d(x[1]);
            r = op == E_LT ? a < b : op == E_LE ? a <= b : op == E_GT ? a > b : op == E_GE ? a >= b
                : op == E_EQ ? a == b : a != b;
        } else {
            int64_t a = x[0].i, b = x[1].i;
            r = op == E_LT ? a < b : op == E_LE ? a <= b : op == E_GT ? a > b : op == E_GE ? a >= b
                : op == E_EQ ? a == b : a != b;
        }
        z->i = r;
        return SL_OK;
    }
    if (is_logical(op)) {
        bool a = x[0].is_float ? x[0].f != 0 : x[0].i != 0;
        bool b = op == E_LNOT ? false : x[1].is_float ? x[1].f != 0 : x[1].i != 0;
        z->i = op == E_LNOT ? !a : op == E_LAND ? (a && b) : op == E_LOR ? (a || b) : (a != b);
        return SL_OK;
    }
    if (op == E_WHERE) {
        *z = x[0].i ? x[1] : x[2];
        return SL_OK;
    }
    if (is_fl(c)) {
        bool single = c != SL_FLOAT64;
        double a = as_d(x[0]), b = op == E_INVERT ? 0 : as_d(x[1]), r;
        if (op == E_FMOD || op == E_MAX || op == E_MIN || op == E_TRUNCDIV || op == E_ADDA) {
            z->is_float = true;
            if (op == E_FMOD) {
                z->f = fmod(a, b); /* exact in every format */
            } else if (op == E_MAX || op == E_MIN) {
                /* NaN wins; std::max / std::min otherwise, except that torch's vector and
                 * scalar loops disagree on which of two zeros of opposite sign they keep */
                if (a == 0 && b == 0 && signbit(a) != signbit(b))
                    return lang_unsupported(err, "%s of 0.0 and -0.0 (torch's vectorized and scalar loops keep "
                                            "different zeros)", op == E_MAX ? "maximum" : "minimum");
                z->f = isnan(a) || isnan(b) ? NAN : op == E_MAX ? (a < b ? b : a) : (b < a ? b : a);
            } else if (op == E_TRUNCDIV) {
                /* trunc(a / b), the quotient rounded to the dtype first */
                double q = single ? (double)((float)a / (float)b) : a / b;
                if (c == SL_FLOAT16 || c == SL_BFLOAT16) {
                    lang_num qn = {.is_float = true, .f = q}, qr;
                    int rc = lang_num_cast(qn, c, &qr, err);
                    if (rc) return rc;
                    q = qr.f;
                }
                z->f = trunc(q);
            } else {
                if (c != SL_FLOAT64 && c != SL_FLOAT32)
                    return lang_unsupported(err, "alpha= on %s tensors", lang_torch_scalar_type_name(c));
                return lang_torch_add_alpha_float(a, b, as_d(x[2]), c, &z->f, err);
            }
            return SL_OK;
        }
        if (single) {
            float u = (float)a, w = (float)b;
            switch (op) {
            case E_ADD: r = (double)(u + w); break;
            case E_SUB: r = (double)(u - w); break;
            case E_MUL: r = (double)(u * w); break;
            case E_DIV: r = (double)(u / w); break;
            case E_FLOORDIV: r = fl_floordiv(a, b, true); break;
            case E_MOD: r = fl_mod(a, b, true); break;
            case E_POW: r = fl_pow(a, b, true); break;
            default: return lang_unsupported(err, "this operation on floating tensors");
            }
        } else {
            switch (op) {
            case E_ADD: r = a + b; break;
            case E_SUB: r = a - b; break;
            case E_MUL: r = a * b; break;
            case E_DIV: r = a / b; break;
            case E_FLOORDIV: r = fl_floordiv(a, b, false); break;
            case E_MOD: r = fl_mod(a, b, false); break;
            case E_POW: r = fl_pow(a, b, false); break;
            default: return lang_unsupported(err, "this operation on floating tensors");
            }
        }
        z->is_float = true;
        z->f = r;
        return SL_OK;
    }
    if (c == SL_BOOL) {
        bool a = x[0].i != 0, b = op == E_INVERT ? false : x[1].i != 0;
        switch (op) {
        case E_ADD: case E_OR: z->i = a || b; break;
        case E_MUL: case E_AND: z->i = a && b; break;
        case E_XOR: z->i = a != b; break;
        case E_MAX: z->i = a || b; break;
        case E_MIN: z->i = a && b; break;
        case E_INVERT: z->i = !a; break;
        default: return lang_unsupported(err, "this operation on bool tensors");
        }
        return SL_OK;
    }
    int64_t a = x[0].i, b = op == E_INVERT ? 0 : x[1].i;
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    switch (op) {
    case E_ADD: z->i = (int64_t)(ua + ub); break;
    case E_SUB: z->i = (int64_t)(ua - ub); break;
    case E_MUL: z->i = (int64_t)(ua * ub); break;
    case E_AND: z->i = a & b; break;
    case E_OR: z->i = a | b; break;
    case E_XOR: z->i = a ^ b; break;
    case E_INVERT: z->i = ~a; break;
    case E_POW: z->i = int_pow(a, b); break;
    case E_MAX: z->i = a < b ? b : a; break;
    case E_MIN: z->i = b < a ? b : a; break;
    case E_ADDA: z->i = (int64_t)(ua + (uint64_t)x[2].i * ub); break;
    case E_SHL:
    case E_SHR: {
        /* counts outside [0, bits) differ between torch's vector and scalar loops */
        int bits = 8 * (int)sl_dtype_itemsize(c);
        if (b < 0 || b >= bits)
            return lang_unsupported(err, "a shift by %lld of a %d-bit integer (torch's vectorized and scalar loops "
                                    "differ)", (long long)b, bits);
        z->i = op == E_SHL ? (int64_t)(ua << b) : a >> b;
        break;
    }
    case E_FMOD:
    case E_TRUNCDIV:
        if (b == 0) return lang_py_error(err, "RuntimeError", "ZeroDivisionError");
        if (a == INT64_MIN && b == -1) return lang_unsupported(err, "INT64_MIN / -1 (undefined in torch)");
        z->i = op == E_FMOD ? a % b : a / b;
        break;
    case E_FLOORDIV:
    case E_MOD: {
        if (b == 0) return lang_py_error(err, "RuntimeError", "ZeroDivisionError");
        if (a == INT64_MIN && b == -1) return lang_unsupported(err, "INT64_MIN // -1 (undefined in torch)");
        int64_t q = a / b, m = a % b;
        if (m != 0 && ((m < 0) != (b < 0))) {
            q -= 1;
            m += b;
        }
        z->i = op == E_FLOORDIV ? q : m;
        break;
    }
    default: return lang_unsupported(err, "this operation on integer tensors");
    }
    return SL_OK;
}

static const char *kernel_name(ew_op op) {
    switch (op) {
    case E_FLOORDIV: return "div_floor_cpu";
    case E_MOD: return "remainder_cpu";
    case E_FMOD: return "fmod_cpu";
    case E_SHL: return "lshift_cpu";
    case E_SHR: return "rshift_cpu";
    case E_POW: return "pow";
    case E_AND: return "bitwise_and_cpu";
    case E_OR: return "bitwise_or_cpu";
    case E_XOR: return "bitwise_xor_cpu";
    default: return "?";
    }
}

/* The checks TensorIterator-based ops make on the dtypes before any element: returns
 * the compute dtype and the output dtype. */
static int ew_types(ew_op op, operand *ops, int n, sl_dtype *compute, sl_dtype *out_dt, sl_error *err) {
    sl_dtype c;
    if (op == E_WHERE) {
        /* uint8 conditions are still accepted in 1.13 (with a deprecation warning on stderr) */
        if (!ops[0].tensor || (ops[0].dt != SL_BOOL && ops[0].dt != SL_UINT8)) {
            if (ops[0].tensor)
                return lang_py_error(err, "RuntimeError",
                                     "where expected condition to be a boolean tensor, but got a tensor with dtype %s",
                                     lang_torch_scalar_type_name(ops[0].dt));
            return lang_unsupported(err, "torch.where() with a condition that is not a tensor");
        }
        c = result_type(ops + 1, n - 1);
    } else {
        c = result_type(ops, n);
    }
    if (!torch_has(c) || sl_dtype_is_complex(c)) return lang_unsupported(err, "dtype %s in an operation", lang_torch_scalar_type_name(c));
    if (op == E_SUB) {
        bool b0 = ops[0].dt == SL_BOOL, b1 = ops[1].dt == SL_BOOL;
        if (b0 && b1)
            return lang_py_error(err, "RuntimeError",
                                 "Subtraction, the `-` operator, with two bool tensors is not supported. "
                                 "Use the `^` or `logical_xor()` operator instead.");
        if (b0 || b1)
            return lang_py_error(err, "RuntimeError",
                                 "Subtraction, the `-` operator, with a bool tensor is not supported. If you are "
                                 "trying to invert a mask, use the `~` or `logical_not()` operator instead.");
    }
    *out_dt = c;
    if (op == E_DIV && !is_fl(c)) c = *out_dt = SL_FLOAT32;
    if (is_cmp(op) || is_logical(op)) *out_dt = SL_BOOL;
    /* the kernels' dtype dispatch: no bool loop, no floating loop */
    bool shift = op == E_SHL || op == E_SHR;
    bool no_bool = op == E_FLOORDIV || op == E_MOD || op == E_POW || op == E_FMOD || shift;
    bool no_float = op == E_AND || op == E_OR || op == E_XOR || shift;
    if ((no_bool && c == SL_BOOL) || (no_float && is_fl(c)))
        return lang_py_error(err, "RuntimeError", "\"%s\" not implemented for '%s'", kernel_name(op), lang_torch_scalar_type_name(c));
    if (op == E_INVERT && is_fl(c))
        return lang_py_error(err, "TypeError", "~ (operator.invert) is only implemented on integer and Boolean-type tensors");
    if (op == E_POW && is_fl(c)) {
        /* only a Python-number exponent with an exactly computed kernel */
        if (n != 2 || ops[1].tensor || !pow_exact_exponent(as_d(ops[1].num)))
            return lang_unsupported(err, "float ** (values of torch's vectorized pow are not reproduced)");
    }
    if (op == E_POW && !is_fl(c) && !ops[1].tensor && ops[1].num.i < 0 && !ops[1].num.is_float)
        return lang_py_error(err, "RuntimeError", "Integers to negative integer powers are not allowed.");
    if (op == E_POW && !ops[0].tensor)
        return lang_unsupported(err, "number ** tensor");
    /* remainder on float16 / bfloat16 is computed in float: fmod is exact and `mod + b`
     * rounds once, to float and then to the 11 or 8 bits, which is the same as rounding
     * once to those bits (float has more than twice their precision plus 2) */
    if ((c == SL_FLOAT16 || c == SL_BFLOAT16) && (op == E_FLOORDIV || op == E_POW))
        return lang_unsupported(err, "%s on float16 / bfloat16", kernel_name(op));
    *compute = c;
    return SL_OK;
}

/* Run an elementwise op over the operands into a new tensor. */
static int ew_run(lang_interp *I, ew_op op, operand *ops, int n, lang_value **out, sl_error *err) {
    sl_dtype c, odt;
    int rc = ew_types(op, ops, op == E_ADDA ? 2 : n, &c, &odt, err); /* alpha takes no part */
    if (rc) return rc;
    bool unary_style = op == E_INVERT || op == E_LNOT || (op == E_POW && !ops[1].tensor);
    bool any_tensor = false;
    for (int k = 0; k < n; k++) any_tensor |= ops[k].tensor;
    if (!any_tensor) return lang_unsupported(err, "a tensor operation without tensors");
    sl_tensor r;
    if ((rc = ew_layout(ops, n, unary_style, odt, &r, err))) return rc;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    for (int k = 0; k < n; k++) {
        if (!ops[k].tensor) {
            /* numbers enter in the compute dtype (where: in the result dtype) */
            if ((rc = lang_num_cast(ops[k].num, op == E_WHERE && k == 0 ? SL_BOOL : c, &ops[k].num, err))) return rc;
            continue;
        }
        if ((rc = sl_torch_expand(&TV(ops[k].v)->t, r.layout.size, r.layout.ndim, &ops[k].ex, err))) return rc;
        lang_lview_of_tensor(&ops[k].ex, &ops[k].view);
    }
    bool may_raise = (op == E_FLOORDIV || op == E_MOD) && !is_fl(c);
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    int64_t cnt, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_layout_numel(&r.layout, &cnt, err))) return rc;
    for (int64_t e = 0; e < cnt; e++) {
        lang_num x[3], z;
        for (int k = 0; k < n; k++) {
            if (!ops[k].tensor) {
                x[k] = ops[k].num;
                continue;
            }
            rc = lang_read(I, TV(ops[k].v)->st, &ops[k].view, idx, &x[k], err);
            if (rc == SL_ERR_UNSUPPORTED && !may_raise) {
                lang_torch_poison_from(I, st, err);
                return SL_OK;
            }
            if (rc) return rc;
            sl_dtype to = (op == E_WHERE && k == 0) ? SL_BOOL : is_logical(op) ? ops[k].dt : c;
            if ((rc = lang_num_cast(x[k], to, &x[k], err))) return rc;
        }
        if ((rc = ew_apply(op, c, x, &z, err))) return rc;
        if ((rc = lang_write(I, st, &rv, idx, z, err))) return rc;
        lang_next_index(idx, r.layout.size, r.layout.ndim);
    }
    return SL_OK;
}

static ew_op op_of(lang_op op, bool *ok) {
    *ok = true;
    switch (op) {
    case OP_ADD: return E_ADD;
    case OP_SUB: return E_SUB;
    case OP_MUL: return E_MUL;
    case OP_DIV: return E_DIV;
    case OP_FLOORDIV: return E_FLOORDIV;
    case OP_MOD: return E_MOD;
    case OP_POW: return E_POW;
    case OP_BITAND: return E_AND;
    case OP_BITOR: return E_OR;
    case OP_BITXOR: return E_XOR;
    case OP_LT: return E_LT;
    case OP_LE: return E_LE;
    case OP_GT: return E_GT;
    case OP_GE: return E_GE;
    case OP_EQ: return E_EQ;
    case OP_NE: return E_NE;
    case OP_LSHIFT: return E_SHL;
    case OP_RSHIFT: return E_SHR;
    default: *ok = false; return E_ADD;
    }
}

/* `a op b` with at least one tensor; ops the older same-dtype path in tensor_objects.c does
 * not cover (other operators, tensors of different dtypes). */
int lang_torch_ew_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                        sl_error *err) {
    bool ok;
    ew_op e = op_of(op, &ok);
    if (!ok) return lang_unsupported(err, "this operator on tensors");
    operand ops[2];
    int rc;
    if ((rc = make_operand(a, &ops[0], err)) || (rc = make_operand(b, &ops[1], err))) return rc;
    if (e == E_POW && !ops[0].tensor) return lang_unsupported(err, "number ** tensor");
    /* comparisons with a number on the left are the mirrored comparison */
    return ew_run(I, e, ops, 2, out, err);
}

/* a + alpha * b in float32 or float64 (declared in lang/lang.h): torch's add kernel fuses the
 * multiply-add in its vector loop and not in its scalar loop, so the value is exact when
 * both roundings agree and refused otherwise */
int lang_torch_add_alpha_float(double a, double b, double alpha, sl_dtype c, double *out, sl_error *err) {
    double sep, fused;
    if (c == SL_FLOAT64) {
        volatile double prod = alpha * b; /* two roundings, never one fused */
        sep = a + prod;
        fused = fma(alpha, b, a);
    } else {
        volatile float prod = (float)alpha * (float)b;
        sep = (double)((float)a + prod);
        fused = (double)fmaf((float)alpha, (float)b, (float)a);
    }
    if (sep != fused && !(isnan(sep) && isnan(fused)))
        return lang_unsupported(err, "alpha=%g with these values (torch's fused and unfused multiply-add round differently)",
                                alpha);
    *out = sep;
    return SL_OK;
}

/* t.add(other, alpha=k) / t.sub(other, alpha=k): t + k * other in the common dtype, with
 * torch's alpha checks (declared in lang/lang.h) */
int lang_torch_add_alpha(lang_interp *I, bool sub, lang_value *t, lang_value *other, lang_value *alpha,
                         lang_value **out, sl_error *err) {
    if (alpha->kind != V_INT && alpha->kind != V_FLOAT && alpha->kind != V_BOOL)
        return lang_unsupported(err, "alpha= of type %s", lv_type_name(alpha));
    operand ops[3];
    int rc;
    if ((rc = make_operand(t, &ops[0], err)) || (rc = make_operand(other, &ops[1], err)) ||
        (rc = make_operand(alpha, &ops[2], err)))
        return rc;
    sl_dtype c, odt;
    if ((rc = ew_types(sub ? E_SUB : E_ADD, ops, 2, &c, &odt, err))) return rc;
    if (alpha->kind == V_BOOL && c != SL_BOOL)
        return lang_py_error(err, "RuntimeError", "Boolean alpha only supported for Boolean results.");
    if (!is_fl(c) && !sl_dtype_is_complex(c) && alpha->kind == V_FLOAT)
        return lang_py_error(err, "RuntimeError",
                             "For integral input tensors, argument alpha must not be a floating point number.");
    bool one = alpha->kind == V_FLOAT ? alpha->u.f == 1.0 : alpha->u.i == 1;
    if (one) return lang_tensor_binop(I, sub ? OP_SUB : OP_ADD, t, other, out, err);
    if (c == SL_BOOL || sl_dtype_is_complex(c))
        return lang_unsupported(err, "alpha= on %s tensors", lang_torch_scalar_type_name(c));
    if (sub) { /* a - k * b is a + (-k) * b */
        if (ops[2].num.is_float) ops[2].num.f = -ops[2].num.f;
        else ops[2].num.i = (int64_t)((uint64_t)0 - (uint64_t)ops[2].num.i);
    }
    return ew_run(I, E_ADDA, ops, 3, out, err);
}

/* t.div(other, rounding_mode=mode): None is true division, 'trunc' and 'floor' round the
 * quotient in the common dtype (declared in lang/lang.h) */
int lang_torch_div_mode(lang_interp *I, lang_value *t, lang_value *other, lang_value *mode, lang_value **out,
                        sl_error *err) {
    if (mode->kind == V_NONE) return lang_tensor_binop(I, OP_DIV, t, other, out, err);
    if (mode->kind != V_STR) return lang_unsupported(err, "rounding_mode= of type %s", lv_type_name(mode));
    bool trunc_mode = !strcmp(mode->u.str.s, "trunc");
    if (!trunc_mode && strcmp(mode->u.str.s, "floor"))
        return lang_py_error(err, "RuntimeError",
                             "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '%s'",
                             mode->u.str.s);
    operand ops[2];
    int rc;
    if ((rc = make_operand(t, &ops[0], err)) || (rc = make_operand(other, &ops[1], err))) return rc;
    return ew_run(I, trunc_mode ? E_TRUNCDIV : E_FLOORDIV, ops, 2, out, err);
}

int lang_tensor_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                        sl_error *err) {
    if (op == OP_IS || op == OP_ISNOT || op == OP_IN || op == OP_NOTIN)
        return lang_unsupported(err, "this comparison with a tensor");
    return lang_torch_ew_binop(I, op, a, b, out, err);
}

int lang_tensor_unary(lang_interp *I, lang_op op, lang_value *a, lang_value **out, sl_error *err) {
    if (a->kind != V_TENSOR) return lang_unsupported(err, "a unary operator on %s", lv_type_name(a));
    if (op == OP_NEG && TV(a)->t.dtype == SL_BOOL)
        return lang_py_error(err, "RuntimeError",
                             "Negation, the `-` operator, on a bool tensor is not supported. If you are trying "
                             "to invert a mask, use the `~` or `logical_not()` operator instead.");
    if (op == OP_NEG || op == OP_POS) return lang_fleet_unary(I, op, a, out, err); /* lang_fleet.c */
    if (op != OP_INVERT) return lang_unsupported(err, "this unary operator on tensors");
    operand o;
    int rc = make_operand(a, &o, err);
    if (rc) return rc;
    return ew_run(I, E_INVERT, &o, 1, out, err);
}

/* ------------------------------------------------------------ in place == */

/* torch's internal- and partial-overlap errors of in-place writes (declared in lang/lang.h) */
const char LANG_TORCH_OVERLAP_MSG[] =
    "unsupported operation: more than one element of the written-to tensor refers to a single "
    "memory location. Please clone() the tensor before performing the operation.";
const char LANG_TORCH_PARTIAL_MSG[] =
    "unsupported operation: some elements of the input tensor and the written-to tensor refer "
    "to a single memory location. Please clone() the tensor before performing the operation.";

/* self op= other for any elementwise op, with the checks in TensorIterator's order:
 * overlap, broadcast shape, result type castable to self's dtype. */
static int ew_inplace(lang_interp *I, ew_op op, lang_value *self, lang_value *other, lang_value **out,
                      sl_error *err) {
    operand ops[2];
    int rc;
    if ((rc = make_operand(self, &ops[0], err)) || (rc = make_operand(other, &ops[1], err))) return rc;
    const sl_tensor *t = &TV(self)->t;
    if (op == E_SUB && (ops[0].dt == SL_BOOL || ops[1].dt == SL_BOOL)) {
        sl_dtype c, o;
        return ew_types(op, ops, 2, &c, &o, err);
    }
    if (sl_torch_internal_overlap(&t->layout) == SL_OVERLAP_YES)
        return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_OVERLAP_MSG);
    if (ops[1].tensor) {
        sl_overlap_status s = sl_torch_overlap_status(t, &TV(other)->t, other == self, TV(other)->st == TV(self)->st);
        if (s == SL_OVS_PARTIAL) return lang_py_error(err, "RuntimeError", "%s", LANG_TORCH_PARTIAL_MSG);
        if ((rc = lang_interop_check_alias(t, TV(self)->st, &TV(other)->t, TV(other)->st, err))) return rc;
        int64_t bshape[SL_MAX_DIMS];
        int32_t bn;
        const sl_tensor *o = &TV(other)->t;
        if ((rc = sl_torch_broadcast_shapes2(t->layout.size, t->layout.ndim, o->layout.size, o->layout.ndim, bshape,
                                             &bn, err)))
            return rc;
        bool same = bn == t->layout.ndim;
        for (int32_t d = 0; same && d < bn; d++) same = bshape[d] == t->layout.size[d];
        if (!same) {
            char a1[256], a2[256];
            sl_format_list(a1, sizeof a1, bshape, bn);
            sl_format_list(a2, sizeof a2, t->layout.size, t->layout.ndim);
            return lang_py_error(err, "RuntimeError", "output with shape %s doesn't match the broadcast shape %s", a2,
                                 a1);
        }
    }
    sl_dtype c, odt;
    if ((rc = ew_types(op, ops, 2, &c, &odt, err))) return rc;
    if (!can_cast(odt, t->dtype))
        return lang_py_error(err, "RuntimeError", "result type %s can't be cast to the desired output type %s",
                             lang_torch_scalar_type_name(odt), lang_torch_scalar_type_name(t->dtype));
    if ((rc = lang_before_write(I, err))) return rc;
    lang_lview sv;
    lang_lview_of_tensor(t, &sv);
    if (ops[1].tensor) {
        if ((rc = sl_torch_expand(&TV(other)->t, t->layout.size, t->layout.ndim, &ops[1].ex, err))) return rc;
        lang_lview_of_tensor(&ops[1].ex, &ops[1].view);
    } else if ((rc = lang_num_cast(ops[1].num, c, &ops[1].num, err))) {
        return rc;
    }
    int64_t cnt, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_layout_numel(&t->layout, &cnt, err))) return rc;
    for (int64_t e = 0; e < cnt; e++) {
        lang_num x[2], z;
        if ((rc = lang_read(I, TV(self)->st, &sv, idx, &x[0], err))) return rc;
        if ((rc = lang_num_cast(x[0], c, &x[0], err))) return rc;
        if (ops[1].tensor) {
            if ((rc = lang_read(I, TV(other)->st, &ops[1].view, idx, &x[1], err))) return rc;
            if ((rc = lang_num_cast(x[1], c, &x[1], err))) return rc;
        } else {
            x[1] = ops[1].num;
        }
        if ((rc = ew_apply(op, c, x, &z, err))) return rc;
        if ((rc = lang_write(I, TV(self)->st, &sv, idx, z, err))) return rc;
        lang_next_index(idx, t->layout.size, t->layout.ndim);
    }
    *out = self;
    return SL_OK;
}

/* In-place `self op= other` where other is a tensor of another dtype (add_ sub_ mul_
 * div_), routed here by tensor_objects.c. */
int lang_torch_inplace_promoted(lang_interp *I, lang_op op, lang_value *self, lang_value *other,
                                lang_value **out, sl_error *err) {
    bool ok;
    ew_op e = op_of(op, &ok);
    if (!ok) return lang_unsupported(err, "this in-place operator on tensors");
    return ew_inplace(I, e, self, other, out, err);
}

/* ------------------------------------------------------------ conversion == */

static lang_value *dtype_val(lang_interp *I, sl_dtype dt) {
    lang_value **slot = &I->dtype_vals[0][dt];
    if (!*slot) {
        lang_value *v = lv_new(I, V_DTYPE);
        if (!v) return NULL;
        v->u.dtype = dt;
        *slot = v;
    }
    return *slot;
}

/* A float converted to an integer dtype as torch's x86-64 build does it: truncation
 * through a 32-bit conversion for int32 and narrower (out of int32 range, NaN and inf
 * give INT32_MIN, "integer indefinite"), then the low bits; through a 64-bit conversion
 * for int64 (INT64_MIN when out of range).  Checked on the reference machine. */
static lang_num float_to_int(double f, sl_dtype dt) {
    lang_num r = {false, 0, 0};
    if (dt == SL_INT64) {
        r.i = (f >= -9223372036854775808.0 && f < 9223372036854775808.0) ? (int64_t)f : INT64_MIN;
        return r;
    }
    int64_t v = (f > -2147483649.0 && f < 2147483648.0) ? (int64_t)f : INT32_MIN;
    r.i = v; /* lang_write wraps to the narrower type */
    return r;
}

/* t.to(dt): self when the dtype is already dt, else a copy with clone's layout
 * (preserve_format) holding the converted values. */
static int convert(lang_interp *I, lang_value *t, sl_dtype dt, bool force_copy, lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    if (!torch_has(dt)) return lang_unsupported(err, "dtype %s in torch", sl_dtype_numpy_name(dt));
    if (dt == tt->dtype && !force_copy) {
        *out = t;
        return SL_OK;
    }
    sl_tensor r;
    int rc = sl_torch_clone(tt, SL_MF_PRESERVE, &r, err);
    if (rc || (rc = lang_torch_retype_new(&r, dt, err))) return rc;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    lang_lview sv, dv;
    lang_lview_of_tensor(tt, &sv);
    lang_lview_of_tensor(&r, &dv);
    if (sl_dtype_is_complex(tt->dtype)) {
        /* complex to complex or float: a copy (the real parts into floats, as torch's copy_
         * drops the imaginary parts with a warning) */
        if (!sl_dtype_is_complex(dt) && !sl_dtype_is_floating(dt)) {
            st->poison = "element values of complex tensors converted to integers";
            return SL_OK;
        }
        TV(*out)->st = lang_storage_copy(I, TV(t)->st, &sv, &dv, r.storage_bytes, 0, false);
        CHECK_ALLOC(TV(*out)->st);
        return SL_OK;
    }
    int64_t cnt, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_layout_numel(&tt->layout, &cnt, err))) return rc;
    for (int64_t e = 0; e < cnt; e++) {
        lang_num x;
        rc = lang_read(I, TV(t)->st, &sv, idx, &x, err);
        if (rc == SL_ERR_UNSUPPORTED) {
            lang_torch_poison_from(I, st, err);
            return SL_OK;
        }
        if (rc) return rc;
        if (x.is_float && is_int(dt)) x = float_to_int(x.f, dt);
        if ((rc = lang_write(I, st, &dv, idx, x, err))) return rc;
        lang_next_index(idx, tt->layout.size, tt->layout.ndim);
    }
    return SL_OK;
}

static int dtype_arg(const lang_value *v, sl_dtype *dt, sl_error *err) {
    if (v->kind == V_DTYPE && !v->np_dtype) {
        *dt = v->u.dtype;
        return SL_OK;
    }
    if (v->kind == V_FUNC && !v->u.func.self) {
        if (!strcmp(v->u.func.name, "float")) { *dt = SL_FLOAT64; return SL_OK; }
        if (!strcmp(v->u.func.name, "int")) { *dt = SL_INT64; return SL_OK; }
        if (!strcmp(v->u.func.name, "bool")) { *dt = SL_BOOL; return SL_OK; }
    }
    return lang_unsupported(err, "dtype given as %s", lv_type_name(v));
}

/* legacy type strings of x.type() */
static const struct { sl_dtype dt; const char *name; } TYPE_NAMES[] = {
    {SL_FLOAT32, "torch.FloatTensor"}, {SL_FLOAT64, "torch.DoubleTensor"}, {SL_FLOAT16, "torch.HalfTensor"},
    {SL_BFLOAT16, "torch.BFloat16Tensor"}, {SL_UINT8, "torch.ByteTensor"}, {SL_INT8, "torch.CharTensor"},
    {SL_INT16, "torch.ShortTensor"}, {SL_INT32, "torch.IntTensor"}, {SL_INT64, "torch.LongTensor"},
    {SL_BOOL, "torch.BoolTensor"}};

static bool is_device_cpu(const lang_value *v) {
    return v->kind == V_STR && !strcmp(v->u.str.s, "cpu");
}

static int method_to(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    sl_dtype dt = TV(t)->t.dtype;
    bool copy = false;
    int rc;
    for (int32_t k = 0; k < a->npos; k++) {
        lang_value *v = a->pos[k];
        if (is_device_cpu(v)) continue;
        if (v->kind == V_TENSOR) {
            dt = TV(v)->t.dtype;
            continue;
        }
        if (v->kind == V_DTYPE) {
            if ((rc = dtype_arg(v, &dt, err))) return rc;
            continue;
        }
        return lang_unsupported(err, "to() with a %s argument", lv_type_name(v));
    }
    for (int32_t k = 0; k < a->nkw; k++) {
        const char *n = a->kwnames[k];
        lang_value *v = a->kw[k];
        if (!strcmp(n, "dtype")) {
            if ((rc = dtype_arg(v, &dt, err))) return rc;
        } else if (!strcmp(n, "device") && is_device_cpu(v)) {
        } else if (!strcmp(n, "copy") && v->kind == V_BOOL) {
            copy = v->u.b;
        } else if (!strcmp(n, "non_blocking") && v->kind == V_BOOL) {
        } else {
            return lang_unsupported(err, "keyword argument '%s' of to()", n);
        }
    }
    if (copy) return lang_unsupported(err, "to(copy=True)");
    return convert(I, t, dt, false, out, err);
}

static int method_type(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    sl_dtype cur = TV(t)->t.dtype;
    if (a->nkw) return lang_unsupported(err, "keyword arguments of type()");
    if (a->npos == 0) {
        for (size_t i = 0; i < SL_ARRAY_LEN(TYPE_NAMES); i++)
            if (TYPE_NAMES[i].dt == cur) {
                *out = lv_strz(I, TYPE_NAMES[i].name);
                CHECK_ALLOC(*out);
                return SL_OK;
            }
        return lang_unsupported(err, "type() of a %s tensor", lang_torch_scalar_type_name(cur));
    }
    if (a->npos != 1) return lang_unsupported(err, "type() with %d arguments", a->npos);
    lang_value *v = a->pos[0];
    sl_dtype dt;
    if (v->kind == V_STR) {
        bool found = false;
        for (size_t i = 0; i < SL_ARRAY_LEN(TYPE_NAMES); i++)
            if (!strcmp(TYPE_NAMES[i].name, v->u.str.s)) {
                dt = TYPE_NAMES[i].dt;
                found = true;
            }
        if (!found) return lang_unsupported(err, "type('%s')", v->u.str.s);
    } else {
        int rc = dtype_arg(v, &dt, err);
        if (rc) return rc;
    }
    return convert(I, t, dt, false, out, err);
}

/* ------------------------------------------------------------ reductions == */

/* The dims a reduction runs over (mask), from None / an int / a tuple of ints. */
static int reduce_dims(const sl_tensor *t, const lang_value *dimv, uint64_t *mask, bool *all, sl_error *err) {
    int32_t nd = t->layout.ndim;
    *mask = 0;
    *all = !dimv || dimv->kind == V_NONE;
    if (*all) {
        for (int32_t d = 0; d < nd; d++) *mask |= (uint64_t)1 << d;
        return SL_OK;
    }
    int64_t v[SL_MAX_DIMS];
    int32_t n = 0;
    int rc;
    if (dimv->kind == V_TUPLE || dimv->kind == V_LIST) {
        if ((rc = lang_int_list(&dimv, 1, v, &n, "dim", err))) return rc;
        if (n == 0) {
            *all = true;
            for (int32_t d = 0; d < nd; d++) *mask |= (uint64_t)1 << d;
            return SL_OK;
        }
    } else {
        if ((rc = lang_to_int(dimv, &v[0], "dim", err))) return rc;
        n = 1;
    }
    for (int32_t i = 0; i < n; i++) {
        int64_t d;
        if ((rc = sl_wrap_dim(v[i], nd, true, &d, err))) return rc;
        if (nd == 0) d = 0;
        if (nd > 0 && (*mask >> d) & 1)
            return lang_py_error(err, "RuntimeError", "dim %lld appears multiple times in the list of dims",
                                 (long long)d);
        if (nd > 0) *mask |= (uint64_t)1 << d;
    }
    return SL_OK;
}

/* output shape of a reduction (contiguous) and the map from input index to output */
static void reduce_shape(const sl_tensor *t, uint64_t mask, bool keepdim, int64_t *shape, int32_t *n) {
    *n = 0;
    for (int32_t d = 0; d < t->layout.ndim; d++) {
        if ((mask >> d) & 1) {
            if (keepdim) shape[(*n)++] = 1;
        } else {
            shape[(*n)++] = t->layout.size[d];
        }
    }
}

typedef enum red_op { R_SUM, R_MEAN, R_PROD, R_MAX, R_MIN, R_ARGMAX, R_ARGMIN, R_ALL, R_ANY } red_op;

/* exactness of a float sum/product: every element as a dyadic m * 2^e */
typedef struct exact_acc {
    int min_exp;      /* smallest exponent of a set bit among finite non-zero values */
    int max_exp;      /* largest exponent of a set bit */
    double abs_sum;   /* sum of |x| (an upper bound, rounded up enough for the check) */
    int width_sum;    /* product: total significant bits */
    bool nan, pinf, ninf, zero, any;
    double big_prod, small_prod; /* product bounds of max(1,|x|) and min(1,|x|) */
} exact_acc;

static void exact_add(exact_acc *a, double x) {
    if (isnan(x)) { a->nan = true; return; }
    if (isinf(x)) { if (x > 0) a->pinf = true; else a->ninf = true; return; }
    if (x == 0) { a->zero = true; return; }
    int e;
    double m = frexp(fabs(x), &e);  /* |x| = m * 2^e, m in [0.5, 1) */
    /* lowest set bit: scale the mantissa to an integer */
    uint64_t mi = (uint64_t)ldexp(m, 53);
    int tz = 0;
    while (!(mi & 1)) {
        mi >>= 1;
        tz++;
    }
    int low = e - 53 + tz, high = e - 1;
    if (!a->any || low < a->min_exp) a->min_exp = low;
    if (!a->any || high > a->max_exp) a->max_exp = high;
    a->any = true;
    a->abs_sum += fabs(x);
    a->width_sum += high - low + 1;
    double ax = fabs(x);
    a->big_prod *= ax > 1 ? ax : 1;
    a->small_prod *= ax < 1 ? ax : 1;
}

/* Is the sum exact whatever the order? |partial| <= sum|x| < 2^(p + min_exp) with every
 * partial a multiple of 2^min_exp needs no rounding (p = 24 or 53 mantissa bits). */
/* mantissa bits and smallest exponent of a set bit of the float dtypes */
static int mant_bits(sl_dtype dt) {
    return dt == SL_FLOAT64 ? 53 : dt == SL_FLOAT32 ? 24 : dt == SL_FLOAT16 ? 11 : dt == SL_BFLOAT16 ? 8 : 0;
}
static int min_bit_exp(sl_dtype dt) {
    return dt == SL_FLOAT64 ? -1074 : dt == SL_FLOAT32 ? -149 : dt == SL_FLOAT16 ? -24 : -133;
}

/* (float16 / bfloat16 sums accumulate in float32 and store in their own type: exact in
 * the narrow type is exact in both) */
static bool sum_exact(const exact_acc *a, sl_dtype dt) {
    if (!a->any) return true;
    int p = mant_bits(dt);
    if (!p || a->min_exp < min_bit_exp(dt)) return false;
    double top = dt == SL_FLOAT64 ? DBL_MAX / 4 : dt == SL_FLOAT16 ? 65504.0 : FLT_MAX / 4;
    return a->abs_sum < ldexp(1.0, p + a->min_exp) && a->abs_sum <= top;
}

static bool prod_exact(const exact_acc *a, sl_dtype dt) {
    if (!a->any) return true;
    int p = mant_bits(dt);
    if (!p || a->width_sum > p) return false;
    double hi = dt == SL_FLOAT64 ? 1e300 : dt == SL_FLOAT16 ? 65504.0 : 1e37;
    double lo = dt == SL_FLOAT64 ? 1e-300 : dt == SL_FLOAT16 ? 6.2e-5 : 1e-37;
    return a->big_prod < hi && a->small_prod > lo;
}

/* ---- torch's float sum, reproduced for whole-tensor sums (sum() / mean()) ----
 *
 * torch 1.13 sums float32/float64 with a cascade (SumKernel.cpp, our reading of it):
 * TensorIterator orders the input's dims by stride and merges the ones that are
 * contiguous together; the output starts at 0 and each inner row's sum is added to it
 * in turn.  A row whose elements are adjacent in memory and at least one SIMD vector
 * long (8 floats / 4 doubles on AVX2) is summed as vectors: four interleaved vector
 * accumulators with a 16-step carry into coarser levels, then the leftover elements
 * one by one, then the lanes in order.  Other rows use the same cascade with scalars.
 * Below 32768 elements everything runs on one thread, which is the only case done
 * here; dims of stride 0 or equal strides (expanded / overlapping views) are refused. */
static double addf(double a, double b, bool single) {
    return single ? (double)((float)a + (float)b) : a + b;
}

/* multi_row_sum + row_sum over `nvec` vectors of W lanes: vector u, lane l = x[u*W + l] */
static void cascade_row(const double *x, int64_t nvec, int W, bool single, double *out) {
    enum { LEVELS = 4, ROWS = 4 };
    double acc[LEVELS][ROWS][8];
    memset(acc, 0, sizeof acc);
    int64_t size = nvec / ROWS; /* rows of four vectors */
    const int64_t level_power = 4, level_step = 16, level_mask = 15;
    int64_t i = 0;
    while (i + level_step <= size) {
        for (int64_t j = 0; j < level_step; j++, i++)
            for (int k = 0; k < ROWS; k++)
                for (int l = 0; l < W; l++) acc[0][k][l] = addf(acc[0][k][l], x[(i * ROWS + k) * W + l], single);
        for (int j = 1; j < LEVELS; j++) {
            for (int k = 0; k < ROWS; k++)
                for (int l = 0; l < W; l++) {
                    acc[j][k][l] = addf(acc[j][k][l], acc[j - 1][k][l], single);
                    acc[j - 1][k][l] = 0;
                }
            if ((i & (level_mask << (j * level_power))) != 0) break;
        }
    }
    for (; i < size; i++)
        for (int k = 0; k < ROWS; k++)
            for (int l = 0; l < W; l++) acc[0][k][l] = addf(acc[0][k][l], x[(i * ROWS + k) * W + l], single);
    for (int j = 1; j < LEVELS; j++)
        for (int k = 0; k < ROWS; k++)
            for (int l = 0; l < W; l++) acc[0][k][l] = addf(acc[0][k][l], acc[j][k][l], single);
    /* leftover vectors go into the first partial sum, then the partials are added */
    for (int64_t u = size * ROWS; u < nvec; u++)
        for (int l = 0; l < W; l++) acc[0][0][l] = addf(acc[0][0][l], x[u * W + l], single);
    for (int k = 1; k < ROWS; k++)
        for (int l = 0; l < W; l++) acc[0][0][l] = addf(acc[0][0][l], acc[0][k][l], single);
    for (int l = 0; l < W; l++) out[l] = acc[0][0][l];
}

/* The whole-tensor sum as torch computes it, or 1 when the layout is not modelled. */
static int torch_float_sum(lang_interp *I, lang_value *t, double *res, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    bool single = tt->dtype == SL_FLOAT32;
    if (tt->dtype != SL_FLOAT32 && tt->dtype != SL_FLOAT64) return 1;
    int64_t total;
    int rc = sl_layout_numel(&tt->layout, &total, err);
    if (rc) return rc;
    if (total >= 32768) return 1;
    /* dims of size > 1, sorted by stride (innermost first), then merged */
    int64_t size[SL_MAX_DIMS], stride[SL_MAX_DIMS];
    int32_t nd = 0;
    for (int32_t d = tt->layout.ndim - 1; d >= 0; d--) {
        if (tt->layout.size[d] == 1) continue;
        if (tt->layout.stride[d] <= 0) return 1;
        size[nd] = tt->layout.size[d];
        stride[nd] = tt->layout.stride[d];
        nd++;
    }
    for (int32_t i = 1; i < nd; i++)
        for (int32_t j = i; j > 0 && stride[j - 1] > stride[j]; j--) {
            int64_t a = size[j], b = stride[j];
            size[j] = size[j - 1];
            stride[j] = stride[j - 1];
            size[j - 1] = a;
            stride[j - 1] = b;
        }
    for (int32_t i = 1; i < nd; i++)
        if (stride[i] == stride[i - 1]) return 1;
    int32_t m = 0;
    for (int32_t i = 0; i < nd; i++) {
        if (m > 0 && stride[m - 1] * size[m - 1] == stride[i]) {
            size[m - 1] *= size[i];
        } else {
            size[m] = size[i];
            stride[m] = stride[i];
            m++;
        }
    }
    nd = m;
    double acc = 0;
    if (nd == 0) {
        if (total == 0) {
            *res = 0;
            return SL_OK;
        }
        nd = 1;
        size[0] = 1;
        stride[0] = 1;
    }
    int64_t n0 = size[0], rows = total / n0;
    double *x = lang_alloc(&I->A, (size_t)(n0 + 1) * sizeof *x);
    CHECK_ALLOC(x);
    lang_lview v;
    lang_lview_of_tensor(tt, &v);
    v.ndim = 1;
    int W = single ? 8 : 4;
    int64_t outer[SL_MAX_DIMS] = {0};
    for (int64_t r = 0; r < rows; r++) {
        /* the row's first element: outer dims 1.. with dim 1 fastest */
        int64_t off = v.offset_bytes;
        for (int32_t d = 1; d < nd; d++) off += outer[d] * stride[d] * tt->layout.itemsize;
        lang_lview row = v;
        row.offset_bytes = off;
        row.shape[0] = n0;
        row.stride_bytes[0] = stride[0] * tt->layout.itemsize;
        for (int64_t k = 0; k < n0; k++) {
            lang_num e;
            if ((rc = lang_read(I, TV(t)->st, &row, &k, &e, err))) return rc;
            x[k] = e.f;
        }
        double rowsum;
        if (stride[0] == 1 && n0 >= W) {
            int64_t nvec = n0 / W;
            double lanes[8];
            cascade_row(x, nvec, W, single, lanes);
            rowsum = 0;
            for (int64_t k = nvec * W; k < n0; k++) rowsum = addf(rowsum, x[k], single);
            for (int l = 0; l < W; l++) rowsum = addf(rowsum, lanes[l], single);
        } else {
            cascade_row(x, n0, 1, single, &rowsum);
        }
        acc = addf(acc, rowsum, single);
        for (int32_t d = 1; d < nd; d++) {
            if (++outer[d] < size[d]) break;
            outer[d] = 0;
        }
    }
    *res = acc;
    return SL_OK;
}

/* multi_row_sum with one column: the level-carry cascade straight over n values */
static double cascade_direct(const double *x, int64_t n, bool single) {
    double acc[4] = {0, 0, 0, 0};
    int64_t i = 0;
    while (i + 16 <= n) {
        for (int64_t j = 0; j < 16; j++, i++) acc[0] = addf(acc[0], x[i], single);
        for (int j = 1; j < 4; j++) {
            acc[j] = addf(acc[j], acc[j - 1], single);
            acc[j - 1] = 0;
            if ((i & ((int64_t)15 << (j * 4))) != 0) break;
        }
    }
    for (; i < n; i++) acc[0] = addf(acc[0], x[i], single);
    for (int j = 1; j < 4; j++) acc[0] = addf(acc[0], acc[j], single);
    return acc[0];
}

/* Sums over one reduced (merged) dim for every output, in torch's order, when the
 * iteration is two-dimensional: TensorIterator puts the reduced dims innermost (ordered
 * by input stride), the kept dims after them in output order, and merges neighbours
 * that are contiguous for input and output alike.  The 2-D loop then picks, as
 * cascade_sum does: a vectorized sum along contiguous rows; a vectorized sum across
 * contiguous columns (groups of 32 columns use the plain level cascade per column,
 * the rest the 4-way interleaved row_sum); or scalar loops (4-column groups with the
 * plain cascade when the reduced stride is the larger, else row_sum per output).
 * Returns 1 for layouts outside this model. */
static int torch_float_sum_dim(lang_interp *I, lang_value *t, uint64_t mask, double *res, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    bool single = tt->dtype == SL_FLOAT32;
    if (tt->dtype != SL_FLOAT32 && tt->dtype != SL_FLOAT64) return 1;
    int64_t total;
    int rc = sl_layout_numel(&tt->layout, &total, err);
    if (rc) return rc;
    if (total >= 32768 || total == 0) return 1;
    int32_t nd = tt->layout.ndim;
    /* output strides: contiguous over the kept dims */
    int64_t ostride[SL_MAX_DIMS], acc_st = 1;
    for (int32_t d = nd - 1; d >= 0; d--) {
        if ((mask >> d) & 1) {
            ostride[d] = 0;
        } else {
            ostride[d] = acc_st;
            acc_st *= tt->layout.size[d];
        }
    }
    /* iteration dims, innermost first: reduced by input stride, then kept in reverse order */
    int64_t size[SL_MAX_DIMS], ist[SL_MAX_DIMS], ost[SL_MAX_DIMS];
    int32_t m = 0;
    for (int pass = 0; pass < 2; pass++) {
        int32_t first = m;
        for (int32_t d = nd - 1; d >= 0; d--) {
            bool red = (mask >> d) & 1;
            if (red != (pass == 0) || tt->layout.size[d] == 1) continue;
            if (tt->layout.stride[d] <= 0) return 1;
            size[m] = tt->layout.size[d];
            ist[m] = tt->layout.stride[d];
            ost[m] = ostride[d];
            m++;
        }
        if (pass == 0) {
            for (int32_t i = first + 1; i < m; i++)
                for (int32_t j = i; j > first && ist[j - 1] > ist[j]; j--) {
                    int64_t a = size[j], b = ist[j];
                    size[j] = size[j - 1];
                    ist[j] = ist[j - 1];
                    size[j - 1] = a;
                    ist[j - 1] = b;
                }
            for (int32_t i = first + 1; i < m; i++)
                if (ist[i] == ist[i - 1]) return 1;
        }
    }
    int32_t k = 0;
    for (int32_t i = 0; i < m; i++) {
        if (k > 0 && ist[k - 1] * size[k - 1] == ist[i] && ost[k - 1] * size[k - 1] == ost[i]) {
            size[k - 1] *= size[i];
        } else {
            size[k] = size[i];
            ist[k] = ist[i];
            ost[k] = ost[i];
            k++;
        }
    }
    if (k != 2 || ost[0] != 0 || ost[1] == 0) return 1;
    int64_t R = size[0], K = size[1], is = tt->layout.itemsize;
    int W = single ? 8 : 4;
    double *x = lang_alloc(&I->A, (size_t)(R + 1) * sizeof *x);
    CHECK_ALLOC(x);
    lang_lview v;
    lang_lview_of_tensor(tt, &v);
    v.ndim = 1;
    v.shape[0] = R;
    v.stride_bytes[0] = ist[0] * is;
    int64_t base = v.offset_bytes;
    for (int64_t j = 0; j < K; j++) {
        v.offset_bytes = base + j * ist[1] * is;
        for (int64_t r = 0; r < R; r++) {
            lang_num e;
            if ((rc = lang_read(I, TV(t)->st, &v, &r, &e, err))) return rc;
            x[r] = e.f;
        }
        double sum;
        bool direct;
        if (ist[0] == 1 && R >= W) {
            int64_t nvec = R / W;
            double lanes[8];
            cascade_row(x, nvec, W, single, lanes);
            sum = 0;
            for (int64_t q = nvec * W; q < R; q++) sum = addf(sum, x[q], single);
            for (int l = 0; l < W; l++) sum = addf(sum, lanes[l], single);
            res[j] = addf(0, sum, single);
            continue;
        }
        if (ist[1] == 1 && K >= W) direct = j < (K / (4 * W)) * (4 * W);
        else if (ist[0] < ist[1]) direct = false;
        else direct = j < (K / 4) * 4;
        if (direct) sum = cascade_direct(x, R, single);
        else cascade_row(x, R, 1, single, &sum);
        res[j] = addf(0, sum, single);
    }
    return SL_OK;
}

static const char *red_name(red_op op) {
    static const char *const N[] = {"sum", "mean", "prod", "max", "min", "argmax", "argmin", "all", "any"};
    return N[op];
}

/* torch-order sums for every output of a reduction over `mask` (1: not modelled) */
static int dim_sums_of(lang_interp *I, lang_value *t, uint64_t mask, int64_t out_n, double **sums,
                       sl_error *err) {
    double *v = lang_alloc(&I->A, (size_t)(out_n + 1) * sizeof *v);
    CHECK_ALLOC(v);
    int rc = torch_float_sum_dim(I, t, mask, v, err);
    if (rc == SL_OK) *sums = v;
    return rc;
}

/* one reduction over the dims in mask; out dtype chosen by the caller */
static int reduce(lang_interp *I, red_op op, lang_value *t, uint64_t mask, bool keepdim, sl_dtype acc_dt,
                  sl_dtype out_dt, lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    int32_t nd = tt->layout.ndim;
    int64_t oshape[SL_MAX_DIMS];
    int32_t on;
    reduce_shape(tt, mask, keepdim, oshape, &on);
    int64_t total, out_n = 1, rlen = 1;
    int rc = sl_layout_numel(&tt->layout, &total, err);
    if (rc) return rc;
    for (int32_t d = 0; d < nd; d++) {
        if ((mask >> d) & 1) {
            if (sl_ovf_mul(rlen, tt->layout.size[d], &rlen)) return sl_error_overflow(err, "reduction size");
        } else if (sl_ovf_mul(out_n, tt->layout.size[d], &out_n)) {
            return sl_error_overflow(err, "reduction size");
        }
    }
    bool is_minmax = op == R_MAX || op == R_MIN || op == R_ARGMAX || op == R_ARGMIN;
    if (is_minmax && rlen == 0) {
        return lang_unsupported(err, "%s() over an empty dimension", red_name(op));
    }
    if (out_n > (1 << 20) || total > (1 << 24)) return lang_unsupported(err, "%s() of more than 2^24 elements", red_name(op));
    sl_tensor r;
    if ((rc = sl_torch_empty(oshape, on, out_dt, &r, err))) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    /* per output element accumulators */
    lang_num *acc = lang_alloc(&I->A, (size_t)(out_n + 1) * sizeof *acc);
    int64_t *arg = lang_alloc(&I->A, (size_t)(out_n + 1) * sizeof *arg);
    int64_t *seen = lang_alloc(&I->A, (size_t)(out_n + 1) * sizeof *seen);
    exact_acc *ex = NULL;
    bool fl = is_fl(acc_dt);
    if (fl && (op == R_SUM || op == R_MEAN || op == R_PROD)) {
        ex = lang_alloc(&I->A, (size_t)(out_n + 1) * sizeof *ex);
        CHECK_ALLOC(ex);
        for (int64_t k = 0; k < out_n; k++) ex[k].big_prod = ex[k].small_prod = 1.0;
    }
    CHECK_ALLOC(acc);
    CHECK_ALLOC(arg);
    CHECK_ALLOC(seen);
    for (int64_t k = 0; k < out_n; k++) {
        acc[k].is_float = fl;
        acc[k].i = (op == R_PROD || op == R_ALL) ? 1 : 0;
        acc[k].f = op == R_PROD ? 1.0 : 0.0;
    }
    lang_lview sv;
    lang_lview_of_tensor(tt, &sv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < total; e++) {
        /* output position (row-major over the kept dims) and position in the reduced dims */
        int64_t o = 0, ri = 0;
        for (int32_t d = 0; d < nd; d++) {
            if ((mask >> d) & 1) ri = ri * tt->layout.size[d] + idx[d];
            else o = o * tt->layout.size[d] + idx[d];
        }
        lang_num x;
        if ((rc = lang_read(I, TV(t)->st, &sv, idx, &x, err))) return rc;
        if ((rc = lang_num_cast(x, acc_dt, &x, err))) return rc;
        lang_num *A = &acc[o];
        switch (op) {
        case R_SUM:
        case R_MEAN:
            if (fl) {
                exact_add(&ex[o], x.f);
                A->f += x.f;
            } else {
                A->i = (int64_t)((uint64_t)A->i + (uint64_t)x.i);
            }
            break;
        case R_PROD:
            if (fl) {
                exact_add(&ex[o], x.f);
                A->f *= x.f;
            } else {
                A->i = (int64_t)((uint64_t)A->i * (uint64_t)x.i);
            }
            break;
        case R_ALL:
        case R_ANY: {
            bool b = x.is_float ? x.f != 0 : x.i != 0;
            if (op == R_ALL) A->i = A->i && b;
            else A->i = A->i || b;
            break;
        }
        default: {
            /* max / min / argmax / argmin: NaN wins, first occurrence kept */
            bool better;
            if (!seen[o]) better = true;
            else if (fl) {
                if (isnan(A->f)) better = false;
                else if (isnan(x.f)) better = true;
                else better = (op == R_MAX || op == R_ARGMAX) ? x.f > A->f : x.f < A->f;
            } else {
                better = (op == R_MAX || op == R_ARGMAX) ? x.i > A->i : x.i < A->i;
            }
            if (better) {
                *A = x;
                arg[o] = ri;
            }
            seen[o] = 1;
        }
        }
        lang_next_index(idx, tt->layout.size, tt->layout.ndim);
    }
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    int64_t oidx[SL_MAX_DIMS] = {0};
    double *dim_sums = NULL;
    for (int64_t k = 0; k < out_n; k++) {
        lang_num z = acc[k];
        if (ex) {
            exact_acc *X = &ex[k];
            if (X->nan || (X->pinf && X->ninf && op != R_PROD)) {
                z.f = NAN;
            } else if (op != R_PROD && (X->pinf || X->ninf)) {
                z.f = X->pinf ? INFINITY : -INFINITY;
            } else if (op == R_PROD && (X->pinf || X->ninf || X->zero)) {
                if ((X->pinf || X->ninf) && X->zero) z.f = NAN;
                else if (X->zero) z.f = 0.0 * acc[k].f; /* signed zero: the sign of the product */
                else z.f = acc[k].f;
                if (X->pinf || X->ninf)
                    return lang_unsupported(err, "prod() of float tensors with infinities");
            } else if (op != R_PROD && !sum_exact(X, acc_dt) && out_n == 1 && acc_dt == TV(t)->t.dtype &&
                       (rc = torch_float_sum(I, t, &z.f, err)) != 1) {
                if (rc) return rc; /* a whole-tensor sum in torch's own order */
            } else if (op != R_PROD && !sum_exact(X, acc_dt) && out_n > 1 && acc_dt == TV(t)->t.dtype &&
                       (dim_sums || (rc = dim_sums_of(I, t, mask, out_n, &dim_sums, err)) != 1)) {
                if (rc) return rc; /* sums over a dim in torch's own order */
                z.f = dim_sums[k];
            } else if (op == R_PROD ? !prod_exact(X, acc_dt) : !sum_exact(X, acc_dt)) {
                return lang_unsupported(err, "%s() of float values whose partial results round (torch's summation order is not reproduced)",
                                        red_name(op));
            }
            if (op == R_MEAN) {
                if (acc_dt != SL_FLOAT64) z.f = (double)((float)z.f / (float)rlen);
                else z.f = z.f / (double)rlen;
            }
        }
        if (op == R_ARGMAX || op == R_ARGMIN) {
            z.is_float = false;
            z.i = arg[k];
        } else if (op == R_ALL || op == R_ANY) {
            z.is_float = false; /* the flag lives in .i whatever the input dtype */
        }
        if ((rc = lang_write(I, st, &rv, oidx, z, err))) return rc;
        lang_next_index(oidx, r.layout.size, r.layout.ndim);
    }
    return SL_OK;
}

/* sum / mean / prod / max / min / argmax / argmin / all / any (method forms) */
/* keepdim=: a bool or absent (false) */
static int keepdim_arg(const lang_value *v, bool *keepdim, sl_error *err) {
    *keepdim = false;
    if (!v) return SL_OK;
    if (v->kind != V_BOOL) return lang_unsupported(err, "keepdim given as %s", lv_type_name(v));
    *keepdim = v->u.b;
    return SL_OK;
}

static int method_reduce(lang_interp *I, lang_value *t, red_op op, const lang_args *a, lang_value **out,
                         sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    static const char *const PN[] = {"dim", "keepdim", "dtype"};
    lang_value *p[3];
    int rc = lang_bind(a, red_name(op), PN, 3, 0, p, err);
    if (rc) return rc;
    bool keepdim;
    if ((rc = keepdim_arg(p[1], &keepdim, err))) return rc;
    if (sl_dtype_is_complex(tt->dtype)) return lang_unsupported(err, "reductions of complex tensors");
    sl_dtype in = tt->dtype, acc_dt = in, odt = in;
    bool has_dt = p[2] && p[2]->kind != V_NONE;
    if (has_dt) {
        if (op != R_SUM && op != R_MEAN && op != R_PROD) return lang_unsupported(err, "dtype= of %s()", red_name(op));
        if ((rc = dtype_arg(p[2], &odt, err))) return rc;
        acc_dt = odt;
    }
    switch (op) {
    case R_SUM:
    case R_PROD:
        if (!has_dt && (in == SL_BOOL || is_int(in))) acc_dt = odt = SL_INT64;
        break;
    case R_MEAN:
        if (!is_fl(odt))
            return lang_py_error(err, "RuntimeError",
                                 "mean(): could not infer output dtype. %s dtype must be either a floating point or "
                                 "complex dtype. Got: %s",
                                 has_dt ? "Optional" : "Input", lang_torch_scalar_type_name(odt));
        break;
    case R_ARGMAX:
    case R_ARGMIN:
        odt = SL_INT64;
        if (in == SL_BOOL) return lang_py_error(err, "RuntimeError", "\"%s_cpu\" not implemented for 'Bool'", red_name(op));
        break;
    case R_ALL:
    case R_ANY:
        odt = in == SL_UINT8 ? SL_UINT8 : SL_BOOL;
        acc_dt = in;
        break;
    default: break;
    }
    if (op == R_PROD && (acc_dt == SL_FLOAT16 || acc_dt == SL_BFLOAT16))
        return lang_py_error(err, "RuntimeError", "\"prod_cpu\" not implemented for '%s'", lang_torch_scalar_type_name(acc_dt));
    uint64_t mask;
    bool all;
    if ((op == R_MAX || op == R_MIN) && p[0] && p[0]->kind != V_NONE) /* torch.return_types: tensor_adv_index.c */
        return lang_torch_minmax_dim(I, t, op == R_MAX, p[0], keepdim, out, err);
    if ((op == R_ALL || op == R_ANY || op == R_MAX || op == R_MIN || op == R_ARGMAX || op == R_ARGMIN) && p[0] &&
        (p[0]->kind == V_TUPLE || p[0]->kind == V_LIST))
        return lang_unsupported(err, "%s() over a tuple of dims", red_name(op));
    if ((rc = reduce_dims(tt, p[0], &mask, &all, err))) return rc;
    int64_t total;
    if ((rc = sl_layout_numel(&tt->layout, &total, err))) return rc;
    if ((op == R_MAX || op == R_MIN) && total == 0)
        return lang_py_error(err, "RuntimeError",
                             "%s(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                             "reduction dim with the 'dim' argument.",
                             red_name(op));
    if ((op == R_ARGMAX || op == R_ARGMIN) && total == 0 && all)
        return lang_py_error(err, "IndexError",
                             "%s(): Expected reduction dim to be specified for input.numel() == 0.", red_name(op));
    return reduce(I, op, t, mask, keepdim, acc_dt, odt, out, err);
}

/* t.amax(dim=(), keepdim=False) / t.amin: the max / min over the dims (every dim when
 * none is given), values only, NaN propagating like max(), with amax's own checks */
static int method_amax(lang_interp *I, lang_value *t, bool is_max, const lang_args *a, lang_value **out,
                       sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    const char *nm = is_max ? "amax" : "amin";
    static const char *const PN[] = {"dim", "keepdim"};
    lang_value *p[2];
    int rc = lang_bind(a, nm, PN, 2, 0, p, err);
    if (rc) return rc;
    bool keepdim;
    if ((rc = keepdim_arg(p[1], &keepdim, err))) return rc;
    if (sl_dtype_is_complex(tt->dtype)) return lang_unsupported(err, "%s() of complex tensors", nm);
    uint64_t mask;
    bool all;
    if ((rc = reduce_dims(tt, p[0], &mask, &all, err))) return rc;
    int64_t total;
    if ((rc = sl_layout_numel(&tt->layout, &total, err))) return rc;
    if (total == 0 && all)
        return lang_py_error(err, "RuntimeError",
                             "%s(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                             "reduction dim with the 'dim' argument.", nm);
    for (int32_t d = 0; d < tt->layout.ndim; d++)
        if ((mask >> d) & 1 && tt->layout.size[d] == 0)
            return lang_py_error(err, "IndexError", "%s(): Expected reduction dim %d to have non-zero size.", nm, d);
    return reduce(I, is_max ? R_MAX : R_MIN, t, mask, keepdim, tt->dtype, tt->dtype, out, err);
}

/* ------------------------------------------------------------ cat / stack == */

static int tensor_list(lang_value *v, const char *fname, lang_value ***items, int64_t *n, sl_error *err) {
    if (v->kind != V_LIST && v->kind != V_TUPLE)
        return lang_unsupported(err, "%s() of a %s", fname, lv_type_name(v));
    *items = v->u.seq.v;
    *n = v->u.seq.n;
    for (int64_t i = 0; i < *n; i++)
        if ((*items)[i]->kind != V_TENSOR)
            return lang_unsupported(err, "%s() of a list holding a %s", fname, lv_type_name((*items)[i]));
    return SL_OK;
}

/* c10's stride heuristic behind suggest_memory_format (is_channels_last_strides_2d /
 * _3d): walking C, then the spatial dims innermost first, then N, each stride must be
 * at least the extent of the previous one; ambiguous cases count as contiguous. */
static bool strides_like_channels_last(const sl_layout *l) {
    static const int ORDER4[] = {1, 3, 2, 0}, ORDER5[] = {1, 4, 3, 2, 0};
    const int *order;
    int cnt;
    if (l->ndim == 4) {
        order = ORDER4;
        cnt = 4;
    } else if (l->ndim == 5) {
        order = ORDER5;
        cnt = 5;
    } else {
        return false;
    }
    if (l->stride[1] == 0) return false;
    int64_t min = 0;
    for (int k = 0; k < cnt; k++) {
        int d = order[k];
        if (l->size[d] == 0) return false;
        if (l->stride[d] < min) return false;
        if (d == 0 && min == l->stride[1]) return false;
        min = l->stride[d];
        if (l->size[d] > 1) min *= l->size[d];
    }
    return true;
}

/* torch.cat: dtype promoted over the inputs; 1-D empty inputs are skipped (legacy);
 * output contiguous unless every input suggests channels_last. */
static int do_cat(lang_interp *I, lang_value **items, int64_t n, int64_t dim, bool stack, lang_value **out,
                  sl_error *err) {
    int rc;
    if (n == 0)
        return lang_py_error(err, "RuntimeError", stack ? "stack expects a non-empty TensorList"
                                                        : "torch.cat(): expected a non-empty list of Tensors");
    if (n > 4096) return lang_unsupported(err, "cat() of more than 4096 tensors");
    const sl_tensor **ts = lang_alloc(&I->A, (size_t)n * sizeof *ts);
    sl_tensor *tmp = lang_alloc(&I->A, (size_t)n * sizeof *tmp);
    CHECK_ALLOC(ts);
    CHECK_ALLOC(tmp);
    if (stack) {
        /* stack: equal sizes, then cat of the unsqueezed inputs */
        const sl_tensor *t0 = &TV(items[0])->t;
        for (int64_t i = 1; i < n; i++) {
            const sl_tensor *ti = &TV(items[i])->t;
            bool same = ti->layout.ndim == t0->layout.ndim;
            for (int32_t d = 0; same && d < t0->layout.ndim; d++) same = ti->layout.size[d] == t0->layout.size[d];
            if (!same) {
                char a1[256], a2[256];
                sl_format_list(a1, sizeof a1, t0->layout.size, t0->layout.ndim);
                sl_format_list(a2, sizeof a2, ti->layout.size, ti->layout.ndim);
                return lang_py_error(err, "RuntimeError",
                                     "stack expects each tensor to be equal size, but got %s at entry 0 and %s at entry %lld",
                                     a1, a2, (long long)i);
            }
        }
        int64_t d;
        if ((rc = sl_wrap_dim(dim, t0->layout.ndim + 1, true, &d, err))) return rc;
        for (int64_t i = 0; i < n; i++) {
            if ((rc = sl_torch_unsqueeze(&TV(items[i])->t, d, &tmp[i], err))) return rc;
            ts[i] = &tmp[i];
        }
        dim = d;
    } else {
        for (int64_t i = 0; i < n; i++) ts[i] = &TV(items[i])->t;
    }
    /* result dtype */
    sl_dtype dt = ts[0]->dtype;
    for (int64_t i = 1; i < n; i++) dt = promote(dt, ts[i]->dtype);
    for (int64_t i = 0; i < n; i++)
        if (sl_dtype_is_complex(ts[i]->dtype)) return lang_unsupported(err, "cat() of complex tensors");
    /* the reference input: the first that is not a legacy 1-D empty tensor */
    int64_t ref = -1;
    for (int64_t i = 0; i < n; i++)
        if (!(ts[i]->layout.ndim == 1 && ts[i]->layout.size[0] == 0)) {
            ref = i;
            break;
        }
    if (ref < 0) {
        /* every input is 1-D empty: the result is too */
        int64_t z = 0;
        sl_tensor r;
        if ((rc = sl_torch_empty(&z, 1, dt, &r, err))) return rc;
        r.alias = SL_ALIAS_NEW;
        lang_storage *st;
        return lang_torch_new_result(I, &r, out, &st, err);
    }
    const sl_tensor *R = ts[ref];
    int32_t nd = R->layout.ndim;
    if (nd == 0)
        return lang_py_error(err, "RuntimeError", "zero-dimensional tensor (at position %lld) cannot be concatenated",
                             (long long)ref);
    int64_t d;
    if ((rc = sl_wrap_dim(dim, nd, true, &d, err))) return rc;
    int64_t cat_size = 0;
    for (int64_t i = 0; i < n; i++) {
        const sl_tensor *ti = ts[i];
        if (ti->layout.ndim == 1 && ti->layout.size[0] == 0) continue;
        if (ti->layout.ndim == 0)
            return lang_py_error(err, "RuntimeError", "zero-dimensional tensor (at position %lld) cannot be concatenated",
                                 (long long)i);
        if (ti->layout.ndim != nd)
            return lang_py_error(err, "RuntimeError", "Tensors must have same number of dimensions: got %d and %d",
                                 nd, ti->layout.ndim);
        for (int32_t k = 0; k < nd; k++)
            if (k != d && ti->layout.size[k] != R->layout.size[k])
                return lang_py_error(err, "RuntimeError",
                                     "Sizes of tensors must match except in dimension %lld. Expected size %lld but got "
                                     "size %lld for tensor number %lld in the list.",
                                     (long long)d, (long long)R->layout.size[k], (long long)ti->layout.size[k],
                                     (long long)i);
        if (sl_ovf_add(cat_size, ti->layout.size[d], &cat_size)) return sl_error_overflow(err, "cat size");
    }
    int64_t shape[SL_MAX_DIMS];
    memcpy(shape, R->layout.size, sizeof shape);
    shape[d] = cat_size;
    /* memory format: channels_last when every input's strides suggest it, contiguous
     * when none do; a mixture is refused (torch's tie rules are not modelled) */
    int n_cl = 0, n_in = 0;
    for (int64_t i = 0; i < n; i++) {
        const sl_tensor *ti = ts[i];
        if (ti->layout.ndim == 1 && ti->layout.size[0] == 0) continue;
        n_in++;
        if (strides_like_channels_last(&ti->layout)) n_cl++;
    }
    if (n_cl && (n_cl != n_in || nd != 4)) return lang_unsupported(err, "cat() of channels_last and other tensors");
    sl_tensor r;
    if (n_cl) rc = sl_torch_empty_format(shape, nd, dt, SL_MF_CHANNELS_LAST, &r, err);
    else rc = sl_torch_empty(shape, nd, dt, &r, err);
    if (rc) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    int64_t base = 0;
    for (int64_t i = 0; i < n; i++) {
        const sl_tensor *ti = ts[i];
        if (ti->layout.ndim == 1 && ti->layout.size[0] == 0) continue;
        lang_lview sv;
        lang_lview_of_tensor(ti, &sv);
        int64_t cnt, idx[SL_MAX_DIMS] = {0}, oidx[SL_MAX_DIMS];
        if ((rc = sl_layout_numel(&ti->layout, &cnt, err))) return rc;
        for (int64_t e = 0; e < cnt; e++) {
            lang_num x;
            rc = lang_read(I, TV(items[i])->st, &sv, idx, &x, err);
            if (rc == SL_ERR_UNSUPPORTED) {
                lang_torch_poison_from(I, st, err);
                return SL_OK;
            }
            if (rc) return rc;
            memcpy(oidx, idx, sizeof oidx);
            oidx[d] += base;
            if ((rc = lang_write(I, st, &rv, oidx, x, err))) return rc;
            lang_next_index(idx, ti->layout.size, nd);
        }
        base += ti->layout.size[d];
    }
    return SL_OK;
}

/* ------------------------------------------------------------ factories == */

/* torch.linspace(start, end, steps): float32 by default.  torch 1.13 computes
 * step = (end - start) / (steps - 1) in the dtype and fills the tensor with its
 * vectorized serial loop: pairs of SIMD vectors (8 floats / 4 doubles, AVX2) while two
 * whole vectors fit, then a scalar tail.  Every value outside the vectors, and each
 * vector's first value, is the two-sided formula — start + i*step in the first half,
 * end - (steps-1-i)*step in the second — evaluated as one fused multiply-add (the
 * AVX2 kernels are compiled with FMA contraction); the other lanes are base + k*step
 * with two roundings.  Checked against the reference on 300 random float32/float64
 * cases (tests/snippets/src/torch_ops_new.py keeps a sample).  The vector width is the
 * reference machine's (AVX2); above torch's parallel grain (32768) the split among
 * threads is not modelled, so longer linspaces are refused. */
static double linspace_two_sided(double s, double e, double step, int64_t steps, int64_t i, bool single) {
    if (single) {
        float fs = (float)s, fe = (float)e, st = (float)step;
        return i < steps / 2 ? (double)fmaf(st, (float)i, fs) : (double)fmaf(-st, (float)(steps - i - 1), fe);
    }
    return i < steps / 2 ? fma(step, (double)i, s) : fma(-step, (double)(steps - i - 1), e);
}

static double linspace_at(double s, double e, int64_t steps, int64_t i, bool single) {
    int64_t vec = single ? 8 : 4, paired = (steps / (2 * vec)) * (2 * vec);
    if (single) {
        float fs = (float)s, fe = (float)e, step = (fe - fs) / (float)(steps - 1);
        if (i < paired) {
            int64_t b = i - i % vec;
            float base = (float)linspace_two_sided(fs, fe, step, steps, b, true);
            return (double)(base + (float)(i - b) * step);
        }
        return linspace_two_sided(fs, fe, step, steps, i, true);
    }
    double step = (e - s) / (double)(steps - 1);
    if (i < paired) {
        int64_t b = i - i % vec;
        double base = linspace_two_sided(s, e, step, steps, b, false);
        return base + (double)(i - b) * step;
    }
    return linspace_two_sided(s, e, step, steps, i, false);
}

static int torch_linspace(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"start", "end", "steps", "dtype", "device", "requires_grad"};
    lang_value *p[6];
    int rc = lang_bind(a, "linspace", PN, 6, 3, p, err);
    if (rc) return rc;
    sl_dtype dt = SL_FLOAT32;
    if (p[3] && p[3]->kind != V_NONE && (rc = dtype_arg(p[3], &dt, err))) return rc;
    if (p[4] && !is_device_cpu(p[4])) return lang_unsupported(err, "linspace() device");
    if (p[5] && !(p[5]->kind == V_BOOL && !p[5]->u.b)) return lang_unsupported(err, "linspace() requires_grad");
    if (dt != SL_FLOAT32 && dt != SL_FLOAT64) return lang_unsupported(err, "linspace() with dtype %s", sl_dtype_torch_name(dt));
    double s, e;
    int64_t steps;
    if ((rc = lang_to_float(p[0], &s, err)) || (rc = lang_to_float(p[1], &e, err))) return rc;
    if (p[2]->kind != V_INT) return lang_unsupported(err, "linspace() steps given as %s", lv_type_name(p[2]));
    steps = p[2]->u.i;
    if (steps < 0) return lang_py_error(err, "RuntimeError", "number of steps must be non-negative");
    if (steps > 32768) return lang_unsupported(err, "linspace() with more than 32768 steps (torch splits it among threads)");
    sl_tensor r;
    if ((rc = sl_torch_empty(&steps, 1, dt, &r, err))) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    for (int64_t i = 0; i < steps; i++) {
        lang_num z = {true, 0, 0};
        if (steps == 1) z.f = dt == SL_FLOAT32 ? (double)(float)s : s;
        else z.f = linspace_at(s, e, steps, i, dt == SL_FLOAT32);
        if ((rc = lang_write(I, st, &rv, &i, z, err))) return rc;
    }
    return SL_OK;
}

static int torch_eye(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"n", "m", "dtype", "device", "requires_grad"};
    lang_value *p[5];
    int rc = lang_bind(a, "eye", PN, 5, 1, p, err);
    if (rc) return rc;
    sl_dtype dt = SL_FLOAT32;
    if (p[2] && p[2]->kind != V_NONE && (rc = dtype_arg(p[2], &dt, err))) return rc;
    if (p[3] && !is_device_cpu(p[3])) return lang_unsupported(err, "eye() device");
    if (p[4] && !(p[4]->kind == V_BOOL && !p[4]->u.b)) return lang_unsupported(err, "eye() requires_grad");
    int64_t sz[2];
    if ((rc = lang_to_int(p[0], &sz[0], "n", err))) return rc;
    sz[1] = sz[0];
    if (p[1] && p[1]->kind != V_NONE && (rc = lang_to_int(p[1], &sz[1], "m", err))) return rc;
    if (sz[0] < 0) return lang_py_error(err, "RuntimeError", "n must be greater or equal to 0, got %lld", (long long)sz[0]);
    if (sz[1] < 0) return lang_py_error(err, "RuntimeError", "m must be greater or equal to 0, got %lld", (long long)sz[1]);
    sl_tensor r;
    if ((rc = sl_torch_empty(sz, 2, dt, &r, err))) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    lang_num one = {false, 1, 1.0};
    for (int64_t i = 0; i < sz[0] && i < sz[1]; i++) {
        int64_t idx[2] = {i, i};
        if ((rc = lang_write(I, st, &rv, idx, one, err))) return rc;
    }
    return SL_OK;
}

static int torch_where(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"condition", "input", "other"};
    lang_value *p[3];
    int rc = lang_bind(a, "where", PN, 3, 1, p, err);
    if (rc) return rc;
    if (!p[1] || !p[2]) return lang_unsupported(err, "torch.where(condition) (nonzero indices)");
    operand ops[3];
    for (int k = 0; k < 3; k++)
        if ((rc = make_operand(p[k], &ops[k], err))) return rc;
    return ew_run(I, E_WHERE, ops, 3, out, err);
}

/* ------------------------------------------------------------ dispatch == */

static const struct { const char *name; sl_dtype dt; } CONVERSIONS[] = {
    {"float", SL_FLOAT32}, {"double", SL_FLOAT64}, {"half", SL_FLOAT16}, {"bfloat16", SL_BFLOAT16},
    {"int", SL_INT32},     {"long", SL_INT64},     {"short", SL_INT16},  {"bool", SL_BOOL},
    {"byte", SL_UINT8},    {"char", SL_INT8}};

static const struct { const char *name; ew_op op; bool inplace; } EW_METHODS[] = {
    {"eq", E_EQ, false}, {"ne", E_NE, false}, {"lt", E_LT, false}, {"le", E_LE, false}, {"gt", E_GT, false},
    {"ge", E_GE, false}, {"greater", E_GT, false}, {"less", E_LT, false}, {"greater_equal", E_GE, false},
    {"less_equal", E_LE, false}, {"not_equal", E_NE, false},
    {"floor_divide", E_FLOORDIV, false}, {"remainder", E_MOD, false}, {"pow", E_POW, false},
    {"bitwise_and", E_AND, false}, {"bitwise_or", E_OR, false}, {"bitwise_xor", E_XOR, false},
    {"logical_and", E_LAND, false}, {"logical_or", E_LOR, false}, {"logical_xor", E_LXOR, false},
    {"floor_divide_", E_FLOORDIV, true}, {"remainder_", E_MOD, true}, {"pow_", E_POW, true},
    {"bitwise_and_", E_AND, true}, {"bitwise_or_", E_OR, true}, {"bitwise_xor_", E_XOR, true},
    {"__and__", E_AND, false}, {"__or__", E_OR, false}, {"__xor__", E_XOR, false},
    {"__iand__", E_AND, true}, {"__ior__", E_OR, true}, {"__ixor__", E_XOR, true},
    {"__ifloordiv__", E_FLOORDIV, true}, {"__imod__", E_MOD, true}, {"__ipow__", E_POW, true},
    {"fmod", E_FMOD, false}, {"fmod_", E_FMOD, true}, {"maximum", E_MAX, false}, {"minimum", E_MIN, false},
    {"bitwise_left_shift", E_SHL, false}, {"bitwise_right_shift", E_SHR, false},
    {"bitwise_left_shift_", E_SHL, true}, {"bitwise_right_shift_", E_SHR, true},
    {"__lshift__", E_SHL, false}, {"__rshift__", E_SHR, false}, {"__ilshift__", E_SHL, true},
    {"__irshift__", E_SHR, true}};

static const struct { const char *name; red_op op; } REDUCTIONS[] = {
    {"sum", R_SUM}, {"mean", R_MEAN}, {"prod", R_PROD}, {"max", R_MAX}, {"min", R_MIN},
    {"argmax", R_ARGMAX}, {"argmin", R_ARGMIN}, {"all", R_ALL}, {"any", R_ANY}};

/* Tensor methods of this file; OPS_NOT_MINE (1) for any other name. */
int lang_torch_ops_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err) {
    for (size_t i = 0; i < SL_ARRAY_LEN(CONVERSIONS); i++)
        if (!strcmp(name, CONVERSIONS[i].name)) {
            static const char *const PN[] = {"memory_format"};
            lang_value *p[1];
            int rc = lang_bind(a, name, PN, 1, 0, p, err);
            if (rc) return rc;
            if (p[0]) return lang_unsupported(err, "%s(memory_format=...)", name);
            return convert(I, t, CONVERSIONS[i].dt, false, out, err);
        }
    if (!strcmp(name, "to")) return method_to(I, t, a, out, err);
    if (!strcmp(name, "type")) return method_type(I, t, a, out, err);
    if (!strcmp(name, "type_as")) {
        if (a->npos != 1 || a->nkw || a->pos[0]->kind != V_TENSOR) return lang_unsupported(err, "type_as() arguments");
        return convert(I, t, TV(a->pos[0])->t.dtype, false, out, err);
    }
    if (!strcmp(name, "cpu")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "cpu() with arguments");
        *out = t;
        return SL_OK;
    }
    for (size_t i = 0; i < SL_ARRAY_LEN(REDUCTIONS); i++)
        if (!strcmp(name, REDUCTIONS[i].name)) return method_reduce(I, t, REDUCTIONS[i].op, a, out, err);
    if (!strcmp(name, "amax") || !strcmp(name, "amin")) return method_amax(I, t, name[2] == 'a', a, out, err);
    for (size_t i = 0; i < SL_ARRAY_LEN(EW_METHODS); i++)
        if (!strcmp(name, EW_METHODS[i].name)) {
            static const char *const PN[] = {"other"};
            static const char *const PE[] = {"exponent"};
            lang_value *p[1];
            int rc = lang_bind(a, name, EW_METHODS[i].op == E_POW ? PE : PN, 1, 1, p, err);
            if (rc) return rc;
            if ((EW_METHODS[i].op == E_MAX || EW_METHODS[i].op == E_MIN) && p[0]->kind != V_TENSOR)
                return lang_py_error(err, "TypeError", "%s(): argument 'other' (position 2) must be Tensor, not %s",
                                     name, lv_type_name(p[0]));
            if (EW_METHODS[i].inplace) return ew_inplace(I, EW_METHODS[i].op, t, p[0], out, err);
            operand ops[2];
            if ((rc = make_operand(t, &ops[0], err)) || (rc = make_operand(p[0], &ops[1], err))) return rc;
            return ew_run(I, EW_METHODS[i].op, ops, 2, out, err);
        }
    if (!strcmp(name, "logical_not") || !strcmp(name, "bitwise_not") || !strcmp(name, "__invert__")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
        operand o;
        int rc = make_operand(t, &o, err);
        if (rc) return rc;
        if (name[0] == 'b' && is_fl(o.dt))
            return lang_py_error(err, "RuntimeError", "\"bitwise_not_cpu\" not implemented for '%s'", lang_torch_scalar_type_name(o.dt));
        return ew_run(I, name[0] == 'l' ? E_LNOT : E_INVERT, &o, 1, out, err);
    }
    if (!strcmp(name, "where")) {
        static const char *const PN[] = {"condition", "other"};
        lang_value *p[2];
        int rc = lang_bind(a, name, PN, 2, 2, p, err);
        if (rc) return rc;
        operand ops[3];
        if ((rc = make_operand(p[0], &ops[0], err)) || (rc = make_operand(t, &ops[1], err)) ||
            (rc = make_operand(p[1], &ops[2], err)))
            return rc;
        return ew_run(I, E_WHERE, ops, 3, out, err);
    }
    return OPS_NOT_MINE;
}

/* torch.* functions of this file; OPS_NOT_MINE (1) for any other name. */
int lang_torch_ops_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    int rc;
    if (!strcmp(name, "cat") || !strcmp(name, "concat") || !strcmp(name, "concatenate") || !strcmp(name, "stack")) {
        static const char *const PN[] = {"tensors", "dim"};
        lang_value *p[2];
        if ((rc = lang_bind(a, name, PN, 2, 1, p, err))) return rc;
        int64_t dim = 0;
        if (p[1] && (rc = lang_to_int(p[1], &dim, "dim", err))) return rc;
        lang_value **items = NULL;
        int64_t n = 0;
        if ((rc = tensor_list(p[0], name, &items, &n, err))) return rc;
        return do_cat(I, items, n, dim, name[0] == 's', out, err);
    }
    if ((!strcmp(name, "tensor") || !strcmp(name, "as_tensor")) && a->npos == 1 && a->pos[0]->kind == V_TENSOR) {
        /* torch.tensor(t): a copy with clone's layout (torch warns on stderr);
         * torch.as_tensor(t): t itself unless the dtype changes */
        sl_dtype dt = TV(a->pos[0])->t.dtype;
        for (int32_t k = 0; k < a->nkw; k++) {
            lang_value *v = a->kw[k];
            if (!strcmp(a->kwnames[k], "dtype")) {
                if (v->kind != V_NONE && (rc = dtype_arg(v, &dt, err))) return rc;
            } else if (!(!strcmp(a->kwnames[k], "device") && is_device_cpu(v)) &&
                       !(!strcmp(a->kwnames[k], "requires_grad") && v->kind == V_BOOL && !v->u.b)) {
                return lang_unsupported(err, "keyword argument '%s' of %s()", a->kwnames[k], name);
            }
        }
        return convert(I, a->pos[0], dt, name[0] == 't', out, err);
    }
    if (!strcmp(name, "linspace")) return torch_linspace(I, a, out, err);
    if (!strcmp(name, "eye")) return torch_eye(I, a, out, err);
    if (!strcmp(name, "where")) return torch_where(I, a, out, err);
    if (!strcmp(name, "result_type")) {
        if (a->npos != 2 || a->nkw) return lang_unsupported(err, "result_type() arguments");
        operand ops[2];
        if ((rc = make_operand(a->pos[0], &ops[0], err)) || (rc = make_operand(a->pos[1], &ops[1], err))) return rc;
        if (!ops[0].tensor && !ops[1].tensor) return lang_unsupported(err, "result_type() of two numbers");
        *out = dtype_val(I, result_type(ops, 2));
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "promote_types") || !strcmp(name, "can_cast")) {
        if (a->npos != 2 || a->nkw) return lang_unsupported(err, "%s() arguments", name);
        sl_dtype x, y;
        if ((rc = dtype_arg(a->pos[0], &x, err)) || (rc = dtype_arg(a->pos[1], &y, err))) return rc;
        if (sl_dtype_is_complex(x) || sl_dtype_is_complex(y)) return lang_unsupported(err, "%s() of complex dtypes", name);
        if (name[0] == 'c') *out = lv_bool(I, can_cast(x, y));
        else *out = dtype_val(I, promote(x, y));
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "randn") || !strcmp(name, "rand") || !strcmp(name, "randint") || !strcmp(name, "manual_seed") ||
        !strcmp(name, "randperm") || !strcmp(name, "rand_like") || !strcmp(name, "randn_like") ||
        !strcmp(name, "normal"))
        return OPS_NOT_MINE;
    /* function forms of methods: torch.sum(x, ...), torch.eq(x, y), ... */
    if (a->npos >= 1 && a->pos[0]->kind == V_TENSOR) {
        bool mine = false;
        for (size_t i = 0; i < SL_ARRAY_LEN(REDUCTIONS) && !mine; i++) mine = !strcmp(name, REDUCTIONS[i].name);
        for (size_t i = 0; i < SL_ARRAY_LEN(EW_METHODS) && !mine; i++)
            mine = !EW_METHODS[i].inplace && name[0] != '_' && !strcmp(name, EW_METHODS[i].name);
        mine = mine || !strcmp(name, "logical_not") || !strcmp(name, "bitwise_not");
        if (mine) {
            lang_args b = *a;
            b.pos = a->pos + 1;
            b.npos = a->npos - 1;
            return lang_torch_ops_method(I, a->pos[0], name, &b, out, err);
        }
    }
    return OPS_NOT_MINE;
}
