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
 * between them; what the rest of the language uses is declared in lang/torch/tensor.h.
 */
#ifndef STRIDELAB_LANG_TORCH_TENSOR_INTERNAL_H
#define STRIDELAB_LANG_TORCH_TENSOR_INTERNAL_H

#include "lang/python/py.h"
#include "lang/arrays/arrays.h"
#include "lang/torch/tensor.h"

static inline lang_tensor_v *TV(const lang_value *v) { return lang_tv(v); }


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
/* torch's float sums (mean: means) over the dims in mask, in torch's order, one per output
 * in row-major order of the kept dims (tensor_sum_order.c); 1: not modelled */
int tensor_sum_order(lang_interp *I, lang_value *t, uint64_t mask, bool mean, double *res, sl_error *err);
int tensor_method_to(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int tensor_method_type(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
sl_dtype tensor_promote(sl_dtype a, sl_dtype b);
sl_dtype tensor_result_type(const operand *ops, int n);
int tensor_list(lang_value *v, const char *fname, lang_value ***items, int64_t *n, sl_error *err);
int tensor_torch_eye(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int tensor_torch_block_diag(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int tensor_torch_linspace(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int tensor_torch_where(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
#define MAX_OUTS 4096

typedef enum { W_ADD, W_SUB, W_MUL, W_DIV, W_FILL, W_COPY } wop;

lang_value *tensor_dtype_value(lang_interp *I, sl_dtype dt, bool numpy);
int tensor_get_dtype(const lang_value *v, sl_dtype *dt, sl_error *err);
int tensor_get_int(const lang_value *v, int64_t *out, sl_error *err);
int tensor_get_memfmt(const lang_value *v, sl_memory_format *f, sl_error *err);
int tensor_inplace(lang_interp *I, lang_value *self, wop op, lang_value *other, lang_value **out, sl_error *err);
/* torch 2.x's fill_(0-dim tensor), which item assignment of a number or a 0-dim tensor
 * also runs, is a copy_(): it refuses a self whose elements share memory (lessons only) */
int lang_torch_fill_tensor_check(const sl_tensor *t, sl_error *err);
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
#define GRAIN_ELEMS 3000 /* torch's index kernels run in parallel from this many elements */
#define MAX_REC SL_MAX_DIMS
#define MAX_WALK ((int64_t)1 << 24) /* elements we walk one by one (more: refused) */

/* a tensor recorded by the Python layer at dim `pos` of the sliced tensor */
typedef struct rec_ix {
    int32_t pos;
    sl_dtype dtype;
    sl_tensor lay;      /* its layout as torch holds it */
    int64_t *vals;      /* C order (NULL for dtypes at::index refuses) */
    lang_value *user;   /* the user's tensor, NULL when made from a list or a bool */
} rec_ix;

/* a long index after expandTensors and broadcasting */
typedef struct lix {
    sl_tensor lay;      /* its layout (expanded to B) */
    int32_t vnd;
    int64_t vshape[SL_MAX_DIMS];
    int64_t *vals;      /* C order over vshape */
    int64_t vstr[SL_MAX_DIMS]; /* element step of vals per dim of B (0: broadcast) */
    int64_t size;       /* the indexed dim's size */
} lix;

typedef struct adv_plan {
    sl_tensor view;     /* torch's `sliced` */
    bool view_is_self;
    int32_t nrec, nlen; /* recorded tensors; outIndices' length */
    rec_ix rec[MAX_REC];
    /* make_info */
    sl_tensor pview;    /* view with the indexed dims moved to the front when not adjacent */
    int32_t before, nidx, after, nb;
    lix ix[MAX_REC];
    int64_t B[SL_MAX_DIMS];
    int32_t nd;         /* iteration dims: before + nb + after */
    int64_t shape[SL_MAX_DIMS];
    int64_t src_st[SL_MAX_DIMS];
    int64_t ix_st[MAX_REC][SL_MAX_DIMS];
} adv_plan;

int tensor_adv_info(lang_interp *I, adv_plan *p, sl_error *err);
int tensor_adv_parse(lang_interp *I, lang_value *t, lang_value *idx, adv_plan *p, bool *basic_only, lang_value **as_tuple, sl_error *err);
int tensor_check_mask_shape(const rec_ix *r, const sl_tensor *self, int32_t at, sl_error *err);
int tensor_contiguous_layout(const int64_t *shape, int32_t nd, sl_dtype dt, sl_tensor *t, sl_error *err);
int tensor_find_oob(const adv_plan *p, const int32_t *perm, int64_t total, int64_t *bad_at, int32_t *bad_j, int64_t *bad_val, sl_error *err);
void tensor_kernel_order(const adv_plan *p, int64_t (*ops)[SL_MAX_DIMS], int nops, const sl_layout *lays, int nlays, bool same_shape, int32_t *perm);
sl_layout tensor_layout_of(const int64_t *shape, const int64_t *stride, int32_t nd, int64_t itemsize);
bool tensor_next_in_perm(int64_t *idx, const int64_t *shape, const int32_t *perm, int32_t nd);
int64_t tensor_numel_of(const int64_t *shape, int32_t nd);
int tensor_oob_error(const adv_plan *p, int32_t j, int64_t v, sl_error *err);
void tensor_src_index(const adv_plan *p, const int64_t *pos, int64_t *vidx);
int tensor_ints(lang_interp *I, lang_value *tv, int64_t **out, sl_error *err);

typedef struct sort_el {
    lang_num v;
    int64_t i;
} sort_el;

typedef struct sort_cmp {
    bool fl, desc;
} sort_cmp;

int tensor_check_walk(const sl_tensor *t, const char *what, sl_error *err);
int tensor_int_arg(const lang_value *v, const char *fname, const char *what, int64_t *out, sl_error *err);
int tensor_method_bincount(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int tensor_method_cum(lang_interp *I, lang_value *t, bool prod, const lang_args *a, lang_value **out, sl_error *err);
int tensor_method_gather(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int tensor_method_index_select(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int tensor_method_masked_fill(lang_interp *I, lang_value *t, bool inplace, const lang_args *a, lang_value **out, sl_error *err);
int tensor_method_sort(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int tensor_read_or_poison(lang_interp *I, lang_value *src, const lang_lview *v, const int64_t *idx, lang_num *x, lang_storage *res, bool *poisoned, sl_error *err);
int64_t tensor_reorder_numel(const sl_tensor *t);
void tensor_stable_sort(const sort_cmp *c, sort_el *f, sort_el *tmp, int64_t n);
void tensor_std_sort(const sort_cmp *c, sort_el *f, int64_t n);
int tensor_arg(const lang_value *v, const char *fname, const char *what, sl_error *err);
lang_value *tensor_tmp_tensor(lang_interp *I, const sl_tensor *t, lang_storage *st);

/* ---- shared by the operation families of this layer ---- */

/* tensor_triangles.c: tril / triu.  _tri_diag: the diagonal= argument (TypeError naming
 * argument position pos); _tri: tril / triu of tensor t
 * (inplace: tril_ / triu_) */
int lang_torch_tri_diag(const char *fname, int pos, lang_value *v, int64_t *k, sl_error *err);
int lang_torch_tri(lang_interp *I, lang_value *t, bool lower, bool inplace, int64_t k, lang_value **out,
                   sl_error *err);

/* tensor_new_methods.c: t.new_empty / new_zeros / new_ones / new_full / new_tensor (name) */
int lang_torch_tensor_new(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err);

/* tensor_topk.c: argument helpers.  _call_args: t.NAME(*pos, **kw) of a tensor or array,
 * or the torch function "torch.NAME" when t is NULL; _int_arg: an int argument (other
 * types refused) */
int lang_torch_call_args(lang_interp *I, lang_value *t, const char *name, lang_value **pos, int32_t npos,
                         const char **kwn, lang_value **kw, int32_t nkw, lang_value **out, sl_error *err);
int lang_torch_int_arg(const lang_value *v, const char *fname, const char *what, int64_t *out, sl_error *err);

/* tensor_index_math.c: torch.combinations, torch.unravel_index (LANG_NOT_MINE: another name) */
int lang_torch_index_math_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_repeat_interleave.c: t.repeat_interleave(...); torch.repeat_interleave(repeats) */
int lang_torch_method_repeat_interleave(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out,
                                        sl_error *err);
int lang_torch_repeat_index_only(lang_interp *I, lang_value *rt, lang_value **out, sl_error *err);

/* tensor_hvstack.c: torch.hstack (v false) / torch.vstack (v true) */
int lang_torch_hvstack(lang_interp *I, bool v, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_clamp.c: t.clamp / t.clip with number bounds */
int lang_torch_method_clamp(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_nonzero.c: helpers of the fresh-result ops.  _read_all: every element of tensor tv
 * in row-major order (*n of them; complex and more than 2^24 elements refused);
 * _new_zeros: a fresh zero tensor of shape (strides: given, or
 * contiguous when NULL; the storage then holds nelem elements); _write_at: x cast to tv's
 * dtype written at idx; _inum: an int lang_num; _want_tensor: a tensor argument (others
 * refused) */
int lang_torch_read_all(lang_interp *I, lang_value *tv, const char *what, lang_num **vals, int64_t *n, sl_error *err);
int lang_torch_new_zeros(lang_interp *I, const int64_t *shape, int32_t nd, const int64_t *strides, int64_t nelem,
                         sl_dtype dt, lang_value **out, lang_storage **st, sl_error *err);
int lang_torch_write_at(lang_interp *I, lang_value *tv, lang_storage *st, const int64_t *idx, lang_num x,
                        sl_error *err);
lang_num lang_torch_inum(int64_t i);
int lang_torch_want_tensor(const lang_value *v, const char *fname, const char *what, sl_error *err);

/* tensor_diag.c: t.diag / diagflat / diag_embed / trace / fill_diagonal_; _offset_arg: an
 * int offset within +-2**40 (0 when v is NULL) */
int lang_torch_method_diag(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_torch_offset_arg(const lang_value *v, const char *fname, int64_t *k, sl_error *err);
int lang_torch_method_diagflat(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_torch_method_diag_embed(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_torch_method_trace(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_torch_method_fill_diagonal(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out,
                                    sl_error *err);

/* tensor_isclose.c: t.equal; t.allclose / t.isclose (isclose true) */
int lang_torch_method_equal(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_torch_method_allclose(lang_interp *I, lang_value *t, bool isclose, const lang_args *a, lang_value **out,
                               sl_error *err);

/* tensor_triangles.c: torch.triu_indices (upper) / tril_indices */
int lang_torch_tri_indices(lang_interp *I, bool upper, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_mathfn.c: -x / x.neg() ("neg"), x.abs() ("abs"), x.sqrt() ("sqrt") */
int lang_torch_unary_op(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err);

/* tensor_topk.c: t.argsort(...): the indices of t.sort(...) */
int lang_torch_method_argsort(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);

#endif
