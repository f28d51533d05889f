"""The preview's controls as a new user meets them (issue 45), in headless Chromium (Debian's,
through Playwright):

- the request buttons follow the scene: after the opening present, dismiss is offered and
  present is not (disabled, the reason on hover); a request the scene cannot play now is
  refused in words that say so, not as a script's error;
- Copy link: the link it copies, opened in a fresh browser context, shows the same take,
  frame, playhead and selection; its numbers are rounded to what they mean (a drag's touches
  to 0.01 pt and 1 ms), so it stays short;
- Cancel here hands the transition no velocity (as UIKit's cancel): it turns back at once,
  its progress never going on past where it was caught;
- after a save from outside the page, Undo is disabled (it could only be refused);
- the Curve panel disables (with the reason) the transition's duration when the spring sets
  its own; a `ctx:keyframe` box says which view and property it animates; the Source pane
  numbers its lines; with nothing selected, Values shows a view that is seen and moves;
- ghosted compare draws the other version as outlines (a full-screen view no longer washes
  the stage out), not the views it hides, and follows the exploded view.

usage: check_preview_controls.py SEGUE EXAMPLES_DIR [--screenshots DIR]
Exits 1 on failure.
"""
import os
import re
import shutil
import sys
import tempfile
import time
import urllib.parse
import io

from PIL import Image, ImageChops

from playwright.sync_api import sync_playwright

from check_preview import CHROMIUM, FAILURES, Preview, check, drag, write


def button(page, name):
    return page.evaluate(f"""() => {{ const b = document.querySelector('#requests button[data-request="{name}"]');
        return b && {{ disabled: b.disabled, title: b.title }}; }}""")


def wait_take(page, received, reason=None):
    condition = f"seguePreview.takesReceived > {received}"
    if reason:
        condition += f" && seguePreview.state.take.reason === '{reason}'"
    page.wait_for_function(condition, timeout=15000)


def check_requests(segue, examples, browser, screenshots):
    preview = Preview(segue, os.path.join(examples, "modal_cover.lua"), browser)
    page = preview.page
    try:
        check(page.evaluate("seguePreview.state.take.reason") == "open", "the page did not open with a take")
        present, dismiss = button(page, "present"), button(page, "dismiss")
        check(present is not None and dismiss is not None, "the modal scene offers no present and dismiss buttons")
        check(dismiss["disabled"] is False, f"after the opening present, dismiss is not offered: {dismiss}")
        check(present["disabled"] is True, f"after the opening present, present is still offered: {present}")
        check("every page is presented already" in present["title"],
              f"the disabled present does not say why on hover: {present['title']!r}")
        if screenshots:
            page.locator("#header").screenshot(path=os.path.join(screenshots, "requests.png"))
        # The dismiss played, the buttons turn round.
        received = page.evaluate("seguePreview.takesReceived")
        page.click('#requests button[data-request="dismiss"]')
        wait_take(page, received, "request")
        present, dismiss = button(page, "present"), button(page, "dismiss")
        check(present["disabled"] is False and dismiss["disabled"] is True,
              f"after the dismiss, the buttons are present {present} and dismiss {dismiss}")
        check("nothing is presented" in dismiss["title"], f"the disabled dismiss says {dismiss['title']!r}")
        # A request the scene cannot play now (as a shortcut or an address would ask) is a
        # refusal, said as one; the take stays.
        takes = page.evaluate("seguePreview.takesReceived")
        page.evaluate("seguePreview.send({ type: 'play', request: 'dismiss' })")
        page.wait_for_function("!document.getElementById('error').hidden", timeout=10000)
        title = page.locator("#error-title").text_content()
        text = page.locator("#error-message").text_content()
        check(title.startswith("Refused") and "Error in" not in title and "last good version" not in title,
              f"a refused request is titled {title!r}")
        check("nothing is presented" in text, f"the refusal does not say why: {text!r}")
        check(page.evaluate("seguePreview.takesReceived") == takes, "a refused request changed the take")
        if screenshots:
            page.locator("#stage-frame").screenshot(path=os.path.join(screenshots, "refusal.png"))
        # The next take clears it.
        received = page.evaluate("seguePreview.takesReceived")
        page.click('#requests button[data-request="present"]')
        wait_take(page, received, "request")
        check(page.locator("#error").is_hidden(), "the refusal stays over the next take")
    finally:
        preview.close()
    return ("ok - the request buttons follow the scene (dismiss, not present, after the opening present; "
          "the reason on hover) and a refusal reads as one")


def shared_state(page):
    return page.evaluate("""() => ({ playhead: seguePreview.state.playhead, selected: seguePreview.state.selected,
        panel: seguePreview.state.panel, playing: seguePreview.state.playing,
        frameIndex: seguePreview.state.take.frames.indexOf(seguePreview.currentFrame()),
        input: seguePreview.state.take.input, frame: JSON.stringify(seguePreview.currentFrame()) })""")


def check_copy_link(segue, examples, browser, screenshots):
    # Scaled to fit (no ?scale=1): the stage's points are fractions of the mouse's pixels.
    preview = Preview(segue, os.path.join(examples, "tab_slide.lua"), browser, suffix="")
    page = preview.page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=preview.base.rstrip("/"))
    try:
        check(page.evaluate("seguePreview.state.scale") != 1, "the stage is not scaled: the drag's points would be whole")
        page.click("#reset")
        page.wait_for_function("seguePreview.state.take.input.kind === 'still'")
        drag(preview, [(300 - 14 * k, 400 + k / 3) for k in range(15)])
        preview.at(0.4)
        box = page.locator("#stage").bounding_box()
        page.keyboard.down("Alt")
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.keyboard.up("Alt")
        page.locator("#panels nav button[data-panel=views]").click()
        check("token" not in page.url, "the address bar shows the token")
        page.click("#copy-link")
        page.wait_for_function("document.getElementById('copy-link').dataset.copied", timeout=5000)
        link = page.evaluate("navigator.clipboard.readText()")
        expected = shared_state(page)
        check(link.startswith(preview.base) and "token=" in link and "#" in link, f"the copied link is {link[:120]!r}")
        fragment = urllib.parse.parse_qs(link.split("#", 1)[1])
        numbers = re.findall(r"-?\d+(?:\.\d+)?", ",".join(fragment.get("touches", [""]) + fragment.get("t", [""])))
        places = max(len(n.split(".")[1]) if "." in n else 0 for n in numbers)
        check(places <= 3, f"the link's touches and playhead carry {places} decimals: {link[:300]}")
        check(len(link) < 650, f"the copied link is {len(link)} characters")
        # A fresh browser context: no cookie, no storage — what another person's browser has.
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        try:
            other = context.new_page()
            errors = []
            other.on("pageerror", lambda error: errors.append(str(error)))
            response = other.goto(link)
            check(response is not None and response.status == 200, f"the copied link answers {response and response.status}")
            other.wait_for_function("window.seguePreview && seguePreview.state.take && seguePreview.state.take.reason === 'address'",
                                    timeout=15000)
            other.wait_for_timeout(100)
            shown = shared_state(other)
            for key in ["input", "frameIndex", "frame", "selected", "panel"]:
                check(shown[key] == expected[key], f"the copied link shows {key} {str(shown[key])[:200]}, "
                      f"the page it came from {str(expected[key])[:200]}")
            check(abs(shown["playhead"] - expected["playhead"]) < 1 / 240,
                  f"the copied link's playhead is {shown['playhead']}, the page's {expected['playhead']}")
            check(shown["playing"] is False, "the copied link's page plays instead of holding the playhead")
            check(not errors, f"page errors in the copied link's page: {errors}")
            if screenshots:
                other.screenshot(path=os.path.join(screenshots, "copy-link.png"))
        finally:
            context.close()
        # After a reload (the address bar has no token by then), the copied link still opens.
        page.reload()
        page.wait_for_function("window.seguePreview && seguePreview.takesReceived > 0", timeout=15000)
        page.evaluate("document.getElementById('copy-link').dataset.copied = ''")
        page.click("#copy-link")
        page.wait_for_function("document.getElementById('copy-link').dataset.copied", timeout=5000)
        again = page.evaluate("navigator.clipboard.readText()")
        check(f"token={preview.token}" in again, f"after a reload the copied link has no token: {again[:120]!r}")
    finally:
        preview.close()
    return (f"ok - Copy link opens the same take, frame, playhead and selection in a fresh browser ({len(link)} characters)")


def check_cancel_here(segue, examples, browser):
    preview = Preview(segue, os.path.join(examples, "panel.lua"), browser)
    page = preview.page
    try:
        preview.at(0.35)
        caught = page.evaluate("seguePreview.currentFrame().p")
        received = page.evaluate("seguePreview.takesReceived")
        page.locator("#cancel").dispatch_event("click")
        wait_take(page, received, "action")
        take = page.evaluate("""() => { const t = seguePreview.state.take;
            return { input: t.input, outcome: t.outcome, frames: t.frames.map(f => [f.t, f.p]),
                     log: t.events.map(e => e.text) }; }""")
        check(take["input"]["kind"] == "caught" and take["input"]["action"] == "cancel", f"Cancel here played {take['input']}")
        check(take["input"]["speed"] == 0, f"Cancel here handed the speed {take['input']['speed']} to the cancel")
        after = [p for t, p in take["frames"] if t > take["input"]["time"] + 1e-9]
        highest = max(after) if after else None
        check(highest is not None and highest <= caught + 1e-9,
              f"after Cancel here at progress {caught:.3f} the progress went on to {highest:.3f} before turning back")
        check(take["outcome"] is False, f"Cancel here ended with outcome {take['outcome']}")
        decision = next((line for line in take["log"] if "then cancel" in line), "")
        check(re.search(r"then cancel at -?0(\.0+)? pt/s", decision), f"Why says {decision!r}")
    finally:
        preview.close()
    return (f"ok - Cancel here turns back at once from progress {caught:.3f} (no velocity handed over)")


def check_undo_after_outside_save(segue, examples, browser):
    folder = tempfile.mkdtemp(prefix="segue-undo-")
    path = os.path.join(folder, "panel.lua")
    shutil.copyfile(os.path.join(examples, "panel.lua"), path)
    preview = Preview(segue, path, browser)
    page = preview.page
    try:
        page.locator("#panels nav button[data-panel=timing]").dispatch_event("click")
        received = page.evaluate("seguePreview.takesReceived")
        field = page.locator("input[data-path='timing.dampingRatio']")
        field.fill("0.8")
        field.press("Enter")
        wait_take(page, received, "reload")
        check(page.locator("#undo-edit").is_enabled(), "Undo is not enabled after an edit")
        # The developer's editor saves the file: the edit can no longer be undone.
        with open(path) as handle:
            text = handle.read()
        received = page.evaluate("seguePreview.takesReceived")
        write(path, text + "\n-- saved in an editor\n")
        wait_take(page, received, "reload")
        page.wait_for_function("document.getElementById('undo-edit').disabled", timeout=5000)
        title = page.locator("#undo-edit").get_attribute("title")
        check("changed outside" in title, f"the disabled Undo says {title!r}")
        with open(path) as handle:
            check(handle.read().endswith("-- saved in an editor\n"), "the outside save was overwritten")
    except Exception as error:  # a timeout is this check failing, not the run
        check(False, f"Undo after an outside save: {error}")
    finally:
        preview.close()
        shutil.rmtree(folder, ignore_errors=True)
    return ("ok - after a save from outside, Undo is disabled and says why")


def check_curve_hints(segue, examples, browser, screenshots):
    folder = tempfile.mkdtemp(prefix="segue-hints-")
    path = os.path.join(folder, "panel.lua")
    with open(os.path.join(examples, "panel.lua")) as handle:
        text = handle.read()
    spring = "timing = segue.spring { dampingRatio = 1 }"
    check(spring in text, "examples/panel.lua's timing is no longer a stretched spring")
    write(path, text.replace(spring, "timing = segue.spring { dampingRatio = 0.8, response = 0.4 }"))
    preview = Preview(segue, path, browser)
    page = preview.page
    try:
        page.locator("#panels nav button[data-panel=timing]").dispatch_event("click")
        page.wait_for_selector("#timing-literals input[data-path='duration']", timeout=10000)
        duration = page.evaluate("""() => { const i = document.querySelector("#timing-literals input[data-path='duration']");
            return { disabled: i.disabled, title: i.title, label: i.getAttribute('aria-label'),
                     reason: i.closest('label').querySelector('.reason')?.textContent || '' }; }""")
        check(duration["disabled"], f"the duration the spring overrides can be edited: {duration}")
        check("sets its own duration" in duration["title"] and "sets its own duration" in duration["reason"],
              f"the overridden duration does not say why: {duration}")
        ratio = page.evaluate("document.querySelector(\"#timing-literals input[data-path='timing.dampingRatio']\").disabled")
        check(ratio is False, "the spring's own dampingRatio is disabled too")
        if screenshots:
            page.locator("#panel-timing").screenshot(path=os.path.join(screenshots, "curve-hints.png"))
    finally:
        preview.close()
        shutil.rmtree(folder, ignore_errors=True)

    preview = Preview(segue, os.path.join(examples, "connect_the_dots.lua"), browser)
    page = preview.page
    try:
        page.locator("#panels nav button[data-panel=timing]").dispatch_event("click")
        page.wait_for_selector("#timing-literals fieldset legend", timeout=10000)
        legends = page.evaluate("[...document.querySelectorAll('#timing-literals fieldset legend')].map(l => l.textContent)")
        keyframes = [legend for legend in legends if "ctx:keyframe" in legend]
        check(keyframes, f"no ctx:keyframe box in {legends}")
        check(any(re.search(r"animates \w+\.alpha", legend) for legend in keyframes),
              f"no ctx:keyframe box says which view's alpha it animates: {keyframes}")
        # The Source pane: a number for every line, level with it.
        page.locator("#panels nav button[data-panel=source]").dispatch_event("click")
        page.wait_for_selector("#source-text .literal-number", timeout=10000)
        lines = page.evaluate("""() => { const gutter = document.getElementById('source-gutter');
            const text = document.getElementById('source-text');
            if (!gutter) return null;
            const numbers = gutter.textContent.split('\\n');
            const height = gutter.getBoundingClientRect().height / numbers.length;
            const lines = seguePreview.state.source.text.replace(/\\n$/, '').split('\\n').length;
            const top = text.getBoundingClientRect().top;
            const off = [...text.querySelectorAll('.literal-number')].map(span => {
              const literal = seguePreview.state.source.script.literals.find(l => l.offset === Number(span.dataset.offset));
              return Math.abs(span.getBoundingClientRect().top - top - (literal.line - 1) * height); });
            return { numbers: numbers.length, last: numbers[numbers.length - 1], lines, worst: Math.max(...off) }; }""")
        check(lines is not None, "the Source pane has no line numbers")
        if lines:
            check(lines["numbers"] == lines["lines"] and lines["last"] == str(lines["lines"]),
                  f"the Source pane numbers {lines['numbers']} lines of {lines['lines']}")
            check(lines["worst"] < 3, f"a number literal stands {lines['worst']:.1f} px off its line's number")
        if screenshots:
            page.locator("#panel-source").screenshot(path=os.path.join(screenshots, "source-lines.png"))
    finally:
        preview.close()
    return "ok - the Curve panel disables the duration a spring overrides and names what keyframes animate; the Source pane numbers its lines"


SEEN_AND_MOVING = """(id) => {
    const take = seguePreview.state.take, w = take.window.width, h = take.window.height;
    let seenMoving = false, seenEver = false, last = null;
    for (const frame of take.frames) {
      const hidden = [];
      let entry = null, index = -1;
      frame.views.forEach((v, i) => { hidden[i] = Boolean(v[3] & 1) || (v[2] >= 0 && hidden[v[2]]); if (v[0] === id) { entry = v; index = i; } });
      if (!entry) { last = null; continue; }
      const q = entry[11], xs = [q[0], q[2], q[4], q[6]], ys = [q[1], q[3], q[5], q[7]];
      const onScreen = Math.max(...xs) > 0 && Math.min(...xs) < w && Math.max(...ys) > 0 && Math.min(...ys) < h;
      const seen = !hidden[index] && entry[5] > 0.01 && (entry[8][3] > 0.01 || entry[13] !== null || entry[7] > 0) && onScreen;
      seenEver = seenEver || seen;
      if (seen && last && last.seen && (JSON.stringify(q) !== JSON.stringify(last.q) || entry[4] !== last.alpha)) seenMoving = true;
      last = { seen, q, alpha: entry[4] };
    }
    return { seenEver, seenMoving };
}"""


def check_values_default(segue, examples, browser):
    wrong = []
    names = sorted(name for name in os.listdir(examples) if name.endswith(".lua") and not name.endswith("_spec.lua"))
    for name in names:
        try:
            preview = Preview(segue, os.path.join(examples, name), browser)
        except RuntimeError:
            continue  # not a transition the preview opens alone (a module, a library)
        try:
            page = preview.page
            # The view Values shows with nothing selected (whichever frame the playhead is on:
            # at some the view is not in the window, and the panel says to click one).
            shown = page.evaluate("seguePreview.state.selected || mostMoving(seguePreview.state.take)")
            verdict = page.evaluate(SEEN_AND_MOVING, shown)
            if not verdict["seenMoving"]:
                wrong.append(f"{name}: {shown} ({'never seen' if not verdict['seenEver'] else 'does not move while seen'})")
        finally:
            preview.close()
    check(not wrong, f"with nothing selected, Values shows a view that is not seen moving: {wrong}")
    return f"ok - with nothing selected, Values shows a view seen moving in each of {len(names)} examples"


def stage_picture(page):
    return Image.open(io.BytesIO(page.locator("#stage-frame").screenshot())).convert("RGB")


def check_ghost(segue, examples, browser, screenshots):
    preview = Preview(segue, os.path.join(examples, "modal_cover.lua"), browser)
    page = preview.page
    try:
        preview.at(0.5)
        alone = stage_picture(page)
        page.click("#pin-take")
        page.wait_for_function("seguePreview.state.baseline !== null", timeout=10000)
        preview.at(0.5)
        ghosted = stage_picture(page)
        difference = ImageChops.difference(alone, ghosted).convert("L").point(lambda v: 255 if v > 24 else 0)
        changed = difference.histogram()[255] / (alone.width * alone.height)
        check(changed < 0.04, f"the ghost of the same take changes {changed:.1%} of the stage's pixels: it washes the stage out")
        if screenshots:
            ghosted.save(os.path.join(screenshots, "compare-ghost-outlines.png"))
        # Exploded: the ghost of the same take lies on the working copy's views, tilt and depth.
        page.check("#exploded")
        preview.at(0.5)
        offsets = page.evaluate("""() => { const out = [];
            for (const g of document.querySelectorAll('#ghost-stage .view')) {
              if (!g.getClientRects().length) continue;
              const m = document.querySelector(`#stage .view[data-id="${g.dataset.id}"]`);
              if (!m || !m.getClientRects().length) { out.push([g.dataset.id, null]); continue; }
              const a = g.getBoundingClientRect(), b = m.getBoundingClientRect();
              out.push([g.dataset.id, Math.max(Math.abs(a.left - b.left), Math.abs(a.top - b.top), Math.abs(a.right - b.right), Math.abs(a.bottom - b.bottom))]);
            }
            return out; }""")
        check(offsets, "the exploded view draws no ghost")
        off = [(view, d) for view, d in offsets if d is None or d > 2]
        check(not off, f"in the exploded view the ghost lies off the views it stands for: {off[:4]}")
        if screenshots:
            page.locator("#stage-frame").screenshot(path=os.path.join(screenshots, "compare-ghost-exploded.png"))
        page.uncheck("#exploded")
    finally:
        preview.close()
    return f"ok - the ghost is outlines ({changed:.1%} of the stage's pixels changed by the ghost of the same take) and follows the exploded view"


def main():
    segue, examples = sys.argv[1], sys.argv[2]
    screenshots = None
    if "--screenshots" in sys.argv:
        screenshots = sys.argv[sys.argv.index("--screenshots") + 1]
        os.makedirs(screenshots, exist_ok=True)
    only = os.environ.get("SEGUE_PREVIEW_CHECKS", "requests,link,cancel,undo,hints,values,ghost").split(",")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            for name, run in [("requests", lambda: check_requests(segue, examples, browser, screenshots)),
                              ("link", lambda: check_copy_link(segue, examples, browser, screenshots)),
                              ("cancel", lambda: check_cancel_here(segue, examples, browser)),
                              ("undo", lambda: check_undo_after_outside_save(segue, examples, browser)),
                              ("hints", lambda: check_curve_hints(segue, examples, browser, screenshots)),
                              ("values", lambda: check_values_default(segue, examples, browser)),
                              ("ghost", lambda: check_ghost(segue, examples, browser, screenshots))]:
                if name not in only:
                    continue
                before = len(FAILURES)
                try:
                    said = run()
                    if len(FAILURES) == before:
                        print(said)
                except Exception as error:  # one check's timeout must not hide the others
                    check(False, f"{name}: {error}")
        finally:
            browser.close()
    if FAILURES:
        print(f"{len(FAILURES)} control checks failed")
        sys.exit(1)


if __name__ == "__main__":
    main()
