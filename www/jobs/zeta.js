// Zeta jobs for the worker (see lib/worker.js).

const warm = new Set(); // transforms already run in this worker (each has its own code)

/** 2^n random values, one transform timed alone (allocation and data are not counted). */
export function bigRun({ n, transform, seed }, progress, wasm) {
  if (!warm.has(transform)) {
    // A fresh worker runs baseline-compiled wasm until the engine has optimised the hot
    // loops in the background (a call in progress keeps its code); small runs for a
    // moment first keep that out of the figure shown.
    const w = wasm.ZetaBuffer.random(16, 1);
    const start = performance.now();
    while (performance.now() - start < 200) w.apply(transform, null);
    w.free();
    warm.add(transform);
  }
  const buffer = wasm.ZetaBuffer.random(n, seed);
  try {
    const t0 = performance.now();
    buffer.apply(transform, progress);
    const ms = performance.now() - t0;
    return { n, transform, ms, nsPerElementBit: (ms * 1e6) / (n * 2 ** n), checksum: buffer.checksum(), head: buffer.head(8) };
  } finally {
    buffer.free();
  }
}
