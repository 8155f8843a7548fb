/* test_dispatch.c — the dispatch tables (src/lang/python/py_dispatch.h): the lookup tries
 * a name's entries in their listed order and hands over on LANG_NOT_MINE, the order check
 * finds a misplaced entry, and the real tables (Tensor's and ndarray's methods and
 * attributes, the torch and numpy modules' functions and attributes) are in strcmp order,
 * which the bisection needs. */
#include "test_support.h"

#include <stdio.h>
#include <string.h>

#include "lang/numpy/ndarray.h"
#include "lang/python/py_dispatch.h"
#include "lang/registry.h"
#include "lang/torch/tensor.h"

static char trail[64]; /* the handlers called, in order: one letter each */

static int h_refuse(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                    sl_error *err) {
    strcat(trail, "r");
    return LANG_NOT_MINE;
}
static int h_take(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                  sl_error *err) {
    strcat(trail, "t");
    return SL_OK;
}
static int h_fail(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                  sl_error *err) {
    strcat(trail, "f");
    return SL_ERR_PY;
}

static const lang_method_def DEFS[] = {
    {"alpha", h_take},  {"beta", h_refuse}, {"beta", h_refuse}, {"beta", h_take},
    {"beta", h_fail},   {"delta", h_fail},  {"gamma", h_refuse},
};
static const lang_method_defs TABLE = {"test", DEFS, (int32_t)(sizeof DEFS / sizeof DEFS[0])};

static int call(const char *name) {
    trail[0] = 0;
    return lang_method_defs_call(&TABLE, NULL, NULL, name, NULL, NULL, NULL);
}

static void entries_of_a_name_are_tried_in_order(void **state) {
    (void)state;
    assert_int_equal(call("beta"), SL_OK);
    assert_string_equal(trail, "rrt"); /* the failing entry after the one that took it is not reached */
    assert_int_equal(call("alpha"), SL_OK);
    assert_string_equal(trail, "t");
    assert_int_equal(call("delta"), SL_ERR_PY);
    assert_string_equal(trail, "f");
}

static void a_name_nobody_takes_is_not_mine(void **state) {
    (void)state;
    assert_int_equal(call("gamma"), LANG_NOT_MINE); /* its one entry hands it back */
    assert_string_equal(trail, "r");
    const char *absent[] = {"", "a", "alph", "alphaa", "b", "betb", "epsilon", "zeta", "Beta"};
    for (size_t i = 0; i < sizeof absent / sizeof absent[0]; i++) {
        assert_int_equal(call(absent[i]), LANG_NOT_MINE);
        assert_string_equal(trail, "");
        assert_false(lang_method_defs_has(&TABLE, absent[i]));
    }
    assert_true(lang_method_defs_has(&TABLE, "alpha"));
    assert_true(lang_method_defs_has(&TABLE, "gamma"));
}

static int a_refuse(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    strcat(trail, "r");
    return LANG_NOT_MINE;
}
static int a_take(lang_interp *I, lang_value *self, const char *name, lang_value **out, sl_error *err) {
    strcat(trail, "t");
    return SL_OK;
}
static const lang_attr_def ATTRS[] = {{"H", a_take}, {"T", a_refuse}, {"T", a_take}, {"_base", a_refuse}, {"mT", a_take}};
static const lang_attr_defs ATTR_TABLE = {"attrs", ATTRS, 5};

static void attributes_are_found_in_their_order(void **state) {
    (void)state;
    trail[0] = 0;
    assert_int_equal(lang_attr_defs_get(&ATTR_TABLE, NULL, NULL, "T", NULL, NULL), SL_OK);
    assert_string_equal(trail, "rt");
    trail[0] = 0;
    assert_int_equal(lang_attr_defs_get(&ATTR_TABLE, NULL, NULL, "_base", NULL, NULL), LANG_NOT_MINE);
    assert_string_equal(trail, "r");
    trail[0] = 0;
    assert_int_equal(lang_attr_defs_get(&ATTR_TABLE, NULL, NULL, "mH", NULL, NULL), LANG_NOT_MINE);
    assert_string_equal(trail, "");
    assert_true(lang_attr_defs_has(&ATTR_TABLE, "H") && !lang_attr_defs_has(&ATTR_TABLE, "h"));
    assert_int_equal(lang_attr_defs_misplaced(&ATTR_TABLE), -1);
    static const lang_attr_def BAD[] = {{"mT", a_take}, {"T", a_take}};
    const lang_attr_defs bad = {"bad", BAD, 2};
    assert_int_equal(lang_attr_defs_misplaced(&bad), 1);
}

static void the_order_check_finds_a_misplaced_entry(void **state) {
    (void)state;
    assert_int_equal(lang_method_defs_misplaced(&TABLE), -1);
    static const lang_method_def BAD[] = {{"add", h_take}, {"sub", h_take}, {"mul", h_take}, {"view", h_take}};
    const lang_method_defs bad = {"bad", BAD, 4};
    assert_int_equal(lang_method_defs_misplaced(&bad), 2);
    /* an entry out of order hides others from the bisection: that is what the check is for */
    assert_false(lang_method_defs_has(&bad, "add") && lang_method_defs_has(&bad, "mul") &&
                 lang_method_defs_has(&bad, "sub") && lang_method_defs_has(&bad, "view"));
}

static void check_table_of(const lang_method_defs *t, int32_t at_least) {
    int32_t i = lang_method_defs_misplaced(t);
    if (i >= 0) fail_msg("%s's method table: \"%s\" is listed after \"%s\"", t->what, t->defs[i].name, t->defs[i - 1].name);
    assert_true(t->n >= at_least);
    /* every entry is reachable: found by the bisection, its name's entries adjacent */
    for (int32_t k = 0; k < t->n; k++) {
        assert_true(lang_method_defs_has(t, t->defs[k].name));
        for (int32_t j = 0; j < k; j++)
            if (!strcmp(t->defs[j].name, t->defs[k].name) && t->defs[j].fn == t->defs[k].fn)
                fail_msg("%s's method table lists %s's handler twice", t->what, t->defs[k].name);
    }
}

static void check_table(const lang_method_defs *t) { check_table_of(t, 100); }

static void check_func_table(const lang_func_defs *t) {
    int32_t i = lang_func_defs_misplaced(t);
    if (i >= 0) fail_msg("%s's function table: \"%s\" is listed after \"%s\"", t->what, t->defs[i].name, t->defs[i - 1].name);
    assert_true(t->n > 100);
    for (int32_t k = 0; k < t->n; k++) {
        assert_true(lang_func_defs_has(t, t->defs[k].name));
        for (int32_t j = 0; j < k; j++)
            if (!strcmp(t->defs[j].name, t->defs[k].name) && t->defs[j].fn == t->defs[k].fn)
                fail_msg("%s's function table lists %s's handler twice", t->what, t->defs[k].name);
    }
}

static void check_attr_table(const lang_attr_defs *t) {
    int32_t i = lang_attr_defs_misplaced(t);
    if (i >= 0) fail_msg("%s's attribute table: \"%s\" is listed after \"%s\"", t->what, t->defs[i].name, t->defs[i - 1].name);
    assert_true(t->n > 0);
    for (int32_t k = 0; k < t->n; k++) {
        assert_true(lang_attr_defs_has(t, t->defs[k].name));
        for (int32_t j = 0; j < k; j++)
            if (!strcmp(t->defs[j].name, t->defs[k].name) && t->defs[j].fn == t->defs[k].fn)
                fail_msg("%s's attribute table lists %s's handler twice", t->what, t->defs[k].name);
    }
}

static void the_real_tables_are_sorted(void **state) {
    (void)state;
    check_table(lang_tensor_method_defs());
    check_table(lang_np_method_defs());
    check_func_table(lang_torch_func_defs());
    check_func_table(lang_np_func_defs());
    check_attr_table(lang_tensor_attr_defs());
    check_table_of(lang_torch_ops_defs(0), 70); /* tensor_ops.c's methods and their function forms */
    check_table_of(lang_torch_ops_defs(1), 30);
    assert_null(lang_torch_ops_defs(2));
    check_table_of(lang_np_array_first_defs(), 40);
    check_attr_table(lang_np_broadcast_attr_defs());
    check_attr_table(lang_registry_attr_defs(0));
    assert_null(lang_registry_attr_defs(1));
    int32_t n = 0;
    for (const lang_attr_defs *t; (t = lang_module_attr_defs(n)); n++) check_attr_table(t);
    assert_int_equal(n, 9); /* torch, torch.ops (3), numpy, numpy.exceptions, numpy.lib (3) */
    for (n = 0; lang_np_attr_defs(n); n++) check_attr_table(lang_np_attr_defs(n));
    assert_int_equal(n, 3); /* ndarray, numpy.dtype, numpy.flagsobj */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(entries_of_a_name_are_tried_in_order),
        cmocka_unit_test(a_name_nobody_takes_is_not_mine),
        cmocka_unit_test(the_order_check_finds_a_misplaced_entry),
        cmocka_unit_test(attributes_are_found_in_their_order),
        cmocka_unit_test(the_real_tables_are_sorted),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
