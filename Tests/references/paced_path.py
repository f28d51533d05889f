#!/usr/bin/env python3
"""Reference positions of keyframes paced along their path (Core Animation's kCAAnimationPaced
for a point-valued key path such as `position`), computed outside the engine with mpmath at 50
significant digits.

The rule (Core Animation's documentation of kCAAnimationPaced: "linear keyframe values are
interpolated to produce an even pace throughout the animation"; key times and timing functions
are ignored): the value moves along the polyline through the keyframe values at constant speed,
the speed measured by the Euclidean length of the path in as many dimensions as the value has.

Each case lists the keyframe windows a script writes (start, duration, the coordinates written);
a coordinate a window does not write keeps its value (as a UIKit keyframe that sets only
`center.x` keeps `center.y`). The points are the start and the value after each window. Output:
Tests/references/paced_path.json, read by PacedKeyframePathReferenceTests.

    python3 Tests/references/paced_path.py
"""
import json
import os
from mpmath import mp, mpf, sqrt

mp.dps = 50

CASES = [
    {
        "name": "corner, both coordinates written in every window",
        "properties": ["x", "y"],
        "start": [0, 0],
        "windows": [
            {"start": 0, "duration": 1 / 3, "values": {"x": 100, "y": 0}},
            {"start": 1 / 3, "duration": 1 / 3, "values": {"x": 100, "y": 30}},
            {"start": 2 / 3, "duration": 1 / 3, "values": {"x": 0, "y": 30}},
        ],
    },
    {
        "name": "corner, each window writing the coordinate it changes, uneven windows",
        "properties": ["x", "y"],
        "start": [0, 0],
        "windows": [
            {"start": 0, "duration": 0.2, "values": {"x": 100}},
            {"start": 0.2, "duration": 0.7, "values": {"y": 30}},
            {"start": 0.9, "duration": 0.1, "values": {"x": 0}},
        ],
    },
    {
        "name": "diagonals of irrational length",
        "properties": ["x", "y"],
        "start": [0, 0],
        "windows": [
            {"start": 0, "duration": 0.25, "values": {"x": 1, "y": 1}},
            {"start": 0.25, "duration": 0.25, "values": {"x": 3, "y": 2}},
            {"start": 0.5, "duration": 0.25, "values": {"x": 3, "y": -5}},
            {"start": 0.75, "duration": 0.25, "values": {"x": 0, "y": 0}},
        ],
    },
    {
        "name": "translation in three dimensions",
        "properties": ["translationX", "translationY", "translationZ"],
        "start": [0, 0, 0],
        "windows": [
            {"start": 0, "duration": 0.5, "values": {"translationX": 30, "translationY": 40}},
            {"start": 0.5, "duration": 0.25, "values": {"translationZ": 120}},
            {"start": 0.75, "duration": 0.25, "values": {"translationX": -10, "translationY": 10, "translationZ": 100}},
        ],
    },
    {
        "name": "size, a window that goes nowhere",
        "properties": ["width", "height"],
        "start": [50, 50],
        "windows": [
            {"start": 0, "duration": 0.3, "values": {"width": 150}},
            {"start": 0.3, "duration": 0.3, "values": {"width": 150}},
            {"start": 0.6, "duration": 0.4, "values": {"width": 75.5, "height": 250.25}},
        ],
    },
]

TIMES = [i / 40 for i in range(41)] + [1 / 3, 2 / 3, 0.123456789, 0.999999]


def points(case):
    props = case["properties"]
    current = [mpf(v) for v in case["start"]]
    result = [list(current)]
    for window in case["windows"]:
        for k, prop in enumerate(props):
            if prop in window["values"]:
                current[k] = mpf(window["values"][prop])
        result.append(list(current))
    return result


def at(pts, t):
    if t >= 1:
        return pts[-1]
    lengths = [sqrt(sum((b[k] - a[k]) ** 2 for k in range(len(a)))) for a, b in zip(pts, pts[1:])]
    total = sum(lengths)
    target = mpf(t) * total
    for (a, b), length in zip(zip(pts, pts[1:]), lengths):
        if length > 0 and target <= length:
            return [a[k] + (b[k] - a[k]) * target / length for k in range(len(a))]
        target -= length
    return pts[-1]


def write(out, f):
    """The JSON with one case's settings and one sample per line."""
    f.write('{\n "about": %s,\n "cases": [\n' % json.dumps(out["about"]))
    for i, case in enumerate(out["cases"]):
        head = {k: v for k, v in case.items() if k != "samples"}
        f.write('  {%s,\n   "samples": [\n' % json.dumps(head)[1:-1])
        f.write(",\n".join("    " + json.dumps(s) for s in case["samples"]))
        f.write("\n   ]}%s\n" % ("," if i + 1 < len(out["cases"]) else ""))
    f.write(" ]\n}\n")


def main():
    out = {
        "about": "Positions of keyframes paced along their path (kCAAnimationPaced for a point), "
                 "made by Tests/references/paced_path.py with mpmath at 50 digits: constant speed "
                 "along the Euclidean polyline through the start and the value after each window.",
        "cases": [],
    }
    for case in CASES:
        pts = points(case)
        out["cases"].append({
            "name": case["name"],
            "properties": case["properties"],
            "start": case["start"],
            "windows": case["windows"],
            "samples": [{"t": t, "values": [float(v) for v in at(pts, t)]} for t in TIMES],
        })
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "paced_path.json")
    with open(path, "w") as f:
        write(out, f)


if __name__ == "__main__":
    main()
