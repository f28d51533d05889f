#!/usr/bin/env python3
"""What ThorVG and rlottie show of a Lottie export, per view and property, at the take's frame
times — the samples `segue export --report-samples` overlays on its conformance report.

Neither player is ours, and neither hands back the document's keyframes: the values are read
from what each player built to draw the frame.

- ThorVG (`thorvg-python`): each layer's scene, found by its name (`Picture.get_paint` with
  `Accessor.accessor_generate_id(name)`, ThorVG's id of a Lottie layer), gives its composed
  matrix (`get_transform`) and its opacity (`get_opacity`); the scene's shape gives its fill
  colour (`get_fill_color`) and its path in the layer's own coordinates (`get_path`).
- rlottie (`rlottie-python`): the render tree (`lottie_animation_render_tree`) holds a node per
  layer, named by its keypath, with its alpha and its drawn paths in window coordinates and
  their colours.

From those: a view's `x` and `y` (its frame's origin in its superview's layer: ThorVG's matrix
relative to the parent layer's; rlottie's drawn box's corner less the parent's), `width`,
`height` and `cornerRadius` (the drawn rounded rectangle's box and the straight part of its
top edge), `alpha` (the layer's opacity over its parent layer's: the export writes a child's
opacity as its alpha times its parent's, since Lottie parents carry no opacity) and the
background's `backgroundRed/Green/Blue/Alpha` (the fill). A value is null at a frame where it
cannot be read: the view is not drawn then, its layer turns or scales (the frame is then not
its drawn box), or its parent draws nothing. Every other property that moves in the take is
named in the file's `unread` with why the player cannot show it.

Usage as a module: samples(player, data, document, frames) -> the samples JSON object.
"""
import math

READ = ("x", "y", "width", "height", "cornerRadius", "alpha",
        "backgroundRed", "backgroundGreen", "backgroundBlue", "backgroundAlpha")

TRANSFORM = ("translationX", "translationY", "scaleX", "scaleY", "rotation", "anchorX", "anchorY")


def why_unread(player, prop):
    """Why `player` cannot show the view property `prop` (a sentence)."""
    if prop in TRANSFORM:
        if player == "ThorVG":
            return "ThorVG hands back each layer's composed matrix, not the anchor, translation, scale and rotation it was made of"
        return "rlottie hands back the drawn paths in window coordinates, not the layer's transform"
    if prop.startswith("shadow"):
        return f"{player} draws the export's shadow as its own layer's pixels; it exposes no shadow value"
    if prop in ("rotationX", "rotationY", "perspective", "zPosition"):
        return "Lottie has no 3-D; the export flattens it and the player has nothing to read back"
    return f"{player} exposes no value for it"


GEOMETRY = ("x", "y", "width", "height", "cornerRadius")

IDENTITY = {"translationX": 0, "translationY": 0, "scaleX": 1, "scaleY": 1, "rotation": 0}


def _transformed(frames, parents):
    """The views whose own translation, scale or rotation is not the identity at some frame, or
    under a superview that scales or turns: a player shows where such a view is drawn, and its
    frame cannot be told apart from the transforms there."""
    own, scaled = set(), set()
    for frame in frames:
        for vid, values in frame["views"].items():
            if values and any(values.get(prop, rest) != rest for prop, rest in IDENTITY.items()):
                own.add(vid)
                if any(values.get(prop, rest) != rest for prop, rest in IDENTITY.items() if not prop.startswith("translation")):
                    scaled.add(vid)
    views = set(own)
    for vid in parents:
        parent, seen = parents.get(vid), set()
        while parent is not None and parent not in seen:
            if parent in scaled:
                views.add(vid)
            seen.add(parent)
            parent = parents.get(parent)
    return views


def _moving(frames):
    """The properties (names after the dot) that move in the trace, per view."""
    seen, moves = {}, set()
    for frame in frames:
        for vid, values in frame["views"].items():
            if values is None or values.get("hidden"):
                continue
            for prop, value in values.items():
                if not isinstance(value, (int, float)) or isinstance(value, bool):
                    continue
                key = (vid, prop)
                if key not in seen:
                    seen[key] = value
                elif value != seen[key]:
                    moves.add(key)
    return moves


def _layers(document):
    """The drawn layers by name (matte sources left out) and each one's parent layer's name."""
    by_index = {layer.get("ind"): layer for layer in document["layers"]}
    named, parents = {}, {}
    for layer in document["layers"]:
        if layer.get("td") == 1 or layer.get("ty") != 4:
            continue
        name = layer.get("nm")
        if name in named:
            continue
        named[name] = layer
        # The nearest drawn ancestor: a translated view's layer hangs from a null layer ("ID
        # frame") that carries its frame's place, itself under the superview's layer.
        parent, seen = by_index.get(layer.get("parent")), set()
        while parent is not None and parent.get("ty") != 4 and id(parent) not in seen:
            seen.add(id(parent))
            parent = by_index.get(parent.get("parent"))
        parents[name] = parent.get("nm") if parent else None
    return named, parents


def _corner(points, box):
    """The corner radius of an axis-aligned rounded rectangle's path: the largest distance from a
    point on its top edge to the nearer side (the straight edge begins where the arc ends; the
    arc's handles lie nearer the corner)."""
    left, top, right, _ = box
    radius = 0.0
    for x, y in points:
        if abs(y - top) <= 1e-3:
            radius = max(radius, min(x - left, right - x))
    return radius


def _axis_aligned(points, box):
    """Whether every point lies on the box's edges (a rounded rectangle neither turned nor skewed)."""
    left, top, right, bottom = box
    return all(min(abs(x - left), abs(x - right), abs(y - top), abs(y - bottom)) <= 1e-3 for x, y in points)


def _box(points):
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


class _ThorVG:
    name = "ThorVG"

    def __init__(self, data, document):
        import thorvg_python as tvg
        self.tvg = tvg
        self.engine = tvg.Engine()
        self.animation = tvg.LottieAnimation(self.engine)
        self.picture = self.animation.get_picture()
        if self.picture.load_data(data, "lottie", None, True) != tvg.Result.SUCCESS:
            raise RuntimeError("ThorVG could not load the export")
        self.picture.set_size(document["w"], document["h"])
        self.canvas = tvg.SwCanvas(self.engine)
        self.canvas.set_target(1, 1)
        self.canvas.add(self.picture)
        self.accessor = tvg.Accessor(self.engine, None)
        self.ids = {}

    def read(self, number, names):
        """{name: (matrix (a, b, c, d, tx, ty) or None, opacity 0…1, shape path points or None, fill rgba 0…1)}."""
        self.animation.set_frame(float(number))
        self.canvas.update()
        shown = {}
        for name in names:
            if name not in self.ids:
                self.ids[name] = self.accessor.accessor_generate_id(name)
            scene = self.picture.get_paint(self.ids[name])
            if scene is None:
                continue
            _, m = scene.get_transform()
            matrix = (m.e11, m.e21, m.e12, m.e22, m.e13, m.e23)
            _, opacity = scene.get_opacity()
            if not scene.get_visible():
                continue
            found = []

            def visit(pointer, _data, found=found):
                paint = self.tvg.Paint(self.engine, pointer)
                if paint.get_type()[1] == self.tvg.TvgType.SHAPE and not found:
                    found.append(self.tvg.Shape(self.engine, pointer))
                return not found

            self.accessor.set(scene, visit, b"\0")
            points, fill = None, None
            if found:
                shape = found[0]
                _, _, raw = shape.get_path()
                points = [(p.x, p.y) for p in raw]
                _, r, g, b, a = shape.get_fill_color()
                fill = (r / 255, g / 255, b / 255, a / 255)
                _, sm = shape.get_transform()
                if (sm.e11, sm.e12, sm.e21, sm.e22, sm.e13, sm.e23) != (1, 0, 0, 1, 0, 0):
                    points = [(sm.e11 * x + sm.e12 * y + sm.e13, sm.e21 * x + sm.e22 * y + sm.e23) for x, y in points]
            shown[name] = (matrix, opacity / 255, points, fill)
        return shown

    def view_values(self, name, parent, shown):
        matrix, opacity, points, fill = shown[name]
        values = {}
        parent_matrix = shown[parent][0] if parent in shown else (1, 0, 0, 1, 0, 0) if parent is None else None
        a, b, c, d, tx, ty = matrix
        if parent_matrix is not None:
            pa, pb, pc, pd, ptx, pty = parent_matrix
            det = pa * pd - pb * pc
            if det != 0:
                # The layer's matrix in its parent's coordinates: inverse(parent) · layer.
                ia, ib, ic, id_ = pd / det, -pb / det, -pc / det, pa / det
                ra, rb = ia * a + ic * b, ib * a + id_ * b
                rc, rd = ia * c + ic * d, ib * c + id_ * d
                rx, ry = ia * (tx - ptx) + ic * (ty - pty), ib * (tx - ptx) + id_ * (ty - pty)
                if max(abs(ra - 1), abs(rb), abs(rc), abs(rd - 1)) <= 1e-6:
                    values["x"], values["y"] = rx, ry
        if points:
            box = _box(points)
            if _axis_aligned(points, box) and max(abs(a - 1), abs(b), abs(c), abs(d - 1)) <= 1e-6:
                values["width"], values["height"] = box[2] - box[0], box[3] - box[1]
                values["cornerRadius"] = _corner(points, box)
        parent_opacity = shown[parent][1] if parent in shown else 1.0 if parent is None else None
        if parent_opacity:
            values["alpha"] = opacity / parent_opacity
        if fill is not None:
            values["backgroundAlpha"] = fill[3]
            if fill[3] > 0:
                values["backgroundRed"], values["backgroundGreen"], values["backgroundBlue"] = fill[:3]
        return values


class _RLottie:
    name = "rlottie"

    def __init__(self, data, document):
        import rlottie_python as rl
        self.animation = rl.LottieAnimation.from_data(data.decode("utf-8"))
        self.size = (document["w"], document["h"])

    def read(self, number, names):
        """{name: (drawn path points in window coordinates or None, alpha 0…1, fill rgba 0…1)}."""
        tree = self.animation.lottie_animation_render_tree(int(number), *self.size)
        shown = {}

        def walk(node):
            name = node.keypath.decode("utf-8", "replace") if node.keypath else None
            if name in names and name not in shown and node.mVisible:
                points, fill = None, None
                if node.mNodeList.size > 0:
                    drawn = node.mNodeList.ptr[0].contents
                    flat = [drawn.mPath.ptPtr[k] for k in range(drawn.mPath.ptCount)]  # ptCount counts floats
                    points = list(zip(flat[0::2], flat[1::2])) or None
                    colour = drawn.mColor
                    fill = (colour.r / 255, colour.g / 255, colour.b / 255, colour.a / 255)
                shown[name] = (points, node.mAlpha / 255, fill)
            for k in range(node.mLayerList.size):
                walk(node.mLayerList.ptr[k].contents)

        walk(tree)
        return shown

    def view_values(self, name, parent, shown):
        points, alpha, fill = shown[name]
        values = {}
        if points:
            box = _box(points)
            if _axis_aligned(points, box):
                values["width"], values["height"] = box[2] - box[0], box[3] - box[1]
                values["cornerRadius"] = _corner(points, box)
                if parent is None:
                    values["x"], values["y"] = box[0], box[1]
                elif parent in shown and shown[parent][0] and _axis_aligned(shown[parent][0], _box(shown[parent][0])):
                    parent_box = _box(shown[parent][0])
                    values["x"], values["y"] = box[0] - parent_box[0], box[1] - parent_box[1]
        parent_alpha = shown[parent][1] if parent in shown else 1.0 if parent is None else None
        if parent_alpha:
            values["alpha"] = alpha / parent_alpha
        if fill is not None:
            values["backgroundAlpha"] = fill[3]
            if fill[3] > 0:
                values["backgroundRed"], values["backgroundGreen"], values["backgroundBlue"] = fill[:3]
        return values


def samples(player, data, document, frames):
    """The samples file's object for `player` ("ThorVG" or "rlottie") drawing the Lottie `data`
    (parsed: `document`) at the times of `frames` (`segue run --format jsonl` of the take)."""
    reader = (_ThorVG if player == "ThorVG" else _RLottie)(data, document)
    named, parents = _layers(document)
    times = [frame["t"] for frame in frames]
    values = {}
    for k, frame in enumerate(frames):
        number = frame["t"] * document["fr"]
        if abs(number - round(number)) > 1e-6:
            continue
        shown = reader.read(round(number), set(named))
        for vid, view in frame["views"].items():
            if view is None or view.get("hidden") or vid not in shown:
                continue
            for prop, value in reader.view_values(vid, parents.get(vid), shown).items():
                if math.isfinite(value):
                    values.setdefault(f"{vid}.{prop}", [None] * len(times))[k] = value
    unread = {}
    transformed = _transformed(frames, parents)
    for key in list(values):
        vid, prop = key.rsplit(".", 1)
        if vid in transformed and prop in GEOMETRY:
            del values[key]
    for vid, prop in sorted(_moving(frames)):
        key = f"{vid}.{prop}"
        if vid not in named:
            unread[key] = f"the export has no layer named {vid}"
        elif prop not in READ:
            unread[key] = why_unread(player, prop)
        elif vid in transformed and prop in GEOMETRY:
            unread[key] = (f"{player} shows where the view is drawn; with a translation, scale or rotation "
                           f"its frame's {prop} cannot be told apart from the transforms (its own or a superview's)")
    return {"player": player, "target": "lottie", "times": times, "values": values, "unread": unread}
