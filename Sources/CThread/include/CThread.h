#ifndef BOOTSTRAP_CTHREAD_H
#define BOOTSTRAP_CTHREAD_H

#include <stddef.h>

/// Starts a detached thread running `body(context)` with `stack_size` bytes of stack.
///
/// `elsewhere`: the caller goes on working, so the thread is started on another of the CPUs the
/// caller may run on (when it may run on more than one); once running, the thread may run on all of
/// them again. A scheduler that packs new threads onto their creator's CPU otherwise leaves the
/// thread queued behind its busy creator until the next balancing tick (about 4 ms on a 250 Hz
/// kernel), while another CPU is idle. Without `elsewhere` (the caller waits for the thread at
/// once) the scheduler places it as usual.
///
/// Returns 0, or pthread_create's error number.
int bootstrap_thread_start(size_t stack_size, int elsewhere, void (*body)(void *), void *context);

/// How many CPUs the calling thread may run on (its affinity mask), 0 when it cannot be read.
int bootstrap_thread_cpu_count(void);

/// The calling thread's stack size in bytes, 0 when it cannot be read.
size_t bootstrap_thread_stack_size(void);

#endif
