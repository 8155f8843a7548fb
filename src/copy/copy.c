/*
 * copy.c — the general strided copy: checks, planning, threads, prepared copies.
 *
 * sl_copy(dst, src) proves before touching memory that every byte either side reaches
 * lies inside its storage, that no two destination elements share a byte (a strided
 * reader may alias freely, a strided writer may not: the later write would silently
 * win), and whether the source's bytes meet the destination's.  If they do, the source
 * is first copied to a temporary, so the result is the one a reader of the whole
 * source before any write would see.
 *
 * Planning then reduces the copy to as few, as long loops as possible, TensorIterator
 * style but keyed on the destination (the side whose write pattern matters most):
 * size-1 dims are dropped; dims the destination walks backwards are flipped on both
 * sides (start at the last element, negate both strides), so destination strides are
 * positive; dims are sorted by destination stride, fastest first; adjacent dims d, d+1
 * merge when size[d] * stride[d] == stride[d+1] on both sides.  The innermost dim and
 * the strides then pick a kernel (copy_kernels.c): one memcpy, a memcpy per row, a
 * blocked transpose when the source is contiguous along some other dim, or a
 * gather / broadcast / reverse / fully strided element loop.
 *
 * With several threads the job is cut along one dim (the outermost with enough
 * elements) into equal slabs, each run by one pool worker.
 *
 * Before all this, two fast paths take the small copies that dominate call counts with
 * cheaper proofs of the same facts: a row-major float32 destination filled from a
 * source contiguous along its outer dim (x.t().contiguous(): copy_entry_avx2), and any
 * 2-D copy of at most 1 MiB (copy_2d_fast); each falls through to the general path
 * when its bounds do not hold.
 *
 * Destination self-overlap: a zero stride on a dim of size > 1 is overlap; strides
 * that nest (each, sorted by magnitude, at least the byte extent of all smaller ones)
 * prove there is none; anything else goes to the overlap module's exact solver
 * (sl_overlap_internal) with a work budget, and if that runs out, to listing and
 * sorting the element addresses when there are at most COPY_ENUM_LIMIT of them; beyond
 * that the copy is refused as undecided.
 *
 * The loops are copy_kernels.c; the copying ops built on sl_copy (dense layouts,
 * sl_copy_tensor / sl_copy_array / sl_copy_flip) are copy_ops.c.
 */
#include "copy/copy_kernels.h"

#ifdef SL_COPY_HAVE_AVX2_KERNELS
#include <immintrin.h>
#endif

#include <stdlib.h>
#if defined(__linux__) && !defined(__wasm__)
#define COPY_HAVE_PREFAULT 1
#include <sys/mman.h>
#include <unistd.h>
#ifndef MADV_POPULATE_WRITE /* Linux 5.14; older kernels answer EINVAL and we skip */
#define MADV_POPULATE_WRITE 23
#endif
#endif

#define COPY_ENUM_LIMIT (INT64_C(1) << 22)
#define COPY_OVERLAP_BUDGET (INT64_C(1) << 20)
#define COPY_PARALLEL_MIN_BYTES (INT64_C(1) << 20)
/* Streaming stores skip the caches, which pays when the output cannot stay in them, but
 * an output that fits in a last-level cache may be sitting in it (a buffer written just
 * before, or a block the allocator recycles), and streaming into lines the cache holds
 * costs their eviction first.  The 24.5 MiB NCHW->NHWC benchmark case, four runs of
 * bench/copy.py each way, Zen 5 with 32 MiB of L3 per core complex: pre-touched 0.47-0.78
 * of memcpy streamed against 0.61-0.72 with ordinary stores; into a fresh (recycled)
 * buffer 0.95-2.06x torch's speed streamed, 1.66-1.94x not.  The 64 MiB cases stream. */
#define COPY_NONTEMPORAL_MIN_BYTES (INT64_C(32) << 20)

static const char SELF_OVERLAP_MSG[] =
    "unsupported operation: more than one element of the written-to tensor refers to a "
    "single memory location. Please clone() the tensor before performing the operation.";

void sl_copy_options_init(sl_copy_options *opts) {
    if (!opts) return;
    opts->threads = 1;
    opts->pool = NULL;
    opts->nontemporal = -1;
    opts->simd = -1;
    opts->overlap_budget = 0;
}

/* ----------------------------------------------------------- validation -- */

static int check_shapes(const sl_bview *dst, const sl_bview *src, sl_error *err) {
    if (!dst || !src)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "copy: NULL layout");
    if (dst->ndim < 0 || dst->ndim > SL_MAX_DIMS || src->ndim < 0 || src->ndim > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError",
                            "copy: number of dimensions outside [0, %d]", SL_MAX_DIMS);
    if (dst->ndim != src->ndim)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "copy: destination has %d %s, source has %d", (int)dst->ndim,
                            sl_plural(dst->ndim, "dim", "dims"), (int)src->ndim);
    for (int32_t d = 0; d < dst->ndim; d++) {
        if (dst->size[d] < 0 || src->size[d] < 0)
            return sl_error_set(err, SL_ERR_ARG, "ValueError", "copy: negative size at dim %d",
                                (int)d);
        if (dst->size[d] != src->size[d]) {
            char a[256], b[256];
            sl_format_tuple(a, sizeof a, dst->size, dst->ndim);
            sl_format_tuple(b, sizeof b, src->size, src->ndim);
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "copy: destination shape %s differs from source shape %s", a, b);
        }
    }
    if (dst->width_bytes < 1 || dst->width_bytes != src->width_bytes)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "copy: element widths differ or are < 1 (%lld and %lld bytes)",
                            (long long)dst->width_bytes, (long long)src->width_bytes);
    return SL_OK;
}

static int check_inside(const sl_bview *v, int64_t storage_bytes, const char *which,
                        int64_t *lo, int64_t *hi, sl_error *err) {
    bool empty;
    int rc = sl_bview_span(v, lo, hi, &empty, err);
    if (rc) return rc;
    if (*lo < 0 || *hi > storage_bytes)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "copy: the %s reaches bytes [%lld, %lld) outside its storage of "
                            "%lld %s",
                            which, (long long)*lo, (long long)*hi, (long long)storage_bytes,
                            sl_plural(storage_bytes, "byte", "bytes"));
    return SL_OK;
}

static int cmp_i64(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* Does any byte of the destination belong to two elements?  1 yes, 0 no, -1 undecided,
 * or a negative status (< -1 never: SL_ERR_NOMEM is mapped by the caller). */
static int dst_self_overlap(const sl_bview *v, int64_t numel, int64_t budget, bool *nomem) {
    int64_t mag[SL_MAX_DIMS], sz[SL_MAX_DIMS];
    int32_t n = 0;
    *nomem = false;
    for (int32_t d = 0; d < v->ndim; d++) {
        if (v->size[d] <= 1) continue;
        if (v->stride_bytes[d] == 0) return 1;
        /* |stride| fits: spans were checked, so (size-1)*stride did not overflow */
        mag[n] = v->stride_bytes[d] < 0 ? -v->stride_bytes[d] : v->stride_bytes[d];
        sz[n++] = v->size[d];
    }
    for (int32_t a = 1; a < n; a++) /* insertion sort by magnitude */
        for (int32_t b = a; b > 0 && mag[b - 1] > mag[b]; b--) {
            int64_t t = mag[b];
            mag[b] = mag[b - 1], mag[b - 1] = t;
            t = sz[b];
            sz[b] = sz[b - 1], sz[b - 1] = t;
        }
    int64_t extent = v->width_bytes; /* bytes covered by one element of the dims so far */
    bool nested = true;
    for (int32_t k = 0; k < n && nested; k++) {
        if (mag[k] < extent) nested = false;
        else extent += (sz[k] - 1) * mag[k]; /* within the checked span */
    }
    if (nested) return 0;
    /* the exact solver of the overlap module, within the work budget */
    sl_overlap_result res;
    sl_error serr;
    int rc = sl_overlap_internal(v, budget, &res, &serr);
    if (rc == SL_OK && res.answer == SL_OVL_YES) return 1;
    if (rc == SL_OK && res.answer == SL_OVL_NO) return 0;
    if (rc == SL_ERR_NOMEM) *nomem = true;
    /* undecided within the budget: list the addresses if there are not too many */
    if (numel > COPY_ENUM_LIMIT) return -1;
    *nomem = false;
    int64_t *addr = malloc((size_t)numel * sizeof *addr);
    if (!addr) {
        *nomem = true;
        return -1;
    }
    int64_t idx[SL_MAX_DIMS] = {0}, off = 0, count = 0;
    for (;;) {
        addr[count++] = off;
        int32_t d = v->ndim - 1;
        for (; d >= 0; d--) {
            if (idx[d] + 1 < v->size[d]) {
                idx[d]++;
                off += v->stride_bytes[d];
                break;
            }
            off -= idx[d] * v->stride_bytes[d];
            idx[d] = 0;
        }
        if (d < 0) break;
    }
    qsort(addr, (size_t)count, sizeof *addr, cmp_i64);
    int verdict = 0;
    for (int64_t i = 1; i < count; i++)
        if (addr[i] - addr[i - 1] < v->width_bytes) {
            verdict = 1;
            break;
        }
    free(addr);
    return verdict;
}

/* ------------------------------------------------------------- planning -- */

/* Build the job for dst/src (already validated, numel > 0); bases may be NULL when only
 * the plan is wanted. */
static void plan_job(const sl_bview *dst, char *dst_base, const sl_bview *src,
                     const char *src_base, sl_copy_simd simd, bool nontemporal,
                     sl_copy_job *j) {
    /* no memset: only the first nd entries of the arrays are ever read, and clearing
     * 1.5 KiB per call would dominate an 8x8 copy */
    j->width = dst->width_bytes;
    j->simd = simd;
    j->nontemporal = nontemporal;
    int64_t doff = dst->offset_bytes, soff = src->offset_bytes;
    int32_t nd = 0;
    for (int32_t d = dst->ndim - 1; d >= 0; d--) { /* innermost first */
        if (dst->size[d] == 1) continue;
        int64_t ds = dst->stride_bytes[d], ss = src->stride_bytes[d];
        if (ds < 0) { /* walk this dim from its far end on both sides */
            doff += (dst->size[d] - 1) * ds;
            soff += (dst->size[d] - 1) * ss;
            ds = -ds, ss = -ss;
        }
        j->size[nd] = dst->size[d], j->ds[nd] = ds, j->ss[nd] = ss;
        nd++;
    }
    /* stable insertion sort by destination stride; ties by |source stride| */
    for (int32_t a = 1; a < nd; a++)
        for (int32_t b = a; b > 0; b--) {
            int64_t sa = j->ss[b - 1] < 0 ? -j->ss[b - 1] : j->ss[b - 1];
            int64_t sb = j->ss[b] < 0 ? -j->ss[b] : j->ss[b];
            if (j->ds[b - 1] < j->ds[b] || (j->ds[b - 1] == j->ds[b] && sa <= sb)) break;
            int64_t t = j->size[b];
            j->size[b] = j->size[b - 1], j->size[b - 1] = t;
            t = j->ds[b], j->ds[b] = j->ds[b - 1], j->ds[b - 1] = t;
            t = j->ss[b], j->ss[b] = j->ss[b - 1], j->ss[b - 1] = t;
        }
    /* coalesce adjacent dims */
    int32_t m = 0;
    for (int32_t d = 0; d < nd; d++) {
        int64_t pd, ps;
        if (m > 0 && !sl_ovf_mul(j->size[m - 1], j->ds[m - 1], &pd) && pd == j->ds[d] &&
            !sl_ovf_mul(j->size[m - 1], j->ss[m - 1], &ps) && ps == j->ss[d]) {
            j->size[m - 1] *= j->size[d]; /* <= numel, which fits */
            continue;
        }
        j->size[m] = j->size[d], j->ds[m] = j->ds[d], j->ss[m] = j->ss[d];
        m++;
    }
    nd = m;
    if (nd == 0) { /* a single element */
        nd = 1;
        j->size[0] = 1, j->ds[0] = j->width, j->ss[0] = j->width;
    }
    j->nd = nd;
    j->dst_off = doff, j->src_off = soff;
    j->dst = dst_base ? dst_base + doff : NULL;
    j->src = src_base ? src_base + soff : NULL;
    j->tdim = -1;
    const int64_t w = j->width;
    if (j->ds[0] != w) {
        j->kernel = SL_CK_GENERIC;
    } else if (j->ss[0] == w) {
        j->kernel = nd == 1 ? SL_CK_MEMCPY : SL_CK_ROWS;
    } else {
        /* a transpose pays when some other dim is contiguous in the source and the
         * source's innermost stride is not small */
        int64_t ss0 = j->ss[0] < 0 ? -j->ss[0] : j->ss[0];
        for (int32_t k = 1; k < nd && ss0 > 4 * w && j->size[0] >= 4; k++)
            if (j->ss[k] == w && j->size[k] >= 4) {
                j->tdim = k;
                break;
            }
        if (j->tdim > 0) j->kernel = SL_CK_TRANSPOSE;
        else if (j->ss[0] == 0) j->kernel = SL_CK_FILL;
        else if (j->ss[0] == -w) j->kernel = SL_CK_REVERSE;
        else j->kernel = SL_CK_GATHER;
    }
}

/* --------------------------------------------------------------- threads -- */

typedef struct par_ctx {
    const sl_copy_job *job;
    int32_t split_dim, nworkers;
    int64_t quantum; /* slab boundaries are multiples of this many elements */
} par_ctx;

/* Worker w's share [lo, hi) of the split dim; empty when lo >= hi. */
static void slab_bounds(const par_ctx *c, int32_t w, int64_t *lo, int64_t *hi) {
    int64_t n = c->job->size[c->split_dim], units = (n + c->quantum - 1) / c->quantum;
    *lo = units * w / c->nworkers * c->quantum;
    *hi = units * (w + 1) / c->nworkers * c->quantum;
    if (*hi > n) *hi = n;
}

static void par_worker(void *arg, int32_t w) {
    const par_ctx *c = arg;
    const sl_copy_job *j = c->job;
    int32_t k = c->split_dim;
    int64_t lo, hi;
    slab_bounds(c, w, &lo, &hi);
    if (lo >= hi) return;
    sl_copy_job part = *j;
    part.size[k] = hi - lo;
    part.dst += lo * j->ds[k];
    part.src += lo * j->ss[k];
    if (part.kernel == SL_CK_MEMCPY) part.size[0] = hi - lo;
    sl_copy_exec(&part);
}

#ifdef COPY_HAVE_PREFAULT
/* Fault in, from the calling thread, the pages of [lo, hi) that are not resident yet.
 * MADV_POPULATE_WRITE maps them writable as a write would, without changing a byte, so
 * pages of the range outside the destination's elements keep their contents. */
static void prefault_range(uintptr_t lo, uintptr_t hi) {
    long ps = sysconf(_SC_PAGESIZE);
    if (ps <= 0 || (ps & (ps - 1))) return;
    const uintptr_t page = (uintptr_t)ps;
    unsigned char resident[1024];
    lo &= ~(page - 1);
    while (lo < hi) {
        size_t npages = (size_t)((hi - lo + page - 1) / page);
        if (npages > sizeof resident) npages = sizeof resident;
        if (mincore((void *)lo, npages * page, resident) != 0) return;
        for (size_t i = 0; i < npages;) {
            if (resident[i] & 1) {
                i++;
                continue;
            }
            size_t e = i + 1;
            while (e < npages && !(resident[e] & 1)) e++;
            if (madvise((void *)(lo + i * page), (e - i) * page, MADV_POPULATE_WRITE) != 0)
                return; /* advisory: an old kernel, or memory it cannot populate */
            i = e;
        }
        lo += npages * page;
    }
}

/* A fresh destination is faulted in by whichever thread first writes each page, and the
 * kernel takes the page from that CPU's free lists.  Measured on the 2-vCPU KVM guest
 * this was tuned on, pages a pool worker faulted came from memory the host had reclaimed
 * (the balloon's free page reporting hands back free 2 MiB blocks) and cost 5-10 ms per
 * 2 MiB, while the calling thread, which also frees the buffers, recycled warm pages from
 * its own CPU's lists: a fresh 64 MiB output took 110-160 ms with two threads against
 * 18 ms with one.  So before the workers start, the caller faults in the not yet resident
 * pages of their slabs (mincore says which; already-touched outputs cost one page-table
 * walk, about 0.05 ms per 64 MiB), and faults its own slab while copying it. */
static void prefault_worker_slabs(const par_ctx *c) {
    const sl_copy_job *j = c->job;
    int64_t rest = 0; /* byte extent of one slab row beyond the split dim */
    for (int32_t d = 0; d < j->nd; d++)
        if (d != c->split_dim) rest += (j->size[d] - 1) * j->ds[d];
    for (int32_t w = 1; w < c->nworkers; w++) {
        int64_t lo, hi;
        slab_bounds(c, w, &lo, &hi);
        if (lo >= hi) continue;
        uintptr_t first = (uintptr_t)(j->dst + lo * j->ds[c->split_dim]);
        uintptr_t last = (uintptr_t)(j->dst + (hi - 1) * j->ds[c->split_dim] + rest);
        prefault_range(first, last + (uintptr_t)j->width);
    }
}
#endif

static int run_job(const sl_copy_job *j, int64_t out_bytes, const sl_copy_options *o,
                   sl_error *err) {
    int32_t threads = o->threads < 1 ? 1 : o->threads;
    if (threads <= 1 || out_bytes < COPY_PARALLEL_MIN_BYTES || j->kernel == SL_CK_EMPTY) {
        sl_copy_exec(j);
        return SL_OK;
    }
    /* counting cores reads sysfs: only worth it when the copy is large */
    if (o->pool) {
        if (threads > sl_threadpool_size(o->pool)) threads = sl_threadpool_size(o->pool);
    } else {
        int32_t cores = sl_cpu_count();
        if (threads > cores) threads = cores;
    }
    if (threads <= 1) {
        sl_copy_exec(j);
        return SL_OK;
    }
    /* Split the outermost dim that has at least 2 elements per worker, else the largest.
     * A transpose whose source rows are far apart (square blocks, see choose_tile) prefers
     * a dim of its odometer (neither dim 0 nor the source-contiguous dim t): cutting t
     * halves every source run a worker reads (permute(2, 1, 0) of 256^3:
     * 512 B of each 1 KiB source row per worker), and 2 threads reached 0.44-0.55 of
     * 2-thread memcpy that way against 0.65-0.72 cutting the odometer's dim. */
    int32_t k = -1;
    if (j->kernel == SL_CK_TRANSPOSE && (j->ss[0] > 4096 || j->ss[0] < -4096))
        for (int32_t d = j->nd - 1; d >= 1 && k < 0; d--)
            if (d != j->tdim && j->size[d] >= 2 * threads) k = d;
    for (int32_t d = j->nd - 1; d >= 0 && k < 0; d--)
        if (j->size[d] >= 2 * threads) k = d;
    if (k < 0) {
        k = 0;
        for (int32_t d = 1; d < j->nd; d++)
            if (j->size[d] > j->size[k]) k = d;
    }
    par_ctx c = {j, k, threads, 1};
    if (j->kernel == SL_CK_TRANSPOSE && (k == 0 || k == j->tdim)) c.quantum = 16;
    if (j->kernel == SL_CK_MEMCPY) c.quantum = (4096 + j->width - 1) / j->width;
    if (j->size[k] < c.quantum * threads) c.quantum = 1;
    sl_threadpool *pool = o->pool, *own = NULL;
    if (!pool) {
        int rc = sl_threadpool_create(threads, &own, err);
        if (rc) return rc;
        pool = own;
    }
#ifdef COPY_HAVE_PREFAULT
    prefault_worker_slabs(&c);
#endif
    sl_threadpool_run(pool, threads, par_worker, &c);
    sl_threadpool_destroy(own);
    return SL_OK;
}

/* ------------------------------------------------------------------ API -- */

/* Everything sl_copy and sl_copy_plan share: checks, overlap verdicts. */
typedef struct prepared {
    int64_t numel;
    int64_t dlo, dhi, slo, shi;
} prepared;

static int prepare(const sl_bview *dst, int64_t dst_bytes, const sl_bview *src,
                   int64_t src_bytes, const sl_copy_options *opts, prepared *p, sl_error *err) {
    int rc = check_shapes(dst, src, err);
    if (rc) return rc;
    if ((rc = sl_bview_numel(dst, &p->numel, err))) return rc;
    if (p->numel == 0) return SL_OK;
    if ((rc = check_inside(dst, dst_bytes, "destination", &p->dlo, &p->dhi, err))) return rc;
    if ((rc = check_inside(src, src_bytes, "source", &p->slo, &p->shi, err))) return rc;
    bool nomem;
    int64_t budget = opts->overlap_budget == 0 ? COPY_OVERLAP_BUDGET : opts->overlap_budget;
    int ov = dst_self_overlap(dst, p->numel, budget, &nomem);
    if (nomem)
        return sl_error_set(err, SL_ERR_NOMEM, "MemoryError",
                            "copy: cannot allocate the destination overlap check");
    if (ov == 1) return sl_error_set(err, SL_ERR_PY, "RuntimeError", "%s", SELF_OVERLAP_MSG);
    if (ov < 0)
        return sl_error_set(err, SL_ERR_UNSUPPORTED, "RuntimeError",
                            "unsupported: cannot prove the destination free of self-overlap "
                            "(the solver's work budget of %lld ran out and %lld elements are "
                            "more than %lld to enumerate)",
                            (long long)budget, (long long)p->numel,
                            (long long)COPY_ENUM_LIMIT);
    return SL_OK;
}

/* Small copies (at most COPY_SMALL_MAX_DIMS dims and COPY_SMALL_MAX_ELEMS elements, the
 * size of an x.t() of 8x8 or 64x64 materialized in a loop) spend most of their time in
 * the general checks above: shape loops, two span computations, the overlap proof's
 * set-up.  This does the same proofs in straight-line arithmetic for the common case:
 * every byte in bounds, destination strides that nest (so no two elements share a byte),
 * source bytes disjoint from destination bytes.  It only ever says yes when those are
 * proved; any other layout, every error included, goes to prepare(), whose answer and
 * message are unchanged. */
#define COPY_SMALL_MAX_DIMS 3
#define COPY_SMALL_MAX_ELEMS 4096

static bool small_copy_is_safe(const void *dst_base, int64_t dst_bytes, const sl_bview *dst,
                               const void *src_base, int64_t src_bytes, const sl_bview *src) {
    const int32_t nd = dst->ndim;
    const int64_t w = dst->width_bytes;
    if (nd < 0 || nd > COPY_SMALL_MAX_DIMS || src->ndim != nd || w < 1 ||
        w != src->width_bytes || !dst_base || !src_base)
        return false;
    int64_t numel = 1, mag[COPY_SMALL_MAX_DIMS], cnt[COPY_SMALL_MAX_DIMS];
    int64_t dlo = dst->offset_bytes, dhi = dlo, slo = src->offset_bytes, shi = slo;
    int32_t m = 0;
    for (int32_t d = 0; d < nd; d++) {
        const int64_t n = dst->size[d];
        if (n != src->size[d] || n < 1 || n > COPY_SMALL_MAX_ELEMS) return false;
        numel *= n; /* at most 4096^3: no overflow */
        if (n == 1) continue;
        const int64_t ds = dst->stride_bytes[d], ss = src->stride_bytes[d];
        int64_t de, se;
        if (ds == 0 || ds == INT64_MIN || sl_ovf_mul(n - 1, ds, &de) || sl_ovf_mul(n - 1, ss, &se))
            return false;
        if (de < 0 ? sl_ovf_add(dlo, de, &dlo) : sl_ovf_add(dhi, de, &dhi)) return false;
        if (se < 0 ? sl_ovf_add(slo, se, &slo) : sl_ovf_add(shi, se, &shi)) return false;
        mag[m] = ds < 0 ? -ds : ds;
        cnt[m++] = n;
    }
    if (numel > COPY_SMALL_MAX_ELEMS || sl_ovf_add(dhi, w, &dhi) || sl_ovf_add(shi, w, &shi) ||
        dlo < 0 || dhi > dst_bytes || slo < 0 || shi > src_bytes)
        return false;
    for (int32_t a = 1; a < m; a++) /* sort the (at most 3) magnitudes */
        for (int32_t b = a; b > 0 && mag[b - 1] > mag[b]; b--) {
            int64_t t = mag[b];
            mag[b] = mag[b - 1], mag[b - 1] = t;
            t = cnt[b], cnt[b] = cnt[b - 1], cnt[b - 1] = t;
        }
    int64_t extent = w; /* bytes spanned by one element of the dims so far */
    for (int32_t k = 0; k < m; k++) {
        if (mag[k] < extent) return false;
        extent += (cnt[k] - 1) * mag[k]; /* within the destination span just checked */
    }
    uintptr_t d0 = (uintptr_t)dst_base + (uintptr_t)dlo, d1 = (uintptr_t)dst_base + (uintptr_t)dhi;
    uintptr_t s0 = (uintptr_t)src_base + (uintptr_t)slo, s1 = (uintptr_t)src_base + (uintptr_t)shi;
    return !(d0 < s1 && s0 < d1);
}

/* Run a copy small_copy_is_safe accepted.  The same normalisation as plan_job (size-1
 * dims dropped, destination strides made positive, sorted, adjacent dims merged) on at
 * most three dims in local arrays, then the three shapes that dominate small copies go
 * straight to their loop: one block, rows, a 2-D transpose; anything else is planned
 * and run like a large copy. */
static void copy_small(char *dst_base, const sl_bview *dst, const char *src_base,
                       const sl_bview *src, sl_copy_simd simd) {
    const int64_t w = dst->width_bytes;
    int64_t size[COPY_SMALL_MAX_DIMS], ds[COPY_SMALL_MAX_DIMS], ss[COPY_SMALL_MAX_DIMS];
    int64_t doff = dst->offset_bytes, soff = src->offset_bytes;
    int32_t m = 0;
    for (int32_t d = dst->ndim - 1; d >= 0; d--) {
        const int64_t n = dst->size[d];
        if (n == 1) continue;
        int64_t a = dst->stride_bytes[d], b = src->stride_bytes[d];
        if (a < 0) { /* spans were checked: these stay inside both buffers */
            doff += (n - 1) * a, soff += (n - 1) * b;
            a = -a, b = -b;
        }
        int32_t q = m++;
        for (; q > 0 && ds[q - 1] > a; q--) /* insertion by destination stride */
            size[q] = size[q - 1], ds[q] = ds[q - 1], ss[q] = ss[q - 1];
        size[q] = n, ds[q] = a, ss[q] = b;
    }
    int32_t k = 0; /* merge dims that continue each other on both sides */
    for (int32_t d = 1; d < m; d++) {
        int64_t pd, ps;
        if (!sl_ovf_mul(size[k], ds[k], &pd) && pd == ds[d] && !sl_ovf_mul(size[k], ss[k], &ps) &&
            ps == ss[d]) {
            size[k] *= size[d];
            continue;
        }
        k++;
        size[k] = size[d], ds[k] = ds[d], ss[k] = ss[d];
    }
    if (m > 0) m = k + 1;
    char *d = dst_base + doff;
    const char *s = src_base + soff;
    if (m == 0) {
        memcpy(d, s, (size_t)w);
        return;
    }
    if (ds[0] == w && ss[0] == w && m <= 2) {
        const size_t row = (size_t)(size[0] * w);
        if (m == 1) memcpy(d, s, row);
        else
            for (int64_t r = 0; r < size[1]; r++) memcpy(d + r * ds[1], s + r * ss[1], row);
        return;
    }
    if (m == 2 && ds[0] == w && ss[1] == w && ss[0] != w &&
        sl_copy_transpose_small(d, ds[1], s, ss[0], size[0], size[1], w, simd))
        return;
    sl_copy_job j;
    plan_job(dst, dst_base, src, src_base, simd, false, &j);
    sl_copy_exec(&j);
}

/* The 2-D (and 1-D as 2-D) path: the same three proofs again, in a few dozen
 * instructions, for copies far below the thread and streaming thresholds.  Inputs are
 * first bounded (sizes below 2^20, |strides| at most 2^40, offsets in [0, 2^61], output
 * below 1 MiB) so that no product or sum below can overflow and none needs a check:
 * (n-1)*|stride| < 2^60, and an offset plus two such extents plus a width < 2^63.
 *   bounds      lowest byte = offset + the negative extents, one past the highest =
 *               offset + the positive extents + width; both inside the storage;
 *   nesting     with m = |dst stride| (a huge value for a size-1 dim) and E = (n-1)*m
 *               for each dim: one dim's elements fit between two of the other's
 *               (m_a >= width and m_b >= E_a + width, in either order);
 *   disjoint    the two byte intervals [lo, hi) of the real addresses do not meet.
 * Anything outside the bounds or not proved returns 0 and takes the general path
 * (small_copy_is_safe, then prepare()), which gives every error its message.  Returns 1
 * when it has copied. */
#define FAST2_MAX_SIZE (INT64_C(1) << 20)
#define FAST2_MAX_STRIDE (INT64_C(1) << 40)
#define FAST2_MAX_OFFSET (INT64_C(1) << 61)
#define FAST2_UNUSED_DIM (INT64_C(1) << 62) /* m of a size-1 dim: every nesting test passes */

static inline int stride_out(int64_t s) { /* not in [-2^40, 2^40] */
    return (uint64_t)s + (uint64_t)FAST2_MAX_STRIDE > 2 * (uint64_t)FAST2_MAX_STRIDE;
}
static inline int64_t neg_part(int64_t x) { return x < 0 ? x : 0; }
static inline int64_t pos_part(int64_t x) { return x > 0 ? x : 0; }
static inline int64_t mag(int64_t x) { return x < 0 ? -x : x; }

/* One side's span: [*lo, *hi) of byte offsets from its base, inside [0, bytes)? */
static inline bool span_inside(int64_t off, int64_t e0, int64_t e1, int64_t w, int64_t bytes,
                               int64_t *lo) {
    *lo = off + neg_part(e0) + neg_part(e1);
    return *lo >= 0 && off + pos_part(e0) + pos_part(e1) + w <= bytes;
}

/* Run a proved 2-D copy whose destination walks forwards: ni elements along the inner
 * dim (destination stride dsi, the smaller; source ssi) times no along the outer. */
static inline int run_2d(char *d, const char *s, int64_t w, int64_t ni, int64_t no, int64_t dsi,
                         int64_t dso, int64_t ssi, int64_t sso, int simd_cap, char *dst_base,
                         const sl_bview *dst, const char *src_base, const sl_bview *src) {
    if (dsi == w && ssi == w) { /* rows, or one block */
        const size_t row = (size_t)(ni * w);
        if (no == 1 || (dso == ni * w && sso == ni * w)) {
            memcpy(d, s, row * (size_t)no);
        } else {
            for (int64_t r = 0; r < no; r++) memcpy(d + r * dso, s + r * sso, row);
        }
        return 1;
    }
    sl_copy_simd simd = sl_copy_detect_simd(simd_cap);
    if (dsi == w && sso == w && sl_copy_transpose_small(d, dso, s, ssi, ni, no, w, simd))
        return 1;
    copy_small(dst_base, dst, src_base, src, simd);
    return 1;
}

__attribute__((noinline)) static int copy_2d_fast(char *dst_base, int64_t dst_bytes, const sl_bview *dst,
                        const char *src_base, int64_t src_bytes, const sl_bview *src,
                        int simd_cap) {
    const int64_t w = dst->width_bytes;
    int64_t n0 = dst->size[0], n1 = dst->size[1];
    int64_t ds0 = dst->stride_bytes[0], ds1 = dst->stride_bytes[1];
    int64_t ss0 = src->stride_bytes[0], ss1 = src->stride_bytes[1];
    if (src->ndim != dst->ndim || src->width_bytes != w || src->size[0] != n0) return 0;
    if (dst->ndim == 1) n1 = 1, ds1 = ss1 = 0; /* a 1-D copy: a second dim of size 1 */
    else if (src->size[1] != n1) return 0;
    const int64_t doff = dst->offset_bytes, soff = src->offset_bytes;
    if (((uint64_t)w - 1 >= 64) | ((uint64_t)n0 - 1 >= (uint64_t)FAST2_MAX_SIZE) |
        ((uint64_t)n1 - 1 >= (uint64_t)FAST2_MAX_SIZE) | stride_out(ds0) | stride_out(ds1) |
        stride_out(ss0) | stride_out(ss1) | ((uint64_t)doff > (uint64_t)FAST2_MAX_OFFSET) |
        ((uint64_t)soff > (uint64_t)FAST2_MAX_OFFSET) | (dst_base == NULL) | (src_base == NULL))
        return 0;
    if (n0 * n1 * w >= COPY_PARALLEL_MIN_BYTES) return 0;
    const int64_t de0 = (n0 - 1) * ds0, de1 = (n1 - 1) * ds1;
    const int64_t se0 = (n0 - 1) * ss0, se1 = (n1 - 1) * ss1;
    if ((n0 > 1) & (n1 > 1) & (ds0 > 0) & (ds1 > 0) & (ss0 >= 0) & (ss1 >= 0)) {
        /* the common case (a plain transpose, rows, a slice): two real dims, forward
         * strides, so each span is [offset, offset + e0 + e1 + w) and the nesting test
         * needs no magnitudes */
        const int64_t dspan = de0 + de1 + w, sspan = se0 + se1 + w;
        if ((doff + dspan > dst_bytes) | (soff + sspan > src_bytes)) return 0;
        if (!((ds1 >= w && ds0 >= de1 + w) || (ds0 >= w && ds1 >= de0 + w))) return 0;
        char *d = dst_base + doff;
        const char *s = src_base + soff;
        if (((uintptr_t)d < (uintptr_t)s + (uintptr_t)sspan) &
            ((uintptr_t)s < (uintptr_t)d + (uintptr_t)dspan))
            return 0;
        if (ds0 < ds1)
            return run_2d(d, s, w, n0, n1, ds0, ds1, ss0, ss1, simd_cap, dst_base, dst, src_base,
                          src);
        return run_2d(d, s, w, n1, n0, ds1, ds0, ss1, ss0, simd_cap, dst_base, dst, src_base, src);
    }
    int64_t dlo, slo;
    if (!span_inside(doff, de0, de1, w, dst_bytes, &dlo) ||
        !span_inside(soff, se0, se1, w, src_bytes, &slo))
        return 0;
    const int64_t m0 = n0 > 1 ? mag(ds0) : FAST2_UNUSED_DIM;
    const int64_t m1 = n1 > 1 ? mag(ds1) : FAST2_UNUSED_DIM;
    if (!((m1 >= w && m0 >= mag(de1) + w) || (m0 >= w && m1 >= mag(de0) + w))) return 0;
    /* both spans are (lo, lo + |e0| + |e1| + w) */
    const uintptr_t d0 = (uintptr_t)dst_base + (uintptr_t)dlo;
    const uintptr_t d1 = d0 + (uintptr_t)(mag(de0) + mag(de1) + w);
    const uintptr_t s0 = (uintptr_t)src_base + (uintptr_t)slo;
    const uintptr_t s1 = s0 + (uintptr_t)(mag(se0) + mag(se1) + w);
    if (d0 < s1 && s0 < d1) return 0;

    /* proved: walk the destination forwards, its faster dim inside */
    char *d = dst_base + doff;
    const char *s = src_base + soff;
    if (ds0 < 0) d += de0, s += se0, ds0 = -ds0, ss0 = -ss0;
    if (ds1 < 0) d += de1, s += se1, ds1 = -ds1, ss1 = -ss1;
    if (n1 == 1 || (n0 > 1 && ds0 < ds1))
        return run_2d(d, s, w, n0, n1, ds0, ds1, ss0, ss1, simd_cap, dst_base, dst, src_base, src);
    return run_2d(d, s, w, n1, n0, ds1, ds0, ss1, ss0, simd_cap, dst_base, dst, src_base, src);
}

static bool use_nontemporal(const sl_copy_options *o, int64_t out_bytes) {
    return o->nontemporal > 0 || (o->nontemporal < 0 && out_bytes >= COPY_NONTEMPORAL_MIN_BYTES);
}

/* Everything but the 2-D fast path; out of line so that path runs in a small frame. */
__attribute__((noinline)) static int copy_general(void *dst_base, int64_t dst_storage_bytes,
                                                  const sl_bview *dst, const void *src_base,
                                                  int64_t src_storage_bytes, const sl_bview *src,
                                                  const sl_copy_options *opts, sl_error *err) {
    sl_copy_options defaults;
    if (!opts) {
        sl_copy_options_init(&defaults);
        opts = &defaults;
    }
    /* small copies never stream (they are far below COPY_NONTEMPORAL_MIN_BYTES) and never
     * split (below COPY_PARALLEL_MIN_BYTES); a caller forcing streaming stores takes the
     * general path, so the streaming kernels stay reachable at every size */
    if (opts->nontemporal <= 0 && dst && src &&
        small_copy_is_safe(dst_base, dst_storage_bytes, dst, src_base, src_storage_bytes, src)) {
        copy_small(dst_base, dst, src_base, src, sl_copy_detect_simd(opts->simd));
        return SL_OK;
    }
    prepared p;
    int rc = prepare(dst, dst_storage_bytes, src, src_storage_bytes, opts, &p, err);
    if (rc) return rc;
    if (p.numel == 0) return SL_OK;
    if (!dst_base || !src_base)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "copy: NULL storage pointer");
    int64_t out_bytes;
    if (sl_ovf_mul(p.numel, dst->width_bytes, &out_bytes))
        return sl_error_overflow(err, "the output size");
    sl_copy_simd simd = sl_copy_detect_simd(opts->simd);
    bool nt = use_nontemporal(opts, out_bytes);

    /* Do the source's bytes meet the destination's?  Compare real addresses. */
    uintptr_t d0 = (uintptr_t)dst_base + (uintptr_t)p.dlo, d1 = (uintptr_t)dst_base + (uintptr_t)p.dhi;
    uintptr_t s0 = (uintptr_t)src_base + (uintptr_t)p.slo, s1 = (uintptr_t)src_base + (uintptr_t)p.shi;
    if (d0 < s1 && s0 < d1) {
        /* Stage through a row-major temporary: src -> tmp, then tmp -> dst. */
        sl_bview tmp;
        if ((rc = sl_copy_dense_bview(src, SL_ORDER_C, &tmp, err))) return rc;
        void *buf;
        if ((rc = sl_buffer_alloc(out_bytes, &buf, err))) return rc;
        sl_copy_job j;
        plan_job(&tmp, buf, src, src_base, simd, false, &j);
        rc = run_job(&j, out_bytes, opts, err);
        if (rc == SL_OK) {
            plan_job(dst, dst_base, &tmp, buf, simd, nt, &j);
            rc = run_job(&j, out_bytes, opts, err);
        }
        sl_buffer_free(buf, out_bytes);
        return rc;
    }
    sl_copy_job j;
    plan_job(dst, dst_base, src, src_base, simd, nt, &j);
    return run_job(&j, out_bytes, opts, err);
}

#ifdef SL_COPY_HAVE_AVX2_KERNELS
/* The best SIMD level, detected once (relaxed atomics: every thread computes the same
 * value, so a race only repeats the detection). */
static int simd_best_cached = -1;
static inline sl_copy_simd simd_best(void) {
    int v = __atomic_load_n(&simd_best_cached, __ATOMIC_RELAXED);
    if (v < 0) {
        v = (int)sl_copy_detect_simd(-1);
        __atomic_store_n(&simd_best_cached, v, __ATOMIC_RELAXED);
    }
    return (sl_copy_simd)v;
}

#endif

/* Everything but the transpose fast path. */
__attribute__((noinline)) static int copy_any(void *dst_base, int64_t dst_storage_bytes,
                                              const sl_bview *dst, const void *src_base,
                                              int64_t src_storage_bytes, const sl_bview *src,
                                              const sl_copy_options *opts, sl_error *err) {
#ifdef SL_COPY_HAVE_AVX2_KERNELS
    (void)simd_best(); /* sets simd_best_cached for sl_copy's next calls */
#endif
    /* the 2-D fast path first; it needs no options beyond the SIMD cap, and callers
     * forcing streaming stores skip it (see copy_general) */
    if (dst && src && (dst->ndim == 2 || dst->ndim == 1) && (!opts || opts->nontemporal <= 0) &&
        copy_2d_fast(dst_base, dst_storage_bytes, dst, src_base, src_storage_bytes, src,
                     opts ? opts->simd : -1))
        return SL_OK;
    return copy_general(dst_base, dst_storage_bytes, dst, src_base, src_storage_bytes, src, opts,
                        err);
}

#ifdef SL_COPY_HAVE_AVX2_KERNELS
/* The transpose fast path: a row-major float32 destination filled from a 2-D source
 * that is contiguous along the destination's outer dim (x.t().contiguous(), and any
 * 2-D view whose column stride is one element), the most common small materialization.
 * copy_2d_fast proves every 2-D layout, but its checks and dispatch cost about 40 cycles
 * before an 8x8 tile that itself takes about 10 (5x a 256-byte memcpy in all).  This
 * shape needs fewer proofs: a row-major destination cannot overlap itself, and with the
 * same bounds as copy_2d_fast (sizes below 2^20, source column stride in [0, 2^40),
 * offsets below 2^61) no product or sum below can overflow.  The shape is tested in
 * vector registers (eight equalities in four compares) and every exit is a tail call:
 * to the kernel, or, when any check fails, a caller pins the SIMD level below AVX2 or
 * forces streaming stores, to copy_any with the arguments as they came. */
__attribute__((target("avx2"))) static int copy_entry_avx2(void *dst_base, int64_t dst_bytes,
                                                           const sl_bview *dst,
                                                           const void *src_base,
                                                           int64_t src_bytes, const sl_bview *src,
                                                           const sl_copy_options *opts,
                                                           sl_error *err) {
    if (dst->ndim != 2 || src->ndim != 2)
        return copy_any(dst_base, dst_bytes, dst, src_base, src_bytes, src, opts, err);
    /* (n0, n1) equal; (ds0, ds1) == (4 n1, 4); ss0 and both widths == 4 */
    const __m128i four = _mm_set1_epi64x(4);
    const __m128i dsize = _mm_loadu_si128((const __m128i *)(const void *)dst->size);
    const __m128i ssize = _mm_loadu_si128((const __m128i *)(const void *)src->size);
    const __m128i dstride = _mm_loadu_si128((const __m128i *)(const void *)dst->stride_bytes);
    const __m128i sstride = _mm_loadu_si128((const __m128i *)(const void *)src->stride_bytes);
    const __m128i dwidth_off = _mm_loadu_si128((const __m128i *)(const void *)&dst->width_bytes);
    const __m128i swidth_off = _mm_loadu_si128((const __m128i *)(const void *)&src->width_bytes);
    const __m128i want_dstride = _mm_unpackhi_epi64(_mm_slli_epi64(dsize, 2), four);
    const __m128i all = _mm_and_si128(
        _mm_and_si128(_mm_cmpeq_epi64(dsize, ssize), _mm_cmpeq_epi64(dstride, want_dstride)),
        _mm_and_si128(_mm_cmpeq_epi64(_mm_unpacklo_epi64(sstride, dwidth_off), four),
                      _mm_cmpeq_epi64(_mm_unpacklo_epi64(swidth_off, swidth_off), four)));
    const int64_t n0 = dst->size[0], n1 = dst->size[1], ss1 = src->stride_bytes[1];
    const int64_t doff = dst->offset_bytes, soff = src->offset_bytes;
    /* sizes in [1, 2^20], ss1 in [0, 2^40), offsets in [0, 2^61) (unsigned arithmetic:
     * a size of INT64_MIN must not overflow) */
    const uint64_t range = (((uint64_t)n0 - 1) | ((uint64_t)n1 - 1)) >> 20 |
                           (uint64_t)ss1 >> 40 | ((uint64_t)doff | (uint64_t)soff) >> 61;
    if (_mm_movemask_epi8(all) != 0xFFFF || range)
        return copy_any(dst_base, dst_bytes, dst, src_base, src_bytes, src, opts, err);
    const int64_t dspan = n0 * n1 * 4, sspan = (n0 - 1) * 4 + (n1 - 1) * ss1 + 4;
    char *d = (char *)dst_base + doff;
    const char *s = (const char *)src_base + soff;
    if (doff + dspan > dst_bytes || soff + sspan > src_bytes || dspan >= COPY_PARALLEL_MIN_BYTES ||
        !dst_base || !src_base ||
        ((uintptr_t)d < (uintptr_t)s + (uintptr_t)sspan &&
         (uintptr_t)s < (uintptr_t)d + (uintptr_t)dspan) ||
        (opts && (opts->nontemporal > 0 || (uint32_t)opts->simd < SL_SIMD_AVX2)))
        return copy_any(dst_base, dst_bytes, dst, src_base, src_bytes, src, opts, err);
    /* the kernel's dim 0 is the destination's contiguous dim 1 (source stride ss1), its
     * dim t the destination's dim 0 (contiguous in the source, n1 * 4 apart in dst) */
    if (__atomic_load_n(&simd_best_cached, __ATOMIC_RELAXED) >= SL_SIMD_AVX512 &&
        (!opts || (uint32_t)opts->simd >= SL_SIMD_AVX512))
        return sl_copy_transpose_f32_avx512(d, n1 * 4, s, ss1, n1, n0);
    return sl_copy_transpose_f32_avx2(d, n1 * 4, s, ss1, n1, n0);
}
#endif

int sl_copy(void *dst_base, int64_t dst_storage_bytes, const sl_bview *dst,
            const void *src_base, int64_t src_storage_bytes, const sl_bview *src,
            const sl_copy_options *opts, sl_error *err) {
#ifdef SL_COPY_HAVE_AVX2_KERNELS
    /* the level is detected by the first call, through copy_any */
    if (__atomic_load_n(&simd_best_cached, __ATOMIC_RELAXED) >= SL_SIMD_AVX2 && dst && src)
        return copy_entry_avx2(dst_base, dst_storage_bytes, dst, src_base, src_storage_bytes, src,
                               opts, err);
#endif
    return copy_any(dst_base, dst_storage_bytes, dst, src_base, src_storage_bytes, src, opts, err);
}

int sl_copy_plan(const sl_bview *dst, const sl_bview *src, const sl_copy_options *opts,
                 sl_copy_plan_info *info, sl_error *err) {
    sl_copy_options defaults;
    if (!opts) {
        sl_copy_options_init(&defaults);
        opts = &defaults;
    }
    if (!info) return sl_error_set(err, SL_ERR_ARG, "ValueError", "copy plan: NULL info");
    memset(info, 0, sizeof *info);
    prepared p;
    /* storage bounds are the caller's business here: use the widest storage */
    int rc = check_shapes(dst, src, err);
    if (rc) return rc;
    if ((rc = sl_bview_numel(dst, &p.numel, err))) return rc;
    sl_copy_simd simd = sl_copy_detect_simd(opts->simd);
    info->simd = sl_copy_simd_name(simd);
    info->transpose_dim = -1;
    if (p.numel == 0) {
        info->kernel = "empty";
        return SL_OK;
    }
    if ((rc = check_inside(dst, INT64_MAX, "destination", &p.dlo, &p.dhi, err))) return rc;
    if ((rc = check_inside(src, INT64_MAX, "source", &p.slo, &p.shi, err))) return rc;
    int64_t out_bytes;
    if (sl_ovf_mul(p.numel, dst->width_bytes, &out_bytes))
        return sl_error_overflow(err, "the output size");
    sl_copy_job j;
    plan_job(dst, NULL, src, NULL, simd, use_nontemporal(opts, out_bytes), &j);
    info->ndim = j.nd;
    for (int32_t d = 0; d < j.nd; d++) {
        info->size[d] = j.size[d];
        info->dst_stride_bytes[d] = j.ds[d];
        info->src_stride_bytes[d] = j.ss[d];
    }
    info->transpose_dim = j.tdim;
    info->kernel = sl_copy_kernel_name(j.kernel);
    return SL_OK;
}

/* ------------------------------------------------------ prepared copies -- */

/* What sl_copy_run needs: the proofs that depend only on the layouts are done; the
 * byte ranges [dlo, dhi) / [slo, shi) relative to the bases decide, per run, whether
 * the source meets the destination (then the run takes sl_copy's staged path with the
 * views kept here). */
typedef enum prepared_path { PP_EMPTY, PP_JOB, PP_TILE_F32_AVX2, PP_TILE_F32_AVX512 } prepared_path;

struct sl_copy_prepared {
    prepared_path path;
    int64_t dlo, dhi, slo, shi; /* byte ranges reached, relative to the bases */
    int64_t out_bytes;
    int64_t dst_storage_bytes, src_storage_bytes;
    sl_copy_options opts;
    sl_copy_job job; /* dst / src NULL: runs add the bases to job.dst_off / job.src_off */
    sl_bview dst, src;
};

int sl_copy_prepare(int64_t dst_storage_bytes, const sl_bview *dst, int64_t src_storage_bytes,
                    const sl_bview *src, const sl_copy_options *opts, sl_copy_prepared **out,
                    sl_error *err) {
    if (!out) return sl_error_set(err, SL_ERR_ARG, "ValueError", "copy prepare: NULL result");
    *out = NULL;
    sl_copy_options defaults;
    if (!opts) {
        sl_copy_options_init(&defaults);
        opts = &defaults;
    }
    prepared p;
    int rc = prepare(dst, dst_storage_bytes, src, src_storage_bytes, opts, &p, err);
    if (rc) return rc;
    sl_copy_prepared *cp = malloc(sizeof *cp);
    if (!cp) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "copy prepare: out of memory");
    cp->opts = *opts;
    cp->dst = *dst, cp->src = *src;
    cp->dst_storage_bytes = dst_storage_bytes, cp->src_storage_bytes = src_storage_bytes;
    cp->path = PP_EMPTY;
    cp->out_bytes = 0;
    if (p.numel > 0) {
        if (sl_ovf_mul(p.numel, dst->width_bytes, &cp->out_bytes)) {
            free(cp);
            return sl_error_overflow(err, "the output size");
        }
        cp->dlo = p.dlo, cp->dhi = p.dhi, cp->slo = p.slo, cp->shi = p.shi;
        sl_copy_simd simd = sl_copy_detect_simd(opts->simd);
        plan_job(dst, NULL, src, NULL, simd, use_nontemporal(opts, cp->out_bytes), &cp->job);
        cp->path = PP_JOB;
#ifdef SL_COPY_HAVE_AVX2_KERNELS
        /* a one-plane float32 transpose below the threading size: straight to the tile
         * kernel, as sl_copy's transpose fast path does (same bounds on the source stride) */
        const sl_copy_job *j = &cp->job;
        if (j->kernel == SL_CK_TRANSPOSE && j->nd == 2 && j->tdim == 1 && j->width == 4 &&
            j->ss[1] == 4 && j->ss[0] > 0 && j->ss[0] < (INT64_C(1) << 40) && !j->nontemporal &&
            cp->out_bytes < COPY_PARALLEL_MIN_BYTES && simd >= SL_SIMD_AVX2)
            cp->path = simd >= SL_SIMD_AVX512 ? PP_TILE_F32_AVX512 : PP_TILE_F32_AVX2;
#endif
    }
    *out = cp;
    return SL_OK;
}

/* Everything of sl_copy_run but the tile path, out of line so that path stays a few
 * compares and a tail call. */
__attribute__((noinline)) static int run_prepared(const sl_copy_prepared *cp, void *dst_base,
                                                  const void *src_base, sl_error *err) {
    if (cp->path == PP_EMPTY) return SL_OK;
    if (!dst_base || !src_base)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "copy: NULL storage pointer");
    const uintptr_t d = (uintptr_t)dst_base, s = (uintptr_t)src_base;
    if (d + (uintptr_t)cp->dlo < s + (uintptr_t)cp->shi &&
        s + (uintptr_t)cp->slo < d + (uintptr_t)cp->dhi) /* the source meets the destination */
        return copy_general(dst_base, cp->dst_storage_bytes, &cp->dst, src_base,
                            cp->src_storage_bytes, &cp->src, &cp->opts, err);
    const sl_copy_job *j = &cp->job;
    char *dj = (char *)dst_base + j->dst_off;
    const char *sj = (const char *)src_base + j->src_off;
    if (cp->out_bytes < COPY_PARALLEL_MIN_BYTES || cp->opts.threads <= 1) {
        sl_copy_exec_at(j, dj, sj);
        return SL_OK;
    }
    sl_copy_job big = *j; /* >= 1 MiB to move: copying the job is noise */
    big.dst = dj, big.src = sj;
    return run_job(&big, cp->out_bytes, &cp->opts, err);
}

int sl_copy_run(const sl_copy_prepared *cp, void *dst_base, const void *src_base, sl_error *err) {
    if (!cp) return sl_error_set(err, SL_ERR_ARG, "ValueError", "copy run: NULL prepared copy");
#ifdef SL_COPY_HAVE_AVX2_KERNELS
    if (cp->path >= PP_TILE_F32_AVX2 && dst_base && src_base) {
        const uintptr_t d = (uintptr_t)dst_base, s = (uintptr_t)src_base;
        if (!(d + (uintptr_t)cp->dlo < s + (uintptr_t)cp->shi &&
              s + (uintptr_t)cp->slo < d + (uintptr_t)cp->dhi)) {
            const sl_copy_job *j = &cp->job;
            char *dj = (char *)dst_base + j->dst_off;
            const char *sj = (const char *)src_base + j->src_off;
            if (cp->path == PP_TILE_F32_AVX512)
                return sl_copy_transpose_f32_avx512(dj, j->ds[1], sj, j->ss[0], j->size[0],
                                                    j->size[1]);
            return sl_copy_transpose_f32_avx2(dj, j->ds[1], sj, j->ss[0], j->size[0],
                                              j->size[1]);
        }
    }
#endif
    return run_prepared(cp, dst_base, src_base, err);
}

void sl_copy_prepared_free(sl_copy_prepared *cp) { free(cp); }
