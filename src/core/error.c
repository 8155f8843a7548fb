/*
 * error.c — the error record and status names.
 *
 * Errors are reported through a caller-owned sl_error: a status code, the Python
 * exception class the reference would raise, and its exact message.  Nothing here
 * keeps global state.
 */
#include "core/internal.h"

const char *sl_status_name(int status) {
    switch (status) {
    case SL_OK: return "SL_OK";
    case SL_ERR_PY: return "SL_ERR_PY";
    case SL_ERR_OVERFLOW: return "SL_ERR_OVERFLOW";
    case SL_ERR_SYNTAX: return "SL_ERR_SYNTAX";
    case SL_ERR_UNSUPPORTED: return "SL_ERR_UNSUPPORTED";
    case SL_ERR_LIMIT: return "SL_ERR_LIMIT";
    case SL_ERR_NOMEM: return "SL_ERR_NOMEM";
    case SL_ERR_ARG: return "SL_ERR_ARG";
    default: return "SL_ERR_UNKNOWN";
    }
}

void sl_error_clear(sl_error *err) {
    if (!err) return;
    err->code = SL_OK;
    err->type[0] = '\0';
    err->message[0] = '\0';
    err->offset = -1;
    err->line = err->col = 0;
}

const char *sl_error_type_name(const sl_error *err) {
    if (!err) return "Error";
    if (err->code == SL_ERR_UNSUPPORTED) return "Unsupported";
    if (err->type[0]) return err->type;
    switch (err->code) {
    case SL_ERR_SYNTAX: return "SyntaxError";
    case SL_ERR_OVERFLOW: return "OverflowError";
    case SL_ERR_LIMIT: return "LimitExceeded";
    case SL_ERR_NOMEM: return "MemoryError";
    case SL_ERR_ARG: return "ValueError";
    default: return "Error";
    }
}

int sl_error_set(sl_error *err, int code, const char *type, const char *fmt, ...) {
    if (!err) return code;
    err->code = code;
    snprintf(err->type, sizeof err->type, "%s", type ? type : "");
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    } else {
        err->message[0] = 0; /* no format: an empty message */
    }
    err->offset = -1;
    err->line = err->col = 0;
    return code;
}

int sl_error_overflow(sl_error *err, const char *what) {
    return sl_error_set(err, SL_ERR_OVERFLOW, "OverflowError",
                        "integer overflow: %s does not fit in 64 bits", what);
}

int sl_error_null_arg(sl_error *err, const char *func, const char *arg) {
    return sl_error_set(err, SL_ERR_ARG, "ValueError", "%s: argument '%s' is NULL", func, arg);
}

int sl_error_bad_count(sl_error *err, const char *func, const char *arg, int64_t n, int64_t max) {
    return sl_error_set(err, SL_ERR_ARG, "ValueError", "%s: argument '%s' is %lld, outside [0, %lld]",
                        func, arg, (long long)n, (long long)max);
}

int sl_add_i64(int64_t a, int64_t b, int64_t *out) {
    int64_t r;
    if (!out) return SL_ERR_ARG;
    if (sl_ovf_add(a, b, &r)) return SL_ERR_OVERFLOW;
    *out = r;
    return SL_OK;
}
int sl_sub_i64(int64_t a, int64_t b, int64_t *out) {
    int64_t r;
    if (!out) return SL_ERR_ARG;
    if (sl_ovf_sub(a, b, &r)) return SL_ERR_OVERFLOW;
    *out = r;
    return SL_OK;
}
int sl_mul_i64(int64_t a, int64_t b, int64_t *out) {
    int64_t r;
    if (!out) return SL_ERR_ARG;
    if (sl_ovf_mul(a, b, &r)) return SL_ERR_OVERFLOW;
    *out = r;
    return SL_OK;
}
