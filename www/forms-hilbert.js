// The Hilbert function of a point set as a bar chart (page and element).
import { s } from './lib/svg.js';
import { SIZE } from './forms-geometry.js';

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
