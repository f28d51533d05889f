#!/usr/bin/env python3
"""The spec hand-off's sheet (`segue export --format spec`, NAME.spec.html) in a real browser,
offline: Debian's chromium driven by Playwright for Python opens it (file://, every other
request refused) and checks what a developer sees — one section per track of the JSON beside
it with its curve drawn, the named timing's UIKit text, sampled tracks marked as such, the
interaction — and that view ids that could end a script element or a string
(Tests/Fixtures/export/hostile_ids.lua) are shown as the same text and run nothing.
Usage: check_export_sheet.py SEGUE"""
import json
import os
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

from offline_page import open_offline

CHROMIUM = os.environ.get("SEGUE_CHROMIUM", "/usr/bin/chromium")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def fail(message):
    print(f"check_export_sheet: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def export(segue, script, folder, *extra):
    name = os.path.splitext(os.path.basename(script))[0]
    spec = os.path.join(folder, name + ".spec.json")
    result = subprocess.run([segue, "export", script, "--format", "spec", "--output", spec, *extra],
                            capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        fail(f"segue export {script}: {result.stdout}{result.stderr}")
    with open(spec, encoding="utf-8") as handle:
        return json.load(handle), os.path.join(folder, name + ".spec.html")


def main():
    segue = sys.argv[1]
    with tempfile.TemporaryDirectory(prefix="segue-export-sheet-") as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        cases = [(os.path.join(ROOT, "examples", "cube.lua"), ()),
                 (os.path.join(ROOT, "examples", "spring_sheet.lua"), ()),
                 (os.path.join(ROOT, "Tests", "Fixtures", "export", "hostile_ids.lua"), ("--request", "present"))]
        for script, extra in cases:
            spec, sheet = export(segue, script, folder, *extra)
            page, foreign, errors = open_offline(browser, sheet)
            page.wait_for_selector("#tracks h3")
            headings = page.eval_on_selector_all("#tracks h3", "nodes => nodes.map(n => n.textContent)")
            expected = [f"{t['view']} · {t['property']} ({t['unit']})" for t in spec["tracks"]]
            if headings != expected:
                fail(f"{sheet}: tracks {headings!r}, the JSON has {expected!r}")
            drawn = page.eval_on_selector_all("#tracks svg polyline", "nodes => nodes.map(n => n.getAttribute('points').split(' ').length)")
            if len(drawn) != len(spec["tracks"]) or min(drawn) < 2:
                fail(f"{sheet}: curves drawn {drawn}")
            text = page.inner_text("body")
            for track in spec["tracks"]:
                if track["kind"] == "curve" and track["timing"].get("uikit") and track["timing"]["uikit"] not in text:
                    fail(f"{sheet}: the UIKit name {track['timing']['uikit']!r} is not shown")
            if any(t["kind"] == "sampled" for t in spec["tracks"]) and "computed it per frame" not in text:
                fail(f"{sheet}: sampled tracks are not marked")
            if "release policy" not in text:
                fail(f"{sheet}: no interaction")
            if page.title() == "owned" or page.evaluate("document.scripts.length") != 2:
                fail(f"{sheet}: an id ran as markup ({page.evaluate('document.scripts.length')} scripts)")
            for view in spec["views"]:
                if view["id"] not in text:
                    fail(f"{sheet}: the id {view['id']!r} is not shown as text")
            if foreign or errors:
                fail(f"{sheet}: requests {foreign}, errors {errors}")
            print(f"check_export_sheet: {os.path.basename(sheet)}: {len(headings)} tracks drawn, {len(spec['views'])} views, offline, no errors")
        browser.close()


if __name__ == "__main__":
    main()
