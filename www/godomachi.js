// The Godomachi page: the game first, against the exact solver; a "new game" step to set up
// a position; whole-match heat maps. The game is in the URL (?a=…&b=…&half=1&play=first&
// moves=…): a reload restores it, and each of your moves is a history entry, so the back
// button takes a move back instead of leaving the page.
import './elements/polyomino.js';
import { invoke } from './lib/wasm.js';
import { h, showError, clearError } from './lib/ui.js';
import { attr } from './lib/share.js';
import { s } from './lib/svg.js';
import { cellsOf, cellsSvg } from './lib/cells.js';
import { createPage, engine } from './lib/page.js';
import { readState } from './lib/urlstate.js';
import { GodomachiGame, GAME_CSS, movesWellFormed } from './lib/godomachi-game.js';
import { setupSetup } from './godomachi-setup.js';
import { setupMatch } from './godomachi-match.js';

const DEFAULT_A = '.##./####/##../##../.#..';
const DEFAULT_B = '##./###/##./###/.#.';
const PLAYERS = /** @type {Record<string, string[]>} */ ({
  first: ['human', 'solver'],
  second: ['solver', 'human'],
  both: ['solver', 'solver'],
  none: ['human', 'human'],
});
const EVAL_KEY = 'asobiba.godomachi.showEvaluation';

const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
const inA = $('shape-a');
const inB = $('shape-b');
const halfBox = $('half');
const playersSel = $('players');
const evalBox = $('show-eval');
document.head.append(h('style', {}, GAME_CSS));
// Set before the engine loads, so an early click on the switch is not overwritten.
// (readState, not location.search: shapes in links may hold a raw `#`.)
evalBox.checked = evaluationWanted(/** @type {Record<string, string>} */ (readState({ play: 'first' })).play);
evalBox.addEventListener('change', () => {
  localStorage.setItem(EVAL_KEY, evalBox.checked ? '1' : '0');
  game?.setShowEvaluation(evalBox.checked);
});

/** @type {GodomachiGame | null} */
let game = null;
/** @type {import('./lib/page.js').Page} */
let page;
const shape = (/** @type {string} */ v) => invoke('polyomino_canonical', v);

/** The evaluation switch: remembered once touched; off by default against the solver. @param {string} play */
function evaluationWanted(play) {
  const stored = localStorage.getItem(EVAL_KEY);
  if (stored !== null) return stored === '1';
  return play === 'both' || play === 'none';
}

/** Puts a core error next to the input it concerns. @param {any} e */
function showPositionError(e) {
  const message = e?.message ?? String(e);
  showError(e?.field === 'b' ? inB : inA, message); // the core names the input (Rust Error::In)
  setup.show(true, false);
}

/**
 * Starts a position (and replays moves); true if it could start.
 * @param {{ a: string, b: string, half: boolean, play: string, moves?: string }} p
 */
function startGame({ a, b, half, play, moves = '' }) {
  clearError(inA);
  clearError(inB);
  const players = PLAYERS[play] ?? PLAYERS.first;
  try {
    if (!game) {
      game = new GodomachiGame($('game'), {
        a, b, half, players, moves,
        runner: page.runner('game'),
        showEvaluation: evalBox.checked,
        onMove: (g, who) => page.set({ moves: g.encodedMoves }, { push: who !== 'solver', render: false }),
      });
    } else {
      game.half = half;
      game.players = players;
      game.start(a, b, moves);
    }
  } catch (e) {
    showPositionError(e);
    return false;
  }
  return true;
}

/** The position in the set-up step, started as a new game (a real step in history). */
function startFromSetup() {
  const p = { a: inA.value.trim(), b: inB.value.trim(), half: halfBox.checked, play: playersSel.value };
  if (!startGame(p)) return;
  setup.show(false, false);
  page.set({ a: p.a, b: p.b, half: p.half ? '1' : '', play: p.play, moves: game?.encodedMoves ?? '' }, { push: true, render: false });
  $('play-title').scrollIntoView({ behavior: 'smooth', block: 'start' });
}

await engine(); // the set-up's gallery lists shapes through the engine
const setup = setupSetup({ start: startFromSetup });

/** Both current shapes side by side, for "download SVG". */
function positionSvg() {
  if (!game) return null;
  const a = cellsSvg(cellsOf(game.position.a), { size: 24 });
  const b = cellsSvg(cellsOf(game.position.b), { size: 24 });
  const gap = 24;
  const wa = Number(a.getAttribute('width'));
  const width = wa + gap + Number(b.getAttribute('width'));
  const height = Math.max(Number(a.getAttribute('height')), Number(b.getAttribute('height')));
  b.setAttribute('x', String(wa + gap));
  return s('svg', { width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': `${game.position.a} against ${game.position.b}` }, a, b);
}

page = await createPage({
  params: {
    a: { default: DEFAULT_A, max: 4200, check: shape },
    b: { default: DEFAULT_B, max: 4200, check: shape },
    half: { default: '', check: (v) => v === '' || v === '1' },
    play: { default: 'first', check: (v) => v in PLAYERS },
    moves: { default: '', max: 2000, check: movesWellFormed },
  },
  share: {
    embed: () => `<asobiba-godomachi a="${attr(game?.initial.a ?? inA.value)}" b="${attr(game?.initial.b ?? inB.value)}"${game?.half ? ' half' : ''} playable></asobiba-godomachi>`,
    svg: positionSvg,
    filename: 'godomachi.svg',
  },
  render(state, { page: p }) {
    // On load and on back/forward: the game as the URL says, moves replayed.
    page = p;
    const play = PLAYERS[state.play] ? state.play : 'first';
    setup.fill(state.a, state.b);
    halfBox.checked = state.half === '1';
    playersSel.value = play;
    const moves = movesWellFormed(state.moves) ? state.moves : '';
    if (startGame({ a: state.a, b: state.b, half: state.half === '1', play, moves }) && game && game.encodedMoves !== state.moves) {
      // Moves past the first illegal one are dropped from the link.
      p.set({ moves: game.encodedMoves }, { render: false });
    }
  },
});

setupMatch(page, {
  half: () => halfBox.checked,
  open(a, b, half) {
    setup.fill(a, b);
    halfBox.checked = half;
    startFromSetup();
  },
});
