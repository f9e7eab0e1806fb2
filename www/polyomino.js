// The polyomino workbench: draw a shape (pointer, touch or keyboard) or type it, and see
// at once its canonical form, symmetry and every cut into two connected parts (Rust, through
// wasm, synchronously: it is fast enough to follow the pointer). A gallery lists all free
// n-ominoes in a worker. State lives in the URL: ?shape=###/#..&gallery=6&gpage=2.
import { ready, invoke } from './lib/wasm.js';
import { JobRunner } from './lib/jobs.js';
import { readState, writeState } from './lib/urlstate.js';
import { h, replace, showError, clearError, progressView } from './lib/ui.js';
import { shareBar, attr } from './lib/share.js';
import { s } from './lib/svg.js';
import { cellsOf, cellsSvg } from './lib/cells.js';
import { frame } from './lib/page.js';

const UNIT = 32; // viewBox units per grid square
const MIN_GRID = 3;
const DEFAULT_GRID = 8;
const MAX_GRID = 64;
const DEFAULT_SHAPE = '###/#..';
const SYNC_MAX = 22; // cells analysed on the page's thread (a 4 × 5 block takes about 12 ms)
const BACKGROUND_BUDGET_MS = 30_000;
const SPLITS_SHOWN = 8; // drawings per cut class before "show all"
const SPLITS_STEP = 400; // drawings added per "show more" click
const CLASSES_SHOWN = 36; // cut classes before "show more classes"
const REMOVALS_SHOWN = 48;
const GALLERY_PAGE = 120;
const NAMES = ['', 'monomino', 'domino', 'tromino', 'tetromino', 'pentomino', 'hexomino', 'heptomino', 'octomino', 'nonomino', 'decomino', 'undecomino', 'dodecomino'];

const $ = (id) => document.getElementById(id);
const main = document.querySelector('main');
const input = $('shape');
const widthInput = $('grid-w');
const heightInput = $('grid-h');

const num = (v) => v.toLocaleString('en');
const ms = (t) => (t < 10 ? t.toFixed(2) : t.toFixed(0));
const plural = (n, one, many = `${one}s`) => `${num(n)} ${n === 1 ? one : many}`;
const key = (x, y) => `${x},${y}`;
const unkey = (k) => k.split(',').map(Number);

// ---------------------------------------------------------------------------------------
// Editor state: filled squares in grid coordinates, the grid's size, the keyboard focus.

const editor = {
  w: DEFAULT_GRID,
  h: DEFAULT_GRID,
  cells: new Set(),
  bad: new Set(),
  focus: [0, 0],
  preview: null, // squares of part a while a cut is hovered, shown on the big drawing
};
const urlState = { shape: '', gallery: '', gpage: '' };
let analysis = null; // the last successful polyomino_analyze result for the drawing

/** The state into the URL. Some browsers refuse too many history updates in a row: the
 *  next change writes it again, so a refusal is harmless. */
function saveUrl() {
  try {
    writeState(urlState);
  } catch {
    // SecurityError from a rate limit on history.replaceState
  }
}

function cellList() {
  return [...editor.cells].map(unkey);
}

function bounds(cells) {
  if (cells.length === 0) return null;
  const xs = cells.map(([x]) => x);
  const ys = cells.map(([, y]) => y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  return { minX, minY, w: Math.max(...xs) - minX + 1, h: Math.max(...ys) - minY + 1 };
}

/** The drawing in notation (rows of # and . joined by /), cropped to its cells. */
function notationOf(cells) {
  const b = bounds(cells);
  if (!b) return '';
  const rows = Array.from({ length: b.h }, () => Array(b.w).fill('.'));
  for (const [x, y] of cells) rows[y - b.minY][x - b.minX] = '#';
  return rows.map((r) => r.join('')).join('/');
}

/** Replaces the drawing by cells (in any position), one square from the top-left corner. */
function place(cells, { keepGrid }) {
  const b = bounds(cells);
  if (!b) {
    editor.cells.clear();
    return;
  }
  const floor = keepGrid ? [editor.w, editor.h] : [DEFAULT_GRID, DEFAULT_GRID];
  editor.w = Math.max(MIN_GRID, b.w + 2, Math.min(floor[0], MAX_GRID));
  editor.h = Math.max(MIN_GRID, b.h + 2, Math.min(floor[1], MAX_GRID));
  editor.cells = new Set(cells.map(([x, y]) => key(x - b.minX + 1, y - b.minY + 1)));
  editor.focus = [Math.min(editor.focus[0], editor.w - 1), Math.min(editor.focus[1], editor.h - 1)];
}

/** Grows the grid by a square on each side the drawing touches, so there is room to go on. */
function growToFit() {
  const cells = cellList();
  if (cells.length === 0) return;
  let dx = 0;
  let dy = 0;
  let { w, h: hgt } = editor;
  if (cells.some(([x]) => x === 0) && w < MAX_GRID) (dx = 1), (w += 1);
  if (cells.some(([x]) => x === editor.w - 1) && w < MAX_GRID) w += 1;
  if (cells.some(([, y]) => y === 0) && hgt < MAX_GRID) (dy = 1), (hgt += 1);
  if (cells.some(([, y]) => y === editor.h - 1) && hgt < MAX_GRID) hgt += 1;
  if (dx || dy) {
    editor.cells = new Set(cells.map(([x, y]) => key(x + dx, y + dy)));
    editor.focus = [editor.focus[0] + dx, editor.focus[1] + dy];
  }
  editor.w = w;
  editor.h = hgt;
}

// ---------------------------------------------------------------------------------------
// The grid: an SVG of squares, rebuilt only when its size changes.

const holder = $('grid-holder');
let gridSvg = null;
let squares = new Map();
let focusRing = null;
let stroke = null; // the pointer stroke in progress: { mode, last, id }
let pointerFocus = false;

function buildGrid() {
  const hadFocus = gridSvg && document.activeElement === gridSvg;
  const keyboard = gridSvg?.classList.contains('kbd');
  squares = new Map();
  const svg = s('svg', {
    id: 'grid',
    class: 'grid',
    viewBox: `0 0 ${editor.w * UNIT} ${editor.h * UNIT}`,
    tabindex: 0,
    role: 'application',
    'aria-roledescription': 'drawing grid',
    'aria-label': `drawing grid, ${editor.w} by ${editor.h} squares`,
    'aria-describedby': 'grid-hint',
  });
  svg.style.maxWidth = `${Math.min(editor.w * 44, 640)}px`;
  for (let y = 0; y < editor.h; y++) {
    for (let x = 0; x < editor.w; x++) {
      const sq = s('rect', { x: x * UNIT + 1.5, y: y * UNIT + 1.5, width: UNIT - 3, height: UNIT - 3, rx: 4, class: 'sq', 'data-x': x, 'data-y': y });
      squares.set(key(x, y), sq);
      svg.append(sq);
    }
  }
  focusRing = s('rect', { class: 'focus-ring', width: UNIT - 2, height: UNIT - 2, rx: 5 });
  svg.append(focusRing);
  svg.addEventListener('pointerdown', onPointerDown);
  svg.addEventListener('pointermove', onPointerMove);
  svg.addEventListener('pointerup', endStroke);
  svg.addEventListener('pointercancel', endStroke);
  svg.addEventListener('lostpointercapture', endStroke);
  svg.addEventListener('keydown', onKeyDown);
  svg.addEventListener('focus', () => {
    if (!pointerFocus) svg.classList.add('kbd');
  });
  svg.addEventListener('blur', () => svg.classList.remove('kbd'));
  replace(holder, svg);
  gridSvg = svg;
  if (keyboard) svg.classList.add('kbd');
  if (hadFocus) svg.focus({ preventScroll: true });
}

function paintGrid() {
  if (!gridSvg || squares.size !== editor.w * editor.h || gridSvg.viewBox.baseVal.width !== editor.w * UNIT) buildGrid();
  const preview = editor.preview;
  for (const [k, sq] of squares) {
    const on = editor.cells.has(k);
    sq.classList.toggle('cell', on);
    sq.classList.toggle('bad', on && editor.bad.has(k));
    sq.classList.toggle('part-a', on && preview !== null && preview.has(k));
    sq.classList.toggle('part-b', on && preview !== null && !preview.has(k));
  }
  const [fx, fy] = editor.focus;
  focusRing.setAttribute('x', fx * UNIT + 1);
  focusRing.setAttribute('y', fy * UNIT + 1);
  widthInput.value = editor.w;
  heightInput.value = editor.h;
}

/** Colours the drawing by a cut (indices of part a into analysis.cells), or stops. */
function previewCut(indices) {
  const b = bounds(cellList());
  editor.preview = indices && analysis && b ? new Set(indices.map((i) => key(analysis.cells[i][0] + b.minX, analysis.cells[i][1] + b.minY))) : null;
  paintGrid();
}

function cellAt(event) {
  const r = gridSvg.getBoundingClientRect();
  const x = Math.floor(((event.clientX - r.left) / r.width) * editor.w);
  const y = Math.floor(((event.clientY - r.top) / r.height) * editor.h);
  return x >= 0 && y >= 0 && x < editor.w && y < editor.h ? [x, y] : null;
}

function setCell([x, y], on) {
  if (on) editor.cells.add(key(x, y));
  else editor.cells.delete(key(x, y));
}

/** The squares on the segment from a (excluded) to b (included), for fast drags. */
function segment([ax, ay], [bx, by]) {
  const n = Math.max(Math.abs(bx - ax), Math.abs(by - ay));
  const out = [];
  for (let i = 1; i <= n; i++) out.push([Math.round(ax + ((bx - ax) * i) / n), Math.round(ay + ((by - ay) * i) / n)]);
  return out;
}

function onPointerDown(event) {
  if (event.button !== 0) return;
  const c = cellAt(event);
  if (!c) return;
  event.preventDefault();
  pointerFocus = true;
  gridSvg.classList.remove('kbd');
  gridSvg.focus({ preventScroll: true });
  pointerFocus = false;
  stroke = { mode: !editor.cells.has(key(...c)), last: c, id: event.pointerId };
  try {
    gridSvg.setPointerCapture(event.pointerId); // moves outside the grid still belong to the stroke
  } catch {
    // a synthetic event without an active pointer: the stroke works without capture
  }
  editor.focus = c;
  setCell(c, stroke.mode);
  changed('draw');
}

function onPointerMove(event) {
  if (!stroke || event.pointerId !== stroke.id) return;
  const c = cellAt(event);
  if (!c || (c[0] === stroke.last[0] && c[1] === stroke.last[1])) return;
  for (const p of segment(stroke.last, c)) setCell(p, stroke.mode);
  stroke.last = c;
  editor.focus = c;
  changed('draw');
}

function endStroke(event) {
  if (!stroke || event.pointerId !== stroke.id) return;
  stroke = null;
  growToFit();
  changed('draw');
}

const MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

function onKeyDown(event) {
  const move = MOVES[event.key];
  const [x, y] = editor.focus;
  if (move) {
    event.preventDefault();
    gridSvg.classList.add('kbd');
    editor.focus = [Math.min(editor.w - 1, Math.max(0, x + move[0])), Math.min(editor.h - 1, Math.max(0, y + move[1]))];
    paintGrid();
    announce();
  } else if (event.key === ' ' || event.key === 'Enter') {
    event.preventDefault();
    gridSvg.classList.add('kbd');
    setCell(editor.focus, !editor.cells.has(key(x, y)));
    growToFit();
    changed('key');
    announce();
  }
}

function announce() {
  const [x, y] = editor.focus;
  $('grid-status').textContent = `Row ${y + 1}, column ${x + 1}: ${editor.cells.has(key(x, y)) ? 'filled' : 'empty'}.`;
}

// ---------------------------------------------------------------------------------------
// Updates: any change schedules one analysis per animation frame.

let scheduled = false;
let source = 'init';
let shownShape = null; // the shape whose cut list is on screen (keeps "show all" states)
let analysed = null; // the drawing the results (or the message) on screen are about

function changed(from) {
  source = from;
  editor.preview = null;
  paintGrid();
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(update);
}

function update() {
  scheduled = false;
  const cells = cellList();
  const notation = notationOf(cells);
  if (source !== 'input') input.value = notation;
  urlState.shape = notation;
  if (!stroke) saveUrl(); // once per stroke, at its end: browsers limit history updates
  // A stroke over squares already painted changes nothing: no need to analyse again. (The
  // position counts too: stray squares are marked by where they are.)
  const b = bounds(cells);
  const where = b ? `${notation}@${b.minX},${b.minY}` : '';
  if (where !== analysed) {
    analyse(notation);
    analysed = where;
  }
  paintGrid();
}

function analyse(notation) {
  editor.bad.clear();
  supersedeBackground();
  if (!notation) {
    clearError(input);
    unavailable('The grid is empty: draw a shape, or type its notation.', 'empty');
    return;
  }
  const area = notation.split('#').length - 1;
  const t0 = performance.now();
  try {
    if (area > SYNC_MAX) {
      const canonical = invoke('polyomino_canonical', notation); // cheap; throws at once if no polyomino
      analyseInBackground(notation, area, canonical);
      return;
    }
    show(invoke('polyomino_analyze', notation), performance.now() - t0);
  } catch (e) {
    refuseDrawing(notation, e);
  }
}

function refuseDrawing(notation, e) {
  let message = e?.message ?? String(e);
  if (e?.kind === 'invalid' && markStray(notation)) message += ' (marked in red in the grid)';
  showError(input, message);
  unavailable('No analysis: the drawing is not a polyomino yet (see the message under the notation).', 'error');
}

/** Shows an analysis; `computed` is the time the core took, in ms. */
function show(info, computed, where = '') {
  clearError(input);
  analysis = info;
  const t1 = performance.now();
  renderResults(info);
  const drawn = performance.now() - t1;
  $('timing').textContent = `computed in ${ms(computed)} ms${where} · page updated in ${ms(drawn)} ms`;
  main.dataset.state = 'ok';
  main.dataset.shape = info.shape;
}

// Big shapes can have millions of cuts: they are analysed in a worker, so the page never
// freezes, and a newer drawing or the cancel button stops the old analysis.
const background = {
  runner: null,
  run: 0,
  timer: null,
  progress: progressView({ onCancel: () => background.runner?.cancel() }),
};
$('timing').before(background.progress.root);

/** Any background analysis still running is out of date: stop it (its answer would be
 *  ignored anyway) so that it does not keep a core busy. */
function supersedeBackground() {
  clearTimeout(background.timer);
  background.run += 1;
  background.progress.stop();
  if (background.runner?.busy) background.runner.cancel();
}

function analyseInBackground(notation, area, canonical) {
  const run = background.run;
  analysis = null; // the cut lists on screen (dimmed) are about the previous drawing
  delete main.dataset.shape;
  main.dataset.state = 'computing';
  $('timing').textContent = '';
  // What is cheap is shown at once; symmetry and cuts come with the worker's answer.
  clearError(input);
  $('summary-empty').hidden = true;
  $('facts').parentElement.classList.remove('unavailable');
  const b = bounds(cellList());
  replace($('fact-area'), plural(area, 'cell'));
  replace($('fact-box'), `${b.w} × ${b.h}`);
  replace($('fact-canonical'), picture(canonical, Math.max(4, Math.min(16, Math.floor(110 / Math.max(b.w, b.h)))), `canonical form ${canonical}`), h('code', { id: 'canonical' }, canonical));
  replace($('fact-symmetry'), h('span', { class: 'muted' }, 'computing…'));
  replace($('fact-cuts'), h('span', { class: 'muted' }, 'computing…'));
  // While a stroke goes on, wait for a pause rather than restarting the worker every frame.
  background.timer = setTimeout(async () => {
    background.runner ??= new JobRunner();
    background.progress.start(`${area} cells: listing the cuts in the background…`);
    const t0 = performance.now();
    try {
      const info = await background.runner.run('polyomino.analyze', { text: notation }, { budgetMs: BACKGROUND_BUDGET_MS });
      if (run !== background.run) return;
      background.progress.stop();
      show(info, performance.now() - t0, ' in the background');
    } catch (e) {
      if (run !== background.run) return;
      background.progress.stop();
      analysed = null; // the same drawing again means: try again
      const message = e?.kind === 'cancelled' ? `Stopped before the end (${e.message}).` : `The analysis did not finish: ${e?.message ?? e}`;
      showError(input, message);
      unavailable(`${message} Try a smaller shape: cuts grow very fast with the area.`, 'error');
    }
  }, stroke ? 300 : 0);
}

/** Marks the squares outside the largest connected piece; true if there were any. */
function markStray(notation) {
  let pieces;
  try {
    pieces = invoke('polyomino_pieces', notation);
  } catch {
    return false;
  }
  const b = bounds(cellList());
  for (const piece of pieces.slice(1)) {
    for (const [x, y] of piece) editor.bad.add(key(x + b.minX, y + b.minY));
  }
  return pieces.length > 1;
}

/** Typed, pasted or linked text: shown in the grid if it parses, else a message. */
function loadText(text, from) {
  const trimmed = text.trim();
  if (from !== 'input') input.value = trimmed;
  if (!trimmed) {
    editor.cells.clear();
    changed(from);
    return;
  }
  let pieces;
  try {
    pieces = invoke('polyomino_pieces', trimmed);
  } catch (e) {
    return refuse(trimmed, e?.message ?? String(e));
  }
  const cells = pieces.flat();
  const b = bounds(cells);
  if (b.w + 2 > MAX_GRID || b.h + 2 > MAX_GRID) {
    return refuse(trimmed, `this shape spans ${b.w} × ${b.h} squares; the editor draws shapes up to ${MAX_GRID - 2} × ${MAX_GRID - 2}`);
  }
  place(cells, { keepGrid: from === 'input' });
  changed(from);
}

/** Text the editor cannot show: the message goes next to the input, the URL keeps the text. */
function refuse(text, message) {
  supersedeBackground();
  analysed = null;
  showError(input, message);
  unavailable('No analysis: the notation does not describe a shape yet (see the message under it).', 'error');
  urlState.shape = text;
  saveUrl();
}

// ---------------------------------------------------------------------------------------
// Results.

function unavailable(message, state) {
  analysis = null;
  delete main.dataset.shape;
  main.dataset.state = state;
  const empty = $('summary-empty');
  empty.textContent = message;
  empty.hidden = false;
  $('facts').parentElement.classList.add('unavailable');
  for (const id of ['fact-area', 'fact-box', 'fact-canonical', 'fact-symmetry', 'fact-cuts']) $(id).textContent = '—';
  $('timing').textContent = '';
  replace($('cuts'), h('p', { class: 'placeholder' }, state === 'empty' ? 'Draw a shape to see its cuts.' : 'No cuts to show until the shape is valid.'));
  replace($('removals'), h('p', { class: 'placeholder' }, '—'));
  shownShape = null;
}

/**
 * A small drawing of cells: one path per class rather than one rect per cell, since a result
 * can hold hundreds of drawings and must follow the pointer. classOf(i) → class of cell i.
 */
function quickSvg(cells, size, { classOf = () => '', label = '' } = {}) {
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

function picture(notation, size, label = notation) {
  return quickSvg(cellsOf(notation), size, { label });
}

function renderResults(info) {
  $('summary-empty').hidden = true;
  $('facts').parentElement.classList.remove('unavailable');
  replace($('fact-area'), plural(info.area, 'cell'));
  replace($('fact-box'), `${info.width} × ${info.height}`);
  const canonSize = Math.max(6, Math.min(16, Math.floor(110 / Math.max(info.width, info.height))));
  replace($('fact-canonical'), picture(info.canonical, canonSize, `canonical form ${info.canonical}`), h('code', { id: 'canonical' }, info.canonical));
  replace($('fact-symmetry'), h('span', { id: 'symmetry-group' }, info.symmetry_group), h('span', { class: 'muted' }, ` · ${plural(info.symmetry_order, 'symmetry', 'symmetries')}`));
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

// ---------------------------------------------------------------------------------------
// Controls.

// Hovering a cut shows it on the big drawing.
$('cuts').addEventListener('pointerover', (event) => {
  const svg = event.target.closest?.('svg[data-a]');
  if (svg) previewCut(svg.dataset.a.split(' ').map(Number));
});
$('cuts').addEventListener('pointerout', (event) => {
  const svg = event.target.closest?.('svg[data-a]');
  if (svg && !svg.contains(event.relatedTarget)) previewCut(null);
});

input.addEventListener('input', () => loadText(input.value, 'input'));
input.addEventListener('change', () => {
  // Leaving the field (or Enter) tidies valid text into the drawing's notation.
  if (analysis) input.value = notationOf(cellList());
});

function resizeFrom(which) {
  const field = which === 'w' ? widthInput : heightInput;
  const value = Number(field.value);
  const b = bounds(cellList());
  const need = b ? (which === 'w' ? b.w : b.h) : 1;
  const min = Math.max(MIN_GRID, need);
  if (!Number.isInteger(value) || value < min || value > MAX_GRID) {
    showError(field, `the grid ${which === 'w' ? 'width' : 'height'} must be a whole number from ${min} to ${MAX_GRID}${need > MIN_GRID ? ` (the shape needs ${need})` : ''}`);
    return;
  }
  clearError(field);
  if (b) {
    // Slide the shape back inside if the new edge would cut it.
    const over = which === 'w' ? b.minX + b.w - value : b.minY + b.h - value;
    if (over > 0) editor.cells = new Set(cellList().map(([x, y]) => (which === 'w' ? key(x - over, y) : key(x, y - over))));
  }
  if (which === 'w') editor.w = value;
  else editor.h = value;
  editor.focus = [Math.min(editor.focus[0], editor.w - 1), Math.min(editor.focus[1], editor.h - 1)];
  changed('size');
}
widthInput.addEventListener('change', () => resizeFrom('w'));
heightInput.addEventListener('change', () => resizeFrom('h'));

$('fit').addEventListener('click', () => {
  const cells = cellList();
  if (cells.length === 0) {
    editor.w = DEFAULT_GRID;
    editor.h = DEFAULT_GRID;
  } else {
    editor.w = 0; // place() then sizes the grid to the shape and a one-square margin
    editor.h = 0;
    place(cells, { keepGrid: true });
  }
  changed('fit');
});
$('rotate').addEventListener('click', () => {
  const cells = cellList();
  const b = bounds(cells);
  if (!b) return;
  // A quarter turn clockwise: (x, y) → (h − 1 − y, x) in the shape's own box.
  place(cells.map(([x, y]) => [b.h - 1 - (y - b.minY), x - b.minX]), { keepGrid: true });
  changed('rotate');
});
$('mirror').addEventListener('click', () => {
  const cells = cellList();
  const b = bounds(cells);
  if (!b) return;
  place(cells.map(([x, y]) => [b.w - 1 - (x - b.minX), y]), { keepGrid: true });
  changed('mirror');
});
$('clear').addEventListener('click', () => {
  editor.cells.clear();
  changed('clear');
});

// ---------------------------------------------------------------------------------------
// Share: link, embed code, SVG of the shape coloured by its first cut.

shareBar($('share-holder'), {
  embed: () => `<asobiba-polyomino shape="${attr(analysis?.shape ?? urlState.shape ?? '')}"></asobiba-polyomino>`,
  svg: () => {
    if (!analysis) return null;
    const first = analysis.cuts.classes[0];
    const inA = new Set(first?.splits[0] ?? []);
    const svg = cellsSvg(analysis.cells, {
      size: 32,
      classOf: (i) => (first ? (inA.has(i) ? 'part-a' : 'part-b') : ''),
      label: first ? `${analysis.shape} cut into ${first.a} and ${first.b}` : analysis.shape,
    });
    replace($('export'), svg); // in the document, so its colours can be computed
    return svg;
  },
  filename: 'polyomino.svg',
});

// ---------------------------------------------------------------------------------------
// Gallery: polyomino.list in a worker, paginated thumbnails, "open in editor".

const galleryInput = $('gallery-n');
const galleryList = $('gallery');
const galleryCount = $('gallery-count');
const pager = $('gallery-pager');
const pageInput = $('gallery-page-input');
const galleries = new Map(); // n → { shapes, fixed, ms }
let runner = null;
let galleryRun = 0;
const galleryProgress = progressView({ onCancel: () => runner?.cancel() });
$('gallery-progress').append(galleryProgress.root);

function galleryN() {
  const n = Number(galleryInput.value);
  if (!Number.isInteger(n) || n < 1 || n > 12) {
    showError(galleryInput, 'n must be a whole number from 1 to 12 (n = 12 already has 63,600 shapes)');
    return null;
  }
  clearError(galleryInput);
  return n;
}

async function showGallery(n, page = 1) {
  const run = ++galleryRun;
  urlState.gallery = n;
  urlState.gpage = '';
  saveUrl();
  let gallery = galleries.get(n);
  if (!gallery) {
    runner ??= new JobRunner();
    replace(galleryList);
    pager.hidden = true;
    galleryCount.classList.remove('error');
    galleryCount.textContent = '';
    galleryProgress.start(`listing the free ${NAMES[n]}es…`);
    const t0 = performance.now();
    try {
      const shapes = await runner.run('polyomino.list', { n }, { onProgress: (p) => run === galleryRun && galleryProgress.update(p) });
      const counts = await runner.run('polyomino.count', { n });
      gallery = { shapes, fixed: counts.fixed, ms: performance.now() - t0 };
      galleries.set(n, gallery);
    } catch (e) {
      if (run !== galleryRun) return;
      galleryCount.classList.add('error');
      galleryCount.textContent = e?.kind === 'cancelled' ? `Stopped (${e.message}).` : e?.message ?? String(e);
      return;
    } finally {
      if (run === galleryRun) galleryProgress.stop();
    }
    if (run !== galleryRun) return;
  }
  galleryCount.classList.remove('error');
  replace(
    galleryCount,
    h('strong', { id: 'gallery-total' }, num(gallery.shapes.length)),
    ` free ${gallery.shapes.length === 1 ? NAMES[n] : `${NAMES[n]}es`}`,
    h('span', { class: 'muted' }, ` · ${num(gallery.fixed)} fixed · listed in ${ms(gallery.ms)} ms`),
  );
  renderGalleryPage(n, page);
}

function renderGalleryPage(n, page) {
  const { shapes } = galleries.get(n);
  const pages = Math.max(1, Math.ceil(shapes.length / GALLERY_PAGE));
  page = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  urlState.gallery = n;
  urlState.gpage = page > 1 ? page : '';
  saveUrl();
  pager.hidden = pages === 1;
  $('gallery-pager-bottom').hidden = pages === 1;
  $('gallery-pages-bottom').textContent = `page ${num(page)} of ${num(pages)}`;
  $('gallery-prev-bottom').disabled = page === 1;
  $('gallery-next-bottom').disabled = page === pages;
  pageInput.max = pages;
  pageInput.value = page;
  $('gallery-pages').textContent = `of ${num(pages)}`;
  $('gallery-prev').disabled = page === 1;
  $('gallery-next').disabled = page === pages;
  pager.dataset.n = n;
  pager.dataset.page = page;
  const size = Math.max(4, Math.min(12, Math.floor(64 / n)));
  const first = (page - 1) * GALLERY_PAGE;
  replace(
    galleryList,
    shapes.slice(first, first + GALLERY_PAGE).map((shape, i) => {
      const svg = quickSvg(cellsOf(shape), size);
      svg.setAttribute('aria-hidden', 'true');
      return h(
        'li',
        {},
        h('button', { type: 'button', class: 'thumb', 'data-shape': shape, title: `${shape}: open in the editor`, 'aria-label': `open ${shape} in the editor`, onclick: () => openInEditor(shape) }, svg, h('span', {}, `#${num(first + i + 1)}`)),
      );
    }),
  );
}

function openInEditor(shape) {
  loadText(shape, 'gallery');
  $('draw-title').scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
  gridSvg.focus({ preventScroll: true });
}

$('gallery-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const n = galleryN();
  if (n !== null) showGallery(n);
});
$('gallery-prev').addEventListener('click', () => renderGalleryPage(Number(pager.dataset.n), Number(pager.dataset.page) - 1));
$('gallery-next').addEventListener('click', () => renderGalleryPage(Number(pager.dataset.n), Number(pager.dataset.page) + 1));
// The pager under the thumbnails turns the page and brings its top into view.
for (const [id, step] of [['gallery-prev-bottom', -1], ['gallery-next-bottom', 1]]) {
  $(id).addEventListener('click', () => {
    renderGalleryPage(Number(pager.dataset.n), Number(pager.dataset.page) + step);
    pager.scrollIntoView({ block: 'start' });
  });
}
pageInput.addEventListener('change', () => renderGalleryPage(Number(pager.dataset.n), Number(pageInput.value)));

// ---------------------------------------------------------------------------------------
// Start: the frame, the grid, then the engine and the state from the URL.

frame();
main.dataset.state = 'loading';
paintGrid();
$('timing').textContent = 'loading the engine…';
const state = readState({ shape: '', gallery: '', gpage: '' });
try {
  await ready();
} catch (e) {
  showError(input, `the engine failed to load: ${e?.message ?? e}`);
  throw e;
}
loadText(state.shape || DEFAULT_SHAPE, 'url');
if (state.gallery) {
  galleryInput.value = state.gallery;
  const n = galleryN();
  if (n !== null) showGallery(n, Number(state.gpage) || 1);
}
