#!/usr/bin/env python3
"""Reference values of `segue.phases` (SwiftUI's PhaseAnimator) with no `animation` given: each
phase is reached by SwiftUI's default animation, computed outside the engine in arbitrary
precision (mpmath, 50 digits) from the published formula of the spring.

Facts from Apple's documentation (developer.apple.com, SwiftUI) relied on:
  - `PhaseAnimator` / `phaseAnimator(_:trigger:content:animation:)`: the animation closure
    defaults to `{ _ in .default }`.
  - `Animation.default` is, since iOS 17, a spring of response 0.55 s and damping fraction 1
    (`Spring(response: 0.55, dampingRatio: 1)`); before iOS 17 it was easeInOut over 0.35 s,
    which `segue.phases` used until this change.
  - `Spring(response:dampingRatio:)`: mass 1, stiffness (2 pi / response)^2, damping
    4 pi dampingRatio / response. At damping ratio 1 the motion towards `to` from x(0) = from,
    x'(0) = v0 is x(t) = to + e^(-w t) ((from - to) + (v0 + w (from - to)) t), w = 2 pi / response.
  - A spring without a duration lasts its `settlingDuration` (target 1, velocity 0, epsilon
    0.001; `settling()` of spring_presets.py), and hands its velocity to what follows.
Segue's documented choices where Apple says nothing (docs/lua-api.md, "Keyframe tracks"): a spring
timed by its settling duration folds its last 0.1 % in as (t/d)^2, landing on its value; a spring
cut short by a `duration` hands on where it is and how fast it moves; a phase with
`animation = false` jumps (a move keyframe, at rest after it).

Also measured: the largest difference between the old default (easeInOut over 0.35 s) and the
new one over a change of 1, the figure docs/lua-api.md gives.

Output: Tests/references/phases_default.json, read by PhasesDefaultReferenceTests.

    python3 Tests/references/phases_default.py
"""
import json
import os
import sys

from mpmath import mp, mpf, pi, exp

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from spring_presets import settling  # noqa: E402  (Apple's settlingDuration, 50 digits)
from keyframe_tracks import bezier_curve  # noqa: E402  (a cubic Bezier timing solved to 50 digits)

mp.dps = 50
RESPONSE = mpf("0.55")
OMEGA = 2 * pi / RESPONSE
SETTLING = settling(OMEGA, mpf(1))


def default_spring(frm, to, v0):
    """x(t), x'(t) of the critically damped spring of response 0.55 s."""
    p, q, w = frm - to, v0, OMEGA
    x = lambda t: to + exp(-w * t) * (p + (q + w * p) * t)
    v = lambda t: exp(-w * t) * (q - w * (q + w * p) * t)
    return x, v


def segment(kind, frm, to, v0, duration=None):
    """(seconds, value(t), velocity(t), end value, end velocity) of one phase's keyframe."""
    if kind == "move":
        return mpf(0), (lambda t: to), (lambda t: mpf(0)), to, mpf(0)
    if kind == "linear":
        d = mpf(duration)
        f = lambda t: frm + (to - frm) * t / d
        fv = lambda t: (to - frm) / d
        return d, f, fv, to, (to - frm) / d
    x, xv = default_spring(frm, to, v0)
    if duration is not None:
        d = mpf(duration)
        return d, x, xv, x(d), xv(d)
    d = SETTLING
    r = to - x(d)
    f = lambda t: x(t) + (t / d) ** 2 * r
    fv = lambda t: xv(t) + 2 * t / d ** 2 * r
    return d, f, fv, to, fv(d)


def track(phases, name, cycles):
    """One property's keyframes: a move to the first phase's value at 0, then each cycle through
    phases 2…n and back to the first, a phase without the property keeping it where it was."""
    current = mpf(phases[0][name])
    value, velocity, time = current, mpf(0), mpf(0)
    segments = []
    for _ in range(cycles):
        for i in list(range(1, len(phases))) + [0]:
            phase = phases[i]
            to = mpf(phase[name]) if name in phase else current
            kind = {None: "spring", False: "move"}.get(phase.get("animation"), phase.get("animation"))
            d, f, fv, end, endv = segment(kind, value, to, velocity, phase.get("duration"))
            segments.append((time, d, f, fv, end))
            time, value, velocity, current = time + d, end, endv, to
    return segments, time


def evaluate(initial, segments, t):
    """The value at t: the last keyframe starting at or before t plays; after its end, its end."""
    chosen = None
    for seg in segments:
        if seg[0] <= t:
            chosen = seg
    if chosen is None:
        return mpf(initial)
    start, d, f, fv, end = chosen
    local = t - start
    return end if local >= d else f(local)


CASES = [
    {"name": "three default phases, two cycles", "cycles": 2, "phases": [
        {"alpha": 0, "translationX": 0},
        {"alpha": 1, "translationX": 100},
        {"alpha": 0.3, "translationX": -40}]},
    {"name": "a default phase cut short by its duration, then a jump", "cycles": 1, "phases": [
        {"translationX": 0, "animation": False},
        {"translationX": 100, "duration": 0.3},
        {"translationX": 50, "animation": False}]},
    {"name": "a linear phase hands its speed to the default spring", "cycles": 1, "phases": [
        {"scaleX": 1},
        {"scaleX": 1.8, "animation": "linear", "duration": 0.2},
        {"scaleX": 1.2, "animation": False}]},
]


def old_default_difference():
    """The largest |spring(t) - easeInOut(t)| over a change of 0 → 1 from rest, and when."""
    ease, _ = bezier_curve("0.42", "0", "0.58", "1")
    x, _ = default_spring(mpf(0), mpf(1), mpf(0))
    best, when = mpf(0), mpf(0)
    n = 2000
    for i in range(n + 1):
        t = SETTLING * i / n
        old = ease(min(t / mpf("0.35"), mpf(1)))
        new = x(t) + (t / SETTLING) ** 2 * (1 - x(SETTLING))
        if abs(new - old) > best:
            best, when = abs(new - old), t
    return best, when


def main():
    out = []
    for case in CASES:
        phases, names = case["phases"], sorted({k for p in case["phases"] for k in p if k not in ("animation", "duration")})
        tracks = {name: track(phases, name, case["cycles"]) for name in names}
        duration = max(d for _, d in tracks.values())
        times = {duration * mpf(i) / 64 for i in range(65)}
        for segments, _ in tracks.values():
            for start, d, _, _, _ in segments:
                for share in ["0.001", "0.5", "0.999"]:
                    if d > 0:
                        times.add(start + d * mpf(share))
        times.add(duration + mpf("0.1"))
        samples = []
        for t in sorted(times):
            t = mpf(float(t))   # the time as the test gives it, a double
            samples.append({"t": float(t), "values": {
                name: float(evaluate(phases[0][name], tracks[name][0], t)) for name in names}})
        out.append({"name": case["name"], "phases": phases, "cycles": case["cycles"],
                    "duration": float(duration), "samples": samples})
    difference, when = old_default_difference()
    about = ("segue.phases with SwiftUI's default animation (Spring(response: 0.55, dampingRatio: 1)) where no "
             "animation is given: values from the published closed form in mpmath at 50 digits. Made by "
             "Tests/references/phases_default.py.")
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "phases_default.json")
    with open(path, "w") as f:
        f.write('{\n "about": %s,\n "settlingDuration": %s,\n' % (json.dumps(about), json.dumps(float(SETTLING))))
        f.write(' "oldDefaultLargestDifference": %s,\n "oldDefaultLargestDifferenceAt": %s,\n'
                % (json.dumps(float(difference)), json.dumps(float(when))))
        f.write(' "cases": [\n')
        f.write(",\n".join("  " + json.dumps(c) for c in out))
        f.write("\n ]\n}\n")


if __name__ == "__main__":
    main()
