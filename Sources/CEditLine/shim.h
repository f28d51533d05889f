#ifndef SEGUE_CEDITLINE_SHIM_H
#define SEGUE_CEDITLINE_SHIM_H
/* Debian's libedit-dev: the BSD line editor behind a readline-compatible API. Its settings
   are C globals; these accessors give Swift one call per setting instead of shared state. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <editline/readline.h>

typedef int (*segue_getc_function)(FILE *);
typedef char **(*segue_completion_function)(const char *, int, int);

/* Names the program, leaves signals to the caller, and installs the key source and the
   completion function. */
static inline void segue_editline_configure(segue_getc_function getc_function,
                                            segue_completion_function completion) {
    rl_readline_name = "segue";
    rl_catch_signals = 0;
    rl_getc_function = getc_function;
    rl_attempted_completion_function = completion;
}

/* Called from the completion function: no file-name completion after ours. */
static inline void segue_editline_completion_over(void) { rl_attempted_completion_over = 1; }

/* The first `count` bytes of the line being edited, copied (free() it), or NULL. */
static inline char *segue_editline_line_prefix(int count) {
    if (rl_line_buffer == NULL || count < 0) return NULL;
    size_t length = strlen(rl_line_buffer);
    if ((size_t)count < length) length = (size_t)count;
    char *copy = malloc(length + 1);
    if (copy == NULL) return NULL;
    memcpy(copy, rl_line_buffer, length);
    copy[length] = '\0';
    return copy;
}
#endif
