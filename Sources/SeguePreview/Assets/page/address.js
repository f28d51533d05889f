// The page's state in its address, the hooks for tests, and the offline player.

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
  // The playhead as the shortest decimal in its frame (share.js): rounded to a fixed number
  // of decimals it could cross into the next sample (0.3249999 → 0.325) and open another
  // frame than the one shared; written whole it takes 17 digits.
  fragment.set("t", playheadText(state.playhead));
  if (state.selected) fragment.set("view", state.selected);
  fragment.set("panel", state.panel);
  if (!state.offline && state.take && state.take.input) fragmentOfInput(state.take.input, fragment);
  // Commas and semicolons are the touches' own separators and need no escape in a fragment
  // (URLSearchParams reads them back as they are): %2C and %3B took 8 of every touch's ~25.
  return fragment.toString().replace(/%2C/g, ",").replace(/%3B/g, ";");
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
  baselineFrame,
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
  // No server, no git: a pinned or opened take is what the offline player compares with.
  document.querySelector("#compare option[value=head]").disabled = true;
  for (const message of messages) receiveWire(message); // take-wire.js
  setStatus("offline · rendered by segue render");
}
