// The forms page: points in, exact verdict out, live while dragging. Small instances are
// computed on the page (each call has a step budget); large ones in a worker with progress
// and cancel.
import { ready, invoke } from './lib/wasm.js';
import { JobRunner } from './lib/jobs.js';
import { readState, writeState } from './lib/urlstate.js';
import { h, replace, showError, clearError, progressView } from './lib/ui.js';
import { shareBar, attr } from './lib/share.js';
import { frame } from './lib/page.js';
import { draw, interactive, hilbertPlot, splitPoints, joinPoints, fitRadius, FORMS_CSS } from './forms-draw.js';

document.getElementById('forms-css').textContent = FORMS_CSS;

const $ = (id) => document.getElementById(id);
const nInput = $('n');
const dInput = $('d');
const text = $('points');
const svg = $('picture');

/** Work on the page is capped in steps so a slip of the mouse cannot freeze it. */
const LIVE_BUDGET = 2_000_000;
/** Above this many matrix entries, work goes to the worker. */
const LIVE_ENTRIES = 60_000;

const PRESETS = {
  conic5: { n: 3, d: 2, points: '-2 0 1\n2 0 1\n0 1 1\n1 -1 1\n-1 -1/2 1' },
  conic6: { n: 3, d: 2, points: '1 1 1\n4 1 2\n1 4 2\n9 1 3\n1 9 3\n4 9 6' },
  grid: { n: 3, d: 3, points: '-1 -1 1\n-1 0 1\n-1 1 1\n0 -1 1\n0 0 1\n0 1 1\n1 -1 1\n1 0 1\n1 1 1' },
  infinity: { n: 3, d: 2, points: '1 0 0\n0 1 0\n1 1 1\n2 1/2 1\n-1 -1 1' },
  binary: { n: 2, d: 4, points: '1 0\n1 1\n1 -1\n0 1' },
  big: { n: 4, d: 12, random: true },
};

const state = readState({ n: '3', d: '2', points: PRESETS.conic5.points.replace(/\n/g, ';') });
let n = clampInt(state.n, 2, 8, 3);
let d = clampInt(state.d, 0, 40, 2);
let rows = splitPoints(state.points);
let R = fitRadius(rows, n);
let result = null;
let added = new Set();
let explanation = '';

const runner = new JobRunner();
const progress = progressView({ onCancel: () => runner.cancel() });
$('progress').append(progress.root);

function clampInt(v, lo, hi, dflt) {
  const x = Number.parseInt(v, 10);
  return Number.isFinite(x) ? Math.min(hi, Math.max(lo, x)) : dflt;
}

function binomial(a, b) {
  let c = 1;
  for (let i = 1; i <= b; i++) c = (c * (a - b + i)) / i;
  return Math.round(c);
}

const dimension = (nn, dd) => binomial(nn + dd - 1, dd);

function pointsText(sep = '\n') {
  return joinPoints(rows, sep);
}

function syncInputs() {
  nInput.value = String(n);
  dInput.value = String(d);
  if (text.value !== pointsText()) text.value = pointsText();
}

function saveState() {
  writeState({ n, d, points: pointsText(';') });
}

/** Word for the zero sets in this n and d. */
function curveWord(k) {
  if (n === 3) return ['point', 'line', 'conic', 'cubic', 'quartic', 'quintic'][d] ?? `curve of degree ${d}`;
  if (n === 2) return k === 1 ? `set of ${d} lines through the origin` : 'form';
  return `hypersurface of degree ${d}`;
}

function showResult(r) {
  result = r;
  const missing = r.dim - r.rank;
  const verdict = $('verdict');
  verdict.className = `verdict ${r.determined ? 'yes' : 'no'}`;
  if (r.determined) {
    verdict.textContent = `Determined: the values at these points fix every form of degree ${r.d}.`;
  } else if (missing === 1) {
    verdict.textContent = `Not determined: exactly one ${curveWord(1)} passes through all the points (up to a factor), so they determine that form.`;
  } else {
    verdict.textContent = `Not determined: a ${missing}-dimensional space of forms of degree ${r.d} vanishes on all the points; at least ${missing} more points are needed.`;
  }
  $('dim').textContent = String(r.dim);
  $('rank').textContent = String(r.rank);
  $('count').textContent = `${r.points} (${r.distinct})`;
  const list = $('kernel');
  const shown = r.kernel.slice(0, 30);
  replace(list, shown.map((f, k) => h('li', { class: k < 4 ? `form form-${k}` : 'form' }, f)));
  $('kernel-block').hidden = r.kernel.length === 0 && !r.kernel_omitted;
  $('kernel-omitted').textContent = r.kernel_omitted ? `Not listed: ${r.kernel_omitted}.` : '';
  const more = $('kernel-more');
  more.hidden = r.kernel.length <= 30;
  more.textContent = `… and ${r.kernel.length - 30} more (all ${r.kernel.length} via the command line: asobiba forms check).`;
  const one = (v) => v.map((i) => i + 1).join(', ');
  $('redundant').textContent = r.redundant.length
    ? `Redundant (their values follow from the others): point${r.redundant.length > 1 ? 's' : ''} ${one(r.redundant.slice(0, 60))}${r.redundant.length > 60 ? ', …' : ''}. ${r.determined ? `The other ${r.basis.length} points are a smallest determining subset.` : ''}`
    : r.points > 0 ? 'No point is redundant.' : '';
  $('proportional').textContent = r.proportional.length
    ? r.proportional.map((g) => `Points ${one(g)} are the same projective point (proportional) and count once.`).join(' ')
    : '';
  $('explain').textContent = explanation;
  $('proof').textContent = `Proof: ${r.proof}.`;
  redraw();
}

function redraw() {
  if (n === 2 || n === 3) {
    svg.hidden = false;
    const focused = document.activeElement?.closest?.('#picture .pt')?.dataset.index;
    draw(svg, { n, rows, result, R, added, focusable: true });
    if (focused !== undefined) svg.querySelector(`.pt[data-index="${focused}"]`)?.focus();
    $('picture-help').textContent =
      n === 3
        ? 'Drag points; click to add one, double-click to remove. Drag past the circle to put a point at infinity.'
        : 'Each point is a line through the origin (a point of the projective line). Drag, click to add, double-click to remove.';
  } else {
    svg.hidden = true;
    $('picture-help').textContent = 'Pictures are drawn for n = 2 and n = 3.';
  }
}

function clearResult(message) {
  result = null;
  $('verdict').className = 'verdict';
  $('verdict').textContent = message;
  for (const id of ['dim', 'rank', 'count']) $(id).textContent = '…';
  $('kernel-block').hidden = true;
  for (const id of ['redundant', 'proportional', 'explain', 'proof']) $(id).textContent = '';
  redraw();
}

/** A core error next to the input it concerns. */
function fail(e) {
  const msg = e?.message ?? String(e);
  if (e?.kind === 'cancelled') {
    clearResult(msg);
    return;
  }
  const target = /degree|monomials/.test(msg) && !/point/.test(msg) ? dInput : text;
  showError(target, msg);
  clearResult('No verdict: fix the input.');
}

let generation = 0;

/** Runs a core call on the page within the live budget, or in the worker (with progress
 * and cancel) when it is large or the budget runs out. */
async function compute(exportName, args, job, jobArgs, { live = true } = {}) {
  if (live) {
    await ready();
    try {
      return invoke(exportName, ...args, LIVE_BUDGET, null);
    } catch (e) {
      if (e?.kind !== 'stopped') throw e;
    }
  }
  progress.start('working…');
  try {
    return await runner.run(job, jobArgs, { onProgress: (p) => progress.update(p) });
  } finally {
    progress.stop();
  }
}

/** Recomputes everything for the current n, d and points. */
async function update() {
  const gen = ++generation;
  saveState();
  clearError(text);
  clearError(dInput);
  const points = pointsText();
  const dim = dimension(n, d);
  const live = dim * Math.max(rows.length, 1) <= LIVE_ENTRIES && rows.length <= 400;
  const maxD = hilbertDegree();
  try {
    let done = false;
    if (live) {
      runner.cancel();
      progress.stop();
      await ready();
      if (gen !== generation) return;
      try {
        showResult(invoke('forms_check', n, d, points, LIVE_BUDGET, null));
        showHilbert(invoke('forms_hilbert', n, maxD, points, LIVE_BUDGET, null));
        done = true;
      } catch (e) {
        // Over the page's budget (e.g. a huge kernel): finish in the worker instead.
        if (e?.kind !== 'stopped') throw e;
      }
    }
    if (!done) {
      clearResult('Computing in the background…');
      progress.start('working…');
      const onProgress = (p) => progress.update(p);
      const r = await runner.run('forms.check', { n, d, points }, { onProgress });
      if (gen !== generation) return;
      showResult(r);
      const hr = await runner.run('forms.hilbert', { n, maxD, points }, { onProgress });
      if (gen !== generation) return;
      showHilbert(hr);
      progress.stop();
    }
  } catch (e) {
    if (gen !== generation) return;
    progress.stop();
    fail(e);
  }
}

function hilbertDegree() {
  let D = Math.max(d + 2, 4);
  while (D > 0 && dimension(n, D) > 2000) D--;
  return Math.min(D, 40);
}

function showHilbert(r) {
  const distinct = result?.distinct;
  replace($('hilbert'), hilbertPlot({ h: r.h, dim: r.dim, distinct, current: d }));
  $('hilbert-values').textContent = `h = (${r.h.join(', ')})`;
}

function setPoints(newRows, { refit = true, keepAdded = false } = {}) {
  rows = newRows;
  if (!keepAdded) added = new Set();
  if (refit) R = fitRadius(rows, n);
  syncInputs();
  update();
}

// Picture interaction: the verdict follows every move.
interactive(svg, () => ({
  n,
  R,
  rows,
  onMove(i, c) {
    rows = rows.map((r, k) => (k === i ? c : r));
    explanation = '';
    syncInputs();
    update();
  },
  onAdd(c) {
    explanation = '';
    setPoints([...rows, c], { refit: false });
  },
  onRemove(i) {
    explanation = '';
    setPoints(rows.filter((_, k) => k !== i), { refit: false });
  },
}));

text.addEventListener('input', () => {
  rows = splitPoints(text.value);
  added = new Set();
  explanation = '';
  R = fitRadius(rows, n);
  update();
});

nInput.addEventListener('change', () => {
  n = clampInt(nInput.value, 2, 8, 3);
  rows = [];
  explanation = '';
  setPoints([]);
});

dInput.addEventListener('input', () => {
  const v = Number(dInput.value);
  if (!Number.isInteger(v) || v < 0 || v > 40) {
    showError(dInput, 'd must be a whole number from 0 to 40');
    return;
  }
  d = v;
  explanation = '';
  update();
});

$('preset').addEventListener('change', (event) => {
  const p = PRESETS[event.target.value];
  event.target.value = '';
  if (!p) return;
  n = p.n;
  d = p.d;
  explanation = '';
  setPoints(p.random ? randomRows() : splitPoints(p.points));
});

function randomRows() {
  const out = [];
  const seen = new Set();
  const want = dimension(n, d);
  const gcd = (a, b) => (b ? gcd(b, a % b) : Math.abs(a));
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
      c = await compute('forms_construct', [n, d, basis.value], 'forms.construct', { n, d, basis: basis.value });
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
  const points = pointsText();
  try {
    const live = dimension(n, d) * Math.max(rows.length, 1) <= LIVE_ENTRIES;
    const c = await compute('forms_complete', [n, d, points], 'forms.complete', { n, d, points }, { live });
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

shareBar($('share'), {
  embed: () => `<asobiba-forms n="${n}" d="${d}" points="${attr(pointsText(';'))}"></asobiba-forms>`,
  svg: () => (svg.hidden ? null : svg),
  filename: 'forms.svg',
});

frame();
syncInputs();
update();
