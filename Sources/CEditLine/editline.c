/*
 * libedit opened with dlopen at the REPL's first prompt and its functions and settings found
 * with dlsym (see CEditLine.h). Opened RTLD_NODELETE and never closed: the line editor keeps
 * its terminal state for the life of the process.
 */
#include "CEditLine.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static struct {
    char *(*readline)(const char *);
    int (*add_history)(const char *);
    void (*using_history)(void);
    void (*stifle_history)(int);
    int (*read_history)(const char *);
    int (*write_history)(const char *);
    void (*rl_replace_line)(const char *, int);
    int (*rl_forced_update_display)(void);
    char **(*rl_completion_matches)(const char *, segue_completion_entry_function);
    const char **rl_readline_name;
    int *rl_catch_signals;
    segue_getc_function *rl_getc_function;
    segue_completion_function *rl_attempted_completion_function;
    int *rl_attempted_completion_over;
    char **rl_line_buffer;
} editline;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static char failure[256];

#define FIND(name)                                                                                    \
    do {                                                                                              \
        *(void **)&editline.name = dlsym(handle, #name);                                              \
        if (editline.name == NULL) {                                                                  \
            snprintf(failure, sizeof failure, "libedit.so.2 has no %s", #name);                        \
            return;                                                                                   \
        }                                                                                             \
    } while (0)

static void load(void) {
    void *handle = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "cannot load libedit.so.2: %s", reason ? reason : "dlopen failed");
        return;
    }
    FIND(readline);
    FIND(add_history);
    FIND(using_history);
    FIND(stifle_history);
    FIND(read_history);
    FIND(write_history);
    FIND(rl_replace_line);
    FIND(rl_forced_update_display);
    FIND(rl_completion_matches);
    FIND(rl_readline_name);
    FIND(rl_catch_signals);
    FIND(rl_getc_function);
    FIND(rl_attempted_completion_function);
    FIND(rl_attempted_completion_over);
    FIND(rl_line_buffer);
    loaded = 1;
}

int segue_editline_load(const char **message) {
    pthread_once(&once, load);
    if (!loaded && message != NULL) *message = failure;
    return loaded;
}

void segue_editline_configure(segue_getc_function getc_function, segue_completion_function completion) {
    *editline.rl_readline_name = "segue";
    *editline.rl_catch_signals = 0;
    *editline.rl_getc_function = getc_function;
    *editline.rl_attempted_completion_function = completion;
}

void segue_editline_completion_over(void) { *editline.rl_attempted_completion_over = 1; }

char *segue_editline_line_prefix(int count) {
    const char *line = *editline.rl_line_buffer;
    if (line == NULL || count < 0) return NULL;
    size_t length = strlen(line);
    if ((size_t)count < length) length = (size_t)count;
    char *copy = malloc(length + 1);
    if (copy == NULL) return NULL;
    memcpy(copy, line, length);
    copy[length] = '\0';
    return copy;
}

char *segue_editline_readline(const char *prompt) { return editline.readline(prompt); }

void segue_editline_start_history(int entries) {
    editline.using_history();
    editline.stifle_history(entries);
}

void segue_editline_add_history(const char *line) { editline.add_history(line); }

int segue_editline_read_history(const char *path) { return editline.read_history(path); }

int segue_editline_write_history(const char *path) { return editline.write_history(path); }

void segue_editline_replace_line(const char *text) { editline.rl_replace_line(text, 0); }

void segue_editline_redisplay(void) { editline.rl_forced_update_display(); }

char **segue_editline_completion_matches(const char *text, segue_completion_entry_function entry) {
    return editline.rl_completion_matches(text, entry);
}
