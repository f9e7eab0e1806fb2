// The forms page: points in, exact verdict out, live while dragging. The points are
// validated on the page (a cheap parse); every computation runs in a worker, the newest
// input first, so the page answers at once however large or odd the input is.
import { ready, invoke } from './lib/wasm.js';
import { JobRunner, JobCancelled } from './lib/jobs.js';
import { readState, writeState } from './lib/urlstate.js';
import { showError, clearError, progressView } from './lib/ui.js';
import { shareBar, attr } from './lib/share.js';
import { frame } from './lib/page.js';
import { draw, interactive, splitPoints, joinPoints, fitRadius, FORMS_CSS } from './forms-draw.js';
import { showResult, clearResult, showHilbert } from './forms-result.js';

document.getElementById('forms-css').textContent = FORMS_CSS;

const $ = (id) => document.getElementById(id);
const nInput = $('n');
const dInput = $('d');
const text = $('points');
const svg = $('picture');

/** A running analysis younger than this finishes before the newer input is analysed (a
 * drag sends many); an older one is stopped at once (ms). */
const PATIENCE_MS = 400;
/** The progress bar and its cancel button appear for work that takes longer (ms). */
const PROGRESS_AFTER_MS = 250;

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

let urlTimer = 0;
let validState = null;

/** The URL follows the last valid state, at most a few times a second (browsers throttle
 * faster ones). */
function saveState() {
  validState = { n, d, points: pointsText(';') };
  if (urlTimer) return;
  urlTimer = setTimeout(() => {
    urlTimer = 0;
    writeState(validState);
  }, 150);
}

function redraw() {
  if (n === 2 || n === 3) {
    svg.hidden = false;
    const focused = svg.querySelector('.pt:focus')?.dataset.index;
    draw(svg, { n, rows, result, R, added, focusable: true });
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
function noResult(message) {
  result = null;
  clearResult(message);
  redraw();
}

/** A core error next to the input it concerns. */
function fail(e) {
  const msg = e?.message ?? String(e);
  if (e?.kind === 'cancelled') {
    noResult(msg);
    return;
  }
  const target = /degree|monomials/.test(msg) && !/point/.test(msg) ? dInput : text;
  showError(target, msg);
  noResult('No verdict: fix the input.');
}

// The analysis and the buttons' jobs have a worker each, so neither replaces the other.
const runner = new JobRunner();
const actions = new JobRunner();
const progress = progressView({
  onCancel: () => {
    runner.cancel();
    actions.cancel();
  },
});
$('progress').append(progress.root);

let generation = 0;
let running = null; // { gen, started } of the analysis in the worker
let waiting = false; // newer input arrived while it ran

/** Runs a job in the worker with the progress bar shown if it takes a while. */
async function inWorker(job, args, on = runner) {
  const timer = setTimeout(() => progress.start('working…'), PROGRESS_AFTER_MS);
  try {
    return await on.run(job, args, { onProgress: (p) => progress.update(p) });
  } finally {
    clearTimeout(timer);
    progress.stop();
  }
}

/** Analyses the newest input in the worker: one job at a time, superseded inputs skipped. */
async function analyse() {
  if (running) {
    waiting = true;
    if (performance.now() - running.started > PATIENCE_MS) runner.cancel(new JobCancelled('superseded'));
    return;
  }
  waiting = false;
  const gen = generation;
  running = { gen, started: performance.now() };
  $('result').setAttribute('aria-busy', 'true');
  const points = pointsText();
  try {
    const r = await inWorker('forms.analyse', { n, d, maxD: hilbertDegree(), points });
    if (gen === generation) {
      result = r.check;
      showResult(r.check, n, explanation);
      showHilbert(r.hilbert, r.check.distinct, d);
      redraw();
    }
  } catch (e) {
    if (gen === generation && e?.message !== 'superseded') fail(e);
  } finally {
    running = null;
    if (waiting) analyse();
    else $('result').removeAttribute('aria-busy');
  }
}

let scheduled = false;
let textEdited = false;

/** Every change of n, d or the points comes here; a burst of changes (a paste arrives as
 * many input events) is handled once, in the next task. */
function update() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    refresh();
  }, 0);
}

/** Validates at once, redraws the points, then analyses in the worker. */
async function refresh() {
  const gen = ++generation;
  if (textEdited) {
    textEdited = false;
    rows = splitPoints(text.value);
    R = fitRadius(rows, n);
  }
  clearError(text);
  clearError(dInput);
  await ready();
  if (gen !== generation) return;
  try {
    invoke('forms_parse', n, pointsText());
  } catch (e) {
    // Nothing is drawn from, computed on or linked to input the core refuses.
    showError(text, e?.message ?? String(e));
    noResult('No verdict: fix the points.');
    return;
  }
  saveState();
  redraw();
  analyse();
}

function hilbertDegree() {
  let D = Math.max(d + 2, 4);
  while (D > 0 && dimension(n, D) > 2000) D--;
  return Math.min(D, 40);
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
  textEdited = true;
  added = new Set();
  explanation = '';
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
    generation++; // a running analysis of the old d is no longer wanted
    showError(dInput, 'd must be a whole number from 0 to 40');
    noResult('No verdict: fix the degree.');
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
      c = await inWorker('forms.construct', { n, d, basis: basis.value }, actions);
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
    const c = await inWorker('forms.complete', { n, d, points }, actions);
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
