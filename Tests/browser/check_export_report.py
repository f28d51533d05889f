#!/usr/bin/env python3
"""The conformance report of an export (`segue export … --report PATH`) in a real browser.

For examples/panel.lua: the spec is exported and replayed by the independent evaluator
(Tests/references/export_spec_evaluator.py --samples), the css page is opened in Debian's
Chromium and held at every frame (check_css_export.measure, which keeps what Chromium showed);
then `segue export --format css --report R.html --report-samples EVALUATOR --report-samples
CHROMIUM` writes the report, and Chromium opens it offline: no console error and no request,
one chart per view property that moves in `segue run --format jsonl` (counted here from the
trace, not from the page's data) and as many as the command printed, every chart drawing the
engine's curve and at least one target's, the players' curves where they sampled, the largest
error the command printed named on the page as printed, and the first divergence marked on a
chart when the tolerance is below what Lottie can write (1e-4 pt; it writes values to 1e-3).

Usage: check_export_report.py SEGUE
"""
import json
import os
import re
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

from check_css_export import measure
from offline_page import open_offline

CHROMIUM = os.environ.get("SEGUE_CHROMIUM", "/usr/bin/chromium")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "panel.lua")
EVALUATOR = os.path.join(ROOT, "Tests", "references", "export_spec_evaluator.py")


def fail(message):
    print(f"check_export_report: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def run(args, expect=(0,)):
    done = subprocess.run(args, capture_output=True, text=True, timeout=600)
    if done.returncode not in expect:
        fail(f"{' '.join(args)} exited {done.returncode}: {done.stdout}{done.stderr}")
    return done


def moving(frames):
    """The VIEW.PROPERTY names whose value moves among the frames that draw the view."""
    seen, moves = {}, set()
    for frame in frames:
        for vid, values in frame["views"].items():
            if values is None or values.get("hidden"):
                continue
            for prop, value in values.items():
                if prop == "hidden" or not isinstance(value, (int, float)):
                    continue
                key = f"{vid}.{prop}"
                if key not in seen:
                    seen[key] = value
                elif value != seen[key]:
                    moves.add(key)
    return moves


def open_report(browser, path):
    page, foreign, errors = open_offline(browser, path, viewport={"width": 1200, "height": 900})
    page.wait_for_function("document.querySelectorAll('.chart').length > 0", timeout=10000)
    return page, foreign, errors


def main():
    segue = sys.argv[1]
    with tempfile.TemporaryDirectory(prefix="segue-export-report-") as folder, sync_playwright() as playwright:
        trace_path = os.path.join(folder, "panel.jsonl")
        with open(trace_path, "w") as handle:
            handle.write(run([segue, "run", EXAMPLE, "--format", "jsonl"]).stdout)
        with open(trace_path) as handle:
            frames = [json.loads(line) for line in handle if line.strip()]
        # The evaluator's values.
        spec = os.path.join(folder, "panel.spec.json")
        run([segue, "export", EXAMPLE, "--format", "spec", "--output", spec])
        evaluator = os.path.join(folder, "evaluator.json")
        run([sys.executable, EVALUATOR, spec, trace_path, "--samples", evaluator])
        # Chromium's values.
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        css = os.path.join(folder, "panel.html")
        run([segue, "export", EXAMPLE, "--format", "css", "--output", css])
        page, _, _ = open_offline(browser, css, viewport={"width": 800, "height": 900})
        samples = {}
        measure(page, frames, samples)
        page.context.close()
        chromium = os.path.join(folder, "chromium.json")
        with open(chromium, "w") as handle:
            json.dump({"player": "Chromium", "target": "css", "times": [f["t"] for f in frames], "values": samples}, handle)
        # The report.
        report = os.path.join(folder, "panel.report.html")
        done = run([segue, "export", EXAMPLE, "--format", "css", "--output", css, "--report", report,
                    "--report-samples", evaluator, "--report-samples", chromium])
        printed = re.search(r"^error: points (\S+) \(([^ ]+) at (\S+) s\)", done.stdout, re.M)
        counted = re.search(r"^report: \S+ \((\d+) targets, (\d+) charts\)", done.stdout, re.M)
        if not printed or not counted:
            fail(f"the export did not print its error and its report's charts: {done.stdout}")
        largest_words = f"{printed.group(1)} pt ({printed.group(2)} at {printed.group(3)} s)"
        page, foreign, errors = open_report(browser, report)
        charts = page.eval_on_selector_all(".chart", """charts => charts.map(chart => ({
            name: chart.dataset.column,
            engine: chart.querySelector("path.engine").getAttribute("d"),
            targets: [...chart.querySelectorAll("path.target")].map(p => [p.querySelector("title").textContent, p.getAttribute("d")]),
        }))""")
        summary = page.inner_text("#targets")
        if errors or foreign:
            fail(f"the report logged errors {errors} or asked for {foreign}")
        names = {chart["name"] for chart in charts}
        if names != moving(frames):
            fail(f"the charts are not the moving properties: extra {sorted(names - moving(frames))}, "
                 f"missing {sorted(moving(frames) - names)}")
        if len(charts) != int(counted.group(2)):
            fail(f"the page draws {len(charts)} charts, the command printed {counted.group(2)}")
        for chart in charts:
            if not chart["engine"] or not any(d for _, d in chart["targets"]):
                fail(f"chart {chart['name']} does not draw the engine's curve and a target's: {chart}")
        printed_line = next((line for line in summary.split("\n") if "the error segue export printed" in line), "")
        if largest_words not in printed_line or not printed_line.startswith("━ css"):
            fail(f"the report does not name the printed largest error '{largest_words}' as css's: {summary}")
        players = {name for chart in charts for name, _ in chart["targets"]}
        for player in ("the spec evaluator · spec", "Chromium · css", "lottie", "spec"):
            if player not in players:
                fail(f"no chart overlays {player}: {sorted(players)}")
        y_chart = next((chart for chart in charts if chart["name"].endswith(".y") and
                        any(name == "Chromium · css" for name, _ in chart["targets"])), None)
        if y_chart is None:
            fail("Chromium's frame is not overlaid on any y chart")
        page.context.close()
        # A tolerance tighter than the fit: the first divergence is marked where the page says.
        # Lottie writes values to 1e-3, so no fit comes within 1e-4 pt: the export says so, exits
        # 1, and the report marks where the lottie curve first leaves the tolerance.
        tight = os.path.join(folder, "tight.report.html")
        lottie = os.path.join(folder, "panel.json")
        done = run([segue, "export", EXAMPLE, "--format", "lottie", "--output", lottie, "--report", tight,
                    "--tolerance", "0.0001"], expect=(1,))
        if "fit: the lottie export cannot come within the tolerance by fitting" not in done.stdout:
            fail(f"a tolerance below Lottie's written precision is not said: {done.stdout}")
        page, foreign, errors = open_report(browser, tight)
        firsts = page.eval_on_selector_all("line.first", "lines => lines.length")
        label = page.eval_on_selector_all("text.first-label", "labels => labels.map(l => l.textContent)")
        if errors or foreign or firsts == 0 or not any("lottie" in text for text in label):
            fail(f"a tolerance of 0.0001 pt marks no first divergence of lottie: {firsts} {label} {errors}")
        page.context.close()
        browser.close()
        print(f"check_export_report: panel's report draws {len(charts)} charts of {counted.group(1)} targets "
              f"(the evaluator and Chromium among them) and names the printed error {largest_words}; "
              f"at 0.0001 pt it marks {firsts} first divergences")


if __name__ == "__main__":
    main()
