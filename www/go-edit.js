// Drawing a Go board by hand: vertices and edges on a plain SVG canvas. Click empty space to
// add a vertex, click two vertices to join them (again to part them), drag to move; with
// "delete" on, a click removes a vertex or an edge. The result is the JSON form the core reads ({"vertices":[…],"edges":[…]}).
import { s } from './lib/svg.js';

const W = 480;
const H = 320;
const R = 11;

/** @param {HTMLElement} holder @param {HTMLElement} info @param {HTMLInputElement} deleting */
export function createGraphEditor(holder, info, deleting) {
  /** @type {Array<[number, number]>} */
  let pts = [[120, 160], [240, 90], [360, 160], [240, 230]];
  /** @type {Array<[number, number]>} */
  let edges = [[0, 1], [1, 2], [2, 3], [3, 0]];
  /** @type {number | null} */
  let picked = null;
  /** @type {{ v: number, moved: boolean } | null} */
  let drag = null;
  const svg = /** @type {SVGSVGElement} */ (s('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': 'graph editor', id: 'graph-editor' }));
  holder.append(svg);

  const local = (/** @type {PointerEvent | MouseEvent} */ e) => {
    const r = svg.getBoundingClientRect();
    return [((e.clientX - r.left) / r.width) * W, ((e.clientY - r.top) / r.height) * H];
  };
  const hit = (/** @type {number} */ x, /** @type {number} */ y) => {
    const i = pts.findIndex(([px, py]) => Math.hypot(px - x, py - y) <= R + 3);
    return i < 0 ? null : i;
  };
  const has = (/** @type {number} */ a, /** @type {number} */ b) => edges.findIndex(([p, q]) => (p === a && q === b) || (p === b && q === a));

  function draw() {
    svg.replaceChildren(
      ...edges.map(([a, b], i) => s('line', { x1: pts[a][0], y1: pts[a][1], x2: pts[b][0], y2: pts[b][1], class: 'ed-edge', 'data-edge': String(i) })),
      ...pts.flatMap(([x, y], i) => [
        s('circle', { cx: x, cy: y, r: R, class: `ed-v${picked === i ? ' picked' : ''}`, 'data-v': String(i) }),
        s('text', { x, y, class: 'ed-n' }, String(i)),
      ]),
    );
    info.textContent = `${pts.length} vertices, ${edges.length} edges${picked !== null ? `; vertex ${picked} picked: click another to join` : ''}`;
  }

  svg.addEventListener('pointerdown', (e) => {
    const [x, y] = local(e);
    const v = hit(x, y);
    if (v !== null) {
      drag = { v, moved: false };
      svg.setPointerCapture(e.pointerId);
    }
  });
  svg.addEventListener('pointermove', (e) => {
    if (!drag) return;
    const [x, y] = local(e);
    if (!drag.moved && Math.hypot(x - pts[drag.v][0], y - pts[drag.v][1]) < 4) return;
    drag.moved = true;
    pts[drag.v] = [Math.max(R, Math.min(W - R, x)), Math.max(R, Math.min(H - R, y))];
    draw();
  });
  svg.addEventListener('pointerup', (e) => {
    const [x, y] = local(e);
    const d = drag;
    drag = null;
    if (d?.moved) return;
    const v = d ? d.v : hit(x, y);
    const edge = /** @type {Element} */ (e.target).getAttribute?.('data-edge');
    if (deleting.checked) {
      if (v !== null) {
        pts.splice(v, 1);
        edges = edges.filter(([a, b]) => a !== v && b !== v).map(([a, b]) => [a > v ? a - 1 : a, b > v ? b - 1 : b]);
      } else if (edge !== null && edge !== undefined) {
        edges.splice(Number(edge), 1);
      }
      picked = null;
    } else if (v === null) {
      if (pts.length < 200) pts.push([x, y]);
      picked = null;
    } else if (picked === null) {
      picked = v;
    } else if (picked === v) {
      picked = null;
    } else {
      const i = has(picked, v);
      if (i >= 0) edges.splice(i, 1);
      else edges.push([picked, v]);
      picked = null;
    }
    draw();
  });
  draw();
  return {
    /** The board in the core's JSON form (coordinates in units of about one edge). */
    json() {
      const unit = 60;
      return JSON.stringify({
        vertices: pts.map(([x, y]) => ({ x: Math.round((x / unit) * 100) / 100, y: Math.round((y / unit) * 100) / 100 })),
        edges,
      });
    },
    clear() {
      pts = [];
      edges = [];
      picked = null;
      draw();
    },
  };
}
