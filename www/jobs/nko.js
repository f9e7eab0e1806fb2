// n-ko jobs for the worker (see lib/worker.js): every reading against the article's claims
// solves about a hundred tables, too long for the page's own thread.

export function readings({ maxN }, progress, wasm) {
  return wasm.nko_readings(maxN, progress);
}
