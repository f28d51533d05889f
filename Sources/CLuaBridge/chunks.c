/*
 * Loading chunks: scripts as text only (with their lines registered for coverage when it
 * is on), the host's own chunks as bytecode compiled at build time, and a script's compiled
 * text kept for loading again (CompiledChunkCache).
 */
#include "state_info.h"
#include <stdlib.h>
#include <string.h>

/* Registers the function just loaded on L for coverage, when coverage is on. */
static int registered(lua_State *L, int status, const char *chunkname) {
    SegueStateInfo *info = segue_watched_info(L);
    if (status == LUA_OK && info != NULL && info->coverage != NULL) segue_coverage_register(info->coverage, L, chunkname);
    return status;
}

int segue_load_text(lua_State *L, const char *buffer, size_t length, const char *chunkname) {
    return registered(L, luaL_loadbufferx(L, buffer, length, chunkname, "t"), chunkname);
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
    return registered(L, luaL_loadbufferx(L, bytecode, length, chunkname, "b"), chunkname);
}

void segue_free(void *pointer) { free(pointer); }
