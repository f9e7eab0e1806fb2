// The Go board every Go page and element draws with: a GoGame (the wasm handle) shown on the
// rules-free board layer. Grids get grid lines, star points and A–T / 1–19 coordinates;
// other graphs their edges and vertices. Stones, the last move, markup, illegal points dimmed
// with the reason, and the hovered chain with its liberties.
import { createBoard, addCss } from './board.js';

export { playLine } from './go-line.js';

// Two classes, so that the wood's dark ink wins over the board layer's theme colours
// whichever style comes first (a custom element adds the board layer's after this).
export const GO_CSS = `
.go-board.board-svg .edge { stroke: #3a2f22; opacity: 0.9; stroke-width: 1.1; }
.go-board.board-svg .star { fill: #3a2f22; }
.go-board.board-svg { background: var(--go-wood, #e3bf74); border-radius: 6px; }
.go-board.board-svg .coord { fill: #3a2f22; }
.go-board.board-svg.graph .star { r: 4.5; }
.go-board.board-svg .hl.chain { stroke: var(--part-b, #2f7dd0); stroke-width: 3; }
.go-board.board-svg .hl.liberty { stroke: var(--ok, #1f8a4c); stroke-dasharray: 4 3; stroke-width: 2.5; }
.go-board.board-svg .dim-veil { fill: #e3bf74; opacity: 0.55; }
.go-board.board-svg .mark { stroke: var(--accent, #d0452f); }
.go-board.board-svg .mark-text { font-weight: 700; }
.go-board.board-svg .mark.last { stroke-width: 2; }
`;

const REASONS = ['', 'occupied', 'suicide: the stone\'s chain would have no liberty',
  'ko: retaking at once repeats the position before the last move',
  'superko: this would repeat an earlier position', 'the game is over (two passes in a row)', 'off the board'];
export const REASON_NAMES = ['', 'occupied', 'suicide', 'ko', 'superko', 'over', 'off-board'];

/** Star points of the usual grids. @param {number} w @param {number} h */
function stars(w, h) {
  if (w !== h || w < 7) return [];
  const e = w >= 13 ? 3 : 2;
  const c = (w - 1) / 2;
  const lines = w % 2 === 1 && w >= 13 ? [e, c, w - 1 - e] : [e, w - 1 - e];
  const points = lines.flatMap((y) => lines.map((x) => y * w + x));
  // Small odd boards: the four corners' points and the centre.
  if (w % 2 === 1 && w < 13) points.push(c * w + c);
  return points;
}

/**
 * The board layer's geometry for a go_board() / GoGame.board() description; graph drawings are
 * scaled so that the closest two vertices are one unit apart (stones then never overlap).
 * @param {any} info
 */
export function goGeometry(info) {
  let points = /** @type {Array<[number, number]>} */ (info.points);
  const grid = info.shape.kind === 'grid' ? info.shape : null;
  if (!grid && points.length > 1) {
    let min = Infinity;
    const n = Math.min(points.length, 700);
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
      const d = Math.hypot(points[i][0] - points[j][0], points[i][1] - points[j][1]);
      if (d > 1e-9) min = Math.min(min, d);
    }
    const k = 1.15 / min;
    const x0 = Math.min(...points.map((p) => p[0]));
    const y0 = Math.min(...points.map((p) => p[1]));
    points = points.map(([x, y]) => [(x - x0) * k, (y - y0) * k]);
  }
  return {
    geometry: { kind: /** @type {'vertices'} */ ('vertices'), points, edges: info.edges, stars: grid ? stars(grid.w, grid.h) : points.map((_, i) => i) },
    coordinates: grid ? {
      columns: Array.from({ length: grid.w }, (_, x) => info.names[x].replace(/\d+$/, '')),
      rows: Array.from({ length: grid.h }, (_, y) => String(grid.h - y)),
    } : undefined,
  };
}

/**
 * A Go board in `holder`.
 * @param {HTMLElement} holder
 * @param {{ label?: string, select?: (v: number) => void, hover?: (v: number | null) => void, coordinates?: boolean }} options
 */
export function createGoBoard(holder, { label = 'Go board', select, hover, coordinates = true } = {}) {
  /** What part of the board is shown and where its labels go (see `frame`). */
  let framing = { view: '', sides: /** @type {Array<'top' | 'bottom' | 'left' | 'right'> | undefined} */ (undefined) };
  addCss(holder, 'go-board', GO_CSS);
  /** @type {any} */
  let game = null;
  /** @type {any} */
  let info = null;
  /** @type {number | null} */
  let hovered = null;
  const board = createBoard(holder, {
    geometry: { kind: 'vertices', points: [[0, 0]] },
    className: 'go-board',
    label,
    events: {
      select: (id) => select?.(id),
      hover: (id) => {
        hovered = id;
        highlight();
        hover?.(id);
      },
    },
    describe: (id) => describe(id),
  });

  const describe = (/** @type {number} */ id) => {
    if (!game) return '';
    const s = game.stones()[id];
    const name = info?.names[id] ?? String(id);
    return `${name}: ${s === 1 ? 'black stone' : s === 2 ? 'white stone' : 'empty'}`;
  };

  /** A view "A19:K10" as point ranges of the drawing, or null for the whole board. @param {string} text */
  function viewOf(text) {
    if (!text || !info) return null;
    const m = /^\s*([A-Za-z]+\d+)\s*[:\-]\s*([A-Za-z]+\d+)\s*$/.exec(text);
    if (!m) throw new Error(`view: write two corner points such as A19:K10, not \`${text.slice(0, 40)}\``);
    const index = new Map(info.names.map((/** @type {string} */ n, /** @type {number} */ v) => [n.toUpperCase(), v]));
    const corners = [m[1], m[2]].map((name) => {
      const v = index.get(name.toUpperCase());
      if (v === undefined) throw new Error(`view: ${name} is not a point of this board`);
      return info.points[v];
    });
    const [[ax, ay], [bx, by]] = corners;
    return { x0: Math.min(ax, bx), x1: Math.max(ax, bx), y0: Math.min(ay, by), y1: Math.max(ay, by) };
  }

  /** The hovered chain and its liberties. @param {Uint8Array} [stones] */
  function chainOf(stones = game?.stones()) {
    /** @type {Record<number, string>} */
    const hl = {};
    if (game && stones && hovered !== null && stones[hovered]) {
      for (const v of game.chain(hovered)) hl[v] = 'chain';
      for (const v of game.liberties(hovered)) hl[v] = 'liberty';
    }
    return hl;
  }

  function highlight() {
    board.set({ highlights: chainOf() });
  }

  return {
    board,
    /**
     * Shows a game. `options.stones` overrides what is drawn (an earlier position);
     * `options.dim` dims illegal points with their reasons.
     * `options.info`: g.info() if the caller has it already (it costs a few milliseconds on long games).
     * `options.ownership`: empty points tinted by who owns them under area scoring (warm: Black, cool: White).
     * `options.values`: a value per point (heat and a label), such as a solver's move values; it replaces the ownership tint.
     * @param {any} g @param {{ stones?: Uint8Array, dim?: boolean, numbers?: boolean, ownership?: boolean, ghost?: { vertex: number, color: string } | null, info?: any, values?: Record<number, { value: number, text: string }> | null }} [options]
     */
    show(g, options = {}) {
      const fresh = g !== game || !info;
      game = g;
      // A GoGame's board never changes, so its drawing is read once per game.
      if (fresh) {
        info = g.board();
        const geo = goGeometry(info);
        // Small boards at a comfortable size rather than the container's full width.
        const span = Math.max(...geo.geometry.points.map((p) => Math.max(p[0], p[1]))) + 1;
        let view = null;
        try {
          view = viewOf(framing.view);
        } catch {
          framing.view = ''; // a view of the previous board; this one is shown whole
        }
        board.set({ geometry: geo.geometry, coordinates: coordinates ? { ...geo.coordinates, sides: framing.sides } : undefined,
          view, cellPx: span < 12 ? 46 : null, className: info.shape.kind === 'grid' ? 'go-board' : 'go-board graph' });
      }
      const stones = options.stones ?? g.stones();
      /** @type {Record<number, string>} */
      const pieces = {};
      stones.forEach((/** @type {number} */ s, /** @type {number} */ v) => { if (s) pieces[v] = s === 1 ? 'black' : 'white'; });
      const state = options.info ?? g.info();
      /** @type {Record<number, any>} */
      const marks = {};
      if (!options.stones) {
        for (const m of state.marks) {
          marks[m.vertex] = m.kind === 'label' ? { kind: 'label', text: m.text } : m.kind;
        }
        const last = state.moves[state.moves.length - 1];
        if (last && last.vertex >= 0 && stones[last.vertex] && !(last.vertex in marks)) marks[last.vertex] = { kind: 'circle', class: 'last' };
        if (options.numbers) {
          state.moves.forEach((/** @type {any} */ m, /** @type {number} */ i) => {
            if (m.vertex >= 0 && stones[m.vertex]) marks[m.vertex] = { kind: 'label', text: String(i + 1), class: m.color };
          });
        }
      }
      /** @type {Record<number, string>} */
      const dimmed = {};
      if (options.dim && !options.stones) {
        const legal = g.legal();
        legal.forEach((/** @type {number} */ r, /** @type {number} */ v) => { if (r > 1 && !stones[v]) dimmed[v] = REASONS[r]; });
      }
      /** @type {Record<number, number>} */
      const heat = {};
      if (options.values && !options.stones) {
        Object.assign(heat, options.values);
      } else if (options.ownership && !options.stones) {
        g.ownership().forEach((/** @type {number} */ o, /** @type {number} */ v) => { if (o && !stones[v]) heat[v] = o * 0.7; });
      }
      board.set({ pieces, marks, dimmed, heat, ghosts: options.ghost ? { [options.ghost.vertex]: options.ghost.color } : {}, highlights: options.stones ? {} : chainOf(stones) });
    },
    /**
     * Which part of a grid board is shown and where the coordinates go: `view` is two
     * corner points such as "A19:K10" (empty: the whole board; throws for a point not on the
     * board), `sides` any of top, bottom, left, right (default top and left).
     * @param {{ view?: string, sides?: Array<'top' | 'bottom' | 'left' | 'right'> }} spec
     */
    frame(spec) {
      const next = { ...framing, ...spec };
      const view = viewOf(next.view ?? ''); // throws before anything changes
      framing = next;
      if (!info) return;
      board.set({ view, coordinates: coordinates ? { ...goGeometry(info).coordinates, sides: framing.sides } : undefined });
    },
    /** The point names (GTP on grids). */
    names: () => info?.names ?? [],
    toSvg: () => board.toSvg(),
  };
}
