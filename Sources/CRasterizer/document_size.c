/*
 * An SVG document's natural size as rsvg-convert (librsvg 2.52–2.54) computes it: its
 * CairoRenderer's legacy_layer_geometry(None) at 96 DPI, whose ink rectangle's size is the
 * image's size. In librsvg's order:
 *   1. the <svg>'s width and height, neither a percentage, in pixels
 *      (rsvg_handle_get_intrinsic_size_in_pixels);
 *   2. else, with a viewBox, percentages resolved against its aspect ratio (librsvg's
 *      size_in_pixels_from_percentage_width_and_height);
 *   3. else the ink extents of the whole drawing in a 1 × 1 viewport
 *      (rsvg_handle_get_geometry_for_layer).
 * Case 2 with one side in em or ex would need the root element's font size, which the C API
 * does not give: that document is DEFERRED to rsvg-convert.
 */
#include "raster_libraries.h"

#include <float.h>
#include <math.h>
#include <stdio.h>

/* rsvg-convert's default resolution (the C API's own default is 90). */
static const double dots_per_inch = 96.0;

/* librsvg's Length::to_user for an absolute length (length.rs), at 96 DPI; 0 when the unit
 * needs a font size. */
static int absolute_to_user(segue_rsvg_length length, double *pixels) {
    switch (length.unit) {
    case SEGUE_RSVG_UNIT_PX: *pixels = length.length; return 1;
    case SEGUE_RSVG_UNIT_IN: *pixels = length.length * dots_per_inch; return 1;
    case SEGUE_RSVG_UNIT_CM: *pixels = length.length * dots_per_inch / 2.54; return 1;
    case SEGUE_RSVG_UNIT_MM: *pixels = length.length * dots_per_inch / 25.4; return 1;
    case SEGUE_RSVG_UNIT_PT: *pixels = length.length * dots_per_inch / 72.0; return 1;
    case SEGUE_RSVG_UNIT_PC: *pixels = length.length * dots_per_inch / 6.0; return 1;
    default: return 0;
    }
}

/* float_cmp's approx_eq!(f64, x, 0.0) as librsvg uses it: within f64::EPSILON (4 ulps of zero
 * are far inside that). */
static int approximately_zero(double x) { return fabs(x) <= DBL_EPSILON; }

segue_raster_status segue_raster_document_size(const segue_raster_libraries *libraries, void *handle,
                                               double *width, double *height, char *message, size_t capacity) {
    if (libraries->rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height)) return SEGUE_RASTER_DONE;

    int has_width = 0, has_height = 0, has_viewbox = 0;
    segue_rsvg_length w = {0, SEGUE_RSVG_UNIT_PERCENT}, h = {0, SEGUE_RSVG_UNIT_PERCENT};
    segue_rsvg_rectangle viewbox = {0, 0, 0, 0};
    libraries->rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    if (has_viewbox) {
        if (approximately_zero(viewbox.width) || approximately_zero(viewbox.height)) {
            *width = 0;
            *height = 0;
            return SEGUE_RASTER_DONE;
        }
        const int width_percent = w.unit == SEGUE_RSVG_UNIT_PERCENT, height_percent = h.unit == SEGUE_RSVG_UNIT_PERCENT;
        double user = 0;
        if (width_percent && height_percent) {
            *width = viewbox.width;
            *height = viewbox.height;
        } else if (height_percent) {
            if (!absolute_to_user(w, &user)) goto deferred;
            *width = user;
            *height = user * viewbox.height / viewbox.width;
        } else {
            if (!absolute_to_user(h, &user)) goto deferred;
            *width = user * viewbox.width / viewbox.height;
            *height = user;
        }
        return SEGUE_RASTER_DONE;
    }

    const segue_rsvg_rectangle unit = {0, 0, 1, 1};
    segue_rsvg_rectangle ink, logical;
    segue_gerror *error = NULL;
    if (!libraries->rsvg_handle_get_geometry_for_layer(handle, NULL, &unit, &ink, &logical, &error)) {
        snprintf(message, capacity, "Error rendering SVG: %s", error && error->message ? error->message : "no geometry");
        if (error) libraries->g_error_free(error);
        return SEGUE_RASTER_FAILED;
    }
    *width = ink.width;
    *height = ink.height;
    return SEGUE_RASTER_DONE;

deferred:
    snprintf(message, capacity, "the SVG's size is in em or ex beside a percentage: only rsvg-convert sizes it");
    return SEGUE_RASTER_DEFERRED;
}
