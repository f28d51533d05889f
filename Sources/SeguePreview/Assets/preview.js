// Segue preview: draws the frames the engine sends, exactly as they are. Nothing here
// computes motion: a take is the engine's frames at a fixed rate, and playing, scrubbing,
// stepping and looping only choose which frame to draw. Drags on the stage go to the engine
// as touches; its answers come back as frames.
"use strict";

const $ = (id) => document.getElementById(id);
// A view's entry in a frame (see PreviewMessages.swift).
const V = { id: 0, role: 1, parent: 2, flags: 3, alpha: 4, opacity: 5, radius: 6, blur: 7,
  color: 8, frame: 9, matrix: 10, quad: 11, values: 12, shadow: 13 };
const STEP = 1 / 60; // one display frame, for stepping

const state = {
  socket: null, scene: null, take: null, properties: [],
  playhead: 0, playing: true, speed: 1, repeat: "loop", direction: 1,
  range: null, selected: null, hovered: null, liveFrame: null,
  error: null, lastTick: null, scale: 1, panel: "values", frameIndex: 0,
  takesReceived: 0, drag: null, framesDrawn: 0, lastTakeReceivedAt: 0, lastTakeShownAt: 0,
};
const elements = new Map(); // view id -> element

// ---- Connection -------------------------------------------------------------------------

// The address segue preview printed carries the run's secret (`?token=…`); the server also
// set it in a cookie the page cannot read. The socket carries it in its own address, and the
// address bar drops it, so that a screenshot or a copied link does not show it.
function takeToken() {
  const params = new URLSearchParams(location.search);
  const token = params.get("token");
  if (token === null) return null;
  params.delete("token");
  const rest = params.toString();
  history.replaceState(null, "", location.pathname + (rest ? `?${rest}` : "") + location.hash);
  return token;
}

function connect() {
  const token = takeToken();
  const query = token === null ? "" : `?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(`ws://${location.host}/live${query}`);
  state.socket = socket;
  socket.onopen = () => setStatus("live");
  socket.onclose = (event) => {
    setStatus(event.reason ? `disconnected (${event.reason}) — reload` : "disconnected — restart segue preview and reload");
  };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
}

function send(message) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(message));
}

function setStatus(text) { $("connection").textContent = text; }

function receive(message) {
  switch (message.type) {
    case "scene": return showScene(message);
    case "take": return showTake(message);
    case "live": return showLive(message);
    case "error": return showError(message);
    case "clear-error": return clearError();
    case "gesture-trace": return download(message.name, message.text);
    case "edited": return showEdited(message);
    case "source": return showSource(message);
  }
}

// ---- Scene and takes --------------------------------------------------------------------

function showScene(scene) {
  state.scene = scene;
  state.properties = scene.properties;
  state.anchorX = scene.properties.indexOf("anchorX");
  state.anchorY = scene.properties.indexOf("anchorY");
  $("file").textContent = scene.file;
  $("container").textContent = `${scene.container} container · Segue ${scene.version}`;
  const box = $("requests");
  box.textContent = "";
  for (const name of ["next", ...scene.requests]) {
    const button = document.createElement("button");
    button.textContent = name.replace(":", " ");
    button.dataset.request = name;
    button.title = `Play ${name} from where the scene stands`;
    button.onclick = () => send({ type: "play", request: name });
    box.appendChild(button);
  }
}

function showTake(take) {
  const previous = state.take;
  // A request's error goes with the next take; a save's error stays until a save goes live.
  if (state.error && !["reload", "open"].includes(state.error.context)) clearError();
  state.take = take;
  state.liveFrame = null;
  state.takesReceived += 1;
  if (take.literals) state.literals = take.literals;
  const duration = take.duration;
  if (take.reason === "reload" && previous) {
    // Same place: the playhead, the range, the speed and the selection stay.
    state.playhead = Math.min(state.playhead, duration);
    if (state.range) state.range = [Math.min(state.range[0], duration), Math.min(state.range[1], duration)];
  } else if (take.reason === "gesture") {
    state.playhead = duration;
    state.playing = false;
    state.range = null;
  } else {
    state.playhead = 0;
    state.playing = true;
    state.direction = 1;
    state.range = null;
  }
  if (addressPending) applyAddressState(take);
  layoutStage(take.window);
  buildCurves();
  buildLog();
  if (state.panel === "timing") buildTiming();
  if (state.panel === "source" && take.reason === "reload") requestSource();
  draw();
  // When the new take is on screen: the frame after this one was drawn.
  state.lastTakeReceivedAt = Date.now();
  requestAnimationFrame(() => { state.lastTakeShownAt = Date.now(); });
}

function showLive(message) {
  state.liveFrame = message.frame;
  state.playing = false;
  layoutStage(message.window);
  if (message.response) appendLog({ t: message.frame.t, kind: "touch", text: message.response });
  drawFrame(message.frame);
}

function currentFrame() {
  if (state.liveFrame) return state.liveFrame;
  const take = state.take;
  if (!take || take.frames.length === 0) return null;
  return take.frames[frameIndexAt(state.playhead)];
}

function frameIndexAt(time) {
  const take = state.take;
  const index = Math.floor(time * take.sampleRate + 1e-6);
  return Math.max(0, Math.min(take.frames.length - 1, index));
}

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
  placeViews(frame);
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
let placeStamp = 0;
function placeViews(frame) {
  const stage = $("stage");
  const views = frame.views;
  const stamp = ++placeStamp;
  const placed = [];
  for (let index = 0; index < views.length; index++) {
    const entry = views[index];
    const id = entry[V.id];
    const element = elements.get(id) || makeElement(id);
    element._stamp = stamp;
    const parent = entry[V.parent] >= 0 ? elements.get(views[entry[V.parent]][V.id]) : stage;
    // Painting order: each element after its previous sibling, subviews inside their superview.
    const previous = placed[entry[V.parent] + 1];
    const wanted = previous ? previous.nextSibling : parent.firstChild;
    if (element.parentNode !== parent || element !== wanted) parent.insertBefore(element, wanted);
    placed[entry[V.parent] + 1] = element;
    styleView(element, entry);
  }
  // Elements whose views left the window are drawn no more. Children go with their parents,
  // so only those still attached are removed.
  for (const [id, element] of elements) {
    if (element._stamp !== stamp) { element.remove(); elements.delete(id); }
  }
}

function makeElement(id) {
  const element = document.createElement("div");
  element.className = "view";
  element.dataset.id = id;
  element._drawn = {}; // the style texts last written, by property
  elements.set(id, element);
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
  const parts = [];
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
  const selected = frame.views.find((e) => e[V.id] === (state.hovered || state.selected));
  if (selected) {
    const q = selected[V.quad];
    parts.push(`<polygon points="${q[0]},${q[1]} ${q[2]},${q[3]} ${q[4]},${q[5]} ${q[6]},${q[7]}" fill="none" stroke="#ffd166" stroke-width="1"/>`);
  }
  svg.innerHTML = parts.join("");
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

// ---- Playback ---------------------------------------------------------------------------

function bounds() {
  const duration = state.take ? state.take.duration : 0;
  return state.range ? state.range : [0, duration];
}

function tick(now) {
  const last = state.lastTick;
  state.lastTick = now;
  if (state.playing && state.take && !state.liveFrame && last !== null) {
    const dt = Math.min((now - last) / 1000, 0.1) * state.speed;
    const [start, end] = bounds();
    let t = state.playhead + dt * state.direction;
    if (t > end || t < start) {
      if (state.repeat === "loop") {
        t = state.direction > 0 ? start : end;
      } else if (state.repeat === "pingpong") {
        state.direction = -state.direction;
        t = Math.max(start, Math.min(end, t));
      } else {
        t = Math.max(start, Math.min(end, t));
        state.playing = false;
      }
    }
    state.playhead = t;
    draw();
  }
  $("play").textContent = state.playing ? "❚❚" : "▶︎";
  requestAnimationFrame(tick);
}

function seek(time) {
  if (!state.take) return;
  state.liveFrame = null;
  state.playhead = Math.max(0, Math.min(state.take.duration, time));
  draw();
}

function seekProgress(fraction) { if (state.take) seek(fraction * state.take.duration); }

function step(frames) {
  state.playing = false;
  if (!state.take) return;
  // To the next display-frame boundary, on the sample grid.
  const current = Math.round(state.playhead / STEP);
  seek((current + frames) * STEP);
}

function togglePlay() {
  if (!state.take) return;
  const [start, end] = bounds();
  if (!state.playing && state.repeat === "once" && state.playhead >= end) state.playhead = start;
  state.playing = !state.playing;
}

// ---- Timeline ---------------------------------------------------------------------------

function drawTimeline() {
  const canvas = $("timeline");
  const width = canvas.width; // fitted to its box by fitCanvases, never from what it draws
  const height = canvas.height;
  const g = canvas.getContext("2d");
  g.clearRect(0, 0, width, height);
  const take = state.take;
  if (!take || take.frames.length === 0) return;
  const duration = Math.max(take.duration, 1e-9);
  const x = (t) => (t / duration) * (width - 2) + 1;
  if (state.range) {
    g.fillStyle = "rgba(79,163,255,0.15)";
    g.fillRect(x(state.range[0]), 0, x(state.range[1]) - x(state.range[0]), height);
  }
  // The presented progress, the timing as the engine ran it.
  const ps = take.frames.map((f) => f.p);
  const lo = Math.min(0, ...ps), hi = Math.max(1, ...ps);
  const y = (p) => height - 6 - ((p - lo) / (hi - lo)) * (height - 12);
  g.strokeStyle = "#4fa3ff";
  g.beginPath();
  take.frames.forEach((f, i) => (i ? g.lineTo(x(f.t), y(f.p)) : g.moveTo(x(f.t), y(f.p))));
  g.stroke();
  // The events of the log.
  g.fillStyle = "#ffd166";
  for (const event of take.events) if (event.kind !== "lifecycle") g.fillRect(x(event.t) - 1, 0, 2, 5);
  // The playhead.
  g.fillStyle = "#ffffff";
  g.fillRect(x(state.playhead) - 1, 0, 2, height);
}

function timelineScrub(event) {
  const canvas = $("timeline");
  const box = canvas.getBoundingClientRect();
  const fraction = Math.max(0, Math.min(1, (event.clientX - box.left - 1) / Math.max(box.width - 2, 1)));
  state.playing = false;
  seekProgress(fraction);
}

// ---- Panels -----------------------------------------------------------------------------

function showReadout(frame) {
  const take = state.take;
  const time = frame.t;
  const duration = take ? take.duration : 0;
  const index = take && !state.liveFrame ? frameIndexAt(state.playhead) : 0;
  const frames = take ? take.frames.length : 0;
  $("readout").textContent = state.liveFrame
    ? `live · t ${time.toFixed(3)} s · progress ${frame.p.toFixed(4)}`
    : `t ${time.toFixed(3)} s of ${duration.toFixed(3)} s · sample ${index + 1}/${frames} · ` +
      `time fraction ${frame.f.toFixed(4)} · presented progress ${frame.p.toFixed(4)} · ${state.speed}×`;
}

function showValues(frame) {
  if (state.panel !== "values") return;
  const panel = $("panel-values");
  const id = state.selected || mostMoving(state.take) || (frame.views[frame.views.length - 1] || [])[V.id];
  const entry = frame.views.find((e) => e[V.id] === id);
  if (!entry) { panel.textContent = "Click a view to see its values."; return; }
  const first = state.take && state.take.frames[0].views.find((e) => e[V.id] === id);
  const rows = state.properties.map((name, i) => {
    const value = entry[V.values][i];
    const changed = first && moves(name, first[V.values][i], value);
    return `<tr class="${changed ? "changed" : ""}"><td>${name}</td><td class="num" data-property="${name}">${formatProperty(name, value)}</td></tr>`;
  });
  const flags = [entry[V.flags] & 1 ? "hidden" : "", entry[V.flags] & 2 ? "clips" : ""].filter(Boolean).join(", ");
  panel.innerHTML = `<div><strong>${escapeHTML(id)}</strong> ${entry[V.role] ? `<span class="role">(${escapeHTML(entry[V.role])})</span>` : ""} ${flags}</div>` +
    `<div class="dim">drawn opacity ${formatProperty("opacity", entry[V.opacity])}</div>` +
    `<table>${rows.join("")}</table>`;
}

function formatNumber(v) {
  if (v === null || v === undefined) return "—";
  if (Number.isInteger(v)) return String(v);
  return Number(v.toPrecision(10)).toString();
}

// With nothing selected, Values shows the view that moves most in the take: the one whose
// centre travels furthest (a fade counts its alpha's travel as a window's width of motion),
// visible at some point. Worked out once per take.
const mostMovingOf = new WeakMap();
function mostMoving(take) {
  if (!take || take.frames.length === 0) return null;
  if (!mostMovingOf.has(take)) mostMovingOf.set(take, travels(take));
  return mostMovingOf.get(take);
}

function travels(take) {
  const travel = new Map(), last = new Map(), width = take.window ? take.window.width : 1;
  for (const frame of take.frames) {
    for (const entry of frame.views) {
      const id = entry[V.id], [x, y] = quadCentre(entry[V.quad]), seen = !(entry[V.flags] & 1) && entry[V.opacity] > 0.01;
      const before = last.get(id);
      const moved = before ? Math.hypot(x - before[0], y - before[1]) + Math.abs(entry[V.alpha] - before[2]) * width : 0;
      if (seen || travel.has(id)) travel.set(id, (travel.get(id) || 0) + moved);
      last.set(id, [x, y, entry[V.alpha]]);
    }
  }
  let best = null;
  for (const [id, distance] of travel) if (distance > 0 && (best === null || distance > travel.get(best))) best = id;
  return best;
}

// Each property at the precision it has: points to 0.1, fractions (alpha, scale, colour,
// anchor, intensity) to 0.001, angles in radians to 0.001 with degrees beside them.
const ANGLES = new Set(["rotation", "rotationX", "rotationY"]);
const FRACTIONS = /^(alpha|opacity|scale|anchor|effectIntensity|background(Red|Green|Blue|Alpha)|shadow(Opacity|Red|Green|Blue))/;

function resolutionOf(name) { return ANGLES.has(name) || FRACTIONS.test(name) ? 0.001 : 0.1; }

function formatProperty(name, v) {
  if (v === null || v === undefined) return "—";
  const resolution = resolutionOf(name);
  const text = (x, r) => String(Number(x.toFixed(r < 0.1 ? 3 : 1)) + 0); // + 0: no "-0"
  return ANGLES.has(name) ? `${text(v, resolution)} rad (${text((v * 180) / Math.PI, 0.1)}°)` : text(v, resolution);
}

// Whether a property moves from `a` to `b`: by half its resolution or more (±1 ulp of colour
// arithmetic is not motion).
function moves(name, a, b) { return a !== null && b !== null && Math.abs(a - b) >= resolutionOf(name) / 2; }

function escapeHTML(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
}

// Every animated property of every view: one row, its curve over the take, its value now.
function buildCurves() {
  const panel = $("panel-curves");
  panel.textContent = "";
  const take = state.take;
  if (!take) return;
  const series = new Map(); // "id.property" -> values per frame
  take.frames.forEach((frame, index) => {
    for (const entry of frame.views) {
      entry[V.values].forEach((value, p) => {
        const key = `${entry[V.id]}\u0000${p}`;
        let row = series.get(key);
        if (!row) { row = new Array(take.frames.length).fill(null); series.set(key, row); }
        row[index] = value;
      });
    }
  });
  // The animator's tracks: where each property moves (its keyframe windows) and whether
  // the container added it alongside the transition.
  const tracks = new Map();
  for (const track of take.tracks || []) tracks.set(`${track[0]}\u0000${state.properties.indexOf(track[1])}`, track);
  for (const [key, values] of series) {
    const [id, p] = key.split("\u0000");
    const known = values.filter((v) => v !== null);
    if (known.every((v) => !moves(state.properties[p], v, known[0]))) continue;
    const track = tracks.get(key);
    const row = document.createElement("div");
    row.className = "curve-row" + (track && track[3] ? " alongside" : "") + (track ? " animated" : "");
    row.dataset.id = id;
    row.dataset.property = state.properties[p];
    const windows = track ? track[2] : [];
    const tag = !track ? "" : track[3] ? `<span class="tag" title="added alongside the transition">alongside</span>`
      : windows.length > 1 ? `<span class="tag" title="keyframes">${windows.length} keys</span>` : "";
    const title = track ? `${id}.${state.properties[p]}: ${windows.map((w) => `${formatNumber(w[0])}…${formatNumber(w[0] + w[1])}`).join(", ")} of the animation` : `${id}.${state.properties[p]}`;
    row.innerHTML = `<span class="label" title="${escapeHTML(title)}">${escapeHTML(id)}.${state.properties[p]}${tag}</span><canvas class="value-graph" width="300" height="22" aria-label="value over the take"></canvas>` +
      `<canvas class="speed-graph" width="100" height="22" title="speed: change per second" aria-label="speed over the take"></canvas><span class="value"></span>`;
    row._windows = windows;
    row.querySelector(".label").onclick = () => select(id);
    row.onmouseenter = () => hover(id);
    row.onmouseleave = () => hover(null);
    panel.appendChild(row);
    row._values = values;
    row._track = track;
    fitRow(row);
    plotRow(row, take);
  }
  if (!panel.firstChild) panel.textContent = "No property changes in this take.";
}

function plotCurve(canvas, values, take, track) {
  const g = canvas.getContext("2d");
  const w = canvas.width, h = canvas.height;
  const known = values.filter((v) => v !== null);
  const lo = Math.min(...known), hi = Math.max(...known);
  const span = hi - lo || 1;
  const column = (i) => (i - 1) / Math.max(values.length - 1, 1) * w;
  if (track) {
    // The animator's windows: the frames whose time fraction lies in each keyframe's
    // window, alternating shades, with a tick where a window begins.
    track[2].forEach((window, k) => {
      const shade = track[3] ? "rgba(255,209,102,0.16)" : k % 2 ? "rgba(139,233,253,0.2)" : "rgba(79,163,255,0.2)";
      let open = false;
      take.frames.forEach((frame, i) => {
        const inside = i > 0 && frame.running && frame.f >= window[0] && frame.f <= window[0] + window[1];
        if (inside) {
          g.fillStyle = shade;
          g.fillRect(column(i), 0, Math.max(w / values.length, 1), h);
          if (!open) { g.fillStyle = "#ffd166"; g.fillRect(column(i), 0, 1, h); }
        }
        open = inside;
      });
    });
  } else {
    // No track of the animator: the frames in which the value moves, shaded.
    g.fillStyle = "rgba(79,163,255,0.12)";
    values.forEach((v, i) => {
      if (i > 0 && v !== null && values[i - 1] !== null && v !== values[i - 1]) g.fillRect(column(i), 0, Math.max(w / values.length, 1), h);
    });
  }
  g.strokeStyle = "#8be9fd";
  g.beginPath();
  let pen = false;
  values.forEach((v, i) => {
    if (v === null) { pen = false; return; }
    const x = i / Math.max(values.length - 1, 1) * w, y = h - 2 - ((v - lo) / span) * (h - 4);
    if (pen) g.lineTo(x, y); else g.moveTo(x, y);
    pen = true;
  });
  g.stroke();
}

function highlightCurves(frame) {
  if (state.panel !== "curves" || !state.take) return;
  const index = state.liveFrame ? 0 : frameIndexAt(state.playhead);
  for (const row of $("panel-curves").children) {
    if (!row._values) continue;
    row.querySelector(".value").textContent = formatProperty(row.dataset.property, row._values[index]);
    row.style.background = row.dataset.id === state.selected ? "#4a3f1a" : "";
  }
}

// The timing curve as the engine samples it, its parameters, a spring's settling time, and
// where the playhead stands on it (the engine's time fraction and presented progress).
function buildTiming() {
  const panel = $("panel-timing");
  const timing = state.take && state.take.timing;
  if (!timing) { panel.textContent = "No take yet."; return; }
  const rows = timing.parameters.map(([name, value]) => `<tr><td>${escapeHTML(name)}</td><td class="num">${escapeHTML(value)}</td></tr>`);
  rows.push(`<tr><td>duration</td><td class="num" data-timing="duration">${formatNumber(timing.duration)} s</td></tr>`);
  if (timing.settlingTime !== null) {
    rows.push(`<tr><td>settles (within 0.1 %)</td><td class="num" data-timing="settling">${formatNumber(Number(timing.settlingTime.toPrecision(6)))} s</td></tr>`);
  }
  const focused = focusedLiteral();
  panel.innerHTML = `<div><strong data-timing="name">${escapeHTML(timing.name)}</strong></div>` +
    `<canvas id="timing-curve" width="300" height="170" aria-label="Timing curve${bezierLiterals() ? ": drag a handle to change the bezier" : ""}"></canvas>` +
    literalsForm() + `<table>${rows.join("")}</table>`;
  bindLiteralInputs(panel, focused);
  bindBezierHandles($("timing-curve"));
  showEditStatus();
  drawTiming(currentFrame());
}

function drawTiming(frame) {
  const canvas = $("timing-curve");
  const timing = state.take && state.take.timing;
  if (!canvas || !timing || state.panel !== "timing") return;
  const g = canvas.getContext("2d");
  const w = canvas.width, h = canvas.height;
  g.clearRect(0, 0, w, h);
  const lo = Math.min(0, ...timing.samples), hi = Math.max(1, ...timing.samples);
  const x = (f) => 6 + f * (w - 12), y = (v) => h - 8 - ((v - lo) / (hi - lo)) * (h - 16);
  state.curveScale = { w, h, lo, hi }; // for the bezier handles' pointer, the inverse of x and y
  g.strokeStyle = "#3a3f45";
  g.beginPath(); g.moveTo(x(0), y(0)); g.lineTo(x(1), y(0)); g.moveTo(x(0), y(1)); g.lineTo(x(1), y(1)); g.stroke();
  g.strokeStyle = "#4fa3ff";
  g.beginPath();
  timing.samples.forEach((v, i) => {
    const f = i / (timing.samples.length - 1);
    if (i) g.lineTo(x(f), y(v)); else g.moveTo(x(f), y(v));
  });
  g.stroke();
  if (frame && frame.running) {
    g.fillStyle = "#ffd166";
    g.beginPath(); g.arc(x(Math.min(Math.max(frame.f, 0), 1)), y(frame.p), 4, 0, 2 * Math.PI); g.fill();
  }
  drawBezierHandles(g, x, y);
}

function buildViewsPanel() {
  const panel = $("panel-views");
  const frame = currentFrame();
  if (!frame || state.panel !== "views") return;
  panel.innerHTML = frame.views.map((entry) => {
    let depth = 0;
    for (let p = entry[V.parent]; p >= 0; p = frame.views[p][V.parent]) depth++;
    const role = entry[V.role] ? ` <span class="role">${escapeHTML(entry[V.role])}</span>` : "";
    const cls = entry[V.id] === state.selected ? "tree-item selected" : "tree-item";
    return `<div class="${cls}" data-id="${escapeHTML(entry[V.id])}" style="padding-left:${depth * 14 + 4}px">${escapeHTML(entry[V.id])}${role}</div>`;
  }).join("");
  for (const item of panel.children) {
    item.onclick = () => select(item.dataset.id);
    item.onmouseenter = () => hover(item.dataset.id);
    item.onmouseleave = () => hover(null);
  }
}

function buildLog() {
  const panel = $("panel-log");
  const take = state.take;
  panel.textContent = "";
  if (!take) return;
  const head = document.createElement("div");
  head.className = "log-item";
  const outcome = take.outcome === true ? "completed" : take.outcome === false ? "cancelled" : "held or not started";
  head.textContent = `${take.input.kind} take (${take.reason}) · ${outcome} · release policy ${take.releasePolicy}`;
  panel.appendChild(head);
  for (const event of take.events) appendLog(event);
}

function appendLog(event) {
  const item = document.createElement("div");
  item.className = `log-item ${event.kind}`;
  item.innerHTML = `<span class="time">${event.t.toFixed(3)}</span>${escapeHTML(event.kind)}: ${escapeHTML(event.text)}`;
  $("panel-log").appendChild(item);
}

function showPanel(name) {
  state.panel = name;
  for (const button of document.querySelectorAll("#panels nav button")) {
    button.classList.toggle("active", button.dataset.panel === name);
  }
  for (const panel of ["values", "curves", "timing", "source", "views", "log"]) $(`panel-${panel}`).hidden = panel !== name;
  if (name === "timing") buildTiming();
  if (name === "source") { buildSource(); requestSource(); }
  if (name === "views") buildViewsPanel();
  draw();
}

function select(id) {
  state.selected = state.selected === id ? null : id;
  buildViewsPanel();
  draw();
}

function hover(id) {
  state.hovered = id;
  draw();
}

// ---- Editing the script: the timing's literals, written into the .lua file ----------------

// Each take carries `literals`: the numbers written in the script that set its timings (the
// transition's duration, a spring's, a bezier's, a keyframe window's), with their byte offsets
// and the file's digest. The Curve panel shows each as an input named by its field; a change
// (on change or Enter, not per keystroke) is sent as an `edit` of that literal, which the
// server writes and plays again (a `reload` take: the page keeps its playhead). Edits go one
// at a time, each named from the literals the last `edited` sent, since a numeral of another
// length moves the offsets after it.
Object.assign(state, { literals: null, editQueue: [], editPending: null, undoCount: 0, editStatus: null });

// A literal's group: the table or call it is written in (its path without the last field).
function groupPath(item) {
  const path = item.path || "";
  const cut = Math.max(path.lastIndexOf("."), path.lastIndexOf("["));
  return cut > 0 ? path.slice(0, cut) : "";
}

function literalGroups() {
  const script = state.literals;
  if (!script) return [];
  const groups = new Map();
  const add = (item, computed) => {
    const path = groupPath(item);
    // Calls written as statements (`ctx:keyframe(0, 0.5, …)`) have no path: one group each.
    const apart = !path && item.call !== "segue.transition";
    const key = `${path}|${item.call || ""}|${apart ? item.line : ""}`;
    if (!groups.has(key)) groups.set(key, { path, call: item.call, line: item.line, items: [] });
    groups.get(key).items.push({ ...item, computed });
  };
  for (const literal of script.literals) add(literal, false);
  for (const value of script.computed) add(value, true);
  const rank = (group) => (group.call === "segue.transition" ? 0 : group.path === "timing" ? 1 : 2);
  const list = [...groups.values()].sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  for (const group of list) group.items.sort((a, b) => a.offset - b.offset);
  return list;
}

function groupTitle(group) {
  if (group.call === "segue.transition") return "transition";
  const where = group.path ? `${group.path} = ` : "";
  return `${where}${group.call || "value"} · line ${group.line}`;
}

// The inputs: one fieldset per group, each literal a number input named by its field (its
// accessible name says where it is), each computed value read-only with the reason.
function literalsForm() {
  const groups = literalGroups();
  if (!groups.length) return `<p class="edit-none">No timing literal in ${escapeHTML(state.literals ? state.literals.file : "the script")}.</p>`;
  const sets = groups.map((group) => `<fieldset class="literals"><legend>${escapeHTML(groupTitle(group))}</legend>` +
    group.items.map(literalField).join("") + `</fieldset>`);
  return `<div id="timing-literals">${sets.join("")}</div><div id="edit-status" class="edit-status" role="status" aria-live="polite"></div>`;
}

function literalField(item) {
  const name = item.name || item.path || "value";
  const where = `${item.path || item.call} (line ${item.line})`;
  if (item.computed) {
    return `<label class="literal computed"><span>${escapeHTML(name)}</span>` +
      `<input type="text" readonly value="computed" aria-label="${escapeHTML(`${name}, ${where}: computed, ${item.reason}`)}">` +
      `<span class="reason">${escapeHTML(item.reason)}: read-only</span></label>`;
  }
  return `<label class="literal"><span>${escapeHTML(name)}</span>` +
    `<input type="number" step="any"${state.offline ? " readonly" : ""} value="${escapeHTML(String(item.value))}" data-offset="${item.offset}"` +
    ` data-path="${escapeHTML(item.path || "")}" aria-label="${escapeHTML(`${name}, ${where}`)}"></label>`;
}

// The input that had focus before the panel was rebuilt (a take arrived while typing), and
// what was typed in it, to give both back: a reload never throws away typing.
function focusedLiteral() {
  const active = document.activeElement;
  if (!active || !active.closest || !active.closest("#timing-literals")) return null;
  return { label: active.getAttribute("aria-label"), value: active.value };
}

function bindLiteralInputs(panel, focused) {
  for (const input of panel.querySelectorAll("#timing-literals input[type=number]")) {
    input.addEventListener("change", () => editLiteral(input));
    if (focused && input.getAttribute("aria-label") === focused.label) {
      input.value = focused.value;
      input.focus();
    }
  }
}

function literalAt(offset) {
  return state.literals ? state.literals.literals.find((literal) => literal.offset === offset) : null;
}

function editLiteral(input) {
  const literal = literalAt(Number(input.dataset.offset));
  const value = Number(input.value);
  if (!literal || state.offline) return; // offline, no server writes the file
  if (input.value.trim() === "" || !Number.isFinite(value)) {
    input.setAttribute("aria-invalid", "true");
    return setEditStatus(`${literal.name || literal.path}: “${input.value}” is not a number; nothing written`, true);
  }
  input.removeAttribute("aria-invalid");
  if (value === literal.value) return;
  queueEdits([{ literal, value }]);
}

// Edits are sent one at a time; each next one is found again (by its path, else its offset)
// in the literals the last `edited` brought.
function queueEdits(edits) {
  state.editQueue.push(...edits.map(({ literal, value, source }) => ({ path: literal.path, offset: literal.offset, value, source })));
  if (!state.editPending) sendNextEdit();
}

function sendNextEdit() {
  const next = state.editQueue.shift();
  state.editPending = null;
  if (!next || !(next.source ? state.source : state.literals)) { state.handleDrag = null; return; }
  // A source pane's number is found by its offset in the text it was shown in.
  const script = next.source ? state.source.script : state.literals;
  const literal = next.source ? script.literals.find((l) => l.offset === next.offset)
    : script.literals.find((l) => next.path && l.path === next.path) || literalAt(next.offset);
  if (!literal) return sendNextEdit();
  state.editPending = { literal, value: next.value };
  setEditStatus(`writing ${literal.name || literal.path} = ${next.value}…`, false);
  send({ type: "edit", path: script.file, offset: literal.offset, old: literal.text, value: next.value, digest: script.digest });
}

function undoEdit() {
  if (state.offline) return;
  state.editQueue = [];
  state.editPending = { undo: true };
  setEditStatus("undoing the last edit…", false);
  send({ type: "undo" });
}

// The server wrote (or undid) an edit: its literals and digest are the file's now.
function showEdited(message) {
  state.undoCount = message.undo;
  if (message.literals) state.literals = message.literals;
  const literal = message.literal;
  const where = literal ? `${literal.path || literal.name} = ${literal.text} (line ${literal.line})` : "";
  setEditStatus(message.action === "undo" ? `undid the last edit of ${message.file}` : `wrote ${where} in ${message.file}`, false);
  updateUndoButton();
  if (state.panel === "timing") buildTiming();
  if (state.panel === "source") requestSource(); // its offsets moved
  sendNextEdit();
}

// An `error` while an edit or undo was pending is that edit's: it shows in the Curve panel,
// the inputs keep what was typed, and the edits queued after it are dropped.
function editFailed(message) {
  if (!state.editPending) return false;
  state.editPending = null;
  state.editQueue = [];
  state.handleDrag = null;
  if (state.panel === "timing") drawTiming(currentFrame());
  setEditStatus(`not written: ${message.message}`, true);
  return true;
}

function setEditStatus(text, failed) {
  state.editStatus = { text, failed };
  showEditStatus();
}

function showEditStatus() {
  if (!state.editStatus) return;
  for (const box of document.querySelectorAll(".edit-status")) {
    box.textContent = state.editStatus.text;
    box.classList.toggle("failed", state.editStatus.failed);
  }
}

function updateUndoButton() {
  const button = $("undo-edit");
  button.disabled = state.undoCount === 0;
  button.title = `Undo the last edit written into the script (Ctrl/Cmd-Z) · ${state.undoCount} to undo`;
}

// ---- The source pane: the script's text, its numbers draggable ------------------------------

// `source` answers with the script's text and every number literal in it (offsets in bytes).
// Each literal is a span that can be dragged sideways: the pane shows the new number while
// the pointer moves (a step of its last written digit every 4 px, a tenth of it with Shift),
// and the number is written (an `edit`) on release. Arrow keys step a focused number the
// same way, Enter writes it, Escape puts it back.
state.source = null;

function requestSource() {
  if (state.offline) { $("panel-source").textContent = "The offline player has no script to show."; return; }
  send({ type: "source" });
}

function showSource(message) {
  state.source = message;
  if (state.panel === "source") buildSource();
}

// The text cut at the literals' byte ranges, each literal a span.
function buildSource() {
  const panel = $("panel-source");
  const source = state.source;
  if (!source) { panel.textContent = "Reading the script…"; return; }
  const bytes = new TextEncoder().encode(source.text);
  const decode = (from, to) => escapeHTML(new TextDecoder().decode(bytes.subarray(from, to)));
  const parts = [];
  let at = 0;
  for (const literal of [...source.script.literals].sort((a, b) => a.offset - b.offset)) {
    parts.push(decode(at, literal.offset));
    const name = literal.path || literal.name || "number";
    parts.push(`<span class="literal-number" tabindex="0" role="slider" data-offset="${literal.offset}"` +
      ` aria-valuenow="${literal.value}" aria-label="${escapeHTML(`${name}, line ${literal.line}: drag sideways to change`)}">` +
      `${decode(literal.offset, literal.offset + literal.length)}</span>`);
    at = literal.offset + literal.length;
  }
  parts.push(decode(at, bytes.length));
  panel.innerHTML = `<div class="source-file">${escapeHTML(source.script.file)}</div>` +
    `<div id="source-status" class="edit-status" role="status" aria-live="polite"></div><pre id="source-text">${parts.join("")}</pre>`;
  for (const span of panel.querySelectorAll(".literal-number")) bindSourceNumber(span);
  showEditStatus();
}

function sourceLiteral(span) {
  return state.source.script.literals.find((literal) => literal.offset === Number(span.dataset.offset));
}

// How much a number moves per pixel dragged (or per arrow key): its last written digit.
function numberStep(literal) {
  if (literal.integer) return 1;
  const decimals = (literal.text.split(/[eE]/)[0].split(".")[1] || "").length;
  return Math.pow(10, -Math.max(decimals, 1));
}

function numberText(value, step) {
  const decimals = Math.max(0, Math.round(-Math.log10(step)));
  return String(Number(value.toFixed(decimals)));
}

function previewNumber(span, value, step) {
  span._value = value;
  span._step = step;
  span.textContent = numberText(value, step);
  span.setAttribute("aria-valuenow", span.textContent);
  span.classList.add("scrubbing");
}

function writeNumber(span) {
  const literal = sourceLiteral(span);
  span.classList.remove("scrubbing");
  if (span._value === undefined || !literal) return;
  const value = Number(numberText(span._value, span._step));
  span._value = undefined;
  if (value !== literal.value) queueEdits([{ literal, value, source: true }]);
}

function bindSourceNumber(span) {
  span.addEventListener("pointerdown", (event) => {
    span.setPointerCapture(event.pointerId);
    span._drag = { x: event.clientX, start: sourceLiteral(span).value };
  });
  span.addEventListener("pointermove", (event) => {
    if (!span._drag) return;
    const steps = Math.round((event.clientX - span._drag.x) / 4); // a step every 4 px, a tenth with Shift
    const step = numberStep(sourceLiteral(span)) / (event.shiftKey ? 10 : 1);
    previewNumber(span, span._drag.start + steps * step, step);
  });
  span.addEventListener("pointerup", () => { span._drag = null; writeNumber(span); });
  span.addEventListener("keydown", (event) => sourceNumberKey(span, event));
}

function sourceNumberKey(span, event) {
  const literal = sourceLiteral(span);
  const current = span._value !== undefined ? span._value : literal.value;
  const moves = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
  const step = numberStep(literal) / (event.shiftKey ? 10 : 1);
  if (event.key in moves) previewNumber(span, current + moves[event.key] * step, step);
  else if (event.key === "Enter") writeNumber(span);
  else if (event.key === "Escape") { span._value = undefined; buildSource(); }
  else return;
  event.preventDefault();
  event.stopPropagation();
}

// ---- The bezier's handles on the curve --------------------------------------------------

// The transition's bezier timing (`timing = segue.bezier(x1, y1, x2, y2)`), when its four
// numbers are literals: its handles are drawn on the curve and can be dragged; a release
// writes the numbers that changed.
function bezierLiterals() {
  if (!state.literals) return null;
  const find = (name) => state.literals.literals.find((l) => l.call === "segue.bezier" && groupPath(l) === "timing" && l.name === name);
  const names = ["x1", "y1", "x2", "y2"];
  const literals = names.map(find);
  return literals.every(Boolean) ? Object.fromEntries(names.map((name, i) => [name, literals[i]])) : null;
}

function bezierPoints() {
  const literals = bezierLiterals();
  if (!literals) return null;
  const drag = state.handleDrag;
  const value = (name) => (drag && drag.values[name] !== undefined ? drag.values[name] : literals[name].value);
  return [[value("x1"), value("y1")], [value("x2"), value("y2")]];
}

function drawBezierHandles(g, x, y) {
  const points = bezierPoints();
  if (!points) return;
  const ends = [[0, 0], [1, 1]];
  g.strokeStyle = "#c792ea"; g.fillStyle = "#c792ea";
  points.forEach(([px, py], i) => {
    g.beginPath(); g.moveTo(x(ends[i][0]), y(ends[i][1])); g.lineTo(x(px), y(py)); g.stroke();
    g.beginPath(); g.arc(x(px), y(py), 5, 0, 2 * Math.PI); g.fill();
  });
}

// The curve's point under a pointer event, in the bezier's units (time fraction, progress).
function curvePoint(canvas, event) {
  const box = canvas.getBoundingClientRect();
  const { w, h, lo, hi } = state.curveScale;
  const px = ((event.clientX - box.left) * w) / box.width, py = ((event.clientY - box.top) * h) / box.height;
  return [(px - 6) / (w - 12), lo + ((h - 8 - py) / (h - 16)) * (hi - lo)];
}

function bindBezierHandles(canvas) {
  if (!bezierLiterals() || state.offline) return;
  canvas.classList.add("handles");
  canvas.addEventListener("pointerdown", (event) => startHandleDrag(canvas, event));
  canvas.addEventListener("pointermove", (event) => moveHandle(canvas, event));
  canvas.addEventListener("pointerup", () => releaseHandle());
  canvas.addEventListener("pointercancel", () => { state.handleDrag = null; drawTiming(currentFrame()); });
}

function startHandleDrag(canvas, event) {
  const points = bezierPoints();
  const [fx, fy] = curvePoint(canvas, event);
  const { w, h, lo, hi } = state.curveScale;
  const distance = ([px, py]) => Math.hypot((px - fx) * (w - 12), ((py - fy) * (h - 16)) / (hi - lo));
  const index = distance(points[0]) <= distance(points[1]) ? 0 : 1;
  if (distance(points[index]) > 12) return;
  canvas.setPointerCapture(event.pointerId);
  state.handleDrag = { index, values: {} };
}

function moveHandle(canvas, event) {
  const drag = state.handleDrag;
  if (!drag) return;
  const [fx, fy] = curvePoint(canvas, event);
  const round = (v) => Math.round(v * 1000) / 1000; // a bezier to 0.001 is as fine as it is seen
  const n = drag.index + 1;
  drag.values[`x${n}`] = round(Math.max(0, Math.min(1, fx))); // x stays in 0…1, as a bezier's must
  drag.values[`y${n}`] = round(fy);
  drawTiming(currentFrame());
}

function releaseHandle() {
  const drag = state.handleDrag;
  if (!drag) return;
  const literals = bezierLiterals();
  const edits = Object.entries(drag.values)
    .filter(([name, value]) => literals[name].value !== value)
    .map(([name, value]) => ({ literal: literals[name], value }));
  if (edits.length) queueEdits(edits); else state.handleDrag = null;
}

// ---- Errors -----------------------------------------------------------------------------

function showError(message) {
  if (message.context === "message" && editFailed(message)) return;
  state.error = message;
  const where = message.file ? `${message.file}${message.line ? ":" + message.line : ""}` : message.context;
  $("error-title").textContent = `Error in ${where} — the last good version keeps playing`;
  $("error-message").textContent = message.message + (message.traceback ? "\n" + message.traceback : "");
  $("error").hidden = false;
  appendLog({ t: 0, kind: "error", text: message.message });
}

function clearError() {
  state.error = null;
  $("error").hidden = true;
}

function download(name, text) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

// ---- Input ------------------------------------------------------------------------------

function stagePoint(event) {
  const box = $("stage").getBoundingClientRect();
  return { x: (event.clientX - box.left) / state.scale, y: (event.clientY - box.top) / state.scale };
}

function touch(phase, event) {
  const point = stagePoint(event);
  send({ type: "touch", phase, x: point.x, y: point.y, t: event.timeStamp });
}

function bindInput() {
  const stage = $("stage");
  stage.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || $("exploded").checked) return;
    if (isSelectGesture(event)) { event.preventDefault(); selectAt(event); return; }
    stage.setPointerCapture(event.pointerId);
    state.drag = { id: event.pointerId, moved: false, start: stagePoint(event) };
    stage.classList.add("dragging");
    touch("began", event);
  });
  stage.addEventListener("pointermove", (event) => {
    if (state.drag && state.drag.id === event.pointerId) {
      state.drag.moved = true;
      touch("changed", event);
    } else if (!state.drag) {
      const id = viewAt(event);
      if (id !== state.hovered) hover(id);
    }
  });
  const end = (phase) => (event) => {
    if (!state.drag || state.drag.id !== event.pointerId) return;
    state.drag = null;
    stage.classList.remove("dragging");
    touch(phase, event);
  };
  stage.addEventListener("pointerup", end("ended"));
  stage.addEventListener("pointercancel", end("cancelled"));
  stage.addEventListener("mouseleave", () => { if (!state.drag) hover(null); });

  $("play").onclick = togglePlay;
  $("restart").onclick = () => { state.direction = 1; seek(bounds()[0]); };
  $("step-back").onclick = () => step(-1);
  $("step-forward").onclick = () => step(1);
  $("speed").onchange = (e) => { state.speed = Number(e.target.value); draw(); };
  $("repeat").onchange = (e) => { state.repeat = e.target.value; state.direction = 1; };
  $("mark-in").onclick = () => markRange(0);
  $("mark-out").onclick = () => markRange(1);
  $("clear-range").onclick = () => { state.range = null; draw(); };
  $("onion").onchange = draw;
  $("path").onchange = draw;
  $("exploded").onchange = () => { applyExploded(); draw(); };
  $("reset").onclick = () => send({ type: "reset" });
  for (const action of ["finish", "cancel", "reverse"]) $(action).onclick = () => act(action);
  $("save-gesture").onclick = () => send({ type: "save-gesture" });
  $("select-tool").onclick = toggleSelectTool;
  $("undo-edit").onclick = undoEdit;
  for (const button of document.querySelectorAll("#panels nav button")) button.onclick = () => showPanel(button.dataset.panel);

  const timeline = $("timeline");
  let scrubbing = false;
  timeline.addEventListener("pointerdown", (e) => { scrubbing = true; timeline.setPointerCapture(e.pointerId); timelineScrub(e); });
  timeline.addEventListener("pointermove", (e) => { if (scrubbing) timelineScrub(e); });
  timeline.addEventListener("pointerup", () => { scrubbing = false; });

  document.addEventListener("keydown", (e) => {
    if (isTextEntry(e.target)) return;
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "z" && !e.shiftKey) { e.preventDefault(); undoEdit(); return; }
    const keys = {
      " ": togglePlay, ArrowLeft: () => step(-1), ArrowRight: () => step(1),
      Home: () => seek(bounds()[0]), End: () => seek(bounds()[1]),
      i: () => markRange(0), o: () => markRange(1), x: () => { state.range = null; draw(); },
      l: () => cycleRepeat(), r: () => send({ type: "reset" }), s: toggleSelectTool,
      1: () => setSpeed(0.1), 2: () => setSpeed(0.25), 3: () => setSpeed(0.5), 4: () => setSpeed(1), 5: () => setSpeed(2),
    };
    const action = keys[e.key];
    if (action) { e.preventDefault(); action(); }
  });
}

// Shortcuts work whatever has focus (a menu or a checkbox just used), except where text is typed.
function isTextEntry(target) {
  if (target.isContentEditable || target.tagName === "TEXTAREA") return true;
  return target.tagName === "INPUT" && !["checkbox", "radio", "button", "range"].includes(target.type);
}

function setSpeed(speed) { state.speed = speed; $("speed").value = String(speed); draw(); }

function cycleRepeat() {
  const order = ["once", "loop", "pingpong"];
  state.repeat = order[(order.indexOf(state.repeat) + 1) % order.length];
  $("repeat").value = state.repeat;
}

function markRange(end) {
  if (!state.take) return;
  const range = state.range ? [...state.range] : [0, state.take.duration];
  range[end] = state.playhead;
  if (range[0] > range[1]) range.reverse();
  state.range = range;
  draw();
}

// Finish, cancel or reverse the take's transition from the progress at the playhead, with
// the speed it had there, in progress per second (the server turns it into points per
// second along the transition, as a release hands it over).
function act(action) {
  const take = state.take;
  if (!take) return;
  const index = frameIndexAt(state.playhead);
  const frame = take.frames[index];
  const next = take.frames[Math.min(index + 1, take.frames.length - 1)];
  const previous = take.frames[Math.max(index - 1, 0)];
  const rate = (next.p - previous.p) / Math.max(next.t - previous.t, 1e-9);
  send({ type: "action", action, progress: Math.max(0, Math.min(1, frame.p)), velocity: Number.isFinite(rate) ? rate : 0,
    time: frame.t });
}

// ---- Layout: fixed regions, every canvas sized to its box ---------------------------------

// The page's regions are fixed by the stylesheet (a grid filling the window); nothing takes
// its size from what it draws. The stage is scaled to fit its box, and each canvas's bitmap is
// made as wide as the box it is laid out in, whenever a box changes size.
function observeLayout() {
  const observer = new ResizeObserver(() => { fitStage(); fitCanvases(); draw(); });
  for (const id of ["stage-box", "timeline", "panel-curves"]) observer.observe($(id));
}

function fitStage() {
  const size = state.stageSize;
  if (!size) return;
  const box = $("stage-box");
  const fit = Math.min((box.clientWidth - 2) / size.width, (box.clientHeight - 2) / size.height, 2);
  const fixed = new URLSearchParams(location.search).get("scale") === "1";
  state.scale = fixed || !(fit > 0) ? 1 : fit;
  $("stage-scaler").style.transform = state.scale === 1 ? "" : `scale(${state.scale})`;
  $("stage-frame").style.width = `${size.width * state.scale}px`;
  $("stage-frame").style.height = `${size.height * state.scale}px`;
}

// Sets a canvas's bitmap width to its laid-out width (its CSS box does not depend on it);
// whether it changed (a changed canvas is blank and must be drawn again).
function fitCanvasWidth(canvas) {
  const width = Math.round(canvas.clientWidth);
  if (width <= 0 || canvas.width === width) return false;
  canvas.width = width;
  return true;
}

// Both graphs of a timeline row fitted to their boxes; whether either changed.
function fitRow(row) {
  const changed = [...row.querySelectorAll("canvas")].map(fitCanvasWidth);
  return changed.some(Boolean);
}

function plotRow(row, take) {
  plotCurve(row.querySelector(".value-graph"), row._values, take, row._track);
  plotSpeed(row.querySelector(".speed-graph"), row._values, take.sampleRate);
}

// A property's speed over the take (its change per second between samples), about a zero line.
function plotSpeed(canvas, values, sampleRate) {
  const g = canvas.getContext("2d");
  const w = canvas.width, h = canvas.height;
  g.clearRect(0, 0, w, h);
  const speeds = values.map((v, i) => (i > 0 && v !== null && values[i - 1] !== null ? (v - values[i - 1]) * sampleRate : null));
  const peak = Math.max(1e-12, ...speeds.filter((v) => v !== null).map(Math.abs));
  const x = (i) => (i / Math.max(values.length - 1, 1)) * w, y = (v) => h / 2 - (v / peak) * (h / 2 - 2);
  g.strokeStyle = "#3a3f45";
  g.beginPath(); g.moveTo(0, h / 2); g.lineTo(w, h / 2); g.stroke();
  g.strokeStyle = "#ffb86c";
  g.beginPath();
  let pen = false;
  speeds.forEach((v, i) => {
    if (v === null) { pen = false; return; }
    if (pen) g.lineTo(x(i), y(v)); else g.moveTo(x(i), y(v));
    pen = true;
  });
  g.stroke();
}

function fitCanvases() {
  fitCanvasWidth($("timeline"));
  const take = state.take;
  for (const row of $("panel-curves").children) {
    if (row._values && fitRow(row)) plotRow(row, take);
  }
}

// ---- Selecting a view: a gesture of its own ---------------------------------------------

// Selecting is not touching: with the Select tool on (S) or Alt held, a click on the stage
// picks the topmost visible view under the pointer and sends nothing to the engine.
function isSelectGesture(event) { return event.altKey || state.selectTool === true; }

function toggleSelectTool() {
  state.selectTool = !state.selectTool;
  $("select-tool").setAttribute("aria-pressed", String(state.selectTool));
  $("stage").classList.toggle("selecting", state.selectTool);
}

function selectAt(event) {
  const id = viewAt(event);
  state.selected = id;
  buildViewsPanel();
  draw();
}

function viewAt(event) {
  // Exploded, the stage is turned in 3-D and window coordinates no longer match the pointer's:
  // the element under it says which view it is.
  if ($("exploded").checked) {
    const element = event.target.closest ? event.target.closest(".view") : null;
    return element ? element.dataset.id : null;
  }
  const frame = currentFrame();
  return frame ? pickView(frame, stagePoint(event)) : null;
}

// The id of the topmost view at `point` (window coordinates) that shows something there:
// neither hidden (nor inside a hidden view), nor clipped away, nor transparent, nor a clear
// container. Views are in painting order, so the last one that qualifies is on top.
function pickView(frame, point) {
  const views = frame.views;
  for (let index = views.length - 1; index >= 0; index--) {
    if (paintsSomething(views[index]) && showsAt(views, index, point)) return views[index][V.id];
  }
  return null;
}

function paintsSomething(entry) {
  const coloured = entry[V.color][3] > 0.01 || entry[V.effect] > 0 || entry[V.role] === "snapshot";
  return entry[V.opacity] > 0.01 && coloured;
}

function showsAt(views, index, point) {
  if (!insideQuad(views[index][V.quad], point)) return false;
  for (let p = index; p >= 0; p = views[p][V.parent]) {
    const entry = views[p];
    if (entry[V.flags] & 1) return false;
    if (p !== index && entry[V.flags] & 2 && !insideQuad(entry[V.quad], point)) return false;
  }
  return true;
}

// Whether `point` is inside the quadrilateral `q` ([x0, y0, …, x3, y3]), by crossings.
function insideQuad(q, point) {
  let inside = false;
  for (let i = 0, j = 3; i < 4; j = i++) {
    const [xi, yi, xj, yj] = [q[2 * i], q[2 * i + 1], q[2 * j], q[2 * j + 1]];
    if ((yi > point.y) !== (yj > point.y) && point.x < ((xj - xi) * (point.y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

// ---- Shareable state: the address's fragment --------------------------------------------

// `#t=0.25&view=card&panel=views&take=caught&request=push&time=0.1&action=cancel&speed=1.5`:
// the playhead, the selected view, the panel, and (live, not offline) the take's input —
// `from` (the requests before it), `take` (its kind), `request`, `progress`, `time`,
// `action`, `speed` and a gesture's `touches` (`phase,x,y,t;…`, phases b m e x). Opening an
// address with a fragment plays that take, paused at that playhead, with that selection.
const PHASES = { began: "b", changed: "m", ended: "e", cancelled: "x" };
let addressPending = null; // the state an opened address asks for, until its take is shown
let addressTimer = null;

function readAddressState() {
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (![...fragment.keys()].length) return;
  addressPending = {
    time: fragment.has("t") ? Number(fragment.get("t")) : null,
    view: fragment.get("view"),
    panel: fragment.get("panel"),
    input: inputFromFragment(fragment),
  };
}

function inputFromFragment(fragment) {
  const kind = fragment.get("take");
  if (!kind) return null;
  const input = { kind, from: (fragment.get("from") || "").split(",").filter(Boolean) };
  for (const key of ["request", "action"]) if (fragment.has(key)) input[key] = fragment.get(key);
  for (const key of ["progress", "time", "speed"]) if (fragment.has(key)) input[key] = Number(fragment.get(key));
  if (fragment.has("touches")) {
    const names = Object.fromEntries(Object.entries(PHASES).map(([name, letter]) => [letter, name]));
    input.events = fragment.get("touches").split(";").map((touch) => {
      const [phase, x, y, t] = touch.split(",");
      return [names[phase] || phase, Number(x), Number(y), Number(t)];
    });
  }
  return input;
}

function fragmentOfInput(input, fragment) {
  fragment.set("take", input.kind);
  if (input.from && input.from.length) fragment.set("from", input.from.join(","));
  for (const key of ["request", "progress", "time", "action", "speed"]) {
    if (input[key] !== undefined) fragment.set(key, String(input[key]));
  }
  if (input.events) {
    fragment.set("touches", input.events.map(([phase, x, y, t]) => [PHASES[phase] || phase, x, y, t].join(",")).join(";"));
  }
}

function addressFragment() {
  const fragment = new URLSearchParams();
  fragment.set("t", String(Number(state.playhead.toFixed(6))));
  if (state.selected) fragment.set("view", state.selected);
  fragment.set("panel", state.panel);
  if (!state.offline && state.take && state.take.input) fragmentOfInput(state.take.input, fragment);
  return fragment.toString();
}

// The address follows the page at most four times a second (a replaceState per frame would
// be throttled by the browser), and not while an opened address's state is still to come.
function noteAddressState() {
  if (addressTimer !== null || addressPending) return;
  addressTimer = setTimeout(() => {
    addressTimer = null;
    if (!state.take || addressPending) return;
    const hash = "#" + addressFragment();
    if (location.hash !== hash) history.replaceState(null, "", location.pathname + location.search + hash);
  }, 250);
}

function sameInput(a, b) {
  const keys = ["kind", "request", "progress", "time", "action", "speed"];
  return keys.every((key) => a[key] === b[key]) && JSON.stringify(a.from || []) === JSON.stringify(b.from || [])
    && JSON.stringify(a.events || null) === JSON.stringify(b.events || null);
}

// Called as a take is shown: a take other than the address's is asked for (once); the
// address's take gets its playhead (paused), selection and panel.
function applyAddressState(take) {
  const wanted = addressPending;
  if (wanted.input && !state.offline && !wanted.asked && !sameInput(wanted.input, take.input)) {
    wanted.asked = true;
    send({ type: "take", input: wanted.input });
    return;
  }
  addressPending = null;
  if (wanted.time !== null && Number.isFinite(wanted.time)) {
    state.playhead = Math.max(0, Math.min(take.duration, wanted.time));
    state.playing = false;
  }
  if (wanted.view) state.selected = wanted.view;
  if (wanted.panel && $(`panel-${wanted.panel}`)) queueMicrotask(() => showPanel(wanted.panel));
}

window.addEventListener("hashchange", () => {
  readAddressState();
  if (addressPending && state.take) { applyAddressState(state.take); draw(); }
});

// ---- For tests and tools ----------------------------------------------------------------

window.seguePreview = {
  state,
  currentFrame,
  seek,
  seekProgress,
  send,
  pause() { state.playing = false; },
  viewAt: pickView,
  addressState: addressFragment,
  get takesReceived() { return state.takesReceived; },
};

// ---- Offline: a page written by `segue render --format html` ----------------------------

// Such a page carries its scene and take as JSON in a script element, and no server is
// behind it: what would ask the engine for a new take is hidden, the rest plays as here.
function playEmbedded(element) {
  const messages = JSON.parse(element.textContent);
  state.offline = true;
  document.body.classList.add("offline");
  for (const id of ["requests", "reset", "finish", "cancel", "reverse", "save-gesture", "undo-edit"]) {
    const control = $(id);
    if (control) control.style.display = "none";
    if (control && control.parentElement.classList.contains("group")) control.parentElement.style.display = "none";
  }
  document.querySelector("#panels nav [data-panel=source]").style.display = "none";
  for (const message of messages) receive(message);
  setStatus("offline · rendered by segue render");
}

bindInput();
observeLayout();
readAddressState();
const embedded = document.getElementById("segue-embedded");
if (embedded) playEmbedded(embedded); else connect();
requestAnimationFrame(tick);
