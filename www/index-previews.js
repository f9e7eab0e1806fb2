// A small live picture for each tool on the index, drawn by the tool's own drawing code from
// the registry's "start here" state and computed by the core. A tool without one here gets
// a card without a picture.
import { invoke } from './lib/wasm.js';
import { cellsOf, cellsSvg } from './lib/cells.js';
import { hasseSvg } from './lib/hasse.js';
import { picture, splitPoints, fitRadius } from './forms-draw.js';

const still = matchMedia('(prefers-reduced-motion: reduce)').matches;

/** @type {Record<string, (q: URLSearchParams) => Element>} */
const PREVIEWS = {
  polyomino(q) {
    const shape = q.get('shape') ?? '###/#..';
    const canonical = invoke('polyomino_canonical', shape);
    return cellsSvg(cellsOf(shape), { size: 22, label: `the polyomino ${shape} (canonical form ${canonical})` });
  },
  zeta(q) {
    const n = Number(q.get('n') ?? 3);
    const transform = q.get('transform') ?? 'subset-zeta';
    const ex = invoke('zeta_explain', n, transform, q.get('f') ?? '1,2,3,4,5,6,7,8', '');
    const holder = document.createElement('div');
    // The fast transform runs pass by pass, as on the page.
    let step = still ? n : 0;
    const show = () => {
      holder.replaceChildren(hasseSvg(n, { values: ex.stages[step], activeBit: step - 1, direction: transform.startsWith('subset') ? 'up' : 'down', minus: transform.endsWith('mobius') }));
      step = (step + 1) % (n + 1);
    };
    show();
    if (!still) setInterval(show, 1400);
    return holder;
  },
  forms(q) {
    const n = Number(q.get('n') ?? 3);
    const d = Number(q.get('d') ?? 2);
    const rows = splitPoints(q.get('points') ?? '');
    const result = invoke('forms_check', n, d, rows.map((r) => r.join(' ')).join('\n'), 200_000, null);
    return picture({ n, rows, result, R: fitRadius(rows, n) });
  },
  godomachi(q) {
    const a = q.get('a') ?? '.##./####/##../##../.#..';
    const b = q.get('b') ?? '##./###/##./###/.#.';
    const box = document.createElement('div');
    box.className = 'pair';
    box.append(cellsSvg(cellsOf(a), { size: 14, label: `A: ${a}`, classOf: () => 'part-a' }), cellsSvg(cellsOf(b), { size: 14, label: `B: ${b}`, classOf: () => 'part-b' }));
    return box;
  },
};

/** The picture for a tool's start link, or null (no preview, or the core refused it). */
export function preview(/** @type {string} */ name, /** @type {string} */ start) {
  const draw = PREVIEWS[name];
  if (!draw) return null;
  try {
    return draw(new URL(start, location.href).searchParams);
  } catch {
    return null;
  }
}
