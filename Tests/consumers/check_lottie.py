#!/usr/bin/env python3
"""Lottie exports read by players we did not write (called by scripts/test-lottie).

For each example given, `segue export EXAMPLE --format lottie` and `--format dotlottie` are
written to a scratch folder, then:
- the JSON validates against the official Lottie schema (PyPI `lottie-specs`, the JSON Schema
  of lottie-spec 1.0, through `jsonschema`'s validator for the schema's own draft);
- the .lottie opens with Python's `zipfile` (every CRC checked), its manifest.json names the
  animation, and animations/NAME.json is the lottie export byte for byte;
- ThorVG (`thorvg-python`) and rlottie (`rlottie-python`) draw every tenth frame (and the last),
  and each picture is compared with the cell of `segue render EXAMPLE --format png --at T` at
  the same time, with the picture check's measures and bounds (Tests/browser/check_picture.py:
  mean difference at most MEAN_LIMIT levels, at least WITHIN_SHARE of the pixels within
  WITHIN_LEVELS in every channel). The players draw at the PNG's cell size (180 pixels wide).
- an independent reading of the keyframes (lottie_keyframes.py) against `segue run --format
  jsonl` finds the largest point error `segue export` printed;
- With --sabotage, one keyframe of the export is moved (a layer's position key, by 40 points):
  the independent reading and `segue export --measure` of the edited file must both find the
  error grown (and the export exit 1), and the players' pictures of that frame must fail the
  bounds: the check can see a wrong keyframe.

Every example's figures are printed. A picture beyond the bounds fails the check unless the
example is named in docs/export.md's Lottie section, which says what and why (a 3-D turn, a
shadow, a player's own drawing); --strict fails it whatever the docs say (examples/panel.lua,
the issue's "done when", is checked strictly).

Usage: check_lottie.py SEGUE EXAMPLE.lua [EXAMPLE.lua ...] [--keep FOLDER] [--strict] [--sabotage]
"""
import copy
import io
import json
import os
import subprocess
import sys
import tempfile
import zipfile

import jsonschema
import lottie_specs
import numpy
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "browser"))
from lottie_keyframes import largest_points_error  # noqa: E402
from check_picture import CELL, GAP, MEAN_LIMIT, WITHIN_LEVELS, WITHIN_SHARE, agrees, compare  # noqa: E402

SHEET = (0x1C, 0x1E, 0x21)  # SVGFilmstrip's sheet colour, under the window's own background
STEP = 10                   # every tenth frame
COLUMNS = 4                 # SVGFilmstrip's cells per row
LABEL = 22                  # SVGFilmstrip's label height


def fail(message):
    print(f"check_lottie: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def run(command):
    return subprocess.run(command, capture_output=True, text=True, timeout=600)


def export(segue, example, fmt, out):
    result = run([segue, "export", example, "--format", fmt, "--output", out])
    if result.returncode not in (0, 1) or not os.path.exists(out):
        fail(f"segue export {example} --format {fmt} exited {result.returncode}: {result.stderr}{result.stdout}")
    return result


def validate(document, name):
    schema = lottie_specs.load_specs()
    validator = jsonschema.validators.validator_for(schema)(schema)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        first = errors[0]
        fail(f"{name}: {len(errors)} schema errors; first at /{'/'.join(map(str, first.absolute_path))}: {first.message[:300]}")


def check_dotlottie(path, json_bytes, name):
    with zipfile.ZipFile(path) as archive:
        bad = archive.testzip()
        if bad is not None:
            fail(f"{name}.lottie: entry {bad} fails its CRC")
        manifest = json.loads(archive.read("manifest.json"))
        animations = manifest.get("animations") or []
        if len(animations) != 1 or "id" not in animations[0]:
            fail(f"{name}.lottie: manifest.json names {animations!r}, not one animation")
        inner = archive.read(f"animations/{animations[0]['id']}.json")
        if inner != json_bytes:
            fail(f"{name}.lottie: animations/{animations[0]['id']}.json is not the lottie export")
        return archive.getinfo(f"animations/{animations[0]['id']}.json").compress_type


def cell_size(document):
    """The PNG cell's whole pixels: CELL wide, the window's height at the same scale, rounded
    down (the players draw one pixel more and it is cut)."""
    scale = CELL / document["w"]
    return CELL, int(document["h"] * scale)


def drawn_size(document):
    """The size the players draw the window at: exactly the PNG cell's scale on both axes."""
    scale = CELL / document["w"]
    return CELL, document["h"] * scale


def segue_cells(segue, example, times, size, folder):
    """The PNG's cells at `times` (at most 64 a call): `size` is the cell's whole pixels and
    its exact height (rows of cells lie that height, a label and a gap apart)."""
    cells = []
    for start in range(0, len(times), 64):
        chunk = times[start:start + 64]
        out = os.path.join(folder, f"render-{start}.png")
        result = run([segue, "render", example, "--format", "png", "--at", ",".join(repr(t) for t in chunk), "--output", out])
        if result.returncode != 0:
            fail(f"segue render {example} exited {result.returncode}: {result.stderr}")
        sheet = Image.open(out).convert("RGB")
        cell_height = size[2]
        for i in range(len(chunk)):
            x = GAP + (i % COLUMNS) * (CELL + GAP)
            y = GAP + (i // COLUMNS) * (cell_height + LABEL + GAP)
            top = int(round(y))
            cells.append(sheet.crop((x, top, x + size[0], top + size[1])))
    return cells


def documented(name):
    """Whether docs/export.md's Lottie section names examples/NAME.lua."""
    path = os.path.join(HERE, "..", "..", "docs", "export.md")
    if not os.path.exists(path):
        return False
    with open(path, encoding="utf-8") as f:
        text = f.read()
    start = text.find("## Lottie")
    if start < 0:
        return False
    end = text.find("\n## ", start + 1)
    return f"`examples/{name}.lua`" in text[start:end if end > 0 else len(text)]


def trace_of(segue, example):
    result = run([segue, "run", example, "--format", "jsonl"])
    if result.returncode != 0:
        fail(f"segue run {example} --format jsonl exited {result.returncode}: {result.stderr}")
    return [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def printed_error(stdout, unit):
    """The number segue export printed for `unit` ("error: points 0.094203 (…), …")."""
    for line in stdout.splitlines():
        if line.startswith("error: "):
            for part in line[len("error: "):].split(", "):
                words = part.split(" ")
                if words[0] == unit and len(words) > 1 and words[1] != "none":
                    return float(words[1])
    return None


def over_sheet(picture):
    """A player's picture over the sheet's colour. Both players hand back premultiplied
    pixels (colour already times alpha), so the sheet shows through by 1 - alpha alone."""
    pixels = numpy.asarray(picture.convert("RGBA"), dtype=numpy.float64)
    alpha = pixels[..., 3:4] / 255
    out = pixels[..., :3] + numpy.array(SHEET, dtype=numpy.float64) * (1 - alpha)
    return Image.fromarray(numpy.clip(numpy.rint(out), 0, 255).astype(numpy.uint8), "RGB")


class ThorVG:
    name = "ThorVG"

    def __init__(self, data, size):
        import thorvg_python as tvg
        self.tvg = tvg
        self.engine = tvg.Engine()
        self.size = size
        self.animation = tvg.LottieAnimation(self.engine)
        self.picture = self.animation.get_picture()
        if self.picture.load_data(data, "lottie", None, True) != tvg.Result.SUCCESS:
            fail("ThorVG could not load the export")
        # Drawn at the cell's exact scale (the height need not be whole), into a canvas one
        # pixel taller, then cut to the cell.
        self.picture.set_size(size[0], size[2])
        self.canvas = tvg.SwCanvas(self.engine)
        self.canvas.set_target(size[0], size[1] + 1)
        self.canvas.add(self.picture)

    def frame(self, number):
        self.animation.set_frame(float(number))
        self.canvas.update()
        self.canvas.draw(True)
        self.canvas.sync()
        return over_sheet(self.canvas.get_pillow("RGBA")).crop((0, 0, self.size[0], self.size[1]))


class RLottie:
    name = "rlottie"

    def __init__(self, data, size):
        import rlottie_python as rl
        self.animation = rl.LottieAnimation.from_data(data.decode("utf-8"))
        self.size = size

    def frame(self, number):
        # rlottie draws into whole pixels only: the cell's, the height's scale a fraction of a
        # pixel short of the width's (0.16 px at the bottom of a 667-point window).
        return over_sheet(self.animation.render_pillow_frame(frame_num=number, width=self.size[0], height=self.size[1]))


def frame_numbers(document):
    last = int(document["op"]) - 1
    numbers = list(range(0, last + 1, STEP))
    if numbers[-1] != last:
        numbers.append(last)
    return numbers


def measure(players, numbers, cells, keep, name):
    rows = []
    for player in players:
        for number, cell in zip(numbers, cells):
            picture = player.frame(number)
            mean, share, worst, diff = compare(cell, picture)
            rows.append((player.name, number, mean, share, worst))
            if keep:
                os.makedirs(keep, exist_ok=True)
                side = Image.new("RGB", (cell.width * 3 + 8, cell.height), (255, 0, 255))
                side.paste(cell, (0, 0))
                side.paste(picture, (cell.width + 4, 0))
                side.paste(diff.point(lambda v: min(255, v * 4)), (2 * cell.width + 8, 0))
                side.save(os.path.join(keep, f"{name}-{player.name}-{number:04d}.png"))
    return rows


def sabotaged(document):
    """The document with one keyframe moved by 40 points — the middle key of the first animated
    position (x or y) of a drawn layer, or else a drawn layer's static x — and the frame that
    shows it."""
    broken = copy.deepcopy(document)
    drawn = [layer for layer in broken["layers"] if layer.get("ty") == 4 and layer.get("td") != 1 and layer.get("nm") != "window"]
    for layer in drawn:
        position = layer["ks"]["p"]
        for axis in ("x", "y"):
            prop = position.get(axis) if position.get("s") else None
            if prop and prop.get("a") == 1:
                key = prop["k"][len(prop["k"]) // 2]
                key["s"] = [key["s"][0] + 40]
                return broken, int(round(key["t"]))
    for layer in drawn:
        position = layer["ks"]["p"]
        if position.get("s") and position["x"].get("a") == 0:
            position["x"]["k"] = position["x"]["k"] + 40
            return broken, int(layer.get("ip", 0))
    fail("no layer position to sabotage")


def check(segue, example, folder, keep, strict, sabotage):
    name = os.path.splitext(os.path.basename(example))[0]
    json_path = os.path.join(folder, name + ".json")
    lottie_path = os.path.join(folder, name + ".lottie")
    printed = export(segue, example, "lottie", json_path)
    export(segue, example, "dotlottie", lottie_path)
    with open(json_path, "rb") as f:
        data = f.read()
    document = json.loads(data)
    validate(document, name)
    method = check_dotlottie(lottie_path, data, name)
    size = cell_size(document) + (drawn_size(document)[1],)
    numbers = frame_numbers(document)
    times = [n / document["fr"] for n in numbers]
    cells = segue_cells(segue, example, times, size, folder)
    players = [ThorVG(data, size), RLottie(data, size)]
    rows = measure(players, numbers, cells, keep, name)
    summary = {}
    for player, number, mean, share, worst in rows:
        s = summary.setdefault(player, [0.0, 2.0, 0, None])
        if mean > s[0]:
            s[0] = mean
        if share < s[1]:
            s[1] = share
            s[3] = number
        s[2] = max(s[2], worst)
    print(f"{name}: {len(data)} bytes json, {os.path.getsize(lottie_path)} bytes .lottie "
          f"({'deflated' if method == zipfile.ZIP_DEFLATED else 'stored'}), {len(document['layers'])} layers, "
          f"{len(numbers)} frames drawn; export: {printed.stdout.strip().splitlines()[0] if printed.stdout.strip() else '(nothing printed)'}")
    for player, (mean, share, worst, at) in summary.items():
        print(f"  {player}: largest mean {mean:.3f} levels, least share within {WITHIN_LEVELS} "
              f"{share * 100:.2f} % (frame {at}), worst pixel {worst}")
    bad = [r for r in rows if not agrees(r[2], r[3])]
    if bad and (strict or not documented(name)):
        player, number, mean, share, worst = bad[0]
        fail(f"{name}: {player} at frame {number} differs from segue render: mean {mean:.3f} levels "
             f"(at most {MEAN_LIMIT}), {share * 100:.2f} % within {WITHIN_LEVELS} (at least {WITHIN_SHARE * 100:.0f} %); "
             f"{len(bad)} of {len(rows)} pictures beyond the bounds")
    elif bad:
        print(f"  {len(bad)} of {len(rows)} pictures beyond the bounds, as docs/export.md says; the export printed:")
        for line in printed.stdout.splitlines()[1:]:
            print("   " + line)
    # The printed error is the one an independent reading of the keyframes measures against
    # the engine's trace (segue run --format jsonl, the same take).
    trace = trace_of(segue, example)
    ours = largest_points_error(document, trace)
    printed_points = printed_error(printed.stdout, "points")
    print(f"  independent reading of the keys: largest {ours[0]:.6f} pt ({ours[1]}.{ours[2]} at {ours[3]} s); "
          f"segue export printed {printed_points} pt")
    if printed_points is None or abs(ours[0] - printed_points) > 2e-6:
        fail(f"{name}: the keyframes read independently are {ours[0]:.6f} pt from the trace, segue export printed {printed_points}")
    if sabotage:
        broken, number = sabotaged(document)
        moved = largest_points_error(broken, trace)
        broken_path = os.path.join(folder, name + "-moved.json")
        with open(broken_path, "w") as f:
            json.dump(broken, f)
        remeasured = run([segue, "export", example, "--format", "lottie", "--measure", broken_path])
        segue_moved = printed_error(remeasured.stdout, "points")
        print(f"  sabotaged key: the independent reading now finds {moved[0]:.6f} pt ({moved[1]}.{moved[2]} at {moved[3]} s); "
              f"segue export --measure prints {segue_moved} pt and exits {remeasured.returncode}")
        if moved[0] < ours[0] + 10:
            fail(f"{name}: a keyframe moved by 40 points moved the measured error only to {moved[0]:.6f} pt")
        if segue_moved is None or abs(segue_moved - moved[0]) > 2e-6 or remeasured.returncode != 1:
            fail(f"{name}: segue export --measure of the moved keyframe printed {segue_moved} (exit {remeasured.returncode}), "
                 f"the independent reading {moved[0]:.6f}")
        broken_data = json.dumps(broken).encode()
        cell = segue_cells(segue, example, [number / document["fr"]], size, folder)
        for player in (ThorVG(broken_data, size), RLottie(broken_data, size)):
            mean, share, worst, _ = compare(cell[0], player.frame(number))
            print(f"  sabotaged key at frame {number}, {player.name}: mean {mean:.3f} levels, {share * 100:.2f} % within {WITHIN_LEVELS} (must fail)")
            if agrees(mean, share):
                fail(f"{name}: a keyframe moved by 40 points still passes the picture bounds in {player.name}")


def main():
    arguments = sys.argv[1:]
    keep = None
    if "--keep" in arguments:
        at = arguments.index("--keep")
        keep = arguments[at + 1]
        del arguments[at:at + 2]
    strict = "--strict" in arguments
    sabotage = "--sabotage" in arguments
    arguments = [a for a in arguments if a not in ("--strict", "--sabotage")]
    if len(arguments) < 2:
        fail(__doc__.strip().splitlines()[-1])
    segue, examples = arguments[0], arguments[1:]
    with tempfile.TemporaryDirectory(prefix="segue-lottie-check-") as folder:
        for example in examples:
            check(segue, example, folder, keep, strict, sabotage)
    print("check_lottie: ok")


if __name__ == "__main__":
    main()
