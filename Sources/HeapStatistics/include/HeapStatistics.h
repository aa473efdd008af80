#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// Bytes the allocator has handed out and not had back, or 0 where the
/// allocator does not say. Reads glibc's mallinfo2, or macOS's mstats.
size_t heap_bytes_in_use(void);

#endif
