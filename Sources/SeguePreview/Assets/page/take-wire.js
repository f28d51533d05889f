// The server's messages as they come over the wire (and as the offline page embeds them):
// a large one packed (PackedMessage: zlib in base64, unpacked here by the browser's own
// DecompressionStream), a take's frames after its first as what changed (FrameDeltas, made
// whole again here). Every message goes to `receive` in the order it came, whole.

let wireQueue = Promise.resolve();

// Hands `message` to `receive` once every message before it has been. A message that cannot
// be read is said over the stage; an error in handling one surfaces as the page's own error.
function receiveWire(message) {
  wireQueue = wireQueue.then(async () => {
    let whole;
    try {
      whole = wholeFrames(message && message.type === "packed" ? await unpack(message) : message);
    } catch (error) {
      showError({ context: "message", message: `a message from segue could not be read: ${error.message}` });
      return;
    }
    try { receive(whole); } catch (error) { setTimeout(() => { throw error; }); }
  });
  return wireQueue;
}

// The message a packed one holds.
async function unpack(message) {
  const bytes = base64Bytes(message.zlib);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
  const text = await new Response(stream).text();
  return JSON.parse(text);
}

function base64Bytes(text) {
  if (typeof Uint8Array.fromBase64 === "function") return Uint8Array.fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// A take (or baseline) message with every frame's `views` whole: a frame sent as `changes`
// is the frame before with those fields replaced. Entries and arrays nothing changed in are
// shared with the frame before (the page never writes into a frame).
function wholeFrames(message) {
  if (!message || (message.type !== "take" && message.type !== "baseline") || !Array.isArray(message.frames)) return message;
  let previous = null;
  for (const frame of message.frames) {
    if (frame.changes) {
      if (!previous) throw new Error("a take's first frame came as changes");
      const views = previous.views.slice();
      for (const change of frame.changes) {
        const index = change[0];
        if (!views[index]) throw new Error(`a frame changes view ${index}, which the frame before does not have`);
        const entry = views[index].slice();
        for (let i = 1; i + 1 < change.length; i += 2) {
          const place = change[i], value = change[i + 1];
          if (place >= 0) { entry[place] = value; continue; }
          const field = -place - 1, array = entry[field].slice();
          for (let j = 0; j + 1 < value.length; j += 2) array[value[j]] = value[j + 1];
          entry[field] = array;
        }
        views[index] = entry;
      }
      frame.views = views;
      delete frame.changes;
    }
    previous = frame;
  }
  return message;
}
