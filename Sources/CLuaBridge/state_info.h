/*
 * One state's bookkeeping, shared by the files of the bridge (internal to CLuaBridge):
 * the allocator's counters (capped_alloc.c), the watchdog's deadline (watchdog.c), the
 * positions errors name (script_position.c) and the coverage of the chunks it loads.
 */
#ifndef SEGUE_STATE_INFO_H
#define SEGUE_STATE_INFO_H

#include "CLuaBridge.h"
#include "line_coverage.h"
#include "small_blocks.h"
#include "watchdog.h"

/* Bookkeeping of one state: the allocator's counters and the watchdog's deadline. */
typedef struct SegueStateInfo {
    size_t limit;
    size_t in_use;     /* the bytes Lua holds, as it asked for them */
    size_t large_in_use; /* of those, the bytes of blocks above SEGUE_SMALL_LIMIT (malloc's) */
    size_t host_in_use;  /* of those, the bytes the host charged (segue_charge_host_bytes) */
    size_t peak;
    double deadline;   /* monotonic seconds; 0 when disarmed */
    int expired;
    int enforcing;     /* the cap applies while Lua code runs, not while the host works */
    char stopped_at[1024]; /* "chunk:line: " where the watchdog stopped the script, or "" */
    char refused_at[1024]; /* "chunk:line: " where the cap refused an allocation, or "" */
    lua_State *main_thread; /* set once the state exists; read by the allocator */
    SegueCoverage *coverage; /* lines hit per chunk, when coverage is on; else NULL */
    SegueSmallBlocks small;  /* the blocks of at most SEGUE_SMALL_LIMIT bytes (small_blocks.c) */
} SegueStateInfo;

/* The allocator of every state segue_newstate makes (capped_alloc.c). */
void *segue_capped_alloc(void *ud, void *ptr, size_t osize, size_t nsize);

/* The bookkeeping of a state segue_newstate made. */
static inline SegueStateInfo *segue_info_of(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (SegueStateInfo *)ud;
}

/* The bookkeeping of L, or NULL when L was not made by segue_newstate (a plain state has
 * no watchdog: the bounded functions then never poll). */
static inline SegueStateInfo *segue_watched_info(lua_State *L) {
    void *ud = NULL;
    return lua_getallocf(L, &ud) == segue_capped_alloc ? (SegueStateInfo *)ud : NULL;
}

/* The bytes the state holds: its large blocks, every slab of its small ones (free-listed
 * blocks included) and what the host charged. Inline: the allocator asks on every growth
 * under the cap. */
static inline size_t segue_held_now(const SegueStateInfo *info) {
    return info->large_in_use + info->small.slab_bytes + info->host_in_use;
}

/* Writes "chunk:line: " of the innermost script function on L at or above `level` into
 * `out` (script_position.c); returns whether a script's own line was found. Reads the
 * stack only: it neither allocates nor raises, so the allocator may call it. */
int segue_script_position(lua_State *L, int level, char *out, size_t size);
/* Whether `message` starts with a "chunk:line: " position. */
int segue_has_position(const char *message);
/* Pushes "chunk:line: " for the nearest Lua function calling into the host (skipping C
 * frames such as the property accessors), or "" when there is none. */
void segue_push_where_script(lua_State *L);

/* Installs the one hook of L (watchdog.c): the watchdog's count hook every `count`
 * instructions (none when 0), with coverage's line hook when coverage is on. */
void segue_set_hook(lua_State *L, SegueStateInfo *info, int count);
/* The count the watchdog's hook needs now: 0 disarmed, 1 once expired, 1000 otherwise. */
int segue_watchdog_count(const SegueStateInfo *info);
/* Whether the error value at `index` is the watchdog's timeout. */
int segue_is_timeout_value(lua_State *L, int index);

#endif
