#!/usr/bin/env python3
"""Reference timings of UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:),
computed outside the engine in exact rational arithmetic (fractions) from Apple's text:

    durationFactor: "A multiplying factor to apply to the animation's original duration. The
    value of this parameter is multiplied by the original duration value to obtain the new
    duration for the animations."  (developer.apple.com, UIViewPropertyAnimator)

so a linear animator of duration D paused at fraction f and continued with factor k covers the
rest of the way — to 1, or to 0 when reversed — in D·k seconds, whatever is left. Rows with
rule "remaining" are Segue's named alternative (continueAnimation(withTimingParameters:
remainingDurationFactor:), what the interactor's completionSpeed uses): |target − f|·D·k.

Each case: the animator's duration, the clock time it is paused at (it runs linearly from 0),
whether it is then reversed, the factor, the rule; the expected seconds of the continuation and
fractionComplete at a few moments after it (linear timing). Output:
Tests/references/continue_animation.json, read by ContinueAnimationReferenceTests.

    python3 Tests/references/continue_animation.py
"""
import json
import os
from fractions import Fraction as F

CASES = [
    # (duration, paused at (s), reversed, factor, rule)
    ("1", "0.4", False, "1", "original"),      # the case: 1 s, not 0.6 s
    ("1", "0.4", False, "0.5", "original"),
    ("2", "0.5", False, "0.25", "original"),
    ("0.5", "0.175", False, "0.6", "original"),  # tab_slide's spring factor, at 0.35
    ("0.3", "0.05", False, "2", "original"),    # panel_spec's case
    ("1", "0.4", True, "1", "original"),        # back to the start: still the whole second
    ("1.5", "0.9", True, "0.3", "original"),
    ("1", "0.4", False, "1", "remaining"),
    ("2", "0.5", False, "0.5", "remaining"),
    ("1", "0.4", True, "2", "remaining"),
]
SHARES = ["0.25", "0.5", "0.75"]


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
        "about": "continueAnimation(timing, durationFactor) timings from Apple's text (the factor "
                 "multiplies the animator's original duration), exact fractions; rows with rule "
                 "'remaining' are Segue's remainingDurationFactor alternative. Made by "
                 "Tests/references/continue_animation.py.",
        "cases": [],
    }
    for duration, paused, reversed_, factor, rule in CASES:
        d, tp, k = F(duration), F(paused), F(factor)
        f = tp / d
        target = F(0) if reversed_ else F(1)
        seconds = d * k if rule == "original" else abs(target - f) * d * k
        samples = []
        for share in SHARES:
            s = F(share)
            samples.append({"after": float(seconds * s), "fractionComplete": float(f + (target - f) * s)})
        out["cases"].append({
            "duration": float(d), "pausedAt": float(tp), "reversed": reversed_, "factor": float(k),
            "rule": rule, "seconds": float(seconds), "samples": samples,
        })
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "continue_animation.json")
    with open(path, "w") as f:
        write(out, f)


if __name__ == "__main__":
    main()
