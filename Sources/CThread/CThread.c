#define _GNU_SOURCE
#include "CThread.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>

// Affinity masks (cpu_set_t and its CPU_* macros) and pthread_attr_setaffinity_np are GNU
// extensions that Swift's Glibc module does not export.

struct start {
    void (*body)(void *);
    void *context;
    /// The creator's CPUs, to run on once started (set when the thread was steered away).
    cpu_set_t allowed;
    int steered;
};

static void *run(void *argument) {
    struct start start = *(struct start *)argument;
    free(argument);
    if (start.steered) sched_setaffinity(0, sizeof start.allowed, &start.allowed);
    start.body(start.context);
    return NULL;
}

int bootstrap_thread_start(size_t stack_size, int elsewhere, void (*body)(void *), void *context) {
    struct start *start = malloc(sizeof *start);
    if (start == NULL) return ENOMEM;
    start->body = body;
    start->context = context;
    start->steered = 0;
    pthread_attr_t attributes;
    int status = pthread_attr_init(&attributes);
    if (status != 0) {
        free(start);
        return status;
    }
    status = pthread_attr_setstacksize(&attributes, stack_size);
    if (status == 0) status = pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    int here = elsewhere ? sched_getcpu() : -1;
    if (status == 0 && here >= 0 && sched_getaffinity(0, sizeof start->allowed, &start->allowed) == 0
        && CPU_ISSET(here, &start->allowed) && CPU_COUNT(&start->allowed) > 1) {
        cpu_set_t others = start->allowed;
        CPU_CLR(here, &others);
        if (pthread_attr_setaffinity_np(&attributes, sizeof others, &others) == 0) start->steered = 1;
    }
    pthread_t thread;
    if (status == 0) status = pthread_create(&thread, &attributes, run, start);
    pthread_attr_destroy(&attributes);
    if (status != 0) free(start);
    return status;
}

int bootstrap_thread_cpu_count(void) {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return 0;
    return CPU_COUNT(&allowed);
}

size_t bootstrap_thread_stack_size(void) {
    pthread_attr_t attributes;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    if (pthread_attr_getstacksize(&attributes, &size) != 0) size = 0;
    pthread_attr_destroy(&attributes);
    return size;
}
