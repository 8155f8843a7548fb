/*
 * dtype.c — element types: itemsizes and the names torch and numpy print.
 *
 * One table row per dtype; torch lacks the unsigned types above uint8, numpy lacks
 * bfloat16 (their name entries are NULL).
 */
#include "core/internal.h"

typedef struct dtype_info {
    const char *torch;   /* "torch.float32" */
    const char *numpy;   /* "float32" */
    const char *legacy;  /* torch legacy type string used in expand's message */
    int64_t itemsize;
    unsigned char floating, complex, integral;
} dtype_info;

static const dtype_info table[SL_DTYPE_COUNT] = {
    [SL_BOOL] = {"torch.bool", "bool", "CPUBoolType", 1, 0, 0, 0},
    [SL_INT8] = {"torch.int8", "int8", "torch.CharTensor", 1, 0, 0, 1},
    [SL_UINT8] = {"torch.uint8", "uint8", "torch.ByteTensor", 1, 0, 0, 1},
    [SL_INT16] = {"torch.int16", "int16", "torch.ShortTensor", 2, 0, 0, 1},
    [SL_UINT16] = {NULL, "uint16", NULL, 2, 0, 0, 1},
    [SL_INT32] = {"torch.int32", "int32", "torch.IntTensor", 4, 0, 0, 1},
    [SL_UINT32] = {NULL, "uint32", NULL, 4, 0, 0, 1},
    [SL_INT64] = {"torch.int64", "int64", "torch.LongTensor", 8, 0, 0, 1},
    [SL_UINT64] = {NULL, "uint64", NULL, 8, 0, 0, 1},
    [SL_FLOAT16] = {"torch.float16", "float16", "torch.HalfTensor", 2, 1, 0, 0},
    [SL_BFLOAT16] = {"torch.bfloat16", NULL, "CPUBFloat16Type", 2, 1, 0, 0},
    [SL_FLOAT32] = {"torch.float32", "float32", "torch.FloatTensor", 4, 1, 0, 0},
    [SL_FLOAT64] = {"torch.float64", "float64", "torch.DoubleTensor", 8, 1, 0, 0},
    [SL_COMPLEX64] = {"torch.complex64", "complex64", "CPUComplexFloatType", 8, 0, 1, 0},
    [SL_COMPLEX128] = {"torch.complex128", "complex128", "CPUComplexDoubleType", 16, 0, 1, 0},
};

static bool valid(sl_dtype dt) { return (unsigned)dt < SL_DTYPE_COUNT; }

int64_t sl_dtype_itemsize(sl_dtype dt) { return valid(dt) ? table[dt].itemsize : 0; }
const char *sl_dtype_torch_name(sl_dtype dt) { return valid(dt) ? table[dt].torch : NULL; }
const char *sl_dtype_numpy_name(sl_dtype dt) { return valid(dt) ? table[dt].numpy : NULL; }
const char *sl_dtype_torch_legacy_name(sl_dtype dt) { return valid(dt) ? table[dt].legacy : NULL; }
bool sl_dtype_is_floating(sl_dtype dt) { return valid(dt) && table[dt].floating; }
bool sl_dtype_is_complex(sl_dtype dt) { return valid(dt) && table[dt].complex; }
bool sl_dtype_is_integral(sl_dtype dt, bool include_bool) {
    return valid(dt) && (table[dt].integral || (include_bool && dt == SL_BOOL));
}

/* Aliases both libraries accept, beyond the canonical names. */
static const struct { const char *name; sl_dtype dt; bool torch_only, numpy_only; } aliases[] = {
    {"float", SL_FLOAT32, true, false},   {"double", SL_FLOAT64, true, false},
    {"half", SL_FLOAT16, true, false},    {"long", SL_INT64, true, false},
    {"int", SL_INT32, true, false},       {"short", SL_INT16, true, false},
    {"cfloat", SL_COMPLEX64, true, false}, {"cdouble", SL_COMPLEX128, true, false},
    {"float_", SL_FLOAT64, false, true},  {"int_", SL_INT64, false, true},
    {"bool_", SL_BOOL, false, true},      {"double", SL_FLOAT64, false, true},
    {"single", SL_FLOAT32, false, true},  {"half", SL_FLOAT16, false, true},
    {"longlong", SL_INT64, false, true},  {"intc", SL_INT32, false, true},
    {"byte", SL_INT8, false, true},       {"ubyte", SL_UINT8, false, true},
    {"short", SL_INT16, false, true},     {"complex_", SL_COMPLEX128, false, true},
};

int sl_dtype_parse(const char *name, bool numpy, sl_dtype *out) {
    if (!name || !out) return SL_ERR_ARG;
    const char *n = name;
    if (strncmp(n, "torch.", 6) == 0) n += 6;
    else if (strncmp(n, "np.", 3) == 0) n += 3;
    else if (strncmp(n, "numpy.", 6) == 0) n += 6;
    for (int i = 0; i < SL_DTYPE_COUNT; i++) {
        const char *canon = numpy ? table[i].numpy : table[i].torch;
        if (!canon) continue;
        if (!numpy) canon += 6; /* skip "torch." */
        if (strcmp(n, canon) == 0) {
            *out = (sl_dtype)i;
            return SL_OK;
        }
    }
    for (size_t i = 0; i < SL_ARRAY_LEN(aliases); i++) {
        if ((numpy && aliases[i].torch_only) || (!numpy && aliases[i].numpy_only)) continue;
        if (strcmp(n, aliases[i].name) == 0) {
            *out = aliases[i].dt;
            return SL_OK;
        }
    }
    return SL_ERR_ARG;
}
