/*
 * arr_print.c — print(tensor) and print(ndarray) as torch 1.13 and numpy 1.24 do.
 *
 * torch (_tensor_str.py): one formatter over all values decides the element text — ints
 * as they are; floats in "int mode" (`0.`, `5.`) when every finite non-zero value is
 * integral, else fixed `%.4f`; scientific `%.4e` when the non-zero finite magnitudes
 * span more than 1000x, exceed 1e8, or (non-int mode) drop below 1e-4.  Every element is
 * right-aligned to the widest; rows hold floor((80 - indent) / (width + 2)) elements;
 * nested dims join with ",\n" (one extra blank line per extra dim) and indent by the
 * bracket depth after `tensor(`.  Non-default dtypes add `, dtype=torch.X`.  More than
 * 1000 elements are summarised like numpy's (below), the formatter fitted to the shown
 * values only.
 *
 * numpy (arrayprint.py, default options): ints right-aligned to the widest; floats use
 * one FloatingFormat over the shown values — positional (shortest round-trip digits
 * capped at 8 decimals, trailing zeros trimmed, the fraction padded on the right) unless
 * the non-zero finite magnitudes reach 1e8, fall below 1e-4 or span more than 1000x
 * (compared in the array's own precision), then scientific (unique digits capped at 8
 * decimals, every value given the longest fraction (Dragon4 continues with the exact
 * value's digits, so float32 1e-5 shows as 9.9999997e-06 next to a longer value), the
 * exponent zero-padded to the widest, at least two digits).  Rows wrap at 75 columns
 * (`linewidth`; repr loses one more to the closing suffix) with a hanging indent; more
 * than 1000 elements are summarised to the first and last three entries of each axis
 * longer than six around `...`.  `str` separates by ' ', `repr` by ', ' inside
 * `array(...)` with a dtype suffix for non-default dtypes.
 *
 * Complex values: numpy formats the real and the imaginary parts with one FloatingFormat
 * each (the imaginary one with sign='+') and puts the 'j' before the imaginary part's
 * padding; torch fits one _Formatter to each part and writes the imaginary part
 * unpadded after a '+' (unless it has a sign).  numpy float16 values use half-precision
 * shortest digits.
 *
 * The options of torch.set_printoptions and numpy.set_printoptions (arr_printopts.c) are
 * honoured: precision, threshold, edgeitems, linewidth, and torch's sci_mode or numpy's
 * suppress.  Refused with `unsupported: ...`: a summary that would still show
 * more than a million values (eight or more axes of six or more entries).
 */
#include "lang/python/py.h"
#include "lang/arrays/arrays.h"
#include "lang/numpy/ndarray.h"

#include <math.h>
#include <stdlib.h>

typedef struct pview {
    lang_interp *I;
    lang_storage *st;
    lang_lview v;
    bool numpy;
} pview;

/* a shown value: the number read, and a complex value's imaginary part (0 otherwise) */
typedef struct pnum {
    bool is_float;
    int64_t i;
    double f;
    double im;
} pnum;

/* Both libraries summarise above `threshold` elements (1000 by default) to the first and
 * last `edgeitems` (3) entries of every axis longer than 2 * edgeitems, and fit their
 * formatter to those shown values only (torch's get_summarized_data, numpy's
 * _leading_trailing).  The options are the run's (arr_printopts.c). */
#define PRINT_MAX_SHOWN 1000000

/* the shown values in row-major order over the shown shape; *summary says whether the
 * long axes were cut */
static int collect(pview *p, bool *summary, pnum **vals, int64_t *n, sl_error *err) {
    int64_t total;
    int rc = lang_numel(&p->v, &total, err);
    if (rc) return rc;
    const lang_printopts *po = &lang_layers(p->I)->po;
    const int64_t edge = p->numpy ? po->np_edgeitems : po->t_edgeitems;
    *summary = (double)total > (p->numpy ? po->np_threshold : po->t_threshold);
    int64_t cshape[SL_MAX_DIMS], shown = 1;
    for (int32_t d = 0; d < p->v.ndim; d++) {
        cshape[d] = *summary && p->v.shape[d] > 2 * edge ? 2 * edge : p->v.shape[d];
        shown *= cshape[d]; /* each factor <= 2e6 or the axis is short: no overflow */
        if (shown > PRINT_MAX_SHOWN && total > 0) /* a size-0 view shows nothing */
            return lang_unsupported(err, "printing more than %d %s elements", PRINT_MAX_SHOWN,
                                    p->numpy ? "array" : "tensor");
    }
    if (total == 0) shown = 0;
    *vals = lang_alloc_n(&p->I->A, shown + 1, sizeof(pnum));
    if (!*vals) return lang_nomem(err);
    int64_t cidx[SL_MAX_DIMS] = {0}, idx[SL_MAX_DIMS];
    for (int64_t k = 0; k < shown; k++) {
        for (int32_t d = 0; d < p->v.ndim; d++)
            idx[d] = cshape[d] < p->v.shape[d] && cidx[d] >= edge
                         ? p->v.shape[d] - (2 * edge - cidx[d]) : cidx[d];
        lang_num x;
        double im;
        if ((rc = lang_read_complex(p->I, p->st, &p->v, idx, &x, &im, err))) return rc;
        (*vals)[k] = (pnum){x.is_float, x.i, x.f, im};
        lang_next_index(cidx, cshape, p->v.ndim);
    }
    *n = shown;
    return SL_OK;
}

/* ------------------------------------------------------------------ torch == */

typedef struct tfmt {
    int kind; /* 0 int, 1 bool, 2 float int-mode, 3 float fixed, 4 float sci */
    int width;
    int precision;          /* PRINT_OPTS.precision: decimals of kinds 3 and 4 */
    int64_t edge, linewidth; /* PRINT_OPTS.edgeitems, .linewidth */
    bool imag;              /* formats the imaginary parts (pnum.im) */
    const struct tfmt *im;  /* complex: the imaginary parts' formatter (NULL otherwise) */
} tfmt;

static void tformat(const tfmt *f, pnum x, char *buf, size_t cap) {
    if (f->imag) x.f = x.im;
    switch (f->kind) {
    case 0: snprintf(buf, cap, "%lld", (long long)x.i); break;
    case 1: snprintf(buf, cap, "%s", x.i ? "True" : "False"); break;
    case 2:
        if (isnan(x.f)) snprintf(buf, cap, "nan");
        else if (isinf(x.f)) snprintf(buf, cap, x.f > 0 ? "inf" : "-inf");
        else snprintf(buf, cap, "%.0f.", x.f);
        break;
    case 3:
        if (isnan(x.f)) snprintf(buf, cap, "nan");
        else if (isinf(x.f)) snprintf(buf, cap, x.f > 0 ? "inf" : "-inf");
        else snprintf(buf, cap, "%.*f", f->precision, x.f);
        break;
    default:
        if (isnan(x.f)) snprintf(buf, cap, "nan");
        else if (isinf(x.f)) snprintf(buf, cap, x.f > 0 ? "inf" : "-inf");
        else snprintf(buf, cap, "%.*e", f->precision, x.f);
        break;
    }
}

/* room for "%.40f" of the largest double (torch's sci_mode=False on 1e308) */
#define TBUF 400

static void tformat_padded(const tfmt *f, pnum x, sl_strbuf *sb) {
    char buf[TBUF];
    tformat(f, x, buf, sizeof buf);
    int pad = f->width - (int)strlen(buf);
    sl_sb_printf(sb, "%*s%s", pad > 0 ? pad : 0, "", buf);
    if (f->im) {
        /* _val_formatter: the imaginary part unpadded with a 'j', after a '+' unless it
         * has its own sign */
        tformat(f->im, x, buf, sizeof buf);
        sl_sb_printf(sb, "%s%sj", buf[0] == '-' || buf[0] == '+' ? "" : "+", buf);
    }
}

/* torch's _Formatter over the shown values (their imaginary parts when f->imag); sci:
 * PRINT_OPTS.sci_mode (-1 None) */
static void tfmt_fit(tfmt *f, sl_dtype dt, const pnum *vals, int64_t n, int sci) {
    bool int_mode = false, override = false;
    if (dt == SL_BOOL) f->kind = 1;
    else if (sl_dtype_is_integral(dt, false)) f->kind = 0;
    else {
        bool any = false;
        int_mode = true;
        double mx = 0, mn = 0;
        for (int64_t k = 0; k < n; k++) {
            double x = f->imag ? vals[k].im : vals[k].f;
            if (!isfinite(x) || x == 0) continue;
            double ax = fabs(x);
            if (!any) mx = mn = ax;
            if (ax > mx) mx = ax;
            if (ax < mn) mn = ax;
            any = true;
            if (x != ceil(x)) int_mode = false;
        }
        if (int_mode) f->kind = any && (mx / mn > 1000.0 || mx > 1.0e8) ? 4 : 2;
        else f->kind = mx / mn > 1000.0 || mx > 1.0e8 || mn < 1.0e-4 ? 4 : 3;
        /* a set sci_mode replaces the formatter's choice after the widths are measured;
         * a formatter with no non-zero finite value returns before it looks */
        override = any && sci >= 0;
    }
    /* torch measures the width over the non-zero finite values only (all values
     * for integer dtypes), starting from 1 */
    f->width = 1;
    for (int64_t k = 0; k < n; k++) {
        double x = f->imag ? vals[k].im : vals[k].f;
        if (f->kind >= 2 && (!isfinite(x) || x == 0)) continue;
        char buf[TBUF];
        tformat(f, vals[k], buf, sizeof buf);
        if ((int)strlen(buf) > f->width) f->width = (int)strlen(buf);
    }
    if (override) f->kind = sci ? 4 : int_mode ? 2 : 3;
}

/* _tensor_str_with_formatter: a summarised axis shows its first and last three entries
 * around an ellipsis, which in a row is one more element " ..." (unpadded, counted in
 * the elements per line) and between slices one more slice "..." */
static void tensor_rec(const tfmt *f, const pnum *vals, const int64_t *shape, int32_t ndim,
                       bool summary, int32_t d, int64_t *pos, int indent, sl_strbuf *sb) {
    if (ndim == 0) {
        tformat_padded(f, vals[(*pos)++], sb);
        return;
    }
    const int64_t edge = f->edge;
    bool cut = summary && shape[d] > 2 * edge;
    int64_t nitems = cut ? 2 * edge + 1 : shape[d];
    sl_sb_printf(sb, "[");
    if (d == ndim - 1) {
        int64_t per_line = (f->linewidth - indent) / (f->width + 2 + (f->im ? f->im->width + 1 : 0));
        if (per_line < 1) per_line = 1;
        for (int64_t i = 0; i < nitems; i++) {
            if (i) {
                if (i % per_line == 0) sl_sb_printf(sb, ",\n%*s", indent + 1, "");
                else sl_sb_printf(sb, ", ");
            }
            if (cut && i == edge) sl_sb_printf(sb, " ...");
            else tformat_padded(f, vals[(*pos)++], sb);
        }
        sl_sb_printf(sb, "]");
        return;
    }
    for (int64_t i = 0; i < nitems; i++) {
        if (i) {
            sl_sb_printf(sb, ",");
            for (int32_t k = 0; k < ndim - d - 1; k++) sl_sb_printf(sb, "\n");
            sl_sb_printf(sb, "%*s", indent + 1, "");
        }
        if (cut && i == edge) sl_sb_printf(sb, "...");
        else tensor_rec(f, vals, shape, ndim, summary, d + 1, pos, indent + 1, sb);
    }
    sl_sb_printf(sb, "]");
}

int lang_tensor_repr(lang_interp *I, const lang_value *t, sl_strbuf *sb, sl_error *err) {
    const sl_tensor *tt = &lang_tv(t)->t;
    sl_dtype dt = tt->dtype;
    pview p = {I, lang_tv(t)->st, {0}, false};
    lang_lview_of_tensor(tt, &p.v);
    pnum *vals;
    int64_t n = 0;
    bool summary = false;
    int rc = collect(&p, &summary, &vals, &n, err);
    if (rc) return rc;
    bool default_dt = dt == SL_FLOAT32 || dt == SL_INT64 || dt == SL_BOOL || dt == SL_COMPLEX64;
    size_t start = sb->len;
    sl_sb_printf(sb, "tensor(");
    if (n == 0) {
        sl_sb_printf(sb, "[]");
        if (!(tt->layout.ndim == 1)) {
            sl_sb_printf(sb, ", size=");
            sl_sb_tuple(sb, tt->layout.size, tt->layout.ndim);
        }
    } else {
        const lang_printopts *po = &lang_layers(I)->po;
        tfmt f = {0}, fi = {0};
        f.precision = fi.precision = po->t_precision;
        f.edge = fi.edge = po->t_edgeitems;
        f.linewidth = fi.linewidth = po->t_linewidth;
        bool cplx = sl_dtype_is_complex(dt);
        sl_dtype part = dt == SL_COMPLEX64 ? SL_FLOAT32 : dt == SL_COMPLEX128 ? SL_FLOAT64 : dt;
        tfmt_fit(&f, part, vals, n, po->t_sci);
        if (cplx) {
            fi.imag = true;
            tfmt_fit(&fi, part, vals, n, po->t_sci);
            f.im = &fi;
        }
        int64_t pos = 0;
        tensor_rec(&f, vals, tt->layout.size, tt->layout.ndim, summary, 0, &pos, 7, sb);
    }
    /* an empty tensor has no values to show its type: every non-float32 dtype is named.
     * torch puts a suffix on a new line when the last line would pass 80 columns,
     * measuring that line as len - rfind('\n') + 1 (so 2 more than its length when
     * there is no newline) */
    if (!default_dt || (n == 0 && dt != SL_FLOAT32)) {
        char suffix[64];
        snprintf(suffix, sizeof suffix, "dtype=%s", sl_dtype_torch_name(dt));
        size_t nl = (size_t)-1;
        for (size_t k = start; k < sb->len; k++)
            if (sb->buf[k] == '\n') nl = k;
        int64_t last = nl == (size_t)-1 ? (int64_t)(sb->len - start) + 2 : (int64_t)(sb->len - nl) + 1;
        if (last + (int64_t)strlen(suffix) + 2 > lang_layers(I)->po.t_linewidth) sl_sb_printf(sb, ",\n       %s", suffix);
        else sl_sb_printf(sb, ", %s", suffix);
    }
    sl_sb_printf(sb, ")");
    return SL_OK;
}

/* ------------------------------------------------------------------ numpy == */


/* a '+' before a number without a minus sign (numpy's sign='+', the imaginary parts) */
static void plus_sign(char *buf, size_t cap) {
    size_t l = strlen(buf);
    if (buf[0] == '-' || l + 2 > cap) return;
    memmove(buf + 1, buf, l + 1);
    buf[0] = '+';
}

/* shortest round-trip digits of x (in its float kind fk), positional, at most `prec`
 * decimals (the precision option, 8 by default), trailing zeros trimmed, keeping the
 * point: "0.1", "5.", "-0.33333333";
 * plus: "+" before non-negative values.  exact_int: the digits go on at least to the
 * ones place (the element text, which numpy makes with min_digits=0: float32 67108872
 * and float16 65504 print whole, where their shortest digits are 67108870 / 65500) */
static void np_positional_digits(double x, int fk, int prec, bool exact_int, char *buf, size_t cap);
static void np_positional(double x, int fk, int prec, bool plus, bool exact_int, char *buf, size_t cap) {
    np_positional_digits(x, fk, prec, exact_int, buf, cap);
    if (plus) plus_sign(buf, cap);
}

static void np_positional_digits(double x, int fk, int prec, bool exact_int, char *buf, size_t cap) {
    char tmp[400];
    if (x == 0) {
        snprintf(buf, cap, signbit(x) ? "-0." : "0.");
        return;
    }
    char dg[24];
    int ex, nd = lang_shortest_digits(x, fk, dg, &ex);
    int frac = nd - 1 - ex; /* decimals the shortest form needs */
    if (exact_int && nd <= ex && x == floor(x) && fabs(x) < 1e17) {
        /* the shortest digits stop before the ones place: an integer (its spacing is 2 or
         * more), written out exactly */
        snprintf(buf, cap, "%.0f.", x);
        return;
    }
    if (frac > prec) {
        /* more than prec decimals: round the value to prec, then trim */
        snprintf(tmp, sizeof tmp, "%.*f", prec, x);
    } else {
        int o = 0;
        if (x < 0) tmp[o++] = '-';
        if (ex < 0) {
            tmp[o++] = '0';
            tmp[o++] = '.';
            for (int k = 0; k < -ex - 1; k++) tmp[o++] = '0';
            for (int k = 0; k < nd; k++) tmp[o++] = dg[k];
        } else {
            for (int k = 0; k <= ex && o < 380; k++) tmp[o++] = k < nd ? dg[k] : '0';
            tmp[o++] = '.';
            for (int k = ex + 1; k < nd; k++) tmp[o++] = dg[k];
        }
        tmp[o] = '\0';
    }
    /* trim zeros after the point, keep the point */
    char *dot = strchr(tmp, '.');
    if (!dot) {
        size_t l = strlen(tmp);
        tmp[l] = '.';
        tmp[l + 1] = '\0';
    } else {
        size_t l = strlen(tmp);
        while (l > 0 && tmp[l - 1] == '0' && &tmp[l - 1] > dot) tmp[--l] = '\0';
    }
    snprintf(buf, cap, "%s", tmp);
}

/* numpy's dragon4_scientific in 'unique' mode capped at `prec` decimals (8 by default):
 * the shortest round-trip digits (rounded to prec + 1 significant when they need more), trailing zeros
 * trimmed, then zero-padded to `min_frac` decimals; the exponent has a sign and at
 * least `exp_digits` (>= 2) digits: "1.e-05", "1.50e+100", "-0.e+00". */
static void np_scientific_digits(double x, int fk, int prec, int min_frac, int exp_digits, char *buf, size_t cap);
static void np_scientific(double x, int fk, int prec, bool plus, int min_frac, int exp_digits, char *buf,
                          size_t cap) {
    np_scientific_digits(x, fk, prec, min_frac, exp_digits, buf, cap);
    if (plus) plus_sign(buf, cap);
}

static void np_scientific_digits(double x, int fk, int prec, int min_frac, int exp_digits, char *buf, size_t cap) {
    char dg[64];
    int ex = 0, nd = 1;
    if (x == 0) {
        dg[0] = '0';
    } else {
        nd = lang_shortest_digits(x, fk, dg, &ex);
        if (nd > prec + 1) {
            char tmp[96];
            snprintf(tmp, sizeof tmp, "%.*e", prec, fabs(x));
            nd = 0;
            const char *p = tmp;
            for (; *p && *p != 'e'; p++)
                if (*p >= '0' && *p <= '9') dg[nd++] = *p;
            ex = atoi(p + 1);
            while (nd > 1 && dg[nd - 1] == '0') nd--;
        }
        if (nd - 1 < min_frac && min_frac <= 16) {
            /* more decimals than the shortest form has: Dragon4 goes on with the exact
             * value's digits (float32 1e-5 becomes 9.9999997e-06 at 7 decimals) */
            char tmp[64];
            snprintf(tmp, sizeof tmp, "%.*e", min_frac, fabs(x));
            nd = 0;
            const char *p = tmp;
            for (; *p && *p != 'e'; p++)
                if (*p >= '0' && *p <= '9') dg[nd++] = *p;
            ex = atoi(p + 1);
        }
    }
    char m[48];
    int o = 0;
    if (signbit(x)) m[o++] = '-';
    m[o++] = dg[0];
    m[o++] = '.';
    for (int k = 1; k < nd; k++) m[o++] = dg[k];
    for (int k = nd - 1; k < min_frac && o < 40; k++) m[o++] = '0';
    m[o] = '\0';
    int ed = exp_digits < 2 ? 2 : exp_digits > 4 ? 4 : exp_digits; /* |exponent| < 400 */
    snprintf(buf, cap, "%.47se%c%0*d", m, ex < 0 ? '-' : '+', ed, ex < 0 ? -ex : ex);
}

typedef struct nfmt {
    int kind; /* 0 int, 1 bool, 2 float positional, 3 float scientific */
    int fk;    /* LANG_FP64 / FP32 / FP16: the format whose shortest digits are printed */
    bool plus; /* sign='+': the imaginary parts of complex values */
    bool imag; /* formats the imaginary parts (pnum.im) */
    int pad_left, pad_right; /* float: widths of the integer part / of what follows the point */
    int precision, exp_size; /* scientific: decimals and exponent digits */
    int prec;                /* the precision option: the most decimals shown */
    bool suppress;           /* the suppress option: small values never go scientific */
    int width;               /* int, bool */
} nfmt;

static void nformat(const nfmt *f, pnum x, sl_strbuf *sb) {
    char buf[480];
    if (f->kind == 0) {
        snprintf(buf, sizeof buf, "%lld", (long long)x.i);
        sl_sb_printf(sb, "%*s", f->width, buf);
    } else if (f->kind == 1) {
        /* numpy writes True as " True" in arrays, so bools are 5 wide */
        sl_sb_printf(sb, "%*s", f->width, x.i ? " True" : "False");
    } else {
        double v = f->imag ? x.im : x.f;
        if (isnan(v) || isinf(v)) {
            snprintf(buf, sizeof buf, "%s%s", f->plus && !(isinf(v) && v < 0) ? "+" : "",
                     isnan(v) ? "nan" : v > 0 ? "inf" : "-inf");
            sl_sb_printf(sb, "%*s", f->pad_left + 1 + f->pad_right, buf);
            return;
        }
        if (f->kind == 3) np_scientific(v, f->fk, f->prec, f->plus, f->precision, f->exp_size, buf, sizeof buf);
        else np_positional(v, f->fk, f->prec, f->plus, true, buf, sizeof buf);
        const char *dot = strchr(buf, '.');
        int il = (int)(dot - buf), fl = (int)strlen(dot + 1);
        sl_sb_printf(sb, "%*s%s%*s", f->pad_left - il, "", buf, f->kind == 3 ? 0 : f->pad_right - fl, "");
    }
}

/* numpy's FloatingFormat.fillFormat: scientific when the non-zero finite magnitudes
 * reach 1e8, or (unless suppress) go below 1e-4 or span more than 1000x (compared in
 * the array's own precision); the widths come from a first pass over every finite
 * value. */
#define FVAL(k) (f->imag ? vals[k].im : vals[k].f)
static void float_format(nfmt *f, const pnum *vals, int64_t n) {
    double mx = 0, mn = 0;
    bool any = false;
    for (int64_t k = 0; k < n; k++) {
        double v = fabs(FVAL(k));
        if (!isfinite(v) || v == 0) continue;
        if (!any) mx = mn = v;
        if (v > mx) mx = v;
        if (v < mn) mn = v;
        any = true;
    }
    bool sci;
    if (f->fk == LANG_FP16)
        /* float16 compares in float16: max_val/min_val may overflow to inf, 1e-4 is the
         * half 1.0001659e-4 */
        sci = any && (!f->suppress && (mn < lang_half_round(1.e-4) || lang_half_round(mx / mn) > 1000.0));
    else if (f->fk == LANG_FP32)
        sci = any && ((float)mx >= 1.e8f || (!f->suppress && ((float)mn < 1.e-4f || (float)(mx / mn) > 1000.0f)));
    else
        sci = any && (mx >= 1.e8 || (!f->suppress && (mn < 1.e-4 || mx / mn > 1000.0)));
    f->kind = sci ? 3 : 2;
    bool any_finite = false;
    for (int64_t k = 0; k < n; k++) {
        if (!isfinite(FVAL(k))) continue;
        char buf[480];
        if (sci) np_scientific(FVAL(k), f->fk, f->prec, f->plus, 0, 2, buf, sizeof buf);
        else np_positional(FVAL(k), f->fk, f->prec, f->plus, false, buf, sizeof buf);
        const char *dot = strchr(buf, '.'), *e = strchr(buf, 'e');
        int il = (int)(dot - buf);
        int fl = sci ? (int)(e - dot - 1) : (int)strlen(dot + 1);
        if (il > f->pad_left) f->pad_left = il;
        if (fl > f->pad_right) f->pad_right = fl;
        if (sci && (int)strlen(e + 2) > f->exp_size) f->exp_size = (int)strlen(e + 2);
        any_finite = true;
    }
    if (sci) {
        f->precision = f->pad_right;
        f->pad_right = f->exp_size + 2 + f->precision;
    }
    if (!any_finite) f->pad_left = f->pad_right = 0;
    /* nan / inf / -inf right-aligned in the same width */
    for (int64_t k = 0; k < n; k++)
        if (!isfinite(FVAL(k))) {
            int w = f->plus || !(isnan(FVAL(k)) || FVAL(k) > 0) ? 4 : 3;
            if (w - 1 - f->pad_right > f->pad_left) f->pad_left = w - 1 - f->pad_right;
        }
}
#undef FVAL

/* numpy's _formatArray, written straight into the output: nested brackets; a row
 * wraps before a word that would pass `width` (unless the line holds only its hanging
 * indent); `hang` is the hanging indent of continuation lines.  Summarised axes show
 * their first and last three entries around "...". */
typedef struct npctx {
    const nfmt *f;
    const nfmt *fi;          /* complex: the imaginary parts' format (NULL otherwise) */
    const pnum *vals;    /* the shown values, row-major over the shown shape */
    const int64_t *shape;    /* the array's shape */
    int32_t ndim;
    bool summary;            /* more than 1000 elements: axes longer than 6 are cut */
    const char *sep;
    int64_t pos;
    int64_t edge;            /* the edgeitems option */
    const char *const *words; /* the elements already written (structured arrays), or NULL */
} npctx;

static void sb_spaces(sl_strbuf *sb, int n) { sl_sb_printf(sb, "%*s", n > 0 ? n : 0, ""); }

/* one element: a complex value is its real part then its imaginary part with the 'j'
 * put before the imaginary part's padding (ComplexFloatingFormat) */
static void np_word(const nfmt *f, const nfmt *fi, pnum x, sl_strbuf *w) {
    nformat(f, x, w);
    if (!fi) return;
    char ib[512];
    sl_strbuf b;
    sl_sb_init(&b, ib, sizeof ib);
    nformat(fi, x, &b);
    size_t e = b.len;
    while (e > 0 && ib[e - 1] == ' ') e--;
    sl_sb_printf(w, "%.*sj%s", (int)e, ib, ib + e);
}

static void np_rec(npctx *c, int32_t axis, int hang, int width, sl_strbuf *out) {
    int64_t n = c->shape[axis];
    bool cut = c->summary && n > 2 * c->edge;
    int64_t shown = cut ? 2 * c->edge : n;
    size_t seplen = strlen(c->sep), sepr = seplen;
    while (sepr > 0 && c->sep[sepr - 1] == ' ') sepr--;
    sl_sb_printf(out, "[");
    if (c->ndim - axis == 1) {
        int elem_width = width - 1; /* max(len(separator.rstrip()), len(']')) is 1 */
        char lbuf[1024];
        sl_strbuf line;
        sl_sb_init(&line, lbuf, sizeof lbuf);
        sb_spaces(&line, hang);
        bool first_line = true;
        int64_t nwords = shown + (cut ? 1 : 0);
        for (int64_t i = 0; i < nwords; i++) {
            char wbuf[512];
            sl_strbuf w;
            sl_sb_init(&w, wbuf, sizeof wbuf);
            if (cut && i == c->edge) sl_sb_printf(&w, "...");
            else if (c->words) sl_sb_printf(&w, "%s", c->words[c->pos++]);
            else np_word(c->f, c->fi, c->vals[c->pos++], &w);
            if ((int)(line.len + w.len) > elem_width && (int)line.len > hang) {
                size_t l = line.len;
                while (l > 0 && line.buf[l - 1] == ' ') l--;
                size_t skip = first_line ? (size_t)hang : 0;
                sl_sb_printf(out, "%.*s\n", (int)(l - skip), line.buf + skip);
                first_line = false;
                sl_sb_init(&line, lbuf, sizeof lbuf);
                sb_spaces(&line, hang);
            }
            sl_sb_printf(&line, "%s", wbuf);
            if (i + 1 < nwords) sl_sb_printf(&line, "%s", c->sep);
        }
        size_t skip = first_line ? (size_t)hang : 0;
        sl_sb_printf(out, "%s", line.buf + (line.len >= skip ? skip : line.len));
    } else {
        for (int64_t i = 0; i < shown; i++) {
            if (i) sb_spaces(out, hang);
            np_rec(c, axis + 1, hang + 1, width - 1, out);
            if (i + 1 < shown) {
                sl_sb_printf(out, "%.*s", (int)sepr, c->sep);
                for (int32_t k = 0; k < c->ndim - axis - 1; k++) sl_sb_printf(out, "\n");
            }
            if (cut && i + 1 == c->edge) {
                sb_spaces(out, hang);
                sl_sb_printf(out, "...%.*s", (int)sepr, c->sep);
                for (int32_t k = 0; k < c->ndim - axis - 1; k++) sl_sb_printf(out, "\n");
            }
        }
    }
    sl_sb_printf(out, "]");
}

int lang_np_repr(lang_interp *I, const lang_value *a, sl_strbuf *sb, bool as_str, sl_error *err) {
    const sl_array *x = &lang_av(a)->a;
    sl_dtype dt = x->dtype;
    bool cplx = sl_dtype_is_complex(dt);
    if (dt != SL_FLOAT32 && dt != SL_FLOAT64 && dt != SL_FLOAT16 && dt != SL_BOOL && !cplx &&
        !sl_dtype_is_integral(dt, false))
        return lang_unsupported(err, "printing a %s array", sl_dtype_numpy_name(dt));
    pview p = {I, lang_av(a)->st, {0}, true};
    lang_lview_of_array(x, &p.v);
    pnum *vals;
    int64_t n = 0;
    bool summary = false;
    int rc = collect(&p, &summary, &vals, &n, err);
    if (rc) return rc;
    bool default_dt = dt == SL_FLOAT64 || dt == SL_INT64 || dt == SL_BOOL || dt == SL_COMPLEX128;
    const lang_printopts *po = &lang_layers(I)->po;
    nfmt f = {0}, fi = {0};
    f.prec = fi.prec = po->np_precision;
    f.suppress = fi.suppress = po->np_suppress;
    f.kind = dt == SL_BOOL ? 1 : sl_dtype_is_floating(dt) || cplx ? 2 : 0;
    f.fk = dt == SL_FLOAT32 || dt == SL_COMPLEX64 ? LANG_FP32 : dt == SL_FLOAT16 ? LANG_FP16 : LANG_FP64;
    if (f.kind == 2) {
        float_format(&f, vals, n);
        if (cplx) {
            fi.kind = 2, fi.fk = f.fk, fi.plus = fi.imag = true;
            float_format(&fi, vals, n);
        }
    } else {
        for (int64_t k = 0; k < n; k++) {
            char buf[32];
            if (f.kind == 0) snprintf(buf, sizeof buf, "%lld", (long long)vals[k].i);
            else snprintf(buf, sizeof buf, "%s", vals[k].i ? " True" : "False");
            if ((int)strlen(buf) > f.width) f.width = (int)strlen(buf);
        }
    }
    if (x->ndim == 0) {
        /* numpy 2's scalar repr (NEP 51) names the type: np.float32(1.5), np.True_ */
        bool nep51 = lang_np_scalar(a) && !as_str && x->ref == SL_REF_LESSONS;
        if (nep51 && dt == SL_BOOL) {
            sl_sb_printf(sb, vals[0].i ? "np.True_" : "np.False_");
            return SL_OK;
        }
        if (nep51) sl_sb_printf(sb, "np.%s(", sl_dtype_numpy_name(dt));
        if ((as_str || lang_np_scalar(a)) && (cplx || dt == SL_FLOAT16)) {
            char buf[160];
            if (cplx) lang_complex_repr(vals[0].f, vals[0].im, f.fk == LANG_FP32, buf, sizeof buf);
            else lang_float16_repr(vals[0].f, buf, sizeof buf);
            size_t bl = strlen(buf);
            if (nep51 && bl > 1 && buf[0] == '(' && buf[bl - 1] == ')') /* np.complex128(1+2j) */
                sl_sb_printf(sb, "%.*s)", (int)(bl - 2), buf + 1);
            else
                sl_sb_printf(sb, nep51 ? "%s)" : "%s", buf);
            return SL_OK;
        }
        if (as_str || lang_np_scalar(a)) {
            lang_value *s = dt == SL_BOOL ? lv_bool(I, vals[0].i != 0)
                            : vals[0].is_float ? lv_float(I, vals[0].f) : lv_int(I, vals[0].i);
            if (!s) return lang_nomem(err);
            if (f.fk == LANG_FP32) s->f32 = true;
            if ((rc = lv_repr(I, s, sb, err))) return rc;
            if (nep51) sl_sb_printf(sb, ")");
            return SL_OK;
        }
        /* the one value formatted on its own: its widths are its own */
        sl_sb_printf(sb, "array(");
        np_word(&f, cplx ? &fi : NULL, vals[0], sb);
        if (!default_dt) sl_sb_printf(sb, ", dtype=%s", sl_dtype_numpy_name(dt));
        sl_sb_printf(sb, ")");
        return SL_OK;
    }
    if (n == 0) {
        if (as_str) {
            sl_sb_printf(sb, "[]");
            return SL_OK;
        }
        sl_sb_printf(sb, "array([]");
        if (x->ndim != 1) {
            sl_sb_printf(sb, ", shape=");
            sl_sb_tuple(sb, x->shape, x->ndim);
        }
        sl_sb_printf(sb, ", dtype=%s)", sl_dtype_numpy_name(dt));
        return SL_OK;
    }
    npctx c = {&f, cplx ? &fi : NULL, vals, x->shape, x->ndim, summary, as_str ? " " : ", ", 0, po->np_edgeitems, NULL};
    const int lw = po->np_linewidth;
    if (as_str) {
        np_rec(&c, 0, 1, lw, sb);
        return SL_OK;
    }
    /* repr: the suffix's length comes off the line width; the extras (numpy 2: the shape
     * of a summarized array; the dtype unless implied) go on a new line when they would
     * pass the line width */
    size_t at = sb->len;
    int64_t size = 1;
    for (int32_t d = 0; d < x->ndim; d++) size *= x->shape[d];
    bool shape_extra = x->ref == SL_REF_LESSONS && (double)size > po->np_threshold;
    sl_sb_printf(sb, "array(");
    np_rec(&c, 0, 7, lw - 1, sb);
    sl_sb_printf(sb, default_dt && !shape_extra ? ")" : ",");
    if (!default_dt || shape_extra) {
        char ds[700];
        sl_strbuf e;
        sl_sb_init(&e, ds, sizeof ds);
        if (shape_extra) {
            sl_sb_printf(&e, "shape=");
            sl_sb_tuple(&e, x->shape, x->ndim);
        }
        if (!default_dt) sl_sb_printf(&e, "%sdtype=%s", shape_extra ? ", " : "", sl_dtype_numpy_name(dt));
        sl_sb_printf(&e, ")");
        size_t ls = at;
        for (size_t k = at; k < sb->len; k++)
            if (sb->buf[k] == '\n') ls = k + 1;
        size_t last = sb->len - ls;
        if ((int64_t)(last + strlen(ds) + 1) > lw) sl_sb_printf(sb, "\n      %s", ds);
        else sl_sb_printf(sb, " %s", ds);
    }
    return SL_OK;
}

/* ---------------------------------------------- structured arrays' parts == */

int lang_np_format_values(lang_interp *I, sl_dtype dt, const lang_num *vals, int64_t n, bool scalar, char **strs,
                          sl_error *err) {
    if (sl_dtype_is_complex(dt) || (!sl_dtype_is_floating(dt) && !sl_dtype_is_integral(dt, true)) || dt == SL_BFLOAT16)
        return lang_unsupported(err, "printing a structured field of dtype %s", sl_dtype_numpy_name(dt));
    const lang_printopts *po = &lang_layers(I)->po;
    pnum *pv = lang_alloc_n(&I->A, n > 0 ? n : 1, sizeof *pv);
    if (!pv) return lang_nomem(err);
    for (int64_t k = 0; k < n; k++) {
        pv[k].is_float = vals[k].is_float;
        pv[k].i = vals[k].i;
        pv[k].f = vals[k].is_float ? vals[k].f : (double)vals[k].i;
        pv[k].im = 0;
    }
    nfmt f = {0};
    f.prec = po->np_precision;
    f.suppress = po->np_suppress;
    f.kind = dt == SL_BOOL ? 1 : sl_dtype_is_floating(dt) ? 2 : 0;
    f.fk = dt == SL_FLOAT32 ? LANG_FP32 : dt == SL_FLOAT16 ? LANG_FP16 : LANG_FP64;
    if (f.kind == 2) {
        float_format(&f, pv, n);
    } else {
        for (int64_t k = 0; k < n; k++) {
            char buf[32];
            if (f.kind == 0) snprintf(buf, sizeof buf, "%lld", (long long)pv[k].i);
            else snprintf(buf, sizeof buf, "%s", pv[k].i ? (scalar ? "True" : " True") : "False");
            if ((int)strlen(buf) > f.width) f.width = (int)strlen(buf);
        }
    }
    for (int64_t k = 0; k < n; k++) {
        char wbuf[512];
        sl_strbuf w;
        sl_sb_init(&w, wbuf, sizeof wbuf);
        if (f.kind == 1 && scalar) sl_sb_printf(&w, "%s", pv[k].i ? "True" : "False");
        else nformat(&f, pv[k], &w);
        if (!(strs[k] = lang_strndup(&I->A, wbuf, w.len))) return lang_nomem(err);
    }
    return SL_OK;
}

int lang_np_repr_words(lang_interp *I, const sl_array *x, const char *const *words, const char *dtype_text, bool as_str,
                       sl_strbuf *sb, sl_error *err) {
    const lang_printopts *po = &lang_layers(I)->po;
    int64_t size = 1;
    for (int32_t d = 0; d < x->ndim; d++) size *= x->shape[d];
    if ((double)size > po->np_threshold) return lang_unsupported(err, "printing a summarized structured array");
    if (x->ndim == 0) {
        if (as_str) {
            sl_sb_printf(sb, "%s", words[0]);
            return SL_OK;
        }
        sl_sb_printf(sb, "array(%s, dtype=%s)", words[0], dtype_text);
        return SL_OK;
    }
    if (size == 0) {
        if (as_str) {
            sl_sb_printf(sb, "[]");
            return SL_OK;
        }
        sl_sb_printf(sb, "array([]");
        if (x->ndim != 1) {
            sl_sb_printf(sb, ", shape=");
            sl_sb_tuple(sb, x->shape, x->ndim);
        }
        sl_sb_printf(sb, ", dtype=%s)", dtype_text);
        return SL_OK;
    }
    npctx c = {NULL, NULL, NULL, x->shape, x->ndim, false, as_str ? " " : ", ", 0, po->np_edgeitems, words};
    const int lw = po->np_linewidth;
    if (as_str) {
        np_rec(&c, 0, 1, lw, sb);
        return SL_OK;
    }
    size_t at = sb->len;
    sl_sb_printf(sb, "array(");
    np_rec(&c, 0, 7, lw - 1, sb);
    sl_sb_printf(sb, ",");
    size_t ls = at;
    for (size_t k = at; k < sb->len; k++)
        if (sb->buf[k] == '\n') ls = k + 1;
    size_t last = sb->len - ls;
    size_t dl = strlen(dtype_text) + strlen("dtype=") + 1;
    if ((int64_t)(last + dl + 1) > lw) sl_sb_printf(sb, "\n      dtype=%s)", dtype_text);
    else sl_sb_printf(sb, " dtype=%s)", dtype_text);
    (void)err;
    return SL_OK;
}
