// ---- What the Curve panel's numbers do in this take -----------------------------------------

// Why a literal does not reach the take, or null: the transition's `duration` when its timing
// is a spring that sets its own (a `response`, `duration`, `bounce` or physical spring — only
// `segue.spring { dampingRatio }` alone is stretched over the duration). Editing it would
// change the file and leave the motion as it is.
function unusedBecause(item) {
  if (item.call !== "segue.transition" || item.path !== "duration") return null;
  const timing = state.take && state.take.timing;
  if (!timing) return null;
  const fitted = (timing.parameters.find(([name]) => name === "fitted") || [])[1];
  if (!fitted || !fitted.startsWith("no")) return null;
  return `the spring sets its own duration (${formatNumber(Number(timing.duration.toPrecision(4)))} s): edit its response or duration instead`;
}

// What a `ctx:keyframe` / `ctx:keyframes` call animates, from the take's tracks: the views and
// properties with a keyframe window at the start and duration its literals give
// ("animates toView.alpha"); null for other groups.
function keyframeTargets(group) {
  if (!group.call || !/:keyframes?$/.test(group.call)) return null;
  const start = group.items.find((item) => item.name === "start" && !item.computed);
  const duration = group.items.find((item) => item.name === "duration" && !item.computed);
  const tracks = state.take ? state.take.tracks : [];
  if (!start && !duration) return null;
  const near = (a, b) => Math.abs(a - b) < 1e-9;
  const names = [];
  for (const [view, property, windows] of tracks) {
    const matches = windows.some(([s, d]) => (!start || near(s, start.value)) && (!duration || near(d, duration.value)));
    if (matches && !names.includes(`${view}.${property}`)) names.push(`${view}.${property}`);
  }
  if (!names.length) return "animates nothing in this take";
  const shown = names.slice(0, 3).join(", ");
  return `animates ${shown}${names.length > 3 ? ` and ${names.length - 3} more` : ""}`;
}
