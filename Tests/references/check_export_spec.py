#!/usr/bin/env python3
"""Exports examples to the spec hand-off with `segue export --format spec`, plays each spec in
the independent evaluator (export_spec_evaluator.py) against the engine's trace of the same
take (`segue run --format jsonl`), and checks that a value changed in an exported JSON makes
both the evaluator's error and `segue export --measure`'s printed error grow.

Usage: check_export_spec.py SEGUE [EXAMPLE.lua …]   (prints one line of figures per example)
"""

import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EVALUATOR = os.path.join(HERE, "export_spec_evaluator.py")
DEFAULT_EXAMPLES = ["examples/navigation_push.lua", "examples/tab_slide.lua", "examples/panel.lua", "examples/cube.lua",
                    "examples/modal_cover.lua", "examples/spring_sheet.lua", "examples/bubble.lua", "examples/dive_deeper.lua",
                    "examples/connect_the_dots.lua", "examples/snapchat_swipe.lua",
                    # Every named curve the evaluator implements, each in a keyframe window.
                    "Tests/Fixtures/export/every_timing.lua --request present"]


def run(arguments, **kwargs):
    return subprocess.run(arguments, capture_output=True, text=True, **kwargs)


def printed_points(stdout):
    match = re.search(r"error: points ([0-9.e+-]+|none)", stdout)
    if not match:
        raise SystemExit(f"no error line in: {stdout!r}")
    return 0.0 if match.group(1) == "none" else float(match.group(1))


def export(segue, example, folder):
    example, *extra = example.split()
    name = os.path.splitext(os.path.basename(example))[0]
    spec = os.path.join(folder, name + ".spec.json")
    result = run([segue, "export", example, "--format", "spec", "--output", spec] + extra)
    if result.returncode != 0:
        raise SystemExit(f"segue export {example}: exit {result.returncode}: {result.stdout}{result.stderr}")
    trace = os.path.join(folder, name + ".jsonl")
    with open(trace, "w", encoding="utf-8") as handle:
        traced = subprocess.run([segue, "run", example, "--format", "jsonl"] + extra, stdout=handle, stderr=subprocess.PIPE, text=True)
    if traced.returncode != 0:
        raise SystemExit(f"segue run {example}: {traced.stderr}")
    if not os.path.exists(os.path.join(folder, name + ".spec.html")):
        raise SystemExit(f"{example}: no sheet beside the spec")
    return spec, trace, result.stdout


def evaluate(spec, trace):
    result = run([sys.executable, EVALUATOR, spec, trace])
    if result.returncode not in (0, 1) or not result.stdout.strip():
        raise SystemExit(f"evaluator: exit {result.returncode}: {result.stderr}")
    return result.returncode, json.loads(result.stdout)


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    segue = sys.argv[1]
    examples = sys.argv[2:] or DEFAULT_EXAMPLES
    with tempfile.TemporaryDirectory(prefix="segue-export-") as folder:
        for example in examples:
            spec, trace, printed = export(segue, example, folder)
            status, found = evaluate(spec, trace)
            if status != 0:
                raise SystemExit(f"{example}: the evaluator disagrees with the engine: {found['failures'][:3]}")
            if found["curveComparisons"] + found["otherComparisons"] == 0:
                raise SystemExit(f"{example}: nothing compared")
            print(f"{example}: {os.path.getsize(spec)} bytes of spec, {found['curveTracks']} named curves, "
                  f"{found['sampledTracks']} sampled tracks; evaluator largest difference on named curves "
                  f"{found['largestCurveDifference']:.3g} ({found['curveComparisons']} comparisons), elsewhere "
                  f"{found['largestOtherDifference']:.3g}; segue's printed error: {printed.splitlines()[1]}")
        # A value changed in an exported JSON: the evaluator and segue's measure both see it.
        example = "examples/modal_cover.lua"
        spec, trace, printed = export(segue, example, folder)
        before = printed_points(printed)
        with open(spec, encoding="utf-8") as handle:
            document = json.load(handle)
        curve = next(track for track in document["tracks"] if track["kind"] == "curve")
        curve["to"] += 3
        changed = os.path.join(folder, "changed.spec.json")
        with open(changed, "w", encoding="utf-8") as handle:
            json.dump(document, handle)
        status, found = evaluate(changed, trace)
        if status != 1 or not found["largestCurveDifference"] >= 2.9:
            raise SystemExit(f"the evaluator did not see the change: {found}")
        measured = run([segue, "export", example, "--format", "spec", "--measure", changed])
        after = printed_points(measured.stdout)
        if measured.returncode != 1 or not after >= 2.9 or not after > before:
            raise SystemExit(f"segue export --measure did not see the change: exit {measured.returncode}, {measured.stdout}{measured.stderr}")
        print(f"a curve's end moved 3 pt in {os.path.basename(spec)}: evaluator {found['largestCurveDifference']:.6g} pt, "
              f"segue --measure {after:.6g} pt (before {before:.3g}), both failing")


if __name__ == "__main__":
    main()
