/*
 * Straight alpha from cairo's premultiplied pixels, byte for byte as cairo's PNG writer makes
 * it (cairo-png.c's unpremultiply_data, the same in cairo 1.10–1.18): a transparent pixel is
 * all zeros; otherwise each channel is (c × 255 + alpha / 2) / alpha in unsigned integers,
 * stored in a byte. Opaque images, which cairo writes as RGB, come to the same bytes (c × 255
 * + 127) / 255 = c, with alpha 255.
 */
#include "raster_libraries.h"

#include <string.h>

void segue_raster_unpremultiply(const unsigned char *pixels, int stride, int32_t width, int32_t height,
                                uint8_t *rgba) {
    for (int32_t row = 0; row < height; row++) {
        const unsigned char *source = pixels + (size_t)row * (size_t)stride;
        uint8_t *target = rgba + (size_t)row * (size_t)width * 4;
        for (int32_t column = 0; column < width; column++) {
            uint32_t pixel;
            memcpy(&pixel, source + (size_t)column * 4, sizeof pixel);
            uint8_t *b = target + (size_t)column * 4;
            const uint8_t alpha = (uint8_t)((pixel & 0xff000000u) >> 24);
            if (alpha == 0) {
                b[0] = b[1] = b[2] = b[3] = 0;
            } else if (alpha == 255) {
                /* (c × 255 + 127) / 255 = c for every c ≤ 255: no division (most pixels). */
                b[0] = (uint8_t)((pixel & 0xff0000u) >> 16);
                b[1] = (uint8_t)((pixel & 0x00ff00u) >> 8);
                b[2] = (uint8_t)(pixel & 0x0000ffu);
                b[3] = 255;
            } else {
                b[0] = (uint8_t)((((pixel & 0xff0000u) >> 16) * 255 + alpha / 2) / alpha);
                b[1] = (uint8_t)((((pixel & 0x00ff00u) >> 8) * 255 + alpha / 2) / alpha);
                b[2] = (uint8_t)((((pixel & 0x0000ffu) >> 0) * 255 + alpha / 2) / alpha);
                b[3] = alpha;
            }
        }
    }
}
