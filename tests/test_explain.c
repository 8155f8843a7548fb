/* test_explain.c — `stridelab explain` (src/lang/explain.c): the lessons' arithmetic lines, the
 * final step of every seed chain equal to what sl_eval_chain computes, errors shown at the
 * op that raised, and the storage picture's counts. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct text {
    char *s;
    size_t n, cap;
} text;

static void collect(void *user, const char *s, size_t n) {
    text *t = user;
    if (t->n + n + 1 > t->cap) {
        t->cap = (t->n + n + 1) * 2;
        t->s = realloc(t->s, t->cap);
        assert_non_null(t->s);
    }
    memcpy(t->s + t->n, s, n);
    t->n += n;
    t->s[t->n] = '\0';
}

static char *explain(const char *expr, bool json, int *rc) {
    text t = {0};
    sl_error err;
    *rc = sl_explain(expr, json, collect, &t, &err);
    assert_non_null(t.s);
    return t.s;
}

static void assert_contains(const char *hay, const char *needle) {
    if (!strstr(hay, needle)) fail_msg("expected to find\n  %s\nin\n%s", needle, hay);
}

/* The first lesson's worked third row: (2,3,4) → transpose(0, 2) → [:, ::2]. */
static void third_row_chain_ends_at_lesson_numbers(void **state) {
    (void)state;
    int rc;
    char *j = explain("torch.arange(24.).reshape(2, 3, 4).transpose(0, 2)[:, ::2]", true, &rc);
    assert_int_equal(rc, SL_OK);
    assert_contains(j, "\"op\":\".transpose(0, 2)\",\"col\":35,\"shape\":[4,3,2],\"stride\":[1,4,12]");
    assert_contains(j, "\"op\":\"[:, ::2]\",\"col\":51,\"shape\":[4,2,2],\"stride\":[1,8,12],\"offset\":0");
    assert_contains(j, "stride[1] 4→8, size 3→2 = ceil((3−0)/2)");
    assert_contains(j, "\"values\":[\"0.0\",\"1.0\"");
    free(j);
}

/* The example line for [:, 1::2] on a (3, 4) tensor, and the unsqueeze rule. */
static void slice_and_unsqueeze_lines_show_the_formula(void **state) {
    (void)state;
    int rc;
    char *t = explain("torch.arange(12.).reshape(3, 4)[:, 1::2]", false, &rc);
    assert_int_equal(rc, SL_OK);
    assert_contains(t, "stride[1] 1→2, size 4→2 = ceil((4−1)/2), offset += 1×1");
    free(t);
    t = explain("torch.arange(24.).reshape(2, 3, 4)[:, ::2].unsqueeze(1)", false, &rc);
    assert_contains(t, "new dim 1: size 1, stride = size[1]×stride[1] = 2×8 = 16");
    free(t);
    t = explain("torch.arange(3.).unsqueeze(1).expand(3, 5)", false, &rc);
    assert_contains(t, "dim 1: size 1→5, stride 1→0");
    assert_contains(t, "reached 3 of 3; 3 reached more than once");
    free(t);
}

/* Issue 20: a copy's values are its own storage's (storage_values by storage id), numpy's
 * copying reshape (a view of a hidden copy) is a copy, a method after `.T` is shown as
 * itself, unsqueeze names the dim it was given, and an op refused before it became a step
 * is still named. */
static void copies_have_their_own_values(void **state) {
    (void)state;
    int rc;
    char *j = explain("torch.arange(6.).reshape(2,3).T.reshape(6)", true, &rc);
    assert_int_equal(rc, SL_OK);
    assert_contains(j, "\"op\":\".reshape(6)\",\"col\":32");
    assert_contains(j, "\"alias\":\"copy\",\"note\":\"view() would refuse");
    assert_contains(j, "\"storage_values\":[[\"0.0\",\"1.0\",\"2.0\",\"3.0\",\"4.0\",\"5.0\"],"
                       "[\"0.0\",\"3.0\",\"1.0\",\"4.0\",\"2.0\",\"5.0\"]]");
    free(j);
    j = explain("np.arange(6.).reshape(2,3).T.reshape(6)", true, &rc);
    assert_int_equal(rc, SL_OK);
    assert_contains(j, "\"alias\":\"copy\",\"note\":\"no view of the input has this layout");
    assert_contains(j, "\"storage\":1,");
    assert_contains(j, "[\"0.0\",\"3.0\",\"1.0\",\"4.0\",\"2.0\",\"5.0\"]]");
    free(j);
    j = explain("torch.zeros(1, 2, 3).unsqueeze(0)", true, &rc);
    assert_contains(j, "new dim 0: size 1, stride = size[0]×stride[0] = 1×6 = 6");
    free(j);
    char expr[1024] = "torch.zeros(1)";
    for (int i = 0; i < 65; i++) strcat(expr, ".unsqueeze(0)");
    j = explain(expr, true, &rc);
    assert_int_not_equal(rc, SL_OK);
    assert_contains(j, "\"op\":\".unsqueeze(0)\",\"col\":");
    free(j);
}

/* A copying reshape says why view() refused; the refused view is the failing step. */
static void copies_and_refusals_are_explained(void **state) {
    (void)state;
    int rc;
    char *t = explain("torch.arange(24.).reshape(2, 3, 4).transpose(0, 2).reshape(6, 4)", false, &rc);
    assert_int_equal(rc, SL_OK);
    assert_contains(t, "copy  yes");
    assert_contains(t, "view() would refuse: view size is not compatible");
    free(t);
    char *j = explain("torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)", true, &rc);
    assert_int_equal(rc, SL_ERR_PY);
    assert_contains(j, "\"error\":{\"type\":\"RuntimeError\",\"message\":\"view size is not compatible");
    assert_contains(j, "\"op\":\".view(6, 4)\"");
    free(j);
    /* the plain-words reason names the group end the requested sizes skip over:
     * (2, 3, 4)[:, :, :2] has strides (12, 4, 1), groups (2, 1) and (6, 4) from the last,
     * and (3, 4) multiplies to 4 from the last dim, past the end after 2 */
    t = explain("torch.arange(24.).view(2, 3, 4)[:, :, :2].view(3, 4)", false, &rc);
    assert_int_equal(rc, SL_ERR_PY);
    assert_contains(t, "refused: dims 1 and 2 are not adjacent in memory (stride[1] = 4, not stride[2] × size[2] = 2). "
                       "The input's dims form groups that each step with one stride (size, stride), from the last: "
                       "(2, 1) | (6, 4). ");
    assert_contains(t, "must multiply to exactly 2 where a group ends, but they give 4. So view() refuses; "
                       ".reshape(3, 4) or .contiguous().view(3, 4) copy the 12 elements instead");
    free(t);
    /* only the pair at the skipped group end is named: for (2, 4, 3) with strides
     * (12, 1, 4), view(8, 3) keeps the last dim and skips the end after 12 elements, where
     * dims 0 and 1 meet (dims 1 and 2 do not matter) */
    t = explain("torch.arange(24).view(2, 3, 4).transpose(1, 2).view(8, 3)", false, &rc);
    assert_int_equal(rc, SL_ERR_PY);
    assert_contains(t, "refused: dims 0 and 1 are not adjacent in memory (stride[0] = 12, not stride[1] × size[1] = 4). ");
    assert_contains(t, "(3, 4) | (4, 1) | (2, 12)");
    assert_contains(t, "must multiply to exactly 12 where a group ends, but they give 3, then 24.");
    if (strstr(t, "dims 1 and 2")) fail_msg("a pair that plays no part is named:\n%s", t);
    free(t);
    j = explain("torch.arange(6.", true, &rc);
    assert_int_equal(rc, SL_ERR_SYNTAX);
    assert_contains(j, "{\"error\":{");
    free(j);
}

/* numpy steps carry byte strides and a byte offset, as numpy reports them. */
/* torch.from_numpy and a dtype-keeping torch.as_tensor are views of the array's memory,
 * not copies (a new torch storage object over the same bytes); as_tensor with another
 * dtype copies. */
static void tensors_over_array_memory_are_views(void **state) {
    (void)state;
    int rc;
    char *t = explain("torch.from_numpy(np.arange(12).reshape(3, 4).T)", false, &rc);
    assert_int_equal(rc, SL_OK);
    /* a chain that mixes numpy's byte strides and torch's element strides marks each cell */
    assert_contains(t, "  # op                           shape            stride                   offset  alias");
    assert_contains(t, "(4, 3)           (1, 4) el                  0 el  view  no");
    assert_contains(t, "(3, 4)           (32, 8) B                   0 B  view  yes");
    assert_contains(t, "stride = byte strides / 8 = (1, 4)");
    free(t);
    t = explain("torch.as_tensor(np.arange(12))", true, &rc);
    assert_int_equal(rc, SL_OK);
    assert_contains(t, "\"arith\":\"the array's memory unless dtype= changes it, then a copy: stride = byte strides / 8 = (1,)\",\"alias\":\"view\"");
    free(t);
    t = explain("torch.as_tensor(np.arange(12), dtype=torch.float32)", true, &rc);
    assert_int_equal(rc, SL_OK);
    assert_contains(t, "stride = byte strides / 4 = (1,)\",\"alias\":\"copy\"");
    free(t);
}

static void numpy_steps_are_in_bytes(void **state) {
    (void)state;
    int rc;
    char *j = explain("np.arange(10)[::-3]", true, &rc);
    assert_int_equal(rc, SL_OK);
    assert_contains(j, "\"framework\":\"numpy\"");
    assert_contains(j, "\"shape\":[4],\"stride\":[-24],\"offset\":72,\"itemsize\":8,\"unit\":\"bytes\"");
    free(j);
    /* the table's header names the unit: bytes for numpy, elements for torch */
    char *t = explain("np.arange(10)[::-3]", false, &rc);
    assert_contains(t, "  # op                           shape            stride (bytes)   offset (bytes)  alias");
    assert_contains(t, "  1 [::-3]                       (4,)             (-24,)                       72  view");
    assert_contains(t, "storage: 10 elements of 8 bytes;");
    free(t);
    t = explain("torch.arange(10)[2:]", false, &rc);
    assert_contains(t, "  # op                           shape            stride (elems)   offset (elems)  alias");
    free(t);
    /* int32 elements 2 bytes apart: element (1,) starts inside element 0's bytes; the
     * picture counts bytes (it counted whole elements and skipped the unaligned one:
     * "reached 2 of 8; 0 reached more than once") */
    t = explain("np.lib.stride_tricks.as_strided(np.arange(8, dtype=np.int32), shape=(3,), strides=(2,))",
                false, &rc);
    assert_contains(t, "storage: 32 bytes (drawn byte by byte: not every element starts on a 4-byte boundary)");
    assert_contains(t, "      0 |  1  1  2  2  2  2  1  1  .  .");
    assert_contains(t, "  reached 8 of 32; 4 reached more than once");
    free(t);
    t = explain("np.arange(1, dtype=np.uint8)", false, &rc);
    assert_contains(t, "new storage of 1 byte;");
    assert_contains(t, "storage: 1 element of 1 byte;");
    free(t);
}

/* Parse the integers of the last `"key":[...]` in s. */
static int last_array(const char *s, const char *key, int64_t *v, int cap) {
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\":[", key);
    const char *p = NULL, *q = s;
    while ((q = strstr(q, pat))) p = q++;
    if (!p) return -1;
    p += strlen(pat);
    int n = 0;
    while (*p && *p != ']' && n < cap) {
        v[n++] = strtoll(p, (char **)&p, 10);
        if (*p == ',') p++;
    }
    return n;
}

/* Every seed chain: explain's last step equals sl_eval_chain's result (or its error). */
static void last_step_matches_eval_for_every_seed_chain(void **state) {
    (void)state;
    FILE *f = fopen("tests/corpus/seed_chains.txt", "r");
    if (!f) fail_msg("tests/corpus/seed_chains.txt not found (run from the repository root)");
    char line[1024];
    int checked = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (!line[0] || line[0] == '#') continue;
        sl_eval_result r;
        sl_error e;
        int rc_eval = sl_eval_chain(line, &r, &e);
        int rc;
        char *j = explain(line, true, &rc);
        assert_int_equal(rc, rc_eval);
        if (rc_eval == SL_OK) {
            int64_t shape[SL_MAX_DIMS], stride[SL_MAX_DIMS];
            const int64_t *ws = r.is_numpy ? r.array.shape : r.tensor.layout.size;
            const int64_t *wt = r.is_numpy ? r.array.strides : r.tensor.layout.stride;
            int32_t nd = r.is_numpy ? r.array.ndim : r.tensor.layout.ndim;
            assert_int_equal(last_array(j, "shape", shape, SL_MAX_DIMS), nd);
            assert_int_equal(last_array(j, "stride", stride, SL_MAX_DIMS), nd);
            ts_assert_i64s(shape, ws, nd, line);
            ts_assert_i64s(stride, wt, nd, line);
        } else {
            assert_contains(j, e.message);
        }
        free(j);
        checked++;
    }
    fclose(f);
    assert_true(checked >= 20);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(third_row_chain_ends_at_lesson_numbers),
        cmocka_unit_test(slice_and_unsqueeze_lines_show_the_formula),
        cmocka_unit_test(copies_and_refusals_are_explained),
        cmocka_unit_test(copies_have_their_own_values),
        cmocka_unit_test(numpy_steps_are_in_bytes),
        cmocka_unit_test(tensors_over_array_memory_are_views),
        cmocka_unit_test(last_step_matches_eval_for_every_seed_chain),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
