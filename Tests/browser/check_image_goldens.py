#!/usr/bin/env python3
"""The page of failing image goldens in a real browser, offline: a spec locks four frames of a
copy of examples/cube.lua, one number of its animation is changed, and `segue test` must fail
naming the frame and write the page; Debian's chromium driven by Playwright for Python opens it
(file://, every other request refused) and checks that each failing frame shows its time and
progress and its expected, actual and diff images, decoded, side by side, at 4× when asked, the
actual laid over the expected at the slider's opacity, and the two blinking.

Then the instants (issue 45): the goldens are recorded again, the cube's duration is made
longer and then shorter, and each failing frame on the page must pair the golden's instant with
the run at the same time in the take (not the run's frame of the same number, a different
instant), and a golden instant past the shorter take's end must say it is not in this take.

With --screenshots DIR it also writes the page as DIR/image-goldens.png (a changed turn) and
DIR/image-goldens-instants.png (a shorter take) — scripts/test-render --screenshots refreshes
docs/testing/ so. Usage: check_image_goldens.py SEGUE [--screenshots DIR]"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

from offline_page import open_offline

CHROMIUM = os.environ.get("SEGUE_CHROMIUM", "/usr/bin/chromium")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SPEC = """
describe("cube", function()
  it("turns", function()
    local s = stage.load("cube.lua")
    expect(s:render { frames = 4, width = 90 }):matches_golden_images("cube")
  end)
end)
"""


def fail(message):
    print(f"check_image_goldens: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def instant_time(text):
    """The seconds of `t 0.200 s · progress 0.232` (None when the text names no time)."""
    found = re.search(r"t (-?\d+\.\d{3}) s", text)
    return float(found.group(1)) if found else None


def failing_sections(browser, test, page_path, duration, source, script):
    """The failures page's sections after `segue test` ran the cube at `duration` seconds."""
    changed = source.replace("duration = 0.6,", f"duration = {duration},")
    if changed == source:
        fail("the cube no longer has the duration this check changes")
    with open(script, "w") as file:
        file.write(changed)
    run = test()
    if run.returncode != 1 or "the take's instants moved" not in run.stdout:
        fail(f"a {duration} s take did not fail saying its instants moved: {run.stdout}{run.stderr}")
    page, foreign, errors = open_offline(browser, page_path, viewport={"width": 900, "height": 700})
    page.wait_for_function("document.querySelectorAll('section.failure').length > 0", timeout=10000)
    page.wait_for_function("[...document.images].every(image => image.complete)", timeout=10000)
    if foreign or errors:
        fail(f"the page asked for {foreign} or reported {errors}")
    sections = page.eval_on_selector_all("section.failure", """sections => sections.map(section => ({
        title: section.querySelector("h2").textContent,
        words: section.querySelector("p.words").textContent,
        golden: section.querySelector(".golden-instant")?.textContent ?? null,
        run: section.querySelector(".run-instant")?.textContent ?? null,
        actual: section.querySelector("img.actual") !== null,
        missing: [...section.querySelectorAll(".missing")].map(box => box.textContent),
    }))""")
    return page, sections


def check_instants(test, script, source, page_path, screenshots):
    """The goldens at 0, 0.2, 0.4 and 0.6 s; a 0.9 s and a 0.3 s take compared at those instants."""
    if (run := test("--update-goldens")).returncode != 0:
        fail(f"recording the goldens again exited {run.returncode}: {run.stdout}{run.stderr}")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            return compare_instants(browser, test, script, source, page_path, screenshots)
        finally:
            browser.close()


def compare_instants(browser, test, script, source, page_path, screenshots):
    """The longer and the shorter take's pages, checked; how many failing frames they pair."""
    paired = 0
    # Longer: the run's four frames are at 0, 0.3, 0.6 and 0.9 s; each golden frame is compared
    # with the run at its own instant.
    page, sections = failing_sections(browser, test, page_path, 0.9, source, script)
    if not sections:
        fail("a longer take failed with no frame on the page")
    for section in sections:
        if not section["golden"] or not section["run"] or not section["actual"]:
            fail(f"a failure of the longer take does not show the golden's instant, the run's and its image: {section}")
        golden, run = instant_time(section["golden"]), instant_time(section["run"])
        if golden is None or golden != run:
            fail(f"the golden at {section['golden']!r} is compared with the run at {section['run']!r}, another instant")
        paired += 1
    if not any(instant_time(section["golden"]) in (0.2, 0.4) for section in sections):
        fail(f"the longer take's failures are not at the golden's 0.2 and 0.4 s: {sections}")
    # Shorter: the golden's 0.4 and 0.6 s are past the take's end, and the page says so.
    page, sections = failing_sections(browser, test, page_path, 0.3, source, script)
    gone = [section for section in sections if section["run"] == "run: not in this take"]
    if sorted(instant_time(section["golden"]) for section in gone) != [0.4, 0.6]:
        fail(f"the golden's 0.4 and 0.6 s are not shown as not in the shorter take: {sections}")
    for section in gone:
        if section["actual"] or "not in this take" not in section["missing"] or "is not in this take" not in section["words"]:
            fail(f"a golden instant past the take's end shows a run's image or does not say why: {section}")
    for section in sections:
        if section not in gone and instant_time(section["golden"]) != instant_time(section["run"]):
            fail(f"the golden at {section['golden']!r} is compared with the run at {section['run']!r}, another instant")
    summary = page.inner_text("#summary")
    if not summary.startswith("1 frame differs from its golden. 2 golden instants are not in this take"):
        fail(f"the summary does not count the instants the take no longer reaches apart: {summary!r}")
    paired += len(sections)
    if screenshots:
        page.set_viewport_size({"width": 900, "height": 1000})
        page.screenshot(path=os.path.join(screenshots, "image-goldens-instants.png"), full_page=False)
    return paired


def main():
    segue = sys.argv[1]
    screenshots = sys.argv[sys.argv.index("--screenshots") + 1] if "--screenshots" in sys.argv else None
    if screenshots:
        os.makedirs(screenshots, exist_ok=True)
    folder = tempfile.mkdtemp(prefix="segue-image-goldens-")
    try:
        script = os.path.join(folder, "cube.lua")
        shutil.copy(os.path.join(ROOT, "examples", "cube.lua"), script)
        with open(os.path.join(folder, "cube_spec.lua"), "w") as file:
            file.write(SPEC)
        page_path = os.path.join(folder, "failures.html")

        def test(*extra):
            return subprocess.run([segue, "test", folder, "--image-report", page_path, *extra],
                                  capture_output=True, text=True, timeout=300)

        if (run := test("--update-goldens")).returncode != 0:
            fail(f"writing the goldens exited {run.returncode}: {run.stdout}{run.stderr}")
        if (run := test()).returncode != 0 or os.path.exists(page_path):
            fail(f"an unchanged script did not pass cleanly: {run.stdout}{run.stderr}")
        with open(script) as file:
            source = file.read()
        changed = source.replace("(math.pi / 2) * k / steps", "(math.pi / 2.2) * k / steps")
        if changed == source:
            fail("the cube's animation no longer has the number this check changes")
        with open(script, "w") as file:
            file.write(changed)
        run = test()
        if run.returncode != 1 or "frame 2:" not in run.stdout or "pixels differ" not in run.stdout:
            fail(f"the changed turn did not fail naming frame 2: {run.stdout}{run.stderr}")
        if page_path not in run.stdout or not os.path.exists(page_path):
            fail(f"the page was not written or not named: {run.stdout}")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page, foreign, errors = open_offline(browser, page_path)
            page.wait_for_function("document.querySelectorAll('section.failure').length > 0", timeout=10000)
            page.wait_for_function("[...document.images].every(image => image.complete)", timeout=10000)
            if foreign or errors:
                fail(f"the page asked for {foreign} or reported {errors}")
            sections = page.eval_on_selector_all("section.failure", """sections => sections.map(section => ({
                title: section.querySelector("h2").textContent,
                words: section.querySelector("p.words").textContent,
                moment: section.querySelector("p.moment").textContent,
                images: [...section.querySelectorAll(".images > figure:not(.overlay) img")].map(image =>
                    [image.className, image.naturalWidth, image.naturalHeight]),
            }))""")
            if not sections or "cube, frame 2" not in sections[0]["title"]:
                fail(f"the first failure is not frame 2 of cube: {sections}")
            for section in sections:
                kinds = [image[0] for image in section["images"]]
                if kinds != ["expected", "actual", "diff"] or any(w < 50 or h < 50 for _, w, h in section["images"]):
                    fail(f"a failure does not show its three images decoded: {section}")
                if "pixels differ" not in section["words"]:
                    fail(f"a failure does not say what differs: {section}")
                # The golden's instant and the run's frame compared with it: the same time.
                moment = re.fullmatch(r"golden: (t \d+\.\d{3} s) · progress -?\d+\.\d{3} — run: (t \d+\.\d{3} s) · progress -?\d+\.\d{3}",
                                      section["moment"])
                if not moment or moment.group(1) != moment.group(2):
                    fail(f"a failure does not say the golden's instant and the run's, the same time: {section['moment']!r}")
            # The second of four evenly spaced frames of the cube's run stands a third of the way.
            if "progress 0.000" in sections[0]["moment"] or "t 0.000 s" in sections[0]["moment"]:
                fail(f"frame 2's time is not its own: {sections[0]['moment']}")
            first = page.locator("section.failure").first
            width = first.locator(".images > figure img.actual").evaluate("image => image.clientWidth")
            first.locator("button.zoom", has_text="4×").click()
            zoomed = first.locator(".images > figure img.actual").evaluate("image => image.clientWidth")
            if abs(zoomed - 4 * width) > 1:
                fail(f"4× does not show the frame four times as large: {width} → {zoomed}")
            over = first.locator(".overlay img.over")
            under = first.locator(".overlay img.under")
            if over.evaluate("i => i.getBoundingClientRect().left") != under.evaluate("i => i.getBoundingClientRect().left"):
                fail("the overlay does not lay the actual over the expected")
            first.locator("input.mix").fill("20")
            if over.evaluate("i => getComputedStyle(i).opacity") != "0.2":
                fail("the overlay's slider does not set how much of the actual shows")
            if screenshots:
                first.locator("button.zoom", has_text="2×").click()
                first.locator("input.mix").fill("50")
                first.screenshot(path=os.path.join(screenshots, "image-goldens.png"))
            first.locator("button.blink").click()
            # Blinking shows the expected (the actual hidden) and then the actual again; waited
            # for, not sampled at a rate, so a slow machine only waits longer.
            blink_state = "document.querySelector('section.failure .overlay img.over').style.opacity === '%s'"
            for shown in ["0", "1", "0"]:
                page.wait_for_function(blink_state % shown, timeout=30000)
            browser.close()
        with open(script, "w") as file:
            file.write(source)
        paired = check_instants(test, script, source, page_path, screenshots)
        print(f"check_image_goldens: {len(sections)} failing frames shown with expected, actual and diff;"
              f" {paired} frames of a longer and a shorter take paired with the golden by instant")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
