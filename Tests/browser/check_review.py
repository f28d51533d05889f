#!/usr/bin/env python3
"""`segue test --review` in a real browser: a spec locks two golden traces of a small slide, its
timing is changed so both fail, and `segue test --review` serves the review page; Debian's
chromium driven by Playwright for Python opens the printed address, sees both failing goldens,
accepts one, and then `segue test` must pass that one and still fail the other. Also: the page
drops its token from the address bar; a POST without the page's Origin, or naming a file
outside the folder, is refused; a report shown in the page (here a stand-in `NAME.report.html`)
runs sandboxed and cannot accept. Usage: check_review.py SEGUE"""
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.error
import urllib.parse
import urllib.request

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("SEGUE_CHROMIUM", "/usr/bin/chromium")

SCRIPT = """
return segue.transition {
  scene = segue.scene {
    container = "swipe", size = { width = 100, height = 200 },
    pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } },
  },
  duration = 0.5,
  timing = "linear",
  addTo = function(ctx) ctx.container:add(ctx.to.view) end,
  prepare = function(ctx) ctx.to.view.x = ctx.container.width * ctx.direction end,
  animation = function(ctx) ctx.to.view.x = 0; ctx.from.view.alpha = 0.5 end,
}
"""

SPEC = """
it("slow", function() expect(stage.load("slide.lua", { fps = 10 }):record()):matches_golden("slow") end)
it("fast", function() expect(stage.load("slide.lua", { fps = 20 }):record()):matches_golden("fast") end)
"""

# A stand-in for the motion diff report: its script tries to accept "fast" from inside the
# page's iframe, and notes what happened.
REPORT = """<!doctype html><title>report</title><body><script>
fetch("/accept?id=" + encodeURIComponent(document.title), { method: "POST" })
  .then(response => { document.body.dataset.outcome = String(response.status); })
  .catch(() => { document.body.dataset.outcome = "blocked"; });
</script></body>"""


def fail(message):
    print(f"check_review: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def post_status(url, headers):
    try:
        with urllib.request.urlopen(urllib.request.Request(url, method="POST", headers=headers), timeout=20) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def read(path):
    with open(path, "rb") as file:
        return file.read()


def main():
    segue = sys.argv[1]
    folder = tempfile.mkdtemp(prefix="segue-review-")
    server = None
    try:
        with open(os.path.join(folder, "slide.lua"), "w") as file:
            file.write(SCRIPT)
        with open(os.path.join(folder, "slide_spec.lua"), "w") as file:
            file.write(SPEC)

        def test(*extra):
            return subprocess.run([segue, "test", folder, *extra], capture_output=True, text=True, timeout=300)

        if (run := test("--update-goldens=new")).returncode != 0:
            fail(f"writing the goldens exited {run.returncode}: {run.stdout}{run.stderr}")
        with open(os.path.join(folder, "slide.lua"), "w") as file:
            file.write(SCRIPT.replace('timing = "linear"', 'timing = "easeIn"'))
        if (run := test()).returncode != 1:
            fail(f"the changed timing did not fail: {run.stdout}{run.stderr}")
        goldens = os.path.join(folder, "__goldens__")
        slow, slow_run = os.path.join(goldens, "slow.trace"), os.path.join(goldens, "slow.actual.trace")
        fast_run = os.path.join(goldens, "fast.actual.trace")
        if not (os.path.exists(slow_run) and os.path.exists(fast_run)):
            fail(f"the failing run left no .actual traces: {os.listdir(goldens)}")
        fast_id = os.path.join(goldens, "fast.trace")
        with open(os.path.join(goldens, "fast.report.html"), "w") as file:
            file.write(REPORT.replace("<title>report</title>", f"<title>{fast_id}</title>"))
        old_slow, accepted = read(slow), read(slow_run)

        server = subprocess.Popen([segue, "test", folder, "--review"], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
        line = server.stdout.readline()
        if not line.startswith("Review at http://"):
            fail(f"the first line was {line!r}; stderr: {server.stderr.read()}")
        url = line.split("Review at ", 1)[1].strip()
        address = urllib.parse.urlsplit(url)
        token = urllib.parse.parse_qs(address.query)["token"][0]
        base = f"{address.scheme}://{address.netloc}"
        slow_id = os.path.join(goldens, "slow.trace")
        accept = f"{base}/accept?token={token}&id={urllib.parse.quote(slow_id)}"
        # The secret alone is not enough to POST: the page's own Origin must come with it.
        if post_status(accept, {}) != 403 or post_status(accept, {"Origin": "http://elsewhere.example"}) != 403:
            fail("a POST without the page's Origin was not refused")
        if read(slow) != old_slow:
            fail("a refused POST changed the golden")

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            errors = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(url)
            page.wait_for_function("document.querySelectorAll('section.golden').length === 2", timeout=15000)
            if "token=" in page.url:
                fail(f"the address bar still shows the token: {page.url}")
            ids = page.eval_on_selector_all("section.golden", "sections => sections.map(s => s.dataset.id)")
            if ids != [fast_id, slow_id]:
                fail(f"the page lists {ids}")
            words = page.text_content(f"section.golden[data-id='{slow_id}'] .failure") or ""
            if "frame" not in words:
                fail(f"the failure is not in words: {words!r}")
            # The report shows in its iframe, and its own script could not accept anything.
            page.wait_for_selector("iframe.report", timeout=10000)
            report = next((frame for frame in page.frames if frame.url.endswith("fast.report.html")), None)
            if report is None:
                fail(f"the report is not shown: {[frame.url for frame in page.frames]}")
            report.wait_for_function("document.body && document.body.dataset.outcome", timeout=10000)
            outcome = report.evaluate("document.body.dataset.outcome")
            if outcome not in ("blocked", "403"):
                fail(f"the report's script could accept: {outcome}")
            # The page's own request for a file outside the folder is refused.
            refused = page.evaluate("""() => fetch('/accept?id=' + encodeURIComponent('../../etc/passwd'),
                                             { method: 'POST' }).then(r => r.status)""")
            if refused != 409:
                fail(f"accepting ../../etc/passwd answered {refused}")

            page.click(f"section.golden[data-id='{slow_id}'] button.accept")
            page.wait_for_function("document.querySelectorAll('section.golden').length === 1", timeout=15000)
            status = page.text_content("#status") or ""
            if "Accepted" not in status or errors:
                fail(f"the page said {status!r}, errors {errors}")
            browser.close()
        server.terminate()
        server.wait(timeout=30)
        server = None

        if read(slow) != accepted or os.path.exists(slow_run):
            fail("the accepted golden is not the run's trace, or its .actual stayed")
        if not os.path.exists(fast_run):
            fail("the other golden's run file went")
        run = test()
        if run.returncode != 1 or "fast.trace" not in run.stdout or "slow.trace" in run.stdout:
            fail(f"after accepting slow, segue test should fail on fast only: {run.stdout}{run.stderr}")
    finally:
        if server is not None:
            server.terminate()
        shutil.rmtree(folder, ignore_errors=True)
    print("ok - the review page lists both failing goldens, accepts one (its golden is the run's trace), "
          "and segue test then fails on the other only; POSTs without the page's Origin, a name outside "
          "the folder and a report's script are refused")


if __name__ == "__main__":
    main()
