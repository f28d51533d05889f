#!/usr/bin/env python3
"""Reference stagger offsets: GSAP's distribute() (gsap-core.js, 3.12.7, the function `distribute`),
ported faithfully to Python and evaluated with mpmath at 50 digits, for every option Segue's
ctx:stagger shares with it: each, amount, from ("start", "end", "center", "edges", "random", an
index), grid (columns; GSAP's grid is [rows, columns] and only the columns are read), axis, ease.

What GSAP does, in its own terms (read for facts from greensock/GSAP src/gsap-core.js):
  wrapAt = the grid's columns, or 1e8 on a line;
  a named `from` is a ratio r (start 0, center .5, edges .5, end 1, random 0) and the origin is
    x0 = min(wrapAt, l)·r − .5, y0 = l·r/wrapAt − .5 on a grid, 0 on a line;
  an index origin is x0 = from % wrapAt, y0 = floor(from / wrapAt);
  view j is at x = (j % wrapAt) − x0, y = y0 − floor(j / wrapAt); its distance is
    sqrt(x² + y²), or |x| or |y| for axis x or y; "random" shuffles these (Math.random);
  v = amount, or each·(l − 1 if wrapAt > l, else max(wrapAt, l/wrapAt), l/wrapAt on y,
    wrapAt on x), negated for "edges" (whose base becomes −v and whose ease is inverted,
    p ↦ 1 − ease(1 − p));
  offset_j = base + ease((d_j − min d)/(max d − min d) or 0)·v, rounded by GSAP to 1e-7.
Here base = 0 and offsets are NOT rounded (the rounding is GSAP's float guard; Segue's offsets are
compared within 1e-12 of the exact values). For "random" the order is Math.random's, so the
reference is the sorted offsets. Eases: "none" (linear) and "quadOut" (GSAP's power1.out,
1 − (1 − p)²). `amount` is never 0 here (GSAP then falls back to `each`; Segue starts all together).

Checked once against GSAP itself: gsap.utils.distribute of gsap-core.js 3.12.7 run in node on every
non-random case agrees with this port within 5.0e-8 (GSAP's own rounding to 1e-7), 4,104 values.

Output: Tests/references/stagger_distribute.json, read by StaggerDistributeReferenceTests.

    python3 Tests/references/stagger_distribute.py
"""
import json
import os
from mpmath import mp, mpf, sqrt, floor

mp.dps = 50
BIG = 10 ** 8


def ease_fn(name):
    if name == "none":
        return lambda p: p
    if name == "quadOut":
        return lambda p: 1 - (1 - p) ** 2
    raise ValueError(name)


def distribute(count, origin, columns, axis, each, amount, ease):
    l = count
    wrap = columns if columns else BIG
    e = ease_fn(ease)
    if isinstance(origin, int):
        x0 = mpf(origin % wrap)
        y0 = mpf(0) if wrap == BIG else mpf(origin // wrap)
    else:
        r = {"start": 0, "center": mpf("0.5"), "edges": mpf("0.5"), "end": 1, "random": 0}[origin]
        x0 = min(wrap, l) * mpf(r) - mpf("0.5")
        y0 = mpf(0) if wrap == BIG else mpf(l) * r / wrap - mpf("0.5")
    d = []
    for j in range(l):
        x = (j % wrap) - x0
        y = y0 - (j // wrap)
        d.append(sqrt(x * x + y * y) if axis == "both" else abs(y if axis == "y" else x))
    lo, hi = min(d), max(d)
    spread = hi - lo
    if amount is not None:
        v = mpf(amount)
    else:
        if wrap > l:
            steps = mpf(l - 1)
        elif axis == "both":
            steps = max(mpf(wrap), mpf(l) / wrap)
        elif axis == "y":
            steps = mpf(l) / wrap
        else:
            steps = mpf(wrap)
        v = mpf(each) * steps
    base = mpf(0)
    if origin == "edges":
        v = -v
        base = base - v
        inner = e
        e = lambda p: 1 - inner(1 - p)
    out = []
    for dj in d:
        n = (dj - lo) / spread if spread > 0 else mpf(0)
        out.append(base + e(n) * v)
    if origin == "random":
        out.sort()
    return out


def configurations():
    timings = [("each", "none"), ("amount", "none"), ("amount", "quadOut")]
    for count in [1, 2, 5, 6, 10, 12]:
        for origin in ["start", "end", "center", "edges", "random", count // 2]:
            for size, ease in timings:
                yield count, origin, None, "both", size, ease
    for count in [5, 6, 10, 12]:
        for columns in [3, 4]:
            for origin in ["start", "end", "center", "edges", "random", count // 2, count - 1]:
                for axis in ["both", "x", "y"]:
                    for size, ease in timings:
                        yield count, origin, columns, axis, size, ease


def main():
    cases = []
    for count, origin, columns, axis, size, ease in configurations():
        each = "0.1" if size == "each" else None
        amount = "0.6" if size == "amount" else None
        offsets = distribute(count, origin, columns, axis, each, amount, ease)
        cases.append({"count": count, "from": origin, "columns": columns, "axis": axis,
                      "each": float(each) if each else None, "amount": float(amount) if amount else None,
                      "ease": ease, "sorted": origin == "random", "offsets": [float(o) for o in offsets]})
    about = ("GSAP distribute() offsets (a faithful Python port of gsap-core.js 3.12.7's distribute, "
             "mpmath at 50 digits, base 0, not rounded to GSAP's 1e-7), made by "
             "Tests/references/stagger_distribute.py; 'from' as a number is a 0-based index; "
             "'columns' null is a line; 'sorted' offsets are for 'random' (GSAP's order is Math.random's).")
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "stagger_distribute.json")
    with open(path, "w") as f:
        f.write('{\n "about": %s,\n "cases": [\n' % json.dumps(about))
        f.write(",\n".join("  " + json.dumps(c) for c in cases))
        f.write("\n ]\n}\n")


if __name__ == "__main__":
    main()
