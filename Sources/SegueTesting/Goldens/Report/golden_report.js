// The report of a failing golden trace: the data the engine wrote into #report-data,
// drawn as a summary, both takes under one playhead, and a chart per differing property.
(() => {
"use strict";

const report = JSON.parse(document.getElementById("report-data").textContent);
const times = report.times;
const frameCount = times.length;
const { shown } = MotionChart;
let playhead = report.firstFrame ?? 0;

function text(id, value) { document.getElementById(id).textContent = value; }

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

// One chart per differing property (MotionChart): both curves on the run's time axis, the
// band between them, the first divergence and the playhead.
const charts = [];
function drawChart(chart) {
  const drawn = MotionChart.draw({
    name: chart.name, unit: chart.unit, note: chart.note, first: chart.first, label: `${chart.name}: the golden and this run`,
    curves: [{ values: chart.expected, cls: "golden" }, { values: chart.actual, cls: "run" }],
  }, times, setPlayhead);
  charts.push({ chart, reading: drawn.reading, place: drawn.place });
  return drawn.box;
}

function showCharts() {
  for (const { chart, reading, place } of charts) {
    place(playhead);
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
