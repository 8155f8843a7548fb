/*
 * py_sort.c — list.sort and sorted(): CPython 3.11's timsort, comparison for comparison.
 *
 * Which pairs a sort compares, and in what order, is visible in Python: a key or __lt__
 * that prints, the TypeError of a list that mixes types ("'<' not supported between
 * instances of 'str' and 'int'" names the pair compared first), the order a NaN ends
 * up in, and what a list holds after a comparison raised.  So this is CPython's
 * algorithm (Objects/listobject.c, described in Objects/listsort.txt): runs found by
 * count_run (a strictly descending run is reversed), short runs extended to minrun by
 * binary insertion, runs merged by the powersort policy with galloping merges.  Only `<`
 * is used, through py_values_order.  keys[i] is the key of vals[i]; the two arrays move
 * in lockstep.  On an error the arrays hold the permutation reached so far, as CPython's
 * list does.
 */
#include "lang/python/py.h"

#include <string.h>

#include "lang/python/py_internal.h"

#define MIN_GALLOP 7
#define MAX_MINRUN 64
#define MAX_PENDING 64

typedef struct {
    int64_t base, len;
    int power;
} run;

typedef struct {
    lang_interp *I;
    sl_error *err;
    lang_value **keys, **vals;
    lang_value **tk, **tv; /* merge scratch, n/2 + 1 items */
    int64_t n, min_gallop;
    int npending;
    run pending[MAX_PENDING];
} sorter;

/* x < y: 1, 0, or -1 with err set */
static int islt(sorter *s, lang_value *x, lang_value *y) {
    int c;
    int rc = py_values_order(s->I, OP_LT, x, y, &c, s->err);
    if (rc) return -1;
    return c == -1;
}

static void swap_range(lang_value **a, int64_t lo, int64_t hi) { /* reverse a[lo, hi) */
    for (hi--; lo < hi; lo++, hi--) {
        lang_value *t = a[lo];
        a[lo] = a[hi];
        a[hi] = t;
    }
}
static void reverse_both(sorter *s, int64_t lo, int64_t hi) {
    swap_range(s->keys, lo, hi);
    swap_range(s->vals, lo, hi);
}

/* binary insertion of [start, hi) into the sorted [lo, start) */
static int binarysort(sorter *s, int64_t lo, int64_t hi, int64_t start) {
    if (lo == start) start++;
    for (; start < hi; start++) {
        int64_t l = lo, r = start;
        lang_value *pivot = s->keys[start];
        do {
            int64_t p = l + ((r - l) >> 1);
            int k = islt(s, pivot, s->keys[p]);
            if (k < 0) return -1;
            if (k) r = p;
            else l = p + 1;
        } while (l < r);
        lang_value *pv = s->vals[start];
        memmove(&s->keys[l + 1], &s->keys[l], (size_t)(start - l) * sizeof *s->keys);
        memmove(&s->vals[l + 1], &s->vals[l], (size_t)(start - l) * sizeof *s->vals);
        s->keys[l] = pivot;
        s->vals[l] = pv;
    }
    return 0;
}

/* the length of the run at lo (at most hi - lo); *descending when strictly descending */
static int64_t count_run(sorter *s, int64_t lo, int64_t hi, bool *descending) {
    *descending = false;
    if (lo + 1 == hi) return 1;
    int64_t n = 2;
    int k = islt(s, s->keys[lo + 1], s->keys[lo]);
    if (k < 0) return -1;
    if (k) {
        *descending = true;
        for (int64_t i = lo + 2; i < hi; i++, n++) {
            if ((k = islt(s, s->keys[i], s->keys[i - 1])) < 0) return -1;
            if (!k) break;
        }
    } else {
        for (int64_t i = lo + 2; i < hi; i++, n++) {
            if ((k = islt(s, s->keys[i], s->keys[i - 1])) < 0) return -1;
            if (k) break;
        }
    }
    return n;
}

/* where key goes in the sorted a[0, n): left of equal keys; hint: where to start */
static int64_t gallop_left(sorter *s, lang_value *key, lang_value **a, int64_t n, int64_t hint) {
    int64_t ofs = 1, lastofs = 0;
    int k = islt(s, a[hint], key);
    if (k < 0) return -1;
    if (k) { /* a[hint] < key: gallop right */
        int64_t maxofs = n - hint;
        while (ofs < maxofs) {
            if ((k = islt(s, a[hint + ofs], key)) < 0) return -1;
            if (!k) break;
            lastofs = ofs;
            ofs = (ofs << 1) + 1;
        }
        if (ofs > maxofs) ofs = maxofs;
        lastofs += hint;
        ofs += hint;
    } else { /* key <= a[hint]: gallop left */
        int64_t maxofs = hint + 1;
        while (ofs < maxofs) {
            if ((k = islt(s, a[hint - ofs], key)) < 0) return -1;
            if (k) break;
            lastofs = ofs;
            ofs = (ofs << 1) + 1;
        }
        if (ofs > maxofs) ofs = maxofs;
        int64_t t = lastofs;
        lastofs = hint - ofs;
        ofs = hint - t;
    }
    for (lastofs++; lastofs < ofs;) {
        int64_t m = lastofs + ((ofs - lastofs) >> 1);
        if ((k = islt(s, a[m], key)) < 0) return -1;
        if (k) lastofs = m + 1;
        else ofs = m;
    }
    return ofs;
}

/* where key goes in the sorted a[0, n): right of equal keys */
static int64_t gallop_right(sorter *s, lang_value *key, lang_value **a, int64_t n, int64_t hint) {
    int64_t ofs = 1, lastofs = 0;
    int k = islt(s, key, a[hint]);
    if (k < 0) return -1;
    if (k) { /* key < a[hint]: gallop left */
        int64_t maxofs = hint + 1;
        while (ofs < maxofs) {
            if ((k = islt(s, key, a[hint - ofs])) < 0) return -1;
            if (!k) break;
            lastofs = ofs;
            ofs = (ofs << 1) + 1;
        }
        if (ofs > maxofs) ofs = maxofs;
        int64_t t = lastofs;
        lastofs = hint - ofs;
        ofs = hint - t;
    } else { /* a[hint] <= key: gallop right */
        int64_t maxofs = n - hint;
        while (ofs < maxofs) {
            if ((k = islt(s, key, a[hint + ofs])) < 0) return -1;
            if (k) break;
            lastofs = ofs;
            ofs = (ofs << 1) + 1;
        }
        if (ofs > maxofs) ofs = maxofs;
        lastofs += hint;
        ofs += hint;
    }
    for (lastofs++; lastofs < ofs;) {
        int64_t m = lastofs + ((ofs - lastofs) >> 1);
        if ((k = islt(s, key, a[m])) < 0) return -1;
        if (k) ofs = m;
        else lastofs = m + 1;
    }
    return ofs;
}

/* positions: dest/a/b index s->keys and s->vals, or (scratch) s->tk and s->tv */
static void copy1(lang_value **dk, lang_value **dv, int64_t d, lang_value **sk, lang_value **sv, int64_t i) {
    dk[d] = sk[i];
    dv[d] = sv[i];
}
static void move_n(lang_value **dk, lang_value **dv, int64_t d, lang_value **sk, lang_value **sv, int64_t i,
                   int64_t n) {
    memmove(&dk[d], &sk[i], (size_t)n * sizeof *dk);
    memmove(&dv[d], &sv[i], (size_t)n * sizeof *dv);
}

/* merge a[pa, pa+na) with b[pb = pa+na, pb+nb), na <= nb, a copied to scratch */
static int merge_lo(sorter *s, int64_t pa, int64_t na, int64_t pb, int64_t nb) {
    lang_value **K = s->keys, **V = s->vals, **TK = s->tk, **TV = s->tv;
    move_n(TK, TV, 0, K, V, pa, na);
    int64_t dest = pa, a = 0, b = pb;
    int result = -1;
    copy1(K, V, dest++, K, V, b++);
    if (--nb == 0) goto succeed;
    if (na == 1) goto copy_b;
    int64_t min_gallop = s->min_gallop;
    for (;;) {
        int64_t acount = 0, bcount = 0;
        for (;;) {
            int k = islt(s, K[b], TK[a]);
            if (k < 0) goto fail;
            if (k) {
                copy1(K, V, dest++, K, V, b++);
                bcount++;
                acount = 0;
                if (--nb == 0) goto succeed;
                if (bcount >= min_gallop) break;
            } else {
                copy1(K, V, dest++, TK, TV, a++);
                acount++;
                bcount = 0;
                if (--na == 1) goto copy_b;
                if (acount >= min_gallop) break;
            }
        }
        min_gallop++;
        do {
            min_gallop -= min_gallop > 1;
            s->min_gallop = min_gallop;
            int64_t k = gallop_right(s, K[b], TK + a, na, 0);
            acount = k;
            if (k) {
                if (k < 0) goto fail;
                move_n(K, V, dest, TK, TV, a, k);
                dest += k;
                a += k;
                na -= k;
                if (na == 1) goto copy_b;
                if (na == 0) goto succeed;
            }
            copy1(K, V, dest++, K, V, b++);
            if (--nb == 0) goto succeed;
            k = gallop_left(s, TK[a], K + b, nb, 0);
            bcount = k;
            if (k) {
                if (k < 0) goto fail;
                move_n(K, V, dest, K, V, b, k);
                dest += k;
                b += k;
                nb -= k;
                if (nb == 0) goto succeed;
            }
            copy1(K, V, dest++, TK, TV, a++);
            if (--na == 1) goto copy_b;
        } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
        min_gallop++;
        s->min_gallop = min_gallop;
    }
succeed:
    result = 0;
fail:
    if (na) move_n(K, V, dest, TK, TV, a, na);
    return result;
copy_b:
    move_n(K, V, dest, K, V, b, nb);
    copy1(K, V, dest + nb, TK, TV, a);
    return 0;
}

/* merge a[pa, pa+na) with b[pb = pa+na, pb+nb), na >= nb, b copied to scratch; from the end */
static int merge_hi(sorter *s, int64_t pa, int64_t na, int64_t pb, int64_t nb) {
    lang_value **K = s->keys, **V = s->vals, **TK = s->tk, **TV = s->tv;
    move_n(TK, TV, 0, K, V, pb, nb);
    int64_t dest = pb + nb - 1, a = pa + na - 1, b = nb - 1; /* b indexes the scratch */
    int result = -1;
    copy1(K, V, dest--, K, V, a--);
    if (--na == 0) goto succeed;
    if (nb == 1) goto copy_a;
    int64_t min_gallop = s->min_gallop;
    for (;;) {
        int64_t acount = 0, bcount = 0;
        for (;;) {
            int k = islt(s, TK[b], K[a]);
            if (k < 0) goto fail;
            if (k) {
                copy1(K, V, dest--, K, V, a--);
                acount++;
                bcount = 0;
                if (--na == 0) goto succeed;
                if (acount >= min_gallop) break;
            } else {
                copy1(K, V, dest--, TK, TV, b--);
                bcount++;
                acount = 0;
                if (--nb == 1) goto copy_a;
                if (bcount >= min_gallop) break;
            }
        }
        min_gallop++;
        do {
            min_gallop -= min_gallop > 1;
            s->min_gallop = min_gallop;
            int64_t k = gallop_right(s, TK[b], K + pa, na, na - 1);
            if (k < 0) goto fail;
            k = na - k;
            acount = k;
            if (k) {
                dest -= k;
                a -= k;
                move_n(K, V, dest + 1, K, V, a + 1, k);
                na -= k;
                if (na == 0) goto succeed;
            }
            copy1(K, V, dest--, TK, TV, b--);
            if (--nb == 1) goto copy_a;
            k = gallop_left(s, K[a], TK, nb, nb - 1);
            if (k < 0) goto fail;
            k = nb - k;
            bcount = k;
            if (k) {
                dest -= k;
                b -= k;
                move_n(K, V, dest + 1, TK, TV, b + 1, k);
                nb -= k;
                if (nb == 1) goto copy_a;
                if (nb == 0) goto succeed;
            }
            copy1(K, V, dest--, K, V, a--);
            if (--na == 0) goto succeed;
        } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
        min_gallop++;
        s->min_gallop = min_gallop;
    }
succeed:
    result = 0;
fail:
    if (nb) move_n(K, V, dest - (nb - 1), TK, TV, 0, nb);
    return result;
copy_a:
    move_n(K, V, dest + 1 - na, K, V, a + 1 - na, na);
    dest -= na;
    copy1(K, V, dest, TK, TV, b);
    return 0;
}

static int merge_at(sorter *s, int i) {
    int64_t pa = s->pending[i].base, na = s->pending[i].len;
    int64_t pb = s->pending[i + 1].base, nb = s->pending[i + 1].len;
    s->pending[i].len = na + nb;
    if (i == s->npending - 3) s->pending[i + 1] = s->pending[i + 2];
    s->npending--;
    /* a's items before b's first belong where they are, as do b's after a's last */
    int64_t k = gallop_right(s, s->keys[pb], s->keys + pa, na, 0);
    if (k < 0) return -1;
    pa += k;
    na -= k;
    if (na == 0) return 0;
    nb = gallop_left(s, s->keys[pa + na - 1], s->keys + pb, nb, nb - 1);
    if (nb <= 0) return (int)nb;
    return na <= nb ? merge_lo(s, pa, na, pb, nb) : merge_hi(s, pa, na, pb, nb);
}

/* powersort's node power of the run [s1, s1+n1) followed by one of n2 items, in n */
static int powerloop(int64_t s1, int64_t n1, int64_t n2, int64_t n) {
    int result = 0;
    int64_t a = 2 * s1 + n1, b = a + n1 + n2;
    for (;;) {
        result++;
        if (a >= n) {
            a -= n;
            b -= n;
        } else if (b >= n) {
            break;
        }
        a <<= 1;
        b <<= 1;
    }
    return result;
}

static int found_new_run(sorter *s, int64_t n2) {
    if (s->npending) {
        run *p = s->pending;
        int power = powerloop(p[s->npending - 1].base, p[s->npending - 1].len, n2, s->n);
        while (s->npending > 1 && p[s->npending - 2].power > power)
            if (merge_at(s, s->npending - 2) < 0) return -1;
        p[s->npending - 1].power = power;
    }
    return 0;
}

static int force_collapse(sorter *s) {
    while (s->npending > 1) {
        int n = s->npending - 2;
        if (n > 0 && s->pending[n - 1].len < s->pending[n + 1].len) n--;
        if (merge_at(s, n) < 0) return -1;
    }
    return 0;
}

static int64_t compute_minrun(int64_t n) {
    int64_t r = 0;
    while (n >= MAX_MINRUN) {
        r |= n & 1;
        n >>= 1;
    }
    return n + r;
}

int py_sort_values(lang_interp *I, lang_value **vals, lang_value **keys, int64_t n, bool reverse, sl_error *err) {
    if (n < 2) return SL_OK;
    sorter s = {.I = I, .err = err, .keys = keys, .vals = vals, .n = n, .min_gallop = MIN_GALLOP};
    s.tk = lang_alloc_n(&I->A, n / 2 + 1, sizeof *s.tk);
    s.tv = lang_alloc_n(&I->A, n / 2 + 1, sizeof *s.tv);
    CHECK_ALLOC(s.tk);
    CHECK_ALLOC(s.tv);
    /* reverse=True: reversed, sorted stably, reversed back, so equal keys keep their order */
    if (reverse) reverse_both(&s, 0, n);
    int rc = SL_OK;
    int64_t lo = 0, remaining = n, minrun = compute_minrun(n);
    do {
        bool descending;
        int64_t len = count_run(&s, lo, lo + remaining, &descending);
        if (len < 0) goto fail;
        if (descending) reverse_both(&s, lo, lo + len);
        if (len < minrun) {
            int64_t force = remaining <= minrun ? remaining : minrun;
            if (binarysort(&s, lo, lo + force, lo + len) < 0) goto fail;
            len = force;
        }
        if (found_new_run(&s, len) < 0) goto fail;
        if (s.npending >= MAX_PENDING) {
            rc = lang_unsupported(err, "a sort with more than %d pending runs", MAX_PENDING);
            goto done;
        }
        s.pending[s.npending++] = (run){lo, len, 0};
        lo += len;
        remaining -= len;
    } while (remaining);
    if (force_collapse(&s) < 0) goto fail;
    goto done;
fail:
    rc = err && err->code ? err->code : SL_ERR_PY;
done:
    if (reverse) swap_range(vals, 0, n);
    return rc;
}
