// Errors, input, keyboard, layout and the select gesture.

// ---- Errors -----------------------------------------------------------------------------

function showError(message) {
  if (message.context === "compare") return compareFailed(message);
  if (message.context === "try") return tryFailed(message);
  if (message.context === "refusal") return showRefusal(message);
  if (message.context === "message" && editFailed(message)) return;
  state.error = message;
  $("error").classList.remove("refusal");
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
  $("copy-link").onclick = copyLink;
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
  const range = state.range ? [...state.range] : [0, sharedDuration()];
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
  // Side by side, the version compared with takes a stage of its own beside it (12 px apart).
  const other = state.baseline && state.compareView === "side" ? state.baseline.take.window : null;
  const width = size.width + (other ? other.width + 12 : 0), height = Math.max(size.height, other ? other.height : 0);
  const fit = Math.min((box.clientWidth - 2 - (other ? 4 : 0)) / width, (box.clientHeight - 2) / height, 2);
  const fixed = new URLSearchParams(location.search).get("scale") === "1";
  state.scale = fixed || !(fit > 0) ? 1 : fit;
  const scale = state.scale === 1 ? "" : `scale(${state.scale})`;
  $("stage-scaler").style.transform = scale;
  $("stage-frame").style.width = `${size.width * state.scale}px`;
  $("stage-frame").style.height = `${size.height * state.scale}px`;
  $("baseline-scaler").style.transform = scale;
  if (other) {
    $("baseline-frame").style.width = `${other.width * state.scale}px`;
    $("baseline-frame").style.height = `${other.height * state.scale}px`;
  }
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
  plotCurve(row.querySelector(".value-graph"), row._values, take, row._track, row._baseline);
  plotSpeed(row.querySelector(".speed-graph"), row._values, take.sampleRate, row._baseline,
    state.baseline ? state.baseline.take.sampleRate : 1);
}

// A property's speed over the take (its change per second between samples), about a zero
// line, on the time axis shared with the version compared with, whose speed is dashed.
function plotSpeed(canvas, values, sampleRate, theirs, theirRate) {
  const g = canvas.getContext("2d");
  const w = canvas.width, h = canvas.height;
  g.clearRect(0, 0, w, h);
  const speedsOf = (series, rate) => series.map((v, i) => (i > 0 && v !== null && series[i - 1] !== null ? (v - series[i - 1]) * rate : null));
  const speeds = speedsOf(values, sampleRate), other = theirs ? speedsOf(theirs, theirRate) : [];
  const peak = Math.max(1e-12, ...speeds.concat(other).filter((v) => v !== null).map(Math.abs));
  const duration = Math.max(sharedDuration(), (values.length - 1) / sampleRate, 1e-9);
  const y = (v) => h / 2 - (v / peak) * (h / 2 - 2);
  g.strokeStyle = "#3a3f45";
  g.beginPath(); g.moveTo(0, h / 2); g.lineTo(w, h / 2); g.stroke();
  const x = (rate) => (i) => (i / rate / duration) * w;
  if (theirs) strokeSeries(g, other, x(theirRate), y, "#ff79c6", [4, 3]);
  strokeSeries(g, speeds, x(sampleRate), y, "#ffb86c", []);
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
  const coloured = entry[V.color][3] > 0.01 || entry[V.blur] > 0 || entry[V.role] === "snapshot";
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
