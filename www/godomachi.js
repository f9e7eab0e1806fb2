// The Godomachi page: set up a position, play it against the solver, analyse whole matches.
import './elements/polyomino.js';
import { ready, invoke } from './lib/wasm.js';
import { JobRunner } from './lib/jobs.js';
import { readState, writeState } from './lib/urlstate.js';
import { h, showError, clearError, progressView, replace } from './lib/ui.js';
import { shareBar, attr } from './lib/share.js';
import { s } from './lib/svg.js';
import { cellsOf, cellsSvg } from './lib/cells.js';
import { frame } from './lib/page.js';
import { GodomachiGame, GAME_CSS, miniShape } from './lib/godomachi-game.js';

const DEFAULTS = { a: '.##./####/##../##../.#..', b: '##./###/##./###/.#.', half: '', play: 'first' };
const PLAYERS = {
  first: ['human', 'solver'],
  second: ['solver', 'human'],
  both: ['solver', 'solver'],
  none: ['human', 'human'],
};

const $ = (id) => document.getElementById(id);
const inA = $('shape-a');
const inB = $('shape-b');
const drawA = $('draw-a');
const drawB = $('draw-b');
const halfBox = $('half');
const playersSel = $('players');
const gameRoot = $('game');

frame();
document.head.append(h('style', {}, GAME_CSS));
await ready();

const state = readState(DEFAULTS);
inA.value = state.a;
inB.value = state.b;
halfBox.checked = state.half === '1';
playersSel.value = PLAYERS[state.play] ? state.play : 'first';

const runner = new JobRunner();
let game = null;

function save() {
  writeState({ a: game?.initial.a ?? inA.value, b: game?.initial.b ?? inB.value, half: halfBox.checked ? '1' : '', play: playersSel.value });
}

/** Puts a core error next to the input it concerns. */
function showPositionError(e) {
  const message = e?.message ?? String(e);
  const input = e?.field === 'b' ? inB : inA; // the core names the input (Rust Error::In)
  showError(input, message);
}

function start() {
  clearError(inA);
  clearError(inB);
  const a = inA.value.trim();
  const b = inB.value.trim();
  try {
    if (game && game.half === halfBox.checked) {
      game.players = PLAYERS[playersSel.value];
      game.start(a, b);
    } else {
      game = new GodomachiGame(gameRoot, { a, b, half: halfBox.checked, runner, players: PLAYERS[playersSel.value], onChange: save });
    }
    drawA.setAttribute('shape', a);
    drawB.setAttribute('shape', b);
  } catch (e) {
    showPositionError(e);
  }
  save();
}

// Typing updates the drawing when the text is a valid shape.
for (const [input, draw] of [[inA, drawA], [inB, drawB]]) {
  input.addEventListener('input', () => {
    try {
      invoke('polyomino_canonical', input.value);
      clearError(input);
      draw.setAttribute('shape', input.value.trim());
    } catch (e) {
      showError(input, e.message);
    }
  });
  input.addEventListener('keydown', (e) => e.key === 'Enter' && start());
  draw.addEventListener('shape-change', (e) => {
    input.value = e.detail.shape;
    clearError(input);
  });
}

$('start').addEventListener('click', start);
halfBox.addEventListener('change', start);
playersSel.addEventListener('change', () => {
  if (game) game.setPlayers(PLAYERS[playersSel.value]);
  save();
});

const randomN = $('random-n');
for (let n = 4; n <= 16; n++) randomN.append(h('option', { selected: n === 12 }, String(n)));
$('random').addEventListener('click', () => {
  const [a, b] = invoke('godomachi_random', Number(randomN.value), Math.floor(Math.random() * 2 ** 32));
  inA.value = a;
  inB.value = b;
  start();
});

// Gallery: picks go to A, then B, alternately.
const galleryN = $('gallery-n');
let pickTarget = 0;
for (let n = 3; n <= 8; n++) galleryN.append(h('option', { selected: n === 5 }, String(n)));
function showGallery() {
  const shapes = invoke('polyomino_list', Number(galleryN.value), null);
  replace($('gallery'), shapes.map((shape) => h('button', {
    type: 'button',
    title: shape,
    'aria-label': `pick ${shape}`,
    onclick: () => {
      (pickTarget === 0 ? inA : inB).value = shape;
      (pickTarget === 0 ? drawA : drawB).setAttribute('shape', shape);
      pickTarget = 1 - pickTarget;
      $('gallery-target').textContent = `the next pick goes to ${pickTarget === 0 ? 'A' : 'B'}`;
      if (pickTarget === 0) start();
    },
  }, miniShape(shape, 10))));
}
galleryN.addEventListener('change', showGallery);
showGallery();

/** Both current shapes side by side, for "download SVG". */
function positionSvg() {
  if (!game) return null;
  const a = cellsSvg(cellsOf(game.position.a), { size: 24 });
  const b = cellsSvg(cellsOf(game.position.b), { size: 24 });
  const gap = 24;
  const wa = Number(a.getAttribute('width'));
  const width = wa + gap + Number(b.getAttribute('width'));
  const height = Math.max(Number(a.getAttribute('height')), Number(b.getAttribute('height')));
  b.setAttribute('x', wa + gap);
  return s('svg', { width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': `${game.position.a} against ${game.position.b}` }, a, b);
}

shareBar($('share'), {
  embed: () => `<asobiba-godomachi a="${attr(game?.initial.a ?? inA.value)}" b="${attr(game?.initial.b ?? inB.value)}"${halfBox.checked ? ' half' : ''} playable></asobiba-godomachi>`,
  svg: positionSvg,
  filename: 'godomachi.svg',
});

start();

// Whole-match heat map.
const matchRunner = new JobRunner();
const progress = progressView({ onCancel: () => matchRunner.cancel() });
$('match-progress').append(progress.root);
const canvas = $('heat');
const COLORS = {
  0: [200, 200, 200],
  1: [255, 214, 186], 3: [246, 150, 105], 5: [214, 85, 52], 7: [160, 40, 22], 9: [100, 20, 10],
  2: [196, 222, 250], 4: [112, 166, 232], 6: [47, 110, 196], 8: [22, 62, 140], 10: [10, 30, 80],
};
let table = null;

function drawHeat(t) {
  const k = t.shapes.length;
  canvas.width = k;
  canvas.height = k;
  canvas.hidden = false;
  const ctx = canvas.getContext('2d');
  const img = ctx.createImageData(k, k);
  for (let i = 0; i < k * k; i++) {
    const [r, g, b] = COLORS[t.lengths[i]] ?? [0, 0, 0];
    img.data.set([r, g, b, 255], i * 4);
  }
  ctx.putImageData(img, 0, 0);
  const legend = [];
  const add = (side, counts) => {
    for (const [len, count] of Object.entries(counts)) {
      const [r, g, b] = COLORS[len] ?? [0, 0, 0];
      legend.push(h('i', { style: `background: rgb(${r},${g},${b})` }), h('span', {}, `${side} player wins in ${len}: ${count.toLocaleString('en')}`));
    }
  };
  add('first', t.summary.first);
  add('second', t.summary.second);
  replace($('legend'), legend);
}

function cellAt(event) {
  const rect = canvas.getBoundingClientRect();
  const k = table.shapes.length;
  const j = Math.min(k - 1, Math.floor(((event.clientX - rect.left) / rect.width) * k));
  const i = Math.min(k - 1, Math.floor(((event.clientY - rect.top) / rect.height) * k));
  return [i, j];
}

canvas.addEventListener('mousemove', (event) => {
  if (!table) return;
  const [i, j] = cellAt(event);
  const len = table.lengths[i * table.shapes.length + j];
  const verdict = i === j ? 'the same shape' : `${len % 2 ? 'first' : 'second'} player wins in ${len}`;
  replace($('heat-info'), miniShape(table.shapes[i], 8), ' vs ', miniShape(table.shapes[j], 8), h('br'), `${table.shapes[i]} vs ${table.shapes[j]}: ${verdict}`);
});
canvas.addEventListener('click', (event) => {
  if (!table) return;
  const [i, j] = cellAt(event);
  if (i === j) return;
  inA.value = table.shapes[i];
  inB.value = table.shapes[j];
  halfBox.checked = table.half;
  start();
  $('play-title').scrollIntoView({ behavior: 'smooth' });
});

$('match-run').addEventListener('click', async () => {
  const n = Number($('match-n').value);
  const half = halfBox.checked;
  progress.start(`solving every pair of ${n}-ominoes…`);
  $('match-summary').textContent = '';
  const t0 = performance.now();
  try {
    const t = await matchRunner.run('godomachi.match', { n, half }, { onProgress: (p) => progress.update(p), budgetMs: 15 * 60_000 });
    table = { ...t, half };
    const sum = (m) => Object.values(m).reduce((x, y) => x + y, 0);
    $('match-summary').textContent = `n = ${n}: ${t.summary.pairs.toLocaleString('en')} pairs; first player wins ${sum(t.summary.first).toLocaleString('en')}, second player wins ${sum(t.summary.second).toLocaleString('en')} (${((performance.now() - t0) / 1000).toFixed(2)} s)`;
    drawHeat(t);
  } catch (e) {
    $('match-summary').textContent = e.message;
  } finally {
    progress.stop();
  }
});
