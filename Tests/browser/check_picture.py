#!/usr/bin/env python3
"""One picture: the same frames drawn by both renderers agree pixel for pixel, within a stated
tolerance. For each fixture in Tests/browser/pictures (a rotated rounded view, a shadow, a
backdrop blur, a 3-D turn, a shadow on a 3-D turn, a dimmed presentation, and clipping: by a
rounded card, a turned card, two nested rounded views and a card turned in 3-D, and a fading card
whose overlapping opaque subviews fade as one group, and a backdrop blur inside a faded card, which
blurs only what the card holds: the card is its backdrop root) `segue render --format png` draws the
frames at TIMES through the SVG and librsvg, and `segue render --format html` writes the
preview's own page, which headless Chromium opens offline and shows at the same frames; the
stage is screenshotted at scale 1 and compared with the PNG's cell (the fixtures' windows are
180 points wide, the PNG's cell width, so both are 1 pixel per point).

The page draws its stage two ways (stage-canvas.js): on one canvas, or with an element a view
(the 3-D turns and the backdrop blur, which a 2-D canvas cannot draw as the browser would). Each
fixture is checked both ways where it can be: as the page chooses (and the page must have chosen
the canvas for the fixtures in CANVAS, the elements for the rest) and with the elements forced
(`state.elementsOnly`), so that neither drawing can drift from the engine's. The stage of the
version compared with, side by side (the take pinned and compared with itself), is drawn by the
same path and checked the same two ways (`side canvas`, `side elements`): its picture too must
equal the engine's.

Usage: check_picture.py SEGUE [--keep FOLDER] [--only NAME,NAME] — with --keep, each frame's two pictures and
their difference are written side by side to FOLDER (svg | page | difference × 4, NAME-HOW-TIME.png); with
--only, just the fixtures named.

The tolerance, per frame, over every pixel's red, green and blue:
- the mean absolute difference is at most MEAN_LIMIT levels (of 255), and
- at least WITHIN_SHARE of the pixels differ by at most WITHIN_LEVELS in every channel.
Why these numbers: the two rasterisers anti-alias edges differently (librsvg's coverage vs
Skia's), so a pixel on an edge can differ by up to half the contrast across it — tens of
levels (65 at worst here) — but edges are a small share of the picture; and each
approximates a Gaussian blur its own way (CSS's box-shadow blur is Skia's rounded-rectangle
blur, drawn in the element's plane), which moves soft edges by a few levels. Measured on
Debian's Chromium against librsvg: mean 0.02–1.14 levels, 99.30–100 % of pixels within 16
(the shadow's soft ring is the largest mean, the nested clips' many rounded edges the lowest
share; when the SVG clipped to a bounding box the clipping cases measured mean 1.19–5.47
levels, 94.0–98.4 % within 16, and failed; when the SVG faded each view on its own,
group_opacity measured mean 24–31 levels, 42–43 % within 16, and failed; when the SVG's backdrop
blur read past its faded ancestor, blurring the sun and bar behind the card, blur_in_faded_group
measured mean 3.75–5.16 levels, 79.9–85.7 % within 16, and failed — 0.45–0.47 and 99.7 % now), so
MEAN_LIMIT and WITHIN_SHARE leave room for another Chromium's anti-aliasing while staying
far from a wrong picture — a shadow or a blur missing or at another strength, a corner drawn
square, a view misplaced by a point or two, the dimming at a different strength — and the
check shows that: each fixture's picture at one time against the other renderer's picture
at the other time must fail the tolerance (measured: mean 3.8–27 levels, 25–93 % within 16).
The outermost pixel all round is left out: the SVG's cell has a frame line there.
"""
import io
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageChops
from playwright.sync_api import sync_playwright

from offline_page import open_offline

CHROMIUM = os.environ.get("SEGUE_CHROMIUM", "/usr/bin/chromium")
HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = ["rotated_rounded", "shadow", "blur", "turn3d", "shadow3d", "dimmed",
            "clip_rounded", "clip_rotated", "clip_nested", "clip_turn3d", "group_opacity", "blur_in_faded_group"]
# The fixtures the page draws on its canvas; the others it must draw with elements.
CANVAS = {"rotated_rounded", "shadow", "dimmed", "clip_rounded", "clip_rotated", "clip_nested", "group_opacity"}
TIMES = [0.2, 0.4]
MEAN_LIMIT = 1.5
WITHIN_LEVELS = 16
WITHIN_SHARE = 0.99
# SVGFilmstrip's layout: cells CELL wide, GAP apart and from the edges.
CELL, GAP = 180, 16


# The stage alone, its top-left corner on a whole pixel (the page's layout may put it at half a
# pixel, which would blur every edge): no motion path, selection or hover outline over it.
STAGE_ONLY = """#stage-frame { position: fixed !important; left: 0 !important; top: 0 !important; z-index: 1000; }
#overlay { display: none !important; } #stage .view { outline: none !important; }"""
# The side-by-side stage alone the same way, beside the main one and inside the window.
SIDE_ONLY = """body.side-by-side #baseline-frame { position: fixed !important; left: 200px !important; top: 0 !important;
  margin: 0 !important; border: none !important; z-index: 1000; }
#baseline-label { display: none !important; } #baseline-stage .view { outline: none !important; }"""


def stage_picture(page, size, stage="stage"):
    box = page.evaluate(f"(() => {{ const r = document.getElementById('{stage}').getBoundingClientRect(); return [r.x, r.y]; }})()")
    shot = page.screenshot(clip={"x": box[0], "y": box[1], "width": size[0], "height": size[1]}, animations="disabled")
    return Image.open(io.BytesIO(shot)).convert("RGB")


def fail(message):
    print(f"check_picture: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def compare(a, b):
    """(mean absolute difference per channel, share of pixels within WITHIN_LEVELS, worst, the
    difference), the outermost pixel all round left out: the SVG's cell has a frame line there."""
    inner = (1, 1, a.width - 1, a.height - 1)
    diff = ImageChops.difference(a.crop(inner), b.crop(inner))
    pixels = list(diff.get_flattened_data() if hasattr(diff, "get_flattened_data") else diff.getdata())
    total = sum(r + g + b for r, g, b in pixels)
    within = sum(1 for p in pixels if max(p) <= WITHIN_LEVELS)
    worst = max(max(p) for p in pixels)
    return total / (3 * len(pixels)), within / len(pixels), worst, diff


def agrees(mean, share):
    return mean <= MEAN_LIMIT and share >= WITHIN_SHARE


def render(segue, fixture, fmt, out, extra):
    run = subprocess.run([segue, "render", fixture, "--format", fmt, "--output", out] + extra,
                         capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        fail(f"segue render {fixture} --format {fmt} exited {run.returncode}: {run.stderr}")


def svg_cells(png_path, size):
    sheet = Image.open(png_path).convert("RGB")
    width, height = size
    if width != CELL:
        fail(f"a fixture's window is {width} points wide, not the PNG's cell width {CELL}")
    return [sheet.crop((GAP + i * (CELL + GAP), GAP, GAP + i * (CELL + GAP) + width, GAP + height))
            for i in range(len(TIMES))]


def page_cells(browser, page_path, name, elements_only, side=False):
    # ?scale=1: the page fits the stage to its box; the comparison wants one pixel per point.
    page, foreign, errors = open_offline(browser, page_path, viewport={"width": 1200, "height": 900}, query="?scale=1")
    page.wait_for_function("window.seguePreview && window.seguePreview.state.take !== null", timeout=10000)
    page.add_style_tag(content=STAGE_ONLY + SIDE_ONLY)
    page.evaluate("seguePreview.pause()")
    if elements_only:
        page.evaluate("seguePreview.state.elementsOnly = true")
    if side:
        # The take compared with itself, on a stage of its own: compare.js's own controls.
        page.click("#pin-take")
        page.select_option("#compare-view", "side")
    if page.evaluate("seguePreview.state.scale") != 1:
        fail("the page did not draw the stage at scale 1")
    size = page.evaluate("[seguePreview.state.take.window.width, seguePreview.state.take.window.height]")
    cells = []
    for time in TIMES:
        # The page's frame nearest the time the PNG's frame was chosen at.
        frame_time = page.evaluate(f"""(() => {{
            const frames = seguePreview.state.take.frames;
            let best = frames[0];
            for (const f of frames) if (Math.abs(f.t - {time}) < Math.abs(best.t - {time})) best = f;
            seguePreview.seek(best.t);
            return best.t; }})()""")
        if abs(frame_time - time) > 1e-6:
            fail(f"the page has no frame at {time} s (nearest {frame_time})")
        page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        path = page.evaluate("seguePreview.state.baselineStagePath" if side else "seguePreview.state.stagePath")
        wanted = "canvas" if name in CANVAS and not elements_only else "elements"
        if path != wanted:
            fail(f"{name} at {time} s: the page drew its {'side ' if side else ''}stage with {path}, not {wanted}")
        cells.append(stage_picture(page, size, "baseline-stage" if side else "stage"))
    if foreign:
        fail(f"the page asked for {foreign}")
    if errors:
        fail(f"the page reported errors: {errors}")
    page.context.close()
    return size, cells


def main():
    segue = sys.argv[1]
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    only = sys.argv[sys.argv.index("--only") + 1].split(",") if "--only" in sys.argv else FIXTURES
    times = ",".join(str(t) for t in TIMES)
    lines = []
    failures = []
    with tempfile.TemporaryDirectory(prefix="segue-picture-check-") as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for name in only:
            fixture = os.path.join(HERE, "pictures", name + ".lua")
            png_path = os.path.join(folder, name + ".png")
            page_path = os.path.join(folder, name + ".html")
            render(segue, fixture, "png", png_path, ["--at", times])
            render(segue, fixture, "html", page_path, [])
            ways = ["canvas", "elements"] if name in CANVAS else ["elements"]
            for how in ways + [f"side {way}" for way in ways]:
                size, from_page = page_cells(browser, page_path, name, how.endswith("elements"), how.startswith("side"))
                label = f"{name} ({how})"
                from_svg = svg_cells(png_path, size)
                for time, a, b in zip(TIMES, from_svg, from_page):
                    if a.size != b.size:
                        fail(f"{label} at {time} s: the PNG's cell is {a.size}, the page's stage {b.size}")
                    mean, share, worst, diff = compare(a, b)
                    lines.append(f"{label} t={time}: mean {mean:.3f} levels, {share * 100:.2f} % within {WITHIN_LEVELS}, worst {worst}")
                    if keep:
                        os.makedirs(keep, exist_ok=True)
                        side = Image.new("RGB", (a.width * 3 + 8, a.height), (255, 0, 255))
                        side.paste(a, (0, 0))
                        side.paste(b, (a.width + 4, 0))
                        side.paste(diff.point(lambda v: min(255, v * 4)), (2 * a.width + 8, 0))
                        side.save(os.path.join(keep, f"{name}-{how}-{time}.png"))
                    if not agrees(mean, share):
                        failures.append(f"{label} at {time} s: the svg/png and the page differ: mean {mean:.3f} levels "
                                        f"(at most {MEAN_LIMIT}), {share * 100:.2f} % of pixels within {WITHIN_LEVELS} levels "
                                        f"(at least {WITHIN_SHARE * 100:.0f} %), worst {worst}")
                # The tolerance tells frames apart: each picture against the other renderer's
                # picture of the other time must fail it (a blur of 4 points against 8, a shadow
                # at half its strength, the panel half-way up, the card half-turned).
                mean, share, _, _ = compare(from_svg[0], from_page[1])
                lines.append(f"{label} svg t={TIMES[0]} against page t={TIMES[1]}: mean {mean:.3f} levels, "
                             f"{share * 100:.2f} % within {WITHIN_LEVELS} (must fail)")
                if agrees(mean, share):
                    failures.append(f"{label}: the tolerance does not tell the frame at {TIMES[0]} s from the one at {TIMES[1]} s")
        browser.close()
    # Every fixture is measured before any failure is reported, so one run shows them all.
    if failures:
        fail("\n".join(failures) + "\n" + "\n".join(lines))
    print("check_picture: ok — the svg/png path and the page agree:\n  " + "\n  ".join(lines))


if __name__ == "__main__":
    main()
