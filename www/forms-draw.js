// Pictures for the forms tool, shared by the page and <asobiba-forms>. Floats are used
// here for drawing only; every verdict comes exact from the Rust core.
import { s } from './lib/svg.js';

export const SIZE = 440;
const C = SIZE / 2;
const DISK = 180; // radius of the visible chart (px)
const RING = 204; // the line at infinity (px)

/** "3/4" | "-2" | "0.5" → number (drawing only). */
export function toFloat(text) {
  const t = String(text).trim();
  const slash = t.indexOf('/');
  if (slash >= 0) return Number(t.slice(0, slash)) / Number(t.slice(slash + 1));
  return Number(t);
}

/** The notation as rows of coordinate strings (the core validates; this only splits). */
export function splitPoints(text) {
  return String(text)
    .split(/[\n;]/)
    .map((row) => row.trim())
    .filter((row) => row.length > 0)
    .map((row) => row.split(/[\s,]+/).filter((w) => w.length > 0));
}

export function joinPoints(rows, sep = '\n') {
  return rows.map((r) => r.join(' ')).join(sep);
}

function gcd(a, b) {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** k/q in lowest terms as notation. */
export function fraction(k, q) {
  if (k === 0) return '0';
  const g = gcd(k, q);
  const num = k / g;
  const den = q / g;
  return den === 1 ? String(num) : `${num}/${den}`;
}

/** A view radius (units) that shows every finite point with some room. */
export function fitRadius(rows, n) {
  let m = 1;
  for (const r of rows) {
    const v = r.map(toFloat);
    if (n === 3) {
      if (v[2] === 0 || !Number.isFinite(v[2])) continue;
      m = Math.max(m, Math.abs(v[0] / v[2]), Math.abs(v[1] / v[2]));
    } else if (n === 2) {
      m = Math.max(m, Math.abs(v[0]), Math.abs(v[1]));
    }
  }
  const nice = [1, 2, 4, 5, 10, 20, 40, 50, 100, 200, 500, 1000];
  return nice.find((x) => x >= m * 1.2) ?? Math.ceil(m * 1.2);
}

/** Snapping step as (1/den) or integer, about R/10. */
function gridDen(R) {
  const want = R / 10;
  if (want <= 0.125) return 8;
  if (want <= 0.25) return 4;
  if (want <= 0.5) return 2;
  return 1 / Math.max(1, Math.round(want)); // step > 1 written as a fractional "den"
}

function snap(value, den) {
  if (den >= 1) return fraction(Math.round(value * den), den);
  const step = Math.round(1 / den);
  return String(Math.round(value / step) * step);
}

/** The primitive integer direction (|a|, |b| ≤ 6) nearest the angle, up to sign. */
function snapDirection(dx, dy) {
  let best = [1, 0];
  let bestErr = Infinity;
  const target = Math.atan2(dy, dx);
  for (let a = -6; a <= 6; a++) {
    for (let b = -6; b <= 6; b++) {
      if ((a === 0 && b === 0) || gcd(a, b) !== 1) continue;
      let err = Math.abs(Math.atan2(b, a) - target);
      if (err > Math.PI) err = 2 * Math.PI - err;
      if (err < bestErr - 1e-12) {
        bestErr = err;
        best = [a, b];
      }
    }
  }
  return best;
}

/** The value of a kernel form (terms with exponents and big-integer text) at a point,
 * scaled by the largest coefficient so high degrees stay finite. */
export function formEvaluator(terms) {
  const coeffs = terms.map((t) => Number(t.coefficient));
  const big = Math.max(...coeffs.map(Math.abs).filter(Number.isFinite), 1);
  const scaled = coeffs.map((c) => (Number.isFinite(c) ? c / big : Math.sign(c)));
  return (x) => {
    let sum = 0;
    terms.forEach((t, i) => {
      let v = scaled[i];
      t.exponents.forEach((e, j) => {
        if (e) v *= x[j] ** e;
      });
      sum += v;
    });
    return sum;
  };
}

/** Zero set of f(x, y) on [-R, R]^2 by marching squares; returns an SVG path string. */
function contour(f, R, toPx, cells = 140) {
  const step = (2 * R) / cells;
  const vals = [];
  for (let i = 0; i <= cells; i++) {
    const row = [];
    for (let j = 0; j <= cells; j++) row.push(f(-R + j * step, -R + i * step));
    vals.push(row);
  }
  let d = '';
  const lerp = (a, b, va, vb) => a + ((b - a) * va) / (va - vb);
  for (let i = 0; i < cells; i++) {
    for (let j = 0; j < cells; j++) {
      const x0 = -R + j * step;
      const y0 = -R + i * step;
      const v = [vals[i][j], vals[i][j + 1], vals[i + 1][j + 1], vals[i + 1][j]];
      const corners = [[x0, y0], [x0 + step, y0], [x0 + step, y0 + step], [x0, y0 + step]];
      // Crossing points on the four edges where the sign changes.
      const pts = [];
      for (let k = 0; k < 4; k++) {
        const a = v[k];
        const b = v[(k + 1) % 4];
        if ((a < 0) !== (b < 0) && a !== b) {
          const [xa, ya] = corners[k];
          const [xb, yb] = corners[(k + 1) % 4];
          pts.push([lerp(xa, xb, a, b), lerp(ya, yb, a, b)]);
        }
      }
      if (pts.length === 2) {
        d += segment(pts[0], pts[1], toPx);
      } else if (pts.length === 4) {
        // Saddle: pair the crossings as the centre's sign says.
        const centre = f(x0 + step / 2, y0 + step / 2);
        if ((centre < 0) === (v[0] < 0)) {
          d += segment(pts[0], pts[3], toPx) + segment(pts[1], pts[2], toPx);
        } else {
          d += segment(pts[0], pts[1], toPx) + segment(pts[2], pts[3], toPx);
        }
      }
    }
  }
  return d;
}

function segment(a, b, toPx) {
  const [x1, y1] = toPx(a[0], a[1]);
  const [x2, y2] = toPx(b[0], b[1]);
  return `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
}

/** Angles φ in [0, π) where f(cos φ, sin φ) changes sign (bisection refined). */
function rootsOnCircle(f) {
  const steps = 1440;
  const g = (phi) => f(Math.cos(phi), Math.sin(phi));
  const roots = [];
  let prev = g(0);
  for (let k = 1; k <= steps; k++) {
    const phi = (Math.PI * k) / steps;
    const cur = g(phi);
    if (prev === 0) roots.push((Math.PI * (k - 1)) / steps);
    else if ((prev < 0) !== (cur < 0) && cur !== 0) {
      let lo = (Math.PI * (k - 1)) / steps;
      let hi = phi;
      for (let it = 0; it < 40; it++) {
        const mid = (lo + hi) / 2;
        if ((g(mid) < 0) === (g(lo) < 0)) lo = mid;
        else hi = mid;
      }
      roots.push((lo + hi) / 2);
    }
    prev = cur;
  }
  return roots;
}

/**
 * The picture for n = 2 (the plane, each point a line through the origin: the projective
 * line) and n = 3 (the chart z = 1 inside the line at infinity).
 * opts: { n, rows, result, R, added:Set, onMove(i, coords), onAdd(coords), onRemove(i), interactive }
 */
export function picture(opts) {
  const svg = s('svg', { class: 'forms-picture', viewBox: `0 0 ${SIZE} ${SIZE}`, width: SIZE, height: SIZE, role: 'img' });
  draw(svg, opts);
  return svg;
}

/** Redraws into an existing SVG (the page keeps one, so a drag survives redraws). */
export function draw(svg, opts) {
  const { n, rows, result, R } = opts;
  const added = opts.added ?? new Set();
  const sc = DISK / R;
  const toPx = (x, y) => [C + x * sc, C - y * sc];
  svg.replaceChildren();
  svg.setAttribute('aria-label', n === 3 ? 'the points in the chart z = 1; the outer circle is the line at infinity' : 'the points as lines through the origin');
  const defs = s('defs', {}, s('clipPath', { id: 'forms-disk' }, s('circle', { cx: C, cy: C, r: DISK })));
  svg.append(defs);
  // Grid and axes.
  const grid = s('g', { class: 'forms-grid', 'clip-path': 'url(#forms-disk)' });
  const unit = R <= 2 ? 0.5 : R <= 5 ? 1 : R <= 20 ? 5 : R <= 50 ? 10 : R / 5;
  for (let t = -Math.floor(R / unit) * unit; t <= R + 1e-9; t += unit) {
    const [px] = toPx(t, 0);
    const [, py] = toPx(0, t);
    const axis = Math.abs(t) < 1e-9;
    grid.append(s('line', { x1: px, y1: 0, x2: px, y2: SIZE, class: axis ? 'axis' : 'gridline' }));
    grid.append(s('line', { x1: 0, y1: py, x2: SIZE, y2: py, class: axis ? 'axis' : 'gridline' }));
  }
  svg.append(s('circle', { cx: C, cy: C, r: DISK, class: 'forms-disk' }), grid);
  svg.append(s('text', { x: C + DISK - 4, y: C + 14, 'text-anchor': 'end', class: 'forms-tick' }, String(R)));
  if (n === 3) {
    svg.append(s('circle', { cx: C, cy: C, r: RING, class: 'forms-infinity' }));
    // In a corner, where no point can sit.
    svg.append(s('text', { x: SIZE - 4, y: SIZE - 6, 'text-anchor': 'end', class: 'forms-tick' }, 'dashed: line at infinity'));
  }

  // Kernel forms.
  const forms = result?.kernel_terms ?? [];
  const shown = forms.slice(0, 4);
  const curves = s('g', { class: 'forms-curves', 'clip-path': 'url(#forms-disk)' });
  const ends = s('g', { class: 'forms-curve-ends' });
  shown.forEach((terms, k) => {
    const F = formEvaluator(terms);
    if (n === 3) {
      const d = contour((x, y) => F([x, y, 1]), R * 1.02, toPx);
      curves.append(s('path', { d, class: `curve curve-${k}`, 'data-form': k }));
      // Where the curve meets the line at infinity: F(cos θ, sin θ, 0) = 0, drawn on the
      // ring at θ and θ + π (the same projective point).
      for (const th of rootsOnCircle((x, y) => F([x, y, 0]))) {
        for (const a of [th, th + Math.PI]) {
          const [cx, cy] = [C + RING * Math.cos(a), C - RING * Math.sin(a)];
          ends.append(s('circle', { cx, cy, r: 3.5, class: `curve-end curve-${k}`, 'data-form': k }));
        }
      }
    } else if (n === 2) {
      for (const phi of rootsOnCircle((x, y) => F([x, y]))) {
        const [x1, y1] = toPx(-2 * R * Math.cos(phi), -2 * R * Math.sin(phi));
        const [x2, y2] = toPx(2 * R * Math.cos(phi), 2 * R * Math.sin(phi));
        curves.append(s('line', { x1, y1, x2, y2, class: `curve curve-${k}`, 'data-form': k }));
      }
    }
  });
  svg.append(curves, ends);

  // Points.
  const redundant = new Set(result?.redundant ?? []);
  const layer = s('g', { class: 'forms-points' });
  const lines = s('g', { class: 'forms-point-lines', 'clip-path': 'url(#forms-disk)' });
  const place = (i) => {
    const v = rows[i].map(toFloat);
    if (n === 3 && v[2] === 0) {
      const th = Math.atan2(v[1], v[0]);
      return { inf: true, th, p: [C + RING * Math.cos(th), C - RING * Math.sin(th)] };
    }
    const [x, y] = n === 3 ? [v[0] / v[2], v[1] / v[2]] : [v[0], v[1]];
    return { inf: false, p: toPx(x, y), x, y };
  };
  rows.forEach((row, i) => {
    if (row.length !== n) return;
    const at = place(i);
    if (!at.p.every(Number.isFinite)) return;
    const cls = ['pt', redundant.has(i) ? 'redundant' : 'basis', added.has(i) ? 'added' : '', at.inf ? 'at-infinity' : ''].join(' ');
    const g = s('g', { class: cls, 'data-index': i, tabindex: opts.focusable ? 0 : null, role: opts.focusable ? 'button' : null, 'aria-label': opts.focusable ? `point ${i + 1}: ${row.join(' ')}; arrow keys move it, Delete removes it` : null });
    if (n === 2) {
      const len = Math.hypot(at.x, at.y) || 1;
      const ux = at.x / len;
      const uy = at.y / len;
      const [x1, y1] = toPx(-2 * R * ux, -2 * R * uy);
      const [x2, y2] = toPx(2 * R * ux, 2 * R * uy);
      lines.append(s('line', { x1, y1, x2, y2, class: 'pt-line' }));
    }
    if (at.inf) {
      // The same point seen at the antipode, faintly.
      g.append(s('circle', { cx: 2 * C - at.p[0], cy: 2 * C - at.p[1], r: 5, class: 'twin' }));
    }
    g.append(s('circle', { cx: at.p[0], cy: at.p[1], r: 7, class: 'dot' }));
    g.append(s('text', { x: at.p[0] + 9, y: at.p[1] - 9, class: 'pt-label' }, String(i + 1)));
    g.append(s('title', {}, `point ${i + 1}: (${row.join(', ')})${redundant.has(i) ? ' — redundant' : ''}`));
    layer.append(g);
  });
  svg.append(lines, layer);
}

/** Pointer position → exact coordinates for a point (snapped), or null. */
function coordsAt(svg, event, n, R) {
  const sc = DISK / R;
  const rect = svg.getBoundingClientRect();
  const px = ((event.clientX - rect.left) / rect.width) * SIZE;
  const py = ((event.clientY - rect.top) / rect.height) * SIZE;
  const dx = px - C;
  const dy = C - py;
  const den = gridDen(R);
  if (n === 3 && Math.hypot(dx, dy) > (DISK + RING) / 2) {
    const [a, b] = snapDirection(dx, dy);
    return [String(a), String(b), '0'];
  }
  const x = snap(dx / sc, den);
  const y = snap(dy / sc, den);
  if (n === 2) return x === '0' && y === '0' ? null : [x, y];
  return [x, y, '1'];
}

/** Drag points, click to add, double-click (or shift-click) to remove. `current()` gives
 * the live options ({ n, R, onMove, onAdd, onRemove }). Attach once per SVG. */
export function interactive(svg, current) {
  let dragging = null;
  let moved = false;
  svg.addEventListener('pointerdown', (event) => {
    const g = event.target.closest('.pt');
    if (g) {
      dragging = Number(g.dataset.index);
      moved = false;
      svg.setPointerCapture(event.pointerId);
      event.preventDefault();
    }
  });
  svg.addEventListener('pointermove', (event) => {
    if (dragging === null) return;
    const o = current();
    const c = coordsAt(svg, event, o.n, o.R);
    if (c) {
      moved = true;
      o.onMove?.(dragging, c);
    }
  });
  const end = () => {
    dragging = null;
  };
  svg.addEventListener('pointerup', end);
  svg.addEventListener('pointercancel', end);
  svg.addEventListener('click', (event) => {
    if (moved) {
      moved = false;
      return;
    }
    const o = current();
    const g = event.target.closest('.pt');
    if (g && (event.shiftKey || event.altKey)) o.onRemove?.(Number(g.dataset.index));
    else if (!g) {
      const c = coordsAt(svg, event, o.n, o.R);
      if (c) o.onAdd?.(c);
    }
  });
  svg.addEventListener('dblclick', (event) => {
    const g = event.target.closest('.pt');
    if (g) current().onRemove?.(Number(g.dataset.index));
  });
  // Keyboard: arrows move the focused point one grid step, Delete removes it.
  svg.addEventListener('keydown', (event) => {
    const g = event.target.closest?.('.pt');
    if (!g) return;
    const i = Number(g.dataset.index);
    const o = current();
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (dirs[event.key]) {
      event.preventDefault();
      const c = nudge(o, i, ...dirs[event.key]);
      if (c) o.onMove?.(i, c, { keyboard: true });
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      o.onRemove?.(i);
    }
  });
}

/** Point i moved by one grid step (finite points only). */
function nudge({ n, R, rows }, i, dx, dy) {
  const v = rows[i].map(toFloat);
  const den = gridDen(R);
  const step = den >= 1 ? 1 / den : Math.round(1 / den);
  if (n === 3) {
    if (v[2] === 0) return null;
    const x = v[0] / v[2] + dx * step;
    const y = v[1] / v[2] + dy * step;
    return [snap(x, den), snap(y, den), '1'];
  }
  const c = [snap(v[0] + dx * step, den), snap(v[1] + dy * step, den)];
  return c[0] === '0' && c[1] === '0' ? null : c;
}

/** The Hilbert function h(d) as bars, with the number of monomials (dashed) and the
 * number of distinct points (the ceiling h reaches). */
export function hilbertPlot({ h, dim, distinct, current }) {
  const W = SIZE;
  const H = 220;
  const pad = 34;
  const top = Math.max(...h, distinct ?? 0, 1);
  const ymax = top * 1.15;
  const bw = (W - 2 * pad) / h.length;
  const y = (v) => H - pad - ((H - 2 * pad) * Math.min(v, ymax)) / ymax;
  const svg = s('svg', { class: 'forms-hilbert', viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'img', 'aria-label': `Hilbert function: ${h.join(', ')}` });
  svg.append(s('line', { x1: pad, y1: H - pad, x2: W - pad, y2: H - pad, class: 'axis' }));
  h.forEach((v, d) => {
    const x = pad + d * bw;
    svg.append(s('rect', { x: x + 3, y: y(v), width: bw - 6, height: H - pad - y(v), class: d === current ? 'bar current' : 'bar', 'data-d': d, 'data-h': v }, s('title', {}, `h(${d}) = ${v} of ${dim[d]} monomials`)));
    svg.append(s('text', { x: x + bw / 2, y: y(v) - 4, 'text-anchor': 'middle', class: 'forms-tick' }, String(v)));
    svg.append(s('text', { x: x + bw / 2, y: H - pad + 14, 'text-anchor': 'middle', class: 'forms-tick' }, String(d)));
  });
  // The number of monomials, until it leaves the chart (then its value at the edge).
  const shown = [];
  for (let d = 0; d < dim.length; d++) {
    shown.push(`${pad + d * bw + bw / 2},${y(dim[d])}`);
    if (dim[d] > ymax) {
      svg.append(s('text', { x: pad + d * bw + bw / 2, y: pad - 6, 'text-anchor': 'middle', class: 'forms-tick' }, `↑ ${dim[d]}`));
      break;
    }
  }
  svg.append(s('polyline', { points: shown.join(' '), class: 'dim-line' }, s('title', {}, 'number of monomials C(n+d−1, d)')));
  if (distinct) {
    svg.append(s('line', { x1: pad, y1: y(distinct), x2: W - pad, y2: y(distinct), class: 'points-line' }, s('title', {}, `${distinct} distinct points`)));
  }
  svg.append(s('text', { x: W - pad, y: H - 4, 'text-anchor': 'end', class: 'forms-tick' }, 'd'));
  return svg;
}

/** Styles for the pictures (the page's stylesheet and the element's shadow root). */
export const FORMS_CSS = `
.forms-picture { max-width: 100%; height: auto; touch-action: none; user-select: none; }
.forms-picture .forms-disk { fill: var(--surface); stroke: var(--line); }
.forms-picture .gridline { stroke: var(--line); stroke-width: 0.6; }
.forms-picture .axis, .forms-hilbert .axis { stroke: var(--muted); stroke-width: 1; }
.forms-picture .forms-infinity { fill: none; stroke: var(--muted); stroke-dasharray: 3 4; }
.forms-tick { font-size: 11px; fill: var(--muted); }
.forms-picture .curve { fill: none; stroke-width: 2.2; stroke-linecap: round; }
.forms-picture .curve-end { fill: var(--surface); stroke-width: 2; }
.forms-picture .curve-0 { stroke: var(--part-b); }
.forms-picture .curve-1 { stroke: var(--ok); }
.forms-picture .curve-2 { stroke: #b07cd8; }
.forms-picture .curve-3 { stroke: #c9a227; }
.forms-picture .pt { cursor: grab; }
.forms-picture .pt .dot { fill: var(--accent); stroke: var(--surface); stroke-width: 2; }
.forms-picture .pt.redundant .dot { fill: var(--surface); stroke: var(--accent); stroke-width: 2.5; stroke-dasharray: 3 2; }
.forms-picture .pt.added .dot { fill: var(--ok); }
.forms-picture .pt .twin { fill: none; stroke: var(--accent); opacity: 0.5; }
.forms-picture .pt-label { font-size: 11px; fill: var(--fg); pointer-events: none; }
.forms-picture .pt-line { stroke: var(--accent); stroke-width: 0.8; stroke-dasharray: 4 4; opacity: 0.6; }
.forms-hilbert { max-width: 100%; height: auto; }
.forms-hilbert .bar { fill: var(--cell); opacity: 0.75; }
.forms-hilbert .bar.current { fill: var(--accent); opacity: 1; }
.forms-hilbert .dim-line { fill: none; stroke: var(--part-b); stroke-dasharray: 5 4; }
.forms-hilbert .points-line { stroke: var(--ok); stroke-dasharray: 2 3; }
`;
