// MarkdownArena: per-thread bump allocation for cmark-gfm (see the header).
//
// Each allocation is preceded by a 16-byte header holding its size, so that realloc can copy
// the old contents; memory is 16-byte aligned. Slabs are calloc'ed, and every byte of a slab past
// its `used` mark is zero: blocks are only written below the mark, and a reset zeroes what the
// document used of the first slab (the one kept) in one memset. So calloc is a pointer bump:
// zeroing each block as it was handed out cost a memset call per node.

#include "MarkdownArena.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { header_size = 16, first_slab_size = 1 << 20 };

typedef struct slab {
    struct slab *previous;
    size_t size;
    size_t used;
    _Alignas(16) unsigned char bytes[];
} slab;

static _Thread_local slab *current = NULL;
static _Thread_local slab *first = NULL;
static _Thread_local size_t reserved = 0;

/// Frees a thread's slabs when the thread ends (worker threads come and go).
static void release_thread_slabs(void *last) {
    for (slab *each = last; each != NULL;) {
        slab *previous = each->previous;
        free(each);
        each = previous;
    }
}

static pthread_key_t thread_slabs;
static pthread_once_t thread_slabs_once = PTHREAD_ONCE_INIT;
static void make_thread_slabs_key(void) { pthread_key_create(&thread_slabs, release_thread_slabs); }

static slab *new_slab(size_t size, slab *previous) {
    slab *created = calloc(1, sizeof(slab) + size);
    if (created == NULL) abort();  // as cmark's own allocators do
    created->previous = previous;
    created->size = size;
    reserved += sizeof(slab) + size;
    pthread_once(&thread_slabs_once, make_thread_slabs_key);
    pthread_setspecific(thread_slabs, created);
    return created;
}

/// Makes `current` a slab with room for `needed` bytes: the thread's first slab, or a new one
/// twice the size of the last (out of line: the bump below is inlined into every allocation).
__attribute__((noinline)) static void grow(size_t needed) {
    if (current == NULL) {
        first = current = new_slab(first_slab_size, NULL);
        if (current->size >= needed) return;
    }
    size_t next = current->size * 2;
    if (next < needed) next = needed;
    current = new_slab(next, current);
}

/// A block of `payload` bytes (a multiple of 16) after its header; its bytes are zero.
static inline unsigned char *bump(size_t payload) {
    size_t needed = payload + header_size;
    if (current == NULL || current->size - current->used < needed) grow(needed);
    unsigned char *block = current->bytes + current->used;
    current->used += needed;
    *(size_t *)block = payload;
    return block + header_size;
}

static size_t payload_size(size_t count, size_t size) {
    if (size != 0 && count > (SIZE_MAX - 2 * header_size) / size) abort();
    return (count * size + 15) & ~(size_t)15;
}

static void *arena_calloc(size_t count, size_t size) { return bump(payload_size(count, size)); }

static void *arena_realloc(void *pointer, size_t size) {
    if (pointer == NULL) return bump(payload_size(1, size));
    unsigned char *block = (unsigned char *)pointer - header_size;
    size_t old = *(size_t *)block;
    size_t payload = (size + 15) & ~(size_t)15;
    if (payload <= old) return pointer;
    // The newest block of the slab grows in place when the slab has room (a buffer that grows
    // while nothing else is allocated, the usual case for cmark's string buffers).
    if (block + header_size + old == current->bytes + current->used && current->size - current->used >= payload - old) {
        current->used += payload - old;
        *(size_t *)block = payload;
        return pointer;
    }
    void *moved = bump(payload);
    memcpy(moved, pointer, old);
    return moved;
}

static void arena_free(void *pointer) { (void)pointer; }

static cmark_mem arena_allocator = {arena_calloc, arena_realloc, arena_free};

cmark_mem *dp_arena_mem(void) { return &arena_allocator; }

void dp_arena_reset(void) {
    while (current != NULL && current != first) {
        slab *previous = current->previous;
        reserved -= sizeof(slab) + current->size;
        free(current);
        current = previous;
    }
    if (first != NULL) {
        memset(first->bytes, 0, first->used);
        first->used = 0;
        pthread_setspecific(thread_slabs, first);
    }
}

size_t dp_arena_reserved(void) { return reserved; }
