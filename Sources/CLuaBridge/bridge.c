#include "CLuaBridge.h"
#include "line_coverage.h"
#include "small_blocks.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <stdio.h>

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

static void set_hook(lua_State *L, SegueStateInfo *info, int count);

/* Writes "chunk:line: " of the innermost script function on L at or above `level` into
 * `out`: host chunks (named "=[…]", such as the sandbox's pcall or the segue library) are
 * skipped, so a position always points at the script's own line when there is one; failing
 * that, the innermost Lua line of any chunk; "" when no Lua function runs. Reads the stack
 * only: it neither allocates nor raises, so the allocator may call it. */
static int script_position(lua_State *L, int level, char *out, size_t size) {
    lua_Debug ar;
    out[0] = '\0';
    for (; lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "Sl", &ar);
        if (ar.currentline <= 0) continue;
        int host_chunk = ar.source != NULL && strncmp(ar.source, "=[", 2) == 0;
        /* The whole file name: short_src cuts a long path to "..." and its last 56 bytes. */
        const char *name = ar.source != NULL && ar.source[0] == '@' ? ar.source + 1 : ar.short_src;
        if (out[0] == '\0' || !host_chunk) snprintf(out, size, "%s:%d: ", name, ar.currentline);
        if (!host_chunk) return 1;
    }
    return 0;
}

/* Whether `message` starts with a "chunk:line: " position. */
static int has_position(const char *message) {
    const char *colon = strchr(message, ':');
    while (colon != NULL) {
        const char *digit = colon + 1;
        if (*digit >= '0' && *digit <= '9') {
            while (*digit >= '0' && *digit <= '9') digit++;
            if (digit[0] == ':' && digit[1] == ' ') return 1;
        }
        colon = strchr(colon + 1, ':');
        if (colon != NULL && (size_t)(colon - message) > 300) return 0;
    }
    return 0;
}

/* Calls upvalue 1 with this call's arguments. A script's `return segue.x(…)` is a tail
 * call, which drops the script's own frame; through this C frame the frame stays, so an
 * error the library raises still names the script's line. */
static int call_through(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

static int make_call_through(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_settop(L, 1);
    lua_pushcclosure(L, call_through, 1);
    return 1;
}

void segue_push_call_through_maker(lua_State *L) { lua_pushcfunction(L, make_call_through); }

static char timeout_marker;  /* its address tags the watchdog's error value */
static const char *TRACEBACK_KEY = "segue.lasttraceback";

static void *capped_alloc(void *ud, void *ptr, size_t osize, size_t nsize);

static SegueStateInfo *info_of(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (SegueStateInfo *)ud;
}

/* The bookkeeping of L, or NULL when L was not made by segue_newstate (a plain state has
 * no watchdog: the bounded functions then never poll). */
static SegueStateInfo *watched_info(lua_State *L) {
    void *ud = NULL;
    return lua_getallocf(L, &ud) == capped_alloc ? (SegueStateInfo *)ud : NULL;
}

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

/* The bytes the state holds: its large blocks, every slab of its small ones (free-listed
 * blocks included) and what the host charged. */
static size_t held_now(const SegueStateInfo *info) {
    return info->large_in_use + info->small.slab_bytes + info->host_in_use;
}

/* What the state would hold after resizing a block of `old` bytes (0: none) to `nsize` (> 0). */
static size_t held_after(const SegueStateInfo *info, size_t old, size_t nsize) {
    size_t held = held_now(info);
    if (old > 0 && !segue_is_small(old)) held -= old;
    if (!segue_is_small(nsize)) return held + nsize;
    int stays = old > 0 && segue_is_small(old) && segue_same_small_class(old, nsize);
    return !stays && segue_small_needs_slab(&info->small, nsize) ? held + SEGUE_SLAB_BYTES : held;
}

static void *capped_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
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
            script_position(info->main_thread, 0, info->refused_at, sizeof info->refused_at);
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

/* "64 MB", "512 KB" or "1000 bytes": the cap as the memory error names it. */
static void cap_text(size_t limit, char *text, size_t size) {
    if (limit % (1u << 20) == 0) snprintf(text, size, "%zu MB", limit >> 20);
    else if (limit % (1u << 10) == 0) snprintf(text, size, "%zu KB", limit >> 10);
    else snprintf(text, size, "%zu bytes", limit);
}

static int panic_handler(lua_State *L) {
    (void)L;
    abort();  /* unreachable: the host only makes protected calls */
}

lua_State *segue_newstate(size_t memory_limit) {
    SegueStateInfo *info = calloc(1, sizeof(SegueStateInfo));
    if (info == NULL) return NULL;
    info->limit = memory_limit;
    lua_State *L = lua_newstate(capped_alloc, info);
    if (L == NULL) {
        segue_small_release(&info->small);
        free(info);
        return NULL;
    }
    lua_atpanic(L, panic_handler);
    info->main_thread = L;
    segue_set_host(L, NULL);
    return L;
}

void segue_open_libraries(lua_State *L) {
    static const luaL_Reg libraries[] = {
        { LUA_GNAME, luaopen_base },        { LUA_COLIBNAME, luaopen_coroutine },
        { LUA_TABLIBNAME, luaopen_table },  { LUA_OSLIBNAME, luaopen_os },
        { LUA_STRLIBNAME, luaopen_string }, { LUA_MATHLIBNAME, luaopen_math },
        { LUA_UTF8LIBNAME, luaopen_utf8 },  { LUA_DBLIBNAME, luaopen_debug },
        { NULL, NULL },
    };
    for (const luaL_Reg *library = libraries; library->func != NULL; library++) {
        luaL_requiref(L, library->name, library->func, 1);
        lua_pop(L, 1);
    }
}

void segue_close(lua_State *L) {
    SegueStateInfo *info = info_of(L);
    info->main_thread = NULL;  /* the allocator no longer reads the stack */
    lua_close(L);
    segue_small_release(&info->small);
    segue_coverage_free(info->coverage);
    free(info);
}

void segue_set_memory_limit(lua_State *L, size_t limit) { info_of(L)->limit = limit; }
size_t segue_memory_limit(lua_State *L) { return info_of(L)->limit; }
size_t segue_memory_in_use(lua_State *L) { return info_of(L)->in_use; }
size_t segue_memory_peak(lua_State *L) { return info_of(L)->peak; }
size_t segue_memory_held(lua_State *L) { return held_now(info_of(L)); }

/* Host memory made for the script (views, recorded frames) counts against its cap too:
 * charges `bytes` (gives them back when negative). A charge that would pass the cap is
 * refused, whoever runs, and charges nothing. */
int segue_charge_host_bytes(lua_State *L, long long bytes) {
    SegueStateInfo *info = info_of(L);
    if (bytes < 0) {
        size_t back = (size_t)(-(bytes + 1)) + 1;
        if (back > info->host_in_use) back = info->host_in_use;  /* never more than was charged */
        info->in_use = back > info->in_use ? 0 : info->in_use - back;
        info->host_in_use -= back;
        return 1;
    }
    size_t amount = (size_t)bytes;
    size_t held = held_now(info);
    if (info->limit > 0 && (amount > info->limit || held > info->limit - amount)) return 0;
    info->in_use += amount;
    info->host_in_use += amount;
    if (info->in_use > info->peak) info->peak = info->in_use;
    return 1;
}

void segue_set_host(lua_State *L, void *host) { memcpy(lua_getextraspace(L), &host, sizeof(void *)); }
void *segue_get_host(lua_State *L) {
    void *host;
    memcpy(&host, lua_getextraspace(L), sizeof(void *));
    return host;
}

/* Pushes "chunk:line: " for the nearest Lua function calling into the host (skipping C
 * frames such as the property accessors), or "" when there is none. */
static void where_script(lua_State *L) {
    char position[1024];
    script_position(L, 1, position, sizeof position);
    lua_pushstring(L, position);
}

/* Upvalue 1 is the host function (light userdata); the host's upvalues follow. */
static int host_trampoline(lua_State *L) {
    segue_host_function fn = (segue_host_function)lua_touserdata(L, lua_upvalueindex(1));
    SegueStateInfo *info = info_of(L);
    int enforcing = info->enforcing;
    info->enforcing = 0;
    int results = fn(L);
    info->enforcing = enforcing;
    if (results == SEGUE_HOST_ERROR) {
        if (lua_type(L, -1) == LUA_TSTRING) {
            where_script(L);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    if (results == SEGUE_HOST_ERROR_RAW) return lua_error(L);
    return results;
}

void segue_push_host_closure(lua_State *L, segue_host_function fn, int nupvalues) {
    lua_pushlightuserdata(L, (void *)fn);
    lua_insert(L, -(nupvalues + 1));
    lua_pushcclosure(L, host_trampoline, nupvalues + 1);
}

int segue_load_text(lua_State *L, const char *buffer, size_t length, const char *chunkname) {
    int status = luaL_loadbufferx(L, buffer, length, chunkname, "t");
    SegueStateInfo *info = watched_info(L);
    if (status == LUA_OK && info != NULL && info->coverage != NULL) segue_coverage_register(info->coverage, L, chunkname);
    return status;
}

int segue_coverage_start(lua_State *L) {
    SegueStateInfo *info = info_of(L);
    if (info->coverage == NULL) info->coverage = segue_coverage_new();
    if (info->coverage == NULL) return 0;
    set_hook(L, info, info->deadline > 0 ? (info->expired ? 1 : 1000) : 0);
    return 1;
}

int segue_coverage_files(lua_State *L) { return segue_coverage_count(info_of(L)->coverage); }
const char *segue_coverage_file(lua_State *L, int file) { return segue_coverage_source(info_of(L)->coverage, file); }
int segue_coverage_file_lines(lua_State *L, int file) { return segue_coverage_last_line(info_of(L)->coverage, file); }
int segue_coverage_file_line(lua_State *L, int file, int line, long long *hits) {
    return segue_coverage_line(info_of(L)->coverage, file, line, hits);
}

static int message_handler(lua_State *L) {
    if (lua_touserdata(L, 1) == &timeout_marker) {
        luaL_traceback(L, L, NULL, 1);
        lua_setfield(L, LUA_REGISTRYINDEX, TRACEBACK_KEY);
        return 1;
    }
    const char *message = lua_tostring(L, 1);
    if (message == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) {
            message = lua_tostring(L, -1);
        } else {
            /* error({}) and the like: keep where the error was raised. */
            where_script(L);
            message = lua_pushfstring(L, "%s(error object is a %s value)", lua_tostring(L, -1),
                                      luaL_typename(L, 1));
        }
    } else {
        /* A message positioned inside a host chunk ("[sandbox]:49: C stack overflow") or not
         * positioned at all ("C stack overflow", a library error raised at level 0): name the
         * script's line instead, when a script function is running. */
        const char *text = message;
        if (text[0] == '[') {
            const char *close = strstr(text, "]:");
            const char *after = close != NULL ? close + 2 : NULL;
            if (after != NULL && *after >= '0' && *after <= '9') {
                while (*after >= '0' && *after <= '9') after++;
                if (after[0] == ':' && after[1] == ' ') text = after + 2;
            }
        }
        if (text != message || !has_position(message)) {
            char position[1024];
            if (script_position(L, 1, position, sizeof position)) {
                message = lua_pushfstring(L, "%s%s", position, text);
            }
        }
    }
    luaL_traceback(L, L, NULL, 1);
    lua_setfield(L, LUA_REGISTRYINDEX, TRACEBACK_KEY);
    lua_pushstring(L, message);
    return 1;
}

/* lua_pcall with the message handler at `handler`, under the cap; turns a watchdog stop and
 * a refused allocation into their messages. Leaves the handler where it is. */
static int protected_call(lua_State *L, int nargs, int nresults, int handler) {
    SegueStateInfo *info = info_of(L);
    int enforcing = info->enforcing;
    info->enforcing = 1;
    info->refused_at[0] = '\0';
    int status = lua_pcall(L, nargs, nresults, handler);
    info->enforcing = enforcing;
    if (status == LUA_OK) return status;
    if (lua_touserdata(L, -1) == &timeout_marker) {
        lua_pop(L, 1);
        lua_pushfstring(L, "%stimeout: the script ran past its time budget", info->stopped_at);
        return SEGUE_STATUS_TIMEOUT;
    }
    if (status == LUA_ERRMEM && info->limit > 0) {
        char cap[64];
        cap_text(info->limit, cap, sizeof cap);
        lua_pop(L, 1);
        lua_pushfstring(L, "%snot enough memory (the script's memory cap is %s)", info->refused_at, cap);
        if (info->expired) return SEGUE_STATUS_TIMEOUT;
        return status;
    }
    if (info->expired) {
        /* The deadline passed while the error was on its way (e.g. a memory error). */
        return SEGUE_STATUS_TIMEOUT;
    }
    return status;
}

int segue_pcall(lua_State *L, int nargs, int nresults) {
    int base = lua_gettop(L) - nargs;
    lua_pushcfunction(L, message_handler);
    lua_insert(L, base);
    int status = protected_call(L, nargs, nresults, base);
    lua_remove(L, base);
    return status;
}

void segue_push_message_handler(lua_State *L) { lua_pushcfunction(L, message_handler); }

int segue_pcall_handled(lua_State *L, int nargs, int nresults) {
    int handler = lua_gettop(L) - nargs - 1;
    int status = protected_call(L, nargs, nresults, handler);
    if (status == LUA_OK && nresults == 0) {
        lua_settop(L, handler - 1);
    } else {
        lua_remove(L, handler);
    }
    return status;
}

void segue_push_last_traceback(lua_State *L) {
    lua_getfield(L, LUA_REGISTRYINDEX, TRACEBACK_KEY);
}

static double monotonic_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

static void watchdog_hook(lua_State *L, lua_Debug *ar);

/* Records "chunk:line: " of the innermost script function running on L, skipping the
 * host's own chunks ("=[sandbox]" …) — see script_position. */
static void record_stop(lua_State *L, SegueStateInfo *info) {
    script_position(L, 0, info->stopped_at, sizeof info->stopped_at);
}

/* Raises the watchdog's timeout on L. The first time, it records where the script was
 * stopped and makes the hook fire at every instruction: an error the script's own pcall
 * caught is raised again at the first instruction after that pcall. */
static int raise_timeout(lua_State *L, SegueStateInfo *info) {
    if (!info->expired) {
        info->expired = 1;
        record_stop(L, info);
        set_hook(L, info, 1);
    }
    lua_pushlightuserdata(L, &timeout_marker);
    return lua_error(L);
}

static int deadline_passed(SegueStateInfo *info) {
    return info != NULL && info->deadline > 0 && (info->expired || monotonic_seconds() >= info->deadline);
}

/* The one hook a state has: count events are the watchdog's, line events coverage's. */
static void watchdog_hook(lua_State *L, lua_Debug *ar) {
    SegueStateInfo *info = info_of(L);
    if (ar->event == LUA_HOOKLINE) {
        segue_coverage_record(info->coverage, L, ar);
        return;
    }
    if (deadline_passed(info)) raise_timeout(L, info);
}

/* Installs the hook on L: the watchdog's count hook every `count` instructions (none when
 * 0), with coverage's line hook when coverage is on; no hook at all when neither is. */
static void set_hook(lua_State *L, SegueStateInfo *info, int count) {
    int mask = (count > 0 ? LUA_MASKCOUNT : 0) | (info != NULL && info->coverage != NULL ? LUA_MASKLINE : 0);
    if (mask == 0) {
        if (lua_gethook(L) != NULL) lua_sethook(L, NULL, 0, 0);
    } else {
        lua_sethook(L, watchdog_hook, mask, count);
    }
}

void segue_watchdog_poll(lua_State *L) {
    SegueStateInfo *info = watched_info(L);
    if (deadline_passed(info)) raise_timeout(L, info);
}

int segue_watchdog_reraise(lua_State *L) {
    SegueStateInfo *info = watched_info(L);
    if (info != NULL && info->deadline > 0 && info->expired) raise_timeout(L, info);
    return lua_gettop(L);
}

void segue_watchdog_adopt(lua_State *L, lua_State *thread) {
    SegueStateInfo *info = watched_info(L);
    if (info == NULL) return;
    set_hook(thread, info, info->deadline > 0 ? (info->expired ? 1 : 1000) : 0);
}

int segue_watchdog_spent(lua_State *L) {
    SegueStateInfo *info = watched_info(L);
    return info != NULL && info->deadline > 0 && info->expired;
}

int segue_is_timeout(lua_State *L, int index) { return lua_touserdata(L, index) == &timeout_marker; }

void segue_watchdog_arm(lua_State *L, double seconds) {
    SegueStateInfo *info = info_of(L);
    info->deadline = monotonic_seconds() + (seconds > 0 ? seconds : 0);
    info->expired = 0;
    info->stopped_at[0] = '\0';
    set_hook(L, info, 1000);
}

void segue_watchdog_disarm(lua_State *L) {
    SegueStateInfo *info = info_of(L);
    info->deadline = 0;
    info->expired = 0;
    set_hook(L, info, 0);
}

int segue_watchdog_expired(lua_State *L) { return info_of(L)->expired; }

double segue_monotonic_seconds(void) { return monotonic_seconds(); }

double segue_watchdog_enter_at(lua_State *L, double now, double seconds) {
    SegueStateInfo *info = info_of(L);
    double previous = info->deadline;
    double deadline = now + (seconds > 0 ? seconds : 0);
    if (previous > 0 && previous < deadline) deadline = previous;
    if (previous > 0 && info->expired) return previous;  /* already stopping at every instruction */
    info->deadline = deadline;
    info->expired = 0;
    info->stopped_at[0] = '\0';
    set_hook(L, info, 1000);
    return previous;
}

void segue_watchdog_leave(lua_State *L, double previous) {
    SegueStateInfo *info = info_of(L);
    if (previous <= 0) {
        segue_watchdog_disarm(L);
        return;
    }
    info->deadline = previous;
    if (monotonic_seconds() >= previous) {
        /* The outer budget ran out meanwhile: its code is stopped where it stands now (the
         * line that called into the host), which the timeout's message names. */
        info->expired = 1;
        record_stop(L, info);
        set_hook(L, info, 1);
    } else {
        info->expired = 0;
        set_hook(L, info, 1000);
    }
}

void segue_pop(lua_State *L, int n) { lua_pop(L, n); }
void segue_newtable(lua_State *L) { lua_newtable(L); }
const char *segue_tostring(lua_State *L, int index, size_t *length) { return lua_tolstring(L, index, length); }
int segue_isnil(lua_State *L, int index) { return lua_isnil(L, index); }
int segue_isnoneornil(lua_State *L, int index) { return lua_isnoneornil(L, index); }
int segue_isfunction(lua_State *L, int index) { return lua_isfunction(L, index); }
int segue_istable(lua_State *L, int index) { return lua_istable(L, index); }
int segue_upvalueindex(int i) { return lua_upvalueindex(i); }
int segue_registryindex(void) { return LUA_REGISTRYINDEX; }
void segue_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }
int segue_pcall_plain(lua_State *L, int nargs, int nresults) { return lua_pcall(L, nargs, nresults, 0); }
void segue_remove(lua_State *L, int index) { lua_remove(L, index); }
void segue_insert(lua_State *L, int index) { lua_insert(L, index); }
void segue_replace(lua_State *L, int index) { lua_replace(L, index); }
lua_Number segue_tonumber(lua_State *L, int index, int *isnum) { return lua_tonumberx(L, index, isnum); }
lua_Integer segue_tointeger(lua_State *L, int index, int *isnum) { return lua_tointegerx(L, index, isnum); }
void segue_pushliteral(lua_State *L, const char *text) { lua_pushstring(L, text); }
int segue_getmetafield_raw(lua_State *L, int index, const char *field) {
    if (!lua_getmetatable(L, index)) return LUA_TNIL;
    int type = lua_getfield(L, -1, field);
    lua_remove(L, -2);
    return type;
}

/* Upvalues: 1 keys, 2 numeric count, 3 getter or setter, 4 slow path. */
/* The numeric-property code of the key at index 2, or -1 when it is not one. */
static lua_Integer numeric_code(lua_State *L) {
    lua_pushvalue(L, 2);
    lua_rawget(L, lua_upvalueindex(1));
    int isnum = 0;
    lua_Integer code = lua_tointegerx(L, -1, &isnum);
    lua_pop(L, 1);
    return (isnum && code >= 0 && code < lua_tointeger(L, lua_upvalueindex(2))) ? code : -1;
}

/* The object behind the handle at index 1: NULL when it is not a userdata block or its
 * finalizer already ran. */
static void *handle_object(lua_State *L) {
    void **block = (void **)lua_touserdata(L, 1);
    return (block != NULL && lua_rawlen(L, 1) >= sizeof(void *)) ? *block : NULL;
}

static int property_index(lua_State *L) {
    lua_Integer code = numeric_code(L);
    void *object = handle_object(L);
    if (code >= 0 && object != NULL) {  /* a collected handle (NULL) takes the slow path, which reports it */
        segue_property_getter getter = (segue_property_getter)lua_touserdata(L, lua_upvalueindex(3));
        lua_pushnumber(L, getter(object, (int)code));
        return 1;
    }
    lua_pushvalue(L, lua_upvalueindex(4));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static int property_newindex(lua_State *L) {
    lua_Integer code = numeric_code(L);
    void *object = handle_object(L);
    if (code >= 0 && object != NULL && lua_type(L, 3) == LUA_TNUMBER) {
        segue_property_setter setter = (segue_property_setter)lua_touserdata(L, lua_upvalueindex(3));
        if (setter(object, (int)code, lua_tonumber(L, 3)) == 0) return 0;
    }
    lua_pushvalue(L, lua_upvalueindex(4));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 0);
    return 0;
}

void segue_push_property_accessors(lua_State *L, int keys, int numeric_count,
                                   segue_property_getter getter, segue_property_setter setter,
                                   int slow_index, int slow_newindex) {
    keys = lua_absindex(L, keys);
    slow_index = lua_absindex(L, slow_index);
    slow_newindex = lua_absindex(L, slow_newindex);
    lua_pushvalue(L, keys);
    lua_pushinteger(L, numeric_count);
    lua_pushlightuserdata(L, (void *)getter);
    lua_pushvalue(L, slow_index);
    lua_pushcclosure(L, property_index, 4);
    lua_pushvalue(L, keys);
    lua_pushinteger(L, numeric_count);
    lua_pushlightuserdata(L, (void *)setter);
    lua_pushvalue(L, slow_newindex);
    lua_pushcclosure(L, property_newindex, 4);
}

typedef struct { char *data; size_t length; size_t capacity; } DumpBuffer;

static int dump_writer(lua_State *L, const void *chunk, size_t size, void *ud) {
    (void)L;
    DumpBuffer *buffer = (DumpBuffer *)ud;
    if (buffer->length + size > buffer->capacity) {
        size_t capacity = (buffer->capacity + size) * 2;
        char *grown = realloc(buffer->data, capacity);
        if (grown == NULL) return 1;
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->length, chunk, size);
    buffer->length += size;
    return 0;
}

char *segue_compile_host_chunk(const char *text, size_t length, const char *chunkname, size_t *out_length) {
    lua_State *L = luaL_newstate();
    if (L == NULL) return NULL;
    DumpBuffer buffer = { NULL, 0, 0 };
    if (luaL_loadbufferx(L, text, length, chunkname, "t") == LUA_OK) {
        if (lua_dump(L, dump_writer, &buffer, 0) != 0) {
            free(buffer.data);
            buffer.data = NULL;
        }
    }
    lua_close(L);
    *out_length = buffer.length;
    return buffer.data;
}

int segue_load_host_binary(lua_State *L, const char *bytecode, size_t length, const char *chunkname) {
    return luaL_loadbufferx(L, bytecode, length, chunkname, "b");
}

char *segue_dump_compiled(lua_State *L, size_t *out_length) {
    DumpBuffer buffer = { NULL, 0, 0 };
    *out_length = 0;
    if (!lua_isfunction(L, -1) || lua_dump(L, dump_writer, &buffer, 0) != 0) {
        free(buffer.data);
        return NULL;
    }
    *out_length = buffer.length;
    return buffer.data;
}

int segue_load_compiled(lua_State *L, const char *bytecode, size_t length, const char *chunkname) {
    int status = luaL_loadbufferx(L, bytecode, length, chunkname, "b");
    SegueStateInfo *info = watched_info(L);
    if (status == LUA_OK && info != NULL && info->coverage != NULL) segue_coverage_register(info->coverage, L, chunkname);
    return status;
}

void segue_free(void *pointer) { free(pointer); }

void segue_write_stderr_line(const char *text, size_t length) {
    fwrite(text, 1, length, stderr);
    fputc('\n', stderr);
    fflush(stderr);
}

int segue_caller_position(lua_State *L, char *out, size_t size) {
    return script_position(L, 1, out, size);
}
