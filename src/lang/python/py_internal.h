/*
 * py_internal.h — what the evaluator's files share; private to src/lang/python/.
 *
 * The evaluator is split by concern: py_eval.c (scopes, the step hook, the run entry
 * points), py_arith.c (operators on Python numbers, ints beyond int64), py_access.c
 * (sequences, subscripts, attributes, type checks), py_builtins.c (the builtin
 * functions and sorting), py_iter.c (iterators, generator expressions, iteration),
 * py_calls.c (calling user functions: argument binding, locals), py_eval_expr.c
 * (expressions) and py_eval_stmt.c (statements).  The functions below cross between
 * them; everything the rest of the language uses is declared in lang/python/py.h.
 */
#ifndef STRIDELAB_LANG_PYTHON_PY_INTERNAL_H
#define STRIDELAB_LANG_PYTHON_PY_INTERNAL_H

#include "lang/python/py.h"

#include <string.h>

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

/* The state of an iterator that walks its source as CPython's does (a V_LIST with `live`,
 * named by its pytype; py_iter.c):
 *  PI_SEQ      list_iterator / tuple_iterator: src by position, the length read at each
 *              step (items appended meanwhile are seen); src NULL once exhausted;
 *  PI_REVSEQ   list_reverseiterator: pos counts down, and an item past the end is the end;
 *  PI_RANGE    range_iterator: start + pos * step for pos < len;
 *  PI_DICT     dict_keyiterator / valueiterator / itemiterator (what: 'k' 'v' 'i'), rev for
 *              reversed(d): RuntimeError when the dict's size is not size0 any more;
 *  PI_SET      set_iterator: the table walked by slot, the same size check;
 *  PI_ZIP      zip: subs advanced in turn, ends at the first that ends;
 *  PI_MAP      map: fn of one item of each of subs;
 *  PI_FILTER   filter: the items of subs[0] that fn (or their truth, fn None) keeps;
 *  PI_ENUMERATE  (count, item) with count from start. */
typedef enum py_iter_kind {
    PI_SEQ, PI_REVSEQ, PI_RANGE, PI_DICT, PI_SET, PI_ZIP, PI_MAP, PI_FILTER, PI_ENUMERATE,
    /* itertools (py_itertools.c) */
    PI_CHAIN, PI_ISLICE, PI_COUNT, PI_CYCLE, PI_REPEAT, PI_ACCUMULATE, PI_STARMAP, PI_TAKEWHILE,
    PI_DROPWHILE, PI_FILTERFALSE, PI_COMPRESS, PI_PAIRWISE, PI_ZIP_LONGEST, PI_PRODUCT, PI_SELECT,
    PI_GROUPBY, PI_GROUPER
} py_iter_kind;
struct lang_iter {
    py_iter_kind kind;
    char what;            /* PI_DICT */
    bool rev;             /* PI_DICT */
    lang_value *src;
    int64_t pos, size0, removals0;
    int64_t start, step, len; /* PI_RANGE; PI_ENUMERATE: start is the next count */
    lang_value *fn;
    lang_value **subs;
    int32_t nsubs;
    /* itertools: the running total, the items a cycle saved or pairwise's last; islice's
     * stop (-1 none); product's and the selections' odometer; a finished / phase flag */
    lang_value *acc;
    int64_t stop;
    int64_t *idx;
    bool flag;
    /* groupby: the current key and the group's key, and the grouper handed out last (a
     * grouper: its groupby in owner, its key in tgtkey) */
    lang_value *currkey, *tgtkey, *owner, *parent; /* parent: a grouper's groupby, a groupby itself */
};
/* lo..hi positional arguments and no keywords for fname, else its TypeError (py_modules.c) */
int py_nargs(const lang_args *a, const char *fname, int32_t lo, int32_t hi, sl_error *err);
/* copy.copy / copy.deepcopy (f) (py_copy.c) */
int py_copy_call(lang_interp *I, const char *f, const lang_args *a, lang_value **out, sl_error *err);
/* itertools.f(*a) / advancing one of its iterators (py_itertools.c) */
int py_itertools_call(lang_interp *I, const char *f, const lang_args *a, lang_value **out, sl_error *err);
int py_itertools_next(lang_interp *I, struct lang_iter *st, lang_value **item, bool *done, sl_error *err);
/* a new V_ITER of that kind, named pytype, its other state zero */
lang_value *py_iter_new(lang_interp *I, const char *pytype, py_iter_kind kind);
/* iter(v) as Python makes it (an iterator is itself; a list, tuple, range, dict or set a
 * live iterator; anything else an iterator over a snapshot of its items) */
int py_get_iter(lang_interp *I, lang_value *v, lang_value **it, sl_error *err);
/* zip / map / filter / enumerate / reversed (name), as Python's lazy iterators */
int py_builtin_lazy(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
/* the items of a dict view now, as a new list (pytype: the view's) */
int py_view_items(lang_interp *I, const lang_value *view, lang_value **out, sl_error *err);
/* x in view: a keys view looks x up in the dict, an items view its key then its value */
int py_view_contains(lang_interp *I, const lang_value *view, lang_value *x, bool *res, sl_error *err);
/* the set's next key from table slot *pos on (false at the end of the table) */
bool py_set_next(const lang_value *set, int64_t *pos, lang_value **key);
/* iterating the set in CPython's order is possible (no key whose hash CPython randomizes) */
bool py_set_ordered(const lang_value *set);

typedef struct name_list {
    const char **v;
    int32_t n, cap;
} name_list;

/* len(range(a, b, s)) in unsigned arithmetic: no step (not even -2**63) is negated and
 * no difference overflows; a length past INT64_MAX (range(-2**63, 2**63 - 1)) is returned
 * as is, for the caller to refuse */
static inline uint64_t py_range_ulen(int64_t a, int64_t b, int64_t s) {
    if (s > 0) return b > a ? ((uint64_t)b - (uint64_t)a - 1) / (uint64_t)s + 1 : 0;
    return a > b ? ((uint64_t)a - (uint64_t)b - 1) / ((uint64_t)0 - (uint64_t)s) + 1 : 0;
}

/* WebAssembly engines also bound their own call stack (V8: about 1 MB of native frames),
 * which the linear-memory guard of py_stack.c does not see, and a trap there leaves the
 * instance's stack pointer behind for every later call.  There evaluation and
 * statements nest at most PY_WASM_MAX_NEST deep (counted in py_wasm_nest, py_stack.c;
 * measured in node 20: a recursion 62 calls deep over 50 chained .view() calls each,
 * about 3350 levels, overflows V8's stack); CPython's compile-time limit (3000) fits. */
#if defined(__wasm__)
#define PY_WASM_MAX_NEST 3050
#define PY_WASM_CALL_WEIGHT 8 /* a call's frames count as this many levels */
extern _Thread_local int32_t py_wasm_nest;
#endif

/* int op int that stays in int64 (the loop's fast path): true with *r set; false when
 * the general path decides (other kinds, overflow, division by zero, other ops) */
static inline bool py_int_op_fast(lang_op op, int64_t x, int64_t y, int64_t *r) {
    switch (op) {
    case OP_ADD: return !__builtin_add_overflow(x, y, r);
    case OP_SUB: return !__builtin_sub_overflow(x, y, r);
    case OP_MUL: return !__builtin_mul_overflow(x, y, r);
    case OP_MOD:
    case OP_FLOORDIV:
        if (y == 0 || (x == INT64_MIN && y == -1)) return false;
        *r = op == OP_MOD ? sl_floormod(x, y) : sl_floordiv(x, y);
        return true;
    default: return false;
    }
}
static inline bool py_int_fast(lang_op op, const lang_value *a, const lang_value *b, int64_t *r) {
    return a->kind == V_INT && b->kind == V_INT && py_int_op_fast(op, a->u.i, b->u.i, r);
}
/* lang_eval of an operand whose int result may stay unboxed: *out NULL and *iv set when
 * e is a binary operation computed in int64 (py_eval_expr.c) */
int py_eval_operand(lang_interp *I, lang_node *e, lang_value **out, int64_t *iv, sl_error *err);

double py_as_f(const lang_value *v);
int64_t py_as_i(const lang_value *v);
int py_assign(lang_interp *I, lang_node *target, lang_value *v, sl_error *err);
int py_bind_name(lang_interp *I, const char *name, lang_value *v, sl_error *err);
int py_builtin_getattr(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int py_builtin_hasattr(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int py_builtin_iter_next(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int py_call_builtin(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
/* the same for the builtin at position bi of lang_builtins (-1: none of them) */
int py_call_builtin_at(lang_interp *I, int bi, const char *name, const lang_args *a, lang_value **out,
                       sl_error *err);
int py_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, bool *res, sl_error *err);
int py_eval_index_value(lang_interp *I, lang_node *e, bool wide, lang_value **out, sl_error *err);
int py_gen_source(lang_interp *I, lang_value *it, lang_value **src, sl_error *err);
int py_getattr_value(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err);
int py_int_overflow(sl_error *err);

/* ints of any size (py_bigint.c): V_INT, V_BOOL or V_BIGINT operands; results that fit
 * int64 come back as V_INT */
#define PY_BIG_MAX_DIGITS ((int64_t)1 << 17) /* 32-bit digits: 4,194,304 bits */
bool py_is_intval(const lang_value *v);
int py_big_binop(lang_interp *I, lang_op op, const lang_value *a, const lang_value *b,
                 lang_value **out, sl_error *err);
int py_big_unary(lang_interp *I, char what, const lang_value *a, lang_value **out, sl_error *err);
int py_big_divmod(lang_interp *I, const lang_value *a, const lang_value *b, lang_value **q,
                  lang_value **r, sl_error *err);
int py_big_powmod(lang_interp *I, const lang_value *a, const lang_value *b, const lang_value *m,
                  lang_value **out, sl_error *err);
int py_big_truediv(lang_interp *I, const lang_value *a, const lang_value *b, lang_value **out,
                   sl_error *err);
int py_big_cmp(const lang_value *a, const lang_value *b);
int py_big_cmp_float(lang_interp *I, const lang_value *a, double f, int *out, sl_error *err);
int py_big_to_double(const lang_value *v, double *out, sl_error *err);
int py_float_to_int(lang_interp *I, double f, lang_value **out, sl_error *err);
int64_t py_big_hash(const lang_value *v);
int py_big_bit_length(lang_interp *I, const lang_value *v, lang_value **out);
int py_big_to_text(lang_interp *I, const lang_value *v, int base, bool upper, sl_strbuf *sb, sl_error *err);
int py_refuse_bigint(lang_interp *I, const lang_args *a, const lang_value *x, const lang_value *y,
                     const char *what, sl_error *err);
int py_int_literal(lang_interp *I, const char *s, int64_t n, lang_value **out, sl_error *err);
int py_big_from_digits(lang_interp *I, const char *s, int64_t n, int base, bool neg, lang_value **out,
                       sl_error *err);
int py_int_with_base(lang_interp *I, lang_value *v, lang_value *bv, lang_value **out, sl_error *err);
bool py_is_iterator(const lang_value *v);
bool py_is_layer_iterator(const lang_value *v);
int py_index_arg(lang_interp *I, lang_value **v, sl_error *err);
int py_slice_index_args(lang_interp *I, lang_value **sl, sl_error *err);
bool py_is_num(const lang_value *v);
bool py_is_seq(const lang_value *v);
bool py_isinstance_of(lang_interp *I, lang_value *v, lang_value *cls);
int py_iter_next(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err);
int py_iterate(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
/* the plain function obj.NAME binds to obj (e: the N_ATTR) when obj is an instance whose
 * class (not its own dict) has NAME as a user function; NULL for anything else (py_class.c) */
lang_value *lang_class_method_of(lang_interp *I, const lang_value *obj, lang_node *e);
/* obj.NAME (e: the N_ATTR) when obj is an instance whose own dict holds NAME and no class
 * of it has a property of that name (what lang_class_getattr finds first then); NULL for
 * anything else.  The dict's pair to try first is e->param_slot, updated (py_class.c) */
lang_value *lang_class_instance_attr(lang_interp *I, const lang_value *obj, lang_node *e);
/* A call's scope holds its first SCOPE_INDEX_FROM parameters inline after the scope, in
 * the order of the S_DEF's names (py_call_scope); past that many names a scope is indexed
 * by a hash table (py_eval.c). */
#define SCOPE_INDEX_FROM 8
/* The variable of the parameter the name e (an N_NAME) stands for in the current scope,
 * when that scope is a call's and e names one of its inline parameters (or its *args or
 * **kwargs placed after them), still bound (a del unbinds it: a later binding is another
 * variable); NULL otherwise, for the scope lookup to decide.  What e names is worked out
 * once per function it is evaluated in. */
void py_param_resolve(lang_node *e, lang_node *def);
static inline lang_var *py_param_var(lang_interp *I, lang_node *e) {
    lang_scope *sc = I->scope;
    lang_node *def = sc->fn;
    if (!def) return NULL;
    if (e->param_def != def) py_param_resolve(e, def); /* (not inlined: a small frame here) */
    if (e->param_slot < 0) return NULL;
    lang_var *v = (lang_var *)(sc + 1) + e->param_slot;
    return v->gone ? NULL : v;
}
/* self.name(*a) for the str method at position meth of lang_str_methods (-1: none of
 * them; py_str.c) */
int py_str_method_at(lang_interp *I, int meth, lang_value *self, const char *name, const lang_args *a,
                     lang_value **out, sl_error *err);
/* a new str of n bytes whose text (*text, NUL-terminated) the caller fills (py_value.c) */
lang_value *py_str_new(lang_interp *I, int64_t n, char **text);
/* the value of the name e (an N_NAME) where it is evaluated */
int py_lookup(lang_interp *I, lang_node *e, lang_value **out, sl_error *err);
int py_make_function(lang_interp *I, lang_node *def, lang_value **out, sl_error *err);
int py_report_step_hook(lang_interp *I, lang_node *e, int status, lang_value *v, sl_error *err);
/* the step e ended with status (its value v) to the step hook of sl_eval_chain_steps,
 * when there is one (py_eval.c); status otherwise */
static inline int py_report_step(lang_interp *I, lang_node *e, int status, lang_value *v, sl_error *err) {
    return I->step_fn ? py_report_step_hook(I, e, status, v, err) : status;
}
/* py_bytes.c: the operations of bytes values (V_BYTES) */
void lang_bytes_repr(sl_strbuf *sb, const char *s, int64_t n);
int lang_bytes_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out, sl_error *err);
int lang_bytes_cmp(const lang_value *a, const lang_value *b);
int lang_bytes_contains(lang_interp *I, lang_value *coll, lang_value *item, bool *res, sl_error *err);
int lang_bytes_subscript(lang_interp *I, lang_value *b, lang_value *idx, lang_value **out, sl_error *err);
int lang_bytes_items(lang_interp *I, lang_value *b, lang_value **out, sl_error *err);
int lang_bytes_attr_check(const char *name, sl_error *err);
int lang_bytes_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                      sl_error *err);
int lang_bytes_new(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int py_seq_index(lang_value *seq, int64_t n, lang_value *idx, int64_t *out, const char *what, sl_error *err);
int py_set_var(lang_interp *I, lang_scope *s, const char *name, lang_value *val, sl_error *err);
lang_scope *py_call_scope(lang_interp *I, const char *const *names, lang_value *const *vals, int32_t n);
int py_del_var(lang_interp *I, lang_scope *s, const char *name, bool *found, sl_error *err);
int py_sort_keys(lang_interp *I, lang_value *key, lang_value **vals, int64_t n, lang_value ***keys_out, sl_error *err);
int py_sort_values(lang_interp *I, lang_value **vals, lang_value **keys, int64_t n, bool reverse, sl_error *err);
int py_subscript(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out, sl_error *err);
int py_to_str_value(lang_interp *I, lang_value *v, bool repr, lang_value **out, sl_error *err);
int py_truth_of(lang_interp *I, lang_value *v, bool *out, sl_error *err);
int py_type_of(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
int py_value_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int py_values_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err);
int py_values_order(lang_interp *I, lang_op op, lang_value *a, lang_value *b, int *cmp, sl_error *err);

/* py_call_unpack.c: the arguments of a call with a `**m` or a lone `*x` (call->ival),
 * evaluated and merged in CPython's order into a (first, when not NULL, passed before
 * them); the callee is f, or the method call->a->name of the core value mself (for the
 * messages that name it).  Whether a value's type has neither iteration nor the sequence
 * protocol (a core kind's). */
int py_call_args_unpack(lang_interp *I, lang_node *call, lang_value *first, lang_args *a, const lang_value *f,
                        lang_value *mself, sl_error *err);
bool py_call_not_iterable(const lang_value *v);

#endif
