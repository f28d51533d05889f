/*
 * The small blocks of a Lua state (segue_capped_alloc in capped_alloc.c): most of what Lua allocates is
 * a few dozen bytes (strings, tables, closures, upvalues), and a fresh script state makes
 * thousands of them, to free them all when it closes. Taken from 32 KB slabs of the state's
 * own, in classes of 16 bytes up to 256, and given back to a free list per class, they cost
 * a pointer bump or a list pop instead of malloc, and closing the state frees a few slabs
 * instead of every block (and spares glibc the consolidation of thousands of fast-bin chunks
 * at the next large malloc). Lua tells the allocator each block's size when it frees or
 * resizes it, so a block needs no header. A state is used by one thread at a time, and so
 * are its blocks. A free list keeps its blocks for the state until it closes, so the memory
 * cap (capped_alloc) bounds what the state holds — its large blocks and every byte of its
 * slabs — and not only what Lua asked for: blocks kept for reuse, in one class after another,
 * cannot take a state past its cap.
 */
#include "small_blocks.h"
#include <stdlib.h>

/* Under AddressSanitizer the slabs tell it which bytes are a block in use: a block's bytes
 * are addressable only from the moment it is taken, up to the size asked for, until it is
 * given back, so a read or write past a block's end, or after it was freed, is still caught
 * inside a slab. Without the sanitizer these do nothing. */
#if defined(__has_feature)
#  if __has_feature(address_sanitizer)
#    define SEGUE_SLABS_POISONED 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#  define SEGUE_SLABS_POISONED 1
#endif
#ifdef SEGUE_SLABS_POISONED
#  include <sanitizer/asan_interface.h>
#  define POISON(address, size) ASAN_POISON_MEMORY_REGION((address), (size))
#  define UNPOISON(address, size) ASAN_UNPOISON_MEMORY_REGION((address), (size))
#else
#  define POISON(address, size) ((void)(address), (void)(size))
#  define UNPOISON(address, size) ((void)(address), (void)(size))
#endif

enum { SLAB_BYTES = SEGUE_SLAB_BYTES, SLAB_HEADER = 16, CLASS_BYTES = 16 };

int segue_small_needs_slab(const SegueSmallBlocks *blocks, size_t size) {
    size_t class = (size + CLASS_BYTES - 1) / CLASS_BYTES - 1;
    if (blocks->free_lists[class] != NULL) return 0;
    return blocks->cursor == NULL || (size_t)(blocks->end - blocks->cursor) < (class + 1) * CLASS_BYTES;
}

void *segue_small_take(SegueSmallBlocks *blocks, size_t size) {
    size_t class = (size + CLASS_BYTES - 1) / CLASS_BYTES - 1;
    void *block = blocks->free_lists[class];
    if (block != NULL) {
        UNPOISON(block, sizeof(void *));
        blocks->free_lists[class] = *(void **)block;
        POISON(block, (class + 1) * CLASS_BYTES);
        UNPOISON(block, size);
        return block;
    }
    size_t room = (class + 1) * CLASS_BYTES;
    if (blocks->cursor == NULL || (size_t)(blocks->end - blocks->cursor) < room) {
        char *slab = malloc(SLAB_BYTES);
        if (slab == NULL) return NULL;
        *(void **)slab = blocks->slabs;
        blocks->slabs = slab;
        blocks->slab_bytes += SLAB_BYTES;
        blocks->cursor = slab + SLAB_HEADER;
        blocks->end = slab + SLAB_BYTES;
        POISON(blocks->cursor, (size_t)(blocks->end - blocks->cursor));
    }
    block = blocks->cursor;
    blocks->cursor += room;
    UNPOISON(block, size);
    return block;
}

void segue_small_reshape(void *block, size_t old_size, size_t new_size) {
    size_t room = ((old_size + CLASS_BYTES - 1) / CLASS_BYTES) * CLASS_BYTES;
    POISON(block, room);
    UNPOISON(block, new_size);
}

void segue_small_give(SegueSmallBlocks *blocks, void *block, size_t size) {
    size_t class = (size + CLASS_BYTES - 1) / CLASS_BYTES - 1;
    POISON(block, (class + 1) * CLASS_BYTES);
    UNPOISON(block, sizeof(void *));
    *(void **)block = blocks->free_lists[class];
    POISON(block, sizeof(void *));
    blocks->free_lists[class] = block;
}

void segue_small_release(SegueSmallBlocks *blocks) {
    void *slab = blocks->slabs;
    while (slab != NULL) {
        void *next = *(void **)slab;
        UNPOISON(slab, SLAB_BYTES);
        free(slab);
        slab = next;
    }
    *blocks = (SegueSmallBlocks){ 0 };
}
