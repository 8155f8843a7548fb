/*
 * tensor_mathfn.c — elementwise float math of tensors (torch.sigmoid, reciprocal, rsqrt,
 * square; torch's std / var over all elements), exact or refused, and torch's unary -x /
 * +x / neg / abs / sqrt (lang_torch_unary_math; their method forms are dispatched from
 * tensor_nonzero.c).  Its numpy half (numpy's `a ** k` fast paths, np.var / np.std,
 * numpy's float sums) is src/lang/numpy/ndarray_mathfn.c; the exact predicates and
 * roundings (isnan, sign, floor, ...) are tensor_unary.c.
 *
 * torch 1.13 and numpy 1.24 compute transcendental functions with vectorized libraries
 * (torch: SLEEF's AVX2 u10 functions through Vectorized<T>; numpy: its own AVX-512 /
 * SVML loops), whose last bits differ from C's libm.  scripts/probe_mathfn.py measures,
 * on this machine, how often each candidate gives the reference's bits (2 million inputs
 * per row: half uniform over the function's range, half random finite bit patterns, and
 * the special values; strided: every other element of a buffer):
 *
 *   function dtype candidate  | torch contig | torch strided | numpy contig | numpy strided
 *   exp      f32   libm expf  |   95.394%    |   95.394%     |   79.490%    |   79.490%
 *   exp      f32   libm exp   |   95.393%    |   95.393%     |   79.491%    |   79.491%
 *   exp      f32   sleef      |   100%       |   100%        |   79.361%    |   79.361%
 *   exp      f64   libm       |   97.007%    |   97.007%     |   88.078%    |   88.078%
 *   exp      f64   sleef      |   100%       |   100%        |   87.712%    |   87.712%
 *   log      f32   libm logf  |   99.965%    |   99.965%     |   97.223%    |   97.223%
 *   log      f32   libm log   |   99.969%    |   99.969%     |   97.225%    |   97.225%
 *   log      f64   libm       |   99.969%    |   99.969%     |   82.062%    |   82.062%
 *   sin      f32   libm sinf  |   96.112%    |   96.112%     |   91.693%    |   91.693%
 *   sin      f64   libm       |   98.639%    |   98.639%     |   67.956%    |   67.956%
 *   cos      f32   libm cosf  |   95.906%    |   95.906%     |   91.491%    |   91.491%
 *   cos      f64   libm       |   98.594%    |   98.594%     |   67.170%    |   67.170%
 *   tanh     f32   libm tanhf |   96.357%    |   96.357%     |   88.296%    |   88.296%
 *   tanh     f32   libm tanh  |   99.083%    |   99.083%     |   89.679%    |   89.679%
 *   tanh     f64   libm       |   98.537%    |   98.537%     |   94.678%    |   94.678%
 *   sigmoid  f32   libm expf  |   97.847%    |   100%        |      -       |      -
 *   sigmoid  f64   libm exp   |   98.786%    |   100%        |      -       |      -
 *   (log/sin/cos/tanh: SLEEF 100% for torch in both layouts, 67-97% for numpy)
 *   torch.sigmoid, contiguous, by position: glibc 100% on the scalar tail of each inner
 *     run (the last n % 16 float32 / n % 8 float64 elements), 95.7% / 97.7% on the
 *     vector blocks (which are SLEEF's)
 *   torch.reciprocal / rsqrt (1/x, 1/sqrt(x)), numpy a**2 (x*x), a**0.5 (sqrt), a**-1
 *     (1/x), f32 and f64, contiguous and strided: 100% (IEEE operations)
 *   numpy a**3, a**1.5, a**-0.5, a**0.25 against libm's pow: 72-81%
 *   numpy float32 / float64 np.add.reduce against lang_mathfn_np_sum's order model
 *     (probe_mathfn.py --sums: 1-d contiguous / strided / reversed, 2-d and 3-d C order,
 *     transposed, sliced, permuted; 3 to 20000 elements; every axis choice): 100%
 *   torch std / var over all elements against std_var_all_cpu's model: 100%; over a dim
 *     against a sequential double Welford: 80% (not used)
 *
 * So torch's half (this file) computes only what agrees everywhere: sigmoid where every
 * element goes through torch's scalar loop (glibc's exp), reciprocal / rsqrt / square in
 * IEEE arithmetic, torch's std / var over all elements (std_var_all_cpu's two passes); the
 * numpy half (ndarray_mathfn.c) numpy's fast scalar powers, np.var / np.std and numpy's
 * float sums in its own order.  exp, log, sin, cos, tanh (and the rest of the
 * transcendental family), softmax, log_softmax, norm, torch's std / var over dims are
 * refused with the reason.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/torch/tensor_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ refusals == */

/* functions whose values come from a vectorized library that C's libm does not match
 * bit for bit (measured above), with the reason the refusal gives */
static const struct {
    const char *name;
    bool elementwise; /* one value per element: the result tensor is made, its values unknown */
    const char *why;
} TORCH_REFUSED[] = {
    {"exp", true, "SLEEF's vectorized exp (libm agrees on 95.4% of float32 and 97.0% of float64 inputs)"},
    {"log", true, "SLEEF's vectorized log (libm agrees on 99.96% of inputs, not all)"},
    {"sin", true, "SLEEF's vectorized sin (libm agrees on 96.1% of float32 and 98.6% of float64 inputs)"},
    {"cos", true, "SLEEF's vectorized cos (libm agrees on 95.9% of float32 and 98.6% of float64 inputs)"},
    {"tanh", true, "SLEEF's vectorized tanh (libm agrees on 96.4% of float32 and 98.5% of float64 inputs)"},
    {"softmax", false, "SLEEF's vectorized exp and a vectorized sum"},
    {"log_softmax", false, "SLEEF's vectorized exp / log and a vectorized sum"},
    {"norm", false, "torch's vectorized norm reduction (its accumulation order is not reproduced)"},
    {"exp2", true, "SLEEF's vectorized exp2 (not reproduced)"},
    {"expm1", true, "SLEEF's vectorized expm1 (not reproduced)"},
    {"log2", true, "SLEEF's vectorized log2 (not reproduced)"},
    {"log10", true, "SLEEF's vectorized log10 (not reproduced)"},
    {"log1p", true, "SLEEF's vectorized log1p (not reproduced)"},
    {"tan", true, "SLEEF's vectorized tan (not reproduced)"},
    {"sinh", true, "SLEEF's vectorized sinh (not reproduced)"},
    {"cosh", true, "SLEEF's vectorized cosh (not reproduced)"},
    {"asin", true, "SLEEF's vectorized asin (not reproduced)"},
    {"acos", true, "SLEEF's vectorized acos (not reproduced)"},
    {"atan", true, "SLEEF's vectorized atan (not reproduced)"},
    {"erf", true, "SLEEF's vectorized erf (not reproduced)"},
};

/* name's entry (the in-place form exp_ shares exp's), its index in *at; NULL when none */
static const char *torch_refused(const char *name, size_t *at) {
    size_t n = strlen(name);
    for (size_t i = 0; i < SL_ARRAY_LEN(TORCH_REFUSED); i++) {
        const char *r = TORCH_REFUSED[i].name;
        size_t m = strlen(r);
        if (!strcmp(name, r) || (n == m + 1 && !strncmp(name, r, m) && name[m] == '_')) {
            if (at) *at = i;
            return TORCH_REFUSED[i].why;
        }
    }
    return NULL;
}

/* torch.sin(x), x.sin() and the other elementwise functions whose values come from SLEEF:
 * everything about the result is exact except its values.  It is a new tensor with the
 * layout TensorIterator gives a unary op (sl_torch_unary_result), in x's floating dtype
 * (integers and bool: the default float32), over a storage whose reads refuse with the
 * reason, so shapes, strides and aliasing of what follows stay exact and only a read of
 * a value is refused.  Arguments, in-place forms, complex and reduced-precision inputs
 * keep the refusal at the call. */
static int torch_unknown_values(lang_interp *I, lang_value *t, const char *fname, const char *why, lang_value **out,
                                sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    sl_dtype dt = x->dtype;
    if (sl_dtype_is_complex(dt) || dt == SL_FLOAT16 || dt == SL_BFLOAT16)
        return lang_unsupported(err, "%s values: %s", fname, why);
    sl_tensor r;
    int rc = sl_torch_unary_result(x, &r, err);
    if (rc || (rc = lang_torch_retype_new(&r, sl_dtype_is_floating(dt) ? dt : SL_FLOAT32, err))) return rc;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    size_t n = strlen(fname) + strlen(why) + 32;
    char *msg = lang_alloc_atomic(&I->A, n);
    CHECK_ALLOC(msg);
    snprintf(msg, n, "the values of %s: %s", fname, why);
    st->poison = msg;
    return SL_OK;
}

/* ------------------------------------------------------------ torch unary == */

typedef enum { MF_SIGMOID, MF_RECIPROCAL, MF_RSQRT } mf_op;

/* the scalar function torch's loop applies, in the result dtype's arithmetic:
 * 1 / (1 + exp(-x)) with glibc's exp, 1 / x, 1 / sqrt(x) */
static double mf_apply(mf_op op, bool f32, double d) {
    if (f32) {
        float x = (float)d;
        float r = op == MF_SIGMOID ? 1.0f / (1.0f + expf(-x)) : op == MF_RECIPROCAL ? 1.0f / x : 1.0f / sqrtf(x);
        return (double)r;
    }
    return op == MF_SIGMOID ? 1.0 / (1.0 + exp(-d)) : op == MF_RECIPROCAL ? 1.0 / d : 1.0 / sqrt(d);
}

/* The longest run of elements cpu_kernel_vec would hand to its vectorized loop for the
 * unary op x -> r (r: sl_torch_unary_result's layout, dense in TensorIterator's dim
 * order): walking r's dims from the smallest stride, the innermost dim is vectorized when
 * x's stride there is 1 element (or 0: a broadcast scalar input), and the following dims
 * coalesce into it while x's strides continue the run.  0 when the inner loop is
 * strided (every element through the scalar function). */
static int64_t vector_run(const sl_tensor *x, const sl_tensor *r) {
    int32_t nd = r->layout.ndim, order[SL_MAX_DIMS], no = 0;
    for (int32_t d = 0; d < nd; d++)
        if (r->layout.size[d] > 1) order[no++] = d;
    if (no == 0) return 1;
    for (int32_t i = 1; i < no; i++) /* insertion sort by r's stride */
        for (int32_t j = i; j > 0 && r->layout.stride[order[j]] < r->layout.stride[order[j - 1]]; j--) {
            int32_t t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    int64_t s0 = x->layout.stride[order[0]];
    if (s0 != 1 && s0 != 0) return 0;
    int64_t run = r->layout.size[order[0]];
    for (int32_t i = 1; i < no; i++) {
        int32_t p = order[i - 1], d = order[i];
        if (x->layout.stride[d] != x->layout.stride[p] * r->layout.size[p]) break;
        run *= r->layout.size[d];
    }
    return run;
}

struct mf_spec {
    mf_op op;
    bool f32;
};

static lang_num mf_one(const void *ctx, lang_num v) {
    const struct mf_spec *s = ctx;
    double d = v.is_float ? v.f : (double)v.i;
    return (lang_num){.is_float = true, .f = mf_apply(s->op, s->f32, d)};
}

static int torch_unary(lang_interp *I, lang_value *t, mf_op op, const char *name, lang_value **out,
                       sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    sl_dtype dt = x->dtype;
    if (sl_dtype_is_complex(dt) || dt == SL_FLOAT16 || dt == SL_BFLOAT16)
        return lang_unsupported(err, "%s() of %s tensors", name, lang_torch_scalar_type_name(dt));
    sl_dtype odt = sl_dtype_is_floating(dt) ? dt : SL_FLOAT32;
    sl_tensor r;
    int rc = sl_torch_unary_result(x, &r, err);
    if (rc) return rc;
    int64_t n;
    if ((rc = sl_layout_numel(&r.layout, &n, err))) return rc;
    if (op == MF_SIGMOID) {
        /* the vector blocks (2 * Vec::size(): 16 float32 / 8 float64 on AVX2) are
         * SLEEF's exp; integer inputs are first copied to a float temporary whose
         * layout decides the runs, so only tensors shorter than one block are sure */
        int64_t block = odt == SL_FLOAT32 ? 16 : 8;
        int64_t run = odt == dt ? vector_run(x, &r) : n;
        if (run >= block)
            return lang_unsupported(err, "sigmoid() values of contiguous runs of %lld or more elements (torch computes "
                                         "them with SLEEF's vectorized exp; glibc's exp agrees on %s of %s inputs)",
                                    (long long)block, odt == SL_FLOAT32 ? "97.8%" : "98.8%",
                                    odt == SL_FLOAT32 ? "float32" : "float64");
    }
    struct mf_spec spec = {op, odt == SL_FLOAT32};
    char what[32];
    snprintf(what, sizeof what, "%s()", name);
    return lang_torch_unary_map(I, t, x, odt, mf_one, &spec, what, out, err);
}

/* x.std() / x.var() over all elements (torch 1.13's std_var_all_cpu, measured by
 * scripts/probe_mathfn.py --sums: 100%): the mean is x.mean() (float32: torch's float
 * sum) read as a double; the squared deviations (double) are added one by one in
 * TensorIterator's order (the dims by increasing stride, the smallest innermost); the sum
 * over max(0, n - correction), its sqrt for std, rounded to x's dtype.  Reductions over
 * dims (torch's Welford kernel: not reproduced), tensors of 32768 or more elements
 * (parallel_reduce splits them among threads) and broadcast or overlapping layouts are
 * refused. */
static int torch_std_var(lang_interp *I, lang_value *t, bool take_sqrt, const char *name, const lang_args *a,
                         lang_value **out, sl_error *err) {
    int64_t correction = 1;
    for (int32_t i = 0; i < a->npos; i++) {
        lang_value *v = a->pos[i];
        if (i == 0 && v->kind == V_BOOL) correction = v->u.b ? 1 : 0;
        else if (!(i == 0 && v->kind == V_NONE))
            return lang_unsupported(err, "%s() over dims (torch's Welford reduction is not reproduced)", name);
    }
    for (int32_t i = 0; i < a->nkw; i++) {
        const char *k = a->kwnames[i];
        lang_value *v = a->kw[i];
        if (!strcmp(k, "unbiased") && v->kind == V_BOOL) correction = v->u.b ? 1 : 0;
        else if (!strcmp(k, "dim") && v->kind == V_NONE) continue;
        else if (!strcmp(k, "dim"))
            return lang_unsupported(err, "%s() over dims (torch's Welford reduction is not reproduced)", name);
        else if (!strcmp(k, "keepdim") && v->kind == V_BOOL && !v->u.b) continue;
        else return lang_unsupported(err, "%s() with %s=%s", name, k, lv_type_name(v));
    }
    const sl_tensor *x = &TV(t)->t;
    if (x->dtype != SL_FLOAT32 && x->dtype != SL_FLOAT64)
        return lang_unsupported(err, "%s() of %s tensors", name, lang_torch_scalar_type_name(x->dtype));
    int64_t n;
    int rc = sl_layout_numel(&x->layout, &n, err);
    if (rc) return rc;
    if (n == 0) return lang_unsupported(err, "%s() of an empty tensor", name);
    if (n >= 32768) return lang_unsupported(err, "%s() of 32768 or more elements (torch's parallel reduction)", name);
    int32_t perm[SL_MAX_DIMS], m = 0;
    int64_t pshape[SL_MAX_DIMS];
    for (int32_t d = 0; d < x->layout.ndim; d++)
        if (x->layout.size[d] > 1) perm[m++] = d;
    for (int32_t i = 0; i < m; i++) {
        if (x->layout.stride[perm[i]] <= 0) return lang_unsupported(err, "%s() of a broadcast tensor", name);
        for (int32_t j = i + 1; j < m; j++)
            if (x->layout.stride[perm[i]] == x->layout.stride[perm[j]])
                return lang_unsupported(err, "%s() of a tensor with equal strides", name);
    }
    for (int32_t i = 1; i < m; i++) /* outermost first: decreasing stride */
        for (int32_t j = i; j > 0 && x->layout.stride[perm[j]] > x->layout.stride[perm[j - 1]]; j--) {
            int32_t tmp = perm[j];
            perm[j] = perm[j - 1];
            perm[j - 1] = tmp;
        }
    for (int32_t i = 0; i < m; i++) pshape[i] = x->layout.size[perm[i]];
    lang_value *mv;
    lang_args none = {0};
    if ((rc = lang_tensor_method(I, t, "mean", &none, &mv, err))) return rc;
    if (mv->kind != V_TENSOR || TV(mv)->t.layout.ndim != 0) return lang_unsupported(err, "%s() of this mean", name);
    lang_lview lv;
    lang_num mean;
    int64_t zero[SL_MAX_DIMS] = {0};
    lang_lview_of_tensor(&TV(mv)->t, &lv);
    if ((rc = lang_read(I, TV(mv)->st, &lv, zero, &mean, err))) return rc;
    double mu = mean.is_float ? mean.f : (double)mean.i, sum = 0;
    lang_lview_of_tensor(x, &lv);
    int64_t idx[SL_MAX_DIMS] = {0}, pidx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < n; e++) {
        for (int32_t i = 0; i < m; i++) idx[perm[i]] = pidx[i];
        lang_num v;
        if ((rc = lang_read(I, TV(t)->st, &lv, idx, &v, err))) return rc;
        double dx = (v.is_float ? v.f : (double)v.i) - mu;
        sum += dx * dx;
        lang_next_index(pidx, pshape, m);
    }
    double var = sum / (double)(n - correction > 0 ? n - correction : 0);
    double res = take_sqrt ? sqrt(var) : var;
    sl_tensor r;
    if ((rc = sl_torch_empty_ref(NULL, 0, x->dtype, SL_MF_CONTIGUOUS, I->ref, &r, err))) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return lang_unsupported(err, "%s", st->poison);
    lang_num c;
    if ((rc = lang_num_cast((lang_num){.is_float = true, .f = res}, x->dtype, &c, err))) return rc;
    lang_lview_of_tensor(&r, &lv);
    return lang_write(I, st, &lv, zero, c, err);
}

int lang_mathfn_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                              lang_value **out, sl_error *err) {
    if (!strcmp(name, "std") || !strcmp(name, "var")) return torch_std_var(I, t, name[0] == 's', name, a, out, err);
    mf_op op;
    if (!strcmp(name, "sigmoid")) op = MF_SIGMOID;
    else if (!strcmp(name, "reciprocal")) op = MF_RECIPROCAL;
    else if (!strcmp(name, "rsqrt")) op = MF_RSQRT;
    else if (!strcmp(name, "square")) {
        /* torch.square(x) is torch.pow(x, 2) */
        if (a->npos || a->nkw) return lang_unsupported(err, "square() with arguments");
        lang_value *two = lv_int(I, 2);
        CHECK_ALLOC(two);
        return lang_tensor_binop(I, OP_POW, t, two, out, err);
    } else {
        size_t at = 0;
        const char *why = torch_refused(name, &at);
        if (!why) return LANG_NOT_MINE;
        if (TORCH_REFUSED[at].elementwise && !a->npos && !a->nkw && !strcmp(name, TORCH_REFUSED[at].name)) {
            char fname[48];
            snprintf(fname, sizeof fname, "Tensor.%s()", name);
            return torch_unknown_values(I, t, fname, why, out, err);
        }
        return lang_unsupported(err, "Tensor.%s() values: %s", name, why);
    }
    if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
    return torch_unary(I, t, op, name, out, err);
}

int lang_mathfn_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                           sl_error *err) {
    bool mine = !strcmp(name, "sigmoid") || !strcmp(name, "reciprocal") || !strcmp(name, "rsqrt") ||
                !strcmp(name, "square") || !strcmp(name, "std") || !strcmp(name, "var");
    size_t at = 0;
    const char *why = mine ? NULL : torch_refused(name, &at);
    if (!mine && !why) return LANG_NOT_MINE;
    if (why && TORCH_REFUSED[at].elementwise && a->npos == 1 && !a->nkw && a->pos[0]->kind == V_TENSOR &&
        !strcmp(name, TORCH_REFUSED[at].name)) {
        char fname[48];
        snprintf(fname, sizeof fname, "torch.%s()", name);
        return torch_unknown_values(I, a->pos[0], fname, why, out, err);
    }
    if (why) return lang_unsupported(err, "torch.%s() values: %s", name, why);
    if (a->npos < 1 || a->pos[0]->kind != V_TENSOR)
        return lang_unsupported(err, "torch.%s() without a tensor as its first positional argument", name);
    lang_args b = *a;
    b.pos = a->pos + 1;
    b.npos = a->npos - 1;
    return lang_mathfn_tensor_method(I, a->pos[0], name, &b, out, err);
}

/* ------------------------------------------------------------ neg / abs / sqrt == */

/* -x, x.neg(), x.abs(), x.sqrt(): torch's unary ops, a fresh tensor of the unary layout
 * (sl_torch_unary_result) in x's dtype (sqrt of integers and bool: the default float32),
 * each element computed in the result dtype's arithmetic: negation and |v| wrapping for
 * integers, IEEE sqrt (float32's own for float32) */
struct unary_spec {
    bool neg, sq, f32;
};

static lang_num unary_one(const void *ctx, lang_num v) {
    const struct unary_spec *u = ctx;
    if (u->sq) {
        double d = v.is_float ? v.f : (double)v.i;
        v.is_float = true;
        v.f = u->f32 ? (double)sqrtf((float)d) : sqrt(d);
    } else if (v.is_float) {
        v.f = u->neg ? -v.f : fabs(v.f);
    } else if (u->neg || v.i < 0) {
        v.i = (int64_t)((uint64_t)0 - (uint64_t)v.i);
    }
    return v;
}

int lang_torch_unary_op(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    sl_dtype dt = x->dtype;
    if (sl_dtype_is_complex(dt)) return lang_unsupported(err, "%s() of complex tensors", name);
    bool neg = !strcmp(name, "neg"), sq = !strcmp(name, "sqrt");
    if (dt == SL_BOOL && neg)
        return lang_py_error(err, "RuntimeError",
                             "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to "
                             "invert a mask, use the `~` or `logical_not()` operator instead.");
    if (dt == SL_BOOL && !sq) return lang_py_error(err, "RuntimeError", "\"abs_cpu\" not implemented for 'Bool'");
    if ((dt == SL_FLOAT16 || dt == SL_BFLOAT16) && sq)
        return lang_unsupported(err, "%s() of %s tensors", name, lang_torch_scalar_type_name(dt));
    sl_dtype odt = sq && !sl_dtype_is_floating(dt) ? SL_FLOAT32 : dt;
    char what[32];
    snprintf(what, sizeof what, "%s()", name);
    struct unary_spec spec = {neg, sq, odt == SL_FLOAT32};
    return lang_torch_unary_map(I, t, x, odt, unary_one, &spec, what, out, err);
}

int lang_torch_unary_math(lang_interp *I, lang_op op, lang_value *t, lang_value **out, sl_error *err) {
    if (op == OP_NEG) return lang_torch_unary_op(I, t, "neg", out, err);
    if (op != OP_POS) return LANG_NOT_MINE;
    if (TV(t)->t.dtype == SL_BOOL)
        return lang_py_error(err, "RuntimeError", "The `+` operator, on a bool tensor is not supported.");
    *out = t; /* torch.positive returns self */
    return SL_OK;
}
