/*
 * py_eval.c — the tree-walking evaluator: expressions, statements, builtins.
 *
 * Expressions evaluate to lang_value objects in the run's arena; statements run in a
 * chain of scopes: module globals, one scope per call of a user `def` whose parent is the
 * scope the function was defined in (so nested functions read their enclosing
 * variables, as closures do), and one per comprehension (its loop variable does not
 * leak).  A `global` statement makes a function's assignments to a name bind at module
 * level.  String formatting (f-strings, format(), str.format, %) is py_format.c; str
 * methods are py_str.c.  Python
 * exceptions are the status SL_ERR_PY with the class name and message in the sl_error;
 * `try` catches only those, every other status (syntax, unsupported, limits) ends the
 * run.  Integers are 64-bit: a result that leaves int64 is refused as unsupported rather
 * than wrapped.  Work is bounded: a statement/iteration budget, a call-depth limit and
 * the arena's byte budget.
 *
 * Tensors and arrays are delegated to tensor_objects.c and ndarray_objects.c; this file only routes
 * attribute access, calls, subscripts and operators to them.  For sl_eval_chain_steps it
 * reports each call / subscript / attribute whose value is a tensor or array (and the
 * first op that raised) to the caller's hook.
 */
#include "lang/lang.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>

/* ------------------------------------------------------------ scopes == */

static lang_var *find_var(lang_scope *s, const char *name) {
    for (lang_var *v = s->vars; v; v = v->next)
        if (!strcmp(v->name, name)) return v;
    return NULL;
}

static int set_var(lang_interp *I, lang_scope *s, const char *name, lang_value *val,
                   sl_error *err) {
    lang_var *v = find_var(s, name);
    if (v) {
        v->val = val;
        return SL_OK;
    }
    v = lang_alloc(&I->A, sizeof *v);
    if (!v) return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "out of memory");
    v->name = name;
    v->val = val;
    v->next = s->vars;
    s->vars = v;
    return SL_OK;
}

/* Bind a plain name: in the module's scope when a `global` statement named it, in the
 * nearest enclosing function scope that has it for `nonlocal`, else in the current one. */
static int bind_name(lang_interp *I, const char *name, lang_value *v, sl_error *err) {
    lang_scope *cur = I->scope;
    for (int32_t k = 0; k < cur->nglobals; k++)
        if (!strcmp(cur->globals_declared[k], name)) return set_var(I, I->globals, name, v, err);
    for (int32_t k = 0; k < cur->nnonlocals; k++) {
        if (strcmp(cur->nonlocals_declared[k], name)) continue;
        for (lang_scope *s = cur->parent; s && s != I->globals; s = s->parent) {
            bool has = find_var(s, name) != NULL;
            for (int32_t q = 0; !has && s->fn && q < s->fn->nlocals; q++) has = !strcmp(s->fn->locals[q], name);
            if (has) return set_var(I, s, name, v, err);
        }
        return lang_unsupported(err, "nonlocal '%s' without an enclosing binding", name);
    }
    return set_var(I, cur, name, v, err);
}
void lang_emit(lang_interp *I, const char *s, size_t n) {
    if (I->write) I->write(I->write_user, s, n);
}

void lang_interp_init(lang_interp *I, const char *src, int64_t n) {
    memset(I, 0, sizeof *I);
    lang_arena_init(&I->A, LANG_ARENA_LIMIT);
    I->src = src;
    I->src_len = n;
    I->next_fake_addr = 0x7f3a00000000LL;
    I->max_steps = LANG_MAX_STEPS;
    I->raised_with_args = -1;
    lang_printopts_reset(&I->po);
}

void lang_interp_free(lang_interp *I) { lang_arena_free(&I->A); }

static int builtin_value(lang_interp *I, const char *name, lang_value **out) {
    static const char *const FUNCS[] = {
        "print", "len", "range", "list", "tuple", "str", "repr", "int", "float", "bool",
        "type", "isinstance", "abs", "min", "max", "sum", "enumerate", "zip", "sorted",
        "reversed", "round", "hasattr", "getattr", "id", "all", "any", "divmod", "pow",
        "dict", "slice", "iter", "hash", "format", "hex", "oct", "bin", "ord", "chr", "map", "filter",
        "set", "frozenset", "next", "complex" /* only as a numpy dtype: complex() is refused */};
    for (size_t i = 0; i < SL_ARRAY_LEN(FUNCS); i++)
        if (!strcmp(FUNCS[i], name)) {
            lang_value *v = lv_new(I, V_FUNC);
            if (!v) return SL_ERR_LIMIT;
            v->u.func.name = FUNCS[i];
            *out = v;
            return SL_OK;
        }
    if (lang_is_exc_class(name) && strcmp(name, "AxisError")) {
        lang_value *v = lv_new(I, V_EXCTYPE);
        if (!v) return SL_ERR_LIMIT;
        v->u.path = name;
        *out = v;
        return SL_OK;
    }
    if (!strcmp(name, "Ellipsis")) {
        *out = lv_new(I, V_ELLIPSIS);
        return *out ? SL_OK : SL_ERR_LIMIT;
    }
    if (!strcmp(name, "__name__")) { /* a snippet runs as the main module */
        *out = lv_strz(I, "__main__");
        return *out ? SL_OK : SL_ERR_LIMIT;
    }
    return 1; /* not a builtin */
}

/* A name is looked up in the current scope, then the scopes it was defined in (a
 * nested def or lambda sees its enclosing function's variables, as a closure), then the
 * module globals, then the builtins. */
static int lookup(lang_interp *I, const char *name, lang_value **out, sl_error *err) {
    for (lang_scope *s = I->scope; s; s = s->parent) {
        lang_var *v = find_var(s, name);
        if (v) {
            *out = v->val;
            return SL_OK;
        }
        /* a function's local that is not bound (yet, or any more) */
        if (s->fn && s->fn->locals_done) {
            bool local = false;
            for (int32_t k = 0; k < s->fn->nlocals && !local; k++) local = !strcmp(s->fn->locals[k], name);
            if (local && s == I->scope)
                return lang_py_error(err, "UnboundLocalError",
                                     "cannot access local variable '%s' where it is not associated with a value",
                                     name);
            if (local)
                return lang_py_error(err, "NameError",
                                     "cannot access free variable '%s' where it is not associated with a value "
                                     "in enclosing scope",
                                     name);
        }
    }
    int rc = builtin_value(I, name, out);
    if (rc == SL_OK) return SL_OK;
    if (rc != 1) return lang_nomem(err);
    if ((rc = lang_class_builtin_value(I, name, out)) != 1) return rc ? lang_nomem(err) : SL_OK;
    /* Python builtins we do not have: refused, not a NameError Python would not raise */
    static const char *const MISSING[] = {
        "set", "frozenset", "next", "open", "input", "vars", "dir", "object",
        "super", "property", "callable", "bytes", "bytearray", "memoryview",
        "globals", "locals", "exec", "eval", "compile", "help", "setattr", "delattr",
        "issubclass", "ascii", "classmethod", "staticmethod", "breakpoint", "aiter", "anext",
        "NotImplemented", "__import__", "__name__", "__file__", "__builtins__", "exit", "quit",
        "copyright", "credits", "license"};
    for (size_t k = 0; k < SL_ARRAY_LEN(MISSING); k++)
        if (!strcmp(MISSING[k], name)) return lang_unsupported(err, "builtin '%s'", name);
    return lang_py_error(err, "NameError", "name '%s' is not defined", name);
}

/* ------------------------------------------------------------ hook == */

static int report_step(lang_interp *I, lang_node *e, int status, lang_value *v,
                       sl_error *err) {
    if (!I->step_fn) return status;
    if (status != SL_OK) {
        if (I->err_reported) return status;
        if (status != SL_ERR_PY && status != SL_ERR_UNSUPPORTED) return status;
        I->err_reported = true;
    } else if (!v || (v->kind != V_TENSOR && v->kind != V_ARRAY)) {
        return SL_OK;
    }
    sl_eval_result res;
    memset(&res, 0, sizeof res);
    if (status == SL_OK) {
        if (v->kind == V_TENSOR) {
            res.tensor = v->u.tensor->t;
            res.is_view = v->u.tensor->base != NULL;
        } else {
            res.is_numpy = true;
            res.array = v->u.array->a;
            res.is_view = v->u.array->base != NULL;
        }
    }
    sl_eval_step st;
    memset(&st, 0, sizeof st);
    st.index = I->step_index++;
    st.src_offset = e->op_off;
    st.src = I->src + e->op_off;
    st.src_len = e->end - e->op_off;
    st.col = e->op_off + 1;
    st.status = status;
    st.value = status == SL_OK ? &res : NULL;
    st.error = status == SL_OK ? NULL : err;
    sl_error saved;
    if (err) saved = *err;
    int rc = I->step_fn(I->step_user, &st);
    if (status != SL_OK) {
        if (err) *err = saved;
        return status;
    }
    if (rc != SL_OK)
        return sl_error_set(err, rc, NULL, "stopped by the step callback (status %d)", rc);
    return SL_OK;
}

/* ------------------------------------------------------ arithmetic == */

static bool is_num(const lang_value *v) {
    return v->kind == V_INT || v->kind == V_FLOAT || v->kind == V_BOOL;
}
static int64_t as_i(const lang_value *v) { return v->kind == V_BOOL ? v->u.b : v->u.i; }
static double as_f(const lang_value *v) {
    return v->kind == V_FLOAT ? v->u.f : (double)as_i(v);
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

static int int_overflow(sl_error *err) {
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

/* Python ints beyond int64.  An int64 result that overflows in + - * ** (or unary minus)
 * becomes a V_BIGINT holding the exact value while |x| <= 2**127 - 1; anything larger is
 * refused.  Such a value leaves eval_wide only where the consumer knows what Python or
 * numpy does with it (numpy basic indexing, numpy reshape); lang_eval refuses it
 * everywhere else with the int64 refusal, so no other code ever sees the kind.  Values
 * that fit int64 are always V_INT, so the int64 paths keep every other answer. */
#define WIDE_MAX ((lang_i128)(((unsigned __int128)1 << 127) - 1))

static bool is_intlike(const lang_value *v) {
    return v->kind == V_INT || v->kind == V_BOOL || v->kind == V_BIGINT;
}
static lang_i128 as_wide(const lang_value *v) {
    return v->kind == V_BIGINT ? lv_bigint_get(v) : (lang_i128)as_i(v);
}

/* r = x + y with both within +-WIDE_MAX; true when the sum leaves that range */
static bool wide_add(lang_i128 x, lang_i128 y, lang_i128 *r) {
    if ((y > 0 && x > WIDE_MAX - y) || (y < 0 && x < -WIDE_MAX - y)) return true;
    *r = x + y;
    return false;
}
static bool wide_mul(lang_i128 x, lang_i128 y, lang_i128 *r) {
    unsigned __int128 mx = x < 0 ? (unsigned __int128)-x : (unsigned __int128)x;
    unsigned __int128 my = y < 0 ? (unsigned __int128)-y : (unsigned __int128)y;
    if (my != 0 && mx > (unsigned __int128)WIDE_MAX / my) return true;
    *r = x * y;
    return false;
}
static bool wide_pow(lang_i128 b, lang_i128 e, lang_i128 *r) {
    lang_i128 acc = 1;
    while (e > 0) {
        if ((e & 1) && wide_mul(acc, b, &acc)) return true;
        e >>= 1;
        if (e && wide_mul(b, b, &b)) return true;
    }
    *r = acc;
    return false;
}

/* + - * ** of two ints past int64.  *out stays NULL when neither operand is a V_BIGINT and
 * the int64 result fits (the ordinary path then answers). */
static int wide_arith(lang_interp *I, lang_op op, const lang_value *a, const lang_value *b,
                      lang_value **out, sl_error *err) {
    *out = NULL;
    bool big = a->kind == V_BIGINT || b->kind == V_BIGINT;
    bool arith = op == OP_ADD || op == OP_SUB || op == OP_MUL || op == OP_POW;
    if (!is_intlike(a) || !is_intlike(b) || !arith) return big ? int_overflow(err) : SL_OK;
    lang_i128 x = as_wide(a), y = as_wide(b), r = 0;
    if (op == OP_POW && y < 0) return big ? int_overflow(err) : SL_OK;
    bool ovf = false;
    switch (op) {
    case OP_ADD: ovf = wide_add(x, y, &r); break;
    case OP_SUB: ovf = wide_add(x, -y, &r); break;
    case OP_MUL: ovf = wide_mul(x, y, &r); break;
    default: ovf = wide_pow(x, y, &r); break;
    }
    if (ovf) return int_overflow(err);
    if (r >= INT64_MIN && r <= INT64_MAX) {
        if (!big) return SL_OK;
        *out = lv_int(I, (int64_t)r);
    } else {
        *out = lv_bigint(I, r);
    }
    CHECK_ALLOC(*out);
    return SL_OK;
}

static int num_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b,
                     lang_value **out, sl_error *err) {
    bool fl = a->kind == V_FLOAT || b->kind == V_FLOAT;
    if (!fl && op != OP_DIV) {
        int64_t x = as_i(a), y = as_i(b), r = 0;
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
                if (op == OP_FLOORDIV) return int_overflow(err);
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
            if (y >= 63) return int_overflow(err);
            r = (int64_t)((uint64_t)x << y);
            if (x != 0 && (y >= 63 || (r >> y) != x)) return int_overflow(err);
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
        if (ovf) return int_overflow(err);
        if ((op == OP_BITAND || op == OP_BITOR || op == OP_BITXOR) && a->kind == V_BOOL &&
            b->kind == V_BOOL) {
            *out = lv_bool(I, r != 0);
            return SL_OK;
        }
        *out = lv_int(I, r);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    double x = as_f(a), y = as_f(b), r;
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
            r = m == 0 && div == 0 ? copysign(0.0, x / y) : fd;
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

static bool is_seq(const lang_value *v) {
    return v->kind == V_TUPLE || v->kind == V_LIST || v->kind == V_SIZE;
}

int lang_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
               sl_error *err);
int lang_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
               sl_error *err) {
    if ((a->kind == V_STR && a->pytype) || (b->kind == V_STR && b->pytype))
        return lang_unsupported(err, "operators on a torch.device");
    /* str % anything is printf-style formatting, whatever the right operand */
    if (op == OP_MOD && a->kind == V_STR) return lang_percent_format(I, a, b, out, err);
    if (a->kind == V_INSTANCE || b->kind == V_INSTANCE) return lang_class_binop(I, op, a, b, out, err);
    if ((a->kind == V_LIST && a->pytype) || (b->kind == V_LIST && b->pytype))
        return lang_unsupported(err, "operators on a %s object", a->pytype ? a->pytype : b->pytype);
    /* numpy scalars keep numpy's arithmetic (int8 wraps, value-based casting) unless a
     * tensor is involved, where they act as the Python numbers they hold */
    if (a->kind == V_TENSOR || b->kind == V_TENSOR)
        if (!(a = lang_np_scalar_py(I, a, err)) || !(b = lang_np_scalar_py(I, b, err))) return err->code;
    if (a->kind == V_TENSOR || b->kind == V_TENSOR) {
        if (a->kind == V_ARRAY || b->kind == V_ARRAY)
            return lang_unsupported(err, "mixing tensors and arrays in arithmetic");
        return lang_tensor_binop(I, op, a, b, out, err);
    }
    if (a->kind == V_ARRAY || b->kind == V_ARRAY) return lang_np_binop(I, op, a, b, out, err);
    if (is_num(a) && is_num(b)) return num_binop(I, op, a, b, out, err);
    if (a->kind == V_SET || b->kind == V_SET) return lang_set_binop(I, op, a, b, out, err);
    /* sequences and strings */
    if (op == OP_ADD && a->kind == V_STR && b->kind == V_STR) {
        int64_t n = a->u.str.len + b->u.str.len;
        char *s = lang_alloc(&I->A, (size_t)n + 1);
        CHECK_ALLOC(s);
        memcpy(s, a->u.str.s, (size_t)a->u.str.len);
        memcpy(s + a->u.str.len, b->u.str.s, (size_t)b->u.str.len);
        *out = lv_str(I, s, n);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (op == OP_ADD && is_seq(a) && is_seq(b) &&
        ((a->kind == V_LIST) == (b->kind == V_LIST))) {
        lang_vkind k = a->kind == V_LIST ? V_LIST : (a->kind == V_SIZE ? V_SIZE : V_TUPLE);
        lang_value *r = lv_seq(I, k, a->u.seq.n + b->u.seq.n);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < a->u.seq.n; i++) r->u.seq.v[i] = a->u.seq.v[i];
        for (int64_t i = 0; i < b->u.seq.n; i++) r->u.seq.v[a->u.seq.n + i] = b->u.seq.v[i];
        *out = r;
        return SL_OK;
    }
    if (op == OP_MUL && ((is_seq(a) || a->kind == V_STR) && (b->kind == V_INT || b->kind == V_BOOL))) {
        lang_value *t = a;
        a = b;
        b = t;
    }
    if (op == OP_MUL && (a->kind == V_INT || a->kind == V_BOOL) && (is_seq(b) || b->kind == V_STR)) {
        int64_t k = as_i(a) < 0 ? 0 : as_i(a), n = b->kind == V_STR ? b->u.str.len : b->u.seq.n,
                total;
        if (sl_ovf_mul(k, n, &total) || total > ((int64_t)1 << 26)) return lang_nomem(err);
        if (n == 0) k = 0; /* '' * 5**17 is '' at once, not 5**17 empty copies */
        if (b->kind == V_STR) {
            char *s = lang_alloc(&I->A, (size_t)total + 1);
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
    if (op == OP_ADD && a->kind == V_TUPLE && !is_seq(b))
        return lang_py_error(err, "TypeError", "can only concatenate tuple (not \"%s\") to tuple", tb);
    if (op == OP_MUL && (is_seq(a) || a->kind == V_STR || is_seq(b) || b->kind == V_STR))
        return lang_py_error(err, "TypeError", "can't multiply sequence by non-int of type '%s'",
                             is_seq(a) || a->kind == V_STR ? tb : ta);
    return lang_py_error(err, "TypeError", "unsupported operand type(s) for %s: '%s' and '%s'",
                         lang_op_symbol(op), ta, tb);
}

/* Python ==; *res set.  Returns unsupported for tensors (elementwise). */
/* type(np.int64(1)) is np.int64: the language holds numpy's scalar types (np.int64,
 * np.float32, np.bool_) as numpy dtype values and type() of a numpy scalar as the path
 * "numpy.int64"; the two name the same class. */
static bool np_scalar_type_matches(const lang_value *t, const lang_value *d) {
    if (t->kind != V_TYPE || d->kind != V_DTYPE || !d->np_dtype || strncmp(t->u.path, "numpy.", 6)) return false;
    const char *dn = sl_dtype_numpy_name(d->u.dtype);
    if (!dn) return false;
    return !strcmp(t->u.path + 6, !strcmp(dn, "bool") ? "bool_" : dn);
}

static int values_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    if (lang_charge_units(I, 1, err)) return err->code; /* `in`, count, dict lookups loop on this */
    if ((a->kind == V_CLASS || a->kind == V_INSTANCE || a->kind == V_DESCR) || (b->kind == V_CLASS || b->kind == V_INSTANCE || b->kind == V_DESCR)) return lang_class_equal(I, a, b, res, err);
    if ((a->kind == V_LIST && a->pytype) || (b->kind == V_LIST && b->pytype))
        return lang_unsupported(err, "comparing a %s object", a->pytype ? a->pytype : b->pytype);
    if (!(a = lang_np_scalar_py(I, a, err)) || !(b = lang_np_scalar_py(I, b, err))) return err->code;
    if (a == b && a->kind != V_FLOAT) {
        *res = true;
        return SL_OK;
    }
    if (is_num(a) && is_num(b)) {
        if (a->kind == V_FLOAT || b->kind == V_FLOAT) {
            /* exact comparison of int and float like Python */
            if (a->kind != V_FLOAT || b->kind != V_FLOAT) {
                const lang_value *f = a->kind == V_FLOAT ? a : b, *i = a->kind == V_FLOAT ? b : a;
                double d = f->u.f;
                int64_t iv = as_i(i);
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
        *res = as_i(a) == as_i(b);
        return SL_OK;
    }
    if (a->kind == V_TENSOR || b->kind == V_TENSOR || a->kind == V_ARRAY || b->kind == V_ARRAY)
        return lang_unsupported(err, "== on tensors or arrays");
    if (a->kind == V_STR && b->kind == V_STR) {
        /* a torch.device equals only devices (torch.device('cpu') == 'cpu' is False) */
        *res = !a->pytype == !b->pytype && a->u.str.len == b->u.str.len &&
               !memcmp(a->u.str.s, b->u.str.s, (size_t)a->u.str.len);
        return SL_OK;
    }
    bool sa = a->kind == V_TUPLE || a->kind == V_SIZE, sb = b->kind == V_TUPLE || b->kind == V_SIZE;
    if ((sa && sb) || (a->kind == V_LIST && b->kind == V_LIST) ||
        (a->kind == V_SIZE && b->kind == V_LIST) || (a->kind == V_LIST && b->kind == V_SIZE)) {
        if ((a->kind == V_LIST) != (b->kind == V_LIST)) {
            *res = false; /* torch.Size == list is False */
            return SL_OK;
        }
        if (a->u.seq.n != b->u.seq.n) {
            *res = false;
            return SL_OK;
        }
        for (int64_t i = 0; i < a->u.seq.n; i++) {
            bool e;
            int rc = values_equal(I, a->u.seq.v[i], b->u.seq.v[i], &e, err);
            if (rc) return rc;
            if (!e) {
                *res = false;
                return SL_OK;
            }
        }
        *res = true;
        return SL_OK;
    }
    if (a->kind == V_DTYPE && b->kind == V_DTYPE) {
        *res = a->u.dtype == b->u.dtype;
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
    if (np_scalar_type_matches(a, b) || np_scalar_type_matches(b, a)) {
        *res = true;
        return SL_OK;
    }
    if (a->kind == V_MEMFMT && b->kind == V_MEMFMT) {
        *res = a->u.memfmt == b->u.memfmt;
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
            else if ((rc = values_equal(I, a->u.seq.v[i + 1], b->u.seq.v[2 * j + 1], res, err))) return rc;
        }
        return SL_OK;
    }
    *res = false;
    return SL_OK;
}

/* ordering: -1 / 0 / 1 in *cmp */
static int values_order(lang_interp *I, lang_op op, lang_value *a, lang_value *b, int *cmp,
                        sl_error *err) {
    if (lang_charge_units(I, 1, err)) return err->code; /* sorted, min and max loop on this */
    if (a->kind == V_INSTANCE || b->kind == V_INSTANCE) { /* the object's __lt__ ... (py_class.c) */
        bool r, up = op == OP_GT || op == OP_GE;
        int rc = lang_class_compare(I, op, a, b, &r, err);
        if (rc) return rc;
        *cmp = r == up ? 1 : -1;
        return SL_OK;
    }
    if ((a->kind == V_LIST && a->pytype) || (b->kind == V_LIST && b->pytype))
        return lang_unsupported(err, "comparing a %s object", a->pytype ? a->pytype : b->pytype);
    if (!(a = lang_np_scalar_py(I, a, err)) || !(b = lang_np_scalar_py(I, b, err))) return err->code;
    if (is_num(a) && is_num(b)) {
        if (a->kind == V_FLOAT || b->kind == V_FLOAT) {
            double x = as_f(a), y = as_f(b);
            if (isnan(x) || isnan(y)) {
                *cmp = 2; /* unordered */
                return SL_OK;
            }
            *cmp = x < y ? -1 : x > y ? 1 : 0;
        } else {
            int64_t x = as_i(a), y = as_i(b);
            *cmp = x < y ? -1 : x > y ? 1 : 0;
        }
        return SL_OK;
    }
    if (a->kind == V_STR && b->kind == V_STR) {
        int64_t n = a->u.str.len < b->u.str.len ? a->u.str.len : b->u.str.len;
        int c = memcmp(a->u.str.s, b->u.str.s, (size_t)n);
        *cmp = c < 0 ? -1 : c > 0 ? 1 : a->u.str.len < b->u.str.len ? -1 : a->u.str.len > b->u.str.len;
        return SL_OK;
    }
    bool ta = a->kind == V_TUPLE || a->kind == V_SIZE, tb = b->kind == V_TUPLE || b->kind == V_SIZE;
    if ((ta && tb) || (a->kind == V_LIST && b->kind == V_LIST)) {
        int64_t n = a->u.seq.n < b->u.seq.n ? a->u.seq.n : b->u.seq.n;
        for (int64_t i = 0; i < n; i++) {
            bool e;
            int rc = values_equal(I, a->u.seq.v[i], b->u.seq.v[i], &e, err);
            if (rc) return rc;
            if (!e) return values_order(I, op, a->u.seq.v[i], b->u.seq.v[i], cmp, err);
        }
        *cmp = a->u.seq.n < b->u.seq.n ? -1 : a->u.seq.n > b->u.seq.n;
        return SL_OK;
    }
    if (a->kind == V_TENSOR || b->kind == V_TENSOR || a->kind == V_ARRAY || b->kind == V_ARRAY)
        return lang_unsupported(err, "comparisons of tensors or arrays");
    return lang_py_error(err, "TypeError", "'%s' not supported between instances of '%s' and '%s'",
                         lang_op_symbol(op), lv_type_name(a), lv_type_name(b));
}

static int contains(lang_interp *I, lang_value *item, lang_value *coll, bool *res, sl_error *err) {
    if (coll->kind == V_LIST && coll->pytype && strncmp(coll->pytype, "dict_", 5))
        return lang_unsupported(err, "'in' on a %s object (it consumes the iterator)", coll->pytype);
    if (coll->kind == V_SET) return lang_set_contains(I, coll, item, res, err);
    if (is_seq(coll)) {
        for (int64_t i = 0; i < coll->u.seq.n; i++) {
            bool e;
            int rc = values_equal(I, item, coll->u.seq.v[i], &e, err);
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
        *res = item->u.str.len == 0 ||
               memmem(coll->u.str.s, (size_t)coll->u.str.len, item->u.str.s, (size_t)item->u.str.len) != NULL;
        return SL_OK;
    }
    if (coll->kind == V_RANGE && (item->kind == V_INT || item->kind == V_BOOL)) {
        int64_t x = as_i(item), a = coll->u.range.start, b = coll->u.range.stop, s = coll->u.range.step;
        bool in = s > 0 ? (x >= a && x < b) : (x <= a && x > b);
        *res = in && sl_floormod(x - a, s) == 0;
        return SL_OK;
    }
    if (coll->kind == V_TENSOR || coll->kind == V_ARRAY || (coll->kind == V_STORAGE && coll->u.aux.which == 3))
        return lang_unsupported(err, "'in' on tensors, arrays or numpy.flatiter");
    return lang_py_error(err, "TypeError", "argument of type '%s' is not iterable", lv_type_name(coll));
}

static int compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, bool *res,
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
        if (!same) same = np_scalar_type_matches(a, b) || np_scalar_type_matches(b, a);
        if (!same && a->kind == V_MODULE && b->kind == V_MODULE) same = !strcmp(a->u.path, b->u.path);
        *res = op == OP_IS ? same : !same;
        return SL_OK;
    }
    case OP_EQ:
    case OP_NE:
        if ((rc = values_equal(I, a, b, res, err))) return rc;
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
        if ((rc = values_order(I, op, a, b, &c, err))) return rc;
        if (c == 2) *res = false;
        else if (op == OP_LT) *res = c < 0;
        else if (op == OP_LE) *res = c <= 0;
        else if (op == OP_GT) *res = c > 0;
        else *res = c >= 0;
        return SL_OK;
    }
    }
}

/* ---------------------------------------------------- sequences == */

static int seq_index(lang_value *seq, int64_t n, lang_value *idx, int64_t *out, const char *what,
                     sl_error *err) {
    if (idx->kind != V_INT && idx->kind != V_BOOL) {
        return lang_py_error(err, "TypeError", "%s indices must be integers or slices, not %s",
                             what, lv_type_name(idx));
    }
    int64_t i = as_i(idx);
    if (i < 0) i += n;
    if (i < 0 || i >= n)
        return lang_py_error(err, "IndexError", "%s index out of range", what);
    *out = i;
    (void)seq;
    return SL_OK;
}

/* Python slice.indices(n) */
static int slice_indices(lang_value *sl, int64_t n, int64_t *start, int64_t *stop, int64_t *step,
                         int64_t *count, sl_error *err);
int lang_slice_indices(lang_value *sl, int64_t n, int64_t *start, int64_t *stop, int64_t *step, int64_t *count,
                       sl_error *err) {
    return slice_indices(sl, n, start, stop, step, count, err);
}
static int slice_indices(lang_value *sl, int64_t n, int64_t *start, int64_t *stop, int64_t *step,
                         int64_t *count, sl_error *err) {
    int64_t st = 1;
    if (sl->u.slice.step->kind != V_NONE) {
        if (sl->u.slice.step->kind != V_INT && sl->u.slice.step->kind != V_BOOL)
            return lang_py_error(err, "TypeError", "slice indices must be integers or None or have an __index__ method");
        st = as_i(sl->u.slice.step);
        if (st == 0) return lang_py_error(err, "ValueError", "slice step cannot be zero");
    }
    int64_t lo = 0, hi = 0; /* both set by the loop below */
    for (int k = 0; k < 2; k++) {
        lang_value *b = k == 0 ? sl->u.slice.start : sl->u.slice.stop;
        int64_t def = k == 0 ? (st > 0 ? 0 : n - 1) : (st > 0 ? n : -1), v;
        if (b->kind == V_NONE) {
            v = def;
        } else {
            if (b->kind != V_INT && b->kind != V_BOOL)
                return lang_py_error(err, "TypeError", "slice indices must be integers or None or have an __index__ method");
            v = as_i(b);
            if (v < 0) {
                v += n;
                if (v < 0) v = st > 0 ? 0 : -1;
            } else if (v >= n) {
                v = st > 0 ? n : n - 1;
            }
        }
        if (k == 0) lo = v;
        else hi = v;
    }
    *start = lo;
    *stop = hi;
    *step = st;
    if (st > 0) *count = hi > lo ? (hi - lo - 1) / st + 1 : 0;
    else *count = lo > hi ? (lo - hi - 1) / (-st) + 1 : 0;
    return SL_OK;
}

static int subscript(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out,
                     sl_error *err) {
    int rc;
    if (obj->kind == V_INSTANCE) return lang_class_getitem(I, obj, idx, out, err);
    if (obj->kind == V_TENSOR) return lang_tensor_subscript(I, obj, idx, out, err);
    if (obj->kind == V_ARRAY) return lang_np_subscript(I, obj, idx, out, err);
    if (obj->kind == V_STORAGE && obj->u.aux.which == 3) return lang_np_flat_get(I, obj, idx, out, err);
    if (obj->kind == V_STORAGE && obj->u.aux.which == 0) return lang_tstore_storage_get(I, obj, idx, out, err);
    if (obj->kind == V_FLAGS) {
        lang_args a = {0};
        lang_value *args[1] = {idx};
        a.pos = args;
        a.npos = 1;
        return lang_np_method(I, obj, "__flags_getitem__", &a, out, err);
    }
    if (obj->kind == V_STR && lang_utf8_len(obj->u.str.s, obj->u.str.len) != obj->u.str.len)
        return lang_unsupported(err, "indexing non-ASCII text");
    if (obj->kind == V_LIST && obj->pytype)
        return lang_py_error(err, "TypeError", "'%s' object is not subscriptable", obj->pytype);
    if (is_seq(obj) || obj->kind == V_STR || obj->kind == V_RANGE) {
        const char *what = obj->kind == V_LIST ? "list" : obj->kind == V_STR ? "string"
                           : obj->kind == V_RANGE ? "range object" : "tuple";
        int64_t n = 0;
        if (obj->kind == V_STR) n = obj->u.str.len;
        else if (obj->kind == V_RANGE) {
            int64_t a = obj->u.range.start, b = obj->u.range.stop, s = obj->u.range.step;
            n = s > 0 ? (b > a ? (b - a - 1) / s + 1 : 0) : (a > b ? (a - b - 1) / (-s) + 1 : 0);
        } else n = obj->u.seq.n;
        if (idx->kind == V_SLICE) {
            int64_t st = 0, sp = 0, step = 0, cnt = 0;
            if ((rc = slice_indices(idx, n, &st, &sp, &step, &cnt, err))) return rc;
            if (obj->kind == V_STR) {
                char *s = lang_alloc(&I->A, (size_t)cnt + 1);
                CHECK_ALLOC(s);
                for (int64_t k = 0; k < cnt; k++) s[k] = obj->u.str.s[st + k * step];
                *out = lv_str(I, s, cnt);
                CHECK_ALLOC(*out);
                return SL_OK;
            }
            if (obj->kind == V_RANGE) {
                lang_value *r = lv_new(I, V_RANGE);
                CHECK_ALLOC(r);
                r->u.range.start = obj->u.range.start + st * obj->u.range.step;
                r->u.range.step = obj->u.range.step * step;
                r->u.range.stop = r->u.range.start + cnt * r->u.range.step;
                *out = r;
                return SL_OK;
            }
            lang_value *r = lv_seq(I, obj->kind, cnt);
            CHECK_ALLOC(r);
            for (int64_t k = 0; k < cnt; k++) r->u.seq.v[k] = obj->u.seq.v[st + k * step];
            *out = r;
            return SL_OK;
        }
        if (idx->kind == V_TENSOR && idx->u.tensor->t.layout.ndim == 0)
            return lang_unsupported(err, "indexing a Python sequence with a tensor");
        int64_t i;
        if ((rc = seq_index(obj, n, idx, &i, what, err))) return rc;
        if (obj->kind == V_STR) *out = lv_str(I, obj->u.str.s + i, 1);
        else if (obj->kind == V_RANGE) *out = lv_int(I, obj->u.range.start + i * obj->u.range.step);
        else {
            *out = obj->u.seq.v[i];
            return SL_OK;
        }
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (obj->kind == V_DICT) {
        int64_t p;
        if ((rc = lang_dict_find(I, obj, idx, &p, err))) return rc;
        if (p >= 0) {
            *out = obj->u.seq.v[2 * p + 1];
            return SL_OK;
        }
        char kb[200];
        sl_strbuf sb;
        sl_sb_init(&sb, kb, sizeof kb);
        if ((rc = lv_repr(I, idx, &sb, err))) return rc;
        /* the raised KeyError's args are (key,) */
        lang_value *ex = lv_exc(I, "KeyError", kb), *args = lv_seq(I, V_TUPLE, 1);
        CHECK_ALLOC(ex);
        CHECK_ALLOC(args);
        args->u.seq.v[0] = idx;
        ex->u.exc.args = args;
        I->pending_exc = ex;
        return lang_py_error(err, "KeyError", "%s", kb);
    }
    if (obj->kind == V_EXCTYPE || obj->kind == V_TYPE || obj->kind == V_FUNC)
        return lang_unsupported(err, "subscripting %s", lv_type_name(obj));
    return lang_py_error(err, "TypeError", "'%s' object is not subscriptable", lv_type_name(obj));
}

/* ------------------------------------------------------------ attributes == */

static const char *type_short(const char *path);

static int getattr_value(lang_interp *I, lang_value *obj, const char *name, lang_value **out,
                         sl_error *err) {
    if (obj->kind == V_STR && obj->pytype) { /* torch.device */
        if (!strcmp(name, "type")) CHECK_ALLOC(*out = lv_strz(I, obj->u.str.s));
        else if (!strcmp(name, "index")) CHECK_ALLOC(*out = lv_none(I));
        else return lang_unsupported(err, "torch.device.%s", name);
        return SL_OK;
    }
    if ((obj->kind == V_CLASS || obj->kind == V_INSTANCE || obj->kind == V_DESCR)) return lang_class_getattr(I, obj, name, out, err);
    if (obj->kind == V_LIST && obj->pytype && !strcmp(obj->pytype, "generator"))
        return lang_yield_getattr(obj, name, err);
    if (obj->kind == V_MODULE && !strcmp(obj->u.path, "torch")) {
        int wrc = lang_with_torch_attr(I, name, out, err);
        if (wrc != 1) return wrc;
    }
    int arc = lang_fleet_check_attr(obj, name, err); /* AttributeError: not in dir() */
    if (arc) return arc;
    switch (obj->kind) {
    case V_MODULE:
        if (lang_pymod_known(obj->u.path)) return lang_pymod_attr(I, obj->u.path, name, out, err);
        return lang_torch_attr(I, obj->u.path, name, out, err);
    case V_TENSOR: return lang_tensor_getattr(I, obj, name, out, err);
    case V_ARRAY: return lang_np_getattr(I, obj, name, out, err);
    case V_TUPLE:
        if (lang_limits_is(obj)) return lang_limits_getattr(I, obj, name, out, err); /* arr_limits.c */
        if (lang_random_is_generator(obj)) return lang_random_generator_attr(I, obj, name, out, err);
        if (obj->pytype) return lang_torch_rtype_getattr(I, obj, name, out, err); /* torch.return_types */
        break;
    case V_FUNC:
        if (!strcmp(name, "__name__")) { /* torch.floor.__name__, x.floor.__name__: 'floor' */
            const char *dot = strrchr(obj->u.func.name, '.');
            *out = lv_strz(I, dot ? dot + 1 : obj->u.func.name);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        break;
    case V_TYPE:
    case V_EXCTYPE:
        if (!strcmp(name, "__name__")) {
            *out = lv_strz(I, type_short(obj->u.path));
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        break;
    case V_EXC:
        if (!strcmp(name, "args")) {
            if (obj->u.exc.args) {
                *out = obj->u.exc.args;
                return SL_OK;
            }
            lang_value *t = lv_seq(I, V_TUPLE, obj->u.exc.noargs ? 0 : 1);
            CHECK_ALLOC(t);
            if (!obj->u.exc.noargs) CHECK_ALLOC(t->u.seq.v[0] = lv_strz(I, obj->u.exc.msg));
            *out = t;
            return SL_OK;
        }
        break;
    case V_SLICE:
        if (!strcmp(name, "start")) *out = obj->u.slice.start;
        else if (!strcmp(name, "stop")) *out = obj->u.slice.stop;
        else if (!strcmp(name, "step")) *out = obj->u.slice.step;
        else break;
        return SL_OK;
    case V_DTYPE:
        if (obj->np_dtype) return lang_np_getattr(I, obj, name, out, err);
        if (!strcmp(name, "is_floating_point") || !strcmp(name, "is_complex") || !strcmp(name, "is_signed")) {
            /* torch.dtype properties */
            sl_dtype d = obj->u.dtype;
            *out = lv_bool(I, name[3] == 'f' ? sl_dtype_is_floating(d) : name[3] == 'c' ? sl_dtype_is_complex(d)
                                                                          : d != SL_BOOL && d != SL_UINT8);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (!strcmp(name, "itemsize")) {
            *out = lv_int(I, sl_dtype_itemsize(obj->u.dtype));
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        break;
    case V_FLOAT:
        if (!strcmp(name, "is_integer") || !strcmp(name, "real") || !strcmp(name, "imag")) break;
        break;
    case V_STORAGE:
    case V_FLAGS:
        if (obj->kind == V_FLAGS) return lang_np_getattr(I, obj, name, out, err);
        if ((obj->u.aux.which == 2 || obj->u.aux.which == 3) && !strcmp(name, "base")) {
            *out = obj->u.aux.owner;
            return SL_OK;
        }
        if (obj->u.aux.which == 0) { /* TypedStorage (tensor_storage.c) */
            int src = lang_tstore_storage_getattr(I, obj, name, out, err);
            if (src != 1) return src;
        }
        break;
    default:
        break;
    }
    /* methods of plain values, resolved at call time */
    if (obj->kind == V_STR || obj->kind == V_LIST || obj->kind == V_TUPLE || obj->kind == V_SIZE ||
        obj->kind == V_DICT || obj->kind == V_STORAGE || obj->kind == V_DTYPE ||
        obj->kind == V_FLOAT || obj->kind == V_INT || obj->kind == V_SET) {
        lang_value *f = lv_new(I, V_FUNC);
        CHECK_ALLOC(f);
        f->u.func.name = lang_strndup(&I->A, name, strlen(name));
        CHECK_ALLOC(f->u.func.name);
        f->u.func.self = obj;
        *out = f;
        return SL_OK;
    }
    if (obj->kind == V_NONE || obj->kind == V_BOOL)
        return lang_py_error(err, "AttributeError", "'%s' object has no attribute '%s'",
                             lv_type_name(obj), name);
    return lang_unsupported(err, "attribute '%s' of %s", name, lv_type_name(obj));
}

int lang_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out,
                 sl_error *err) {
    return getattr_value(I, obj, name, out, err);
}
int lang_getitem(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out,
                 sl_error *err) {
    return subscript(I, obj, idx, out, err);
}
int lang_values_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    return values_equal(I, a, b, res, err);
}

/* ----------------------------------------------------------- builtins == */

/* hasattr(obj, name): Python's AttributeError test.  For the types with a dir() table
 * (py_dir_names.c) a name not in it is absent and a method is present; a torch data
 * descriptor is fetched (its getter may raise: errors other than AttributeError propagate).
 * A fetch that the evaluator resolves only at call time, or an AttributeError it raises
 * where the table knows the name, is refused: those are the evaluator's gaps, not Python's
 * answer.  getattr(obj, name[, default]) shares the test: *res 0 absent, 1 present. */
static int attr_test(lang_interp *I, lang_value *obj, lang_value *nv, int *res, sl_error *err) {
    if (nv->kind != V_STR)
        return lang_py_error(err, "TypeError", "attribute name must be string, not '%s'", lv_type_name(nv));
    const char *nm = nv->u.str.s;
    if ((int64_t)strlen(nm) != nv->u.str.len) return lang_unsupported(err, "an attribute name holding NUL");
    const char *tag = NULL;
    switch (obj->kind) {
    case V_ARRAY: tag = obj->np_scalar ? NULL : "ndarray"; break;
    case V_TENSOR: tag = "Tensor"; break;
    case V_STR: tag = "str"; break;
    case V_LIST: tag = obj->pytype || obj->lazy ? NULL : "list"; break;
    case V_TUPLE: tag = obj->pytype ? NULL : "tuple"; break;
    case V_DICT: tag = obj->pytype ? NULL : "dict"; break;
    case V_INT: case V_BIGINT: tag = "int"; break;
    case V_FLOAT: tag = obj->np_dtype ? NULL : "float"; break;
    case V_BOOL: tag = "bool"; break;
    case V_NONE: tag = "NoneType"; break;
    case V_SIZE: tag = "Size"; break;
    case V_SLICE: tag = "slice"; break;
    case V_RANGE: tag = "range"; break;
    default: break;
    }
    int k = tag ? lang_dir_lookup(tag, nm) : -1;
    if (k == 0 || k == 'm') {
        *res = k == 'm';
        return SL_OK;
    }
    lang_value *v = NULL;
    int rc = getattr_value(I, obj, nm, &v, err);
    if (rc == SL_OK && !(v->kind == V_FUNC && (v->u.func.self == obj || k < 0))) {
        *res = 1;
        return SL_OK;
    }
    if (rc && (rc != SL_ERR_PY || !lang_exc_matches(err->type, "AttributeError"))) return rc;
    return lang_unsupported(err, "hasattr() of attribute '%s' of %s", nm, lv_type_name(obj));
}

static int builtin_hasattr(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_py_error(err, "TypeError", "hasattr() takes no keyword arguments");
    if (a->npos != 2) return lang_py_error(err, "TypeError", "hasattr expected 2 arguments, got %d", a->npos);
    int res = 0;
    int rc = attr_test(I, a->pos[0], a->pos[1], &res, err);
    if (rc) return rc;
    *out = lv_bool(I, res == 1);
    return SL_OK;
}

static int builtin_getattr(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_py_error(err, "TypeError", "getattr() takes no keyword arguments");
    if (a->npos < 2 || a->npos > 3)
        return lang_py_error(err, "TypeError", "getattr expected at least 2 arguments, got %d", a->npos);
    int res = 0;
    int rc = attr_test(I, a->pos[0], a->pos[1], &res, err);
    if (rc) return rc;
    if (res == 1) return getattr_value(I, a->pos[0], a->pos[1]->u.str.s, out, err);
    if (a->npos == 3) {
        *out = a->pos[2];
        return SL_OK;
    }
    return lang_unsupported(err, "getattr() of a missing attribute ('%s' of %s)", a->pos[1]->u.str.s,
                            lv_type_name(a->pos[0]));
}

static int iterate(lang_interp *I, lang_value *v, lang_value **items_out_list, sl_error *err);
static bool is_iterator(const lang_value *v);
static int iter_next(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err);
static int builtin_iter_next(lang_interp *I, const char *name, const lang_args *a,
                             lang_value **out, sl_error *err);

/* Python's truth of a condition: a tensor or array through its __bool__ (torch's and
 * numpy's errors for several elements, numpy's empty-array rule), anything else lv_truthy */
static int truth_of(lang_interp *I, lang_value *v, bool *out, sl_error *err) {
    if (v->kind == V_INSTANCE) return lang_class_truth(I, v, out, err);
    if (v->kind == V_TENSOR || v->kind == V_ARRAY) {
        lang_args none = {0};
        lang_value *b;
        int rc = v->kind == V_TENSOR ? lang_tensor_method(I, v, "__bool__", &none, &b, err)
                                     : lang_np_method(I, v, "__bool__", &none, &b, err);
        if (rc) return rc;
        v = b;
    }
    *out = lv_truthy(v);
    return SL_OK;
}

static int to_str_value(lang_interp *I, lang_value *v, bool repr, lang_value **out, sl_error *err) {
    return lang_text_of(I, v, repr, out, err);
}

static int type_of(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    lang_value *t;
    if (v->kind == V_INSTANCE) {
        *out = v->u.obj.cls->value;
        return SL_OK;
    }
    if (v->kind == V_EXC) {
        t = lv_new(I, V_EXCTYPE);
        CHECK_ALLOC(t);
        t->u.path = v->u.exc.type;
    } else {
        t = lv_new(I, V_TYPE);
        CHECK_ALLOC(t);
        /* the dotted path Python prints in <class '...'>; __name__ is its last part */
        const char *n = lv_type_name(v);
        char buf[64];
        buf[0] = 0;
        if (v->kind == V_TENSOR) n = "torch.Tensor";
        else if (v->kind == V_ARRAY && !v->np_scalar) n = "numpy.ndarray";
        else if (v->kind == V_ARRAY) snprintf(buf, sizeof buf, "numpy.%s", n);
        else if (v->kind == V_SIZE) n = "torch.Size";
        else if (v->kind == V_STR && v->pytype) n = "torch.device";
        else if (v->kind == V_TUPLE && v->pytype) snprintf(buf, sizeof buf, "torch.return_types.%s", v->pytype);
        else if (v->kind == V_DTYPE && !v->np_dtype) n = "torch.dtype";
        else if (v->kind == V_DTYPE && v->np_type) n = "type";
        else if (v->kind == V_DTYPE) {
            const char *dn = sl_dtype_numpy_name(v->u.dtype);
            snprintf(buf, sizeof buf, "numpy.dtype[%s]", !dn ? "?" : !strcmp(dn, "bool") ? "bool_" : dn);
        } else if (v->kind == V_STORAGE)
            n = v->u.aux.which == 3   ? "numpy.flatiter"
                : v->u.aux.which == 2 ? "numpy.lib.stride_tricks.DummyArray"
                : v->u.aux.which ? "torch.storage.UntypedStorage"
                                 : "torch.storage.TypedStorage";
        else if (v->kind == V_FLAGS) n = v->u.aux.which ? "numpy.core._internal._ctypes" : "numpy.core.multiarray.flagsobj";
        if (buf[0]) {
            n = lang_strndup(&I->A, buf, strlen(buf));
            CHECK_ALLOC(n);
        }
        t->u.path = n;
    }
    *out = t;
    return SL_OK;
}

static const char *type_short(const char *path) {
    const char *d = strrchr(path, '.');
    return d ? d + 1 : path;
}

static bool isinstance_of(lang_value *v, lang_value *cls) {
    int ci = lang_class_isinstance(v, cls);
    if (ci >= 0) return ci;
    if (cls->kind == V_EXCTYPE) return v->kind == V_EXC && lang_exc_matches(v->u.exc.type, cls->u.path);
    if (cls->kind == V_FUNC && !cls->u.func.self) {
        const char *n = cls->u.func.name;
        if (!strcmp(n, "int")) return v->kind == V_INT || v->kind == V_BOOL;
        if (!strcmp(n, "float")) /* numpy.float64 subclasses Python's float */
            return v->kind == V_FLOAT || (v->kind == V_ARRAY && v->np_scalar && v->u.array->a.dtype == SL_FLOAT64);
        if (!strcmp(n, "bool")) return v->kind == V_BOOL;
        if (!strcmp(n, "str")) return v->kind == V_STR;
        if (!strcmp(n, "set")) return v->kind == V_SET && !v->frozen;
        if (!strcmp(n, "frozenset")) return v->kind == V_SET && v->frozen;
        if (!strcmp(n, "tuple")) return v->kind == V_TUPLE || v->kind == V_SIZE;
        if (!strcmp(n, "list")) return v->kind == V_LIST;
        if (!strcmp(n, "dict")) return v->kind == V_DICT;
        if (!strcmp(n, "range")) return v->kind == V_RANGE;
        if (!strcmp(n, "slice")) return v->kind == V_SLICE;
        if (!strcmp(n, "torch.Tensor")) return v->kind == V_TENSOR;
        if (!strcmp(n, "torch.Size")) return v->kind == V_SIZE;
        if (!strcmp(n, "numpy.ndarray")) return v->kind == V_ARRAY;
    }
    if (cls->kind == V_TYPE) {
        const char *n = cls->u.path;
        if (!strcmp(n, "torch.Tensor")) return v->kind == V_TENSOR;
        if (!strcmp(n, "numpy.ndarray")) return v->kind == V_ARRAY;
        if (!strcmp(n, "torch.Size")) return v->kind == V_SIZE;
        if (v->kind == V_DTYPE && v->np_dtype) { /* type(d) is numpy.dtype[<scalar name>] */
            const char *dn = sl_dtype_numpy_name(v->u.dtype);
            char buf[64];
            snprintf(buf, sizeof buf, "numpy.dtype[%s]", !dn ? "?" : !strcmp(dn, "bool") ? "bool_" : dn);
            return !strcmp(n, buf);
        }
        return !strcmp(type_short(n), lv_type_name(v));
    }
    /* a numpy scalar type used as a class (np.int64, np.float32): numpy scalars of exactly
     * that dtype (numpy's abstract classes np.integer, np.floating are not modelled) */
    if (cls->kind == V_DTYPE && cls->np_dtype)
        return v->kind == V_ARRAY && v->np_scalar && v->u.array->a.dtype == cls->u.dtype;
    return false;
}

/* int(text, base): Python's literal rules — surrounding whitespace, a sign, the base's
 * prefix (or any prefix for base 0), single underscores between digits. */
static int int_with_base(lang_interp *I, lang_value *v, lang_value *bv, lang_value **out, sl_error *err) {
    if (bv->kind != V_INT && bv->kind != V_BOOL)
        return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(bv));
    int64_t base = bv->kind == V_INT ? bv->u.i : bv->u.b;
    if (v->kind != V_STR) return lang_py_error(err, "TypeError", "int() can't convert non-string with explicit base");
    if (base != 0 && (base < 2 || base > 36))
        return lang_py_error(err, "ValueError", "int() base must be >= 2 and <= 36, or 0");
    const char *s = v->u.str.s, *e = s + v->u.str.len;
    while (s < e && (*s == ' ' || (*s >= '\t' && *s <= '\r'))) s++;
    while (e > s && (e[-1] == ' ' || (e[-1] >= '\t' && e[-1] <= '\r'))) e--;
    bool neg = false, ok = true;
    if (s < e && (*s == '+' || *s == '-')) neg = *s++ == '-';
    int64_t b = base;
    bool prefixed = false;
    if (e - s >= 2 && s[0] == '0') {
        char p = (char)(s[1] | 0x20);
        int64_t pb = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
        if (pb && (b == 0 || b == pb)) {
            b = pb;
            s += 2;
            prefixed = true;
            if (s < e && *s == '_') s++; /* 0x_1f is allowed */
        }
    }
    if (b == 0) b = 10;
    unsigned __int128 acc = 0;
    int64_t ndig = 0;
    bool all_zero = true;
    for (const char *q = s; q < e && ok; q++) {
        if (*q == '_') {
            ok = q > s && q + 1 < e && q[1] != '_';
            continue;
        }
        int d = *q >= '0' && *q <= '9' ? *q - '0' : (*q | 0x20) >= 'a' && (*q | 0x20) <= 'z' ? (*q | 0x20) - 'a' + 10 : 99;
        if (d >= b) {
            ok = false;
            break;
        }
        if (d) all_zero = false;
        acc = acc * (unsigned)b + (unsigned)d;
        if (acc > ((unsigned __int128)1 << 64)) return int_overflow(err);
        ndig++;
    }
    if (ndig == 0) ok = false;
    /* base 0: a decimal literal may not have leading zeros (Python's rule for code) */
    if (ok && base == 0 && !prefixed && ndig > 1 && s[0] == '0' && !all_zero) ok = false;
    if (!ok) {
        lang_value *r;
        int rc = lang_text_of(I, v, true, &r, err);
        if (rc) return rc;
        return lang_py_error(err, "ValueError", "invalid literal for int() with base %lld: %.200s", (long long)base,
                             r->u.str.s);
    }
    if (acc > (unsigned __int128)INT64_MAX + (neg ? 1 : 0)) return int_overflow(err);
    *out = lv_int(I, neg ? (int64_t)(0 - (uint64_t)acc) : (int64_t)acc);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* Stable merge sort of vals by keys (Python's `<` on the keys); reverse as list.sort
 * does it: reverse, sort stably, reverse back, so equal keys keep their order. */
static int sort_values(lang_interp *I, lang_value **vals, lang_value **keys, int64_t n, bool reverse,
                       sl_error *err) {
    if (reverse)
        for (int64_t i = 0; i < n / 2; i++) {
            lang_value *t = vals[i];
            vals[i] = vals[n - 1 - i];
            vals[n - 1 - i] = t;
            t = keys[i];
            keys[i] = keys[n - 1 - i];
            keys[n - 1 - i] = t;
        }
    lang_value **tv = lang_alloc(&I->A, (size_t)(n ? n : 1) * sizeof *tv);
    lang_value **tk = lang_alloc(&I->A, (size_t)(n ? n : 1) * sizeof *tk);
    CHECK_ALLOC(tv);
    CHECK_ALLOC(tk);
    for (int64_t width = 1; width < n; width *= 2) {
        for (int64_t lo = 0; lo < n; lo += 2 * width) {
            int64_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            int64_t i = lo, j = mid, o = lo;
            while (i < mid && j < hi) {
                int c;
                int rc = values_order(I, OP_LT, keys[j], keys[i], &c, err);
                if (rc) return rc;
                if (c == -1) {
                    tv[o] = vals[j];
                    tk[o++] = keys[j++];
                } else {
                    tv[o] = vals[i];
                    tk[o++] = keys[i++];
                }
            }
            while (i < mid) {
                tv[o] = vals[i];
                tk[o++] = keys[i++];
            }
            while (j < hi) {
                tv[o] = vals[j];
                tk[o++] = keys[j++];
            }
        }
        memcpy(vals, tv, (size_t)n * sizeof *vals);
        memcpy(keys, tk, (size_t)n * sizeof *keys);
    }
    if (reverse)
        for (int64_t i = 0; i < n / 2; i++) {
            lang_value *t = vals[i];
            vals[i] = vals[n - 1 - i];
            vals[n - 1 - i] = t;
        }
    return SL_OK;
}

/* key(v) for every item (the items themselves without a key function). */
static int sort_keys(lang_interp *I, lang_value *key, lang_value **vals, int64_t n, lang_value ***keys_out,
                     sl_error *err) {
    lang_value **keys = lang_alloc(&I->A, (size_t)(n ? n : 1) * sizeof *keys);
    CHECK_ALLOC(keys);
    for (int64_t i = 0; i < n; i++) {
        if (!key || key->kind == V_NONE) {
            keys[i] = vals[i];
            continue;
        }
        lang_args ka = {.pos = &vals[i], .npos = 1};
        int rc = lang_call_func(I, key, &ka, &keys[i], err);
        if (rc) return rc;
    }
    *keys_out = keys;
    return SL_OK;
}

/* sorted(iterable, key=, reverse=), and min/max with key= / default=. */
static int sort_min_max(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                        sl_error *err) {
    lang_value *key = NULL, *reverse = NULL, *deflt = NULL;
    int rc;
    bool sorting = name[0] == 's';
    for (int32_t k = 0; k < a->nkw; k++) {
        const char *kw = a->kwnames[k];
        if (!strcmp(kw, "key")) key = a->kw[k];
        else if (sorting && !strcmp(kw, "reverse")) reverse = a->kw[k];
        else if (!sorting && !strcmp(kw, "default")) deflt = a->kw[k];
        else return lang_unsupported(err, "keyword argument '%s' of %s()", kw, name);
    }
    lang_value *items;
    if (sorting) {
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "sorted expected 1 argument, got %d", a->npos);
        if ((rc = iterate(I, a->pos[0], &items, err))) return rc;
    } else if (a->npos == 0) {
        return lang_py_error(err, "TypeError", "%s expected at least 1 argument, got 0", name);
    } else if (a->npos > 1) {
        if (deflt)
            return lang_py_error(err, "TypeError",
                                 "Cannot specify a default for %s() with multiple positional arguments", name);
        items = lv_seq(I, V_LIST, a->npos);
        CHECK_ALLOC(items);
        for (int32_t i = 0; i < a->npos; i++) items->u.seq.v[i] = a->pos[i];
    } else if ((rc = iterate(I, a->pos[0], &items, err))) {
        return rc;
    }
    int64_t n = items->u.seq.n;
    lang_value **keys;
    if ((rc = sort_keys(I, key, items->u.seq.v, n, &keys, err))) return rc;
    if (sorting) {
        bool rev = false;
        if (reverse) {
            if (reverse->kind != V_BOOL && reverse->kind != V_INT)
                return lang_unsupported(err, "reverse= of type %s", lv_type_name(reverse));
            rev = lv_truthy(reverse);
        }
        if ((rc = sort_values(I, items->u.seq.v, keys, n, rev, err))) return rc;
        *out = items;
        return SL_OK;
    }
    if (n == 0) {
        if (deflt) {
            *out = deflt;
            return SL_OK;
        }
        return lang_py_error(err, "ValueError", "%s() arg is an empty sequence", name);
    }
    int64_t best = 0;
    for (int64_t i = 1; i < n; i++) {
        int c;
        if ((rc = values_order(I, name[1] == 'i' ? OP_LT : OP_GT, keys[i], keys[best], &c, err))) return rc;
        if ((name[1] == 'i' && c == -1) || (name[1] == 'a' && c == 1)) best = i;
    }
    *out = items->u.seq.v[best];
    return SL_OK;
}

static int call_builtin(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                        sl_error *err) {
    int rc;
    if (!strcmp(name, "print")) {
        const char *sep = " ", *end = "\n";
        int64_t seplen = 1, endlen = 1;
        for (int32_t k = 0; k < a->nkw; k++) {
            lang_value *v = a->kw[k];
            if (!strcmp(a->kwnames[k], "sep") || !strcmp(a->kwnames[k], "end")) {
                bool is_sep = a->kwnames[k][0] == 's';
                if (v->kind == V_NONE) continue;
                if (v->kind != V_STR)
                    return lang_py_error(err, "TypeError", "%s must be None or a string, not %s",
                                         is_sep ? "sep" : "end", lv_type_name(v));
                if (is_sep) {
                    sep = v->u.str.s;
                    seplen = v->u.str.len;
                } else {
                    end = v->u.str.s;
                    endlen = v->u.str.len;
                }
            } else if (!strcmp(a->kwnames[k], "flush")) {
            } else {
                return lang_unsupported(err, "print() keyword '%s'", a->kwnames[k]);
            }
        }
        /* build the line in a 4 KiB buffer, retrying larger ones for long output */
        for (size_t cap = 4096;; cap *= 16) {
            char *buf = lang_alloc(&I->A, cap);
            CHECK_ALLOC(buf);
            sl_strbuf sb;
            sl_sb_init(&sb, buf, cap);
            rc = SL_OK;
            for (int32_t i = 0; i < a->npos && !rc; i++) {
                if (i) sl_sb_printf(&sb, "%.*s", (int)seplen, sep);
                rc = lv_str_of(I, a->pos[i], &sb, err);
            }
            if (rc == SL_ERR_LIMIT && cap < ((size_t)1 << 24)) continue;
            if (rc) return rc;
            sl_sb_printf(&sb, "%.*s", (int)endlen, end);
            if (sb.len + 1 >= cap) {
                if (cap < ((size_t)1 << 24)) continue;
                return lang_nomem(err);
            }
            lang_emit(I, buf, sb.len);
            break;
        }
        *out = lv_none(I);
        return SL_OK;
    }
    if (!strcmp(name, "sorted") || ((!strcmp(name, "min") || !strcmp(name, "max")) && a->nkw))
        return sort_min_max(I, name, a, out, err);
    if (a->nkw && strcmp(name, "int") && strcmp(name, "dict"))
        return lang_unsupported(err, "keyword arguments to %s()", name);
    if (!strcmp(name, "map") || !strcmp(name, "filter")) {
        /* the iterables are read now; the function runs when the result is iterated */
        bool is_map = name[0] == 'm';
        if (is_map ? a->npos < 2 : a->npos != 2)
            return lang_py_error(err, "TypeError", is_map ? "map() must have at least two arguments."
                                                          : "filter expected 2 arguments, got %d", a->npos);
        if (a->npos > 9) return lang_unsupported(err, "map() over more than 8 iterables");
        lang_value *r = lv_seq(I, V_LIST, a->npos);
        CHECK_ALLOC(r);
        r->u.seq.v[0] = a->pos[0];
        for (int32_t i = 1; i < a->npos; i++)
            if ((rc = iterate(I, a->pos[i], &r->u.seq.v[i], err))) return rc;
        r->pytype = name;
        r->lazy = true;
        *out = r;
        return SL_OK;
    }
    if (!strcmp(name, "format")) {
        if (a->npos < 1 || a->npos > 2)
            return lang_py_error(err, "TypeError", a->npos ? "format expected at most 2 arguments, got %d"
                                                           : "format expected at least 1 argument, got %d",
                                 a->npos);
        lang_value *spec = a->npos == 2 ? a->pos[1] : NULL;
        if (spec && spec->kind != V_STR)
            return lang_py_error(err, "TypeError", "format() argument 2 must be str, not %s", lv_type_name(spec));
        return lang_format_value(I, a->pos[0], spec ? spec->u.str.s : "", spec ? spec->u.str.len : 0, out, err);
    }
    if (!strcmp(name, "hex") || !strcmp(name, "oct") || !strcmp(name, "bin")) {
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "%s() takes exactly one argument (%d given)", name, a->npos);
        lang_value *v = a->pos[0];
        if (v->kind != V_INT && v->kind != V_BOOL && v->kind != V_BIGINT) {
            if (v->kind == V_TENSOR || v->kind == V_ARRAY) return lang_unsupported(err, "%s() of a tensor or array", name);
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(v));
        }
        const char *spec = name[0] == 'h' ? "#x" : name[0] == 'o' ? "#o" : "#b";
        return lang_format_value(I, v, spec, 2, out, err);
    }
    if (!strcmp(name, "ord")) {
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "ord() takes exactly one argument (%d given)", a->npos);
        lang_value *v = a->pos[0];
        if (v->kind != V_STR)
            return lang_py_error(err, "TypeError", "ord() expected string of length 1, but %s found", lv_type_name(v));
        int64_t cps = lang_utf8_len(v->u.str.s, v->u.str.len);
        if (cps != 1)
            return lang_py_error(err, "TypeError", "ord() expected a character, but string of length %lld found",
                                 (long long)cps);
        const unsigned char *u = (const unsigned char *)v->u.str.s;
        int64_t cp = u[0];
        if (v->u.str.len > 4) return lang_unsupported(err, "ord() of malformed text");
        if (v->u.str.len > 1) {
            cp = u[0] & (0x3F >> (v->u.str.len - 1));
            for (int64_t k = 1; k < v->u.str.len; k++) cp = cp << 6 | (u[k] & 0x3F);
        }
        *out = lv_int(I, cp);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "chr")) {
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "chr() takes exactly one argument (%d given)", a->npos);
        lang_value *v = a->pos[0];
        if (v->kind != V_INT && v->kind != V_BOOL)
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(v));
        int64_t x = as_i(v);
        if (x < 0 || x > 0x10ffff) return lang_py_error(err, "ValueError", "chr() arg not in range(0x110000)");
        return lang_format_value(I, v, "c", 1, out, err);
    }
    if (!strcmp(name, "len")) {
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "len() takes exactly one argument (%d given)", a->npos);
        lang_value *v = a->pos[0];
        int64_t n = 0;
        if (v->kind == V_LIST && v->pytype && strncmp(v->pytype, "dict_", 5))
            return lang_py_error(err, "TypeError", "object of type '%s' has no len()", v->pytype);
        if (is_seq(v)) n = v->u.seq.n;
        else if (v->kind == V_DICT) n = v->u.seq.n / 2;
        else if (v->kind == V_SET) n = lang_set_len(v);
        else if (v->kind == V_STR) n = lang_utf8_len(v->u.str.s, v->u.str.len);
        else if (v->kind == V_RANGE) {
            int64_t s = v->u.range.step, lo = v->u.range.start, hi = v->u.range.stop;
            n = s > 0 ? (hi > lo ? (hi - lo - 1) / s + 1 : 0) : (lo > hi ? (lo - hi - 1) / (-s) + 1 : 0);
        } else if (v->kind == V_TENSOR) {
            if (v->u.tensor->t.layout.ndim == 0)
                return lang_py_error(err, "TypeError", "len() of a 0-d tensor");
            n = v->u.tensor->t.layout.size[0];
        } else if (v->kind == V_ARRAY) {
            if (v->u.array->a.ndim == 0)
                return lang_py_error(err, "TypeError", "len() of unsized object");
            n = v->u.array->a.shape[0];
        } else if (v->kind == V_STORAGE && v->u.aux.which == 3) {
            if ((rc = sl_np_size(&v->u.aux.owner->u.array->a, &n, err))) return rc;
        } else if (v->kind == V_STORAGE && v->u.aux.which != 2) {
            /* a storage's len() is its size(): elements (TypedStorage), bytes (untyped) */
            lang_args none;
            memset(&none, 0, sizeof none);
            return lang_storage_method(I, v, "size", &none, out, err);
        } else
            return lang_py_error(err, "TypeError", "object of type '%s' has no len()", lv_type_name(v));
        *out = lv_int(I, n);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "range")) {
        int64_t v[3] = {0, 0, 1};
        if (a->npos < 1 || a->npos > 3)
            return lang_py_error(err, "TypeError", a->npos ? "range expected at most 3 arguments, got %d"
                                                           : "range expected at least 1 argument, got %d", a->npos);
        for (int32_t i = 0; i < a->npos; i++) {
            lang_value *x = a->pos[i];
            if (x->kind != V_INT && x->kind != V_BOOL)
                return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer",
                                     lv_type_name(x));
            v[i] = as_i(x);
        }
        lang_value *r = lv_new(I, V_RANGE);
        CHECK_ALLOC(r);
        if (a->npos == 1) {
            r->u.range.start = 0;
            r->u.range.stop = v[0];
            r->u.range.step = 1;
        } else {
            r->u.range.start = v[0];
            r->u.range.stop = v[1];
            r->u.range.step = a->npos == 3 ? v[2] : 1;
            if (r->u.range.step == 0)
                return lang_py_error(err, "ValueError", "range() arg 3 must not be zero");
        }
        int64_t d;
        if (sl_ovf_sub(r->u.range.stop, r->u.range.start, &d)) return int_overflow(err);
        *out = r;
        return SL_OK;
    }
    if (!strcmp(name, "set") || !strcmp(name, "frozenset")) {
        if (a->nkw) return lang_py_error(err, "TypeError", "%s() takes no keyword arguments", name);
        if (a->npos > 1)
            return lang_py_error(err, "TypeError", "%s expected at most 1 argument, got %d", name, a->npos);
        return lang_set_new(I, name[0] == 'f', a->npos ? a->pos[0] : NULL, out, err);
    }
    if (!strcmp(name, "list") || !strcmp(name, "tuple")) {
        lang_vkind k = name[0] == 'l' ? V_LIST : V_TUPLE;
        if (a->npos == 0) {
            *out = lv_seq(I, k, 0);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "%s expected at most 1 argument, got %d", name, a->npos);
        lang_value *items;
        if ((rc = iterate(I, a->pos[0], &items, err))) return rc;
        if (k == V_TUPLE && a->pos[0]->kind == V_TUPLE) {
            *out = a->pos[0];
            return SL_OK;
        }
        items->kind = k;
        *out = items;
        return SL_OK;
    }
    if (!strcmp(name, "str") || !strcmp(name, "repr")) {
        if (a->npos == 0 && name[0] == 's') {
            *out = lv_str(I, "", 0);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (a->npos != 1) return lang_unsupported(err, "%s() with %d arguments", name, a->npos);
        return to_str_value(I, a->pos[0], name[0] == 'r', out, err);
    }
    if (!strcmp(name, "int")) {
        if (a->npos == 0) {
            *out = lv_int(I, 0);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (a->npos == 2 || (a->npos == 1 && a->nkw == 1 && !strcmp(a->kwnames[0], "base")))
            return int_with_base(I, a->pos[0], a->npos == 2 ? a->pos[1] : a->kw[0], out, err);
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "int() with these arguments");
        lang_value *v = a->pos[0];
        if (v->kind == V_INT || v->kind == V_BOOL) {
            *out = lv_int(I, as_i(v));
        } else if (v->kind == V_FLOAT) {
            double d = v->u.f;
            if (isnan(d)) return lang_py_error(err, "ValueError", "cannot convert float NaN to integer");
            if (isinf(d)) return lang_py_error(err, "OverflowError", "cannot convert float infinity to integer");
            d = trunc(d);
            if (d >= 9223372036854775808.0 || d < -9223372036854775808.0) return int_overflow(err);
            *out = lv_int(I, (int64_t)d);
        } else if (v->kind == V_STR) {
            char *end;
            const char *s = v->u.str.s;
            while (*s == ' ') s++;
            errno = 0;
            long long x = strtoll(s, &end, 10);
            while (*end == ' ') end++;
            if (end == s || *end || errno) {
                char rb[200];
                sl_strbuf sb;
                sl_sb_init(&sb, rb, sizeof rb);
                lv_repr(I, v, &sb, NULL);
                return lang_py_error(err, "ValueError", "invalid literal for int() with base 10: %s", rb);
            }
            *out = lv_int(I, x);
        } else if (v->kind == V_TENSOR || v->kind == V_ARRAY) {
            lang_args none = {0};
            lang_value *item;
            if (v->kind == V_TENSOR) rc = lang_tensor_method(I, v, "__int__", &none, &item, err);
            else rc = lang_np_method(I, v, "__int__", &none, &item, err);
            if (rc) return rc;
            *out = item;
            return SL_OK;
        } else {
            return lang_py_error(err, "TypeError",
                                 "int() argument must be a string, a bytes-like object or a real number, not '%s'",
                                 lv_type_name(v));
        }
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "float")) {
        if (a->npos == 0) {
            *out = lv_float(I, 0.0);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (a->npos != 1) return lang_unsupported(err, "float() with %d arguments", a->npos);
        lang_value *v = a->pos[0];
        if (is_num(v)) {
            *out = lv_float(I, as_f(v));
        } else if (v->kind == V_STR) {
            char *end;
            const char *s = v->u.str.s;
            double d = strtod(s, &end);
            if (end == s || *end) {
                char rb[200];
                sl_strbuf sb;
                sl_sb_init(&sb, rb, sizeof rb);
                lv_repr(I, v, &sb, NULL);
                return lang_py_error(err, "ValueError", "could not convert string to float: %s", rb);
            }
            *out = lv_float(I, d);
        } else if (v->kind == V_TENSOR || v->kind == V_ARRAY) {
            lang_args none = {0};
            if (v->kind == V_TENSOR) return lang_tensor_method(I, v, "__float__", &none, out, err);
            return lang_np_method(I, v, "__float__", &none, out, err);
        } else {
            return lang_py_error(err, "TypeError", "float() argument must be a string or a real number, not '%s'",
                                 lv_type_name(v));
        }
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "bool")) {
        if (a->npos == 0) {
            *out = lv_bool(I, false);
            return SL_OK;
        }
        lang_value *v = a->pos[0];
        if (v->kind == V_TENSOR || v->kind == V_ARRAY) {
            lang_args none = {0};
            lang_value *f;
            if (v->kind == V_TENSOR) rc = lang_tensor_method(I, v, "__bool__", &none, &f, err);
            else rc = lang_np_method(I, v, "__bool__", &none, &f, err);
            if (rc) return rc;
            *out = f;
            return SL_OK;
        }
        *out = lv_bool(I, lv_truthy(v));
        return SL_OK;
    }
    if (!strcmp(name, "type")) {
        if (a->npos != 1) return lang_unsupported(err, "type() with %d arguments", a->npos);
        return type_of(I, a->pos[0], out, err);
    }
    if (!strcmp(name, "isinstance")) {
        if (a->npos != 2)
            return lang_py_error(err, "TypeError", "isinstance expected 2 arguments, got %d", a->npos);
        lang_value *cls = a->pos[1];
        bool r = false;
        if (cls->kind == V_TUPLE) {
            for (int64_t i = 0; i < cls->u.seq.n; i++)
                if (isinstance_of(a->pos[0], cls->u.seq.v[i])) r = true;
        } else if (cls->kind == V_CLASS || cls->kind == V_EXCTYPE || cls->kind == V_TYPE || (cls->kind == V_DTYPE && cls->np_dtype) ||
                   (cls->kind == V_FUNC && !cls->u.func.self)) {
            r = isinstance_of(a->pos[0], cls);
        } else {
            return lang_py_error(err, "TypeError",
                                 "isinstance() arg 2 must be a type, a tuple of types, or a union");
        }
        *out = lv_bool(I, r);
        return SL_OK;
    }
    if (!strcmp(name, "abs")) {
        if (a->npos != 1) return lang_unsupported(err, "abs() with %d arguments", a->npos);
        lang_value *v = a->pos[0];
        if (v->kind == V_TENSOR) return lang_fleet_tensor_method(I, v, "abs", &(lang_args){0}, out, err);
        if (v->kind == V_ARRAY) return lang_np_func(I, "abs", a, out, err); /* ndarray.__abs__ */
        if (v->kind == V_FLOAT) *out = lv_float(I, fabs(v->u.f));
        else if (v->kind == V_INT || v->kind == V_BOOL) {
            if (as_i(v) == INT64_MIN) return int_overflow(err);
            *out = lv_int(I, as_i(v) < 0 ? -as_i(v) : as_i(v));
        } else
            return lang_unsupported(err, "abs() of %s", lv_type_name(v));
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "min") || !strcmp(name, "max") || !strcmp(name, "sum") ||
        !strcmp(name, "sorted") || !strcmp(name, "all") || !strcmp(name, "any") ||
        !strcmp(name, "reversed") || !strcmp(name, "enumerate")) {
        if (a->nkw) return lang_unsupported(err, "keyword arguments to %s()", name);
        lang_value *items;
        if (a->npos == 0) return lang_py_error(err, "TypeError", "%s expected at least 1 argument, got 0", name);
        if ((!strcmp(name, "min") || !strcmp(name, "max")) && a->npos > 1) {
            items = lv_seq(I, V_LIST, a->npos);
            CHECK_ALLOC(items);
            for (int32_t i = 0; i < a->npos; i++) items->u.seq.v[i] = a->pos[i];
        } else {
            if (a->npos > (strcmp(name, "sum") && strcmp(name, "enumerate") ? 1 : 2))
                return lang_unsupported(err, "%s() with %d arguments", name, a->npos);
            /* these answers do not depend on a set's iteration order */
            bool any_order = a->pos[0]->kind == V_SET &&
                             (!strcmp(name, "sorted") || !strcmp(name, "min") || !strcmp(name, "max") ||
                              !strcmp(name, "all") || !strcmp(name, "any"));
            if (any_order) {
                rc = lang_set_items(I, a->pos[0], true, &items, err);
            } else if ((!strcmp(name, "all") || !strcmp(name, "any")) && is_iterator(a->pos[0])) {
                /* stop at the first deciding item, leaving the rest in the iterator */
                bool want = name[1] == 'n';
                for (;;) {
                    lang_value *x;
                    bool done;
                    if ((rc = iter_next(I, a->pos[0], &x, &done, err))) return rc;
                    if (done) break;
                    if (!(x = lang_np_scalar_py(I, x, err))) return err->code;
                    if (x->kind == V_TENSOR || x->kind == V_ARRAY) {
                        lang_args none = {0};
                        lang_value *b;
                        rc = x->kind == V_TENSOR ? lang_tensor_method(I, x, "__bool__", &none, &b, err)
                                                 : lang_np_method(I, x, "__bool__", &none, &b, err);
                        if (rc) return rc;
                        x = b;
                    }
                    bool t;
                    if ((rc = truth_of(I, x, &t, err))) return rc;
                    if (t == want) {
                        *out = lv_bool(I, want);
                        CHECK_ALLOC(*out);
                        return SL_OK;
                    }
                }
                *out = lv_bool(I, !want);
                CHECK_ALLOC(*out);
                return SL_OK;
            } else {
                rc = iterate(I, a->pos[0], &items, err);
            }
            if (rc) return rc;
        }
        int64_t n = items->u.seq.n;
        if (!strcmp(name, "min") || !strcmp(name, "max")) {
            if (n == 0) return lang_py_error(err, "ValueError", "%s() arg is an empty sequence", name);
            lang_value *best = items->u.seq.v[0];
            for (int64_t i = 1; i < n; i++) {
                int c;
                /* item < best for min, item > best for max (the operator Python's messages name) */
                if ((rc = values_order(I, name[1] == 'i' ? OP_LT : OP_GT, items->u.seq.v[i], best, &c, err))) return rc;
                if ((name[1] == 'i' && c == -1) || (name[1] == 'a' && c == 1)) best = items->u.seq.v[i];
            }
            *out = best;
            return SL_OK;
        }
        if (!strcmp(name, "sum")) {
            lang_value *acc = a->npos == 2 ? a->pos[1] : lv_int(I, 0);
            CHECK_ALLOC(acc);
            for (int64_t i = 0; i < n; i++)
                if ((rc = lang_binop(I, OP_ADD, acc, items->u.seq.v[i], &acc, err))) return rc;
            *out = acc;
            return SL_OK;
        }
        if (!strcmp(name, "all") || !strcmp(name, "any")) {
            bool want = name[1] == 'n';
            for (int64_t i = 0; i < n; i++) {
                bool t;
                if ((rc = truth_of(I, items->u.seq.v[i], &t, err))) return rc;
                if (t == want) {
                    *out = lv_bool(I, want);
                    return SL_OK;
                }
            }
            *out = lv_bool(I, !want);
            return SL_OK;
        }
        if (!strcmp(name, "reversed")) {
            lang_value *src = a->pos[0];
            const char *pt = src->kind == V_LIST && !src->pytype ? "list_reverseiterator"
                             : src->kind == V_RANGE ? "range_iterator"
                             : src->kind == V_TUPLE || src->kind == V_SIZE || src->kind == V_STR ? "reversed"
                             : src->kind == V_DICT ? "dict_reversekeyiterator" : NULL;
            if (!pt) return lang_unsupported(err, "reversed() of %s", lv_type_name(src));
            lang_value *r = lv_seq(I, V_LIST, n);
            CHECK_ALLOC(r);
            for (int64_t i = 0; i < n; i++) r->u.seq.v[i] = items->u.seq.v[n - 1 - i];
            r->pytype = pt;
            *out = r;
            return SL_OK;
        }
        if (!strcmp(name, "enumerate")) {
            int64_t start = 0;
            if (a->npos == 2 && (rc = lang_to_int(a->pos[1], &start, "start", err))) return rc;
            lang_value *r = lv_seq(I, V_LIST, n);
            CHECK_ALLOC(r);
            for (int64_t i = 0; i < n; i++) {
                lang_value *p = lv_seq(I, V_TUPLE, 2);
                CHECK_ALLOC(p);
                p->u.seq.v[0] = lv_int(I, start + i);
                CHECK_ALLOC(p->u.seq.v[0]);
                p->u.seq.v[1] = items->u.seq.v[i];
                r->u.seq.v[i] = p;
            }
            r->pytype = "enumerate";
            *out = r;
            return SL_OK;
        }
        /* sorted: insertion sort, stable */
        lang_value *r = lv_seq(I, V_LIST, n);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < n; i++) {
            lang_value *x = items->u.seq.v[i];
            int64_t j = i;
            while (j > 0) {
                int c;
                if ((rc = values_order(I, OP_LT, x, r->u.seq.v[j - 1], &c, err))) return rc;
                if (c != -1) break;
                r->u.seq.v[j] = r->u.seq.v[j - 1];
                j--;
            }
            r->u.seq.v[j] = x;
        }
        *out = r;
        return SL_OK;
    }
    if (!strcmp(name, "zip")) {
        lang_value *lists[8];
        if (a->npos > 8) return lang_unsupported(err, "zip() of more than 8 iterables");
        int64_t n = INT64_MAX;
        for (int32_t i = 0; i < a->npos; i++) {
            if ((rc = iterate(I, a->pos[i], &lists[i], err))) return rc;
            if (lists[i]->u.seq.n < n) n = lists[i]->u.seq.n;
        }
        if (a->npos == 0) n = 0;
        lang_value *r = lv_seq(I, V_LIST, n);
        CHECK_ALLOC(r);
        for (int64_t k = 0; k < n; k++) {
            lang_value *t = lv_seq(I, V_TUPLE, a->npos);
            CHECK_ALLOC(t);
            for (int32_t i = 0; i < a->npos; i++) t->u.seq.v[i] = lists[i]->u.seq.v[k];
            r->u.seq.v[k] = t;
        }
        r->pytype = "zip";
        *out = r;
        return SL_OK;
    }
    if (!strcmp(name, "round") && a->npos == 2 && a->pos[1]->kind != V_NONE) {
        lang_value *v = a->pos[0], *nd = a->pos[1];
        if (nd->kind != V_INT && nd->kind != V_BOOL)
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer",
                                 lv_type_name(nd));
        int64_t k = as_i(nd);
        if (v->kind == V_INT || v->kind == V_BOOL) {
            int64_t x = as_i(v);
            if (k >= 0) {
                *out = lv_int(I, x);
            } else {
                if (k < -18) return lang_unsupported(err, "round() of an int to more than 18 digits");
                int64_t m = 1;
                for (int64_t q = 0; q < -k; q++) m *= 10;
                int64_t qt = sl_floordiv(x, m), r = x - qt * m; /* 0 <= r < m */
                if (2 * (r % m) > m || (2 * r == m && (qt & 1))) qt++;
                int64_t res;
                if (sl_ovf_mul(qt, m, &res)) return int_overflow(err);
                *out = lv_int(I, res);
            }
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        if (v->kind != V_FLOAT) return lang_unsupported(err, "round() of %s with ndigits", lv_type_name(v));
        double x = v->u.f;
        if (!isfinite(x) || k > 323) {
            *out = lv_float(I, x);
        } else if (k < 0) {
            return lang_unsupported(err, "round() of a float to negative ndigits");
        } else {
            /* the correctly rounded decimal text (ties to even on the exact binary
             * value, as CPython's dtoa), read back */
            char buf[800];
            snprintf(buf, sizeof buf, "%.*f", (int)k, x);
            *out = lv_float(I, strtod(buf, NULL));
        }
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "round")) {
        if (a->npos == 2) {
            lang_args one = {.pos = a->pos, .npos = 1};
            return call_builtin(I, name, &one, out, err);
        }
        if (a->npos != 1 || a->pos[0]->kind == V_TENSOR)
            return lang_unsupported(err, "round() with ndigits");
        lang_value *v = a->pos[0];
        if (v->kind == V_ARRAY) return lang_unsupported(err, "round() of a numpy value");
        if (!is_num(v))
            return lang_py_error(err, "TypeError", "type %s doesn't define __round__ method", lang_fleet_cls_name(v));
        if (v->kind != V_FLOAT) {
            *out = lv_int(I, as_i(v));
        } else {
            double d = nearbyint(v->u.f); /* default rounding mode: half to even */
            if (!(fabs(d) < 9.2e18)) return int_overflow(err);
            *out = lv_int(I, (int64_t)d);
        }
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "slice")) {
        if (a->npos < 1 || a->npos > 3) return lang_unsupported(err, "slice() with %d arguments", a->npos);
        lang_value *s = lv_new(I, V_SLICE);
        CHECK_ALLOC(s);
        s->u.slice.start = a->npos >= 2 ? a->pos[0] : lv_none(I);
        s->u.slice.stop = a->npos >= 2 ? a->pos[1] : a->pos[0];
        s->u.slice.step = a->npos == 3 ? a->pos[2] : lv_none(I);
        *out = s;
        return SL_OK;
    }
    if (!strcmp(name, "divmod")) {
        if (a->npos != 2) return lang_unsupported(err, "divmod() with %d arguments", a->npos);
        lang_value *q, *m;
        if ((rc = lang_binop(I, OP_FLOORDIV, a->pos[0], a->pos[1], &q, err))) return rc;
        if ((rc = lang_binop(I, OP_MOD, a->pos[0], a->pos[1], &m, err))) return rc;
        lang_value *t = lv_seq(I, V_TUPLE, 2);
        CHECK_ALLOC(t);
        t->u.seq.v[0] = q;
        t->u.seq.v[1] = m;
        *out = t;
        return SL_OK;
    }
    if (!strcmp(name, "pow")) {
        if (a->npos != 2) return lang_unsupported(err, "pow() with %d arguments", a->npos);
        return lang_binop(I, OP_POW, a->pos[0], a->pos[1], out, err);
    }
    if (!strcmp(name, "hasattr")) return builtin_hasattr(I, a, out, err);
    if (!strcmp(name, "getattr")) return builtin_getattr(I, a, out, err);
    if (!strcmp(name, "iter") || !strcmp(name, "next")) return builtin_iter_next(I, name, a, out, err);
    if (!strcmp(name, "dict")) return lang_fleet_dict(I, a, out, err); /* lang_fleet.c */
    return lang_unsupported(err, "builtin %s()", name);
}

/* iter(x): an iterator is itself; anything else a one-pass iterator over a snapshot of its
 * items, named as CPython names it.  next(it[, default]). */
static int builtin_iter_next(lang_interp *I, const char *name, const lang_args *a,
                             lang_value **out, sl_error *err) {
    int rc;
    if (a->nkw) return lang_py_error(err, "TypeError", "%s() takes no keyword arguments", name);
    if (name[0] == 'i') {
        if (a->npos != 1)
            return a->npos == 0 ? lang_py_error(err, "TypeError", "iter expected at least 1 argument, got 0")
                                : lang_unsupported(err, "iter() with a sentinel");
        lang_value *v = a->pos[0];
        if (is_iterator(v)) {
            *out = v;
            return SL_OK;
        }
        const char *pt = NULL;
        switch (v->kind) {
        case V_LIST: pt = v->pytype ? NULL : "list_iterator"; break;
        case V_TUPLE: pt = v->pytype ? NULL : "tuple_iterator"; break;
        case V_SIZE: pt = "tuple_iterator"; break;
        case V_RANGE: pt = "range_iterator"; break;
        case V_DICT: pt = "dict_keyiterator"; break;
        case V_SET: pt = "set_iterator"; break;
        case V_TENSOR: pt = "tuple_iterator"; break; /* Tensor.__iter__: iter(self.unbind(0)) */
        case V_ARRAY: pt = v->np_scalar ? NULL : "iterator"; break;
        case V_STR: {
            bool ascii = true;
            for (int64_t k = 0; k < v->u.str.len && ascii; k++) ascii = (unsigned char)v->u.str.s[k] < 128;
            pt = ascii ? "str_ascii_iterator" : "str_iterator";
            break;
        }
        default: break;
        }
        if (!pt && v->kind == V_LIST) return lang_unsupported(err, "iter() of a %s", v->pytype);
        if (!pt)
            return lang_py_error(err, "TypeError", "'%s' object is not iterable", lv_type_name(v));
        lang_value *items;
        if ((rc = iterate(I, v, &items, err))) return rc;
        items->pytype = pt;
        *out = items;
        return SL_OK;
    }
    if (a->npos < 1 || a->npos > 2)
        return lang_py_error(err, "TypeError", "next expected at %s, got %d",
                             a->npos < 1 ? "least 1 argument" : "most 2 arguments", (int)a->npos);
    lang_value *it = a->pos[0];
    if (!is_iterator(it))
        return lang_py_error(err, "TypeError", "'%s' object is not an iterator", lv_type_name(it));
    bool done;
    if ((rc = iter_next(I, it, out, &done, err))) return rc;
    if (!done) return SL_OK;
    if (a->npos == 2) {
        *out = a->pos[1];
        return SL_OK;
    }
    lang_value *rv = lang_yield_retval(it); /* a generator's return value: StopIteration(value) */
    if (rv) {
        lang_value *txt;
        if ((rc = lang_text_of(I, rv, false, &txt, err))) return rc;
        return lang_py_error(err, "StopIteration", "%s", txt->u.str.s);
    }
    return lang_py_error(err, "StopIteration", "%s", "");
}

static bool is_iterator(const lang_value *v) {
    return v->kind == V_LIST && v->pytype && strncmp(v->pytype, "dict_", 5);
}

/* A generator expression between two next() calls: the comprehension's own scope, and
 * per `for` clause its source and position.  Python evaluates only the outermost
 * iterable when the generator is made; the nested ones, the conditions and the element
 * are evaluated as items are asked for, so prints and errors come when Python has them. */
#define GEN_MAX_CLAUSES 16
struct lang_gen {
    lang_node *clause[GEN_MAX_CLAUSES];
    lang_value *src[GEN_MAX_CLAUSES]; /* an iterator, or a list walked by position */
    int64_t pos[GEN_MAX_CLAUSES];
    int32_t depth; /* the clause being advanced; -1 once exhausted */
    lang_scope *scope;
    bool running;
};

static int iter_next(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err);
static int assign(lang_interp *I, lang_node *target, lang_value *v, sl_error *err);

/* What a `for` clause walks: an iterator itself (advanced lazily), a list by position (so
 * items appended meanwhile are seen, as list_iterator sees them), else a snapshot. */
static int gen_source(lang_interp *I, lang_value *it, lang_value **src, sl_error *err) {
    if (is_iterator(it) || (it->kind == V_LIST && !it->pytype)) {
        *src = it;
        return SL_OK;
    }
    return iterate(I, it, src, err);
}

static int gen_step(lang_interp *I, struct lang_gen *g, lang_value **item, bool *done,
                    sl_error *err) {
    int rc;
    for (;;) {
        int32_t d = g->depth;
        if (d < 0) {
            *done = true;
            return SL_OK;
        }
        lang_value *src = g->src[d], *x;
        if (is_iterator(src)) {
            bool end;
            if ((rc = iter_next(I, src, &x, &end, err))) return rc;
            if (end) {
                g->depth--;
                continue;
            }
        } else {
            if (g->pos[d] >= src->u.seq.n) {
                g->depth--;
                continue;
            }
            x = src->u.seq.v[g->pos[d]++];
        }
        lang_node *c = g->clause[d];
        if ((rc = assign(I, c->b, x, err))) return rc;
        bool keep = true;
        for (int32_t k = 0; k < c->nitems && keep; k++) {
            lang_value *cv;
            if ((rc = lang_eval(I, c->items[k], &cv, err))) return rc;
            if ((rc = truth_of(I, cv, &keep, err))) return rc;
        }
        if (!keep) continue;
        if (c->ival == 1) {
            if (d + 1 >= GEN_MAX_CLAUSES)
                return lang_unsupported(err, "a generator expression of more than %d for clauses",
                                        GEN_MAX_CLAUSES);
            lang_value *it;
            if ((rc = lang_eval(I, c->a->c, &it, err))) return rc;
            if ((rc = gen_source(I, it, &g->src[d + 1], err))) return rc;
            g->clause[d + 1] = c->a;
            g->pos[d + 1] = 0;
            g->depth = d + 1;
            continue;
        }
        return lang_eval(I, c->a, item, err);
    }
}

static int gen_next(lang_interp *I, struct lang_gen *g, lang_value **item, bool *done,
                    sl_error *err) {
    *done = false;
    if (g->running) return lang_py_error(err, "ValueError", "generator already executing");
    lang_scope *saved = I->scope;
    I->scope = g->scope;
    g->running = true;
    int rc = gen_step(I, g, item, done, err);
    g->running = false;
    I->scope = saved;
    if (rc) g->depth = -1; /* a generator that raised is finished */
    return rc;
}

/* Advance an iterator (is_iterator): the next item, or *done.  A map calls its function
 * now, a filter its predicate, so side effects and errors come when Python has them. */
static int iter_next(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err) {
    int rc;
    *done = false;
    if (v->ygen) return lang_yield_next(I, v, item, done, err);
    if (v->gen) return gen_next(I, v->gen, item, done, err);
    if (!v->lazy) {
        if (v->cursor >= v->u.seq.n) {
            *done = true;
            return SL_OK;
        }
        *item = v->u.seq.v[v->cursor++];
        return SL_OK;
    }
    bool is_map = v->pytype[0] == 'm';
    lang_value *fn = v->u.seq.v[0];
    int64_t nl = v->u.seq.n - 1, n = INT64_MAX;
    for (int64_t i = 0; i < nl; i++)
        if (v->u.seq.v[1 + i]->u.seq.n < n) n = v->u.seq.v[1 + i]->u.seq.n;
    while (v->cursor < n) {
        lang_value *args[8], *res;
        int64_t k = v->cursor++;
        for (int64_t i = 0; i < nl; i++) args[i] = v->u.seq.v[1 + i]->u.seq.v[k];
        if (!is_map && fn->kind == V_NONE) {
            res = args[0];
        } else {
            lang_args ca = {.pos = args, .npos = (int32_t)nl};
            if ((rc = lang_call_func(I, fn, &ca, &res, err))) return rc;
        }
        if (is_map) {
            *item = res;
            return SL_OK;
        }
        lang_value *t = lang_np_scalar_py(I, res, err);
        if (!t) return err->code;
        if (t->kind == V_TENSOR || t->kind == V_ARRAY)
            return lang_unsupported(err, "filter() on tensor or array truth values");
        if (lv_truthy(t)) {
            *item = args[0];
            return SL_OK;
        }
    }
    *done = true;
    return SL_OK;
}

/* Materialize any iterable as a fresh list value. */
/* The list [get(v, 0), ..., get(v, n - 1)]: iteration over a tensor, an array or a flatiter. */
static int items_by_index(lang_interp *I, lang_value *v, int64_t n,
                          int (*get)(lang_interp *, lang_value *, lang_value *, lang_value **, sl_error *),
                          lang_value **out, sl_error *err) {
    if (n > ((int64_t)1 << 20)) return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "too many items to iterate");
    lang_value *r = lv_seq(I, V_LIST, n);
    CHECK_ALLOC(r);
    for (int64_t i = 0; i < n; i++) {
        lang_value *idx = lv_int(I, i);
        CHECK_ALLOC(idx);
        int rc = get(I, v, idx, &r->u.seq.v[i], err);
        if (rc) return rc;
    }
    *out = r;
    return SL_OK;
}

int lang_iterate(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    return iterate(I, v, out, err);
}

static int iterate(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    int rc;
    if (v->kind == V_INSTANCE) { /* iter(v), then what it yields */
        if ((rc = lang_class_iter(I, v, &v, err))) return rc;
    }
    if (v->kind == V_SET) return lang_set_items(I, v, false, out, err);
    if (is_iterator(v)) {
        /* what is left of an iterator, which is then exhausted */
        lang_value *r = lv_seq(I, V_LIST, 0);
        CHECK_ALLOC(r);
        for (;;) {
            lang_value *x;
            bool done;
            if ((rc = iter_next(I, v, &x, &done, err))) return rc;
            if (done) break;
            if ((rc = lv_list_append(I, r, x, err))) return rc;
        }
        *out = r;
        return SL_OK;
    }
    if (is_seq(v)) {
        lang_value *r = lv_seq(I, V_LIST, v->u.seq.n);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < v->u.seq.n; i++) r->u.seq.v[i] = v->u.seq.v[i];
        *out = r;
        return SL_OK;
    }
    if (v->kind == V_DICT) {
        lang_value *r = lv_seq(I, V_LIST, v->u.seq.n / 2);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < v->u.seq.n / 2; i++) r->u.seq.v[i] = v->u.seq.v[2 * i];
        *out = r;
        return SL_OK;
    }
    if (v->kind == V_RANGE) {
        int64_t s = v->u.range.step, lo = v->u.range.start, hi = v->u.range.stop;
        int64_t n = s > 0 ? (hi > lo ? (hi - lo - 1) / s + 1 : 0) : (lo > hi ? (lo - hi - 1) / (-s) + 1 : 0);
        if (n > ((int64_t)1 << 24)) return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "range too long to iterate (limit 16777216)");
        lang_value *r = lv_seq(I, V_LIST, n);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < n; i++) {
            r->u.seq.v[i] = lv_int(I, lo + i * s);
            CHECK_ALLOC(r->u.seq.v[i]);
        }
        *out = r;
        return SL_OK;
    }
    if (v->kind == V_STR) {
        if (lang_utf8_len(v->u.str.s, v->u.str.len) != v->u.str.len)
            return lang_unsupported(err, "iterating over non-ASCII text");
        lang_value *r = lv_seq(I, V_LIST, v->u.str.len);
        CHECK_ALLOC(r);
        for (int64_t i = 0; i < v->u.str.len; i++) {
            r->u.seq.v[i] = lv_str(I, v->u.str.s + i, 1);
            CHECK_ALLOC(r->u.seq.v[i]);
        }
        *out = r;
        return SL_OK;
    }
    if (v->kind == V_TENSOR || v->kind == V_ARRAY) {
        int64_t n = 0;
        if (v->kind == V_TENSOR) {
            if (v->u.tensor->t.layout.ndim == 0)
                return lang_py_error(err, "TypeError", "iteration over a 0-d tensor");
            n = v->u.tensor->t.layout.size[0];
        } else {
            if (v->u.array->a.ndim == 0)
                return lang_py_error(err, "TypeError", "iteration over a 0-d array");
            n = v->u.array->a.shape[0];
        }
        return items_by_index(I, v, n, subscript, out, err);
    }
    if (v->kind == V_STORAGE && v->u.aux.which == 0) { /* TypedStorage: self[i] for i in range(size) */
        lang_value *n;
        lang_args none = {0};
        if ((rc = lang_storage_method(I, v, "size", &none, &n, err))) return rc;
        return items_by_index(I, v, n->u.i, lang_tstore_storage_get, out, err);
    }
    if (v->kind == V_STORAGE && v->u.aux.which == 3) { /* numpy.flatiter: the elements in C order */
        int64_t n;
        if ((rc = sl_np_size(&v->u.aux.owner->u.array->a, &n, err))) return rc;
        return items_by_index(I, v, n, lang_np_flat_get, out, err);
    }
    return lang_py_error(err, "TypeError", "'%s' object is not iterable", lv_type_name(v));
}

/* Methods of lists and dicts beyond append/extend/index/count; 1 when not one of them. */
static int container_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                            lang_value **out, sl_error *err) {
    int rc;
    if (self->kind == V_DICT) {
        int64_t n = self->u.seq.n / 2;
        if (!strcmp(name, "keys") || !strcmp(name, "values") || !strcmp(name, "items")) {
            if (a->npos || a->nkw)
                return lang_py_error(err, "TypeError", "dict.%s() takes no arguments (%d given)", name, a->npos + a->nkw);
            lang_value *r = lv_seq(I, V_LIST, n);
            CHECK_ALLOC(r);
            for (int64_t i = 0; i < n; i++) {
                if (name[0] == 'k') r->u.seq.v[i] = self->u.seq.v[2 * i];
                else if (name[0] == 'v') r->u.seq.v[i] = self->u.seq.v[2 * i + 1];
                else {
                    lang_value *t = lv_seq(I, V_TUPLE, 2);
                    CHECK_ALLOC(t);
                    t->u.seq.v[0] = self->u.seq.v[2 * i];
                    t->u.seq.v[1] = self->u.seq.v[2 * i + 1];
                    r->u.seq.v[i] = t;
                }
            }
            r->pytype = name[0] == 'k' ? "dict_keys" : name[0] == 'v' ? "dict_values" : "dict_items";
            *out = r;
            return SL_OK;
        }
        if (!strcmp(name, "get") || !strcmp(name, "pop")) {
            if (a->nkw) return lang_unsupported(err, "keyword arguments to dict.%s()", name);
            if (a->npos < 1 || a->npos > 2)
                return lang_py_error(err, "TypeError", "%s expected at %s 2 arguments, got %d", name,
                                     a->npos ? "most" : "least", a->npos);
            int64_t i;
            if ((rc = lang_dict_find(I, self, a->pos[0], &i, err))) return rc;
            if (i >= 0) {
                *out = self->u.seq.v[2 * i + 1];
                if (name[0] == 'p') {
                    memmove(&self->u.seq.v[2 * i], &self->u.seq.v[2 * i + 2],
                            (size_t)(self->u.seq.n - 2 * i - 2) * sizeof(lang_value *));
                    self->u.seq.n -= 2;
                    lang_dict_changed(self);
                }
                return SL_OK;
            }
            if (a->npos == 2) {
                *out = a->pos[1];
                return SL_OK;
            }
            if (name[0] == 'g') {
                *out = lv_none(I);
                return SL_OK;
            }
            return subscript(I, self, a->pos[0], out, err); /* raises the KeyError */
        }
        if (!strcmp(name, "copy") && !a->npos && !a->nkw) {
            lang_value *r = lv_seq(I, V_DICT, self->u.seq.n);
            CHECK_ALLOC(r);
            for (int64_t i = 0; i < self->u.seq.n; i++) r->u.seq.v[i] = self->u.seq.v[i];
            *out = r;
            return SL_OK;
        }
        return 1;
    }
    int64_t n = self->u.seq.n;
    /* every list method but append and pop() may read or move each item: n / 16 units */
    if (strcmp(name, "append") && (strcmp(name, "pop") || a->npos) && (rc = lang_charge_units(I, n / 16, err)))
        return rc;
    if (!strcmp(name, "sort")) {
        if (a->npos) return lang_py_error(err, "TypeError", "sort() takes no positional arguments");
        lang_value *key = NULL, *rev = NULL;
        for (int32_t k = 0; k < a->nkw; k++) {
            if (!strcmp(a->kwnames[k], "key")) key = a->kw[k];
            else if (!strcmp(a->kwnames[k], "reverse")) rev = a->kw[k];
            else return lang_unsupported(err, "keyword argument '%s' of list.sort()", a->kwnames[k]);
        }
        if (rev && rev->kind != V_BOOL && rev->kind != V_INT)
            return lang_unsupported(err, "reverse= of type %s", lv_type_name(rev));
        lang_value **vals = lang_alloc(&I->A, (size_t)(n ? n : 1) * sizeof *vals), **keys;
        CHECK_ALLOC(vals);
        memcpy(vals, self->u.seq.v, (size_t)n * sizeof *vals);
        if ((rc = sort_keys(I, key, vals, n, &keys, err))) return rc;
        if ((rc = sort_values(I, vals, keys, n, rev && lv_truthy(rev), err))) return rc;
        memcpy(self->u.seq.v, vals, (size_t)n * sizeof *vals);
        *out = lv_none(I);
        return SL_OK;
    }
    if (a->nkw) return lang_unsupported(err, "keyword arguments to list.%s()", name);
    if (!strcmp(name, "reverse") || !strcmp(name, "clear") || !strcmp(name, "copy")) {
        if (a->npos)
            return lang_py_error(err, "TypeError", "list.%s() takes no arguments (%d given)", name, a->npos);
        if (name[0] == 'r') {
            for (int64_t i = 0; i < n / 2; i++) {
                lang_value *t = self->u.seq.v[i];
                self->u.seq.v[i] = self->u.seq.v[n - 1 - i];
                self->u.seq.v[n - 1 - i] = t;
            }
            *out = lv_none(I);
        } else if (name[1] == 'l') {
            self->u.seq.n = 0;
            *out = lv_none(I);
        } else {
            lang_value *r = lv_seq(I, V_LIST, n);
            CHECK_ALLOC(r);
            memcpy(r->u.seq.v, self->u.seq.v, (size_t)n * sizeof(lang_value *));
            *out = r;
        }
        return SL_OK;
    }
    if (!strcmp(name, "insert")) {
        if (a->npos != 2)
            return lang_py_error(err, "TypeError", "insert expected 2 arguments, got %d", a->npos);
        int64_t i;
        if (a->pos[0]->kind != V_INT && a->pos[0]->kind != V_BOOL)
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer",
                                 lv_type_name(a->pos[0]));
        i = as_i(a->pos[0]);
        if (i < 0) i = i + n < 0 ? 0 : i + n;
        if (i > n) i = n;
        if ((rc = lv_list_append(I, self, a->pos[1], err))) return rc;
        memmove(&self->u.seq.v[i + 1], &self->u.seq.v[i], (size_t)(n - i) * sizeof(lang_value *));
        self->u.seq.v[i] = a->pos[1];
        *out = lv_none(I);
        return SL_OK;
    }
    if (!strcmp(name, "pop")) {
        if (a->npos > 1) return lang_py_error(err, "TypeError", "pop expected at most 1 argument, got %d", a->npos);
        if (n == 0) return lang_py_error(err, "IndexError", "pop from empty list");
        int64_t i = n - 1;
        if (a->npos) {
            if (a->pos[0]->kind != V_INT && a->pos[0]->kind != V_BOOL)
                return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer",
                                     lv_type_name(a->pos[0]));
            i = as_i(a->pos[0]);
            if (i < 0) i += n;
            if (i < 0 || i >= n) return lang_py_error(err, "IndexError", "pop index out of range");
        }
        *out = self->u.seq.v[i];
        memmove(&self->u.seq.v[i], &self->u.seq.v[i + 1], (size_t)(n - i - 1) * sizeof(lang_value *));
        self->u.seq.n--;
        return SL_OK;
    }
    if (!strcmp(name, "remove")) {
        if (a->npos != 1)
            return lang_py_error(err, "TypeError", "list.remove() takes exactly one argument (%d given)", a->npos);
        for (int64_t i = 0; i < n; i++) {
            bool e;
            if ((rc = values_equal(I, a->pos[0], self->u.seq.v[i], &e, err))) return rc;
            if (!e) continue;
            memmove(&self->u.seq.v[i], &self->u.seq.v[i + 1], (size_t)(n - i - 1) * sizeof(lang_value *));
            self->u.seq.n--;
            *out = lv_none(I);
            return SL_OK;
        }
        return lang_py_error(err, "ValueError", "list.remove(x): x not in list");
    }
    return 1;
}

/* methods of plain Python values */
static int value_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err) {
    int rc;
    if (self->kind == V_LIST && !strcmp(name, "append")) {
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "list.append() arguments");
        if ((rc = lv_list_append(I, self, a->pos[0], err))) return rc;
        *out = lv_none(I);
        return SL_OK;
    }
    if (self->kind == V_LIST && !strcmp(name, "extend")) {
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "list.extend() arguments");
        lang_value *items;
        if ((rc = iterate(I, a->pos[0], &items, err))) return rc;
        for (int64_t i = 0; i < items->u.seq.n; i++)
            if ((rc = lv_list_append(I, self, items->u.seq.v[i], err))) return rc;
        *out = lv_none(I);
        return SL_OK;
    }
    if ((is_seq(self)) && (!strcmp(name, "index") || !strcmp(name, "count"))) {
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "%s() arguments", name);
        int64_t cnt = 0, first = -1;
        for (int64_t i = 0; i < self->u.seq.n; i++) {
            bool e;
            if ((rc = values_equal(I, a->pos[0], self->u.seq.v[i], &e, err))) return rc;
            if (e) {
                if (first < 0) first = i;
                cnt++;
            }
        }
        if (name[0] == 'i' && first < 0 && self->kind == V_LIST) {
            lang_value *r;
            if ((rc = lang_text_of(I, a->pos[0], true, &r, err))) return rc;
            return lang_py_error(err, "ValueError", "%.400s is not in list", r->u.str.s);
        }
        if (name[0] == 'i' && first < 0)
            return lang_py_error(err, "ValueError", "tuple.index(x): x not in tuple");
        *out = lv_int(I, name[0] == 'i' ? first : cnt);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (self->kind == V_SIZE && !strcmp(name, "numel") && a->npos == 0) {
        int64_t p = 1;
        for (int64_t i = 0; i < self->u.seq.n; i++)
            if (sl_ovf_mul(p, as_i(self->u.seq.v[i]), &p)) return int_overflow(err);
        *out = lv_int(I, p);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (self->kind == V_STR && !strcmp(name, "join") && a->npos == 1) {
        lang_value *items;
        if ((rc = iterate(I, a->pos[0], &items, err))) return rc;
        int64_t total = 0;
        for (int64_t i = 0; i < items->u.seq.n; i++) {
            lang_value *s = items->u.seq.v[i];
            if (s->kind != V_STR)
                return lang_py_error(err, "TypeError", "sequence item %lld: expected str instance, %s found",
                                     (long long)i, lv_type_name(s));
            total += s->u.str.len + (i ? self->u.str.len : 0);
        }
        char *buf = lang_alloc(&I->A, (size_t)total + 1);
        CHECK_ALLOC(buf);
        int64_t o = 0;
        for (int64_t i = 0; i < items->u.seq.n; i++) {
            if (i) {
                memcpy(buf + o, self->u.str.s, (size_t)self->u.str.len);
                o += self->u.str.len;
            }
            memcpy(buf + o, items->u.seq.v[i]->u.str.s, (size_t)items->u.seq.v[i]->u.str.len);
            o += items->u.seq.v[i]->u.str.len;
        }
        *out = lv_str(I, buf, total);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (self->kind == V_STR) return lang_str_method(I, self, name, a, out, err);
    if (self->kind == V_LIST && self->pytype)
        return lang_unsupported(err, "method %s() of a %s object", name, self->pytype);
    if (self->kind == V_LIST || self->kind == V_DICT) {
        rc = container_method(I, self, name, a, out, err);
        if (rc != 1) return rc;
    }
    if (self->kind == V_FLOAT && !strcmp(name, "is_integer") && a->npos == 0) {
        *out = lv_bool(I, self->u.f == floor(self->u.f) && !isinf(self->u.f));
        return SL_OK;
    }
    if (self->kind == V_DTYPE && !self->np_dtype && a->npos == 0 && a->nkw == 0) {
        /* torch.dtype has is_floating_point / is_complex / is_signed as properties */
    }
    if (self->kind == V_STORAGE && self->u.aux.which != 2 && self->u.aux.which != 3)
        return lang_storage_method(I, self, name, a, out, err);
    if (self->kind == V_FLAGS) return lang_np_method(I, self, name, a, out, err);
    return lang_unsupported(err, "method %s() of %s", name, lv_type_name(self));
}

/* ------------------------------------------------------------ functions == */

typedef struct name_list {
    const char **v;
    int32_t n, cap;
} name_list;

static bool name_in(const char *const *v, int32_t n, const char *name) {
    for (int32_t k = 0; k < n; k++)
        if (!strcmp(v[k], name)) return true;
    return false;
}

static int names_add(lang_interp *I, name_list *l, const char *name, sl_error *err) {
    if (name_in(l->v, l->n, name)) return SL_OK;
    if (l->n == l->cap) {
        int32_t cap = l->cap ? l->cap * 2 : 8;
        if (cap > (1 << 20)) return lang_nomem(err);
        const char **nv = lang_alloc(&I->A, (size_t)cap * sizeof *nv);
        CHECK_ALLOC(nv);
        if (l->n) memcpy(nv, l->v, (size_t)l->n * sizeof *nv);
        l->v = nv;
        l->cap = cap;
    }
    l->v[l->n++] = name;
    return SL_OK;
}

static int target_names(lang_interp *I, lang_node *t, name_list *l, sl_error *err) {
    int rc;
    if (t->kind == N_NAME) return names_add(I, l, t->name, err);
    if (t->kind == N_STARRED) return target_names(I, t->a, l, err);
    if (t->kind == N_TUPLE || t->kind == N_LIST)
        for (int32_t k = 0; k < t->nitems; k++)
            if ((rc = target_names(I, t->items[k], l, err))) return rc;
    return SL_OK;
}

/* Names a block binds (its function's locals) and names it declares global/nonlocal;
 * nested defs are not entered (their bodies are their own scopes). */
static int block_names(lang_interp *I, lang_node **stmts, int32_t n, name_list *binds,
                       name_list *declared, int depth, sl_error *err) {
    int rc;
    if (depth > 200) return lang_unsupported(err, "statements nested this deeply");
    for (int32_t i = 0; i < n; i++) {
        lang_node *s = stmts[i];
        if (!s) continue;
        switch (s->kind) {
        case S_ASSIGN:
            for (int32_t k = 0; k < s->nitems; k++)
                if ((rc = target_names(I, s->items[k], binds, err))) return rc;
            break;
        case S_AUGASSIGN:
            if ((rc = target_names(I, s->a, binds, err))) return rc;
            break;
        case S_DEL:
            for (int32_t k = 0; k < s->nitems; k++)
                if ((rc = target_names(I, s->items[k], binds, err))) return rc;
            break;
        case S_FOR:
            if ((rc = target_names(I, s->a, binds, err))) return rc;
            /* the bodies too */
            /* fall through */
        case S_WHILE:
        case S_IF:
            if ((rc = block_names(I, s->items, s->nitems, binds, declared, depth + 1, err))) return rc;
            if ((rc = block_names(I, s->items2, s->nitems2, binds, declared, depth + 1, err))) return rc;
            break;
        case S_TRY:
            if ((rc = block_names(I, s->items, s->nitems, binds, declared, depth + 1, err))) return rc;
            for (int32_t k = 0; k < s->nitems2; k++) {
                lang_node *h = s->items2[k];
                if (h->name && (rc = names_add(I, binds, h->name, err))) return rc;
                if ((rc = block_names(I, h->items, h->nitems, binds, declared, depth + 1, err))) return rc;
            }
            if (s->b && (rc = block_names(I, s->b->items, s->b->nitems, binds, declared, depth + 1, err))) return rc;
            if (s->c && (rc = block_names(I, s->c->items, s->c->nitems, binds, declared, depth + 1, err))) return rc;
            break;
        case S_DEF:
        case S_CLASS:
            if ((rc = names_add(I, binds, s->name, err))) return rc;
            break;
        case S_WITH:
            if (s->b && (rc = target_names(I, s->b, binds, err))) return rc;
            if ((rc = block_names(I, s->items, s->nitems, binds, declared, depth + 1, err))) return rc;
            break;
        case S_IMPORT:
            for (int32_t k = 0; k < s->nitems2; k++) {
                const char *nm = s->names2[k];
                if (!nm) {
                    const char *dot = strchr(s->names[k], '.');
                    nm = dot ? lang_strndup(&I->A, s->names[k], (size_t)(dot - s->names[k])) : s->names[k];
                    CHECK_ALLOC(nm);
                }
                if ((rc = names_add(I, binds, nm, err))) return rc;
            }
            break;
        case S_FROMIMPORT:
            for (int32_t k = 0; k < s->nitems2; k++)
                if ((rc = names_add(I, binds, s->names2[k] ? s->names2[k] : s->names[k], err))) return rc;
            break;
        case S_GLOBAL:
        case S_NONLOCAL:
            for (int32_t k = 0; k < s->nitems2; k++)
                if ((rc = names_add(I, declared, s->names[k], err))) return rc;
            break;
        default:
            break;
        }
    }
    return SL_OK;
}

/* The locals of a function, worked out once: what its body binds, minus declarations. */
static int fn_locals(lang_interp *I, lang_node *def, sl_error *err) {
    if (def->locals_done) return SL_OK;
    name_list binds = {0}, declared = {0}, locals = {0};
    int rc = block_names(I, def->items, def->nitems, &binds, &declared, 0, err);
    if (rc) return rc;
    for (int32_t k = 0; k < binds.n; k++)
        if (!name_in(declared.v, declared.n, binds.v[k]) && (rc = names_add(I, &locals, binds.v[k], err)))
            return rc;
    def->locals = locals.v;
    def->nlocals = locals.n;
    def->locals_done = true;
    return SL_OK;
}

/* A function object: defaults are evaluated now, as Python does at `def` time. */
static int make_function(lang_interp *I, lang_node *def, lang_value **out, sl_error *err) {
    lang_value *f = lv_new(I, V_USERFUNC);
    CHECK_ALLOC(f);
    f->u.user.def = def;
    f->u.user.env = I->scope;
    if (def->nitems2) {
        f->u.user.defaults = lang_alloc(&I->A, (size_t)def->nitems2 * sizeof(lang_value *));
        CHECK_ALLOC(f->u.user.defaults);
        for (int32_t i = 0; i < def->nitems2; i++) {
            if (!def->items2[i]) continue;
            int rc = lang_eval(I, def->items2[i], &f->u.user.defaults[i], err);
            if (rc) return rc;
        }
    }
    *out = f;
    return SL_OK;
}

/* "'a'", "'a' and 'b'", "'a', 'b', and 'c'" — CPython's list of missing names. */
static void missing_names(char *buf, size_t cap, const char *const *v, int32_t n) {
    sl_strbuf sb;
    sl_sb_init(&sb, buf, cap);
    for (int32_t k = 0; k < n; k++) {
        if (k) sl_sb_printf(&sb, n == 2 ? " and " : k == n - 1 ? ", and " : ", ");
        sl_sb_printf(&sb, "'%s'", v[k]);
    }
}

/* Call a user function: bind arguments the way CPython does (keywords first, then the
 * positional count, then what is missing, each with its message), run the body in a
 * new scope whose parent is the defining scope. */
static int call_user(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out,
                     sl_error *err) {
    lang_node *def = f->u.user.def;
    lang_args bound;
    if (f->u.user.self) { /* a bound method: self first */
        bound = *a;
        bound.pos = lang_alloc(&I->A, (size_t)(a->npos + 1) * sizeof *bound.pos);
        CHECK_ALLOC(bound.pos);
        bound.pos[0] = f->u.user.self;
        for (int32_t k = 0; k < a->npos; k++) bound.pos[k + 1] = a->pos[k];
        bound.npos = a->npos + 1;
        a = &bound;
    }
    const char *qn = def->qualname ? def->qualname : def->name;
    int32_t nparams = def->nitems2, npos = (int32_t)def->ival;
    const char *varargs = def->names2 ? def->names2[0] : NULL, *varkw = def->names2 ? def->names2[1] : NULL;
    int rc;
    if ((rc = fn_locals(I, def, err))) return rc;
    lang_value **vals = lang_alloc(&I->A, (size_t)(nparams + 1) * sizeof *vals);
    CHECK_ALLOC(vals);
    for (int32_t i = 0; i < a->npos && i < npos; i++) vals[i] = a->pos[i];
    lang_value *kwdict = NULL;
    if (varkw) {
        kwdict = lv_seq(I, V_DICT, 0);
        CHECK_ALLOC(kwdict);
    }
    int32_t kwonly_given = 0;
    for (int32_t k = 0; k < a->nkw; k++) {
        int32_t j = -1;
        for (int32_t i = 0; i < nparams; i++)
            if (!strcmp(a->kwnames[k], def->names[i])) j = i;
        if (j < 0) {
            if (!varkw)
                return lang_py_error(err, "TypeError", "%s() got an unexpected keyword argument '%s'", qn,
                                     a->kwnames[k]);
            lang_value *key = lv_strz(I, a->kwnames[k]);
            CHECK_ALLOC(key);
            if ((rc = lv_list_append(I, kwdict, key, err)) || (rc = lv_list_append(I, kwdict, a->kw[k], err)))
                return rc;
            continue;
        }
        if (vals[j])
            return lang_py_error(err, "TypeError", "%s() got multiple values for argument '%s'", qn,
                                 def->names[j]);
        vals[j] = a->kw[k];
        if (j >= npos) kwonly_given++;
    }
    if (a->npos > npos && !varargs) {
        if (kwonly_given || nparams > npos)
            return lang_unsupported(err, "too many positional arguments to a function with keyword-only ones");
        int32_t nreq = 0;
        while (nreq < npos && !def->items2[nreq]) nreq++;
        if (nreq == npos)
            return lang_py_error(err, "TypeError", "%s() takes %d positional argument%s but %d %s given", qn,
                                 npos, npos == 1 ? "" : "s", a->npos, a->npos == 1 ? "was" : "were");
        return lang_py_error(err, "TypeError", "%s() takes from %d to %d positional arguments but %d were given",
                             qn, nreq, npos, a->npos);
    }
    /* missing positional, then missing keyword-only */
    for (int pass = 0; pass < 2; pass++) {
        const char *miss[64];
        int32_t nmiss = 0;
        for (int32_t i = pass ? npos : 0; i < (pass ? nparams : npos); i++) {
            if (vals[i]) continue;
            if (def->items2[i] && f->u.user.defaults) {
                vals[i] = f->u.user.defaults[i];
                continue;
            }
            if (nmiss < 64) miss[nmiss++] = def->names[i];
        }
        if (nmiss) {
            char list[1024];
            missing_names(list, sizeof list, miss, nmiss);
            return lang_py_error(err, "TypeError", "%s() missing %d required %s argument%s: %s", qn, nmiss,
                                 pass ? "keyword-only" : "positional", nmiss == 1 ? "" : "s", list);
        }
    }
    lang_scope *sc = lang_alloc(&I->A, sizeof *sc);
    CHECK_ALLOC(sc);
    sc->parent = f->u.user.env ? f->u.user.env : I->globals;
    sc->fn = def;
    sc->callee = f;
    for (int32_t i = 0; i < nparams; i++)
        if ((rc = set_var(I, sc, def->names[i], vals[i], err))) return rc;
    if (varargs) {
        int64_t extra = a->npos > npos ? a->npos - npos : 0;
        lang_value *t = lv_seq(I, V_TUPLE, extra);
        CHECK_ALLOC(t);
        for (int64_t k = 0; k < extra; k++) t->u.seq.v[k] = a->pos[npos + k];
        if ((rc = set_var(I, sc, varargs, t, err))) return rc;
    }
    if (varkw && (rc = set_var(I, sc, varkw, kwdict, err))) return rc;
    if (def->is_gen) return lang_yield_make(I, f, sc, out, err); /* the body runs as items are asked for */
    lang_scope *saved = I->scope;
    I->scope = sc;
    rc = lang_exec_block(I, def->items, def->nitems, err);
    I->scope = saved;
    if (rc) return rc;
    *out = I->flow == FLOW_RETURN && I->ret ? I->ret : lv_none(I);
    I->flow = FLOW_NONE;
    I->ret = NULL;
    return SL_OK;
}

int lang_call_func(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out,
                   sl_error *err) {
    if (f->kind == V_EXCTYPE) {
        if (a->nkw) return lang_unsupported(err, "keyword arguments to an exception");
        lang_value *args = lv_seq(I, V_TUPLE, a->npos);
        CHECK_ALLOC(args);
        for (int32_t k = 0; k < a->npos; k++) args->u.seq.v[k] = a->pos[k];
        char msg[512] = "";
        sl_strbuf sb;
        sl_sb_init(&sb, msg, sizeof msg);
        int rc = lang_exc_message(I, f->u.path, args, &sb, err);
        if (rc) return rc;
        *out = lv_exc(I, f->u.path, msg);
        CHECK_ALLOC(*out);
        (*out)->u.exc.noargs = a->npos == 0;
        (*out)->u.exc.args = args;
        return SL_OK;
    }
    if (f->kind == V_USERFUNC) return call_user(I, f, a, out, err);
    if ((f->kind == V_CLASS || f->kind == V_INSTANCE || f->kind == V_DESCR)) return lang_class_call(I, f, a, out, err);
    if (f->kind == V_TYPE) {
        if (!strcmp(f->u.path, "numpy.ndarray")) return lang_np_misc_func(I, "ndarray", a, out, err);
        return lang_unsupported(err, "calling type %s", f->u.path);
    }
    if (f->kind == V_DTYPE && f->np_dtype) return lang_np_scalar_new(I, f->u.dtype, a, out, err);
    if (f->kind == V_DTYPE) return lang_py_error(err, "TypeError", "'torch.dtype' object is not callable");
    if (f->kind != V_FUNC)
        return lang_py_error(err, "TypeError", "'%s' object is not callable", lang_fleet_cls_name(f));
    lang_value *self = f->u.func.self;
    const char *name = f->u.func.name;
    if (self) {
        if (self->kind == V_TENSOR) return lang_tensor_method(I, self, name, a, out, err);
        if (self->kind == V_ARRAY) return lang_np_method(I, self, name, a, out, err);
        if (self->kind == V_SET) return lang_set_method(I, self, name, a, out, err);
        if (lang_random_is_generator(self)) return lang_random_generator_method(I, self, name, a, out, err);
        return value_method(I, self, name, a, out, err);
    }
    if (!strncmp(name, "torch.", 6)) return lang_torch_func_call(I, name, a, out, err);
    if (!strncmp(name, "numpy.", 6)) return lang_np_func(I, name + 6, a, out, err);
    int crc = lang_class_builtin(I, name, a, out, err); /* builtins of instances, super(), ... */
    if (crc != 1) return crc;
    bool handled;
    int rc = lang_pymod_call(I, name, a, out, &handled, err);
    if (handled) return rc;
    return call_builtin(I, name, a, out, err);
}

/* ----------------------------------------------------------- expressions == */

static int assign(lang_interp *I, lang_node *target, lang_value *v, sl_error *err);

static int eval_wide(lang_interp *I, lang_node *e, lang_value **out, sl_error *err);

/* wide: plain positional arguments may be V_BIGINT (the caller checks them) */
static int eval_args(lang_interp *I, lang_node *call, lang_args *a, bool wide, sl_error *err) {
    int rc;
    int32_t n = 0;
    /* count with starred expansion */
    lang_value **pos = NULL;
    int32_t cap = call->nitems + 8;
    pos = lang_alloc(&I->A, (size_t)cap * sizeof *pos);
    CHECK_ALLOC(pos);
    for (int32_t i = 0; i < call->nitems; i++) {
        lang_node *e = call->items[i];
        if (e->kind == N_STARRED) {
            lang_value *v, *items;
            if ((rc = lang_eval(I, e->a, &v, err))) return rc;
            if ((rc = iterate(I, v, &items, err))) return rc;
            if (items->u.seq.n > 1024) return lang_unsupported(err, "more than 1024 arguments");
            if (n + items->u.seq.n + (call->nitems - i) > cap) {
                int32_t ncap = (int32_t)(n + items->u.seq.n + call->nitems + 8);
                lang_value **np = lang_alloc(&I->A, (size_t)ncap * sizeof *np);
                CHECK_ALLOC(np);
                memcpy(np, pos, (size_t)n * sizeof *np);
                pos = np;
                cap = ncap;
            }
            for (int64_t k = 0; k < items->u.seq.n; k++) pos[n++] = items->u.seq.v[k];
        } else {
            if ((rc = (wide ? eval_wide : lang_eval)(I, e, &pos[n], err))) return rc;
            n++;
        }
    }
    a->pos = pos;
    a->npos = n;
    a->nkw = call->nitems2;
    a->kwnames = call->names;
    a->kw = NULL;
    if (a->nkw) {
        a->kw = lang_alloc(&I->A, (size_t)a->nkw * sizeof *a->kw);
        CHECK_ALLOC(a->kw);
        for (int32_t k = 0; k < a->nkw; k++)
            if ((rc = lang_eval(I, call->items2[k], &a->kw[k], err))) return rc;
    }
    return SL_OK;
}

/* wide: integer items and slice parts may be V_BIGINT (numpy_wide_index settles them) */
static int eval_index_value(lang_interp *I, lang_node *e, bool wide, lang_value **out,
                            sl_error *err) {
    int (*ev)(lang_interp *, lang_node *, lang_value **, sl_error *) = wide ? eval_wide : lang_eval;
    if (e->kind == N_SLICE) {
        lang_value *s = lv_new(I, V_SLICE);
        CHECK_ALLOC(s);
        int rc;
        lang_node *parts[3] = {e->a, e->b, e->c};
        lang_value **dst[3] = {&s->u.slice.start, &s->u.slice.stop, &s->u.slice.step};
        for (int k = 0; k < 3; k++) {
            if (parts[k]) {
                if ((rc = ev(I, parts[k], dst[k], err))) return rc;
            } else {
                *dst[k] = lv_none(I);
            }
        }
        *out = s;
        return SL_OK;
    }
    if (e->kind == N_TUPLE) {
        lang_value *t = lv_seq(I, V_TUPLE, e->nitems);
        CHECK_ALLOC(t);
        for (int32_t i = 0; i < e->nitems; i++) {
            int rc = eval_index_value(I, e->items[i], wide, &t->u.seq.v[i], err);
            if (rc) return rc;
        }
        *out = t;
        return SL_OK;
    }
    return ev(I, e, out, err);
}

/* A slice part past int64 as numpy reads it: start and stop are clipped to int64 (Python's
 * slice index conversion), a step past int64 is refused (numpy's byte stride wraps). */
static int wide_slice(lang_interp *I, lang_value *sl, lang_value **out, sl_error *err) {
    *out = sl;
    lang_value *parts[2] = {sl->u.slice.start, sl->u.slice.stop};
    if (sl->u.slice.step && sl->u.slice.step->kind == V_BIGINT) return int_overflow(err);
    bool big0 = parts[0] && parts[0]->kind == V_BIGINT, big1 = parts[1] && parts[1]->kind == V_BIGINT;
    if (!big0 && !big1) return SL_OK;
    for (int k = 0; k < 2; k++)
        if (parts[k] && parts[k]->kind == V_BIGINT) {
            parts[k] = lv_int(I, lv_bigint_get(parts[k]) < 0 ? INT64_MIN : INT64_MAX);
            CHECK_ALLOC(parts[k]);
        }
    lang_value *c = lv_new(I, V_SLICE);
    CHECK_ALLOC(c);
    c->u.slice.start = parts[0];
    c->u.slice.stop = parts[1];
    c->u.slice.step = sl->u.slice.step;
    *out = c;
    return SL_OK;
}

/* A numpy basic index holding ints past int64.  A lone integer raises numpy 1.24's error
 * (in [2**63, 2**64) it converts to uint64 and fails as C long; beyond, it is an object
 * and not an index); the same item inside a tuple is refused (numpy's error order there
 * depends on the other items).  Slices are clipped by wide_slice. */
static int numpy_wide_index(lang_interp *I, lang_value *idx, lang_value **out, sl_error *err) {
    *out = idx;
    if (idx->kind == V_BIGINT) {
        lang_i128 x = lv_bigint_get(idx);
        if (x > 0 && x < ((lang_i128)1 << 64))
            return lang_py_error(err, "OverflowError", "Python int too large to convert to C long");
        return lang_py_error(err, "IndexError",
                             "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) "
                             "and integer or boolean arrays are valid indices");
    }
    if (idx->kind == V_SLICE) return wide_slice(I, idx, out, err);
    if (idx->kind != V_TUPLE) return SL_OK;
    lang_value *t = NULL;
    for (int64_t i = 0; i < idx->u.seq.n; i++) {
        lang_value *v = idx->u.seq.v[i], *w = v;
        if (v->kind == V_BIGINT) return int_overflow(err);
        if (v->kind == V_SLICE) {
            int rc = wide_slice(I, v, &w, err);
            if (rc) return rc;
        }
        if (w != v && !t) {
            t = lv_seq(I, V_TUPLE, idx->u.seq.n);
            CHECK_ALLOC(t);
            memcpy(t->u.seq.v, idx->u.seq.v, (size_t)idx->u.seq.n * sizeof *t->u.seq.v);
        }
        if (t) t->u.seq.v[i] = w;
    }
    if (t) *out = t;
    return SL_OK;
}

static int set_pos(sl_error *err, lang_node *e) {
    if (err && err->code == SL_ERR_PY && err->line == 0) {
        err->line = e->line;
        err->col = e->col;
        err->offset = e->off;
    }
    return err ? err->code : SL_ERR_PY;
}

/* Evaluation everywhere: a V_BIGINT result is refused here, so only the call sites that
 * use eval_wide directly ever receive one. */
/* Whether CPython's AST optimizer turns this expression into a constant: literals, and
 * unary and binary operators and tuples over constants (an operation that would raise,
 * such as 1/0, is left unfolded in CPython, and raises here when evaluated either way). */
static bool folds_to_constant(const lang_node *n) {
    switch (n->kind) {
    case N_INT: case N_FLOAT: case N_STR: case N_TRUE: case N_FALSE: case N_NONE: case N_ELLIPSIS:
        return true;
    case N_UNARY: case N_NOT: return folds_to_constant(n->a);
    case N_BINOP: return folds_to_constant(n->a) && folds_to_constant(n->b);
    case N_TUPLE:
        for (int32_t i = 0; i < n->nitems; i++)
            if (n->items[i]->kind == N_STARRED || !folds_to_constant(n->items[i])) return false;
        return true;
    default: return false;
    }
}

/* d[k] = v for a dict display, comprehension or dict(): an equal key keeps its place */
int lang_dict_put(lang_interp *I, lang_value *d, lang_value *k, lang_value *v, sl_error *err) {
    int rc;
    if (k->kind == V_TENSOR) return lang_unsupported(err, "tensors as dict keys");
    int64_t p; /* lang_dict_find raises the TypeError of unhashable keys */
    if ((rc = lang_dict_find(I, d, k, &p, err))) return rc;
    if (p >= 0) {
        d->u.seq.v[2 * p + 1] = v;
        return SL_OK;
    }
    if ((rc = lv_list_append(I, d, k, err))) return rc;
    return lv_list_append(I, d, v, err);
}

/* One `for` clause `e` of the comprehension `root` over the materialized items, in the
 * current scope: each item that passes the clause's conditions runs the nested clause
 * (e->ival 1) or adds the element to res (a list, a set, or a dict whose value
 * expression is root->items2[0]). */
static int comp_clause(lang_interp *I, lang_node *root, lang_node *e, lang_value *items,
                       lang_value *res, sl_error *err) {
    int rc;
    bool iter = is_iterator(items); /* advanced item by item, like a for loop */
    for (int64_t k = 0; iter || k < items->u.seq.n; k++) {
        lang_value *x;
        if (iter) {
            bool done;
            if ((rc = iter_next(I, items, &x, &done, err))) return rc;
            if (done) break;
        } else {
            x = items->u.seq.v[k];
        }
        if ((rc = assign(I, e->b, x, err))) return rc;
        bool keep = true;
        for (int32_t c = 0; c < e->nitems && keep; c++) {
            lang_value *cv;
            if ((rc = lang_eval(I, e->items[c], &cv, err))) return rc;
            if ((rc = truth_of(I, cv, &keep, err))) return rc;
        }
        if (!keep) continue;
        if (e->ival == 1) {
            lang_value *it, *inner;
            if ((rc = lang_eval(I, e->a->c, &it, err))) return rc;
            if (is_iterator(it)) inner = it;
            else if ((rc = iterate(I, it, &inner, err))) return rc;
            if ((rc = comp_clause(I, root, e->a, inner, res, err))) return rc;
            continue;
        }
        lang_value *v;
        if ((rc = lang_eval(I, e->a, &v, err))) return rc;
        if (res->kind == V_SET) {
            if ((rc = lang_set_add(I, res, v, err))) return rc;
        } else if (res->kind == V_DICT) {
            lang_value *val;
            if ((rc = lang_eval(I, root->items2[0], &val, err))) return rc;
            if ((rc = lang_dict_put(I, res, v, val, err))) return rc;
        } else if ((rc = lv_list_append(I, res, v, err))) {
            return rc;
        }
    }
    return SL_OK;
}

static int listcomp_loop(lang_interp *I, lang_node *e, lang_value *items, lang_value **out,
                         sl_error *err) {
    int rc;
    lang_value *res;
    if (e->name && !strcmp(e->name, "set")) {
        if ((rc = lang_set_new(I, false, NULL, &res, err))) return rc;
    } else {
        res = lv_seq(I, e->name ? V_DICT : V_LIST, 0);
        CHECK_ALLOC(res);
    }
    if ((rc = comp_clause(I, e, e, items, res, err))) return rc;
    *out = res;
    return SL_OK;
}

int lang_budget_error(lang_interp *I, sl_error *err) {
    return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError", "work budget exhausted (%lld steps)",
                        (long long)I->max_steps);
}

int lang_eval(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    int rc = eval_wide(I, e, out, err);
    if (rc == SL_OK && (*out)->kind == V_BIGINT) return int_overflow(err);
    return rc;
}

static int eval_wide(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    int rc;
    if ((rc = lang_charge(I, 1, err))) return rc;
    switch (e->kind) {
    case N_NAME: return lookup(I, e->name, out, err);
    case N_INT: *out = lv_int(I, e->ival); break;
    case N_FLOAT: *out = lv_float(I, e->fval); break;
    case N_STR: *out = lv_str(I, e->name, e->str_len); break;
    case N_TRUE: *out = lv_bool(I, true); return SL_OK;
    case N_FALSE: *out = lv_bool(I, false); return SL_OK;
    case N_NONE: *out = lv_none(I); return SL_OK;
    case N_ELLIPSIS: *out = lv_new(I, V_ELLIPSIS); break;
    case N_TUPLE:
    case N_LIST: {
        lang_value *t = lv_seq(I, e->kind == N_TUPLE ? V_TUPLE : V_LIST, 0);
        CHECK_ALLOC(t);
        for (int32_t i = 0; i < e->nitems; i++) {
            lang_value *v;
            if (e->items[i]->kind == N_STARRED) {
                lang_value *x, *items;
                if ((rc = lang_eval(I, e->items[i]->a, &x, err))) return rc;
                if ((rc = iterate(I, x, &items, err))) return rc;
                for (int64_t k = 0; k < items->u.seq.n; k++)
                    if ((rc = lv_list_append(I, t, items->u.seq.v[k], err))) return rc;
                continue;
            }
            if ((rc = lang_eval(I, e->items[i], &v, err))) return rc;
            if ((rc = lv_list_append(I, t, v, err))) return rc;
        }
        *out = t;
        return SL_OK;
    }
    case N_NAMEDEXPR: {
        /* binds in the enclosing function or module scope, even inside a comprehension */
        if ((rc = lang_eval(I, e->a, out, err))) return rc;
        lang_scope *sc = I->scope;
        while (sc != I->globals && !sc->fn && sc->parent) sc = sc->parent;
        return set_var(I, sc, e->name, *out, err);
    }
    case N_SET: {
        lang_value *st;
        /* CPython folds a display of three or more constants into a frozenset constant
         * and merges that into the new set (BUILD_SET 0, LOAD_CONST, SET_UPDATE), which
         * can order the slots differently from adding the items one by one; the first
         * pass adds them one by one into a frozenset */
        bool folded = e->nitems > 2;
        for (int32_t i = 0; i < e->nitems && folded; i++) folded = folds_to_constant(e->items[i]);
        if ((rc = lang_set_new(I, folded, NULL, &st, err))) return rc;
        for (int32_t i = 0; i < e->nitems; i++) {
            lang_value *v;
            if ((rc = lang_eval(I, e->items[i]->kind == N_STARRED ? e->items[i]->a : e->items[i], &v, err)))
                return rc;
            if (e->items[i]->kind == N_STARRED) {
                lang_value *items;
                if ((rc = iterate(I, v, &items, err))) return rc;
                for (int64_t k = 0; k < items->u.seq.n; k++)
                    if ((rc = lang_set_add(I, st, items->u.seq.v[k], err))) return rc;
            } else if ((rc = lang_set_add(I, st, v, err))) {
                return rc;
            }
        }
        if (folded) {
            /* the compiler's constant merging rebuilds the frozenset from its own
             * iteration order (merge_consts_recursive); SET_UPDATE then merges it */
            lang_value *items, *rebuilt, *merged;
            if ((rc = lang_set_items(I, st, true, &items, err)) ||
                (rc = lang_set_new(I, true, items, &rebuilt, err)) ||
                (rc = lang_set_new(I, false, rebuilt, &merged, err)))
                return rc;
            st = merged;
        }
        *out = st;
        return SL_OK;
    }
    case N_DICT: {
        lang_value *d = lv_seq(I, V_DICT, 0);
        CHECK_ALLOC(d);
        for (int32_t i = 0; i < e->nitems; i++) {
            lang_value *k, *v;
            if (e->items[i]->kind == N_STARRED) { /* {**m}: every pair of the mapping m */
                lang_value *m;
                if ((rc = lang_eval(I, e->items[i]->a, &m, err))) return rc;
                if (m->kind != V_DICT)
                    return lang_py_error(err, "TypeError", "'%s' object is not a mapping", lv_type_name(m));
                if ((rc = lang_dict_update(I, d, m, err))) return rc;
                continue;
            }
            if ((rc = lang_eval(I, e->items[i], &k, err))) return rc;
            if ((rc = lang_eval(I, e->items2[i], &v, err))) return rc;
            if ((rc = lang_dict_put(I, d, k, v, err))) return rc;
        }
        *out = d;
        return SL_OK;
    }
    case N_ATTR: {
        lang_value *obj;
        if ((rc = lang_eval(I, e->a, &obj, err))) return rc;
        rc = getattr_value(I, obj, e->name, out, err);
        if (rc) set_pos(err, e);
        return report_step(I, e, rc, rc ? NULL : *out, err);
    }
    case N_CALL: {
        lang_value *f;
        if ((rc = lang_eval_callee(I, e->a, &f, err))) return rc;
        lang_args a;
        /* ints past int64 may reach numpy's reshape (print keeps refusing them for now:
         * tests/test_lang.c still expects print(2**62 * 2) to be refused) */
        bool np_reshape = f->kind == V_FUNC && f->u.func.self && f->u.func.self->kind == V_ARRAY &&
                          !f->u.func.self->np_scalar && !strcmp(f->u.func.name, "reshape");
        if ((rc = eval_args(I, e, &a, np_reshape, err))) return rc;
        if (np_reshape) {
            /* numpy converts the shape before anything else; a dimension past int64 is
             * its OverflowError, re-raised as this ValueError */
            bool big = false, plain = a.nkw == 0;
            for (int32_t k = 0; k < a.npos; k++) {
                big = big || a.pos[k]->kind == V_BIGINT;
                plain = plain && (a.pos[k]->kind == V_INT || a.pos[k]->kind == V_BIGINT);
            }
            if (big) {
                rc = plain ? lang_py_error(err, "ValueError", "Maximum allowed dimension exceeded")
                           : int_overflow(err);
                set_pos(err, e);
                return report_step(I, e, rc, NULL, err);
            }
        }
        /* calls nest at most LANG_MAX_DEPTH deep (the C stack); Python allows about
         * 1000 frames, so reaching our limit is a refusal, not Python's RecursionError */
        if (I->depth >= LANG_MAX_DEPTH)
            return sl_error_set(err, SL_ERR_LIMIT, "RecursionError",
                                "calls nested deeper than %d: not reproduced (Python's limit is about 1000)",
                                LANG_MAX_DEPTH);
        I->depth++;
        rc = lang_call_func(I, f, &a, out, err);
        I->depth--;
        if (rc) set_pos(err, e);
        return report_step(I, e, rc, rc ? NULL : *out, err);
    }
    case N_SUBSCRIPT: {
        lang_value *obj, *idx;
        if ((rc = lang_eval(I, e->a, &obj, err))) return rc;
        bool np_wide = obj->kind == V_ARRAY && !obj->np_scalar;
        if ((rc = eval_index_value(I, e->b, np_wide, &idx, err))) return rc;
        rc = np_wide ? numpy_wide_index(I, idx, &idx, err) : SL_OK;
        if (!rc) rc = subscript(I, obj, idx, out, err);
        if (rc) set_pos(err, e);
        return report_step(I, e, rc, rc ? NULL : *out, err);
    }
    case N_SLICE:
        return eval_index_value(I, e, false, out, err);
    case N_BINOP: {
        lang_value *a, *b;
        if ((rc = eval_wide(I, e->a, &a, err))) return rc;
        if ((rc = eval_wide(I, e->b, &b, err))) return rc;
        rc = wide_arith(I, e->op, a, b, out, err);
        if (!rc && !*out) rc = lang_binop(I, e->op, a, b, out, err);
        if (rc) set_pos(err, e);
        return report_step(I, e, rc, rc ? NULL : *out, err);
    }
    case N_UNARY: {
        lang_value *a;
        if ((rc = eval_wide(I, e->a, &a, err))) return rc;
        if (a->kind == V_BIGINT) {
            if (e->op == OP_POS) {
                *out = a;
                return SL_OK;
            }
            if (e->op != OP_NEG) return int_overflow(err);
            lang_i128 x = -lv_bigint_get(a);
            *out = x >= INT64_MIN && x <= INT64_MAX ? lv_int(I, (int64_t)x) : lv_bigint(I, x);
            break;
        }
        if (!(a = lang_np_scalar_py(I, a, err))) return err->code;
        if (a->kind == V_ARRAY) return lang_np_unary(I, e->op, a, out, err);
        if (a->kind == V_TENSOR && (e->op == OP_INVERT || a->u.tensor->t.dtype == SL_BOOL))
            return lang_tensor_unary(I, e->op, a, out, err);
        if (a->kind == V_TENSOR) {
            if (e->op == OP_POS) {
                *out = a;
                return SL_OK;
            }
            lang_value *m1 = lv_int(I, -1);
            CHECK_ALLOC(m1);
            return lang_binop(I, OP_MUL, a, m1, out, err);
        }
        if (!is_num(a))
            return lang_py_error(err, "TypeError", "bad operand type for unary %s: '%s'",
                                 e->op == OP_NEG ? "-" : e->op == OP_POS ? "+" : "~", lv_type_name(a));
        if (e->op == OP_POS) {
            *out = a->kind == V_BOOL ? lv_int(I, as_i(a)) : a;
        } else if (e->op == OP_NEG) {
            if (a->kind == V_FLOAT) *out = lv_float(I, -a->u.f);
            else {
                if (as_i(a) == INT64_MIN) *out = lv_bigint(I, -(lang_i128)INT64_MIN);
                else
                    *out = lv_int(I, -as_i(a));
            }
        } else {
            if (a->kind == V_FLOAT)
                return lang_py_error(err, "TypeError", "bad operand type for unary ~: 'float'");
            *out = lv_int(I, ~as_i(a));
        }
        break;
    }
    case N_NOT: {
        lang_value *a;
        if ((rc = lang_eval(I, e->a, &a, err))) return rc;
        if (a->kind == V_TENSOR || a->kind == V_ARRAY) {
            lang_args none = {0};
            lang_value *b;
            rc = a->kind == V_TENSOR ? lang_tensor_method(I, a, "__bool__", &none, &b, err)
                                     : lang_np_method(I, a, "__bool__", &none, &b, err);
            if (rc) return rc;
            a = b;
        }
        bool t;
        if ((rc = truth_of(I, a, &t, err))) return rc; /* an object's __bool__ / __len__ */
        *out = lv_bool(I, !t);
        return SL_OK;
    }
    case N_BOOLOP: {
        lang_value *a;
        if ((rc = lang_eval(I, e->a, &a, err))) return rc;
        if (!(a = lang_np_scalar_py(I, a, err))) return err->code;
        if (a->kind == V_TENSOR || a->kind == V_ARRAY)
            return lang_unsupported(err, "and/or on tensors or arrays");
        bool t;
        if ((rc = truth_of(I, a, &t, err))) return rc;
        if ((e->op == OP_AND && !t) || (e->op == OP_OR && t)) {
            *out = a;
            return SL_OK;
        }
        return lang_eval(I, e->b, out, err);
    }
    case N_COMPARE: {
        lang_value *lhs;
        if ((rc = lang_eval(I, e->items[0], &lhs, err))) return rc;
        bool res = true;
        for (int32_t i = 1; i < e->nitems; i++) {
            lang_value *rhs;
            if ((rc = lang_eval(I, e->items[i], &rhs, err))) return rc;
            lang_op op = e->ops[i - 1];
            bool ten = lhs->kind == V_TENSOR || rhs->kind == V_TENSOR;
            bool arr = (lhs->kind == V_ARRAY && !lhs->np_scalar) || (rhs->kind == V_ARRAY && !rhs->np_scalar);
            if ((ten || arr) && op != OP_IS && op != OP_ISNOT && op != OP_IN && op != OP_NOTIN) {
                /* elementwise: the result is a tensor / array (tensor_ops.c, ndarray_objects.c) */
                if (e->nitems > 2) return lang_unsupported(err, "chained comparisons of tensors or arrays");
                if (ten && (lhs->kind == V_ARRAY || rhs->kind == V_ARRAY))
                    return lang_unsupported(err, "comparing a tensor with an array");
                rc = ten ? lang_tensor_compare(I, op, lhs, rhs, out, err) : lang_np_compare(I, op, lhs, rhs, out, err);
                if (rc) return set_pos(err, e);
                return SL_OK;
            }
            if ((rc = compare(I, op, lhs, rhs, &res, err))) return set_pos(err, e);
            if (!res) break;
            lhs = rhs;
        }
        *out = lv_bool(I, res);
        return SL_OK;
    }
    case N_IFEXP: {
        lang_value *c;
        if ((rc = lang_eval(I, e->a, &c, err))) return rc;
        bool t;
        if ((rc = truth_of(I, c, &t, err))) return rc;
        return lang_eval(I, t ? e->b : e->c, out, err);
    }
    case N_LISTCOMP: {
        lang_value *it, *items;
        if ((rc = lang_eval(I, e->c, &it, err))) return rc;
        if (e->name && !strcmp(e->name, "gen")) { /* suspended until items are asked for */
            lang_value *g = lv_seq(I, V_LIST, 0);
            CHECK_ALLOC(g);
            struct lang_gen *st = lang_alloc(&I->A, sizeof *st);
            CHECK_ALLOC(st);
            if ((rc = gen_source(I, it, &st->src[0], err))) return rc;
            st->clause[0] = e;
            st->scope = lang_alloc(&I->A, sizeof *st->scope);
            CHECK_ALLOC(st->scope);
            st->scope->parent = I->scope;
            g->pytype = "generator";
            g->gen = st;
            *out = g;
            return SL_OK;
        }
        if (is_iterator(it)) items = it;
        else if ((rc = iterate(I, it, &items, err))) return rc;
        /* the loop variable lives in the comprehension's own scope, as in Python 3 */
        lang_scope *sc = lang_alloc(&I->A, sizeof *sc);
        CHECK_ALLOC(sc);
        sc->parent = I->scope;
        lang_scope *saved = I->scope;
        I->scope = sc;
        rc = listcomp_loop(I, e, items, out, err);
        I->scope = saved;
        return rc;
    }
    case N_JOINEDSTR: {
        lang_buf b = {.I = I};
        for (int32_t k = 0; k < e->nitems; k++) {
            lang_node *part = e->items[k];
            if (part->kind == N_STR) {
                if ((rc = lang_buf_put(&b, part->name, part->str_len, err))) return rc;
                continue;
            }
            lang_value *v, *spec = NULL, *text;
            if ((rc = lang_eval(I, part->a, &v, err))) return rc;
            if (part->ival && (rc = lang_text_of(I, v, part->ival != 's', &v, err))) return rc;
            if (part->ival == 'a' && lang_utf8_len(v->u.str.s, v->u.str.len) != v->u.str.len)
                return lang_unsupported(err, "!a of non-ASCII text"); /* ascii() escapes it */
            if (part->c && (rc = lang_eval(I, part->c, &spec, err))) return rc;
            if ((rc = lang_format_value(I, v, spec ? spec->u.str.s : "", spec ? spec->u.str.len : 0,
                                        &text, err)))
                return set_pos(err, part);
            if ((rc = lang_buf_put(&b, text->u.str.s, text->u.str.len, err))) return rc;
        }
        return lang_buf_value(&b, out, err);
    }
    case N_LAMBDA: return make_function(I, e->a, out, err);
    case N_YIELD: return lang_unsupported(err, "yield inside an expression (only `yield x`, `x = yield y` and "
                                               "`yield from` statements in a generator)");
    case N_STARRED:
        return sl_error_set(err, SL_ERR_SYNTAX, "SyntaxError", "can't use starred expression here");
    default:
        return lang_unsupported(err, "expression kind %d", (int)e->kind);
    }
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* The callee of a call: attribute lookups here are not reported as steps. */
int lang_eval_callee(lang_interp *I, lang_node *e, lang_value **out, sl_error *err) {
    if (e->kind != N_ATTR) return lang_eval(I, e, out, err);
    lang_value *obj;
    int rc;
    if ((rc = lang_eval(I, e->a, &obj, err))) return rc;
    if (obj->kind == V_TENSOR || obj->kind == V_ARRAY) {
        /* absent names and properties (x.shape()) first; methods are resolved when called */
        if ((rc = lang_fleet_callee(I, obj, e->name, out, err)) != 1) {
            if (rc) set_pos(err, e);
            return rc;
        }
        lang_value *f = lv_new(I, V_FUNC);
        CHECK_ALLOC(f);
        f->u.func.name = e->name;
        f->u.func.self = obj;
        *out = f;
        return SL_OK;
    }
    rc = getattr_value(I, obj, e->name, out, err);
    if (rc) set_pos(err, e);
    return rc;
}

/* ----------------------------------------------------------- statements == */

static int assign(lang_interp *I, lang_node *target, lang_value *v, sl_error *err) {
    int rc;
    switch (target->kind) {
    case N_NAME: return bind_name(I, target->name, v, err);
    case N_SUBSCRIPT: {
        lang_value *obj, *idx;
        if ((rc = lang_eval(I, target->a, &obj, err))) return rc;
        if ((rc = eval_index_value(I, target->b, false, &idx, err))) return rc;
        if (obj->kind == V_TENSOR) return lang_tensor_setitem(I, obj, idx, v, err);
        if (obj->kind == V_ARRAY) return lang_np_setitem(I, obj, idx, v, err);
        if (obj->kind == V_STORAGE && obj->u.aux.which == 3) return lang_np_flat_set(I, obj, idx, v, err);
        if (obj->kind == V_FLAGS) return lang_np_flags_setitem(I, obj, idx, v, err);
        if (obj->kind == V_STORAGE && obj->u.aux.which == 0) return lang_tstore_storage_set(I, obj, idx, v, err);
        if (obj->kind == V_LIST && obj->pytype)
            return lang_unsupported(err, "item assignment on a %s object", obj->pytype);
        if (obj->kind == V_LIST) {
            if (idx->kind == V_SLICE) return lang_unsupported(err, "slice assignment to a list");
            int64_t i;
            if ((rc = seq_index(obj, obj->u.seq.n, idx, &i, "list assignment", err))) return rc;
            obj->u.seq.v[i] = v;
            return SL_OK;
        }
        if (obj->kind == V_DICT) return lang_dict_put(I, obj, idx, v, err);
        return lang_py_error(err, "TypeError", "'%s' object does not support item assignment",
                             lv_type_name(obj));
    }
    case N_ATTR: {
        lang_value *obj;
        if ((rc = lang_eval(I, target->a, &obj, err))) return rc;
        if (obj->kind == V_ARRAY && !obj->np_scalar)
            return lang_np_setattr(I, obj, target->name, v, err);
        if (obj->kind == V_FLAGS) return lang_np_flags_setattr(I, obj, target->name, v, err);
        if ((obj->kind == V_CLASS || obj->kind == V_INSTANCE || obj->kind == V_DESCR)) return lang_class_setattr(I, obj, target->name, v, err);
        if (obj->kind == V_TENSOR && !strcmp(target->name, "shape"))
            return lang_py_error(err, "AttributeError",
                                 "attribute 'shape' of 'torch._C._TensorBase' objects is not "
                                 "writable");
        return lang_unsupported(err, "assigning attribute '%s' of %s", target->name, lv_type_name(obj));
    }
    case N_TUPLE:
    case N_LIST: {
        lang_value *items;
        if ((rc = iterate(I, v, &items, err))) return rc;
        int32_t star = -1;
        for (int32_t i = 0; i < target->nitems; i++)
            if (target->items[i]->kind == N_STARRED) star = i;
        int64_t n = items->u.seq.n, want = target->nitems;
        if (star < 0) {
            if (n > want)
                return lang_py_error(err, "ValueError", "too many values to unpack (expected %lld)", (long long)want);
            if (n < want)
                return lang_py_error(err, "ValueError", "not enough values to unpack (expected %lld, got %lld)",
                                     (long long)want, (long long)n);
            for (int32_t i = 0; i < target->nitems; i++)
                if ((rc = assign(I, target->items[i], items->u.seq.v[i], err))) return rc;
            return SL_OK;
        }
        if (n < want - 1)
            return lang_py_error(err, "ValueError", "not enough values to unpack (expected at least %lld, got %lld)",
                                 (long long)(want - 1), (long long)n);
        int64_t nstar = n - (want - 1);
        for (int32_t i = 0; i < star; i++)
            if ((rc = assign(I, target->items[i], items->u.seq.v[i], err))) return rc;
        lang_value *mid = lv_seq(I, V_LIST, nstar);
        CHECK_ALLOC(mid);
        for (int64_t k = 0; k < nstar; k++) mid->u.seq.v[k] = items->u.seq.v[star + k];
        if ((rc = assign(I, target->items[star]->a, mid, err))) return rc;
        for (int32_t i = star + 1; i < target->nitems; i++)
            if ((rc = assign(I, target->items[i], items->u.seq.v[nstar + i - 1], err))) return rc;
        return SL_OK;
    }
    default:
        return sl_error_set(err, SL_ERR_SYNTAX, "SyntaxError", "cannot assign to expression");
    }
}

static int exec_stmt(lang_interp *I, lang_node *s, sl_error *err);

int lang_exec_block(lang_interp *I, lang_node **stmts, int32_t n, sl_error *err) {
    for (int32_t i = 0; i < n; i++) {
        lang_node *saved = I->cur_stmt; /* ndarray.resize reads it (ndarray_flags.c) */
        I->cur_stmt = stmts[i];
        int rc = exec_stmt(I, stmts[i], err);
        I->cur_stmt = saved;
        if (rc) return rc;
        if (I->flow != FLOW_NONE) return SL_OK;
    }
    return SL_OK;
}

static int do_import(lang_interp *I, const char *mod, const char *alias, sl_error *err) {
    const char *canon = NULL;
    if (!strcmp(mod, "torch")) canon = "torch";
    else if (!strcmp(mod, "numpy")) canon = "numpy";
    else if (!strcmp(mod, "numpy.lib.stride_tricks")) canon = "numpy.lib.stride_tricks";
    else if (!strcmp(mod, "numpy.lib")) canon = "numpy.lib";
    else if (lang_pymod_known(mod)) canon = mod;
    else if (!strcmp(mod, "sys") || !strcmp(mod, "warnings"))
        return lang_unsupported(err, "module '%s'", mod);
    else
        return lang_unsupported(err, "import of module '%s'", mod);
    lang_value *m = lv_new(I, V_MODULE);
    CHECK_ALLOC(m);
    m->u.path = canon;
    if (alias) return set_var(I, I->scope, alias, m, err);
    /* `import numpy.lib.stride_tricks` binds `numpy` */
    const char *dot = strchr(mod, '.');
    if (dot) m->u.path = !strncmp(mod, "numpy", 5) ? "numpy" : "torch";
    char first[64];
    size_t l = dot ? (size_t)(dot - mod) : strlen(mod);
    if (l >= sizeof first) l = sizeof first - 1;
    memcpy(first, mod, l);
    first[l] = '\0';
    const char *nm = lang_strndup(&I->A, first, l);
    CHECK_ALLOC(nm);
    return set_var(I, I->scope, nm, m, err);
}

static int exec_try(lang_interp *I, lang_node *s, sl_error *err) {
    int rc = lang_exec_block(I, s->items, s->nitems, err);
    bool handled = false;
    if (rc == SL_ERR_PY) {
        lang_value *exc = lang_exc_from_error(I, err);
        CHECK_ALLOC(exc);
        /* a raise statement says whether it had arguments; an internal error with no
         * message has none (next() of an exhausted iterator) */
        exc->u.exc.noargs = I->raised_with_args >= 0 ? !I->raised_with_args : !err->message[0];
        I->raised_with_args = -1;
        for (int32_t h = 0; h < s->nitems2 && !handled; h++) {
            lang_node *hn = s->items2[h];
            bool match = false;
            if (!hn->a) {
                match = true;
            } else {
                lang_value *cls;
                int rc2 = lang_eval(I, hn->a, &cls, err);
                if (rc2) return rc2;
                if (cls->kind == V_EXCTYPE) {
                    match = lang_exc_matches(exc->u.exc.type, cls->u.path);
                } else if (cls->kind == V_TUPLE) {
                    for (int64_t k = 0; k < cls->u.seq.n; k++) {
                        lang_value *c = cls->u.seq.v[k];
                        if (c->kind != V_EXCTYPE)
                            return lang_py_error(err, "TypeError",
                                                 "catching classes that do not inherit from BaseException is not allowed");
                        if (lang_exc_matches(exc->u.exc.type, c->u.path)) match = true;
                    }
                } else {
                    return lang_py_error(err, "TypeError",
                                         "catching classes that do not inherit from BaseException is not allowed");
                }
            }
            if (!match) continue;
            handled = true;
            sl_error_clear(err);
            if (hn->name && (rc = bind_name(I, hn->name, exc, err))) return rc;
            lang_value *saved = I->cur_exc;
            I->cur_exc = exc;
            rc = lang_exec_block(I, hn->items, hn->nitems, err);
            I->cur_exc = saved;
            if (hn->name) {
                /* Python deletes the `as` name when the handler ends */
                lang_scope *sc = I->scope;
                for (int32_t k = 0; k < sc->nglobals; k++)
                    if (!strcmp(sc->globals_declared[k], hn->name)) sc = I->globals;
                for (lang_var **pp = &sc->vars; *pp; pp = &(*pp)->next)
                    if (!strcmp((*pp)->name, hn->name)) {
                        *pp = (*pp)->next;
                        break;
                    }
            }
        }
        if (!handled) { /* passed on: an outer handler sees the same object */
            I->pending_exc = exc;
            I->raised_with_args = !exc->u.exc.noargs;
        }
    } else if (rc == SL_OK && I->flow == FLOW_NONE && s->b) {
        rc = lang_exec_block(I, s->b->items, s->b->nitems, err);
    }
    if (s->c) {
        sl_error saved_err;
        if (err) saved_err = *err;
        int saved_flow = I->flow;
        lang_value *saved_ret = I->ret;
        I->flow = FLOW_NONE;
        int rc3 = lang_exec_block(I, s->c->items, s->c->nitems, err);
        if (rc3) return rc3;
        if (I->flow == FLOW_NONE) {
            I->flow = saved_flow;
            I->ret = saved_ret;
            if (rc && err) *err = saved_err;
        } else {
            rc = SL_OK;
        }
    }
    return rc;
}

static int exec_stmt(lang_interp *I, lang_node *s, sl_error *err) {
    int rc = SL_OK;
    if ((rc = lang_charge(I, 1, err))) return rc;
    lang_value *v;
    switch (s->kind) {
    case S_EXPR:
        rc = lang_eval(I, s->a, &v, err);
        break;
    case S_ASSIGN:
        if ((rc = lang_eval(I, s->b, &v, err))) break;
        for (int32_t i = 0; i < s->nitems && !rc; i++) rc = assign(I, s->items[i], v, err);
        break;
    case S_AUGASSIGN: {
        lang_value *cur, *rhs;
        if ((rc = lang_eval(I, s->a, &cur, err))) break;
        if ((rc = lang_eval(I, s->b, &rhs, err))) break;
        /* numpy scalars are immutable: s += 1 is s = s + 1 (below) */
        /* torch.Tensor has no __imatmul__: t @= m is t = t @ m (below) */
        if ((cur->kind == V_TENSOR && s->op != OP_MATMUL) || (cur->kind == V_ARRAY && !cur->np_scalar)) {
            /* in-place on the object, then rebinding (Python semantics of __iadd__) */
            const char *m = s->op == OP_ADD ? "add_" : s->op == OP_SUB ? "sub_" : s->op == OP_MUL ? "mul_"
                           : s->op == OP_DIV ? "div_" : NULL;
            if (!m && cur->kind == V_TENSOR) /* torch's in-place dunders (tensor_ops.c) */
                m = s->op == OP_FLOORDIV ? "__ifloordiv__" : s->op == OP_MOD ? "__imod__"
                    : s->op == OP_BITAND ? "__iand__" : s->op == OP_BITOR ? "__ior__"
                    : s->op == OP_BITXOR ? "__ixor__" : s->op == OP_LSHIFT ? "__ilshift__"
                    : s->op == OP_RSHIFT ? "__irshift__" : NULL; /* **= checks dtypes its own way: refused */
            if (!m) {
                rc = lang_unsupported(err, "this augmented assignment on a tensor or array");
                break;
            }
            lang_args a = {0};
            lang_value *args[1] = {rhs};
            a.pos = args;
            a.npos = 1;
            lang_value *res;
            rc = cur->kind == V_TENSOR ? lang_tensor_method(I, cur, m, &a, &res, err)
                                       : lang_np_method(I, cur, m, &a, &res, err);
            if (!rc) rc = assign(I, s->a, cur, err);
            break;
        }
        if (cur->kind == V_SET) {
            bool done;
            if ((rc = lang_set_inplace(I, s->op, cur, rhs, &done, err))) break;
            if (done) {
                rc = assign(I, s->a, cur, err);
                break;
            }
        }
        if (cur->kind == V_LIST && s->op == OP_ADD) {
            lang_value *items;
            if ((rc = iterate(I, rhs, &items, err))) break;
            for (int64_t k = 0; k < items->u.seq.n && !rc; k++) rc = lv_list_append(I, cur, items->u.seq.v[k], err);
            break;
        }
        if (cur->kind == V_INSTANCE || rhs->kind == V_INSTANCE) rc = lang_class_augop(I, s->op, cur, rhs, &v, err);
        else rc = lang_binop(I, s->op, cur, rhs, &v, err);
        if (rc) break;
        rc = assign(I, s->a, v, err);
        break;
    }
    case S_PASS: break;
    case S_BREAK: I->flow = FLOW_BREAK; break;
    case S_CONTINUE: I->flow = FLOW_CONTINUE; break;
    case S_RETURN:
        if (I->scope == I->globals) {
            rc = sl_error_set(err, SL_ERR_SYNTAX, "SyntaxError", "'return' outside function");
            break;
        }
        if (s->a) {
            if ((rc = lang_eval(I, s->a, &v, err))) break;
        } else {
            v = lv_none(I);
        }
        I->ret = v;
        I->flow = FLOW_RETURN;
        break;
    case S_RAISE:
        if (!s->a) {
            if (!I->cur_exc) {
                rc = lang_py_error(err, "RuntimeError", "No active exception to reraise");
                break;
            }
            rc = lang_py_error(err, I->cur_exc->u.exc.type, "%s", I->cur_exc->u.exc.msg);
            I->raised_with_args = !I->cur_exc->u.exc.noargs;
            I->pending_exc = I->cur_exc;
            break;
        }
        if ((rc = lang_eval(I, s->a, &v, err))) break;
        I->raised_with_args = v->kind == V_EXC && !v->u.exc.noargs;
        if (v->kind == V_EXCTYPE) rc = lang_py_error(err, v->u.path, "%s", "");
        else if (v->kind == V_EXC) {
            rc = lang_py_error(err, v->u.exc.type, "%s", v->u.exc.msg);
            I->pending_exc = v;
        }
        else rc = lang_py_error(err, "TypeError", "exceptions must derive from BaseException");
        break;
    case S_DEL:
        for (int32_t i = 0; i < s->nitems && !rc; i++) {
            lang_node *t = s->items[i];
            if (t->kind == N_ATTR) { /* del obj.name of a user object (py_class.c) */
                lang_value *o;
                if (!(rc = lang_eval(I, t->a, &o, err))) rc = lang_class_delattr(I, o, t->name, err);
                continue;
            }
            if (t->kind != N_NAME) {
                rc = lang_unsupported(err, "del of anything but a name");
                break;
            }
            lang_var **pp = &I->scope->vars;
            bool found = false;
            while (*pp) {
                if (!strcmp((*pp)->name, t->name)) {
                    *pp = (*pp)->next;
                    found = true;
                    break;
                }
                pp = &(*pp)->next;
            }
            if (!found) rc = lang_py_error(err, "NameError", "name '%s' is not defined", t->name);
        }
        break;
    case S_ASSERT: {
        bool ok;
        if ((rc = lang_eval(I, s->a, &v, err)) || (rc = truth_of(I, v, &ok, err))) break;
        if (!ok) {
            if (s->b) {
                lang_value *m, *sv;
                if ((rc = lang_eval(I, s->b, &m, err))) break;
                if ((rc = to_str_value(I, m, false, &sv, err))) break;
                rc = lang_py_error(err, "AssertionError", "%s", sv->u.str.s);
            } else {
                rc = lang_py_error(err, "AssertionError", "%s", "");
            }
        }
        break;
    }
    case S_IMPORT:
        for (int32_t i = 0; i < s->nitems2 && !rc; i++) rc = do_import(I, s->names[i], s->names2[i], err);
        break;
    case S_FROMIMPORT:
        for (int32_t i = 0; i < s->nitems2 && !rc; i++) {
            lang_value *m = lv_new(I, V_MODULE);
            CHECK_ALLOC(m);
            bool pymod = lang_pymod_known(s->name);
            if (!strcmp(s->name, "numpy.lib.stride_tricks") || !strcmp(s->name, "numpy") ||
                !strcmp(s->name, "torch") || !strcmp(s->name, "numpy.lib") || pymod)
                m->u.path = s->name;
            else {
                rc = lang_unsupported(err, "import from module '%s'", s->name);
                break;
            }
            rc = pymod ? lang_pymod_attr(I, m->u.path, s->names[i], &v, err)
                       : lang_torch_attr(I, m->u.path, s->names[i], &v, err);
            if (rc) {
                /* built-in modules have no file: CPython says "(unknown location)" */
                if (rc == SL_ERR_PY && !strcmp(err->type, "AttributeError") && pymod)
                    rc = lang_py_error(err, "ImportError", "cannot import name '%s' from '%s' (unknown location)",
                                       s->names[i], s->name);
                else if (rc == SL_ERR_PY && !strcmp(err->type, "AttributeError"))
                    rc = lang_py_error(err, "ImportError", "cannot import name '%s' from '%s'", s->names[i], s->name);
                break;
            }
            rc = set_var(I, I->scope, s->names2[i] ? s->names2[i] : s->names[i], v, err);
        }
        break;
    case S_IF: {
        if ((rc = lang_eval(I, s->a, &v, err))) break;
        if (v->kind == V_TENSOR || v->kind == V_ARRAY) {
            lang_args none = {0};
            lang_value *b;
            rc = v->kind == V_TENSOR ? lang_tensor_method(I, v, "__bool__", &none, &b, err)
                                     : lang_np_method(I, v, "__bool__", &none, &b, err);
            if (rc) break;
            v = b;
        }
        bool t;
        if ((rc = truth_of(I, v, &t, err))) break;
        if (t) rc = lang_exec_block(I, s->items, s->nitems, err);
        else rc = lang_exec_block(I, s->items2, s->nitems2, err);
        break;
    }
    case S_WHILE:
        for (;;) {
            bool go;
            if ((rc = lang_eval(I, s->a, &v, err)) || (rc = truth_of(I, v, &go, err))) break;
            if (!go) {
                rc = lang_exec_block(I, s->items2, s->nitems2, err);
                break;
            }
            if ((rc = lang_exec_block(I, s->items, s->nitems, err))) break;
            if (I->flow == FLOW_BREAK) {
                I->flow = FLOW_NONE;
                break;
            }
            if (I->flow == FLOW_CONTINUE) I->flow = FLOW_NONE;
            if (I->flow == FLOW_RETURN) break;
        }
        break;
    case S_FOR: {
        lang_value *it, *items = NULL;
        if ((rc = lang_eval(I, s->b, &it, err))) break;
        if (it->kind == V_INSTANCE && (rc = lang_class_iter(I, it, &it, err))) break; /* __iter__ */
        /* an iterator is advanced one item per pass (a break leaves the rest in it) */
        bool iter = is_iterator(it);
        if (!iter && (rc = iterate(I, it, &items, err))) break;
        bool broke = false;
        lang_for_frame frame = {it, I->for_top}; /* the loop's iterator holds `it` */
        I->for_top = &frame;
        for (int64_t k = 0; iter || k < items->u.seq.n; k++) {
            lang_value *x;
            if (iter) {
                bool done;
                if ((rc = iter_next(I, it, &x, &done, err)) || done) break;
            } else {
                x = items->u.seq.v[k];
            }
            if ((rc = assign(I, s->a, x, err))) break;
            if ((rc = lang_exec_block(I, s->items, s->nitems, err))) break;
            if (I->flow == FLOW_BREAK) {
                I->flow = FLOW_NONE;
                broke = true;
                break;
            }
            if (I->flow == FLOW_CONTINUE) I->flow = FLOW_NONE;
            if (I->flow == FLOW_RETURN) break;
        }
        I->for_top = frame.up;
        if (!rc && !broke && I->flow == FLOW_NONE) rc = lang_exec_block(I, s->items2, s->nitems2, err);
        break;
    }
    case S_TRY: rc = exec_try(I, s, err); break;
    case S_NONLOCAL: {
        if (I->scope == I->globals || !I->scope->fn) {
            rc = lang_unsupported(err, "nonlocal outside a function");
            break;
        }
        lang_scope *sc = I->scope;
        const char **names = lang_alloc(&I->A, (size_t)(sc->nnonlocals + s->nitems2) * sizeof *names);
        CHECK_ALLOC(names);
        for (int32_t k = 0; k < sc->nnonlocals; k++) names[k] = sc->nonlocals_declared[k];
        for (int32_t k = 0; k < s->nitems2; k++) names[sc->nnonlocals + k] = s->names[k];
        sc->nonlocals_declared = names;
        sc->nnonlocals += s->nitems2;
        break;
    }
    case S_GLOBAL: {
        if (I->scope == I->globals) break; /* module level: nothing to do */
        lang_scope *sc = I->scope;
        const char **names = lang_alloc(&I->A, (size_t)(sc->nglobals + s->nitems2) * sizeof *names);
        CHECK_ALLOC(names);
        for (int32_t k = 0; k < sc->nglobals; k++) names[k] = sc->globals_declared[k];
        for (int32_t k = 0; k < s->nitems2; k++) names[sc->nglobals + k] = s->names[k];
        sc->globals_declared = names;
        sc->nglobals += s->nitems2;
        break;
    }
    case S_DEF: {
        lang_value *f;
        if ((rc = s->c ? lang_class_def_decorated(I, s, &f, err) : make_function(I, s, &f, err))) break;
        rc = bind_name(I, s->name, f, err);
        break;
    }
    case S_CLASS: rc = lang_class_exec(I, s, err); break;
    case S_WITH: rc = lang_with_exec(I, s, err); break;
    default:
        rc = lang_unsupported(err, "statement kind %d", (int)s->kind);
    }
    if (rc && err && err->line == 0) {
        err->line = s->line;
        err->col = s->col;
        err->offset = s->off;
    }
    return rc;
}

/* helpers of py_class.c, py_with.c, py_yield.c (lang/lang.h) */
int lang_assign(lang_interp *I, lang_node *target, lang_value *v, sl_error *err) { return assign(I, target, v, err); }
int lang_truth(lang_interp *I, lang_value *v, bool *out, sl_error *err) { return truth_of(I, v, out, err); }
bool lang_is_iterator(const lang_value *v) { return is_iterator(v); }
int lang_iter_next(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err) {
    return iter_next(I, v, item, done, err);
}
int lang_make_function(lang_interp *I, lang_node *def, lang_value **out, sl_error *err) {
    return make_function(I, def, out, err);
}
int lang_call_nested(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out, sl_error *err) {
    if (I->depth >= LANG_MAX_DEPTH)
        return sl_error_set(err, SL_ERR_LIMIT, "RecursionError",
                            "calls nested deeper than %d: not reproduced (Python's limit is about 1000)",
                            LANG_MAX_DEPTH);
    I->depth++;
    int rc = lang_call_func(I, f, a, out, err);
    I->depth--;
    return rc;
}

/* ------------------------------------------------------------ entry points == */

int sl_run_snippet(const char *src, size_t len, void (*write)(void *user, const char *s, size_t n),
                   void *user, sl_error *err) {
    return sl_run_snippet_ex(src, len, write, user, NULL, err);
}

int sl_run_snippet_ex(const char *src, size_t len,
                      void (*write)(void *user, const char *s, size_t n), void *user,
                      const sl_run_limits *limits, sl_error *err) {
    sl_error local;
    if (!err) err = &local;
    sl_error_clear(err);
    if (!src) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL source");
    if (len > ((size_t)1 << 24)) return sl_error_set(err, SL_ERR_LIMIT, NULL, "snippet larger than 16 MiB");
    lang_interp *I = calloc(1, sizeof *I);
    if (!I) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    lang_interp_init(I, src, (int64_t)len);
    if (limits && limits->max_steps > 0) I->max_steps = limits->max_steps;
    if (limits && limits->max_bytes > 0) I->A.limit_bytes = (size_t)limits->max_bytes;
    I->write = write;
    I->write_user = user;
    lang_node *mod;
    int rc = lang_parse_module(&I->A, src, (int64_t)len, &mod, err);
    if (!rc) {
        lang_scope *g = lang_alloc(&I->A, sizeof *g);
        if (!g) rc = lang_nomem(err);
        else {
            I->globals = I->scope = g;
            rc = lang_exec_block(I, mod->items, mod->nitems, err);
            if (!rc && I->flow == FLOW_BREAK)
                rc = sl_error_set(err, SL_ERR_SYNTAX, "SyntaxError", "'break' outside loop");
        }
    }
    lang_interp_free(I);
    free(I);
    return rc;
}
