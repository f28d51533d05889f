#!/usr/bin/env python3
"""Reference values of SwiftUI's spring presets and of Spring.settlingDuration, computed outside
the engine in arbitrary precision (mpmath, 50 digits) from the closed form of the spring.

Facts from Apple's documentation (developer.apple.com, SwiftUI `Spring`) relied on:
  - `smooth(duration:extraBounce:)`, `snappy(duration:extraBounce:)`,
    `bouncy(duration:extraBounce:)` default to duration 0.5 and extraBounce 0; their base bounce
    is 0, 0.15 and 0.3, and extraBounce is added to it. `.smooth`, `.snappy`, `.bouncy` are the
    defaults.
  - `Spring(duration:bounce:)`: bounce 0 is critically damped, 1 undamped, −1…0 over-damped.
    With Apple's published conversion (`Spring(duration: 0.5, bounce: 0.3)` has stiffness
    157.9 and damping 17.6): mass 1, stiffness (2π/duration)², dampingRatio 1 − bounce;
    for a negative bounce dampingRatio = 1/(1 + bounce) (Segue's rule for the over-damped side,
    which Apple's text does not spell out).
  - `settlingDuration`: "uses a target of 1.0, an initialVelocity of 0, and an epsilon of 0.001";
    epsilon is "the threshold for how small all subsequent values need to be before the spring
    is considered to have settled". Read here as: the last time t at which |x(t) − 1| = 0.001,
    x(0) = 0, x'(0) = 0 (after it |x − 1| < 0.001 for ever). Apple calls it "estimated" and does
    not publish its method, nor whether velocity also counts.

Also measured: Core Animation's published figures for CASpringAnimation (mass 1, stiffness 100,
damping 5: "approximately 2.85 seconds"; damping 15: "just over 1 second") against the same
definition, and the epsilon each figure would need.

Output: Tests/references/spring_presets.json, read by SpringPresetReferenceTests.

    python3 Tests/references/spring_presets.py
"""
import json
import os
from mpmath import mp, mpf, pi, sqrt, exp, cos, sin, log, floor

mp.dps = 50
EPS = mpf("0.001")
BASE = {"smooth": "0", "snappy": "0.15", "bouncy": "0.3"}
DURATIONS = ["0.25", "0.5", "1"]
EXTRAS = ["-0.2", "0", "0.1", "0.4"]
SAMPLE_SHARES = ["0.1", "0.25", "0.5", "1", "1.5"]


def motion(omega0, zeta):
    """u(t) = x(t) − 1 for x(0) = 0, x'(0) = 0."""
    if zeta < 1:
        a = zeta * omega0
        wd = omega0 * sqrt(1 - zeta * zeta)
        return lambda t: -exp(-a * t) * (cos(wd * t) + (a / wd) * sin(wd * t))
    if zeta == 1:
        return lambda t: -(1 + omega0 * t) * exp(-omega0 * t)
    s = sqrt(zeta * zeta - 1)
    r1, r2 = -omega0 * (zeta - s), -omega0 * (zeta + s)
    return lambda t: (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r1 - r2)


def bisect(f, lo, hi, iterations=400):
    """A root of f in [lo, hi] where f(lo) and f(hi) differ in sign (or one is 0)."""
    flo = f(lo)
    for _ in range(iterations):
        mid = (lo + hi) / 2
        fm = f(mid)
        if fm == 0:
            return mid
        if (fm > 0) == (flo > 0):
            lo, flo = mid, fm
        else:
            hi = mid
    return (lo + hi) / 2


def settling(omega0, zeta, eps=EPS):
    """The last t with |u(t)| = eps: after it |u| < eps for ever."""
    u = motion(omega0, zeta)
    g = lambda t: abs(u(t)) - eps
    if zeta < 1:
        a = zeta * omega0
        wd = omega0 * sqrt(1 - zeta * zeta)
        # |u| peaks at t_k = kπ/wd with |u(t_k)| = e^{−a·t_k}; the last peak at or above eps:
        k = floor(log(1 / eps) * wd / (a * pi))
        tk, tnext = k * pi / wd, (k + 1) * pi / wd
        zero = bisect(u, tk, tnext)          # u has one zero between consecutive peaks
        return bisect(g, tk, zero)
    hi = mpf(1)
    while g(hi) > 0:
        hi *= 2
    return bisect(g, mpf(0), hi)


def spring(duration, bounce):
    omega0 = 2 * pi / duration
    zeta = 1 - bounce if bounce >= 0 else 1 / (1 + bounce)
    return omega0, zeta


def num(x):
    return float(x)


def main():
    cases = []
    for preset, base in BASE.items():
        for d in DURATIONS:
            for e in EXTRAS:
                duration, extra = mpf(d), mpf(e)
                # The bounce as Double arithmetic forms it (base + extraBounce), so the test
                # compares the same spring.
                bounce = mpf(float(base) + float(e))
                omega0, zeta = spring(duration, bounce)
                u = motion(omega0, zeta)
                cases.append({
                    "preset": preset, "duration": num(duration), "extraBounce": num(extra),
                    "bounce": num(bounce), "dampingRatio": num(zeta),
                    "stiffness": num(omega0 * omega0), "damping": num(2 * zeta * omega0),
                    "settlingDuration": num(settling(omega0, zeta)),
                    "samples": [{"t": num(mpf(s) * duration), "x": num(1 + u(mpf(s) * duration))}
                                for s in SAMPLE_SHARES],
                })
    published = []
    for damping, figure, words in [(5, 2.85, "approximately 2.85 seconds"), (15, 1.0, "just over 1 second")]:
        omega0, zeta = mpf(10), mpf(damping) / 20
        ours = settling(omega0, zeta)
        # The epsilon whose settling time is Apple's figure (|u| at that time's last peak span).
        needed = bisect(lambda eps: settling(omega0, zeta, eps) - mpf(figure), mpf("1e-6"), mpf("0.1"), 200)
        published.append({"mass": 1, "stiffness": 100, "damping": damping, "apple": words,
                          "appleSeconds": figure, "settlingDuration": num(ours),
                          "epsilonForAppleFigure": num(needed)})
    out = {
        "about": "SwiftUI spring presets (smooth/snappy/bouncy with duration and extraBounce) and "
                 "settlingDuration (target 1, initial velocity 0, epsilon 0.001: the last time "
                 "|x - 1| = 0.001), mpmath at 50 digits. Made by Tests/references/spring_presets.py.",
        "epsilon": 0.001,
        "cases": cases,
        "coreAnimationPublished": published,
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "spring_presets.json")
    with open(path, "w") as f:
        f.write('{\n "about": %s,\n "epsilon": 0.001,\n "cases": [\n' % json.dumps(out["about"]))
        f.write(",\n".join("  " + json.dumps(c) for c in cases))
        f.write('\n ],\n "coreAnimationPublished": [\n')
        f.write(",\n".join("  " + json.dumps(p) for p in published))
        f.write("\n ]\n}\n")


if __name__ == "__main__":
    main()
