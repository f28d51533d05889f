/*
 * One SVG document rasterised as rsvg-convert --format png does (librsvg 2.54's
 * src/bin/rsvg-convert.rs with no size options): the document read from memory (no base
 * file, so nothing outside it is loaded), 96 DPI, its natural size (document_size.c), an
 * ARGB32 image surface of that size rounded up, the whole document rendered into a viewport
 * of the natural size at the origin (rsvg-convert's translate by 0 and scale by 1 leave the
 * matrix the identity, so they are not repeated), then cairo's PNG writer's straight alpha.
 *
 * Every object is this call's own (handle, surface, context), so calls on several threads
 * share nothing but what librsvg, cairo, Pango and fontconfig guard themselves.
 */
#include "raster_libraries.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* FAILED, with `what` and `detail` as the message, less the line breaks libxml2 ends with. */
static segue_raster_status failed(char *message, size_t capacity, const char *what, const char *detail) {
    snprintf(message, capacity, "%s%s", what, detail ? detail : "");
    for (size_t end = capacity > 0 ? strlen(message) : 0; end > 0 && isspace((unsigned char)message[end - 1]); end--) {
        message[end - 1] = 0;
    }
    return SEGUE_RASTER_FAILED;
}

/* The GError's words, and frees it. */
static segue_raster_status failed_with(const segue_raster_libraries *libraries, segue_gerror *error, char *message,
                                       size_t capacity, const char *what) {
    segue_raster_status status = failed(message, capacity, what, error && error->message ? error->message : "unknown error");
    if (error) libraries->g_error_free(error);
    return status;
}

/* Draws the document into a new surface of width × height and copies its pixels out. */
static segue_raster_status draw(const segue_raster_libraries *libraries, void *handle, double natural_width,
                                double natural_height, int32_t width, int32_t height, segue_raster_image *image,
                                char *message, size_t capacity) {
    void *surface = libraries->cairo_image_surface_create(SEGUE_CAIRO_FORMAT_ARGB32, width, height);
    int status = libraries->cairo_surface_status(surface);
    if (status != SEGUE_CAIRO_STATUS_SUCCESS) {
        libraries->cairo_surface_destroy(surface);
        return failed(message, capacity, "cairo cannot make the image: ", libraries->cairo_status_to_string(status));
    }
    void *cairo = libraries->cairo_create(surface);
    status = libraries->cairo_status(cairo);
    if (status != SEGUE_CAIRO_STATUS_SUCCESS) {
        libraries->cairo_destroy(cairo);
        libraries->cairo_surface_destroy(surface);
        return failed(message, capacity, "cairo cannot draw: ", libraries->cairo_status_to_string(status));
    }
    const segue_rsvg_rectangle viewport = {0, 0, natural_width, natural_height};
    segue_gerror *error = NULL;
    const int rendered = libraries->rsvg_handle_render_document(handle, cairo, &viewport, &error);
    libraries->cairo_destroy(cairo);
    if (!rendered) {
        libraries->cairo_surface_destroy(surface);
        return failed_with(libraries, error, message, capacity, "Error rendering SVG: ");
    }
    libraries->cairo_surface_flush(surface);
    const unsigned char *pixels = libraries->cairo_image_surface_get_data(surface);
    const int stride = libraries->cairo_image_surface_get_stride(surface);
    uint8_t *rgba = malloc((size_t)width * (size_t)height * 4);
    if (!pixels || stride < width * 4 || !rgba) {
        free(rgba);
        libraries->cairo_surface_destroy(surface);
        return failed(message, capacity, "out of memory for the image's pixels", NULL);
    }
    segue_raster_unpremultiply(pixels, stride, width, height, rgba);
    libraries->cairo_surface_destroy(surface);
    image->width = width;
    image->height = height;
    image->rgba = rgba;
    return SEGUE_RASTER_DONE;
}

/* Sizes the loaded document and draws it when the size is one this path may draw. */
static segue_raster_status size_and_draw(const segue_raster_libraries *libraries, void *handle, int64_t max_side,
                                         int64_t max_pixels, segue_raster_image *image, char *message,
                                         size_t capacity) {
    double natural_width = 0, natural_height = 0;
    segue_raster_status status =
        segue_raster_document_size(libraries, handle, &natural_width, &natural_height, message, capacity);
    if (status != SEGUE_RASTER_DONE) return status;
    if (natural_width == 0 || natural_height == 0) return failed(message, capacity, "The SVG has no dimensions", NULL);
    // rsvg-convert rounds up so as not to chop a partly covered last pixel. Sizes that are not
    // finite, not positive or over the limits are left to rsvg-convert and its own words.
    const double width = ceil(natural_width), height = ceil(natural_height);
    if (!(width >= 1 && height >= 1 && width <= (double)max_side && height <= (double)max_side &&
          width * height <= (double)max_pixels && width <= 32767 && height <= 32767)) {
        snprintf(message, capacity, "an image of %g × %g pixels is over the in-process limits", width, height);
        return SEGUE_RASTER_DEFERRED;
    }
    return draw(libraries, handle, natural_width, natural_height, (int32_t)width, (int32_t)height, image, message,
                capacity);
}

segue_raster_status segue_raster_svg(const segue_raster_libraries *libraries, const char *svg, size_t length,
                                     int64_t max_side, int64_t max_pixels, segue_raster_image *image,
                                     char *message, size_t capacity) {
    memset(image, 0, sizeof *image);
    if (capacity > 0) message[0] = 0;
    if (!libraries) {
        snprintf(message, capacity, "librsvg and cairo are not loaded");
        return SEGUE_RASTER_UNAVAILABLE;
    }
    if (!svg && length > 0) return failed(message, capacity, "Error reading SVG: no document", NULL);
    segue_gerror *error = NULL;
    void *handle = libraries->rsvg_handle_new_from_data((const uint8_t *)svg, length, &error);
    if (!handle) return failed_with(libraries, error, message, capacity, "Error reading SVG: ");
    if (error) libraries->g_error_free(error);
    libraries->rsvg_handle_set_dpi(handle, 96.0);
    const segue_raster_status status = size_and_draw(libraries, handle, max_side, max_pixels, image, message, capacity);
    libraries->g_object_unref(handle);
    return status;
}

void segue_raster_image_free(segue_raster_image *image) {
    if (!image) return;
    free(image->rgba);
    memset(image, 0, sizeof *image);
}
