// The stage: the engine's drawing of each frame as elements, and its overlays.

// ---- The stage --------------------------------------------------------------------------

function layoutStage(size) {
  const stage = $("stage");
  const width = size.width, height = size.height;
  if (stage.dataset.size !== `${width}x${height}`) {
    stage.dataset.size = `${width}x${height}`;
    stage.style.width = `${width}px`;
    stage.style.height = `${height}px`;
    const overlay = $("overlay");
    overlay.setAttribute("width", width);
    overlay.setAttribute("height", height);
    overlay.setAttribute("viewBox", `0 0 ${width} ${height}`);
    state.stageSize = { width, height };
    fitStage();
  }
  stage.style.background = rgba(size.background);
}

function rgba(c) {
  const channel = (v) => Math.round(Math.max(0, Math.min(1, v)) * 255);
  return `rgba(${channel(c[0])}, ${channel(c[1])}, ${channel(c[2])}, ${Math.max(0, Math.min(1, c[3]))})`;
}

function drawFrame(frame) {
  drawStage(frame); // stage-canvas.js: on the canvas, or these elements
  drawBaselineStage();
  drawOverlay(frame);
  showValues(frame);
  showReadout(frame);
  drawTimeline();
  highlightCurves(frame);
  drawTiming(frame);
}

// ---- The stage's elements: the drawing hot path ----------------------------------------

// Each view's element is made once and kept; a frame writes only what changed since that
// element's last frame (a thousand views that move write six properties each, the rest
// nothing), because every style written costs the browser a style recalculation.
// `stage` and `map` are the main stage and its elements unless another stage is drawn (the
// version compared with, side by side).
let placeStamp = 0;
function placeViews(frame, stage = $("stage"), map = elements) {
  const views = frame.views;
  const stamp = ++placeStamp;
  const placed = [];
  for (let index = 0; index < views.length; index++) {
    const entry = views[index];
    const id = entry[V.id];
    const element = map.get(id) || makeElement(id, map);
    element._stamp = stamp;
    const parent = entry[V.parent] >= 0 ? map.get(views[entry[V.parent]][V.id]) : stage;
    // Painting order: each element after its previous sibling, subviews inside their superview.
    const previous = placed[entry[V.parent] + 1];
    const wanted = previous ? previous.nextSibling : parent.firstChild;
    if (element.parentNode !== parent || element !== wanted) parent.insertBefore(element, wanted);
    placed[entry[V.parent] + 1] = element;
    styleView(element, entry);
  }
  // Elements whose views left the window are drawn no more. Children go with their parents,
  // so only those still attached are removed.
  for (const [id, element] of map) {
    if (element._stamp !== stamp) { element.remove(); map.delete(id); }
  }
}

function makeElement(id, map) {
  const element = document.createElement("div");
  element.className = "view";
  element.dataset.id = id;
  element._drawn = {}; // the style texts last written, by property
  map.set(id, element);
  return element;
}

// Writes a style property when its text differs from the one this element last had.
function put(element, name, text) {
  const drawn = element._drawn;
  if (drawn[name] !== text) { drawn[name] = text; element.style[name] = text; }
}

// Whether two arrays of numbers (or nulls) hold the same numbers.
function sameNumbers(a, b) {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function styleView(element, entry) {
  const id = entry[V.id], drawn = element._drawn;
  const role = entry[V.role] || null;
  if (drawn.role !== role) {
    drawn.role = role;
    if (role) element.dataset.role = role; else delete element.dataset.role;
  }
  const frame = entry[V.frame];
  if (!sameNumbers(drawn.frame, frame)) {
    drawn.frame = frame;
    put(element, "left", `${frame[0]}px`); put(element, "top", `${frame[1]}px`);
    put(element, "width", `${frame[2]}px`); put(element, "height", `${frame[3]}px`);
  }
  if (drawn.alpha !== entry[V.alpha]) { drawn.alpha = entry[V.alpha]; element.style.opacity = entry[V.alpha]; }
  if (!sameNumbers(drawn.colour, entry[V.color])) { drawn.colour = entry[V.color]; put(element, "backgroundColor", rgba(entry[V.color])); }
  if (drawn.radius !== entry[V.radius]) { drawn.radius = entry[V.radius]; element.style.borderRadius = `${entry[V.radius]}px`; }
  if (drawn.flags !== entry[V.flags]) {
    drawn.flags = entry[V.flags];
    element.style.overflow = entry[V.flags] & 2 ? "hidden" : "visible";
    element.style.display = entry[V.flags] & 1 ? "none" : "block";
  }
  const matrix = entry[V.matrix];
  if (!sameNumbers(drawn.matrix, matrix)) {
    drawn.matrix = matrix;
    put(element, "transform", matrix ? `matrix3d(${matrix.join(",")})` : "");
  }
  // The engine's anchor point (CALayer's anchorPoint) is the transform's origin.
  const values = entry[V.values], anchorX = values[state.anchorX], anchorY = values[state.anchorY];
  if (drawn.anchorX !== anchorX || drawn.anchorY !== anchorY) {
    drawn.anchorX = anchorX; drawn.anchorY = anchorY;
    element.style.transformOrigin = `${anchorX * 100}% ${anchorY * 100}%`;
  }
  // The shadow and the backdrop blur as the engine resolved them (DrawnShadow, DrawnView):
  // CSS's box-shadow blur length is twice the Gaussian's deviation, blur()'s is the deviation.
  const shadow = entry[V.shadow];
  if (!sameNumbers(drawn.shadow, shadow)) {
    drawn.shadow = shadow;
    put(element, "boxShadow", shadow
      ? `${shadow[4]}px ${shadow[5]}px ${shadow[6] * 2}px ${rgba([shadow[0], shadow[1], shadow[2], shadow[3]])}`
      : "");
  }
  const blur = entry[V.blur];
  if (drawn.blur !== blur) { drawn.blur = blur; element.style.backdropFilter = blur > 0 ? `blur(${blur.toFixed(3)}px)` : ""; }
  const selected = id === state.selected, highlight = id === state.hovered;
  if (drawn.selected !== selected) { drawn.selected = selected; element.classList.toggle("selected", selected); }
  if (drawn.highlight !== highlight) { drawn.highlight = highlight; element.classList.toggle("highlight", highlight); }
}

function draw() {
  const frame = currentFrame();
  if (frame) { drawFrame(frame); state.framesDrawn += 1; }
  noteAddressState();
}

// ---- Overlays: motion path and onion skin -----------------------------------------------

function quadCentre(q) { return [(q[0] + q[2] + q[4] + q[6]) / 4, (q[1] + q[3] + q[5] + q[7]) / 4]; }

function drawOverlay(frame) {
  const svg = $("overlay");
  const parts = [baselineGhost()];
  const take = state.take;
  if (take && !state.liveFrame && $("onion").checked) {
    const index = frameIndexAt(state.playhead);
    const spacing = Math.max(1, Math.round(take.sampleRate / 20));
    for (let k = -3; k <= 3; k++) {
      if (k === 0) continue;
      const other = take.frames[index + k * spacing];
      if (!other) continue;
      const fade = (0.5 / Math.abs(k)).toFixed(3);
      const colour = k < 0 ? "#4fa3ff" : "#ff7ab6";
      for (const entry of other.views) {
        if (entry[V.flags] & 1 || entry[V.opacity] <= 0.01 || !inOnionSkin(entry)) continue;
        const q = entry[V.quad];
        parts.push(`<polygon points="${q[0]},${q[1]} ${q[2]},${q[3]} ${q[4]},${q[5]} ${q[6]},${q[7]}" fill="none" stroke="${colour}" stroke-opacity="${fade}" stroke-width="1"/>`);
      }
    }
  }
  if (take && state.selected && $("path").checked) {
    const path = motionPath(take, state.selected);
    if (path) parts.push(path);
  }
  // The overlay's markup is written only when it changes (the onion skin moves with the
  // playhead, the motion path with the selection); the selected view's outline is one
  // polygon kept after it, whose points a frame moves.
  const markup = parts.join("");
  if (svg._markup !== markup) {
    svg._markup = markup;
    svg.innerHTML = markup + `<polygon class="selection" fill="none" stroke="#ffd166" stroke-width="1"/>`;
  }
  const outline = svg.lastChild;
  const selected = frame.views.find((e) => e[V.id] === (state.hovered || state.selected));
  const q = selected ? selected[V.quad] : null;
  const points = q ? `${q[0]},${q[1]} ${q[2]},${q[3]} ${q[4]},${q[5]} ${q[6]},${q[7]}` : "";
  if (outline.getAttribute("points") !== points) outline.setAttribute("points", points);
  if (outline.hasAttribute("display") !== !q) { if (q) outline.removeAttribute("display"); else outline.setAttribute("display", "none"); }
}

// The onion skin outlines the selected view, or every view when none is selected.
function inOnionSkin(entry) { return !state.selected || entry[V.id] === state.selected; }

// The selected view's path over the whole take, made once per take and view (not per frame).
let pathCache = { take: null, id: null, svg: null };
function motionPath(take, id) {
  if (pathCache.take !== take || pathCache.id !== id) {
    const points = [];
    for (const other of take.frames) {
      const entry = other.views.find((e) => e[V.id] === id);
      if (entry) points.push(quadCentre(entry[V.quad]).map((v) => v.toFixed(2)).join(","));
    }
    const svg = points.length > 1
      ? `<polyline points="${points.join(" ")}" fill="none" stroke="#ffd166" stroke-width="1.5" stroke-dasharray="4 3"/>`
      : null;
    pathCache = { take, id, svg };
  }
  return pathCache.svg;
}

// ---- Exploded view ----------------------------------------------------------------------

function applyExploded() {
  const on = $("exploded").checked;
  const stage = $("stage");
  stage.classList.toggle("exploded", on);
  stage.style.transform = on ? "perspective(1600px) rotateX(50deg) rotateZ(-30deg) scale(0.7)" : "";
  stage.style.overflow = on ? "visible" : "hidden";
  for (const element of elements.values()) {
    const depth = depthOf(element);
    element.style.translate = on ? `0 0 ${depth * 40}px` : "";
    element.style.transformStyle = on ? "preserve-3d" : "";
  }
}

function depthOf(element) {
  let depth = 0;
  for (let node = element.parentElement; node && node.id !== "stage"; node = node.parentElement) depth++;
  return depth + 1;
}
