#!/usr/bin/env python3
"""`segue render --format html` in a real browser, offline: Debian's chromium driven by
Playwright for Python opens the written file (file://, every other request refused and
counted) and checks that it plays, loops, scrubs to the engine's own frames and plots the
property curves. Usage: check_render.py SEGUE EXAMPLE.lua [OPTION…] (options given to both
`segue render` and the `segue run` it is compared with, e.g. --fps 10000)."""
import json
import os
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

from offline_page import open_offline

CHROMIUM = os.environ.get("SEGUE_CHROMIUM", "/usr/bin/chromium")


def fail(message):
    print(f"check_render: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    segue, example, options = sys.argv[1], sys.argv[2], sys.argv[3:]
    with tempfile.TemporaryDirectory(prefix="segue-render-check-") as folder:
        check(segue, example, options, folder)


def check(segue, example, options, folder):
    page_path = os.path.join(folder, "player.html")
    run = subprocess.run([segue, "render", example, "--format", "html", "--output", page_path] + options,
                         capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        fail(f"segue render exited {run.returncode}: {run.stderr}")
    # The engine's own frames, to compare the page's drawing with.
    trace = subprocess.run([segue, "run", example, "--format", "jsonl"] + options, capture_output=True, text=True, timeout=120)
    if trace.returncode != 0:
        fail(f"segue run exited {trace.returncode}: {trace.stderr}")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page, foreign, errors = open_offline(browser, page_path, viewport={"width": 1200, "height": 900})
        page.wait_for_function("window.seguePreview && window.seguePreview.state.take !== null", timeout=10000)
        if foreign:
            fail(f"the page asked for {foreign}")
        if errors:
            fail(f"the page reported errors: {errors}")
        status = page.text_content("#connection")
        if "offline" not in status:
            fail(f"the status says {status!r}, not offline")
        if page.is_visible("#requests") or page.is_visible("#reset"):
            fail("the controls that need a server are shown")

        # It plays: the playhead moves and frames are drawn.
        start = page.evaluate("[seguePreview.state.playhead, seguePreview.state.framesDrawn]")
        page.wait_for_timeout(300)
        later = page.evaluate("[seguePreview.state.playhead, seguePreview.state.framesDrawn]")
        if not (later[1] > start[1] and later[0] != start[0]):
            fail(f"it does not play: playhead and frames drawn {start} then {later}")

        # It loops: past the end the playhead comes back to the start.
        duration = page.evaluate("seguePreview.state.take.duration")
        page.wait_for_function(f"seguePreview.state.playhead < {duration} / 4", timeout=int(duration * 4000) + 3000)
        if page.evaluate("seguePreview.state.repeat") != "loop" or not page.evaluate("seguePreview.state.playing"):
            fail("it stopped instead of looping")

        # It scrubs: the timeline takes the playhead where it is clicked, and the stage shows
        # the engine's frame there (each view's opacity and transform as the trace has them).
        page.evaluate("seguePreview.pause()")
        box = page.locator("#timeline").bounding_box()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        half = page.evaluate("seguePreview.state.playhead")
        if abs(half - duration / 2) > duration / 10:
            fail(f"a click half-way along the timeline put the playhead at {half} of {duration}")
        frame = page.evaluate("seguePreview.currentFrame()")
        engine = [json.loads(line) for line in trace.stdout.splitlines() if line.strip()]
        nearest = min(engine, key=lambda entry: abs(entry.get("t", 0) - frame["t"]))
        if abs(nearest["progress"] - frame["p"]) > 1e-9:
            fail(f"the page's frame at {frame['t']} s has progress {frame['p']}, the engine {nearest}")
        properties = page.evaluate("seguePreview.state.properties")
        compared = 0
        for entry in frame["views"]:
            values = nearest["views"].get(entry[0])
            if values is None:
                continue
            for name, value in zip(properties, entry[12]):
                if name in values and values[name] is not None and abs(values[name] - value) > 1e-9:
                    fail(f"{entry[0]}.{name} at {frame['t']} s is {value} in the page, {values[name]} in the engine")
                compared += 1
        if compared == 0:
            fail("no view of the page's frame is in the engine's trace")
        drawn = page.evaluate("""() => [...document.querySelectorAll('#stage .view')].map(e =>
            [e.dataset.id, getComputedStyle(e).transform, getComputedStyle(e).opacity])""")
        turned = [entry for entry in drawn if entry[1].startswith("matrix3d")]
        if not turned:
            fail(f"half-way, no view is turned in 3-D: {drawn}")

        # The property curves: one row per property that moves.
        page.click("button[data-panel='curves']")
        rows = page.evaluate("document.querySelectorAll('#panel-curves .curve-row').length")
        if rows < 1:
            fail("no property curves")
        if errors:
            fail(f"the page reported errors: {errors}")
        browser.close()
    print(f"check_render: ok — {os.path.basename(example)} plays offline ({rows} curves, {len(drawn)} views, "
          f"{duration:.3f} s looped and scrubbed)")


if __name__ == "__main__":
    main()
