#!/usr/bin/env python3
"""Reference values of keyframe tracks of SwiftUI's four kinds (LinearKeyframe, CubicKeyframe,
SpringKeyframe, MoveKeyframe), computed outside the engine in arbitrary precision (mpmath, 50
digits), each keyframe's motion written out from first principles:

  - linear: from + (to - from) * c(s), s = elapsed / duration, c the timing curve (linear, or a
    cubic Bezier solved for its x to 50 digits); its velocity (to - from) * c'(s) / duration;
  - cubic: the cubic Hermite polynomial in time from (from, v0) to (to, v1);
  - spring: the damped oscillator m x'' + c x' + k (x - to) = 0 with x(0) = from, x'(0) = v0,
    solved in closed form for the given initial conditions (under-, critically and
    over-damped), mass 1, stiffness (2 pi / duration)^2, damping ratio 1 - bounce (bounce >= 0)
    or 1 / (1 + bounce) (bounce < 0): Apple's published conversion for Spring(duration:bounce:);
  - move: a jump, at rest after it.

Facts from Apple's documentation (developer.apple.com, SwiftUI) relied on: a CubicKeyframe
without a start or end velocity "maintains smooth motion"; "adjacent cubic keyframes result in
a Catmull-Rom spline"; after another kind of keyframe a cubic starts with "the end velocity of
the segment defined by the previous keyframe", and before another kind it ends with "the
initial velocity of the next segment"; a SpringKeyframe's startVelocity is, when nil,
"automatically computed to maintain smooth motion" (the incoming velocity) and its duration,
when nil, is "the settling duration of the spring" (target 1, velocity 0, epsilon 0.001,
settling() of spring_presets.py); MoveKeyframe "immediately moves to the given value without
interpolating". Segue's documented choices where Apple says nothing (docs/lua-api.md, "Keyframe
tracks"): the track starts at rest and a cubic ending the track, or before a move, ends at rest;
a spring cut short by its duration hands on where it is and how fast it moves; a spring timed by
its settling duration folds its last 0.1 % in as (t/d)^2, landing on its value.

Output: Tests/references/keyframe_tracks.json, read by KeyframeTrackReferenceTests.

    python3 Tests/references/keyframe_tracks.py
"""
import json
import os
import sys

from mpmath import mp, mpf, pi, sqrt, exp, cos, sin, cosh, sinh

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from spring_presets import settling  # noqa: E402  (Apple's settlingDuration, 50 digits)

mp.dps = 50


def bezier_curve(x1, y1, x2, y2):
    x1, y1, x2, y2 = mpf(x1), mpf(y1), mpf(x2), mpf(y2)
    bx = lambda t: 3 * (1 - t) ** 2 * t * x1 + 3 * (1 - t) * t * t * x2 + t ** 3
    by = lambda t: 3 * (1 - t) ** 2 * t * y1 + 3 * (1 - t) * t * t * y2 + t ** 3
    dx = lambda t: 3 * (1 - t) ** 2 * x1 + 6 * (1 - t) * t * (x2 - x1) + 3 * t * t * (1 - x2)
    dy = lambda t: 3 * (1 - t) ** 2 * y1 + 6 * (1 - t) * t * (y2 - y1) + 3 * t * t * (1 - y2)

    def solve(s):
        lo, hi = mpf(0), mpf(1)
        for _ in range(200):
            mid = (lo + hi) / 2
            if bx(mid) < s:
                lo = mid
            else:
                hi = mid
        return (lo + hi) / 2

    def value(s):
        return by(solve(s))

    def slope(s):
        t = solve(s)
        return dy(t) / dx(t)
    return value, slope


LINEAR = (lambda s: s, lambda s: mpf(1))


def spring_motion(frm, to, v0, duration, bounce):
    """x(t) with x(0) = frm, x'(0) = v0 towards `to`, and x'(t)."""
    w0 = 2 * pi / duration
    zeta = 1 - bounce if bounce >= 0 else 1 / (1 + bounce)
    p, q = frm - to, v0
    a = zeta * w0
    if zeta < 1:
        wd = w0 * sqrt(1 - zeta * zeta)
        c1, c2 = p, (q + a * p) / wd
        x = lambda t: to + exp(-a * t) * (c1 * cos(wd * t) + c2 * sin(wd * t))
        v = lambda t: exp(-a * t) * ((-a * c1 + wd * c2) * cos(wd * t) + (-a * c2 - wd * c1) * sin(wd * t))
    elif zeta == 1:
        c1, c2 = p, q + a * p
        x = lambda t: to + exp(-a * t) * (c1 + c2 * t)
        v = lambda t: exp(-a * t) * (c2 - a * (c1 + c2 * t))
    else:
        mu = w0 * sqrt(zeta * zeta - 1)
        c1, c2 = p, (q + a * p) / mu
        x = lambda t: to + exp(-a * t) * (c1 * cosh(mu * t) + c2 * sinh(mu * t))
        v = lambda t: exp(-a * t) * ((-a * c1 + mu * c2) * cosh(mu * t) + (-a * c2 + mu * c1) * sinh(mu * t))
    return x, v, w0, zeta


def spring_settling(duration, bounce):
    w0 = 2 * pi / duration
    zeta = 1 - bounce if bounce >= 0 else 1 / (1 + bounce)
    return settling(w0, zeta)


def keyframe_duration(k):
    if k["kind"] == "move":
        return mpf(0)
    if k["kind"] == "spring" and k.get("duration") is None:
        return spring_settling(mpf(k["spring"]["duration"]), mpf(k["spring"]["bounce"]))
    return mpf(k["duration"])


def curve_of(k):
    c = k.get("curve")
    return LINEAR if c is None else bezier_curve(*c)


def cubic_end_velocity(k, frm, nxt):
    if k.get("endVelocity") is not None:
        return mpf(k["endVelocity"])
    if nxt is None or nxt["kind"] == "move":
        return mpf(0)
    to, d = mpf(k["to"]), mpf(k["duration"])
    if nxt["kind"] == "linear":
        return (mpf(nxt["to"]) - to) * curve_of(nxt)[1](mpf(0)) / mpf(nxt["duration"])
    if nxt.get("startVelocity") is not None:
        return mpf(nxt["startVelocity"])
    # Catmull-Rom: the slope from this keyframe's start value to the next one's value.
    return (mpf(nxt["to"]) - frm) / (d + keyframe_duration(nxt))


def build(initial, keyframes):
    """Each keyframe as (start, duration, value(t), velocity(t), end value)."""
    segments = []
    time, value, velocity = mpf(0), mpf(initial), mpf(0)
    for i, k in enumerate(keyframes):
        nxt = keyframes[i + 1] if i + 1 < len(keyframes) else None
        to, d, frm = mpf(k["to"]), keyframe_duration(k), value
        if k["kind"] == "move":
            f, fv, end, endv = (lambda t, to=to: to), (lambda t: mpf(0)), to, mpf(0)
        elif k["kind"] == "linear":
            c, dc = curve_of(k)
            f = lambda t, frm=frm, to=to, d=d, c=c: frm + (to - frm) * c(t / d)
            fv = lambda t, frm=frm, to=to, d=d, dc=dc: (to - frm) * dc(t / d) / d
            end, endv = to, fv(d)
        elif k["kind"] == "cubic":
            v0 = mpf(k["startVelocity"]) if k.get("startVelocity") is not None else velocity
            v1 = cubic_end_velocity(k, frm, nxt)

            def f(t, frm=frm, to=to, d=d, v0=v0, v1=v1):
                s = t / d
                return ((2 * s**3 - 3 * s**2 + 1) * frm + (s**3 - 2 * s**2 + s) * d * v0
                        + (-2 * s**3 + 3 * s**2) * to + (s**3 - s**2) * d * v1)

            def fv(t, frm=frm, to=to, d=d, v0=v0, v1=v1):
                s = t / d
                return ((6 * s**2 - 6 * s) * frm / d + (3 * s**2 - 4 * s + 1) * v0
                        + (-6 * s**2 + 6 * s) * to / d + (3 * s**2 - 2 * s) * v1)
            end, endv = to, v1
        else:
            v0 = mpf(k["startVelocity"]) if k.get("startVelocity") is not None else velocity
            x, xv, _, _ = spring_motion(frm, to, v0, mpf(k["spring"]["duration"]), mpf(k["spring"]["bounce"]))
            if k.get("duration") is None:
                r = to - x(d)
                f = lambda t, x=x, r=r, d=d: x(t) + (t / d) ** 2 * r
                fv = lambda t, xv=xv, r=r, d=d: xv(t) + 2 * t / d**2 * r
                end = to
            else:
                f, fv = x, xv
                end = x(d)
            endv = fv(d)
        segments.append((time, d, f, fv, end))
        time, value, velocity = time + d, end, endv
    return segments, time


def evaluate(initial, segments, t):
    """(value, velocity) at t: the last keyframe starting at or before t plays."""
    chosen = None
    for seg in segments:
        if seg[0] <= t:
            chosen = seg
    if chosen is None:
        return mpf(initial), mpf(0)
    start, d, f, fv, end = chosen
    local = t - start
    if local >= d:
        return end, mpf(0)
    return f(local), fv(local)


TRACKS = [
    {"name": "all four kinds", "initial": 0, "keyframes": [
        {"kind": "linear", "to": 100, "duration": 0.3},
        {"kind": "cubic", "to": 40, "duration": 0.25},
        {"kind": "spring", "to": 0, "spring": {"duration": 0.5, "bounce": 0.3}},
        {"kind": "move", "to": 20},
        {"kind": "cubic", "to": 60, "duration": 0.4}]},
    {"name": "Apple's KeyframeTimeline example (adjacent cubics)", "initial": 0, "keyframes": [
        {"kind": "cubic", "to": 100, "duration": 0.3},
        {"kind": "cubic", "to": 0, "duration": 0.7}]},
    {"name": "Apple's scale track (three cubics)", "initial": 1, "keyframes": [
        {"kind": "cubic", "to": 1.2, "duration": 0.5},
        {"kind": "cubic", "to": 0.9, "duration": 0.2},
        {"kind": "cubic", "to": 1.0, "duration": 0.3}]},
    {"name": "a spring cut short carries on", "initial": 0, "keyframes": [
        {"kind": "spring", "to": 100, "duration": 0.15, "spring": {"duration": 0.5, "bounce": 0.3}},
        {"kind": "cubic", "to": 50, "duration": 0.3},
        {"kind": "spring", "to": 0, "startVelocity": -200, "spring": {"duration": 0.4, "bounce": -0.3}}]},
    {"name": "a Bezier linear hands its end slope on", "initial": 0, "keyframes": [
        {"kind": "linear", "to": 80, "duration": 0.5, "curve": [0.3, 0, 0.8, 0.6]},
        {"kind": "spring", "to": 20, "spring": {"duration": 0.3, "bounce": 0}},
        {"kind": "cubic", "to": 0, "duration": 0.3, "endVelocity": -50},
        {"kind": "linear", "to": 10, "duration": 0.2}]},
    {"name": "given velocities", "initial": 0, "keyframes": [
        {"kind": "cubic", "to": 30, "duration": 0.2, "startVelocity": 500},
        {"kind": "spring", "to": -10, "duration": 0.6, "startVelocity": 0, "spring": {"duration": 0.35, "bounce": 0.5}},
        {"kind": "cubic", "to": 0, "duration": 0.25}]},
    {"name": "a spring kicked where it rests", "initial": 10, "keyframes": [
        {"kind": "cubic", "to": 10, "duration": 0.2, "startVelocity": 0, "endVelocity": 300},
        {"kind": "spring", "to": 10, "duration": 0.6, "spring": {"duration": 0.3, "bounce": 0.5}},
        {"kind": "move", "to": 0},
        {"kind": "linear", "to": 5, "duration": 0.1}]},
]


def main():
    out_tracks = []
    for track in TRACKS:
        segments, duration = build(track["initial"], track["keyframes"])
        times = set()
        n = 48
        for i in range(n + 1):
            times.add(duration * mpf(i) / n)
        for seg in segments:
            for share in ["0.001", "0.25", "0.5", "0.75", "0.999"]:
                if seg[1] > 0:
                    times.add(seg[0] + seg[1] * mpf(share))
        times.add(duration + mpf("0.1"))
        samples = []
        for t in sorted(times):
            t = mpf(float(t))   # the time as the test will give it, a double
            x, v = evaluate(track["initial"], segments, t)
            samples.append({"t": float(t), "value": float(x), "velocity": float(v)})
        out_tracks.append({"name": track["name"], "initial": track["initial"], "keyframes": track["keyframes"],
                           "duration": float(duration), "samples": samples})
    about = ("Keyframe tracks of SwiftUI's four kinds (linear, cubic, spring, move) with velocity handed across "
             "kinds: values and velocities from first principles in mpmath at 50 digits. Made by "
             "Tests/references/keyframe_tracks.py.")
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "keyframe_tracks.json")
    with open(path, "w") as f:
        f.write('{\n "about": %s,\n "tracks": [\n' % json.dumps(about))
        f.write(",\n".join("  " + json.dumps(t) for t in out_tracks))
        f.write("\n ]\n}\n")


if __name__ == "__main__":
    main()
