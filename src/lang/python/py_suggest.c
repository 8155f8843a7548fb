/*
 * py_suggest.c — the ". Did you mean: 'NAME'?" CPython 3.11 appends to the last line of the
 * traceback of an uncaught AttributeError or NameError (Python/suggestions.c, printed by
 * pythonrun.c's print_exception; never part of str(e)).
 *
 * The algorithm is suggestions.c's calculate_suggestions: over a list of candidates (none
 * when it holds 750 or more), skipping the name itself, each candidate's Levenshtein
 * distance to the name is computed on the UTF-8 bytes with a move (insert / delete /
 * substitute) costing 2 and a change of case alone 1 (substitution_cost: bytes whose low
 * five bits differ cost 2, equal bytes 0, ASCII letters equal but for case 1), after the
 * common prefix and suffix are trimmed; a rest longer than 40 bytes, or a length difference
 * alone costing more than the bound, is too far.  The bound is (len(name) + len(item) + 3)
 * * 2 / 6 (integer division), lowered to the best distance found so far minus one, so the
 * first candidate of the smallest distance wins.
 *
 * The candidates: for an AttributeError raised by fetching obj.name, dir(obj), sorted, as
 * recorded from each profile's interpreter: the core's types' tables and the layers'
 * (lang_type.dir_table), the layers' modules (lang_module_def.dir), the standard-library
 * modules (py_builtin_names.c), and for the program's classes and their instances a plain
 * class's names (object's, __dict__, __module__ ...) with the keys of the class dicts and of
 * the instance's dict.  For a NameError, the names of the innermost frame's code object (a
 * function's parameters, then its other locals, assigned yet or not; a comprehension's .0
 * and targets), then the module's globals in the order first bound after the dunders a
 * script starts with, then the builtins dict's keys in CPython's order.  Objects whose dir()
 * is not recorded get no suggestion, nor does an error whose message is not the plain one
 * the remembered fetch or lookup raised.
 * The fetch and the lookup only remember their object or scope when they fail
 * (py_suggest_note_*); the distances are computed once, for the uncaught error.
 */
#include "lang/python/py.h"
#include "lang/python/py_dir_names.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_CANDIDATE_ITEMS 750
#define MAX_STRING_SIZE 40
#define MOVE_COST 2
#define CASE_COST 1
#define LEAST_FIVE_BITS(n) ((n) & 31)


/* ------------------------------------------------------------ the distance == */

static size_t substitution_cost(char a, char b) {
    if (LEAST_FIVE_BITS(a) != LEAST_FIVE_BITS(b)) return MOVE_COST;
    if (a == b) return 0;
    if ('A' <= a && a <= 'Z') a += ('a' - 'A');
    if ('A' <= b && b <= 'Z') b += ('a' - 'A');
    return a == b ? CASE_COST : MOVE_COST;
}

static size_t levenshtein(const char *a, size_t a_size, const char *b, size_t b_size, size_t max_cost) {
    size_t buffer[MAX_STRING_SIZE];
    if (a == b) return 0;
    while (a_size && b_size && a[0] == b[0]) {
        a++, a_size--;
        b++, b_size--;
    }
    while (a_size && b_size && a[a_size - 1] == b[b_size - 1]) a_size--, b_size--;
    if (a_size == 0 || b_size == 0) return (a_size + b_size) * MOVE_COST;
    if (a_size > MAX_STRING_SIZE || b_size > MAX_STRING_SIZE) return max_cost + 1;
    if (b_size < a_size) { /* the shorter one in the buffer */
        const char *t = a;
        a = b, b = t;
        size_t ts = a_size;
        a_size = b_size, b_size = ts;
    }
    if ((b_size - a_size) * MOVE_COST > max_cost) return max_cost + 1;
    size_t tmp = MOVE_COST;
    for (size_t i = 0; i < a_size; i++, tmp += MOVE_COST) buffer[i] = tmp;
    size_t result = 0;
    for (size_t bi = 0; bi < b_size; bi++) {
        char code = b[bi];
        size_t distance = result = bi * MOVE_COST;
        size_t minimum = SIZE_MAX;
        for (size_t i = 0; i < a_size; i++) {
            size_t substitute = distance + substitution_cost(code, a[i]);
            distance = buffer[i];
            size_t insert_delete = (result < distance ? result : distance) + MOVE_COST;
            result = insert_delete < substitute ? insert_delete : substitute;
            buffer[i] = result;
            if (result < minimum) minimum = result;
        }
        if (minimum > max_cost) return max_cost + 1;
    }
    return result;
}

/* ------------------------------------------------------------ candidates == */

typedef struct {
    const char **v;
    int32_t n, cap;
    bool nomem;
} cand_list;

static void cand_add(cand_list *l, const char *s) {
    if (l->nomem) return;
    if (l->n == l->cap) {
        int32_t cap = l->cap ? 2 * l->cap : 64;
        const char **v = realloc(l->v, (size_t)cap * sizeof *v);
        if (!v) {
            l->nomem = true;
            return;
        }
        l->v = v, l->cap = cap;
    }
    l->v[l->n++] = s;
}

/* calculate_suggestions over l: the best candidate, or NULL */
static const char *best_of(const cand_list *l, const char *name) {
    if (l->nomem || l->n >= MAX_CANDIDATE_ITEMS) return NULL;
    size_t name_size = strlen(name);
    const char *best = NULL;
    long long best_dist = 0;
    for (int32_t i = 0; i < l->n; i++) {
        const char *item = l->v[i];
        if (!strcmp(item, name)) continue;
        size_t item_size = strlen(item);
        long long max_distance = (long long)(name_size + item_size + 3) * MOVE_COST / 6;
        if (best && best_dist - 1 < max_distance) max_distance = best_dist - 1;
        if (max_distance < 0) continue;
        size_t d = levenshtein(name, name_size, item, item_size, (size_t)max_distance);
        if ((long long)d > max_distance) continue;
        if (!best || (long long)d < best_dist) {
            best = item;
            best_dist = (long long)d;
        }
    }
    return best;
}

/* a table's names (each after its tag letter), in the table's (sorted) order */
static bool add_table(cand_list *l, const lang_dir_table *d) {
    if (!d) return false;
    for (int32_t k = 0; k < d->n; k++) cand_add(l, d->names[k] + 1);
    return true;
}

static int cmp_names(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* the str keys of a dict value (false: another key) */
static bool add_dict_keys(cand_list *l, const lang_value *d) {
    if (!d) return true;
    if (d->kind != V_DICT) return false;
    for (int64_t k = 0; k + 1 < d->u.seq.n; k += 2) {
        const lang_value *key = d->u.seq.v[k];
        if (key->kind != V_STR || (int64_t)strlen(key->u.str.s) != key->u.str.len) return false;
        cand_add(l, key->u.str.s);
    }
    return true;
}

/* dir() of a class of the program (every one derives from object alone) or of its
 * instance: object's names and the plain class's, the dicts of the class and its bases,
 * the instance's own dict; sorted, each once */
static bool class_dir(const lang_value *obj, cand_list *l) {
    for (int32_t k = 0; k < lang_plain_class_dir_n; k++) cand_add(l, lang_plain_class_dir[k]);
    const lang_class *c = obj->kind == V_CLASS ? obj->u.cls : obj->u.obj.cls;
    if (obj->kind == V_INSTANCE && !add_dict_keys(l, obj->u.obj.dict)) return false;
    for (; c; c = c->base)
        if (!add_dict_keys(l, c->dict)) return false;
    if (l->nomem) return false;
    qsort(l->v, (size_t)l->n, sizeof *l->v, cmp_names);
    int32_t n = 0;
    for (int32_t k = 0; k < l->n; k++)
        if (!n || strcmp(l->v[n - 1], l->v[k])) l->v[n++] = l->v[k];
    l->n = n;
    return true;
}

/* dir(obj) as recorded for its type under the run's profile; false when not recorded */
static bool dir_of(lang_interp *I, const lang_value *obj, cand_list *l) {
    if ((obj->kind == V_INSTANCE && obj->u.obj.cls) || (obj->kind == V_CLASS && obj->u.cls)) return class_dir(obj, l);
    if (obj->kind == V_MODULE && lang_pymod_known(obj->u.path)) { /* math, itertools, ... */
        for (int32_t k = 0; k < lang_stdlib_dirs_n; k++)
            if (!strcmp(lang_stdlib_dirs[k].path, obj->u.path)) {
                for (int32_t j = 0; j < lang_stdlib_dirs[k].n; j++) cand_add(l, lang_stdlib_dirs[k].names[j]);
                return true;
            }
        return false;
    }
    if (obj->kind == V_MODULE) { /* a layer's module: its recorded dir() */
        const lang_module_def *m = lang_module_find(I, obj->u.path);
        const char *const *names = NULL;
        int32_t n = m && m->dir ? m->dir(I, obj->u.path, &names) : -1;
        if (n < 0 || !names) return false; /* unknown, or too long to offer anything */
        for (int32_t k = 0; k < n; k++) cand_add(l, names[k]);
        return true;
    }
    const lang_type *ty = lang_type_of(I, obj);
    if (ty) {
        if (!ty->dir_tag || !ty->dir_table) return false;
        const char *cls = NULL;
        sl_ref ref = I->ref;
        bool cacheable = true;
        const char *tag = ty->dir_tag(I, obj, &cls, &ref, &cacheable);
        return tag && add_table(l, ty->dir_table(ref, tag));
    }
    const char *tag = NULL;
    switch (obj->kind) {
    case V_STR: tag = obj->pytype ? NULL : "str"; break;
    case V_LIST: tag = obj->pytype ? NULL : "list"; break;
    case V_TUPLE: tag = obj->pytype ? NULL : "tuple"; break;
    case V_DICT: tag = obj->pytype ? NULL : "dict"; break;
    case V_INT: case V_BIGINT: tag = "int"; break;
    case V_FLOAT: tag = obj->f32 ? NULL : "float"; break;
    case V_BOOL: tag = "bool"; break;
    case V_NONE: tag = "NoneType"; break;
    case V_SLICE: tag = "slice"; break;
    case V_RANGE: tag = "range"; break;
    default: break;
    }
    return tag && add_table(l, lang_dir_table_of(I->ref, tag));
}

/* the module's globals in the order first bound (the scope lists them newest first) */
static void add_globals(cand_list *l, const lang_var *v) {
    if (!v) return;
    add_globals(l, v->next);
    if (!v->gone) cand_add(l, v->name);
}

static const char *name_suggestion(lang_interp *I, const char *name) {
    cand_list l = {0};
    const char *best = NULL;
    lang_scope *s = I->sugg_scope;
    /* the frame's own names: a function's parameters then its locals; a comprehension's
     * implicit .0 and its targets; none for the module and a class body */
    if (s && s != I->globals && s->fn) {
        const lang_node *d = s->fn;
        for (int32_t k = 0; k < d->nitems2; k++) cand_add(&l, d->names[k]);
        if (d->names2 && d->names2[0]) cand_add(&l, d->names2[0]);
        if (d->names2 && d->names2[1]) cand_add(&l, d->names2[1]);
        for (int32_t k = 0; d->locals_done && k < d->nlocals; k++) cand_add(&l, d->locals[k]);
    } else if (s && s != I->globals && !s->cls_body) {
        cand_add(&l, ".0");
        add_globals(&l, s->vars);
    }
    best = best_of(&l, name);
    if (!best) {
        l.n = 0;
        for (int32_t k = 0; k < lang_module_dunders_n; k++) cand_add(&l, lang_module_dunders[k]);
        add_globals(&l, I->globals ? I->globals->vars : NULL);
        best = best_of(&l, name);
    }
    if (!best) {
        l.n = 0;
        for (int32_t k = 0; k < lang_builtin_names_n; k++) cand_add(&l, lang_builtin_names[k]);
        best = best_of(&l, name);
    }
    free(l.v);
    return best;
}

/* ------------------------------------------------------------ hooks == */

void py_suggest_note_attr(lang_interp *I, int rc, lang_value *obj, const char *name, const sl_error *err) {
    if (rc != SL_ERR_PY || strcmp(err->type, "AttributeError")) return;
    I->sugg_obj = obj;
    I->sugg_attr = name;
}

void py_suggest_note_name(lang_interp *I, const char *name) {
    I->sugg_name = name;
    I->sugg_scope = I->scope;
}

/* err's message ends with `'NAME'` (the name the remembered error was about) */
static bool message_names(const sl_error *err, const char *lead, const char *name) {
    size_t m = strlen(err->message), n = strlen(name), k = strlen(lead);
    if (m < k + n + 2) return false;
    const char *p = err->message + m - n - 2 - k;
    return !memcmp(p, lead, k) && p[k] == '\'' && !memcmp(p + k + 1, name, n) && p[k + 1 + n] == '\'';
}

const char *lang_suggest(lang_interp *I, const sl_error *err) {
    if (!strcmp(err->type, "AttributeError")) {
        if (!I->sugg_obj || !I->sugg_attr || !message_names(err, "has no attribute ", I->sugg_attr)) return NULL;
        cand_list l = {0};
        const char *best = dir_of(I, I->sugg_obj, &l) ? best_of(&l, I->sugg_attr) : NULL;
        free(l.v);
        return best;
    }
    if (!strcmp(err->type, "NameError")) { /* (exactly NameError: not UnboundLocalError) */
        char want[sizeof err->message];
        if (!I->sugg_name) return NULL;
        snprintf(want, sizeof want, "name '%s' is not defined", I->sugg_name);
        if (strcmp(err->message, want)) return NULL;
        return name_suggestion(I, I->sugg_name);
    }
    return NULL;
}
