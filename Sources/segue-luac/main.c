// segue-luac: compiles one of the host's own Lua files to Lua 5.4 bytecode at build time and
// writes it as a Swift source file (the LuaBytecode build plugin runs it), so that no process
// compiles the host's Lua again. Debug information is kept: errors in the host's Lua still
// name their lines.
//
// Usage: segue-luac INPUT.lua CHUNKNAME SYMBOL OUTPUT.swift IMPORT (a module to import, or -)
#include "CLuaBridge.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(const char *what, const char *detail) {
    fprintf(stderr, "segue-luac: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 6) return fail("usage: segue-luac INPUT.lua CHUNKNAME SYMBOL OUTPUT.swift IMPORT", NULL);
    const char *input = argv[1], *chunkname = argv[2], *symbol = argv[3], *output = argv[4], *module = argv[5];
    FILE *in = fopen(input, "rb");
    if (in == NULL) return fail("cannot read", input);
    long size = fseek(in, 0, SEEK_END) == 0 ? ftell(in) : -1;
    char *text = size >= 0 && fseek(in, 0, SEEK_SET) == 0 ? malloc((size_t)size + 1) : NULL;
    if (text == NULL || fread(text, 1, (size_t)size, in) != (size_t)size) { fclose(in); return fail("cannot read", input); }
    fclose(in);
    // The same compile the host makes when it has no bytecode of a chunk (CLuaBridge).
    size_t length = 0;
    char *compiled = segue_compile_host_chunk(text, (size_t)size, chunkname, &length);
    if (compiled == NULL) return fail(input, "does not compile (run it through lua5.4 or luacheck to see why)");
    const unsigned char *bytecode = (const unsigned char *)compiled;
    // Padded to whole 64-bit words: one integer literal per 8 bytes keeps the Swift file small
    // and quick to compile; the words are read back as bytes, little-endian.
    size_t words = (length + 7) / 8;
    FILE *out = fopen(output, "wb");
    if (out == NULL) return fail("cannot write", output);
    fprintf(out, "// Generated at build time by segue-luac from %s: do not edit.\n", strrchr(input, '/') ? strrchr(input, '/') + 1 : input);
    if (strcmp(module, "-") != 0) fprintf(out, "import %s\n", module);
    fputc('\n', out);
    fprintf(out, "/// The Lua 5.4 bytecode of `%s`, compiled at build time.\n", strrchr(input, '/') ? strrchr(input, '/') + 1 : input);
    fprintf(out, "let %s = PrecompiledChunk(\n    chunkName: \"%s\", sourceByteCount: %zu, byteCount: %zu,\n    words: [", symbol, chunkname, (size_t)size, length);
    for (size_t w = 0; w < words; w++) {
        unsigned long long word = 0;
        for (size_t b = 0; b < 8; b++) {
            size_t index = w * 8 + b;
            if (index < length) word |= (unsigned long long)bytecode[index] << (8 * b);
        }
        fprintf(out, "%s0x%016llx", w % 6 == 0 ? "\n        " : " ", word);
        if (w + 1 < words) fputc(',', out);
    }
    fprintf(out, "\n    ]\n)\n");
    if (fclose(out) != 0) return fail("cannot write", output);
    free(text);
    segue_free(compiled);
    return 0;
}
