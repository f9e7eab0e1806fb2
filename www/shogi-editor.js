// The position editor (after lishogi's): palettes of both sides' pieces, tools to move,
// promote, flip and erase, hands with counts, side to move, presets, start and empty, a
// counter of the pieces left in the set. It edits an unvalidated set-up (any arrangement);
// the page validates the SFEN it produces through the core.
import { h, replace } from './lib/ui.js';
import { pieceIcon, parsePiece, HAND_KINDS, NAMES, KANJI } from './lib/shogi-pieces.js';

const PALETTE = ['K', 'R', 'B', 'G', 'S', 'N', 'L', 'P', '+R', '+B', '+S', '+N', '+L', '+P'];
const SET = { K: 2, R: 2, B: 2, G: 4, S: 4, N: 4, L: 4, P: 18 };
const TOOLS = [
  ['move', '✥ place / move', 'Click a palette piece, then squares to place it; drag pieces on the board, off it to remove them, onto a hand to capture them'],
  ['promote', '成 promote', 'Click a piece to promote or unpromote it'],
  ['flip', '⇅ flip', 'Click a piece to give it to the other side'],
  ['erase', '✕ erase', 'Click a piece (or a hand piece) to remove it'],
];
const DRAG_SLOP = 6;

/** @typedef {{ board: string[], hands: { sente: number[], gote: number[] }, side: string, move_number: number }} Setup */

/** SFEN of a set-up (hands in the usual R B G S N L P order). @param {Setup} s */
export function setupSfen(s) {
  const rows = [];
  for (let rank = 1; rank <= 9; rank++) {
    let row = '';
    let empty = 0;
    for (let file = 9; file >= 1; file--) {
      const p = s.board[(file - 1) * 9 + rank - 1];
      if (!p) empty++;
      else {
        if (empty) row += empty;
        empty = 0;
        row += p;
      }
    }
    rows.push(row + (empty ? empty : ''));
  }
  let hands = '';
  for (const side of ['sente', 'gote']) {
    for (const k of ['R', 'B', 'G', 'S', 'N', 'L', 'P']) {
      const n = s.hands[/** @type {'sente' | 'gote'} */ (side)][HAND_KINDS.indexOf(k)];
      if (n > 0) hands += (n > 1 ? n : '') + (side === 'sente' ? k : k.toLowerCase());
    }
  }
  return `${rows.join('/')} ${s.side === 'gote' ? 'w' : 'b'} ${hands || '-'} ${s.move_number || 1}`;
}

/**
 * A press on a button that is a click when it stays put and a drag to the board otherwise.
 * @param {HTMLElement} el @param {{ click: () => void, drop: (x: number, y: number) => void }} on
 */
export function dragOrClick(el, on) {
  el.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    e.preventDefault();
    const x0 = e.clientX;
    const y0 = e.clientY;
    let moved = false;
    const ghost = /** @type {HTMLElement} */ (el.cloneNode(true));
    ghost.style.cssText = 'position:fixed;pointer-events:none;opacity:0.8;z-index:10;transform:translate(-50%,-50%)';
    const move = (/** @type {PointerEvent} */ m) => {
      if (!moved && Math.hypot(m.clientX - x0, m.clientY - y0) >= DRAG_SLOP) {
        moved = true;
        document.body.append(ghost);
      }
      if (moved) Object.assign(ghost.style, { left: `${m.clientX}px`, top: `${m.clientY}px` });
    };
    const up = (/** @type {PointerEvent} */ u) => {
      removeEventListener('pointermove', move);
      removeEventListener('pointerup', up);
      ghost.remove();
      if (moved) on.drop(u.clientX, u.clientY);
      else on.click();
    };
    addEventListener('pointermove', move);
    addEventListener('pointerup', up);
  });
  el.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      on.click();
    }
  });
}

/**
 * Hand pieces of one side as buttons with counts.
 * @param {HTMLElement} el @param {'sente' | 'gote'} side @param {number[]} counts
 * @param {{ letters: boolean, flipped: boolean, editing: boolean, pressed?: string | null,
 *   click: (code: string) => void, drop?: (code: string, x: number, y: number) => void }} opts
 */
export function renderHand(el, side, counts, opts) {
  el.dataset.side = side;
  const buttons = ['R', 'B', 'G', 'S', 'N', 'L', 'P'].map((k) => {
    const n = counts[HAND_KINDS.indexOf(k)];
    if (!n && !opts.editing) return null;
    const piece = side === 'sente' ? k : k.toLowerCase();
    const b = h(
      'button',
      { type: 'button', class: n ? '' : 'empty', 'aria-pressed': String(opts.pressed === k), 'aria-label': `${side} ${NAMES[k]} in hand: ${n}`, 'data-kind': k, title: `${NAMES[k]} (${KANJI[k]}) × ${n}` },
      pieceIcon(piece, 32, { letters: opts.letters, flipped: opts.flipped }),
      n > 1 ? h('span', { class: 'count' }, String(n)) : null,
    );
    dragOrClick(b, { click: () => opts.click(k), drop: (x, y) => opts.drop?.(k, x, y) });
    return b;
  });
  replace(el, h('span', { class: 'label' }, side === 'sente' ? '☗ hand' : '☖ hand'), buttons);
}

/**
 * @param {{ palettes: { sente: HTMLElement, gote: HTMLElement }, tools: HTMLElement, remaining: HTMLElement,
 *   squareAt: (x: number, y: number) => number | null, changed: (s: Setup) => void }} opts
 */
export function createEditor(opts) {
  /** @type {Setup} */
  let setup = { board: Array(81).fill(''), hands: { sente: Array(7).fill(0), gote: Array(7).fill(0) }, side: 'sente', move_number: 1 };
  let armed = /** @type {string | null} */ (null);
  let tool = 'move';
  let look = { letters: false, flipped: false };

  const commit = () => opts.changed(setup);
  const place = (/** @type {number} */ sq, /** @type {string} */ piece) => {
    setup.board[sq] = piece;
    commit();
  };

  function renderPalettes() {
    for (const side of /** @type {const} */ (['sente', 'gote'])) {
      const buttons = PALETTE.map((code) => {
        const piece = side === 'sente' ? code : code.toLowerCase();
        const b = h('button', { type: 'button', 'aria-pressed': String(armed === piece), 'aria-label': `${side} ${NAMES[code]}`, title: `${side} ${NAMES[code]} (${KANJI[code]})`, 'data-piece': piece }, pieceIcon(piece, 30, look));
        dragOrClick(b, {
          click: () => {
            armed = armed === piece ? null : piece;
            tool = 'move';
            renderPalettes();
            renderTools();
          },
          drop: (x, y) => {
            const sq = opts.squareAt(x, y);
            if (sq !== null) place(sq, piece);
          },
        });
        return b;
      });
      replace(opts.palettes[side], h('span', { class: 'label' }, side === 'sente' ? '☗' : '☖'), buttons);
    }
  }

  function renderTools() {
    replace(
      opts.tools,
      TOOLS.map(([id, text, title]) =>
        h('button', { type: 'button', class: 'secondary', 'aria-pressed': String(tool === id), title, onclick: () => ((tool = id), id !== 'move' && (armed = null), renderTools(), renderPalettes()) }, text),
      ),
    );
  }

  function renderRemaining() {
    const left = { ...SET };
    for (const p of setup.board) if (p) left[/** @type {keyof SET} */ (parsePiece(p).code.replace('+', ''))]--;
    for (const side of /** @type {const} */ (['sente', 'gote'])) HAND_KINDS.forEach((k, i) => (left[/** @type {keyof SET} */ (k)] -= setup.hands[side][i]));
    opts.remaining.textContent = `left in the set: ${Object.entries(left).map(([k, n]) => `${KANJI[k]}${n}`).join(' ')}`;
    opts.remaining.classList.toggle('error', Object.values(left).some((n) => n < 0));
  }

  return {
    get setup() {
      return setup;
    },
    /** Whether a click on the board edits (a piece armed or a tool other than move). */
    get active() {
      return armed !== null || tool !== 'move';
    },
    /** @param {Setup} s @param {{ letters: boolean, flipped: boolean }} l */
    show(s, l) {
      setup = s;
      look = l;
      renderPalettes();
      renderTools();
      renderRemaining();
    },
    /** A click on a board square. @param {number} sq */
    click(sq) {
      const p = setup.board[sq];
      if (tool === 'move') {
        if (armed) place(sq, p === armed ? '' : armed);
        return;
      }
      if (!p) return;
      const { gote, code, promoted } = parsePiece(p);
      if (tool === 'erase') place(sq, '');
      else if (tool === 'flip') place(sq, gote ? p.toUpperCase() : p.toLowerCase());
      else if (tool === 'promote' && 'PLNSBR'.includes(code.replace('+', ''))) place(sq, promoted ? p.slice(1) : `+${p}`);
    },
    /** A piece dragged on the board. @param {number} from @param {number} to */
    move(from, to) {
      setup.board[to] = setup.board[from];
      setup.board[from] = '';
      commit();
    },
    /** A board piece dropped off the board: into the hand under the pointer, else removed. @param {number} from @param {number} x @param {number} y */
    dropOut(from, x, y) {
      const hand = /** @type {HTMLElement | null} */ (document.elementFromPoint(x, y)?.closest('.hand') ?? null);
      const { code } = parsePiece(setup.board[from]);
      const base = code.replace('+', '');
      if (hand?.dataset.side && base !== 'K') setup.hands[/** @type {'sente' | 'gote'} */ (hand.dataset.side)][HAND_KINDS.indexOf(base)]++;
      setup.board[from] = '';
      commit();
    },
    /** A click on a hand piece: one more (or one fewer with the erase tool). @param {'sente' | 'gote'} side @param {string} k */
    hand(side, k) {
      const i = HAND_KINDS.indexOf(k);
      setup.hands[side][i] = Math.max(0, Math.min(18, setup.hands[side][i] + (tool === 'erase' ? -1 : 1)));
      commit();
    },
    /** A hand piece dragged onto the board. @param {'sente' | 'gote'} side @param {string} k @param {number} x @param {number} y */
    handDrop(side, k, x, y) {
      const sq = opts.squareAt(x, y);
      const i = HAND_KINDS.indexOf(k);
      if (sq === null || !setup.hands[side][i]) return;
      setup.hands[side][i]--;
      place(sq, side === 'sente' ? k : k.toLowerCase());
    },
  };
}
