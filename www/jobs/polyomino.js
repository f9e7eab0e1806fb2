// Polyomino jobs for the worker (see lib/worker.js).

export function count({ n }, progress, wasm) {
  return wasm.polyomino_count(n, progress);
}

export function list({ n }, progress, wasm) {
  return wasm.polyomino_list(n, progress);
}

/** The page's analysis of a big shape, off the main thread. */
export function analyze({ text }, progress, wasm) {
  return wasm.polyomino_analyze(text);
}
