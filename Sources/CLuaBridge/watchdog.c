/*
 * The watchdog: a deadline on the monotonic clock, checked by a count hook every 1,000
 * instructions (and by the bounded library's loops), that stops a script with a timeout
 * its own pcall cannot swallow. The hook is the state's one hook: coverage's line events
 * share it.
 */
#include "state_info.h"
#include <time.h>

static char timeout_marker;  /* its address tags the watchdog's error value */

static double monotonic_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

int segue_is_timeout_value(lua_State *L, int index) { return lua_touserdata(L, index) == &timeout_marker; }

/* Records "chunk:line: " of the innermost script function running on L, skipping the
 * host's own chunks ("=[sandbox]" …) — see segue_script_position. */
static void record_stop(lua_State *L, SegueStateInfo *info) {
    segue_script_position(L, 0, info->stopped_at, sizeof info->stopped_at);
}

/* Raises the watchdog's timeout on L. The first time, it records where the script was
 * stopped and makes the hook fire at every instruction: an error the script's own pcall
 * caught is raised again at the first instruction after that pcall. */
static int raise_timeout(lua_State *L, SegueStateInfo *info) {
    if (!info->expired) {
        info->expired = 1;
        record_stop(L, info);
        segue_set_hook(L, info, 1);
    }
    lua_pushlightuserdata(L, &timeout_marker);
    return lua_error(L);
}

static int deadline_passed(SegueStateInfo *info) {
    return info != NULL && info->deadline > 0 && (info->expired || monotonic_seconds() >= info->deadline);
}

/* The one hook a state has: count events are the watchdog's, line events coverage's. */
static void watchdog_hook(lua_State *L, lua_Debug *ar) {
    SegueStateInfo *info = segue_info_of(L);
    if (ar->event == LUA_HOOKLINE) {
        segue_coverage_record(info->coverage, L, ar);
        return;
    }
    if (deadline_passed(info)) raise_timeout(L, info);
}

void segue_set_hook(lua_State *L, SegueStateInfo *info, int count) {
    int mask = (count > 0 ? LUA_MASKCOUNT : 0) | (info != NULL && info->coverage != NULL ? LUA_MASKLINE : 0);
    if (mask == 0) {
        if (lua_gethook(L) != NULL) lua_sethook(L, NULL, 0, 0);
    } else {
        lua_sethook(L, watchdog_hook, mask, count);
    }
}

int segue_watchdog_count(const SegueStateInfo *info) {
    return info->deadline > 0 ? (info->expired ? 1 : 1000) : 0;
}

void segue_watchdog_poll(lua_State *L) {
    SegueStateInfo *info = segue_watched_info(L);
    if (deadline_passed(info)) raise_timeout(L, info);
}

int segue_watchdog_reraise(lua_State *L) {
    SegueStateInfo *info = segue_watched_info(L);
    if (info != NULL && info->deadline > 0 && info->expired) raise_timeout(L, info);
    return lua_gettop(L);
}

void segue_watchdog_adopt(lua_State *L, lua_State *thread) {
    SegueStateInfo *info = segue_watched_info(L);
    if (info == NULL) return;
    segue_set_hook(thread, info, segue_watchdog_count(info));
}

int segue_watchdog_spent(lua_State *L) {
    SegueStateInfo *info = segue_watched_info(L);
    return info != NULL && info->deadline > 0 && info->expired;
}

void segue_watchdog_arm(lua_State *L, double seconds) {
    SegueStateInfo *info = segue_info_of(L);
    info->deadline = monotonic_seconds() + (seconds > 0 ? seconds : 0);
    info->expired = 0;
    info->stopped_at[0] = '\0';
    segue_set_hook(L, info, 1000);
}

void segue_watchdog_disarm(lua_State *L) {
    SegueStateInfo *info = segue_info_of(L);
    info->deadline = 0;
    info->expired = 0;
    segue_set_hook(L, info, 0);
}

int segue_watchdog_expired(lua_State *L) { return segue_info_of(L)->expired; }

double segue_monotonic_seconds(void) { return monotonic_seconds(); }

double segue_watchdog_enter_at(lua_State *L, double now, double seconds) {
    SegueStateInfo *info = segue_info_of(L);
    double previous = info->deadline;
    double deadline = now + (seconds > 0 ? seconds : 0);
    if (previous > 0 && previous < deadline) deadline = previous;
    if (previous > 0 && info->expired) return previous;  /* already stopping at every instruction */
    info->deadline = deadline;
    info->expired = 0;
    info->stopped_at[0] = '\0';
    segue_set_hook(L, info, 1000);
    return previous;
}

void segue_watchdog_leave(lua_State *L, double previous) {
    SegueStateInfo *info = segue_info_of(L);
    if (previous <= 0) {
        segue_watchdog_disarm(L);
        return;
    }
    info->deadline = previous;
    if (monotonic_seconds() >= previous) {
        /* The outer budget ran out meanwhile: its code is stopped where it stands now (the
         * line that called into the host), which the timeout's message names. */
        info->expired = 1;
        record_stop(L, info);
        segue_set_hook(L, info, 1);
    } else {
        info->expired = 0;
        segue_set_hook(L, info, 1000);
    }
}
