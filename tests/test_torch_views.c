/* test_torch_views.c — torch 1.13 view ops of part A (indexing, select/slice/narrow,
 * transposes, permute/movedim, (un)squeeze, expand, split family, diagonal, unfold,
 * as_strided).
 *
 * Two kinds of test:
 *   - the transcript examples of docs/torch-semantics.md §1-§7 and §11-§14, quoted from the
 *     document (real torch 1.13 output; `g(t)` prints (shape, stride, storage_offset));
 *   - property tests against brute force: random layouts (negative and zero strides
 *     included) and random op arguments; every index of the result is enumerated and its
 *     storage element must equal the element of the input index it stands for, where that
 *     correspondence is computed here independently of the library's stride arithmetic.
 * Plus the refusals that are ours, not torch's: int64 overflow and the dimension limit. */
#include "test_support.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------ helpers -- */

/* A fresh contiguous tensor, as torch.zeros / torch.arange(...).reshape make it. */
static sl_tensor mk(sl_dtype dt, int nd, const int64_t *sizes) {
    sl_tensor t;
    memset(&t, 0, sizeof t);
    assert_int_equal(sl_layout_init_contiguous(&t.layout, sizes, nd, sl_dtype_itemsize(dt), NULL),
                     SL_OK);
    int64_t numel;
    assert_int_equal(sl_layout_numel(&t.layout, &numel, NULL), SL_OK);
    t.dtype = dt;
    t.storage_bytes = numel * sl_dtype_itemsize(dt);
    t.alias = SL_ALIAS_NEW;
    return t;
}
#define MK(dt, ...)                                                                        \
    mk(dt, (int)(sizeof((int64_t[]){__VA_ARGS__}) / sizeof(int64_t)), (int64_t[]){__VA_ARGS__})

static sl_tensor scalar(sl_dtype dt) { return mk(dt, 0, NULL); }

/* x = torch.arange(24.).reshape(2, 3, 4) */
static sl_tensor x234(void) { return MK(SL_FLOAT32, 2, 3, 4); }

/* Python's repr of g(t): ((2, 3, 4), (12, 4, 1), 0) */
static char gbuf[8][600];
static int gslot;
static const char *g(const sl_tensor *t) {
    char *b = gbuf[gslot++ % 8];
    char s[280], st[280];
    sl_format_tuple(s, sizeof s, t->layout.size, t->layout.ndim);
    sl_format_tuple(st, sizeof st, t->layout.stride, t->layout.ndim);
    snprintf(b, 600, "(%s, %s, %lld)", s, st, (long long)t->layout.offset);
    return b;
}

/* What the transcript shows for one call: g(result) or "ExcType: message". */
static const char *res(int rc, const sl_tensor *t, const sl_error *e) {
    if (rc == SL_OK) return g(t);
    char *b = gbuf[gslot++ % 8];
    if (rc == SL_ERR_PY)
        snprintf(b, 600, "%s: %s", e->type, e->message);
    else
        snprintf(b, 600, "<%s> %s", sl_status_name(rc), e->message);
    return b;
}

/* "[g(t0), g(t1), ...]" for multi-output ops. */
static const char *resn(int rc, const sl_tensor *outs, int32_t n, const sl_error *e) {
    if (rc != SL_OK) return res(rc, NULL, e);
    static char b[4096];
    size_t len = 0;
    b[len++] = n ? '[' : '(';
    for (int32_t i = 0; i < n; i++)
        len += (size_t)snprintf(b + len, sizeof b - len, "%s%s", i ? ", " : "", g(&outs[i]));
    snprintf(b + len, sizeof b - len, "%s", n ? "]" : ")");
    return b;
}

/* index items */
#define NO INT64_MIN /* "None" in a slice */
static sl_index_item I(int64_t v) { return (sl_index_item){.kind = SL_IDX_INT, .value = v}; }
static sl_index_item IT(int64_t v) {
    return (sl_index_item){.kind = SL_IDX_INT_TENSOR0, .value = v};
}
static sl_index_item S(int64_t a, int64_t b, int64_t c) {
    sl_index_item it = {.kind = SL_IDX_SLICE};
    it.has_start = a != NO;
    it.start = a;
    it.has_stop = b != NO;
    it.stop = b;
    it.has_step = c != NO;
    it.step = c;
    return it;
}
static const sl_index_item ALL = {.kind = SL_IDX_SLICE};
static const sl_index_item NONE = {.kind = SL_IDX_NONE};
static const sl_index_item ELL = {.kind = SL_IDX_ELLIPSIS};
static const sl_index_item TRUE_ = {.kind = SL_IDX_TRUE};
static const sl_index_item FALSE_ = {.kind = SL_IDX_FALSE};
static const sl_index_item FLOAT_ = {.kind = SL_IDX_INVALID, .type_name = "float"};

/* x[items] with Python's rule: one item is a bare index, anything else a tuple */
#define IDX(t, ...)                                                                        \
    idx_str(t, (sl_index_item[]){__VA_ARGS__},                                            \
            (int32_t)(sizeof((sl_index_item[]){__VA_ARGS__}) / sizeof(sl_index_item)), false)
static const char *idx_str(const sl_tensor *t, const sl_index_item *items, int32_t n,
                           bool force_tuple) {
    sl_tensor r;
    sl_error e;
    int rc = sl_torch_index_ex(t, items, n, force_tuple || n != 1, &r, &e);
    return res(rc, &r, &e);
}

static sl_tensor ok1(int rc, sl_tensor t) {
    assert_int_equal(rc, SL_OK);
    return t;
}

/* ---------------------------------------------- §1 basic indexing (doc §1.3) -- */

static void doc_basic_indexing_examples(void **state) {
    (void)state;
    sl_tensor x = x234();
    assert_string_equal(g(&x), "((2, 3, 4), (12, 4, 1), 0)");
    assert_string_equal(IDX(&x, I(1)), "((3, 4), (4, 1), 12)");
    assert_string_equal(IDX(&x, I(-1), ALL, I(2)), "((3,), (4,), 14)");
    assert_string_equal(IDX(&x, I(2)),
                        "IndexError: index 2 is out of bounds for dimension 0 with size 2");
    assert_string_equal(IDX(&x, ALL, I(-4)),
                        "IndexError: index -4 is out of bounds for dimension 1 with size 3");
    assert_string_equal(IDX(&x, ELL, I(9)),
                        "IndexError: index 9 is out of bounds for dimension 1 with size 4");
    assert_string_equal(IDX(&x, NONE, I(5)),
                        "IndexError: index 5 is out of bounds for dimension 1 with size 2");
    assert_string_equal(IDX(&x, ELL, S(1, 3, NO)), "((2, 3, 2), (12, 4, 1), 1)");
    assert_string_equal(IDX(&x, ALL, S(NO, NO, 2)), "((2, 2, 4), (12, 8, 1), 0)");
    assert_string_equal(IDX(&x, ELL, S(1, 3, 5)), "((2, 3, 1), (12, 4, 5), 1)");
    assert_string_equal(IDX(&x, ELL, S(-100, 100, NO)), "((2, 3, 4), (12, 4, 1), 0)");
    assert_string_equal(IDX(&x, ELL, S(3, 1, NO)), "((2, 3, 0), (12, 4, 1), 3)");
    assert_string_equal(IDX(&x, ELL, S(10, 20, 3)), "((2, 3, 0), (12, 4, 3), 4)");
    assert_string_equal(IDX(&x, ELL, S(NO, NO, -1)), "ValueError: step must be greater than zero");
    assert_string_equal(IDX(&x, ELL, S(NO, NO, 0)), "ValueError: slice step cannot be zero");
    assert_string_equal(IDX(&x, ALL, NONE), "((2, 1, 3, 4), (12, 12, 4, 1), 0)");
    assert_string_equal(IDX(&x, ELL, NONE), "((2, 3, 4, 1), (12, 4, 1, 1), 0)");
    assert_string_equal(IDX(&x, I(0), NONE, I(1)), "((1, 4), (12, 1), 4)");
    assert_string_equal(IDX(&x, I(1), ALL, NONE, S(2, NO, NO)), "((3, 1, 2), (4, 4, 1), 14)");
    assert_string_equal(IDX(&x, I(0), I(0), I(0), I(0)),
                        "IndexError: too many indices for tensor of dimension 3");
    assert_string_equal(IDX(&x, ELL, I(0), ELL), "((2, 3), (12, 4), 0)");
    assert_string_equal(IDX(&x, ELL, I(0), ELL, I(1)),
                        "IndexError: index 1 is out of bounds for dimension 3 with size 0");
    assert_string_equal(IDX(&x, TRUE_), "((1, 2, 3, 4), (24, 12, 4, 1), 0)");
    assert_string_equal(IDX(&x, FALSE_), "((0, 2, 3, 4), (24, 12, 4, 1), 0)");
    sl_tensor z03 = MK(SL_FLOAT32, 0, 3), z203 = MK(SL_FLOAT32, 2, 0, 3);
    assert_string_equal(IDX(&z03, ALL, I(1)), "((0,), (3,), 1)");
    assert_string_equal(IDX(&z203, I(1)), "((0, 3), (3, 1), 3)");
    assert_string_equal(IDX(&x, FLOAT_),
                        "IndexError: only integers, slices (`:`), ellipsis (`...`), None and "
                        "long or byte Variables are valid indices (got float)");
}

/* doc §1.2: the 0-dim table, including the bare-vs-tuple distinction. */
static void doc_zero_dim_indexing_table(void **state) {
    (void)state;
    sl_tensor s = scalar(SL_FLOAT32);
    assert_string_equal(idx_str(&s, NULL, 0, true), "((), (), 0)");
    assert_string_equal(IDX(&s, ELL), "((), (), 0)");
    assert_string_equal(IDX(&s, NONE), "((1,), (1,), 0)");
    assert_string_equal(IDX(&s, ELL, NONE), "((1,), (1,), 0)");
    assert_string_equal(IDX(&s, I(0)),
                        "IndexError: invalid index of a 0-dim tensor. Use `tensor.item()` in "
                        "Python or `tensor.item<T>()` in C++ to convert a 0-dim tensor to a "
                        "number");
    assert_string_equal(IDX(&s, I(1)),
                        "IndexError: index 1 is out of bounds for dimension 0 with size 0");
    assert_string_equal(IDX(&s, I(-1)),
                        "IndexError: index -1 is out of bounds for dimension 0 with size 0");
    assert_string_equal(IDX(&s, ALL), "IndexError: slice() cannot be applied to a 0-dim tensor.");
    assert_string_equal(IDX(&s, S(NO, NO, -1)), "ValueError: step must be greater than zero");
    assert_string_equal(IDX(&s, S(NO, NO, 0)), "ValueError: slice step cannot be zero");
    const char *too_many = "IndexError: too many indices for tensor of dimension 0";
    assert_string_equal(IDX(&s, I(0), I(0)), too_many);
    assert_string_equal(IDX(&s, NONE, I(0)), too_many);
    assert_string_equal(IDX(&s, ELL, I(0)), too_many);
    assert_string_equal(IDX(&s, IT(0)), too_many);
    /* the same single item as a one-element tuple, s[0,] */
    sl_index_item zero = I(0);
    assert_string_equal(idx_str(&s, &zero, 1, true), too_many);
    /* sl_torch_index reads one item as bare */
    sl_tensor r;
    sl_error e;
    assert_int_equal(sl_torch_index(&s, &zero, 1, &r, &e), SL_ERR_PY);
    assert_non_null(strstr(e.message, "invalid index of a 0-dim tensor"));
}

/* basic indexing makes views (alias VIEW) even for x[...] / x[()]; bools make copies */
static void index_alias_kinds(void **state) {
    (void)state;
    sl_tensor x = x234(), r;
    sl_index_item ell = ELL, tr = TRUE_;
    assert_int_equal(sl_torch_index(&x, &ell, 1, &r, NULL), SL_OK);
    assert_int_equal(r.alias, SL_ALIAS_VIEW);
    assert_int_equal(r.storage_bytes, 96);
    assert_int_equal(sl_torch_index(&x, NULL, 0, &r, NULL), SL_OK);
    assert_int_equal(r.alias, SL_ALIAS_VIEW);
    sl_tensor half = ok1(sl_torch_slice(&x, 2, NULL, NULL, 2, &r, NULL), r);
    assert_int_equal(sl_torch_index(&half, &tr, 1, &r, NULL), SL_OK);
    assert_int_equal(r.alias, SL_ALIAS_NEW);
    assert_int_equal(r.layout.offset, 0);
    assert_int_equal(r.storage_bytes, 12 * 4);
    sl_index_item fa = FALSE_;
    assert_int_equal(sl_torch_index(&half, &fa, 1, &r, NULL), SL_OK);
    assert_int_equal(r.storage_bytes, 0);
}

/* ------------------------------------------------- §2 select / unbind (doc) -- */

static void doc_select_and_unbind_examples(void **state) {
    (void)state;
    sl_tensor x = x234(), r, outs[8], s = scalar(SL_FLOAT32), z03 = MK(SL_FLOAT32, 0, 3);
    sl_error e;
    int32_t n;
    int rc = sl_torch_select(&x, 1, 2, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((2, 4), (12, 1), 8)");
    rc = sl_torch_select(&x, -1, -1, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((2, 3), (12, 4), 3)");
    rc = sl_torch_select(&x, 1, 3, &r, &e);
    assert_string_equal(res(rc, &r, &e), "IndexError: select(): index 3 out of range for tensor "
                                         "of size [2, 3, 4] at dimension 1");
    rc = sl_torch_select(&s, 0, 0, &r, &e);
    assert_string_equal(res(rc, &r, &e),
                        "IndexError: select() cannot be applied to a 0-dim tensor.");
    rc = sl_torch_unbind(&x, 1, outs, 8, &n, &e);
    assert_string_equal(resn(rc, outs, n, &e), "[((2, 4), (12, 1), 0), ((2, 4), (12, 1), 4), "
                                               "((2, 4), (12, 1), 8)]");
    rc = sl_torch_unbind(&s, 0, outs, 8, &n, &e);
    assert_string_equal(resn(rc, outs, n, &e),
                        "IndexError: Dimension specified as 0 but tensor has no dimensions");
    rc = sl_torch_unbind(&z03, 0, outs, 8, &n, &e);
    assert_string_equal(resn(rc, outs, n, &e), "()");
}

/* ------------------------------------------------ §3 slice / narrow (doc) -- */

static void doc_slice_and_narrow_examples(void **state) {
    (void)state;
    sl_tensor x = x234(), r, t;
    sl_error e;
    int64_t a = -100, b = 100, one = 1;
    int rc = sl_torch_slice(&x, 2, &a, &b, 3, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((2, 3, 2), (12, 4, 3), 0)");
    rc = sl_torch_slice(&x, 2, NULL, NULL, 0, &r, &e);
    assert_string_equal(res(rc, &r, &e), "RuntimeError: slice step must be positive");
    t = ok1(sl_torch_slice(&x, 0, &one, NULL, 1, &r, NULL), r);
    rc = sl_torch_slice(&t, 0, &one, NULL, 1, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((0, 3, 4), (12, 4, 1), 24)");
    assert_string_equal(IDX(&x, ALL, S(0, 0, 2)), "((2, 0, 4), (12, 8, 1), 0)");

    /* torch 1.13's narrow (the semantics doc's transcripts); 2.2's checks are replayed from
     * the lessons recordings (tests/corpus/lessons, tests/snippets/lessons) */
    sl_tensor x13 = x;
    x13.ref = SL_REF_DEBIAN12;
    rc = sl_torch_narrow(&x13, 2, 1, 2, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((2, 3, 2), (12, 4, 1), 1)");
    rc = sl_torch_narrow(&x13, -1, -3, 2, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((2, 3, 2), (12, 4, 1), 1)");
    rc = sl_torch_narrow(&x13, 2, 4, 0, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((2, 3, 0), (12, 4, 1), 4)");
    rc = sl_torch_narrow(&x13, 2, 3, 2, &r, &e);
    assert_string_equal(res(rc, &r, &e),
                        "RuntimeError: start (3) + length (2) exceeds dimension size (4).");
    rc = sl_torch_narrow(&x13, 2, 5, 0, &r, &e);
    assert_string_equal(res(rc, &r, &e), "IndexError: Dimension out of range (expected to be in "
                                         "range of [-4, 3], but got 5)");
    rc = sl_torch_narrow(&x13, 2, 0, -1, &r, &e);
    assert_string_equal(res(rc, &r, &e),
                        "RuntimeError: start (0) + length (-1) exceeds dimension size (4).");
    sl_tensor z02 = MK(SL_FLOAT32, 0, 2);
    z02.ref = SL_REF_DEBIAN12;
    rc = sl_torch_narrow(&z02, 0, -1, 0, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((0, 2), (2, 1), 0)");
    rc = sl_torch_narrow(&z02, 0, 1, 0, &r, &e);
    assert_string_equal(res(rc, &r, &e), "IndexError: Dimension out of range (expected to be in "
                                         "range of [-1, 0], but got 1)");
    rc = sl_torch_narrow(&z02, 0, 0, -1, &r, &e);
    assert_string_equal(res(rc, &r, &e),
                        "RuntimeError: start (0) + length (-1) exceeds dimension size (0).");
}

/* ---------------------------------------------------- §4 transposes (doc) -- */

static void doc_transpose_family_examples(void **state) {
    (void)state;
    sl_tensor x = x234(), s = scalar(SL_FLOAT32), r;
    sl_error e;
    bool warned = false;
    int rc = sl_torch_transpose(&x, 0, 2, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((4, 3, 2), (1, 4, 12), 0)");
    rc = sl_torch_transpose(&x, 0, 1, &r, &e); /* swapaxes(0, 1) */
    assert_string_equal(res(rc, &r, &e), "((3, 2, 4), (4, 12, 1), 0)");
    rc = sl_torch_transpose(&x, 3, 0, &r, &e);
    assert_string_equal(res(rc, &r, &e), "IndexError: Dimension out of range (expected to be in "
                                         "range of [-3, 2], but got 3)");
    rc = sl_torch_transpose(&s, 0, -1, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((), (), 0)");
    rc = sl_torch_transpose(&s, 0, 1, &r, &e);
    assert_string_equal(res(rc, &r, &e), "IndexError: Dimension out of range (expected to be in "
                                         "range of [-1, 0], but got 1)");
    rc = sl_torch_t(&x, &r, &e);
    assert_string_equal(res(rc, &r, &e),
                        "RuntimeError: t() expects a tensor with <= 2 dimensions, but self is 3D");
    sl_tensor x0 = ok1(sl_torch_select(&x, 0, 0, &r, NULL), r);
    rc = sl_torch_t(&x0, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((4, 3), (1, 4), 0)");
    rc = sl_torch_T(&x, &r, &warned, &e);
    assert_string_equal(res(rc, &r, &e), "((4, 3, 2), (1, 4, 12), 0)");
    assert_true(warned); /* 3-D: torch's UserWarning */
    rc = sl_torch_matrix_transpose(&x, SL_MT, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((2, 4, 3), (12, 1, 4), 0)");
    sl_tensor a3 = MK(SL_FLOAT32, 3);
    rc = sl_torch_matrix_transpose(&a3, SL_MT, &r, &e);
    assert_string_equal(res(rc, &r, &e), "RuntimeError: tensor.mT is only supported on matrices "
                                         "or batches of matrices. Got 1-D tensor.");
    rc = sl_torch_matrix_transpose(&s, SL_MT, &r, &e); /* s.mT is s */
    assert_int_equal(rc, SL_OK);
    assert_int_equal(r.alias, SL_ALIAS_SAME);
    rc = sl_torch_matrix_transpose(&x, SL_H, &r, &e);
    assert_string_equal(res(rc, &r, &e),
                        "RuntimeError: tensor.H is only supported on matrices (2-D tensors). Got "
                        "3-D tensor. For batches of matrices, consider using tensor.mH");
    /* T warns for every ndim other than 0 and 2, never for 0-D */
    assert_int_equal(sl_torch_T(&s, &r, &warned, NULL), SL_OK);
    assert_false(warned);
    assert_int_equal(sl_torch_T(&x0, &r, &warned, NULL), SL_OK);
    assert_false(warned);
    assert_int_equal(sl_torch_T(&a3, &r, &warned, NULL), SL_OK);
    assert_true(warned);
    assert_int_equal(sl_torch_T(&a3, &r, NULL, NULL), SL_OK);
}

/* ---------------------------------------------- §5 permute / movedim (doc) -- */

static void doc_permute_and_movedim_examples(void **state) {
    (void)state;
    sl_tensor x = x234(), s = scalar(SL_FLOAT32), r;
    sl_error e;
    int rc = sl_torch_permute(&x, (int64_t[]){2, 0, 1}, 3, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((4, 2, 3), (1, 12, 4), 0)");
    rc = sl_torch_permute(&x, (int64_t[]){0, -3, 1}, 3, &r, &e);
    assert_string_equal(res(rc, &r, &e), "RuntimeError: permute(): duplicate dims are not allowed.");
    rc = sl_torch_permute(&x, (int64_t[]){0, 1}, 2, &r, &e);
    assert_string_equal(res(rc, &r, &e),
                        "RuntimeError: permute(sparse_coo): number of dimensions in the tensor "
                        "input does not match the length of the desired ordering of dimensions "
                        "i.e. input.dim() = 3 is not equal to len(dims) = 2");
    rc = sl_torch_permute(&s, (int64_t[]){0}, 1, &r, &e);
    assert_string_equal(res(rc, &r, &e),
                        "RuntimeError: permute(sparse_coo): number of dimensions in the tensor "
                        "input does not match the length of the desired ordering of dimensions "
                        "i.e. input.dim() = 0 is not equal to len(dims) = 1");
    /* doc §5 check order: x.permute(0, 0, 5) -> duplicate; x.permute(5, 0, 0) -> IndexError */
    rc = sl_torch_permute(&x, (int64_t[]){0, 0, 5}, 3, &r, &e);
    assert_string_equal(res(rc, &r, &e), "RuntimeError: permute(): duplicate dims are not allowed.");
    rc = sl_torch_permute(&x, (int64_t[]){5, 0, 0}, 3, &r, &e);
    assert_string_equal(e.type, "IndexError");

    rc = sl_torch_movedim(&x, (int64_t[]){0}, 1, (int64_t[]){2}, 1, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((3, 4, 2), (4, 1, 12), 0)");
    rc = sl_torch_movedim(&x, (int64_t[]){0, 1}, 2, (int64_t[]){2, 0}, 2, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((3, 4, 2), (4, 1, 12), 0)");
    rc = sl_torch_movedim(&x, (int64_t[]){0, 0}, 2, (int64_t[]){1, 2}, 2, &r, &e);
    assert_string_equal(res(rc, &r, &e), "RuntimeError: movedim: repeated dim in `source` ([0, 0])");
    rc = sl_torch_movedim(&x, (int64_t[]){0, 1}, 2, (int64_t[]){2}, 1, &r, &e);
    assert_string_equal(res(rc, &r, &e),
                        "RuntimeError: movedim: Invalid source or destination dims: source ([0, "
                        "1] dims) should contain the same number of dims as destination ([2] "
                        "dims)");
    rc = sl_torch_movedim(&x, (int64_t[]){3}, 1, (int64_t[]){0}, 1, &r, &e);
    assert_string_equal(res(rc, &r, &e), "IndexError: Dimension out of range (expected to be in "
                                         "range of [-3, 2], but got 3)");
}

/* ---------------------------------------------- §6 unsqueeze / squeeze (doc) -- */

static void doc_unsqueeze_and_squeeze_examples(void **state) {
    (void)state;
    sl_tensor x = x234(), s = scalar(SL_FLOAT32), r;
    sl_error e;
    int rc = sl_torch_unsqueeze(&x, 1, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((2, 1, 3, 4), (12, 12, 4, 1), 0)");
    rc = sl_torch_unsqueeze(&x, 3, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((2, 3, 4, 1), (12, 4, 1, 1), 0)");
    rc = sl_torch_unsqueeze(&x, 4, &r, &e);
    assert_string_equal(res(rc, &r, &e), "IndexError: Dimension out of range (expected to be in "
                                         "range of [-4, 3], but got 4)");
    sl_tensor a48 = MK(SL_FLOAT32, 4, 3, 4);
    sl_tensor nc = ok1(sl_torch_slice(&a48, 2, NULL, NULL, 2, &r, NULL), r);
    rc = sl_torch_unsqueeze(&nc, 0, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((1, 4, 3, 2), (48, 12, 4, 2), 0)");
    rc = sl_torch_unsqueeze(&nc, 3, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((4, 3, 2, 1), (12, 4, 2, 1), 0)");
    sl_tensor z03 = MK(SL_FLOAT32, 0, 3), z30 = MK(SL_FLOAT32, 3, 0);
    rc = sl_torch_unsqueeze(&z03, 0, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((1, 0, 3), (0, 3, 1), 0)");
    rc = sl_torch_unsqueeze(&z30, 1, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((3, 1, 0), (1, 0, 1), 0)");
    rc = sl_torch_unsqueeze(&s, -1, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((1,), (1,), 0)");
    sl_tensor y = MK(SL_FLOAT32, 1, 3, 1, 4, 1);
    rc = sl_torch_squeeze(&y, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((3, 4), (4, 1), 0)");
    rc = sl_torch_squeeze_dim(&y, 1, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((1, 3, 1, 4, 1), (12, 4, 4, 1, 1), 0)");
    rc = sl_torch_squeeze_dim(&y, 5, &r, &e);
    assert_string_equal(res(rc, &r, &e), "IndexError: Dimension out of range (expected to be in "
                                         "range of [-5, 4], but got 5)");
    sl_tensor z013 = MK(SL_FLOAT32, 0, 1, 3);
    rc = sl_torch_squeeze(&z013, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((0, 3), (3, 1), 0)");
    sl_tensor z10 = MK(SL_FLOAT32, 10);
    sl_tensor as = ok1(sl_torch_as_strided(&z10, (int64_t[]){1, 2, 1}, 3, (int64_t[]){7, 3, 5}, 3,
                                           &(int64_t){1}, &r, NULL),
                       r);
    rc = sl_torch_squeeze(&as, &r, &e);
    assert_string_equal(res(rc, &r, &e), "((2,), (3,), 1)");
}

/* ------------------------------------------------------- §7 expand (doc) -- */

static void doc_expand_examples(void **state) {
    (void)state;
    sl_tensor x = MK(SL_FLOAT32, 3, 1), s = scalar(SL_FLOAT32), r;
    sl_error e;
#define EXP(t, ...)                                                                        \
    res(sl_torch_expand(t, (int64_t[]){__VA_ARGS__},                                      \
                        (int32_t)(sizeof((int64_t[]){__VA_ARGS__}) / sizeof(int64_t)), &r, &e), \
        &r, &e)
    assert_string_equal(EXP(&x, 3, 4), "((3, 4), (1, 0), 0)");
    assert_string_equal(EXP(&x, 2, -1, 4), "((2, 3, 4), (0, 1, 0), 0)");
    assert_string_equal(EXP(&x, 1, 3, 1), "((1, 3, 1), (3, 1, 1), 0)");
    assert_string_equal(EXP(&x, 0, 3, 4), "((0, 3, 4), (0, 1, 0), 0)");
    assert_string_equal(EXP(&x, -1, 3, 4),
                        "RuntimeError: The expanded size of the tensor (-1) isn't allowed in a "
                        "leading, non-existing dimension 0");
    assert_string_equal(EXP(&x, 4, 4),
                        "RuntimeError: The expanded size of the tensor (4) must match the existing "
                        "size (3) at non-singleton dimension 0.  Target sizes: [4, 4].  Tensor "
                        "sizes: [3, 1]");
    assert_string_equal(EXP(&x, 4),
                        "RuntimeError: expand(torch.FloatTensor{[3, 1]}, size=[4]): the number of "
                        "sizes provided (1) must be greater or equal to the number of dimensions "
                        "in the tensor (2)");
    sl_tensor one = MK(SL_FLOAT32, 1), two = MK(SL_FLOAT32, 2), z0 = MK(SL_FLOAT32, 0);
    assert_string_equal(EXP(&one, 1, 3), "((1, 3), (0, 0), 0)");
    assert_string_equal(EXP(&two, 1, 1, 2), "((1, 1, 2), (2, 2, 1), 0)");
    assert_string_equal(EXP(&s, 3, 1), "((3, 1), (0, 0), 0)");
    assert_string_equal(EXP(&z0, 2, 0), "((2, 0), (0, 1), 0)");
    assert_string_equal(EXP(&z0, 2, 1),
                        "RuntimeError: The expanded size of the tensor (1) must match the existing "
                        "size (0) at non-singleton dimension 1.  Target sizes: [2, 1].  Tensor "
                        "sizes: [0]");
    sl_tensor x3 = x234();
    assert_string_equal(EXP(&x3, -1, -1, 5),
                        "RuntimeError: The expanded size of the tensor (5) must match the existing "
                        "size (4) at non-singleton dimension 2.  Target sizes: [-1, -1, 5].  "
                        "Tensor sizes: [2, 3, 4]");
    /* doc §7 rule 2: a 0-dim source accepts anything; -1 then fails in numel */
    assert_string_equal(EXP(&s, -1), "RuntimeError: numel: integer multiplication overflow");
    /* broadcast_tensors(x, zeros(2, 1, 4)) = both expanded to the broadcast shape */
    sl_tensor z214 = MK(SL_FLOAT32, 2, 1, 4);
    int64_t shape[SL_MAX_DIMS];
    int32_t n;
    assert_int_equal(sl_torch_broadcast_shapes2(x.layout.size, 2, z214.layout.size, 3, shape, &n,
                                                &e),
                     SL_OK);
    assert_int_equal(sl_torch_expand(&x, shape, n, &r, &e), SL_OK);
    assert_string_equal(g(&r), "((2, 3, 4), (0, 1, 0), 0)");
    assert_int_equal(sl_torch_expand(&z214, shape, n, &r, &e), SL_OK);
    assert_string_equal(g(&r), "((2, 3, 4), (4, 0, 1), 0)");
    int rc = sl_torch_broadcast_shapes2((int64_t[]){3}, 1, (int64_t[]){2}, 1, shape, &n, &e);
    assert_string_equal(res(rc, NULL, &e), "RuntimeError: The size of tensor a (3) must match the "
                                           "size of tensor b (2) at non-singleton dimension 0");
#undef EXP
}

/* ------------------------------------------------ §11 split family (doc) -- */

static void doc_split_chunk_tensor_split_examples(void **state) {
    (void)state;
    sl_tensor x = x234(), outs[16];
    sl_error e;
    int32_t n;
    int rc = sl_torch_split(&x, 3, 2, outs, 16, &n, &e);
    assert_string_equal(resn(rc, outs, n, &e),
                        "[((2, 3, 3), (12, 4, 1), 0), ((2, 3, 1), (12, 4, 1), 3)]");
    rc = sl_torch_split_with_sizes(&x, (int64_t[]){0, 4, 0}, 3, 2, outs, 16, &n, &e);
    assert_string_equal(resn(rc, outs, n, &e), "[((2, 3, 0), (12, 4, 1), 0), ((2, 3, 4), (12, 4, "
                                               "1), 0), ((2, 3, 0), (12, 4, 1), 4)]");
    rc = sl_torch_split(&x, 0, 2, outs, 16, &n, &e);
    assert_string_equal(resn(rc, outs, n, &e), "RuntimeError: split_size can only be 0 if "
                                               "dimension size is 0, but got dimension size of 4");
    sl_tensor z03 = MK(SL_FLOAT32, 0, 3);
    rc = sl_torch_split(&z03, 2, 0, outs, 16, &n, &e);
    assert_string_equal(resn(rc, outs, n, &e), "[((0, 3), (3, 1), 0)]");
    rc = sl_torch_chunk(&x, 3, 2, outs, 16, &n, &e);
    assert_string_equal(resn(rc, outs, n, &e),
                        "[((2, 3, 2), (12, 4, 1), 0), ((2, 3, 2), (12, 4, 1), 2)]");
    sl_tensor a5 = MK(SL_FLOAT32, 5);
    rc = sl_torch_chunk(&a5, 4, 0, outs, 16, &n, &e);
    assert_string_equal(resn(rc, outs, n, &e), "[((2,), (1,), 0), ((2,), (1,), 2), ((1,), (1,), 4)]");
    rc = sl_torch_chunk(&z03, 3, 0, outs, 16, &n, &e);
    assert_string_equal(resn(rc, outs, n, &e),
                        "[((0, 3), (3, 1), 0), ((0, 3), (3, 1), 0), ((0, 3), (3, 1), 0)]");
    rc = sl_torch_tensor_split_indices(&a5, (int64_t[]){3, 1}, 2, 0, outs, 16, &n, &e);
    assert_string_equal(resn(rc, outs, n, &e), "[((3,), (1,), 0), ((0,), (1,), 3), ((4,), (1,), 1)]");
    /* the §11 table's messages */
    sl_tensor s = scalar(SL_FLOAT32);
    rc = sl_torch_split(&s, 1, 0, outs, 16, &n, &e);
    assert_string_equal(res(rc, NULL, &e), "RuntimeError: split expects at least a 1-dimensional tensor");
    rc = sl_torch_split(&x, -1, 0, outs, 16, &n, &e);
    assert_string_equal(res(rc, NULL, &e), "RuntimeError: split expects split_size be "
                                           "non-negative, but got split_size=-1");
    rc = sl_torch_split_with_sizes(&x, (int64_t[]){1, -1, 4}, 3, 2, outs, 16, &n, &e);
    assert_string_equal(res(rc, NULL, &e),
                        "RuntimeError: split_with_sizes expects split_sizes have only "
                        "non-negative entries, but got split_sizes=[1, -1, 4]");
    rc = sl_torch_split_with_sizes(&x, (int64_t[]){1, 2}, 2, 2, outs, 16, &n, &e);
    assert_string_equal(res(rc, NULL, &e), "RuntimeError: split_with_sizes expects split_sizes to "
                                           "sum exactly to 4 (input tensor's size at dimension "
                                           "2), but got split_sizes=[1, 2]");
    rc = sl_torch_chunk(&s, 1, 0, outs, 16, &n, &e);
    assert_string_equal(res(rc, NULL, &e), "RuntimeError: chunk expects at least a 1-dimensional tensor");
    rc = sl_torch_chunk(&x, 0, 0, outs, 16, &n, &e);
    assert_string_equal(res(rc, NULL, &e),
                        "RuntimeError: chunk expects `chunks` to be greater than 0, got: 0");
    rc = sl_torch_tensor_split_sections(&s, 1, 0, outs, 16, &n, &e);
    assert_string_equal(res(rc, NULL, &e), "RuntimeError: tensor_split expected at least a "
                                           "1-dimensional tensor, but got a tensor with 0 dims");
    rc = sl_torch_tensor_split_sections(&x, 0, 0, outs, 16, &n, &e);
    assert_string_equal(res(rc, NULL, &e),
                        "RuntimeError: number of sections must be larger than 0, got 0");
    /* torch.arange(3.).split(2, 0) has 2 pieces (so [2] is "tuple index out of range") */
    sl_tensor a3 = MK(SL_FLOAT32, 3);
    assert_int_equal(sl_torch_split(&a3, 2, 0, outs, 16, &n, &e), SL_OK);
    assert_int_equal(n, 2);
}

/* ----------------------------------------------------- §12 diagonal (doc) -- */

static void doc_diagonal_examples(void **state) {
    (void)state;
    sl_tensor m = MK(SL_FLOAT32, 3, 4), x = x234(), r;
    sl_error e;
#define DIAG(t, o, a, b) res(sl_torch_diagonal(t, o, a, b, &r, &e), &r, &e)
    assert_string_equal(DIAG(&m, 1, 0, 1), "((3,), (5,), 1)");
    assert_string_equal(DIAG(&m, 3, 0, 1), "((1,), (5,), 3)");
    assert_string_equal(DIAG(&m, 4, 0, 1), "((0,), (5,), 0)");
    assert_string_equal(DIAG(&m, -1, 0, 1), "((2,), (5,), 4)");
    assert_string_equal(DIAG(&m, 1, 1, 0), "((2,), (5,), 4)");
    assert_string_equal(DIAG(&m, 0, 0, -2), "RuntimeError: diagonal dimensions cannot be identical 0, -2");
    assert_string_equal(DIAG(&x, 0, 0, 1), "((4, 2), (1, 16), 0)");
    assert_string_equal(DIAG(&x, 1, 2, 0), "((3, 1), (4, 13), 12)");
    sl_tensor z00 = MK(SL_FLOAT32, 0, 0), a3 = MK(SL_FLOAT32, 3);
    assert_string_equal(DIAG(&z00, 0, 0, 1), "((0,), (2,), 0)");
    assert_string_equal(DIAG(&a3, 0, 0, 1), "IndexError: Dimension out of range (expected to be in "
                                            "range of [-1, 0], but got 1)");
#undef DIAG
}

/* ------------------------------------------------------- §13 unfold (doc) -- */

static void doc_unfold_examples(void **state) {
    (void)state;
    sl_tensor x = x234(), r, s = scalar(SL_FLOAT32), z0 = MK(SL_FLOAT32, 0), z02 = MK(SL_FLOAT32, 0, 2);
    sl_error e;
#define UNF(t, d, n, st) res(sl_torch_unfold(t, d, n, st, &r, &e), &r, &e)
    assert_string_equal(UNF(&x, 2, 2, 1), "((2, 3, 3, 2), (12, 4, 1, 1), 0)");
    assert_string_equal(UNF(&x, 2, 0, 3), "((2, 3, 2, 0), (12, 4, 3, 1), 0)");
    assert_string_equal(UNF(&x, 1, 2, 5), "((2, 1, 4, 2), (12, 20, 1, 4), 0)");
    assert_string_equal(UNF(&x, 2, 5, 1),
                        "RuntimeError: maximum size for tensor at dimension 2 is 4 but size is 5");
    assert_string_equal(UNF(&x, 2, 2, 0), "RuntimeError: step is 0 but must be > 0");
    assert_string_equal(UNF(&s, 0, 1, 1), "((1,), (1,), 0)");
    assert_string_equal(UNF(&z0, 0, 0, 1), "((1, 0), (1, 1), 0)");
    assert_string_equal(UNF(&z02, 0, 1, 0),
                        "RuntimeError: maximum size for tensor at dimension 0 is 0 but size is 1");
    assert_string_equal(UNF(&x, 2, -1, 1), "RuntimeError: Storage size calculation overflowed with "
                                           "sizes=[2, 3, 6, -1] and strides=[12, 4, 1, 1]");
#undef UNF
}

/* --------------------------------------------------- §14 as_strided (doc) -- */

static void doc_as_strided_examples(void **state) {
    (void)state;
    sl_tensor b = MK(SL_FLOAT32, 10), r;
    sl_error e;
#define AS(t, sz, nsz, st, nst, off)                                                      \
    res(sl_torch_as_strided(t, (int64_t[])sz, nsz, (int64_t[])st, nst, off, &r, &e), &r, &e)
#define L(...) {__VA_ARGS__}
#define OFF(v) (&(int64_t){v})
    assert_string_equal(AS(&b, L(3, 3), 2, L(3, 1), 2, OFF(1)), "((3, 3), (3, 1), 1)");
    assert_string_equal(AS(&b, L(3, 3), 2, L(3, 1), 2, OFF(2)),
                        "RuntimeError: setStorage: sizes [3, 3], strides [3, 1], storage offset 2, "
                        "and itemsize 4 requiring a storage size of 44 are out of bounds for "
                        "storage of size 40");
    assert_string_equal(AS(&b, L(2), 1, L(-1), 1, OFF(5)),
                        "RuntimeError: as_strided: Negative strides are not supported at the "
                        "moment, got strides: [-1]");
    assert_string_equal(AS(&b, L(2), 1, L(1), 1, OFF(-1)),
                        "RuntimeError: Tensor: invalid storage offset -1");
    assert_string_equal(AS(&b, L(12), 1, L(1), 1, OFF(-1)),
                        "RuntimeError: setStorage: sizes [12], strides [1], storage offset -1, and "
                        "itemsize 4 requiring a storage size of 44 are out of bounds for storage "
                        "of size 40");
    assert_string_equal(AS(&b, L(2, 2), 2, L(1), 1, NULL),
                        "RuntimeError: mismatch in length of strides and shape");
    assert_string_equal(AS(&b, L(0), 1, L(1), 1, OFF(100)), "((0,), (1,), 100)");
    assert_string_equal(res(sl_torch_as_strided(&b, NULL, 0, NULL, 0, OFF(10), &r, &e), &r, &e),
                        "RuntimeError: setStorage: sizes [], strides [], storage offset 10, and "
                        "itemsize 4 requiring a storage size of 44 are out of bounds for storage "
                        "of size 40");
    assert_string_equal(AS(&b, L(5), 1, L(0), 1, OFF(9)), "((5,), (0,), 9)");
    int64_t five = 5;
    sl_tensor b5 = ok1(sl_torch_slice(&b, 0, &five, NULL, 1, &r, NULL), r);
    assert_string_equal(AS(&b5, L(10), 1, L(1), 1, OFF(0)), "((10,), (1,), 0)");
    sl_tensor d = MK(SL_FLOAT64, 10);
    assert_string_equal(AS(&d, L(11), 1, L(1), 1, NULL),
                        "RuntimeError: setStorage: sizes [11], strides [1], storage offset 0, and "
                        "itemsize 8 requiring a storage size of 88 are out of bounds for storage "
                        "of size 80");
#undef AS
#undef L
#undef OFF
}

/* ---------------------------------------- our refusals: overflow and limits -- */

static void int64_overflow_is_refused_not_wrapped(void **state) {
    (void)state;
    sl_tensor x = x234(), r, outs[8];
    sl_error e;
    int32_t n;
    /* x[::2**62]: torch 1.13 silently gives stride 0 */
    sl_index_item it = S(NO, NO, INT64_C(1) << 62);
    assert_int_equal(sl_torch_index(&x, &it, 1, &r, &e), SL_ERR_OVERFLOW);
    assert_int_equal(sl_torch_slice(&x, 0, NULL, NULL, INT64_MAX, &r, &e), SL_ERR_OVERFLOW);
    /* a size-1 dim times a huge step still fits: no error */
    assert_int_equal(sl_torch_slice(&x, 2, NULL, NULL, INT64_C(1) << 62, &r, &e), SL_OK);
    assert_string_equal(g(&r), "((2, 3, 1), (12, 4, 4611686018427387904), 0)");
    /* unfold: size - window and step x stride */
    assert_int_equal(sl_torch_unfold(&x, 2, INT64_MIN, 1, &r, &e), SL_ERR_OVERFLOW);
    assert_int_equal(sl_torch_unfold(&x, 0, 1, INT64_MAX, &r, &e), SL_ERR_OVERFLOW);
    /* chunk's size + chunks - 1 (torch: a nonsensical split_size message) */
    assert_int_equal(sl_torch_chunk(&x, INT64_MAX, 2, outs, 8, &n, &e), SL_ERR_OVERFLOW);
    /* split sizes that only sum to the dim size after wrapping */
    assert_int_equal(sl_torch_split_with_sizes(&x, (int64_t[]){INT64_MAX, INT64_MAX, 6}, 3, 2,
                                               outs, 8, &n, &e),
                     SL_ERR_OVERFLOW);
    /* as_strided: offset * itemsize */
    assert_int_equal(sl_torch_as_strided(&x, (int64_t[]){1}, 1, (int64_t[]){1}, 1,
                                         &(int64_t){INT64_C(1) << 62}, &r, &e),
                     SL_ERR_OVERFLOW);
    /* a storage size above INT64_MAX is torch's own error */
    assert_int_equal(sl_torch_as_strided(&x, (int64_t[]){2}, 1, (int64_t[]){INT64_C(1) << 61}, 1,
                                         NULL, &r, &e),
                     SL_ERR_PY);
    assert_string_equal(e.message, "Storage size calculation overflowed with sizes=[2] and "
                                   "strides=[2305843009213693952]");
    /* select / diagonal offsets and unsqueeze strides on huge raw layouts */
    sl_tensor h = MK(SL_FLOAT32, 3);
    h.layout.stride[0] = INT64_MAX / 2 + 1;
    assert_int_equal(sl_torch_select(&h, 0, 2, &r, &e), SL_ERR_OVERFLOW);
    assert_int_equal(sl_torch_unsqueeze(&h, 0, &r, &e), SL_ERR_OVERFLOW);
    sl_tensor h2 = MK(SL_FLOAT32, 3, 3);
    h2.layout.stride[0] = h2.layout.stride[1] = INT64_MAX / 2 + 1;
    assert_int_equal(sl_torch_diagonal(&h2, 0, 0, 1, &r, &e), SL_ERR_OVERFLOW);
    /* expand's numel beyond int64 is torch's message */
    sl_tensor one = MK(SL_FLOAT32, 1);
    assert_int_equal(sl_torch_expand(&one, (int64_t[]){INT64_C(1) << 62, 4}, 2, &r, &e), SL_ERR_PY);
    assert_string_equal(e.message, "numel: integer multiplication overflow");
}

static void negative_sizes_torch_would_create_are_unsupported(void **state) {
    (void)state;
    sl_tensor b = MK(SL_FLOAT32, 10), r, s = scalar(SL_FLOAT32), z30 = MK(SL_FLOAT32, 3, 0);
    sl_error e;
    /* torch 1.13 returns tensors of shape (-1, 0), (0, -1), (5, 0, -1) here */
    assert_int_equal(sl_torch_as_strided(&b, (int64_t[]){-1, 0}, 2, (int64_t[]){1, 1}, 2, NULL, &r,
                                         &e),
                     SL_ERR_UNSUPPORTED);
    assert_int_equal(strncmp(e.message, "unsupported: ", 13), 0);
    assert_int_equal(sl_torch_expand(&s, (int64_t[]){0, -1}, 2, &r, &e), SL_ERR_UNSUPPORTED);
    assert_int_equal(sl_torch_unfold(&z30, 0, -1, 1, &r, &e), SL_ERR_UNSUPPORTED);
    /* ...but where torch raises, so do we */
    assert_int_equal(sl_torch_as_strided(&b, (int64_t[]){-1}, 1, (int64_t[]){1}, 1, NULL, &r, &e),
                     SL_ERR_PY);
    assert_string_equal(e.message,
                        "Storage size calculation overflowed with sizes=[-1] and strides=[1]");
    assert_int_equal(sl_torch_as_strided(&b, (int64_t[]){-1}, 1, (int64_t[]){0}, 1, NULL, &r, &e),
                     SL_ERR_PY);
    assert_string_equal(e.message, "numel: integer multiplication overflow");
}

static void results_beyond_max_dims_are_a_limit_error(void **state) {
    (void)state;
    int64_t ones[SL_MAX_DIMS + 1];
    for (int i = 0; i <= SL_MAX_DIMS; i++) ones[i] = 1;
    sl_tensor full = mk(SL_FLOAT32, SL_MAX_DIMS, ones), r, s = scalar(SL_FLOAT32);
    sl_error e;
    assert_int_equal(sl_torch_unsqueeze(&full, 0, &r, &e), SL_ERR_LIMIT);
    /* the dim check comes first */
    assert_int_equal(sl_torch_unsqueeze(&full, SL_MAX_DIMS + 5, &r, &e), SL_ERR_PY);
    assert_int_equal(sl_torch_unfold(&full, 0, 1, 1, &r, &e), SL_ERR_LIMIT);
    assert_int_equal(sl_torch_expand(&s, ones, SL_MAX_DIMS + 1, &r, &e), SL_ERR_LIMIT);
    assert_int_equal(sl_torch_expand(&full, ones, SL_MAX_DIMS + 1, &r, &e), SL_ERR_LIMIT);
    assert_int_equal(sl_torch_expand(&full, ones, SL_MAX_DIMS, &r, &e), SL_OK);
    assert_int_equal(sl_torch_as_strided(&s, ones, SL_MAX_DIMS + 1, ones, SL_MAX_DIMS + 1, NULL,
                                         &r, &e),
                     SL_ERR_LIMIT);
    sl_index_item nones[SL_MAX_DIMS + 1];
    for (int i = 0; i <= SL_MAX_DIMS; i++) nones[i] = NONE;
    assert_int_equal(sl_torch_index(&s, nones, SL_MAX_DIMS, &r, &e), SL_OK);
    assert_int_equal(r.layout.ndim, SL_MAX_DIMS);
    assert_int_equal(sl_torch_index(&s, nones, SL_MAX_DIMS + 1, &r, &e), SL_ERR_LIMIT);
    /* multi-output: more pieces than the caller's array */
    sl_tensor a5 = MK(SL_FLOAT32, 5), outs[4];
    int32_t n;
    assert_int_equal(sl_torch_unbind(&a5, 0, outs, 4, &n, &e), SL_ERR_LIMIT);
    assert_int_equal(sl_torch_split(&a5, 1, 0, outs, 4, &n, &e), SL_ERR_LIMIT);
    assert_int_equal(sl_torch_tensor_split_sections(&a5, 5, 0, outs, 4, &n, &e), SL_ERR_LIMIT);
    /* but torch's errors come first */
    assert_int_equal(sl_torch_split(&a5, 1, 7, outs, 4, &n, &e), SL_ERR_PY);
    assert_int_equal(sl_torch_split(&a5, 2, 0, outs, 4, &n, &e), SL_OK);
    assert_int_equal(n, 3);
}

/* torch 1.13 keeps int64 values below -2^62 for symbolic ints: -2^62 itself is an ordinary
 * slice bound, one less is refused (RuntimeError) before the 0-dim check; torch 2.x
 * (lessons) takes them as ints, its dispatcher refusing them as sizes; the C API's own
 * misuse (NULL pointers, impossible ndim) is SL_ERR_ARG. */
static void symbolic_int_range_and_bad_arguments(void **state) {
    (void)state;
    sl_tensor x = x234(), s = scalar(SL_FLOAT32), r, outs[2];
    sl_error e;
    int32_t n;
    int64_t lo = -(INT64_C(1) << 62), below = lo - 1;
    /* torch 2.x: ordinary slice bounds, refused sizes */
    sl_index_item low_item = S(below, NO, NO);
    assert_int_equal(sl_torch_index(&x, &low_item, 1, &r, &e), SL_OK);
    assert_string_equal(g(&r), g(&x));
    assert_int_equal(sl_torch_index(&s, &low_item, 1, &r, &e), SL_ERR_PY);
    assert_string_equal(e.type, "IndexError"); /* slice()'s 0-dim error */
    assert_int_equal(sl_torch_expand(&x, (int64_t[]){below}, 1, &r, &e), SL_ERR_PY);
    assert_non_null(strstr(e.message, "SymIntArrayRef expected to contain only concrete integers"));
    assert_int_equal(sl_torch_as_strided(&x, (int64_t[]){1, below}, 2, (int64_t[]){1, below}, 2,
                                         NULL, &r, &e),
                     SL_ERR_PY);
    assert_string_equal(e.type, "RuntimeError");
    x.ref = s.ref = SL_REF_DEBIAN12;
    sl_index_item ok_item = S(lo, NO, NO), bad_item = S(below, NO, NO);
    assert_int_equal(sl_torch_index(&x, &ok_item, 1, &r, &e), SL_OK);
    assert_string_equal(g(&r), g(&x));
    assert_int_equal(sl_torch_index(&x, &bad_item, 1, &r, &e), SL_ERR_PY);
    assert_string_equal(e.type, "RuntimeError");
    assert_int_equal(sl_torch_index(&s, &bad_item, 1, &r, &e), SL_ERR_PY);
    assert_string_equal(e.type, "RuntimeError"); /* not slice()'s 0-dim IndexError */
    assert_int_equal(sl_torch_slice(&s, 0, &below, NULL, 1, &r, &e), SL_ERR_PY);
    assert_string_equal(e.type, "RuntimeError");
    assert_int_equal(sl_torch_expand(&x, (int64_t[]){below}, 1, &r, &e), SL_ERR_PY);
    assert_string_equal(e.type, "TypeError"); /* before the size-count check */
    assert_int_equal(sl_torch_as_strided(&x, (int64_t[]){1, below}, 2, (int64_t[]){1, below}, 2,
                                         NULL, &r, &e),
                     SL_ERR_PY);
    assert_string_equal(e.type, "TypeError");
    assert_non_null(strstr(e.message, "'stride'")); /* arguments convert right to left */

    assert_int_equal(sl_torch_transpose(NULL, 0, 0, &r, &e), SL_ERR_ARG);
    assert_int_equal(sl_torch_transpose(&x, 0, 0, NULL, &e), SL_ERR_ARG);
    assert_int_equal(sl_torch_permute(&x, NULL, 3, &r, &e), SL_ERR_ARG);
    assert_int_equal(sl_torch_split(&x, 1, 0, NULL, 2, &n, &e), SL_ERR_ARG);
    assert_int_equal(sl_torch_split(&x, 1, 0, outs, 2, NULL, &e), SL_ERR_ARG);
    sl_tensor bad = x;
    bad.layout.ndim = SL_MAX_DIMS + 1;
    assert_int_equal(sl_torch_squeeze(&bad, &r, &e), SL_ERR_ARG);
    bad.layout.ndim = -1;
    assert_int_equal(sl_torch_unbind(&bad, 0, outs, 2, &n, &e), SL_ERR_ARG);
    /* results may overwrite their input */
    assert_int_equal(sl_torch_transpose(&x, 0, 2, &x, &e), SL_OK);
    assert_string_equal(g(&x), "((4, 3, 2), (1, 4, 12), 0)");
}

/* ------------------------------------------- property tests (brute force) -- */

#define PMAXD 5

typedef struct {
    sl_tensor t;
    int64_t numel;
} rnd_tensor;

/* A random layout: sizes 0..4, strides -6..6, an offset that keeps every element >= 0. */
static rnd_tensor rand_tensor(uint64_t *rng, int maxd) {
    rnd_tensor rt;
    memset(&rt, 0, sizeof rt);
    int nd = (int)ts_rand_range(rng, 0, maxd);
    int64_t sizes[PMAXD], strides[PMAXD], lo = 0;
    for (int d = 0; d < nd; d++) {
        sizes[d] = ts_rand_range(rng, 0, 9) < 1 ? 0 : ts_rand_range(rng, 1, 4);
        strides[d] = ts_rand_range(rng, -6, 6);
        if (sizes[d] > 0 && strides[d] < 0) lo += (sizes[d] - 1) * strides[d];
    }
    sl_dtype dts[] = {SL_FLOAT32, SL_FLOAT64, SL_INT8, SL_COMPLEX64};
    sl_dtype dt = dts[ts_rand_range(rng, 0, 3)];
    assert_int_equal(sl_layout_init(&rt.t.layout, sizes, strides, nd, -lo + ts_rand_range(rng, 0, 5),
                                    sl_dtype_itemsize(dt), NULL),
                     SL_OK);
    rt.t.dtype = dt;
    rt.t.storage_bytes = 4096;
    rt.t.alias = SL_ALIAS_NEW;
    assert_int_equal(sl_layout_numel(&rt.t.layout, &rt.numel, NULL), SL_OK);
    return rt;
}

static int64_t numel_of(const sl_layout *l) {
    int64_t n;
    assert_int_equal(sl_layout_numel(l, &n, NULL), SL_OK);
    return n;
}

/* k-th index tuple in row-major order */
static void unravel(const sl_layout *l, int64_t k, int64_t *idx) {
    for (int d = l->ndim - 1; d >= 0; d--) {
        idx[d] = k % l->size[d];
        k /= l->size[d];
    }
}

static int64_t elem_at(const sl_layout *l, const int64_t *idx) {
    int64_t e;
    assert_int_equal(sl_layout_element_offset(l, idx, &e, NULL), SL_OK);
    return e;
}

/* Compare every element of `res` with the input element `map` names for it. */
typedef void (*index_map)(const void *ctx, const int64_t *out_idx, int64_t *in_idx);
static void check_map(const sl_tensor *in, const sl_tensor *out, index_map map, const void *ctx) {
    int64_t n = numel_of(&out->layout), oi[SL_MAX_DIMS], ii[SL_MAX_DIMS];
    assert_int_equal(out->dtype, in->dtype);
    assert_int_equal(out->storage_bytes, in->storage_bytes);
    assert_int_equal(out->layout.itemsize, in->layout.itemsize);
    for (int64_t k = 0; k < n; k++) {
        unravel(&out->layout, k, oi);
        map(ctx, oi, ii);
        assert_int_equal(elem_at(&out->layout, oi), elem_at(&in->layout, ii));
    }
}

/* Python's slice.indices(n) for step > 0 — written from the Python reference, not torch's */
static void py_slice(int64_t n, bool has_a, int64_t a, bool has_b, int64_t b, int64_t *start,
                     int64_t *count) {
    int64_t lo = has_a ? (a < 0 ? (a + n < 0 ? 0 : a + n) : (a > n ? n : a)) : 0;
    int64_t hi = has_b ? (b < 0 ? (b + n < 0 ? 0 : b + n) : (b > n ? n : b)) : n;
    *start = lo;
    *count = hi > lo ? hi - lo : 0;
}

typedef struct {
    int32_t dim, ndim_in;
    int64_t a, b, c; /* op-specific */
    int64_t perm[SL_MAX_DIMS];
} op_ctx;

static void map_select(const void *p, const int64_t *o, int64_t *i) {
    const op_ctx *c = p;
    for (int d = 0, k = 0; d < c->ndim_in; d++) i[d] = d == c->dim ? c->a : o[k++];
}
static void map_slice(const void *p, const int64_t *o, int64_t *i) {
    const op_ctx *c = p;
    for (int d = 0; d < c->ndim_in; d++) i[d] = d == c->dim ? c->a + o[d] * c->c : o[d];
}
static void map_perm(const void *p, const int64_t *o, int64_t *i) {
    const op_ctx *c = p;
    for (int d = 0; d < c->ndim_in; d++) i[c->perm[d]] = o[d];
}
static void map_unsqueeze(const void *p, const int64_t *o, int64_t *i) {
    const op_ctx *c = p;
    for (int d = 0, k = 0; d <= c->ndim_in; d++)
        if (d != c->dim) i[k++] = o[d];
}
static void map_squeeze(const void *p, const int64_t *o, int64_t *i) {
    const op_ctx *c = p; /* perm[d] = 1 where the input dim was dropped */
    for (int d = 0, k = 0; d < c->ndim_in; d++) i[d] = c->perm[d] ? 0 : o[k++];
}
static void map_expand(const void *p, const int64_t *o, int64_t *i) {
    const op_ctx *c = p; /* a = number of leading new dims; perm[d] = input size */
    for (int d = 0; d < c->ndim_in; d++) i[d] = c->perm[d] == 1 ? 0 : o[d + c->a];
}
static void map_diagonal(const void *p, const int64_t *o, int64_t *i) {
    const op_ctx *c = p; /* dim = d1, b = d2, a = offset */
    int nd_out = c->ndim_in - 1;
    int64_t j = o[nd_out - 1];
    for (int d = 0, k = 0; d < c->ndim_in; d++) {
        if (d == c->dim)
            i[d] = j + (c->a < 0 ? -c->a : 0);
        else if (d == c->b)
            i[d] = j + (c->a > 0 ? c->a : 0);
        else
            i[d] = o[k++];
    }
}
static void map_unfold(const void *p, const int64_t *o, int64_t *i) {
    const op_ctx *c = p; /* a = step */
    for (int d = 0; d < c->ndim_in; d++) i[d] = o[d];
    if (c->ndim_in > 0) i[c->dim] = o[c->dim] * c->a + o[c->ndim_in];
}

static int64_t wrap(int64_t d, int64_t n) { return d < 0 ? d + n : d; }

/* select, slice (aten and Python), narrow */
static void select_slice_narrow_match_brute_force(void **state) {
    (void)state;
    uint64_t rng = 101;
    int checked = 0;
    for (int iter = 0; iter < 4000; iter++) {
        rnd_tensor rt = rand_tensor(&rng, PMAXD);
        sl_tensor *x = &rt.t, r;
        int nd = x->layout.ndim;
        if (nd == 0) continue;
        op_ctx c = {.ndim_in = nd};
        int64_t dim = ts_rand_range(&rng, -nd, nd - 1);
        c.dim = (int32_t)wrap(dim, nd);
        int64_t n = x->layout.size[c.dim];
        switch (iter % 3) {
        case 0: {
            int64_t i = ts_rand_range(&rng, -n - 1, n);
            int rc = sl_torch_select(x, dim, i, &r, NULL);
            if (i < -n || i >= n) {
                assert_int_equal(rc, SL_ERR_PY);
                continue;
            }
            assert_int_equal(rc, SL_OK);
            assert_int_equal(r.layout.ndim, nd - 1);
            c.a = wrap(i, n);
            check_map(x, &r, map_select, &c);
            break;
        }
        case 1: {
            bool ha = ts_rand_range(&rng, 0, 3) > 0, hb = ts_rand_range(&rng, 0, 3) > 0;
            int64_t a = ts_rand_range(&rng, -6, 6), b = ts_rand_range(&rng, -6, 6);
            int64_t step = ts_rand_range(&rng, 1, 4), start, count;
            assert_int_equal(sl_torch_slice(x, dim, ha ? &a : NULL, hb ? &b : NULL, step, &r, NULL),
                             SL_OK);
            py_slice(n, ha, a, hb, b, &start, &count);
            assert_int_equal(r.layout.size[c.dim], (count + step - 1) / step);
            /* the stride is always multiplied by the step, the offset moved to start */
            assert_int_equal(r.layout.stride[c.dim], x->layout.stride[c.dim] * step);
            assert_int_equal(r.layout.offset, x->layout.offset + start * x->layout.stride[c.dim]);
            c.a = start;
            c.c = step;
            check_map(x, &r, map_slice, &c);
            break;
        }
        default: {
            int64_t s = ts_rand_range(&rng, -n - 1, n + 1), len = ts_rand_range(&rng, -1, n + 1);
            int rc = sl_torch_narrow(x, dim, s, len, &r, NULL);
            /* torch 2.2 (lessons): start in [-n, n]; torch 1.13: start wrapped like a dim of an
             * n-dim tensor (start == n allowed, and -1 on a size-0 dim) */
            bool lessons = x->ref == SL_REF_LESSONS;
            int64_t ws = lessons ? (s < 0 ? s + n : s) : s == n ? s : wrap(s, n);
            bool start_ok = lessons ? s >= -n && s <= n
                                    : s == n || (n == 0 ? (s == 0 || s == -1) : (s >= -n && s < n));
            if (!lessons && n == 0 && s == -1) ws = 0;
            if (!start_ok || len < 0 || ws + len > n) {
                assert_int_equal(rc, SL_ERR_PY);
                continue;
            }
            assert_int_equal(rc, SL_OK);
            assert_int_equal(r.layout.size[c.dim], len);
            c.a = ws;
            c.c = 1;
            check_map(x, &r, map_slice, &c);
        }
        }
        checked++;
    }
    assert_true(checked > 2000);
}

/* transpose / permute / movedim / T / t / mT all permute (size, stride) pairs */
static void permutations_match_brute_force(void **state) {
    (void)state;
    uint64_t rng = 202;
    for (int iter = 0; iter < 3000; iter++) {
        rnd_tensor rt = rand_tensor(&rng, PMAXD);
        sl_tensor *x = &rt.t, r;
        int nd = x->layout.ndim;
        op_ctx c = {.ndim_in = nd};
        for (int d = 0; d < nd; d++) c.perm[d] = d;
        switch (iter % 4) {
        case 0: {
            if (nd == 0) continue;
            int64_t a = ts_rand_range(&rng, -nd, nd - 1), b = ts_rand_range(&rng, -nd, nd - 1);
            assert_int_equal(sl_torch_transpose(x, a, b, &r, NULL), SL_OK);
            c.perm[wrap(a, nd)] = wrap(b, nd);
            c.perm[wrap(b, nd)] = wrap(a, nd);
            break;
        }
        case 1: { /* random permutation, some entries given negative */
            for (int d = nd - 1; d > 0; d--) {
                int j = (int)ts_rand_range(&rng, 0, d);
                int64_t tmp = c.perm[d];
                c.perm[d] = c.perm[j];
                c.perm[j] = tmp;
            }
            int64_t dims[PMAXD];
            for (int d = 0; d < nd; d++) dims[d] = c.perm[d] - (ts_rand_range(&rng, 0, 1) ? nd : 0);
            assert_int_equal(sl_torch_permute(x, dims, nd, &r, NULL), SL_OK);
            break;
        }
        case 2: { /* movedim of k distinct dims to k distinct slots */
            if (nd == 0) continue;
            int k = (int)ts_rand_range(&rng, 0, nd);
            int64_t src[PMAXD], dst[PMAXD], pool_s[PMAXD], pool_d[PMAXD];
            for (int d = 0; d < nd; d++) pool_s[d] = pool_d[d] = d;
            for (int q = 0; q < k; q++) {
                int js = (int)ts_rand_range(&rng, q, nd - 1), jd = (int)ts_rand_range(&rng, q, nd - 1);
                int64_t t1 = pool_s[q];
                pool_s[q] = pool_s[js];
                pool_s[js] = t1;
                t1 = pool_d[q];
                pool_d[q] = pool_d[jd];
                pool_d[jd] = t1;
                src[q] = pool_s[q];
                dst[q] = pool_d[q] - nd;
            }
            assert_int_equal(sl_torch_movedim(x, src, k, dst, k, &r, NULL), SL_OK);
            /* expected order, by the definition: moved dims at their slots, the others keep
             * their relative order in the remaining slots */
            bool slot_taken[PMAXD] = {false}, moved[PMAXD] = {false};
            for (int q = 0; q < k; q++) {
                c.perm[dst[q] + nd] = src[q];
                slot_taken[dst[q] + nd] = true;
                moved[src[q]] = true;
            }
            int next = 0;
            for (int slot = 0; slot < nd; slot++) {
                if (slot_taken[slot]) continue;
                while (moved[next]) next++;
                c.perm[slot] = next++;
            }
            break;
        }
        default: {
            bool w;
            assert_int_equal(sl_torch_T(x, &r, &w, NULL), SL_OK);
            for (int d = 0; d < nd; d++) c.perm[d] = nd - 1 - d;
        }
        }
        assert_int_equal(r.alias, SL_ALIAS_VIEW);
        assert_int_equal(r.layout.ndim, nd);
        check_map(x, &r, map_perm, &c);
    }
}

/* unsqueeze / squeeze / squeeze(d) / expand */
static void unsqueeze_squeeze_expand_match_brute_force(void **state) {
    (void)state;
    uint64_t rng = 303;
    for (int iter = 0; iter < 3000; iter++) {
        rnd_tensor rt = rand_tensor(&rng, PMAXD);
        sl_tensor *x = &rt.t, r;
        int nd = x->layout.ndim;
        op_ctx c = {.ndim_in = nd};
        switch (iter % 4) {
        case 0: {
            int64_t d = ts_rand_range(&rng, -nd - 1, nd);
            assert_int_equal(sl_torch_unsqueeze(x, d, &r, NULL), SL_OK);
            c.dim = (int32_t)wrap(d, nd + 1);
            assert_int_equal(r.layout.size[c.dim], 1);
            /* doc §6 / §22.7: appended -> 1, else size*stride of the dim it lands before */
            assert_int_equal(r.layout.stride[c.dim],
                             c.dim == nd ? 1 : x->layout.size[c.dim] * x->layout.stride[c.dim]);
            check_map(x, &r, map_unsqueeze, &c);
            break;
        }
        case 1: {
            assert_int_equal(sl_torch_squeeze(x, &r, NULL), SL_OK);
            int kept = 0;
            for (int d = 0; d < nd; d++) {
                c.perm[d] = x->layout.size[d] == 1;
                kept += !c.perm[d];
            }
            assert_int_equal(r.layout.ndim, kept);
            check_map(x, &r, map_squeeze, &c);
            break;
        }
        case 2: {
            int64_t d = nd ? ts_rand_range(&rng, -nd, nd - 1) : ts_rand_range(&rng, -1, 0);
            assert_int_equal(sl_torch_squeeze_dim(x, d, &r, NULL), SL_OK);
            for (int k = 0; k < nd; k++) c.perm[k] = k == wrap(d, nd) && x->layout.size[k] == 1;
            check_map(x, &r, map_squeeze, &c);
            break;
        }
        default: {
            int lead = (int)ts_rand_range(&rng, 0, 2), n = nd + lead;
            int64_t sizes[PMAXD + 2];
            for (int k = 0; k < n; k++) {
                int j = k - lead;
                if (j < 0)
                    sizes[k] = ts_rand_range(&rng, 0, 3);
                else if (x->layout.size[j] == 1)
                    sizes[k] = ts_rand_range(&rng, -1, 3);
                else
                    sizes[k] = ts_rand_range(&rng, 0, 3) ? -1 : x->layout.size[j];
            }
            assert_int_equal(sl_torch_expand(x, sizes, n, &r, NULL), SL_OK);
            c.a = lead;
            for (int d = 0; d < nd; d++) {
                c.perm[d] = x->layout.size[d];
                int64_t want = sizes[d + lead] == -1 ? x->layout.size[d] : sizes[d + lead];
                assert_int_equal(r.layout.size[d + lead], want);
                if (x->layout.size[d] != want) assert_int_equal(r.layout.stride[d + lead], 0);
            }
            check_map(x, &r, map_expand, &c);
        }
        }
        assert_int_equal(r.alias, SL_ALIAS_VIEW);
    }
}

/* diagonal and unfold */
static void diagonal_and_unfold_match_brute_force(void **state) {
    (void)state;
    uint64_t rng = 404;
    for (int iter = 0; iter < 3000; iter++) {
        rnd_tensor rt = rand_tensor(&rng, PMAXD);
        sl_tensor *x = &rt.t, r;
        int nd = x->layout.ndim;
        op_ctx c = {.ndim_in = nd};
        if (iter % 2 == 0) {
            if (nd < 2) continue;
            int64_t d1 = ts_rand_range(&rng, -nd, nd - 1), d2 = ts_rand_range(&rng, -nd, nd - 1);
            int64_t off = ts_rand_range(&rng, -5, 5);
            int rc = sl_torch_diagonal(x, off, d1, d2, &r, NULL);
            if (wrap(d1, nd) == wrap(d2, nd)) {
                assert_int_equal(rc, SL_ERR_PY);
                continue;
            }
            assert_int_equal(rc, SL_OK);
            c.dim = (int32_t)wrap(d1, nd);
            c.b = wrap(d2, nd);
            c.a = off;
            /* count of (i, i+off) pairs inside the matrix, by enumeration */
            int64_t count = 0;
            for (int64_t i = 0; i < x->layout.size[c.dim]; i++)
                if (i + off >= 0 && i + off < x->layout.size[c.b]) count++;
            assert_int_equal(r.layout.size[nd - 2], count);
            check_map(x, &r, map_diagonal, &c);
        } else {
            int64_t d = nd ? ts_rand_range(&rng, -nd, nd - 1) : 0;
            int64_t maxw = nd ? x->layout.size[wrap(d, nd)] : 1;
            int64_t w = ts_rand_range(&rng, 0, maxw), step = ts_rand_range(&rng, 1, 3);
            assert_int_equal(sl_torch_unfold(x, d, w, step, &r, NULL), SL_OK);
            assert_int_equal(r.layout.ndim, nd + 1);
            if (nd == 0) {
                assert_int_equal(r.layout.size[0], w);
                continue;
            }
            c.dim = (int32_t)wrap(d, nd);
            c.a = step;
            /* windows: starts 0, step, 2*step, ... with start + w <= size */
            int64_t windows = 0;
            for (int64_t s0 = 0; s0 + w <= maxw; s0 += step) windows++;
            assert_int_equal(r.layout.size[c.dim], windows);
            check_map(x, &r, map_unfold, &c);
        }
    }
}

/* The pieces of split / chunk / tensor_split / unbind, laid end to end along the dim,
 * reach exactly the input's elements in order (tensor_split by indices: its slices). */
static void split_family_pieces_tile_the_input(void **state) {
    (void)state;
    uint64_t rng = 505;
    sl_tensor outs[64];
    for (int iter = 0; iter < 3000; iter++) {
        rnd_tensor rt = rand_tensor(&rng, 4);
        sl_tensor *x = &rt.t;
        int nd = x->layout.ndim;
        if (nd == 0) continue;
        int64_t dim = ts_rand_range(&rng, -nd, nd - 1);
        int32_t d = (int32_t)wrap(dim, nd), n = 0;
        int64_t size = x->layout.size[d];
        int kind = iter % 6, rc;
        int64_t k = ts_rand_range(&rng, 1, 5);
        switch (kind) {
        case 0:
            rc = sl_torch_split(x, k, dim, outs, 64, &n, NULL);
            break;
        case 1: {
            int64_t parts[8], left = size;
            int np = 0;
            while (left > 0 && np < 7) {
                parts[np] = ts_rand_range(&rng, 0, left);
                left -= parts[np++];
            }
            if (left > 0) parts[np++] = left;
            rc = sl_torch_split_with_sizes(x, parts, np, dim, outs, 64, &n, NULL);
            assert_int_equal(n, np);
            break;
        }
        case 2:
            rc = sl_torch_chunk(x, k, dim, outs, 64, &n, NULL);
            assert_true(n <= k);
            if (size == 0) assert_int_equal(n, k);
            break;
        case 3:
            rc = sl_torch_tensor_split_sections(x, k, dim, outs, 64, &n, NULL);
            assert_int_equal(n, k);
            break;
        case 4: {
            int64_t idx[3];
            int ni = (int)ts_rand_range(&rng, 0, 3);
            for (int q = 0; q < ni; q++) idx[q] = ts_rand_range(&rng, -5, 5);
            rc = sl_torch_tensor_split_indices(x, idx, ni, dim, outs, 64, &n, NULL);
            assert_int_equal(rc, SL_OK);
            assert_int_equal(n, ni + 1);
            /* each piece is the Python slice [prev:i] */
            int64_t prev = 0;
            for (int q = 0; q <= ni; q++) {
                int64_t end = q < ni ? idx[q] : size, st, cnt;
                py_slice(size, true, prev, true, end, &st, &cnt);
                assert_int_equal(outs[q].layout.size[d], cnt);
                op_ctx c = {.ndim_in = nd, .dim = d, .a = st, .c = 1};
                check_map(x, &outs[q], map_slice, &c);
                prev = end;
            }
            continue;
        }
        default:
            rc = sl_torch_unbind(x, dim, outs, 64, &n, NULL);
            assert_int_equal(rc, SL_OK);
            assert_int_equal(n, size);
            for (int q = 0; q < n; q++) {
                op_ctx c = {.ndim_in = nd, .dim = d, .a = q};
                check_map(x, &outs[q], map_select, &c);
            }
            continue;
        }
        assert_int_equal(rc, SL_OK);
        int64_t at = 0;
        for (int q = 0; q < n; q++) {
            op_ctx c = {.ndim_in = nd, .dim = d, .a = at, .c = 1};
            check_map(x, &outs[q], map_slice, &c);
            at += outs[q].layout.size[d];
            assert_int_equal(outs[q].alias, SL_ALIAS_VIEW);
        }
        assert_int_equal(at, size); /* nothing missed, nothing twice */
        if (kind == 0 && size > 0)
            for (int q = 0; q + 1 < n; q++) assert_int_equal(outs[q].layout.size[d], k);
    }
}

/* Python basic indexing without the quirks (at most one Ellipsis, all in range) against a
 * NumPy-style reading: expand the Ellipsis into full slices, then each result index walks
 * the items: an int pins an input dim, a slice maps j to start + j*step, None consumes a
 * result dim and no input dim. */
static void basic_indexing_matches_numpy_style_reading(void **state) {
    (void)state;
    uint64_t rng = 606;
    int checked = 0;
    for (int iter = 0; iter < 6000; iter++) {
        rnd_tensor rt = rand_tensor(&rng, PMAXD);
        sl_tensor *x = &rt.t, r;
        int nd = x->layout.ndim;
        sl_index_item items[8];
        int ni = 0, used = 0;
        bool ell = false;
        while (ni < 6 && ts_rand_range(&rng, 0, 4) > 0) {
            int kind = (int)ts_rand_range(&rng, 0, 5);
            if (kind <= 1 && used < nd) {
                items[ni++] = I(0); /* value fixed below once the dim is known */
                used++;
            } else if (kind == 2 && used < nd) {
                items[ni++] = S(ts_rand_range(&rng, 0, 2) ? ts_rand_range(&rng, -5, 5) : NO,
                                ts_rand_range(&rng, 0, 2) ? ts_rand_range(&rng, -5, 5) : NO,
                                ts_rand_range(&rng, 0, 2) ? ts_rand_range(&rng, 1, 3) : NO);
                used++;
            } else if (kind == 3) {
                items[ni++] = NONE;
            } else if (kind == 4 && !ell) {
                items[ni++] = ELL;
                ell = true;
            }
        }
        /* expanded item list: Ellipsis -> full slices; missing trailing dims -> full */
        sl_index_item ex[16];
        int ne = 0;
        for (int q = 0; q < ni; q++) {
            if (items[q].kind == SL_IDX_ELLIPSIS)
                for (int k = 0; k < nd - used; k++) ex[ne++] = ALL;
            else
                ex[ne++] = items[q];
        }
        if (!ell)
            for (int k = 0; k < nd - used; k++) ex[ne++] = ALL;
        /* choose in-range ints now that the input dim of each is known */
        for (int q = 0, d = 0; q < ne; q++) {
            if (ex[q].kind == SL_IDX_NONE) continue;
            if (ex[q].kind == SL_IDX_INT) {
                int64_t n = x->layout.size[d];
                if (n == 0) goto next_iter;
                ex[q].value = ts_rand_range(&rng, -n, n - 1);
                for (int p = 0, seen = 0; p < ni; p++) { /* same item in the original list */
                    if (items[p].kind == SL_IDX_ELLIPSIS) seen += nd - used;
                    else if (seen++ == q) items[p].value = ex[q].value;
                }
            }
            d++;
        }
        assert_int_equal(sl_torch_index_ex(x, items, ni, true, &r, NULL), SL_OK);
        assert_int_equal(r.alias, SL_ALIAS_VIEW);
        {
            int64_t n = numel_of(&r.layout), oi[SL_MAX_DIMS], ii[SL_MAX_DIMS];
            for (int64_t k = 0; k < n; k++) {
                unravel(&r.layout, k, oi);
                int od = 0, id = 0;
                for (int q = 0; q < ne; q++) {
                    const sl_index_item *it = &ex[q];
                    if (it->kind == SL_IDX_NONE) {
                        assert_int_equal(oi[od++], 0);
                    } else if (it->kind == SL_IDX_INT) {
                        ii[id] = wrap(it->value, x->layout.size[id]);
                        id++;
                    } else {
                        int64_t st, cnt, step = it->has_step ? it->step : 1;
                        py_slice(x->layout.size[id], it->has_start, it->start, it->has_stop,
                                 it->stop, &st, &cnt);
                        assert_int_equal(r.layout.size[od], (cnt + step - 1) / step);
                        ii[id++] = st + oi[od++] * step;
                    }
                }
                assert_int_equal(od, r.layout.ndim);
                assert_int_equal(elem_at(&r.layout, oi), elem_at(&x->layout, ii));
            }
        }
        checked++;
    next_iter:;
    }
    assert_true(checked > 3000);
}

/* x[..True/False..] is a fresh dense tensor: every element 0..numel-1 reached exactly
 * once, offset 0, one size-B dim in place of the bools (adjacent) or in front. */
static void bool_indexing_copies_are_dense_and_shaped_right(void **state) {
    (void)state;
    uint64_t rng = 707;
    static unsigned char hit[1 << 12];
    for (int iter = 0; iter < 3000; iter++) {
        rnd_tensor rt = rand_tensor(&rng, 4);
        sl_tensor *x = &rt.t, r, view;
        int nd = x->layout.ndim;
        sl_index_item items[8], plain[8];
        int ni = 0, nb = 0;
        bool any_false = false;
        for (int d = 0; d <= nd && ni < 7; d++) {
            int pick = (int)ts_rand_range(&rng, 0, 3);
            if (pick == 0) {
                bool t = ts_rand_range(&rng, 0, 3) > 0;
                any_false |= !t;
                items[ni] = t ? TRUE_ : FALSE_;
                plain[ni++] = NONE;
                nb++;
            }
            if (d < nd) {
                items[ni] = ALL;
                plain[ni++] = ALL;
            }
        }
        if (nb == 0) continue;
        assert_int_equal(sl_torch_index_ex(x, items, ni, true, &r, NULL), SL_OK);
        assert_int_equal(sl_torch_index_ex(x, plain, ni, true, &view, NULL), SL_OK);
        assert_int_equal(r.alias, SL_ALIAS_NEW);
        assert_int_equal(r.layout.offset, 0);
        assert_int_equal(r.layout.ndim, view.layout.ndim - nb + 1);
        int64_t n = numel_of(&r.layout), idx[SL_MAX_DIMS];
        assert_int_equal(n, any_false ? 0 : numel_of(&view.layout));
        assert_int_equal(r.storage_bytes, n * x->layout.itemsize);
        assert_true(n <= (int64_t)sizeof hit);
        memset(hit, 0, (size_t)n);
        for (int64_t k = 0; k < n; k++) {
            unravel(&r.layout, k, idx);
            int64_t e = elem_at(&r.layout, idx);
            assert_true(e >= 0 && e < n);
            assert_int_equal(hit[e], 0);
            hit[e] = 1;
        }
    }
}

/* as_strided succeeds exactly when the brute-force highest byte fits the storage */
static void as_strided_bounds_match_enumeration(void **state) {
    (void)state;
    uint64_t rng = 808;
    sl_tensor b = MK(SL_FLOAT32, 30), r;
    for (int iter = 0; iter < 3000; iter++) {
        int nd = (int)ts_rand_range(&rng, 0, 3);
        int64_t sz[3], st[3], off = ts_rand_range(&rng, 0, 20);
        for (int d = 0; d < nd; d++) {
            sz[d] = ts_rand_range(&rng, 0, 4);
            st[d] = ts_rand_range(&rng, 0, 7);
        }
        sl_layout l;
        assert_int_equal(sl_layout_init(&l, sz, st, nd, off, 4, NULL), SL_OK);
        int64_t n = numel_of(&l), hi = -1, idx[3];
        for (int64_t k = 0; k < n; k++) {
            unravel(&l, k, idx);
            int64_t e = elem_at(&l, idx);
            if (e > hi) hi = e;
        }
        int rc = sl_torch_as_strided(&b, sz, nd, st, nd, &off, &r, NULL);
        assert_int_equal(rc, (n == 0 || (hi + 1) * 4 <= b.storage_bytes) ? SL_OK : SL_ERR_PY);
        if (rc == SL_OK) assert_true(sl_layout_equal(&r.layout, &l));
    }
}

/* Issue 31: a view op writes only the fields and the dims in use of its result (a layout
 * record is 1 KiB; the ops used to copy and clear all of it).  Every op below leaves the
 * entries of `out` past its first four dims (and past the result's ndim) as they were:
 * up to 4 dims the dims move as one 4-entry block, so entries 0-3 may change. */
static void view_ops_write_only_the_dims_in_use(void **state) {
    (void)state;
    sl_tensor t, u, out;
    int64_t sizes[] = {2, 3, 4, 5}, usizes[] = {3, 1, 5};
    assert_int_equal(sl_torch_empty(sizes, 4, SL_FLOAT32, &t, NULL), SL_OK);
    assert_int_equal(sl_torch_empty(usizes, 3, SL_FLOAT32, &u, NULL), SL_OK);
    sl_index_item items[3];
    memset(items, 0, sizeof items);
    items[0].kind = SL_IDX_INT, items[0].value = 1;
    items[1].kind = SL_IDX_SLICE;
    items[2].kind = SL_IDX_SLICE, items[2].has_step = true, items[2].step = 2;
    const int64_t perm[] = {0, 2, 3, 1}, vshape[] = {6, 20}, esizes[] = {2, 3, 4, 5};
    const int64_t asz[] = {4, 3}, ast[] = {1, 1}, start = 1, end = 3;
    const int64_t poison = INT64_C(0x5a5a5a5a5a5a5a5a);
    for (int op = 0; op < 12; op++) {
        for (int k = 0; k < SL_MAX_DIMS; k++) out.layout.size[k] = out.layout.stride[k] = poison;
        int rc = -1;
        switch (op) {
        case 0: rc = sl_torch_transpose(&t, 0, 2, &out, NULL); break;
        case 1: rc = sl_torch_permute(&t, perm, 4, &out, NULL); break;
        case 2: rc = sl_torch_view(&t, vshape, 2, &out, NULL); break;
        case 3: rc = sl_torch_reshape(&t, vshape, 2, &out, NULL); break;
        case 4: rc = sl_torch_select(&t, 1, 2, &out, NULL); break;
        case 5: rc = sl_torch_slice(&t, 2, &start, &end, 1, &out, NULL); break;
        case 6: rc = sl_torch_narrow(&t, 2, 1, 2, &out, NULL); break;
        case 7: rc = sl_torch_unsqueeze(&t, 1, &out, NULL); break;
        case 8: rc = sl_torch_expand(&u, esizes, 4, &out, NULL); break;
        case 9: rc = sl_torch_index(&t, items, 3, &out, NULL); break;
        case 10: rc = sl_torch_as_strided(&t, asz, 2, ast, 2, NULL, &out, NULL); break;
        default: rc = sl_torch_flatten(&t, 1, 2, &out, NULL); break;
        }
        assert_int_equal(rc, SL_OK);
        int32_t from = out.layout.ndim > 4 ? out.layout.ndim : 4;
        for (int32_t k = from; k < SL_MAX_DIMS; k++) {
            if (out.layout.size[k] != poison || out.layout.stride[k] != poison)
                fail_msg("op %d wrote dim %d of a %d-dim result", op, (int)k, (int)out.layout.ndim);
        }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(doc_basic_indexing_examples),
        cmocka_unit_test(doc_zero_dim_indexing_table),
        cmocka_unit_test(index_alias_kinds),
        cmocka_unit_test(doc_select_and_unbind_examples),
        cmocka_unit_test(doc_slice_and_narrow_examples),
        cmocka_unit_test(doc_transpose_family_examples),
        cmocka_unit_test(doc_permute_and_movedim_examples),
        cmocka_unit_test(doc_unsqueeze_and_squeeze_examples),
        cmocka_unit_test(doc_expand_examples),
        cmocka_unit_test(doc_split_chunk_tensor_split_examples),
        cmocka_unit_test(doc_diagonal_examples),
        cmocka_unit_test(doc_unfold_examples),
        cmocka_unit_test(doc_as_strided_examples),
        cmocka_unit_test(int64_overflow_is_refused_not_wrapped),
        cmocka_unit_test(negative_sizes_torch_would_create_are_unsupported),
        cmocka_unit_test(results_beyond_max_dims_are_a_limit_error),
        cmocka_unit_test(symbolic_int_range_and_bad_arguments),
        cmocka_unit_test(select_slice_narrow_match_brute_force),
        cmocka_unit_test(permutations_match_brute_force),
        cmocka_unit_test(unsqueeze_squeeze_expand_match_brute_force),
        cmocka_unit_test(diagonal_and_unfold_match_brute_force),
        cmocka_unit_test(split_family_pieces_tile_the_input),
        cmocka_unit_test(basic_indexing_matches_numpy_style_reading),
        cmocka_unit_test(bool_indexing_copies_are_dense_and_shaped_right),
        cmocka_unit_test(as_strided_bounds_match_enumeration),
        cmocka_unit_test(view_ops_write_only_the_dims_in_use),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
