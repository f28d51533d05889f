/*
 * The one way into Lua: protected calls under the memory cap, with a message handler that
 * keeps the traceback and places the message at the script's line, and the watchdog's stop
 * and a refused allocation turned into their messages.
 */
#include "state_info.h"
#include <stdio.h>
#include <string.h>

static const char *TRACEBACK_KEY = "segue.lasttraceback";

/* "64 MB", "512 KB" or "1000 bytes": the cap as the memory error names it. */
static void cap_text(size_t limit, char *text, size_t size) {
    if (limit % (1u << 20) == 0) snprintf(text, size, "%zu MB", limit >> 20);
    else if (limit % (1u << 10) == 0) snprintf(text, size, "%zu KB", limit >> 10);
    else snprintf(text, size, "%zu bytes", limit);
}

static int message_handler(lua_State *L) {
    if (segue_is_timeout_value(L, 1)) {
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
            segue_push_where_script(L);
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
        if (text != message || !segue_has_position(message)) {
            char position[1024];
            if (segue_script_position(L, 1, position, sizeof position)) {
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
    SegueStateInfo *info = segue_info_of(L);
    int enforcing = info->enforcing;
    info->enforcing = 1;
    info->refused_at[0] = '\0';
    int status = lua_pcall(L, nargs, nresults, handler);
    info->enforcing = enforcing;
    if (status == LUA_OK) return status;
    if (segue_is_timeout_value(L, -1)) {
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

int segue_pcall_plain(lua_State *L, int nargs, int nresults) { return lua_pcall(L, nargs, nresults, 0); }

static int collect_garbage(lua_State *L) {
    lua_gc(L, LUA_GCCOLLECT);
    return 0;
}

int segue_collect_garbage(lua_State *L) {
    lua_pushcfunction(L, collect_garbage);
    int status = lua_pcall(L, 0, 0, 0);
    if (status != LUA_OK) lua_pop(L, 1);
    return status;
}
