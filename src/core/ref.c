/*
 * ref.c — the reference profiles: which torch and numpy versions are reproduced.
 *
 * A profile is a value (sl_ref), never a global: records carry it and the snippet
 * language takes one per run.  This table gives each its name (what `--ref` takes), the
 * versions it stands for and a one-line summary; the places whose behaviour differs
 * between the versions test the record's `ref` themselves.
 */
#include "core/internal.h"

static const sl_ref_info profiles[SL_REF_COUNT] = {
    {SL_REF_LESSONS, "lessons", "2.2.2", "2.2.6", "3.11",
     "torch 2.2.2 + numpy 2.2.6, what the lessons were run on (the default)"},
    {SL_REF_DEBIAN12, "debian12", "1.13", "1.24", "3.11",
     "torch 1.13 + numpy 1.24, Debian 12's python3-torch and python3-numpy"},
};

const sl_ref_info *sl_ref_get(sl_ref ref) {
    return (unsigned)ref < SL_REF_COUNT ? &profiles[ref] : NULL;
}

const char *sl_ref_traceback_name(sl_ref ref, const char *type) {
    /* numpy 2 moved AxisError and TooHardError to numpy.exceptions and numpy.core to numpy._core */
    static const struct {
        const char *name, *full[SL_REF_COUNT]; /* by profile: lessons, debian12 */
    } table[] = {
        {"AxisError", {"numpy.exceptions.AxisError", "numpy.AxisError"}},
        {"TooHardError", {"numpy.exceptions.TooHardError", "numpy.TooHardError"}},
        {"UFuncTypeError",
         {"numpy._core._exceptions._UFuncOutputCastingError", "numpy.core._exceptions._UFuncOutputCastingError"}},
    };
    if (!type || !sl_ref_get(ref)) return type;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (!strcmp(type, table[i].name)) return table[i].full[ref];
    return type;
}

int sl_ref_parse(const char *name, sl_ref *out, sl_error *err) {
    if (!name || !out) return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL argument");
    for (int k = 0; k < SL_REF_COUNT; k++)
        if (!strcmp(name, profiles[k].name)) {
            *out = profiles[k].ref;
            return SL_OK;
        }
    char known[128];
    sl_strbuf sb;
    sl_sb_init(&sb, known, sizeof known);
    for (int k = 0; k < SL_REF_COUNT; k++) sl_sb_printf(&sb, "%s%s", k ? ", " : "", profiles[k].name);
    return sl_error_set(err, SL_ERR_ARG, "ValueError",
                        "unknown reference profile '%.64s' (known: %s)", name, known);
}
