/*
 * tensor.h — the Tensor layer of the snippet language (src/lang/torch/) as the evaluator
 * and the other layers call it: the torch module's functions, Tensor attributes, methods,
 * subscripts and operators, and the helpers other files share.
 */
#ifndef STRIDELAB_LANG_TENSOR_H
#define STRIDELAB_LANG_TENSOR_H

#include "lang/python/py.h"
#include "lang/arrays/arrays.h"

/* seeded random numbers (ndarray_random.c, tensor_random.c): torch.manual_seed / randint / randperm and
 * numpy.random.* (names "random.X"), 1 for other names; _fill: the values of a fresh
 * torch.rand / torch.randn result when the generator is seeded */
int lang_random_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_random_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_random_torch_fill(lang_interp *I, const char *name, lang_value *t, sl_error *err);
int lang_random_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                              sl_error *err); /* x.uniform_ / x.normal_; 1 for other names */

/* torch / numpy bindings (tensor_methods.c, tensor_methods.c) */
int lang_storage_method(lang_interp *I, lang_value *s, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err);


/* torch.device('cpu') (tensor_objects.c): a V_STR "cpu" whose pytype is "torch.device" */
int lang_cpu_device(lang_interp *I, lang_value **out, sl_error *err);

/* torch.strided, the layout of every tensor here (x.layout; type torch.layout): a V_MEMFMT
 * holding LANG_TORCH_LAYOUT_STRIDED, one read-only value (so `x.layout is torch.strided`),
 * printed and typed by py_value.c; memory_format arguments refuse it */
lang_value *lang_torch_strided(lang_interp *I);

/* the numpy scalar type np.float32 of a dtype (a V_DTYPE with np_type; NULL: no memory) */
lang_value *lang_np_type_value(lang_interp *I, sl_dtype dt);
/* path.name of torch, numpy and their submodules: a name the run's reference lacks raises
 * its AttributeError (the recorded tables, tensor_modattrs*.c), a function is a function
 * value, a class or value the oracle does not model is refused */
int lang_torch_attr(lang_interp *I, const char *path, const char *name, lang_value **out,
                    sl_error *err);
/* the class type() of a module function value prints (np.reshape: function, or numpy 2's
 * numpy._ArrayFunctionDispatcher; np.add: numpy.ufunc; torch.reshape:
 * builtin_function_or_method; np.dtype: numpy._DTypeMeta), as the run's reference records
 * it; NULL when v is not one of them */
const char *lang_torch_modattr_type(lang_interp *I, const lang_value *v);
/* hasattr(module, name) of torch, numpy and their submodules under the run's reference: 1
 * or 0, -1 when not known from the tables (the module has none, or fetching raises another
 * error) */
int lang_torch_modattr_has(lang_interp *I, const char *path, const char *name);
/* dir() of module path under the run's reference (the module def's dir): its length, -1
 * without a table; *names NULL past 749 names */
int32_t lang_torch_modattr_dir(lang_interp *I, const char *path, const char *const **names);
int lang_tensor_getattr(lang_interp *I, lang_value *t, const char *name, lang_value **out,
                        sl_error *err);
/* Tensor's method table (tensor_methods.c; py_dispatch.h), for the tests of its order */
struct lang_method_defs;
const struct lang_method_defs *lang_tensor_method_defs(void);
/* the torch module's function table (tensor_module.c) */
struct lang_func_defs;
const struct lang_func_defs *lang_torch_func_defs(void);
/* Tensor's attribute table (tensor_methods.c): shape, dtype, T, ... */
struct lang_attr_defs;
const struct lang_attr_defs *lang_tensor_attr_defs(void);
/* the i-th module's attribute table of torch and numpy (tensor_objects.c), NULL past the
 * last: for the tests of their order */
const struct lang_attr_defs *lang_module_attr_defs(int32_t i);
int lang_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                       lang_value **out, sl_error *err);

/* t.name(*pos): a method call with positional arguments only */
int lang_tensor_method_pos(lang_interp *I, lang_value *t, const char *name, lang_value **pos, int32_t npos,
                           lang_value **out, sl_error *err);
int lang_tensor_subscript(lang_interp *I, lang_value *t, lang_value *idx, lang_value **out,
                          sl_error *err);
int lang_tensor_setitem(lang_interp *I, lang_value *t, lang_value *idx, lang_value *v,
                        sl_error *err);
int lang_tensor_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b,
                      lang_value **out, sl_error *err);
/* copy.copy / copy.deepcopy of a tensor (tensor_copy.c) */
int lang_torch_copy(lang_interp *I, lang_value *v, bool deep, lang_copy_memo *memo, lang_value **out, sl_error *err);
lang_value *lang_wrap_tensor(lang_interp *I, const sl_tensor *t, lang_storage *st,
                             lang_value *src);

/* torchops: tensor_values.c — promotion, comparisons, reductions, cat/stack.
 * The *_method / *_func dispatchers return LANG_NOT_MINE for names they do not handle. */
/* torch's ScalarType name of a dtype as its messages print it ("Long", "Float"); tensor_values.c */
const char *lang_torch_scalar_type_name(sl_dtype dt);
int lang_torch_ew_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b,
                        lang_value **out, sl_error *err);
int lang_tensor_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b,
                        lang_value **out, sl_error *err);
int lang_tensor_unary(lang_interp *I, lang_op op, lang_value *a, lang_value **out,
                      sl_error *err);
int lang_torch_inplace_promoted(lang_interp *I, lang_op op, lang_value *self,
                                lang_value *other, lang_value **out, sl_error *err);
int lang_torch_ops_method(lang_interp *I, lang_value *t, const char *name,
                          const lang_args *a, lang_value **out, sl_error *err);
/* tensor_ops.c's method table (0) and its function forms' table (1), NULL past: for the
 * tests of their order */
const struct lang_method_defs *lang_torch_ops_defs(int32_t i);
int lang_torch_ops_func(lang_interp *I, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err);

/* torchadv: torch advanced indexing and max/min(dim) (tensor_adv_getset.c, tensor_adv_plan.c, tensor_maxmin.c).  _index: does
 * the index need torch's advanced path (a list, a range, a tensor other than a 0-dim
 * integer one); _get / _set: t[idx] and t[idx] = v (index / index_put_).  minmax_dim:
 * x.max(dim) / x.min(dim) as a 2-tuple whose pytype is "max" / "min" (torch.return_types),
 * printed by _rtype_repr, .values / .indices by _rtype_getattr. */
bool lang_torch_adv_index(const lang_value *idx);
int lang_torch_adv_get(lang_interp *I, lang_value *t, lang_value *idx, lang_value **out, sl_error *err);
int lang_torch_adv_set(lang_interp *I, lang_value *t, lang_value *idx, lang_value *v, sl_error *err);
int lang_torch_minmax_dim(lang_interp *I, lang_value *t, bool is_max, lang_value *dimv, bool keepdim,
                          lang_value **out, sl_error *err);
int lang_torch_rtype_repr(lang_interp *I, const lang_value *v, sl_strbuf *sb, sl_error *err);
int lang_torch_rtype_getattr(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err);

/* c10::checked_convert of a Scalar whose tensor dtype is `from` (Long / Double / Bool for
 * Python numbers) into dtype `to`: torch's "value cannot be converted to type uint8_t
 * without overflow" RuntimeError, or the converted value */
int lang_torch_checked_convert(lang_num x, sl_dtype from, sl_dtype to, lang_num *out, sl_error *err);
/* the same for a Python int / float / bool v taken as a Scalar (value.to<scalar_t>()): SL_OK
 * when it fits `to` (and for other values, and complex dtypes, which take any number) */
int lang_torch_checked_scalar(const lang_value *v, sl_dtype to, sl_error *err);

/* A (nested) list index read as numpy and torch both read it: its shape (following
 * first elements), its leaves in C order as int64 (bools 0/1, floats truncated), and
 * what was seen: ints, floats (also counted in any_bad: numpy refuses them), other
 * non-integers (any_bad), a ragged shape, a leaf type to refuse (refuse). */
typedef struct lang_idx_list {
    int32_t ndim;
    int64_t shape[SL_MAX_DIMS];
    int64_t n, cap;
    int64_t *vals;
    bool any_int, any_float, any_bad, ragged, float_out_of_range;
    const char *refuse;
} lang_idx_list;
int lang_idx_list_walk(lang_interp *I, lang_value *v, lang_idx_list *w, sl_error *err);

/* tensor_ops.c: a fresh tensor value over new storage with room for values (or a
 * poison reason when they cannot be held), and poisoning a result's storage with the
 * reason a value read failed (the error is cleared) */
int lang_torch_new_result(lang_interp *I, const sl_tensor *r, lang_value **out,
                          lang_storage **st_out, sl_error *err);
void lang_torch_poison_from(lang_interp *I, lang_storage *st, sl_error *err);

/* tensor_ops.c: a fresh result r made over new storage in dtype dt: the same strides in
 * elements, dt's itemsize, the storage rescaled (overflow checked), alias new */
int lang_torch_retype_new(sl_tensor *r, sl_dtype dt, sl_error *err);

/* tensor_reorder.c: a fresh contiguous tensor of shape / dtype over new storage */
int lang_torch_new_contig(lang_interp *I, const int64_t *shape, int32_t nd, sl_dtype dt, lang_value **out,
                          lang_storage **st, sl_error *err);

/* tensor_reorder.c: a Scalar argument as torch takes one (a Python number, or item() of a
 * 0-dim tensor): its value and the dtype c10 converts it from (Long / Double / Bool for
 * Python numbers, the tensor's own) */
int lang_torch_scalar_of(lang_interp *I, lang_value *v, lang_num *x, sl_dtype *from, sl_error *err);

/* tensor_reorder.c: the int64 values of an integer tensor, row-major (what: its name in
 * the refusal of one too large to walk) */
int lang_torch_read_ints(lang_interp *I, lang_value *tv, const char *what, int64_t **vals, int64_t *n, sl_error *err);

/* an elementwise unary op of t into a fresh result of dtype odt, laid out as TensorIterator
 * lays out the unary result of `like`: each element fn(ctx, x), cast (tensor_ops.c) */
int lang_torch_unary_map(lang_interp *I, lang_value *t, const sl_tensor *like, sl_dtype odt,
                         lang_num (*fn)(const void *ctx, lang_num x), const void *ctx, const char *what,
                         lang_value **out, sl_error *err);

/* tensor_dtype.c: TensorIterator's reorder_dimensions over nops operands' strides st[k]
 * (0 where broadcast); perm[0] is the innermost dim */
void lang_torch_ti_perm(const int64_t *shape, int32_t nd, int64_t (*st)[SL_MAX_DIMS], int nops,
                        int32_t *perm);

/* tensor_dtype.c: TensorIterator's output layout (see there) */
int lang_torch_ti_output(const int64_t *shape, int32_t nd, const sl_layout *lays, int nops,
                         bool same_shape, int64_t (*st)[SL_MAX_DIMS], sl_dtype dt,
                         const char *what, sl_tensor *r, int32_t *perm, bool *fast,
                         sl_error *err);

/* torchmore: torch's copying/reordering ops (tensor_reorder.c): Tensor.repeat / tile /
 * roll / masked_fill(_) / index_select / gather / cumsum / sort and their torch.*
 * forms, torch.broadcast_tensors.  Both return LANG_NOT_MINE for names they do not handle. */
int lang_torch_reorder_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                           lang_value **out, sl_error *err);

/* tensor_dtype.c: c10::promoteTypes of two real dtypes */
sl_dtype lang_torch_promote_types(sl_dtype a, sl_dtype b);

/* tensor_search.c: torch.searchsorted(boundaries, input, ...) and torch.bucketize(input,
 * boundaries, ...); 1 for other names */
int lang_torch_search_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_einsum.c: torch.einsum(equation, *operands) */
int lang_torch_einsum(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_unique.c: t.unique(sorted, return_inverse, return_counts, dim) */
int lang_torch_unique(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_torch_unique_consecutive(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_index_write.c: index_fill(_), index_copy(_), index_add(_), scatter(_),
 * scatter_add(_); 1 for other names */
/* put_ / put (tensor_put.c); 1 when `name` is not theirs */
int lang_torch_put_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err);
int lang_torch_index_write_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                                  lang_value **out, sl_error *err);
int lang_torch_reorder_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err);

/* tensor_elementwise.c: t.add / t.sub with alpha=, t.div with rounding_mode= */
/* a + alpha * b in c (float32 or float64) as torch's add kernel computes it, refused where
 * its fused vector loop and unfused scalar loop round differently (tensor_elementwise.c) */
int lang_torch_add_alpha_float(double a, double b, double alpha, sl_dtype c, double *out, sl_error *err);
int lang_torch_add_alpha(lang_interp *I, bool sub, lang_value *t, lang_value *other, lang_value *alpha,
                         lang_value **out, sl_error *err);
int lang_torch_div_mode(lang_interp *I, lang_value *t, lang_value *other, lang_value *mode, lang_value **out,
                        sl_error *err);

/* tensor_unary.c: isnan ... relu as Tensor methods (torch.isnan(t) etc. forward to
 * them through tensor_unary.c's METHOD_FUNCS); 1 when not one */
int lang_torch_unary_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                            lang_value **out, sl_error *err);

/* tensor_grids.c: torch.meshgrid, torch.atleast_1d/2d/3d; 1 when not one */
int lang_torch_grids_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_compose.c: diff, outer / ger, take as Tensor methods (their torch functions
 * forward through METHOD_FUNCS); torch.dstack and torch.cartesian_prod; 1 when not one */
int lang_torch_compose_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                              lang_value **out, sl_error *err);
int lang_torch_compose_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
/* tensor_view_compose.c: hsplit / vsplit / dsplit, fliplr / flipud, narrow_copy, the
 * *_scatter ops, take_along_dim, in-place view ops, _is_view(); torch.column_stack.
 * Return 1 when `name` is not theirs. */
int lang_torch_view_compose_method(lang_interp *I, lang_value *t, const char *name,
                                   const lang_args *a, lang_value **out, sl_error *err);
int lang_torch_view_compose_func(lang_interp *I, const char *name, const lang_args *a,
                                 lang_value **out, sl_error *err);
/* the conj-bit methods of t (tensor_view_compose.c): is_conj, is_neg, conj,
 * conj_physical, resolve_conj, resolve_neg */
int lang_torch_conj(lang_interp *I, lang_value *t, const char *name, lang_value **out, sl_error *err);
/* torch's refusals of a conjugate view (RuntimeError) where it needs the bit resolved:
 * `what` is "view_as_real", "numpy" or "view_dtype"; SL_OK without the bit */
int lang_torch_check_conj(const sl_tensor *t, const char *what, sl_error *err);
/* caffe2's TypeMeta name of a dtype ("long int", "float", "c10::Half"), which some torch
 * 2.x messages print; NULL for a dtype not named (tensor_matmul.c) */
const char *lang_torch_meta_name(sl_dtype dt);
int lang_torch_nonzero_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                             lang_value **out, sl_error *err);

/* tstore: torch storages and in-place layout changes (tensor_storage.c): Tensor.resize_ /
 * resize_as_ / set_ / is_set_to / as_strided_ / storage() / storage_type() / to(memory_format=)
 * (_method, 1 for other names), and TypedStorage objects (V_STORAGE, aux.which 0): methods,
 * attributes (1 for names it leaves to the caller), s[i] reads and writes, printing.
 * lang_tstore_sync refreshes t's storage_bytes from a storage resized since t was made
 * (every Tensor method call does it first). */
void lang_tstore_sync(lang_value *t);
/* storage.data_ptr() of a torch storage: its address, 0 for a storage of 0 bytes */
int64_t lang_torch_storage_data_ptr(const lang_storage *st);
int lang_tstore_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                       sl_error *err);
int lang_tstore_storage_method(lang_interp *I, lang_value *s, const char *name, const lang_args *a,
                               lang_value **out, sl_error *err);
int lang_tstore_storage_getattr(lang_interp *I, lang_value *s, const char *name, lang_value **out, sl_error *err);
int lang_tstore_storage_get(lang_interp *I, lang_value *s, lang_value *idx, lang_value **out, sl_error *err);
int lang_tstore_storage_set(lang_interp *I, lang_value *s, lang_value *idx, lang_value *v, sl_error *err);
int lang_tstore_storage_repr(lang_interp *I, const lang_value *s, sl_strbuf *sb, sl_error *err);

/* ops2: torch matrix products (@, matmul, mm, mv, dot, bmm), torch tril and triu,
 * Tensor.new_* (tensor_matmul.c; numpy's tril and triu: lang_np_triangles_func in
 * lang/numpy/ndarray_internal.h).  The dispatchers return LANG_NOT_MINE for names they do not handle;
 * _matmul_op: `a @ b` with a tensor on either side. */
int lang_torch_matmul_op(lang_interp *I, lang_value *a, lang_value *b, lang_value **out, sl_error *err);
int lang_torch_matmul_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                            lang_value **out, sl_error *err);
int lang_torch_matmul_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* -t / +t of a tensor (OP_NEG / OP_POS; 1 for other operators) */
int lang_torch_unary_math(lang_interp *I, lang_op op, lang_value *t, lang_value **out, sl_error *err);

/* torch topk / kthvalue / msort / repeat_interleave / hstack / vstack (tensor_topk.c;
 * the numpy functions of that family: lang_np_isclose_func and lang_np_take_method in
 * lang/numpy/ndarray_internal.h).  The dispatchers return LANG_NOT_MINE for names (or argument forms)
 * they do not handle. */
int lang_torch_topk_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                              lang_value **out, sl_error *err);
int lang_torch_topk_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_grad.c: torch.no_grad (the class, an object of a layer type) and
 * torch.is_grad_enabled() */
int lang_torch_no_grad(lang_interp *I, lang_value **out, sl_error *err);
int lang_torch_is_grad_enabled(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);

/* torch.X(...) (tensor_module.c); torch's nonzero / index / diagonal helpers
 * (tensor_nonzero.c, 1: not handled) */
int lang_torch_func_call(lang_interp *I, const char *name, const lang_args *a,
                         lang_value **out, sl_error *err);

int lang_torch_nonzero_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);

/* tensor_elementwise.c: torch's "more than one element of the written-to tensor" and "some
 * elements of the input tensor and the written-to tensor" errors of in-place writes */
extern const char LANG_TORCH_OVERLAP_MSG[];
extern const char LANG_TORCH_PARTIAL_MSG[];

/* int(t) / float(t) / bool(t) (to: LANG_TO_INT / _FLOAT / _BOOL; tensor_methods.c) */
int lang_tensor_convert(lang_interp *I, lang_value *t, int to, lang_value **out, sl_error *err);

#endif
