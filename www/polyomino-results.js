// The polyomino workbench's results: the facts about a shape, its cuts grouped by class and
// the removals (Godomachi's moves). Drawn from polyomino_analyze / polyomino_facts answers.
import { h, replace } from './lib/ui.js';
import { s } from './lib/svg.js';
import { cellsOf } from './lib/cells.js';

const SPLITS_SHOWN = 8; // drawings per cut class before "show all"
const SPLITS_STEP = 400; // drawings added per "show more" click
const CLASSES_SHOWN = 36; // cut classes before "show more classes"
const REMOVALS_SHOWN = 48;

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
export const num = (/** @type {number} */ v) => v.toLocaleString('en');
export const plural = (/** @type {number} */ n, /** @type {string} */ one, many = `${one}s`) => `${num(n)} ${n === 1 ? one : many}`;
let shownShape = /** @type {string | null} */ (null); // the shape whose cut list is on screen (keeps "show all" states)

/**
 * A small drawing of cells: one path per class rather than one rect per cell, since a result
 * can hold hundreds of drawings and must follow the pointer. classOf(i) → class of cell i.
 * @param {Array<[number, number]>} cells @param {number} size
 * @param {{ classOf?: (i: number) => string, label?: string }} [options]
 */
export function quickSvg(cells, size, { classOf = () => '', label = '' } = {}) {
  let w = 1;
  let hgt = 1;
  for (const [x, y] of cells) {
    if (x >= w) w = x + 1;
    if (y >= hgt) hgt = y + 1;
  }
  const gap = Math.max(1, size * 0.1);
  const inner = size - gap;
  const paths = new Map();
  cells.forEach(([x, y], i) => {
    const c = classOf(i);
    paths.set(c, `${paths.get(c) ?? ''}M${x * size + gap / 2} ${y * size + gap / 2}h${inner}v${inner}h${-inner}z`);
  });
  const svg = s('svg', { viewBox: `0 0 ${w * size} ${hgt * size}`, width: w * size, height: hgt * size, role: 'img', 'aria-label': label, class: 'cells' });
  for (const [c, d] of paths) svg.append(s('path', { d, class: c ? `cell ${c}` : 'cell' }));
  return svg;
}

export function picture(notation, size, label = notation) {
  return quickSvg(cellsOf(notation), size, { label });
}

/**
 * The facts that are cheap for any size (area, box, canonical form, symmetry); `cuts` is
 * what the cuts line says meanwhile (computing, or why they were skipped).
 * @param {any} info polyomino_facts or polyomino_analyze
 * @param {Node | string} [cuts]
 */
export function renderFacts(info, cuts) {
  $('summary-empty').hidden = true;
  $('facts').parentElement?.classList.remove('unavailable');
  replace($('fact-area'), plural(info.area, 'cell'));
  replace($('fact-box'), `${info.width} × ${info.height}`);
  const canonSize = Math.max(4, Math.min(16, Math.floor(110 / Math.max(info.width, info.height))));
  replace($('fact-canonical'), picture(info.canonical, canonSize, `canonical form ${info.canonical}`), h('code', { id: 'canonical' }, info.canonical));
  // "C1 (no symmetry) · 1 symmetry" read as a contradiction: count the maps that keep it.
  const order = info.symmetry_order;
  const kept = order === 1 ? 'only the identity maps it onto itself' : `${order} of the 8 rotations and reflections map it onto itself`;
  replace($('fact-symmetry'), h('span', { id: 'symmetry-group' }, info.symmetry_group), h('span', { class: 'muted' }, ` · ${kept}`));
  if (cuts !== undefined) replace($('fact-cuts'), cuts);
}

/** Everything about an analysed shape. @param {any} info */
export function renderResults(info) {
  renderFacts(info);
  const cuts = info.cuts;
  replace(
    $('fact-cuts'),
    h('span', { id: 'bipartitions' }, num(cuts.bipartitions)),
    cuts.bipartitions === 1 ? ' bipartition' : ' bipartitions',
    h('span', { class: 'muted' }, ` in ${plural(cuts.classes.length, 'class', 'classes')} · ${plural(cuts.removals.length, 'removal')}`),
  );
  if (shownShape !== info.shape) {
    shownShape = info.shape;
    cutsShown = CLASSES_SHOWN;
    expanded.clear();
    removalsShown = REMOVALS_SHOWN;
  }
  renderCuts(info);
  renderRemovals(info);
}

/** The cuts are not listed (too many, stopped, over a limit): say why, keep the facts. @param {string} reason */
export function cutsSkipped(reason) {
  replace($('fact-cuts'), h('span', { id: 'cuts-skipped', class: 'muted' }, `not listed: ${reason}`));
  replace($('cuts'), h('p', { class: 'placeholder' }, `The cuts are not listed: ${reason} Cuts grow very fast with the area; try a smaller shape.`));
  replace($('removals'), h('p', { class: 'placeholder' }, '—'));
  shownShape = null;
}

/** No shape to describe: every fact is a dash and the message says why. @param {string} message @param {boolean} empty */
export function renderUnavailable(message, empty) {
  const note = $('summary-empty');
  note.textContent = message;
  note.hidden = false;
  $('facts').parentElement?.classList.add('unavailable');
  for (const id of ['fact-area', 'fact-box', 'fact-canonical', 'fact-symmetry', 'fact-cuts']) $(id).textContent = '—';
  $('timing').textContent = '';
  replace($('cuts'), h('p', { class: 'placeholder' }, empty ? 'Draw a shape to see its cuts.' : 'No cuts to show until the shape is valid.'));
  replace($('removals'), h('p', { class: 'placeholder' }, '—'));
  shownShape = null;
}

let cutsShown = CLASSES_SHOWN;
let removalsShown = REMOVALS_SHOWN;
const expanded = new Map(); // class index → how many splits are shown

function thumbSize(info) {
  return Math.max(5, Math.min(14, Math.floor(84 / Math.max(info.width, info.height))));
}

function renderCuts(info) {
  const { classes } = info.cuts;
  const container = $('cuts');
  if (classes.length === 0) {
    replace(container, h('p', { class: 'placeholder' }, 'A single cell cannot be cut: it has no cuts.'));
    return;
  }
  const size = thumbSize(info);
  const partSize = Math.max(5, Math.min(10, Math.floor(60 / Math.max(info.width, info.height))));
  const items = classes.slice(0, cutsShown).map((c, index) => {
    const shown = expanded.get(index) ?? SPLITS_SHOWN;
    const splits = h('div', { class: 'splits' });
    const more = h('button', { type: 'button', class: 'secondary more' });
    const undrawn = h('p', { class: 'muted undrawn', hidden: true });
    const fill = (from, to) => {
      for (let k = from; k < Math.min(to, c.splits.length); k++) {
        const inA = new Set(c.splits[k]);
        const svg = quickSvg(info.cells, size, { classOf: (i) => (inA.has(i) ? 'part-a' : 'part-b'), label: `cut ${k + 1} of ${c.count}: ${c.a} and ${c.b}` });
        svg.dataset.a = c.splits[k].join(' ');
        splits.append(svg);
      }
      const left = c.splits.length - to;
      more.hidden = left <= 0;
      more.textContent = left <= SPLITS_STEP ? `Show all ${num(c.splits.length)}` : `Show ${SPLITS_STEP} more (${num(left)} left)`;
      // The core keeps a bounded number of splits per class; the count stays exact.
      undrawn.hidden = !(left <= 0 && c.splits.length < c.count);
      undrawn.textContent = `${num(c.count - c.splits.length)} more cuts of this class are counted, not drawn.`;
    };
    fill(0, shown);
    more.addEventListener('click', () => {
      const now = expanded.get(index) ?? SPLITS_SHOWN;
      const next = now + SPLITS_STEP;
      expanded.set(index, next);
      fill(now, next);
    });
    return h(
      'article',
      { class: 'cut-class', 'data-a': c.a, 'data-b': c.b, 'data-count': c.count },
      h(
        'header',
        {},
        picture(c.a, partSize, `part ${c.a}`),
        h('span', { class: 'plus', 'aria-hidden': 'true' }, '+'),
        picture(c.b, partSize, `part ${c.b}`),
        h('span', { class: 'count' }, `× ${num(c.count)}`),
        h('code', { class: 'pair' }, `${c.a} + ${c.b}`),
      ),
      splits,
      more,
      undrawn,
    );
  });
  const rest = classes.length - cutsShown;
  const moreClasses =
    rest > 0 &&
    h('button', { type: 'button', class: 'secondary more', id: 'more-classes', onclick: () => { cutsShown += CLASSES_SHOWN * 4; renderCuts(info); } }, `Show ${num(Math.min(rest, CLASSES_SHOWN * 4))} more classes (${num(rest)} not shown)`);
  replace(container, ...items, moreClasses);
}

function renderRemovals(info) {
  const { removals } = info.cuts;
  if (removals.length === 0) {
    replace($('removals'), h('p', { class: 'placeholder' }, 'Nothing can be removed from a single cell.'));
    return;
  }
  const size = Math.max(4, Math.min(8, Math.floor(48 / Math.max(info.width, info.height))));
  const list = h(
    'ul',
    { class: 'removals' },
    removals.slice(0, removalsShown).map((r) => {
      const text = `remove ${r.piece}, leaving ${r.remainder}: ${plural(r.count, 'way')}`;
      return h(
        'li',
        { title: text, 'data-piece': r.piece, 'data-remainder': r.remainder },
        picture(r.piece, size, `piece ${r.piece}`),
        h('span', { class: 'arrow', 'aria-hidden': 'true' }, '→'),
        picture(r.remainder, size, `remainder ${r.remainder}`),
        h('span', { class: 'count' }, `×${num(r.count)}`),
      );
    }),
  );
  const rest = removals.length - removalsShown;
  const more =
    rest > 0 &&
    h(
      'button',
      { type: 'button', class: 'secondary more', onclick: () => { removalsShown += SPLITS_STEP; renderRemovals(info); } },
      rest <= SPLITS_STEP ? `Show all ${num(removals.length)}` : `Show ${SPLITS_STEP} more (${num(rest)} not shown)`,
    );
  replace($('removals'), list, more);
}

