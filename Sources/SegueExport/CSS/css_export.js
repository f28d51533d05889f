// Holds the page at a time: ?t=SECONDS pauses every animation at that time (the motion
// itself is CSS; this only seeks it). segueSeek(seconds) does the same for a test harness.
// A click on the stage plays the take again from its start.
"use strict";
function segueSeek(seconds) {
  for (const animation of document.getAnimations()) {
    animation.pause();
    animation.currentTime = seconds * 1000;
  }
}
(function () {
  const held = new URLSearchParams(location.search).get("t");
  if (held !== null && held !== "" && Number.isFinite(Number(held))) segueSeek(Number(held));
  document.getElementById("stage").addEventListener("click", () => {
    for (const animation of document.getAnimations()) {
      animation.currentTime = 0;
      animation.play();
    }
  });
})();
