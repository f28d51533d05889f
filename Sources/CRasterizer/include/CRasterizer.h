#ifndef SEGUE_CRASTERIZER_H
#define SEGUE_CRASTERIZER_H
/*
 * CRasterizer: an SVG document held in memory rasterised in the process to straight
 * (un-premultiplied) 8-bit RGBA pixels by librsvg and cairo, loaded at run time with dlopen —
 * not linked — so that a process that never rasterises never pays for loading them.
 *
 * Promise: the pixels are those `rsvg-convert --format png` writes for the same document (the
 * same sizing, the same ARGB32 surface, cairo's PNG writer's un-premultiplication), given the
 * same librsvg and cairo. A document whose size only rsvg-convert can compute exactly, or
 * one over the caller's size limits, is DEFERRED, never approximated. Every failure — a
 * library missing, a malformed document, a surface cairo cannot make — is a status and a
 * message, never a crash.
 *
 * Threads: the default libraries are loaded once (pthread_once); then any number of threads
 * may rasterise at once, each call owning its librsvg handle, cairo surface and context.
 */
#include <stddef.h>
#include <stdint.h>

/* What a rasterisation came to. */
typedef enum {
    /* The image is filled. */
    SEGUE_RASTER_DONE = 0,
    /* librsvg or cairo could not be loaded: the message names which and why. */
    SEGUE_RASTER_UNAVAILABLE = 1,
    /* The document's size is computed in a way only rsvg-convert reproduces (a width or
     * height in em or ex beside a percentage), or the image is over the limits given:
     * rsvg-convert should do it. */
    SEGUE_RASTER_DEFERRED = 2,
    /* The document could not be read or rendered (malformed XML, no size, a cairo error): the
     * message says what, as rsvg-convert would. */
    SEGUE_RASTER_FAILED = 3,
} segue_raster_status;

/* A loaded librsvg and cairo: the functions rasterising needs. */
typedef struct segue_raster_libraries segue_raster_libraries;

/* Straight RGBA pixels, row by row from the top left, 4 bytes a pixel; `rgba` is malloc'd and
 * freed by segue_raster_image_free. */
typedef struct {
    int32_t width;
    int32_t height;
    uint8_t *rgba;
} segue_raster_image;

/* The system's librsvg ("librsvg-2.so.2"), cairo ("libcairo.so.2") and GLib's object and
 * error functions, loaded the first time it is asked for and kept for the process's life
 * (thread-safe); NULL when they cannot be loaded, with *message (when not NULL) set to a
 * sentence saying why, valid for the process's life. */
const segue_raster_libraries *segue_raster_default_libraries(const char **message);

/* The libraries of these sonames loaded afresh (tests name ones that do not exist); NULL
 * when one cannot be loaded or lacks a function, the reason written to message (capacity
 * bytes, NUL-terminated). Close with segue_raster_libraries_close. */
segue_raster_libraries *segue_raster_libraries_open(const char *rsvg, const char *cairo, const char *gobject,
                                                    const char *glib, char *message, size_t capacity);

/* Releases libraries from segue_raster_libraries_open (not the default ones); NULL is fine. */
void segue_raster_libraries_close(segue_raster_libraries *libraries);

/* Rasterises the SVG document of `length` bytes at `svg` as rsvg-convert does at 96 DPI into
 * *image. Images wider or taller than max_side, or of more than max_pixels pixels, are
 * DEFERRED before anything is allocated for them. On anything but DONE, *image is empty and
 * message (capacity bytes) says why. */
segue_raster_status segue_raster_svg(const segue_raster_libraries *libraries, const char *svg, size_t length,
                                     int64_t max_side, int64_t max_pixels, segue_raster_image *image,
                                     char *message, size_t capacity);

/* Frees an image's pixels and empties it; an empty image is fine. */
void segue_raster_image_free(segue_raster_image *image);

#endif
