// The one polyomino editor, for the workbench page and <asobiba-polyomino editable>: a grid
// of squares on the board layer. A stroke (click, tap, mouse or finger drag) fills or erases,
// decided by its first square; arrow keys move the cursor, Space or Enter toggles. The grid
// grows by a square wherever the drawing touches its edge. The host may veto edits (the
// element keeps its shape connected) and marks squares (stray pieces, a cut's two parts).
import { createBoard, addCss } from './board.js';
import { UNIT } from './board-geometry.js';

const CSS = `
.poly-editor .sq { cursor: crosshair; transition: fill 0.08s ease-out; }
.poly-editor .sq:hover { stroke: var(--accent, #d0452f); }
.poly-editor .sq.cell { fill: var(--cell, #3b4b5e); stroke: none; }
.poly-editor .sq.cell.bad { fill: var(--error, #b3261e); }
.poly-editor .sq.cell.part-a { fill: var(--part-a, #d0452f); }
.poly-editor .sq.cell.part-b { fill: var(--part-b, #2f7dd0); }
`;

/** @typedef {[number, number]} Cell */
/**
 * @typedef {object} EditorOptions
 * @property {string} [id] the SVG's id
 * @property {string} [className] extra classes on the SVG
 * @property {string} [label] accessible name
 * @property {HTMLElement} [status] live region for announcements
 * @property {number | null} [cellPx] fixed pixels per square; null: fluid up to fluidPx per square
 * @property {number} [fluidPx] the largest square when fluid (default 44)
 * @property {number} [minGrid] (default 3)
 * @property {number} [maxGrid] (default 64)
 * @property {(cells: Cell[]) => string | null} [accept] a refusal message for an edit, or null
 * @property {(editor: PolyominoEditor, source: 'draw' | 'stroke' | 'key') => void} [onChange]
 *   'draw' for each square of a stroke, 'stroke' at its end, 'key' for a keyboard toggle
 * @property {(message: string) => void} [onRefuse]
 */

const key = (/** @type {number} */ x, /** @type {number} */ y) => `${x},${y}`;
const unkey = (/** @type {string} */ k) => /** @type {Cell} */ (k.split(',').map(Number));

/** The box of some cells, or null. @param {Cell[]} cells */
export function bounds(cells) {
  if (cells.length === 0) return null;
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const [x, y] of cells) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, w: maxX - minX + 1, h: maxY - minY + 1 };
}

/** Cells in notation (rows of # and . joined by /), cropped. @param {Cell[]} cells */
export function notationOf(cells) {
  const b = bounds(cells);
  if (!b) return '';
  const rows = Array.from({ length: b.h }, () => Array(b.w).fill('.'));
  for (const [x, y] of cells) rows[y - b.minY][x - b.minX] = '#';
  return rows.map((r) => r.join('')).join('/');
}

/** @typedef {ReturnType<typeof createPolyominoEditor>} PolyominoEditor */

/** @param {HTMLElement} container @param {EditorOptions} options */
export function createPolyominoEditor(container, options = {}) {
  const { minGrid = 3, maxGrid = 64, fluidPx = 44, accept = null, onChange = () => {}, onRefuse = () => {} } = options;
  let w = 8;
  let h = 8;
  let cells = new Set();
  let bad = new Set();
  /** @type {Set<string> | null} */
  let preview = null;
  let mode = true; // the stroke fills (true) or erases
  let stroking = false;
  const idOf = (/** @type {number} */ x, /** @type {number} */ y) => y * w + x;
  const at = (/** @type {number} */ id) => /** @type {Cell} */ ([id % w, Math.floor(id / w)]);

  const board = createBoard(container, {
    id: options.id,
    className: `poly-editor ${options.className ?? ''}`.trim(),
    label: options.label ?? 'drawing grid',
    status: options.status,
    cellPx: options.cellPx ?? null,
    geometry: { kind: 'squares', width: w, height: h },
    input: { paint: true },
    focus: 0,
    describe: (id) => {
      const [x, y] = at(id);
      return `row ${y + 1}, column ${x + 1}: ${cells.has(key(x, y)) ? 'filled' : 'empty'}`;
    },
    events: {
      paint(ids, phase) {
        if (phase === 'start') {
          stroking = true;
          mode = !cells.has(key(...at(ids[0])));
        }
        if (phase === 'end') {
          stroking = false;
          growToFit();
          redraw();
          onChange(editor, 'stroke');
          return;
        }
        let any = false;
        for (const id of ids) any = set(at(id), mode) || any;
        if (any) {
          preview = null;
          redraw();
          onChange(editor, 'draw');
        }
      },
      select(id, { keyboard }) {
        if (!keyboard) return; // pointer presses are paint strokes
        const c = at(id);
        if (!set(c, !cells.has(key(...c)))) {
          board.status.textContent = lastRefusal;
          return;
        }
        preview = null;
        growToFit();
        redraw();
        board.status.textContent = board.state.describe?.(board.state.focus ?? 0) ?? '';
        onChange(editor, 'key');
      },
    },
  });
  addCss(board.svg, 'poly-editor', CSS);
  let lastRefusal = '';

  /** Fills or erases one square, if the host accepts; true if something changed. */
  function set(/** @type {Cell} */ [x, y], /** @type {boolean} */ on) {
    const k = key(x, y);
    if (cells.has(k) === on) return false;
    const next = new Set(cells);
    if (on) next.add(k);
    else next.delete(k);
    if (accept) {
      const refusal = accept([...next].map(unkey));
      if (refusal) {
        lastRefusal = refusal;
        onRefuse(refusal);
        return false;
      }
    }
    cells = next;
    return true;
  }

  function redraw() {
    const geometryChanged = board.geometry.box.width !== w * UNIT || board.geometry.box.height !== h * UNIT;
    /** @type {Record<number, string>} */
    const paint = {};
    for (const k of cells) {
      const [x, y] = unkey(k);
      if (x >= w || y >= h) continue;
      let cls = 'cell';
      if (bad.has(k)) cls += ' bad';
      if (preview) cls += preview.has(k) ? ' part-a' : ' part-b';
      paint[idOf(x, y)] = cls;
    }
    if (geometryChanged) board.set({ geometry: { kind: 'squares', width: w, height: h }, paint, focus: Math.min(board.state.focus ?? 0, w * h - 1) });
    else board.set({ paint });
    if (!options.cellPx) {
      board.svg.style.width = '100%';
      board.svg.style.maxWidth = `${Math.min(w * fluidPx, 640)}px`;
    }
  }

  /** Grows the grid by a square on each side the drawing touches, so there is room to go on. */
  function growToFit() {
    const list = [...cells].map(unkey);
    if (list.length === 0) return;
    let dx = 0;
    let dy = 0;
    let nw = w;
    let nh = h;
    if (list.some(([x]) => x === 0) && nw < maxGrid) (dx = 1), (nw += 1);
    if (list.some(([x]) => x === w - 1) && nw < maxGrid) nw += 1;
    if (list.some(([, y]) => y === 0) && nh < maxGrid) (dy = 1), (nh += 1);
    if (list.some(([, y]) => y === h - 1) && nh < maxGrid) nh += 1;
    const [fx, fy] = at(board.state.focus ?? 0);
    cells = new Set(list.map(([x, y]) => key(x + dx, y + dy)));
    bad = new Set([...bad].map(unkey).map(([x, y]) => key(x + dx, y + dy)));
    w = nw;
    h = nh;
    board.state.focus = idOf(Math.min(fx + dx, w - 1), Math.min(fy + dy, h - 1));
  }

  const editor = {
    board,
    /** The filled squares in grid coordinates. */
    get cells() {
      return [...cells].map(unkey);
    },
    get notation() {
      return notationOf(editor.cells);
    },
    get width() {
      return w;
    },
    get height() {
      return h;
    },
    /** A pointer stroke is going on. */
    get stroking() {
      return stroking;
    },
    /** The cursor's square. @returns {Cell} */
    get cursor() {
      return at(board.state.focus ?? 0);
    },
    /**
     * Replaces the drawing by cells (any position), one square in from the top-left corner;
     * the grid is at least `floor` squares (default: keep the current size) and fits a margin.
     * @param {Cell[]} list @param {{ floor?: [number, number] }} [opts]
     */
    load(list, { floor = [w, h] } = {}) {
      const b = bounds(list);
      bad = new Set();
      preview = null;
      const [fx, fy] = at(board.state.focus ?? 0);
      if (!b) {
        cells = new Set();
        w = Math.max(minGrid, Math.min(floor[0], maxGrid));
        h = Math.max(minGrid, Math.min(floor[1], maxGrid));
      } else {
        w = Math.max(minGrid, b.w + 2, Math.min(floor[0], maxGrid));
        h = Math.max(minGrid, b.h + 2, Math.min(floor[1], maxGrid));
        cells = new Set(list.map(([x, y]) => key(x - b.minX + 1, y - b.minY + 1)));
      }
      board.state.focus = idOf(Math.min(fx, w - 1), Math.min(fy, h - 1));
      redraw();
    },
    /** Sets the grid's size, sliding the drawing back inside an edge that would cut it. @param {number} nw @param {number} nh */
    resize(nw, nh) {
      const list = editor.cells;
      const b = bounds(list);
      let sx = 0;
      let sy = 0;
      if (b) {
        sx = Math.max(0, b.minX + b.w - nw);
        sy = Math.max(0, b.minY + b.h - nh);
      }
      cells = new Set(list.map(([x, y]) => key(x - sx, y - sy)));
      const [fx, fy] = at(board.state.focus ?? 0);
      w = nw;
      h = nh;
      board.state.focus = idOf(Math.min(fx, w - 1), Math.min(fy, h - 1));
      redraw();
    },
    /** Crops the grid to the drawing and a margin of one square. */
    fit() {
      const list = editor.cells;
      if (list.length === 0) editor.load([], { floor: [8, 8] });
      else {
        w = 0;
        h = 0;
        editor.load(list, { floor: [0, 0] });
      }
    },
    /** A quarter turn clockwise: (x, y) → (h − 1 − y, x) in the shape's own box. */
    rotate() {
      const b = bounds(editor.cells);
      if (b) editor.load(editor.cells.map(([x, y]) => [b.h - 1 - (y - b.minY), x - b.minX]));
    },
    mirror() {
      const b = bounds(editor.cells);
      if (b) editor.load(editor.cells.map(([x, y]) => [b.w - 1 - (x - b.minX), y]));
    },
    clear() {
      cells = new Set();
      bad = new Set();
      preview = null;
      redraw();
    },
    /**
     * Marks squares: `bad` (stray pieces), `preview` (part a of a cut; the other cells are
     * part b; null ends the preview). Cells in grid coordinates.
     * @param {{ bad?: Cell[], preview?: Cell[] | null }} marks
     */
    mark({ bad: stray, preview: part }) {
      if (stray) bad = new Set(stray.map(([x, y]) => key(x, y)));
      if (part !== undefined) preview = part ? new Set(part.map(([x, y]) => key(x, y))) : null;
      redraw();
    },
    /** Focuses the grid for the keyboard. */
    focus() {
      board.focus();
    },
  };
  redraw();
  return editor;
}
