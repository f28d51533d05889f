#ifndef SEGUE_LINE_COVERAGE_H
#define SEGUE_LINE_COVERAGE_H
/*
 * Line coverage of the script chunks a state loads (`segue test --coverage`), kept in C
 * memory outside the Lua heap: recording a line never allocates from Lua, never raises,
 * and does not count against the script's memory cap.
 */
#include <lua.h>

typedef struct SegueCoverage SegueCoverage;

SegueCoverage *segue_coverage_new(void);
void segue_coverage_free(SegueCoverage *coverage);
/* Registers the executable lines of the Lua function on top of L's stack and of every
 * function nested in it — Lua's own `activelines`, read from the function's dump — under
 * its chunk name. Loading the same chunk name again adds to what it had. */
void segue_coverage_register(SegueCoverage *coverage, lua_State *L, const char *chunkname);
/* Counts a hit of the line the line hook's `ar` reports, in the chunk running on L. */
void segue_coverage_record(SegueCoverage *coverage, lua_State *L, lua_Debug *ar);

int segue_coverage_count(const SegueCoverage *coverage);
const char *segue_coverage_source(const SegueCoverage *coverage, int file);
int segue_coverage_last_line(const SegueCoverage *coverage, int file);
int segue_coverage_line(const SegueCoverage *coverage, int file, int line, long long *hits);
#endif
