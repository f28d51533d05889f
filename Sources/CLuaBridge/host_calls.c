/*
 * How Lua calls into the host: the trampoline every Swift function sits behind (it raises
 * the host's errors, so every longjmp stays in C) and the call-through wrapper that keeps a
 * caller's frame for the library's errors.
 */
#include "state_info.h"

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

/* Upvalue 1 is the host function (light userdata); the host's upvalues follow. */
static int host_trampoline(lua_State *L) {
    segue_host_function fn = (segue_host_function)lua_touserdata(L, lua_upvalueindex(1));
    SegueStateInfo *info = segue_info_of(L);
    int enforcing = info->enforcing;
    info->enforcing = 0;
    int results = fn(L);
    info->enforcing = enforcing;
    if (results == SEGUE_HOST_ERROR) {
        if (lua_type(L, -1) == LUA_TSTRING) {
            segue_push_where_script(L);
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
