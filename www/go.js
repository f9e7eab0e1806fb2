// The Go page: a board (preset, JSON or drawn by hand), a game played and browsed as a tree
// (the wasm handle GoGame: moves, setup, variations, SGF), every illegal point explained.
// State in the URL: ?board=grid:9x9&moves=D4 C3 pass… or ?sgf=(;…)&node=N, plus the rules.
import { createPage, fail, engine } from './lib/page.js';
import { h, replace } from './lib/ui.js';
import { attr } from './lib/share.js';
import { createGoBoard, playLine } from './lib/go-board.js';
import { createGraphEditor } from './go-edit.js';
import { createSolvePanel } from './go-solve.js';

const wasm = await engine();
const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
const RULE_PARAMS = ['board', 'sgf', 'ko', 'suicide', 'scoring', 'komi'];

/** @type {any} the GoGame shown */
let game = null;
/** @type {string} the last status message */
let statusText = '';
/** Whether empty points are tinted by their area owner (the `own` parameter). */
let showOwnership = false;
/** @type {ReturnType<typeof createSolvePanel> | null} counting and solving (go-solve.js) */
let solver = null;
/** The line last drawn, to tell the solver when the position changed. */
let drawnLine = '';

const view = createGoBoard($('board-holder'), { select: clicked, label: 'Go board' });
const repeatView = createGoBoard($('repeat-holder'), { label: 'the earlier position', coordinates: false });
const editor = createGraphEditor($('editor-holder'), $('editor-info'), $('editor-delete'));

const mode = () => /** @type {HTMLInputElement} */ (document.querySelector('input[name="mode"]:checked')).value;

/** A new game from the state: an SGF, or a board and a move list. @param {Record<string, string>} s */
function build(s) {
  const komi = Number(s.komi) || 0;
  if (s.sgf) {
    const g = wasm.GoGame.fromSgf(s.sgf, s.ko, s.suicide === '1', s.scoring);
    const node = Number(s.node) || 0;
    if (node > 0 && node < g.nodeCount()) g.goto(node);
    return { g, bad: null };
  }
  const g = new wasm.GoGame(s.board, s.ko, s.suicide === '1', s.scoring, komi);
  return { g, bad: playLine(g, s.moves) };
}

const page = await createPage({
  params: {
    board: { default: 'grid:9x9', max: 4000, field: 'board', check: (v) => wasm.go_board(v) },
    moves: { default: '', max: 4000 },
    sgf: { default: '', max: 7000, field: 'sgf-text', check: (v) => wasm.GoGame.fromSgf(v, 'psk', false, 'stones').free() },
    node: { default: '', check: (v) => /^\d{1,6}$/.test(v) || fail('a node number') },
    ko: { default: 'psk', field: 'ko', check: (v) => ['psk', 'ssk', 'simple'].includes(v) || fail(`the ko rule must be psk, ssk or simple, not \`${v}\``) },
    suicide: { default: '', field: 'suicide', check: (v) => v === '1' || fail(`suicide must be 1 or nothing, not \`${v}\``) },
    scoring: { default: 'stones', field: 'scoring', check: (v) => ['stones', 'area'].includes(v) || fail(`scoring must be stones or area, not \`${v}\``) },
    komi: { default: '0', field: 'komi', check: (v) => (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= 1000) || fail(`komi must be a number from -1000 to 1000, not \`${v}\``) },
    own: { default: '', check: (v) => v === '1' || fail('1 or nothing') },
    sides: { default: '', check: (v) => v === 'all' || fail('all or nothing') },
    view: { default: '', max: 20, field: 'view', check: (v) => viewPoints(v) },
  },
  share: {
    embed: embedCode,
    svg: () => view.toSvg(),
    filename: 'go.svg',
  },
  render(state, { source, changed, page: p }) {
    $('board').value = state.sgf ? '' : state.board;
    $('preset').value = [...$('preset').querySelectorAll('option')].some((o) => o.value === state.board) && !state.sgf ? state.board : '';
    // The rules the game is played under: those the link holds. A rule its check refused
    // keeps its message by its control, and the selects show the rule in force (they
    // cannot show the refused one); komi keeps its text.
    const rules = Object.fromEntries(['ko', 'suicide', 'scoring', 'komi'].map((k) => [k, p.linked(k)]));
    $('ko').value = rules.ko;
    /** @type {HTMLInputElement} */ ($('suicide')).checked = rules.suicide === '1';
    $('scoring').value = rules.scoring;
    $('komi').value = state.komi;
    showOwnership = state.own === '1';
    /** @type {HTMLInputElement} */ ($('ownership')).checked = showOwnership;
    /** @type {HTMLInputElement} */ ($('all-sides')).checked = state.sides === 'all';
    if (document.activeElement !== $('view')) $('view').value = state.view;
    const rebuild = source !== 'internal' && (source === 'url' || source === 'history' || RULE_PARAMS.some((p) => changed.has(p)) || changed.has('moves') || changed.has('node'));
    if (rebuild) {
      try {
        const { g, bad } = build({ ...state, ...rules });
        game?.free();
        game = g;
        say(bad ?? '', Boolean(bad));
      } catch (e) {
        p.fail(e, state.sgf ? 'sgf-text' : 'board');
        if (!game) game = new wasm.GoGame('grid:9x9', 'psk', false, 'stones', 0);
      }
    }
    try {
      view.frame({ view: state.view, sides: state.sides === 'all' ? ['top', 'bottom', 'left', 'right'] : undefined });
    } catch (e) {
      p.fail(e, 'view');
    }
    draw();
  },
});

function embedCode() {
  if (!game) return '';
  const b = game.board();
  // A solved position is embedded solved (the element solves it again in its own worker).
  const solved = solver?.solvedHere() ? ` solve scoring="${attr(page.state.scoring)}"${Number(page.state.komi) ? ` komi="${attr(page.state.komi)}"` : ''}` : '';
  if (b.shape.kind === 'grid') return `<asobiba-go sgf="${attr(game.toSgf().trim())}" move="${game.info().ply}" coordinates replay${solved}></asobiba-go>`;
  return `<asobiba-go board="${attr(page.state.board)}" moves="${attr(game.lineMoves())}" replay${solved}></asobiba-go>`;
}

/** A view's two corners must be points of the board shown. @param {string} v */
function viewPoints(v) {
  const m = /^([A-Za-z]+\d+):([A-Za-z]+\d+)$/.exec(v);
  if (!m) fail('two corner points such as A9:E5');
  const names = new Set(game?.board().names.map((/** @type {string} */ n) => n.toUpperCase()) ?? []);
  for (const p of [m[1], m[2]]) if (game && !names.has(p.toUpperCase())) fail(`${p} is not a point of this board`);
  return true;
}

/** @param {string} text @param {boolean} [bad] */
function say(text, bad = false) {
  statusText = text;
  $('status').textContent = text;
  $('status').classList.toggle('bad', bad);
}

/** Writes the game into the URL (a real step: a history entry); `edited`: the record changed. */
function remember(edited = true) {
  const sgfMode = page.state.sgf !== '';
  if (sgfMode && edited) page.set({ sgf: game.toSgf().trim(), node: String(game.node()), moves: '' }, { push: true, source: 'internal', render: false });
  else if (sgfMode) page.set({ node: String(game.node()) }, { push: true, source: 'internal', render: false });
  else page.set({ moves: game.lineMoves(), node: '' }, { push: true, source: 'internal', render: false });
}

/**
 * The move list: the whole line through the current node (the moves so far, then the first
 * children on), kept in place while one steps along it; only the marker moves.
 * @param {any} info
 */
function moveList(info) {
  const ol = $('moves');
  const line = [...info.moves, ...info.after];
  const items = /** @type {HTMLLIElement[]} */ ([...ol.children]);
  let same = 0;
  while (same < items.length && same < line.length && items[same].dataset.node === String(line[same].node)) same++;
  for (let i = items.length - 1; i >= same; i--) items[i].remove();
  if (same < line.length) {
    ol.append(...line.slice(same).map((/** @type {any} */ m) => h('li', { 'data-node': String(m.node) },
      h('button', { type: 'button', 'data-node': String(m.node) }, `${m.color === 'black' ? 'B' : 'W'} ${m.move}`))));
  }
  const cur = info.moves.length ? /** @type {HTMLElement} */ (ol.children[info.moves.length - 1]) : null;
  const old = ol.querySelector('li.current');
  if (old !== cur) {
    old?.classList.remove('current');
    cur?.classList.add('current');
  }
  // Keep the marker in sight: items are one line each, so no layout needs forcing here.
  if (cur && ol.scrollHeight > ol.clientHeight) {
    const row = ol.scrollHeight / line.length;
    const top = (info.moves.length - 1) * row;
    if (top < ol.scrollTop || top + row > ol.scrollTop + ol.clientHeight) ol.scrollTop = top - ol.clientHeight / 2;
  }
}

function draw() {
  if (!game) return;
  const info = game.info();
  view.show(game, { dim: mode() === 'play', numbers: /** @type {HTMLInputElement} */ ($('numbers')).checked, ownership: showOwnership, info, values: solver?.values() });
  const color = info.to_move === 'black' ? 'Black' : 'White';
  $('to-move').textContent = info.over ? `game over (two passes): ${info.score.text}` : color;
  $('captures').textContent = `Black took ${info.captures.black}, White took ${info.captures.white}`;
  $('score').textContent = info.score.text + (info.score.scoring === 'area' ? ' (area)' : ' (stones)');
  $('comment').textContent = info.comment ?? '';
  if (info.illegal) say(`The record's move at node ${info.illegal.node} is illegal: ${info.illegal.message}`, true);
  else $('status').textContent = statusText;
  moveList(info);
  const vars = info.siblings.length > 1 ? info.siblings : info.children.length > 1 ? info.children : [];
  replace($('variations'), ...(vars.length ? [h('span', { class: 'muted' }, 'variations:'), ...vars.map((/** @type {number} */ n, /** @type {number} */ i) =>
    h('button', { type: 'button', class: n === info.node ? '' : 'secondary', 'data-node': String(n) }, String.fromCharCode(65 + i)))] : []));
  const line = `${game.board().name}|${game.lineMoves()}`;
  if (solver && line !== drawnLine) {
    drawnLine = line;
    solver.changed();
  }
}

/** A click on the board. @param {number} v */
function clicked(v) {
  if (!game) return;
  $('repeat').hidden = true;
  const m = mode();
  try {
    if (m === 'play') {
      const why = game.whyNot(v);
      const name = view.names()[v];
      if (why) {
        say(`${name}: ${why.message}`, true);
        if (why.reason === 'superko' && why.ply !== null && why.ply !== undefined) {
          $('repeat').hidden = false;
          $('repeat-text').textContent = `${name} would recreate this position, which arose after move ${why.ply}:`;
          repeatView.show(game, { stones: game.stonesAtPly(why.ply) });
        }
        return;
      }
      game.play(v);
      say('');
    } else {
      game.setup(v, m === 'black' ? 0 : m === 'white' ? 1 : 2);
      say('');
      if (page.state.sgf === '' && game.board().shape.kind === 'grid') page.set({ sgf: game.toSgf().trim() }, { source: 'internal', render: false });
    }
    remember();
    draw();
  } catch (e) {
    say(/** @type {Error} */ (e).message, true);
  }
}

/** A navigation or a pass. @param {() => void} f @param {boolean} [edits] */
const step = (f, edits = false) => () => {
  if (!game) return;
  $('repeat').hidden = true;
  try {
    f();
    say('');
  } catch (e) {
    say(/** @type {Error} */ (e).message, true);
  }
  remember(edits);
  draw();
};
const toEnd = () => { for (let c = game.children(game.node()); c.length; c = game.children(game.node())) game.goto(c[0]); };
$('pass').addEventListener('click', step(() => game.play(-1), true));
$('undo').addEventListener('click', step(() => game.undo()));
$('redo').addEventListener('click', step(() => { const c = game.children(game.node()); if (c.length) game.goto(c[0]); }));
$('first').addEventListener('click', step(() => game.goto(0)));
$('last').addEventListener('click', step(toEnd));
$('numbers').addEventListener('change', draw);
for (const r of document.querySelectorAll('input[name="mode"]')) r.addEventListener('change', draw);
for (const id of ['moves', 'variations']) {
  $(id).addEventListener('click', (e) => {
    const b = /** @type {HTMLElement} */ (e.target).closest('button[data-node]');
    if (b) step(() => game.goto(Number(/** @type {HTMLElement} */ (b).dataset.node)))();
  });
}
addEventListener('keydown', (e) => {
  if (/** @type {HTMLElement} */ (e.target).closest('input, textarea, select')) return;
  if (e.key === 'ArrowLeft') $('undo').click();
  else if (e.key === 'ArrowRight') $('redo').click();
});

const newBoard = (/** @type {string} */ spec) => page.set({ board: spec, moves: '', sgf: '', node: '' }, { push: true });
$('preset').addEventListener('change', () => { if ($('preset').value) newBoard($('preset').value); });
$('board').addEventListener('change', () => newBoard($('board').value.trim()));
$('ko').addEventListener('change', () => page.set({ ko: $('ko').value }));
$('suicide').addEventListener('change', () => page.set({ suicide: /** @type {HTMLInputElement} */ ($('suicide')).checked ? '1' : '' }));
$('scoring').addEventListener('change', () => page.set({ scoring: $('scoring').value }));
$('komi').addEventListener('change', () => page.set({ komi: $('komi').value }));
$('ownership').addEventListener('change', () => page.set({ own: /** @type {HTMLInputElement} */ ($('ownership')).checked ? '1' : '' }));
$('all-sides').addEventListener('change', () => page.set({ sides: /** @type {HTMLInputElement} */ ($('all-sides')).checked ? 'all' : '' }));
$('view').addEventListener('change', () => page.set({ view: $('view').value.trim() }));
$('draw').addEventListener('click', () => { $('editor').hidden = !$('editor').hidden; });
$('editor-clear').addEventListener('click', () => editor.clear());
$('editor-use').addEventListener('click', () => {
  const json = editor.json();
  try {
    wasm.go_board(json);
    page.clear('board');
    newBoard(json);
  } catch (e) {
    $('editor-info').textContent = /** @type {Error} */ (e).message;
  }
});

/** @param {string} text */
function openSgf(text) {
  try {
    wasm.GoGame.fromSgf(text, 'psk', false, 'stones').free();
    page.clear('sgf-text');
    page.set({ sgf: text.trim(), node: '', moves: '' }, { push: true });
    if (!page.valid('sgf')) say('This SGF is too long for a link; it is open here but the URL does not hold it.');
  } catch (e) {
    page.fail(e, 'sgf-text');
  }
}
$('sgf-load').addEventListener('click', () => openSgf($('sgf-text').value));
$('sgf-file').addEventListener('change', async () => {
  const f = /** @type {HTMLInputElement} */ ($('sgf-file')).files?.[0];
  if (f) {
    $('sgf-text').value = await f.text();
    openSgf($('sgf-text').value);
  }
});
$('sgf-save').addEventListener('click', () => {
  try {
    const blob = new Blob([game.toSgf()], { type: 'application/x-go-sgf' });
    const a = h('a', { href: URL.createObjectURL(blob), download: 'game.sgf' });
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  } catch (e) {
    say(/** @type {Error} */ (e).message, true);
  }
});
solver = createSolvePanel({
  page,
  game: () => game,
  spec: () => {
    const b = game.board();
    return page.state.sgf && b.shape.kind === 'grid' ? `grid:${b.shape.w}x${b.shape.h}` : page.state.board;
  },
  act: (f, edits) => step(f, edits)(),
  redraw: draw,
});
draw();
/** @type {any} */ (window).goPage = { get game() { return game; }, page };
