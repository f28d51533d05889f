#!/usr/bin/env python3
"""`segue render --format gif|apng|mp4|webm` read by real consumers (issue 34, item 5): Pillow
reads the GIF's and the APNG's frames and delays, ffprobe the APNG's and the videos' frames
and rates, and Debian's chromium, driven by Playwright, plays the APNG (an <img> on a page
whose network is refused, and its frames decoded one by one by the browser's own ImageDecoder)
and the WebM. The delays must be even: all equal at the default rates, and as even as the
GIF's 1/100 s unit allows (differing by at most 1) otherwise.

The animated image golden the examples keep (examples/__goldens__/cube.animated.png, 8 frames
of half a second) is read and played the same way: what a pull request's page shows.

Usage: check_animation.py SEGUE [EXAMPLE.lua]   (default examples/cube.lua; 0.6 s long)"""
import base64
import json
import os
import subprocess
import sys
import tempfile

from PIL import Image
from playwright.sync_api import sync_playwright

from offline_page import open_offline

CHROMIUM = os.environ.get("SEGUE_CHROMIUM", "/usr/bin/chromium")


def fail(message):
    print(f"check_animation: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def render(segue, example, out, *options):
    run = subprocess.run([segue, "render", example, "--output", out] + list(options),
                         capture_output=True, text=True, timeout=300)
    if run.returncode != 0:
        fail(f"segue render {' '.join(options)} exited {run.returncode}: {run.stderr}")


def delays(path):
    """Pillow's frame count and per-frame durations (ms) of an animated GIF or PNG."""
    with Image.open(path) as image:
        count = getattr(image, "n_frames", 1)
        durations = []
        for index in range(count):
            image.seek(index)
            durations.append(image.info.get("duration"))
        return image.format, count, durations


def probe(path):
    run = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                          "stream=codec_name,nb_read_frames,r_frame_rate,width,height", "-of", "json", path],
                         capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        fail(f"ffprobe {path}: {run.stderr}")
    return json.loads(run.stdout)["streams"][0]


def main():
    segue = sys.argv[1]
    example = sys.argv[2] if len(sys.argv) > 2 else "examples/cube.lua"
    with tempfile.TemporaryDirectory(prefix="segue-animation-check-") as folder:
        check_gif(segue, example, folder)
        apng = check_apng(segue, example, folder)
        webm = check_videos(segue, example, folder)
        golden = "examples/__goldens__/cube.animated.png"
        kind, count, durations = delays(golden)
        if kind != "PNG" or count != 8 or set(durations) != {500}:
            fail(f"the animated golden: Pillow reads {kind}, {count} frames, delays {durations} (8 of 500 ms wanted)")
        check_in_chromium(apng, webm, golden)
    print("check_animation: gif, apng, mp4 and webm read and played, evenly paced")


def check_gif(segue, example, folder):
    gif = os.path.join(folder, "cube.gif")
    render(segue, example, gif, "--format", "gif")
    kind, count, durations = delays(gif)
    # 0.6 s at 50 frames a second: 31 frames of 2/100 s each.
    if kind != "GIF" or count != 31 or set(durations) != {20}:
        fail(f"the default GIF: {kind}, {count} frames, delays {durations} (31 frames of 20 ms wanted)")
    render(segue, example, gif, "--format", "gif", "--fps", "60")
    kind, count, durations = delays(gif)
    # 60 frames a second drawn every other frame: 30 a second, 3.33/100 s as 3 and 4.
    hundredths = [d // 10 for d in durations]
    if count != 19 or not set(hundredths) <= {3, 4} or sum(hundredths[:-1]) != 60:
        fail(f"the GIF at --fps 60: {count} frames, delays {hundredths} (19, each 3 or 4, adding up to 60 wanted)")
    # Ten evenly spaced frames of the 31 a 50-a-second run makes: 60/9 hundredths, 7 or 6.
    render(segue, example, gif, "--format", "gif", "--frames", "10")
    kind, count, durations = delays(gif)
    hundredths = [d // 10 for d in durations]
    if count != 10 or not set(hundredths) <= {6, 7} or sum(hundredths[:-1]) != 60:
        fail(f"the GIF of --frames 10: {count} frames, delays {hundredths} (10, each 6 or 7, adding up to 60 wanted)")


def check_apng(segue, example, folder):
    apng = os.path.join(folder, "cube.png")
    render(segue, example, apng, "--format", "apng")
    kind, count, durations = delays(apng)
    if kind != "PNG" or count != 37:
        fail(f"the APNG: Pillow reads {kind} with {count} frames (37 wanted)")
    # 1/60 s in whole milliseconds, the error carried: 17, 17, 16, … adding up to 600 ms.
    if not set(durations) <= {16, 17} or sum(durations[:-1]) != 600:
        fail(f"the APNG's delays are not 1/60 s each, to the millisecond: {durations}")
    stream = probe(apng)
    if stream["codec_name"] != "apng" or int(stream["nb_read_frames"]) != 37:
        fail(f"ffprobe reads the APNG as {stream}")
    return apng


def check_videos(segue, example, folder):
    webm = None
    for kind, codec in (("mp4", "h264"), ("webm", "vp9")):
        video = os.path.join(folder, f"cube.{kind}")
        render(segue, example, video, "--format", kind)
        stream = probe(video)
        if stream["codec_name"] != codec or stream["r_frame_rate"] != "60/1" or int(stream["nb_read_frames"]) != 37:
            fail(f"the {kind}: ffprobe reads {stream} ({codec}, 60/1, 37 frames wanted)")
        if stream["width"] % 2 or stream["height"] % 2:
            fail(f"the {kind}'s sides are not even: {stream}")
        if kind == "webm":
            webm = video
    return webm


def decode_in_chromium(page, path):
    """The browser's own decoder on the APNG at `path`: its frames, durations, and how many
    distinct pictures they hold."""
    with open(path, "rb") as file:
        data = base64.b64encode(file.read()).decode("ascii")
    return page.evaluate("""async (data) => {
        const bytes = Uint8Array.from(atob(data), c => c.charCodeAt(0));
        const decoder = new ImageDecoder({ data: bytes, type: "image/png" });
        await decoder.tracks.ready;
        const track = decoder.tracks.selectedTrack;
        await decoder.completed;
        const durations = [], sums = [];
        const canvas = new OffscreenCanvas(8, 8), context = canvas.getContext("2d");
        for (let i = 0; i < track.frameCount; i++) {
            const { image } = await decoder.decode({ frameIndex: i });
            durations.push(image.duration);
            context.clearRect(0, 0, 8, 8);
            context.drawImage(image, 0, 0, 8, 8);
            sums.push(context.getImageData(0, 0, 8, 8).data.reduce((a, b) => a + b, 0));
            image.close();
        }
        return { animated: track.animated, frames: track.frameCount, repetition: track.repetitionCount,
                 durations, distinct: new Set(sums).size };
    }""", data)


def check_in_chromium(apng, webm, golden):
    with tempfile.TemporaryDirectory(prefix="segue-animation-page-") as folder:
        page_path = os.path.join(folder, "page.html")
        with open(page_path, "w") as page_file:
            page_file.write(f'<!doctype html><img id="apng" src="{os.path.basename(apng)}">'
                            f'<video id="webm" src="{os.path.basename(webm)}" muted></video>')
        for path in (apng, webm):
            os.link(path, os.path.join(folder, os.path.basename(path)))
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page, foreign, errors = open_offline(browser, page_path)
            page.wait_for_function("document.getElementById('apng').complete", timeout=10000)
            if foreign or errors:
                fail(f"the page asked for {foreign} or reported {errors}")
            size = page.evaluate("[document.getElementById('apng').naturalWidth, document.getElementById('apng').naturalHeight]")
            if size[0] <= 0:
                fail(f"Chromium did not draw the APNG: {size}")
            # The browser's own decoder: the frames, their durations, and that they move.
            decoded = decode_in_chromium(page, apng)
            if not decoded["animated"] or decoded["frames"] != 37 or decoded["repetition"] not in (float("inf"), None):
                fail(f"Chromium decodes the APNG as {decoded}")
            if not set(decoded["durations"]) <= {16000, 17000} or sum(decoded["durations"][:-1]) != 600000:
                fail(f"Chromium reads uneven APNG delays (microseconds): {decoded['durations']}")
            if decoded["distinct"] < 3:
                fail(f"the APNG's frames do not move in Chromium: {decoded}")
            # The animated golden a pull request shows: 8 frames of half a second that move.
            decoded = decode_in_chromium(page, golden)
            if not decoded["animated"] or decoded["frames"] != 8 or set(decoded["durations"]) != {500000} or decoded["distinct"] < 3:
                fail(f"Chromium decodes the animated golden as {decoded}")
            # The WebM plays: its clock moves.
            played = page.evaluate("""async () => {
                const video = document.getElementById('webm');
                await video.play();
                await new Promise(resolve => setTimeout(resolve, 300));
                return [video.currentTime, video.duration, video.videoWidth];
            }""")
            if not (played[0] > 0 and played[2] > 0):
                fail(f"Chromium does not play the WebM: time, duration, width {played}")
            browser.close()


if __name__ == "__main__":
    main()
