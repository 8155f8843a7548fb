/*
 * py_profile.c — what a run's reference profile decides before the program starts.
 *
 * Under `lessons` the references are torch 2.2.2 and numpy 2.2.6, but torch 2.2.2 cannot
 * load numpy 2: a program that imports torch runs, in the lessons' environment, with numpy
 * 1.26.4 beside it (scripts/refprofile.py records it so).  So numpy's 2.x behaviours
 * (removed names, NEP 50, NEP 51 reprs, ...) apply under lessons only to programs that do
 * not import torch.  py_imports_torch answers that from the parsed program, as the
 * recorder does from Python's ast: an `import torch...` / `from torch... import` anywhere
 * (top level, inside def / try / if ...).  The walk is iterative over every node, so its
 * work is the size of the tree and it needs no recursion limit.  sl_run_traceback_name
 * names an uncaught exception's class as that run's numpy spells it.
 */
#include "lang/python/py.h"

#include <stdlib.h>
#include <string.h>

static bool names_torch(const char *module) {
    return module && !strncmp(module, "torch", 5) && (module[5] == '\0' || module[5] == '.');
}

bool py_imports_torch(const lang_node *root) {
    if (!root) return false;
    size_t cap = 256, n = 0;
    const lang_node **stack = malloc(cap * sizeof *stack);
    if (!stack) return false;
    bool found = false;
    stack[n++] = root;
    while (n && !found) {
        const lang_node *x = stack[--n];
        if (x->kind == S_IMPORT) {
            for (int32_t i = 0; i < x->nitems2 && !found; i++) found = names_torch(x->names[i]);
        } else if (x->kind == S_FROMIMPORT) {
            found = names_torch(x->name);
        }
        /* children: a, b, c, items, items2 */
        size_t need = n + 3 + (size_t)(x->nitems > 0 ? x->nitems : 0) + (size_t)(x->nitems2 > 0 && x->items2 ? x->nitems2 : 0);
        if (need > cap) {
            size_t ncap = cap;
            while (ncap < need) ncap *= 2;
            const lang_node **ns = realloc(stack, ncap * sizeof *stack);
            if (!ns) break;
            stack = ns;
            cap = ncap;
        }
        if (x->a) stack[n++] = x->a;
        if (x->b) stack[n++] = x->b;
        if (x->c) stack[n++] = x->c;
        for (int32_t i = 0; i < x->nitems; i++)
            if (x->items && x->items[i]) stack[n++] = x->items[i];
        if (x->items2)
            for (int32_t i = 0; i < x->nitems2; i++)
                if (x->items2[i]) stack[n++] = x->items2[i];
    }
    free(stack);
    return found;
}

/* numpy 1.26.4 (a lessons program that imports torch) keeps numpy.core, where numpy 2.2.6
 * has numpy._core; its AxisError is numpy.exceptions' as in 2.2.6.  So only the ufunc
 * casting error of such a run is spelled as under debian12. */
const char *sl_run_traceback_name(sl_ref ref, const char *src, size_t len, const char *type) {
    if (ref != SL_REF_LESSONS || !src || !type || strcmp(type, "UFuncTypeError") || len > ((size_t)1 << 24))
        return sl_ref_traceback_name(ref, type);
    lang_interp *I = calloc(1, sizeof *I);
    if (!I) return sl_ref_traceback_name(ref, type);
    lang_interp_init(I, src, (int64_t)len, NULL);
    lang_node *mod;
    sl_error e;
    bool torch = !lang_parse_module(&I->A, src, (int64_t)len, &mod, &e) && py_imports_torch(mod);
    lang_interp_free(I);
    free(I);
    return sl_ref_traceback_name(torch ? SL_REF_DEBIAN12 : ref, type);
}
