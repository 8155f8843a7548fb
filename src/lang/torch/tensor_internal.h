/*
 * tensor_internal.h — what the Tensor layer's files share; private to src/lang/torch/.
 *
 * The layer converts Python-level arguments the way torch's argument parser accepts them
 * and calls the engine's torch functions (torch-views section of stridelab.h).  Values:
 * tensor_dtype.c (type promotion, dtype conversion), tensor_ops.c (TensorIterator's
 * output layout, the method tables), tensor_elementwise.c (arithmetic, comparisons,
 * bitwise and logical ops, in-place forms), tensor_reduce.c (sum, mean, prod,
 * max / min, argmax / argmin, all / any), tensor_build.c (cat / stack, where, linspace, eye);
 * the other tensor_*.c files each hold one family.  The types and functions below cross
 * between them; what the rest of the language uses is declared in lang/lang.h.
 */
#ifndef STRIDELAB_LANG_TORCH_TENSOR_INTERNAL_H
#define STRIDELAB_LANG_TORCH_TENSOR_INTERNAL_H

#include "lang/lang.h"

#define OPS_NOT_MINE 1

static inline lang_tensor_v *TV(const lang_value *v) { return v->u.tensor; }


static inline bool torch_has(sl_dtype dt) { return sl_dtype_torch_name(dt) != NULL; }
static inline bool is_fl(sl_dtype dt) { return sl_dtype_is_floating(dt); }
static inline bool is_int(sl_dtype dt) { return sl_dtype_is_integral(dt, false); }

/* sentinel for "no operand in this priority group" */
#define DT_UNDEF SL_DTYPE_COUNT

/* One operand of an elementwise op: a tensor or a Python number. */
typedef struct operand {
    lang_value *v;
    bool tensor;
    sl_dtype dt;   /* tensor dtype; for numbers Bool / Long / Double (the value's own type) */
    lang_num num;  /* numbers */
    sl_tensor ex;  /* tensors: expanded to the result shape */
    lang_lview view;
} operand;

typedef enum ew_op {
    E_ADD, E_SUB, E_MUL, E_DIV, E_FLOORDIV, E_MOD, E_POW, E_AND, E_OR, E_XOR,
    E_LT, E_LE, E_GT, E_GE, E_EQ, E_NE, E_WHERE, E_INVERT, E_LNOT, E_LAND, E_LOR, E_LXOR,
    E_FMOD, E_MAX, E_MIN, E_SHL, E_SHR, E_TRUNCDIV, E_ADDA /* a + alpha * b: x[2] is alpha */
} ew_op;

static inline bool is_cmp(ew_op op) { return op >= E_LT && op <= E_NE; }
static inline bool is_logical(ew_op op) { return op == E_LNOT || op == E_LAND || op == E_LOR || op == E_LXOR; }

static inline double as_d(lang_num x) { return x.is_float ? x.f : (double)x.i; }

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

bool tensor_can_cast(sl_dtype from, sl_dtype to);
int tensor_convert(lang_interp *I, lang_value *t, sl_dtype dt, bool force_copy, lang_value **out, sl_error *err);
int tensor_do_cat(lang_interp *I, lang_value **items, int64_t n, int64_t dim, bool stack, lang_value **out, sl_error *err);
int tensor_dtype_arg(const lang_value *v, sl_dtype *dt, sl_error *err);
lang_value *tensor_dtype_val(lang_interp *I, sl_dtype dt);
int tensor_ew_inplace(lang_interp *I, ew_op op, lang_value *self, lang_value *other, lang_value **out, sl_error *err);
int tensor_ew_layout(operand *ops, int n, bool unary_style, sl_dtype out_dt, sl_tensor *r, sl_error *err);
int tensor_ew_run(lang_interp *I, ew_op op, operand *ops, int n, lang_value **out, sl_error *err);
bool tensor_is_device_cpu(const lang_value *v);
int tensor_make_operand(lang_value *v, operand *o, sl_error *err);
int tensor_method_amax(lang_interp *I, lang_value *t, bool is_max, const lang_args *a, lang_value **out, sl_error *err);
int tensor_method_reduce(lang_interp *I, lang_value *t, red_op op, const lang_args *a, lang_value **out, sl_error *err);
int tensor_method_to(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int tensor_method_type(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
sl_dtype tensor_promote(sl_dtype a, sl_dtype b);
sl_dtype tensor_result_type(const operand *ops, int n);
int tensor_list(lang_value *v, const char *fname, lang_value ***items, int64_t *n, sl_error *err);
int tensor_torch_eye(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int tensor_torch_linspace(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int tensor_torch_where(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
#define MAX_OUTS 4096

typedef enum { W_ADD, W_SUB, W_MUL, W_DIV, W_FILL, W_COPY } wop;

lang_value *tensor_dtype_value(lang_interp *I, sl_dtype dt, bool numpy);
int tensor_get_dtype(const lang_value *v, sl_dtype *dt, sl_error *err);
int tensor_get_int(const lang_value *v, int64_t *out, sl_error *err);
int tensor_get_memfmt(const lang_value *v, sl_memory_format *f, sl_error *err);
int tensor_inplace(lang_interp *I, lang_value *self, wop op, lang_value *other, lang_value **out, sl_error *err);
int tensor_int_list_args(const lang_args *a, int32_t first, const char *kwname, int64_t *out, int32_t *n, sl_error *err);
bool tensor_is_intseq(const lang_value *v);
int tensor_no_kwargs(const lang_args *a, const char *fname, sl_error *err);
int tensor_read_at(lang_interp *I, const lang_value *t, const int64_t *idx, lang_num *x, sl_error *err);
int tensor_scalar_of(lang_interp *I, lang_value *v, lang_num *x, sl_error *err);
int tensor_item(lang_interp *I, lang_value *t, lang_value **out, sl_error *err);
int tensor_tolist_rec(lang_interp *I, lang_value *t, int32_t d, int64_t *idx, lang_value **out, sl_error *err);
int tensor_torch_arange(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int tensor_torch_factory(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int tensor_torch_like(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int tensor_torch_tensor(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int tensor_view_dtype(const sl_tensor *t, sl_dtype nd, sl_tensor *out, sl_error *err);
int tensor_wrap(lang_interp *I, int rc, const sl_tensor *t, lang_value *src, lang_value **out, sl_error *err);
/* @@DECLS@@ */

#endif
