#ifndef SEGUE_PATTERN_MATCH_H
#define SEGUE_PATTERN_MATCH_H
/*
 * A Lua 5.4 pattern matcher written for Segue (manual §6.4.1), with a step count that polls
 * the watchdog's deadline: under a budget no pattern, however backtracking, outlives it.
 * Malformed patterns raise the errors stock Lua raises, at the point stock Lua finds them.
 */
#include <stddef.h>
#include <lua.h>

#define SEGUE_MAX_CAPTURES 32
#define SEGUE_MATCH_DEPTH 200
#define SEGUE_CAP_OPEN (-1)
#define SEGUE_CAP_POSITION (-2)

typedef struct SegueCapture {
    const char *start;
    ptrdiff_t length;      /* or SEGUE_CAP_OPEN / SEGUE_CAP_POSITION */
} SegueCapture;

typedef struct SegueMatcher {
    lua_State *L;
    const char *subject, *subject_end;
    const char *pattern_end;
    int depth_left;
    int captures;
    unsigned long steps;
    SegueCapture capture[SEGUE_MAX_CAPTURES];
} SegueMatcher;

void segue_matcher_init(SegueMatcher *m, lua_State *L, const char *s, size_t ls, const char *p, size_t lp);
/* Clears the captures before a new attempt. */
void segue_matcher_reset(SegueMatcher *m);
/* Matches pattern `p` at `s`; returns the end of the match or NULL. */
const char *segue_match(SegueMatcher *m, const char *s, const char *p);
/* Pushes capture `i` (the whole match s..e when there are none and i == 0). */
void segue_push_capture(SegueMatcher *m, int i, const char *s, const char *e);
/* Pushes every capture (or the whole match when `s` is given and there are none); returns
 * how many. */
int segue_push_captures(SegueMatcher *m, const char *s, const char *e);

#endif
