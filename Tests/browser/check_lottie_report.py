#!/usr/bin/env python3
"""ThorVG's and rlottie's curves on the conformance report, in a real browser (called by
scripts/test-lottie).

For examples/panel.lua: `segue export --format lottie` is drawn by both players we did not
write, and what each showed of every view at every frame of the take is read back from the
player itself (Tests/consumers/lottie_player_samples.py: ThorVG's scenes by layer name, their
matrices, opacities, fills and paths; rlottie's render tree) into `--report-samples` files;
`segue export --report` overlays them. Debian's Chromium opens the report offline: no console
error or request, both players' series drawn on every chart (one per property that moves in
`segue run --format jsonl`), each player's largest error named in the summary, and it is the
error measured from the samples here, independently of the page.

Then the same with one keyframe of the export moved by 40 points (check_lottie.sabotaged):
both players' curves move at that frame by the 40 points, and the error the report shows for
each grows past 30 points — the report sees a wrong key through the players.

And for examples/navigation_push.lua, whose views slide by a translation the players only show
composed into where the view is drawn: the report names each property a player cannot read
back (`not read back: detailView.translationX — …`) in the summary and on its chart.

Usage: check_lottie_report.py SEGUE
"""
import json
import os
import re
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

from offline_page import open_offline

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "consumers"))
from check_lottie import sabotaged  # noqa: E402
from lottie_player_samples import samples  # noqa: E402

CHROMIUM = os.environ.get("SEGUE_CHROMIUM", "/usr/bin/chromium")
ROOT = os.path.dirname(os.path.dirname(HERE))
PLAYERS = ("ThorVG", "rlottie")


def fail(message):
    print(f"check_lottie_report: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def run(args, expect=(0,)):
    done = subprocess.run(args, capture_output=True, text=True, timeout=600)
    if done.returncode not in expect:
        fail(f"{' '.join(args)} exited {done.returncode}: {done.stdout}{done.stderr}")
    return done


def trace(segue, example):
    out = run([segue, "run", example, "--format", "jsonl"]).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def moving(frames):
    seen, moves = {}, set()
    for frame in frames:
        for vid, values in frame["views"].items():
            if values is None or values.get("hidden"):
                continue
            for prop, value in values.items():
                if prop == "hidden" or not isinstance(value, (int, float)):
                    continue
                if (vid, prop) not in seen:
                    seen[(vid, prop)] = value
                elif value != seen[(vid, prop)]:
                    moves.add(f"{vid}.{prop}")
    return moves


def write_samples(folder, stem, data, document, frames):
    """Each player's samples file; returns [(player, path, samples)]."""
    written = []
    for player in PLAYERS:
        sampled = samples(player, data, document, frames)
        path = os.path.join(folder, f"{stem}-{player}.json")
        with open(path, "w") as handle:
            json.dump(sampled, handle)
        written.append((player, path, sampled))
    return written


def largest_points(sampled, frames):
    """The largest point difference of the players' samples from the trace, measured here
    (x, y, width, height, cornerRadius: the point properties the players show)."""
    largest = 0.0
    for key, series in sampled["values"].items():
        vid, prop = key.rsplit(".", 1)
        if prop not in ("x", "y", "width", "height", "cornerRadius"):
            continue
        for k, value in enumerate(series):
            if value is not None:
                engine = frames[k]["views"][vid][prop]
                largest = max(largest, abs(value - (max(engine, 0) if prop in ("width", "height") else engine)))
    return largest


def read_report(browser, path):
    page, foreign, errors = open_offline(browser, path, viewport={"width": 1200, "height": 900})
    page.wait_for_function("document.querySelectorAll('.chart').length > 0", timeout=10000)
    charts = page.eval_on_selector_all(".chart", """charts => charts.map(chart => ({
        name: chart.dataset.column,
        targets: [...chart.querySelectorAll("path.target")].map(p => [p.querySelector("title").textContent, p.getAttribute("d")]),
        notes: [...chart.querySelectorAll(".unread-note")].map(n => n.textContent),
    }))""")
    summary = page.eval_on_selector_all("#targets > li", "items => items.map(item => item.innerText)")
    page.context.close()
    if errors or foreign:
        fail(f"{path}: the report logged errors {errors} or asked for {foreign}")
    return charts, summary


def shown_largest(summary, player):
    """The largest point error the report's summary shows for `player`'s target."""
    line = next((item for item in summary if item.startswith(f"━ {player} · lottie")), None)
    if line is None:
        fail(f"the report's summary has no {player} · lottie target: {summary}")
    match = re.search(r"largest (\S+) pt \(", line)
    return float(match.group(1)) if match else 0.0, line


def report(segue, example, folder, stem, samples_paths, extra=(), expect=(0,)):
    path = os.path.join(folder, f"{stem}.report.html")
    args = [segue, "export", example, "--format", "lottie", *extra, "--report", path]
    for sample in samples_paths:
        args += ["--report-samples", sample]
    return path, run(args, expect=expect)


def main():
    segue = sys.argv[1]
    panel = os.path.join(ROOT, "examples", "panel.lua")
    with tempfile.TemporaryDirectory(prefix="segue-lottie-report-") as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        frames = trace(segue, panel)
        lottie = os.path.join(folder, "panel.json")
        run([segue, "export", panel, "--format", "lottie", "--output", lottie])
        with open(lottie, "rb") as handle:
            data = handle.read()
        document = json.loads(data)
        clean = write_samples(folder, "panel", data, document, frames)
        path, _ = report(segue, panel, folder, "panel", [p for _, p, _ in clean], ["--output", lottie])
        charts, summary = read_report(browser, path)
        if {c["name"] for c in charts} != moving(frames):
            fail(f"the charts {sorted(c['name'] for c in charts)} are not the moving properties {sorted(moving(frames))}")
        for chart in charts:
            for player in PLAYERS:
                if not any(name == f"{player} · lottie" and d for name, d in chart["targets"]):
                    fail(f"chart {chart['name']} draws no {player} series: {[n for n, _ in chart['targets']]}")
        figures = {}
        for player, _, sampled in clean:
            shown, line = shown_largest(summary, player)
            ours = largest_points(sampled, frames)
            if abs(shown - ours) > 2e-6 or shown > 0.25:
                fail(f"{player}: the report shows {shown} pt, the samples measured here {ours} pt (at most 0.25): {line}")
            figures[player] = shown
        # One keyframe moved by 40 points: the players' curves move, the shown error grows.
        broken, number = sabotaged(document)
        broken_data = json.dumps(broken).encode()
        broken_path = os.path.join(folder, "panel-moved.json")
        with open(broken_path, "wb") as handle:
            handle.write(broken_data)
        moved = write_samples(folder, "moved", broken_data, broken, frames)
        k = next(i for i, f in enumerate(frames) if abs(f["t"] * document["fr"] - number) < 1e-6)
        path, _ = report(segue, panel, folder, "moved", [p for _, p, _ in moved], ["--measure", broken_path], expect=(1,))
        _, summary = read_report(browser, path)
        for (player, _, before), (_, _, after) in zip(clean, moved):
            shifts = [abs(after["values"][key][k] - before["values"][key][k]) for key in before["values"]
                      if before["values"][key][k] is not None and after["values"].get(key, [None] * (k + 1))[k] is not None]
            shown, line = shown_largest(summary, player)
            if not shifts or abs(max(shifts) - 40) > 0.01:
                fail(f"{player}: a key moved by 40 points at frame {number} moved its curve by {max(shifts, default=0)}")
            if shown < 30 or shown <= figures[player]:
                fail(f"{player}: with a key moved by 40 points the report shows {shown} pt (before {figures[player]}): {line}")
            figures[player + " moved"] = shown
        # What a player cannot read back is named, on the summary and on the chart.
        push = os.path.join(ROOT, "examples", "navigation_push.lua")
        push_frames = trace(segue, push)
        push_lottie = os.path.join(folder, "push.json")
        run([segue, "export", push, "--format", "lottie", "--output", push_lottie])
        with open(push_lottie, "rb") as handle:
            push_data = handle.read()
        written = write_samples(folder, "push", push_data, json.loads(push_data), push_frames)
        path, _ = report(segue, push, folder, "push", [p for _, p, _ in written], ["--output", push_lottie])
        charts, summary = read_report(browser, path)
        for player in PLAYERS:
            line = next(item for item in summary if item.startswith(f"━ {player} · lottie"))
            if "not read back: detailView.translationX" not in line:
                fail(f"the summary does not name detailView.translationX as unread by {player}: {line}")
            chart = next((c for c in charts if c["name"] == "detailView.translationX"), None)
            if chart is None or not any(note.startswith(f"{player} · lottie: not read back") for note in chart["notes"]):
                fail(f"the detailView.translationX chart does not say {player} cannot read it back: {chart}")
        browser.close()
        print("check_lottie_report: panel's report overlays ThorVG's and rlottie's curves on every chart; largest "
              + ", ".join(f"{p} {figures[p]:.6f} pt" for p in PLAYERS) + "; a key moved by 40 pt shows "
              + ", ".join(f"{p} {figures[p + ' moved']:.3f} pt" for p in PLAYERS)
              + "; navigation_push names the translation neither player reads back")


if __name__ == "__main__":
    main()
