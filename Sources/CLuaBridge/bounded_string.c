/*
 * string.rep without unbounded work: an empty result returns at once whatever the count
 * (stock Lua loops `n` times even when there is nothing to copy), a result too large for
 * memory is refused before any copying, and the copy itself polls the watchdog.
 */
#include "CLuaBridge.h"
#include "watchdog.h"
#include <string.h>
#include <lauxlib.h>

static int bounded_rep(lua_State *L) {
    size_t ls, lsep = 0;
    const char *s = luaL_checklstring(L, 1, &ls);
    lua_Integer n = luaL_checkinteger(L, 2);
    const char *sep = luaL_optlstring(L, 3, "", &lsep);
    if (n <= 0 || (ls == 0 && lsep == 0)) {
        lua_pushliteral(L, "");
        return 1;
    }
    size_t unit = ls + lsep;
    size_t largest = (size_t)(lua_Integer)((~(lua_Unsigned)0) >> 1);
    if (unit < ls || (lua_Unsigned)n > largest / unit) return luaL_error(L, "resulting string too large");
    size_t total = (size_t)n * ls + ((size_t)n - 1) * lsep;
    luaL_Buffer b;
    char *out = luaL_buffinitsize(L, &b, total);
    /* One copy of the unit, then doubling copies of what is already written. */
    memcpy(out, s, ls);
    size_t written = ls;
    if (n > 1) {
        memcpy(out + written, sep, lsep);
        memcpy(out + written + lsep, s, ls);
        written += unit;
    }
    while (written < total) {
        size_t chunk = written + lsep <= total - written ? written + lsep : total - written;
        /* `out` holds k units joined by sep; append sep and copy of the start. */
        size_t copy_from_prefix = chunk;
        if (lsep > 0 && chunk >= lsep) {
            memcpy(out + written, sep, lsep);
            memcpy(out + written + lsep, out, chunk - lsep);
        } else {
            memcpy(out + written, out, copy_from_prefix);
        }
        written += chunk;
        segue_watchdog_poll(L);
    }
    luaL_pushresultsize(&b, total);
    return 1;
}

void segue_push_bounded_strings(lua_State *L) {
    lua_pushcfunction(L, bounded_rep);
    lua_setfield(L, -2, "rep");
}
