// segue-luac: compiles one of the host's own Lua files to Lua 5.4 bytecode at build time and
// writes it as a Swift source file (the LuaBytecode build plugin runs it), so that no process
// compiles the host's Lua again. Debug information is kept: errors in the host's Lua still
// name their lines.
//
// Usage: segue-luac INPUT.lua CHUNKNAME SYMBOL OUTPUT.swift IMPORT (a module to import, or -)
#include <lauxlib.h>
#include <lua.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { unsigned char *data; size_t length; size_t capacity; } Buffer;

static int append(lua_State *L, const void *chunk, size_t size, void *ud) {
    (void)L;
    Buffer *buffer = (Buffer *)ud;
    if (buffer->length + size > buffer->capacity) {
        size_t capacity = (buffer->capacity + size) * 2;
        unsigned char *grown = realloc(buffer->data, capacity);
        if (grown == NULL) return 1;
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->length, chunk, size);
    buffer->length += size;
    return 0;
}

static int fail(const char *what, const char *detail) {
    fprintf(stderr, "segue-luac: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 6) return fail("usage: segue-luac INPUT.lua CHUNKNAME SYMBOL OUTPUT.swift IMPORT", NULL);
    const char *input = argv[1], *chunkname = argv[2], *symbol = argv[3], *output = argv[4], *module = argv[5];
    FILE *in = fopen(input, "rb");
    if (in == NULL) return fail("cannot read", input);
    Buffer text = { NULL, 0, 0 };
    unsigned char block[4096];
    size_t got;
    while ((got = fread(block, 1, sizeof block, in)) > 0) {
        if (append(NULL, block, got, &text) != 0) { fclose(in); return fail("out of memory", NULL); }
    }
    fclose(in);
    lua_State *L = luaL_newstate();
    if (L == NULL) return fail("cannot make a Lua state", NULL);
    if (luaL_loadbufferx(L, (const char *)text.data, text.length, chunkname, "t") != LUA_OK) {
        return fail(input, lua_tostring(L, -1));
    }
    Buffer bytecode = { NULL, 0, 0 };
    if (lua_dump(L, append, &bytecode, 0) != 0) return fail("cannot dump", input);
    lua_close(L);
    // Padded to whole 64-bit words: one integer literal per 8 bytes keeps the Swift file small
    // and quick to compile; the words are read back as bytes, little-endian.
    size_t words = (bytecode.length + 7) / 8;
    FILE *out = fopen(output, "wb");
    if (out == NULL) return fail("cannot write", output);
    fprintf(out, "// Generated at build time by segue-luac from %s: do not edit.\n", strrchr(input, '/') ? strrchr(input, '/') + 1 : input);
    if (strcmp(module, "-") != 0) fprintf(out, "import %s\n", module);
    fputc('\n', out);
    fprintf(out, "/// The Lua 5.4 bytecode of `%s`, compiled at build time.\n", strrchr(input, '/') ? strrchr(input, '/') + 1 : input);
    fprintf(out, "let %s = PrecompiledChunk(\n    chunkName: \"%s\", sourceByteCount: %zu, byteCount: %zu,\n    words: [", symbol, chunkname, text.length, bytecode.length);
    for (size_t w = 0; w < words; w++) {
        unsigned long long word = 0;
        for (size_t b = 0; b < 8; b++) {
            size_t index = w * 8 + b;
            if (index < bytecode.length) word |= (unsigned long long)bytecode.data[index] << (8 * b);
        }
        fprintf(out, "%s0x%016llx", w % 6 == 0 ? "\n        " : " ", word);
        if (w + 1 < words) fputc(',', out);
    }
    fprintf(out, "\n    ]\n)\n");
    if (fclose(out) != 0) return fail("cannot write", output);
    free(text.data);
    free(bytecode.data);
    return 0;
}
