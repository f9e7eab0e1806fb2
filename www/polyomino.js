// The polyomino workbench: draw a shape (pointer, touch or keyboard) or type it, and see at
// once its canonical form, symmetry and every cut into two connected parts (Rust, through
// wasm, synchronously: it is fast enough to follow the pointer; big shapes in a worker). A
// gallery lists all free n-ominoes. State lives in the URL: ?shape=###/#..&gallery=6&gpage=2.
import { invoke } from './lib/wasm.js';
import { showError, clearError } from './lib/ui.js';
import { attr } from './lib/share.js';
import { cellsSvg } from './lib/cells.js';
import { createPage } from './lib/page.js';
import { createPolyominoEditor, bounds } from './lib/polyomino-editor.js';
import { renderResults, renderFacts, renderUnavailable, cutsSkipped } from './polyomino-results.js';
import { setupGallery, galleryValid } from './polyomino-gallery.js';

const MIN_GRID = 3;
const DEFAULT_GRID = 8;
const MAX_GRID = 64;
const DEFAULT_SHAPE = '###/#..';
const SYNC_MAX = 22; // cells analysed on the page's thread (a 4 × 5 block takes about 12 ms)
const BACKGROUND_BUDGET_MS = 30_000;

const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
const main = /** @type {HTMLElement} */ (document.querySelector('main'));
const input = $('shape');
const widthInput = $('grid-w');
const heightInput = $('grid-h');
const ms = (/** @type {number} */ t) => (t < 10 ? t.toFixed(2) : t.toFixed(0));

/** @type {any} the last polyomino_analyze result for the drawing */
let analysis = null;
let source = 'init';
let scheduled = false;
let analysed = /** @type {string | null} */ (null); // the drawing the results on screen are about
let background = 0; // the current background analysis; older answers are ignored

const editor = createPolyominoEditor($('grid-holder'), {
  id: 'grid',
  className: 'grid',
  label: 'drawing grid',
  status: $('grid-status'),
  minGrid: MIN_GRID,
  maxGrid: MAX_GRID,
  onChange: (_editor, from) => changed(from === 'key' ? 'key' : 'draw'),
});
editor.board.svg.setAttribute('aria-describedby', 'grid-hint');

/** Any change schedules one analysis per animation frame. @param {string} from */
function changed(from) {
  source = from;
  widthInput.value = String(editor.width);
  heightInput.value = String(editor.height);
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(update);
}

function update() {
  scheduled = false;
  const notation = editor.notation;
  if (source !== 'input') input.value = notation;
  // Once per stroke, at its end: browsers limit history updates. Invalid drawings stay out.
  if (!editor.stroking && notation) page.set({ shape: notation }, { render: false });
  // A stroke over squares already painted changes nothing: no need to analyse again. (The
  // position counts too: stray squares are marked by where they are.)
  const b = bounds(editor.cells);
  const where = b ? `${notation}@${b.minX},${b.minY}` : '';
  if (where !== analysed) {
    analysed = where;
    analyse(notation);
  }
}

/** @param {string} notation */
function analyse(notation) {
  background += 1;
  page.cancel('analysis');
  editor.mark({ bad: [] });
  if (!notation) {
    clearError(input);
    unavailable('The grid is empty: draw a shape, or type its notation.', 'empty');
    return;
  }
  const area = notation.split('#').length - 1;
  const t0 = performance.now();
  try {
    if (area > SYNC_MAX) {
      const facts = invoke('polyomino_facts', notation); // cheap; throws at once if no polyomino
      analyseInBackground(notation, facts);
      return;
    }
    show(invoke('polyomino_analyze', notation), performance.now() - t0);
  } catch (e) {
    refuseDrawing(notation, e);
  }
}

/** @param {string} notation @param {any} e */
function refuseDrawing(notation, e) {
  let message = e?.message ?? String(e);
  if (e?.kind === 'invalid' && markStray(notation)) message += ' (marked in red in the grid)';
  showError(input, message);
  unavailable('No analysis: the drawing is not a polyomino yet (see the message under the notation).', 'error');
}

/** Shows an analysis; `computed` is the time the core took, in ms. @param {any} info @param {number} computed */
function show(info, computed, where = '') {
  clearError(input);
  analysis = info;
  const t1 = performance.now();
  renderResults(info);
  $('timing').textContent = `computed in ${ms(computed)} ms${where} · page updated in ${ms(performance.now() - t1)} ms`;
  main.dataset.state = 'ok';
  main.dataset.shape = info.shape;
}

// Big shapes can have millions of cuts: they are analysed in a worker, so the page never
// freezes; a newer drawing or the cancel button stops the old analysis. What is cheap (area,
// box, canonical form, symmetry) is shown at once and stays when the cuts cannot be listed.
/** @param {string} notation @param {any} facts */
function analyseInBackground(notation, facts) {
  const run = background;
  analysis = null; // the cut lists on screen (dimmed) are about the previous drawing
  delete main.dataset.shape;
  main.dataset.state = 'computing';
  $('timing').textContent = '';
  clearError(input);
  renderFacts(facts, 'computing…');
  // While a stroke goes on, wait for a pause rather than restarting the worker every frame.
  setTimeout(async () => {
    if (run !== background) return;
    const t0 = performance.now();
    try {
      const label = `${facts.area} cells: listing the cuts in the background…`;
      const info = await page.run('analysis', 'polyomino.analyze', { text: notation }, { progress: $('analysis-progress'), label, budgetMs: BACKGROUND_BUDGET_MS });
      if (run === background) show(info, performance.now() - t0, ' in the background');
    } catch (e) {
      if (run !== background) return;
      analysed = null; // the same drawing again means: try again
      main.dataset.state = 'partial';
      main.dataset.shape = facts.shape;
      const reason = e?.kind === 'cancelled' ? `Stopped before the end (${e.message}).` : `${e?.message ?? e}.`.replace(/\.\.$/, '.');
      cutsSkipped(reason);
    }
  }, editor.stroking ? 300 : 0);
}

/** Marks the squares outside the largest connected piece; true if there were any. @param {string} notation */
function markStray(notation) {
  let pieces;
  try {
    pieces = invoke('polyomino_pieces', notation);
  } catch {
    return false;
  }
  const b = bounds(editor.cells);
  if (!b) return false;
  editor.mark({ bad: pieces.slice(1).flat().map(([/** @type {number} */ x, /** @type {number} */ y]) => [x + b.minX, y + b.minY]) });
  return pieces.length > 1;
}

/** Typed, pasted or linked text: shown in the grid if it parses, else a message. @param {string} text @param {string} from */
function loadText(text, from) {
  const trimmed = text.trim();
  if (from !== 'input') input.value = trimmed;
  if (!trimmed) {
    editor.clear();
    changed(from);
    return;
  }
  let pieces;
  try {
    pieces = invoke('polyomino_pieces', trimmed);
  } catch (e) {
    return refuse(trimmed, /** @type {Error} */ (e)?.message ?? String(e));
  }
  const cells = pieces.flat();
  const b = /** @type {NonNullable<ReturnType<typeof bounds>>} */ (bounds(cells));
  if (b.w + 2 > MAX_GRID || b.h + 2 > MAX_GRID) {
    return refuse(trimmed, `this shape spans ${b.w} × ${b.h} squares; the editor draws shapes up to ${MAX_GRID - 2} × ${MAX_GRID - 2}`);
  }
  editor.load(cells, { floor: from === 'input' ? [editor.width, editor.height] : [DEFAULT_GRID, DEFAULT_GRID] });
  changed(from);
}

/** Text the editor cannot show: the message goes next to the input; the URL keeps the last valid shape. */
function refuse(/** @type {string} */ text, /** @type {string} */ message) {
  background += 1;
  page.cancel('analysis');
  analysed = null;
  showError(input, message);
  unavailable('No analysis: the notation does not describe a shape yet (see the message under it).', 'error');
  page.set({ shape: text }, { render: false });
}

function unavailable(/** @type {string} */ message, /** @type {string} */ state) {
  analysis = null;
  delete main.dataset.shape;
  main.dataset.state = state;
  renderUnavailable(message, state === 'empty');
}

// ---------------------------------------------------------------------------------------
// Controls.

// Hovering a cut shows it on the big drawing.
$('cuts').addEventListener('pointerover', (event) => {
  const svg = /** @type {Element} */ (event.target).closest?.('svg[data-a]');
  if (!svg || !analysis) return;
  const b = bounds(editor.cells);
  if (b) editor.mark({ preview: (/** @type {SVGElement} */ (svg)).dataset.a?.split(' ').map((i) => [analysis.cells[i][0] + b.minX, analysis.cells[i][1] + b.minY]) });
});
$('cuts').addEventListener('pointerout', (event) => {
  const svg = /** @type {Element} */ (event.target).closest?.('svg[data-a]');
  if (svg && !svg.contains(/** @type {Node} */ (event.relatedTarget))) editor.mark({ preview: null });
});

input.addEventListener('input', () => loadText(input.value, 'input'));
input.addEventListener('change', () => {
  // Leaving the field (or Enter) tidies valid text into the drawing's notation.
  if (analysis) input.value = editor.notation;
});

/** @param {'w' | 'h'} which */
function resizeFrom(which) {
  const field = which === 'w' ? widthInput : heightInput;
  const value = Number(field.value);
  const b = bounds(editor.cells);
  const need = b ? (which === 'w' ? b.w : b.h) : 1;
  const min = Math.max(MIN_GRID, need);
  if (!Number.isInteger(value) || value < min || value > MAX_GRID) {
    showError(field, `the grid ${which === 'w' ? 'width' : 'height'} must be a whole number from ${min} to ${MAX_GRID}${need > MIN_GRID ? ` (the shape needs ${need})` : ''}`);
    return;
  }
  clearError(field);
  editor.resize(which === 'w' ? value : editor.width, which === 'h' ? value : editor.height);
  changed('size');
}
widthInput.addEventListener('change', () => resizeFrom('w'));
heightInput.addEventListener('change', () => resizeFrom('h'));
for (const action of /** @type {const} */ (['fit', 'rotate', 'mirror', 'clear'])) {
  $(action).addEventListener('click', () => {
    editor[action]();
    changed(action);
  });
}

/** The shape coloured by its first cut, for "download SVG". */
function exportSvg() {
  if (!analysis) return null;
  const first = analysis.cuts.classes[0];
  const inA = new Set(first?.splits[0] ?? []);
  const svg = cellsSvg(analysis.cells, {
    size: 32,
    classOf: (i) => (first ? (inA.has(i) ? 'part-a' : 'part-b') : ''),
    label: first ? `${analysis.shape} cut into ${first.a} and ${first.b}` : analysis.shape,
  });
  $('export').replaceChildren(svg); // in the document, so its colours can be computed
  return svg;
}

// ---------------------------------------------------------------------------------------
// Start: the page skeleton restores the state from the URL (and again on back/forward).

/** @type {ReturnType<typeof setupGallery>} */
let gallery;
/** @type {import('./lib/page.js').Page} */
let page;
page = await createPage({
  params: {
    shape: { default: DEFAULT_SHAPE, max: MAX_GRID * (MAX_GRID + 1), check: (v) => invoke('polyomino_canonical', v) },
    gallery: { default: '', check: galleryValid },
    gpage: { default: '', max: 4, check: (v) => /^[1-9]\d*$/.test(v) },
  },
  share: {
    holder: $('share-holder'),
    embed: () => `<asobiba-polyomino shape="${attr(analysis?.shape ?? page.state.shape ?? '')}"></asobiba-polyomino>`,
    svg: exportSvg,
    filename: 'polyomino.svg',
  },
  render(state, { page: p }) {
    page = p; // render runs once before createPage returns
    // On load and on back/forward: the shape, then the gallery.
    loadText(state.shape || DEFAULT_SHAPE, 'url');
    gallery ??= setupGallery(p, (shape) => {
      loadText(shape, 'gallery');
      p.set({ shape }, { push: true, render: false });
      $('draw-title').scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
      editor.focus();
    });
    if (state.gallery && galleryValid(state.gallery)) gallery.show(Number(state.gallery), Number(state.gpage) || 1);
    else gallery.reset();
  },
});
