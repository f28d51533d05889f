/*
 * table.move, insert, remove and concat whose loops poll the watchdog. Their loop counts
 * come from script values (`e - f` for move, a `__len` for insert/remove, `j - i` for concat)
 * and each step may run only C code (a C function as __index), so neither the count hook
 * nor the memory cap bounds them. Arguments, results and errors are Lua 5.4's.
 */
#include "CLuaBridge.h"
#include "watchdog.h"
#include <lauxlib.h>

#define POLL_EVERY 4096

enum { NEEDS_READ = 1, NEEDS_WRITE = 2, NEEDS_LENGTH = 4 };

/* A table, or a value whose metatable provides every access in `needs`. */
static void check_table_like(lua_State *L, int arg, int needs) {
    if (lua_type(L, arg) == LUA_TTABLE) return;
    int provided = 0;
    if (lua_getmetatable(L, arg)) {
        if ((needs & NEEDS_READ) && lua_getfield(L, -1, "__index") != LUA_TNIL) provided |= NEEDS_READ;
        lua_pop(L, 1);
        if ((needs & NEEDS_WRITE) && lua_getfield(L, -1, "__newindex") != LUA_TNIL) provided |= NEEDS_WRITE;
        lua_pop(L, 1);
        if ((needs & NEEDS_LENGTH) && lua_getfield(L, -1, "__len") != LUA_TNIL) provided |= NEEDS_LENGTH;
        lua_pop(L, 2);
        if ((provided & needs) == needs) return;
    }
    luaL_checktype(L, arg, LUA_TTABLE);
}

static lua_Integer length_of(lua_State *L, int arg, int needs) {
    check_table_like(L, arg, needs | NEEDS_LENGTH);
    return luaL_len(L, arg);
}

/* Counts loop iterations and polls the watchdog every POLL_EVERY. */
static void tick(lua_State *L, unsigned *counter) {
    if (++*counter % POLL_EVERY == 0) segue_watchdog_poll(L);
}

static int bounded_move(lua_State *L) {
    lua_Integer f = luaL_checkinteger(L, 2);
    lua_Integer e = luaL_checkinteger(L, 3);
    lua_Integer t = luaL_checkinteger(L, 4);
    int target = lua_isnoneornil(L, 5) ? 1 : 5;
    check_table_like(L, 1, NEEDS_READ);
    check_table_like(L, target, NEEDS_WRITE);
    if (e >= f) {
        luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
        lua_Integer n = e - f + 1;
        luaL_argcheck(L, t <= LUA_MAXINTEGER - n + 1, 4, "destination wrap around");
        unsigned counter = 0;
        int same = target == 1 || lua_compare(L, 1, target, LUA_OPEQ);
        if (t > e || t <= f || !same) {
            for (lua_Integer i = 0; i < n; i++) {
                lua_geti(L, 1, f + i);
                lua_seti(L, target, t + i);
                tick(L, &counter);
            }
        } else {
            for (lua_Integer i = n - 1; i >= 0; i--) {
                lua_geti(L, 1, f + i);
                lua_seti(L, target, t + i);
                tick(L, &counter);
            }
        }
    }
    lua_pushvalue(L, target);
    return 1;
}

static int bounded_insert(lua_State *L) {
    lua_Integer size = length_of(L, 1, NEEDS_READ | NEEDS_WRITE);
    lua_Integer end = (lua_Integer)((lua_Unsigned)size + 1u);  /* wraps like Lua's own */
    lua_Integer position;
    switch (lua_gettop(L)) {
    case 2:
        position = end;
        break;
    case 3: {
        position = luaL_checkinteger(L, 2);
        luaL_argcheck(L, (lua_Unsigned)position - 1u < (lua_Unsigned)end, 2, "position out of bounds");
        unsigned counter = 0;
        for (lua_Integer i = end; i > position; i--) {
            lua_geti(L, 1, i - 1);
            lua_seti(L, 1, i);
            tick(L, &counter);
        }
        break;
    }
    default:
        return luaL_error(L, "wrong number of arguments to 'insert'");
    }
    lua_seti(L, 1, position);
    return 0;
}

static int bounded_remove(lua_State *L) {
    lua_Integer size = length_of(L, 1, NEEDS_READ | NEEDS_WRITE);
    lua_Integer position = luaL_optinteger(L, 2, size);
    if (lua_gettop(L) >= 2 && position != size)
        luaL_argcheck(L, (lua_Unsigned)position - 1u <= (lua_Unsigned)size, 2, "position out of bounds");
    lua_geti(L, 1, position);
    unsigned counter = 0;
    for (; position < size; position++) {
        lua_geti(L, 1, position + 1);
        lua_seti(L, 1, position);
        tick(L, &counter);
    }
    lua_pushnil(L);
    lua_seti(L, 1, position);
    return 1;
}

static int bounded_concat(lua_State *L) {
    lua_Integer last = length_of(L, 1, NEEDS_READ);
    size_t lsep;
    const char *sep = luaL_optlstring(L, 2, "", &lsep);
    lua_Integer i = luaL_optinteger(L, 3, 1);
    last = luaL_opt(L, luaL_checkinteger, 4, last);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    unsigned counter = 0;
    for (; i <= last; i++) {
        lua_geti(L, 1, i);
        if (!lua_isstring(L, -1))
            return luaL_error(L, "invalid value (at index %I) in table for 'concat'", (LUAI_UACINT)i);
        luaL_addvalue(&b);
        if (i == last) break;  /* also stops before i + 1 overflows */
        luaL_addlstring(&b, sep, lsep);
        tick(L, &counter);
    }
    luaL_pushresult(&b);
    return 1;
}

void segue_push_bounded_tables(lua_State *L) {
    lua_pushcfunction(L, bounded_move);
    lua_setfield(L, -2, "move");
    lua_pushcfunction(L, bounded_insert);
    lua_setfield(L, -2, "insert");
    lua_pushcfunction(L, bounded_remove);
    lua_setfield(L, -2, "remove");
    lua_pushcfunction(L, bounded_concat);
    lua_setfield(L, -2, "concat");
}
