// Where the points of a board are: square cells (polyominoes, shogi, Godomachi shapes) or
// vertices with coordinates and edges (Go on any graph, grid Go). The board layer draws and
// hit-tests through this; it knows nothing of any game.
//
// Every point has a numeric id. Squares: with `cells` the id is the index in that list (a
// Godomachi shape), otherwise y * width + x over the full rectangle. Vertices: the index in
// `points`. Coordinates are in cells; the drawing uses UNIT viewBox units per cell.

/** viewBox units per cell or per unit of vertex coordinates. */
export const UNIT = 32;

/**
 * @typedef {{ kind: 'squares', width?: number, height?: number, cells?: Array<[number, number]> }} SquaresSpec
 * @typedef {{ kind: 'vertices', points: Array<[number, number]>, edges?: Array<[number, number]>, stars?: number[] }} VerticesSpec
 * @typedef {SquaresSpec | VerticesSpec} GeometrySpec
 * @typedef {{ id: number, x: number, y: number, cx: number, cy: number }} Point
 *   x, y: grid or vertex coordinates; cx, cy: centre in viewBox units.
 * @typedef {object} Geometry
 * @property {'squares' | 'vertices'} kind
 * @property {Point[]} points
 * @property {Array<[number, number]>} edges pairs of point ids (vertices only)
 * @property {number[]} stars point ids marked as star points (vertices only)
 * @property {{ x: number, y: number, width: number, height: number }} box viewBox of the points
 * @property {number} size the side of a square, or the spacing of vertices, in viewBox units
 * @property {(x: number, y: number) => number | null} at point id under viewBox coordinates
 * @property {(x: number, y: number) => number | null} idOf point id at grid coordinates
 * @property {(from: number, to: number) => number[]} path ids crossed going from `from`
 *   (excluded) to `to` (included): a fast pointer skips squares, a paint stroke must not
 * @property {(id: number, dx: number, dy: number) => number} step the keyboard's neighbour
 *   of id in a direction (id itself at an edge)
 * @property {string} key identity of the geometry, to know when to rebuild
 */

/** @param {GeometrySpec} spec @returns {Geometry} */
export function geometry(spec) {
  if (spec.kind === 'vertices') return vertices(spec);
  return squares(spec);
}

/** @param {SquaresSpec} spec @returns {Geometry} */
function squares({ width = 0, height = 0, cells }) {
  const list = cells ?? Array.from({ length: width * height }, (_, i) => /** @type {[number, number]} */ ([i % width, Math.floor(i / width)]));
  const w = cells ? Math.max(0, ...cells.map(([x]) => x + 1)) : width;
  const h = cells ? Math.max(0, ...cells.map(([, y]) => y + 1)) : height;
  const byPos = new Map(list.map(([x, y], id) => [x * 65536 + y, id]));
  const idOf = (x, y) => (x >= 0 && y >= 0 && x < w && y < h ? byPos.get(x * 65536 + y) ?? null : null);
  const points = list.map(([x, y], id) => ({ id, x, y, cx: (x + 0.5) * UNIT, cy: (y + 0.5) * UNIT }));
  return {
    kind: 'squares',
    points,
    edges: [],
    stars: [],
    box: { x: 0, y: 0, width: w * UNIT, height: h * UNIT },
    size: UNIT,
    at: (px, py) => idOf(Math.floor(px / UNIT), Math.floor(py / UNIT)),
    idOf,
    path(from, to) {
      const [ax, ay] = list[from];
      const [bx, by] = list[to];
      const n = Math.max(Math.abs(bx - ax), Math.abs(by - ay));
      const out = [];
      for (let i = 1; i <= n; i++) {
        const id = idOf(Math.round(ax + ((bx - ax) * i) / n), Math.round(ay + ((by - ay) * i) / n));
        if (id !== null && id !== out[out.length - 1]) out.push(id);
      }
      return out;
    },
    step(id, dx, dy) {
      const [x, y] = list[id];
      // The next existing square in that direction (shapes may have gaps), else stay.
      for (let k = 1; k <= Math.max(w, h); k++) {
        const next = idOf(x + dx * k, y + dy * k);
        if (next !== null) return next;
      }
      return id;
    },
    key: cells ? `c:${cells.join(' ')}` : `r:${width}x${height}`,
  };
}

/** @param {VerticesSpec} spec @returns {Geometry} */
function vertices({ points: coords, edges = [], stars = [] }) {
  const xs = coords.map(([x]) => x);
  const ys = coords.map(([, y]) => y);
  const minX = Math.min(0, ...xs);
  const minY = Math.min(0, ...ys);
  const maxX = Math.max(0, ...xs);
  const maxY = Math.max(0, ...ys);
  // Half a unit of margin around the outermost vertices, so stones fit.
  const points = coords.map(([x, y], id) => ({ id, x, y, cx: (x - minX + 0.5) * UNIT, cy: (y - minY + 0.5) * UNIT }));
  const byPos = new Map(coords.map(([x, y], id) => [`${x},${y}`, id]));
  const nearest = (px, py, limit) => {
    let best = null;
    let bestD = limit * limit;
    for (const p of points) {
      const d = (p.cx - px) ** 2 + (p.cy - py) ** 2;
      if (d < bestD) (best = p.id), (bestD = d);
    }
    return best;
  };
  return {
    kind: 'vertices',
    points,
    edges,
    stars,
    box: { x: 0, y: 0, width: (maxX - minX + 1) * UNIT, height: (maxY - minY + 1) * UNIT },
    size: UNIT,
    at: (px, py) => nearest(px, py, UNIT * 0.5),
    idOf: (x, y) => byPos.get(`${x},${y}`) ?? null,
    path: (_from, to) => [to],
    step(id, dx, dy) {
      // The closest vertex in the half-plane ahead, favouring the straight line.
      const p = points[id];
      let best = id;
      let bestScore = Infinity;
      for (const q of points) {
        const ax = q.cx - p.cx;
        const ay = q.cy - p.cy;
        const ahead = ax * dx + ay * dy;
        if (ahead <= 0) continue;
        const aside = Math.abs(ax * dy - ay * dx);
        const score = ahead + 2 * aside;
        if (score < bestScore) (best = q.id), (bestScore = score);
      }
      return best;
    },
    key: `v:${coords.join(' ')}|${edges.join(' ')}|${stars.join(' ')}`,
  };
}
