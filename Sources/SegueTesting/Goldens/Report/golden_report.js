// The report of a failing golden trace: the data the engine wrote into #report-data,
// drawn as a summary, both takes under one playhead, and a chart per differing property.
(() => {
"use strict";

const report = JSON.parse(document.getElementById("report-data").textContent);
const times = report.times;
const frameCount = times.length;
const svgNS = "http://www.w3.org/2000/svg";
let playhead = report.firstFrame ?? 0;

function text(id, value) { document.getElementById(id).textContent = value; }

function svgElement(name, attributes, parent) {
  const element = document.createElementNS(svgNS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (parent) parent.appendChild(element);
  return element;
}

function shown(value, digits = 4) {
  if (value === null || value === undefined) return "– (not in the window)";
  if (value === 0) return "0";
  const magnitude = Math.abs(value);
  return magnitude >= 1e-3 && magnitude < 1e6 ? String(Number(value.toPrecision(digits + 2))) : value.toExponential(digits);
}

// The summary: what differs, how much, where first.
function summarise() {
  text("title", "How the motion changed: " + report.title);
  const files = document.getElementById("files");
  files.append("golden ");
  files.appendChild(Object.assign(document.createElement("code"), { textContent: report.golden }));
  files.append(" · this run ");
  files.appendChild(Object.assign(document.createElement("code"), { textContent: report.actual }));
  text("words", report.words);
  const list = document.getElementById("summary");
  const item = (html) => { const li = document.createElement("li"); li.append(...html); list.appendChild(li); };
  const bold = (value) => Object.assign(document.createElement("b"), { textContent: String(value) });
  item([bold(report.differingFrames), ` of ${report.frames} frames and `, bold(report.differingColumns),
        ` of ${report.columnCount} columns differ`]);
  if (report.expectedFrames !== report.actualFrames) {
    item([`the golden has ${report.expectedFrames} frames, this run `, bold(report.actualFrames)]);
  }
  if (report.firstFrame !== null) {
    item(["first divergence: ", bold(report.firstColumn), ` at frame ${report.firstFrame} (t ${shown(times[report.firstFrame])} s)`]);
  }
  for (const worst of report.largest) {
    item(["largest difference", worst.unit ? ` in ${worst.unit}: ` : ": ", bold(shown(worst.difference) + (worst.unit ? " " + worst.unit : "")),
          ` (${worst.column}, frame ${worst.frame})`]);
  }
}

// Both takes, drawn by the engine, at the drawn frame nearest the playhead.
const takeFrames = report.takes ? report.takes.frames : [];
function nearestTake(index) {
  let best = null;
  for (const frame of takeFrames) {
    if (best === null || Math.abs(frame.frame - index) < Math.abs(best.frame - index)) best = frame;
  }
  return best;
}

function showTakes() {
  if (!report.takes) return;
  const frame = nearestTake(playhead);
  if (!frame) return;
  const expected = document.querySelector("#expected-stage .drawing");
  const actual = document.querySelector("#actual-stage .drawing");
  if (expected.dataset.frame !== String(frame.frame)) {
    expected.innerHTML = frame.expected ?? "<p>the golden has no such frame</p>";
    actual.innerHTML = frame.actual ?? "<p>this run has no such frame</p>";
    expected.dataset.frame = actual.dataset.frame = String(frame.frame);
  }
}

// One chart per differing property: both curves on the run's time axis, the band between
// them, the first divergence and the playhead.
const charts = [];
const width = 600, height = 130, left = 44, right = 8, top = 8, bottom = 18;
function x(index) {
  const end = times[frameCount - 1] || 1;
  return left + ((times[index] ?? 0) / end) * (width - left - right);
}

function drawChart(chart) {
  const box = document.createElement("div");
  box.className = "chart";
  box.dataset.column = chart.name;
  const title = document.createElement("h2");
  title.textContent = chart.name + (chart.unit ? ` (${chart.unit})` : "") + (chart.note ? ` — ${chart.note}` : "");
  const reading = document.createElement("div");
  reading.className = "reading";
  box.append(title, reading);
  const values = chart.expected.concat(chart.actual).filter((v) => v !== null);
  let low = Math.min(...values), high = Math.max(...values);
  if (!(high > low)) { low -= 1; high += 1; }
  const pad = (high - low) * 0.08;
  low -= pad; high += pad;
  const y = (value) => top + (1 - (value - low) / (high - low)) * (height - top - bottom);
  const svg = svgElement("svg", { viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: "none", role: "img",
                                  "aria-label": `${chart.name}: the golden and this run` }, box);
  svgElement("rect", { class: "frame", x: left, y: top, width: width - left - right, height: height - top - bottom }, svg);
  svgElement("text", { class: "axis", x: 2, y: top + 8 }, svg).textContent = shown(high - pad, 3);
  svgElement("text", { class: "axis", x: 2, y: height - bottom }, svg).textContent = shown(low + pad, 3);
  svgElement("text", { class: "axis", x: width - right, y: height - 4, "text-anchor": "end" }, svg).textContent =
    `${shown(times[frameCount - 1] ?? 0, 3)} s`;
  // The band: between the two curves wherever both have a value, in runs of frames.
  let run = [];
  const closeRun = () => {
    if (run.length > 1) {
      const points = run.map((i) => `${x(i)},${y(chart.expected[i])}`)
        .concat(run.slice().reverse().map((i) => `${x(i)},${y(chart.actual[i])}`));
      svgElement("polygon", { class: "band", points: points.join(" ") }, svg);
    }
    run = [];
  };
  for (let i = 0; i < frameCount; i++) {
    if (chart.expected[i] !== null && chart.expected[i] !== undefined && chart.actual[i] !== null && chart.actual[i] !== undefined) run.push(i);
    else closeRun();
  }
  closeRun();
  const line = (series, cls) => {
    let path = "", pen = false;
    for (let i = 0; i < series.length && i < frameCount; i++) {
      if (series[i] === null) { pen = false; continue; }
      path += `${pen ? "L" : "M"}${x(i)},${y(series[i])}`;
      pen = true;
    }
    svgElement("path", { class: cls, d: path }, svg);
  };
  line(chart.expected, "golden");
  line(chart.actual, "run");
  if (chart.first !== null) {
    svgElement("line", { class: "first", x1: x(chart.first), x2: x(chart.first), y1: top, y2: height - bottom }, svg);
    svgElement("text", { class: "first-label", x: x(chart.first) + 3, y: top + 10 }, svg).textContent = `first differs · frame ${chart.first}`;
  }
  const cursor = svgElement("line", { class: "playhead", y1: top, y2: height - bottom }, svg);
  const seek = (event) => {
    const bounds = svg.getBoundingClientRect();
    const at = ((event.clientX - bounds.left) / bounds.width) * width;
    let best = 0;
    for (let i = 0; i < frameCount; i++) if (Math.abs(x(i) - at) < Math.abs(x(best) - at)) best = i;
    setPlayhead(best);
  };
  svg.addEventListener("pointerdown", (event) => { seek(event); svg.setPointerCapture(event.pointerId); });
  svg.addEventListener("pointermove", (event) => { if (event.buttons) seek(event); });
  charts.push({ chart, reading, cursor });
  return box;
}

function showCharts() {
  for (const { chart, reading, cursor } of charts) {
    cursor.setAttribute("x1", x(playhead));
    cursor.setAttribute("x2", x(playhead));
    const golden = chart.expected[playhead] ?? null, run = chart.actual[playhead] ?? null;
    const difference = golden !== null && run !== null ? ` · difference ${shown(Math.abs(run - golden))}` : "";
    reading.textContent = `frame ${playhead}: golden ${shown(golden)} · this run ${shown(run)}${difference}`;
  }
}

function setPlayhead(index) {
  playhead = Math.max(0, Math.min(frameCount - 1, index));
  document.getElementById("playhead").value = String(playhead);
  const progress = nearestTake(playhead)?.progress;
  text("clock", `frame ${playhead} · t ${shown(times[playhead] ?? 0, 3)} s` + (progress !== undefined && progress !== null ? ` · progress ${shown(progress, 3)}` : ""));
  showTakes();
  showCharts();
}

let timer = null;
function togglePlay() {
  const button = document.getElementById("play");
  if (timer) { clearInterval(timer); timer = null; button.textContent = "▶"; return; }
  if (playhead >= frameCount - 1) setPlayhead(0);
  button.textContent = "❚❚";
  const step = times.length > 1 ? Math.max(8, 1000 * (times[1] - times[0])) : 16;
  timer = setInterval(() => {
    if (playhead >= frameCount - 1) { togglePlay(); return; }
    setPlayhead(playhead + 1);
  }, step);
}

summarise();
const legend = document.createElement("p");
legend.className = "legend";
legend.innerHTML = '<span class="golden-key">━ the golden</span><span class="run-key">╍ this run</span>' +
  '<span class="first-key">│ first divergence</span><span>▒ the difference</span>';
const chartSection = document.getElementById("charts");
chartSection.before(legend);
for (const chart of report.charts) chartSection.appendChild(drawChart(chart));
if (report.moreCharts > 0) {
  const more = document.createElement("p");
  more.id = "more";
  more.textContent = `and ${report.moreCharts} more differing columns (the .actual.trace file holds every value)`;
  chartSection.after(more);
}
if (!report.takes) {
  document.getElementById("stages").hidden = true;
  document.getElementById("no-takes").hidden = false;
}
const slider = document.getElementById("playhead");
slider.max = String(Math.max(frameCount - 1, 0));
slider.addEventListener("input", () => setPlayhead(Number(slider.value)));
document.getElementById("play").addEventListener("click", togglePlay);
for (const radio of document.querySelectorAll('input[name="mode"]')) {
  radio.addEventListener("change", () => document.getElementById("stages").classList.toggle("ghost", radio.value === "ghost" && radio.checked));
}
document.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLInputElement && !["range", "radio"].includes(event.target.type)) return;
  if (event.key === "ArrowRight") { setPlayhead(playhead + 1); event.preventDefault(); }
  else if (event.key === "ArrowLeft") { setPlayhead(playhead - 1); event.preventDefault(); }
  else if (event.key === " ") { togglePlay(); event.preventDefault(); }
});
setPlayhead(playhead);
})();
