/*
 * Where a script is: the "chunk:line: " errors, warnings and the watchdog name, and how the
 * running host function was called (the numbering of its arguments in errors). Everything
 * here reads the stack only: it neither allocates nor raises.
 */
#include "state_info.h"
#include <stdio.h>
#include <string.h>

/* Host chunks (named "=[…]", such as the sandbox's pcall or the segue library) are skipped,
 * so a position always points at the script's own line when there is one; failing that, the
 * innermost Lua line of any chunk; "" when no Lua function runs. */
int segue_script_position(lua_State *L, int level, char *out, size_t size) {
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

int segue_has_position(const char *message) {
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

void segue_push_where_script(lua_State *L) {
    char position[1024];
    segue_script_position(L, 1, position, sizeof position);
    lua_pushstring(L, position);
}

int segue_caller_position(lua_State *L, char *out, size_t size) {
    return segue_script_position(L, 1, out, size);
}

/* luaL_argerror's rule: the running function's call kind ("method" for `obj:f(…)`) decides
 * whether `self` counts. */
int segue_argument_number(lua_State *L, int arg) {
    lua_Debug ar;
    if (!lua_getstack(L, 0, &ar)) return arg;
    lua_getinfo(L, "n", &ar);
    if (ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0) return arg - 1;
    return arg;
}
