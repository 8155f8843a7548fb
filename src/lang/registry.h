/*
 * registry.h — the registration table of the object layers (registry.c): the types and
 * modules every entry point of the snippet language (sl_run_snippet*, sl_eval_chain)
 * gives the Python core when an interpreter starts.
 */
#ifndef STRIDELAB_LANG_REGISTRY_H
#define STRIDELAB_LANG_REGISTRY_H

#include "lang/python/py.h"

/* torch, numpy and the values of the arrays, torch and numpy layers */
extern const lang_registry lang_stridelab_registry;
/* the i-th attribute table of registry.c's types (torch.dtype), NULL past the last: for
 * the tests of their order */
struct lang_attr_defs;
const struct lang_attr_defs *lang_registry_attr_defs(int32_t i);

#endif
