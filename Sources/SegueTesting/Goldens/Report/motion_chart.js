// One chart of a property's motion over a take's time axis, shared by the golden report
// (the golden's curve against the run's) and the export conformance report (the engine's
// curve against each target's): the curves, the band between the first curve and each other
// one, the first divergence marked, a playhead, and a pointer that seeks.
const MotionChart = (() => {
"use strict";

const svgNS = "http://www.w3.org/2000/svg";
const width = 600, height = 130, left = 44, right = 8, top = 8, bottom = 18;

function svgElement(name, attributes, parent) {
  const element = document.createElementNS(svgNS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (parent) parent.appendChild(element);
  return element;
}

// A value as a reader reads it: a few significant digits, exponents only for the tiny or huge.
function shown(value, digits = 4) {
  if (value === null || value === undefined) return "– (not in the window)";
  if (value === 0) return "0";
  const magnitude = Math.abs(value);
  return magnitude >= 1e-3 && magnitude < 1e6 ? String(Number(value.toPrecision(digits + 2))) : value.toExponential(digits);
}

const present = (value) => value !== null && value !== undefined;

// Draws `chart` on the time axis `times` (seconds per frame):
//   chart.name, chart.unit     the title ("card.y (points)") and the box's data-column
//   chart.note                 optional, after the title (why a chart comes late: a reset at the end)
//   chart.curves               [{ values (one per frame, null where not drawn), cls, label }]
//   chart.bandClasses          the band's class between curve 0 and curve k (default "band")
//   chart.first, firstLabel    the frame of the first divergence (null: none) and its words
//   chart.label                the chart's accessible name
// `onSeek(frame)` is called when the pointer picks a frame. Returns { box, reading, place(frame) }.
function draw(chart, times, onSeek) {
  const frameCount = times.length;
  const x = (index) => {
    const end = times[frameCount - 1] || 1;
    return left + ((times[index] ?? 0) / end) * (width - left - right);
  };
  const box = document.createElement("div");
  box.className = "chart";
  box.dataset.column = chart.name;
  const title = document.createElement("h2");
  title.textContent = chart.name + (chart.unit ? ` (${chart.unit})` : "") + (chart.note ? ` — ${chart.note}` : "");
  const reading = document.createElement("div");
  reading.className = "reading";
  box.append(title, reading);
  const values = chart.curves.flatMap((curve) => curve.values).filter(present);
  let low = Math.min(...values), high = Math.max(...values);
  if (!(high > low)) { low -= 1; high += 1; }
  const pad = (high - low) * 0.08;
  low -= pad; high += pad;
  const y = (value) => top + (1 - (value - low) / (high - low)) * (height - top - bottom);
  const svg = svgElement("svg", { viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: "none", role: "img",
                                  "aria-label": chart.label ?? chart.name }, box);
  svgElement("rect", { class: "frame", x: left, y: top, width: width - left - right, height: height - top - bottom }, svg);
  svgElement("text", { class: "axis", x: 2, y: top + 8 }, svg).textContent = shown(high - pad, 3);
  svgElement("text", { class: "axis", x: 2, y: height - bottom }, svg).textContent = shown(low + pad, 3);
  svgElement("text", { class: "axis", x: width - right, y: height - 4, "text-anchor": "end" }, svg).textContent =
    `${shown(times[frameCount - 1] ?? 0, 3)} s`;
  // The bands: between the first curve and each other one wherever both have a value, in runs of frames.
  const base = chart.curves[0].values;
  chart.curves.slice(1).forEach((curve, k) => {
    const cls = (chart.bandClasses && chart.bandClasses[k]) || "band";
    let run = [];
    const closeRun = () => {
      if (run.length > 1) {
        const points = run.map((i) => `${x(i)},${y(base[i])}`)
          .concat(run.slice().reverse().map((i) => `${x(i)},${y(curve.values[i])}`));
        svgElement("polygon", { class: cls, points: points.join(" ") }, svg);
      }
      run = [];
    };
    for (let i = 0; i < frameCount; i++) {
      if (present(base[i]) && present(curve.values[i])) run.push(i);
      else closeRun();
    }
    closeRun();
  });
  for (const curve of chart.curves) {
    let path = "", pen = false;
    for (let i = 0; i < curve.values.length && i < frameCount; i++) {
      if (!present(curve.values[i])) { pen = false; continue; }
      path += `${pen ? "L" : "M"}${x(i)},${y(curve.values[i])}`;
      pen = true;
    }
    const element = svgElement("path", { class: curve.cls, d: path }, svg);
    if (curve.label) svgElement("title", {}, element).textContent = curve.label;
  }
  if (present(chart.first)) {
    svgElement("line", { class: "first", x1: x(chart.first), x2: x(chart.first), y1: top, y2: height - bottom }, svg);
    svgElement("text", { class: "first-label", x: x(chart.first) + 3, y: top + 10 }, svg).textContent =
      chart.firstLabel ?? `first differs · frame ${chart.first}`;
  }
  const cursor = svgElement("line", { class: "playhead", y1: top, y2: height - bottom }, svg);
  const seek = (event) => {
    const bounds = svg.getBoundingClientRect();
    const at = ((event.clientX - bounds.left) / bounds.width) * width;
    let best = 0;
    for (let i = 0; i < frameCount; i++) if (Math.abs(x(i) - at) < Math.abs(x(best) - at)) best = i;
    onSeek(best);
  };
  svg.addEventListener("pointerdown", (event) => { seek(event); svg.setPointerCapture(event.pointerId); });
  svg.addEventListener("pointermove", (event) => { if (event.buttons) seek(event); });
  const place = (index) => {
    cursor.setAttribute("x1", x(index));
    cursor.setAttribute("x2", x(index));
  };
  return { box, reading, place };
}

return { draw, shown, svgElement };
})();
