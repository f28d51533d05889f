"""The preview page as a designer keeps it open (issue 31, items 1, 2 and 6), in headless
Chromium through Playwright:

- stable: one 60 s run that plays and loops, at 1280, 1440 and 1920 px wide (and once at
  2560), first untouched, then while dragging on the stage, saving the script and switching
  panels — the page's scroll size stays the window's, every region stays in view and every
  canvas keeps the width of its box;
- select is not touch: an Alt-click (and a click with the Select tool) on a card selects that
  card — the stage's outline and the Views list agree — and leaves the take as it was (same
  take, same frames, same time); the selection survives saves;
- shareable state: the address's fragment carries the playhead, the take's input (a drag's
  touches, a caught and reversed take), the selected view and the panel; opening it shows
  that take, playhead and selection; the offline player (`segue render --format html`) does
  the same for the playhead, selection and panel.

usage: check_preview_layout.py SEGUE EXAMPLES_DIR [--screenshots DIR]
Prints what it measured (loops played, canvas widths, scroll sizes); exits 1 on failure.
Nothing is gated on wall-clock time: the 60 s is how long it watches, not a deadline.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

from playwright.sync_api import sync_playwright

from check_preview import CHROMIUM, FAILURES, Preview, check, drag, write
from offline_page import open_offline

WIDTHS = [(1280, 800), (1440, 900), (1920, 1080)]
WATCH_SECONDS = 60

# Every region of the page that must stay inside the window.
REGIONS = ["#header", "#stage-box", "#stage-frame", "#transport", "#timeline", "#readout", "#panels",
           "#panels nav button[data-panel=log]"]

MEASURE = """async (regions) => {
    // Two frames first: a ResizeObserver's callbacks run between layout and paint, so a box
    // that just changed (a panel switched in, the window resized) is measured once its
    // canvases have been told, as a person would see it.
    await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
    const root = document.documentElement;
    const outside = [];
    for (const selector of regions) {
        const r = document.querySelector(selector).getBoundingClientRect();
        if (r.width <= 0 || r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
            outside.push(`${selector} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    const panel = document.querySelector('#panels .panel:not([hidden])').getBoundingClientRect();
    if (panel.right > innerWidth + 0.5 || panel.bottom > innerHeight + 0.5) outside.push('the open panel');
    const timeline = document.getElementById('timeline');
    const curves = [...document.querySelectorAll('#panel-curves canvas')]
        .filter(c => c.clientWidth > 0 && c.width !== Math.round(c.clientWidth)).length;
    return { scrollWidth: root.scrollWidth, scrollHeight: root.scrollHeight, width: innerWidth, height: innerHeight,
             outside, timeline: timeline.width, timelineBox: Math.round(timeline.clientWidth), curvesOff: curves,
             playhead: seguePreview.state.playhead, playing: seguePreview.state.playing };
}"""


class Watch:
    """What a run of measurements saw: the widest scroll sizes, regions out of view, the
    timeline canvas's widths at each window width, and how often the playhead looped."""

    def __init__(self):
        self.samples = 0
        self.problems = []
        self.timeline = {}
        self.loops = 0
        self.last_playhead = None

    def measure(self, page, what):
        m = page.evaluate(MEASURE, REGIONS)
        self.samples += 1
        if m["scrollWidth"] != m["width"] or m["scrollHeight"] != m["height"]:
            self.problems.append(f"{what} at {m['width']}x{m['height']}: the page scrolls to {m['scrollWidth']}x{m['scrollHeight']}")
        if m["outside"]:
            self.problems.append(f"{what} at {m['width']}x{m['height']}: out of view: {m['outside']}")
        if m["timeline"] != m["timelineBox"] or m["curvesOff"]:
            self.problems.append(f"{what} at {m['width']}: a canvas is not as wide as its box (timeline {m['timeline']} in {m['timelineBox']}, {m['curvesOff']} curves)")
        self.timeline.setdefault(m["width"], set()).add(m["timeline"])
        if m["playing"] and self.last_playhead is not None and m["playhead"] < self.last_playhead:
            self.loops += 1
        self.last_playhead = m["playhead"]


def next_frame(page):
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def keep_playing(page):
    page.evaluate("seguePreview.state.playing || document.getElementById('play').click()")


def select_click(page, view_id, alt=True):
    """Clicks the centre of `view_id`'s drawn quad on the stage, with Alt held (or as is, for
    the Select tool); returns the point clicked, in window coordinates."""
    point = page.evaluate("""(id) => {
        const entry = seguePreview.currentFrame().views.find(v => v[0] === id);
        const q = entry[11], s = seguePreview.state.scale, box = document.getElementById('stage').getBoundingClientRect();
        return { x: box.left + s * (q[0] + q[2] + q[4] + q[6]) / 4, y: box.top + s * (q[1] + q[3] + q[5] + q[7]) / 4 };
    }""", view_id)
    if alt:
        page.keyboard.down("Alt")
    page.mouse.click(point["x"], point["y"])
    if alt:
        page.keyboard.up("Alt")
    return point


def check_stable_for_a_day(segue, examples, browser, screenshots):
    """One 60 s run: half of it only playing and looping, half dragging, saving and switching
    panels, the window changing width every 5 s."""
    folder = tempfile.mkdtemp(prefix="segue-preview-layout-")
    path = os.path.join(folder, "tab_slide.lua")
    with open(os.path.join(examples, "tab_slide.lua")) as handle:
        source = handle.read()
    write(path, source)
    width, height = WIDTHS[0]
    preview = Preview(segue, path, browser, viewport={"width": width, "height": height}, suffix="")
    page = preview.page
    watch = Watch()
    actions = {"drags": 0, "saves": 0, "panels": 0}
    panels = ["curves", "timing", "source", "views", "log", "values"]
    try:
        select_click(page, "homeView")
        selected = page.evaluate("seguePreview.state.selected")
        start = time.monotonic()
        shot = set()
        step = 0
        while (elapsed := time.monotonic() - start) < WATCH_SECONDS:
            width, height = WIDTHS[int(elapsed // 5) % len(WIDTHS)]
            if page.viewport_size["width"] != width:
                page.set_viewport_size({"width": width, "height": height})
                next_frame(page)  # the boxes' resize is observed before the next frame is drawn
            if elapsed >= WATCH_SECONDS / 2:
                step += 1
                if step % 6 == 0:
                    page.click("#reset")
                    drag(preview, [(300 - 14 * k, 400) for k in range(15)])
                    actions["drags"] += 1
                elif step % 6 == 2:
                    before = page.evaluate("seguePreview.takesReceived")
                    actions["saves"] += 1
                    write(path, source + f"\n-- saved {actions['saves']}\n")
                    page.wait_for_function(f"seguePreview.takesReceived > {before}", timeout=10000)
                elif step % 6 == 4:
                    page.locator(f"#panels nav button[data-panel={panels[actions['panels'] % len(panels)]}]").click()
                    actions["panels"] += 1
                keep_playing(page)
            elif screenshots and width not in shot and elapsed % 5 > 4:
                page.screenshot(path=os.path.join(screenshots, f"layout-{width}.png"))
                shot.add(width)
            watch.measure(page, f"{elapsed:.0f} s in")
            time.sleep(0.25)
        page.set_viewport_size({"width": 2560, "height": 1440})
        next_frame(page)
        watch.measure(page, "at 2560")
        if screenshots:
            page.screenshot(path=os.path.join(screenshots, "layout-2560.png"))
        check(page.evaluate("seguePreview.state.selected") == selected,
              f"the selection ({selected}) did not survive {actions['saves']} saves and {actions['drags']} drags")
    finally:
        preview.close()
        shutil.rmtree(folder, ignore_errors=True)
    for problem in watch.problems[:10]:
        check(False, problem)
    check(watch.loops >= 2, f"the take looped only {watch.loops} times in {WATCH_SECONDS} s")
    check(all(actions.values()), f"the run did not drag, save and switch panels: {actions}")
    steady = all(len(widths) == 1 for widths in watch.timeline.values())
    check(steady, f"the timeline canvas changed width at a fixed window width: {watch.timeline}")
    widths = ", ".join(f"{w}: {sorted(v)}" for w, v in sorted(watch.timeline.items()))
    print(f"ok - {WATCH_SECONDS} s of playing ({watch.loops} loops, {watch.samples} samples; {actions['drags']} drags, "
          f"{actions['saves']} saves, {actions['panels']} panel switches): the page never scrolls, every region stays "
          f"in view, timeline canvas width by window width {widths}")


def take_identity(page):
    return page.evaluate("""() => { const t = seguePreview.state.take;
        return { marker: t.marker || null, frames: t.frames.length, received: seguePreview.takesReceived,
                 playhead: seguePreview.state.playhead, input: JSON.stringify(t.input) }; }""")


def check_select(segue, examples, browser, screenshots):
    """An Alt-click on a card selects that card and leaves the take untouched; the Select
    tool does the same with a plain click; the Views list and the stage agree."""
    preview = Preview(segue, os.path.join(examples, "dive_deeper.lua"), browser)
    page = preview.page
    try:
        preview.at(0)
        page.evaluate("seguePreview.state.take.marker = 'the take before'")
        before = take_identity(page)
        select_click(page, "otherCard")
        page.wait_for_timeout(300)
        after = take_identity(page)
        check(page.evaluate("seguePreview.state.selected") == "otherCard",
              f"an Alt-click on otherCard selected {page.evaluate('seguePreview.state.selected')}")
        check(after == before, f"an Alt-click changed the take: {before} -> {after}")
        page.locator("#panels nav button[data-panel=views]").click()
        listed = page.evaluate("[...document.querySelectorAll('#panel-views .tree-item.selected')].map(e => e.dataset.id)")
        # The outline as the stage's elements draw it (the page draws most frames on its canvas).
        outlined = page.evaluate("""() => { const s = seguePreview.state; s.elementsOnly = true; seguePreview.seek(s.playhead);
            const ids = [...document.querySelectorAll('#stage .view.selected')].map(e => e.dataset.id);
            s.elementsOnly = false; seguePreview.seek(s.playhead); return ids; }""")
        check(listed == ["otherCard"] and outlined == ["otherCard"],
              f"the Views list ({listed}) and the stage ({outlined}) disagree on the selection")
        if screenshots:
            page.screenshot(path=os.path.join(screenshots, "select.png"))
        page.click("#select-tool")
        check(page.get_attribute("#select-tool", "aria-pressed") == "true", "the Select tool does not say it is on")
        # Frame 0 is the transition just begun: the snapshot it lays over cardImage is what the
        # pointer meets there (and what a click must pick), when the frame holds one.
        ids = page.evaluate("seguePreview.currentFrame().views.map(v => v[0])")
        target = "cardImage~snapshot" if "cardImage~snapshot" in ids else "cardImage"
        select_click(page, target, alt=False)
        page.wait_for_timeout(300)
        check(page.evaluate("seguePreview.state.selected") == target,
              f"a click with the Select tool on {target} selected {page.evaluate('seguePreview.state.selected')}")
        check(take_identity(page) == before, "a click with the Select tool changed the take")
        # Off the cards, the gallery behind them (the clear container on top is skipped).
        box = page.locator("#stage").bounding_box()
        page.mouse.click(box["x"] + 8, box["y"] + box["height"] - 8)
        picked = page.evaluate("seguePreview.state.selected")
        check(picked == "galleryView", f"a click on the gallery's background selected {picked}")
        page.click("#select-tool")
    finally:
        preview.close()
    # The snapchat swipe's card lies in clear pages and containers: the card is picked.
    preview = Preview(segue, os.path.join(examples, "snapchat_swipe.lua"), browser)
    page = preview.page
    try:
        preview.at(1)
        before = take_identity(page)
        point = select_click(page, "cardContent")
        clear_over = page.evaluate("""(p) => { const s = document.getElementById('stage').getBoundingClientRect();
            const x = (p.x - s.left) / seguePreview.state.scale, y = (p.y - s.top) / seguePreview.state.scale;
            return seguePreview.currentFrame().views.filter(v => v[8][3] <= 0.01 && Math.min(v[11][0], v[11][6]) <= x
                && x <= Math.max(v[11][2], v[11][4]) && Math.min(v[11][1], v[11][3]) <= y && y <= Math.max(v[11][5], v[11][7]))
                .map(v => v[0]); }""", point)
        check("card" in clear_over, f"the clear page is not at the card's centre ({clear_over}): the check means nothing")
        picked = page.evaluate("seguePreview.state.selected")
        check(picked == "cardContent", f"an Alt-click on the snapchat swipe's card selected {picked}, not the card in {clear_over}")
        check(take_identity(page) == before, "an Alt-click on the card changed the take")
    finally:
        preview.close()
    print(f"ok - Alt-click and the Select tool pick the card under the pointer (the gallery off the cards; the card under "
          f"clear {', '.join(clear_over)}); the take, its frames and the playhead stay; the Views list and the stage agree")


def reopen(preview, browser, fragment):
    """A second page opened from the printed address with `fragment`: what a shared link shows."""
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(preview.url + "&scale=1" + fragment)
    page.wait_for_function("window.seguePreview && seguePreview.state.take && seguePreview.state.take.reason === 'address'",
                           timeout=15000)
    page.wait_for_timeout(100)
    return page, errors


def shared_state(page):
    return page.evaluate("""() => ({ playhead: seguePreview.state.playhead, selected: seguePreview.state.selected,
        panel: seguePreview.state.panel, playing: seguePreview.state.playing,
        input: seguePreview.state.take.input, frame: JSON.stringify(seguePreview.currentFrame()) })""")


def address_caught_up(page):
    """Waits until the address shows the page's state (it follows a few times a second)."""
    page.wait_for_function("location.hash === '#' + seguePreview.addressState()", timeout=10000)


def round_trip(preview, browser, what, screenshot=None):
    """The page's state now, then a page opened from its address: the same take, playhead,
    selection, panel and frame."""
    address_caught_up(preview.page)
    fragment = preview.page.evaluate("location.hash")
    expected = shared_state(preview.page)
    page, errors = reopen(preview, browser, fragment)
    try:
        shown = shared_state(page)
        # The address writes the playhead as the shortest decimal in its frame (what it means):
        # the same frame, within a sample.
        check(abs(shown["playhead"] - expected["playhead"]) < 1 / 240,
              f"{what}: a page opened from the address shows the playhead at {shown['playhead']}, not {expected['playhead']}")
        for key in ["selected", "panel", "input", "frame"]:
            check(shown[key] == expected[key], f"{what}: a page opened from {fragment[:120]}… shows {key} "
                  f"{str(shown[key])[:200]}, the page it came from {str(expected[key])[:200]}")
        check(shown["playing"] is False, f"{what}: a page opened at a playhead must hold it")
        check(not errors, f"{what}: page errors: {errors}")
        if screenshot:
            page.screenshot(path=screenshot)
    finally:
        page.close()
    return fragment


def check_address(segue, examples, browser, screenshots):
    preview = Preview(segue, os.path.join(examples, "tab_slide.lua"), browser)
    page = preview.page
    try:
        page.click("#reset")
        page.wait_for_function("seguePreview.state.take.input.kind === 'still'")
        drag(preview, [(300 - 14 * k, 400) for k in range(15)])
        preview.at(0.4)
        box = page.locator("#stage").bounding_box()
        page.keyboard.down("Alt")
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.keyboard.up("Alt")
        selected = page.evaluate("seguePreview.state.selected")
        check(selected is not None, "an Alt-click in the middle of the stage selected nothing")
        page.locator("#panels nav button[data-panel=views]").click()
        gesture = round_trip(preview, browser, "a drag",
                             os.path.join(screenshots, "address.png") if screenshots else None)
        check("touches=" in gesture and f"view={selected}" in gesture and "panel=views" in gesture,
              f"the address does not carry the drag, the selection and the panel: {gesture}")
        # A playhead 0.4 µs before a sample's boundary: rounded to six decimals it would cross
        # into the next sample; the address must open the same frame.
        rate = page.evaluate("seguePreview.state.take.sampleRate")
        page.evaluate(f"seguePreview.seek(7 / {rate} - 4e-7)")
        check(page.evaluate("seguePreview.currentFrame() === seguePreview.state.take.frames[6]"),
              "a playhead just before frame 7's time does not show frame 6")
        round_trip(preview, browser, "a playhead just before a sample's boundary")
        # Reverse here: a take caught at the playhead and turned round with its speed.
        preview.at(0.3)
        received = page.evaluate("seguePreview.takesReceived")
        page.locator("#reverse").dispatch_event("click")
        page.wait_for_function(f"seguePreview.takesReceived > {received}", timeout=10000)
        preview.at(0.6)
        page.locator("#panels nav button[data-panel=timing]").click()
        reversed_take = round_trip(preview, browser, "Reverse here")
        check("action=reverse" in reversed_take and "speed=" in reversed_take,
              f"the address does not carry the reversed take: {reversed_take}")
    finally:
        preview.close()
    print(f"ok - the address carries the take (a drag's touches, a reversed take's speed), playhead, selection and panel; "
          f"a page opened from it shows the same frame ({len(gesture)} and {len(reversed_take)} characters)")


def check_offline_address(segue, examples, browser):
    folder = tempfile.mkdtemp(prefix="segue-render-address-")
    path = os.path.join(folder, "cube.html")
    try:
        run = subprocess.run([segue, "render", os.path.join(examples, "cube.lua"), "--format", "html", "--output", path],
                             capture_output=True, text=True, timeout=120)
        if not check(run.returncode == 0, f"segue render exited {run.returncode}: {run.stderr}"):
            return
        page, foreign, errors = open_offline(browser, path + "#t=0.25&view=albumsView&panel=views",
                                             viewport={"width": 1280, "height": 800})
        page.wait_for_function("window.seguePreview && seguePreview.state.take !== null", timeout=10000)
        page.wait_for_timeout(100)
        shown = shared_state(page)
        check(abs(shown["playhead"] - 0.25) < 1e-9 and shown["selected"] == "albumsView" and shown["panel"] == "views"
              and shown["playing"] is False, f"the offline page opened at #t=0.25&view=albumsView&panel=views shows {shown}")
        box = page.locator("#timeline").bounding_box()
        page.mouse.click(box["x"] + box["width"] * 0.75, box["y"] + box["height"] / 2)
        address_caught_up(page)
        fragment = page.evaluate("location.hash")
        playhead = page.evaluate("seguePreview.state.playhead")
        fields = urllib.parse.parse_qs(fragment[1:])
        # `t` is the shortest decimal in the playhead's frame: the same frame, within a sample.
        same_frame = page.evaluate(f"""() => {{ const take = seguePreview.state.take, index = t =>
            Math.max(0, Math.min(take.frames.length - 1, Math.floor(t * take.sampleRate + 1e-6)));
            return index({float(fields.get("t", ["nan"])[0])}) === index(seguePreview.state.playhead); }}""")
        check(same_frame and fields.get("view") == ["albumsView"]
              and "take" not in fields,
              f"the offline page's address does not follow it: {fragment} (playhead {playhead})")
        check(not foreign and not errors, f"the offline page asked for {foreign} or reported {errors}")
        page.context.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print("ok - the offline player opens at the address's playhead, selection and panel, and its address follows it")


FORMATS = {
    "angle": r"^-?\d+(\.\d{1,3})? rad \(-?\d+(\.\d)?°\)$",
    "fraction": r"^-?\d+(\.\d{1,3})?$",
    "point": r"^-?\d+(\.\d)?$",
}


def kind_of(name):
    if name in ("rotation", "rotationX", "rotationY"):
        return "angle"
    fractions = ("alpha", "opacity", "scale", "anchor", "effectIntensity", "backgroundRed", "backgroundGreen",
                 "backgroundBlue", "backgroundAlpha", "shadowOpacity", "shadowRed", "shadowGreen", "shadowBlue")
    return "fraction" if name.startswith(fractions) else "point"


def check_legible(segue, examples, browser):
    """Values at the precision of their property, no timeline row for noise, shortcuts that
    work after using a menu, onion skin of the selected view, and a name for every control."""
    preview = Preview(segue, os.path.join(examples, "cube.lua"), browser)
    page = preview.page
    try:
        preview.at(0.5)
        shown = page.evaluate("""() => ({ id: document.querySelector('#panel-values strong').textContent,
            changed: document.querySelectorAll('#panel-values tr.changed').length })""")
        check(shown["changed"] > 0, f"with nothing selected, Values shows {shown['id']}, which does not move")
        select_click(page, "albumsView")
        page.locator("#panels nav button[data-panel=values]").click()
        cells = page.evaluate("[...document.querySelectorAll('#panel-values td.num')].map(c => [c.dataset.property, c.textContent])")
        wrong = [(name, text) for name, text in cells if not re.match(FORMATS[kind_of(name)], text)]
        check(cells and not wrong, f"values not at their property's precision: {wrong[:6]}")
        page.locator("#panels nav button[data-panel=curves]").click()
        noise = page.evaluate("""() => [...document.querySelectorAll('#panel-curves .curve-row')].filter(r => {
            const known = r._values.filter(v => v !== null);
            return Math.max(...known) - Math.min(...known) < 0.0005; }).map(r => r.dataset.id + '.' + r.dataset.property)""")
        check(not noise, f"timeline rows for values that do not move: {noise}")
        graphs = page.evaluate("""() => [...document.querySelectorAll('#panel-curves .speed-graph')].map(c => {
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data; let n = 0;
            for (let i = 0; i < d.length; i += 4) if (d[i] > 200 && d[i + 1] > 140 && d[i + 2] < 140) n++; return n; })""")
        check(graphs and all(n > 0 for n in graphs), f"a timeline row has no speed graph drawn: {graphs}")
        # Shortcuts after the speed menu: Home goes to the start, 4 back to 1x.
        page.select_option("#speed", "0.5")
        page.keyboard.press("Home")
        page.keyboard.press("4")
        after = page.evaluate("[seguePreview.state.playhead, seguePreview.state.speed, document.getElementById('speed').value]")
        check(after == [0, 1, "1"], f"Home and 4 pressed with the speed menu focused gave playhead, speed, menu {after}")
        page.check("#onion")
        preview.at(0.5)
        onion = page.evaluate("document.querySelectorAll('#overlay polygon[stroke=\"#4fa3ff\"], #overlay polygon[stroke=\"#ff7ab6\"]').length")
        check(0 < onion <= 6, f"the onion skin of one selected view drew {onion} outlines")
        unnamed = page.evaluate("""() => [...document.querySelectorAll('button, select, input, canvas[aria-label], [role=button]')]
            .filter(e => !((e.getAttribute('aria-label') || (e.labels && e.labels[0] && e.labels[0].textContent) || e.textContent || '').trim()))
            .map(e => e.id || e.outerHTML.slice(0, 60))""")
        check(not unnamed, f"controls without an accessible name: {unnamed}")
    finally:
        preview.close()
    print(f"ok - with nothing selected Values shows {shown['id']} (it moves); {len(cells)} values at their property's precision (rotations in degrees too), no timeline row for noise, "
          f"{len(graphs)} speed graphs, Home works after the speed menu, the onion skin outlines the selected view ({onion} outlines), every control is named")


def main():
    segue, examples = sys.argv[1], sys.argv[2]
    screenshots = None
    if "--screenshots" in sys.argv:
        screenshots = sys.argv[sys.argv.index("--screenshots") + 1]
        os.makedirs(screenshots, exist_ok=True)
    only = os.environ.get("SEGUE_PREVIEW_CHECKS", "select,address,offline,legible,stable").split(",")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            if "select" in only:
                check_select(segue, examples, browser, screenshots)
            if "address" in only:
                check_address(segue, examples, browser, screenshots)
            if "offline" in only:
                check_offline_address(segue, examples, browser)
            if "legible" in only:
                check_legible(segue, examples, browser)
            if "stable" in only:
                check_stable_for_a_day(segue, examples, browser, screenshots)
        finally:
            browser.close()
    if FAILURES:
        print(f"{len(FAILURES)} preview layout checks failed")
        sys.exit(1)


if __name__ == "__main__":
    main()
