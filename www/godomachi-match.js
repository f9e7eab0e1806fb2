// The Godomachi page's whole-match table: every pair of free n-ominoes solved in a worker,
// drawn as a heat map (rows: shape A, columns: shape B, both in gallery order) with a legend
// and axis labels; a click opens that position.
import { h, replace } from './lib/ui.js';
import { miniShape } from './lib/godomachi-game.js';

const COLORS = /** @type {Record<string, number[]>} */ ({
  0: [200, 200, 200],
  1: [255, 214, 186], 3: [246, 150, 105], 5: [214, 85, 52], 7: [160, 40, 22], 9: [100, 20, 10],
  2: [196, 222, 250], 4: [112, 166, 232], 6: [47, 110, 196], 8: [22, 62, 140], 10: [10, 30, 80],
});
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * @param {import('./lib/page.js').Page} page
 * @param {{ half: () => boolean, open: (a: string, b: string, half: boolean) => void }} host
 */
export function setupMatch(page, host) {
  const canvas = /** @type {HTMLCanvasElement} */ ($('heat'));
  /** @type {any} */
  let table = null;

  function draw(/** @type {any} */ t) {
    const k = t.shapes.length;
    canvas.width = k;
    canvas.height = k;
    $('heat-figure').hidden = false;
    const n = t.shapes[0]?.split('#').length - 1;
    $('heat-x').textContent = `shape B (columns): the ${k} free ${n}-ominoes in gallery order, ${t.shapes[0]} first →`;
    $('heat-y').textContent = `shape A (rows): the same order →`;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const img = ctx.createImageData(k, k);
    for (let i = 0; i < k * k; i++) {
      const [r, g, b] = COLORS[t.lengths[i]] ?? [0, 0, 0];
      img.data.set([r, g, b, 255], i * 4);
    }
    ctx.putImageData(img, 0, 0);
    const legend = [];
    for (const [side, counts] of /** @type {Array<[string, Record<string, number>]>} */ ([['first', t.summary.first], ['second', t.summary.second]])) {
      for (const [len, count] of Object.entries(counts)) {
        const [r, g, b] = COLORS[len] ?? [0, 0, 0];
        legend.push(h('i', { style: `background: rgb(${r},${g},${b})` }), h('span', {}, `${side} player wins in ${len}: ${count.toLocaleString('en')}`));
      }
    }
    replace($('legend'), legend);
  }

  const cellAt = (/** @type {MouseEvent} */ event) => {
    const rect = canvas.getBoundingClientRect();
    const k = table.shapes.length;
    const j = Math.min(k - 1, Math.floor(((event.clientX - rect.left) / rect.width) * k));
    const i = Math.min(k - 1, Math.floor(((event.clientY - rect.top) / rect.height) * k));
    return [i, j];
  };
  canvas.addEventListener('mousemove', (event) => {
    if (!table) return;
    const [i, j] = cellAt(event);
    const len = table.lengths[i * table.shapes.length + j];
    const verdict = i === j ? 'the same shape' : `${len % 2 ? 'first' : 'second'} player wins in ${len}`;
    replace($('heat-info'), `row ${i + 1}, column ${j + 1}: `, miniShape(table.shapes[i], 8), ' vs ', miniShape(table.shapes[j], 8), h('br'), `${table.shapes[i]} vs ${table.shapes[j]}: ${verdict}`);
  });
  canvas.addEventListener('click', (event) => {
    if (!table) return;
    const [i, j] = cellAt(event);
    if (i !== j) host.open(table.shapes[i], table.shapes[j], table.half);
  });

  $('match-run').addEventListener('click', async () => {
    const n = Number(/** @type {HTMLSelectElement} */ ($('match-n')).value);
    const half = host.half();
    $('match-summary').textContent = '';
    const t0 = performance.now();
    try {
      const t = await page.run('match', 'godomachi.match', { n, half }, { progress: $('match-progress'), label: `solving every pair of ${n}-ominoes…`, budgetMs: 15 * 60_000 });
      table = { ...t, half };
      const sum = (/** @type {Record<string, number>} */ m) => Object.values(m).reduce((x, y) => x + y, 0);
      $('match-summary').textContent = `n = ${n}${half ? ' (half-area rule)' : ''}: ${t.summary.pairs.toLocaleString('en')} pairs; first player wins ${sum(t.summary.first).toLocaleString('en')}, second player wins ${sum(t.summary.second).toLocaleString('en')} (${((performance.now() - t0) / 1000).toFixed(2)} s)`;
      draw(t);
    } catch (e) {
      $('match-summary').textContent = /** @type {Error} */ (e).message;
    }
  });
}
