#include "CBenchmarkBaseline.h"
#include <malloc.h>

size_t segue_heap_in_use(void) {
    return mallinfo2().uordblks;
}

double segue_baseline_interpolate(double *values, const long *targets, const double *from,
                                  const double *to, size_t count, size_t frames) {
    double checksum = 0;
    for (size_t f = 0; f < frames; f++) {
        const double p = frames > 1 ? (double)f / (double)(frames - 1) : 1.0;
        const double keep = 1.0 - p;
        for (size_t i = 0; i < count; i++) {
            values[targets[i]] = from[i] * keep + to[i] * p;
        }
        checksum += values[targets[count ? count - 1 : 0]];
    }
    return checksum;
}
