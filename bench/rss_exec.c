/*
 * rss_exec.c — run one command and write its peak resident set size, for
 * bench/interp_bench.py.
 *
 *   build/bench/rss_exec OUTFILE PROGRAM [ARG...]
 *
 * A child's ru_maxrss starts at the RSS of the process that forked it (Linux carries the
 * high-water mark across fork and exec), so a command forked straight from a Python
 * harness never reports less than the harness's own ~11 MB.  This launcher is a small C
 * process: its child's peak is the command's own, within about a megabyte.  The peak in
 * KiB is written to OUTFILE; the exit status is the command's (128 + signal if killed).
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: rss_exec OUTFILE PROGRAM [ARG...]\n");
        return 2;
    }
    pid_t pid = fork();
    if (pid < 0) {
        perror("rss_exec: fork");
        return 2;
    }
    if (pid == 0) {
        execv(argv[2], argv + 2);
        perror("rss_exec: exec");
        _exit(127);
    }
    int status = 0;
    struct rusage ru;
    if (wait4(pid, &status, 0, &ru) < 0) {
        perror("rss_exec: wait4");
        return 2;
    }
    FILE *f = fopen(argv[1], "w");
    if (!f || fprintf(f, "%ld\n", ru.ru_maxrss) < 0 || fclose(f) != 0) {
        perror("rss_exec: writing the peak");
        return 2;
    }
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return WEXITSTATUS(status);
}
