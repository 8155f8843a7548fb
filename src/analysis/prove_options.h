/*
 * analysis/prove_options.h — the one validation of a `prove` access's options, shared by
 * the command line flags (cli/cmd_prove.c) and the DLPack JSON descriptor
 * (sl_dlpack_json_access): the same value is accepted or refused, with the same rule,
 * whichever way it was given.  Not part of the public API.
 */
#ifndef STRIDELAB_PROVE_OPTIONS_H
#define STRIDELAB_PROVE_OPTIONS_H

#include "stridelab.h"

/* What a caller gave (the `has_*` flags say whether it was given at all). */
typedef struct sl_prove_options {
    bool has_storage_bytes;
    int64_t storage_bytes;   /* bytes [0, N) of the allocation are valid: N >= 0 */
    bool has_base_align;
    int64_t base_align;      /* the base address is a multiple of it: a power of two */
    bool has_align;
    int64_t align;           /* alignment each access needs: a power of two */
    bool has_vector_lanes;
    int64_t vector_lanes;    /* 1 .. SL_PROVE_MAX_LANES (the JSON's 0 = no vectors) */
    bool has_vector_dim;
    int64_t vector_dim;      /* -SL_MAX_DIMS .. SL_MAX_DIMS-1, only with vector lanes */
} sl_prove_options;

/* How the caller names each field in its messages: the flags ("--base-align") or the
 * JSON keys ("base_alignment"). */
typedef enum sl_prove_option_names { SL_PROVE_NAMES_FLAGS = 0, SL_PROVE_NAMES_JSON } sl_prove_option_names;

/* SL_OK, or SL_ERR_ARG with a ValueError naming the field and the rule it breaks
 * ("--base-align must be a power of two between 1 and 2^62, got 6"). */
int sl_prove_options_check(const sl_prove_options *o, sl_prove_option_names names, sl_error *err);

#endif
