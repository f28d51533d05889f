/*
 * The allocator of every state segue_newstate makes: small blocks from the state's own
 * slabs (small_blocks.c), larger ones from malloc, and a cap on what the state holds while
 * Lua code runs under a protected call; the host's own charges count against the same cap.
 */
#include "state_info.h"
#include <stdlib.h>
#include <string.h>

/* Frees `block`, of `size` bytes, where it came from. */
static void give_back(SegueStateInfo *info, void *block, size_t size) {
    if (segue_is_small(size)) segue_small_give(&info->small, block, size);
    else free(block);
}

/* A block of `nsize` bytes starting with the first of `ptr`'s `old` bytes (a new one when ptr
 * is NULL), or NULL; `ptr` stays valid when it fails. Small blocks come from the state's own
 * slabs, larger ones from malloc; a block changing sides is copied. */
static void *resize_block(SegueStateInfo *info, void *ptr, size_t old, size_t nsize) {
    int small = segue_is_small(nsize);
    if (ptr == NULL) return small ? segue_small_take(&info->small, nsize) : malloc(nsize);
    int was_small = segue_is_small(old);
    if (was_small && small && segue_same_small_class(old, nsize)) {
        segue_small_reshape(ptr, old, nsize);
        return ptr;
    }
    if (!was_small && !small) return realloc(ptr, nsize);
    void *block = small ? segue_small_take(&info->small, nsize) : malloc(nsize);
    if (block == NULL) return NULL;
    memcpy(block, ptr, old < nsize ? old : nsize);
    give_back(info, ptr, old);
    return block;
}

/* What the state would hold after resizing a block of `old` bytes (0: none) to `nsize` (> 0). */
static size_t held_after(const SegueStateInfo *info, size_t old, size_t nsize) {
    size_t held = segue_held_now(info);
    if (old > 0 && !segue_is_small(old)) held -= old;
    if (!segue_is_small(nsize)) return held + nsize;
    int stays = old > 0 && segue_is_small(old) && segue_same_small_class(old, nsize);
    return !stays && segue_small_needs_slab(&info->small, nsize) ? held + SEGUE_SLAB_BYTES : held;
}

void *segue_capped_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    SegueStateInfo *info = (SegueStateInfo *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        if (ptr != NULL) give_back(info, ptr, old);
        info->in_use -= old;
        if (old > 0 && !segue_is_small(old)) info->large_in_use -= old;
        return NULL;
    }
    /* The cap bounds what the state holds (held_after), which is never less than what Lua
     * asked for: blocks a free list keeps count until the state closes. */
    if (nsize > old && info->enforcing && info->limit > 0 && held_after(info, old, nsize) > info->limit) {
        /* Lua raises LUA_ERRMEM without calling the message handler, so the position is
         * taken here, from the main thread (a coroutine's allocation is placed at its
         * resume). From Lua 5.4.6 on, a stack being reallocated holds offsets, not pointers,
         * while the allocator runs: only a new object's allocation reads the stack then. */
        info->refused_at[0] = '\0';
        if (info->main_thread != NULL && (ptr == NULL || LUA_VERSION_RELEASE_NUM < 50406)) {
            segue_script_position(info->main_thread, 0, info->refused_at, sizeof info->refused_at);
        }
        return NULL;
    }
    void *block = resize_block(info, ptr, old, nsize);
    if (block == NULL) return NULL;
    info->in_use = info->in_use - old + nsize;
    if (old > 0 && !segue_is_small(old)) info->large_in_use -= old;
    if (!segue_is_small(nsize)) info->large_in_use += nsize;
    if (info->in_use > info->peak) info->peak = info->in_use;
    return block;
}

void segue_set_memory_limit(lua_State *L, size_t limit) { segue_info_of(L)->limit = limit; }
size_t segue_memory_limit(lua_State *L) { return segue_info_of(L)->limit; }
size_t segue_memory_in_use(lua_State *L) { return segue_info_of(L)->in_use; }
size_t segue_memory_peak(lua_State *L) { return segue_info_of(L)->peak; }
size_t segue_memory_held(lua_State *L) { return segue_held_now(segue_info_of(L)); }

/* Host memory made for the script (views, recorded frames) counts against its cap too:
 * charges `bytes` (gives them back when negative). A charge that would pass the cap is
 * refused, whoever runs, and charges nothing. */
int segue_charge_host_bytes(lua_State *L, long long bytes) {
    SegueStateInfo *info = segue_info_of(L);
    if (bytes < 0) {
        size_t back = (size_t)(-(bytes + 1)) + 1;
        if (back > info->host_in_use) back = info->host_in_use;  /* never more than was charged */
        info->in_use = back > info->in_use ? 0 : info->in_use - back;
        info->host_in_use -= back;
        return 1;
    }
    size_t amount = (size_t)bytes;
    size_t held = segue_held_now(info);
    if (info->limit > 0 && (amount > info->limit || held > info->limit - amount)) return 0;
    info->in_use += amount;
    info->host_in_use += amount;
    if (info->in_use > info->peak) info->peak = info->in_use;
    return 1;
}
