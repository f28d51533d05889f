// The conformance report of an export (`segue export --report`): the data the engine wrote
// into #report-data — each target's largest difference per unit, and per view and property the
// engine's curve with each target's overlaid — drawn with the golden report's charts.
(() => {
"use strict";

const report = JSON.parse(document.getElementById("report-data").textContent);
const times = report.times;
const frameCount = times.length;
const { shown } = MotionChart;
const colours = 8;
let playhead = 0;

function text(id, value) { document.getElementById(id).textContent = value; }
const code = (value) => Object.assign(document.createElement("code"), { textContent: value });
const bold = (value) => Object.assign(document.createElement("b"), { textContent: String(value) });
const colour = (index) => `t${index % colours}`;
const symbols = { points: "pt", alpha: "alpha", radians: "rad", colour: "of a colour channel" };

// A number as `segue export` prints it: at most `places` decimals, trailing zeros dropped; a
// difference under 1e-6 with its exponent.
function printed(value, places) {
  if (value === null) return "inf";
  if (value !== 0 && Math.abs(value) < 1e-6 && places === 6) return String(value);
  return String(Number(value.toFixed(places)));
}

// The largest difference of one unit as `segue export` prints it: "0.098203 pt (panelView.y at 0.2167 s)".
function largestWords(largest) {
  return `${printed(largest.difference, 6)} ${symbols[largest.unit] ?? largest.unit} (${largest.view}.${largest.property} at ${printed(largest.time, 4)} s)`;
}

function summarise() {
  text("title", `How far each export of ${report.title} is from the motion`);
  const files = document.getElementById("files");
  files.append("script ", code(report.file), " · exported as ", code(report.format));
  text("tolerance", "tolerance: " + Object.entries(report.tolerance)
    .map(([unit, bound]) => `${shown(bound)} ${symbols[unit] ?? unit}`).join(", ") +
    " — a target's first divergence is the first frame it is further than this");
  const list = document.getElementById("targets");
  report.targets.forEach((target, index) => {
    const item = document.createElement("li");
    item.className = "target-summary";
    const name = Object.assign(document.createElement("span"), { className: colour(index), textContent: "━ " + target.name });
    item.append(name, ` — ${target.source}: `);
    const parts = target.largest.filter((largest) => largest.difference !== 0);
    if (parts.length === 0) item.append(bold("exact"), " (every compared value equal)");
    parts.forEach((largest, k) => { if (k > 0) item.append(", "); item.append("largest ", bold(largestWords(largest))); });
    if (target.largest.length === 0) item.append("nothing compared");
    if (target.printed) item.append(Object.assign(document.createElement("span"), { className: "printed", textContent: " · the error segue export printed" }));
    // What the player cannot show, by name and why: never a curve left out without a word.
    if (target.unread.length > 0) {
      const unread = document.createElement("ul");
      unread.className = "unread";
      for (const { name: property, why } of target.unread) {
        const entry = document.createElement("li");
        entry.append("not read back: ", code(property), ` — ${why}`);
        unread.appendChild(entry);
      }
      item.append(unread);
    }
    list.appendChild(item);
  });
}

const charts = [];
function drawChart(chart) {
  const curves = [{ values: chart.engine, cls: "engine", label: "the engine" }].concat(chart.series.map((series) => ({
    values: series.values, cls: `target ${colour(series.target)}`, label: report.targets[series.target].name,
  })));
  const firsts = chart.series.filter((series) => series.first !== null);
  const first = firsts.length ? Math.min(...firsts.map((series) => series.first)) : null;
  const firstNames = firsts.filter((series) => series.first === first).map((series) => report.targets[series.target].name);
  const drawn = MotionChart.draw({
    name: chart.name, unit: chart.unit, first, label: `${chart.name}: the engine and each target`,
    firstLabel: first === null ? null : `first divergence · frame ${first} · ${firstNames.join(", ")}`,
    curves,
  }, times, setPlayhead);
  const largest = document.createElement("div");
  largest.className = "largest";
  chart.series.forEach((series, k) => {
    if (k > 0) largest.append(" · ");
    const span = Object.assign(document.createElement("span"), { className: colour(series.target) });
    span.textContent = `${report.targets[series.target].name} largest ${shown(series.largest)} at frame ${series.largestFrame}` +
      (series.first === null ? "" : `, first beyond ${shown(report.tolerance[chart.unit])} at frame ${series.first}`);
    largest.append(span);
  });
  drawn.box.append(largest);
  report.targets.forEach((target, index) => {
    const unread = target.unread.find((entry) => entry.name === chart.name);
    if (!unread) return;
    const note = Object.assign(document.createElement("div"), { className: `unread-note ${colour(index)}` });
    note.textContent = `${target.name}: not read back — ${unread.why}`;
    drawn.box.append(note);
  });
  charts.push({ chart, reading: drawn.reading, place: drawn.place });
  return drawn.box;
}

function showCharts() {
  for (const { chart, reading, place } of charts) {
    place(playhead);
    const engine = chart.engine[playhead] ?? null;
    reading.textContent = `frame ${playhead}: engine ${shown(engine)}` + chart.series.map((series) => {
      const value = series.values[playhead] ?? null;
      return ` · ${report.targets[series.target].name} ${value === null ? "–" : shown(value)}`;
    }).join("");
  }
}

function setPlayhead(index) {
  playhead = Math.max(0, Math.min(frameCount - 1, index));
  document.getElementById("playhead").value = String(playhead);
  text("clock", `frame ${playhead} · t ${shown(times[playhead] ?? 0, 3)} s`);
  showCharts();
}

summarise();
const legend = document.getElementById("legend");
legend.append(Object.assign(document.createElement("span"), { textContent: "━ the engine" }));
report.targets.forEach((target, index) => {
  legend.append(Object.assign(document.createElement("span"), { className: colour(index), textContent: "╍ " + target.name }));
});
legend.append(Object.assign(document.createElement("span"), { className: "first-key", textContent: "│ first divergence" }));
const chartSection = document.getElementById("charts");
for (const chart of report.charts) chartSection.appendChild(drawChart(chart));
if (report.moreCharts > 0) {
  const more = document.createElement("p");
  more.id = "more";
  more.textContent = `and ${report.moreCharts} more properties (segue run --format jsonl holds every value)`;
  chartSection.after(more);
}
const slider = document.getElementById("playhead");
slider.max = String(Math.max(frameCount - 1, 0));
slider.addEventListener("input", () => setPlayhead(Number(slider.value)));
document.addEventListener("keydown", (event) => {
  if (event.key === "ArrowRight") { setPlayhead(playhead + 1); event.preventDefault(); }
  else if (event.key === "ArrowLeft") { setPlayhead(playhead - 1); event.preventDefault(); }
});
setPlayhead(playhead);
})();
