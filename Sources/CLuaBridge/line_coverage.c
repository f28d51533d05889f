#include "line_coverage.h"
#include <stdlib.h>
#include <string.h>

/* One chunk: a hit count and an executable flag per line, 1…size-1. */
typedef struct CoverageFile {
    char *source;
    long long *hits;
    unsigned char *active;
    int size;
} CoverageFile;

struct SegueCoverage {
    CoverageFile *files;
    int count;
    int capacity;
    int last;   /* the file the previous line was in: consecutive lines are mostly in one */
};

SegueCoverage *segue_coverage_new(void) { return calloc(1, sizeof(SegueCoverage)); }

void segue_coverage_free(SegueCoverage *coverage) {
    if (coverage == NULL) return;
    for (int i = 0; i < coverage->count; i++) {
        free(coverage->files[i].source);
        free(coverage->files[i].hits);
        free(coverage->files[i].active);
    }
    free(coverage->files);
    free(coverage);
}

static CoverageFile *find_file(SegueCoverage *coverage, const char *source) {
    if (coverage->last < coverage->count && strcmp(coverage->files[coverage->last].source, source) == 0)
        return &coverage->files[coverage->last];
    for (int i = 0; i < coverage->count; i++) {
        if (strcmp(coverage->files[i].source, source) == 0) {
            coverage->last = i;
            return &coverage->files[i];
        }
    }
    return NULL;
}

static CoverageFile *add_file(SegueCoverage *coverage, const char *source) {
    CoverageFile *file = find_file(coverage, source);
    if (file != NULL) return file;
    if (coverage->count == coverage->capacity) {
        int capacity = coverage->capacity == 0 ? 8 : coverage->capacity * 2;
        CoverageFile *files = realloc(coverage->files, (size_t)capacity * sizeof(CoverageFile));
        if (files == NULL) return NULL;
        coverage->files = files;
        coverage->capacity = capacity;
    }
    char *copy = strdup(source);
    if (copy == NULL) return NULL;
    file = &coverage->files[coverage->count++];
    file->source = copy;
    file->hits = NULL;
    file->active = NULL;
    file->size = 0;
    return file;
}

/* Makes room for `line` (at most a million lines a chunk); 0 when it cannot. */
static int reserve(CoverageFile *file, int line) {
    if (line <= 0 || line > 1000000) return 0;
    if (line < file->size) return 1;
    int size = file->size == 0 ? 64 : file->size;
    while (size <= line) size *= 2;
    long long *hits = realloc(file->hits, (size_t)size * sizeof(long long));
    if (hits == NULL) return 0;
    file->hits = hits;
    unsigned char *active = realloc(file->active, (size_t)size);
    if (active == NULL) return 0;
    file->active = active;
    memset(file->hits + file->size, 0, (size_t)(size - file->size) * sizeof(long long));
    memset(file->active + file->size, 0, (size_t)(size - file->size));
    file->size = size;
    return 1;
}

void segue_coverage_record(SegueCoverage *coverage, lua_State *L, lua_Debug *ar) {
    if (coverage == NULL || !lua_getinfo(L, "S", ar) || ar->source == NULL || ar->source[0] != '@') return;
    CoverageFile *file = find_file(coverage, ar->source);
    if (file == NULL) {
        /* A file chunk not loaded through segue_load_text (`require` and `load` run Lua's
         * own load): registered at its first line, which its main function runs, so the
         * dump covers every function of the chunk. */
        if (!lua_getinfo(L, "f", ar)) return;
        segue_coverage_register(coverage, L, ar->source);
        lua_pop(L, 1);
        file = find_file(coverage, ar->source);
    }
    if (file != NULL && reserve(file, ar->currentline)) file->hits[ar->currentline] += 1;
}

/* ---- Reading a function's dump (Lua 5.4's ldump.c format) for its line information. ---- */

typedef struct DumpReader {
    const unsigned char *at;
    const unsigned char *end;
    int failed;
} DumpReader;

static const unsigned char *take(DumpReader *r, size_t n) {
    if (r->failed || (size_t)(r->end - r->at) < n) {
        r->failed = 1;
        return NULL;
    }
    const unsigned char *start = r->at;
    r->at += n;
    return start;
}

static int take_byte(DumpReader *r) {
    const unsigned char *b = take(r, 1);
    return b == NULL ? 0 : *b;
}

/* ldump.c's dumpSize: 7 bits a byte, most significant first, the last byte marked 0x80. */
static size_t take_size(DumpReader *r) {
    size_t x = 0;
    for (int i = 0; i < 10; i++) {
        int b = take_byte(r);
        if (r->failed) return 0;
        x = (x << 7) | (size_t)(b & 0x7f);
        if (b & 0x80) return x;
    }
    r->failed = 1;
    return 0;
}

static void skip_string(DumpReader *r) {
    size_t size = take_size(r);
    if (size > 0) take(r, size - 1);
}

typedef struct DumpSizes { size_t instruction, integer, number; } DumpSizes;

#define ABSLINEINFO (-0x80)

/* Reads one function and the functions nested in it, marking their active lines the way
 * ldebug.c's collectvalidlines does (a vararg function's first instruction, OP_VARARGPREP,
 * is not a line of its own). */
static void read_function(DumpReader *r, const DumpSizes *sizes, CoverageFile *file, int depth) {
    if (depth > 200) { r->failed = 1; return; }
    skip_string(r);                         /* source */
    size_t linedefined = take_size(r);
    take_size(r);                           /* lastlinedefined */
    take_byte(r);                           /* numparams */
    int is_vararg = take_byte(r);
    take_byte(r);                           /* maxstacksize */
    size_t code = take_size(r);
    if (code > (size_t)(r->end - r->at) / (sizes->instruction ? sizes->instruction : 1)) { r->failed = 1; return; }
    take(r, code * sizes->instruction);
    size_t constants = take_size(r);
    for (size_t i = 0; i < constants && !r->failed; i++) {
        int type = take_byte(r);
        switch (type) {
        case 0x03: take(r, sizes->integer); break;     /* LUA_VNUMINT */
        case 0x13: take(r, sizes->number); break;      /* LUA_VNUMFLT */
        case 0x04: case 0x14: skip_string(r); break;   /* LUA_VSHRSTR, LUA_VLNGSTR */
        case 0x00: case 0x01: case 0x11: break;        /* nil, false, true */
        default: r->failed = 1;
        }
    }
    size_t upvalues = take_size(r);
    if (upvalues > (size_t)(r->end - r->at)) { r->failed = 1; return; }
    take(r, upvalues * 3);
    size_t protos = take_size(r);
    for (size_t i = 0; i < protos && !r->failed; i++) read_function(r, sizes, file, depth + 1);
    size_t lines = take_size(r);
    const unsigned char *lineinfo = take(r, lines);
    size_t absolute = take_size(r);
    if (r->failed || absolute > (size_t)(r->end - r->at)) { r->failed = 1; return; }
    size_t *abs_pc = calloc(absolute + 1, sizeof(size_t));
    size_t *abs_line = calloc(absolute + 1, sizeof(size_t));
    for (size_t i = 0; i < absolute && !r->failed && abs_pc && abs_line; i++) {
        abs_pc[i] = take_size(r);
        abs_line[i] = take_size(r);
    }
    if (abs_pc != NULL && abs_line != NULL && !r->failed && lineinfo != NULL) {
        long current = (long)linedefined;
        for (size_t pc = 0; pc < lines; pc++) {
            signed char delta = (signed char)lineinfo[pc];
            if (delta != ABSLINEINFO) {
                current += delta;
            } else {
                for (size_t a = 0; a < absolute; a++) {
                    if (abs_pc[a] == pc) { current = (long)abs_line[a]; break; }
                }
            }
            if (pc == 0 && is_vararg) continue;
            if (current > 0 && current <= 1000000 && reserve(file, (int)current)) file->active[current] = 1;
        }
    }
    free(abs_pc);
    free(abs_line);
    size_t locals = take_size(r);
    for (size_t i = 0; i < locals && !r->failed; i++) {
        skip_string(r);
        take_size(r);
        take_size(r);
    }
    size_t names = take_size(r);
    for (size_t i = 0; i < names && !r->failed; i++) skip_string(r);
}

typedef struct DumpBytes { unsigned char *data; size_t length, capacity; } DumpBytes;

static int collect_dump(lua_State *L, const void *chunk, size_t size, void *ud) {
    (void)L;
    DumpBytes *bytes = ud;
    if (bytes->length + size > bytes->capacity) {
        size_t capacity = bytes->capacity == 0 ? 4096 : bytes->capacity;
        while (capacity < bytes->length + size) capacity *= 2;
        unsigned char *data = realloc(bytes->data, capacity);
        if (data == NULL) return 1;
        bytes->data = data;
        bytes->capacity = capacity;
    }
    memcpy(bytes->data + bytes->length, chunk, size);
    bytes->length += size;
    return 0;
}

void segue_coverage_register(SegueCoverage *coverage, lua_State *L, const char *chunkname) {
    if (coverage == NULL || chunkname == NULL || !lua_isfunction(L, -1)) return;
    DumpBytes bytes = { NULL, 0, 0 };
    if (lua_dump(L, collect_dump, &bytes, 0) != 0) {
        free(bytes.data);
        return;
    }
    CoverageFile *file = add_file(coverage, chunkname);
    DumpReader r = { bytes.data, bytes.data + bytes.length, 0 };
    /* The header: signature, version, format, LUAC_DATA, the three sizes, LUAC_INT, LUAC_NUM. */
    take(&r, 4 + 1 + 1 + 6);
    DumpSizes sizes;
    sizes.instruction = (size_t)take_byte(&r);
    sizes.integer = (size_t)take_byte(&r);
    sizes.number = (size_t)take_byte(&r);
    take(&r, sizes.integer + sizes.number);
    take_byte(&r);  /* the main function's upvalue count */
    if (file != NULL && !r.failed) read_function(&r, &sizes, file, 0);
    free(bytes.data);
}

int segue_coverage_count(const SegueCoverage *coverage) { return coverage == NULL ? 0 : coverage->count; }

const char *segue_coverage_source(const SegueCoverage *coverage, int file) {
    return coverage != NULL && file >= 0 && file < coverage->count ? coverage->files[file].source : NULL;
}

int segue_coverage_last_line(const SegueCoverage *coverage, int file) {
    if (coverage == NULL || file < 0 || file >= coverage->count) return 0;
    const CoverageFile *f = &coverage->files[file];
    for (int line = f->size - 1; line > 0; line--) {
        if (f->active[line] || f->hits[line] > 0) return line;
    }
    return 0;
}

int segue_coverage_line(const SegueCoverage *coverage, int file, int line, long long *hits) {
    *hits = 0;
    if (coverage == NULL || file < 0 || file >= coverage->count) return 0;
    const CoverageFile *f = &coverage->files[file];
    if (line <= 0 || line >= f->size) return 0;
    *hits = f->hits[line];
    return f->active[line];
}
