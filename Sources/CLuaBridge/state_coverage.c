/*
 * A state's line coverage (`segue test --coverage`): the bookkeeping of line_coverage.c
 * hung on the state, its line hook sharing the watchdog's one hook.
 */
#include "state_info.h"

int segue_coverage_start(lua_State *L) {
    SegueStateInfo *info = segue_info_of(L);
    if (info->coverage == NULL) info->coverage = segue_coverage_new();
    if (info->coverage == NULL) return 0;
    segue_set_hook(L, info, segue_watchdog_count(info));
    return 1;
}

int segue_coverage_files(lua_State *L) { return segue_coverage_count(segue_info_of(L)->coverage); }
const char *segue_coverage_file(lua_State *L, int file) { return segue_coverage_source(segue_info_of(L)->coverage, file); }
int segue_coverage_file_lines(lua_State *L, int file) { return segue_coverage_last_line(segue_info_of(L)->coverage, file); }
int segue_coverage_file_line(lua_State *L, int file, int line, long long *hits) {
    return segue_coverage_line(segue_info_of(L)->coverage, file, line, hits);
}
