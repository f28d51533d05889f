/*
 * Segue's own Lua 5.4 pattern matcher, written from the manual's description of patterns
 * (§6.4.1). It backtracks like Lua's does, so results agree; what it adds is a step count:
 * every few thousand steps it polls the watchdog, which raises the timeout once the budget
 * is spent. Recursion is limited to SEGUE_MATCH_DEPTH frames ("pattern too complex").
 */
#include "pattern_match.h"
#include "CLuaBridge.h"
#include "watchdog.h"
#include <ctype.h>
#include <string.h>
#include <lauxlib.h>

#define POLL_MASK 0xFFFu

static void step(SegueMatcher *m) {
    if ((++m->steps & POLL_MASK) == 0) segue_watchdog_poll(m->L);
}

void segue_matcher_init(SegueMatcher *m, lua_State *L, const char *s, size_t ls, const char *p, size_t lp) {
    m->L = L;
    m->subject = s;
    m->subject_end = s + ls;
    m->pattern_end = p + lp;
    m->steps = 0;
    segue_matcher_reset(m);
}

void segue_matcher_reset(SegueMatcher *m) {
    m->captures = 0;
    m->depth_left = SEGUE_MATCH_DEPTH;
}

/* Whether byte c is in class letter `cls` (%a, %d, …; upper case is the complement). Any
 * other character after '%' stands for itself. */
static int in_class(int c, int cls) {
    int yes;
    switch (tolower(cls)) {
    case 'a': yes = isalpha(c); break;
    case 'c': yes = iscntrl(c); break;
    case 'd': yes = isdigit(c); break;
    case 'g': yes = isgraph(c); break;
    case 'l': yes = islower(c); break;
    case 'p': yes = ispunct(c); break;
    case 's': yes = isspace(c); break;
    case 'u': yes = isupper(c); break;
    case 'w': yes = isalnum(c); break;
    case 'x': yes = isxdigit(c); break;
    default: return cls == c;
    }
    yes = yes != 0;
    return isupper(cls) ? !yes : yes;
}

/* Whether c is in the set whose body runs from `p` (just after '[') to `close` (its ']'). */
static int in_set(int c, const char *p, const char *close) {
    int wanted = 1;
    if (p < close && *p == '^') {
        wanted = 0;
        p++;
    }
    while (p < close) {
        if (*p == '%' && p + 1 < close) {
            if (in_class(c, (unsigned char)p[1])) return wanted;
            p += 2;
        } else if (p + 2 < close && p[1] == '-') {
            if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2]) return wanted;
            p += 3;
        } else {
            if ((unsigned char)*p == c) return wanted;
            p++;
        }
    }
    return !wanted;
}

/* The end of the single-character class starting at p. */
static const char *item_end(SegueMatcher *m, const char *p) {
    char first = *p++;
    if (first == '%') {
        if (p >= m->pattern_end) luaL_error(m->L, "malformed pattern (ends with '%%')");
        return p + 1;
    }
    if (first == '[') {
        if (p < m->pattern_end && *p == '^') p++;
        /* The first character of a set is always a member, even ']'. */
        for (;;) {
            if (p >= m->pattern_end) luaL_error(m->L, "malformed pattern (missing ']')");
            char c = *p++;
            if (c == '%' && p < m->pattern_end) p++;
            if (p < m->pattern_end && *p == ']') return p + 1;
        }
    }
    return p;
}

/* Whether the subject byte at s matches the class p..ep. */
static int matches_one(SegueMatcher *m, const char *s, const char *p, const char *ep) {
    step(m);
    if (s >= m->subject_end) return 0;
    int c = (unsigned char)*s;
    switch (*p) {
    case '.': return 1;
    case '%': return in_class(c, (unsigned char)p[1]);
    case '[': return in_set(c, p + 1, ep - 1);
    default: return (unsigned char)*p == c;
    }
}

static const char *longest_first(SegueMatcher *m, const char *s, const char *p, const char *ep) {
    ptrdiff_t count = 0;
    while (matches_one(m, s + count, p, ep)) count++;
    for (; count >= 0; count--) {
        const char *end = segue_match(m, s + count, ep + 1);
        if (end != NULL) return end;
    }
    return NULL;
}

static const char *shortest_first(SegueMatcher *m, const char *s, const char *p, const char *ep) {
    for (;;) {
        const char *end = segue_match(m, s, ep + 1);
        if (end != NULL) return end;
        if (!matches_one(m, s, p, ep)) return NULL;
        s++;
    }
}

static const char *open_capture(SegueMatcher *m, const char *s, const char *p, ptrdiff_t kind) {
    if (m->captures >= SEGUE_MAX_CAPTURES) luaL_error(m->L, "too many captures");
    m->capture[m->captures].start = s;
    m->capture[m->captures].length = kind;
    m->captures++;
    const char *end = segue_match(m, s, p);
    if (end == NULL) m->captures--;
    return end;
}

static const char *close_capture(SegueMatcher *m, const char *s, const char *p) {
    int open = m->captures - 1;
    while (open >= 0 && m->capture[open].length != SEGUE_CAP_OPEN) open--;
    if (open < 0) luaL_error(m->L, "invalid pattern capture");
    m->capture[open].length = s - m->capture[open].start;
    const char *end = segue_match(m, s, p);
    if (end == NULL) m->capture[open].length = SEGUE_CAP_OPEN;
    return end;
}

/* %bxy at s: the end of a balanced run, or NULL. p points at x. */
static const char *balanced(SegueMatcher *m, const char *s, const char *p) {
    if (p + 1 >= m->pattern_end) luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
    if (s >= m->subject_end || *s != p[0]) return NULL;
    char open = p[0], close = p[1];
    int depth = 1;
    while (++s < m->subject_end) {
        step(m);
        if (*s == close) {
            if (--depth == 0) return s + 1;
        } else if (*s == open) {
            depth++;
        }
    }
    return NULL;
}

/* %1-%9 at s: the end of a repeat of that capture, or NULL. */
static const char *back_reference(SegueMatcher *m, const char *s, int digit) {
    int index = digit - '1';
    if (index < 0 || index >= m->captures || m->capture[index].length == SEGUE_CAP_OPEN)
        luaL_error(m->L, "invalid capture index %%%d", index + 1);
    ptrdiff_t length = m->capture[index].length;
    if (length < 0) return NULL;  /* a position capture repeats nothing */
    m->steps += (unsigned long)length;
    if (m->subject_end - s >= length && memcmp(m->capture[index].start, s, (size_t)length) == 0)
        return s + length;
    return NULL;
}

const char *segue_match(SegueMatcher *m, const char *s, const char *p) {
    if (m->depth_left-- == 0) luaL_error(m->L, "pattern too complex");
    for (;;) {
        step(m);
        if (p >= m->pattern_end) break;
        if (*p == '(') {
            if (p + 1 < m->pattern_end && p[1] == ')') s = open_capture(m, s, p + 2, SEGUE_CAP_POSITION);
            else s = open_capture(m, s, p + 1, SEGUE_CAP_OPEN);
            break;
        }
        if (*p == ')') {
            s = close_capture(m, s, p + 1);
            break;
        }
        if (*p == '$' && p + 1 == m->pattern_end) {
            if (s != m->subject_end) s = NULL;
            break;
        }
        if (*p == '%' && p + 1 < m->pattern_end) {
            char next = p[1];
            if (next == 'b') {
                s = balanced(m, s, p + 2);
                if (s == NULL) break;
                p += 4;
                continue;
            }
            if (next == 'f') {
                p += 2;
                if (p >= m->pattern_end || *p != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
                const char *ep = item_end(m, p);
                int before = s == m->subject ? 0 : (unsigned char)s[-1];
                int here = s < m->subject_end ? (unsigned char)*s : 0;
                if (in_set(before, p + 1, ep - 1) || !in_set(here, p + 1, ep - 1)) {
                    s = NULL;
                    break;
                }
                p = ep;
                continue;
            }
            if (isdigit((unsigned char)next)) {
                s = back_reference(m, s, (unsigned char)next);
                if (s == NULL) break;
                p += 2;
                continue;
            }
        }
        /* A single-character class, maybe with a quantifier. */
        const char *ep = item_end(m, p);
        char quantifier = ep < m->pattern_end ? *ep : '\0';
        if (quantifier == '?') {
            if (matches_one(m, s, p, ep)) {
                const char *end = segue_match(m, s + 1, ep + 1);
                if (end != NULL) {
                    s = end;
                    break;
                }
            }
            p = ep + 1;
            continue;
        }
        if (quantifier == '+') {
            s = matches_one(m, s, p, ep) ? longest_first(m, s + 1, p, ep) : NULL;
            break;
        }
        if (quantifier == '*') {
            s = longest_first(m, s, p, ep);
            break;
        }
        if (quantifier == '-') {
            s = shortest_first(m, s, p, ep);
            break;
        }
        if (!matches_one(m, s, p, ep)) {
            s = NULL;
            break;
        }
        s++;
        p = ep;
    }
    m->depth_left++;
    return s;
}

void segue_push_capture(SegueMatcher *m, int i, const char *s, const char *e) {
    if (i >= m->captures) {
        if (i != 0) luaL_error(m->L, "invalid capture index %%%d", i + 1);
        lua_pushlstring(m->L, s, (size_t)(e - s));
        return;
    }
    ptrdiff_t length = m->capture[i].length;
    if (length == SEGUE_CAP_OPEN) luaL_error(m->L, "unfinished capture");
    if (length == SEGUE_CAP_POSITION) {
        lua_pushinteger(m->L, (lua_Integer)(m->capture[i].start - m->subject) + 1);
    } else {
        lua_pushlstring(m->L, m->capture[i].start, (size_t)length);
    }
}

int segue_push_captures(SegueMatcher *m, const char *s, const char *e) {
    int count = (m->captures == 0 && s != NULL) ? 1 : m->captures;
    luaL_checkstack(m->L, count, "too many captures");
    for (int i = 0; i < count; i++) segue_push_capture(m, i, s, e);
    return count;
}
