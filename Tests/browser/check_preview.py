"""Drives `segue preview` in headless Chromium (Debian's, through Playwright) and checks that
the printed address (with its secret token) opens the page and nothing else does, and that
the page draws exactly what the engine computed: for every example, element boxes and pixel
colours at fixed points of its take; a drag that must finish and one that must cancel; a
save that goes live at the same playhead; a broken save that shows its file:line error
while the last good version keeps playing.

usage: check_preview.py SEGUE EXAMPLES_DIR [--screenshots DIR]
Prints save→visible latency and the frame rate of the heaviest example; exits 1 on failure.
"""
import http.server
import io
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

from PIL import Image
from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("SEGUE_CHROMIUM", "/usr/bin/chromium")
FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print("FAIL: " + message)
    return condition


class Preview:
    """One `segue preview FILE --port 0` process and the page it serves."""

    def __init__(self, segue, path, browser, viewport=None, suffix="&scale=1", timeout=15000):
        self.process = subprocess.Popen([segue, "preview", path, "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        if not line.startswith("Preview at http://"):
            raise RuntimeError(f"{path}: the first line was {line!r}; stderr: {self.process.stderr.read()}")
        self.url = line.split("Preview at ", 1)[1].strip()
        address = urllib.parse.urlsplit(self.url)
        self.token = urllib.parse.parse_qs(address.query).get("token", [""])[0]
        self.base = f"{address.scheme}://{address.netloc}/"
        self.page = browser.new_page(viewport=viewport or {"width": 1400, "height": 1000})
        self.errors = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(self.url + suffix)
        # `timeout` (ms) for the first take: benchmarks/preview_scale.py waits longer for thousands of views.
        self.page.wait_for_function("window.seguePreview && seguePreview.takesReceived > 0", timeout=timeout)

    def close(self):
        self.page.close()
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise
        check(self.process.returncode == 0, f"segue preview ended with {self.process.returncode} on SIGTERM")
        check(not self.errors, f"page errors: {self.errors}")

    def at(self, fraction):
        """Pauses the page at `fraction` of its take by clicking the timeline, as a user would."""
        self.page.evaluate("seguePreview.pause()")
        box = self.page.locator("#timeline").bounding_box()
        x = box["x"] + 1 + fraction * (box["width"] - 2)
        x = min(max(x, box["x"] + 1), box["x"] + box["width"] - 1)
        self.page.mouse.click(x, box["y"] + box["height"] / 2)
        self.page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")

    def frame(self):
        return self.page.evaluate("seguePreview.currentFrame()")

    def boxes(self):
        """Each drawn element's box in stage coordinates, by view id: the frame drawn again with
        the stage's elements (the page draws most frames on its canvas, stage-canvas.js), then
        drawn again as the page chooses."""
        return self.page.evaluate("""() => {
            const s = seguePreview.state;
            s.elementsOnly = true;
            seguePreview.seek(s.playhead);
            const stage = document.getElementById('stage').getBoundingClientRect();
            const out = {};
            for (const el of document.querySelectorAll('#stage .view')) {
                if (getComputedStyle(el).display === 'none') continue;
                const r = el.getBoundingClientRect();
                out[el.dataset.id] = [r.left - stage.left, r.top - stage.top, r.width, r.height];
            }
            s.elementsOnly = false;
            seguePreview.seek(s.playhead);
            return out;
        }""")

    def stage_image(self):
        png = self.page.locator("#stage").screenshot()
        return Image.open(io.BytesIO(png)).convert("RGB")


def quad_box(entry):
    q = entry[11]
    xs, ys = q[0::2], q[1::2]
    return [min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)]


def hidden_or_inside_hidden(frame, index):
    """Whether the view at `index`, or a superview, is hidden (the page draws none of them)."""
    while index >= 0:
        entry = frame["views"][index]
        if entry[3] & 1:
            return True
        index = entry[2]
    return False


def check_geometry(name, preview, fraction):
    frame = preview.frame()
    boxes = preview.boxes()
    checked = 0
    for index, entry in enumerate(frame["views"]):
        if hidden_or_inside_hidden(frame, index):
            check(entry[0] not in boxes, f"{name} at {fraction}: hidden view {entry[0]} is drawn")
            continue
        expected = quad_box(entry)
        actual = boxes.get(entry[0])
        if not check(actual is not None, f"{name} at {fraction}: view {entry[0]} is not drawn"):
            continue
        worst = max(abs(a - e) for a, e in zip(actual, expected))
        check(worst <= 1.0, f"{name} at {fraction}: {entry[0]} drawn at {actual}, the engine says {expected}")
        checked += 1
    return checked


def check_colours(name, preview, fraction):
    """The centre of every opaque, untransformed view with nothing drawn above it there has
    exactly the view's colour."""
    frame = preview.frame()
    image = preview.stage_image()
    window = preview.page.evaluate("seguePreview.state.take.window")
    views = frame["views"]
    checked = 0
    for index, entry in enumerate(views):
        if hidden_or_inside_hidden(frame, index) or entry[5] < 1 or entry[8][3] < 1 or entry[7] > 0:
            continue
        x, y, w, h = quad_box(entry)
        if w < 4 or h < 4 or entry[10] is not None:
            continue
        cx, cy = x + w / 2, y + h / 2
        # Only centres inside the window, a pixel clear of its edge (a view half out of it
        # has its centre on the edge, where the page around the stage shows).
        if not (1 <= cx < min(image.width, window["width"]) - 1 and 1 <= cy < min(image.height, window["height"]) - 1):
            continue
        covered = False
        for later in views[index + 1:]:
            lx, ly, lw, lh = quad_box(later)
            if not (later[3] & 1) and lx - 1 <= cx <= lx + lw + 1 and ly - 1 <= cy <= ly + lh + 1:
                covered = True
                break
        # A clipping superview that cuts the centre away leaves someone else's colour there.
        clip_cut = False
        parent = entry[2]
        while parent >= 0:
            p = views[parent]
            if p[3] & 2:
                px, py, pw, ph = quad_box(p)
                if not (px <= cx <= px + pw and py <= cy <= py + ph):
                    clip_cut = True
            parent = p[2]
        if covered or clip_cut:
            continue
        expected = tuple(round(max(0, min(1, c)) * 255) for c in entry[8][:3])
        actual = image.getpixel((int(cx), int(cy)))
        check(all(abs(a - e) <= 3 for a, e in zip(actual, expected)),
              f"{name} at {fraction}: pixel at the centre of {entry[0]} is {actual}, its colour is {expected}")
        checked += 1
    return checked


def check_examples(segue, examples, browser, screenshots):
    total_boxes = total_pixels = 0
    paths = {}
    files = sorted(f for f in os.listdir(examples) if f.endswith(".lua") and not f.endswith("_spec.lua"))
    for file in files:
        name = file[:-4]
        preview = Preview(segue, os.path.join(examples, file), browser)
        try:
            for fraction in (0, 0.5, 1):
                preview.at(fraction)
                total_boxes += check_geometry(name, preview, fraction)
                # The colours as the page draws them: on its canvas where it can (stage-canvas.js).
                path = preview.page.evaluate("seguePreview.state.stagePath")
                paths[path] = paths.get(path, 0) + 1
                total_pixels += check_colours(name, preview, fraction)
                if screenshots:
                    preview.page.locator("#stage-frame").screenshot(path=os.path.join(screenshots, f"{name}-{fraction}.png"))
        finally:
            preview.close()
    check(total_boxes > 60, f"only {total_boxes} element boxes were checked")
    check(total_pixels > 20, f"only {total_pixels} pixel colours were checked")
    check(paths.get("canvas", 0) > len(files), f"the stage was drawn {paths} (by how): too few frames on the canvas")
    print(f"ok - {len(files)} examples: {total_boxes} element boxes and {total_pixels} pixel colours match the engine at 0, 0.5 and 1 "
          f"(frames drawn by {paths})")


def drag(preview, points, pause_before_release=0.0):
    """Presses at the first point, moves through the others, releases; returns the gesture take."""
    before = preview.page.evaluate("seguePreview.takesReceived")
    box = preview.page.locator("#stage").bounding_box()
    mouse = preview.page.mouse
    mouse.move(box["x"] + points[0][0], box["y"] + points[0][1])
    mouse.down()
    for x, y in points[1:]:
        mouse.move(box["x"] + x, box["y"] + y)
        time.sleep(0.012)
    time.sleep(pause_before_release)
    mouse.up()
    preview.page.wait_for_function(f"seguePreview.takesReceived > {before} && seguePreview.state.take.reason === 'gesture'", timeout=10000)
    return preview.page.evaluate("({outcome: seguePreview.state.take.outcome, events: seguePreview.state.take.events.map(e => e.text)})")


def check_drags(segue, examples, browser):
    preview = Preview(segue, os.path.join(examples, "tab_slide.lua"), browser)
    try:
        preview.page.click("#reset")
        preview.page.wait_for_function("seguePreview.state.take.input.kind === 'still'")
        flick = drag(preview, [(300 - 14 * k, 400) for k in range(15)])
        check(flick["outcome"] is True, f"a fast drag to the left must finish the tab slide: {flick}")
        preview.page.click("#reset")
        preview.page.wait_for_function("seguePreview.state.take.input.kind === 'still'")
        slow = drag(preview, [(300 - 4 * k, 400) for k in range(10)], pause_before_release=0.4)
        check(slow["outcome"] is False, f"a short, slow drag must cancel the tab slide: {slow}")
        decided = any("released" in text for text in slow["events"])
        check(decided, f"the log must say what the release decided: {slow['events']}")
    finally:
        preview.close()
    print("ok - a flick on the stage finishes the tab slide, a short slow drag cancels it")


# A navigation push whose list fades to the alpha on line 15 (`alpha = 0.5`, rewritten to save).
SLIDE_FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "preview", "slide.lua")


def slide(alpha):
    with open(SLIDE_FIXTURE) as handle:
        return handle.read().replace("alpha = 0.5", "alpha = " + alpha)


def write(path, text):
    """Writes as an editor saves: a new file renamed over the old one."""
    temporary = path + ".saving"
    with open(temporary, "w") as handle:
        handle.write(text)
    os.replace(temporary, path)


def check_reload(segue, browser):
    folder = tempfile.mkdtemp(prefix="segue-preview-")
    path = os.path.join(folder, "slide.lua")
    write(path, slide("0.5"))
    preview = Preview(segue, path, browser)
    latencies = []
    try:
        preview.at(0.5)
        preview.page.evaluate("seguePreview.state.selected = 'listView'")
        playhead = preview.page.evaluate("seguePreview.state.playhead")
        for k in range(21):
            alpha = "0.%02d" % (k + 10)
            before = preview.page.evaluate("seguePreview.takesReceived")
            written = time.time() * 1000
            write(path, slide(alpha))
            preview.page.wait_for_function(f"seguePreview.takesReceived > {before} && seguePreview.state.lastTakeShownAt >= seguePreview.state.lastTakeReceivedAt", timeout=5000)
            shown = preview.page.evaluate("seguePreview.state.lastTakeShownAt")
            latencies.append(shown - written)
        state = preview.page.evaluate("({playhead: seguePreview.state.playhead, selected: seguePreview.state.selected, reason: seguePreview.state.take.reason})")
        check(state["reason"] == "reload", f"a save must arrive as a reload: {state}")
        check(abs(state["playhead"] - playhead) < 1e-9, f"a save must keep the playhead: {playhead} -> {state['playhead']}")
        check(state["selected"] == "listView", "a save must keep the selection")
        # The last save wrote alpha 0.30: the list fades that far before the push ends.
        lowest = preview.page.evaluate("Math.min(...seguePreview.state.take.frames.flatMap(f => f.views.filter(v => v[0] === 'listView').map(v => v[4])))")
        check(abs(lowest - 0.30) < 0.01, f"the new version's alpha must show: the list fades to {lowest}")

        # A broken save: its error over the stage, the last good take still playing.
        before = preview.page.evaluate("seguePreview.takesReceived")
        write(path, slide("0 +"))
        preview.page.wait_for_selector("#error:not([hidden])", timeout=5000)
        title = preview.page.text_content("#error-title")
        check(f"{path}:16" in title, f"the error must name the file and line: {title!r}")
        preview.page.evaluate("seguePreview.state.playing = true")
        t0 = preview.page.evaluate("seguePreview.state.playhead")
        time.sleep(0.2)
        t1 = preview.page.evaluate("seguePreview.state.playhead")
        check(t0 != t1, "the last good version keeps playing under a broken save's error")
        check(preview.page.evaluate("seguePreview.takesReceived") == before, "a broken save must not replace the take")
        write(path, slide("0.5"))
        preview.page.wait_for_selector("#error", state="hidden", timeout=5000)
    finally:
        preview.close()
        shutil.rmtree(folder, ignore_errors=True)
    latencies.sort()
    median = statistics.median(latencies)
    p95 = latencies[int(round(0.95 * (len(latencies) - 1)))]
    print(f"ok - a save goes live at the same playhead (save -> visible over {len(latencies)} saves: median {median:.1f} ms, p95 {p95:.1f} ms); a broken save shows file:line and the last good version plays on")


def check_panels(segue, examples, browser):
    """The timeline marks the animator's tracks (keyframe windows, alongside animations);
    the curve panel shows the engine's timing curve with its parameters and settling time."""
    preview = Preview(segue, os.path.join(examples, "snapchat_swipe.lua"), browser)
    try:
        page = preview.page
        page.locator("#panels nav button[data-panel=curves]").dispatch_event("click")
        rows = page.evaluate("""() => [...document.querySelectorAll('#panel-curves .curve-row')].map(r =>
            ({ id: r.dataset.id, property: r.dataset.property, alongside: r.classList.contains('alongside'),
               animated: r.classList.contains('animated'), tag: (r.querySelector('.tag') || {}).textContent || '' }))""")
        tracks = page.evaluate("seguePreview.state.take.tracks")
        alongside = {(t[0], t[1]) for t in tracks if t[3]}
        check(any(t[1] == "effectIntensity" for t in tracks if t[3]), f"the swipe's blur is not an alongside track: {tracks}")
        marked = {(r["id"], r["property"]) for r in rows if r["alongside"]}
        check(alongside & {(r["id"], r["property"]) for r in rows} <= marked,
              f"alongside tracks {sorted(alongside)} are not all marked on the timeline ({sorted(marked)})")
        check(all(r["tag"] == "alongside" for r in rows if r["alongside"]), "an alongside row has no 'alongside' tag")
        check(any(r["animated"] and not r["alongside"] for r in rows), "no row is marked as the transition's own track")
        page.locator("#panels nav button[data-panel=timing]").dispatch_event("click")
        preview.at(0.3)
        timing = page.evaluate("seguePreview.state.take.timing")
        name = page.text_content("[data-timing=name]")
        check(name == timing["name"], f"the curve panel names {name!r}, the take {timing['name']!r}")
        settling = page.text_content("[data-timing=settling]") if timing["settlingTime"] is not None else None
        check(settling is not None and settling.startswith(str(round(timing["settlingTime"], 4))[:5]),
              f"the spring's settling time {timing['settlingTime']} is shown as {settling!r}")
        drawn = page.evaluate("""() => { const c = document.getElementById('timing-curve');
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data; let n = 0;
            for (let i = 0; i < d.length; i += 4) if (d[i + 2] > 200 && d[i] < 120) n++; return n; }""")
        check(drawn > 100, f"the timing curve drew only {drawn} blue pixels")
        # Cancel here on the timed take catches it in flight at the playhead.
        preview.at(0.3)
        playhead = page.evaluate("seguePreview.state.playhead")
        received = page.evaluate("seguePreview.takesReceived")
        page.locator("#cancel").dispatch_event("click")
        page.wait_for_function(f"seguePreview.takesReceived > {received}", timeout=10000)
        caught = page.evaluate("""() => { const t = seguePreview.state.take;
            const values = (frame) => frame.views.map(v => [v[0], v[12]]);
            return { input: t.input, outcome: t.outcome, first: values(t.frames[0]),
                     last: values(t.frames[t.frames.length - 1]) }; }""")
        check(caught["input"]["kind"] == "caught" and abs(caught["input"]["time"] - playhead) <= 1 / 240,
              f"Cancel here did not catch the timed take at the playhead {playhead}: {caught['input']}")
        # The first frame is the transition just begun (as `segue run` records it), so it holds
        # the views the transition added; a cancel removes those and leaves every other view
        # exactly where it began.
        first, last = dict(caught["first"]), dict(caught["last"])
        check(caught["outcome"] is False and set(last) <= set(first)
              and all(last[view] == first[view] for view in last),
              "a caught and cancelled take does not land exactly on its start: "
              + ", ".join(view for view in last if last[view] != first.get(view)))
    finally:
        preview.close()
    print(f"ok - panels: {len(rows)} timeline rows, {len(alongside)} alongside tracks marked; curve {timing['name']} settles in {settling}; "
          f"Cancel here catches the timed take in flight at {playhead:.3f} s and lands on its start")


# Counts the page's DOM writes while `count` frames are drawn: every mutation record, and those
# that replace an element's children other than a text's (a panel or overlay rebuilt).
COUNT_WRITES = """async ([count, same]) => {
    const records = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const s = seguePreview.state, start = s.playhead;
    for (let i = 0; i < count; i++) {
        seguePreview.seek(same ? start : start + i / s.take.sampleRate);
        await new Promise((done) => requestAnimationFrame(done));
    }
    records.push(...observer.takeRecords());
    observer.disconnect();
    const rebuilt = records.filter((r) => r.type === "childList" && [...r.addedNodes, ...r.removedNodes].some((n) => n.nodeType === 1));
    return { all: records.length, rebuilt: rebuilt.map((r) => r.target.id || r.target.className || r.target.nodeName).slice(0, 5),
             rebuiltCount: rebuilt.length };
}"""


def check_frame_writes(segue, examples, browser):
    """A frame writes to the page only what changed: the same frame drawn again and again
    writes nothing at all (no panel, overlay, readout or button rewritten), and playing
    frame after frame rebuilds no element — the Values panel, the overlay and the timeline
    keep their elements, and only texts that changed are written."""
    preview = Preview(segue, os.path.join(examples, "panel.lua"), browser)
    try:
        page = preview.page
        preview.at(0.4)
        page.evaluate("seguePreview.state.selected = 'panelView'")
        preview.at(0.4)
        still = page.evaluate(COUNT_WRITES, [20, True])
        check(still["all"] == 0, f"drawing the same frame 20 times wrote to the page {still['all']} times: {still['rebuilt']}")
        preview.at(0.2)
        moving = page.evaluate(COUNT_WRITES, [20, False])
        check(moving["rebuiltCount"] == 0,
              f"drawing 20 frames rebuilt elements {moving['rebuiltCount']} times (in {moving['rebuilt']})")
        check(moving["all"] > 0, "drawing 20 frames of a moving view wrote nothing (the readout and values must change)")
    finally:
        preview.close()
    print(f"ok - frames write only what changed: 0 writes for a frame drawn again, {moving['all']} text writes "
          f"and no element rebuilt over 20 frames played")


def status_of(url, headers=None):
    """The HTTP status `url` answers with (urllib raises on 4xx; that is the answer too)."""
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}), timeout=20) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


class ForeignSite:
    """Another local web server: the origin a hostile page would have."""

    def __init__(self):
        class Blank(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                body = b"<!doctype html><title>elsewhere</title>"
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Blank)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()


def check_secret(segue, examples, browser):
    """The page opens from the printed address with its token, drops the token from the
    address bar, and comes back from a reload on its cookie; without the token, from another
    host name or from another site's page, nothing opens."""
    preview = Preview(segue, os.path.join(examples, "cube.lua"), browser)
    foreign = ForeignSite()
    try:
        page = preview.page
        check("token=" not in page.url, f"the address bar still shows the token: {page.url}")
        page.reload()
        page.wait_for_function("window.seguePreview && seguePreview.takesReceived > 0", timeout=15000)
        check(page.evaluate("document.getElementById('connection').textContent") == "live",
              "a reload without the token in the address is not live")
        check(status_of(preview.base) == 403, "the page opens without the token")
        check(status_of(preview.url) == 200, "the printed address does not open the page")
        netloc = urllib.parse.urlsplit(preview.base).netloc
        port = netloc.rsplit(":", 1)[1]
        check(status_of(preview.url, {"Host": f"rebound.example:{port}"}) == 421, "a foreign Host is answered")
        # A fresh browser profile (no cookie) gets the refusal page.
        context = browser.new_context()
        stranger = context.new_page()
        response = stranger.goto(preview.base)
        check(response.status == 403 and "token" in stranger.content(), f"without the token: {response.status}")
        # Another site's page that knows the address still cannot open the live socket.
        stranger.goto(foreign.url)
        outcome = stranger.evaluate("""(url) => new Promise(resolve => {
            const socket = new WebSocket(url);
            socket.onopen = () => resolve("open");
            socket.onerror = () => resolve("refused");
            setTimeout(() => resolve("timeout"), 10000);
        })""", "ws://" + netloc + "/live?token=" + preview.token)
        check(outcome == "refused", f"a WebSocket from another origin was {outcome}")
        context.close()
    finally:
        foreign.close()
        preview.close()
    print("ok - the secret address opens the page, leaves the address bar and a reload stays live on its cookie; "
          "no token: 403, foreign Host: 421, another site's WebSocket: refused")


def measure_frame_rate(segue, examples, browser):
    """Frames the page draws per second while playing the example with the most views."""
    preview = Preview(segue, os.path.join(examples, "snapchat_swipe.lua"), browser)
    try:
        views = preview.page.evaluate("seguePreview.currentFrame().views.length")
        preview.page.evaluate("seguePreview.state.playing = true; seguePreview.state.framesDrawn = 0")
        time.sleep(2)
        drawn = preview.page.evaluate("seguePreview.state.framesDrawn")
    finally:
        preview.close()
    print(f"ok - playing snapchat_swipe ({views} views): {drawn / 2:.0f} frames drawn per second")


def main():
    segue, examples = sys.argv[1], sys.argv[2]
    screenshots = None
    if "--screenshots" in sys.argv:
        screenshots = sys.argv[sys.argv.index("--screenshots") + 1]
        os.makedirs(screenshots, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            check_secret(segue, examples, browser)
            check_examples(segue, examples, browser, screenshots)
            check_drags(segue, examples, browser)
            check_reload(segue, browser)
            check_panels(segue, examples, browser)
            check_frame_writes(segue, examples, browser)
            measure_frame_rate(segue, examples, browser)
        finally:
            browser.close()
    if FAILURES:
        print(f"{len(FAILURES)} preview checks failed")
        sys.exit(1)


if __name__ == "__main__":
    main()
