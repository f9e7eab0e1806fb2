// Inclusion–exclusion on the zeta page: sets typed as element names, a Venn diagram with
// the count in each region, the intersection and union sizes from Rust (zeta_venn), and the
// inclusion–exclusion sum for the union of all the sets written out term by term.
import { invoke } from './lib/wasm.js';
import { h, replace, showError, clearError } from './lib/ui.js';
import { s } from './lib/svg.js';
import { setLabel } from './lib/hasse.js';

const LETTERS = 'ABCD';
const VENN_SHAPES = {
  2: [[150, 150, 95, 95, 0], [250, 150, 95, 95, 0]],
  3: [[160, 125, 90, 90, 0], [240, 125, 90, 90, 0], [200, 195, 90, 90, 0]],
  4: [[150, 190, 155, 80, 50], [195, 145, 155, 80, 50], [205, 145, 155, 80, -50], [250, 190, 155, 80, -50]],
};
/** Where each set's letter goes, outside its shape. */
const VENN_NAMES = {
  2: [[70, 70], [330, 70]],
  3: [[80, 50], [320, 50], [200, 318]],
  4: [[40, 110], [120, 30], [280, 30], [360, 110]],
};
const VENN_COLOURS = ['var(--accent)', 'var(--part-b)', 'var(--ok)', 'var(--muted)'];

const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));
const el = { count: $('venn-count'), sets: $('venn-sets'), table: $('venn-table'), diagram: $('venn-diagram'), sum: $('venn-sum') };

/** @type {any} */
let page = null;
/** The last valid result of zeta_venn (the explorer's preset reads it). @type {any} */
export let venn = null;

/** How far inside (> 0) or outside (< 0) an ellipse a point is, in pixels (roughly). */
function depth([cx, cy, rx, ry, deg], x, y) {
  const t = (deg * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  const u = (dx * Math.cos(t) + dy * Math.sin(t)) / rx;
  const v = (-dx * Math.sin(t) + dy * Math.cos(t)) / ry;
  return (1 - Math.hypot(u, v)) * Math.min(rx, ry);
}

/** A label position deep inside each region (mask → [x, y]), found on a grid once per n. */
const regionCache = new Map();
function regionPoints(/** @type {number} */ n) {
  if (regionCache.has(n)) return regionCache.get(n);
  const shapes = VENN_SHAPES[n];
  const best = new Map();
  for (let y = 4; y < 340; y += 4) {
    for (let x = 4; x < 400; x += 4) {
      let mask = 0;
      let margin = Infinity;
      shapes.forEach((shape, i) => {
        const d = depth(shape, x, y);
        if (d > 0) mask |= 1 << i;
        margin = Math.min(margin, Math.abs(d));
      });
      if (mask && margin > (best.get(mask)?.margin ?? -1)) best.set(mask, { x, y, margin });
    }
  }
  regionCache.set(n, best);
  return best;
}

/** The sets' texts from the state, padded or cut to `count`. */
export function vennTexts(/** @type {string} */ sets, /** @type {number} */ count) {
  const texts = sets.split(';').map((t) => t.trim());
  while (texts.length < count) texts.push('');
  return texts.slice(0, count);
}

/** The text of each set as a list of names, as the core reads them. */
export const splitSets = (/** @type {string} */ sets) => sets.split(';').map((t) => t.trim());

function renderInputs() {
  const texts = splitSets(page.state.sets);
  const count = Math.min(Math.max(texts.length, 2), 4);
  el.count.value = String(count);
  const inputs = [];
  for (let i = 0; i < count; i++) {
    const input = h('input', { type: 'text', id: `venn-set-${i}`, value: texts[i] ?? '', spellcheck: 'false', 'aria-label': `elements of ${LETTERS[i]}` });
    input.addEventListener('input', () => {
      const all = [...el.sets.querySelectorAll('input')].map((x) => x.value.replace(/;/g, ' '));
      page.set({ sets: all.join('; ') });
    });
    inputs.push(h('label', { for: `venn-set-${i}` }, `${LETTERS[i]} =`), h('span', {}, input));
  }
  replace(el.sets, inputs);
}

/** |A ∪ B ∪ …| = |A| + |B| + … − |A ∩ B| − … = 4 + 3 + … = g: the signed terms are f̃. */
function writtenSum(v, name) {
  const all = (1 << v.n) - 1;
  const terms = [];
  for (let m = 1; m <= all; m++) terms.push(m);
  // By size, then in mask order: singles first, as the sum is usually written.
  terms.sort((a, b) => popcount(a) - popcount(b) || a - b);
  const sign = (m) => (popcount(m) % 2 === 1 ? '+' : '−');
  const join = (parts) => parts.map((p, k) => (k === 0 ? p.text : ` ${p.sign} ${p.text}`)).join('');
  const names = join(terms.map((m) => ({ sign: sign(m), text: `|${name(m, '∩')}|` })));
  const values = join(terms.map((m) => ({ sign: sign(m), text: String(v.intersections[m]) })));
  return h('p', { class: 'terms', id: 'ie-sum' },
    `|${name(all, ' ∪ ')}| = ${names}`, h('br'),
    `= ${values} = `, h('strong', {}, String(v.unions[all])));
}

function popcount(/** @type {number} */ x) {
  let c = 0;
  for (; x; x &= x - 1) c++;
  return c;
}

/** Renders the section; `inputs` redraws the set inputs too (load, history, count change). */
export function renderVenn({ inputs = false } = {}) {
  if (inputs || el.sets.querySelectorAll('input').length === 0) renderInputs();
  const texts = vennTexts(page.state.sets, Number(el.count.value));
  const fields = [...el.sets.querySelectorAll('input')];
  for (const f of fields) clearError(f);
  try {
    venn = invoke('zeta_venn', texts);
  } catch (e) {
    venn = null;
    // The core says which set (field `sets`, line = the set's place): the message goes next
    // to that set's input.
    const at = e.field === 'sets' ? e.at?.line : undefined;
    showError(fields[(at ?? 1) - 1] ?? fields[0], e.message);
    replace(el.table);
    replace(el.diagram);
    replace(el.sum);
    return;
  }
  const n = venn.n;
  const name = (m, op) => [...LETTERS.slice(0, n)].filter((_, i) => (m >> i) & 1).join(op);
  const rows = [];
  for (let m = 1; m < 1 << n; m++) {
    rows.push(h('tr', { 'data-mask': m },
      h('td', { class: 'set' }, setLabel(m)),
      h('td', {}, `|${name(m, '∩')}| = `, h('strong', {}, String(venn.intersections[m]))),
      h('td', {}, String(venn.signed[m])),
      h('td', { class: 'union' }, `|${name(m, '∪')}| = `, h('strong', {}, String(venn.unions[m]))),
      h('td', {}, venn.unions_by_mobius[m] === venn.unions[m] ? h('span', { class: 'ok' }, '✓') : h('span', { class: 'bad' }, '✗'))));
  }
  replace(el.table, h('table', { class: 'stage-table', id: 'venn-values' },
    h('thead', {}, h('tr', {}, h('th', { class: 'set' }, 'S'), h('th', {}, 'f(S) = |∩|'), h('th', {}, 'f̃(S)'), h('th', {}, 'g(S) = ζ′(f̃)(S)'), h('th', {}, 'μ′ agrees'))),
    h('tbody', {}, rows)));
  replace(el.sum, writtenSum(venn, name));
  const svg = s('svg', { class: 'venn', viewBox: '0 0 400 340', width: 400, height: 340, role: 'img', 'aria-label': 'Venn diagram with the number of elements in each region' });
  VENN_SHAPES[n].forEach(([cx, cy, rx, ry, deg], i) => {
    svg.append(s('ellipse', { cx, cy, rx, ry, transform: `rotate(${deg} ${cx} ${cy})`, style: `fill: ${VENN_COLOURS[i]}; stroke: ${VENN_COLOURS[i]}` }));
  });
  for (const [mask, { x, y }] of regionPoints(n)) {
    const inside = venn.members[mask] ?? [];
    svg.append(s('text', { x, y, class: 'count', 'data-region': mask },
      s('title', {}, `only ${[...LETTERS.slice(0, n)].filter((_, i) => (mask >> i) & 1).join(', ')}: ${inside.join(' ') || 'nothing'}`),
      String(venn.regions[mask] ?? 0)));
  }
  VENN_NAMES[n].forEach(([x, y], i) => {
    svg.append(s('text', { x, y, class: 'name', style: `fill: ${VENN_COLOURS[i]}`, 'text-anchor': 'middle' }, LETTERS[i]));
  });
  const regions = [];
  for (let m = 1; m < 1 << n; m++) {
    if (!venn.members[m]?.length) continue;
    regions.push(h('li', {}, h('strong', {}, `only ${name(m, '∩')}: `), venn.members[m].join(' ')));
  }
  replace(el.diagram, svg, h('ul', { class: 'regions muted' }, regions));
}

/** Wires the section to the page (once). @param {any} p */
export function initVenn(p) {
  page = p;
  el.count.addEventListener('change', () => {
    page.set({ sets: vennTexts(page.state.sets, Number(el.count.value)).join('; ') }, { render: false });
    renderVenn({ inputs: true });
  });
}
