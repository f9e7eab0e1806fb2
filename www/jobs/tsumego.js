// Tsumego jobs for the worker (see lib/worker.js). The job module keeps one TsumegoSolver
// per problem and rules for the life of its worker, so the analyses of a line's positions
// share the solver's table, and so do a second try with a larger budget (it goes on from
// what the first found) and the page's second step (every move's status after the key
// moves); a different problem or rules replaces it.

/** @type {{ key: string, solver: any } | null} */
let held = null;

/**
 * The status, key moves, line and children after `line` (move names) from the problem.
 * options: { region, live, first, ko, pass, superko, approach, budget } as TsumegoSolver takes them.
 * @param {{ sgf: string, options: Record<string, any>, line: string[] }} args
 */
export function analyse({ sgf, options, line }, progress, wasm) {
  const { budget, children, ...rules } = options;
  const key = JSON.stringify([sgf, rules]);
  if (held?.key !== key) {
    held?.solver.free();
    held = null;
    held = { key, solver: new wasm.TsumegoSolver(sgf, options) };
  }
  const s = held.solver;
  s.setBudget(budget);
  s.setChildren(children);
  while (s.undo()) {
    // back to the problem's position
  }
  for (const mv of line) s.play(mv);
  return s.analyse(progress);
}
