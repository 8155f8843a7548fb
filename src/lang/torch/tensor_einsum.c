/*
 * tensor_einsum.c — torch.einsum(equation, *operands) of torch 1.13 for one operand:
 * the equation parsed with torch's checks and messages (in its order, for any number of
 * operands), then the operand rearranged as ATen's einsum does it, so that the result is
 * a view whenever torch's is:
 *   - labels are A-Z then a-z (52); spaces are ignored; an ellipsis covers the dims the
 *     labels leave; the implicit output is the ellipsis dims, then every label used once,
 *     in label order;
 *   - a repeated label takes diagonal(0, first, repeat).movedim(-1, first);
 *   - the operand is permuted to the output's labels, then the summed ones (the ellipsis
 *     dims when the output has no ellipsis, then the other labels in label order), and the
 *     summed dims go in one sum(dims) (so integers and bool sum to int64).
 * Two or more operands (torch's pairwise bmm contraction) are refused after the
 * equation's checks, as is the sublist form einsum(op, [0, 1], ...).
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

#define EIN_LABELS 52
#define EIN_ELLIPSIS EIN_LABELS
#define EIN_MAX_OPS 64

static lang_tensor_v *TV(const lang_value *v) { return lang_tv(v); }

static int label_of(unsigned char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    return -1;
}

static char char_of(int l) { return (char)(l < 26 ? 'A' + l : 'a' + l - 26); }

static int method(lang_interp *I, lang_value *t, const char *name, const int64_t *args, int32_t n, lang_value **out,
                  sl_error *err) {
    lang_value *pos[4];
    for (int32_t k = 0; k < n; k++) CHECK_ALLOC(pos[k] = lv_int(I, args[k]));
    return lang_tensor_method_pos(I, t, name, pos, n, out, err);
}

int lang_torch_einsum(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "torch.einsum() with keyword arguments");
    if (a->npos < 1 || a->pos[0]->kind != V_STR) return lang_unsupported(err, "torch.einsum() without an equation string first");
    lang_value *const *ops = a->pos + 1;
    int64_t num_ops = a->npos - 1;
    if (num_ops == 1 && (ops[0]->kind == V_LIST || ops[0]->kind == V_TUPLE)) { /* einsum(eq, [a, b]) */
        num_ops = ops[0]->u.seq.n;
        ops = ops[0]->u.seq.v;
    }
    if (num_ops > EIN_MAX_OPS) return lang_unsupported(err, "torch.einsum() of %lld operands", (long long)num_ops);
    for (int64_t i = 0; i < num_ops; i++)
        if (ops[i]->kind != V_TENSOR) return lang_unsupported(err, "torch.einsum() of a %s", lv_type_name(ops[i]));
    const char *eq = a->pos[0]->u.str.s;
    const int64_t len = (int64_t)strlen(eq);
    const char *arrow = strstr(eq, "->");
    const int64_t lhs_len = arrow ? arrow - eq : len;
    if (num_ops == 0) return lang_unsupported(err, "torch.einsum() without operands");
    /* the inputs' labels */
    int32_t *labels = lang_alloc_n(&I->A, (lhs_len + 1), sizeof *labels);
    int32_t nlab[EIN_MAX_OPS] = {0}, first[EIN_MAX_OPS] = {0};
    bool has_ell[EIN_MAX_OPS] = {false};
    CHECK_ALLOC(labels);
    int64_t curr = 0, nl = 0;
    for (int64_t i = 0; i < lhs_len; i++) {
        const unsigned char c = (unsigned char)eq[i];
        if (c == ' ') continue;
        if (c == '.') {
            if (has_ell[curr])
                return lang_py_error(err, "RuntimeError", "einsum(): found '.' for operand %lld for which an ellipsis was already found",
                                     (long long)curr);
            if (!(i + 2 < lhs_len && eq[i + 1] == '.' && eq[i + 2] == '.'))
                return lang_py_error(err, "RuntimeError", "einsum(): found '.' for operand %lld that is not part of any ellipsis",
                                     (long long)curr);
            i += 2;
            has_ell[curr] = true;
            labels[nl++] = EIN_ELLIPSIS;
            nlab[curr]++;
        } else if (c == ',') {
            if (++curr >= num_ops)
                return lang_py_error(err, "RuntimeError", "einsum(): fewer operands were provided than specified in the equation");
            first[curr] = (int32_t)nl;
        } else {
            int l = label_of(c);
            if (l < 0)
                return lang_py_error(err, "RuntimeError",
                                     "einsum(): invalid subscript given at index %lld in the equation string, subscripts must be in [a-zA-Z]",
                                     (long long)i);
            labels[nl++] = l;
            nlab[curr]++;
        }
    }
    if (curr != num_ops - 1)
        return lang_py_error(err, "RuntimeError", "einsum(): more operands were provided than specified in the equation");
    /* each operand's dims against its labels; label counts; the ellipsis' dims */
    int64_t count[EIN_LABELS] = {0}, ell_dims = 0;
    for (int64_t i = 0; i < num_ops; i++) {
        const int32_t nd = TV(ops[i])->t.layout.ndim, n = nlab[i];
        if (has_ell[i]) {
            if (n - 1 > nd)
                return lang_py_error(err, "RuntimeError",
                                     "einsum(): the number of subscripts in the equation (%d) is more than the number of dimensions (%d) for operand %lld",
                                     n - 1, nd, (long long)i);
            if (nd - (n - 1) > ell_dims) ell_dims = nd - (n - 1);
        } else if (n != nd) {
            return lang_py_error(err, "RuntimeError",
                                 "einsum(): the number of subscripts in the equation (%d) does not match the number of dimensions (%d) for operand %lld and no ellipsis was given",
                                 n, nd, (long long)i);
        }
        for (int32_t k = 0; k < n; k++)
            if (labels[first[i] + k] != EIN_ELLIPSIS) count[labels[first[i] + k]]++;
    }
    /* the output: each label's place (perm index) */
    int64_t perm_index[EIN_LABELS], ell_index = 0, np = 0;
    for (int l = 0; l < EIN_LABELS; l++) perm_index[l] = -1;
    bool any_ell = false;
    for (int64_t i = 0; i < num_ops; i++) any_ell |= has_ell[i];
    bool out_ell = false;
    if (arrow) {
        for (int64_t i = lhs_len + 2; i < len; i++) {
            const unsigned char c = (unsigned char)eq[i];
            if (c == ' ') continue;
            if (c == '.') {
                if (out_ell)
                    return lang_py_error(err, "RuntimeError", "einsum(): found '.' for output but an ellipsis (...) was already found");
                if (!(i + 2 < len && eq[i + 1] == '.' && eq[i + 2] == '.'))
                    return lang_py_error(err, "RuntimeError", "einsum(): found '.' for output that is not part of any ellipsis (...)");
                i += 2;
                out_ell = true;
                ell_index = np;
                np += ell_dims;
                continue;
            }
            int l = label_of(c);
            if (l < 0)
                return lang_py_error(err, "RuntimeError",
                                     "einsum(): invalid subscript given at index %lld in the equation string, subscripts must be in [a-zA-Z]",
                                     (long long)i);
            if (count[l] == 0)
                return lang_py_error(err, "RuntimeError", "einsum(): output subscript %c does not appear in the equation for any input operand",
                                     c);
            if (perm_index[l] != -1)
                return lang_py_error(err, "RuntimeError", "einsum(): output subscript %c appears more than once in the output", c);
            perm_index[l] = np++;
        }
    } else {
        if (any_ell) {
            out_ell = true;
            ell_index = 0;
            np = ell_dims;
        }
        for (int l = 0; l < EIN_LABELS; l++)
            if (count[l] == 1) perm_index[l] = np++;
    }
    const int64_t out_size = np;
    if (!out_ell) {
        ell_index = np;
        np += ell_dims;
    }
    for (int l = 0; l < EIN_LABELS; l++)
        if (count[l] > 0 && perm_index[l] == -1) perm_index[l] = np++;
    if (num_ops > 1) return lang_unsupported(err, "torch.einsum() of %lld operands (torch's pairwise contraction)", (long long)num_ops);
    if (np > SL_MAX_DIMS) return lang_unsupported(err, "torch.einsum() over %lld dims", (long long)np);
    /* the operand: diagonals for repeated labels, the ellipsis' missing dims, the permute */
    lang_value *op = ops[0];
    int64_t perm[SL_MAX_DIMS], label_dim[EIN_LABELS];
    for (int64_t k = 0; k < np; k++) perm[k] = -1;
    for (int l = 0; l < EIN_LABELS; l++) label_dim[l] = -1;
    const int32_t nd0 = TV(op)->t.layout.ndim;
    int64_t j = 0;
    int rc;
    for (int32_t k = 0; k < nlab[0]; k++) {
        const int32_t l = labels[k];
        if (l == EIN_ELLIPSIS) {
            const int64_t missing = ell_dims - (nd0 - (nlab[0] - 1));
            for (int64_t m = 0; m < missing; m++)
                if ((rc = method(I, op, "unsqueeze", &j, 1, &op, err))) return rc;
            for (int64_t m = 0; m < ell_dims; m++) perm[ell_index + m] = j++;
        } else if (label_dim[l] != -1) {
            const int64_t dim = label_dim[l];
            const int64_t sj = TV(op)->t.layout.size[j], sd = TV(op)->t.layout.size[dim];
            if (sj != sd)
                return lang_py_error(err, "RuntimeError",
                                     "einsum(): subscript %c is repeated for operand 0 but the sizes don't match, %lld != %lld",
                                     char_of(l), (long long)sj, (long long)sd);
            const int64_t dargs[3] = {0, dim, j}, margs[2] = {-1, dim};
            if ((rc = method(I, op, "diagonal", dargs, 3, &op, err)) || (rc = method(I, op, "movedim", margs, 2, &op, err)))
                return rc;
        } else {
            label_dim[l] = j;
            perm[perm_index[l]] = j++;
        }
    }
    for (int64_t k = 0; k < np; k++)
        if (perm[k] == -1) {
            const int64_t last = -1;
            if ((rc = method(I, op, "unsqueeze", &last, 1, &op, err))) return rc;
            perm[k] = j++;
        }
    lang_value *pv = lv_ints(I, V_TUPLE, perm, (int32_t)np), *res;
    CHECK_ALLOC(pv);
    if ((rc = lang_tensor_method_pos(I, op, "permute", &pv, 1, &res, err))) return rc;
    if (np > out_size) {
        int64_t dims[SL_MAX_DIMS];
        for (int64_t k = out_size; k < np; k++) dims[k - out_size] = k;
        lang_value *dv = lv_ints(I, V_TUPLE, dims, (int32_t)(np - out_size));
        CHECK_ALLOC(dv);
        if ((rc = lang_tensor_method_pos(I, res, "sum", &dv, 1, &res, err))) return rc;
    }
    *out = res;
    return SL_OK;
}
