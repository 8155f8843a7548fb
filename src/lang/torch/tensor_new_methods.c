/*
 * tensor_new_methods.c — Tensor.new_empty / new_zeros / new_ones / new_full / new_tensor
 * for the snippet language (torch 1.13 semantics): the torch factory of that name with
 * self's dtype unless dtype= is given.  The Tensor method dispatch is tensor_matmul.c's;
 * the factories themselves are reached through lang_torch_func_call (tensor_objects.c).
 */
#include "lang/python/py.h"
#include "lang/torch/tensor_internal.h"

#include <string.h>


/* t.new_zeros(size) & co: torch.zeros(size, dtype=t.dtype, ...) with the given kwargs */
int lang_torch_tensor_new(lang_interp *I, lang_value *t, const char *name, const lang_args *a, lang_value **out,
                      sl_error *err) {
    const char *fn = name + 4;
    bool has_dt = false;
    for (int32_t q = 0; q < a->nkw; q++) {
        const char *kn = a->kwnames[q];
        if (!strcmp(kn, "dtype")) has_dt = true;
        else if (strcmp(kn, "device") && strcmp(kn, "requires_grad"))
            return lang_unsupported(err, "Tensor.%s(%s=)", name, kn);
    }
    lang_args b = *a;
    if (!has_dt) {
        b.kwnames = lang_alloc_n(&I->A, (a->nkw + 1), sizeof *b.kwnames);
        b.kw = lang_alloc_n(&I->A, (a->nkw + 1), sizeof *b.kw);
        CHECK_ALLOC(b.kwnames);
        CHECK_ALLOC(b.kw);
        for (int32_t q = 0; q < a->nkw; q++) {
            b.kwnames[q] = a->kwnames[q];
            b.kw[q] = a->kw[q];
        }
        b.kwnames[a->nkw] = "dtype";
        lang_value *dv = lv_new(I, V_DTYPE);
        CHECK_ALLOC(dv);
        dv->u.object.code = TV(t)->t.dtype;
        b.kw[a->nkw] = dv;
        b.nkw++;
    }
    if (!strcmp(fn, "tensor")) {
        if (a->npos != 1) return lang_unsupported(err, "Tensor.new_tensor() arguments");
        if (a->pos[0]->kind == V_TENSOR || a->pos[0]->kind == V_ARRAY)
            return lang_unsupported(err, "Tensor.new_tensor() of a %s", lv_type_name(a->pos[0]));
    } else if (!strcmp(fn, "full")) {
        if (a->npos != 2) return lang_unsupported(err, "Tensor.new_full() arguments");
    }
    char q[32];
    snprintf(q, sizeof q, "torch.%s", fn);
    return lang_torch_func_call(I, q, &b, out, err);
}
