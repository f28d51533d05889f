#!/usr/bin/env python3
"""Reference values of cubic-bezier timing curves whose y controls are large (up to 1e9, the
largest a script may give), computed outside the engine with 60-digit decimal arithmetic as
Tests/references/bezier.py does, but from each double's exact binary value (x(t) = x solved by bisection on the exact Bernstein polynomial,
then y(t)). For UnitBezierLargeYReferenceTests: Segue's bound is relative there — within
1e-9 + 1e-14 · max(1, |y1|, |y2|) — because rounding the last y evaluation in doubles costs a few
units of 1e-16 of the y controls' size (4.9e-9 at ±1e7), which no absolute bound can hold.

Output: Tests/references/bezier_large_y.json.

    python3 Tests/references/bezier_large_y.py
"""
import json
import os
from decimal import Decimal, getcontext

getcontext().prec = 60

CURVES = [
    (0.25, 1e7, 0.75, -1e7),
    (0.42, -1e7, 0.58, 1e7),
    (0.1, 1e9, 0.9, -1e9),
    (1, -1e9, 0, 1e9),           # x'(t) vanishes at t = 1/2 as well
    (0.3, 123456.789, 0.6, -98765.4321),
    (0.68, -0.55, 0.265, 1.55),  # an ordinary curve, for the absolute part
]
XS = ["0.001", "0.1", "0.25", "0.4999", "0.5", "0.5000001", "0.6", "0.75", "0.9", "0.999"]


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


def main():
    rows = []
    for curve in CURVES:
        # Decimal(float) is the double's exact binary value: the engine is given exactly these
        # numbers (the shortest decimal repr is not; near x'(t) = 0 the difference shows).
        p1x, p1y, p2x, p2y = (Decimal(float(v)) for v in curve)
        for text in XS:
            x = Decimal(float(text))
            y = bernstein(p1y, p2y, solve(p1x, p2x, x))
            rows.append([float(p1x), float(p1y), float(p2x), float(p2y), float(x), float(y)])
    about = ("cubic-bezier(p1x, p1y, p2x, p2y) at x → y with large y controls, 60-digit decimals "
             "(bisection on the exact polynomial), made by Tests/references/bezier_large_y.py; "
             "each row is [p1x, p1y, p2x, p2y, x, y].")
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bezier_large_y.json")
    with open(path, "w") as f:
        f.write('{\n "about": %s,\n "rows": [\n' % json.dumps(about))
        f.write(",\n".join("  " + json.dumps(r) for r in rows))
        f.write("\n ]\n}\n")


if __name__ == "__main__":
    main()
