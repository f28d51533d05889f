#ifndef SEGUE_RASTER_LIBRARIES_H
#define SEGUE_RASTER_LIBRARIES_H
/*
 * The few functions of librsvg (2.52+), cairo, GObject and GLib that rasterising needs, as
 * function pointers found with dlsym, and the C types of their signatures declared here (so
 * no -dev package is needed to build). Layouts follow librsvg's rsvg.h and GLib's gerror.h.
 */
#include "CRasterizer.h"

/* GLib's GError. */
typedef struct {
    uint32_t domain;
    int code;
    char *message;
} segue_gerror;

/* librsvg's RsvgRectangle. */
typedef struct {
    double x;
    double y;
    double width;
    double height;
} segue_rsvg_rectangle;

/* librsvg's RsvgUnit (the order of rsvg.h's enum). */
enum {
    SEGUE_RSVG_UNIT_PERCENT,
    SEGUE_RSVG_UNIT_PX,
    SEGUE_RSVG_UNIT_EM,
    SEGUE_RSVG_UNIT_EX,
    SEGUE_RSVG_UNIT_IN,
    SEGUE_RSVG_UNIT_CM,
    SEGUE_RSVG_UNIT_MM,
    SEGUE_RSVG_UNIT_PT,
    SEGUE_RSVG_UNIT_PC,
};

/* librsvg's RsvgLength. */
typedef struct {
    double length;
    int unit;
} segue_rsvg_length;

/* cairo's CAIRO_FORMAT_ARGB32 and CAIRO_STATUS_SUCCESS. */
enum { SEGUE_CAIRO_FORMAT_ARGB32 = 0, SEGUE_CAIRO_STATUS_SUCCESS = 0 };

struct segue_raster_libraries {
    /* librsvg */
    void *(*rsvg_handle_new_from_data)(const uint8_t *data, size_t length, segue_gerror **error);
    void (*rsvg_handle_set_dpi)(void *handle, double dpi);
    int (*rsvg_handle_get_intrinsic_size_in_pixels)(void *handle, double *width, double *height);
    void (*rsvg_handle_get_intrinsic_dimensions)(void *handle, int *has_width, segue_rsvg_length *width,
                                                 int *has_height, segue_rsvg_length *height, int *has_viewbox,
                                                 segue_rsvg_rectangle *viewbox);
    int (*rsvg_handle_get_geometry_for_layer)(void *handle, const char *id, const segue_rsvg_rectangle *viewport,
                                              segue_rsvg_rectangle *ink, segue_rsvg_rectangle *logical,
                                              segue_gerror **error);
    int (*rsvg_handle_render_document)(void *handle, void *cairo, const segue_rsvg_rectangle *viewport,
                                       segue_gerror **error);
    /* GObject and GLib */
    void (*g_object_unref)(void *object);
    void (*g_error_free)(segue_gerror *error);
    /* cairo */
    void *(*cairo_image_surface_create)(int format, int width, int height);
    int (*cairo_surface_status)(void *surface);
    void (*cairo_surface_flush)(void *surface);
    void (*cairo_surface_destroy)(void *surface);
    unsigned char *(*cairo_image_surface_get_data)(void *surface);
    int (*cairo_image_surface_get_stride)(void *surface);
    void *(*cairo_create)(void *surface);
    int (*cairo_status)(void *cairo);
    void (*cairo_destroy)(void *cairo);
    const char *(*cairo_status_to_string)(int status);
    /* The dlopen handles, for segue_raster_libraries_close. */
    void *handles[4];
};

/* The document's natural size as rsvg-convert computes it (librsvg's legacy sizing: the
 * <svg>'s width and height in pixels; else, with a viewBox, its size or aspect ratio; else
 * the drawing's ink extents), at 96 DPI. SEGUE_RASTER_DONE with *width and *height set,
 * SEGUE_RASTER_DEFERRED when only rsvg-convert can say, or SEGUE_RASTER_FAILED (message). */
segue_raster_status segue_raster_document_size(const segue_raster_libraries *libraries, void *handle,
                                               double *width, double *height, char *message, size_t capacity);

/* Cairo's PNG writer's un-premultiplication (cairo-png.c, unpremultiply_data): `pixels`
 * native-endian premultiplied ARGB32 rows of `stride` bytes into straight RGBA bytes. */
void segue_raster_unpremultiply(const unsigned char *pixels, int stride, int32_t width, int32_t height,
                                uint8_t *rgba);

#endif
