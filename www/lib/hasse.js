// The Hasse diagram of the subsets of {0, …, n−1} (the n-cube), ranks bottom to top.
// Used by the zeta page and <asobiba-zeta>; plain SVG, styled by classes.
import { s } from './svg.js';

export function setLabel(mask) {
  const items = [];
  for (let i = 0; mask >> i; i++) if ((mask >> i) & 1) items.push(i);
  return `{${items.join(',')}}`;
}

export function popcount(x) {
  let c = 0;
  for (; x; x &= x - 1) c++;
  return c;
}

/** Shortens long numbers for a node; the full value is in the node's tooltip. */
function short(text) {
  return text.length > 9 ? `${text.slice(0, 7)}…` : text;
}

/**
 * @typedef {object} HasseOptions
 * @property {string[]} [values] one per mask (length 2^n)
 * @property {number} [activeBit] edges of the pass just done, or -1
 * @property {'up' | 'down' | string} [direction]
 * @property {boolean} [minus] Möbius (arrows subtract)
 * @property {Set<number>} [changed] masks updated in the pass
 * @property {Map<number, number>} [terms] mask → ±1, shaded; with `signs` the values show the sign too
 * @property {boolean} [signs]
 * @property {number} [selected] mask or -1
 * @property {(mask: number) => void} [onSelect]
 */
/** @param {number} n @param {HasseOptions} [options] */
export function hasseSvg(n, { values, activeBit = -1, direction = 'up', minus = false, changed = new Set(), terms = new Map(), signs = true, selected = -1, onSelect } = {}) {
  const size = 1 << n;
  const byRank = Array.from({ length: n + 1 }, () => []);
  for (let m = 0; m < size; m++) byRank[popcount(m)].push(m);
  const widest = Math.max(...byRank.map((r) => r.length));
  const nodeW = 22 + 11 * Math.max(2, 2 * n - 1);
  const nodeH = 58;
  const gapX = 14;
  const rowH = 96;
  const width = Math.max(widest * (nodeW + gapX) + gapX, 200);
  const height = n * rowH + nodeH + 24;
  const pos = new Map();
  byRank.forEach((row, r) => {
    const total = row.length * (nodeW + gapX) - gapX;
    row.forEach((m, k) => {
      pos.set(m, { x: (width - total) / 2 + k * (nodeW + gapX) + nodeW / 2, y: 12 + (n - r) * rowH + nodeH / 2 });
    });
  });
  const svg = s('svg', {
    class: 'hasse', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img',
    'aria-label': `Hasse diagram of the subsets of {0,…,${n - 1}}`,
  });
  const marker = (kind) => s('marker', { id: `hasse-arrow-${kind}`, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto' },
    s('path', { d: 'M0,0 L10,5 L0,10 z', class: `arrow-head ${kind}` }));
  svg.append(s('defs', {}, marker('plus'), marker('minus')));
  const edges = s('g', { class: 'edges' });
  for (let m = 0; m < size; m++) {
    for (let i = 0; i < n; i++) {
      if ((m >> i) & 1) continue;
      const a = pos.get(m);
      const b = pos.get(m | (1 << i));
      const active = i === activeBit;
      // From the lower box's top to the upper box's bottom; arrows run from the value read
      // to the value updated.
      let p = [a.x, a.y - nodeH / 2, b.x, b.y + nodeH / 2];
      if (active && direction === 'down') p = [p[2], p[3], p[0], p[1]];
      edges.append(s('line', {
        x1: p[0], y1: p[1], x2: p[2], y2: p[3],
        class: active ? `edge active${minus ? ' minus' : ''}` : 'edge',
        'marker-end': active ? `url(#hasse-arrow-${minus ? 'minus' : 'plus'})` : null,
        'data-bit': i,
      }));
    }
  }
  svg.append(edges);
  for (let m = 0; m < size; m++) {
    const { x, y } = pos.get(m);
    const sign = terms.get(m);
    const cls = ['node', changed.has(m) && 'changed', m === selected && 'selected', sign === 1 && 'plus', sign === -1 && 'minus'].filter(Boolean).join(' ');
    const value = values?.[m] ?? '';
    const g = s('g', {
      class: cls, 'data-mask': m, tabindex: onSelect ? 0 : null, role: onSelect ? 'button' : null,
      'aria-label': `${setLabel(m)} = ${value}`,
      onclick: onSelect ? () => onSelect(m) : null,
      onkeydown: onSelect ? (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onSelect(m); } } : null,
    },
    s('title', {}, `${setLabel(m)} (mask ${m.toString(2).padStart(n, '0')}): ${value}`),
    s('rect', { x: x - nodeW / 2, y: y - nodeH / 2, width: nodeW, height: nodeH, rx: 8 }),
    s('text', { x, y: y - 12, 'text-anchor': 'middle', class: 'set' }, setLabel(m)),
    s('text', { x, y: y + 3, 'text-anchor': 'middle', class: 'mask' }, m.toString(2).padStart(n, '0')),
    s('text', { x, y: y + 20, 'text-anchor': 'middle', class: 'value' }, sign && signs ? `${sign > 0 ? '+' : '−'}${short(value)}` : short(value)));
    svg.append(g);
  }
  return svg;
}

/** Styles for the diagram (pages put them in a stylesheet, elements in their shadow root). */
export const HASSE_CSS = `
svg.hasse { max-width: 100%; height: auto; }
svg.hasse .edge { stroke: var(--line); stroke-width: 1.5; }
svg.hasse .edge.active { stroke: var(--accent); stroke-width: 2.5; }
svg.hasse .edge.active.minus { stroke: var(--part-b); }
svg.hasse .arrow-head.plus { fill: var(--accent); }
svg.hasse .arrow-head.minus { fill: var(--part-b); }
svg.hasse .node rect { fill: var(--surface); stroke: var(--line); stroke-width: 1.5; }
svg.hasse .node[role="button"] { cursor: pointer; }
svg.hasse .node.changed rect { stroke: var(--accent); stroke-width: 2.5; }
svg.hasse .node.plus rect { fill: color-mix(in srgb, var(--accent) 18%, var(--surface)); }
svg.hasse .node.minus rect { fill: color-mix(in srgb, var(--part-b) 22%, var(--surface)); }
svg.hasse .node.selected rect { stroke: var(--fg); stroke-width: 3; }
svg.hasse text.set { font: 600 13px var(--mono, monospace); fill: var(--fg); }
svg.hasse text.mask { font: 10px var(--mono, monospace); fill: var(--muted); opacity: 0.8; }
svg.hasse text.value { font: 13px var(--mono, monospace); fill: var(--muted); }
svg.hasse .node.changed text.value { fill: var(--accent); font-weight: 700; }
`;
