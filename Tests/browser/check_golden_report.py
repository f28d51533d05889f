#!/usr/bin/env python3
"""The report of a failing golden trace in a real browser, offline: a spec locks a copy of
examples/panel.lua's presentation as a golden trace, one spring of it is changed, and
`segue test` must fail naming the report; Debian's chromium driven by Playwright for Python
opens it (file://, every other request refused) and checks what a reviewer sees: the counts,
a chart per differing property with both curves drawn (the golden's and the run's colours
both on screen), the band between them and the first divergence where the failure says,
both takes drawn alike before the divergence and apart after it, the playhead moving with
the keys, the ghost mode; then --update-goldens=failed accepts the run and the report goes.
With --screenshots DIR it also writes what a reviewer sees there as DIR/golden-report.png
(scripts/test-render --screenshots refreshes docs/testing/ so).
Usage: check_golden_report.py SEGUE [--screenshots DIR]"""
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile

from PIL import Image
from playwright.sync_api import sync_playwright

from offline_page import open_offline

CHROMIUM = os.environ.get("SEGUE_CHROMIUM", "/usr/bin/chromium")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SPEC = """
describe("panel", function()
  it("presents", function()
    expect(stage.load("panel.lua"):record()):matches_golden("panel.timed")
  end)
end)
"""

GOLDEN_BLUE = (0x8A, 0xB4, 0xF8)
RUN_PINK = (0xFF, 0x7E, 0xB6)


def fail(message):
    print(f"check_golden_report: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def pixels_near(png, colour, within=40):
    data = Image.open(io.BytesIO(png)).convert("RGB").tobytes()
    return sum(1 for i in range(0, len(data), 3) if all(abs(data[i + k] - colour[k]) <= within for k in range(3)))


def main():
    segue = sys.argv[1]
    screenshots = sys.argv[sys.argv.index("--screenshots") + 1] if "--screenshots" in sys.argv else None
    if screenshots:
        os.makedirs(screenshots, exist_ok=True)
    folder = tempfile.mkdtemp(prefix="segue-golden-report-")
    try:
        script = os.path.join(folder, "panel.lua")
        shutil.copy(os.path.join(ROOT, "examples", "panel.lua"), script)
        with open(os.path.join(folder, "panel_spec.lua"), "w") as file:
            file.write(SPEC)
        report = os.path.join(folder, "__goldens__", "panel.timed.report.html")

        def test(*extra):
            return subprocess.run([segue, "test", folder, *extra], capture_output=True, text=True, timeout=300)

        if (run := test("--update-goldens=new")).returncode != 0:
            fail(f"writing the golden exited {run.returncode}: {run.stdout}{run.stderr}")
        if (run := test()).returncode != 0 or os.path.exists(report):
            fail(f"an unchanged script did not pass cleanly: {run.stdout}{run.stderr}")
        with open(script) as file:
            source = file.read()
        changed = source.replace("timing = segue.spring { dampingRatio = 1 },", "timing = segue.spring { dampingRatio = 0.7 },")
        if changed == source:
            fail("examples/panel.lua no longer has the spring this check changes")
        with open(script, "w") as file:
            file.write(changed)
        run = test()
        if run.returncode != 1 or "how it changed: " + report not in run.stdout or not os.path.exists(report):
            fail(f"the changed spring did not fail naming its report: {run.stdout}{run.stderr}")
        first = re.search(r"frame (\d+) \(t [^)]*\): (\S+) expected", run.stdout)
        if not first:
            fail(f"the failure does not name its first difference: {run.stdout}")
        first_frame, first_column = int(first.group(1)), first.group(2)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page, foreign, errors = open_offline(browser, report, viewport={"width": 1300, "height": 1000})
            page.wait_for_function("document.querySelectorAll('.chart').length > 0", timeout=10000)
            if foreign or errors:
                fail(f"the page asked for {foreign} or reported {errors}")
            summary = page.inner_text("#summary")
            if "frames and" not in summary or f"first divergence: {first_column} at frame {first_frame}" not in summary:
                fail(f"the summary does not say the counts and the first divergence: {summary}")
            charts = page.eval_on_selector_all(".chart", """charts => charts.map(chart => ({
                name: chart.dataset.column,
                golden: chart.querySelector("path.golden").getAttribute("d"),
                run: chart.querySelector("path.run").getAttribute("d"),
                bands: chart.querySelectorAll("polygon.band").length,
                first: chart.querySelector("line.first") && Number(chart.querySelector("line.first").getAttribute("x1")),
            }))""")
            names = [chart["name"] for chart in charts]
            if first_column not in names or "panelView.y" not in names:
                fail(f"the charts are not the differing properties: {names}")
            for chart in charts:
                if not chart["golden"] or not chart["run"] or chart["golden"] == chart["run"] or chart["bands"] == 0:
                    fail(f"chart {chart['name']} does not draw both curves and the band between them: {chart}")
            progress = next(chart for chart in charts if chart["name"] == first_column)
            # The first-divergence line stands where the failure's frame is on the time axis.
            expected_x = page.evaluate(f"""(() => {{
                const data = JSON.parse(document.getElementById("report-data").textContent);
                const t = data.times; return 44 + t[{first_frame}] / t[t.length - 1] * (600 - 44 - 8); }})()""")
            if progress["first"] is None or abs(progress["first"] - expected_x) > 1e-6:
                fail(f"the first divergence is drawn at {progress['first']}, not at frame {first_frame} ({expected_x})")
            shot = page.locator(f'.chart[data-column="{first_column}"] svg').screenshot()
            blue, pink = pixels_near(shot, GOLDEN_BLUE), pixels_near(shot, RUN_PINK)
            if blue < 50 or pink < 50:
                fail(f"the chart shows {blue} golden-blue and {pink} run-pink pixels; both curves should be on screen")

            def pictures():
                return page.evaluate("""() => ["#expected-stage", "#actual-stage"].map(side =>
                    [...document.querySelectorAll(side + " svg > g > g *")].map(node => node.outerHTML).join("\\n"))""")

            page.evaluate("(() => { const s = document.getElementById('playhead'); s.value = '0'; s.dispatchEvent(new Event('input')); })()")
            golden, actual = pictures()
            if not golden or golden != actual:
                fail("before the divergence the two takes are not drawn alike")
            page.focus("#playhead")
            for _ in range(first_frame + 3):
                page.keyboard.press("ArrowRight")
            clock = page.inner_text("#clock")
            if f"frame {first_frame + 3} " not in clock + " ":
                fail(f"the keys did not move the playhead to frame {first_frame + 3}: {clock}")
            golden, actual = pictures()
            if golden == actual:
                fail("after the divergence the two takes are drawn alike")
            if screenshots:
                page.set_viewport_size({"width": 1200, "height": 1080})
                page.screenshot(path=os.path.join(screenshots, "golden-report.png"))
            page.check('input[value="ghost"]')
            if "ghost" not in page.get_attribute("#stages", "class"):
                fail("the ghost mode does not lay the golden over the run")
            box_golden = page.locator("#expected-stage svg").bounding_box()
            box_run = page.locator("#actual-stage svg").bounding_box()
            if abs(box_golden["x"] - box_run["x"]) > 1 or abs(box_golden["y"] - box_run["y"]) > 1:
                fail(f"in the ghost mode the golden is not over the run: {box_golden} {box_run}")
            browser.close()
        if (run := test("--update-goldens=failed")).returncode != 0 or os.path.exists(report):
            fail(f"accepting the run did not pass and remove the report: {run.stdout}{run.stderr}")
        print("check_golden_report: the report of a changed spring charts both curves, the first divergence and both takes")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
