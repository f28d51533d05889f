/*
 * string.find, match, gmatch and gsub over Segue's pattern matcher (pattern_match.c), with
 * Lua 5.4's arguments and results. Plain searches poll the watchdog too.
 */
#include "pattern_match.h"
#include "CLuaBridge.h"
#include "watchdog.h"
#include <string.h>
#include <lauxlib.h>

/* Lua 5.4's reading of a start position: negative counts from the end, 0 is 1, and a
 * position before the start is 1. Returns a 0-based offset (may exceed the length). */
static size_t start_offset(lua_Integer position, size_t length) {
    if (position > 0) return (size_t)position - 1;
    if (position == 0) return 0;
    if (position < -(lua_Integer)length) return 0;
    return (size_t)((lua_Integer)length + position);
}

static int has_specials(const char *p, size_t lp) {
    for (size_t i = 0; i < lp; i++) {
        if (strchr("^$*+?.([%-", p[i]) != NULL && p[i] != '\0') return 1;
    }
    return 0;
}

/* The first occurrence of needle in haystack, or NULL; polls the watchdog as it goes. */
static const char *plain_search(lua_State *L, const char *haystack, size_t lh, const char *needle, size_t ln) {
    if (ln == 0) return haystack;
    if (ln > lh) return NULL;
    const char *last = haystack + (lh - ln);
    size_t work = 0;
    const char *at = haystack;
    while (at <= last) {
        const char *hit = memchr(at, needle[0], (size_t)(last - at) + 1);
        if (hit == NULL) return NULL;
        work += ln + (size_t)(hit - at);
        if (work > (1u << 20)) {
            work = 0;
            segue_watchdog_poll(L);
        }
        if (memcmp(hit + 1, needle + 1, ln - 1) == 0) return hit;
        at = hit + 1;
    }
    return NULL;
}

static int find_or_match(lua_State *L, int find) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
    if (init > ls) {
        luaL_pushfail(L);
        return 1;
    }
    if (find && (lua_toboolean(L, 4) || !has_specials(p, lp))) {
        const char *hit = plain_search(L, s + init, ls - init, p, lp);
        if (hit == NULL) {
            luaL_pushfail(L);
            return 1;
        }
        lua_pushinteger(L, (lua_Integer)(hit - s) + 1);
        lua_pushinteger(L, (lua_Integer)(hit - s) + (lua_Integer)lp);
        return 2;
    }
    SegueMatcher m;
    int anchored = lp > 0 && *p == '^';
    if (anchored) {
        p++;
        lp--;
    }
    segue_matcher_init(&m, L, s, ls, p, lp);
    const char *at = s + init;
    for (;;) {
        segue_matcher_reset(&m);
        const char *end = segue_match(&m, at, p);
        if (end != NULL) {
            if (find) {
                lua_pushinteger(L, (lua_Integer)(at - s) + 1);
                lua_pushinteger(L, (lua_Integer)(end - s));
                return segue_push_captures(&m, NULL, NULL) + 2;
            }
            return segue_push_captures(&m, at, end);
        }
        if (anchored || at >= m.subject_end) break;
        at++;
    }
    luaL_pushfail(L);
    return 1;
}

static int bounded_find(lua_State *L) { return find_or_match(L, 1); }
static int bounded_match(lua_State *L) { return find_or_match(L, 0); }

/* gmatch's iteration state: offsets into the subject (upvalue 1) of the next attempt and
 * of the end of the last match (-1: none yet). */
typedef struct GmatchState {
    size_t next;
    ptrdiff_t last_end;
} GmatchState;

static int gmatch_step(lua_State *L) {
    size_t ls, lp;
    const char *s = lua_tolstring(L, lua_upvalueindex(1), &ls);
    const char *p = lua_tolstring(L, lua_upvalueindex(2), &lp);
    GmatchState *state = (GmatchState *)lua_touserdata(L, lua_upvalueindex(3));
    SegueMatcher m;
    segue_matcher_init(&m, L, s, ls, p, lp);
    for (size_t at = state->next; at <= ls; at++) {
        segue_matcher_reset(&m);
        const char *end = segue_match(&m, s + at, p);
        if (end != NULL && (end - s) != state->last_end) {
            state->next = (size_t)(end - s);
            state->last_end = end - s;
            return segue_push_captures(&m, s + at, end);
        }
    }
    state->next = ls + 1;
    return 0;
}

static int bounded_gmatch(lua_State *L) {
    size_t ls;
    luaL_checklstring(L, 1, &ls);
    luaL_checkstring(L, 2);
    size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
    if (init > ls) init = ls + 1;
    lua_settop(L, 2);
    GmatchState *state = (GmatchState *)lua_newuserdatauv(L, sizeof(GmatchState), 0);
    state->next = init;
    state->last_end = -1;
    lua_pushcclosure(L, gmatch_step, 3);
    return 1;
}

/* Appends the replacement string at index 3 for the match s..e, expanding %0-%9 and %%. */
static void add_template(SegueMatcher *m, luaL_Buffer *b, const char *s, const char *e) {
    size_t lr;
    const char *r = lua_tolstring(m->L, 3, &lr);
    const char *r_end = r + lr;
    while (r < r_end) {
        const char *escape = memchr(r, '%', (size_t)(r_end - r));
        if (escape == NULL) {
            luaL_addlstring(b, r, (size_t)(r_end - r));
            return;
        }
        luaL_addlstring(b, r, (size_t)(escape - r));
        r = escape + 1;
        char code = r < r_end ? *r : '\0';
        if (code == '%') {
            luaL_addchar(b, '%');
        } else if (code >= '0' && code <= '9') {
            if (code == '0') {
                luaL_addlstring(b, s, (size_t)(e - s));
            } else {
                segue_push_capture(m, code - '1', s, e);
                luaL_tolstring(m->L, -1, NULL);
                lua_remove(m->L, -2);
                luaL_addvalue(b);
            }
        } else {
            luaL_error(m->L, "invalid use of '%c' in replacement string", '%');
        }
        r++;
    }
}

/* Appends the replacement for the match s..e: a template, a table lookup or a call. */
static void add_replacement(SegueMatcher *m, luaL_Buffer *b, const char *s, const char *e, int kind) {
    lua_State *L = m->L;
    if (kind == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        int n = segue_push_captures(m, s, e);
        lua_call(L, n, 1);
    } else if (kind == LUA_TTABLE) {
        segue_push_capture(m, 0, s, e);
        lua_gettable(L, 3);
    } else {
        add_template(m, b, s, e);
        return;
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        luaL_addlstring(b, s, (size_t)(e - s));
    } else if (!lua_isstring(L, -1)) {
        luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    } else {
        luaL_addvalue(b);
    }
}

static int bounded_gsub(lua_State *L) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    int kind = lua_type(L, 3);
    lua_Integer max = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
    luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION || kind == LUA_TTABLE,
                     3, "string/function/table");
    int anchored = lp > 0 && *p == '^';
    if (anchored) {
        p++;
        lp--;
    }
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    SegueMatcher m;
    segue_matcher_init(&m, L, s, ls, p, lp);
    const char *at = s, *last_end = NULL;
    lua_Integer count = 0;
    while (count < max) {
        segue_matcher_reset(&m);
        const char *end = segue_match(&m, at, p);
        if (end != NULL && end != last_end) {
            count++;
            add_replacement(&m, &b, at, end, kind);
            at = last_end = end;
        } else if (at < m.subject_end) {
            luaL_addchar(&b, *at++);
        } else {
            break;
        }
        if (anchored) break;
    }
    luaL_addlstring(&b, at, (size_t)(m.subject_end - at));
    luaL_pushresult(&b);
    lua_pushinteger(L, count);
    return 2;
}

void segue_push_bounded_find(lua_State *L) { lua_pushcfunction(L, bounded_find); }

void segue_push_bounded_matching(lua_State *L) {
    lua_pushcfunction(L, bounded_find);
    lua_setfield(L, -2, "find");
    lua_pushcfunction(L, bounded_match);
    lua_setfield(L, -2, "match");
    lua_pushcfunction(L, bounded_gmatch);
    lua_setfield(L, -2, "gmatch");
    lua_pushcfunction(L, bounded_gsub);
    lua_setfield(L, -2, "gsub");
}
