// Go jobs for the worker (see lib/worker.js): counting a board's positions and solving a small
// board exactly, both too long for the page's own thread on the larger boards.
import { playLine } from '../lib/go-line.js';

/** |C*| of a board, with the frontier's border-state figures. */
export function count({ board }, progress, wasm) {
  return wasm.go_count(board, progress);
}

/**
 * The exact value of a position under positional superko: the game is rebuilt from its board,
 * rules and line (the history matters), then solved under a node budget.
 */
export function solve({ board, scoring, komi, suicide, line, budget }, progress, wasm) {
  const g = new wasm.GoGame(board, 'psk', suicide, scoring, komi);
  try {
    const bad = playLine(g, line);
    if (bad) throw new Error(bad);
    return { ...g.solve(budget, progress), line };
  } finally {
    g.free();
  }
}
