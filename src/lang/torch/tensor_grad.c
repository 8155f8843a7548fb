/*
 * tensor_grad.c — torch's grad mode: torch.no_grad and torch.is_grad_enabled().
 *
 * torch.no_grad() is a context manager (and a function decorator) that changes nothing
 * here: the evaluator refuses tensors that require grad, so every tensor already prints and
 * behaves as it does under no_grad.  What it changes is torch.is_grad_enabled(), False
 * inside a `with torch.no_grad():` block.  torch.no_grad (the class) and its instances are
 * objects of two types (lang_type, V_OBJECT): calling the class makes an instance; an
 * instance runs a with statement's body, or, called on a function (the decorator), gives
 * the function back, after which where grad mode is off is no longer tracked.
 */
#include "lang/python/py.h"

#include <string.h>

#include "lang/torch/tensor.h"

static int nograd_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    return lang_unsupported(err, "printing a no_grad object (its repr shows a memory address)");
}
static bool nograd_callable(const lang_value *v) { return true; }

static const lang_type NOGRAD_TYPE;

/* torch.no_grad(): an instance */
static int nograd_class_call(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "arguments to torch.no_grad()");
    CHECK_ALLOC(*out = lv_object(I, &NOGRAD_TYPE, NULL));
    return SL_OK;
}
/* `with torch.no_grad:` (the class itself) */
static int nograd_class_with(lang_interp *I, lang_value *cm, lang_node *s, sl_error *err) {
    return lang_py_error(err, "TypeError", "'type' object does not support the context manager protocol");
}
static const lang_type NOGRAD_CLASS_TYPE = {
    .name = "no_grad",
    .repr = nograd_repr,
    .call = nograd_class_call,
    .callable = nograd_callable,
    .with_exec = nograd_class_with,
};

/* @torch.no_grad() on a function: the function, run as it is (no autograd here) */
static int nograd_call(lang_interp *I, lang_value *f, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos != 1 || a->nkw || a->pos[0]->kind != V_USERFUNC)
        return lang_unsupported(err, "calling a torch.no_grad object on other than a function");
    lang_layers(I)->no_grad_decorated = true;
    *out = a->pos[0];
    return SL_OK;
}
static int nograd_with(lang_interp *I, lang_value *cm, lang_node *s, sl_error *err) {
    int rc;
    if (s->b) {
        lang_value *none = lv_none(I);
        CHECK_ALLOC(none);
        if ((rc = lang_assign(I, s->b, none, err))) return rc;
    }
    lang_layers(I)->no_grad_depth++;
    rc = lang_exec_block(I, s->items, s->nitems, err);
    lang_layers(I)->no_grad_depth--;
    return rc;
}
static const lang_type NOGRAD_TYPE = {
    .name = "no_grad",
    .repr = nograd_repr,
    .call = nograd_call,
    .callable = nograd_callable,
    .with_exec = nograd_with,
};

int lang_torch_no_grad(lang_interp *I, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_object(I, &NOGRAD_CLASS_TYPE, NULL));
    return SL_OK;
}

/* torch.is_grad_enabled(): False inside a with torch.no_grad() block; refused once a
 * function has been decorated with @torch.no_grad() (calls of it are not tracked) */
int lang_torch_is_grad_enabled(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "torch.is_grad_enabled() arguments");
    if (lang_layers(I)->no_grad_decorated) return lang_unsupported(err, "torch.is_grad_enabled() after @torch.no_grad() decorated a function");
    CHECK_ALLOC(*out = lv_bool(I, lang_layers(I)->no_grad_depth == 0));
    return SL_OK;
}
