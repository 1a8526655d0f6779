#ifndef BOOTSTRAP_CHEAP_H
#define BOOTSTRAP_CHEAP_H

/// glibc's mallopt(M_TOP_PAD, bytes): how much more than asked for malloc maps when it opens or
/// extends a heap. Swift's Glibc module imports neither mallopt nor the M_* parameters of malloc.h.
/// Returns 1 on success, 0 on failure, as mallopt does.
int bootstrap_heap_set_top_pad(int bytes);

#endif
