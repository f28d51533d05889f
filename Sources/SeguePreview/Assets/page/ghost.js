// ---- Ghosted compare: the other version as outlines, under the same projection -------------

// The version compared with is drawn as the stage draws the working copy — the same nested
// elements, transforms and alphas (placeViews) — on a stage of its own laid exactly over the
// main one, styled as dashed outlines without fills, shadows or blurs: a full-screen view
// leaves the working copy readable beneath it instead of washing it out. A view the other
// version hides is not drawn, nor anything inside it, nor a view that draws nothing (clear,
// no shadow, no blur). In the exploded view the ghost takes the stage's tilt and each view
// its depth, so each outline stays on the view it is the other version of.
const ghostElements = new Map(); // the ghost stage's elements, by view id

function drawGhost() {
  const ghost = $("ghost-stage");
  const frame = state.compareView === "ghost" ? baselineFrame() : null;
  if (!frame) { clearGhost(); return; }
  const stage = $("stage");
  ghost.hidden = false;
  ghost.style.width = stage.style.width;
  ghost.style.height = stage.style.height;
  placeViews(frame, ghost, ghostElements);
  for (const entry of frame.views) {
    const element = ghostElements.get(entry[V.id]);
    if (!element) continue;
    const colour = entry[V.color];
    element.classList.toggle("clear", !(colour[3] > 0.01) && !entry[V.shadow] && !(entry[V.blur] > 0));
  }
  followExploded(ghost);
}

// The ghost takes the main stage's exploded tilt and each of its views the depth of its
// nesting, as applyExploded gives the working copy's.
function followExploded(ghost) {
  const on = $("exploded").checked;
  const tilt = on ? $("stage").style.transform : "";
  if (ghost.style.transform !== tilt) ghost.style.transform = tilt;
  ghost.classList.toggle("exploded", on);
  for (const element of ghostElements.values()) {
    const depth = on ? `0 0 ${ghostDepth(element) * 40}px` : "";
    if (element.style.translate !== depth) element.style.translate = depth;
    const style = on ? "preserve-3d" : "";
    if (element.style.transformStyle !== style) element.style.transformStyle = style;
  }
}

function ghostDepth(element) {
  let depth = 0;
  for (let node = element.parentElement; node && node.id !== "ghost-stage"; node = node.parentElement) depth++;
  return depth + 1;
}

function clearGhost() {
  for (const element of ghostElements.values()) element.remove();
  ghostElements.clear();
  const ghost = $("ghost-stage");
  if (ghost && !ghost.hidden) ghost.hidden = true; // called every frame: written only when shown
}
