/*
 * Loading librsvg, cairo, GObject and GLib with dlopen and finding their functions with
 * dlsym: the default set once per process (pthread_once), or a named set afresh.
 *
 * Libraries are opened RTLD_NODELETE: librsvg registers GObject types and Rust thread-local
 * destructors that must outlive any dlclose, so closing a set only drops its handles.
 */
#include "raster_libraries.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { RSVG, CAIRO, GOBJECT, GLIB };

static int open_library(const char *name, void **handle, char *message, size_t capacity) {
    *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE);
    if (*handle) return 1;
    const char *reason = dlerror();
    snprintf(message, capacity, "cannot load %s: %s", name, reason ? reason : "dlopen failed");
    return 0;
}

/* Finds `symbol` in `handle` into *slot; 0 with the message when it is missing. */
static int find(void *handle, const char *library, const char *symbol, void **slot, const char *since,
                char *message, size_t capacity) {
    *slot = dlsym(handle, symbol);
    if (*slot) return 1;
    snprintf(message, capacity, "%s has no %s (%s or later is needed)", library, symbol, since);
    return 0;
}

#define FIND(which, library, name, since)                                                                   \
    find(set->handles[which], library, #name, (void **)&set->name, since, message, capacity)

/* Loads the four libraries into *set; 0 with the message when one is missing or lacks a
 * function (the handles opened so far are closed). */
static int load(segue_raster_libraries *set, const char *rsvg, const char *cairo, const char *gobject,
                const char *glib, char *message, size_t capacity) {
    memset(set, 0, sizeof *set);
    const char *names[4] = {rsvg, cairo, gobject, glib};
    int ok = 1;
    for (int i = 0; i < 4 && ok; i++) ok = open_library(names[i], &set->handles[i], message, capacity);
    ok = ok && FIND(RSVG, rsvg, rsvg_handle_new_from_data, "librsvg 2.14");
    ok = ok && FIND(RSVG, rsvg, rsvg_handle_set_dpi, "librsvg 2.8");
    ok = ok && FIND(RSVG, rsvg, rsvg_handle_get_intrinsic_size_in_pixels, "librsvg 2.52");
    ok = ok && FIND(RSVG, rsvg, rsvg_handle_get_intrinsic_dimensions, "librsvg 2.46");
    ok = ok && FIND(RSVG, rsvg, rsvg_handle_get_geometry_for_layer, "librsvg 2.46");
    ok = ok && FIND(RSVG, rsvg, rsvg_handle_render_document, "librsvg 2.46");
    ok = ok && FIND(GOBJECT, gobject, g_object_unref, "GObject 2.0");
    ok = ok && FIND(GLIB, glib, g_error_free, "GLib 2.0");
    ok = ok && FIND(CAIRO, cairo, cairo_image_surface_create, "cairo 1.0");
    ok = ok && FIND(CAIRO, cairo, cairo_surface_status, "cairo 1.0");
    ok = ok && FIND(CAIRO, cairo, cairo_surface_flush, "cairo 1.0");
    ok = ok && FIND(CAIRO, cairo, cairo_surface_destroy, "cairo 1.0");
    ok = ok && FIND(CAIRO, cairo, cairo_image_surface_get_data, "cairo 1.2");
    ok = ok && FIND(CAIRO, cairo, cairo_image_surface_get_stride, "cairo 1.2");
    ok = ok && FIND(CAIRO, cairo, cairo_create, "cairo 1.0");
    ok = ok && FIND(CAIRO, cairo, cairo_status, "cairo 1.0");
    ok = ok && FIND(CAIRO, cairo, cairo_destroy, "cairo 1.0");
    ok = ok && FIND(CAIRO, cairo, cairo_status_to_string, "cairo 1.0");
    if (!ok) {
        for (int i = 0; i < 4; i++) if (set->handles[i]) dlclose(set->handles[i]);
        memset(set, 0, sizeof *set);
    }
    return ok;
}

static pthread_once_t default_once = PTHREAD_ONCE_INIT;
static segue_raster_libraries default_set;
static int default_loaded;
static char default_message[512];

static void load_default(void) {
    default_loaded = load(&default_set, "librsvg-2.so.2", "libcairo.so.2", "libgobject-2.0.so.0",
                          "libglib-2.0.so.0", default_message, sizeof default_message);
}

const segue_raster_libraries *segue_raster_default_libraries(const char **message) {
    pthread_once(&default_once, load_default);
    if (message) *message = default_loaded ? "" : default_message;
    return default_loaded ? &default_set : NULL;
}

segue_raster_libraries *segue_raster_libraries_open(const char *rsvg, const char *cairo, const char *gobject,
                                                    const char *glib, char *message, size_t capacity) {
    segue_raster_libraries *set = malloc(sizeof *set);
    if (!set) {
        snprintf(message, capacity, "out of memory loading the rasteriser's libraries");
        return NULL;
    }
    if (!load(set, rsvg, cairo, gobject, glib, message, capacity)) {
        free(set);
        return NULL;
    }
    return set;
}

void segue_raster_libraries_close(segue_raster_libraries *libraries) {
    if (!libraries || libraries == &default_set) return;
    for (int i = 0; i < 4; i++) if (libraries->handles[i]) dlclose(libraries->handles[i]);
    free(libraries);
}
