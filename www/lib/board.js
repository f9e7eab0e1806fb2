// The board layer: one SVG board that knows no rules (after chessground and Shudan). The host
// says what is where and gets gestures back; legality, turns and meaning stay with the host.
//
//   const board = createBoard(container, {
//     geometry: { kind: 'squares', width: 9, height: 9 },          // or cells: [[x, y], …]
//     // geometry: { kind: 'vertices', points: [[x, y], …], edges: [[i, j], …], stars: [i] },
//     paint: { 3: 'cell' },            // classes on the point itself (filled cells, territory)
//     pieces: { 40: 'black' },         // drawn by drawPiece(spec, at) (default: disc or tile)
//     ghosts: { 41: 'white' },         // pieces drawn faint (a hint, a preview)
//     highlights: { 40: 'last' },      // outlines: 'selected', 'last', 'dest', 'hint', …
//     heat: { 12: 0.8, 13: { value: -0.4, text: '−3' } },   // −1…1: warm positive, cool negative
//     marks: { 5: 'triangle', 6: { kind: 'label', text: 'A' } },   // circle cross square triangle dot label
//     arrows: [{ from: 3, to: 12, class: 'best' }],
//     dimmed: { 7: 'suicide is not allowed' },    // faded, with the reason as a tooltip
//     input: { paint: true },          // or { drag: true | (id) => bool }; clicks always select;
//                                      // with drag, Space lifts a piece, arrows carry it, Space drops
//     events: { select(id, { keyboard }) {}, move(from, to) {}, paint(ids, phase) {}, hover(id) {}, focus(id) {} },
//     describe: (id) => 'row 2, column 3: filled',  // what the keyboard cursor announces
//     label: 'drawing grid',
//   });
//   board.set({ pieces: { … } });      // any subset of the config; layers are replaced whole
//   board.toSvg();                      // a clean copy for "download SVG" (no cursor, no ghost)
//
// Pieces are keyed by id and spec: unchanged ones keep their elements; ones that leave fade out.
//
// Point ids: see board-geometry.js. Layers are objects or Maps from id to a value; a layer
// set to null or {} is empty. The host's classes (say 'cell', 'part-a') are styled by the
// host's CSS; BOARD_CSS (board-css.js) styles what the board itself draws.
import { s } from './svg.js';
import { UNIT, geometry } from './board-geometry.js';
import { attachInput } from './board-input.js';
import { BOARD_CSS } from './board-css.js';

export { BOARD_CSS };

/**
 * @template T
 * @typedef {Record<number, T> | Map<number, T> | null | undefined} Layer
 */
/** @typedef {{ kind: string, text?: string, class?: string }} Mark */
/** @typedef {{ value: number, text?: string }} Heat */
/** @typedef {{ from: number, to: number, class?: string }} Arrow */
/**
 * @typedef {object} BoardEvents
 * @property {(id: number, info: { keyboard: boolean }) => void} [select] click, tap, Space, Enter
 * @property {(from: number, to: number) => void} [move] a piece dragged onto another point
 * @property {(from: number, at: { clientX: number, clientY: number }) => void} [dropOut] a piece
 *   dragged off the board and let go (the host decides: a hand, a bin, nothing)
 * @property {(ids: number[], phase: 'start' | 'move' | 'end') => void} [paint] a paint stroke:
 *   the first point, then every point crossed (none skipped), then the end
 * @property {(id: number | null) => void} [hover]
 * @property {(id: number) => void} [focus] the keyboard cursor moved
 */
/**
 * @typedef {object} BoardConfig
 * @property {import('./board-geometry.js').GeometrySpec} [geometry]
 * @property {Layer<string>} [paint]
 * @property {Layer<any>} [pieces]
 * @property {Layer<any>} [ghosts]
 * @property {Layer<string>} [highlights]
 * @property {Layer<number | Heat>} [heat]
 * @property {Layer<string | Mark>} [marks]
 * @property {Arrow[]} [arrows]
 * @property {Layer<string>} [dimmed]
 * @property {(spec: any, at: { id: number, cx: number, cy: number, size: number, kind: string }) => SVGElement} [drawPiece]
 * @property {{ drag?: boolean | ((id: number) => boolean), paint?: boolean, keyboard?: boolean }} [input]
 * @property {BoardEvents} [events]
 * @property {number | null} [focus] the keyboard cursor's point
 * @property {boolean} [busy] ignore input (a solver is thinking)
 * @property {string} [label] the board's accessible name
 * @property {(id: number) => string} [describe] what the cursor announces at a point
 * @property {{ columns?: string[], rows?: string[], sides?: Array<'top' | 'bottom' | 'left' | 'right'> }} [coordinates]
 *   column and row labels, on the sides named (default above and left)
 * @property {{ x0: number, y0: number, x1: number, y1: number } | null} [view] show only the
 *   points with x0 ≤ x ≤ x1 and y0 ≤ y ≤ y1 (a corner of a Go board); lines run on to the edge
 * @property {number | null} [cellPx] pixels per cell; null: as wide as the container allows
 * @property {string} [id] the SVG element's id
 * @property {string} [className] extra classes on the SVG element
 * @property {HTMLElement} [status] live region for announcements (default: the board's own)
 */
/** @typedef {Required<Pick<BoardConfig, 'input' | 'events'>> & BoardConfig} BoardState */


let boards = 0; // for ids unique in a document (arrow markers)

/**
 * Adds a style sheet once to the document or shadow root that holds node (boards live in
 * pages and in custom elements' shadow roots alike). A board built in a detached holder
 * carries the sheet with it, so it still applies wherever the holder is put later.
 * @param {Node} node @param {string} name @param {string} css
 */
export function addCss(node, name, css) {
  const root = node.getRootNode();
  const holder = root instanceof Document ? document.head : /** @type {ShadowRoot | Element} */ (root);
  if (holder.querySelector(`style[data-css="${name}"]`)) return;
  const style = document.createElement('style');
  style.dataset.css = name;
  style.textContent = css;
  holder.prepend(style);
}

/** @template T @param {Layer<T>} layer @returns {Array<[number, T]>} */
function entries(layer) {
  if (!layer) return [];
  if (layer instanceof Map) return [...layer];
  return Object.entries(layer).map(([k, v]) => [Number(k), v]);
}

const LAYERS = ['heat', 'paint', 'highlights', 'pieces', 'ghosts', 'marks', 'arrows', 'dimmed'];

/**
 * A board in container (appended). @param {HTMLElement} container @param {BoardConfig} config
 */
export function createBoard(container, config = {}) {
  const serial = ++boards;
  /** @type {BoardState} */
  const state = { input: {}, events: {}, focus: null, geometry: { kind: 'squares', width: 1, height: 1 }, ...config };
  let geo = geometry(/** @type {any} */ (state.geometry));
  const svg = /** @type {SVGSVGElement} */ (s('svg', { class: 'board-svg', tabindex: 0, role: 'application', 'aria-roledescription': 'board' }));
  const status = /** @type {HTMLElement} */ (state.status ?? document.createElement('span'));
  if (!state.status) {
    status.className = 'board-status';
    status.setAttribute('aria-live', 'polite');
  }
  container.append(svg);
  if (!state.status) container.append(status);
  addCss(svg, 'board', BOARD_CSS);

  /** @type {Record<string, SVGGElement>} */
  const g = {};
  /** @type {SVGElement[]} the point's own element (square or vertex hit area), by id */
  let base = [];
  /** @type {Map<number, { sig: string, el: SVGElement }>} */
  let drawnPieces = new Map();
  let ring = /** @type {SVGElement} */ (s('rect'));

  const unit = () => geo.size;
  const sig = (/** @type {any} */ spec) => (typeof spec === 'string' ? spec : JSON.stringify(spec));

  /** The default piece: a tile on squares, a stone on vertices. */
  function defaultPiece(/** @type {any} */ spec, /** @type {{ cx: number, cy: number, size: number, kind: string }} */ at) {
    const cls = typeof spec === 'string' ? spec : spec?.class ?? '';
    if (at.kind === 'squares') {
      const d = at.size - 6;
      return s('rect', { x: at.cx - d / 2, y: at.cy - d / 2, width: d, height: d, rx: 4, class: `piece ${cls}`.trim() });
    }
    return s('circle', { cx: at.cx, cy: at.cy, r: at.size * 0.46, class: `stone ${cls}`.trim() });
  }
  function piece(/** @type {any} */ spec, /** @type {number} */ id) {
    const p = geo.points[id];
    const at = { id, cx: p.cx, cy: p.cy, size: unit(), kind: geo.kind };
    const el = (state.drawPiece ?? defaultPiece)(spec, at) ?? defaultPiece(spec, at);
    el.setAttribute('data-id', String(id));
    return el;
  }
  /** A shape the size of a point: a square's rect or a vertex's circle. */
  function spot(/** @type {number} */ id, /** @type {string} */ cls, inset = 1.5) {
    const p = geo.points[id];
    if (geo.kind === 'squares') return s('rect', { x: p.cx - unit() / 2 + inset, y: p.cy - unit() / 2 + inset, width: unit() - 2 * inset, height: unit() - 2 * inset, rx: 4, class: cls });
    return s('circle', { cx: p.cx, cy: p.cy, r: unit() / 2 - inset, class: cls });
  }

  /** Whether point `id` is drawn: on the board, and inside `state.view` if there is one. */
  function shown(/** @type {number} */ id) {
    const p = geo.points[id];
    const v = state.view;
    return Boolean(p) && (!v || (p.x >= v.x0 && p.x <= v.x1 && p.y >= v.y0 && p.y <= v.y1));
  }

  /** The keyboard cursor stays on a point drawn: a view moves it to its first point. */
  function keepFocusShown() {
    if (shown(state.focus ?? 0)) return;
    const first = geo.points.find((p) => shown(p.id));
    if (first) state.focus = first.id;
  }

  /** The part of the drawing shown: the whole board, or the points of `state.view`. */
  function viewRegion() {
    if (!state.view) return geo.box;
    const inside = geo.points.filter((p) => shown(p.id));
    if (!inside.length) return geo.box;
    const half = unit() / 2;
    const x = Math.min(...inside.map((p) => p.cx)) - half;
    const y = Math.min(...inside.map((p) => p.cy)) - half;
    return { x, y, width: Math.max(...inside.map((p) => p.cx)) + half - x, height: Math.max(...inside.map((p) => p.cy)) + half - y };
  }

  function build() {
    const box = viewRegion();
    const m = unit() * 0.7;
    const sides = state.coordinates ? state.coordinates.sides ?? ['top', 'left'] : [];
    const pad = { top: 0, bottom: 0, left: 0, right: 0 };
    for (const side of sides) pad[side] = m;
    const width = box.width + pad.left + pad.right;
    const height = box.height + pad.top + pad.bottom;
    svg.setAttribute('viewBox', `${box.x - pad.left} ${box.y - pad.top} ${width} ${height}`);
    if (state.cellPx) {
      svg.setAttribute('width', String((width * state.cellPx) / UNIT));
      svg.setAttribute('height', String((height * state.cellPx) / UNIT));
    } else {
      svg.removeAttribute('width');
      svg.removeAttribute('height');
    }
    svg.replaceChildren();
    const defs = s('defs', {}, s('marker', { id: `board-${serial}-head`, viewBox: '0 0 10 10', refX: 6, refY: 5, markerWidth: 3.2, markerHeight: 3.2, orient: 'auto-start-reverse' }, s('path', { d: 'M0 0L10 5L0 10z', class: 'arrow-head' })));
    // A view shows part of the board: what lies beyond it (grid lines, stones) is cut at
    // half a point past its last line, as a diagram of a corner is drawn, clear of the labels.
    const clip = state.view ? { 'clip-path': `url(#board-${serial}-view)` } : {};
    if (state.view) defs.append(s('clipPath', { id: `board-${serial}-view` }, s('rect', { x: box.x, y: box.y, width: box.width, height: box.height })));
    const grid = s('g', { class: 'board-base', ...clip });
    if (geo.kind === 'vertices') {
      for (const [i, j] of geo.edges) {
        const a = geo.points[i];
        const b = geo.points[j];
        if (a && b) grid.append(s('line', { x1: a.cx, y1: a.cy, x2: b.cx, y2: b.cy, class: 'edge' }));
      }
      for (const i of geo.stars) if (geo.points[i]) grid.append(s('circle', { cx: geo.points[i].cx, cy: geo.points[i].cy, r: 3.2, class: 'star' }));
    }
    base = geo.points.map((p) => {
      const el = geo.kind === 'squares' ? spot(p.id, 'sq') : s('circle', { cx: p.cx, cy: p.cy, r: unit() / 2, class: 'vx' });
      el.setAttribute('data-id', String(p.id));
      el.setAttribute('data-x', String(p.x));
      el.setAttribute('data-y', String(p.y));
      return el;
    });
    grid.append(...base);
    svg.append(defs, grid);
    if (state.coordinates) {
      const coords = s('g', { class: 'board-coords', 'aria-hidden': 'true' });
      const inView = (/** @type {number} */ centre, /** @type {number} */ lo, /** @type {number} */ hi) => centre > lo && centre < hi;
      (state.coordinates.columns ?? []).forEach((t, x) => {
        if (!inView((x + 0.5) * unit(), box.x, box.x + box.width)) return;
        if (pad.top) coords.append(s('text', { x: (x + 0.5) * unit(), y: box.y - pad.top / 2, class: 'coord' }, t));
        if (pad.bottom) coords.append(s('text', { x: (x + 0.5) * unit(), y: box.y + box.height + pad.bottom / 2, class: 'coord' }, t));
      });
      (state.coordinates.rows ?? []).forEach((t, y) => {
        if (!inView((y + 0.5) * unit(), box.y, box.y + box.height)) return;
        if (pad.left) coords.append(s('text', { x: box.x - pad.left / 2, y: (y + 0.5) * unit(), class: 'coord' }, t));
        if (pad.right) coords.append(s('text', { x: box.x + box.width + pad.right / 2, y: (y + 0.5) * unit(), class: 'coord' }, t));
      });
      svg.append(coords);
    }
    g.fading = /** @type {SVGGElement} */ (s('g', { class: 'board-fading', 'pointer-events': 'none', ...clip }));
    svg.append(g.fading);
    for (const name of LAYERS) {
      if (name === 'paint') continue; // paint is classes on the base elements
      g[name] = /** @type {SVGGElement} */ (s('g', { class: `board-${name}`, 'pointer-events': 'none', ...clip }));
      svg.append(g[name]);
    }
    g.drag = /** @type {SVGGElement} */ (s('g', { class: 'board-drag', 'pointer-events': 'none' }));
    ring = geo.points.length ? spot(0, 'focus-ring', 1) : s('rect', { class: 'focus-ring' });
    ring.setAttribute('pointer-events', 'none');
    svg.append(g.drag, ring);
    drawnPieces = new Map();
    for (const name of LAYERS) draw(name);
    placeFocus();
  }

  /** @param {string} name */
  function draw(name) {
    const ok = (/** @type {number} */ id) => id >= 0 && id < geo.points.length;
    if (name === 'paint' || name === 'dimmed') {
      const paint = new Map(entries(state.paint).filter(([id]) => ok(id)));
      const dim = new Map(entries(state.dimmed).filter(([id]) => ok(id)));
      base.forEach((el, id) => {
        const cls = `${geo.kind === 'squares' ? 'sq' : 'vx'} ${paint.get(id) ?? ''}${dim.has(id) ? ' dim' : ''}`.trim().replace(/\s+/g, ' ');
        if (el.getAttribute('class') !== cls) el.setAttribute('class', cls);
        const reason = dim.get(id);
        const title = el.querySelector('title');
        if (reason && title?.textContent !== reason) el.replaceChildren(s('title', {}, reason));
        else if (!reason && title) title.remove();
      });
      if (name === 'dimmed') g.dimmed.replaceChildren(...[...dim.keys()].map((id) => spot(id, 'dim-veil', 0)));
      return;
    }
    if (name === 'pieces') {
      // Keyed: unchanged pieces keep their elements (and any running transition).
      const next = new Map();
      for (const [id, spec] of entries(state.pieces)) {
        if (!ok(id) || spec === null || spec === undefined || spec === false) continue;
        const key = sig(spec);
        const old = drawnPieces.get(id);
        next.set(id, old && old.sig === key ? old : { sig: key, el: piece(spec, id) });
      }
      // Pieces that leave (a capture, a move's origin) fade out rather than vanish.
      for (const [id, old] of drawnPieces) {
        if (next.get(id) === old) continue;
        old.el.classList.add('fading');
        g.fading.append(old.el);
        setTimeout(() => old.el.remove(), 240);
      }
      drawnPieces = next;
      g.pieces.replaceChildren(...[...next.values()].map((p) => p.el));
      return;
    }
    const out = [];
    if (name === 'ghosts') {
      for (const [id, spec] of entries(state.ghosts)) {
        if (!ok(id)) continue;
        const el = piece(spec, id);
        el.classList.add('ghost');
        out.push(el);
      }
    } else if (name === 'highlights') {
      for (const [id, cls] of entries(state.highlights)) if (ok(id)) out.push(spot(id, `hl ${cls}`, 2.5));
    } else if (name === 'heat') {
      for (const [id, h] of entries(state.heat)) {
        if (!ok(id)) continue;
        const { value, text } = typeof h === 'number' ? { value: h, text: undefined } : h;
        const el = spot(id, `heat ${value < 0 ? 'neg' : 'pos'}`, 1);
        el.setAttribute('fill-opacity', String(Math.min(1, Math.abs(value)) * 0.75));
        out.push(el);
        if (text !== undefined) out.push(s('text', { x: geo.points[id].cx, y: geo.points[id].cy, class: 'heat-text' }, text));
      }
    } else if (name === 'marks') {
      for (const [id, m] of entries(state.marks)) if (ok(id)) out.push(mark(id, typeof m === 'string' ? { kind: m } : m));
    } else if (name === 'arrows') {
      for (const a of state.arrows ?? []) {
        const p = geo.points[a.from];
        const q = geo.points[a.to];
        if (!p || !q || a.from === a.to) continue;
        // Stop short of the target's centre so the head does not hide what is there.
        const len = Math.hypot(q.cx - p.cx, q.cy - p.cy);
        const k = (len - unit() * 0.3) / len;
        out.push(s('line', { x1: p.cx, y1: p.cy, x2: p.cx + (q.cx - p.cx) * k, y2: p.cy + (q.cy - p.cy) * k, class: `arrow ${a.class ?? ''}`.trim(), 'marker-end': arrowHead(a.class) }));
      }
    }
    g[name].replaceChildren(...out);
  }

  /** The marker for an arrow: one per arrow class, so a host can colour heads like shafts
   *  (`.arrow-head.<class>`). @param {string} [cls] */
  function arrowHead(cls) {
    if (!cls) return `url(#board-${serial}-head)`;
    const id = `board-${serial}-head-${cls.replace(/[^\w-]/g, '_')}`;
    if (!svg.querySelector(`marker#${id}`)) {
      svg.querySelector('defs')?.append(s('marker', { id, viewBox: '0 0 10 10', refX: 6, refY: 5, markerWidth: 3.2, markerHeight: 3.2, orient: 'auto-start-reverse' }, s('path', { d: 'M0 0L10 5L0 10z', class: `arrow-head ${cls}` })));
    }
    return `url(#${id})`;
  }

  /** @param {number} id @param {Mark} m */
  function mark(id, m) {
    const { cx, cy } = geo.points[id];
    const r = unit() * 0.22;
    const cls = `mark ${m.kind} ${m.class ?? ''}`.trim();
    if (m.kind === 'circle') return s('circle', { cx, cy, r, class: cls });
    if (m.kind === 'dot') return s('circle', { cx, cy, r: r * 0.45, class: cls });
    if (m.kind === 'square') return s('rect', { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r, class: cls });
    if (m.kind === 'triangle') return s('path', { d: `M${cx} ${cy - r * 1.1}L${cx + r} ${cy + r * 0.7}L${cx - r} ${cy + r * 0.7}z`, class: cls });
    if (m.kind === 'cross') return s('path', { d: `M${cx - r} ${cy - r}L${cx + r} ${cy + r}M${cx + r} ${cy - r}L${cx - r} ${cy + r}`, class: cls });
    return s('text', { x: cx, y: cy, class: `mark-text ${m.class ?? ''}`.trim() }, m.text ?? '');
  }

  function placeFocus() {
    const p = geo.points[state.focus ?? 0];
    ring.setAttribute('visibility', p ? 'visible' : 'hidden');
    if (!p) return;
    if (ring.tagName === 'rect') {
      ring.setAttribute('x', String(p.cx - unit() / 2 + 1));
      ring.setAttribute('y', String(p.cy - unit() / 2 + 1));
    } else {
      ring.setAttribute('cx', String(p.cx));
      ring.setAttribute('cy', String(p.cy));
    }
  }

  function announce(/** @type {number} */ id) {
    const p = geo.points[id];
    if (!p) return;
    status.textContent = state.describe ? state.describe(id) : geo.kind === 'squares' ? `row ${p.y + 1}, column ${p.x + 1}` : `point ${id + 1}`;
  }

  function applyChrome() {
    svg.setAttribute('aria-label', state.label ?? 'board');
    if (state.id) svg.id = state.id;
    const touch = state.input.paint || state.input.drag ? 'touch-none' : 'touch-some';
    svg.setAttribute('class', `board-svg ${touch} ${state.className ?? ''}${svg.classList.contains('kbd') ? ' kbd' : ''}`.trim());
    svg.toggleAttribute('aria-busy', !!state.busy);
  }

  const board = {
    svg,
    status,
    /** The current state (read only: change it through set). */
    get state() {
      return state;
    },
    /** The geometry in use (point ids ↔ coordinates). */
    get geometry() {
      return geo;
    },
    /** Changes any part of the config; only what changed is redrawn. @param {BoardConfig} patch */
    set(patch) {
      const rebuild = patch.geometry && geometry(patch.geometry).key !== geo.key;
      Object.assign(state, patch);
      if (patch.geometry) geo = geometry(patch.geometry);
      if (state.focus !== null && state.focus !== undefined && !geo.points[state.focus]) state.focus = 0;
      keepFocusShown();
      applyChrome();
      if (rebuild || patch.coordinates !== undefined || patch.view !== undefined || patch.cellPx !== undefined || patch.drawPiece) {
        build();
        return board;
      }
      for (const name of LAYERS) if (name in patch) draw(name);
      if ('focus' in patch) placeFocus();
      return board;
    },
    /** Moves the keyboard cursor (and the browser's focus to the board). @param {number} id */
    focus(id = state.focus ?? 0) {
      state.focus = id;
      placeFocus();
      svg.focus({ preventScroll: true });
    },
    /** A clean, detached copy of the drawing for "download SVG". @returns {SVGSVGElement} */
    toSvg() {
      const copy = /** @type {SVGSVGElement} */ (svg.cloneNode(true));
      copy.querySelectorAll('.focus-ring, .board-drag, .board-fading').forEach((el) => el.remove());
      for (const a of ['tabindex', 'aria-roledescription', 'aria-busy']) copy.removeAttribute(a);
      copy.setAttribute('role', 'img');
      if (!copy.getAttribute('width')) {
        const vb = svg.viewBox.baseVal;
        copy.setAttribute('width', String(vb.width));
        copy.setAttribute('height', String(vb.height));
      }
      return copy;
    },
    /** The point under client (page viewport) coordinates, for drags that start elsewhere
     *  (a palette). @param {number} clientX @param {number} clientY @returns {number | null} */
    pointAt(clientX, clientY) {
      const ctm = svg.getScreenCTM();
      if (!ctm) return null;
      const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
      return geo.at(p.x, p.y);
    },
    /** Removes the board from the page. */
    destroy() {
      svg.remove();
      if (!state.status) status.remove();
    },
  };

  attachInput({
    svg,
    state: () => state,
    geo: () => geo,
    emit(name, ...args) {
      /** @type {any} */ (state.events)[name]?.(...args);
    },
    moveFocus(id, keyboard) {
      // Arrows stop at the edge of a view, as at the board's.
      if (!shown(id)) return;
      if (id === state.focus && !keyboard) return;
      state.focus = id;
      placeFocus();
      if (!keyboard) return;
      state.events.focus?.(id);
      announce(id);
    },
    pieceAt: (id) => drawnPieces.get(id)?.el ?? null,
    showLifted(id) {
      g.drag.replaceChildren(...(id !== null && geo.points[id] ? [spot(id, 'hl lifted', 2.5)] : []));
    },
    showDrag(ghost, target) {
      for (const p of drawnPieces.values()) p.el.classList.remove('dragging');
      if (!ghost) {
        g.drag.replaceChildren();
        return;
      }
      const from = ghost.getAttribute('data-id');
      drawnPieces.get(Number(from))?.el.classList.add('dragging');
      g.drag.replaceChildren(...(target !== null ? [spot(target, 'hl drop', 2.5)] : []), ghost);
    },
  });

  applyChrome();
  build();
  return board;
}

