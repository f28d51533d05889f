"""Compares versions of the motion in the page, in headless Chromium (Debian's, through
Playwright), on a copy of examples/panel.lua committed in a repository of its own and then
changed (its spring's dampingRatio 1 → 0.4):

- with `compare: git HEAD`, the committed version's take arrives for the same input: ghosted,
  its views are outlines over the stage, at the place the committed motion has at the
  playhead (not the working copy's); side by side, it has a stage of its own, drawn like the
  main one — on its canvas, by the main stage's drawing path, and the same picture as its
  elements draw — and the page still fits the window; the timeline's curves and the Values panel
  carry it too (a dashed pink curve, seen in the canvas's pixels);
- a pinned take stays the one compared with while other takes play; a saved take opened
  again from its file is compared with the same way;
- a number dragged in the Source panel plays while held (a `try` take) and nothing is
  written until it is let go, when exactly that literal is;
- a script outside any repository says why there is nothing to compare with, beside the
  controls, and keeps playing.

usage: check_preview_compare.py SEGUE EXAMPLES_DIR [--screenshots DIR]
Exits 1 on failure.
"""
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

from PIL import Image, ImageChops
from playwright.sync_api import sync_playwright

from check_preview import CHROMIUM, FAILURES, Preview, check
from check_preview_edit import one_literal_changed

PINK = (0xff, 0x79, 0xc6)


def git(folder, *arguments):
    subprocess.run(["git", "-C", folder, "-c", "user.name=Segue", "-c", "user.email=segue@example.invalid",
                    "-c", "commit.gpgsign=false", *arguments], check=True, capture_output=True)


def committed_panel(examples, folder):
    """panel.lua committed in `folder`'s repository, then its spring made bouncier."""
    path = os.path.join(folder, "panel.lua")
    shutil.copy(os.path.join(examples, "panel.lua"), path)
    git(folder, "init", "-q")
    git(folder, "add", "panel.lua")
    git(folder, "commit", "-q", "-m", "panel")
    with open(path) as handle:
        text = handle.read()
    changed = text.replace("dampingRatio = 1 }", "dampingRatio = 0.4 }")
    check(changed != text, "panel.lua no longer has `dampingRatio = 1 }` to change")
    with open(path, "w") as handle:
        handle.write(changed)
    return path


def settle(page):
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def picture(page, selector):
    """A screenshot of the element `selector`, as RGB."""
    return Image.open(io.BytesIO(page.locator(selector).screenshot(animations="disabled"))).convert("RGB")


def mean_difference(a, b):
    """The mean absolute difference of two pictures over their pixels' channels, in levels of 255."""
    if a.size != b.size:
        return 255.0
    histogram = ImageChops.difference(a, b).histogram()  # 256 counts a channel
    return sum((i % 256) * count for i, count in enumerate(histogram)) / max(sum(histogram), 1)


def pink_pixels(page, selector):
    """How many pixels of the canvas `selector` are the comparison's pink (its dashed curve)."""
    return page.evaluate("""([selector, pink]) => {
        const canvas = document.querySelector(selector);
        const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        let count = 0;
        for (let i = 0; i < data.length; i += 4) {
            if (Math.abs(data[i] - pink[0]) < 40 && Math.abs(data[i + 1] - pink[1]) < 40 && Math.abs(data[i + 2] - pink[2]) < 40) count++;
        }
        return count;
    }""", [selector, list(PINK)])


def panel_top(frame):
    """The working copy's panel: its top edge in the window (its quad's first corner)."""
    entry = next(v for v in frame["views"] if v[0] == "panelView")
    return entry[11][1]


def check_head(preview, screenshots):
    page = preview.page
    page.select_option("#compare", "head")
    page.wait_for_function("seguePreview.state.baseline !== null", timeout=15000)
    label = page.evaluate("seguePreview.state.baseline.label")
    check(label.startswith("git HEAD "), f"the baseline is labelled {label!r}")
    status = page.locator("#compare-status").text_content()
    check(label in status, f"the compare status says {status!r}")
    same_input = page.evaluate("JSON.stringify(seguePreview.state.baseline.take.input) === JSON.stringify(seguePreview.state.take.input)")
    check(same_input, "the committed version's take is not of the working copy's input")

    # Ghosted, at a quarter of the take: the outlines are where the committed panel is.
    preview.at(0.25)
    working = preview.frame()
    committed = page.evaluate("seguePreview.baselineFrame()")
    check(committed is not None, "no committed frame at the playhead")
    check(abs(panel_top(working) - panel_top(committed)) > 20,
          f"the two versions' panels are at {panel_top(working)} and {panel_top(committed)}: the change should show")
    # The ghost: each committed view the committed frame shows, drawn (as an outline) on the
    # committed view's box; the views it hides, not at all.
    ghosts = ghost_boxes(page)
    committed_boxes = page.evaluate("""() => { const views = seguePreview.baselineFrame().views, hidden = [], out = {};
        views.forEach((v, i) => { hidden[i] = Boolean(v[3] & 1) || (v[2] >= 0 && hidden[v[2]]);
          const q = v[11], xs = [q[0], q[2], q[4], q[6]], ys = [q[1], q[3], q[5], q[7]];
          out[v[0]] = hidden[i] ? null : [Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)]; });
        return out; }""")
    wrong = [(view, ghosts.get(view), box) for view, box in committed_boxes.items()
             if (box is None) != (ghosts.get(view) is None)
             or (box is not None and any(abs(a - b) > 1 for a, b in zip(ghosts[view], box)))]
    check(ghosts and not wrong, f"the ghost outlines differ from the committed views' boxes: {wrong[:3]}")
    page.evaluate("select('panelView')")
    settle(page)
    values = page.locator("#panel-values td.baseline").count()
    check(values > 10, f"the Values panel shows {values} values of the committed version")
    differs = page.evaluate("[...document.querySelectorAll('#panel-values td.baseline.differs')].map(td => td.dataset.baseline)")
    check("y" in differs, f"the Values panel marks {differs} as differing from the committed panel, not y")
    check(pink_pixels(page, "#timeline") > 50, "the timeline shows no dashed curve of the committed version")
    if screenshots:
        page.screenshot(path=os.path.join(screenshots, "compare-ghosted.png"))

    # Side by side: a stage of its own, the same views, and the page still fits its window.
    page.select_option("#compare-view", "side")
    preview.at(0.25)
    # Drawn by the main stage's path: on its canvas, and the picture its elements would draw.
    path = page.evaluate("[seguePreview.state.stagePath, seguePreview.state.baselineStagePath]")
    check(path == ["canvas", "canvas"], f"the main and the side stage are drawn with {path}, not each on its canvas")
    check(page.locator("#baseline-stage .view").count() == 0, "the side stage keeps elements while its canvas draws it")
    on_canvas = picture(page, "#baseline-stage")
    page.evaluate("seguePreview.state.elementsOnly = true")
    preview.at(0.25)
    by_elements = picture(page, "#baseline-stage")
    difference = mean_difference(on_canvas, by_elements)
    check(difference < 1.5, f"the side stage's canvas and its elements differ by {difference:.2f} levels on average")
    drawn = page.locator("#baseline-stage .view").count()
    check(drawn == len(committed["views"]), f"the side stage draws {drawn} views of {len(committed['views'])}")
    main, side = page.locator("#stage-frame").bounding_box(), page.locator("#baseline-frame").bounding_box()
    check(side["x"] >= main["x"] + main["width"], f"the committed stage ({side}) is not beside the main one ({main})")
    sizes = page.evaluate("[document.documentElement.scrollWidth, innerWidth, document.documentElement.scrollHeight, innerHeight]")
    check(sizes[0] <= sizes[1] and sizes[2] <= sizes[3], f"side by side, the page is {sizes[0]}×{sizes[2]} in a {sizes[1]}×{sizes[3]} window")
    side_panel = page.evaluate("""() => { const e = document.querySelector('#baseline-stage .view[data-id=panelView]');
        const r = e.getBoundingClientRect(), s = document.querySelector('#baseline-stage').getBoundingClientRect();
        return (r.top - s.top) / seguePreview.state.scale; }""")
    check(abs(side_panel - panel_top(committed)) < 1, f"the side stage's panel is at {side_panel}, the committed frame's at {panel_top(committed)}")
    # The selected view is outlined on both stages, so it is found at once in either.
    page.evaluate("seguePreview.state.selected = 'panelView'")
    # The stages' outlines as their elements draw them (their canvases draw them too, stage-canvas.js).
    preview.at(0.3)
    outlines = page.evaluate("""() => ['#stage', '#baseline-stage'].map(stage =>
        getComputedStyle(document.querySelector(stage + ' .view[data-id=panelView]')).outlineStyle)""")
    check(outlines == ["dashed", "dashed"], f"the selected panel is outlined {outlines} on the main and the side stage")
    page.evaluate("seguePreview.state.elementsOnly = false")
    page.evaluate("seguePreview.state.selected = null")
    page.click("#panels nav button[data-panel=curves]")
    settle(page)
    row = "#panel-curves .curve-row[data-id=panelView][data-property=y] canvas.value-graph"
    check(pink_pixels(page, row) > 10, "panelView.y's curve has no dashed curve of the committed version")
    if screenshots:
        page.screenshot(path=os.path.join(screenshots, "compare-side-by-side.png"))
    page.select_option("#compare-view", "ghost")
    page.click("#panels nav button[data-panel=values]")


def ghost_boxes(page):
    """The ghost stage's drawn views, by id: each box in stage points (none for a view not
    rendered: hidden, or inside a hidden one)."""
    return page.evaluate("""() => { const stage = document.getElementById('ghost-stage'), k = seguePreview.state.scale, out = {};
        if (stage.hidden) return out;
        const s = stage.getBoundingClientRect();
        for (const e of stage.querySelectorAll('.view')) {
          if (!e.getClientRects().length) continue;
          const r = e.getBoundingClientRect();
          out[e.dataset.id] = [(r.left - s.left) / k, (r.top - s.top) / k, r.width / k, r.height / k];
        }
        return out; }""")


def check_pinned(preview, folder):
    page = preview.page
    page.select_option("#compare", "none")
    settle(page)
    check(page.evaluate("seguePreview.state.baseline") is None, "comparing with nothing still draws a baseline")
    check(not ghost_boxes(page), "comparing with nothing still draws ghosts")
    pinned_duration = page.evaluate("seguePreview.state.take.duration")
    page.click("#pin-take")
    check(page.locator("#compare").input_value() == "pinned", "Pin take does not compare with the pinned take")
    received = page.evaluate("seguePreview.takesReceived")
    page.click("#requests button[data-request=dismiss]")
    page.wait_for_function(f"seguePreview.takesReceived > {received}", timeout=10000)
    settle(page)
    kinds = page.evaluate("[seguePreview.state.take.input.request, seguePreview.state.baseline.take.duration]")
    check(kinds[0] == "dismiss" and kinds[1] == pinned_duration,
          f"after a dismiss, the pinned take compared with is {kinds}")

    # Saved to a file, opened again: compared with the same way.
    with page.expect_download() as download:
        page.click("#save-take")
    saved = os.path.join(folder, "saved.take.json")
    download.value.save_as(saved)
    with open(saved) as handle:
        data = json.load(handle)
    check(data.get("format") == "segue-take" and data["take"]["input"]["request"] == "dismiss",
          f"the saved take is {str(data)[:120]}")
    page.select_option("#compare", "none")
    page.set_input_files("#open-take-file", saved)
    page.wait_for_function("seguePreview.state.baseline && seguePreview.state.baseline.label === 'saved.take.json'", timeout=10000)
    check(page.locator("#compare").input_value() == "pinned", "an opened take is not compared with")
    page.select_option("#compare", "none")


def check_try(preview, path):
    """A number dragged in the Source panel: played while held, written once let go."""
    page = preview.page
    with open(path, "rb") as handle:
        before = handle.read()
    page.click("#panels nav button[data-panel=source]")
    page.wait_for_selector("#source-text .literal-number", timeout=10000)
    ratio = page.locator("#source-text .literal-number", has_text="0.4").first
    box = ratio.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 12, y, steps=3)  # three steps of 0.1: 0.7
    page.wait_for_function("seguePreview.state.take.reason === 'try'", timeout=10000)
    with open(path, "rb") as handle:
        check(handle.read() == before, "a number being dragged was written before it was let go")
    tried = page.evaluate("seguePreview.state.take.timing.parameters.find(p => p[0] === 'dampingRatio')")
    check(tried is not None and tried[1] != "0.4", f"the tried take's timing is {tried}")
    received = page.evaluate("seguePreview.takesReceived")
    page.mouse.up()
    page.wait_for_function(f"seguePreview.takesReceived > {received} && seguePreview.state.take.reason === 'reload' "
                           "&& !seguePreview.state.editPending", timeout=10000)
    with open(path, "rb") as handle:
        after = handle.read()
    check(one_literal_changed(before, after, b"0.4", b"0.7"), f"the drag wrote {after[:0]!r}… not one literal 0.4 → 0.7")


def check_no_repository(segue, examples, browser, folder):
    loose = os.path.join(folder, "loose")
    os.makedirs(loose)
    path = os.path.join(loose, "panel.lua")
    shutil.copy(os.path.join(examples, "panel.lua"), path)
    preview = Preview(segue, path, browser, viewport={"width": 1440, "height": 900}, suffix="")
    try:
        page = preview.page
        page.select_option("#compare", "head")
        page.wait_for_function("document.querySelector('#compare-status').classList.contains('failed')", timeout=15000)
        status = page.locator("#compare-status").text_content()
        check("git HEAD" in status, f"outside a repository, the compare status says {status!r}")
        check(page.locator("#error").is_hidden(), "a comparison's error covers the stage")
        check(page.evaluate("seguePreview.state.baseline") is None, "a failed comparison left a baseline")
    finally:
        preview.close()


def main():
    segue, examples = sys.argv[1], sys.argv[2]
    screenshots = None
    if "--screenshots" in sys.argv:
        screenshots = sys.argv[sys.argv.index("--screenshots") + 1]
        os.makedirs(screenshots, exist_ok=True)
    folder = tempfile.mkdtemp(prefix="segue-compare-")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                path = committed_panel(examples, folder)
                preview = Preview(segue, path, browser, viewport={"width": 1440, "height": 900}, suffix="")
                try:
                    check_head(preview, screenshots)
                    check_pinned(preview, folder)
                    check_try(preview, path)
                finally:
                    preview.close()
                check_no_repository(segue, examples, browser, folder)
            finally:
                browser.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if FAILURES:
        print(f"{len(FAILURES)} compare checks failed")
        sys.exit(1)
    print("compare checks passed")


if __name__ == "__main__":
    main()
