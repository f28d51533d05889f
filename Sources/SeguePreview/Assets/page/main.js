// Starts the page: every other file of the page has been read by now.

bindInput();
bindCompare();
observeLayout();
readAddressState();
const embedded = document.getElementById("segue-embedded");
if (embedded) playEmbedded(embedded); else connect();
requestAnimationFrame(tick);
