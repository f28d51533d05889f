// The stage on one canvas: the engine's drawing of a frame painted view by view, as the
// stage's elements would show it, in one layer instead of an element (and a compositing
// layer) a view. At a thousand views the elements cost the browser a style recalculation and
// a layer each per frame; the canvas costs a few canvas calls a view.
//
// What the canvas draws is what the elements draw: each view's box at its frame, moved by its
// transform about its anchor point, filled with its colour and rounded by its corner radius;
// a view that clips cuts its subviews to its (rounded) box; a view's opacity fades it with its
// subviews as one group (as CSS `opacity` does); a shadow outside its box as `box-shadow`
// draws it; the selection's outline. A frame the canvas cannot draw as the browser would —
// a view turned in 3-D (its transform is not a flat one: the elements flatten it in
// perspective), a backdrop blur, a shadow under a skewed or unevenly scaled view, the
// exploded stage — is drawn by the elements instead (`state.stagePath` says which drew the
// last frame). Hit testing never needed the elements: it reads the engine's quads.

const canvasStage = { layers: [], layersInUse: 0, colours: new Map(), failed: false };

// The stages drawn this way: the main one, and the version compared with side by side
// (compare.js), each with its canvas, its elements (by view id) and which of the two drew
// its last frame (`state.stagePath`, `state.baselineStagePath`).
const stageTargets = {
  main: () => ({ canvas: $("stage-canvas"), stage: $("stage"), map: elements, size: state.stageSize,
    path: "stagePath", phantoms: $("stage").classList.contains("phantoms") }),
  baseline: () => ({ canvas: $("baseline-canvas"), stage: $("baseline-stage"), map: baselineElements,
    size: state.baseline && state.baseline.take.window, path: "baselineStagePath", phantoms: false }),
};

// Draws `frame` on the main stage (or `target`, one of stageTargets' stages): on its canvas
// when it can, else with its elements.
function drawStage(frame, target = stageTargets.main()) {
  const canvas = target.canvas;
  if (canvas && !state.elementsOnly && !$("exploded").checked && paintCanvas(canvas, frame, target)) {
    if (state[target.path] !== "canvas") {
      for (const element of target.map.values()) element.remove();
      target.map.clear();
      canvas.hidden = false;
      state[target.path] = "canvas";
    }
    return;
  }
  if (canvas) canvas.hidden = true;
  const switched = state[target.path] !== "elements";
  state[target.path] = "elements";
  placeViews(frame, target.stage, target.map);
  if (switched && target.path === "stagePath" && $("exploded").checked) applyExploded();
}

// Paints `frame` on `canvas`; false, with the canvas left to be hidden, when a view in it
// is one the canvas cannot draw as the elements would.
function paintCanvas(canvas, frame, target) {
  const size = target.size;
  if (!size) return false;
  // One canvas pixel a device pixel at the stage's scale (1 at scale 1 on a 1x screen).
  const k = Math.max(0.25, (state.scale || 1) * (window.devicePixelRatio || 1));
  const width = Math.max(1, Math.ceil(size.width * k)), height = Math.max(1, Math.ceil(size.height * k));
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width; canvas.height = height;
    canvas.style.width = `${size.width}px`; canvas.style.height = `${size.height}px`;
  }
  const g = canvas.getContext("2d");
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.globalAlpha = 1;
  forget(g);
  g.clearRect(0, 0, width, height);
  const views = frame.views, count = views.length;
  // The fields' places read through `V` (which checks each name) once a frame, not a view.
  const P = { id: V.id, role: V.role, parent: V.parent, flags: V.flags, alpha: V.alpha, radius: V.radius, blur: V.blur,
    color: V.color, frame: V.frame, matrix: V.matrix, values: V.values, shadow: V.shadow };
  // Each view's subviews in painting order, as linked lists (index `count` is the window).
  const first = new Int32Array(count + 1).fill(-1), last = new Int32Array(count + 1).fill(-1);
  const next = new Int32Array(count).fill(-1);
  for (let index = 0; index < count; index++) {
    const parent = views[index][P.parent];
    const owner = parent >= 0 && parent < count ? parent : count;
    if (last[owner] < 0) first[owner] = index; else next[last[owner]] = index;
    last[owner] = index;
  }
  const walk = { views, first, next, width, height, phantoms: target.phantoms, P };
  canvasStage.layersInUse = 0;
  g.save();
  const drawn = paintChildren(g, walk, count, [k, 0, 0, k, 0, 0], 1);
  g.restore();
  // A frame given up part-way leaves saved states and layers behind: all are reset.
  if (!drawn) for (const context of [g, ...canvasStage.layers.map((layer) => layer.context)]) context.reset();
  return drawn;
}

function paintChildren(g, walk, owner, matrix, alpha) {
  for (let child = walk.first[owner]; child >= 0; child = walk.next[child]) {
    if (!paintView(g, walk, child, matrix, alpha)) return false;
  }
  return true;
}

// Whether a transform (16 entries, CSS matrix3d's order) is a flat one a 2-D canvas draws
// exactly: no turn out of the plane, no perspective.
function isFlat(m) {
  return m[2] === 0 && m[3] === 0 && m[6] === 0 && m[7] === 0 && m[8] === 0 && m[9] === 0
    && m[10] === 1 && m[11] === 0 && m[14] === 0 && m[15] === 1;
}

// Paints one view and its subviews with `above` (the window's to the view's parent's box, as
// [a, b, c, d, e, f]) and the opacity `alpha` of what is above it in `g`.
function paintView(g, walk, index, above, alpha) {
  const entry = walk.views[index], P = walk.P;
  if (entry[P.flags] & 1) return true; // hidden, with its subviews
  if (entry[P.blur] > 0) return false;
  const own = entry[P.alpha];
  if (!(own > 0)) return true;
  const box = entry[P.frame], w = box[2], h = box[3];
  const values = entry[P.values], ox = values[state.anchorX] * w, oy = values[state.anchorY] * h;
  // The view's box in its parent's: moved to its frame, turned about its anchor point.
  let la = 1, lb = 0, lc = 0, ld = 1, le = box[0], lf = box[1];
  const t = entry[P.matrix];
  if (t) {
    if (!isFlat(t)) return false;
    la = t[0]; lb = t[1]; lc = t[4]; ld = t[5];
    le = box[0] + ox + t[12] - t[0] * ox - t[4] * oy;
    lf = box[1] + oy + t[13] - t[1] * ox - t[5] * oy;
  }
  const [pa, pb, pc, pd, pe, pf] = above;
  const m = [pa * la + pc * lb, pb * la + pd * lb, pa * lc + pc * ld, pb * lc + pd * ld,
    pa * le + pc * lf + pe, pb * le + pd * lf + pf];
  // A faded view with subviews fades as one picture (CSS opacity): drawn on a layer first.
  const group = own < 1 && walk.first[index] >= 0;
  const layer = group ? takeLayer(walk) : null;
  const target = layer ? layer.context : g;
  const fade = layer ? 1 : alpha * own;
  if (target._alpha !== fade) { target._alpha = fade; target.globalAlpha = fade; }
  target.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
  const radius = entry[P.radius] > 0 ? entry[P.radius] : 0;
  if (entry[P.shadow] && w > 0 && h > 0 && !paintShadow(target, entry[P.shadow], m, w, h, radius)) return false;
  const colour = entry[P.color];
  if (colour[3] > 0 && w > 0 && h > 0) {
    const fill = colourText(entry[P.id], colour);
    if (target._fill !== fill) { target._fill = fill; target.fillStyle = fill; }
    if (radius > 0) { target.beginPath(); target.roundRect(0, 0, w, h, radius); target.fill(); }
    else target.fillRect(0, 0, w, h);
  }
  const clips = (entry[P.flags] & 2) !== 0;
  if (walk.first[index] >= 0) {
    if (clips) {
      target.save();
      target.beginPath();
      if (w > 0 && h > 0) { if (radius > 0) target.roundRect(0, 0, w, h, radius); else target.rect(0, 0, w, h); }
      target.clip();
    }
    const drawn = paintChildren(target, walk, index, m, fade);
    if (clips) forget(target, target.restore());
    if (!drawn) return false;
  }
  paintOutline(target, entry, m, fade, w, h, radius, walk.phantoms, P);
  if (layer) {
    g.save();
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.globalAlpha = alpha * own;
    g.drawImage(layer.canvas, 0, 0);
    forget(g, g.restore());
    canvasStage.layersInUse -= 1;
  }
  return true;
}

// A view's shadow as `box-shadow` draws it: outside its box only, offset and blurred in the
// view's own plane. The canvas offsets and blurs in its pixels, untouched by the transform:
// the offset is turned and scaled here, and a Gaussian blur is the same turned, so a view
// moved, turned and evenly scaled is drawn exactly; a skewed or unevenly scaled one is not
// (false: the elements draw that frame).
function paintShadow(g, shadow, m, w, h, radius) {
  const scale = Math.hypot(m[0], m[1]);
  if (!(scale > 0) || Math.abs(m[0] - m[3]) > 1e-9 * scale || Math.abs(m[1] + m[2]) > 1e-9 * scale) return false;
  g.save();
  g.beginPath();
  g.rect(-1e5, -1e5, 2e5, 2e5);
  if (radius > 0) g.roundRect(0, 0, w, h, radius); else g.rect(0, 0, w, h);
  g.clip("evenodd");
  g.shadowColor = rgba([shadow[0], shadow[1], shadow[2], shadow[3]]);
  g.shadowBlur = shadow[6] * 2 * scale;
  g.shadowOffsetX = m[0] * shadow[4] + m[2] * shadow[5];
  g.shadowOffsetY = m[1] * shadow[4] + m[3] * shadow[5];
  g.fillStyle = "#000";
  g.beginPath();
  if (radius > 0) g.roundRect(0, 0, w, h, radius); else g.rect(0, 0, w, h);
  g.fill();
  forget(g, g.restore());
  return true;
}

// The selected and hovered views' outlines (the elements' `.selected`, `.highlight`) and the
// snapshots' when phantoms are shown (the main stage's only): 2 points across the box's edge.
function paintOutline(g, entry, m, fade, w, h, radius, phantoms, P) {
  const id = entry[P.id];
  const hovered = id === state.hovered, selected = id === state.selected;
  const phantom = phantoms && entry[P.role] === "snapshot";
  if (!hovered && !selected && !phantom) return;
  g.save();
  g.globalAlpha = fade;
  g.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
  g.lineWidth = hovered || selected ? 2 : 1;
  g.strokeStyle = hovered ? getComputedStyle(document.body).getPropertyValue("--accent").trim() || "#4fa3ff"
    : selected ? "#ffd166" : "#c792ea";
  g.setLineDash(hovered ? [] : [4, 3]);
  g.beginPath();
  if (radius > 0) g.roundRect(0, 0, w, h, radius); else g.rect(0, 0, w, h);
  g.stroke();
  forget(g, g.restore());
}

// A context's fill and opacity as last set, kept on it (`_fill`, `_alpha`) so that a view
// whose fill is the one before sets nothing; forgotten when a restore may have changed them.
function forget(context) { context._fill = undefined; context._alpha = undefined; }

// A blank layer the size of the stage's canvas, for a group; handed back by the caller.
function takeLayer(walk) {
  const layers = canvasStage.layers;
  const index = canvasStage.layersInUse++;
  if (!layers[index]) {
    const canvas = document.createElement("canvas");
    layers[index] = { canvas, context: canvas.getContext("2d") };
  }
  const layer = layers[index];
  if (layer.canvas.width !== walk.width || layer.canvas.height !== walk.height) {
    layer.canvas.width = walk.width; layer.canvas.height = walk.height;
  }
  layer.context.setTransform(1, 0, 0, 1, 0, 0);
  layer.context.globalAlpha = 1;
  forget(layer.context);
  layer.context.clearRect(0, 0, walk.width, walk.height);
  return layer;
}

// A view's fill as CSS text, made again only when its colour changes.
function colourText(id, colour) {
  const known = canvasStage.colours.get(id);
  if (known && known[0] === colour[0] && known[1] === colour[1] && known[2] === colour[2] && known[3] === colour[3]) {
    return known[4];
  }
  const text = rgba(colour);
  canvasStage.colours.set(id, [colour[0], colour[1], colour[2], colour[3], text]);
  return text;
}
