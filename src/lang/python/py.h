/*
 * py.h — the Python core of the snippet language, as the rest of the language sees it.
 *
 * The language is a small Python subset: enough to run the lessons' snippets and the
 * oracle's view chains.  Source text is lexed into tokens (with Python's implicit line
 * joining inside brackets and INDENT/DEDENT for blocks), parsed into an AST, and the AST
 * is walked by the evaluator.  Everything a run allocates — AST nodes, values, the layers'
 * element storage — lives in one heap whose collector (py_gc.c) reclaims what the program can no
 * longer reach, so values need no reference counting and a loop runs in flat memory; the
 * heap's byte budget on live data makes a runaway program end in a MemoryError.
 *
 * Errors travel as an sl_status plus the sl_error: SL_ERR_PY is a Python exception
 * (catchable by try/except), every other status ends the run.
 *
 * This header holds the arena, the lexer, the AST, the value model, the interpreter state,
 * the type records and module table through which the object layers plug in, and what
 * the Python core's files (src/lang/python/) export.  The layers above it have their own
 * headers under src/lang/; docs/architecture.md draws the arrows.
 */
#ifndef STRIDELAB_LANG_PY_H
#define STRIDELAB_LANG_PY_H

#include "core/internal.h"

/* ------------------------------------------------------------------ arena == */

/* The heap of one run (py_arena.c allocates, py_gc.c collects).  Every value, AST node
 * and storage is allocated here and reclaimed by a conservative mark-and-sweep collector
 * when nothing reachable points at it any more: the roots are the interpreter state and
 * the words of the running thread's C stack, so C code holds values in plain local
 * variables and arena objects, never in malloc'd memory or statics.  limit_bytes bounds
 * the live data: an allocation that does not fit even after a collection fails
 * (MemoryError).  Where locals live outside the scanned memory (WebAssembly keeps them in
 * the engine's registers) an allocation never collects: the heap collects only when the
 * interpreter reaches a safepoint (lang_arena_safepoint), a statement boundary where
 * every value in use is in the interpreter state or pinned in linear memory. */
typedef struct lang_heap lang_heap;
typedef struct lang_arena {
    lang_heap *heap;     /* NULL until the first allocation */
    size_t used_bytes;   /* bytes of the objects not (yet) found unreachable */
    size_t limit_bytes;  /* budget: live data beyond it fails with SL_ERR_LIMIT */
    const void *root;    /* the interpreter state: scanned for pointers by every collection */
    size_t root_bytes;
    uintptr_t stack_top; /* the highest address of the running thread's stack; 0: no
                            collection (the stack cannot be scanned) */
    bool at_safepoints;  /* collect only in lang_arena_safepoint, never in an allocation */
    int64_t bulk_steps;  /* work of allocations past 1 KiB, one step per 16 bytes:
                            lang_charge counts it (filling a large list or string is work
                            no evaluation step pays for) */
    bool text_alloc;     /* the allocation under way is lang_alloc_text's */
} lang_arena;

void lang_arena_init(lang_arena *a, size_t limit_bytes);
void lang_arena_free(lang_arena *a);
/* Zeroed memory, or NULL when the budget or malloc fails.  May run a collection first. */
void *lang_alloc(lang_arena *a, size_t n_bytes);
/* The same for bytes that hold no pointers (storage data, text): never scanned. */
void *lang_alloc_atomic(lang_arena *a, size_t n_bytes);
/* The same for text the caller copies in with a few memcpy calls: charged a step per 256
 * bytes instead of per 16 (s = s + t over a growing string copies it each time, which
 * CPython avoids by resizing in place) */
void *lang_alloc_text(lang_arena *a, size_t n_bytes);
/* count items of elem_bytes each (zeroed; _atomic: never scanned); NULL also when count
 * is negative or count * elem_bytes overflows */
void *lang_alloc_n(lang_arena *a, int64_t count, size_t elem_bytes);
void *lang_alloc_atomic_n(lang_arena *a, int64_t count, size_t elem_bytes);
char *lang_strndup(lang_arena *a, const char *s, size_t n);
/* With at_safepoints: collect now if a collection is due.  The caller guarantees that
 * every value still in use is reachable from a->root or from a word of the stack in
 * linear memory (py_eval_stmt.c: a statement boundary under module-level statements and
 * clean calls only, lang_interp.gc_safe; PY_GC_PIN). */
void lang_arena_safepoint(lang_arena *a);
/* PY_GC_PIN(v): in WebAssembly, a copy of the pointer v in a volatile local, which lives
 * in linear memory where the collector's stack scan sees it, until the enclosing block
 * ends.  A frame that may sit below a safepoint (a compound statement, a clean call and
 * its argument list) pins each value it still uses afterwards that no address-taken local
 * or interpreter field holds; elsewhere a no-op. */
#define PY_GC_PIN_CAT2(a, b) a##b
#define PY_GC_PIN_CAT(a, b) PY_GC_PIN_CAT2(a, b)
/* PY_GC_SLOT(name) / PY_GC_SLOT_SET(name, v): the same for a pointer that changes */
#if defined(__wasm__)
#define PY_GC_PIN(v) void *volatile PY_GC_PIN_CAT(gc_pin_, __LINE__) = (v); (void)PY_GC_PIN_CAT(gc_pin_, __LINE__)
#define PY_GC_SLOT(name) void *volatile name = NULL
#define PY_GC_SLOT_SET(name, v) ((name) = (v))
#else
#define PY_GC_PIN(v) (void)0
#define PY_GC_SLOT(name) (void)0
#define PY_GC_SLOT_SET(name, v) (void)0
#endif
/* the MemoryError every allocation failure of a snippet raises (its arena budget ran out) */
int lang_nomem(sl_error *err);
/* return lang_nomem(err) from the enclosing function (which has `sl_error *err`) when p is NULL */
#define CHECK_ALLOC(p)                                                                   \
    do {                                                                                 \
        if (!(p)) return lang_nomem(err);                                                \
    } while (0)

/* FNV-1a of n bytes: the hash of names in the lexer's intern table and the scopes' index */
static inline uint64_t lang_fnv1a(const char *s, size_t n) {
    uint64_t h = 1469598103934665603u;
    for (size_t k = 0; k < n; k++) h = (h ^ (unsigned char)s[k]) * 1099511628211u;
    return h;
}

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
    double fval;        /* TK_FLOAT (ival 1: an imaginary literal, its imaginary part) */
    const char *str;    /* TK_STR: decoded text (arena); TK_NAME: the name (arena);
                           an f-string: its body as written (escapes not decoded) */
    int64_t str_len;    /* TK_STR decoded length */
    bool fstr;          /* TK_STR: an f-string literal (body_off: where its body starts) */
    bool raw;           /* TK_STR: r prefix */
    bool bytes;         /* TK_STR: b prefix (str: the bytes, each any value) */
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
    N_BYTES,    /* a bytes literal: name / str_len its bytes */
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
    /* N_BINOP / N_UNARY: whether CPython's compiler folds it into a constant (0 unknown,
     * 1 no, 2 yes), and the constant once evaluated (an int, float or str) */
    int8_t folds;
    struct lang_value *folded;
    /* N_NAME: the module-level variable this name was last found as (py_eval_expr.c,
     * py_eval_stmt.c), while the module's scope is the current one */
    struct lang_var *global_var;
    /* N_NAME: what the name is among the builtins when no scope binds it, once looked up
     * (py_eval.c): 0 not yet, -1 not a builtin function, else 1 + its builtin_funcs slot.
     * N_ATTR called as a method of a str: 1 + its position in lang_str_methods, -1 none
     * (py_eval_expr.c) */
    int16_t builtin_slot;
    /* N_NAME: the function (an S_DEF) whose call scope it was last evaluated in, and the
     * position of the parameter of that function it names there (-1: none of them;
     * py_internal.h, py_param_var).  N_ATTR: the pair of an instance's dict its name was
     * last found at (a hint: py_class.c, lang_class_instance_attr) */
    int16_t param_slot;
    /* N_ATTR called as a method of a core str, list, tuple or dict: 1 + the kind whose
     * dir() was found to hold the name (py_eval_expr.c; 0: not checked yet) */
    int8_t attr_ok_kind;
    lang_node *param_def;
    /* N_ATTR on an instance: what its class (attr_cls) gave for the name, attr_cv (NULL:
     * nothing), while lang_interp.class_epoch is attr_epoch (py_class.c) */
    const void *attr_cls;
    uint64_t attr_epoch;
    struct lang_value *attr_cv;
};

/* Parse a whole snippet (statements) or one expression.  Syntax errors carry
 * err->offset/line/col. */
int lang_parse_module(lang_arena *A, const char *src, int64_t n, lang_node **out,
                      sl_error *err);
int lang_parse_expr(lang_arena *A, const char *src, int64_t n, lang_node **out,
                    sl_error *err);
/* Does the program import the package pkg (or a submodule) anywhere (py_imports.c)? */
bool lang_imports_package(const lang_node *root, const char *pkg);

/* ------------------------------------------------------------------ values == */

typedef enum lang_vkind {
    V_NONE = 0, V_BOOL, V_INT, V_FLOAT, V_STR, V_TUPLE, V_LIST, V_DICT,
    V_LAYER_TUPLE, /* a tuple of a layer's type (u.seq; u.seq.type its record, lv_new stamps
                      kind_types[V_LAYER_TUPLE]): a tuple in every operation of the core, and
                      a concatenation with it on the left keeps its type; the record gives its
                      repr, names and the methods it has beyond tuple's (tuple_method) */
    V_SLICE,
    V_ELLIPSIS, V_RANGE, V_MODULE, V_FUNC, V_EXC, V_EXCTYPE, V_TYPE, V_USERFUNC,
    V_BIGINT, /* a Python int beyond int64, of any size (py_bigint.c): never a value that
                 fits int64, which is always a V_INT */
    V_SET,    /* set / frozenset (frozen): CPython's hash table, py_set.c */
    V_CLASS,    /* a class made by a class statement (py_class.c) */
    V_INSTANCE, /* an instance of one */
    V_DESCR,    /* property / staticmethod / classmethod / super() objects and the other
                   helper objects of py_class.c and py_with.c */
    V_ITER,     /* an iterator that walks its source as Python's does (list_iterator, zip,
                   map, ...; its pytype names it): u.iter is its state (py_iter.c) */
    V_VIEW,     /* d.keys() / d.values() / d.items(): a live view of the dict u.iter->src
                   (u.iter->what 'k' 'v' 'i'; pytype "dict_keys" ...; py_iter.c) */
    V_BYTES,    /* an immutable bytes object: u.str holds its bytes (py_bytes.c) */
    V_OBJECT,   /* an object of a layer's type: u.object.type is its record (py.h, "types and
                   modules"), u.object.data / code / bits what the layer keeps in it */
    /* kinds the object layers name for their most used types (arrays.h), so that their
     * own code tells them apart by kind; a value of one is a V_OBJECT in all else: lv_new
     * sets u.object.type from the registry's kind_types, and the core reaches it only
     * through that record */
    V_LAYER_KIND0, V_LAYER_KIND1, V_LAYER_KIND2, V_LAYER_KIND3, V_LAYER_KIND4,
    V_LAYER_KIND5, V_LAYER_KIND6, V_LAYER_KIND7
} lang_vkind;
#define V_KIND_COUNT (V_LAYER_KIND7 + 1)
/* does v carry a type record (u.object.type)? */
#define LANG_HAS_TYPE(v) ((v)->kind >= V_OBJECT)

typedef struct lang_value lang_value;
typedef struct lang_scope lang_scope;
typedef struct lang_settab lang_settab;
typedef struct lang_storage lang_storage; /* a layer's element storage (arrays.h) */

struct lang_value {
    lang_vkind kind;
    /* the flags sit beside kind (one 8-byte word with it): a value is 80 bytes */
    bool f32 : 1;    /* V_FLOAT: a float32 value of a layer (repr: the shortest digits that
                        read back to the same float32) */
    bool frozen : 1; /* V_SET: a frozenset */
    union {
        bool b;
        int64_t i;
        double f;
        struct { const char *s; int64_t len; } str;
        struct { lang_value **v; int64_t n, cap;
                 struct lang_dictidx *dict_idx;
                 const struct lang_type *type; } seq; /* TUPLE LIST LAYER_TUPLE DICT(k,v pairs;
                                      dict_idx: the key index of py_dict.c; type: a
                                      V_LAYER_TUPLE's record) */
        struct { lang_value *start, *stop, *step; } slice;
        struct { int64_t start, stop, step; } range;
        const char *path;                                      /* V_MODULE, V_EXCTYPE, V_TYPE */
        struct { const char *name; lang_value *self; int32_t builtin; } func; /* V_FUNC (builtin:
                                      1 + the builtin's BI_ position, py_builtins.c, for a
                                      builtin function of the core; 0 otherwise) */
        struct { const char *type; const char *msg; bool noargs; lang_value *args; } exc; /* V_EXC (args: the
                                      arguments' tuple when known, else (msg,) or (); noargs:
                                      made with no arguments: args (), repr "T()") */
        struct { lang_node *def; lang_scope *env; lang_value **defaults; lang_value *self;
                 struct lang_class *cls; } user; /* V_USERFUNC: S_DEF node, defining scope,
                                      default values (def time); a bound method's self; the
                                      class whose body defined it (super()) */
        struct lang_class *cls;                                /* V_CLASS */
        struct { struct lang_class *cls; lang_value *dict; } obj; /* V_INSTANCE (dict: V_DICT) */
        struct { int which; lang_value *fn, *fset; struct lang_class *cls; } descr; /* V_DESCR */
        struct { uint32_t *d; int32_t n; bool neg; } big;      /* V_BIGINT: sign and magnitude, n
                                      32-bit digits (least significant first; py_bigint.c) */
        struct lang_settab *set;                               /* V_SET */
        struct lang_iter *iter;                                /* V_ITER V_VIEW */
        struct { const struct lang_type *type; void *data; int32_t code; uint32_t bits; }
            object; /* V_OBJECT and the layer kinds: the type record; what the layer keeps */
    } u;
    struct lang_gen *gen; /* V_LIST "generator": a generator expression's suspended loops */
    struct lang_ygen *ygen; /* V_LIST "generator": a generator function's suspended frame
                               (py_yield.c); also an iterator over a user object's __next__ */
    int64_t cursor;  /* V_LIST standing for an iterator: items (or argument rows) taken;
                        V_DICT: how many times pairs were removed (lang_dict_changed);
                        a layer's value that is its own iterator (lang_type.next): its
                        position, the layer's to keep */
    /* V_LIST standing for another Python type: a dict view ("dict_keys", "dict_values",
     * "dict_items") or a one-pass iterator ("zip", "enumerate", "list_reverseiterator"...);
     * NULL for a real list.  Only iteration, `in` and (views) len/printing are allowed. */
    const char *pytype;
};

/* --------------------------------------------------------------- evaluator == */

typedef struct lang_step_ctx lang_step_ctx;
typedef struct lang_registry lang_registry; /* the layers' types and modules (below) */
typedef struct lang_copy_memo lang_copy_memo; /* copy.deepcopy's memo (py_copy.c) */

typedef struct lang_var {
    const char *name;
    lang_value *val;
    struct lang_var *next;
    bool gone; /* unbound by del: name caches of the AST no longer use it */
} lang_var;

struct lang_scope {
    lang_var *vars;                /* newest first; py_del_var unlinks */
    lang_var **tab;                /* past a few names, an index of vars by name (py_eval.c):
                                      open addressing, NULL empty, LANG_VAR_GONE deleted */
    int32_t tab_cap, tab_used, nvars;
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
/* the variable bound to name in s itself (not its parents), or NULL (py_eval.c) */
lang_var *py_find_var(lang_scope *s, const char *name);

/* a list or dict whose repr is being made (py_value.c): one inside itself prints [...] */
struct lang_repr_frame {
    const lang_value *v;
    struct lang_repr_frame *up;
};

typedef struct lang_out {
    char *buf;
    size_t len, cap;
} lang_out;


/* bytes lang_interp keeps for the registered layers' per-run state (lang_interp.layer_state) */
#define LANG_LAYER_STATE_BYTES 1024
/* CPython's cache of small ints: -5..256 are one object each (lv_int_shared) */
#define LANG_SMALL_INT_MIN (-5)
#define LANG_SMALL_INT_MAX 256
#define LANG_NBUILTIN_FUNCS 48 /* builtin function names the core makes values of (py_eval.c) */
typedef struct lang_interp {
    lang_arena A;
    const char *src;
    int64_t src_len;
    lang_scope *globals;
    lang_scope *scope;
    int depth;                 /* calls running (limit LANG_MAX_DEPTH: CPython's 1000 frames) */
    int64_t steps;             /* work done: statements, evaluations, elements (limit max_steps) */
    int64_t max_steps;         /* LANG_MAX_STEPS unless the caller set a budget */
    int64_t units;             /* fine-grained work below one step (lang_charge_units) */
    bool wide_args;            /* the call's arguments passed the type's wide_call */
    bool made_bigint;          /* an int past int64 was made: what reaches a layer is
                                  checked for one (py_refuse_bigint) */
    int64_t next_fake_addr;
    lang_out out;              /* stdout text */
    bool out_to_stdout;        /* write through to stdout as produced */
    void (*write)(void *user, const char *s, size_t n);
    void *write_user;
    /* per-op hook for sl_eval_chain_steps */
    sl_eval_step_fn step_fn;
    void *step_user;
    const lang_storage *step_storage; /* the reported value's storage, during step_fn only */
    int32_t step_index;
    /* control flow */
    int flow;                  /* 0, FLOW_BREAK, FLOW_CONTINUE, FLOW_RETURN */
    lang_value *ret;
    lang_value *cur_exc;       /* exception being handled (bare raise) */
    int raised_with_args;      /* a raise statement's exception: 1 with arguments, 0
                                  without, -1 none pending (internal errors) */
    bool err_reported;         /* the failing op was already passed to step_fn */
    /* what a layer that counts references to a value needs (an in-place resize): the
     * statement being executed, the iterables of the for loops running around it
     * (innermost first) */
    lang_node *cur_stmt;
    struct lang_for_frame *for_top;
    sl_ref ref;                /* the reference profile of the run (sl_run_options) */
    lang_value *pending_exc;   /* the exception object being raised, when its args are known
                                  (lang_exc_from_error attaches them to the caught value) */
    uintptr_t stack_floor;     /* py_stack_floor() of the running thread */
    int32_t cmp_depth;         /* comparisons nested in the one being made */
    struct lang_repr_frame *repr_top; /* the lists and dicts whose repr is being made */
    lang_value *small_ints[LANG_SMALL_INT_MAX - LANG_SMALL_INT_MIN + 1]; /* lv_int_shared */
    /* the builtin function values (py_eval.c), made when first looked up: `len` found
     * twice is one object, as in CPython */
    lang_value *builtin_funcs[LANG_NBUILTIN_FUNCS];
    /* safepoints (WebAssembly's collections, py_eval_stmt.c): gc_safe while the running
     * statements sit only under module-level statements and clean calls.  A clean call
     * is a user function (or bound method) called, from where gc_safe holds, as the
     * whole expression of an expression statement, an assignment or a return, or as a
     * plain positional argument of such a call (`print(main())`).  clean_call: the call
     * node being evaluated as one; call_clean: the call about to enter call_user is one */
    bool gc_safe, call_clean;
    /* changes of the classes' namespaces so far (a class made, a class attribute set or
     * deleted; py_class.c): what a node remembers of a class lookup holds while it stays */
    uint64_t class_epoch;
    lang_node *clean_call;
    struct { const char *tag, *name; } attr_ok[64]; /* names found in dir() (lang_attr_check) */
    /* the last AttributeError an attribute fetch raised (its object and name) and the last
     * NameError (its name and the scope it was raised in): the candidates of the
     * "Did you mean" an uncaught one prints (py_suggest.c) */
    lang_value *sugg_obj;
    const char *sugg_attr, *sugg_name;
    lang_scope *sugg_scope;
    /* the registered layers' per-run state (their modules' state, lang_registry): its
     * layout is theirs; zeroed when the interpreter starts, scanned by the collector as
     * part of the interpreter */
    _Alignas(16) unsigned char layer_state[LANG_LAYER_STATE_BYTES];
    const lang_registry *reg;  /* the types and modules registered for the run */
} lang_interp;
typedef struct lang_for_frame {
    lang_value *iterable;
    struct lang_for_frame *up;
} lang_for_frame;

/* CPython's recursion limit (sys.getrecursionlimit()): frames plus nested comparisons
 * ("maximum recursion depth exceeded in comparison"); its compiler allows 3 times as
 * many nested statements and expressions (symtable.c, COMPILER_STACK_FRAME_SCALE) */
#define LANG_RECURSION_LIMIT 1000
#define LANG_COMPILE_DEPTH_LIMIT (3 * LANG_RECURSION_LIMIT)
/* calls nest at most this deep: with the module's frame, CPython's 1000 frames (the C
 * stack guard may end a deep recursion sooner, with the same RecursionError) */
#ifndef LANG_MAX_DEPTH
#define LANG_MAX_DEPTH (LANG_RECURSION_LIMIT - 1)
#endif

/* The C stack guard (py_stack.c): py_stack_floor() is the lowest address a guarded
 * recursion's frame may have on this thread; lang_stack_exhausted(floor) says the
 * current frame is below it (the recursion then fails with RecursionError). */
#define LANG_STACK_HERE() ((uintptr_t)__builtin_frame_address(0))
uintptr_t py_stack_floor(void);
uintptr_t py_stack_top(void);
#define lang_stack_exhausted(floor) (LANG_STACK_HERE() < (floor))
int lang_recursion_error(sl_error *err, const char *where);
#define LANG_MAX_STEPS 100000000
/* units of fine-grained work that make one step: an element read or written
 * (lang_read / lang_write), a value comparison, 16 bytes of a string scanned.  A loop
 * that sums a layer's elements, counts in a long list or searches a long string ends on the budget
 * like a Python-level loop does.  One unit is about as long as one cheap step (an int
 * operation of a loop, with its allocation), so the budget bounds the run's time. */
#define LANG_UNITS_PER_STEP 1
#define LANG_ARENA_LIMIT ((size_t)512 << 20)
#define LANG_MAX_STORAGE_BYTES ((int64_t)64 << 20)

/* the work budget: lang_charge adds n steps and fails with "work budget exhausted" once
 * the run has done more than max_steps; lang_budget_error sets that error */
int lang_budget_error(lang_interp *I, sl_error *err);
static inline int lang_charge(lang_interp *I, int64_t n, sl_error *err) {
    I->steps += n;
    return I->steps + I->A.bulk_steps > I->max_steps ? lang_budget_error(I, err) : SL_OK;
}
static inline int lang_charge_units(lang_interp *I, int64_t n, sl_error *err) {
    I->units += n;
    if (I->units < LANG_UNITS_PER_STEP) return SL_OK;
    int64_t steps = I->units / LANG_UNITS_PER_STEP;
    I->units %= LANG_UNITS_PER_STEP;
    return lang_charge(I, steps, err);
}

enum { FLOW_NONE = 0, FLOW_BREAK, FLOW_CONTINUE, FLOW_RETURN };

/* a fresh interpreter over src with the types and modules of reg (NULL: plain Python) */
void lang_interp_init(lang_interp *I, const char *src, int64_t n, const lang_registry *reg);
/* Run a whole program with the types and modules of reg (NULL: plain Python, where only the
 * standard-library modules of py_modules.c import): sl_run_snippet_opts over a registry */
int lang_run_source(const char *src, size_t len, const lang_registry *reg,
                    void (*write)(void *user, const char *s, size_t n), void *user,
                    const sl_run_options *opts, sl_error *err);
/* lang_run_source, also writing the uncaught AttributeError / NameError's suggestion
 * (lang_suggest) to hint ("" when none; hint NULL: not wanted) */
int lang_run_source_hint(const char *src, size_t len, const lang_registry *reg,
                         void (*write)(void *user, const char *s, size_t n), void *user,
                         const sl_run_options *opts, sl_error *err, char *hint, size_t hint_size);
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
/* The same for a value nobody modifies after making it (literals, arithmetic results,
 * loop counters): -5..256 come from the interpreter's cache, as CPython's do. */
static inline lang_value *lv_int_shared(lang_interp *I, int64_t x) {
    if (x < LANG_SMALL_INT_MIN || x > LANG_SMALL_INT_MAX) return lv_int(I, x);
    lang_value **slot = &I->small_ints[x - LANG_SMALL_INT_MIN];
    if (!*slot) *slot = lv_int(I, x);
    return *slot;
}
__extension__ typedef __int128 lang_i128;

/* the int x (a V_INT when it fits int64) / a V_BIGINT's value, saturated to
 * +-(2**127 - 1) past that */
lang_value *lv_bigint(lang_interp *I, lang_i128 x);
lang_i128 lv_bigint_get(const lang_value *v);
lang_value *lv_float(lang_interp *I, double v);
lang_value *lv_bool(lang_interp *I, bool v);
lang_value *lv_none(lang_interp *I);
lang_value *lv_str(lang_interp *I, const char *s, int64_t n);
/* a bytes value holding a copy of the n bytes at s (py_bytes.c) */
lang_value *lv_bytes(lang_interp *I, const char *s, int64_t n);
lang_value *lv_strz(lang_interp *I, const char *s);
lang_value *lv_seq(lang_interp *I, lang_vkind k, int64_t n);  /* n slots, all set later */
int lv_list_append(lang_interp *I, lang_value *list, lang_value *v, sl_error *err);
lang_value *lv_ints(lang_interp *I, lang_vkind k, const int64_t *v, int32_t n);
lang_value *lv_exc(lang_interp *I, const char *type, const char *msg);

/* the exception object an except clause (or __exit__) sees for err: the pending raised
 * object's args when it is this error, else (message,) */
lang_value *lang_exc_from_error(lang_interp *I, const sl_error *err);
/* err's message was cut at its buffer's end and exc (lang_exc_from_error's) does not hold
 * the whole text: catching it would show a shortened message, so the run refuses */
static inline bool lang_exc_message_cut(const sl_error *err, const lang_value *exc) {
    return strlen(err->message) + 1 >= sizeof err->message && strlen(exc->u.exc.msg) + 1 <= sizeof err->message;
}

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
void lang_float32_repr(double d, char *buf, size_t cap); /* the shortest digits of a float32 */

/* The float format a value is read back in: double, float32, float16. */
enum { LANG_FP64 = 0, LANG_FP32 = 1, LANG_FP16 = 2 };

/* x rounded to the nearest IEEE binary16 value (py_value.c) */
double lang_half_round(double x);
/* The digits of length prec (1..17) of a > 0 that read back to a (in format fk): the
 * correctly rounded candidate, else its neighbour on the other side; 0 when neither does
 * (lang_shortest_digits bisects over the length with it). */
int lang_digits_of_length(double a, int fk, int prec, char *dg, int *exp10);
int lang_shortest_digits(double d, int fk, char *digits, int *exp10);

/* exceptions: is `type` a subclass of `cls`? */
/* an exception class: its name and its bases (parent2: a second base, or NULL) */
typedef struct lang_exc_class {
    const char *name, *parent, *parent2;
} lang_exc_class;
bool lang_exc_matches(const lang_interp *I, const char *type, const char *cls);
/* a builtin name that is a class in Python (int, list, zip, ...) / a builtin function
 * (len, print, ...) (py_eval.c) */
bool lang_builtin_is_class(const char *name);
bool lang_builtin_is_function(const char *name);
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

/* ------------------------------------------------------------ types and modules == */

/* The core evaluates its own values (None, numbers, str, containers, functions, classes,
 * exceptions) itself.  Every other value belongs to an object layer above the core, which
 * describes it with a type record of slots, as CPython's PyTypeObject and MicroPython's
 * mp_obj_type_t do: the evaluator reaches such a value only through its type's slots.
 * A NULL slot means the type lacks the operation (the core raises Python's error for it
 * or refuses); a slot that returns LANG_NOT_MINE hands the operation back, and the core
 * goes on as it would for a value of its own (the binary operators then try the other
 * operand, as Python's NotImplemented does).  The records and the modules are given to
 * the interpreter when it starts (lang_registry); a run with no registry is plain Python,
 * where only the standard-library modules of py_modules.c import. */
#define LANG_NOT_MINE 1
/* lang_type.flags: the type's values are refused as dict keys; x.name of a value is checked
 * against the type's dir() and bound by name, the method found when it is called; as set
 * and dict keys two values are equal only when they are the same object (== is elementwise);
 * `fmt % v` takes v as a mapping (it is subscriptable), not as the one argument;
 * format(v, "") is str(v) even without a format_name; x.name that getattr leaves to the core
 * is a method bound by name, which call_method runs when it is called */
enum { LANG_TYPE_NO_DICT_KEYS = 1, LANG_TYPE_BIND_AT_CALL = 2, LANG_TYPE_IDENTITY_EQ = 4,
       LANG_TYPE_MAPPING_FOR_PERCENT = 8, LANG_TYPE_EMPTY_FORMAT_IS_STR = 16,
       LANG_TYPE_METHODS_BY_NAME = 32 };
typedef struct lang_type {
    const char *name; /* for messages about the record itself */
    unsigned flags;   /* LANG_TYPE_* */
    /* repr(v), or str(v) when as_str, appended to sb */
    int (*repr)(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err);
    int (*getattr)(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err);
    int (*setattr)(lang_interp *I, lang_value *obj, const char *name, lang_value *v, sl_error *err);
    int (*getitem)(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out, sl_error *err);
    int (*setitem)(lang_interp *I, lang_value *obj, lang_value *idx, lang_value *v, sl_error *err);
    /* self.name(*a): a method found by name when the bound method is called */
    int (*call_method)(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                       lang_value **out, sl_error *err);
    /* f(*a): calling the value itself */
    int (*call)(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out, sl_error *err);
    /* a OP b (either operand of this type), a comparison made elementwise, -a ~a +a */
    int (*binop)(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out, sl_error *err);
    int binop_priority; /* of two operands with a binop, the higher priority's type runs it */
    int (*compare)(lang_interp *I, lang_op op, lang_value *a, lang_value *b, bool chained, lang_value **out,
                   sl_error *err); /* chained: one link of a < b < c; LANG_NOT_MINE: Python's rules */
    int (*unary)(lang_interp *I, lang_op op, lang_value *a, lang_value **out, sl_error *err);
    /* a OP= b changing a in place (LANG_NOT_MINE: no such in-place operator, a = a OP b) */
    int (*inplace)(lang_interp *I, lang_op op, lang_value *a, lang_value *b, sl_error *err);
    /* __bool__, __int__, __float__: the Python bool / int / float the value stands for */
    int (*to_bool)(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
    int (*to_int)(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
    int (*to_float)(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
    /* the value format() formats in v's place (LANG_NOT_MINE: v is formatted as itself) */
    int (*format_as)(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
    /* a scalar that Python arithmetic, hashing and formatting treat as the number it holds:
     * that number (a new int / float / bool); other values of the type: v itself */
    lang_value *(*as_number)(lang_interp *I, lang_value *v, sl_error *err);
    /* __index__ (range(v), seq[v], slice bounds, hex(v), ...): v as a Python int, the
     * reference's TypeError, or LANG_NOT_MINE (the core's own TypeError follows) */
    int (*index)(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
    /* abs(v) */
    int (*abs)(lang_interp *I, lang_value *v, const lang_args *a, lang_value **out, sl_error *err);
    /* every item iteration yields, as a new list (NULL: the core's rule for its kind) */
    int (*items)(lang_interp *I, lang_value *v, lang_value **list_out, sl_error *err);
    /* len(v) for a type that is not a sequence of the core (NULL: the core's rule) */
    int (*len)(lang_interp *I, lang_value *v, lang_value **out, sl_error *err);
    /* type(v).__name__ and the dotted path <class '...'> prints (NULL: not known) */
    const char *(*type_name)(lang_interp *I, const lang_value *v);
    const char *(*type_path)(lang_interp *I, const lang_value *v);
    /* is v an instance of the class value cls (a type object of this layer)?  1 yes, 0 no,
     * -1 not a class this type answers for */
    int (*isinstance)(lang_interp *I, const lang_value *v, const lang_value *cls);
    /* ints past int64 in what reaches the type: takes_wide(obj, NULL) says obj[...] may hold
     * them, takes_wide(obj, name) that obj.name(...) may; the core then evaluates them
     * there and hands them to wide_index / wide_call first, which settle or refuse them */
    bool (*takes_wide)(const lang_value *obj, const char *method);
    int (*wide_index)(lang_interp *I, lang_value *idx, lang_value **out, sl_error *err);
    int (*wide_call)(lang_interp *I, const lang_args *a, sl_error *err);
    /* hash(v) raises TypeError "unhashable type: '<the name returned>'" (NULL: hashable) */
    const char *(*unhashable)(const lang_value *v);
    /* the type of iter(v) (its pytype, "iterator"...; NULL: not iterable) */
    const char *(*iter_type)(const lang_value *v);
    /* isinstance(v, cls) where cls is a value of this type used as a class: 1 / 0, -1
     * when cls is not a class */
    int (*instancecheck)(const lang_value *cls, const lang_value *v);
    /* a == b for a of this type (LANG_NOT_MINE: the core's rule); is_same: a and b stand
     * for one Python object although they are two values (a class and a type() of it) */
    int (*equal)(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err);
    bool (*is_same)(lang_interp *I, const lang_value *a, const lang_value *b);
    /* the dir() table of v's type: its tag in py_dir_names.c (NULL: none), the class name
     * AttributeError prints, the profile whose table applies, whether a name found may be
     * remembered for the run; is_property: name is a data attribute (x.name() calls it) */
    const char *(*dir_tag)(const lang_interp *I, const lang_value *v, const char **cls, sl_ref *ref,
                           bool *cacheable);
    bool (*is_property)(const lang_value *v, const char *name);
    /* the lookups of the tables dir_tag names: the tag letter ('m', 'd', 'r'), 0 absent,
     * -1 no table; the AttributeError message of a name tagged 'r' (NULL: none) */
    int (*dir_find)(sl_ref ref, const char *tag, const char *name);
    const char *(*dir_removed)(sl_ref ref, const char *tag, const char *name);
    /* the whole table dir_tag names (its names, for the suggestion of an uncaught
     * AttributeError: py_suggest.c), or NULL */
    const struct lang_dir_table *(*dir_table)(sl_ref ref, const char *tag);
    /* type(v).__name__ as messages name it when no interpreter is at hand (lv_type_name;
     * NULL: the record's name) */
    const char *(*short_name)(const lang_value *v);
    /* the reference's object is its own iterator (iter(v) is v; next(), for loops, list()
     * advance it): is_iterator(v) says whether v is one, next gives its next item or *done
     * (called only for such v) */
    bool (*is_iterator)(const lang_value *v);
    int (*next)(lang_interp *I, lang_value *v, lang_value **item, bool *done, sl_error *err);
    /* the class name Python's TypeErrors print for v ("'X' object is not callable"; NULL:
     * its type name) */
    const char *(*class_name)(const lang_value *v);
    /* callable(v) */
    bool (*callable)(const lang_value *v);
    /* copy.copy(v) / copy.deepcopy(v) (deep; memo: the deepcopy's objects copied so far,
     * lang_copy_memo_get / _put; LANG_NOT_MINE: refused) */
    int (*copy)(lang_interp *I, lang_value *v, bool deep, lang_copy_memo *memo, lang_value **out, sl_error *err);
    /* self.name(*a) of a V_LAYER_TUPLE for a method tuple lacks, tried where the core's
     * tuple methods end (LANG_NOT_MINE: no such method) */
    int (*tuple_method)(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err);
    /* the items of a V_LAYER_TUPLE that a concatenation (one of the type on the left) made:
     * checked, and converted in place, as the type's constructor takes items (NULL: any) */
    int (*tuple_items)(lang_interp *I, lang_value *t, sl_error *err);
    /* the class name format()'s TypeError names for v (NULL: format() has no such error) */
    const char *(*format_name)(lang_interp *I, const lang_value *v);
    /* a with statement s whose context manager is cm */
    int (*with_exec)(lang_interp *I, lang_value *cm, lang_node *s, sl_error *err);
    /* what sl_eval_chain reports of the value: its layout and storage (false: not a
     * strided value, the step is not reported) */
    bool (*report)(const lang_value *v, sl_eval_result *res, const lang_storage **storage);
} lang_type;

/* A module a snippet can import (CPython's PyModuleDef, Lua's luaL_Reg): its name covers
 * its submodules too ("pkg" answers for "pkg.sub"); imports: the dotted paths an
 * import statement accepts (NULL-terminated).  getattr: path.name; call: the
 * module function whose dotted name is qualname; call_type: the class value at path called;
 * subscript: the module object qualname subscripted (pkg.obj[...]); LANG_NOT_MINE from
 * call_type / subscript: the core's error; type_path: the class of a module object that is
 * an instance rather than a function (type(pkg.obj); NULL: a builtin function), or of a
 * class of the module (a type value whose path is the module's: type(pkg.Cls); NULL: type);
 * has_attr: whether the module at path has the attribute, as hasattr() answers (1 / 0; -1:
 * not known, the core fetches it). */
typedef struct lang_module_def {
    const char *name;
    const char *const *imports;
    int (*getattr)(lang_interp *I, const char *path, const char *name, lang_value **out, sl_error *err);
    int (*call)(lang_interp *I, const char *qualname, const lang_args *a, lang_value **out, sl_error *err);
    int (*call_type)(lang_interp *I, const char *path, const lang_args *a, lang_value **out, sl_error *err);
    int (*subscript)(lang_interp *I, lang_value *f, lang_value *idx, lang_value **out, sl_error *err);
    const char *(*type_path)(lang_interp *I, const lang_value *f);
    int (*has_attr)(lang_interp *I, const char *path, const char *name);
    /* dir() of the module (or of its submodule path), sorted: its length (-1 unknown),
     * *names NULL when it holds 750 names or more (py_suggest.c needs no more) */
    int32_t (*dir)(lang_interp *I, const char *path, const char *const **names);
} lang_module_def;

/* What the object layers register for a run: the type of each value kind they own
 * (kind_types[kind], NULL for the core's kinds), the type of a core tuple, list or str that
 * a layer marked with a pytype the core does not know (of_pytype: NULL when none), the
 * importable modules, and the per-run state they set up when the run starts (init). */
struct lang_registry {
    const lang_type *kind_types[V_KIND_COUNT];
    const lang_type *(*of_pytype)(const lang_value *v);
    const lang_module_def *const *modules;
    int32_t nmodules;
    void (*init)(lang_interp *I);
    void (*program)(lang_interp *I, const lang_node *mod); /* after parsing: state the program decides */
    /* the exception classes the layers raise beyond Python's own, with their bases */
    const lang_exc_class *exc_classes;
    int32_t nexc_classes;
    /* the dotted path <class '...'> prints for an exception class a layer raises (NULL: the
     * class's own name) */
    const char *(*exc_path)(const lang_interp *I, const char *name);
};

/* copy.deepcopy's memo: the copy made of key (an object or a layer's storage), or NULL */
void *lang_copy_memo_get(const lang_copy_memo *m, const void *key);
int lang_copy_memo_put(lang_interp *I, lang_copy_memo *m, const void *key, void *val, sl_error *err);

/* a Python int (within int64), float or bool */
static inline bool lang_is_number(const lang_value *v) {
    return v->kind == V_INT || v->kind == V_FLOAT || v->kind == V_BOOL;
}
/* The type record of v, or NULL for a value of the core */
static inline const lang_type *lang_type_of(const lang_interp *I, const lang_value *v) {
    if (LANG_HAS_TYPE(v)) return v->u.object.type;
    if (!I->reg) return NULL;
    const lang_type *t = I->reg->kind_types[v->kind];
    if (!t && v->pytype && I->reg->of_pytype) t = I->reg->of_pytype(v);
    return t;
}
/* The type whose binop (compare: whose compare) runs a OP b: of the operands' types that
 * have the slot, the higher binop_priority (a's on a tie); NULL when neither has it */
static inline const lang_type *lang_operand_type(const lang_interp *I, const lang_value *a, const lang_value *b,
                                                 bool compare) {
    const lang_type *ta = lang_type_of(I, a), *tb = lang_type_of(I, b);
    if (ta && !(compare ? (bool)ta->compare : (bool)ta->binop)) ta = NULL;
    if (tb && !(compare ? (bool)tb->compare : (bool)tb->binop)) tb = NULL;
    return !ta ? tb : !tb || ta->binop_priority >= tb->binop_priority ? ta : tb;
}
/* f(*a): call any callable value (py_calls.c) */
int lang_call_func(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out,
                   sl_error *err);
/* the function value `path.name` (a V_FUNC called through lang_call_func's dispatch) */
int lang_module_func(lang_interp *I, const char *path, const char *name, lang_value **out,
                     sl_error *err);
/* v's type converts it to a Python bool / int / float by its own rules (lang_type.to_*):
 * where the core would need that conversion in a way it does not model, it refuses */
enum { LANG_TO_BOOL = 1, LANG_TO_INT = 2, LANG_TO_FLOAT = 4 };
static inline bool lang_type_converts(const lang_interp *I, const lang_value *v, int which) {
    const lang_type *t = lang_type_of(I, v);
    return t && (((which & LANG_TO_BOOL) && t->to_bool) || ((which & LANG_TO_INT) && t->to_int) ||
                 ((which & LANG_TO_FLOAT) && t->to_float));
}
/* a new V_OBJECT of the type t holding data (py_value.c) */
lang_value *lv_object(lang_interp *I, const lang_type *t, void *data);
/* a Python complex (py_complex.c); lang_complex_parts: v's parts when v is one */
lang_value *lv_complex(lang_interp *I, double re, double im);
bool lang_complex_parts(const lang_value *v, double *re, double *im);
/* cls is a layer's value that isinstance() accepts as a class */
static inline bool lang_is_layer_class(const lang_interp *I, const lang_value *cls) {
    const lang_type *t = lang_type_of(I, cls);
    return t && t->instancecheck && t->instancecheck(cls, cls) >= 0;
}
/* The registered module `path` belongs to (its name up to the first dot), or NULL */
const lang_module_def *lang_module_find(const lang_interp *I, const char *path);
/* The registered module whose imports list path, or NULL */
const lang_module_def *lang_module_imports(const lang_interp *I, const char *path);
/* v as a Python number when its type says it stands for one (as_number), else v */
static inline lang_value *lang_as_number(lang_interp *I, lang_value *v, sl_error *err) {
    const lang_type *t = lang_type_of(I, v);
    return t && t->as_number ? t->as_number(I, v, err) : v;
}

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
 * and a layer's values (lang_type.format_as / format_name). */
int lang_format_value(lang_interp *I, lang_value *v, const char *spec, int64_t spec_len,
                      lang_value **out, sl_error *err);

/* fmt % args */
int lang_percent_format(lang_interp *I, lang_value *fmt, lang_value *args, lang_value **out,
                        sl_error *err);

/* fmt.format(*args, **kwargs) */
int lang_str_format(lang_interp *I, lang_value *fmt, const lang_args *a, lang_value **out,
                    sl_error *err);

/* A method table (CPython's PyMethodDef, Lua's luaL_Reg): a type's method names in strcmp
 * order, whose positions are the method's enum value in the file that defines it;
 * lang_method_find (py_value.c) finds a name by bisection (-1: absent). */
typedef struct lang_method_table {
    const char *const *names;
    int32_t n;
} lang_method_table;
int lang_method_find(const lang_method_table *t, const char *name);
/* A table from an X-macro list of identifiers LIST(X) in strcmp order: the enum of their
 * positions (PREFIX##name, then PREFIX##COUNT) and the table VAR (declare it extern to
 * share it).  LANG_METHOD_ENUM / LANG_METHOD_NAME are the X arguments it passes. */
#define LANG_METHOD_NAME(n) #n,
#define LANG_METHOD_TABLE(LIST, ENUM_ITEM, COUNT, VAR)                                   \
    enum { LIST(ENUM_ITEM) COUNT };                                                      \
    static const char *const VAR##_names[COUNT] = {LIST(LANG_METHOD_NAME)};             \
    const lang_method_table VAR = {VAR##_names, COUNT}
extern const lang_method_table lang_str_methods; /* py_str.c */
extern const lang_method_table lang_builtins;    /* py_builtins.c: the builtin functions */
extern const lang_method_table lang_class_builtins; /* py_class.c: builtins of classes and objects */
/* Methods of str values (py_str.c); SL_ERR_UNSUPPORTED for the ones not built. */
int lang_str_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                    lang_value **out, sl_error *err);

/* Attribute / item of any value, as the evaluator reads them (py_access.c). */
int lang_getattr(lang_interp *I, lang_value *obj, const char *name, lang_value **out,
                 sl_error *err);
int lang_getitem(lang_interp *I, lang_value *obj, lang_value *idx, lang_value **out,
                 sl_error *err);

/* Python ==  and  < ordering (-1/0/1 via OP_LT probing) of two values (py_access.c). */
int lang_values_equal(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err);

/* set and frozenset (py_set.c).  lang_set_new: empty, or the keys of `iterable`.
 * lang_set_items: the keys in CPython's iteration order (any_order: also for sets whose
 * order CPython randomizes, for order-free consumers such as sorted or len).
 * lang_set_binop: | & - ^ == != < <= > >= with a set operand; lang_set_inplace: |= &= -=
 * ^= on a set (*done false when not applicable). */
int lang_set_new(lang_interp *I, bool frozen, lang_value *iterable, lang_value **out,
                 sl_error *err);
int lang_set_add(lang_interp *I, lang_value *set, lang_value *key, sl_error *err);
int64_t lang_set_len(const lang_value *set);

/* keys CPython hashes by seed or address (str, None, functions, objects...) present */
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

/* [get(v, 0), ..., get(v, n - 1)] as a new list (a MemoryError past 2**20 items) */
int lang_items_by_index(lang_interp *I, lang_value *v, int64_t n,
                        int (*get)(lang_interp *, lang_value *, lang_value *, lang_value **, sl_error *),
                        lang_value **out, sl_error *err);
/* Everything an iterable yields, as a new list (an iterator is consumed). */
int lang_iterate(lang_interp *I, lang_value *v, lang_value **list_out, sl_error *err);

/* d[k] = v on a dict value (an equal key keeps its place; TypeError for unhashable k) */
int lang_dict_put(lang_interp *I, lang_value *d, lang_value *k, lang_value *v, sl_error *err);

/* py_dict.c: the pair number of key in dict d, or -1 (TypeError for unhashable keys);
 * lang_dict_changed after removing pairs from d; lang_dict_update puts src's pairs into
 * d in order ({**src}, dict(src)) */
int lang_dict_find(lang_interp *I, lang_value *d, lang_value *key, int64_t *pair, sl_error *err);
/* d.update(*a) (name: the calling function's, for messages; py_dict_builtin.c) */
int lang_dict_fill(lang_interp *I, lang_value *d, const lang_args *a, const char *name, sl_error *err);
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
/* py_value.c: the keyword argument `name` of a call, or NULL */
lang_value *lang_kwarg(const lang_args *a, const char *name);

/* py_access.c: Python's slice.indices(n) of a V_SLICE, with the element count */
/* a slice whose bounds have __index__ (lang_type.index): a new slice of the Python ints
 * they give; *sl unchanged when it needs none (not a slice, or int / None bounds) */
int lang_slice_index_args(lang_interp *I, lang_value **sl, sl_error *err);
int lang_slice_indices(lang_value *sl, int64_t n, int64_t *start, int64_t *stop, int64_t *step, int64_t *count,
                       sl_error *err);

/* learners' lookups (py_attr_lookup.c).  _check_attr: AttributeError for a name absent
 * from dir() of obj's type (SL_OK otherwise); _callee: x.NAME about to be called on a value
 * whose type binds methods at call time: that error, or a property's value (the call then
 * raises "not callable"), or 1 (a method: resolved when called); _cls_name: the class name
 * Python's messages print for v. */
int lang_attr_check(lang_interp *I, const lang_value *obj, const char *name, sl_error *err);
/* dir() of one modelled type under one profile (the generated tables: the core's
 * py_dir_names.c, the layers' arr_dir_names*.c): names[k] is a tag letter then the name,
 * sorted in strcmp order of the names */
typedef struct lang_dir_table {
    const char *type;
    const char *const *names;
    int32_t n;
} lang_dir_table;
/* the tag letter of name in the table ('m', 'd', 'r'; py_attr_lookup.c), 0 when absent */
int lang_dir_table_find(const lang_dir_table *d, const char *name);
/* dir() of a modelled type under the profile: the core's tables (py_dir_names.c) for
 * Python's types, the type's dir_find for a layer's (ty non-NULL): 'm' for a name whose
 * fetch never raises, 'd' for a data descriptor, 0 when absent (also a name whose getter
 * raises AttributeError), -1 when the type has no table */
int lang_dir_lookup(const lang_type *ty, sl_ref ref, const char *tag, const char *name);
int lang_attr_callee(lang_interp *I, lang_value *obj, const char *name, lang_value **out, sl_error *err);
const char *lang_attr_cls_name(const lang_interp *I, const lang_value *v);

/* py_suggest.c: CPython 3.11's suggestion for an uncaught AttributeError / NameError.
 * _note_attr: after obj.name failed with rc (an AttributeError: remembered); _note_name:
 * a NameError for name raised in the current scope; lang_suggest: the name the traceback's
 * ". Did you mean: '...'?" offers for the uncaught error err, or NULL */
void py_suggest_note_attr(lang_interp *I, int rc, lang_value *obj, const char *name, const sl_error *err);
void py_suggest_note_name(lang_interp *I, const char *name);
const char *lang_suggest(lang_interp *I, const sl_error *err);
/* the name lists it looks through (py_builtin_names.c, generated by
 * scripts/gen_builtin_names.py from the reference interpreters): a script's module globals
 * as they start, the builtins dict's keys, dir() of a plain class, dir() of the standard-library
 * modules the language imports */
extern const char *const lang_module_dunders[];
extern const int32_t lang_module_dunders_n;
extern const char *const lang_builtin_names[];
extern const int32_t lang_builtin_names_n;
extern const char *const lang_plain_class_dir[];
extern const int32_t lang_plain_class_dir_n;
typedef struct lang_stdlib_dir {
    const char *path;
    const char *const *names;
    int32_t n;
} lang_stdlib_dir;
extern const lang_stdlib_dir lang_stdlib_dirs[];
extern const int32_t lang_stdlib_dirs_n;

/* dict(...) (py_dict_builtin.c) */
int lang_dict_builtin(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);

/* py_eval_stmt.c's statement helpers for py_eval_stmt.c / py_eval_stmt.c / py_eval_stmt.c: assign a
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
enum { DESCR_PROPERTY = 1, DESCR_STATIC, DESCR_CLASSMETHOD, DESCR_SUPER, DESCR_SETTER,
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

/* with statements (py_with.c): run one S_WITH */
int lang_with_exec(lang_interp *I, lang_node *s, sl_error *err);

#endif
