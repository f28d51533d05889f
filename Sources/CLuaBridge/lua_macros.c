/*
 * Lua's macros that Swift calls, as functions (Swift cannot import a function-like macro),
 * and the one line of output the host writes itself.
 */
#include "CLuaBridge.h"
#include <stdio.h>

void segue_pop(lua_State *L, int n) { lua_pop(L, n); }
const char *segue_tostring(lua_State *L, int index, size_t *length) { return lua_tolstring(L, index, length); }
lua_Number segue_tonumber(lua_State *L, int index, int *isnum) { return lua_tonumberx(L, index, isnum); }
int segue_upvalueindex(int i) { return lua_upvalueindex(i); }
int segue_registryindex(void) { return LUA_REGISTRYINDEX; }

void segue_write_stderr_line(const char *text, size_t length) {
    fwrite(text, 1, length, stderr);
    fputc('\n', stderr);
    fflush(stderr);
}
