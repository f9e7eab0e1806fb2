// Godomachi jobs for the worker (see lib/worker.js). The worker's wasm instance keeps one
// solver per rule set, so a game's positions share its table.

export function solve({ a, b, half, all }, progress, wasm) {
  return wasm.godo_solve(a, b, half, all, progress);
}

export function match({ n, half }, progress, wasm) {
  return wasm.godo_match(n, half, progress);
}
