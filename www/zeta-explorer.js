// The explorer on the zeta page: f on the n-cube, the fast transform pass by pass, the table
// of stages, the value editor and the definition at a chosen set. All arithmetic is Rust's
// (zeta_explain, zeta_focus); this module draws and reads input.
import { invoke } from './lib/wasm.js';
import { h, replace, showError, clearError } from './lib/ui.js';
import { hasseSvg, setLabel } from './lib/hasse.js';

export const MAX_PICTURE_N = 5;
export const TRANSFORMS = ['subset-zeta', 'subset-mobius', 'superset-zeta', 'superset-mobius'];
export const SYMBOL = { 'subset-zeta': 'ζ′', 'subset-mobius': 'μ′', 'superset-zeta': 'ζ', 'superset-mobius': 'μ' };

const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));
const el = {
  n: $('n'), transform: $('transform'), arith: $('arith'), f: $('f'), step: $('step'), back: $('back'),
  reset: $('reset'), finish: $('finish'), stageLabel: $('stage-label'), passNote: $('pass-note'),
  diagram: $('diagram'), legend: $('legend'), table: $('table'), editLabel: $('edit-label'), editValue: $('edit-value'),
  focus: $('focus-body'),
};

/** @type {any} the page skeleton (lib/page.js) */
let page = null;
const st = () => page.state;
const tokens = () => st().f.split(/[\s,]+/).filter(Boolean);
const selected = () => (st().s === '' ? -1 : Number(st().s));

/** The n the explorer shows, or an Error for the n menu. */
export function checkN(/** @type {string} */ text) {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1) throw new Error(`n must be a whole number from 1 to ${MAX_PICTURE_N}, not “${text}”`);
  if (n > MAX_PICTURE_N) {
    throw new Error(`n = ${n} is too large for the pictures (at most ${MAX_PICTURE_N}): 2^${n} values. Use “Large n” below for big arrays.`);
  }
  return n;
}

/** The n menu shows what the link asked for, also when it is out of range (with its error). */
function showN(/** @type {string} */ text) {
  for (const o of [...el.n.options]) if (o.dataset.extra) o.remove();
  if (![...el.n.options].some((o) => o.value === text)) {
    el.n.append(h('option', { value: text, 'data-extra': '1' }, `${text.slice(0, 6)} (not available)`));
  }
  el.n.value = text;
}

export function renderExplorer() {
  const s = st();
  showN(s.n);
  el.transform.value = TRANSFORMS.includes(s.transform) ? s.transform : 'subset-zeta';
  el.arith.value = [...el.arith.options].some((o) => o.value === s.mod) ? s.mod : '';
  if (document.activeElement !== el.f) el.f.value = s.f;
  for (const field of [el.n, el.transform, el.arith, el.f]) clearError(field);
  let n;
  let ex;
  try {
    try {
      n = checkN(s.n);
    } catch (e) {
      // A large n belongs to the "Large n" section: its n is ready there.
      if (/^\d+$/.test(s.n) && Number(s.n) >= 10 && Number(s.n) <= 26) $('big-n').value = s.n;
      throw Object.assign(e, { input: el.n });
    }
    if (!TRANSFORMS.includes(s.transform)) throw Object.assign(new Error(`unknown transform “${s.transform}”`), { input: el.transform });
    ex = invoke('zeta_explain', n, s.transform, s.f, s.mod);
  } catch (e) {
    showError(e.input ?? (/modulus/.test(e.message) ? el.arith : el.f), e.message);
    replace(el.diagram);
    replace(el.table);
    el.legend.hidden = true;
    $('edit-row').hidden = true;
    replace(el.focus, 'Fix the input above to see the definition at a set.');
    el.passNote.textContent = '';
    el.stageLabel.textContent = '';
    for (const b of [el.step, el.back, el.reset, el.finish]) b.disabled = true;
    return;
  }
  $('edit-row').hidden = false;
  const step = Math.min(Math.max(Number(s.step) || 0, 0), n);
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
    el.passNote.textContent = 'Each pass i combines the pairs (S, S ∪ {i}) for S without i. Press “step” for bit 0.';
  } else {
    const op = minus ? '−=' : '+=';
    const i = `{${bit}}`;
    const pair = subset ? `f(S ∪ ${i}) ${op} f(S)` : `f(S) ${op} f(S ∪ ${i})`;
    el.passNote.textContent = `pass ${step} (bit ${bit}): for every S ∌ ${bit}: ${pair}   — ${1 << (n - 1)} pairs, arrows point to the updated value`;
  }

  let focus = null;
  if (sel >= 0) {
    try {
      focus = invoke('zeta_focus', n, ex.transform, s.f, s.mod, sel);
    } catch (e) {
      replace(el.focus, h('p', { class: 'error' }, e.message));
    }
  }
  const terms = new Map(focus ? focus.terms.map((t) => [t.set, t.sign]) : []);
  // Keep the keyboard on the node it was on: the diagram is drawn anew.
  const focusedMask = el.diagram.contains(document.activeElement) ? document.activeElement?.getAttribute('data-mask') : null;
  const svg = hasseSvg(n, {
    values: ex.stages[step], activeBit: bit, direction: subset ? 'up' : 'down', minus,
    changed: receivers, terms, signs: step === 0, selected: sel, onSelect: (m) => select(m),
  });
  replace(el.diagram, svg);
  if (focusedMask !== null && focusedMask !== undefined) {
    /** @type {any} */ (svg.querySelector(`g.node[data-mask="${focusedMask}"]`))?.focus({ preventScroll: true });
  }
  renderLegend(focus, step, minus);
  renderTable(ex, n, step, sel, receivers);
  renderEdit(sel);
  renderFocus(ex, focus);
}

/** What the fills and outlines on the diagram mean, for what is on it now. */
function renderLegend(focus, step, minus) {
  const item = (/** @type {string} */ cls, /** @type {string} */ text) => h('span', { class: 'legend-item' }, h('span', { class: `swatch ${cls}`, 'aria-hidden': 'true' }), text);
  const items = [];
  if (focus) {
    items.push(item('plus', `added (+) in the sum at ${focus.label}`));
    if (focus.terms.some((t) => t.sign < 0)) items.push(item('minus', `subtracted (−) in the sum at ${focus.label}`));
    items.push(item('selected', `the chosen set ${focus.label}`));
  }
  if (step > 0) items.push(item('changed', `updated in pass ${step} (arrows: ${minus ? 'subtract' : 'add'} along them)`));
  el.legend.hidden = items.length === 0;
  replace(el.legend, items);
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
      onchange: (/** @type {any} */ e) => setValue(m, e.target.value),
      onclick: (/** @type {Event} */ e) => e.stopPropagation(),
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

function renderEdit(sel) {
  const m = sel >= 0 ? sel : 0;
  el.editLabel.textContent = `f(${setLabel(m)})`;
  el.editValue.dataset.mask = m;
  if (document.activeElement !== el.editValue) el.editValue.value = tokens()[m] ?? '';
}

const signed = (/** @type {number} */ sign, /** @type {number} */ i, /** @type {string} */ text) => `${i === 0 && sign > 0 ? '' : sign > 0 ? ' + ' : ' − '}${text}`;

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
    focus.terms.map((t, i) => h('span', { class: t.sign > 0 ? 'plus' : 'minus' }, signed(t.sign, i, `f(${t.label})`))),
    h('br'),
    '= ',
    focus.terms.map((t, i) => h('span', { class: t.sign > 0 ? 'plus' : 'minus' }, signed(t.sign, i, t.value))),
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

function setValue(/** @type {number} */ mask, /** @type {string} */ text) {
  const values = tokens();
  while (values.length < 1 << Number(st().n)) values.push('0');
  values[mask] = text.trim() === '' ? '0' : text.trim();
  page.set({ f: values.join(',') });
}

/** Chooses S. The keyboard stays where it was: arrows scroll, they never edit f. */
function select(/** @type {number} */ mask) {
  page.set({ s: String(mask) });
}

/** Wires the explorer's inputs to the page (once). @param {any} p */
export function initExplorer(p) {
  page = p;
  for (let n = 1; n <= MAX_PICTURE_N; n++) el.n.append(h('option', { value: n }, String(n)));
  el.n.addEventListener('change', () => {
    // Keep the values that still have a place; new sets start at 0.
    const n = Number(el.n.value);
    const values = tokens().slice(0, 1 << n);
    while (values.length < 1 << n) values.push('0');
    page.set({ n: String(n), f: values.join(','), step: '', s: selected() >= 1 << n ? '' : st().s });
  });
  el.transform.addEventListener('change', () => page.set({ transform: el.transform.value, step: '' }));
  el.arith.addEventListener('change', () => page.set({ mod: el.arith.value }));
  el.f.addEventListener('input', () => page.set({ f: el.f.value }));
  el.editValue.addEventListener('change', () => setValue(Number(el.editValue.dataset.mask), el.editValue.value));
  el.editValue.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
    // In the value box (explicit editing), up and down step the value by one.
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    const v = Number(el.editValue.value);
    if (!Number.isSafeInteger(v)) return;
    e.preventDefault();
    el.editValue.value = String(v + (e.key === 'ArrowUp' ? 1 : -1));
    setValue(Number(el.editValue.dataset.mask), el.editValue.value);
  });
  // Typing a number on a chosen node edits its value; every other key keeps its usual job.
  el.diagram.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
    const node = /** @type {Element} */ (e.target).closest?.('g.node');
    if (!node || e.ctrlKey || e.metaKey || e.altKey || !/^[-0-9]$/.test(e.key)) return;
    const mask = Number(node.getAttribute('data-mask'));
    if (mask !== selected()) select(mask);
    el.editValue.value = '';
    el.editValue.focus();
  });
  const stepTo = (/** @type {number} */ k) => page.set({ step: k === 0 ? '' : String(k) });
  el.step.addEventListener('click', () => stepTo(Math.min((Number(st().step) || 0) + 1, Number(st().n))));
  el.back.addEventListener('click', () => stepTo(Math.max((Number(st().step) || 0) - 1, 0)));
  el.reset.addEventListener('click', () => stepTo(0));
  el.finish.addEventListener('click', () => stepTo(Number(st().n)));
}

/** The presets: an indicator, all ones, random values, or f̃ from the Venn diagram. */
export function preset(/** @type {string} */ kind, /** @type {any} */ venn) {
  let n;
  try {
    n = checkN(st().n);
  } catch {
    n = 3;
  }
  const size = 1 << n;
  /** @type {Record<string, string>} */
  const patch = { step: '' };
  if (kind === 'indicator') {
    const target = selected() >= 0 && selected() < size ? selected() : size - 1;
    patch.f = Array.from({ length: size }, (_, m) => (m === target ? 1 : 0)).join(',');
    patch.s = String(target);
  } else if (kind === 'ones') {
    patch.f = Array(size).fill(1).join(',');
  } else if (kind === 'random') {
    patch.f = Array.from({ length: size }, () => Math.floor(Math.random() * 19) - 9).join(',');
  } else if (kind === 'ie') {
    if (!venn) return;
    n = venn.n;
    Object.assign(patch, { f: venn.signed.join(','), transform: 'subset-zeta', s: String((1 << n) - 1) });
  }
  patch.n = String(n);
  page.set(patch);
  if (kind === 'ie') el.passNote.textContent = 'f = f̃ from the Venn diagram below (signed intersection sizes); step through ζ′ to get the union sizes g.';
}
