// The forms page: points in, exact verdict out, live while dragging. The state (n, d, the
// points) lives in the URL through lib/page.js; the points are validated on the page (a
// cheap parse in the core) and everything else runs in workers (forms-analysis.js), so the
// page answers at once however large or odd the input is.
import { invoke } from './lib/wasm.js';
import { showError, clearError } from './lib/ui.js';
import { attr } from './lib/share.js';
import { createPage, fail as refuse } from './lib/page.js';
import { draw, interactive, splitPoints, joinPoints, fitRadius, FORMS_CSS } from './forms-draw.js';
import { showResult, clearResult, showHilbert } from './forms-result.js';
import { analyser } from './forms-analysis.js';

const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));
$('forms-css').textContent = FORMS_CSS;
const nInput = $('n');
const dInput = $('d');
const text = $('points');
const svg = $('picture');

const PRESETS = {
  conic5: { n: 3, d: 2, points: '-2 0 1\n2 0 1\n0 1 1\n1 -1 1\n-1 -1/2 1' },
  conic6: { n: 3, d: 2, points: '1 1 1\n4 1 2\n1 4 2\n9 1 3\n1 9 3\n4 9 6' },
  grid: { n: 3, d: 3, points: '-1 -1 1\n-1 0 1\n-1 1 1\n0 -1 1\n0 0 1\n0 1 1\n1 -1 1\n1 0 1\n1 1 1' },
  infinity: { n: 3, d: 2, points: '1 0 0\n0 1 0\n1 1 1\n2 1/2 1\n-1 -1 1' },
  binary: { n: 2, d: 4, points: '1 0\n1 1\n1 -1\n0 1' },
  big: { n: 4, d: 12, random: true },
};
/** Edits that keep the view where it is (the point under the pointer stays put). */
const IN_PLACE = new Set(['drag', 'add', 'remove']);

/** What the page shows; `rows` are the points as coordinate strings. */
let n = 3;
let d = 2;
let rows = splitPoints(PRESETS.conic5.points);
let R = fitRadius(rows, n);
let result = null;
let added = new Set();
let explanation = '';
let generation = 0;
/** The points were refused by the core: none are drawn until they are fixed. */
let refused = false;

const binomial = (/** @type {number} */ a, /** @type {number} */ b) => {
  let c = 1;
  for (let i = 1; i <= b; i++) c = (c * (a - b + i)) / i;
  return Math.round(c);
};
const dimension = (/** @type {number} */ nn, /** @type {number} */ dd) => binomial(nn + dd - 1, dd);
const pointsText = (sep = '\n') => joinPoints(rows, sep);
const { analyse, action } = analyser($('progress'), $('result'));

function redraw() {
  if (n === 2 || n === 3) {
    svg.hidden = false;
    const focused = svg.querySelector('.pt:focus')?.dataset.index;
    draw(svg, { n, rows: refused ? [] : rows, result, R, added, focusable: true });
    if (focused !== undefined) svg.querySelector(`.pt[data-index="${focused}"]`)?.focus({ preventScroll: true });
    $('picture-help').textContent =
      n === 3
        ? 'Click to add a point; drag a point to move it, past the circle to put it at infinity. Click a point to select it (arrow keys move it, Delete removes it); double-click or shift-click removes it.'
        : 'Each point is a line through the origin (a point of the projective line). Click to add one, drag to move it; click a point to select it, double-click or shift-click removes it.';
  } else {
    svg.hidden = true;
    $('picture-help').textContent = 'Pictures are drawn for n = 2 and n = 3.';
  }
}

/** No verdict: the panel, the Hilbert function and the curves are cleared together. */
function noResult(/** @type {string} */ message) {
  result = null;
  clearResult(message);
  redraw();
}

/** A core error next to the input it concerns. */
function fail(/** @type {any} */ e) {
  const msg = e?.message ?? String(e);
  if (e?.kind === 'cancelled') {
    noResult(msg);
    return;
  }
  showError(/degree|monomials/.test(msg) && !/point/.test(msg) ? dInput : text, msg);
  noResult('No verdict: fix the input.');
}

function hilbertDegree() {
  let D = Math.max(d + 2, 4);
  while (D > 0 && dimension(n, D) > 2000) D--;
  return Math.min(D, 40);
}

/** The state as the page shows it: validate at once, redraw the points, then analyse. */
function render(/** @type {Record<string, string>} */ state, /** @type {any} */ { source, page: p }) {
  const gen = ++generation;
  // An n its check refused (only a link can bring one: the select offers 2 to 8) keeps its
  // message by the select, and the page works in the n the link holds.
  n = Number(p.linked('n'));
  nInput.value = String(n);
  if (document.activeElement !== dInput) dInput.value = state.d;
  const typed = state.points.replace(/;/g, '\n');
  if (joinPoints(splitPoints(typed)) !== pointsText() || !IN_PLACE.has(source)) {
    rows = splitPoints(typed);
    if (!IN_PLACE.has(source)) R = fitRadius(rows, n);
  }
  if (document.activeElement !== text && text.value !== pointsText()) text.value = pointsText();
  clearError(text);
  refused = false;
  if (!/^\d+$/.test(state.d) || Number(state.d) > 40) {
    showError(dInput, 'd must be a whole number from 0 to 40');
    noResult('No verdict: fix the degree.');
    return;
  }
  clearError(dInput);
  d = Number(state.d);
  try {
    invoke('forms_parse', n, pointsText());
  } catch (e) {
    // Nothing is drawn from or computed on input the core refuses (nor linked: see check).
    refused = true;
    showError(text, e?.message ?? String(e));
    noResult('No verdict: fix the points.');
    return;
  }
  $('link-note').hidden = page?.valid('points') ?? true;
  redraw();
  analyse({
    args: () => ({ n, d, maxD: hilbertDegree(), points: pointsText() }),
    stale: () => gen !== generation,
    done: (r) => {
      result = r.check;
      showResult(r.check, n, explanation);
      showHilbert(r.hilbert, r.check.distinct, d);
      redraw();
    },
    failed: fail,
  });
}

/** @type {any} */
let page = null;
page = await createPage({
  params: {
    n: { default: '3', max: 1, field: 'n', check: (v) => /^[2-8]$/.test(v) || refuse(`n must be a whole number from 2 to 8, not \`${v}\``) },
    d: { default: '2', max: 2, check: (v) => (/^\d+$/.test(v) && Number(v) <= 40) || refuse('d must be a whole number from 0 to 40') },
    // Only points the core accepts for this n go into the link, and only as many as fit.
    points: { default: PRESETS.conic5.points.replace(/\n/g, ';'), max: 7000, check: (v, st) => invoke('forms_parse', Number(st.n), v.replace(/;/g, '\n')) },
  },
  share: {
    embed: () => `<asobiba-forms n="${n}" d="${d}" points="${attr(pointsText(';'))}"></asobiba-forms>`,
    svg: () => (svg.hidden ? null : svg),
    filename: 'forms.svg',
  },
  render,
});

/** Changes the points (and maybe n and d); `source` says whether the view refits. */
function setPoints(/** @type {string[][]} */ newRows, { source = 'edit', keepAdded = false, extra = {} } = {}) {
  rows = newRows;
  if (!keepAdded) added = new Set();
  page.set({ ...extra, points: pointsText(';') }, { source });
}

// A burst of changes (a paste arrives as many input events, a drag as many moves) is taken
// once, in the next task.
let pending = null;
function soon(/** @type {() => void} */ f) {
  if (pending === null) {
    setTimeout(() => {
      const g = pending;
      pending = null;
      g();
    }, 0);
  }
  pending = f;
}

// Picture interaction: the verdict follows every move.
interactive(svg, () => ({
  n,
  R,
  rows,
  onMove(i, c) {
    rows = rows.map((r, k) => (k === i ? c : r));
    explanation = '';
    text.value = pointsText();
    redraw();
    soon(() => setPoints(rows, { source: 'drag', keepAdded: true }));
  },
  onAdd(c) {
    explanation = '';
    setPoints([...rows, c], { source: 'add' });
  },
  onRemove(i) {
    explanation = '';
    setPoints(rows.filter((_, k) => k !== i), { source: 'remove' });
  },
}));

text.addEventListener('input', () => {
  added = new Set();
  explanation = '';
  soon(() => page.set({ points: text.value.replace(/\n/g, ';') }, { source: 'text' }));
});
nInput.addEventListener('change', () => {
  explanation = '';
  page.set({ n: nInput.value, points: '' });
});
dInput.addEventListener('input', () => {
  explanation = '';
  page.set({ d: dInput.value.trim() });
});

$('preset').addEventListener('change', (/** @type {any} */ event) => {
  const p = PRESETS[event.target.value];
  event.target.value = '';
  if (!p) return;
  explanation = '';
  n = p.n;
  d = p.d;
  setPoints(p.random ? randomRows() : splitPoints(p.points), { extra: { n: String(p.n), d: String(p.d) } });
});

function randomRows() {
  const out = [];
  const seen = new Set();
  const want = dimension(n, d);
  const gcd = (/** @type {number} */ a, /** @type {number} */ b) => (b ? gcd(b, a % b) : Math.abs(a));
  while (out.length < want) {
    const r = Array.from({ length: n }, () => Math.floor(Math.random() * 21) - 10);
    if (r.every((x) => x === 0)) continue;
    // Distinct projective points: multiples of a point already drawn are drawn again.
    const g = r.reduce((a, x) => gcd(a, x), 0);
    const sign = Math.sign(r.find((x) => x !== 0));
    const key = r.map((x) => (x / g) * sign).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r.map(String));
  }
  return out;
}

$('random').addEventListener('click', () => {
  explanation = `${dimension(n, d)} random integer points in [−10, 10]^${n}, pairwise not proportional: such random points are determining with high probability.`;
  setPoints(randomRows());
});

$('clear').addEventListener('click', () => {
  explanation = '';
  setPoints([]);
});

$('construct').addEventListener('click', async () => {
  const basis = $('basis');
  clearError(basis);
  try {
    let c;
    try {
      c = await action('forms.construct', { n, d, basis: basis.value });
    } catch (e) {
      if (basis.value.trim() && e?.kind !== 'cancelled' && !/degree|monomials/.test(e.message)) {
        showError(basis, e.message);
        return;
      }
      throw e;
    }
    explanation = `Construction: the principal lattice on v = ${c.basis}. ${c.why}`;
    setPoints(splitPoints(c.points));
  } catch (e) {
    fail(e);
  }
});

$('complete').addEventListener('click', async () => {
  try {
    const c = await action('forms.complete', { n, d, points: pointsText() });
    const start = rows.length;
    const all = splitPoints(c.points);
    added = new Set(all.map((_, i) => i).filter((i) => i >= start));
    explanation = c.added_count
      ? `Added ${c.added_count} point${c.added_count > 1 ? 's' : ''} (green): the fewest possible, since the rank was ${c.rank_before} of ${c.check.dim} and each point adds at most one.`
      : 'Already determining: nothing to add.';
    setPoints(all, { keepAdded: true });
  } catch (e) {
    fail(e);
  }
});
