"""An independent reading of a Lottie export's keyframes, written from the Lottie format's
description (not from Segue's Swift): a property is `{"a": 0, "k": value}` or `{"a": 1, "k":
[keyframes]}`; between a keyframe and the next the value goes from the first's `s` to the
next's `s` by the cubic Bézier easing (0, 0), `o` of the first, `i` of the first, (1, 1) — x is
the time fraction, solved for the curve's parameter by bisection here — or holds until the next
when `h` is 1. Layers are named by view id; a layer's null parent named "ID frame" carries the
view's frame place when the view is translated.

`view_values(document, view, time)` gives what a player shows as the view's properties (in
Segue's units), for comparing with `segue run --format jsonl` — the engine's trace.
"""
import math


def _bezier(p1, p2, s):
    return 3 * (1 - s) ** 2 * s * p1 + 3 * (1 - s) * s * s * p2 + s ** 3


def ease(o, i, u):
    """The easing's y at time fraction u, x solved by bisection (x is monotonic in 0…1)."""
    ox, oy = _first(o["x"]), _first(o["y"])
    ix, iy = _first(i["x"]), _first(i["y"])
    low, high = 0.0, 1.0
    for _ in range(80):
        middle = (low + high) / 2
        if _bezier(ox, ix, middle) < u:
            low = middle
        else:
            high = middle
    return _bezier(oy, iy, (low + high) / 2)


def _first(value):
    return value[0] if isinstance(value, list) else value


def _vector(value):
    return value if isinstance(value, list) else [value]


def property_value(prop, frame):
    """The property's values (a list) at `frame`."""
    if prop.get("a", 0) == 0:
        return _vector(prop["k"])
    keys = prop["k"]
    if frame <= keys[0]["t"]:
        return _vector(keys[0]["s"])
    for a, b in zip(keys, keys[1:]):
        if a["t"] <= frame < b["t"]:
            start, end = _vector(a["s"]), _vector(b["s"])
            if a.get("h") == 1:
                return start
            progress = ease(a["o"], a["i"], (frame - a["t"]) / (b["t"] - a["t"]))
            return [x + (y - x) * progress for x, y in zip(start, end)]
    return _vector(keys[-1]["s"])


def _position(ks, frame):
    p = ks["p"]
    if p.get("s"):
        return property_value(p["x"], frame)[0], property_value(p["y"], frame)[0]
    x, y = property_value(p, frame)[:2]
    return x, y


def _shape(layer, kind):
    for group in layer.get("shapes", []):
        for item in group.get("it", []):
            if item.get("ty") == kind:
                return item
    return None


def view_values(document, view, time):
    """The view's properties as a player shows them at `time` seconds, or None when no layer of
    it shows then."""
    frame = time * document["fr"]
    layers = document["layers"]
    by_ind = {layer["ind"]: layer for layer in layers}
    for layer in layers:
        if layer.get("nm") != view or layer.get("ty") != 4 or layer.get("td") == 1:
            continue
        if not (layer["ip"] <= frame + 1e-9 and frame < layer["op"] - 1 + 1e-6):
            continue
        ks = layer["ks"]
        rect, fill = _shape(layer, "rc"), _shape(layer, "fl")
        width, height = property_value(rect["s"], frame)[:2]
        ax, ay = property_value(ks["a"], frame)[:2]
        px, py = _position(ks, frame)
        parent = by_ind.get(layer.get("parent"))
        values = {"width": width, "height": height}
        if parent is not None and parent.get("ty") == 3 and parent.get("nm") == view + " frame":
            fx, fy = _position(parent["ks"], frame)
            values.update(x=fx - ax, y=fy - ay, translationX=px, translationY=py)
        else:
            values.update(x=px - ax, y=py - ay, translationX=0.0, translationY=0.0)
        sx, sy = property_value(ks["s"], frame)[:2]
        values.update(scaleX=sx / 100, scaleY=sy / 100)
        if width:
            values["anchorX"] = ax / width
        if height:
            values["anchorY"] = ay / height
        values["rotation"] = property_value(ks["r"], frame)[0] * math.pi / 180
        values["cornerRadius"] = property_value(rect["r"], frame)[0]
        red, green, blue = property_value(fill["c"], frame)[:3]
        values.update(backgroundRed=red, backgroundGreen=green, backgroundBlue=blue,
                      backgroundAlpha=property_value(fill["o"], frame)[0] / 100)
        values["drawnOpacity"] = property_value(ks["o"], frame)[0] / 100
        return values
    return None


POINTS = ["x", "y", "width", "height", "translationX", "translationY", "cornerRadius"]
# Measured as points at the view's size, as segue export measures them.
AT_SIZE = {"scaleX": "width", "scaleY": "height", "anchorX": "width", "anchorY": "height"}


def largest_points_error(document, trace):
    """The largest difference in points between the engine's trace (segue run --format jsonl
    lines, parsed) and the document, over every view a layer shows and every point property:
    (difference, view, property, time)."""
    worst = (0.0, None, None, None)
    for line in trace:
        for view, engine in line["views"].items():
            shown = view_values(document, view, line["t"])
            if shown is None:
                continue
            for name in POINTS + list(AT_SIZE):
                if name not in shown:
                    continue
                difference = abs(shown[name] - engine[name])
                if name in AT_SIZE:
                    difference *= abs(engine[AT_SIZE[name]])
                if difference > worst[0]:
                    worst = (difference, view, name, line["t"])
    return worst
