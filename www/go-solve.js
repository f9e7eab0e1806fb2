// Counting and solving on the Go page: |C*| of the board in a worker (frontier figures shown),
// the exact value of a small board's position under positional superko in a worker with a
// node budget, every legal move's value on the board, the principal variation to step
// through, and the solver as an opponent. Solutions are kept per line (the history matters
// under superko); a solved line also answers every position along its principal variation.
import { h, replace, duration } from './lib/ui.js';

/** Black's margin as people say it. @param {number} v */
export const margin = (v) => (v > 0 ? `Black by ${v}` : v < 0 ? `White by ${-v}` : 'a draw');
const signed = (/** @type {number} */ v) => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');

/**
 * @param {{ page: any, game: () => any, spec: () => string, act: (f: () => void, edits?: boolean) => void, redraw: () => void }} host
 *   `game()` the GoGame shown, `spec()` its board as `GoGame` takes it, `act(f)` changes the
 *   game as a step of the page (URL, history, drawing), `redraw()` draws again.
 */
export function createSolvePanel({ page, game, spec, act, redraw }) {
  const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
  /** @type {Map<string, any>} solutions by rules and line; `moves` null when only the value and line are known */
  const solved = new Map();
  /** @type {{ key: string, line: string, pv: any[] } | null} the position solved last on request */
  let anchor = null;
  /** @type {string | null} the key being solved */
  let pending = null;
  let note = '';

  const rules = () => {
    const s = page.state;
    return { board: spec(), scoring: s.scoring, komi: Number(s.komi) || 0, suicide: s.suicide === '1' };
  };
  const keyOf = (/** @type {string} */ line) => JSON.stringify({ ...rules(), line });
  const lineOf = () => game().lineMoves();
  const current = () => solved.get(keyOf(lineOf()));
  const budget = () => {
    const n = Math.round(Number($('budget').value));
    return Number.isFinite(n) && n >= 1000 ? Math.min(n, 1e9) : 5_000_000;
  };

  /** Keeps a solution, and what it says about the positions along its line. @param {any} r */
  function keep(r) {
    const base = r.line;
    solved.set(keyOf(base), r);
    let line = base;
    for (let i = 0; i + 1 < r.pv.length; i++) {
      line = `${line} ${r.pv[i].move}`.trim();
      const k = keyOf(line);
      if (!solved.get(k)?.moves) solved.set(k, { value: r.value, pv: r.pv.slice(i + 1), moves: null, nodes: 0, line });
    }
  }

  /** Solves the position shown (unless known); resolves to its solution, or null. @param {boolean} [asked] */
  async function solveHere(asked = false) {
    const line = lineOf();
    const key = keyOf(line);
    const known = solved.get(key);
    if (known && (known.moves || !asked)) return known;
    if (pending === key) return null;
    pending = key;
    note = '';
    try {
      // `r.ms`: the search's own time, which the worker measures.
      const r = await page.run('solve', 'go.solve', { ...rules(), line, budget: budget() }, { progress: $('solve-progress'), label: 'solving…', budgetMs: 600_000 });
      keep(r);
      return r;
    } catch (e) {
      const err = /** @type {any} */ (e);
      note = err.kind === 'cancelled' ? 'Cancelled.'
        : /budget/.test(err.message) ? `The solver could not finish this position within its budget of ${budget().toLocaleString('en')} nodes, so it gives no answer (it never guesses). Raise the budget, or choose a smaller board.`
          : err.message;
      return null;
    } finally {
      if (pending === key) pending = null;
      show();
      redraw();
    }
  }

  /** The solver's move when it is its turn. */
  async function answer() {
    const g = game();
    const side = $('opponent').value;
    if (!side || g.info().over) return;
    if (g.info().to_move !== side) return;
    const line = lineOf();
    const r = await solveHere();
    if (!r || lineOf() !== line || game() !== g || !r.pv.length) return;
    act(() => g.play(r.pv[0].vertex), true);
  }

  /** Where the shown line is along the anchor's principal variation (−1: off it). */
  function along() {
    if (!anchor || keyOf(anchor.line) !== anchor.key) return -1;
    const line = lineOf();
    let l = anchor.line;
    for (let k = 0; k <= anchor.pv.length; k++) {
      if (l === line) return k;
      if (k < anchor.pv.length) l = `${l} ${anchor.pv[k].move}`.trim();
    }
    return -1;
  }

  function show() {
    const r = current();
    const out = $('solve-result');
    if (!r) {
      out.textContent = note;
    } else {
      const how = `${page.state.scoring === 'area' ? 'area' : 'stone'} scoring, komi ${rules().komi}`;
      const said = margin(r.value);
      const parts = [`${said[0].toUpperCase()}${said.slice(1)} with perfect play (${how}, positional superko).`];
      if (r.moves) {
        const pass = r.moves.find((/** @type {any} */ m) => m.vertex < 0);
        const best = r.moves.filter((/** @type {any} */ m) => m.value === r.value).map((/** @type {any} */ m) => m.move);
        parts.push(`Searched ${r.nodes.toLocaleString('en')} nodes${r.ms !== undefined ? ` in ${duration(r.ms)}` : ''}.`);
        if (best.length) parts.push(`Best: ${best.join(', ')}.`);
        if (pass) parts.push(`Pass: ${signed(pass.value)}.`);
      } else {
        parts.push('(Known from the principal variation of a solved position.)');
      }
      out.textContent = `${parts.join(' ')}${note ? ` ${note}` : ''}`;
    }
    const k = along();
    $('pv-bar').hidden = k < 0;
    if (k >= 0 && anchor) {
      replace($('pv-moves'), ...anchor.pv.map((/** @type {any} */ m, /** @type {number} */ i) =>
        h('span', { class: i === k - 1 ? 'pv-move current' : 'pv-move' }, `${m.move}`)));
      /** @type {HTMLButtonElement} */ ($('pv-prev')).disabled = k === 0;
      /** @type {HTMLButtonElement} */ ($('pv-next')).disabled = k === anchor.pv.length;
      $('pv-step').textContent = `${k} / ${anchor.pv.length}`;
    }
  }

  $('solve').addEventListener('click', async () => {
    note = '';
    const line = lineOf();
    const r = await solveHere(true);
    if (r && lineOf() === line) anchor = { key: keyOf(line), line, pv: r.pv };
    show();
  });
  $('pv-next').addEventListener('click', () => {
    const k = along();
    if (anchor && k >= 0 && k < anchor.pv.length) {
      const v = anchor.pv[k].vertex;
      act(() => game().play(v), true);
    }
  });
  $('pv-prev').addEventListener('click', () => {
    if (along() > 0) act(() => game().undo());
  });
  $('opponent').addEventListener('change', () => answer());
  $('values').addEventListener('change', redraw);
  $('count').addEventListener('click', async () => {
    $('count-result').textContent = '';
    const board = spec();
    try {
      const r = await page.run('count', 'go.count', { board }, { progress: $('count-progress'), label: 'counting…', budgetMs: 900_000 });
      if (spec() !== board) return; // the board changed meanwhile
      const c = r.count;
      $('count-result').textContent = `${c.positions.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} positions (every chain with a liberty) on ${c.vertices} vertices. `
        + `Frontier width ${c.width}; at most ${c.max_states.toLocaleString('en')} border states at once, ${c.total_states.toLocaleString('en')} in all; ${duration(r.ms)}.`;
      $('count-result').dataset.positions = c.positions;
      $('count-result').dataset.board = board;
    } catch (e) {
      const err = /** @type {any} */ (e);
      $('count-result').textContent = err.kind === 'cancelled' ? 'Cancelled.' : err.message;
    }
  });

  return {
    /** Every legal move's value on the board (heat with Black's margin), or null. */
    values() {
      const r = current();
      if (!r?.moves || !/** @type {HTMLInputElement} */ ($('values')).checked) return null;
      const black = game().info().to_move === 'black';
      const mine = (/** @type {number} */ v) => (black ? v : -v);
      const best = Math.max(...r.moves.map((/** @type {any} */ m) => mine(m.value)));
      const worst = Math.min(...r.moves.map((/** @type {any} */ m) => mine(m.value)));
      /** @type {Record<number, { value: number, text: string }>} */
      const heat = {};
      for (const m of r.moves) {
        if (m.vertex < 0) continue;
        const d = best - mine(m.value);
        heat[m.vertex] = { value: d === 0 ? 0.9 : -Math.max(0.25, d / Math.max(1, best - worst)), text: signed(m.value) };
      }
      return heat;
    },
    /** Whether the position shown is solved (every move's value known). */
    solvedHere: () => Boolean(current()?.moves),
    /** After every change of the position: the text, solving along a solved line, the solver's reply. */
    changed() {
      note = '';
      // A count belongs to its board.
      if ($('count-result').dataset.board !== spec()) {
        $('count-result').textContent = '';
        delete $('count-result').dataset.board;
        delete $('count-result').dataset.positions;
      }
      show();
      const k = along();
      if (k >= 0 && !current()?.moves && /** @type {HTMLInputElement} */ ($('values')).checked) solveHere(true).then(() => answer());
      else answer();
    },
  };
}
