/*
 * py_set.c — Python's set and frozenset, iterated in CPython's order.
 *
 * A stride snippet asks "does this view reach any element twice?" with
 * len(set(addresses)) == len(addresses), and prints sets of offsets.  What such a program
 * prints depends on the order a set iterates in, which is the order of CPython's hash
 * table slots.  So this module keeps the same table as CPython 3.11's setobject.c: the
 * same hashes (ints modulo 2^61 - 1, floats by _Py_HashDouble, tuples by the xxHash-based
 * tuplehash), the same probing (9 linear probes, then perturbation by 5 bits), the same
 * growth (resize to the smallest power of two above 4x the used count once fill reaches
 * 3/5 of the mask), dummies on removal, the same merge, intersection, difference and
 * symmetric difference loops, and pop's finger.  Iteration then walks the slots.
 *
 * Strings, None, functions and other objects hash by randomized seeds or addresses in
 * CPython, so a set holding one has no reproducible order: it still supports len, `in`,
 * sorted(), min(), max(), set algebra and comparisons, but printing it or iterating it
 * in order is refused.  NaN hashes by address too and is treated the same way.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/python/py_internal.h"

#define SET_MINSIZE 8
#define LINEAR_PROBES 9
#define PERTURB_SHIFT 5
#define HASH_BITS 61
#define HASH_MODULUS ((UINT64_C(1) << HASH_BITS) - 1)

typedef struct set_entry {
    lang_value *key; /* NULL: never used; &DUMMY: removed */
    int64_t hash;
} set_entry;

struct lang_settab {
    set_entry *table;
    int64_t mask, fill, used, finger;
    int64_t unordered; /* keys whose hash CPython randomizes (counted while present) */
};

static lang_value DUMMY;

/* --------------------------------------------------------------- hashes -- */

static int64_t hash_int(int64_t v) {
    uint64_t m = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    int64_t x = (int64_t)(m % HASH_MODULUS);
    if (v < 0) x = -x;
    return x == -1 ? -2 : x;
}

static int64_t hash_double(double v) {
    if (isinf(v)) return v > 0 ? 314159 : -314159;
    int e;
    double m = frexp(v, &e);
    int sign = 1;
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    uint64_t x = 0, y;
    while (m) {
        x = ((x << 28) & HASH_MODULUS) | x >> (HASH_BITS - 28);
        m *= 268435456.0;
        e -= 28;
        y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= HASH_MODULUS) x -= HASH_MODULUS;
    }
    e = e >= 0 ? e % HASH_BITS : HASH_BITS - 1 - ((-1 - e) % HASH_BITS);
    x = ((x << e) & HASH_MODULUS) | x >> (HASH_BITS - e);
    x = x * (uint64_t)(int64_t)sign;
    if (x == (uint64_t)-1) x = (uint64_t)-2;
    return (int64_t)x;
}

/* CPython's hash of v other than a tuple (hash_of); *unordered when CPython's value is
 * randomized or an address (then a stand-in that equal keys share is returned).
 * TypeError for unhashable values. */
static int hash_leaf(lang_interp *I, lang_value *v, int64_t *h, bool *unordered, sl_error *err) {
    const lang_type *ty = lang_type_of(I, v);
    const char *unhashable = ty && ty->unhashable ? ty->unhashable(v) : NULL;
    if (unhashable) return lang_py_error(err, "TypeError", "unhashable type: '%s'", unhashable);
    if (ty && ty->as_number) { /* a scalar hashes as the number it holds */
        lang_value *p = ty->as_number(I, v, err);
        if (!p) return err->code;
        if (!lang_type_of(I, p)) v = p;
    }
    switch (v->kind) {
    case V_BOOL: *h = v->u.b; return SL_OK;
    case V_INT: *h = hash_int(v->u.i); return SL_OK;
    case V_FLOAT:
        if (isnan(v->u.f)) {
            *unordered = true;
            *h = 0;
            return SL_OK;
        }
        if (v->u.f == floor(v->u.f) && fabs(v->u.f) < 9.2e18) *h = hash_int((int64_t)v->u.f);
        else *h = hash_double(v->u.f);
        return SL_OK;
    case V_STR:
    case V_BYTES: { /* randomized in CPython: any stand-in equal strings share */
        int rc = lang_charge_units(I, v->u.str.len / 16, err); /* 16 bytes scanned: a unit */
        if (rc) return rc;
        uint64_t x = 1469598103934665603u;
        for (int64_t i = 0; i < v->u.str.len; i++) x = (x ^ (uint8_t)v->u.str.s[i]) * 1099511628211u;
        *h = (int64_t)(x >> 1);
        *unordered = true;
        return SL_OK;
    }
    case V_LIST:
    case V_DICT:
    case V_VIEW:
    case V_SET:
        if (v->kind == V_SET && v->frozen) break;
        return lang_py_error(err, "TypeError", "unhashable type: '%s'", lv_type_name(v));
    case V_BIGINT: *h = py_big_hash(v); return SL_OK;
    default: break;
    }
    if (v->kind == V_SET) return lang_unsupported(err, "a frozenset inside a set");
    /* None, functions, a layer's objects...: hashed by address in CPython; equal means identical */
    *unordered = true;
    *h = (int64_t)(((uintptr_t)v >> 4) & 0x3FFFFFFFFFFFFFFF);
    return SL_OK;
}

/* tuplehash (xxHash lanes) of CPython 3.11.  Tuples nest as deep as a program builds
 * them and CPython hashes them without a recursion limit, so nested tuples are walked
 * with an explicit stack; each nested tuple is a unit of work (a tuple holding the same
 * tuple twice, 60 levels deep, would otherwise hash 2**60 items). */
static bool is_tuple(const lang_value *v) { return v->kind == V_TUPLE || v->kind == V_LAYER_TUPLE; }
typedef struct hash_frame {
    lang_value *t;
    int64_t i;
    uint64_t acc;
} hash_frame;
static int hash_of(lang_interp *I, lang_value *v, int64_t *h, bool *unordered, sl_error *err) {
    const uint64_t P1 = UINT64_C(11400714785074694791), P2 = UINT64_C(14029467366897019727),
                   P5 = UINT64_C(2870177450012600261);
    if (!is_tuple(v)) return hash_leaf(I, v, h, unordered, err);
    hash_frame local[32], *st = local;
    int64_t cap = 32, top = 0;
    int rc = SL_OK;
    st[0] = (hash_frame){v, 0, P5};
    for (;;) {
        hash_frame *f = &st[top];
        int64_t lane;
        if (f->i == f->t->u.seq.n) { /* this tuple is done: its hash is a lane of the one above */
            uint64_t acc = f->acc + ((uint64_t)f->t->u.seq.n ^ (P5 ^ UINT64_C(3527539)));
            lane = acc == (uint64_t)-1 ? 1546275796 : (int64_t)acc;
            if (top == 0) {
                *h = lane;
                break;
            }
            f = &st[--top];
        } else {
            lang_value *item = f->t->u.seq.v[f->i];
            if (is_tuple(item)) {
                if ((rc = lang_charge_units(I, 1, err))) break;
                if (top + 1 == cap) {
                    hash_frame *ns = malloc((size_t)cap * 2 * sizeof *ns);
                    if (!ns) {
                        rc = lang_nomem(err);
                        break;
                    }
                    memcpy(ns, st, (size_t)cap * sizeof *ns);
                    if (st != local) free(st);
                    st = ns;
                    cap *= 2;
                }
                st[++top] = (hash_frame){item, 0, P5};
                continue;
            }
            if ((rc = hash_leaf(I, item, &lane, unordered, err))) break;
        }
        f->acc += (uint64_t)lane * P2;
        f->acc = (f->acc << 31) | (f->acc >> 33);
        f->acc *= P1;
        f->i++;
    }
    if (st != local) free(st);
    return rc;
}

int lang_hash_key(lang_interp *I, lang_value *v, int64_t *h, bool *unordered, sl_error *err) {
    return hash_of(I, v, h, unordered, err);
}

/* Python's == between two keys of equal hash (identity for address-hashed objects). */
static int keys_equal(lang_interp *I, lang_value *a, lang_value *b, bool *eq, sl_error *err) {
    if (a == b) {
        *eq = true;
        return SL_OK;
    }
    const lang_type *ta = lang_type_of(I, a), *tb = lang_type_of(I, b);
    bool simple = !(ta && (ta->flags & LANG_TYPE_IDENTITY_EQ)) && !(tb && (tb->flags & LANG_TYPE_IDENTITY_EQ)) && a->kind != V_FUNC &&
                  b->kind != V_FUNC && a->kind != V_USERFUNC && b->kind != V_USERFUNC &&
                  a->kind != V_MODULE && b->kind != V_MODULE && a->kind != V_NONE;
    if (!simple) {
        *eq = a->kind == V_NONE && b->kind == V_NONE;
        return SL_OK;
    }
    return lang_values_equal(I, a, b, eq, err);
}

/* ---------------------------------------------------------------- table -- */

static int table_alloc(lang_interp *I, int64_t size, set_entry **out, sl_error *err) {
    *out = lang_alloc_n(&I->A, size, sizeof(set_entry));
    CHECK_ALLOC(*out);
    return SL_OK;
}

static void insert_clean(set_entry *table, int64_t mask, lang_value *key, int64_t hash) {
    uint64_t perturb = (uint64_t)hash;
    uint64_t i = (uint64_t)hash & (uint64_t)mask;
    for (;;) {
        set_entry *e = &table[i];
        if (!e->key) goto found;
        if (i + LINEAR_PROBES <= (uint64_t)mask)
            for (int j = 0; j < LINEAR_PROBES; j++) {
                e++;
                if (!e->key) goto found;
            }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & (uint64_t)mask;
        continue;
    found:
        e->key = key;
        e->hash = hash;
        return;
    }
}

static int table_resize(lang_interp *I, lang_settab *so, int64_t minused, sl_error *err) {
    int64_t newsize = SET_MINSIZE;
    while (newsize <= minused) {
        if (newsize > (INT64_C(1) << 40)) return lang_unsupported(err, "a set this large");
        newsize <<= 1;
    }
    set_entry *old = so->table, *nt;
    int64_t oldmask = so->mask;
    int rc = table_alloc(I, newsize, &nt, err);
    if (rc) return rc;
    so->mask = newsize - 1;
    so->table = nt;
    bool dummies = so->fill != so->used;
    so->fill = so->used;
    for (int64_t k = 0; k <= oldmask; k++)
        if (old[k].key && !(dummies && old[k].key == &DUMMY))
            insert_clean(nt, so->mask, old[k].key, old[k].hash);
    return SL_OK;
}

/* set_add_entry: *added false when an equal key was already there */
static int add_entry(lang_interp *I, lang_settab *so, lang_value *key, int64_t hash,
                     bool unordered, sl_error *err) {
    uint64_t mask = (uint64_t)so->mask, i = (uint64_t)hash & mask, perturb = (uint64_t)hash;
    set_entry *freeslot = NULL, *e;
    int rc;
    for (;;) {
        e = &so->table[i];
        int probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
        do {
            if (e->hash == 0 && !e->key) goto unused_or_dummy;
            if (e->hash == hash && e->key != &DUMMY) {
                bool eq;
                if ((rc = keys_equal(I, e->key, key, &eq, err))) return rc;
                if (eq) return SL_OK; /* found active: the old key stays */
            } else if (e->hash == -1 && e->key == &DUMMY) {
                freeslot = e; /* CPython keeps the last dummy seen */
            }
            e++;
        } while (probes--);
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
unused_or_dummy:
    so->unordered += unordered;
    if (freeslot) {
        so->used++;
        freeslot->key = key;
        freeslot->hash = hash;
        return SL_OK;
    }
    so->fill++;
    so->used++;
    e->key = key;
    e->hash = hash;
    if (so->fill * 5 < (int64_t)mask * 3) return SL_OK;
    return table_resize(I, so, so->used > 50000 ? so->used * 2 : so->used * 4, err);
}

static int lookup(lang_interp *I, const lang_settab *so, lang_value *key, int64_t hash,
                  set_entry **found, sl_error *err) {
    uint64_t mask = (uint64_t)so->mask, i = (uint64_t)hash & mask, perturb = (uint64_t)hash;
    *found = NULL;
    for (;;) {
        set_entry *e = &so->table[i];
        int probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
        do {
            if (e->hash == 0 && !e->key) return SL_OK;
            if (e->hash == hash && e->key != &DUMMY) {
                bool eq;
                int rc = keys_equal(I, e->key, key, &eq, err);
                if (rc) return rc;
                if (eq) {
                    *found = e;
                    return SL_OK;
                }
            }
            e++;
        } while (probes--);
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

static int discard_entry(lang_interp *I, lang_settab *so, lang_value *key, int64_t hash,
                         bool unordered, bool *removed, sl_error *err) {
    set_entry *e;
    int rc = lookup(I, so, key, hash, &e, err);
    if (rc) return rc;
    *removed = e != NULL;
    if (!e) return SL_OK;
    so->unordered -= unordered;
    e->key = &DUMMY;
    e->hash = -1;
    so->used--;
    return SL_OK;
}

static lang_settab *TAB(const lang_value *v) { return v->u.set; }

static int new_set(lang_interp *I, bool frozen, lang_value **out, sl_error *err) {
    lang_value *v = lv_new(I, V_SET);
    CHECK_ALLOC(v);
    lang_settab *so = lang_alloc(&I->A, sizeof *so);
    CHECK_ALLOC(so);
    int rc = table_alloc(I, SET_MINSIZE, &so->table, err);
    if (rc) return rc;
    so->mask = SET_MINSIZE - 1;
    v->u.set = so;
    v->frozen = frozen;
    *out = v;
    return SL_OK;
}

static int add_key(lang_interp *I, lang_value *set, lang_value *key, sl_error *err) {
    int64_t h;
    bool unordered = false;
    int rc = hash_of(I, key, &h, &unordered, err);
    if (rc) return rc;
    return add_entry(I, TAB(set), key, h, unordered, err);
}

/* set_merge: other's entries into so, with CPython's presizing and its two copy loops */
static int merge(lang_interp *I, lang_settab *so, const lang_settab *other, sl_error *err) {
    int rc;
    if (so == other || other->used == 0) return SL_OK;
    if ((so->fill + other->used) * 5 >= so->mask * 3)
        if ((rc = table_resize(I, so, (so->used + other->used) * 2, err))) return rc;
    if (so->fill == 0 && so->mask == other->mask && other->fill == other->used) {
        for (int64_t i = 0; i <= other->mask; i++)
            if (other->table[i].key) so->table[i] = other->table[i];
        so->fill = other->fill;
        so->used = other->used;
        so->unordered += other->unordered;
        return SL_OK;
    }
    if (so->fill == 0) {
        so->fill = so->used = other->used;
        for (int64_t i = 0; i <= other->mask; i++) {
            lang_value *k = other->table[i].key;
            if (k && k != &DUMMY) insert_clean(so->table, so->mask, k, other->table[i].hash);
        }
        so->unordered += other->unordered;
        return SL_OK;
    }
    for (int64_t i = 0; i <= other->mask; i++) {
        lang_value *k = other->table[i].key;
        if (!k || k == &DUMMY) continue;
        bool unordered = false;
        int64_t h;
        if ((rc = hash_of(I, k, &h, &unordered, err))) return rc;
        if ((rc = add_entry(I, so, k, other->table[i].hash, unordered, err))) return rc;
    }
    return SL_OK;
}

/* set_update_internal: a set merges; anything else is iterated key by key */
static int update(lang_interp *I, lang_value *set, lang_value *it, sl_error *err) {
    if (it->kind == V_SET) return merge(I, TAB(set), TAB(it), err);
    if (it->kind == V_DICT)
        return lang_unsupported(err, "a set built from a dict (CPython presizes it)");
    lang_value *items;
    int rc = lang_iterate(I, it, &items, err);
    if (rc) return rc;
    for (int64_t i = 0; i < items->u.seq.n; i++)
        if ((rc = add_key(I, set, items->u.seq.v[i], err))) return rc;
    return SL_OK;
}

static int copy_of(lang_interp *I, lang_value *src, bool frozen, lang_value **out, sl_error *err) {
    int rc = new_set(I, frozen, out, err);
    if (rc) return rc;
    return merge(I, TAB(*out), TAB(src), err);
}

/* ------------------------------------------------------------ public -- */

int lang_set_new(lang_interp *I, bool frozen, lang_value *iterable, lang_value **out,
                 sl_error *err) {
    int rc = new_set(I, frozen, out, err);
    if (rc || !iterable) return rc;
    return update(I, *out, iterable, err);
}

int lang_set_add(lang_interp *I, lang_value *set, lang_value *key, sl_error *err) {
    return add_key(I, set, key, err);
}

int64_t lang_set_len(const lang_value *set) { return TAB(set)->used; }

bool lang_set_holds_objects(const lang_value *set) { return TAB(set)->unordered > 0; }

int lang_set_contains(lang_interp *I, lang_value *set, lang_value *key, bool *res,
                      sl_error *err) {
    int64_t h;
    bool unordered = false;
    int rc = hash_of(I, key, &h, &unordered, err);
    if (rc) return rc;
    set_entry *e;
    if ((rc = lookup(I, TAB(set), key, h, &e, err))) return rc;
    *res = e != NULL;
    return SL_OK;
}

int lang_set_items(lang_interp *I, lang_value *set, bool any_order, lang_value **out,
                   sl_error *err) {
    const lang_settab *so = TAB(set);
    if (so->unordered && !any_order)
        return lang_unsupported(err, "iterating a set of str, None or objects (CPython's order "
                                     "depends on hash randomization or addresses)");
    lang_value *r = lv_seq(I, V_LIST, so->used);
    CHECK_ALLOC(r);
    int64_t n = 0;
    for (int64_t i = 0; i <= so->mask; i++)
        if (so->table[i].key && so->table[i].key != &DUMMY) r->u.seq.v[n++] = so->table[i].key;
    r->u.seq.n = n;
    *out = r;
    return SL_OK;
}

bool py_set_next(const lang_value *set, int64_t *pos, lang_value **key) {
    const lang_settab *so = TAB(set);
    for (int64_t i = *pos; i <= so->mask; i++)
        if (so->table[i].key && so->table[i].key != &DUMMY) {
            *key = so->table[i].key;
            *pos = i + 1;
            return true;
        }
    *pos = so->mask + 1;
    return false;
}

bool py_set_ordered(const lang_value *set) { return !TAB(set)->unordered; }

int lang_set_repr(lang_interp *I, const lang_value *set, sl_strbuf *sb, sl_error *err) {
    const lang_settab *so = TAB(set);
    if (so->used == 0) {
        sl_sb_printf(sb, set->frozen ? "frozenset()" : "set()");
        return SL_OK;
    }
    lang_value *items;
    int rc = lang_set_items(I, (lang_value *)set, false, &items, err);
    if (rc) return rc;
    sl_sb_printf(sb, set->frozen ? "frozenset({" : "{");
    for (int64_t i = 0; i < items->u.seq.n; i++) {
        if (i) sl_sb_printf(sb, ", ");
        if ((rc = lv_repr(I, items->u.seq.v[i], sb, err))) return rc;
    }
    sl_sb_printf(sb, set->frozen ? "})" : "}");
    return SL_OK;
}

/* every key of a in b (a <= b) */
static int subset(lang_interp *I, lang_value *a, lang_value *b, bool *res, sl_error *err) {
    const lang_settab *sa = TAB(a);
    *res = false;
    if (sa->used > TAB(b)->used) return SL_OK;
    for (int64_t i = 0; i <= sa->mask; i++) {
        lang_value *k = sa->table[i].key;
        if (!k || k == &DUMMY) continue;
        set_entry *e;
        int rc = lookup(I, TAB(b), k, sa->table[i].hash, &e, err);
        if (rc) return rc;
        if (!e) return SL_OK;
    }
    *res = true;
    return SL_OK;
}

/* set_intersection: iterate the smaller (b after a swap), add the keys the other has */
static int intersection(lang_interp *I, lang_value *a, lang_value *b, lang_value **out,
                        sl_error *err) {
    if (a == b) return copy_of(I, a, a->frozen, out, err);
    bool frozen = a->frozen;
    int rc = new_set(I, frozen, out, err);
    if (rc) return rc;
    if (b->kind != V_SET) {
        lang_value *items;
        if ((rc = lang_iterate(I, b, &items, err))) return rc;
        for (int64_t i = 0; i < items->u.seq.n; i++) {
            lang_value *k = items->u.seq.v[i];
            int64_t h;
            bool unordered = false;
            set_entry *e;
            if ((rc = hash_of(I, k, &h, &unordered, err))) return rc;
            if ((rc = lookup(I, TAB(a), k, h, &e, err))) return rc;
            if (e && (rc = add_entry(I, TAB(*out), k, h, unordered, err))) return rc;
        }
        return SL_OK;
    }
    if (TAB(b)->used > TAB(a)->used) {
        lang_value *t = a;
        a = b, b = t;
    }
    const lang_settab *sb = TAB(b);
    for (int64_t i = 0; i <= sb->mask; i++) {
        lang_value *k = sb->table[i].key;
        if (!k || k == &DUMMY) continue;
        set_entry *e;
        if ((rc = lookup(I, TAB(a), k, sb->table[i].hash, &e, err))) return rc;
        if (!e) continue;
        int64_t h;
        bool unordered = false;
        if ((rc = hash_of(I, k, &h, &unordered, err))) return rc;
        if ((rc = add_entry(I, TAB(*out), k, h, unordered, err))) return rc;
    }
    return SL_OK;
}

/* discard every key of `other` (a set or any iterable) from set */
static int difference_update(lang_interp *I, lang_value *set, lang_value *other, sl_error *err) {
    lang_value *items;
    int rc;
    if (other == set) {
        lang_value *fresh;
        if ((rc = new_set(I, set->frozen, &fresh, err))) return rc;
        set->u.set = fresh->u.set;
        return SL_OK;
    }
    if (other->kind == V_SET) rc = lang_set_items(I, other, true, &items, err);
    else rc = lang_iterate(I, other, &items, err);
    if (rc) return rc;
    for (int64_t i = 0; i < items->u.seq.n; i++) {
        int64_t h;
        bool unordered = false, removed;
        if ((rc = hash_of(I, items->u.seq.v[i], &h, &unordered, err))) return rc;
        if ((rc = discard_entry(I, TAB(set), items->u.seq.v[i], h, unordered, &removed, err)))
            return rc;
    }
    /* more than a quarter of the slots dummies: CPython resizes them away */
    lang_settab *so = TAB(set);
    if (so->fill - so->used <= so->mask / 4) return SL_OK;
    return table_resize(I, so, so->used > 50000 ? so->used * 2 : so->used * 4, err);
}

/* set_difference: a copy minus other when a is over 4x larger, else a new set of a's
 * keys that other lacks */
static int difference(lang_interp *I, lang_value *a, lang_value *b, lang_value **out,
                      sl_error *err) {
    int rc;
    if (b->kind != V_SET || (TAB(a)->used >> 2) > TAB(b)->used) {
        if ((rc = copy_of(I, a, a->frozen, out, err))) return rc;
        return difference_update(I, *out, b, err);
    }
    if ((rc = new_set(I, a->frozen, out, err))) return rc;
    const lang_settab *sa = TAB(a);
    for (int64_t i = 0; i <= sa->mask; i++) {
        lang_value *k = sa->table[i].key;
        if (!k || k == &DUMMY) continue;
        set_entry *e;
        if ((rc = lookup(I, TAB(b), k, sa->table[i].hash, &e, err))) return rc;
        if (e) continue;
        int64_t h;
        bool unordered = false;
        if ((rc = hash_of(I, k, &h, &unordered, err))) return rc;
        if ((rc = add_entry(I, TAB(*out), k, h, unordered, err))) return rc;
    }
    return SL_OK;
}

/* set_symmetric_difference_update(so, other): other's keys toggled in so */
static int symmetric_update(lang_interp *I, lang_value *set, lang_value *other, sl_error *err) {
    int rc;
    if (set == other) return difference_update(I, set, other, err);
    lang_value *os = other;
    if (other->kind != V_SET && (rc = lang_set_new(I, false, other, &os, err))) return rc;
    const lang_settab *t = TAB(os);
    for (int64_t i = 0; i <= t->mask; i++) {
        lang_value *k = t->table[i].key;
        if (!k || k == &DUMMY) continue;
        int64_t h;
        bool unordered = false, removed;
        if ((rc = hash_of(I, k, &h, &unordered, err))) return rc;
        if ((rc = discard_entry(I, TAB(set), k, h, unordered, &removed, err))) return rc;
        if (!removed && (rc = add_entry(I, TAB(set), k, h, unordered, err))) return rc;
    }
    return SL_OK;
}

static int symmetric(lang_interp *I, lang_value *a, lang_value *b, lang_value **out,
                     sl_error *err) {
    int rc = lang_set_new(I, a->frozen, b, out, err); /* a copy of b, a's type */
    if (rc) return rc;
    return symmetric_update(I, *out, a, err);
}

int lang_set_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                   sl_error *err) {
    int rc;
    bool both = a->kind == V_SET && b->kind == V_SET;
    if (op == OP_EQ || op == OP_NE) {
        bool eq = false;
        if (both && TAB(a)->used == TAB(b)->used && (rc = subset(I, a, b, &eq, err))) return rc;
        *out = lv_bool(I, op == OP_EQ ? eq : !eq);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!both) {
        const char *an = a->kind == V_SET ? (a->frozen ? "frozenset" : "set") : lv_type_name(a);
        const char *bn = b->kind == V_SET ? (b->frozen ? "frozenset" : "set") : lv_type_name(b);
        if (op == OP_LT || op == OP_LE || op == OP_GT || op == OP_GE)
            return lang_py_error(err, "TypeError", "'%s' not supported between instances of '%s' and '%s'",
                                 lang_op_symbol(op), an, bn);
        return lang_py_error(err, "TypeError", "unsupported operand type(s) for %s: '%s' and '%s'",
                             lang_op_symbol(op), an, bn);
    }
    bool r;
    switch (op) {
    case OP_BITOR:
        if ((rc = copy_of(I, a, a->frozen, out, err))) return rc;
        return merge(I, TAB(*out), TAB(b), err);
    case OP_BITAND: return intersection(I, a, b, out, err);
    case OP_SUB: return difference(I, a, b, out, err);
    case OP_BITXOR: return symmetric(I, a, b, out, err);
    case OP_LE:
    case OP_LT:
        if ((rc = subset(I, a, b, &r, err))) return rc;
        if (op == OP_LT) r = r && TAB(a)->used < TAB(b)->used;
        break;
    case OP_GE:
    case OP_GT:
        if ((rc = subset(I, b, a, &r, err))) return rc;
        if (op == OP_GT) r = r && TAB(b)->used < TAB(a)->used;
        break;
    default:
        return lang_py_error(err, "TypeError", "unsupported operand type(s) for %s: 'set' and 'set'",
                             lang_op_symbol(op));
    }
    *out = lv_bool(I, r);
    CHECK_ALLOC(*out);
    return SL_OK;
}

int lang_set_inplace(lang_interp *I, lang_op op, lang_value *set, lang_value *other,
                     bool *done, sl_error *err) {
    *done = false;
    if (set->kind != V_SET || set->frozen || other->kind != V_SET) return SL_OK;
    int rc;
    lang_value *tmp;
    switch (op) {
    case OP_BITOR: rc = merge(I, TAB(set), TAB(other), err); break;
    case OP_SUB: rc = difference_update(I, set, other, err); break;
    case OP_BITXOR: rc = symmetric_update(I, set, other, err); break;
    case OP_BITAND:
        if ((rc = intersection(I, set, other, &tmp, err))) return rc;
        set->u.set = tmp->u.set;
        break;
    default: return SL_OK;
    }
    *done = rc == SL_OK;
    return rc;
}

static int one_arg(const lang_args *a, const char *name, sl_error *err) {
    if (a->nkw) return lang_py_error(err, "TypeError", "set.%s() takes no keyword arguments", name);
    if (a->npos != 1)
        return lang_py_error(err, "TypeError", "set.%s() takes exactly one argument (%d given)",
                             name, (int)a->npos);
    return SL_OK;
}

static int ret_none(lang_interp *I, lang_value **out, sl_error *err) {
    *out = lv_none(I);
    CHECK_ALLOC(*out);
    return SL_OK;
}

int lang_set_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a,
                    lang_value **out, sl_error *err) {
    int rc;
    const char *tn = self->frozen ? "frozenset" : "set";
    bool mutating = !strcmp(name, "add") || !strcmp(name, "discard") || !strcmp(name, "remove") ||
                    !strcmp(name, "pop") || !strcmp(name, "clear") || !strcmp(name, "update") ||
                    !strcmp(name, "difference_update") || !strcmp(name, "intersection_update") ||
                    !strcmp(name, "symmetric_difference_update");
    if (mutating && self->frozen)
        return lang_py_error(err, "AttributeError", "'frozenset' object has no attribute '%s'", name);
    if (!strcmp(name, "add") || !strcmp(name, "discard") || !strcmp(name, "remove")) {
        if ((rc = one_arg(a, name, err))) return rc;
        if (name[0] == 'a') {
            if ((rc = add_key(I, self, a->pos[0], err))) return rc;
            return ret_none(I, out, err);
        }
        int64_t h;
        bool unordered = false, removed;
        if ((rc = hash_of(I, a->pos[0], &h, &unordered, err))) return rc;
        if ((rc = discard_entry(I, TAB(self), a->pos[0], h, unordered, &removed, err))) return rc;
        if (!removed && name[0] == 'r') {
            sl_strbuf sb;
            char msg[256];
            sl_sb_init(&sb, msg, sizeof msg);
            if ((rc = lv_repr(I, a->pos[0], &sb, err))) return rc;
            return lang_py_error(err, "KeyError", "%s", msg);
        }
        return ret_none(I, out, err);
    }
    if (!strcmp(name, "pop")) {
        if (a->npos || a->nkw)
            return lang_py_error(err, "TypeError", "set.pop() takes no arguments (%d given)", (int)a->npos);
        lang_settab *so = TAB(self);
        if (so->used == 0) return lang_py_error(err, "KeyError", "'pop from an empty set'");
        if (so->unordered) return lang_unsupported(err, "pop() of a set of str, None or objects");
        set_entry *e = so->table + (so->finger & so->mask), *limit = so->table + so->mask;
        while (!e->key || e->key == &DUMMY) {
            e++;
            if (e > limit) e = so->table;
        }
        *out = e->key;
        e->key = &DUMMY;
        e->hash = -1;
        so->used--;
        so->finger = e - so->table + 1;
        return SL_OK;
    }
    if (!strcmp(name, "clear")) {
        if (a->npos || a->nkw)
            return lang_py_error(err, "TypeError", "set.clear() takes no arguments (%d given)", (int)a->npos);
        lang_value *fresh;
        if ((rc = new_set(I, false, &fresh, err))) return rc;
        self->u.set = fresh->u.set;
        return ret_none(I, out, err);
    }
    if (!strcmp(name, "copy")) {
        if (a->npos || a->nkw)
            return lang_py_error(err, "TypeError", "%s.copy() takes no arguments (%d given)", tn, (int)a->npos);
        if (self->frozen) {
            *out = self;
            return SL_OK;
        }
        return copy_of(I, self, false, out, err);
    }
    if (!strcmp(name, "update") || !strcmp(name, "union")) {
        if (a->nkw) return lang_py_error(err, "TypeError", "%s.%s() takes no keyword arguments", tn, name);
        lang_value *target = self;
        if (name[0] == 'u' && name[1] == 'n' && (rc = copy_of(I, self, self->frozen, &target, err)))
            return rc;
        for (int32_t i = 0; i < a->npos; i++)
            if ((rc = update(I, target, a->pos[i], err))) return rc;
        if (name[1] == 'n') {
            *out = target;
            return SL_OK;
        }
        return ret_none(I, out, err);
    }
    if (!strcmp(name, "intersection") || !strcmp(name, "difference") ||
        !strcmp(name, "intersection_update") || !strcmp(name, "difference_update")) {
        if (a->nkw) return lang_py_error(err, "TypeError", "%s.%s() takes no keyword arguments", tn, name);
        bool inter = name[0] == 'i';
        lang_value *r = self;
        if (a->npos == 0 && !strstr(name, "_update")) return copy_of(I, self, self->frozen, out, err);
        for (int32_t i = 0; i < a->npos; i++) {
            lang_value *o = a->pos[i], *nr;
            if (inter) {
                if ((rc = intersection(I, r, o, &nr, err))) return rc;
            } else if (i == 0 && !strstr(name, "_update")) {
                if ((rc = difference(I, r, o, &nr, err))) return rc;
            } else {
                if (r == self && !strstr(name, "_update") && (rc = copy_of(I, self, self->frozen, &r, err)))
                    return rc;
                if ((rc = difference_update(I, r, o, err))) return rc;
                nr = r;
            }
            r = nr;
        }
        if (strstr(name, "_update")) {
            if (r != self) self->u.set = r->u.set;
            return ret_none(I, out, err);
        }
        *out = r;
        return SL_OK;
    }
    if (!strcmp(name, "symmetric_difference") || !strcmp(name, "symmetric_difference_update")) {
        if ((rc = one_arg(a, name, err))) return rc;
        if (name[20] == '_') {
            if ((rc = symmetric_update(I, self, a->pos[0], err))) return rc;
            return ret_none(I, out, err);
        }
        lang_value *o = a->pos[0];
        if (o->kind != V_SET && (rc = lang_set_new(I, false, o, &o, err))) return rc;
        return symmetric(I, self, o, out, err);
    }
    if (!strcmp(name, "issubset") || !strcmp(name, "issuperset") || !strcmp(name, "isdisjoint")) {
        if ((rc = one_arg(a, name, err))) return rc;
        lang_value *o = a->pos[0];
        if (o->kind != V_SET && (rc = lang_set_new(I, false, o, &o, err))) return rc;
        bool r;
        if (name[2] == 'd') {
            lang_value *inter;
            if ((rc = intersection(I, self, o, &inter, err))) return rc;
            r = TAB(inter)->used == 0;
        } else if ((rc = !strcmp(name, "issubset") ? subset(I, self, o, &r, err)
                                                   : subset(I, o, self, &r, err))) {
            return rc;
        }
        *out = lv_bool(I, r);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    return lang_py_error(err, "AttributeError", "'%s' object has no attribute '%s'", tn, name);
}
