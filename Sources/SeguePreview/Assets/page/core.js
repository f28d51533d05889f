// Segue preview: draws the frames the engine sends, exactly as they are. Nothing here
// computes motion: a take is the engine's frames at a fixed rate, and playing, scrubbing,
// stepping and looping only choose which frame to draw. Drags on the stage go to the engine
// as touches; its answers come back as frames.
"use strict";

const $ = (id) => document.getElementById(id);
// An element's text or markup written only when it differs from what it holds: a write, even
// of the same text, makes the browser recalculate styles and lay the page out again, and
// the readout, the Values panel and the transport are redrawn every frame.
function setText(element, text) { if (element.textContent !== text) element.textContent = text; }
function setHTML(element, html) {
  if (element._html === html && element.firstChild && element._first === element.firstChild) return;
  element.innerHTML = html;
  element._html = html;
  element._first = element.firstChild;
}
// A view's entry in a frame: each field's place, by name, from the scene message's
// `viewFields` (PreviewMessages.viewFields). Reading a name the server did not send throws.
const viewFieldPlaces = {};
const V = new Proxy(viewFieldPlaces, {
  get(places, name) {
    if (typeof name !== "string") return undefined;
    if (!Object.hasOwn(places, name)) throw new Error(`the page reads a view field the server does not send: ${name}`);
    return places[name];
  },
});
function readViewFields(names) {
  for (const name of Object.keys(viewFieldPlaces)) delete viewFieldPlaces[name];
  names.forEach((name, place) => { viewFieldPlaces[name] = place; });
}
const STEP = 1 / 60; // one display frame, for stepping

const state = {
  socket: null, scene: null, take: null, properties: [], propertyUnits: new Map(),
  playhead: 0, playing: true, speed: 1, repeat: "loop", direction: 1,
  range: null, selected: null, hovered: null, liveFrame: null,
  error: null, lastTick: null, scale: 1, panel: "values", frameIndex: 0,
  takesReceived: 0, drag: null, framesDrawn: 0, lastTakeReceivedAt: 0, lastTakeShownAt: 0,
};
const elements = new Map(); // view id -> element

// ---- Connection -------------------------------------------------------------------------

// The address segue preview printed carries the run's secret (`?token=…`); the server also
// set it in a cookie the page cannot read. The socket carries it in its own address, and the
// address bar drops it, so that a screenshot does not show it; the tab keeps it
// (sessionStorage, this port's) for Copy link, whose link carries it (share.js).
const TOKEN_KEY = `segue-preview-token-${location.port}`;
function pageToken() {
  try { return sessionStorage.getItem(TOKEN_KEY); } catch (error) { return null; }
}
function takeToken() {
  const params = new URLSearchParams(location.search);
  const token = params.get("token");
  if (token === null) return null;
  try { sessionStorage.setItem(TOKEN_KEY, token); } catch (error) { /* no storage: Copy link has no token */ }
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
  socket.onmessage = (event) => receiveWire(JSON.parse(event.data)); // take-wire.js
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
    case "baseline": return showBaseline(message);
  }
}

// ---- Scene and takes --------------------------------------------------------------------

function showScene(scene) {
  state.scene = scene;
  readViewFields(scene.viewFields);
  state.properties = scene.properties;
  state.propertyUnits = new Map(scene.properties.map((name, i) => [name, scene.propertyUnits[i]]));
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
  if (take.requests) offerRequests(take.requests);
  state.takesReceived += 1;
  if (take.literals) state.literals = take.literals;
  const duration = take.duration;
  if ((take.reason === "reload" || take.reason === "try") && previous) {
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
  // A number being tried leaves the panels as they are (a handle or number is still held).
  if (state.panel === "timing") { if (take.reason === "try") drawTiming(currentFrame()); else buildTiming(); }
  if (state.panel === "source" && take.reason === "reload") requestSource();
  if (take.reason === "try") tryAnswered();
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
