#include "CHeap.h"

#include <malloc.h>

int bootstrap_heap_set_top_pad(int bytes) {
    return mallopt(M_TOP_PAD, bytes);
}
