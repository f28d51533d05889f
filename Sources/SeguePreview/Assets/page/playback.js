// Playing a take: the playhead, its transport and the timeline.

// ---- Playback ---------------------------------------------------------------------------

function bounds() {
  // The take's length, or the longer of the two takes compared.
  const duration = state.take ? sharedDuration() : 0;
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
  setText($("play"), state.playing ? "❚❚" : "▶︎");
  requestAnimationFrame(tick);
}

function seek(time) {
  if (!state.take) return;
  state.liveFrame = null;
  state.playhead = Math.max(0, Math.min(sharedDuration(), time));
  draw();
}

function seekProgress(fraction) { if (state.take) seek(fraction * sharedDuration()); }

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

// The timeline as a frame draws it: the take's picture (timelineBackdrop), drawn once for a
// take, a compared version, a range and a size, then only the playhead over it — a frame no
// longer walks every frame of the take to plot the same curve again.
const timelineCache = { key: null, picture: null };

function drawTimeline() {
  const canvas = $("timeline");
  const width = canvas.width; // fitted to its box by fitCanvases, never from what it draws
  const height = canvas.height;
  const g = canvas.getContext("2d");
  g.clearRect(0, 0, width, height);
  const take = state.take;
  if (!take || take.frames.length === 0) return;
  const baseline = state.baseline ? state.baseline.take : null, range = state.range;
  const key = timelineCache.key;
  if (!key || key.take !== take || key.baseline !== baseline || key.range !== range || key.width !== width || key.height !== height) {
    timelineCache.key = { take, baseline, range, width, height };
    timelineCache.picture = timelineBackdrop(take, width, height);
  }
  g.drawImage(timelineCache.picture, 0, 0);
  // The playhead.
  const duration = sharedDuration();
  g.fillStyle = "#ffffff";
  g.fillRect((state.playhead / duration) * (width - 2) + 1 - 1, 0, 2, height);
}

// Everything on the timeline but the playhead, on a canvas of its own.
function timelineBackdrop(take, width, height) {
  const picture = document.createElement("canvas");
  picture.width = width; picture.height = height;
  const g = picture.getContext("2d");
  // One time axis for the take and the version compared with.
  const duration = sharedDuration();
  const x = (t) => (t / duration) * (width - 2) + 1;
  if (state.range) {
    g.fillStyle = "rgba(79,163,255,0.15)";
    g.fillRect(x(state.range[0]), 0, x(state.range[1]) - x(state.range[0]), height);
  }
  // The presented progress, the timing as the engine ran it.
  const ps = take.frames.map((f) => f.p).concat(state.baseline ? state.baseline.take.frames.map((f) => f.p) : []);
  const lo = Math.min(0, ...ps), hi = Math.max(1, ...ps);
  const y = (p) => height - 6 - ((p - lo) / (hi - lo)) * (height - 12);
  g.strokeStyle = "#4fa3ff";
  g.beginPath();
  take.frames.forEach((f, i) => (i ? g.lineTo(x(f.t), y(f.p)) : g.moveTo(x(f.t), y(f.p))));
  g.stroke();
  drawBaselineTimeline(g, x, y);
  // The events of the log.
  g.fillStyle = "#ffd166";
  for (const event of take.events) if (event.kind !== "lifecycle") g.fillRect(x(event.t) - 1, 0, 2, 5);
  return picture;
}

function timelineScrub(event) {
  const canvas = $("timeline");
  const box = canvas.getBoundingClientRect();
  const fraction = Math.max(0, Math.min(1, (event.clientX - box.left - 1) / Math.max(box.width - 2, 1)));
  state.playing = false;
  seekProgress(fraction);
}
