/*
 * py_format_internal.h — what py_format.c (format(v, spec), %-formatting) shares with
 * py_str_format.c (str.format): formatting one value into a text buffer.
 */
#ifndef SL_LANG_PY_FORMAT_INTERNAL_H
#define SL_LANG_PY_FORMAT_INTERNAL_H

#include "lang/python/py.h"

/* format(v, spec) of the n-byte spec appended to o: CPython 3.11's format-spec
 * mini-language for ints, floats, strs and what a layer's type formats in its value's
 * place (lang_type.format_as); depth counts the unwrappings so far (0 from outside) */
int py_format_into(lang_interp *I, lang_buf *o, lang_value *v, const char *spec, int64_t n, int depth,
                   sl_error *err);

#endif
