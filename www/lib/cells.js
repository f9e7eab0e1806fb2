// Drawing sets of grid cells (polyominoes, parts of them) as SVG.
import { s } from './svg.js';

/** Cells [[x, y], ...] of a shape in notation (drawing only; Rust validates input). */
export function cellsOf(notation) {
  const cells = [];
  notation.split('/').forEach((row, y) => {
    [...row].forEach((ch, x) => {
      if (ch === '#') cells.push([x, y]);
    });
  });
  return cells;
}

/**
 * An SVG of cells. options: size (px per cell), classOf(i, [x, y]) → extra class,
 * label (accessible name), pad, onCell(i, event).
 */
/**
 * @param {[number, number][]} cells
 * @param {{ size?: number, classOf?: (i: number, cell: [number, number]) => string, label?: string, pad?: number }} [options]
 */
export function cellsSvg(cells, { size = 16, classOf = () => '', label = '', pad = 1 } = {}) {
  const w = Math.max(0, ...cells.map(([x]) => x)) + 1;
  const hgt = Math.max(0, ...cells.map(([, y]) => y)) + 1;
  const gap = Math.max(1, size * 0.08);
  const svg = s('svg', {
    viewBox: `${-pad} ${-pad} ${w * size + 2 * pad} ${hgt * size + 2 * pad}`,
    width: w * size + 2 * pad,
    height: hgt * size + 2 * pad,
    role: 'img',
    'aria-label': label,
    class: 'cells',
  });
  cells.forEach(([x, y], i) => {
    svg.append(
      s('rect', {
        x: x * size + gap / 2,
        y: y * size + gap / 2,
        width: size - gap,
        height: size - gap,
        rx: size * 0.12,
        class: `cell ${classOf(i, [x, y])}`.trim(),
        'data-x': x,
        'data-y': y,
      }),
    );
  });
  return svg;
}
