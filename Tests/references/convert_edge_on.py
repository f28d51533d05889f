#!/usr/bin/env python3
"""Reference window coordinates of points converted OUT of a view turned edge-on, computed outside
the engine with mpmath at 40 digits from Core Animation's rules: a layer's transform applied about
its anchor point (the centre), scale then rotation about y (CATransform3DMakeRotation's sense:
x' = x·cos θ + z·sin θ, z' = −x·sin θ + z·cos θ) then its perspective m34 = −1/d (w = 1 − z'/d),
flattened onto its superview's plane, then its frame's origin, and the superview's origin.

The scene of ConvertTests: a window; a container at (20, 30); in it a card at (10, 10), 100 × 50,
turned by θ = the double nearest π/2 about y, with perspective d = 400. Seen edge-on, the card's
plane folds onto the vertical line through its anchor (x = 20 + 10 + 50 = 80 in the window, up to
cos θ ≈ 6e-17): converting out of it is defined (points land on that line, heights foreshortened by
w = 1 + u·sin θ/d, u = x − 50), converting into it is not (nothing unfolds a line).

Output: Tests/references/convert_edge_on.json, read by ConvertEdgeOnReferenceTests.

    python3 Tests/references/convert_edge_on.py
"""
import json
import math
import os
from mpmath import mp, mpf, sin, cos

mp.dps = 40

THETA = mpf(math.pi / 2)        # the double Segue uses, exactly
D = mpf(400)
CARD = (mpf(10), mpf(10), mpf(100), mpf(50))
CONTAINER = (mpf(20), mpf(30))
POINTS = [(0, 0), (100, 50), (37, 12), (50, 25), (99.5, 0.25), (3, 47)]


def to_window(px, py):
    x, y, w_, h_ = CARD
    ax, ay = w_ / 2, h_ / 2
    u, v = mpf(px) - ax, mpf(py) - ay
    c, s = cos(THETA), sin(THETA)
    xr = u * c               # z = 0 on the layer's own plane
    zr = -u * s
    w = 1 - zr / D
    return (xr / w + ax + x + CONTAINER[0], v / w + ay + y + CONTAINER[1])


def main():
    rows = []
    for px, py in POINTS:
        wx, wy = to_window(px, py)
        rows.append({"point": [px, py], "window": [float(wx), float(wy)]})
    about = ("Points of a card turned edge-on (rotationY = the double nearest pi/2, perspective 400, "
             "card at (10, 10) 100 x 50 in a container at (20, 30)) converted to the window, from Core "
             "Animation's rules in mpmath at 40 digits; made by Tests/references/convert_edge_on.py.")
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "convert_edge_on.json")
    with open(path, "w") as f:
        f.write('{\n "about": %s,\n "points": [\n' % json.dumps(about))
        f.write(",\n".join("  " + json.dumps(r) for r in rows))
        f.write("\n ]\n}\n")


if __name__ == "__main__":
    main()
