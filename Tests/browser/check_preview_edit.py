"""Edits the script from the page, in headless Chromium (Debian's, through Playwright): on a
copy of examples/panel.lua in a temporary folder, the Curve panel shows the timing's literals
as named inputs (computed values read-only with their reason); changing `dampingRatio`
rewrites that one numeral in the file (every other byte equal), the new take plays at the same
playhead with the new value in its timing; Undo (the button, then Ctrl-Z) restores the file
byte for byte; a stale edit and a refused value show their error and lose nothing; a number
dragged in the Source panel and a bezier handle dragged on the curve are written on release;
the keyframes of examples/keyframe_tracks.lua are listed under their kinds and edited in place.

usage: check_preview_edit.py SEGUE EXAMPLES_DIR [--screenshots DIR]
Exits 1 on failure.
"""
import os
import shutil
import sys
import tempfile

from playwright.sync_api import sync_playwright

from check_preview import CHROMIUM, FAILURES, Preview, check, write

FIELD = "input[data-path='timing.dampingRatio']"


def next_take(page, received):
    """Waits for a take after the `received`-th, and for the frame after it was drawn."""
    page.wait_for_function(f"seguePreview.takesReceived > {received} && "
                           "seguePreview.state.lastTakeShownAt >= seguePreview.state.lastTakeReceivedAt", timeout=10000)


def edited_file(page, received, path):
    next_take(page, received)
    with open(path, "rb") as handle:
        return handle.read()


def one_literal_changed(before, after, old, new):
    """Whether `after` is `before` with one occurrence of `old` replaced by `new`, the bytes
    before and after it equal."""
    prefix = 0
    while prefix < min(len(before), len(after)) and before[prefix] == after[prefix]:
        prefix += 1
    suffix = 0
    while suffix < min(len(before), len(after)) - prefix and before[-1 - suffix] == after[-1 - suffix]:
        suffix += 1
    # The differing span, widened to whole numerals (the common prefix may eat a digit).
    start = prefix
    while start > 0 and chr(before[start - 1]) in "0123456789.":
        start -= 1
    return before[start:len(before) - suffix] == old and after[start:len(after) - suffix] == new


def timing_parameter(page, name):
    return page.evaluate(f"(seguePreview.state.take.timing.parameters.find(p => p[0] === {name!r}) || [])[1]")


def change_field(page, selector, value):
    """Types `value` into the input and presses Enter, as a designer would."""
    field = page.locator(selector)
    field.fill(value)
    field.press("Enter")


def check_literal_inputs(page):
    fields = page.evaluate("""() => [...document.querySelectorAll('#timing-literals input')].map(i => ({
        name: i.closest('label').querySelector('span').textContent, label: i.getAttribute('aria-label'),
        readonly: i.readOnly, path: i.dataset.path, value: i.value }))""")
    paths = {f["path"] for f in fields if not f["readonly"]}
    check({"duration", "timing.dampingRatio", "completion.curve.dampingRatio", "completion.curve.response"} <= paths,
          f"the Curve panel's inputs are {sorted(paths)}")
    check(all(f["label"] and f["label"].startswith(f["name"]) for f in fields),
          f"an input has no accessible name starting with its field's name: {fields}")
    ratio = next(f for f in fields if f["path"] == "timing.dampingRatio")
    check(ratio["value"] == "1", f"dampingRatio shows {ratio['value']!r}")
    return fields


def check_computed(segue, browser, folder):
    """A timing field that is an expression or a variable is shown read-only with the reason."""
    path = os.path.join(folder, "computed.lua")
    with open(os.path.join(folder, "panel.lua")) as handle:
        text = handle.read()
    text = text.replace("timing = segue.spring { dampingRatio = 1 }", "timing = segue.spring { dampingRatio = 0.5 + 0.5 }")
    with open(path, "w") as handle:
        handle.write(text)
    preview = Preview(segue, path, browser)
    try:
        preview.page.locator("#panels nav button[data-panel=timing]").dispatch_event("click")
        computed = preview.page.locator("label.computed", has_text="dampingRatio").first
        check(computed.locator("input").evaluate("i => i.readOnly"), "a computed dampingRatio is editable")
        reason = computed.locator(".reason").text_content()
        check("expression" in reason, f"the computed dampingRatio's reason reads {reason!r}")
    finally:
        preview.close()


def check_edit(segue, examples, browser, screenshots):
    folder = tempfile.mkdtemp(prefix="segue-edit-")
    path = os.path.join(folder, "panel.lua")
    shutil.copyfile(os.path.join(examples, "panel.lua"), path)
    with open(path, "rb") as handle:
        original = handle.read()
    preview = Preview(segue, path, browser)
    try:
        page = preview.page
        page.locator("#panels nav button[data-panel=timing]").dispatch_event("click")
        fields = check_literal_inputs(page)
        check(page.locator("#undo-edit").is_disabled(), "Undo is enabled before any edit")
        preview.at(0.4)
        playhead = page.evaluate("seguePreview.state.playhead")

        # dampingRatio 1 -> 0.8: that numeral and no other byte changes, the new take plays.
        received = page.evaluate("seguePreview.takesReceived")
        change_field(page, FIELD, "0.8")
        edited = edited_file(page, received, path)
        check(one_literal_changed(original, edited, b"1", b"0.8"), "the edit changed more than the dampingRatio literal")
        check(edited.replace(b"dampingRatio = 0.8 }", b"dampingRatio = 1 }", 1) == original, "the file differs elsewhere")
        take = page.evaluate("({reason: seguePreview.state.take.reason, playhead: seguePreview.state.playhead})")
        check(take["reason"] == "reload", f"the edit's take came as {take['reason']!r}")
        check(abs(take["playhead"] - playhead) < 1e-9, f"the edit moved the playhead {playhead} -> {take['playhead']}")
        check(timing_parameter(page, "dampingRatio") == "0.8", f"the new take's timing has dampingRatio {timing_parameter(page, 'dampingRatio')}")
        check(page.locator(FIELD).input_value() == "0.8", "the input does not show the written value")
        check("wrote timing.dampingRatio = 0.8" in page.text_content("#edit-status"), f"status: {page.text_content('#edit-status')!r}")
        if screenshots:
            page.locator("#panels").screenshot(path=os.path.join(screenshots, "edit-curve.png"))

        # Undo (the button): the file's bytes as they were.
        received = page.evaluate("seguePreview.takesReceived")
        page.locator("#undo-edit").click()
        check(edited_file(page, received, path) == original, "Undo did not restore the file byte for byte")
        check(timing_parameter(page, "dampingRatio") == "1", "after Undo the take's dampingRatio is not 1")

        # Again, undone with Ctrl-Z outside any input.
        received = page.evaluate("seguePreview.takesReceived")
        change_field(page, FIELD, "0.6")
        check(one_literal_changed(original, edited_file(page, received, path), b"1", b"0.6"), "the second edit")
        page.locator("#timing-curve").click(position={"x": 2, "y": 2})
        received = page.evaluate("seguePreview.takesReceived")
        page.keyboard.press("Control+z")
        check(edited_file(page, received, path) == original, "Ctrl-Z did not restore the file byte for byte")

        check_source_pane(page, path, original, screenshots)
        page.locator("#panels nav button[data-panel=timing]").dispatch_event("click")

        # A refused value (the script's spring refuses 0): its error shows, Undo takes it back.
        received = page.evaluate("seguePreview.takesReceived")
        change_field(page, FIELD, "0")
        page.wait_for_selector("#error:not([hidden])", timeout=10000)
        check(page.evaluate("seguePreview.takesReceived") == received, "a refused value replaced the take")
        page.locator("#undo-edit").click()
        next_take(page, received)
        page.wait_for_selector("#error", state="hidden", timeout=10000)
        with open(path, "rb") as handle:
            check(handle.read() == original, "Undo after a refused value did not restore the file")

        # A save from another editor while a number is being typed: the new take comes, the
        # typing stays.
        field = page.locator(FIELD)
        field.fill("0.75")
        received = page.evaluate("seguePreview.takesReceived")
        write(path, original.decode().replace("duration = 0.3,", "duration = 0.35,", 1))
        next_take(page, received)
        check(field.input_value() == "0.75", f"a reload while typing threw the typing away: {field.input_value()!r}")
        check(page.locator("input[data-path='duration']").input_value() == "0.35", "the reload's duration is not shown")
        received = page.evaluate("seguePreview.takesReceived")
        write(path, original.decode())
        next_take(page, received)
        field.fill("1")

        # A stale edit (the file changed behind the page): refused, nothing written, the typed value kept.
        page.evaluate("seguePreview.state.literals.digest = '0'")
        change_field(page, FIELD, "0.7")
        page.wait_for_selector("#edit-status.failed", timeout=10000)
        check("not written" in page.text_content("#edit-status"), f"a stale edit's status: {page.text_content('#edit-status')!r}")
        check(page.locator(FIELD).input_value() == "0.7", "a refused edit lost the typed value")
        with open(path, "rb") as handle:
            check(handle.read() == original, "a stale edit wrote the file")
    finally:
        preview.close()
    check_computed(segue, browser, folder)
    check_bezier(segue, examples, browser, folder)
    shutil.rmtree(folder, ignore_errors=True)
    print(f"ok - edit: {len(fields)} timing inputs on panel.lua; dampingRatio 1 -> 0.8 rewrites one literal, the new take "
          "plays at the same playhead; Undo and Ctrl-Z restore the bytes; a refused value and a stale edit show their "
          "errors and lose nothing; a computed value is read-only with its reason; a number dragged in the Source "
          "panel is shown while dragged and written on release; a bezier handle dragged on the curve is written")


def check_source_pane(page, path, original, screenshots):
    """The Source panel shows the script with its numbers draggable: dragging
    completion.curve's response (0.35) 20 px right shows 0.4 and writes it on release; Undo."""
    page.locator("#panels nav button[data-panel=source]").dispatch_event("click")
    page.wait_for_selector("#source-text .literal-number", timeout=10000)
    text = page.evaluate("seguePreview.state.source.text")
    check(text.encode() == original, "the Source panel's text is not the file's")
    number = page.locator(".literal-number[aria-label^='completion.curve.response,']")
    check(number.text_content() == "0.35", f"the response literal reads {number.text_content()!r}")
    number.scroll_into_view_if_needed()
    box = number.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 20, y, steps=5)
    check(number.text_content() == "0.4", f"dragging the number shows {number.text_content()!r}, not 0.4")
    if screenshots:
        page.locator("#panels").screenshot(path=os.path.join(screenshots, "edit-source.png"))
    with open(path, "rb") as handle:
        check(handle.read() == original, "a number being dragged was written before its release")
    received = page.evaluate("seguePreview.takesReceived")
    page.mouse.up()
    after = edited_file(page, received, path)
    check(after == original.replace(b"response = 0.35", b"response = 0.4", 1) and after != original,
          "releasing the dragged number did not write exactly that literal")
    page.wait_for_function("seguePreview.state.source && seguePreview.state.source.text.includes('response = 0.4')", timeout=10000)
    received = page.evaluate("seguePreview.takesReceived")
    page.locator("#undo-edit").click()
    check(edited_file(page, received, path) == original, "Undo after a source-pane drag did not restore the file")


# navigation_push.lua with a bezier timing.
BEZIER = 'timing = segue.bezier(0.25, 0.1, 0.25, 1)'


def check_bezier(segue, examples, browser, folder):
    """A bezier handle dragged on the curve writes its numbers on release, and only those."""
    path = os.path.join(folder, "bezier.lua")
    with open(os.path.join(examples, "navigation_push.lua")) as handle:
        original = handle.read().replace('timing = "easeOut"', BEZIER, 1)
    with open(path, "w") as handle:
        handle.write(original)
    preview = Preview(segue, path, browser)
    try:
        page = preview.page
        page.locator("#panels nav button[data-panel=timing]").dispatch_event("click")
        page.wait_for_selector("#timing-curve.handles", timeout=5000)
        box = page.locator("#timing-curve").bounding_box()
        scale = page.evaluate("seguePreview.state.curveScale")
        to_page = lambda f, v: (box["x"] + (6 + f * (scale["w"] - 12)) * box["width"] / scale["w"],
                                box["y"] + (scale["h"] - 8 - (v - scale["lo"]) / (scale["hi"] - scale["lo"]) * (scale["h"] - 16)) * box["height"] / scale["h"])
        x, y = to_page(0.25, 0.1)
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(*to_page(0.4, 0.1), steps=4)
        received = page.evaluate("seguePreview.takesReceived")
        page.mouse.up()
        next_take(page, received)
        page.wait_for_function("!seguePreview.state.editPending && !seguePreview.state.editQueue.length", timeout=10000)
        with open(path) as handle:
            text = handle.read()
        check("segue.bezier(0.4, 0.1, 0.25, 1)" in text, f"the dragged handle wrote {[l for l in text.splitlines() if 'bezier' in l]}")
        check(text.replace("segue.bezier(0.4, 0.1, 0.25, 1)", "segue.bezier(0.25, 0.1, 0.25, 1)") == original,
              "the handle's drag changed more than its numbers")
    finally:
        preview.close()


def check_keyframe_kinds(segue, examples, browser):
    """The Curve panel names each keyframe of a track by its kind (issue 33): on a copy of
    examples/keyframe_tracks.lua every kind has its fieldset, and a cubic keyframe's duration
    typed there is written into that numeral only."""
    folder = tempfile.mkdtemp(prefix="segue-keyframes-")
    path = os.path.join(folder, "keyframe_tracks.lua")
    shutil.copyfile(os.path.join(examples, "keyframe_tracks.lua"), path)
    with open(path, "rb") as handle:
        original = handle.read()
    preview = Preview(segue, path, browser)
    try:
        page = preview.page
        page.locator("#panels nav button[data-panel=timing]").dispatch_event("click")
        page.wait_for_selector("#timing-literals", timeout=5000)
        legends = page.evaluate("[...document.querySelectorAll('#timing-literals legend')].map(l => l.textContent)")
        for kind in ["segue.linearKeyframe", "segue.cubicKeyframe", "segue.springKeyframe", "segue.moveKeyframe", "segue.phases"]:
            check(any(kind in legend for legend in legends), f"the Curve panel has no {kind} among {legends}")
        selector = "input[data-path='drop.rotation[2].duration']"
        check(page.locator(selector).input_value() == "0.25", "the second cubic keyframe's duration is not shown as 0.25")
        received = page.evaluate("seguePreview.takesReceived")
        change_field(page, selector, "0.3")
        check(one_literal_changed(original, edited_file(page, received, path), b"0.25", b"0.3"),
              "the keyframe's duration edit changed more than its numeral")
    finally:
        preview.close()
        shutil.rmtree(folder, ignore_errors=True)


def main():
    segue, examples = sys.argv[1], sys.argv[2]
    screenshots = None
    if "--screenshots" in sys.argv:
        screenshots = sys.argv[sys.argv.index("--screenshots") + 1]
        os.makedirs(screenshots, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            check_edit(segue, examples, browser, screenshots)
            check_keyframe_kinds(segue, examples, browser)
        finally:
            browser.close()
    if FAILURES:
        print(f"{len(FAILURES)} edit checks failed")
        sys.exit(1)


if __name__ == "__main__":
    main()
