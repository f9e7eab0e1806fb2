// Godomachi jobs for the worker (see lib/worker.js). The job module owns one solver handle
// per rule set for the life of its worker, so a game's positions share the solver's table.

/** @type {Map<boolean, any>} */
const solvers = new Map();

/** @param {any} wasm @param {boolean} half */
function solver(wasm, half) {
  if (!solvers.has(half)) solvers.set(half, new wasm.GodomachiSolver(half));
  return solvers.get(half);
}

export function solve({ a, b, half, all }, progress, wasm) {
  return solver(wasm, half).solve(a, b, all, progress);
}

export function match({ n, half }, progress, wasm) {
  return solver(wasm, half).wholeMatch(n, progress);
}
