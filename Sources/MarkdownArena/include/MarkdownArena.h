// MarkdownArena: a per-thread arena allocator for cmark-gfm. A document's parse allocates
// thousands of small nodes and buffers; in the arena each allocation is a pointer bump and the
// whole tree is released at once, instead of one free() per node.
#ifndef DOCPARITY_MARKDOWN_ARENA_H
#define DOCPARITY_MARKDOWN_ARENA_H

#include <cmark-gfm.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The calling thread's arena as a cmark-gfm allocator. Everything allocated through it stays
/// valid until the same thread calls `dp_arena_reset`; its `free` does nothing. Use it for one
/// parse at a time per thread, and never hand its memory to another thread.
cmark_mem *dp_arena_mem(void);

/// Releases everything the calling thread's arena handed out. The first slab is kept (zeroed)
/// for the next document; larger slabs go back to the system.
void dp_arena_reset(void);

/// Bytes the calling thread's arena holds from the system (for tests and the benchmark).
size_t dp_arena_reserved(void);

#ifdef __cplusplus
}
#endif

#endif
