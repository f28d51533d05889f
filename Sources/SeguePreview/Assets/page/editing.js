// Editing the script from the page: timing literals, the source pane, the bezier's handles.

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
  const animates = keyframeTargets(group);
  return `${where}${group.call || "value"} · line ${group.line}${animates === null ? "" : ` · ${animates}`}`;
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
  const unused = item.computed ? null : unusedBecause(item);
  if (unused) {
    // The take does not read it: editing it would change the file and not the motion.
    return `<label class="literal unused"><span>${escapeHTML(name)}</span>` +
      `<input type="number" disabled value="${escapeHTML(String(item.value))}" data-offset="${item.offset}"` +
      ` data-path="${escapeHTML(item.path || "")}" aria-label="${escapeHTML(`${name}, ${where}: not used, ${unused}`)}" title="${escapeHTML(unused)}">` +
      `<span class="reason">${escapeHTML(unused)}</span></label>`;
  }
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
  if (state.offline || $("undo-edit").disabled) return;
  state.editQueue = [];
  state.editPending = { undo: true };
  setEditStatus("undoing the last edit…", false);
  send({ type: "undo" });
}

// The server wrote (or undid) an edit: its literals and digest are the file's now.
function showEdited(message) {
  state.undoCount = message.undo;
  if (message.literals) state.literals = message.literals;
  // Edits another save made impossible to undo were forgotten: Undo offers only what is left.
  if (message.action === "forgotten") {
    // A refused undo has said why already ("not written: … forgotten").
    if (!state.editStatus || !state.editStatus.failed) {
      setEditStatus(`${message.file} changed outside the page: the edits before that can no longer be undone`, false);
    }
    updateUndoButton(`${message.file} changed outside the page since the last edit: undoing would overwrite that change`);
    return;
  }
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

function updateUndoButton(why) {
  const button = $("undo-edit");
  button.disabled = state.undoCount === 0;
  button.title = state.undoCount === 0 && why ? `Nothing to undo: ${why}`
    : `Undo the last edit written into the script (Ctrl/Cmd-Z) · ${state.undoCount} to undo`;
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
  // Line numbers in a gutter of their own (not in the text, which stays the file's): every
  // error the page shows cites a line.
  const lines = source.text.split("\n").length - (source.text.endsWith("\n") ? 1 : 0);
  const gutter = Array.from({ length: Math.max(lines, 1) }, (_, i) => i + 1).join("\n");
  panel.innerHTML = `<div class="source-file">${escapeHTML(source.script.file)}</div>` +
    `<div id="source-status" class="edit-status" role="status" aria-live="polite"></div>` +
    `<div class="source-lines"><pre id="source-gutter" aria-hidden="true">${gutter}</pre><pre id="source-text">${parts.join("")}</pre></div>`;
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
  if (span._value === undefined || !literal) return endTrying(false);
  const value = Number(numberText(span._value, span._step));
  span._value = undefined;
  const changed = value !== literal.value;
  endTrying(changed);
  if (changed) queueEdits([{ literal, value, source: true }]);
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
    const value = Number(numberText(span._value, step));
    if (value !== span._tried) { span._tried = value; tryLiterals([{ literal: sourceLiteral(span), value, source: true }]); }
  });
  span.addEventListener("pointerup", () => { span._drag = null; span._tried = undefined; writeNumber(span); });
  span.addEventListener("keydown", (event) => sourceNumberKey(span, event));
}

function sourceNumberKey(span, event) {
  const literal = sourceLiteral(span);
  const current = span._value !== undefined ? span._value : literal.value;
  const moves = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
  const step = numberStep(literal) / (event.shiftKey ? 10 : 1);
  if (event.key in moves) previewNumber(span, current + moves[event.key] * step, step);
  else if (event.key === "Enter") writeNumber(span);
  else if (event.key === "Escape") { span._value = undefined; endTrying(false); buildSource(); }
  else return;
  event.preventDefault();
  event.stopPropagation();
}

// ---- Trying a number before it is written --------------------------------------------------

// While a number of the source pane or a bezier handle is dragged, the take is played again
// with the new value (a `try`: the server plays the script with that literal changed and
// writes nothing), at most one try in flight and the latest value next; letting go writes the
// number (an `edit`), or, when it ends where it began, asks for the file's own take again.
Object.assign(state, { tryPending: false, tryNext: null, trying: false });

function tryLiterals(changes) {
  const script = changes.length && changes[0].source ? state.source && state.source.script : state.literals;
  if (state.offline || !script) return;
  const edits = changes.map(({ literal, value }) => ({ path: script.file, offset: literal.offset, old: literal.text, value, digest: script.digest }));
  state.trying = true;
  if (state.tryPending) { state.tryNext = edits; return; }
  state.tryPending = true;
  send({ type: "try", edits });
}

// A try's take arrived: the latest value waiting goes next.
function tryAnswered() {
  state.tryPending = false;
  const next = state.tryNext;
  state.tryNext = null;
  if (next && state.trying) { state.tryPending = true; send({ type: "try", edits: next }); }
}

// The drag is over: nothing more is tried; with nothing to write, the file's take comes back.
function endTrying(written) {
  state.tryNext = null;
  if (!state.trying) return;
  state.trying = false;
  if (!written) send({ type: "try" });
}

// A value the script fails with while tried: said where edits are said; the file is untouched.
function tryFailed(message) {
  state.tryPending = false;
  setEditStatus(`with this value: ${message.message}`, true);
  tryAnswered();
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
  canvas.addEventListener("pointercancel", () => { state.handleDrag = null; endTrying(false); drawTiming(currentFrame()); });
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
  const literals = bezierLiterals();
  const changes = Object.entries(drag.values).map(([name, value]) => ({ literal: literals[name], value }));
  const key = JSON.stringify(drag.values);
  if (key !== drag.tried) { drag.tried = key; tryLiterals(changes); }
}

function releaseHandle() {
  const drag = state.handleDrag;
  if (!drag) return;
  const literals = bezierLiterals();
  const edits = Object.entries(drag.values)
    .filter(([name, value]) => literals[name].value !== value)
    .map(([name, value]) => ({ literal: literals[name], value }));
  endTrying(edits.length > 0);
  if (edits.length) queueEdits(edits); else state.handleDrag = null;
}
