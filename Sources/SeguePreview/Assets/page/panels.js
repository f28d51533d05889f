// The panels beside the stage: values, timeline curves, the timing curve, views, the log.

// ---- Panels -----------------------------------------------------------------------------

function showReadout(frame) {
  const take = state.take;
  const time = frame.t;
  const duration = take ? take.duration : 0;
  const index = take && !state.liveFrame ? frameIndexAt(state.playhead) : 0;
  const frames = take ? take.frames.length : 0;
  setText($("readout"), state.liveFrame
    ? `live · t ${time.toFixed(3)} s · progress ${frame.p.toFixed(4)}`
    : `t ${time.toFixed(3)} s of ${duration.toFixed(3)} s · sample ${index + 1}/${frames} · ` +
      `time fraction ${frame.f.toFixed(4)} · presented progress ${frame.p.toFixed(4)} · ${state.speed}×`);
}

// The Values panel: its table is laid out once for a view (and a version compared with), and
// a frame writes only the cells whose text changed — a panel rebuilt every frame cost the
// browser a style recalculation and a layout of the whole page a frame.
function showValues(frame) {
  if (state.panel !== "values") return;
  const panel = $("panel-values");
  const id = state.selected || mostMoving(state.take) || (frame.views[frame.views.length - 1] || [])[V.id];
  const entry = frame.views.find((e) => e[V.id] === id);
  if (!entry) { setHTML(panel, "Click a view to see its values."); panel._cells = null; return; }
  const first = state.take && state.take.frames[0].views.find((e) => e[V.id] === id);
  // Compared with another version: its value beside each, marked where the two differ.
  const compared = baselineFrame() !== null;
  const shape = [id, entry[V.role], compared ? state.baseline.label : null, state.properties.length].join("\u0000");
  if (panel._shape !== shape || !panel._cells || panel.firstChild !== panel._first) layoutValues(panel, id, entry, compared, shape);
  const flags = [entry[V.flags] & 1 ? "hidden" : "", entry[V.flags] & 2 ? "clips" : ""].filter(Boolean).join(", ");
  setText(panel._cells.flags, flags ? ` ${flags}` : "");
  setText(panel._cells.opacity, `drawn opacity ${formatInUnit("alpha", entry[V.opacity])}`);
  state.properties.forEach((name, i) => {
    const cell = panel._cells.rows[i];
    const value = entry[V.values][i];
    const changed = first && moves(name, first[V.values][i], value) ? "changed" : "";
    if (cell.row.className !== changed) cell.row.className = changed;
    setText(cell.mine, formatProperty(name, value));
    if (!cell.theirs) return;
    const other = baselineValue(id, i);
    setText(cell.theirs, formatProperty(name, other));
    const differs = other === null || moves(name, other, value);
    if (cell.theirs.classList.contains("differs") !== Boolean(differs)) cell.theirs.classList.toggle("differs", Boolean(differs));
  });
}

// The Values panel's table for view `id`, its cells kept on the panel (`_cells`) for
// showValues to fill.
function layoutValues(panel, id, entry, compared, shape) {
  const rows = state.properties.map((name) => {
    const theirs = compared ? `<td class="num baseline" data-baseline="${name}"></td>` : "";
    return `<tr><td>${name}</td><td class="num" data-property="${name}"></td>${theirs}</tr>`;
  });
  const head = compared ? `<tr><th></th><th class="num">working copy</th><th class="num baseline">${escapeHTML(state.baseline.label)}</th></tr>` : "";
  setHTML(panel, `<div><strong>${escapeHTML(id)}</strong> ${entry[V.role] ? `<span class="role">(${escapeHTML(entry[V.role])})</span>` : ""}<span class="flags"></span></div>` +
    `<div class="dim"></div><table>${head}${rows.join("")}</table>`);
  const body = [...panel.querySelectorAll("tr")].slice(compared ? 1 : 0);
  panel._cells = {
    flags: panel.querySelector(".flags"),
    opacity: panel.querySelector(".dim"),
    rows: body.map((row) => ({ row, mine: row.querySelector("[data-property]"), theirs: row.querySelector("[data-baseline]") })),
  };
  panel._shape = shape;
  panel._first = panel.firstChild;
}

function formatNumber(v) {
  if (v === null || v === undefined) return "—";
  if (Number.isInteger(v)) return String(v);
  return Number(v.toPrecision(10)).toString();
}

// With nothing selected, Values shows the view that moves most in the take: the one whose
// centre travels furthest (a fade counts its alpha's travel as a window's width of motion)
// while it is seen — drawn (nothing above it hidden, some opacity, a colour, shadow or blur
// of its own) and on screen in both frames of each step. A clear container carried along
// or a view moving off screen or hidden is not what a designer looks for. Worked out once
// per take.
const mostMovingOf = new WeakMap();
function mostMoving(take) {
  if (!take || take.frames.length === 0) return null;
  if (!mostMovingOf.has(take)) mostMovingOf.set(take, travels(take));
  return mostMovingOf.get(take);
}

function travels(take) {
  const travel = new Map(), last = new Map();
  const width = take.window ? take.window.width : 1, height = take.window ? take.window.height : 1;
  for (const frame of take.frames) {
    const hidden = [];
    frame.views.forEach((entry, index) => {
      const parent = entry[V.parent];
      hidden[index] = Boolean(entry[V.flags] & 1) || (parent >= 0 && hidden[parent]);
      const id = entry[V.id], q = entry[V.quad], [x, y] = quadCentre(q);
      const xs = [q[0], q[2], q[4], q[6]], ys = [q[1], q[3], q[5], q[7]];
      const onScreen = Math.max(...xs) > 0 && Math.min(...xs) < width && Math.max(...ys) > 0 && Math.min(...ys) < height;
      const draws = entry[V.color][3] > 0.01 || entry[V.shadow] !== null || entry[V.blur] > 0;
      const seen = !hidden[index] && entry[V.opacity] > 0.01 && draws && onScreen;
      const before = last.get(id);
      if (seen && before && before[3]) {
        const moved = Math.hypot(x - before[0], y - before[1]) + Math.abs(entry[V.alpha] - before[2]) * width;
        travel.set(id, (travel.get(id) || 0) + moved);
      }
      last.set(id, [x, y, entry[V.alpha], seen]);
    });
  }
  let best = null;
  for (const [id, distance] of travel) if (distance > 0 && (best === null || distance > travel.get(best))) best = id;
  return best;
}

// Each value at the precision of its unit, which the scene sends by property name
// (`propertyUnits`, declared with the properties in Swift): points to 0.1; opacities, colour
// channels and ratios (scale, anchor) to 0.001; radians to 0.001 with degrees beside them.
function resolutionOfUnit(unit) { return unit === "points" || unit === undefined ? 0.1 : 0.001; }
function resolutionOf(name) { return resolutionOfUnit(state.propertyUnits.get(name)); }

function formatInUnit(unit, v) {
  if (v === null || v === undefined) return "—";
  const resolution = resolutionOfUnit(unit);
  const text = (x, r) => String(Number(x.toFixed(r < 0.1 ? 3 : 1)) + 0); // + 0: no "-0"
  return unit === "radians" ? `${text(v, resolution)} rad (${text((v * 180) / Math.PI, 0.1)}°)` : text(v, resolution);
}

function formatProperty(name, v) { return formatInUnit(state.propertyUnits.get(name), v); }

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
  const series = propertySeries(take);
  // With a version to compare with, a property that moves in either take has a row.
  const other = baselineSeries();
  if (other) for (const key of other.keys()) if (!series.has(key)) series.set(key, new Array(take.frames.length).fill(null));
  // The animator's tracks: where each property moves (its keyframe windows) and whether
  // the container added it alongside the transition.
  const tracks = new Map();
  for (const track of take.tracks || []) tracks.set(`${track[0]}\u0000${state.properties.indexOf(track[1])}`, track);
  for (const [key, values] of series) {
    const [id, p] = key.split("\u0000");
    const theirs = other ? other.get(key) || null : null;
    if (!movesAtAll(state.properties[p], values) && !(theirs && movesAtAll(state.properties[p], theirs))) continue;
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
    row._baseline = theirs;
    row._track = track;
    fitRow(row);
    plotRow(row, take);
  }
  if (!panel.firstChild) panel.textContent = "No property changes in this take.";
}

// Every property of every view in `take`, by "id\0property index": one value per frame (null
// where the view is not in the window).
function propertySeries(take) {
  const series = new Map();
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
  return series;
}

// Whether a property's values move over a take (by half its resolution or more).
function movesAtAll(name, values) {
  const known = values.filter((v) => v !== null);
  return known.some((v) => moves(name, v, known[0]));
}

// One series as a line (broken where a value is null): sample `i` at (x(i), y(value)).
function strokeSeries(g, series, x, y, colour, dash) {
  g.save();
  g.strokeStyle = colour;
  g.setLineDash(dash);
  g.beginPath();
  let pen = false;
  series.forEach((v, i) => {
    if (v === null) { pen = false; return; }
    if (pen) g.lineTo(x(i), y(v)); else g.moveTo(x(i), y(v));
    pen = true;
  });
  g.stroke();
  g.restore();
}

// A row's curve on the time axis the take shares with the version compared with (if any),
// whose curve is drawn dashed over it on the same scale.
function plotCurve(canvas, values, take, track, theirs) {
  const g = canvas.getContext("2d");
  const w = canvas.width, h = canvas.height;
  g.clearRect(0, 0, w, h);
  const known = values.concat(theirs || []).filter((v) => v !== null);
  const lo = Math.min(...known), hi = Math.max(...known);
  const span = hi - lo || 1;
  // Samples to the width: the shared duration at the take's rate.
  const samples = Math.max(sharedDuration() * take.sampleRate, values.length - 1, 1);
  const column = (i) => (i - 1) / samples * w;
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
  const x = (rate) => (i) => ((i / rate) * take.sampleRate / samples) * w, y = (v) => h - 2 - ((v - lo) / span) * (h - 4);
  if (theirs) strokeSeries(g, theirs, x(state.baseline.take.sampleRate), y, "#ff79c6", [4, 3]);
  strokeSeries(g, values, x(take.sampleRate), y, "#8be9fd", []);
}

function highlightCurves(frame) {
  if (state.panel !== "curves" || !state.take) return;
  const index = state.liveFrame ? 0 : frameIndexAt(state.playhead);
  for (const row of $("panel-curves").children) {
    if (!row._values) continue;
    if (!row._value) row._value = row.querySelector(".value");
    setText(row._value, formatProperty(row.dataset.property, row._values[index]));
    const background = row.dataset.id === state.selected ? "#4a3f1a" : "";
    if (row._background !== background) { row._background = background; row.style.background = background; }
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
