#!/usr/bin/env python3
"""The page of failing image goldens in a real browser, offline: a spec locks four frames of a
copy of examples/cube.lua, one number of its animation is changed, and `segue test` must fail
naming the frame and write the page; Debian's chromium driven by Playwright for Python opens it
(file://, every other request refused) and checks that each failing frame shows its time and
progress and its expected, actual and diff images, decoded, side by side, at 4× when asked, the
actual laid over the expected at the slider's opacity, and the two blinking. Usage: check_image_goldens.py SEGUE"""
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


def main():
    segue = sys.argv[1]
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
                if not re.fullmatch(r"t \d+\.\d{3} s · progress -?\d+\.\d{3}", section["moment"]):
                    fail(f"a failure does not say its frame's time and progress: {section['moment']!r}")
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
            first.locator("button.blink").click()
            # Blinking shows the expected (the actual hidden) and then the actual again; waited
            # for, not sampled at a rate, so a slow machine only waits longer.
            blink_state = "document.querySelector('section.failure .overlay img.over').style.opacity === '%s'"
            for shown in ["0", "1", "0"]:
                page.wait_for_function(blink_state % shown, timeout=30000)
            browser.close()
        print(f"check_image_goldens: {len(sections)} failing frames shown with expected, actual and diff")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
