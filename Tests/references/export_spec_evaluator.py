#!/usr/bin/env python3
"""An independent player of Segue's developer hand-off (`segue export --format spec`).

Written from the published formulas, not from Segue's Swift:
  * spring: the damped harmonic oscillator m*x'' + c*x' + k*(x - 1) = 0, x(0) = 0,
    x'(0) = v0, in closed form for the under-, critically and over-damped cases (the form
    Apple's CASpringAnimation and UISpringTimingParameters document by mass, stiffness,
    damping and initial velocity), played over the spec's settlingDuration T with what it
    lacks of 1 at T folded in as f^2 * (1 - x(T)) (the spec's stated rule);
  * cubic Bezier: the CSS / Core Animation curve through (0,0), P1, P2, (1,1): x(s) = f
    solved for s by bisection to the last bit, then y(s);
  * Penner: easings.net's definitions (back s = 1.70158, x1.525 in inOut; elastic
    2*pi/3 and 2*pi/4.5), outIn as Penner's ActionScript: out on the first half, in on
    the second;
  * steps: the CSS Easing Functions Level 1 step function.

It validates the spec against docs/schemas/export-spec.schema.json with `jsonschema`, replays
every track, every view's constant values and every sampled value at every frame time, and
compares them with the engine's own trace (`segue run FILE --format jsonl` of the same take):
named curves must agree within --agreement (1e-9, absolute, in the property's own unit) and
everything else exactly (1e-12 relative). Prints one JSON line with what it found; exits 1 when a
comparison fails, 2 on bad input.

With --samples PATH it also writes its value of every track at every frame time as the JSON
`segue export --report R.html --report-samples PATH` overlays on the conformance report.

Usage: export_spec_evaluator.py SPEC.json TRACE.jsonl [--schema PATH] [--agreement 1e-9] [--samples PATH]
"""

import argparse
import json
import math
import os
import sys

import jsonschema

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SCHEMA = os.path.join(HERE, "..", "..", "docs", "schemas", "export-spec.schema.json")

DEFAULTS = {"alpha": 1.0, "scaleX": 1.0, "scaleY": 1.0, "anchorX": 0.5, "anchorY": 0.5,
            "shadowRadius": 3.0, "shadowOffsetY": -3.0}


# --- springs -------------------------------------------------------------------------------

def spring_position(m, k, c, v0, t):
    """x(t) of m x'' + c x' + k (x - 1) = 0 with x(0) = 0, x'(0) = v0."""
    if t <= 0:
        return 0.0
    w0 = math.sqrt(k / m)
    zeta = c / (2.0 * math.sqrt(k * m))
    # y = x - 1: y(0) = -1, y'(0) = v0.
    if zeta < 1:
        wd = w0 * math.sqrt(1 - zeta * zeta)
        a = -1.0
        b = (v0 + zeta * w0 * a) / wd
        y = math.exp(-zeta * w0 * t) * (a * math.cos(wd * t) + b * math.sin(wd * t))
    elif zeta == 1:
        a = -1.0
        b = v0 + w0 * a
        y = math.exp(-w0 * t) * (a + b * t)
    else:
        root = math.sqrt(zeta * zeta - 1)
        r1 = -w0 * (zeta - root)
        r2 = -w0 * (zeta + root)
        c1 = (v0 + r2) / (r1 - r2)
        c2 = -1.0 - c1
        y = c1 * math.exp(r1 * t) + c2 * math.exp(r2 * t)
    return 1.0 + y


def spring_progress(timing, f):
    m, k, c = timing["mass"], timing["stiffness"], timing["damping"]
    v0, T = timing["initialVelocity"], timing["settlingDuration"]
    return spring_position(m, k, c, v0, f * T) + f * f * (1.0 - spring_position(m, k, c, v0, T))


# --- cubic Bezier --------------------------------------------------------------------------

def bezier_progress(points, f):
    x1, y1, x2, y2 = points

    def coordinate(p1, p2, s):
        u = 1.0 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s

    low, high = 0.0, 1.0
    # x(s) is monotonic on 0..1 for control x in 0..1: bisection to the last bit.
    for _ in range(200):
        middle = (low + high) / 2
        if middle == low or middle == high:
            break
        if coordinate(x1, x2, middle) < f:
            low = middle
        else:
            high = middle
    s = (low + high) / 2
    return coordinate(y1, y2, s)


# --- Penner (easings.net) ------------------------------------------------------------------

def bounce_out(x):
    n1, d1 = 7.5625, 2.75
    if x < 1 / d1:
        return n1 * x * x
    if x < 2 / d1:
        x -= 1.5 / d1
        return n1 * x * x + 0.75
    if x < 2.5 / d1:
        x -= 2.25 / d1
        return n1 * x * x + 0.9375
    x -= 2.625 / d1
    return n1 * x * x + 0.984375


def penner_in(family, x):
    if family == "quad": return x ** 2
    if family == "cubic": return x ** 3
    if family == "quart": return x ** 4
    if family == "quint": return x ** 5
    if family == "sine": return 1 - math.cos(x * math.pi / 2)
    if family == "expo": return 0.0 if x == 0 else 2 ** (10 * x - 10)
    if family == "circ": return 1 - math.sqrt(1 - x * x)
    if family == "back":
        c1 = 1.70158
        return (c1 + 1) * x ** 3 - c1 * x ** 2
    if family == "elastic":
        if x == 0 or x == 1: return x
        return -(2 ** (10 * x - 10)) * math.sin((x * 10 - 10.75) * (2 * math.pi) / 3)
    if family == "bounce": return 1 - bounce_out(1 - x)
    raise ValueError(family)


def penner_out(family, x):
    if family == "quad": return 1 - (1 - x) ** 2
    if family == "cubic": return 1 - (1 - x) ** 3
    if family == "quart": return 1 - (1 - x) ** 4
    if family == "quint": return 1 - (1 - x) ** 5
    if family == "sine": return math.sin(x * math.pi / 2)
    if family == "expo": return 1.0 if x == 1 else 1 - 2 ** (-10 * x)
    if family == "circ": return math.sqrt(1 - (x - 1) ** 2)
    if family == "back":
        c1 = 1.70158
        return 1 + (c1 + 1) * (x - 1) ** 3 + c1 * (x - 1) ** 2
    if family == "elastic":
        if x == 0 or x == 1: return x
        return 2 ** (-10 * x) * math.sin((x * 10 - 0.75) * (2 * math.pi) / 3) + 1
    if family == "bounce": return bounce_out(x)
    raise ValueError(family)


def penner_in_out(family, x):
    if family == "quad": return 2 * x * x if x < 0.5 else 1 - (-2 * x + 2) ** 2 / 2
    if family == "cubic": return 4 * x ** 3 if x < 0.5 else 1 - (-2 * x + 2) ** 3 / 2
    if family == "quart": return 8 * x ** 4 if x < 0.5 else 1 - (-2 * x + 2) ** 4 / 2
    if family == "quint": return 16 * x ** 5 if x < 0.5 else 1 - (-2 * x + 2) ** 5 / 2
    if family == "sine": return -(math.cos(math.pi * x) - 1) / 2
    if family == "expo":
        if x == 0 or x == 1: return x
        return 2 ** (20 * x - 10) / 2 if x < 0.5 else (2 - 2 ** (-20 * x + 10)) / 2
    if family == "circ":
        return (1 - math.sqrt(1 - (2 * x) ** 2)) / 2 if x < 0.5 else (math.sqrt(1 - (-2 * x + 2) ** 2) + 1) / 2
    if family == "back":
        c2 = 1.70158 * 1.525
        if x < 0.5:
            return ((2 * x) ** 2 * ((c2 + 1) * 2 * x - c2)) / 2
        return ((2 * x - 2) ** 2 * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
    if family == "elastic":
        if x == 0 or x == 1: return x
        c5 = (2 * math.pi) / 4.5
        if x < 0.5:
            return -(2 ** (20 * x - 10) * math.sin((20 * x - 11.125) * c5)) / 2
        return (2 ** (-20 * x + 10) * math.sin((20 * x - 11.125) * c5)) / 2 + 1
    if family == "bounce":
        return (1 - bounce_out(1 - 2 * x)) / 2 if x < 0.5 else (1 + bounce_out(2 * x - 1)) / 2
    raise ValueError(family)


def penner_progress(family, mode, x):
    if mode == "in": return penner_in(family, x)
    if mode == "out": return penner_out(family, x)
    if mode == "inOut": return penner_in_out(family, x)
    if mode == "outIn":
        return penner_out(family, 2 * x) / 2 if x < 0.5 else 0.5 + penner_in(family, 2 * x - 1) / 2
    raise ValueError(mode)


# --- steps (CSS Easing Functions Level 1) --------------------------------------------------

def steps_progress(count, position, x):
    step = math.floor(x * count)
    if position in ("jumpStart", "jumpBoth"):
        step += 1
    jumps = {"jumpStart": count, "jumpEnd": count, "jumpNone": count - 1, "jumpBoth": count + 1}[position]
    step = min(max(step, 0), jumps)
    return step / jumps


# --- tracks --------------------------------------------------------------------------------

def timing_progress(timing, f):
    if f <= 0: return 0.0
    if f >= 1: return 1.0
    kind = timing["type"]
    if kind == "linear": return f
    if kind == "cubicBezier": return bezier_progress(timing["controlPoints"], f)
    if kind == "penner": return penner_progress(timing["family"], timing["mode"], f)
    if kind == "steps": return steps_progress(timing["count"], timing["position"], f)
    if kind == "spring": return spring_progress(timing, f)
    raise ValueError(kind)


def curve_value(track, t):
    delay, duration = track["delay"], track["duration"]
    if duration <= 0:
        p = 1.0 if t >= delay else 0.0
    else:
        u = (t - delay) / duration
        if u <= 0:
            p = 0.0
        elif (1 - u) * duration < 1e-9:  # within a nanosecond of the end is the end
            p = 1.0
        else:
            p = timing_progress(track["timing"], u)
    value = track["from"] * (1 - p) + track["to"] * p
    if "range" in track:
        low, high = track["range"]
        value = min(max(value, low), high)
    return value


# --- comparison ----------------------------------------------------------------------------

def evaluate(spec, trace, agreement, samples=None):
    times = spec["times"]
    if len(trace) != len(times):
        raise SystemExit(f"the trace has {len(trace)} frames, the spec {len(times)} times")
    for k, frame in enumerate(trace):
        if abs(frame["t"] - times[k]) > 1e-12:
            raise SystemExit(f"frame {k}: the trace's time {frame['t']} is not the spec's {times[k]}")
    tracks = {(track["view"], track["property"]): track for track in spec["tracks"]}
    constants = {view["id"]: view["values"] for view in spec["views"]}
    result = {"frames": len(times), "curveTracks": 0, "sampledTracks": 0, "curveComparisons": 0,
              "otherComparisons": 0, "largestCurveDifference": 0.0, "largestCurveRelative": 0.0,
              "largestOtherDifference": 0.0, "worst": None, "failures": []}
    result["curveTracks"] = sum(1 for t in spec["tracks"] if t["kind"] == "curve")
    result["sampledTracks"] = sum(1 for t in spec["tracks"] if t["kind"] == "sampled")
    for k, frame in enumerate(trace):
        for view_id, values in frame["views"].items():
            if values.get("hidden") or view_id not in constants:
                continue
            for prop, engine in values.items():
                if prop == "hidden" or not isinstance(engine, (int, float)):
                    continue
                track = tracks.get((view_id, prop))
                if track is not None and track["kind"] == "curve":
                    mine = curve_value(track, times[k])
                    if samples is not None:
                        samples.setdefault(f"{view_id}.{prop}", [None] * len(times))[k] = mine
                    difference = abs(mine - engine)
                    scale = max(1.0, abs(track["to"] - track["from"]))
                    result["curveComparisons"] += 1
                    if difference > result["largestCurveDifference"]:
                        result["largestCurveDifference"] = difference
                    if difference / scale > result["largestCurveRelative"]:
                        result["largestCurveRelative"] = difference / scale
                        result["worst"] = {"view": view_id, "property": prop, "time": times[k], "engine": engine, "evaluator": mine}
                    if not difference <= agreement:
                        result["failures"].append(f"{view_id}.{prop} at {times[k]}: evaluator {mine!r}, engine {engine!r}")
                    continue
                if track is not None:
                    mine = track["values"][k]
                    if samples is not None:
                        samples.setdefault(f"{view_id}.{prop}", [None] * len(times))[k] = mine
                    if mine is None:
                        result["failures"].append(f"{view_id}.{prop} at {times[k]}: drawn in the trace, null in the spec")
                        continue
                else:
                    mine = constants[view_id].get(prop, DEFAULTS.get(prop, 0.0))
                difference = abs(mine - engine)
                result["otherComparisons"] += 1
                result["largestOtherDifference"] = max(result["largestOtherDifference"], difference)
                if difference > 1e-12 * max(1.0, abs(engine)):
                    result["failures"].append(f"{view_id}.{prop} at {times[k]}: spec {mine!r}, engine {engine!r}")
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("spec")
    parser.add_argument("trace")
    parser.add_argument("--schema", default=DEFAULT_SCHEMA)
    parser.add_argument("--agreement", type=float, default=1e-9)
    parser.add_argument("--samples", help="also write the evaluator's value of every track at every frame time here, "
                        "as the samples `segue export --report-samples` overlays on its conformance report")
    args = parser.parse_args()
    try:
        with open(args.spec, encoding="utf-8") as handle:
            spec = json.load(handle)
        with open(args.schema, encoding="utf-8") as handle:
            schema = json.load(handle)
        with open(args.trace, encoding="utf-8") as handle:
            trace = [json.loads(line) for line in handle if line.strip()]
    except (OSError, ValueError) as error:
        print(f"export_spec_evaluator: {error}", file=sys.stderr)
        return 2
    try:
        jsonschema.validate(spec, schema)
    except jsonschema.ValidationError as error:
        print(f"export_spec_evaluator: {args.spec} does not validate: {error.message} at {list(error.absolute_path)}", file=sys.stderr)
        return 1
    samples = {} if args.samples else None
    result = evaluate(spec, trace, args.agreement, samples)
    if args.samples:
        with open(args.samples, "w", encoding="utf-8") as handle:
            json.dump({"player": "the spec evaluator", "target": "spec", "times": spec["times"], "values": samples}, handle)
    result["failures"] = result["failures"][:20]
    print(json.dumps(result))
    return 1 if result["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
