#ifndef STACKBOARD_PROCESS_HEAP_H
#define STACKBOARD_PROCESS_HEAP_H

#include <stddef.h>

/// Sets up the process's malloc heap for one run of the command-line tool (glibc on Linux; elsewhere it does
/// nothing and returns 0).
///
/// - Blocks up to 32 MiB come from the main heap instead of separate mappings, and freed memory stays in the heap
///   (no trimming), so memory freed by one stage is reused by the next without faulting pages in again.
/// - The heap grows once, now, by `reserve` bytes of address space (at most 1 GiB; nothing is resident until it
///   is written), and that range is advised to use transparent huge pages: one fault maps 2 MiB instead of
///   4 KiB. Growth past it is as usual.
///
/// Returns the bytes advised; 0 when the reservation or the advice failed (malloc then works as before).
size_t stackboard_prepare_heap(size_t reserve);

#endif
