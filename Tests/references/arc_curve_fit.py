#!/usr/bin/env python3
"""Reference positions of arcs as MotionLayout's ArcCurveFit moves along them (pathMotionArc),
computed outside the engine by a faithful Python port of ArcCurveFit (androidx/constraintlayout,
constraintlayout/core/.../motion/utils/ArcCurveFit.java, read for facts) in IEEE doubles, as
the Java runs:

  - each stretch between successive points (t1, p1) → (t2, p2) is a quarter of the ellipse
    centred at (x2, y1) when it starts vertically, (x1, y2) when it starts horizontally, with
    semi-axes |dx|, |dy|; a stretch with |dx| or |dy| under 0.001 is a straight line;
  - time moves along the arc at (nearly) constant speed: the arc length of the ellipse
    (a·sin θ, b·cos θ), a = x2 − x1, b = y1 − y2, is measured on 91 points one degree apart,
    normalised, and inverted into a table of 101 parameters by linear interpolation; the
    fraction of the stretch's time (reversed when it starts vertically) is read in that table
    by linear interpolation, θ = π/2 · table(fraction); x = cx + A·sin θ, y = cy + B·cos θ with
    A = −dx, B = dy starting vertically, A = dx, B = −dy starting horizontally;
  - the modes of a chain: START_VERTICAL and START_HORIZONTAL set the mode; FLIP takes the axis
    opposite to the last mode chosen, the chain starting as if after a vertical one (so a lone
    flip starts horizontally); a point with no mode of its own (UNSET) keeps the mode.

Also written, for the record (not compared): the exact constant-speed position on the true
ellipse (mpmath, 30 digits) and the cubic-Bézier arc Segue drew before (k = 0.5523, at the
cubic's parameter), with the largest distance of each from ArcCurveFit.

Output: Tests/references/arc_curve_fit.json, read by ArcCurveFitReferenceTests.

    python3 Tests/references/arc_curve_fit.py
"""
import json
import math
import os
from bisect import bisect_left
from mpmath import mp, mpf, quad, sin as msin, cos as mcos, sqrt as msqrt, findroot, pi as mpi

mp.dps = 30


class Arc:
    def __init__(self, vertical, t1, t2, x1, y1, x2, y2):
        self.vertical, self.t1, self.t2 = vertical, t1, t2
        self.inv = 1 / (t2 - t1)
        self.x1, self.y1, self.x2, self.y2 = x1, y1, x2, y2
        dx, dy = x2 - x1, y2 - y1
        self.linear = abs(dx) < 0.001 or abs(dy) < 0.001
        if self.linear:
            return
        self.a = dx * (-1 if vertical else 1)
        self.b = dy * (1 if vertical else -1)
        self.cx = x2 if vertical else x1
        self.cy = y1 if vertical else y2
        self.lut = self.table(x2 - x1, y1 - y2)

    @staticmethod
    def table(a, b):
        n = 91
        percent = [0.0] * n
        lx = ly = 0.0
        dist = 0.0
        for i in range(n):
            angle = (90.0 * i / (n - 1)) * 0.017453292519943295  # Math.toRadians
            px, py = a * math.sin(angle), b * math.cos(angle)
            if i > 0:
                dist += math.hypot(px - lx, py - ly)
                percent[i] = dist
            lx, ly = px, py
        percent = [p / dist for p in percent]
        lut = []
        for i in range(101):
            pos = i / 100.0
            j = bisect_left(percent, pos)
            if j < n and percent[j] == pos:
                lut.append(j / (n - 1))
            elif j == 0:
                lut.append(0.0)
            else:
                p1, p2 = j - 1, j
                lut.append((p1 + (pos - percent[p1]) / (percent[p2] - percent[p1])) / (n - 1))
        return lut

    def lookup(self, v):
        if v <= 0:
            return 0.0
        if v >= 1:
            return 1.0
        pos = v * 100
        iv = int(pos)
        off = pos - iv
        return self.lut[iv] + off * (self.lut[iv + 1] - self.lut[iv])

    def pos(self, t):
        if self.linear:
            u = (t - self.t1) * self.inv
            return (self.x1 + u * (self.x2 - self.x1), self.y1 + u * (self.y2 - self.y1))
        percent = ((self.t2 - t) if self.vertical else (t - self.t1)) * self.inv
        angle = math.pi * 0.5 * self.lookup(percent)
        return (self.cx + self.a * math.sin(angle), self.cy + self.b * math.cos(angle))


def chain(modes, times, points):
    """ArcCurveFit's constructor: one Arc per stretch, modes as its switch sets them."""
    mode = last = "V"
    arcs = []
    for i in range(len(times) - 1):
        m = modes[i]
        if m == "startVertical":
            last = mode = "V"
        elif m == "startHorizontal":
            last = mode = "H"
        elif m == "flip":
            mode = "H" if last == "V" else "V"
            last = mode
        arcs.append(Arc(mode == "V", times[i], times[i + 1], *points[i], *points[i + 1]))
    return arcs


def position(arcs, t):
    for arc in arcs:
        if t <= arc.t2:
            return arc.pos(t)
    return arcs[-1].pos(arcs[-1].t2)


def exact_constant_speed(vertical, p1, p2, u):
    """The true ellipse at the fraction u of its length (mpmath), for the record."""
    x1, y1, x2, y2 = map(mpf, (*p1, *p2))
    dx, dy = x2 - x1, y2 - y1
    if abs(dx) < 0.001 or abs(dy) < 0.001:
        return (float(x1 + dx * u), float(y1 + dy * u))
    speed = lambda th: msqrt((dx * mcos(th)) ** 2 + (dy * msin(th)) ** 2)
    total = quad(speed, [0, mpi / 2])
    target = (1 - mpf(u) if vertical else mpf(u)) * total
    th = findroot(lambda th: quad(speed, [0, th]) - target, mpi / 4 * (1 + (target / total - mpf("0.5"))))
    if vertical:
        return (float(x2 - dx * msin(th)), float(y1 + dy * mcos(th)))
    return (float(x1 + dx * msin(th)), float(y2 - dy * mcos(th)))


def old_cubic(vertical, p1, p2, t):
    (x1, y1), (x2, y2) = p1, p2
    dx, dy = x2 - x1, y2 - y1
    k = 0.5522847498307936
    if vertical:
        c1, c2 = (x1, y1 + k * dy), (x2 - k * dx, y2)
    else:
        c1, c2 = (x1 + k * dx, y1), (x2, y2 - k * dy)
    u = 1 - t
    return tuple(u ** 3 * a + 3 * u * u * t * b + 3 * u * t * t * c + t ** 3 * d
                 for a, b, c, d in zip((x1, y1), c1, c2, (x2, y2)))


CASES = [
    {"name": "300 x 100, startVertical", "start": [0, 0], "end": [300, 100], "arc": "startVertical", "through": []},
    {"name": "300 x 100, startHorizontal", "start": [0, 0], "end": [300, 100], "arc": "startHorizontal", "through": []},
    {"name": "300 x 100, flip (a lone flip starts horizontally)", "start": [0, 0], "end": [300, 100], "arc": "flip", "through": []},
    {"name": "up and left, startVertical", "start": [300, 500], "end": [20, 100], "arc": "startVertical", "through": []},
    {"name": "up and left, flip", "start": [300, 500], "end": [20, 100], "arc": "flip", "through": []},
    {"name": "fab_arc's move", "start": [287, 547], "end": [24, 96], "arc": "startVertical", "through": []},
    {"name": "almost level: a straight line", "start": [0, 0], "end": [200, 0.0005], "arc": "startVertical", "through": []},
    {"name": "flip through key positions, one flipping again", "start": [0, 0], "end": [350, 60], "arc": "flip",
     "through": [{"at": 0.3, "point": [120, 80], "arc": None}, {"at": 0.7, "point": [200, -40], "arc": "flip"}]},
    {"name": "vertical, then flipping at every key position", "start": [10, 400], "end": [330, 380], "arc": "startVertical",
     "through": [{"at": 0.25, "point": [90, 250], "arc": "flip"}, {"at": 0.5, "point": [200, 300], "arc": "flip"},
                 {"at": 0.8, "point": [260, 120], "arc": "startHorizontal"}]},
]
TIMES = [i / 50 for i in range(51)] + [0.123456789, 0.3, 0.7, 0.999999]


def main():
    out = []
    for case in CASES:
        times = [0.0] + [p["at"] for p in case["through"]] + [1.0]
        points = [tuple(map(float, case["start"]))] + [tuple(map(float, p["point"])) for p in case["through"]] + \
                 [tuple(map(float, case["end"]))]
        modes = [case["arc"]] + [p["arc"] for p in case["through"]]
        arcs = chain(modes, times, points)
        samples = []
        worst_exact = worst_old = 0.0
        for t in TIMES:
            x, y = position(arcs, t)
            samples.append({"t": t, "point": [x, y]})
            if not case["through"]:
                arc = arcs[0]
                ex = exact_constant_speed(arc.vertical, points[0], points[1], t)
                worst_exact = max(worst_exact, math.hypot(ex[0] - x, ex[1] - y))
                old = old_cubic(case["arc"] == "startVertical" or (case["arc"] == "flip" and
                                abs(points[1][0] - points[0][0]) > abs(points[1][1] - points[0][1])),
                                points[0], points[1], t)
                worst_old = max(worst_old, math.hypot(old[0] - x, old[1] - y))
        entry = dict(case)
        entry["vertical"] = [a.vertical for a in arcs]
        if not case["through"]:
            entry["largestDistanceFromExactConstantSpeed"] = worst_exact
            entry["largestDistanceOfSegueBefore"] = worst_old
        entry["samples"] = samples
        out.append(entry)
    about = ("Positions on arcs as MotionLayout's ArcCurveFit moves (a faithful port in IEEE doubles, "
             "made by Tests/references/arc_curve_fit.py): quarter ellipses, arc-length timing by its "
             "91-point length table and 101-entry parameter table, its flip rule; 'vertical' is the "
             "start of each stretch it chose.")
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "arc_curve_fit.json")
    with open(path, "w") as f:
        f.write('{\n "about": %s,\n "cases": [\n' % json.dumps(about))
        for i, case in enumerate(out):
            head = {k: v for k, v in case.items() if k != "samples"}
            f.write('  {%s,\n   "samples": [\n' % json.dumps(head)[1:-1])
            f.write(",\n".join("    " + json.dumps(s) for s in case["samples"]))
            f.write("\n   ]}%s\n" % ("," if i + 1 < len(out) else ""))
        f.write(" ]\n}\n")


if __name__ == "__main__":
    main()
