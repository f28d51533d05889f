#!/usr/bin/env python3
"""The css export in a real browser: `segue export EXAMPLE --format css` written, opened offline in
Debian's Chromium, held at every frame time of the take (every animation paused there through the
Web Animations API: `getAnimations()` / `currentTime`), and each element's computed styles —
transform (as the corners it moves), left/top/width/height, opacity, border-radius, background
colour — compared with the engine's own trace of the same take (`segue run EXAMPLE --format
jsonl`, same options) within the export's tolerance: 0.25 pt, 0.005 alpha, 1/255 colour (a
rotation's 0.001 rad moves a corner of a 250-point view by 0.25 pt, so the corners hold it too).
Then a few times are screenshotted and compared with `segue render EXAMPLE --format png --at T`
by check_picture.py's measure and bounds (mean difference, share of pixels within 16 levels).
Last, one keyframe of the page is moved by 5 points and the same measure must see the error grow.

Usage: check_css_export.py SEGUE EXAMPLE [EXAMPLE…] [--keep FOLDER] [--no-pictures]
Prints, per example: frames, elements, bytes, the export's own printed error and Chromium's.
"""
import io
import json
import math
import os
import re
import subprocess
import sys
import tempfile

from PIL import Image
from playwright.sync_api import sync_playwright

from check_picture import compare, agrees, MEAN_LIMIT, WITHIN_LEVELS, WITHIN_SHARE, CELL, GAP, STAGE_ONLY
from offline_page import open_offline

CHROMIUM = os.environ.get("SEGUE_CHROMIUM", "/usr/bin/chromium")
POINTS, ALPHA, COLOUR = 0.25, 0.005, 1 / 255
PICTURE_SHARES = [0.3, 0.7]


def fail(message):
    print(f"check_css_export: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def run(args):
    done = subprocess.run(args, capture_output=True, text=True, timeout=300)
    return done


def trace(segue, example):
    done = run([segue, "run", example, "--format", "jsonl"])
    if done.returncode != 0:
        fail(f"segue run {example} exited {done.returncode}: {done.stderr}")
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


# ---- The engine's composed transform (Transform3D.composed), row vectors as Core Animation ----

def mul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(4)) for j in range(4)] for i in range(4)]


def identity():
    return [[1.0 if i == j else 0.0 for j in range(4)] for i in range(4)]


def rotation(angle, x, y, z):
    c, s = math.cos(angle), math.sin(angle)
    t = 1 - c
    return [[t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
            [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
            [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
            [0, 0, 0, 1]]


def engine_matrix(v):
    m = identity()
    m[0][0], m[1][1] = v["scaleX"], v["scaleY"]
    if v["rotation"] != 0:
        m = mul(m, rotation(v["rotation"], 0, 0, 1))
    if v["rotationY"] != 0:
        m = mul(m, rotation(v["rotationY"], 0, 1, 0))
    if v["rotationX"] != 0:
        m = mul(m, rotation(v["rotationX"], 1, 0, 0))
    t = identity()
    t[3][0], t[3][1], t[3][2] = v["translationX"], v["translationY"], v["translationZ"]
    m = mul(m, t)
    if v["perspective"] > 0:
        p = identity()
        p[2][3] = -1 / v["perspective"]
        m = mul(m, p)
    return m


def css_matrix(text):
    """getComputedStyle's transform as rows of the row-vector matrix (CSS lists it column-major,
    which is the row-vector matrix read row by row)."""
    if text == "none":
        return identity()
    numbers = [float(n) for n in re.findall(r"-?[\d.]+(?:e-?\d+)?", text.split("(", 1)[1])]
    if text.startswith("matrix3d"):
        return [numbers[0:4], numbers[4:8], numbers[8:12], numbers[12:16]]
    a, b, c, d, e, f = numbers
    return [[a, b, 0, 0], [c, d, 0, 0], [0, 0, 1, 0], [e, f, 0, 1]]


def apply(m, x, y):
    px = x * m[0][0] + y * m[1][0] + m[3][0]
    py = x * m[0][1] + y * m[1][1] + m[3][1]
    w = x * m[0][3] + y * m[1][3] + m[3][3]
    if w <= 0:
        return px, py
    return px / w, py / w


def corner_distance(engine, page, width, height, ax, ay):
    """The largest distance between where the two matrices put the view's corners (about its anchor)."""
    largest = 0.0
    ox, oy = ax * width, ay * height
    for cx, cy in [(0, 0), (width, 0), (width, height), (0, height)]:
        a = apply(engine, cx - ox, cy - oy)
        b = apply(page, cx - ox, cy - oy)
        largest = max(largest, math.hypot(a[0] - b[0], a[1] - b[1]))
    return largest


# ---- The page held at a time -----------------------------------------------------------------

READ = """(t) => {
  segueSeek(t);
  const out = [];
  for (const el of document.querySelectorAll('.v')) {
    const s = getComputedStyle(el);
    let shown = true;
    for (let e = el; e && e.classList.contains('v'); e = e.parentElement)
      if (parseFloat(getComputedStyle(e).getPropertyValue('--on')) < 0.5) shown = false;
    out.push({id: el.dataset.id, shown, transform: s.transform, left: s.left, top: s.top, width: s.width,
      height: s.height, opacity: s.opacity, radius: s.borderTopLeftRadius, background: s.backgroundColor,
      origin: s.transformOrigin});
  }
  return out;
}"""


def px(text):
    return float(text[:-2]) if text.endswith("px") else float(text)


def colour(text):
    numbers = [float(n) for n in re.findall(r"-?[\d.]+", text)]
    if len(numbers) == 3:
        numbers.append(1.0)
    return numbers[0] / 255, numbers[1] / 255, numbers[2] / 255, numbers[3]


def unit(v):
    return min(max(v, 0.0), 1.0)


def measure(page, frames, samples=None):
    """Chromium's largest difference from the trace per unit: {unit: (difference, where)}.
    With `samples` (a dict) it also keeps what Chromium showed — each element's frame, corner
    radius, opacity and background colour per frame, `VIEW.PROPERTY: [value or None per
    frame]` — the values `segue export --report-samples` overlays on its conformance report."""
    largest = {"points": (0.0, ""), "alpha": (0.0, ""), "colour": (0.0, "")}
    unseen = set()

    def keep(vid, prop, k, value):
        if samples is not None:
            samples.setdefault(f"{vid}.{prop}", [None] * len(frames))[k] = value

    def note(kind, difference, where):
        if not difference <= largest[kind][0]:
            largest[kind] = (difference, where)

    for k, frame in enumerate(frames):
        t = frame["t"]
        elements = page.evaluate(READ, t)
        by_id = {}
        for e in elements:
            by_id.setdefault(e["id"], []).append(e)
        # The trace's first view is the window itself: the page's stage.
        for vid, v in list(frame["views"].items())[1:]:
            if v is None or v.get("hidden"):
                continue
            candidates = by_id.get(vid, [])
            shown = [e for e in candidates if e["shown"]]
            if not shown:
                # A view under a hidden superview is in the trace (which lists every view) but
                # not drawn, so not in the take: the page has no element for it, or its element
                # is switched off. (A drawn view missing from the page shows in the pictures.)
                unseen.add(vid)
                continue
            e = shown[0]
            where = f"{vid} at {t:.4f} s"
            for prop, key in [("x", "left"), ("y", "top"), ("width", "width"), ("height", "height")]:
                engine = max(v[prop], 0) if prop in ("width", "height") else v[prop]
                note("points", abs(px(e[key]) - engine), f"{where} ({prop})")
                keep(vid, prop, k, px(e[key]))
            note("points", abs(px(e["radius"]) - max(v["cornerRadius"], 0)), f"{where} (cornerRadius)")
            keep(vid, "cornerRadius", k, px(e["radius"]))
            width, height = max(v["width"], 0), max(v["height"], 0)
            origin = [px(p) for p in e["origin"].split()[:2]]
            note("points", abs(origin[0] - v["anchorX"] * width) + abs(origin[1] - v["anchorY"] * height),
                 f"{where} (anchor)")
            distance = corner_distance(engine_matrix(v), css_matrix(e["transform"]), width, height,
                                       v["anchorX"], v["anchorY"])
            note("points", distance, f"{where} (transform)")
            note("alpha", abs(float(e["opacity"]) - unit(v["alpha"])), f"{where} (alpha)")
            keep(vid, "alpha", k, float(e["opacity"]))
            r, g, b, a = colour(e["background"])
            note("alpha", abs(a - unit(v["backgroundAlpha"])), f"{where} (backgroundAlpha)")
            keep(vid, "backgroundAlpha", k, a)
            if a > 0:
                for value, name in [(r, "backgroundRed"), (g, "backgroundGreen"), (b, "backgroundBlue")]:
                    keep(vid, name, k, value)
            if unit(v["backgroundAlpha"]) > 0:
                for value, name in [(r, "backgroundRed"), (g, "backgroundGreen"), (b, "backgroundBlue")]:
                    note("colour", abs(value - unit(v[name])), f"{where} ({name})")
    largest["not drawn"] = (len(unseen), ", ".join(sorted(unseen)[:4]))
    return largest


def within(largest):
    return (largest["points"][0] <= POINTS and largest["alpha"][0] <= ALPHA
            and largest["colour"][0] <= COLOUR + 0.5 / 255)


def words(largest):
    return ", ".join(f"{k} {d:.4g} ({w})" for k, (d, w) in largest.items() if k != "not drawn" or d)


def picture(browser, path, size, time, scale):
    context = browser.new_context(offline=True, device_scale_factor=scale,
                                  viewport={"width": math.ceil(size[0]) + 20, "height": math.ceil(size[1]) + 20})
    page = context.new_page()
    page.goto("file://" + path + f"?t={time}")
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    shot = page.screenshot(clip={"x": 0, "y": 0, "width": size[0], "height": size[1]}, animations="allow")
    context.close()
    return Image.open(io.BytesIO(shot)).convert("RGB")


def png_cell(segue, example, time, folder, size):
    out = os.path.join(folder, "frame.png")
    done = run([segue, "render", example, "--format", "png", "--at", str(time), "--output", out])
    if done.returncode != 0:
        fail(f"segue render {example} --at {time} exited {done.returncode}: {done.stderr}")
    # The PNG's one cell is CELL pixels wide whatever the window: the page is shot at that scale.
    sheet = Image.open(out).convert("RGB")
    scale = CELL / size[0]
    return sheet.crop((GAP, GAP, GAP + CELL, GAP + round(size[1] * scale))), scale


def preview_picture(browser, segue, example, folder, size, time, scale):
    """The preview's own page (`segue render --format html`) held at the frame at `time`, shot
    at `scale`: the arbiter when the PNG and the exported page disagree."""
    path = os.path.join(folder, "preview.html")
    done = run([segue, "render", example, "--format", "html", "--output", path])
    if done.returncode != 0:
        fail(f"segue render {example} --format html exited {done.returncode}: {done.stderr}")
    context = browser.new_context(offline=True, device_scale_factor=scale, viewport={"width": 1200, "height": 900})
    page = context.new_page()
    page.goto("file://" + path + "?scale=1")
    page.wait_for_function("window.seguePreview && window.seguePreview.state.take !== null", timeout=10000)
    # Behind a clear window: the backdrop segue render and the exported page draw on, not the
    # preview's checkerboard.
    page.add_style_tag(content=STAGE_ONLY + " #stage-frame { background: #1c1e21 !important; }")
    page.evaluate("seguePreview.pause()")
    page.evaluate(f"""(() => {{ const frames = seguePreview.state.take.frames; let best = frames[0];
      for (const f of frames) if (Math.abs(f.t - {time}) < Math.abs(best.t - {time})) best = f;
      seguePreview.seek(best.t); }})()""")
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    box = page.evaluate("(() => { const r = document.getElementById('stage').getBoundingClientRect(); return [r.x, r.y]; })()")
    shot = page.screenshot(clip={"x": box[0], "y": box[1], "width": size[0], "height": size[1]}, animations="disabled")
    context.close()
    return Image.open(io.BytesIO(shot)).convert("RGB")


def main():
    arguments = sys.argv[1:]
    keep = None
    if "--keep" in arguments:
        at = arguments.index("--keep")
        keep = arguments[at + 1]
        del arguments[at:at + 2]
    pictures = "--no-pictures" not in arguments
    arguments = [a for a in arguments if a != "--no-pictures"]
    segue, examples = arguments[0], arguments[1:]
    lines = []
    with tempfile.TemporaryDirectory(prefix="segue-css-check-") as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for example in examples:
            name = os.path.splitext(os.path.basename(example))[0]
            path = os.path.join(folder, name + ".html")
            done = run([segue, "export", example, "--format", "css", "--output", path])
            if done.returncode not in (0, 1) or not os.path.exists(path):
                fail(f"segue export {example} --format css exited {done.returncode}: {done.stderr}")
            ours = (done.stdout + done.stderr).strip().replace("\n", " | ")
            frames = trace(segue, example)
            page, foreign, errors = open_offline(browser, path, viewport={"width": 800, "height": 900})
            if not page.evaluate("document.getAnimations().length >= 0 && typeof segueSeek === 'function'"):
                fail(f"{name}: the page has no segueSeek")
            largest = measure(page, frames)
            animations = page.evaluate("document.getAnimations().length")
            # A click on the stage plays the take again: every animation running from its start.
            page.evaluate("segueSeek(" + str(frames[-1]["t"]) + ")")
            page.click("#stage", position={"x": 1, "y": 1}, force=True)
            replayed = page.evaluate("document.getAnimations().every((a) => a.playState !== 'paused' && a.currentTime < 500)")
            if animations and not replayed:
                fail(f"{name}: a click on the stage did not play the take again")
            elements = page.evaluate("document.querySelectorAll('.v').length")
            if foreign:
                fail(f"{name}: the page asked for {foreign}")
            if errors:
                fail(f"{name}: the page reported errors: {errors}")
            page.context.close()
            size_bytes = os.path.getsize(path)
            lines.append(f"{name}: {len(frames)} frames, {elements} elements, {animations} animations, "
                         f"{size_bytes} bytes; Chromium: {words(largest)}; segue export: {ours}")
            if not within(largest):
                fail(f"{name}: Chromium's computed styles differ from the trace: {words(largest)}\n" + "\n".join(lines))
            if pictures:
                size = page_size(path)
                for share in PICTURE_SHARES:
                    # A frame's time: segue render --at draws the frame nearest the time asked.
                    time = frames[round((len(frames) - 1) * share)]["t"]
                    expected, scale = png_cell(segue, example, time, folder, size)
                    shown = picture(browser, path, size, time, scale)
                    shown = shown.crop((0, 0, expected.width, expected.height))
                    mean, within_share, worst, diff = compare(expected, shown)
                    lines.append(f"  {name} t={time}: mean {mean:.3f} levels, {within_share * 100:.2f} % within "
                                 f"{WITHIN_LEVELS}, worst {worst}")
                    if keep:
                        os.makedirs(keep, exist_ok=True)
                        side = Image.new("RGB", (expected.width * 3 + 8, expected.height), (255, 0, 255))
                        side.paste(expected, (0, 0))
                        side.paste(shown, (expected.width + 4, 0))
                        side.paste(diff.point(lambda v: min(255, v * 4)), (2 * expected.width + 8, 0))
                        side.save(os.path.join(keep, f"{name}-{time}.png"))
                    if not agrees(mean, within_share):
                        # Where the PNG's renderer and the preview's page themselves disagree (the
                        # SVG multiplies a view's opacity into each subview, a page composites a
                        # faded view's subviews as a group, as Core Animation does), the preview
                        # decides: the exported page must agree with it, and the PNG must not.
                        # (The two pages are compared at one pixel per point: at the PNG's scale
                        # their different transforms' resampling alone tells them apart.)
                        preview = preview_picture(browser, segue, example, folder, size, time, scale)
                        preview = preview.crop((0, 0, expected.width, expected.height))
                        png_mean, png_share, _, _ = compare(expected, preview)
                        page_mean, page_share, _, _ = compare(preview_picture(browser, segue, example, folder, size, time, 1.0),
                                                              picture(browser, path, size, time, 1.0))
                        lines.append(f"    the PNG and the preview differ there: mean {png_mean:.3f}, {png_share * 100:.2f} % "
                                     f"within {WITHIN_LEVELS}; the page and the preview: mean {page_mean:.3f}, "
                                     f"{page_share * 100:.2f} % within {WITHIN_LEVELS}")
                        if agrees(page_mean, page_share) and not agrees(png_mean, png_share):
                            continue
                        fail(f"{name} at {time} s: the page and segue render differ: mean {mean:.3f} levels "
                             f"(at most {MEAN_LIMIT}), {within_share * 100:.2f} % within {WITHIN_LEVELS} "
                             f"(at least {WITHIN_SHARE * 100:.0f} %)\n" + "\n".join(lines))
        # The measure sees a wrong keyframe: the first keyframe pair of a position in the first
        # example that has one, moved by 5 points (from and to both, so that a sampled track —
        # keyframes 0 → 1 whose easing outputs the values — moves by 5 too), must show as an error
        # of 5 points.
        pattern = r"(@keyframes k\d+_\d+\{from\{--(?:x|y|tx|ty):)([-\d.]+)(\}to\{--(?:x|y|tx|ty):)([-\d.]+)\}"
        for example in examples:
            page_path = os.path.join(folder, os.path.splitext(os.path.basename(example))[0] + ".html")
            with open(page_path, encoding="utf-8") as handle:
                text = handle.read()
            changed, count = re.subn(pattern, lambda m: m.group(1) + repr(float(m.group(2)) + 5) + m.group(3)
                                     + repr(float(m.group(4)) + 5) + "}", text, count=1)
            if count == 1:
                break
        else:
            print("check_css_export: ok — (no example here has a keyframe pair of a position to move)\n  "
                  + "\n  ".join(lines))
            return
        with open(page_path, "w", encoding="utf-8") as handle:
            handle.write(changed)
        page, _, _ = open_offline(browser, page_path, viewport={"width": 800, "height": 900})
        broken = measure(page, trace(segue, example))
        page.context.close()
        # And segue export's own measure of the edited page (--measure reads it back) sees it too.
        measured = run([segue, "export", example, "--format", "css", "--measure", page_path])
        ours = re.search(r"points ([-\d.e]+)", measured.stdout + measured.stderr)
        lines.append(f"{os.path.basename(example)} with one keyframe pair moved by 5 pt: Chromium: {words(broken)}; "
                     f"segue export --measure: {ours.group(1) if ours else '?'} pt, exit {measured.returncode}")
        if not 4.5 <= broken["points"][0] <= 5.5:
            fail("a keyframe pair moved by 5 points did not show as a 5-point error in Chromium\n" + "\n".join(lines))
        if not ours or not 4.5 <= float(ours.group(1)) <= 5.5 or measured.returncode != 1:
            fail("a keyframe pair moved by 5 points did not show as a 5-point error in segue export --measure\n"
                 + "\n".join(lines))
        browser.close()
    print("check_css_export: ok — the css export in Chromium follows the trace:\n  " + "\n  ".join(lines))


def page_size(path):
    with open(path, encoding="utf-8") as handle:
        found = re.search(r'id="stage" style="width:([\d.]+)px;height:([\d.]+)px;', handle.read())
    if not found:
        fail(f"{path}: no stage size")
    return float(found.group(1)), float(found.group(2))


if __name__ == "__main__":
    main()
