/*
 * py_dict.c — finding a key in a dict, and merging one dict into another.
 *
 * A dict value keeps its (key, value) pairs in insertion order in u.seq: printing,
 * iteration, equality and the methods walk them there.  Finding a key by scanning the
 * pairs makes a program that builds a large dict quadratic (an address -> index map of a
 * 64x64x64 view has 262,144 keys), so lookups go through a hash index kept beside the
 * pairs: open addressing over the keys' CPython hashes (lang_hash_key, py_set.c) with
 * linear probing, each slot holding a pair number.  The index is built by the first
 * lookup and extended as pairs are appended; code that removes pairs calls
 * lang_dict_changed, which drops it (the next lookup builds it again).  A dict's pairs
 * are removed in two places only: dict.pop (py_eval.c) and delattr on an instance's
 * attribute dict (py_class.c).
 *
 * Only keys that Python compares by value and that we hash exactly are indexed: bool,
 * int, float other than NaN, str, None and tuples of those.  A lookup of any other key,
 * and any lookup in a dict holding another kind of key, scans the pairs with Python's ==
 * as before.  Small dicts are scanned too.  Building the index is work on the run's
 * budget (a unit per pair), like the comparisons of a scan.
 */
#include "lang/python/py.h"

#include <math.h>
#include <string.h>

#define DICT_INDEX_MIN_PAIRS 8 /* below this many pairs a scan is as fast */

struct lang_dictidx {
    int64_t npairs;            /* pairs 0 .. npairs-1 are in the table */
    int64_t other_keys;        /* keys outside the indexed kinds: lookups scan */
    int64_t mask;              /* table size - 1 (a power of two) */
    int64_t *slot;             /* 1 + pair number; 0 = empty */
    int64_t *hash;             /* the hash of the slot's key */
};

/* Keys compared by value whose hash lang_hash_key gives exactly (None at the top level,
 * hashed here by a constant; inside a tuple lang_hash_key would hash it by address). */
static bool indexable(const lang_value *k, bool top) {
    switch (k->kind) {
    case V_BOOL:
    case V_INT:
    case V_STR: return true;
    case V_NONE: return top;
    case V_FLOAT: return !isnan(k->u.f);
    case V_TUPLE:
    case V_LAYER_TUPLE:
        if (k->pytype) return false; /* named tuples, iinfo, ...: scanned */
        for (int64_t i = 0; i < k->u.seq.n; i++)
            if (!indexable(k->u.seq.v[i], false)) return false;
        return true;
    default: return false;
    }
}

static int key_hash(lang_interp *I, lang_value *k, int64_t *h, sl_error *err) {
    if (k->kind == V_NONE) { /* one object: any fixed hash */
        *h = 0x5EED;
        return SL_OK;
    }
    bool unordered = false;
    return lang_hash_key(I, k, h, &unordered, err);
}

static void slot_put(struct lang_dictidx *x, int64_t h, int64_t pair) {
    int64_t i = (int64_t)((uint64_t)h & (uint64_t)x->mask);
    while (x->slot[i]) i = (i + 1) & x->mask;
    x->slot[i] = pair + 1;
    x->hash[i] = h;
}

static int table_alloc(lang_interp *I, struct lang_dictidx *x, int64_t size, sl_error *err) {
    x->slot = lang_alloc_n(&I->A, size, sizeof *x->slot);
    x->hash = lang_alloc_n(&I->A, size, sizeof *x->hash);
    if (!x->slot || !x->hash) return lang_nomem(err);
    x->mask = size - 1;
    return SL_OK;
}

/* Index pairs [x->npairs, np) of d, growing the table to keep it at most 2/3 full. */
static int index_pairs(lang_interp *I, lang_value *d, struct lang_dictidx *x, int64_t np, sl_error *err) {
    int rc;
    if ((rc = lang_charge_units(I, np - x->npairs, err))) return rc;
    if (np * 3 > (x->mask + 1) * 2) {
        int64_t size = 16;
        while (np * 3 > size * 2) size *= 2;
        int64_t *old_slot = x->slot, *old_hash = x->hash, old_size = x->slot ? x->mask + 1 : 0;
        if ((rc = table_alloc(I, x, size, err))) return rc;
        for (int64_t i = 0; i < old_size; i++)
            if (old_slot[i]) slot_put(x, old_hash[i], old_slot[i] - 1);
    }
    for (int64_t p = x->npairs; p < np; p++) {
        lang_value *k = d->u.seq.v[2 * p];
        int64_t h;
        if (!indexable(k, true)) {
            x->other_keys++;
            continue;
        }
        if ((rc = key_hash(I, k, &h, err))) return rc;
        slot_put(x, h, p);
    }
    x->npairs = np;
    return SL_OK;
}

/* d's index, current with its pairs: extended, or built when there is none. */
static int current_index(lang_interp *I, lang_value *d, struct lang_dictidx **out, sl_error *err) {
    int64_t np = d->u.seq.n / 2;
    struct lang_dictidx *x = d->u.seq.dict_idx;
    if (!x) {
        x = lang_alloc(&I->A, sizeof *x); /* zeroed */
        if (!x) return lang_nomem(err);
        x->mask = -1; /* no table yet */
        d->u.seq.dict_idx = x;
    }
    int rc = x->npairs < np ? index_pairs(I, d, x, np, err) : SL_OK;
    *out = x;
    return rc;
}

static int scan(lang_interp *I, lang_value *d, lang_value *key, int64_t *pair, sl_error *err) {
    for (int64_t p = 0; 2 * p + 1 < d->u.seq.n; p++) {
        bool eq;
        int rc = lang_values_equal(I, key, d->u.seq.v[2 * p], &eq, err);
        if (rc) return rc;
        if (eq) {
            *pair = p;
            return SL_OK;
        }
    }
    return SL_OK;
}

int lang_dict_find(lang_interp *I, lang_value *d, lang_value *key, int64_t *pair, sl_error *err) {
    *pair = -1;
    if (key->kind == V_LIST || key->kind == V_DICT || (key->kind == V_SET && !key->frozen))
        return lang_py_error(err, "TypeError", "unhashable type: '%s'", lv_type_name(key));
    const lang_type *ty = lang_type_of(I, key);
    const char *unhashable = ty && ty->unhashable ? ty->unhashable(key) : NULL;
    if (unhashable) return lang_py_error(err, "TypeError", "unhashable type: '%s'", unhashable);
    int64_t np = d->u.seq.n / 2;
    if (np < DICT_INDEX_MIN_PAIRS || !indexable(key, true)) return scan(I, d, key, pair, err);
    struct lang_dictidx *x = NULL;
    int64_t h;
    int rc;
    if ((rc = current_index(I, d, &x, err))) return rc;
    if (x->other_keys) return scan(I, d, key, pair, err);
    if ((rc = key_hash(I, key, &h, err))) return rc;
    for (int64_t i = (int64_t)((uint64_t)h & (uint64_t)x->mask); x->slot[i]; i = (i + 1) & x->mask) {
        if (x->hash[i] != h) continue;
        bool eq;
        int64_t p = x->slot[i] - 1;
        if ((rc = lang_values_equal(I, key, d->u.seq.v[2 * p], &eq, err))) return rc;
        if (eq) {
            *pair = p;
            return SL_OK;
        }
    }
    return SL_OK;
}

void lang_dict_changed(lang_value *d) {
    d->u.seq.dict_idx = NULL;
    d->cursor++; /* a dict iterator that finds the size unchanged but this moved refuses */
}

int lang_dict_update(lang_interp *I, lang_value *d, const lang_value *src, sl_error *err) {
    for (int64_t j = 0; j + 1 < src->u.seq.n; j += 2) {
        int rc = lang_dict_put(I, d, src->u.seq.v[j], src->u.seq.v[j + 1], err);
        if (rc) return rc;
    }
    return SL_OK;
}
