// The Zeta & Möbius explorer. All arithmetic happens in Rust (zeta_* exports); this file
// keeps the state (in the URL), draws, and reports bad input next to the input concerned.
import { ready, invoke } from './lib/wasm.js';
import { JobRunner } from './lib/jobs.js';
import { readState, writeState } from './lib/urlstate.js';
import { h, replace, showError, clearError, progressView } from './lib/ui.js';
import { s } from './lib/svg.js';
import { shareBar, attr } from './lib/share.js';
import { frame } from './lib/page.js';
import { hasseSvg, setLabel, popcount, HASSE_CSS } from './lib/hasse.js';

const DEFAULTS = {
  n: '3', transform: 'subset-zeta', f: '1,2,3,4,5,6,7,8', mod: '', s: '', step: '',
  sets: 'a b c d; c d e; d e f g', kind: 'or', a: '1,2,3,4', b: '1,0,2,1',
  cn: '4', cf: '{0,1} {1,2} {2,3} {3,0} {0,2}',
};
const TRANSFORMS = ['subset-zeta', 'subset-mobius', 'superset-zeta', 'superset-mobius'];
const SYMBOL = { 'subset-zeta': 'ζ′', 'subset-mobius': 'μ′', 'superset-zeta': 'ζ', 'superset-mobius': 'μ' };
const MAX_PICTURE_N = 5;
const LETTERS = 'ABCD';

const $ = (id) => document.getElementById(id);
const el = {
  n: $('n'), transform: $('transform'), arith: $('arith'), f: $('f'), step: $('step'), back: $('back'),
  reset: $('reset'), finish: $('finish'), stageLabel: $('stage-label'), passNote: $('pass-note'),
  diagram: $('diagram'), table: $('table'), editLabel: $('edit-label'), editValue: $('edit-value'),
  focus: $('focus-body'), vennCount: $('venn-count'), vennSets: $('venn-sets'), vennTable: $('venn-table'),
  vennDiagram: $('venn-diagram'), convKind: $('conv-kind'), convA: $('conv-a'), convB: $('conv-b'),
  convBody: $('conv-body'), bigN: $('big-n'), bigTransform: $('big-transform'), bigRun: $('big-run'),
  bigResult: $('big-result'),
};

const st = readState(DEFAULTS);
let explained = null; // the last successful zeta_explain
let venn = null;

document.head.append(h('style', {}, HASSE_CSS));
for (let n = 1; n <= MAX_PICTURE_N; n++) el.n.append(h('option', { value: n }, String(n)));

function save() {
  const out = { n: st.n, transform: st.transform, f: st.f };
  for (const key of ['mod', 's', 'step', 'sets', 'kind', 'a', 'b', 'cn', 'cf']) {
    if (st[key] !== DEFAULTS[key]) out[key] = st[key];
  }
  writeState(out);
}

const tokens = () => st.f.split(/[\s,]+/).filter(Boolean);
const selected = () => (st.s === '' ? -1 : Number(st.s));

// ---------------------------------------------------------------------------------------
// The explorer: f, the passes, the diagram and the table.

function checkN() {
  const n = Number(st.n);
  if (!/^\d+$/.test(st.n) || n < 1) throw Object.assign(new Error(`n must be a whole number from 1 to ${MAX_PICTURE_N}, not “${st.n}”`), { field: el.n });
  if (n > MAX_PICTURE_N) {
    throw Object.assign(new Error(`n = ${n} is too large for the pictures (at most ${MAX_PICTURE_N}): 2^${n} values. Use “Large n” below for big arrays.`), { field: el.n });
  }
  return n;
}

function renderExplorer() {
  el.transform.value = TRANSFORMS.includes(st.transform) ? st.transform : 'subset-zeta';
  el.arith.value = [...el.arith.options].some((o) => o.value === st.mod) ? st.mod : '';
  if (document.activeElement !== el.f) el.f.value = st.f;
  for (const field of [el.n, el.transform, el.arith, el.f]) clearError(field);
  let n;
  try {
    n = checkN();
    el.n.value = String(n);
    if (!TRANSFORMS.includes(st.transform)) throw Object.assign(new Error(`unknown transform “${st.transform}”`), { field: el.transform });
    explained = invoke('zeta_explain', n, st.transform, st.f, st.mod);
  } catch (e) {
    explained = null;
    showError(e.field ?? (/modulus/.test(e.message) ? el.arith : el.f), e.message);
    replace(el.diagram);
    replace(el.table);
    replace(el.focus, 'Fix f above to see the definition at a set.');
    el.passNote.textContent = '';
    el.stageLabel.textContent = '';
    for (const b of [el.step, el.back, el.reset, el.finish]) b.disabled = true;
    return;
  }
  const ex = explained;
  const step = Math.min(Math.max(Number(st.step) || 0, 0), n);
  const sel = selected() >= 0 && selected() < 1 << n ? selected() : -1;
  const subset = ex.transform.startsWith('subset');
  const minus = ex.transform.endsWith('mobius');
  const bit = step - 1;
  const receivers = new Set();
  if (step > 0) for (let m = 0; m < 1 << n; m++) if (((m >> bit) & 1) === (subset ? 1 : 0)) receivers.add(m);

  el.step.disabled = step >= n;
  el.finish.disabled = step >= n;
  el.back.disabled = step <= 0;
  el.reset.disabled = step <= 0;
  el.stageLabel.textContent = step === 0 ? `f, before pass 1 of ${n}` : step === n ? `result ${SYMBOL[ex.transform]}f after all ${n} passes` : `after pass ${step} of ${n}`;
  if (step === 0) {
    el.passNote.textContent = `Each pass i combines the pairs (S, S ∪ {i}) for S without i. Press “step” for bit 0.`;
  } else {
    const op = minus ? '−=' : '+=';
    const i = `{${bit}}`;
    el.passNote.textContent = subset
      ? `pass ${step} (bit ${bit}): for every S ∌ ${bit}: f(S ∪ ${i}) ${op} f(S)   — ${1 << (n - 1)} pairs, arrows point to the updated value`
      : `pass ${step} (bit ${bit}): for every S ∌ ${bit}: f(S) ${op} f(S ∪ ${i})   — ${1 << (n - 1)} pairs, arrows point to the updated value`;
  }

  let focus = null;
  if (sel >= 0) {
    try {
      focus = invoke('zeta_focus', n, ex.transform, st.f, st.mod, sel);
    } catch (e) {
      replace(el.focus, h('p', { class: 'error' }, e.message));
    }
  }
  const terms = new Map(focus ? focus.terms.map((t) => [t.set, t.sign]) : []);
  const svg = hasseSvg(n, {
    values: ex.stages[step], activeBit: bit, direction: subset ? 'up' : 'down', minus,
    changed: receivers, terms, signs: step === 0, selected: sel, onSelect: (m) => select(m, { edit: true }),
  });
  replace(el.diagram, svg);
  renderTable(ex, n, step, sel, receivers);
  renderEdit(ex, sel);
  renderFocus(ex, focus);
}

function renderTable(ex, n, step, sel, receivers) {
  const head = h('tr', {}, h('th', { class: 'set', scope: 'col' }, 'S'), h('th', { scope: 'col' }, 'mask'), h('th', { scope: 'col', class: step === 0 ? 'current' : null }, 'f(S)'));
  for (let k = 1; k <= step; k++) {
    head.append(h('th', { scope: 'col', class: k === step ? 'current' : null }, k === n ? `${SYMBOL[ex.transform]}f(S)` : `after bit ${k - 1}`));
  }
  const body = [];
  const values = tokens();
  for (let m = 0; m < 1 << n; m++) {
    const input = h('input', {
      type: 'text', value: values[m] ?? '', 'aria-label': `f(${setLabel(m)})`, 'data-mask': m,
      onchange: (e) => setValue(m, e.target.value),
      onclick: (e) => e.stopPropagation(),
    });
    const row = h('tr', { class: m === sel ? 'selected' : null, 'data-mask': m, onclick: () => select(m) },
      h('td', { class: 'set' }, setLabel(m)),
      h('td', {}, m.toString(2).padStart(n, '0')),
      h('td', { class: step === 0 ? 'current' : null }, input));
    for (let k = 1; k <= step; k++) {
      const changed = k === step && receivers.has(m);
      row.append(h('td', { class: [k === step && 'current', changed && 'changed'].filter(Boolean).join(' ') || null, 'data-stage': k }, ex.stages[k][m]));
    }
    body.push(row);
  }
  replace(el.table, h('table', { class: 'stage-table' }, h('thead', {}, head), h('tbody', {}, body)));
}

function renderEdit(ex, sel) {
  const m = sel >= 0 ? sel : 0;
  el.editLabel.textContent = `f(${setLabel(m)})`;
  el.editValue.dataset.mask = m;
  if (document.activeElement !== el.editValue) el.editValue.value = tokens()[m] ?? '';
}

function renderFocus(ex, focus) {
  if (!focus) {
    if (selected() < 0) replace(el.focus, 'Choose a set S in the diagram or the table.');
    return;
  }
  const n = ex.n;
  const T = SYMBOL[ex.transform];
  const within = ex.transform.startsWith('subset') ? `T ⊆ ${focus.label}` : `T ⊇ ${focus.label}`;
  const terms = h('div', { class: 'terms' },
    `${T}(f)(${focus.label}) = Σ over ${within}${ex.transform.endsWith('mobius') ? ' with sign (−1)^|S Δ T|' : ''} = `,
    focus.terms.map((t, i) => h('span', { class: t.sign > 0 ? 'plus' : 'minus' }, `${i === 0 && t.sign > 0 ? '' : t.sign > 0 ? ' + ' : ' − '}f(${t.label})`)),
    h('br'),
    '= ',
    focus.terms.map((t, i) => h('span', { class: t.sign > 0 ? 'plus' : 'minus' }, `${i === 0 && t.sign > 0 ? '' : t.sign > 0 ? ' + ' : ' − '}${t.value}`)),
    ' = ', h('strong', { id: 'focus-sum' }, focus.sum));
  const fast = ex.result[focus.set];
  const agree = fast === focus.sum;
  const check = h('p', {}, 'The fast algorithm gives ', h('strong', {}, fast), agree ? h('span', { class: 'ok' }, ' ✓ the same') : h('span', { class: 'bad' }, ' ✗ a different value'), '.');
  const same = ex.back.every((v, i) => v === ex.stages[0][i]);
  const inverse = h('p', { id: 'inverse-check' }, `Applying the inverse ${SYMBOL[ex.inverse]} to ${T}f gives f back at all ${1 << n} sets: `,
    same ? h('span', { class: 'ok' }, `✓ ${SYMBOL[ex.inverse]}(${T}f) = f`) : h('span', { class: 'bad' }, '✗'));
  const rows = focus.cancellation.map((c) => h('tr', {},
    h('td', {}, setLabel(c.set)), h('td', {}, String(c.m)),
    h('td', { class: 'terms' }, c.terms.map((x, k) => `${k === 0 ? '' : x < 0 ? ' − ' : ' + '}${Math.abs(x)}`).join(''), ' = ', h('strong', {}, String(c.total)))));
  const why = h('div', {},
    h('p', {}, `Why: composing the two sums, ${SYMBOL[ex.inverse]}(${T}f)(${focus.label}) = Σ_U f(U) · Σ_k (−1)^k C(m, k) with m = |U Δ ${focus.label}| — the binomial theorem at x = −1 makes every coefficient 0 except U = ${focus.label}:`),
    h('table', { class: 'stage-table', id: 'cancellation' }, h('thead', {}, h('tr', {}, h('th', {}, 'U'), h('th', {}, 'm'), h('th', {}, 'Σ (−1)^k C(m,k)'))), h('tbody', {}, rows)));
  replace(el.focus, terms, check, inverse, why);
}

function setValue(mask, text) {
  const values = tokens();
  while (values.length < 1 << Number(st.n)) values.push('0');
  values[mask] = text.trim() === '' ? '0' : text.trim();
  st.f = values.join(',');
  commit();
}

/** Chooses S; from the diagram, the value editor takes the keyboard so typing edits f(S). */
function select(mask, { edit = false } = {}) {
  st.s = String(mask);
  commit();
  if (edit) {
    el.editValue.focus();
    el.editValue.select();
  }
}

function commit() {
  save();
  renderExplorer();
}

el.n.addEventListener('change', () => {
  // Keep the values that still have a place; new sets start at 0.
  const n = Number(el.n.value);
  const values = tokens().slice(0, 1 << n);
  while (values.length < 1 << n) values.push('0');
  st.n = String(n);
  st.f = values.join(',');
  st.step = '';
  if (selected() >= 1 << n) st.s = '';
  commit();
});
el.transform.addEventListener('change', () => {
  st.transform = el.transform.value;
  st.step = '';
  commit();
});
el.arith.addEventListener('change', () => {
  st.mod = el.arith.value;
  commit();
});
el.f.addEventListener('input', () => {
  st.f = el.f.value;
  commit();
});
el.editValue.addEventListener('change', () => setValue(Number(el.editValue.dataset.mask), el.editValue.value));
el.editValue.addEventListener('keydown', (e) => {
  // Up and down step the value by one, for quick experiments on the diagram.
  if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
  const v = Number(el.editValue.value);
  if (!Number.isSafeInteger(v)) return;
  e.preventDefault();
  el.editValue.value = String(v + (e.key === 'ArrowUp' ? 1 : -1));
  setValue(Number(el.editValue.dataset.mask), el.editValue.value);
});
el.step.addEventListener('click', () => {
  st.step = String(Math.min((Number(st.step) || 0) + 1, Number(st.n)));
  commit();
});
el.back.addEventListener('click', () => {
  st.step = String(Math.max((Number(st.step) || 0) - 1, 0));
  commit();
});
el.reset.addEventListener('click', () => {
  st.step = '';
  commit();
});
el.finish.addEventListener('click', () => {
  st.step = st.n;
  commit();
});
for (const button of document.querySelectorAll('[data-preset]')) {
  button.addEventListener('click', () => preset(button.dataset.preset));
}

function preset(kind) {
  let n;
  try {
    n = checkN();
  } catch {
    n = 3;
  }
  const size = 1 << n;
  if (kind === 'indicator') {
    const target = selected() >= 0 && selected() < size ? selected() : size - 1;
    st.f = Array.from({ length: size }, (_, m) => (m === target ? 1 : 0)).join(',');
    st.s = String(target);
  } else if (kind === 'ones') {
    st.f = Array(size).fill(1).join(',');
  } else if (kind === 'random') {
    st.f = Array.from({ length: size }, () => Math.floor(Math.random() * 19) - 9).join(',');
  } else if (kind === 'ie') {
    if (!venn) return;
    n = venn.n;
    st.f = venn.signed.join(',');
    st.transform = 'subset-zeta';
    st.s = String((1 << n) - 1);
    el.passNote.textContent = '';
  }
  st.n = String(n);
  st.step = '';
  commit();
  if (kind === 'ie') el.passNote.textContent = 'f = f̃ from the Venn diagram below (signed intersection sizes); step through ζ′ to get the union sizes g.';
}

// ---------------------------------------------------------------------------------------
// Inclusion–exclusion with a Venn diagram.

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

/** How far inside (> 0) or outside (< 0) an ellipse a point is, in pixels (roughly). */
function depth([cx, cy, rx, ry, deg], x, y) {
  const t = (deg * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  const u = (dx * Math.cos(t) + dy * Math.sin(t)) / rx;
  const v = (-dx * Math.sin(t) + dy * Math.cos(t)) / ry;
  return (1 - Math.hypot(u, v)) * Math.min(rx, ry);
}

/** A label position deep inside each region (mask → [x, y]), found on a grid. */
function regionPoints(shapes) {
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
  return best;
}

function vennTexts() {
  const texts = st.sets.split(';').map((t) => t.trim());
  const count = Math.min(Math.max(Number(el.vennCount.value) || 3, 2), 4);
  while (texts.length < count) texts.push('');
  return texts.slice(0, count);
}

function renderVennInputs() {
  const texts = st.sets.split(';').map((t) => t.trim());
  const count = Math.min(Math.max(texts.length, 2), 4);
  el.vennCount.value = String(count);
  const inputs = [];
  for (let i = 0; i < count; i++) {
    const input = h('input', { type: 'text', id: `venn-set-${i}`, value: texts[i] ?? '', spellcheck: 'false', 'aria-label': `elements of ${LETTERS[i]}` });
    input.addEventListener('input', () => {
      const all = [...el.vennSets.querySelectorAll('input')].map((x) => x.value.replace(/;/g, ' '));
      st.sets = all.join('; ');
      save();
      renderVenn();
    });
    inputs.push(h('label', { for: `venn-set-${i}` }, `${LETTERS[i]} =`), h('span', {}, input));
  }
  replace(el.vennSets, inputs);
}

function renderVenn() {
  const texts = vennTexts();
  const first = el.vennSets.querySelector('input');
  try {
    venn = invoke('zeta_venn', texts);
    if (first) clearError(first);
  } catch (e) {
    venn = null;
    if (first) showError(first, e.message);
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
  replace(el.vennTable, h('table', { class: 'stage-table', id: 'venn-values' },
    h('thead', {}, h('tr', {}, h('th', { class: 'set' }, 'S'), h('th', {}, 'f(S) = |∩|'), h('th', {}, 'f̃(S)'), h('th', {}, 'g(S) = ζ′(f̃)(S)'), h('th', {}, 'μ′ agrees'))),
    h('tbody', {}, rows)));
  const shapes = VENN_SHAPES[n] ?? VENN_SHAPES[3];
  const svg = s('svg', { class: 'venn', viewBox: '0 0 400 340', width: 400, height: 340, role: 'img', 'aria-label': 'Venn diagram with the number of elements in each region' });
  shapes.forEach(([cx, cy, rx, ry, deg], i) => {
    svg.append(s('ellipse', { cx, cy, rx, ry, transform: `rotate(${deg} ${cx} ${cy})`, style: `fill: ${VENN_COLOURS[i]}; stroke: ${VENN_COLOURS[i]}` }));
  });
  const points = regionPoints(shapes);
  for (const [mask, { x, y }] of points) {
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
  replace(el.vennDiagram, svg, h('ul', { class: 'regions muted' }, regions));
}

el.vennCount.addEventListener('change', () => {
  const texts = vennTexts();
  st.sets = texts.join('; ');
  save();
  renderVennInputs();
  renderVenn();
});

// ---------------------------------------------------------------------------------------
// Convolutions as pipelines.

function renderConv() {
  el.convKind.value = ['or', 'and', 'xor', 'subset'].includes(st.kind) ? st.kind : 'or';
  for (const input of [el.convA, el.convB, el.convKind]) clearError(input);
  let p;
  try {
    p = invoke('zeta_convolve', st.kind, st.a, st.b, st.mod);
  } catch (e) {
    const field = /^a:/.test(e.message) ? el.convA : /^b:|same length/.test(e.message) ? el.convB : /convolution/.test(e.message) ? el.convKind : el.convA;
    showError(field, e.message);
    replace(el.convBody);
    return;
  }
  const size = 1 << p.n;
  const ranked = p.kind === 'subset';
  const sym = { or: ['ζ′', 'μ′'], and: ['ζ', 'μ'], xor: ['H', 'H, ÷2ⁿ'], subset: ['ζ′ per rank', 'μ′ per rank, h(S) = ĥ_{|S|}(S)'] }[p.kind];
  const table = (columns) => h('table', {},
    h('thead', {}, h('tr', {}, h('th', {}, 'S'), columns.map(([title]) => h('th', {}, title)))),
    h('tbody', {}, Array.from({ length: size }, (_, m) => h('tr', {}, h('th', {}, setLabel(m)), columns.map(([, values, cls]) => h('td', { class: cls ?? null }, values[m]))))));
  const rankCols = (rows, letter) => rows.map((row, k) => [ranked ? `${letter}${k}` : letter, row]);
  const step = (title, body) => h('div', { class: 'step' }, h('h3', {}, title), body);
  const arrow = (text) => h('div', { class: 'arrow' }, `→ ${text} →`);
  replace(el.convBody, h('div', { class: 'pipeline' },
    step('inputs', table([['a', p.a], ['b', p.b]])),
    arrow(sym[0]),
    step('transformed', table([...rankCols(p.a_hat, 'â'), ...rankCols(p.b_hat, 'b̂')])),
    arrow(ranked ? 'Σ_{i+j=k} âᵢ·b̂ⱼ' : '× pointwise'),
    step('product', table(rankCols(p.product, 'ĥ'))),
    arrow(sym[1]),
    step('result', table([['h', p.result, 'result']]))));
}

el.convKind.addEventListener('change', () => {
  st.kind = el.convKind.value;
  save();
  renderConv();
renderCovers();
});
for (const [input, key] of [[el.convA, 'a'], [el.convB, 'b']]) {
  input.addEventListener('input', () => {
    st[key] = input.value;
    save();
    renderConv();
renderCovers();
  });
}

// ---------------------------------------------------------------------------------------
// Set covers.

const coverN = $('cover-n');
const coverFamily = $('cover-family');
function renderCovers() {
  for (const input of [coverN, coverFamily]) clearError(input);
  const n = Number(st.cn);
  // The count runs on the page's thread: 2^16 sets × 65 sizes stays well under a frame.
  if (!Number.isInteger(n) || n < 1 || n > 16) {
    showError(coverN, 'n must be a whole number from 1 to 16');
    replace($('covers-body'));
    return;
  }
  let c;
  try {
    c = invoke('zeta_covers', n, st.cf);
  } catch (e) {
    showError(coverFamily, e.message);
    replace($('covers-body'));
    return;
  }
  const rows = c.by_size.map((v, k) => h('tr', { 'data-k': k }, h('td', {}, String(k)), h('td', { class: 'count' }, v)));
  const missing = c.inside.map((inside, i) => (inside === c.family.length ? i : -1)).filter((i) => i >= 0);
  replace($('covers-body'),
    h('p', {}, `${c.family.length} sets: ${c.family.join(' ')}. `, h('strong', { id: 'covers-total' }, c.total), ' subfamilies cover everything.',
      missing.length ? ` No set contains ${missing.map((i) => i).join(', ')}, so nothing can.` : ''),
    h('table', { class: 'stage-table', id: 'covers-table' }, h('thead', {}, h('tr', {}, h('th', {}, 'k sets'), h('th', {}, 'covers'))), h('tbody', {}, rows)));
}
coverN.value = st.cn;
coverFamily.value = st.cf;
for (const [input, key] of [[coverN, 'cn'], [coverFamily, 'cf']]) {
  input.addEventListener('input', () => {
    st[key] = input.value;
    save();
    renderCovers();
  });
}

// ---------------------------------------------------------------------------------------
// Large n in a worker.

const runner = new JobRunner();
const progress = progressView({ onCancel: () => runner.cancel() });
$('big-progress').append(progress.root);
el.bigRun.addEventListener('click', async () => {
  const n = Number(el.bigN.value);
  if (!Number.isInteger(n) || n < 10 || n > 26) {
    showError(el.bigN, 'n must be a whole number from 10 to 26 (2^26 values are 512 MiB)');
    return;
  }
  clearError(el.bigN);
  el.bigResult.textContent = '';
  el.bigRun.disabled = true;
  progress.start(`allocating 2^${n} values…`);
  try {
    const r = await runner.run('zeta.bigRun', { n, transform: el.bigTransform.value, seed: Date.now() % 1e9 }, { onProgress: (p) => progress.update(p) });
    el.bigResult.textContent = `n = ${r.n}: ${r.transform} of ${(2 ** r.n).toLocaleString('en')} values in ${r.ms.toFixed(1)} ms = ${r.nsPerElementBit.toFixed(3)} ns per element-bit (time / n·2^n); checksum ${r.checksum}`;
  } catch (e) {
    showError(el.bigN, e.message);
  } finally {
    progress.stop();
    el.bigRun.disabled = false;
  }
});

// ---------------------------------------------------------------------------------------

frame();
shareBar($('share'), {
  embed: () => `<asobiba-zeta n="${attr(st.n)}" transform="${attr(st.transform)}" f="${attr(st.f)}"></asobiba-zeta>`,
  svg: () => el.diagram.querySelector('svg'),
  filename: `zeta-n${st.n}.svg`,
});
el.convA.value = st.a;
el.convB.value = st.b;
await ready();
renderExplorer();
renderVennInputs();
renderVenn();
renderConv();
renderCovers();
