// Comparing the working copy with another version of the motion, under one playhead: the
// script as last committed (git HEAD, whose take the server records for every input the
// page plays: a `baseline` message after each `take`), or a take pinned in the page (the
// current one, or one saved earlier to a file and opened again). The other version is drawn
// ghosted over the stage (its views as dashed outlines, ghost.js) or on a stage of its own beside it,
// and its curves are drawn dashed over the working copy's in the timeline and its values
// beside them in the Values panel. The two takes share the time axis: the playhead at t
// shows each take's frame at t (the shorter one holds its last frame).
Object.assign(state, { compare: "none", compareView: "ghost", baseline: null, pinned: null });
const baselineElements = new Map(); // the side-by-side stage's elements, by view id

// A `baseline`: the committed version's take of the input the last `take` played.
function showBaseline(message) {
  if (state.compare !== "head") return;
  setBaseline(message, message.label);
  setCompareStatus(`comparing with ${message.label}`, false);
}

function setBaseline(take, label) {
  state.baseline = take ? { take, label } : null;
  document.body.classList.toggle("comparing", Boolean(take));
  document.body.classList.toggle("side-by-side", Boolean(take) && state.compareView === "side");
  $("baseline-label").textContent = take ? label : "";
  if (take) layoutBaselineStage(take.window); else clearBaselineStage();
  if (!take || state.compareView !== "ghost") clearGhost();
  fitStage();
  buildCurves();
  draw();
}

// The frame of the other version at the playhead (null when there is none).
function baselineFrame() {
  const baseline = state.baseline;
  if (!baseline || state.liveFrame) return null;
  const take = baseline.take;
  if (!take.frames.length) return null;
  const index = Math.floor(state.playhead * take.sampleRate + 1e-6);
  return take.frames[Math.max(0, Math.min(take.frames.length - 1, index))];
}

// ---- Choosing what to compare with ---------------------------------------------------------

function setCompare(mode) {
  const before = state.compare;
  state.compare = mode;
  $("compare").value = mode;
  if (before === "head" && mode !== "head") send({ type: "compare", against: "none" });
  if (mode === "head") {
    setCompareStatus("reading git HEAD…", false);
    send({ type: "compare", against: "head" });
    return;
  }
  if (mode === "pinned") {
    if (!state.pinned) { setCompareStatus("nothing pinned yet: Pin take keeps the current one", true); setBaseline(null); return; }
    setBaseline(state.pinned.take, state.pinned.label);
    setCompareStatus(`comparing with ${state.pinned.label}`, false);
    return;
  }
  setCompareStatus("", false);
  setBaseline(null);
}

function setCompareView(view) {
  state.compareView = view;
  $("compare-view").value = view;
  if (state.baseline) setBaseline(state.baseline.take, state.baseline.label);
}

// The current take kept as the one to compare with (until another is pinned).
function pinTake() {
  const take = state.take;
  if (!take) return;
  const time = new Date().toTimeString().slice(0, 8);
  state.pinned = { take, label: `take pinned at ${time}` };
  setCompare("pinned");
}

// The current take as a file, to open again later (here or in another session).
function saveTake() {
  if (!state.take) return;
  const name = (state.scene ? state.scene.file.split("/").pop().replace(/\.lua$/, "") : "transition") + ".take.json";
  download(name, JSON.stringify({ format: "segue-take", version: 1, file: state.scene ? state.scene.file : null, take: state.take }));
}

// A saved take read from a file the designer picked: it becomes the pinned take. Only its
// data is read; nothing in it is run.
function openTake(file) {
  if (!file) return;
  const reader = new FileReader();
  reader.onload = () => {
    try {
      const saved = JSON.parse(reader.result);
      const take = saved && saved.format === "segue-take" ? saved.take : null;
      if (!isTake(take)) throw new Error("not a take saved by the preview");
      state.pinned = { take, label: `${file.name}` };
      setCompare("pinned");
    } catch (error) {
      setCompareStatus(`${file.name}: ${error.message}`, true);
    }
  };
  reader.readAsText(file);
}

function isTake(take) {
  return take && Array.isArray(take.frames) && take.frames.length > 0 && Number.isFinite(take.sampleRate)
    && take.sampleRate > 0 && take.window && take.frames.every((frame) => Array.isArray(frame.views));
}

// An error of the comparison (no HEAD, a committed version that does not load): it is said
// beside the compare controls, and the working copy keeps playing alone.
function compareFailed(message) {
  const where = message.file ? `${message.file}${message.line ? ":" + message.line : ""}: ` : "";
  setCompareStatus(`${where}${message.message}`.replace(/^(.{0,300}).*$/s, "$1"), true);
  if (state.baseline && state.compare === "head") setBaseline(null);
}

function setCompareStatus(text, failed) {
  const status = $("compare-status");
  status.textContent = text;
  status.title = text;
  status.classList.toggle("failed", failed);
}

// ---- Drawing the other version --------------------------------------------------------------

// Ghosted: the other version as outlines on a stage laid over the main one (ghost.js), no
// longer in the flat overlay.
function baselineGhost() { return ""; }

// Side by side: the other version on a stage of its own, drawn exactly as the main one and
// by the same path (stage-canvas.js: its canvas, or its elements where the canvas cannot);
// ghosted, as outlines over the main stage.
function drawBaselineStage() {
  drawGhost();
  if (state.compareView !== "side") return;
  const frame = baselineFrame();
  if (frame) drawStage(frame, stageTargets.baseline());
}

function layoutBaselineStage(size) {
  const stage = $("baseline-stage");
  stage.style.width = `${size.width}px`;
  stage.style.height = `${size.height}px`;
  stage.style.background = rgba(size.background);
  $("baseline-frame").style.width = `${size.width * state.scale}px`;
  $("baseline-frame").style.height = `${size.height * state.scale}px`;
}

function clearBaselineStage() {
  for (const element of baselineElements.values()) element.remove();
  baselineElements.clear();
  $("baseline-canvas").hidden = true;
  state.baselineStagePath = null;
}

// The other version's progress over the take, dashed on the timeline.
function drawBaselineTimeline(g, x, y) {
  const baseline = state.baseline;
  if (!baseline) return;
  g.save();
  g.strokeStyle = "#ff79c6";
  g.setLineDash([4, 3]);
  g.beginPath();
  baseline.take.frames.forEach((f, i) => (i ? g.lineTo(x(f.t), y(f.p)) : g.moveTo(x(f.t), y(f.p))));
  g.stroke();
  g.restore();
}

// The other version's values of every view and property, by "id\0property index", one
// value per frame (null where the view is not in the window).
const baselineSeriesOf = new WeakMap();
function baselineSeries() {
  const baseline = state.baseline;
  if (!baseline) return null;
  const take = baseline.take;
  if (!baselineSeriesOf.has(take)) baselineSeriesOf.set(take, propertySeries(take));
  return baselineSeriesOf.get(take);
}

// The length of the time axis both takes share, seconds.
function sharedDuration() {
  const own = state.take ? state.take.duration : 0;
  return Math.max(own, state.baseline ? state.baseline.take.duration : 0, 1e-9);
}

// The other version's value of `property` of view `id` at the playhead.
function baselineValue(id, property) {
  const frame = baselineFrame();
  if (!frame) return undefined;
  const entry = frame.views.find((e) => e[V.id] === id);
  return entry ? entry[V.values][property] : null;
}

function bindCompare() {
  $("compare").onchange = (event) => setCompare(event.target.value);
  $("compare-view").onchange = (event) => setCompareView(event.target.value);
  $("pin-take").onclick = pinTake;
  $("save-take").onclick = saveTake;
  $("open-take").onclick = () => $("open-take-file").click();
  $("open-take-file").onchange = (event) => { openTake(event.target.files[0]); event.target.value = ""; };
}
