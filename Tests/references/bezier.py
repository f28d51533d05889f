#!/usr/bin/env python3
"""Reference values of cubic-bezier timing curves, computed outside the engine with 60-digit
decimal arithmetic: x(t) = x is solved by bisection on the exact polynomial in Bernstein form,
then y(t) is evaluated. Prints Swift tuples (p1x, p1y, p2x, p2y, x, y) for UnitBezierReferenceTests.

    python3 Tests/references/bezier.py
"""
from decimal import Decimal, getcontext

getcontext().prec = 60

CURVES = [
    (1, -1, 0, 2),          # x'(t) vanishes at t = 1/2: WebKit's solver is off by 7.9e-7 here
    (1, 0, 0, 1),
    (1, 0.5, 0, 0.5),
    (0, 0, 1, 1),           # x'(t) vanishes at both ends
    (0.42, 0, 0.58, 1),     # easeInOut
    (0, 0, 0.58, 1),        # easeOut
    (0.25, 0.1, 0.25, 1),   # ease
    (0.68, -0.55, 0.265, 1.55),  # easeInOutBack (easings.net)
    (0.5, 0, 0.8090169943749475, 0.3),  # on (x2 - x1)^2 = x1 (1 - x2): x' vanishes inside 0…1
]
XS = ["0.001", "0.1", "0.25", "0.4999", "0.5", "0.5000001", "0.50001", "0.6", "0.75", "0.9", "0.999"]


def bernstein(a, b, t):
    u = 1 - t
    return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t


def solve(p1x, p2x, x):
    lo, hi = Decimal(0), Decimal(1)
    for _ in range(200):
        mid = (lo + hi) / 2
        if bernstein(p1x, p2x, mid) < x:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


for curve in CURVES:
    p1x, p1y, p2x, p2y = (Decimal(repr(float(v))) for v in curve)
    for text in XS:
        x = Decimal(repr(float(text)))
        t = solve(p1x, p2x, x)
        y = bernstein(p1y, p2y, t)
        print(f"        ({float(p1x)!r}, {float(p1y)!r}, {float(p2x)!r}, {float(p2y)!r}, {float(x)!r}, {float(y)!r}),")
