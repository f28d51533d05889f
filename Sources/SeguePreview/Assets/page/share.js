// ---- Copy link: the page's state, for another browser -----------------------------------

// The link opens the same take, playhead, selection and panel anywhere the server can be
// reached: the address's fragment (address.js) after the run's secret, as the printed address
// carries it (`?token=…`) — the one way in, since the server refuses a request without it
// (docs/safety.md, "Copy link"). The address bar itself never shows the token; the page keeps
// it for the tab's life (sessionStorage, so a reload can still copy a working link).
function shareLink() {
  const url = new URL(location.href);
  const token = state.offline ? null : pageToken();
  if (token !== null) url.searchParams.set("token", token);
  url.hash = addressFragment();
  return url.href;
}

async function copyLink() {
  const link = shareLink();
  const status = $("copy-link");
  try {
    await navigator.clipboard.writeText(link);
    status.dataset.copied = link;
    flashTitle(status, "Copied — opens this take, playhead and selection (it carries the run's secret)");
  } catch (error) {
    // No clipboard (permission refused): the link is shown to copy by hand.
    window.prompt("Copy this link (it carries the run's secret):", link);
  }
}

function flashTitle(button, text) {
  const before = button.textContent;
  button.textContent = "Copied";
  button.title = text;
  setTimeout(() => { button.textContent = before; }, 1500);
}

// ---- Numbers in the address rounded to what they mean -------------------------------------

// The playhead as the shortest decimal that still opens the same frame (a frame is what it
// means): 0.40833333333333327 → 0.41 when frame 98 spans it.
function playheadText(time) {
  if (!state.take || !state.take.frames.length) return String(time);
  const frame = frameIndexAt(time);
  for (let places = 0; places <= 6; places++) {
    const rounded = Number(time.toFixed(places));
    if (rounded <= state.take.duration && frameIndexAt(rounded) === frame) return String(rounded);
  }
  return String(time);
}
