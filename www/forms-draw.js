// Pictures for the forms tool, shared by the page and <asobiba-forms>: the chart with its
// grid, the points, and the kernel forms' curves (drawn in slices by forms-curves.js).
// Floats are used here for drawing only; every verdict comes exact from the Rust core.
import { s } from './lib/svg.js';
import { SIZE, DISK, RING, toFloat } from './forms-geometry.js';
import { drawCurves } from './forms-curves.js';

export { SIZE, toFloat, splitPoints, joinPoints, fraction, fitRadius } from './forms-geometry.js';
export { interactive, focusPoint } from './forms-input.js';
export { hilbertPlot } from './forms-hilbert.js';
export { formEvaluator } from './forms-curves.js';

const C = SIZE / 2;

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

/** The curves drawn (or being drawn) into each SVG, kept while the forms stay the same. */
const drawn = new WeakMap();

/** The kernel forms' curves for these options: reused while result, R and n are unchanged
 * (a drag redraws the points many times a second), otherwise restarted in slices. */
function curvesFor(svg, { n, R, result }, toPx) {
  let memo = drawn.get(svg);
  if (memo && memo.result === result && memo.R === R && memo.n === n) return memo;
  memo?.stop?.();
  const curves = s('g', { class: 'forms-curves', 'clip-path': 'url(#forms-disk)' });
  const ends = s('g', { class: 'forms-curve-ends' });
  const shown = (result?.kernel_terms ?? []).slice(0, 4);
  const stop = shown.length ? drawCurves(svg, shown, { n, R, toPx, centre: C, ring: RING }, curves, ends) : null;
  memo = { result, R, n, curves, ends, stop };
  drawn.set(svg, memo);
  return memo;
}

/** Redraws into an existing SVG (the page keeps one, so a drag survives redraws). */
export function draw(svg, opts) {
  const { n, rows, result, R } = opts;
  const added = opts.added ?? new Set();
  const sc = DISK / R;
  const toPx = (x, y) => [C + x * sc, C - y * sc];
  svg.setAttribute('aria-label', n === 3 ? 'the points in the chart z = 1; the outer circle is the line at infinity' : 'the points as lines through the origin');
  const parts = [s('defs', {}, s('clipPath', { id: 'forms-disk' }, s('circle', { cx: C, cy: C, r: DISK })))];
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
  parts.push(s('circle', { cx: C, cy: C, r: DISK, class: 'forms-disk' }), grid);
  parts.push(s('text', { x: C + DISK - 4, y: C + 14, 'text-anchor': 'end', class: 'forms-tick' }, String(R)));
  if (n === 3) {
    parts.push(s('circle', { cx: C, cy: C, r: RING, class: 'forms-infinity' }));
    // In a corner, where no point can sit.
    parts.push(s('text', { x: SIZE - 4, y: SIZE - 6, 'text-anchor': 'end', class: 'forms-tick' }, 'dashed: line at infinity'));
  }
  const { curves, ends } = curvesFor(svg, opts, toPx);
  parts.push(curves, ends);

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
  svg.replaceChildren(...parts, lines, layer);
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
.forms-picture .pt { cursor: grab; outline: none; }
.forms-picture .pt:focus-visible .dot, .forms-picture .pt:focus .dot { stroke: var(--fg); stroke-width: 3; }
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
