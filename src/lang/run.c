/*
 * run.c — the snippet entry points of the public API: sl_run_snippet, _ex and _opts run a
 * program with torch and numpy registered (registry.c) by the Python core's
 * lang_run_source (sl_run_snippet_hint: with the uncaught error's suggestion); sl_run_traceback_name, the class name an uncaught exception prints.
 */
#include "lang/registry.h"

#include <stdlib.h>
#include <string.h>

int sl_run_snippet(const char *src, size_t len, void (*write)(void *user, const char *s, size_t n),
                   void *user, sl_error *err) {
    return sl_run_snippet_ex(src, len, write, user, NULL, err);
}

int sl_run_snippet_ex(const char *src, size_t len,
                      void (*write)(void *user, const char *s, size_t n), void *user,
                      const sl_run_limits *limits, sl_error *err) {
    sl_run_options o = {limits ? limits->max_steps : 0, limits ? limits->max_bytes : 0,
                        SL_REF_DEFAULT};
    return sl_run_snippet_opts(src, len, write, user, &o, err);
}

int sl_run_snippet_opts(const char *src, size_t len,
                        void (*write)(void *user, const char *s, size_t n), void *user,
                        const sl_run_options *opts, sl_error *err) {
    return lang_run_source(src, len, &lang_stridelab_registry, write, user, opts, err);
}

int sl_run_snippet_hint(const char *src, size_t len,
                        void (*write)(void *user, const char *s, size_t n), void *user,
                        const sl_run_options *opts, sl_error *err, char *suggestion,
                        size_t suggestion_size) {
    return lang_run_source_hint(src, len, &lang_stridelab_registry, write, user, opts, err, suggestion,
                                suggestion_size);
}

/* numpy 1.26.4 (a lessons program that imports torch) keeps numpy.core, where numpy 2.2.6
 * has numpy._core; its AxisError is numpy.exceptions' as in 2.2.6.  So only the ufunc
 * casting error of such a run is spelled as under debian12. */
const char *sl_run_traceback_name(sl_ref ref, const char *src, size_t len, const char *type) {
    if (ref != SL_REF_LESSONS || !src || !type || strcmp(type, "UFuncTypeError") || len > ((size_t)1 << 24))
        return sl_ref_traceback_name(ref, type);
    lang_interp *I = malloc(sizeof *I); /* lang_interp_init clears it */
    if (!I) return sl_ref_traceback_name(ref, type);
    lang_interp_init(I, src, (int64_t)len, NULL);
    lang_node *mod;
    sl_error e;
    bool torch = !lang_parse_module(&I->A, src, (int64_t)len, &mod, &e) && lang_imports_package(mod, "torch");
    lang_interp_free(I);
    free(I);
    return sl_ref_traceback_name(torch ? SL_REF_DEBIAN12 : ref, type);
}
