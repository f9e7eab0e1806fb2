// A shogi board on the shared board layer: 9 × 9 squares, files 9…1 left to right and ranks
// 一…九 top to bottom (seen from Sente; `flipped` turns it round). The core numbers squares
// (file − 1) * 9 + (rank − 1); the board layer numbers points y * 9 + x. This module converts
// and draws pieces; rules stay in Rust.
import { createBoard, addCss } from './board.js';
import { pieceSvg, PIECE_CSS } from './shogi-pieces.js';

const FILES = ['9', '8', '7', '6', '5', '4', '3', '2', '1'];
const RANKS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const RANK_LETTERS = 'abcdefghi';

export const SHOGI_BOARD_CSS = `${PIECE_CSS}
.shogi-board .sq { fill: #e9c98a; stroke: #7a5a26; stroke-width: 1; }
.shogi-board .heat { mix-blend-mode: multiply; }
.shogi-board .heat.pos { fill: #d0452f; }
.shogi-board .heat.neg { fill: #2f7dd0; }
.shogi-board .heat-text { font-size: 9px; fill: #1d232b; }
.shogi-board .arrow.sente { stroke: #c2410c; } .shogi-board .arrow-head.sente { fill: #c2410c; }
.shogi-board .arrow.gote { stroke: #1d4ed8; } .shogi-board .arrow-head.gote { fill: #1d4ed8; }
.shogi-board .arrow.pin { stroke: #7c3aed; stroke-dasharray: 6 4; } .shogi-board .arrow-head.pin { fill: #7c3aed; }
.shogi-board .hl.check { stroke: #b3261e; stroke-width: 4; }
.shogi-board .hl.target { stroke: #6d4ad0; stroke-width: 3.5; }
.shogi-board .mark.hanging { stroke: #b3261e; stroke-width: 2.5; }
.shogi-board .mark.pinned { stroke: #7c3aed; }
`;

/** Core square index → board point id. @param {number} sq @param {boolean} flipped */
export function pointOf(sq, flipped) {
  const file = Math.floor(sq / 9) + 1;
  const rank = (sq % 9) + 1;
  let x = 9 - file;
  let y = rank - 1;
  if (flipped) [x, y] = [8 - x, 8 - y];
  return y * 9 + x;
}

/** Board point id → core square index. @param {number} id @param {boolean} flipped */
export function squareOf(id, flipped) {
  let x = id % 9;
  let y = Math.floor(id / 9);
  if (flipped) [x, y] = [8 - x, 8 - y];
  return (8 - x) * 9 + y;
}

/** '7g' for a core index. @param {number} sq */
export function squareName(sq) {
  return `${Math.floor(sq / 9) + 1}${RANK_LETTERS[sq % 9]}`;
}

/** Core index of '7g', or -1. @param {string} name */
export function squareIndex(name) {
  const m = /^([1-9])([a-i])$/.exec(name ?? '');
  return m ? (Number(m[1]) - 1) * 9 + RANK_LETTERS.indexOf(m[2]) : -1;
}

/**
 * @param {HTMLElement} container
 * @param {{ label?: string, events?: any, input?: any, id?: string, cellPx?: number | null }} opts
 */
export function createShogiBoard(container, opts = {}) {
  addCss(container, 'shogi-board', SHOGI_BOARD_CSS);
  let flipped = false;
  let letters = false;
  const coordinates = () => ({ columns: flipped ? [...FILES].reverse() : FILES, rows: flipped ? [...RANKS].reverse() : RANKS });
  const board = createBoard(container, {
    geometry: { kind: 'squares', width: 9, height: 9 },
    className: 'shogi-board',
    label: opts.label ?? 'shogi board',
    coordinates: coordinates(),
    cellPx: opts.cellPx ?? null,
    id: opts.id,
    input: opts.input ?? { drag: true },
    events: opts.events ?? {},
    drawPiece: (spec, at) => pieceSvg(spec, at, { letters, flipped }),
    describe: (id) => {
      const sq = squareOf(id, flipped);
      const p = view.pieces[sq];
      return `${squareName(sq)}${p ? `: ${p}` : ': empty'}`;
    },
  });
  /** Per core square: SFEN piece or ''. */
  const view = { pieces: /** @type {string[]} */ (Array(81).fill('')), key: '' };
  const toPoints = (/** @type {Record<number, any>} */ layer) => {
    /** @type {Record<number, any>} */
    const out = {};
    for (const [sq, v] of Object.entries(layer ?? {})) out[pointOf(Number(sq), flipped)] = v;
    return out;
  };
  return {
    board,
    get flipped() {
      return flipped;
    },
    /**
     * Draws a position; every layer is keyed by core square index.
     * @param {{ pieces: string[], flipped?: boolean, letters?: boolean, heat?: Record<number, any>,
     *   highlights?: Record<number, string>, marks?: Record<number, any>, arrows?: Array<{ from: number, to: number, class?: string }> }} v
     */
    draw(v) {
      const orientation = (v.flipped ?? flipped) !== flipped || (v.letters ?? letters) !== letters;
      flipped = v.flipped ?? flipped;
      letters = v.letters ?? letters;
      view.pieces = v.pieces;
      /** @type {Record<number, string>} */
      const pieces = {};
      v.pieces.forEach((p, sq) => {
        if (p) pieces[pointOf(sq, flipped)] = p;
      });
      // The pieces layer is the costliest to rebuild: only when a piece moved.
      const key = v.pieces.join(',');
      const same = key === view.key && !orientation;
      view.key = key;
      const patch = {
        ...(same ? {} : { pieces }),
        heat: toPoints(v.heat ?? {}),
        highlights: toPoints(v.highlights ?? {}),
        marks: toPoints(v.marks ?? {}),
        arrows: (v.arrows ?? []).map((a) => ({ ...a, from: pointOf(a.from, flipped), to: pointOf(a.to, flipped) })),
      };
      if (orientation) board.set({ coordinates: coordinates(), drawPiece: (spec, at) => pieceSvg(spec, at, { letters, flipped }), ...patch });
      else board.set(patch);
    },
    squareAt: (/** @type {number} */ clientX, /** @type {number} */ clientY) => {
      const id = board.pointAt(clientX, clientY);
      return id === null ? null : squareOf(id, flipped);
    },
  };
}
