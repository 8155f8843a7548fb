/*
 * py_with.c — the with statement.
 *
 * `with M as T: body` runs as CPython 3.11 runs it: M's __enter__ (looked up on its class)
 * gives the value bound to T; after the body, __exit__(None, None, None), or, when the body
 * raised a Python exception, __exit__(type, value, traceback), whose true result swallows
 * the exception.  A return / break / continue leaving the body also calls __exit__.  The
 * traceback argument is an opaque object (printing it would show an address: refused).
 * Errors that end the run (refusals, limits) do not call __exit__.  A layer's context
 * manager runs the statement itself (lang_type.with_exec).
 */
#include "lang/python/py.h"

#include <string.h>

static int no_protocol(const lang_interp *I, sl_error *err, const lang_value *m, const char *extra) {
    return lang_py_error(err, "TypeError", "'%s' object does not support the context manager protocol%s",
                         lang_attr_cls_name(I, m), extra);
}

/* __exit__(*args) with the body's control flow (return / break) kept aside */
static int call_exit(lang_interp *I, lang_value *m, lang_value **args, lang_value **out, sl_error *err) {
    int flow = I->flow;
    lang_value *ret = I->ret;
    I->flow = FLOW_NONE;
    lang_args a = {.pos = args, .npos = 3};
    int rc = lang_class_call_method(I, m, "__exit__", &a, out, err);
    I->flow = flow;
    I->ret = ret;
    return rc;
}

int lang_with_exec(lang_interp *I, lang_node *s, sl_error *err) {
    lang_value *m, *ev;
    int rc;
    if ((rc = lang_eval(I, s->a, &m, err))) return rc;
    const lang_type *ty = lang_type_of(I, m);
    if (ty && ty->with_exec) return ty->with_exec(I, m, s, err); /* a layer's context manager */
    if (m->kind != V_INSTANCE || !lang_class_lookup(m->u.obj.cls, "__enter__")) return no_protocol(I, err, m, "");
    if (!lang_class_lookup(m->u.obj.cls, "__exit__")) return no_protocol(I, err, m, " (missed __exit__ method)");
    lang_args none = {0};
    if ((rc = lang_class_call_method(I, m, "__enter__", &none, &ev, err))) return rc;
    if (s->b && (rc = lang_assign(I, s->b, ev, err))) return rc;
    rc = lang_exec_block(I, s->items, s->nitems, err);
    lang_value *args[3], *r;
    if (rc == SL_OK) {
        for (int k = 0; k < 3; k++) CHECK_ALLOC(args[k] = lv_none(I));
        return call_exit(I, m, args, &r, err);
    }
    if (rc != SL_ERR_PY) return rc;
    /* the exception as an except clause would see it (py_eval.c exec_try) */
    lang_value *exc = lang_exc_from_error(I, err);
    CHECK_ALLOC(exc);
    if (lang_exc_message_cut(err, exc))
        return lang_unsupported(err, "an exception whose message is longer than %zu bytes in a with block",
                                sizeof err->message - 1);
    int raised_with_args = I->raised_with_args;
    exc->u.exc.noargs = raised_with_args >= 0 ? !raised_with_args : !err->message[0];
    sl_error saved = *err;
    CHECK_ALLOC(args[0] = lv_new(I, V_EXCTYPE));
    args[0]->u.path = exc->u.exc.type;
    args[1] = exc;
    CHECK_ALLOC(args[2] = lv_new(I, V_DESCR));
    args[2]->u.descr.which = DESCR_TRACEBACK;
    sl_error_clear(err);
    I->raised_with_args = -1;
    if ((rc = call_exit(I, m, args, &r, err))) return rc;
    bool swallow;
    if ((rc = lang_truth(I, r, &swallow, err))) return rc;
    if (swallow) return SL_OK;
    *err = saved;
    I->raised_with_args = raised_with_args;
    return SL_ERR_PY;
}
