// ---- The request buttons follow the scene -------------------------------------------------

// Every take says which transitions can play from where it leaves the scene (`requests`:
// each name with null or the container's reason, RequestChoices on the server): the others
// are disabled, the reason on hover — after the opening present, dismiss is offered and
// present is not.
function offerRequests(choices) {
  for (const { name, refusal } of choices) {
    const button = document.querySelector(`#requests button[data-request="${CSS.escape(name)}"]`);
    if (!button) continue;
    button.disabled = refusal !== null;
    button.title = refusal === null ? `Play ${name} from where the scene stands` : `Not now: ${refusal}`;
    if (refusal === null) button.removeAttribute("data-refusal"); else button.dataset.refusal = refusal;
  }
}

// The scene refused a request (a shortcut or an address asked for what cannot play from where
// it stands): said as a refusal, not as a script's error; the take stays as it was, and the
// next take clears it.
function showRefusal(message) {
  state.error = message;
  $("error-title").textContent = "Refused — the scene cannot play that now; the take stays as it was";
  $("error-message").textContent = message.message;
  $("error").hidden = false;
  $("error").classList.add("refusal");
  appendLog({ t: 0, kind: "error", text: message.message });
}
