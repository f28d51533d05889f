// The review page of `segue test --review`: lists the failing goldens the server finds
// (GET /goldens), shows each one's report or images, and accepts or rejects them
// (POST /accept?id=…, POST /reject?id=…). Every request carries the run's cookie.
"use strict";

const list = document.getElementById("goldens");
const summary = document.getElementById("summary");
const statusLine = document.getElementById("status");
const template = document.getElementById("golden-template");
const acceptSelected = document.getElementById("accept-selected");
const acceptAll = document.getElementById("accept-all");
const selectAll = document.getElementById("select-all");
let goldens = [];

// The token opened the page and set the run's cookie: the address bar need not show it.
if (location.search.includes("token=")) history.replaceState(null, "", "/");

function say(text, isError) {
  statusLine.textContent = text;
  statusLine.classList.toggle("error", Boolean(isError));
}

function fileURL(id, name) {
  return "/file?id=" + encodeURIComponent(id) + "&name=" + encodeURIComponent(name);
}

function figure(caption, url) {
  const figure = document.createElement("figure");
  const image = document.createElement("img");
  image.src = url;
  image.alt = caption;
  // A golden that is new, or a frame without a diff, has no such file.
  image.onerror = () => figure.remove();
  const label = document.createElement("figcaption");
  label.textContent = caption;
  figure.append(image, label);
  return figure;
}

function body(golden) {
  const container = document.createElement("div");
  if (golden.report) {
    const frame = document.createElement("iframe");
    frame.className = "report";
    // The report runs its own scripts, in an origin of its own (the server sandboxes it too).
    frame.setAttribute("sandbox", "allow-scripts");
    frame.src = fileURL(golden.id, golden.report);
    frame.title = "Motion diff report of " + golden.name;
    container.append(frame);
  }
  if (golden.kind === "images") {
    const frames = document.createElement("div");
    frames.className = "frames";
    for (const number of golden.frames) {
      const row = document.createElement("div");
      row.className = "frame";
      const prefix = golden.name + "." + number;
      row.append(figure("frame " + number + " expected", fileURL(golden.id, prefix + ".png")),
        figure("frame " + number + " actual", fileURL(golden.id, prefix + ".actual.png")),
        figure("frame " + number + " diff", fileURL(golden.id, prefix + ".diff.png")));
      frames.append(row);
    }
    container.append(frames);
  } else if (golden.kind === "animated") {
    const row = document.createElement("div");
    row.className = "frame";
    row.append(figure("expected", fileURL(golden.id, golden.name + ".animated.png")),
      figure("actual", fileURL(golden.id, golden.actual)));
    container.append(row);
  }
  return container;
}

function render() {
  list.replaceChildren();
  for (const golden of goldens) {
    const section = template.content.firstElementChild.cloneNode(true);
    section.dataset.id = golden.id;
    section.querySelector(".id").textContent = golden.id;
    const badge = section.querySelector(".badge");
    badge.textContent = golden.isNew ? "new" : golden.kind === "trace" ? "differs" : golden.kind;
    badge.classList.toggle("new", golden.isNew);
    section.querySelector(".failure").textContent = golden.failure;
    section.querySelector(".body").append(body(golden));
    section.querySelector(".accept").addEventListener("click", () => run("accept", [golden.id]));
    section.querySelector(".reject").addEventListener("click", () => run("reject", [golden.id]));
    section.querySelector(".select").addEventListener("change", updateButtons);
    list.append(section);
  }
  const count = goldens.length;
  summary.textContent = count === 0 ? "No failing golden: nothing to review."
    : count + " failing golden" + (count === 1 ? "" : "s") + ".";
  selectAll.checked = false;
  updateButtons();
}

function selectedIds() {
  return [...list.querySelectorAll(".golden")]
    .filter((section) => section.querySelector(".select").checked)
    .map((section) => section.dataset.id);
}

function updateButtons() {
  acceptSelected.disabled = selectedIds().length === 0;
  acceptAll.disabled = goldens.length === 0;
}

async function load() {
  const response = await fetch("/goldens", { cache: "no-store" });
  const answer = await response.json();
  if (!response.ok) {
    say(answer.error || "the server could not list the goldens", true);
    return;
  }
  goldens = answer.goldens;
  render();
}

// One request per golden, in turn: each accept is checked and written on its own.
async function run(action, ids) {
  const done = [];
  const refused = [];
  for (const id of ids) {
    const response = await fetch("/" + action + "?id=" + encodeURIComponent(id), { method: "POST" });
    const answer = await response.json().catch(() => ({ error: "no answer" }));
    if (response.ok) done.push(id); else refused.push(answer.error || id);
  }
  const verb = action === "accept" ? "Accepted" : "Rejected";
  say(refused.length ? refused.join("; ") : verb + " " + done.join(", "), refused.length > 0);
  await load();
}

acceptSelected.addEventListener("click", () => run("accept", selectedIds()));
acceptAll.addEventListener("click", () => run("accept", goldens.map((golden) => golden.id)));
selectAll.addEventListener("change", () => {
  for (const box of list.querySelectorAll(".select")) box.checked = selectAll.checked;
  updateButtons();
});

load().catch((error) => say(String(error), true));
