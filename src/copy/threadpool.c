/*
 * threadpool.c — a small caller-owned pool of worker threads for the copy.
 *
 * The pool holds n-1 pthreads; the thread calling sl_threadpool_run is worker 0, so a
 * pool of one starts no thread at all.  A run publishes (fn, arg, nworkers) under the
 * pool's mutex and bumps a generation counter; each started worker whose index is below
 * nworkers runs fn once for that generation and reports back; the caller runs its own
 * share, then waits until every participant has reported.  Runs are serialised by a
 * second mutex, so two threads sharing a pool simply take turns.  There is no global
 * state: everything lives in the pool object the caller created.
 *
 * Builds without pthreads (WebAssembly, or -DSL_NO_THREADS) get a pool of size one that
 * runs everything on the caller.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* sched_getaffinity, CPU_COUNT */
#endif
#include "core/internal.h"

#include <stdlib.h>
#if !defined(__wasm__) && !defined(SL_NO_THREADS)
#define SL_HAVE_THREADS 1
#include <pthread.h>
#include <sched.h>
#include <unistd.h>
#endif

#define POOL_MAX_THREADS 256

struct sl_threadpool {
    int32_t nthreads; /* including the caller */
#ifdef SL_HAVE_THREADS
    pthread_t threads[POOL_MAX_THREADS];
    pthread_mutex_t run_lock; /* one run at a time */
    pthread_mutex_t mu;
    pthread_cond_t work_cv, done_cv;
    uint64_t generation;
    int32_t active;   /* workers (index >= 1) taking part in the current run */
    int32_t finished; /* of those, how many are done */
    bool stop;
    void (*fn)(void *, int32_t);
    void *arg;
    struct worker_arg {
        sl_threadpool *pool;
        int32_t index;
    } args[POOL_MAX_THREADS];
#endif
};

int32_t sl_cpu_count(void) {
#ifdef SL_HAVE_THREADS
    cpu_set_t set;
    int32_t n = 0;
    if (sched_getaffinity(0, sizeof set, &set) == 0) n = (int32_t)CPU_COUNT(&set);
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    if (online > 0 && (n <= 0 || online < n)) n = (int32_t)online;
    if (n < 1) n = 1;
    if (n > POOL_MAX_THREADS) n = POOL_MAX_THREADS;
    return n;
#else
    return 1;
#endif
}

#ifdef SL_HAVE_THREADS
static void *worker_main(void *p) {
    struct worker_arg *wa = p;
    sl_threadpool *pool = wa->pool;
    uint64_t seen = 0;
    pthread_mutex_lock(&pool->mu);
    for (;;) {
        while (!pool->stop && pool->generation == seen)
            pthread_cond_wait(&pool->work_cv, &pool->mu);
        if (pool->stop) break;
        seen = pool->generation;
        if (wa->index >= pool->active + 1) continue; /* not needed in this run */
        void (*fn)(void *, int32_t) = pool->fn;
        void *arg = pool->arg;
        pthread_mutex_unlock(&pool->mu);
        fn(arg, wa->index);
        pthread_mutex_lock(&pool->mu);
        if (++pool->finished == pool->active) pthread_cond_signal(&pool->done_cv);
    }
    pthread_mutex_unlock(&pool->mu);
    return NULL;
}
#endif

int sl_threadpool_create(int32_t nthreads, sl_threadpool **out, sl_error *err) {
    if (!out) return sl_error_set(err, SL_ERR_ARG, "ValueError", "out must not be NULL");
    *out = NULL;
    int32_t cores = sl_cpu_count();
    if (nthreads <= 0 || nthreads > cores) nthreads = cores;
    sl_threadpool *pool = calloc(1, sizeof *pool);
    if (!pool) return sl_error_set(err, SL_ERR_NOMEM, "MemoryError", "cannot allocate a thread pool");
    pool->nthreads = 1;
#ifdef SL_HAVE_THREADS
    pthread_mutex_init(&pool->run_lock, NULL);
    pthread_mutex_init(&pool->mu, NULL);
    pthread_cond_init(&pool->work_cv, NULL);
    pthread_cond_init(&pool->done_cv, NULL);
    for (int32_t i = 1; i < nthreads; i++) {
        pool->args[i].pool = pool;
        pool->args[i].index = i;
        if (pthread_create(&pool->threads[i], NULL, worker_main, &pool->args[i]) != 0) {
            sl_threadpool_destroy(pool);
            return sl_error_set(err, SL_ERR_NOMEM, "RuntimeError",
                                "cannot start worker thread %d of %d", (int)i, (int)nthreads);
        }
        pool->nthreads = i + 1;
    }
#else
    (void)nthreads;
#endif
    *out = pool;
    return SL_OK;
}

void sl_threadpool_destroy(sl_threadpool *pool) {
    if (!pool) return;
#ifdef SL_HAVE_THREADS
    pthread_mutex_lock(&pool->mu);
    pool->stop = true;
    pthread_cond_broadcast(&pool->work_cv);
    pthread_mutex_unlock(&pool->mu);
    for (int32_t i = 1; i < pool->nthreads; i++) pthread_join(pool->threads[i], NULL);
    pthread_cond_destroy(&pool->work_cv);
    pthread_cond_destroy(&pool->done_cv);
    pthread_mutex_destroy(&pool->mu);
    pthread_mutex_destroy(&pool->run_lock);
#endif
    free(pool);
}

int32_t sl_threadpool_size(const sl_threadpool *pool) { return pool ? pool->nthreads : 1; }

void sl_threadpool_run(sl_threadpool *pool, int32_t nworkers, void (*fn)(void *arg, int32_t w),
                       void *arg) {
    if (nworkers < 1 || !fn) return;
    if (!pool || nworkers == 1 || pool->nthreads == 1) {
        fn(arg, 0);
        return;
    }
#ifdef SL_HAVE_THREADS
    if (nworkers > pool->nthreads) nworkers = pool->nthreads;
    pthread_mutex_lock(&pool->run_lock);
    pthread_mutex_lock(&pool->mu);
    pool->fn = fn;
    pool->arg = arg;
    pool->active = nworkers - 1;
    pool->finished = 0;
    pool->generation++;
    pthread_cond_broadcast(&pool->work_cv);
    pthread_mutex_unlock(&pool->mu);
    fn(arg, 0);
    pthread_mutex_lock(&pool->mu);
    while (pool->finished < pool->active) pthread_cond_wait(&pool->done_cv, &pool->mu);
    pthread_mutex_unlock(&pool->mu);
    pthread_mutex_unlock(&pool->run_lock);
#endif
}
