// The tsumego board: a problem (or a draft being drawn) shown on the shared Go board. The
// draft is plain data (size, stones, region, who moves, question) read from SGF through the
// Go core's parser and written back as SGF, so a half-drawn problem can still be shown.
import { createGoBoard } from './go-board.js';
import { addCss } from './board.js';

const CSS = `
.go-board.board-svg .vx.region { fill: var(--part-b, #2f7dd0); fill-opacity: 0.18; }
.go-board.board-svg .mark.key { stroke: var(--ok, #1f8a4c); stroke-width: 3.5; }
.go-board.board-svg .heat-text { font-weight: 700; }
`;

/**
 * @typedef {object} Draft
 * @property {number} w
 * @property {number} h
 * @property {number[]} stones 0 empty, 1 black, 2 white per point (row-major from the top)
 * @property {boolean[]} region
 * @property {string} pl '' | 'B' | 'W'
 * @property {string} comment
 */

/** An empty draft of n × n. @param {number} n @returns {Draft} */
export function emptyDraft(n) {
  return { w: n, h: n, stones: Array(n * n).fill(0), region: Array(n * n).fill(false), pl: 'B', comment: '' };
}

/**
 * A draft from SGF (throws the Go parser's error, `field` sgf): stones from the root's
 * setup, the region from its SQ marks.
 * @param {any} wasm @param {string} sgf @returns {Draft}
 */
export function draftOf(wasm, sgf) {
  const g = wasm.GoGame.fromSgf(sgf, 'psk', false, 'stones');
  try {
    const b = g.board();
    if (b.shape.kind !== 'grid') throw Object.assign(new Error('a problem needs a grid board'), { field: 'sgf' });
    const { w, h } = b.shape;
    const info = g.info();
    const region = Array(w * h).fill(false);
    for (const m of info.marks) if (m.kind === 'square') region[m.vertex] = true;
    const pl = /PL\[\s*([BW])/i.exec(sgf)?.[1]?.toUpperCase() ?? '';
    return { w, h, stones: [...g.stones()], region, pl, comment: info.comment ?? '' };
  } finally {
    g.free();
  }
}

/** SGF point letters of a vertex. @param {Draft} d @param {number} v */
const point = (d, v) => `[${String.fromCharCode(97 + (v % d.w))}${String.fromCharCode(97 + Math.floor(v / d.w))}]`;

/** The draft as SGF (root node only), as the core's Problem::to_sgf writes it. @param {Draft} d */
export function sgfOf(d) {
  const list = (/** @type {(v: number) => boolean} */ f) => d.stones.map((_, v) => v).filter(f).map((v) => point(d, v)).join('');
  let s = `(;GM[1]FF[4]SZ[${d.w === d.h ? d.w : `${d.w}:${d.h}`}]`;
  const ab = list((v) => d.stones[v] === 1);
  const aw = list((v) => d.stones[v] === 2);
  const sq = list((v) => d.region[v]);
  if (ab) s += `AB${ab}`;
  if (aw) s += `AW${aw}`;
  if (sq) s += `SQ${sq}`;
  if (d.pl) s += `PL[${d.pl}]`;
  if (d.comment) s += `C[${d.comment.replace(/\\/g, '\\\\').replace(/]/g, '\\]')}]`;
  return `${s})`;
}

/**
 * The board view: `show` takes what to draw; clicks come back as vertex numbers.
 * @param {HTMLElement} holder @param {any} wasm @param {(v: number) => void} [select]
 */
export function createTsumegoBoard(holder, wasm, select) {
  addCss(holder, 'tsumego-board', CSS);
  const view = createGoBoard(holder, { select, label: 'life-and-death problem' });
  /** @type {any} */
  let layout = null;
  let size = '';
  /** What go-board.js reads (it draws a GoGame; this is the same surface over plain data).
   * A new one per board size: go-board.js reads a game's board once. */
  const surface = () => ({
    board: () => layout,
    stones: () => stones,
    info: () => ({ marks: [], moves: [] }),
    chain: (/** @type {number} */ v) => chain(v),
    liberties: (/** @type {number} */ v) => {
      const libs = new Set();
      for (const u of chain(v)) for (const n of neighbours(u)) if (!stones[n]) libs.add(n);
      return [...libs];
    },
  });
  let shown = surface();
  /** @type {number[]} */
  let stones = [];
  /** @type {number[][]} */
  let adjacent = [];
  const neighbours = (/** @type {number} */ v) => adjacent[v];
  /** The chain through v (flood fill over same-coloured neighbours). @param {number} v */
  function chain(v) {
    const c = stones[v];
    const seen = new Set([v]);
    const todo = [v];
    while (todo.length) for (const n of neighbours(/** @type {number} */ (todo.pop()))) if (stones[n] === c && !seen.has(n)) { seen.add(n); todo.push(n); }
    return [...seen];
  }

  return {
    view,
    /** Point names (GTP) of the board shown. */
    names: () => view.names(),
    /**
     * Draws a position: stones, the region, the target (△), key moves (ringed), the status
     * after each legal move (tinted and lettered), the last move.
     * @param {{ w: number, h: number, stones: ArrayLike<number>, region: ArrayLike<number | boolean>, target?: number[],
     *   keys?: number[], children?: Array<{ vertex: number, text: string, good: boolean }>, last?: number }} p
     */
    show(p) {
      const key = `${p.w}x${p.h}`;
      if (key !== size) {
        size = key;
        layout = wasm.go_board(`grid:${key}`);
        adjacent = layout.points.map(() => []);
        for (const [a, b] of layout.edges) { adjacent[a].push(b); adjacent[b].push(a); }
        shown = surface();
      }
      stones = Array.from(p.stones);
      view.show(shown);
      /** @type {Record<number, { kind: string, class?: string }>} */
      const marks = {};
      for (const v of p.target ?? []) if (stones[v]) marks[v] = { kind: 'triangle' };
      for (const v of p.keys ?? []) marks[v] = { kind: 'circle', class: 'key' };
      if (p.last !== undefined && p.last >= 0 && stones[p.last] && !(p.last in marks)) marks[p.last] = { kind: 'circle', class: 'last' };
      /** @type {Record<number, string>} */
      const paint = {};
      for (let v = 0; v < p.region.length; v++) if (p.region[v]) paint[v] = 'region';
      /** @type {Record<number, { value: number, text: string }>} */
      const heat = {};
      for (const c of p.children ?? []) heat[c.vertex] = { value: c.good ? 0.55 : -0.45, text: c.text };
      view.board.set({ paint, heat, marks });
    },
    toSvg: () => view.toSvg(),
  };
}
