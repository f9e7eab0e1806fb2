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
 * The part of a large board a problem needs, as a view "A19:H12" (go-board.js `frame`), or ''
 * for the whole board: the region and the points next to it (its walls) with a line to
 * spare, widened to the board's edge where that is within two lines, so that an edge
 * shown is the board's own. Boards up to 9 lines each way, and problems that fill most of
 * a board, are shown whole.
 * @param {{ w: number, h: number, region: ArrayLike<number | boolean> }} p @param {string[]} names
 */
export function problemView({ w, h, region }, names) {
  if (w <= 9 && h <= 9) return '';
  let [x0, y0, x1, y1] = [w, h, -1, -1];
  for (let v = 0; v < w * h; v++) {
    if (!region[v]) continue;
    const x = v % w;
    const y = Math.floor(v / w);
    x0 = Math.min(x0, x - 2); x1 = Math.max(x1, x + 2);
    y0 = Math.min(y0, y - 2); y1 = Math.max(y1, y + 2);
  }
  if (x1 < 0) return '';
  // Within two lines of an edge: to the edge.
  [x0, y0] = [x0 <= 2 ? 0 : x0, y0 <= 2 ? 0 : y0];
  [x1, y1] = [x1 >= w - 3 ? w - 1 : x1, y1 >= h - 3 ? h - 1 : y1];
  if (x1 - x0 + 1 >= w - 2 && y1 - y0 + 1 >= h - 2) return '';
  return `${names[y0 * w + x0]}:${names[y1 * w + x1]}`;
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
  /** @type {string | null} the view framed on the board drawn (null: none yet) */
  let framed = null;
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
     * `view`: the part of the board shown, as go-board.js `frame` takes it ('' the whole; by
     * default the part the problem needs, `problemView`).
     * @param {{ w: number, h: number, stones: ArrayLike<number>, region: ArrayLike<number | boolean>, target?: number[],
     *   keys?: number[], children?: Array<{ vertex: number, text: string, good: boolean }>, last?: number, view?: string }} p
     */
    show(p) {
      const key = `${p.w}x${p.h}`;
      if (key !== size) {
        size = key;
        layout = wasm.go_board(`grid:${key}`);
        adjacent = layout.points.map(() => []);
        for (const [a, b] of layout.edges) { adjacent[a].push(b); adjacent[b].push(a); }
        shown = surface();
        framed = null;
      }
      stones = Array.from(p.stones);
      view.show(shown);
      const part = p.view ?? problemView(p, layout.names);
      if (part !== framed) {
        view.frame({ view: part });
        framed = part;
      }
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
