/*
 * A Lua state's small blocks (see small_blocks.c): internal to CLuaBridge.
 */
#ifndef SEGUE_SMALL_BLOCKS_H
#define SEGUE_SMALL_BLOCKS_H

#include <stddef.h>

/* Blocks of at most this many bytes come from the state's slabs. */
#define SEGUE_SMALL_LIMIT 256

typedef struct SegueSmallBlocks {
    void *free_lists[256 / 16];  /* per size class of 16 bytes: blocks given back, linked */
    char *cursor;                /* the next unused byte of the newest slab */
    char *end;                   /* the end of the newest slab */
    void *slabs;                 /* every slab, linked through its first word */
    size_t slab_bytes;           /* the bytes of every slab, blocks in use and free alike */
} SegueSmallBlocks;

/* The bytes of one slab. */
enum { SEGUE_SLAB_BYTES = 32 * 1024 };

/* Whether a block of `size` bytes (0 < size) belongs to the small blocks. */
static inline int segue_is_small(size_t size) { return size > 0 && size <= SEGUE_SMALL_LIMIT; }
/* Whether blocks of `a` and `b` bytes (both small) take the same room. */
static inline int segue_same_small_class(size_t a, size_t b) { return (a + 15) / 16 == (b + 15) / 16; }

/* A block of `size` small bytes, or NULL when no slab can be had. */
void *segue_small_take(SegueSmallBlocks *blocks, size_t size);
/* Whether taking a block of `size` small bytes would need a new slab. */
int segue_small_needs_slab(const SegueSmallBlocks *blocks, size_t size);
/* Marks `block`, taken for `old_size` bytes, as holding `new_size` (of the same class) — for
 * AddressSanitizer; nothing without it. */
void segue_small_reshape(void *block, size_t old_size, size_t new_size);
/* Gives back `block`, taken for `size` bytes, for the next block of its class. */
void segue_small_give(SegueSmallBlocks *blocks, void *block, size_t size);
/* Frees every slab (after lua_close: no block is in use any more). */
void segue_small_release(SegueSmallBlocks *blocks);

#endif
