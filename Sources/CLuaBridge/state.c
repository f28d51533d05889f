/*
 * A state's life: made with the capped allocator and its bookkeeping, the standard
 * libraries the host uses opened, the host pointer in its extra space, closed with its slabs
 * and coverage.
 */
#include "state_info.h"
#include <stdlib.h>
#include <string.h>

static int panic_handler(lua_State *L) {
    (void)L;
    abort();  /* unreachable: the host only makes protected calls */
}

lua_State *segue_newstate(size_t memory_limit) {
    SegueStateInfo *info = calloc(1, sizeof(SegueStateInfo));
    if (info == NULL) return NULL;
    info->limit = memory_limit;
    lua_State *L = lua_newstate(segue_capped_alloc, info);
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
    SegueStateInfo *info = segue_info_of(L);
    info->main_thread = NULL;  /* the allocator no longer reads the stack */
    lua_close(L);
    segue_small_release(&info->small);
    segue_coverage_free(info->coverage);
    free(info);
}

void segue_set_host(lua_State *L, void *host) { memcpy(lua_getextraspace(L), &host, sizeof(void *)); }
void *segue_get_host(lua_State *L) {
    void *host;
    memcpy(&host, lua_getextraspace(L), sizeof(void *));
    return host;
}
