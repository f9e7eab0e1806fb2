// Forms jobs for the worker (see lib/worker.js): large instances run here, off the page.

export function check({ n, d, points }, progress, wasm) {
  return wasm.forms_check(n, d, points, 0, progress);
}

export function rank({ n, d, points }, progress, wasm) {
  return wasm.forms_rank(n, d, points, 0, progress);
}

export function hilbert({ n, maxD, points }, progress, wasm) {
  return wasm.forms_hilbert(n, maxD, points, 0, progress);
}

export function complete({ n, d, points }, progress, wasm) {
  return wasm.forms_complete(n, d, points, 0, progress);
}

export function construct({ n, d, basis }, progress, wasm) {
  return wasm.forms_construct(n, d, basis, 0);
}
