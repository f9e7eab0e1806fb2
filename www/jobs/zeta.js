// Zeta jobs for the worker (see lib/worker.js).

/** 2^n random values, one transform timed alone (allocation and data are not counted). */
export function bigRun({ n, transform, seed }, progress, wasm) {
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
