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

/** The page's whole analysis of its points: the verdict, then the Hilbert function. */
export function analyse({ n, d, maxD, points }, progress, wasm) {
  const report = every(50, progress);
  const check = wasm.forms_check(n, d, points, 0, report);
  const hilbert = wasm.forms_hilbert(n, maxD, points, 0, report);
  return { check, hilbert };
}

/** Progress at most once per `ms`: the core reports often, and each message costs the page
 * a task. */
function every(ms, progress) {
  let last = -Infinity;
  return (done, total, stage) => {
    const now = performance.now();
    if (now - last < ms && done !== total) return;
    last = now;
    progress(done, total, stage);
  };
}
