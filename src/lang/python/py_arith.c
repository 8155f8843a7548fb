/*
 * py_arith.c — Python's operators on numbers, bools, strings and sequences.
 *
 * Binary and unary arithmetic, comparisons and their messages as CPython 3.11 gives
 * them, integer overflow (an int64 result that overflows is computed again by py_bigint.c,
 * whose ints have no limit), float formatting of results.  Operators on
 * a layer's values go to their type's binop (lang_operand_type).  The evaluator that calls
 * these is py_eval_expr.c; shared declarations are in py_internal.h.
 */
#include "lang/python/py.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/python/py_internal.h"

/* ------------------------------------------------------ arithmetic == */

bool py_is_num(const lang_value *v) {
    return v->kind == V_INT || v->kind == V_FLOAT || v->kind == V_BOOL;
}
int64_t py_as_i(const lang_value *v) { return v->kind == V_BOOL ? v->u.b : v->u.i; }
double py_as_f(const lang_value *v) {
    return v->kind == V_FLOAT ? v->u.f : (double)py_as_i(v);
}

const char *lang_op_symbol(lang_op op) {
    switch (op) {
    case OP_ADD: return "+";
    case OP_SUB: return "-";
    case OP_MUL: return "*";
    case OP_DIV: return "/";
    case OP_FLOORDIV: return "//";
    case OP_MOD: return "%";
    case OP_POW: return "** or pow()";
    case OP_MATMUL: return "@";
    case OP_LSHIFT: return "<<";
    case OP_RSHIFT: return ">>";
    case OP_BITAND: return "&";
    case OP_BITOR: return "|";
    case OP_BITXOR: return "^";
    case OP_LT: return "<";
    case OP_LE: return "<=";
    case OP_GT: return ">";
    case OP_GE: return ">=";
    default: return "?";
    }
}

int py_int_overflow(sl_error *err) {
    return lang_unsupported(err, "integer arithmetic beyond 64 bits");
}

static int ipow(int64_t b, int64_t e, int64_t *out) {
    int64_t r = 1;
    while (e > 0) {
        if (e & 1)
            if (sl_ovf_mul(r, b, &r)) return 1;
        e >>= 1;
        if (e && sl_ovf_mul(b, b, &b)) return 1;
    }
    *out = r;
    return 0;
}

static int num_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b,
                     lang_value **out, sl_error *err) {
    bool fl = a->kind == V_FLOAT || b->kind == V_FLOAT;
    if (!fl && op != OP_DIV) {
        int64_t x = py_as_i(a), y = py_as_i(b), r = 0;
        bool ovf = false;
        switch (op) {
        case OP_ADD: ovf = sl_ovf_add(x, y, &r); break;
        case OP_SUB: ovf = sl_ovf_sub(x, y, &r); break;
        case OP_MUL: ovf = sl_ovf_mul(x, y, &r); break;
        case OP_FLOORDIV:
        case OP_MOD:
            if (y == 0)
                return lang_py_error(err, "ZeroDivisionError", op == OP_MOD ? "integer modulo by zero"
                                                                            : "integer division or modulo by zero");
            if (x == INT64_MIN && y == -1) {
                if (op == OP_FLOORDIV) return py_big_binop(I, op, a, b, out, err);
                r = 0;
                break;
            }
            r = op == OP_FLOORDIV ? sl_floordiv(x, y) : sl_floormod(x, y);
            break;
        case OP_POW:
            if (y < 0) {
                if (x == 0)
                    return lang_py_error(err, "ZeroDivisionError",
                                         "0.0 cannot be raised to a negative power");
                *out = lv_float(I, pow((double)x, (double)y));
                CHECK_ALLOC(*out);
                return SL_OK;
            }
            ovf = ipow(x, y, &r);
            break;
        case OP_LSHIFT:
            if (y < 0) return lang_py_error(err, "ValueError", "negative shift count");
            if (x == 0) { /* 0 << 546875 is 0 (and a shift that wide is undefined in C) */
                r = 0;
                break;
            }
            if (y >= 63) return py_big_binop(I, op, a, b, out, err);
            r = (int64_t)((uint64_t)x << y);
            if (x != 0 && (y >= 63 || (r >> y) != x)) return py_big_binop(I, op, a, b, out, err);
            break;
        case OP_RSHIFT:
            if (y < 0) return lang_py_error(err, "ValueError", "negative shift count");
            r = y >= 63 ? (x < 0 ? -1 : 0) : (x >> y);
            break;
        case OP_BITAND: r = x & y; break;
        case OP_BITOR: r = x | y; break;
        case OP_BITXOR: r = x ^ y; break;
        default:
            return lang_py_error(err, "TypeError",
                                 "unsupported operand type(s) for %s: '%s' and '%s'",
                                 lang_op_symbol(op), lv_type_name(a), lv_type_name(b));
        }
        if (ovf) return py_big_binop(I, op, a, b, out, err);
        if ((op == OP_BITAND || op == OP_BITOR || op == OP_BITXOR) && a->kind == V_BOOL &&
            b->kind == V_BOOL) {
            *out = lv_bool(I, r != 0);
            return SL_OK;
        }
        *out = lv_int(I, r);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!fl && (py_as_i(a) > (INT64_C(1) << 53) || py_as_i(a) < -(INT64_C(1) << 53) ||
                py_as_i(b) > (INT64_C(1) << 53) || py_as_i(b) < -(INT64_C(1) << 53)))
        return py_big_truediv(I, a, b, out, err); /* correctly rounded, as CPython's */
    double x = py_as_f(a), y = py_as_f(b), r;
    switch (op) {
    case OP_ADD: r = x + y; break;
    case OP_SUB: r = x - y; break;
    case OP_MUL: r = x * y; break;
    case OP_DIV:
        if (y == 0)
            return lang_py_error(err, "ZeroDivisionError",
                                 fl ? "float division by zero" : "division by zero");
        r = x / y;
        break;
    case OP_FLOORDIV:
        if (y == 0) return lang_py_error(err, "ZeroDivisionError", "float floor division by zero");
        r = floor(x / y);
        {
            /* Python computes floor((x - fmod(x, y)) / y) with a sign fix */
            double m = fmod(x, y), div = (x - m) / y;
            if (m != 0 && ((y < 0) != (m < 0))) div -= 1.0;
            double fd = floor(div);
            if (div - fd > 0.5) fd += 1.0;
            r = div == 0 ? copysign(0.0, x / y) : fd; /* CPython's float_floor_div */
        }
        break;
    case OP_MOD:
        if (y == 0) return lang_py_error(err, "ZeroDivisionError", "float modulo");
        r = fmod(x, y);
        if (r != 0) {
            if ((y < 0) != (r < 0)) r += y;
        } else {
            r = copysign(0.0, y);
        }
        break;
    case OP_POW:
        if (x == 0 && y < 0)
            return lang_py_error(err, "ZeroDivisionError",
                                 "0.0 cannot be raised to a negative power");
        if (x < 0 && y != floor(y))
            return lang_unsupported(err, "complex result of a power");
        r = pow(x, y);
        if (isinf(r) && !isinf(x) && !isinf(y))
            return lang_py_error(err, "OverflowError", "(34, 'Numerical result out of range')");
        break;
    default:
        return lang_py_error(err, "TypeError",
                             "unsupported operand type(s) for %s: '%s' and '%s'",
                             lang_op_symbol(op), lv_type_name(a), lv_type_name(b));
    }
    if (op != OP_POW && isinf(r) && !isinf(x) && !isinf(y) && op == OP_MUL) {
        /* Python float overflow in * gives inf silently; keep it */
    }
    *out = lv_float(I, r);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* an operator with an int past int64 (a V_BIGINT) on one side: with an int, exact
 * (py_bigint.c); with a float, the int converted to float as CPython's float operators do;
 * a layer's value or a sequence repeated: refused; LANG_NOT_MINE for the rest (whose
 * TypeError names the type, int) */
static int big_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                     sl_error *err) {
    if (py_is_intval(a) && py_is_intval(b))
        return op == OP_DIV ? py_big_truediv(I, a, b, out, err) : py_big_binop(I, op, a, b, out, err);
    if ((py_is_intval(a) || a->kind == V_FLOAT) && (py_is_intval(b) || b->kind == V_FLOAT)) {
        if (op == OP_BITAND || op == OP_BITOR || op == OP_BITXOR || op == OP_LSHIFT || op == OP_RSHIFT || op == OP_MATMUL)
            return lang_py_error(err, "TypeError", "unsupported operand type(s) for %s: '%s' and '%s'",
                                 lang_op_symbol(op), lv_type_name(a), lv_type_name(b));
        double x, y;
        int rc;
        if ((rc = a->kind == V_FLOAT ? (x = a->u.f, SL_OK) : py_big_to_double(a, &x, err))) return rc;
        if ((rc = b->kind == V_FLOAT ? (y = b->u.f, SL_OK) : py_big_to_double(b, &y, err))) return rc;
        lang_value *fa = lv_float(I, x), *fb = lv_float(I, y);
        CHECK_ALLOC(fa);
        CHECK_ALLOC(fb);
        return num_binop(I, op, fa, fb, out, err);
    }
    if (lang_type_of(I, a) || lang_type_of(I, b)) return lang_unsupported(err, "an int beyond 64 bits with a %s", lv_type_name(a->kind == V_BIGINT ? b : a));
    if (op == OP_MUL) return lang_unsupported(err, "repeating a sequence by an int beyond 64 bits");
    return LANG_NOT_MINE;
}

/* a list standing for another Python type (an iterator, a view, ...): operators refuse it */
static bool py_pytyped(const lang_value *v) { return (v->kind == V_LIST && v->pytype) || v->kind == V_VIEW; }

bool py_is_seq(const lang_value *v) {
    return v->kind == V_TUPLE || v->kind == V_LIST || v->kind == V_LAYER_TUPLE;
}

int lang_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
               sl_error *err);
int lang_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
               sl_error *err) {
    if ((a->kind == V_STR && a->pytype) || (b->kind == V_STR && b->pytype)) /* a str a layer marks */
        return lang_unsupported(err, "operators on a %s", lv_type_name(a->kind == V_STR && a->pytype ? a : b));
    /* str % anything is printf-style formatting, whatever the right operand */
    if (op == OP_MOD && a->kind == V_STR) return lang_percent_format(I, a, b, out, err);
    if (a->kind == V_INSTANCE || b->kind == V_INSTANCE) return lang_class_binop(I, op, a, b, out, err);
    if (py_pytyped(a) || py_pytyped(b))
        return lang_unsupported(err, "operators on a %s object", a->pytype ? a->pytype : b->pytype);
    if (py_is_num(a) && py_is_num(b)) return num_binop(I, op, a, b, out, err);
    if (a->kind == V_BIGINT || b->kind == V_BIGINT) {
        int brc = big_binop(I, op, a, b, out, err);
        if (brc != LANG_NOT_MINE) return brc;
    }
    /* an operand of a layer's type: the type of the higher binop_priority decides */
    const lang_type *tt = lang_operand_type(I, a, b, false);
    if (tt) return tt->binop(I, op, a, b, out, err);
    if (a->kind == V_SET || b->kind == V_SET) return lang_set_binop(I, op, a, b, out, err);
    if (a->kind == V_BYTES || b->kind == V_BYTES) {
        int brc = lang_bytes_binop(I, op, a, b, out, err);
        if (brc != LANG_NOT_MINE) return brc;
    }
    /* sequences and strings */
    if (op == OP_ADD && a->kind == V_STR && b->kind == V_STR) {
        int64_t n = a->u.str.len + b->u.str.len;
        char *s = lang_alloc_text(&I->A, (size_t)n + 1); /* two memcpy calls fill it */
        CHECK_ALLOC(s);
        memcpy(s, a->u.str.s, (size_t)a->u.str.len);
        memcpy(s + a->u.str.len, b->u.str.s, (size_t)b->u.str.len);
        *out = lv_str(I, s, n);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (op == OP_ADD && py_is_seq(a) && py_is_seq(b) &&
        ((a->kind == V_LIST) == (b->kind == V_LIST))) {
        lang_vkind k = a->kind == V_LIST ? V_LIST : (a->kind == V_LAYER_TUPLE ? V_LAYER_TUPLE : V_TUPLE);
        lang_value *r = lv_seq(I, k, a->u.seq.n + b->u.seq.n);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < a->u.seq.n; i++) r->u.seq.v[i] = a->u.seq.v[i];
        for (int64_t i = 0; i < b->u.seq.n; i++) r->u.seq.v[a->u.seq.n + i] = b->u.seq.v[i];
        int rc;
        if (k == V_LAYER_TUPLE && r->u.seq.type && r->u.seq.type->tuple_items &&
            (rc = r->u.seq.type->tuple_items(I, r, err)))
            return rc;
        *out = r;
        return SL_OK;
    }
    if (op == OP_MUL && ((py_is_seq(a) || a->kind == V_STR) && (b->kind == V_INT || b->kind == V_BOOL))) {
        lang_value *t = a;
        a = b;
        b = t;
    }
    if (op == OP_MUL && (a->kind == V_INT || a->kind == V_BOOL) && (py_is_seq(b) || b->kind == V_STR)) {
        int64_t k = py_as_i(a) < 0 ? 0 : py_as_i(a), n = b->kind == V_STR ? b->u.str.len : b->u.seq.n,
                total;
        if (sl_ovf_mul(k, n, &total) || total > ((int64_t)1 << 26)) return lang_nomem(err);
        if (n == 0) k = 0; /* '' * 5**17 is '' at once, not 5**17 empty copies */
        if (b->kind == V_STR) {
            char *s = lang_alloc_atomic(&I->A, (size_t)total + 1);
            CHECK_ALLOC(s);
            for (int64_t i = 0; i < k; i++) memcpy(s + i * n, b->u.str.s, (size_t)n);
            *out = lv_str(I, s, total);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        lang_value *r = lv_seq(I, b->kind == V_LIST ? V_LIST : V_TUPLE, total);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < total; i++) r->u.seq.v[i] = b->u.seq.v[i % n];
        *out = r;
        return SL_OK;
    }
    const char *ta = lv_type_name(a), *tb = lv_type_name(b);
    if (op == OP_ADD && a->kind == V_STR)
        return lang_py_error(err, "TypeError", "can only concatenate str (not \"%s\") to str", tb);
    if (op == OP_ADD && a->kind == V_LIST && b->kind != V_LIST)
        return lang_py_error(err, "TypeError", "can only concatenate list (not \"%s\") to list", tb);
    if (op == OP_ADD && a->kind == V_TUPLE && !py_is_seq(b))
        return lang_py_error(err, "TypeError", "can only concatenate tuple (not \"%s\") to tuple", tb);
    if (op == OP_MUL && (py_is_seq(a) || a->kind == V_STR || py_is_seq(b) || b->kind == V_STR))
        return lang_py_error(err, "TypeError", "can't multiply sequence by non-int of type '%s'",
                             py_is_seq(a) || a->kind == V_STR ? tb : ta);
    return lang_py_error(err, "TypeError", "unsupported operand type(s) for %s: '%s' and '%s'",
                         lang_op_symbol(op), ta, tb);
}

/* the name of a builtin (a function or class value without self; a type() path) */
static const char *builtin_name(const lang_value *v) {
    if (v->kind == V_FUNC && !v->u.func.self && !strchr(v->u.func.name, '.')) return v->u.func.name;
    if (v->kind == V_TYPE) return v->u.path;
    return NULL;
}

/* a and b stand for one Python object though the language holds them as two values (a
 * builtin named twice, `int` and type(3); a layer's class and the type() path naming it:
 * lang_type.is_same) */
static bool same_object(lang_interp *I, const lang_value *a, const lang_value *b) {
    const char *na = builtin_name(a), *nb = builtin_name(b);
    if (na && nb && !strcmp(na, nb) && (a->kind == b->kind || lang_builtin_is_class(na))) return true;
    const lang_type *ta = lang_type_of(I, a), *tb = lang_type_of(I, b);
    return (ta && ta->is_same && ta->is_same(I, a, b)) || (tb && tb->is_same && tb->is_same(I, b, a));
}

/* CPython counts each comparison of container items as a level of recursion
 * (Py_EnterRecursiveCall in PyObject_RichCompare): frames plus nested comparisons may
 * not pass the recursion limit.  I->depth + 1 are the frames (the module's is one). */
static int enter_comparison(lang_interp *I, sl_error *err) {
    if (I->depth + 1 + I->cmp_depth + 1 > LANG_RECURSION_LIMIT || lang_stack_exhausted(I->stack_floor))
        return lang_recursion_error(err, " in comparison");
    I->cmp_depth++;
    return SL_OK;
}
static int nested_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    int rc = enter_comparison(I, err);
    if (rc) return rc;
    rc = py_values_equal(I, a, b, res, err);
    I->cmp_depth--;
    return rc;
}

/* an int (of any size) against an int or a float, exactly as CPython compares them: -1 / 0 /
 * 1, 2 when unordered (NaN); LANG_NOT_MINE for other operands (a layer's value with an int
 * past int64: refused) */
static int big_compare(lang_interp *I, const lang_value *a, const lang_value *b, int *c, sl_error *err) {
    if (py_is_intval(a) && py_is_intval(b)) {
        *c = py_big_cmp(a, b);
        return SL_OK;
    }
    if (py_is_intval(a) && b->kind == V_FLOAT) return py_big_cmp_float(I, a, b->u.f, c, err);
    if (a->kind == V_FLOAT && py_is_intval(b)) {
        int rc = py_big_cmp_float(I, b, a->u.f, c, err);
        if (!rc && *c != 2) *c = -*c;
        return rc;
    }
    if ((a->kind == V_BIGINT && lang_type_of(I, b)) || (b->kind == V_BIGINT && lang_type_of(I, a)))
        return lang_unsupported(err, "comparing an int beyond 64 bits with a %s", lv_type_name(a->kind == V_BIGINT ? b : a));
    return LANG_NOT_MINE;
}

int py_values_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    if (lang_charge_units(I, 1, err)) return err->code; /* `in`, count, dict lookups loop on this */
    if (a->kind == b->kind && (a->kind == V_INT || a->kind == V_STR) && !lang_type_of(I, a) && !lang_type_of(I, b)) {
        /* two ints or two strs of the core's own: what the tests below come to for them */
        if (a->kind == V_INT) {
            *res = a->u.i == b->u.i;
            return SL_OK;
        }
        if (a->u.str.len == b->u.str.len && lang_charge_units(I, a->u.str.len / 16, err)) return err->code;
        *res = !a->pytype == !b->pytype && a->u.str.len == b->u.str.len &&
               !memcmp(a->u.str.s, b->u.str.s, (size_t)a->u.str.len);
        return SL_OK;
    }
    if ((a->kind == V_CLASS || a->kind == V_INSTANCE || a->kind == V_DESCR) || (b->kind == V_CLASS || b->kind == V_INSTANCE || b->kind == V_DESCR)) return lang_class_equal(I, a, b, res, err);
    if (py_pytyped(a) || py_pytyped(b))
        return lang_unsupported(err, "comparing a %s object", a->pytype ? a->pytype : b->pytype);
    if (!(a = lang_as_number(I, a, err)) || !(b = lang_as_number(I, b, err))) return err->code;
    if ((a == b && a->kind != V_FLOAT) || (builtin_name(a) && builtin_name(b) && same_object(I, a, b))) {
        *res = true;
        return SL_OK;
    }
    if (a->kind == V_BIGINT || b->kind == V_BIGINT) {
        int c, rc = big_compare(I, a, b, &c, err);
        if (rc != LANG_NOT_MINE) {
            if (!rc) *res = c == 0;
            return rc;
        }
        *res = false;
        return SL_OK;
    }
    if (py_is_num(a) && py_is_num(b)) {
        if (a->kind == V_FLOAT || b->kind == V_FLOAT) {
            /* exact comparison of int and float like Python */
            if (a->kind != V_FLOAT || b->kind != V_FLOAT) {
                const lang_value *f = a->kind == V_FLOAT ? a : b, *i = a->kind == V_FLOAT ? b : a;
                double d = f->u.f;
                int64_t iv = py_as_i(i);
                if (d != floor(d) || isinf(d) || isnan(d) || d >= 9.3e18 || d < -9.3e18) {
                    *res = false;
                } else {
                    *res = (int64_t)d == iv && (double)iv == d;
                }
                return SL_OK;
            }
            *res = a->u.f == b->u.f;
            return SL_OK;
        }
        *res = py_as_i(a) == py_as_i(b);
        return SL_OK;
    }
    const lang_type *ta = lang_type_of(I, a), *tb = lang_type_of(I, b);
    int erc;
    if (ta && ta->equal && (erc = ta->equal(I, a, b, res, err)) != LANG_NOT_MINE) return erc;
    if (tb && tb->equal && (erc = tb->equal(I, b, a, res, err)) != LANG_NOT_MINE) return erc;
    if (a->kind == V_BYTES && b->kind == V_BYTES) {
        if (a->u.str.len == b->u.str.len && lang_charge_units(I, a->u.str.len / 16, err)) return err->code;
        *res = lang_bytes_cmp(a, b) == 0;
        return SL_OK;
    }
    if (a->kind == V_STR && b->kind == V_STR) {
        if (a->u.str.len == b->u.str.len && lang_charge_units(I, a->u.str.len / 16, err)) return err->code;
        /* a str a layer marks equals only strs marked alike (a device is not its name) */
        *res = !a->pytype == !b->pytype && a->u.str.len == b->u.str.len &&
               !memcmp(a->u.str.s, b->u.str.s, (size_t)a->u.str.len);
        return SL_OK;
    }
    bool sa = a->kind == V_TUPLE || a->kind == V_LAYER_TUPLE, sb = b->kind == V_TUPLE || b->kind == V_LAYER_TUPLE;
    if ((sa && sb) || (a->kind == V_LIST && b->kind == V_LIST) ||
        (a->kind == V_LAYER_TUPLE && b->kind == V_LIST) || (a->kind == V_LIST && b->kind == V_LAYER_TUPLE)) {
        if ((a->kind == V_LIST) != (b->kind == V_LIST)) {
            *res = false; /* a Size (a tuple) == a list is False */
            return SL_OK;
        }
        if (a->u.seq.n != b->u.seq.n) {
            *res = false;
            return SL_OK;
        }
        for (int64_t i = 0; i < a->u.seq.n; i++) {
            bool e;
            int rc = nested_equal(I, a->u.seq.v[i], b->u.seq.v[i], &e, err);
            if (rc) return rc;
            if (!e) {
                *res = false;
                return SL_OK;
            }
        }
        *res = true;
        return SL_OK;
    }
    if (a->kind == V_SET || b->kind == V_SET) {
        lang_value *r;
        int rc = lang_set_binop(I, OP_EQ, a, b, &r, err);
        if (rc) return rc;
        *res = r->u.b;
        return SL_OK;
    }
    if (a->kind == V_NONE || b->kind == V_NONE) {
        *res = a->kind == b->kind;
        return SL_OK;
    }
    if (a->kind == V_EXCTYPE && b->kind == V_EXCTYPE) {
        *res = !strcmp(a->u.path, b->u.path);
        return SL_OK;
    }
    if (a->kind == V_TYPE && b->kind == V_TYPE) {
        *res = !strcmp(a->u.path, b->u.path);
        return SL_OK;
    }
    if (same_object(I, a, b)) {
        *res = true;
        return SL_OK;
    }
    if (a->kind == V_RANGE && b->kind == V_RANGE) {
        *res = a->u.range.start == b->u.range.start && a->u.range.stop == b->u.range.stop &&
               a->u.range.step == b->u.range.step;
        return SL_OK;
    }
    if (a->kind == V_DICT && b->kind == V_DICT) {
        /* same size, and every key of a in b with an equal value (order does not count) */
        if (a->pytype || b->pytype) return lang_unsupported(err, "comparing a %s object", a->pytype ? a->pytype : b->pytype);
        *res = a->u.seq.n == b->u.seq.n;
        for (int64_t i = 0; *res && i + 1 < a->u.seq.n; i += 2) {
            int64_t j;
            int rc = lang_dict_find(I, b, a->u.seq.v[i], &j, err);
            if (rc) return rc;
            if (j < 0) *res = false;
            else if ((rc = nested_equal(I, a->u.seq.v[i + 1], b->u.seq.v[2 * j + 1], res, err))) return rc;
        }
        return SL_OK;
    }
    *res = false;
    return SL_OK;
}

/* ordering: -1 / 0 / 1 in *cmp */
int py_values_order(lang_interp *I, lang_op op, lang_value *a, lang_value *b, int *cmp,
                        sl_error *err) {
    if (lang_charge_units(I, 1, err)) return err->code; /* sorted, min and max loop on this */
    if (a->kind == V_INSTANCE || b->kind == V_INSTANCE) { /* the object's __lt__ ... (py_class.c) */
        bool r, up = op == OP_GT || op == OP_GE;
        int rc = lang_class_compare(I, op, a, b, &r, err);
        if (rc) return rc;
        *cmp = r == up ? 1 : -1;
        return SL_OK;
    }
    if (py_pytyped(a) || py_pytyped(b))
        return lang_unsupported(err, "comparing a %s object", a->pytype ? a->pytype : b->pytype);
    if (!(a = lang_as_number(I, a, err)) || !(b = lang_as_number(I, b, err))) return err->code;
    if (a->kind == V_BYTES && b->kind == V_BYTES) {
        if (lang_charge_units(I, a->u.str.len / 16, err)) return err->code;
        *cmp = lang_bytes_cmp(a, b);
        return SL_OK;
    }
    if (a->kind == V_BIGINT || b->kind == V_BIGINT ||
        (py_is_num(a) && py_is_num(b) && (a->kind == V_FLOAT) != (b->kind == V_FLOAT) &&
         (uint64_t)py_as_i(a->kind == V_FLOAT ? b : a) + (UINT64_C(1) << 53) > (UINT64_C(1) << 54))) {
        /* (an int within 2**53 converts to float exactly: the float comparison below) */
        int rc = big_compare(I, a, b, cmp, err);
        if (rc != LANG_NOT_MINE) return rc;
    }
    if (py_is_num(a) && py_is_num(b)) {
        if (a->kind == V_FLOAT || b->kind == V_FLOAT) {
            double x = py_as_f(a), y = py_as_f(b);
            if (isnan(x) || isnan(y)) {
                *cmp = 2; /* unordered */
                return SL_OK;
            }
            *cmp = x < y ? -1 : x > y ? 1 : 0;
        } else {
            int64_t x = py_as_i(a), y = py_as_i(b);
            *cmp = x < y ? -1 : x > y ? 1 : 0;
        }
        return SL_OK;
    }
    if (a->kind == V_STR && b->kind == V_STR) {
        int64_t n = a->u.str.len < b->u.str.len ? a->u.str.len : b->u.str.len;
        if (lang_charge_units(I, n / 16, err)) return err->code;
        int c = memcmp(a->u.str.s, b->u.str.s, (size_t)n);
        *cmp = c < 0 ? -1 : c > 0 ? 1 : a->u.str.len < b->u.str.len ? -1 : a->u.str.len > b->u.str.len;
        return SL_OK;
    }
    bool ta = a->kind == V_TUPLE || a->kind == V_LAYER_TUPLE, tb = b->kind == V_TUPLE || b->kind == V_LAYER_TUPLE;
    if ((ta && tb) || (a->kind == V_LIST && b->kind == V_LIST)) {
        int64_t n = a->u.seq.n < b->u.seq.n ? a->u.seq.n : b->u.seq.n;
        for (int64_t i = 0; i < n; i++) {
            bool e;
            int rc = nested_equal(I, a->u.seq.v[i], b->u.seq.v[i], &e, err);
            if (rc) return rc;
            if (!e) {
                if ((rc = enter_comparison(I, err))) return rc;
                rc = py_values_order(I, op, a->u.seq.v[i], b->u.seq.v[i], cmp, err);
                I->cmp_depth--;
                return rc;
            }
        }
        *cmp = a->u.seq.n < b->u.seq.n ? -1 : a->u.seq.n > b->u.seq.n;
        return SL_OK;
    }
    const lang_type *xa = lang_type_of(I, a), *xb = lang_type_of(I, b);
    if ((xa && xa->compare) || (xb && xb->compare))
        return lang_unsupported(err, "comparisons of %s", lv_type_name(xa && xa->compare ? a : b));
    return lang_py_error(err, "TypeError", "'%s' not supported between instances of '%s' and '%s'",
                         lang_op_symbol(op), lv_type_name(a), lv_type_name(b));
}

static int contains(lang_interp *I, lang_value *item, lang_value *coll, bool *res, sl_error *err) {
    if (py_is_iterator(coll)) { /* consumed up to the first item equal to item */
        for (;;) {
            lang_value *x;
            bool done, e;
            int rc = py_iter_next(I, coll, &x, &done, err);
            if (rc) return rc;
            if (done) {
                *res = false;
                return SL_OK;
            }
            if ((rc = py_values_equal(I, item, x, &e, err))) return rc;
            if (e) {
                *res = true;
                return SL_OK;
            }
        }
    }
    if (coll->kind == V_SET) return lang_set_contains(I, coll, item, res, err);
    if (coll->kind == V_BYTES) return lang_bytes_contains(I, coll, item, res, err);
    if (coll->kind == V_VIEW) return py_view_contains(I, coll, item, res, err);
    if (py_is_seq(coll)) {
        for (int64_t i = 0; i < coll->u.seq.n; i++) {
            bool e;
            int rc = py_values_equal(I, item, coll->u.seq.v[i], &e, err);
            if (rc) return rc;
            if (e) {
                *res = true;
                return SL_OK;
            }
        }
        *res = false;
        return SL_OK;
    }
    if (coll->kind == V_DICT) {
        int64_t p;
        int rc = lang_dict_find(I, coll, item, &p, err);
        if (rc) return rc;
        *res = p >= 0;
        return SL_OK;
    }
    if (coll->kind == V_STR) {
        if (item->kind != V_STR)
            return lang_py_error(err, "TypeError", "'in <string>' requires string as left operand, not %s",
                                 lv_type_name(item));
        int rc = lang_charge_units(I, (coll->u.str.len + item->u.str.len) / 16, err); /* memmem is linear */
        if (rc) return rc;
        *res = item->u.str.len == 0 ||
               memmem(coll->u.str.s, (size_t)coll->u.str.len, item->u.str.s, (size_t)item->u.str.len) != NULL;
        return SL_OK;
    }
    if (coll->kind == V_RANGE && (item->kind == V_INT || item->kind == V_BOOL)) {
        int64_t x = py_as_i(item), a = coll->u.range.start, b = coll->u.range.stop, s = coll->u.range.step;
        bool in = s > 0 ? (x >= a && x < b) : (x <= a && x > b);
        *res = in && sl_floormod(x - a, s) == 0;
        return SL_OK;
    }
    if (coll->kind == V_RANGE && !lang_type_of(I, item) && item->kind != V_INSTANCE) {
        /* CPython compares each item: an int past int64 or a value of another type is in no
         * range of int64 bounds; a float is when it equals an int that is */
        *res = false;
        if (item->kind == V_FLOAT && item->u.f == floor(item->u.f) && fabs(item->u.f) < 9.2e18) {
            int64_t x = (int64_t)item->u.f, a = coll->u.range.start, b = coll->u.range.stop, s = coll->u.range.step;
            bool in = s > 0 ? (x >= a && x < b) : (x <= a && x > b);
            *res = in && sl_floormod(x - a, s) == 0;
        }
        return SL_OK;
    }
    const lang_type *ct = lang_type_of(I, coll);
    if (ct && ct->items) return lang_unsupported(err, "'in' on a %s", lv_type_name(coll));
    return lang_py_error(err, "TypeError", "argument of type '%s' is not iterable", lv_type_name(coll));
}

int py_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, bool *res,
                   sl_error *err) {
    int rc;
    switch (op) {
    case OP_IS:
    case OP_ISNOT: {
        bool same = a == b;
        /* small ints and interned values behave as one object in CPython */
        if (!same && a->kind == V_INT && b->kind == V_INT && a->u.i == b->u.i && a->u.i >= -5 &&
            a->u.i <= 256)
            same = true;
        if (!same && a->kind == V_ELLIPSIS && b->kind == V_ELLIPSIS) same = true;
        if (!same && a->kind == V_EXCTYPE && b->kind == V_EXCTYPE) same = !strcmp(a->u.path, b->u.path);
        if (!same && a->kind == V_TYPE && b->kind == V_TYPE) same = !strcmp(a->u.path, b->u.path);
        if (!same) same = same_object(I, a, b);
        if (!same && a->kind == V_MODULE && b->kind == V_MODULE) same = !strcmp(a->u.path, b->u.path);
        *res = op == OP_IS ? same : !same;
        return SL_OK;
    }
    case OP_EQ:
    case OP_NE:
        if ((rc = py_values_equal(I, a, b, res, err))) return rc;
        if (op == OP_NE) *res = !*res;
        return SL_OK;
    case OP_IN:
    case OP_NOTIN:
        if ((rc = contains(I, a, b, res, err))) return rc;
        if (op == OP_NOTIN) *res = !*res;
        return SL_OK;
    default: {
        if (a->kind == V_INSTANCE || b->kind == V_INSTANCE) return lang_class_compare(I, op, a, b, res, err);
        if (a->kind == V_SET || b->kind == V_SET) {
            lang_value *r;
            if ((rc = lang_set_binop(I, op, a, b, &r, err))) return rc;
            *res = r->u.b;
            return SL_OK;
        }
        int c;
        if ((rc = py_values_order(I, op, a, b, &c, err))) return rc;
        if (c == 2) *res = false;
        else if (op == OP_LT) *res = c < 0;
        else if (op == OP_LE) *res = c <= 0;
        else if (op == OP_GT) *res = c > 0;
        else *res = c >= 0;
        return SL_OK;
    }
    }
}
