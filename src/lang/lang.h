/*
 * lang/lang.h — private header of the snippet language (lexer, parser, values, evaluator).
 *
 * The language is a small Python subset: enough to run the lessons' snippets and the
 * oracle's view chains.  Source text is lexed into tokens (with Python's implicit line
 * joining inside brackets and INDENT/DEDENT for blocks), parsed into an AST, and the AST
 * is walked by the evaluator.  Everything a run allocates — AST nodes, values, tensor
 * storage — lives in one arena that is dropped at the end of the run, so values need no
 * reference counting; the arena has a byte budget so a runaway loop ends in an error.
 *
 * Errors travel as an sl_status plus the sl_error: SL_ERR_PY is a Python exception
 * (catchable by try/except), every other status ends the run.
 */
#ifndef STRIDELAB_LANG_H
#define STRIDELAB_LANG_H

#include "core/internal.h"

/* ------------------------------------------------------------------ arena == */

typedef struct lang_chunk lang_chunk;
typedef struct lang_arena {
    lang_chunk *head;
    size_t used_bytes;   /* total bytes handed out */
    size_t limit_bytes;  /* budget: allocation beyond it fails with SL_ERR_LIMIT */
} lang_arena;

void lang_arena_init(lang_arena *a, size_t limit_bytes);
void lang_arena_free(lang_arena *a);
/* Zeroed memory, or NULL when the budget or malloc fails. */
void *lang_alloc(lang_arena *a, size_t n_bytes);
char *lang_strndup(lang_arena *a, const char *s, size_t n);
/* the MemoryError every allocation failure of a snippet raises (its arena budget ran out) */
int lang_nomem(sl_error *err);
/* return lang_nomem(err) from the enclosing function (which has `sl_error *err`) when p is NULL */
#define CHECK_ALLOC(p)                                                                   \
    do {                                                                                 \
        if (!(p)) return lang_nomem(err);                                                \
    } while (0)

/* ------------------------------------------------------------------ lexer == */

typedef enum lang_tok_kind {
    TK_EOF = 0,
    TK_NEWLINE,
    TK_INDENT,
    TK_DEDENT,
    TK_NAME,
    TK_INT,
    TK_FLOAT,
    TK_STR,
    TK_OP
} lang_tok_kind;

typedef struct lang_tok {
    lang_tok_kind kind;
    int64_t off;        /* byte offset of the token's first character */
    int64_t len;        /* bytes of source text */
    int32_t line, col;  /* 1-based */
    int64_t ival;       /* TK_INT */
    double fval;        /* TK_FLOAT */
    const char *str;    /* TK_STR: decoded text (arena); TK_NAME: the name (arena);
                           an f-string: its body as written (escapes not decoded) */
    int64_t str_len;    /* TK_STR decoded length */
    bool fstr;          /* TK_STR: an f-string literal (body_off: where its body starts) */
    bool raw;           /* TK_STR: r prefix */
    int64_t body_off;
    char op[4];         /* TK_OP spelling */
} lang_tok;

typedef struct lang_toks {
    lang_tok *v;
    int64_t n;
} lang_toks;

/* Tokenize `src` (length n).  expr_only: no INDENT/DEDENT (one expression).  */
int lang_lex(lang_arena *A, const char *src, int64_t n, bool expr_only, lang_toks *out,
             sl_error *err);
/* Decode the backslash escapes of a (non-raw) string body; SL_ERR_UNSUPPORTED for \N{}. */
int lang_decode_escapes(lang_arena *A, const char *s, int64_t n, char **out, int64_t *out_len,
                        sl_error *err);

/* ------------------------------------------------------------------ AST == */

typedef enum lang_node_kind {
    /* expressions */
    N_NAME = 1, N_INT, N_FLOAT, N_STR, N_TRUE, N_FALSE, N_NONE, N_ELLIPSIS,
    N_TUPLE, N_LIST, N_DICT, N_ATTR, N_CALL, N_SUBSCRIPT, N_SLICE, N_BINOP, N_UNARY,
    N_BOOLOP, N_NOT, N_COMPARE, N_IFEXP, N_STARRED,
    N_LISTCOMP, /* [a for b in c if items...]; name "gen" for a generator expression,
                   "set" / "dict" for set and dict comprehensions (the dict's value: items2[0]);
                   ival 1: a is the next, nested `for` clause */
    N_LAMBDA,   /* a: the S_DEF node the lambda stands for */
    /* statements */
    S_EXPR, S_ASSIGN, S_AUGASSIGN, S_PASS, S_IMPORT, S_FROMIMPORT, S_IF, S_FOR, S_WHILE,
    S_TRY, S_BREAK, S_CONTINUE, S_DEF, S_RETURN, S_RAISE, S_DEL, S_ASSERT, S_GLOBAL,
    /* f-strings: N_JOINEDSTR items = literal N_STR parts and N_FMTVAL fields; N_FMTVAL
     * a = the expression, ival = conversion ('r' 's' 'a' or 0), c = the format spec
     * (an N_JOINEDSTR, NULL when absent) */
    N_JOINEDSTR, N_FMTVAL,
    S_NONLOCAL,
    N_SET,      /* {a, b, *c}: items */
    N_NAMEDEXPR, /* name := a (ival 1: written in parentheses) */
    /* classes, with, generators (py_class.c, py_with.c, py_yield.c):
     * S_CLASS name, items = body, items2 = bases; S_WITH a = the context manager,
     * b = the `as` target (NULL when absent), items = body (several managers nest);
     * N_YIELD a = the value (NULL: None), ival 1 for `yield from`.  An S_DEF's decorators:
     * c, an N_LIST of their expressions. */
    S_CLASS, S_WITH, N_YIELD
} lang_node_kind;

/* Operators: binary and unary arithmetic, comparisons, bool ops. */
typedef enum lang_op {
    OP_NONE = 0, OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_FLOORDIV, OP_MOD, OP_POW, OP_MATMUL,
    OP_LSHIFT, OP_RSHIFT, OP_BITAND, OP_BITOR, OP_BITXOR, OP_NEG, OP_POS, OP_INVERT,
    OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE, OP_IS, OP_ISNOT, OP_IN, OP_NOTIN, OP_AND, OP_OR
} lang_op;

typedef struct lang_node lang_node;
struct lang_node {
    lang_node_kind kind;
    int64_t off, end;   /* source span [off, end) */
    int64_t op_off;     /* where this op's own text starts (the '.' of a method call) */
    int32_t line, col;
    lang_op op;
    lang_node *a, *b, *c;        /* children (meaning per kind, see py_parse.c) */
    lang_node **items;           /* list children: elements, args, statements */
    int32_t nitems;
    lang_node **items2;          /* second list: kwarg values, elif/except clauses, ... */
    const char **names;          /* kwarg names / imported names / except names */
    const char **names2;         /* import aliases */
    int32_t nitems2;
    const char *name;            /* identifier, attribute, string text */
    int64_t str_len;
    int64_t ival;
    double fval;
    lang_op *ops;                /* N_COMPARE: nitems-1 operators */
    /* S_DEF: the names its body binds (its locals besides the parameters, minus those
     * declared global / nonlocal), worked out by the evaluator on the first call */
    const char **locals;
    int32_t nlocals;
    bool locals_done;
    /* S_DEF: a generator function (its body yields); the __qualname__ its messages print
     * (set when a class body defines it; NULL: name); py_yield.c's cache of whether a
     * statement holds a yield (0 unknown, 1 no, 2 yes) */
    bool is_gen;
    const char *qualname;
    int8_t has_yield;
};

/* Parse a whole snippet (statements) or one expression.  Syntax errors carry
 * err->offset/line/col. */
int lang_parse_module(lang_arena *A, const char *src, int64_t n, lang_node **out,
                      sl_error *err);
int lang_parse_expr(lang_arena *A, const char *src, int64_t n, lang_node **out,
                    sl_error *err);

/* ------------------------------------------------------------------ values == */

typedef enum lang_vkind {
    V_NONE = 0, V_BOOL, V_INT, V_FLOAT, V_STR, V_TUPLE, V_LIST, V_DICT, V_SIZE, V_SLICE,
    V_ELLIPSIS, V_RANGE, V_DTYPE, V_MEMFMT, V_MODULE, V_FUNC, V_TENSOR, V_ARRAY, V_EXC,
    V_EXCTYPE, V_TYPE, V_STORAGE, V_FLAGS, V_USERFUNC,
    V_BIGINT, /* a Python int beyond int64 (|x| < 2**127); made and accepted only where
                 py_eval.c allows it (see lang_eval_wide), refused everywhere else */
    V_SET,    /* set / frozenset (frozen): CPython's hash table, py_set.c */
    V_CLASS,    /* a class made by a class statement (py_class.c) */
    V_INSTANCE, /* an instance of one */
    V_DESCR     /* property / staticmethod / classmethod / super() objects, torch.no_grad()
                   and the other helper objects of py_class.c and py_with.c */
} lang_vkind;

/* A number read from or written to storage: an integer (ints, bool) or a double. */
typedef struct lang_num {
    bool is_float;
    int64_t i;
    double f;
} lang_num;

/* A strided view in bytes over one storage: what both tensors and arrays reduce to
 * when values are read or written. */
typedef struct lang_lview {
    int32_t ndim;
    sl_dtype dtype;
    int64_t offset_bytes;
    int64_t shape[SL_MAX_DIMS];
    int64_t stride_bytes[SL_MAX_DIMS];
} lang_lview;

/* Backing storage of tensors and arrays: real bytes of the real dtype, made on first
 * use from a recipe so metadata-only chains never allocate element data. */
typedef enum lang_fill { LF_UNINIT = 0, LF_ZERO, LF_VALUE, LF_ARANGE, LF_DATA, LF_COPY } lang_fill;
typedef struct lang_storage lang_storage;
struct lang_storage {
    int64_t nbytes;
    uint8_t *data;        /* NULL until materialized */
    uint8_t *init;        /* per element: 1 = holds a value (LF_UNINIT storages) */
    lang_fill fill;
    sl_dtype dtype;       /* element type of the recipe */
    lang_num value;       /* LF_VALUE: the fill; LF_ARANGE: start */
    lang_num step;        /* LF_ARANGE: step */
    int64_t fake_addr;    /* data_ptr() of byte 0 */
    bool numpy;
    /* LF_COPY: element k (row-major) of dst_view = element k of src_view, with the dims
     * in flip_mask read backwards */
    lang_storage *src_st;
    lang_lview src_view, dst_view;
    uint64_t flip_mask;
    lang_storage *next_pending; /* LF_COPY storages not yet materialized */
    const char *poison;         /* a copy that could not be made: why (reads refuse) */
    /* a window onto another storage (torch.from_numpy's storage over an array's memory):
     * byte p of this storage is byte alias_off + p of alias_of, which holds the values */
    lang_storage *alias_of;
    int64_t alias_off;
    bool addr_unknown; /* ndarray.resize moved it where realloc chose: addresses refuse */
    /* grown by resize_ / set_ (lang_storage_grow): nbytes, not a tensor's storage_bytes,
     * is its size for every tensor over it */
    bool resized;
    /* torch's resizable() is false: t.numpy() (also np.asarray / np.array of t) was called */
    bool not_resizable;
};

typedef struct lang_value lang_value;
typedef struct lang_scope lang_scope;
typedef struct lang_settab lang_settab;

typedef struct lang_tensor_v {
    sl_tensor t;
    lang_storage *st;
    lang_value *base;     /* torch: root base object, NULL if not a view */
} lang_tensor_v;

typedef struct lang_array_v {
    sl_array a;
    lang_storage *st;
    lang_value *base;     /* numpy .base */
} lang_array_v;

struct lang_value {
    lang_vkind kind;
    union {
        bool b;
        int64_t i;
        double f;
        struct { const char *s; int64_t len; } str;
        struct { lang_value **v; int64_t n, cap;
                 struct lang_dictidx *dict_idx; } seq;         /* TUPLE LIST SIZE DICT(k,v pairs;
                                      dict_idx: the key index of py_dict.c) */
        struct { lang_value *start, *stop, *step; } slice;
        struct { int64_t start, stop, step; } range;
        sl_dtype dtype;                                        /* V_DTYPE (torch/np by flag) */
        sl_memory_format memfmt;
        const char *path;                                      /* V_MODULE, V_EXCTYPE, V_TYPE */
        struct { const char *name; lang_value *self; } func;   /* V_FUNC */
        lang_tensor_v *tensor;
        lang_array_v *array;
        struct { const char *type; const char *msg; bool noargs; lang_value *args; } exc; /* V_EXC (args: the
                                      arguments' tuple when known, else (msg,) or (); noargs:
                                      made with no arguments: args (), repr "T()") */
        struct { lang_value *owner; int which; } aux;          /* V_STORAGE V_FLAGS */
        struct { lang_node *def; lang_scope *env; lang_value **defaults; lang_value *self;
                 struct lang_class *cls; } user; /* V_USERFUNC: S_DEF node, defining scope,
                                      default values (def time); a bound method's self; the
                                      class whose body defined it (super()) */
        struct lang_class *cls;                                /* V_CLASS */
        struct { struct lang_class *cls; lang_value *dict; } obj; /* V_INSTANCE (dict: V_DICT) */
        struct { int which; lang_value *fn, *fset; struct lang_class *cls; } descr; /* V_DESCR */
        struct { uint64_t lo; int64_t hi; } big;               /* V_BIGINT: two's complement halves */
        struct lang_settab *set;                               /* V_SET */
    } u;
    bool np_dtype;   /* V_DTYPE: numpy spelling; V_FLOAT: a numpy float32 value */
    bool np_scalar;  /* V_ARRAY: a numpy scalar (np.float64(5.0)), a read-only 0-d owner */
    bool frozen;     /* V_SET: a frozenset */
    bool np_type;    /* V_DTYPE (np_dtype): the scalar type np.float32, not a dtype instance;
                        prints <class 'numpy.float32'> */
    struct lang_gen *gen; /* V_LIST "generator": a generator expression's suspended loops */
    struct lang_ygen *ygen; /* V_LIST "generator": a generator function's suspended frame
                               (py_yield.c); also an iterator over a user object's __next__ */
    bool lazy;       /* V_LIST "map" / "filter": items are {function, iterable lists...},
                        the function applied item by item as the iterator is advanced */
    int64_t cursor;  /* V_LIST standing for an iterator: items (or argument rows) taken */
    /* V_LIST standing for another Python type: a dict view ("dict_keys", "dict_values",
     * "dict_items") or a one-pass iterator ("zip", "enumerate", "list_reverseiterator"...);
     * NULL for a real list.  Only iteration, `in` and (views) len/printing are allowed. */
    const char *pytype;
};

/* --------------------------------------------------------------- evaluator == */

typedef struct lang_step_ctx lang_step_ctx;

typedef struct lang_var {
    const char *name;
    lang_value *val;
    struct lang_var *next;
} lang_var;

struct lang_scope {
    lang_var *vars;
    struct lang_scope *parent;
    const char **globals_declared; /* names a `global` statement bound to module scope */
    int32_t nglobals;
    const char **nonlocals_declared; /* names a `nonlocal` statement bound outside */
    int32_t nnonlocals;
    lang_node *fn;                 /* the S_DEF whose call made this scope (NULL: module,
                                      comprehension) */
    lang_value *callee;            /* the function value whose call made it (super()) */
    struct lang_class *cls_body;   /* a class body's scope: the class being made */
};

typedef struct lang_out {
    char *buf;
    size_t len, cap;
} lang_out;

/* print options (arr_printopts.c): torch's PRINT_OPTS and numpy's _format_options */
typedef struct lang_printopts {
    int32_t t_precision, t_edgeitems, t_linewidth;
    int32_t t_sci;        /* sci_mode: -1 None (the formatter chooses), 0 False, 1 True */
    double t_threshold;   /* may be inf */
    int32_t np_precision, np_edgeitems, np_linewidth;
    double np_threshold;
    lang_value *np_threshold_val; /* as given (get_printoptions shows it); NULL: 1000 */
    bool np_suppress;
} lang_printopts;
void lang_printopts_reset(lang_printopts *po);

typedef struct lang_interp {
    lang_arena A;
    const char *src;
    int64_t src_len;
    lang_scope *globals;
    lang_scope *scope;
    int depth;                 /* recursion depth (limit LANG_MAX_DEPTH) */
    int64_t steps;             /* work done: statements, evaluations, elements (limit max_steps) */
    int64_t max_steps;         /* LANG_MAX_STEPS unless the caller set a budget */
    int64_t units;             /* fine-grained work below one step (lang_charge_units) */
    int64_t next_fake_addr;
    lang_out out;              /* stdout text */
    bool out_to_stdout;        /* write through to stdout as produced */
    void (*write)(void *user, const char *s, size_t n);
    void *write_user;
    /* per-op hook for sl_eval_chain_steps */
    sl_eval_step_fn step_fn;
    void *step_user;
    int32_t step_index;
    /* control flow */
    int flow;                  /* 0, FLOW_BREAK, FLOW_CONTINUE, FLOW_RETURN */
    lang_value *ret;
    lang_value *cur_exc;       /* exception being handled (bare raise) */
    int raised_with_args;      /* a raise statement's exception: 1 with arguments, 0
                                  without, -1 none pending (internal errors) */
    bool err_reported;         /* the failing op was already passed to step_fn */
    lang_value *dtype_vals[3][SL_DTYPE_COUNT]; /* torch dtypes, numpy dtypes, numpy scalar
                                                  types (np.float32): singletons */
    lang_value *modules[8];    /* module singletons, by lang_module_id */
    lang_value *memfmt_vals[4];
    const sl_eval_result *last_step_value;
    lang_storage *pending;     /* lazy copies to materialize before the next write */
    /* what ndarray.resize's reference count needs (ndarray_flags.c): the statement being
     * executed, the iterables of the for loops running around it (innermost first) */
    lang_node *cur_stmt;
    struct lang_for_frame *for_top;
    lang_printopts po;         /* set_printoptions (arr_printopts.c) */
    int32_t no_grad_depth;     /* with torch.no_grad() blocks being run (py_with.c) */
    bool no_grad_decorated;    /* a function was decorated with @torch.no_grad(): where
                                  grad mode is off is then not tracked */
    lang_value *pending_exc;   /* the exception object being raised, when its args are known
                                  (lang_exc_from_error attaches them to the caught value) */
    struct lang_rng *rng;      /* seeded generators (arr_random.c); NULL until used */
} lang_interp;
typedef struct lang_for_frame {
    lang_value *iterable;
    struct lang_for_frame *up;
} lang_for_frame;

#ifndef LANG_MAX_DEPTH
#define LANG_MAX_DEPTH 64
#endif
#define LANG_MAX_STEPS 10000000
/* units of fine-grained work that make one step: an element read or written
 * (lang_read / lang_write), a value comparison, 16 bytes of a string scanned.  A loop
 * that sums tensors, counts in a long list or searches a long string ends on the budget
 * like a Python-level loop does. */
#define LANG_UNITS_PER_STEP 16
#define LANG_ARENA_LIMIT ((size_t)512 << 20)
#define LANG_MAX_STORAGE_BYTES ((int64_t)64 << 20)

/* the work budget: lang_charge adds n steps and fails with "work budget exhausted" once
 * the run has done more than max_steps; lang_budget_error sets that error */
int lang_budget_error(lang_interp *I, sl_error *err);
static inline int lang_charge(lang_interp *I, int64_t n, sl_error *err) {
    I->steps += n;
    return I->steps > I->max_steps ? lang_budget_error(I, err) : SL_OK;
}
static inline int lang_charge_units(lang_interp *I, int64_t n, sl_error *err) {
    I->units += n;
    if (I->units < LANG_UNITS_PER_STEP) return SL_OK;
    int64_t steps = I->units / LANG_UNITS_PER_STEP;
    I->units %= LANG_UNITS_PER_STEP;
    return lang_charge(I, steps, err);
}

enum { FLOW_NONE = 0, FLOW_BREAK, FLOW_CONTINUE, FLOW_RETURN };

void lang_interp_init(lang_interp *I, const char *src, int64_t n);
void lang_interp_free(lang_interp *I);
/* Evaluate an expression node. */
int lang_eval(lang_interp *I, lang_node *e, lang_value **out, sl_error *err);
int lang_exec_block(lang_interp *I, lang_node **stmts, int32_t n, sl_error *err);
void lang_emit(lang_interp *I, const char *s, size_t n);

int lang_eval_callee(lang_interp *I, lang_node *e, lang_value **out, sl_error *err);
/* the operator's symbol in Python's messages ("+", "** or pow()", "<=", ...) */
const char *lang_op_symbol(lang_op op);
int lang_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
               sl_error *err);

/* values (py_value.c) */
lang_value *lv_new(lang_interp *I, lang_vkind k);
lang_value *lv_int(lang_interp *I, int64_t v);
__extension__ typedef __int128 lang_i128;
/* V_BIGINT value of x (caller keeps |x| < 2**127) / its value */
lang_value *lv_bigint(lang_interp *I, lang_i128 x);
lang_i128 lv_bigint_get(const lang_value *v);
lang_value *lv_float(lang_interp *I, double v);
lang_value *lv_bool(lang_interp *I, bool v);
lang_value *lv_none(lang_interp *I);
lang_value *lv_str(lang_interp *I, const char *s, int64_t n);
lang_value *lv_strz(lang_interp *I, const char *s);
lang_value *lv_seq(lang_interp *I, lang_vkind k, int64_t n);  /* n slots, all set later */
int lv_list_append(lang_interp *I, lang_value *list, lang_value *v, sl_error *err);
lang_value *lv_ints(lang_interp *I, lang_vkind k, const int64_t *v, int32_t n);
lang_value *lv_exc(lang_interp *I, const char *type, const char *msg);
/* the exception object an except clause (or __exit__) sees for err: the pending raised
 * object's args when it is this error, else (message,) */
lang_value *lang_exc_from_error(lang_interp *I, const sl_error *err);
/* str() of an exception with these args (KeyError: repr of a single argument) into sb */
int lang_exc_message(lang_interp *I, const char *type, lang_value *args, sl_strbuf *sb, sl_error *err);
const char *lv_type_name(const lang_value *v);
bool lv_truthy(const lang_value *v);
/* repr / str into a strbuf (bounded). */
int lv_repr(lang_interp *I, const lang_value *v, sl_strbuf *sb, sl_error *err);
int lv_str_of(lang_interp *I, const lang_value *v, sl_strbuf *sb, sl_error *err);
/* Python's repr of a float: shortest text that reads back to the same double. */
void lang_float_repr(double d, char *buf, size_t cap);
/* nan / inf / -inf / 0.0 / -0.0 as Python's float repr writes them (false: none of them) */
bool lang_repr_special(double d, char *buf, size_t cap);
/* Python's float repr layout of shortest digits (digits[0..nd), decimal exponent exp10):
 * positional or scientific as the caller decides */
void lang_repr_layout(bool neg, const char *digits, int nd, int exp10, bool positional, char *buf,
                      size_t cap);
void lang_float32_repr(double d, char *buf, size_t cap); /* numpy float32 scalars */
/* The float format a value is read back in: double, float32, float16. */
enum { LANG_FP64 = 0, LANG_FP32 = 1, LANG_FP16 = 2 };
/* The digits of length prec (1..17) of a > 0 that read back to a (in format fk): the
 * correctly rounded candidate, else its neighbour on the other side; 0 when neither does
 * (lang_shortest_digits bisects over the length with it). */
int lang_digits_of_length(double a, int fk, int prec, char *dg, int *exp10);
int lang_shortest_digits(double d, int fk, char *digits, int *exp10);
/* float16 (arr_half.c): x rounded to the nearest half (ties to even, inf past 65504);
 * numpy's repr of a float16 scalar */
double lang_half_round(double x);
void lang_float16_repr(double d, char *buf, size_t cap);
/* numpy's repr of a complex scalar (arr_complex.c): "1j", "(1+2j)"; f32: complex64 */
void lang_complex_repr(double re, double im, bool f32, char *buf, size_t cap);
/* element idx of view v (storage st), complex, written into the 0-d complex storage dst */
int lang_complex_copy_elem(lang_interp *I, lang_storage *st, const lang_lview *v, const int64_t *idx,
                           lang_storage *dst, sl_error *err);
/* exceptions: is `type` a subclass of `cls`? */
bool lang_exc_matches(const char *type, const char *cls);
bool lang_is_exc_class(const char *name);
int lang_py_error(sl_error *err, const char *type, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
int lang_unsupported(sl_error *err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Call arguments after evaluation. */
typedef struct lang_args {
    lang_value **pos;
    int32_t npos;
    const char **kwnames;
    lang_value **kw;
    int32_t nkw;
} lang_args;
/* seeded random numbers (arr_random.c): torch.manual_seed / randint / randperm and
 * numpy.random.* (names "random.X"), 1 for other names; _fill: the values of a fresh
 * torch.rand / torch.randn result when the generator is seeded */
int lang_random_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_random_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_random_torch_fill(lang_interp *I, const char *name, lang_value *t, sl_error *err);
int lang_random_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                              sl_error *err); /* x.uniform_ / x.normal_; 1 for other names */
/* np.random.default_rng(seed) objects: tuples with pytype "numpy.random.Generator" */
bool lang_random_is_generator(const lang_value *v);
int lang_random_generator_attr(lang_interp *I, lang_value *g, const char *name, lang_value **out, sl_error *err);
int lang_random_generator_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                                 lang_value **out, sl_error *err);
/* np.iinfo / np.finfo / torch.iinfo / torch.finfo (arr_limits.c): _func returns 1 for
 * other names; the objects are tuples with a pytype that _is recognises */
int lang_limits_func(lang_interp *I, bool numpy, const char *name, const lang_args *a, lang_value **out, sl_error *err);
bool lang_limits_is(const lang_value *v);
/* an integer dtype's least and greatest values and its bits (false: not an integer dtype) */
bool lang_int_limits(sl_dtype dt, lang_i128 *lo, lang_i128 *hi, int *bits);
int lang_limits_getattr(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err);
int lang_limits_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err);
/* torch.rot90 / Tensor.rot90 and np.rot90 (arr_rot90.c) */
int lang_rot90_torch(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_rot90_np(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
/* torch.set_printoptions, numpy.set_printoptions / get_printoptions (arr_printopts.c);
 * 1: not one of these */
int lang_printopts_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_printopts_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
/* np.printoptions(...) objects and the with statement over one */
bool lang_printopts_is_cm(const lang_value *v);
int lang_printopts_with(lang_interp *I, lang_value *cm, lang_node *s, sl_error *err);

/* Bind args to named parameters: out[i] NULL when absent.  nreq: required count. */
int lang_bind(const lang_args *a, const char *fname, const char *const *params,
              int32_t nparams, int32_t nreq, lang_value **out, sl_error *err);
int lang_to_int(const lang_value *v, int64_t *out, const char *what, sl_error *err);
int lang_to_float(const lang_value *v, double *out, sl_error *err);
/* int list from varargs or one sequence (IntArrayRef style). */
int lang_int_list(const lang_value *const *v, int32_t n, int64_t *out, int32_t *nout,
                  const char *what, sl_error *err);

/* Text building (py_format.c): a growable arena buffer capped at LANG_MAX_STR_BYTES,
 * past which appends fail with SL_ERR_LIMIT (a MemoryError that ends the run). */
#define LANG_MAX_STR_BYTES ((int64_t)1 << 24)
typedef struct lang_buf {
    lang_interp *I;
    char *s;
    int64_t len, cap;
} lang_buf;
int lang_buf_put(lang_buf *b, const char *s, int64_t n, sl_error *err);
/* Append `count` copies of the n-byte text `s`. */
int lang_buf_repeat(lang_buf *b, const char *s, int64_t n, int64_t count, sl_error *err);
/* The buffer as a new str value. */
int lang_buf_value(lang_buf *b, lang_value **out, sl_error *err);
/* Code points in UTF-8 text. */
int64_t lang_utf8_len(const char *s, int64_t n);
/* str(v) / repr(v) as a str value. */
int lang_text_of(lang_interp *I, lang_value *v, bool repr, lang_value **out, sl_error *err);
/* format(v, spec): Python's __format__ of ints, floats, strs, bools, None, containers,
 * torch tensors (0-d: of the item) and numpy arrays/scalars. */
int lang_format_value(lang_interp *I, lang_value *v, const char *spec, int64_t spec_len,
                      lang_value **out, sl_error *err);
/* fmt % args */
int lang_percent_format(lang_interp *I, lang_value *fmt, lang_value *args, lang_value **out,
                        sl_error *err);
/* fmt.format(*args, **kwargs) */
int lang_str_format(lang_interp *I, lang_value *fmt, const lang_args *a, lang_value **out,
                    sl_error *err);
/* Methods of str values (py_str.c); SL_ERR_UNSUPPORTED for the ones not built. */
int lang_str_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                    lang_value **out, sl_error *err);
/* Attribute / item of any value, as the evaluator reads them (py_eval.c). */
int lang_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out,
                 sl_error *err);
int lang_getitem(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out,
                 sl_error *err);
/* Python ==  and  < ordering (-1/0/1 via OP_LT probing) of two values (py_eval.c). */
int lang_values_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err);

/* torch / numpy bindings (tensor_objects.c, ndarray_objects.c) */
int lang_storage_method(lang_interp *I, lang_value *s, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err);
/* set and frozenset (py_set.c).  lang_set_new: empty, or the keys of `iterable`.
 * lang_set_items: the keys in CPython's iteration order (any_order: also for sets whose
 * order CPython randomizes, for order-free consumers such as sorted or len).
 * lang_set_binop: | & - ^ == != < <= > >= with a set operand; lang_set_inplace: |= &= -=
 * ^= on a set (*done false when not applicable). */
int lang_set_new(lang_interp *I, bool frozen, lang_value *iterable, lang_value **out,
                 sl_error *err);
int lang_set_add(lang_interp *I, lang_value *set, lang_value *key, sl_error *err);
int64_t lang_set_len(const lang_value *set);
/* keys CPython hashes by seed or address (str, None, tensors, functions, ...) present */
bool lang_set_holds_objects(const lang_value *set);
int lang_set_contains(lang_interp *I, lang_value *set, lang_value *key, bool *res,
                      sl_error *err);
int lang_set_items(lang_interp *I, lang_value *set, bool any_order, lang_value **out,
                   sl_error *err);
int lang_set_repr(lang_interp *I, const lang_value *set, sl_strbuf *sb, sl_error *err);
int lang_set_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                   sl_error *err);
int lang_set_inplace(lang_interp *I, lang_op op, lang_value *set, lang_value *other,
                     bool *done, sl_error *err);
int lang_set_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                    lang_value **out, sl_error *err);
/* Everything an iterable yields, as a new list (an iterator is consumed). */
int lang_iterate(lang_interp *I, lang_value *v, lang_value **list_out, sl_error *err);
/* d[k] = v on a dict value (an equal key keeps its place; TypeError for unhashable k) */
int lang_dict_put(lang_interp *I, lang_value *d, lang_value *k, lang_value *v, sl_error *err);
/* py_dict.c: the pair number of key in dict d, or -1 (TypeError for unhashable keys);
 * lang_dict_changed after removing pairs from d; lang_dict_update puts src's pairs into
 * d in order ({**src}, dict(src)) */
int lang_dict_find(lang_interp *I, lang_value *d, lang_value *key, int64_t *pair, sl_error *err);
void lang_dict_changed(lang_value *d);
int lang_dict_update(lang_interp *I, lang_value *d, const lang_value *src, sl_error *err);
/* CPython's hash of a hashable value (py_set.c); *unordered when CPython's is
 * randomized or an address and a stand-in that equal values share is given */
int lang_hash_key(lang_interp *I, lang_value *v, int64_t *h, bool *unordered, sl_error *err);
/* The standard-library modules of py_modules.c: math, itertools, functools, operator.
 * lang_pymod_call sets *handled false (and does nothing) for names of other modules. */
bool lang_pymod_known(const char *mod);
int lang_pymod_attr(lang_interp *I, const char *mod, const char *name, lang_value **out,
                    sl_error *err);
int lang_pymod_call(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                    bool *handled, sl_error *err);
int lang_torch_func_call(lang_interp *I, const char *name, const lang_args *a,
                         lang_value **out, sl_error *err);
/* the function value `path.name` (a V_FUNC called through lang_call_func's dispatch) */
int lang_module_func(lang_interp *I, const char *path, const char *name, lang_value **out,
                     sl_error *err);
/* torch.device('cpu') (tensor_objects.c): a V_STR "cpu" whose pytype is "torch.device" */
int lang_cpu_device(lang_interp *I, lang_value **out, sl_error *err);
/* the numpy scalar type np.float32 of a dtype (a V_DTYPE with np_type; NULL: no memory) */
lang_value *lang_np_type_value(lang_interp *I, sl_dtype dt);
int lang_torch_attr(lang_interp *I, const char *path, const char *name, lang_value **out,
                    sl_error *err);
int lang_call_func(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out,
                   sl_error *err);
int lang_tensor_getattr(lang_interp *I, lang_value *t, const char *name, lang_value **out,
                        sl_error *err);
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
int lang_tensor_repr(lang_interp *I, const lang_value *t, sl_strbuf *sb, sl_error *err);
lang_value *lang_wrap_tensor(lang_interp *I, const sl_tensor *t, lang_storage *st,
                             lang_value *src);
lang_storage *lang_storage_new(lang_interp *I, int64_t nbytes, sl_dtype dt, bool numpy);
/* A storage of nbytes whose byte 0 is byte `off` of `of` (of an alias: of its storage):
 * reads and writes through either are seen by the other; data_ptr() is of's plus off. */
lang_storage *lang_storage_alias(lang_interp *I, lang_storage *of, int64_t off, int64_t nbytes,
                                 sl_dtype dt);

int lang_np_getattr(lang_interp *I, lang_value *a, const char *name, lang_value **out,
                    sl_error *err);
int lang_np_method(lang_interp *I, lang_value *a, const char *name, const lang_args *args,
                   lang_value **out, sl_error *err);
int lang_np_subscript(lang_interp *I, lang_value *a, lang_value *idx, lang_value **out,
                      sl_error *err);
int lang_np_setattr(lang_interp *I, lang_value *a, const char *name, lang_value *v,
                    sl_error *err);
int lang_np_setitem(lang_interp *I, lang_value *a, lang_value *idx, lang_value *v,
                    sl_error *err);
int lang_np_func(lang_interp *I, const char *name, const lang_args *args, lang_value **out,
                 sl_error *err);
/* np.name(*pos, **kw) and self.name(*pos) with the arguments given as arrays */
int lang_np_call(lang_interp *I, const char *name, lang_value **pos, int32_t npos, const char **kwnames,
                 lang_value **kw, int32_t nkw, lang_value **out, sl_error *err);
int lang_np_method_pos(lang_interp *I, lang_value *self, const char *name, lang_value **pos, int32_t npos,
                       lang_value **out, sl_error *err);
int lang_np_repr(lang_interp *I, const lang_value *a, sl_strbuf *sb, bool as_str,
                 sl_error *err);
int lang_np_scalar_new(lang_interp *I, sl_dtype dt, const lang_args *a, lang_value **out,
                       sl_error *err);
/* A numpy scalar as the Python number it stands for (other values: returned as is). */
lang_value *lang_np_scalar_py(lang_interp *I, lang_value *v, sl_error *err);
/* int/bool/None/Ellipsis/slice → one sl_index_item (1), not one of those (0), or error (<0). */
int lang_basic_index_item(const lang_value *v, bool numpy, sl_index_item *it, sl_error *err);
int lang_np_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b,
                  lang_value **out, sl_error *err);

/* element access (arr_store.c) */
void lang_lview_of_tensor(const sl_tensor *t, lang_lview *v);
void lang_lview_of_array(const sl_array *a, lang_lview *v);
int lang_numel(const lang_lview *v, int64_t *n, sl_error *err);
/* Value of element `idx` (byte position from the view) / write one. */
int lang_read(lang_interp *I, lang_storage *st, const lang_lview *v, const int64_t *idx,
              lang_num *out, sl_error *err);
int lang_write(lang_interp *I, lang_storage *st, const lang_lview *v, const int64_t *idx,
               lang_num x, sl_error *err);
/* A complex element of a complex view (lang_read refuses those: its callers know only
 * real numbers): real part in *re (a float), imaginary part in *im.  Real views read as
 * lang_read with *im = 0. */
int lang_read_complex(lang_interp *I, lang_storage *st, const lang_lview *v, const int64_t *idx,
                      lang_num *re, double *im, sl_error *err);
/* The float dtype of a complex dtype's parts (other dtypes: themselves) and the view of
 * the real (part 0) or imaginary (part 1) parts of a complex view. */
sl_dtype lang_complex_part_dtype(sl_dtype dt);
void lang_complex_part_view(const lang_lview *v, int part, lang_lview *out);
/* Before any write: materialize every pending lazy copy (they snapshot their source). */
int lang_before_write(lang_interp *I, sl_error *err);
/* torch's resize_bytes_cpu growing st to nbytes (> st->nbytes): a new block, so a new
 * data_ptr(), holding the old bytes, the new ones uninitialized; sets st->resized */
int lang_storage_grow(lang_interp *I, lang_storage *st, int64_t nbytes, sl_error *err);
/* A fresh storage that copies `src` (logical row-major order) into `dst` layout. */
lang_storage *lang_storage_copy(lang_interp *I, lang_storage *src, const lang_lview *src_view,
                                const lang_lview *dst_view, int64_t dst_nbytes,
                                uint64_t flip_mask, bool numpy);
/* Convert a number into what a dtype would store (float32 rounding, int wrapping). */
int lang_num_cast(lang_num x, sl_dtype dt, lang_num *out, sl_error *err);
/* Next index in row-major order; false after the last. */
bool lang_next_index(int64_t *idx, const int64_t *shape, int32_t ndim);

/* torchops: tensor_ops.c — promotion, comparisons, reductions, cat/stack.
 * The *_method / *_func dispatchers return 1 for names they do not handle. */
/* torch's ScalarType name of a dtype as its messages print it ("Long", "Float"); tensor_objects.c */
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
int lang_torch_ops_func(lang_interp *I, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err);

/* npops: ndarray_objects.c entry points for the evaluator.  lang_np_compare: `a OP b` for a
 * comparison OP with an ndarray on either side (the other a number or array): numpy's
 * elementwise result (a bool array, or a numpy bool scalar for 0-d operands).
 * lang_np_unary: -a, +a, ~a of an ndarray (OP_NEG / OP_POS / OP_INVERT) as numpy's
 * negative / positive / invert ufuncs.  lang_np_flags_repr: repr/str of a V_FLAGS value
 * (print(a.flags)). */
int lang_np_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                    sl_error *err);
int lang_np_unary(lang_interp *I, lang_op op, lang_value *a, lang_value **out, sl_error *err);
int lang_np_flags_repr(lang_interp *I, const lang_value *flags, sl_strbuf *sb, sl_error *err);

/* npadv: advanced (integer-array) indexing of ndarrays (ndarray_adv_index.c).  _index: does
 * the index hold a list or an ndarray of >= 1 dim; _get / _set: a[idx] and a[idx] = v.
 * Helpers from ndarray_objects.c: a new array value, numpy's cast of a written value, the
 * iterator's K order of broadcast operands (innermost first). */
bool lang_np_adv_index(const lang_value *idx);
int lang_np_adv_get(lang_interp *I, lang_value *a, lang_value *idx, lang_value **out, sl_error *err);
int lang_np_adv_set(lang_interp *I, lang_value *a, lang_value *idx, lang_value *v, sl_error *err);
lang_value *lang_np_array_value(lang_interp *I, const sl_array *a, lang_storage *st, lang_value *base);
int lang_np_cast_checked(lang_num x, sl_dtype to, lang_num *out, sl_error *err);
void lang_np_iter_perm(const sl_array *ops, int nops, int32_t *perm);

/* torchadv: torch advanced indexing and max/min(dim) (tensor_adv_index.c).  _index: does
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

/* npmore: numpy's copying/reordering functions (ndarray_reorder.c): np.tile, repeat, roll,
 * vstack/hstack/column_stack/dstack/row_stack, nonzero, argwhere, flatnonzero, argsort,
 * sort(kind=).  Both return 1 for names they do not handle. */
int lang_np_more_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
/* ndarray_grids.c: np.meshgrid, np.indices, np.ix_; 1 when not one */
int lang_np_grids_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
/* ndarray_compose.c: np.diff, np.outer; 1 when not one */
int lang_np_compose_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_np_more_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err);

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
/* tensor_ops.c: torch's "more than one element of the written-to tensor" and "some
 * elements of the input tensor and the written-to tensor" errors of in-place writes */
extern const char LANG_TORCH_OVERLAP_MSG[];
extern const char LANG_TORCH_PARTIAL_MSG[];
/* tensor_ops.c: TensorIterator's reorder_dimensions over nops operands' strides st[k]
 * (0 where broadcast); perm[0] is the innermost dim */
void lang_torch_ti_perm(const int64_t *shape, int32_t nd, int64_t (*st)[SL_MAX_DIMS], int nops,
                        int32_t *perm);
/* py_value.c: the keyword argument `name` of a call, or NULL */
lang_value *lang_kwarg(const lang_args *a, const char *name);
/* tensor_ops.c: TensorIterator's output layout (see there) */
int lang_torch_ti_output(const int64_t *shape, int32_t nd, const sl_layout *lays, int nops,
                         bool same_shape, int64_t (*st)[SL_MAX_DIMS], sl_dtype dt,
                         const char *what, sl_tensor *r, int32_t *perm, bool *fast,
                         sl_error *err);
/* torchmore: torch's copying/reordering ops (tensor_reorder.c): Tensor.repeat / tile /
 * roll / masked_fill(_) / index_select / gather / cumsum / sort and their torch.*
 * forms, torch.broadcast_tensors.  Both return 1 for names they do not handle. */
int lang_torch_more_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                           lang_value **out, sl_error *err);
/* tensor_ops.c: c10::promoteTypes of two real dtypes */
sl_dtype lang_torch_promote_types(sl_dtype a, sl_dtype b);
/* tensor_search.c: torch.searchsorted(boundaries, input, ...) and torch.bucketize(input,
 * boundaries, ...); 1 for other names */
int lang_torch_search_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
/* tensor_einsum.c: torch.einsum(equation, *operands) */
int lang_torch_einsum(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
/* tensor_unique.c: t.unique(sorted, return_inverse, return_counts, dim) */
int lang_torch_unique(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
/* tensor_index_write.c: index_fill(_), index_copy(_), index_add(_), scatter(_),
 * scatter_add(_); 1 for other names */
int lang_torch_index_write_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                                  lang_value **out, sl_error *err);
int lang_torch_more_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err);
/* ndarray_objects.c: the arrays of a list/tuple of arrays (an ndarray of ndim >= 1: its rows) */
int lang_np_array_list(lang_interp *I, lang_value *seq, const char *fname, lang_value ***items,
                       int32_t *n, sl_error *err);

/* interop: torch <-> numpy memory sharing (arr_interop.c).  torch.from_numpy(...);
 * t.numpy(...); np.asarray / np.array (name) of a tensor; torch.tensor / torch.as_tensor
 * (name) of an ndarray. */
int lang_interop_from_numpy(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int lang_interop_numpy(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err);
int lang_interop_np_array(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err);
int lang_interop_tensor_of_array(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                                 sl_error *err);
/* before an in-place write of `self` (storage sst) reading `other` (ost): refuses when
 * two storages alias one memory and the two overlap other than as the same view */
int lang_interop_check_alias(const sl_tensor *self, const lang_storage *sst, const sl_tensor *other,
                             const lang_storage *ost, sl_error *err);

/* ops2: torch matrix products (@, matmul, mm, mv, dot, bmm), torch / numpy tril and triu,
 * Tensor.new_* (lang_ops2.c).  The dispatchers return 1 for names they do not handle;
 * _matmul_op: `a @ b` with a tensor on either side. */
int lang_ops2_matmul_op(lang_interp *I, lang_value *a, lang_value *b, lang_value **out, sl_error *err);
int lang_ops2_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                            lang_value **out, sl_error *err);
int lang_ops2_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_ops2_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
/* py_dir_names.c (generated): dir() of a modelled type ("ndarray", "Tensor", "str", "list",
 * "tuple", "dict", "int", "float", "bool", "NoneType", "Size", "slice", "range"): 'm' for a
 * name whose fetch never raises, 'd' for a data descriptor, 0 when absent, -1 no table */
int lang_dir_lookup(const char *type, const char *name);

/* npmisc: numpy index arithmetic and raw construction (ndarray_index_math.c): np.unravel_index,
 * np.ravel_multi_index, the np.ndarray(...) constructor; a.item(*index).  Both return 1 for
 * names (or argument forms) they do not handle. */
int lang_np_misc_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_np_misc_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err);

/* ndarray_index_math.c: a.flat, a V_STORAGE value with aux.which 3 (numpy.flatiter, owner the
 * array): flat[k] / flat[i:j:s] / flat[list or int array] reads, flat[...] = scalar writes */
int lang_np_flat_get(lang_interp *I, lang_value *flat, lang_value *idx, lang_value **out, sl_error *err);
int lang_np_flat_set(lang_interp *I, lang_value *flat, lang_value *idx, lang_value *v, sl_error *err);

/* npflags: ndarray.resize / np.resize, read-only arrays (flags and setflags writes), a.ctypes
 * (a V_FLAGS value with aux.which 1), __array_interface__, np.byte_bounds, np.require, diag,
 * diagflat, trace, one-argument where, copyto (ndarray_flags.c).  The dispatchers return 1 for
 * names they do not handle. */
int lang_np_flags_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                         lang_value **out, sl_error *err);
int lang_np_flags_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_np_flags_getattr(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err);
int lang_np_flags_setattr(lang_interp *I, lang_value *flags, const char *name, lang_value *v, sl_error *err);
int lang_np_flags_setitem(lang_interp *I, lang_value *flags, lang_value *key, lang_value *v, sl_error *err);

/* py_eval.c: Python's slice.indices(n) of a V_SLICE, with the element count */
int lang_slice_indices(lang_value *sl, int64_t n, int64_t *start, int64_t *stop, int64_t *step, int64_t *count,
                       sl_error *err);

/* fleet: learners' lookups (lang_fleet.c).  _check_attr: AttributeError for a name absent
 * from dir() of obj's type (SL_OK otherwise); _callee: x.NAME about to be called on a tensor
 * or ndarray: that error, or a property's value (the call then raises "not callable"), or 1
 * (a method: resolved when called); _cls_name: the class name Python's messages print for v;
 * _torch_func / _tensor_method: torch's index and diagonal helpers (1: not handled). */
int lang_fleet_check_attr(const lang_value *obj, const char *name, sl_error *err);
int lang_fleet_callee(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err);
const char *lang_fleet_cls_name(const lang_value *v);
int lang_fleet_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
/* tensor_ops.c: t.add / t.sub with alpha=, t.div with rounding_mode= */
/* a + alpha * b in c (float32 or float64) as torch's add kernel computes it, refused where
 * its fused vector loop and unfused scalar loop round differently (tensor_ops.c) */
int lang_torch_add_alpha_float(double a, double b, double alpha, sl_dtype c, double *out, sl_error *err);
int lang_torch_add_alpha(lang_interp *I, bool sub, lang_value *t, lang_value *other, lang_value *alpha,
                         lang_value **out, sl_error *err);
int lang_torch_div_mode(lang_interp *I, lang_value *t, lang_value *other, lang_value *mode, lang_value **out,
                        sl_error *err);
/* tensor_unary.c: isnan ... relu as Tensor methods (torch.isnan(t) etc. forward to
 * them through tensor_objects.c's METHOD_FUNCS); 1 when not one */
int lang_torch_unary_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                            lang_value **out, sl_error *err);
/* tensor_grids.c: torch.meshgrid, torch.atleast_1d/2d/3d; 1 when not one */
int lang_torch_grids_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
/* tensor_compose.c: diff, outer / ger, take as Tensor methods (their torch functions
 * forward through METHOD_FUNCS); torch.dstack and torch.cartesian_prod; 1 when not one */
int lang_torch_compose_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                              lang_value **out, sl_error *err);
int lang_torch_compose_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_fleet_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                             lang_value **out, sl_error *err);
/* -t / +t of a tensor (OP_NEG / OP_POS; 1 for other operators) */
int lang_fleet_unary(lang_interp *I, lang_op op, lang_value *t, lang_value **out, sl_error *err);
/* fleet, Python side: dict(...); np.ndindex (1: not handled) */
int lang_fleet_dict(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);
int lang_fleet_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
/* complex views and constructors (arr_complex.c).  _np_part: a.real / a.imag (also of
 * real arrays and numpy scalars); _np_set_part: a.real = v / a.imag = v; _tensor_part:
 * t.real / t.imag; _torch_func: torch.complex, view_as_real, view_as_complex, real,
 * imag (the names it handles: LANG_COMPLEX_TORCH_FUNC). */
int lang_complex_np_part(lang_interp *I, lang_value *a, bool imag, lang_value **out, sl_error *err);
int lang_complex_np_set_part(lang_interp *I, lang_value *a, bool imag, lang_value *v, sl_error *err);
int lang_complex_tensor_part(lang_interp *I, lang_value *t, bool imag, lang_value **out, sl_error *err);
int lang_complex_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
#define LANG_COMPLEX_TORCH_FUNC(n)                                                                        \
    (!strcmp((n), "complex") || !strcmp((n), "view_as_real") || !strcmp((n), "view_as_complex") ||       \
     !strcmp((n), "real") || !strcmp((n), "imag"))
/* tstore: torch storages and in-place layout changes (tensor_storage.c): Tensor.resize_ /
 * resize_as_ / set_ / is_set_to / as_strided_ / storage() / storage_type() / to(memory_format=)
 * (_method, 1 for other names; it first refreshes t's storage_bytes from a resized storage),
 * and TypedStorage objects (V_STORAGE, aux.which 0): methods, attributes (1 for names it
 * leaves to the caller), s[i] reads and writes, printing. */
int lang_tstore_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                       sl_error *err);
int lang_tstore_storage_method(lang_interp *I, lang_value *s, const char *name, const lang_args *a,
                               lang_value **out, sl_error *err);
int lang_tstore_storage_getattr(lang_interp *I, lang_value *s, const char *name, lang_value **out, sl_error *err);
int lang_tstore_storage_get(lang_interp *I, lang_value *s, lang_value *idx, lang_value **out, sl_error *err);
int lang_tstore_storage_set(lang_interp *I, lang_value *s, lang_value *idx, lang_value *v, sl_error *err);
int lang_tstore_storage_repr(lang_interp *I, const lang_value *s, sl_strbuf *sb, sl_error *err);

/* mathfn: elementwise float math, exact or refused (arr_mathfn.c): torch sigmoid /
 * reciprocal / rsqrt / square and the refusals of torch's vectorized transcendental
 * functions; numpy var / std, reciprocal, the refusals of numpy's SIMD functions;
 * _np_pow: `a ** number` of an ndarray through numpy's fast scalar powers; _int_pow:
 * numpy's integer power loop; _np_sum: a float sum in numpy's pairwise order.  The dispatchers return 1 for names they do not handle. */
int lang_mathfn_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                              lang_value **out, sl_error *err);
int lang_mathfn_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_mathfn_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_mathfn_np_method(lang_interp *I, lang_value *v, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err);
int lang_mathfn_np_pow(lang_interp *I, lang_value *a, lang_value *b, lang_value **out, sl_error *err);
int lang_mathfn_int_pow(lang_num p, lang_num q, sl_dtype dt, lang_num *r, sl_error *err);
/* numpy 1.24's float32 / float64 sum (mean) of one reduction group in its summation order
 * (idx0: the group's first element); 1 for layouts whose order is not modelled */
int lang_mathfn_np_sum(lang_interp *I, lang_value *x, const bool *reduced, const int64_t *idx0, bool mean,
                       lang_num *out, sl_error *err);
/* probe2: torch topk / kthvalue / msort / repeat_interleave / hstack / vstack, numpy isclose /
 * allclose / hsplit / vsplit / dsplit / nditer / ndenumerate / take / broadcast_shapes,
 * ndarray.take (lang_probe2.c).  The dispatchers return 1 for names
 * (or argument forms) they do not handle. */
int lang_probe2_tensor_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                              lang_value **out, sl_error *err);
int lang_probe2_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_probe2_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_probe2_np_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err);
/* py_eval.c's statement helpers for py_class.c / py_with.c / py_yield.c: assign a
 * value to a target; a condition's truth; advance an iterator (lang_is_iterator); a function
 * object of an S_DEF (defaults evaluated now); a call counted against the depth limit. */
int lang_assign(lang_interp *I, lang_node *target, lang_value *v, sl_error *err);
int lang_truth(lang_interp *I, lang_value *v, bool *out, sl_error *err);
bool lang_is_iterator(const lang_value *v);
int lang_iter_next(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err);
int lang_make_function(lang_interp *I, lang_node *def, lang_value **out, sl_error *err);
int lang_call_nested(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out, sl_error *err);

/* classes (py_class.c).  A class keeps its namespace as a dict of str keys in definition
 * order; single inheritance only (base NULL: object).  Hooks of the evaluator: _exec runs a
 * class statement, _def_decorated a def with decorators; _getattr / _setattr of classes,
 * instances and V_DESCR objects; _call calls a class, a V_DESCR or an instance's __call__;
 * _repr is repr (or str) of those values; _builtin_value gives the builtins object, super,
 * property, staticmethod, classmethod, setattr, issubclass, callable (1: other names);
 * _builtin runs a builtin whose first argument is an instance, or one of those builtins
 * (1: not handled); _binop / _compare / _equal / _truth / _getitem / _format are the
 * operators with an instance operand; _iter the iterator of a for loop over an instance;
 * _isinstance answers isinstance(v, cls) for a V_CLASS or object (-1: other classes). */
typedef struct lang_class {
    const char *name, *qualname;
    struct lang_class *base;
    lang_value *dict;
    lang_value *value;
} lang_class;
enum { DESCR_PROPERTY = 1, DESCR_STATIC, DESCR_CLASSMETHOD, DESCR_SUPER, DESCR_SETTER, DESCR_NOGRAD,
       DESCR_TRACEBACK };
lang_value *lang_class_lookup(const lang_class *c, const char *name);
int lang_class_exec(lang_interp *I, lang_node *s, sl_error *err);
int lang_class_def_decorated(lang_interp *I, lang_node *s, lang_value **out, sl_error *err);
int lang_class_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err);
int lang_class_setattr(lang_interp *I, lang_value *obj, const char *name, lang_value *v, sl_error *err);
int lang_class_delattr(lang_interp *I, lang_value *obj, const char *name, sl_error *err);
int lang_class_call(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out, sl_error *err);
int lang_class_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err);
int lang_class_builtin_value(lang_interp *I, const char *name, lang_value **out);
int lang_class_builtin(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err);
int lang_class_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out, sl_error *err);
/* a OP= b with an instance operand: __OP__ / __rOP__ (no in-place dunders), the "+=" message */
int lang_class_augop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out, sl_error *err);
int lang_class_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, bool *res, sl_error *err);
int lang_class_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err);
int lang_class_truth(lang_interp *I, lang_value *v, bool *res, sl_error *err);
int lang_class_getitem(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out, sl_error *err);
int lang_class_format(lang_interp *I, lang_value *v, const char *spec, int64_t spec_len, lang_value **out,
                      sl_error *err);
int lang_class_iter(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
int lang_class_isinstance(const lang_value *v, const lang_value *cls);
/* call obj.name(*a) (a method found on its class); 1 when the class has no such name */
int lang_class_call_method(lang_interp *I, lang_value *obj, const char *name, const lang_args *a,
                           lang_value **out, sl_error *err);

/* generator functions (py_yield.c).  _make: the generator a call of a generator function
 * returns (its arguments bound in scope); _next advances a V_LIST with ygen (a generator, or
 * an iterator over an instance's __next__ made by _obj_iter); _retval: what a finished
 * generator returned (NULL: None or not finished). */
int lang_yield_make(lang_interp *I, lang_value *f, lang_scope *scope, lang_value **out, sl_error *err);
int lang_yield_next(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err);
int lang_yield_obj_iter(lang_interp *I, lang_value *obj, lang_value **out, sl_error *err);
lang_value *lang_yield_retval(const lang_value *v);
/* g.NAME of a generator: its methods and attributes are refused, other names raise AttributeError */
int lang_yield_getattr(const lang_value *g, const char *name, sl_error *err);

/* with statements (py_with.c): run one S_WITH; torch.no_grad / enable_grad /
 * set_grad_enabled / is_grad_enabled / inference_mode (1: other names) */
int lang_with_exec(lang_interp *I, lang_node *s, sl_error *err);
int lang_with_torch_attr(lang_interp *I, const char *name, lang_value **out, sl_error *err);
int lang_with_is_grad_enabled(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);

#endif
