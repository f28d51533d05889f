#ifndef SEGUE_CLUABRIDGE_H
#define SEGUE_CLUABRIDGE_H
/*
 * CLuaBridge: the only place where a longjmp may cross. Swift code calls these functions and
 * never lua_error: a host function reports an error by pushing it and returning
 * SEGUE_HOST_ERROR, and the trampoline here raises it, so the longjmp crosses C frames only.
 *
 * One file per concern: state.c (making and closing a state, the host pointer),
 * capped_alloc.c (the allocator and the cap), protected_call.c (the protected calls and the
 * message handler), host_calls.c (the trampoline), script_position.c (positions and argument
 * numbers), watchdog.c (budgets and the one hook), state_coverage.c, chunks.c (loading),
 * property_accessors.c, lua_macros.c; the sandbox's bounded library in sandbox_library.c,
 * bounded_*.c, string_match.c, pattern_match.c and table_copy.c.
 */
#include <stddef.h>
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

/* Returned by a host function after pushing its error value; a string error gets the Lua
 * caller's position prefixed. */
#define SEGUE_HOST_ERROR (-1)
/* Like SEGUE_HOST_ERROR, but the error value is raised as it is (already positioned). */
#define SEGUE_HOST_ERROR_RAW (-2)

/* Status of a protected call, beyond Lua's own LUA_OK/ERRRUN/ERRSYNTAX/ERRMEM/ERRERR. */
#define SEGUE_STATUS_TIMEOUT 100

/* A function the host exposes to Lua: returns its result count or SEGUE_HOST_ERROR. */
typedef int (*segue_host_function)(lua_State *L);

/* A new state whose allocator refuses to grow past memory_limit bytes (0: no limit) while
 * Lua code runs under segue_pcall; host functions run uncapped, so the host's own pushes
 * never fail on the cap. Blocks of up to 256 bytes come from slabs of the state's own
 * (small_blocks.c), freed with it by segue_close. */
lua_State *segue_newstate(size_t memory_limit);
/* Opens in L's global table the standard libraries the host and its sandbox use: base,
 * coroutine, table, os, string, math, utf8 and debug — not io and package, which no
 * environment offers (the sandbox's `require` is its own). */
void segue_open_libraries(lua_State *L);
/* Closes a state made by segue_newstate and frees its bookkeeping. */
void segue_close(lua_State *L);

/* The cap, bytes (0: none), read and changed (capped_alloc.c). */
void segue_set_memory_limit(lua_State *L, size_t limit);
size_t segue_memory_limit(lua_State *L);
/* The bytes Lua holds now, as it asked for them (host charges included). */
size_t segue_memory_in_use(lua_State *L);
/* The bytes the state holds: what Lua asked for above the small-block line, every slab of its
 * small blocks (free-listed ones included) and what the host charged; what the cap bounds. */
size_t segue_memory_held(lua_State *L);
/* The most bytes ever in use. */
size_t segue_memory_peak(lua_State *L);
/* Charges host bytes made for the script to its state's cap (negative: gives them back);
 * 0 when the charge would pass the cap (nothing is charged then). */
int segue_charge_host_bytes(lua_State *L, long long bytes);

/* The host object, kept in lua_getextraspace. */
void segue_set_host(lua_State *L, void *host);
void *segue_get_host(lua_State *L);

/* Pushes a C closure that calls fn with `nupvalues` upvalues (popped from the stack) and
 * raises fn's error when it returns SEGUE_HOST_ERROR, prefixed with the Lua caller's
 * position when the error is a string. */
void segue_push_host_closure(lua_State *L, segue_host_function fn, int nupvalues);

/* Writes "chunk:line: " of the script line that called the running host function (host
 * chunks skipped, as in errors) into `out`, or "" when no Lua function runs; returns whether
 * a script's own line was found. Reads the stack only: never raises. */
int segue_caller_position(lua_State *L, char *out, size_t size);

/* The number luaL_argerror gives argument `arg` (a stack index) of the running host
 * function: `arg - 1` when it was called as a method (`obj:f(…)`, so `self` is not counted
 * and a bad `self` is 0), `arg` otherwise. Reads the stack only: never raises. */
int segue_argument_number(lua_State *L, int arg);

/* Loads a text chunk (binary chunks are refused); chunkname "@path" gives "path:line". */
int segue_load_text(lua_State *L, const char *buffer, size_t length, const char *chunkname);

/* Line coverage (`segue test --coverage`): from now on every text chunk L loads has its
 * executable lines registered (Lua's own activelines of the chunk and every function in
 * it) under its chunk name, and a line hook — sharing the one hook with the watchdog —
 * counts each line run. Returns 0 when the bookkeeping cannot be allocated. */
int segue_coverage_start(lua_State *L);
/* The chunks registered so far, their names, their last line with anything recorded. */
int segue_coverage_files(lua_State *L);
const char *segue_coverage_file(lua_State *L, int file);
int segue_coverage_file_lines(lua_State *L, int file);
/* Whether `line` of chunk `file` is executable (1) or not (0); *hits gets its count. */
int segue_coverage_file_line(lua_State *L, int file, int line, long long *hits);

/* Host chunks only: compiles `buffer` as text in a scratch state and returns its
 * bytecode (malloc'd, *out_length bytes; free with free()), or NULL when it does not compile.
 * Loading the bytecode with segue_load_host_binary skips the parser. Scripts never get
 * this: they load as text only. */
char *segue_compile_host_chunk(const char *buffer, size_t length, const char *chunkname, size_t *out_length);
int segue_load_host_binary(lua_State *L, const char *bytecode, size_t length, const char *chunkname);

/* A script's compiled text, kept for loading again (CompiledChunkCache): the bytecode of the
 * function on top of the stack, with its debug information (lines, names), malloc'd
 * (*out_length bytes; free with free()), or NULL when lua_dump fails. Call it only on a
 * function segue_load_text just made from text: the bytes are the compiler's own output. */
char *segue_dump_compiled(lua_State *L, size_t *out_length);
/* Loads bytecode segue_dump_compiled made, as segue_load_text would have loaded the text it
 * came from (the same function, coverage registered the same way). Never for bytes that did
 * not come from segue_dump_compiled in this process. */
int segue_load_compiled(lua_State *L, const char *bytecode, size_t length, const char *chunkname);
void segue_free(void *pointer);

/* Calls the function below nargs arguments in protected mode with a message handler that
 * records a traceback (read it with segue_push_last_traceback). Returns LUA_OK, a Lua error
 * status, or SEGUE_STATUS_TIMEOUT when the watchdog stopped the call; on error the
 * message (a string) is on the stack. */
int segue_pcall(lua_State *L, int nargs, int nresults);

/* segue_pcall for a call made often (a hook): the caller pushes the message handler with
 * segue_push_message_handler before the function and its arguments, so no stack slot is
 * moved; segue_pcall_handled calls, returns and leaves the stack as segue_pcall does, the
 * handler gone. */
void segue_push_message_handler(lua_State *L);
int segue_pcall_handled(lua_State *L, int nargs, int nresults);

/* The traceback recorded by the last failed segue_pcall (pushes a string or nil). */
void segue_push_last_traceback(lua_State *L);

/* lua_pcall without a message handler or the cap, for benchmarks and tests comparing the
 * bounded library with Lua's own. */
int segue_pcall_plain(lua_State *L, int nargs, int nresults);

/* A full garbage collection, finalizers included, in protected mode (an error a finalizer or
 * the collector raises is popped): what a test left behind is reclaimed, and the host memory
 * its userdata held is released, before the next test starts. LUA_OK or the error status. */
int segue_collect_garbage(lua_State *L);

/* Arms the watchdog: code running past `seconds` from now is stopped with a timeout error
 * (and keeps being stopped until disarmed, so a script's own pcall cannot swallow it).
 * Disarmed, no hook is installed and it costs nothing. */
void segue_watchdog_arm(lua_State *L, double seconds);
/* Disarms the watchdog (its hook removed) and forgets an expired budget. */
void segue_watchdog_disarm(lua_State *L);
/* Whether the watchdog stopped code since the budget was armed. */
int segue_watchdog_expired(lua_State *L);
/* Nested budgets. Arms the watchdog for `seconds` from `now` (read by the caller from
 * segue_monotonic_seconds, so that a caller timing the call reads the clock once), or up to
 * the deadline already armed when that comes sooner, and returns the deadline it replaced
 * (0: none). `segue_watchdog_leave` restores it: an outer budget that has run out meanwhile
 * stays expired, so the code that armed it is stopped too. */
double segue_watchdog_enter_at(lua_State *L, double now, double seconds);
void segue_watchdog_leave(lua_State *L, double previous);
/* The monotonic clock the watchdog's deadlines are on, in seconds. */
double segue_monotonic_seconds(void);

/* Pushes the sandbox's bounded library: a table with `string` (find, match, gmatch, gsub
 * over Segue's own pattern matcher, rep), `table` (move, insert, remove, concat), `guard`
 * (pass, adopt, where, spent: the pieces the sandbox's pcall, xpcall and coroutine functions
 * are built from) and `copy` (segue_push_table_copy's copier, for the privileged chunk only:
 * no environment gets it). Every loop in the others polls the watchdog, so under a budget
 * none outlives it; disarmed they behave exactly as Lua 5.4's own. */
void segue_push_sandbox_library(lua_State *L);

/* Pushes the privileged chunks' table copier, copy(source [, except [, nested]]): a new
 * table with the raw (no metamethods) key/value pairs of `source` but those whose key is in
 * the table `except`; with `nested` true, every value that is a table is copied too (one
 * level down). For the host's own chunks: the sandbox's libraries and isolated
 * environments are built with it. */
void segue_push_table_copy(lua_State *L);

/* Pushes the bounded string.find alone (for host code matching user patterns). */
void segue_push_bounded_find(lua_State *L);

/* Fast numeric properties of a userdata whose block starts with an object pointer: the
 * getter returns the value of property `code`; the setter stores it and returns 0, or 1 when
 * the value is rejected (not finite). */
typedef double (*segue_property_getter)(void *object, int code);
typedef int (*segue_property_setter)(void *object, int code, double value);

/* Pushes __index and __newindex closures for such a userdata. `keys` (a stack index) maps
 * names to codes; codes below `numeric_count` are numbers read and written through the
 * getter and setter without leaving C; any other key, or a non-number value, is handed to the
 * functions at `slow_index` and `slow_newindex` (called with the metamethod's arguments).
 * Pushes __index then __newindex. */
void segue_push_property_accessors(lua_State *L, int keys, int numeric_count,
                                   segue_property_getter getter, segue_property_setter setter,
                                   int slow_index, int slow_newindex);

/* Pushes a function `wrap(fn)` that returns a C function calling `fn` with its arguments:
 * a library function reached through it keeps its caller's frame even when the caller
 * tail-calls it, so errors it raises can name the caller's line. */
void segue_push_call_through_maker(lua_State *L);

/* Writes `length` bytes of `text` and a newline to standard error. */
void segue_write_stderr_line(const char *text, size_t length);

/* Lua's macros, as functions Swift can call (lua_macros.c). */
void segue_pop(lua_State *L, int n);
const char *segue_tostring(lua_State *L, int index, size_t *length);
lua_Number segue_tonumber(lua_State *L, int index, int *isnum);
int segue_upvalueindex(int i);
int segue_registryindex(void);

#endif
