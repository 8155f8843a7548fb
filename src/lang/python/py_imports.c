/*
 * py_imports.c — whether a parsed program imports a package: an `import pkg...` or
 * `from pkg... import` anywhere (top level, inside def / try / if ...), as Python's ast
 * shows it.  The walk is iterative over every node, so its work is the size of the tree
 * and it needs no recursion limit.  The layers decide per-run state from it before the
 * program starts (lang_registry.program).
 */
#include "lang/python/py.h"

#include <stdlib.h>
#include <string.h>

/* module m is the package pkg or one of its submodules */
static bool names_package(const char *m, const char *pkg, size_t n) {
    return m && !strncmp(m, pkg, n) && (m[n] == '\0' || m[n] == '.');
}

bool lang_imports_package(const lang_node *root, const char *pkg) {
    size_t plen = strlen(pkg);
    if (!root) return false;
    size_t cap = 256, n = 0;
    const lang_node **stack = malloc(cap * sizeof *stack);
    if (!stack) return false;
    bool found = false;
    stack[n++] = root;
    while (n && !found) {
        const lang_node *x = stack[--n];
        if (x->kind == S_IMPORT) {
            for (int32_t i = 0; i < x->nitems2 && !found; i++) found = names_package(x->names[i], pkg, plen);
        } else if (x->kind == S_FROMIMPORT) {
            found = names_package(x->name, pkg, plen);
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
