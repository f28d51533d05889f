#ifndef SEGUE_CEDITLINE_H
#define SEGUE_CEDITLINE_H
/*
 * CEditLine: the few functions and settings of libedit (Debian's libedit2, the BSD line editor
 * behind a readline-compatible API) that `segue repl` uses, loaded at run time with dlopen —
 * not linked — so that every other `segue` command starts without mapping libedit and the
 * libraries it needs (libtinfo, libbsd, libmd): four shared objects fewer for the loader.
 *
 * Promise: segue_editline_load() is called first and may be called any number of times, from
 * any thread (pthread_once); every other function requires that it returned 1. A libedit that
 * cannot be loaded, or lacks a function, is a 0 and a message, never a crash.
 */
#include <stdio.h>

typedef int (*segue_getc_function)(FILE *);
typedef char **(*segue_completion_function)(const char *, int, int);
typedef char *(*segue_completion_entry_function)(const char *, int);

/* Loads libedit once: 1 when it and every function used are there; else 0, and *message (when
 * given) points to a static text naming what is missing. */
int segue_editline_load(const char **message);

/* Names the program, leaves signals to the caller, and installs the key source and the
 * completion function. */
void segue_editline_configure(segue_getc_function getc_function, segue_completion_function completion);

/* Called from the completion function: no file-name completion after ours. */
void segue_editline_completion_over(void);

/* The first `count` bytes of the line being edited, copied (free() it), or NULL. */
char *segue_editline_line_prefix(int count);

/* readline(3): shows `prompt` and returns the line typed (free() it), or NULL at end of input. */
char *segue_editline_readline(const char *prompt);

/* The history: kept for the session (at most `entries` lines), read from and written to a file. */
void segue_editline_start_history(int entries);
void segue_editline_add_history(const char *line);
int segue_editline_read_history(const char *path);
int segue_editline_write_history(const char *path);

/* Replaces the line being edited with `text`. */
void segue_editline_replace_line(const char *text);

/* Draws the prompt and the line being edited again (after output printed over them). */
void segue_editline_redisplay(void);

/* rl_completion_matches(3): the matches `entry` gives for `text`, as the completion function
 * returns them. */
char **segue_editline_completion_matches(const char *text, segue_completion_entry_function entry);
#endif
