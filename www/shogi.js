// The shogi page: a board to play on or edit, with the article's analysis drawn on it.
// State in the URL: ?sfen=…&moves=7g7f,3c3d&sq=5e&heat=balance&mode=play&letters=1&flip=1.
// The rules, the analysis and the notation all come from Rust (ShogiPosition); this file
// wires the board, hands, editor and panels together.
import { createPage, fail, engine } from './lib/page.js';
import { h, replace } from './lib/ui.js';
import { attr } from './lib/share.js';
import { createShogiBoard, squareIndex, squareName, squareOf } from './lib/shogi-board.js';
import { createEditor, renderHand, setupSfen } from './shogi-editor.js';
import { heatLayer, arrowsTo, renderSquare, renderOverview, overviewLayers } from './shogi-analysis.js';

const STARTPOS = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
const W = /** @type {any} */ (await engine());
const USI_LIST = /^([1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i])([ ,]+([1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i]))*$/;
const splitMoves = (/** @type {string} */ m) => m.split(/[\s,]+/).filter(Boolean);

/** A position handle for (sfen, moves), rebuilt only when they change. */
let game = /** @type {any} */ (null);
let gameKey = '';
function load(/** @type {string} */ sfen, /** @type {string} */ moves) {
  const key = `${sfen}|${moves}`;
  if (game && key === gameKey) return game;
  const g = new W.ShogiPosition(sfen);
  try {
    for (const m of splitMoves(moves)) g.play(m);
  } catch (e) {
    g.free();
    throw e;
  }
  game?.free();
  game = g;
  gameKey = key;
  return g;
}

const view = createShogiBoard($('board-holder'), {
  id: 'board',
  label: 'shogi board',
  input: { drag: true },
  events: {
    select: (/** @type {number} */ id) => clickSquare(squareOfId(id)),
    move: (/** @type {number} */ a, /** @type {number} */ b) => dragMove(squareOfId(a), squareOfId(b)),
    dropOut: (/** @type {number} */ a, /** @type {{ clientX: number, clientY: number }} */ at) => {
      if (page.state.mode === 'edit') editor.dropOut(squareOfId(a), at.clientX, at.clientY);
    },
  },
});
const squareOfId = (/** @type {number} */ id) => squareOf(id, view.flipped);

const editor = createEditor({
  palettes: { sente: $('palette-sente'), gote: $('palette-gote') },
  tools: $('tools'),
  remaining: $('remaining'),
  squareAt: (x, y) => view.squareAt(x, y),
  changed: (setup) => editSfen(setupSfen(setup)),
});

/** Play-mode selection: a board square or a hand kind of the side to move. */
let selected = /** @type {null | { from: number } | { drop: string }} */ (null);
let pending = /** @type {null | { plain: string, promo: string }} */ (null);

/** @type {any} */
let page = null;
page = await createPage({
  params: {
    sfen: { default: STARTPOS, max: 400, field: 'sfen', check: (v) => W.shogi_validate(v) },
    // Legality is checked when the moves are played from the position (render).
    moves: { default: '', max: 4000, check: (v) => USI_LIST.test(v) || fail('USI moves like 7g7f,3c3d,8h2b+,P*5e') },
    sq: { default: '', check: (v) => squareIndex(v) >= 0 || fail('a square like 5e') },
    heat: { default: 'balance', field: 'heat', check: (v) => ['balance', 'sente', 'gote', 'none'].includes(v) || fail(`the heat map must be balance, sente, gote or none, not \`${v}\``) },
    mode: { default: 'play', check: (v) => v === 'play' || v === 'edit' || fail('play or edit') },
    letters: { default: '', check: (v) => v === '' || v === '1' },
    flip: { default: '', check: (v) => v === '' || v === '1' },
    notation: { default: '', check: (v) => v === '' || v === 'western' },
  },
  fields: { sfen: 'sfen', move: 'sfen' },
  share: {
    embed: () => `<asobiba-shogi sfen="${attr(page.state.sfen)}"${page.state.moves ? ` moves="${attr(page.state.moves)}"` : ''} analysis="attacks"${page.state.sq ? ` square="${attr(page.state.sq)}"` : ''}></asobiba-shogi>`,
    svg: () => view.board.toSvg(),
    filename: 'shogi.svg',
  },
  render,
});

/** The editor produced a set-up: valid ones become the position (no moves), others show why not. */
function editSfen(/** @type {string} */ sfen) {
  $('sfen').value = sfen;
  try {
    W.shogi_validate(sfen);
    page.clear('sfen');
    page.set({ sfen, moves: '' });
  } catch (e) {
    page.fail(e, 'sfen');
    drawEditor(editor.setup, null);
  }
}

function clickSquare(/** @type {number} */ sq) {
  const st = page.state;
  if (st.mode === 'edit') {
    if (editor.active) editor.click(sq);
    else page.set({ sq: squareName(sq) });
    return;
  }
  const legal = game ? /** @type {string[]} */ (game.legal()) : [];
  if (selected) {
    const prefix = 'from' in selected ? squareName(selected.from) : `${selected.drop}*`;
    const to = squareName(sq);
    const plain = legal.find((m) => m === `${prefix}${to}`);
    const promo = legal.find((m) => m === `${prefix}${to}+`);
    if (plain && promo) {
      pending = { plain, promo };
      selected = null;
      render(page.state);
      return;
    }
    if (plain || promo) {
      selected = null;
      play(/** @type {string} */ (plain ?? promo));
      return;
    }
  }
  selected = legal.some((m) => m.startsWith(squareName(sq))) ? { from: sq } : null;
  page.set({ sq: squareName(sq) });
}

function dragMove(/** @type {number} */ from, /** @type {number} */ to) {
  if (page.state.mode === 'edit') {
    editor.move(from, to);
    return;
  }
  selected = { from };
  clickSquare(to);
}

function play(/** @type {string} */ usi) {
  pending = null;
  const moves = [...splitMoves(page.state.moves), usi].join(',');
  page.set({ moves }, { push: true });
}

$('promote-yes').addEventListener('click', () => pending && play(pending.promo));
$('promote-no').addEventListener('click', () => pending && play(pending.plain));
$('undo').addEventListener('click', () => {
  const moves = splitMoves(page.state.moves);
  if (moves.length) page.set({ moves: moves.slice(0, -1).join(',') }, { push: true });
});
$('mode-play').addEventListener('click', () => page.set({ mode: 'play' }));
$('mode-edit').addEventListener('click', () => {
  // Editing starts from the position on the board (moves played become the set-up).
  page.set({ mode: 'edit', sfen: game ? game.sfen() : page.state.sfen, moves: '' }, { push: true });
});
$('flip').addEventListener('click', () => page.set({ flip: page.state.flip ? '' : '1' }));
$('letters').addEventListener('change', () => page.set({ letters: $('letters').checked ? '1' : '' }));
$('western').addEventListener('change', () => page.set({ notation: $('western').checked ? 'western' : '' }));
$('heat').addEventListener('change', () => page.set({ heat: $('heat').value }));
$('side').addEventListener('change', () => editor.setup && editSfen(setupSfen({ ...editor.setup, side: $('side').value === 'w' ? 'gote' : 'sente' })));
$('start').addEventListener('click', () => loadText(STARTPOS));
$('empty').addEventListener('click', () => loadText('9/9/9/9/9/9/9/9/9 b - 1'));
$('load').addEventListener('click', () => loadText($('sfen').value));
$('copy-sfen').addEventListener('click', () => navigator.clipboard?.writeText(game ? game.sfen() : $('sfen').value).catch(() => {}));
const presets = /** @type {Array<[string, string, string]>} */ (W.shogi_presets());
replace($('preset'), h('option', { value: '' }, 'handicap…'), presets.map(([id, ja]) => h('option', { value: id }, `${ja} ${id}`)));
$('preset').addEventListener('change', () => $('preset').value && loadText($('preset').value));

/** Pasted or chosen text: any format the core imports; an impossible set-up still goes to the editor. */
function loadText(/** @type {string} */ text) {
  let setup;
  try {
    setup = W.shogi_setup(text);
  } catch (e) {
    page.fail(e, 'sfen');
    return;
  }
  page.clear('sfen');
  const sfen = setupSfen(setup);
  try {
    W.shogi_validate(sfen);
    page.set({ sfen, moves: '', sq: '' }, { push: true });
  } catch (e) {
    page.set({ mode: 'edit' });
    editor.show(setup, { letters: !!page.state.letters, flipped: !!page.state.flip });
    editSfen(sfen);
  }
}

/** The editor's view of a set-up that is not (yet) a valid position: pieces only. */
function drawEditor(/** @type {any} */ setup, /** @type {any} */ extra) {
  const look = { letters: !!page.state.letters, flipped: !!page.state.flip };
  editor.show(setup, look);
  view.draw({ pieces: setup.board, ...look, ...(extra ?? {}) });
  hands(setup.hands, true);
  $('side').value = setup.side === 'gote' ? 'w' : 'b';
}

function hands(/** @type {{ sente: number[], gote: number[] }} */ counts, editing, toMove = '') {
  const look = { letters: !!page.state.letters, flipped: !!page.state.flip };
  const pressed = selected && 'drop' in selected ? selected.drop : null;
  const top = look.flipped ? 'sente' : 'gote';
  const bottom = look.flipped ? 'gote' : 'sente';
  for (const [el, side] of /** @type {const} */ ([[$('hand-gote'), top], [$('hand-sente'), bottom]])) {
    renderHand(el, side, counts[side], {
      ...look,
      editing,
      pressed: side === toMove ? pressed : null,
      click: (k) => (editing ? editor.hand(side, k) : chooseDrop(side, k)),
      drop: (k, x, y) => {
        if (editing) editor.handDrop(side, k, x, y);
        else {
          chooseDrop(side, k);
          const sq = view.squareAt(x, y);
          if (sq !== null) clickSquare(sq);
        }
      },
    });
  }
}

function chooseDrop(/** @type {string} */ side, /** @type {string} */ k) {
  if (!game || game.state().side !== side || page.state.mode === 'edit') return;
  selected = selected && 'drop' in selected && selected.drop === k ? null : { drop: k };
  render(page.state);
}

function render(/** @type {Record<string, string>} */ st, /** @type {any} */ info) {
  if (info?.page) page = info.page; // the first render runs inside createPage
  const t0 = performance.now();
  const editing = st.mode === 'edit';
  $('mode-play').setAttribute('aria-pressed', String(!editing));
  $('mode-edit').setAttribute('aria-pressed', String(editing));
  for (const id of ['palette-sente', 'palette-gote', 'editor-tools', 'remaining']) $(id).hidden = !editing;
  $('letters').checked = !!st.letters;
  $('western').checked = st.notation === 'western';
  // A heat mode its check refused keeps its message by the select; the linked one is drawn.
  const heat = page.linked('heat');
  $('heat').value = heat;
  // A set-up its check refused keeps its text and message by the field; play goes on
  // from the one the link holds (the start position, for a link's own bad SFEN).
  const from = page.linked('sfen');
  let g;
  try {
    g = load(from, editing ? '' : st.moves);
  } catch (e) {
    // Moves from a link that are not legal here: show why, keep the position.
    page.fail(e, 'sfen');
    g = load(from, '');
  }
  const state = g.state();
  if (document.activeElement !== $('sfen')) $('sfen').value = from === st.sfen ? state.sfen : st.sfen;
  const look = { letters: !!st.letters, flipped: !!st.flip };
  const counts = g.counts();
  const overview = g.overview();
  const sq = squareIndex(st.sq);
  const report = sq >= 0 ? g.square(sq) : null;
  const layers = overviewLayers(overview, state.board, state.side);
  /** @type {Record<number, string>} */
  const highlights = { ...layers.highlights };
  if (sq >= 0) highlights[sq] = 'target';
  const legal = /** @type {string[]} */ (g.legal());
  if (!editing && selected) {
    const prefix = 'from' in selected ? squareName(selected.from) : `${selected.drop}*`;
    if ('from' in selected) highlights[selected.from] = 'selected';
    for (const m of legal) if (m.startsWith(prefix)) highlights[squareIndex(m.slice(2, 4))] = 'dest';
  }
  const last = state.moves.at(-1);
  if (last && !editing) highlights[squareIndex(last.usi.slice(2, 4))] ??= 'last';
  view.draw({ pieces: state.board, ...look, heat: heatLayer(counts, heat), highlights, marks: layers.marks, arrows: [...layers.arrows, ...(report ? arrowsTo(report) : [])] });
  if (editing) {
    editor.show(W.shogi_setup(state.sfen), look);
    $('side').value = state.side === 'gote' ? 'w' : 'b';
  }
  hands(state.hands, editing, state.side);
  renderSquare($("square-info"), report);
  renderOverview($('overview'), overview);
  const who = state.side === 'sente' ? '☗ Sente' : '☖ Gote';
  $('status').textContent = state.mate ? `Checkmate: ${state.side === 'sente' ? '☖ Gote' : '☗ Sente'} wins.` : state.no_moves ? `${who} has no legal move and loses.` : `${who} to move${state.check ? ' — check!' : ''} (${legal.length} legal moves)`;
  const rep = state.repetition;
  if (rep) $('status').textContent += rep.perpetual_check_by ? ` — perpetual check by ${rep.perpetual_check_by === 'sente' ? '☗ Sente' : '☖ Gote'} (the same position a 4th time after move ${rep.ply}): ${rep.perpetual_check_by === 'sente' ? '☖ Gote' : '☗ Sente'} wins` : ` — sennichite: the same position a 4th time after move ${rep.ply} (a draw)`;
  $('status').classList.toggle('check', state.check);
  const western = st.notation === 'western';
  replace($('move-list'), state.moves.map((/** @type {any} */ m, /** @type {number} */ i) => h('li', { class: i === state.moves.length - 1 ? 'current' : '', title: m.usi }, western ? m.western : m.japanese)));
  $('undo').disabled = !state.moves.length || editing;
  $('promotion').hidden = !pending;
  $('timing').textContent = `analysis drawn in ${(performance.now() - t0).toFixed(1)} ms`;
  $('timing').dataset.renders = String(Number($('timing').dataset.renders ?? 0) + 1);
}
