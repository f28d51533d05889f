#ifndef SEGUE_BENCHMARK_BASELINE_H
#define SEGUE_BENCHMARK_BASELINE_H
#include <stddef.h>

/// The plain C interpolation loop Segue's animator is measured against: for each of `count`
/// tracks, `values[targets[i]] = from[i] * (1 - p) + to[i] * p`, repeated for `frames`
/// frames with p stepping from 0 to 1. Returns a checksum so the work cannot be elided.
double segue_baseline_interpolate(double *values, const long *targets, const double *from,
                                  const double *to, size_t count, size_t frames);

/// Bytes the C heap has handed out and not taken back (glibc's mallinfo2().uordblks).
size_t segue_heap_in_use(void);

#endif
