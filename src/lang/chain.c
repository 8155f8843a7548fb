/*
 * chain.c — sl_eval_chain: one chain expression, evaluated by the snippet
 * language with `torch`, `np` / `numpy`, `as_strided` and `sliding_window_view` bound,
 * exactly as if the expression followed `import torch; import numpy as np`.
 *
 * The result must be a tensor or an array.  Python exceptions come back as SL_ERR_PY;
 * syntax errors as SL_ERR_SYNTAX with err->offset / err->col at the offending character
 * (col is 1-based, offset 0-based, in bytes).  The per-op hook of sl_eval_chain_steps is
 * driven by the evaluator (py_eval.c, report_step).
 *
 * Storage identity (sl_eval_result.fresh_storage): every storage the language makes gets
 * a fresh range of fake addresses (arr_store.c, lang_storage_new), so the chain's first
 * allocation is the one at the address the interpreter starts from, and a result whose
 * storage (resolved through a window such as torch.from_numpy's) lies elsewhere was
 * allocated later.  The op that allocated it is found by watching the next free address
 * at every reported op: the first op after which it has passed the storage's address.
 */
#include "lang/registry.h"

#include "lang/arrays/arrays.h"

#include <stdlib.h>

static int bind_module(lang_interp *I, lang_scope *g, const char *name, const char *path,
                       sl_error *err) {
    lang_value *m = lv_new(I, V_MODULE);
    lang_var *v = lang_alloc(&I->A, sizeof *v);
    if (!m || !v) return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "out of memory");
    m->u.path = path;
    v->name = name;
    v->val = m;
    v->next = g->vars;
    g->vars = v;
    return SL_OK;
}

static int bind_func(lang_interp *I, lang_scope *g, const char *name, const char *qname,
                     sl_error *err) {
    lang_value *f = lv_new(I, V_FUNC);
    lang_var *v = lang_alloc(&I->A, sizeof *v);
    if (!f || !v) return sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "out of memory");
    f->u.func.name = qname;
    v->name = name;
    v->val = f;
    v->next = g->vars;
    g->vars = v;
    return SL_OK;
}

/* the ops after which the next free fake address had moved: (address after, op text) */
enum { MAX_ALLOC_MARKS = 1024 };
typedef struct alloc_mark {
    int64_t next_addr, src_offset, src_len;
} alloc_mark;

typedef struct chain_watch {
    lang_interp *I;
    sl_eval_step_fn fn;
    void *user;
    int64_t first_addr; /* the chain's first allocation */
    int64_t last_addr;
    int32_t n;
    alloc_mark marks[MAX_ALLOC_MARKS];
} chain_watch;

static void storage_identity(const chain_watch *w, int64_t first_addr, const lang_storage *st,
                             sl_eval_result *out);

/* Each step's value is given its storage identity too (fresh_storage, the op that
 * allocated it), so explain tells a view of a copy the op made (ravel of a non-contiguous
 * tensor: contiguous() then view) from a view of the input. */
static int watch_step(void *user, const sl_eval_step *step) {
    chain_watch *w = user;
    if (w->I->next_fake_addr != w->last_addr && w->n < MAX_ALLOC_MARKS) {
        w->last_addr = w->I->next_fake_addr;
        w->marks[w->n++] = (alloc_mark){w->last_addr, step->src_offset, step->src_len};
    }
    if (!w->fn) return SL_OK;
    if (!step->value || !w->I->step_storage) return w->fn(w->user, step);
    sl_eval_result v = *step->value;
    storage_identity(w, w->first_addr, w->I->step_storage, &v);
    sl_eval_step s = *step;
    s.value = &v;
    return w->fn(w->user, &s);
}

/* fills the storage-identity fields of `out` for a result over storage `st` */
static void storage_identity(const chain_watch *w, int64_t first_addr, const lang_storage *st,
                             sl_eval_result *out) {
    int64_t off = 0;
    out->storage_op_offset = out->storage_op_len = -1;
    if (!st) { /* no storage object (not made by this build): nothing to share */
        out->fresh_storage = true;
        return;
    }
    while (st->alias_of) { /* a window: its bytes are bytes of alias_of from alias_off on */
        off += st->alias_off;
        st = st->alias_of;
    }
    out->fresh_storage = st->fake_addr != first_addr;
    out->base_offset_bytes = out->fresh_storage ? 0 : off;
    if (!out->fresh_storage) return;
    for (int32_t k = 0; k < w->n; k++)
        if (w->marks[k].next_addr > st->fake_addr) {
            out->storage_op_offset = w->marks[k].src_offset;
            out->storage_op_len = w->marks[k].src_len;
            return;
        }
}

int sl_eval_chain_ref(const char *expr, sl_ref ref, sl_eval_step_fn fn, void *user,
                      sl_eval_result *out, sl_error *err) {
    sl_error local;
    if (!err) err = &local;
    sl_error_clear(err);
    if (!expr || !out) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL argument");
    if (!sl_ref_get(ref)) return sl_error_set(err, SL_ERR_ARG, NULL, "unknown reference profile %d", (int)ref);
    size_t len = strlen(expr);
    if (len > ((size_t)1 << 20)) return sl_error_set(err, SL_ERR_LIMIT, NULL, "expression longer than 1 MiB");
    lang_interp *I = malloc(sizeof *I); /* lang_interp_init clears it */
    if (!I) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    lang_interp_init(I, expr, (int64_t)len, &lang_stridelab_registry);
    I->ref = ref;
    /* a chain runs where its library loads: a torch chain beside numpy 1.26.4 under lessons */
    lang_layers(I)->numpy2 = ref == SL_REF_LESSONS && !strstr(expr, "torch");
    /* one expression: a smaller budget than a whole snippet */
    I->max_steps = 10000000;
    I->A.limit_bytes = (size_t)128 << 20;
    chain_watch *w = malloc(sizeof *w); /* marks[] is filled from 0 to n: not cleared */
    if (!w) {
        free(I);
        return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    }
    const int64_t first_addr = I->next_fake_addr;
    w->I = I;
    w->fn = fn;
    w->user = user;
    w->first_addr = w->last_addr = first_addr;
    w->n = 0;
    I->step_fn = watch_step;
    I->step_user = w;
    lang_node *e;
    int rc = lang_parse_expr(&I->A, expr, (int64_t)len, &e, err);
    if (!rc) {
        lang_scope *g = lang_alloc(&I->A, sizeof *g);
        if (!g) rc = sl_error_set(err, SL_ERR_LIMIT, "MemoryError", "out of memory");
        if (!rc) {
            I->globals = I->scope = g;
            if ((rc = bind_module(I, g, "torch", "torch", err)) ||
                (rc = bind_module(I, g, "numpy", "numpy", err)) ||
                (rc = bind_module(I, g, "np", "numpy", err)) ||
                (rc = bind_func(I, g, "as_strided", "numpy.lib.stride_tricks.as_strided", err)) ||
                (rc = bind_func(I, g, "sliding_window_view", "numpy.lib.stride_tricks.sliding_window_view", err))) {
            }
        }
        lang_value *v = NULL;
        if (!rc) rc = lang_eval(I, e, &v, err);
        if (!rc) {
            memset(out, 0, sizeof *out);
            if (v->kind == V_TENSOR) {
                out->tensor = lang_tv(v)->t;
                out->is_view = lang_tv(v)->base != NULL;
                storage_identity(w, first_addr, lang_tv(v)->st, out);
            } else if (v->kind == V_ARRAY) {
                out->is_numpy = true;
                out->array = lang_av(v)->a;
                out->is_view = lang_av(v)->base != NULL;
                storage_identity(w, first_addr, lang_av(v)->st, out);
            } else {
                rc = lang_unsupported(err, "the expression's value is a %s, not a tensor or array",
                                      lv_type_name(v));
            }
        }
    }
    if (rc && err->line == 0 && rc == SL_ERR_SYNTAX) err->line = 1;
    lang_interp_free(I);
    free(I);
    free(w);
    return rc;
}

int sl_eval_chain_steps(const char *expr, sl_eval_step_fn fn, void *user, sl_eval_result *out,
                        sl_error *err) {
    return sl_eval_chain_ref(expr, SL_REF_DEFAULT, fn, user, out, err);
}

int sl_eval_chain(const char *expr, sl_eval_result *out, sl_error *err) {
    return sl_eval_chain_ref(expr, SL_REF_DEFAULT, NULL, NULL, out, err);
}
