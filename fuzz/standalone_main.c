/* standalone_main.c — replays fuzz inputs without libFuzzer.  Linked with any harness
 * (fuzz/fuzz_X.c, which defines LLVMFuzzerTestOneInput); each argument is a file, or a
 * directory whose regular files are replayed in name order.  Prints one line per
 * directory and the total; a harness that traps or a sanitizer report ends the run
 * with a failure, which is the point.  Used by tests/fuzz_regress.sh so that CI replays
 * every stored regression input with plain gcc. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Feed one file; returns 0 on success, -1 when it cannot be read. */
static int run_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "standalone: cannot open %s\n", path);
        return -1;
    }
    size_t cap = 4096, len = 0;
    uint8_t *buf = malloc(cap);
    if (!buf) {
        fclose(f);
        return -1;
    }
    for (;;) {
        if (len == cap) {
            uint8_t *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                fclose(f);
                return -1;
            }
            buf = nb;
            cap *= 2;
        }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0) break;
    }
    int bad = ferror(f);
    fclose(f);
    if (bad) {
        free(buf);
        fprintf(stderr, "standalone: read error on %s\n", path);
        return -1;
    }
    /* hand the harness an exact-size copy so reads past the end are caught */
    uint8_t *exact = malloc(len ? len : 1);
    if (!exact) {
        free(buf);
        return -1;
    }
    memcpy(exact, buf, len);
    free(buf);
    LLVMFuzzerTestOneInput(exact, len);
    free(exact);
    return 0;
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Replay every regular file of a directory in name order; returns the count or -1. */
static long run_dir(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) return -1;
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nn = realloc(names, cap * sizeof *names);
            if (!nn) break;
            names = nn;
        }
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        names[n] = malloc(len);
        if (!names[n]) break;
        snprintf(names[n], len, "%s/%s", dir, e->d_name);
        n++;
    }
    closedir(d);
    if (n) qsort(names, n, sizeof *names, by_name);
    long count = 0;
    int failed = 0;
    for (size_t i = 0; i < n; i++) {
        struct stat st;
        if (stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
            if (run_file(names[i]) != 0) failed = 1;
            else count++;
        }
        free(names[i]);
    }
    free(names);
    return failed ? -1 : count;
}

int main(int argc, char **argv) {
    long total = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            fprintf(stderr, "standalone: no such file or directory: %s\n", argv[i]);
            return 2;
        }
        if (S_ISDIR(st.st_mode)) {
            long c = run_dir(argv[i]);
            if (c < 0) return 2;
            printf("%s: %ld inputs replayed\n", argv[i], c);
            total += c;
        } else {
            if (run_file(argv[i]) != 0) return 2;
            total++;
        }
    }
    printf("total: %ld inputs replayed\n", total);
    return 0;
}
