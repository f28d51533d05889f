/*
 * The watchdog as the bounded library functions reach it (internal to CLuaBridge; the host
 * arms and reads it through CLuaBridge.h): polls for long C loops and the guards the
 * sandbox's pcall, xpcall and coroutine functions are built from. See watchdog.c.
 */
#ifndef SEGUE_WATCHDOG_H
#define SEGUE_WATCHDOG_H

#include <lua.h>

/* For C loops whose work a script value drives: raises the watchdog's timeout (a
 * longjmp, like lua_error) when the armed deadline has passed; returns at once otherwise
 * and when disarmed. Call it every few thousand steps. The timeout's message names the
 * script line that was running ("path:line: timeout: …"). */
void segue_watchdog_poll(lua_State *L);
/* Raises the timeout again when the armed budget has already run out (so a script's
 * pcall or coroutine.resume cannot swallow it); otherwise returns the stack size, so it
 * can pass a call's results straight through. */
int segue_watchdog_reraise(lua_State *L);
/* Gives `thread` the watchdog hook that L's budget calls for now (none when disarmed):
 * Lua copies hooks to a coroutine only when it is created, so call this before resuming
 * one. */
void segue_watchdog_adopt(lua_State *L, lua_State *thread);
/* Whether the armed budget has run out (the watchdog is raising its timeout). */
int segue_watchdog_spent(lua_State *L);

#endif
