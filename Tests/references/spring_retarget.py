#!/usr/bin/env python3
"""Reference motion of a spring given a new target mid-flight, computed outside the engine from
the physics SwiftUI names ("each animation will be replaced by their successor, preserving
velocity from one animation to the next"): a property animated by the spring
m·x″ + c·x′ + k·(x − A) = 0 from x(0) = 0, x′(0) = 0 towards A is, from the moment t₁ it is
retargeted to B, the solution of m·x″ + c·x′ + k·(x − B) = 0 with the position and velocity it
had at t₁. Both are solved exactly with mpmath's matrix exponential at 40 digits:
(x − T, x′)(t) = exp(t·[[0, 1], [−k/m, −c/m]])·(x − T, x′)(0).

Springs are SwiftUI's Spring(duration:bounce:) (m = 1, k = (2π/duration)², c = 4π·ζ/duration,
ζ = 1 − bounce, or 1/(1 + bounce) for a negative bounce). Output:
Tests/references/spring_retarget.json, read by SpringRetargetReferenceTests.

    python3 Tests/references/spring_retarget.py
"""
import json
import os
import mpmath as mp

mp.mp.dps = 40

CASES = [
    # (duration, bounce, A, retargeted at (s), B)
    ("0.5", "0", "300", "0.1", "-120"),
    ("0.5", "0.3", "300", "0.15", "500"),
    ("0.4", "-0.3", "-200", "0.05", "150"),
    ("0.8", "0.6", "100", "0.3", "100.5"),
    ("0.3", "0.15", "250", "0.02", "0"),
]
AFTER = ["0.001", "0.01", "0.03", "0.06", "0.1", "0.15"]


def spring(duration, bounce):
    d, b = mp.mpf(duration), mp.mpf(bounce)
    zeta = 1 - b if b >= 0 else 1 / (1 + b)
    k = (2 * mp.pi / d) ** 2
    c = 4 * mp.pi * zeta / d
    return k, c


def motion(k, c, offset, velocity, t):
    """(x − target, x′) after t seconds from (offset, velocity)."""
    m = mp.expm(mp.matrix([[0, 1], [-k, -c]]) * t)
    state = m * mp.matrix([offset, velocity])
    return state[0], state[1]


def main():
    cases = []
    for duration, bounce, a, t1, b in CASES:
        k, c = spring(duration, bounce)
        A, B, T1 = mp.mpf(a), mp.mpf(b), mp.mpf(t1)
        off, vel = motion(k, c, -A, mp.mpf(0), T1)
        x1 = A + off
        samples = []
        for after in AFTER:
            o, v = motion(k, c, x1 - B, vel, mp.mpf(after))
            samples.append({"after": float(after), "x": float(B + o), "velocity": float(v)})
        cases.append({"duration": float(duration), "bounce": float(bounce), "from": 0.0, "to": float(A),
                      "retargetedAt": float(T1), "newTarget": float(B), "x": float(x1), "velocity": float(vel),
                      "samples": samples})
    out = {"about": "A spring retargeted mid-flight continues as the spring towards the new target from the "
                    "position and velocity it had (SwiftUI's rule), exact to 40 digits with mpmath's matrix "
                    "exponential. Made by Tests/references/spring_retarget.py.",
           "cases": cases}
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "spring_retarget.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
