/*
 * stridelab.h — the one public header of stridelab.
 *
 * stridelab computes, exactly, which storage element and which byte every index of a
 * strided tensor view reaches, with PyTorch 1.13's and NumPy 1.24's view rules.
 *
 * TUTORIAL
 * --------
 * A *layout* (sl_layout) is a plain value: `ndim` sizes, `ndim` signed strides and a
 * storage offset, strides and offset counted in ELEMENTS of `itemsize` bytes.  Element
 * (i0, ..., i{n-1}) lives at storage element
 *
 *        offset + i0*stride[0] + ... + i{n-1}*stride[n-1]
 *
 * and at byte itemsize times that.  Every product and sum is overflow-checked; an
 * overflow is an error (SL_ERR_OVERFLOW), never undefined behaviour.
 *
 * A torch tensor (sl_tensor) is a layout plus a dtype and the size of its storage in
 * bytes.  View operations are pure functions from tensors to tensors:
 *
 *     sl_tensor x, y;
 *     sl_error err;
 *     int64_t sizes[] = {2, 4, 8};
 *     sl_torch_empty(sizes, 3, SL_FLOAT32, &x, &err);     // x: (2,4,8) strides (32,8,1)
 *     if (sl_torch_transpose(&x, 0, 2, &y, &err) != SL_OK)
 *         printf("%s: %s\n", err.type, err.message);      // exact torch exception
 *     int64_t idx[] = {5, 2, 1}, elem;
 *     sl_layout_element_offset(&y.layout, idx, &elem, &err);  // 0 + 5*1 + 2*8 + 1*32 = 53
 *
 * Errors: every function returns SL_OK (0) or a negative sl_status and, when `err` is
 * not NULL, fills it with the Python exception class name the reference raises
 * (`err->type`, e.g. "RuntimeError") and the reference's exact message.  There is no
 * global error state.  Answers that are not errors ("needs a copy", "too hard") are
 * results, not errors.
 *
 * Arguments: a NULL pointer argument, or a count outside its range (negative; past
 * SL_MAX_DIMS for a number of dimensions, past the documented bound for levels, lanes,
 * arrays), is SL_ERR_ARG with a ValueError naming the function and the argument
 * ("sl_layout_numel: argument 'l' is NULL"); nothing is read or written.  Exceptions are
 * documented where they apply: `err` itself, outputs marked "may be NULL", inputs where
 * NULL means Python's None, and array arguments whose count is 0.  Functions that return
 * a value instead of a status give a safe answer for NULL, stated at each: predicates
 * false, sizes and counts 0, names NULL, void functions do nothing.
 * tests/ runs every function of this header with NULL in each pointer argument in turn
 * (the test is generated from this file by scripts/gen_capi_null_test.py).
 *
 * The core allocates nothing: layouts and tensors are values with inline arrays of
 * SL_MAX_DIMS entries; functions with many results write into caller-owned arrays.
 *
 * The header has one section per module: core, layout, torch views, numpy views,
 * predicates, overlap / address maps, copy, cache lab and traces, DLPack, snippet
 * language.
 */
#ifndef STRIDELAB_H
#define STRIDELAB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================== core == */

#define SL_MAX_DIMS 64 /* maximum number of dimensions of any layout */
#define SL_NP_MAX_DIMS 32 /* numpy 1.24's own limit (NPY_MAXDIMS) */
#define SL_NP2_MAX_DIMS 64 /* numpy 2's (the lessons profile; sl_np_max_dims) */

typedef enum sl_status {
    SL_OK = 0,
    SL_ERR_PY = -1,          /* the reference raises a Python exception: see err->type */
    SL_ERR_OVERFLOW = -2,    /* 64-bit overflow in size x stride arithmetic */
    SL_ERR_SYNTAX = -3,      /* malformed expression or snippet; err->offset set */
    SL_ERR_UNSUPPORTED = -4, /* construct not supported: message starts "unsupported: " */
    SL_ERR_LIMIT = -5,       /* a fixed limit (dims, outputs, work, recursion) exceeded */
    SL_ERR_NOMEM = -6,       /* allocation failed (only in modules that allocate) */
    SL_ERR_ARG = -7          /* invalid argument to the C API itself (NULL, bad ndim) */
} sl_status;

typedef struct sl_error {
    int code;           /* an sl_status */
    char type[32];      /* Python exception class __name__: "IndexError", "RuntimeError",
                           "ValueError", "TypeError", "AxisError", ... ("" if none) */
    char message[512];  /* the exception message exactly as str(exc) prints it */
    int64_t offset;     /* 0-based offset into the input text, -1 when not applicable */
    int64_t line, col;  /* 1-based position for snippet/expr errors, 0 when not applicable */
} sl_error;

/* Name of a status code ("SL_ERR_PY", ...). */
const char *sl_status_name(int status);
/* The `type` an error is reported under by the CLI, the page and explain's JSON: a Python
 * exception class name when err->type holds one, else one of the engine's own:
 * "Unsupported" (always, for SL_ERR_UNSUPPORTED), "SyntaxError", "OverflowError",
 * "LimitExceeded", "MemoryError", "ValueError" (SL_ERR_ARG), "Error" (also for NULL). */
const char *sl_error_type_name(const sl_error *err);

/* Fill `err` (when not NULL) and return `code`.  `type` may be NULL (no Python class);
 * `fmt` NULL leaves the message empty. */
int sl_error_set(sl_error *err, int code, const char *type, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
void sl_error_clear(sl_error *err);

/* Reference profiles.  A profile names the torch and numpy versions whose behaviour is
 * reproduced: their messages, printing, promotion rules and the APIs they have.  There is
 * no global setting: a tensor or array carries its profile (the `ref` field of sl_tensor
 * and sl_array, set by the constructors and kept by every op), and the snippet language
 * takes one per run.  SL_REF_LESSONS (zero, so a zeroed record has it) is the default. */
typedef enum sl_ref {
    SL_REF_LESSONS = 0,  /* torch 2.2.2 + numpy 2.2.6: what the lessons were run on */
    SL_REF_DEBIAN12 = 1, /* torch 1.13 + numpy 1.24: Debian 12's python3-torch / -numpy */
    SL_REF_COUNT
} sl_ref;
#define SL_REF_DEFAULT SL_REF_LESSONS

typedef struct sl_ref_info {
    sl_ref ref;
    const char *name;           /* "lessons", "debian12": what --ref takes */
    const char *torch_version;  /* "2.2.2" */
    const char *numpy_version;  /* "2.2.6" */
    const char *python_version; /* the Python whose builtins are reproduced: "3.11" */
    const char *summary;        /* one line for --version and --help */
} sl_ref_info;

/* The profile's description, or NULL for a value outside the enum. */
const sl_ref_info *sl_ref_get(sl_ref ref);
/* A profile by name ("lessons", "debian12"); ValueError naming the known ones otherwise. */
int sl_ref_parse(const char *name, sl_ref *out, sl_error *err);
/* The class name a Python traceback under the profile prints for an exception the engine
 * reports as `type` (sl_error.type holds `type(e).__name__`): module-qualified where the
 * reference qualifies it (numpy's AxisError: `numpy.AxisError` under debian12,
 * `numpy.exceptions.AxisError` under lessons; a ufunc casting error, whose __name__ is
 * UFuncTypeError: `numpy.core._exceptions._UFuncOutputCastingError` /
 * `numpy._core._exceptions._UFuncOutputCastingError`), else `type` itself (NULL: NULL). */
const char *sl_ref_traceback_name(sl_ref ref, const char *type);

/* Element types.  Itemsizes in bytes: see sl_dtype_itemsize. */
typedef enum sl_dtype {
    SL_BOOL = 0,
    SL_INT8,
    SL_UINT8,
    SL_INT16,
    SL_UINT16,
    SL_INT32,
    SL_UINT32,
    SL_INT64,
    SL_UINT64,
    SL_FLOAT16,
    SL_BFLOAT16,
    SL_FLOAT32,
    SL_FLOAT64,
    SL_COMPLEX64,
    SL_COMPLEX128,
    SL_DTYPE_COUNT
} sl_dtype;

int64_t sl_dtype_itemsize(sl_dtype dt);        /* bytes per element */
const char *sl_dtype_torch_name(sl_dtype dt);  /* "torch.float32"; NULL if torch lacks it */
const char *sl_dtype_numpy_name(sl_dtype dt);  /* "float64"; NULL if numpy lacks it (bfloat16) */
/* torch's legacy type string used in some messages: "torch.FloatTensor", "CPUBoolType", ... */
const char *sl_dtype_torch_legacy_name(sl_dtype dt);
bool sl_dtype_is_floating(sl_dtype dt);
bool sl_dtype_is_complex(sl_dtype dt);
bool sl_dtype_is_integral(sl_dtype dt, bool include_bool);
/* Parse "float32", "torch.float32", "np.float64", "int", "float", "torch.long" ... */
int sl_dtype_parse(const char *name, bool numpy, sl_dtype *out);

/* Checked 64-bit arithmetic: return SL_OK, or SL_ERR_OVERFLOW (and *out untouched). */
int sl_add_i64(int64_t a, int64_t b, int64_t *out);
int sl_sub_i64(int64_t a, int64_t b, int64_t *out);
int sl_mul_i64(int64_t a, int64_t b, int64_t *out);

/* ====================================================================== layout == */

/* In every record with dims (sl_layout, sl_bview, sl_tensor's layout, sl_array) only the
 * first ndim sizes and strides are part of the value; the entries past ndim are
 * unspecified (an op writes only what its result uses: entries past the fourth and past
 * ndim keep whatever the record held), so compare records with sl_layout_equal or entry
 * by entry up to ndim, never with memcmp of the whole record. */
typedef struct sl_layout {
    int32_t ndim;                  /* 0 .. SL_MAX_DIMS */
    int64_t itemsize;              /* bytes per element, >= 1 */
    int64_t offset;                /* storage offset, in elements */
    int64_t size[SL_MAX_DIMS];     /* sizes, >= 0 */
    int64_t stride[SL_MAX_DIMS];   /* signed strides, in elements */
} sl_layout;

/* A layout in bytes: what the memory system sees.  NumPy arrays (whose strides need
 * not be multiples of the itemsize) and mixed-itemsize overlap questions use it. */
typedef struct sl_bview {
    int32_t ndim;
    int64_t width_bytes;                /* bytes each element occupies (itemsize) */
    int64_t offset_bytes;               /* byte of element (0,...,0) from storage start */
    int64_t size[SL_MAX_DIMS];
    int64_t stride_bytes[SL_MAX_DIMS];  /* signed */
} sl_bview;

/* Row-major ("contiguous") strides: stride[n-1] = 1, stride[d] = stride[d+1]*max(size[d+1],1).
 * Checks sizes >= 0 and overflow of the element count. */
int sl_layout_init_contiguous(sl_layout *l, const int64_t *sizes, int32_t ndim,
                              int64_t itemsize, sl_error *err);
/* Exact layout from explicit sizes/strides/offset (validates ndim, sizes >= 0). */
int sl_layout_init(sl_layout *l, const int64_t *sizes, const int64_t *strides,
                   int32_t ndim, int64_t offset, int64_t itemsize, sl_error *err);
int sl_layout_numel(const sl_layout *l, int64_t *numel, sl_error *err);
/* Storage element reached by `index` (bounds-checked against sizes; torch's wording). */
int sl_layout_element_offset(const sl_layout *l, const int64_t *index, int64_t *elem,
                             sl_error *err);
/* Lowest and highest storage element any index reaches (the required span).
 * For numel == 0 sets *empty = true and min = max = offset.  Each output may be NULL. */
int sl_layout_span(const sl_layout *l, int64_t *min_elem, int64_t *max_elem, bool *empty,
                   sl_error *err);
int sl_layout_to_bview(const sl_layout *l, sl_bview *out, sl_error *err);
bool sl_layout_equal(const sl_layout *a, const sl_layout *b); /* NULL: false */
/* Same as sl_layout_span but in bytes: [min_byte, end_byte) covering every element's bytes
 * (each output may be NULL). */
int sl_bview_span(const sl_bview *v, int64_t *min_byte, int64_t *end_byte, bool *empty,
                  sl_error *err);
int sl_bview_numel(const sl_bview *v, int64_t *numel, sl_error *err);

/* Format helpers used by messages: "[2, 3, 4]" and "(2, 3, 4)" / "(4,)" / "()".  buf NULL
 * or cap 0: nothing is written; v NULL with n > 0 or n < 0: buf gets "". */
void sl_format_list(char *buf, size_t cap, const int64_t *v, int32_t n);
void sl_format_tuple(char *buf, size_t cap, const int64_t *v, int32_t n);

/* ================================================================= torch views == */

/* How an op's result relates to its input (decides torch `_base` / numpy `base`). */
typedef enum sl_alias {
    SL_ALIAS_NEW = 0,  /* fresh storage (a copy, or a new tensor): `_base is None` */
    SL_ALIAS_VIEW = 1, /* a new view object on the input's storage */
    SL_ALIAS_SAME = 2  /* the op returned its input object itself */
} sl_alias;

typedef enum sl_memory_format {
    SL_MF_CONTIGUOUS = 0,
    SL_MF_CHANNELS_LAST,
    SL_MF_CHANNELS_LAST_3D,
    SL_MF_PRESERVE
} sl_memory_format;

typedef struct sl_tensor {
    sl_layout layout;       /* sizes, element strides, element offset, itemsize */
    sl_dtype dtype;
    int64_t storage_bytes;  /* size of the underlying storage in bytes */
    sl_alias alias;         /* set by the op that produced this tensor */
    sl_ref ref;             /* the reference profile whose rules apply (kept by every op) */
    bool conj;              /* torch's conj bit (complex only): the values read conjugated.
                             * Flipped by mH / H / adjoint() of a complex tensor
                             * (sl_torch_matrix_transpose) and the snippet language's
                             * conj(); views keep it, new tensors start without it */
} sl_tensor;

/* One item of a Python basic-indexing tuple (torch and numpy). */
typedef enum sl_index_kind {
    SL_IDX_INT = 0,
    SL_IDX_SLICE,
    SL_IDX_NONE,
    SL_IDX_ELLIPSIS,
    SL_IDX_TRUE,
    SL_IDX_FALSE,
    SL_IDX_INT_TENSOR0, /* a 0-dim integer tensor (torch) / 0-d integer array: `value` */
    SL_IDX_INVALID      /* anything else: `type_name` is its Python type ("float") */
} sl_index_kind;

typedef struct sl_index_item {
    sl_index_kind kind;
    int64_t value;                     /* SL_IDX_INT / INT_TENSOR0 */
    bool has_start, has_stop, has_step;
    int64_t start, stop, step;         /* SL_IDX_SLICE; missing ones as flags say */
    const char *type_name;             /* SL_IDX_INVALID */
} sl_index_item;

/* New tensors (src/torch/torch_new.c).  `empty`/`zeros`/... all have this layout; values live
 * elsewhere.  Result: offset 0, alias NEW, storage_bytes as torch allocates it.  Errors in
 * torch's order: "Trying to create tensor with negative dimension -1: [-1, 2]", then
 * "Storage size calculation overflowed with sizes=[...]" (torch's unsigned, sticky
 * product: a byte count past INT64_MAX), then the format's rank error ("required rank 4
 * tensor to use channels_last format"; SL_MF_PRESERVE: "unsupported memory format
 * Preserve").  Contiguous strides count size-0 dims as 1; channels-last strides do not.
 * A stride torch 1.13 would wrap in int64 (zero-size tensors with huge sizes) is
 * SL_ERR_OVERFLOW (under SL_REF_LESSONS torch 2.x's RuntimeError, see sl_torch_empty_ref).
 * torch's allocator failures (e.g. 2^40 x 2^20 floats) are not
 * modelled: the layout is returned. */
int sl_torch_empty(const int64_t *sizes, int32_t ndim, sl_dtype dt, sl_tensor *out,
                   sl_error *err);
int sl_torch_empty_format(const int64_t *sizes, int32_t ndim, sl_dtype dt,
                          sl_memory_format fmt, sl_tensor *out, sl_error *err);
/* empty under a chosen reference profile (the two above use SL_REF_DEFAULT); the result
 * carries it.  torch 2.x (SL_REF_LESSONS) checks the contiguous strides torch 1.13 wraps:
 * "Stride calculation overflowed" where SL_REF_DEBIAN12 gives SL_ERR_OVERFLOW. */
int sl_torch_empty_ref(const int64_t *sizes, int32_t ndim, sl_dtype dt, sl_memory_format fmt,
                       sl_ref ref, sl_tensor *out, sl_error *err);
/* empty_strided: storage = 1 + sum (size-1)*stride elements (0 when a size is 0), a
 * negative stride on a dim of size > 1 counting as overflow; "dimensionality of sizes (2)
 * must match dimensionality of strides (1)".  Like torch, a negative stride that survives
 * (size 0 or 1) is replaced: 1 on the last dim, else max(next size, 1) * next stride. */
int sl_torch_empty_strided(const int64_t *sizes, int32_t nsizes, const int64_t *strides,
                           int32_t nstrides, sl_dtype dt, sl_tensor *out, sl_error *err);
/* empty_strided under a chosen profile, which the result carries (the one above uses
 * SL_REF_DEFAULT): the layout and errors are torch 1.13's and 2.2's alike; the profile
 * decides the rules of the tensor's later ops (narrow's checks, ...). */
int sl_torch_empty_strided_ref(const int64_t *sizes, int32_t nsizes, const int64_t *strides,
                               int32_t nstrides, sl_dtype dt, sl_ref ref, sl_tensor *out, sl_error *err);

/* torch views (src/torch/torch_index.c, torch_views.c, torch_split.c): each op returns SL_OK and
 * writes *out (which may alias *t), or returns an error and leaves *out untouched.  Views
 * copy dtype and storage_bytes from the input and get alias VIEW.  Errors: SL_ERR_PY with
 * torch 1.13's exception class and exact message, in torch's check order; SL_ERR_OVERFLOW
 * where torch 1.13 would wrap int64 silently (e.g. `x[::2**62]`, stride x step);
 * SL_ERR_LIMIT when a result would exceed SL_MAX_DIMS dims; SL_ERR_UNSUPPORTED where torch
 * would build a tensor with a negative size (e.g. as_strided((-1, 0), ...)). */

/* Basic indexing t[items...]  (torch 1.13 applySlicing).  nitems == 1 is read as a bare
 * item `t[i]` (not `t[i,]`): for a 0-dim tensor torch treats the two differently
 * (`s[0]` "invalid index of a 0-dim tensor", `s[0,]` "too many indices"); use
 * sl_torch_index_ex to say which.  True/False items make a copy (alias NEW, offset 0,
 * storage_bytes = numel*itemsize) laid out as torch's advanced-indexing kernel lays it. */
int sl_torch_index(const sl_tensor *t, const sl_index_item *items, int32_t nitems,
                   sl_tensor *out, sl_error *err);
/* is_tuple: the index was a tuple (`t[0,]`, `t[()]`, `t[0, 1]`), not a bare item. */
int sl_torch_index_ex(const sl_tensor *t, const sl_index_item *items, int32_t nitems,
                      bool is_tuple, sl_tensor *out, sl_error *err);
int sl_torch_select(const sl_tensor *t, int64_t dim, int64_t index, sl_tensor *out,
                    sl_error *err);
/* aten slice: start/end NULL = None. */
int sl_torch_slice(const sl_tensor *t, int64_t dim, const int64_t *start, const int64_t *end,
                   int64_t step, sl_tensor *out, sl_error *err);
int sl_torch_narrow(const sl_tensor *t, int64_t dim, int64_t start, int64_t length,
                    sl_tensor *out, sl_error *err);
int sl_torch_transpose(const sl_tensor *t, int64_t d0, int64_t d1, sl_tensor *out,
                       sl_error *err);
int sl_torch_t(const sl_tensor *t, sl_tensor *out, sl_error *err);
/* `T` (reverses dims).  *warned set when torch would emit its UserWarning (may be NULL). */
int sl_torch_T(const sl_tensor *t, sl_tensor *out, bool *warned, sl_error *err);
/* mT / mH / H / adjoint().  A 0-dim input comes back as itself (alias SAME), except
 * mH / H / adjoint() of a complex 0-dim tensor, which torch conj()s into a new view.
 * mH / H / adjoint() of a complex tensor flip its conj bit (`conj`). */
typedef enum sl_matrix_op { SL_MT = 0, SL_MH, SL_H, SL_ADJOINT } sl_matrix_op;
int sl_torch_matrix_transpose(const sl_tensor *t, sl_matrix_op op, sl_tensor *out,
                              sl_error *err);
int sl_torch_permute(const sl_tensor *t, const int64_t *dims, int32_t n, sl_tensor *out,
                     sl_error *err);
int sl_torch_movedim(const sl_tensor *t, const int64_t *src, int32_t nsrc,
                     const int64_t *dst, int32_t ndst, sl_tensor *out, sl_error *err);
int sl_torch_unsqueeze(const sl_tensor *t, int64_t dim, sl_tensor *out, sl_error *err);
int sl_torch_squeeze(const sl_tensor *t, sl_tensor *out, sl_error *err);
int sl_torch_squeeze_dim(const sl_tensor *t, int64_t dim, sl_tensor *out, sl_error *err);
/* expand (also expand_as).  A target size below -2^62 (torch 1.13's symbolic-int range)
 * is the TypeError `expand(): argument 'size' must be tuple of SymInts, ...`; for
 * broadcast_to torch instead raises RuntimeError "IntArrayRef contains an int that cannot
 * be represented as a SymInt: V", which a broadcast_to caller must check first.  Under
 * SL_REF_LESSONS (torch 2.2, expand and broadcast_to alike) it is the dispatcher's
 * RuntimeError "aten/src/ATen/RegisterCompositeExplicitAutograd.cpp:2252: SymIntArrayRef
 * expected to contain only concrete integers"; slices take such ints as ordinary bounds. */
int sl_torch_expand(const sl_tensor *t, const int64_t *sizes, int32_t n, sl_tensor *out,
                    sl_error *err);
/* broadcast two shapes (binary ops): torch's "The size of tensor a ..." message.
 * `out` must hold SL_MAX_DIMS entries. */
int sl_torch_broadcast_shapes2(const int64_t *a, int32_t na, const int64_t *b, int32_t nb,
                               int64_t *out, int32_t *nout, sl_error *err);
/* view / reshape / flatten / unflatten (src/torch/torch_reshape.c).  `sizes` may hold one -1.
 * view keeps the offset and refuses with torch's "view size is not compatible with input
 * tensor's size and stride (...)" message when computeStride finds no strides; shape
 * errors are infer_size's ("shape '[5, -1]' is invalid for input of size 24", ...); a
 * shape that only matches through int64 wrap-around gets "numel: integer multiplication
 * overflow", as in torch. */
int sl_torch_view(const sl_tensor *t, const int64_t *sizes, int32_t n, sl_tensor *out,
                  sl_error *err);
/* reshape: a view when view() would succeed, else a contiguous copy (alias NEW, offset 0,
 * storage_bytes = numel * itemsize). */
int sl_torch_reshape(const sl_tensor *t, const int64_t *sizes, int32_t n, sl_tensor *out,
                     sl_error *err);
/* flatten(d, d) returns the input itself (alias SAME); a 0-dim input gives (1,). */
int sl_torch_flatten(const sl_tensor *t, int64_t start_dim, int64_t end_dim, sl_tensor *out,
                     sl_error *err);
/* unflatten: sizes inferred against size(dim), then view (never copies). */
int sl_torch_unflatten(const sl_tensor *t, int64_t dim, const int64_t *sizes, int32_t n,
                       sl_tensor *out, sl_error *err);
/* Multi-output ops write up to `cap` tensors into outs and the count into *nout;
 * SL_ERR_LIMIT when more than `cap` would be produced (checked after torch's own errors).
 * Python returns these as a tuple: indexing past its end is "IndexError: tuple index out
 * of range" (the caller's business). */
int sl_torch_split(const sl_tensor *t, int64_t split_size, int64_t dim, sl_tensor *outs,
                   int32_t cap, int32_t *nout, sl_error *err);
int sl_torch_split_with_sizes(const sl_tensor *t, const int64_t *sizes, int32_t n,
                              int64_t dim, sl_tensor *outs, int32_t cap, int32_t *nout,
                              sl_error *err);
int sl_torch_chunk(const sl_tensor *t, int64_t chunks, int64_t dim, sl_tensor *outs,
                   int32_t cap, int32_t *nout, sl_error *err);
int sl_torch_tensor_split_sections(const sl_tensor *t, int64_t sections, int64_t dim,
                                   sl_tensor *outs, int32_t cap, int32_t *nout,
                                   sl_error *err);
int sl_torch_tensor_split_indices(const sl_tensor *t, const int64_t *indices, int32_t n,
                                  int64_t dim, sl_tensor *outs, int32_t cap, int32_t *nout,
                                  sl_error *err);
int sl_torch_unbind(const sl_tensor *t, int64_t dim, sl_tensor *outs, int32_t cap,
                    int32_t *nout, sl_error *err);
int sl_torch_diagonal(const sl_tensor *t, int64_t offset, int64_t dim1, int64_t dim2,
                      sl_tensor *out, sl_error *err);
int sl_torch_unfold(const sl_tensor *t, int64_t dim, int64_t size, int64_t step,
                    sl_tensor *out, sl_error *err);
/* as_strided: storage_offset NULL = keep the input's (an explicit one is absolute in the
 * storage).  Bounds are checked in bytes against t->storage_bytes, as torch does. */
int sl_torch_as_strided(const sl_tensor *t, const int64_t *sizes, int32_t nsizes,
                        const int64_t *strides, int32_t nstrides,
                        const int64_t *storage_offset, sl_tensor *out, sl_error *err);
/* Copies (alias NEW, offset 0, fresh storage) or, where torch returns self, alias SAME
 * (src/torch/torch_new.c).  flip: dims wrapped one by one, a repeat refused as soon as seen
 * ("dim 0 appears multiple times in the list of dims"); the copy has clone's preserve
 * layout.  contiguous: SAME when already contiguous in `fmt` (SL_MF_PRESERVE asks the
 * default question and, if not, is "preserve memory format is unsupported by the
 * contiguous operator"); else a copy in `fmt`.  clone: SL_MF_PRESERVE keeps the strides
 * of an N&D input verbatim and gives any other input dense strides in the order of its
 * own (zero-stride dims keep their place); other formats as sl_torch_empty_format. */
int sl_torch_flip(const sl_tensor *t, const int64_t *dims, int32_t n, sl_tensor *out,
                  sl_error *err);
int sl_torch_contiguous(const sl_tensor *t, sl_memory_format fmt, sl_tensor *out,
                        sl_error *err);
int sl_torch_clone(const sl_tensor *t, sl_memory_format fmt, sl_tensor *out, sl_error *err);
/* Layout of the result of an out-of-place elementwise op of `t` with a Python number
 * (`x + 1`, `x * 2.0`, `x > 0`): TensorIterator's general path — dense strides in the
 * order of t's strides (zero strides stay in place), plain row-major when that order is
 * row-major; a permuted empty tensor gets zero strides.  Alias NEW, offset 0, t's dtype
 * (set the promoted dtype yourself; strides do not depend on it). */
int sl_torch_elementwise_result(const sl_tensor *t, sl_tensor *out, sl_error *err);
/* Layout of the result of an out-of-place UNARY op (`-x`, `x.abs()`, `x.sin()`,
 * `x ** 2`): contiguous input -> contiguous, channels_last-contiguous -> channels_last,
 * other N&D -> t's strides verbatim, else as sl_torch_elementwise_result.  These differ
 * from `x + 1` on size-1 stride noise, e.g. (2,1,3)/(1,100,2): unary keeps (1,100,2),
 * `x + 1` gives (1,6,2). */
int sl_torch_unary_result(const sl_tensor *t, sl_tensor *out, sl_error *err);

/* ============================================================ torch predicates == */

/* (src/torch/torch_predicates.c)  Pure functions of a layout; never fail (a NULL or malformed
 * layout answers false / TOO_HARD).  is_contiguous: default format ignores size-1 dims and
 * is true for every layout with no elements; channels_last(_3d) only for 4-D (5-D)
 * layouts, with no such shortcut; SL_MF_PRESERVE answers the default question (1.13).
 * N&D: some order of the dims of size >= 2 is exactly row-major with innermost stride 1
 * (so the elements tile [offset, offset + numel) once each), or a contiguity flag holds. */
bool sl_torch_is_contiguous(const sl_layout *l, sl_memory_format fmt);
bool sl_torch_is_non_overlapping_and_dense(const sl_layout *l);

typedef enum sl_mem_overlap { SL_OVERLAP_NO = 0, SL_OVERLAP_YES = 1, SL_OVERLAP_TOO_HARD = 2 }
    sl_mem_overlap;
/* torch._debug_has_internal_overlap: 0 / 1 / 2 exactly as torch decides it: NO for N&D
 * layouts, YES for a zero stride on a dim of size > 1, TOO_HARD otherwise (the exact
 * answer is the overlap module's). */
sl_mem_overlap sl_torch_internal_overlap(const sl_layout *l);

typedef enum sl_overlap_status {
    SL_OVS_FULL = 0,
    SL_OVS_PARTIAL,
    SL_OVS_NO,
    SL_OVS_TOO_HARD
} sl_overlap_status;
/* torch get_overlap_status(a, b).  same_object: a and b are one Python tensor;
 * same_storage: they share a storage (else NO once past the N&D test).  Order: same
 * object FULL; an empty tensor NO; a non-N&D one TOO_HARD; other storage NO; byte ranges
 * [offset*itemsize, + numel*itemsize) identical -> FULL if the strides are equal else
 * PARTIAL; intersecting -> PARTIAL; else NO.  A range past int64 -> TOO_HARD.
 * TensorIterator writes refuse PARTIAL; cat(out=)/index_select(out=) refuse FULL too. */
sl_overlap_status sl_torch_overlap_status(const sl_tensor *a, const sl_tensor *b,
                                          bool same_object, bool same_storage);

/* ================================================================= numpy views == */

/*
 * NumPy 1.24 arrays (docs/numpy-semantics.md).  An sl_array is numpy's array record:
 * shape, BYTE strides (any sign, any value), the byte offset of element (0,...,0)
 * from the start of the owner's buffer, and the flags.  Every function below is a
 * pure function from records to records: it allocates nothing and copies no values.
 * Where numpy copies, the result record is the new owner's layout and the caller moves
 * the values (element i of the result = element i of the input, by logical index,
 * unless a function says otherwise).
 *
 *     sl_array x, y, v;                       // x = np.arange(24.).reshape(2, 3, 4)
 *     sl_error err;
 *     int64_t shape[] = {2, 3, 4};
 *     sl_np_arange_f64(0, 24, 1, sl_np_default_dtype(true), &x, &err);
 *     sl_np_reshape(&x, shape, 3, 'C', &y, NULL, &err);  // strides (96, 32, 8)
 *     sl_index_item it[3] = {{.kind = SL_IDX_SLICE},     // y[:, ::-2, 1]
 *                            {.kind = SL_IDX_SLICE, .has_step = true, .step = -2},
 *                            {.kind = SL_IDX_INT, .value = 1}};
 *     sl_np_index(&y, it, 3, &v, &err);       // shape (2, 2), strides (96, -64),
 *                                             // offset_bytes 72 = 2*32 + 1*8
 *
 * Errors: SL_ERR_PY with err->type the exception's class __name__ ("ValueError",
 * "IndexError", "AxisError", "TypeError", "OverflowError", "ZeroDivisionError",
 * "KeyError") and err->message exactly str(exception).  AxisError subclasses both
 * ValueError and IndexError in numpy; an uncaught one prints as "numpy.AxisError: ...".
 * SL_ERR_UNSUPPORTED for advanced indexing by lists and integer arrays,
 * SL_ERR_OVERFLOW when a stride/offset product of a result that would be addressed
 * leaves 64 bits (numpy would wrap silently), SL_ERR_ARG for NULL / bad C arguments.
 *
 * Python-level argument conversion (a float where an int is expected) is the caller's:
 * sl_np_arg_type_error() gives the message each entry point uses.
 *
 * Values of copies.  A result with base NONE (or the hidden owner of a copying reshape)
 * is a new buffer the caller fills: element i (logical index) of the new owner is
 * element i of the op's input, except for flatten / a copying ravel (the C-order
 * traversal of *src_order, a view of the input) and a copying index (the view in
 * sl_np_index_ex's *copied_view).
 *
 * `.base` (§14).  Every result's `base` field says what numpy's `.base` would be:
 *   SL_NP_BASE_NONE    the result owns its data (base None, OWNDATA set): new arrays
 *                      and every copy.
 *   (alias SAME)       the op returned its input object itself (`r is a`): the record is
 *                      a verbatim copy of the input except alias = SL_ALIAS_SAME, so
 *                      `base` still describes that object.
 *   SL_NP_BASE_CHAIN   a new view object; its base is sl_np_view_base_is_input(input) ?
 *                      the input object : the input's own base object.  (numpy follows
 *                      the base chain while it meets non-owning arrays with array bases;
 *                      since every base already is such a stop, one step is enough.)
 *   SL_NP_BASE_HIDDEN  a new view of a hidden NEW owner (copying reshape): the op
 *                      reports the hidden owner's record separately; result.base is it.
 *   SL_NP_BASE_DUMMY   as_strided / sliding_window_view: base is a new helper object of
 *                      class DummyArray whose own .base is the input.  Views of such a
 *                      result stop at the result (flag SL_NP_FOREIGN_BASE is set on it).
 *   SL_NP_SCALAR       not an array at all: a numpy scalar (a copy of the one element
 *                      at offset_bytes; the record is that element's 0-d view).  Full
 *                      integer indexing `x[0, 0, 1]`, `s[()]`, np.flip of a 0-d array.
 *   SL_NP_BASE_BUFFER  np.frombuffer: base is the Python buffer object passed in (a
 *                      `bytes`, or a memoryview of a bytearray); views stop at the result.
 */

/* numpy flags kept on an array record.  WRITEABLE/OWNDATA/WARN_ON_WRITE/FOREIGN_* are
 * state; C/F_CONTIGUOUS and ALIGNED are recomputed from the layout by every op (and by
 * sl_np_refresh_flags for hand-built records). */
#define SL_NP_WRITEABLE 0x1u
#define SL_NP_OWNDATA 0x2u
#define SL_NP_WARN_ON_WRITE 0x4u /* np.broadcast_arrays results: writes warn */
#define SL_NP_C_CONTIGUOUS 0x8u
#define SL_NP_F_CONTIGUOUS 0x10u
#define SL_NP_ALIGNED 0x20u
#define SL_NP_FOREIGN_BASE 0x40u     /* .base is not an ndarray (DummyArray, bytes, ...) */
#define SL_NP_FOREIGN_WRITABLE 0x80u /* ... and it exposes a writable buffer (bytearray) */

typedef enum sl_np_base {
    SL_NP_BASE_NONE = 0,
    SL_NP_BASE_CHAIN,
    SL_NP_BASE_HIDDEN,
    SL_NP_BASE_DUMMY,
    SL_NP_SCALAR,
    SL_NP_BASE_BUFFER
} sl_np_base;

typedef struct sl_array {
    int32_t ndim;                   /* 0 .. sl_np_max_dims(ref) */
    sl_dtype dtype;
    int64_t itemsize;               /* bytes */
    int64_t offset_bytes;           /* byte of element (0,...,0) from the owner buffer start */
    int64_t shape[SL_MAX_DIMS];
    int64_t strides[SL_MAX_DIMS];   /* signed, bytes */
    int64_t buffer_bytes;           /* size of the owner's buffer: size*itemsize at creation */
    uint32_t flags;                 /* SL_NP_* */
    sl_alias alias;                 /* NEW (owner or scalar), VIEW (any view), SAME */
    sl_np_base base;                /* what `.base` is, see above */
    sl_ref ref;                     /* the reference profile whose rules apply */
} sl_array;

/* ---- constructors (§0.2, §17) ---------------------------------------------------- */

/* np.empty / zeros / ones / full(shape, fill, dtype, order): a new owner with fresh
 * strides in `order` ('C' or 'F'; lower case accepted); all strides 0 when the size is
 * 0.  Errors: >32 dims "maximum supported dimension for an ndarray is 32, found K",
 * a negative entry "negative dimensions are not allowed", byte size beyond int64 "array
 * is too big; ...", order 'A'/'K' "only 'C' or 'F' order is permitted". */
int sl_np_empty(const int64_t *shape, int32_t ndim, sl_dtype dt, char order, sl_array *out,
                sl_error *err);
/* sl_np_empty under a profile, which the record keeps: numpy 2 (lessons) allows 64 dims,
 * "maximum supported dimension for an ndarray is currently 64, found K" past them;
 * sl_np_empty itself keeps numpy 1.24's 32 (its record has SL_REF_DEFAULT). */
int sl_np_empty_ref(const int64_t *shape, int32_t ndim, sl_dtype dt, char order, sl_ref ref, sl_array *out,
                    sl_error *err);
/* numpy's dimension limit under a profile: 32 (numpy 1.24), 64 (numpy 2, lessons) */
int32_t sl_np_max_dims(sl_ref ref);
/* np.frombuffer(buf, dtype, count, offset) over a buffer of buffer_bytes bytes (its
 * start stands for a 16-byte aligned owner buffer): count < 0 = all whole elements.
 * Read-only unless writable_buffer (bytearray yes, bytes no); errors "offset must be
 * non-negative and no greater than buffer length (N)", "buffer size must be a multiple
 * of element size", "buffer is smaller than requested size". */
int sl_np_frombuffer(int64_t buffer_bytes, bool writable_buffer, sl_dtype dt, int64_t count,
                     int64_t offset_bytes, sl_array *out, sl_error *err);
/* frombuffer under a chosen profile, which the record keeps (the one above: SL_REF_DEFAULT);
 * its checks are numpy 1.24's and 2.2.6's alike, the profile decides its views' rules. */
int sl_np_frombuffer_ref(int64_t buffer_bytes, bool writable_buffer, sl_dtype dt, int64_t count,
                         int64_t offset_bytes, sl_ref ref, sl_array *out, sl_error *err);
/* numpy's default dtype of np.arange / np.array from Python numbers: int64, or float64
 * when any argument is a float. */
sl_dtype sl_np_default_dtype(bool any_float);
/* np.arange(start, stop, step, dtype): length ceil((stop-start)/step) clamped at 0, a
 * 1-d owner.  The _i64 form is for all-int arguments (ZeroDivisionError "division by
 * zero" for step 0), the _f64 form for any float argument ("float division by zero",
 * "arange: cannot compute length" for nan, "Maximum allowed size exceeded"). */
int sl_np_arange_i64(int64_t start, int64_t stop, int64_t step, sl_dtype dt, sl_array *out,
                     sl_error *err);
int sl_np_arange_f64(double start, double stop, double step, sl_dtype dt, sl_array *out,
                     sl_error *err);
/* the two under a chosen profile, which the record keeps (the two above: SL_REF_DEFAULT);
 * lengths and errors are numpy 1.24's and 2.2.6's alike, the profile decides its views'
 * rules (the dimension limit of a reshape, broadcast_arrays' returns, ...). */
int sl_np_arange_i64_ref(int64_t start, int64_t stop, int64_t step, sl_dtype dt, sl_ref ref, sl_array *out,
                         sl_error *err);
int sl_np_arange_f64_ref(double start, double stop, double step, sl_dtype dt, sl_ref ref, sl_array *out,
                         sl_error *err);

/* ---- flags (§13) and helpers -------------------------------------------------------- */

int64_t sl_np_dtype_alignment(sl_dtype dt);          /* bytes: complex64 4, complex128 8 */
/* The predicates below answer false for NULL (or a record with ndim outside [0, 64]). */
bool sl_np_is_c_contiguous(const sl_array *a);       /* computed from shape/strides */
bool sl_np_is_f_contiguous(const sl_array *a);
bool sl_np_is_aligned(const sl_array *a);            /* owner buffers 16-byte aligned */
void sl_np_refresh_flags(sl_array *a);               /* recompute C, F, ALIGNED bits (NULL: nothing) */
int sl_np_size(const sl_array *a, int64_t *size, sl_error *err);  /* elements */
/* a.flags[key]: C_CONTIGUOUS/C/CONTIGUOUS, F_CONTIGUOUS/F/FORTRAN, OWNDATA/O,
 * WRITEABLE/W, ALIGNED/A, WRITEBACKIFCOPY/X, FNC, FORC, BEHAVED, CARRAY, FARRAY;
 * else KeyError 'Unknown flag' (message with the quotes, as str(KeyError) prints). */
int sl_np_flag_item(const sl_array *a, const char *key, bool *value, sl_error *err);
/* print(a.flags): the six lines, each ending in '\n'.  Returns the length written (0 for
 * NULL). */
size_t sl_np_format_flags(const sl_array *a, char *buf, size_t cap);
/* a.flags.writeable = value (§13.4).  `base` is the record of a's base object when that
 * is an ndarray (NULL when base is None or not an array).  Setting False always works;
 * True fails with "cannot set WRITEABLE flag to True of this array" unless numpy allows
 * it. */
int sl_np_set_writeable(sl_array *a, bool value, const sl_array *base, sl_error *err);
/* A write into `a`: "assignment destination is read-only" unless WRITEABLE. */
int sl_np_check_writable(const sl_array *a, sl_error *err);
/* True when a new view of `a` has `a` itself as .base; false: a's own base object. */
bool sl_np_view_base_is_input(const sl_array *a);
/* Byte extent [lo, hi) of every byte any element touches; *empty when size is 0. */
int sl_np_byte_extent(const sl_array *a, int64_t *lo, int64_t *hi, bool *empty,
                      sl_error *err);
/* np.may_share_memory(a, b) (max_work=None, bounds only) for two arrays on ONE owner
 * buffer: do their byte extents intersect?  (Different owners: False, caller's call.) */
int sl_np_may_share_memory(const sl_array *a, const sl_array *b, bool *result, sl_error *err);
/* A shape as reshape/broadcast messages print it (§0.5): "(2,3)", "(5,)", "()",
 * negatives as "newaxis", leading negatives dropped. */
void sl_np_format_shape(char *buf, size_t cap, const int64_t *shape, int32_t n); /* NULLs as sl_format_list */
/* An `order=` string: one of C F A K (either case) -> *order upper case; else
 * "order must be one of 'C', 'F', 'A', or 'K' (got 'X')". */
int sl_np_parse_order(const char *text, char *order, sl_error *err);
/* The TypeError a non-integer argument of Python type `type_name` (NULL: "float") raises,
 * by entry point:
 *   SL_NP_TE_INDEX     "'float' object cannot be interpreted as an integer": transpose
 *                      axes, swapaxes, squeeze, reshape entries, diagonal offset/axes,
 *                      broadcast_to shape, rollaxis start
 *   SL_NP_TE_INTEGER   "integer argument expected, got float": entries inside a tuple
 *                      given to flip/expand_dims/moveaxis, expand_dims's and rollaxis's
 *                      plain axis
 *   SL_NP_TE_ITERABLE  "'float' object is not iterable": flip / moveaxis / sliding_window
 *                      axis given as a plain float */
typedef enum sl_np_type_msg { SL_NP_TE_INDEX = 0, SL_NP_TE_INTEGER, SL_NP_TE_ITERABLE }
    sl_np_type_msg;
int sl_np_arg_type_error(sl_np_type_msg kind, const char *type_name, sl_error *err);

/* ---- indexing (§1) -------------------------------------------------------------------- */

/* a[items]: basic indexing.  A non-tuple index is one item.  Item conventions:
 *   SL_IDX_INT / SL_IDX_INT_TENSOR0 (a 0-d integer array: the result is then copied)
 *   SL_IDX_SLICE with Python ints clamped to int64 (step INT64_MIN counts as -INT64_MAX)
 *   SL_IDX_NONE, SL_IDX_ELLIPSIS, SL_IDX_TRUE / SL_IDX_FALSE (a copy, see _ex)
 *   SL_IDX_INVALID with type_name: "uint64" = a Python int in [2**63, 2**64) (numpy's
 *     OverflowError), "ndarray" = a non-integer ndarray, "list" / "intarray" = advanced
 *     index (unsupported), anything else ("float", "str", "int" for ints beyond 64 bits)
 *     the "only integers, slices ..." IndexError.
 * Result: a view (base CHAIN), a scalar (base SL_NP_SCALAR: the record is the element's
 * 0-d view), or a copy (0-d integer array inside a partial index: base NONE, K layout).
 * Boolean scalar items get numpy's errors here but SL_ERR_UNSUPPORTED instead of a
 * result: use sl_np_index_ex, which also says where the copy's values come from. */
int sl_np_index(const sl_array *a, const sl_index_item *items, int32_t nitems,
                sl_array *out, sl_error *err);
/* The same, for results that are copies: base NONE (a 0-d integer array in a partial
 * index, or boolean scalars) or base HIDDEN (boolean scalars whose new dim is not first:
 * the result views the new owner *hidden).  *copied_view receives the view the new
 * owner is filled from: owner[i] = copied_view[i] by logical index.  Boolean scalars
 * (x[True], x[0, False], x[:, True]) follow numpy's fancy-indexing layout: one new dim
 * of length 1 (0 with any False), outermost in the owner.  Either pointer may be NULL. */
int sl_np_index_ex(const sl_array *a, const sl_index_item *items, int32_t nitems,
                   sl_array *out, sl_array *copied_view, sl_array *hidden, sl_error *err);
/* a.view() / a[...] / reshape(None): a new view with the same layout. */
int sl_np_view(const sl_array *a, sl_array *out, sl_error *err);
/* a.view(dtype): the same bytes as another dtype; a different itemsize rescales the last
 * axis (which must be contiguous): "To change to a dtype of a different size, the last
 * axis must be contiguous", "When changing to a larger dtype, its size must be a divisor
 * of the total size in bytes of the last axis of the array.", 0-d: "Changing the dtype
 * of a 0d array is only supported if the itemsize is unchanged". */
int sl_np_view_dtype(const sl_array *a, sl_dtype dt, sl_array *out, sl_error *err);

/* ---- axis permutations (§2, §3) --------------------------------------------------- */

/* a.transpose(axes): axes NULL = reverse (a.T, transpose(None)); n = len(axes). */
int sl_np_transpose(const sl_array *a, const int64_t *axes, int32_t n, sl_array *out,
                    sl_error *err);
int sl_np_swapaxes(const sl_array *a, int64_t axis1, int64_t axis2, sl_array *out,
                   sl_error *err);
/* np.moveaxis(a, source, destination): ints are sequences of length 1. */
int sl_np_moveaxis(const sl_array *a, const int64_t *src, int32_t nsrc, const int64_t *dst,
                   int32_t ndst, sl_array *out, sl_error *err);
int sl_np_rollaxis(const sl_array *a, int64_t axis, int64_t start, sl_array *out,
                   sl_error *err);

/* ---- reshape family (§4-§6, §12) ------------------------------------------------- */

/* a.reshape(shape, order) with order 'C', 'F', 'A' ('K' -> the ValueError).  A copying
 * reshape returns base SL_NP_BASE_HIDDEN and writes the hidden owner (old shape, fresh
 * strides in the order) into *hidden when `hidden` is not NULL; values: hidden[i] =
 * a[i] by index, result = view of hidden. */
int sl_np_reshape(const sl_array *a, const int64_t *shape, int32_t n, char order,
                  sl_array *out, sl_array *hidden, sl_error *err);
/* a.ravel(order) / a.flatten(order), order C F A K.  When the result is a copy (base
 * NONE), its values are the C-order traversal of *src_order (a view of `a`, written
 * when src_order is not NULL; e.g. a.T for order F). */
int sl_np_ravel(const sl_array *a, char order, sl_array *out, sl_array *src_order,
                sl_error *err);
int sl_np_flatten(const sl_array *a, char order, sl_array *out, sl_array *src_order,
                  sl_error *err);
/* How an axis argument was given: None, a plain int, or a tuple/list. */
typedef enum sl_np_axis_kind { SL_NP_AXIS_NONE = 0, SL_NP_AXIS_INT, SL_NP_AXIS_TUPLE }
    sl_np_axis_kind;
/* a.squeeze(axis): may return the input itself (alias SAME). */
int sl_np_squeeze(const sl_array *a, sl_np_axis_kind kind, const int64_t *axes, int32_t n,
                  sl_array *out, sl_error *err);
/* np.expand_dims(a, axis): int = tuple of one. */
int sl_np_expand_dims(const sl_array *a, const int64_t *axes, int32_t n, sl_array *out,
                      sl_error *err);
/* a.copy(order) / np.copy(a, order) / np.array(a) (K) / empty_like (K): a new owner in
 * order C, F, A or K (§12.2). */
int sl_np_copy(const sl_array *a, char order, sl_array *out, sl_error *err);
/* np.ascontiguousarray / np.asfortranarray: the input itself (alias SAME) when its flag
 * already holds and ndim >= 1; a (1,) view for 0-d input; else a C / F copy. */
int sl_np_ascontiguousarray(const sl_array *a, sl_array *out, sl_error *err);
int sl_np_asfortranarray(const sl_array *a, sl_array *out, sl_error *err);
/* np.asarray(a, order=...): order 0 = none given (always alias SAME). */
int sl_np_asarray(const sl_array *a, char order, sl_array *out, sl_error *err);

/* ---- other views (§7-§11) ---------------------------------------------------------- */

/* a.diagonal(offset, axis1, axis2): read-only view, diagonal axis last. */
int sl_np_diagonal(const sl_array *a, int64_t offset, int64_t axis1, int64_t axis2,
                   sl_array *out, sl_error *err);
/* np.flip(a, axis): kind NONE = every axis; a 0-d input with NONE gives SL_NP_SCALAR. */
int sl_np_flip(const sl_array *a, sl_np_axis_kind kind, const int64_t *axes, int32_t n,
               sl_array *out, sl_error *err);
int sl_np_flipud(const sl_array *a, sl_array *out, sl_error *err);
int sl_np_fliplr(const sl_array *a, sl_array *out, sl_error *err);
/* np.broadcast_to(a, shape): read-only view with stride 0 on every broadcast dim. */
int sl_np_broadcast_to(const sl_array *a, const int64_t *shape, int32_t n, sl_array *out,
                       sl_error *err);
/* np.broadcast_arrays(*in) for n <= 32 arrays: outs[j] is in[j] itself (alias SAME) when
 * all shapes already agree (numpy 2, in[j].ref lessons: when in[j]'s shape is the
 * result's), else a broadcast view that keeps in[j]'s WRITEABLE and, if
 * writeable, carries SL_NP_WARN_ON_WRITE (a write then only warns:
 * "DeprecationWarning: Numpy has detected that you (may be) writing to an array with\n
 * overlapping memory from np.broadcast_arrays. ...", see docs §9).  Error: "shape
 * mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg I
 * with shape (3,) and arg J with shape (4,)." */
int sl_np_broadcast_arrays(const sl_array *in, int32_t n, sl_array *outs, sl_error *err);
/* as_strided(a, shape, strides, writeable): shape/strides NULL = None.  No bounds checks
 * (numpy makes none); base SL_NP_BASE_DUMMY. */
int sl_np_as_strided(const sl_array *a, const int64_t *shape, int32_t nshape,
                     const int64_t *strides, int32_t nstrides, bool writeable,
                     sl_array *out, sl_error *err);
/* sliding_window_view(a, window_shape, axis, writeable): axes NULL = axis None. */
int sl_np_sliding_window_view(const sl_array *a, const int64_t *window, int32_t nwindow,
                              const int64_t *axes, int32_t naxes, bool writeable,
                              sl_array *out, sl_error *err);

/* ==================================================== overlap and address maps == */
/* (section owned by the overlap/explain module)
 *
 * Exact overlap works on byte views (sl_bview; sl_layout_to_bview converts), so mixed
 * itemsizes, negative strides and numpy byte strides are all one case.  A view OWNS the
 * bytes [addr, addr + width_bytes) of each element, addr = offset_bytes + sum i_k*stride_k.
 *
 *  - internal overlap: two different index tuples own a common byte;
 *  - pair overlap: some byte is owned by an element of each view (same storage).
 *
 * Answers: YES with a witness (two index tuples and a byte both own, re-checkable with
 * sl_overlap_witness_ok), NO with a reason, or UNKNOWN only when the caller's work budget
 * ran out (res->work then says how much was used).  Work units: one per search node and
 * one per enumerated element.  budget < 0 = unlimited (always decides).
 *
 * Method, cheapest first: empty views, disjoint byte extents, zero strides, nested
 * strides, pigeonhole counting (elements x width > span forces YES; a witness is then
 * found in a sub-box), the gcd of the strides; then a bounded depth-first search over the
 * bounded linear Diophantine equation (NumPy's reduction, exact two-variable bottom
 * level, 128-bit arithmetic); then, where cheaper, exact enumeration of element
 * addresses (bitmap over the shared byte range, or radix-sorted start addresses).  The
 * solver state and the enumeration paths allocate (a bitmap of at most 2^30 bits, or
 * about 24 bytes per element for at most 2^24 elements per view; SL_ERR_NOMEM on
 * failure).  Measured against NumPy in the same run: bench/overlap_bench.py. */

typedef enum sl_ovl_answer { SL_OVL_NO = 0, SL_OVL_YES = 1, SL_OVL_UNKNOWN = 2 } sl_ovl_answer;

typedef enum sl_ovl_reason {
    SL_OVR_NONE = 0,     /* YES or UNKNOWN */
    SL_OVR_EMPTY,        /* a view has no elements */
    SL_OVR_SINGLE,       /* internal: at most one element (every size <= 1) */
    SL_OVR_EXTENTS,      /* pair: the byte extents are disjoint */
    SL_OVR_NESTED,       /* internal: sorted by |stride| each stride exceeds the reach of
                            all smaller ones plus the width: distinct tuples, disjoint bytes */
    SL_OVR_GCD,          /* pair: gcd of all coefficients does not divide the distance */
    SL_OVR_SEARCH,       /* the exhaustive bounded search found no solution */
    SL_OVR_ENUMERATION   /* every element's bytes were enumerated: nothing shared */
} sl_ovl_reason;

/* How a YES was found. */
typedef enum sl_ovl_method {
    SL_OVM_NONE = 0,
    SL_OVM_ZERO_STRIDE,  /* a dimension of size > 1 with stride 0 */
    SL_OVM_SEARCH,       /* the bounded search returned a solution */
    SL_OVM_ENUMERATION,  /* enumeration met a byte twice */
    SL_OVM_PIGEONHOLE    /* elements x width > span; witness enumerated in a sub-box */
} sl_ovl_method;

typedef struct sl_overlap_result {
    sl_ovl_answer answer;
    sl_ovl_reason reason;     /* for NO */
    sl_ovl_method method;     /* for YES */
    char reason_text[192];    /* one line: why NO, or how YES was found */
    bool has_witness;         /* true for every YES this module returns */
    int32_t ndim_a, ndim_b;   /* lengths of index_a / index_b */
    int64_t index_a[SL_MAX_DIMS]; /* witness tuple in view A */
    int64_t index_b[SL_MAX_DIMS]; /* second tuple: in A again (internal) or in B (pair) */
    int64_t byte;             /* the FIRST byte both witness elements own: the larger of
                                 their two start addresses (every path, every mode) */
    int64_t work;             /* work units used (see above) */
} sl_overlap_result;

/* Internal overlap of one view.  Errors: SL_ERR_ARG (bad view), SL_ERR_OVERFLOW (byte
 * extent beyond +-2^100), SL_ERR_NOMEM. */
int sl_overlap_internal(const sl_bview *v, int64_t budget, sl_overlap_result *res,
                        sl_error *err);
/* Overlap between two views of one storage (any offsets, strides, widths). */
int sl_overlap_pair(const sl_bview *a, const sl_bview *b, int64_t budget,
                    sl_overlap_result *res, sl_error *err);
/* Re-check a YES witness by plain address arithmetic (b NULL = internal overlap): indices
 * in range, distinct tuples for internal, and res->byte owned by both elements. */
bool sl_overlap_witness_ok(const sl_bview *a, const sl_bview *b, const sl_overlap_result *res); /* a or res NULL: false */

/* np.shares_memory(a, b, max_work) for the snippet language.  The caller decides whether
 * a and b live in one owner buffer (`same_buffer`; false gives False at once, as numpy's
 * different-buffer extents would).  max_work: -1 = None (exact, from this solver),
 * 0 = bounds only (numpy's TooHardError "Exceeded max_work" when the extents meet),
 * > 0 = numpy's own bounded search (sl_np_overlap_bounded below: its TooHardError
 * "Exceeded max_work" and OverflowError "Integer overflow in computing overlap" where
 * numpy raises them), < -1 = ValueError "Invalid value for max_work".  Arrays whose
 * extents wrap numpy's unsigned pointer arithmetic are SL_ERR_UNSUPPORTED, and so are,
 * for max_work = -1, arrays whose byte distances pass 2^62: numpy's answer there
 * (OverflowError, or a wrapped extent test) depends on its internals and on the buffer's
 * address.  The language calls it as
 *     sl_np_shares_memory(&a, &b, same_buffer, max_work_or_minus_1, &shares, &err). */
int sl_np_shares_memory(const sl_array *a, const sl_array *b, bool same_buffer,
                        int64_t max_work, bool *shares, sl_error *err);

/* The answers of numpy's bounded overlap search (mem_overlap.c's solve_may_share_memory):
 * no, yes, too hard (the work count reached max_work), overflow (numpy's integer checks
 * failed), and LIMIT: our own step limit (10^7 search steps) ran out before numpy's
 * max_work would, so numpy's answer is not known here. */
typedef enum sl_np_overlap_answer {
    SL_NP_OVL_NO = 0,
    SL_NP_OVL_YES = 1,
    SL_NP_OVL_TOO_HARD = 2,
    SL_NP_OVL_OVERFLOW = 3,
    SL_NP_OVL_LIMIT = 4
} sl_np_overlap_answer;
/* numpy's bounded search with max_work >= 0, its work counted as numpy counts it, for
 * np.shares_memory / np.may_share_memory(a, b, max_work=N): shares_memory raises
 * TooHardError / OverflowError on those answers, may_share_memory answers True.  Arrays
 * on different buffers (same_buffer false) are SL_NP_OVL_NO.  Errors: NULL arguments,
 * max_work < 0 (ValueError), an extent that wraps numpy's pointer arithmetic
 * (SL_ERR_UNSUPPORTED). */
int sl_np_overlap_bounded(const sl_array *a, const sl_array *b, bool same_buffer, int64_t max_work,
                          sl_np_overlap_answer *answer, sl_error *err);

/* Address map, index -> storage: element offset of `index` (torch's IndexError wording
 * for bounds; negative indices wrap like torch), the per-dimension products (terms[d] =
 * wrapped index x stride) and the byte (element x itemsize).  wrapped, terms and byte
 * may be NULL; elem may not. */
int sl_addr(const sl_layout *l, const int64_t *index, int32_t nindex, int64_t *wrapped,
            int64_t *terms, int64_t *elem, int64_t *byte, sl_error *err);
/* "0 + 5×1 + 2×8 + 1×32 = 53 → byte 212" for a wrapped index (UTF-8 × and →).  buf NULL:
 * nothing; l NULL (or wrapped NULL for ndim > 0): buf gets "". */
void sl_addr_format(const sl_layout *l, const int64_t *wrapped, int64_t elem, int64_t byte,
                    char *buf, size_t cap);

/* Address map, storage -> indices: every index tuple whose element owns `byte` of a byte
 * view, found by solving the address equation (never by walking the view).  Writes up
 * to `cap` tuples (each v->ndim long, sorted lexicographically; when there are more than
 * `cap`, they are the first `cap` the solver met) into `out` and the exact number of
 * tuples into *count (exact up to INT64_MAX, saturates there).  `work_limit` bounds the
 * solver's nodes (< 0: unlimited); SL_ERR_LIMIT when it is exceeded. */
int sl_whois_byte(const sl_bview *v, int64_t byte, int64_t *out, int64_t cap,
                  int64_t *count, int64_t work_limit, sl_error *err);
/* Same for a storage ELEMENT of an element layout: tuples with element offset == elem. */
int sl_whois_element(const sl_layout *l, int64_t elem, int64_t *out, int64_t cap,
                     int64_t *count, int64_t work_limit, sl_error *err);
/* The same two, and *saturated (may be NULL) = true when the exact count exceeds INT64_MAX (then
 * *count = INT64_MAX).  Below that the count is exact, e.g. 2^62 for 62 stride-0
 * dimensions of size 2.  SL_ERR_LIMIT (type "") when the work limit is reached. */
int sl_whois_byte_ex(const sl_bview *v, int64_t byte, int64_t *out, int64_t cap,
                     int64_t *count, bool *saturated, int64_t work_limit, sl_error *err);
int sl_whois_element_ex(const sl_layout *l, int64_t elem, int64_t *out, int64_t cap,
                        int64_t *count, bool *saturated, int64_t work_limit, sl_error *err);

/* whois as the CLI and the page tell it: the tuples of sl_whois_*_ex plus where an
 * unreached address lies and the one-line summary both print.  `bytes` picks the unit
 * (false: storage elements of l, true: bytes); `storage_bytes` is the storage's size in
 * bytes (< 0: unknown).  where: "reached", "outside_storage" (before 0, or at or past the
 * storage's end, whether or not indices reach it: count > 0 there means the view runs
 * past its storage, as after a resize), "outside_view" (outside [lo, hi], the view's reach) or "gap" (inside
 * the reach, no index lands there).  summary, e.g. "element 2: 3 index tuples (the view
 * overlaps itself here)" or "element 1: no index reaches it (a gap in the view, inside its
 * reach elements 0..10)".  Errors as sl_whois_byte_ex; SL_ERR_LIMIT's message is
 * "whois: work budget of N solver steps reached before the count was exact". */
typedef struct sl_whois_info {
    int64_t count;         /* exact up to INT64_MAX */
    bool saturated;        /* the count is more than INT64_MAX */
    int64_t listed;        /* tuples written to out: min(count, cap) */
    const char *unit;      /* "element" or "byte" */
    const char *where;
    bool empty;            /* the view has no elements (no reach) */
    int64_t lo, hi;        /* the reach, inclusive, in the unit */
    int64_t storage;       /* the storage's size in the unit, -1 when unknown */
    char summary[256];
} sl_whois_info;
int sl_whois_report(const sl_layout *l, int64_t storage_bytes, bool bytes, int64_t address,
                    int64_t *out, int64_t cap, int64_t work_limit, sl_whois_info *info,
                    sl_error *err);
/* The same in bytes for a byte view (any element width and byte offset, e.g. a numpy
 * view whose byte offset is not a multiple of its itemsize). */
int sl_whois_report_bytes(const sl_bview *v, int64_t storage_bytes, int64_t byte, int64_t *out,
                          int64_t cap, int64_t work_limit, sl_whois_info *info, sl_error *err);

/* sl_layout_parse that also reports the storage size in bytes of a chain expression's
 * tensor or array (*storage_bytes = -1 for a raw layout, whose storage is not given). */
/* sl_layout_parse_storage with a chain evaluated under a chosen reference profile (the
 * two above use SL_REF_DEFAULT); storage_bytes may be NULL. */
int sl_layout_parse_ref(const char *text, sl_ref ref, sl_layout *out, int64_t *storage_bytes,
                        sl_error *err);
int sl_layout_parse_storage(const char *text, sl_layout *out, int64_t *storage_bytes,
                            sl_error *err);

/* Kernel obligations (`stridelab prove`).  An access description in bytes.
 *
 * Alignment.  Every address is base + offset_bytes + sum i_k*stride_bytes[k].  An
 * alignment A is REFUTED whatever the base when some step between two accessed addresses
 * (the byte stride of a dimension of size > 1, or the step between consecutive vectors)
 * is not a multiple of A; otherwise every address is congruent to base + offset_bytes
 * (mod A), which is decided when the base address is known exactly (base_known), PROVED
 * when the base is known to be A-aligned and the offset is a multiple of A, REFUTED when
 * the base's known alignment B already rules it out (offset not a multiple of gcd(A, B)),
 * and otherwise depends on the base address: NOT CHECKABLE for the element alignment a
 * dtype needs (a raw layout says nothing about its base) and UNDECIDED (not proved) for
 * a vector alignment the caller asked for.
 *
 * Vector loads.  With vector_lanes = L > 0 the kernel moves L consecutive elements along
 * dimension vector_dim as one vector of L x width_bytes bytes, starting at every index
 * whose vector_dim coordinate is a multiple of L.  "vector lanes" requires that
 * dimension's size to be a multiple of L and its byte stride to equal width_bytes (the
 * lanes are adjacent); "vector alignment" then checks each vector's FIRST address only
 * (not every element) against vector_bytes, or, when vector_bytes is 0, against the
 * largest power of two dividing the vector's width.  Without lanes, vector_bytes > 0
 * asks for every element address to be vector_bytes-aligned. */
typedef struct sl_access {
    sl_bview view;             /* what the kernel indexes */
    bool sizes_valid;          /* false: some size was negative (index bounds refuted) */
    int32_t bad_dim;           /* that dimension when !sizes_valid */
    int64_t bad_size;
    bool storage_known;        /* storage_bytes given */
    int64_t storage_bytes;     /* bytes [0, storage_bytes) of the allocation are valid */
    int64_t base_align_bytes;  /* alignment of the storage base address (0 = unknown) */
    int64_t elem_align_bytes;  /* alignment the dtype needs (0 = none) */
    int64_t vector_bytes;      /* alignment each vector (or, without lanes, each element)
                                  access needs (0 = none; with lanes: the vector width's
                                  power-of-two part) */
    bool write;                /* the kernel writes through the view */
    int64_t overlap_budget;    /* budget for the self-overlap proof (< 0 unlimited) */
    bool stride_overflow;      /* element stride x element size of dimension
                                  overflow_dim left int64 (view is then not usable) */
    int32_t overflow_dim;
    /* added for vector loads, exact base addresses and raw layouts (zero = off) */
    int64_t vector_lanes;      /* > 0: vector accesses of this many lanes (see above) */
    int64_t vector_dim;        /* the lanes' dimension, wrapped like a Python index */
    bool base_known;           /* base_address is the storage base's exact address */
    uint64_t base_address;
    bool offset_overflow;      /* offset x itemsize left int64 (view not usable) */
} sl_access;

/* An access from a raw LAYOUT text `size=(...),stride=(...),offset=N[,itemsize=B]`, kept
 * as a finding instead of an error where prove has an obligation for it: negative sizes
 * (index bounds), element x itemsize overflow of a stride or the offset (checked
 * arithmetic), elements before element 0 or a span past int64 (storage bounds, checked
 * arithmetic).  width and alignment from itemsize (natural alignment, at most 8); no
 * storage size, base alignment unknown.  Errors: SL_ERR_SYNTAX, ValueError for
 * size/stride length mismatch or itemsize < 1. */
int sl_access_from_raw(const char *text, sl_access *acc, sl_error *err);
/* Does a LAYOUT text have the raw form (starts with `size=`)?  NULL: false. */
bool sl_layout_text_is_raw(const char *text);
#define SL_PROVE_MAX_LANES 65536 /* vector lanes, as DLPack's uint16 lanes field */

typedef enum sl_ob_status {
    SL_OB_PROVED = 0,
    SL_OB_REFUTED,
    SL_OB_NOT_CHECKABLE,  /* outside what a layout can tell (or information missing) */
    SL_OB_NOT_REQUIRED,   /* does not apply to this access (self-overlap of a read) */
    SL_OB_UNDECIDED       /* checkable but not decided: the work budget ran out, or a
                             requested vector alignment depends on the unknown base */
} sl_ob_status;

typedef enum sl_ob_kind {
    SL_OB_INDEX_BOUNDS = 0,
    SL_OB_STORAGE_BOUNDS,
    SL_OB_CHECKED_ARITH,
    SL_OB_ALIGNMENT,
    SL_OB_VECTOR_LANES,
    SL_OB_VECTOR_ALIGNMENT,
    SL_OB_NO_SELF_OVERLAP,
    SL_OB_INITIALIZATION,
    SL_OB_LIFETIME,
    SL_OB_ALIASING_OTHERS,
    SL_OB_COUNT
} sl_ob_kind;

typedef struct sl_obligation {
    sl_ob_kind kind;
    sl_ob_status status;
    const char *name;          /* "index bounds", "storage bounds", ... (static string) */
    char detail[256];          /* the proof or the refutation in one line */
    bool has_counterexample;
    int32_t ncex;              /* tuples in the counterexample: 1, or 2 for self-overlap */
    int64_t cex[2][SL_MAX_DIMS];
    int64_t cex_byte;          /* the offending byte, counted from the storage base
                                  (bounds, alignment, vectors; for self-overlap the first
                                  byte both elements own) */
    bool cex_byte_valid;       /* false: that byte lies outside int64 (see the detail) */
} sl_obligation;

typedef struct sl_prove_report {
    sl_obligation ob[SL_OB_COUNT];
    int32_t count;
    bool all_checkable_proved; /* no obligation refuted or undecided: `prove` exits 0 */
    bool any_refuted;          /* some obligation refuted: `prove` exits 3 (else 4) */
} sl_prove_report;

/* Check every obligation of `acc`.  Returns SL_OK whatever the verdicts (they are in
 * `rep`); errors only for invalid arguments (a vector_dim outside the view's dimensions,
 * vector_lanes < 0) or allocation failure. */
int sl_prove(const sl_access *acc, sl_prove_report *rep, sl_error *err);
const char *sl_ob_status_name(sl_ob_status s); /* "proved", "refuted", ... */

/* ======================================================================== copy == */
/* (section owned by the copy module)
 *
 * Materializing a view: sl_copy moves every element of a source byte layout into a
 * destination byte layout of the same shape, at close to memory bandwidth.  Both sides
 * are sl_bview values addressed from a base pointer; `storage_bytes` is the size of the
 * memory behind each base, and every byte the copy would touch is proved inside it
 * (checked arithmetic) before anything is read or written.
 *
 *   - any shape, signed byte strides, zero strides in the source (broadcast), any
 *     element width >= 1 (fast paths for 1, 2, 4, 8 and 16 bytes: complex128 is 16);
 *   - a destination in which two elements share a byte is REFUSED (SL_ERR_PY,
 *     RuntimeError, torch's "unsupported operation: more than one element of the
 *     written-to tensor refers to a single memory location. Please clone() the tensor
 *     before performing the operation."); a destination that cannot be proved free of
 *     self-overlap (exact solver within opts->overlap_budget, then enumeration of at
 *     most 2^22 element addresses) is refused with SL_ERR_UNSUPPORTED;
 *   - a source whose bytes overlap the destination's bytes is HANDLED: the result is as
 *     if the whole source had been read before the first write (the copy goes through a
 *     temporary buffer; SL_ERR_NOMEM if that cannot be allocated).
 *
 * Example: materialize the transpose of a 4x3 float32 matrix `a`:
 *
 *     sl_layout t; int64_t sz[] = {3, 4}, st[] = {1, 3};     // a.t()
 *     sl_layout_init(&t, sz, st, 2, 0, 4, NULL);
 *     sl_bview src, dst;
 *     sl_layout_to_bview(&t, &src, NULL);
 *     sl_copy_dense_bview(&src, SL_ORDER_C, &dst, NULL);  // (3,4) strides (16,4) bytes
 *     sl_copy(out, 48, &dst, a, 48, &src, NULL, NULL);
 *
 * Threads: `opts->threads` workers (the caller counts as one), never more than the
 * machine's cores; a caller-owned sl_threadpool avoids creating threads per call.
 * Unlike the core, this module allocates: the overlap-staging temporary, the address
 * list of the destination overlap check (non-nested layouts of at most 2^22 elements),
 * a per-call pool when none is given, and sl_buffer_alloc's buffers.  WebAssembly and
 * other non-x86 builds compile the portable loops and run on one thread.  Measured speed
 * against memcpy, numpy and torch: docs/perf-copy.md (bench/copy.py). */

typedef struct sl_threadpool sl_threadpool; /* opaque; see sl_threadpool_create */

/* Online CPU cores usable by this process (>= 1; 1 on builds without threads). */
int32_t sl_cpu_count(void);
/* A pool of `nthreads` workers including the calling thread (nthreads - 1 pthreads are
 * started).  nthreads is capped at sl_cpu_count(); <= 0 means all cores.  The pool is
 * owned by the caller; one sl_threadpool_run at a time (concurrent callers wait). */
int sl_threadpool_create(int32_t nthreads, sl_threadpool **out, sl_error *err);
void sl_threadpool_destroy(sl_threadpool *pool);
int32_t sl_threadpool_size(const sl_threadpool *pool); /* NULL: 1 (the caller alone) */
/* Run fn(arg, w) for w = 0 .. nworkers-1 (nworkers capped at the pool size), worker 0
 * on the calling thread; returns when all have finished.  pool NULL: fn(arg, 0) on the
 * calling thread; fn NULL or nworkers < 1: nothing. */
void sl_threadpool_run(sl_threadpool *pool, int32_t nworkers, void (*fn)(void *arg, int32_t w),
                       void *arg);

typedef struct sl_copy_options {
    int32_t threads;      /* workers including the caller; 0/1 = one; capped at cores and
                             at the pool size.  Small copies (< 1 MiB) always use one. */
    sl_threadpool *pool;  /* NULL: when threads > 1 a pool is created for this call */
    int32_t nontemporal;  /* -1 auto (outputs >= 32 MiB), 0 never, 1 always */
    int32_t simd;         /* -1 auto (best the CPU has), 0 portable C, 1 up to SSE2,
                             2 up to AVX2, 3 up to AVX-512 (F + DQ: the float32
                             transpose tile) (lets tests and benchmarks pin a level) */
    int64_t overlap_budget; /* work budget of the destination self-overlap proof when the
                               cheap tests do not decide it (sl_overlap_internal's units;
                               0 = default 2^20, < 0 = unlimited) */
} sl_copy_options;
void sl_copy_options_init(sl_copy_options *opts); /* threads 1, no pool, auto, auto */

/* Copy src (at src_base) into dst (at dst_base): same ndim, same sizes, same width.
 * Statuses: SL_OK; SL_ERR_ARG (NULL pointer with data to move, shape or width mismatch,
 * a byte outside its storage); SL_ERR_PY (self-overlapping destination, see above);
 * SL_ERR_UNSUPPORTED (destination overlap undecided); SL_ERR_OVERFLOW; SL_ERR_NOMEM;
 * SL_ERR_LIMIT (ndim). */
int sl_copy(void *dst_base, int64_t dst_storage_bytes, const sl_bview *dst,
            const void *src_base, int64_t src_storage_bytes, const sl_bview *src,
            const sl_copy_options *opts, sl_error *err);

/* A copy proved once and run many times: the same two layouts at other base pointers
 * (one small view materialized in a loop, a training step's permute).  sl_copy_prepare
 * makes every check of sl_copy that depends only on the layouts (shapes, widths, bytes
 * inside storages of the given sizes, destination self-overlap; same statuses and
 * messages) and plans the loops; sl_copy_run then checks only the pointers (NULL with
 * data to move is SL_ERR_ARG) and whether the source's bytes meet the destination's at
 * these bases (then it takes sl_copy's staged path), and runs the loops.  The caller
 * promises storages of at least the sizes given at prepare time, and keeps opts->pool
 * alive while the prepared copy is used.  For an 8x8 float32 x.t() this takes the call
 * from about 2.4x a 256-byte memcpy to about 1.2x (bench/copy). */
typedef struct sl_copy_prepared sl_copy_prepared; /* opaque; free with sl_copy_prepared_free */
int sl_copy_prepare(int64_t dst_storage_bytes, const sl_bview *dst, int64_t src_storage_bytes,
                    const sl_bview *src, const sl_copy_options *opts, sl_copy_prepared **out,
                    sl_error *err);
int sl_copy_run(const sl_copy_prepared *prepared, void *dst_base, const void *src_base,
                sl_error *err);
void sl_copy_prepared_free(sl_copy_prepared *prepared);

/* How sl_copy would execute: dimensions after size-1 removal, sign normalisation of the
 * destination, reordering by destination stride (fastest first, TensorIterator's rule)
 * and coalescing; and the kernel chosen ("memcpy", "rows", "transpose", "gather",
 * "fill", "reverse", "generic", "empty").  For tests, the CLI and the curious. */
typedef struct sl_copy_plan_info {
    int32_t ndim;
    int64_t size[SL_MAX_DIMS];
    int64_t dst_stride_bytes[SL_MAX_DIMS]; /* dim 0 is the innermost loop */
    int64_t src_stride_bytes[SL_MAX_DIMS];
    int32_t transpose_dim;                 /* source-contiguous dim of a transpose, else -1 */
    const char *kernel;
    const char *simd;                      /* "avx512", "avx2", "sse2", "portable" */
    bool staged;                           /* source overlaps destination: via a temporary */
} sl_copy_plan_info;
int sl_copy_plan(const sl_bview *dst, const sl_bview *src, const sl_copy_options *opts,
                 sl_copy_plan_info *info, sl_error *err);

/* Dense destination layouts of a source's shape, offset 0: SL_ORDER_C (row-major, what
 * `contiguous()` / `np.ascontiguousarray` / a copying reshape produce), SL_ORDER_F
 * (column-major, `np.asfortranarray`), SL_ORDER_K (dims in the source's order of
 * |stride|, ties keep the C order: torch's preserve_format for `clone()` of a permuted
 * tensor, numpy order='K').  Which one a given op uses is the torch/numpy modules'
 * decision; this only builds it.  Sizes of size-0/1 dims count as 1 in strides. */
typedef enum sl_copy_order { SL_ORDER_C = 0, SL_ORDER_F, SL_ORDER_K } sl_copy_order;
int sl_copy_dense_bview(const sl_bview *src, sl_copy_order order, sl_bview *out,
                        sl_error *err);

/* Data movement of the copying ops, given layouts decided elsewhere: */
/* torch: `dst` is the result of sl_torch_contiguous / sl_torch_clone / a copying
 * sl_torch_reshape or sl_torch_flatten (any shape with src's numel, C-contiguous when the
 * shapes differ); elements are taken in src's row-major order. */
int sl_copy_tensor(void *dst_storage, const sl_tensor *dst, const void *src_storage,
                   const sl_tensor *src, const sl_copy_options *opts, sl_error *err);
/* torch.flip(src, dims): reads src with the listed dims reversed into `dst` (the layout
 * sl_torch_flip returned).  dims are wrapped like torch; duplicates are an error. */
int sl_copy_flip(void *dst_storage, const sl_tensor *dst, const void *src_storage,
                 const sl_tensor *src, const int64_t *dims, int32_t ndims,
                 const sl_copy_options *opts, sl_error *err);
/* numpy: np.ascontiguousarray / np.asfortranarray / np.copy / a copying reshape into
 * `dst` (an array owning its buffer; shapes as for sl_copy_tensor).  Byte strides. */
int sl_copy_array(void *dst_buffer, const sl_array *dst, const void *src_buffer,
                  const sl_array *src, const sl_copy_options *opts, sl_error *err);

/* Output buffers from malloc.  Below 32 MiB at exactly the size asked for (16-byte
 * aligned on x86-64 glibc), so that the C library hands freed blocks back without new
 * page faults and our buffers and torch's and numpy's reuse each other's blocks; the
 * whole 2 MiB pages inside are marked for transparent huge pages (madvise
 * MADV_HUGEPAGE).  From 32 MiB (always a fresh mapping in glibc) the buffer starts on a
 * 2 MiB boundary inside a larger block and is marked whole, which makes first-touch
 * page faults of a fresh output roughly 30x cheaper.  *out is NULL for bytes == 0.
 * Free with the same byte count (it tells which kind a buffer is). */
int sl_buffer_alloc(int64_t bytes, void **out, sl_error *err);
void sl_buffer_free(void *p, int64_t bytes);

/* ============================================================ cache and traces == */
/*
 * THE TOY CACHE LAB (the lessons' Reset / Step / Play)
 * ---------------------------------------------------
 * Request k (k = 0, 1, ..., requests-1) reads address (k*stride) mod space.  Every
 * address is its own line.  The cache is fully associative with `capacity_lines`
 * lines and LRU (or FIFO) replacement, empty after Reset.  The lesson's numbers:
 * capacity 4, stride 1, space 16, 16 requests -> 0 hits; stride 4 -> 12 hits.  On this
 * cyclic stream LRU and FIFO both give hits = requests - W when the cycle length
 * W = space / gcd(stride, space) fits (W <= capacity), and 0 otherwise.
 *
 * The lab is a plain value (no heap, no pointers; 1120 bytes on 64-bit hosts) so the
 * explorer page can keep one in WebAssembly memory and drive it (sl_lab_sizeof() gives
 * the size to allocate; every call below is allocation-free):
 *
 *     sl_lab lab;  sl_lab_config cfg;  sl_lab_event ev;  sl_lab_totals t;
 *     sl_lab_default_config(&cfg);                 // C=4, s=1, space 16, 16 requests, LRU
 *     cfg.stride = 4;
 *     if (sl_lab_configure(&lab, &cfg, &err) != SL_OK) ...;   // validates, then resets
 *     while (sl_lab_step(&lab, &ev) == 1) ...;     // one request per call (Step)
 *     sl_lab_get_totals(&lab, &t);                 // t.hits == 12, t.distinct_lines == 4
 *     sl_lab_reset(&lab);                          // Reset: empty cache, k = 0
 *     sl_lab_play(&lab);                           // Play: all remaining requests
 */
#define SL_LAB_MAX_CAPACITY 64       /* lines */
#define SL_LAB_MAX_SPACE 4096        /* addresses (= lines) */
#define SL_LAB_MAX_REQUESTS 1000000  /* requests per run */

typedef enum sl_cache_policy { SL_CACHE_LRU = 0, SL_CACHE_FIFO = 1 } sl_cache_policy;

typedef struct sl_lab_config {
    int64_t capacity_lines;  /* C: 1 .. SL_LAB_MAX_CAPACITY */
    int64_t stride;          /* s: any int64 (negative walks down; 0 repeats address 0) */
    int64_t space;           /* M: 1 .. SL_LAB_MAX_SPACE addresses, each one line */
    int64_t requests;        /* N: 0 .. SL_LAB_MAX_REQUESTS */
    sl_cache_policy policy;
} sl_lab_config;

/* What one Step did. */
typedef struct sl_lab_event {
    int64_t k;                                /* request number, from 0 */
    int64_t address;                          /* (k*s) mod M, in 0 .. M-1 */
    bool hit;
    int64_t evicted;                          /* line evicted by this request, -1 if none */
    int32_t nresident;                        /* lines resident after the request */
    int64_t resident[SL_LAB_MAX_CAPACITY];    /* ... in ascending order */
} sl_lab_event;

/* The whole state.  Read it through the functions below; fields are public only so
 * the struct can live on the stack or in WebAssembly memory. */
typedef struct sl_lab {
    sl_lab_config config;
    int64_t next_k;                           /* requests done so far */
    int64_t next_address;                     /* address of request next_k */
    int64_t step_mod;                         /* stride reduced mod M, in 0 .. M-1 */
    int64_t hits, misses, distinct_lines;
    int32_t nresident;
    int64_t order[SL_LAB_MAX_CAPACITY];       /* resident lines, next victim first */
    uint8_t seen[SL_LAB_MAX_SPACE / 8];       /* bitmap: addresses requested since Reset */
} sl_lab;

typedef struct sl_lab_totals {
    int64_t requests_done, requests_total;
    int64_t hits, misses;
    int64_t distinct_lines;   /* measured working set: distinct addresses requested */
    int64_t cycle_lines;      /* W = M / gcd(s, M): the length of the address cycle */
    bool done;                /* all requests made */
} sl_lab_totals;

/* The lesson's setting: C=4, s=1, M=16, N=16, LRU. */
void sl_lab_default_config(sl_lab_config *cfg);
/* Validate `cfg` (SL_ERR_ARG, ValueError naming the field) and Reset the lab to it. */
int sl_lab_configure(sl_lab *lab, const sl_lab_config *cfg, sl_error *err);
/* Reset: empty cache, counters zero, next request k = 0; the configuration stays. */
void sl_lab_reset(sl_lab *lab);
/* Step: make request next_k.  Returns 1 and fills `ev` (may be NULL), or 0 when all
 * N requests are done (nothing changes); SL_ERR_ARG for a NULL lab.  A lab that
 * sl_lab_configure did not set up counts as done (Step 0, Play 0, Resident 0, totals
 * zero with done = true); Reset / Play / Done / Resident / totals of NULL do nothing and
 * answer 0 / true. */
int sl_lab_step(sl_lab *lab, sl_lab_event *ev);
/* Play: make every remaining request; returns how many were made. */
int64_t sl_lab_play(sl_lab *lab);
bool sl_lab_done(const sl_lab *lab);
void sl_lab_get_totals(const sl_lab *lab, sl_lab_totals *out);
/* Resident lines now, ascending; returns their count (<= SL_LAB_MAX_CAPACITY). */
int32_t sl_lab_resident(const sl_lab *lab, int64_t *out);
/* The same lines in the order the policy evicts them, the next victim first (LRU: least
 * recently used first; FIFO: oldest fill first); returns their count.  NULL lab or out, or
 * a lab sl_lab_configure did not set up: 0. */
int32_t sl_lab_victim_order(const sl_lab *lab, int64_t *out);
/* One sentence saying why the configuration gives its hit count, e.g. "stride 4 visits
 * 4 residues mod 16; they fit in 4 lines, so after 4 compulsory misses every request
 * hits".  Always NUL-terminated; returns the length it needed (snprintf-like: buf NULL
 * writes nothing).  cfg NULL: 0 (buf gets ""). */
size_t sl_lab_explain(const sl_lab_config *cfg, char *buf, size_t cap);
size_t sl_lab_sizeof(void); /* sizeof(sl_lab), for the WebAssembly shim */

/*
 * THE CACHE MODEL (set-associative, one or more levels)
 * -----------------------------------------------------
 * Each level has `sets` x `ways` lines of `line_bytes` bytes and LRU or FIFO
 * replacement.  Byte address a is in line a / line_bytes, which lives in set
 * line mod sets (sets need not be a power of two).  An access of [addr, addr+len)
 * looks up every line it touches at level 0; a miss looks the line up one level
 * further down, and so on; every level that misses allocates the line (demand fetch,
 * no back-invalidation, reads only).  Line sizes are powers of two that do not shrink
 * going down.  Counters are per line lookup, as in pycachesim and Dinero IV.
 *
 * The model does not allocate: ask sl_cache_mem_bytes for the exact size of the tag
 * store and pass a buffer of that size (8-byte aligned) to sl_cache_init.
 *
 *     sl_cache_level_config lv[2] = {{64, 8, 64, SL_CACHE_LRU}, {512, 8, 64, SL_CACHE_LRU}};
 *     size_t n;  sl_cache_mem_bytes(lv, 2, &n, &err);
 *     void *mem = malloc(n);  sl_cache c;  sl_cache_init(&c, lv, 2, mem, n, &err);
 *     int lvl = sl_cache_load(&c, 4096, 4);   // 2: fetched from memory; then 0: L1 hit
 */
#define SL_CACHE_MAX_LEVELS 8
#define SL_CACHE_MAX_WAYS 1024

typedef struct sl_cache_level_config {
    int64_t sets;         /* >= 1 */
    int64_t ways;         /* 1 .. SL_CACHE_MAX_WAYS */
    int64_t line_bytes;   /* power of two, >= 1, >= the level above's */
    sl_cache_policy policy;
} sl_cache_level_config;

typedef struct sl_cache_level_stats {
    uint64_t accesses;    /* line lookups at this level */
    uint64_t hits, misses;
    uint64_t evictions;   /* valid lines replaced */
} sl_cache_level_stats;

typedef struct sl_cache_level {
    sl_cache_level_config config;
    uint32_t line_shift;  /* log2(line_bytes) */
    uint64_t set_mask;    /* sets - 1 when sets is a power of two, else UINT64_MAX */
    uint64_t set_magic;   /* floor((2^64-1)/sets) + 1: line mod sets without a division */
    uint64_t *tags;       /* sets*ways line numbers (caller memory); UINT64_MAX = empty */
    uint64_t last_line;   /* the line of the most recent lookup (UINT64_MAX: none) */
    sl_cache_level_stats stats;
} sl_cache_level;

typedef struct sl_cache {
    int32_t nlevels;
    sl_cache_level level[SL_CACHE_MAX_LEVELS];
} sl_cache;

/* Exact bytes of tag store the levels need (SL_ERR_ARG on a bad level, naming it). */
int sl_cache_mem_bytes(const sl_cache_level_config *levels, int32_t nlevels, size_t *bytes,
                       sl_error *err);
/* Set up an empty cache in `mem` (mem_bytes >= sl_cache_mem_bytes; 8-byte aligned). */
int sl_cache_init(sl_cache *c, const sl_cache_level_config *levels, int32_t nlevels,
                  void *mem, size_t mem_bytes, sl_error *err);
/* Invalidate every line and zero the counters.  The calls below refuse a cache record
 * that sl_cache_init did not set up (NULL, zeroed): reset does nothing, load and
 * load_batch return SL_ERR_ARG, contains answers false. */
void sl_cache_reset(sl_cache *c);
void sl_cache_reset_stats(sl_cache *c);
/* Read [addr_bytes, addr_bytes + len_bytes).  Returns the deepest level that had to
 * supply one of its lines: 0 = all hit level 0, i = missed levels 0..i-1 and hit level i,
 * nlevels = fetched from memory.  SL_ERR_ARG (negative) when len_bytes == 0 or the range
 * does not end at or below 2^63. */
int sl_cache_load(sl_cache *c, uint64_t addr_bytes, uint64_t len_bytes);
/* Is the line holding addr_bytes resident in `level`? */
/* The same for n accesses of len_bytes each at byte addresses addrs[0..n-1], in order:
 * exactly n sl_cache_load calls, but every address is checked before the first access
 * (a convenience, not a speed-up: measured no faster).  levels_out[i] (may be NULL) receives
 * what sl_cache_load would return.  SL_ERR_ARG, before any access, when len_bytes < 1,
 * n < 0, or some address is negative or its range passes 2^63. */
int sl_cache_load_batch(sl_cache *c, const int64_t *addrs, int64_t n, int64_t len_bytes,
                        int8_t *levels_out);
bool sl_cache_contains(const sl_cache *c, int32_t level, uint64_t addr_bytes);
/* Parse one level: "sets=64,ways=8,line=64[,policy=lru|fifo]", where "size=32K"
 * (bytes, suffix K/M/G) may replace sets (sets = size / (ways*line)). */
int sl_cache_parse_level(const char *text, sl_cache_level_config *out, sl_error *err);
/* The default hierarchy of `stridelab trace`: 32 KiB 8-way, 256 KiB 8-way, 20 MiB
 * 16-way, 64-byte lines, LRU (pycachesim's SandyBridge example).  Returns 3. */
int32_t sl_cache_default_levels(sl_cache_level_config *out /* [3] */); /* NULL: 0 */

/*
 * ADDRESS TRACES OF A VIEW
 * ------------------------
 * The byte addresses base_bytes + itemsize*(offset + sum i_d*stride_d) of a layout's
 * elements, in one of three orders:
 *   SL_TRACE_LOGICAL  row-major over the logical index (last dimension fastest);
 *   SL_TRACE_STORAGE  the loop nest a stride-sorting kernel runs: dimensions ordered by
 *                     |stride| (largest outermost), each walked towards higher
 *                     addresses.  When each |stride| exceeds the reach of the dims
 *                     inside it (dense views and their slices, transposes, flips)
 *                     that is ascending address order; interleaved strides are not;
 *   SL_TRACE_INNER    row-major with one chosen dimension moved innermost (the GPU
 *                     "lanes along DIM" order).
 * Every reachable element must be at or after element 0 (else ValueError), and the
 * highest byte must fit in int64 (else SL_ERR_OVERFLOW): after that check the walk
 * itself cannot overflow.
 */
typedef enum sl_trace_order {
    SL_TRACE_LOGICAL = 0,
    SL_TRACE_STORAGE = 1,
    SL_TRACE_INNER = 2
} sl_trace_order;

typedef struct sl_trace_iter {
    int32_t ndim;                    /* dims in walk order, size-1 dims dropped */
    int64_t size[SL_MAX_DIMS];
    int64_t stride_bytes[SL_MAX_DIMS];
    int64_t index[SL_MAX_DIMS];
    int64_t addr_bytes;              /* address of the next element */
    int64_t remaining;               /* elements still to visit */
    int64_t width_bytes;             /* itemsize */
} sl_trace_iter;

/* inner_dim is used by SL_TRACE_INNER only (wrapped like a Python index). */
int sl_trace_iter_init(sl_trace_iter *it, const sl_layout *l, sl_trace_order order,
                       int64_t inner_dim, int64_t base_bytes, sl_error *err);
/* Write up to `cap` next byte addresses into out; returns how many (0 = finished; also
 * for NULL arguments or cap <= 0). */
int64_t sl_trace_iter_fill(sl_trace_iter *it, int64_t *out, int64_t cap);

/* A view's trace run through a cache model.  Allocates (hash sets for the distinct
 * counts), so it can return SL_ERR_NOMEM. */
typedef struct sl_trace_level_report {
    uint64_t accesses, hits, misses, evictions;
    uint64_t distinct_lines;  /* distinct lines of this level's size the view touches */
    uint64_t bytes_moved;     /* misses * line_bytes: fetched into this level */
} sl_trace_level_report;

typedef struct sl_trace_report {
    int64_t elements;          /* elements visited (numel) */
    int64_t bytes_requested;   /* elements * itemsize */
    int64_t bytes_used;        /* distinct bytes the view reaches */
    int32_t nlevels;
    sl_trace_level_report level[SL_CACHE_MAX_LEVELS];
} sl_trace_report;

/* Optional per-line picture data: for each level-0 line from first_line on,
 * misses[line - first_line] counts that line's misses at level 0 and touches[...] its
 * lookups (lines beyond nlines are not recorded).  Arrays are caller-owned. */
typedef struct sl_trace_lines {
    uint64_t first_line;
    int64_t nlines;
    uint32_t *misses;
    uint32_t *touches;
} sl_trace_lines;

/* Run the view's trace (in `order`) through `c` from its current state; counters in
 * `rep` cover this run only.  `lines` may be NULL. */
int sl_trace_run(const sl_layout *l, sl_trace_order order, int64_t inner_dim,
                 int64_t base_bytes, sl_cache *c, sl_trace_report *rep,
                 sl_trace_lines *lines, sl_error *err);

/* What sl_trace_run would cost, known before running it: the view's element count, an
 * upper bound of level-0 line lookups (each element of w bytes touches at most
 * 1 + ceil((w-1)/line_bytes) lines: the work grows with bytes per line, not only with
 * elements; saturates at UINT64_MAX) and the bytes it allocates for the distinct
 * counts (a bitmap over the span or 8 bytes per element).  Same errors as the walk. */
typedef struct sl_trace_cost_t {
    int64_t elements;
    uint64_t lines_per_element;
    uint64_t lookups;
    uint64_t distinct_bytes;
} sl_trace_cost_t;
int sl_trace_cost(const sl_layout *l, int64_t line_bytes, sl_trace_cost_t *out, sl_error *err);

/* One Dinero IV "extended din" record (its default -informat D): "r <hex address>
 * <hex size>\n".  Returns the length written (buf >= 48 bytes is always enough; buf
 * NULL: 0). */
size_t sl_din_format(char *buf, size_t cap, int64_t addr_bytes, int64_t size_bytes);

/*
 * GPU COALESCING (the 32-byte sector rule, compute capability >= 6.0, Volta+)
 * --------------------------------------------------------------------------
 * One warp request = the byte ranges [a_i, a_i + width) of its active lanes.  Its cost
 * is the number of distinct 32-byte-aligned sectors those ranges touch (Nsight's
 * "Sectors/Req"); it also touches a number of 128-byte lines (tags).  The ideal is
 * ceil(unique bytes / 32).  A model of L1TEX requests, not a measurement.
 */
#define SL_SECTOR_BYTES 32
#define SL_SECTOR_LINE_BYTES 128
#define SL_WARP_MAX_LANES 1024
#define SL_WARP_MAX_WIDTH 256

typedef struct sl_warp_request {
    int64_t lanes;        /* active lanes */
    int64_t sectors;      /* distinct 32-byte sectors */
    int64_t lines;        /* distinct 128-byte lines */
    int64_t unique_bytes; /* distinct bytes requested */
    int64_t ideal;        /* ceil(unique_bytes / 32) */
} sl_warp_request;

/* Count one request.  addrs: byte addresses (>= 0) of `lanes` active lanes
 * (0 .. SL_WARP_MAX_LANES), width_bytes 1 .. SL_WARP_MAX_WIDTH. */
int sl_warp_count(const int64_t *addrs, int64_t lanes, int64_t width_bytes,
                  sl_warp_request *out, sl_error *err);

/* A view read by warps: the elements in SL_TRACE_INNER order along `lanes_dim` are cut
 * into consecutive groups of `warp_lanes`; each group is one request (the last may be
 * partial).  hist[k] = requests that touched k sectors, for k < hist_len (larger
 * counts land in hist[hist_len-1]); hist may be NULL. */
typedef struct sl_warp_report {
    int64_t requests;
    int64_t sectors, lines, ideal;   /* sums over requests */
    int64_t unique_bytes;            /* sum over requests of each request's unique bytes */
    int64_t max_sectors;
} sl_warp_report;

int sl_warp_trace(const sl_layout *l, int64_t lanes_dim, int64_t warp_lanes,
                  int64_t width_bytes, int64_t base_bytes, sl_warp_report *rep,
                  int64_t *hist, int64_t hist_len, sl_error *err);

/* ====================================================================== DLPack == */
/* (section owned by the DLPack bridge)
 *
 * Uses Debian's libdlpack-dev header.  Its DLTensor is an anonymous struct, so these
 * declarations appear only when <dlpack/dlpack.h> is available (it is included here when
 * the compiler can find it; define SL_NO_DLPACK to skip).
 *
 * Import rules: ndim in [0, SL_MAX_DIMS]; shape != NULL when ndim > 0; sizes >= 0;
 * strides NULL = compact row-major (pre-1.2 producers); strides in elements of
 * ceil(bits*lanes/8) bytes; sub-byte element sizes (bits*lanes % 8 != 0) are refused;
 * byte strides and byte_offset are overflow-checked.  No data pointer is dereferenced. */
#if !defined(SL_NO_DLPACK) && defined(__has_include)
#if __has_include(<dlpack/dlpack.h>)
#include <dlpack/dlpack.h>
#endif
#endif
#ifdef DLPACK_VERSION
/* DLTensor -> byte view (offset_bytes = byte_offset; the data pointer is not added). */
int sl_dlpack_to_bview(const DLTensor *t, sl_bview *out, sl_error *err);
/* DLTensor -> element layout (byte_offset must be a multiple of the element size). */
int sl_dlpack_to_layout(const DLTensor *t, sl_layout *out, sl_error *err);
/* The prove checks before a kernel launch.  storage_bytes < 0 = unknown; base alignment
 * is taken from the data pointer's address; vector_bytes 0 = no vector check. */
int sl_dlpack_prove(const DLTensor *t, int64_t storage_bytes, int64_t vector_bytes,
                    bool write, int64_t overlap_budget, sl_prove_report *rep, sl_error *err);
#endif
/* A DLPack-style JSON descriptor (the `prove` CLI input):
 *   {"shape":[4,3],"strides":[1,1] or null,"byte_offset":0,
 *    "dtype":{"bits":32,"lanes":1},"storage_bytes":24,"base_alignment":64,
 *    "access":"read"|"write","vector_lanes":0,"vector_dim":-1,"vector_bytes":0}
 * dtype lanes > 1 is DLPack's vector dtype: each element IS a vector of bits*lanes/8
 * bytes (strides count those), aligned to that size's power-of-two part.
 * vector_lanes / vector_dim / vector_bytes: vector accesses over scalar elements (see
 * sl_access); missing = none.
 * Missing strides/null = row-major; missing storage_bytes = unknown; missing
 * base_alignment = unknown.  The option values follow `prove`'s flags, checked by the
 * same code: storage_bytes >= 0 (null: unknown), base_alignment and vector_bytes powers
 * of two up to 2^62 (0 or null: none), vector_lanes 1 .. SL_PROVE_MAX_LANES (0: none),
 * vector_dim in [-64, 63]; dtype bits and lanes >= 1.  A violation is SL_ERR_ARG.  Negative sizes are kept (the index-bounds obligation
 * refutes them).  Errors: SL_ERR_SYNTAX with err->offset. */
int sl_dlpack_json_access(const char *json, sl_access *acc, sl_error *err);

/* ===================================================================== explain == */

/* Receives output text as it is produced (not NUL-terminated). */
typedef void (*sl_write_fn)(void *user, const char *s, size_t n);

/* `stridelab explain`: evaluate a chain op by op and write either the text table (one
 * row per op: shape, stride, offset, alias, contiguity, internal overlap, the line of
 * arithmetic the op did) followed by a picture of the final view's storage and logical
 * grid, or (json) one object:
 *   {"framework":"torch"|"numpy","expr":"...","steps":[{"op":"...","col":N,"shape":[..],
 *    "stride":[..],"offset":N,"itemsize":N,"unit":"elements"|"bytes","arith":"...",
 *    "alias":"new"|"view"|"copy"|"same","note":"...","contiguous":B,
 *    "internal_overlap":"no"|"yes"|"too_hard","torch_internal_overlap":"no"|"yes"|
 *    "too_hard"|null,"exact_internal_overlap":"no"|"yes"|"unknown","storage":K,
 *    "storage_elems":N}],
 *    "error":null|{"type":..,"message":..,"op":..,"col":N,"step":K},
 *    "values":null|["0.0","1.0",...]}
 * `values` are the first op's storage elements as the reference prints them (when the
 * first op makes a fresh storage of at most 4096 elements); `storage` numbers the
 * storages (0 = the first op's).  Returns the evaluation's status (output is written
 * for failing chains too; a syntax error writes only the error in JSON mode). */
int sl_explain(const char *expr, bool json, sl_write_fn write, void *user, sl_error *err);
/* (write NULL: the output is discarded and only the status is returned) */
/* sl_explain under a chosen reference profile (sl_explain: SL_REF_DEFAULT). */
int sl_explain_ref(const char *expr, sl_ref ref, bool json, sl_write_fn write, void *user,
                   sl_error *err);

/* Internal overlap of an evaluated tensor or array, as `eval --json` names it: "no",
 * "yes" or "too_hard" — torch's own answer (torch._debug_has_internal_overlap) for torch;
 * for numpy, which has no such predicate, the exact answer of sl_overlap_internal
 * ("too_hard" only past a budget of 10^6 work units).  NULL v: NULL. */
struct sl_eval_result;
const char *sl_eval_internal_overlap(const struct sl_eval_result *v);

/* ============================================================ snippet language == */
/* (section owned by the language module)
 *
 * Chain expressions: `torch.arange(24.).reshape(2, 3, 4).transpose(0, 2)[:, ::2]` or
 * `np.arange(5)[::-1]`, evaluated by the snippet language's parser and evaluator. */

typedef struct sl_eval_result {
    bool is_numpy;      /* true: `array` is set; false: `tensor` is set */
    sl_tensor tensor;   /* torch result */
    sl_array array;     /* numpy result */
    bool is_view;       /* torch `_base is not None` / numpy `base is not None` */
    /* Which memory the result lies in, for questions about two chains (`overlap A B`).
     * A chain's base is its first allocation: the storage of the first tensor or array
     * it creates (`torch.arange(12.)` in `torch.arange(12.).view(3, 4)[1]`; the array's
     * memory in `torch.from_numpy(np.arange(4))`).  Two chains are taken to start from
     * one and the same base; every later allocation (clone, copy, a contiguous / reshape
     * / ravel that copied, a new tensor or array, an out-of-place op) is private to its
     * chain, so a result in one shares no byte with the other chain. */
    bool fresh_storage;        /* the result lies in a later allocation, not the base */
    int64_t base_offset_bytes; /* where the result's storage starts in the base, in bytes
                                  (a tensor over a numpy view: the view's first byte);
                                  0 for a fresh storage */
    int64_t storage_op_offset; /* fresh_storage: 0-based byte offset and length in the */
    int64_t storage_op_len;    /* expression of the op that allocated it; -1 unknown */
} sl_eval_result;

/* Evaluate one chain expression.  Errors: SL_ERR_PY with the reference's exception
 * class and message, SL_ERR_SYNTAX with err->offset/col pointing at the offending
 * column, SL_ERR_UNSUPPORTED for constructs outside the supported subset. */
int sl_eval_chain(const char *expr, sl_eval_result *out, sl_error *err);

/* One record per op of a chain, for `stridelab explain`.  An "op" is every call,
 * subscript or attribute access whose value is a tensor or array (constructors
 * included), plus the op that raised, in evaluation order (inner arguments first).
 * `src`/`src_len` is the op's own text inside the expression: `torch.arange(24.)`,
 * `.reshape(2, 3, 4)`, `[:, ::2]`, `.T` (for a method call it starts at the '.').
 * Pointers are valid only during the callback. */
typedef struct sl_eval_step {
    int32_t index;                 /* 0, 1, 2, ... */
    const char *src;               /* points into the expression text (not terminated) */
    int64_t src_offset;            /* 0-based byte offset of src in the expression */
    int64_t src_len;               /* bytes */
    int64_t col;                   /* 1-based column of src */
    int status;                    /* SL_OK, or the status the op failed with */
    const sl_eval_result *value;   /* SL_OK: the op's value; NULL otherwise */
    const sl_error *error;         /* failure: the error; NULL otherwise */
} sl_eval_step;

/* Return SL_OK to continue; any other value stops evaluation with that status. */
typedef int (*sl_eval_step_fn)(void *user, const sl_eval_step *step);

/* sl_eval_chain that also calls `fn` (when not NULL) once per op. */
int sl_eval_chain_steps(const char *expr, sl_eval_step_fn fn, void *user,
                        sl_eval_result *out, sl_error *err);

/* sl_eval_chain_steps under a chosen reference profile (sl_eval_chain and
 * sl_eval_chain_steps use SL_REF_DEFAULT); `fn` may be NULL.  The result's tensor or array
 * carries `ref`.  An unknown profile: SL_ERR_ARG. */
int sl_eval_chain_ref(const char *expr, sl_ref ref, sl_eval_step_fn fn, void *user,
                      sl_eval_result *out, sl_error *err);

/* Run a snippet (statements).  Output that Python prints to stdout is passed to `write`
 * as it is produced (`write` NULL: discarded).  Returns SL_OK, or on an uncaught
 * exception SL_ERR_PY with err->type / err->message (and err->line of the statement);
 * SL_ERR_SYNTAX / SL_ERR_UNSUPPORTED / SL_ERR_LIMIT for the other failures. */
int sl_run_snippet(const char *src, size_t len, void (*write)(void *user, const char *s,
                   size_t n), void *user, sl_error *err);

/* Budgets of one run (0 = the default): evaluation steps (statements, expression nodes
 * and loop iterations, one per element filled into a storage, and one per finer unit:
 * an element read or written, a value comparison, 16 string bytes scanned, a list item
 * moved; default 100,000,000) and bytes of the run's live memory (AST, values and element
 * storage still reachable: a collector reclaims the rest; default 512 MiB).  Exceeding
 * one ends the run with SL_ERR_LIMIT. */
typedef struct sl_run_limits {
    int64_t max_steps;
    int64_t max_bytes;
} sl_run_limits;
int sl_run_snippet_ex(const char *src, size_t len,
                      void (*write)(void *user, const char *s, size_t n), void *user,
                      const sl_run_limits *limits, sl_error *err);

/* A run's options: the budgets of sl_run_limits (0 = the default) and the reference
 * profile whose behaviour is reproduced (SL_REF_LESSONS, zero, is the default).  So far
 * the profile decides only what the two references disagree on that is listed in
 * docs/oracle.md's "Reference profiles" section. */
typedef struct sl_run_options {
    int64_t max_steps;
    int64_t max_bytes;
    sl_ref ref;
} sl_run_options;
int sl_run_snippet_opts(const char *src, size_t len,
                        void (*write)(void *user, const char *s, size_t n), void *user,
                        const sl_run_options *opts, sl_error *err);
/* sl_run_snippet_opts, also giving the name CPython 3.11's traceback offers after the
 * message of an uncaught AttributeError or NameError (`AttributeError: 'Tensor' object has
 * no attribute 'strides'. Did you mean: 'stride'?`; never part of the message, as str(e)
 * has none): written to suggestion as a C string ("" when none is offered, for any other
 * outcome, or when the name does not fit in suggestion_size bytes).  suggestion NULL: as
 * sl_run_snippet_opts. */
int sl_run_snippet_hint(const char *src, size_t len,
                        void (*write)(void *user, const char *s, size_t n), void *user,
                        const sl_run_options *opts, sl_error *err, char *suggestion,
                        size_t suggestion_size);
/* The class name the reference's traceback prints for an uncaught exception of type `type`
 * (sl_error.type) that a run of `src` under `ref` reported: sl_ref_traceback_name's, except
 * that a lessons program importing torch runs beside numpy 1.26.4, whose ufunc casting
 * error is still numpy.core._exceptions._UFuncOutputCastingError.  src NULL: as
 * sl_ref_traceback_name; type NULL: NULL. */
const char *sl_run_traceback_name(sl_ref ref, const char *src, size_t len, const char *type);

/* A raw layout `size=(4,3),stride=(1,1),offset=0[,itemsize=4]` (strides and offset in
 * elements) or, failing that, a chain expression: the LAYOUT argument of the CLI. */
int sl_layout_parse(const char *text, sl_layout *out, sl_error *err);

#ifdef __cplusplus
}
#endif
#endif /* STRIDELAB_H */
