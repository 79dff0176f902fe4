#ifndef STACKBOARD_PROCESS_HEAP_H
#define STACKBOARD_PROCESS_HEAP_H

#include <stddef.h>

/// Sets up the process's malloc heap for one run of the command-line tool (glibc on Linux; elsewhere it does
/// nothing and returns 0).
///
/// - Blocks of every size come from the main heap instead of mappings of their own, and freed memory stays in the
///   heap (no trimming), so memory freed by one stage is reused by the next without faulting pages in again. (With
///   glibc's default, a block of 32 MiB or more was a mapping of its own, returned on `free`: a 100,000-leaf run
///   faulted the document's bytes and its largest tables in twice.)
/// - The heap grows once, now, by `reserve` bytes of address space (at most 1 GiB; nothing is resident until it
///   is written), so a large document does not extend it step by step. Growth past it is as usual. The range is
///   not advised to use transparent huge pages: where the kernel compacts memory for them on a fault (`defrag`
///   set to `madvise`, Debian's default), a run that follows another large process waited on that compaction
///   (Benchmarks/README.md, twenty-ninth round).
///
/// Returns the bytes the heap grew by; 0 for a `reserve` of 0 or when it could not grow (malloc then works as
/// before).
size_t stackboard_prepare_heap(size_t reserve);

#endif
