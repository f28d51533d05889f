#!/usr/bin/env python3
"""How the browser preview scales with the number of views: a benchmark, not a test gate.

For 10, 100, 1,000 and 5,000 views (benchmarks/end_to_end/many_views.lua with `count` set to N) it
opens the live preview (`segue preview`) and the offline player (`segue render --format
html`) in headless Chromium (Debian's, through Playwright, as Tests/browser does), plays the
take for a few seconds and reports:

- frames drawn per second: the page's own counter (`seguePreview.state.framesDrawn`, one a
  requestAnimationFrame tick that drew a frame), over the seconds played;
- JS per frame: performance.now() around the page's `drawFrame`, the mean over those frames,
  with its parts (the stage — its canvas or its elements, `state.stagePath` says which drew —
  then each panel and overlay drawn after them);
- the browser's own time per frame beside it (CDP Performance metrics over the same seconds:
  script, style recalculation, layout, and the whole main-thread task time), so what is not
  JavaScript shows too; fps on a loaded machine is noisy, the main thread's milliseconds a
  frame much less so;
- the main thread's time per frame by kind, from a Chrome trace of one more second of play
  (`devtools.timeline` events on the page's CrRendererMain thread): script, style, layout,
  paint (pre-paint, paint, layerising, the layer tree) — their sum is the figure to read —
  then the commit to the compositor (mostly waiting for it) and all of its tasks;
- the take message's size (bytes received over the WebSocket for the take: packed, as
  PackedMessage sends a large message, with the JSON it unpacks to beside it) and bytes per
  frame (that size over the take's frames; nothing else is sent while a take plays); offline,
  the html file's size.

Each figure is also given as a ratio against the smallest case measured in the same run. It
never fails on a number: it exits 0 whatever it measures (1 only when something does not run).

usage: benchmarks/preview_scale.py [SEGUE] [--counts 10,100,1000,5000] [--seconds 4] [--json FILE]
                                   [--script preview.js] [--before preview.js] [--pages live,offline]
--pages measures only the pages named (a `segue` built without `segue-preview`, such as an
older checkout's, draws the offline page alone).
--script serves that file as the page's script instead of the one built into `segue` (the live
page's /preview.js and the offline player's inlined script), to measure a change to the page
before building it.
--before measures each case a second time, just before, with that file as the page's script
(e.g. an older commit's page/*.js joined as PreviewPageAssets joins them): before and after
in one run, on the machine as loaded at the time; the rows say which (`before`, `after`).
SEGUE defaults to Preview/.build/debug/segue (`segue-preview` beside it), as
scripts/test-preview builds them; SEGUE_CHROMIUM names the browser (/usr/bin/chromium).
"""
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests", "browser"))

from playwright.sync_api import sync_playwright  # noqa: E402

from check_preview import Preview  # noqa: E402
from offline_page import open_offline  # noqa: E402

CHROMIUM = os.environ.get("SEGUE_CHROMIUM", "/usr/bin/chromium")
TEMPLATE = os.path.join(ROOT, "benchmarks", "end_to_end", "many_views.lua")
# The page's functions drawFrame calls after drawing the stage, timed one by one.
PARTS = ["drawOverlay", "showValues", "showReadout", "drawTimeline", "highlightCurves", "drawTiming"]

# Wraps the page's drawing functions (top-level function declarations are the global
# object's properties, so the page's own calls go through the wrappers) with timers.
INSTRUMENT = """(parts) => {
  const timers = { drawFrame: 0, frames: 0 };
  const wrap = (name) => {
    const inner = window[name];
    timers[name] = 0;
    window[name] = function (...args) {
      const start = performance.now();
      try { return inner.apply(this, args); } finally { timers[name] += performance.now() - start; }
    };
  };
  for (const name of parts) wrap(name);
  wrap("drawFrame");
  window.__segueTimers = timers;
}"""

RESET = """() => { for (const k of Object.keys(window.__segueTimers)) window.__segueTimers[k] = 0;
  seguePreview.state.framesDrawn = 0; seguePreview.state.playing = true; }"""

READ = "() => ({ timers: window.__segueTimers, drawn: seguePreview.state.framesDrawn, path: seguePreview.state.stagePath || 'elements' })"

METRICS = ["ScriptDuration", "RecalcStyleDuration", "LayoutDuration", "TaskDuration"]

# Trace event names on the renderer's main thread, by the kind of work they are.
TRACE_KINDS = {
    "script": {"FunctionCall", "EvaluateScript", "v8.compile", "TimerFire", "FireAnimationFrame", "EventDispatch",
               "RunMicrotasks", "V8.GCScavenger", "MajorGC", "MinorGC", "V8.GC_MC_BACKGROUND_MARKING"},
    "style": {"UpdateLayoutTree", "RecalculateStyles", "ParseHTML"},
    "layout": {"Layout"},
    "paint": {"PrePaint", "Paint", "PaintImage", "Layerize", "UpdateLayer", "UpdateLayerTree", "CompositeLayers",
              "RasterTask", "Decode Image"},
    # Handing the frame to the compositor: mostly waiting, in software compositing, for it to
    # finish drawing the frame before (so not counted in the sum of the main thread's work).
    "commit": {"Commit"},
}
WORK = ["script", "style", "layout", "paint"]
TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8"]


def script_with(count, folder):
    with open(TEMPLATE) as f:
        text = f.read()
    path = os.path.join(folder, f"views_{count}.lua")
    with open(path, "w") as f:
        f.write(text.replace("local count = 1000", f"local count = {count}", 1))
    return path


def metrics(cdp):
    values = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return {name: values.get(name, 0.0) for name in METRICS}


def play(page, seconds):
    """Plays for `seconds`; frames drawn per second, JS and browser milliseconds per frame."""
    page.evaluate(INSTRUMENT, PARTS)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Performance.enable")
    # A second of warm-up: the first frames after a take build its elements.
    page.evaluate(RESET)
    time.sleep(1)
    page.evaluate(RESET)
    before = metrics(cdp)
    start = time.monotonic()
    time.sleep(seconds)
    read = page.evaluate(READ)
    elapsed = time.monotonic() - start
    after = metrics(cdp)
    cdp.detach()
    traced = trace(page)
    drawn = max(read["drawn"], 1)
    timers = read["timers"]
    js = timers["drawFrame"] / drawn
    parts = {name: timers[name] / drawn for name in PARTS}
    parts["stage"] = js - sum(parts.values())
    browser = {name: (after[name] - before[name]) * 1000 / drawn for name in METRICS}
    return {"fps": read["drawn"] / elapsed, "js_ms": js, "parts_ms": parts, "browser_ms": browser,
            "stage_path": read["path"], "main_ms": traced}


def trace(page, seconds=1.5):
    """The main thread's milliseconds a frame drawn, by kind (TRACE_KINDS, and `task`: every
    top-level task), over `seconds` of play traced."""
    browser = page.context.browser
    page.evaluate("() => { seguePreview.state.framesDrawn = 0; }")
    browser.start_tracing(page=page, categories=TRACE_CATEGORIES)
    time.sleep(seconds)
    drawn = max(page.evaluate("seguePreview.state.framesDrawn"), 1)
    events = json.loads(browser.stop_tracing())
    events = events["traceEvents"] if isinstance(events, dict) else events
    mains = {(e["pid"], e["tid"]) for e in events
             if e.get("ph") == "M" and e.get("name") == "thread_name" and e.get("args", {}).get("name") == "CrRendererMain"}
    totals = {kind: 0.0 for kind in TRACE_KINDS}
    totals["task"] = 0.0
    # Only the outermost event of each kind counts (a Layout inside a FunctionCall is layout,
    # and the script's own time is the call's less what it holds).
    spans = sorted((e for e in events if (e["pid"], e.get("tid")) in mains and e.get("ph") == "X" and "dur" in e),
                   key=lambda e: (e["ts"], -e["dur"]))
    open_spans = []
    for e in spans:
        while open_spans and open_spans[-1][1] <= e["ts"]:
            open_spans.pop()
        name, dur = e["name"], e["dur"] / 1000
        if name in ("ThreadControllerImpl::RunTask", "RunTask") and not open_spans:
            totals["task"] += dur
        kind = next((k for k, names in TRACE_KINDS.items() if name in names), None)
        if kind:
            inside = next((k for _, _, k in reversed(open_spans) if k), None)
            if inside is None:
                totals[kind] += dur
            elif inside == "script" and kind != "script":
                # Work the script forced (a style or layout read back): its kind, not script's.
                totals[kind] += dur
                totals["script"] -= dur
        open_spans.append((e["ts"], e["ts"] + e["dur"], kind))
    return {kind: value / drawn for kind, value in totals.items()}


class Pages:
    """A context in the place of a browser for check_preview's Preview (which asks it for a page)."""

    def __init__(self, context):
        self.context = context

    def new_page(self, viewport=None):
        return self.context.new_page()


def measure_live(segue, browser, path, seconds, script=None):
    received = []

    def watch(socket):
        socket.on("framereceived", lambda payload: received.append(payload))

    # The socket is watched from the page's first request on: the take arrives as it opens.
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.on("page", lambda page: page.on("websocket", watch))
    if script:
        context.route("**/preview.js", lambda route: route.fulfill(path=script, content_type="text/javascript"))
    opened = time.monotonic()
    # A debug server on a busy machine takes minutes to record and send thousands of views.
    preview = Preview(segue, path, Pages(context), suffix="", timeout=600000)
    try:
        opened = time.monotonic() - opened
        views = preview.page.evaluate("seguePreview.currentFrame().views.length")
        frames = preview.page.evaluate("seguePreview.state.take.frames.length")
        takes = [p for p in received if isinstance(p, str)
                 and (p.startswith('{"type":"take"') or p.startswith('{"type":"packed"'))]
        take_bytes = len(takes[-1].encode()) if takes else 0
        unpacked = json.loads(takes[-1]).get("bytes", take_bytes) if takes else 0
        result = play(preview.page, seconds)
    finally:
        preview.close()
        context.close()
    result.update({"views": views, "take_frames": frames, "take_bytes": take_bytes, "json_bytes": unpacked,
                   "bytes_per_frame": take_bytes / max(frames, 1), "open_s": opened})
    return result


def with_script(page_path, script):
    """The offline page with its inlined script (the last script element) replaced by `script`'s text."""
    with open(page_path) as f:
        html = f.read()
    start = html.rindex("\n<script>\n") + len("\n<script>\n")
    end = html.index("\n</script>", start)
    with open(script) as f:
        html = html[:start] + f.read() + html[end:]
    with open(page_path, "w") as f:
        f.write(html)


def measure_offline(segue, browser, path, folder, seconds, script=None):
    page_path = os.path.join(folder, os.path.basename(path).replace(".lua", ".html"))
    run = subprocess.run([segue, "render", path, "--format", "html", "--output", page_path],
                         capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        raise RuntimeError(f"segue render exited {run.returncode}: {run.stderr}")
    if script:
        with_script(page_path, script)
    page, _, errors = open_offline(browser, page_path, viewport={"width": 1400, "height": 1000})
    try:
        # As live: unpacking and rebuilding thousands of views' frames takes minutes on a busy machine.
        page.wait_for_function("window.seguePreview && seguePreview.state.take !== null", timeout=600000)
        result = play(page, seconds)
    finally:
        page.context.close()
    if errors:
        raise RuntimeError(f"the offline page reported {errors}")
    result["file_bytes"] = os.path.getsize(page_path)
    return result


def label(row):
    return f"{row['count']}{' ' + row['version'] if row.get('version') else ''}"


def ratio(value, base):
    return f"{value / base:.2f}×" if base else "—"


def table(rows, pages):
    base = rows[0]
    print()
    print(f"{'views':>13} {'page':>8} {'stage':>8} {'fps':>6} {'×base':>6} {'JS ms/fr':>9} {'×base':>7} "
          f"{'task ms/fr':>10} {'style':>6} {'layout':>6} {'bytes':>11} {'×base':>8} {'B/frame':>9} {'JSON bytes':>11}")
    for row in rows:
        for kind in pages:
            r, b0 = row[kind], base[kind]
            b = r["browser_ms"]
            size = r.get("take_bytes", r.get("file_bytes", 0))
            base_size = b0.get("take_bytes", b0.get("file_bytes", 0))
            per_frame = r.get("bytes_per_frame")
            print(f"{label(row):>13} {kind:>8} {r['stage_path']:>8} {r['fps']:>6.1f} {ratio(r['fps'], b0['fps']):>6} "
                  f"{r['js_ms']:>9.2f} {ratio(r['js_ms'], b0['js_ms']):>7} {b['TaskDuration']:>10.2f} "
                  f"{b['RecalcStyleDuration']:>6.2f} {b['LayoutDuration']:>6.2f} {size:>11} {ratio(size, base_size):>8} "
                  + (f"{per_frame:>9.0f} {r['json_bytes']:>11}" if per_frame is not None else f"{'':>9} {'':>11}"))
    print()
    print("JS per frame, by part (ms; first page measured): " + ", ".join(["stage"] + PARTS))
    for row in rows:
        parts = row[pages[0]]["parts_ms"]
        print(f"{label(row):>13} views: " + " ".join(f"{parts[p]:.2f}" for p in ["stage"] + PARTS))
    print()
    print("Main thread per frame, traced (ms): script + style + layout + paint = sum; commit (waiting for the"
          " compositor) and task (all its tasks) beside it")
    print(f"{'views':>13} {'page':>8} {'fps':>6} {'script':>7} {'style':>6} {'layout':>6} {'paint':>6} {'sum':>6} {'commit':>6} {'task':>6}")
    for row in rows:
        for kind in pages:
            r = row[kind]
            m = r["main_ms"]
            total = sum(m[k] for k in WORK)
            print(f"{label(row):>13} {kind:>8} {r['fps']:>6.1f} {m['script']:>7.2f} {m['style']:>6.2f} {m['layout']:>6.2f} "
                  f"{m['paint']:>6.2f} {total:>6.2f} {m['commit']:>6.2f} {m['task']:>6.2f}")
    print("(bytes: the take message live as sent — packed when large — and the whole html file offline;"
          " B/frame: those bytes over the take's frames; JSON bytes: what the packed take unpacks to)")


def main():
    args = sys.argv[1:]
    options = {"--counts": "10,100,1000,5000", "--seconds": "4", "--json": None, "--script": None,
               "--pages": "live,offline", "--before": None}
    positional = []
    while args:
        a = args.pop(0)
        if a in options:
            options[a] = args.pop(0)
        else:
            positional.append(a)
    segue = positional[0] if positional else os.path.join(ROOT, "Preview", ".build", "debug", "segue")
    counts = [int(c) for c in options["--counts"].split(",")]
    pages = [p for p in options["--pages"].split(",") if p in ("live", "offline")]
    seconds = float(options["--seconds"])
    rows = []
    with tempfile.TemporaryDirectory(prefix="segue-preview-scale-") as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            after = options["--script"] and os.path.abspath(options["--script"])
            versions = [("before", os.path.abspath(options["--before"])), ("after", after)] if options["--before"] else [(None, after)]
            for count, (version, script) in ((c, v) for c in counts for v in versions):
                path = script_with(count, folder)
                row = {"count": count, "version": version}
                if "live" in pages:
                    row["live"] = measure_live(segue, browser, path, seconds, script)
                if "offline" in pages:
                    row["offline"] = measure_offline(segue, browser, path, folder, seconds, script)
                print(f"{label(row)} views: " + "; ".join(
                    f"{kind} {row[kind]['fps']:.1f} fps ({row[kind]['stage_path']}), {row[kind]['js_ms']:.2f} ms JS a frame, "
                    f"main thread {sum(row[kind]['main_ms'][k] for k in WORK):.2f} ms a frame, "
                    f"{row[kind].get('take_bytes', row[kind].get('file_bytes'))} bytes" for kind in pages), flush=True)
                rows.append(row)
        finally:
            browser.close()
    table(rows, pages)
    if options["--json"]:
        with open(options["--json"], "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
