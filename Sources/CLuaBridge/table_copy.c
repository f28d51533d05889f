/*
 * The sandbox's table copier (see segue_push_table_copy in CLuaBridge.h): the privileged
 * chunks build each environment's libraries as copies of the standard ones, and an isolated
 * environment as copies of those. Done here, each copy is one presized table filled by
 * lua_next, where a Lua loop grew the table key by key (rehashing at every power of two).
 */
#include "CLuaBridge.h"
#include <lauxlib.h>

/* Pushes a raw, shallow copy of the table at `source` (an absolute index), without the keys
 * of the table at `except` (an absolute index, or 0 for none); with `nested`, a value that
 * is a table is itself copied (one level down, without exceptions). */
static void push_copy(lua_State *L, int source, int except, int nested) {
    int count = 0;
    lua_pushnil(L);
    while (lua_next(L, source) != 0) {
        count += 1;
        lua_pop(L, 1);
    }
    lua_createtable(L, 0, count);
    int copy = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, source) != 0) {
        /* key, value */
        if (except != 0) {
            lua_pushvalue(L, -2);
            int skipped = lua_rawget(L, except) != LUA_TNIL;
            lua_pop(L, 1);
            if (skipped) {
                lua_pop(L, 1);
                continue;
            }
        }
        if (nested && lua_type(L, -1) == LUA_TTABLE) {
            push_copy(L, lua_gettop(L), 0, 0);
            lua_remove(L, -2);
        }
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, copy);
    }
}

/* copy(source [, except [, nested]]) */
static int table_copy(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    int except = 0;
    if (!lua_isnoneornil(L, 2)) {
        luaL_checktype(L, 2, LUA_TTABLE);
        except = 2;
    }
    int nested = lua_toboolean(L, 3);
    lua_settop(L, 3);
    luaL_checkstack(L, 8, "copying a table");
    push_copy(L, 1, except, nested);
    return 1;
}

void segue_push_table_copy(lua_State *L) { lua_pushcfunction(L, table_copy); }
