// What the transforms are for, on the zeta page: OR/AND/XOR/subset convolutions as
// pipelines, counting set covers, and large n in a worker. Rust computes (zeta_convolve,
// zeta_covers, the zeta.bigRun job); this module draws and reads input.
import { invoke } from './lib/wasm.js';
import { h, replace, showError, clearError } from './lib/ui.js';
import { setLabel } from './lib/hasse.js';

const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));
const el = {
  convKind: $('conv-kind'), convA: $('conv-a'), convB: $('conv-b'), convBody: $('conv-body'),
  coverN: $('cover-n'), coverFamily: $('cover-family'), coversBody: $('covers-body'),
  bigN: $('big-n'), bigTransform: $('big-transform'), bigRun: $('big-run'), bigResult: $('big-result'), bigProgress: $('big-progress'),
};
export const KINDS = ['or', 'and', 'xor', 'subset'];

/** @type {any} */
let page = null;

/** Sets an input's value unless the person is typing in it. */
function show(/** @type {any} */ input, /** @type {string} */ value) {
  if (document.activeElement !== input) input.value = value;
}

export function renderConv() {
  const st = page.state;
  el.convKind.value = KINDS.includes(st.kind) ? st.kind : 'or';
  show(el.convA, st.a);
  show(el.convB, st.b);
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

/** The cover count's n: a whole number from 1 to 16, or an Error. */
export function coverN(/** @type {string} */ text) {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n < 1 || n > 16) throw new Error('n must be a whole number from 1 to 16');
  return n;
}

export function renderCovers() {
  const st = page.state;
  show(el.coverN, st.cn);
  show(el.coverFamily, st.cf);
  for (const input of [el.coverN, el.coverFamily]) clearError(input);
  let n;
  try {
    // The count runs on the page's thread: 2^16 sets × 65 sizes stays well under a frame.
    n = coverN(st.cn);
  } catch (e) {
    showError(el.coverN, e.message);
    replace(el.coversBody);
    return;
  }
  let c;
  try {
    c = invoke('zeta_covers', n, st.cf);
  } catch (e) {
    showError(el.coverFamily, e.message);
    replace(el.coversBody);
    return;
  }
  const rows = c.by_size.map((v, k) => h('tr', { 'data-k': k }, h('td', {}, String(k)), h('td', { class: 'count' }, v)));
  const missing = c.inside.map((inside, i) => (inside === c.family.length ? i : -1)).filter((i) => i >= 0);
  replace(el.coversBody,
    h('p', {}, `${c.family.length} sets: ${c.family.join(' ')}. `, h('strong', { id: 'covers-total' }, c.total), ' subfamilies cover everything.',
      missing.length ? ` No set contains ${missing.join(', ')}, so nothing can.` : ''),
    h('table', { class: 'stage-table', id: 'covers-table' }, h('thead', {}, h('tr', {}, h('th', {}, 'k sets'), h('th', {}, 'covers'))), h('tbody', {}, rows)));
}

async function runBig() {
  const n = Number(el.bigN.value);
  if (!Number.isInteger(n) || n < 10 || n > 26) {
    showError(el.bigN, 'n must be a whole number from 10 to 26 (2^26 values are 512 MiB)');
    return;
  }
  clearError(el.bigN);
  el.bigResult.textContent = '';
  el.bigRun.disabled = true;
  try {
    const r = await page.run('big', 'zeta.bigRun', { n, transform: el.bigTransform.value, seed: Date.now() % 1e9 }, { progress: el.bigProgress, label: `allocating 2^${n} values…` });
    el.bigResult.textContent = `n = ${r.n}: ${r.transform} of ${(2 ** r.n).toLocaleString('en')} values in ${r.ms.toFixed(1)} ms = ${r.nsPerElementBit.toFixed(3)} ns per element-bit (time / n·2^n); checksum ${r.checksum}`;
  } catch (e) {
    showError(el.bigN, e.message);
  } finally {
    el.bigRun.disabled = false;
  }
}

/** Wires the section's inputs to the page (once). @param {any} p */
export function initUses(p) {
  page = p;
  el.convKind.addEventListener('change', () => page.set({ kind: el.convKind.value }));
  for (const [input, key] of [[el.convA, 'a'], [el.convB, 'b'], [el.coverN, 'cn'], [el.coverFamily, 'cf']]) {
    input.addEventListener('input', () => page.set({ [key]: input.value }));
  }
  el.bigRun.addEventListener('click', runBig);
}
