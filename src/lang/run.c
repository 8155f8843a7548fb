/*
 * run.c — the snippet entry points of the public API: sl_run_snippet, _ex and _opts run a
 * program with torch and numpy registered (registry.c) by the Python core's
 * lang_run_source.
 */
#include "lang/registry.h"

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
