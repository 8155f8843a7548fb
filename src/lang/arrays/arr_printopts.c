/*
 * arr_printopts.c — torch.set_printoptions and numpy.set_printoptions / get_printoptions:
 * the options arr_print.c formats with, kept per run in lang_interp.po.
 *
 * torch 1.13 (_tensor_str.py): a profile ("default", "short", "full"; any other string
 * changes nothing) sets precision, threshold, edgeitems and linewidth; then every option
 * given overrides it; sci_mode is assigned on every call (omitted = None = chosen by the
 * formatter).  torch does no checking at all (a wrong type fails later, while printing):
 * here precision, edgeitems and linewidth must be ints, threshold a number and sci_mode a
 * bool or None, or the call is refused.  edgeitems below 1 is refused in both libraries:
 * their summaries then take `a[-0:]`, the whole axis.
 *
 * numpy 1.24 (arrayprint.py): the options given replace the stored ones, with numpy's
 * checks and messages (floatmode, sign, threshold numeric and not NaN, precision an
 * integer); suppress is stored as its truth.  Supported values: precision, threshold,
 * edgeitems, linewidth, suppress; nanstr / infstr / sign / floatmode / legacy only at
 * their defaults and formatter None, else refused.  get_printoptions() returns the dict
 * in numpy's key order.  np.printoptions(...) is the context manager: entering it sets the
 * options (numpy's errors then) and binds get_printoptions(); leaving it, also by an
 * exception, restores the options it found.
 *
 * Precisions above 40 and line widths above 10^6 are refused (the formatting buffers are
 * sized for them).
 */
#include "lang/python/py.h"
#include "lang/arrays/arrays.h"

#include <math.h>

#define MAX_PRECISION 40
#define MAX_LINEWIDTH 1000000

void lang_printopts_reset(lang_printopts *po) {
    po->t_precision = 4, po->t_edgeitems = 3, po->t_linewidth = 80, po->t_sci = -1;
    po->t_threshold = 1000;
    po->np_precision = 8, po->np_edgeitems = 3, po->np_linewidth = 75;
    po->np_threshold = 1000;
    po->np_threshold_val = NULL;
    po->np_suppress = false;
}

static bool is_int(const lang_value *v) { return v->kind == V_INT || v->kind == V_BOOL; }
static bool is_number(const lang_value *v) { return v->kind == V_INT || v->kind == V_BOOL || v->kind == V_FLOAT; }

/* an int option within [lo, hi], or refused naming the function and the option */
static int int_option(const lang_value *v, const char *fn, const char *name, int64_t lo, int64_t hi,
                      int32_t *out, sl_error *err) {
    if (!is_int(v)) return lang_unsupported(err, "%s(%s=<%s>)", fn, name, lv_type_name(v));
    int64_t x = v->kind == V_BOOL ? v->u.b : v->u.i;
    if (x < lo || x > hi) return lang_unsupported(err, "%s(%s=%lld)", fn, name, (long long)x);
    *out = (int32_t)x;
    return SL_OK;
}

static int torch_set_printoptions(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"precision", "threshold", "edgeitems", "linewidth", "profile", "sci_mode"};
    lang_value *p[6];
    int rc = lang_bind(a, "torch.set_printoptions", PN, 6, 0, p, err);
    if (rc) return rc;
    for (int k = 0; k < 6; k++)
        if (p[k] && p[k]->kind == V_NONE) p[k] = NULL;
    lang_printopts po = lang_layers(I)->po;
    const char *fn = "torch.set_printoptions";
    if (p[4]) {
        if (p[4]->kind != V_STR) return lang_unsupported(err, "%s(profile=<%s>)", fn, lv_type_name(p[4]));
        const char *s = p[4]->u.str.s;
        bool dflt = !strcmp(s, "default"), shrt = !strcmp(s, "short"), full = !strcmp(s, "full");
        if (dflt || shrt || full) {
            po.t_precision = shrt ? 2 : 4;
            po.t_threshold = full ? INFINITY : 1000;
            po.t_edgeitems = shrt ? 2 : 3;
            po.t_linewidth = 80;
        }
    }
    if (p[0] && (rc = int_option(p[0], fn, "precision", 0, MAX_PRECISION, &po.t_precision, err))) return rc;
    if (p[1]) {
        if (!is_number(p[1])) return lang_unsupported(err, "%s(threshold=<%s>)", fn, lv_type_name(p[1]));
        if ((rc = lang_to_float(p[1], &po.t_threshold, err))) return rc;
        if (isnan(po.t_threshold)) return lang_unsupported(err, "%s(threshold=nan)", fn);
    }
    if (p[2] && (rc = int_option(p[2], fn, "edgeitems", 1, MAX_LINEWIDTH, &po.t_edgeitems, err))) return rc;
    if (p[3] && (rc = int_option(p[3], fn, "linewidth", 0, MAX_LINEWIDTH, &po.t_linewidth, err))) return rc;
    if (p[5] && p[5]->kind != V_BOOL) return lang_unsupported(err, "%s(sci_mode=<%s>)", fn, lv_type_name(p[5]));
    po.t_sci = p[5] ? p[5]->u.b : -1;
    lang_layers(I)->po = po;
    CHECK_ALLOC(*out = lv_none(I));
    return SL_OK;
}

static bool str_is(const lang_value *v, const char *s) { return v->kind == V_STR && !strcmp(v->u.str.s, s); }

static int np_set_printoptions(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"precision", "threshold", "edgeitems", "linewidth", "suppress", "nanstr",
                                     "infstr", "formatter", "sign", "floatmode", "legacy"};
    lang_value *p[11];
    if (a->npos > 10) /* legacy is keyword-only */
        return lang_py_error(err, "TypeError",
                             "set_printoptions() takes from 0 to 10 positional arguments but %d were given", a->npos);
    int rc = lang_bind(a, "numpy.set_printoptions", PN, 11, 0, p, err);
    if (rc) return rc;
    for (int k = 0; k < 11; k++)
        if (p[k] && p[k]->kind == V_NONE) p[k] = NULL;
    const char *fn = "numpy.set_printoptions";
    /* _make_options_dict's checks, in its order */
    lang_value *fm = p[9], *sign = p[8], *legacy = p[10];
    if (fm && !(str_is(fm, "fixed") || str_is(fm, "unique") || str_is(fm, "maxprec") || str_is(fm, "maxprec_equal")))
        return lang_py_error(err, "ValueError",
                             "floatmode option must be one of \"fixed\", \"unique\", \"maxprec\", \"maxprec_equal\"");
    if (sign && !(str_is(sign, "-") || str_is(sign, "+") || str_is(sign, " ")))
        return lang_py_error(err, "ValueError", "sign option must be one of ' ', '+', or '-'");
    if (legacy && !(legacy->kind == V_BOOL && !legacy->u.b))
        return lang_unsupported(err, "%s(legacy=...) other than False", fn);
    lang_printopts po = lang_layers(I)->po;
    if (p[1]) {
        if (!is_number(p[1])) return lang_py_error(err, "TypeError", "threshold must be numeric");
        if ((rc = lang_to_float(p[1], &po.np_threshold, err))) return rc;
        if (isnan(po.np_threshold))
            return lang_py_error(err, "ValueError",
                                 "threshold must be non-NAN, try sys.maxsize for untruncated representation");
        po.np_threshold_val = p[1];
    }
    if (p[0]) {
        if (!is_int(p[0])) return lang_py_error(err, "TypeError", "precision must be an integer");
        if ((rc = int_option(p[0], fn, "precision", 0, MAX_PRECISION, &po.np_precision, err))) return rc;
    }
    if (fm && !str_is(fm, "maxprec")) return lang_unsupported(err, "%s(floatmode='%s')", fn, fm->u.str.s);
    if (sign && !str_is(sign, "-")) return lang_unsupported(err, "%s(sign='%s')", fn, sign->u.str.s);
    if (p[5] && !str_is(p[5], "nan")) return lang_unsupported(err, "%s(nanstr=...) other than 'nan'", fn);
    if (p[6] && !str_is(p[6], "inf")) return lang_unsupported(err, "%s(infstr=...) other than 'inf'", fn);
    if (p[7]) return lang_unsupported(err, "%s(formatter=...)", fn);
    if (p[2] && (rc = int_option(p[2], fn, "edgeitems", 1, MAX_LINEWIDTH, &po.np_edgeitems, err))) return rc;
    if (p[3] && (rc = int_option(p[3], fn, "linewidth", 1, MAX_LINEWIDTH, &po.np_linewidth, err))) return rc;
    if (p[4]) po.np_suppress = lv_truthy(p[4]);
    lang_layers(I)->po = po;
    CHECK_ALLOC(*out = lv_none(I));
    return SL_OK;
}

static int np_printoptions(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err);

static int put(lang_interp *I, lang_value *d, const char *k, lang_value *v, sl_error *err) {
    lang_value *key = lv_strz(I, k);
    CHECK_ALLOC(key);
    CHECK_ALLOC(v);
    return lang_dict_put(I, d, key, v, err);
}

static int np_get_printoptions(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos || a->nkw)
        return lang_py_error(err, "TypeError", "get_printoptions() takes 0 positional arguments but %d were given",
                             a->npos + a->nkw);
    const lang_printopts *po = &lang_layers(I)->po;
    lang_value *d = lv_seq(I, V_DICT, 0);
    CHECK_ALLOC(d);
    int rc;
    if ((rc = put(I, d, "edgeitems", lv_int(I, po->np_edgeitems), err)) ||
        (rc = put(I, d, "threshold", po->np_threshold_val ? po->np_threshold_val : lv_int(I, 1000), err)) ||
        (rc = put(I, d, "floatmode", lv_strz(I, "maxprec"), err)) ||
        (rc = put(I, d, "precision", lv_int(I, po->np_precision), err)) ||
        (rc = put(I, d, "suppress", lv_bool(I, po->np_suppress), err)) ||
        (rc = put(I, d, "linewidth", lv_int(I, po->np_linewidth), err)) ||
        (rc = put(I, d, "nanstr", lv_strz(I, "nan"), err)) || (rc = put(I, d, "infstr", lv_strz(I, "inf"), err)) ||
        (rc = put(I, d, "sign", lv_strz(I, "-"), err)) || (rc = put(I, d, "formatter", lv_none(I), err)) ||
        (rc = put(I, d, "legacy", lv_bool(I, false), err)) ||
        (lang_layers(I)->numpy2 && (rc = put(I, d, "override_repr", lv_none(I), err)))) /* numpy 2.1's option */
        return rc;
    *out = d;
    return SL_OK;
}

int lang_printopts_torch_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "set_printoptions")) return torch_set_printoptions(I, a, out, err);
    return LANG_NOT_MINE;
}

int lang_printopts_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "set_printoptions")) return np_set_printoptions(I, a, out, err);
    if (!strcmp(name, "printoptions")) return np_printoptions(I, a, out, err);
    if (!strcmp(name, "get_printoptions")) return np_get_printoptions(I, a, out, err);
    return LANG_NOT_MINE;
}

/* np.printoptions(...): a context manager, contextlib's */
static int printopts_cm_repr(lang_interp *I, const lang_value *v, bool as_str, sl_strbuf *sb, sl_error *err) {
    return lang_unsupported(err, "repr() of np.printoptions() (it shows an address)");
}
static const char *printopts_cm_path(lang_interp *I, const lang_value *v) { return "contextlib._GeneratorContextManager"; }
static const lang_type PRINTOPTS_CM_TYPE = {
    .name = "_GeneratorContextManager",
    .repr = printopts_cm_repr,
    .type_path = printopts_cm_path,
    .with_exec = lang_printopts_with,
};

/* np.printoptions(*args, **kwargs): an object of PRINTOPTS_CM_TYPE holding a tuple
 * (positional tuple, keyword dict); the options are checked and set on entering the with
 * statement */
static int np_printoptions(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    lang_value *pos = lv_seq(I, V_TUPLE, a->npos), *kw = lv_seq(I, V_DICT, 0), *t = lv_seq(I, V_TUPLE, 2);
    CHECK_ALLOC(pos);
    CHECK_ALLOC(kw);
    CHECK_ALLOC(t);
    for (int32_t k = 0; k < a->npos; k++) pos->u.seq.v[k] = a->pos[k];
    int rc;
    for (int32_t k = 0; k < a->nkw; k++)
        if ((rc = put(I, kw, a->kwnames[k], a->kw[k], err))) return rc;
    t->u.seq.v[0] = pos, t->u.seq.v[1] = kw;
    CHECK_ALLOC(t = lv_object(I, &PRINTOPTS_CM_TYPE, t));
    *out = t;
    return SL_OK;
}

int lang_printopts_with(lang_interp *I, lang_value *cm, lang_node *s, sl_error *err) {
    const lang_value *args = cm->u.object.data, *pos = args->u.seq.v[0], *kw = args->u.seq.v[1];
    int32_t nkw = (int32_t)(kw->u.seq.n / 2);
    const char **names = lang_alloc_n(&I->A, (nkw + 1), sizeof *names);
    lang_value **vals = lang_alloc_n(&I->A, (nkw + 1), sizeof *vals);
    CHECK_ALLOC(names);
    CHECK_ALLOC(vals);
    for (int32_t k = 0; k < nkw; k++) names[k] = kw->u.seq.v[2 * k]->u.str.s, vals[k] = kw->u.seq.v[2 * k + 1];
    lang_args a = {pos->u.seq.v, (int32_t)pos->u.seq.n, names, vals, nkw};
    lang_printopts saved = lang_layers(I)->po;
    PY_GC_PIN(saved.np_threshold_val); /* restored after the body */
    lang_value *ignored, *opts;
    int rc = np_set_printoptions(I, &a, &ignored, err);
    if (rc) return rc;
    if ((rc = np_get_printoptions(I, &(lang_args){0}, &opts, err))) return rc;
    if (s->b && (rc = lang_assign(I, s->b, opts, err))) {
        lang_layers(I)->po = saved;
        return rc;
    }
    rc = lang_exec_block(I, s->items, s->nitems, err);
    lang_layers(I)->po = saved; /* the finally clause: restored on every way out */
    return rc;
}
