/*
 * explain.c — `stridelab explain`: a chain shown op by op, with the arithmetic.
 *
 * The chain is evaluated by the snippet language (sl_eval_chain_steps), which reports one
 * record per op: its source text and the tensor/array it produced (or the error it
 * raised).  For each op we find its input (the op whose text ends where a method call or
 * subscript begins; for a function form, the first op inside its argument list), then
 * describe in one line what the op did to sizes, strides and offset.  Where the op's
 * arguments are simple (subscripts, unsqueeze, transpose, ...) the line is the exact
 * formula the reference applies, with the numbers filled in; for the rest it is the
 * before→after difference.  Below the table comes a picture of the final view's storage
 * (how many times each element is reached) and its logical grid of storage indices.
 *
 * Units: torch steps are in elements; numpy steps carry byte strides and byte offsets
 * (as numpy reports them) and are labelled "bytes".
 */
#include "core/internal.h"

#include <stdlib.h>

#define FIRST_STEPS 256   /* the step table grows (doubling) past this: every op is shown */
#define PICTURE_MAX_ELEMS 512   /* the grid and strip are drawn up to this many cells */

typedef struct step_rec {
    char op[160];
    int64_t off, len, col;
    int status;
    bool has_value;
    sl_eval_result value;
    sl_error error;
    int input;          /* index of the input step or -1 */
    int64_t start;      /* where the expression that produced this step starts */
    int storage;        /* storage id (0 = the first op's storage) */
} step_rec;

typedef struct explain_ctx {
    const char *expr;
    step_rec *steps;
    int n, cap;
    bool nomem;         /* the step table could not grow: the chain is refused, not cut */
} explain_ctx;

static int on_step(void *user, const sl_eval_step *s) {
    explain_ctx *c = user;
    if (c->n >= c->cap) {
        step_rec *grown = c->cap < (1 << 24) ? realloc(c->steps, sizeof *c->steps * (size_t)c->cap * 2) : NULL;
        if (!grown) {
            c->nomem = true;
            return SL_ERR_NOMEM;
        }
        c->steps = grown;
        c->cap *= 2;
    }
    step_rec *r = &c->steps[c->n++];
    memset(r, 0, sizeof *r);
    int64_t len = s->src_len < (int64_t)sizeof r->op - 1 ? s->src_len : (int64_t)sizeof r->op - 1;
    if (len < 0) len = 0;
    memcpy(r->op, s->src, (size_t)len);
    r->op[len] = '\0';
    r->off = s->src_offset;
    r->len = s->src_len;
    r->col = s->col;
    r->status = s->status;
    r->input = -1;
    if (s->value) {
        r->has_value = true;
        r->value = *s->value;
    }
    if (s->error) r->error = *s->error;
    return SL_OK;
}

/* ------------------------------------------------------------ layout accessors -- */

typedef struct lay {
    int32_t ndim;
    const int64_t *size, *stride;
    int64_t offset, itemsize;
    bool bytes;  /* numpy: strides/offset in bytes */
} lay;

static lay lay_of(const sl_eval_result *v) {
    lay l;
    if (v->is_numpy) {
        l.ndim = v->array.ndim;
        l.size = v->array.shape;
        l.stride = v->array.strides;
        l.offset = v->array.offset_bytes;
        l.itemsize = v->array.itemsize;
        l.bytes = true;
    } else {
        l.ndim = v->tensor.layout.ndim;
        l.size = v->tensor.layout.size;
        l.stride = v->tensor.layout.stride;
        l.offset = v->tensor.layout.offset;
        l.itemsize = v->tensor.layout.itemsize;
        l.bytes = false;
    }
    return l;
}

/* A numpy view of a hidden new owner (a copying reshape/ravel, some fancy indexing) is a
 * view only of that fresh copy: for the chain it is new storage, as a torch copy is. */
static sl_alias alias_of(const sl_eval_result *v) {
    if (v->is_numpy)
        return v->array.alias == SL_ALIAS_VIEW && v->array.base == SL_NP_BASE_HIDDEN ? SL_ALIAS_NEW
                                                                                    : v->array.alias;
    return v->tensor.alias;
}

/* A step's alias as the chain sees it: a torch view of a storage that the step's own op
 * allocated (ravel of a non-contiguous tensor is contiguous() then view(-1): `_base` is
 * the hidden copy) is a copy for the chain, as numpy's view of a hidden owner is. */
static sl_alias step_alias(const struct step_rec *s);

static sl_alias step_alias(const struct step_rec *s) {
    sl_alias a = alias_of(&s->value);
    if (!s->value.is_numpy && a == SL_ALIAS_VIEW && s->value.fresh_storage &&
        s->value.storage_op_offset == s->off)
        return SL_ALIAS_NEW;
    return a;
}

static int64_t storage_units(const sl_eval_result *v) {
    if (v->is_numpy) return v->array.buffer_bytes;
    return v->tensor.layout.itemsize ? v->tensor.storage_bytes / v->tensor.layout.itemsize : 0;
}

static bool is_contig(const sl_eval_result *v) {
    return v->is_numpy ? sl_np_is_c_contiguous(&v->array)
                       : sl_torch_is_contiguous(&v->tensor.layout, SL_MF_CONTIGUOUS);
}

/* An array's bytes as the overlap solver takes them (strides and offset already in bytes). */
static void array_bview(const sl_array *a, sl_bview *b) {
    memset(b, 0, sizeof *b);
    b->ndim = a->ndim;
    b->width_bytes = a->itemsize;
    b->offset_bytes = a->offset_bytes;
    for (int32_t d = 0; d < b->ndim; d++) {
        b->size[d] = a->shape[d];
        b->stride_bytes[d] = a->strides[d];
    }
}

/* Internal overlap of an evaluated value as the eval contract names it: torch's own
 * three-valued answer for torch; for numpy (which has no such predicate) the exact answer
 * of the overlap solver, "too_hard" only past its work budget. */
const char *sl_eval_internal_overlap(const sl_eval_result *v) {
    if (!v) return NULL;
    if (!v->is_numpy) {
        switch (sl_torch_internal_overlap(&v->tensor.layout)) {
        case SL_OVERLAP_NO: return "no";
        case SL_OVERLAP_YES: return "yes";
        default: return "too_hard";
        }
    }
    sl_bview b;
    array_bview(&v->array, &b);
    sl_overlap_result res;
    if (sl_overlap_internal(&b, 1000000, &res, NULL) != SL_OK) return "too_hard";
    return res.answer == SL_OVL_YES ? "yes" : res.answer == SL_OVL_NO ? "no" : "too_hard";
}

/* The two answers the JSON of a step names apart (docs/json.md): torch's own label (NULL
 * for numpy, which has no such predicate) and the exact solver's, "unknown" past a work
 * budget of 10^7 per step. */
static const char *torch_label(const sl_eval_result *v) {
    return v->is_numpy ? NULL : sl_eval_internal_overlap(v);
}

static const char *exact_label(const sl_eval_result *v) {
    sl_bview b;
    sl_error e;
    if (v->is_numpy) {
        array_bview(&v->array, &b);
    } else if (sl_layout_to_bview(&v->tensor.layout, &b, &e) != SL_OK) {
        return "unknown";
    }
    sl_overlap_result res;
    if (sl_overlap_internal(&b, 10000000, &res, NULL) != SL_OK) return "unknown";
    return res.answer == SL_OVL_YES ? "yes" : res.answer == SL_OVL_NO ? "no" : "unknown";
}

/* --------------------------------------------------------- subscript parsing -- */
/* A subscript's items, parsed from the op text for the arithmetic line only (the
 * evaluator already computed the result; if this small parser cannot read the text, the
 * line falls back to a before/after difference). */

typedef struct sub_item {
    int kind; /* 0 int, 1 slice, 2 None, 3 ellipsis, 4 other */
    int64_t v;
    bool has[3];
    int64_t s[3];
} sub_item;

static const char *skip_ws(const char *p) {
    while (*p == ' ' || *p == '\t') p++;
    return p;
}

static bool parse_int(const char **pp, int64_t *out) {
    const char *p = skip_ws(*pp);
    bool neg = false;
    if (*p == '-' || *p == '+') {
        neg = *p == '-';
        p = skip_ws(p + 1);
    }
    if (*p < '0' || *p > '9') return false;
    int64_t v = 0;
    while (*p >= '0' && *p <= '9') {
        if (sl_ovf_mul(v, 10, &v) || sl_ovf_add(v, *p - '0', &v)) return false;
        p++;
    }
    *out = neg ? -v : v;
    *pp = p;
    return true;
}

static int parse_subscript(const char *op, sub_item *items, int cap) {
    const char *p = skip_ws(op);
    if (*p != '[') return -1;
    p++;
    int n = 0;
    for (;;) {
        p = skip_ws(p);
        if (n >= cap) return -1;
        sub_item *it = &items[n];
        memset(it, 0, sizeof *it);
        if (!strncmp(p, "...", 3)) {
            it->kind = 3;
            p += 3;
        } else if (!strncmp(p, "None", 4) || !strncmp(p, "np.newaxis", 10)) {
            it->kind = 2;
            p += (*p == 'N') ? 4 : 10;
        } else {
            int64_t v;
            bool have = parse_int(&p, &v);
            p = skip_ws(p);
            if (*p == ':') {
                it->kind = 1;
                it->has[0] = have;
                it->s[0] = v;
                for (int k = 1; k < 3 && *p == ':'; k++) {
                    p++;
                    it->has[k] = parse_int(&p, &it->s[k]);
                    p = skip_ws(p);
                }
            } else if (have) {
                it->kind = 0;
                it->v = v;
            } else {
                return -1;
            }
        }
        n++;
        p = skip_ws(p);
        if (*p == ',') {
            p = skip_ws(p + 1);
            if (*p == ']') break;
            continue;
        }
        if (*p == ']') break;
        return -1;
    }
    return n;
}

/* ---------------------------------------------------------- arithmetic lines -- */

static void diff_line(sl_strbuf *sb, const lay *a, const lay *b) {
    bool any = false;
    if (a->ndim != b->ndim || memcmp(a->size, b->size, sizeof(int64_t) * (size_t)a->ndim)) {
        sl_sb_printf(sb, "size ");
        sl_sb_tuple(sb, a->size, a->ndim);
        sl_sb_printf(sb, "→");
        sl_sb_tuple(sb, b->size, b->ndim);
        any = true;
    }
    if (a->ndim != b->ndim || memcmp(a->stride, b->stride, sizeof(int64_t) * (size_t)a->ndim)) {
        sl_sb_printf(sb, "%sstride ", any ? ", " : "");
        sl_sb_tuple(sb, a->stride, a->ndim);
        sl_sb_printf(sb, "→");
        sl_sb_tuple(sb, b->stride, b->ndim);
        any = true;
    }
    if (a->offset != b->offset) {
        sl_sb_printf(sb, "%soffset %lld→%lld", any ? ", " : "", (long long)a->offset,
                     (long long)b->offset);
        any = true;
    }
    if (!any) sl_sb_printf(sb, "layout unchanged");
}

/* The subscript's effect item by item, replaying the reference's rules on `a`. */
static bool subscript_line(sl_strbuf *sb, const char *op, const lay *a, bool numpy) {
    sub_item items[SL_MAX_DIMS + 8];
    int n = parse_subscript(op, items, (int)SL_ARRAY_LEN(items));
    if (n < 0) return false;
    int specified = 0;
    for (int i = 0; i < n; i++)
        if (items[i].kind == 0 || items[i].kind == 1) specified++;
    if (specified > a->ndim) return false;
    int64_t size[SL_MAX_DIMS + 8], stride[SL_MAX_DIMS + 8];
    int32_t nd = a->ndim;
    memcpy(size, a->size, sizeof(int64_t) * (size_t)nd);
    memcpy(stride, a->stride, sizeof(int64_t) * (size_t)nd);
    int dim = 0, ell_skip = a->ndim - specified;
    bool first = true;
#define SEP() (first ? (first = false, "") : "; ")
    for (int i = 0; i < n; i++) {
        sub_item *it = &items[i];
        if (it->kind == 3) {
            dim += ell_skip; /* the dims no item names */
            continue;
        }
        if (it->kind == 2) {
            if (nd >= SL_MAX_DIMS) return false;
            int64_t st = numpy ? 0 : (dim == nd ? 1 : size[dim] * stride[dim]);
            memmove(size + dim + 1, size + dim, sizeof(int64_t) * (size_t)(nd - dim));
            memmove(stride + dim + 1, stride + dim, sizeof(int64_t) * (size_t)(nd - dim));
            size[dim] = 1;
            stride[dim] = st;
            nd++;
            sl_sb_printf(sb, "%snew dim %d: size 1, stride %lld", SEP(), dim, (long long)st);
            dim++;
            continue;
        }
        if (dim >= nd) return false;
        if (it->kind == 0) {
            int64_t idx = it->v < 0 ? it->v + size[dim] : it->v;
            sl_sb_printf(sb, "%sdim %d dropped, offset += %lld×%lld", SEP(), dim,
                         (long long)idx, (long long)stride[dim]);
            memmove(size + dim, size + dim + 1, sizeof(int64_t) * (size_t)(nd - dim - 1));
            memmove(stride + dim, stride + dim + 1, sizeof(int64_t) * (size_t)(nd - dim - 1));
            nd--;
            specified--;
            continue;
        }
        /* slice: Python's rules (numpy; torch agrees for positive steps) */
        int64_t len = size[dim], step = it->has[2] ? it->s[2] : 1;
        if (step == 0) return false;
        int64_t start, stop;
        if (step > 0) {
            start = it->has[0] ? it->s[0] : 0;
            stop = it->has[1] ? it->s[1] : len;
            if (start < 0) start += len;
            if (stop < 0) stop += len;
            if (start < 0) start = 0;
            if (start > len) start = len;
            if (stop < start) stop = start;
            if (stop > len) stop = len;
        } else {
            start = it->has[0] ? it->s[0] : len - 1;
            stop = it->has[1] ? it->s[1] : -1 - len;
            if (start < 0) start += len;
            if (stop < 0) stop += len;
            if (start < -1) start = -1;
            if (start >= len) start = len - 1;
            if (stop < -1) stop = -1;
            if (stop >= len) stop = len - 1;
        }
        int64_t newlen;
        if (step > 0) newlen = stop > start ? (stop - start + step - 1) / step : 0;
        else newlen = start > stop ? (start - stop + (-step) - 1) / (-step) : 0;
        int64_t newstride;
        if (sl_ovf_mul(stride[dim], step, &newstride)) return false;
        bool trivial = step == 1 && start == 0 && newlen == len;
        if (trivial) {
            dim++;
            continue;
        }
        sl_sb_printf(sb, "%s", SEP());
        if (step != 1)
            sl_sb_printf(sb, "stride[%d] %lld→%lld, ", dim, (long long)stride[dim],
                         (long long)newstride);
        if (step > 0)
            sl_sb_printf(sb, "size %lld→%lld = ceil((%lld−%lld)/%lld)", (long long)len,
                         (long long)newlen, (long long)stop, (long long)start, (long long)step);
        else
            sl_sb_printf(sb, "size %lld→%lld = ceil((%lld−(%lld))/%lld)", (long long)len,
                         (long long)newlen, (long long)start, (long long)stop,
                         (long long)-step);
        if (newlen > 0 && start != 0)
            sl_sb_printf(sb, ", offset += %lld×%lld", (long long)start, (long long)stride[dim]);
        size[dim] = newlen;
        stride[dim] = newstride;
        dim++;
    }
#undef SEP
    if (first) sl_sb_printf(sb, "every item keeps its dim: layout unchanged");
    return true;
}

/* The op's name: ".reshape(" → "reshape", "torch.arange(" → "arange", "[" → "[". */
static void op_name(const char *op, char *name, size_t cap) {
    const char *p = skip_ws(op);
    if (*p == '[') {
        snprintf(name, cap, "[");
        return;
    }
    const char *end = strchr(p, '(');
    size_t n = end ? (size_t)(end - p) : strlen(p);
    const char *dot = NULL;
    for (const char *q = p; q < p + n; q++)
        if (*q == '.') dot = q;
    const char *s = dot ? dot + 1 : p;
    size_t k = (size_t)(p + n - s);
    if (k >= cap) k = cap - 1;
    memcpy(name, s, k);
    name[k] = '\0';
}

static bool perm_of(const lay *a, const lay *b, int64_t *perm) {
    /* which input dim each output dim came from, when b is a permutation of a */
    if (a->ndim != b->ndim || a->offset != b->offset) return false;
    bool used[SL_MAX_DIMS] = {false};
    for (int32_t i = 0; i < b->ndim; i++) {
        int32_t found = -1;
        for (int32_t j = 0; j < a->ndim && found < 0; j++)
            if (!used[j] && a->size[j] == b->size[i] && a->stride[j] == b->stride[i]) found = j;
        if (found < 0) return false;
        used[found] = true;
        perm[i] = found;
    }
    return true;
}

/* torch.from_numpy, and torch.as_tensor keeping the array's dtype, make a tensor over the
 * array's memory (src/lang/arrays/arr_interop.c): a new torch storage object, so the result reports
 * SL_ALIAS_NEW, but no copy.  (Tensor.numpy() and np.asarray report a view already.) */
static bool tensor_over_array_memory(const step_rec *s, const step_rec *in, const char *name) {
    if (!in || s->value.is_numpy || !in->value.is_numpy) return false;
    if (!strcmp(name, "from_numpy")) return true;
    return !strcmp(name, "as_tensor") && s->value.tensor.dtype == in->value.array.dtype;
}

static void arith_line(sl_strbuf *sb, const step_rec *s, const step_rec *in) {
    lay b = lay_of(&s->value);
    char name[64];
    op_name(s->op, name, sizeof name);
    if (!in) {
        int64_t n = storage_units(&s->value);
        sl_sb_printf(sb, "new storage of %lld %s; stride ", (long long)n,
                     b.bytes ? (n == 1 ? "byte" : "bytes") : (n == 1 ? "element" : "elements"));
        sl_sb_tuple(sb, b.stride, b.ndim);
        sl_sb_printf(sb, b.ndim ? " = products of later sizes" : "");
        return;
    }
    lay a = lay_of(&in->value);
    bool numpy = s->value.is_numpy;
    if (numpy != in->value.is_numpy && (!strcmp(name, "from_numpy") || !strcmp(name, "as_tensor") ||
                                        step_alias(s) == SL_ALIAS_VIEW)) {
        /* torch <-> numpy over the same memory (src/lang/arrays/arr_interop.c) */
        if (numpy) sl_sb_printf(sb, "the tensor's memory: byte strides = stride × %lld = ", (long long)b.itemsize);
        else sl_sb_printf(sb, "%s: stride = byte strides / %lld = ",
                          name[0] == 'f' ? "the array's memory (a storage of its span from its first element)"
                                         : "the array's memory unless dtype= changes it, then a copy",
                          (long long)b.itemsize);
        sl_sb_tuple(sb, b.stride, b.ndim);
        return;
    }
    if (step_alias(s) == SL_ALIAS_NEW) {
        int64_t n = storage_units(&s->value);
        sl_sb_printf(sb, "copy into new storage of %lld %s; stride ", (long long)n,
                     b.bytes ? (n == 1 ? "byte" : "bytes") : (n == 1 ? "element" : "elements"));
        sl_sb_tuple(sb, b.stride, b.ndim);
        return;
    }
    if (step_alias(s) == SL_ALIAS_SAME) {
        sl_sb_printf(sb, "returns its input object itself");
        return;
    }
    if (!strcmp(name, "[") && subscript_line(sb, s->op, &a, numpy)) return;
    int64_t perm[SL_MAX_DIMS];
    if (strcmp(name, "[") && perm_of(&a, &b, perm) && a.ndim > 0) {
        bool ident = true;
        for (int32_t i = 0; i < b.ndim; i++)
            if (perm[i] != i) ident = false;
        if (!ident) {
            sl_sb_printf(sb, "dims reordered ");
            sl_sb_tuple(sb, perm, b.ndim);
            sl_sb_printf(sb, ": stride ");
            sl_sb_tuple(sb, a.stride, a.ndim);
            sl_sb_printf(sb, "→");
            sl_sb_tuple(sb, b.stride, b.ndim);
            return;
        }
    }
    if (!strcmp(name, "unsqueeze") && b.ndim == a.ndim + 1) {
        /* the dim from the op's text (".unsqueeze(0)", ".unsqueeze(dim=-1)"); the layouts
         * alone cannot tell unsqueeze(0) from unsqueeze(1) on a leading size-1 dim */
        int32_t d = -1;
        const char *p = skip_ws(s->op);
        if (*p == '.' && !strncmp(p + 1, "unsqueeze(", 10)) {
            p = skip_ws(p + 11);
            if (!strncmp(p, "dim", 3) && *skip_ws(p + 3) == '=') p = skip_ws(p + 3) + 1;
            int64_t v;
            if (parse_int(&p, &v) && *skip_ws(p) == ')' && v >= -(int64_t)b.ndim && v < b.ndim)
                d = (int32_t)(v < 0 ? v + b.ndim : v);
        }
        if (d < 0) {
            d = 0;
            while (d < a.ndim && a.size[d] == b.size[d] && a.stride[d] == b.stride[d]) d++;
        }
        if (d == a.ndim)
            sl_sb_printf(sb, "new dim %d (appended): size 1, stride 1", d);
        else
            sl_sb_printf(sb, "new dim %d: size 1, stride = size[%d]×stride[%d] = %lld×%lld = %lld",
                         d, d, d, (long long)a.size[d], (long long)a.stride[d],
                         (long long)b.stride[d]);
        return;
    }
    if ((!strcmp(name, "expand") || !strcmp(name, "expand_as") ||
         !strcmp(name, "broadcast_to")) && b.ndim >= a.ndim) {
        int32_t lead = b.ndim - a.ndim;
        bool first = true;
        for (int32_t d = 0; d < b.ndim; d++) {
            if (d < lead) {
                sl_sb_printf(sb, "%snew dim %d: size %lld, stride %lld", first ? "" : "; ", d,
                             (long long)b.size[d], (long long)b.stride[d]);
                first = false;
            } else if (a.size[d - lead] != b.size[d]) {
                sl_sb_printf(sb, "%sdim %d: size %lld→%lld, stride %lld→0", first ? "" : "; ", d,
                             (long long)a.size[d - lead], (long long)b.size[d],
                             (long long)a.stride[d - lead]);
                first = false;
            }
        }
        if (first) sl_sb_printf(sb, "sizes already match: layout unchanged");
        return;
    }
    if ((!strcmp(name, "view") || !strcmp(name, "reshape") || !strcmp(name, "flatten") ||
         !strcmp(name, "unflatten") || !strcmp(name, "ravel"))) {
        sl_sb_printf(sb, "alias: strides from the contiguous chunks of the input: ");
        sl_sb_tuple(sb, a.stride, a.ndim);
        sl_sb_printf(sb, "→");
        sl_sb_tuple(sb, b.stride, b.ndim);
        return;
    }
    diff_line(sb, &a, &b);
}

/* Why did a copying reshape/flatten not alias?  torch: view()'s own message. */
static void copy_note(char *buf, size_t cap, const step_rec *s, const step_rec *in) {
    buf[0] = '\0';
    if (in && s->value.is_numpy && s->value.array.base == SL_NP_BASE_HIDDEN &&
        s->value.array.alias == SL_ALIAS_VIEW) {
        snprintf(buf, cap, "no view of the input has this layout: numpy copied it; the result "
                           "is a view of that copy (its .base)");
        return;
    }
    if (!in || s->value.is_numpy || step_alias(s) != SL_ALIAS_NEW) return;
    char name[64];
    op_name(s->op, name, sizeof name);
    if (strcmp(name, "reshape") && strcmp(name, "flatten") && strcmp(name, "ravel")) return;
    sl_tensor tmp;
    sl_error e;
    if (sl_torch_view(&in->value.tensor, s->value.tensor.layout.size, s->value.tensor.layout.ndim,
                      &tmp, &e) != SL_OK)
        snprintf(buf, cap, "view() would refuse: %s", e.message);
}

/* ------------------------------------------------------------------- output -- */

typedef struct out {
    sl_write_fn write;
    void *user;
} out;

static void emit(out *o, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static void emit(out *o, const char *fmt, ...) {
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if ((size_t)n >= sizeof buf) n = (int)sizeof buf - 1;
    if (o->write) o->write(o->user, buf, (size_t)n);
}

static void emit_json_str(out *o, const char *s) {
    char buf[1200];
    size_t k = 0;
    buf[k++] = '"';
    for (; *s && k < sizeof buf - 8; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') {
            buf[k++] = '\\';
            buf[k++] = (char)c;
        } else if (c < 0x20) {
            k += (size_t)snprintf(buf + k, sizeof buf - k, "\\u%04x", c);
        } else {
            buf[k++] = (char)c;
        }
    }
    buf[k++] = '"';
    if (o->write) o->write(o->user, buf, k);
}

static void emit_json_ints(out *o, const int64_t *v, int32_t n) {
    emit(o, "[");
    for (int32_t i = 0; i < n; i++) emit(o, i ? ",%lld" : "%lld", (long long)v[i]);
    emit(o, "]");
}

/* Storage units the final view reaches, with multiplicity, when small enough: elements,
 * or for a numpy view with an element that does not start on an itemsize boundary
 * (*per_byte set) bytes, each element counting in every byte it covers. */
static bool reach_counts(const lay *l, int64_t storage, int64_t **counts_out,
                         int64_t **addrs_out, int64_t *numel_out, bool *per_byte) {
    int64_t numel = 1;
    for (int32_t d = 0; d < l->ndim; d++)
        if (sl_ovf_mul(numel, l->size[d], &numel)) return false;
    *numel_out = numel;
    if (numel > PICTURE_MAX_ELEMS || storage > 1 << 20 || storage < 0) return false;
    int64_t *counts = calloc((size_t)(storage > 0 ? storage : 1), sizeof *counts);
    int64_t *addrs = calloc((size_t)(numel > 0 ? numel : 1), sizeof *addrs);
    if (!counts || !addrs) {
        free(counts);
        free(addrs);
        return false;
    }
    int64_t idx[SL_MAX_DIMS] = {0};
    int64_t unit = l->bytes ? l->itemsize : 1;
    *per_byte = false;
    for (int64_t k = 0; k < numel; k++) {
        int64_t a = l->offset;
        for (int32_t d = 0; d < l->ndim; d++) a += idx[d] * l->stride[d];
        addrs[k] = a;
        if (sl_floormod(a, unit) != 0) *per_byte = true;
        for (int32_t d = l->ndim - 1; d >= 0; d--) {
            if (++idx[d] < l->size[d]) break;
            idx[d] = 0;
        }
    }
    for (int64_t k = 0; k < numel; k++) {
        int64_t a = addrs[k];
        if (*per_byte) {
            for (int64_t b = a; b < a + l->itemsize; b++)
                if (b >= 0 && b < storage) counts[b]++;
        } else if (a / unit >= 0 && a / unit < storage / unit) {
            counts[a / unit]++;
        }
    }
    *counts_out = counts;
    *addrs_out = addrs;
    return true;
}

static void text_picture(out *o, const step_rec *s) {
    lay l = lay_of(&s->value);
    int64_t storage = storage_units(&s->value);
    int64_t *counts = NULL, *addrs = NULL, numel = 0;
    int64_t unit = l.bytes ? l.itemsize : 1;
    const char *uname = "element";
    bool per_byte = false;
    if (!reach_counts(&l, storage, &counts, &addrs, &numel, &per_byte)) {
        emit(o, "\n%lld %s over a storage of %lld %s: too many to draw.\n", (long long)numel,
             sl_plural(numel, "element", "elements"), (long long)storage,
             l.bytes ? sl_plural(storage, "byte", "bytes") : sl_plural(storage, "element", "elements"));
        return;
    }
    char size_note[160] = "";
    if (per_byte) {
        /* an element that starts inside another one's bytes: whole-element cells would
         * hide it, so every byte is a cell */
        unit = 1;
        uname = "byte";
        snprintf(size_note, sizeof size_note,
                 " (drawn byte by byte: not every element starts on a %lld-byte boundary)",
                 (long long)l.itemsize);
    } else if (l.bytes) {
        snprintf(size_note, sizeof size_note, " of %lld %s", (long long)unit, sl_plural(unit, "byte", "bytes"));
    }
    int64_t cells = storage / unit;
    emit(o, "\nstorage: %lld %s%s%s; times each is reached by the final view (. = never):\n",
         (long long)cells, uname, cells == 1 ? "" : "s", size_note);
    int64_t reached = 0, multi = 0;
    for (int64_t i = 0; i < cells; i++) {
        if (i % 16 == 0) emit(o, "%s  %5lld |", i ? "\n" : "", (long long)i);
        if (counts[i] == 0) emit(o, "  .");
        else emit(o, " %2lld", (long long)counts[i]);
        if (counts[i]) reached++;
        if (counts[i] > 1) multi++;
    }
    emit(o, "\n  reached %lld of %lld; %lld reached more than once\n", (long long)reached,
         (long long)cells, (long long)multi);
    emit(o, "\nlogical view, storage %s of each index:\n", l.bytes ? "byte" : "element");
    if (numel == 0) emit(o, "  (no elements)\n");
    int64_t cols = l.ndim >= 1 ? l.size[l.ndim - 1] : 1;
    int64_t rows = l.ndim >= 2 ? l.size[l.ndim - 2] : 1;
    int64_t slab = cols * rows;
    for (int64_t k = 0; k < numel; k++) {
        if (slab && k % slab == 0 && l.ndim > 2) {
            emit(o, "  [");
            int64_t rem = k / slab;
            int64_t lead[SL_MAX_DIMS];
            for (int32_t d = l.ndim - 3; d >= 0; d--) {
                lead[d] = rem % l.size[d];
                rem /= l.size[d];
            }
            for (int32_t d = 0; d < l.ndim - 2; d++) emit(o, "%lld, ", (long long)lead[d]);
            emit(o, ":, :]\n");
        }
        if (cols && k % cols == 0) emit(o, "   ");
        emit(o, " %4lld", (long long)addrs[k]);
        if (cols && k % cols == cols - 1) emit(o, "\n");
    }
    free(counts);
    free(addrs);
}

/* Storage values of the first op's storage (a fresh tensor/array), as the reference
 * prints its elements, obtained by running a one-line snippet through the language. */
typedef struct grow {
    char *buf;
    size_t len, cap;
} grow;

static void grow_write(void *user, const char *s, size_t n) {
    grow *g = user;
    if (g->len + n + 1 > g->cap) {
        size_t cap = (g->len + n + 1) * 2;
        char *nb = realloc(g->buf, cap);
        if (!nb) return;
        g->buf = nb;
        g->cap = cap;
    }
    memcpy(g->buf + g->len, s, n);
    g->len += n;
    g->buf[g->len] = '\0';
}

/* The values of the storage that step s made (the first op, or a copy), element by element
 * in storage order: the expression that produced s (expr[s->start, end of s)) is run again
 * in a one-line snippet.  A fresh numpy array, or a view of a hidden fresh copy, covers its
 * whole buffer densely, so ravel(order='K') lists the buffer in memory order. */
static char *storage_values(const char *expr, const step_rec *s) {
    if (!s->has_value || step_alias(s) != SL_ALIAS_NEW) return NULL;
    int64_t n = storage_units(&s->value);
    if (s->value.is_numpy) n = s->value.array.itemsize ? n / s->value.array.itemsize : 0;
    if (n <= 0 || n > 4096) return NULL;
    int64_t len = s->off + s->len - s->start;
    if (s->start < 0 || len <= 0 || len > 100000) return NULL;
    size_t cap = (size_t)len + 128;
    char *src = malloc(cap);
    if (!src) return NULL;
    if (s->value.is_numpy)
        snprintf(src, cap, "import numpy as np\nprint((%.*s).ravel(order='K').tolist())\n",
                 (int)len, expr + s->start);
    else
        snprintf(src, cap,
                 "import torch\nimport numpy as np\n"
                 "print(torch.as_strided(%.*s, (%lld,), (1,), 0).tolist())\n",
                 (int)len, expr + s->start, (long long)n);
    grow g = {0};
    sl_error e;
    int rc = sl_run_snippet(src, strlen(src), grow_write, &g, &e);
    free(src);
    if (rc != SL_OK || !g.buf) {
        free(g.buf);
        return NULL;
    }
    return g.buf;
}

static void emit_values_json(out *o, const char *list) {
    /* list is Python's "[a, b, c]\n": emit ["a","b","c"] */
    emit(o, "[");
    const char *p = strchr(list, '[');
    if (p) p++;
    bool first = true;
    while (p && *p && *p != ']') {
        const char *q = strstr(p, ", ");
        const char *end = strchr(p, ']');
        if (!q || (end && end < q)) q = end;
        if (!q) break;
        char item[64];
        size_t k = (size_t)(q - p) < sizeof item - 1 ? (size_t)(q - p) : sizeof item - 1;
        memcpy(item, p, k);
        item[k] = '\0';
        emit(o, first ? "" : ",");
        emit_json_str(o, item);
        first = false;
        p = (*q == ']') ? q : q + 2;
    }
    emit(o, "]");
}

/* The text of the method call or subscript at expr[pos] (".unsqueeze(0)", "[1:]"): a dot,
 * a name and a bracketed tail, or a bracketed subscript; "" when there is none. */
static void next_op_text(const char *expr, int64_t pos, char *dst, size_t cap) {
    dst[0] = '\0';
    size_t n = strlen(expr);
    if (pos < 0 || (size_t)pos >= n) return;
    const char *p = expr + pos, *q = p;
    if (*q == '.') {
        q++;
        while (*q == '_' || (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9')) q++;
    }
    if (*q == '(' || *q == '[') {
        int depth = 0;
        for (; *q; q++) {
            if (*q == '(' || *q == '[') depth++;
            if ((*q == ')' || *q == ']') && --depth == 0) {
                q++;
                break;
            }
        }
    }
    if (q == p || (*p != '.' && *p != '[')) return;
    size_t k = (size_t)(q - p) < cap - 1 ? (size_t)(q - p) : cap - 1;
    memcpy(dst, p, k);
    dst[k] = '\0';
}

/* Why torch's view() refused, in plain words (the explorer page's "why a view refuses"
 * says the same): the input's dims of size > 1 fall into groups that each step through
 * memory with one stride (dims i, j merge when stride[i] = stride[j] * size[j]); view()
 * can only split or merge whole groups, so counted in elements from the last dim, the
 * requested sizes' running products must hit every group's end exactly.  The sentence
 * names the first group end they skip over, the two input dims that meet there, the
 * groups as (size, stride) pairs, and what to write instead.  false when the op is not a
 * view() of whole numbers that failed that way. */
static bool view_reason(const step_rec *in, const char *op, const sl_error *e, char *dst, size_t cap) {
    if (!in || !in->has_value || in->value.is_numpy || strncmp(op, ".view(", 6) ||
        !strstr(e->message, "view size is not compatible"))
        return false;
    int64_t want[SL_MAX_DIMS];
    int nw = 0;
    const char *args = op + 6, *p = args;
    while (*p && *p != ')') {
        if (*p == ' ' || *p == ',' || *p == '(' || *p == '[' || *p == ']') {
            p++;
            continue;
        }
        char *end;
        long long v = strtoll(p, &end, 10);
        if (end == p || nw >= SL_MAX_DIMS) return false;
        want[nw++] = v;
        p = end;
    }
    int args_len = (int)(p - args);
    lay l = lay_of(&in->value);
    int64_t numel = 1, known = 1;
    for (int32_t d = 0; d < l.ndim; d++) numel *= l.size[d];
    for (int k = 0; k < nw; k++)
        if (want[k] != -1) known *= want[k];
    for (int k = 0; k < nw; k++)
        if (want[k] == -1 && known) want[k] = numel / known;
    int dims[SL_MAX_DIMS], nd = 0;
    for (int32_t d = 0; d < l.ndim; d++)
        if (l.size[d] != 1) dims[nd++] = d;
    if (nd == 0) return false;
    /* groups, outermost first: their size, stride, and the dims that start / end them */
    int64_t gsize[SL_MAX_DIMS], gstride[SL_MAX_DIMS];
    int gfirst[SL_MAX_DIMS], glast[SL_MAX_DIMS], ng = 0;
    gsize[0] = l.size[dims[0]];
    gfirst[0] = dims[0];
    for (int k = 0; k + 1 < nd; k++) {
        int i = dims[k], j = dims[k + 1];
        if (l.stride[i] == l.stride[j] * l.size[j]) {
            gsize[ng] *= l.size[j];
            continue;
        }
        glast[ng] = i;
        gstride[ng] = l.stride[i];
        ng++;
        gsize[ng] = l.size[j];
        gfirst[ng] = j;
    }
    glast[ng] = dims[nd - 1];
    gstride[ng] = l.stride[dims[nd - 1]];
    ng++;
    /* group ends counted in elements from the last dim, innermost first; the first one the
     * requested running products skip over */
    int64_t bound = 1;
    for (int g = ng - 1; g > 0; g--) {
        bound *= gsize[g];
        int64_t q = 1;
        bool hit = false;
        int k = nw - 1;
        for (; k >= 0 && q < bound; k--) q *= want[k];
        hit = q == bound;
        if (hit) continue;
        int i = glast[g - 1], j = gfirst[g];
        sl_strbuf sb;
        sl_sb_init(&sb, dst, cap);
        sl_sb_printf(&sb, "dims %d and %d are not adjacent in memory (stride[%d] = %lld, not stride[%d] × size[%d] = %lld). ",
                     i, j, i, (long long)l.stride[i], j, j, (long long)(l.stride[j] * l.size[j]));
        sl_sb_printf(&sb, "The input's dims form groups that each step with one stride (size, stride), from the last: ");
        for (int h = ng - 1; h >= 0; h--)
            sl_sb_printf(&sb, "%s(%lld, %lld)", h == ng - 1 ? "" : " | ", (long long)gsize[h], (long long)gstride[h]);
        sl_sb_printf(&sb, ". view() can only split or merge whole groups: counted from the last dim, the requested "
                          "sizes must multiply to exactly %lld where a group ends, but they give ",
                     (long long)bound);
        q = 1;
        for (int m = nw - 1; m >= 0; m--) {
            q *= want[m];
            sl_sb_printf(&sb, "%s%lld", m == nw - 1 ? "" : ", then ", (long long)q);
            if (q > bound) break;
        }
        sl_sb_printf(&sb, ". So view() refuses; .reshape(%.*s) or .contiguous().view(%.*s) copy the %lld %s "
                          "instead (later writes then do not reach the original).",
                     args_len, args, args_len, args, (long long)numel, sl_plural(numel, "element", "elements"));
        return true;
    }
    return false;
}

/* ---------------------------------------------------------------- entry point -- */

int sl_explain(const char *expr, bool json, sl_write_fn write, void *user, sl_error *err) {
    return sl_explain_ref(expr, SL_REF_DEFAULT, json, write, user, err);
}

int sl_explain_ref(const char *expr, sl_ref ref, bool json, sl_write_fn write, void *user, sl_error *err) {
    explain_ctx c = {.expr = expr};
    c.cap = FIRST_STEPS;
    c.steps = calloc((size_t)c.cap, sizeof *c.steps);
    if (!c.steps) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "out of memory");
    sl_eval_result final_value;
    sl_error e;
    sl_error_clear(&e);
    int rc = sl_eval_chain_ref(expr, ref, on_step, &c, &final_value, &e);
    if (c.nomem) { /* never a partial table shown as the whole chain */
        c.n = 0;
        rc = sl_error_set(&e, SL_ERR_NOMEM, "MemoryError",
                          "out of memory: the chain has too many ops to explain each one");
    }
    if (rc) e.code = rc; /* the status the error is typed by (sl_error_type_name) */
    out o = {write, user};
    /* inputs and storages */
    int next_storage = 0;
    for (int i = 0; i < c.n; i++) {
        step_rec *s = &c.steps[i];
        for (int j = i - 1; j >= 0 && s->input < 0; j--)
            if (c.steps[j].has_value && c.steps[j].off + c.steps[j].len == s->off &&
                (s->op[0] == '.' || s->op[0] == '['))
                s->input = j;
        /* a subscript of a method call whose value is no tensor or array (a tuple: chunk,
         * split, unbind, tensor_split): that call reported no step of its own, so the
         * subscript's step is the call and the subscript together (".chunk(3)[2]"), its
         * input the step the call was made on */
        for (int j = i - 1; j >= 0 && s->input < 0 && s->op[0] == '['; j--) {
            if (!c.steps[j].has_value) continue;
            int64_t in_end = c.steps[j].off + c.steps[j].len;
            char call[160];
            next_op_text(expr, in_end, call, sizeof call);
            size_t cl = strlen(call), ol = strlen(s->op);
            if (call[0] != '.' || in_end + (int64_t)cl != s->off || cl + ol >= sizeof s->op) continue;
            memmove(s->op + cl, s->op, ol + 1);
            memcpy(s->op, call, cl);
            s->off = in_end;
            s->len += (int64_t)cl;
            s->col -= (int64_t)cl;
            s->input = j;
        }
        /* a function form (or a step whose text is the whole expression up to it): the
         * input is the contained step whose own expression is the longest, the outermost
         * one of its first argument or of the chain before the op */
        if (s->input < 0) {
            int64_t best = -1;
            for (int j = 0; j < i; j++)
                if (c.steps[j].has_value && c.steps[j].off > s->off &&
                    c.steps[j].off + c.steps[j].len <= s->off + s->len &&
                    c.steps[j].off + c.steps[j].len - c.steps[j].start >= best) {
                    best = c.steps[j].off + c.steps[j].len - c.steps[j].start;
                    s->input = j;
                }
        }
        s->start = (s->op[0] == '.' || s->op[0] == '[') && s->input >= 0 ? c.steps[s->input].start
                                                                          : s->off;
        /* a method call reported with the whole expression before it as its text (after
         * an attribute such as `.T`): its own text is what follows its input */
        if (s->input >= 0 && s->op[0] != '.' && s->op[0] != '[' &&
            c.steps[s->input].start == s->off) {
            int64_t in_end = c.steps[s->input].off + c.steps[s->input].len;
            int64_t end = s->off + s->len;
            if (in_end < end && (expr[in_end] == '.' || expr[in_end] == '[') &&
                end - in_end < (int64_t)sizeof s->op) {
                memcpy(s->op, expr + in_end, (size_t)(end - in_end));
                s->op[end - in_end] = '\0';
                s->col += in_end - s->off;
            }
        }
        if (!s->has_value) continue;
        if (s->input < 0 || step_alias(s) == SL_ALIAS_NEW) s->storage = next_storage++;
        else s->storage = c.steps[s->input].storage;
    }
    int shown = 0;
    for (int i = 0; i < c.n; i++) shown += c.steps[i].has_value;
    bool numpy = false, unit_bytes = false, unit_elems = false;
    for (int i = 0; i < c.n; i++) {
        if (!c.steps[i].has_value) continue;
        if (c.steps[i].value.is_numpy) numpy = true;
        if (lay_of(&c.steps[i].value).bytes) unit_bytes = true;
        else unit_elems = true;
    }
    /* the unit of the stride and offset columns: in the header when every op shares it
     * (numpy's bytes, torch's elements), else on each cell */
    bool mixed_units = unit_bytes && unit_elems;
    if (rc == SL_ERR_SYNTAX || (c.n == 0 && rc != SL_OK)) {
        if (json) {
            emit(&o, "{\"error\":{\"type\":");
            emit_json_str(&o, sl_error_type_name(&e));
            emit(&o, ",\"message\":");
            emit_json_str(&o, e.message);
            emit(&o, ",\"col\":%lld}}\n", (long long)e.col);
        }
        if (err) *err = e;
        free(c.steps);
        return rc;
    }
    /* the values of each storage the chain made (storage id → its first step) */
    enum { MAX_VALUE_STORAGES = 8 };
    char *values[MAX_VALUE_STORAGES] = {NULL};
    for (int i = 0; i < c.n; i++)
        if (c.steps[i].has_value && c.steps[i].storage < MAX_VALUE_STORAGES &&
            !values[c.steps[i].storage] &&
            (c.steps[i].input < 0 || c.steps[i].storage != c.steps[c.steps[i].input].storage))
            values[c.steps[i].storage] = storage_values(expr, &c.steps[i]);
    int nstorages = next_storage < MAX_VALUE_STORAGES ? next_storage : MAX_VALUE_STORAGES;
    if (json) {
        emit(&o, "{\"framework\":\"%s\",\"expr\":", numpy ? "numpy" : "torch");
        emit_json_str(&o, expr);
        emit(&o, ",\"steps\":[");
    } else {
        /* internal overlap twice: torch's own label (too_hard where it cannot tell; "-" for
         * numpy, which has no such predicate) and the exact answer */
        const char *unit = mixed_units ? "" : unit_bytes ? " (bytes)" : " (elems)";
        char sh[32], oh[32];
        snprintf(sh, sizeof sh, "stride%s", unit);
        snprintf(oh, sizeof oh, "offset%s", unit);
        emit(&o, "  # %-28s %-16s %-16s %14s  %-5s %-6s %-9s %-7s %s\n", "op", "shape", sh, oh,
             "alias", "contig", "ovl:torch", "exact", "arithmetic");
    }
    int k = 0;
    const step_rec *failed = NULL;
    for (int i = 0; i < c.n; i++) {
        step_rec *s = &c.steps[i];
        if (!s->has_value) {
            if (s->status != SL_OK && !failed) failed = s;
            continue;
        }
        const step_rec *in = s->input >= 0 ? &c.steps[s->input] : NULL;
        lay l = lay_of(&s->value);
        char arith[600], note[600];
        sl_strbuf sb;
        sl_sb_init(&sb, arith, sizeof arith);
        arith_line(&sb, s, in);
        copy_note(note, sizeof note, s, in);
        sl_alias al = step_alias(s);
        char name[64];
        op_name(s->op, name, sizeof name);
        if (tensor_over_array_memory(s, in, name)) al = SL_ALIAS_VIEW;
        const char *alias = !in ? "new" : al == SL_ALIAS_NEW ? "copy" : al == SL_ALIAS_SAME ? "same" : "view";
        bool contiguous = is_contig(&s->value);
        const char *ov = sl_eval_internal_overlap(&s->value);
        if (json) {
            emit(&o, "%s{\"op\":", k ? "," : "");
            emit_json_str(&o, s->op);
            emit(&o, ",\"col\":%lld,\"shape\":", (long long)s->col);
            emit_json_ints(&o, l.size, l.ndim);
            emit(&o, ",\"stride\":");
            emit_json_ints(&o, l.stride, l.ndim);
            emit(&o, ",\"offset\":%lld,\"itemsize\":%lld,\"unit\":\"%s\",\"arith\":",
                 (long long)l.offset, (long long)l.itemsize, l.bytes ? "bytes" : "elements");
            emit_json_str(&o, arith);
            emit(&o, ",\"alias\":\"%s\",\"note\":", alias);
            emit_json_str(&o, note);
            const char *tl = torch_label(&s->value);
            emit(&o, ",\"contiguous\":%s,\"internal_overlap\":\"%s\",\"torch_internal_overlap\":%s%s%s,"
                     "\"exact_internal_overlap\":\"%s\",\"storage\":%d,\"storage_elems\":%lld,"
                     "\"storage_bytes\":%lld}",
                 contiguous ? "true" : "false", ov, tl ? "\"" : "", tl ? tl : "null", tl ? "\"" : "",
                 exact_label(&s->value), s->storage,
                 (long long)(l.bytes ? storage_units(&s->value) / (l.itemsize ? l.itemsize : 1)
                                     : storage_units(&s->value)),
                 (long long)(l.bytes ? storage_units(&s->value) : storage_units(&s->value) * l.itemsize));
        } else {
            char shape[128], stride[140], offset[40];
            const char *cell_unit = !mixed_units ? "" : l.bytes ? " B" : " el";
            sl_format_tuple(shape, sizeof shape, l.size, l.ndim);
            sl_format_tuple(stride, sizeof stride - 4, l.stride, l.ndim);
            strcat(stride, cell_unit);
            snprintf(offset, sizeof offset, "%lld%s", (long long)l.offset, cell_unit);
            const char *tl = torch_label(&s->value);
            emit(&o, "%3d %-28s %-16s %-16s %14s  %-5s %-6s %-9s %-7s %s\n", k, s->op, shape, stride,
                 offset, alias, contiguous ? "yes" : "no", tl ? tl : "-",
                 exact_label(&s->value), arith);
            if (note[0]) emit(&o, "    %s\n", note);
        }
        k++;
    }
    /* an op that failed before the evaluator reported it as a step (a limit checked on the
     * way in): the method call or subscript that follows the last step */
    char failed_op[160] = "";
    if (!failed && rc != SL_OK) next_op_text(expr, c.n ? c.steps[c.n - 1].off + c.steps[c.n - 1].len : 0,
                                             failed_op, sizeof failed_op);
    if (json) {
        emit(&o, "],\"error\":");
        if (rc != SL_OK) {
            emit(&o, "{\"type\":");
            emit_json_str(&o, sl_error_type_name(&e));
            emit(&o, ",\"message\":");
            emit_json_str(&o, e.message);
            emit(&o, ",\"op\":");
            emit_json_str(&o, failed ? failed->op : failed_op);
            emit(&o, ",\"col\":%lld,\"step\":%d}", (long long)(failed ? failed->col : e.col), k);
        } else {
            emit(&o, "null");
        }
        emit(&o, ",\"values\":");
        if (values[0]) emit_values_json(&o, values[0]);
        else emit(&o, "null");
        emit(&o, ",\"storage_values\":[");
        for (int i = 0; i < nstorages; i++) {
            if (i) emit(&o, ",");
            if (values[i]) emit_values_json(&o, values[i]);
            else emit(&o, "null");
        }
        emit(&o, "]}\n");
    } else {
        if (rc != SL_OK) {
            /* the error's own line is the caller's (the CLI's last line, on stderr): the
             * row names it, and for a refused view() says why in plain words */
            const char *op = failed ? failed->op : failed_op;
            const step_rec *in = NULL;
            if (failed && failed->input >= 0) in = &c.steps[failed->input];
            for (int i = c.n - 1; i >= 0 && !in; i--)
                if (c.steps[i].has_value) in = &c.steps[i];
            char why[1200];
            if (view_reason(in, op, &e, why, sizeof why)) emit(&o, "%3d %-28s refused: %s\n", k, op, why);
            else emit(&o, "%3d %-28s raised %s (the error line below)\n", k, op, sl_error_type_name(&e));
        }
        else if (shown > 0) {
            const step_rec *last = NULL;
            for (int i = 0; i < c.n; i++)
                if (c.steps[i].has_value) last = &c.steps[i];
            if (last) text_picture(&o, last);
        }
    }
    for (int i = 0; i < MAX_VALUE_STORAGES; i++) free(values[i]);
    free(c.steps);
    if (rc != SL_OK && err) *err = e;
    return rc;
}
