// n kos under superko: the page's state (in the URL through lib/page.js) and its sections:
// the two win tables on canvases (nko-table.js), a state's line on a row of kos
// (nko-line.js), the readings tried (a worker job), and the ko fight (nko-fight.js).
import { invoke } from './lib/wasm.js';
import { h, replace } from './lib/ui.js';
import { attr } from './lib/share.js';
import { createPage, fail, engine } from './lib/page.js';
import { tableView, at } from './nko-table.js';
import { lineView } from './nko-line.js';
import { fightView, FIGHT_CSS } from './nko-fight.js';

document.head.append(h('style', {}, FIGHT_CSS));
const wasm = await engine();

/** The table is solved to this n whatever the view shows. */
const MAX_N = 1000;
const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
const whole = (/** @type {string} */ v, /** @type {number} */ lo, /** @type {number} */ hi, /** @type {string} */ what) =>
  (/^\d{1,5}$/.test(v) && +v >= lo && +v <= hi) || fail(`${what} must be a whole number from ${lo} to ${hi}`);

/** @type {any} */
let table = null;
let tableKey = '';
/** @type {Record<string, string>} */
let current = {};
/** @type {any} */
let page = null;

const hover = $('hover');
const views = ['black', 'white'].map((side) => ({
  side,
  view: tableView(/** @type {HTMLCanvasElement} */ (/** @type {unknown} */ ($(`table-${side}`))), {
    onHover: (cell) => describe(cell, side),
    onClick: (cell) => page.set({ n: String(cell.n), m: String(cell.m), side }, { push: true }),
    onView: (v) => syncView(v, side),
  }),
}));
const line = lineView($('line'));
const fight = fightView($('fight'), wasm);

function parseView(/** @type {string} */ v) {
  const [n0, m0, rows] = (v || '0,0,31').split(',').map(Number);
  return { n0, m0, rows };
}

/** Both tables show the same window; the URL keeps it. */
let syncing = false;
function syncView(/** @type {{n0: number, m0: number, rows: number}} */ v, /** @type {string} */ from) {
  if (syncing) return;
  syncing = true;
  for (const t of views) if (t.side !== from) t.view.setView(v);
  syncing = false;
  page?.set({ view: `${v.n0},${v.m0},${v.rows}` }, { render: false });
}

const name = (/** @type {number} */ code) => ['outside the reading', 'Black wins', 'White wins', 'draw'][code];

function describe(/** @type {{n: number, m: number} | null} */ cell, /** @type {string} */ side) {
  if (!cell || !table) {
    hover.textContent = '';
    return;
  }
  const i = at(cell.n, cell.m);
  const w = table.winners(side)[i];
  const c = table.claims(side)[i];
  let length = '';
  try {
    length = `, ${table.line(cell.n, cell.m, side).length} moves`;
  } catch {
    // outside the reading: no line
  }
  hover.textContent = `(${cell.n}, ${cell.m}, ${side === 'black' ? 0 : 1}) ${side} to move: ${name(w)}${length}; the article: ${name(c)}${w !== 0 && w !== c ? '  ✗ disagrees' : ''}`;
}

function rebuildTable(/** @type {Record<string, string>} */ state) {
  const key = `${state.pass}|${state.reading}`;
  if (key === tableKey && table) return true;
  try {
    const next = new wasm.NkoTable(MAX_N, state.pass === '1', state.reading || 'literal');
    table?.free();
    table = next;
    tableKey = key;
    page?.clear('reading');
  } catch (e) {
    page?.fail(e, 'reading');
    return false;
  }
  const d = table.disagreements();
  const what = state.pass === '1' ? "the article's claim with passes" : "the article's closed form";
  replace($('counts'), `Under the reading ${invoke('nko_reading', state.reading || 'literal')}, ${what} disagrees with the table in `,
    h('span', { class: d.total ? 'bad' : '' }, `${d.total.toLocaleString('en')} of ${d.cells.toLocaleString('en')} cells`),
    ` (Black to move ${d.black.toLocaleString('en')}, White to move ${d.white.toLocaleString('en')}, n = 1 … ${MAX_N})`,
    state.pass === '1' ? '' : `; the bare formula without its atari exception in ${d.bare.toLocaleString('en')}`,
    d.outside ? `; ${d.outside.toLocaleString('en')} cells fall outside the model under this reading` : '', '.');
  for (const t of views) t.view.set({ winners: table.winners(t.side), claims: table.claims(t.side), maxN: MAX_N });
  return true;
}

function showFormula(/** @type {Record<string, string>} */ state) {
  const lines = state.pass === '1'
    ? ['With passes the article says: Black to move wins iff m ≥ n − 1 or the state is (3, 1, 0); Black never loses; everything else is a draw.']
    : ['The article: Black to move wins iff  m < n/2 and (n + m) mod 3 ≠ 1,  or  m ≥ n/2 and (n + m) mod 3 = 0;',
      'exception: (n, n − 1, 0) Black captures in atari and wins. White to move: the colour mirror, (n, m, 1) ~ (n, n − m, 0).'];
  replace($('formula'), ...lines.map((l) => h('div', {}, l)));
}

function showLine(/** @type {Record<string, string>} */ state) {
  if (!table || !page.valid('n') || !page.valid('m')) return;
  try {
    const l = table.line(+state.n, +state.m, state.side);
    line.show(l, `(${state.n}, ${state.m}, ${state.side === 'black' ? 0 : 1}) ${state.side} to move${l.board.n !== +state.n || l.board.m !== +state.m || l.board.to_move !== state.side ? `, read as (${l.board.n}, ${l.board.m}, ${l.board.to_move === 'black' ? 0 : 1})` : ''}; the article says ${l.article === 'draw' ? 'a draw' : `${l.article} wins`}`);
    page.clear('m');
  } catch (e) {
    page.fail(e, 'm');
  }
}

function showReadings(/** @type {any[]} */ list) {
  const rows = list.map((r) => h('tr', { onclick: () => page.set({ reading: r.reading, pass: r.pass ? '1' : '' }, { push: true }), title: 'show this reading' },
    h('td', {}, r.reading), h('td', {}, r.pass ? 'passes' : ''), h('td', {}, r.total.toLocaleString('en')), h('td', {}, r.pass ? '' : r.bare.toLocaleString('en')), h('td', {}, r.cells.toLocaleString('en'))));
  replace($('readings-out'), h('table', { class: 'readings' },
    h('thead', {}, h('tr', {}, h('th', {}, 'reading'), h('th', {}, ''), h('th', {}, 'disagree'), h('th', {}, 'bare formula'), h('th', {}, 'cells'))),
    h('tbody', {}, rows)));
}

function wire() {
  $('n').addEventListener('input', () => page.set({ n: $('n').value }, { source: 'typing' }));
  $('m').addEventListener('input', () => page.set({ m: $('m').value }, { source: 'typing' }));
  $('side').addEventListener('change', () => page.set({ side: $('side').value }, { push: true }));
  $('pass').addEventListener('change', () => page.set({ pass: $('pass').checked ? '1' : '' }, { push: true }));
  $('overlay').addEventListener('change', () => page.set({ overlay: $('overlay').checked ? '' : '0' }));
  $('reading').addEventListener('change', () => page.set({ reading: $('reading').value.trim() }, { push: true, source: 'typing' }));
  for (const id of ['fn', 'fm']) $(id).addEventListener('input', () => page.set({ [id]: $(id).value }, { source: 'typing' }));
  $('fside').addEventListener('change', () => page.set({ fside: $('fside').value }));
  const v = () => views[0].view;
  $('zoom-in').addEventListener('click', () => v().zoom(0.66));
  $('zoom-out').addEventListener('click', () => v().zoom(1.5));
  $('zoom-all').addEventListener('click', () => v().setView({ n0: 0, m0: 0, rows: MAX_N + 1 }));
  $('zoom-start').addEventListener('click', () => v().setView({ n0: 0, m0: 0, rows: 31 }));
  $('readings-run').addEventListener('click', async () => {
    try {
      showReadings(await page.run('readings', 'nko.readings', { maxN: MAX_N }, { progress: $('readings-progress'), label: 'solving every reading…' }));
    } catch (e) {
      if (e?.name !== 'JobCancelled') page.fail(e);
    }
  });
}

page = await createPage({
  params: {
    n: { default: '50', max: 4, field: 'n', check: (v) => whole(v, 0, MAX_N, 'n') },
    m: { default: '17', max: 4, field: 'm', check: (v, s) => whole(v, 0, Math.min(MAX_N, /^\d+$/.test(s.n) ? +s.n : MAX_N), 'm (at most n)') },
    side: { default: 'black', check: (v) => v === 'black' || v === 'white' },
    pass: { default: '', check: (v) => v === '' || v === '1' },
    reading: { default: 'literal', max: 60, field: 'reading', check: (v) => invoke('nko_reading', v) },
    overlay: { default: '', check: (v) => v === '' || v === '0' },
    view: { default: '0,0,31', max: 20, check: (v) => /^\d{1,4},\d{1,4},\d{1,4}$/.test(v) },
    fn: { default: '4', max: 2, field: 'fn', check: (v) => whole(v, 1, 12, 'n') },
    fm: { default: '1', max: 2, field: 'fm', check: (v, s) => whole(v, 0, (/^\d+$/.test(s.fn) ? +s.fn : 12) - 1, 'm (below n)') },
    fside: { default: 'black', check: (v) => v === 'black' || v === 'white' },
  },
  fields: { n: 'n', m: 'm', reading: 'reading', fn: 'fn', fm: 'fm' },
  share: {
    embed: () => `<asobiba-nko n="${attr(current.n)}" m="${attr(current.m)}" side="${attr(current.side)}"${current.reading && current.reading !== 'literal' ? ` reading="${attr(current.reading)}"` : ''}${current.pass === '1' ? ' pass' : ''}></asobiba-nko>`,
    svg: () => line.svg() ?? fight.svg(),
    filename: 'nko.svg',
  },
  render(state, { source, changed, page: p }) {
    page = p;
    current = state;
    const first = source === 'url' || source === 'history';
    if (first && !$('n').dataset.wired) {
      $('n').dataset.wired = '1';
      wire();
    }
    if (source !== 'typing' || first) {
      for (const id of ['n', 'm', 'fn', 'fm', 'reading']) if ($(id).value !== state[id]) $(id).value = state[id];
    }
    $('side').value = state.side;
    $('fside').value = state.fside;
    $('pass').checked = state.pass === '1';
    $('overlay').checked = state.overlay !== '0';
    if (first || changed.has('pass') || changed.has('reading')) {
      if (!p.valid('reading') || !rebuildTable(state)) return;
      showFormula(state);
    }
    const mark = p.valid('n') && p.valid('m') ? { n: +state.n, m: +state.m } : null;
    for (const t of views) t.view.set({ overlay: state.overlay !== '0', mark: t.side === state.side ? mark : null, ...(first ? { view: parseView(p.valid('view') ? state.view : '') } : {}) });
    if (first || ['n', 'm', 'side', 'pass', 'reading'].some((k) => changed.has(k))) showLine(state);
    if ((first || ['fn', 'fm', 'fside'].some((k) => changed.has(k))) && p.valid('fn') && p.valid('fm')) {
      try {
        fight.set({ n: +state.fn, m: +state.fm, side: state.fside });
      } catch (e) {
        p.fail(e, 'fm');
      }
    }
  },
});
