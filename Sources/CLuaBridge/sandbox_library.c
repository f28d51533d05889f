/*
 * The sandbox's bounded library (see segue_push_sandbox_library in CLuaBridge.h): the
 * string and table replacements, and the guards the sandbox wraps pcall, xpcall and the
 * coroutine functions with.
 */
#include "CLuaBridge.h"
#include "watchdog.h"
#include <lauxlib.h>

void segue_push_bounded_matching(lua_State *L);
void segue_push_bounded_strings(lua_State *L);
void segue_push_bounded_tables(lua_State *L);

/* pass(...): raises the timeout again if the budget has run out, else returns its
 * arguments. */
static int guard_pass(lua_State *L) { return segue_watchdog_reraise(L); }

/* adopt(co): gives a coroutine the hook the current budget calls for. */
static int guard_adopt(lua_State *L) {
    if (lua_type(L, 1) == LUA_TTHREAD) segue_watchdog_adopt(L, lua_tothread(L, 1));
    return 0;
}

/* spent(): whether the budget has run out (its timeout is on its way). */
static int guard_spent(lua_State *L) {
    lua_pushboolean(L, segue_watchdog_spent(L));
    return 1;
}

/* where(level): "chunk:line: " of the function at `level` above the caller, or "". */
static int guard_where(lua_State *L) {
    luaL_where(L, (int)luaL_checkinteger(L, 1));
    return 1;
}

void segue_push_sandbox_library(lua_State *L) {
    lua_createtable(L, 0, 4);
    segue_push_table_copy(L);
    lua_setfield(L, -2, "copy");
    lua_newtable(L);
    segue_push_bounded_matching(L);
    segue_push_bounded_strings(L);
    lua_setfield(L, -2, "string");
    lua_newtable(L);
    segue_push_bounded_tables(L);
    lua_setfield(L, -2, "table");
    lua_newtable(L);
    lua_pushcfunction(L, guard_pass);
    lua_setfield(L, -2, "pass");
    lua_pushcfunction(L, guard_adopt);
    lua_setfield(L, -2, "adopt");
    lua_pushcfunction(L, guard_where);
    lua_setfield(L, -2, "where");
    lua_pushcfunction(L, guard_spent);
    lua_setfield(L, -2, "spent");
    segue_push_call_through_maker(L);
    lua_setfield(L, -2, "callThrough");
    lua_setfield(L, -2, "guard");
}
