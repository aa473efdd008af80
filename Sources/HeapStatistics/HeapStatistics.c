#include "HeapStatistics.h"

#if defined(__linux__)
#include <malloc.h>
#endif
#if defined(__APPLE__)
#include <malloc/malloc.h>
#endif

size_t heap_bytes_in_use(void) {
#if defined(__GLIBC__)
    return mallinfo2().uordblks;
#elif defined(__APPLE__)
    return mstats().bytes_used;
#else
    return 0;
#endif
}
